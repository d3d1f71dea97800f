"""The fp26 audit's kernels (tests/data/clang/fp26, its README: 50 realistic HIP, CUDA
and OpenCL C kernels, 465 validates, no violation) as a regression check: a sample of
the shapes earlier audits left out, each through opt-19's ``default<O2>``, must stay a
pass. LLVM's O2 keeps these kernels' wave operations where they were (no violation was
found by hand in the sweep), so a violation here is the oracles' false positive."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from clirun import fuzzfarm

DATA = Path(__file__).resolve().parent / "data" / "clang" / "fp26"


@pytest.mark.parametrize("kernel", [
    "h_search_vote",        # per-lane break and a wave-wide exit on ballot == 0 (gfx90a, wave64)
    "h_switch_ops",         # a switch with a fallthrough, a wave operation per case
    "w_permlane_fi",        # gfx11 permlane16/permlanex16 with fetch-inactive, mov_dpp8 (wave32)
    "c_converge_loop",      # a warp vote ending a loop with per-lane breaks (sm_80)
    "c_match64_rank",       # 64-bit match_any with lanemask_le
    "cl_loop_exit_reduce",  # sub-group reductions in a loop with an early exit (OpenCL C)
])
def test_opt19_o2_of_a_realistic_kernel_passes(kernel: str, tmp_path: Path) -> None:
    before = DATA / f"{kernel}_pre.ll"
    after = tmp_path / f"{kernel}_o2.ll"
    subprocess.run(["opt-19", "-S", "-passes=default<O2>", str(before), "-o", str(after)], check=True)
    ran = fuzzfarm(["validate", before, after, "--schedules", "4"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
