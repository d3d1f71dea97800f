"""The IR passes of a target's code generation pipeline, checked by refinement.

``--llc llc-19 --codegen TRIPLE[:CPU] --stop-after PASS`` runs Debian's llc-19 up to PASS
and checks the IR module its MIR output begins with (``fuzzfarm.llvm.stopafter``) as the
optimized kernel. The kernels are ``tests/data/targetpasses`` (what each baits is its
header comment); opt-19 gives the same verdicts on them (tests/test_target_passes.py).
A liar llc (llc-19, then one ballot's operand corrupted) shows a violation is reported
through this path, not only passes.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.stopafter import ir_document

DATA = Path(__file__).parent / "data" / "targetpasses"
AMDGPU = "amdgcn-amd-amdhsa:gfx1030"

pytestmark = pytest.mark.skipif(shutil.which("llc-19") is None, reason="llc-19 is not installed")


def validate(kernel: str, *options: str, llc: str | Path = "llc-19") -> tuple[int, str]:
    ran = fuzzfarm(["validate", DATA / kernel, "--llc", llc, *options])
    return ran.returncode, ran.stdout + ran.stderr


def liar(tmp_path: Path, sed: str) -> Path:
    """An llc that is llc-19 with its printed output edited by ``sed`` (LIAR)."""
    script = tmp_path / "lying-llc.sh"
    script.write_text(f"#!/bin/bash\nset -o pipefail\nllc-19 \"$@\" | sed '{sed}'\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


@pytest.mark.parametrize(("kernel", "stop"), [
    ("t01_ifelse_ballot.ll", "structurizecfg"),
    ("t07_switch_ballot.ll", "structurizecfg"),  # llc lowers the switch first
    ("t19_nested_loops_break.ll", "structurizecfg"),
    ("t09_atomic_uniform.ll", "amdgpu-atomic-optimizer"),
    ("t11_atomic_in_branch.ll", "amdgpu-atomic-optimizer"),
    ("t15_promote_alloca.ll", "amdgpu-promote-alloca"),
    ("t17_kernarg.ll", "amdgpu-lower-kernel-arguments"),
])
def test_the_codegen_pipeline_keeps_each_kernel(kernel: str, stop: str) -> None:
    code, out = validate(kernel, "--codegen", AMDGPU, "--stop-after", stop, "--threads", "4",
                         "--schedules", "4")
    assert code == 0, out
    assert "0 undecided" in out
    assert "did not change" not in out  # the pass rewrote the kernel: something was judged


@pytest.mark.parametrize("kernel", ["t03_loop_divexit_reduce.ll", "t19_nested_loops_break.ll"])
def test_codegenprepare_and_stop_before(kernel: str) -> None:
    """CodeGenPrepare (after LoopStrengthReduce, the AMDGPU passes), and the IR just before
    the structurizer (everything the pipeline ran up to it)."""
    for stop in (["--stop-after", "codegenprepare"], ["--stop-before", "structurizecfg"]):
        code, out = validate(kernel, "--codegen", AMDGPU, *stop, "--threads", "4",
                             "--schedules", "4")
        assert code == 0, out
        assert "0 undecided" in out and "did not change" not in out


def test_the_ir_is_llcs_module_at_the_stop(tmp_path: Path) -> None:
    """What is judged is the IR llc printed at the stop (the structurizer's Flow blocks),
    read with llc's own additions (``"target-cpu"``)."""
    before = parse_module((DATA / "t01_ifelse_ballot.ll").read_text())
    cand = Candidate("codegen", "", "amdgcn-amd-amdhsa", codegen=AMDGPU, llc_path="llc-19",
                     stop="after:structurizecfg")
    result = apply(cand, before, "k")
    assert result.status == "ok" and result.fired, result.message
    assert result.text is not None and "Flow" in result.text and "target-cpu" in result.text
    assert cand.label.endswith("-stop-after=structurizecfg")


def test_a_corrupted_ballot_is_a_violation(tmp_path: Path) -> None:
    lying = liar(tmp_path, "0,/@subgroupBallot(i1 true)/s//@subgroupBallot(i1 false)/")
    code, out = validate("t01_ifelse_ballot.ll", "--codegen", AMDGPU, "--stop-after",
                         "structurizecfg", "--threads", "4", "--schedules", "4", llc=lying)
    assert code == 1, out
    assert "violation" in out


def test_exec_mask_intrinsics_end_inconclusive_with_their_reason() -> None:
    """After si-annotate-control-flow the IR holds llvm.amdgcn.if/else/end.cf: never a bug."""
    code, out = validate("t01_ifelse_ballot.ll", "--codegen", AMDGPU, "--stop-after",
                         "si-annotate-control-flow", "--threads", "4", "--schedules", "2")
    assert code == 3, out
    assert "exec-mask intrinsic of si-annotate-control-flow" in out
    assert "violation" not in out


def test_amdgpu_stop_runs_keep_integer_divisions_the_oracles_can_run() -> None:
    """AMDGPU's CodeGenPrepare would expand t16's 32-bit division around llvm.amdgcn.rcp
    (an approximate float the oracles refuse: every such campaign case inconclusive); stop
    runs turn that expansion off (stopafter.AMDGPU_OPTIONS), so the division stays a udiv
    and the case is decided. The same pipeline without the option still writes rcp."""
    import subprocess

    code, out = validate("t16_codegenprepare_div.ll", "--codegen", AMDGPU, "--stop-after",
                         "amdgpu-codegenprepare", "--threads", "4")
    assert code == 0 and "verdict: pass" in out and " 0 undecided" in out, out
    plain = subprocess.run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1030",
                            "-stop-after=amdgpu-codegenprepare", "-o", "-",
                            str(DATA / "t16_codegenprepare_div.ll")],
                           capture_output=True, text=True, check=True).stdout
    assert "llvm.amdgcn.rcp" in plain


#: An llc that refuses the AMDGPU option as unknown, as one without it would.
OLD_LLC = """#!/bin/bash
for a in "$@"; do
  if [ "$a" = -amdgpu-codegenprepare-disable-idiv-expansion ]; then
    echo "llc: Unknown command line argument '$a'." >&2; exit 1
  fi
done
exec llc-19 "$@"
"""


def test_an_llc_without_the_amdgpu_option_runs_without_it(tmp_path: Path) -> None:
    """An llc that does not know -amdgpu-codegenprepare-disable-idiv-expansion (another
    LLVM build) is run again without it, not refused."""
    script = tmp_path / "old-llc.sh"
    script.write_text(OLD_LLC)
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    code, out = validate("t03_loop_divexit_reduce.ll", "--codegen", AMDGPU, "--stop-after",
                         "structurizecfg", "--threads", "4", llc=script)
    assert code == 0 and "verdict: pass" in out, out


def one_line_error(argv: list[str | Path]) -> str:
    ran = fuzzfarm(["validate", DATA / "t03_loop_divexit_reduce.ll", *argv])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert "Traceback" not in ran.stderr
    lines = [ln for ln in ran.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, ran.stderr
    return lines[0]


def test_usage_errors() -> None:
    assert 'llc: "nosuchpass" pass is not registered.' in one_line_error(
        ["--llc", "llc-19", "--codegen", AMDGPU, "--stop-after", "nosuchpass"])
    assert "needs --llc" in one_line_error(["--codegen", AMDGPU, "--stop-after", "structurizecfg"])
    assert "needs --codegen" in one_line_error(["--llc", "llc-19", "--stop-before", "structurizecfg"])
    isel = one_line_error(["--llc", "llc-19", "--codegen", AMDGPU, "--stop-after", "finalize-isel"])
    assert "after instruction selection" in isel
    # AMDGPU's pass is no pass of NVPTX's pipeline: llc never stops
    other = one_line_error(["--llc", "llc-19", "--codegen", "nvptx64-nvidia-cuda:sm_80",
                            "--stop-after", "amdgpu-atomic-optimizer"])
    assert "no pass of nvptx64-nvidia-cuda:sm_80's code generation pipeline" in other
    assert "spirv64" in one_line_error(["--llc", "llc-19", "--codegen", "spirv64",
                                        "--stop-after", "structurizecfg"])
    assert "not allowed with" in one_line_error(
        ["--llc", "llc-19", "--codegen", AMDGPU, "--stop-after", "a", "--stop-before", "b"])


def test_help_explains_it() -> None:
    for command in ("validate", "campaign", "gate"):
        out = fuzzfarm([command, "--help"]).stdout
        assert "--stop-after PASS" in out and "--stop-before PASS" in out, command


def test_ir_document_is_the_first_yaml_document() -> None:
    mir = "--- |\n  define void @k() {\n  \n    ret void\n  }\n...\n---\nname: k\nbody: |\n"
    assert ir_document(mir) == "define void @k() {\n\n  ret void\n}\n"
    assert ir_document("\t.text\n") is None


def test_stored_candidates_round_trip_and_old_ones_read() -> None:
    cand = Candidate("codegen", "", "amdgcn-amd-amdhsa", codegen=AMDGPU, llc_path="llc-19",
                     stop="before:structurizecfg")
    assert Candidate.from_json(cand.to_json()) == cand
    old = {"kind": "codegen", "name": "", "triple": "amdgcn-amd-amdhsa", "opt_path": None,
           "codegen": AMDGPU, "llc_path": "llc-19", "known_codegen": True}
    assert Candidate.from_json(old).stop is None
    assert "stop" not in Candidate.from_json(old).to_json()  # old campaigns keep their key


def test_a_campaign_case_checks_the_ir_by_refinement(tmp_path: Path) -> None:
    """A campaign case of a stop candidate runs the oracles (a codegen candidate without one
    passes whatever compiles): llc's IR with every return replaced is a violation."""
    from fuzzfarm.farm.case import CampaignConfig, check_case

    lying = liar(tmp_path, r"s/^\(    ret i32\) .*/\1 -12345/")
    config = CampaignConfig(Candidate("codegen", "", "amdgcn-amd-amdhsa", codegen=AMDGPU,
                                      llc_path=str(lying), stop="after:structurizecfg"),
                            style="uncontrolled", reduce_seconds=0, dialect="amdgcn",
                            schedules_per_case=2)
    verdicts = {r.verdict for seed in range(2) for r in check_case(config, seed)}
    assert "violation" in verdicts, verdicts
    assert os.access(lying, os.X_OK)


def test_a_stop_chain_is_not_bisected_as_an_ir_pipeline() -> None:
    """A violation of ``opt -> llc -stop-after`` may be llc's own pipeline's: opt-bisect of
    the IR stage cannot name it."""
    from dataclasses import replace

    from fuzzfarm.reduce.bisect import bisectable

    chain = Candidate("opt", "instcombine", "amdgcn-amd-amdhsa", "opt-19", codegen=AMDGPU,
                      llc_path="llc-19")
    assert bisectable(chain, "violation")
    assert not bisectable(replace(chain, stop="after:structurizecfg"), "violation")


def test_a_campaign_of_an_llc_candidate_names_that_llc(tmp_path: Path) -> None:
    """The campaign header and store name the LLVM that runs the candidate: for an
    llc-only one that is the llc (LLVM 19 here), not the embedded LLVM 22."""
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import optimizer_label

    config = CampaignConfig(Candidate("codegen", "", "amdgcn-amd-amdhsa", codegen=AMDGPU,
                                      llc_path=shutil.which("llc-19"), stop="after:structurizecfg"))
    label = optimizer_label(config) or ""
    assert label.startswith("LLVM 19.") and label.endswith("llc-19)"), label
    ran = fuzzfarm(["campaign", "--llc", "llc-19", "--codegen", AMDGPU, "--stop-after",
                    "structurizecfg", "--cases", "1", "--workers", "0", "--no-progress",
                    "--db", tmp_path / "c.db"])
    assert ran.returncode in (0, 1), ran.stderr
    header = next(line for line in ran.stdout.splitlines() if line.startswith("campaign "))
    assert " on LLVM 19." in header and "llc-19" in header, header
