"""The lane simulator's batching and reuse leave every result as a run on its own gives.

A batch holds schedules of different subgroup sizes, active lanes and choices;
inside ``simt.reused()`` a schedule already run is answered from memory. Both
rely on a schedule's result depending on the program, the model and the
schedule alone, which is what is checked here, on generated kernels: each
schedule's behaviour and choices in a mixed batch equal those of the schedule
simulated alone (a batch of one, outside any reuse scope).
"""

from __future__ import annotations

import pytest

from fuzzfarm.schedule import Choices, Schedule
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import simt
from oracles.simt import scheduler


def _mixed(fn, seed: int) -> list[Schedule]:
    """Schedules of several shapes: wide and narrow subgroups, few and many active lanes,
    and one of them again with a different order seed."""
    out = [generate_schedule(fn, seed * 31 + i, max_active=None if i % 2 else 3)
           for i in range(5)]
    out.append(out[0].with_choices(Choices(order_seed=7)))
    return out


def _counting_batches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The size of every batch the simulator builds from now on."""
    built: list[int] = []
    original = scheduler.Simulator.__init__

    def counting(self, prog, cfg, batch, *args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(len(batch))
        original(self, prog, cfg, batch, *args, **kwargs)

    monkeypatch.setattr(scheduler.Simulator, "__init__", counting)
    return built


@pytest.mark.parametrize("seed", [3, 8, 21, 40])
def test_a_batch_gives_each_schedule_its_own_result(seed: int) -> None:
    fn = generate(seed).kernel
    schedules = _mixed(fn, seed)
    together = simt.run_batch(fn, schedules, "maximal")
    for s, r in zip(schedules, together, strict=True):
        alone = simt.run(fn, s, "maximal")
        assert r.behaviour == alone.behaviour, s.dumps()
        assert r.choices == alone.choices, s.dumps()
        # cut from the batch-wide anchor log (oracles/simt/results.py)
        assert r.trace.anchor_order == alone.trace.anchor_order, s.dumps()


def test_reused_answers_a_repeated_schedule_without_simulating(monkeypatch: pytest.MonkeyPatch) -> None:
    fn = generate(8).kernel
    schedules = _mixed(fn, 8)
    built = _counting_batches(monkeypatch)
    with simt.reused():
        first = simt.run_batch(fn, schedules, "maximal")
        runs = sum(built)
        # The same schedules (equal, not identical objects) and a duplicate within one call.
        again = simt.run_batch(fn, [Schedule.loads(s.dumps()) for s in schedules] + [schedules[1]],
                               "maximal")
        assert sum(built) == runs
        assert [r.behaviour for r in again] == [r.behaviour for r in first] + [first[1].behaviour]
        simt.run_batch(fn, schedules, "ipdom")  # another model is another run
        assert sum(built) > runs
    assert runs == len(schedules)


@pytest.mark.parametrize("seed", range(12))
def test_fast_unique_is_numpys_unique(seed: int) -> None:
    """Whichever way it counts (a table over the range, or a sort), the simulator's unique
    gives numpy's answer, for dense and for sparse values."""
    import numpy as np

    from oracles.simt.keys import fast_unique

    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 3000))
    v = rng.integers(-5, int(rng.choice([10, 1000, 10**6])), n)
    uniq, inv = fast_unique(v)
    expect_uniq, expect_inv = np.unique(v, return_inverse=True)
    assert uniq.tolist() == expect_uniq.tolist()
    assert inv.tolist() == expect_inv.reshape(-1).tolist()


def test_reused_tells_apart_schedules_that_share_their_arguments() -> None:
    """The run memo numbers a schedule's fields once per call by the identity of the
    objects they hold (oracles.simt._key): schedules made with ``dataclasses.replace``
    share one arguments dict and one lanes tuple, yet differ in the lanes, the buffer
    size or the step budget, and each must get its own run."""
    from dataclasses import replace

    fn = generate(21).kernel
    base = generate_schedule(fn, 21 * 31, max_active=None)
    lanes = base.active_lanes
    variants = [base, replace(base, active_lanes=lanes[: max(1, len(lanes) // 2)]),
                replace(base, active_lanes=lanes[-1:]), replace(base, step_budget=3),
                replace(base, buffer_bytes=max(base.buffer_bytes // 2,
                                               4 * max(map(len, base.buffers.values()), default=0)))]
    assert all(v.args is base.args for v in variants)
    assert len({v.dumps() for v in variants}) == len(variants)
    with simt.reused():
        together = simt.run_batch(fn, variants, "maximal")
        again = simt.run_batch(fn, list(reversed(variants)), "maximal")
    for s, r, r2 in zip(variants, together, reversed(again), strict=True):
        alone = simt.run(fn, s, "maximal")
        assert r.behaviour == alone.behaviour, s.dumps()
        assert r2 is r


_LOOP = """
define i64 @k(i32 %n) convergent {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 0, %entry ], [ %b, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %b = call i64 @subgroupBallot(i1 true)
  %i1 = add i32 %i, 1
  br label %h
exit:
  ret i64 %acc
}
declare i64 @subgroupBallot(i1) convergent
"""

_DIAMOND = """
define i64 @k(i1 %c) convergent {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %v = call i64 @subgroupBallot(i1 true)
  ret i64 %v
}
declare i64 @subgroupBallot(i1) convergent
"""


def test_dfs_orders_of_one_analysis_share_a_batch_and_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A loop with one entry has one header whatever the DFS order (seed 000: a cycle's
    header is the first block the DFS enters), and its blocks one priority order (the
    loop is one node between ``entry`` and ``exit``; ``body`` follows ``h``): every DFS
    seed and explicit order is one analysis, so their schedules run as one batch, and
    inside ``reused()`` an order not asked before is answered by the run of another.
    Each result still reports its own schedule's order (the reference replays it).
    Lane L loops n[L] times, ballotting with the lanes still looping: 0b1111, 0b1110, 0b1100."""
    from fuzzfarm.ir import parse_module
    from oracles.simt.programs import prepare

    fn = parse_module(_LOOP).kernel()
    base = Schedule.full(4, {"n": [1, 2, 3, 3]})
    orders = [Choices(dfs_seed=d) for d in range(4)] + [
        Choices(dfs_order=(("k", "h", succs),)) for succs in (("body", "exit"), ("exit", "body"))]
    schedules = [base.with_choices(c) for c in orders]
    built = _counting_batches(monkeypatch)
    results = simt.run_batch(fn, schedules, "maximal")
    assert built == [len(schedules)]
    for c, r in zip(orders, results, strict=True):
        assert [t.return_value for t in r.behaviour.threads] == [0b1111, 0b1110, 0b1100, 0b1100]
        assert r.choices.hierarchy == c.hierarchy
    with simt.reused():
        first = simt.run_batch(fn, [schedules[0]], "maximal")[0]
        assert prepare(fn).for_hierarchy((0, ())) is prepare(fn).for_hierarchy((7, ()))
        built.clear()
        later = simt.run_batch(fn, [base.with_choices(Choices(dfs_seed=7))] + schedules[1:],
                               "maximal")
        assert built == []
        for r, want in zip(later, [7, *[c.dfs_seed for c in orders[1:]]], strict=True):
            assert r.behaviour == first.behaviour
            assert r.choices.dfs_seed == want
        assert [r.choices.dfs_order for r in later] == [(), *[c.dfs_order for c in orders[1:]]]


def test_dfs_orders_of_other_ranks_keep_their_own_runs() -> None:
    """Two DFS orders with no cycle but other block ranks are two analyses: the
    simulator runs the pending block of lower rank first, so lanes 0-1 at ``a`` and
    lanes 2-3 at ``b`` step in the DFS's order, and each run's timeline shows its own
    (a run shared between them would show one order twice)."""
    from fuzzfarm.ir import parse_module

    fn = parse_module(_DIAMOND).kernel()
    base = Schedule.full(4, {"c": [1, 1, 0, 0]})
    first = {"a": ("a", "b"), "b": ("b", "a")}
    with simt.reused():
        for want, succs in first.items():
            r = simt.run(fn, base.with_choices(Choices(dfs_order=(("k", "entry", succs),))),
                         "maximal")
            steps = [name for name, _ in r.trace.timeline if name in ("a", "b")]
            assert steps[0] == want, r.trace.timeline
            assert [t.return_value for t in r.behaviour.threads] == [0b1111] * 4


_TWO_ENTRIES = """
define void @k(i1 %side, i1 %more) {
entry:
  br i1 %side, label %p, label %r
p:
  br label %r
r:
  br i1 %more, label %p, label %exit
exit:
  ret void
}
"""


def test_analyses_of_other_headers_share_what_the_order_does_not_decide() -> None:
    """The cycle {p, r} has two entries: a DFS entering ``p`` first makes ``p`` its header,
    one entering ``r`` first makes ``r`` (seed 000), so the two orders are two analyses.
    Which blocks reach a block, and the point tables built on it but the header
    context's ("mb"), are the function's graph alone: the analyses share them (the
    path walks were most of a new analysis on expanded call trees)."""
    from fuzzfarm.ir import parse_module
    from oracles.simt.programs import prepare

    fn = parse_module(_TWO_ENTRIES).kernel()
    entry, p, r, exit_ = range(4)
    with simt.reused():
        prepared = prepare(fn)
        by_p, tables_p = prepared.for_hierarchy((0, (("k", "entry", ("p", "r")),)))
        by_r, tables_r = prepared.for_hierarchy((0, (("k", "entry", ("r", "p")),)))
        assert (by_p.headers, by_r.headers) == ([p], [r])
        assert by_p.sources(p).tolist() == [True, True, True, False]  # all but exit reach p
        assert by_p.sources(p) is by_r.sources(p)
        first = prepared.prog.first_point[exit_]
        assert tables_p.table("any", first) is tables_r.table("any", first)
        assert tables_p.path_table((exit_, 0), None) is tables_r.path_table((exit_, 0), None)
        assert tables_p.table("mb", first) is not tables_r.table("mb", first)
