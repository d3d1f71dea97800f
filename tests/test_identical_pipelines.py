"""A pipeline that leaves a kernel as it was still writes into it: the data layout and
triple of the target it ran for, ``tail`` markers, inferred function attributes. None of
it is read by an oracle, so the pair is the same program (SEMANTICS.md, "Identical
programs") and passes without running; before, those parts made the models differ, and
an unchanged anchor kernel on a 32-lane wave (its groupings only sampled) was undecided
(exit 3) after every pipeline, opt-19's ``gvn-hoist`` as much as the embedded O3.

``tests/data/audit4/anchors_both_sides.ll``: hand-written for an audit of LLVM's passes
(an anchor and a ballot on each side of a divergent branch, seed 000's "Hoisting and
Sinking" example of anchors), left as it was by every pass that audit ran on it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.ir.structure import same_program

KERNEL = Path(__file__).resolve().parent / "data" / "audit4" / "anchors_both_sides.ll"

#: What LLVM 22.1's O3 printed for KERNEL, reduced to what differs from it (its datalayout
#: shortened: no oracle reads it).
O3_NOISE = {
    "define i64 @k(i32 %x) convergent {": "define i64 @k(i32 %x) #0 {",
    "%t1 = call token": "%t1 = tail call token",
    "%t2 = call token": "%t2 = tail call token",
}
O3_HEADER = 'target datalayout = "e-m:e-p:64:64-p5:32:32"\ntarget triple = "amdgcn-amd-amdhsa"\n'
O3_ATTRIBUTES = ('\nattributes #0 = { convergent mustprogress nofree norecurse nosync nounwind '
                 'willreturn "uniform-work-group-size"="false" }\n')


def _optimized(extra_attribute: str = "", triple: str = "amdgcn-amd-amdhsa") -> str:
    text = KERNEL.read_text()
    for old, new in O3_NOISE.items():
        assert old in text
        text = text.replace(old, new)
    attributes = O3_ATTRIBUTES.replace(" }", f" {extra_attribute} }}" if extra_attribute else " }")
    return O3_HEADER.replace("amdgcn-amd-amdhsa", triple) + text + attributes


def _kernel(text: str):
    return parse_module(text).kernel()


def test_what_a_pipeline_writes_into_an_unchanged_kernel_is_no_change() -> None:
    assert same_program(_kernel(KERNEL.read_text()), _kernel(_optimized()))


@pytest.mark.parametrize("changed", [
    {"triple": "nvptx64-nvidia-cuda"},                  # NVPTX: 32-lane warps, .sync rules
    {"extra_attribute": '"target-cpu"="gfx1030"'},     # a wave32 target: lanes 32+ refused
    {"extra_attribute": '"denormal-fp-math"="preserve-sign"'},  # the float environment
])
def test_what_an_oracle_reads_still_tells_programs_apart(changed: dict[str, str]) -> None:
    assert not same_program(_kernel(KERNEL.read_text()), _kernel(_optimized(**changed)))


def test_a_kernel_losing_convergent_is_another_program() -> None:
    """Without ``convergent`` its uncontrolled operations meet in an implicit anchor."""
    text = _optimized().replace("attributes #0 = { convergent ", "attributes #0 = { ")
    assert not same_program(_kernel(KERNEL.read_text()), _kernel(text))


@pytest.mark.parametrize("candidate", [
    ["--pipeline", "O3"],
    ["--opt", "opt-19", "--pipeline", "gvn-hoist"],
])
def test_an_unchanged_anchor_kernel_on_a_wide_wave_passes(candidate: list[str]) -> None:
    if candidate[0] == "--opt" and shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")
    ran = fuzzfarm(["validate", KERNEL, *candidate, "--threads", "32"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "same program" in ran.stdout
