"""Every option a user can pass says what it does in ``--help``.

The README names options of the subcommands and of the benchmarks it tells developers to
run; an option listed in ``--help`` with no text leaves its meaning to the source.
"""

from __future__ import annotations

import argparse
import runpy

import pytest

BENCHMARKS = ("end_to_end", "store_load", "verdicts", "simt_replay", "reference_replay", "hierarchies",
              "wave_sizes", "mutation", "analysis_scaling")


class _Parsed(Exception):
    """Raised instead of parsing: the parser as the benchmark built it."""

    def __init__(self, parser: argparse.ArgumentParser) -> None:
        super().__init__()
        self.parser = parser


def _silent(parser: argparse.ArgumentParser, prefix: str) -> list[str]:
    """The options of ``parser`` (and of its subcommands) without help text."""
    found: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += _silent(sub, f"{prefix} {name}")
        elif isinstance(action, (argparse._HelpAction, argparse._VersionAction)):
            continue
        elif not action.help or action.help == argparse.SUPPRESS:
            found.append(f"{prefix} {'/'.join(action.option_strings) or action.dest}")
    return found


def test_every_subcommand_option_has_help() -> None:
    from fuzzfarm.cli import build_parser

    assert _silent(build_parser(), "fuzzfarm") == []


@pytest.mark.parametrize("name", BENCHMARKS)
def test_every_benchmark_option_has_help(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def capture(self: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        raise _Parsed(self)

    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", capture)
    monkeypatch.setattr("sys.argv", [f"benchmarks.{name}"])
    with pytest.raises(_Parsed) as parsed:
        runpy.run_module(f"benchmarks.{name}", run_name="__main__")
    options = [a for a in parsed.value.parser._actions if a.option_strings]
    assert len(options) > 1  # --help and the benchmark's own
    assert _silent(parsed.value.parser, f"benchmarks.{name}") == []
