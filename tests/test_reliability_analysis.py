"""Analyses on large kernels: iterative (no RecursionError), near-linear, and a documented limit.

Speed itself is measured by ``python -m benchmarks.analysis_scaling``; these tests check
that deep and wide kernels are analysed correctly, and that kernels beyond the limits of
:mod:`fuzzfarm.analysis.limits` are refused with exit 2.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from benchmarks.analysis_scaling import branch_chain, nested_loops
from fuzzfarm.analysis.dominators import build_domtree
from fuzzfarm.cli import main


def _uncontrolled_nest(n: int) -> str:
    """``nested_loops`` without tokens: N nested loops and one convergent call."""
    lines = [ln for ln in nested_loops(n).splitlines()
             if "convergence.loop()" not in ln and "convergence.entry()" not in ln]
    return "\n".join(ln.replace(' [ "convergencectrl"(token %t' + str(n) + ") ]", "") for ln in lines) + "\n"


def test_a_thousand_nested_loops(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nest.ll"
    path.write_text(_uncontrolled_nest(1000))
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "cycle header %h1000" in out and out.count("cycle header") == 1000


def test_a_long_branch_chain(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "chain.ll"
    path.write_text(branch_chain(10_000))
    assert main(["check", str(path)]) == 0
    assert "verdicts agree" in capsys.readouterr().out


def test_nested_tokens_beyond_the_limit_are_refused(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.analysis.limits import MAX_TOKEN_BLOCKS

    path = tmp_path / "nest.ll"
    path.write_text(nested_loops(600))  # 601 tokens x 1203 blocks
    assert MAX_TOKEN_BLOCKS < 601 * 1203
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "tokens" in err and "Traceback" not in err
    path.write_text(nested_loops(100))
    assert main(["check", str(path)]) == 0
    assert "token %t1 (loop" in capsys.readouterr().out


def _brute_force_dominators(nodes: list[int], succ: dict[int, list[int]], root: int) -> dict[int, set[int]]:
    """d dominates n iff n is unreachable from the root once d is removed (the definition)."""

    def reach(removed: int | None) -> set[int]:
        seen = {root} if root != removed else set()
        stack = list(seen)
        while stack:
            for s in succ[stack.pop()]:
                if s != removed and s not in seen:
                    seen.add(s)
                    stack.append(s)
        return seen

    everything = reach(None)
    return {d: everything - reach(d) if d != root else everything for d in nodes}


@pytest.mark.parametrize("seed", range(40))
def test_dominators_match_the_definition(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, 30)
    nodes = list(range(n))
    succ = {v: rng.sample(nodes, rng.randint(0, min(3, n))) for v in nodes}
    pred: dict[int, list[int]] = {v: [] for v in nodes}
    for v, ss in succ.items():
        for s in ss:
            pred[s].append(v)
    tree = build_domtree(0, lambda v: succ[v], lambda v: pred[v])
    dominated = _brute_force_dominators(nodes, succ, 0)
    for d in nodes:
        for v in nodes:
            assert tree.dominates(d, v) == (v in dominated[d] and v in dominated[0]), (seed, d, v)
