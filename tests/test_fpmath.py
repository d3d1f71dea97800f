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
@pytest.mark.parametrize(("before", "code", "says"), [
    ("div_fpmath.ll", 3, "fp-choice"),  # the reciprocal multiply is within 2.5 ulp
    ("div_exact.ll", 1, "verdict: violation"),  # but not the exact division
])
def test_a_reciprocal_multiply_refines_only_a_division_with_fpmath(
        model: str, before: str, code: int, says: str) -> None:
    r = fuzzfarm(["validate", DATA / before, DATA / "div_by_reciprocal.ll",
                  "--threads", "4", "--model", model])
    assert r.returncode == code, r.stdout
    assert says in r.stdout


def test_the_mark_is_no_keyword_when_printed() -> None:
    text = print_module(parse_module((DATA / "div_fpmath.ll").read_text()))
    assert "%q = fdiv float %a, %b" in text
    assert "fpmath" not in text
    parse_module(text)  # LLVM's syntax: reads back


def test_both_oracles_agree_on_the_marked_division() -> None:
    r = fuzzfarm(["run", DATA / "div_fpmath.ll", "--oracle", "both", "--threads", "4"])
    assert r.returncode == 0, r.stdout + r.stderr
