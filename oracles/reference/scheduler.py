"""Running a kernel: the firing rule over the threads of one subgroup.

SEMANTICS.md, "When an operation may fire": threads run one at a time until
each waits at a catalogue operation (or stops). A group of threads waiting with
one key fires when no other live thread may still produce that key
(:mod:`oracles.reference.prospects`); its result is then computed from the
complete communicating set. If nothing can fire while threads wait, the
convergence order is contradictory. ``Choices.order_seed`` only permutes which
thread steps first and which ready group fires first: results depend on
communicating sets alone, so behaviours and records do not change.

A thread that times out or meets something unsupported is *suspended*, not
finished: it may still produce keys, so groups it could join never fire from an
incomplete set, and every thread still runs as far as it can. The final state
(and so the outcome) is therefore the same whatever the order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from fuzzfarm import partial_barriers
from fuzzfarm.behaviour import Behaviour, Outcome, ThreadBehaviour, _Poison
from fuzzfarm.inputs import FieldInput, kernel_inputs
from fuzzfarm.ir import conventions, crosslane
from fuzzfarm.ir.globalvars import GlobalUnsupported, other_workgroups
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.ir.types import FloatType, IntType, PtrType
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, as_model
from fuzzfarm.work import charge
from oracles.observation import Observation
from oracles.reference.atomic_rounds import Contention
from oracles.reference.catalogue import BARRIERS, PartialBarrier, communicate
from oracles.reference.exits import Exits
from oracles.reference.groupings import token_order_cyclic
from oracles.reference.keys import Key
from oracles.reference.memory import racy_reads
from oracles.reference.prospects import Prospects
from oracles.reference.record import ExecutionRecord, ReferenceTrace
from oracles.reference.reuse import Taken, remembered, setup
from oracles.reference.shared import SharedMemory
from oracles.reference.thread import Interpreter, Pending, Status, ThreadState
from oracles.reference.values import UndefinedBehaviour, Unsupported
from oracles.reference.wellformed import ill_formed

#: What setting up and finishing a run costs, in steps (:mod:`fuzzfarm.work` units): about
#: as much as 75 steps (1 ms) on the reference machine.
RUN_WORK = 75


def run(
    fn: Function,
    schedule: Schedule,
    model: Model = DEFAULT_MODEL,
    *,
    order_seed: int | None = None,
    trace: bool = False,
    taken: Taken = None,
) -> Observation[ReferenceTrace]:
    """Execute ``fn`` on ``schedule`` under convergence ``model`` (a :class:`~fuzzfarm.vocabulary.Model`).

    ``order_seed`` overrides ``schedule.choices.order_seed``. Ill-formed input (a
    static rule of seed 000 broken) or an instruction the oracle cannot execute
    gives ``Outcome.UNSUPPORTED`` with a message; a schedule that does not fit the
    function (missing or non-uniform ``inreg`` argument values) raises ValueError.
    ``trace`` also records every output's dynamic instance (:attr:`ReferenceTrace.values`).
    ``taken``: the ipdom model reconverges at post-dominators over only these edges
    (:func:`fuzzfarm.analysis.dominators.reconvergence_tree`; a violation's re-check).
    """
    model = as_model(model)
    choices = schedule.choices if order_seed is None else replace(schedule.choices, order_seed=order_seed)
    schedule = schedule.with_choices(choices)
    check_schedule(fn, schedule)
    problem = ill_formed(fn)
    if problem is not None:
        empty = ExecutionRecord(model, ())
        return Observation(Behaviour(Outcome.UNSUPPORTED, message=problem), choices, ReferenceTrace(empty))
    charge(RUN_WORK)
    return remembered(fn, model, trace, schedule.dumps(),
                      lambda steps: _run(fn, schedule, model, choices, trace, steps, taken), taken)


def _run(fn: Function, schedule: Schedule, model: Model, choices: Choices, trace: bool,
         charged: list[int], taken: Taken = None,
         interpreter: Callable[..., Interpreter] = Interpreter) -> Observation[ReferenceTrace]:
    """:func:`run`'s execution (of a well-formed ``fn``), each step's work charged and
    appended to ``charged`` (:func:`oracles.reference.reuse.remembered`). ``interpreter``
    makes the interpreter that steps the threads (one that also watches them:
    :class:`oracles.reference.tickets.Watching`)."""
    static = setup(fn, model, choices, taken)
    models = static.models
    try:
        interp = interpreter(fn, schedule, models, trace=trace)
        why = other_workgroups(interp.shared.variables, schedule.launch.groups)
    except GlobalUnsupported as exc:
        why = f"unsupported: global {exc}"
    if why is not None:
        return Observation(Behaviour(Outcome.UNSUPPORTED, message=why), choices,
                           ReferenceTrace(ExecutionRecord(model, ())))
    prospects = Prospects(fn, models, choices, interp.labels, static.reach)
    threads = [interp.start(lane) for lane in schedule.active_lanes]
    rng = random.Random(choices.order_seed)
    wave64 = conventions.amdgpu_wave64(fn)
    halves = crosslane.bpermute_in_halves(fn)
    wave32 = conventions.amdgpu_wave32(fn)
    exits = Exits()
    partial: dict[Instruction, str] = {}
    #: A thread's undefined behaviour came before the first partial barrier instance:
    #: the run up to it is exact, so the run is undefined (fuzzfarm.partial_barriers).
    ub_first = False
    round_no = 0
    while True:
        runnable = [t for t in threads if t.status is Status.RUNNING]
        if choices.order_seed:
            rng.shuffle(runnable)
        if round_no < len(choices.rounds):
            runnable = chosen_order(runnable, choices.rounds[round_no])
        interp.shared.rounds.round = round_no
        round_no += 1
        for t in runnable:
            steps = t.steps
            interp.advance(t)
            charged.append(t.steps - steps)
            charge(t.steps - steps)  # a safe point to stop at (fuzzfarm.work)
        ready = _ready_groups(threads, prospects)
        if not ready:
            break
        if choices.order_seed:
            rng.shuffle(ready)
        active = frozenset(t.lane for t in threads)
        exits.ub_now = any(t.status is Status.UB for t in threads)
        exact = not partial  # no partial instance has let its members through yet
        for key, members in ready:
            _fire(key, members, active, (wave64, halves, wave32), interp.shared, exits,
                  maximal=model == Model.MAXIMAL, group_items=schedule.launch.group_items,
                  subgroup=schedule.subgroup_size, partial=partial)
        if exact and partial:
            ub_first = exits.ub_now
    record = ExecutionRecord(
        model,
        tuple(tuple(t.instances) for t in threads),
        frozenset((t.lane, t.instances[-1].position) for t in threads if t.status is Status.WAITING),
    )
    values = tuple(tuple(t.trace or ()) for t in threads) if trace else None
    reads = racy_reads({t.lane: [t.memory.objects[p.obj] for p in t.buffers if p.obj is not None]
                        for t in threads}) if trace else []
    race = reads[0][0] if reads else None
    readers = frozenset().union(*(r for _, r in reads))
    # where every racy read is a load's (an atomic's), the values it reaches are named
    racy_loads = readers if interp.shared.race is None and all(
        getattr(r, "opcode", None) in ("load", "atomicrmw", "cmpxchg") for r in readers) else None
    contentions = _contentions(interp.shared)
    behaviour = exits.judge(_with_shared(_behaviour(threads), interp.shared),
                            frozenset(schedule.active_lanes))
    if partial and not ub_first:
        behaviour = partial_barriers.judge(behaviour, next(iter(partial.values())),
                                           _executions(threads, [interp.labels[i] for i in partial]),
                                           tuple(schedule.active_lanes))
    return Observation(_legal(behaviour, choices, record), choices,
                       ReferenceTrace(record, values, interp.shared.race or race,
                                      frozenset().union(*(t.approximated for t in threads)),
                                      _launch_objects(threads), interp.shared.order_dependent,
                                      racy_loads, contentions, isinstance(contentions, tuple)
                                      and interp.shared.rounds.order_free(contentions)))


def _executions(threads: list[ThreadState], labels: list[str]) -> dict[str, dict[int, int]]:
    """How many times each thread executed each of the operations ``labels`` name (its
    record's instances of them, over every invocation: :mod:`fuzzfarm.partial_barriers`)."""
    wanted = set(labels)
    counts: dict[str, dict[int, int]] = {label: {} for label in labels}
    for t in threads:
        for i in t.instances:
            if i.kind == "op" and i.label in wanted:
                counts[i.label][t.lane] = counts[i.label].get(t.lane, 0) + 1
    return counts


def chosen_order(runnable: list[ThreadState], first: tuple[int, ...]) -> list[ThreadState]:
    """``runnable`` with the threads of the lanes ``first`` names, in their places among
    the others, stepping in ``first``'s order (``Choices.rounds``: one order of a round's
    order-dependent atomics, :mod:`oracles.reference.atomic_orders`)."""
    named = {t.lane: t for t in runnable if t.lane in first}
    queue = iter([named[lane] for lane in first if lane in named])
    return [next(queue) if t.lane in named else t for t in runnable]


def _contentions(shared: SharedMemory) -> tuple[Contention, ...] | str | None:
    """The run's contended atomics round by round (:mod:`oracles.reference.atomic_rounds`),
    why they cannot be listed so, or None when the order of no atomics mattered."""
    if shared.order_dependent is None:
        return None
    if shared.race is not None:
        return "the run has a data race"
    return shared.rounds.contentions()


def _launch_objects(threads: list[ThreadState]) -> tuple[str, ...]:
    """The names of the memory objects every thread numbers alike (the launch's)."""
    n = min((t.launch_objects for t in threads), default=0)
    return tuple(o.name for o in threads[0].memory.objects[:n]) if threads else ()


def _with_shared(behaviour: Behaviour, shared: SharedMemory) -> Behaviour:
    """The run's behaviour with what the globals add (SEMANTICS.md, "Memory the threads
    share"): a data race's approximation, and the final bytes of device-memory globals."""
    approximations = behaviour.approximations | shared.approximations
    try:
        memory = shared.observed() if behaviour.outcome is Outcome.OK else ()
    except Unsupported as exc:
        return Behaviour(Outcome.UNSUPPORTED, message=f"unsupported: {exc}",
                         approximations=approximations)
    return replace(behaviour, approximations=approximations, memory=memory,
                   memory_globals=shared.observed_globals() if memory else ())


def _legal(behaviour: Behaviour, choices: Choices, record: ExecutionRecord) -> Behaviour:
    """CONTRADICTORY when the chosen anchor grouping made convergence-before cyclic.

    Seed 003 ("Convergence"): convergence-before is a strict partial order, a
    constraint on the converged-with relation, so a grouping under which the
    instances the tokens converge, ordered by each thread's order, close a cycle
    is no implementation (SEMANTICS.md, "Sampled choices"). Most such runs already
    stop with an operation waiting on itself; a cycle that passes only through
    instances that never wait (an anchor grouping pairing different iterations of
    a loop whose heart the entry token converges iteration by iteration) ends
    normally and is caught here (:func:`token_order_cyclic`). Only chosen
    groupings are checked: the models' own keys are a legal relation.
    """
    if choices.anchors and behaviour.decided and token_order_cyclic(record):
        return Behaviour(Outcome.CONTRADICTORY, message=(
            "the chosen anchor grouping makes convergence-before cyclic (seed 003): "
            "no implementation"), approximations=behaviour.approximations)
    return behaviour


def run_batch(fn: Function, schedules: Sequence[Schedule],
              model: Model = DEFAULT_MODEL) -> list[Observation[ReferenceTrace]]:
    """One run per schedule, in order: the reference runs them one by one (clarity over speed)."""
    return [run(fn, s, model) for s in schedules]


def replay(fn: Function, schedule: Schedule, choices: Choices,
           model: Model = DEFAULT_MODEL) -> Observation[ReferenceTrace]:
    """Run ``schedule`` making exactly ``choices`` (e.g. those another oracle's run reports)."""
    return run(fn, schedule.with_choices(choices), model)


def check_schedule(fn: Function, schedule: Schedule) -> None:
    """ValueError (with the reason) when ``schedule`` cannot launch ``fn``: an input it gives
    no values for, a uniform input that differs between active lanes."""
    for arg in kernel_inputs(fn):
        if isinstance(arg.type, PtrType):
            continue
        if not isinstance(arg.type, IntType | FloatType):
            if isinstance(arg, FieldInput):
                continue  # unsupported when the thread starts
            raise ValueError(f"argument %{arg.name} has type {arg.type}: kernels take integers, floats and pointers")
        if arg.name not in schedule.args:
            raise ValueError(f"the schedule gives no values for argument %{arg.name}")
        if arg.is_uniform_input:
            values = {schedule.arg(arg.name, lane) & arg.type.mask for lane in schedule.active_lanes}
            if len(values) > 1:
                raise ValueError(f"uniform argument %{arg.name} (inreg, or a kernel's parameter) differs between active lanes")


def _ready_groups(
    threads: list[ThreadState], prospects: Prospects
) -> list[tuple[Key, list[ThreadState]]]:
    """Waiting groups whose communicating set is complete (in lane order of first member)."""
    groups: dict[Key, list[ThreadState]] = {}
    live = []
    for t in threads:
        if t.status is Status.WAITING and t.pending is not None:
            groups.setdefault(t.pending.key, []).append(t)
        if t.live:
            live.append(t)
    ready = []
    for key, members in groups.items():
        # By identity (threads compare so): a scan of the members per thread was
        # quadratic in the subgroup's lanes, every round. The live threads are found
        # once a round, and the others asked as they come (most groups that wait stop
        # at the first: a list of them all was built for each).
        inside = set(map(id, members))
        if not any(prospects.may_produce(t, key) for t in live if id(t) not in inside):
            ready.append((key, members))
    return ready


def _fire(key: Key, members: list[ThreadState], active: frozenset[int],
          wave: tuple[bool, bool | None, bool], shared: SharedMemory, exits: Exits,
          maximal: bool = True, group_items: int = 0,
          subgroup: int = conventions.MAX_SUBGROUP_SIZE,
          partial: dict[Instruction, str] | None = None) -> None:
    """Compute the results of one complete group and let its threads continue
    (``wave``: is the kernel compiled for 64-lane AMDGPU waves, does its ds_bpermute
    read within 32-lane halves (``crosslane.bpermute_in_halves``), is it compiled for 32-lane
    waves (``conventions.amdgpu_wave32``); a barrier instance
    orders the members' accesses to the globals: ``shared``; ``exits`` numbers the instance
    and keeps what a membermask naming other lanes owes, :mod:`oracles.reference.exits`;
    ``maximal``: the model is maximal convergence, where a workgroup barrier only some
    lanes meet is the program's divergence, not the model's: ``communicate``;
    ``group_items``, ``subgroup``: the launch's workgroup size and the schedule's
    subgroup size, ``communicate``'s); ``partial`` receives, per barrier instruction, the
    message of its first instance only some active lanes met under ipdom
    (:class:`~oracles.reference.catalogue.PartialBarrier`), whose members pass it."""
    if partial is None:
        partial = {}
    pending: dict[int, Pending] = {}
    for t in members:
        assert t.pending is not None and t.pending.key == key
        pending[t.lane] = t.pending
    op = pending[members[0].lane].inst.callee or ""
    notes: set[str] = set()
    named: list[int] = []
    exits.fire(frozenset(pending))
    try:
        results = communicate(op, {lane: p.args for lane, p in pending.items()}, active, *wave,
                              notes=notes, exited=named, partial_barrier_ub=maximal,
                              group_items=group_items, subgroup=subgroup)
        exits.owe(frozenset(pending), named, op)
    except PartialBarrier as exc:  # ipdom: the members pass it, the run's end decides
        partial.setdefault(pending[members[0].lane].inst, f"lane {members[0].lane}: {exc}")
        results = dict.fromkeys(pending)
    except (UndefinedBehaviour, Unsupported) as exc:
        status = Status.UB if isinstance(exc, UndefinedBehaviour) else Status.UNSUPPORTED
        for t in members:
            t.status, t.message, t.pending = status, f"lane {t.lane}: {exc}", None
        return
    lanes = frozenset(pending)
    spec = conventions.OPS.get(op)
    if spec is not None and spec.behaves_as in BARRIERS or op in BARRIERS:
        orders = conventions.barrier_orders(pending[members[0].lane].inst)
        if orders is None:
            for t in members:
                t.status, t.pending = Status.UNSUPPORTED, None
                t.message = f"lane {t.lane}: an OpenCL barrier whose flags are not a constant"
            return
        shared.barrier(orders, lanes)
    for t in members:
        t.approximate(*notes)
        t.env[pending[t.lane].inst] = results[t.lane]
        t.traced(pending[t.lane].inst, results[t.lane], key)
        if spec is not None and spec.behaves_as in BARRIERS:
            t.barriers.append(lanes)
        t.pending = None
        t.index += 1
        t.status = Status.RUNNING


def _behaviour(threads: list[ThreadState]) -> Behaviour:
    approximations = frozenset().union(*(t.approximations for t in threads))
    for status, outcome in (
        (Status.UB, Outcome.UB),
        (Status.UNSUPPORTED, Outcome.UNSUPPORTED),
        (Status.TIMEOUT, Outcome.TIMEOUT),
    ):
        stopped = [t for t in threads if t.status is status]
        if stopped:
            return Behaviour(outcome, message=stopped[0].message, approximations=approximations)
    waiting = [t for t in threads if t.status is Status.WAITING and t.pending is not None]
    if waiting:
        parts = [f"lane {t.lane} waits at {t.pending.key.short()}" for t in waiting if t.pending]
        message = "the convergence order is contradictory: " + "; ".join(parts)
        return Behaviour(Outcome.CONTRADICTORY, message=message, approximations=approximations)
    out = []
    try:
        for t in threads:
            buffers = tuple(t.memory.contents(p) for p in t.buffers)
            value = t.return_value
            assert value is None or isinstance(value, int | _Poison)
            out.append(ThreadBehaviour(t.lane, value, buffers, tuple(t.barriers), tuple(t.calls)))
    except Unsupported as exc:
        return Behaviour(Outcome.UNSUPPORTED, message=str(exc), approximations=approximations)
    puns = tuple(dict.fromkeys(p for t in threads for p in t.puns))[:3]
    return Behaviour(Outcome.OK, tuple(out), approximations=approximations, puns=puns)
