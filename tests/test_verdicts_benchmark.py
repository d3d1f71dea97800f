"""benchmarks.verdicts runs the campaign's candidate: the dialect's triple, and --opt's binary."""

from __future__ import annotations

import shutil

import pytest

from benchmarks.verdicts import candidate


def test_the_dialect_names_the_triple_as_in_a_campaign() -> None:
    assert candidate("O2", "nvptx").triple == "nvptx64-nvidia-cuda"
    assert candidate("O2", "amdgcn").triple == "amdgcn-amd-amdhsa"
    assert candidate("O2", "portable").kind == "pipeline"


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 not on PATH")
def test_opt_runs_the_pipeline_on_that_binary() -> None:
    c = candidate("default<O3>", "nvptx", "opt-19")
    assert (c.kind, c.name, c.triple) == ("opt", "default<O3>", "nvptx64-nvidia-cuda")
    assert c.opt_path == shutil.which("opt-19")
