"""The worker pauses cyclic garbage collection only while a case is checked."""

from __future__ import annotations

import gc

import pytest

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm import worker
from fuzzfarm.farm.case import CampaignConfig


def test_collection_is_paused_during_a_case_and_restored_after(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def check_case(config, seed, deadline_at=None):  # type: ignore[no-untyped-def]
        seen.append(gc.isenabled())
        if seed == 2:
            raise RuntimeError("a case that fails")
        return []

    monkeypatch.setattr(worker, "check_case", check_case)
    config = CampaignConfig(Candidate("pipeline", "O2")).to_json()
    assert gc.isenabled()
    worker.run_batch(config, [0, 1])
    assert seen == [False, False]
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        worker.run_batch(config, [2])
    assert gc.isenabled()  # re-enabled whatever the case did
    gc.disable()
    try:  # a caller that manages collection itself is left alone
        worker.run_batch(config, [3])
        assert not gc.isenabled()
    finally:
        gc.enable()
