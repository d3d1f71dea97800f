"""Reduction of failing cases: edits keep tokens consistent, reductions keep the failure.

The end-to-end cases are naive transforms on hand-written bait (tests/data/
transforms/ and a noisy controlled kernel below), reduced through the
``fuzzfarm reduce`` and ``fuzzfarm replay`` commands, and one LLVM crash. The
measurement on generated programs is behind ``--run-slow``.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fuzzfarm import cli
from fuzzfarm.candidates import Candidate
from fuzzfarm.ir.model import Function, Instruction, Module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.reduce import program
from fuzzfarm.reduce.cases import load, reduce_reproducer, replay
from fuzzfarm.reduce.interesting import ill_formed
from fuzzfarm.reduce.schedule_edits import (
    ScheduleEdit,
    apply_schedule_edit,
    lane_edits,
    shape_edits,
    value_edits,
)
from fuzzfarm.reproducer import Reproducer
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from storage.signatures import compute_signature, crash_state

DATA = Path(__file__).parent / "data"
BAIT = DATA / "transforms"

#: hoist_reduction.ll's bug (hoist-naive merges the two subgroupAdd of a divergent
#: if/else) buried in noise: a loop with a heart, a uniform branch, a switch, stores.
NOISY = """\
define void @kernel(i32 %x, i32 %n, i32 inreg %u, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  %bt = trunc i64 %b to i32
  %g0 = getelementptr inbounds i32, ptr %out, i32 4
  store i32 %bt, ptr %g0, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %m = call i32 @subgroupMax(i32 %i) [ "convergencectrl"(token %h) ]
  %odd = and i32 %lane, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %odd.bb, label %latch

odd.bb:
  %t = add i32 %acc, %m
  br label %latch

latch:
  %acc.next = phi i32 [ %t, %odd.bb ], [ %acc, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, 3
  br i1 %more, label %loop, label %after.loop

after.loop:
  %g1 = getelementptr inbounds i32, ptr %out, i32 2
  store i32 %acc.next, ptr %g1, align 4
  %uc = icmp sgt i32 %u, 5
  br i1 %uc, label %uni, label %pre

uni:
  %e = call i1 @subgroupElect() [ "convergencectrl"(token %tok) ]
  %ez = zext i1 %e to i32
  %g2 = getelementptr inbounds i32, ptr %out, i32 3
  store i32 %ez, ptr %g2, align 4
  br label %pre

pre:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %gains = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %g2x = add i32 %gains, 1
  br label %end

else:
  %losses = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %l2 = mul i32 %losses, 3
  br label %end

end:
  %r = phi i32 [ %g2x, %then ], [ %l2, %else ]
  store i32 %r, ptr %out, align 4
  switch i32 %n, label %exit [
    i32 1, label %s1
    i32 2, label %s2
  ]

s1:
  %g3 = getelementptr inbounds i32, ptr %out, i32 5
  store i32 %n, ptr %g3, align 4
  br label %exit

s2:
  %s = call i32 @subgroupAdd(i32 %lane) [ "convergencectrl"(token %tok) ]
  %g4 = getelementptr inbounds i32, ptr %out, i32 6
  store i32 %s, ptr %g4, align 4
  br label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupMax(i32) convergent
declare i1 @subgroupElect() convergent
declare i32 @subgroupAdd(i32) convergent
"""

NOISY_SCHEDULE = Schedule(6, (0, 1, 2, 3, 5), {
    "x": (5, -3, 9, 2, 0, -8), "n": (2, 1, 0, 2, 7, 1), "u": (9,) * 6,
}, Choices(dfs_seed=17, order_seed=12345))


@pytest.fixture
def commands(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The reduce and replay commands, until fuzzfarm.cli lists them itself."""
    if "reduce" not in cli.COMMANDS:
        monkeypatch.setattr(cli, "COMMANDS", (*cli.COMMANDS, "reduce", "replay"))
    yield


def kernel(text: str) -> tuple[Module, Function]:
    module = parse_module(text)
    return module, module.kernel()


def size(text: str) -> tuple[int, int]:
    return program.size(kernel(text)[1])


# -- edits ----------------------------------------------------------------------------


def dangling_tokens(fn: Function) -> list[str]:
    """Bundles naming a token that is not an instruction of ``fn`` any more."""
    present = {id(i) for i in fn.instructions()}
    return [repr(i) for i in fn.instructions() for v in i.all_operands()
            if isinstance(v, Instruction) and id(v) not in present]


def hearts_first(fn: Function) -> bool:
    for b in fn.blocks:
        body = [i for i in b.instructions if i.opcode != "phi"]
        for k, inst in enumerate(body):
            if inst.callee == "llvm.experimental.convergence.loop" and k != 0:
                return False
    return True


def every_edit(text: str) -> Iterator[tuple[program.Edit, Module, Function]]:
    _, fn = kernel(text)
    for kind in program.PASSES:
        for edit in program.candidates(kind, fn):
            module, copy = kernel(text)
            if program.apply_edit(module, copy, edit):
                yield edit, module, copy


@pytest.mark.parametrize("path", [NOISY, DATA / "loop_heart.ll", BAIT / "unroll_heart.ll",
                                  BAIT / "anchor_sink.ll", BAIT / "dowhile_anchor.ll"],
                         ids=["noisy", "loop_heart", "unroll_heart", "anchor_sink", "dowhile_anchor"])
def test_no_edit_leaves_a_dangling_token_or_moves_a_heart(path: str | Path) -> None:
    text = path if isinstance(path, str) else path.read_text()
    applied = 0
    for edit, module, fn in every_edit(text):
        applied += 1
        assert not dangling_tokens(fn), edit
        assert hearts_first(fn), edit
        printed = print_module(module)
        if edit.kind in ("remove-token", "drop-control", "dce", "bypass-block"):
            parse_module(printed)  # the printed edit is LLVM-parsable
    assert applied > 10


def test_removing_a_token_removes_its_users_or_rewires_them() -> None:
    text = (DATA / "loop_heart.ll").read_text()
    _, fn = kernel(text)
    hearts = [k for k, i in enumerate(fn.instructions())
              if i.callee == "llvm.experimental.convergence.loop"]
    assert hearts
    for variant in (0, 1):
        module, copy = kernel(text)
        heart = list(copy.instructions())[hearts[0]]
        outer = heart.convergence_token
        users = [i for i in copy.instructions() if i.convergence_token is heart]
        assert program.apply_edit(module, copy, program.Edit("remove-token", (hearts[0],), variant))
        assert heart not in list(copy.instructions())
        for user in users:
            if variant == 0:  # rewired to the heart's own parent token
                assert user.convergence_token is outer
            else:  # removed with the token
                assert user not in list(copy.instructions())


def test_drop_control_makes_the_kernel_uncontrolled() -> None:
    module, fn = kernel(NOISY)
    assert program.apply_edit(module, fn, program.Edit("drop-control"))
    text = print_module(module)
    assert "convergence." not in text and "convergencectrl" not in text
    assert ill_formed(*kernel(text), text) is None


def test_bypass_and_remove_edge_keep_phis_consistent() -> None:
    _, fn = kernel(NOISY)
    kept = 0
    for kind in ("remove-edge", "bypass-block", "merge-blocks"):
        for edit in program.candidates(kind, fn):
            module, copy = kernel(NOISY)
            program.apply_edit(module, copy, program.Edit("drop-control"))
            if not program.apply_edit(module, copy, edit):
                continue
            preds = copy.predecessors()
            for b in copy.blocks:
                for phi in b.phis:
                    assert {id(p) for p in phi.blocks} <= {id(p) for p in preds[b]}, edit
            text = print_module(module)
            kept += ill_formed(*kernel(text), text) is None
    assert kept > 5


# -- schedule edits -------------------------------------------------------------------


def test_schedule_edits() -> None:
    _, fn = kernel(NOISY)
    s = NOISY_SCHEDULE.with_choices(Choices(1, (AnchorGroup("a", 0, 1, 2),), 3))
    assert [e.lanes for e in lane_edits(s)] == [(0,), (1,), (2,), (3,), (5,)]
    dropped = apply_schedule_edit(s, fn, ScheduleEdit("drop-lanes", (1, 5)))
    assert dropped is not None and dropped.active_lanes == (0, 2, 3)
    assert apply_schedule_edit(s, fn, ScheduleEdit("drop-lanes", s.active_lanes)) is None
    compact = apply_schedule_edit(dropped, fn, ScheduleEdit("compact"))
    assert compact is not None
    assert (compact.subgroup_size, compact.active_lanes) == (3, (0, 1, 2))
    assert compact.args["x"] == (5, 9, 2)  # lanes 0, 2, 3 renumbered with their inputs
    kinds = [e.kind for e in shape_edits(s)]
    assert "default-choices" in kinds and "step-budget" in kinds
    values = value_edits(s, fn)
    assert all(e.arg != "u" or e.kind == "set-arg" for e in values)  # inreg stays uniform
    assert ScheduleEdit("set-arg", (), "x", 0) in values


# -- end to end -----------------------------------------------------------------------


def write_case(directory: Path, text: str, schedule: Schedule, transform: str,
               model: str = "maximal") -> Path:
    return Reproducer(before=text, schedule=schedule, model=model, function="kernel",
                      verdict="violation", candidate=Candidate("transform", transform).to_json(),
                      message="after shows a behaviour before cannot").write(directory)


def check_reduced(src: Path, out: Path, transform: str) -> dict:
    """The reduced reproducer keeps the verdict and the signature, is well formed and smaller."""
    original, reduced = load(src), load(out)
    assert reduced.verdict == original.verdict
    module, fn = kernel(reduced.before)
    assert ill_formed(module, fn, reduced.before) is None
    before_size, after_size = size(original.before), size(reduced.before)
    assert after_size[0] <= before_size[0] and after_size[1] < before_size[1]
    outcome = replay(reduced, reapply=True)
    assert outcome.verdict == "violation" and outcome.matches
    key = compute_signature("violation", transform, ir=reduced.before)
    assert key.candidate == compute_signature("violation", transform, ir=original.before).candidate
    case = json.loads((out / "case.json").read_text())
    assert case["signature"] == key.key_hash
    assert "fuzzfarm replay" in (out / "README.txt").read_text().splitlines()[4]
    return case["reduction"]


def test_reduce_and_replay_a_noisy_hoist_naive_finding(tmp_path: Path, commands: None,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    src = write_case(tmp_path / "case", NOISY, NOISY_SCHEDULE, "hoist-naive")
    assert cli.main(["replay", str(src)]) == 1  # no after.ll: hoist-naive is re-applied
    out = tmp_path / "reduced"
    assert cli.main(["reduce", str(src), "--out", str(out), "--seconds", "40"]) == 0
    assert "blocks 13 -> " in capsys.readouterr().out
    stats = check_reduced(src, out, "hoist-naive")
    assert stats["blocks_after"] <= 4 and stats["instructions_after"] <= 10
    assert stats["lanes_after"] == 2
    reduced = load(out)
    assert "convergence." not in reduced.before  # the bug does not need the tokens
    assert cli.main(["replay", str(out)]) == 1
    assert "the recorded violation reproduces" in capsys.readouterr().out


@pytest.mark.parametrize(("bait", "transform", "model"), [
    ("sink_texture", "sink-naive", "maximal"),
    ("jump_thread_uncontrolled", "jump-thread-naive", "ipdom"),
    ("tail_merge_ballot", "tail-merge-naive", "maximal"),
    ("unroll_heart", "unroll-naive", "maximal"),
])
def test_reduce_bait_findings(tmp_path: Path, commands: None, bait: str, transform: str,
                              model: str) -> None:
    src = tmp_path / "case"
    args = ["validate", str(BAIT / f"{bait}.ll"), "--transform", transform, "--model", model,
            "--schedules", "6", "--out", str(src)]
    assert cli.main(args) == 1
    out = tmp_path / "reduced"
    assert cli.main(["reduce", str(src), "--out", str(out), "--seconds", "20"]) == 0
    check_reduced(src, out, transform)
    assert cli.main(["replay", str(out)]) == 1


def test_reduce_in_place_keeps_the_original(tmp_path: Path, commands: None) -> None:
    src = tmp_path / "case"
    assert cli.main(["validate", str(BAIT / "hoist_reduction.ll"), "--transform", "hoist-naive",
                     "--out", str(src)]) == 1
    before = (src / "before.ll").read_text()
    assert cli.main(["reduce", str(src), "--seconds", "10"]) == 0
    assert (src / "original" / "before.ll").read_text() == before
    assert size((src / "before.ll").read_text())[1] < size(before)[1]


def test_parallel_reduction_gives_the_same_result(tmp_path: Path) -> None:
    src = write_case(tmp_path / "case", (BAIT / "hoist_reduction.ll").read_text(),
                     Schedule.full(3, {"x": [7, 63, 0]}), "hoist-naive")
    one = reduce_reproducer(src, tmp_path / "one", seconds=30, jobs=1).reduced
    two = reduce_reproducer(src, tmp_path / "two", seconds=30, jobs=2).reduced
    assert one.stats.complete and two.stats.complete
    assert (one.before, one.schedule) == (two.before, two.schedule)


def test_reduce_an_llvm_crash_keeps_its_signature_key(tmp_path: Path) -> None:
    src = tmp_path / "case"
    text = (DATA / "loop_deletion_crash.ll").read_text()
    _, fn = kernel(text)
    Reproducer(before=text, schedule=Schedule.full(1, {"n": [3]}), model="maximal",
               function="k", verdict="crash",
               candidate=Candidate("pipeline", "simplifycfg,loop-deletion").to_json(),
               message="recorded elsewhere").write(src)
    report = reduce_reproducer(src, tmp_path / "reduced", seconds=10)
    assert report.bisect is not None and report.bisect.pass_name == "loop-deletion"
    assert report.signature == report.original_signature  # crash state + bisected pass
    reduced = load(tmp_path / "reduced")
    assert crash_state(reduced.message) == report.target.crash_state
    assert "Assertion" in reduced.message and not (tmp_path / "reduced" / "after.ll").exists()
    assert size(reduced.before)[1] < size(text)[1]
    assert json.loads((tmp_path / "reduced" / "case.json").read_text())["bisected_pass"] == \
        "loop-deletion"
    outcome = replay(reduced)
    assert outcome.verdict == "crash" and outcome.matches


def test_reduce_an_ill_formed_after_from_opt_19(tmp_path: Path, commands: None) -> None:
    """LLVM 19.1's SimplifyCFG merges a block starting with convergence.loop behind the entry
    intrinsic (fixed in 22.1): opt-19's own verifier rejects the output and aborts."""
    src = tmp_path / "case"
    assert cli.main(["validate", str(DATA / "opt19_simplifycfg_heart.ll"), "--opt", "opt-19",
                     "--pipeline", "default<O3>", "--out", str(src)]) == 1
    assert load(src).verdict == "ill-formed-after"
    report = reduce_reproducer(src, tmp_path / "reduced", seconds=30, opt_path="opt-19")
    assert report.bisect is not None and report.bisect.method == "opt-bisect"
    assert "SimplifyCFG" in report.bisect.pass_name
    reduced = load(tmp_path / "reduced")
    assert reduced.message.startswith(
        "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.")
    # The entry intrinsic, a branch, the loop intrinsic and a ret: what SimplifyCFG merges.
    assert size(reduced.before) == (2, 4)
    assert replay(reduced, reapply=True, opt_path="opt-19").matches
    fields = report.reproducer_fields()
    assert fields["command"].startswith("fuzzfarm replay ")


def test_bad_reproducers_are_usage_errors(tmp_path: Path, commands: None,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["reduce", str(tmp_path)]) == 2
    assert cli.main(["replay", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("not a reproducer directory" in line for line in err)


def test_a_case_that_does_not_fail_is_not_reduced(tmp_path: Path, commands: None) -> None:
    src = write_case(tmp_path / "case", (BAIT / "hoist_uniform.ll").read_text(),
                     Schedule.full(2, {"x": [1, 2], "u": [3, 3]}), "hoist-naive")
    assert cli.main(["reduce", str(src), "--seconds", "5"]) == 3
    assert not (src / "original").exists()


# -- measurement ----------------------------------------------------------------------


def find_violations(count: int, budget: float) -> Iterator[tuple[str, Reproducer]]:
    """Naive-transform violations on generated programs, searching seeds in order."""
    from fuzzfarm.candidates import apply
    from fuzzfarm.refinement.check import check_refinement
    from generators.programs import generate
    from generators.schedules import generate_schedule

    deadline = time.monotonic() + budget
    found = 0
    transforms = ("hoist-naive", "sink-naive", "tail-merge-naive", "speculate-naive",
                  "jump-thread-naive", "rotate-naive")
    for seed in range(100_000):
        if found >= count or time.monotonic() > deadline:
            return
        prog = generate(seed, style="uncontrolled")
        fn = prog.kernel
        for name in transforms:
            try:
                result = apply(Candidate("transform", name), prog.module, fn.name, seed=seed)
            except Exception:  # noqa: BLE001 - a transform defect is not this test's business
                continue
            if result.status != "ok" or not result.fired or result.module is None:
                continue
            after = result.module.kernel(fn.name)
            for model in ("maximal", "ipdom"):
                schedules = [generate_schedule(fn, seed * 1009 + i, subgroup_size=4 + i)
                             for i in range(3)]
                verdict = check_refinement(fn, after, schedules, model, max_runs=16)
                if verdict.counterexample is not None:
                    found += 1
                    yield f"{name}@{seed}/{model}", Reproducer(
                        before=prog.text, schedule=verdict.counterexample.schedule, model=model,
                        function=fn.name, verdict="violation",
                        candidate=Candidate("transform", name).to_json(),
                        extra={"seed": seed, "max_runs": 16})
                    break


@pytest.mark.slow
def test_measure_reduction_of_generated_findings(tmp_path: Path) -> None:
    """About ten naive-transform findings on generated programs: medians before/after."""
    rows = []
    for k, (label, rep) in enumerate(find_violations(10, budget=3600)):
        src = rep.write(tmp_path / f"case{k}")
        report = reduce_reproducer(src, tmp_path / f"reduced{k}", seconds=30)
        s = report.reduced.stats
        rows.append((label, s.blocks_before, s.instructions_before, s.blocks_after,
                     s.instructions_after, s.seconds))
        print(label, s.describe())
    assert len(rows) >= 5
    blocks, insts, blocks_after, insts_after, seconds = (
        statistics.median(r[i] for r in rows) for i in range(1, 6))
    print(f"median blocks {blocks} -> {blocks_after}, instructions {insts} -> {insts_after}, "
          f"{seconds:.1f} s")
    assert blocks_after <= 8
    assert sum(r[5] <= 35 for r in rows) > len(rows) / 2


def test_reduction_does_not_depend_on_the_wall_clock(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets are counted in work: a machine a thousand times slower (every clock reading a
    minute later than the last) reduces to the same case, so its signature key is the same."""
    import fuzzfarm.reduce.reducer as reducer

    src = write_case(tmp_path / "case", (BAIT / "hoist_reduction.ll").read_text(),
                     Schedule.full(3, {"x": [7, 63, 0]}), "hoist-naive")
    normal = reduce_reproducer(src, tmp_path / "normal", seconds=30).reduced

    class Crawling:
        now = 0.0

        def monotonic(self) -> float:
            self.now += 60.0
            return self.now

    monkeypatch.setattr(reducer, "time", Crawling())
    slow = reduce_reproducer(src, tmp_path / "slow", seconds=30).reduced
    assert normal.stats.complete and slow.stats.complete
    assert (slow.before, slow.schedule) == (normal.before, normal.schedule)
    assert (slow.stats.work, slow.stats.evaluations) == (normal.stats.work, normal.stats.evaluations)
    assert slow.stats.seconds > 30  # the wall clock (shown, never obeyed) did run


def test_a_candidate_past_its_limit_is_cut_by_its_work() -> None:
    """A candidate costing more than its limit (say, a loop exit turned into a back edge)
    ends ``timeout``, the same way every time, without a signal (no alarm can fire inside
    a finalizer)."""
    import signal

    from fuzzfarm.reduce.interesting import EVALUATION_WORK, Target, evaluate

    text = (BAIT / "hoist_reduction.ll").read_text()
    target = Target("violation", Candidate("transform", "hoist-naive"), "kernel")
    schedule = Schedule.full(3, {"x": [7, 63, 0]})
    first = evaluate(target, text, schedule)
    assert first.matches and first.work > EVALUATION_WORK
    handler = signal.getsignal(signal.SIGALRM)
    limit = (first.work - EVALUATION_WORK) // 2  # half of what the oracle needs
    cut = [evaluate(target, text, schedule, limit=limit) for _ in range(2)]
    assert [c.verdict for c in cut] == ["timeout"] * 2 and not cut[0].matches
    assert limit < cut[0].work - EVALUATION_WORK < first.work - EVALUATION_WORK
    assert cut[0].work == cut[1].work
    assert signal.getsignal(signal.SIGALRM) is handler
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_a_bisection_probe_past_its_work_limit_names_no_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bisection probes are judged under the reducer's per-candidate work limit: a
    campaign's worker once spent many minutes sampling anchor groupings for one probe.
    A probe past the limit ends the bisection without a pass (never a wrong one)."""
    from fuzzfarm.reduce import cases
    from fuzzfarm.reduce.interesting import Evaluation, Target
    from fuzzfarm.reduce.reducer import MIN_LIMIT, Reduced, ReductionStats
    from fuzzfarm.work import charge

    text = (BAIT / "hoist_reduction.ll").read_text()
    target = Target("violation", Candidate("pipeline", "O2"), "kernel")
    schedule = Schedule.full(3, {"x": [7, 63, 0]})
    reduced = Reduced(text, schedule, Evaluation("violation", work=10), ReductionStats(0, 0, 0))
    probes: list[str] = []

    def costly(target, before, schedule, after_text):  # type: ignore[no-untyped-def]
        probes.append(after_text)
        charge(MIN_LIMIT + 1)  # the work of a sampled listing that runs away
        return True

    monkeypatch.setattr(cases, "judge_after_text", costly)
    found, note = cases._bisect(target, reduced)
    assert found is None and "work limit" in note, note
    assert len(probes) == 1  # the first probe stopped the bisection


def test_an_ill_formed_target_is_judged_without_the_oracles(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bisecting an ill-formed-after finding asks, per probe, whether *after* breaks the
    same static rule; a well-formed probe cannot, so the oracles (which can take minutes
    sampling groupings) are never run for it."""
    import fuzzfarm.refinement.check as check
    from fuzzfarm.reduce.interesting import Target, judge_after_text

    calls: list[object] = []
    monkeypatch.setattr(check, "check_refinement", lambda *a, **k: calls.append(a))
    text = (BAIT / "hoist_reduction.ll").read_text()
    target = Target("ill-formed-after", Candidate("pipeline", "O2"), "kernel",
                    verifier_line="anything")
    assert judge_after_text(target, text, Schedule.full(3, {"x": [7, 63, 0]}), text) is False
    assert calls == []
