"""Arguments a kernel compares: the one harvest of the kernel's comparisons of its inputs.

A branch on ``x == y`` of two per-lane arguments, or on ``x == 12345``, diverges only
when some active lanes are on one side and others on the other. Drawn independently,
two arguments are equal in a lane a few times in a hundred and no boundary draw hits
12345, so such a branch is almost always uniform, and a transform that only misbehaves
when threads reach a point along both sides of it (a loop entered from two blocks whose
header's convergent operation a naive rotation duplicates into each: seed 001's
control-equivalence hazard) is almost never seen; a lie about the uniformity of a value
that diverges only there survives any number of random schedules. This is the fuzzer's
comparison harvesting (what CmpLog does for coverage fuzzers), applied to lanes.

:func:`comparisons` lists, for every ``icmp`` and ``switch`` of the kernel and of the
device functions it calls, which kernel argument is compared with what: another argument
(through casts) or the argument's value at which the comparison flips. That value is
followed back through the arithmetic that can be undone (adding, subtracting or xor-ing
a constant: ``%v + 1 == 12346`` wants 12345; casts and masks keep it) and through a
device function's parameters to its call sites' arguments. Two users:

- :func:`couple` (drawn schedules, :func:`generators.schedules.generate_schedule`): in
  about half the schedules a random subset of the lanes gets the other side's value (for
  an ordered comparison sometimes one off), so both outcomes occur within one wave;
- :func:`flipping_values` (the uniformity check's probes,
  :mod:`fuzzfarm.uniformity.probes`): a schedule per flipping value.

It only biases the inputs; it never decides a verdict.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.calls import calls_to_definitions, reachable_functions
from fuzzfarm.ir.model import Argument, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType

#: Casts a compared value is traced through to the argument it comes from.
_CASTS = frozenset({"zext", "sext", "trunc", "freeze"})
#: Ordered predicates: the values next to the other side are boundaries too.
_ORDERED = frozenset({"slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"})
#: How many instructions and call sites a compared value is followed back through.
MAX_DEPTH = 8

_Sites = list[tuple[Instruction, Function]]


@dataclass(frozen=True)
class Comparison:
    """Kernel argument ``arg`` is compared with ``other``: another kernel argument's name,
    or (an int) the value of ``arg`` at which the comparison flips, unwrapped."""

    arg: str
    other: str | int
    ordered: bool


def _solutions(v: Value, want: int, kernel: dict[int, Argument], sites: _Sites,
               depth: int) -> list[tuple[Argument, int]]:
    """(kernel argument, value) pairs that make ``v`` equal ``want``, as far as the
    arithmetic between them can be undone (else none: the inputs stay as drawn)."""
    if id(v) in kernel:
        return [(kernel[id(v)], want)]
    if depth == 0:
        return []
    if isinstance(v, Argument):  # a device function's parameter: its call sites' values
        return [s for call, callee in sites if v.index < len(call.operands) and callee.args
                and callee.args[v.index] is v
                for s in _solutions(call.operands[v.index], want, kernel, sites, depth - 1)]
    if not isinstance(v, Instruction):
        return []
    ops = v.operands
    if v.opcode in _CASTS or v.opcode in ("and", "or"):
        # a cast keeps the low bits; a mask or a union keeps ``want``'s own bits when the
        # constant allows it (else the bias is off, never wrong: it only picks inputs)
        return [s for o in ops[:1] if not isinstance(o, ConstInt)
                for s in _solutions(o, want, kernel, sites, depth - 1)]
    if v.opcode in ("add", "sub", "xor") and len(ops) == 2:
        x, k = ops
        if isinstance(k, ConstInt):
            undo = {"add": want - k.signed, "sub": want + k.signed, "xor": want ^ k.signed}
            return _solutions(x, undo[v.opcode], kernel, sites, depth - 1)
        if isinstance(x, ConstInt) and v.opcode != "sub":
            return _solutions(k, want - x.signed if v.opcode == "add" else want ^ x.signed,
                              kernel, sites, depth - 1)
        if isinstance(x, ConstInt):  # k - v == want
            return _solutions(k, x.signed - want, kernel, sites, depth - 1)
    return []


def _copied(v: Value, kernel: dict[int, Argument], sites: _Sites, depth: int) -> list[Argument]:
    """The kernel arguments ``v`` is a copy of, through casts and device parameters."""
    if id(v) in kernel:
        return [kernel[id(v)]]
    if depth == 0:
        return []
    if isinstance(v, Argument):
        return [a for call, callee in sites if v.index < len(call.operands) and callee.args
                and callee.args[v.index] is v
                for a in _copied(call.operands[v.index], kernel, sites, depth - 1)]
    if isinstance(v, Instruction) and v.opcode in _CASTS:
        return _copied(v.operands[0], kernel, sites, depth - 1)
    return []


def _comparisons(fn: Function) -> tuple[Comparison, ...]:
    kernel = {id(a): a for a in fn.args}
    functions = reachable_functions(fn)
    sites = [(inst, callee) for f in functions for inst, callee in calls_to_definitions(f)]
    out: list[Comparison] = []
    for f in functions:
        for inst in f.instructions():
            if inst.opcode == "icmp":
                ordered = inst.predicate in _ORDERED
                pairs = [(inst.operands[0], inst.operands[1]), (inst.operands[1], inst.operands[0])]
            elif inst.opcode == "switch":
                ordered = False
                pairs = [(inst.operands[0], c) for c in inst.operands[1:]]
            else:
                continue
            for a, b in pairs:
                if isinstance(b, ConstInt):
                    out += [Comparison(arg.name, want, ordered)
                            for arg, want in _solutions(a, b.signed, kernel, sites, MAX_DEPTH)]
                    continue
                out += [Comparison(x.name, y.name, ordered)
                        for x in _copied(a, kernel, sites, MAX_DEPTH)
                        for y in _copied(b, kernel, sites, MAX_DEPTH) if x is not y]
    return tuple(dict.fromkeys(out))


#: The comparisons of ``fn``'s arguments (cached per function).
comparisons = per_function(_comparisons)


def integer_arguments(fn: Function, *, uniform: bool) -> dict[str, Argument]:
    """The kernel's integers wider than a bit that are per-lane (a comparison's outcome can
    be steered through them lane by lane) or, with ``uniform``, ``inreg`` ones (a uniform
    input must stay uniform: a comparison of one flips for the whole wave at once, so only
    a dispatch with that value takes the other side)."""
    return {a.name: a for a in fn.args
            if isinstance(a.type, IntType) and a.type.bits > 1 and a.is_uniform_input == uniform}


def flipping_values(fn: Function, *, uniform: bool = False) -> list[tuple[Argument, int]]:
    """(kernel argument, unwrapped value) pairs at which a comparison with an integer
    constant flips, first seen first, each once: of the per-lane arguments
    (:func:`integer_arguments`), or (``uniform``) of the uniform ones (``inreg``, a kernel's
    parameters), whose value is the dispatch's: one value for every lane."""
    probed = integer_arguments(fn, uniform=uniform)
    return [(probed[c.arg], c.other) for c in comparisons(fn)
            if isinstance(c.other, int) and c.arg in probed]


def couple(fn: Function, args: dict[str, tuple[int, ...]], writable: frozenset[str],
           rng: random.Random) -> dict[str, dict[int, int]]:
    """New values for some lanes of some ``writable`` arguments (per-lane, not loop
    bounds, wider than a bit), unwrapped: for about half of ``fn``'s comparisons of such
    an argument, a random subset of its lanes gets the other side's value in that lane
    (the other argument's, or the flipping value; for an ordered comparison sometimes one
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
