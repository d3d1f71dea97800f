"""The project's promises about itself: the README's commands, CI, the CLI surface."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from fuzzfarm import __version__
from fuzzfarm.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("## The two commands", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line and not line.startswith("#")]


def test_readme_has_two_commands_and_ci_runs_the_test_one() -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert commands[1] in ci, "the test command in README.md and .ci/run differ"


def test_top_level_layout() -> None:
    for name in ("pyproject.toml", "fuzzfarm", "generators", "oracles", "storage",
                 "dashboards", "tests", "benchmarks", "README.md", ".ci/run"):
        assert (ROOT / name).exists(), name


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for name in COMMANDS:
        assert re.search(rf"\b{name}\b", out), name


def test_unknown_option_is_a_one_line_usage_error() -> None:
    proc = subprocess.run([sys.executable, "-m", "fuzzfarm.cli", "--bogus"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("module", ["fuzzfarm.cli", "fuzzfarm"])
def test_a_commands_bad_input_is_one_line_under_python_dash_m(module: str, tmp_path: Path) -> None:
    """A command's own refusal (UsageError raised inside the command, not by argparse) is
    exit 2 and one line when run as ``python -m``, as it is from the ``fuzzfarm`` script."""
    proc = subprocess.run([sys.executable, "-m", module, "validate", str(tmp_path / "none.ll"),
                           str(tmp_path / "none.ll")], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("command", [
    ["run", "examples/reduction.ll", "--threads", "4"],
    ["validate", "examples/reduction.ll", "examples/reduction_merged.ll"],  # a violation
])
def test_output_into_a_closed_pipe_is_no_traceback_and_no_verdict(command: list[str]) -> None:
    """``fuzzfarm validate ... | head -1``: the reader is gone before the output is written.
    No traceback (a BrokenPipeError was caught after the catch-all, which re-raised it), and
    no success either: the status is the shell's for a process SIGPIPE ended (141), so a
    gate under ``set -o pipefail`` never reads a cut-off violation as 0 ("no counterexample"),
    which it did."""
    from fuzzfarm.cli import EXIT_BROKEN_PIPE

    proc = subprocess.Popen([sys.executable, "-m", "fuzzfarm", *command], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before the child has started: its first write finds no reader
    err = proc.stderr.read().decode()
    assert proc.wait() == EXIT_BROKEN_PIPE == 141, err
    assert "Traceback" not in err


def test_the_command_line_imports_no_database_code_until_a_command_needs_it() -> None:
    """Every command builds the whole parser, and the ``--db`` options name the default
    store: importing SQLAlchemy and alembic for that cost each ``fuzzfarm run`` over a
    second. The storage package's names still resolve, each from its own module."""
    code = ("import sys; from fuzzfarm.cli import build_parser; build_parser()\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic'))\n"
            "assert not heavy, heavy[:5]\n"
            "import storage\n"
            "assert sorted(storage.__all__) == sorted(storage._EXPORTS)\n"
            "assert all(getattr(storage, n) is not None for n in storage.__all__)\n"
            "assert storage.Store.__module__ == 'storage.store'\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
