"""Pointers, ``getelementptr``, ``load`` and ``store`` over per-slot byte arenas.

Every memory object of a thread (one buffer per ``ptr`` argument, one per
``alloca``) has a fixed place in that slot's arena, so a pointer is a pair
(object, offset) packed into a uint64: object id in the top 16 bits, the offset
as a 48-bit two's-complement number below (object 0 is ``null``). Objects are
static because an ``alloca`` outside every cycle runs at most once per thread;
an ``alloca`` inside a cycle or with a non-constant count is reported as
``Outcome.UNSUPPORTED``. A stored pointer keeps its encoding in its eight bytes and
tags them (``mptr``: byte ``k`` of a pointer is ``k + 1``), as the reference keeps a
pointer's fragments: it loads back as a pointer from exactly those bytes (moved by
``llvm.memcpy`` or not), while reading them as an integer, loading a pointer from
untagged non-zero bytes, or leaving one in an observed buffer would expose the
encoding, which SEMANTICS.md does not define: ``Outcome.UNSUPPORTED``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.behaviour import BUFFER_BOUNDS, PRIVATE_ATOMIC
from fuzzfarm.fpenv import DENORMAL_MODE, NAN_BITS
from oracles.simt import floats as fl
from oracles.simt import opkernels
from oracles.simt.execute import read, undef
from oracles.simt.pointers import OFF_MASK, decode, encode
from oracles.simt.shared import AREAD, AWRITE, LOAD, NON_COMMUTING, READ, WRITE
from oracles.simt.state import Operand
from oracles.simt.values import spread, sx

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

U64 = np.uint64
#: The tags of a whole pointer's bytes, 1 to 8 (``State.mptr``).
POINTER_TAGS = np.arange(1, 9, dtype=np.uint8)


#: A ``getelementptr``'s base constant and its indices' registers, constants, poison bits,
#: widths and scales, as :func:`oracles.simt.opkernels.gep` reads them.
GepColumns = tuple[np.uint64, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


@dataclass
class Gep:
    """``getelementptr``: offset = sum of sign-extended index * scale."""

    text: str
    dst: int
    base: Operand
    indices: list[Operand]
    widths: list[int]
    scales: list[int]
    inbounds: bool
    nuw: bool
    #: The indices as the compiled common case reads them (:func:`_gep_columns`).
    _columns: GepColumns | tuple[()] | None = field(default=None, init=False, repr=False,
                                                    compare=False)

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self._columns is None:
            self._columns = _gep_columns(self)
        if self._columns:  # the common case, compiled (opkernels)
            base, regs, consts, cpois, widths, scales = self._columns
            sizes, ncols, _ = sim.object_columns()
            st = sim.state
            if opkernels.gep(st.vals, st.pois, idx, self.dst, self.base.reg, base,
                             self.base.poison, regs, consts, cpois, widths, scales,
                             self.inbounds, self.nuw, sizes, ncols, st.width):
                return
        pv, poison = read(sim, self.base, idx)
        pv = spread(pv, idx.shape)
        obj, off = decode(pv)
        size = sim.object_size(obj, idx) if self.inbounds else off  # read only if inbounds
        outside: np.ndarray | np.bool_ = (off < 0) | (off > size) if self.inbounds else np.False_
        wraps: np.ndarray | np.bool_ = np.False_
        for op, w, scale in zip(self.indices, self.widths, self.scales, strict=True):
            v, p = read(sim, op, idx)
            poison = poison | p
            delta = sx(v, w) * np.int64(scale)
            if self.nuw:
                wraps = wraps | (delta < 0)
            off = off + delta
            if self.inbounds:
                outside = outside | (off < 0) | (off > size)
        if self.inbounds and np.any(outside):  # the common case (in bounds) costs one test
            _note_beyond_buffer(sim, idx, obj, outside & ~poison & ~wraps)
        # the object's bits as they were, the new offset's low 48 bits below them
        value = (pv & ~OFF_MASK) | (off.astype(U64) & OFF_MASK)
        sim.state.write(self.dst, idx, value, poison | outside | wraps)


def _gep_columns(gep: Gep) -> GepColumns | tuple[()]:
    """A ``getelementptr``'s operands as :func:`oracles.simt.opkernels.gep` reads them
    (the base's constant, the indices' registers, constants, poison bits, widths and
    scales); empty where the numpy code must run: an ``undef`` operand, an index wider
    than 64 bits, a constant or scale that numpy does not convert."""
    if (gep.base.undef or any(op.undef for op in gep.indices)
            or any(not 0 < w <= 64 for w in gep.widths)):
        return ()
    try:
        base = np.uint64(gep.base.value)
        scales = np.array(gep.scales, dtype=np.int64)
        consts = np.array([op.value for op in gep.indices], dtype=np.uint64)
    except OverflowError:
        return ()
    return (base, np.array([op.reg for op in gep.indices], dtype=np.int64), consts,
            np.array([op.poison for op in gep.indices], dtype=bool),
            np.array(gep.widths, dtype=np.int64), scales)


def _note_beyond_buffer(sim: Lanes, idx: np.ndarray, obj: np.ndarray, beyond: np.ndarray) -> None:
    """Lanes past the end of a ``ptr`` argument's buffer: the UB or poison is the model's
    (the schedule sized the buffer), recorded as ``BUFFER_BOUNDS``."""
    mine = beyond & sim.sized_by_schedule(spread(obj, idx.shape))
    if mine.any():
        sim.note(idx[mine], BUFFER_BOUNDS)


def _locate(sim: Lanes, ptr: Operand, idx: np.ndarray, nbytes: int,
            text: str, kind: int = READ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Arena addresses of an access, flagging UB for poison, null and out-of-bounds pointers.

    Returns (ok mask, addresses, rows) with addresses clamped to 0 where not ok; ``rows``
    is each slot's row of the arenas, its schedule's shared row for a module global
    (whose access of ``kind`` the race shadow is told of)."""
    pv, pp = read(sim, ptr, idx)
    obj, off = decode(spread(pv, idx.shape))
    size = sim.object_size(obj, idx)
    ok = (obj > 0) & (off >= 0) & (off <= size - nbytes) & ~pp
    addr = sim.object_base(obj) + off
    if not ok.all():
        _note_beyond_buffer(sim, idx, obj, ~ok & ~pp & (obj > 0))
        sim.ub(idx[~ok], f"memory access through a poison, null or out-of-bounds pointer: {text}")
        addr = np.where(ok, addr, 0)
    races = sim.races
    if races is None:
        return ok, addr, idx
    shared = sim.shared_object(obj) & ok
    if shared.any():
        races.access(idx[shared], addr[shared], nbytes, kind)
    return ok, addr, np.where(shared, sim.state.sched_of[idx] * sim.state.width, idx)


@dataclass
class GlobalFence:
    """``fence``: at workgroup scope or wider, orders this lane's accesses to the
    globals for the other lanes (oracles/simt/shared.py); no effect otherwise."""

    text: str
    release: bool
    acquire: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if sim.races is not None and (self.release or self.acquire):
            sim.races.fence(idx, self.release, self.acquire)


def _atomic(sim: Lanes, idx: np.ndarray, addr: np.ndarray, nbytes: int, family: int) -> None:
    """Tell the race shadow of an atomic access of ``family`` (its global bytes only)."""
    if sim.races is not None:
        sim.races.atomic(idx, addr, nbytes, family)


def _private_atomics(sim: Lanes, ptr: Operand, idx: np.ndarray, addr: np.ndarray,
                     nbytes: int) -> None:
    """Note ``PRIVATE_ATOMIC`` where a slot's atomic (``idx``, at arena ``addr``) hits a
    byte of a ``ptr`` argument's buffer another lane's atomic hit in its schedule: the
    buffers are private in the model, one shared buffer in a launch (the reference's
    ``Interpreter.private_atomic``; oracles/SEMANTICS.md, "Atomics")."""
    obj, _ = decode(spread(read(sim, ptr, idx)[0], idx.shape))
    mine = sim.sized_by_schedule(obj) & ~sim.shared_object(obj)
    st = sim.state
    for i in np.flatnonzero(mine).tolist():
        slot = int(idx[i])
        sched, lane = int(st.sched_of[slot]), int(st.lane_of[slot])
        for k in range(int(addr[i]), int(addr[i]) + nbytes):
            if st.private_atomics.setdefault((sched, k), lane) != lane:
                sim.note(idx[i:i + 1], PRIVATE_ATOMIC)


@dataclass
class Load:
    text: str
    dst: int
    ptr: Operand
    nbytes: int
    width: int
    atomic: bool = False
    #: A ``ptr`` load: its bytes must be one stored pointer's (or all zero: null).
    pointer: bool = False
    #: The load's ``!range`` intervals and ``!noundef`` (:meth:`assume`).
    value_range: tuple[tuple[int, int], ...] = ()
    noundef: bool = False

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        ok, addr, rows = _locate(sim, self.ptr, idx, self.nbytes, self.text,
                                 AREAD if self.atomic else READ)
        if self.atomic:
            _atomic(sim, idx[ok], addr[ok], self.nbytes, LOAD)
        cols = addr[:, None] + np.arange(self.nbytes)
        rows = rows[:, None]
        raw = sim.state.mem[rows, cols].astype(U64)
        value = np.zeros(idx.shape, dtype=U64)
        for k in range(self.nbytes):
            value |= raw[:, k] << U64(8 * k)
        poison = sim.state.mpois[rows, cols].any(axis=1)
        uninit = sim.state.muninit[rows, cols]
        fresh = uninit.any(axis=1) & ~poison
        tags = sim.state.mptr[rows, cols]
        if self.pointer:
            # an undefined pointer is poison, the "undef" approximation (the reference's)
            if fresh.any():
                undef(sim, idx[fresh], 0)
            poison |= fresh
            whole = (tags == POINTER_TAGS).all(axis=1)
            null = ~tags.any(axis=1) & (value == 0)
            _refuse(sim, idx, ~poison & ~whole & ~null,
                    "{}: a pointer loaded from bytes that are not one stored pointer's", self.text)
            if self.noundef:
                poison = self.assume(sim, idx, value, poison, fresh)
            sim.state.write(self.dst, idx, value, poison)
            return
        undefined = fresh.copy()
        if fresh.any():
            # an alloca's unwritten bytes are undef (LangRef, "alloca"): the schedule's
            # chosen undef's bytes there, else poison with the "undef" approximation
            given, gpois = undef(sim, idx[fresh], self.width)
            given = spread(given, (int(fresh.sum()),))
            keep = np.zeros(given.shape, dtype=U64)
            for k in range(self.nbytes):
                byte = U64(0xFF) << U64(8 * k)
                keep |= np.where(uninit[fresh, k], U64(0), byte)
            value[fresh] = (value[fresh] & keep) | (given & ~keep)
            poison[fresh] = gpois
        _refuse(sim, idx, ~poison & tags.any(axis=1),
                "{}: a stored pointer's bytes read as a number (addresses are unspecified)", self.text)
        if self.width < 64:
            # LangRef: an iN (N not a multiple of 8) not stored as iN loads undefined bits.
            wild = ((value >> U64(self.width)) != 0) & ~poison
            value &= U64((1 << self.width) - 1)
            if wild.any():
                given, gpois = undef(sim, idx[wild], self.width)
                value[wild], poison[wild] = given, gpois
            undefined |= wild
        if self.value_range or self.noundef:
            poison = self.assume(sim, idx, value, poison, undefined)
        sim.state.write(self.dst, idx, value, poison)

    def assume(self, sim: Lanes, idx: np.ndarray, value: np.ndarray, poison: np.ndarray,
               undefined: np.ndarray) -> np.ndarray:
        """The load's ``!range`` and ``!noundef`` (LangRef; the reference's
        ``Interpreter.assumed``): a value outside every unsigned, possibly wrapping
        ``[lo, hi)`` is poison; undefined bytes or a poison result under ``!noundef`` are
        undefined behaviour of those schedules. Returns the poison mask."""
        if self.value_range:
            m = U64((1 << self.width) - 1)
            inside = np.zeros(idx.shape, dtype=bool)
            for lo, hi in self.value_range:
                inside |= ((value - U64(lo)) & m) < U64((hi - lo) % (1 << self.width))
            poison = poison | ~inside
        if self.noundef:
            bad = poison | undefined
            if bad.any():
                sim.ub(idx[bad], f"!noundef load of an undefined or poison value: {self.text}")
        return poison


def _refuse(sim: Lanes, idx: np.ndarray, mask: np.ndarray, why: str, text: object) -> None:
    """Report the slots of ``mask`` unsupported, ``why``'s ``{}`` being ``text``: formatted
    only when one is (printing the op's text for every load cost more than the check)."""
    if mask.any():
        sim.unsupported(idx[mask], why.format(text))


#: The little-endian words a store of 2, 4 or 8 bytes writes at once where it is aligned.
_WORDS = {n: np.dtype(f"<u{n}") for n in (2, 4, 8)}
#: Per word size, the word whose every byte is 1 (True).
_ONES = {n: np.array(int.from_bytes(b"\x01" * n, "little"), dtype=f"<u{n}") for n in (2, 4, 8)}
#: A whole pointer's tags as one little-endian word.
_POINTER_WORD = np.array(int.from_bytes(POINTER_TAGS.tobytes(), "little"), dtype="<u8")


@dataclass
class Store:
    text: str
    value: Operand
    ptr: Operand
    nbytes: int
    atomic: bool = False
    #: A ``ptr`` store: its bytes are tagged as the pointer's (``State.mptr``).
    pointer: bool = False
    #: The function has lifetime markers: a store to a dead byte is UB (:func:`dead`).
    lifetimes: bool = False
    #: The operands' constants as the compiled common case reads them (:func:`_store_constants`).
    _consts: tuple[np.uint64, np.uint64] | tuple[()] | None = field(default=None, init=False, repr=False,
                                                  compare=False)

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self._consts is None:
            self._consts = _store_constants(self)
        if self._consts and sim.races is None and not (self.pointer or self.lifetimes):
            # the common case, compiled (opkernels): no pointer tags to write, no lifetimes
            ptr, value = self._consts
            st = sim.state
            sizes, ncols, bases = sim.object_columns()
            if opkernels.store(st.mem, st.mpois, st.muninit, st.mptr, st.vals, st.pois, idx, self.nbytes,
                               self.ptr.reg, ptr, self.ptr.poison, self.value.reg, value,
                               self.value.poison, sizes, ncols, st.width, bases):
                return
        ok, addr, rows = _locate(sim, self.ptr, idx, self.nbytes, self.text,
                                 AWRITE if self.atomic else WRITE)
        if self.atomic:
            _atomic(sim, idx[ok], addr[ok], self.nbytes, NON_COMMUTING)
        st = sim.state
        if self.lifetimes:
            gone = ok & dead(st, rows[:, None], addr[:, None] + np.arange(self.nbytes)).any(axis=1)
            if gone.any():
                sim.ub(idx[gone], f"store outside the alloca's lifetime: {self.text}")
                ok = ok & ~gone
        v, p = read(sim, self.value, idx)
        v = spread(v, idx.shape)
        p = spread(p, idx.shape)
        at = rows * st.mem.shape[1] + addr  # into the flattened arenas (slot-major)
        if not ok.all():
            at, v, p = at[ok], v[ok], p[ok]
            if at.size == 0:
                return
        word = _WORDS.get(self.nbytes)
        if word is not None and not st.mem.size % self.nbytes and not (at % self.nbytes).any():
            # Every access aligned to its size: one little-endian word per slot (the bytes
            # the path below writes) through a view of the arenas; a poison word is True
            # (1) in each of its bytes.
            at = at // self.nbytes
            st.mem.reshape(-1).view(word)[at] = v.astype(word)
            st.mpois.reshape(-1).view(word)[at] = p.astype(word) * _ONES[self.nbytes]
            st.muninit.reshape(-1).view(word)[at] = 0
            st.mptr.reshape(-1).view(word)[at] = _POINTER_WORD if self.pointer else 0
            return
        if self.nbytes > 1:  # little-endian bytes, the value's lowest first
            at = at[:, None] + np.arange(self.nbytes)
            v = np.ascontiguousarray(v, dtype="<u8").reshape(-1, 1).view(np.uint8)[:, :self.nbytes]
            p = p[:, None]
        st.mem.reshape(-1)[at] = v  # one byte: the value's low byte (a wrapping cast)
        st.mpois.reshape(-1)[at] = p
        st.muninit.reshape(-1)[at] = False
        st.mptr.reshape(-1)[at] = POINTER_TAGS[:self.nbytes] if self.pointer else 0


def _store_constants(store: Store) -> tuple[np.uint64, np.uint64] | tuple[()]:
    """A ``store``'s pointer and value constants as :func:`oracles.simt.opkernels.store`
    reads them; empty where the numpy code must run: an ``undef`` operand, more than 8
    bytes, a constant numpy does not convert."""
    if store.ptr.undef or store.value.undef or store.nbytes > 8:
        return ()
    try:
        return np.uint64(store.ptr.value), np.uint64(store.value.value)
    except OverflowError:
        return ()


def _rmw(operation: str, bits: int, old: int, value: int) -> int:
    """What ``atomicrmw OPERATION`` stores over ``old`` (LangRef, "atomicrmw"; the wrapping
    increment and decrement of CUDA's ``atomicInc``/``atomicDec`` too)."""
    if operation == "uinc_wrap":
        return 0 if old >= value else (old + 1) & ((1 << bits) - 1)
    if operation == "udec_wrap":
        return value if old == 0 or old > value else old - 1
    top = 1 << (bits - 1)
    signed = {"max": max, "min": min}
    if operation in signed:
        pick = signed[operation]((old ^ top) - top, (value ^ top) - top)
        return pick & ((1 << bits) - 1)
    return {
        "xchg": value, "add": old + value, "sub": old - value, "and": old & value,
        "nand": ~(old & value), "or": old | value, "xor": old ^ value,
        "umax": max(old, value), "umin": min(old, value),
    }[operation] & ((1 << bits) - 1)


def _float_rmw(operation: str, bits: int, old: int, value: int) -> tuple[int, list[str]]:
    """What a float ``atomicrmw`` stores over ``old`` (numpy's IEEE arithmetic, as
    oracles/simt/floats.py; LangRef, "atomicrmw") and the approximations it records:
    the stored NaN's bits, a denormal (PTX's ``atom.add.f32`` flushes them whatever the
    function's mode), ``maxnum``'s choices."""
    v = [np.array([old], dtype=U64), np.array([value], dtype=U64)]
    notes: list[str] = []
    with np.errstate(all="ignore"):  # inf - inf: an IEEE result, not a warning
        if operation in ("fadd", "fsub"):
            new = fl.kernel(operation, "", bits, bits, frozenset())(v)
        else:
            kernel, choice = fl.intrinsic("maxnum" if operation == "fmax" else "minnum", bits)
            new = kernel(v)
            assert choice is not None
            notes += [name for name, hit in choice(v, new).items() if bool(np.asarray(hit).any())]
    if bool(fl.isnan(new, bits).any()):
        notes.append(NAN_BITS)
    if any(bool(fl.isdenormal(x, bits).any()) for x in (*v, new)):
        notes.append(DENORMAL_MODE)
    return int(np.asarray(new).reshape(-1)[0]), notes


def _old_value(sim: Lanes, row: int, span: slice, slot: np.ndarray, bits: int) -> tuple[int, bool]:
    """The value an atomic reads at ``span`` of arena row ``row`` for slot ``slot`` (one
    slot's index array): its bytes, poison if one is, the schedule's undef where bytes
    were never written (LangRef, "alloca")."""
    st = sim.state
    if st.mptr[row, span].any():
        sim.unsupported(slot, "an atomic on a stored pointer's bytes (addresses are unspecified)")
    old = int.from_bytes(st.mem[row, span].tobytes(), "little")
    poisoned = bool(st.mpois[row, span].any())
    if st.muninit[row, span].any() and not poisoned:
        given, gpois = undef(sim, slot, bits)
        old, poisoned = int(np.asarray(given).reshape(-1)[0]), bool(np.asarray(gpois).reshape(-1)[0])
    return old, poisoned


def _put(sim: Lanes, row: int, span: slice, nbytes: int, value: int, poisoned: bool) -> None:
    st = sim.state
    st.mem[row, span] = np.frombuffer(value.to_bytes(nbytes, "little"), dtype=np.uint8)
    st.mpois[row, span] = poisoned
    st.muninit[row, span] = False
    st.mptr[row, span] = 0


@dataclass
class AtomicRmw:
    """``atomicrmw``: each slot's load, operation and store happen at once, slot after
    slot (lanes of one step hitting one global location see each other's results, as
    some order of the hardware would); the result is the old value. The order of
    different lanes' atomics is checked by the race shadow (``family``). ``floats``:
    the operation is a float one (``fadd`` ...) on ``8 * nbytes``-bit floats."""

    text: str
    dst: int
    ptr: Operand
    value: Operand
    nbytes: int
    operation: str
    family: int
    floats: bool = False

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        ok, addr, rows = _locate(sim, self.ptr, idx, self.nbytes, self.text, AWRITE)
        _atomic(sim, idx[ok], addr[ok], self.nbytes, self.family)
        _private_atomics(sim, self.ptr, idx[ok], addr[ok], self.nbytes)
        v, p = read(sim, self.value, idx)
        v, p = spread(v, idx.shape), spread(p, idx.shape)
        bits = 8 * self.nbytes
        result = np.zeros(idx.shape, dtype=U64)
        rpois = np.zeros(idx.shape, dtype=bool)
        for i in np.flatnonzero(ok).tolist():
            r, span = rows[i], slice(int(addr[i]), int(addr[i]) + self.nbytes)
            old, poisoned = _old_value(sim, r, span, idx[i:i + 1], bits)
            result[i], rpois[i] = old, poisoned
            if self.operation == "xchg":
                new, npois = int(v[i]), bool(p[i])
            else:
                npois = poisoned or bool(p[i])
                if self.floats:
                    new, notes = (0, []) if npois else _float_rmw(self.operation, bits, old, int(v[i]))
                    for name in notes:
                        sim.note(idx[i:i + 1], name)
                else:
                    new = _rmw(self.operation, bits, old, int(v[i]))
            _put(sim, r, span, self.nbytes, new, npois)
        sim.state.write(self.dst, idx, result, rpois)


@dataclass
class CmpXchg:
    """``cmpxchg``: each slot's load, comparison and (where equal) store happen at once,
    slot after slot; registers ``dst`` and ``dst + 1`` get the old value and whether it
    was replaced (the ``{ T, i1 }`` result, oracles/simt/compile.py). A failed one only
    reads (an atomic read for the race shadow); every one is order-dependent against
    other lanes' atomics there. Comparing a poison value is unsupported."""

    text: str
    dst: int
    ptr: Operand
    cmp: Operand
    new: Operand
    nbytes: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        ok, addr, rows = _locate(sim, self.ptr, idx, self.nbytes, self.text, AREAD)
        _atomic(sim, idx[ok], addr[ok], self.nbytes, NON_COMMUTING)
        _private_atomics(sim, self.ptr, idx[ok], addr[ok], self.nbytes)
        c, cp = (spread(x, idx.shape) for x in read(sim, self.cmp, idx))
        n, np_ = (spread(x, idx.shape) for x in read(sim, self.new, idx))
        result = np.zeros(idx.shape, dtype=U64)
        rpois = np.zeros(idx.shape, dtype=bool)
        equal = np.zeros(idx.shape, dtype=bool)
        done = np.zeros(idx.shape, dtype=bool)
        for i in np.flatnonzero(ok).tolist():
            r, span = rows[i], slice(int(addr[i]), int(addr[i]) + self.nbytes)
            old, poisoned = _old_value(sim, r, span, idx[i:i + 1], 8 * self.nbytes)
            if poisoned or cp[i]:
                sim.unsupported(idx[i:i + 1], f"{self.text}: comparing a poison value")
                continue
            done[i] = True
            result[i], rpois[i] = old, poisoned
            if old == int(c[i]):
                equal[i] = True
                _put(sim, r, span, self.nbytes, int(n[i]), bool(np_[i]))
        if sim.races is not None and equal.any():
            sim.races.access(idx[equal], addr[equal], self.nbytes, AWRITE)
        sim.state.write(self.dst, idx[done], result[done], rpois[done])
        sim.state.write(self.dst + 1, idx[done], equal[done].astype(U64), False)


@dataclass
class MemCopy:
    """``llvm.memcpy``/``memmove`` of a constant ``nbytes`` (fuzzfarm/ir/memops.py): every
    byte moves with its poison, undefined and pointer tags; a ``memcpy`` whose ranges
    overlap is UB (LangRef). A length of 0 does nothing."""

    text: str
    dst: Operand
    src: Operand
    nbytes: int
    overlap: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self.nbytes == 0:
            return
        ok, src, srows = _locate(sim, self.src, idx, self.nbytes, self.text, READ)
        slots = idx[ok]
        ok2, dst, drows = _locate(sim, self.dst, slots, self.nbytes, self.text, WRITE)
        slots, src, srows = slots[ok2], src[ok][ok2], srows[ok][ok2]
        dst, drows = dst[ok2], drows[ok2]
        span = np.arange(self.nbytes)
        st = sim.state
        clash = dead(st, drows[:, None], dst[:, None] + span).any(axis=1)
        if clash.any():
            sim.ub(slots[clash], f"a copy into an alloca outside its lifetime: {self.text}")
        if not self.overlap:
            overlapping = (srows == drows) & (src < dst + self.nbytes) & (dst < src + self.nbytes)
            if overlapping.any():
                sim.ub(slots[overlapping], f"llvm.memcpy of overlapping bytes: {self.text}")
            clash |= overlapping
        keep = ~clash
        scols, dcols = src[keep][:, None] + span, dst[keep][:, None] + span
        srows, drows = srows[keep][:, None], drows[keep][:, None]
        moved = [arena[srows, scols] for arena in (st.mem, st.mpois, st.muninit, st.mptr)]
        moved[2] &= ~moved[1]  # a dead source byte arrives as poison (its load would be), not dead
        for arena, data in zip((st.mem, st.mpois, st.muninit, st.mptr), moved, strict=True):
            arena[drows, dcols] = data


@dataclass
class MemSet:
    """``llvm.memset`` of a constant ``nbytes``: each byte the value's (poison: poison)."""

    text: str
    dst: Operand
    value: Operand
    nbytes: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self.nbytes == 0:
            return
        ok, dst, rows = _locate(sim, self.dst, idx, self.nbytes, self.text, WRITE)
        v, p = read(sim, self.value, idx)
        v, p = spread(v, idx.shape)[ok], spread(p, idx.shape)[ok]
        rows, cols = rows[ok][:, None], dst[ok][:, None] + np.arange(self.nbytes)
        st = sim.state
        gone = dead(st, rows, cols).any(axis=1)
        if gone.any():
            sim.ub(idx[ok][gone], f"a memset of an alloca outside its lifetime: {self.text}")
            rows, cols, v, p = rows[~gone], cols[~gone], v[~gone], p[~gone]
        st.mem[rows, cols] = (v & U64(0xFF)).astype(np.uint8)[:, None]
        st.mpois[rows, cols] = p[:, None]
        st.muninit[rows, cols] = False
        st.mptr[rows, cols] = 0


def dead(st, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """Bytes outside their alloca's lifetime: poison and unwritten at once, a pair no
    store or copy leaves (``Lifetime``)."""
    return st.mpois[rows, cols] & st.muninit[rows, cols]


@dataclass
class Lifetime:
    """``llvm.lifetime.start``/``end`` on an alloca (fuzzfarm/ir/lifetimes.py, as the
    reference reads them): at the start its bytes become undefined, at the end dead (a load
    of them is poison, a store to them UB: :func:`dead`); a marked alloca starts dead."""

    text: str
    ptr: Operand
    alive: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        pv, pp = read(sim, self.ptr, idx)
        obj, off = decode(spread(pv, idx.shape))
        bad = pp | (obj == 0) | (off != 0)
        if bad.any():
            sim.unsupported(idx[bad], f"{self.text}: a lifetime marker on a pointer that is not an alloca")
        for o in np.unique(obj[~bad]).tolist():
            renew(sim, idx[~bad & (obj == o)], o, dead=not self.alive)


def renew(sim: Lanes, rows: np.ndarray, obj: int, dead: bool) -> None:
    """Object ``obj`` of slots ``rows`` starts over: every byte undefined (``dead``: outside
    its lifetime, :func:`dead`), no pointer in it."""
    st = sim.state
    lo = int(sim.object_base(np.array([obj]))[0])
    hi = lo + int(sim.object_size(np.array([obj] * rows.size), rows).max())
    st.muninit[rows, lo:hi] = True
    st.mpois[rows, lo:hi] = dead
    st.mptr[rows, lo:hi] = 0


@dataclass
class FreshAlloca:
    """An ``alloca`` of a callee's entry block that runs once per invocation of a call site
    inside a cycle: each execution makes the object anew (its bytes undefined, or dead
    until ``llvm.lifetime.start`` if a marker names it, as a fresh alloca's are). The
    object is the call site's own; the previous invocation's ended when it returned, so
    no live pointer can tell the two apart (a use after return is UB)."""

    text: str
    dst: int
    obj: int
    dead: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        renew(sim, idx, self.obj, self.dead)
        sim.state.write(self.dst, idx, U64(encode(self.obj)), False)
