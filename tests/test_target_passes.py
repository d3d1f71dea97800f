"""The GPU targets' own IR passes (AMDGPU's pre-ISel pipeline) checked by refinement.

Real ``opt-19`` runs the passes on the hand-written kernels of ``tests/data/targetpasses``
(what each one baits is its header comment). The atomic optimizer's rewrite (one atomic
per wave, each lane's old value ``readfirstlane`` of it plus an exclusive prefix from
``mbcnt``) is decided: the original's lanes in lane order are one legal order of its
atomics (``fuzzfarm.refinement.check._lane_order_match``), where every run used to be
left undecided (``atomic-order``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

DATA = Path(__file__).parent / "data" / "targetpasses"

pytestmark = pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 is not installed")

#: What AMDGPU's pre-ISel pipeline runs before instruction selection, in its order, as far
#: as opt-19's new pass manager has them (si-annotate-control-flow is legacy-only).
STRUCTURIZER = "lower-switch,amdgpu-unify-divergent-exit-nodes,fix-irreducible,unify-loop-exits,structurizecfg"


def validate(kernel: str, *options: str) -> tuple[int, str]:
    ran = fuzzfarm(["validate", DATA / kernel if "/" not in kernel else kernel, *options])
    return ran.returncode, ran.stdout + ran.stderr


@pytest.mark.parametrize("kernel", ["t09_atomic_uniform.ll", "t10_atomic_divergent_value.ll",
                                    "t11_atomic_in_branch.ll"])
def test_atomic_optimizer_rewrite_is_decided(kernel: str) -> None:
    code, out = validate(kernel, "--opt", "opt-19", "--pipeline", "amdgpu-atomic-optimizer",
                         "--threads", "4")
    assert code == 0, out
    assert "0 undecided" in out


@pytest.mark.parametrize(("kernel", "pipeline"), [
    ("t10_atomic_divergent_value.ll", "amdgpu-atomic-optimizer"),
    # amdgpu-codegenprepare's mul.u24 of a widened i16 multiply keeps every value
    ("t22_codegenprepare_narrow.ll", "amdgpu-codegenprepare"),
])
def test_decided_on_a_wide_wave(kernel: str, pipeline: str) -> None:
    code, out = validate(kernel, "--opt", "opt-19", "--pipeline", pipeline, "--threads", "32",
                         "--schedules", "4")
    assert code == 0, out


def test_the_rewrite_is_what_opt_19_writes() -> None:
    """The stored AFTER is opt-19's output (so the next two tests judge the real rewrite)."""
    code, out = validate("t09_atomic_uniform.ll", str(DATA / "t09_atomic_uniform.after.ll"),
                         "--threads", "4")
    assert code == 0, out


def test_a_wrong_prefix_is_still_caught() -> None:
    """An inclusive prefix matches no order of the lanes' atomics: never a pass, and the
    one-lane schedule (no order to choose) shows the violation."""
    code, out = validate("t09_atomic_uniform.ll", str(DATA / "t09_inclusive_prefix.after.ll"),
                         "--threads", "4")
    assert code == 1, out
    assert '"active_lanes": [0]' in out or "before 0, after 3" in out


def test_order_dependent_after_is_decided_over_every_order() -> None:
    """Without ``convergent`` the implicit anchor may split the wave: then AFTER runs one
    atomic per group, whose order is its own choice, and one run of it proves nothing
    (this was inconclusive). The reference lists every order of the groups' atomics
    (oracles/SEMANTICS.md, "A counter whose old value is used"): each gives a group's
    lanes the group's old value plus 3 per lane below them in it, which is BEFORE's
    order with the groups one after another, each in lane order, so it passes."""
    text = (DATA / "t09_atomic_uniform.ll").read_text().replace(" convergent {", " {")
    tmp = DATA.parent.parent / ".pytest_target_t09.ll"
    try:
        tmp.write_text(text)
        ran = fuzzfarm(["validate", tmp, "--opt", "opt-19", "--pipeline",
                        "amdgpu-atomic-optimizer", "--threads", "4", "--schedules", "6"])
    finally:
        tmp.unlink(missing_ok=True)
    assert ran.returncode == 0, ran.stdout
    assert "0 undecided" in ran.stdout


@pytest.mark.parametrize("kernel", ["t05_irreducible_anchor.ll", "t07_switch_ballot.ll",
                                    "t19_nested_loops_break.ll", "t20_loop_two_exits.ll"])
def test_the_structurizer_pipeline_keeps_each_wave(kernel: str) -> None:
    """StructurizeCFG after the passes it needs (switches lowered, irreducible cycles made
    reducible, loop exits unified) keeps every wave's behaviour."""
    code, out = validate(kernel, "--opt", "opt-19", "--pipeline", STRUCTURIZER, "--threads", "4",
                         "--schedules", "8")
    assert code in (0, 3), out
    assert "violation" not in out


def test_structurizecfg_alone_on_a_switch_is_caught() -> None:
    """StructurizeCFG's precondition (only branches: LLVM PR 68662) broken on purpose: opt-19
    (a release build, so no assertion) branches on poison, which the oracles call UB."""
    code, out = validate("t07_switch_ballot.ll", "--opt", "opt-19", "--pipeline",
                         "structurizecfg", "--threads", "4", "--schedules", "4")
    assert code == 1, out
    assert "br on poison" in out


def test_lowered_kernel_arguments_are_read_from_the_segment() -> None:
    """amdgpu-lower-kernel-arguments: every parameter becomes a load from
    llvm.amdgcn.kernarg.segment.ptr (unsupported before: nothing was decided)."""
    code, out = validate("t17_kernarg.ll", "--opt", "opt-19", "--pipeline",
                         "amdgpu-lower-kernel-arguments", "--threads", "4")
    assert code == 0, out
    assert "0 undecided" in out


def test_a_wrong_argument_offset_is_a_violation() -> None:
    """The segment's layout is the ABI's (a at 8): reading a at 16 reads w's low word."""
    code, out = validate("t17_kernarg.ll", str(DATA / "t17_wrong_offset.after.ll"), "--threads", "4")
    assert code == 1, out


def test_both_oracles_read_the_segment_alike() -> None:
    ran = fuzzfarm(["run", DATA / "t17_kernarg.after.ll", "--threads", "4", "--args", "a=2,2,2,2",
                    "--args", "h=7,7,7,7", "--args", "w=100,100,100,100", "--oracle", "both"])
    assert ran.returncode == 0, ran.stdout
    assert "agrees with the reference" in ran.stdout
    # lanes 0 and 1 (below a = 2): ballot 0b11 + w + h = 110; lanes 2, 3 keep a
    assert "lane 0: ret None; buf0 [6e]" in ran.stdout
    assert "lane 2: ret None; buf0 [00 00 00 00 00 00 00 00 02]" in ran.stdout
    assert "%a.load in %entry                       uniform" in ran.stdout


def test_a_segment_the_model_has_no_layout_for_is_refused_precisely() -> None:
    """A byref parameter's place (the lowering points into the segment) is not modelled."""
    text = (DATA / "t17_kernarg.after.ll").read_text().replace(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out,",
        "define amdgpu_kernel void @k(ptr addrspace(4) byref({ i32 }) %s, ptr addrspace(1) %out,")
    tmp = DATA.parent.parent / ".pytest_target_t17_byref.ll"
    try:
        tmp.write_text(text)
        ran = fuzzfarm(["run", tmp, "--threads", "2"])
    finally:
        tmp.unlink(missing_ok=True)
    assert "argument %s" in ran.stdout + ran.stderr
    assert "byref" in ran.stdout + ran.stderr


def test_exec_mask_intrinsics_are_refused_with_their_reason() -> None:
    """si-annotate-control-flow's llvm.amdgcn.if/else/end.cf: undecided, and the message says
    what they are and where to validate instead (both oracles)."""
    after = DATA / "t01_ifelse_ballot.si_annotated.ll"
    code, out = validate("t01_ifelse_ballot.ll", str(after), "--threads", "4", "--schedules", "2")
    assert code == 3, out
    assert "exec-mask intrinsic of si-annotate-control-flow" in out
    ran = fuzzfarm(["run", after, "--threads", "4", "--oracle", "simt"])
    assert "exec-mask intrinsic of si-annotate-control-flow" in ran.stdout + ran.stderr


FIX_IRREDUCIBLE = Path(__file__).parent.parent / "examples" / "fix-irreducible"


def test_fix_irreducible_example_replays() -> None:
    """examples/fix-irreducible: the recorded schedule still shows the barriers apart."""
    ran = fuzzfarm(["validate", FIX_IRREDUCIBLE / "divergent-entries-barrier.ll", "--opt", "opt-19",
                    "--pipeline", "fix-irreducible", "--schedule", FIX_IRREDUCIBLE / "schedule.json"])
    assert ran.returncode == 1, ran.stdout
    assert "lane 0 barrier 1: before {0,1}, after {0}" in ran.stdout


def test_a_long_guard_loop_does_not_exhaust_the_stack() -> None:
    """The reference's prospect of a maximal key walked the chain of header instances
    recursively: a guard loop iterated thousands of times raised RecursionError."""
    code, out = validate(str(FIX_IRREDUCIBLE / "divergent-entries-barrier.ll"), "--opt", "opt-19",
                         "--pipeline", "fix-irreducible", "--schedule",
                         str(FIX_IRREDUCIBLE / "long-schedule.json"))
    # lanes 0 and 3 (n = 4) never leave the cycle (%b resets the count): both run to the
    # step budget side by side, an undecided timeout (it was a RecursionError)
    assert code == 3, out
    assert "step budget" in out


def test_codegenprepare_division_expansion_is_decided() -> None:
    """Its expansion of a 32-bit division by a variable calls llvm.amdgcn.rcp.f32, read as
    1/x with an fp-choice (fuzzfarm/fpenv.py AMDGCN_RCP; tests/test_amdgcn_rcp.py): the
    corrected quotient equals BEFORE's, so the case is decided (it was inconclusive)."""
    code, out = validate("t16_codegenprepare_div.ll", "--opt", "opt-19", "--pipeline",
                         "amdgpu-codegenprepare", "--threads", "4")
    assert code == 0, out
    assert " 0 undecided" in out
