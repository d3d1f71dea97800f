"""Arguments a kernel compares: per-lane inputs drawn to sit on both sides of a comparison.

A branch on ``x == y`` of two per-lane arguments diverges only when some active lanes
have equal values and others do not. Drawn independently, two arguments are equal in
a lane a few times in a hundred, so such a branch is almost always uniform and a
transform that only misbehaves when threads reach a point along both sides of it
(a loop entered from two blocks whose header's convergent operation a naive rotation
duplicates into each: seed 001's control-equivalence hazard) is seen on about one
schedule in seventeen, and only on waves of 32 lanes or more. This is the fuzzer's
comparison harvesting (what CmpLog does for coverage fuzzers), applied to lanes: for a
comparison of a per-lane argument with another argument or a constant, a random subset
of the lanes gets the other side's value (for an ordered comparison, sometimes one
more or one less), so both outcomes occur within one wave.

It only biases the drawn inputs; it never decides a verdict. Loop-bound arguments are
never overwritten (a large value would run a loop to the step budget), uniform
(``inreg``) ones never become per-lane.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Argument, ConstInt, Function, Instruction, Value

#: Casts a compared value is traced through to the argument it comes from.
_CASTS = frozenset({"zext", "sext", "trunc", "freeze"})
#: Ordered predicates: the values next to the other side are boundaries too.
_ORDERED = frozenset({"slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"})


@dataclass(frozen=True)
class Comparison:
    """``arg`` is compared with ``other`` (an argument's name or a constant)."""

    arg: str
    other: str | int
    ordered: bool


def _source(v: Value) -> Argument | ConstInt | None:
    """The argument or constant ``v`` is a cast of, if any."""
    while isinstance(v, Instruction) and v.opcode in _CASTS:
        v = v.operands[0]
    return v if isinstance(v, Argument | ConstInt) else None


def _comparisons(fn: Function) -> tuple[Comparison, ...]:
    out: list[Comparison] = []
    for inst in fn.instructions():
        if inst.opcode != "icmp":
            continue
        a, b = (_source(v) for v in inst.operands)
        ordered = inst.predicate in _ORDERED
        for x, y in ((a, b), (b, a)):
            if isinstance(x, Argument) and isinstance(y, Argument) and x is not y:
                out.append(Comparison(x.name, y.name, ordered))
            elif isinstance(x, Argument) and isinstance(y, ConstInt):
                out.append(Comparison(x.name, y.value, ordered))
    return tuple(dict.fromkeys(out))


#: The comparisons of ``fn``'s arguments (cached per function).
comparisons = per_function(_comparisons)


def couple(fn: Function, args: dict[str, tuple[int, ...]], writable: frozenset[str],
           rng: random.Random) -> dict[str, dict[int, int]]:
    """New values for some lanes of some ``writable`` arguments (per-lane, not loop
    bounds, wider than a bit), unwrapped: for about half of ``fn``'s comparisons of such
    an argument, a random subset of its lanes gets the other side's value in that lane
    (the other argument's, or the constant; for an ordered comparison sometimes one
    off). Later comparisons see the earlier ones' values."""
    out: dict[str, dict[int, int]] = {}
    for c in comparisons(fn):
        if c.arg not in writable or c.arg not in args or rng.random() < 0.5:
            continue
        if isinstance(c.other, str) and c.other not in args:
            continue
        share = rng.uniform(0.2, 0.8)
        mine = out.setdefault(c.arg, {})
        for lane in range(len(args[c.arg])):
            if rng.random() >= share:
                continue
            if isinstance(c.other, str):
                v = out.get(c.other, {}).get(lane, args[c.other][lane])
            else:
                v = c.other
            mine[lane] = v + (rng.choice((-1, 0, 0, 1)) if c.ordered else 0)
    return out
