"""Mutation score of our own transforms on generated programs.

    python -m benchmarks.mutation [--seeds N] [--start S] [--only NAME[,NAME...]]
                                  [--models maximal,ipdom] [--aware-only | --naive-only]

Every naive transform (``<family>-naive``) runs over seeds ``S .. S+N-1`` until the
first violation: the line says whether it was caught, after how many (seed, model)
cases, and how often it fired. Every aware transform runs over all the seeds and
must show zero violations; its line gives the number of cases checked, how many the
transform changed, and the violations (each one a false positive or a transform
bug: the seeds are printed so it can be replayed with
``fuzzfarm campaign --transform NAME``).
"""

from __future__ import annotations

import argparse
import time

from fuzzfarm.farm.mutation import score
from fuzzfarm.transforms.registry import names


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.mutation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, default=300, help="seeds per transform (default 300)")
    ap.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    ap.add_argument("--only", default="", help="comma-separated transform names")
    ap.add_argument("--models", default="maximal,ipdom", help="comma-separated convergence models")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--aware-only", action="store_true", help="only the aware transforms")
    which.add_argument("--naive-only", action="store_true", help="only the naive (-naive) transforms")
    args = ap.parse_args(argv)
    models = tuple(m for m in args.models.split(",") if m)
    chosen = [n for n in args.only.split(",") if n] or names()
    seeds = range(args.start, args.start + args.seeds)
    bad = 0
    for name in chosen:
        naive = name.endswith("-naive")
        if (naive and args.aware_only) or (not naive and args.naive_only):
            continue
        t = time.perf_counter()
        r = score(name, seeds, models=models, stop_at_first=naive)
        dt = time.perf_counter() - t
        if naive:
            verdict = (f"CAUGHT after {r.first_violation} cases (seed {r.violation_seeds[0]})"
                       if r.caught else f"NOT CAUGHT in {r.cases} cases")
            bad += not r.caught
        else:
            verdict = f"{r.cases} cases, {r.violations} violation(s)"
            if r.violations:
                verdict += f" at seeds {sorted(set(r.violation_seeds))}  <-- FALSE POSITIVE OR BUG"
                bad += 1
        print(f"{name:20s} {verdict}; fired {r.fired}/{r.cases} ({r.firing_rate:.0%}); "
              f"inconclusive {r.verdicts.get('inconclusive', 0)}; {dt:.1f} s", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
