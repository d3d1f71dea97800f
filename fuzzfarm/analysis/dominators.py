"""Dominator and post-dominator trees.

Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast Dominance
Algorithm") over a reverse post-order. Post-dominators run the same algorithm on
the reversed CFG from a virtual exit that every returning block reaches; blocks
that cannot reach any exit (an infinite loop) have no post-dominator.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

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

    def dominates(self, a: Hashable, b: Hashable) -> bool:
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

    def strictly_dominates(self, a: Hashable, b: Hashable) -> bool:
        return a != b and self.dominates(a, b)

    def immediate(self, node: Hashable) -> Hashable | None:
        parent = self.idom.get(node)
        return None if parent is None or parent == node else parent


def build_domtree(
    root: Hashable,
    succs: Callable[[Hashable], Iterable[Hashable]],
    preds: Callable[[Hashable], Iterable[Hashable]],
) -> DomTree:
    rpo = reverse_postorder(root, succs)
    order = {n: i for i, n in enumerate(rpo)}
    idom: dict = {root: root}

    def intersect(a: Hashable, b: Hashable) -> Hashable:
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
            new = None
            for p in preds(node):
                if p in idom:
                    new = p if new is None else intersect(p, new)
            if new is not None and idom.get(node) != new:
                idom[node] = new
                changed = True
    return DomTree(root, idom, order)


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
