"""Re-run a reproducer directory and print the verdict.

DIR is a reproducer written by "fuzzfarm validate --out", "fuzzfarm reduce"
or the farm. When it holds after.ll, after.ll is checked against before.ll on
schedule.json (as the validate command in its README does); otherwise, or with
--reapply, the recorded candidate is applied to before.ll again (for our
transforms with the seed in case.json), which is how a crash is replayed and
how a fixed LLVM is told apart from a still broken one.

Exit codes as "fuzzfarm validate": 0 pass; 1 a finding (violation,
ill-formed after, crash) reproduced; 2 bad input (not a reproducer, before.ll
unreadable or ill formed); 3 inconclusive.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import user_opt
from fuzzfarm.vocabulary import is_bug

NAME = "replay"
HELP = "re-run a reproducer directory and print its verdict"

EXIT = {"pass": 0, "violation": 1, "ill-formed-after": 1, "crash": 1, "unsound-uniformity": 1,
        "hang": 1, "inconclusive": 3}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", metavar="DIR|ID", type=Path,
                        help="a reproducer directory, or a signature id of the store (--db)")
    parser.add_argument("--reapply", action="store_true",
                        help="apply the recorded candidate again even when after.ll exists")
    parser.add_argument("--opt", metavar="PATH",
                        help="the opt binary to run when the reproducer's candidate is an external opt "
                             "(never the one case.json names: a reproducer must not choose a program to run)")
    parser.add_argument("--db", default="sqlite:///fuzzfarm.db",
                        help="the store, when replaying a signature id (default sqlite:///fuzzfarm.db)")


def _directory_of_signature(args: argparse.Namespace, tmp: Path) -> Path:
    """A reproducer directory for signature ``args.directory``: its smallest stored
    reproducer if that directory still exists, else one written from its first finding."""
    from fuzzfarm.commands.common import open_store
    from fuzzfarm.farm.regenerate import RegenerationError, finding_reproducer

    sid = int(str(args.directory))
    store = open_store(args.db, must_exist=True)
    if store.signature(sid) is None:
        raise UsageError(f"no reproducer directory {args.directory} and no signature {sid} in {args.db}")
    for repro in sorted(store.reproducers(sid), key=lambda r: r.instructions_after or 1 << 30):
        if repro.directory and Path(repro.directory).is_dir():
            return Path(repro.directory)
    found = store.exemplar(sid)
    if found is None:
        raise UsageError(f"signature {sid} has no stored finding")
    try:
        reproducer = finding_reproducer(store, found)
    except RegenerationError as exc:
        raise UsageError(str(exc)) from None
    return reproducer.write(tmp / f"signature-{sid}")


def run(args: argparse.Namespace) -> int:
    import tempfile

    if args.opt is not None:
        args.opt = user_opt(args.opt)
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-replay-") as tmp:
        if not args.directory.exists() and str(args.directory).isdigit():
            args.directory = _directory_of_signature(args, Path(tmp))
        return _replay(args)


def _replay(args: argparse.Namespace) -> int:
    from fuzzfarm.reduce.cases import BadReproducer, load, replay
    from fuzzfarm.reduce.interesting import close_runners

    try:
        rep = load(args.directory)
        outcome = replay(rep, reapply=args.reapply, opt_path=args.opt)
    except BadReproducer as exc:
        raise UsageError(str(exc)) from None
    finally:
        close_runners()
    if outcome.verdict in ("error", "rejected"):
        raise UsageError(outcome.message.splitlines()[0] if outcome.message else outcome.verdict)
    first = outcome.message.splitlines()[0] if outcome.message else ""
    print(f"verdict: {outcome.verdict} ({first})")
    if outcome.counterexample:
        print(outcome.counterexample)
    if outcome.matches:
        print(f"the recorded {rep.verdict} reproduces")
    elif rep.verdict != outcome.verdict:
        print(f"note: the reproducer recorded {rep.verdict}")
    else:
        recorded = (rep.message.splitlines() or [""])[0]
        print(f"note: a {outcome.verdict}, but not the recorded one ({recorded})")
    return 1 if is_bug(outcome.verdict) else EXIT.get(outcome.verdict, 3)
