"""Verdicts on float kernels (oracles/SEMANTICS.md, "Floating point").

The kernels in tests/data/floats are written by hand: a CUDA warp sum of floats with
``shfl.sync.down.f32``, a HIP one with ``ds.bpermute`` on the bitcast bits, a kernel
whose divergence comes from an ``fcmp`` around a ballot. LLVM's real O3 (opt-19 and the
embedded LLVM) must not be called wrong on them; the hand-written wrong *after*s
(a shuffle direction swapped, ``(a+b)+c`` reassociated without ``reassoc``, ``olt``
turned into ``ult``) must be violations whose reproducer replays; the reassociation
with ``reassoc`` must not be a violation.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from violations import assert_replayable_violation

from fuzzfarm.cli import main
from fuzzfarm.schedule import Schedule

DATA = Path(__file__).parent / "data" / "floats"
REAL = ["cuda_warp_sum.ll", "hip_warp_sum.ll", "fcmp_ballot.ll"]


@pytest.mark.parametrize("kernel", REAL)
def test_embedded_o3_is_no_violation(kernel: str) -> None:
    # all three pass: O3 keeps every fadd's order and operands (no flags allow more) and
    # the shuffles' lanes; a schedule with a NaN stored by hip_warp_sum would at worst be
    # undecided (nan-bits), never a violation
    got = main(["validate", str(DATA / kernel), "--pipeline", "default<O3>", "--threads", "32"])
    assert got in (0, 3)


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")
@pytest.mark.parametrize("kernel", REAL)
@pytest.mark.parametrize("threads", ["32", "64"])
def test_opt19_o3_is_no_violation(kernel: str, threads: str) -> None:
    if threads == "64" and kernel == "cuda_warp_sum.ll":
        pytest.skip("NVPTX warps have 32 lanes")
    got = main(["validate", str(DATA / kernel), "--opt", "opt-19", "--pipeline", "default<O3>",
                "--threads", threads])
    assert got in (0, 3)


WRONG = [("cuda_warp_sum.ll", "cuda_warp_sum_up.ll"),
         ("sum3.ll", "sum3_reassociated.ll"),
         ("fcmp_olt.ll", "fcmp_ult.ll")]


@pytest.mark.parametrize(("before", "after"), WRONG)
def test_wrong_afters_are_replayable_violations(before: str, after: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert_replayable_violation(DATA / before, DATA / after, tmp_path, capsys)


def test_reassociation_with_reassoc_is_no_violation(capsys: pytest.CaptureFixture[str]) -> None:
    got = main(["validate", str(DATA / "sum3_reassoc.ll"),
                str(DATA / "sum3_reassoc_reassociated.ll"), "--threads", "32"])
    assert got == 3  # the schedules where the order matters are undecided: fp-choice
    assert "fp-choice" in capsys.readouterr().out


def test_same_kernel_twice_passes() -> None:
    assert main(["validate", str(DATA / "sum3.ll"), str(DATA / "sum3.ll"), "--threads", "32"]) == 0


def test_float_schedule_json_is_exact() -> None:
    # NaN payloads, -0.0, a denormal and infinities survive schedule.json as bit patterns
    s = Schedule(4, (0, 1, 2, 3), {"x": (0x7FC00001, 0x80000000, 0x00000001, 0xFF800000),
                                   "d": (0x7FF0000000000001,) * 4})
    assert Schedule.loads(s.dumps()) == s


def test_a_float_return_difference_is_spelled_as_floats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(DATA / "fcmp_olt.ll"), str(DATA / "fcmp_ult.ll"),
                 "--threads", "32"]) == 1
    assert "before 2143289344 (nan(0x7fc00000)), after 1065353216 (1.0)" in capsys.readouterr().out


def test_run_takes_and_prints_floats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", str(DATA / "sum3.ll"), "--args", "a=0.1,1.0,nan,0x80000000",
                 "--args", "b=0.2", "--args", "c=-0.0,1.0,1.0,-0.0", "--oracle", "both"]) == 0
    out = capsys.readouterr().out
    assert "%a = 0.100000001,1.0,nan(0x7fc00000),-0.0" in out
    # 0.1f + 0.2f rounds to 0.3f (0x3e99999a); 1 + 0.2 + 1 = 2.2f; NaN; -0.0 + 0.2 + -0.0
    assert "lane 0: ret 1050253722 (ret 0.300000012)" in out
    assert "lane 2: ret 2143289344 (ret nan(0x7fc00000))" in out
    assert "agrees with the reference" in out
