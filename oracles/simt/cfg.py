"""Static facts about one kernel's CFG that the simulator needs, computed once per program.

Blocks are numbered in function order. Three things live here:

- the *priority order* the scheduler runs pending lane groups in: a topological
  order of the CFG without its back edges (edges into a cycle header from inside
  the cycle) in which every cycle is contiguous and starts with its header. Lanes
  that can still reach a block with the same convergence key sit at earlier blocks
  of this order, so running the lowest pending block first lets groups merge before
  they reach a convergent operation (the CPU simulation of maximal reconvergence
  in the Vulkan CTS walks blocks in the same spirit);
- the cycle hierarchy for one DFS order (``dfs_seed`` and ``dfs_order`` of the
  schedule's choices; ``Hdr(X)`` of SEMANTICS.md) and the
  immediate post-dominators plus the *summary graph* the ipdom model needs;
- path queries (``reach``) with "avoid" constraints, answered from transitive
  closures and per-target backward walks (``sources``), memoized, which the
  completeness check (:mod:`oracles.simt.prospects`) is built from.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.cycles import (
    CycleInfo,
    SuccessorOrder,
    compute_cycles,
    natural_order,
    reordered,
)
from fuzzfarm.analysis.dominators import (
    DomTree,
    PostNode,
    immediate_post_dominator,
    reconvergence_tree,
)
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import DfsOrder
from oracles.simt.calls import Expanded, expand

T = TypeVar("T")


@dataclass
class CfgInfo:
    """CFG facts for one function and one DFS order (``dfs_seed`` and ``dfs_order``), or
    every DFS order of one :attr:`Hierarchy.signature`."""

    blocks: list[Block]
    succs: list[list[int]]
    #: For each block, the headers (block indices) of the cycles containing it, outermost first.
    hdr: list[tuple[int, ...]]
    #: All cycle headers; a header's position here is its column in the per-lane header arrays.
    headers: list[int]
    header_col: dict[int, int]
    #: Priority rank of each block (lower runs first).
    rank: list[int]
    #: True when the block ends in a conditional ``br`` or a ``switch`` (pushes an ipdom frame).
    pushes: list[bool]
    #: The cycle hierarchy ``hdr`` and ``rank`` were built from. An analysis serves every
    #: DFS order of its :attr:`Hierarchy.signature` (:mod:`oracles.simt.programs`), whose
    #: ``CycleInfo`` objects differ in what the simulator never reads (e.g. DFS
    #: preorder numbers): this one is the first order's, for display only.
    cycles: CycleInfo
    #: The kernel analysed (its :attr:`ipdom` is computed from it when first asked).
    kernel: Function
    #: Path facts (closures, predecessors, :meth:`sources`), which depend on the function's
    #: graph, post-dominators and calls alone: :class:`oracles.simt.programs.Prepared`
    #: hands every analysis of one function the same dict, so another DFS order's
    #: analysis does not walk the same paths again.
    _memo: dict = field(default_factory=dict, repr=False)
    #: Calls to defined functions (:mod:`oracles.simt.calls`): the entry block of each
    #: invocation region -> its region, each continuation block -> the region that
    #: returns to it, and each block ending at a call -> its continuation.
    region_entry: dict[int, int] = field(default_factory=dict)
    post_region: dict[int, int] = field(default_factory=dict)
    call_post: dict[int, int] = field(default_factory=dict)
    #: The innermost invocation region of each block (-1: the kernel's own blocks), and
    #: the region each region's call site is in.
    block_region: list[int] = field(default_factory=list)
    region_parent: dict[int, int] = field(default_factory=dict)
    #: Each region's call block (where its caller stands until the region returns).
    region_call: dict[int, int] = field(default_factory=dict)

    def nested_in(self, block: int, outer: int) -> bool:
        """Is ``block`` in an invocation region nested strictly inside ``outer``'s region
        (so a lane there returns into ``outer``'s invocation)?"""
        if not self.block_region:
            return False
        r, target = self.block_region[block], self.block_region[outer]
        while r >= 0:
            r = self.region_parent[r]
            if r == target:
                return True
        return False

    @property
    def nblocks(self) -> int:
        return len(self.blocks)

    def _shared(self, name: str, compute: Callable[[], T]) -> T:
        """The order-independent fact ``name``, computed once per :attr:`_memo`."""
        hit = self._memo.get(name)
        if hit is None:
            hit = self._memo[name] = compute()
        return hit

    @functools.cached_property
    def ipdom(self) -> list[int]:
        """Immediate post-dominator of each block (-1: the virtual exit / none). Only the
        ipdom model reads it (the maximal key reads cycle headers alone: SEMANTICS.md,
        "Converged-with: one *convergence key* per dynamic instance"), and
        the post-dominator tree (reconvergence edges read as SCCP reads them) was a sixth
        of a maximal campaign check's analysis: so it is computed on first use, once per
        function (:attr:`_memo`, :func:`_post_dominators`), not with every analysis."""
        return self._shared("post_dominators", lambda: _post_dominators(self.kernel))

    @functools.cached_property
    def n_relevant(self) -> list[bool]:
        """Blocks a thread can revisit with an unchanged ipdom stack (``n`` may exceed 0):
        the ipdom model's alone, computed on first use like :attr:`ipdom`."""
        return self._shared("n_relevant",
                            lambda: [self.reach_summary(b, b) for b in range(self.nblocks)])

    @property
    def closure(self) -> list[int]:
        """Per block, the blocks reachable from it by at least one edge (a bitset): the
        firing rule's tables ask :meth:`reach` without avoided blocks for every pair of
        points, and one closure is cheaper than a search per pair."""
        return self._shared("closure", lambda: _closure(self.succs))

    @property
    def summary_closure(self) -> list[int]:
        """:attr:`closure` of the ipdom summary graph (:meth:`summary_succs`)."""
        return self._shared("summary_closure", lambda: _closure(
            [self.summary_succs(b) for b in range(self.nblocks)]))

    def _preds(self, summary: bool) -> list[list[int]]:
        """Predecessors in the CFG or (``summary``) in the summary graph, for :meth:`sources`
        (apart: the summary graph reads :attr:`ipdom`, which maximal runs never need)."""
        if summary:
            return self._shared("summary_preds", lambda: _reverse(
                [self.summary_succs(b) for b in range(self.nblocks)]))
        return self._shared("preds", lambda: _reverse(self.succs))

    def sources(self, dst: int, avoid: frozenset[int] = frozenset(),
                summary: bool = False) -> np.ndarray:
        """A bool per block ``src``: :meth:`reach` ``(src, dst, avoid)`` (with ``summary``,
        :meth:`reach_summary`). One backward walk from ``dst`` answers every ``src`` at
        once: the firing rule's tables ask the same ``(dst, avoid)`` for every point, and
        on an expanded call tree of a thousand blocks a forward search per pair took
        tens of seconds (issue #16)."""
        key = (dst, avoid, summary)
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = _backward(self._preds(summary), dst, avoid, self.nblocks)
        return hit

    def reach(self, src: int, dst: int, avoid: frozenset[int] = frozenset(),
              closed: bool = True) -> bool:
        """Is there a CFG path ``src -> ... -> dst`` of at least one edge whose interior
        blocks are not in ``avoid``? (``src`` and ``dst`` themselves may be in ``avoid``.)
        With ``closed=False`` the path also may not *end* in an avoided block."""
        if not avoid:
            return bool(self.closure[src] >> dst & 1)
        if not closed and dst in avoid:
            return False
        return bool(self.sources(dst, avoid)[src])

    def reach_summary(self, src: int, dst: int, avoid: frozenset[int] = frozenset()) -> bool:
        """Like :meth:`reach` on the ipdom summary graph (see :func:`summary_succs`)."""
        if not avoid:
            return bool(self.summary_closure[src] >> dst & 1)
        return bool(self.sources(dst, avoid, summary=True)[src])

    def summary_succs(self, b: int) -> list[int]:
        """Where a thread is next at the *same* stack depth: a block that pushes a frame
        continues at its immediate post-dominator (where the frame pops); other blocks at
        their successors. Frames that never pop (no post-dominator) have no summary edge."""
        if self.pushes[b]:
            return [self.ipdom[b]] if self.ipdom[b] >= 0 else []
        if b in self.call_post:  # a call returns with the caller's stack as it was
            return [self.call_post[b]]
        return self.succs[b]


#: What the simulator reads of a DFS order's analysis (:class:`Hierarchy.signature`).
Signature = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]


@dataclass(frozen=True)
class Hierarchy:
    """What one DFS order decides in :class:`CfgInfo`: the cycle hierarchy and the
    priority ranks built on it. Every other fact of :func:`analyse` is the function's alone."""

    cycles: CycleInfo
    #: :attr:`CfgInfo.hdr`.
    hdr: tuple[tuple[int, ...], ...]
    #: :attr:`CfgInfo.rank`.
    rank: tuple[int, ...]

    @property
    def signature(self) -> Signature:
        """All that the simulator's behaviour depends on in this DFS order: each block's
        headers outermost first (so the header set, the header columns, the nesting and
        each cycle's blocks: a header heads one cycle) and each block's rank (the order
        pending groups run and reconverge in). The scheduler, the models and the point
        tables read the order through :attr:`CfgInfo.hdr`, ``headers``, ``header_col`` and
        ``rank`` alone (``cycles`` only builds them), so two DFS orders of equal
        signatures run every schedule alike: many seeds pick the same headers
        (seed 000: a cycle's header is its first block the DFS enters, and a cycle
        with one entry has one), and sharing their analysis, batch and runs saves
        simulating the same thing again (issue #16)."""
        return self.hdr, self.rank


def hierarchy(fn: Function, dfs_seed: int, dfs_order: DfsOrder = ()) -> Hierarchy:
    """The cycle hierarchy and ranks of kernel ``fn`` (its expanded call tree when it
    calls functions defined in the module, :mod:`oracles.simt.calls`) for the DFS order
    of ``dfs_seed`` with the explicit orders of ``dfs_order`` over it."""
    expanded = expand(fn)
    body = expanded.fn if expanded is not None else fn
    blocks, index, succs = _shape(fn)
    # a kernel calling no defined function: the hierarchy the search and the reference share
    cycles = (chosen_cycles(body, dfs_seed, dfs_order) if expanded is None
              else compute_cycles(body, _origin_order(expanded, dfs_seed, dfs_order)))
    hdr = [tuple(index[c.header] for c in cycles.cycles_containing(b)) for b in blocks]
    if expanded is not None:
        # A region's entry is the pseudo header of its blocks: their context until a
        # header of the callee's own cycles is entered is the invocation's root.
        hdr = [hs + ((index[expanded.region_of[b].entry],) if b in expanded.region_of else ())
               for b, hs in zip(blocks, hdr, strict=True)]
    return Hierarchy(cycles, tuple(hdr), tuple(_priority(blocks, index, succs, cycles)))


def analyse(fn: Function, dfs_seed: int, dfs_order: DfsOrder = (),
            order: Hierarchy | None = None, paths: dict | None = None) -> CfgInfo:
    """The CFG facts of kernel ``fn``, on its expanded call tree when it calls
    functions defined in the module (:mod:`oracles.simt.calls`), for the DFS order of
    ``dfs_seed`` with the explicit orders of ``dfs_order`` over it (``order``: its
    :func:`hierarchy`, when already computed; ``paths``: the :attr:`CfgInfo._memo` of
    ``fn``'s other analyses, to share)."""
    if order is None:
        order = hierarchy(fn, dfs_seed, dfs_order)
    expanded = expand(fn)
    shared_blocks, index, shared_succs = _shape(fn)
    blocks, succs = list(shared_blocks), [list(s) for s in shared_succs]
    hdr = list(order.hdr)
    headers = sorted({h for hs in hdr for h in hs})
    header_col = {h: i for i, h in enumerate(headers)}
    pushes = [
        bool(b.instructions) and (
            b.terminator.opcode == "switch"
            or (b.terminator.opcode == "br" and len(b.terminator.operands) == 1)
        )
        for b in blocks
    ]
    info = CfgInfo(blocks, succs, hdr, headers, header_col, list(order.rank), pushes,
                   order.cycles, fn, {} if paths is None else paths)
    if expanded is not None:
        for r in expanded.regions:
            info.region_entry[index[r.entry]] = r.id
            info.post_region[index[r.post]] = r.id
            info.call_post[index[r.call_block]] = index[r.post]
            caller = expanded.region_of.get(r.call_block)
            info.region_parent[r.id] = -1 if caller is None else caller.id
            info.region_call[r.id] = index[r.call_block]
        info.block_region = [expanded.region_of[b].id if b in expanded.region_of else -1
                             for b in blocks]
    return info


@per_function
def _shape(fn: Function) -> tuple[list[Block], dict[Block, int], list[list[int]]]:
    """The blocks of kernel ``fn``'s CFG (its expanded call tree's, :mod:`oracles.simt.calls`),
    each block's index and its distinct successors (indices, in terminator order): the same
    for every DFS order, so listed once per function rather than per order (read only)."""
    expanded = expand(fn)
    body = expanded.fn if expanded is not None else fn
    blocks = list(body.blocks)
    index = {b: i for i, b in enumerate(blocks)}
    return blocks, index, [_dedup(index[s] for s in b.successors) for b in blocks]


def _origin_order(expanded: Expanded, dfs_seed: int, dfs_order: DfsOrder) -> SuccessorOrder:
    """The DFS successor order of ``dfs_seed`` and ``dfs_order`` for the expanded program:
    each block orders its successors as its original block does (``seeded_order`` draws
    from the block's name; ``dfs_order`` names a block of its function, and its successors
    by their original names), so every function's cycle hierarchy is the one the
    reference picks."""
    if dfs_seed == 0 and not dfs_order:
        return natural_order
    table = {(f, b): succs for f, b, succs in dfs_order}

    def origin(block: Block) -> Block:
        return expanded.origin.get(block, block)

    def order(block: Block) -> list[Block]:
        succs = natural_order(block)
        o = origin(block)
        if dfs_seed:
            random.Random(f"{dfs_seed}:{o.name}").shuffle(succs)
        names = table.get((o.parent.name if o.parent is not None else "", o.name))
        return succs if names is None else reordered(succs, names, lambda s: origin(s).name)

    return order


@per_function
def _post_dominators(fn: Function) -> list[int]:
    """:func:`_ipdoms` of kernel ``fn`` (its expanded call tree's blocks, in order): a
    property of the CFG alone, the same for every cycle hierarchy, so computed once per
    function rather than once per DFS order (:func:`analyse`); ``expand`` is memoized
    alike, so the block indices are the same ones."""
    expanded = expand(fn)
    body = expanded.fn if expanded is not None else fn
    blocks = list(body.blocks)
    return _ipdoms(body, blocks, {b: i for i, b in enumerate(blocks)}, expanded)


def _ipdoms(fn: Function, blocks: list[Block], index: dict[Block, int],
            expanded: Expanded | None) -> list[int]:
    """Immediate post-dominators (-1: none). With calls expanded, each block's is its
    original function's (SEMANTICS.md: the ipdom model of a called function is the
    callee's own; a frame that never pops there is dropped on return), mapped to the
    first part of that block in the same invocation region."""
    if expanded is None:
        pdt = reconvergence_tree(fn)
        return [index[p] if (p := immediate_post_dominator(pdt, b) if b in pdt.idom else None)
                is not None else -1 for b in blocks]
    first: dict[tuple[int, Block], Block] = {}
    for b in blocks:  # function order: a block's first part comes before its continuations
        key = (id(expanded.region_of.get(b)), expanded.origin[b])
        if key not in first and b not in expanded.post_of:
            first[key] = b
    trees: dict[Function, DomTree[PostNode]] = {}
    out = []
    for b in blocks:
        orig = expanded.origin[b]
        f = orig.parent
        assert f is not None
        if f not in trees:
            trees[f] = reconvergence_tree(f)
        pdt = trees[f]
        p = immediate_post_dominator(pdt, orig) if orig in pdt.idom else None
        target = None if p is None else first.get((id(expanded.region_of.get(b)), p))
        out.append(index[target] if target is not None else -1)
    return out


def _dedup(items: Iterable[int]) -> list[int]:
    out: list[int] = []
    for i in items:
        if i not in out:
            out.append(i)
    return out


def _priority(blocks: list[Block], index: dict[Block, int], succs: list[list[int]],
              cycles: CycleInfo) -> list[int]:
    """Rank blocks: topological without back edges, cycles contiguous, header first.

    Computed once per DFS order (:func:`hierarchy`), on expanded call trees of hundreds of
    blocks: each block's chain of cycles is listed once, a region's nodes and each child
    cycle's members are grouped in one pass, and the ready nodes are a heap (their keys,
    DFS preorder numbers, are distinct: the lowest is the one a sorted list would give)."""
    n = len(blocks)
    # The innermost cycle of each block and each cycle's parent, as index-based maps.
    cyc_of = {index[b]: c for b, c in cycles.innermost.items()}
    preorder = {index[b]: k for b, k in cycles.preorder.items()}

    def chain(b: int) -> list:
        c = cyc_of.get(b)
        out = []
        while c is not None:
            out.append(c)
            c = c.parent
        out.reverse()
        return out

    chains = {b: chain(b) for b in preorder}
    order: list[int] = []

    def place(members: list[int], region) -> None:
        """Order the blocks in ``members`` (all inside cycle ``region`` or top level)."""
        depth = 0 if region is None else region.depth
        # Nodes: a block directly in the region, or the outermost child cycle holding it
        # (a Cycle compares by identity, a block index by value), in order of first member.
        node_of: dict[int, object] = {}
        grouped: dict[object, list[int]] = {}
        for b in members:
            ch = chains[b]
            nd = node_of[b] = ch[depth] if len(ch) > depth else b
            grouped.setdefault(nd, []).append(b)
        nodes = list(grouped)
        header = None if region is None else index[region.header]
        edges: dict[object, set] = {nd: set() for nd in nodes}
        indeg: dict[object, int] = {nd: 0 for nd in nodes}
        for b in members:
            for s in succs[b]:
                if s not in node_of or s == header:
                    continue
                u, v = node_of[b], node_of[s]
                if u is v:
                    continue
                if v not in edges[u]:
                    edges[u].add(v)
                    indeg[v] += 1

        def key(nd) -> int:
            if isinstance(nd, int):
                return -1 if nd == header else preorder.get(nd, n + nd)
            return preorder.get(index[nd.header], n)

        keys = {nd: key(nd) for nd in nodes}
        seq = itertools.count()  # never compare two nodes, whatever their keys
        ready = [(keys[nd], next(seq), nd) for nd in nodes if indeg[nd] == 0]
        heapq.heapify(ready)
        emitted = 0
        while ready:
            _, _, nd = heapq.heappop(ready)
            emitted += 1
            if isinstance(nd, int):
                order.append(nd)
            else:
                place(grouped[nd], nd)
            for v in edges[nd]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    heapq.heappush(ready, (keys[v], next(seq), v))
        if emitted != len(nodes):  # a cycle the hierarchy missed: fall back to preorder
            rest = [nd for nd in nodes if indeg[nd] > 0]
            for nd in sorted(rest, key=key):
                if isinstance(nd, int):
                    order.append(nd)
                else:
                    place(grouped[nd], nd)

    reachable = [i for i in range(n) if i in preorder]
    place(sorted(reachable, key=lambda b: preorder[b]), None)
    rank = [n + i for i in range(n)]  # unreachable blocks last
    for k, b in enumerate(order):
        rank[b] = k
    return rank


def _closure(succs: list[list[int]]) -> list[int]:
    """Per node, the nodes reachable from it by at least one edge, as a bitset."""
    out = [0] * len(succs)
    changed = True
    while changed:  # a fixpoint; each pass follows the edges once
        changed = False
        for b in reversed(range(len(succs))):
            r = out[b]
            for s in succs[b]:
                r |= (1 << s) | out[s]
            if r != out[b]:
                out[b], changed = r, True
    return out


def _reverse(succs: list[list[int]]) -> list[list[int]]:
    preds: list[list[int]] = [[] for _ in succs]
    for b, ss in enumerate(succs):
        for s in ss:
            preds[s].append(b)
    return preds


def _backward(preds: list[list[int]], dst: int, avoid: frozenset[int], n: int) -> np.ndarray:
    """A bool per node: a path of at least one edge to ``dst`` whose interior avoids
    ``avoid``. Walks back from ``dst`` through the nodes a path may pass *through*
    (``dst`` itself, where a path ends, and nodes not in ``avoid``); a node reaches
    ``dst`` exactly when one of its successors is such a node, whatever the node itself is."""
    out = np.zeros(n, dtype=bool)
    through = {dst}
    work = [dst]
    while work:
        b = work.pop()
        for p in preds[b]:
            out[p] = True
            if p not in through and p not in avoid:
                through.add(p)
                work.append(p)
    return out
