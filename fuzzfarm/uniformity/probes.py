"""Schedules whose inputs straddle the kernel's own constants.

A lie about a value that diverges only when a thread's input meets a constant of
the program (``%v == 12345``) survives any number of random schedules: drawn
inputs are boundaries, small numbers and random 32-bit values. The kernel says
which inputs matter, so for each kernel argument compared with an integer constant C
(``icmp`` or ``switch``), a probe is a drawn schedule in which that argument holds
V - 1, V, V + 1 in turn across the lanes, V being the argument's value that makes the
compared value C: threads on every side of C, converged where the drawn schedule had
them converged. Every comparison predicate (eq, ne, the orders) then splits the lanes.
The compared value is followed back to the argument through the arithmetic that can
be undone (adding, subtracting or xor-ing a constant: ``%v + 1 == 12346`` wants
12345; casts and masks keep V = C) and through a device function's parameters to the
call sites' arguments (a lie about ``@dev``'s ``%a == 777``, ``%a`` the kernel's
``%u``, was never probed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.ir.calls import calls_to_definitions, reachable_functions
from fuzzfarm.ir.model import Argument, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType
from fuzzfarm.schedule import Schedule
from generators.schedules import fit

#: Probes added at most (one per argument and constant, in program order).
MAX_PROBES = 8


def compared_constants(fn: Function) -> list[tuple[Argument, int]]:
    """(kernel argument, signed value) pairs at which a comparison of the kernel (or of a
    function it calls) with an integer constant flips, first seen first.

    Only the kernel's own non-``inreg`` integer arguments (the schedule gives those);
    an ``inreg`` one must stay uniform, so probing it would not split the lanes."""
    args = {id(a): a for a in fn.args if isinstance(a.type, IntType) and a.type.bits > 1
            and not a.is_uniform_input}
    functions = reachable_functions(fn)
    sites = [(inst, callee) for f in functions for inst, callee in calls_to_definitions(f)]
    found: dict[tuple[int, int], tuple[Argument, int]] = {}
    for f in functions:
        for inst in f.instructions():
            if inst.opcode == "icmp":
                pairs = [(inst.operands[0], inst.operands[1]), (inst.operands[1], inst.operands[0])]
            elif inst.opcode == "switch":
                pairs = [(inst.operands[0], c) for c in inst.operands[1:]]
            else:
                continue
            for a, c in pairs:
                if not isinstance(c, ConstInt):
                    continue
                for arg, want in _solutions(a, c.signed, args, sites, MAX_DEPTH):
                    assert isinstance(arg.type, IntType)
                    value = fit(want, arg.type.bits)
                    found.setdefault((id(arg), value), (arg, value))
    return list(found.values())[:MAX_PROBES]


#: How many instructions and call sites a compared value is followed back through.
MAX_DEPTH = 8


def _solutions(v: Value, want: int, args: dict[int, Argument],
               sites: list[tuple[Instruction, Function]], depth: int) -> list[tuple[Argument, int]]:
    """(kernel argument, value) pairs that make ``v`` equal ``want``, as far as the
    arithmetic between them can be undone (else none: random inputs stay the probe)."""
    if id(v) in args:
        return [(args[id(v)], want)]
    if depth == 0:
        return []
    if isinstance(v, Argument):  # a device function's parameter: its call sites' values
        return [s for call, callee in sites if v.index < len(call.operands) and callee.args
                and callee.args[v.index] is v
                for s in _solutions(call.operands[v.index], want, args, sites, depth - 1)]
    if not isinstance(v, Instruction):
        return []
    ops = v.operands
    if v.opcode in ("zext", "sext", "trunc", "freeze", "and", "or"):
        # a cast keeps the low bits; a mask or a union keeps ``want``'s own bits when the
        # constant allows it (else the probe is off, never wrong: a probe is one more schedule)
        return [s for o in ops[:1] if not isinstance(o, ConstInt)
                for s in _solutions(o, want, args, sites, depth - 1)]
    if v.opcode in ("add", "sub", "xor") and len(ops) == 2:
        x, k = ops
        if isinstance(k, ConstInt):
            undo = {"add": want - k.signed, "sub": want + k.signed, "xor": want ^ k.signed}
            return _solutions(x, undo[v.opcode], args, sites, depth - 1)
        if isinstance(x, ConstInt) and v.opcode != "sub":
            return _solutions(k, want - x.signed if v.opcode == "add" else want ^ x.signed,
                              args, sites, depth - 1)
        if isinstance(x, ConstInt):  # k - v == want
            return _solutions(k, x.signed - want, args, sites, depth - 1)
    return []


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
