"""Branch conditions: the divergence sources of a generated program.

A condition decides which threads take which path, so its *source* decides
what kind of divergence a branch creates: the lane id and per-lane arguments
diverge, ``inreg`` arguments are uniform, and convergent results are uniform
among the threads that computed them (a broadcast, ``ballot != 0``) or single
out one lane (elect, a thread's own ballot bit). Every condition is built from
safe (never poison) values: branching on poison is undefined behaviour.
"""

from __future__ import annotations

import random
from typing import Protocol

from fuzzfarm.ir.model import Argument, Block, ConstInt, Instruction, Value
from fuzzfarm.ir.types import I1, I32, I64
from generators.shape import BlockMeta, Cond, Shared
from generators.values import Pools


class Filling(Protocol):
    """What a branch condition needs of the filler building it (:class:`generators.fill.Filler`,
    which calls :func:`build`): this module depends on this, not on the filler."""

    rng: random.Random
    pools: Pools
    args: dict[str, Argument]
    flag: dict[Block, Value]
    lane: Value

    def emit(self, b: Block, inst: Instruction, safe: bool) -> Instruction: ...

    def conv(self, b: Block, m: BlockMeta, name: str, shared: Shared | None = None,
             args: list[Value] | None = None, observe: bool | None = None) -> Instruction: ...


def build(fl: Filling, b: Block, m: BlockMeta, cond: Cond) -> Value:
    """Instructions computing ``cond`` at the end of ``b``; returns the terminator operand."""
    if cond.kind == "switch":
        src = _safe_i32(fl, b)
        return _op(fl, b, "and", src, ConstInt(I32, 7), "sw")
    if cond.kind == "loop":
        assert cond.loop is not None
        loop = cond.loop
        i = loop.counter_next if loop.kind == "do_while" else loop.counter
        assert i is not None
        if loop.extra == "lane_min" and loop.trip is not None:
            return _cmp(fl, b, "ult", i, loop.trip, "cont")
        return _bounded(fl, b, i, loop.bound, loop.extra if loop.extra != "lane_min" else None)
    if cond.kind == "irr":
        assert cond.irr is not None
        irr, k = cond.irr, cond.part
        counter = irr.counters[k]
        assert counter is not None
        nxt = fl.emit(b, Instruction("add", I32, [counter, ConstInt(I32, 1)],
                                     fl.pools.fresh("c.next"), flags=frozenset({"nuw", "nsw"})),
                      True)
        irr.nexts[k] = nxt
        extra = "arg" if fl.rng.random() < 0.3 else None
        return _bounded(fl, b, nxt, irr.bound, extra)
    value = fl.flag[b] if cond.kind == "flag" else _plain(fl, b, m, cond.kind)
    if cond.negate:
        value = _op(fl, b, "xor", value, ConstInt(I1, 1), "not")
    return value


def _bounded(fl: Filling, b: Block, i: Value, bound: int, extra: str | None) -> Value:
    """``i < bound`` (the termination guarantee), and-ed with a data-dependent test."""
    c = _cmp(fl, b, "ult", i, ConstInt(I32, bound), "cont")
    if extra is None:
        return c
    arg = fl.args["n" if extra == "arg" else "m"]
    c2 = _cmp(fl, b, "slt", i, arg, "more")
    return _op(fl, b, "and", c, c2, "go")


def _plain(fl: Filling, b: Block, m: BlockMeta, kind: str) -> Value:
    rng = fl.rng
    if kind == "lane":
        r = rng.random()
        if r < 0.4:
            return _cmp(fl, b, rng.choice(("ult", "ugt")), fl.lane,
                        ConstInt(I32, rng.choice((1, 2, 3, 5, 8, 16, 31))), "lc")
        if r < 0.7:
            bit = _op(fl, b, "and", fl.lane, ConstInt(I32, rng.choice((1, 2, 4))), "lb")
            return _cmp(fl, b, "ne", bit, ConstInt(I32, 0), "lc")
        return _cmp(fl, b, "eq", fl.lane, ConstInt(I32, rng.choice((0, 1, 2, 7))), "lc")
    if kind == "arg":
        r = rng.random()
        if r < 0.25:
            return fl.args["p"]
        if r < 0.5:
            return _cmp(fl, b, "eq", fl.args["x"], fl.args["y"], "ac")
        name = rng.choice(("x", "y", "n"))
        return _cmp(fl, b, rng.choice(("slt", "sgt", "eq", "ne")), fl.args[name],
                    ConstInt(I32, rng.choice((0, 1, 2, -1))), "ac")
    if kind == "uniform":
        name = rng.choice(("u", "m"))
        return _cmp(fl, b, rng.choice(("slt", "sgt", "eq", "ne")), fl.args[name],
                    ConstInt(I32, rng.choice((0, 1, 2, -1))), "uc")
    if kind == "value":
        v = fl.pools.pick(b, I32, safe=True, p_const=0.0)
        return _cmp(fl, b, rng.choice(("slt", "sgt", "eq", "ne", "ult")), v,
                    ConstInt(I32, rng.choice((0, 1, 2, 3, 7, -1))), "vc")
    if kind == "elect":
        return fl.conv(b, m, "subgroupElect")
    if kind == "ballot":
        arg = fl.pools.pick(b, I1, safe=True, p_const=0.05)
        ballot = fl.conv(b, m, "subgroupBallot", args=[arg])
        r = rng.random()
        if r < 0.45:  # this thread's own bit
            sh_amt = fl.emit(b, Instruction("zext", I64, [fl.lane], fl.pools.fresh("lane64")),
                             True)
            sh = _op(fl, b, "lshr", ballot, sh_amt, "bits")
            return fl.emit(b, Instruction("trunc", I1, [sh], fl.pools.fresh("mybit")), True)
        if r < 0.75:
            return _cmp(fl, b, "ne", ballot, ConstInt(I64, 0), "any")
        return _cmp(fl, b, rng.choice(("ugt", "eq")), ballot,
                    ConstInt(I64, rng.choice((1, 3, 15))), "bc")
    if kind == "broadcast":
        v = fl.pools.pick(b, I32, safe=True, p_const=0.0)
        first = fl.conv(b, m, "subgroupBroadcastFirst", args=[v])
        other = v if rng.random() < 0.5 else ConstInt(I32, rng.choice((0, 1, 4)))
        return _cmp(fl, b, rng.choice(("eq", "slt", "sgt")), first, other, "bc")
    raise ValueError(f"unknown condition kind {kind!r}")


def _safe_i32(fl: Filling, b: Block) -> Value:
    r = fl.rng.random()
    if r < 0.3:
        return fl.lane
    if r < 0.5:
        return fl.args[fl.rng.choice(("x", "u"))]
    return fl.pools.pick(b, I32, safe=True, p_const=0.0)


def _cmp(fl: Filling, b: Block, pred: str, a: Value, c: Value, stem: str) -> Instruction:
    return fl.emit(b, Instruction("icmp", I1, [a, c], fl.pools.fresh(stem), predicate=pred), True)


def _op(fl: Filling, b: Block, op: str, a: Value, c: Value, stem: str) -> Instruction:
    return fl.emit(b, Instruction(op, a.type, [a, c], fl.pools.fresh(stem)), True)
