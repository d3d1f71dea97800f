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

A uniform argument (a kernel parameter, one value for the dispatch) compared with a value
that is the lane's id plus a constant, as a grid-stride loop's bound is
(``for (i = tid; i < n; i += 32)``: the exit test is ``tid + 32 < n``), splits the lanes
only when it lies within the active lanes' ids past that constant: drawn bounds are small
(the buffers' size keeps them so) or huge, and the loop's exit stayed uniform on every
drawn schedule (c_stride_compact of tests/data/clang/audit10: a lie about that exit was
never refuted). :func:`lane_bounds` finds such comparisons (through casts, constant
additions and a loop's phi, its first incoming value first) and a probe gives the argument
the constant plus the middle active lane's id, in every lane.

A uniform argument compared with a constant (``if (n == 1000)``) cannot straddle it within
one wave: :func:`uniform_probes` gives whole dispatches at C, C + 1 and C - 1, which the
checker runs tentatively (a dispatch may loop C times and run out of steps).

A value that differs only between two lanes the kernel picks by their id (``lane & 7 == 3``:
lanes 3, 11, 19, ...) and that depends on a per-lane input differs only where those lanes
are converged and their inputs differ: a drawn schedule often activates a few lanes, or
gives an input one value in every lane or a pattern repeating every two lanes.
:func:`disagreeing_schedules` gives every lane of the widest drawn wave its own draw of
every per-lane integer input (run tentatively too: a loop bound may run out of steps).

A value behind both, ``if (u == 77)`` and then lanes 5 and 21 with their own ``%x``, needs
the dispatch's value and disagreeing lanes in one run: :func:`directed_schedules`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.inputs import kernel_inputs
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.lanetests import THROUGH, lane_offset
from fuzzfarm.ir.model import Argument, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType
from fuzzfarm.schedule import Schedule
from generators.compared_args import flipping_values
from generators.schedules import BOUNDARY, fit, is_bound

#: Probes added at most (one per argument and constant, in program order).
MAX_PROBES = 8


def compared_constants(fn: Function, *, uniform: bool = False) -> list[tuple[Argument, int]]:
    """(kernel argument, value in its type) pairs at which a comparison of the kernel (or
    of a function it calls) with an integer constant flips, first seen first, at most
    :data:`MAX_PROBES` (:func:`generators.compared_args.flipping_values`; ``uniform``: of
    the uniform arguments)."""
    found: dict[tuple[str, int], tuple[Argument, int]] = {}
    for arg, want in flipping_values(fn, uniform=uniform):
        assert isinstance(arg.type, IntType)
        value = fit(want, arg.type.bits)
        found.setdefault((arg.name, value), (arg, value))
    return list(found.values())[:MAX_PROBES]


def _uniform_argument(v: Value, fn: Function) -> Argument | None:
    """The kernel's uniform integer argument ``v`` is (through casts), or None."""
    while isinstance(v, Instruction) and v.opcode in THROUGH:
        v = v.operands[0]
    if isinstance(v, Argument) and v in fn.args and v.is_uniform_input \
            and isinstance(v.type, IntType) and v.type.bits > 1:
        return v
    return None


def lane_bounds(fn: Function) -> list[tuple[Argument, int]]:
    """(uniform kernel argument, C) pairs: the kernel compares the argument with the lane's
    id plus C (module docstring), first seen first, each once, at most :data:`MAX_PROBES`."""
    found: dict[tuple[str, int], tuple[Argument, int]] = {}
    for f in reachable_functions(fn)[:1]:  # the kernel's own (a callee's parameter is per call)
        for inst in f.instructions():
            if inst.opcode != "icmp":
                continue
            a, b = inst.operands
            for x, y in ((a, b), (b, a)):
                arg = _uniform_argument(x, fn)
                offset = lane_offset(y) if arg is not None else None
                if arg is not None and offset is not None:
                    found.setdefault((arg.name, offset), (arg, offset))
    return list(found.values())[:MAX_PROBES]


def uniform_probes(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """Dispatches at a uniform argument's compared constants: for each (argument, C) of
    :func:`compared_constants` of the uniform arguments, a drawn schedule with C in every
    lane, then ones with C + 1 and C - 1 (every predicate's other side), at most
    :data:`MAX_PROBES`. A uniform argument takes one value for the whole wave, so the
    per-lane probes cannot straddle C: a drawn bound never reached ``%n == 1000``, and a lie
    about a lane-dependent value behind it held (tests/data/uniformity/lies/uniform_magic.ll).
    Such a dispatch may loop C times: callers run these tentatively (a run that is not
    decided leaves the verdict to the drawn schedules)."""
    if not drawn:
        return []
    # Behind the comparison a value diverges only through lanes that differ: the drawn
    # schedule whose per-lane inputs differ most (a drawn one with %x the same in every
    # lane made the dispatch at %m == 0 of a generated kernel show nothing).
    base = max(drawn, key=lambda s: sum(len(set(v)) for v in s.args.values()))
    return [replace(base, args={**base.args, name: (value,) * base.subgroup_size})
            for name, value in _uniform_values(fn)[:MAX_PROBES]]


def probe_schedules(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """One probe per compared constant, then one per lane bound (:func:`lane_bounds`),
    built on the drawn schedules in turn, then the split buffers of the first
    (:func:`split_buffer_probes`)."""
    if not drawn:
        return []
    probes = []
    for i, (arg, c) in enumerate(compared_constants(fn)):
        base = drawn[i % len(drawn)]
        assert isinstance(arg.type, IntType)
        values = tuple(fit(c + lane % 3 - 1, arg.type.bits) for lane in range(base.subgroup_size))
        probes.append(replace(base, args={**base.args, arg.name: values}))
    for i, (arg, c) in enumerate(lane_bounds(fn)):
        base = drawn[(len(probes) + i) % len(drawn)]
        assert isinstance(arg.type, IntType)
        lanes = base.active_lanes
        bound = c + lanes[len(lanes) // 2]  # lanes below the middle one on one side
        value = fit(bound, arg.type.bits)
        # the buffers hold every index below the bound: a loop over it stays within them
        room = max(base.buffer_bytes, 4 * (bound + base.subgroup_size))
        probes.append(replace(base, args={**base.args, arg.name: (value,) * base.subgroup_size},
                              buffer_bytes=room))
    return probes + split_buffer_probes(drawn[0])


#: The words of :func:`split_buffer_probes`: positive both, of different parity and order.
SPLIT_WORDS = (1, 2)


def split_buffer_probes(base: Schedule) -> list[Schedule]:
    """Two probes whose buffers are constant on each side of the middle active lane's id:
    every word below it holds 1 and the rest 2, then the other way round. A value that
    differs only between groups of lanes whose inputs agree within each group (a ballot
    over each half's own mask, ``__ballot_sync(half, v & 1) == 0``) never showed on drawn
    buffers, whose words differ lane by lane so that every group sees a mix
    (c_ballot_partial of tests/data/clang/audit12: a lie about that test held through 128
    drawn schedules). 1 and 2 agree in sign and differ in parity and order, so a test of
    either splits the halves where the signs let both in."""
    if not base.buffers:
        return []
    lanes = base.active_lanes
    middle = lanes[len(lanes) // 2]
    count = base.buffer_bytes // 4
    out = []
    for low, high in (SPLIT_WORDS, SPLIT_WORDS[::-1]):
        words = tuple(low if w < middle else high for w in range(count))
        out.append(replace(base, buffers=dict.fromkeys(base.buffers, words)))
    return out


#: Loaded words' compared constants probed at most (:func:`loaded_split_probes`).
LOADED_CONSTANTS = 3
#: Where the words of the lanes' second element start in a buffer read ``in[lane + 64]``
#: (a wave64 kernel's next wave, two warps of CUDA).
NEXT_WAVE = 64


def loaded_constants(fn: Function) -> list[int]:
    """The integer constants C a 32-bit word loaded from memory is compared with (``icmp``
    of a load, through casts and freeze: ``in[lane] > 5``), in program order, at most
    :data:`LOADED_CONSTANTS`."""
    out: list[int] = []
    for f in reachable_functions(fn):
        for inst in f.instructions():
            if inst.opcode != "icmp" or len(inst.operands) != 2:
                continue
            for v, c in (inst.operands, inst.operands[::-1]):
                while isinstance(v, Instruction) and v.opcode in THROUGH:
                    v = v.operands[0]
                if isinstance(c, ConstInt) and isinstance(v, Instruction) and v.opcode == "load" \
                        and isinstance(v.type, IntType) and v.type.bits == 32:
                    value = fit(c.value, c.type.bits)
                    if value not in out:
                        out.append(value)
    return out[:LOADED_CONSTANTS]


def loaded_split_probes(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """Split buffers (:func:`split_buffer_probes`) whose words straddle a constant C a loaded
    word is compared with (:func:`loaded_constants`): C + 1 below the middle active lane's
    id and C from it on, then the other way round. A vote over each quarter-warp's own mask
    of ``in[lane] > 5`` differs between quarters only when one quarter's words are all at
    most 5 and another's not: drawn words are mostly large, the split probes' 1 and 2 on
    the same side of 5 (c_any_all_q of tests/data/clang/audit13: lies about the quarter
    votes held through the default 16 schedules). Tentative: a word may bound a loop."""
    if not drawn or not drawn[0].buffers:
        return []
    base = drawn[0]
    lanes = base.active_lanes
    middle = lanes[len(lanes) // 2]
    # the next wave's words too (``in[lane + 64]``, read where no lane's ``in[lane]`` met C:
    # h_first_match of audit13), split at the middle lane past a 64-lane wave of C + 1
    room = max(base.buffer_bytes, 4 * (NEXT_WAVE + base.subgroup_size))
    out = []
    for c in loaded_constants(fn):
        for low, high, split, size in ((c + 1, c, middle, base.buffer_bytes), (c, c + 1, middle, base.buffer_bytes),
                                       (c + 1, c, middle + NEXT_WAVE, room)):
            words = tuple((low if w < split else high) & 0xFFFFFFFF for w in range(size // 4))
            out.append(replace(base, buffers=dict.fromkeys(base.buffers, words), buffer_bytes=size))
    return out


#: Disagreeing schedules added at most (:func:`disagreeing_schedules`).
DISAGREEING = 2


def disagreeing_schedules(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """Schedules in which converged lanes disagree on every per-lane input (module
    docstring): the drawn schedule with the most active lanes (its choices, buffers and
    launch), every lane of its wave active, and each per-lane integer input drawn anew in
    every lane (a bit for an ``i1``; 0 to 5 for a loop bound, as drawn schedules bound
    them; else a boundary value or a small number). A lie about ``%p`` in a block only
    lanes 3 and 11 reach held when drawn ``%p``s alternated by lane parity."""
    if not drawn:
        return []
    base = _widest(drawn)
    return [_disagreeing(fn, base, f"fuzzfarm-disagreeing:{k}") for k in range(DISAGREEING)]


def _widest(drawn: Sequence[Schedule]) -> Schedule:
    """The drawn schedule with the most active lanes (then the widest wave)."""
    return max(drawn, key=lambda s: (len(s.active_lanes), s.subgroup_size))


def _disagreeing(fn: Function, base: Schedule, seed: str) -> Schedule:
    """``base`` with every lane of its wave active and every per-lane integer input drawn
    anew in each lane from ``seed`` (:func:`disagreeing_schedules`)."""
    size = base.subgroup_size
    rng = random.Random(seed)
    args = dict(base.args)
    for inp in kernel_inputs(fn):
        if inp.is_uniform_input or not isinstance(inp.type, IntType):
            continue
        bits = inp.type.bits
        if bits == 1:
            values = [rng.randint(0, 1) for _ in range(size)]
        elif is_bound(inp):
            values = [rng.randint(0, 5) for _ in range(size)]
        else:
            values = [rng.choice(BOUNDARY) if rng.random() < 0.5 else rng.randint(-8, 8)
                      for _ in range(size)]
        args[inp.name] = tuple(fit(v, bits) for v in values)
    return replace(base, args=args, active_lanes=tuple(range(size)))


#: Directed schedules added at most (:func:`directed_schedules`).
DIRECTED = 6


def directed_schedules(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """Dispatches that take a uniform argument to a side of the kernel's comparisons of it
    *and* make converged lanes disagree on every per-lane input: a value that diverges only
    on the path ``%u == 1`` opens, through the lanes' own ``%x``, needs both at once. The
    dispatches at the uniform arguments' compared constants (:func:`uniform_probes`: C,
    C + 1, C - 1) keep the drawn per-lane inputs of one schedule, and the disagreeing
    schedules (:func:`disagreeing_schedules`) keep the drawn uniform arguments, so neither
    reached such a value. Each directed schedule is the widest drawn wave with every lane
    active, one (argument, value) pair of the uniform probes in every lane and the per-lane
    inputs drawn anew per lane; at most :data:`DIRECTED`, run tentatively (a dispatch may
    loop C times). None for a kernel without per-lane integer inputs: they would be the
    uniform probes again, each a dispatch that may run out of steps."""
    lanes_own = [i for i in kernel_inputs(fn) if not i.is_uniform_input and isinstance(i.type, IntType)]
    if not drawn or not lanes_own:  # nothing to disagree on: the dispatches are the probes'
        return []
    base = _widest(drawn)
    out = []
    for k, (name, value) in enumerate(_uniform_values(fn)[:DIRECTED]):
        lanes = _disagreeing(fn, base, f"fuzzfarm-directed:{k}")
        out.append(replace(lanes, args={**lanes.args, name: (value,) * lanes.subgroup_size}))
    return out


def _uniform_values(fn: Function) -> list[tuple[str, int]]:
    """(uniform argument, value) pairs on every side of the kernel's comparisons of a uniform
    argument with a constant, C then C + 1 and C - 1 for each (:func:`compared_constants`),
    interleaved so that every comparison gets its sides before the next one's neighbours."""
    pairs = compared_constants(fn, uniform=True)
    out: list[tuple[str, int]] = []
    for delta in (0, 1, -1):
        for arg, c in pairs:
            assert isinstance(arg.type, IntType)
            pair = (arg.name, fit(c + delta, arg.type.bits))
            if pair not in out:
                out.append(pair)
    return out


def tentative_schedules(fn: Function, drawn: Sequence[Schedule]) -> list[Schedule]:
    """Every schedule the checker runs tentatively beside ``drawn`` (each an extra chance
    to refute; one not decided proves nothing): the uniform arguments' dispatches
    (:func:`uniform_probes`), the disagreeing schedules, the directed ones and the split
    buffers at loaded words' compared constants (:func:`loaded_split_probes`)."""
    return (uniform_probes(fn, drawn) + disagreeing_schedules(fn, drawn) + directed_schedules(fn, drawn)
            + loaded_split_probes(fn, drawn))
