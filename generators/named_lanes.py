"""Lanes a kernel names: which lanes a narrow schedule should keep.

A schedule whose implementation choices must all be listed keeps only a few active
lanes (anchor groupings grow like the Bell numbers: :mod:`fuzzfarm.farm.sizing`). Drawn
at random, those few lanes rarely include the one a lane-dependent branch singles out
(``if (lane == 2)``), and a transform that only misbehaves on that branch's side (an
anchor-controlled operation sunk under it, seed 000, "Hoisting and Sinking") is never
seen. This is the fuzzer's constant harvesting, applied to lanes: a comparison of a
value computed from the lane id (or a target's lane or work-item id) with a constant
names the lanes on both sides of it, and narrow schedules keep some of them.

The answer only biases which lanes are drawn; it never decides a verdict, so a lane
named wrongly (a constant compared with ``lane * 3``) costs nothing but a less useful
draw.
"""

from __future__ import annotations

import random

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.conventions import is_lane_function
from fuzzfarm.ir.model import ConstInt, Function, Instruction, users

#: Instructions a lane-derived value flows through (its value stays a function of the lane).
_FLOWS = frozenset({"add", "sub", "and", "or", "xor", "shl", "lshr", "ashr", "mul",
                    "zext", "sext", "trunc", "phi", "select", "freeze", "urem", "srem"})
#: Ordered predicates: ``x < K`` separates lanes K-1 and K.
_ORDERED = frozenset({"slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"})


def _lane_values(fn: Function) -> set[Instruction]:
    """Every instruction of ``fn`` whose value is computed from a lane id (data flow)."""
    uses = users(fn)
    work = [i for i in fn.instructions() if i.opcode == "call" and is_lane_function(i.callee)]
    seen = set(work)
    while work:
        for user in uses.get(work.pop(), ()):
            if user.opcode in _FLOWS and user not in seen:
                seen.add(user)
                work.append(user)
    return seen


def _named(fn: Function) -> frozenset[int]:
    lanes = _lane_values(fn)
    named: set[int] = set()
    for inst in fn.instructions():
        if inst.opcode != "icmp" or not any(v in lanes for v in inst.operands):
            continue
        for v in inst.operands:
            if isinstance(v, ConstInt) and 0 <= v.value < 64:
                named.add(v.value)
                if inst.predicate in _ORDERED and v.value > 0:
                    named.add(v.value - 1)
    return frozenset(named)


#: The lanes ``fn`` names (cached per function): constants its lane-derived values are
#: compared with, and for an ordered comparison the lane just below the constant too.
named_lanes = per_function(_named)


def keep_named(chosen: tuple[int, ...], pool: tuple[int, ...], named: frozenset[int],
               rng: random.Random) -> tuple[int, ...]:
    """``chosen`` (a narrowing of ``pool``) with some of the named lanes of ``pool`` in
    it: up to half of its lanes (at least one), each swapped in for an unnamed lane.
    The same size as ``chosen``; ``chosen`` itself when ``pool`` names no lane."""
    candidates = [lane for lane in pool if lane in named and lane not in chosen]
    want = min(len([lane for lane in pool if lane in named]), max(1, len(chosen) // 2))
    have = sum(lane in named for lane in chosen)
    out = list(chosen)
    while have < want and candidates:
        unnamed = [i for i, lane in enumerate(out) if lane not in named]
        if not unnamed:
            break
        out[rng.choice(unnamed)] = candidates.pop(rng.randrange(len(candidates)))
        have += 1
    return tuple(sorted(out))
