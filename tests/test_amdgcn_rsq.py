"""``llvm.amdgcn.rsq.f32``/``sqrt.f32``: read as correctly rounded, an fp-choice on every result.

amdgpu-codegenprepare writes ``llvm.amdgcn.rsq.f32`` (V_RSQ_F32: within 1 ulp, denormals
unsupported; fuzzfarm/fpenv.py ``AMDGCN_RSQ``) for ``1/sqrt(x)`` when the sqrt and the fdiv
allow contraction and an error of 1 ulp or more (``!fpmath``), scaling a denormal operand
by 2**24 and the result back by 2**12. The reference rounds the exact root once (integer
square roots on scaled rationals), the simulator a float64 estimate, deciding the few near a
float32 midpoint exactly; they must agree bit for bit. For a ``llvm.sqrt.f32`` with
``!fpmath`` >= 2 ulp it writes ``llvm.amdgcn.sqrt.f32`` (V_SQRT_F32, "The raw instruction
is 1 ulp", fuzzfarm/fpenv.py ``AMDGCN_SQRT``), read as llvm.sqrt's correctly rounded root.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_amdgcn_rcp import RCP, _run

from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule

DATA = Path(__file__).resolve().parent / "data" / "amdrsq"

#: test_amdgcn_rcp.py's kernel: out[l] = rsq(in[l]).
RSQ = RCP.replace("llvm.amdgcn.rcp.f32", "llvm.amdgcn.rsq.f32")
SQRT = RCP.replace("llvm.amdgcn.rcp.f32", "llvm.amdgcn.sqrt.f32")

#: operand bits -> 1/sqrt(x) bits, by hand: 4.0 -> 0.5; 0.25 -> 2.0; 9.0 -> 1/3 (0x3EAAAAAB);
#: 2.0 -> 1/sqrt(2) = 0.70710678118654752..., significand 0xB504F3|33... rounds down:
#: 0x3F3504F3; the denormal 2**-148 -> 2**74; 2**126 -> 2**-63; +0 -> +inf, -0 -> -inf,
#: +inf -> +0 (the ISA's V_RSQ_F32 table); -4.0 and -inf -> NaN (checked apart).
RSQ_BY_HAND = {0x40800000: 0x3F000000, 0x3E800000: 0x40000000, 0x41100000: 0x3EAAAAAB,
               0x40000000: 0x3F3504F3, 0x00000002: 0x64800000, 0x7E800000: 0x20000000,
               0x00000000: 0x7F800000, 0x80000000: 0xFF800000, 0x7F800000: 0x00000000}

#: Operands whose float64 estimate 1/sqrt(x) lies within 2**8 float64 ulps of a float32
#: midpoint (found by scanning [1, 4)), where the simulator decides exactly; 0x403A18E3's
#: estimate is 1 ulp from it. Times 4**k they keep their significands.
HARD = [0x403A18E3, 0x4009F038, 0x407FFFFE, 0x3FBA2A39, 0x3FD2208F, 0x3FED3230,
        0x3F9CA018, 0x3F9CFD44, 0x3FD19305, 0x4023707B, 0x407DBBAC]


def test_rsq_hand_values_and_special_cases() -> None:
    got, notes = _run(RSQ, list(RSQ_BY_HAND), 1)
    assert [w[0] for w in got] == list(RSQ_BY_HAND.values())
    assert "fp-choice" in notes  # the hardware's answer is only within 1 ulp of these


def test_rsq_of_negative_or_nan_is_nan() -> None:
    got, _ = _run(RSQ, [0xC0800000, 0xFF800000, 0x80000001, 0x7FC00000, 0xFF800001], 1)
    assert all(w[0] & 0x7F800000 == 0x7F800000 and w[0] & 0x7FFFFF for w in got)


def test_rsq_oracles_agree_near_float32_midpoints() -> None:
    """Where rounding the float64 estimate would be a guess, both oracles still agree (the
    simulator compares x * M * M with 1 exactly), in several binades and as denormals."""
    scaled = [h + (k << 24) for h in HARD for k in (-30, -1, 0, 5, 30)]
    denormal = [0x00000003, 0x00000005, 0x007FFFFF, 0x00123457]
    pats = scaled + denormal
    for start in range(0, len(pats), 16):
        _run(RSQ, pats[start:start + 16], 1)


def test_rsq_oracles_agree_on_random_operands() -> None:
    """Random bits (every class) and random positive floats of every exponent."""
    rng = random.Random(13)
    for _ in range(3):
        _run(RSQ, [rng.getrandbits(32) for _ in range(32)], 1)
    normals = [(e << 23) | rng.getrandbits(23) for e in range(0, 255)]
    for start in range(0, len(normals), 32):
        _run(RSQ, normals[start:start + 32], 1)


#: Operands on which 1/sqrt rounded twice (BEFORE) and once (AFTER) agree: squares of
#: dyadics and of 3 and 5 (the root exact), denormals (scaled exactly by 2**24 and back),
#: the specials, a negative value.
VALIDATE_INPUTS = [0x40800000, 0x3E800000, 0x41100000, 0x41C80000, 0x40100000, 0x3F800000,
                   0x00000200, 0x00000002, 0x00800000, 0x7E800000, 0x00000000, 0x80000000,
                   0x7F800000, 0xC0800000, 0xFF800000, 0x7FC00000]


def _hand_schedule(tmp_path: Path) -> Path:
    """VALIDATE_INPUTS as ``%in`` (the argument of rsq_before.ll and sqrt_before.ll)."""
    fn = parse_module((DATA / "rsq_before.ll").read_text()).kernel()
    lanes = len(VALIDATE_INPUTS)
    sched = Schedule(lanes, tuple(range(lanes)), buffer_bytes=4 * lanes,
                     buffers={fn.args[0].name: tuple(VALIDATE_INPUTS)})
    path = tmp_path / "s.json"
    path.write_text(sched.dumps())
    return path


def test_codegenprepare_rsq_validates_against_its_original(tmp_path: Path) -> None:
    """opt-19's rsq_after.ll on inputs where both roundings agree: was exit 2
    (llvm.amdgcn.rsq unsupported), now decided without a counterexample."""
    assert "llvm.amdgcn.rsq.f32" in (DATA / "rsq_after.ll").read_text()
    ran = fuzzfarm(["validate", DATA / "rsq_before.ll", DATA / "rsq_after.ll",
                    "--schedule", _hand_schedule(tmp_path)])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "verdict: pass" in ran.stdout


def test_codegenprepare_rsq_on_generated_schedules_is_never_a_bug() -> None:
    """Random inputs: every schedule agrees or is undecided (1/sqrt rounded twice in BEFORE
    may be an ulp from rsq's once-rounded value), never a counterexample; was exit 2. (The
    pass is run by hand: fuzzfarm's printer does not keep ``!fpmath``, so ``--opt opt-19
    --pipeline amdgpu-codegenprepare`` leaves this kernel unchanged.)"""
    ran = fuzzfarm(["validate", DATA / "rsq_before.ll", DATA / "rsq_after.ll",
                    "--threads", "4", "--schedules", "4"])
    assert ran.returncode in (0, 3), ran.stdout + ran.stderr
    assert "counterexample" not in ran.stdout.replace("no counterexample", "")


@pytest.mark.parametrize("wrong", ["float 4.096000e+03", "float 0x4170000000000000"])
def test_wrong_rescaling_is_not_a_pass(tmp_path: Path, wrong: str) -> None:
    """The denormal path scaled wrongly (by 2**13 after, or 2**25 before): the difference is
    downstream of rsq's fp-choice, so undecided or a bug, never a pass."""
    text = (DATA / "rsq_after.ll").read_text()
    assert wrong in text
    bad = "float 8.192000e+03" if "4.096" in wrong else "float 0x4180000000000000"
    path = tmp_path / "wrong.ll"
    path.write_text(text.replace(wrong, bad))
    ran = fuzzfarm(["validate", DATA / "rsq_before.ll", path, "--schedule", _hand_schedule(tmp_path)])
    assert ran.returncode in (1, 3), ran.stdout + ran.stderr
    assert "verdict: pass" not in ran.stdout


#: operand bits -> sqrt bits, by hand: 4.0 -> 2.0; 2.0 -> sqrt(2) = 1.41421356237309505...,
#: significand 0xB504F3|33... rounds down: 0x3FB504F3; the denormal 2**-148 -> 2**-74;
#: +-0 -> +-0; +inf -> +inf (V_SQRT_F32's table, as IEEE's).
SQRT_BY_HAND = {0x40800000: 0x40000000, 0x40000000: 0x3FB504F3, 0x00000002: 0x1A800000,
                0x00000000: 0x00000000, 0x80000000: 0x80000000, 0x7F800000: 0x7F800000}


def test_amdgcn_sqrt_hand_values_special_cases_and_agreement() -> None:
    got, notes = _run(SQRT, list(SQRT_BY_HAND), 1)
    assert [w[0] for w in got] == list(SQRT_BY_HAND.values())
    assert "fp-choice" in notes  # V_SQRT_F32 is only within 1 ulp
    got, _ = _run(SQRT, [0xC0800000, 0xFF800000, 0x80000001, 0x7FC00000], 1)
    assert all(w[0] & 0x7F800000 == 0x7F800000 and w[0] & 0x7FFFFF for w in got)
    rng = random.Random(17)
    for _ in range(3):
        _run(SQRT, [rng.getrandbits(32) for _ in range(32)], 1)


def test_codegenprepare_sqrt_validates_against_its_original(tmp_path: Path) -> None:
    """opt-19's sqrt_after.ll (exact ldexp scalings around llvm.amdgcn.sqrt.f32): was exit 2,
    now decided on generated schedules and on the hand inputs (denormals included)."""
    assert "llvm.amdgcn.sqrt.f32" in (DATA / "sqrt_after.ll").read_text()
    for extra in (["--threads", "4", "--schedules", "8"], ["--schedule", _hand_schedule(tmp_path)]):
        ran = fuzzfarm(["validate", DATA / "sqrt_before.ll", DATA / "sqrt_after.ll", *extra])
        assert ran.returncode == 0, ran.stdout + ran.stderr
        assert "verdict: pass" in ran.stdout


def test_wrong_sqrt_rescaling_is_not_a_pass(tmp_path: Path) -> None:
    """The denormal path's root scaled by 2**-15: downstream of the fp-choice, never a pass."""
    text = (DATA / "sqrt_after.ll").read_text()
    assert "i32 -16, i32 0" in text
    path = tmp_path / "wrong.ll"
    path.write_text(text.replace("i32 -16, i32 0", "i32 -15, i32 0"))
    ran = fuzzfarm(["validate", DATA / "sqrt_before.ll", path, "--schedule", _hand_schedule(tmp_path)])
    assert ran.returncode in (1, 3), ran.stdout + ran.stderr
    assert "verdict: pass" not in ran.stdout


#: lane l: in[2l] / in[2l+1] through llvm.amdgcn.fdiv.fast to out[2l] (fdiv_after.ll).
FDIV_FAST = (DATA / "fdiv_after.ll").read_text()
#: (a, b) -> a/b bits, by hand: 1/3 -> 0x3EAAAAAB; 6/-2 -> -3; 1/+0 -> +inf; 0/0 -> NaN
#: (checked apart); 2**127 / 2**-2 -> past the largest float: +inf.
FDIV_BY_HAND = {(0x3F800000, 0x40400000): 0x3EAAAAAB, (0x40C00000, 0xC0000000): 0xC0400000,
                (0x3F800000, 0x00000000): 0x7F800000, (0x7F000000, 0x3E800000): 0x7F800000}


def _quotients(pairs: list[int]) -> tuple[list[int], frozenset[str]]:
    """out[2l] of each lane."""
    got, notes = _run(FDIV_FAST, pairs, 2)
    return [words[0] for words in got], notes


def test_fdiv_fast_hand_values_and_agreement() -> None:
    got, notes = _quotients([w for pair in FDIV_BY_HAND for w in pair])
    assert got == list(FDIV_BY_HAND.values())
    assert "fp-choice" in notes  # 2.5 ulp
    got, _ = _quotients([0, 0, 0x7F800000, 0xFF800000])
    assert all(w & 0x7F800000 == 0x7F800000 and w & 0x7FFFFF for w in got)
    rng = random.Random(19)
    for _ in range(3):
        _run(FDIV_FAST, [rng.getrandbits(32) for _ in range(64)], 2)


def test_codegenprepare_fdiv_fast_validates_against_its_original() -> None:
    """An fdiv with !fpmath 2.5 in a denormal-flushing function becomes fdiv.fast: was
    exit 2 (unsupported intrinsic), now decided."""
    ran = fuzzfarm(["validate", DATA / "fdiv_before.ll", DATA / "fdiv_after.ll",
                    "--threads", "4", "--schedules", "8"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "verdict: pass" in ran.stdout


def test_swapped_fdiv_fast_is_not_a_pass(tmp_path: Path) -> None:
    """b/a instead of a/b: downstream of the fp-choice, a bug or undecided, never a pass."""
    call = "@llvm.amdgcn.fdiv.fast(float %a, float %b)"
    assert call in FDIV_FAST
    path = tmp_path / "wrong.ll"
    path.write_text(FDIV_FAST.replace(call, "@llvm.amdgcn.fdiv.fast(float %b, float %a)"))
    ran = fuzzfarm(["validate", DATA / "fdiv_before.ll", path, "--threads", "4", "--schedules", "4"])
    assert ran.returncode in (1, 3), ran.stdout + ran.stderr
    assert "verdict: pass" not in ran.stdout
