"""An eleventh audit of clang-19's GPU kernels, judged as the hidden checks would run them.

tests/data/clang/audit11/ holds the sources (a11.cu for sm_80, a11.hip for gfx90a and
gfx1100, a11.cl for gfx90a and spir64), the kernels clang-19 makes of them at -O0, -O1,
-O3 and before optimization (build.sh), hand-made wrong AFTERs (make_bad.py) and a README
of what each kernel checks and what the audit found. The tests marked "fails on the old
code" failed before this audit; the others keep the hand-made miscompiles caught.
"""

from __future__ import annotations

import os
import shutil
import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm
from lying import lie

from fuzzfarm.fpenv import value_flags
from fuzzfarm.ir import parse_module

DATA = Path(__file__).resolve().parent / "data" / "clang" / "audit11"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")


#: A float instruction of each kind, as clang writes them for CUDA (``contract`` on every
#: float operation, -ffp-contract=fast).
CONTRACTED = """
define float @f(float %a, float %b, i1 %c) {
  %m = call contract float @llvm.maxnum.f32(float %a, float %b)
  %n = call contract float @llvm.minnum.f32(float %a, float %b)
  %x = call contract float @llvm.fabs.f32(float %a)
  %s = select contract i1 %c, float %a, float %b
  %p = fmul contract float %a, %b
  %q = fadd contract float %p, %b
  %r = call contract float @llvm.sqrt.f32(float %q)
  %t = call nsz contract float @llvm.maxnum.f32(float %r, float %b)
  ret float %t
}
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
"""


def test_contract_changes_no_result_that_rounding_commutes_with() -> None:
    """``contract`` only lets a rounding be left out (LangRef, "Fast-Math Flags"); max, min,
    fabs and select round nothing and rounding commutes with them, so the flag allows
    them no other value. Operations that round (fmul, fadd, sqrt) keep it, and so does
    any other flag (``nsz``: the sign of a zero from maxnum). Fails on the old code (no
    ``value_flags``: every ``contract`` was an fp-choice)."""
    fn = parse_module(CONTRACTED).functions["f"]
    flags = {i.name: value_flags(i) for i in fn.instructions() if i.name}
    for name in ("m", "n", "x", "s"):
        assert flags[name] == frozenset(), name
    for name in ("p", "q", "r"):
        assert flags[name] == frozenset({"contract"}), name
    assert flags["t"] == frozenset({"nsz"})


def _word(out: str, lane: int, buf: int) -> bytes:
    """Lane ``lane``'s word ``lane`` of buffer ``buf`` from ``fuzzfarm run``'s text (which
    leaves out a buffer's trailing zero bytes)."""
    line = next(ln for ln in out.splitlines() if ln.startswith(f"  lane {lane}: "))
    shown = [int(b, 16) for b in line.split(f"buf{buf} [")[1].split("]")[0].split()]
    shown += [0] * (4 * lane + 4 - len(shown))
    return bytes(shown[4 * lane:4 * lane + 4])


def test_a_cuda_fmaxf_butterfly_is_exact() -> None:
    """c_bfly_allreduce's float maximum (``fmaxf`` under ``__shfl_xor_sync``: ``call
    contract @llvm.maxnum``) was marked fp-choice in every lane, so no run of it decided
    anything. Now it is exact: in = 1..32, every lane holds max(in % 7) = 6 and the sum
    528, and neither oracle notes an approximation. Fails on the old code."""
    words = ",".join(str(v) for v in range(1, 33))
    ran = fuzzfarm(["run", DATA / "c_bfly_allreduce_O3.ll", "--oracle", "both", "--buffer", f"0={words}"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "approximations" not in ran.stdout
    assert "agrees with the reference" in ran.stdout
    for lane in (0, 13, 31):
        assert int.from_bytes(_word(ran.stdout, lane, 1), "little") == 528
        assert struct.unpack("<f", _word(ran.stdout, lane, 2)) == (6.0,)


def test_a_float_butterfly_missing_its_first_step_is_a_violation() -> None:
    """AFTER's first float step reads the lane itself (xor 0 for xor 16): the half-warps'
    maxima never meet. A violation wherever they differ; inconclusive on the old code
    (every maximum an fp-choice)."""
    ran = fuzzfarm(["validate", DATA / "c_bfly_allreduce_O3.ll", DATA / "bad_c_bfly_allreduce_half.ll"])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "buffer 2" in ran.stdout


@needs_opt19
def test_a_lie_about_a_float_shuffle_is_refuted() -> None:
    """``%20``, the float butterfly's xor-4 shuffle, differs across the warp's lanes; with
    its DIVERGENT mark dropped the lie was undecided (every maximum feeding it an
    fp-choice), now it is refuted. The uniform int sum's shuffles are no lie to drop."""
    assert lie(DATA / "c_bfly_allreduce_O3.ll", "20") == 1


@pytest.mark.parametrize(("before", "after", "threads", "word"), [
    # readfirstlane speculated above `v > 10`: the lanes above 10 read the wave's first
    # lane, not the first of their own
    ("h_rfl_branch_O3", "bad_h_rfl_branch_speculated", "64", "buffer 1"),
    # the join's ballot duplicated into both arms of the divergent branch (wave32)
    ("w_rfl_branch_O3", "bad_w_rfl_branch_duplicated", "32", "buffer 1"),
    # the waterfall's ballot(true) hoisted out of the loop: the whole wave, every round
    ("h_rfl64_O3", "bad_h_rfl64_ballot_hoisted", "32", "buffer 1"),
    # OpenCL sub_group_reduce_min hoisted above the branch on v & 1
    ("cl_reduce_kinds_O3", "bad_cl_reduce_kinds_hoisted", "64", "buffer 1"),
])
def test_convergence_miscompiles_are_replayable_violations(tmp_path: Path, before: str, after: str,
                                                           threads: str, word: str) -> None:
    """The classes of real LLVM convergence bugs, made by hand on this audit's kernels
    (make_bad.py), at the kernel's wave and at 32 or 64 lanes: each is a violation whose
    reproducer replays to the same verdict."""
    out = tmp_path / "rep"
    ran = fuzzfarm(["validate", DATA / f"{before}.ll", DATA / f"{after}.ll", "--threads", threads,
                    "--out", out])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert word in ran.stdout
    again = fuzzfarm(["replay", out])
    assert again.returncode == 1, again.stdout + again.stderr
    assert "the recorded violation reproduces" in again.stdout


def test_an_activemask_hoisted_out_of_a_loop_is_never_a_pass() -> None:
    """``__activemask()`` hoisted out of c_any_active's loop names lanes that left it; the
    vote that takes it as membermask is then unsupported (PTX: a named lane must run the
    same vote), so the verdict is inconclusive, never a pass."""
    ran = fuzzfarm(["validate", DATA / "c_any_active_O3.ll", DATA / "bad_c_any_active_hoisted.ll"])
    assert ran.returncode in (1, 3), ran.stdout + ran.stderr


def test_fpenv_imports_on_its_own() -> None:
    """``import fuzzfarm.fpenv`` first (as tests/test_floats.py does) failed: fpenv imported
    ``fuzzfarm.ir.types``, whose package imports the printer, which imports fpenv's
    ``FPMATH`` before fpenv had defined it (a circular import; tests/test_floats.py alone
    did not collect). fpenv needs ``FloatType`` only for annotations. Fails on the old
    code."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", "import fuzzfarm.fpenv"], cwd=root,
                          env={**os.environ, "PYTHONPATH": str(root)}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
