"""Non-convergent kernels on lanes: one sub-run per group of the implicit anchor.

SEMANTICS.md, "Non-convergent kernels": the uncontrolled convergent operations of
a kernel that is not ``convergent`` communicate among an implementation-defined
subset of threads, as if the body began with an anchor
(:func:`fuzzfarm.ir.conventions.implicit_anchor`). A schedule whose choices group
that anchor's instances places each thread in one group; threads of different
groups never execute converged instances (their keys differ from the first
block on), and keys do not depend on other threads. So the run is the union of
one run per group, each with only that group's lanes active, which is how the
simulator executes it: the reference interpreter instead tags every key with the
group, and the agreement tests compare the two.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.behaviour import Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.schedule import AnchorGroup, Schedule
from oracles.observation import Observation
from oracles.simt.results import LaneTrace

#: Which outcome a whole run has when its groups ended differently (as the
#: reference decides it: undefined behaviour anywhere first, then an operation it
#: cannot execute, a timeout, and a contradictory order).
PRIORITY = (Outcome.UB, Outcome.UNSUPPORTED, Outcome.TIMEOUT, Outcome.CONTRADICTORY, Outcome.OK)

#: (schedule index, indices of its sub-runs, why the simulator cannot run it or None).
Plan = list[tuple[int, list[int], str | None]]


def split(implicit: str | None, schedules: Sequence[Schedule],
          shares_memory: bool = False) -> tuple[list[Schedule], Plan]:
    """One sub-schedule per group of every schedule that groups the implicit anchor.

    A kernel naming module globals (``shares_memory``) has groups that interact through
    them (oracles/SEMANTICS.md, "Memory the threads share"), which separate sub-runs
    cannot show: a schedule with two or more groups is left to the reference."""
    subs: list[Schedule] = []
    plan: Plan = []
    for i, s in enumerate(schedules):
        own = [g for g in s.choices.anchors if g.anchor == implicit and g.occurrence == 1]
        if implicit is None or not own:
            plan.append((i, [len(subs)], None))
            subs.append(s)
            continue
        label = {g.lane: g.label for g in own if g.lane in s.active_lanes}
        groups: dict[int | None, list[int]] = {}
        for lane in s.active_lanes:
            groups.setdefault(label.get(lane), []).append(lane)
        rest = [g for g in s.choices.anchors if g.anchor != implicit]
        members = []
        for lanes in groups.values():
            members.append(len(subs))
            mine = tuple(g for g in rest if g.lane in lanes)  # each lane's overrides once
            subs.append(replace(s, active_lanes=tuple(lanes),
                                choices=replace(s.choices, anchors=mine)))
        shared = ("the groups of the kernel's implicit anchor share module globals (run by "
                  "the reference only)") if shares_memory and len(groups) > 1 else None
        plan.append((i, members, shared or _spanning(rest, label)))
    return subs, plan


def _spanning(rest: list[AnchorGroup], implicit_label: dict[int, int]) -> str | None:
    """Why a grouping of another anchor joins lanes of different implicit groups: the
    reference lets them converge there (an anchor's group names its instances, whatever
    group the kernel's implicit anchor put the threads in), which separate sub-runs
    cannot show; the simulator leaves such a schedule to the reference (unsupported)."""
    seen: dict[tuple[str, int], int | None] = {}
    for g in rest:
        group = implicit_label.get(g.lane)
        first = seen.setdefault((g.anchor, g.label), group)
        if first != group:
            return (f"the grouping of {g.anchor} joins threads of different groups of the "
                    "kernel's implicit anchor (run by the reference only)")
    return None


def merge(implicit: str | None, schedules: Sequence[Schedule], results: list[Observation[LaneTrace]],
          plan: Plan) -> list[Observation[LaneTrace]]:
    """The result of each schedule from the results of its sub-runs."""
    out: list[Observation[LaneTrace]] = []
    for i, members, why in plan:
        grouped = implicit is not None and any(g.anchor == implicit
                                               for g in schedules[i].choices.anchors)
        if why is not None:
            out.append(Observation(Behaviour(Outcome.UNSUPPORTED, (), why),
                                   schedules[i].choices, LaneTrace(0, lambda: [])))
        elif grouped:
            out.append(_merged(implicit, schedules[i], [results[k] for k in members]))
        else:
            out.append(results[members[0]])
    return out


def _merged(implicit: str | None, schedule: Schedule,
            parts: list[Observation[LaneTrace]]) -> Observation[LaneTrace]:
    behaviours = [p.behaviour for p in parts]
    outcome = min((b.outcome for b in behaviours), key=PRIORITY.index)
    first = next(b for b in behaviours if b.outcome is outcome)
    approx = frozenset().union(*(b.approximations for b in behaviours))
    threads: tuple[ThreadBehaviour, ...] = ()
    if outcome is Outcome.OK:
        threads = tuple(sorted((t for b in behaviours for t in b.threads), key=lambda t: t.lane))
    behaviour = Behaviour(outcome, threads, first.message, approx)
    anchors = [g for g in schedule.choices.anchors if g.anchor == implicit]
    offset = 1 + max((g.label for g in schedule.choices.anchors), default=0)
    for p in parts:  # other anchors' groups, relabelled so that sub-runs never share one
        own = [g for g in p.choices.anchors if g.anchor != implicit]
        anchors += [AnchorGroup(g.anchor, g.lane, g.occurrence, g.label + offset) for g in own]
        offset += 1 + max((g.label for g in own), default=0)
    choices = replace(schedule.choices, anchors=tuple(anchors))
    trace = LaneTrace(sum(p.trace.lane_instructions for p in parts),
                      lambda: [step for p in parts for step in p.trace.timeline],
                      lambda: [i for p in parts for i in p.trace.anchor_order],
                      lambda: frozenset().union(*(p.trace.blocks for p in parts)))
    return Observation(behaviour, choices, trace)
