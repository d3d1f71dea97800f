"""Control-flow graphs as inline SVG, with the blocks an optimization changed highlighted.

A reviewer of a convergence bug mostly asks "which blocks did the pass touch,
and where do the paths split and merge?". A layered drawing answers that
without Graphviz (not installed on CI machines, and a subprocess per page):

1. depth-first search from the entry finds the back edges (cycles);
2. without them the graph is acyclic, and each block's layer is its longest
   path from the entry, so a merge block sits below both arms of a branch;
3. blocks within a layer are ordered by the mean position of their
   predecessors (two sweeps of the barycenter heuristic), which keeps the two
   arms of a diamond side by side and reduces crossings;
4. forward edges are straight lines, back edges arcs on the right.

Blocks are compared by name between before and after: ``changed`` (same name,
different instructions), ``removed`` (only before), ``added`` (only after).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from markupsafe import Markup

from dashboards.svg import element, join, text_width
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.ir.printer import print_instruction

BOX_H = 34
LAYER_GAP = 36
NODE_GAP = 22
MARGIN = 16
MIN_BOX_W = 70
BACK_EDGE_ROOM = 40
#: Statuses a block can have in a before/after comparison.
STATUSES = ("same", "changed", "added", "removed")


@dataclass(frozen=True)
class Node:
    name: str
    layer: int
    x: float  # top-left corner
    y: float
    w: float
    h: float
    instructions: tuple[str, ...]

    @property
    def cx(self) -> float:
        return self.x + self.w / 2


@dataclass(frozen=True)
class Edge:
    src: str
    dst: str
    back: bool
    label: str  # "T"/"F" on a conditional branch, "" otherwise


@dataclass(frozen=True)
class Layout:
    nodes: dict[str, Node]
    edges: tuple[Edge, ...]
    width: float
    height: float


def block_text(block: Block) -> tuple[str, ...]:
    """The block's instructions as printed, the unit of comparison and the tooltip."""
    return tuple(print_instruction(i) for i in block.instructions)


def block_changes(before: Function, after: Function) -> tuple[dict[str, str], dict[str, str]]:
    """Status of every block of ``before`` and of ``after`` (see module docstring)."""
    b_text = {b.name: block_text(b) for b in before.blocks}
    a_text = {b.name: block_text(b) for b in after.blocks}

    def status(name: str, mine: dict[str, tuple[str, ...]], other: dict[str, tuple[str, ...]],
               missing: str) -> str:
        if name not in other:
            return missing
        return "same" if mine[name] == other[name] else "changed"

    return ({n: status(n, b_text, a_text, "removed") for n in b_text},
            {n: status(n, a_text, b_text, "added") for n in a_text})


def layout(fn: Function) -> Layout:
    """Layered coordinates for ``fn``'s blocks (algorithm in the module docstring)."""
    names = [b.name for b in fn.blocks]
    succ = {b.name: [s.name for s in b.successors] for b in fn.blocks}
    back = _back_edges(names, succ)
    layer = _layers(names, succ, back)
    rows: dict[int, list[str]] = {}
    for n in names:
        rows.setdefault(layer[n], []).append(n)
    _order(rows, succ, back)
    text = {b.name: block_text(b) for b in fn.blocks}
    widths = {n: max(MIN_BOX_W, text_width(n, 13) + 20, text_width(_info(len(text[n]), "changed"), 10) + 14)
              for n in names}
    row_w = {k: sum(widths[n] for n in row) + NODE_GAP * (len(row) - 1) for k, row in rows.items()}
    total_w = max(row_w.values(), default=MIN_BOX_W) + 2 * MARGIN + (BACK_EDGE_ROOM if back else 0)
    nodes: dict[str, Node] = {}
    for k, row in rows.items():
        x = MARGIN + (total_w - 2 * MARGIN - (BACK_EDGE_ROOM if back else 0) - row_w[k]) / 2
        for n in row:
            nodes[n] = Node(n, k, x, MARGIN + 18 + k * (BOX_H + LAYER_GAP), widths[n], BOX_H,
                            text[n])
            x += widths[n] + NODE_GAP
    edges = []
    for b in fn.blocks:
        term = b.instructions[-1] if b.instructions else None
        conditional = term is not None and term.opcode == "br" and len(term.blocks) == 2
        for i, s in enumerate(b.successors):
            label = ("T" if i == 0 else "F") if conditional else ""
            edges.append(Edge(b.name, s.name, (b.name, s.name) in back, label))
    height = MARGIN * 2 + 18 + (max(rows, default=0) + 1) * (BOX_H + LAYER_GAP) - LAYER_GAP
    return Layout(nodes, tuple(edges), total_w, height)


def _back_edges(names: list[str], succ: Mapping[str, list[str]]) -> set[tuple[str, str]]:
    """Edges to a block on the DFS stack; iterative DFS from the entry, then from unreached blocks."""
    state: dict[str, int] = {}  # 1 on stack, 2 done
    back: set[tuple[str, str]] = set()
    for root in names:
        if root in state:
            continue
        stack = [(root, iter(succ[root]))]
        state[root] = 1
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                back.add((node, nxt))
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(succ[nxt])))
    return back


def _layers(names: list[str], succ: Mapping[str, list[str]],
            back: set[tuple[str, str]]) -> dict[str, int]:
    """Longest-path layering of the graph without its back edges (Kahn's order)."""
    indeg = dict.fromkeys(names, 0)
    for n in names:
        for s in set(succ[n]):
            if (n, s) not in back:
                indeg[s] += 1
    layer = dict.fromkeys(names, 0)
    ready = [n for n in names if indeg[n] == 0]
    while ready:
        n = ready.pop(0)
        for s in set(succ[n]):
            if (n, s) in back:
                continue
            layer[s] = max(layer[s], layer[n] + 1)
            indeg[s] -= 1
            if indeg[s] == 0:
                ready.append(s)
    return layer


def _order(rows: dict[int, list[str]], succ: Mapping[str, list[str]],
           back: set[tuple[str, str]]) -> None:
    """Reorder each layer by the barycenter of its predecessors' positions (in place)."""
    preds: dict[str, list[str]] = {}
    for n, ss in succ.items():
        for s in ss:
            if (n, s) not in back:
                preds.setdefault(s, []).append(n)
    for _ in range(2):
        pos = {n: i for row in rows.values() for i, n in enumerate(row)}
        for k in sorted(rows):
            if k == 0:
                continue
            row = rows[k]
            rows[k] = sorted(row, key=lambda n: (
                sum(pos[p] for p in preds.get(n, [])) / len(preds[n]) if preds.get(n) else pos[n],
                row.index(n)))
            pos.update({n: i for i, n in enumerate(rows[k])})


def draw_cfg(fn: Function, status: Mapping[str, str] | None = None, *, title: str = "",
             ident: str = "cfg") -> Markup:
    """``fn``'s CFG as an ``<svg>``; ``status`` (block -> one of STATUSES) sets the highlight.

    ``ident`` keeps the arrow marker's id unique when several graphs share a page.
    """
    lay = layout(fn)
    status = status or {}
    arrow = f"arrow-{ident}"
    edges = join(_edge(lay, e, arrow) for e in lay.edges)
    nodes = join(_node(n, status.get(n.name, "same")) for n in lay.nodes.values())
    marker = element("defs", None, element(
        "marker", {"id": arrow, "viewBox": "0 0 10 10", "refX": 9, "refY": 5,
                   "markerWidth": 7, "markerHeight": 7, "orient": "auto-start-reverse"},
        element("path", {"d": "M 0 0 L 10 5 L 0 10 z", "class": "arrowhead"})))
    caption = element("text", {"x": MARGIN, "y": MARGIN + 2, "class": "cfg-title"}, title)
    return element("svg", {"xmlns": "http://www.w3.org/2000/svg", "class": "cfg", "id": ident,
                           "viewBox": f"0 0 {lay.width:.0f} {lay.height:.0f}",
                           "width": f"{lay.width:.0f}", "height": f"{lay.height:.0f}",
                           "role": "img", "aria-label": f"control-flow graph {title}"},
                   element("title", None, f"control-flow graph {title}"),
                   marker, caption, edges, nodes)


def _node(n: Node, status: str) -> Markup:
    tip = "\n".join((f"{n.name}:  [{status}]", *("  " + i for i in n.instructions)))
    return element(
        "g", {"class": f"blk blk-{status}", "data-block": n.name},
        element("title", None, tip),
        element("rect", {"x": n.x, "y": n.y, "width": n.w, "height": n.h, "rx": 5}),
        element("text", {"x": n.cx, "y": n.y + 15, "text-anchor": "middle", "class": "blk-name"},
                n.name),
        element("text", {"x": n.cx, "y": n.y + 28, "text-anchor": "middle", "class": "blk-info"},
                _info(len(n.instructions), status)),
    )


def _info(count: int, status: str) -> str:
    return f"{count} instr" + ("" if status == "same" else f" · {status}")


def _edge(lay: Layout, e: Edge, arrow: str) -> Markup:
    a, b = lay.nodes[e.src], lay.nodes[e.dst]
    attrs: dict[str, object] = {"class": "edge back" if e.back else "edge",
                                "marker-end": f"url(#{arrow})", "fill": "none"}
    if e.back or b.layer <= a.layer:
        # An arc on the right side from a's right edge back up to b's right edge.
        x1, y1 = a.x + a.w, a.y + a.h / 2
        x2, y2 = b.x + b.w, b.y + b.h / 2
        bulge = max(x1, x2) + BACK_EDGE_ROOM * 0.8
        if e.src == e.dst:
            y1, y2 = a.y + a.h * 0.75, a.y + a.h * 0.25
        attrs["d"] = f"M {x1:.1f} {y1:.1f} C {bulge:.1f} {y1:.1f} {bulge:.1f} {y2:.1f} {x2:.1f} {y2:.1f}"
        return element("path", attrs)
    x1, y1, x2, y2 = a.cx, a.y + a.h, b.cx, b.y
    attrs["d"] = f"M {x1:.1f} {y1:.1f} L {x2:.1f} {y2:.1f}"
    label = None
    if e.label:
        label = element("text", {"x": x1 + (x2 - x1) * 0.25 + (6 if x2 >= x1 else -10),
                                 "y": y1 + (y2 - y1) * 0.25 + 4, "class": "edge-label"}, e.label)
    return join([element("path", attrs), label])
