"""``cmpxchg`` and float ``atomicrmw`` in both oracles (oracles/SEMANTICS.md, "Memory the
threads share", "Atomics"): hand-computed results where each thread's atomics are alone
on their bytes, ``atomic-order`` wherever threads' atomics on one location could come in
another order (a CAS loop's old values, a float sum's rounding), and the reads and
writes the race checker sees (a failed ``cmpxchg`` only reads)."""

from __future__ import annotations

import struct
from dataclasses import replace

import pytest
from lanewords import own_words

from fuzzfarm.behaviour import ATOMIC_ORDER, DATA_RACE, Outcome
from fuzzfarm.fpenv import DENORMAL_MODE, FP_CHOICE, NAN_BITS
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt
from oracles.oracle import agrees

HEAD = """target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [8 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #0
attributes #0 = { convergent nocallback nounwind }
"""


def f32(x: float) -> int:
    return int.from_bytes(struct.pack("<f", x), "little")


def _kernel(body: str) -> str:
    """A kernel of ``body`` with ``%t`` the thread id, ``%slot`` its own word of @s and
    ``%out`` its word of the output buffer, which ``body`` stores ``%r`` to."""
    return HEAD + f"""
define void @k(ptr %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = zext i32 %t to i64
  %slot = getelementptr inbounds [8 x i32], ptr addrspace(3) @s, i64 0, i64 %z
  %o = getelementptr inbounds i32, ptr %out, i64 %z
{body}
  store i32 %r, ptr %o, align 4
  ret void
}}
"""


def _run(text: str, lanes: int = 4, order_seed: int = 0):
    fn = parse_module(text).kernel()
    s = Schedule.full(lanes, buffer_bytes=32)
    s = s.with_choices(replace(s.choices, order_seed=order_seed))
    ref, sim = reference.run(fn, s), simt.run(fn, s)
    assert agrees(ref, sim), (ref.behaviour.describe(), sim.behaviour.describe())
    return ref.behaviour


def _words(b) -> list[object]:
    return own_words(b, 0)


#: Each thread on its own word: 10 t, then cmpxchg(10 t -> 99) succeeds and returns
#: (10 t, true), cmpxchg(10 t -> 5) fails and returns (99, false), and the word stays 99.
CAS_OWN = _kernel("""
  %ten = mul i32 %t, 10
  store i32 %ten, ptr addrspace(3) %slot, align 4
  %a = cmpxchg ptr addrspace(3) %slot, i32 %ten, i32 99 seq_cst seq_cst, align 4
  %b = cmpxchg ptr addrspace(3) %slot, i32 %ten, i32 5 syncscope("block") acquire monotonic, align 4
  %a0 = extractvalue { i32, i1 } %a, 0
  %a1 = extractvalue { i32, i1 } %a, 1
  %b0 = extractvalue { i32, i1 } %b, 0
  %b1 = extractvalue { i32, i1 } %b, 1
  %fin = load i32, ptr addrspace(3) %slot, align 4
  %a1z = zext i1 %a1 to i32
  %b1z = zext i1 %b1 to i32
  %x1 = mul i32 %a1z, 1000
  %x2 = mul i32 %b0, 10000
  %x3 = mul i32 %b1z, 100000
  %x4 = mul i32 %fin, 1000000
  %y1 = add i32 %a0, %x1
  %y2 = add i32 %y1, %x2
  %y3 = add i32 %y2, %x3
  %r = add i32 %y3, %x4""")


def test_cmpxchg_on_a_word_of_its_own_is_decided() -> None:
    got = _run(CAS_OWN)
    assert got.outcome is Outcome.OK and not got.approximations
    assert _words(got) == [10 * t + 1000 + 990000 + 99000000 for t in range(4)]


def test_cmpxchg_and_extractvalue_read_and_print_back() -> None:
    printed = print_module(parse_module(CAS_OWN))
    assert "cmpxchg ptr addrspace(3) %slot, i32 %ten, i32 99 seq_cst seq_cst, align 4" in printed
    assert 'syncscope("block") acquire monotonic, align 4' in printed
    assert "extractvalue { i32, i1 } %b, 1" in printed
    assert print_module(parse_module(printed)) == printed


#: Every thread CASes word 0 from 0 to t + 1 after thread 0 zeroed it: which thread wins
#: is the order of their atomics.
CAS_SHARED = _kernel("""
  %w = getelementptr inbounds [8 x i32], ptr addrspace(3) @s, i64 0, i64 0
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  store i32 0, ptr addrspace(3) %w, align 4
  br label %go
go:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %n = add i32 %t, 1
  %c = cmpxchg ptr addrspace(3) %w, i32 0, i32 %n seq_cst seq_cst, align 4
  %r = extractvalue { i32, i1 } %c, 0""")


@pytest.mark.parametrize("order_seed", [0, 3, 99])
def test_threads_casing_one_word_record_atomic_order(order_seed: int) -> None:
    got = _run(CAS_SHARED, 4, order_seed)
    assert ATOMIC_ORDER in got.approximations and DATA_RACE not in got.approximations


def test_one_thread_casing_a_word_is_decided() -> None:
    got = _run(CAS_SHARED, 1)
    assert got.outcome is Outcome.OK and not got.approximations
    assert _words(got) == [0]  # the old value of the zeroed word


def test_comparing_an_undefined_word_is_unsupported() -> None:
    """@s starts undefined (LDS): a cmpxchg comparing its undef is not guessed."""
    text = _kernel("""
  %c = cmpxchg ptr addrspace(3) %slot, i32 0, i32 1 seq_cst seq_cst, align 4
  %r = extractvalue { i32, i1 } %c, 0""")
    assert _run(text).outcome is Outcome.UNSUPPORTED


@pytest.mark.parametrize("expected, succeeds", [(0, False), (7, True)])
def test_a_failed_cmpxchg_only_reads(expected: int, succeeds: bool) -> None:
    """Thread 1 writes 7 to its word, a barrier, then thread 0 cmpxchg's that word while
    thread 1 reads it plainly: an atomic read and a plain read never race (LangRef), a
    write does. Comparing with 0 fails (the old value 7 each time), with 7 it succeeds."""
    text = _kernel(f"""
  %w1 = getelementptr inbounds [8 x i32], ptr addrspace(3) @s, i64 0, i64 1
  store i32 7, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %zero = icmp eq i32 %t, 0
  br i1 %zero, label %cas, label %read
cas:
  %c = cmpxchg ptr addrspace(3) %w1, i32 {expected}, i32 8 monotonic monotonic, align 4
  %old = extractvalue {{ i32, i1 }} %c, 0
  br label %done
read:
  %l = load i32, ptr addrspace(3) %w1, align 4
  br label %done
done:
  %r = phi i32 [ %old, %cas ], [ %l, %read ]""")
    got = _run(text, 2)
    assert (DATA_RACE in got.approximations) is succeeds
    if not succeeds:
        assert got.approximations == frozenset() and _words(got) == [7, 7]


def _float_kernel(init: float, op: str, value: int, ty: str = "float") -> str:
    """Each thread: its word := ``init``, then ``atomicrmw OP`` of ``value``'s bits; the
    result word is the new value's bits (the old one is checked equal to ``init``)."""
    return _kernel(f"""
  %pf = getelementptr inbounds [8 x i32], ptr addrspace(3) @s, i64 0, i64 %z
  store i32 {f32(init)}, ptr addrspace(3) %pf, align 4
  %old = atomicrmw {op} ptr addrspace(3) %pf, {ty} bitcast (i32 {value} to float) monotonic, align 4
  %ob = bitcast float %old to i32
  %same = icmp eq i32 %ob, {f32(init)}
  call void @llvm.assume(i1 %same)
  %r = load i32, ptr addrspace(3) %pf, align 4""").replace(
        "declare i32 @llvm.nvvm", "declare void @llvm.assume(i1)\ndeclare i32 @llvm.nvvm", 1)


@pytest.mark.parametrize("init, op, value, expected, notes", [
    (1.5, "fadd", f32(0.25), f32(1.75), set()),
    (1.5, "fsub", f32(0.25), f32(1.25), set()),
    (1.0e8, "fadd", f32(1.0), f32(1.0e8), set()),  # 1e8 + 1 rounds back to 1e8 in float
    (1.0, "fadd", f32(2.0 ** -24), f32(1.0), set()),  # a tie: to even, 1.0
    (1.5, "fmax", f32(-3.0), f32(1.5), set()),
    (1.5, "fmin", f32(-3.0), f32(-3.0), set()),
    (1.5, "fmax", 0x7FC00000, f32(1.5), set()),  # maxnum: a NaN yields the other operand
    (0.0, "fmin", 0x80000000, 0x00000000, {FP_CHOICE}),  # +0 against -0: either
    (1.0, "fadd", 1, f32(1.0), {DENORMAL_MODE}),  # a denormal: PTX's atom.add flushes it
    (float("inf"), "fsub", f32(float("inf")), 0x7FC00000, {NAN_BITS}),  # inf - inf: NaN stored
])
def test_float_atomics_of_a_word_of_its_own(init: float, op: str, value: int, expected: int,
                                            notes: set[str]) -> None:
    got = _run(_float_kernel(init, op, value))
    assert got.outcome is Outcome.OK
    assert _words(got) == [expected] * 4
    assert got.approximations == frozenset(notes)


@pytest.mark.parametrize("op", ["fadd", "fmax"])
def test_threads_adding_floats_to_one_word_record_atomic_order(op: str) -> None:
    """(a + b) + c and (a + c) + b may round differently: never decided across threads,
    whether or not the result is used (fmax, whose order is harmless but for -0 and +0,
    counts the same)."""
    text = _kernel(f"""
  %w = getelementptr inbounds [8 x i32], ptr addrspace(3) @s, i64 0, i64 0
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  store float 1.0e8, ptr addrspace(3) %w, align 4
  br label %go
go:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v = uitofp i32 %t to float
  %unused = atomicrmw {op} ptr addrspace(3) %w, float %v monotonic, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sum = load float, ptr addrspace(3) %w, align 4
  %r = bitcast float %sum to i32""")
    got = _run(text, 4)
    assert ATOMIC_ORDER in got.approximations and DATA_RACE not in got.approximations
    alone = _run(text, 1)
    assert alone.approximations == frozenset() and _words(alone) == [f32(1.0e8)]
