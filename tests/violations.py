"""A hand-made wrong *after* must be a violation whose reproducer replays as one."""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.cli import main


def assert_replayable_violation(before: Path, after: Path, tmp_path: Path,
                                capsys: pytest.CaptureFixture[str]) -> None:
    """``validate BEFORE AFTER --threads 32`` exits 1 and ``replay`` of its reproducer too."""
    out = tmp_path / "cx"
    assert main(["validate", str(before), str(after), "--threads", "32", "--out", str(out)]) == 1
    capsys.readouterr()
    assert main(["replay", str(out)]) == 1
    assert "violation" in capsys.readouterr().out
