"""Schedules put a kernel's compared arguments on both sides of the comparison in one wave.

generators/compared_args.py: a comparison of a per-lane argument with another argument
or a constant gets, in about half the schedules, a random subset of lanes holding the
other side's value, so a branch on it diverges within the wave. Checked on hand-written
kernels: which comparisons are harvested, how often a branch on an argument against a
constant that no boundary draw hits diverges (never before), that loop bounds and
uniform arguments are left as drawn, and that a naive rotation whose hazard needs such
a divergent branch is now caught by ``validate``.
"""

from __future__ import annotations

from pathlib import Path

from clirun import fuzzfarm

from fuzzfarm.ir import parse_module
from generators.compared_args import Comparison, comparisons
from generators.schedules import MAX_COUNT, generate_schedule

DATA = Path(__file__).parent / "data" / "compared"
LOOP = DATA / "loop_entered_on_a_constant.ll"

HARVEST = """
define void @kernel(ptr %out, i32 %x, i16 %h, i32 %n, i32 inreg %u) {
entry:
  %hx = zext i16 %h to i32
  %a = icmp eq i32 %x, %hx
  %b = icmp slt i32 %x, 77
  %c = icmp ne i32 %n, %x
  %d = icmp eq i32 %u, %x
  %e = and i1 %a, %b
  %f = and i1 %c, %d
  %g = and i1 %e, %f
  %w = zext i1 %g to i32
  store i32 %w, ptr %out
  ret void
}
"""


def test_comparisons_of_arguments_and_constants_are_harvested_through_casts() -> None:
    fn = parse_module(HARVEST).kernel()
    got = set(comparisons(fn))
    assert {Comparison("x", "h", False), Comparison("h", "x", False),
            Comparison("x", 77, True), Comparison("n", "x", False),
            Comparison("x", "n", False), Comparison("u", "x", False)} <= got
    assert all(c.arg != c.other for c in got)


def _diverges(fn, seeds: range) -> tuple[int, int]:
    """(schedules whose active lanes see both sides of x == 12345, schedules with 2+ lanes)."""
    both = wide = 0
    for seed in seeds:
        s = generate_schedule(fn, seed)
        if len(s.active_lanes) < 2:
            continue
        wide += 1
        sides = {s.args["x"][lane] == 12345 for lane in s.active_lanes}
        both += len(sides) == 2
    return both, wide


def test_a_branch_on_an_argument_against_a_constant_diverges_in_many_waves() -> None:
    """12345 is no boundary value, so independent draws almost never hit it (0 of these
    schedules did before): now about half the waves have lanes on both sides."""
    fn = parse_module(LOOP.read_text()).kernel()
    both, wide = _diverges(fn, range(80))
    assert wide > 60 and both >= wide // 3, (both, wide)


def test_loop_bounds_and_uniform_arguments_are_left_as_drawn() -> None:
    """``%n`` (a loop bound by name) and ``%u`` (inreg) are compared with ``%x`` but never
    take its values: a bound stays a small count, a uniform argument uniform."""
    fn = parse_module(HARVEST).kernel()
    for seed in range(60):
        s = generate_schedule(fn, seed)
        assert all(-1 <= v <= MAX_COUNT for v in s.args["n"]), s.args["n"]
        assert len(set(s.args["u"])) == 1, s.args["u"]


def test_validate_catches_a_naive_rotation_whose_hazard_needs_both_sides() -> None:
    """rotate-naive duplicates the header's ``subgroupMin`` into the loop's two entries;
    lanes that leave at once see the min over their own side only, which shows only when
    the branch on ``x == 12345`` diverges (validate passed its 40 schedules before)."""
    r = fuzzfarm(["validate", LOOP, "--transform", "rotate-naive", "--schedules", "40"])
    assert r.returncode == 1 and "verdict: violation" in r.stdout, r.stdout + r.stderr


BEHIND = """
define internal i32 @dev(i32 %a) {
entry:
  %h = icmp eq i32 %a, 777
  %r = zext i1 %h to i32
  ret i32 %r
}
define void @kernel(ptr %out, i32 %v, i32 %u, i32 %s, i32 %x, i32 %y) {
entry:
  %t = add i32 %v, 1
  %h1 = icmp eq i32 %t, 12346
  %c = call i32 @dev(i32 %u)
  %h2 = call i1 @differ(i32 %x, i32 %y)
  switch i32 %s, label %done [ i32 4242, label %hit ]
hit:
  store i32 %c, ptr %out
  br label %done
done:
  %w = zext i1 %h1 to i32
  store i32 %w, ptr %out
  %w2 = zext i1 %h2 to i32
  store i32 %w2, ptr %out
  ret void
}
define internal i1 @differ(i32 %a, i32 %b) {
entry:
  %bb = freeze i32 %b
  %d = icmp ne i32 %a, %bb
  ret i1 %d
}
"""


def test_comparisons_are_followed_through_arithmetic_device_functions_and_switches() -> None:
    """One harvest for drawn schedules and the uniformity probes: a constant behind an
    addition (%v + 1 == 12346 flips at %v = 12345), a device function's parameter (@dev's
    %a is the kernel's %u), a switch case, and two arguments compared in a device function."""
    from generators.compared_args import flipping_values

    fn = parse_module(BEHIND).kernel()
    got = set(comparisons(fn))
    assert {Comparison("v", 12345, False), Comparison("u", 777, False),
            Comparison("s", 4242, False), Comparison("x", "y", False),
            Comparison("y", "x", False)} <= got
    assert {(a.name, c) for a, c in flipping_values(fn)} == {("v", 12345), ("u", 777), ("s", 4242)}


def test_drawn_waves_straddle_a_constant_behind_arithmetic_and_a_call() -> None:
    """Neither 12345 nor 777 is a boundary draw: before the harvest followed arithmetic and
    device functions, no drawn wave had lanes on both sides of %v + 1 == 12346 or of
    @dev's %a == 777."""
    fn = parse_module(BEHIND).kernel()
    straddled = {"v": 0, "u": 0}
    for seed in range(60):
        s = generate_schedule(fn, seed)
        for name, flip in (("v", 12345), ("u", 777)):
            straddled[name] += len({s.args[name][lane] == flip for lane in s.active_lanes}) == 2
    assert straddled["v"] >= 10 and straddled["u"] >= 10, straddled
