"""`fuzzfarm bugs show` recomputes a violation's tables on the schedule of the programs it
shows: a reduced reproducer's own schedule, not the unreduced finding's.

It showed the reduced reproducer's programs and re-ran them on the first finding's
schedule, whose lanes and arguments belong to the unreduced kernel: the README's
`bugs show` of a sink-naive campaign's violation printed "(re-checking on the stored
schedule gives: inconclusive)" where the reproducer replays as a violation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.schedule import Schedule
from storage import Finding, Store

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _violation(db: str, before: str, after: str, schedule: Schedule) -> int:
    """A stored violation signature with these programs and schedule; its id."""
    with Store.open(db) as store:
        camp = store.create_campaign("c", candidate="hoist-naive", master_seed=1)
        sid, _ = store.record_finding(Finding(
            camp.id, 1, "hoist-naive", "violation", before, model="maximal",
            message="after shows a behaviour before cannot", after_ir=after,
            schedule=schedule))
    assert sid is not None
    return sid


def test_show_recomputes_on_the_reproducers_schedule(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.cli import main

    before = (EXAMPLES / "reduction.ll").read_text()
    after = (EXAMPLES / "reduction_merged.ll").read_text()
    # The unreduced finding: the same kernels with their argument named otherwise, on a
    # schedule of 8 lanes that only they can read.
    big_before, big_after = (t.replace("%x", "%wide") for t in (before, after))
    db = f"sqlite:///{tmp_path}/s.db"
    sid = _violation(db, big_before, big_after,
                     Schedule.full(8, {"wide": [1, -2, 3, -4, 5, -6, 7, -8]}))
    with Store.open(db) as store:
        # The reduced reproducer: lanes 0 and 2 take %then (x > 0) and sum 1 + 3 = 4 before;
        # after, one sum over all four lanes gives 1 - 2 + 3 - 4 = -2 (by hand).
        store.add_reproducer(sid, before_ll=before, after_ll=after,
                             schedule=Schedule.full(4, {"x": [1, -2, 3, -4]}))
    capsys.readouterr()
    assert main(["bugs", "show", str(sid), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "re-checking on the stored schedule gives" not in out
    tables = out.split("--- diverging schedule and convergence tables ---", 1)[1]
    assert '"x": [1, -2, 3, -4]' in tables
    assert "lane 0 return: before 4, after 4294967294" in tables


def test_a_schedule_that_cannot_run_the_programs_is_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A stored schedule without values for the kernel's argument: said, no traceback."""
    from fuzzfarm.cli import main

    before = (EXAMPLES / "reduction.ll").read_text()
    after = (EXAMPLES / "reduction_merged.ll").read_text()
    db = f"sqlite:///{tmp_path}/s.db"
    sid = _violation(db, before, after, Schedule.full(4, {"other": [1, 2, 3, 4]}))
    capsys.readouterr()
    assert main(["bugs", "show", str(sid), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "(the stored schedule cannot run these programs: " in out
    assert "%x" in out.rsplit("cannot run these programs", 1)[1]
