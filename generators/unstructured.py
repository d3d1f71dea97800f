"""Unstructured statements: gotos out of and into regions, and two-entry (irreducible) cycles.

These are what structured front ends never emit but optimizers produce (jump
threading, tail merging) and what the convergence rules treat specially: a
goto out of a loop makes a multi-exit loop, a goto into the middle of an arm
makes a join that the arm's entry does not dominate, and a jump into a loop
body makes a cycle with two entries, which has no natural header, so no
heart: in the controlled style its blocks only use anchors defined in the same
block (seed 000: a heart must dominate its cycle).
"""

from __future__ import annotations

from dataclasses import replace

from fuzzfarm.ir.model import Block
from generators.shape import Building, Cond, Ctx, IrrMeta, LoopCtx


def goto_out(b: Building, cur: Block, ctx: Ctx) -> Block | None:
    """``if (c) goto L;`` where L is a label later in an enclosing sequence.

    The jump may leave any number of loops at once (a multi-exit loop) and
    skips the rest of every enclosing region; only forward jumps are made, so
    no cycle appears.
    """
    label = b.rng.choice(ctx.labels)
    if label.block is None:
        label.block = b.block("label")
    nxt = b.block("next", ctx)
    b.branch(cur, b.cond(ctx), label.block, nxt)
    b.shape.tag(cur, "goto_out")
    return nxt


def goto_in(b: Building, cur: Block, ctx: Ctx) -> Block | None:
    """``if (c0) goto IN; if (c) { S1; IN: S2 }``: a jump into the middle of an arm.

    The label IN then has a predecessor outside the arm, so S1's values do not
    dominate S2 and the arm's head no longer dominates its tail.
    """
    head = b.block("if", ctx)
    then = b.block("then", ctx)
    inner = b.block("in.label", ctx)
    join = b.block("join", ctx)
    b.branch(cur, b.cond(ctx), inner, head)
    b.branch(head, b.cond(ctx), then, join)
    deeper = replace(ctx, depth=ctx.depth + 1)
    t1 = b.seq(then, deeper)
    if t1 is not None:
        b.jump(t1, inner)
    t2 = b.seq(inner, deeper)
    if t2 is not None:
        b.jump(t2, join)
    b.shape.tag(cur, "goto_in")
    b.shape.tag(head, "if_then")
    return join


def irreducible(b: Building, cur: Block, ctx: Ctx) -> Block | None:
    """A cycle A -> B -> A entered at both A and B.

    Each part has its own counter phi (A's fed by B's incremented counter and
    vice versa), so the counter grows on every traversal and the cycle exits
    at a constant bound. Parts hold no loops, and their statements always fall
    through (breaks and returns are conditional), so both back edges exist.
    """
    idx = len(b.shape.irrs)
    inner_ctx = Ctx(ctx.depth + 1, None, ctx.labels, in_irr=True, sealed=ctx.sealed)
    a = b.block(f"irr{idx}.a", inner_ctx)
    bb = b.block(f"irr{idx}.b", inner_ctx)
    exit_ = b.block(f"irr{idx}.exit", ctx)
    meta = IrrMeta(idx, [a, bb], [], exit_, b.rng.randint(2, b.size.max_trip + 1))
    b.shape.irrs.append(meta)
    b.branch(cur, b.cond(ctx), a, bb)
    inner_ctx = replace(inner_ctx, loop=LoopCtx(None, exit_, None))
    ends = []
    for start in (a, bb):
        end = b.seq(start, inner_ctx)
        assert end is not None, "irreducible parts always fall through"
        ends.append(end)
        b.meta(start).tags.append("irr_start")
    meta.ends = ends
    for part, (end, other) in enumerate(((ends[0], bb), (ends[1], a))):
        b.branch(end, Cond("irr", irr=meta, part=part), other, exit_)
    b.shape.tag(cur, "irreducible")
    return exit_
