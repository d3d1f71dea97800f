"""``fuzzfarm uniformity`` against a lying analysis: the real opt-19 with one DIVERGENT
mark dropped from its report (tests/data/uniformity/lying-opt.sh), as the audits of
clang's kernels run it."""

from __future__ import annotations

import os
from pathlib import Path

from clirun import fuzzfarm

LIAR = Path(__file__).resolve().parent / "data" / "uniformity" / "lying-opt.sh"


def lie(kernel: Path, name: str) -> int:
    """The exit code of ``fuzzfarm uniformity`` on ``kernel`` when opt-19's report leaves
    out the DIVERGENT mark of ``%name`` (1: the lie is refuted)."""
    os.environ["LIE"] = name
    try:
        return fuzzfarm(["uniformity", kernel, "--opt", LIAR]).returncode
    finally:
        del os.environ["LIE"]
