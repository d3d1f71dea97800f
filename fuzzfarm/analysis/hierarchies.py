"""Every cycle hierarchy of a kernel, each with a DFS successor order that produces it.

Under the maximal model every cycle hierarchy of the CFG is an implementation
choice (seed 003, "Maximal Convergence": "Each cycle hierarchy for the same CFG
results in a different maximal converged-with relation"), so a refinement verdict
needs all of them, and each one it lists must be one some DFS really produces (a
hierarchy no DFS gives would be a behaviour no implementation has).

The hierarchies are read off the recursive definition of cycles (LLVM's cycle
terminology, which seed 003 builds on): the top-level cycles are the CFG's strongly
connected regions with an internal edge, the same for every DFS; a cycle's header
is the first of its blocks the DFS visits; its child cycles are the cycles of the
subgraph on its blocks minus the header. So a hierarchy is fixed by one header per
cycle, and a DFS realizes it exactly when it visits every cycle's header before the
cycle's other blocks.

*Candidates*: the header of a top-level cycle is the function's entry if the cycle
holds it, else a block with a predecessor outside the cycle; the header of a child
cycle S of C is a block of S with a predecessor in C minus S (the DFS reaches every
block of C from C's header without leaving C, since nothing it could leave to leads
back; so S is first entered from C). The product of these choices, recursively, is
a superset of the hierarchies.

*Witnesses*: for each candidate a search over DFS runs decides whether some DFS
visits every chosen header first. Each block is expanded once in a DFS, so a
successor order fixed per block is the same as choosing, when the DFS is at the
block, which unvisited successor to take next; the search makes that choice, never
visits a block whose cycle's chosen header is still unvisited (such a run can no
longer produce the candidate), and backtracks. A success is a concrete successor
order (replayable as ``Choices.dfs_order``), checked again by
:func:`~fuzzfarm.analysis.cycles.compute_cycles`; an exhausted search proves the
candidate impossible. The list is *complete* when every candidate got one of the
two answers within the budgets.

*Hierarchies that behave alike* (:func:`behaviour_hierarchies`): seed 003 ("Maximal
Convergence") makes two dynamic instances of a static instance X converged by
looking only at "every cycle C with header H that contains X" (and, through
convergence-before, at instances of those headers, which lie in those same cycles or
their ancestors). A cycle none of whose blocks holds a convergent operation (seed 000,
"Convergent Operations": the catalogue's, the convergence intrinsics, any call the
static rules call convergent) nor a call to a defined function (whose body's
operations take their convergence from the call) is *inert*: every cycle nested in it
is a subset of its blocks, so inert too, and no convergent operation lies in any of
them. The choice of an inert cycle's header (and so of the cycles nested in it) therefore
enters no convergent operation's maximal converged-with relation; the set of cycles
holding one is fixed by the headers of the enclosing non-inert cycles alone. Two
hierarchies with the same non-inert cycles and headers give the same communicating set
to every dynamic instance of every convergent operation, and token rules (seed 000,
"Convergence Tokens": a token's uses and definition, the heart of a cycle) touch only
convergent operations, none of which an inert cycle holds. Values do not depend on
convergence except through convergent operations; the threads' interleaving may, but
a run whose result depends on it records ``data-race`` or ``atomic-order``, from which
refinement takes nothing for sure. So one hierarchy per class stands for all of them.

*Hierarchies of the cycles a run enters* (:func:`entered_hierarchies`): the same argument
holds of one run for a cycle that holds convergent operations or calls only in blocks no
thread executes in it. Such a cycle holds no instance of a convergent operation in that
run, so its header enters no instance's maximal converged-with relation there (seed 003,
"Maximal Convergence"); every other block's cycles and headers are the same under two
hierarchies that differ only in its header (a cycle's header decides only the cycles
nested in it, which are subsets of its blocks). Two such hierarchies therefore run the
schedule alike, step by step: each instance executed is outside the cycle or one that no
convergence reads, so each value and branch is the same, and so is the set of blocks
executed. A refinement check that lists the hierarchies of only the cycles its runs enter
(with a live block executed) is exhaustive once no run it made, under any listed
hierarchy and choice, executed a live block of a cycle it did not list; the caller closes
the listing that way (``fuzzfarm.refinement.enumerated``). Inlining copies a callee's
irreducible cycle to each call site, and a schedule's threads reach only a few of them:
the product of the copies' headers shrinks to the copies some thread runs.

*One thread* (:func:`one_thread_alike`): seed 003 ("Threads and Dynamic Instances")
makes converged-with a relation "over dynamic instances produced by different threads",
so a schedule with one active lane has no converged pair under any hierarchy, and every
convergent operation's communicating set is that lane alone: all hierarchies run it alike.
Left out where a function holds ``llvm.experimental.convergence.loop``, whose heart the
static rules tie to a cycle's header (seed 000, "llvm.experimental.convergence.loop": the
cycle heart), as the inert cycles leave controlled operations out.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.cycles import natural_order
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.conventions import LOOP
from fuzzfarm.ir.model import Block, Function, Instruction
from fuzzfarm.schedule import DfsOrder

#: Hierarchies listed per kernel at most (beyond it the list is incomplete).
MAX_HIERARCHIES = 256
#: Search steps the witness searches of one function may take together (beyond them
#: its remaining candidates are undecided and its list incomplete). A search that
#: finds its witness without backtracking takes one step per branching block.
SEARCH_STEPS = 100_000

#: One candidate: (the cycle's blocks, its header), for every cycle of the hierarchy.
Candidate = tuple[tuple[frozenset[int], int], ...]
#: A function's explicit successor orders: (block, successors), where they differ from natural.
BlockOrders = tuple[tuple[str, tuple[str, ...]], ...]
#: The witness search's choices so far: (block, the successor it took next).
Picks = tuple[tuple[int, int], ...]
#: A witness search node: (visited blocks as bits, the DFS stack, picks, successors still to try).
_Node = tuple[int, tuple[int, ...], Picks, list[int]]


@dataclass(frozen=True)
class Hierarchies:
    """A kernel's cycle hierarchies, each as the ``Choices.dfs_order`` that produces it
    (the natural order's, ``()``, first); ``complete`` when no other hierarchy exists."""

    orders: tuple[DfsOrder, ...]
    complete: bool


@dataclass(frozen=True)
class FunctionHierarchies:
    """One function's hierarchies (as explicit orders of its blocks) and whether that is all."""

    orders: tuple[BlockOrders, ...]
    complete: bool


class _Graph:
    """A function's reachable CFG over integer block indices, in function order (only
    the blocks a DFS from the entry visits: unreachable ones are in no cycle)."""

    def __init__(self, fn: Function) -> None:
        reach: list[Block] = [fn.entry]
        seen = {fn.entry}
        for b in reach:  # grows while iterating: a breadth-first walk
            for s in natural_order(b):
                if s not in seen:
                    seen.add(s)
                    reach.append(s)
        self.blocks = [b for b in fn.blocks if b in seen]
        self.index = {b: i for i, b in enumerate(self.blocks)}
        self.succ = [[self.index[s] for s in natural_order(b)] for b in self.blocks]
        self.pred: list[list[int]] = [[] for _ in self.blocks]
        for i, succs in enumerate(self.succ):
            for j in succs:
                self.pred[j].append(i)
        self.entry = self.index[fn.entry]

    def cycles_in(self, nodes: frozenset[int]) -> list[frozenset[int]]:
        """The cycles of the subgraph on ``nodes``: its strongly connected regions with an
        internal edge (Kosaraju's two passes, iteratively: regions may be deep)."""
        finished: list[int] = []  # in the order a forward DFS finishes them
        seen: set[int] = set()
        for root in sorted(nodes):
            if root in seen:
                continue
            seen.add(root)
            work = [(root, iter(self.succ[root]))]
            while work:
                v, it = work[-1]
                w = next((w for w in it if w in nodes and w not in seen), None)
                if w is None:
                    work.pop()
                    finished.append(v)
                else:
                    seen.add(w)
                    work.append((w, iter(self.succ[w])))
        out: list[frozenset[int]] = []
        placed: set[int] = set()
        for root in reversed(finished):  # backward walks, latest finished first
            if root in placed:
                continue
            region, todo = {root}, [root]
            placed.add(root)
            while todo:
                for p in self.pred[todo.pop()]:
                    if p in nodes and p not in placed:
                        placed.add(p)
                        region.add(p)
                        todo.append(p)
            if len(region) > 1 or root in self.succ[root]:
                out.append(frozenset(region))
        return out

    def header_choices(self, cycle: frozenset[int], parent: frozenset[int] | None) -> list[int]:
        """The blocks that can be ``cycle``'s header (module docstring, *Candidates*)."""
        if parent is None:
            if self.entry in cycle:
                return [self.entry]
            return [b for b in sorted(cycle) if any(p not in cycle for p in self.pred[b])]
        return [b for b in sorted(cycle) if any(p in parent and p not in cycle for p in self.pred[b])]


def candidates(g: _Graph, live: frozenset[int] | None = None) -> Iterator[Candidate]:
    """Every candidate hierarchy (one header per cycle, recursively), lazily, without
    recursion: a kernel may hold many cycles. With ``live`` (blocks that hold a
    convergent operation or a call to a defined function), only the cycles holding one
    of them get a header: an inert cycle and its nested cycles are left to whatever the
    DFS makes of them (module docstring, *Hierarchies that behave alike*)."""
    everything = frozenset(range(len(g.blocks)))

    def kept(cycles: list[frozenset[int]]) -> list[frozenset[int]]:
        return cycles if live is None else [c for c in cycles if c & live]

    pending0 = tuple((c, None) for c in kept(g.cycles_in(everything)))
    work: list[tuple[Candidate, tuple[tuple[frozenset[int], frozenset[int] | None], ...]]] = [
        ((), pending0)]
    while work:
        chosen, pending = work.pop()
        if not pending:
            yield chosen
            continue
        (cycle, parent), rest = pending[0], pending[1:]
        options = []
        for h in g.header_choices(cycle, parent):
            children = tuple((c, cycle) for c in kept(g.cycles_in(cycle - {h})))
            options.append(((*chosen, (cycle, h)), children + rest))
        work.extend(reversed(options))  # the first header choice is yielded first


class _Undecided(Exception):
    """The witness search ran out of steps."""


@dataclass
class Budget:
    """Search steps left (shared by the searches of one function)."""

    steps: int = SEARCH_STEPS


def witness(g: _Graph, candidate: Candidate, budget: Budget | None = None) -> dict[int, list[int]] | None:
    """A successor order (block -> successors, full lists) under which the DFS visits every
    header of ``candidate`` before the rest of its cycle; None when no DFS does.

    Raises :class:`_Undecided` when ``budget`` runs out."""
    budget = budget or Budget()
    need = [0] * len(g.blocks)  # headers that must be visited before each block
    for cycle, h in candidate:
        for b in cycle:
            if b != h:
                need[b] |= 1 << h
    if need[g.entry]:
        return None
    failed: set[tuple[int, tuple[int, ...]]] = set()
    settled = _settle(g, need, 1 << g.entry, (g.entry,), ())
    if settled is None:
        return _orders(g, ())
    work: list[_Node] = [settled]
    while work:
        budget.steps -= 1
        if budget.steps < 0:
            raise _Undecided
        visited, stack, picks, options = work[-1]
        if not options:
            failed.add((visited, stack))
            work.pop()
            continue
        s = options.pop(0)
        nxt = _settle(g, need, visited | 1 << s, (*stack, s), (*picks, (stack[-1], s)))
        if nxt is None:
            return _orders(g, (*picks, (stack[-1], s)))
        if (nxt[0], nxt[1]) in failed:
            continue
        if not nxt[3]:
            failed.add((nxt[0], nxt[1]))
            continue
        work.append(nxt)
    return None


def _settle(g: _Graph, need: list[int], visited: int, stack: tuple[int, ...],
            picks: Picks) -> _Node | None:
    """Pop finished blocks until the top one has unvisited successors: the next choice
    point, with the successors that may be visited next (those whose cycles' chosen
    headers are all visited, or that are the header); None when the DFS is over."""
    for depth in range(len(stack), 0, -1):
        white = [s for s in g.succ[stack[depth - 1]] if not visited >> s & 1]
        if white:
            return visited, stack[:depth], picks, [s for s in white if not need[s] & ~visited]
    return None


def _orders(g: _Graph, picks: Picks) -> dict[int, list[int]]:
    """Each block's successor order: the successors the search took from it, in turn,
    then the others (visited by then) in natural order."""
    taken: dict[int, list[int]] = {}
    for b, s in picks:
        taken.setdefault(b, []).append(s)
    return {b: ts + [s for s in g.succ[b] if s not in ts] for b, ts in taken.items()}


def _hierarchy_of(g: _Graph, fn: Function, orders: BlockOrders) -> frozenset[tuple[frozenset[int], int]]:
    """The hierarchy ``compute_cycles`` builds under ``orders``, as a set of (cycle, header)."""
    info = chosen_cycles(fn, 0, tuple((fn.name, b, s) for b, s in orders))
    return frozenset((frozenset(g.index[b] for b in c.blocks), g.index[c.header])
                     for c in info.all_cycles())


def is_live(inst: Instruction, fn: Function) -> bool:
    """Does ``inst`` make a cycle holding it one whose header matters: a convergent
    operation, or a call that is not to a declaration (a defined function's convergent
    operations take their convergence from the call; an unknown callee may have some)?"""
    if inst.opcode != "call":
        return False
    if is_convergent_call(inst, fn.module):
        return True
    callee = fn.module.functions.get(inst.callee or "") if fn.module is not None else None
    return callee is None or not callee.is_declaration


def _live_blocks(g: _Graph, fn: Function) -> frozenset[int]:
    """The blocks of ``g`` holding an instruction :func:`is_live` calls live."""
    return frozenset(i for i, b in enumerate(g.blocks)
                     if any(is_live(inst, fn) for inst in b.instructions))


def function_hierarchies(fn: Function, limit: int = MAX_HIERARCHIES,
                         steps: int = SEARCH_STEPS, *, alike: bool = False,
                         entered: frozenset[str] | None = None) -> FunctionHierarchies:
    """Every cycle hierarchy of ``fn`` alone (at most ``limit``, found within ``steps``
    search steps), natural order's first. With ``alike``, one hierarchy per set of
    hierarchies that differ only in the headers of inert cycles (module docstring,
    *Hierarchies that behave alike*); with ``entered`` too (block names), a cycle is
    inert unless one of these blocks holds its live instruction (module docstring,
    *Hierarchies of the cycles a run enters*)."""
    g = _Graph(fn)
    live = _live_blocks(g, fn) if alike or entered is not None else None
    if live is not None and entered is not None:
        live = frozenset(i for i in live if g.blocks[i].name in entered)

    def key(h: frozenset[tuple[frozenset[int], int]]) -> frozenset[tuple[frozenset[int], int]]:
        return h if live is None else frozenset(p for p in h if p[0] & live)

    natural = key(_hierarchy_of(g, fn, ()))
    found: list[BlockOrders] = [()]
    complete = True
    budget = Budget(steps)
    for k, cand in enumerate(candidates(g, live)):
        if k >= limit * 4 or len(found) > limit:
            complete = False
            break
        if frozenset(cand) == natural:
            continue
        try:
            order = witness(g, cand, budget)
        except _Undecided:
            complete = False
            break
        if order is None:
            continue  # no DFS gives it: not a hierarchy
        orders = tuple((g.blocks[b].name, tuple(g.blocks[s].name for s in succ))
                       for b, succ in sorted(order.items()) if succ != g.succ[b])
        if key(_hierarchy_of(g, fn, orders)) != frozenset(cand):
            complete = False  # never list a hierarchy its order does not reproduce
            continue
        found.append(orders)
    if len(found) > limit:
        found, complete = found[:limit], False
    return FunctionHierarchies(tuple(found), complete)


@per_function
def hierarchies(fn: Function) -> Hierarchies:
    """Every cycle hierarchy of kernel ``fn`` and of the functions it may call, each
    function's DFS ordered on its own (``Choices.dfs_order`` names blocks per function),
    at most :data:`MAX_HIERARCHIES` combinations."""
    return kernel_hierarchies(fn, MAX_HIERARCHIES)


@per_function
def behaviour_hierarchies(fn: Function) -> Hierarchies:
    """One cycle hierarchy of kernel ``fn`` (and of the functions it may call) per set of
    hierarchies that provably behave alike: those that differ only in the headers of
    cycles that hold no convergent operation and no call to a defined function (module
    docstring, *Hierarchies that behave alike*; seed 003, "Maximal Convergence": a
    dynamic instance's convergence reads only the headers of the cycles that contain it).
    Every behaviour of every hierarchy is a behaviour of the one listed for its set, so
    an exploration of these is as exhaustive as one of :func:`hierarchies`, with fewer
    runs; ``complete`` when every set has its hierarchy listed."""
    return kernel_hierarchies(fn, MAX_HIERARCHIES, alike=True)


def entered_hierarchies(fn: Function, labels: frozenset[str],
                        limit: int = MAX_HIERARCHIES) -> Hierarchies:
    """:func:`behaviour_hierarchies` of kernel ``fn`` where only the cycles with a live
    block among ``labels`` count (the blocks some run executed, labelled as the lane
    simulator labels them: a called function's ``name@callee``; module docstring,
    *Hierarchies of the cycles a run enters*): one hierarchy per set that runs alike
    whenever a run executes no other live block of a cycle."""
    per_fn = {f.name: _entered_blocks(fn, f, labels) for f in reachable_functions(fn)}
    key = (limit, tuple(sorted((name, frozenset(b.name for b in blocks))
                               for name, blocks in per_fn.items())))
    cache = _entered_cache(fn)
    if key not in cache:
        cache[key] = kernel_hierarchies(fn, limit, entered={
            name: frozenset(b.name for b in blocks) for name, blocks in per_fn.items()})
    return cache[key]


def _entered_blocks(kernel: Function, fn: Function, labels: frozenset[str]) -> list[Block]:
    """The live blocks of ``fn`` (a function ``kernel`` may call, or itself) that
    ``labels`` name: the kernel's by their names, a callee's as ``name@callee``."""
    suffix = "" if fn is kernel else "@" + fn.name
    return [b for b in fn.blocks if b.name + suffix in labels
            and any(is_live(i, fn) for i in b.instructions)]


@per_function
def one_thread_alike(fn: Function) -> bool:
    """Do all cycle hierarchies of kernel ``fn`` run a one-lane schedule alike (no function
    it may call holds a loop intrinsic; module docstring, *One thread*)?"""
    return not any(i.opcode == "call" and i.callee == LOOP
                   for f in reachable_functions(fn) for i in f.instructions())


@per_function
def _entered_cache(fn: Function) -> dict[tuple, Hierarchies]:
    """:func:`entered_hierarchies` answers of kernel ``fn``, by what they depend on: the
    live blocks entered (runs that enter the same ones share a listing)."""
    return {}


def kernel_hierarchies(fn: Function, limit: int, *, alike: bool = False,
                       entered: dict[str, frozenset[str]] | None = None) -> Hierarchies:
    """:func:`hierarchies` (with ``alike``, :func:`behaviour_hierarchies`) with another
    bound; with ``entered`` (per function, block names), :func:`entered_hierarchies`."""
    per = [(f.name, function_hierarchies(
        f, limit, alike=alike,
        entered=None if entered is None else entered.get(f.name, frozenset())))
        for f in reachable_functions(fn)]
    complete = all(h.complete for _, h in per)
    combos = itertools.product(*(h.orders for _, h in per))
    orders = [tuple(sorted((name, b, s) for (name, _), part in zip(per, combo, strict=True)
                           for b, s in part))
              for combo in itertools.islice(combos, limit + 1)]
    if len(orders) > limit:
        orders, complete = orders[:limit], False
    return Hierarchies(tuple(orders), complete)
