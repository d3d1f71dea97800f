"""The structured-program builder: sequences, if/else, loops, switch, break, continue, return.

:class:`Builder` lays out a CFG statement by statement (each statement takes
the open block and returns the next open block, or None when control cannot
fall through) and writes a plan for every block into the :class:`Shape`. The
unstructured statements (gotos, side entries, irreducible cycles) live in
:mod:`generators.unstructured` and use the same primitives.

Termination is by construction: every loop has a counter phi compared with a
constant bound; data-dependent tests and convergent exits are *extra* exits
that can only shorten a loop.
"""

from __future__ import annotations

import random
from dataclasses import replace

from fuzzfarm.ir.conventions import CATALOGUE
from fuzzfarm.ir.model import Argument, Block, ConstInt, Function, Instruction
from fuzzfarm.ir.types import I1, I32, PTR, VOID, Type
from generators import bait as bait_mod
from generators import unstructured
from generators.features import OP_NAMES, Features, Size, weighted
from generators.shape import (
    PLACEHOLDER_I1,
    PLACEHOLDER_I32,
    BlockMeta,
    Cond,
    Ctx,
    Label,
    LoopCtx,
    LoopMeta,
    Shape,
    Slot,
)

#: The kernel signature: output buffer, per-lane data, per-lane loop bound ``%n``,
#: per-lane flag, uniform data and uniform loop bound ``%m`` (``inreg``).
KERNEL_ARGS: tuple[tuple[str, Type, frozenset[str]], ...] = (
    ("out", PTR, frozenset()),
    ("x", I32, frozenset()),
    ("y", I32, frozenset()),
    ("n", I32, frozenset()),
    ("p", I1, frozenset()),
    ("u", I32, frozenset({"inreg"})),
    ("m", I32, frozenset({"inreg"})),
)
KERNEL_NAME = "kernel"
#: Least bound of a ``min(%n, bound)`` loop: unrolling by 2 splits an iteration's lanes
#: only between a lane with an odd count and one with another count above 0 (1 and 2 at
#: least; 3 lets more of ``%n``'s per-lane values differ in parity).
LANE_TRIP_MIN_BOUND = 3


class Builder:
    """Builds one kernel's shape from ``rng`` under ``features`` and ``size``."""

    def __init__(self, rng: random.Random, features: Features, size: Size, controlled: bool,
                 fn: Function | None = None, calls: bool = False):
        """``fn`` is the (empty) function to build, by default the kernel; ``calls``
        lets operation slots call device functions (:mod:`generators.calls`)."""
        self.rng = rng
        self.f = features
        self.size = size
        self.controlled = controlled
        self.calls = calls
        if fn is None:
            args = [Argument(n, t, i, a) for i, (n, t, a) in enumerate(KERNEL_ARGS)]
            fn = Function(KERNEL_NAME, I32, args, attrs=frozenset({"convergent"}))
        self.shape = Shape(fn)
        self.counter = 0

    # -- primitives ---------------------------------------------------------------

    def block(self, stem: str, ctx: Ctx | None = None) -> Block:
        self.counter += 1
        b = self.shape.fn.add_block(f"{stem}.{self.counter}" if stem != "entry" else stem)
        self.shape.meta[b] = BlockMeta(local_tokens=bool(ctx and ctx.in_irr))
        return b

    def meta(self, b: Block) -> BlockMeta:
        return self.shape.meta[b]

    def jump(self, src: Block, dst: Block) -> None:
        src.append(Instruction("br", VOID, [], blocks=[dst]))

    def branch(self, src: Block, cond: Cond, t: Block, f: Block) -> None:
        src.append(Instruction("br", VOID, [PLACEHOLDER_I1], blocks=[t, f]))
        self.meta(src).cond = cond

    def ret(self, src: Block) -> None:
        src.append(Instruction("ret", VOID, [PLACEHOLDER_I32]))

    def has_preds(self, b: Block) -> bool:
        return any(b in x.successors for x in self.shape.fn.blocks)

    @property
    def budget_left(self) -> bool:
        return len(self.shape.fn.blocks) < self.size.max_blocks

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def cond(self, ctx: Ctx, divergent: bool = False) -> Cond:
        """A branch condition of a drawn kind. ``divergent``: only the kinds that differ
        between the lanes of one wave (the lane, per-lane arguments, elect), for a branch
        whose purpose is to send lanes of one wave along both of its edges: an ``inreg``
        comparison, ``ballot != 0`` or a broadcast's comparison is uniform among the
        threads that reach it, a pool value often is, and a bait behind such a branch is
        never exposed."""
        f = self.f
        kind = weighted(self.rng, [
            ("lane", f.w_cond_lane), ("arg", f.w_cond_arg),
            ("uniform", 0.0 if divergent else f.w_cond_uniform),
            ("value", 0.0 if divergent else f.w_cond_value), ("elect", f.w_cond_elect),
            ("ballot", 0.0 if divergent else f.w_cond_ballot),
            ("broadcast", 0.0 if divergent else f.w_cond_broadcast),
        ])
        return Cond(kind or "lane", negate=self.chance(0.3))

    def add_ops(self, b: Block, n: int | None = None) -> None:
        """Append ``n`` random slots (1..max_ops when None) to ``b``'s plan."""
        f = self.f
        plan = self.meta(b).plan
        for _ in range(n if n is not None else self.rng.randint(1, self.size.max_ops)):
            if self.calls and self.chance(f.p_call):  # no draw without calls: seeds keep their programs
                plan.append(Slot("call"))
            elif self.chance(f.p_conv):
                if self.controlled and self.chance(f.p_anchor):
                    plan.append(Slot("anchor"))
                plan.append(Slot("conv"))
            elif self.chance(f.p_store):
                plan.append(Slot("store"))
            elif self.chance(f.p_load):
                plan.append(Slot("load"))
            else:
                plan.append(Slot("op"))

    def conv_name(self) -> str:
        return weighted(self.rng, self.f.op_weights()) or OP_NAMES[0]

    def result_name(self) -> str:
        """A drawn catalogue op with a result (a barrier's grouping is not observable)."""
        weights = [(n, w) for n, w in self.f.op_weights() if CATALOGUE[n].return_type != VOID]
        return weighted(self.rng, weights) or "subgroupBallot"

    # -- sequences ------------------------------------------------------------------

    def build(self) -> Shape:
        entry = self.block("entry")
        end = self.seq(entry, Ctx(), top=True)
        if end is not None:
            self.ret(end)
        self.shape.prune_unreachable()
        return self.shape

    def seq(self, cur: Block, ctx: Ctx, top: bool = False) -> Block | None:
        """A statement sequence; may place one forward-goto label between two statements."""
        n = self.rng.randint(2 if top else 1, self.size.max_stmts + (1 if top else 0))
        label = None
        if n >= 2 and not ctx.in_irr and self.chance(self.f.p_goto_out):
            label = Label(self.rng.randint(1, n - 1))
        k = 0
        while True:
            if label is not None and (k >= label.pos or cur is None):
                if label.block is not None:
                    if cur is not None:
                        self.jump(cur, label.block)
                    cur = label.block
                    self.shape.tag(cur, "goto_label")
                label = None
            if cur is None or k >= n:
                return cur
            inner = ctx if label is None else replace(ctx, labels=ctx.labels + (label,))
            cur = self.stmt(cur, inner)
            k += 1

    def stmt(self, cur: Block, ctx: Ctx) -> Block | None:
        f = self.f
        compound = self.budget_left and ctx.depth < self.size.max_depth
        in_loop = ctx.loop is not None
        options = [("ops", f.w_ops)]
        if compound:
            options += [("if", f.w_if), ("switch", f.w_switch), ("goto_in", f.w_goto_in)]
            if not ctx.in_irr:
                options += [("loop", f.w_loop), ("irreducible", f.w_irreducible)]
        if self.budget_left:  # the jumps below add blocks too
            if in_loop and not (ctx.loop is not None and ctx.loop.meta is not None
                                and ctx.loop.meta is ctx.sealed):
                options += [("break", f.w_break)]
            if in_loop and ctx.loop is not None and ctx.loop.cont is not None:
                options += [("continue", f.w_continue)]
            if ctx.sealed is None:
                options += [("return", f.w_return)]
            if ctx.labels:
                options += [("goto_out", 0.8)]
        kind = weighted(self.rng, options) or "ops"
        if kind == "ops":
            self.add_ops(cur)
            return cur
        return getattr(self, f"stmt_{kind}")(cur, ctx)

    def deeper(self, ctx: Ctx) -> Ctx:
        return replace(ctx, depth=ctx.depth + 1)

    # -- if / else --------------------------------------------------------------------

    def stmt_if(self, cur: Block, ctx: Ctx) -> Block | None:
        f = self.f
        bait = weighted(self.rng, [
            ("identical", f.p_identical_arms), ("same_op", f.p_same_op),
            ("tail", f.p_tail_merge), ("flag", f.p_flag_phi), ("spec", f.p_spec_if),
            ("anchor_pair", f.p_anchor_pair if self.controlled else 0.0), ("plain", 1.0),
        ])
        if bait == "flag":
            return bait_mod.flag_if(self, cur, ctx)
        if bait == "spec":
            return bait_mod.spec_if(self, cur, ctx)
        if bait == "anchor_pair":
            return bait_mod.anchor_pair(self, cur, ctx)
        has_else = bait != "plain" or self.chance(f.p_else)
        t = self.block("then", ctx)
        e = self.block("else", ctx) if has_else else None
        j = self.block("join", ctx)
        # the tail-merge bait's branch must be able to send lanes of one wave both ways
        self.branch(cur, self.cond(ctx, divergent=bait == "tail"), t, e or j)
        self.shape.tag(cur, "if_else" if e else "if_then")
        if bait == "identical" and e is not None:
            self.add_ops(t)
            mt, me = self.meta(t), self.meta(e)
            mt.mirror, me.mirror, mt.scope, me.scope = e, t, cur, cur
            self.shape.tag(cur, "identical_arms")
            ends: list[Block | None] = [t, e]
        else:
            ends = [self.seq(t, self.deeper(ctx))]
            if e is not None:
                ends.append(self.seq(e, self.deeper(ctx)))
            if bait in ("same_op", "tail") and e is not None:
                ends = bait_mod.same_op(self, cur, [t, e], ends, bait == "tail", ctx)
                self.meta(j).no_phi = bait == "tail"
        for end in ends:
            if end is not None:
                self.jump(end, j)
        if not self.has_preds(j):
            return None
        if self.chance(f.p_op_after_join):
            self.meta(j).plan.append(Slot("conv"))
            self.shape.tag(j, "op_after_join")
        return j

    # -- loops ------------------------------------------------------------------------------

    def stmt_loop(self, cur: Block, ctx: Ctx) -> Block | None:
        f = self.f
        kind = weighted(self.rng, [
            ("counted", f.w_counted), ("while", f.w_while), ("do_while", f.w_do_while)
        ]) or "counted"
        extra = None
        if kind != "counted":
            extra = weighted(self.rng, [
                ("arg", f.p_data_trip), ("uniform", f.p_uniform_trip),
                ("none", max(0.0, 1 - f.p_data_trip - f.p_uniform_trip)),
            ])
            extra = None if extra in (None, "none") else extra
        idx = len(self.shape.loops)
        h = self.block(f"loop{idx}.header", ctx)
        latch = self.block(f"loop{idx}.latch", ctx)
        x = self.block(f"loop{idx}.exit", ctx)
        meta = LoopMeta(idx, kind, h, latch, x, self.rng.randint(1, self.size.max_trip), extra,
                        heartless=self.controlled and self.chance(f.p_heartless))
        self.shape.loops.append(meta)
        self.meta(h).header_of = meta
        self.meta(latch).latch_of = meta
        two_entry = kind != "do_while" and self.chance(f.p_two_entry)
        if kind != "do_while" and extra is None and not two_entry and self.chance(f.p_lane_trip):
            # ``while (i < min(n, bound))``: per-lane trip counts with one invariant bound
            # Unrolling bait (seed 000, "Loop Unrolling"): a remainder or a peeled odd
            # iteration runs some lanes' iteration k in another static copy than the
            # lanes that go on, which shows only when the bound lets a lane run two
            # iterations, the heart ties the iterations together (not heartless) and the
            # body's op is observed per iteration (below).
            meta.extra = "lane_min"
            meta.bound = max(meta.bound, LANE_TRIP_MIN_BOUND)
            meta.heartless = False
            self.meta(cur).trips.append(meta)
            self.shape.tag(h, "lane_trip")
        if two_entry:  # rotation bait: the loop is entered from both sides of a branch
            arms = [self.block(f"loop{idx}.entry", ctx) for _ in range(2)]
            self.branch(cur, self.cond(ctx, divergent=True), arms[0], arms[1])
            for arm in arms:
                self.add_ops(arm, 1)
                self.jump(arm, h)
            meta.heartless = self.controlled and self.chance(0.5)
            self.shape.tag(h, "two_entry_loop")
        else:
            self.jump(cur, h)
        inner = Ctx(ctx.depth + 1, LoopCtx(meta, x, latch), ctx.labels, sealed=ctx.sealed)
        if meta.extra == "lane_min":  # the unrolling bait: one exit, no label outside
            inner = replace(inner, labels=(), sealed=meta)
        if kind == "do_while":
            start = h
        else:
            start = self.block(f"loop{idx}.body", ctx)
            self.branch(h, Cond("loop", loop=meta), start, x)
            if two_entry:
                self.meta(h).plan.append(Slot("conv_split"))
            elif self.chance(0.3):  # work in a header-tested loop's header: rotation bait
                self.meta(h).plan.append(Slot("conv"))
            if meta.extra == "lane_min":  # work observed per iteration: unrolling bait
                self.meta(start).plan.append(Slot("conv_split", self.result_name()))
                self.meta(start).body_of = meta
        self.shape.tag(h, f"loop_{kind}")
        if extra == "arg":
            self.shape.tag(h, "loop_data_trip")
        if ctx.loop is not None and ctx.loop.meta is not None:
            self.shape.tag(h, "nested_loop")
        body: Block | None = start
        # an elect or ballot exit first would leave one lane, or all, in the unrolling
        # bait's body, grouped alike in every copy
        if self.chance(f.p_exit_first) and meta.extra != "lane_min":
            body = self.stmt_break(start, inner, kind=self.rng.choice(("elect", "ballot")))
        end = self.seq(body, inner) if body is not None else None
        if end is not None:
            self.jump(end, latch)
        if kind == "do_while":
            self.branch(latch, Cond("loop", loop=meta), h, x)
        else:
            self.jump(latch, h)
        return x if self.has_preds(x) else None

    def stmt_break(self, cur: Block, ctx: Ctx, kind: str | None = None) -> Block | None:
        assert ctx.loop is not None
        if kind is None and not (ctx.in_irr or ctx.falls) and self.chance(self.f.p_break_both):
            return self.break_both(cur, ctx)
        cond = Cond(kind, negate=False) if kind else self.cond(ctx)
        t = self.block("break", ctx)
        nxt = self.block("next", ctx)
        self.branch(cur, cond, t, nxt)
        if self.chance(0.6):
            self.add_ops(t, 1)
        self.jump(t, ctx.loop.exit)
        if ctx.loop.meta is not None:
            ctx.loop.meta.breaks.append(t)
        self.shape.tag(cur, "break")
        if cond.kind in ("elect", "ballot"):
            self.shape.tag(cur, f"loop_{cond.kind}_exit")
        return nxt

    def break_both(self, cur: Block, ctx: Ctx) -> None:
        """``if (c) break; else break;`` (both arms leave the loop, each with its own ops)."""
        assert ctx.loop is not None
        arms = [self.block("break", ctx), self.block("break", ctx)]
        self.branch(cur, self.cond(ctx), arms[0], arms[1])
        for arm in arms:
            self.add_ops(arm, 1)
            self.jump(arm, ctx.loop.exit)
        self.shape.tag(cur, "break", "break_both")
        return None

    def stmt_continue(self, cur: Block, ctx: Ctx) -> Block | None:
        assert ctx.loop is not None and ctx.loop.cont is not None
        t = self.block("continue", ctx)
        nxt = self.block("next", ctx)
        self.branch(cur, self.cond(ctx), t, nxt)
        if self.chance(0.5):
            self.add_ops(t, 1)
        self.jump(t, ctx.loop.cont)
        self.shape.tag(cur, "continue")
        return nxt

    def stmt_return(self, cur: Block, ctx: Ctx) -> Block | None:
        t = self.block("return", ctx)
        nxt = self.block("next", ctx)
        self.branch(cur, self.cond(ctx), t, nxt)
        if self.chance(0.6):
            self.add_ops(t, 1)
        self.ret(t)
        self.shape.tag(cur, "early_return")
        return nxt

    # -- switch ----------------------------------------------------------------------------

    def stmt_switch(self, cur: Block, ctx: Ctx) -> Block | None:
        ncases = self.rng.randint(2, 4)
        values = sorted(self.rng.sample(range(0, 6), ncases))
        cases = [self.block("case", ctx) for _ in values]
        default = self.block("default", ctx)
        j = self.block("sw.join", ctx)
        operands = [PLACEHOLDER_I32] + [ConstInt(I32, v) for v in values]
        targets = [default, *cases]
        if self.chance(0.3):  # two values sharing one destination
            operands.append(ConstInt(I32, 6 + self.rng.randint(0, 3)))
            targets.append(self.rng.choice(cases))
        cur.append(Instruction("switch", VOID, operands, blocks=targets))
        self.meta(cur).cond = Cond("switch")
        self.shape.tag(cur, "switch")
        for i, c in enumerate(cases):
            end = self.seq(c, self.deeper(ctx)) if self.budget_left else self._ops_block(c)
            if end is None:
                continue
            if i + 1 < len(cases) and self.chance(self.f.p_switch_fallthrough):
                self.jump(end, cases[i + 1])
                self.shape.tag(end, "switch_fallthrough")
            else:
                self.jump(end, j)
        d_end = self._ops_block(default)
        self.jump(d_end, j)
        return j

    def _ops_block(self, b: Block) -> Block:
        self.add_ops(b)
        return b

    # -- unstructured statements (see generators.unstructured) --------------------------------

    def stmt_goto_out(self, cur: Block, ctx: Ctx) -> Block | None:
        return unstructured.goto_out(self, cur, ctx)

    def stmt_goto_in(self, cur: Block, ctx: Ctx) -> Block | None:
        return unstructured.goto_in(self, cur, ctx)

    def stmt_irreducible(self, cur: Block, ctx: Ctx) -> Block | None:
        return unstructured.irreducible(self, cur, ctx)
