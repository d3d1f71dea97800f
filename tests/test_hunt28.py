"""hunt28's clang-19 barrier kernels through ``validate`` (tests/data/clang/hunt28/README.md):
the partial-barrier rule under ipdom (oracles/SEMANTICS.md, "Partial barriers under ipdom")
on kernels a hunt for its false positives wrote.

Two correct opt-19 ``default<O2>`` pairs pass under both models, decided on every
schedule; a barrier added by hand in the divergent arm of the tree reduction is a
violation under both. The schedule is written here: 8 lanes, all active, ``n`` = 8, so
the loop runs with s = 4, 2, 1 and the added barrier is executed by lane 0 three times
and by lane 4 never (counted by hand from h28.hip's ``h_tree_reduce``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import fuzzfarm

PAIRS = Path(__file__).parent / "data" / "clang" / "hunt28" / "pairs"
MODELS = ["maximal", "ipdom"]

#: 8 lanes, every one active; the kernels' %2 (h_tree_reduce's n) is 8 and in[t] = t + 1.
SCHEDULE = {"subgroup_size": 8, "active_lanes": list(range(8)), "args": {"2": [8] * 8},
            "buffers": {"0": list(range(1, 9))}}


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("kernel", ["h_tree_reduce", "h_bar_after_break"])
def test_correct_barrier_kernels_pass_through_o2(kernel: str, model: str, tmp_path: Path) -> None:
    got = fuzzfarm(["validate", PAIRS / f"{kernel}_pre.ll", PAIRS / f"{kernel}_O2.ll",
                    "--model", model, "--threads", "8", "--schedules", "3"], cwd=tmp_path)
    assert got.returncode == 0 and "0 undecided" in got.stdout, got.stdout + got.stderr


@pytest.mark.parametrize("model", MODELS)
def test_a_barrier_added_in_a_divergent_arm_is_a_violation(model: str, tmp_path: Path) -> None:
    schedule = tmp_path / "schedule.json"
    schedule.write_text(json.dumps(SCHEDULE))
    got = fuzzfarm(["validate", PAIRS / "h_tree_reduce_pre.ll", PAIRS / "h_tree_reduce_O2_arm_barrier.ll",
                    "--model", model, "--schedule", schedule], cwd=tmp_path)
    assert got.returncode == 1 and "before defined, after undefined behaviour" in got.stdout, \
        got.stdout + got.stderr
    if model == "ipdom":  # decided at the run's end, by the counts
        assert "lane 4 executes it 0 time(s) in its whole run, lane 0 3" in got.stdout, got.stdout
    else:  # the first instance, lanes t < 4, is undefined at once
        assert "reached by lanes [0, 1, 2, 3], not by every active lane" in got.stdout, got.stdout
