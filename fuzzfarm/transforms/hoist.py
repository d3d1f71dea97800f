"""Hoist and merge identical code from both arms of a conditional branch.

The pattern is SimplifyCFG's "hoist common code from then/else": a block ``B``
ending in ``br %c, %T, %F`` where ``T`` and ``F`` are reached only from ``B``;
the longest common prefix of identical instructions of ``T`` and ``F`` moves
to the end of ``B`` as a single copy, and uses of ``F``'s copies read ``T``'s.
Single-threaded this is always correct (exactly one of the copies ran before).

- ``hoist`` (aware) merges a convergent operation only across a branch the
  uniformity analysis proves uniform (seed 000, "Hoisting and Sinking"; the
  end of "Reductions inside divergent control flow": hoisting is allowed "if
  it can be proven that %cc is always uniform"), with one documented
  exception: ``@subgroupShuffle`` present in *both* arms may be hoisted, since
  its communicating set becomes the union of the two arms' sets and the lane
  it reads is then out of range only if it was before (seed 000, "Hoisting and
  Sinking", the shuffle example). The prefix stops at the first refused pair.
- ``hoist-naive`` merges convergent calls like any other call: seed 000's
  ``subgroupAdd`` if/else and seed 004's "``if (cc) ballot(true) else
  ballot(true)``" then communicate across the whole subgroup.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.model import Block, Function, Instruction, Module, Value
from fuzzfarm.transforms import uniformity
from fuzzfarm.transforms.base import (
    Family,
    is_convergent_call,
    is_movable,
    same_operation,
)
from fuzzfarm.transforms.edit import move_to, remove, replace_all_uses


@dataclass
class Site:
    branch: Block
    pairs: list[tuple[Instruction, Instruction]]
    refused: str = ""


def _hoistable(inst: Instruction) -> bool:
    """Ordinary single-threaded hoisting from both arms: anything but allocas and phis."""
    if inst.opcode in ("store", "load"):
        return True
    if inst.opcode == "call":
        return True  # both arms call it anyway; naive treats convergent calls the same
    return is_movable(inst)


def find_sites(fn: Function, module: Module, aware: bool) -> list[Site]:
    preds = fn.predecessors()
    uni = uniformity.analyze(fn) if aware else None
    sites: list[Site] = []
    for b in fn.blocks:
        term = b.terminator
        if term.opcode != "br" or len(term.blocks) != 2:
            continue
        t, f = term.blocks
        if t is f or preds[t] != [b] or preds[f] != [b] or t.phis or f.phis:
            continue
        pairs: list[tuple[Instruction, Instruction]] = []
        fmap: dict[Value, Value] = {}
        refused = ""

        def equiv(a: Value, c: Value, fmap: dict[Value, Value] = fmap) -> bool:
            return a is c or fmap.get(c) is a

        for x, y in zip(t.instructions[:-1], f.instructions[:-1], strict=False):
            if not _hoistable(x) or not same_operation(x, y, equiv):
                break
            if (
                uni is not None
                and is_convergent_call(x, module)
                and not uni.is_uniform_branch(b)
                and x.callee != "subgroupShuffle"
            ):
                refused = f"convergent {x!r} in both arms of the divergent branch in %{b.name}"
                break
            pairs.append((x, y))
            fmap[y] = x
        if pairs or refused:
            sites.append(Site(b, pairs, refused))
    return sites


def _apply(fn: Function, module: Module, site: Site) -> str:
    for x, y in site.pairs:
        move_to(x, site.branch, len(site.branch.instructions) - 1)
        replace_all_uses(fn, y, x)
        remove(y)
    moved = ", ".join(repr(x) for x, _ in site.pairs)
    note = f"hoisted {moved} from both arms of %{site.branch.name}"
    return note + (f" (stopped: {site.refused})" if site.refused else "")


def _find(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    sites = find_sites(fn, module, aware)
    refused = [s.refused for s in sites if s.refused and not s.pairs]
    return [s for s in sites if s.pairs], refused


FAMILY = Family(
    "hoist",
    "hoist and merge identical code from both arms of a branch",
    "merges convergent ops across a divergent branch (seed 000 subgroupAdd, seed 004 ballot)",
    find=_find, apply=_apply, nothing="no if/else with a common prefix",
)
