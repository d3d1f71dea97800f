"""Bounded stream compaction: a ticket deciding a branch, over every order of a wave's
tickets (oracles/SEMANTICS.md, "Tickets: every order without listing it";
oracles/reference/tickets.py, fuzzfarm/refinement/tickets.py).

The kernels of tests/data/clang/capped (capped.hip, capped.cl; build.sh) take a ticket
``idx = atomicAdd(&count, 1)`` and keep their value only where ``idx < cap``: BEFORE is
clang-19 -O0, AFTER opt-19 -O2, the embedded LLVM's O2, or a hand-broken O2
(make_bad.py). With more than 5 lanes contending no order is listed, and on main each
verdict here was inconclusive: the ticket decides a branch. The expectations are worked
out from the sources: a lane at rank j < cap writes its value at out[j] and nothing
else, a lane at rank j >= cap writes nothing (or counts itself dropped), so a faithful
AFTER passes, and each broken one differs in the orders where some lane draws the
ticket its bug needs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import ATOMIC_ORDER, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.check import Judgement, check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles import reference, simt
from oracles.oracle import agrees
from oracles.reference.tickets import family

DATA = Path(__file__).resolve().parent / "data" / "clang" / "capped"
LANES = 8
CAP = 5
#: Every lane offers in[t] = t + 1 (all positive, all odd or even alike: every lane
#: takes a ticket in every kernel but h_capped_drop, where the odd ones do); cap 5.
INPUTS = tuple(range(1, LANES + 1))


def _fn(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).kernel()


def _wave(cap_arg: str | None, lanes: int = LANES, active: tuple[int, ...] | None = None,
          inputs: tuple[int, ...] | None = None) -> Schedule:
    args = {cap_arg: (CAP,) * lanes} if cap_arg else {}
    return Schedule(lanes, active if active is not None else tuple(range(lanes)), args,
                    buffers={"0": inputs or tuple(range(1, lanes + 1))}, buffer_bytes=16 * max(lanes, 8))


LDS = _wave("3")        # h_capped_lds(in, out, total, cap)
APPEND = _wave("2")     # h_capped_append(in, out, cap)


def _check(before: str, after: str, schedule: Schedule, model: Model = Model.MAXIMAL) -> Judgement:
    return check_refinement(_fn(before), _fn(after), [schedule], model)


def _words(buffer: tuple[int, ...] | list[int], count: int) -> list[int]:
    return [int.from_bytes(bytes(buffer[k:k + 4]), "little") for k in range(0, 4 * count, 4)]


def test_the_table_keeps_a_lane_below_cap_and_drops_it_above() -> None:
    """-O0's table: lane l at rank j writes l + 1 at out[j] where j < 5 and nothing at
    j >= 5; lane 0 also reports the count, 8, at every rank."""
    fn = _fn("h_capped_lds_O0")
    fam = family(fn, LDS, Model.MAXIMAL, reference.run(fn, LDS))
    assert not isinstance(fam, str)
    assert fam.contentions == (tuple(range(LANES)),) and len(fam.runs) == LANES
    for lane, row in fam.table.items():
        for j, t in enumerate(row):
            expected = [0] * 16
            if j < CAP:
                expected[j] = lane + 1
            assert _words(t.buffers[1], 16) == expected
            assert _words(t.buffers[2], 1) == [LANES if lane == 0 else 0]


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("after", ["h_capped_lds_O2", "h_capped_lds_lite"])
def test_optimized_bounded_compaction_passes_over_every_order(after: str, model: Model) -> None:
    assert _check("h_capped_lds_O0", after, LDS, model).kind is Verdict.PASS


@pytest.mark.parametrize(("kernel", "cap_arg"), [
    ("h_capped_append", "2"), ("h_capped_drop", "3"), ("cl_capped", None)])
def test_the_other_kernels_pass_at_both_optimizers(kernel: str, cap_arg: str | None) -> None:
    """The device counter with an early return, the dropped count (odd inputs: lanes 0, 2,
    4, 6 contend, listed, so 16 lanes with odd inputs make 16 contend) and OpenCL's CAP 8
    (16 lanes, 16 nonzero inputs: 8 are dropped)."""
    lanes = 8 if kernel == "h_capped_append" else 16
    inputs = tuple(2 * k + 1 for k in range(lanes))
    schedule = _wave(cap_arg, lanes, inputs=inputs)
    for after in ("O2", "lite"):
        assert _check(f"{kernel}_O0", f"{kernel}_{after}", schedule).kind is Verdict.PASS, after


def _replayed_rank_lane(judged: Judgement, after: str, rank: int) -> tuple[int, list[int]]:
    """The lane the counterexample's ``"rounds"`` put at ``rank`` and its out words, replayed."""
    assert judged.kind is Verdict.VIOLATION and judged.counterexample is not None
    schedule = judged.counterexample.schedule
    order = next(r for r in schedule.choices.rounds if r)
    replayed = reference.run(_fn(after), schedule).behaviour
    lane = order[rank]
    thread = next(t for t in replayed.threads if t.lane == lane)
    return lane, _words(thread.buffers[1], 16)


def test_a_bound_check_made_less_or_equal_is_a_replayable_violation() -> None:
    """``idx <= cap``: the lane drawing ticket 5 writes its value at out[5]."""
    judged = _check("h_capped_lds_O0", "bad_h_capped_lds_le", LDS)
    lane, words = _replayed_rank_lane(judged, "bad_h_capped_lds_le", CAP)
    assert words[CAP] == lane + 1 and words[:CAP] == [0] * CAP


def test_a_slot_off_by_one_is_a_replayable_violation() -> None:
    """out[idx + 1]: the lane drawing ticket 0 writes out[1] and leaves out[0]."""
    judged = _check("h_capped_lds_O0", "bad_h_capped_lds_next", LDS)
    lane, words = _replayed_rank_lane(judged, "bad_h_capped_lds_next", 0)
    assert words[:2] == [0, lane + 1]


def test_an_early_return_dropped_is_a_replayable_violation() -> None:
    """Every lane appends: the lane drawing ticket 5 writes (in[t], t) at out[10], out[11]."""
    judged = _check("h_capped_append_O0", "bad_h_capped_append_nocheck", APPEND)
    lane, words = _replayed_rank_lane(judged, "bad_h_capped_append_nocheck", CAP)
    assert words[2 * CAP:2 * CAP + 2] == [lane + 1, lane]


def test_a_lost_drop_count_is_a_violation() -> None:
    """A lane past cap no longer counts itself dropped (16 lanes, 16 odd inputs)."""
    schedule = _wave("3", 16, inputs=tuple(2 * k + 1 for k in range(16)))
    judged = _check("h_capped_drop_O0", "bad_h_capped_drop_lost", schedule)
    assert judged.kind is Verdict.VIOLATION and judged.counterexample is not None


def test_cap_nine_for_eight_shows_only_where_nine_lanes_take_a_ticket() -> None:
    """OpenCL's CAP 8 checked as 9: on 8 lanes no ticket reaches 8 (a pass, right), on 16
    lanes with 16 nonzero inputs the lane drawing ticket 8 writes out[8], which lane 0's
    count overwrites in its own buffer alone."""
    eight = _wave(None, 8)
    assert _check("cl_capped_O0", "bad_cl_capped_nine", eight).kind is Verdict.PASS
    sixteen = _wave(None, 16)
    judged = _check("cl_capped_O0", "bad_cl_capped_nine", sixteen)
    assert judged.kind is Verdict.VIOLATION and judged.counterexample is not None


# -- what stays undecided ------------------------------------------------------------------

FLAGGED = """
  %over = icmp eq i32 %14, %3
  br i1 %over, label %flag, label %19

flag:
  store i32 %5, ptr addrspace(3) @flag, align 4
  br label %19
"""


def _flagged(swapped: bool) -> Function:
    """h_capped_lds_O2 where the lane drawing ticket cap writes its lane id to an LDS flag
    that lane 0 reports after the barrier: what lane 0 shows depends on which lane drew
    that ticket. ``swapped``: the same program with the bound check's sense inverted."""
    text = (DATA / "h_capped_lds_O2.ll").read_text()
    check = "  %15 = icmp slt i32 %14, %3\n  br i1 %15, label %16, label %19\n"
    mine = "  %15 = icmp sge i32 %14, %3\n  br i1 %15, label %nokeep, label %16\n" if swapped \
        else "  %15 = icmp slt i32 %14, %3\n  br i1 %15, label %16, label %nokeep\n"
    report = "  store i32 %21, ptr addrspace(1) %2, align 4\n"
    assert text.count(check) == 1 and text.count(report) == 1
    text = text.replace(check, mine + "\nnokeep:" + FLAGGED)
    text = text.replace(report, report + "  %f = load i32, ptr addrspace(3) @flag, align 4\n"
                        "  %at = getelementptr inbounds i32, ptr addrspace(1) %2, i64 1\n"
                        "  store i32 %f, ptr addrspace(1) %at, align 4\n")
    text = text.replace("@g_fill =", "@flag = external hidden addrspace(3) global i32, align 4\n@g_fill =")
    return parse_module(text).kernel()


def test_a_ticket_deciding_what_another_lane_reads_stays_undecided() -> None:
    fn = _flagged(False)
    why = family(fn, LDS, Model.MAXIMAL, reference.run(fn, LDS))
    assert isinstance(why, str) and "depends on its ticket" in why
    assert check_refinement(fn, _flagged(True), [LDS]).kind is Verdict.INCONCLUSIVE


# -- item 0 inactive: nobody zeroes the counter --------------------------------------------

NO_ITEM_0 = _wave("3", active=tuple(range(1, LANES)))


def test_without_item_0_every_order_is_the_same_undefined_run() -> None:
    """Lanes 1..7 add to a counter nobody zeroed: each reads poison whatever the order,
    and ``idx < cap`` branches on it (undefined). The listing keeps the one run as every
    order's (on main: 7 lanes contend, nothing listed, inconclusive)."""
    fn = _fn("h_capped_lds_O0")
    shown = reference.run(fn, NO_ITEM_0)
    assert shown.behaviour.outcome is Outcome.UB and shown.trace.order_free
    listing = reference.behaviours(fn, NO_ITEM_0)
    assert listing.exhaustive and all(ATOMIC_ORDER not in e.behaviour.approximations
                                      for e in listing.entries)
    for after in ("h_capped_lds_O2", "bad_h_capped_lds_le"):  # undefined BEFORE allows anything
        assert _check("h_capped_lds_O0", after, NO_ITEM_0).kind is Verdict.PASS, after


def test_the_oracles_still_agree_on_a_run_without_item_0() -> None:
    """The run itself keeps ``atomic-order`` (one order's run, as the lane simulator shows
    it): only the listing reads it as every order's, so the two oracles agree."""
    fn = _fn("h_capped_lds_O2")
    one = reference.run(fn, NO_ITEM_0)
    other = simt.run(fn, NO_ITEM_0)
    assert ATOMIC_ORDER in one.behaviour.approximations
    assert agrees(one, other)


def test_a_counter_read_as_a_value_is_not_order_free() -> None:
    """With item 0 active the counter starts at 0: the reads differ by order."""
    fn = _fn("h_capped_lds_O0")
    assert not reference.run(fn, LDS).trace.order_free
