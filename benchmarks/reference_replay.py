"""The reference interpreter's own cost in a campaign, replayed: figures that do not move with the load.

    python -m benchmarks.reference_replay [--cases 60] [--pipelines O2 ...] [--calls] [--repeat 3]

Runs the default in-process campaign (``--reduce-seconds 0``, as ``end_to_end``) once
to capture every run the reference made (:func:`oracles.reference.scheduler._run`: the
function, the schedule with its choices, the model, traced or not, the ipdom re-check's
edges), then replays those runs outside the campaign, each function set up once inside
one :func:`oracles.reference.reused` block as in a check (the memo of runs is not used:
every run is made), and prints per pipeline:

- the runs, rounds (firing rounds of the scheduler) and record instances, which depend on
  the code alone, never on the load;
- the replay's CPU time (``time.process_time``, the minimum of ``--repeat`` passes, the
  garbage collector off as in a campaign case) and the share of it in the firing rule
  (:func:`~oracles.reference.scheduler._ready_groups`);
- a fingerprint of every observation (behaviour, choices, record): two checkouts with
  the same fingerprint made the same runs, so a speed change can be checked to change
  nothing without comparing verdicts (as ``simt_replay`` does for the lane simulator).
"""

from __future__ import annotations

import gc
import hashlib
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from benchmarks.simt_replay import replay_main, timed_pass, watched_campaign

#: ``_run``'s arguments but the charged-work list.
Run = tuple[Any, ...]


def captured(pipeline: str, cases: int, calls: bool) -> list[Run]:
    """Every reference run an in-process campaign made, in order."""
    from oracles.reference import scheduler

    out: list[Run] = []

    def capture(fn, schedule, model, choices, trace, charged, taken=None, **kw):  # type: ignore[no-untyped-def]
        if not kw:  # a watching interpreter's run (tickets) is another's
            out.append((fn, schedule, model, choices, trace, taken))

    watched_campaign(pipeline, cases, calls, scheduler, "_run", capture)
    return out


@dataclass
class Counts:
    rounds: int = 0
    firing: float = 0.0


@contextmanager
def counting(counts: Counts) -> Iterator[None]:
    """Count the rounds (and time the firing rule) of the runs made inside the block."""
    from oracles.reference import scheduler

    ready = scheduler._ready_groups

    def counted(*args: Any) -> Any:
        t = time.process_time()
        try:
            return ready(*args)
        finally:
            counts.rounds += 1
            counts.firing += time.process_time() - t

    scheduler._ready_groups = counted  # type: ignore[assignment]
    try:
        yield
    finally:
        scheduler._ready_groups = ready  # type: ignore[assignment]


def replay(runs: Sequence[Run]) -> tuple[float, list]:
    """One pass over the runs: (CPU seconds, every run's observation)."""
    from oracles import reference
    from oracles.reference import scheduler

    return timed_pass(reference.reused, runs,
                      lambda r: scheduler._run(r[0], r[1], r[2], r[3], r[4], [], r[5]))


def fingerprint(results: list) -> str:
    digest = hashlib.sha256()
    for ob in results:
        for part in (ob.behaviour, ob.choices, ob.trace.record):
            digest.update(repr(part).encode())
    return digest.hexdigest()[:16]


def bench(pipeline: str, cases: int, repeat: int, calls: bool) -> None:
    runs = captured(pipeline, cases, calls)
    counts = Counts()
    with counting(counts):
        _, results = replay(runs)
    instances = sum(len(seq) for ob in results for seq in ob.trace.record.threads)
    print_ = fingerprint(results)
    del results
    gc.collect()
    best = min(replay(runs)[0] for _ in range(repeat))
    print(f"== {pipeline}{' with calls' if calls else ''}, {cases} cases: {len(runs)} runs, "
          f"{counts.rounds} rounds, {instances} record instances; replay CPU {best:.3f} s "
          f"(min of {repeat}); fingerprint {print_}")
    print(f"  firing rule (_ready_groups) {counts.firing:.3f} s of the counted pass")


def main(argv: list[str] | None = None) -> int:
    return replay_main(__doc__, ["O2", "O3"], "runs", bench, argv)


if __name__ == "__main__":
    raise SystemExit(main())
