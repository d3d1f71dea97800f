"""Lies of round 13: a value behind a path condition of two parts (a dispatch's value and
the lanes' own inputs), lane intrinsics at wave32 and wave64, a join inside an irreducible
region. Each lie is refuted with a concrete schedule that replays; opt-19's real report on
every kernel here is never refuted. Expected witnesses are worked by hand in each kernel's
comment (tests/data/uniformity/lies/)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm
from lying import uniformity

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.probes import DIRECTED, directed_schedules, uniform_probes
from generators.schedules import generate_schedule

DATA = Path(__file__).parent / "data" / "uniformity"
LIES = DATA / "lies"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")

#: "lane A (instance #P) has X; lane B (instance #Q) has Y;"
VALUES = re.compile(r"^lane (\d+) \(instance #\d+\) has (-?\d+); lane (\d+) \(instance #\d+\) has (-?\d+);", re.M)


_uniformity = uniformity


def _lie(kernel: Path, name: str, *args: str | Path) -> tuple[int, str]:
    """opt-19's report less the DIVERGENT mark of %name (tests/data/uniformity/lying-opt.sh)."""
    return _uniformity(kernel, DATA / "lying-opt.sh", *args, LIE=name)


def _mark(kernel: Path, line: int, *args: str | Path) -> tuple[int, str]:
    """opt-19's report less its line-th DIVERGENT mark (lying-mark-opt.sh)."""
    return _uniformity(kernel, DATA / "lying-mark-opt.sh", *args, LIE_LINE=str(line))


GATED = LIES / "gated_pick.ll"
GATED_ARGS = ("--threads", "32", "--schedules", "4", "--seed", "1")


def test_directed_schedules_pair_a_dispatch_value_with_disagreeing_lanes() -> None:
    """gated_pick compares its uniform %u with 77 only: the directed schedules dispatch
    %u = 77, 78, 76 (each side of eq), every lane of the widest drawn wave active, and the
    per-lane %x drawn anew in each lane (not one value, not a parity pattern)."""
    fn = parse_module(GATED.read_text()).kernel()
    drawn = [generate_schedule(fn, s, subgroup_size=32) for s in range(4)]
    directed = directed_schedules(fn, drawn)
    assert [s.args["u"][0] for s in directed] == [77, 78, 76]
    assert len(directed) <= DIRECTED
    for s in directed:
        assert len(set(s.args["u"])) == 1
        assert s.active_lanes == tuple(range(32))
        assert len(set(s.args["x"])) > 2
    assert directed[0].args["x"][5] != directed[0].args["x"][21]  # the two lanes %v runs in
    # the dispatches at %u's constant give the same values, on one drawn schedule's lanes
    assert [s.args["u"][0] for s in uniform_probes(fn, drawn)] == [77, 78, 76]


@needs_opt19
def test_a_lie_behind_a_dispatch_value_and_two_picked_lanes_is_refuted(tmp_path: Path) -> None:
    """gated_pick: %v = x + 1 runs in lanes 5 and 21 only, and only when %u == 77. With the
    drawn schedules of seed 1 (4 of them, 32 lanes) the dispatches at %u = 77 keep a drawn
    schedule's lanes and the disagreeing schedules a drawn %u: the lie held (exit 0). A
    directed schedule has both; the witnesses are lanes 5 and 21 holding their own
    x + 1 in a run with %u = 77, and the reproducer replays. opt-19's report holds."""
    code, out = _uniformity(GATED, "opt-19", *GATED_ARGS)
    assert code == 0, out
    code, out = _lie(GATED, "v", *GATED_ARGS, "--out", tmp_path / "r")
    assert code == 1, out
    assert "refuted (data): LLVM calls %v in %five uniform" in out
    m = VALUES.search(out)
    assert m, out
    schedule = Schedule.from_json(json.loads((tmp_path / "r" / "schedule.json").read_text()))
    assert set(schedule.args["u"]) == {77}
    (la, va), (lb, vb) = (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))
    assert {la, lb} == {5, 21} and va != vb
    for lane, value in ((la, va), (lb, vb)):
        assert value == (schedule.args["x"][lane] + 1) & 0xFFFFFFFF
    os.environ["LIE"] = "v"
    try:
        ran = fuzzfarm(["replay", tmp_path / "r", "--opt", DATA / "lying-opt.sh"])
    finally:
        del os.environ["LIE"]
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "the recorded unsound-uniformity reproduces" in ran.stdout


W64 = LIES / "readfirstlane_w64.ll"
W32 = LIES / "readfirstlane_w32.ll"
#: opt-19's DIVERGENT marks, in report order: %lo %lane %p %x %v %half %low %odd, the branch
#: of %entry, %w, then %j %s %q, a store, %q2, a store, %q3, a store.
MARKED = ["%lo in %entry", "%lane in %entry", "%p in %entry", "%x in %entry", "%v in %entry",
          "%half in %entry", "%low in %entry", "%odd in %entry", "terminator of %entry",
          "%w in %side", "%j in %join", "%s in %join", "%q in %join", None, "%q2 in %join",
          None, "%q3 in %join", None]


@needs_opt19
@pytest.mark.parametrize("kernel", [W64, W32], ids=["wave64", "wave32"])
def test_lane_intrinsics_true_claims_hold(kernel: Path) -> None:
    """readfirstlane's results (%first, %f2) are uniform whatever the operand: opt-19 says so
    and no run refutes it, at either wave size."""
    code, out = _uniformity(kernel, "opt-19", "--schedules", "4")
    assert code == 0, out
    assert "every uniform claim held" in out


@needs_opt19
@pytest.mark.slow
@pytest.mark.parametrize("kernel", [W64, W32], ids=["wave64", "wave32"])
def test_every_mark_of_the_lane_intrinsics_dropped_is_refuted(kernel: Path) -> None:
    """Each DIVERGENT mark dropped in turn: every value lie is refuted (mbcnt, what it
    reaches, the join %j of two readfirstlanes on different lanes), except %half at wave32
    (0 in every lane of a 32-lane wave: the lie is true there) and the stores (no value)."""
    for line, name in enumerate(MARKED, 1):
        code, out = _mark(kernel, line, "--schedules", "4")
        if name is None or (name.startswith("%half") and kernel == W32):
            assert code == 0, (line, out)
            continue
        assert code == 1, (line, out)
        assert f"LLVM calls {name} uniform" in out


@needs_opt19
def test_lane_id_half_is_refuted_at_wave64_only() -> None:
    """%half = lane >> 5: a lie at wave64 is refuted by lanes 0-31 against 32-63 (0 against
    1); at wave32 it is true (schedules keep to 32 lanes) and must not be refuted."""
    code, out = _lie(W64, "half", "--schedules", "4")
    assert code == 1, out
    m = VALUES.search(out)
    assert m, out
    assert {(int(m[1]) >> 5, int(m[2])), (int(m[3]) >> 5, int(m[4]))} == {(0, 0), (1, 1)}
    code, out = _lie(W32, "half", "--schedules", "4")
    assert code == 0, out


IRR = LIES / "irreducible_join.ll"


@needs_opt19
def test_a_join_inside_an_irreducible_region() -> None:
    """irreducible_join: opt-19's report (everything but the entry intrinsics and %a's jump
    divergent, the region listed) holds; the lie calling the join %k uniform is refuted by
    converged %b instances of a lane below 4 (%k odd, 1 .. 13) and one above (10 or 12), and
    the lie about the value carried out, %r, by 14 against 13."""
    code, out = _uniformity(IRR, "opt-19", "--schedules", "4")
    assert code == 0, out
    code, out = _lie(IRR, "k", "--schedules", "4")
    assert code == 1, out
    assert "refuted (phi): LLVM calls %k in %b uniform" in out
    m = VALUES.search(out)
    assert m, out
    seen = {(int(m[1]) < 4, int(m[2])), (int(m[3]) < 4, int(m[4]))}
    low = [v for below, v in seen if below]
    high = [v for below, v in seen if not below]
    assert len(low) == len(high) == 1 and low[0] in range(1, 14, 2) and high[0] in (10, 12)
    code, out = _lie(IRR, "r", "--schedules", "4")
    assert code == 1, out
    m = VALUES.search(out)
    assert m, out
    assert {(int(m[1]) < 4, int(m[2])), (int(m[3]) < 4, int(m[4]))} == {(True, 14), (False, 13)}


@needs_opt19
def test_a_cycle_claimed_to_exit_uniformly_from_an_irreducible_region() -> None:
    """Without the region's line, its exits are claimed uniform: in opt-19's hierarchy
    (header %b) a lane below 4 runs %b 7 times, one above twice, so the converged first
    instances leave after 6 and 1 more."""
    code, out = _uniformity(IRR, DATA / "lying-cycle-opt.sh", "--schedules", "4")
    assert code == 1, out
    assert "refuted (cycle): LLVM calls exit of the cycle %b (%a %b) uniform" in out
    m = re.search(r"^lane (\d+) \(instance #\d+\) at its header leaves to %exit after (\d+) more "
                  r"iteration\(s\); lane (\d+) \(instance #\d+\) at its header leaves to %exit "
                  r"after (\d+) more", out, re.M)
    assert m, out
    for lane, more in ((int(m[1]), int(m[2])), (int(m[3]), int(m[4]))):
        assert more in ((0, 1, 2, 3, 4, 5, 6) if lane < 4 else (0, 1))
    assert m[2] != m[4]
