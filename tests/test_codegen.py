"""Code generation as a candidate, on the real back ends (llvmlite's LLVM 22.1 and llc-19).

The reproducers under ``examples/codegen`` are back-end bugs found by the farm
(README, "Code generation"); these tests pin what each back end says about them,
so a fixed LLVM shows up as a failing expectation here, not as silence.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.codegen import (
    CodegenTarget,
    bisect_codegen,
    compile_kernel,
    failure_pass,
    preflight,
    run_codegen,
)
from storage.signatures import compute_signature

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "codegen"
AMDGPU = CodegenTarget.parse("amdgcn-amd-amdhsa:gfx1030")
NVPTX = CodegenTarget.parse("nvptx64-nvidia-cuda:sm_80")
LLC = shutil.which("llc-19")
BACK_ENDS = [None, pytest.param("llc-19", marks=pytest.mark.skipif(LLC is None, reason="no llc-19"))]

UNCONTROLLED = """\
define i32 @k(i32 %x, i1 %p) convergent {
entry:
  br i1 %p, label %a, label %b
a:
  %v = call i32 @subgroupAdd(i32 %x)
  br label %b
b:
  %r = phi i32 [ 0, %entry ], [ %v, %a ]
  ret i32 %r
}
declare i32 @subgroupAdd(i32) convergent
"""


def example(name: str) -> str:
    return (EXAMPLES / name).read_text()


def test_target_spelling() -> None:
    assert CodegenTarget.parse("amdgcn-amd-amdhsa:gfx1030") == CodegenTarget("amdgcn-amd-amdhsa", "gfx1030")
    assert str(CodegenTarget.parse("nvptx64-nvidia-cuda")) == "nvptx64-nvidia-cuda"
    with pytest.raises(ValueError, match="TRIPLE"):
        CodegenTarget.parse("gfx1030")


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_preflight_refuses_an_unknown_triple(llc: str | None) -> None:
    assert preflight(AMDGPU, llc) is None
    assert "nosuch" in (preflight(CodegenTarget("nosuch-unknown-unknown"), llc) or "")


@pytest.mark.parametrize("llc", BACK_ENDS)
@pytest.mark.parametrize("target", [AMDGPU, NVPTX])
def test_uncontrolled_kernel_compiles(llc: str | None, target: CodegenTarget) -> None:
    assert run_codegen(UNCONTROLLED, target, llc=llc).status == "ok"


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_amdgpu_drops_the_token_of_a_controlled_call_in_register_rewriting(llc: str | None) -> None:
    """One controlled convergent call: the machine verifier fails after the virtual
    register rewriter (the SI_CALL lost its implicit token operand)."""
    r = run_codegen(example("amdgpu-controlled-call-virtregrewriter.ll"), AMDGPU, llc=llc)
    assert r.status == "failed" and r.failure is not None
    assert r.failure.headline.startswith("Bad machine code: Cannot mix controlled and uncontrolled")
    assert r.failure.pass_name == "Virtual Register Rewriter"
    assert r.failure.known


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_amdgpu_treats_a_non_convergent_call_as_uncontrolled_convergent(llc: str | None) -> None:
    r = run_codegen(example("amdgpu-uncontrolled-call-isel.ll"), AMDGPU, llc=llc)
    assert r.failure is not None and r.failure.pass_name == "Instruction Selection"
    assert "Cannot mix" in r.failure.headline


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_known_failure_is_looked_past_and_kept(llc: str | None) -> None:
    text = example("amdgpu-controlled-call-virtregrewriter.ll")
    past = compile_kernel(text, AMDGPU, llc=llc)
    assert past.status == "ok" and [f.pass_name for f in past.known] == ["Virtual Register Rewriter"]
    assert compile_kernel(text, AMDGPU, llc=llc, known=False).status == "failed"


def test_nvptx_cannot_lower_a_token_used_in_another_block() -> None:
    text = example("nvptx-token-across-blocks.ll")
    embedded = run_codegen(text, NVPTX)
    assert embedded.failure is not None and embedded.failure.kind == "assertion"
    assert "This value type is not natively supported" in embedded.failure.headline
    if LLC is not None:
        r = run_codegen(text, NVPTX, llc=LLC)
        assert r.failure is not None
        assert r.failure.headline == "Bad machine code: Generic virtual register must have a valid type"


def test_bisection_blames_no_skippable_pass_for_an_instruction_selection_failure() -> None:
    text = example("nvptx-token-across-blocks.ll")
    found = bisect_codegen(text, NVPTX, lambda r: r.status == "failed")
    assert found.pass_name is None and "required pass" in found.note


def test_codegen_signatures_key_on_the_first_line_and_the_pass() -> None:
    msg = "Bad machine code: Cannot mix controlled and uncontrolled convergence in the same function."
    isel = compute_signature("codegen", "codegen:x", bisected_pass="Instruction Selection",
                             message=msg + "\nin pass: Instruction Selection")
    vrr = compute_signature("codegen", "codegen:x", bisected_pass="Virtual Register Rewriter",
                            message=msg + "\nin pass: Virtual Register Rewriter")
    again = compute_signature("codegen", "codegen:y", bisected_pass="Instruction Selection",
                              message=msg + "\nin pass: Instruction Selection\n- function: f")
    assert isel.key_hash != vrr.key_hash
    assert again.key_hash == isel.key_hash  # the pass, not the candidate spelling, identifies it
    assert failure_pass(msg + "\nin pass: Instruction Selection (opt-bisect 3/9)") == "Instruction Selection"


def test_candidate_applies_codegen_after_its_pipeline() -> None:
    module = parse_module(example("amdgpu-controlled-call-virtregrewriter.ll"))
    only = Candidate("codegen", "", AMDGPU.triple, codegen=str(AMDGPU), known_codegen=False)
    r = apply(only, module, "k")
    assert r.status == "codegen" and r.message.endswith("in pass: Virtual Register Rewriter")
    counted = apply(Candidate("codegen", "", AMDGPU.triple, codegen=str(AMDGPU)), module, "k")
    assert counted.status == "codegen" and counted.known
    piped = apply(Candidate("pipeline", "O1", AMDGPU.triple, codegen=str(AMDGPU)),
                  parse_module(UNCONTROLLED), "k")
    assert piped.status == "ok"
    assert Candidate.from_json(only.to_json()) == only


@pytest.mark.skipif(LLC is None, reason="no llc-19")
def test_opt_bisect_names_codegenprepare_for_the_merged_loop_intrinsic() -> None:
    """llc-19's CodeGen Prepare merges a block starting with convergence.loop into its
    predecessor (LLVM 22.1 fixed it): the IR verifier fails, opt-bisect names the pass."""
    text = example("codegenprepare-loop-intrinsic-merged.ll")
    r = run_codegen(text, AMDGPU, llc=LLC)
    assert r.failure is not None and r.failure.kind == "ir-verifier"
    assert r.failure.headline.startswith("Loop intrinsic cannot be preceded by a convergent operation")
    found = bisect_codegen(text, AMDGPU, lambda x: x.failure is not None
                           and x.failure.headline == r.failure.headline, llc=LLC)  # type: ignore[union-attr]
    assert found.pass_name == "CodeGen Prepare"
    assert run_codegen(text, AMDGPU).status == "ok"  # fixed in 22.1


def test_structurizer_token_phi_reaches_instruction_selection_in_22() -> None:
    text = example("amdgpu-structurizer-token-phi.ll")
    r = run_codegen(text, AMDGPU)
    assert r.failure is not None and "PHI node does not have an assigned virtual register" in r.failure.headline
    if LLC is not None:
        r19 = run_codegen(text, AMDGPU, llc=LLC)
        assert r19.failure is not None and r19.failure.headline == "PHI nodes cannot have token type!"


def test_a_campaign_case_counts_the_known_failure_and_finds_the_rest() -> None:
    """Generated controlled kernels on AMDGPU: every case is a codegen finding (the known
    "Cannot mix" failure, counted, or another failure found past it), never inconclusive."""
    from fuzzfarm.farm.case import CampaignConfig, check_case

    config = CampaignConfig(Candidate("codegen", "", AMDGPU.triple, codegen=str(AMDGPU)),
                            style="controlled", reduce_seconds=0)
    results = [r for seed in range(6) for r in check_case(config, seed)]
    assert {r.verdict for r in results} <= {"codegen", "pass"}
    assert any(r.known and "Cannot mix" in r.message for r in results)
    plain = CampaignConfig(Candidate("codegen", "", AMDGPU.triple, codegen=str(AMDGPU)),
                           style="uncontrolled", reduce_seconds=0, dialect="amdgcn")
    assert {r.verdict for seed in range(3) for r in check_case(plain, seed)} == {"pass"}


@pytest.mark.parametrize("argv", [
    ["campaign", "--codegen", "gfx1030", "--cases", "1"],
    ["campaign", "--codegen", "amdgcn-amd-amdhsa:gfx1030", "--llc", "/no/such/llc", "--cases", "1"],
    ["campaign", "--llc", "llc-19", "--pipeline", "O1", "--cases", "1"],
    ["validate", "examples/reduction.ll", "--codegen", "nosuch-unknown-unknown"],
])
def test_bad_codegen_usage_is_exit_2(argv: list[str], tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.cli import main

    root = Path(__file__).resolve().parent.parent
    argv = [str(root / a) if a.startswith("examples/") else a for a in argv]
    assert main([*argv, *(["--db", f"sqlite:///{tmp_path}/s.db"] if argv[0] == "campaign" else [])]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0]


@pytest.mark.skipif(LLC is None, reason="no llc-19")
def test_an_older_llc_after_a_newer_optimizer_is_bad_usage(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """llc-19 rejects the attributes LLVM 22.1 prints (``captures(none)``): such a campaign
    ended with every case inconclusive (exit 3). It is refused up front, naming the fix;
    opt-19 before llc-19, or our own transform, passes the check."""
    from fuzzfarm.cli import main
    from fuzzfarm.commands.common import _llc_cannot_read

    common = ["--codegen", "amdgcn-amd-amdhsa:gfx90a", "--llc", "llc-19", "--cases", "2",
              "--workers", "0", "--no-progress", "--db", f"sqlite:///{tmp_path}/s.db"]
    assert main(["campaign", "--pipeline", "O2", *common]) == 2
    err = capsys.readouterr().err
    assert "cannot read the IR LLVM 22" in err and "--opt opt-19" in err
    assert _llc_cannot_read(Candidate("opt", "default<O2>", opt_path="opt-19"), "llc-19") is None
    assert _llc_cannot_read(Candidate("transform", "sink"), "llc-19") is None
    assert _llc_cannot_read(Candidate("llvm", "O2"), "llc-19") is not None


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_si_fold_operands_leaves_the_token_on_a_copy(llc: str | None) -> None:
    r = run_codegen(example("amdgpu-si-fold-operands-token.ll"), AMDGPU, llc=llc)
    assert r.failure is not None and r.failure.pass_name == "SI Fold Operands"
    assert r.failure.headline == ("Bad machine code: Convergence control tokens can only be used "
                                  "by convergent operations.")
    assert not r.failure.known


def test_codegenprepare_still_merges_a_loop_intrinsic_block_in_22() -> None:
    r = run_codegen(example("codegenprepare-loop-intrinsic-merged-22.ll"), AMDGPU)
    assert r.failure is not None and r.failure.pass_name == "Instruction Selection"
    assert "Loop intrinsic cannot be preceded by a convergent operation" in r.failure.headline


@pytest.mark.skipif(LLC is None, reason="no llc-19")
def test_an_opt_to_llc_chain_reduces_codegen_and_bisects_its_ir_stage() -> None:
    """``campaign --opt opt-19 --codegen ... --llc llc-19``: a back-end failure is reduced
    with the campaign's own opt (it was left unreduced: the reducer asked for ``--opt``), and
    an ill-formed output of the IR stage is bisected to its pass as without ``--codegen``
    (it was not bisected at all: the chain was taken for a back end)."""
    from fuzzfarm.farm.case import CampaignConfig, CaseResult, minimize

    chain = Candidate("opt", "default<O3>", NVPTX.triple, opt_path="opt-19", codegen=str(NVPTX),
                      llc_path=LLC, known_codegen=True)
    config = CampaignConfig(chain, reduce_seconds=20)
    text = example("nvptx-token-across-blocks.ll")
    failed = apply(chain, parse_module(text), "k")
    assert failed.status == "codegen"
    case = CaseResult(seed=0, model="maximal", verdict="codegen", fired=True,
                      message=failed.message, before=text, after=failed.text)
    minimize(config, case, "k")
    assert "not reduced" not in case.details
    assert case.minimized is not None and case.minimized.bisected_pass == "Instruction Selection"

    heart = (Path(__file__).parent / "data" / "opt19_simplifycfg_heart.ll").read_text()
    broken = apply(chain, parse_module(heart), "kernel")
    assert broken.status == "ill-formed-after"
    case = CaseResult(seed=0, model="maximal", verdict="ill-formed-after", fired=True,
                      message=broken.message, before=heart, after=broken.text)
    minimize(config, case, "kernel")
    assert case.minimized is not None and case.minimized.bisected_pass == "SimplifyCFGPass"


SLOT = (Path(__file__).resolve().parent / "data" / "kernels" / "cuda_slot.ll").read_text()


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_an_intrinsic_the_target_lacks_is_bad_input_not_a_finding(llc: str | None) -> None:
    """activemask needs PTX ISA 6.2, above the default PTX version of sm_70 (PTX ISA,
    "activemask"; llc-19 -mattr=+ptx63 compiles it there): "Cannot select" on sm_70 is
    the kernel asking for what the CPU lacks, not a back-end bug; sm_80 compiles it."""
    lacking = compile_kernel(SLOT, CodegenTarget.parse("nvptx64-nvidia-cuda:sm_70"), llc=llc)
    assert lacking.status == "error" and lacking.failure is None
    assert "does not select @llvm.nvvm.activemask" in lacking.message
    assert compile_kernel(SLOT, NVPTX, llc=llc).ok


@pytest.mark.parametrize("llc", BACK_ENDS)
def test_a_cannot_select_the_lone_call_does_not_reproduce_stays_a_finding(llc: str | None) -> None:
    from fuzzfarm.llvm.codegen import CodegenFailure, CodegenResult, _unselectable

    said = CodegenFailure("LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.activemask")
    failed = CodegenResult("failed", said, said.message())
    assert _unselectable(failed, SLOT, NVPTX, llc, 60) is failed
