"""Verdicts of a fixed seed range, to show that a speed change left every verdict as it was.

    python -m benchmarks.verdicts --pipeline O2 --seeds 0:300 [--calls] --out after.jsonl
    python -m benchmarks.verdicts --compare before.jsonl after.jsonl
    python -m benchmarks.verdicts --seeds 0:400 --dialect amdgcn --model both --threads 8 ...
    python -m benchmarks.verdicts --opt opt-19 --pipeline 'default<O3>' --seeds 0:50 ...

The first form runs the campaign's own per-seed work (:func:`fuzzfarm.farm.case.check_case`,
the default configuration of the pipeline) on every seed of the range, in
process, and writes one JSON line per (seed, model): the verdict, its message and
whether a counterexample schedule came with it. Run it from two checkouts (say a
clean ``main`` and a branch: ``cd`` into each, the script only uses
``check_case``) on the same range, then compare: ``--compare`` prints every
(seed, model) whose verdict differs and exits 1 if any does; messages that differ
under the same verdict (a "pass" decided by the simulator instead of the
reference says so) are counted and listed apart, as they are not verdict changes.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any


def run(pipeline: str, lo: int, hi: int, out: Path, calls: bool = False, opt: str | None = None,
        **options: Any) -> None:
    """``options``: further :class:`~fuzzfarm.farm.case.CampaignConfig` fields (``dialect``,
    ``models``, ``threads``, ``style``, ``atomics``), the campaign's configurations beyond
    its default one. ``opt``: an external opt binary (campaign ``--opt``) instead of the
    embedded LLVM. The candidate's triple is the dialect's, as the campaign's."""
    from fuzzfarm.farm.case import CampaignConfig, check_case

    config = CampaignConfig(candidate(pipeline, options.get("dialect", ""), opt), calls=calls,
                            **options)
    start = time.perf_counter()
    counts: dict[str, int] = {}
    with out.open("w") as fh:
        for seed in range(lo, hi):
            for r in check_case(config, seed):
                counts[r.verdict] = counts.get(r.verdict, 0) + 1
                fh.write(json.dumps({"seed": seed, "model": r.model, "verdict": r.verdict,
                                     "message": r.message,
                                     "counterexample": r.schedule is not None,
                                     # why an inconclusive case stayed undecided (its notes)
                                     **({"details": r.details} if r.verdict == "inconclusive"
                                        else {})}) + "\n")
    print(f"{pipeline}: seeds {lo}..{hi - 1}, {time.perf_counter() - start:.1f} s, verdicts {counts}")


def candidate(pipeline: str, dialect: str, opt: str | None = None) -> Any:
    """The campaign's candidate for ``--pipeline`` (and ``--opt``): the embedded LLVM, or
    the named opt binary, targeting the ``--dialect``'s triple as the campaign does."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.ir.conventions import DIALECT_TRIPLES
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE
    from fuzzfarm.llvm.optimizer import Optimizer

    triple = DIALECT_TRIPLES.get(dialect, DEFAULT_TRIPLE)
    if opt:
        return Candidate("opt", pipeline, triple, Optimizer.named(opt).path)
    return Candidate("pipeline", pipeline, triple)


def _load(path: Path) -> dict[tuple[int, str], dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {(r["seed"], r["model"]): r for r in rows}


def compare(a: Path, b: Path) -> int:
    """Print the differences of two verdict files; 1 if a verdict differs, else 0."""
    left, right = _load(a), _load(b)
    changed = [k for k in sorted(left.keys() | right.keys())
               if (left.get(k) or {}).get("verdict") != (right.get(k) or {}).get("verdict")]
    reworded = [k for k in sorted(left.keys() & right.keys())
                if k not in changed and left[k]["message"] != right[k]["message"]]
    for k in changed:
        print(f"VERDICT seed {k[0]} {k[1]}: {(left.get(k) or {}).get('verdict')} -> "
              f"{(right.get(k) or {}).get('verdict')}")
    for k in reworded:
        print(f"message seed {k[0]} {k[1]} ({left[k]['verdict']}): {left[k]['message']!r} -> "
              f"{right[k]['message']!r}")
    print(f"{len(left.keys() & right.keys())} (seed, model) pairs in both; {len(changed)} verdicts "
          f"differ, {len(reworded)} messages differ under the same verdict")
    return 1 if changed else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pipeline", default="O2", help="embedded LLVM pipeline (default O2)")
    parser.add_argument("--opt", metavar="PATH",
                        help="an external opt binary (a path, or a name on PATH such as opt-19) "
                             "to run --pipeline with (campaign --opt)")
    parser.add_argument("--seeds", default="0:300", help="LO:HI, HI excluded")
    parser.add_argument("--out", type=Path, help="write one JSON line per (seed, model) here")
    parser.add_argument("--calls", action="store_true",
                        help="modules whose kernel calls device functions (campaign --calls)")
    parser.add_argument("--dialect", default="portable", choices=("portable", "amdgcn", "nvptx"),
                        help="generated kernels use this target's operations (campaign --dialect)")
    parser.add_argument("--model", default="maximal", choices=("maximal", "ipdom", "both"),
                        help="convergence model(s) (campaign --model)")
    parser.add_argument("--style", default="any", choices=("any", "controlled", "uncontrolled"),
                        help="convergence style of generated kernels (campaign --style)")
    parser.add_argument("--atomics", action="store_true", help="campaign --atomics")
    parser.add_argument("--threads", default="3,4,5,6",
                        help="most active lanes of a schedule of a kernel with choices, one per "
                             "seed in turn (default the campaign's 3,4,5,6)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"),
                        help="list the verdicts two --out files differ in (exit 1 if any)")
    args = parser.parse_args()
    if args.compare:
        sys.exit(compare(*args.compare))
    try:
        lo, hi = (int(x) for x in args.seeds.split(":"))
    except ValueError:
        parser.exit(2, f"--seeds: expected LO:HI, got {args.seeds!r}\n")
    if args.out is None:
        parser.exit(2, "--out is required (or --compare BEFORE AFTER)\n")
    from fuzzfarm.vocabulary import Model

    models = tuple(Model) if args.model == "both" else (Model(args.model),)
    run(args.pipeline, lo, hi, args.out, calls=args.calls, opt=args.opt, dialect=args.dialect, models=models,
        style=args.style, atomics=args.atomics,
        threads=tuple(int(n) for n in args.threads.split(",")))


if __name__ == "__main__":
    main()
