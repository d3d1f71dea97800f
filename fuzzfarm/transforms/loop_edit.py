"""Editing loops: cloning one iteration of a :class:`SimpleLoop`, repairing its exit.

An *iteration copy* clones every block of the loop; the header's phis and its
heart are not cloned but mapped (the caller says to what), because seed 000
("Loop Unrolling") requires that "the loop intrinsic is not duplicated in the
unrolled loop": every copy's convergent operations keep using the one heart.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.model import Block, Function, Instruction, Value
from fuzzfarm.transforms.edit import Names, clone_blocks, incoming, retarget
from fuzzfarm.transforms.loops import SimpleLoop


@dataclass
class Copy:
    """One cloned iteration: its header clone (without phis), latch clone, value map."""

    blocks: dict[Block, Block]
    vmap: dict[Value, Value]

    @property
    def header(self) -> Block:
        return next(iter(self.blocks.values()))

    def of(self, b: Block) -> Block:
        return self.blocks[b]

    def value(self, v: Value) -> Value:
        return self.vmap.get(v, v)


def clone_iteration(fn: Function, loop: SimpleLoop, phi_values: dict[Value, Value],
                    heart: Value | None, names: Names, suffix: str) -> Copy:
    """Clone the loop's blocks; header phis read ``phi_values``, the heart becomes ``heart``.

    The clone's back edge still targets its own header clone; callers retarget it.
    """
    vmap: dict[Value, Value] = dict(phi_values)
    skip: list[Instruction] = list(loop.header.phis)
    if loop.heart is not None:
        assert heart is not None
        vmap[loop.heart] = heart
        skip.append(loop.heart)
    order = [loop.header] + [b for b in fn.blocks if b in loop.blocks and b is not loop.header]
    bmap = clone_blocks(fn, order, vmap, names, suffix, skip)
    return Copy({b: bmap[b] for b in order}, vmap)


def latch_values(loop: SimpleLoop) -> dict[Instruction, Value]:
    """For each header phi, the value it receives along the back edge."""
    return {p: incoming(p, loop.latch) for p in loop.header.phis}


def next_phi_values(loop: SimpleLoop, previous: Copy | None) -> dict[Value, Value]:
    """Header-phi values at the start of the iteration after ``previous`` (None: the original)."""
    out: dict[Value, Value] = {}
    for p, v in latch_values(loop).items():
        out[p] = previous.value(v) if previous is not None else v
    return out


def make_unconditional(block: Block, dest: Block) -> None:
    """``block`` branches to ``dest`` only (an exit test known to pass)."""
    term = block.terminator
    term.operands = []
    term.blocks = [dest]


def region_of(loop: SimpleLoop, copies: list[Copy], extra: list[Block]) -> set[Block]:
    region = set(loop.blocks) | set(extra)
    for c in copies:
        region |= set(c.blocks.values())
    return region


def redirect_exit(fn: Function, loop: SimpleLoop, new_exiting: Block, last: Copy,
                  region: set[Block]) -> None:
    """The exit's only predecessor is now ``new_exiting`` (in copy ``last``), not the old one:
    every use of a loop value outside ``region`` reads ``last``'s version."""
    old = loop.exiting
    for b in fn.blocks:
        if b in region:
            continue
        for inst in b.instructions:
            for v in list(inst.all_operands()):
                if isinstance(v, Instruction) and v.parent in loop.blocks:
                    inst.replace_uses(v, last.value(v))
    for phi in loop.exit.phis:
        phi.blocks = [new_exiting if x is old else x for x in phi.blocks]


def join_exit(fn: Function, loop: SimpleLoop, second: Block, last: Copy, region: set[Block],
              names: Names) -> None:
    """The exit gains predecessor ``second`` (in copy ``last``): merge each loop value used
    after the loop with its ``last`` version in a new phi of the exit block."""
    ex, old = loop.exit, loop.exiting
    for phi in ex.phis:
        phi.operands.append(last.value(incoming(phi, old)))
        phi.blocks.append(second)
    merged: dict[Value, Instruction] = {}
    for b in fn.blocks:
        if b in region:
            continue
        for inst in list(b.instructions):
            if inst.opcode == "phi" and b is ex:
                continue  # the exit's own phis got their new entry above
            for v in list(inst.all_operands()):
                if not isinstance(v, Instruction) or v.parent not in loop.blocks:
                    continue
                if v not in merged:
                    phi = Instruction("phi", v.type, [v, last.value(v)],
                                      names.value((v.name or "v") + ".lcssa"), blocks=[old, second])
                    ex.insert(0, phi)
                    merged[v] = phi
                inst.replace_uses(v, merged[v])


def retarget_back_edge(copy: Copy, loop: SimpleLoop, dest: Block) -> None:
    """The copy's latch clone branches to ``dest`` instead of the copy's header clone."""
    retarget(copy.of(loop.latch), copy.header, dest)
