"""Small IR editing helpers shared by the transform families.

They keep the invariants the model relies on (``Instruction.parent``, phi
incoming lists parallel to ``blocks``) so that each family only says *what*
moves where.
"""

from __future__ import annotations

from collections.abc import Iterable

from fuzzfarm.ir.model import (
    Block,
    Function,
    Instruction,
    OperandBundle,
    Value,
    detached_copy,
    users,
)


class Names:
    """Fresh value and block names for one function (LLVM needs them unique)."""

    def __init__(self, fn: Function) -> None:
        self.values = {a.name for a in fn.args} | {
            i.name for i in fn.instructions() if i.name is not None
        }
        self.blocks = {b.name for b in fn.blocks}

    @staticmethod
    def _fresh(used: set[str], base: str) -> str:
        name, k = base, 1
        while name in used:
            k += 1
            name = f"{base}{k}"
        used.add(name)
        return name

    def value(self, base: str) -> str:
        return self._fresh(self.values, base)

    def block(self, base: str) -> str:
        return self._fresh(self.blocks, base)


def replace_all_uses(fn: Function, old: Value, new: Value) -> None:
    """Every operand (bundles included) of ``fn`` naming ``old`` now names ``new``."""
    for inst in fn.instructions():
        if any(v is old for v in inst.all_operands()):
            inst.replace_uses(old, new)


def remove(inst: Instruction) -> None:
    """Detach ``inst`` from its block (its uses must already be gone or replaced)."""
    assert inst.parent is not None
    inst.parent.instructions.remove(inst)
    inst.parent = None


def first_insertion_index(block: Block) -> int:
    """The index just after the block's phis."""
    i = 0
    while i < len(block.instructions) and block.instructions[i].opcode == "phi":
        i += 1
    return i


def move_to(inst: Instruction, block: Block, index: int) -> None:
    """Move ``inst`` to position ``index`` of ``block`` (index counted before removal)."""
    if inst.parent is block and block.instructions.index(inst) < index:
        index -= 1
    remove(inst)
    block.insert(index, inst)


def insert_before_terminator(block: Block, inst: Instruction) -> Instruction:
    return block.insert(len(block.instructions) - 1, inst)


def retarget(block: Block, old: Block, new: Block) -> None:
    """Every edge ``block -> old`` now goes to ``new`` (phis are the caller's job)."""
    term = block.terminator
    term.blocks = [new if b is old else b for b in term.blocks]
    if term.opcode == "br" and len(term.blocks) == 2 and term.blocks[0] is term.blocks[1]:
        term.operands = []
        term.blocks = [term.blocks[0]]


def incoming(phi: Instruction, block: Block) -> Value:
    for v, b in zip(phi.operands, phi.blocks, strict=True):
        if b is block:
            return v
    raise KeyError(f"phi {phi!r} has no incoming value from %{block.name}")


def rename_incoming(target: Block, old: Block, new: Block) -> None:
    """Phis of ``target`` receive from ``new`` what they received from ``old``."""
    for phi in target.phis:
        phi.blocks = [new if b is old else b for b in phi.blocks]


def remove_incoming(target: Block, pred: Block) -> None:
    for phi in target.phis:
        keep = [(v, b) for v, b in zip(phi.operands, phi.blocks, strict=True) if b is not pred]
        phi.operands = [v for v, _ in keep]
        phi.blocks = [b for _, b in keep]


def add_incoming(phi: Instruction, value: Value, block: Block) -> None:
    phi.operands.append(value)
    phi.blocks.append(block)


def remove_unreachable(fn: Function) -> list[Block]:
    """Delete blocks the entry cannot reach, and their phi entries; returns them."""
    seen = {fn.entry}
    stack = [fn.entry]
    while stack:
        for s in stack.pop().successors:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    dead = [b for b in fn.blocks if b not in seen]
    for b in dead:
        for s in set(b.successors):
            if s in seen:
                remove_incoming(s, b)
    fn.blocks = [b for b in fn.blocks if b in seen]
    return dead


def clone_instruction(inst: Instruction, name: str | None) -> Instruction:
    """A detached copy of ``inst`` with the same operands and block targets, renamed."""
    copy = detached_copy(inst)
    copy.name = name if inst.name is not None else None
    return copy


def remap(inst: Instruction, vmap: dict[Value, Value], bmap: dict[Block, Block] | None = None) -> None:
    """Rewrite ``inst``'s operands through ``vmap`` and its block references through ``bmap``."""
    inst.operands = [vmap.get(v, v) for v in inst.operands]
    inst.bundles = [
        OperandBundle(b.tag, tuple(vmap.get(v, v) for v in b.inputs)) for b in inst.bundles
    ]
    if bmap:
        inst.blocks = [bmap.get(b, b) for b in inst.blocks]


def clone_blocks(
    fn: Function,
    blocks: Iterable[Block],
    vmap: dict[Value, Value],
    names: Names,
    suffix: str,
    skip: Iterable[Instruction] = (),
) -> dict[Block, Block]:
    """Clone ``blocks`` (in function order) at the end of ``fn``.

    ``vmap`` must already map values the clones should read instead of the
    originals (e.g. header phis); it is extended with every cloned value.
    Instructions in ``skip`` are not cloned (they must be mapped in ``vmap``).
    Edges between cloned blocks are redirected to the clones; edges leaving the
    set are kept, so the caller fixes the phis of those targets.
    """
    chosen = set(blocks)
    skipped = set(skip)
    order = [b for b in fn.blocks if b in chosen]
    bmap: dict[Block, Block] = {b: fn.add_block(names.block(b.name + suffix)) for b in order}
    fresh: list[Instruction] = []
    for b in order:
        for inst in b.instructions:
            if inst in skipped:
                continue
            name = names.value(inst.name + suffix) if inst.name is not None else None
            copy = bmap[b].append(clone_instruction(inst, name))
            vmap[inst] = copy
            fresh.append(copy)
    for copy in fresh:
        remap(copy, vmap, bmap)
    return bmap


def uses_outside(fn: Function, value: Value, region: set[Block]) -> list[Instruction]:
    """Instructions outside ``region`` that read ``value``."""
    return [u for u in users(fn).get(value, []) if u.parent not in region]


def defined_outside(value: Value, region: set[Block]) -> bool:
    """``value`` does not come from an instruction inside ``region``."""
    return not isinstance(value, Instruction) or value.parent not in region

