"""Triage the bug signatures of the store.

  fuzzfarm bugs [--json] [--kind K] [--state S] [--campaign ID]   list signatures
  fuzzfarm bugs show ID                                         one signature in full
  fuzzfarm bugs set ID --state confirmed [--note TEXT]          change its triage state
  fuzzfarm bugs recheck (ID... | --all) [--opt PATH] [--pipeline P]
                                                                replay on another optimizer
  fuzzfarm bugs hits ID [--limit N]                             a signature's findings (hits)
  fuzzfarm bugs finding FINDING [--out DIR]                     one finding's programs

``hits`` lists the findings of a signature: the first few (its exemplars) are stored
with their programs, further ones *compact* (campaign, seed, model, verdict, the first
line of the message). ``finding`` shows one finding's programs, schedule and message;
a compact one is regenerated from its campaign's configuration and seed (checked
against the digest stored with it), and ``--out DIR`` writes it as a reproducer
directory for ``fuzzfarm replay DIR``.

``show`` prints the (minimized, when there is one) reproducer, the diverging
schedule, both convergence tables and the first differing operation, recomputed
from the stored finding by the reference interpreter.

``recheck`` is version triage: it replays each signature's smallest reproducer
on another optimizer (default the embedded LLVM; ``--opt`` an external ``opt``)
with the signature's own pipeline (or ``--pipeline``) and records whether it
fails the same way there. ``bugs``, ``bugs show`` and the dashboard show, per
signature, which LLVM versions reproduce it.
"""

from __future__ import annotations

import argparse
import json

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import MAX_ID, int_in
from fuzzfarm.vocabulary import BUG_KINDS, model_of

NAME = "bugs"
HELP = "list, show and triage bug signatures (deduplicated findings)"
STATES = ("new", "confirmed", "reported", "fixed", "ignored")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", nargs="?",
                        choices=("list", "show", "set", "recheck", "hits", "finding"),
                        default="list",
                        help="list (default), show ID, set ID --state S [--note N], "
                             "recheck (ID... | --all) [--opt PATH] [--pipeline P], hits ID, "
                             "or finding FINDING_ID [--out DIR]")
    parser.add_argument("ids", nargs="*", type=int_in(1, MAX_ID), metavar="ID",
                        help="signature id (one for show, set and hits; any number for "
                             "recheck), or a finding id (finding)")
    parser.add_argument("--db", default="sqlite:///fuzzfarm.db", help="store URL (default sqlite:///fuzzfarm.db)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--kind", choices=BUG_KINDS, help="only signatures of this kind of bug")
    parser.add_argument("--state", choices=STATES, help="filter (list) or new triage state (set)")
    parser.add_argument("--campaign", type=int_in(1, MAX_ID), help="only signatures seen in this campaign")
    parser.add_argument("--note", help="triage note (set)")
    parser.add_argument("--limit", type=int_in(1, MAX_ID), default=100,
                        help="hits: list at most this many findings, oldest first (default 100)")
    parser.add_argument("--out", metavar="DIR",
                        help="finding: write the finding as a reproducer directory (new)")
    recheck = parser.add_argument_group("recheck")
    recheck.add_argument("--all", action="store_true", help="recheck every signature")
    recheck.add_argument("--opt", metavar="PATH",
                         help="replay on this opt binary (a path or a name on PATH such as opt-19); "
                              "default: the embedded LLVM")
    recheck.add_argument("--pipeline", metavar="P",
                         help="replay with this pipeline (opt's -passes= syntax) instead of each "
                              "signature's own")


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.commands.common import open_store

    store = open_store(args.db, must_exist=True)
    if args.action == "list":
        return _list(store, args)
    if args.action == "recheck":
        return _recheck(store, args)
    if len(args.ids) != 1:
        raise UsageError(f"'bugs {args.action}' needs one "
                         + ("finding ID" if args.action == "finding" else "signature ID"))
    if args.action == "finding":
        return _finding(store, args)
    sig = store.signature(args.ids[0])
    if sig is None:
        raise UsageError(f"no signature {args.ids[0]} in {args.db}")
    if args.action == "set":
        if args.state is None and args.note is None:
            raise UsageError("'bugs set' needs --state and/or --note")
        sig = store.set_triage(sig.id, args.state or sig.triage, args.note)
        print(f"signature {sig.id}: {sig.triage}" + (f" ({sig.note})" if sig.note else ""))
        return 0
    if args.action == "hits":
        return _hits(store, sig, args)
    return _show(store, sig, args)


def _hits(store, sig, args: argparse.Namespace) -> int:
    found = store.findings_for(sig.id, limit=args.limit)
    rows = [{"finding": f.id, "campaign": f.campaign_id, "seed": f.seed, "model": f.model,
             "verdict": f.verdict, "stored": "compact" if f.compact else "programs",
             "message": f.message.split("\n", 1)[0]} for f in found]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"signature {sig.id}: {sig.hits} hit(s)"
          + (f", the first {len(rows)} listed" if len(rows) < sig.hits else "")
          + "; a compact one's programs: fuzzfarm bugs finding FINDING")
    for r in rows:
        print(f"  finding {r['finding']}  campaign {r['campaign']}  seed {r['seed']}  "
              f"model {r['model']}  {r['stored']:8}  {r['message'][:100]}")
    return 0


def _finding(store, args: argparse.Namespace) -> int:
    from pathlib import Path

    from fuzzfarm.farm.regenerate import RegenerationError, finding_reproducer, with_programs

    stored = store.finding(args.ids[0])
    if stored is None:
        raise UsageError(f"no finding {args.ids[0]} in {args.db}")
    from fuzzfarm.commands.common import check_output_dir
    from fuzzfarm.reproducer import ReproducerExists, holds_reproducer

    out = Path(args.out) if args.out else None
    if out is not None:
        check_output_dir(out, "--out")
    if out is not None and holds_reproducer(out):
        raise UsageError(f"--out {out} already holds a reproducer (choose another directory)")
    try:
        f = with_programs(store, stored)
        reproducer = finding_reproducer(store, f) if out is not None else None
    except RegenerationError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps({"finding": f.id, "campaign": f.campaign_id, "seed": f.seed,
                          "model": f.model, "verdict": f.verdict, "signature": f.signature_id,
                          "compact": stored.compact, "before": f.before_ir, "after": f.after_ir,
                          "schedule": f.schedule, "message": f.message}, indent=2))
    else:
        how = (f"compact, regenerated from campaign {f.campaign_id}'s configuration and its seed"
               if stored.compact else "stored with its programs")
        print(f"finding {f.id}: {f.verdict}, signature {f.signature_id}, campaign {f.campaign_id}, "
              f"seed {f.seed}, model {f.model} ({how})")
        print("\n--- before ---\n" + (f.before_ir or "").rstrip())
        if f.after_ir:
            print("\n--- after ---\n" + f.after_ir.rstrip())
        if f.schedule is not None:
            print("\n--- schedule ---\n" + json.dumps(f.schedule, sort_keys=True))
        print("\n--- verdict ---\n" + f.message.rstrip())
    if reproducer is not None and out is not None:
        try:
            reproducer.write(out)
        except ReproducerExists as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"cannot write {out}: {exc.strerror or exc}") from None
        print(f"reproducer written to {out} (fuzzfarm replay {out})", flush=True)
    return 0


def versions_summary(checks) -> str:
    """``LLVM 19.1.7: yes; LLVM 22.1.0: no``: which optimizers reproduce the signature."""
    return "; ".join(f"{c.version}: {'yes' if c.reproduces else 'no'}" for c in checks) or "-"


def _recheck(store, args: argparse.Namespace) -> int:
    from fuzzfarm.commands.common import check_candidate, user_opt
    from fuzzfarm.llvm.optimizer import Optimizer, OptimizerError
    from fuzzfarm.recheck import Rechecker

    if args.all == bool(args.ids):
        raise UsageError("'bugs recheck' needs signature IDs or --all (not both)")
    sigs = store.signatures() if args.all else [store.signature(i) for i in args.ids]
    if None in sigs:
        missing = [i for i, s in zip(args.ids, sigs, strict=True) if s is None]
        raise UsageError(f"no signature {missing[0]} in {args.db}")
    optimizer = Optimizer(user_opt(args.opt)) if args.opt else Optimizer()
    try:
        rechecker = Rechecker(store, optimizer, args.pipeline)
    except OptimizerError as exc:
        raise UsageError(str(exc)) from None
    if args.pipeline:
        check_candidate(rechecker.candidate(args.pipeline, _default_triple()))
    print(f"rechecking {len(sigs)} signature(s) on {rechecker.label}")
    results = []
    for k, sig in enumerate(sorted(sigs, key=lambda s: s.id), 1):
        result = rechecker.recheck(sig.id)
        results.append(result)
        print(f"[{k}/{len(sigs)}] signature {sig.id} ({sig.kind}, {sig.pass_name or sig.candidate}): "
              f"{result.summary}", flush=True)
    decided = [r for r in results if not r.skipped]
    print(f"{sum(r.reproduces for r in decided)} of {len(decided)} rechecked signature(s) reproduce "
          f"on {rechecker.label}" + (f"; {len(results) - len(decided)} skipped"
                                     if len(decided) < len(results) else ""))
    return 0


def _default_triple() -> str:
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    return DEFAULT_TRIPLE


def _list(store, args: argparse.Namespace) -> int:
    sigs = store.signatures(kind=args.kind, triage=args.state, campaign_id=args.campaign)
    all_checks = store.all_checks([s.id for s in sigs])
    checks = {s.id: all_checks.get(s.id, []) for s in sigs}
    if args.json:
        print(json.dumps([s.to_json(checks[s.id]) for s in sigs], indent=2))
        return 0
    from rich.table import Table

    from fuzzfarm.commands.common import console

    table = Table(title=f"{len(sigs)} bug signature(s)")
    for col in ("id", "kind", "candidate", "pass", "model", "hits", "first seen", "last seen", "triage",
                "found with", "reproduces with"):
        table.add_column(col)
    for s in sigs:
        table.add_row(str(s.id), s.kind, s.candidate, s.pass_name or "-", s.model or "-", str(s.hits),
                      f"{s.first_seen:%Y-%m-%d %H:%M}", f"{s.last_seen:%Y-%m-%d %H:%M}", s.triage,
                      s.optimizer or "-", versions_summary(checks[s.id]))
    console().print(table)
    return 0


def _show(store, sig, args: argparse.Namespace) -> int:
    from fuzzfarm.farm.regenerate import RegenerationError, with_programs

    exemplar = store.exemplar(sig.id)
    findings = [] if exemplar is None else [exemplar]
    reproducers = store.reproducers(sig.id)
    checks = store.checks(sig.id)
    if args.json:
        row = sig.to_json(checks)
        row["findings"] = [{"id": f.id, "campaign": f.campaign_id, "seed": f.seed, "model": f.model,
                            "message": f.message} for f in findings]
        row["reproducers"] = [r.directory for r in reproducers]
        print(json.dumps(row, indent=2))
        return 0
    print(f"signature {sig.id}: {sig.kind} by {sig.candidate}"
          + (f", pass {sig.pass_name}" if sig.pass_name else "")
          + f"; {sig.hits} hit(s), {sig.triage}" + (f" ({sig.note})" if sig.note else ""))
    if sig.optimizer:
        print(f"found with: {sig.optimizer}")
    if checks:
        print("reproduces with:")
        for c in checks:
            print(f"  {'yes' if c.reproduces else 'no ':<4}{c.optimizer}  pipeline {c.pipeline}  "
                  f"({c.verdict}; {c.source} {c.checked_at:%Y-%m-%d %H:%M})")
    if not findings:
        return 0
    f = findings[0]
    try:  # a signature left with compact hits alone: the first one regenerated
        f = with_programs(store, f)
    except RegenerationError as exc:
        raise UsageError(str(exc)) from None
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
    # The tables are recomputed on the schedule that goes with the programs shown: the
    # reduced reproducer's own (its kernel may have fewer arguments and lanes), else the
    # finding's. The finding's schedule on the reduced programs decided nothing.
    schedule = _reproducer_schedule(repro) if repro and repro.before_ll else f.schedule_object()
    if f.verdict == "violation" and schedule is not None and after:
        _tables(before, after, schedule, f.model)
    return 0


def _reproducer_schedule(repro):
    """The stored reproducer's schedule (None when it has none or it does not parse)."""
    from fuzzfarm.schedule import Schedule

    if not repro.schedule_json:
        return None
    try:
        return Schedule.from_json(json.loads(repro.schedule_json))
    except ValueError:  # json's decode errors are ValueErrors too
        return None


def _tables(before: str, after: str, schedule, model: str) -> None:
    """Recompute the counterexample on the stored schedule (the message may predate the tables)."""
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.refinement.check import check_refinement

    b = parse_module(before).kernel()
    a = parse_module(after).kernel(b.name)
    try:
        verdict = check_refinement(b, a, [schedule], model_of(model))
    except ValueError as exc:  # a stored schedule that cannot launch the stored kernel
        print(f"\n(the stored schedule cannot run these programs: {exc})")
        return
    if verdict.counterexample is not None:
        print("\n--- diverging schedule and convergence tables ---")
        print(verdict.counterexample.describe())
    else:
        print(f"\n(re-checking on the stored schedule gives: {verdict.kind.value})")
