"""Triage the bug signatures of the store.

  fuzzfarm bugs [--json] [--kind K] [--state S] [--campaign ID]   list signatures
  fuzzfarm bugs show ID                                         one signature in full
  fuzzfarm bugs set ID --state confirmed [--note TEXT]          change its triage state

``show`` prints the (minimized, when there is one) reproducer, the diverging
schedule, both convergence tables and the first differing operation, recomputed
from the stored finding by the reference interpreter.
"""

from __future__ import annotations

import argparse
import json

from fuzzfarm.cli import UsageError
from fuzzfarm.vocabulary import BUG_KINDS, model_of

NAME = "bugs"
HELP = "list, show and triage bug signatures (deduplicated findings)"
STATES = ("new", "confirmed", "reported", "fixed", "ignored")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", nargs="?", choices=("list", "show", "set"), default="list",
                        help="list (default), show ID, or set ID --state S [--note N]")
    parser.add_argument("id", nargs="?", type=int, help="signature id (for show and set)")
    parser.add_argument("--db", default="sqlite:///fuzzfarm.db", help="store URL (default sqlite:///fuzzfarm.db)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--kind", choices=BUG_KINDS, help="only signatures of this kind of bug")
    parser.add_argument("--state", choices=STATES, help="filter (list) or new triage state (set)")
    parser.add_argument("--campaign", type=int, help="only signatures seen in this campaign")
    parser.add_argument("--note", help="triage note (set)")


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.commands.common import open_store

    store = open_store(args.db, must_exist=True)
    if args.action == "list":
        return _list(store, args)
    if args.id is None:
        raise UsageError(f"'bugs {args.action}' needs a signature ID")
    sig = store.signature(args.id)
    if sig is None:
        raise UsageError(f"no signature {args.id} in {args.db}")
    if args.action == "set":
        if args.state is None and args.note is None:
            raise UsageError("'bugs set' needs --state and/or --note")
        sig = store.set_triage(args.id, args.state or sig.triage, args.note)
        print(f"signature {sig.id}: {sig.triage}" + (f" ({sig.note})" if sig.note else ""))
        return 0
    return _show(store, sig, args)


def _row(sig) -> dict:  # type: ignore[no-untyped-def]
    return {
        "id": sig.id, "kind": sig.kind, "candidate": sig.candidate, "pass": sig.pass_name,
        "model": sig.model, "hits": sig.hits, "first_seen": sig.first_seen.isoformat(),
        "last_seen": sig.last_seen.isoformat(), "triage": sig.triage, "note": sig.note,
        "key": sig.key_hash,
    }


def _list(store, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    sigs = store.signatures(kind=args.kind, triage=args.state, campaign_id=args.campaign)
    if args.json:
        print(json.dumps([_row(s) for s in sigs], indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{len(sigs)} bug signature(s)")
    for col in ("id", "kind", "candidate", "pass", "model", "hits", "first seen", "last seen", "triage"):
        table.add_column(col)
    for s in sigs:
        table.add_row(str(s.id), s.kind, s.candidate, s.pass_name or "-", s.model or "-", str(s.hits),
                      f"{s.first_seen:%Y-%m-%d %H:%M}", f"{s.last_seen:%Y-%m-%d %H:%M}", s.triage)
    Console().print(table)
    return 0


def _show(store, sig, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    findings = store.findings_for(sig.id, limit=1)
    reproducers = store.reproducers(sig.id)
    if args.json:
        row = _row(sig)
        row["findings"] = [{"id": f.id, "campaign": f.campaign_id, "seed": f.seed, "model": f.model,
                            "message": f.message} for f in findings]
        row["reproducers"] = [r.directory for r in reproducers]
        print(json.dumps(row, indent=2))
        return 0
    print(f"signature {sig.id}: {sig.kind} by {sig.candidate}"
          + (f", pass {sig.pass_name}" if sig.pass_name else "")
          + f"; {sig.hits} hit(s), {sig.triage}" + (f" ({sig.note})" if sig.note else ""))
    if not findings:
        return 0
    f = findings[0]
    repro = min(reproducers, key=lambda r: r.instructions_after or 1 << 30) if reproducers else None
    before = repro.before_ll if repro and repro.before_ll else f.before_ir
    after = repro.after_ll if repro and repro.after_ll else f.after_ir
    print(f"first finding: campaign {f.campaign_id}, seed {f.seed}, model {f.model}")
    if repro and repro.directory:
        print(f"reproducer: {repro.directory}" + (f"  (replay: {repro.command})" if repro.command else ""))
    print("\n--- before ---\n" + before.rstrip())
    if after:
        print("\n--- after ---\n" + after.rstrip())
    print("\n--- verdict ---\n" + f.message.rstrip())
    schedule = f.schedule_object()
    if f.verdict == "violation" and schedule is not None and after:
        _tables(before, after, schedule, f.model)
    return 0


def _tables(before: str, after: str, schedule, model: str) -> None:  # type: ignore[no-untyped-def]
    """Recompute the counterexample on the stored schedule (the message may predate the tables)."""
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.refinement.check import check_refinement

    b = parse_module(before).kernel()
    a = parse_module(after).kernel(b.name)
    verdict = check_refinement(b, a, [schedule], model_of(model))
    if verdict.counterexample is not None:
        print("\n--- diverging schedule and convergence tables ---")
        print(verdict.counterexample.describe())
    else:
        print(f"\n(re-checking on the stored schedule gives: {verdict.kind.value})")
