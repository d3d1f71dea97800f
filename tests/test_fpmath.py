"""``!fpmath`` (LangRef, "'fpmath' Metadata"): a result that may be off by N ulp is one value
of several, so a difference it may cause is undecided, never a violation (fuzzfarm.fpenv.FPMATH).

The pair: OpenCL's single-precision division carries ``!fpmath !{float 2.5}``; an AFTER that
multiplies by the reciprocal (off by an ulp on some inputs, within 2.5) was reported as a
violation when the reader dropped the attachment and read the division as exact.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module

DATA = Path(__file__).parent / "data" / "fpmath"


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_a_division_with_fpmath_may_become_a_reciprocal_multiply(model: str) -> None:
    r = fuzzfarm(["validate", DATA / "div_fpmath.ll", DATA / "div_by_reciprocal.ll",
                  "--threads", "4", "--model", model])
    assert r.returncode == 3, r.stdout
    assert "fp-choice" in r.stdout


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_an_exact_division_may_not(model: str) -> None:
    r = fuzzfarm(["validate", DATA / "div_exact.ll", DATA / "div_by_reciprocal.ll",
                  "--threads", "4", "--model", model])
    assert r.returncode == 1, r.stdout
    assert "verdict: violation" in r.stdout


def test_the_mark_is_no_keyword_when_printed() -> None:
    text = print_module(parse_module((DATA / "div_fpmath.ll").read_text()))
    assert "%q = fdiv float %a, %b" in text
    assert "fpmath" not in text
    parse_module(text)  # LLVM's syntax: reads back


def test_both_oracles_agree_on_the_marked_division() -> None:
    r = fuzzfarm(["run", DATA / "div_fpmath.ll", "--oracle", "both", "--threads", "4"])
    assert r.returncode == 0, r.stdout + r.stderr
