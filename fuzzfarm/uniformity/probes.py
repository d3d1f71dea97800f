"""Schedules whose inputs straddle the kernel's own constants.

A lie about a value that diverges only when a thread's input meets a constant of
the program (``%v == 12345``) survives any number of random schedules: drawn
inputs are boundaries, small numbers and random 32-bit values. The kernel says
which inputs matter, so for each kernel argument compared with an integer constant C
(``icmp`` or ``switch``), a probe is a drawn schedule in which that argument holds
V - 1, V, V + 1 in turn across the lanes, V being the argument's value that makes the
compared value C: threads on every side of C, converged where the drawn schedule had
them converged. Every comparison predicate (eq, ne, the orders) then splits the lanes.
Which arguments and values: the comparison harvest of
:mod:`generators.compared_args` (through undoable arithmetic, masks, casts and device
functions' parameters), which drawn schedules use too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.ir.model import Argument, Function
from fuzzfarm.ir.types import IntType
from fuzzfarm.schedule import Schedule
from generators.compared_args import flipping_values
from generators.schedules import fit

#: Probes added at most (one per argument and constant, in program order).
MAX_PROBES = 8


def compared_constants(fn: Function) -> list[tuple[Argument, int]]:
    """(kernel argument, value in its type) pairs at which a comparison of the kernel (or
    of a function it calls) with an integer constant flips, first seen first, at most
    :data:`MAX_PROBES` (:func:`generators.compared_args.flipping_values`)."""
    found: dict[tuple[str, int], tuple[Argument, int]] = {}
    for arg, want in flipping_values(fn):
        assert isinstance(arg.type, IntType)
        value = fit(want, arg.type.bits)
        found.setdefault((arg.name, value), (arg, value))
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
