"""Moving ``llvm.experimental.convergence.anchor`` calls (seed 000, "Hoisting and Sinking").

An anchor's grouping of threads is implementation-defined, and a transform is
part of the implementation; so some moves the ``convergent`` rules forbid for
other operations are allowed for anchors, provided the operations controlled
by the anchor keep communicating in *consistent* sets.

``anchor-move`` (aware) does one of two moves the seed allows:

- *sink with all users*: an anchor in ``B`` whose users (convergent value
  operations in ``B`` and anything dominated by one successor ``S`` reached
  only from ``B``) are all needed only under ``S``: the anchor and its users in
  ``B`` move to the top of ``S`` together ("the anchor can be sunk ... %tok,
  %a and %b can all be sunk together"; the rationale: the original could have
  grouped the threads the same way "for some other arbitrary reason");
- *hoist out of both arms*: an if/else whose two arms each hold one anchor
  becomes one anchor before the branch ("anchors can be hoisted in acyclic
  control flow": each static operation still communicates only with threads
  on its own side). The branch and both arms must lie in the same cycle, since
  hoisting or sinking anchors into or out of loops is forbidden.

``anchor-move-naive`` treats the anchor and its users as ordinary calls:

- *sink only* ``%b``: one anchor-controlled operation sinks into the
  conditional use and leaves its anchor behind ("sinking only the convergent
  operation producing %b would be incorrect": threads where the condition is
  false take part in ``%a`` but not in ``%b``);
- *sink the anchor into a loop*: an anchor that only feeds a loop heart moves
  into the loop header, where it replaces the heart ("the set of threads
  participating in those dynamic instances of the anchor can be different in
  arbitrary implementation-defined ways" in every iteration).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.dominators import dominator_tree
from fuzzfarm.ir.model import Block, Function, Instruction, Module, users
from fuzzfarm.transforms.base import (
    Family,
    is_anchor,
    is_heart,
    is_value_convergent_op,
)
from fuzzfarm.transforms.edit import first_insertion_index, move_to, remove, replace_all_uses


@dataclass
class Move:
    kind: str  # "sink-all", "hoist-arms", "sink-one", "into-loop"
    insts: list[Instruction]
    target: Block
    extra: list[Instruction] = field(default_factory=list)


def _sink_target(fn: Function, b: Block, values: list[Instruction]) -> Block | None:
    """The successor ``S`` of ``b`` (reached only from ``b``) dominating every outside use."""
    preds, dom, use_map = fn.predecessors(), dominator_tree(fn), users(fn)
    inside = set(values)
    outside = [u for v in values for u in use_map.get(v, []) if u not in inside]
    if not outside or any(u.opcode == "phi" for u in outside):
        return None
    for s in dict.fromkeys(b.successors):
        if len(b.successors) > 1 and preds[s] == [b] and all(
            u.parent is not None and dom.dominates(s, u.parent) for u in outside
        ):
            return s
    return None


def aware_moves(fn: Function) -> list[Move]:
    moves: list[Move] = []
    use_map = users(fn)
    cycles = compute_cycles(fn)
    preds = fn.predecessors()
    for a in [i for i in fn.instructions() if is_anchor(i)]:
        b = a.parent
        assert b is not None
        local = [u for u in use_map.get(a, []) if u.parent is b]
        if all(is_value_convergent_op(u) for u in local):
            target = _sink_target(fn, b, [a, *local])
            if target is not None:
                moves.append(Move("sink-all", [a, *sorted(local, key=b.instructions.index)], target))
    for b in fn.blocks:
        term = b.terminator
        if term.opcode != "br" or len(term.blocks) != 2 or term.blocks[0] is term.blocks[1]:
            continue
        arms = term.blocks
        if any(preds[x] != [b] or cycles.cycle_of(x) is not cycles.cycle_of(b) for x in arms):
            continue
        anchors = [[i for i in x.instructions if is_anchor(i)] for x in arms]
        if all(len(found) == 1 for found in anchors):
            moves.append(Move("hoist-arms", [anchors[0][0], anchors[1][0]], b))
    return moves


def naive_moves(fn: Function) -> list[Move]:
    moves: list[Move] = []
    use_map = users(fn)
    cycles = compute_cycles(fn)
    for a in [i for i in fn.instructions() if is_anchor(i)]:
        b = a.parent
        assert b is not None
        for u in use_map.get(a, []):
            if u.parent is b and is_value_convergent_op(u):
                target = _sink_target(fn, b, [u])
                if target is not None:
                    moves.append(Move("sink-one", [u], target))
        us = use_map.get(a, [])
        if us and all(is_heart(u) for u in us) and len({u.parent for u in us}) == 1:
            header = us[0].parent
            loop = cycles.cycle_of(header) if header is not None else None
            if header is not None and loop is not None and loop.header is header and not loop.contains(b):
                moves.append(Move("into-loop", [a], header, extra=list(us)))
    return moves


def _apply(fn: Function, move: Move) -> str:
    if move.kind in ("sink-all", "sink-one"):
        source = move.insts[0].parent
        at = first_insertion_index(move.target)
        for k, inst in enumerate(move.insts):
            move_to(inst, move.target, at + k)
        what = ", ".join(repr(i) for i in move.insts)
        return f"sank {what} from %{source.name if source else '?'} into %{move.target.name}"
    if move.kind == "hoist-arms":
        keep, drop = move.insts
        move_to(keep, move.target, len(move.target.instructions) - 1)
        replace_all_uses(fn, drop, keep)
        remove(drop)
        return f"hoisted the anchors of both arms of %{move.target.name} into one {keep!r}"
    anchor = move.insts[0]
    heart = move.extra[0]
    header = move.target
    move_to(anchor, header, header.instructions.index(heart))
    for h in move.extra:
        replace_all_uses(fn, h, anchor)
        remove(h)
    return f"sank {anchor!r} into the loop header %{header.name}, replacing its heart"


def _moves(fn: Function, _module: Module, aware: bool) -> tuple[list[Move], list[str]]:
    return (aware_moves(fn) if aware else naive_moves(fn)), []


FAMILY = Family(
    "anchor-move",
    "sink an anchor with all its users, or hoist anchors out of both arms",
    "sinks only %b but not its anchor, or sinks an anchor into a loop (seed 000)",
    find=_moves, apply=lambda fn, _m, move: _apply(fn, move), nothing="no anchor that can move",
)
