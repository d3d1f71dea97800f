"""Checking uniformity claims against executions of the reference interpreter.

Seed 003, "Uniformity": "The output of a static instance X is uniform for a given
set of threads if and only if it is uniform for every pair of converged dynamic
instances of X produced by those threads", where *converged* means related by
the maximal converged-with relation ("Maximal Convergence"). The reference
interpreter computes that relation as convergence keys (SEMANTICS.md): the
instructions of a block instance share its key. So a claim "X is uniform" is
refuted by one run in which two threads execute X in block instances with equal
keys and X's outputs differ. Everything else is *not* a refutation:

- a poison (or undef) output in either instance: poison refines to any value;
- a pointer that may point into a thread's own memory (an alloca: the model does not
  know its address); a pointer into the launch's memory (a global, an argument's
  buffer) is compared by object and offset (:func:`comparable`);
- a value a run's approximation may decide (it read undef, froze poison, chose one
  of a float's results: our fixed choices approximate LLVM's nondeterminism), or any
  value of such a run where an approximated value may decide control flow
  (:func:`unreal_values`);
- a run that ended with undefined behaviour (any behaviour is allowed), or was not
  decided (time-out, unsupported operation, contradictory order).

A convergent operation's *value* follows its token (seed 000: it communicates
with the threads whose token values come from converged instances), but whether
two of its instances are converged, for uniformity, is the maximal relation of
seed 003 like for any instruction. The two differ only when a token crosses out
of a cycle: a ballot after a loop on the loop's token gives each iteration's
threads their own result, which seed 003 calls temporal divergence (a use
outside the cycle of a value, the token, from inside it). Anchor groupings
follow the model (no override): an implementation-defined grouping that splits
threads converged in the maximal relation would make values differ that an
analysis may rightly call uniform for the hardware's grouping.
Irreducible control flow is run under every distinct cycle hierarchy (up to a
bound): seed 003 says a uniform answer for an m-converged instance holds in
every hierarchy ("Irreducibility and Uniformity").

A *terminator* is uniform when converged instances take the same successor (the
branch decision, what a back end relies on to skip linearization); an
*argument* when all threads (converged at the entry: one launch) have the same value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.observed import affected, loaded_values
from fuzzfarm.behaviour import INTERLEAVED, POISON, Outcome
from fuzzfarm.ir.model import Argument, Function, Instruction
from fuzzfarm.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VectorType,
    scalar_leaves,
)
from fuzzfarm.schedule import Choices, DfsOrder, Schedule, dfs_order_text
from fuzzfarm.uniformity.report import Claim
from fuzzfarm.vocabulary import Model

if TYPE_CHECKING:
    from oracles.reference.record import ExecutionRecord, ReferenceTrace

#: The kinds of claims a refutation is filed under (finding signatures use them).
CLAIM_KINDS = ("argument", "data", "phi", "temporal", "terminator", "cycle")
#: At most this many cycle hierarchies per schedule (irreducible kernels only).
MAX_HIERARCHIES = 4


def claim_kind(claim: Claim, fn: Function) -> str:
    """argument, terminator, phi, temporal (uses a value defined in a cycle it is outside of),
    data, or cycle (the exits of a cycle: :mod:`fuzzfarm.uniformity.cycles`)."""
    t = claim.target
    if isinstance(t, Argument):
        return "argument"
    if claim.cycle is not None:
        return "cycle"
    if claim.terminator:
        return "terminator"
    if t.opcode == "phi":
        return "phi"
    own = t.parent.parent if t.parent is not None else None
    cycles = compute_cycles(own if own is not None else fn)  # a callee's claim: its own cycles
    user: Instruction | None = t
    while user is not None:  # the operands, then along the chain of convergence tokens
        for v in user.all_operands():
            if isinstance(v, Instruction) and v.parent is not None:
                c = cycles.cycle_of(v.parent)
                if c is not None and user.parent not in c.blocks:
                    return "temporal"
        token = user.convergence_token
        user = token if isinstance(token, Instruction) else None
    return "data"


def checkable(claim: Claim) -> str | None:
    """Why ``claim`` cannot be checked on values, or None when it can."""
    t = claim.target
    if claim.cycle is not None:
        return None  # when its threads leave it: every run shows
    if isinstance(t, Argument):
        if claim.function is not None:  # the schedule gives the kernel's arguments only
            return "argument of a called function (its values are the call sites')"
        return None if isinstance(t.type, IntType | FloatType) else "pointer argument (addresses are unspecified)"
    if claim.terminator:
        if t.opcode in ("br", "switch") and len({b.name for b in t.blocks}) > 1:
            return None
        return "no branch decision"
    leaves = _leaf_types(t.type)
    if leaves is None:  # a float: its bits; a vector or an aggregate: its leaves
        return "no value"
    if any(isinstance(x, PtrType) for x in leaves) and _may_be_private(t):
        return "pointer that may point to a thread's own memory (its address is unspecified)"
    return None


def _leaf_types(ty: Type) -> list[Type] | None:
    """The scalar leaves of a value of ``ty`` (itself for a scalar; the elements of a
    vector, the members of a struct or an array, in order: :func:`fuzzfarm.ir.layout.leaves`),
    or None when one has no value to compare (a token, void, a label). A vector or an
    aggregate is uniform when each of its leaves is: ``cmpxchg``'s ``{ i32, i1 }``, SLP's
    ``<2 x i32>`` (once unchecked, so a lie about them held on every schedule)."""
    from fuzzfarm.ir.layout import leaves

    if isinstance(ty, StructType | ArrayType) and not scalar_leaves(ty):
        return None
    types = [e for leaf in leaves(ty) for e in (
        [leaf.type.element] * leaf.type.count if isinstance(leaf.type, VectorType) else [leaf.type])]
    return types if all(isinstance(t, IntType | FloatType | PtrType) for t in types) else None


def _may_be_private(pointer: Instruction) -> bool:
    """Does ``pointer`` point into a thread's own object (an alloca), whose address the
    model does not know (:func:`comparable`), along some path? Followed through address
    arithmetic, casts, phis and selects. A pointer loaded from memory or returned by a call
    is checked: :func:`comparable` compares it only when the run's value points into the
    launch's memory (clang's unoptimized ``out + id``, whose ``out`` comes back from a
    private slot, was never judged)."""
    seen: set[Instruction] = set()
    work = [pointer]
    while work:
        inst = work.pop()
        if inst in seen:
            continue
        seen.add(inst)
        if inst.opcode == "alloca":
            return True
        if inst.opcode in ("getelementptr", "addrspacecast", "bitcast"):
            bases = inst.operands[:1]
        elif inst.opcode in ("phi", "select"):
            bases = inst.operands[1:] if inst.opcode == "select" else inst.operands
        else:
            continue
        work += [b for b in bases if isinstance(b, Instruction)]
    return False


def our_answers(fn: Function) -> Callable[[Claim], bool]:
    """Our reading of seed 003 for a claim about ``fn`` or a function it calls (each
    function analysed on its own, as LLVM does): claim -> uniform?"""
    from fuzzfarm.analysis.uniformity import UniformityInfo, analyze

    infos: dict[int, UniformityInfo] = {}

    def uniform(claim: Claim) -> bool:
        t = claim.target
        own: Function | None = fn
        if claim.function is not None:
            own = t.parent.parent if isinstance(t, Instruction) and t.parent is not None else None
        if own is None:  # an argument of a called function: LLVM's convention, divergent
            return t.is_uniform_input if isinstance(t, Argument) else False
        if id(own) not in infos:
            infos[id(own)] = analyze(own)
        if claim.cycle is not None:
            return all({b.name for b in c.blocks} != claim.cycle for c in infos[id(own)].divergent_exit_cycles)
        return infos[id(own)].is_uniform_claim(t, claim.terminator)

    return uniform


def inreg_caveat(fn: Function) -> str | None:
    """LLVM trusts ``inreg`` (the parameter is uniform); our semantics passes a call's
    values unchanged. A call that may feed an ``inreg`` parameter a per-thread value
    (:func:`~fuzzfarm.analysis.uniformity.divergent_inreg_arguments`; recursion into
    the kernel makes the kernel's own claims depend on it) leaves claims unjudged:
    values differing there would be the call's doing, not the analysis's."""
    from fuzzfarm.analysis.uniformity import divergent_inreg_arguments
    from fuzzfarm.ir.calls import reachable_functions

    fed = divergent_inreg_arguments(fn)
    for f in reachable_functions(fn):
        for arg in f.args:
            if arg in fed:
                return (f"a call may pass the inreg parameter %{arg.name} of @{f.name} a value "
                        "that differs per thread, which LLVM assumes uniform: claims cannot be judged")
    return None


@dataclass(frozen=True)
class Witness:
    """One side of a refutation: a thread's dynamic instance and its value."""

    lane: int
    position: int  # the block instance's index in the lane's record
    value: object


@dataclass
class Refutation:
    """A concrete schedule on which two converged instances of the claim's target differ."""

    claim: Claim
    kind: str
    schedule: Schedule
    a: Witness
    b: Witness
    table: str

    def describe(self) -> str:
        t = self.claim.target
        from fuzzfarm.analysis.regions import instruction_text

        text = f"argument {t.type} %{t.name}" if isinstance(t, Argument) else instruction_text(t).strip()
        what = "takes" if self.claim.terminator else "has"
        if self.claim.cycle is not None:  # the header's instances and how their threads left
            text, what = f"the cycle's header ends with: {text}", "at its header"
        c = self.schedule.choices
        return "\n".join([
            f"refuted ({self.kind}): LLVM calls {self.claim.name} uniform",
            f"  {text}",
            f"schedule: subgroup {self.schedule.subgroup_size}, lanes "
            f"{','.join(map(str, self.schedule.active_lanes))}, dfs_seed={c.dfs_seed}"
            + (f", dfs_order {dfs_order_text(c.dfs_order)}" if c.dfs_order else ""),
            f"lane {self.a.lane} (instance #{self.a.position}) {what} {_show(self.a.value)}; "
            f"lane {self.b.lane} (instance #{self.b.position}) {what} {_show(self.b.value)}; "
            "the two instances are converged (maximal converged-with, seed 003)",
            self.table,
        ])


def _show(value: object) -> str:
    if isinstance(value, str):
        return f"successor %{value}"
    return str(value)


@dataclass
class UniformityResult:
    """Every claim's fate over all runs; ``exit_code`` as ``fuzzfarm uniformity`` returns it."""

    claims: list[Claim]
    kinds: dict[Claim, str]
    refutations: list[Refutation] = field(default_factory=list)
    unchecked: dict[Claim, str] = field(default_factory=dict)
    diverged: set[Claim] = field(default_factory=set)  # seen with differing converged values
    runs: int = 0
    decided: int = 0
    undecided: list[str] = field(default_factory=list)
    caveat: str | None = None

    @property
    def uniform_claims(self) -> list[Claim]:
        return [c for c in self.claims if c.uniform and c not in self.unchecked]

    @property
    def measured_divergent(self) -> list[Claim]:
        """Values called divergent whose divergence the runs measured: none under a caveat,
        which leaves every run's values unjudged."""
        if self.caveat:
            return []
        return [c for c in self.claims if not c.uniform and c not in self.unchecked]

    @property
    def never_diverged(self) -> list[Claim]:
        """Values called divergent that never diverged on any run (precision, informational)."""
        return [c for c in self.measured_divergent if c not in self.diverged]

    @property
    def exit_code(self) -> int:
        if self.refutations:
            return 1
        if self.caveat or self.undecided or self.decided == 0:
            return 3
        return 0

    def summary(self) -> str:
        divergent = [c for c in self.claims if not c.uniform and c not in self.unchecked]
        lines = [
            f"claims: {len(self.uniform_claims)} uniform, {len(divergent)} divergent, "
            f"{len(self.unchecked)} not checkable; runs: {self.runs} ({self.decided} decided)",
            f"precision: {len(self.never_diverged)} of {len(divergent)} values called divergent "
            "never diverged on these schedules" if not self.caveat else
            "precision: not measured (no run's values were judged)",
        ]
        if self.caveat:
            lines.append(f"undecided: {self.caveat}")
        for reason in self.undecided[:5]:
            lines.append(f"undecided run: {reason}")
        return "\n".join(lines)


def check_claims(
    fn: Function,
    claims: Sequence[Claim],
    schedules: Iterable[Schedule],
    *,
    max_hierarchies: int = MAX_HIERARCHIES,
    stop_at_first: bool = False,
    tentative: Iterable[Schedule] = (),
) -> UniformityResult:
    """Run ``fn`` on every schedule (and cycle hierarchy) and test every claim; then on the
    ``tentative`` ones (:func:`~fuzzfarm.uniformity.probes.uniform_probes`), which may
    refute a claim but leave the verdict undecided in no case: a probe's dispatch is an
    extra chance to refute, and a run of it that is not decided proves nothing either way."""
    from oracles.reference import hierarchies, run

    result = UniformityResult(list(claims), {c: claim_kind(c, fn) for c in claims})
    for c in claims:
        reason = checkable(c)
        if reason is not None:
            result.unchecked[c] = reason
    result.caveat = inreg_caveat(fn)
    by_target = {(c.target, c.terminator): c for c in claims
                 if c not in result.unchecked and c.cycle is None}
    cycles = [c for c in claims if c.cycle is not None]
    orders = hierarchies(fn).orders
    llvm = _llvm_hierarchy(fn, cycles)
    refuted: set[Claim] = set()
    loaded = loaded_values(fn)  # what a racy read may decide (None: anything)
    racy: dict[frozenset[object], frozenset[Instruction] | None] = {}  # what named racy loads decide
    runs = [(s, False) for s in schedules] + [(s, True) for s in tentative]
    for i, (schedule, optional) in enumerate(runs):
        undecided = [] if optional else result.undecided
        for dfs_order in hierarchies_of_schedule(orders, i, schedule, max_hierarchies, llvm):
            sched = schedule.with_choices(Choices(dfs_order=dfs_order))
            # Uniformity is defined by the maximal converged-with relation (seed 003).
            run_result = run(fn, sched, Model.MAXIMAL, trace=True)
            result.runs += 1
            b = run_result.behaviour
            if b.outcome not in (Outcome.OK, Outcome.UB):
                undecided.append(f"{b.outcome.value}: {b.message}")
                continue
            result.decided += 1
            if b.outcome is Outcome.UB or result.caveat:
                continue  # undefined behaviour allows anything: no evidence either way
            unreal = unreal_values(fn, b.approximations, run_result.trace, loaded, racy)
            found = [*differences(run_result.trace.values or (), sched, by_target,
                                  run_result.trace.launch_objects),
                     *cycle_differences(fn, cycles, run_result.trace.record, sched.choices)]
            for claim, a, w in found:
                why = _unreal_claim(claim, unreal)
                if why is not None:
                    if claim.uniform and claim not in refuted:
                        undecided.append(f"{claim.name} differs in a run that {why}")
                    continue
                result.diverged.add(claim)
                if claim.uniform and claim not in refuted:
                    refuted.add(claim)
                    marks = {(a.lane, a.position): "*", (w.lane, w.position): "*"}
                    result.refutations.append(Refutation(
                        claim, result.kinds[claim], sched, a, w,
                        run_result.trace.record.render(marks)
                        + "\n('*' marks the block instances of the two converged dynamic instances)",
                    ))
            if stop_at_first and result.refutations:
                return result
    return result


def cycle_differences(fn: Function, claims: Sequence[Claim], record: ExecutionRecord,
                      choices: Choices) -> Iterator[tuple[Claim, Witness, Witness]]:
    """(claim, witness, witness) for every cycle claim whose converged header instances
    left the cycle in different iterations in one run (:func:`fuzzfarm.uniformity.cycles.departures`)."""
    from fuzzfarm.ir.calls import reachable_functions
    from fuzzfarm.uniformity.cycles import departures
    from oracles.reference.models import function_suffix

    functions = {f.name: f for f in reachable_functions(fn)}
    for claim in claims:
        f = functions.get(claim.function or fn.name)
        if f is None or claim.cycle is None:
            continue
        for a, b, da, db in departures(record, f, claim.cycle, choices, function_suffix(fn, f)):
            yield claim, Witness(a.lane, a.position, da), Witness(b.lane, b.position, db)


def _unreal_claim(claim: Claim, unreal: Callable[[object], str | None]) -> str | None:
    """Why a difference in ``claim``'s target refutes nothing in this run (:func:`unreal_values`);
    for a cycle, when one of its branch decisions may be an approximation's."""
    if claim.cycle is None:
        return unreal(claim.target)
    t = claim.target
    assert isinstance(t, Instruction) and t.parent is not None and t.parent.parent is not None
    terms = [b.terminator for b in t.parent.parent.blocks if b.name in claim.cycle]
    return next((why for term in terms if (why := unreal(term)) is not None), None)


def unreal_values(fn: Function, approximations: frozenset[str], trace: ReferenceTrace,
                  loaded: frozenset[Instruction] | None,
                  memo: dict[frozenset[object], frozenset[Instruction] | None] | None = None,
                  ) -> Callable[[object], str | None]:
    """Why a run's difference in a claim's target refutes nothing (target -> reason), or None.

    An approximated value is no value of a real execution, nor is anything it may decide:
    the values :func:`~fuzzfarm.analysis.observed.affected` by the instructions the run
    approximated (``trace.approximated``), or every value where one of those may decide
    control flow (or the analysis cannot tell). The others, and the control flow, are as
    in the executions that differ from the run only in those values, so a difference in
    them refutes: a work-item id called uniform is refuted in a run that approximated a
    float sum stored after it. One whose threads raced on a buffer they really share (the
    model keeps a copy per thread) is an execution, its racy reads' undef taken as the
    model's values, for the values no load decides (``loaded``:
    :func:`~fuzzfarm.analysis.observed.loaded_values`; None when a load may decide control
    flow, and then for none). Where the run names its racy loads (``trace.racy_loads``: the
    loads that read a byte of an argument buffer another thread writes), the values no
    racy load decides: a load of a byte no other thread writes reads in the kernel's
    shared buffer what it reads in the model, in any interleaving (a lie about ``in[0]``
    read beside a store of ``out[id]`` into the same buffer was undecided). One whose threads' atomics on a global only could have come
    in another order (``"atomic-order"``, ``trace.atomic_order``) and that has no race is
    the execution of one order (the atomics indivisible, in one total order per location:
    LangRef, "Memory Model for Concurrent Operations"), every value of it real: a lie
    calling every lane's ``atomicrmw add`` ticket uniform was undecided on every run."""
    reasons: list[Callable[[object], str | None]] = []
    if approximations - INTERLEAVED:  # a race on a global is the race below, atomic-order none
        why = "approximated " + ", ".join(sorted(approximations - INTERLEAVED))
        sources = cast(Iterable[Instruction | None], trace.approximated)
        reasons.append(_unless_outside(affected(fn, sources), why,
                                       why + " that may decide control flow"))
    if trace.race is not None:
        race = f"has a data race ({trace.race})"
        if trace.racy_loads is not None:  # the racy reads named: what they reach
            loaded = _affected_by(fn, trace.racy_loads, memo if memo is not None else {})
        reasons.append(_unless_outside(loaded, race + " and loads the value",
                                       race + " that may decide control flow"))
    return lambda target: next((why for r in reasons if (why := r(target)) is not None), None)


def _affected_by(fn: Function, loads: frozenset[object],
                 memo: dict[frozenset[object], frozenset[Instruction] | None]) -> frozenset[Instruction] | None:
    """:func:`~fuzzfarm.analysis.observed.affected` by ``loads`` (``memo``: one kernel's answers)."""
    if loads not in memo:
        memo[loads] = affected(fn, cast(Iterable[Instruction | None], loads))
    return memo[loads]


def _unless_outside(dependent: frozenset[Instruction] | None, inside: str,
                    anywhere: str) -> Callable[[object], str | None]:
    """``inside`` for a target in ``dependent``, None for one outside; ``anywhere`` for
    every target when ``dependent`` is None."""
    if dependent is None:
        return lambda _target: anywhere
    return lambda target: inside if target in dependent else None


def _llvm_hierarchy(fn: Function, cycles: Sequence[Claim]) -> DfsOrder | None:
    """LLVM's DFS order (:func:`~fuzzfarm.analysis.cycles.llvm_dfs_order`) when a uniform
    cycle claim is about a cycle only that hierarchy may have (one inside an irreducible
    region: :func:`~fuzzfarm.uniformity.cycles.needs_llvm_hierarchy`), else None."""
    from fuzzfarm.analysis.cycles import llvm_dfs_order
    from fuzzfarm.ir.calls import reachable_functions
    from fuzzfarm.uniformity.cycles import needs_llvm_hierarchy

    functions = {f.name: f for f in reachable_functions(fn)}
    for claim in cycles:
        f = functions.get(claim.function or fn.name)
        if claim.uniform and f is not None and claim.cycle is not None \
                and needs_llvm_hierarchy(f, claim.cycle):
            return llvm_dfs_order(list(functions.values()))
    return None


def hierarchies_of_schedule(orders: Sequence[DfsOrder], index: int, schedule: Schedule,
                            per_schedule: int, llvm: DfsOrder | None = None) -> list[DfsOrder]:
    """The cycle hierarchies the ``index``-th schedule runs: ``per_schedule`` of them,
    in turn, so that the schedules together cover every hierarchy (seed 003: a uniform
    answer must hold in each). Taking the first few for every schedule missed a lie
    only one header choice of the first irreducible cycle shows, once later cycles
    multiplied the list. A schedule naming its own hierarchy (a reproducer's) runs it
    first. ``llvm``: LLVM's order, run too by every schedule (a claim about a cycle of
    LLVM's hierarchy only is checked in it: :func:`_llvm_hierarchy`)."""
    n = len(orders)
    if n <= per_schedule:
        picked = list(orders)
    else:
        picked = [orders[(index * per_schedule + j) % n] for j in range(per_schedule)]
        own = schedule.choices.dfs_order
        if own and own in orders and own not in picked:
            picked = [own, *picked[:-1]]
    if llvm is not None and llvm not in picked:
        picked.append(llvm)
    return picked


def differences(values, schedule: Schedule, by_target,  # type: ignore[no-untyped-def]
                launch_objects: Sequence[str] = ()):
    """(claim, witness, witness) for every claim whose converged instances differ in one run
    (``launch_objects``: the run's, :attr:`ReferenceTrace.launch_objects`)."""
    groups: dict[tuple, list] = {}
    for seq in values:
        for v in seq:
            claim = by_target.get((v.inst, v.inst.is_terminator))
            if claim is None:
                continue
            groups.setdefault((claim, v.block_key), []).append(v)
    seen: set[Claim] = set()
    for (claim, _), members in groups.items():
        if claim in seen:
            continue
        firsts: dict[int, dict[object, object]] = {}
        for v in members:
            leaves = comparable_leaves(v.value, launch_objects)
            for i, leaf in enumerate(leaves):
                if leaf is None:
                    continue
                first = firsts.setdefault(i, {})
                first.setdefault(leaf, v)
                if len(first) > 1:
                    seen.add(claim)
                    yield claim, _witness(next(iter(first.values())), launch_objects), \
                        _witness(v, launch_objects)
                    break
            if claim in seen:
                break
    for claim in by_target.values():
        t = claim.target
        if isinstance(t, Argument) and claim not in seen:
            vals = {schedule.arg(t.name, lane) & t.type.mask: lane for lane in schedule.active_lanes}
            if len(vals) > 1:
                (va, la), (vb, lb) = list(vals.items())[:2]
                yield claim, Witness(la, 0, va), Witness(lb, 0, vb)


def comparable_leaves(value: object, launch_objects: Sequence[str]) -> list[object | None]:
    """:func:`comparable` of each scalar leaf of ``value`` (a vector or an aggregate is a
    tuple of its leaves): two instances differ when one leaf differs, each leaf of them
    with a comparable value (poison refines to any value, element by element)."""
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in comparable_leaves(v, launch_objects)]
    return [comparable(value, launch_objects)]


def _witness(v, launch_objects: Sequence[str]) -> Witness:  # type: ignore[no-untyped-def]
    """A traced instance's lane, position and value as a refutation shows it."""
    leaves = comparable_leaves(v.value, launch_objects)
    if not isinstance(v.value, tuple):
        return Witness(v.lane, v.position, leaves[0])
    text = ", ".join("poison" if leaf is None else str(leaf) for leaf in leaves)
    return Witness(v.lane, v.position, Address(f"<{text}>" if isinstance(v.inst.type, VectorType)
                                                else f"{{{text}}}"))


def comparable(value: object, launch_objects: Sequence[str]) -> object | None:
    """What a dynamic instance's output is compared by, or None when it cannot refute.

    An integer or a float's bits; a branch's successor (its name); a pointer into the
    launch's memory (a global or an argument's buffer, which every thread of the model
    numbers alike and the launch places once) as an :class:`Address`, its object and
    offset, so two offsets into one object are two addresses, as are pointers into two
    objects (a launch may place them apart); a pointer with no object (``inttoptr``, null) by its address.
    Poison refines to any value; a thread's own object (an alloca) has an address the
    model does not know: neither is compared."""
    from oracles.reference.values import Pointer

    if value is POISON:
        return None
    if isinstance(value, int | str):
        return value
    if isinstance(value, Pointer):
        if value.obj is None:
            return Address(f"address {value.offset}")
        if value.obj < len(launch_objects):
            return Address(f"{launch_objects[value.obj]} + {value.offset}")
    return None


@dataclass(frozen=True)
class Address:
    """A pointer as :func:`comparable` compares it (``@s + 12``, ``buffer %in + 4``)."""

    text: str

    def __str__(self) -> str:
        return self.text


def _operand_kind(v: object) -> str:
    if isinstance(v, Argument):
        return "arg-inreg" if v.is_uniform_input else "arg"
    if isinstance(v, Instruction):
        return f"call:{v.callee}" if v.opcode == "call" else v.opcode
    return type(v).__name__.lower()  # constint, poison, undef, nullptr


def claim_shape(claim: Claim) -> str:
    """The refuted instruction, name-free: what a finding's signature keys on.

    ``phi i32``, ``call llvm.amdgcn.ballot.i64 i64``, ``br on icmp``, ``argument
    i32``: the opcode (and callee or predicate) and the type, not the operands
    (one missed join shows on phis of constants, arguments and calls alike: a
    campaign found one LLVM defect as seven operand shapes), so that the same
    analysis defect found in two kernels meets.
    """
    t = claim.target
    if claim.cycle is not None:
        return "cycle exit"
    if isinstance(t, Argument):
        return f"argument {t.type}" + (" inreg" if t.is_uniform_input else "")
    if claim.terminator:
        return f"{t.opcode} on {_operand_kind(t.operands[0]) if t.operands else 'nothing'}"
    head = f"call {t.callee}" if t.opcode == "call" else t.opcode
    if t.predicate:
        head += f" {t.predicate}"
    return f"{head} {t.type}"
