"""The TailRecursionElimination bugs of ``examples/tailcallelim/`` show with the embedded
LLVM 22.1 and Debian's opt-19.

The expectations are the files' headers, derived by hand from seed 000: merging two
divergent call sites into one loop makes lanes that entered the callee apart ballot
together (lane 0: 7 + 3 + 3 = 13 before, 7 + 7 + 7 = 21 after, under both models), and a
loop made of a function with an entry token is output LLVM's own verifier rejects.
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from fuzzfarm.wellformed import check_well_formed

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "tailcallelim"
CANDIDATES = {
    "embedded": Candidate("pipeline", "tailcallelim"),
    "opt-19": Candidate("opt", "tailcallelim", opt_path="opt-19"),
}


def _candidate(name: str) -> Candidate:
    if name == "opt-19" and shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")
    return CANDIDATES[name]


def _module(name: str):
    text = (EXAMPLES / name).read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    return module


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("llvm", sorted(CANDIDATES))
def test_two_divergent_tail_calls_become_one_loop(llvm: str, model: Model) -> None:
    module = _module("two-call-sites-merged.ll")
    result = apply(_candidate(llvm), module, "k")
    assert result.status == "ok" and result.module is not None
    # lanes 0 and 1 have odd x (the second call site), lane 2 even x (the first)
    sched = replace(Schedule.full(4, {"x": [7, 63, 0, 64]}), active_lanes=(0, 1, 2))
    verdict = check_refinement(module.kernel(), result.module.kernel("k"), [sched], model)
    assert verdict.kind is Verdict.VIOLATION and verdict.counterexample is not None, verdict.message
    assert "lane 0 return: before 13, after 21" in verdict.counterexample.describe()


@pytest.mark.parametrize("llvm", sorted(CANDIDATES))
def test_the_entry_intrinsic_lands_in_the_loop_header(llvm: str) -> None:
    result = apply(_candidate(llvm), _module("entry-token-in-loop.ll"), "k")
    assert result.status == "ill-formed-after"
    assert "Entry intrinsic can occur only in the entry block" in result.message
