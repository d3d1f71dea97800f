"""Addresses and divisions a grouping may change (fuzzfarm/analysis/grouping_reach.py,
``_Taint.address``, ``nonzero``).

Generated kernels index a buffer with a value an anchor's elect decides
(``out[select(elect, x, 255) & 15]``). Every grouping's store then lands in that buffer,
within ``(15 + 1) * 4`` bytes: the buffer is in the reach, the returned entry-token sum
is not, so a miscompile of the sum is a violation at 32 active lanes (exit 3 on main,
which called such an address unknown). A schedule whose buffers are smaller than the
bound decides nothing from the reach (some grouping's store could run past one).
"""

from __future__ import annotations

import pytest
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run

from fuzzfarm.analysis.grouping_reach import grouping_reach, index_bound
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.reach import unreached_difference
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run

MODELS = [Model.MAXIMAL, Model.IPDOM]

INDEXED = """
define i32 @k(ptr %out, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %first = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  %sel = select i1 %first, i32 %x, i32 255
  %idx = and i32 %sel, 15
  %addr = getelementptr inbounds i32, ptr %out, i32 %idx
  store i32 %lane, ptr %addr, align 4
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  %r = add i32 %s, %lane
  ret i32 %r
}
"""


# The anchor's sum as a divisor (| 1: never zero) and as a dividend; stored in %out.
DIVIDED = """
define i32 @k(ptr %out, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  %nz = or i32 %n, 1
  %q = udiv i32 %x, %nz
  %m = urem i32 %n, 7
  %v = add i32 %q, %m
  store i32 %v, ptr %out, align 4
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  ret i32 %s
}
"""


def kernel(body: str) -> Function:
    return parse_module(HEADER + body).functions["k"]


def test_the_indexed_buffer_is_reached_within_its_bound() -> None:
    reach = grouping_reach(kernel(INDEXED))
    assert reach is not None
    assert (reach.buffers, reach.returned, reach.bytes) == (frozenset({0}), False, 64)
    fn = kernel(INDEXED)
    values = {i.name: i for i in fn.instructions() if i.name}
    assert index_bound(values["idx"]) == 15 and index_bound(values["sel"]) is None


@pytest.mark.parametrize(("old", "new"), [
    # no bound on the index: a grouping may store past any buffer
    ("%idx = and i32 %sel, 15", "%idx = add i32 %sel, 0"),
    # a load through the address that promises what it reads is not poison: a word a
    # grouping's store leaves poison would make it undefined (a plain one may read any)
    ("store i32 %lane, ptr %addr, align 4", "%ld = load i32, ptr %addr, align 4, !noundef !0"),
    # an index that may be poison (nsw): the address, hence the store, undefined
    ("%idx = and i32 %sel, 15", "%idx0 = add nsw i32 %sel, 1\n  %idx = and i32 %idx0, 15"),
])
def test_an_address_some_grouping_may_make_undefined_is_unknown(old: str, new: str) -> None:
    assert old in INDEXED
    assert grouping_reach(kernel(INDEXED.replace(old, new) + "\n!0 = !{}\n")) is None


# INDEXED reading the word at the anchor's slot and writing it back changed: the load
# reads where a grouping points, within the same bound (its value is the reach's, as the
# buffer is). The reach used to be unknown ("A load through it").
UPDATED = INDEXED.replace("store i32 %lane, ptr %addr, align 4",
                          "%ld = load i32, ptr %addr, align 4\n  %up = xor i32 %ld, %lane\n"
                          "  store i32 %up, ptr %addr, align 4")


def test_a_load_through_the_address_is_reached_within_the_bound() -> None:
    reach = grouping_reach(kernel(UPDATED))
    assert reach is not None
    assert (reach.buffers, reach.returned, reach.bytes) == (frozenset({0}), False, 64)
    before = kernel(UPDATED)
    after = kernel(UPDATED.replace("%r = add i32 %s, %lane", "%r = sub i32 %s, %lane"))
    schedule = Schedule.full(32, {"x": [lane * 5 + 1 for lane in range(32)]})
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=16)
    assert verdict.kind is Verdict.VIOLATION, verdict.message


def test_a_division_by_a_nonzero_grouped_value_is_reached() -> None:
    reach = grouping_reach(kernel(DIVIDED))
    assert reach is not None and (reach.buffers, reach.returned) == (frozenset({0}), False)
    # by the sum itself (zero in some grouping), or a signed division: unknown
    assert grouping_reach(kernel(DIVIDED.replace("udiv i32 %x, %nz", "udiv i32 %x, %n"))) is None
    assert grouping_reach(kernel(DIVIDED.replace("urem i32 %n, 7", "srem i32 %n, 7"))) is None


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", ["indexed", "updated", "divided"])
def test_every_grouping_shows_the_base_run_outside_the_buffer(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel({"indexed": INDEXED, "updated": UPDATED, "divided": DIVIDED}[name])
    for lanes in (3, 4):
        schedule = Schedule.full(lanes, {"x": [lane * 5 + 1 for lane in range(lanes)]})
        assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


def test_a_miscompile_of_the_sum_is_a_violation_at_32_lanes() -> None:
    before = kernel(INDEXED)
    after = kernel(INDEXED.replace("%r = add i32 %s, %lane", "%r = sub i32 %s, %lane"))
    schedule = Schedule.full(32, {"x": [lane * 5 + 1 for lane in range(32)]})
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=16)
    assert verdict.kind is Verdict.VIOLATION, verdict.message


def test_buffers_smaller_than_the_bound_decide_nothing_from_the_reach() -> None:
    before = kernel(INDEXED)
    after = kernel(INDEXED.replace("%r = add i32 %s, %lane", "%r = sub i32 %s, %lane"))
    schedule = Schedule.full(8, {"x": [lane * 5 + 1 for lane in range(8)]})
    shown = run(after, schedule, Model.MAXIMAL).behaviour
    assert unreached_difference(before, schedule, Model.MAXIMAL, shown) is not None
    small = Schedule.full(8, {"x": [lane * 5 + 1 for lane in range(8)]}, buffer_bytes=60)
    assert unreached_difference(before, small, Model.MAXIMAL, run(after, small, Model.MAXIMAL).behaviour) is None
