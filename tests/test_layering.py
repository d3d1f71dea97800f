"""No import circles between our modules (type-only imports count: they couple as much).

The lane simulator's instruction kernels and firing rule see the running
simulation through protocols (``oracles.simt.lanes.Lanes``,
``oracles.simt.machine.Machine``), not the ``Simulator`` class, which is what keeps
its package a tree too.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("fuzzfarm", "oracles", "generators", "storage", "dashboards")


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pkg in PACKAGES:
        for p in (ROOT / pkg).rglob("*.py"):
            rel = p.relative_to(ROOT)
            if "migrations" in rel.parts:
                continue
            name = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
            out[name] = p
    return out


def _imports(mods: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules it imports anywhere in it (top level, functions, TYPE_CHECKING)."""
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                subs = {f"{node.module}.{a.name}" for a in node.names} & mods.keys()
                names_only = len(subs) < len(node.names)
                graph[m] |= subs | ({node.module} if names_only and node.module in mods else set())
            elif isinstance(node, ast.Import):
                graph[m] |= {a.name for a in node.names} & mods.keys()
        graph[m].discard(m)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[frozenset[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    members = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        members.add(w)
                        if w == v:
                            break
                    if len(members) > 1:
                        out.append(frozenset(members))
    return out


def test_the_checker_finds_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]


def test_no_import_circles() -> None:
    found = [sorted(c) for c in _circles(_imports(_modules()))]
    assert not found, f"import circles: {found}"
