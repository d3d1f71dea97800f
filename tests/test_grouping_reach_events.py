"""Events a grouping may reach (fuzzfarm/analysis/grouping_reach.py, ``Reach.calls``).

SEMANTICS.md, "What a grouping can reach": an anchor's ballot passed to an external call
(seed 000's ``@use``: "Convergent Operations"; SEMANTICS.md "External calls") and stored
nowhere changes only that call's arguments (and what the call returns), never how many
events a thread makes nor their callees. So a miscompile of what no grouping reaches (the
returned entry-token sum) is a violation at 32 and 64 lanes, where *before*'s Bell(n)
groupings cannot be listed (exit 3 before this), while a difference in the call's argument
itself stays undecided there (never a pass). A volatile store of a grouping's value is an
event too, and its value is masked with the buffer it writes.
"""

from __future__ import annotations

import pytest
from clirun import fuzzfarm
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run

from fuzzfarm.analysis.grouping_reach import grouping_reach
from fuzzfarm.behaviour import Behaviour, CallEvent, Outcome, ThreadBehaviour
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.reach import masked_calls
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

MODELS = [Model.MAXIMAL, Model.IPDOM]

DECLS = """
declare void @ext.use(i32) nounwind
declare i32 @ext.pure(i32) memory(none) nounwind
"""

# The anchor's ballot goes to @ext.use only (an event: its argument is all a grouping
# changes); the returned value is an entry-token sum plus the lane id.
EVENT = """
define i32 @k(ptr %out, i32 %x, i1 %p) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %a) ]
  %bt = trunc i64 %b to i32
  call void @ext.use(i32 %bt)
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  %r = add i32 %s, %lane
  ret i32 %r
}
"""

# The anchor's sum through a pure unknown function into a volatile store of %out.
VOLATILE = """
define i32 @k(ptr %out, i32 %x, i1 %p) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  %h = call i32 @ext.pure(i32 %n)
  store volatile i32 %h, ptr %out, align 4
  %v = load volatile i32, ptr %out, align 4
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  ret i32 %s
}
"""

# The anchor's ballot stored volatile: the store's event holds the grouping's value (on
# main only the buffer was masked, so a grouping's own event was called a difference).
VOLATILE_BALLOT = """
define i32 @k(ptr %out, i32 %x, i1 %p) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %a) ]
  %bt = trunc i64 %b to i32
  store volatile i32 %bt, ptr %out, align 4
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  ret i32 %s
}
"""

HAND = {"event": EVENT, "volatile": VOLATILE, "volatile ballot": VOLATILE_BALLOT}


def kernel(body: str) -> Function:
    return parse_module(HEADER + DECLS + body).functions["k"]


def test_what_the_event_kernels_reach() -> None:
    # By hand: EVENT's ballot reaches @ext.use's argument only; VOLATILE's sum reaches the
    # pure call's result, the volatile store (buffer 0 and its event) and the volatile
    # load that reads it back (its event); the returned sums are the entry token's.
    event, volatile = grouping_reach(kernel(EVENT)), grouping_reach(kernel(VOLATILE))
    assert event is not None and volatile is not None
    assert (event.buffers, event.returned, event.calls) == (frozenset(), False, frozenset({"ext.use"}))
    assert (volatile.buffers, volatile.returned) == (frozenset({0}), False)
    assert volatile.calls == frozenset({"volatile store i32", "volatile load i32"})


@pytest.mark.parametrize(("old", "new"), [
    # a shuffle may be poison (a lane outside the group): the call would record
    # "external-poison" under some groupings only
    ("%b = call i64 @subgroupBallot(i1 %p) [ \"convergencectrl\"(token %a) ]\n  %bt = trunc i64 %b to i32",
     "%bt = call i32 @subgroupShuffle(i32 %x, i32 0) [ \"convergencectrl\"(token %a) ]"),
    # a promise a grouping may break
    ("call void @ext.use(i32 %bt)", "call void @ext.use(i32 range(i32 0, 4) %bt)"),
])
def test_an_argument_some_grouping_may_make_undefined_or_approximate_is_unknown(old: str, new: str) -> None:
    assert old in EVENT
    assert grouping_reach(kernel(EVENT.replace(old, new))) is None


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", sorted(HAND))
def test_every_grouping_shows_the_base_run_outside_the_events(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # Soundness against the complete listing at 3 and 4 lanes (on main VOLATILE's
    # volatile events were not masked: its groupings differ from the base run there).
    fn = kernel(HAND[name])
    for lanes in (3, 4):
        schedule = Schedule.full(lanes, {"x": [lane * 3 + 1 for lane in range(lanes)],
                                         "p": [lane % 2 for lane in range(lanes)]})
        assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


def test_masked_calls_keeps_what_no_grouping_changes() -> None:
    base = (CallEvent("ext.use", (1,)), CallEvent("other", (2,)))
    shown = (CallEvent("ext.use", (9,)), CallEvent("other", (8,)))
    assert masked_calls(shown, base, frozenset({"ext.use"})) == (base[0], shown[1])
    # another number of events is a difference no grouping makes: left as shown
    assert masked_calls(shown[:1], base, frozenset({"ext.use"})) == shown[:1]
    b = Behaviour(Outcome.OK, (ThreadBehaviour(0, 0, (), (), base),))
    assert b.threads[0].calls == base


def _validate(tmp_path, before: str, after: str, threads: int) -> tuple[int, str]:
    """``validate`` on one schedule with every one of ``threads`` lanes active."""
    (tmp_path / "before.ll").write_text(HEADER + DECLS + before)
    (tmp_path / "after.ll").write_text(HEADER + DECLS + after)
    schedule = Schedule.full(threads, {"x": [lane * 3 + 1 for lane in range(threads)],
                                       "p": [int(lane % 3 == 0) for lane in range(threads)]})
    (tmp_path / "s.json").write_text(schedule.dumps())
    out = fuzzfarm(["validate", tmp_path / "before.ll", tmp_path / "after.ll",
                    "--schedule", tmp_path / "s.json"])
    return out.returncode, out.stdout + out.stderr


@pytest.mark.parametrize("threads", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_a_miscompile_no_grouping_reaches_is_a_violation_at_real_wave_sizes(tmp_path, threads: int) -> None:
    # By hand: after returns %s - %lane where before returns %s + %lane; they differ in
    # every lane but 0 under every grouping of the anchor, whose ballot only @ext.use
    # sees. On main the ballot's call made the reach unknown and before's groupings were
    # only sampled: exit 3.
    code, text = _validate(tmp_path, EVENT, EVENT.replace("%r = add i32 %s, %lane",
                                                          "%r = sub i32 %s, %lane"), threads)
    assert code == 1, text
    assert "return value" in text or "ret" in text


@pytest.mark.parametrize("model", [Model.MAXIMAL, pytest.param(Model.IPDOM, marks=pytest.mark.slow)])
def test_a_difference_in_the_grouped_event_stays_undecided_with_32_active_lanes(model: Model) -> None:
    # After passes the ballot xor 1 to @ext.use: a real violation with 4 active lanes
    # (the listing of every grouping finds none that matches), but with 32 only a
    # listing of before's groupings could decide it: inconclusive, never a pass.
    after = kernel(EVENT.replace("call void @ext.use(i32 %bt)",
                                 "%bx = xor i32 %bt, 1\n  call void @ext.use(i32 %bx)"))
    for lanes, expected in ((4, Verdict.VIOLATION), (32, Verdict.INCONCLUSIVE)):
        schedule = Schedule.full(lanes, {"x": list(range(lanes)), "p": [int(lane % 3 == 0) for lane in range(lanes)]})
        verdict = check_refinement(kernel(EVENT), after, [schedule], model, max_runs=16)
        assert verdict.kind is expected, (lanes, verdict.message)


def test_a_correct_transform_of_a_volatile_grouped_store_is_no_violation(tmp_path) -> None:
    # After = VOLATILE_BALLOT with its return moved to a block of its own (a correct
    # transform, not the same skeleton). Main masked buffer 0 but not the volatile
    # store's event, so a sampled grouping of after (lanes 4 and 5 alone: ballot 0) was
    # called a difference from before's base run (ballot of every lane): a false exit 1.
    after = VOLATILE_BALLOT.replace("  ret i32 %s\n", "  br label %tail\n\ntail:\n  ret i32 %s\n")
    (tmp_path / "before.ll").write_text(HEADER + DECLS + VOLATILE_BALLOT)
    (tmp_path / "after.ll").write_text(HEADER + DECLS + after)
    schedule = Schedule.full(8, {"x": list(range(8)), "p": [int(lane % 3 == 0) for lane in range(8)]})
    (tmp_path / "s.json").write_text(schedule.dumps())
    out = fuzzfarm(["validate", tmp_path / "before.ll", tmp_path / "after.ll",
                    "--schedule", tmp_path / "s.json", "--max-runs", "8"])
    assert out.returncode in (0, 3), out.stdout + out.stderr


# Seed 000's "append buffer" ("llvm.experimental.convergence.anchor": @reserveSpaceInBuffer,
# not convergent), made the kernel: its anchor's ballot decides who adds to a global
# counter, and a grouping changes the interleaving of the threads' atomics. No reach is
# claimed for it (the kernel touches memory another thread can): it keeps the listing.
APPEND = """
@bufferAllocationCount = global i32 0

define i32 @k(ptr %out, i32 %x, i1 %p) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32
  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
  %mask = sub i64 %mask.p, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end

then:
  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
  br label %end

end:
  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

declare i64 @llvm.ctpop.i64(i64)
declare i32 @subgroupBroadcastFirst(i32) convergent
"""


def test_the_seeds_append_buffer_claims_no_reach() -> None:
    assert grouping_reach(kernel(APPEND)) is None
