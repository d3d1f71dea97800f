"""``llvm.amdgcn.rcp.f32``: read as the correctly rounded 1/x, an fp-choice on every result.

amdgpu-codegenprepare expands a 32-bit ``udiv``/``urem`` by a value into float code around
``llvm.amdgcn.rcp.f32`` (V_RCP_F32: within 1 ulp, denormals unsupported; fuzzfarm/fpenv.py
``AMDGCN_RCP``), followed by integer correction steps that make the quotient exact whatever
the reciprocal's last bit. The oracles give IEEE's 1/x and record ``fp-choice``: the expanded
kernel validates against its original, and a wrong expansion is never a pass.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "amdrcp"
M32 = (1 << 32) - 1

RCP = """
define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi
  %r = call float @llvm.amdgcn.rcp.f32(float %x)
  %po = getelementptr float, ptr %out, i32 %l
  store float %r, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.rcp.f32(float)
attributes #0 = { "target-cpu"="gfx1030" }
"""


def _run(text: str, inputs: list[int], words: int) -> tuple[list[list[int]], frozenset[str]]:
    """Each lane's first ``words`` 32-bit words of ``out`` (both oracles agreeing bit for
    bit, approximations included), lane l reading its operands from ``in``."""
    fn = parse_module(text).kernel()
    lanes = len(inputs) // (words if words > 1 else 1)
    sched = Schedule(lanes, tuple(range(lanes)), buffer_bytes=4 * len(inputs),
                     buffers={fn.args[0].name: tuple(w & M32 for w in inputs)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    out = [[int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little")
            for i in range(words * lane, words * lane + words)]
           for lane, t in enumerate(ref.threads)]
    return out, ref.approximations


#: operand bits -> 1/x bits, by hand: 2.0 -> 0.5; 10.0 -> 0x3DCCCCCD (0.1f); 3.0 ->
#: 0x3EAAAAAB (1/3 rounded up: its significand 0xAAAAAA|AA... rounds to ...AB); -4.0 -> -0.25;
#: +0 -> +inf and -0 -> -inf, +inf -> +0 and -inf -> -0 (the ISA's V_RCP_F32 table);
#: 2**127 -> 2**-127 = 2**22 * 2**-149, the denormal 0x00400000; the denormal 2**-149 -> 2**149, past the
#: largest float: +inf.
RCP_BY_HAND = {0x40000000: 0x3F000000, 0x41200000: 0x3DCCCCCD, 0x40400000: 0x3EAAAAAB,
               0xC0800000: 0xBE800000, 0x00000000: 0x7F800000, 0x80000000: 0xFF800000,
               0x7F800000: 0x00000000, 0xFF800000: 0x80000000, 0x7F000000: 0x00400000,
               0x00000001: 0x7F800000}


def test_rcp_hand_values_and_special_cases() -> None:
    got, notes = _run(RCP, list(RCP_BY_HAND), 1)
    assert [w[0] for w in got] == list(RCP_BY_HAND.values())
    assert "fp-choice" in notes  # the hardware's answer is only within 1 ulp of these


def test_rcp_of_nan_is_nan() -> None:
    got, _ = _run(RCP, [0x7FC00000, 0xFF800001], 1)
    assert all(w[0] & 0x7F800000 == 0x7F800000 and w[0] & 0x7FFFFF for w in got)


def test_rcp_oracles_agree_on_random_operands() -> None:
    """Random bits (every class: normal, denormal, zero, infinity, NaN) and random normal
    floats of every exponent: the reference's exact 1/x and numpy's division agree."""
    rng = random.Random(11)
    for _ in range(3):
        _run(RCP, [rng.getrandbits(32) for _ in range(32)], 1)
    normals = [(rng.getrandbits(1) << 31) | (e << 23) | rng.getrandbits(23) for e in range(1, 255)]
    for start in range(0, len(normals), 32):
        _run(RCP, normals[start:start + 32], 1)


@pytest.mark.parametrize("name", ["llvm.amdgcn.rcp.f64", "llvm.amdgcn.rcp.f16", "llvm.amdgcn.rsq.f64"])
def test_other_approximations_stay_unsupported(tmp_path: Path, name: str) -> None:
    """No primary source states rcp's or rsq's f64/f16 accuracy (rsq.f32: test_amdgcn_rsq.py)."""
    ty = {"f64": "double", "f16": "half", "f32": "float"}[name[-3:]]
    text = RCP.replace("float", ty).replace("llvm.amdgcn.rcp.f32", name)
    path = tmp_path / "k.ll"
    path.write_text(text)
    ran = fuzzfarm(["run", path, "--threads", "2"])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert "accuracy the target chooses" in ran.stdout + ran.stderr


#: (numerator, divisor) per lane: quotient and remainder by hand are n // d and n % d.
DIVISIONS = [(7, 2), (M32, 1), (M32, M32), (1000000007, 3), (0x80000000, 0x7FFFFFFF),
             (12345, 12346), (M32, 0x10001), (0xDEADBEEF, 0xBEEF)]


def test_expanded_division_gives_the_exact_quotient_on_hand_lanes() -> None:
    """opt-19's amdgpu-codegenprepare expansion (udiv_after.ll), run on both oracles with
    rcp read as 1/x: every lane's quotient and remainder are the exact ones."""
    text = (DATA / "udiv_after.ll").read_text()
    assert "llvm.amdgcn.rcp.f32" in text and "udiv" not in text
    got, notes = _run(text, [w for pair in DIVISIONS for w in pair], 2)
    assert got == [[n // d, n % d] for n, d in DIVISIONS]
    assert "fp-choice" in notes


def test_expanded_division_validates_against_its_original() -> None:
    """Was exit 3 (llvm.amdgcn.rcp unsupported): now decided, no counterexample."""
    ran = fuzzfarm(["validate", DATA / "udiv_before.ll", DATA / "udiv_after.ll",
                    "--threads", "4", "--schedules", "4"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert " 0 undecided" in ran.stdout


def test_wrong_expansion_is_not_a_pass(tmp_path: Path) -> None:
    """The expanded quotient plus one: the difference is downstream of rcp's fp-choice (and
    of the expansion's fast fmul), so it is undecided, never a pass."""
    text = (DATA / "udiv_after.ll").read_text()
    final = "  %28 = select i1 %26, i32 %27, i32 %23\n"
    assert final in text
    wrong = text.replace(final, "  %q0 = select i1 %26, i32 %27, i32 %23\n  %28 = add i32 %q0, 1\n")
    path = tmp_path / "wrong.ll"
    path.write_text(wrong)
    ran = fuzzfarm(["validate", DATA / "udiv_before.ll", path, "--threads", "4",
                    "--schedules", "4"])
    assert ran.returncode in (1, 3), ran.stdout + ran.stderr
    assert "verdict: pass" not in ran.stdout


@pytest.mark.parametrize("op", ["rcp", "rsq"])
def test_rcp_is_uniform_on_a_uniform_operand(op: str) -> None:
    """A per-lane function (seed 003's data dependence): uniform operand, uniform result;
    the lane's own value gives a divergent one. Was divergent (an llvm.amdgcn. callee);
    rsq (tests/test_amdgcn_rsq.py) likewise."""
    from fuzzfarm.analysis.uniformity import analyze

    text = """
define void @k(float inreg %u, ptr %out) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %l to float
  %ru = call float @llvm.amdgcn.rcp.f32(float %u)
  %rl = call float @llvm.amdgcn.rcp.f32(float %f)
  store float %ru, ptr %out
  store float %rl, ptr %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.rcp.f32(float)
"""
    fn = parse_module(text.replace("llvm.amdgcn.rcp", f"llvm.amdgcn.{op}")).kernel()
    info = analyze(fn)
    calls = {i.name: i for i in fn.instructions() if i.opcode == "call"}
    assert info.is_uniform(calls["ru"])
    assert not info.is_uniform(calls["rl"])
