"""The compiled common case of ``getelementptr``, ``store`` and the subgroup operations
(oracles/simt/opkernels.py) against the ops' numpy code.

Each op of a small kernel runs on registers filled with random pointers (in bounds,
past the end, negative, null, poison, another object's), random indices and operands,
for subgroup operations on random communicating sets, once as the simulator runs it
and once with the compiled path switched off; the register matrix, the arenas and
every schedule's outcome, message and approximations must come out the same. A kernel
meeting a case it does not compile hands it to the numpy code, so both runs must also
agree where the pointers leave their objects."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import numpy as np
import pytest
from test_simt import DECLS

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.simt import opkernels, programs
from oracles.simt.catalogue import Collective
from oracles.simt.memory import Gep, Store
from oracles.simt.scheduler import Simulator

KERNEL = """
define void @k(ptr %out, ptr %other, i32 %x, i64 %y, i8 %z) {
entry:
  %z16 = sext i8 %z to i16
  %a = getelementptr inbounds i32, ptr %out, i32 %x
  %b = getelementptr i8, ptr %out, i64 %y
  %c = getelementptr inbounds nuw [4 x i16], ptr %other, i8 %z, i64 -3
  %d = getelementptr nuw i64, ptr %b, i64 %y
  %e = getelementptr inbounds [4 x i32], ptr %out, i64 1, i32 %x
  %f = getelementptr i16, ptr %out, i32 %x
  %g = getelementptr nuw i8, ptr %other, i8 %z
  store i32 %x, ptr %a
  store i8 %z, ptr %b
  store i64 %y, ptr %c
  store i16 7, ptr %d
  store i64 poison, ptr %e
  store i16 %z16, ptr %f
  ret void
}
"""

SLOTS = 4
#: Narrow integers with their sign bit set (and not): an i8 or i32 index is sign-extended.
NARROW = (0xFF, 0xFE, 0x80, 0x7F, 0xFFFF, 0x8001, 0xFFFFFFFF, 0xFFFFFFFE, 0x80000000, 1, 2, 3)


def _simulator(fn, nsched: int, lanes: tuple[int, ...] = tuple(range(SLOTS))) -> Simulator:  # type: ignore[no-untyped-def]
    args = {a.name: (0,) * 64 for a in fn.args if a.name not in ("out", "other")}
    schedules = [Schedule(64, lanes, args, buffer_bytes=16 + 8 * (b % 3)) for b in range(nsched)]
    prepared = programs.prepare(fn)
    cfg, tables = prepared.for_hierarchy(schedules[0].choices.hierarchy)
    return Simulator(prepared.prog, cfg, schedules, Model.MAXIMAL, 0, tables)


def _lanes(rng: random.Random) -> tuple[int, ...]:
    """``SLOTS`` active lanes of a 64-lane wave (a ballot sets bits up to 63)."""
    return tuple(sorted(rng.sample(range(64), SLOTS)))


def _pointer(rng: random.Random, sim: Simulator, inbounds: bool = False) -> int:
    if inbounds:  # a store's compiled case: every slot's pointer within its buffer
        obj, off = rng.choice([1, 2]), rng.randrange(0, 8)
    else:
        obj = rng.choice([0, 1, 2, 3, 1, 1, 2])
        off = rng.choice([0, 1, 3, 4, 8, 12, 15, 16, 17, 24, 40, -1, -8, rng.randrange(-50, 50)])
    return (obj << 48) | (off & ((1 << 48) - 1))


def _fill(sim: Simulator, rng: random.Random, inbounds: bool = False) -> None:
    st = sim.state
    for reg in range(st.vals.shape[0]):
        for s in range(st.vals.shape[1]):
            if inbounds:
                st.vals[reg, s] = _pointer(rng, sim, True)
                st.pois[reg, s] = False
                continue
            st.vals[reg, s] = rng.choice([_pointer(rng, sim), rng.randrange(1 << 64),
                                          rng.randrange(-4, 5) & ((1 << 64) - 1),
                                          rng.choice(NARROW)])
            st.pois[reg, s] = rng.random() < 0.1
    st.mem[:] = np.array([rng.randrange(256) for _ in range(st.mem.size)],
                         dtype=np.uint8).reshape(st.mem.shape)
    st.muninit[:] = np.array([rng.random() < 0.2 for _ in range(st.mem.size)]).reshape(st.mem.shape)
    # bytes of stored pointers (tags 1..8): a store of a number over them clears them
    st.mptr[:] = np.array([rng.choice([0, rng.randrange(1, 9), rng.randrange(1, 9)]) for _ in range(st.mptr.size)],
                          dtype=np.uint8).reshape(st.mptr.shape)


def _ops(sim: Simulator) -> list[Gep | Store]:
    return [op for pt in sim.prog.points for op in pt.ops if isinstance(op, Gep | Store)]


def _state(sim: Simulator) -> tuple:
    st = sim.state
    return (st.vals.tobytes(), st.pois.tobytes(), st.mem.tobytes(), st.mpois.tobytes(),
            st.muninit.tobytes(), st.mptr.tobytes(), list(sim.outcome), list(sim.message), [sorted(a) for a in sim.approx])


@pytest.mark.parametrize("seed", range(12))
def test_compiled_memory_ops_match_the_numpy_code(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled_runs = []
    for name in ("gep", "store"):
        kernel = getattr(opkernels, name)
        monkeypatch.setattr(opkernels, name, lambda *a, _k=kernel, _n=name: compiled_runs.append(
                            (_n, _k(*a))) or compiled_runs[-1][1])
    fn = parse_module(KERNEL).kernel()
    with programs.reused():  # both simulators share the compiled ops
        ops = _ops(_simulator(fn, 1))
        assert sum(isinstance(op, Gep) for op in ops) == 7 and len(ops) == 13
        for k, op in enumerate(ops):
            rng = random.Random(seed * 100 + k)
            nsched = rng.randint(1, 5)
            compiled, numpy_only = (_simulator(fn, nsched) for _ in range(2))
            for sim in (compiled, numpy_only):  # odd seeds: every pointer in bounds
                _fill(sim, random.Random(seed * 100 + k), inbounds=seed % 2 == 1)
            n = nsched * SLOTS
            idx = np.array(sorted(rng.sample(range(n), rng.randint(1, n))), dtype=np.int64)
            op.run(compiled, idx)
            attr = "_columns" if isinstance(op, Gep) else "_consts"
            saved = getattr(op, attr)
            setattr(op, attr, ())  # the numpy code only
            try:
                op.run(numpy_only, idx)
            finally:
                setattr(op, attr, saved)
            assert _state(compiled) == _state(numpy_only), op.text
    # the compiled path both ran and handed cases on (stores: on odd seeds)
    assert ("gep", True) in compiled_runs and ("gep", False) in compiled_runs
    assert ("store", True) in compiled_runs or seed % 2 == 0
    assert ("store", False) in compiled_runs or seed % 2 == 1


SUBGROUP = """
define void @s(ptr %out, i32 %x, i1 %c) {
entry:
  %e = call i1 @subgroupElect()
  %b = call i64 @subgroupBallot(i1 %c)
  %a = call i32 @subgroupAdd(i32 %x)
  %lo = call i32 @subgroupMin(i32 %x)
  %hi = call i32 @subgroupMax(i32 %x)
  %f = call i32 @subgroupBroadcastFirst(i32 %x)
  %k = call i32 @subgroupAdd(i32 7)
  ret void
}
""" + DECLS


def _fired_both_ways(source: str, seed: int,
                     fill: Callable[[Simulator, Collective, tuple[int, ...], int], None],
                     ) -> Iterator[tuple[Simulator, Simulator, Collective]]:
    """Each of the seven catalogue heads of kernel ``source`` fired on random communicating
    sets: sets numbered in slot order (the numpy code's segments as they come) and
    interleaved (it sorts by set and lane), on lanes spread over a 64-lane wave, registers
    filled by ``fill(sim, head, lanes, k)`` (the same in both simulators): once as the
    simulator runs it and once by the numpy code only. Yields (compiled, numpy only, head)."""
    fn = parse_module(source).kernel()
    rng = random.Random(seed)
    with programs.reused():
        heads = [pt.head for pt in _simulator(fn, 1).prog.points if isinstance(pt.head, Collective)]
        assert len(heads) == 7
        for k, op in enumerate(heads):
            nsched = rng.randint(1, 4)
            lanes = _lanes(rng)
            compiled, numpy_only = (_simulator(fn, nsched, lanes) for _ in range(2))
            for sim in (compiled, numpy_only):
                fill(sim, op, lanes, k)
            n = nsched * SLOTS
            idx = np.array(sorted(rng.sample(range(n), rng.randint(1, n))), dtype=np.int64)
            sets = rng.randint(1, 3)  # sets per schedule
            gid = (idx // SLOTS) * sets + np.array([rng.randrange(sets) for _ in idx])
            if rng.random() < 0.5:  # numbered in slot order
                gid = np.unique(gid, return_inverse=True)[1].astype(np.int64)
                gid = np.maximum.accumulate(gid)
            op.fire(compiled, idx, gid)
            saved = op._segmented
            op._segmented = (-1, np.uint64(0))  # the numpy code only
            try:
                op.fire(numpy_only, idx, gid)
            finally:
                op._segmented = saved
            yield compiled, numpy_only, op


@pytest.mark.parametrize("seed", range(12))
def test_compiled_subgroup_operations_match_the_numpy_code(seed: int) -> None:
    """Each subgroup operation on random operands and random communicating sets
    (:func:`_fired_both_ways`); odd seeds: every pointer in bounds."""
    def fill(sim: Simulator, op: Collective, lanes: tuple[int, ...], k: int) -> None:
        _fill(sim, random.Random(seed * 100 + k), inbounds=seed % 2 == 1)

    for compiled, numpy_only, op in _fired_both_ways(SUBGROUP, seed, fill):
        assert _state(compiled) == _state(numpy_only), op.text


SHUFFLES = """
define void @sh(ptr %out, i32 %x, i32 %l, i64 %y, double %d) {
entry:
  %a = call i32 @subgroupShuffle(i32 %x, i32 %l)
  %b = call i32 @_Z21sub_group_shuffle_xorjj(i32 %x, i32 %l)
  %c = call i64 @_Z17sub_group_shufflelj(i64 %y, i32 %l)
  %d2 = call double @_Z21sub_group_shuffle_xordj(double %d, i32 %l)
  %e = call i32 @subgroupShuffle(i32 7, i32 %l)
  %f = call i32 @subgroupShuffle(i32 %x, i32 3)
  call void @subgroupControlBarrier()
  ret void
}
declare i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent
declare i64 @_Z17sub_group_shufflelj(i64, i32) convergent
declare double @_Z21sub_group_shuffle_xordj(double, i32) convergent
""" + DECLS


def _barriers(sim: Simulator) -> list[tuple[int, int]]:
    """The (slot, lane mask) pairs of the barriers ``sim`` logged (their order within a
    firing is no part of the results, which read them per slot)."""
    return sorted((s, m) for idx, members in sim.barrier_log
                  for s, m in zip(idx.tolist(), members.tolist(), strict=True))


@pytest.mark.parametrize("seed", range(12))
def test_compiled_shuffles_and_barrier_match_the_numpy_code(seed: int,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Shuffles (plain and xor, of every width, constant value or lane) and the subgroup
    barrier on random communicating sets, sets interleaved or not, lanes spread over a
    64-lane wave and lane operands naming members, other sets' lanes, inactive lanes,
    lanes past the wave, some poison (which the compiled shuffle hands to the numpy code,
    the undefined behaviour it reports): register matrices, outcomes and logged barriers
    come out as the numpy code's, and the compiled kernels did run."""
    compiled_runs: list[tuple[str, bool]] = []
    for name in ("shuffle", "members"):
        kernel = getattr(opkernels, name)
        monkeypatch.setattr(opkernels, name, lambda *a, _k=kernel, _n=name: compiled_runs.append(
                            (_n, bool(r if isinstance(r := _k(*a), bool) else r.size))) or r)

    def fill(sim: Simulator, op: Collective, lanes: tuple[int, ...], k: int) -> None:
        _fill(sim, random.Random(seed * 100 + k))
        if len(op.args) == 2:  # a lane operand: mostly lanes of the wave, some poison
            pick = random.Random(seed * 100 + k)
            for s in range(sim.state.nslots):
                sim.state.vals[op.args[1].reg, s] = pick.choice([*lanes, *lanes, 0, 5, 63, 64, 1 << 40])
                sim.state.pois[op.args[1].reg, s] = pick.random() < (0.3 if seed % 3 == 0 else 0.0)

    for compiled, numpy_only, op in _fired_both_ways(SHUFFLES, seed, fill):
        assert _state(compiled) == _state(numpy_only), op.text
        assert _barriers(compiled) == _barriers(numpy_only), op.text
    assert ("members", True) in compiled_runs and ("shuffle", True) in compiled_runs
    assert ("shuffle", False) in compiled_runs or seed % 3 != 0  # a poison lane operand


PURE = """
define void @p(ptr %out, i32 %x, i32 %y, i64 %u, i64 %v, i8 %m, i8 %n, i1 %c) {
entry:
  %and = and i32 %x, %y
  %or = or i64 %u, 12
  %xor = xor i1 %c, true
  %add = add i32 %x, %y
  %addf = add nuw nsw i32 %x, %y
  %addw = add nsw i64 %u, %v
  %addu = add nuw i64 %u, %v
  %add8 = add nsw i8 %m, %n
  %sub = sub i8 %m, %n
  %mul = mul i64 %u, %v
  %mul8 = mul i8 %m, 3
  %z = zext i8 %m to i32
  %zn = zext nneg i8 %n to i64
  %zc = zext i1 %c to i32
  %t = trunc i64 %u to i8
  %t1 = trunc i32 %x to i1
  %eq = icmp eq i32 %x, %y
  %ne = icmp ne i8 %m, 0
  %ugt = icmp ugt i64 %u, %v
  %uge = icmp uge i32 %x, 7
  %ult = icmp ult i8 %m, %n
  %ule = icmp ule i64 %u, %v
  %sgt = icmp sgt i8 %m, %n
  %sge = icmp sge i32 %x, %y
  %slt = icmp slt i64 %u, %v
  %sle = icmp sle i8 %m, -3
  %ss = icmp samesign ult i32 %x, %y
  ret void
}
"""


@pytest.mark.parametrize("seed", range(8))
def test_compiled_pure_instructions_match_the_numpy_code(seed: int) -> None:
    """Every opcode, flag and predicate the compiled path takes, at 1, 8, 32 and 64 bits,
    on random operands (narrow ones with their sign bit set among them)."""
    from oracles.simt.execute import Compute

    fn = parse_module(PURE).kernel()
    rng = random.Random(seed)
    with programs.reused(), np.errstate(all="ignore"):  # as the simulator runs its ops
        ops = [op for pt in _simulator(fn, 1).prog.points for op in pt.ops
               if isinstance(op, Compute)]
        assert len(ops) == 27 and all(op.pure is not None for op in ops)
        for k, op in enumerate(ops):
            nsched = rng.randint(1, 4)
            compiled, numpy_only = (_simulator(fn, nsched) for _ in range(2))
            for sim in (compiled, numpy_only):  # odd seeds: every pointer in bounds
                _fill(sim, random.Random(seed * 100 + k), inbounds=seed % 2 == 1)
                for reg, arg in zip(range(sim.state.vals.shape[0]), fn.args, strict=False):
                    bits = getattr(arg.type, "bits", 64)  # an argument holds its width's bits
                    sim.state.vals[reg] &= np.uint64((1 << bits) - 1)
            n = nsched * SLOTS
            idx = np.array(sorted(rng.sample(range(n), rng.randint(1, n))), dtype=np.int64)
            op.run(compiled, idx)
            pure = op.pure
            op.pure = None  # the numpy code only
            try:
                op.run(numpy_only, idx)
            finally:
                op.pure = pure
            assert _state(compiled) == _state(numpy_only), op.text
