"""A resumed campaign's summary says which of its counts cover the whole campaign.

The store counts stored verdicts over every batch but keeps no count of passes and
not-fired cases, so a resume's table showed the campaign's 60 cases next to "passed 0"
(the README's `campaign --resume`, run on a finished campaign): the summary now says that
those two cells count this run only.
"""

from __future__ import annotations

from pathlib import Path

import pytest


class Interrupted(Exception):
    """Raised from the progress hook: the campaign stops after its first batch."""


def _stop(tally, total) -> None:
    raise Interrupted


def test_a_resumed_campaign_says_passed_counts_this_run_only(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.cli import main
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import CampaignRunner, RunOptions, create_campaign
    from storage.store import Store

    db = f"sqlite:///{tmp_path}/c.db"
    cases, batch = 4, 2
    with Store.open(db) as store:
        config = CampaignConfig(Candidate("transform", "hoist"), models=("maximal",))
        cid = create_campaign(store, config, master_seed=5, cases=cases, batch_size=batch)
        runner = CampaignRunner(store, cid, RunOptions(workers=0, reproducers=tmp_path / "r",
                                                       progress=_stop))
        with pytest.raises(Interrupted):
            runner.run()
        assert store.campaign(cid).counters.checked == batch  # type: ignore[union-attr]
    capsys.readouterr()
    main(["campaign", "--resume", str(cid), "--workers", "0", "--no-progress", "--db", db,
          "--reproducers", str(tmp_path / "r"), "--max-inconclusive", "1"])
    out = capsys.readouterr().out
    # The first batch was stored before the interruption; the resume checked the rest.
    assert (f"passed and not fired: the {cases - batch} case(s) this run checked; "
            f"the other columns: the campaign's {cases} completed case(s)") in out


def test_a_campaign_run_whole_has_no_such_note(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.cli import main

    main(["campaign", "--transform", "hoist", "--cases", "2", "--workers", "0", "--no-progress",
          "--db", f"sqlite:///{tmp_path}/c.db", "--reproducers", str(tmp_path / "r"),
          "--max-inconclusive", "1"])
    out = capsys.readouterr().out
    assert "campaign 1 (done)" in out
    assert "passed and not fired:" not in out
