"""``fuzzfarm opt --pipeline O2/O3`` (the embedded LLVM 22.1) on the kernels clang made.

Every ``.ll`` under tests/data/clang optimizes (exit 0) except those that use what the
oracles do not read, which are refused as bad input: exit 2, one line, saying what the
construct is (README, "Exit codes"). The full sweep is slow-marked (``--run-slow``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

ROOT = Path(__file__).resolve().parent.parent
CLANG = ROOT / "tests" / "data" / "clang"
AUDIT11 = CLANG / "audit11"


def _refusal(ran: object) -> str:
    """The one line a refused input leaves on stderr (nothing on stdout)."""
    assert ran.returncode == 2, (ran.returncode, ran.stderr[-500:])  # type: ignore[attr-defined]
    assert ran.stdout == ""  # type: ignore[attr-defined]
    lines = ran.stderr.strip().splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1, lines
    return lines[0]


@pytest.mark.parametrize("name", ["cl_wg_reduce_O1.ll", "s_wg_reduce_pre.ll"])
def test_a_work_group_collective_is_refused_by_name(name: str) -> None:
    """OpenCL's ``work_group_reduce_add`` combines every sub-group of the work-group; a
    case runs one sub-group, so it is not read. The refusal says what it is: on the old
    code it read "unknown convergent callee @_Z21work_group_reduce_addi: convergent
    declarations must be catalogue operations (...)", as if it were a typo of the user's."""
    line = _refusal(fuzzfarm(["opt", AUDIT11 / name, "--pipeline", "O2"]))
    assert "work_group_reduce_add is a work-group collective" in line
    assert "unknown convergent callee" not in line


def test_the_work_group_barrier_is_still_read() -> None:
    """``work_group_barrier`` shares the prefix but is a barrier the oracles run
    (cl_lds.ll: an LDS exchange behind it), so it is no collective."""
    ran = fuzzfarm(["opt", CLANG / "cl_lds.ll", "--pipeline", "O2"])
    assert ran.returncode == 0, ran.stderr
    assert "_Z18work_group_barrierj" in ran.stdout


def test_an_input_llvm_rejects_on_reading_is_one_line() -> None:
    """LLVM 22.1's auto-upgrade rewrites ``llvm.nvvm.barrier0`` without its convergencectrl
    bundle (examples/codegen/README.md), so its verifier rejects the kernel as read: bad
    input to the embedded LLVM, exit 2. The refusal quoted the verifier's two lines (the
    rule, then the instruction) as two lines of stderr on the old code; now they are one."""
    line = _refusal(
        fuzzfarm(
            [
                "opt",
                ROOT / "examples" / "codegen" / "nvvm-barrier0-autoupgrade.ll",
                "--pipeline",
                "O2",
            ]
        )
    )
    assert "Cannot mix controlled and uncontrolled convergence" in line
    assert "@llvm.nvvm.barrier.cta.sync.aligned.all" in line


def _clang_inputs() -> list[Path]:
    return sorted(CLANG.rglob("*.ll"))


@pytest.mark.slow
@pytest.mark.parametrize("pipeline", ["O2", "O3"])
def test_every_clang_kernel_optimizes_or_is_refused_in_one_line(pipeline: str) -> None:
    """The sweep of the opt audit: no crash, no ill-formed output, no traceback; a refusal
    is an unsupported construct named in one line."""
    refused = {}
    for path in _clang_inputs():
        ran = fuzzfarm(["opt", path, "--pipeline", pipeline])
        if ran.returncode == 0:
            continue
        line = _refusal(ran)
        assert "unsupported: " in line, line
        refused[path.name] = line
    # the eight work_group_reduce kernels of audit11 and ds.permute's h_permute_O2 (audit9)
    assert sorted(refused) == sorted(
        [
            f"{lang}_wg_reduce_{level}.ll"
            for lang in ("cl", "s")
            for level in ("O0", "O1", "O3", "pre")
        ]
        + ["h_permute_O2.ll"]
    ), refused
