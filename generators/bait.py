"""Optimizer bait: code shapes that transforms love to rewrite and convergence forbids.

These mirror the Vulkan CTS reconvergence tests and the examples of seed 000
and seed 001: the same operation on both sides of a branch invites hoisting
(at the start of both arms) or sinking and tail merging (at the end), which
would change which threads communicate; a flag phi with a constant on one
edge, tested again after a convergent operation, invites jump threading (seed
000, "Unstructured Control Flow"). The generated programs are well formed;
whether an optimizer keeps them equivalent is what the oracles then decide.
"""

from __future__ import annotations

from dataclasses import replace

from fuzzfarm.ir.model import Block
from generators.shape import Building, Cond, Ctx, Shared, Slot


def same_op(bld: Building, cur: Block, starts: list[Block], ends: list[Block | None],
            tail: bool, ctx: Ctx | None = None) -> list[Block | None]:
    """The same convergent op (same operands) at the start (hoisting bait) or the end
    (sinking bait) of both arms; returns the arms' ends.

    ``tail`` (tail merging) gives each arm its own last block holding only that op
    and an identical store of its result: two identical blocks reached from the two
    sides of one branch, whose merging the stored result shows.
    """
    shared = Shared(cur)
    name = bld.conv_name()
    if tail and all(x is not None for x in ends):
        tails: list[Block | None] = []
        for end in ends:
            assert end is not None
            t = bld.block("tail", ctx)
            bld.jump(end, t)
            bld.meta(t).plan.append(Slot("tail", name, shared))
            tails.append(t)
        bld.shape.tag(cur, "tail_merge")
        return tails
    at_end = tail or bld.chance(0.5)
    if at_end and any(x is None for x in ends):
        at_end, tail = False, False
    blocks = [x for x in ends if x is not None] if at_end else starts
    store_shared = Shared(cur)
    for block in blocks:
        slots = [Slot("conv", name, shared)]
        if tail:
            slots.append(Slot("store", None, store_shared))
        plan = bld.meta(block).plan
        if at_end:
            plan.extend(slots)
        else:
            plan[0:0] = slots
    bld.shape.tag(cur, "tail_merge" if tail else ("sink_bait" if at_end else "hoist_bait"))
    return ends


def spec_if(bld: Building, cur: Block, ctx: Ctx) -> Block:
    """Speculation bait (seed 000, "Hoisting and Sinking"): ``if (c) r = op(v);`` with only
    the convergent op in the arm and ``r`` merged by a phi and stored after the join."""
    then = bld.block("then", ctx)
    join = bld.block("join", ctx)
    bld.branch(cur, bld.cond(ctx), then, join)
    name = bld.rng.choice(("subgroupAdd", "subgroupAdd", "subgroupBallot", "subgroupMin",
                           "subgroupMax", "subgroupBroadcastFirst", "subgroupElect"))
    bld.meta(then).plan.append(Slot("conv_quiet", name))
    bld.jump(then, join)
    bld.meta(join).plan.append(Slot("spec_phi", None, Shared(then)))
    bld.shape.tag(cur, "if_then", "spec_bait")
    return join


def anchor_pair(bld: Building, cur: Block, ctx: Ctx) -> Block:
    """Anchor-move bait (seed 000, "Hoisting and Sinking"): ``%tok = anchor; %a = op(tok);
    %b = op(tok); if (c) use(%b)``; sinking ``%b`` alone splits what ``%a`` and ``%b`` share."""
    then = bld.block("then", ctx)
    join = bld.block("join", ctx)
    name = bld.rng.choice(("subgroupAdd", "subgroupBallot", "subgroupMin", "subgroupMax",
                           "subgroupBroadcastFirst", "subgroupElect", "subgroupShuffle"))
    bld.meta(cur).plan.append(Slot("anchor_pair", name, Shared(then)))
    # a lane-dependent condition: the anchor's threads split, which is what the bait is about
    bld.branch(cur, Cond("lane", negate=bld.chance(0.3)), then, join)
    bld.meta(then).plan.append(Slot("carry"))
    end = bld.seq(then, bld.deeper(ctx))
    if end is not None:
        bld.jump(end, join)
    bld.shape.tag(cur, "if_then", "anchor_pair")
    return join


def flag_if(bld: Building, cur: Block, ctx: Ctx) -> Block | None:
    """Seed 000's jump-threading example: a flag phi (constant on one edge) tested again
    after a convergent operation in the join block.

    Threading the constant edge duplicates the join's op into a copy run only by the
    threads of that edge (seed 001's control-equivalence hazard), which shows only when
    lanes of one wave arrive along both edges and the op's result is observed per
    lane: so the branch is drawn from the divergent kinds, the arm always falls
    through to the join (a second predecessor), the op is a ``conv_split`` (lane-varying
    operands, every execution observed, a token that is not an anchor) and no value of
    the join is used outside it (which would forbid the threading). In the
    controlled style the join sometimes holds no convergent op at all, the op follows
    the second test instead: the aware ``jump-thread`` may thread that (the tokens keep
    every communicating set, seed 004) and is tested there."""
    then = bld.block("then", ctx)
    join = bld.block("flag.join", ctx)
    bld.branch(cur, bld.cond(ctx, divergent=True), then, join)
    end = bld.seq(then, replace(bld.deeper(ctx), falls=True))
    assert end is not None, "the flag arm falls through"
    bld.jump(end, join)
    then2 = bld.block("then", ctx)
    after = bld.block("join", ctx)
    bld.branch(join, Cond("flag", consts={cur: bld.chance(0.7)}), then2, after)
    barrier = bld.chance(0.5)
    # the join's values stay in it (no random phi, nothing picked below): otherwise a
    # use in ``after`` forbids the threading the bait invites
    bld.meta(join).no_phi = bld.meta(join).private = True
    if bld.controlled and bld.chance(0.3):  # nothing convergent to duplicate
        bld.meta(join).plan.append(Slot("op"))
        bld.meta(after).plan.append(Slot("conv_split"))
    else:
        if barrier:
            bld.meta(join).plan.append(Slot("conv", "subgroupControlBarrier"))
        bld.meta(join).plan.append(Slot("conv_split"))
    end2 = bld.seq(then2, bld.deeper(ctx))
    if end2 is not None:
        bld.jump(end2, after)
    bld.shape.tag(cur, "if_then")
    bld.shape.tag(join, "flag_phi")
    return after
