"""What an anchor grouping of a kernel can change, observable by observable (SEMANTICS.md,
"What a grouping can reach").

:mod:`fuzzfarm.analysis.unobserved_groupings` answers for the whole behaviour: no
grouping shows in anything. Most kernels with anchors fall short of that because one
sum or ballot hanging from an anchor is stored, or decides a branch, while the rest of
the kernel (an entry-token ballot stored elsewhere, the returned value) is the same
under every grouping. :func:`grouping_reach` finds that rest: the observables no
grouping can influence, so that a run of *after* that differs from *before*'s base run
on one of them differs from *before* under every legal grouping, at any wave size
(:func:`fuzzfarm.refinement.reach.unreached_difference`).

The *sources* are :func:`~fuzzfarm.analysis.unobserved_groupings.grouping_sources`,
each a :data:`~fuzzfarm.analysis.unobserved_groupings.VALUE_ONLY` operation (its set
decides its value and nothing else) or the barrier (its set is its event: a source, or a
barrier in a region, makes the barrier events tainted). A value is *tainted* when a grouping may change it:

- data flow: a source, a :data:`~fuzzfarm.analysis.observed.PURE` instruction or pure
  intrinsic with a tainted operand, a convergent operation with a tainted data operand
  (:func:`~fuzzfarm.analysis.observed.data_use`), a read that may alias a tainted store;
- control flow: a conditional branch or switch on a tainted value opens the *region* of
  its block B, the blocks reachable from B's successors without passing through B's
  immediate post-dominator J: every instruction there is tainted (it may run or not),
  and so are J's phis (which edge a thread arrives by), and an anchor there may be the
  token of a source after the region (tainted already); J may be the function's exit
  (the region then ends in returns, and the returned value is reached). Every cycle the
  region meets must hold all of it without its header (inside an irreducible cycle: in
  every hierarchy, :meth:`_Taint.within_iterations`), or lie in it whole and be
  counted (an irreducible one: the outermost irreducible cycle around it lies in the
  region whole, its counters bounding every walk in it, in every hierarchy;
  :meth:`_Taint.tame`,
  :func:`~fuzzfarm.analysis.counted_cycles.counted_cycles`: a grouping may make a thread
  leave such a loop early, never stay in it longer than its bound): then a thread that
  enters the region leaves it at J, or returns, after finitely many steps, and no
  header outside the region changes, so its path outside every region is the base
  run's (:attr:`Reach.loops`: proved for *maximal* only).

An integer, never-poison, unpromised argument of an external call outside regions
taints the call's result (a fixed function of its arguments, SEMANTICS.md "External
calls") and, when the call may write memory, puts its callee in :attr:`Reach.calls`
(the event's arguments may differ, its place among the thread's events not); a
volatile access of a tainted value is such an event too (:meth:`_Taint.passed`,
:meth:`_Taint.written`). An unsigned division or remainder (no ``exact``) of a tainted dividend, or by a tainted
divisor that is never poison and never zero (:func:`nonzero`), is tainted: no grouping
divides by zero where the base run does not. A region may hold, besides pure values,
branches, barriers and value-only operations (:func:`allowed_in_region`), the shuffle
with a never-poison lane, such divisions, pure external calls, returns, loads and stores
of a private buffer at bounded offsets (:meth:`_Taint.region_store`,
:meth:`_Taint.region_load`) and external calls that may write memory (every thread's
events reached: :attr:`Reach.events`). A bounded, never-poison tainted index of a
private buffer may address its stores and plain loads (:meth:`_Taint.address`).
Anything else a tainted value reaches (another address, a signed division, another call's argument, an approximation:
:func:`~fuzzfarm.analysis.unobserved_groupings.approximates`) or a region holds
(a volatile or tagged access, an unbounded address, ``unreachable``, ...) may make some
grouping undefined or change an event: the answer is then None (nothing known;
:func:`unknown_cause` says why).
A tainted branch condition must be *never poison* (:func:`never_poison`: branching on
poison is undefined, LangRef "br"), as must every condition inside a region. The kernel
must touch no memory another thread can (:func:`shares_memory`: globals, LDS, atomics),
as a grouping changes when a thread waits and a region how many steps it takes, hence
the interleaving; a tainted value stored makes that private buffer's bytes tainted and
every read that may alias it.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.counted_cycles import counted_cycles, index_bound, irreducible_root
from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.dominators import immediate_post_dominator, post_dominator_tree
from fuzzfarm.analysis.hierarchies import hierarchies
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.analysis.observed import (
    PURE,
    READS,
    WRITES,
    data_use,
    may_alias,
    pointer_bases,
    pure_call,
)
from fuzzfarm.analysis.unobserved_groupings import (
    VALUE_ONLY,
    approximates,
    grouping_sources,
    has_groupings,
)
from fuzzfarm.external import has_side_effects, is_external, unsupported_reason, volatile_event
from fuzzfarm.ir.calls import calls_a_definition, declared_callee, promised_arguments
from fuzzfarm.ir.conventions import ANCHOR, LANE_ID, LANE_VALUES, LOOP, MAX_SUBGROUP_SIZE, OPS
from fuzzfarm.ir.memops import memory_op
from fuzzfarm.ir.model import Argument, Block, ConstInt, Function, Instruction, Undef, Value, users
from fuzzfarm.ir.types import IntType, PtrType, Type, VoidType
from fuzzfarm.promises import promise_in


@dataclass(frozen=True)
class Reach:
    """The observables of a thread's behaviour a grouping may change; everything else
    (barrier events, external call events, undefined behaviour, approximations, and what
    is not listed here) is the same under every legal grouping of one cycle hierarchy."""

    #: Indices (in ``ThreadBehaviour.buffers``) of the private buffers a grouping may change:
    #: every byte of each, unless it is in :attr:`exact`.
    buffers: frozenset[int]
    #: The returned value.
    returned: bool
    #: The barrier events (an anchor's ``subgroupControlBarrier`` records its group).
    barriers: bool
    #: Whether a tainted branch opened a region (the step counts may differ).
    regions: bool
    #: The events (``CallEvent.callee``: an external callee, or a volatile access's
    #: ``volatile store i32``) whose arguments a grouping may change; how many events a
    #: thread makes, and their callees in order, are the same under every grouping.
    calls: frozenset[str] = frozenset()
    #: The bytes of each private buffer an address a grouping may change can reach: a
    #: schedule with smaller buffers may see such an address run past one (undefined
    #: behaviour, or the ``buffer-bounds`` approximation) under some grouping only.
    bytes: int = 0
    #: The buffers of :attr:`buffers` a grouping may change only at the bytes of
    #: :attr:`spans`: every tainted store into them is at a constant offset (:func:`span`).
    exact: frozenset[int] = frozenset()
    #: ``(buffer, byte)`` pairs those stores write; every other byte of an :attr:`exact`
    #: buffer is written only by untainted stores, the base run's.
    spans: frozenset[tuple[int, int]] = frozenset()
    #: Whether a region holds a (counted) cycle, or a whole counted irreducible one: a
    #: branch a grouping decides may leave a loop early, or pick another entry, so the
    #: thread's iterations there differ. Proved for the *maximal* model
    #: only (:meth:`_Taint.tame`); under *ipdom* such a reach decides nothing.
    loops: bool = False
    #: Whether a region holds an external call that may write memory: some groupings
    #: make its event, others not, so every thread's whole sequence of events is reached.
    events: bool = False
    #: Buffers of :attr:`buffers` not :attr:`exact` whose every tainted store lies outside
    #: every region, at an untainted address, of a whole-byte integer (:meth:`_Taint.based`):
    #: every grouping runs these stores, and every other store into the buffer, where the
    #: base run does, at the base run's addresses, so a grouping may change only the bytes
    #: a tainted store wrote last in the base run, lane by lane
    #: (:func:`fuzzfarm.refinement.reach.written_last`).
    based: frozenset[int] = frozenset()
    #: Where those tainted stores are: (block index, instruction index) in the kernel.
    marked: frozenset[tuple[int, int]] = frozenset()

    def reaches_byte(self, buffer: int, byte: int) -> bool:
        """May a grouping change this byte of this private buffer?"""
        if buffer not in self.buffers:
            return False
        return buffer not in self.exact or (buffer, byte) in self.spans


#: The catalogue's barrier: no value, its set S an event of each thread, never undefined.
BARRIER = "subgroupControlBarrier"
#: Values whose set decides them without ever being poison when their data operand is
#: not (:func:`never_poison`). A shuffle is poison for a lane outside the set.
_NEVER_POISON_OPS = VALUE_ONLY - {"subgroupShuffle"}
#: The catalogue's shuffle ``(v, lane)``, by its own name (a dialect's shuffle orders or
#: checks its operands its own way).
SHUFFLE = "subgroupShuffle"


class _Unknown(Exception):
    """A grouping may reach something :class:`Reach` cannot describe; ``cause`` (one of
    :data:`CAUSES`) says what, for :func:`unknown_cause`."""

    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


#: Why a reach is unknown (:func:`unknown_cause`), most of them a tainted value's use or a
#: region that is not tame (module docstring).
CAUSES = ("no groupings", "shared memory", "calls a definition", "source", "irreducible",
          "poison branch", "promise", "address", "division", "call argument", "other use",
          "cyclic region", "join at exit", "in region")


def grouping_reach(fn: Function) -> Reach | None:
    """What a grouping of kernel ``fn``'s anchors may change (module docstring), or None
    when unknown (also when ``fn`` has no anchor)."""
    found = _reach_or_cause(fn)
    return found if isinstance(found, Reach) else None


def unknown_cause(fn: Function) -> str | None:
    """Why :func:`grouping_reach` of ``fn`` is None (one of :data:`CAUSES`, ``in region``
    followed by the opcode or callee not allowed there), or None when it is known."""
    found = _reach_or_cause(fn)
    return None if isinstance(found, Reach) else found


@per_function
def _reach_or_cause(fn: Function) -> Reach | str:
    if not has_groupings(fn):
        return "no groupings"
    if calls_a_definition(fn):
        return "calls a definition"
    if shares_memory(fn):
        return "shared memory"
    sources = grouping_sources(fn)
    for inst in sources:
        spec = OPS.get(inst.callee or "")
        if spec is None or spec.behaves_as not in VALUE_ONLY | {BARRIER}:
            return "source"
    try:
        return _Taint(fn).run(sources)
    except _Unknown as unknown:
        return unknown.cause


class _Taint:
    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self.uses = users(fn)
        self.pdt = post_dominator_tree(fn)
        self.cycles = compute_cycles(fn)
        self.reads = [i for i in fn.instructions() if i.opcode in READS or memory_op(i.callee)]
        self.tainted: set[Instruction] = set()
        self.work: list[Instruction] = []
        self.sources: set[Instruction] = set()
        self.region: set[Block] = set()
        self.branched: set[Block] = set()
        self.buffers: set[int] = set()
        self.whole: set[int] = set()  # buffers some tainted store writes at an unknown offset
        self.stores: list[Instruction] = []  # every tainted store (:meth:`written`)
        self.spans: set[tuple[int, int]] = set()
        self.returned = False
        self.barriers = False
        self.calls: set[str] = set()
        self.addresses: set[Instruction] = set()
        self.bytes = 0
        self.loops = False
        self.events = False

    def taint(self, inst: Instruction) -> None:
        spec = OPS.get(inst.callee or "") if inst.opcode == "call" else None
        if spec is not None and spec.behaves_as == BARRIER:
            self.barriers = True  # its set is its event; it has no value
        if inst not in self.tainted:
            self.tainted.add(inst)
            self.work.append(inst)

    def run(self, sources: list[Instruction]) -> Reach:
        self.sources = set(sources)
        for s in sources:
            self.taint(s)
        # A use met before the region that holds it was opened is judged there instead
        # (every instruction of a region is checked when it opens): so a failure waits
        # for the end, and counts only at a user outside every region opened whole.
        deferred: list[tuple[Instruction, _Unknown]] = []
        while self.work:
            value = self.work.pop()
            for user in self.uses.get(value, ()):
                try:
                    self.follow(value, user)
                except _Unknown as failure:
                    deferred.append((user, failure))
        for user, unknown in deferred:
            if user.parent not in self.region:
                raise unknown
        based, marked = self.based()
        return Reach(frozenset(self.buffers), self.returned, self.barriers, bool(self.region),
                     frozenset(self.calls), self.bytes, frozenset(self.buffers - self.whole),
                     frozenset(self.spans), self.loops, self.events, based, marked)

    def based(self) -> tuple[frozenset[int], frozenset[tuple[int, int]]]:
        """The buffers of :attr:`Reach.based` and where their tainted stores are.

        A buffer some tainted store writes at an unknown offset qualifies when every
        tainted store that may write it (every store in a region is one) lies outside
        the regions, stores a whole-byte integer, is not volatile nor tagged, and its
        address is untainted. Then in the run of any legal grouping a thread's path
        outside the regions is the base run's and every untainted value is too (module
        docstring), so the thread makes the base run's stores into the buffer, in the
        same order, at the same addresses: the untainted ones with the same values.
        Each final byte is its last writer's, the same store instance in both runs, so
        only the bytes a tainted store wrote last may differ."""
        buffers = private_buffers(self.fn)
        if buffers is None:
            return frozenset(), frozenset()
        into: dict[int, list[Instruction]] = {}
        for store in self.stores:
            for base in pointer_bases(store.operands[1], self.fn) or ():
                if isinstance(base, Argument) and base in buffers:
                    into.setdefault(buffers.index(base), []).append(store)

        def plain(store: Instruction) -> bool:
            ty, address = store.operands[0].type, store.operands[1]
            return (store.parent not in self.region and address not in self.tainted
                    and isinstance(ty, IntType) and ty.bits % 8 == 0
                    and volatile_event(store) is None and store.tbaa is None)

        based = frozenset(k for k in self.whole if all(map(plain, into.get(k, ()))))
        where = {id(i): (b, k) for b, block in enumerate(self.fn.blocks)
                 for k, i in enumerate(block.instructions)}
        return based, frozenset(where[id(s)] for k in based for s in into.get(k, ()))

    def follow(self, value: Instruction, user: Instruction) -> None:
        if user.parent in self.region:
            return  # tainted and checked when its region was opened
        if user.opcode in ("br", "switch") and user.operands and user.operands[0] is value:
            if not never_poison(value):
                raise _Unknown("poison branch")  # a branch on poison is undefined behaviour
            self.open_region(user)
        elif user.opcode == "getelementptr":
            self.address(user, value)
        elif user.opcode in ("udiv", "urem") and not user.flags and (
                user.operands[1] is not value or (never_poison(value) and nonzero(value))):
            # an untainted divisor is the base run's (not zero where it is defined); a
            # tainted one is never zero nor poison: no grouping divides by zero
            self.taint(user)
        elif user.opcode in PURE or pure_call(user) or data_use(user, value):
            if approximates(user) or any(isinstance(o, Undef) for o in user.operands) \
                    or (promised(user, value, self.fn) and not never_poison(value)):
                # a grouping may pass poison where noundef is promised: UB
                raise _Unknown("promise" if promised(user, value, self.fn) else "other use")
            self.taint(user)
        elif user.callee == SHUFFLE and user.operands[1] is value:
            # SEMANTICS.md "Convergent operations": a poison lane is the shuffle's only
            # undefined case; a lane outside its set (which its token decides, untainted
            # here) gives poison, a value like any other tainted one
            if not never_poison(value) or any(isinstance(o, Undef) for o in user.operands):
                raise _Unknown("call argument")
            self.taint(user)
        elif user.opcode == "store" and user.operands[0] is value and user.operands[1] is not value:
            self.written(user)
        elif user.opcode == "call" and is_external(user.callee):
            self.passed(user, value)
        elif user.opcode == "ret":
            self.returning(value)
        elif user in self.sources and user.convergence_token is value:
            # an anchor in a region (a loop header some groupings run more often): which
            # of its instances an operation after it names may differ, so its set does;
            # the operation is a source, its value or barrier event tainted already
            pass
        else:
            raise _Unknown(_use_cause(user))  # an address, a division, a call's argument, an atomic, ...

    def returning(self, value: Value) -> None:
        """A ``ret`` of ``value`` that a grouping may change (a tainted value, or a return
        in a region): the returned value is reached, unless a promise on it could break."""
        if self.fn.ret_attrs and (promise_in(self.fn.ret_attrs, value.type) is not None or (
                "noundef" in self.fn.ret_attrs and not never_poison(value))):
            raise _Unknown("promise")  # poison (or a broken range) returned under noundef: UB
        self.returned = True

    def passed(self, call: Instruction, value: Instruction) -> None:
        """``value`` (tainted) is an argument of external ``call`` (SEMANTICS.md, "External
        calls"): the environment's result is a fixed function of the arguments, so it is
        tainted, and a call that may write memory is an event whose arguments a grouping
        may change (its callee goes into :attr:`Reach.calls`). Only an integer argument
        that is never poison and promised nothing: a poison argument records the
        approximation ``external-poison`` (a grouping could add it), a float one
        ``nan-bits``, and a promise broken by some grouping is undefined behaviour."""
        if unsupported_reason(self.fn, call) is not None:
            raise _Unknown("call argument")
        if not isinstance(value.type, IntType) or not never_poison(value) \
                or promised(call, value, self.fn):
            raise _Unknown("call argument")
        if has_side_effects(self.fn, call):
            self.calls.add(call.callee or "")
        if not isinstance(call.type, VoidType):
            self.taint(call)

    def address(self, gep: Instruction, value: Instruction) -> None:
        """``value`` (tainted) indexes ``gep``: a grouping may change where it points. Only
        ``getelementptr [inbounds] iN, ptr %buf, idx`` with ``%buf`` a private buffer,
        ``value`` the one index, never poison and bounded (:func:`index_bound`), no access
        of ``%buf`` in the kernel tagged ``!tbaa`` (a type pun is judged on the bytes
        touched: oracles/reference/typetags.py), and the address used only as the address
        of integer stores and plain loads: then, on a schedule whose buffers hold
        :attr:`Reach.bytes`, every grouping's access lies in ``%buf`` (no undefined
        behaviour, no ``buffer-bounds``), what a store writes is ``%buf``'s (the reach),
        and what reads ``%buf`` is tainted (a buffer's bytes all start defined, so no read
        of one records ``undef`` whatever was written where), the load through it
        included (:meth:`region_load`'s conditions: no ``!noundef``/``!range``, not
        volatile, so it records nothing and promises nothing)."""
        buffers = private_buffers(self.fn)
        base = gep.operands[0]
        ty = gep.elem_type
        if len(gep.operands) != 2 or gep.operands[1] is not value or buffers is None \
                or base not in buffers or not isinstance(ty, IntType) or ty.bits % 8:
            raise _Unknown("address")
        bound = index_bound(value)
        if bound is None or not never_poison(value):
            raise _Unknown("address")
        self.untagged(base, "address")
        for u in self.uses.get(gep, ()):
            at = 1 if u.opcode == "store" else 0
            accessed = u.operands[0].type if u.opcode == "store" else u.type
            if u.opcode not in ("store", "load") or u.operands[at] is not gep \
                    or any(o is gep for i, o in enumerate(u.operands) if i != at) \
                    or not isinstance(accessed, IntType) or accessed.bits % 8 \
                    or (u.opcode == "load" and (u.flags or u.tbaa is not None or u.noundef
                                                or u.value_range)):
                raise _Unknown("address")
            self.bytes = max(self.bytes, bound * (ty.bits // 8) + accessed.bits // 8)
        self.addresses.add(gep)
        self.tainted.add(gep)
        for u in self.uses.get(gep, ()):
            if u.opcode == "store":
                self.written(u)
            else:
                self.taint(u)  # it reads where the grouping's index points

    def untagged(self, base: Value, cause: str) -> None:
        """No access of buffer ``base`` in the kernel is tagged ``!tbaa``: a type pun is
        judged on the bytes touched (oracles/reference/typetags.py), so a store only some
        groupings make, or make at another address, could make one."""
        for inst in self.fn.instructions():
            if inst.opcode in READS or inst.opcode in WRITES:
                at = inst.operands[1] if inst.opcode == "store" else inst.operands[0]
                bases = pointer_bases(at, self.fn)
                if bases is None or (base in bases and inst.tbaa is not None):
                    raise _Unknown(cause)

    def tame(self, blocks: set[Block]) -> bool:
        """Does every thread that enters region ``blocks`` leave it (at J, or by a return)
        after finitely many steps, without changing the cycle iterations outside it? Every
        cycle that meets the region either holds all of it without its header (the region
        is within one iteration), or lies in it whole, header included, and is counted
        (:func:`counted_cycles`): in a reducible CFG every closed path within the region
        then goes round a counted cycle, which each entry leaves after a bounded number
        of iterations, and no block outside the region is in a cycle whose header is in
        it. A cycle inside an irreducible one (whose inner cycles and headers depend on
        the hierarchy) counts only when the outermost irreducible cycle around it
        (:func:`~fuzzfarm.analysis.counted_cycles.irreducible_root`, the same blocks in
        every hierarchy) lies in the region whole and is counted: its counters bound every
        walk within it, so every hierarchy's cycles there are in the region. Such a region
        (:attr:`Reach.loops`) is proved for the *maximal* model only."""
        counted = counted_cycles(self.fn)
        met = {c for b in blocks for c in self.cycles.cycles_containing(b)}
        for c in met:
            root = irreducible_root(c)
            if root is not None:
                # the cycles within root differ by hierarchy: all of them in the region,
                # every walk in root bounded by its counters (counted_cycles), or the
                # region within one iteration of each cycle it meets, in every hierarchy
                if root.blocks <= blocks and root.header in counted:
                    self.loops = True
                elif not self.within_iterations(blocks):
                    return False
            elif c.header in blocks:
                if not c.blocks <= blocks or c.header not in counted:
                    return False
                self.loops = True
            elif not blocks <= c.blocks:
                return False
        return True

    def within_iterations(self, blocks: set[Block]) -> bool:
        """Does region ``blocks`` lie within one iteration of every cycle it meets, in
        every cycle hierarchy of the kernel: each such cycle holds all of it, its header
        not (:meth:`tame`'s rule for a reducible cycle, asked of each hierarchy listed
        by :func:`~fuzzfarm.analysis.hierarchies.hierarchies`, which must be complete)?
        Then no closed path lies within the region (one would pass the header of the
        least cycle holding it, seed 003 "Cycles"), and no header instance, which every
        maximal key outside regions is built from, is made in it."""
        listed = hierarchies(self.fn)
        if not listed.complete:
            return False
        for order in listed.orders:
            cycles = chosen_cycles(self.fn, 0, order)
            for b in blocks:
                for c in cycles.cycles_containing(b):
                    if c.header in blocks or not blocks <= c.blocks:
                        return False
        return True

    def region_store(self, store: Instruction) -> None:
        """A store in a region: some groupings make the thread run it, others not. Only a
        non-volatile, untagged store of an integer into a private buffer at a constant
        offset or through a bounded, never-poison index (:func:`store_end`), where no
        access of the buffer is tagged: then, on a schedule whose buffers hold
        :attr:`Reach.bytes`, every grouping that runs it writes within the buffer (no
        undefined behaviour, no ``buffer-bounds``), and what it may write is reached as
        a tainted store's is (:meth:`written`: those bytes, or the whole buffer)."""
        value, address = store.operands[0], store.operands[1]
        buffers = private_buffers(self.fn)
        end = None if buffers is None else store_end(address, value.type, buffers)
        if end is None or volatile_event(store) is not None or store.tbaa is not None:
            raise _Unknown("in region: store")
        self.untagged(end[0], "in region: store")
        self.bytes = max(self.bytes, end[1])
        self.written(store)

    def region_load(self, load: Instruction) -> None:
        """A load in a region: only a plain, untagged load of an integer from a private
        buffer at a constant offset or through a bounded, never-poison index
        (:func:`store_end`), where no access of the buffer is tagged and the load promises
        nothing (``!noundef``, ``!range``: what it reads may be poison in some grouping).
        On a schedule whose buffers hold :attr:`Reach.bytes` it is never undefined and
        records nothing (a buffer's bytes all start defined); its value is tainted."""
        buffers = private_buffers(self.fn)
        end = None if buffers is None else store_end(load.operands[0], load.type, buffers)
        if end is None or load.flags or load.tbaa is not None or load.noundef \
                or load.value_range:
            raise _Unknown("in region: load")
        self.untagged(end[0], "in region: load")
        self.bytes = max(self.bytes, end[1])

    def region_call(self, call: Instruction) -> None:
        """An external call that may write memory, in a region: an event some groupings
        make and others not (SEMANTICS.md "External calls"), so every thread's events are
        reached whole (:attr:`Reach.events`). Only a modelled call whose arguments are
        integers, never poison and promised nothing (a poison one records
        ``external-poison``, which only some groupings would)."""
        if unsupported_reason(self.fn, call) is not None or any(
                not isinstance(o.type, IntType) or not never_poison(o) or promised(call, o, self.fn)
                for o in call.operands):
            raise _Unknown(f"in region: {call.callee}")
        self.events = True

    def region_address(self, gep: Instruction) -> None:
        """An address computed in a region: only as the address of loads and stores in
        regions (:meth:`region_store`, :meth:`region_load` check its shape and bounds)."""
        for u in self.uses.get(gep, ()):
            at = 1 if u.opcode == "store" else 0
            if u.opcode not in ("load", "store") or u.operands[at] is not gep \
                    or any(o is gep for i, o in enumerate(u.operands) if i != at) \
                    or u.parent not in self.region:
                raise _Unknown("in region: getelementptr")

    def written(self, store: Instruction) -> None:
        """``store`` writes a tainted value: what it may write is tainted (and a volatile
        store's event: :attr:`Reach.calls`)."""
        self.stores.append(store)
        event = volatile_event(store)
        if event is not None:
            self.calls.add(event)
        address = store.operands[1]
        bases = pointer_bases(address, self.fn)
        if bases is None:
            raise _Unknown("address")
        buffers = private_buffers(self.fn)
        for base in bases:
            if isinstance(base, Argument):  # else an alloca: the thread's own, unobserved
                if buffers is None or base not in buffers:
                    raise _Unknown("address")  # not known to be a private buffer
                index = buffers.index(base)
                self.buffers.add(index)
                at = span(address, base, store.operands[0].type)
                if at is None:
                    self.whole.add(index)
                else:
                    self.spans.update((index, byte) for byte in at)
        for read in self.reads:
            if read.opcode == "call" or may_alias(address, read.operands[0], self.fn):
                if (read.noundef or read.value_range) and not never_poison(store.operands[0]):
                    raise _Unknown("promise")  # a !noundef load of poison is UB, a !range one may be
                if (event := volatile_event(read)) is not None:
                    self.calls.add(event)  # its event holds the value it reads
                self.taint(read)

    def open_region(self, branch: Instruction) -> None:
        block = branch.parent
        assert block is not None
        if block in self.branched:
            return
        self.branched.add(block)
        # J; None: the function's exit, when the threads may leave by different returns
        join = immediate_post_dominator(self.pdt, block)
        blocks: set[Block] = set()
        work = [s for s in block.successors if s is not join]
        while work:
            b = work.pop()
            if b in blocks:
                continue
            blocks.add(b)
            work += [s for s in b.successors if s is not join]
        if not self.tame(blocks):
            raise _Unknown("cyclic region" if join is not None else "join at exit")
        fresh = blocks - self.region
        self.region |= fresh
        try:
            self.check_region(fresh)
        except _Unknown:
            self.region -= fresh  # not opened whole: its blocks excuse no use
            raise
        for inst in join.instructions if join is not None else ():
            if inst.opcode == "phi":
                self.taint(inst)

    def check_region(self, fresh: set[Block]) -> None:
        """Check and taint every instruction of the blocks ``fresh`` a region adds."""
        for inst in (i for b in fresh for i in b.instructions):
            if inst.opcode == "store":
                self.region_store(inst)
            elif inst.opcode == "load":
                self.region_load(inst)
            elif inst.opcode == "call" and is_external(inst.callee) \
                    and has_side_effects(self.fn, inst):
                self.region_call(inst)
            elif inst.opcode == "getelementptr":
                self.region_address(inst)
            elif inst.opcode == "ret":
                if inst.operands:
                    self.returning(inst.operands[0])
            elif not allowed_in_region(inst):
                raise _Unknown(f"in region: {inst.callee or inst.opcode}")
            self.taint(inst)


def _use_cause(user: Instruction) -> str:
    """The cause (:data:`CAUSES`) of an unknown reach at a use of a tainted value that
    :meth:`_Taint.follow` does not follow."""
    if user.opcode in ("load", "store", "getelementptr"):
        return "address"
    if user.opcode in ("sdiv", "srem", "udiv", "urem"):
        return "division"
    return "call argument" if user.opcode == "call" else "other use"


def span(address: Value, base: Argument, stored: Type) -> range | None:
    """The bytes of ``base``'s buffer a store of a ``stored`` value through ``address``
    writes, when ``address`` is ``base`` or ``getelementptr [inbounds] iN, ptr base, C``
    with a constant index C below the sign bit and N a whole number of bytes; else None.
    The address is then the same in every run of the thread (no grouping changes it),
    so such a store writes those bytes and no other whatever the grouping (or, past
    the buffer's end, the same undefined behaviour or ``buffer-bounds`` as the base run)."""
    if not isinstance(stored, IntType) or stored.bits % 8:
        return None
    offset = 0
    if address is not base:
        if not isinstance(address, Instruction) or address.opcode != "getelementptr" \
                or len(address.operands) != 2 or address.operands[0] is not base:
            return None
        index, ty = address.operands[1], address.elem_type
        if not isinstance(index, ConstInt) or index.signed < 0 or not isinstance(ty, IntType) \
                or ty.bits % 8:
            return None
        offset = index.signed * (ty.bits // 8)
    return range(offset, offset + stored.bits // 8)


def store_end(address: Value, stored: Type, buffers: list[Argument]) -> tuple[Argument, int] | None:
    """The private buffer a store (or load) of a ``stored`` integer through ``address``
    writes (reads), and the end of the bytes it may touch in any run: ``address`` is the buffer's argument or
    ``getelementptr [inbounds] iN, ptr %buf, idx`` with ``idx`` a constant or bounded
    (:func:`index_bound`) and never poison; else None."""
    if not isinstance(stored, IntType) or stored.bits % 8:
        return None
    if isinstance(address, Argument):
        return (address, stored.bits // 8) if address in buffers else None
    if not isinstance(address, Instruction) or address.opcode != "getelementptr" \
            or len(address.operands) != 2:
        return None
    base, index, ty = address.operands[0], address.operands[1], address.elem_type
    bound = index_bound(index)
    if not isinstance(base, Argument) or base not in buffers or not isinstance(ty, IntType) \
            or ty.bits % 8 or bound is None or not never_poison(index):
        return None
    return base, bound * (ty.bits // 8) + stored.bits // 8


def nonzero(value: Value) -> bool:
    """Is ``value`` never zero (a non-zero constant, or an ``or`` with one: the
    generators' divisors, ``%b | 1``)?"""
    if isinstance(value, ConstInt):
        return value.value != 0
    return isinstance(value, Instruction) and value.opcode == "or" \
        and any(isinstance(o, ConstInt) and o.value != 0 for o in value.operands)


def promised(user: Instruction, value: Value, fn: Function) -> bool:
    """Does call ``user`` promise ``noundef`` or a value (range, nofpclass) where it
    passes ``value`` (fuzzfarm/ir/calls.py, promised_arguments)?"""
    if user.opcode != "call":
        return False
    return any(user.operands[p.at] is value
               for p in promised_arguments(user, declared_callee(fn, user)))


def allowed_in_region(inst: Instruction) -> bool:
    """May ``inst`` run in a region (a block some grouping may make a thread run or skip)
    without undefined behaviour, an event, a memory access or an approximation, whatever
    its operands?"""
    if any(isinstance(o, Undef) for o in inst.operands):
        return False
    if inst.opcode == "br" or inst.opcode == "switch":
        return len(inst.operands) == 0 or never_poison(inst.operands[0])
    if inst.opcode in PURE or inst.opcode == "phi":
        return not approximates(inst)
    if inst.opcode in ("udiv", "urem"):
        # LangRef "udiv": undefined for a zero divisor only (poison for a poison dividend)
        divisor = inst.operands[1]
        return not inst.flags and never_poison(divisor) and nonzero(divisor)
    if inst.opcode != "call":
        return False
    if inst.callee in (LANE_ID, ANCHOR, LOOP):
        return True  # a heart is a token: no value, no event (seed 000, "loop")
    fn = inst.parent.parent if inst.parent is not None else None
    if fn is None or any(not never_poison(inst.operands[p.at])
                         for p in promised_arguments(inst, declared_callee(fn, inst))):
        return False  # a grouping may run it with poison where noundef is promised
    if inst.callee == SHUFFLE:
        # SEMANTICS.md "Convergent operations": a poison lane operand is its only
        # undefined case; a lane outside its set gives poison, a value like any other here
        return never_poison(inst.operands[1])
    spec = OPS.get(inst.callee or "")
    if spec is not None:
        return spec.behaves_as in _NEVER_POISON_OPS | {BARRIER}
    if is_external(inst.callee) and not has_side_effects(fn, inst):
        # SEMANTICS.md "External calls": a pure one's result is a fixed function of its
        # arguments; a poison one records external-poison, which only some groupings would
        return unsupported_reason(fn, inst) is None and all(
            isinstance(o.type, IntType) and never_poison(o) for o in inst.operands)
    return pure_call(inst) and not approximates(inst)


def never_poison(value: Value, seen: set[Value] | None = None) -> bool:
    """Is ``value`` never poison, whatever the groupings, when every thread's run is
    defined? Integer constants and kernel arguments (a value breaking the argument's
    promise is undefined before the first step), lane ids, and what operations that
    give poison only for a poison operand compute from such values: the catalogue's
    value-only operations but the shuffle, integer arithmetic without poison flags, an
    unsigned division (its zero divisor is undefined, not poison), a modelled external
    call with integer arguments (SEMANTICS.md "External calls": poison only for a poison
    argument), a plain load of a private buffer that only such values are stored into
    (:func:`_loads_never_poison`), and the counters of :func:`counted_cycles`.

    Every rule asks all its operands, so ``value`` is never poison exactly when no value
    it depends on is a possibly-poison leaf; a value met again (``seen``, on a cycle of
    phis or of stores and loads, or by another path) adds nothing new: poison has to
    come from somewhere outside the values asked."""
    seen = set() if seen is None else seen
    if value in seen:
        return True
    if isinstance(value, ConstInt):
        return True
    if isinstance(value, Argument):
        return isinstance(value.type, IntType)
    if not isinstance(value, Instruction):
        return False
    seen.add(value)
    op = value.opcode
    fn = value.parent.parent if value.parent is not None else None
    if op in ("phi", "add") and fn is not None \
            and any(value in c for c in counted_cycles(fn).values()):
        return True  # a counter that never overflows (counted_cycles)
    if op == "call":
        if value.callee in LANE_VALUES:
            return True
        spec = OPS.get(value.callee or "")
        if spec is None and fn is not None and is_external(value.callee) \
                and unsupported_reason(fn, value) is None:
            # the environment's result is a fixed function of the arguments, poison only
            # where one is (integers: a float's NaN may make it so, "Fast-math flags")
            return isinstance(value.type, IntType) and all(
                isinstance(o.type, IntType) and never_poison(o, seen) for o in value.operands)
        if spec is None or spec.behaves_as not in _NEVER_POISON_OPS:
            return False
        return all(never_poison(o, seen) for o in value.operands)
    if op == "load":
        return fn is not None and _loads_never_poison(value, fn, seen)
    if value.flags and op != "phi":
        return False  # nsw, nuw, exact, disjoint, nneg, samesign: poison on a broken promise
    if op in ("shl", "lshr", "ashr"):
        amount = value.operands[1]
        width = value.type.bits if isinstance(value.type, IntType) else 0
        # LangRef "shl": poison when the amount is not below the width, or an operand is
        bound = index_bound(amount)
        return (bound is not None and bound < width and never_poison(amount, seen)
                or width >= MAX_SUBGROUP_SIZE and _lane_id(amount)) \
            and never_poison(value.operands[0], seen)
    if op in ("add", "sub", "mul", "and", "or", "xor", "icmp", "select", "phi", "zext", "sext",
              "trunc", "udiv", "urem"):
        # LangRef "udiv"/"urem": undefined for a zero divisor, poison only with exact
        return isinstance(value.type, IntType) and all(never_poison(o, seen) for o in value.operands)
    return False


def _loads_never_poison(load: Instruction, fn: Function, seen: set[Value]) -> bool:
    """Is a plain integer ``load`` of the kernel's private buffers never poison? Their
    bytes all start defined (SEMANTICS.md, "Threads, inputs, outputs": the schedule's),
    so a byte is poison only where a store wrote poison: every store that may write
    where the load reads (:func:`~fuzzfarm.analysis.observed.may_alias`) must store a
    whole-byte integer that is never poison, and nothing else may write there (an
    atomic or a memory intrinsic: such a kernel shares memory anyway). A ``!range``
    load may be poison whatever it reads. A read past the buffer's end records
    ``buffer-bounds`` (no decided run), and a load only some groupings make is within
    :attr:`Reach.bytes` (:meth:`_Taint.region_load`)."""
    address = load.operands[0]
    buffers = private_buffers(fn)
    bases = pointer_bases(address, fn)
    ty = load.type
    if buffers is None or bases is None or not bases or load.value_range \
            or any(not isinstance(b, Argument) or b not in buffers for b in bases) \
            or not isinstance(ty, IntType) or ty.bits % 8:
        return False
    for inst in fn.instructions():
        if inst.opcode == "call" and memory_op(inst.callee):
            return False
        if inst.opcode not in WRITES:
            continue
        at = inst.operands[1] if inst.opcode == "store" else inst.operands[0]
        if not may_alias(at, address, fn):
            continue
        stored = inst.operands[0]
        if inst.opcode != "store" or not isinstance(stored.type, IntType) or stored.type.bits % 8 \
                or not never_poison(stored, seen):
            return False
    return True


def _lane_id(value: Value) -> bool:
    """Is ``value`` the lane id (or its ``zext``): below the subgroup size, at most
    :data:`~fuzzfarm.ir.conventions.MAX_SUBGROUP_SIZE` (``Schedule``), so a shift by it of
    a value that wide is never poison (the generators' ``ballot >> lane``)?"""
    if isinstance(value, Instruction) and value.opcode == "zext" and not value.flags:
        value = value.operands[0]
    return isinstance(value, Instruction) and value.opcode == "call" and value.callee == LANE_ID


def private_buffers(fn: Function) -> list[Argument] | None:
    """The kernel's pointer arguments in the order of ``ThreadBehaviour.buffers`` (each a
    private buffer per thread: SEMANTICS.md, "Threads, inputs, outputs"), or None when
    that order is not this simple one (a pointer in another address space than 0 or 1,
    which may be workgroup-local, or an aggregate input)."""
    from fuzzfarm.inputs import is_aggregate_input

    out = []
    for arg in fn.args:
        if is_aggregate_input(arg):
            return None
        if isinstance(arg.type, PtrType):
            if arg.type.addrspace not in (0, 1):
                return None
            out.append(arg)
    return out


def shares_memory(fn: Function) -> bool:
    """May ``fn`` access memory another thread accesses (a global, a local pointer, an
    atomic, anything not known to be a private buffer or an alloca)?"""
    buffers = private_buffers(fn)
    if buffers is None:
        return True
    for inst in fn.instructions():
        if inst.opcode in ("atomicrmw", "cmpxchg", "fence") or (
                inst.opcode == "call" and memory_op(inst.callee)):
            return True
        if inst.opcode in READS or inst.opcode in WRITES:
            bases = pointer_bases(inst.operands[1] if inst.opcode == "store" else inst.operands[0], fn)
            if bases is None or any(isinstance(b, str) or (isinstance(b, Argument) and b not in buffers)
                                    for b in bases):
                return True
    return False
