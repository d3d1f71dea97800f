"""Kernels of the kern25 audit (tests/data/clang/kern25): realistic OpenCL C and CUDA
idioms through opt-19's and the embedded LLVM's O2/O3, and what they found."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference

DATA = Path(__file__).resolve().parent / "data" / "clang" / "kern25"


def _words(thread_buffer: bytes, n: int) -> list[int]:
    return [int.from_bytes(thread_buffer[4 * i:4 * i + 4], "little", signed=True) for i in range(n)]


def test_a_host_trip_count_drawn_huge_falls_back_to_a_small_twin() -> None:
    """``for (k < iters) { a[t] = x; barrier; x = a[t+1] + a[t-1] - x; barrier }`` on a
    32-lane wave: with ``iters`` drawn in the hundreds BEFORE runs out of steps (timeout,
    undecided: every validate of it through O2/O3 left about one schedule in five open,
    and the 64-lane wave did not finish in 5 minutes). The schedule's twin with the
    arguments and buffer words mod 8 is a launch too, and it ends."""
    from fuzzfarm.commands.validate import _within_buffers

    fn = parse_module((DATA / "stencil.ll").read_text()).kernel()
    names = [a.name for a in fn.args]
    words = tuple(range(3, 35))
    sched = Schedule.full(32, buffer_bytes=128, args={names[2]: (100_003,) * 32},
                          buffers={names[0]: words})
    # A budget of 2,000 steps a lane, not the default 20,000: the drawn count runs out of
    # either (a tenth of the steps to reach the fallback), the twin's 3 trips fit in it.
    sched = replace(sched, step_budget=2_000)
    twin = _within_buffers(fn, sched)  # on the drawn one BEFORE runs out of steps
    assert twin.args[names[2]] == (100_003 % 8,) * 32
    got = reference.run(fn, twin).behaviour
    assert got.outcome is Outcome.OK
    x = [w % 8 for w in words]  # the twin's buffer words
    for _ in range(100_003 % 8):
        x = [x[(t + 1) % 32] + x[(t - 1) % 32] - x[t] for t in range(32)]
    assert [_words(bytes(th.buffers[1]), 32)[th.lane] for th in got.threads] == x
