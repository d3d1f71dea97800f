"""Runtime loop unrolling by 2 with a remainder (seed 000, "Loop Unrolling", first kind).

The result has a new main loop whose header ``%H.unr`` checks that two more
iterations will run (the exit test re-evaluated for the counter and the
counter plus one step, :func:`fuzzfarm.transforms.loops.emit_test`) and then
runs two copies of the body; when fewer remain it falls into the original
loop, which now serves as the remainder. Single-threaded this is always
correct.

- ``unroll`` (aware) fires only on loops whose every convergent operation is
  controlled by an anchor defined inside the loop: "if all convergent
  operations refer back to an anchor inside the loop", unrolling "in all of
  these ways, even with a tail" is allowed, because the anchor's grouping is
  implementation-defined. It refuses loops with a heart ("unrolling a loop
  with convergent operations that refer to tokens produced outside the loop
  is forbidden when a tail or remainder must be introduced") and loops with
  uncontrolled convergent operations ("this kind of unrolling is forbidden
  if the loop contains uncontrolled convergent operations").
- ``unroll-naive`` unrolls any counted loop, including seed 000's
  ``%inner = loop() [ "convergencectrl"(token %outer) ]`` loop: its heart is
  copied into the main loop header and the remainder keeps the original, so
  a thread running 3 iterations and one running 4 execute the third
  iteration in different static copies and stop communicating there.
"""

from __future__ import annotations

from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Module
from fuzzfarm.ir.types import I1, VOID
from fuzzfarm.transforms.base import (
    Family,
    is_anchor,
    is_convergent_call,
)
from fuzzfarm.transforms.edit import (
    Names,
    add_incoming,
    clone_instruction,
    incoming,
    insert_before_terminator,
    remove_incoming,
    retarget,
)
from fuzzfarm.transforms.loop_edit import (
    clone_iteration,
    join_exit,
    make_unconditional,
    next_phi_values,
    region_of,
    retarget_back_edge,
)
from fuzzfarm.transforms.loops import Counter, SimpleLoop, emit_test, find_counter, find_loops


def remainder_refusal(loop: SimpleLoop, module: Module) -> str | None:
    """Why seed 000 forbids unrolling ``loop`` with a remainder (None: allowed)."""
    if loop.heart is not None:
        return f"the heart {loop.heart!r} uses a token from outside the loop"
    for b in loop.blocks:
        for inst in b.instructions:
            if not is_convergent_call(inst, module) or is_anchor(inst):
                continue
            tok = inst.convergence_token
            if tok is None:
                return f"uncontrolled convergent {inst!r}"
            if not (is_anchor(tok) and isinstance(tok, Instruction) and tok.parent in loop.blocks):
                return f"{inst!r} is controlled by a token from outside the loop"
    return None


def unroll_with_remainder(fn: Function, loop: SimpleLoop, counter: Counter, names: Names) -> None:
    """Rewrite ``loop`` (in ``fn``) as a main loop of two copies plus the original as remainder."""
    h, latch = loop.header, loop.latch
    mh = Block(names.block(h.name + ".unr"), parent=fn)
    fn.blocks.insert(fn.blocks.index(h), mh)
    pmap: dict = {}
    for p in h.phis:
        values = [incoming(p, q) for q in loop.outside_preds]
        pm = Instruction("phi", p.type, values, names.value((p.name or "phi") + ".unr"),
                         blocks=list(loop.outside_preds))
        pmap[p] = mh.append(pm)
    heart = None
    if loop.heart is not None:
        heart = mh.append(clone_instruction(loop.heart, names.value((loop.heart.name or "tok") + ".unr")))
    term = mh.append(Instruction("br", VOID, [], blocks=[h]))
    base = pmap[counter.phi]
    if loop.top_tested:
        t0 = emit_test(loop, counter, base, 0, mh, names)
        t1 = emit_test(loop, counter, base, 1, mh, names)
        go = insert_before_terminator(
            mh, Instruction("select", I1, [t0, t1, ConstInt(I1, 0)], names.value("unr.go"))
        )
    else:
        go = emit_test(loop, counter, base, 0, mh, names)
    c1 = clone_iteration(fn, loop, pmap, heart, names, ".u1")
    c2 = clone_iteration(fn, loop, next_phi_values(loop, c1), heart, names, ".u2")
    if loop.top_tested:
        make_unconditional(c1.header, c1.of(loop.body_entry))
        retarget_back_edge(c1, loop, c2.header)
        make_unconditional(c2.header, c2.of(loop.body_entry))
        retarget_back_edge(c2, loop, mh)
    else:
        make_unconditional(c1.of(latch), c2.header)
        retarget_back_edge(c2, loop, mh)
        join_exit(fn, loop, c2.of(latch), c2, region_of(loop, [c1, c2], [mh]), names)
    for p, v in next_phi_values(loop, c2).items():
        add_incoming(pmap[p], v, c2.of(latch))
    for q in loop.outside_preds:
        retarget(q, h, mh)
        remove_incoming(h, q)
    for p in h.phis:
        add_incoming(p, pmap[p], mh)
    term.operands = [go]
    term.blocks = [c1.header, h]


def _find(fn: Function, module: Module, aware: bool) -> tuple[list[tuple[SimpleLoop, Counter]], list[str]]:
    candidates = []
    refused: list[str] = []
    for loop in find_loops(fn):
        counter = find_counter(loop)
        if counter is None:
            continue
        why = remainder_refusal(loop, module) if aware else None
        if why is not None:
            refused.append(f"loop %{loop.header.name}: {why}")
            continue
        candidates.append((loop, counter))
    return candidates, refused


def _apply(fn: Function, module: Module, site: tuple[SimpleLoop, Counter]) -> str:
    loop, counter = site
    unroll_with_remainder(fn, loop, counter, Names(fn))
    return f"unrolled loop %{loop.header.name} by 2 with the original as remainder"


FAMILY = Family(
    "unroll",
    "unroll a counted loop by 2 with a remainder loop",
    "unrolls with a remainder a loop whose heart uses an outer token (seed 000)",
    find=_find, apply=_apply, nothing="no counted loop",
)
