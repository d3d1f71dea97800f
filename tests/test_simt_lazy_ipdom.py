"""The lane simulator's post-dominator facts are computed when the ipdom model first reads
them, not with every analysis: a maximal run never needs them (SEMANTICS.md,
"Converged-with: one *convergence key* per dynamic instance"), and an ipdom run gets the
same facts as the eager computation did."""

from __future__ import annotations

import pytest

from fuzzfarm.vocabulary import Model
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import simt
from oracles.simt import cfg as simt_cfg
from oracles.simt.cfg import _ipdoms, analyse


def _refused(*args: object) -> object:
    raise AssertionError("a maximal run asked for post-dominators")


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_a_maximal_run_computes_no_post_dominators(seed: int,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    fn = generate(seed).kernel
    schedule = generate_schedule(fn, seed)
    monkeypatch.setattr(simt_cfg, "reconvergence_tree", _refused)
    assert simt.run(fn, schedule, Model.MAXIMAL).behaviour is not None


@pytest.mark.parametrize("seed", [3, 7, 40])
def test_lazy_ipdom_facts_equal_the_eager_ones(seed: int) -> None:
    """Per block, the post-dominator and the revisit flag read on first use are those the
    analysis computed eagerly before, also on expanded call trees; analyses of other DFS
    orders of the function share them."""
    fn = generate(seed, calls=True).module.kernel("kernel")
    expanded = simt_cfg.expand(fn)
    body = expanded.fn if expanded is not None else fn
    blocks = list(body.blocks)
    want = _ipdoms(body, blocks, {b: i for i, b in enumerate(blocks)}, expanded)
    paths: dict = {}
    first, second = analyse(fn, 0, paths=paths), analyse(fn, 5, paths=paths)
    assert first.ipdom == want
    assert second.ipdom is first.ipdom
    summary = [first.reach_summary(b, b) for b in range(first.nblocks)]
    assert first.n_relevant == summary
    assert second.n_relevant == summary

