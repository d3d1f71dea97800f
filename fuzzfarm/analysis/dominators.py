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
from dataclasses import dataclass, field

from fuzzfarm.ir.model import Block, Function

#: The virtual exit node of the post-dominator tree.
VIRTUAL_EXIT = "<exit>"


def reverse_postorder(root: Hashable, succs: Callable[[Hashable], Iterable[Hashable]]) -> list:
    """Nodes reachable from ``root`` in reverse post-order (iterative DFS)."""
    seen = {root}
    post: list = []
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
class DomTree:
    """Immediate dominators of the nodes reachable from ``root``."""

    root: Hashable
    idom: dict  # node -> immediate dominator (root maps to itself)
    order: dict  # node -> index in reverse post-order
    interval: dict = field(default_factory=dict)  # node -> (enter, leave) in a DFS of the tree

    def __post_init__(self) -> None:
        if not self.interval:
            self.interval = _tree_intervals(self.root, self.idom)

    def dominates(self, a: Hashable, b: Hashable) -> bool:
        """True when every path from the root to ``b`` passes through ``a``."""
        ia, ib = self.interval.get(a), self.interval.get(b)
        if ia is None or ib is None:
            return False
        return ia[0] <= ib[0] and ib[1] <= ia[1]

    def strictly_dominates(self, a: Hashable, b: Hashable) -> bool:
        return a != b and self.dominates(a, b)

    def immediate(self, node: Hashable) -> Hashable | None:
        parent = self.idom.get(node)
        return None if parent is None or parent == node else parent


def _tree_intervals(root: Hashable, idom: dict) -> dict:
    """Enter/leave numbers of an iterative DFS over the tree ``idom`` describes."""
    children: dict = {}
    for node, parent in idom.items():
        if node != root:
            children.setdefault(parent, []).append(node)
    interval: dict = {}
    clock = 0
    stack: list = [(root, False)]
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
    root: Hashable,
    succs: Callable[[Hashable], Iterable[Hashable]],
    preds: Callable[[Hashable], Iterable[Hashable]],
) -> DomTree:
    """Lengauer-Tarjan over the nodes reachable from ``root`` (see the module docstring)."""
    # DFS numbering from 1 (0 means "none" in ``ancestor``), with each node's DFS parent.
    vertex: list = [None, root]
    number: dict = {root: 1}
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
    idom: dict = {root: root}
    for w in range(2, n + 1):
        idom[vertex[w]] = vertex[dom[w]]
    rpo = reverse_postorder(root, succs)
    return DomTree(root, idom, {node: i for i, node in enumerate(rpo)})


def dominator_tree(fn: Function) -> DomTree:
    preds = fn.predecessors()
    return build_domtree(fn.entry, lambda b: b.successors, lambda b: preds[b])


def post_dominator_tree(fn: Function) -> DomTree:
    """Post-dominators, rooted at :data:`VIRTUAL_EXIT` (reached from every exit block)."""
    preds = fn.predecessors()
    exits = [b for b in fn.blocks if not b.successors]

    def rsuccs(node):  # successors in the reversed graph
        return exits if node == VIRTUAL_EXIT else preds[node]

    def rpreds(node):  # predecessors in the reversed graph
        if node == VIRTUAL_EXIT:
            return []
        succ = node.successors
        return succ if succ else [VIRTUAL_EXIT]

    return build_domtree(VIRTUAL_EXIT, rsuccs, rpreds)


def immediate_post_dominator(pdt: DomTree, block: Block) -> Block | None:
    """The block where threads that diverge at ``block`` reconverge (None: function exit)."""
    ip = pdt.immediate(block)
    return None if ip == VIRTUAL_EXIT else ip


def reachable(fn: Function) -> list[Block]:
    """Blocks reachable from the entry, in reverse post-order."""
    return reverse_postorder(fn.entry, lambda b: b.successors)
