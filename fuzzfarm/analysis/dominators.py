"""Dominator and post-dominator trees.

Lengauer and Tarjan's algorithm ("A Fast Algorithm for Finding Dominators in a
Flowgraph", the simple O(E log V) variant with path compression), written
without recursion so that a deep CFG cannot exhaust Python's stack. (The
simpler iterative algorithm of Cooper, Harvey and Kennedy is quadratic on a
long chain of branches to one join: every predecessor of the join walks the
whole tree.) Dominance queries are O(1): the tree is numbered by an iterative
DFS and ``a`` dominates ``b`` when ``b``'s interval lies in ``a``'s.
Post-dominators run the same algorithm on the reversed CFG from a virtual exit
that every returning block reaches; blocks that cannot reach any exit (an
infinite loop) have no post-dominator.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from fuzzfarm.analysis.implied import decided_branches
from fuzzfarm.analysis.sccp import executable_edges
from fuzzfarm.ir.model import Block, Function

#: The virtual exit node of the post-dominator tree.
VIRTUAL_EXIT = "<exit>"

#: A node of the graph: a block, or a block or :data:`VIRTUAL_EXIT` for post-dominators.
N = TypeVar("N", bound=Hashable)
#: A node of the reversed CFG.
PostNode = Block | str


def reverse_postorder(root: N, succs: Callable[[N], Iterable[N]]) -> list[N]:
    """Nodes reachable from ``root`` in reverse post-order (iterative DFS)."""
    seen = {root}
    post: list[N] = []
    stack = [(root, iter(succs(root)))]
    while stack:
        node, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(succs(s))))
                break
        else:
            stack.pop()
            post.append(node)
    post.reverse()
    return post


@dataclass
class DomTree(Generic[N]):
    """Immediate dominators of the nodes reachable from ``root``."""

    root: N
    idom: dict[N, N]  # node -> immediate dominator (root maps to itself)
    order: dict[N, int]  # node -> index in reverse post-order
    #: node -> (enter, leave) numbers of a DFS of the tree: O(1) dominance queries
    interval: dict[N, tuple[int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.interval:
            self.interval = _tree_intervals(self.root, self.idom)

    def dominates(self, a: N, b: N) -> bool:
        """True when every path from the root to ``b`` passes through ``a``."""
        ia, ib = self.interval.get(a), self.interval.get(b)
        if ia is None or ib is None:
            return False
        return ia[0] <= ib[0] and ib[1] <= ia[1]

    def strictly_dominates(self, a: N, b: N) -> bool:
        return a != b and self.dominates(a, b)

    def immediate(self, node: N) -> N | None:
        parent = self.idom.get(node)
        return None if parent is None or parent == node else parent


def _tree_intervals(root: N, idom: dict[N, N]) -> dict[N, tuple[int, int]]:
    """Enter/leave numbers of an iterative DFS over the tree ``idom`` describes."""
    children: dict[N, list[N]] = {}
    for node, parent in idom.items():
        if node != root:
            children.setdefault(parent, []).append(node)
    interval: dict[N, tuple[int, int]] = {}
    clock = 0
    stack: list[tuple[N, bool]] = [(root, False)]
    while stack:
        node, leaving = stack.pop()
        if leaving:
            interval[node] = (interval[node][0], clock)
            clock += 1
            continue
        interval[node] = (clock, -1)
        clock += 1
        stack.append((node, True))
        stack.extend((c, False) for c in children.get(node, ()))
    return interval


def build_domtree(
    root: N,
    succs: Callable[[N], Iterable[N]],
    preds: Callable[[N], Iterable[N]],
) -> DomTree[N]:
    """Lengauer-Tarjan over the nodes reachable from ``root`` (see the module docstring)."""
    # DFS numbering from 1 (0 means "none" in ``ancestor``), with each node's DFS parent.
    vertex: list[N] = [root, root]  # index 0 unused
    number: dict[N, int] = {root: 1}
    parent = [0, 0]
    stack = [(root, iter(succs(root)))]
    while stack:
        node, it = stack[-1]
        for s in it:
            if s not in number:
                number[s] = len(vertex)
                vertex.append(s)
                parent.append(number[node])
                stack.append((s, iter(succs(s))))
                break
        else:
            stack.pop()
    n = len(vertex) - 1
    semi = list(range(n + 1))
    label = list(range(n + 1))
    ancestor = [0] * (n + 1)
    dom = [0] * (n + 1)
    bucket: list[list[int]] = [[] for _ in range(n + 1)]

    def evaluate(v: int) -> int:
        if ancestor[v] == 0:
            return v
        path = []
        x = v
        while ancestor[ancestor[x]] != 0:  # path compression, iteratively
            path.append(x)
            x = ancestor[x]
        for x in reversed(path):
            a = ancestor[x]
            if semi[label[a]] < semi[label[x]]:
                label[x] = label[a]
            ancestor[x] = ancestor[a]
        return label[v]

    for w in range(n, 1, -1):
        for p in preds(vertex[w]):
            v = number.get(p)
            if v is not None:
                u = evaluate(v)
                if semi[u] < semi[w]:
                    semi[w] = semi[u]
        bucket[semi[w]].append(w)
        ancestor[w] = parent[w]
        for v in bucket[parent[w]]:
            u = evaluate(v)
            dom[v] = u if semi[u] < semi[v] else parent[w]
        bucket[parent[w]].clear()
    for w in range(2, n + 1):
        if dom[w] != semi[w]:
            dom[w] = dom[dom[w]]
    idom: dict[N, N] = {root: root}
    for w in range(2, n + 1):
        idom[vertex[w]] = vertex[dom[w]]
    rpo = reverse_postorder(root, succs)
    return DomTree(root, idom, {node: i for i, node in enumerate(rpo)})


def dominator_tree(fn: Function) -> DomTree[Block]:
    preds = fn.predecessors()
    return build_domtree(fn.entry, lambda b: b.successors, lambda b: preds[b])


def post_dominator_tree(fn: Function) -> DomTree[PostNode]:
    """Post-dominators, rooted at :data:`VIRTUAL_EXIT` (reached from every exit block)."""
    return _post_tree(fn, lambda b: b.successors)


def reconvergence_edges(fn: Function) -> dict[Block, list[Block]]:
    """The edges the ipdom model's post-dominators are taken over (SEMANTICS.md, "ipdom",
    rules 1-3): those some thread may take as SCCP reads them
    (:func:`fuzzfarm.analysis.sccp.executable_edges`); of a ``br`` whose outcome a dominating
    test decides (:mod:`fuzzfarm.analysis.implied`) only the taken one; and of a block
    that has a successor from which a ``ret`` is reachable, only such successors. An edge
    into a dead end (a trap, an ``unreachable``: a region no thread leaves by returning)
    leads nowhere a thread could reconverge, and without it dropped the post-dominator of
    every branch around an assert was the function exit. Where none of a block's
    successors returns, all stay (the region's own reconvergence is kept)."""
    dom = dominator_tree(fn)
    decided = decided_branches(fn, dom.dominates, dom.immediate)
    live = executable_edges(fn)
    succ = {b: ([decided[b]] if b in decided else live[b]) for b in fn.blocks}
    preds: dict[Block, list[Block]] = {b: [] for b in fn.blocks}
    for b, out in succ.items():
        for s in out:
            preds[s].append(b)
    returning = {b for b in fn.blocks
                 if b.instructions and b.instructions[-1].opcode == "ret"}
    work = list(returning)
    while work:
        for p in preds[work.pop()]:
            if p not in returning:
                returning.add(p)
                work.append(p)
    return {b: ([s for s in out if s in returning] if b in returning else out)
            for b, out in succ.items()}


#: CFG edges (block, successor) that runs took (:func:`reconvergence_tree`'s ``taken``).
TakenEdges = AbstractSet[tuple[Block, Block]]


def reconvergence_tree(fn: Function, taken: TakenEdges | None = None) -> DomTree[PostNode]:
    """Post-dominators over the edges a thread can take to a return
    (:func:`reconvergence_edges`): where the ipdom model's SIMT stack reconverges
    (SEMANTICS.md, "ipdom"). A branch on a constant is no divergence, and an edge it
    never takes is no path: a machine that reconverges at post-dominators runs code whose
    constant branches its compiler folded (LLVM's SimplifyCFG folding ``br i1 true``
    changes no place where threads meet).

    ``taken``: only those of a block's edges that runs took count, where runs took any
    (a block no run left keeps its edges): the re-check of an ipdom violation against
    what LLVM's analyses we lack (ranges, SCEV) may have proven dead
    (:mod:`fuzzfarm.refinement.untaken_edges`; SEMANTICS.md, "ipdom", rule 4)."""
    return restricted_tree(fn, reconvergence_edges(fn), taken)


def restricted_tree(fn: Function, edges: dict[Block, list[Block]],
                    taken: TakenEdges | None = None) -> DomTree[PostNode]:
    """:func:`reconvergence_tree` over ``edges`` (``fn``'s :func:`reconvergence_edges`,
    computed once by a caller that reads many ``taken`` sets)."""
    if taken is not None:
        edges = {b: [s for s in out if (b, s) in taken] or out for b, out in edges.items()}
    return _post_tree(fn, lambda b: edges[b])


def _post_tree(fn: Function, successors: Callable[[Block], list[Block]]) -> DomTree[PostNode]:
    """Post-dominators of ``fn`` over the edges ``successors`` gives."""
    succ = {b: successors(b) for b in fn.blocks}
    preds: dict[Block, list[Block]] = {b: [] for b in fn.blocks}
    for b, out in succ.items():
        for s in out:
            preds[s].append(b)
    exits = [b for b in fn.blocks if not succ[b]]

    def rsuccs(node: PostNode) -> list[PostNode]:  # successors in the reversed graph
        return list(exits) if isinstance(node, str) else list(preds[node])

    def rpreds(node: PostNode) -> list[PostNode]:  # predecessors in the reversed graph
        if isinstance(node, str):
            return []
        return list(succ[node]) if succ[node] else [VIRTUAL_EXIT]

    return build_domtree(VIRTUAL_EXIT, rsuccs, rpreds)


def immediate_post_dominator(pdt: DomTree[PostNode], block: Block) -> Block | None:
    """The block where threads that diverge at ``block`` reconverge (None: function exit)."""
    ip = pdt.immediate(block)
    return ip if isinstance(ip, Block) else None  # None or VIRTUAL_EXIT: the function exit


def reachable(fn: Function) -> list[Block]:
    """Blocks reachable from the entry, in reverse post-order."""
    return reverse_postorder(fn.entry, lambda b: b.successors)
