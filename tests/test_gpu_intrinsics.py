"""AMDGPU's and NVVM's intrinsics that real kernels use and the oracles now read
(README, "IR conventions"): ``llvm.amdgcn.perm``, the dot products ``sdot4``/``udot4``/
``sdot2``/``udot2`` (fuzzfarm/ir/intmath.py).

Every expected value is worked out here by hand from the ISA's definition (AMD's RDNA ISA
guides: V_PERM_B32's BYTE_PERMUTE, V_DOT4_I32_I8 ... with the clamp bit); both oracles
run each kernel and must agree bit for bit.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

M32 = (1 << 32) - 1


def _run(text: str, inputs: list[list[int]], words: int) -> tuple[list[list[int]], frozenset[str]]:
    """Each lane's first ``words`` (at most 8) 32-bit words of ``out`` (both oracles agreeing bit for
    bit, approximations included); lane l reads ``inputs[l]`` from ``in`` at word
    ``l * len(inputs[l])``."""
    fn = parse_module(text).kernel()
    flat = [w & M32 for row in inputs for w in row]
    lanes = len(inputs)
    sched = Schedule(lanes, tuple(range(lanes)), buffer_bytes=max(64, 4 * len(flat), 32 * lanes),
                     buffers={fn.args[0].name: tuple(flat)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    out = [[int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little")
            for i in range(8 * lane, 8 * lane + words)]
           for lane, t in enumerate(ref.threads)]
    return out, ref.approximations


def _kernel(body: str, ins: int, decls: str) -> str:
    """A kernel whose lane l loads ``%a0 .. %a{ins-1}`` from words ``l*ins ..`` of ``in``
    and runs ``body`` (which stores into ``%out`` at ``%o``, ``%o1`` ...)."""
    loads = "\n".join(f"  %p{i} = getelementptr i32, ptr %in, i32 %b{i}\n"
                      f"  %a{i} = load i32, ptr %p{i}\n  %b{i + 1} = add i32 %b{i}, 1"
                      for i in range(ins))
    return f"""
define void @k(ptr %in, ptr %out) #0 {{
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %b0 = mul i32 %l, {ins}
{loads}
  %o = mul i32 %l, 8
{body}
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
{decls}
attributes #0 = {{ "target-cpu"="gfx90a" }}
"""


def _stores(values: list[str]) -> str:
    return "\n".join(f"  %q{k} = add i32 %o, {k}\n  %s{k} = getelementptr i32, ptr %out, i32 %q{k}\n"
                     f"  store i32 {v}, ptr %s{k}" for k, v in enumerate(values))


PERM = _kernel("  %r = call i32 @llvm.amdgcn.perm(i32 %a0, i32 %a1, i32 %a2)\n" + _stores(["%r"]),
               3, "declare i32 @llvm.amdgcn.perm(i32, i32, i32)")

#: (a, b, selector) -> result, by hand from BYTE_PERMUTE over {a, b} (a the high word:
#: bytes 0-3 are b's, 4-7 a's): 0x07060504 picks a's bytes in order (= a); 0x00010203
#: reverses b; 0x0c0c0c0c is 0, 0x0d0e0fff all 0xFF; 8-11 replicate the sign of bytes 1, 3
#: (of b) and 5, 7 (of a): with b = 0x80008000 (bytes 1 and 3 negative) and a =
#: 0x00800080 (bytes 5, 7 positive: 0x00) selectors 0x0b0a0908 give 0x0000FFFF;
#: 0x0c050401 mixes: byte0 = b's byte 1, byte1 = a's byte 0, byte2 = a's byte 1, byte3 = 0.
PERM_BY_HAND = [
    ((0x11223344, 0x55667788, 0x07060504), 0x11223344),
    ((0x11223344, 0x55667788, 0x00010203), 0x88776655),
    ((0x11223344, 0x55667788, 0x0C0C0C0C), 0x00000000),
    ((0x11223344, 0x55667788, 0x0D0E0FFF), 0xFFFFFFFF),
    ((0x00800080, 0x80008000, 0x0B0A0908), 0x0000FFFF),
    ((0x11223344, 0x55667788, 0x0C050401), 0x00334477),
]


def test_perm_selects_bytes_signs_and_constants() -> None:
    got, _ = _run(PERM, [list(ops) for ops, _ in PERM_BY_HAND], 1)
    assert [w[0] for w in got] == [want for _, want in PERM_BY_HAND]


DOTS = _kernel("""  %r0 = call i32 @llvm.amdgcn.sdot4(i32 %a0, i32 %a1, i32 %a2, i1 false)
  %r1 = call i32 @llvm.amdgcn.sdot4(i32 %a0, i32 %a1, i32 %a2, i1 true)
  %r2 = call i32 @llvm.amdgcn.udot4(i32 %a0, i32 %a1, i32 %a2, i1 false)
  %r3 = call i32 @llvm.amdgcn.udot4(i32 %a0, i32 %a1, i32 %a2, i1 true)
  %v0 = bitcast i32 %a0 to <2 x i16>
  %v1 = bitcast i32 %a1 to <2 x i16>
  %r4 = call i32 @llvm.amdgcn.sdot2(<2 x i16> %v0, <2 x i16> %v1, i32 %a2, i1 false)
  %r5 = call i32 @llvm.amdgcn.udot2(<2 x i16> %v0, <2 x i16> %v1, i32 %a2, i1 true)
""" + _stores([f"%r{k}" for k in range(6)]), 3, """declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1)""")


def test_dot_products_wrap_or_clamp() -> None:
    """Lane 0: a = bytes (1, 2, 3, 4) = 0x04030201, b = (5, 6, 7, 8), c = 10: every dot4
    is 5 + 12 + 21 + 32 + 10 = 80; as <2 x i16> a = (0x0201, 0x0403) = (513, 1027), b =
    (0x0605, 0x0807) = (1541, 2055): 513*1541 + 1027*2055 + 10 = 2901028.
    Lane 1: a = (-1, -1, -1, -1) = 0xFFFFFFFF, b = (-128 x4) = 0x80808080, c = INT_MAX:
    signed 4 * 128 = 512 over INT_MAX wraps to INT_MIN + 511 = 0x800001FF, clamped
    0x7FFFFFFF; unsigned 4 * 255 * 128 = 130560 = 0x1FE00 plus 0x7FFFFFFF is
    0x8001FDFF (below 2**32: no clamp); as i16 elements (-1, -1) . (-32640, -32640) =
    65280, wrapped 0x8000FEFF; unsigned 65535 * 32896 * 2 + 0x7FFFFFFF = 6459162367 is past
    2**32 - 1: clamped to 0xFFFFFFFF.
    Lane 2: a = 0x7F7F7F7F, b = 0x81818181 (-127), c = 0: signed -4 * 16129 = -64516 =
    0xFFFF03FC (clamped the same); unsigned 4 * 127 * 129 = 65532 = 0xFFFC."""
    lanes = [[0x04030201, 0x08070605, 10], [M32, 0x80808080, 0x7FFFFFFF],
             [0x7F7F7F7F, 0x81818181, 0]]
    got, _ = _run(DOTS, lanes, 6)
    assert got[0] == [80, 80, 80, 80, 2901028, 2901028]
    assert got[1][:4] == [0x800001FF, 0x7FFFFFFF, 0x8001FDFF, 0x8001FDFF]
    assert got[1][4:] == [0x8000FEFF, 0xFFFFFFFF]
    assert got[2][:4] == [0xFFFF03FC, 0xFFFF03FC, 0xFFFC, 0xFFFC]


CLOCKS = _kernel("""  %t = call i64 @llvm.amdgcn.s.memtime()
  %r = call i64 @llvm.amdgcn.s.memrealtime()
  %g = call i32 @llvm.amdgcn.groupstaticsize()
  %t32 = trunc i64 %t to i32
  %r32 = trunc i64 %r to i32
""" + _stores(["%t32", "%r32", "%g"]), 0, """declare i64 @llvm.amdgcn.s.memtime()
declare i64 @llvm.amdgcn.s.memrealtime()
declare i32 @llvm.amdgcn.groupstaticsize() memory(none)""")


def test_clocks_and_static_lds_size_are_the_environments_values() -> None:
    """No IR can know a clock or the LDS size the back end lays out: each is read as an
    external call (oracles/SEMANTICS.md, "External calls"), so its value is the
    environment's fixed function of the callee (fuzzfarm/external.py's definition: FNV-1a
    of the name, masked), the same in every lane; the clocks, declared without
    ``memory(...)``, are events of each thread, in order, and the LDS size is not."""
    from fuzzfarm.external import callee_seed
    fn = parse_module(CLOCKS).kernel()
    sched = Schedule(3, (0, 1, 2), buffer_bytes=96)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is Outcome.OK and ref.threads == sim.threads
    want = [callee_seed(f"llvm.amdgcn.{name}") & M32 for name in ("s.memtime", "s.memrealtime",
                                                                "groupstaticsize")]
    for lane, t in enumerate(ref.threads):
        got = [int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little")
               for i in range(8 * lane, 8 * lane + 3)]
        assert got == want
        assert [c.callee for c in t.calls] == ["llvm.amdgcn.s.memtime", "llvm.amdgcn.s.memrealtime"]


SINCOS = _kernel("""  %x = bitcast i32 %a0 to float
  %s = call float @llvm.amdgcn.sin.f32(float %x)
  %c = call float @llvm.amdgcn.cos.f32(float %x)
  %h = fptrunc float %x to half
  %sh = call half @llvm.amdgcn.sin.f16(half %h)
  %sx = fpext half %sh to float
  %si = bitcast float %s to i32
  %ci = bitcast float %c to i32
  %xi = bitcast float %sx to i32
""" + _stores(["%si", "%ci", "%xi"]), 1, """declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
declare half @llvm.amdgcn.sin.f16(half)""")


def test_sin_and_cos_take_revolutions_and_are_a_choice() -> None:
    """V_SIN_F32(x) is sin(2 pi x): by hand, x = 0.25 gives sin 1, cos 0; x = 0.5: sin 0,
    cos -1; x = -0.25: sin -1, cos 0; x = 3.0 (whole turns): sin 0, cos 1; x = -0.0: sin
    +0.0 (LLVM's fold gives every quarter-turn zero as +0), cos 1; x = 1/12: sin(pi/6) = 0.5 (0x3F000000 to within the float's rounding:
    the double sin(pi/6) rounds to exactly 0.5 as a float), cos(pi/6) = sqrt(3)/2 =
    0.8660254 (0x3F5DB3D7); an infinity gives NaN. Every result is an fp-choice: no source
    states the hardware's accuracy."""
    import struct
    def f(x: float) -> int:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    xs = [0.25, 0.5, -0.25, 3.0, -0.0, 1 / 12, float("inf")]
    got, notes = _run(SINCOS, [[f(x)] for x in xs], 3)
    want = [(f(1.0), f(0.0)), (f(0.0), f(-1.0)), (f(-1.0), f(0.0)), (f(0.0), f(1.0)),
            (f(0.0), f(1.0)), (f(0.5), 0x3F5DB3D7)]
    assert [tuple(w[:2]) for w in got[:6]] == want
    assert [w[2] for w in got[:5]] == [w[0] for w in want[:5]]  # the f16 form: the same values
    assert got[6][0] & 0x7F800000 == 0x7F800000 and got[6][0] & 0x7FFFFF  # NaN
    assert "fp-choice" in notes


def test_sin_and_cos_oracles_agree_on_random_operands() -> None:
    """Random bits of every class (normal, denormal, zero, infinity, NaN) and random
    floats within a few turns: both oracles choose the same value bit for bit."""
    import random
    rng = random.Random(27)
    for _ in range(3):
        _run(SINCOS, [[rng.getrandbits(32)] for _ in range(32)], 3)
    import struct
    _run(SINCOS, [[struct.unpack("<I", struct.pack("<f", rng.uniform(-8, 8)))[0]] for _ in range(32)], 3)


PKRTZ = _kernel("""  %x = bitcast i32 %a0 to float
  %y = bitcast i32 %a1 to float
  %h = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %x, float %y)
  %r = bitcast <2 x half> %h to i32
""" + _stores(["%r"]), 2, "declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)")


def test_cvt_pkrtz_rounds_toward_zero() -> None:
    """Element 0 (low 16 bits) from a, 1 from b, each rounded toward zero to half, by hand:
    1.0 -> 0x3C00; 1 + 1.5 half-ulps (1.00146484375, 0x3F803000) lies between 0x3C01 and
    0x3C02, where nearest-even would give 0x3C02: toward zero 0x3C01, and its negation
    0xBC01; 70000.0 and 65520.0 (nearest would overflow) -> 65504 = 0x7BFF; -inf -> 0xFC00;
    1e-10 -> +0; 2**-20 -> the denormal 16 * 2**-24 = 0x0010 (noted denormal-mode)."""
    def f(x: float) -> int:
        import struct
        return struct.unpack("<I", struct.pack("<f", x))[0]
    lanes = [[f(1.0), 0x3F803000], [0xBF803000, f(70000.0)], [f(65520.0), f(float("-inf"))],
             [f(1e-10), f(2.0 ** -20)]]
    got, notes = _run(PKRTZ, lanes, 1)
    assert [w[0] for w in got] == [0x3C01_3C00, 0x7BFF_BC01, 0xFC00_7BFF, 0x0010_0000]
    assert "denormal-mode" in notes


def test_cvt_pkrtz_oracles_agree_on_random_operands() -> None:
    """Random bits (every class) and floats near half's range and its denormals: both
    oracles round alike, notes included."""
    import random
    import struct
    rng = random.Random(2727)
    for _ in range(3):
        _run(PKRTZ, [[rng.getrandbits(32), rng.getrandbits(32)] for _ in range(16)], 1)
    near = [struct.unpack("<I", struct.pack("<f", rng.choice((1, -1)) * 2.0 ** rng.uniform(-26, 17)))[0]
            for _ in range(32)]
    _run(PKRTZ, [near[i:i + 2] for i in range(0, 32, 2)], 1)


BARRIER_COUNT = """
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %in, ptr %out, i32 %n, i32 %c) #0 {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %c, 1
  %skip = icmp ult i32 %l, %odd
  br i1 %skip, label %done, label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 %n)
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32) #1
attributes #0 = { convergent }
attributes #1 = { convergent }
"""


def _barrier_count_run(n: int, c: int, group: int = 64) -> tuple[object, object]:
    from fuzzfarm.launch import Launch
    fn = parse_module(BARRIER_COUNT).kernel()
    sched = Schedule(4, (0, 1, 2, 3), args={"n": (n,) * 4, "c": (c,) * 4},
                     launch=Launch(group_size=(group, 1, 1)))
    return reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour


def test_barrier_over_the_whole_block_is_the_blocks_barrier() -> None:
    """PTX's ``barrier.sync.aligned 0, n``: with n every thread of the launch's block (64,
    then 128) it is ``bar.sync 0``: the four lanes' barrier event; with n = 32 other warps
    could complete it: unsupported in both oracles; n = 64 where lane 0 skips it (c odd):
    an aligned barrier not every thread reaches, undefined behaviour."""
    for n, group in ((64, 64), (128, 128)):
        ref, sim = _barrier_count_run(n, 0, group)
        assert ref.outcome is sim.outcome is Outcome.OK and ref.threads == sim.threads
        assert all(t.barriers == (frozenset({0, 1, 2, 3}),) for t in ref.threads)
    ref, sim = _barrier_count_run(32, 0)
    assert ref.outcome is sim.outcome is Outcome.UNSUPPORTED
    ref, sim = _barrier_count_run(64, 1)
    assert ref.outcome is sim.outcome is Outcome.UB


CLANG = Path(__file__).resolve().parent / "data" / "clang" / "intrin27"


@pytest.mark.parametrize("kernel", ["_Z8pack_dotPjPKji", "_Z9pkrtz_sinPjPKf", "_Z6clocksPj"])
def test_clang_kernels_validate_through_opt19_o2(kernel: str) -> None:
    """clang-19's HIP kernels of g27.hip (perm, sdot4/udot4/sdot2, cvt.pkrtz, sin/cos,
    the clocks, groupstaticsize, a barrier), unoptimized, against opt-19's O2: each was
    refused before (exit 2, "unsupported: intrinsic"); now no schedule shows a difference."""
    ran = fuzzfarm(["validate", CLANG / "g27.ll", "--function", kernel,
                    "--opt", "opt-19", "--pipeline", "default<O2>"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "verdict: pass" in ran.stdout


def test_wrong_perm_selector_is_a_violation(tmp_path: Path) -> None:
    """opt-19's O2 of pack_dot with perm's odd-lane selector 0x0c050401 changed to
    0x0c050400 (byte 0 from b's byte 0, not its byte 1): a counterexample, not a pass."""
    out = tmp_path / "o2.ll"
    run = subprocess.run(["opt-19", "-passes=default<O2>", "-S", CLANG / "g27.ll", "-o", out],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    text = out.read_text()
    assert "201655297" in text  # 0x0c050401, the select's constant
    wrong = tmp_path / "wrong.ll"
    wrong.write_text(text.replace("201655297", "201655296"))
    ran = fuzzfarm(["validate", CLANG / "g27.ll", wrong, "--function", "_Z8pack_dotPjPKji"])
    assert ran.returncode == 1, ran.stdout + ran.stderr


def test_ds_append_is_refused_saying_what_it_is(tmp_path: Path) -> None:
    """DS_APPEND is one read-modify-write for a whole wave: refused (exit 2) with that
    reason, not as an unknown convergent callee."""
    path = tmp_path / "k.ll"
    path.write_text("""
@cnt = addrspace(3) global i32 undef
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %v = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @cnt, i1 false)
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1) #0
attributes #0 = { convergent }
""")
    ran = fuzzfarm(["validate", path, "--pipeline", "O2"])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert "atomic on an LDS" in ran.stdout + ran.stderr


def test_clustered_reductions_by_hand() -> None:
    """clustered.cl (clang-19, spir64) on 8 lanes, lane 4 inactive, in = [10, 1, 7, 3, 9,
    4, 0, 8] so v = in - 3 = [7, -2, 4, 0, 6, 1, -3, 5]. By hand, over the lanes that
    meet each call in the lane's cluster: the even lanes' add in clusters of 4 gives 7 + 4
    = 11 (lanes 0, 2) and -3 (lane 6 alone: lane 4 is inactive), the odd lanes 0; max in
    pairs: 7, 7, 4, 4, 1 (lane 5 alone), 5, 5; unsigned min over 8: 0; xor in clusters of
    1: v itself."""
    fn = parse_module((CLANG / "clustered.ll").read_text()).kernel()
    active = (0, 1, 2, 3, 5, 6, 7)
    sched = Schedule(8, active, buffer_bytes=256,
                     buffers={fn.args[1].name: (10, 1, 7, 3, 9, 4, 0, 8)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    v = {0: 7, 1: -2, 2: 4, 3: 0, 5: 1, 6: -3, 7: 5}
    added = {0: 11, 2: 11, 6: -3}
    maxed = {0: 7, 1: 7, 2: 4, 3: 4, 5: 1, 6: 5, 7: 5}
    for t in ref.threads:
        got = [int.from_bytes(bytes(t.buffers[0][4 * i:4 * i + 4]), "little")
               for i in range(4 * t.lane, 4 * t.lane + 4)]
        assert got == [added.get(t.lane, 0) & M32, maxed[t.lane] & M32, 0, v[t.lane] & M32], t.lane


def test_clustered_reduction_validates_and_needs_a_constant_power_of_two(tmp_path: Path) -> None:
    """clustered.ll against opt-19's O2 passes (validate gives it 16 lanes: its largest
    cluster, 8, has a second cluster); a cluster size of 3 is refused, never guessed."""
    ran = fuzzfarm(["validate", CLANG / "clustered.ll", "--opt", "opt-19", "--pipeline", "default<O2>"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    bad = tmp_path / "three.ll"
    bad.write_text((CLANG / "clustered.ll").read_text().replace("i32 noundef 4)", "i32 noundef 3)"))
    ran = fuzzfarm(["run", bad, "--threads", "8"])
    assert "outcome: unsupported" in ran.stdout and "power of two" in ran.stdout, ran.stdout + ran.stderr


def test_uniformity_of_the_new_intrinsics() -> None:
    """Seed 003's data dependence: perm, the dot products, sin and cvt.pkrtz of uniform
    operands are uniform, of the lane's id divergent; the clocks and the static LDS size
    are one value (the environment's, a scalar register on the hardware); a clustered
    reduction differs between clusters: divergent."""
    from fuzzfarm.analysis.uniformity import analyze

    text = """
define void @k(i32 inreg %u, float inreg %f, ptr %out) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pu = call i32 @llvm.amdgcn.perm(i32 %u, i32 %u, i32 7)
  %pl = call i32 @llvm.amdgcn.perm(i32 %u, i32 %l, i32 7)
  %du = call i32 @llvm.amdgcn.udot4(i32 %u, i32 %u, i32 0, i1 false)
  %dl = call i32 @llvm.amdgcn.udot4(i32 %l, i32 %u, i32 0, i1 false)
  %su = call float @llvm.amdgcn.sin.f32(float %f)
  %hu = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %f, float %f)
  %t = call i64 @llvm.amdgcn.s.memtime()
  %g = call i32 @llvm.amdgcn.groupstaticsize()
  %c = call i32 @_Z30sub_group_clustered_reduce_addij(i32 %u, i32 4)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.perm(i32, i32, i32)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare float @llvm.amdgcn.sin.f32(float)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare i64 @llvm.amdgcn.s.memtime()
declare i32 @llvm.amdgcn.groupstaticsize()
declare i32 @_Z30sub_group_clustered_reduce_addij(i32, i32) #0
attributes #0 = { convergent }
"""
    fn = parse_module(text).kernel()
    info = analyze(fn)
    calls = {i.name: i for i in fn.instructions() if i.opcode == "call"}
    assert all(info.is_uniform(calls[n]) for n in ("pu", "du", "su", "hu", "t", "g"))
    assert not any(info.is_uniform(calls[n]) for n in ("pl", "dl", "c"))


def test_float_clustered_reduction_is_refused_by_name(tmp_path: Path) -> None:
    """clang-19's ``sub_group_clustered_reduce_add(float, 4)`` (``..._addfj``) is not read:
    refused (exit 2) naming the function, not as an unknown convergent callee."""
    text = (CLANG / "clustered.ll").read_text()
    path = tmp_path / "f.ll"
    path.write_text(text + "\ndeclare spir_func float @_Z30sub_group_clustered_reduce_addfj(float, i32) #2\n")
    ran = fuzzfarm(["validate", path, "--pipeline", "O2"])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert "sub_group_clustered_reduce_add of this type" in ran.stdout + ran.stderr


@pytest.mark.parametrize("name", ["fold_pkrtz", "fold_perm_sin"])
def test_llvm_constant_folds_agree(tmp_path: Path, name: str) -> None:
    """opt-19's InstCombine folds cvt.pkrtz (APFloat's roundTowardZero: 70000 and 65520 to
    65504, 2**-20 to the denormal 0x0010, +-1/3 to 0x3555/0xB555), perm (0x00334477, as
    test_perm_selects_bytes_signs_and_constants has it by hand) and sin/cos of constants
    (sin(0.25) = 1.0, cos(1/12) = 0x3F5DB3D7, sin(-0.0) = +0.0, and sin(0.1), cos(-3.3)
    through the double sin/cos of x * 2 * pi); the folded kernel validates against the
    calls with no schedule undecided: the oracles' values are LLVM's."""
    src = CLANG / f"{name}.ll"
    out = tmp_path / "folded.ll"
    run = subprocess.run(["opt-19", "-mtriple=amdgcn-amd-amdhsa", "-passes=instcombine", "-S", src,
                          "-o", out], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert "call <2 x half> @llvm.amdgcn.cvt.pkrtz" not in out.read_text() \
        and "call i32 @llvm.amdgcn.perm" not in out.read_text()
    ran = fuzzfarm(["validate", src, out, "--threads", "1"])
    assert ran.returncode == 0 and " 0 undecided" in ran.stdout, ran.stdout + ran.stderr


def test_wrong_cluster_size_is_a_violation(tmp_path: Path) -> None:
    """opt-19's O2 of clustered.cl with the add's cluster of 4 made 2: lanes 0 and 2 no
    longer share a cluster, a counterexample."""
    out = tmp_path / "o2.ll"
    run = subprocess.run(["opt-19", "-passes=default<O2>", "-S", CLANG / "clustered.ll", "-o", out],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    text = out.read_text()
    call = "@_Z30sub_group_clustered_reduce_addij(i32 noundef %7, i32 noundef 4)"
    assert call in text
    wrong = tmp_path / "wrong.ll"
    wrong.write_text(text.replace(call, call.replace("noundef 4)", "noundef 2)")))
    ran = fuzzfarm(["validate", CLANG / "clustered.ll", wrong])
    assert ran.returncode == 1, ran.stdout + ran.stderr


def test_poison_operand_gives_poison() -> None:
    """As the family's other intrinsics (fuzzfarm/ir/intmath.py): a poison c of sdot4, or
    a poison a of perm, gives poison, in both oracles."""
    from fuzzfarm.behaviour import POISON
    text = _kernel("""  %r0 = call i32 @llvm.amdgcn.sdot4(i32 %a0, i32 %a0, i32 poison, i1 false)
  %r1 = call i32 @llvm.amdgcn.perm(i32 poison, i32 %a0, i32 %a0)
""" + _stores(["%r0", "%r1"]), 1, """declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.perm(i32, i32, i32)""")
    fn = parse_module(text).kernel()
    sched = Schedule(2, (0, 1), buffer_bytes=64, buffers={fn.args[0].name: (1, 2)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is Outcome.OK and ref.threads == sim.threads
    for t in ref.threads:
        assert all(b is POISON for b in t.buffers[1][32 * t.lane:32 * t.lane + 8])
