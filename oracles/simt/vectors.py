"""Fixed vectors in the lane simulator (oracles/SEMANTICS.md, "Vectors").

A vector value of ``n`` elements lives in ``n`` consecutive registers, one element
each, with its own poison bit (LangRef, "Poison Values": poison is per element).
Element-wise instructions compile to one scalar op per element (their element
views, :mod:`fuzzfarm.ir.vectors`), run as one :class:`Seq`, so the instruction is
still one step. The ops here are the rest: moving elements (shuffles and constant
indices), ``extractelement``/``insertelement`` with an index known only at run time,
and the reductions. They are written against the register matrix directly, apart
from the reference's tuples (``oracles/reference/vectors.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.fpenv import DENORMAL_MODE, FP_CHOICE, has_choice, poison_kinds
from oracles.simt.execute import Op, read
from oracles.simt.floats import isdenormal, isinf, isnan, pack, view
from oracles.simt.state import Operand
from oracles.simt.values import spread, sx, umask

if TYPE_CHECKING:
    from fuzzfarm.ir.vectors import Regrouping
    from oracles.simt.lanes import Lanes

U64 = np.uint64


def _read(sim: Lanes, op: Operand, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """An operand as full slot arrays (constants broadcast)."""
    v, p = read(sim, op, idx)
    return spread(np.asarray(v, dtype=U64), idx.shape), spread(np.asarray(p, dtype=bool), idx.shape)


@dataclass
class Seq:
    """One instruction compiled to several ops (one per element), run in order."""

    text: str
    ops: list[Op]

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        for op in self.ops:
            op.run(sim, idx)


@dataclass
class Regroup:
    """A ``bitcast`` that regroups bits (:class:`fuzzfarm.ir.vectors.Regrouping`): the
    source elements side by side, element 0 lowest, cut into the result's elements
    (``dst`` onwards); a result element with bits of a poison element is poison."""

    text: str
    dst: int
    srcs: list[Operand]
    shape: Regrouping

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sb, db = self.shape.src_bits, self.shape.dst_bits
        whole = np.zeros(idx.shape, dtype=U64)
        poisons = []
        for i, s in enumerate(self.srcs):
            v, p = read(sim, s, idx)
            whole |= spread(np.asarray(v, dtype=U64), idx.shape) << U64(i * sb)
            poisons.append(spread(np.asarray(p, dtype=bool), idx.shape))
        mask = U64((1 << db) - 1)
        for j in range(self.shape.dst_count):
            poison = np.zeros(idx.shape, dtype=bool)
            for i in self.shape.sources(j):
                poison = poison | poisons[i]
            value = (whole >> U64(j * db)) & mask
            sim.state.write(self.dst + j, idx, np.where(poison, U64(0), value), poison)


@dataclass
class Copy:
    """``dst = src``: an element moved by a shuffle or a constant index (a poison
    constant source writes poison)."""

    text: str
    dst: int
    src: Operand

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        v, p = read(sim, self.src, idx)
        sim.state.write(self.dst, idx, v, p)


@dataclass
class Extract:
    """``extractelement`` with a run-time index: the element the index names; poison for
    a poison index or one past the last element (LangRef, "'extractelement'")."""

    text: str
    dst: int
    elements: list[Operand]
    index: Operand
    width: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        k, kp = _read(sim, self.index, idx)
        k = k & umask(self.width)
        value = np.zeros(idx.shape, dtype=U64)
        poison = kp | (k >= U64(len(self.elements)))
        for i, e in enumerate(self.elements):
            v, p = _read(sim, e, idx)
            hit = k == U64(i)
            value = np.where(hit, v, value)
            poison = poison | (hit & p)
        sim.state.write(self.dst, idx, value, poison)


@dataclass
class Insert:
    """``insertelement`` with a run-time index into registers ``dst .. dst + n - 1``: a
    poison index, or one past the last element, makes every element poison (LangRef,
    "'insertelement'")."""

    text: str
    dst: int
    elements: list[Operand]
    element: Operand
    index: Operand
    width: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        k, kp = _read(sim, self.index, idx)
        k = k & umask(self.width)
        bad = kp | (k >= U64(len(self.elements)))
        new, newp = _read(sim, self.element, idx)
        outs = []
        for i, e in enumerate(self.elements):  # all read before any is written
            v, p = _read(sim, e, idx)
            hit = k == U64(i)
            outs.append((np.where(hit, new, v), np.where(hit, newp, p) | bad))
        for i, (v, p) in enumerate(outs):
            sim.state.write(self.dst + i, idx, v, p)


def _fold(op: str, a: np.ndarray, b: np.ndarray, width: int) -> np.ndarray:
    """One step of an integer reduction on ``width``-bit patterns."""
    m = umask(width)
    if op == "add":
        return (a + b) & m
    if op == "mul":
        return (a * b) & m
    if op == "and":
        return a & b
    if op == "or":
        return a | b
    if op == "xor":
        return a ^ b
    if op in ("umax", "umin"):
        return np.maximum(a, b) if op == "umax" else np.minimum(a, b)
    sa, sb = sx(a, width), sx(b, width)
    pick_a = sa >= sb if op == "smax" else sa <= sb
    return np.where(pick_a, a, b)


@dataclass
class IntReduction:
    """``llvm.vector.reduce.<op>`` on integers (LangRef, "Vector Reduction Intrinsics"):
    any poison element makes the result poison."""

    text: str
    dst: int
    op: str
    elements: list[Operand]
    width: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        acc, poison = _read(sim, self.elements[0], idx)
        for e in self.elements[1:]:
            v, p = _read(sim, e, idx)
            acc = _fold(self.op, acc, v, self.width)
            poison = poison | p
        sim.state.write(self.dst, idx, acc, poison)


@dataclass
class FloatReduction:
    """``llvm.vector.reduce.fadd``/``fmul``: the start value, then each element in
    order, rounded at every step (numpy float32/float64 arithmetic). ``nnan``/``ninf``
    poison a NaN/infinity among the start, the elements, the partial results and the
    result; ``reassoc`` (any flag allowing other results) records ``fp-choice`` on a
    non-poison result, and a denormal on the way where the function may flush one
    ``denormal-mode``, when the value can show."""

    text: str
    dst: int
    op: str
    start: Operand
    elements: list[Operand]
    bits: int
    flags: frozenset[str]
    flush: bool
    observed: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        combine = np.add if self.op == "fadd" else np.multiply
        acc, poison = _read(sim, self.start, idx)
        seen = [(acc, poison)]
        with np.errstate(all="ignore"):
            for e in self.elements:
                v, p = _read(sim, e, idx)
                seen.append((v, p))
                poison = poison | p
                acc = pack(combine(view(acc, self.bits), view(v, self.bits)), self.bits)
                seen.append((acc, poison))
        kinds = poison_kinds(self.flags)
        special = np.zeros(idx.shape, dtype=bool)
        for v, p in seen:
            if "nan" in kinds:
                special |= isnan(v, self.bits) & ~p
            if "inf" in kinds:
                special |= isinf(v, self.bits) & ~p
        poison = poison | special
        if self.observed:
            if has_choice(self.flags) and (~poison).any():
                sim.note(idx[~poison], FP_CHOICE)
            if self.flush:
                den = np.zeros(idx.shape, dtype=bool)
                for v, p in seen:
                    den |= isdenormal(v, self.bits) & ~p
                den &= ~special
                if den.any():
                    sim.note(idx[den], DENORMAL_MODE)
        sim.state.write(self.dst, idx, acc, poison)
