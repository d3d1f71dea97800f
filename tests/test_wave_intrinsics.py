"""AMDGPU's lane permutes (DPP, DPP8, ds_swizzle, permlane16/x16/64) and wave.barrier in
both oracles (fuzzfarm.ir.crosslane).

Expected lanes are worked out by hand from the controls' descriptions
(AMDGPUModifierSyntax.rst, "DPP Modifiers", "DPP8 Modifiers", "swizzle pattern") and
from how LLVM's own code uses them (AMDGPUAtomicOptimizer's row_shr/row_bcast scan),
never from the oracles. Lane i holds v = 100 + i and old = 900 + i.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

P = POISON
DATA = Path(__file__).resolve().parent / "data" / "clang"
#: A GFX10+ kernel compiled for 64-lane waves.
W64 = "+wavefrontsize64"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")

DECLS = {
    "update.dpp.i32": "i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, "
                      "i32 immarg, i1 immarg)",
    "mov.dpp.i32": "i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)",
    "mov.dpp8.i32": "i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32 immarg)",
    "ds.swizzle": "i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg)",
    "permlane16.i32": "i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg)",
    "permlanex16.i32": "i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg)",
    "permlane64.i32": "i32 @llvm.amdgcn.permlane64.i32(i32)",
}


def kernel(intrinsic: str, operands: str, cpu: str = "gfx90a", features: str = "") -> str:
    """``ret`` of one call of ``llvm.amdgcn.<intrinsic>(operands)`` (v, old and s are
    per-lane arguments) in a function of ``cpu``."""
    attrs = (f' "target-cpu"="{cpu}"' if cpu else "") + (
        f' "target-features"="{features}"' if features else "")
    return (f"define i32 @k(i32 %v, i32 %old, i32 %s) #0 {{\nentry:\n"
            f"  %r = call i32 @llvm.amdgcn.{intrinsic}({operands})\n  ret i32 %r\n}}\n"
            f"declare {DECLS[intrinsic]} #1\n"
            f"attributes #0 = {{ convergent{attrs} }}\n"
            "attributes #1 = { convergent nounwind }\n")


def dpp(ctrl: int, row_mask: int = 15, bank_mask: int = 15, bound: bool = False,
        cpu: str = "gfx90a", features: str = "") -> str:
    return kernel("update.dpp.i32", f"i32 %old, i32 %v, i32 {ctrl}, i32 {row_mask}, "
                  f"i32 {bank_mask}, i1 {str(bound).lower()}", cpu, features)


def run_both(text: str, n: int, active: list[int] | None = None,
             s: list[int] | None = None) -> list[object] | Outcome:
    """Every active lane's result, after both oracles agree on it."""
    fn = parse_module(text).kernel()
    args = {"v": tuple(100 + i for i in range(n)), "old": tuple(900 + i for i in range(n)),
            "s": tuple(s or [0] * n)}
    sched = Schedule(n, tuple(range(n) if active is None else active), args)
    ref = reference.run(fn, sched).behaviour
    sim = simt.run(fn, sched).behaviour
    assert ref.outcome == sim.outcome, (ref.message, sim.message)
    if ref.outcome is not Outcome.OK:
        return ref.outcome
    assert ref.threads == sim.threads
    return [t.return_value for t in ref.threads]


def v(*lanes: int) -> list[object]:
    return [100 + i for i in lanes]


# (control, expected on a 20-lane wave): rows 0 (lanes 0-15) and 1 (16-19 active).
# Lanes 20-31 are inactive, so whatever reads them is poison.
DPP_CASES = [
    (0x1B, v(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 19, 18, 17, 16)),  # quad_perm [3,2,1,0]
    (0xE4, v(*range(20))),  # quad_perm [0,1,2,3]: the identity
    # row_shl:1 reads lane + 1; lane 15 reads past its row: invalid, keeps old
    (0x101, [*v(*range(1, 16)), 915, *v(17, 18, 19), P]),
    # row_shr:3 reads lane - 3; the first three lanes of each row keep old
    (0x113, [900, 901, 902, *v(*range(0, 13)), 916, 917, 918, 116]),
    # row_ror:1 reads lane - 1 within the row, lane 0 of the row reads lane 15
    (0x121, [*v(15, *range(0, 15)), P, *v(16, 17, 18)]),
    (0x140, [*v(*range(15, -1, -1)), P, P, P, P]),  # row_mirror: 15 - i
    (0x141, [*v(*range(7, -1, -1), *range(15, 7, -1)), P, P, P, P]),  # row_half_mirror
    (0x130, [*v(*range(1, 20)), P]),  # wave_shl:1
    (0x134, [*v(*range(1, 20)), P]),  # wave_rol:1 (lane 63 is the one reading lane 0)
    (0x138, [900, *v(*range(0, 19))]),  # wave_shr:1: lane 0 reads nothing
    (0x13C, [P, *v(*range(0, 19))]),  # wave_ror:1: lane 0 reads lane 63, inactive
    (0x142, [*range(900, 916), *v(15, 15, 15, 15)]),  # row_bcast:15: row 0 reads nothing
    (0x143, list(range(900, 920))),  # row_bcast:31 reaches rows 2 and 3 only
]


@pytest.mark.parametrize(("ctrl", "expected"), DPP_CASES, ids=[hex(c) for c, _ in DPP_CASES])
def test_dpp_controls_on_a_gfx9_wave(ctrl: int, expected: list[object]) -> None:
    assert run_both(dpp(ctrl), 20) == expected


def test_row_and_bank_masks_bound_ctrl_and_mov_dpp() -> None:
    # bank_mask 0b0101: banks 0 and 2 (lanes 0-3, 8-11 of each row) are written;
    # row_mask 0b0001: row 1 keeps old throughout
    assert run_both(dpp(0x1B, row_mask=1, bank_mask=5), 20) == [
        *v(3, 2, 1, 0), 904, 905, 906, 907, *v(11, 10, 9, 8), 912, 913, 914, 915,
        916, 917, 918, 919]
    # bound_ctrl: an invalid source gives 0 instead of old (a masked lane still keeps old)
    assert run_both(dpp(0x101, bound=True), 16) == [*v(*range(1, 16)), 0]
    assert run_both(dpp(0x101, row_mask=0, bound=True), 4) == [900, 901, 902, 903]
    # mov.dpp has no old: poison where update.dpp would keep old
    mov = kernel("mov.dpp.i32", "i32 %v, i32 273, i32 15, i32 14, i1 false")  # row_shr:1
    assert run_both(mov, 8) == [P, P, P, P, *v(3, 4, 5, 6)]
    # a source lane outside S reads poison, also one a movement names validly
    assert run_both(dpp(0x111), 8, active=[0, 1, 3, 4]) == [900, *v(0), P, *v(3)]


def test_dpp_controls_on_a_full_64_lane_wave() -> None:
    assert run_both(dpp(0x13C), 64) == v(63, *range(63))  # wave_ror:1
    assert run_both(dpp(0x134), 64) == v(*range(1, 64), 0)  # wave_rol:1
    assert run_both(dpp(0x130, bound=True), 64) == [*v(*range(1, 64)), 0]  # wave_shl:1
    # row_bcast:15 into rows 1 and 3, row_bcast:31 into rows 2 and 3 (the scan's masks)
    assert run_both(dpp(0x142, row_mask=0xA), 64) == [
        *range(900, 916), *v(*[15] * 16), *range(932, 948), *v(*[47] * 16)]
    assert run_both(dpp(0x143, row_mask=0xC), 64) == [*range(900, 932), *v(*[31] * 32)]
    # row_bcast:31 on every row: rows 0 and 1 are invalid (0 under bound_ctrl)
    assert run_both(dpp(0x143, bound=True), 64) == [0] * 32 + v(*[31] * 32)
    # row_shr:8 in row 3
    assert run_both(dpp(0x118), 64)[48:] == [*range(948, 956), *v(*range(48, 56))]


def test_gfx10_controls_dpp8_and_permlanes() -> None:
    # row_share:5 and row_xmask:3 (GFX10+)
    assert run_both(dpp(0x155, cpu="gfx1030"), 20) == [*v(*[5] * 16), P, P, P, P]  # row 1 reads lane 21
    assert run_both(dpp(0x163, cpu="gfx1030"), 20) == v(*[i ^ 3 for i in range(20)])
    # dpp8:[7,6,5,4,3,2,1,0] (sel = sum of (7 - k) << 3k) and dpp8:[1,1,1,1,0,0,0,0]
    rev = sum((7 - k) << 3 * k for k in range(8))
    assert run_both(kernel("mov.dpp8.i32", f"i32 %v, i32 {rev}", cpu="gfx1030"), 16) == v(
        *range(7, -1, -1), *range(15, 7, -1))
    ones = sum(1 << 3 * k for k in range(4))
    assert run_both(kernel("mov.dpp8.i32", f"i32 %v, i32 {ones}", cpu="gfx1030"), 8) == v(1, 1, 1, 1, 0, 0, 0, 0)
    # permlane16: lane i of a row reads nibble i of sel_hi:sel_lo; here the row reversed
    sel_lo, sel_hi = 0x89ABCDEF, 0x01234567
    lane16 = f"i32 %old, i32 %v, i32 {sel_lo}, i32 {sel_hi}, i1 false, i1 false"
    assert run_both(kernel("permlane16.i32", lane16, cpu="gfx1030"), 32) == v(
        *range(15, -1, -1), *range(31, 15, -1))
    # permlanex16 reads the other row of the pair: row 0 from row 1 and back
    assert run_both(kernel("permlanex16.i32", lane16, cpu="gfx1030"), 32) == v(
        *range(31, 15, -1), *range(15, -1, -1))
    assert run_both(kernel("permlanex16.i32", lane16, cpu="gfx1030", features=W64), 64)[32:] == v(
        *range(63, 47, -1), *range(47, 31, -1))
    # permlane64 swaps the halves of a 64-lane wave and does nothing on a 32-lane one
    swap = kernel("permlane64.i32", "i32 %v", cpu="gfx1100", features=W64)
    assert run_both(swap, 64) == v(*range(32, 64), *range(32))
    assert run_both(swap, 40) == [*v(*range(32, 40)), *[P] * 24, *v(*range(8))]
    assert run_both(kernel("permlane64.i32", "i32 %v", cpu="gfx1100"), 4) == v(0, 1, 2, 3)


def test_ds_swizzle_modes() -> None:
    # bitmask mode: and 0x1f, or 0, xor 1 (lane ^ 1); and 0x10, or 3 (lane 3 of each 16)
    assert run_both(kernel("ds.swizzle", "i32 %v, i32 1055"), 8, active=[0, 1, 2, 3, 5, 6, 7]) == [
        *v(1, 0, 3, 2), P, *v(7, 6)]
    assert run_both(kernel("ds.swizzle", f"i32 %v, i32 {0x10 | 3 << 5}"), 40) == v(
        *[3] * 16, *[19] * 16, *[35] * 8)
    # quad-permute mode: 0x8000 | [3,3,0,1]
    quad = 0x8000 | 3 | 3 << 2 | 0 << 4 | 1 << 6
    assert run_both(kernel("ds.swizzle", f"i32 %v, i32 {quad}"), 8) == v(3, 3, 0, 1, 7, 7, 4, 5)
    # a 64-lane wave: bitmask groups are 32 lanes (xor 16 stays in its half)
    assert run_both(kernel("ds.swizzle", f"i32 %v, i32 {31 | 16 << 10}"), 64)[32:40] == v(
        *range(48, 56))


@pytest.mark.parametrize(("text", "why"), [
    (dpp(0x130, cpu="gfx1030"), "GFX8/9 only"),  # wave_shl:1 is gone on GFX10
    (dpp(0x142, cpu=""), "GFX8/9 only"),  # a row broadcast on an unknown target
    (dpp(0x150), "row_share"),  # row_newbcast on GFX90A, for 64-bit DPP
    (dpp(0x100), "unused encoding"),  # row_shl:0
    (dpp(0x131), "unused encoding"),
    (dpp(0x1B, row_mask=16), "4-bit mask"),
    (kernel("mov.dpp8.i32", "i32 %v, i32 0"), "GFX10"),  # no DPP8 on GFX9
    (kernel("ds.swizzle", "i32 %v, i32 49152"), "rotate and FFT"),  # 0xC000: rotate mode
    (kernel("ds.swizzle", "i32 %v, i32 33279"), "rotate and FFT"),  # 0x81FF: not 0x80 in 15:8
    (kernel("permlane64.i32", "i32 %v", cpu=""), "wave size"),
    (kernel("permlane16.i32", "i32 %old, i32 %v, i32 0, i32 0, i1 false, i1 false"), "GFX10"),
    (kernel("update.dpp.i32", "i32 %old, i32 %v, i32 %s, i32 15, i32 15, i1 false"), "immarg"),
])
def test_encodings_the_target_leaves_open_are_unsupported(text: str, why: str) -> None:
    fn = parse_module(text).kernel()
    sched = Schedule.full(4, {"v": (1, 2, 3, 4), "old": (0,) * 4, "s": (0,) * 4})
    for oracle in (reference, simt):
        got = oracle.run(fn, sched).behaviour
        assert got.outcome is Outcome.UNSUPPORTED and why in (got.message or ""), got.message


def test_permlane_selects_must_be_uniform() -> None:
    text = kernel("permlane16.i32", "i32 %old, i32 %v, i32 %s, i32 0, i1 false, i1 false",
                  cpu="gfx1030")
    assert run_both(text, 4, s=[0x3210] * 4) == v(0, 1, 2, 3)
    assert run_both(text, 4, s=[0, 0, 1, 0]) is Outcome.UNSUPPORTED


def _random_case(rng: random.Random) -> tuple[str, int, list[int]]:
    """A random permute with a meaning on its target, a wave and its active lanes."""
    kind = rng.choice(["dpp9", "dpp10", "dpp8", "swizzle", "lane16", "lanex16", "lane64"])
    if kind in ("dpp9", "dpp10"):
        ctrls = [rng.randrange(256), *[b + rng.randrange(1, 16) for b in (0x100, 0x110, 0x120)],
                 0x140, 0x141] + ([0x130, 0x134, 0x138, 0x13C, 0x142, 0x143] if kind == "dpp9"
                                  else [0x150 + rng.randrange(16), 0x160 + rng.randrange(16)])
        text = dpp(rng.choice(ctrls), rng.randrange(16), rng.randrange(16), rng.random() < 0.5,
                   cpu="gfx90a" if kind == "dpp9" else "gfx1030",
                   features="" if kind == "dpp9" else W64)
    elif kind == "dpp8":
        text = kernel("mov.dpp8.i32", f"i32 %v, i32 {rng.randrange(1 << 24)}", cpu="gfx1030", features=W64)
    elif kind == "swizzle":
        offset = rng.choice([rng.randrange(0x8000), 0x8000 | rng.randrange(256)])
        text = kernel("ds.swizzle", f"i32 %v, i32 {offset}")
    elif kind == "lane64":
        text = kernel("permlane64.i32", "i32 %v", cpu="gfx1100", features=W64)
    else:
        sel = f"i32 {rng.randrange(1 << 32) - (1 << 31)}, i32 {rng.randrange(1 << 32) - (1 << 31)}"
        flags = f"i1 {rng.choice(['true', 'false'])}, i1 {rng.choice(['true', 'false'])}"
        text = kernel(f"permlane{'x' if kind == 'lanex16' else ''}16.i32",
                      f"i32 %old, i32 %v, {sel}, {flags}", cpu="gfx1030", features=W64)
    n = rng.choice([8, 20, 33, 64])
    return text, n, sorted(rng.sample(range(n), rng.randrange(1, n + 1)))


def test_the_oracles_agree_on_random_permutes() -> None:
    rng = random.Random(7)
    outcomes = set()
    for _ in range(40):
        text, n, active = _random_case(rng)
        got = run_both(text, n, active=active)  # asserts the agreement
        outcomes.add(got if isinstance(got, Outcome) else Outcome.OK)
    assert outcomes == {Outcome.OK}


WAVE_BARRIER = """\
define i32 @k(i32 %v, i32 %old, i32 %s) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %then, label %end
then:
  call void @llvm.amdgcn.wave.barrier()
  %m = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %v, i32 0)
  %x = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0)
  %mx = add i32 %m, %x
  br label %end
end:
  %r = phi i32 [ %lane, %entry ], [ %mx, %then ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare void @llvm.amdgcn.wave.barrier() #1
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32 immarg) #1
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1
attributes #0 = { convergent "target-cpu"="gfx90a" }
attributes #1 = { convergent nounwind }
"""


def test_wave_barrier_communicates_nothing(tmp_path: Path) -> None:
    """wave.barrier is a convergent operation with no value and no event: moving it out
    of the branch, or deleting it, changes no behaviour. (mbcnt and wave.reduce.umin/umax
    are read too: lanes 0 and 1 return min + max of 100, 101.)"""
    assert run_both(WAVE_BARRIER, 4) == [201, 201, 2, 3]
    moved = WAVE_BARRIER.replace("  call void @llvm.amdgcn.wave.barrier()\n", "").replace(
        "  %c = icmp", "  call void @llvm.amdgcn.wave.barrier()\n  %c = icmp")
    deleted = WAVE_BARRIER.replace("  call void @llvm.amdgcn.wave.barrier()\n", "")
    for after in (moved, deleted):
        assert _validate(WAVE_BARRIER, after, tmp_path) == 0


def _validate(before: str, after: str, tmp_path: Path, *extra: str) -> int:
    (tmp_path / "before.ll").write_text(before)
    (tmp_path / "after.ll").write_text(after)
    return main(["validate", str(tmp_path / "before.ll"), str(tmp_path / "after.ll"), *extra])


def scan(t: int) -> int:
    """The inclusive prefix sum of in[0..t] with in[t] = t + 1."""
    return (t + 1) * (t + 2) // 2


def test_clangs_dpp_scan_by_hand() -> None:
    """tests/data/clang/dpp_scan.ll (kernels.hip, gfx90a): row_shr 1, 2, 4, 8, then
    row_bcast:15 into rows 1 and 3 and row_bcast:31 into rows 2 and 3, sum the whole
    64-lane wave into an inclusive scan (as LLVM's atomic optimizer does on GFX9); where
    the sum is odd the lane stores its swizzle pair's sum minus its row mirror's."""
    text = (DATA / "dpp_scan.ll").read_text()
    expected = [scan(t) if scan(t) % 2 == 0 else scan(t ^ 1) - scan((t & ~15) | (15 - (t & 15)))
                for t in range(64)]
    assert _stored(text, (reference,)) == [e & 0xFFFFFFFF for e in expected]
    if shutil.which("opt-19"):  # the lane simulator reads it once LLVM removed the allocas
        optimized = subprocess.run(["opt-19", "-passes=default<O3>", "-S"], input=text, text=True,
                                   capture_output=True, check=True).stdout
        assert "update.dpp" in optimized and "ds.swizzle" in optimized
        assert _stored(optimized, (reference, simt)) == [e & 0xFFFFFFFF for e in expected]


def _stored(text: str, oracles: tuple[object, ...]) -> list[int]:
    """Each lane's word of out[] on a full 64-lane wave with in[t] = t + 1 (the oracles agree)."""
    fn = parse_module(text).kernel()
    names = [a.name for a in fn.args]
    sched = Schedule.full(64, buffer_bytes=256, buffers={names[0]: tuple(range(1, 65))})
    seen = []
    for oracle in oracles:
        got = oracle.run(fn, sched).behaviour  # type: ignore[attr-defined]
        assert got.outcome is Outcome.OK, got.message
        seen.append([int.from_bytes(bytes(t.buffers[1][4 * t.lane:4 * t.lane + 4]), "little")
                     for t in got.threads])
    assert all(words == seen[0] for words in seen)
    return seen[0]


@needs_opt19
def test_clangs_dpp_scan_validates_through_real_pipelines(capsys: pytest.CaptureFixture[str]) -> None:
    for pipeline in (["--opt", "opt-19", "--pipeline", "default<O3>"], ["--pipeline", "O3"]):
        assert main(["validate", str(DATA / "dpp_scan.ll"), *pipeline, "--threads", "64",
                     "--schedules", "3"]) == 0
        assert "0 undecided" in capsys.readouterr().out


@pytest.mark.parametrize(("edit", "into"), [
    ("i32 322, i32 10,", "i32 322, i32 15,"),  # row_bcast:15 also into rows 0 and 2
    ("i32 276, i32 15", "i32 275, i32 15"),  # row_shr:4 made row_shr:3
    ("i32 %51, i32 1055)", "i32 %51, i32 2079)"),  # the swizzle's xor 1 made xor 2
])
def test_a_changed_control_is_a_replayable_violation(edit: str, into: str, tmp_path: Path) -> None:
    text = (DATA / "dpp_scan.ll").read_text()
    after = text.replace(edit, into)
    assert after != text
    out = tmp_path / "repro"
    assert _validate(text, after, tmp_path, "--threads", "64", "--schedules", "1",
                     "--out", str(out)) == 1
    assert main(["replay", str(out)]) == 1


# -- a lane index on a wave known to have 32 lanes ------------------------------------------

READLANE = """define i32 @k(i32 %v, i32 %old, i32 %s) #0 {
entry:
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %s)
  %a = shl i32 %s, 2
  %b = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %w = shl i32 %b, 16
  %x = or i32 %r, %w
  ret i32 %x
}
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #1
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1
attributes #0 = { convergent ATTRS }
attributes #1 = { convergent nounwind }
"""


@pytest.mark.parametrize(("attrs", "expected"), [
    ('"target-cpu"="gfx1030"', 100 + 1),  # wave32: SSRC1[4:0], addr[6:2] mod 32
    ('"target-features"="+wavefrontsize32"', 100 + 1),
    # compiled for 64 lanes: lane 33, which is not in S (poison; the `or` makes all poison)
    ('"target-cpu"="gfx1030" "target-features"="+wavefrontsize64"', P),
    ("", None),  # no target: lane 33 exists on a 64-lane wave only, which 4 lanes do not say
])
def test_a_wave32_kernels_lane_index_is_read_modulo_32(attrs: str, expected: object) -> None:
    """Index 33 (readlane) and byte address 33 * 4 (ds_bpermute) name lane 1 on code compiled
    for 32-lane waves (conventions.amdgpu_wave32: no launch has lane 33); LLVM's InstCombine
    drops a readlane's ``and %l, 31`` there. Elsewhere lane 33 needs a wave known to be 64."""
    got = run_both(READLANE.replace("ATTRS", attrs), 4, s=[33] * 4)
    if expected is None:
        assert got is Outcome.UNSUPPORTED
    elif expected is P:
        assert got == [P] * 4
    else:
        assert isinstance(expected, int) and got == [expected | expected << 16] * 4


def test_validate_decides_a_wave32_readlane_whose_mask_llvm_dropped(capsys) -> None:  # type: ignore[no-untyped-def]
    """After the embedded O2 the readlane index is s + 1 (the ``and 31`` gone): s = 31 read
    "lane 32", which was unsupported on every such schedule (validate undecided)."""
    kernel = Path(__file__).resolve().parent / "data" / "wave32" / "readlane_masked.ll"
    assert main(["validate", str(kernel), "--pipeline", "O2", "--schedules", "24"]) == 0
    out = capsys.readouterr().out
    assert "verdict: pass" in out and " 0 undecided" in out, out
