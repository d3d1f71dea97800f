"""Generated atomic adds (generators/atomics.py): AMDGPU's atomic optimizer gets work.

Without them a campaign of ``--stop-after amdgpu-atomic-optimizer`` changed none of 30
generated kernels; with them it fires, and LLVM 19's optimizer writes its ballot and
readlane loop uncontrolled into kernels that use convergence tokens (ill-formed: seed
000, "Uncontrolled Convergent Operations"), which the check reports.
"""

from __future__ import annotations

import shutil

import pytest
from clirun import fuzzfarm

from fuzzfarm.farm.case import CampaignConfig
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.wellformed import check_well_formed
from generators.atomics import COUNTER
from generators.programs import generate


def _without_atomics(text: str) -> str:
    return "\n".join(line for line in text.splitlines()
                     if line and "atomicrmw add" not in line and not line.startswith(f"@{COUNTER}"))


@pytest.mark.parametrize("seed", range(6))
def test_atomics_only_add_to_the_seeds_program(seed: int) -> None:
    """The kernel with atomics is the seed's kernel plus one or two atomic adds (their
    census count) and the counter, and is well formed."""
    plain = generate(seed, dialect="amdgcn")
    with_atomics = generate(seed, dialect="amdgcn", atomics=True)
    adds = with_atomics.text.count(f"atomicrmw add ptr addrspace(1) @{COUNTER}")
    assert 1 <= adds <= 2 and with_atomics.census["atomic_add"] == adds
    assert _without_atomics(with_atomics.text) == _without_atomics(plain.text)
    assert "atomicrmw" not in plain.text and "atomic_add" not in plain.census
    module = parse_module(with_atomics.text)
    assert check_well_formed(module.kernel(), module).ok


def test_campaign_config_keeps_atomics() -> None:
    """A stored configuration says whether its kernels had atomics; an older one did not."""
    from fuzzfarm.candidates import Candidate

    config = CampaignConfig(Candidate("transform", "hoist"), atomics=True)
    assert CampaignConfig.from_json(config.to_json()).atomics
    old = config.to_json()
    del old["atomics"]
    assert not CampaignConfig.from_json(old).atomics


def _stop(seed: int, style: str, tmp_path) -> int:
    path = tmp_path / f"k{seed}.ll"
    path.write_text(generate(seed, dialect="amdgcn", atomics=True, style=style).text)
    return fuzzfarm(["validate", path, "--llc", "llc-19", "--codegen",
                     "amdgcn-amd-amdhsa:gfx90a", "--stop-after", "amdgpu-atomic-optimizer",
                     "--threads", "4", "--schedules", "4"]).returncode


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="needs LLVM 19's llc")
def test_atomic_optimizer_checked_on_generated_kernels(tmp_path) -> None:
    """Token-free kernels: the optimizer's rewrite is checked and passes; kernels with
    tokens: its uncontrolled ballot is reported (exit 1)."""
    assert _stop(1, "uncontrolled", tmp_path) == 0
    assert _stop(1, "controlled", tmp_path) == 1


def test_gen_census_counts_the_atomics(capsys: pytest.CaptureFixture[str]) -> None:
    """``gen --census N --atomics`` counts programs made with atomics (it generated
    without them and listed no atomics row)."""
    from fuzzfarm.cli import main

    main(["gen", "--census", "8", "--atomics"])
    row = next(line for line in capsys.readouterr().out.splitlines() if "atomic_add" in line)
    assert row.split("│")[3].strip() == "8", row
