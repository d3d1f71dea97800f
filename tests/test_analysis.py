"""Dominators, post-dominators, the cycle hierarchy and convergence regions.

CFGs are written as adjacency dicts (first key = entry block) and turned into
LLVM IR read through the real reader, so the analyses see exactly what the
rest of the project sees.
"""

from __future__ import annotations

import random

import pytest

from fuzzfarm.analysis.cycles import (
    CycleInfo,
    compute_cycles,
    natural_order,
    seeded_order,
)
from fuzzfarm.analysis.dominators import (
    VIRTUAL_EXIT,
    dominator_tree,
    immediate_post_dominator,
    post_dominator_tree,
    reachable,
)
from fuzzfarm.analysis.regions import (
    InstructionDominance,
    all_token_uses,
    convergence_region,
    cycle_hearts,
    heart,
    hearts_of,
    locate,
    token_definitions,
    token_uses,
)
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module

DECLS = """
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
"""


def cfg(edges: dict[str, list[str]], body: dict[str, list[str]] | None = None) -> Function:
    """A function with the given CFG: 0 successors ret, 1 br, 2 br i1, more a switch.

    ``body`` adds instructions at the start of blocks. The switch lists every
    successor after the first as a case, so repeated names stay repeated.
    """
    body = body or {}
    lines = ["define void @f(i1 %c, i32 %x) {"]
    for name, succs in edges.items():
        lines.append(f"{name}:")
        lines.extend("  " + ln for ln in body.get(name, []))
        if not succs:
            lines.append("  ret void")
        elif len(succs) == 1:
            lines.append(f"  br label %{succs[0]}")
        elif len(succs) == 2:
            lines.append(f"  br i1 %c, label %{succs[0]}, label %{succs[1]}")
        else:
            cases = " ".join(f"i32 {i}, label %{s}" for i, s in enumerate(succs[1:], 1))
            lines.append(f"  switch i32 %x, label %{succs[0]} [ {cases} ]")
    lines.append("}")
    return parse_module("\n".join(lines) + DECLS).kernel()


def names(blocks) -> set[str]:
    return {b.name for b in blocks}


def hierarchy(info: CycleInfo) -> frozenset[tuple[str, frozenset[str], str | None]]:
    """A comparable summary: (header, blocks, parent header) for every cycle."""
    return frozenset(
        (c.header.name, frozenset(names(c.blocks)), c.parent.header.name if c.parent else None)
        for c in info.all_cycles()
    )


# --------------------------------------------------------------------------
# Dominators and post-dominators.

DIAMOND = {"A": ["B", "C"], "B": ["D"], "C": ["D"], "D": []}


def test_dominators_of_a_diamond() -> None:
    fn = cfg(DIAMOND)
    dt = dominator_tree(fn)
    a, b, c, d = (fn.block(n) for n in "ABCD")
    assert dt.immediate(a) is None
    assert dt.immediate(b) is a and dt.immediate(c) is a and dt.immediate(d) is a
    assert dt.dominates(a, d) and dt.dominates(d, d)
    assert not dt.strictly_dominates(d, d)
    assert not dt.dominates(b, d) and not dt.dominates(c, d)


def test_dominators_in_a_loop_with_two_exits() -> None:
    fn = cfg({"A": ["H"], "H": ["B", "X1"], "B": ["H", "X2"], "X1": ["E"], "X2": ["E"], "E": []})
    dt = dominator_tree(fn)
    h, b, e = fn.block("H"), fn.block("B"), fn.block("E")
    assert dt.immediate(b) is h
    assert dt.immediate(e) is h  # both exit paths leave from blocks H dominates
    assert dt.dominates(h, b) and not dt.dominates(b, h)


def test_post_dominators_and_ipdom_of_a_diamond() -> None:
    fn = cfg(DIAMOND)
    pdt = post_dominator_tree(fn)
    a, b, d = fn.block("A"), fn.block("B"), fn.block("D")
    assert immediate_post_dominator(pdt, a) is d
    assert immediate_post_dominator(pdt, b) is d
    assert immediate_post_dominator(pdt, d) is None  # only the virtual exit is after D
    assert pdt.dominates(d, a) and not pdt.dominates(b, a)


def test_ipdom_of_seed000_jump_threading_example() -> None:
    """Seed 000, "Unstructured Control Flow": the reconvergence point moves from %mid
    to %end after jump threading, which is why the ipdom model changes the barrier's set."""
    original = cfg(
        {
            "entry": ["then1", "mid"],
            "then1": ["mid"],
            "mid": ["then2", "end"],
            "then2": ["end"],
            "end": [],
        }
    )
    pdt = post_dominator_tree(original)
    assert immediate_post_dominator(pdt, original.block("entry")) is original.block("mid")
    threaded = cfg(
        {"entry": ["then1", "then2"], "then1": ["then2", "end"], "then2": ["end"], "end": []}
    )
    pdt = post_dominator_tree(threaded)
    assert immediate_post_dominator(pdt, threaded.block("entry")) is threaded.block("end")
    assert immediate_post_dominator(pdt, threaded.block("then1")) is threaded.block("end")


def test_post_dominators_with_two_returns_and_an_infinite_loop() -> None:
    fn = cfg({"A": ["B", "C"], "B": [], "C": ["L", "R"], "L": ["L"], "R": []})
    pdt = post_dominator_tree(fn)
    assert immediate_post_dominator(pdt, fn.block("A")) is None  # B and R: only the exit
    assert pdt.immediate(fn.block("A")) == VIRTUAL_EXIT
    assert fn.block("L") not in pdt.idom  # never reaches an exit: no post-dominator
    assert immediate_post_dominator(pdt, fn.block("C")) is fn.block("R")


def test_unreachable_blocks_are_outside_the_trees_and_cycles() -> None:
    fn = cfg({"A": ["B"], "B": [], "U": ["V"], "V": ["U"]})
    dt = dominator_tree(fn)
    assert names(reachable(fn)) == {"A", "B"}
    assert fn.block("U") not in dt.idom
    assert not dt.dominates(fn.block("A"), fn.block("U"))
    info = compute_cycles(fn)
    assert info.all_cycles() == [] and info.describe() == "no cycles"
    assert info.cycle_of(fn.block("U")) is None


def test_switch_with_repeated_successors() -> None:
    fn = cfg({"A": ["H"], "H": ["E", "H", "H", "E"], "E": []})
    h = fn.block("H")
    assert [s.name for s in h.successors] == ["E", "H", "H", "E"]
    assert [s.name for s in natural_order(h)] == ["E", "H"]
    assert [p.name for p in fn.predecessors()[h]] == ["A", "H"]  # deduplicated
    assert dominator_tree(fn).immediate(fn.block("E")) is h
    info = compute_cycles(fn)
    assert hierarchy(info) == {("H", frozenset({"H"}), None)}
    assert immediate_post_dominator(post_dominator_tree(fn), h) is fn.block("E")


# --------------------------------------------------------------------------
# The cycle hierarchy.


def test_self_loop() -> None:
    fn = cfg({"A": ["L"], "L": ["L", "E"], "E": []})
    info = compute_cycles(fn)
    (c,) = info.all_cycles()
    assert c.header.name == "L" and names(c.blocks) == {"L"}
    assert c.is_reducible and c.depth == 1 and info.is_reducible
    assert names(c.exits()) == {"E"}
    assert info.is_header(fn.block("L")) and not info.is_header(fn.block("A"))


def test_nested_natural_loops() -> None:
    fn = cfg({"A": ["B"], "B": ["C"], "C": ["C", "D"], "D": ["B", "E"], "E": []})
    info = compute_cycles(fn)
    assert hierarchy(info) == {
        ("B", frozenset("BCD"), None),
        ("C", frozenset("C"), "B"),
    }
    c = fn.block("C")
    inner = info.cycle_of(c)
    assert inner is not None and inner.depth == 2 and inner.parent is info.top_level[0]
    assert [x.header.name for x in info.cycles_containing(c)] == ["B", "C"]
    assert names(info.headers_around(c)) == {"B", "C"}
    assert names(info.headers_around(fn.block("D"))) == {"B"}
    assert info.is_reducible
    assert "cycle header %B" in info.describe() and "  cycle header %C" in info.describe()


def test_loop_with_multiple_exits() -> None:
    fn = cfg({"A": ["H"], "H": ["B", "X1"], "B": ["C", "X2"], "C": ["H"], "X1": [], "X2": []})
    (c,) = compute_cycles(fn).all_cycles()
    assert names(c.blocks) == {"H", "B", "C"}
    assert names(c.exits()) == {"X1", "X2"}
    assert [e.name for e in c.entries] == ["H"]


def test_two_sibling_loops() -> None:
    fn = cfg({"A": ["L1"], "L1": ["L1", "L2"], "L2": ["L2", "E"], "E": []})
    info = compute_cycles(fn)
    assert [c.header.name for c in info.top_level] == ["L1", "L2"]
    assert all(c.parent is None and not c.children for c in info.top_level)


def test_simple_irreducible_cycle() -> None:
    fn = cfg({"A": ["B", "C"], "B": ["C", "E"], "C": ["B", "E"], "E": []})
    info = compute_cycles(fn)
    (c,) = info.all_cycles()
    assert not c.is_reducible and not info.is_reducible
    assert names(c.blocks) == {"B", "C"}
    assert names(c.entries) == {"B", "C"} and c.entries[0] is c.header
    assert "irreducible" in info.describe()
    # Either block may be the header, depending on the DFS order.
    headers = {compute_cycles(fn, seeded_order(s)).top_level[0].header.name for s in range(16)}
    assert headers == {"B", "C"}


#: Seed 003, "Maximal Convergence" (the irreducible figure and the "Diverged Entry
#: Criterion" discussion): Entry->P,R; P->Q; Q->R,S; R->S; S->P,Exit.
SEED003 = {
    "Entry": ["P", "R"],
    "P": ["Q"],
    "Q": ["R", "S"],
    "R": ["S"],
    "S": ["P", "Exit"],
    "Exit": [],
}

#: The two hierarchies seed 003 names: one cycle headed by P, or R outer with S inner.
SEED003_BY_P = frozenset({("P", frozenset("PQRS"), None)})
SEED003_BY_R_AND_S = frozenset({("R", frozenset("PQRS"), None), ("S", frozenset("PQS"), "R")})


def test_seed003_hierarchies_are_exactly_the_two_the_seed_names() -> None:
    fn = cfg(SEED003)
    found = {hierarchy(compute_cycles(fn, seeded_order(s))) for s in range(64)}
    assert found == {SEED003_BY_P, SEED003_BY_R_AND_S}
    assert hierarchy(compute_cycles(fn, natural_order)) == SEED003_BY_P
    assert hierarchy(compute_cycles(fn, seeded_order(0))) == SEED003_BY_P


def test_seed003_hierarchy_details() -> None:
    fn = cfg(SEED003)
    by_r = next(
        info
        for s in range(64)
        if hierarchy(info := compute_cycles(fn, seeded_order(s))) == SEED003_BY_R_AND_S
    )
    outer = by_r.top_level[0]
    (inner,) = outer.children
    assert names(outer.entries) == {"R", "P"} and outer.entries[0].name == "R"
    assert names(inner.entries) == {"S", "P"} and inner.entries[0].name == "S"
    assert by_r.cycle_of(fn.block("Q")) is inner
    assert by_r.cycle_of(fn.block("R")) is outer
    assert names(by_r.headers_around(fn.block("P"))) == {"R", "S"}
    by_p = compute_cycles(fn)
    (only,) = by_p.all_cycles()
    assert names(only.entries) == {"P", "R"} and not only.children


def test_seeded_order_is_the_named_generators_shuffle() -> None:
    """The order is ``random.Random(f"{seed}:{block name}")``'s shuffle of the natural
    successors, whatever block (of any function) asks first."""
    wide = cfg({"A": ["B", "C", "D", "E"], "B": [], "C": [], "D": [], "E": []})
    other = cfg({"A": ["E", "D", "C", "B"], "B": [], "C": [], "D": [], "E": []})
    for s in range(1, 24):
        for fn in (wide, other, wide):
            a = fn.block("A")
            expected = natural_order(a)
            random.Random(f"{s}:A").shuffle(expected)
            assert seeded_order(s)(a) == expected


def test_header_names_are_the_headers_around_each_block() -> None:
    """Seed 003's two hierarchies, by name: one cycle headed by P, or R around S."""
    fn = cfg(SEED003)
    by_p = compute_cycles(fn).header_names()
    assert {b.name: v for b, v in by_p.items()} == {x: ("P",) for x in "PQRS"}
    by_r = next(info for s in range(64)
                if hierarchy(info := compute_cycles(fn, seeded_order(s))) == SEED003_BY_R_AND_S)
    assert {b.name: v for b, v in by_r.header_names().items()} == {
        "R": ("R",), "P": ("R", "S"), "Q": ("R", "S"), "S": ("R", "S")}
    for s in range(16):  # every block outside a cycle has no entry
        info = compute_cycles(fn, seeded_order(s))
        names_ = info.header_names()
        for b in fn.blocks:
            assert names_.get(b, ()) == tuple(sorted(h.name for h in info.headers_around(b)))


def test_seeded_order_is_deterministic_and_a_permutation() -> None:
    fn = cfg({"A": ["B", "C", "D", "E"], "B": [], "C": [], "D": [], "E": []})
    a = fn.block("A")
    for s in range(8):
        first = [b.name for b in seeded_order(s)(a)]
        assert first == [b.name for b in seeded_order(s)(a)]
        assert sorted(first) == ["B", "C", "D", "E"]
    assert len({tuple(b.name for b in seeded_order(s)(a)) for s in range(32)}) > 1


# --------------------------------------------------------------------------
# Tokens, hearts and convergence regions.

LOOP_WITH_HEART = (
    """
define void @f(i1 %c) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h) ]
  br i1 %c, label %H, label %X
X:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h) ]
  br label %E
E:
  ret void
}
"""
    + DECLS
)


def test_token_definitions_uses_and_hearts() -> None:
    fn = parse_module(LOOP_WITH_HEART).kernel()
    anchor, h = token_definitions(fn)
    assert (anchor.name, h.name) == ("anchor", "h")
    assert token_uses(fn, anchor) == [h]
    assert [locate(u) for u in token_uses(fn, h)] == [(fn.block("H"), 1), (fn.block("X"), 0)]
    assert all_token_uses(fn)[anchor] == [h]
    info = compute_cycles(fn)
    (loop,) = info.all_cycles()
    assert cycle_hearts(info) == {loop: [h]}
    assert heart(loop) is h


def test_region_of_a_heart_extends_to_the_use_after_the_loop() -> None:
    """Seed 000, "Extended Cycles": a use outside the loop extends the region of %h
    across the exit edge; the region of %anchor is the whole loop (its heart is reached
    again on every iteration)."""
    fn = parse_module(LOOP_WITH_HEART).kernel()
    anchor, h = token_definitions(fn)
    a, hb, x = fn.block("A"), fn.block("H"), fn.block("X")
    rh = convergence_region(fn, h)
    assert rh.points == {(hb, 1), (hb, 2), (x, 0)}
    assert not rh.contains(h)  # the definition is not in its own region
    assert [(b.name, lo, hi) for b, lo, hi in rh.ranges()] == [("H", 1, 2), ("X", 0, 0)]
    ra = convergence_region(fn, anchor)
    assert ra.points == {(a, 1), (hb, 0), (hb, 1), (hb, 2)}
    assert ra.contains(h) and not ra.contains(fn.block("E").instructions[0])
    text = rh.describe()
    assert "token %h (loop in %H)" in text and "%X: #0 only" in text


def test_region_stops_at_the_definition_inside_a_loop() -> None:
    """An anchor inside the loop: points after the last use do not reach a use without
    passing the anchor again, so they are outside the region."""
    fn = parse_module(
        """
define void @f(i1 %c) {
A:
  br label %L
L:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t) ]
  call void @subgroupControlBarrier()
  br i1 %c, label %L, label %E
E:
  ret void
}
"""
        + DECLS
    ).kernel()
    (t,) = token_definitions(fn)
    region = convergence_region(fn, t)
    assert region.points == {(fn.block("L"), 1)}
    assert heart(compute_cycles(fn).all_cycles()[0]) is None


def test_unused_token_has_an_empty_region_and_unreachable_points_are_excluded() -> None:
    fn = parse_module(
        """
define void @f() {
A:
  %t = call token @llvm.experimental.convergence.anchor()
  ret void
U:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t) ]
  br label %U
}
"""
        + DECLS
    ).kernel()
    (t,) = token_definitions(fn)
    region = convergence_region(fn, t)
    assert region.points == frozenset()
    dom = InstructionDominance(fn)
    use = fn.block("U").instructions[0]
    assert dom.dominates(t, use)  # vacuous in unreachable code, as in LLVM
    assert "region:" in region.describe()


def test_heart_raises_on_two_hearts() -> None:
    fn = parse_module(
        """
define void @f(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %E
E:
  ret void
}
"""
        + DECLS
    ).kernel()
    (loop,) = compute_cycles(fn).all_cycles()
    assert [h.name for h in hearts_of(loop)] == ["h1", "h2"]
    with pytest.raises(ValueError, match="several hearts"):
        heart(loop)


def test_instruction_dominance_within_and_across_blocks() -> None:
    fn = parse_module(LOOP_WITH_HEART).kernel()
    dom = InstructionDominance(fn)
    anchor, h = token_definitions(fn)
    first_use, exit_use = token_uses(fn, h)
    assert dom.dominates(anchor, h) and dom.dominates(h, first_use) and dom.dominates(h, exit_use)
    assert not dom.dominates(h, h) and not dom.dominates(first_use, h)


# --------------------------------------------------------------------------
# Properties against naive reference definitions, on random CFGs.


def random_cfg(rng: random.Random) -> dict[str, list[str]]:
    """A random CFG of 2..8 blocks; the entry has no predecessors (LLVM requires it)."""
    n = rng.randint(2, 8)
    blocks = [f"b{i}" for i in range(n)]
    edges: dict[str, list[str]] = {}
    for b in blocks:
        k = rng.choice([0, 1, 1, 2, 2, 2, 3])
        edges[b] = [rng.choice(blocks[1:]) for _ in range(k)]
    return edges


def _reach(start, succs, removed=None) -> set:
    seen, stack = set(), [start]
    while stack:
        b = stack.pop()
        if b in seen or b is removed:
            continue
        seen.add(b)
        stack.extend(succs(b))
    return seen


def _sccs(nodes: set, succs) -> list[set]:
    """Nontrivial strongly connected components of the subgraph induced on ``nodes``."""
    out: list[set] = []
    left = set(nodes)
    while left:
        n = left.pop()
        fwd = _reach(n, lambda b: [s for s in succs(b) if s in nodes])
        bwd = {m for m in nodes if n in _reach(m, lambda b: [s for s in succs(b) if s in nodes])}
        comp = fwd & bwd
        left -= comp
        if len(comp) > 1 or n in succs(n):
            out.append(comp)
    return out


def reference_hierarchy(fn: Function, order) -> frozenset:
    """Cycles by LLVM's recursive definition (CycleTerminology): maximal SCCs, header the
    first block the DFS visits, children the cycles of C minus its header."""
    preorder: dict = {}
    stack = [fn.entry]
    while stack:  # a recursive DFS, written iteratively in visit order
        b = stack.pop()
        if b in preorder:
            continue
        preorder[b] = len(preorder)
        stack.extend(reversed([s for s in order(b) if s not in preorder]))
    result = set()

    def walk(nodes: set, parent) -> None:
        for comp in _sccs(nodes, natural_order):
            header = min(comp, key=preorder.__getitem__)
            result.add((header.name, frozenset(names(comp)), parent))
            walk(comp - {header}, header.name)

    walk(set(preorder), None)
    return frozenset(result)


def test_cycles_match_the_recursive_definition_on_random_cfgs() -> None:
    rng = random.Random(2024)
    for _ in range(150):
        fn = cfg(random_cfg(rng))
        preds = fn.predecessors()
        for seed in (0, 1, 2, 3):
            order = seeded_order(seed)
            info = compute_cycles(fn, order)
            assert hierarchy(info) == reference_hierarchy(fn, order)
            for c in info.all_cycles():
                outside = {
                    e
                    for e in c.blocks
                    if any(p not in c.blocks and p in info.preorder for p in preds[e])
                }
                assert set(c.entries) == outside | {c.header}
                assert c.entries[0] is c.header
                assert c.is_reducible == (len(outside | {c.header}) == 1)
            for b, c in info.innermost.items():
                assert b in c.blocks and not any(b in ch.blocks for ch in c.children)


def test_dominators_match_the_path_definition_on_random_cfgs() -> None:
    rng = random.Random(7)
    for _ in range(150):
        fn = cfg(random_cfg(rng))
        dt = dominator_tree(fn)
        live = _reach(fn.entry, lambda b: b.successors)
        assert set(dt.idom) == live
        for a in live:
            cut = _reach(fn.entry, lambda b: b.successors, removed=a)
            for b in live:
                assert dt.dominates(a, b) == (a is b or b not in cut), (a, b)


def test_post_dominators_match_the_path_definition_on_random_cfgs() -> None:
    rng = random.Random(11)
    for _ in range(150):
        fn = cfg(random_cfg(rng))
        pdt = post_dominator_tree(fn)

        def reaches_exit(start, removed=None) -> bool:
            return any(not b.successors for b in _reach(start, lambda b: b.successors, removed))

        exiting = {b for b in fn.blocks if reaches_exit(b)}
        assert set(pdt.idom) - {VIRTUAL_EXIT} == exiting
        for a in exiting:
            for b in exiting:
                expected = a is b or (b is not a and not reaches_exit(b, removed=a))
                assert pdt.dominates(a, b) == expected, (a, b)
