"""Loads of an ``alloca``'s bytes no store wrote (LangRef, "alloca": the memory is
uninitialized, and loading it gives an undefined value, not poison).

The pairs are written by hand from that rule: *after* masking an uninitialized load
away (``and %l, 0``, ``select %l, %x, %x``) computes what *before* does whatever the
bytes hold, so calling it a violation is a false bug; *after* returning the
uninitialized value where *before* returns ``%x`` is a real one (undef may be any
value). Both oracles read the bytes as ``undef`` (oracles/SEMANTICS.md, "undef").
"""

from __future__ import annotations

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles import reference, simt
from oracles.oracle import agrees

MODELS = [Model.MAXIMAL, Model.IPDOM]
SCHEDULES = [Schedule(4, (0, 1, 2), {"x": (7, 63, 0, 64)}), Schedule(3, (0, 1, 2), {"x": (1, 2, 3)})]

BEFORE = """
define i32 @k(i32 %x) {
entry:
  ret i32 %x
}
"""
AFTER = """
define i32 @k(i32 %x) {
entry:
  %a = alloca i32
  BODY
  ret i32 %r
}
"""
MASKED = ["%l = load i32, ptr %a\n  %z = and i32 %l, 0\n  %r = or i32 %z, %x",
          "%b = alloca i1\n  %l = load i1, ptr %b\n  %r = select i1 %l, i32 %x, i32 %x"]


def kernel(text: str):
    return parse_module(text).kernel()


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("body", MASKED)
def test_masking_an_uninitialized_load_away_is_no_violation(model, body):
    got = check_refinement(kernel(BEFORE), kernel(AFTER.replace("BODY", body)), SCHEDULES, model)
    assert got.kind in (Verdict.PASS, Verdict.INCONCLUSIVE), got.message


@pytest.mark.parametrize("model", MODELS)
def test_returning_an_uninitialized_load_is_still_a_violation(model):
    after = AFTER.replace("BODY", "%r = load i32, ptr %a")
    got = check_refinement(kernel(BEFORE), kernel(after), SCHEDULES, model)
    assert got.kind is Verdict.VIOLATION, got.message


PARTIAL = """
define i32 @k(i32 %x) {
entry:
  %a = alloca i32
  store i8 5, ptr %a
  %r = load i32, ptr %a
  ret i32 %r
}
"""


@pytest.mark.parametrize("undef, expected", [(None, POISON), (0, 5), (-1, 0xFFFFFF05)])
def test_both_oracles_read_unwritten_bytes_as_undef(undef, expected):
    """Written bytes keep their value; unwritten ones are the schedule's undef (its
    bytes at those places), else the load is poison with the "undef" approximation."""
    fn = kernel(PARTIAL)
    s = Schedule(2, (0, 1), {"x": (1, 2)}, choices=Choices(undef=undef))
    ref = reference.run(fn, s, Model.MAXIMAL)
    sim = simt.run_batch(fn, [s], Model.MAXIMAL)[0]
    assert agrees(sim, ref)
    assert ref.behaviour.outcome is Outcome.OK
    assert [t.return_value for t in ref.behaviour.threads] == [expected, expected]
    assert ("undef" in ref.behaviour.approximations) == (undef is None)
