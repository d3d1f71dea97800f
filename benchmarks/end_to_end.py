"""End-to-end campaign speed: cases per second per core, where the time goes, 1 -> 2 workers.

    python -m benchmarks.end_to_end [--cases 60] [--pipelines simplifycfg,jump-threading O2 O3]
                                    [--no-ray] [--profile] [--calls]

For each llvmlite pipeline, runs the default campaign configuration (default
generator size, maximal model, the farm's two oracles) on the same seeds:

- in process (``--workers 0``, one core) for the per-stage shares of wall time:
  generating, optimizing (the LLVM pipeline), the lane simulator (``simt``), the
  reference interpreter (``reference``: the agreement replays and every case the
  simulator does not decide), minimizing findings (``reduce``), the store, and
  the rest (driver, static checks), after a few cases of another seed that load
  what a process loads once (numba's cached kernels, the LLVM worker);
- the ratio (both oracles' time) / (LLVM pipeline time), the issue's goal being <= 1,
  in wall time and in CPU time (the oracles' ``time.process_time`` in process against
  the LLVM worker's own: on a shared machine the CPU ratio is the one to compare).
  The LLVM pipeline time is the embedded LLVM's own time in its worker process
  (``fuzzfarm.llvm.worker``: parse the module, verify it, run the passes, print
  and verify the output: what ``opt -passes=P -S`` does), as the worker reports
  it, and the reference's share of the oracles' CPU (its agreement replays and the
  checks it decides, which goal 1 keeps on it: a floor under the ratio); the
  ``optimize`` stage around it also counts our printing of the module,
  the pipe to the worker and our reading of its output back into the IR model
  (``fuzzfarm.candidates.apply``), which is the farm's cost, not LLVM's. Both are
  printed, and the passes' time alone;
- how many checks the reference cross-checked by replaying the simulator's
  choices, and what those replays cost (``fuzzfarm.refinement.two_oracles``);
- on Ray with 1 and then 2 workers, cases per second and the 1 -> 2 scaling
  (goal >= 1.8x; the driver and Ray share the machine's cores with the workers),
  split with the task-level timings (each batch's start and end inside its worker)
  into the workers' own speed inside their tasks and the share of the wall time
  they were busy, with where the idle time went (before the first batch, between
  batches, after the last): the wall-clock scaling is 2 x (in-task speed, 2 vs 1)
  x (busy share, 2 vs 1), measured in one run.

``--profile`` runs cProfile over the in-process campaign and prints the top
entries by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig
from fuzzfarm.farm.driver import CampaignRunner, RunOptions, Tally, create_campaign
from storage.store import Store

#: Cases of another seed run before the measured campaign (see :func:`bench`).
WARM_CASES = 5
STAGES = ("generate", "optimize", "simt", "reference", "reduce")
STORE_METHODS = ("claim_batches", "complete_batch", "finish_batch", "record_finding",
                 "record_findings", "add_reproducer", "requeue_stale", "campaign")


class TimedStore:
    """Wraps a store and adds up the time spent in the calls the driver makes."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.seconds = 0.0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._store, name)
        if name not in STORE_METHODS:
            return attr
        return _timed(attr, time.perf_counter, self._add)

    def _add(self, seconds: float) -> None:
        self.seconds += seconds


def _timed(call: Callable[..., Any], clock: Callable[[], float],
           add: Callable[[float], None]) -> Callable[..., Any]:
    """``call``, handing the ``clock`` time each call takes to ``add``."""

    def timed(*args: Any, **kwargs: Any) -> Any:
        start = clock()
        try:
            return call(*args, **kwargs)
        finally:
            add(clock() - start)

    return timed


class Replays:
    """Counts, in process, the two-oracle checks and their agreement replays (the
    reference replaying the simulator's choices: sampled on the cases the simulator
    decides alone, always on those the reference decides)."""

    def __init__(self) -> None:
        self.checks = self.replayed = 0
        self.seconds = 0.0

    def counting(self) -> AbstractContextManager[None]:
        from fuzzfarm.refinement import two_oracles

        def count(result: Any) -> None:
            self.checks += 1
            # getattr: the same script measures a checkout from before the count existed
            self.replayed += getattr(result, "replays", 2) > 0
            self.seconds += getattr(result, "agreement_seconds", 0.0)

        return _counted(two_oracles, "check_two_oracles", count)


class LlvmTime:
    """Adds up, in process, the embedded LLVM's own time in its worker as the worker
    reports it (:class:`fuzzfarm.llvm.bridge.PassResult` ``llvm_seconds``,
    ``llvm_cpu_seconds`` and ``pass_seconds``): the denominator of the oracles / LLVM
    ratio. Only the cases' own runs count: the pipeline runs of a finding's bisection
    and reduction (:func:`fuzzfarm.farm.case.minimize`) are ``reduce`` time, whose
    oracle work the numerator does not count either."""

    def __init__(self) -> None:
        self.seconds = self.passes = self.cpu = 0.0
        self.runs = 0
        self.minimizing = False

    @contextmanager
    def counting(self) -> Iterator[None]:
        from fuzzfarm.farm import worker

        original = worker.minimize

        def minimize(*args: Any, **kwargs: Any) -> Any:
            self.minimizing = True
            try:
                return original(*args, **kwargs)
            finally:
                self.minimizing = False

        worker.minimize = minimize  # the name the worker calls
        try:
            with self._runs():
                yield
        finally:
            worker.minimize = original

    def _runs(self) -> AbstractContextManager[None]:
        from fuzzfarm.llvm.bridge import PassRunner

        def count(result: Any) -> None:
            if self.minimizing:
                return
            self.runs += 1
            # getattr: the same script measures a checkout from before the worker timed itself
            self.seconds += getattr(result, "llvm_seconds", 0.0)
            self.passes += getattr(result, "pass_seconds", 0.0)
            self.cpu += getattr(result, "llvm_cpu_seconds", 0.0)

        return _counted(PassRunner, "run", count)


class OracleCpu:
    """Adds up, in process, the CPU time (``time.process_time``) of every case's oracle
    work: :func:`fuzzfarm.farm.case._check_models`, the sizing ladder and each model's
    two-oracle check (the ``simt`` and ``reference`` stages), which a loaded machine
    does not inflate as it does their wall time."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def counting(self) -> AbstractContextManager[None]:
        from fuzzfarm.farm import case

        return _cpu_timed(case, "_check_models", self._add)

    def _add(self, seconds: float) -> None:
        self.seconds += seconds


class ReferenceCpu:
    """Adds up, in process, the CPU time of the reference's part of the two-oracle checks:
    its agreement replays of the simulator's choices and the checks it decides
    (``check_refinement``: the confirmation of candidate violations, and whatever the
    simulator could not decide; it replays nothing itself, so the two never nest). What
    the issue's goal 1 keeps on the reference: its ratio to LLVM's CPU is a floor under
    the oracles' ratio whatever the lane simulator costs."""

    def __init__(self) -> None:
        self.seconds = 0.0

    @contextmanager
    def counting(self) -> Iterator[None]:
        import oracles.reference as reference
        from fuzzfarm.refinement import two_oracles

        with _cpu_timed(reference, "replay", self._add), \
                _cpu_timed(two_oracles, "check_refinement", self._add):
            yield

    def _add(self, seconds: float) -> None:
        self.seconds += seconds


@contextmanager
def _cpu_timed(owner: Any, name: str, add: Callable[[float], None]) -> Iterator[None]:
    """Inside the block, ``owner.name`` (a module's function) hands the CPU time
    (``time.process_time``) of each call to ``add``."""
    original = getattr(owner, name)
    setattr(owner, name, _timed(original, time.process_time, add))
    try:
        yield
    finally:
        setattr(owner, name, original)


@contextmanager
def _counted(owner: Any, name: str, count: Callable[[Any], None]) -> Iterator[None]:
    """Inside the block, ``owner.name`` (a function, or a method of a class) hands every
    result to ``count`` before returning it."""
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        result = original(*args, **kwargs)
        count(result)
        return result

    setattr(owner, name, counted)
    try:
        yield
    finally:
        setattr(owner, name, original)


def campaign(config: CampaignConfig, cases: int, workers: int, tmp: str,
             tag: str, master_seed: int = 11) -> tuple[Tally, float, float]:
    """One campaign of ``cases`` seeds; (tally, wall seconds, seconds in the store)."""
    store = Store.open(f"sqlite:///{tmp}/{tag}.db")
    cid = create_campaign(store, config, master_seed=master_seed, cases=cases, batch_size=5)
    timed = TimedStore(store)
    start = time.perf_counter()
    runner = CampaignRunner(timed, cid, RunOptions(workers=workers, reproducers=Path(tmp) / f"r-{tag}"))  # type: ignore[arg-type]
    tally = runner.run()
    seconds = time.perf_counter() - start
    store.close()
    return tally, seconds, timed.seconds


def _profiled(fn: Callable[[], Any]) -> Any:
    prof = cProfile.Profile()
    result = prof.runcall(fn)
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(30)
    print(out.getvalue())
    return result


def bench(pipeline: str, cases: int, tmp: str, *, ray_scaling: bool, profile: bool,
          reduce_seconds: float | None = None, calls: bool = False) -> None:
    config = CampaignConfig(Candidate("pipeline", pipeline), calls=calls)
    if reduce_seconds is not None:
        config = replace(config, reduce_seconds=reduce_seconds)
    tag = pipeline.replace(",", "_")
    print(f"== pipeline {pipeline!r}{' with calls' if calls else ''}: {cases} cases, "
          f"models {','.join(config.models)}")

    replays, llvm, cpu, ref_cpu = Replays(), LlvmTime(), OracleCpu(), ReferenceCpu()
    # The process's one-time costs are not measured (numba loading the simulator's cached
    # kernels, about 0.5 s; the LLVM worker's start), as a long-running worker pays them once.
    campaign(config, WARM_CASES, 0, tmp, f"{tag}-warm", master_seed=12)

    def inline() -> tuple[Tally, float, float]:
        with replays.counting(), llvm.counting(), cpu.counting(), ref_cpu.counting():
            return campaign(config, cases, 0, tmp, f"{tag}-inline")

    tally, seconds, store_s = _profiled(inline) if profile else inline()
    t = tally.timings
    print(f"in process: {tally.cases / seconds:.2f} cases/s per core ({tally.cases} cases, "
          f"{seconds:.1f} s; fired {tally.fired}, verdicts {dict(tally.verdicts)})")
    accounted = sum(t.get(s, 0.0) for s in STAGES) + store_s
    for stage in STAGES:
        if stage in t:
            print(f"  {stage:10s} {t[stage] / seconds:6.1%}  ({t[stage] / max(1, tally.cases) * 1e3:6.1f} ms/case)")
    print(f"  {'store':10s} {store_s / seconds:6.1%}")
    if tally.findings:
        print(f"  (findings {tally.findings}: {tally.reused} of them hits of a known signature, "
              f"not reduced again)")
    print(f"  {'other':10s} {max(0.0, seconds - accounted) / seconds:6.1%}  (driver, static checks)")
    oracles = t.get("reference", 0.0) + t.get("simt", 0.0)
    if llvm.seconds:
        print(f"oracles / LLVM pipeline time: {oracles / llvm.seconds:.2f} "
              f"(simt {t.get('simt', 0.0):.2f} s + reference {t.get('reference', 0.0):.2f} s "
              f"vs LLVM {llvm.seconds:.2f} s in its worker over {llvm.runs} runs: parse, verify, "
              f"passes, print; the passes alone {llvm.passes:.2f} s, ratio "
              f"{oracles / max(llvm.passes, 1e-9):.2f})")
    if llvm.cpu:
        print(f"oracles / LLVM pipeline CPU time: {cpu.seconds / llvm.cpu:.2f} (the oracles' "
              f"{cpu.seconds:.2f} s of CPU in process vs LLVM's {llvm.cpu:.2f} s in its worker; "
              f"{cpu.seconds / max(1, tally.cases) * 1e3:.1f} vs "
              f"{llvm.cpu / max(1, tally.cases) * 1e3:.1f} ms/case: the figure a loaded machine "
              f"moves least)")
        print(f"  of which the reference {ref_cpu.seconds:.2f} s (its agreement replays and the "
              f"checks it decides: {ref_cpu.seconds / max(1, tally.cases) * 1e3:.1f} ms/case), "
              f"alone {ref_cpu.seconds / llvm.cpu:.2f} x LLVM's CPU: the floor of the ratio "
              f"whatever the lane simulator costs; the rest (simulator, sizing, enumeration) "
              f"{(cpu.seconds - ref_cpu.seconds) / llvm.cpu:.2f}")
    print(f"oracles / optimize stage: {oracles / max(t.get('optimize', 0.0), 1e-9):.2f} "
          f"(the stage adds our printing, the pipe and our reading of the output to LLVM's "
          f"time: {t.get('optimize', 0.0):.2f} s)")
    from fuzzfarm.refinement import two_oracles

    every = getattr(two_oracles, "AGREEMENT_EVERY", 1)  # 1: a checkout that replayed every case
    print(f"agreement replays: {replays.replayed} of {replays.checks} checks "
          f"({replays.replayed / max(1, replays.checks):.0%}; sampled 1 in {every} "
          f"where the simulator decides, always where the reference does), "
          f"{replays.seconds:.2f} s of the reference's time")
    if not ray_scaling:
        return
    import ray

    from fuzzfarm.farm.driver import _start_ray

    runs: dict[int, RayRun] = {}
    for workers in (1, 2):
        # Ray's start and the workers' first imports and LLVM processes are not measured.
        _start_ray(workers, None)
        campaign(config, 10 * workers, workers, tmp, f"{tag}-warm{workers}", master_seed=12)
        start = time.time()
        tr, _, _ = campaign(config, cases, workers, tmp, f"{tag}-ray{workers}")
        runs[workers] = run = RayRun.of(tr, workers, start, time.time())
        print(f"ray, {workers} worker(s): {run.rate:.2f} cases/s ({run.rate / workers:.2f} per "
              f"core; {run.wall:.1f} s wall, {len(tr.spans)} batches); {run.describe()}")
        ray.shutdown()
    one, two = runs[1], runs[2]
    # Task-level timings: wall scaling = 2 x (in-task speed, 2 vs 1) x (busy share, 2 vs 1),
    # and the in-task speed = (share of a core the worker got) / (CPU seconds per case).
    print(f"scaling 1 -> 2 workers: {two.rate / one.rate:.2f}x wall (on {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}) = 2 x {two.task_rate / one.task_rate:.2f} "
          f"(each worker's cases per second inside its tasks, 2 vs 1) x {two.busy / one.busy:.2f} "
          f"(the workers' busy share, 2 vs 1)")
    print(f"  inside the tasks: CPU seconds per case 2 vs 1 workers {two.cpu_per_case / one.cpu_per_case:.2f} "
          f"(1.00: the same work per case, the workers themselves scale); the share of a core "
          f"a worker got {one.core:.0%} with 1, {two.core:.0%} with 2 (the rest went to the "
          f"driver, Ray and the machine's other processes on the same cores); with cores of "
          f"their own the workers would scale {2 * one.cpu_per_case / two.cpu_per_case:.2f}x")


@dataclass(frozen=True)
class RayRun:
    """One Ray campaign seen through its tasks: the workers' timeline (``Tally.spans``,
    ``time.time()`` at each batch's start and end inside the worker) against the wall."""

    workers: int
    cases: int
    wall: float
    #: Seconds inside tasks, summed over the workers.
    busy_seconds: float
    #: CPU seconds inside the tasks (their LLVM child processes included).
    cpu_seconds: float
    #: Idle seconds summed over the workers: before their first task, between tasks (the
    #: driver storing a result and handing out the next batch, Ray's scheduling), after
    #: their last one (the tail: the others' last batches).
    before: float
    between: float
    after: float
    #: The longest batch: a tail shorter than that is out of a driver's reach (a case
    #: is not split; a finding's reduction runs for up to the campaign's reduce_seconds).
    longest: float = 0.0

    @classmethod
    def of(cls, tally: Tally, workers: int, start: float, end: float) -> RayRun:
        by_worker: dict[str, list[tuple[float, float]]] = {}
        for worker, a, b in tally.spans:
            by_worker.setdefault(worker, []).append((a, b))
        wall = end - start
        before = between = after = busy = 0.0
        for spans in by_worker.values():
            spans.sort()
            busy += sum(b - a for a, b in spans)
            before += spans[0][0] - start
            between += sum(max(0.0, c - b) for (_, b), (c, _) in zip(spans, spans[1:], strict=False))
            after += end - spans[-1][1]
        # A worker that never ran a task was idle the whole time (counted as "before").
        before += (workers - len(by_worker)) * wall
        longest = max((b - a for _, a, b in tally.spans), default=0.0)
        return cls(workers, tally.cases, wall, busy, tally.worker_cpu, before, between, after,
                   longest)

    @property
    def rate(self) -> float:
        return self.cases / self.wall

    @property
    def busy(self) -> float:
        """The share of the workers' wall time spent inside tasks."""
        return self.busy_seconds / (self.workers * self.wall)

    @property
    def task_rate(self) -> float:
        """Cases per second of one worker while inside its tasks."""
        return self.cases / max(self.busy_seconds, 1e-9)

    @property
    def cpu_per_case(self) -> float:
        return self.cpu_seconds / max(self.cases, 1)

    @property
    def core(self) -> float:
        """The share of a core a worker had while inside its tasks."""
        return self.cpu_seconds / max(self.busy_seconds, 1e-9)

    def describe(self) -> str:
        idle = self.workers * self.wall
        return (f"workers busy {self.busy:.0%} of their wall time ({self.task_rate:.2f} cases "
                f"per busy worker-second); idle {self.before / idle:.0%} before their first "
                f"batch, {self.between / idle:.0%} between batches, {self.after / idle:.0%} "
                f"after their last (longest batch {self.longest:.1f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--cases", type=int, default=60, help="cases per pipeline (default 60)")
    parser.add_argument("--pipelines", nargs="+", default=["simplifycfg,jump-threading", "O2", "O3"],
                        help="embedded LLVM pipelines to measure, one campaign each")
    parser.add_argument("--no-ray", action="store_true", help="skip the 1 -> 2 worker scaling")
    parser.add_argument("--profile", action="store_true", help="cProfile the in-process campaign")
    parser.add_argument("--reduce-seconds", type=float, default=None,
                        help="minimization budget per finding (0: none; the ratio does not count "
                             "it either way; default: the campaign's)")
    parser.add_argument("--calls", action="store_true",
                        help="modules whose kernel calls device functions (campaign --calls)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for pipeline in args.pipelines:
            bench(pipeline, args.cases, tmp, ray_scaling=not args.no_ray, profile=args.profile,
                  reduce_seconds=args.reduce_seconds, calls=args.calls)


if __name__ == "__main__":
    main()
