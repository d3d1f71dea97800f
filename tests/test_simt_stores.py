"""Stores into a thread's buffer, byte by byte (LangRef, "store": an integer is written
little-endian on these targets; a poison value makes every byte it writes poison).

The lane simulator writes an aligned 2-, 4- or 8-byte store as one word and any other
as bytes; the expected bytes below are worked out from the rule alone (``int.to_bytes``
little-endian), and the reference interpreter must show the same buffer.
"""

from __future__ import annotations

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt

KERNEL = """
define void @k(ptr %out, i32 %x) {
entry:
  %y = add i32 %x, 16909060
  %p1 = getelementptr i8, ptr %out, i64 1
  store i8 127, ptr %p1
  %p2 = getelementptr i8, ptr %out, i64 2
  store i16 -16657, ptr %p2
  %p4 = getelementptr i8, ptr %out, i64 4
  store i32 %x, ptr %p4
  %p9 = getelementptr i8, ptr %out, i64 9
  store i32 %y, ptr %p9
  %p16 = getelementptr i8, ptr %out, i64 16
  store i64 poison, ptr %p16
  %p26 = getelementptr i8, ptr %out, i64 26
  store i16 poison, ptr %p26
  %p32 = getelementptr i8, ptr %out, i64 32
  %w = zext i32 %y to i64
  %big = shl i64 %w, 24
  store i64 %big, ptr %p32
  %p41 = getelementptr i8, ptr %out, i64 41
  store i64 %big, ptr %p41
  ret void
}
"""

XS = (7, 0xFFFFFFFF, 0x80000000, 0x12345678)


def expected(x: int) -> tuple:
    """The buffer's 64 bytes after the stores, from the little-endian rule."""
    buf: list = [0] * 64
    y = (x + 16909060) & 0xFFFFFFFF
    big = (y << 24) & (1 << 64) - 1

    def put(at: int, value: int, n: int) -> None:
        buf[at:at + n] = list(value.to_bytes(n, "little"))

    put(1, 127, 1)
    put(2, 0xBEEF, 2)  # -16657 as i16
    put(4, x, 4)
    put(9, y, 4)
    buf[16:24] = [POISON] * 8
    buf[26:28] = [POISON] * 2
    put(32, big, 8)
    put(41, big, 8)
    return tuple(buf)


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_aligned_and_unaligned_stores_write_little_endian_bytes(model):
    fn = parse_module(KERNEL).kernel()
    schedule = Schedule(4, (0, 1, 2, 3), {"x": XS})
    sim = simt.run(fn, schedule, model).behaviour
    ref = reference.run(fn, schedule, model).behaviour
    assert sim.outcome is Outcome.OK, sim.message
    for t in sim.threads:
        assert t.buffers == (expected(XS[t.lane]),)
    assert sim.threads == ref.threads
