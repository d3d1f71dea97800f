"""Sink a computation into the conditional successor that alone uses it.

The pattern is LLVM's Sink / InstCombine sinking: an instruction ``I`` without
side effects in block ``B`` ending in a conditional branch, whose every user
lies in blocks dominated by one successor ``S`` reached only from ``B``. ``I``
moves to the top of ``S``. Single-threaded this only drops executions whose
result nobody reads.

- ``sink`` (aware) sinks a convergent operation only across a branch the
  uniformity analysis proves uniform (seed 000, "Hoisting and Sinking":
  "hoisting and sinking across *uniform* conditional branches is generally
  allowed"; the texture-sampling example: sinking is forbidden unless the
  condition "is always uniform across the threads referenced by the
  convergence token"). Anchors and their users are left to ``anchor-move``;
  an operation controlled by the ``entry`` token is never sunk across a
  divergent branch (seed 000: "the entry intrinsic behaves differently").
- ``sink-naive`` treats convergent calls as ordinary ``readnone`` calls: the
  texture-gradient example of seed 001 (``texture2D`` sunk into the ``else``)
  and seed 000's ``textureSample``: the operation then communicates only among
  the threads that take the branch.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.dominators import dominator_tree
from fuzzfarm.ir.model import Block, Function, Instruction, Module, users
from fuzzfarm.transforms import uniformity
from fuzzfarm.transforms.base import (
    Family,
    is_convergent_call,
    is_movable,
)
from fuzzfarm.transforms.edit import first_insertion_index, move_to


@dataclass
class Site:
    inst: Instruction
    target: Block


def find_sites(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    """Sinkable instructions and (aware form) the refusals, both in block order."""
    preds = fn.predecessors()
    dom = dominator_tree(fn)
    use_map = users(fn)
    uni = uniformity.analyze(fn) if aware else None
    sites: list[Site] = []
    refused: list[str] = []
    for b in fn.blocks:
        succs = list(dict.fromkeys(b.successors))
        if len(succs) < 2:
            continue
        for inst in b.instructions[:-1]:
            if inst.opcode == "phi" or not is_movable(inst, module):
                continue
            us = use_map.get(inst, [])
            if not us or any(u.opcode == "phi" or u.parent is None for u in us):
                continue
            target = next(
                (s for s in succs if preds[s] == [b] and all(dom.dominates(s, u.parent) for u in us)),
                None,
            )
            if target is None:
                continue
            if uni is not None and is_convergent_call(inst, module) and not uni.is_uniform_branch(b):
                refused.append(f"convergent {inst!r} would sink across the divergent branch of %{b.name}")
                continue
            sites.append(Site(inst, target))
    return sites, refused


def _apply(fn: Function, module: Module, site: Site) -> str:
    source = site.inst.parent
    assert source is not None
    move_to(site.inst, site.target, first_insertion_index(site.target))
    return f"sank {site.inst!r} from %{source.name} into %{site.target.name}"


FAMILY = Family(
    "sink",
    "sink a computation into the conditional successor that uses it",
    "sinks a convergent op into a conditional use (seed 000 textureSample)",
    find=find_sites, apply=_apply, nothing="nothing used only in one conditional successor",
)
