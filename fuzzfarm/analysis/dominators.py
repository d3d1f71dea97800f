"""Dominator and post-dominator trees.

Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast Dominance
Algorithm") over a reverse post-order. Post-dominators run the same algorithm on
the reversed CFG from a virtual exit that every returning block reaches; blocks
that cannot reach any exit (an infinite loop) have no post-dominator.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

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

    def dominates(self, a: N, b: N) -> bool:
        """True when every path from the root to ``b`` passes through ``a``."""
        if b not in self.idom or a not in self.idom:
            return False
        while True:
            if a == b:
                return True
            parent = self.idom[b]
            if parent == b:
                return False
            b = parent

    def strictly_dominates(self, a: N, b: N) -> bool:
        return a != b and self.dominates(a, b)

    def immediate(self, node: N) -> N | None:
        parent = self.idom.get(node)
        return None if parent is None or parent == node else parent


def build_domtree(
    root: N,
    succs: Callable[[N], Iterable[N]],
    preds: Callable[[N], Iterable[N]],
) -> DomTree[N]:
    rpo = reverse_postorder(root, succs)
    order = {n: i for i, n in enumerate(rpo)}
    idom: dict[N, N] = {root: root}

    def intersect(a: N, b: N) -> N:
        while a != b:
            while order[a] > order[b]:
                a = idom[a]
            while order[b] > order[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for node in rpo[1:]:
            new: N | None = None
            for p in preds(node):
                if p in idom:
                    new = p if new is None else intersect(p, new)
            if new is not None and idom.get(node) != new:
                idom[node] = new
                changed = True
    return DomTree(root, idom, order)


def dominator_tree(fn: Function) -> DomTree[Block]:
    preds = fn.predecessors()
    return build_domtree(fn.entry, lambda b: b.successors, lambda b: preds[b])


def post_dominator_tree(fn: Function) -> DomTree[PostNode]:
    """Post-dominators, rooted at :data:`VIRTUAL_EXIT` (reached from every exit block)."""
    preds = fn.predecessors()
    exits = [b for b in fn.blocks if not b.successors]

    def rsuccs(node: PostNode) -> list[PostNode]:  # successors in the reversed graph
        return list(exits) if isinstance(node, str) else list(preds[node])

    def rpreds(node: PostNode) -> list[PostNode]:  # predecessors in the reversed graph
        if isinstance(node, str):
            return []
        succ = node.successors
        return list(succ) if succ else [VIRTUAL_EXIT]

    return build_domtree(VIRTUAL_EXIT, rsuccs, rpreds)


def immediate_post_dominator(pdt: DomTree[PostNode], block: Block) -> Block | None:
    """The block where threads that diverge at ``block`` reconverge (None: function exit)."""
    ip = pdt.immediate(block)
    return ip if isinstance(ip, Block) else None  # None or VIRTUAL_EXIT: the function exit


def reachable(fn: Function) -> list[Block]:
    """Blocks reachable from the entry, in reverse post-order."""
    return reverse_postorder(fn.entry, lambda b: b.successors)
