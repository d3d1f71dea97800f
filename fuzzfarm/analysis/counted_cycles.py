"""Cycles every run leaves after a bounded number of iterations, whatever values a
grouping gives (SEMANTICS.md, "What a grouping can reach", *Loops, returns and memory in
regions*).

A branch an anchor's value decides may make a thread leave a loop early, or run a cycle's
other entry first; the thread still leaves it after a bounded number of steps, and its
counters stay below that bound (so ``nuw``/``nsw`` on their increments never make them
poison), when a counter no grouping changes bounds every way round the cycle.
:func:`counted_cycles` finds such cycles and their counters.
"""

from __future__ import annotations

from fuzzfarm.analysis.cycles import Cycle, compute_cycles
from fuzzfarm.analysis.dominators import DomTree, dominator_tree
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType


@per_function
def counted_cycles(fn: Function) -> dict[Block, frozenset[Instruction]]:
    """The reducible cycles of ``fn`` that every run leaves after a bounded number of
    iterations, by header, each with its counter ``%i`` and increment ``%i.next``.

    A cycle is *counted* when its header holds ``%i = phi [c0, outside...], [%i.next,
    latch...]`` (c0 a non-negative constant on every edge from outside, ``%i.next = add
    %i, 1`` on every back edge, whatever its flags) and a block X of the cycle that
    dominates every latch ends in ``br i1 %c, T, F`` with T in the cycle, F outside, and
    ``%c`` (or an operand of an ``and`` chain that is ``%c``) ``icmp ult v, K`` with v
    ``%i`` or ``%i.next`` and K bounded by k (:func:`index_bound`). Each iteration passes
    X (a path from the header to a latch avoiding X would make one from the entry), so
    the back edge is taken at iteration t only if c0 + t (+1) <u K <= k: at most k + 1
    iterations whatever the other values, ``%i`` <= max(c0, k) and ``%i.next`` one more,
    which below the sign bit neither ``nuw`` nor ``nsw`` breaks: the two are never poison.

    An irreducible cycle with no irreducible cycle around it (:func:`irreducible_root`:
    its blocks are the same in every cycle hierarchy) is counted when its counters bound
    every walk within it (:func:`_counted_scc`); it is listed by its header in this
    hierarchy, with every counter and increment. The irreducible cycles inside it are
    not listed: which they are depends on the hierarchy, and the bound on the whole
    covers them (a reducible one is, by its own counter: its bound is its blocks')."""
    cycles = compute_cycles(fn)
    dom = dominator_tree(fn)
    out: dict[Block, frozenset[Instruction]] = {}
    for cycle in cycles.all_cycles():
        if cycle.is_reducible:
            found = _counter(cycle, dom)
        else:
            found = _counted_scc(cycle) if irreducible_root(cycle) is cycle else None
        if found is not None:
            out[cycle.header] = found
    return out


def irreducible_root(cycle: Cycle) -> Cycle | None:
    """The outermost irreducible cycle among ``cycle`` and the cycles around it, or None.
    A cycle with only reducible cycles around it has the same blocks in every hierarchy
    (a reducible cycle's header is its one entry, and a child is a strongly connected
    part of its parent without the header); the cycles inside an irreducible one differ."""
    root = None
    c: Cycle | None = cycle
    while c is not None:
        if not c.is_reducible:
            root = c
        c = c.parent
    return root


def _counted_scc(cycle: Cycle) -> frozenset[Instruction] | None:
    """The counters ``Φ`` and their increments when they bound every walk within the
    (irreducible) ``cycle`` C, else None: the generators' two-entry cycles (each part's
    end passes its counter plus one to the other part's start, and leaves once it
    reaches the bound).

    ``Φ`` is a set of integer phis in C, each ``phi [c0, outside...], [add ψ, 1, inside...]``
    (c0 a non-negative constant on every edge from outside C, ψ in ``Φ``, the ``add``
    in C, whatever its flags); H is the set of their blocks. Conditions: (i) every
    entry of C is in H; (ii) C without H has no cycle; for every edge p -> h within C
    into a block of H, passing ``s = add ψ, 1`` (ψ in block g) to a phi of ``Φ``: (iii)
    p is in g's *segment* (g, and the blocks of C reachable from g without entering H)
    and in no other block of H's; (iv) s's block lies on every path from g to p
    within the segment; (v) so does a block X ending in ``br i1 %c, T, F``, T in C, F
    outside, ``%c`` (or a conjunct of it) ``icmp ult v, K``, v ψ or s (s's block then
    also on every path from g to X), K bounded by k (:func:`index_bound`).

    Proof. A thread's stay in C starts in H (i); between two visits of H it walks one
    segment, with no cycle (ii), so in a bounded number of steps. By (iii) the segment
    that ends at p -> h started at g's latest visit, and by (iv) s was computed in it
    from that visit's ψ: each visit of H in a stay sets its counter to the previous
    visit's plus one, the first to some c0. By (v) that edge is taken only where
    ψ <u k or ψ + 1 <u k: a stay visits H at most k + 1 times, and every counter is
    at most max(c0, k), its increment one more (below the sign bit: never poison).
    Only the c0 of the phis some increment reads (the ψ) count there: another phi of
    ``Φ`` holds its start or an increment, and nothing adds to it."""
    blocks = cycle.blocks
    phis = {i: _steps(i, blocks) for b in blocks for i in b.instructions if i.opcode == "phi"}
    counters = {phi: steps for phi, steps in phis.items() if steps is not None}
    while True:  # the greatest set whose increments count one of its own phis
        drop = {phi for phi, steps in counters.items() if any(psi not in counters for _, _, psi in steps)}
        if not drop:
            break
        counters = {phi: steps for phi, steps in counters.items() if phi not in drop}
    heads = {phi.parent for phi in counters if phi.parent is not None}
    if not counters or not set(cycle.entries) <= heads or _has_cycle(blocks - heads):
        return None
    segments = {g: _segment(g, blocks, heads) for g in heads}
    bound = 0
    for steps in counters.values():
        for p, s, psi in steps:
            g = psi.parent
            if g is None or p not in segments[g] or s.parent is None \
                    or any(p in seg for h, seg in segments.items() if h is not g) \
                    or not _on_every_path(segments[g], g, s.parent, p):
                return None
            k = _tested(segments[g], g, p, psi, s, blocks)
            if k is None:
                return None
            bound = max(bound, k)
    # only a phi some increment adds one to can grow; another's start is no bound's
    stepped = {psi for steps in counters.values() for _, _, psi in steps}
    c0 = max((v.signed for phi in stepped for v in phi.operands if isinstance(v, ConstInt)),
             default=0)
    bits = min(phi.type.bits for phi in counters if isinstance(phi.type, IntType))
    if max(c0, bound) + 1 >= (1 << (bits - 1)) - 1:
        return None
    return frozenset(counters) | frozenset(s for steps in counters.values() for _, s, _ in steps)


def _steps(phi: Instruction, blocks: set[Block]) -> list[tuple[Block, Instruction, Instruction]] | None:
    """For a phi of an irreducible cycle's counter (:func:`_counted_scc`), its edges from
    inside the cycle as ``(p, add ψ 1, ψ)``, ψ a phi of the cycle; None when it is no
    counter (an operand from outside that is no non-negative constant, or from inside no
    such increment)."""
    if not isinstance(phi.type, IntType):
        return None
    out = []
    for v, p in zip(phi.operands, phi.blocks, strict=True):
        if p not in blocks:
            if not isinstance(v, ConstInt) or v.signed < 0:
                return None
            continue
        if not isinstance(v, Instruction) or v.opcode != "add" or v.parent not in blocks:
            return None
        psi = next((o for o in v.operands if isinstance(o, Instruction) and o.opcode == "phi"
                    and o.parent in blocks and _adds_one(v, o)), None)
        if psi is None:
            return None
        out.append((p, v, psi))
    return out


def _has_cycle(blocks: set[Block]) -> bool:
    """Does the CFG restricted to ``blocks`` have a cycle (a depth-first search meets a
    block on its own stack)?"""
    state: dict[Block, int] = {}  # 1: on the stack, 2: done
    for root in blocks:
        if root in state:
            continue
        state[root] = 1
        stack = [(root, iter(root.successors))]
        while stack:
            b, it = stack[-1]
            for s in it:
                if s not in blocks:
                    continue
                if state.get(s) == 1:
                    return True
                if s not in state:
                    state[s] = 1
                    stack.append((s, iter(s.successors)))
                    break
            else:
                state[b] = 2
                stack.pop()
    return False


def _segment(g: Block, blocks: set[Block], heads: set[Block]) -> set[Block]:
    """``g`` and the blocks of ``blocks`` reachable from it without entering ``heads``."""
    out = {g}
    work = [g]
    while work:
        for s in work.pop().successors:
            if s in blocks and s not in heads and s not in out:
                out.add(s)
                work.append(s)
    return out


def _on_every_path(segment: set[Block], g: Block, x: Block, p: Block) -> bool:
    """Does every path from ``g`` to ``p`` within ``segment`` pass ``x`` (dominance in
    the segment, rooted at ``g``)?"""
    if x is g or x is p:
        return True
    if p is g:
        return False  # the path is g alone
    seen = {g}
    work = [g]
    while work:
        for s in work.pop().successors:
            if s is p:
                return False
            if s in segment and s is not x and s not in seen:
                seen.add(s)
                work.append(s)
    return True


def _tested(segment: set[Block], g: Block, p: Block, psi: Instruction, s: Instruction,
            blocks: set[Block]) -> int | None:
    """The bound k of a test ``icmp ult v, K`` (v ``psi`` or its increment ``s``) that a
    block on every path from ``g`` to ``p`` within ``segment`` stays in the cycle by
    (:func:`_counted_scc`, (v)), or None."""
    found = []
    for x in segment:
        term = x.terminator if x.instructions else None
        if term is None or term.opcode != "br" or len(term.blocks) != 2 \
                or term.blocks[0] not in blocks or term.blocks[1] in blocks \
                or not _on_every_path(segment, g, x, p):
            continue
        for test in _conjuncts(term.operands[0]):
            v = test.operands[0] if test.opcode == "icmp" and test.predicate == "ult" else None
            k = index_bound(test.operands[1]) if v is not None else None
            if k is None or not (v is psi or (v is s and s.parent is not None
                                              and _on_every_path(segment, g, s.parent, x))):
                continue
            found.append(k)
    return min(found) if found else None


def _counter(cycle: Cycle, dom: DomTree[Block]) -> frozenset[Instruction] | None:
    latches = [b for b in cycle.blocks if cycle.header in b.successors]
    for x in cycle.blocks:
        term = x.terminator if x.instructions else None
        if term is None or term.opcode != "br" or len(term.blocks) != 2 \
                or term.blocks[0] not in cycle.blocks or term.blocks[1] in cycle.blocks \
                or not all(dom.dominates(x, latch) for latch in latches):
            continue
        for test in _conjuncts(term.operands[0]):
            if test.opcode != "icmp" or test.predicate != "ult":
                continue
            k = index_bound(test.operands[1])
            counter = _counted(test.operands[0], cycle)
            if k is None or counter is None:
                continue
            phi, step, c0 = counter
            bits = phi.type.bits if isinstance(phi.type, IntType) else 0
            if max(c0, k) + 1 < (1 << (bits - 1)) - 1:
                return frozenset({phi, step})
    return None


def _conjuncts(value: Value) -> list[Instruction]:
    """The instructions whose truth ``value`` being true implies: itself, and the
    operands of an ``and`` of ``i1`` values, recursively."""
    if not isinstance(value, Instruction):
        return []
    if value.opcode == "and" and value.type == IntType(1):
        return [value, *(c for o in value.operands for c in _conjuncts(o))]
    return [value]


def _counted(value: Value, cycle: Cycle) -> tuple[Instruction, Instruction, int] | None:
    """``(%i, %i.next, c0)`` when ``value`` is a header phi of ``cycle`` counting up by
    one from the constant c0 (:func:`counted_cycles`), or its increment."""
    candidates = [value]
    if isinstance(value, Instruction) and value.opcode == "add":
        candidates += [o for o in value.operands if not isinstance(o, ConstInt)]
    for phi in candidates:
        if not isinstance(phi, Instruction) or phi.opcode != "phi" or phi.parent is not cycle.header:
            continue
        starts: set[Value] = set()
        steps: set[Value] = set()
        for v, b in zip(phi.operands, phi.blocks, strict=True):
            (steps if b in cycle.blocks else starts).add(v)
        if len(steps) != 1 or not starts or not all(isinstance(v, ConstInt) and v.signed >= 0
                                                    for v in starts):
            continue
        step = steps.pop()
        if not isinstance(step, Instruction) or step.opcode != "add" or not _adds_one(step, phi) \
                or (value is not phi and value is not step):
            continue
        return phi, step, max(v.signed for v in starts if isinstance(v, ConstInt))
    return None


def _adds_one(step: Instruction, phi: Instruction) -> bool:
    a, b = step.operands
    return (a is phi and isinstance(b, ConstInt) and b.value == 1) or \
        (b is phi and isinstance(a, ConstInt) and a.value == 1)


def index_bound(value: Value) -> int | None:
    """The largest value ``value`` can take as a (sign-extended) ``getelementptr`` index,
    known not negative, or None: a constant, ``and`` with a constant below the sign bit,
    the ``zext`` of such a value or of an ``i1``, a ``select`` of two such values, or
    ``select (icmp ult a, b), a, b`` (the generators' trip counts ``min(%n, 4)``)."""
    if isinstance(value, ConstInt):
        return value.signed if value.signed >= 0 else None
    if not isinstance(value, Instruction) or not isinstance(value.type, IntType):
        return None
    if value.opcode == "and":
        masks = [o.value for o in value.operands
                 if isinstance(o, ConstInt) and 0 <= o.value < 1 << (value.type.bits - 1)]
        return min(masks) if masks else None
    if value.opcode == "zext":
        source = value.operands[0]
        if isinstance(source.type, IntType) and source.type.bits == 1:
            return 1
        return index_bound(source)
    if value.opcode == "select":
        cond, a, b = value.operands
        if isinstance(cond, Instruction) and cond.opcode == "icmp" and cond.predicate == "ult" \
                and _same(cond.operands[0], a) and _same(cond.operands[1], b):
            return index_bound(b)  # umin(a, b): a only where a <u b
        bounds = [index_bound(a), index_bound(b)]
        return None if None in bounds else max(x for x in bounds if x is not None)
    return None


def _same(a: Value, b: Value) -> bool:
    """Is ``a`` the value ``b`` (the same definition, or equal constants)?"""
    return a is b or (isinstance(a, ConstInt) and isinstance(b, ConstInt) and a == b)


