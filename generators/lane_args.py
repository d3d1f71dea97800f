"""Arguments a kernel uses as lane indices: draw them among the active lanes.

``readlane(v, %src)``, ``subgroupShuffle(v, %lane)`` and ``shfl.sync.idx(m, v, %lane, c)``
read the lane an argument names; drawn like any other integer (boundary values, small
numbers), that lane is mostly not active in a narrow schedule, or is one only the wave
size decides (63 on a 4-lane schedule of a kernel with no target). The read is then
poison or unsupported, and everything computed from it hides what a transform did to
the rest: a readfirstlane folded away beside HIP's ``__shfl(v, src)`` stayed
inconclusive on every default 4-lane schedule (tests/data/llvmbugs, c23). This is the
same harvest as :mod:`generators.named_lanes` and :mod:`generators.compared_args`, for
lane operands: in about half the schedules each such argument names an active lane (a
uniform one the same lane everywhere; a per-lane one a lane each).

It only biases the inputs; it never decides a verdict.
"""

from __future__ import annotations

import random

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.conventions import OPS
from fuzzfarm.ir.model import Argument, Function, Instruction, Value

#: Operation semantics -> the operand that names the lane read.
LANE_OPERAND = {"subgroupShuffle": 1, "amdgcn.readlane": 1, "amdgcn.writelane": 1,
                "nvvm.shfl.sync.idx": 2}
#: Instructions that keep a value the lane index an argument gave.
_THROUGH = frozenset({"zext", "sext", "trunc", "freeze", "and", "urem"})


def _source(v: Value) -> Argument | None:
    """The argument ``v`` is (through casts and masks such as ``and %l, 63``), if any."""
    while isinstance(v, Instruction) and v.opcode in _THROUGH and v.operands:
        v = v.operands[0]
    return v if isinstance(v, Argument) else None


def _lane_index_args(fn: Function) -> frozenset[str]:
    names: set[str] = set()
    for inst in fn.instructions():
        op = OPS.get(inst.callee or "") if inst.opcode == "call" else None
        at = LANE_OPERAND.get(op.behaves_as) if op is not None else None
        if at is not None and at < len(inst.operands):
            arg = _source(inst.operands[at])
            if arg is not None:
                names.add(arg.name)
    return frozenset(names)


#: Names of ``fn``'s arguments that name a lane read by a cross-lane operation (cached).
lane_index_args = per_function(_lane_index_args)


def aim(fn: Function, args: dict[str, tuple[int, ...]], uniform: frozenset[str],
        lanes: tuple[int, ...], seed: int) -> dict[str, tuple[int, ...]]:
    """``args`` with, in about half the schedules, each lane-index argument naming active
    lanes; from a generator of its own, so kernels without one draw as they always did."""
    names = sorted(n for n in lane_index_args(fn) if n in args)
    if not names or not lanes:
        return args
    rng = random.Random(f"fuzzfarm-lane-args:{seed}")
    out = dict(args)
    for name in names:
        if rng.random() < 0.5:
            continue
        size = len(args[name])
        if name in uniform:
            out[name] = (rng.choice(lanes),) * size
        else:
            out[name] = tuple(rng.choice(lanes) for _ in range(size))
    return out
