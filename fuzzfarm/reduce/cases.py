"""Replay and reduce findings: in memory (:func:`reduce_finding`), or reproducer
directories in and out (:func:`reduce_reproducer`, ``fuzzfarm reduce``).

A reproducer (see :mod:`fuzzfarm.reproducer`) written by ``fuzzfarm validate
--out`` or by the farm holds the kernel, the schedule and the candidate. Its
``case.json`` may carry ``seed`` (our transforms pick their site with
``random.Random(seed)``; default 0) and ``max_runs`` (default 64, as
``validate``); a reduced reproducer always records both, plus the reduction
statistics, the bisected pass and the signature key.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fuzzfarm.analysis.limits import size_problem
from fuzzfarm.candidates import Candidate
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import verify
from fuzzfarm.reduce.bisect import BisectError, BisectResult, bisect_pipeline, bisectable
from fuzzfarm.reduce.interesting import (
    Evaluation,
    Target,
    evaluate,
    ill_formed,
    judge,
    judge_after_text,
    make_target,
    same_codegen_failure,
    verifier_line,
)
from fuzzfarm.reduce.reducer import LIMIT_FACTOR, MIN_LIMIT, NotReproduced, Reduced, reduce_case
from fuzzfarm.reproducer import Reproducer, holds_reproducer, validate_command
from fuzzfarm.vocabulary import BUG_KINDS, Verdict
from fuzzfarm.work import WorkLimitExceeded, metered
from oracles.reference import check_schedule
from storage.signatures import compute_signature, crash_state, normalize_pass


class BadReproducer(ValueError):
    """The directory is not a usable reproducer (the message says why)."""


@dataclass
class ReduceReport:
    """What a reduction did: the reduced reproducer (in memory), the reduction, the
    bisection, and the directory it was written to (None until :meth:`write`)."""

    reproducer: Reproducer
    reduced: Reduced
    target: Target
    bisect: BisectResult | None
    bisect_note: str
    signature: str
    original_signature: str
    directory: Path | None = None

    def stats(self) -> dict[str, Any]:
        """The sizes before and after and the time spent (what the store keeps)."""
        s = self.reduced.stats
        return dict(blocks_before=s.blocks_before, instructions_before=s.instructions_before,
                    blocks_after=s.blocks_after, instructions_after=s.instructions_after,
                    reduction_seconds=s.seconds)

    def reproducer_fields(self) -> dict[str, Any]:
        """Keyword arguments for ``storage.store.Store.add_reproducer`` (besides the ids)."""
        d = self.directory
        assert d is not None, "write() the reproducer first"
        return dict(directory=str(d), before_ll=self.reduced.before,
                    after_ll=self.reduced.outcome.after,
                    schedule=self.reproducer.schedule_text(),
                    command=f"fuzzfarm replay {d}", **self.stats())

    def write(self, dest: Path) -> None:
        """Write the reduced reproducer to ``dest`` (replacing the files there)."""
        if self.reproducer.after is None and (dest / "after.ll").exists():
            (dest / "after.ll").unlink()
        self.reproducer.write(dest, replace=True)
        (dest / "README.txt").write_text(readme(dest, self.target, self.reduced, self.bisect))
        self.directory = dest

    def describe(self) -> str:
        lines = [f"reduced {self.target.kind}: {self.reduced.stats.describe()}"]
        if self.bisect is not None:
            lines.append(f"bisected: {self.bisect.describe()}")
        if self.bisect_note:
            lines.append(f"{'warning' if self.bisect else 'bisection'}: {self.bisect_note}")
        same = "same key" if self.signature == self.original_signature else "new key"
        lines.append(f"signature {self.signature[:16]} ({same} as the unreduced case)")
        if self.directory is not None:
            lines.append(f"written to {self.directory}")
        return "\n".join(lines)


def load(directory: str | Path) -> Reproducer:
    """Read a reproducer directory; :class:`BadReproducer` with a one-line reason."""
    d = Path(directory)
    if not (d / "case.json").is_file() or not (d / "before.ll").is_file():
        raise BadReproducer(f"{d} is not a reproducer directory (needs before.ll and case.json)")
    try:
        return Reproducer.read(d)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise BadReproducer(f"cannot read reproducer {d}: {exc}") from None


def recorded_target(rep: Reproducer, opt_path: str | None = None) -> Target:
    """The failure the reproducer records, as far as its files say (no rerun).

    A reproducer may come from a CI artefact or a bug report: the ``opt_path``
    its case.json names is never executed. A candidate that runs an external
    opt runs ``opt_path``, the binary the user names on the command line, or is
    refused (:class:`BadReproducer`).
    """
    if rep.candidate is None:
        cand = Candidate("transform", "")  # AFTER was given as a file: nothing to re-apply
    else:
        try:
            cand = Candidate.from_json(rep.candidate)
            if cand.kind not in ("transform", "pipeline", "opt", "codegen") or not isinstance(cand.name, str):
                raise TypeError(f"kind {cand.kind!r}")
        except (KeyError, TypeError, AttributeError) as exc:
            raise BadReproducer(f"case.json has an unreadable candidate: {exc}") from None
        if cand.kind == "opt":
            if opt_path is None:
                raise BadReproducer(f"the reproducer's candidate runs an external opt "
                                    f"({cand.opt_path}); name the binary to run with --opt PATH")
            cand = dataclasses.replace(cand, opt_path=opt_path)
    try:
        seed, max_runs = int(rep.extra.get("seed", 0)), int(rep.extra.get("max_runs", 64))
    except (TypeError, ValueError) as exc:
        raise BadReproducer(f"case.json: 'seed' and 'max_runs' must be whole numbers ({exc})") from None
    if max_runs < 1:
        raise BadReproducer("case.json: 'max_runs' must be at least 1")
    try:  # a hang is replayed with the timeout it was found with
        timeout = float(rep.extra.get("case_timeout") or 30.0) if rep.verdict == Verdict.HANG else 30.0
    except (TypeError, ValueError):
        raise BadReproducer("case.json: 'case_timeout' must be a number of seconds") from None
    return Target(
        rep.verdict, cand, rep.function, rep.model, seed, max_runs,
        crash_state(rep.message) if rep.verdict == "crash" else "",
        verifier_line(rep.verdict, rep.message),
        frozenset({rep.extra["claim_kind"]}) if rep.extra.get("claim_kind") else frozenset(),
        timeout=min(max(timeout, 0.5), 600.0),
    )


def checked_before(rep: Reproducer) -> Function:
    """The reproducer's kernel; :class:`BadReproducer` when before.ll is unreadable or ill formed."""
    try:
        module = parse_module(rep.before)
        before = module.kernel(rep.function)
    except (IRError, KeyError) as exc:
        raise BadReproducer(f"before.ll: {exc}") from None
    problem = size_problem(before) or ill_formed(module, before, rep.before)
    if problem:
        raise BadReproducer(f"before.ll is ill-formed: {problem}")
    return before


def replay(rep: Reproducer, *, reapply: bool = False, opt_path: str | None = None) -> Evaluation:
    """Re-run a reproducer: *after.ll* against *before* when there is one (unless ``reapply``),
    else the candidate re-applied to *before*. ``matches`` says whether the failure is the
    recorded one. :class:`BadReproducer` when *before* is unreadable or ill formed."""
    reapply = reapply or rep.verdict == "codegen"  # after.ll is IR; the failure is in codegen
    needs_candidate = reapply or rep.after is None
    target = recorded_target(rep, opt_path) if needs_candidate else recorded_target_no_run(rep)
    before = checked_before(rep)
    if target.kind in (Verdict.VIOLATION, Verdict.INCONCLUSIVE, Verdict.PASS):
        try:  # its verdict is the oracles' on the schedule: one that cannot launch the kernel is bad input
            check_schedule(before, rep.schedule)
        except ValueError as exc:
            raise BadReproducer(f"schedule.json cannot launch @{before.name}: {exc}") from None
    if rep.after is not None and not reapply:
        outcome = _replay_after(target, before, rep)
    elif rep.candidate is None:
        raise BadReproducer("the reproducer has neither after.ll nor a candidate to re-apply")
    else:
        outcome = evaluate(target, rep.before, rep.schedule, check_input=False)
    outcome.matches = outcome.verdict == target.kind and (
        target.kind in (Verdict.VIOLATION, Verdict.HANG) or _same_text(target, outcome)
        or target.kind == Verdict.UNSOUND_UNIFORMITY
        and (not target.differences or bool(outcome.differences & target.differences)))
    return outcome


def recorded_target_no_run(rep: Reproducer) -> Target:
    """The recorded target when nothing will be re-applied (comparing after.ll needs no opt)."""
    if isinstance(rep.candidate, dict) and rep.candidate.get("kind") == "opt":
        return recorded_target(rep, opt_path=str(rep.candidate.get("opt_path") or "opt"))
    return recorded_target(rep)


def _same_text(target: Target, outcome: Evaluation) -> bool:
    if target.kind == "crash":
        return crash_state(outcome.message) == target.crash_state
    if target.kind == "codegen":
        return same_codegen_failure(target.verifier_line, outcome.message)
    return verifier_line(target.kind, outcome.message) == target.verifier_line


def _replay_after(target: Target, before: Function, rep: Reproducer) -> Evaluation:
    assert rep.after is not None
    problem = verify(rep.after)
    if problem is not None:
        return Evaluation("ill-formed-after", problem, rep.after)
    try:
        after_module = parse_module(rep.after)
    except IRError as exc:
        raise BadReproducer(f"after.ll: {exc}") from None
    return judge(target, before, after_module, rep.after, rep.schedule)


def reduce_reproducer(directory: str | Path, out: str | Path | None = None, *,
                      seconds: float = 30, jobs: int = 1, bisect: bool = True,
                      opt_path: str | None = None,
                      log: Callable[[str], None] | None = None) -> ReduceReport:
    """Reduce the reproducer in ``directory`` and write the result to ``out`` (default: in
    place, the original files moved to ``directory/original/``).

    Raises :class:`BadReproducer` (nothing to reduce) or :class:`NotReproduced`.
    ``opt_path`` is the external opt binary the *user* names (see :func:`recorded_target`).
    """
    rep = load(directory)
    dest = Path(out) if out is not None else Path(directory)
    if out is not None and holds_reproducer(dest):
        raise BadReproducer(f"{dest} already holds a reproducer (choose another --out)")
    report = reduce_finding(rep, seconds=seconds, jobs=jobs, bisect=bisect, opt_path=opt_path,
                            log=log)
    if out is None:
        _keep_original(dest)
    report.write(dest)
    return report


def reduce_finding(rep: Reproducer, *, seconds: float = 30, jobs: int = 1, bisect: bool = True,
                   opt_path: str | None = None,
                   log: Callable[[str], None] | None = None) -> ReduceReport:
    """Reduce (and bisect) the finding ``rep`` holds, in memory: nothing is read or written.

    Raises :class:`BadReproducer` (nothing to reduce) or :class:`NotReproduced`.
    """
    if rep.verdict not in BUG_KINDS:
        raise BadReproducer(f"verdict {rep.verdict!r} is not a finding: nothing to reduce")
    if rep.candidate is None:
        raise BadReproducer("the reproducer compares two given files and names no candidate: "
                            "a reduced kernel has nothing to be re-optimized by")
    provisional = recorded_target(rep, opt_path)
    checked_before(rep)
    first = evaluate(provisional, rep.before, rep.schedule, check_input=False)
    if first.verdict != rep.verdict:
        hint = (" (case.json has no 'seed': the transform ran with seed 0)"
                if provisional.candidate.kind == "transform" and "seed" not in rep.extra else "")
        raise NotReproduced(f"the case gives {first.verdict}, not the recorded {rep.verdict}"
                            f"{hint}")
    target = make_target(rep.verdict, provisional.candidate, rep.function, first,
                         model=rep.model, seed=provisional.seed, max_runs=provisional.max_runs)
    reduced = reduce_case(target, rep.before, rep.schedule, seconds=seconds, jobs=jobs, log=log)
    found, note = None, ""
    if target.kind == Verdict.UNSOUND_UNIFORMITY:
        note = "an analysis defect: the analysed kernel is the reproducer, nothing to bisect"
    elif bisectable(target.candidate, target.kind):
        if bisect:
            found, note = _bisect(target, reduced)
    elif target.candidate.kind == "transform":
        note = "one of our transforms: nothing to bisect"
    else:
        note = "not bisected: the back end's failure (it names its own pass) or a hang"
    recorded = rep.extra.get("bisected_pass")
    if found is not None and recorded and normalize_pass(recorded) != normalize_pass(found.pass_name):
        note = (f"the reduced case bisects to {found.pass_name}, the original was recorded "
                f"as {recorded}: possibly another bug")
    pass_name = found.pass_name if found else recorded
    # Both keys with the same bisected pass: it is a property of the bug, not of the reduction.
    key = _signature(target, reduced.outcome.message, reduced.before, pass_name)
    original_key = _signature(target, first.message, rep.before, pass_name)
    return ReduceReport(_reduced(rep, target, reduced, found, key), reduced, target, found, note,
                        key, original_key)


def _bisect(target: Target, reduced: Reduced) -> tuple[BisectResult | None, str]:
    # Each probe may cost what one reduction candidate may (reducer.LIMIT_FACTOR times
    # the reduced case's work): a probe's pipeline prefix can leave a program whose
    # sampled groupings take minutes, and a campaign's worker must not stall on it.
    limit = max(MIN_LIMIT, int(LIMIT_FACTOR * reduced.outcome.work))

    def still_fails(after_text: str) -> bool:
        try:
            with metered(limit):
                return judge_after_text(target, reduced.before, reduced.schedule, after_text)
        except WorkLimitExceeded as exc:
            raise BisectError(f"a bisection probe passed its work limit ({exc}): "
                              "no pass named") from exc

    def on_crash(message: str) -> bool:
        return target.kind == "crash" and crash_state(message) == target.crash_state

    def on_ill_formed(message: str) -> bool:
        # The optimizer's own verifier said it (an external opt may print no output).
        return target.kind == "ill-formed-after" and verifier_line(target.kind, message) == target.verifier_line

    try:
        return bisect_pipeline(reduced.before, target.candidate, still_fails,
                               on_crash=on_crash, on_ill_formed=on_ill_formed), ""
    except BisectError as exc:
        return None, str(exc)


def _signature(target: Target, message: str, ir: str, pass_name: str | None) -> str:
    return compute_signature(target.kind, target.candidate.name, bisected_pass=pass_name,
                             message=message, ir=ir).key_hash


def _keep_original(directory: Path) -> None:
    keep = directory / "original"
    if keep.exists():
        return  # reduced before: the first original stays
    keep.mkdir()
    for name in ("before.ll", "after.ll", "schedule.json", "case.json", "README.txt"):
        if (directory / name).exists():
            shutil.copy2(directory / name, keep / name)


def _reduced(rep: Reproducer, target: Target, reduced: Reduced, found: BisectResult | None,
             key: str) -> Reproducer:
    """The reproducer of the reduced case: what it shows, how it was found, its signature."""
    outcome = reduced.outcome
    extra = dict(rep.extra)
    extra.update(seed=target.seed, max_runs=target.max_runs, signature=key,
                 reduction=reduced.stats.to_json())
    if found is not None:
        extra.update(bisected_pass=found.pass_name, bisected_index=found.index,
                     bisected_total=found.total)
    if outcome.counterexample:
        extra["counterexample"] = outcome.counterexample
    return Reproducer(before=reduced.before, schedule=outcome.schedule or reduced.schedule,
                      model=target.model, function=target.function, verdict=target.kind,
                      after=outcome.after, candidate=target.candidate.to_json(),
                      message=outcome.message, extra=extra)


def readme(dest: Path, target: Target, reduced: Reduced, found: BisectResult | None) -> str:
    """The README of a reduced reproducer: the replay command first, then what it shows."""
    outcome = reduced.outcome
    lines = [f"fuzzfarm reproducer: {target.kind} (reduced)",
             (outcome.message.splitlines() or [""])[0], "", "replay:",
             f"  fuzzfarm replay {dest}"]
    if outcome.after is not None:
        lines += ["the same check, on the files:", f"  {validate_command(dest, target.model)}"]
    lines += ["", f"candidate: {target.candidate.label}"
              + (f" (seed {target.seed})" if target.candidate.kind == "transform" else "")]
    if found is not None:
        lines.append(f"bisected: {found.describe()}")
    lines.append(f"reduction: {reduced.stats.describe()}")
    if outcome.counterexample:
        lines += ["", outcome.counterexample]
    return "\n".join(lines) + "\n"


__all__ = ["BadReproducer", "NotReproduced", "ReduceReport", "load", "reduce_finding", "reduce_reproducer",
           "replay"]
