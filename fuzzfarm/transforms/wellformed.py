"""A post-condition every transform result must meet: well-formed SSA.

Checked on the model, before printing, so that a transform bug is reported as
a :class:`TransformError` naming the transform rather than as a confusing
verifier failure later: one terminator per block at its end, phis first with
exactly one entry per predecessor, no token in a phi or select, unique names,
and every use dominated by its definition.
"""

from __future__ import annotations

from fuzzfarm.analysis.dominators import dominator_tree
from fuzzfarm.ir.model import Block, Function, Instruction
from fuzzfarm.ir.types import TokenType


class TransformError(Exception):
    """A transform produced ill-formed IR: a bug in the transform, never in the input."""


def problems(fn: Function) -> list[str]:
    """Everything wrong with ``fn``'s SSA form (empty when well-formed)."""
    out: list[str] = []
    edges: dict[Block, list[Block]] = {b: [] for b in fn.blocks}
    for b in fn.blocks:
        for succ in b.successors:  # one entry per edge: LLVM wants a phi entry per edge
            edges.setdefault(succ, []).append(b)
    dom = dominator_tree(fn)
    position: dict[Instruction, int] = {}
    names: set[str] = set()
    for b in fn.blocks:
        if not b.instructions or not b.instructions[-1].is_terminator:
            out.append(f"%{b.name} does not end with a terminator")
        seen_non_phi = False
        for k, inst in enumerate(b.instructions):
            position[inst] = k
            if inst.parent is not b:
                out.append(f"{inst!r} in %{b.name} has a stale parent")
            if inst.is_terminator and k != len(b.instructions) - 1:
                out.append(f"terminator {inst!r} in the middle of %{b.name}")
            if inst.name is not None:
                if inst.name in names:
                    out.append(f"name %{inst.name} defined twice")
                names.add(inst.name)
            if inst.opcode == "phi":
                if seen_non_phi:
                    out.append(f"phi {inst!r} after a non-phi in %{b.name}")
                if isinstance(inst.type, TokenType):
                    out.append(f"token phi {inst!r}")
                if sorted(map(id, inst.blocks)) != sorted(map(id, edges[b])):
                    out.append(f"phi {inst!r} in %{b.name} does not match the predecessors")
            else:
                seen_non_phi = True
            if inst.opcode == "select" and isinstance(inst.type, TokenType):
                out.append(f"token select {inst!r}")
    for b in fn.blocks:
        if b not in dom.idom:
            continue  # unreachable: LLVM puts no dominance constraint there
        for inst in b.instructions:
            if inst.opcode == "phi":
                uses = list(zip(inst.operands, inst.blocks, strict=True))
            else:
                uses = [(v, None) for v in inst.all_operands()]
            for v, via in uses:
                if not isinstance(v, Instruction):
                    continue
                d = v.parent
                if d is None or d.parent is not fn:
                    out.append(f"{inst!r} in %{b.name} uses the detached {v!r}")
                    continue
                if via is not None:  # a phi use is at the end of the incoming block
                    if via in dom.idom and not dom.dominates(d, via):
                        out.append(f"{v!r} does not dominate the edge %{via.name} -> %{b.name}")
                elif d is b:
                    if position[v] >= position[inst]:
                        out.append(f"{v!r} used before its definition in %{b.name}")
                elif not dom.dominates(d, b):
                    out.append(f"{v!r} (in %{d.name}) does not dominate its use in %{b.name}")
    return out


def ensure_well_formed(fn: Function, transform: str) -> None:
    """Raise :class:`TransformError` when ``fn`` (just transformed) is not well-formed SSA."""
    found = problems(fn)
    if found:
        raise TransformError(f"{transform} produced ill-formed IR in @{fn.name}: " + "; ".join(found[:5]))
