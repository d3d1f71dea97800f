"""Reliability: a gate that never passes blind, one-line errors, bounded input, safe artefacts.

Each test reproduces one way the tool failed an independent probe (issue 17)
and asserts the documented behaviour instead: exit 2 with one line for bad
input, exit 3 ("not tested") for a run that could not test its candidate.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fuzzfarm.cli import main

ROOT = Path(__file__).resolve().parent.parent
KERNEL = ROOT / "examples" / "reduction.ll"
MERGED = ROOT / "examples" / "reduction_merged.ll"


def _script(tmp_path: Path, name: str, body: str) -> str:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return str(path)


def _one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    return lines[0]


# -- 1. a gate that cannot test does not pass --------------------------------------------


def _gate(tmp_path: Path, *candidate: str, extra: tuple[str, ...] = ()) -> list[str]:
    return ["gate", *candidate, "--cases", "6", "--workers", "0", "--baseline", str(tmp_path / "b.json"),
            "--junit", str(tmp_path / "j.xml"), "--summary", str(tmp_path / "s.md"),
            "--reproducers", str(tmp_path / "r"), *extra]


#: An opt that works on the preflight's trivial kernel and rejects every generated one: the
#: up-front check passes, and every case of the run is inconclusive.
PICKY_OPT = """\
src=
for a in "$@"; do case "$a" in *.ll) src=$a;; esac; done
if [ -z "$src" ] || grep -q '@preflight(' "$src"; then exec opt-19 "$@"; fi
echo "error: rejected" >&2
exit 1"""


@pytest.mark.parametrize("broken", ["rejects", "silent", "bogus-triple"])
def test_gate_with_a_broken_optimizer_is_bad_usage(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   broken: str) -> None:
    opt = {"rejects": _script(tmp_path, "rejects", 'case "$1" in --version) exec opt-19 --version;; esac\n'
                                                   "echo err >&2; exit 1"),
           "silent": _script(tmp_path, "silent", 'case "$1" in --version) exec opt-19 --version;; esac'),
           "bogus-triple": "opt-19"}[broken]
    extra = ("--triple", "bogus") if broken == "bogus-triple" else ()
    assert main(_gate(tmp_path, "--opt", opt, "--pipeline", "default<O2>", extra=extra)) == 2
    _one_line_error(capsys)
    assert not (tmp_path / "j.xml").exists()


def test_gate_whose_cases_all_fail_is_not_tested(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.farm.tested import EXIT_NOT_TESTED

    picky = _script(tmp_path, "picky", PICKY_OPT)
    assert main(_gate(tmp_path, "--opt", picky, "--pipeline", "default<O2>")) == EXIT_NOT_TESTED
    junit = (tmp_path / "j.xml").read_text()
    assert 'errors="1"' in junit and "not tested" in junit
    assert "NOT TESTED" in (tmp_path / "s.md").read_text()
    # The baseline is not rewritten from a run that tested nothing.
    assert main(_gate(tmp_path, "--opt", picky, "--pipeline", "default<O2>",
                      extra=("--update-baseline",))) == EXIT_NOT_TESTED
    assert not (tmp_path / "b.json").exists()
    capsys.readouterr()


def test_campaign_that_tests_nothing_exits_not_tested(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.farm.tested import EXIT_NOT_TESTED

    picky = _script(tmp_path, "picky", PICKY_OPT)
    code = main(["campaign", "--opt", picky, "--pipeline", "default<O2>", "--cases", "4", "--workers", "0",
                 "--no-steer", "--no-progress", "--db", f"sqlite:///{tmp_path}/c.db",
                 "--reproducers", str(tmp_path / "r")])
    assert code == EXIT_NOT_TESTED
    assert "not tested" in capsys.readouterr().out


def test_empty_optimizer_output_is_an_error_not_a_change(tmp_path: Path) -> None:
    from fuzzfarm.candidates import Candidate, apply
    from fuzzfarm.ir.reader import parse_module

    silent = _script(tmp_path, "silent", "exit 0")
    module = parse_module(KERNEL.read_text())
    result = apply(Candidate("opt", "O2", opt_path=silent), module, module.kernel().name)
    assert result.status == "error" and not result.fired and "no module" in result.message
    quiet_failure = _script(tmp_path, "exit3", "exit 3")
    result = apply(Candidate("opt", "O2", opt_path=quiet_failure), module, module.kernel().name)
    assert result.status == "error" and "status 3" in result.message


def test_coverage_share() -> None:
    from fuzzfarm.farm.tested import Coverage

    assert Coverage.of({"pass": 5, "inconclusive": 3, "not-fired": 2}).not_tested(0.5) is False
    assert Coverage.of({"pass": 4, "inconclusive": 3, "not-fired": 3}).not_tested(0.5) is True
    assert Coverage.of({}).not_tested(1.0) is True  # nothing checked is never a pass


# -- 8. malformed input: one line, exit 2 ------------------------------------------------


@pytest.mark.parametrize("content", ["[]", "null", '"x"', '{"choices": 5}', "{",
                                     '{"subgroup_size": 4, "active_lanes": [0], "args": {"x": 5}}',
                                     '{"subgroup_size": 4, "active_lanes": [0], "buffer_bytes": 1e11}',
                                     '{"subgroup_size": 4, "active_lanes": [0], "buffer_bytes": 100000000000}'])
def test_malformed_schedule_files(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    path = tmp_path / "schedule.json"
    path.write_text(content)
    assert main(["validate", str(KERNEL), str(MERGED), "--schedule", str(path)]) == 2
    assert "schedule" in _one_line_error(capsys)


@pytest.mark.parametrize("argv", [
    ["run", str(KERNEL), "--buffer-bytes", "100000000000"],
    ["run", str(KERNEL), "--steps", "0"],
    ["validate", str(KERNEL), str(MERGED), "--schedule"],
    ["validate", str(KERNEL), str(MERGED), "--max-runs", "0"],
    ["validate", str(KERNEL), str(MERGED), "--schedules", "0"],
    ["campaign", "--transform", "hoist", "--cases", "0"],
    ["campaign", "--transform", "hoist", "--time", "-5"],
    ["campaign", "--transform", "hoist", "--time", "nan"],
    ["campaign", "--transform", "hoist", "--schedules", "0"],
    ["gate", "--transform", "hoist", "--baseline", "b.json", "--seed", "-1"],
    ["gate", "--transform", "hoist", "--baseline", "b.json", "--max-inconclusive", "2"],
    ["bugs", "show", "99999999999999999999"],
    ["reduce", "somewhere", "--seconds", "0"],
    ["dashboard", "--port", "0"],
])
def test_bad_numbers_are_usage_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    _one_line_error(capsys)
    assert not (tmp_path / "fuzzfarm.db").exists()  # nothing was created


@pytest.mark.parametrize("option", ["--junit", "--summary", "--reproducers", "--baseline"])
def test_gate_unwritable_outputs_fail_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     option: str) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    argv = _gate(tmp_path, "--transform", "hoist")
    argv[argv.index(option) + 1] = str(blocker / "below")
    if option == "--baseline":
        argv.append("--update-baseline")
    assert main(argv) == 2
    assert "a-file" in _one_line_error(capsys)


def test_campaign_with_unusable_reproducers_creates_no_campaign(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main(["campaign", "--transform", "hoist-naive", "--cases", "3", "--workers", "0", "--no-steer",
                 "--db", f"sqlite:///{tmp_path}/c.db", "--reproducers", str(blocker)]) == 2
    _one_line_error(capsys)
    assert not (tmp_path / "c.db").exists()


def test_campaign_that_fails_mid_run_is_left_paused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.farm import driver
    from storage.store import Store

    def no_space(self, signature_id, case):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(driver.CampaignRunner, "_write_reproducer", no_space)
    db = f"sqlite:///{tmp_path}/c.db"
    assert main(["campaign", "--transform", "hoist-naive", "--cases", "30", "--seed", "12", "--workers", "0",
                 "--no-steer", "--no-progress", "--db", db, "--reproducers", str(tmp_path / "r")]) == 2
    assert "No space left" in _one_line_error(capsys)
    with Store.open(db) as store:
        assert store.campaign(1).status == "paused"  # type: ignore[union-attr]


def test_gate_baseline_that_is_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = _gate(tmp_path, "--transform", "hoist")
    argv[argv.index("--baseline") + 1] = str(tmp_path)
    assert main(argv) == 2
    _one_line_error(capsys)



# -- 8 and 12: damaged stores, and read-only commands never create one ---------------------


@pytest.fixture(scope="module")
def store_with_a_bug(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite store holding one campaign of the naive hoist, with its violations."""
    directory = tmp_path_factory.mktemp("store")
    code = main(["campaign", "--transform", "hoist-naive", "--cases", "30", "--seed", "12", "--workers", "0",
                 "--no-steer", "--no-progress", "--max-inconclusive", "1",
                 "--db", f"sqlite:///{directory}/fuzzfarm.db", "--reproducers", str(directory / "r")])
    assert code == 0
    import sqlite3

    con = sqlite3.connect(directory / "fuzzfarm.db")  # fold the WAL in: tests copy the file alone
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return directory / "fuzzfarm.db"


def _damaged(tmp_path: Path, original: Path, how: str) -> str:
    import shutil
    import sqlite3

    copy = tmp_path / f"{how}.db"
    shutil.copy(original, copy)
    if how == "pages":
        with copy.open("r+b") as f:
            f.seek(8192)
            f.write(b"\xff" * 4096 * 6)
    else:
        con = sqlite3.connect(copy)
        if how == "table":
            con.execute("DROP TABLE reproducers")
        else:
            con.execute("UPDATE findings SET schedule = '{bad'")
            con.execute("UPDATE campaigns SET config = '{bad'")
        con.commit()
        con.close()
    return f"sqlite:///{copy}"


@pytest.mark.parametrize("how", ["pages", "table", "json"])
@pytest.mark.parametrize("command", [["bugs", "show", "1"], ["replay", "1"], ["report", "--out", "rep"],
                                     ["campaign", "--resume", "1", "--workers", "0", "--no-progress"]])
def test_damaged_store_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str], store_with_a_bug: Path,
                                   how: str, command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    url = _damaged(tmp_path, store_with_a_bug, how)
    if how == "table" and command[0] == "campaign":
        return  # a finished campaign needs no reproducer table to resume
    if command[0] == "replay":  # the store's reproducer directory is gone: replay from the store
        monkeypatch.setattr("fuzzfarm.commands.replay.Path.is_dir", lambda self: False)
    capsys.readouterr()
    assert main([*command, "--db", url]) == 2
    assert "store" in _one_line_error(capsys)


def test_read_only_store_refuses_triage(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       store_with_a_bug: Path) -> None:
    url = f"sqlite:///file:{store_with_a_bug}?mode=ro&uri=true"
    assert main(["bugs", "set", "1", "--state", "confirmed", "--db", url]) == 2
    assert "readonly" in _one_line_error(capsys)


@pytest.mark.parametrize("command", [["bugs"], ["bugs", "show", "1"], ["replay", "1"], ["report", "--out", "rep"],
                                     ["campaign", "--resume", "1"]])
def test_read_only_commands_never_create_a_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str],
                                                 command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")  # e.g. a store truncated by a full disk
    assert main([*command, "--db", f"sqlite:///{empty}"]) == 2
    _one_line_error(capsys)
    assert empty.stat().st_size == 0 and not (tmp_path / "empty.db-wal").exists()
    assert main([*command, "--db", f"sqlite:///{tmp_path}/missing.db"]) == 2
    _one_line_error(capsys)
    assert not (tmp_path / "missing.db").exists()


# -- 3 and 4: reproducers never overwrite each other and never choose a program to run ------


def test_two_stores_in_one_directory_keep_their_own_reproducers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from storage.store import Store

    monkeypatch.chdir(tmp_path)
    common = ["--cases", "30", "--seed", "12", "--workers", "0", "--no-steer", "--no-progress",
              "--max-inconclusive", "1"]
    assert main(["campaign", "--transform", "hoist-naive", "--db", "sqlite:///one.db", *common]) == 0
    assert main(["campaign", "--transform", "hoist-naive", "--model", "ipdom", "--db", "sqlite:///two.db",
                 *common]) == 0
    directories = {}
    for name in ("one", "two"):
        with Store.open(f"sqlite:///{name}.db", create=False) as store:
            directories[name] = {r.directory for s in store.signatures() for r in store.reproducers(s.id)}
    assert directories["one"] and directories["two"]
    assert not directories["one"] & directories["two"]
    for name, dirs in directories.items():
        for d in dirs:
            assert json.loads((Path(d) / "case.json").read_text())["model"] == (
                "maximal" if name == "one" else "ipdom")
    capsys.readouterr()
    assert main(["replay", "1", "--db", "sqlite:///one.db"]) == 1
    assert "reproducer written" not in capsys.readouterr().out


def test_a_reproducer_is_never_overwritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.reproducer import Reproducer, ReproducerExists, unused_directory
    from fuzzfarm.schedule import Schedule

    rep = Reproducer(before=KERNEL.read_text(), schedule=Schedule.full(4), model="maximal",
                     function="kernel", verdict="violation")
    first = rep.write(tmp_path / "r")
    with pytest.raises(ReproducerExists):
        rep.write(first)
    assert unused_directory(first) == tmp_path / "r-2"
    out = ["validate", str(KERNEL), str(MERGED), "--out", str(first)]
    assert main(out) == 2
    assert "already holds a reproducer" in _one_line_error(capsys)


def _opt_reproducer(tmp_path: Path, opt_path: str) -> Path:
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import Schedule

    return Reproducer(before=KERNEL.read_text(), schedule=Schedule.full(4), model="maximal",
                      function=_kernel_name(),
                      verdict="crash", message="boom",
                      candidate=Candidate("opt", "O2", opt_path=opt_path).to_json()).write(tmp_path / "case")


def _kernel_name() -> str:
    from fuzzfarm.reproducer import kernel_name

    return kernel_name(KERNEL.read_text())


@pytest.mark.parametrize("command", [["replay", "--reapply"], ["reduce", "--seconds", "2"]])
def test_a_reproducer_cannot_choose_the_program_it_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       command: list[str]) -> None:
    marker = tmp_path / "ran"
    evil = _script(tmp_path, "evil", f"touch {marker}; exit 0")
    case = _opt_reproducer(tmp_path, evil)
    assert main([command[0], str(case), *command[1:]]) == 2
    assert "--opt" in _one_line_error(capsys)
    assert not marker.exists()
    # Named on the command line, the user's own binary runs instead.
    theirs = tmp_path / "theirs-ran"
    mine = _script(tmp_path, "mine", f"touch {theirs}; exec opt-19 \"$@\"")
    main([command[0], str(case), *command[1:], "--opt", mine])
    capsys.readouterr()
    assert theirs.exists() and not marker.exists()


def test_reduce_and_replay_agree_on_bad_reproducers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import Schedule

    case = Reproducer(before="define i32 @k() {\nentry:\n  ret i32 %nope\n}\n", schedule=Schedule.full(2),
                      model="maximal", function="k", verdict="violation",
                      candidate={"kind": "transform", "name": "hoist-naive", "triple": None,
                                 "opt_path": None}).write(tmp_path / "case")
    assert main(["replay", str(case), "--reapply"]) == 2
    _one_line_error(capsys)
    assert main(["reduce", str(case), "--seconds", "2"]) == 2
    _one_line_error(capsys)


@pytest.mark.parametrize("field,value", [("model", 5), ("function", []), ("seed", "x"), ("max_runs", 0),
                                         ("candidate", [1]), ("candidate", {"kind": "nope"})])
def test_bad_case_json_fields(tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str,
                              value: object) -> None:
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import Schedule

    case = Reproducer(before=KERNEL.read_text(), schedule=Schedule.full(4), model="maximal",
                      function=_kernel_name(), verdict="violation",
                      candidate={"kind": "transform", "name": "hoist-naive"}).write(tmp_path / "case")
    data = json.loads((case / "case.json").read_text())
    data[field] = value
    (case / "case.json").write_text(json.dumps(data))
    for command in (["replay", "--reapply"], ["reduce", "--seconds", "2"]):
        assert main([command[0], str(case), *command[1:]]) == 2
        _one_line_error(capsys)


# -- 9 and 13: an unreachable cluster, a resume racing the original ------------------------


def test_unreachable_cluster_gives_up_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import socket
    import time

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    start = time.monotonic()
    assert main(["campaign", "--transform", "hoist", "--address", f"127.0.0.1:{port}", "--no-steer",
                 "--db", f"sqlite:///{tmp_path}/c.db"]) == 2
    assert "no Ray cluster answers" in _one_line_error(capsys)
    assert time.monotonic() - start < 15
    assert not (tmp_path / "c.db").exists()
    assert main(["campaign", "--transform", "hoist", "--address", "not a host", "--no-steer",
                 "--db", f"sqlite:///{tmp_path}/c.db"]) == 2
    assert "HOST:PORT" in _one_line_error(capsys)


def test_a_resume_racing_the_original_leaves_the_campaign_done(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from storage.store import Store

    db = f"sqlite:///{tmp_path}/c.db"
    common = ["--workers", "0", "--no-progress", "--db", db, "--reproducers", str(tmp_path / "r"),
              "--max-inconclusive", "1"]
    assert main(["campaign", "--transform", "hoist", "--cases", "10", "--no-steer", *common]) == 0
    with Store.open(db) as store:
        assert store.campaign(1).status == "done"  # type: ignore[union-attr]
        store.set_campaign_status(1, "running")  # what a resume started meanwhile does first
    assert main(["campaign", "--resume", "1", *common]) == 0
    with Store.open(db) as store:
        assert store.campaign(1).status == "done"  # type: ignore[union-attr]
    capsys.readouterr()


def test_readme_exit_codes_cover_every_command() -> None:
    import re

    from fuzzfarm.cli import COMMANDS

    text = (ROOT / "README.md").read_text()
    table = text[text.index("## Exit codes, limits and safety"):]
    table = table[:table.index("\n\n", table.index("| command |"))]
    rows = [row for row in table.splitlines() if row.startswith("| `")]
    named = {name for row in rows for name in re.findall(r"`(\w+)`", row.split("|")[1])}
    assert set(COMMANDS) <= named, set(COMMANDS) - named


# -- 6. --time bounds the whole run; a hanging optimizer is a finding -----------------------


HANGING_OPT = """\
src=
for a in "$@"; do case "$a" in *.ll) src=$a;; esac; done
if [ -z "$src" ] || grep -q '@preflight(' "$src"; then exec opt-19 "$@"; fi
exec sleep 1000"""


def test_a_hanging_optimizer_is_a_hang_finding_within_the_time_budget(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import time

    from fuzzfarm.farm.budget import MIN_CASE_TIMEOUT
    from storage.store import Store

    hangs = _script(tmp_path, "hangs", HANGING_OPT)
    # start-up, pilot and one case timed out twice (a hang is confirmed) fit even on a loaded machine
    budget = 2 * MIN_CASE_TIMEOUT + 15
    start = time.monotonic()
    assert main(["campaign", "--opt", hangs, "--pipeline", "default<O2>", "--time", str(budget),
                 "--workers", "0", "--no-progress", "--db", f"sqlite:///{tmp_path}/c.db",
                 "--reproducers", str(tmp_path / "r")]) == 0  # the pilot runs too, within --time
    took = time.monotonic() - start
    assert took < budget + 10, took  # not 60 s per case, nor 8 x 60 s of pilot
    assert "per-case timeout" in capsys.readouterr().out
    with Store.open(f"sqlite:///{tmp_path}/c.db", create=False) as store:
        sigs = store.signatures()
        assert [s.kind for s in sigs] == ["hang"]
        assert store.campaign(1).status == "paused"  # type: ignore[union-attr]
        directory = store.reproducers(sigs[0].id)[0].directory
    # The reproducer replays the hang with the timeout it was found with.
    assert main(["replay", str(directory), "--opt", hangs]) == 1
    assert "the recorded hang reproduces" in capsys.readouterr().out


SLOW_ONCE_OPT = """\
src=
for a in "$@"; do case "$a" in *.ll) src=$a;; esac; done
if [ -n "$src" ] && [ ! -e "$0.slowed" ]; then touch "$0.slowed"; exec sleep 1000; fi
exec opt-19 "$@"
"""


def test_one_time_out_is_not_a_hang_when_a_second_try_answers(tmp_path: Path) -> None:
    """A loaded machine can starve one optimization past the per-case time-out; the
    case is tried again and checked as usual, so no false hang is recorded."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.farm.case import CampaignConfig, check_case

    slow_once = _script(tmp_path, "slow-once", SLOW_ONCE_OPT)
    config = CampaignConfig(Candidate("opt", "default<O2>", opt_path=slow_once), case_timeout=2.0)
    results = check_case(config, 3)
    assert Path(slow_once + ".slowed").exists()  # the first try did time out
    assert results and all(r.verdict not in ("hang", "inconclusive") for r in results), \
        [(r.verdict, r.message) for r in results]
    # The same optimizer hanging on every try is a hang, said to be confirmed.
    hangs = _script(tmp_path, "hangs", HANGING_OPT)
    config = CampaignConfig(Candidate("opt", "default<O2>", opt_path=hangs), case_timeout=1.0)
    results = check_case(config, 3)
    assert [r.verdict for r in results] == ["hang"] and "within 1 s, twice" in results[0].message


def test_case_timeout_follows_the_normal_time() -> None:
    from fuzzfarm.farm.budget import MAX_CASE_TIMEOUT, MIN_CASE_TIMEOUT, case_timeout

    assert case_timeout([0.01, 0.05]) == MIN_CASE_TIMEOUT
    assert case_timeout([1.0]) == 20.0
    assert case_timeout([30.0]) == MAX_CASE_TIMEOUT
