"""Jump threading through a flag phi.

The pattern is seed 000's "Unstructured control flow" example (and seed 004's
``flag`` example): a block ``M`` ending in ``br %flag, X, Y``, where ``%flag`` is
a phi of ``M`` receiving a constant from some predecessor ``P``. The edge
``P -> M`` is redirected to the successor the constant selects. When ``M``
holds more than phis, its instructions are duplicated into a new block
``M.thr`` on the threaded edge (as LLVM's JumpThreading does), and values of
``M`` used under that successor are merged there with a phi. ``M`` disappears
when no predecessor is left. Single-threaded this is always correct.

- ``jump-thread`` (aware) fires only when every convergent operation of the
  function is controlled by a convergence token, and never duplicates a
  convergent operation. Seed 000 shows why: without tokens, "in an
  implementation that reconverges at post-dominators" the threaded barrier is
  executed separately by threads arriving along different paths, while with
  ``convergencectrl(token %entry)`` "the set of threads [communicating at the
  barrier] does not change after jump threading" (seed 004: the intrinsics make
  jump threading "correct by default"). Duplicating a convergent operation,
  controlled or not, splits its communicating set between the two copies
  (seed 001: "disabling jump threading of convergent operations"). Anchors
  keep an implementation-defined grouping, so threading around them is allowed.
- ``jump-thread-naive`` ignores convergence: on uncontrolled code under the
  ``ipdom`` reconvergence model the barrier's thread set splits, and a
  convergent operation in ``M`` is duplicated.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.cycles import CycleInfo, compute_cycles
from fuzzfarm.analysis.dominators import DomTree, dominator_tree
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Module, Value, users
from fuzzfarm.ir.types import VOID, TokenType
from fuzzfarm.transforms.base import Family, is_convergent_call
from fuzzfarm.transforms.edit import (
    Names,
    add_incoming,
    clone_instruction,
    incoming,
    remap,
    remove_incoming,
    remove_unreachable,
    retarget,
)


@dataclass
class Site:
    pred: Block
    mid: Block
    target: Block


def uncontrolled_convergent(fn: Function, module: Module) -> list[Instruction]:
    """Convergent calls without a ``convergencectrl`` token (the intrinsics excepted)."""
    return [
        i
        for i in fn.instructions()
        if is_convergent_call(i, module)
        and i.convergence_token is None
        and not (i.callee or "").startswith("llvm.experimental.convergence.")
    ]


def _uses_ok(m: Block, target: Block, fn: Function, dom: DomTree) -> bool:
    """Every use of a value of ``m`` outside ``m`` survives threading to ``target``:
    a phi of ``target`` (fed from ``m``), a block under ``target`` when ``m`` is its only
    predecessor (merged by a new phi), or a block under the other successor."""
    preds = fn.predecessors()
    use_map = users(fn)
    other = next(s for s in m.successors if s is not target)
    for v in m.instructions[:-1]:
        for u in use_map.get(v, []):
            where = u.parent
            if where is m or where is None:
                continue
            if u.opcode == "phi" and where is target and incoming(u, m) is v:
                continue
            if isinstance(v.type, TokenType):
                return False  # a token cannot flow through the merge phi
            if preds[target] == [m] and dom.dominates(target, where):
                continue
            if preds[other] == [m] and dom.dominates(other, where):
                continue
            return False
    return True


def find_sites(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    preds = fn.predecessors()
    cycles: CycleInfo = compute_cycles(fn)
    dom = dominator_tree(fn)
    sites: list[Site] = []
    refused: list[str] = []
    for m in fn.blocks:
        term = m.terminator
        if term.opcode != "br" or len(term.blocks) != 2 or term.blocks[0] is term.blocks[1]:
            continue
        flag = term.operands[0]
        if m is fn.entry or cycles.is_header(m) or not (
            isinstance(flag, Instruction) and flag.parent is m and flag.opcode == "phi"
        ):
            continue
        conv = [i for i in m.instructions if is_convergent_call(i, module)]
        if aware and conv:
            refused.append(f"threading through %{m.name} would duplicate {conv[0]!r}")
            continue
        for p in preds[m]:
            v = incoming(flag, p)
            if not isinstance(v, ConstInt) or p.terminator.opcode != "br":
                continue
            target = term.blocks[0] if v.value else term.blocks[1]
            if target in p.successors or target is m or not _uses_ok(m, target, fn, dom):
                continue
            inner = cycles.cycle_of(target)
            if inner is not None and inner.header is not target and not inner.contains(p):
                continue  # would make a second entry into a cycle: irreducible
            sites.append(Site(p, m, target))
    return sites, refused


def _apply(fn: Function, module: Module, site: Site) -> str:
    p, m, target = site.pred, site.mid, site.target
    body = m.instructions[len(m.phis):-1]
    dest = target
    vm: dict[Value, Value] = {phi: incoming(phi, p) for phi in m.phis}
    merges: list[Instruction] = []
    if body:
        dom = dominator_tree(fn)
        use_map = users(fn)
        names = Names(fn)
        dest = Block(names.block(m.name + ".thr"), parent=fn)
        fn.blocks.insert(fn.blocks.index(m) + 1, dest)
        for inst in body:
            copy = clone_instruction(inst, names.value(inst.name + ".thr") if inst.name else None)
            remap(copy, vm)
            vm[inst] = dest.append(copy)
        dest.append(Instruction("br", VOID, [], blocks=[target]))
        for v in m.instructions[:-1]:
            under = [
                u for u in use_map.get(v, [])
                if u.parent is not None and u.parent is not m and dom.dominates(target, u.parent)
                and not (u.opcode == "phi" and u.parent is target)
            ]
            if under:
                merged = Instruction("phi", v.type, [v, vm[v]], names.value((v.name or "v") + ".merge"),
                                     blocks=[m, dest])
                merges.append(target.insert(0, merged))
                for u in under:
                    u.replace_uses(v, merged)
    for phi in target.phis:
        if phi not in merges:
            add_incoming(phi, vm.get(incoming(phi, m), incoming(phi, m)), dest if body else p)
    retarget(p, m, dest)
    remove_incoming(m, p)
    remove_unreachable(fn)
    copied = f" through a copy %{dest.name} of its {len(body)} instruction(s)" if body else ""
    return f"threaded %{p.name} -> %{m.name} straight to %{target.name}{copied}"


def _find(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    loose = uncontrolled_convergent(fn, module) if aware else []
    if loose:
        return [], [
            f"refused: uncontrolled convergent {loose[0]!r}; its thread set may change "
            "when the CFG changes (seed 000, 'Unstructured control flow')"
        ]
    return find_sites(fn, module, aware)


FAMILY = Family(
    "jump-thread",
    "thread a constant flag phi to its successor",
    "threads uncontrolled code: a barrier becomes reachable along two paths (seed 000)",
    find=_find, apply=_apply, nothing="no flag phi with a constant incoming value",
)
