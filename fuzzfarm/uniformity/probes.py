"""Schedules whose inputs straddle the kernel's own constants.

A lie about a value that diverges only when a thread's input meets a constant of
the program (``%v == 12345``) survives any number of random schedules: drawn
inputs are boundaries, small numbers and random 32-bit values. The kernel says
which inputs matter, so for each kernel argument compared directly with an integer
constant C (``icmp`` or ``switch`` on the argument itself), a probe is a drawn
schedule in which that argument holds C - 1, C, C + 1 in turn across the lanes:
threads on every side of C, converged where the drawn schedule had them
converged. Every comparison predicate (eq, ne, the orders) then splits the lanes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Argument, ConstInt, Function
from fuzzfarm.ir.types import IntType
from fuzzfarm.schedule import Schedule
from generators.schedules import fit

#: Probes added at most (one per argument and constant, in program order).
MAX_PROBES = 8


def compared_constants(fn: Function) -> list[tuple[Argument, int]]:
    """(kernel argument, signed constant) pairs the kernel compares directly, first seen first.

    Only the kernel's own non-``inreg`` integer arguments (the schedule gives those);
    an ``inreg`` one must stay uniform, so probing it would not split the lanes."""
    args = {id(a): a for a in fn.args if isinstance(a.type, IntType) and a.type.bits > 1
            and not a.is_uniform_input}
    found: dict[tuple[int, int], tuple[Argument, int]] = {}
    for f in reachable_functions(fn):
        for inst in f.instructions():
            if inst.opcode == "icmp":
                pairs = [(inst.operands[0], inst.operands[1]), (inst.operands[1], inst.operands[0])]
            elif inst.opcode == "switch":
                pairs = [(inst.operands[0], c) for c in inst.operands[1:]]
            else:
                continue
            for a, c in pairs:
                if id(a) in args and isinstance(c, ConstInt):
                    found.setdefault((id(a), c.signed), (args[id(a)], c.signed))
    return list(found.values())[:MAX_PROBES]


def probe_schedules(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """One probe per compared constant, built on the drawn schedules in turn."""
    if not drawn:
        return []
    probes = []
    for i, (arg, c) in enumerate(compared_constants(fn)):
        base = drawn[i % len(drawn)]
        assert isinstance(arg.type, IntType)
        values = tuple(fit(c + lane % 3 - 1, arg.type.bits) for lane in range(base.subgroup_size))
        probes.append(replace(base, args={**base.args, arg.name: values}))
    return probes
