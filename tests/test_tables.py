"""Tables in a CI log (stdout not a terminal) keep every word: no cut to 80 columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.cli import main
from storage.store import Finding, Store

#: Longer than 80 columns on its own: rich would cut it to "simplifycfg,jump-thr…".
PIPELINE = "simplifycfg,jump-threading,loop-rotate,licm,loop-unroll,instcombine,sroa,early-cse,gvn"


def test_bugs_list_is_whole_in_a_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'ff.db'}"
    with Store.open(url) as store:
        camp = store.create_campaign("c", candidate=f"llvm:{PIPELINE}", master_seed=1)
        store.record_finding(Finding(camp.id, 7, PIPELINE, "ill-formed-after", "define void @k() {\n}\n",
                                     model="*", message="Convergence region is not well-nested"))
    capsys.readouterr()
    assert main(["bugs", "--db", url]) == 0
    out = capsys.readouterr().out
    assert "…" not in out
    for word in (PIPELINE, "ill-formed-after", "first seen", "last seen", "triage", "new"):
        assert word in out, word
    assert max(map(len, out.splitlines())) > 80  # one row per signature, not wrapped
