"""Loop unrolling by 2 without a remainder (seed 000, "Loop Unrolling", second kind).

When the number of body executions is provably even in every thread, the
body is duplicated and the second copy's exit test dropped (it would always
pass); the heart is not duplicated: both copies use it (seed 000: "note once
again that the loop intrinsic is not duplicated").

- ``unroll-exact`` (aware) fires only with a proof that the trip count is a
  multiple of 2: a constant trip count, or a ``while (i < n)`` loop counting
  from 0 by 1 (or down to 0 by -1) where ``n`` is provably even. Seed 000
  allows this unrolling for loops with hearts ("unrolling without a tail is
  allowed"), and it pairs every original iteration with one static copy at a
  fixed trip of the new loop, so threads that ran an iteration together still
  do.
- ``unroll-exact-naive`` makes the trip count even by *peeling* the odd
  iteration into a prologue when the count is odd (LLVM's runtime unrolling
  with a prologue remainder), treating the heart-controlled operations as
  ordinary code: the peeled copy uses the heart's outer token directly. It is
  the remainder bug of seed 000 moved to the front: threads with odd and even
  trip counts run the *first* iteration in different static copies.
"""

from __future__ import annotations

from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Module
from fuzzfarm.ir.types import I1, VOID, IntType
from fuzzfarm.transforms.base import Family
from fuzzfarm.transforms.edit import Names, add_incoming, incoming, rename_incoming, retarget
from fuzzfarm.transforms.loop_edit import (
    clone_iteration,
    latch_values,
    make_unconditional,
    next_phi_values,
    redirect_exit,
    region_of,
    retarget_back_edge,
)
from fuzzfarm.transforms.loops import (
    Counter,
    SimpleLoop,
    constant_trip_count,
    find_counter,
    find_loops,
    is_even,
    normalized_test,
)


def even_trip_count(loop: SimpleLoop, counter: Counter) -> str | None:
    """A readable proof that every thread runs the body an even number of times, or None."""
    trips = constant_trip_count(loop, counter)
    if trips is not None:
        return f"constant trip count {trips}" if trips % 2 == 0 else None
    norm = normalized_test(loop, counter)
    if norm is None or not loop.top_tested:
        return None
    pred, bound = norm
    zero = isinstance(counter.init, ConstInt) and counter.init.value == 0
    if counter.step == 1 and zero and pred in ("slt", "ult", "ne") and is_even(bound):
        return "counts from 0 by 1 up to an even bound"
    bound_zero = isinstance(bound, ConstInt) and bound.value == 0
    if counter.step == -1 and bound_zero and pred in ("sgt", "ugt", "ne") and is_even(counter.init):
        return "counts down by 1 from an even start to 0"
    return None


def unroll_exactly(fn: Function, loop: SimpleLoop, names: Names) -> None:
    """Duplicate the body once; the copy's exit test is known to pass and is dropped."""
    h, latch = loop.header, loop.latch
    c2 = clone_iteration(fn, loop, next_phi_values(loop, None), loop.heart, names, ".u2")
    final = next_phi_values(loop, c2)
    if loop.top_tested:
        retarget(latch, h, c2.header)
        make_unconditional(c2.header, c2.of(loop.body_entry))
        retarget_back_edge(c2, loop, h)
    else:
        make_unconditional(latch, c2.header)
        retarget_back_edge(c2, loop, h)
        redirect_exit(fn, loop, c2.of(latch), c2, region_of(loop, [c2], []))
    for p, v in final.items():
        k = p.blocks.index(latch)
        p.operands[k] = v
        p.blocks[k] = c2.of(latch)


def peelable(loop: SimpleLoop, counter: Counter) -> bool:
    """The naive prologue can compute the trip count's parity: ``while (i < n)`` by 1."""
    norm = normalized_test(loop, counter)
    return (
        norm is not None and norm[0] in ("slt", "ult", "ne") and loop.top_tested
        and counter.step == 1 and len(loop.outside_preds) == 1
    )


def peel_odd_iteration(fn: Function, loop: SimpleLoop, counter: Counter, names: Names) -> None:
    """Naive prologue: run one peeled iteration first when the trip count is odd."""
    norm = normalized_test(loop, counter)
    assert norm is not None
    pred, bound = norm
    h, pre = loop.header, loop.outside_preds[0]
    ty = counter.phi.type
    assert isinstance(ty, IntType)
    chk = Block(names.block(h.name + ".peelchk"), parent=fn)
    fn.blocks.insert(fn.blocks.index(h), chk)
    init = counter.init
    d = chk.append(Instruction("sub", ty, [bound, init], names.value("peel.trips")))
    odd = chk.append(Instruction("trunc", I1, [d], names.value("peel.odd")))
    if pred != "ne":
        more = chk.append(Instruction("icmp", I1, [bound, init], names.value("peel.any"),
                                      predicate="sgt" if pred == "slt" else "ugt"))
        odd = chk.append(Instruction("and", I1, [odd, more], names.value("peel.go")))
    outer = loop.heart.convergence_token if loop.heart is not None else None
    start = {p: incoming(p, pre) for p in h.phis}
    peel = clone_iteration(fn, loop, dict(start), outer, names, ".peel")
    make_unconditional(peel.header, peel.of(loop.body_entry))
    retarget_back_edge(peel, loop, h)
    after = {p: peel.value(v) for p, v in latch_values(loop).items()}
    chk.append(Instruction("br", VOID, [odd], blocks=[peel.header, h]))
    retarget(pre, h, chk)
    rename_incoming(h, pre, chk)
    for p in h.phis:
        add_incoming(p, after[p], peel.of(loop.latch))


Site = tuple[SimpleLoop, Counter, str | None]


def _find(fn: Function, aware: bool) -> tuple[list[Site], list[str]]:
    candidates: list[Site] = []
    for loop in find_loops(fn):
        counter = find_counter(loop)
        if counter is None:
            continue
        proof = even_trip_count(loop, counter)
        if proof is None and (aware or not peelable(loop, counter)):
            continue
        candidates.append((loop, counter, proof))
    return candidates, []


def _apply(fn: Function, module: Module, site: Site) -> str:
    loop, counter, proof = site
    names = Names(fn)
    if proof is None:
        peel_odd_iteration(fn, loop, counter, names)
    unroll_exactly(fn, loop, names)
    how = "after peeling an odd iteration" if proof is None else f"({proof})"
    return f"unrolled loop %{loop.header.name} by 2 without remainder {how}"


FAMILY = Family(
    "unroll-exact",
    "unroll by 2 without remainder when the trip count is provably even",
    "peels the odd iteration into a prologue outside the heart's control",
    find=lambda fn, _m, aware: _find(fn, aware), apply=_apply,
    nothing="no loop with a provably even trip count", nothing_naive="no counted while loop",
)
