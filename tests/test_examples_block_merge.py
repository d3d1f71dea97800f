"""The block-merging bug of ``examples/block-merge/`` shows with Debian's opt-19 (GVN and
SimplifyCFG merge a block that begins with a loop intrinsic into a predecessor holding a
convergent operation) and not with the embedded LLVM 22.1, pass by pass.

The expectation is the file's header, derived by hand from seed 000
("llvm.experimental.convergence.loop": the intrinsic precedes every other convergent
operation of its block).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir import parse_module
from fuzzfarm.wellformed import check_well_formed

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "block-merge" / "loop-intrinsic-merged.ll"
MESSAGE = "Loop intrinsic cannot be preceded by a convergent operation in the same basic block."


def _module():
    text = EXAMPLE.read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    return module


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 is not installed")
@pytest.mark.parametrize("pipeline", ["gvn", "simplifycfg"])
def test_llvm_19_merges_the_block_behind_a_convergent_operation(pipeline: str) -> None:
    result = apply(Candidate("opt", pipeline, opt_path=shutil.which("opt-19")), _module(), "k")
    assert result.status == "ill-formed-after"
    assert result.message.splitlines()[0] == MESSAGE


def test_llvm_22_leaves_every_module_well_formed() -> None:
    result = apply(Candidate("pipeline", "O2", verify_each=True), _module(), "k")
    assert result.status == "ok", result.message


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 is not installed")
def test_campaign_case_37_finds_gvn_with_a_single_pass_reproducer() -> None:
    """Generated kernel 37: opt-19's default<O2> output is well formed, GVN's module is not;
    the finding names GVN and reproduces with the module before it and GVN alone."""
    from fuzzfarm.farm.case import CampaignConfig, check_case, minimize
    from fuzzfarm.llvm.optimizer import Optimizer
    from generators.programs import generate

    opt = shutil.which("opt-19")
    assert opt is not None
    text = generate(37).text
    assert Optimizer(opt).run(text, "default<O2>", "amdgcn-amd-amdhsa").status == "ok"
    config = CampaignConfig(Candidate("opt", "default<O2>", opt_path=opt, verify_each=True),
                            reduce_seconds=2)
    case = check_case(config, 37)[0]
    assert case.verdict == "ill-formed-after"
    assert case.message.splitlines()[0] == MESSAGE
    assert "\nin pass: GVNPass\n(ill formed after it on kernel: changed module 20 of 20" \
        in case.message
    minimize(config, case, "kernel")
    assert case.minimized is not None and case.minimized.bisected_pass == "GVNPass"
    assert "that pass alone (cgscc(function<eager-inv;no-rerun>(gvn<>)))" in case.minimized.note
    assert case.minimized.candidate is not None
    assert case.minimized.candidate["name"] == "cgscc(function<eager-inv;no-rerun>(gvn<>))"
    assert not case.minimized.candidate.get("verify_each")
