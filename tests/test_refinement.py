"""The refinement check on seed 000's worked transform examples and seed 004's ballot merge.

Each test pairs a program before and after a transform with the document's own
verdict. Schedules are chosen so that threads take the paths the documents
describe (the same inputs the reference interpreter's golden tests use).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from twin import twin

from fuzzfarm.behaviour import POISON, Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.cli import main
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Verdict

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "tests" / "data" / "reference"

BALLOT_BEFORE = """
declare i64 @subgroupBallot(i1) convergent
define i64 @k(i32 %cc) {
entry:
  %c = icmp ne i32 %cc, 0
  br i1 %c, label %then, label %else
then:
  %r1 = call i64 @subgroupBallot(i1 true)
  br label %end
else:
  %r2 = call i64 @subgroupBallot(i1 true)
  br label %end
end:
  %r = phi i64 [ %r1, %then ], [ %r2, %else ]
  ret i64 %r
}
"""

BALLOT_MERGED = """
declare i64 @subgroupBallot(i1) convergent
define i64 @k(i32 %cc) {
entry:
  %c = icmp ne i32 %cc, 0
  %r = call i64 @subgroupBallot(i1 true)
  ret i64 %r
}
"""


def kernel(path_or_text: Path | str):
    text = path_or_text.read_text() if isinstance(path_or_text, Path) else path_or_text
    return parse_module(text).kernel()


def verdict(before: Path | str, after: Path | str, schedules: list[Schedule], model: str) -> Verdict:
    return check_refinement(kernel(before), kernel(after), schedules, model).kind


# (before, after, schedules, expected verdict per model); no-token examples run under both models.
CASES = {
    "ballot merge (seed 004)": (
        BALLOT_BEFORE, BALLOT_MERGED, [Schedule.full(4, {"cc": [1, 0, 1, 1]})],
        {"maximal": Verdict.VIOLATION, "ipdom": Verdict.VIOLATION},
    ),
    "jump threading, uncontrolled barrier": (
        REF / "jt_original.ll", REF / "jt_threaded.ll",
        [Schedule.full(4, {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]})],
        # maximal reconvergence is unchanged by jump threading; a SIMT stack is not.
        {"maximal": Verdict.PASS, "ipdom": Verdict.VIOLATION},
    ),
    "jump threading, entry token": (
        REF / "jt_original_entry.ll", REF / "jt_threaded_entry.ll",
        [Schedule.full(4, {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]})],
        {"maximal": Verdict.PASS, "ipdom": Verdict.PASS},
    ),
    "unroll with remainder, heart on outer anchor": (
        REF / "loop_heart.ll", REF / "unroll_remainder.ll",
        [Schedule.full(2, {"counter": [3, 4]})],
        {"maximal": Verdict.VIOLATION},
    ),
    "unroll without remainder, even trip counts": (
        REF / "loop_heart.ll", REF / "unroll_noremainder.ll",
        [Schedule.full(2, {"counter": [2, 4]}), Schedule.full(2, {"counter": [4, 4]})],
        {"maximal": Verdict.PASS},
    ),
    "anchor hoisted out of an if/else": (
        REF / "anchor_hoist_original.ll", REF / "anchor_hoist_hoisted.ll",
        [Schedule.full(4, {"x": [1, 2, 4, 8], "c": [1, 0, 1, 0]})],
        {"maximal": Verdict.PASS},
    ),
    "anchor sunk into a loop": (
        REF / "loop_heart.ll", REF / "anchor_sunk_into_loop.ll",
        [Schedule.full(2, {"counter": [2, 2]})],
        {"maximal": Verdict.VIOLATION},
    ),
    "anchor, %a and %b sunk together": (
        REF / "sink_original.ll", REF / "sink_all.ll",
        [Schedule.full(4, {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]})],
        {"maximal": Verdict.PASS},
    ),
    "only %b sunk": (
        REF / "sink_original.ll", REF / "sink_b.ll",
        [Schedule.full(4, {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]})],
        {"maximal": Verdict.VIOLATION},
    ),
    "subgroupShuffle hoisted out of both arms": (
        REF / "shuffle_original.ll", REF / "shuffle_hoisted.ll",
        [Schedule.full(4, {"data": [10, 11, 12, 13], "id": [2, 0, 1, 3], "c": [1, 0, 1, 0]})],
        {"maximal": Verdict.PASS, "ipdom": Verdict.PASS},
    ),
    "reduction merged above the branch": (
        ROOT / "examples" / "reduction.ll", ROOT / "examples" / "reduction_merged.ll",
        [Schedule.full(4, {"x": [1, -2, 3, -4]})],
        {"maximal": Verdict.VIOLATION},
    ),
}


@pytest.mark.parametrize(
    ("name", "model"),
    [(name, model) for name, case in CASES.items() for model in case[3]],
)
def test_seed_transform_examples(name: str, model: str) -> None:
    before, after, schedules, expected = CASES[name]
    assert verdict(before, after, schedules, model) is expected[model]


def test_identity_passes_on_every_golden_program() -> None:
    for path in sorted(REF.glob("*.ll")):
        fn = kernel(path)
        if "no_heart" in path.name:
            continue  # ill-formed on purpose
        schedule = Schedule.full(3, {a.name: [1, 2, 3] for a in fn.args if a.type.__str__() == "i32"})
        result = check_refinement(fn, twin(fn), [schedule], "maximal")
        assert result.kind in (Verdict.PASS, Verdict.INCONCLUSIVE), path.name
        assert result.kind is not Verdict.VIOLATION


def test_violation_carries_a_replayable_counterexample() -> None:
    result = check_refinement(kernel(BALLOT_BEFORE), kernel(BALLOT_MERGED),
                              [Schedule.full(4, {"cc": [1, 0, 1, 1]})], "maximal")
    cex = result.counterexample
    assert cex is not None
    # Lanes 0, 2, 3 took the then side: originally their ballot saw only them (0b1101).
    assert {d.lane for d in cex.differences} == {0, 1, 2, 3}
    assert cex.before.threads[0].return_value == 0b1101
    assert cex.after.threads[0].return_value == 0b1111
    assert cex.first_difference is not None
    assert cex.first_difference.before_set == frozenset({0, 2, 3})
    assert cex.first_difference.after_set == frozenset({0, 1, 2, 3})
    assert "convergence (maximal)" in cex.before_table
    assert Schedule.loads(cex.schedule.dumps()) == cex.schedule


def _one(ret: object, approx: frozenset[str] = frozenset(), outcome: Outcome = Outcome.OK) -> Behaviour:
    threads = (ThreadBehaviour(0, ret, (), ()),) if outcome is Outcome.OK else ()
    return Behaviour(outcome, threads, approximations=approx)


def test_compare_rules() -> None:
    assert compare(_one(5), _one(POISON)).match is Match.YES  # poison before matches anything
    assert compare(_one(POISON), _one(5)).match is Match.NO  # after less defined
    assert compare(_one(7), _one(None, outcome=Outcome.UB)).match is Match.YES  # UB allows all
    assert compare(_one(None, outcome=Outcome.UB), _one(5)).match is Match.NO
    assert compare(_one(7), _one(None, outcome=Outcome.TIMEOUT)).match is Match.UNDECIDED
    # A difference that may come from an approximation is never a bug.
    assert compare(_one(POISON, frozenset({"undef"})), _one(5)).match is Match.UNDECIDED
    assert compare(_one(1), _one(0, frozenset({"freeze-poison"}))).match is Match.UNDECIDED


def test_refines_is_compare_saying_yes() -> None:
    """``refines`` (the enumerations' question) answers exactly where ``compare`` says YES,
    on random behaviours over the rules above: outcomes, poison, buffers, barriers, calls,
    globals, missing threads and every kind of approximation."""
    import random

    from fuzzfarm.behaviour import BUFFER_BOUNDS, DATA_RACE, CallEvent
    from fuzzfarm.refinement.compare import refines

    rng = random.Random(5)
    values = (0, 1, POISON)
    approximations = (frozenset(), frozenset(), frozenset({"undef"}), frozenset({"freeze-poison"}),
                      frozenset({DATA_RACE}), frozenset({BUFFER_BOUNDS}))

    def behaviour() -> Behaviour:
        outcome = rng.choice((Outcome.OK, Outcome.OK, Outcome.OK, Outcome.UB, Outcome.TIMEOUT))
        threads = tuple(
            ThreadBehaviour(lane, rng.choice(values), (tuple(rng.choice(values) for _ in range(2)),),
                            rng.choice(((), (frozenset({0, 1}),))),
                            rng.choice(((), (CallEvent("f", (rng.choice(values),)),))))
            for lane in range(rng.choice((1, 2, 2))))
        memory = rng.choice(((), ((rng.choice(values),),)))
        return Behaviour(outcome, threads if outcome is Outcome.OK else (),
                         approximations=rng.choice(approximations), memory=memory)

    seen = {True: 0, False: 0}
    for _ in range(4000):
        after, before = behaviour(), behaviour()
        if rng.random() < 0.3:
            before = after  # equal behaviours, the fast path
        expected = compare(after, before).match is Match.YES
        assert refines(after, before) is expected, (after, before)
        seen[expected] += 1
    assert min(seen.values()) > 200  # both answers were exercised


def test_validate_cli_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = tmp_path / "before.ll"
    after = tmp_path / "after.ll"
    before.write_text(BALLOT_BEFORE)
    after.write_text(BALLOT_MERGED)
    sched = tmp_path / "s.json"
    sched.write_text(Schedule.full(4, {"cc": [1, 0, 1, 1]}).dumps())
    out = tmp_path / "repro"
    assert main(["validate", str(before), str(after), "--schedule", str(sched), "--out", str(out)]) == 1
    assert (out / "before.ll").exists() and (out / "schedule.json").exists()
    assert "first differing operation" in capsys.readouterr().out
    assert main(["validate", str(before), str(before), "--schedules", "4"]) == 0
    # The reproducer replays: the README's command gives the same verdict.
    replay = (out / "README.txt").read_text().split("replay:\n", 1)[1].split()
    assert main(replay[1:]) == 1
    # Bad input: unreadable file, ill-formed BEFORE, nothing to compare.
    assert main(["validate", str(tmp_path / "missing.ll"), str(after)]) == 2
    ill = tmp_path / "ill.ll"
    ill.write_text((REF / "anchor_loop_no_heart.ll").read_text())
    assert main(["validate", str(ill), str(ill)]) == 2
    capsys.readouterr()
    assert main(["validate", str(before)]) == 2
    # nothing to compare is said so (it read "give either ... not both")
    assert "nothing to validate against" in capsys.readouterr().err
    assert main(["validate", str(before), str(after), "--transform", "hoist"]) == 2
    assert "not both" in capsys.readouterr().err


def test_validate_with_a_candidate_and_opt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = ROOT / "examples" / "reduction.ll"
    assert main(["opt", str(src), "--pipeline", "simplifycfg"]) == 0
    assert "define" in capsys.readouterr().out
    assert main(["opt", str(src), "--pipeline", "no-such-pass"]) == 2
    assert main(["validate", str(src), "--pipeline", "simplifycfg,instcombine", "--schedules", "3"]) == 0
    assert main(["validate", str(src), "--transform", "hoist-naive", "--schedules", "8"]) == 1
    assert main(["validate", str(src), "--transform", "hoist", "--schedules", "8"]) == 0
