"""Loop rotation: a ``while`` loop becomes a guarded ``do``-``while`` loop.

The header ``H`` (phis, its instructions, the exit test) is duplicated into a
*guard* in front of the loop and into the latch; the block after the test
becomes the new header, with phis merging the guard's and the latch's copies
of every header value the body reads. Single-threaded this is always correct:
every execution of the old header becomes exactly one execution of a copy.

- ``rotate`` (aware) puts the guard in a single block before the loop (a new
  one, with phis, when several blocks enter the loop), so each execution of a
  convergent operation of the header stays one execution of one static copy
  by the same threads: the guard copy for the first test, the latch copy for
  the later ones. It refuses loops whose header holds the heart: seed 000
  ("Loop Unrolling") requires that "the loop intrinsic is not duplicated",
  and a heart must stay in the header of its cycle (static rules).
- ``rotate-naive`` duplicates the header into *every* block that enters the
  loop, treating a convergent call as ordinary code: threads that reach the
  loop along different paths then run the first test's convergent operation
  in different static copies, although they reconverged at the header before
  (the duplication hazard of seed 001's control-equivalence rule).
"""

from __future__ import annotations

from fuzzfarm.ir.model import Block, Function, Instruction, Value, users
from fuzzfarm.ir.types import VOID, TokenType
from fuzzfarm.transforms.base import Family
from fuzzfarm.transforms.edit import (
    Names,
    add_incoming,
    clone_instruction,
    incoming,
    remap,
    rename_incoming,
    retarget,
)
from fuzzfarm.transforms.loop_edit import latch_values
from fuzzfarm.transforms.loops import SimpleLoop, find_loops

Guard = tuple[Block, dict[Value, Value]]


def refusal(fn: Function, loop: SimpleLoop) -> str | None:
    h, b = loop.header, loop.body_entry
    if not loop.top_tested:
        return "not a while loop"
    if loop.heart is not None:
        return f"the heart {loop.heart!r} cannot be duplicated"
    use_map = users(fn)
    for inst in h.instructions:
        if isinstance(inst.type, TokenType) and any(u.parent is not h for u in use_map.get(inst, [])):
            return f"token {inst!r} is used outside the header"
    if fn.predecessors()[b] != [h] or b.phis:
        return f"%{b.name} is reached from elsewhere"
    return None


def _guards(fn: Function, loop: SimpleLoop, names: Names, per_pred: bool) -> list[Guard]:
    h, outs = loop.header, loop.outside_preds
    if per_pred and len(outs) > 1:
        guards: list[Guard] = []
        for q in outs:
            g = q
            if q.successors != [h]:
                g = Block(names.block(f"{q.name}.guard"), parent=fn)
                fn.blocks.insert(fn.blocks.index(h), g)
                g.append(Instruction("br", VOID, [], blocks=[h]))
                retarget(q, h, g)
                rename_incoming(h, q, g)
            guards.append((g, {p: incoming(p, g) for p in h.phis}))
        return guards
    if len(outs) == 1 and outs[0].successors == [h]:
        return [(outs[0], {p: incoming(p, outs[0]) for p in h.phis})]
    g = Block(names.block(h.name + ".guard"), parent=fn)
    fn.blocks.insert(fn.blocks.index(h), g)
    mapping: dict[Value, Value] = {}
    for p in h.phis:
        if len(outs) == 1:
            mapping[p] = incoming(p, outs[0])
        else:
            gp = Instruction("phi", p.type, [incoming(p, q) for q in outs],
                             names.value((p.name or "phi") + ".guard"), blocks=list(outs))
            mapping[p] = g.append(gp)
    g.append(Instruction("br", VOID, [], blocks=[h]))
    for q in outs:
        retarget(q, h, g)
    return [(g, mapping)]


def _clone_header_into(h: Block, target: Block, mapping: dict[Value, Value], names: Names,
                       suffix: str) -> dict[Value, Value]:
    """Replace ``target``'s ``br %H`` by a copy of ``h``'s instructions read through ``mapping``."""
    target.instructions.pop().parent = None
    vm = dict(mapping)
    for inst in h.instructions:
        if inst.opcode == "phi":
            continue
        copy = clone_instruction(inst, names.value(inst.name + suffix) if inst.name else None)
        remap(copy, vm)
        vm[inst] = target.append(copy)
    return vm


def rotate_loop(fn: Function, loop: SimpleLoop, names: Names, per_pred: bool) -> None:
    h, latch, b, ex = loop.header, loop.latch, loop.body_entry, loop.exit
    use_map = users(fn)
    body = loop.blocks - {h}
    back = latch_values(loop)
    hvals = [i for i in h.instructions if i.name is not None and not i.is_terminator]
    needed = [v for v in hvals
              if any(u.parent in body for u in use_map.get(v, [])) or v in back.values()]
    bphi: dict[Value, Value] = {}
    for k, v in enumerate(needed):
        bphi[v] = b.insert(k, Instruction("phi", v.type, [], names.value((v.name or "v") + ".rot")))
    for blk in body:
        for inst in blk.instructions:
            if inst not in bphi.values():
                remap(inst, bphi)
    guards = _guards(fn, loop, names, per_pred)
    gmaps = [_clone_header_into(h, g, m, names, ".g") for g, m in guards]
    lmap = _clone_header_into(h, latch, {p: bphi.get(v, v) for p, v in back.items()}, names, ".l")
    for v in needed:
        for (g, _), gm in zip(guards, gmaps, strict=True):
            add_incoming(bphi[v], gm.get(v, v), g)  # type: ignore[arg-type]
        add_incoming(bphi[v], lmap.get(v, v), latch)  # type: ignore[arg-type]
    for phi in ex.phis:
        v = incoming(phi, h)
        phi.operands, phi.blocks = [], []
        for (g, _), gm in zip(guards, gmaps, strict=True):
            add_incoming(phi, gm.get(v, v), g)
        add_incoming(phi, lmap.get(v, v), latch)
    merged: dict[Value, Instruction] = {}
    for blk in fn.blocks:
        if blk in loop.blocks:
            continue
        for inst in list(blk.instructions):
            if blk is ex and inst.opcode == "phi":
                continue
            for v in [x for x in inst.all_operands() if x in hvals]:
                if v not in merged:
                    phi = Instruction("phi", v.type, [], names.value((v.name or "v") + ".exit"))
                    for (g, _), gm in zip(guards, gmaps, strict=True):
                        add_incoming(phi, gm[v], g)
                    add_incoming(phi, lmap[v], latch)
                    merged[v] = ex.insert(0, phi)
                inst.replace_uses(v, merged[v])
    fn.blocks.remove(h)


def _find(fn: Function) -> tuple[list[SimpleLoop], list[str]]:
    candidates: list[SimpleLoop] = []
    refused: list[str] = []
    for loop in find_loops(fn):
        why = refusal(fn, loop)
        if why is None:
            candidates.append(loop)
        elif loop.top_tested:
            refused.append(f"loop %{loop.header.name}: {why}")
    return candidates, refused


def _rotate(fn: Function, loop: SimpleLoop, aware: bool) -> str:
    copies = 1 if aware else max(1, len(loop.outside_preds))
    rotate_loop(fn, loop, Names(fn), per_pred=not aware)
    return f"rotated loop %{loop.header.name} (header copied into {copies} guard(s))"


FAMILY = Family(
    "rotate",
    "rotate a while loop into a guarded do-while loop",
    "duplicates the header's convergent ops into one guard per loop entry",
    find=lambda fn, _m, _aware: _find(fn),
    apply=lambda fn, _m, loop: _rotate(fn, loop, True), nothing="no while loop",
    apply_naive=lambda fn, _m, loop: _rotate(fn, loop, False),
    # With one outside predecessor the per-predecessor copies of the naive form are
    # the aware rotation; the forbidden sites are loops entered from several places.
    allowed=lambda fn, _m: ([lp for lp in _find(fn)[0] if len(lp.outside_preds) <= 1], []),
)
