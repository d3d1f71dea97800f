"""Per-instruction kernels: each op runs once for a whole array of slots.

An op's ``run(sim, idx)`` reads its operands for the slots ``idx`` (every lane of
every schedule currently executing this instruction), computes with numpy and
writes the destination register. Side conditions go back to the simulator:
``sim.ub(slots, why)`` ends those schedules with ``Outcome.UB``,
``sim.unsupported(slots, why)`` with ``Outcome.UNSUPPORTED``, and
``sim.note(slots, what)`` records an approximation (``"undef"``,
``"freeze-poison"``) on their behaviours.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import numpy as np

from fuzzfarm.behaviour import BUFFER_BOUNDS
from fuzzfarm.external import EXTERNAL_POISON, GOLDEN, MIX_A, MIX_B, callee_seed
from fuzzfarm.ir.types import FloatType, IntType, PtrType
from fuzzfarm.promises import breaks, null_poisons, pointer_needs, poisoned
from oracles.simt import opkernels, values
from oracles.simt.pointers import decode
from oracles.simt.state import Operand
from oracles.simt.values import spread

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Instruction
    from oracles.simt.lanes import Lanes

U64 = np.uint64


class Op(Protocol):
    """One compiled instruction."""

    text: str

    def run(self, sim: Lanes, idx: np.ndarray) -> None: ...


def read(sim: Lanes, op: Operand, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Fetch an operand; an ``undef`` one is read by :func:`undef`."""
    if op.undef:
        return undef(sim, idx, op.bits)
    return sim.state.fetch(op, idx)


def undef(sim: Lanes, idx: np.ndarray, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """A read of ``undef`` of ``bits`` bits (0: not an integer) in slots ``idx``: each
    schedule's chosen value (``Choices.undef``, masked), else poison recorded as the
    ``"undef"`` approximation (oracles/SEMANTICS.md, "undef"; the reference's
    ``Interpreter.undef``)."""
    chosen = [s.choices.undef if bits else None for s in sim.schedules]
    sched = sim.state.sched_of[idx]
    given = np.array([c is not None for c in chosen], dtype=bool)[sched]
    if not given.all():
        sim.note(idx[~given], "undef")
    mask = (1 << bits) - 1 if bits else 0
    table = np.array([(c & mask) if c is not None else 0 for c in chosen], dtype=U64)
    return table[sched], ~given


def _flag(sim: Lanes, idx: np.ndarray, mask, why: str, kind: str = "ub", text: object = None) -> None:
    """Report the slots of ``mask`` as UB (or unsupported) with message ``why``; with
    ``text``, ``why`` is a template its ``{}`` takes ``text`` into, formatted only when a
    slot is flagged: an op's text prints the instruction on first use (:class:`_Text`),
    and a message built for every run of the op printed every instruction it was asked
    of, flagged or not (1% of the lane simulator's time in a campaign)."""
    if mask is None:
        return
    mask = spread(np.asarray(mask, dtype=bool), idx.shape)
    if mask.any():
        (sim.ub if kind == "ub" else sim.unsupported)(
            idx[mask], why if text is None else why.format(text))


@dataclass
class Compute:
    """A pure instruction: binary op, icmp, cast or intrinsic, via ``kernel``."""

    text: str
    dst: int
    srcs: list[Operand]
    kernel: Callable[[list[np.ndarray]], values.Result]
    #: Operand whose poison is UB rather than propagated (a divisor, assume's condition).
    ub_on_poison: int = -1
    #: Operand that is UB when zero whatever the others are (a divisor).
    ub_on_zero: int = -1
    #: (code, flag bits, operand width, result width) where the compiled common case
    #: computes exactly what ``kernel`` does (:func:`oracles.simt.opkernels.pure_code`).
    pure: tuple[int, int, int, int] | None = None
    #: The operands as that case reads them (:func:`_pure_operands`; (): numpy only).
    _operands: tuple[int, np.uint64, bool, int, np.uint64, bool] | tuple[()] | None = field(
        default=None, init=False, repr=False, compare=False)

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self.pure is not None:
            if self._operands is None:
                self._operands = _pure_operands(self.srcs)
            if self._operands:  # the common case, compiled (opkernels)
                st = sim.state
                code, flags, width, result_width = self.pure
                ra, va, pa, rb, vb, pb = self._operands
                opkernels.compute(st.vals, st.pois, idx, self.dst, code, flags, width, result_width,
                                  ra, va, pa, rb, vb, pb)
                return
        vals, poison = [], None
        for k, s in enumerate(self.srcs):
            v, p = read(sim, s, idx)
            vals.append(v)
            if k == self.ub_on_poison:
                _flag(sim, idx, p, "poison operand is undefined behaviour: {}", text=self.text)
            if k == self.ub_on_zero:
                _flag(sim, idx, (v == 0) & ~p, "division by zero: {}", text=self.text)
            poison = p if poison is None else poison | p
        value, kpois, ub = self.kernel(vals)
        if ub is not None:
            live = ub if poison is None else ub & ~spread(poison, idx.shape)
            _flag(sim, idx, live, "undefined behaviour: {}", text=self.text)
        if kpois is not None:
            poison = kpois if poison is None else poison | kpois
        sim.state.write(self.dst, idx, value, False if poison is None else poison)


def _pure_operands(srcs: list[Operand]) -> tuple[int, np.uint64, bool, int, np.uint64, bool] | tuple[()]:
    """One or two operands as :func:`oracles.simt.opkernels.compute` reads them (register,
    constant, poison); () where the numpy code must run: an ``undef`` operand or a
    constant numpy does not convert."""
    if any(op.undef for op in srcs):
        return ()
    a, b = srcs[0], srcs[1] if len(srcs) > 1 else Operand()
    try:
        return a.reg, U64(a.value), a.poison, b.reg, U64(b.value), b.poison
    except OverflowError:
        return ()


@dataclass
class Select:
    text: str
    dst: int
    cond: Operand
    if_true: Operand
    if_false: Operand

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        c, cp = read(sim, self.cond, idx)
        t, tp = read(sim, self.if_true, idx)
        f, fp = read(sim, self.if_false, idx)
        pick = c != 0
        sim.state.write(self.dst, idx, np.where(pick, t, f), cp | np.where(pick, tp, fp))


@dataclass
class Freeze:
    text: str
    dst: int
    src: Operand
    #: Can the frozen value reach an observable (fuzzfarm.analysis.observed)? If not,
    #: freezing a poison to 0 is no approximation.
    observed: bool = True
    #: The approximation a frozen poison records (fuzzfarm.analysis.observed).
    approximation: str = "freeze-poison"

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        v, p = read(sim, self.src, idx)
        p = spread(p, idx.shape)
        if self.observed and p.any():
            sim.note(idx[p], self.approximation)
        sim.state.write(self.dst, idx, np.where(p, U64(0), v), False)


@dataclass
class LaneId:
    text: str
    dst: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sim.state.write(self.dst, idx, sim.state.lane_of[idx].astype(U64), False)


@dataclass
class Const:
    """Writes a fixed value (an ``alloca``'s pointer, a ``token none``)."""

    text: str
    dst: int
    value: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sim.state.write(self.dst, idx, U64(self.value), False)


@dataclass
class Fail:
    """An instruction whose execution ends the run: UB or unsupported."""

    text: str
    kind: str
    why: str

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self.kind == "ub":
            sim.ub(idx, self.why)
        else:
            sim.unsupported(idx, self.why)


@dataclass
class Nop:
    text: str

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        return


@dataclass
class NoUndef:
    """Undefined behaviour where an operand breaks its promise: poison under ``noundef``,
    a value outside its ``range`` or in a class its ``nofpclass`` excludes under
    ``noundef`` (fuzzfarm/promises.py), or without it at a call to a declaration or an
    intrinsic (LangRef: poison passed on, which the oracles do not model there: the
    reference notes ``promise-poison``); the arguments of a call, or the result a defined
    callee returns (LangRef; :data:`oracles.simt.calls.NOUNDEF`). At a defined callee
    (``poisons``) such a value without ``noundef`` is no undefined behaviour: it is
    poison, made so by :func:`oracles.simt.calls.poison_outside`."""

    text: str
    srcs: list[Operand]
    #: Per operand: ``noundef``, the value attribute or None, and the scalar type it reads.
    promises: list[tuple[bool, str | None, IntType | FloatType | PtrType | None]]
    #: A defined callee's argument or result: a broken value promise without ``noundef``
    #: is poison there, not undefined behaviour.
    poisons: bool = False

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        for s, (noundef, promise, ty) in zip(self.srcs, self.promises, strict=True):
            v, p = read(sim, s, idx)
            if noundef:
                _flag(sim, idx, p, "poison promised noundef is undefined behaviour: {}", text=self.text)
            if promise is not None and isinstance(ty, PtrType):
                self.dereferenceable(sim, idx, promise, v, p, self.poisons and null_poisons(promise, noundef))
            elif promise is not None and isinstance(ty, IntType | FloatType) \
                    and not (self.poisons and poisoned(promise, noundef, ty) is not None):  # poison_outside's
                broken = breaking(promise, ty, spread(np.asarray(v, dtype=U64), idx.shape))
                _flag(sim, idx, broken & ~spread(np.asarray(p, dtype=bool), idx.shape),
                      f"a value breaking its {promise} is undefined behaviour: {{}}", text=self.text)


    def dereferenceable(self, sim: Lanes, idx: np.ndarray, promise: str, v: np.ndarray, p: np.ndarray,
                        null_poison: bool) -> None:
        """Undefined behaviour where a pointer (not poison) is null under ``nonnull`` (but
        ``null_poison``: :func:`oracles.simt.calls.poison_outside` makes it poison) or
        cannot be dereferenced for the bytes ``dereferenceable`` promises
        (fuzzfarm/promises.py; the reference's ``keep_promise``): past the end of a ``ptr``
        argument's buffer, the schedule's size, it is ``BUFFER_BOUNDS`` as for a load."""
        needs = pointer_needs(promise)
        if needs is None:
            return
        nbytes, null_ok = needs
        obj, off = decode(spread(np.asarray(v, dtype=U64), idx.shape))
        live = ~spread(np.asarray(p, dtype=bool), idx.shape)
        null = (obj == 0) & (off == 0)
        if not null_ok and not null_poison:
            _flag(sim, idx, live & null, f"null promised {promise} is undefined behaviour: {{}}", text=self.text)
        if nbytes:
            size = sim.object_size(obj, idx)
            short = live & ~null & ((obj <= 0) | (off < 0) | (off > size - nbytes))
            if short.any():
                mine = short & sim.sized_by_schedule(obj)
                if mine.any():
                    sim.note(idx[mine], BUFFER_BOUNDS)
                _flag(sim, idx, short, f"a pointer not dereferenceable for {nbytes} bytes ({promise}) "
                      "is undefined behaviour: {}", text=self.text)


def breaking(promise: str, ty: IntType | FloatType, values: np.ndarray) -> np.ndarray:
    """Which of ``values`` (bit patterns of ``ty``) break ``promise`` (fuzzfarm/promises.py),
    each distinct value judged once."""
    distinct, where = np.unique(values, return_inverse=True)
    return np.array([breaks(promise, ty, int(x)) for x in distinct], dtype=bool)[where].reshape(values.shape)


def binary_kernel(opcode: str, width: int, flags: frozenset[str]) -> Callable:
    def k(vals: list[np.ndarray]) -> values.Result:
        return values.binary(opcode, vals[0], vals[1], width, flags)
    return k


def icmp_kernel(pred: str, width: int, flags: frozenset[str]) -> Callable:
    def k(vals: list[np.ndarray]) -> values.Result:
        return values.icmp(pred, vals[0], vals[1], width, flags)
    return k


def cast_kernel(opcode: str, src_w: int, dst_w: int, flags: frozenset[str]) -> Callable:
    def k(vals: list[np.ndarray]) -> values.Result:
        return values.cast(opcode, vals[0], src_w, dst_w, flags)
    return k


def intrinsic_kernel(kernel: Callable, width: int) -> Callable:
    def k(vals: list[np.ndarray]) -> values.Result:
        return kernel([np.asarray(v, dtype=U64) for v in vals], width)
    return k


class _Text(str):
    """An instruction's printed form, computed the first time it is shown.

    Op texts only appear in UB and unsupported messages, and printing every
    instruction up front costs more than compiling it."""

    __slots__ = ("_inst", "_printed")
    _inst: Instruction
    _printed: str | None

    def __new__(cls, inst: Instruction) -> _Text:
        obj = super().__new__(cls, "")
        obj._inst = inst
        obj._printed = None
        return obj

    def __str__(self) -> str:
        if self._printed is None:
            try:
                from fuzzfarm.ir.printer import print_instruction

                self._printed = print_instruction(self._inst).strip()
            except Exception:  # printing is only for messages
                self._printed = repr(self._inst)
        return self._printed

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))


def op_text(inst: Instruction) -> str:
    """The lazily printed text of ``inst`` (see :class:`_Text`)."""
    return _Text(inst)


# -- external calls (SEMANTICS.md, "External calls"; fuzzfarm/external.py) ---------------
#
# A call to a declared, non-convergent function computes the environment's fixed
# function of its arguments for every lane at once: FNV-1a of the callee's name, then
# one splitmix64 round per argument, in wrapping uint64 arithmetic. A call that may
# write memory also appends one event per lane to the simulator's call log
# (oracles/simt/results.py turns it into each thread's events).


def _mix(h: np.ndarray) -> np.ndarray:
    h = (h ^ (h >> U64(30))) * U64(MIX_A)
    h = (h ^ (h >> U64(27))) * U64(MIX_B)
    return h ^ (h >> U64(31))


@dataclass
class ExternalCall:
    """``dst = @callee(srcs)``; ``width`` 0 for a void callee; ``event`` if it may write."""

    text: str
    dst: int
    srcs: list[Operand]
    callee: str
    width: int
    event: bool
    #: Can the result reach an observable (fuzzfarm.analysis.observed)? If not, its
    #: poison for a poison argument is no approximation.
    observed: bool = True

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        h = np.full(idx.shape, callee_seed(self.callee), dtype=U64)
        poison = np.zeros(idx.shape, dtype=bool)
        values, poisons = [], []
        for s in self.srcs:
            v, p = read(sim, s, idx)
            v = spread(np.asarray(v, dtype=U64), idx.shape)
            p = spread(np.asarray(p, dtype=bool), idx.shape)
            h = _mix(h + U64(GOLDEN) + v)
            poison = poison | p
            values.append(v.copy())
            poisons.append(p.copy())
        if self.event:
            sim.call_log.append((idx.copy(), self.callee, values, poisons))
        if self.width == 0:
            return
        if self.observed and poison.any():
            sim.note(idx[poison], EXTERNAL_POISON)
        if self.width < 64:
            h = h & U64((1 << self.width) - 1)
        sim.state.write(self.dst, idx, h, poison)
