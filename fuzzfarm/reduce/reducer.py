"""The reduction driver: shrink a failing case while it stays the same failure.

The state is a kernel text and a schedule. Rounds of reductions run until a
round changes nothing or the budget is spent: lanes first (every later
evaluation gets cheaper), the other schedule reductions, then the program
passes of :mod:`fuzzfarm.reduce.program`, coarse to fine. Each candidate is a
fresh parse of the current text with one edit applied, printed again; it is
kept when :func:`fuzzfarm.reduce.interesting.evaluate` says the failure is
still the target (which includes the reduced *before* being well formed).

Deterministic: candidates are tried in a fixed order and the first success in
that order wins, also with ``jobs > 1``, where a window of ``jobs`` candidates
is evaluated at once by a process pool and the lowest-ranked success taken.
Passes that delete many things at once (instructions, constants, lanes) try
chunks first, halving the chunk size (delta debugging), so a 150-instruction
kernel does not cost 150 evaluations per round.

Budgets are counted in work (:mod:`fuzzfarm.work`), not on the wall clock, so
that a case reduces to the same result on an idle and on a loaded machine (a
violation's signature key is the shape of its reduced program): the budget
given in seconds is converted at :data:`WORK_PER_SECOND`, and each candidate may
cost :data:`LIMIT_FACTOR` times the original case's work. On a busy machine a
reduction takes longer than its budget in seconds; it never ends differently.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field

from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.reduce import program
from fuzzfarm.reduce.interesting import Evaluation, Target, evaluate, forget_runners
from fuzzfarm.reduce.schedule_edits import (
    ScheduleEdit,
    apply_schedule_edit,
    fit_to,
    lane_edits,
    shape_edits,
    value_edits,
)
from fuzzfarm.schedule import Schedule

State = tuple[str, Schedule]
AnyEdit = program.Edit | ScheduleEdit
EditSource = Callable[[], Sequence[AnyEdit]]

#: Work limit of one candidate: LIMIT_FACTOR times the original case's, at least MIN_LIMIT.
LIMIT_FACTOR = 3.0
#: Work one core of the reference machine (this project's 2-core development machine)
#: does in a second, about 75,000 reference interpreter steps: a reduction budget of
#: S seconds is S times this.
WORK_PER_SECOND = 75_000
MIN_LIMIT = WORK_PER_SECOND


@dataclass
class ReductionStats:
    """How much smaller the case got, and what it cost."""

    blocks_before: int
    instructions_before: int
    lanes_before: int
    blocks_after: int = 0
    instructions_after: int = 0
    lanes_after: int = 0
    seconds: float = 0.0  # wall clock, for information: the budget is counted in work
    work: int = 0  # fuzzfarm.work units spent (the budget)
    evaluations: int = 0
    accepted: int = 0
    rounds: int = 0
    complete: bool = False  # a whole round changed nothing before the budget ran out
    passes: dict[str, int] = field(default_factory=dict)  # accepted edits per pass

    def describe(self) -> str:
        status = "fixpoint" if self.complete else "budget spent"
        return (f"blocks {self.blocks_before} -> {self.blocks_after}, instructions "
                f"{self.instructions_before} -> {self.instructions_after}, lanes "
                f"{self.lanes_before} -> {self.lanes_after}; {self.seconds:.1f} s, "
                f"{self.evaluations} evaluations, {self.accepted} accepted, "
                f"{self.rounds} round(s) ({status})")

    def to_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class Reduced:
    """The reduced case: *before*, its schedule, its verdict (with *after*) and statistics."""

    before: str
    schedule: Schedule
    outcome: Evaluation
    stats: ReductionStats


class NotReproduced(Exception):
    """The case to reduce does not show its failure in the first place."""


def _job(target: Target, text: str, schedule: Schedule, limit: int | None) -> Evaluation:
    return evaluate(target, text, schedule, limit=limit)


def _merge_edits(edits: Sequence[AnyEdit]) -> AnyEdit:
    first = edits[0]
    assert isinstance(first, program.Edit)
    where = tuple(p for e in edits if isinstance(e, program.Edit) for p in e.where)
    return program.Edit(first.kind, where, first.variant, first.function)


class Reducer:
    """Reduce one case; see the module docstring. Use :meth:`run` once."""

    def __init__(self, target: Target, text: str, schedule: Schedule, *, seconds: float = 30,
                 jobs: int = 1, log: Callable[[str], None] | None = None) -> None:
        self.target = target
        self.text = text
        self.schedule = schedule
        self.seconds = seconds
        self.budget = int(seconds * WORK_PER_SECOND)
        self.jobs = max(1, jobs)
        self.log = log or (lambda _m: None)
        self.cache: dict[tuple[str, str], Evaluation] = {}
        self.start = 0.0
        self.stats: ReductionStats | None = None
        self._pool: Executor | None = None
        self._outcome: Evaluation | None = None
        self.limit: int | None = None
        self._current: tuple[str, Function] | None = None

    # -- public -----------------------------------------------------------------------

    def run(self) -> Reduced:
        """Reduce until a fixpoint or the budget; raises :class:`NotReproduced`."""
        self.start = time.monotonic()
        fn = self._kernel(self.text)
        blocks, insts = program.size(fn)
        self.stats = stats = ReductionStats(blocks, insts, len(self.schedule.active_lanes))
        first = evaluate(self.target, self.text, self.schedule, check_input=False)
        self._count(first)
        # A candidate may cost a few times the original's work, never minutes (runaway loops).
        self.limit = max(MIN_LIMIT, int(LIMIT_FACTOR * first.work))
        if not first.matches:
            why = first.message.splitlines()[0] if first.message else "no message"
            raise NotReproduced(f"the case gives {first.verdict} ({why}), not the recorded "
                                f"{self.target.kind}")
        self._outcome = first
        printed = print_module(parse_module(self.text))
        if printed != self.text:
            self._try([(printed, self.schedule)], "reprint")
        try:
            while not self._expired():
                stats.rounds += 1
                if not self._round():
                    stats.complete = True
                    break
        finally:
            if self._pool is not None:
                self._pool.shutdown(wait=True, cancel_futures=True)
        fn = self._kernel(self.text)
        stats.blocks_after, stats.instructions_after = program.size(fn)
        stats.lanes_after = len(self.schedule.active_lanes)
        stats.seconds = time.monotonic() - self.start
        assert self._outcome is not None
        return Reduced(self.text, self.schedule, self._outcome, stats)

    # -- rounds -----------------------------------------------------------------------

    def _round(self) -> bool:
        """One round: lanes and schedule shape, the program passes, then input values."""
        violation = self.target.kind == "violation"  # a crash does not depend on the schedule
        changed = False
        if violation:
            changed |= self._chunked("drop-lanes", lambda: lane_edits(self.schedule),
                                     self._lanes_merge)
            changed |= self._linear("schedule", lambda: shape_edits(self.schedule))
        for kind in program.PASSES:
            if self._expired():
                return True
            if kind not in program.CHUNKED:
                changed |= self._linear(kind, lambda k=kind: program.candidates(k, self._fn()))
                continue
            # chunks of one variant in one function (positions are per function)
            for where in sorted({(e.function, e.variant)
                                 for e in program.candidates(kind, self._fn())}):
                changed |= self._chunked(
                    kind,
                    lambda k=kind, w=where: [e for e in program.candidates(k, self._fn())
                                             if (e.function, e.variant) == w],
                    _merge_edits)
        if violation:
            changed |= self._linear("inputs", lambda: value_edits(self.schedule, self._fn()))
        return changed

    @staticmethod
    def _lanes_merge(edits: Sequence[AnyEdit]) -> AnyEdit:
        lanes = tuple(lane for e in edits if isinstance(e, ScheduleEdit) for lane in e.lanes)
        return ScheduleEdit("drop-lanes", lanes)

    def _linear(self, name: str, edits_of: EditSource) -> bool:
        """Try each edit in order; after a success, continue at the same position."""
        changed = False
        i = 0
        while not self._expired():
            edits = edits_of()
            window = edits[i:i + self.jobs]
            if not window:
                break
            hit = self._try([self._make(e) for e in window], name)
            if hit is None:
                i += len(window)
            else:
                changed = True
                i += hit
        return changed

    def _chunked(self, name: str, edits_of: EditSource,
                 merge: Callable[[Sequence[AnyEdit]], AnyEdit]) -> bool:
        """Delta debugging: remove chunks of halving size, continuing where a chunk succeeded."""
        changed = False
        edits = edits_of()
        chunk = len(edits)
        while chunk >= 1 and edits and not self._expired():
            i = 0
            while i < len(edits) and not self._expired():
                starts = [i + j * chunk for j in range(self.jobs) if i + j * chunk < len(edits)]
                states = [self._make(merge(edits[s:s + chunk])) for s in starts]
                hit = self._try(states, name)
                if hit is None:
                    i = starts[-1] + chunk
                else:
                    changed = True
                    i = starts[hit]
                    edits = edits_of()
            if chunk == 1:
                break
            chunk = max(1, chunk // 2)
            edits = edits_of()
        return changed

    # -- states -----------------------------------------------------------------------

    def _fn(self) -> Function:
        """The current kernel, parsed once per accepted state (read it, never edit it)."""
        if self._current is None or self._current[0] != self.text:
            self._current = (self.text, self._kernel(self.text))
        return self._current[1]

    def _kernel(self, text: str) -> Function:
        return self._parse(text)[1]

    def _parse(self, text: str) -> tuple[Module, Function]:
        module = parse_module(text)
        return module, module.kernel(self.target.function)

    def _make(self, edit: AnyEdit) -> State | None:
        """The state ``edit`` leads to, None if it does not apply or changes nothing."""
        try:
            module, fn = self._parse(self.text)
            if isinstance(edit, ScheduleEdit):
                schedule = apply_schedule_edit(self.schedule, fn, edit)
                return None if schedule is None or schedule == self.schedule else \
                    (self.text, schedule)
            assert isinstance(edit, program.Edit)
            if not program.apply_edit(module, fn, edit):
                return None
            text = print_module(module)
        except Exception:  # noqa: BLE001 - an edit that trips over the IR does not apply
            return None
        if text == self.text:
            return None
        return text, fit_to(self.schedule, fn)

    def _try(self, states: list[State | None], name: str) -> int | None:
        """Index of the first state (in order) that still fails the same way, and adopt it."""
        outcomes = self._evaluate_all(states)
        for k, (state, outcome) in enumerate(zip(states, outcomes, strict=True)):
            if state is not None and outcome is not None and outcome.matches:
                self.text, self.schedule = state
                self._outcome = outcome
                assert self.stats is not None
                self.stats.accepted += 1
                self.stats.passes[name] = self.stats.passes.get(name, 0) + 1
                blocks, insts = program.size(self._fn())
                self.log(f"{name}: {blocks} blocks, {insts} instructions, "
                         f"{len(self.schedule.active_lanes)} lanes")
                return k
        return None

    def _evaluate_all(self, states: list[State | None]) -> list[Evaluation | None]:
        keys = [None if s is None else (s[0], s[1].dumps()) for s in states]
        todo = [k for k, key in enumerate(keys) if key is not None and key not in self.cache]
        assert self.stats is not None
        if self.jobs > 1 and len(todo) > 1:
            pool = self._executor()
            futures: dict[int, Future[Evaluation]] = {
                k: pool.submit(_job, self.target, *states[k], self.limit)  # type: ignore[misc]
                for k in todo}
            for k, fut in futures.items():
                self.cache[keys[k]] = self._count(fut.result())  # type: ignore[index]
        else:
            for k in todo:
                key = keys[k]
                state = states[k]
                assert key is not None and state is not None
                self.cache[key] = self._count(evaluate(self.target, *state, limit=self._limit()))
                if self.cache[key].matches:
                    break  # later ones are not needed: the first success wins
        return [None if key is None else self.cache.get(key) for key in keys]

    def _executor(self) -> Executor:
        if self._pool is None:
            ctx = multiprocessing.get_context("fork")
            self._pool = ProcessPoolExecutor(self.jobs, mp_context=ctx, initializer=forget_runners)
        return self._pool

    def _count(self, evaluation: Evaluation) -> Evaluation:
        """Count one evaluation (and its work) against the budget."""
        assert self.stats is not None
        self.stats.evaluations += 1
        self.stats.work += evaluation.work
        return evaluation

    def _limit(self) -> int | None:
        """The per-candidate limit, cut to what is left of the budget (at least MIN_LIMIT)."""
        if self.limit is None:
            return None
        assert self.stats is not None
        return max(MIN_LIMIT, min(self.limit, self.budget - self.stats.work))

    def _expired(self) -> bool:
        assert self.stats is not None
        return self.stats.work >= self.budget


def reduce_case(target: Target, text: str, schedule: Schedule, *, seconds: float = 30,
                jobs: int = 1, log: Callable[[str], None] | None = None) -> Reduced:
    """Reduce ``text`` + ``schedule`` while they still show ``target``'s failure."""
    return Reducer(target, text, schedule, seconds=seconds, jobs=jobs, log=log).run()
