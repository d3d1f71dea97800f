"""Lane-instructions per second of the two oracles on the same generated programs.

    python -m benchmarks.oracles [--programs 6] [--batches 1,64,1024] [--lanes 32]
                                 [--ref-sample 32] [--profile]

For each batch size B, every program runs B schedules (subgroups of ``--lanes``
lanes, all active, inputs and anchor groupings from ``generate_schedule``, DFS
and order seeds 0 so that they share one cycle hierarchy): the simulator as one
``run_batch`` call, the reference one schedule at a time. The work is counted the
same way for both, as the lane-instructions the simulator reports executing
(``LaneTrace.lane_instructions``; the two oracles execute the same instructions
when they agree), so the rates are comparable. The reference's rate does not
depend on B (it runs schedules one by one), so it is measured on a sample of
``--ref-sample`` schedules per program and reused. One core: numpy's own
threading does not matter here (no BLAS calls).

``--profile`` runs cProfile over the simulator at the largest batch size and
prints the top entries by internal time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import time
from dataclasses import dataclass, replace

from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import MODELS


@dataclass
class Rate:
    lane_instructions: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.lane_instructions / self.seconds if self.seconds else 0.0


def workload(programs: int, lanes: int, count: int) -> list[tuple[Function, list[Schedule]]]:
    """``programs`` generated kernels, each with ``count`` full-subgroup schedules."""
    import generators

    out = []
    for seed in range(programs):
        fn = generators.generate(seed).module.kernel()
        scheds = []
        for k in range(count):
            s = generators.generate_schedule(fn, seed * 100_003 + k, subgroup_size=lanes,
                                             active_lanes=tuple(range(lanes)))
            # one DFS order and one scheduling order per program, so that a batch is one
            # vectorized run (schedules with different seeds run as separate batches)
            scheds.append(s.with_choices(replace(s.choices, dfs_seed=0, order_seed=0)))
        out.append((fn, scheds))
    return out


def time_simulator(work: list[tuple[Function, list[Schedule]]], model: str) -> Rate:
    from oracles import simt

    total, start = 0, time.perf_counter()
    for fn, scheds in work:
        total += sum(r.trace.lane_instructions for r in simt.run_batch(fn, scheds, model))
    return Rate(total, time.perf_counter() - start)


def time_reference(work: list[tuple[Function, list[Schedule]]], model: str) -> Rate:
    from oracles import reference, simt

    total, elapsed = 0, 0.0
    for fn, scheds in work:
        counts = [r.trace.lane_instructions for r in simt.run_batch(fn, scheds, model)]
        start = time.perf_counter()
        for s in scheds:
            reference.run(fn, s, model)
        elapsed += time.perf_counter() - start
        total += sum(counts)
    return Rate(total, elapsed)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=6)
    ap.add_argument("--batches", default="1,64,1024")
    ap.add_argument("--lanes", type=int, default=32)
    ap.add_argument("--ref-sample", type=int, default=32)
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    batches = [int(b) for b in args.batches.split(",")]
    models = args.models.split(",")
    ref_work = workload(args.programs, args.lanes, args.ref_sample)
    print(f"{args.programs} generated programs, subgroups of {args.lanes} lanes (all active)")
    print(f"{'model':8} {'batch':>6} {'sim lane-instr/s':>17} {'ref lane-instr/s':>17} "
          f"{'ratio':>7}")
    for model in models:
        ref = time_reference(ref_work, model)
        for b in batches:
            work = workload(args.programs, args.lanes, b)
            sim = time_simulator(work, model)
            ratio = sim.per_second / ref.per_second if ref.per_second else float("nan")
            print(f"{model:8} {b:>6} {sim.per_second:>17,.0f} {ref.per_second:>17,.0f} "
                  f"{ratio:>6.1f}x", flush=True)
    if args.profile:
        work = workload(args.programs, args.lanes, max(batches))
        prof = cProfile.Profile()
        prof.enable()
        time_simulator(work, models[0])
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(20)
        print(out.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
