"""``fuzzfarm run``: options, output, and one-line usage errors for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import fuzzfarm.cli as cli

DATA = Path(__file__).parent / "data" / "reference"


@pytest.fixture(autouse=True)
def only_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # Exercise the real dispatcher with only this subcommand (others may still be in progress).
    monkeypatch.setattr(cli, "COMMANDS", ("run",))


def fuzzfarm(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["run", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_reduction_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = fuzzfarm(capsys, str(DATA / "reduction_ifelse.ll"), "--threads", "4",
                              "--args", "delta=3,-1,5,-2")
    assert code == 0 and not err
    assert "model: maximal; choices: dfs_seed=0 order_seed=0 anchors=model" in out
    assert "%delta = 3,-1,5,-2" in out
    assert "(oracle: reference interpreter)" in out
    assert "lane 0: ret 8" in out and "lane 1: ret 4294967293" in out
    assert "col 4: %total_gains in %then [%total_gains(entry)]: {0,2}" in out


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = fuzzfarm(capsys, str(DATA / "shuffle_original.ll"), "--json",
                            "--args", "data=10,11,12,13", "--args", "id=2,0,1,3",
                            "--args", "c=1,0,1,0")
    assert code == 0
    data = json.loads(out)
    assert data["model"] == "maximal" and data["oracle"] == "ref"
    assert [t["return"] for t in data["behaviour"]["threads"]] == [12, "poison", "poison", 13]
    assert data["schedule"]["active_lanes"] == [0, 1, 2, 3]
    assert data["record"]["threads"][0]["instances"][0]["label"] == "entry"


def test_ipdom_and_barrier_sets(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = fuzzfarm(capsys, str(DATA / "jt_threaded.ll"), "--model", "ipdom",
                            "--args", "c1=0,1,1,0", "--args", "c2=0,1,0,1")
    assert code == 0
    assert "lane 0: ret None; barriers {0,3}" in out and "lane 1: ret None; barriers {1}" in out


def test_argument_defaults(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    kernel = tmp_path / "k.ll"
    kernel.write_text("define i32 @k(i32 %a, i32 %b, i32 inreg %u) {\nentry:\n"
                      "  %s = add i32 %a, %b\n  %t = add i32 %s, %u\n  ret i32 %t\n}\n")
    # %a missing: each lane's id; %b: one value for every lane; %u inreg: 0.
    code, out, _ = fuzzfarm(capsys, str(kernel), "--threads", "3", "--args", "b=10", "--json")
    assert code == 0
    assert [t["return"] for t in json.loads(out)["behaviour"]["threads"]] == [10, 11, 12]
    # One value per active thread, in lane order.
    code, out, _ = fuzzfarm(capsys, str(kernel), "--active", "1,3", "--args", "a=100,300",
                            "--args", "b=0", "--args", "u=5", "--json")
    data = json.loads(out)
    assert data["schedule"]["subgroup_size"] == 4
    assert [(t["lane"], t["return"]) for t in data["behaviour"]["threads"]] == [(1, 105), (3, 305)]


def test_choices_are_passed_on(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = fuzzfarm(capsys, str(DATA / "anchor_hoist_hoisted.ll"), "--threads", "2",
                            "--args", "x=1,2", "--args", "c=1",
                            "--anchor", "tok:0:1=0", "--anchor", "tok:1:1=1", "--dfs-seed", "3",
                            "--order-seed", "9")
    assert code == 0
    assert "dfs_seed=3 order_seed=9 anchors=tok:0:1=0 tok:1:1=1" in out
    assert "lane 0: ret 1" in out and "lane 1: ret 2" in out  # the anchor split them


def test_other_outcomes_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = fuzzfarm(capsys, str(DATA / "seed003_loop.ll"), "--threads", "2",
                            "--args", "bmask=0", "--args", "trips=1000", "--steps", "50")
    assert code == 1 and "outcome: timeout" in out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["missing.ll"], "cannot read missing.ll"),
        ([str(DATA / "anchor_loop_no_heart.ll")], "ill-formed: [closed-path-1]"),
        ([str(DATA / "seed003_loop.ll"), "--args", "nope=1"], "has no integer argument %nope"),
        ([str(DATA / "seed003_loop.ll"), "--args", "bmask=x"], "'x' is not an integer"),
        ([str(DATA / "seed003_loop.ll"), "--args", "bmask=1,2"], "give 1, 4 (one per active thread)"),
        ([str(DATA / "seed003_loop.ll"), "--args", "bmask"], "expected NAME=v0,v1"),
        ([str(DATA / "seed003_loop.ll"), "--anchor", "tok:0"], "expected NAME:LANE:OCC=LABEL"),
        ([str(DATA / "seed003_loop.ll"), "--active", "a-b"], "--active"),
        ([str(DATA / "seed003_loop.ll"), "--threads", "2", "--subgroup-size", "1"], "does not fit"),
        ([str(DATA / "seed003_loop.ll"), "--function", "other"], "no function definition @other"),
        ([str(DATA / "seed003_loop.ll"), "--dfs-order", "k:entry"], "expected FUNCTION:BLOCK=SUCC"),
        ([str(DATA / "seed003_loop.ll"), "--dfs-order", "k:a=b", "--dfs-order", "k:a=c"],
         "names a block twice"),
    ],
)
def test_bad_input_is_a_one_line_usage_error(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    code, out, err = fuzzfarm(capsys, *argv)
    assert code == 2 and not out
    assert err.count("\n") == 1 and err.startswith("fuzzfarm run: ")
    assert fragment in err


def test_dfs_order_replays_each_hierarchy_of_seed003(capsys: pytest.CaptureFixture[str]) -> None:
    """Seed 003's "Diverged Paths reaching a Cycle": Entry's successor order picks the
    header, P or R, and the seed's two tables differ (thread 1's first R converges with
    thread 2's only when R is the header)."""
    kernel = str(DATA / "seed003_irreducible.ll")
    for first, converged in (("P", False), ("R", True)):
        order = f"irreducible:Entry={first},{'R' if first == 'P' else 'P'}"
        code, out, _ = fuzzfarm(capsys, kernel, "--threads", "2", "--args", "path=18,49",
                                "--dfs-order", order, "--oracle", "both")
        assert code == 0 and "agrees with the reference" in out
        assert f"dfs_order={order} " in out
        rows = [ln for ln in out.splitlines() if ln.startswith(("lane 0  Entry", "lane 1  Entry"))]
        assert len(rows) == 2
        assert (rows[0].index(" R ") == rows[1].index(" R ")) is converged


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("define i32 @k( {", "line 1:"),
        ("define i64 @k(ptr %p) {\nentry:\n  %a = ptrtoint ptr %p to i64\n  ret i64 %a\n}\n",
         "unsupported: ptrtoint"),
        ("declare void @llvm.donothing()\ndefine void @k() {\nentry:\n"
         "  call void @llvm.donothing()\n  ret void\n}\n", "unsupported: intrinsic @llvm.donothing"),
    ],
)
def test_unreadable_or_unsupported_kernels(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, fragment: str
) -> None:
    kernel = tmp_path / "bad.ll"
    kernel.write_text(text)
    code, _, err = fuzzfarm(capsys, str(kernel))
    assert code == 2 and err.count("\n") == 1 and fragment in err


@pytest.mark.parametrize("oracle", ["simt", "both"])
def test_lane_simulator_next_to_the_reference(capsys: pytest.CaptureFixture[str], oracle: str) -> None:
    code, out, _ = fuzzfarm(capsys, str(DATA / "reduction_ifelse.ll"), "--threads", "4",
                            "--args", "delta=1,-2,3,-4", "--oracle", oracle)
    assert code == 0
    assert "lane simulator (" in out and "agrees with the reference" in out
    # The header says whose tables follow: the reference's replay of the simulator's choices
    # (it said "reference interpreter" as for --oracle ref, as though the simulator had not run).
    assert "(oracle: reference interpreter replaying the lane simulator's choices)" in out
    # The timeline shows the divergent branch: lanes 0 and 2 on one side, 1 and 3 on the other.
    lines = [ln.split() for ln in out.split("lane timeline", 1)[1].splitlines()[1:]]
    masks = {ln[1] for ln in lines if len(ln) == 2}
    assert {"x.x.", ".x.x"} <= masks


BUFFER_SUM = """define void @k(ptr %out, ptr %in) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %p = getelementptr i32, ptr %in, i32 %id
  %v = load i32, ptr %p
  %s = call i32 @subgroupAdd(i32 %v)
  %q = getelementptr i32, ptr %out, i32 %id
  store i32 %s, ptr %q
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
"""


@pytest.mark.parametrize("oracle", ["ref", "both"])
def test_buffer_fills_a_pointer_arguments_first_words(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path, oracle: str) -> None:
    """``--buffer in=1,2,3,0x10``: lane i loads word i of %in (1 + 2 + 3 + 16 = 22 summed
    over the wave), where a run could only give pointer arguments zeroed buffers before."""
    kernel = tmp_path / "k.ll"
    kernel.write_text(BUFFER_SUM)
    code, out, err = fuzzfarm(capsys, str(kernel), "--buffer", "in=1,2,3,0x10", "--json",
                              "--oracle", oracle)
    assert code == 0 and not err
    data = json.loads(out)
    assert data["schedule"]["buffers"] == {"in": [1, 2, 3, 16]}
    outs = [t["buffers"][0] for t in data["behaviour"]["threads"]]
    assert [buf[4 * lane] for lane, buf in enumerate(outs)] == [22] * 4


@pytest.mark.parametrize(("given", "why"), [
    ("x=1", "no pointer argument %x (has %out, %in)"),
    ("in=1,zz", "'zz' is not an integer"),
    ("in", "expected NAME=w0,w1,..."),
    ("in=0x100000000", "beyond 32 bits"),
])
def test_bad_buffer_words_are_one_line_usage_errors(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path, given: str, why: str) -> None:
    kernel = tmp_path / "k.ll"
    kernel.write_text(BUFFER_SUM)
    code, _, err = fuzzfarm(capsys, str(kernel), "--buffer", given)
    assert code == 2 and why in err and len(err.strip().splitlines()) == 1, err
    code, _, err = fuzzfarm(capsys, str(kernel), "--buffer-bytes", "8", "--buffer", "in=1,2,3")
    assert code == 2 and "--buffer" in err
