"""A 'NOT TESTED' gate points at the cause it had: kernels the candidate left unchanged
are not inconclusive findings, so the summary must not send the reader to look for them.

Found running the README's gate on our own naive transform: 6 of 10 cases not fired, 0
inconclusive, and the summary said "see the inconclusive findings' messages".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.farm.tested import Coverage


def test_the_reason_names_what_tested_nothing() -> None:
    assert "inconclusive" not in Coverage(10, 0, 6).why()
    assert "unchanged" in Coverage(10, 0, 6).why()
    assert "unchanged" not in Coverage(10, 6, 0).why()
    assert "inconclusive" in Coverage(10, 6, 0).why()
    both = Coverage(10, 3, 3).why()
    assert "inconclusive" in both and "unchanged" in both


def test_a_gate_of_a_transform_that_rarely_fires_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.cli import main

    # hoist (the aware transform) fires on none of these kernels (tests/test_farm.py's gate).
    code = main(["gate", "--transform", "hoist", "--cases", "6", "--workers", "0",
                 "--baseline", str(tmp_path / "b.json"), "--junit", str(tmp_path / "j.xml"),
                 "--summary", str(tmp_path / "s.md"), "--reproducers", str(tmp_path / "r")])
    capsys.readouterr()
    summary = (tmp_path / "s.md").read_text()
    assert code == 3 and "NOT TESTED" in summary
    assert "0 inconclusive" in summary
    assert "inconclusive findings" not in summary
    assert "the candidate left the not-fired kernels unchanged" in summary
