"""Speculate the body of an ``if`` without ``else`` and turn its join phis into selects.

The pattern is SimplifyCFG's ``SpeculativelyExecuteBB`` on a triangle: ``B``
ends in ``br %c`` to ``T`` and ``J``, ``T`` is reached only from ``B`` and only
branches to ``J``, and ``J`` is reached only from ``B`` and ``T``. Every
instruction of ``T`` moves to ``B``, each phi of ``J`` becomes a ``select`` on
``%c``, and ``B`` branches straight to ``J``. Single-threaded this is correct
when each moved instruction is side-effect free and cannot add UB.

- ``speculate`` (aware) moves only instructions that cannot trap, and a
  convergent operation only across a branch the uniformity analysis proves
  uniform (seed 000, "Hoisting and Sinking"). A ``@subgroupShuffle`` must in
  addition have a lane operand that is never poison: seed 000 warns that
  "there is no guarantee about the value of %id in the threads where
  condition is false", and a poison lane is UB in our semantics
  (``oracles/SEMANTICS.md``).
- ``speculate-naive`` treats convergent value operations as speculatable
  ``readnone`` calls: the speculated ``subgroupShuffle`` of seed 000 runs in
  threads whose lane operand is poison (new UB), and a speculated reduction
  sums over threads that never entered the ``if``.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.model import Block, Function, Instruction, Module
from fuzzfarm.transforms import uniformity
from fuzzfarm.transforms.base import (
    Family,
    can_trap,
    is_convergent_call,
    is_movable,
    is_value_convergent_op,
)
from fuzzfarm.transforms.edit import (
    Names,
    incoming,
    insert_before_terminator,
    move_to,
    replace_all_uses,
)


@dataclass
class Site:
    branch: Block
    then: Block
    join: Block


def _speculatable(inst: Instruction, aware: bool) -> bool:
    if not is_movable(inst):
        return False
    return not can_trap(inst) or (not aware and is_value_convergent_op(inst))


def find_sites(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    preds = fn.predecessors()
    uni = uniformity.analyze(fn) if aware else None
    sites: list[Site] = []
    refused: list[str] = []
    for b in fn.blocks:
        term = b.terminator
        if term.opcode != "br" or len(term.blocks) != 2 or term.blocks[0] is term.blocks[1]:
            continue
        for then, join in (term.blocks, term.blocks[::-1]):
            if preds[then] != [b] or then.phis or then.successors != [join]:
                continue
            if set(preds[join]) != {b, then}:
                continue
            body = then.instructions[:-1]
            unsafe = [i for i in body if not _speculatable(i, aware)]
            if unsafe:
                if aware:
                    refused.append(f"{unsafe[0]!r} in %{then.name} may trap if speculated")
                continue
            if uni is not None and not uni.is_uniform_branch(b):
                conv = [i for i in body if is_convergent_call(i, module)]
                if conv:
                    refused.append(f"convergent {conv[0]!r} under the divergent branch of %{b.name}")
                    continue
            sites.append(Site(b, then, join))
    return sites, refused


def _apply(fn: Function, module: Module, site: Site) -> str:
    b, then, join = site.branch, site.then, site.join
    term = b.terminator
    cond = term.operands[0]
    then_is_true = term.blocks[0] is then
    moved = then.instructions[:-1]
    for inst in list(moved):
        move_to(inst, b, len(b.instructions) - 1)
    names = Names(fn)
    for phi in list(join.phis):
        vt, vb = incoming(phi, then), incoming(phi, b)
        sel = Instruction(
            "select", phi.type, [cond, vt, vb] if then_is_true else [cond, vb, vt],
            names.value((phi.name or "spec") + ".sel"),
        )
        insert_before_terminator(b, sel)
        replace_all_uses(fn, phi, sel)
        join.instructions.remove(phi)
    term.operands = []
    term.blocks = [join]
    fn.blocks.remove(then)
    what = ", ".join(repr(i) for i in moved) or "nothing"
    return f"speculated {what} from %{then.name} into %{b.name}"


FAMILY = Family(
    "speculate",
    "speculate the body of an if-then and turn join phis into selects",
    "speculates a convergent op (subgroupShuffle) out of an if (seed 000)",
    find=find_sites, apply=_apply, nothing="no if-then triangle",
)
