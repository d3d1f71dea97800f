"""Tail merging: two identical blocks that branch to the same successor become one.

The pattern is SimplifyCFG / BranchFolding tail merging: blocks ``A1`` and
``A2`` without phis, both ending in ``br label %J``, with pairwise identical
instructions and the same values flowing into ``J``'s phis. Predecessors of
``A2`` branch to ``A1`` instead and ``A2`` is deleted. Single-threaded this is
always correct.

- ``tail-merge`` (aware) merges blocks holding convergent operations only when
  they are the two arms of one branch that the uniformity analysis proves
  uniform (seed 000, "Hoisting and Sinking": uniform branches). Blocks without
  convergent operations are merged freely in functions whose convergent
  operations are all token-controlled (the CFG change then cannot move a
  communicating set, seed 000 "Unstructured control flow"); with uncontrolled
  operations only the two arms of a single diamond are merged, which removes
  one branch without moving any reconvergence point.
- ``tail-merge-naive`` merges identical convergent blocks across a divergent
  branch: seed 004's "``if (cc) result = ballot(true); else result =
  ballot(true);``" is then one ballot over the whole subgroup.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.model import Block, Function, Module, Value
from fuzzfarm.transforms import uniformity
from fuzzfarm.transforms.base import (
    Family,
    is_constant,
    is_convergent_call,
    same_operation,
)
from fuzzfarm.transforms.edit import incoming, remove_incoming, retarget
from fuzzfarm.transforms.jump_thread import uncontrolled_convergent


@dataclass
class Site:
    keep: Block
    drop: Block
    join: Block


def _identical(a: Block, b: Block, join: Block) -> bool:
    if len(a.instructions) != len(b.instructions):
        return False
    amap: dict[Value, Value] = {}

    def equiv(x: Value, y: Value) -> bool:
        return x is y or amap.get(y) is x or (is_constant(x) and x == y)

    for x, y in zip(a.instructions[:-1], b.instructions[:-1], strict=True):
        if x.opcode in ("phi", "alloca") or not same_operation(x, y, equiv):
            return False
        amap[y] = x
    return all(equiv(incoming(phi, a), incoming(phi, b)) for phi in join.phis)


def find_sites(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    preds = fn.predecessors()
    cycles = compute_cycles(fn)
    uni = uniformity.analyze(fn) if aware else None
    controlled = not uncontrolled_convergent(fn, module)
    candidates = [
        b for b in fn.blocks
        if b is not fn.entry and not b.phis and b.terminator.opcode == "br"
        and len(b.terminator.blocks) == 1 and not cycles.is_header(b)
        and all(p.terminator.opcode == "br" for p in preds[b])
    ]
    sites: list[Site] = []
    refused: list[str] = []
    for i, a in enumerate(candidates):
        for b in candidates[i + 1:]:
            join = a.terminator.blocks[0]
            if b.terminator.blocks[0] is not join or join in (a, b):
                continue
            if cycles.cycle_of(a) is not cycles.cycle_of(b) or not _identical(a, b, join):
                continue
            if uni is not None:
                diamond = len(preds[a]) == 1 and preds[a] == preds[b]
                convergent = any(is_convergent_call(x, module) for x in a.instructions)
                if convergent and not (diamond and uni.is_uniform_branch(preds[a][0])):
                    refused.append(f"%{a.name} and %{b.name} hold convergent operations "
                                   "behind a divergent (or no common) branch")
                    continue
                if not convergent and not controlled and not diamond:
                    refused.append(f"%{a.name} and %{b.name} are not one diamond and the "
                                   "function has uncontrolled convergent operations")
                    continue
            sites.append(Site(a, b, join))
    return sites, refused


def _apply(fn: Function, module: Module, site: Site) -> str:
    for p in fn.predecessors()[site.drop]:
        retarget(p, site.drop, site.keep)
    remove_incoming(site.join, site.drop)
    fn.blocks.remove(site.drop)
    return f"merged %{site.drop.name} into the identical %{site.keep.name}"


FAMILY = Family(
    "tail-merge",
    "merge identical blocks with the same successor",
    "merges identical convergent blocks behind a divergent branch (seed 004)",
    find=find_sites, apply=_apply, nothing="no identical blocks with one successor",
)
