"""A loop's break read as part of the exiting iteration (fuzzfarm/refinement/iteration_exits.py).

Uncontrolled convergent operations have an implicit convergence the seeds leave
under-specified (seed 000, "Uncontrolled Convergent Operations"); under the maximal model
an operation in a block only a loop's exits reach converges across iterations (seed 003,
temporal divergence), while the source of such a block (the body of an ``if`` that
breaks) meant the exiting round's threads, which is what LLVM's SimplifyCFG makes of it
at -O2/-O3. A difference that is exactly that is inconclusive, never a bug; any other
difference stays a violation (LLVM's own fixes of folds across a loop exit keep the
converged reading: tests/data/llvmbugs c31, c33).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.iteration_exits import ITERATION_EXITS, exits_in_iteration
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model

DATA = Path(__file__).resolve().parent / "data"
PAIR = DATA / "iteration_exits"
AUDIT = DATA / "clang" / "audit13"
BUGS = DATA / "llvmbugs"


def _kernel(path: Path):  # noqa: ANN202
    return parse_module(path.read_text()).kernel()


def _schedule() -> Schedule:
    """Four lanes leaving after 0, 1, 2 and 3 rounds: each round one lane leaves."""
    return Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3), args={"x": (0, 1, 2, 3)},
                    choices=Choices())


def test_the_reading_puts_the_break_in_the_cycle_and_nothing_else() -> None:
    before = _kernel(PAIR / "break_ballot.before.ll")
    reread = exits_in_iteration(before)
    assert reread is not None
    assert compute_cycles(before).cycle_of(before.block("leave")) is None
    cycle = compute_cycles(reread).cycle_of(reread.block("leave"))
    assert cycle is not None and cycle.header.name == "loop"
    assert compute_cycles(reread).is_reducible
    term = reread.block("leave").terminator  # never taken: every thread goes on to %exit
    assert [b.name for b in term.blocks] == ["loop", "exit"] and term.operands[0].value == 0
    assert exits_in_iteration(_kernel(PAIR / "break_ballot.folded.ll")) is None  # nothing outside


@pytest.mark.parametrize("model", [Model.MAXIMAL])
def test_ballot_folded_into_its_round_is_inconclusive(model: Model) -> None:
    """Before: every lane's ballot is 0b1111 (one instance for all). After: lane L's is 1 << L
    (one lane leaves per round). The per-round reading shows exactly that."""
    verdict = check_refinement(_kernel(PAIR / "break_ballot.before.ll"),
                               _kernel(PAIR / "break_ballot.folded.ll"), [_schedule()], model)
    assert verdict.kind.value == "inconclusive"
    assert any(ITERATION_EXITS in note for note in verdict.notes)


def test_ballot_folded_into_its_round_differs_on_a_simt_stack() -> None:
    """Under ipdom the break block is the loop branch's reconvergence point: an ipdom
    machine runs the before ballot with every lane, the folded one per round, a real
    difference on such hardware (the reading is for maximal convergence's temporal
    divergence only)."""
    verdict = check_refinement(_kernel(PAIR / "break_ballot.before.ll"),
                               _kernel(PAIR / "break_ballot.folded.ll"), [_schedule()], Model.IPDOM)
    assert verdict.kind.value == "violation"


def test_ballot_hoisted_into_every_round_stays_a_violation() -> None:
    """In the header the ballot runs every round with the lanes still looping: lanes 0-3
    leave with 15, 14, 12 and 8, where before (one instance for all) says 15 everywhere
    and the per-round reading 1, 2, 4 and 8: a violation under either reading."""
    for model in ("maximal", "ipdom"):
        result = fuzzfarm(["validate", PAIR / "break_ballot.before.ll",
                           PAIR / "break_ballot.hoisted.ll", "--model", model])
        assert result.returncode == 1, result.stdout


@pytest.mark.parametrize("name", ["c_activemask_groups", "h_state_waterfall", "w_state_waterfall"])
def test_real_breaks_simplifycfg_folds_are_not_reported(name: str) -> None:
    """clang -O0 puts the body of ``if (...) { ...activemask/ballot...; break; }`` outside the
    loop; -O3's SimplifyCFG folds it back into the latch (audit13): exit 1 before this
    reading, inconclusive now (a switch inside the break region included)."""
    result = fuzzfarm(["validate", AUDIT / f"{name}_O0.ll", AUDIT / f"{name}_O3.ll"])
    assert result.returncode == 3, result.stdout
    assert ITERATION_EXITS[:60] in result.stdout


@pytest.mark.parametrize("name", ["c31_uniform_exit_phi", "c33_readlane_temporal_divergence"])
def test_folds_that_lean_on_poison_stay_violations(name: str) -> None:
    """Read per iteration, c33's readlane of lane 0 is poison for a lane that left in
    another round, which any value refines: one-way refinement would excuse LLVM's real
    bug. The reading must show exactly after's behaviours."""
    assert fuzzfarm(["validate", BUGS / f"{name}.before.ll", BUGS / f"{name}.after.ll"]).returncode == 1
