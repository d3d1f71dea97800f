"""Is a reduced case still the same failure? The reducer's predicate.

A case is a kernel text (*before*), a schedule and a :class:`Target`: the
candidate to re-apply and the parts of the finding's signature that must stay
fixed. :func:`evaluate` computes the verdict exactly as ``fuzzfarm validate``
does (a crash or ill-formed output of the candidate, our static rules on the
output, then the refinement check on the one schedule) and :func:`same_failure`
decides whether it is still the same bug.

"Same" is what :mod:`storage.signatures` keys a bug by, minus the part a
reduction changes on purpose:

- a **crash** must keep its crash state (the assertion text; with the
  candidate string unchanged this is the *same signature key*);
- an **ill-formed-after** must keep the normalized first line of the verifier
  (or static-rule) message;
- a **codegen** failure must keep its first line and the pass it happened in;
- a **violation** must keep a counterexample, and one whose differences share a
  class (return value, buffer, barrier, outcome) with the original's: a
  barrier bug must not slip into an unrelated undefined-behaviour bug while
  shrinking;
- an **unsound-uniformity** must still refute a claim of the same kind
  (argument, data, phi, temporal, terminator), kept in ``differences``.

The signature's shape for violations and ill-formed-after is the normalized
*reduced* program, so its key necessarily changes with reduction; what stays
fixed is its kind and its candidate-after-bisection (the reducer bisects the
reduced case again and reports whether the pass is still the same one).

Before any of this, the reduced *before* must be well formed (LLVM's verifier
and our static rules): an ill-formed input proves nothing.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import PassRunner, verify
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, Verdict
from fuzzfarm.wellformed import check_well_formed
from fuzzfarm.work import WorkLimitExceeded, metered
from storage.signatures import crash_state, normalize_message


@dataclass(frozen=True)
class Target:
    """The failure a reduction must preserve (see the module docstring)."""

    kind: str
    candidate: Candidate
    function: str
    model: Model = DEFAULT_MODEL
    seed: int = 0
    max_runs: int = 64
    crash_state: str = ""
    verifier_line: str = ""
    differences: frozenset[str] = frozenset()
    timeout: float = 30.0


@dataclass
class Evaluation:
    """The verdict of one case, small enough to send back from a worker process."""

    verdict: str
    message: str = ""
    after: str | None = None
    differences: frozenset[str] = frozenset()
    counterexample: str = ""
    schedule: Schedule | None = None  # the counterexample's schedule, with after's choices
    matches: bool = False
    notes: list[str] = field(default_factory=list)
    #: What the evaluation cost, in :mod:`fuzzfarm.work` units (set by :func:`evaluate`).
    work: int = 0


_RUNNERS: dict[str, PassRunner] = {}


def runner(triple: str, timeout: float) -> PassRunner:
    """One persistent LLVM worker per triple in this process (restarted after crashes)."""
    if triple not in _RUNNERS:
        _RUNNERS[triple] = PassRunner(triple, timeout=timeout)
    return _RUNNERS[triple]


def close_runners() -> None:
    for r in _RUNNERS.values():
        with contextlib.suppress(Exception):
            r.close()
    _RUNNERS.clear()


_INHERITED: list[PassRunner] = []


def forget_runners() -> None:
    """In a forked child: stop using the parent's workers without closing them (they are the
    parent's; keeping a reference also keeps their finalizer from running here)."""
    _INHERITED.extend(_RUNNERS.values())
    _RUNNERS.clear()


def ill_formed(module: Module, fn: Function, text: str) -> str | None:
    """Why ``fn`` is not a valid input (static rules, then LLVM's verifier), or None."""
    return check_well_formed(fn, module, text=text).first


def difference_classes(whats: list[str]) -> frozenset[str]:
    """``"buffer 0 byte 4"`` -> ``"buffer"``: the class of each observable difference."""
    return frozenset(w.split()[0] for w in whats if w)


def first_line(message: str) -> str:
    return normalize_message(next((ln for ln in message.splitlines() if ln.strip()), ""))


def codegen_line(message: str) -> str:
    """A back end's failure as the reducer keeps it: the first line and the pass, if named."""
    from fuzzfarm.llvm.codegen import failure_pass

    pass_name = failure_pass(message)
    return first_line(message) + (f" | in pass: {pass_name}" if pass_name else "")


def same_codegen_failure(line: str, message: str) -> bool:
    """Same first line, and the same pass where both name one (a pass found by opt-bisect
    is not named again by a plain run)."""
    first, _, pass_a = line.partition(" | ")
    other, _, pass_b = codegen_line(message).partition(" | ")
    return first == other and (pass_a == pass_b or not pass_a or not pass_b)


def verifier_line(kind: str, message: str) -> str:
    """What a reduction of an ``ill-formed-after`` or ``codegen`` finding must keep."""
    if kind == "ill-formed-after":
        return first_line(message)
    return codegen_line(message) if kind == "codegen" else ""


#: Work (:mod:`fuzzfarm.work` units) an evaluation costs besides the oracle's: making
#: the candidate, parsing, printing, the static rules and the candidate's pipeline,
#: about 12 ms of one core of the reference machine
#: (:data:`fuzzfarm.reduce.reducer.WORK_PER_SECOND`).
EVALUATION_WORK = 900


def evaluate(target: Target, text: str, schedule: Schedule, *, check_input: bool = True,
             limit: int | None = None) -> Evaluation:
    """The verdict of ``text`` (before) on ``schedule`` and whether it is still the target.

    ``limit`` bounds the oracle's work (:mod:`fuzzfarm.work`): past it the verdict
    is ``timeout``, never a match. A reduction step can turn a loop exit into a
    back edge, and every thread then runs to the step budget in every explored
    choice, which takes minutes. ``Evaluation.work`` is what the evaluation cost.
    """
    with metered() as meter:
        try:
            with metered(limit):
                outcome = _evaluate(target, text, schedule, check_input)
        except WorkLimitExceeded as exc:
            outcome = Evaluation("timeout", f"no verdict: {exc}")
        except Exception as exc:  # noqa: BLE001 - a reduction may provoke any defect: not ours
            outcome = Evaluation("error", f"{type(exc).__name__}: {exc}")
    outcome.work = EVALUATION_WORK + meter.used
    outcome.matches = same_failure(target, outcome)
    return outcome


def _evaluate(target: Target, text: str, schedule: Schedule, check_input: bool) -> Evaluation:
    try:
        module = parse_module(text)
        fn = module.kernel(target.function)
    except (IRError, KeyError) as exc:
        return Evaluation("rejected", f"unreadable: {exc}")
    if check_input:
        problem = ill_formed(module, fn, text)
        if problem:
            return Evaluation("rejected", f"before is ill-formed: {problem}")
    cand = target.candidate
    if target.kind == Verdict.UNSOUND_UNIFORMITY:
        return judge_uniformity(target, module, fn, text, schedule)
    run = runner(cand.triple, target.timeout) if cand.kind == "pipeline" else None
    result = apply(cand, module, fn.name, seed=target.seed, runner=run, timeout=target.timeout)
    if result.status in ("crash", "ill-formed-after", "codegen"):
        return Evaluation(result.status, result.message, result.text)
    if result.status == "timeout" and target.kind == Verdict.HANG:
        return Evaluation(Verdict.HANG, f"hang: no result within {target.timeout:g} s", result.text)
    if result.status != "ok" or result.module is None:
        verdict = "inconclusive" if result.status == "timeout" else "error"
        return Evaluation(verdict, result.message, result.text)
    return judge(target, fn, result.module, result.text, schedule)


def judge(target: Target, before: Function, after_module: Module, after_text: str | None,
          schedule: Schedule) -> Evaluation:
    """The verdict for an *after* that the candidate produced without crashing."""
    from fuzzfarm.refinement.check import check_refinement
    from oracles.reference import check_schedule

    try:
        after_fn = after_module.kernel(target.function)
    except KeyError:
        return Evaluation("inconclusive", "the candidate removed the kernel", after_text)
    problem = check_well_formed(after_fn, after_module, llvm=False).first  # LLVM verified it already
    if problem:
        return Evaluation(Verdict.ILL_FORMED_AFTER, problem, after_text)
    try:  # a crash's reproducer carries no schedule: the oracles have nothing to run
        check_schedule(before, schedule)
    except ValueError as exc:
        return Evaluation("inconclusive", f"the oracles cannot run this schedule: {exc}", after_text)
    verdict = check_refinement(before, after_fn, [schedule], target.model, max_runs=target.max_runs)
    cex = verdict.counterexample
    if cex is None:
        return Evaluation(verdict.kind.value, verdict.message, after_text, notes=verdict.notes)
    return Evaluation(verdict.kind.value, verdict.message, after_text,
                   difference_classes([d.what for d in cex.differences]),
                   cex.describe(), cex.schedule)


def judge_uniformity(target: Target, module: Module, fn: Function, text: str,
                     schedule: Schedule) -> Evaluation:
    """The uniformity verdict of ``text`` (after the candidate's pipeline, if it has one)."""
    from fuzzfarm.uniformity.case import PRINTER, check_kernel

    cand = target.candidate
    analysed = text
    if cand.name != PRINTER:
        result = apply(cand, module, fn.name, seed=target.seed, timeout=target.timeout)
        if result.status != "ok" or result.text is None:
            return Evaluation(result.status, result.message, result.text)
        analysed = result.text
    out = check_kernel(analysed, target.function, [schedule], opt=cand.opt_path or "opt",
                       triple=cand.triple)
    kinds = frozenset({out.claim_kind}) if out.claim_kind else frozenset()
    return Evaluation(out.verdict, out.message, None if cand.name == PRINTER else analysed, kinds,
                   out.details if out.claim_kind else "", out.schedule)


def judge_after_text(target: Target, before_text: str, schedule: Schedule, after_text: str) -> bool:
    """Does this *after* (e.g. a bisection step's output) show the target failure?

    Only a violation needs the refinement check (and *before*); an ill-formed *after*
    is judged by LLVM's verifier and our static rules alone, since running the oracles
    on it cannot match the target, and no other kind is judged on an *after* text."""
    if target.kind == Verdict.ILL_FORMED_AFTER:
        problem = verify(after_text)
        if problem is not None:
            return same_failure(target, Evaluation(Verdict.ILL_FORMED_AFTER, problem))
        try:
            return _ill_formed_matches(target, parse_module(after_text))
        except IRError:
            return False
    if target.kind != Verdict.VIOLATION:
        return False
    try:
        before = parse_module(before_text).kernel(target.function)
        module = parse_module(after_text)
    except (IRError, KeyError):
        return False
    try:
        return same_failure(target, judge(target, before, module, after_text, schedule))
    except WorkLimitExceeded:
        raise  # the caller's limit: not an answer about this after
    except Exception:  # noqa: BLE001
        return False


def _ill_formed_matches(target: Target, module: Module) -> bool:
    try:
        problem = check_well_formed(module.kernel(target.function), module, llvm=False).first
    except KeyError:
        return False
    return problem is not None and same_failure(target, Evaluation(Verdict.ILL_FORMED_AFTER, problem))


def same_failure(target: Target, outcome: Evaluation) -> bool:
    """Is ``outcome`` the failure ``target`` describes (see the module docstring)?"""
    if outcome.verdict != target.kind:
        return False
    if target.kind == "crash":
        return crash_state(outcome.message) == target.crash_state
    if target.kind == "ill-formed-after":
        return first_line(outcome.message) == target.verifier_line
    if target.kind == "codegen":
        return same_codegen_failure(target.verifier_line, outcome.message)
    if not outcome.counterexample:
        return False
    return not target.differences or bool(outcome.differences & target.differences)


def make_target(kind: str, candidate: Candidate, function: str, outcome: Evaluation, *,
                model: Model = DEFAULT_MODEL, seed: int = 0, max_runs: int = 64,
                timeout: float = 30.0) -> Target:
    """The target for a finding whose original verdict is ``outcome``."""
    return Target(kind, candidate, function, model, seed, max_runs,
                  crash_state(outcome.message) if kind == "crash" else "",
                  verifier_line(kind, outcome.message),
                  outcome.differences if kind in (Verdict.VIOLATION, Verdict.UNSOUND_UNIFORMITY)
                  else frozenset(), timeout)
