"""Convergence tables and lane timelines, as data the templates turn into HTML tables.

The table is :meth:`ExecutionRecord.render` as a grid (one row per thread,
converged dynamic instances in one column, ``!`` on convergent operations),
with the first differing operation of a before/after pair marked so the eye
lands on the bug at once.

The lane timeline (which lanes executed each step together) comes from the
lane simulator (:mod:`oracles.simt`), whose masks are what SIMT hardware would
show. It can be switched to one derived from the reference record (per
column of block instances: the block and the lanes in that column), which is
also the fallback when the simulator is missing or cannot run the program.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.report import Claim
from fuzzfarm.uniformity.view import UniformityRow, uniformity_rows
from fuzzfarm.vocabulary import Model
from oracles.reference import ExecutionRecord
from oracles.reference import run as reference_run

#: Where lane timelines come from: ``auto`` (simulator, else reference), ``simt``, ``reference``.
TIMELINE_SOURCES = ("auto", "simt", "reference")
#: Environment variable overriding the default timeline source.
TIMELINE_ENV = "FUZZFARM_TIMELINE"
#: Steps shown at most in a timeline (a loop can run for thousands).
MAX_TIMELINE_STEPS = 160


@dataclass(frozen=True)
class Cell:
    label: str
    kind: str  # "block" or a convergent operation kind ("op", "entry", "anchor", "loop")
    block: str
    lanes: str  # the column's communicating set, for the tooltip
    marked: bool = False

    @property
    def is_op(self) -> bool:
        return self.kind != "block"


@dataclass(frozen=True)
class CommSet:
    column: int
    label: str
    block: str
    lanes: str
    waiting: bool


@dataclass(frozen=True)
class ConvergenceTable:
    model: str
    columns: int
    rows: tuple[tuple[int, tuple[Cell | None, ...]], ...]
    sets: tuple[CommSet, ...]
    cyclic: bool
    marked_column: int | None  # 1-based


@dataclass(frozen=True)
class Timeline:
    source: str  # "simt" or "reference"
    lanes: tuple[int, ...]
    steps: tuple[tuple[str, frozenset[int]], ...]
    truncated: int  # steps not shown
    note: str = ""

    @cached_property
    def _colours(self) -> dict[str, int]:
        order: dict[str, int] = {}
        for b, _ in self.steps:
            order.setdefault(b, len(order) % 8)
        return order

    def colour(self, block: str) -> int:
        """A small stable colour index per block (its order of first execution, modulo 8)."""
        return self._colours.get(block, 0)


def lanes_text(lanes: frozenset[int] | set[int] | tuple[int, ...]) -> str:
    return "{" + ",".join(str(x) for x in sorted(lanes)) + "}"


def convergence_table(record: ExecutionRecord, mark: tuple[int, int] | None = None) -> ConvergenceTable:
    """The record as a grid; ``mark`` = (lane, k) marks that lane's k-th (from 1) operation."""
    columns = record.columns
    col_of = {inst.key: i for i, cls in enumerate(columns) for inst in cls}
    marked_key = None
    if mark is not None:
        lane, k = mark
        try:
            ops = [i for i in record.instances(lane) if i.kind == "op"]
        except KeyError:
            ops = []
        if 0 < k <= len(ops):
            marked_key = ops[k - 1].key
    rows = []
    for seq in record.threads:
        if not seq:
            continue
        cells: list[Cell | None] = [None] * len(columns)
        for inst in seq:
            col = col_of[inst.key]
            cells[col] = Cell(inst.label, inst.kind, inst.block,
                              lanes_text(record.communicating_set(inst)),
                              marked=marked_key is not None and inst.key == marked_key)
        rows.append((seq[0].lane, tuple(cells)))
    sets = []
    for i, cls in enumerate(columns):
        first = cls[0]
        if not first.is_convergent_op:
            continue
        waiting = any((m.lane, m.position) in record.pending for m in cls)
        sets.append(CommSet(i + 1, first.label, first.block,
                            lanes_text(frozenset(m.lane for m in cls)), waiting))
    marked_column = col_of[marked_key] + 1 if marked_key is not None else None
    return ConvergenceTable(record.model, len(columns), tuple(rows), tuple(sets), record.cyclic,
                            marked_column)


def default_timeline_source() -> str:
    source = os.environ.get(TIMELINE_ENV, "auto")
    return source if source in TIMELINE_SOURCES else "auto"


def timeline(fn: Function, schedule: Schedule, model: str, record: ExecutionRecord,
             source: str = "auto") -> Timeline:
    """The lane timeline from the simulator (``simt``), the record (``reference``) or ``auto``."""
    if source not in TIMELINE_SOURCES:
        raise ValueError(f"timeline source must be one of {TIMELINE_SOURCES}")
    note = ""
    if source in ("auto", "simt"):
        try:
            steps, outcome = _simt_steps(fn, schedule, model)
        except Exception as exc:  # noqa: BLE001 - any simulator failure falls back
            steps, outcome = None, None
            note = f"lane simulator unavailable ({_one_line(exc)}); derived from the reference record"
        if steps is not None and outcome is Outcome.UNSUPPORTED and source == "auto":
            steps, note = None, "lane simulator cannot run this program; derived from the reference record"
        if steps is not None:
            return _timeline("simt", schedule, steps, note)
    return _timeline("reference", schedule, _record_steps(record), note)


def _simt_steps(fn: Function, schedule: Schedule,
                model: str) -> tuple[list[tuple[str, frozenset[int]]], Outcome]:
    from oracles.simt import run as simt_run

    result = simt_run(fn, schedule, model)
    steps = [(block, frozenset(lane for lane in range(schedule.subgroup_size) if mask >> lane & 1))
             for block, mask in result.trace.timeline]
    return steps, result.behaviour.outcome


def _record_steps(record: ExecutionRecord) -> list[tuple[str, frozenset[int]]]:
    """Per column of block instances: the block and the lanes that entered it together."""
    return [(cls[0].block, frozenset(i.lane for i in cls))
            for cls in record.columns if cls[0].kind == "block"]


def _timeline(source: str, schedule: Schedule, steps: list[tuple[str, frozenset[int]]],
              note: str) -> Timeline:
    shown = steps[:MAX_TIMELINE_STEPS]
    return Timeline(source, tuple(schedule.active_lanes), tuple(shown), len(steps) - len(shown), note)


@dataclass(frozen=True)
class Execution:
    """One program run on one schedule, ready to show."""

    behaviour: Behaviour
    table: ConvergenceTable
    timeline: Timeline
    record: ExecutionRecord
    #: Which values are uniform: ours, LLVM's (when its report was given), this run's.
    uniformity: tuple[UniformityRow, ...] = ()


def execute(fn: Function, schedule: Schedule, model: str, *, mark: tuple[int, int] | None = None,
            timeline_source: str = "auto", llvm: Sequence[Claim] | None = None) -> Execution:
    """Run the reference interpreter and build the table, the timeline and the uniformity rows."""
    result = reference_run(fn, schedule, model, trace=True)
    # uniformity is defined by the maximal converged-with relation (seed 003)
    traced = result if model == Model.MAXIMAL else reference_run(fn, schedule, Model.MAXIMAL, trace=True)
    b = traced.behaviour
    rows = uniformity_rows(fn, traced.trace.values, schedule, llvm,
                           decisive=b.outcome is Outcome.OK and not b.approximations,
                           launch_objects=traced.trace.launch_objects)
    record = result.trace.record
    return Execution(result.behaviour, convergence_table(record, mark),
                     timeline(fn, schedule, model, record, timeline_source), record,
                     tuple(rows))


def with_mark(ex: Execution, mark: tuple[int, int] | None) -> Execution:
    """The same execution with a different operation marked (after the pair is compared)."""
    return Execution(ex.behaviour, convergence_table(ex.record, mark), ex.timeline, ex.record,
                     ex.uniformity)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
