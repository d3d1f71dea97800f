"""Every subcommand, driven with random arguments and malformed files: it must end with exit
0, 1, 2 or 3, no traceback, within a time bound (issue 17's fuzz test).

The options of each subcommand are read from the CLI's own parser, so a new option is
fuzzed without touching this file. Values come from a pool of troublesome ones (negative,
zero, huge, not-a-number, empty) and of files: valid kernels and reproducers, and empty,
binary, truncated, JSON-shaped-wrong and directory "files", and stores that are empty,
garbage or real. Everything runs in process (``fuzzfarm.cli.main``), in a scratch
directory; commands that could legitimately run long get a small budget first (random
options after it may still change it, within the bounds the CLI enforces).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import signal
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from fuzzfarm.cli import COMMANDS, build_parser, main

ROOT = Path(__file__).resolve().parents[1]
#: Seconds one invocation may take.
TIME_BOUND = 90
#: Random invocations per subcommand: the first RUNS by default, all FULL_RUNS (the same
#: first RUNS and as many more) with --run-slow.
RUNS = 10
FULL_RUNS = 20
ALLOWED_EXITS = {0, 1, 2, 3}


class TookTooLong(Exception):
    pass


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The file pool, in a scratch directory (no invocation can write into the repository)."""
    d = tmp_path_factory.mktemp("fuzz")
    kernel = d / "kernel.ll"
    shutil.copy(ROOT / "examples" / "reduction.ll", kernel)
    shutil.copy(ROOT / "examples" / "reduction_merged.ll", d / "merged.ll")
    (d / "empty.ll").write_text("")
    (d / "garbage.ll").write_bytes(bytes(range(256)) * 8)
    (d / "truncated.ll").write_text(kernel.read_text()[: len(kernel.read_text()) // 2])
    (d / "list.json").write_text("[]")
    (d / "null.json").write_text("null")
    (d / "choices.json").write_text('{"choices": 5}')
    (d / "huge.json").write_text('{"subgroup_size": 4, "active_lanes": [0], "buffer_bytes": 100000000000}')
    (d / "adir").mkdir()
    (d / "empty.db").write_text("")
    (d / "garbage.db").write_bytes(b"SQLite format 3\x00" + bytes(4000))
    assert main(["validate", str(kernel), str(d / "merged.ll"), "--out", str(d / "repro"),
                 "--schedules", "2"]) == 1
    bad = d / "badrepro"
    shutil.copytree(d / "repro", bad)
    (bad / "case.json").write_text(json.dumps({"model": 7, "function": None}))
    (bad / "schedule.json").write_text("[1, 2")
    assert main(["campaign", "--transform", "hoist-naive", "--cases", "12", "--seed", "9", "--workers", "0",
                 "--no-steer", "--no-progress", "--max-inconclusive", "1", "--db", f"sqlite:///{d}/real.db",
                 "--reproducers", str(d / "reproducers")]) == 0
    con = sqlite3.connect(d / "real.db")
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return {"dir": str(d), **{p.name: str(p) for p in d.iterdir()}}


def _values(files: dict[str, str]) -> list[str]:
    d = files["dir"]
    return [
        "-1", "0", "1", "2", "0x10", "nan", "inf", "-5", "1e9", "99999999999999999999", "", "x",
        "not a host", "127.0.0.1:1", "0.0.0.0", "::1", "opt-19", "O2", "default<O2>", "bogus",
        "simplifycfg,", "hoist-naive", "maximal", "@nope", "x=1,2,3", "tok:0:1=0", "1-",
        *(files[n] for n in ("kernel.ll", "merged.ll", "empty.ll", "garbage.ll", "truncated.ll",
                             "list.json", "null.json", "choices.json", "huge.json", "adir", "repro",
                             "badrepro")),
        f"{d}/missing.ll", f"{d}/kernel.ll/below", f"{d}/out-{random.random():.6f}",
        f"sqlite:///{d}/real.db", f"sqlite:///{d}/empty.db", f"sqlite:///{d}/garbage.db",
        f"sqlite:///{d}/absent.db", "postgresql://127.0.0.1:1/none", "mysql://x/y", "::::",
    ]


def _options(parser: argparse.ArgumentParser) -> tuple[list[argparse.Action], list[argparse.Action]]:
    optional = [a for a in parser._actions if a.option_strings and not isinstance(a, argparse._HelpAction)]
    positional = [a for a in parser._actions if not a.option_strings]
    return optional, positional


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


#: Given first so that a valid run stays short and plausible; random options after them
#: may override them (argparse keeps the last value).
def _base(command: str, d: str) -> list[str]:
    return {
        "campaign": ["--workers", "0", "--cases", "2", "--no-steer", "--no-progress", "--transform",
                     "hoist-naive", "--db", f"sqlite:///{d}/fuzz-campaign.db"],
        "gate": ["--workers", "0", "--cases", "2", "--transform", "hoist-naive", "--baseline",
                 f"{d}/baseline.json"],
        "reduce": ["--seconds", "1"],
        "validate": ["--schedules", "2"],
        "opt": ["--transform", "hoist-naive"],
        "bugs": ["--db", f"sqlite:///{d}/real.db"],
        "replay": ["--db", f"sqlite:///{d}/real.db"],
        "report": ["--db", f"sqlite:///{d}/real.db", "--out", f"{d}/report"],
    }.get(command, [])


def _argv(rng: random.Random, command: str, parser: argparse.ArgumentParser, values: list[str],
          files: dict[str, str]) -> list[str]:
    optional, positional = _options(parser)
    argv = [command, *_base(command, files["dir"])]
    usable = [files[n] for n in ("kernel.ll", "merged.ll", "repro")] + ["1", "list"]
    for action in positional:
        if action.nargs == "?" and rng.random() < 0.3:
            continue
        pool = list(action.choices) if action.choices else usable if rng.random() < 0.5 else values
        argv.append(rng.choice(pool))
    for action in rng.sample(optional, k=min(len(optional), rng.randint(0, 2))):
        argv.append(rng.choice(action.option_strings))
        if action.nargs != 0:
            pool = list(action.choices) if action.choices and rng.random() < 0.7 else values
            argv.append(rng.choice(pool))
    if command in ("campaign", "gate", "bugs", "replay", "report") and rng.random() < 0.3:
        argv += ["--db", rng.choice([v for v in values if "://" in v])]
    if command == "dashboard":  # never a store it could serve: it would serve forever
        argv += ["--db", f"sqlite:///{files['dir']}/never-created-by-another-run.db"]
    return argv


@pytest.fixture
def alarm() -> Iterator[None]:
    def expired(signum: int, frame: object) -> None:
        raise TookTooLong

    old = signal.signal(signal.SIGALRM, expired)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("command", COMMANDS)
def test_random_arguments(command: str, scratch: dict[str, str], alarm: None,
                          monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                          pytestconfig: pytest.Config) -> None:
    monkeypatch.chdir(scratch["dir"])
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    parser = _subparsers()[command]
    rng = random.Random(f"fuzz:{command}")
    codes: dict[int, int] = {}
    for _ in range(FULL_RUNS if pytestconfig.getoption("--run-slow") else RUNS):
        argv = _argv(rng, command, parser, _values(scratch), scratch)
        signal.alarm(TIME_BOUND)
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's own exits (usage errors are 2)
            code = exc.code if isinstance(exc.code, int) else 2
        except TookTooLong:
            pytest.fail(f"fuzzfarm {' '.join(argv)}: no result within {TIME_BOUND} s")
        finally:
            signal.alarm(0)
        out = capsys.readouterr()
        codes[code] = codes.get(code, 0) + 1
        assert code in ALLOWED_EXITS, (argv, code, out.err[-2000:])
        assert "Traceback" not in out.err and "Traceback" not in out.out, (argv, out.err[-3000:])
    print(command, codes)
