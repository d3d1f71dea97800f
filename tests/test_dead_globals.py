"""A device global that one program of a pair never names still holds its initial bytes.

The oracles observe the final bytes of the device globals a program names. When a pass
deleted the last (dead) access to one, AFTER observed one global fewer than BEFORE and
the check reported "globals: before 1 observable, after 0 observable": a false violation
of SimplifyCFG in 2 of 30 cases of `campaign --atomics --pipeline O2` (a dead atomic add
in a loop no thread enters). Globals are now matched by name, a missing side showing the
initializer's bytes; deleting a live access or adding one is still a violation. Verdicts
derived by hand: the counter starts at 0 and each thread running the add adds 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

DATA = Path(__file__).resolve().parent / "data" / "globals_dead"

EXPECTED = {"dead_atomic": 0, "live_atomic": 1, "added_atomic": 1}


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_global_named_on_one_side(name: str, model: str) -> None:
    ran = fuzzfarm(["validate", DATA / f"{name}.before.ll", DATA / f"{name}.after.ll",
                    "--model", model, "--threads", "4"])
    assert ran.returncode == EXPECTED[name], ran.stdout
