"""benchmarks/anchor_widths.py's ``misgrouped`` variant is a miscompile, not a rehung
operation no behaviour can tell apart.

The variant rehangs an entry-token value-only operation on a new anchor (seed 000,
"llvm.experimental.convergence.anchor": its threads are implementation-defined, where the
entry token's are every thread that reaches it). That is wrong only where the operation's
value depends on its set and shows: an unused ballot, or the maximum of a constant (the
same over every set), rehung this way is a correct program, which no check can call a
violation. The benchmark counted such pairs among the "misgrouped" ones it expected to be
decided (4 of the first 6 anchor kernels' 5 variants), so its "1 of 11 decided" measured
the variant maker, not the check.
"""

from __future__ import annotations

import pytest
from test_grouping_reach import MODELS, kernel

from benchmarks.anchor_widths import misgrouped, shows_grouping
from fuzzfarm.ir.conventions import ANCHOR, ENTRY
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

# Three entry-token operations: a ballot nobody reads, the maximum of a constant (16
# over any set of threads), and a sum of %x stored to %out (its set decides it).
MASKED = """
define void @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %unused = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  %same = call i32 @subgroupMax(i32 16) [ "convergencectrl"(token %e) ]
  store i32 %same, ptr %side
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  store i32 %sum, ptr %out
  ret void
}

declare i32 @subgroupMax(i32) convergent
"""


def _rehung(fn: Function) -> list[str]:
    """The names of the operations hanging from an anchor rather than the entry."""
    out = []
    for inst in fn.instructions():
        token = inst.convergence_token
        if isinstance(token, Instruction) and token.callee == ANCHOR:
            out.append(inst.name or "")
    return out


def test_only_an_operation_whose_set_shows_is_rehung() -> None:
    before = kernel(MASKED)
    ops = {i.name: i for i in before.instructions()}
    assert not shows_grouping(ops["unused"])  # no use
    assert not shows_grouping(ops["same"])  # max(16) is 16 over every set
    assert shows_grouping(ops["sum"])  # a sum over the set, stored
    after = misgrouped(before)
    assert after is not None and _rehung(after) == ["sum"]
    assert all(isinstance(i.convergence_token, Instruction) and i.convergence_token.callee == ENTRY
               for i in after.instructions() if i.name in ("unused", "same"))


def test_nothing_is_rehung_where_no_operation_shows() -> None:
    only_masked = MASKED.replace("  %sum = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %e) ]\n"
                                 "  store i32 %sum, ptr %out\n", "")
    assert misgrouped(kernel(only_masked)) is None


@pytest.mark.parametrize("model", MODELS)
def test_the_rehung_sum_is_a_violation(model: Model) -> None:
    # By hand, 3 lanes with %x = 1, 2, 4: before stores 7 in every lane; after, grouped
    # {0} {1, 2}, stores 1 in lane 0, which no grouping of before can.
    before = kernel(MASKED)
    after = misgrouped(kernel(MASKED))
    assert after is not None
    schedule = Schedule.full(3, {"x": [1, 2, 4]})
    assert check_refinement(before, after, [schedule], model, max_runs=64).kind is Verdict.VIOLATION
