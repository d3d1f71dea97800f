"""The filler: turns a :class:`~generators.shape.Shape` into instructions.

Blocks are visited in reverse post-order (the order LLVM's convergence
verifier walks), so dominators are filled before the blocks they dominate and
every operand can be drawn from dominating values (:mod:`generators.values`).
Phi inputs on back edges are not known yet when a phi is created, so phis are
completed at the end from the values available at the end of each
predecessor. Convergence tokens are chosen through
:class:`~generators.tokens.TokenState`, which keeps the program well formed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.dominators import dominator_tree, reverse_postorder
from fuzzfarm.ir.conventions import ANCHOR, CATALOGUE, ENTRY, LANE_ID, LOOP
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, OperandBundle, Value
from fuzzfarm.ir.types import I1, I32, I64, PTR, TOKEN, VOID, Type
from generators import conditions
from generators.features import OP_NAMES, Features, weighted
from generators.shape import BlockMeta, Shape, Shared, Slot
from generators.tokens import TokenState
from generators.values import BUFFER_BYTES, Pools, address, arith, emit

Picker = Callable[[Block], Value]

#: The external functions generated kernels call, with their declarations' attributes.
EXT_USE = "ext.use"
EXT_PURE = "ext.pure"
EXTERNAL_DECLARATIONS = {
    EXT_USE: (VOID, (I32,), frozenset({"nounwind"})),
    EXT_PURE: (I32, (I32, I32), frozenset({"memory(none)", "nounwind", "willreturn"})),
}


class Filler:
    """Fills one shape; ``run`` returns nothing, the shape's function is complete after it."""

    def __init__(self, shape: Shape, rng: random.Random, features: Features, controlled: bool,
                 callees: tuple[Function, ...] = ()):
        """``callees``: the device functions a ``call`` slot may call (:mod:`generators.calls`)."""
        self.shape = shape
        self.callees = callees
        self.fn = shape.fn
        self.rng = rng
        self.f = features
        self.controlled = controlled
        self.dt = dominator_tree(self.fn)
        self.ci = compute_cycles(self.fn)
        self.pools = Pools(self.dt, rng)
        self.tok = (TokenState(self.dt, self.ci, rng, features.p_extended, features.p_token_skip)
                    if controlled else None)
        self.pending: list[tuple[Instruction, Picker]] = []
        self.edges: dict[Block, list[Block]] = {b: [] for b in self.fn.blocks}
        for b in self.fn.blocks:
            for s in b.successors:
                self.edges[s].append(b)
        self.poison_memory = rng.random() < 0.5
        self.args = {a.name: a for a in self.fn.args}
        self.filled: set[Block] = set()
        self.flag: dict[Block, Value] = {}
        self.lane: Value = ConstInt(I32, 0)
        self.fresh_anchor: Instruction | None = None
        self.observe_all = rng.random() < features.p_observe
        self.last_conv: dict[Block, Instruction] = {}
        self.carried: dict[Block, Instruction] = {}
        self.tail_index: dict[int, int | Value] = {}
        #: the external functions called (their declarations go into the module)
        self.externals: set[str] = set()
        #: the exit of each unrolling bait's loop, with the loop's blocks (no token of
        #: the loop is used past it: :meth:`TokenState.forget`)
        self.sealed_exits: dict[Block, set[Block]] = {}
        for lm in shape.loops:
            cycle = self.ci.cycle_of(lm.header) if lm.extra == "lane_min" else None
            if cycle is not None and cycle.header is lm.header:
                self.sealed_exits[lm.exit] = set(cycle.blocks)
        for b, m in shape.meta.items():
            if m.scope is not None:
                self.pools.scope[b] = m.scope
            if m.private:
                self.pools.private.add(b)

    def run(self) -> None:
        for b in reverse_postorder(self.fn.entry, lambda b: b.successors):
            self.fill_block(b)
        for phi, picker in self.pending:
            chosen: dict[Block, Value] = {}
            assert phi.parent is not None
            for pred in self.edges[phi.parent]:
                if pred not in chosen:
                    chosen[pred] = picker(pred)
                phi.operands.append(chosen[pred])
                phi.blocks.append(pred)

    # -- blocks ------------------------------------------------------------------------

    def fill_block(self, b: Block) -> None:
        m = self.shape.meta[b]
        if self.tok is not None:
            self.tok.enter(b)
            if b in self.sealed_exits:
                self.tok.forget(self.sealed_exits[b])
        self.phis(b, m)
        if b is self.fn.entry:
            self.entry(b)
        loop = m.header_of
        if loop is not None and self.tok is not None and not loop.heartless:
            parent = self.tok.heart_parent(b)
            if parent is not None:
                loop.heart = self.call(b, LOOP, TOKEN, [], parent, "heart")
        partner = m.mirror
        if partner is not None and partner in self.filled:
            self.clone(b, partner)
        else:
            for slot in m.plan:
                self.slot(b, m, slot)
        for lm in m.trips:  # ``min(%n, bound)``: a per-lane trip count, invariant in the loop
            n, k = self.args["n"], ConstInt(I32, lm.bound)
            small = self.emit(b, Instruction("icmp", I1, [n, k], self.pools.fresh("tc"),
                                             predicate="ult"), True)
            lm.trip = self.emit(b, Instruction("select", I32, [small, n, k],
                                               self.pools.fresh("trip")), True)
        if m.latch_of is not None and m.latch_of.counter is not None:
            lm = m.latch_of
            lm.counter_next = self.emit(b, Instruction(
                "add", I32, [lm.counter, ConstInt(I32, 1)], self.pools.fresh("i.next"),
                flags=frozenset({"nuw", "nsw"})), True)
        term = b.terminator
        if m.cond is not None:
            term.operands[0] = conditions.build(self, b, m, m.cond)
        elif term.opcode == "ret":
            term.operands[0] = self.pools.pick(b, I32, p_const=0.05)
        if self.tok is not None:
            self.tok.leave(b)
        self.filled.add(b)

    def entry(self, b: Block) -> None:
        if self.tok is not None:
            self.call(b, ENTRY, TOKEN, [], None, "etok")
        for a in self.fn.args:
            if a.type in (I1, I32):
                self.pools.add(b, a, True)
        self.lane = self.emit(b, Instruction("call", I32, [], "lane", callee=LANE_ID), True)

    def phis(self, b: Block, m: BlockMeta) -> None:
        preds = list(dict.fromkeys(self.edges[b]))
        loop = m.header_of
        if loop is not None:
            loop.counter = self.phi(b, I32, "i", True, lambda p, lp=loop: (
                lp.counter_next if p is lp.latch and lp.counter_next is not None
                else ConstInt(I32, 0)))
        for irr in self.shape.irrs:
            if b in irr.starts:
                k = irr.starts.index(b)
                other = irr.ends[1 - k]
                irr.counters[k] = self.phi(b, I32, "c", True, lambda p, ir=irr, o=other, k=k: (
                    ir.nexts[1 - k] if p is o and ir.nexts[1 - k] is not None
                    else ConstInt(I32, 0)))
        if m.cond is not None and m.cond.kind == "flag":
            consts = m.cond.consts
            self.flag[b] = self.phi(b, I1, "flag", True, lambda p: (
                ConstInt(I1, int(consts[p])) if p in consts
                else self.pools.pick(p, I1, safe=True, p_const=0.2, for_phi=True)))
        if len(preds) >= 2 and not m.no_phi and self.rng.random() < self.f.p_phi:
            for _ in range(self.rng.randint(1, 2)):
                safe = self.rng.random() < 0.5
                self.phi(b, I32, "phi", safe, lambda p, s=safe: self.pools.pick(
                    p, I32, safe=s, p_const=0.25, for_phi=True))

    def phi(self, b: Block, ty: Type, stem: str, safe: bool, picker: Picker) -> Instruction:
        inst = Instruction("phi", ty, [], self.pools.fresh(stem))
        self.pending.append((inst, picker))
        return self.emit(b, inst, safe)

    # -- plan slots --------------------------------------------------------------------

    def slot(self, b: Block, m: BlockMeta, slot: Slot) -> None:
        if slot.kind == "op":
            arith(self.pools, b, self.f.p_flags, self.f.p_select)
            if self.rng.random() < self.f.p_external:
                self.external(b)
        elif slot.kind == "conv":
            name = slot.name or weighted(self.rng, self.f.op_weights()) or OP_NAMES[0]
            self.conv(b, m, name, slot.shared)
        elif slot.kind == "store":
            self.store(b, slot.shared)
        elif slot.kind == "load":
            self.load(b)
        elif slot.kind == "anchor" and self.tok is not None:
            self.fresh_anchor = self.call(b, ANCHOR, TOKEN, [], None, "anchor")
        elif slot.kind == "conv_split":
            self.conv_split(b, m, slot.name or self.conv_name())
        elif slot.kind == "conv_quiet":
            name = slot.name or self.conv_name()
            args = [self.pools.pick(b, ty, safe=True, p_const=0.1)
                    for ty in CATALOGUE[name].params]
            self.conv(b, m, name, args=args, observe=False)
        elif slot.kind == "tail":
            self.tail(b, m, slot)
        elif slot.kind == "spec_phi":
            self.spec_phi(b, slot)
        elif slot.kind == "anchor_pair":
            self.anchor_pair(b, m, slot)
        elif slot.kind == "call" and self.callees:
            self.call_device(b, m)
        elif slot.kind == "carry" and b in self.carried:
            self.store(b, None, self.widen(b, self.carried.pop(b)))

    def external(self, b: Block) -> None:
        """A call of a declared, non-convergent function (SEMANTICS.md, "External calls").

        ``@ext.use`` may write memory, so each call is an event of its thread; it is
        passed this block's convergent result when there is one (seed 000's texture
        example: sinking the op past the call changes what the call sees).
        ``@ext.pure`` is ``memory(none)``: its result joins the pool, and passes may
        hoist, merge or delete it. Arguments are never poison (an event with a poison
        argument makes differences undecidable)."""
        if self.rng.random() < 0.5:
            conv = self.last_conv.get(b)
            if conv is not None and conv.type in (I32, I1) and self.pools.is_safe(conv):
                value = self.widen(b, conv)
            else:
                value = self.pools.pick(b, I32, safe=True, p_const=0.1)
            self.use_event(b, value)
        else:
            args = [self.pools.pick(b, I32, safe=True, p_const=0.1) for _ in range(2)]
            self.emit(b, Instruction("call", I32, args, self.pools.fresh("ext"),
                                     callee=EXT_PURE), True)
            self.externals.add(EXT_PURE)

    def conv_name(self) -> str:
        return weighted(self.rng, self.f.op_weights()) or OP_NAMES[0]

    def call_device(self, b: Block, m: BlockMeta) -> Instruction:
        """A call of a device function (seed 000, "llvm.experimental.convergence.entry":
        threads enter the callee converged iff they executed converged instances of the
        call site). In the controlled style the call site of a convergent callee is a
        controlled convergent operation: it takes a token like any other (its bundle is
        what the callee's ``entry`` stands for); uncontrolled callers call without one.
        The buffer and the uniform ``%u``/``%m`` are passed on (so they stay uniform),
        the other arguments are never poison; the result may be poison."""
        callee = self.rng.choice(self.callees)
        args: list[Value] = []
        for a in callee.args:
            if a.type == PTR or a.name in ("u", "m"):
                args.append(self.args["out" if a.type == PTR else a.name])
            else:
                args.append(self.pools.pick(b, a.type, safe=True, p_const=0.1))
        token = None
        if self.tok is not None and callee.is_convergent:
            token = self.tok.choose(b, m.local_tokens)
            if self.fresh_anchor is not None and self.fresh_anchor in self.tok.stack:
                token = self.fresh_anchor
            self.fresh_anchor = None
            if token is None:
                token = self.call(b, ANCHOR, TOKEN, [], None, "anchor")
        bundles = [OperandBundle("convergencectrl", (token,))] if token is not None else []
        inst = Instruction("call", callee.return_type, args, self.pools.fresh("call"),
                           callee=callee.name, bundles=bundles)
        self.emit(b, inst, False)
        if self.tok is not None and token is not None:
            self.tok.use(token)
        if self.observe_all or self.rng.random() < self.f.p_store_conv:
            self.store(b, None, inst)
        return inst

    def widen(self, b: Block, v: Instruction) -> Value:
        """An ``i1`` result as ``i32`` (what a store takes)."""
        if v.type != I1:
            return v
        return self.emit(b, Instruction("zext", I32, [v], self.pools.fresh("ext")),
                         self.pools.is_safe(v))

    def tail(self, b: Block, m: BlockMeta, slot: Slot) -> None:
        """Tail-merge bait: the same convergent op and the same observation of its result.

        Merging the two tails runs the op once over the lanes of both arms (seed 004's
        ``if (cc) ballot(true); else ballot(true);``), which shows only if the result
        depends on who takes part and reaches the output: so its operands vary by lane
        (:meth:`varying_args`, drawn where both tails see them), its token is not an
        anchor (under an anchor any grouping is valid, merged ones too), and a result
        that cannot be poison is an ``@ext.use`` event (a store's slot may be
        overwritten later); one that can is stored at a slot both tails share."""
        assert slot.shared is not None and slot.name is not None
        name = self.observable(slot.name)
        if slot.shared.values is None:
            slot.shared.values = self.varying_args(slot.shared.scope, name, emit_ok=False)
        inst = self.conv(b, m, name, slot.shared, bait=True)
        if inst.type == VOID:
            return
        if self.pools.is_safe(inst):
            self.use_event(b, self.folded(b, inst))
            return
        key = id(slot.shared)
        if key not in self.tail_index:
            self.tail_index[key] = self.rng.randrange(BUFFER_BYTES // 8)
        value = self.widen(b, inst)
        elem = I64 if value.type == I64 else I32
        ptr = address(self.pools, b, self.args["out"], elem, self.tail_index[key])
        self.emit(b, Instruction("store", VOID, [value, ptr], align=elem.bits // 8), True)

    def spec_phi(self, b: Block, slot: Slot) -> None:
        """Speculation bait: a phi of the arm's convergent result (or a value from the
        other edge), stored, so running the arm's op over more threads shows."""
        assert slot.shared is not None
        arm = slot.shared.scope
        conv = self.last_conv.get(arm)
        if conv is None or conv.type not in (I32, I64, I1):
            return
        ty = conv.type
        phi = Instruction("phi", ty, [], self.pools.fresh("spec"))
        b.insert(0, phi)
        self.pools.add(b, phi, self.pools.is_safe(conv))
        self.pending.append((phi, lambda p, a=arm, c=conv, t=ty: (
            c if p is a else self.pools.pick(p, t, safe=True, p_const=0.3, for_phi=True))))
        self.store(b, None, self.widen(b, phi))

    def anchor_pair(self, b: Block, m: BlockMeta, slot: Slot) -> None:
        """Anchor-move bait: ``%a`` and ``%b`` under one anchor; ``%a`` is stored here,
        ``%b`` only in ``shared.scope`` (a successor), so sinking ``%b`` alone shows."""
        assert slot.shared is not None
        if self.tok is None:
            return
        name = slot.name or self.conv_name()
        op = CATALOGUE[name]
        args = self.varying_args(b, name)
        anchor = self.call(b, ANCHOR, TOKEN, [], None, "anchor")
        first = self.call(b, name, op.return_type, args, anchor, "pa")
        second = self.call(b, name, op.return_type, args, anchor, "pb")
        if op.return_type != VOID:
            self.store(b, None, self.widen(b, first))
            self.carried[slot.shared.scope] = second

    def varying_args(self, b: Block, name: str, emit_ok: bool = True) -> list[Value]:
        """Lane-varying operands for ``name`` (the lane id, ``%x``, an ``i1`` of the pool or
        true), so that a change of the communicating set changes the result: a ballot, a
        sum, a minimum or a first lane's value over a subset of the wave differs from the
        one over the whole wave, where over a uniform value (``%u``, a constant, a loop
        counter at its first test) it would not. Values available in ``b``; without
        ``emit_ok`` (operands shared by blocks ``b`` dominates) a shuffle's lane is a pool
        value or a constant, not computed in ``b``."""
        args: list[Value] = []
        for ty in CATALOGUE[name].params:
            if ty == I1:
                args.append(ConstInt(I1, 1) if self.rng.random() < 0.5
                            else self.pools.pick(b, I1, safe=True, p_const=0.0))
            else:
                args.append(self.lane if self.rng.random() < 0.6 else self.args["x"])
        if name == "subgroupShuffle":
            args[1] = self.shuffle_lane(b, b, emit_ok=emit_ok)
        return args

    def conv_split(self, b: Block, m: BlockMeta, name: str) -> None:
        """Bait for a duplication into the predecessors of a reconvergence point (loop
        rotation, jump threading, tail duplication: seed 001's control-equivalence hazard):
        a convergent op with lane-varying operands (:meth:`varying_args`) whose every
        execution is observed. A store keeps only the last value its slot is given, and
        the few slots of the buffer are written all over the kernel: in a loop header,
        which runs once per iteration, the first test's result (the only execution a
        rotation duplicates) was always overwritten. So a result that cannot be poison
        is passed to ``@ext.use`` (an event of its thread, kept in order: SEMANTICS.md,
        "External calls"; an ``i64`` folded to 32 bits); one that can is stored, in a
        loop header at a slot following the loop counter."""
        name = self.observable(name)
        inst = self.conv(b, m, name, args=self.varying_args(b, name), observe=False, bait=True)
        if inst.type == VOID:
            return
        if self.pools.is_safe(inst):
            self.use_event(b, self.folded(b, inst))
            return
        loop = m.header_of or m.body_of
        index = loop.counter if loop is not None and loop.counter is not None else None
        self.store(b, None, self.widen(b, inst), index=index)

    def observable(self, name: str) -> str:
        """``name``, or a broadcast of the first lane for a shuffle whose possibly-poison
        result no store may keep (without poison memory :meth:`store` replaces it by a
        pool value, so the bait's op would go unobserved: v5's seed 36)."""
        if name == "subgroupShuffle" and not self.poison_memory:
            return "subgroupBroadcastFirst"
        return name

    def folded(self, b: Block, v: Instruction) -> Value:
        """``v`` as an ``i32`` that changes whenever ``v`` does (a ballot's two halves xor-ed)."""
        if v.type != I64:
            return self.widen(b, v)
        high = self.emit(b, Instruction("lshr", I64, [v, ConstInt(I64, 32)],
                                        self.pools.fresh("hi")), True)
        both = self.emit(b, Instruction("xor", I64, [v, high], self.pools.fresh("fold")), True)
        return self.emit(b, Instruction("trunc", I32, [both], self.pools.fresh("fold")), True)

    def use_event(self, b: Block, value: Value) -> None:
        """``call @ext.use(value)``: an observable event of the thread."""
        self.emit(b, Instruction("call", VOID, [value], None, callee=EXT_USE), True)
        self.externals.add(EXT_USE)

    def conv(self, b: Block, m: BlockMeta, name: str, shared: Shared | None = None,
             args: list[Value] | None = None, observe: bool = True,
             bait: bool = False) -> Instruction:
        """Emit catalogue operation ``name`` (with a token in the controlled style).

        Operands are ``args`` if given, else shared with another slot, else drawn.
        ``observe``: whether its result may be stored (drawn; False where the caller
        observes it or must keep it quiet).
        ``bait``: the innermost token that is not an anchor (an anchor's threads are
        grouped as the implementation likes, so no split or merge of them is wrong).
        """
        op = CATALOGUE[name]
        src = shared.scope if shared is not None else b
        if args is not None:
            pass
        elif shared is not None and shared.values is not None:
            args = list(shared.values)
        else:
            args = []
            for i, ty in enumerate(op.params):
                if name == "subgroupShuffle" and i == 1:
                    args.append(self.shuffle_lane(b, src, emit_ok=shared is None))
                else:
                    args.append(self.pools.pick(src, ty, p_const=0.15))
            if shared is not None:
                shared.values = list(args)
        token = None
        if self.tok is not None:
            if bait:
                token = self.tok.unanchored(b, m.local_tokens)
            else:
                token = self.tok.choose(b, m.local_tokens, deterministic=shared is not None)
                if self.fresh_anchor is not None and self.fresh_anchor in self.tok.stack:
                    token = self.fresh_anchor  # an anchor slot is placed for the op after it
                self.fresh_anchor = None
            if token is None:  # no usable token: a local anchor is always valid
                token = self.call(b, ANCHOR, TOKEN, [], None, "anchor")
        stem = name.removeprefix("subgroup").lower()
        inst = self.call(b, name, op.return_type, args, token, stem)
        self.last_conv[b] = inst
        if observe:
            observe = shared is None and (self.observe_all
                                          or self.rng.random() < self.f.p_store_conv)
        if op.return_type != VOID and observe:
            self.store(b, None, self.widen(b, inst))
        return inst

    def shuffle_lane(self, b: Block, src: Block, emit_ok: bool) -> Value:
        """A safe lane index: a neighbour, a fixed lane or another safe value.

        Shared slots must not emit (their operands must dominate both copies).
        """
        r = self.rng.random()
        if r < 0.5 and emit_ok:
            op = self.rng.choice(("xor", "add", "sub"))
            k = ConstInt(I32, self.rng.choice((1, 2, 3, 4)))
            return self.emit(b, Instruction(op, I32, [self.lane, k], self.pools.fresh("nb")), True)
        if r < 0.7:
            return ConstInt(I32, self.rng.choice((0, 1, 3, 5)))
        return self.pools.pick(src, I32, safe=True, p_const=0.0)

    def call(self, b: Block, callee: str, ty: Type, args: list[Value],
             token: Instruction | None, stem: str) -> Instruction:
        bundles = [OperandBundle("convergencectrl", (token,))] if token is not None else []
        name = None if ty == VOID else self.pools.fresh(stem)
        inst = Instruction("call", ty, args, name, callee=callee, bundles=bundles)
        safe = callee not in ("subgroupShuffle",) and all(map(self.pools.is_safe, args))
        self.emit(b, inst, safe)
        if self.tok is not None:
            if token is not None:
                self.tok.use(token)
            if callee in (ENTRY, ANCHOR, LOOP):
                self.tok.define(inst)
        return inst

    def store(self, b: Block, shared: Shared | None, value: Value | None = None,
              index: int | Value | None = None) -> None:
        """Store ``value`` (else a pool value) at ``index`` (else a drawn slot)."""
        src = shared.scope if shared is not None else b
        if shared is not None and shared.values is not None:
            value, index = shared.values
        else:
            if value is None:
                wide = self.rng.random() < 0.3 and bool(self.pools.values(src, I64))
                value = self.pools.pick(src, I64 if wide else I32, p_const=0.1)
            if not self.poison_memory and not self.pools.is_safe(value):
                value = self.pools.pick(src, value.type, safe=True, p_const=0.1)
            elem = I64 if value.type == I64 else I32
            if index is None:
                index = self.index(src, elem.bits // 8)
            if shared is not None:
                shared.values = [value, index]
        elem = I64 if value.type == I64 else I32
        ptr = address(self.pools, b, self.args["out"], elem, index)
        self.emit(b, Instruction("store", VOID, [value, ptr], align=elem.bits // 8), True)

    def index(self, src: Block, elem_bytes: int) -> int | Value:
        if self.rng.random() < self.f.p_computed_offset:
            return self.pools.pick(src, I32, safe=True, p_const=0.0)
        return self.rng.randrange(BUFFER_BYTES // elem_bytes)

    def load(self, b: Block) -> None:
        ptr = address(self.pools, b, self.args["out"], I32, self.index(b, 4))
        self.emit(b, Instruction("load", I32, [ptr], self.pools.fresh("ld"), align=4),
                  not self.poison_memory)

    def emit(self, b: Block, inst: Instruction, safe: bool) -> Instruction:
        return emit(self.pools, b, inst, safe)

    # -- identical arms ---------------------------------------------------------------------

    def clone(self, b: Block, partner: Block) -> None:
        """Copy ``partner``'s instructions into ``b`` (identical then/else arms)."""
        vmap: dict[int, Value] = {}
        for inst in partner.instructions[:-1]:
            def remap(v: Value) -> Value:
                return vmap.get(id(v), v)

            name = None
            if inst.name is not None:
                name = self.pools.fresh(inst.name.rstrip("0123456789"))
            new = Instruction(
                inst.opcode, inst.type, [remap(v) for v in inst.operands], name, inst.flags,
                inst.predicate, list(inst.blocks), inst.elem_type, inst.align, inst.callee,
                [OperandBundle(bd.tag, tuple(remap(v) for v in bd.inputs)) for bd in inst.bundles],
                inst.attrs,
            )
            self.emit(b, new, self.pools.is_safe(inst))
            vmap[id(inst)] = new
            if self.tok is not None:
                tok = new.convergence_token
                if isinstance(tok, Instruction):
                    self.tok.use(tok)
                if new.callee in (ANCHOR, LOOP):
                    self.tok.define(new)
