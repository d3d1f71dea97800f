"""Before/after pairs from an outside audit of the verdicts, each with a verdict derived by hand.

The pairs (``tests/data/audit/``) are transforms LLVM performs or must not perform
on convergent code: tail duplication of a barrier (seed 000, "Hoisting and
Sinking": moving a convergent operation across a divergent branch changes its
thread set), full unrolling of a loop whose heart uses the entry token (seed 000,
"Loop Unrolling Examples": unrolling without a remainder is allowed), a shuffle
folded to poison, a pure call deleted whose purity is in an attribute group, and
an irreducible cycle whose DFS picks another header (seed 003, "Cycles": before's
behaviours include every hierarchy). Each runs under both convergence models and
at 4 and 32 lanes, on the schedules ``fuzzfarm validate`` generates.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.cli import main
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.vocabulary import Verdict
from generators.schedules import generate_schedule

DATA = Path(__file__).resolve().parent / "data" / "audit"

#: pair name -> the verdict derived by hand, the same under maximal and ipdom.
PAIRS = {
    "l09_taildup_barrier": Verdict.VIOLATION,
    "l14_shuffle_value_to_poison": Verdict.VIOLATION,
    "l11_full_unroll_heart": Verdict.PASS,
    "x01_pure_attr_group_deleted": Verdict.PASS,
    "t01_irreducible_swap_succ": Verdict.PASS,
}


def _kernel(path: Path):
    return parse_module(path.read_text()).kernel()


@pytest.mark.parametrize("lanes", [4, 32])
@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize("name", sorted(PAIRS))
def test_audit_pair_verdict(name: str, model: str, lanes: int) -> None:
    before = _kernel(DATA / f"{name}.before.ll")
    after = _kernel(DATA / f"{name}.after.ll")
    schedules = [generate_schedule(before, i, subgroup_size=lanes) for i in range(16)]
    assert check_refinement(before, after, schedules, model).kind is PAIRS[name]


def test_after_with_another_signature_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    """An AFTER whose kernel takes another parameter list is not a version of BEFORE's
    kernel: one line, exit 2 (it used to end in a traceback from the oracles)."""
    code = main(["validate", str(DATA / "signature.before.ll"),
                 str(DATA / "signature_extra_arg.after.ll")])
    err = capsys.readouterr().err
    assert code == 2
    assert "signature i32 (i32, i32)" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_refinement_of_another_signature_is_never_judged(model: str) -> None:
    """The same pair inside a campaign, replay or reduction: inconclusive, never a verdict."""
    before = _kernel(DATA / "signature.before.ll")
    after = _kernel(DATA / "signature_extra_arg.after.ll")
    schedules = [generate_schedule(before, i, subgroup_size=4) for i in range(2)]
    judged = check_refinement(before, after, schedules, model)
    assert judged.kind is Verdict.INCONCLUSIVE and "signature" in judged.message
