"""Values read from a private buffer or returned by an external call, as never poison
(fuzzfarm/analysis/grouping_reach.py, ``never_poison``; SEMANTICS.md, "What a grouping can
reach").

A kernel's buffers start defined (SEMANTICS.md, "Threads, inputs, outputs"), so a plain
load of one is poison only where a store wrote poison; an external call's result is the
environment's function of its arguments, poison only for a poison argument ("External
calls"). Both used to count as possibly poison, so a bounded index made from an anchor's
sum of such a value, or a branch on an anchor's minimum of one, left the reach unknown
("address", "poison branch"): at 32 and 64 lanes no verdict.
"""

from __future__ import annotations

import pytest
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run
from test_grouping_reach_irreducible import (
    renamed_is_never_a_violation,
    split_ballot_is_a_violation,
)
from test_grouping_reach_loops import _BALLOT, _SPLIT

from fuzzfarm.analysis.grouping_reach import grouping_reach, never_poison, unknown_cause
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model

LOAD_HEADER = HEADER + """
declare i32 @ext.pure(i32) memory(none) nounwind
"""

# Each thread reads its word of %in, hashes it by @ext.pure, and stores its lane id at
# the slot of %side an anchor's sum of the hashes picks (a bounded index); an anchor's
# minimum of the words decides whether it also stores that minimum at byte 16. An
# entry-token ballot of the lanes below 6 goes to %out, the lane id is returned.
LOADED = """
define i32 @k(ptr %out, ptr %side, ptr %in, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %mine = and i32 %lane, 7
  %pin = getelementptr inbounds i32, ptr %in, i32 %mine
  %v = load i32, ptr %pin, align 4
  %h = call i32 @ext.pure(i32 %v)
  %a = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %h) [ "convergencectrl"(token %a) ]
  %idx = and i32 %s, 3
  %slot = getelementptr inbounds i32, ptr %side, i32 %idx
  store i32 %lane, ptr %slot, align 4
  %m = call i32 @subgroupMin(i32 %v) [ "convergencectrl"(token %a) ]
  %c = icmp slt i32 %m, %x
  br i1 %c, label %then, label %join

then:
  %at = getelementptr inbounds i32, ptr %side, i32 4
  store i32 %m, ptr %at, align 4
  br label %join

join:
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""

WORDS = (5, 1, 9, 2, 7, 3, 8, 4)


def kernel(body: str) -> Function:
    return parse_module(LOAD_HEADER + body).functions["k"]


def schedule(lanes: int, low: int) -> Schedule:
    return Schedule.full(lanes, {"x": [(lane * 3) % 5 + low for lane in range(lanes)]},
                         buffers={"in": WORDS})


def test_a_loaded_word_and_its_hash_are_never_poison() -> None:
    fn = kernel(LOADED)
    values = {i.name: i for i in fn.instructions() if i.name}
    assert all(never_poison(values[n]) for n in ("v", "h", "s", "idx", "m", "c"))
    reach = grouping_reach(fn)
    assert reach is not None
    # %side (buffer 1) whole: the index is an anchor's; %in and %out are no grouping's.
    # Its stores end by byte 16 (slot 3) and 20 (the region's, slot 4).
    assert (reach.buffers, reach.exact, reach.returned, reach.bytes) == (
        frozenset({1}), frozenset(), False, 20)


@pytest.mark.parametrize(("old", "new"), [
    # the word may be poison: a store of an add nsw before the load
    ("  %v = load", "  %p = add nsw i32 %x, 1\n  store i32 %p, ptr %in, align 4\n  %v = load"),
    # a !range load is poison outside its range, whatever the bytes
    ("%v = load i32, ptr %pin, align 4", "%v = load i32, ptr %pin, align 4, !range !0"),
    # a byte of an i1 store: not a whole-byte integer
    ("  %v = load", "  %t = icmp eq i32 %x, 0\n  store i1 %t, ptr %in, align 1\n  %v = load"),
    # an alloca's bytes start undefined
    ("%pin = getelementptr inbounds i32, ptr %in, i32 %mine",
     "%pin = alloca i32, align 4"),
])
def test_what_may_be_poison(old: str, new: str) -> None:
    body = LOADED.replace(old, new)
    assert body != LOADED
    fn = kernel(body + "\n!0 = !{i32 0, i32 10}\n")
    values = {i.name: i for i in fn.instructions() if i.name}
    assert not never_poison(values["v"]) and not never_poison(values["h"])
    assert grouping_reach(fn) is None and unknown_cause(fn) in ("address", "poison branch")


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_every_grouping_shows_the_base_run_outside_the_reach(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel(LOADED)
    for lanes in (2, 3):
        for low in (-3, 4):
            assert _every_grouping_shows_the_base_run(fn, schedule(lanes, low), model, monkeypatch)


@pytest.mark.parametrize("lanes", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_a_split_entry_ballot_is_a_violation_at_real_wave_sizes(lanes: int) -> None:
    # By hand: after's ballot in lane 0 holds the even lanes below 6, before's every lane
    # below 6, under every grouping of before (none reaches %out).
    split_ballot_is_a_violation(kernel(LOADED), kernel(LOADED.replace(_BALLOT, _SPLIT)), schedule(lanes, 4))


def test_a_correct_copy_is_never_a_violation_at_32_lanes() -> None:
    renamed_is_never_a_violation(LOADED, kernel, [schedule(32, low) for low in (-3, 4)])
