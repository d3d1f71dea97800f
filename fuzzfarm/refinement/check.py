"""The refinement check: is every behaviour of *after* one that *before* can show?

For each schedule, every behaviour of the optimized kernel (over its own
implementation choices, explored by :func:`oracles.reference.behaviours`) must
match some behaviour of the original (over *its* choices, searched before
anything is called a bug). A mismatch is a **violation** only when the search of
*before*'s choices was exhaustive and every run of it was decided; otherwise the
schedule is **inconclusive**. A false positive is the worst defect this project
can have, so the verdict errs on the side of "inconclusive".

Sampled choices (SEMANTICS.md, "Sampled choices"): a schedule *passes* only
when every behaviour of *after* was seen, i.e. *after*'s choices were explored
exhaustively. When they were only sampled, the behaviour that *before* cannot
show may be among the unsampled ones, so the schedule is at best inconclusive,
never a pass. Matches are searched, not only enumerated: before giving up on a
sampled *before*, it is run with *after*'s own choices (anchors keep their names
through most transforms, and a correct transform keeps their groupings legal).

Opportunistic callees (SEMANTICS.md, "Calls to defined functions"): a function
that is not ``convergent`` may still contain convergent operations, which then
communicate among "an implementation-defined subset of threads within the body"
(seed 000, "Convergent Operations" and "Opportunistic Convergent Operations").
Its call sites are not convergent operations, so LLVM may hoist, sink, merge or
speculate them like any call, and the transform counts as part of the
implementation. Which threads such a body may group is therefore wider than our
oracles' reading (threads that reached the call), and a mismatch found while
either program can run such a body is reported inconclusive, never a violation.
So is one found while either may call a function with an irreducible cycle from
several calling contexts: an implementation that inlines it chooses each copy's
cycle hierarchy on its own, where the oracles choose one hierarchy per function
(:func:`unjudged_callees`), unless *before* so unfolded that each context calls a
copy of its own decides it (:func:`per_context`).

Copied irreducible cycles (SEMANTICS.md, "A copied irreducible cycle"): an *after*
that unrolled a loop around an irreducible cycle heads each copy on its own. A
mismatch that only some of its hierarchies show is checked again against *before*
with that loop's first iterations peeled (:mod:`fuzzfarm.refinement.peeled`), whose
copies have the same freedom: a pass there is a pass; otherwise the schedule is
inconclusive unless *after* differs under every one of its hierarchies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from functools import partial

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.grouping_reach import grouping_reach
from fuzzfarm.analysis.hierarchies import behaviour_hierarchies, function_hierarchies
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.behaviour import ATOMIC_ORDER, Behaviour, Outcome
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.contexts import context_counts, unfolded
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.structure import same_program
from fuzzfarm.ir.types import FloatType, Type
from fuzzfarm.refinement import decomposed, reach, tickets
from fuzzfarm.refinement.compare import Comparison, Difference, Match, compare
from fuzzfarm.refinement.crossed_groupings import CROSSED_GROUPING, needs_crossed_grouping
from fuzzfarm.refinement.directed import ROUNDS, derived_grouping, site_namings
from fuzzfarm.refinement.enumerated import LIMIT, passes_every_choice
from fuzzfarm.refinement.forwarders import bypass_forwarders, forwarder_message
from fuzzfarm.refinement.guided import SCHEDULE_RUNS, Budget, match_after_run
from fuzzfarm.refinement.iteration_exits import ITERATION_EXITS, exits_in_iteration
from fuzzfarm.refinement.peeled import peeled, plan_for_copies
from fuzzfarm.refinement.same_choice import same_choice
from fuzzfarm.refinement.skeleton import same_skeleton
from fuzzfarm.refinement.switches import (
    LOWERED,
    LOWERED_PASS,
    divergent_switch_doubt,
    lowered_pairs,
)
from fuzzfarm.refinement.unrolled import rereadings, unrolled_doubt
from fuzzfarm.refinement.untaken_edges import untaken_edge_doubt
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, Verdict, is_bug
from oracles.oracle import agrees
from oracles.reference import (
    BehaviourEntry,
    BehaviourSet,
    ExecutionRecord,
    Instance,
    behaviours,
    replay,
    reused,
    run,
)
from oracles.reference.enumerate import only_base_run


@dataclass(frozen=True)
class FirstDifference:
    """The first convergent operation (in a thread's order) whose communicating set differs."""

    lane: int
    index: int  # the index-th convergent operation this lane executed (from 1)
    before_label: str
    after_label: str
    before_set: frozenset[int] | None
    after_set: frozenset[int] | None

    def describe(self) -> str:
        def show(s: frozenset[int] | None) -> str:
            return "not executed" if s is None else "{" + ",".join(map(str, sorted(s))) + "}"

        return (
            f"lane {self.lane}, convergent operation #{self.index}: before {self.before_label} "
            f"with {show(self.before_set)}, after {self.after_label} with {show(self.after_set)}"
        )


@dataclass(frozen=True)
class Counterexample:
    """A concrete, replayable violation: schedule (with *after*'s choices) and what differs."""

    schedule: Schedule
    model: str
    after: Behaviour
    before: Behaviour
    before_choices: Choices
    differences: tuple[Difference, ...]
    first_difference: FirstDifference | None
    before_table: str
    after_table: str
    #: The kernel's return type: a float return's differing bits are also spelled as floats.
    return_type: Type | None = None

    def describe(self) -> str:
        lines = [f"model {self.model}; schedule {self.schedule.dumps()}"]
        lines += ["differences:"] + ["  " + self._describe(d) for d in self.differences]
        if self.first_difference is not None:
            lines.append("first differing operation: " + self.first_difference.describe())
        lines += ["before:", _indent(self.before_table), "after:", _indent(self.after_table)]
        return "\n".join(lines)

    def _describe(self, d: Difference) -> str:
        ty = self.return_type
        if d.what != "return" or not isinstance(ty, FloatType):
            return d.describe()
        return replace(d, before=_as_float(d.before, ty), after=_as_float(d.after, ty)).describe()


@dataclass
class Judgement:
    """A verdict with its evidence: the counterexample, or why schedules stayed undecided."""

    kind: Verdict
    schedules: int = 0
    undecided: int = 0
    message: str = ""
    counterexample: Counterexample | None = None
    notes: list[str] = field(default_factory=list)
    #: For an inconclusive verdict, the index of a schedule it stayed undecided on (the
    #: first), so a stored case can be replayed on it; None when no schedule is to blame.
    undecided_at: int | None = None

    @property
    def is_bug(self) -> bool:
        return is_bug(self.kind)


def check_refinement(
    before: Function,
    after: Function,
    schedules: Sequence[Schedule],
    model: Model = DEFAULT_MODEL,
    *,
    max_runs: int = 64,
    suspects: Sequence[tuple[int, Choices]] = (),
    passed: AbstractSet[int] = frozenset(),
    lowerings: bool = True,
) -> Judgement:
    """Check *after* against *before* on every schedule; stop at the first violation.
    ``lowerings``: a pass under ipdom is checked again with the programs' divergent
    switches lowered (:func:`passes_lowered`); off where the caller does that itself.

    ``suspects`` (schedule index, choice of *after*) are explored first: choices
    another search (the lane simulator's) saw *before* not match. ``passed``: indices
    of schedules already passed by an exhaustive exploration of every choice of
    *after* (the lane simulator's, :func:`fuzzfarm.refinement.enumerated.passes_every_choice`):
    counted as passed, not explored again (SEMANTICS.md, "Sampled choices and what a
    verdict means": a pass needs every behaviour of *after* seen, by either oracle)."""
    if not lowerings:
        return _judge(before, after, schedules, model, max_runs, suspects, passed)
    with reused():  # a program the lowerings leave as it is is run once
        verdict = _judge(before, after, schedules, model, max_runs, suspects, passed)
        return passes_lowered(verdict, before, after, schedules, model,
                              lambda b, a: _judge(b, a, schedules, model, max_runs, (),
                                                  frozenset()))


def passes_lowered(verdict: Judgement, before: Function, after: Function,
                   schedules: Sequence[Schedule], model: Model,
                   judge: Callable[[Function, Function], Judgement]) -> Judgement:
    """``verdict``, unless it is a pass under ipdom that ``judge`` does not give again with
    both programs' divergent switches lowered by each back end modelled
    (:func:`~fuzzfarm.refinement.switches.lowered_pairs`): then inconclusive. The n-way
    reading is one machine's; a pass must hold on every one (SEMANTICS.md, "ipdom", rule 6)."""
    if verdict.kind is not Verdict.PASS or model != Model.IPDOM or verdict.message == IDENTICAL:
        return verdict
    for how, b, a in lowered_pairs(before, after):
        again = judge(b, a)
        if again.kind is Verdict.PASS:
            continue
        at = again.undecided_at if again.kind is Verdict.INCONCLUSIVE else again.schedules - 1
        n = len(schedules)
        return Judgement(Verdict.INCONCLUSIVE, n, 1,
                         LOWERED_PASS.format(how=how, verdict=f"{again.kind}, {again.message}"),
                         None, [*verdict.notes, *again.notes][:5], undecided_at=at)
    return verdict


def _judge(before: Function, after: Function, schedules: Sequence[Schedule], model: Model,
           max_runs: int, suspects: Sequence[tuple[int, Choices]],
           passed: AbstractSet[int]) -> Judgement:
    """:func:`check_refinement` under the n-way reading of every switch."""
    differs = signature_difference(before, after)
    if differs:  # the schedules give before's arguments: after cannot run on them
        return Judgement(Verdict.INCONCLUSIVE, len(schedules), len(schedules), differs,
                         undecided_at=0 if schedules else None)
    if same_program(before, after):  # refinement is reflexive (SEMANTICS.md, "Identical programs")
        return Judgement(Verdict.PASS, len(schedules), 0, IDENTICAL)
    undecided = 0
    first: int | None = None  # the first schedule left undecided
    notes: list[str] = []
    peels = _Peels(before, after, schedules, model,
                   sorted({k for k, _ in suspects} - set(passed)))
    for i, schedule in enumerate(schedules):
        if i in passed:
            continue
        mine = [c for k, c in suspects if k == i]
        # Each run made once per schedule (oracles/reference/reuse.py): after's first runs,
        # its listing and the searches of before ask for many of the same runs; neither
        # program is edited from here on (conform_argument_names ran above).
        judged, unjudged = before, {}
        with reused():
            outcome, found = _check_schedule(before, after, schedule, model, max_runs, mine)
            if isinstance(found, Found):
                unjudged = {**unjudged_callees(before), **unjudged_callees(after)}
                copied = per_context(before, after) if unjudged else None
                if copied is not None:
                    # before with a copy of each callee per calling context: its one
                    # hierarchy per function is one per context of before's
                    # (fuzzfarm/ir/contexts.py); after's runs are reused
                    judged, unjudged = copied, {}
                    outcome, found = _check_schedule(judged, after, schedule, model, max_runs,
                                                     mine)
        if isinstance(found, Found):
            if unjudged:
                why = "; ".join(f"@{name} {reason}" for name, reason in sorted(unjudged.items()))
                return Judgement(Verdict.INCONCLUSIVE, i + 1, undecided + 1,
                                 f"after differs from before, but {why}",
                                 None, [*notes, found.built().describe()], undecided_at=i)
            doubt, counterexample = _doubt(judged, after, schedule, model, max_runs, found)
            if counterexample is not None:
                return Judgement(Verdict.VIOLATION, i + 1, undecided,
                                 "after shows a behaviour before cannot", counterexample, notes)
            if doubt == COPIED_CYCLES:
                # only a schedule the copied cycles leave undecided is re-checked against
                # before with the loops around them peeled: a violation stays one
                with reused():
                    peeled_pass = _passes_peeled(judged, after, schedule, model, max_runs, mine,
                                                 peels.of(judged, i))
                if peeled_pass:
                    if len(notes) < 5:
                        notes.append(f"schedule {i + 1}: {PEELED}")
                    continue
            undecided += 1
            first = i if first is None else first
            if len(notes) < 5:
                notes.append(f"schedule {i + 1}: {doubt}")
            continue
        if outcome == "undecided":
            undecided += 1
            first = i if first is None else first
            if found and len(notes) < 5:
                notes.append(f"schedule {i + 1}: {found}")
    if undecided:
        return Judgement(Verdict.INCONCLUSIVE, len(schedules), undecided,
                       f"{undecided} of {len(schedules)} schedules could not be decided", None, notes,
                         undecided_at=first)
    return Judgement(Verdict.PASS, len(schedules), 0, "no counterexample", None, notes)


def _doubt(before: Function, after: Function, schedule: Schedule, model: Model, max_runs: int,
           found: Found) -> tuple[str, None] | tuple[None, Counterexample]:
    """Why a schedule's counterexample is no violation (copied irreducible cycles, exits
    read in their iteration, empty forwarding blocks or a divergent ``switch`` under ipdom,
    a crossed grouping, an edge of *before* no run takes), or,
    when none of these applies, the counterexample built. The cheap static tests first;
    the untaken edges' re-check (runs of *before* again) last."""
    if copies_irreducible_cycles(before, after) and not violates_in_every_hierarchy(
            before, after, schedule, model):
        return COPIED_CYCLES, None
    if not _violates_with_exits_in_iteration(before, after, schedule, model, max_runs):
        return ITERATION_EXITS, None
    bypassed = _forwarders_doubt(before, after, schedule, model, max_runs)
    if bypassed is not None:
        return bypassed, None
    counterexample = found.built()
    if needs_crossed_grouping(after, counterexample.schedule, model):
        return CROSSED_GROUPING, None
    switch = divergent_switch_doubt(before, after, schedule, model, counterexample.schedule, WHOLE)
    if switch is not None:
        undecided = _lowering_without_difference(before, after, schedule, model, max_runs)
        if undecided is not None:
            return switch + undecided, None
    untaken = untaken_edge_doubt(before, schedule, model, counterexample.after, WHOLE)
    if untaken is not None:
        return untaken, None
    # an edge is one edge in every iteration: read per iteration too (SEMANTICS.md rule 4)
    later = unrolled_doubt(before, schedule, model, counterexample.after, WHOLE)
    if later is not None:
        return later, None
    return None, _surviving_difference(counterexample, before, after, model)


def _surviving_difference(counterexample: Counterexample, before: Function, after: Function,
                          model: Model) -> Counterexample:
    """``counterexample`` naming a first difference that *before*'s other readings under
    ipdom (:func:`~fuzzfarm.refinement.unrolled.rereadings`: rule 4's edges, its loops
    peeled), run on the same choices, show too: the violation stood against them, and a
    difference one of them explains away is not its evidence (an O2 nvptx campaign,
    ``--model ipdom``, seed 169 named ``%max3`` in the loop's exit, which the peeled
    reading joins as *after* does, where the evidence is the merged branch's election).
    Unchanged when no difference survives every reading (the static one's first stays)."""
    others = rereadings(before, counterexample.schedule, model, WHOLE)
    if not others:
        return counterexample
    schedule = counterexample.schedule.with_choices(counterexample.before_choices)
    records = [run(before, schedule, model).trace.record]
    for program, taken in others:
        try:
            records.append(run(program, schedule, model, taken=taken).trace.record)
        except Exception:  # noqa: BLE001 - a reading these choices do not fit names nothing
            continue
    found = first_difference(records, run(after, counterexample.schedule, model).trace.record)
    return counterexample if found is None else replace(counterexample, first_difference=found)


#: The verdict message of a pair whose IR models are equal (:func:`same_program`).
IDENTICAL = ("no counterexample: after is the same program as before (equal IR models; both "
             "oracles read nothing else, so every behaviour of after is one of before's)")


def signature_difference(before: Function, after: Function) -> str | None:
    """Why *after*'s kernel cannot be compared with *before*'s, or None.

    A schedule gives one value per parameter of *before* (a buffer per ``ptr``) and a
    behaviour holds the returned value: refinement compares two runs of one kernel
    interface, so an *after* whose parameter or return types differ is not a
    candidate for the same kernel (LLVM never changes an externally visible
    signature), neither a pass nor a violation."""
    def shape(fn: Function) -> str:
        params = ", ".join(str(a.type) for a in fn.args)
        return f"{fn.return_type} ({params})"

    if shape(before) != shape(after):
        return (f"after's @{after.name} has signature {shape(after)}, before's @{before.name} "
                f"{shape(before)}: they cannot run on the same schedules")
    return conform_argument_names(before, after)


def conform_argument_names(before: Function, after: Function) -> str | None:
    """Give *after*'s parameters *before*'s names, position by position (in place), so the
    schedules' inputs, which name *before*'s parameters, reach the same parameters of
    *after*; None when done, else why it cannot be.

    A parameter's name is no part of the kernel's interface: ``opt -passes=instnamer``
    renames ``%0`` to ``%arg``, and a hand-edited AFTER may too. Matched by name, such an
    *after* ran on zero inputs and empty buffers while *before* ran on the schedule's,
    and the difference was reported as a violation. Where another value of *after* already
    carries one of the names, renaming would make two values one name: not compared."""
    wanted = [a.name for a in before.args]
    if [a.name for a in after.args] == wanted:
        return None
    taken = {b.name for b in after.blocks} | {i.name for i in after.instructions() if i.name}
    clash = sorted(set(wanted) & taken)
    if clash:
        return (f"after's @{after.name} names its parameters differently from before's and "
                f"uses {', '.join('%' + n for n in clash)} for other values: the schedules' "
                f"inputs cannot be given to the same parameters")
    for arg, name in zip(after.args, wanted, strict=True):
        arg.name = name
    return None


def unjudged_callees(kernel: Function) -> dict[str, str]:
    """Functions ``kernel`` may call whose convergence our oracles pin down more
    narrowly than an implementation may, each with the reason (module docstring):

    - not ``convergent`` yet holding convergent operations (seed 000,
      "Opportunistic Convergent Operations"): the optimizer may move their call
      sites freely, so their communicating sets are not ours to judge;
    - holding an irreducible cycle (seed 000, "Controlled Maximal Convergence":
      the cycle hierarchy is the implementation's choice) and reached through more
      than one calling context (:func:`~fuzzfarm.ir.contexts.context_counts`; through
      one, its one copy's choice is the function's): an implementation that
      inlines such a function chooses a hierarchy per copy, where the oracles
      choose one per function (:func:`per_context` gives *before* one function per
      context to lift this). Unless all its hierarchies behave alike
      (:func:`~fuzzfarm.analysis.hierarchies.function_hierarchies` with ``alike``
      lists one, completely: they differ only in the headers of cycles holding no
      convergent operation and no call to a defined function): then whatever each
      copy picks, every convergent operation of it is grouped as under the
      oracles' one choice (seed 003, "Maximal Convergence": an instance's
      convergence reads only the headers of the cycles that contain it; an inlined
      copy's cycles are the function's, each entered as in the function).
    """
    module = kernel.module
    out: dict[str, str] = {}
    contexts = context_counts(kernel)
    for fn in reachable_functions(kernel)[1:]:
        if not fn.is_convergent and any(is_convergent_call(inst, module)
                                        for inst in fn.instructions()):
            out[fn.name] = ("is not convergent and holds convergent operations: its threads are "
                            "an implementation-defined set that moving its calls may change")
        elif (contexts is None or contexts[fn.name] > 1) and not chosen_cycles(fn).is_reducible \
                and not _behaves_as_one(fn):
            out[fn.name] = IRREDUCIBLE_CALLEE
    return out


#: Why :func:`unjudged_callees` leaves a function with an irreducible cycle unjudged.
IRREDUCIBLE_CALLEE = ("holds an irreducible cycle: an implementation that inlines it picks a "
                      "cycle hierarchy per call site, the oracles one per function")


def per_context(before: Function, after: Function) -> Function | None:
    """*before* with a copy of each device function per calling context
    (:func:`~fuzzfarm.ir.contexts.unfolded`), when that is all that leaves a difference
    unjudged: *before*'s only :func:`unjudged_callees` hold irreducible cycles and
    *after* has none. Else None.

    Each function of the copy is reached from one calling context, so its one hierarchy
    per function (the oracles') is one per context: the choice an implementation that
    inlines everything has (seed 003, "Cycles" and "Maximal Convergence"). Its behaviours
    are *before*'s under every such choice, so a difference from all of them, listed
    completely, is a violation, and a match with one is a match. *after* keeps the
    oracles' per-function choice: each of its behaviours so found is one of its own (an
    implementation may pick the same hierarchy for every copy), and with no unjudged
    callee its listing holds them all."""
    if unjudged_callees(after) or any(
            reason != IRREDUCIBLE_CALLEE for reason in unjudged_callees(before).values()):
        return None
    return unfolded(before)


def _behaves_as_one(fn: Function) -> bool:
    """Do all of ``fn``'s own cycle hierarchies behave alike (one set, listed completely)?"""
    alike = function_hierarchies(fn, alike=True)
    return alike.complete and len(alike.orders) == 1


#: Why a difference found only under some of *after*'s cycle hierarchies is undecided.
COPIED_CYCLES = (
    "after differs from before only under some of its cycle hierarchies, and it holds more "
    "irreducible cycles than before (a copied irreducible cycle: an implementation picks each "
    "copy's headers on its own, where before has one choice for the original)")


def copies_irreducible_cycles(before: Function, after: Function) -> bool:
    """Does *after* hold more irreducible cycles than an irreducible *before*?

    Seed 003 ("Cycles", "Maximal Convergence"): the cycle hierarchy is chosen by the
    DFS, one per function, and it decides the maximal converged-with relation inside
    irreducible cycles. A transform that copies such a cycle (full unrolling of a
    loop around it, tail duplication) gives *after* one header choice per copy where
    *before* has one for all of its executions, so *after* may pick the copies'
    headers inconsistently. An implementation of *before* that unrolled or peeled
    the loop itself has that choice too: a difference *before* with the loop's
    iterations peeled shows is passed (:func:`_passes_peeled`); whether another is a
    miscompile the seeds do not settle, so it is reported inconclusive
    (:func:`violates_in_every_hierarchy`).
    The cycles of a called function count once per calling context (an inliner copies
    them to each), so inlining alone copies nothing.
    """
    def irreducible(kernel: Function) -> int:
        # each function's cycles once per calling context: an inliner's copies of them
        contexts = context_counts(kernel) or {}
        return sum(contexts.get(fn.name, 1) * sum(not c.is_reducible
                                                  for c in chosen_cycles(fn).all_cycles())
                   for fn in reachable_functions(kernel))

    old = irreducible(before)
    return old > 0 and irreducible(after) > old


#: The note of a schedule passed by :func:`_passes_peeled`.
PEELED = ("after matches before with the first iterations of its loops around irreducible "
          "cycles peeled, each copy's header chosen on its own (SEMANTICS.md, \"A copied "
          "irreducible cycle\")")


def _passes_peeled(before: Function, after: Function, schedule: Schedule, model: Model,
                   max_runs: int, suspects: Sequence[Choices],
                   peel: tuple[Function | None, Callable[[], bool]] | None = None) -> bool:
    """Does *after*, which copies irreducible cycles of *before*
    (:func:`copies_irreducible_cycles`), pass against *before* with the first iterations
    of the loops around those cycles peeled, all but the last its runs start
    (:mod:`fuzzfarm.refinement.peeled`)? Each copy's header is then chosen on its own, as
    in an implementation that unrolled or peeled the loop (seed 003); every behaviour of
    that program is one of *before*'s implementations, so a pass against it is a pass.
    No answer decides a violation: the difference then stays with :func:`_doubt`.
    ``peel``: the peeled copy and the simulator's listing of every choice on this
    schedule, as the check's :class:`_Peels` shares them between schedules (default:
    made for this schedule alone)."""
    if model != Model.MAXIMAL or not copies_irreducible_cycles(before, after):
        return False
    if peel is None:
        copy = peeled(before, plan_for_copies(before, after, schedule, model))
        listed = None
    else:
        copy, listed = peel
    if copy is None:
        return False
    if _simulator_passes(copy, after, schedule, model, listed):
        return True
    return _check_schedule(copy, after, schedule, model, max_runs, suspects)[0] == "pass"


def _simulator_passes(before: Function, after: Function, schedule: Schedule, model: Model,
                      listed: Callable[[], bool] | None = None) -> bool:
    """Does the lane simulator pass ``schedule`` over every choice of *after*
    (:func:`~fuzzfarm.refinement.enumerated.passes_every_choice`, or ``listed`` where the
    caller made that listing already), with the reference
    replaying its base run of *before* alike (the two-oracle check's agreement,
    fuzzfarm/refinement/two_oracles.py)? For a *before* the check made itself (peeled):
    its hierarchies are many, which the simulator runs as one batch and the reference
    one run at a time. No answer (a simulator error included) leaves it to the reference."""
    from oracles import simt

    try:
        if listed is not None:
            if not listed():
                return False
        elif passes_every_choice(before, after, [schedule], model) is None:
            return False
        sim = simt.run_batch(before, [schedule], model)[0]
    except Exception:  # noqa: BLE001 - a simulator defect decides nothing: the reference does
        return False
    return sim.behaviour.outcome is not Outcome.UNSUPPORTED and agrees(
        sim, replay(before, schedule, sim.choices, model))


class _Peels:
    """Within one :func:`check_refinement`, what :func:`_passes_peeled` shares between
    schedules: one peeled copy of *before* per peel plan (one program for both oracles
    to compile and analyse), and the lane simulator's listing of every choice of *after*
    against it, made at the first ask for that schedule and every later one ``waiting``
    (the suspects' schedules) with the same plan, in one call: the copy's many cycle
    hierarchies are a batch each, whatever the schedules in it. A schedule passed there
    has had every legal choice of *after* listed and matched by the copy, the argument
    of a pass alone (:func:`~fuzzfarm.refinement.enumerated.passes_every_choice`,
    ``passed``); one not passed there is listed again alone when it asks, as before."""

    def __init__(self, before: Function, after: Function, schedules: Sequence[Schedule],
                 model: Model, waiting: Sequence[int]) -> None:
        self.before, self.after, self.schedules, self.model = before, after, schedules, model
        self.waiting = waiting
        self.plans: dict[int, tuple[tuple[str, tuple[tuple[str, int], ...]], ...]] = {}
        self.copies: dict[object, Function | None] = {}
        self.passed: set[int] = set()  # listed with others and passed
        self.listed: set[int] = set()  # listed with others

    def of(self, before: Function, i: int) -> tuple[Function | None, Callable[[], bool]] | None:
        """Schedule ``i``'s copy and listing; None for another *before* (one copied per
        calling context, :func:`per_context`), which is peeled for the schedule alone."""
        if before is not self.before or self.model != Model.MAXIMAL \
                or not copies_irreducible_cycles(self.before, self.after):
            return None
        key = self._plan(i)
        if key not in self.copies:
            self.copies[key] = peeled(self.before, {f: dict(loops) for f, loops in key})
        copy = self.copies[key]
        return (None, bool) if copy is None else (copy, partial(self._listed, copy, i))

    def _plan(self, i: int) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
        if i not in self.plans:
            plan = plan_for_copies(self.before, self.after, self.schedules[i], self.model)
            self.plans[i] = tuple(sorted((f, tuple(sorted(loops.items())))
                                         for f, loops in plan.items()))
        return self.plans[i]

    def _same_plan(self, i: int, j: int) -> bool:
        """Does schedule ``j`` peel as ``i`` does? No where its plan cannot be made now
        (a reference error): ``j`` then makes it, or fails, at its own ask, as before."""
        try:
            return self._plan(j) == self._plan(i)
        except Exception:  # noqa: BLE001 - j's own check meets it again
            return False

    def _listed(self, copy: Function, i: int) -> bool:
        if i in self.passed:
            return True
        if i not in self.listed:
            group = [i] + [j for j in self.waiting if j > i and j not in self.listed
                           and self._same_plan(i, j)]
            if len(group) > 1:
                self.listed.update(group)
                alone: set[int] = set()
                try:
                    if passes_every_choice(copy, self.after, [self.schedules[j] for j in group],
                                           self.model, passed=alone) is not None:
                        alone = set(range(len(group)))
                except Exception:  # noqa: BLE001 - another schedule's failure: each asks alone
                    alone = set()
                self.passed.update(group[k] for k in alone)
                if i in self.passed:
                    return True
        return passes_every_choice(copy, self.after, [self.schedules[i]], self.model) is not None


def _violates_with_exits_in_iteration(before: Function, after: Function, schedule: Schedule,
                                      model: Model, max_runs: int) -> bool:
    """Does *after*'s difference from *before* stand when *before*'s loop exits that hold
    uncontrolled convergent operations are read as part of the exiting iteration
    (:mod:`fuzzfarm.refinement.iteration_exits`)? Yes when there is no such exit, and
    when that reading and *after* still differ either way: only a reading *after*
    refines and that refines *after* (the same behaviours on this schedule: the exit's
    operation moved into its iteration and nothing else) makes the case inconclusive.
    One way is not enough: read per iteration, a cross-lane read of a lane that left in
    another iteration is poison, which any value refines, and LLVM's fixes of such folds
    (tests/data/llvmbugs c31, c33) keep the converged reading."""
    reread = exits_in_iteration(before)
    if reread is None:
        return True
    for b, a in ((reread, after), (after, reread)):
        if isinstance(_check_schedule(b, a, schedule, model, max_runs, [])[1], Found):
            return True
    return False


def _forwarders_doubt(before: Function, after: Function, schedule: Schedule, model: Model,
                      max_runs: int) -> str | None:
    """Why an ipdom difference is undecided when it vanishes with both programs' empty
    forwarding blocks bypassed (:mod:`fuzzfarm.refinement.forwarders`; SEMANTICS.md,
    "ipdom", rule 5), or None when it stands: another model, no such block in either
    program, or *after* so read still shows a behaviour *before* so read cannot."""
    if model != Model.IPDOM:
        return None
    b, a = bypass_forwarders(before), bypass_forwarders(after)
    if b is None and a is None:
        return None
    reread_before, named_before = b if b is not None else (before, [])
    reread_after, named_after = a if a is not None else (after, [])
    if isinstance(_check_schedule(reread_before, reread_after, schedule, model, max_runs, [])[1],
                  Found):
        return None
    return forwarder_message(sorted({*named_before, *named_after}))


def _lowering_without_difference(before: Function, after: Function, schedule: Schedule,
                                 model: Model, max_runs: int) -> str | None:
    """Why an ipdom difference beside a divergent ``switch`` stays undecided: the first
    back end's lowering (:data:`~fuzzfarm.refinement.switch_lowering.LOWERINGS`) of both
    programs' divergent ``switch``es under which *after* shows no behaviour *before*
    cannot, or which cannot decide (with forwarding blocks bypassed too, as
    :func:`_forwarders_doubt`); None when the difference stands under every one, as
    under the n-way reading: a difference on every machine modelled, LowerSwitch's
    (AMDGPU's) among them (SEMANTICS.md, "ipdom", rule 6)."""
    for how, b, a in lowered_pairs(before, after):
        if not isinstance(_check_schedule(b, a, schedule, model, max_runs, [])[1], Found) \
                or _forwarders_doubt(b, a, schedule, model, max_runs) is not None:
            return LOWERED.format(how=how)
    return None


def violates_in_every_hierarchy(before: Function, after: Function, schedule: Schedule,
                                model: Model) -> bool:
    """Does *after* show a behaviour *before* cannot under every one of its cycle
    hierarchies (so also under the one whose copies all pick what *before* picks)?

    Explores both programs whole (up to :data:`WHOLE` choices); anything short of a
    complete listing of *before* and an unmatched behaviour for each of *after*'s
    hierarchies answers no, which leaves the case inconclusive, never a violation.

    *after*'s whole listing is made only when no hierarchy already answers no from its
    base run: a hierarchy whose base run references no anchor instance shows that one
    behaviour and nothing else in the whole listing (:func:`only_base_run`), so when it
    is matched (or undecided), the loop below would answer no on that hierarchy whatever
    the other hierarchies show. The answer is the same; the listing of the other
    hierarchies (most of a copied cycle's cost) is skipped."""
    if model != Model.MAXIMAL:
        return True  # ipdom has no hierarchy choice
    orders = behaviour_hierarchies(after)  # the others behave as one of these
    if not orders.complete:
        return False
    before_set = behaviours(before, schedule, model, max_runs=WHOLE, sample=False)
    if not before_set.complete:
        return False
    for order in orders.orders:
        only = only_base_run(after, schedule, model, order)
        if only is not None and not (only.decided and _match_any(only, before_set)[0] is Match.NO):
            return False
    after_set = behaviours(after, schedule, model, max_runs=WHOLE, sample=False)
    for order in orders.orders:
        shown = [e.behaviour for e in after_set.entries if e.behaviour.decided
                 and any(c.dfs_order == order for c in e.choices)]
        if not any(_match_any(b, before_set)[0] is Match.NO for b in shown):
            return False
    return True


@dataclass(frozen=True)
class Found:
    """A schedule's counterexample, built (tables rendered, first difference found) only
    when the verdict shows it: a difference that a copied irreducible cycle leaves
    undecided (:func:`violates_in_every_hierarchy`) is dropped unseen. Building it reads
    runs the check already made, so when it is built does not change what it holds."""

    build: Callable[[], Counterexample]

    def built(self) -> Counterexample:
        return self.build()


def _check_schedule(
    before: Function, after: Function, schedule: Schedule, model: Model, max_runs: int,
    suspects: Sequence[Choices] = (),
) -> tuple[str, Found | str | None]:
    before_set: BehaviourSet | None = None
    undecided_reason: str | None = None
    guided: Budget | None = None  # the guided search's runs, once after is listed whole
    concretized = 0  # runs of after with a value for undef (at most UNDEF_RUNS)

    def judge(entry: BehaviourEntry) -> Found | None:
        """A counterexample if ``entry`` is one; notes an undecided comparison."""
        nonlocal before_set, undecided_reason, concretized
        ab = entry.behaviour
        if ab.outcome is Outcome.CONTRADICTORY and entry.choices[0].anchors:
            return None  # an anchor grouping that is no legal implementation
        if not ab.decided:
            # An undecided run of after still refines a run of before with undefined
            # behaviour (compare): before's UB allows anything, what after could not run too
            if before_set is None:
                before_set = behaviours(before, schedule, model, max_runs=max_runs)
            if _match_any(ab, before_set)[0] is not Match.YES:
                undecided_reason = f"after: {ab.outcome.value} ({ab.message})"
            return None
        if (before_set is None or not before_set.complete) and (shown := unreached(entry)) is not None:
            return shown
        if before_set is None:
            before_set = behaviours(before, schedule, model, max_runs=max_runs)
        result, comparison = _match_any(ab, before_set)
        if result is Match.UNDECIDED and not before_set.complete:
            result, comparison = _directed_match(before, after, schedule, model, entry.choices,
                                                 ab, comparison)
        if result is Match.UNDECIDED and not before_set.complete and max_runs < WHOLE:
            # No match found: explore before whole (a violation needs it), once.
            whole = behaviours(before, schedule, model, max_runs=WHOLE, sample=False)
            if whole.complete:
                before_set = whole
                result, comparison = _match_any(ab, before_set)
        if result is Match.UNDECIDED and not before_set.complete and guided is not None:
            # Too many to list even whole: search them guided by after's run.
            result, comparison = _guided_match(before, after, schedule, model, entry.choices,
                                               ab, comparison, guided)
        if result is Match.UNDECIDED:
            result, comparison = _lane_order_match(before, schedule, model, before_set, ab,
                                                   result, comparison)
        if result is Match.UNDECIDED and before_set.complete and "undef" in ab.approximations \
                and concretized < UNDEF_RUNS:
            concretized += len(UNDEF_VALUES)
            found = _concrete_undef(after, schedule, model, entry.choices[0], before_set)
            if found is not None and not crossed(found[0]):
                choices, ab, comparison = found
                return Found(partial(_counterexample, before, after, schedule, model, choices,
                                     ab, before_set, comparison))
        if result is Match.UNDECIDED:
            undecided_reason = comparison.reason if comparison else "before could not be decided"
        if result is not Match.NO or crossed(entry.choices[0]):
            return None
        return Found(partial(_counterexample, before, after, schedule, model, entry.choices[0],
                             ab, before_set, comparison))

    def unreached(entry: BehaviourEntry) -> Found | None:
        """A counterexample if ``entry`` (decided) differs from *before* on what no grouping
        of *before* reaches: its base runs decide that, with no listing of its groupings
        (SEMANTICS.md, "What a grouping can reach")."""
        difference = reach.unreached_difference(before, schedule, model, entry.behaviour)
        if difference is None or crossed(entry.choices[0]):
            return None
        return Found(partial(_counterexample, before, after, schedule, model, entry.choices[0],
                             entry.behaviour, difference.bases, difference.comparison))

    def crossed(choices: Choices) -> bool:
        """Is the difference after's run under ``choices`` shows one only a grouping the
        model's record calls cyclic gives (:mod:`fuzzfarm.refinement.crossed_groupings`)?
        Then it is no counterexample: the search goes on, the schedule undecided if no
        other run differs."""
        nonlocal undecided_reason
        if not needs_crossed_grouping(after, schedule.with_choices(choices), model):
            return False
        undecided_reason = CROSSED_GROUPING
        return True

    # The suspects first: a violation among them needs no exploration of after.
    for choices in suspects:
        chosen = replace(choices, order_seed=schedule.choices.order_seed)
        shown = run(after, schedule.with_choices(chosen), model).behaviour
        if (found := judge(BehaviourEntry(shown, (chosen,)))) is not None:
            return "violation", found
    if same_skeleton(before, after):
        # Every choice of after runs as before's same choice (SEMANTICS.md, "The same
        # skeleton"): listed or not, each of after's behaviours is one of before's. A few
        # of them are replayed as the check of that claim; all of them when that is all.
        sample = behaviours(after, schedule, model, max_runs=min(max_runs, REPLAYS))
        if not sample.exhaustive and _replayed(before, schedule, model, sample):
            return "pass", None
    if (transfer := same_choice(before, after, schedule, model)) is not None:
        # Every grouping of after shows what before shows under the same grouping
        # (SEMANTICS.md, "The same choice"); replayed on a few of them, as above.
        sample = behaviours(after, schedule, model, max_runs=min(max_runs, REPLAYS))
        if not sample.exhaustive and _replayed(before, schedule, model, sample, transfer):
            return "pass", None
    if (found := _first_runs_unreached(before, after, schedule, model, unreached)) is not None:
        return "violation", found
    after_set = behaviours(after, schedule, model, max_runs=max_runs)
    if not after_set.exhaustive and max_runs < WHOLE:
        # Sampled: explore after whole instead when its choices are few enough, so a
        # pass or a violation can be decided rather than left to the sample.
        whole = behaviours(after, schedule, model, max_runs=WHOLE, sample=False)
        if whole.exhaustive:
            after_set = whole
    if not after_set.exhaustive:
        # Too many groupings to list: decide group by group where the anchor's groups
        # cannot interact (fuzzfarm/refinement/decomposed.py).
        decided = decomposed.decide(before, after, schedule, model, decomposed.reference_runner)
        if decided is not None:
            if decided.passed:
                return "pass", None
            return "violation", Found(partial(_decomposed_counterexample, before, after, schedule,
                                              model, decided))
    if after_set.exhaustive:
        # A match found for every behaviour of after decides a pass: worth searching for
        # (fuzzfarm/refinement/guided.py); of a sample it decides nothing.
        guided = Budget(GUIDED_RUNS)
    for entry in after_set.entries:
        if (found := judge(entry)) is not None:
            return "violation", found
    if (undecided_reason is not None or not after_set.exhaustive) and any(
            ATOMIC_ORDER in e.behaviour.approximations
            for e in (*after_set.entries, *(before_set.entries if before_set else ()))):
        # Orders too many to list: each lane's behaviour per ticket rank decides them all
        # where the tickets reach nothing else (fuzzfarm/refinement/tickets.py)
        whole = behaviours(before, schedule, model, max_runs=WHOLE, sample=False)
        ticketed = tickets.decide(before, after, schedule, model, whole, after_set)
        if ticketed is True:
            return "pass", None
        if isinstance(ticketed, tickets.Witness) and not crossed(ticketed.choices):
            return "violation", Found(partial(_tickets_counterexample, before, after, schedule,
                                              model, ticketed))
    if undecided_reason is not None:
        return "undecided", undecided_reason
    if not after_set.exhaustive:
        return "undecided", (f"after's implementation choices were only sampled "
                             f"({after_set.runs} runs): an unsampled one may show what before cannot")
    return "pass", None


#: How many of *after*'s runs (its base runs, then sampled groupings) are compared with
#: *before*'s base runs on what no grouping of *before* reaches, before *after*'s choices
#: are explored (:func:`_first_runs_unreached`).
FIRST_RUNS = 4


def _first_runs_unreached(before: Function, after: Function, schedule: Schedule, model: Model,
                          unreached: Callable[[BehaviourEntry], Found | None]) -> Found | None:
    """A violation among *after*'s first :data:`FIRST_RUNS` runs on what no grouping of
    *before* reaches (``unreached``), or None.

    Exploring *after*'s choices (64 sampled groupings, its whole listing when small
    enough, the group-by-group check) costs a run each, and at 16 lanes and more each
    run is long: the check timed out before any of them was compared. A difference
    outside *before*'s reach needs no listing of either program (SEMANTICS.md, "What a
    grouping can reach"): any one concrete choice of *after* that shows it is a
    violation, the first ones run as well as any (the base runs, one per cycle hierarchy,
    then a few sampled groupings). None decides nothing (a sampled
    *after* never passes: the exploration below goes on as before). The runs are the
    first of :func:`behaviours`' own sample (same seed), so inside
    :func:`oracles.reference.reused` the exploration that follows makes none of them again."""
    if grouping_reach(before) is None:
        return None  # nothing is decided without a listing: no run spent on it
    for runs in (1, FIRST_RUNS):  # the base runs alone first: a sampled grouping's run may be long
        for entry in behaviours(after, schedule, model, max_runs=runs).entries:
            if entry.behaviour.decided and (found := unreached(entry)) is not None:
                return found
    return None


#: How many sampled choices of *after* a pass by :func:`same_skeleton` replays in *before*.
REPLAYS = 8


def _replayed(before: Function, schedule: Schedule, model: Model, after_set: BehaviourSet,
              same: Callable[[Choices], Choices | None] = lambda c: c) -> bool:
    """Does *before*, run with the choices of each sampled behaviour of *after* (or the
    choices ``same`` makes of them: :class:`~fuzzfarm.refinement.same_choice.Transfer`),
    show a matching behaviour? The check of :func:`same_skeleton`'s and
    :func:`same_choice`'s claims on the runs at hand: a pass by them needs each of these
    to hold (an undecided run of *after* decides nothing), so a flaw in the comparison
    leaves the schedule undecided."""
    for entry in after_set.entries:
        choices = entry.choices[0]
        if entry.behaviour.outcome is Outcome.CONTRADICTORY and choices.anchors:
            continue  # no legal implementation, in either program
        mine = same(choices)
        if mine is None:
            return False
        shown = run(before, schedule.with_choices(mine), model).behaviour
        if not entry.behaviour.decided or compare(entry.behaviour, shown).match is not Match.YES:
            return False
    return True


#: The values *after*'s ``undef`` is given, each in one run, when a difference may come
#: from reading it as poison (``Choices.undef``, masked to each read's width): zero, one
#: and all ones already tell any constant, and a lane id of two lanes or more, apart.
UNDEF_VALUES = (0, 1, -1)
#: At most this many such runs per schedule (a handful of after's behaviours): beyond
#: it the schedule stays undecided.
UNDEF_RUNS = 8 * len(UNDEF_VALUES)


def _concrete_undef(after: Function, schedule: Schedule, model: Model, choices: Choices,
                    before_set: BehaviourSet) -> tuple[Choices, Behaviour, Comparison | None] | None:
    """A run of *after* that gives ``undef`` a value and that no behaviour of *before*
    (listed completely) matches, or None.

    LangRef ("Undefined Values"): each use of ``undef`` may take any value of its
    type, so *after* with every read of undef giving one value is one of its real
    executions (as if the optimizer had folded undef to that constant), and a
    difference it shows is a violation with a replayable value
    (oracles/SEMANTICS.md, "undef"). *before*'s own undef stays poison, which only
    widens what it allows."""
    for value in UNDEF_VALUES:
        chosen = replace(choices, undef=value)
        shown = run(after, schedule.with_choices(chosen), model).behaviour
        if not shown.decided or "undef" in shown.approximations:
            continue  # an undef that is no integer (a pointer) stays poison
        result, comparison = _match_any(shown, before_set)
        if result is Match.NO:
            return chosen, shown, comparison
    return None


def _lane_order_match(
    before: Function, schedule: Schedule, model: Model, before_set: BehaviourSet,
    ab: Behaviour, result: Match, fallback: Comparison | None,
) -> tuple[Match, Comparison | None]:
    """Runs of *before* whose atomics' order was one of several (``atomic-order``), run
    again with the threads stepping in lane order (``order_seed`` 0): each thread runs up
    to its next convergent operation before the next lane does, so the lanes' atomics on
    a location between two convergent operations happen in ascending lane order. That is
    one legal order of *before* (oracles/SEMANTICS.md, "Memory the threads share"), and
    the one a wave-wide rewrite of an atomic (AMDGPU's atomic optimizer: one atomic per
    wave, each lane's old value the first lane's result plus an exclusive prefix) gives;
    a match with it is a match (:func:`~fuzzfarm.refinement.compare.one_order_of_before`).
    No match decides nothing."""
    for entry in before_set.entries:
        if ATOMIC_ORDER not in entry.behaviour.approximations:
            continue
        for choices in entry.choices[:DERIVED]:
            if choices.order_seed == 0:
                continue
            shown = run(before, schedule.with_choices(replace(choices, order_seed=0)), model)
            c = compare(ab, shown.behaviour)
            if c.match is Match.YES:
                return Match.YES, c
    return result, fallback


def _match_any(ab: Behaviour, before_set: BehaviourSet) -> tuple[Match, Comparison | None]:
    """YES if some behaviour of *before* matches; NO only if the search was complete."""
    closest: Comparison | None = None
    undecided = not before_set.complete  # a grown listing decides no violation
    for entry in before_set.entries:
        bb = entry.behaviour
        if bb.outcome is Outcome.CONTRADICTORY and entry.choices[0].anchors:
            continue
        c = compare(ab, bb)
        if c.match is Match.YES:
            return Match.YES, c
        if c.match is Match.UNDECIDED:
            undecided = True
        if closest is None or (c.match is Match.NO and closest.match is not Match.NO):
            closest = c
    if undecided:
        reason = closest.reason if closest and closest.reason else (
            "before's implementation choices were only sampled")
        return Match.UNDECIDED, Comparison(Match.UNDECIDED, closest.differences if closest else (),
                                           reason)
    return Match.NO, closest


#: Choices explored whole, beyond ``max_runs``, rather than sampled: *after*'s when
#: the sample left it not exhaustive, *before*'s when neither its sample nor the
#: directed search matched a behaviour of *after* (a violation needs it). An eighth
#: of the lane simulator's listing limit: the reference runs one choice at a time.
WHOLE = LIMIT // 8
#: How many of *after*'s choices (those showing one behaviour) *before*'s groupings are derived from.
DERIVED = 2


#: Runs of *before* the guided searches of one schedule may make in all.
GUIDED_RUNS = SCHEDULE_RUNS


def _directed_match(
    before: Function, after: Function, schedule: Schedule, model: Model,
    tried: Sequence[Choices], ab: Behaviour, fallback: Comparison | None,
) -> tuple[Match, Comparison | None]:
    """Search *before*'s choices for a match of ``ab`` beyond the sample: *after*'s own
    choices (same anchor names, lanes and occurrences, same DFS seed) first, then
    groupings derived from the communicating sets *after* showed
    (:mod:`fuzzfarm.refinement.directed`). A candidate only counts if *before*,
    run with it, matches."""
    shown_runs = []
    for choices in tried:
        shown = run(before, schedule.with_choices(choices), model)
        c = compare(ab, shown.behaviour)
        if c.match is Match.YES:
            return Match.YES, c
        shown_runs.append(shown)
    for choices, shown in list(zip(tried, shown_runs, strict=True))[:DERIVED]:
        if not choices.anchors:
            continue
        after_run = run(after, schedule.with_choices(choices), model).trace.record
        for site in site_namings(before, after):
            latest = shown
            for _ in range(ROUNDS):
                derived = derived_grouping(latest.trace.record, after_run, choices, site)
                latest = run(before, schedule.with_choices(derived), model)
                c = compare(ab, latest.behaviour)
                if c.match is Match.YES:
                    return Match.YES, c
    return Match.UNDECIDED, fallback


def _guided_match(
    before: Function, after: Function, schedule: Schedule, model: Model,
    tried: Sequence[Choices], ab: Behaviour, fallback: Comparison | None, budget: Budget,
) -> tuple[Match, Comparison | None]:
    """Search *before*'s groupings for a match of ``ab`` instance by instance, guided by
    *after*'s runs under its first :data:`DERIVED` choices showing it, backtracking
    (:mod:`fuzzfarm.refinement.guided`), within ``budget``. A match is a run of *before*
    that shows ``ab``; none found decides nothing."""
    sites = site_namings(before, after)
    for choices in tried[:DERIVED]:
        found = match_after_run(before, after, schedule, model, ab, choices, sites, budget)
        if found is not None:
            return Match.YES, found[1]
    return Match.UNDECIDED, fallback


def _decomposed_counterexample(before: Function, after: Function, schedule: Schedule, model: Model,
                               decided: decomposed.Decided) -> Counterexample:
    """The counterexample of a violation the group-by-group check found: *after*'s
    grouping, and *before* grouped alike as the closest of its behaviours."""
    assert decided.after is not None and decided.before is not None
    assert decided.after_choices is not None and decided.before_choices is not None
    closest = BehaviourSet(model, True, 1, (BehaviourEntry(decided.before, (decided.before_choices,)),))
    return _counterexample(before, after, schedule, model, decided.after_choices, decided.after,
                           closest, compare(decided.after, decided.before))


def _tickets_counterexample(before: Function, after: Function, schedule: Schedule, model: Model,
                            w: tickets.Witness) -> Counterexample:
    """The counterexample of a run of *after* no order of *before*'s tickets allows."""
    closest = BehaviourSet(model, True, 1, (BehaviourEntry(w.before, (w.before_choices,)),))
    return _counterexample(before, after, schedule, model, w.choices, w.after, closest, w.comparison)


def _counterexample(
    before: Function,
    after: Function,
    schedule: Schedule,
    model: Model,
    after_choices: Choices,
    ab: Behaviour,
    before_set: BehaviourSet,
    comparison: Comparison | None,
) -> Counterexample:
    before_entry = next((e for e in before_set.entries if e.behaviour.decided), before_set.entries[0])
    before_choices = before_entry.choices[0]
    shown = schedule.with_choices(after_choices)
    after_run = run(after, shown, model)
    before_run = run(before, schedule.with_choices(before_choices), model)
    return Counterexample(
        schedule=shown,
        model=model,
        after=ab,
        before=before_entry.behaviour,
        before_choices=before_choices,
        differences=comparison.differences if comparison else (),
        first_difference=first_difference([before_run.trace.record], after_run.trace.record),
        before_table=before_run.trace.record.render(),
        after_table=after_run.trace.record.render(),
        return_type=before.return_type,
    )


def _as_float(text: str, ty: FloatType) -> str:
    """``2143289344`` -> ``2143289344 (nan(0x7fc00000))`` for a float's bits."""
    return f"{text} ({floatbits.describe(int(text), ty)})" if text.isdigit() else text


def first_difference(befores: Sequence[ExecutionRecord],
                     after: ExecutionRecord) -> FirstDifference | None:
    """Compare, lane by lane, the sequence of catalogue operations and their sets: the
    first operation (fewest before it in its lane) whose set in ``after`` differs from its
    set in every run of ``befores`` (readings of *before* on one choice; the first names
    it)."""
    best: FirstDifference | None = None
    for lane in after.lanes:
        if lane < 0:
            continue
        a_ops = [i for i in _safe_instances(after, lane) if i.kind == "op"]
        b_opss = [[i for i in _safe_instances(b, lane) if i.kind == "op"] for b in befores]
        for k in range(max(len(a_ops), *(len(ops) for ops in b_opss))):
            a = a_ops[k] if k < len(a_ops) else None
            as_ = after.communicating_set(a) if a else None
            sets = [record.communicating_set(ops[k]) if k < len(ops) else None
                    for record, ops in zip(befores, b_opss, strict=True)]
            if all(bs != as_ for bs in sets):
                b = b_opss[0][k] if k < len(b_opss[0]) else None
                if best is None or k + 1 < best.index:
                    best = FirstDifference(lane, k + 1, b.label if b else "-",
                                           a.label if a else "-", sets[0], as_)
                break
    return best


def _safe_instances(record: ExecutionRecord, lane: int) -> Sequence[Instance]:
    try:
        return record.instances(lane)
    except KeyError:
        return ()


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
