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


def uniformity(kernel: Path, opt: Path | str, *args: str | Path, **env: str) -> tuple[int, str]:
    """``fuzzfarm uniformity kernel --opt opt *args`` with ``env`` set for the run (what a
    lying opt script reads: LIE, LIE_LINE, LIE_SED): its exit code and its output."""
    os.environ.update(env)
    try:
        ran = fuzzfarm(["uniformity", kernel, "--opt", opt, *args])
    finally:
        for k in env:
            del os.environ[k]
    return ran.returncode, ran.stdout + ran.stderr
