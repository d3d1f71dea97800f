"""Schedule reductions: fewer lanes, a smaller subgroup, small inputs, default choices.

A smaller schedule is worth as much as a smaller program: a counterexample on
two lanes with inputs 0 and 1 is read at a glance, and every later evaluation
of the reducer runs faster (the reference interpreter explores choices per
lane, and exhaustively only up to a few lanes).

Like program edits, schedule edits are plain data (:class:`ScheduleEdit`) so
that they can be sent to worker processes; :func:`apply_schedule_edit` returns
the new schedule or None when the edit does not apply.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fuzzfarm.inputs import kernel_inputs
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Choices, Schedule


@dataclass(frozen=True)
class ScheduleEdit:
    """One candidate schedule reduction: ``kind`` with its parameters."""

    kind: str
    lanes: tuple[int, ...] = ()
    arg: str = ""
    value: int = 0

    def describe(self) -> str:
        what = ",".join(map(str, self.lanes[:8]))
        return f"{self.kind}[{self.arg}{what}]={self.value}"


def uniform_args(fn: Function) -> frozenset[str]:
    """Arguments that must hold one value in every lane (``inreg``, kernel convention)."""
    return frozenset(a.name for a in kernel_inputs(fn) if a.is_uniform_input)


def lane_edits(schedule: Schedule) -> list[ScheduleEdit]:
    """Single-lane removals, in lane order (the reducer merges them into chunks)."""
    if len(schedule.active_lanes) <= 1:
        return []
    return [ScheduleEdit("drop-lanes", (lane,)) for lane in schedule.active_lanes]


#: Step budgets to try: a lower one makes every later evaluation of a runaway loop cheap.
STEP_BUDGETS = (1000, 4000)


def shape_edits(schedule: Schedule) -> list[ScheduleEdit]:
    """Cheap, high-value schedule reductions: lane numbering, subgroup size, choices, budget."""
    out: list[ScheduleEdit] = []
    active = schedule.active_lanes
    if active != tuple(range(len(active))):
        out.append(ScheduleEdit("compact"))
    if schedule.subgroup_size > active[-1] + 1:
        out.append(ScheduleEdit("shrink-subgroup"))
    if schedule.choices != Choices():
        out.append(ScheduleEdit("default-choices"))
    out.extend(ScheduleEdit("step-budget", value=b) for b in STEP_BUDGETS
               if b < schedule.step_budget)
    return out


def value_edits(schedule: Schedule, fn: Function) -> list[ScheduleEdit]:
    """Smaller argument values, whole arguments first, then lane by lane."""
    out: list[ScheduleEdit] = []
    active = schedule.active_lanes
    inactive = [k for k in range(schedule.subgroup_size) if k not in active]
    if any(schedule.args[a][k] != 0 for a in schedule.args for k in inactive):
        out.append(ScheduleEdit("zero-inactive"))
    uniform = uniform_args(fn)
    for name in sorted(schedule.args):
        values = schedule.args[name]
        if name in uniform:
            out.extend(ScheduleEdit("set-arg", (), name, t) for t in _smaller(values[active[0]]))
            continue
        if any(values[k] != 0 for k in active):
            out.append(ScheduleEdit("set-arg", (), name, 0))
        for lane in active:
            out.extend(ScheduleEdit("set-lane", (lane,), name, t) for t in _smaller(values[lane]))
    return out


def _smaller(v: int) -> list[int]:
    """Values simpler than ``v`` (by magnitude, then positive first): 0, 1, v/2."""

    def rank(t: int) -> tuple[int, bool]:
        return abs(t), t < 0

    out = sorted({t for t in (0, 1, int(v / 2)) if rank(t) < rank(v)}, key=rank)
    return out


def apply_schedule_edit(schedule: Schedule, fn: Function, edit: ScheduleEdit) -> Schedule | None:
    """The reduced schedule, or None if ``edit`` does not apply or gives an invalid schedule."""
    try:
        return _apply(schedule, fn, edit)
    except (ValueError, KeyError, IndexError):
        return None


def _apply(s: Schedule, fn: Function, e: ScheduleEdit) -> Schedule | None:
    if e.kind == "drop-lanes":
        keep = tuple(k for k in s.active_lanes if k not in e.lanes)
        return replace(s, active_lanes=keep) if keep else None
    if e.kind == "compact":
        lanes = s.active_lanes
        args = {a: tuple(v[k] for k in lanes) for a, v in s.args.items()}
        return Schedule(len(lanes), tuple(range(len(lanes))), args, Choices(),
                        s.buffer_bytes, s.step_budget, s.buffers, s.launch)
    if e.kind == "shrink-subgroup":
        n = s.active_lanes[-1] + 1
        return replace(s, subgroup_size=n, args={a: v[:n] for a, v in s.args.items()})
    if e.kind == "default-choices":
        return replace(s, choices=Choices())
    if e.kind == "step-budget":
        return replace(s, step_budget=e.value)
    if e.kind == "zero-inactive":
        active = set(s.active_lanes)
        uniform = uniform_args(fn)
        args = {a: tuple(x if k in active or a in uniform else 0 for k, x in enumerate(v))
                for a, v in s.args.items()}
        return replace(s, args=args)
    if e.kind == "set-arg":
        return replace(s, args={**s.args, e.arg: (e.value,) * s.subgroup_size})
    if e.kind == "set-lane":
        values = list(s.args[e.arg])
        values[e.lanes[0]] = e.value
        return replace(s, args={**s.args, e.arg: tuple(values)})
    raise KeyError(e.kind)


def fit_to(schedule: Schedule, fn: Function) -> Schedule:
    """Drop argument entries the kernel no longer has (after an argument was removed)."""
    names = {a.name for a in kernel_inputs(fn)}
    if set(schedule.args) <= names:
        return schedule
    return replace(schedule, args={k: v for k, v in schedule.args.items() if k in names})
