"""Verdicts on vectorized kernels (oracles/SEMANTICS.md, "Vectors").

The HIP-like kernels in tests/data/vectors are written so that LLVM's SLP vectorizer
turns them into vector code (checked here, on opt-19's and the embedded LLVM's O3
output): <2 x i32>/<2 x float> loads and stores with splats made of insertelement
and shufflevector, a <4 x i16> llvm.vector.reduce.add, and a wave ballot next to a
vectorized, swapped pair. Before vectors were read, every such output was
inconclusive (exit 3); now each is decided and passes at 32 and 64 lanes. The
hand-made wrong afters (a shuffle mask unswapped, reduce.add made .or, a constant of
one stored element swapped) are replayable violations.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from violations import assert_replayable_violation

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.cli import main
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.ir.types import VectorType

DATA = Path(__file__).parent / "data" / "vectors"
KERNELS = ["pair.ll", "sum4.ll", "ballot_pair.ll", "scale_pair.ll"]
OPT19 = shutil.which("opt-19")


def _has_vectors(text: str) -> bool:
    module = parse_module(text)
    return any(isinstance(i.type, VectorType) or any(isinstance(v.type, VectorType) for v in i.operands)
               for f in module.definitions for i in f.instructions())


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("opt", [None, pytest.param(OPT19, marks=pytest.mark.skipif(
    OPT19 is None, reason="needs opt-19"))])
def test_o3_output_holds_vectors(kernel: str, opt: str | None) -> None:
    module = parse_module((DATA / kernel).read_text())
    fn = module.definitions[0]
    candidate = Candidate("opt" if opt else "pipeline", "default<O3>", "amdgcn-amd-amdhsa", opt)
    result = apply(candidate, module, fn.name)
    assert result.status == "ok" and result.text is not None, result.message
    assert _has_vectors(result.text)


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("threads", ["32", "64"])
def test_embedded_o3_of_vectorized_kernels_passes(kernel: str, threads: str) -> None:
    assert main(["validate", str(DATA / kernel), "--pipeline", "default<O3>",
                 "--threads", threads]) == 0


@pytest.mark.skipif(OPT19 is None, reason="needs opt-19")
@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("threads", ["32", "64"])
def test_opt19_o3_of_vectorized_kernels_passes(kernel: str, threads: str) -> None:
    assert main(["validate", str(DATA / kernel), "--opt", "opt-19", "--pipeline", "default<O3>",
                 "--threads", threads]) == 0


WRONG = [("ballot_pair.ll", "ballot_pair_unswapped.ll"),
         ("sum4.ll", "sum4_or.ll"),
         ("pair.ll", "pair_swapped.ll")]


@pytest.mark.parametrize(("before", "after"), WRONG)
def test_wrong_vector_afters_are_replayable_violations(before: str, after: str, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert_replayable_violation(DATA / before, DATA / after, tmp_path, capsys)


def test_a_scalable_vector_in_a_users_after_is_bad_input(tmp_path: Path) -> None:
    # still unsupported: bad input when the user wrote it (an optimizer output with it is
    # inconclusive: fuzzfarm.candidates, "unreadable")
    before = DATA / "pair.ll"
    after = tmp_path / "after.ll"
    after.write_text(before.read_text().replace(
        "  ret void", "  %sv = insertelement <vscale x 2 x i32> poison, i32 %k, i64 0\n  ret void"))
    assert main(["validate", str(before), str(after), "--threads", "32"]) == 2  # a user's file
