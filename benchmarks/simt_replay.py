"""The lane simulator's own cost in a campaign, replayed: figures that do not move with the load.

    python -m benchmarks.simt_replay [--cases 60] [--pipelines O2 ...] [--calls] [--repeat 3]

Runs the default in-process campaign (``--reduce-seconds 0``, as ``end_to_end``) once
to capture every batch the lane simulator was asked for (the function, the schedules,
the model), then replays those batches outside the campaign and prints, per pipeline:

- the batches, steps (points executed: :meth:`oracles.simt.scheduler.Simulator._execute`
  calls), schedules and slots, which depend on the code alone, never on the load;
- the replay's CPU time (``time.process_time``, the minimum of ``--repeat`` passes, the
  garbage collector off as in a campaign case), the share of it in the batches' step
  loops (the rest prepares batches and collects their results), and the loops' split
  by a least-squares fit into a cost per step and a cost per step and slot (a step's
  fixed cost is what a compiled step loop would save, the per-slot one what it
  could not);
- compiling the batches' programs alone (the minimum of ``--repeat`` passes): a campaign
  compiles two per case, which on simplifycfg,jump-threading is about LLVM's whole time;
- a fingerprint of every result (behaviour, choices, anchor order, lane instructions):
  two checkouts with the same fingerprint simulated the same runs, so a speed change
  can be checked to change nothing without comparing verdicts.

Each pass prepares (compiles, analyses) every function again inside one
:func:`oracles.simt.reused` block, as a campaign case does; the memo of runs is not
used (every batch is simulated).
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model

Batch = tuple[Function, list[Schedule], Model]


def captured(pipeline: str, cases: int, calls: bool) -> list[Batch]:
    """Every ``_simulate`` call of an in-process campaign, in order."""
    import oracles.simt as simt

    out: list[Batch] = []

    def capture(prepared, schedules, model):  # type: ignore[no-untyped-def]
        out.append((prepared.fn, list(schedules), model))

    watched_campaign(pipeline, cases, calls, simt, "_simulate", capture)
    return out


def watched_campaign(pipeline: str, cases: int, calls: bool, owner: Any, name: str,
                     watch: Callable[..., None]) -> None:
    """Run the default in-process campaign (``--reduce-seconds 0``) with ``watch`` handed
    the arguments of every call of ``owner.name`` before it is made."""
    from benchmarks.end_to_end import campaign

    config = replace(CampaignConfig(Candidate("pipeline", pipeline), calls=calls), reduce_seconds=0)
    real = getattr(owner, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        watch(*args, **kwargs)
        return real(*args, **kwargs)

    setattr(owner, name, watched)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            campaign(config, cases, 0, tmp, "replay")
    finally:
        setattr(owner, name, real)


@dataclass
class Counts:
    batches: int = 0
    steps: int = 0
    slots: int = 0
    #: Per simulated batch: (steps, slots, CPU seconds of its run).
    per_batch: list[tuple[int, int, float]] | None = None


@contextmanager
def counting(counts: Counts) -> Iterator[None]:
    """Count the batches and steps of the simulations made inside the block."""
    from oracles.simt.scheduler import Simulator

    run, execute = Simulator.run, Simulator._execute
    counts.per_batch = []

    def counted_run(self: Simulator) -> None:
        before, t = counts.steps, time.process_time()
        run(self)
        counts.batches += 1
        counts.slots += self.state.nslots
        assert counts.per_batch is not None
        counts.per_batch.append((counts.steps - before, self.state.nslots, time.process_time() - t))

    def counted_execute(self: Simulator, *args: object) -> None:
        counts.steps += 1
        execute(self, *args)  # type: ignore[arg-type]

    Simulator.run, Simulator._execute = counted_run, counted_execute  # type: ignore[method-assign]
    try:
        yield
    finally:
        Simulator.run, Simulator._execute = run, execute  # type: ignore[method-assign]


def replay(batches: Sequence[Batch]) -> tuple[float, list]:
    """One pass over the batches: (CPU seconds, every batch's results)."""
    import oracles.simt as simt

    return timed_pass(simt.reused, batches,
                      lambda b: simt._simulate(simt.prepare(b[0]), b[1], b[2]))


def timed_pass(scope: Callable[[], AbstractContextManager[None]], items: Sequence[Any],
               make: Callable[[Any], Any]) -> tuple[float, list]:
    """``make`` of every item inside one ``scope()`` block, the garbage collector off as in
    a campaign case: (CPU seconds, the results)."""
    results = []
    enabled = gc.isenabled()
    gc.disable()
    try:
        t = time.process_time()
        with scope():
            for item in items:
                results.append(make(item))
        return time.process_time() - t, results
    finally:
        if enabled:
            gc.enable()


def compile_seconds(batches: Sequence[Batch], repeat: int) -> tuple[float, int, int]:
    """Compiling every distinct function of the batches for the simulator, alone: (CPU
    seconds, the minimum of ``repeat`` passes, GC off; functions; their instructions). A
    campaign compiles each once per check (:func:`oracles.simt.reused`), two per case."""
    from oracles.simt.compile import compile_function

    fns = list({id(fn): fn for fn, _, _ in batches}.values())
    enabled = gc.isenabled()
    gc.disable()
    try:
        best = float("inf")
        for _ in range(repeat):
            t = time.process_time()
            for fn in fns:
                compile_function(fn)
            best = min(best, time.process_time() - t)
    finally:
        if enabled:
            gc.enable()
    return best, len(fns), sum(len(b.instructions) for fn in fns for b in fn.blocks)


def fingerprint(results: list) -> str:
    digest = hashlib.sha256()
    for batch in results:
        for ob in batch:
            for part in (ob.behaviour, ob.choices, ob.trace.anchor_order, ob.trace.lane_instructions):
                digest.update(repr(part).encode())
    return digest.hexdigest()[:16]


def split(per_batch: list[tuple[int, int, float]]) -> tuple[float, float]:
    """Least-squares (seconds per step, per step and slot) of the batches' step loops."""
    a = np.array(per_batch, dtype=float)
    steps, slots, seconds = a[:, 0], a[:, 1], a[:, 2]
    design = np.stack([steps, steps * slots], axis=1)
    coef, *_ = np.linalg.lstsq(design, seconds, rcond=None)
    return float(coef[0]), float(coef[1])


def bench(pipeline: str, cases: int, repeat: int, calls: bool) -> None:
    batches = captured(pipeline, cases, calls)
    counts = Counts()
    with counting(counts):
        _, results = replay(batches)
    print_ = fingerprint(results)
    del results
    gc.collect()
    best = min(replay(batches)[0] for _ in range(repeat))
    assert counts.per_batch is not None
    step, step_slot = split(counts.per_batch)
    loops = sum(t for _, _, t in counts.per_batch)
    schedules = sum(len(s) for _, s, _ in batches)
    print(f"== {pipeline}{' with calls' if calls else ''}, {cases} cases: {counts.batches} batches, "
          f"{counts.steps} steps, {schedules} schedules, {counts.slots} slots; "
          f"replay CPU {best:.3f} s (min of {repeat}); fingerprint {print_}")
    seconds, nfns, ninsts = compile_seconds(batches, repeat)
    print(f"  compiling the {nfns} programs alone {seconds:.3f} s (min of {repeat}; {ninsts} "
          f"instructions, {seconds / max(1, nfns) * 1e3:.2f} ms a program)")
    print(f"  step loops {loops:.3f} s of the counted pass (the rest prepares batches and "
          f"collects results): {step * 1e6:.0f} us per step + {step_slot * 1e9:.0f} ns per step "
          f"and slot")


def main(argv: list[str] | None = None) -> int:
    return replay_main(__doc__, ["O2", "simplifycfg,jump-threading", "O3"], "batches", bench, argv)


def replay_main(doc: str | None, pipelines: list[str], what: str,
                bench: Callable[[str, int, int, bool], None], argv: list[str] | None) -> int:
    """A replay benchmark's command line: ``bench(pipeline, cases, repeat, calls)`` per
    pipeline, whose campaign's ``what`` (batches, runs) are captured and replayed."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--cases", type=int, default=60, help="cases per pipeline (default 60)")
    parser.add_argument("--pipelines", nargs="+", default=pipelines,
                        help=f"embedded LLVM pipelines whose campaign {what} are captured")
    parser.add_argument("--repeat", type=int, default=3,
                        help=f"replays of the captured {what}; the CPU time is their minimum")
    parser.add_argument("--calls", action="store_true", help="generate kernels with calls")
    args = parser.parse_args(argv)
    for pipeline in args.pipelines:
        bench(pipeline, args.cases, args.repeat, args.calls)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
