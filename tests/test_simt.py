"""The lane simulator on hand-written kernels with known behaviours.

Each test states the behaviour SEMANTICS.md prescribes for a small kernel (most
from the worked examples of seeds 000 and 003) and checks the simulator produces
it, under the model(s) where it applies and for several subgroup shapes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import MODELS
from oracles import simt

DECLS = """
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMin(i32) convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i1 @subgroupElect() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @llvm.umin.i32(i32, i32)
declare i128 @llvm.umax.i128(i128, i128)
declare void @mystery()
"""


DATA = Path(__file__).resolve().parent / "data"


def data_kernel(name: str) -> Function:
    return parse_module((DATA / name).read_text()).kernel()


def kernel(body: str) -> Function:
    return parse_module(body + DECLS).kernel()


def run1(fn: Function, sched: Schedule, model: str = "maximal"):
    result = simt.run(fn, sched, model)
    return result.behaviour


def rets(behaviour) -> list:
    assert behaviour.outcome is Outcome.OK, behaviour.message
    return [t.return_value for t in behaviour.threads]


COLLECTIVES = kernel("""
define i32 @k(i32 %x, i32 %src) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %a, label %b
a:
  %bal = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t) ]
  %mn = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %t) ]
  %mx = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %t) ]
  %f = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %t) ]
  %e = call i1 @subgroupElect() [ "convergencectrl"(token %t) ]
  %sh = call i32 @subgroupShuffle(i32 %x, i32 %src) [ "convergencectrl"(token %t) ]
  %b32 = trunc i64 %bal to i32
  %e32 = zext i1 %e to i32
  %r1 = mul i32 %s, 1000
  %r2 = add i32 %r1, %b32
  ret i32 %sh
b:
  ret i32 -1
}
""")


@pytest.mark.parametrize("model", MODELS)
def test_collectives_within_one_side_of_a_branch(model: str) -> None:
    xs = [1, 2, 3, -5, 5, 6, 7]
    src = [6, 0, 4, 2, 0, 0, 1]  # lane 0 reads lane 6 (odd), lane 6 reads lane 1 (even)
    sched = Schedule.full(7, {"x": [x & 0xFFFFFFFF for x in xs], "src": src})
    got = rets(run1(COLLECTIVES, sched, model))
    # odd lanes: 0, 2, 3, 4, 6 (x = 1, 3, -5, 5, 7); shuffle reads %x of lane %src if it is odd
    assert got == [7, 0xFFFFFFFF, 5, 3, 1, 0xFFFFFFFF, POISON]


def test_ballot_add_min_max_first_elect_values() -> None:
    fn = kernel("""
define i64 @k(i32 %x) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %p = icmp sgt i32 %x, 0
  %bal = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %t) ]
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t) ]
  %mn = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %t) ]
  %mx = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %t) ]
  %f = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %t) ]
  %e = call i1 @subgroupElect() [ "convergencectrl"(token %t) ]
  %a = zext i32 %s to i64
  %b = zext i32 %mn to i64
  %c = zext i32 %mx to i64
  %d = zext i32 %f to i64
  %g = zext i1 %e to i64
  %a1 = shl i64 %a, 48
  %b1 = shl i64 %b, 32
  %c1 = shl i64 %c, 16
  %d1 = shl i64 %d, 8
  %r0 = or i64 %a1, %b1
  %r1 = or i64 %r0, %c1
  %r2 = or i64 %r1, %d1
  %r3 = or i64 %r2, %g
  %r = xor i64 %r3, %bal
  ret i64 %r
}
""")
    sched = Schedule(8, (1, 3, 4, 6), {"x": (0, 4, 0, 2, 9, 0, 5, 0)})
    got = rets(run1(fn, sched))
    ballot = (1 << 1) | (1 << 3) | (1 << 4) | (1 << 6)
    expect = (20 << 48) | (2 << 32) | (9 << 16) | (4 << 8)
    assert got == [expect ^ ballot ^ 1, expect ^ ballot, expect ^ ballot, expect ^ ballot]


# Seed 000, "Reductions inside divergent control flow".
ADD_IF_ELSE = data_kernel("subgroup_add_if_else.ll")


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("size", [4, 7, 32, 64])
def test_subgroup_add_per_side(model: str, size: int) -> None:
    deltas = [(lane * 7 % 11) - 5 for lane in range(size)]
    sched = Schedule.full(size, {"delta": [d & 0xFFFFFFFF for d in deltas]})
    b = run1(ADD_IF_ELSE, sched, model)
    gains = sum(d for d in deltas if d > 0) & 0xFFFFFFFF
    losses = sum(d for d in deltas if d <= 0) & 0xFFFFFFFF
    for t, d in zip(b.threads, deltas, strict=True):
        buf = t.buffers[0] if d > 0 else t.buffers[1]
        assert int.from_bytes(bytes(buf[:4]), "little") == (gains if d > 0 else losses)


# Seed 000, "Unstructured control flow": an uncontrolled barrier before and after jump threading.
JT_ORIGINAL = kernel("""
define void @k(i1 %cond1, i1 %cond2) convergent {
entry:
  br i1 %cond1, label %then1, label %mid
then1:
  br label %mid
mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end
then2:
  call void @subgroupControlBarrier()
  br label %end
end:
  ret void
}
""")
JT_THREADED = kernel("""
define void @k(i1 %cond1, i1 %cond2) convergent {
entry:
  br i1 %cond1, label %then1, label %then2
then1:
  br i1 %cond2, label %then2, label %end
then2:
  call void @subgroupControlBarrier()
  br label %end
end:
  ret void
}
""")


def barrier_sets(b) -> list:
    assert b.outcome is Outcome.OK, b.message
    return [t.barriers for t in b.threads]


def test_jump_threading_changes_the_barrier_only_under_ipdom() -> None:
    # lanes 0,1 take entry->then2 (cond1 false); lanes 2,3 go through then1 with cond2 true
    sched = Schedule.full(4, {"cond1": [0, 0, 1, 1], "cond2": [1, 1, 1, 1]})
    everyone = (frozenset({0, 1, 2, 3}),)
    assert barrier_sets(run1(JT_ORIGINAL, sched, "maximal")) == [everyone] * 4
    assert barrier_sets(run1(JT_THREADED, sched, "maximal")) == [everyone] * 4
    assert barrier_sets(run1(JT_ORIGINAL, sched, "ipdom")) == [everyone] * 4
    split = barrier_sets(run1(JT_THREADED, sched, "ipdom"))
    assert split == [(frozenset({0, 1}),)] * 2 + [(frozenset({2, 3}),)] * 2


def test_token_keeps_the_threaded_barrier_together_under_ipdom() -> None:
    fn = data_kernel("jump_threading_threaded.ll")
    sched = Schedule.full(4, {"a": [9, 9, 1, 1], "b": [0, 0, 0, 0]})
    got = barrier_sets(run1(fn, sched, "ipdom"))
    assert got == [(frozenset({0, 1, 2, 3}),)] * 4


# Seed 000, cycle heart: only threads that leave in the same iteration communicate.
LOOP_HEART = data_kernel("loop_heart.ll")


@pytest.mark.parametrize("model", MODELS)
def test_loop_heart_groups_by_iteration(model: str) -> None:
    # lane L leaves at iteration i == L when n > L; lanes 1 and 3 both leave at i=1? no:
    # exit when i == lane, so lanes 0..3 leave in iterations 0..3: four singleton ballots
    sched = Schedule.full(4, {"n": [5, 5, 5, 5]})
    b = run1(LOOP_HEART, sched, model)
    for t in b.threads:
        assert int.from_bytes(bytes(t.buffers[0][:8]), "little") == 1 << t.lane


LOOP_UNCONTROLLED = kernel("""
define i64 @k(i32 %n) convergent {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %b = call i64 @subgroupBallot(i1 true)
  %i1 = add i32 %i, 1
  br label %latch
latch:
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %h, label %exit
exit:
  %e = call i64 @subgroupBallot(i1 true)
  %r = shl i64 %b, 32
  %r2 = or i64 %r, %e
  ret i64 %r2
}
""")


@pytest.mark.parametrize("model", MODELS)
def test_iterations_stay_apart_and_exit_reconverges(model: str) -> None:
    # trip counts 1,2,3,3: the last ballot of lane L is in iteration n_L
    sched = Schedule.full(4, {"n": [1, 2, 3, 3]})
    got = rets(run1(LOOP_UNCONTROLLED, sched, model))
    last = [0b1111, 0b1110, 0b1100, 0b1100]
    assert got == [(last[k] << 32) | 0b1111 for k in range(4)]


IRREDUCIBLE = kernel("""
define i64 @k(i1 %side, i32 %n) convergent {
entry:
  br i1 %side, label %p, label %r
p:
  %cp = phi i32 [ 0, %entry ], [ %c1, %r ]
  %bp = call i64 @subgroupBallot(i1 true)
  br label %r
r:
  %cr = phi i32 [ 0, %entry ], [ %cp, %p ]
  %c1 = add i32 %cr, 1
  %more = icmp ult i32 %c1, %n
  br i1 %more, label %p, label %exit
exit:
  %e = call i64 @subgroupBallot(i1 true)
  ret i64 %e
}
""")


@pytest.mark.parametrize("dfs_seed", [0, 1, 2, 3, 5, 8])
def test_irreducible_cycle_follows_the_chosen_hierarchy(dfs_seed: int) -> None:
    sched = Schedule.full(4, {"side": [1, 1, 0, 0], "n": [3, 3, 3, 3]},
                          choices=Choices(dfs_seed=dfs_seed))
    result = simt.run(IRREDUCIBLE, sched, "maximal")
    assert result.choices.dfs_seed == dfs_seed
    assert rets(result.behaviour) == [0b1111] * 4


def test_anchor_overrides_group_and_contradict() -> None:
    fn = kernel("""
define i64 @k(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %h, label %exit
exit:
  ret i64 %b
}
""")
    base = Schedule.full(2, {"n": [2, 2]})
    plain = simt.run(fn, base)
    assert rets(plain.behaviour) == [0b11, 0b11]
    # every executed anchor instance is reported, grouped as the model grouped it
    assert len(plain.choices.anchors) == 4
    assert {(g.lane, g.occurrence) for g in plain.choices.anchors} == {
        (0, 1), (0, 2), (1, 1), (1, 2)}
    # lane 0's first instance with lane 1's second and vice versa: a cycle
    crossed = Choices(anchors=(AnchorGroup("a", 0, 1, 10), AnchorGroup("a", 1, 2, 10),
                               AnchorGroup("a", 0, 2, 11), AnchorGroup("a", 1, 1, 11)))
    b = run1(fn, base.with_choices(crossed))
    assert b.outcome is Outcome.CONTRADICTORY
    # lanes alone at every instance
    alone = Choices(anchors=tuple(AnchorGroup("a", lane, occ, 10 * lane + occ)
                                  for lane in (0, 1) for occ in (1, 2)))
    assert rets(run1(fn, base.with_choices(alone))) == [0b01, 0b10]


UB_KERNEL = kernel("""
define i32 @k(i32 %x, i32 %kind, ptr %out) {
entry:
  switch i32 %kind, label %ok [
    i32 1, label %div
    i32 2, label %poisonbr
    i32 3, label %oob
    i32 4, label %unreach
    i32 5, label %call
    i32 6, label %assume
  ]
div:
  %d = udiv i32 7, %x
  ret i32 %d
poisonbr:
  %p = add nuw i32 %x, -1
  %c = icmp eq i32 %p, 0
  br i1 %c, label %ok, label %ok
oob:
  %g = getelementptr i8, ptr %out, i32 %x
  store i8 1, ptr %g
  ret i32 0
unreach:
  unreachable
call:
  call void @mystery()
  ret i32 0
assume:
  %z = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %z)
  ret i32 1
ok:
  ret i32 %x
}
declare void @llvm.assume(i1)
""")


@pytest.mark.parametrize("kind, x, outcome", [
    (0, 5, Outcome.OK), (1, 0, Outcome.UB), (1, 7, Outcome.OK), (2, 5, Outcome.UB),
    (2, 0, Outcome.OK), (3, 64, Outcome.UB), (3, 63, Outcome.OK), (4, 0, Outcome.UB),
    (5, 0, Outcome.OK), (6, 0, Outcome.UB), (6, 3, Outcome.OK),
])
def test_undefined_behaviour(kind: int, x: int, outcome: Outcome) -> None:
    # kind 5 calls a declared function: an event, not UB (SEMANTICS.md, "External calls")
    sched = Schedule(4, (0, 2), {"x": (5, 5, x, 5), "kind": (0, 0, kind, 0)})
    assert run1(UB_KERNEL, sched).outcome is outcome


def test_poison_undef_freeze_and_memory() -> None:
    fn = kernel("""
define i32 @k(i32 %x, ptr %out) {
entry:
  %slot = alloca i32
  %v = load i32, ptr %slot
  %f = freeze i32 %v
  %u = add i32 undef, 1
  %s = shl i32 %x, 40
  store i32 %s, ptr %out
  %q = getelementptr inbounds i8, ptr %out, i32 4
  store i16 %f, ptr %q
  %w = add i32 %f, %x
  ret i32 %u
}
""".replace("store i16 %f", "%f16 = trunc i32 %f to i16\n  store i16 %f16"))
    b = run1(fn, Schedule.full(2, {"x": [1, 2]}))
    assert b.outcome is Outcome.OK
    assert b.approximations == frozenset({"undef", "freeze-poison"})
    for t in b.threads:
        assert t.return_value is POISON
        assert t.buffers[0][:6] == (POISON,) * 4 + (0, 0)


def test_timeout_and_unsupported() -> None:
    spin = kernel("""
define void @k(i32 %x) {
entry:
  br label %l
l:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %l, label %done
done:
  ret void
}
""")
    sched = Schedule.full(4, {"x": [1, 0, 1, 1]}, step_budget=500)
    assert run1(spin, sched).outcome is Outcome.TIMEOUT
    assert run1(spin, Schedule.full(4, {"x": [1, 1, 1, 1]})).outcome is Outcome.OK
    wide = kernel("""
define i32 @k(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %w, label %n
w:
  %a = zext i32 %x to i128
  %b = call i128 @llvm.umax.i128(i128 %a, i128 3)
  ret i32 0
n:
  ret i32 1
}
""")
    assert run1(wide, Schedule.full(2, {"x": [1, 1]})).outcome is Outcome.OK
    assert run1(wide, Schedule.full(2, {"x": [0, 1]})).outcome is Outcome.UNSUPPORTED


def test_batch_equals_single_runs_and_partial_subgroups() -> None:
    scheds = [
        Schedule(size, lanes, {"x": tuple((k * 37 + size) & 0xFFFFFFFF for k in range(size)),
                               "src": tuple((k * 5) % size for k in range(size))})
        for size, lanes in [(4, (0, 1, 2, 3)), (7, (1, 4, 6)), (32, tuple(range(0, 32, 3))),
                            (64, tuple(range(64))), (64, (63,))]
    ]
    for model in MODELS:
        batch = simt.run_batch(COLLECTIVES, scheds, model)
        for s, r in zip(scheds, batch, strict=True):
            assert r.behaviour == simt.run(COLLECTIVES, s, model).behaviour
            assert [t.lane for t in r.behaviour.threads] == list(s.active_lanes)


def test_long_batches_run_in_chunks_with_the_same_results(monkeypatch: pytest.MonkeyPatch) -> None:
    scheds = [Schedule(size, lanes, {"x": tuple((k * 37 + size) & 0xFFFFFFFF for k in range(size)),
                                     "src": tuple((k * 5) % size for k in range(size))})
              for size, lanes in [(4, (0, 1, 2, 3)), (7, (1, 4, 6)), (8, (0, 7)), (4, (2,))] * 3]
    whole = [r.behaviour for r in simt.run_batch(COLLECTIVES, scheds, "maximal")]
    monkeypatch.setattr(simt, "MAX_SLOTS", 16)  # two schedules of 8 lanes per batch
    assert [r.behaviour for r in simt.run_batch(COLLECTIVES, scheds, "maximal")] == whole
    assert whole == [simt.run(COLLECTIVES, s, "maximal").behaviour for s in scheds]


def test_programs_reused_within_a_scope_only() -> None:
    """Inside ``simt.reused()`` a function is compiled and analysed once, per DFS order,
    and gives the very behaviours a fresh run gives; outside, nothing is kept (an
    edited function can never meet a stale program)."""
    from oracles.simt.programs import prepare

    scheds = [Schedule.full(4, {"side": [1, 1, 0, 0], "n": [3, 3, 3, 3]},
                            choices=Choices(dfs_seed=d)) for d in (0, 1, 2, 3)]
    fresh = [r.behaviour for r in simt.run_batch(IRREDUCIBLE, scheds, "maximal")]
    assert prepare(IRREDUCIBLE) is not prepare(IRREDUCIBLE)
    with simt.reused():
        kept = prepare(IRREDUCIBLE)
        assert prepare(IRREDUCIBLE) is kept and prepare(COLLECTIVES) is not kept
        assert kept.for_hierarchy((1, ())) is kept.for_hierarchy((1, ()))
        with simt.reused():  # a nested scope shares the outer one
            assert prepare(IRREDUCIBLE) is kept
        for _ in range(2):
            assert [r.behaviour for r in simt.run_batch(IRREDUCIBLE, scheds, "maximal")] == fresh
    assert prepare(IRREDUCIBLE) is not kept


def test_timeline_records_lane_masks() -> None:
    sched = Schedule.full(4, {"cond1": [0, 0, 1, 1], "cond2": [1, 1, 1, 1]})
    result = simt.run(JT_THREADED, sched, "ipdom")
    assert result.trace.timeline[0] == ("entry", 0b1111)
    assert ("then2", 0b0011) in result.trace.timeline and ("then2", 0b1100) in result.trace.timeline
    assert result.trace.lane_instructions == 4 * 1 + 2 * 1 + 4 * 2 + 4 * 1  # entry, then1, then2, end


# Seed 003, the first table of "Maximal Convergence": two threads through one loop,
#   thread 1: Entry H1 B1 L1 H3 L3 Exit      thread 2: Entry H2 L2 H4 B2 L4 H5 B3 L5 Exit
# converged: H1-H2, L1-L2, H3-H4, L3-L4; B1, B2, B3, H5, L5 alone.
SEED003 = kernel("""
define void @k(i32 %takeb, i32 %trips, ptr %out) convergent {
entry:
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %L ]
  %bh = call i64 @subgroupBallot(i1 true)
  %base = mul i32 %i, 3
  %ph = getelementptr i8, ptr %out, i32 %base
  %bh8 = trunc i64 %bh to i8
  store i8 %bh8, ptr %ph
  %bit = lshr i32 %takeb, %i
  %tb = trunc i32 %bit to i1
  br i1 %tb, label %B, label %L
B:
  %bb = call i64 @subgroupBallot(i1 true)
  %ob = add i32 %base, 1
  %pb = getelementptr i8, ptr %out, i32 %ob
  %bb8 = trunc i64 %bb to i8
  store i8 %bb8, ptr %pb
  br label %L
L:
  %bl = call i64 @subgroupBallot(i1 true)
  %ol = add i32 %base, 2
  %pl = getelementptr i8, ptr %out, i32 %ol
  %bl8 = trunc i64 %bl to i8
  store i8 %bl8, ptr %pl
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trips
  br i1 %more, label %H, label %exit
exit:
  ret void
}
""")


@pytest.mark.parametrize("model", MODELS)
def test_seed_003_maximal_convergence_table(model: str) -> None:
    # thread 1 (lane 0): B in iteration 0 only, 2 iterations; thread 2 (lane 1): B in
    # iterations 1 and 2, 3 iterations
    sched = Schedule.full(2, {"takeb": [0b001, 0b110], "trips": [2, 3]})
    b = run1(SEED003, sched, model)
    assert b.outcome is Outcome.OK
    t1, t2 = (t.buffers[0][:9] for t in b.threads)
    #       H1/H2  B1   L1/L2  H3/H4  B2   L3/L4  H5   B3   L5
    assert t1 == (0b11, 0b01, 0b11, 0b11, 0, 0b11, 0, 0, 0)
    assert t2 == (0b11, 0, 0b11, 0b11, 0b10, 0b11, 0b10, 0b10, 0b10)


def test_an_ops_message_names_its_instruction_printed_only_when_it_is_shown(monkeypatch) -> None:
    # The division's UB message quotes the instruction; a run where no lane divides by
    # zero prints no instruction at all (an op's text is printed on first use, and
    # printing every instruction run cost 1% of the simulator's time in a campaign).
    from fuzzfarm.ir import printer

    printed: list[object] = []
    real = printer.print_instruction

    def counting(inst):  # type: ignore[no-untyped-def]
        printed.append(inst)
        return real(inst)

    monkeypatch.setattr(printer, "print_instruction", counting)
    fn = kernel("""
define i32 @k(i32 %x) {
entry:
  %d = udiv i32 7, %x
  ret i32 %d
}
""")
    ok = run1(fn, Schedule(4, (0, 2), {"x": (1, 1, 2, 1)}))
    assert ok.outcome is Outcome.OK and printed == []
    ub = run1(fn, Schedule(4, (0, 2), {"x": (1, 1, 0, 1)}))
    assert ub.outcome is Outcome.UB
    assert ub.message == "division by zero: %d = udiv i32 7, %x"
