"""A ninth audit of clang-19's HIP kernels: AMDGPU intrinsics that were refused.

tests/data/clang/audit9/ holds the source (a9.hip) and the kernels clang-19 -O2 makes of it
for gfx1100 (wave32), h_wavesize again with -mwavefrontsize64 (w64_wavesize) and with its
target attributes stripped (gen_wavesize); build.sh rebuilds them. Before this audit
``validate`` refused each of them (exit 2). What they use:

- ``llvm.amdgcn.wavefrontsize``: the wave size of the target, a constant (32 on gfx1100,
  64 with +wavefrontsize64); unknown without a target: unsupported, never a guess.
- the scheduling hints ``sched.barrier``, ``sched.group.barrier``, ``iglp.opt`` (convergent
  in LLVM: convergent operations that communicate nothing), ``s.setprio`` and ``s.sleep``
  (not convergent: they do nothing in the model).
- the packed integer math ``sad.u8``, ``sad.hi.u8``, ``sad.u16``, ``msad.u8``, ``lerp``
  (AMD ISA: V_SAD_U8, V_SAD_HI_U8, V_SAD_U16, V_MSAD_U8, V_LERP_U8).
- ``frexp.mant``, ``frexp.exp``, ``fract`` (V_FREXP_MANT, V_FREXP_EXP_I32, V_FRACT): the
  ISA's values, and the fp-choice approximation where it leaves an edge case open.
- ``ds.permute`` (h_permute) stays refused: the ISA guides do not say which of several
  senders a lane receives; the refusal now says "unsupported" and why.

The expected values below are worked out by hand from the ISA's definitions, independently
of both oracles, which must agree with each other and with them.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_clang_audit8 import _words

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import conventions, parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang" / "audit9"
M32 = (1 << 32) - 1


def _text(name: str) -> str:
    return (DATA / f"{name}.ll").read_text()


def _sched(text: str, size: int, active: list[int], words: list[int]) -> Schedule:
    """``size`` lanes, ``active`` running, the kernel's first pointer argument holding
    ``words``; buffers of 512 bytes (h_sad writes 4 words a lane)."""
    args = parse_module(text).kernel().args
    return Schedule(size, tuple(active), buffer_bytes=512,
                    buffers={args[0].name: tuple(w & M32 for w in words)})


@pytest.mark.parametrize("name", ["h_wavesize_O2", "w64_wavesize_O2", "h_sched_O2", "h_sad_O2"])
def test_validate_accepts_the_kernel(name: str) -> None:
    """Each kernel was refused before ("unsupported: intrinsic", "unknown convergent
    callee"); now it validates through the embedded O2 with no difference."""
    ran = fuzzfarm(["validate", DATA / f"{name}.ll", "--pipeline", "O2"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "verdict: pass" in ran.stdout


# -- llvm.amdgcn.wavefrontsize ----------------------------------------------------------

def test_wavefrontsize_is_32_on_gfx1100() -> None:
    """out[t] = w*1000 + (w - 1 - mbcnt_lo(~0, 0)) + in[t] with w = 32: gfx1100 without
    +wavefrontsize64 runs 32-lane waves."""
    text = _text("h_wavesize_O2")
    active = [0, 3, 7, 31]
    ins = [5 * i for i in range(32)]
    got = _words(text, _sched(text, 32, active, ins), 1, 32)
    assert {lane: ws[lane] for lane, ws in got.items()} == \
        {0: 32000 + 31 + 0, 3: 32000 + 28 + 15, 7: 32000 + 24 + 35, 31: 32000 + 0 + 155}


def test_wavefrontsize_is_64_with_wavefrontsize64() -> None:
    """w = 64; mbcnt_lo counts only lanes 0-31 below this one, so lane 40 and 63 read 32."""
    text = _text("w64_wavesize_O2")
    active = [1, 40, 63]
    ins = [i for i in range(64)]
    got = _words(text, _sched(text, 64, active, ins), 1, 64)
    assert {lane: ws[lane] for lane, ws in got.items()} == \
        {1: 64000 + 62 + 1, 40: 64000 + 31 + 40, 63: 64000 + 31 + 63}


def test_wavefrontsize_without_a_target_is_refused() -> None:
    """No target-cpu nor target-features: the wave size is not known, so every command
    refuses with one line (exit 2) and both oracles say unsupported."""
    path = DATA / "gen_wavesize_O2.ll"
    ran = fuzzfarm(["validate", path, "--pipeline", "O2"])
    assert ran.returncode == 2 and "32 or 64 lanes" in ran.stderr, ran.stderr
    assert "Traceback" not in ran.stderr and len(ran.stderr.strip().splitlines()) == 1
    fn = parse_module(path.read_text()).kernel()
    sched = Schedule(8, tuple(range(8)), buffer_bytes=64)
    assert reference.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED
    assert simt.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED


# -- scheduling hints ---------------------------------------------------------------------

def test_sched_hints_change_no_value() -> None:
    """out[t] = readfirstlane(3 v) + 3 v: the hints around it (and s.sleep in the odd
    lanes only) leave the lowest active lane's value to everyone."""
    text = _text("h_sched_O2")
    active = [2, 5, 9, 10]
    ins = [10 + i for i in range(32)]
    got = _words(text, _sched(text, 32, active, ins), 1, 32)
    first = 3 * ins[2]
    assert {lane: ws[lane] for lane, ws in got.items()} == \
        {lane: first + 3 * ins[lane] for lane in active}


def test_convergent_hints_are_convergent_operations() -> None:
    """sched.barrier, sched.group.barrier and iglp.opt are declared convergent by LLVM:
    they are catalogue-known convergent operations (the static rules treat them so);
    s.setprio and s.sleep are not, and stay out of the convergent table."""
    for name in ("sched.barrier", "sched.group.barrier", "iglp.opt"):
        assert conventions.is_catalogue_op(f"llvm.amdgcn.{name}")
    for name in ("s.setprio", "s.sleep"):
        assert not conventions.is_catalogue_op(f"llvm.amdgcn.{name}")
    assert fuzzfarm(["check", DATA / "h_sched_O2.ll"]).returncode == 0


SINK_HINT = """
define void @k(ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %l, 2
  br i1 %c, label %then, label %join
then:
  call void @llvm.amdgcn.sched.barrier(i32 0)
  br label %join
join:
  store i32 %l, ptr %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #1
attributes #0 = { "target-cpu"="gfx1100" }
attributes #1 = { convergent nounwind }
"""


def test_convergent_hint_in_divergent_code_runs() -> None:
    """A convergent hint under a divergent branch is run by the lanes that reach it and
    communicates nothing: both oracles end OK with each lane's own id stored."""
    fn = parse_module(SINK_HINT).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK
    assert ref.threads == sim.threads
    assert [int.from_bytes(bytes(t.buffers[0][:4]), "little") for t in ref.threads] == [0, 1, 2, 3]


# -- packed integer math: V_SAD_U8, V_SAD_HI_U8, V_SAD_U16, V_MSAD_U8, V_LERP_U8 ---------------

#: (a, b, c) -> (sad.u8, sad.hi.u8, sad.u16 ^ msad.u8, lerp), worked out by hand:
#: lane 0: a bytes (low first) 04 03 02 01, b 01 02 03 04, c = 10: byte differences
#: 3+1+1+3 = 8, so sad.u8 = 18, sad.hi.u8 = 8<<16 + 10 = 524298; halves 0x0304-0x0201 =
#: 259 and 0x0403-0x0102 = 769: sad.u16 = 1038; no b byte is 0: msad.u8 = 18; 1038 ^ 18 =
#: 1052; lerp: c's bits 0, 8, 16, 24 are 0: bytes (4+1)>>1 = 2, 5>>1, 5>>1, 5>>1 = 0x02020202.
#: lane 1: a bytes 00 FF 00 FF, b 00 00 FF 00, c = 2**32-1: differences 0+255+255+255 = 765,
#: sad.u8 = 765 - 1 = 764, sad.hi.u8 = 765*65536 - 1 = 50135039; halves 0xFF00-0 = 65280
#: and 0xFF00-0x00FF = 65025: sad.u16 = 130305 - 1 = 130304 (0x1FD00); only byte 2 of b is
#: not 0: msad.u8 = 255 - 1 = 254 (0xFE); 0x1FD00 ^ 0xFE = 0x1FDFE = 130558; lerp with
#: every rounding bit set: (0+0+1)>>1 = 0, (255+0+1)>>1 = 128, 128, 128 = 0x80808000.
#: lane 2: a = b: no difference; c = 7: 7, 7, 7 ^ 7 = 0; lerp (x+x+r)>>1 = x: a itself.
PACKED = {0: ((0x01020304, 0x04030201, 10), (18, 524298, 1052, 0x02020202)),
          1: ((0xFF00FF00, 0x00FF0000, M32), (764, 50135039, 130558, 0x80808000)),
          2: ((0xDEADBEEF, 0xDEADBEEF, 7), (7, 7, 0, 0xDEADBEEF))}


def test_packed_math_hand_values() -> None:
    text = _text("h_sad_O2")
    ins = [0] * 96
    for lane, ((a, b, c), _) in PACKED.items():
        ins[lane], ins[lane + 32], ins[lane + 64] = a, b, c
    got = _words(text, _sched(text, 32, sorted(PACKED), ins), 1, 4 * 32)
    assert {lane: tuple(ws[4 * lane:4 * lane + 4]) for lane, ws in got.items()} == \
        {lane: want for lane, (_, want) in PACKED.items()}


def test_packed_math_oracles_agree_on_random_operands() -> None:
    """Random operands (some bytes forced to 0 and 255, the msad mask and the extremes) in
    32 lanes: both oracles agree (``_words`` asserts it) on every output word."""
    text = _text("h_sad_O2")
    rng = random.Random(9)
    for _ in range(6):
        ins = [rng.getrandbits(32) for _ in range(96)]
        for i in range(96):  # bytes of 0 and 255
            for k in range(4):
                pick = rng.random()
                if pick < 0.2:
                    ins[i] &= ~(0xFF << 8 * k) & M32
                elif pick < 0.3:
                    ins[i] |= 0xFF << 8 * k
        got = _words(text, _sched(text, 32, list(range(32)), ins), 1, 4 * 32)
        assert len(got) == 32 and all(None not in ws[4 * lane:4 * lane + 4] for lane, ws in got.items())


POISON_SAD = """
define void @k(ptr %out) {
entry:
  %a = call i32 @llvm.amdgcn.sad.u8(i32 poison, i32 1, i32 2)
  %b = call i32 @llvm.amdgcn.lerp(i32 3, i32 1, i32 2)
  store i32 %a, ptr %out
  %p = getelementptr i8, ptr %out, i64 4
  store i32 %b, ptr %p
  ret void
}
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32)
"""


def test_packed_math_poison_operand_gives_poison() -> None:
    """A poison operand makes the result poison (as for the other target value intrinsics);
    lerp(3, 1, 2): byte 0 is (3 + 1 + 0) >> 1 = 2 (bit 0 of 2 is clear)."""
    got = _words(POISON_SAD, Schedule(2, (0, 1), buffer_bytes=16), 0, 2)
    assert got == {0: [None, 2], 1: [None, 2]}


# -- llvm.amdgcn.ds.permute: refused, and said so --------------------------------------

def test_ds_permute_is_refused_as_unsupported() -> None:
    """The push permute stays out of the model (the ISA guides leave several senders to one
    lane, and lanes no one names, open); the refusal says "unsupported" and why, in one
    line, rather than "unknown convergent callee"."""
    for command in (["check"], ["validate", "--pipeline", "O2"]):
        ran = fuzzfarm([*command, DATA / "h_permute_O2.ll"])
        assert ran.returncode == 2, ran.stdout + ran.stderr
        assert "unsupported: intrinsic @llvm.amdgcn.ds.permute: a push permute" in ran.stderr
        assert "unknown convergent callee" not in ran.stderr and "Traceback" not in ran.stderr
        assert len(ran.stderr.strip().splitlines()) == 1


# -- llvm.amdgcn.frexp.mant, frexp.exp, fract -----------------------------------------------

def _frexp_kernel(fty: str, suffix: str, size: int) -> str:
    """A kernel storing, per lane, frexp.mant, frexp.exp and fract of its ``fty`` input
    (``in[lane]``) at bytes 3*size*lane, +size and +2*size of ``out``."""
    return f"""
define void @k(ptr %in, ptr %out) #0 {{
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr {fty}, ptr %in, i32 %l
  %x = load {fty}, ptr %pi
  %m = call {fty} @llvm.amdgcn.frexp.mant.{suffix}({fty} %x)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.{suffix}({fty} %x)
  %f = call {fty} @llvm.amdgcn.fract.{suffix}({fty} %x)
  %o = mul i32 %l, {3 * size}
  %p0 = getelementptr i8, ptr %out, i32 %o
  store {fty} %m, ptr %p0
  %p1 = getelementptr i8, ptr %p0, i32 {size}
  store i32 %e, ptr %p1
  %p2 = getelementptr i8, ptr %p0, i32 {2 * size}
  store {fty} %f, ptr %p2
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare {fty} @llvm.amdgcn.frexp.mant.{suffix}({fty})
declare i32 @llvm.amdgcn.frexp.exp.i32.{suffix}({fty})
declare {fty} @llvm.amdgcn.fract.{suffix}({fty})
attributes #0 = {{ "target-cpu"="gfx1100" }}
"""


FREXP = _frexp_kernel("float", "f32", 4)

#: input bits -> (frexp.mant bits, frexp.exp, fract bits), by hand: x = mant * 2**exp with
#: |mant| in [0.5, 1) (ISA V_FREXP_MANT_F32 / V_FREXP_EXP_I32_F32), fract = x - floor(x).
#: 8.0 = 0.5 * 2**4, fract 0; -3.0 = -0.75 * 2**2, fract -3 - (-3) = +0; 0.3f (0x3E99999A)
#: = 0.6f (0x3F19999A, the same significand) * 2**-1, fract itself; -0.25 = -0.5 * 2**-1,
#: fract -0.25 - (-1) = 0.75; 1.5 = 0.75 * 2**1, fract 0.5; -2**-24 below.
FREXP_EXACT = {0x41000000: (0x3F000000, 4, 0),
               0xC0400000: (0xBF400000, 2, 0),
               0x3E99999A: (0x3F19999A, M32, 0x3E99999A),
               0xBE800000: (0xBF000000, M32, 0x3F400000),
               0x3FC00000: (0x3F400000, 1, 0x3F000000),
               # -2**-24 = -0.5 * 2**-23; fract 1 - 2**-24 is a float (0x3F7FFFFF): exact
               0xB3800000: (0xBF000000, (-23) & M32, 0x3F7FFFFF)}


def _frexp_run(inputs: list[int]) -> tuple[dict[int, list[int | None]], frozenset[str]]:
    fn = parse_module(FREXP).kernel()
    n = len(inputs)
    sched = Schedule(n, tuple(range(n)), buffer_bytes=16 * n,
                     buffers={fn.args[0].name: tuple(inputs)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    words = {lane: [int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little")
                    for i in range(3 * lane, 3 * lane + 3)]
             for lane, t in enumerate(ref.threads)}
    return words, ref.approximations


def test_frexp_fract_exact_values() -> None:
    """Finite normal operands: the ISA's values, and no approximation recorded."""
    got, notes = _frexp_run(list(FREXP_EXACT))
    assert {lane: tuple(ws) for lane, ws in got.items()} == \
        dict(enumerate(FREXP_EXACT.values()))
    assert "fp-choice" not in notes


@pytest.mark.parametrize(("x", "want"), [
    (0x7F800000, (0x7F800000, 0, None)),    # inf: mant inf, exp 0 (ISA); fract open (NaN)
    (0x00000000, (0x00000000, 0, 0)),       # zero: the ISA's raw exponent is open
    (0x00000001, (0x3F000000, (-148) & M32, 1)),  # 2**-149 = 0.5 * 2**-148, denormal: open
    (0xB3000000, (0xBF000000, (-24) & M32, 0x3F7FFFFF)),  # -2**-25: 1 - 2**-25 rounds to 1.0
])
def test_frexp_fract_edge_cases_are_noted(x: int, want: tuple[int, int, int | None]) -> None:
    """Where the ISA leaves the answer open, the oracles give C's frexp / IEEE's x - floor(x)
    (a fract rounding to 1.0 gives the float below it, as LLVM folds it) and record the
    fp-choice approximation, so a difference there decides nothing."""
    got, notes = _frexp_run([x])
    mant, exp, fract = got[0]
    assert (mant, exp) == want[:2]
    if want[2] is None:
        assert fract & 0x7F800000 == 0x7F800000 and fract & 0x7FFFFF  # a NaN
    else:
        assert fract == want[2]
    assert "fp-choice" in notes


def test_frexp_of_nan_is_nan() -> None:
    """A NaN operand: mant NaN, exp 0 (ISA), fract NaN; nothing open but the NaN's bits."""
    got, notes = _frexp_run([0x7FC00000])
    mant, exp, fract = got[0]
    assert exp == 0 and all(w & 0x7F800000 == 0x7F800000 and w & 0x7FFFFF for w in (mant, fract))
    assert "fp-choice" not in notes


def test_frexp_fract_random_agreement_and_clang_kernel() -> None:
    """Random float bits (both oracles agree in ``_frexp_run``), and clang's h_frexp kernel
    (``contract`` calls, the exponent through sitofp) validates through O2."""
    rng = random.Random(4)
    for _ in range(4):
        _frexp_run([rng.getrandbits(32) for _ in range(32)])
    ran = fuzzfarm(["validate", DATA / "h_frexp_O2.ll", "--pipeline", "O2"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


FREXP64 = _frexp_kernel("double", "f64", 8)


def test_frexp_fract_f64() -> None:
    """The f64 forms: -6.5 = -0.8125 * 2**3 (0xBFEA000000000000), fract -6.5 - (-7) = 0.5
    (0x3FE0000000000000)."""
    fn = parse_module(FREXP64).kernel()
    x = 0xC01A000000000000  # -6.5
    sched = Schedule(1, (0,), buffer_bytes=64, buffers={fn.args[0].name: (x & M32, x >> 32)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    raw = bytes(ref.threads[0].buffers[1][:24])
    assert int.from_bytes(raw[0:8], "little") == 0xBFEA000000000000
    assert int.from_bytes(raw[8:12], "little") == 3
    assert int.from_bytes(raw[16:24], "little") == 0x3FE0000000000000


# -- the convergent hints under the static rules (seed 000, "Static Rules") ----------------

STATIC = Path(__file__).resolve().parent / "data" / "static"


def _as_sched_barrier(name: str) -> str:
    """A static-rules case with its ``@subgroupControlBarrier`` calls made
    ``@llvm.amdgcn.sched.barrier(i32 0)`` (declared convergent, as LLVM declares it)."""
    text = (STATIC / name).read_text()
    text = text.replace("call void @subgroupControlBarrier()", "call void @llvm.amdgcn.sched.barrier(i32 0)")
    text = text.replace("declare void @subgroupControlBarrier() convergent",
                        "declare void @llvm.amdgcn.sched.barrier(i32 immarg) convergent")
    assert "subgroupControlBarrier" not in text and "@llvm.amdgcn.sched.barrier(i32 0)" in text
    return text


@pytest.mark.parametrize(("name", "code", "rule"), [
    ("valid_anchor_inside_loop.ll", 0, ""),
    ("invalid_closed-path-1_rationale_anchor_in_loop.ll", 1, "[closed-path-1]"),
    ("invalid_no-mixing.ll", 1, "[no-mixing]"),
])
def test_sched_barrier_is_held_to_the_static_rules(tmp_path: Path, name: str, code: int,
                                                   rule: str) -> None:
    """A convergent no-op is still a convergent operation: a token it uses must obey the
    cycle rules, and it may not be mixed uncontrolled with controlled operations, exactly as
    the barrier it replaces (and LLVM's verifier agrees)."""
    path = tmp_path / name
    path.write_text(_as_sched_barrier(name))
    ran = fuzzfarm(["check", path])
    assert ran.returncode == code, ran.stdout + ran.stderr
    assert rule in ran.stdout and "verdicts agree" in ran.stdout


def test_deleting_or_hoisting_a_hint_is_no_difference(tmp_path: Path) -> None:
    """The hints communicate nothing and do nothing: an AFTER that deletes sched.barrier,
    or hoists it out of the divergent branch, or adds s.setprio/s.sleep, passes."""
    before = tmp_path / "before.ll"
    before.write_text(SINK_HINT)
    call = "  call void @llvm.amdgcn.sched.barrier(i32 0)\n"
    deleted = SINK_HINT.replace(call, "")
    hoisted = deleted.replace("  %c = icmp", call + "  %c = icmp")
    hinted = deleted.replace("  store i32", "  call void @llvm.amdgcn.s.setprio(i16 2)\n"
                             "  call void @llvm.amdgcn.s.sleep(i32 1)\n  store i32") \
        + "declare void @llvm.amdgcn.s.setprio(i16 immarg)\ndeclare void @llvm.amdgcn.s.sleep(i32 immarg)\n"
    for i, after_text in enumerate((deleted, hoisted, hinted)):
        assert after_text != SINK_HINT
        after = tmp_path / f"after{i}.ll"
        after.write_text(after_text)
        ran = fuzzfarm(["validate", before, after, "--threads", "4"])
        assert ran.returncode == 0, ran.stdout + ran.stderr


def test_wavefrontsize_is_uniform_to_our_analysis() -> None:
    """The wave size is one constant for the launch: our uniformity analysis (seed 003's
    rules) calls it uniform, as LLVM does, while the lane id beside it is divergent."""
    from fuzzfarm.analysis.uniformity import analyze

    fn = parse_module(_text("h_wavesize_O2")).kernel()
    info = analyze(fn)
    calls = {i.callee: i for i in fn.instructions() if i.opcode == "call"}
    assert info.is_uniform(calls["llvm.amdgcn.wavefrontsize"])
    assert not info.is_uniform(calls["llvm.amdgcn.mbcnt.lo"])


CALLED_WAVESIZE = """
define void @k(ptr %out) #0 {
entry:
  %w = call i32 @ws()
  store i32 %w, ptr %out
  ret void
}
define internal i32 @ws() #1 {
entry:
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  ret i32 %w
}
declare i32 @llvm.amdgcn.wavefrontsize()
attributes #0 = { "target-cpu"="KERNEL" }
attributes #1 = { "target-cpu"="CALLEE" }
"""


@pytest.mark.parametrize(("kernel", "callee", "want"), [
    ("gfx1100", "gfx1100", 32), ("gfx90a", "gfx90a", 64),
    ("gfx90a", "gfx1100", None), ("gfx1100", "", None)])
def test_wavefrontsize_in_a_called_function(kernel: str, callee: str, want: int | None) -> None:
    """Read in a function the kernel calls: its own target must give the kernel's wave
    (else, or where either does not say, both oracles refuse)."""
    text = CALLED_WAVESIZE.replace("KERNEL", kernel).replace("CALLEE", callee)
    fn = parse_module(text).kernel()
    sched = Schedule(2, (0, 1), buffer_bytes=16)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    if want is None:
        assert ref.outcome is sim.outcome is Outcome.UNSUPPORTED, (ref, sim)
        return
    assert ref.outcome is sim.outcome is Outcome.OK and ref.threads == sim.threads
    assert [int.from_bytes(bytes(t.buffers[0][:4]), "little") for t in ref.threads] == [want] * 2


def test_frexp_fract_half_kernel() -> None:
    """clang's half forms (``__builtin_amdgcn_frexp_manth``, ``frexp_exph``: an i16,
    ``fracth``), by hand: 3.5 (0x4300) = 0.875 (0x3B00) * 2**2, fract 0.5 (0x3800);
    -0.25 (0xB400) = -0.5 (0xB800) * 2**-1 (0xFFFF), fract 0.75 (0x3A00); the least
    denormal 2**-24 (0x0001) = 0.5 (0x3800) * 2**-23 (0xFFE9), fract itself."""
    text = _text("h_frexp16_O2")
    ins = [0xB400 << 16 | 0x4300, 0x0001]
    fn = parse_module(text).kernel()
    sched = Schedule(3, (0, 1, 2), buffer_bytes=64, buffers={fn.args[0].name: tuple(ins)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    got = {}
    for lane, t in enumerate(ref.threads):
        raw = bytes(t.buffers[1][6 * lane:6 * lane + 6])
        got[lane] = tuple(int.from_bytes(raw[i:i + 2], "little") for i in (0, 2, 4))
    assert got == {0: (0x3B00, 2, 0x3800), 1: (0xB800, 0xFFFF, 0x3A00), 2: (0x3800, 0xFFE9, 0x0001)}
    rng = random.Random(16)
    for _ in range(3):  # random half bits in 16 lanes: the oracles agree
        words = tuple(rng.getrandbits(32) for _ in range(8))
        sched = Schedule(16, tuple(range(16)), buffer_bytes=128, buffers={fn.args[0].name: words})
        ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
        assert ref.outcome is sim.outcome is Outcome.OK and ref.threads == sim.threads
    ran = fuzzfarm(["validate", DATA / "h_frexp16_O2.ll", "--pipeline", "O2"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
