"""``llvm.is.fpclass(x, i32 immarg mask)`` in both oracles (LangRef, "'llvm.is.fpclass' Intrinsic").

clang-19 writes it for ``__builtin_isnan``/``isinf``/``isfinite``/``isnormal`` and opt-19's
InstCombine folds ``isfinite(x) && x != 0`` into ``is.fpclass(x, 408)``; both were refused
(exit 2). The expectation here reads each class with Python's own float decoding (``struct``,
``math``), apart from the oracles' bit-range readings (fuzzfarm/promises.py).
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "fpclass"

#: float bits: +-0, +-subnormal (smallest, largest), +-normal (1.0, smallest, largest,
#: -2.0), +-inf, quiet NaNs (with a payload, negative), signalling NaNs.
F32 = [0x00000000, 0x80000000, 0x00000001, 0x007FFFFF, 0x80000001, 0x3F800000, 0x00800000,
       0x7F7FFFFF, 0xC0000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
       0xFFA00000]
#: the same classes as doubles
F64 = [0x0, 1 << 63, 0x1, 0x000FFFFFFFFFFFFF, (1 << 63) | 1, 0x3FF0000000000000,
       0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0xC000000000000000, 0x7FF0000000000000,
       0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000001, 0x7FF0000000000001,
       0xFFF4000000000000]

#: isnan, isinf, isfinite, isnormal, finite non-zero (opt-19's fold), -0 alone, +inf alone,
#: subnormal | zero; then the NaN classes apart (snan, qnan), all and none.
WHOLE_NAN_MASKS = [3, 516, 504, 264, 408, 0x20, 0x200, 0xF0]
SPLIT_NAN_MASKS = [1, 2, 0x3FF, 0, 0x201, 0x102, 0x3FC, 0x3FD]


def expected(bits: int, width: int, mask: int) -> int:
    """Python's reading of LangRef's classes (bit 0 snan, 1 qnan, 2 -inf, 3 -normal,
    4 -subnormal, 5 -zero, 6 +zero, 7 +subnormal, 8 +normal, 9 +inf)."""
    x = struct.unpack("<f" if width == 32 else "<d", bits.to_bytes(width // 8, "little"))[0]
    negative = bits >> (width - 1) & 1
    if math.isnan(x):
        quiet = bits >> (22 if width == 32 else 51) & 1
        cls = 1 if quiet else 0
    elif math.isinf(x):
        cls = 2 if negative else 9
    elif x == 0:
        cls = 5 if negative else 6
    elif abs(x) < (2.0 ** -126 if width == 32 else 2.0 ** -1022):
        cls = 4 if negative else 7
    else:
        cls = 3 if negative else 8
    return mask >> cls & 1


def _kernel(width: int, masks: list[int]) -> str:
    """Lane l reads x from ``in`` (a float at word 8l, a double at word 8l) and writes
    ``zext(is.fpclass(x, masks[j]))`` to ``out[8l + j]``."""
    ty, suffix = ("float", "f32") if width == 32 else ("double", "f64")
    stride = 8 if width == 32 else 4
    body = "".join(f"""
  %c{j} = call i1 @llvm.is.fpclass.{suffix}({ty} %x, i32 {m})
  %z{j} = zext i1 %c{j} to i32
  %o{j} = add i32 %base, {j}
  %p{j} = getelementptr i32, ptr %out, i32 %o{j}
  store i32 %z{j}, ptr %p{j}""" for j, m in enumerate(masks))
    return f"""
define void @k(ptr %in, ptr %out) {{
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %i = mul i32 %l, {stride}
  %pi = getelementptr {ty}, ptr %in, i32 %i
  %x = load {ty}, ptr %pi
  %base = mul i32 %l, 8{body}
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i1 @llvm.is.fpclass.{suffix}({ty}, i32 immarg)
"""


def _run(width: int, masks: list[int], values: list[int]) -> tuple[list[list[object]], frozenset[str]]:
    """Each lane's 8 results, both oracles agreeing (approximations included)."""
    fn = parse_module(_kernel(width, masks)).kernel()
    words: list[int] = []
    for v in values:
        words += [v & 0xFFFFFFFF, v >> 32, 0, 0, 0, 0, 0, 0]
    lanes = len(values)
    sched = Schedule(lanes, tuple(range(lanes)), buffer_bytes=4 * len(words),
                     buffers={fn.args[0].name: tuple(words)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    out = [[int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little") for i in range(8 * lane, 8 * lane + 8)]
           for lane, t in enumerate(ref.threads)]
    return out, ref.approximations


@pytest.mark.parametrize(("width", "values"), [(32, F32), (64, F64)])
@pytest.mark.parametrize("masks", [WHOLE_NAN_MASKS, SPLIT_NAN_MASKS])
def test_both_oracles_classify_the_special_values(width: int, values: list[int], masks: list[int]) -> None:
    got, notes = _run(width, masks, values)
    assert got == [[expected(v, width, m) for m in masks] for v in values]
    # a NaN tested against one NaN class only: its quiet bit, which LangRef leaves open, decides
    assert ("nan-bits" in notes) is (masks is SPLIT_NAN_MASKS)


def test_no_nan_no_note() -> None:
    """Tested against one NaN class, a number decides the answer alone: nothing is noted."""
    numbers = [v for v in F32 if not expected(v, 32, 3)]
    got, notes = _run(32, SPLIT_NAN_MASKS, numbers)
    assert got == [[expected(v, 32, m) for m in SPLIT_NAN_MASKS] for v in numbers]
    assert not notes


def test_poison_in_poison_out() -> None:
    """x poison (``fadd nnan`` of a NaN) makes every test poison, stored as poison bytes."""
    text = _kernel(32, [3, 0x3FF]).replace("%x = load float, ptr %pi", "%x0 = load float, ptr %pi\n"
                                            "  %x = fadd nnan float %x0, 0.0")
    fn = parse_module(text).kernel()
    words = (0x7FC00000, 0, 0, 0, 0, 0, 0, 0, 0x3F800000)
    sched = Schedule(2, (0, 1), buffer_bytes=64, buffers={fn.args[0].name: words + (0,) * 7})
    for oracle in (reference, simt):
        b = oracle.run(fn, sched).behaviour
        assert b.outcome is Outcome.OK
        got = [[POISON if POISON in (w := t.buffers[1][4 * i:4 * i + 4]) else int.from_bytes(bytes(w), "little")
                for i in range(8 * lane, 8 * lane + 2)] for lane, t in enumerate(b.threads)]
        assert got == [[POISON, POISON], [0, 1]]


def test_denormal_mode_does_not_touch_the_class() -> None:
    """LangRef: a subnormal is observed as one whatever ``"denormal-fp-math"`` says, so
    nothing is noted (the oracles note ``denormal-mode`` on an fadd of one)."""
    text = _kernel(32, WHOLE_NAN_MASKS).replace("define void @k(ptr %in, ptr %out) {",
                                                "define void @k(ptr %in, ptr %out) #0 {")
    text += 'attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }\n'
    fn = parse_module(text).kernel()
    subnormals = [0x00000001, 0x807FFFFF]
    words = [w for v in subnormals for w in (v, 0, 0, 0, 0, 0, 0, 0)]
    sched = Schedule(2, (0, 1), buffer_bytes=4 * len(words), buffers={fn.args[0].name: tuple(words)})
    for oracle in (reference, simt):
        b = oracle.run(fn, sched).behaviour
        assert b.outcome is Outcome.OK and not b.approximations
        got = [[int.from_bytes(bytes(t.buffers[1][4 * i:4 * i + 4]), "little") for i in range(8 * k, 8 * k + 8)]
               for k, t in enumerate(b.threads)]
        assert got == [[expected(v, 32, m) for m in WHOLE_NAN_MASKS] for v in subnormals]


def test_clang_isfinite_and_opt19_fold_validate() -> None:
    """clang-19's ``__builtin_isnormal``/``isfinite``/``isinf``/``isnan``/``fpclassify``
    (isfinite.cl) against opt-19 -O2, which folds ``isfinite(x) && x != 0`` into
    ``is.fpclass(x, 408)``: a pass (exit 2 before this intrinsic was read)."""
    ran = fuzzfarm(["validate", DATA / "isfinite.before.ll", DATA / "isfinite.after.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def validate_edited(tmp_path: Path, pair: tuple[Path, Path], which: int, old: str, new: str) -> int:
    """``fuzzfarm validate``'s exit code for ``pair`` with ``old`` made ``new`` in its
    file ``which`` (0 *before*, 1 *after*)."""
    files = list(pair)
    text = files[which].read_text()
    assert old in text
    files[which] = tmp_path / "edited.ll"
    files[which].write_text(text.replace(old, new))
    return fuzzfarm(["validate", *files]).returncode


def test_a_wrong_mask_is_a_violation(tmp_path: Path) -> None:
    """408 | 32 also counts -0.0 as finite and non-zero: the lanes loading -0.0 differ."""
    pair = (DATA / "isfinite.before.ll", DATA / "isfinite.after.ll")
    assert validate_edited(tmp_path, pair, 1, "i32 408)", "i32 440)") == 1
