"""Shrink a reproducer directory while it keeps failing the same way.

DIR is a reproducer written by "fuzzfarm validate --out" or by the farm
(before.ll, schedule.json, case.json naming the candidate). The candidate is
re-applied to ever smaller kernels and schedules; a reduction is kept when the
reduced kernel is well formed (LLVM's verifier and the static convergence
rules) and the verdict is still the recorded one: the same crash (assertion),
the same verifier complaint, or a violation with a counterexample. LLVM
pipelines are then bisected to the first pass that shows the problem.

The result replaces DIR (the original files are kept in DIR/original/) or goes
to --out. Exit codes: 0 reduced and written; 2 bad input (not a reproducer,
no candidate to re-apply); 3 the reproducer does not show its failure.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import check_output_dir, int_in, positive_seconds, user_opt

NAME = "reduce"
HELP = "shrink a reproducer directory (kernel and schedule) while it fails the same way"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", metavar="DIR", type=Path, help="the reproducer directory")
    parser.add_argument("--seconds", type=positive_seconds, default=30, metavar="S",
                        help="budget for the reduction in seconds of work on an idle core (default "
                             "30); counted in work, not on the clock, so a case reduces the same "
                             "way on a busy machine (it then takes longer)")
    parser.add_argument("--out", type=Path, metavar="DIR2",
                        help="write the reduced reproducer here instead of replacing DIR")
    parser.add_argument("--jobs", type=int_in(1, 64), default=1, metavar="J",
                        help="evaluate J candidate reductions at once in worker processes")
    parser.add_argument("--opt", metavar="PATH",
                        help="the opt binary to run when the reproducer's candidate is an external opt "
                             "(never the one case.json names: a reproducer must not choose a program to run)")
    parser.add_argument("--no-bisect", action="store_true",
                        help="do not bisect LLVM pipelines to the first failing pass")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="print every accepted reduction step on stderr")


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.reduce.cases import BadReproducer, reduce_reproducer
    from fuzzfarm.reduce.interesting import close_runners
    from fuzzfarm.reduce.reducer import NotReproduced

    if args.opt is not None:
        args.opt = user_opt(args.opt)
    if args.out is not None:
        check_output_dir(args.out, "--out")

    def log(message: str) -> None:
        print(f"  {message}", file=sys.stderr)

    try:
        report = reduce_reproducer(args.directory, args.out, seconds=args.seconds, jobs=args.jobs,
                                   opt_path=args.opt,
                                   bisect=not args.no_bisect, log=log if args.verbose else None)
    except BadReproducer as exc:
        raise UsageError(str(exc)) from None
    except NotReproduced as exc:
        print(f"not reproduced: {exc}")
        return 3
    finally:
        close_runners()
    print(report.describe())
    return 0
