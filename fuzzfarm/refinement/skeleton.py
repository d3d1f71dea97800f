"""Pairs that run alike under every choice: the same *skeleton* (SEMANTICS.md, "Sampled
choices", "The same skeleton").

A kernel with anchors has Bell-number many groupings over its lanes, so at 32 or 64
lanes *after*'s are only sampled and a pass cannot be decided by listing them. Many
transforms leave everything a grouping can touch as it was: they rename values, sink a
pure computation into the successor that alone uses it, hoist it, or merge two equal
ones, and keep every anchor, every convergent operation, every memory access and every
branch where it was. For such a pair, *after* run with any choice ``c`` (anchor
grouping, hierarchy, order seed) is *before* run with the same ``c``, step for step
except for where the pure values are computed; so every behaviour of *after* is one of
*before*'s, whatever ``c`` is, listed or not.

The *skeleton* of a kernel is its blocks (by name, in order) and, in each block, its
*anchored* instructions in order: every instruction but the *floating* ones, integer
arithmetic, comparisons and selects that can be computed anywhere their operands are
(:func:`floating`: no undefined behaviour, no approximation, no memory, no
convergence). An operand is compared by its *value number*: an argument by position,
an anchored instruction by its block and its place among the block's anchored ones, a
floating instruction by its opcode, fields and its operands' value numbers (the two
operands of a commutative operation, or of an ``icmp`` with its predicate swapped, in
one canonical order), a constant by itself. Two kernels have the same skeleton (:func:`same_skeleton`) when the module
around them is the same (declarations, globals, target), the kernel's signature and
attributes are, their blocks have the same names in the same order, and each block's
anchored instructions are equal field by field with operands as value numbers (the
names of values other than calls aside: no oracle reads them; a call's name labels its
convergent operation and an anchor's names its grouping in ``Choices``), and both are
valid SSA (every definition dominates its uses).

Why this is sound (the claim, for one thread of one run with choice ``c``, by induction
over the anchored instructions it executes). In valid SSA, at any point ``p`` a
floating instruction ``x = f(o1..ok)`` is used, its value is ``f`` of its operands'
values at ``p``: ``x``'s latest execution read the operands' latest values, and none
was executed again between it and ``p`` (else a path from the entry to ``p`` would
avoid ``x``'s definition, which dominates ``p``: the operand's definition dominates
``x``'s, and the path to it can be taken without passing ``x`` unless both are in one
block, where ``x`` follows the operand). Unfolding, an operand's value at ``p`` is its
value number evaluated on the latest values of the arguments and anchored
instructions. Both programs run the same anchored instructions in the same order
(same blocks, same branch conditions by value number), so these latest values are
equal, hence every operand, address, branch, convergent operation's key (its block
path, token and, with ``c``, its anchor's label: seed 000, "Dynamic Instances and
Convergence Tokens"), communicating set, wait, event, store, returned value and
undefined behaviour. Floating instructions record nothing (no approximation, no event,
no undefined behaviour: :func:`floating`), so a behaviour is the same in both, and so
is whether ``c`` is legal (the convergence order is built from the same instances).
Only the number of steps differs (floating instructions run more or less often): a run
that exceeds the oracle's step budget is undecided, not a behaviour, and both
programs' unbounded runs agree, so nothing is claimed about a timeout.

The check is static; :func:`fuzzfarm.refinement.check` also replays *before* with the
choices of each sampled run of *after* and requires the two to match before it passes,
so a flaw in this comparison shows as a failed replay (the schedule stays undecided),
not as a wrong pass.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from fuzzfarm.analysis.dominators import dominator_tree, reachable
from fuzzfarm.ir.conventions import nvptx_triple
from fuzzfarm.ir.model import (
    BINARY_OPS,
    Argument,
    Block,
    Function,
    Instruction,
    Undef,
    Value,
)
from fuzzfarm.ir.printer import print_function
from fuzzfarm.ir.structure import Unknown, compared_fields, compared_value, read_attributes
from fuzzfarm.ir.types import IntType

#: Integer instructions that compute their value from their operands alone, never
#: undefined and never recording an approximation (division and remainder may be
#: undefined; ``freeze``, floats and addresses may record one).
FLOATING_OPCODES = (BINARY_OPS - {"udiv", "sdiv", "urem", "srem"}) | {
    "zext", "sext", "trunc", "icmp", "select"}

#: Instruction fields not compared: the back reference, LLVM's ``tail`` marker (read by
#: no oracle, as in :mod:`fuzzfarm.ir.structure`) and the name (compared for calls only).
_SKIPPED = frozenset({"parent", "tail", "name"})


def floating(inst: Instruction) -> bool:
    """May ``inst`` be computed anywhere its operands are, with nothing recorded?"""
    return (type(inst) is Instruction and inst.opcode in FLOATING_OPCODES
            and isinstance(inst.type, IntType) and not inst.bundles
            and all(isinstance(v.type, IntType) and not isinstance(v, Undef)
                    for v in inst.operands))


def same_skeleton(before: Function, after: Function) -> bool:
    """Does *after* run as *before* does under every choice (module docstring)?"""
    if before is after:
        return True
    try:
        return (_same_module(before, after) and _same_signature(before, after)
                and _ssa(before) and _ssa(after) and _skeleton(before) == _skeleton(after))
    except Unknown:
        return False


def _same_module(before: Function, after: Function) -> bool:
    """The same declarations, globals and target around the two kernels, and no other
    definition (a call to one would need its body compared too)."""
    mb, ma = before.module, after.module
    if mb is None or ma is None:
        return mb is ma
    if (mb.globals != ma.globals or nvptx_triple(mb.triple) != nvptx_triple(ma.triple)
            or mb.named_metadata != ma.named_metadata):
        return False
    others_b = {n: f for n, f in mb.functions.items() if n != before.name}
    others_a = {n: f for n, f in ma.functions.items() if n != after.name}
    if others_b.keys() != others_a.keys():
        return False
    return all(f.is_declaration and others_a[n].is_declaration
               and print_function(f) == print_function(others_a[n]) for n, f in others_b.items())


def _same_signature(before: Function, after: Function) -> bool:
    if (before.name, str(before.return_type), read_attributes(before.attrs), before.ret_attrs,
            before.linkage, before.cc, before.metadata) != (
            after.name, str(after.return_type), read_attributes(after.attrs), after.ret_attrs,
            after.linkage, after.cc, after.metadata):
        return False
    return _args(before) == _args(after)


def _args(fn: Function) -> tuple[Any, ...]:
    return tuple(tuple(compared_value(getattr(a, f), {}) for f in compared_fields(Argument)) for a in fn.args)


def _ssa(fn: Function) -> bool:
    """Does every definition dominate its uses in the reachable blocks (a phi's use at
    the end of its incoming block)?"""
    live = set(reachable(fn))
    dom = dominator_tree(fn)
    index = {id(i): k for b in fn.blocks for k, i in enumerate(b.instructions)}
    for block in fn.blocks:
        if block not in live:
            continue
        for k, inst in enumerate(block.instructions):
            uses: Iterable[tuple[Value, Block, int]]
            if inst.opcode == "phi":
                uses = ((v, src, len(src.instructions)) for v, src in zip(inst.operands, inst.blocks,
                                                                            strict=True))
            else:
                uses = ((v, block, k) for v in inst.all_operands())
            for v, at, pos in uses:
                if not isinstance(v, Instruction):
                    continue
                home = v.parent
                if home is None or home not in live or (home is at and index[id(v)] >= pos) or (
                        home is not at and not dom.dominates(home, at)):
                    return False
    return True


def _skeleton(fn: Function) -> tuple[Any, ...]:
    """The blocks' names and each block's anchored instructions, operands by value number."""
    numbers: dict[int, Any] = {}
    for a in fn.args:
        numbers[id(a)] = ("arg", a.index)
    for b in fn.blocks:
        numbers[id(b)] = ("block", b.name)
        anchored = [i for i in b.instructions if not floating(i)]
        for k, inst in enumerate(anchored):
            numbers[id(inst)] = ("at", b.name, k)
    for b in fn.blocks:
        for inst in b.instructions:
            if floating(inst):
                _number(inst, numbers)
    return tuple((b.name, tuple(_fields(i, numbers) for i in b.instructions if not floating(i)))
                 for b in fn.blocks)


def _number(inst: Instruction, numbers: dict[int, Any]) -> Any:
    """A floating instruction's value number: its fields, operands by value number."""
    known = numbers.get(id(inst))
    if known is not None:
        return known
    stack = [inst]
    while stack:  # operands first, without recursion (long chains of arithmetic)
        top = stack[-1]
        waiting = [v for v in top.operands if isinstance(v, Instruction) and id(v) not in numbers]
        if waiting:
            for v in waiting:
                if not floating(v):
                    raise Unknown(f"{v!r} is not numbered")  # outside the function's blocks
            stack.extend(waiting)
            continue
        stack.pop()
        numbers[id(top)] = ("pure", _commuted(_fields(top, numbers), top))
    return numbers[id(inst)]


#: Binary operations whose operands may be swapped (LangRef: ``add``, ``mul``, ``and``,
#: ``or``, ``xor`` are commutative, their ``nsw``/``nuw``/``disjoint`` flags symmetric).
COMMUTATIVE = frozenset({"add", "mul", "and", "or", "xor"})
#: ``icmp a P b`` is ``icmp b P' a``.
SWAPPED = {"eq": "eq", "ne": "ne", "ugt": "ult", "ult": "ugt", "uge": "ule", "ule": "uge",
           "sgt": "slt", "slt": "sgt", "sge": "sle", "sle": "sge"}


def _commuted(fields: tuple[Any, ...], inst: Instruction) -> tuple[Any, ...]:
    """A floating instruction's fields with its two operands in a canonical order (by
    their value numbers' text) where swapping them keeps the value: ``a + b`` and
    ``b + a``, ``a < b`` and ``b > a`` get one value number."""
    if inst.opcode not in COMMUTATIVE and inst.opcode != "icmp":
        return fields
    out = dict(fields[1:])
    kind, operands = out["operands"]
    if repr(operands[0]) <= repr(operands[1]):
        return fields
    out["operands"] = (kind, (operands[1], operands[0]))
    if inst.opcode == "icmp":
        out["predicate"] = SWAPPED[str(inst.predicate)]
    return (fields[0], *out.items())


def _fields(inst: Instruction, numbers: dict[int, Any]) -> tuple[Any, ...]:
    """Every compared field of ``inst`` (the name only for calls), values by number."""
    out: list[Any] = [type(inst).__name__]
    for name in compared_fields(type(inst)):
        if name in _SKIPPED and not (name == "name" and inst.opcode == "call"):
            continue
        out.append((name, compared_value(getattr(inst, name), numbers)))
    return tuple(out)
