"""One thread: its state and how it steps, up to the next convergent operation.

A thread runs alone until it reaches a catalogue operation (whose result needs
the communicating set, so it waits for the scheduler), returns, hits undefined
behaviour, meets something unsupported or exhausts its step budget. Convergence
control intrinsics never wait: their token is just the key of their instance
(seed 000, "Dynamic Instances and Convergence Tokens": a token value represents
the dynamic instance that produced it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, cast

from fuzzfarm import external, fpenv, kernargs, launch
from fuzzfarm.analysis.observed import freeze_approximation, observed
from fuzzfarm.behaviour import (
    BUFFER_BOUNDS,
    POISON,
    PRIVATE_ATOMIC,
    PROMISE_POISON,
    TYPE_PUN,
    Scalar,
)
from fuzzfarm.fpenv import FP_CHOICE, NAN_BITS, has_choice
from fuzzfarm.inputs import FieldInput, field_inputs, is_aggregate_input
from fuzzfarm.ir import (
    amdgcn,
    clint,
    conventions,
    crosslane,
    floatbits,
    intmath,
    lifetimes,
    opencl,
    unmodelled,
    vectors,
)
from fuzzfarm.ir.calls import (
    Promised,
    declared_callee,
    defined_callee,
    flagged_arguments,
    flags_meet_site_noundef,
    promised_arguments,
    promised_result,
)
from fuzzfarm.ir.globalvars import local_argument_memory, local_arguments
from fuzzfarm.ir.layout import leaves, store_size
from fuzzfarm.ir.memops import memory_op
from fuzzfarm.ir.memops import refusal as memory_op_refusal
from fuzzfarm.ir.model import (
    ATOMIC_FP_RMW_OPS,
    ATOMIC_RMW_OPS,
    BINARY_OPS,
    CAST_OPS,
    FP_OPS,
    Argument,
    Block,
    ConstAggregate,
    ConstFloat,
    ConstInt,
    ConstVector,
    Function,
    GlobalRef,
    Instruction,
    NullPtr,
    Poison,
    TokenNone,
    Undef,
    Value,
)
from fuzzfarm.ir.roundtrip import in_round_trip
from fuzzfarm.ir.types import (
    FLOAT,
    HALF,
    FloatType,
    IntType,
    PtrType,
    Type,
    VectorType,
    VoidType,
    element_type,
    in_memory,
)
from fuzzfarm.promises import (
    breaks,
    in_range,
    null_poisons,
    pointer_needs,
    poisoned,
    promise_of,
    splits_nans,
)
from fuzzfarm.schedule import Schedule
from oracles.reference import aggregates as AG
from oracles.reference import floats as F
from oracles.reference import intmath as RI
from oracles.reference import typetags
from oracles.reference import values as V
from oracles.reference import vectors as RV
from oracles.reference.keys import AnchorKey, EntryKey, FrameKey, Key, LoopKey, OpKey, TokenKey
from oracles.reference.memory import DEAD, UNINIT, BeyondBuffer, Memory
from oracles.reference.models import IpdomModel, MaximalModel, function_suffix
from oracles.reference.record import Instance, ValueInstance
from oracles.reference.shared import LOAD, NON_COMMUTING, SharedMemory, atomic_family
from oracles.reference.values import NULL, Pointer, UndefinedBehaviour, Unsupported
from oracles.reference.wellformed import globals_of


class Status(Enum):
    RUNNING = "running"
    WAITING = "waiting"  # at a catalogue operation, until its set is complete
    DONE = "done"
    UB = "ub"
    TIMEOUT = "timeout"
    UNSUPPORTED = "unsupported"


@dataclass(frozen=True)
class TokenValue:
    """A convergence token: the key of the intrinsic instance that produced it."""

    key: Key


@dataclass(eq=False)
class Pending:
    """A catalogue operation a thread waits at: its key and evaluated arguments."""

    inst: Instruction
    key: Key
    args: list[object]


@dataclass(eq=False)
class Frame:
    """One invocation of a function by a thread: where it is and what its values are.

    The kernel's frame is the bottom one; a call to a function defined in the module
    pushes a frame (SEMANTICS.md, "Calls to defined functions"), whose ``root`` is the
    context its keys start from (a :class:`~oracles.reference.keys.FrameKey` naming
    the call site's instance, or the chosen group of the callee's implicit anchor).
    A suspended frame's ``index`` is its call instruction's.
    """

    fn: Function
    model: MaximalModel | IpdomModel
    #: The model's own per-invocation state (a MaximalState or an IpdomState): opaque
    #: here, only the model reads and writes it.
    keystate: Any
    root: Key | None = None
    #: The call instruction of the caller this frame returns to (None: the kernel).
    call: Instruction | None = None
    env: dict[Value, object] = field(default_factory=dict)
    block: Block | None = None
    index: int = 0
    block_key: Key | None = None
    block_position: int = -1
    #: The call's fast-math flags made its result poison (a NaN/infinite argument under
    #: ``nnan``/``ninf``: :func:`~fuzzfarm.ir.calls.flagged_arguments`), applied after the
    #: callee's return promise is kept: the call's poison breaks no ``noundef``).
    poisoned_result: bool = False


def _forward(name: str) -> Any:
    """A ThreadState attribute that is the current (top) frame's."""
    return property(lambda t: getattr(t.frames[-1], name),
                    lambda t, v: setattr(t.frames[-1], name, v))


@dataclass(eq=False)
class ThreadState:
    """Everything one thread has: its frames (call stack), memory, keys and its record.

    ``env``, ``block``, ``index``, ``block_key``, ``block_position`` and ``keystate``
    are the current frame's.
    """

    lane: int
    frames: list[Frame]
    memory: Memory = field(default_factory=Memory)
    status: Status = Status.RUNNING
    message: str = ""
    steps: int = 0
    instances: list[Instance] = field(default_factory=list)
    produced: set[Key] = field(default_factory=set)
    loop_counts: dict[tuple[str, Key], int] = field(default_factory=dict)
    anchor_counts: dict[str, int] = field(default_factory=dict)
    barriers: list[frozenset[int]] = field(default_factory=list)
    calls: list[external.CallEvent] = field(default_factory=list)
    pending: Pending | None = None
    return_value: object = None
    buffers: list[Pointer] = field(default_factory=list)
    #: Objects ``0 .. launch_objects - 1`` are the launch's: the globals, then the pointer
    #: arguments' buffers, the same ids in every thread (an address into one is the same
    #: address in every thread); later ones (allocas) are the thread's own.
    launch_objects: int = 0
    #: What the thread approximated: recorded only through :meth:`approximate`, which
    #: also names the instruction (read it as :attr:`approximations`).
    _approximations: set[str] = field(default_factory=set)
    #: The instruction executing (or the phi being entered): what an approximation is of.
    at: Instruction | None = None
    #: The instructions whose values or writes the run approximated (None: at entry).
    approximated: set[Instruction | None] = field(default_factory=set)
    #: Every output and branch decision, when the run traces values (the uniformity check).
    trace: list[ValueInstance] | None = None
    #: The thread's first type puns through ``!tbaa``, described (:mod:`oracles.reference.typetags`).
    puns: list[str] = field(default_factory=list)

    def approximate(self, *kinds: str) -> None:
        """Record approximations ``kinds`` of the instruction executing (:attr:`at`): a
        traced run tells the uniformity check which values they may decide
        (:func:`fuzzfarm.analysis.observed.affected`)."""
        if kinds:
            self._approximations.update(kinds)
            self.approximated.add(self.at)

    @property
    def approximations(self) -> frozenset[str]:
        """The kinds of approximation the thread recorded (:meth:`approximate`)."""
        return frozenset(self._approximations)

    def traced(self, inst: object, value: object, op_key: Key | None = None) -> None:
        """Record one dynamic instance's output (no-op unless the run traces values)."""
        if self.trace is not None:
            self.trace.append(
                ValueInstance(self.lane, self.block_position, inst, self.block_key, op_key, value)
            )

    env = _forward("env")
    block = _forward("block")
    index = _forward("index")
    block_key = _forward("block_key")
    block_position = _forward("block_position")
    keystate = _forward("keystate")

    @property
    def fn(self) -> Function:
        """The function the thread is executing now."""
        return self.frames[-1].fn

    @property
    def next_index(self) -> int:
        """Where the thread's *future* starts (after the op it waits at, if any)."""
        return self.index + 1 if self.status is Status.WAITING else self.index

    @property
    def live(self) -> bool:
        """Could still produce instances (waiting, or suspended by timeout/unsupported)."""
        return self.status in (Status.RUNNING, Status.WAITING, Status.TIMEOUT, Status.UNSUPPORTED)


def op_label(inst: Instruction) -> str:
    """A static identity for a convergent operation, readable in tables."""
    if inst.name is not None:
        return "%" + inst.name
    block = inst.parent
    assert block is not None
    callee = inst.callee or "call"
    if callee.startswith("subgroup"):  # subgroupControlBarrier -> controlBarrier
        callee = callee[len("subgroup")].lower() + callee[len("subgroup") + 1 :]
    return f"{callee}@{block.name}#{block.instructions.index(inst)}"


#: Deepest call stack a thread may build (recursion): a run going deeper stops
#: with a timeout, undecided like a run that exceeds its step budget (SEMANTICS.md,
#: "Calls to defined functions"). Both oracles use this bound.
MAX_CALL_DEPTH = 64


class _UnreadUndef:
    """What a callee's parameter holds when the call passed ``undef`` (a scalar, no
    promise read there): each use of the parameter reads undef then (LangRef, "Undefined
    Values"), as the lane simulator's copy of the callee reads the call's operand, so a
    parameter never read (the attributor passes ``undef`` to dead ones) records no
    ``"undef"`` approximation in either oracle."""

    def __repr__(self) -> str:
        return "undef (unread)"


UNREAD_UNDEF = _UnreadUndef()


class Interpreter:
    """Executes threads of one kernel (and the functions it calls) on one schedule
    under one convergence model."""

    def __init__(
        self, fn: Function, schedule: Schedule, models: dict[Function, MaximalModel | IpdomModel],
        *, trace: bool = False,
    ) -> None:
        self.fn = fn
        self.trace = trace
        self.schedule = schedule
        #: Per call site reading the environment, why the kernel's bounds refuse it (or
        #: None): :meth:`check_environment`.
        self.refusals: dict[Instruction, str | None] = {}
        #: Per lane and intrinsic, its launch objects (fuzzfarm.launch.LAUNCH_OBJECTS).
        self.launch_objects: dict[tuple[int, str], Pointer] = {}
        #: Per function, the allocas a lifetime marker names (they start dead).
        self.marked: dict[Function, frozenset[Instruction]] = {}
        self.models = models
        self.labels: dict[Instruction, str] = {}
        #: Per instruction whose value is approximated: can it reach an observable?
        self.observed: dict[Instruction, bool] = {}
        #: The element views of each element-wise vector instruction (fuzzfarm.ir.vectors).
        self.views: dict[Instruction, list[vectors.ElementInstruction]] = {}
        #: Per instruction executed, does it compute or take a vector (:meth:`compute`)?
        #: Asked at every execution by every thread, answered from the types once per run
        #: (a run does not edit the function): 5% of a replay's time asked each time.
        self.vector_ops: dict[Instruction, bool] = {}
        #: Each block's phis (:meth:`enter`: every arrival asked the block to list them).
        self.phis: dict[Block, list[Instruction]] = {}
        #: Per call to a declaration or an intrinsic, what its call site and declaration
        #: promise of its arguments (:meth:`check_noundef`); per external call, why the
        #: environment cannot model it (or None) and whether it may write memory
        #: (:meth:`external_call`): facts of the function's text, found once per run.
        self.promises: dict[Instruction, list[Promised]] = {}
        self.externals: dict[Instruction, tuple[str | None, bool]] = {}
        #: The operations' keys made in this run, by (kind, label, token or block key): the
        #: threads of one instance make equal keys, immutable values compared by digest,
        #: so the first one made serves them all (:meth:`op_key`; making one hashes it).
        self.op_keys: dict[tuple[type, str, Key], Key] = {}
        #: The kernel's implicit anchor (SEMANTICS.md, "Non-convergent kernels"), if any.
        self.implicit = conventions.implicit_anchor(fn)
        #: The module globals, one memory for every thread (SEMANTICS.md, "Memory the
        #: threads share").
        self.shared = SharedMemory(globals_of(fn) + [local_argument_memory(a, schedule.buffer_bytes)
                                                     for a in local_arguments(fn)])
        #: Per byte of a ``ptr`` argument's buffer (its name, offset), the first lane
        #: whose atomic hit it (:meth:`private_atomic`).
        self.private_atomics: dict[tuple[str, int], int] = {}
        for f in models:
            suffix = function_suffix(fn, f)
            self.labels.update({i: op_label(i) + suffix for i in f.instructions() if i.opcode == "call"})

    # -- thread life ------------------------------------------------------------

    def start(self, lane: int) -> ThreadState:
        implicit = self.implicit
        group = None if implicit is None else self.schedule.choices.anchor_label(implicit, lane, 1)
        root = None if group is None else AnchorKey(implicit or "", group)
        model = self.models[self.fn]
        t = ThreadState(lane, [Frame(self.fn, model, model.new_state(root), root)],
                        trace=[] if self.trace else None)
        t.memory.shared_accesses = self.trace  # only a traced run asks memory.shared_race
        t.memory.objects.extend(self.shared.objects)  # object k < G: the k-th global
        t.memory.shared, t.memory.shared_count, t.memory.lane = \
            self.shared, len(self.shared.objects), lane
        self.shared.start(lane)
        for arg in self.fn.args:
            if is_aggregate_input(arg):
                try:
                    self.aggregate_argument(t, arg)
                except Unsupported as exc:
                    t.status = Status.UNSUPPORTED
                    t.message = f"lane {lane}: {exc}"
                    return t
            elif "%" + arg.name in self.shared.ids:  # a local parameter: the workgroup's object
                t.env[arg] = Pointer(self.shared.ids["%" + arg.name], 0)
            elif isinstance(arg.type, PtrType):
                t.buffers.append(t.memory.allocate_buffer(f"buffer %{arg.name}", self.schedule.buffer_bytes,
                                                           self.schedule.buffer_image(arg.name)))
                t.env[arg] = t.buffers[-1]
            elif isinstance(arg.type, IntType | FloatType):
                t.env[arg] = value = self.schedule.arg(arg.name, lane) & arg.type.mask
                promise = promise_of(arg)
                if promise is not None and breaks(promise, arg.type, value):
                    noundef = "noundef" in arg.attrs
                    if poisoned(promise, noundef, arg.type) is None:
                        if not noundef:  # LangRef: poison, not made for this promise
                            t.approximate(PROMISE_POISON)
                        t.status = Status.UB  # fuzzfarm/promises.py
                        t.message = f"lane {lane}: argument %{arg.name} = {value} breaks its {promise}"
                        return t
                    t.env[arg] = POISON  # LangRef: poison, undefined under noundef
            elif isinstance(arg.type, VectorType):  # kernel inputs are scalars (SEMANTICS.md)
                t.status = Status.UNSUPPORTED
                t.message = f"lane {lane}: argument %{arg.name} of the kernel is a vector"
                return t
            else:
                raise ValueError(f"argument %{arg.name} of type {arg.type} cannot be a kernel input")
        t.launch_objects = len(t.memory.objects)
        self._guard(t, lambda: self.enter(t, self.fn.entry, None))
        if implicit is not None and t.status is Status.RUNNING:
            # The implicit anchor's instance (SEMANTICS.md, "Non-convergent kernels"): one
            # per thread, grouped by the choices or, by default, all threads together.
            t.anchor_counts[implicit] = 1
            self._guard(t, lambda: self.note(t, "%" + implicit, "anchor",
                                             root or AnchorKey(implicit, -1)))
        return t

    def advance(self, t: ThreadState) -> None:
        """Run ``t`` until it waits, returns, or stops (UB, timeout, unsupported)."""
        budget = self.schedule.step_budget
        while t.status is Status.RUNNING:
            frame = t.frames[-1]  # the hot loop reads the top frame directly, not via t.block
            block = frame.block
            assert block is not None
            if t.steps >= budget:
                t.status = Status.TIMEOUT
                t.message = f"lane {t.lane}: step budget of {budget} exceeded"
                return
            inst = block.instructions[frame.index]
            t.steps += 1
            t.at = inst
            try:  # _guard's handling, without a closure per instruction
                self.execute(t, inst)
            except (UndefinedBehaviour, Unsupported) as exc:
                self._stop(t, exc, block)

    def _guard(self, t: ThreadState, action: Callable[[], None]) -> None:
        """Run ``action``; UB and unsupported operations stop the thread with a message."""
        block = t.block
        try:
            action()
        except (UndefinedBehaviour, Unsupported) as exc:
            self._stop(t, exc, block)

    def _stop(self, t: ThreadState, exc: UndefinedBehaviour | Unsupported,
              block: Block | None) -> None:
        """Stop ``t``: ``exc`` (UB or an unsupported operation) struck in ``block`` (the
        thread's block when the step began; None: at entry)."""
        where = f"in %{block.name}" if block is not None else "at entry"
        status = Status.UB if isinstance(exc, UndefinedBehaviour) else Status.UNSUPPORTED
        if isinstance(exc, BeyondBuffer):
            t.approximate(BUFFER_BOUNDS)
        t.status, t.message = status, f"lane {t.lane}: {exc} ({where})"

    def note(self, t: ThreadState, label: str, kind: str, key: Key) -> None:
        """Append an instance to the thread's record; a repeated key is ill-formed input."""
        if key in t.produced:
            raise Unsupported(
                f"ill-formed convergence: two dynamic instances of {label} with key "
                f"{key.short()} in one thread (a token used in a cycle without its "
                f"definition or a heart; seed 000, 'Static Rules')"
            )
        t.produced.add(key)
        frame = t.frames[-1]
        assert frame.block is not None
        t.instances.append(Instance(t.lane, len(t.instances), label, kind, key,
                                    frame.model.names[frame.block]))

    def enter(self, t: ThreadState, block: Block, prev: Block | None) -> None:
        """Arrive at ``block``: new block instance and key, then the phis all at once."""
        frame = t.frames[-1]  # the current frame's fields, read and set directly (hot)
        frame.block, frame.index = block, 0
        model = frame.model
        frame.block_key = key = model.enter(frame.keystate, block)
        self.note(t, model.names[block], "block", key)
        frame.block_position = len(t.instances) - 1
        phis = self.phis.get(block)
        if phis is None:
            phis = self.phis[block] = block.phis
        if not phis:
            return
        incoming: list[object] = []
        at = t.at
        for phi in phis:
            if prev is None or prev not in phi.blocks:
                raise Unsupported(f"phi %{phi.name} has no value for predecessor {prev}")
            t.at = phi  # an undef incoming value is the phi's approximation
            incoming.append(self.value(t, phi.operands[phi.blocks.index(prev)]))
        env = frame.env
        for phi, v in zip(phis, incoming, strict=True):
            if phi.flags:
                t.at = phi
                v = self.flagged(t, phi, v, fpenv.value_flags(phi))
            env[phi] = v
            t.traced(phi, v)
        t.at = at
        frame.index = len(phis)
        t.steps += len(phis)

    # -- values -----------------------------------------------------------------

    def value(self, t: ThreadState, v: Value) -> object:
        if isinstance(v, (Instruction, Argument)):
            try:
                held = t.frames[-1].env[v]
            except KeyError:
                raise Unsupported(f"use of %{getattr(v, 'name', '?')} before its definition") from None
            return self.undef(t, v.type) if held is UNREAD_UNDEF else held
        if isinstance(v, ConstInt | ConstFloat):
            return v.value
        if isinstance(v, vectors.ElementOf):
            return self.element(t, v.vector, v.index)
        if isinstance(v.type, VectorType):
            return tuple(self.element(t, v, i) for i in range(v.type.count))
        if isinstance(v, ConstAggregate):
            return tuple(self.value(t, e) for e in v.elements)
        if AG.is_aggregate(v.type) and isinstance(v, Poison | Undef):
            return AG.of_leaves(v.type, (lambda _: POISON) if isinstance(v, Poison)
                                else (lambda ty: self.undef(t, ty)))
        if isinstance(v, Poison):
            return POISON
        if isinstance(v, Undef):
            return self.undef(t, v.type)
        if isinstance(v, NullPtr):
            return NULL
        if isinstance(v, GlobalRef):
            return self.global_address(v)
        if isinstance(v, TokenNone):
            raise Unsupported("token none")
        raise Unsupported(f"operand {v.ref()}")

    def global_address(self, v: GlobalRef) -> object:
        """A global's address (the same in every thread), or a constant ``getelementptr``
        of it: poison when ``inbounds`` leaves the global (LangRef, "getelementptr")."""
        k = self.shared.ids.get(v.name)
        if k is None:
            raise Unsupported(f"the address of @{v.name}")
        if "inbounds" in v.flags and not 0 <= v.offset <= self.shared.objects[k].size:
            return POISON
        return Pointer(k, v.offset)
    def element(self, t: ThreadState, v: Value, index: int) -> object:
        """Element ``index`` of the vector value ``v`` (SEMANTICS.md, "Vectors"): a
        constant's own element (poison and undef per element), or the tuple's entry."""
        if isinstance(v, ConstVector):
            return self.value(t, v.elements[index])
        if isinstance(v, Poison):
            return POISON
        if isinstance(v, Undef):
            assert isinstance(v.type, VectorType)
            return self.undef(t, v.type.element)
        vec = self.value(t, v)
        assert isinstance(vec, tuple)
        return vec[index]

    def shows(self, t: ThreadState, inst: Instruction) -> bool:
        """Can ``inst``'s value make a difference to what this run shows? Its data flow
        reaches an observable (:func:`fuzzfarm.analysis.observed.observed`, once per
        instruction), or the run traces values (the uniformity check reads every one).
        An approximated value that cannot needs no record (SEMANTICS.md)."""
        if inst not in self.observed:
            self.observed[inst] = observed(inst)
        return self.observed[inst] or t.trace is not None

    def undef(self, t: ThreadState, ty: Type) -> object:
        """A read of ``undef`` (LangRef, "Undefined Values": each use may be any value of
        its type): the schedule's chosen value (``Choices.undef``, masked to the width),
        else poison, an over-approximation recorded as ``"undef"`` (SEMANTICS.md, "undef")."""
        chosen = self.schedule.choices.undef
        if chosen is not None and isinstance(ty, IntType | FloatType):
            return chosen & ty.mask
        t.approximate("undef")
        return POISON

    # -- instructions -----------------------------------------------------------

    def execute(self, t: ThreadState, inst: Instruction) -> None:
        op = inst.opcode
        if t.memory.shared_accesses:
            t.memory.reader = inst  # whose reads of argument buffers memory.racy_reads names
        if op in ("br", "switch", "ret", "unreachable"):
            self.terminator(t, inst)
            return
        if op == "call":
            self.call(t, inst)
            return
        frame = t.frames[-1]
        frame.env[inst] = value = self.compute(t, inst)
        if t.trace is not None:
            t.traced(inst, value)
        frame.index += 1

    def compute(self, t: ThreadState, inst: Instruction) -> object:
        op = inst.opcode
        vector = self.vector_ops.get(inst)
        if vector is None:
            vector = self.vector_ops[inst] = vectors.vector_operation(inst)
        if vector:
            return self.vector(t, inst)
        args = [self.value(t, v) for v in inst.operands]
        if op in FP_OPS:
            return self.noted(t, inst, *F.instruction(inst, args))
        if op in BINARY_OPS:
            assert isinstance(inst.type, IntType)
            return V.binary(op, inst.flags, inst.type.bits, args[0], args[1])
        if op == "icmp":
            ty = inst.operands[0].type
            bits = ty.bits if isinstance(ty, IntType) else 64
            return V.icmp(inst.predicate or "", inst.flags, bits, args[0], args[1])
        if op in ("ptrtoint", "inttoptr") and in_round_trip(inst):
            return args[0]  # inttoptr (ptrtoint P) is P (fuzzfarm/ir/roundtrip.py)
        if op in CAST_OPS:
            if op == "bitcast" and self.nan_of(inst.operands[0].type, args[0]):
                self.noted(t, inst, None, {NAN_BITS})  # a NaN's bits seen as an integer
            return V.cast(op, inst.flags, inst.operands[0].type, inst.type, args[0])
        if op == "select":
            if args[0] is POISON:  # every leaf poison (LangRef), as the simulator's per-leaf selects
                value = AG.of_leaves(inst.type, lambda _: POISON) if AG.is_aggregate(inst.type) \
                    else POISON
            else:
                value = args[1] if args[0] else args[2]
            return self.noted(t, inst, *F.flagged(inst, args, value)) if inst.flags else value
        if op == "freeze" and AG.is_aggregate(inst.type):
            value, hit = AG.freeze(inst.type, args[0],
                                   lambda ty: NULL if isinstance(ty, PtrType) else 0)
            if hit and self.shows(t, inst):
                t.approximate(freeze_approximation(inst.type))
            return value
        if op == "freeze":
            if args[0] is not POISON:
                return args[0]
            if self.shows(t, inst):
                t.approximate(freeze_approximation(inst.type))
            return NULL if isinstance(inst.type, PtrType) else 0
        if op == "alloca":
            return self.alloca(t, inst, args)
        if op == "load" and AG.is_aggregate(inst.type):
            return AG.build(inst.type, [self.load(t, ty, at) for ty, at in
                                        AG.leaf_pointers(inst.type, args[0])])
        if op == "load":
            atomic = LOAD if "atomic" in inst.flags else None
            loaded, undefined = t.memory.load(inst.type, args[0], self.schedule.choices.undef, atomic)
            self.type_pun(t, inst, args[0], inst.type)
            if undefined and inst.noundef:
                raise UndefinedBehaviour(f"!noundef load of undefined bytes: %{inst.name}")
            value = self.assumed(inst, self.undef(t, inst.type) if undefined else loaded)
            self.volatile(t, inst, value)
            return value
        if op == "atomicrmw":
            return self.atomicrmw(t, inst, args)
        if op == "cmpxchg":
            return self.cmpxchg(t, inst, args)
        if op == "extractvalue":
            return AG.extract(args[0], AG.path_of(inst.predicate))
        if op == "insertvalue":
            return AG.insert(args[0], args[1], AG.path_of(inst.predicate))
        if op == "fence":  # orders this thread's accesses to the globals for other threads
            self.shared.fence(t.lane, inst.predicate or "")
            return None
        if op == "store" and AG.is_aggregate(inst.operands[0].type):
            ty = inst.operands[0].type
            for (leaf, at), v in zip(AG.leaf_pointers(ty, args[1]), AG.flatten(ty, args[0]), strict=True):
                if self.nan_of(leaf, v):
                    t.approximate(NAN_BITS)
                t.memory.store(leaf, v, at)
            return None
        if op == "store":
            if self.nan_of(inst.operands[0].type, args[0]):
                t.approximate(NAN_BITS)  # the bytes of a NaN are observable
            self.type_pun(t, inst, args[1], inst.operands[0].type)
            t.memory.store(inst.operands[0].type, args[0], args[1],
                           NON_COMMUTING if "atomic" in inst.flags else None, inst.tbaa)
            self.volatile(t, inst, args[0])
            return None
        if op == "getelementptr":
            assert inst.elem_type is not None
            base = args[0]
            size = t.memory.size_of(base) if isinstance(base, Pointer) else None
            indices = [
                (v.type.bits if isinstance(v.type, IntType) else 64, a)
                for v, a in zip(inst.operands[1:], args[1:], strict=True)
            ]
            result = V.gep(inst.flags, inst.elem_type, base, indices, size)
            if result is POISON and "inbounds" in inst.flags and t.memory.sized_by_schedule(base) \
                    and V.gep((inst.flags - {"inbounds"}) | {"nusw"}, inst.elem_type, base, indices, None) \
                    is not POISON:
                t.approximate(BUFFER_BOUNDS)  # in bounds of a larger buffer
            return result
        raise Unsupported(f"instruction {op}")

    @staticmethod
    def type_pun(t: ThreadState, inst: Instruction, ptr: object, ty: Type) -> None:
        """Mark the run :data:`TYPE_PUN` when ``inst`` (a load, or a store not yet done)
        touches bytes stored through a ``!tbaa`` tag its own cannot alias."""
        stored = typetags.conflict(t.memory, ptr, ty, inst.tbaa)
        if stored is not None:
            t.approximate(TYPE_PUN)
            if len(t.puns) < 2:
                t.puns.append(typetags.describe(inst, stored, typetags.object_name(t.memory, ptr)))

    def load(self, t: ThreadState, ty: Type, ptr: object) -> object:
        """A plain load of the scalar ``ty``: an undefined value read is the schedule's undef."""
        loaded, undefined = t.memory.load(ty, ptr, self.schedule.choices.undef)
        return self.undef(t, ty) if undefined else loaded

    def atomicrmw(self, t: ThreadState, inst: Instruction, args: list[object]) -> object:
        """``atomicrmw``: one indivisible load, operation and store; the old value is the
        result (LangRef, "atomicrmw"). On a global, the order of different threads'
        atomics is checked (``SharedMemory.atomic``); on an argument buffer it is the
        thread's own read-modify-write (its buffers are private in the model)."""
        operation = (inst.predicate or "").split()[0]
        if isinstance(inst.type, FloatType) and operation in ATOMIC_FP_RMW_OPS:
            # float addition does not associate: every order of threads' float atomics on
            # one location may give another result (oracles/SEMANTICS.md, "Atomics")
            family = NON_COMMUTING
        elif isinstance(inst.type, IntType) and operation in ATOMIC_RMW_OPS:
            if inst not in self.observed:
                self.observed[inst] = observed(inst)
            bound = inst.operands[1]
            family = atomic_family(operation, self.observed[inst],
                                   bound.value if isinstance(bound, ConstInt) else None)
        else:
            raise Unsupported(f"atomicrmw {operation} on {inst.type}")
        self.private_atomic(t, args[0], store_size(inst.type))
        old, undefined = t.memory.load(inst.type, args[0], self.schedule.choices.undef, family)
        if undefined:
            old = self.undef(t, inst.type)
        if isinstance(inst.type, FloatType):
            new, notes = F.atomic_rmw(operation, inst.type, old, args[1])
            t.approximate(*notes)
        else:
            new = V.atomic_rmw(operation, inst.type.bits, old, args[1])
        t.memory.store(inst.type, new, args[0], family)
        if old is POISON and new is POISON and t.memory.shared_object(args[0]):
            assert isinstance(args[0], Pointer) and args[0].obj is not None
            rounds = self.shared.rounds
            rounds.blind.add((rounds.round, args[0].obj, args[0].offset, t.lane))
        return old

    def private_atomic(self, t: ThreadState, ptr: object, size: int) -> None:
        """Record ``PRIVATE_ATOMIC`` when ``t``'s atomic hits a byte of a ``ptr`` argument's
        buffer another lane's atomic hit: the buffers are private in the model, but one
        shared buffer in a launch (oracles/SEMANTICS.md, "Atomics")."""
        if not t.memory.sized_by_schedule(ptr) or t.memory.shared_object(ptr):
            return
        assert isinstance(ptr, Pointer) and ptr.obj is not None
        name = t.memory.objects[ptr.obj].name
        for k in range(ptr.offset, ptr.offset + size):
            if self.private_atomics.setdefault((name, k), t.lane) != t.lane:
                t.approximate(PRIVATE_ATOMIC)

    def cmpxchg(self, t: ThreadState, inst: Instruction, args: list[object]) -> object:
        """``cmpxchg``: one indivisible load, comparison and, where equal, store of the new
        value; the result is ``(old, equal)`` (LangRef, "cmpxchg"). Its outcome depends on
        the order of other threads' atomics there, so it never commutes with them. A
        comparison with poison is unsupported (LangRef does not say what it does)."""
        ty = inst.operands[1].type
        assert isinstance(ty, IntType)
        self.private_atomic(t, args[0], store_size(ty))
        old, undefined = t.memory.load(ty, args[0], self.schedule.choices.undef, NON_COMMUTING)
        if undefined:
            old = self.undef(t, ty)
        if old is POISON or args[1] is POISON:
            raise Unsupported("cmpxchg comparing a poison value")
        equal = old == args[1]
        if equal:
            t.memory.store(ty, args[2], args[0], NON_COMMUTING)
        return (old, int(equal))
    def vector(self, t: ThreadState, inst: Instruction) -> object:
        """An instruction on vectors (SEMANTICS.md, "Vectors"): an element-wise one as its
        element views, each through the scalar semantics; the others by LangRef's rules."""
        if vectors.elementwise(inst):
            views = self.views.get(inst)
            if views is None:
                views = self.views[inst] = vectors.element_views(inst)
            if inst.opcode == "call":
                return tuple(self.llvm_intrinsic(t, view) for view in views)
            return tuple(self.compute(t, view) for view in views)
        op = inst.opcode
        args = [self.value(t, v) for v in inst.operands]
        if op == "extractelement":
            return RV.extract(cast(RV.Vector, args[0]), args[1])
        if op == "insertelement":
            return RV.insert(cast(RV.Vector, args[0]), args[1], args[2])
        if op == "shufflevector":
            mask = inst.operands[2]
            assert isinstance(mask, ConstVector)
            return RV.shuffle(cast(RV.Vector, args[0]), cast(RV.Vector, args[1]),
                              RV.shuffle_mask(mask))
        if op in ("load", "store"):
            ty = inst.type if op == "load" else inst.operands[0].type
            if isinstance(ty, VectorType) and in_memory(ty):
                return self.vector_memory(t, inst, ty, args)
        shape = vectors.regrouping(inst)
        if shape is not None:
            source = args[0] if isinstance(args[0], tuple) else (args[0],)
            if shape.src_float and any(self.nan_of(element_type(inst.operands[0].type), e) for e in source):
                self.noted(t, inst, None, {NAN_BITS})  # a NaN's bits seen as another type
            out = RV.regroup(shape, args[0])
            return out if isinstance(inst.type, VectorType) else out[0]
        if op == "call" and intmath.target_int_op(inst.callee) is not None:
            return self.pair_or_high_half(inst, args)  # sdot2's <2 x i16> operands
        if op == "call" and inst.callee == fpenv.AMDGCN_CVT_PKRTZ:
            if inst.type != VectorType(2, HALF) or [v.type for v in inst.operands] != [FLOAT, FLOAT]:
                raise Unsupported(f"@{inst.callee} with operands of types "
                                  f"{', '.join(str(v.type) for v in inst.operands)}")
            halves = [F.to_half_toward_zero(a) for a in args]
            notes = set().union(*(n for _, n in halves))
            kinds = fpenv.poison_kinds(fpenv.value_flags(inst))  # nnan/ninf: per element
            halves = [(POISON, set()) if any(F.is_special(x, ty, kinds) for x, ty in
                                             ((a, FLOAT), (h, HALF))) else (h, n)
                      for a, (h, n) in zip(args, halves, strict=True)]
            if has_choice(fpenv.value_flags(inst)):
                notes.add(FP_CHOICE)  # clang writes contract on it
            return self.noted(t, inst, tuple(h for h, _ in halves), notes)
        if op == "call":
            return self.reduction(t, inst, args)
        raise Unsupported(f"instruction {op} on {inst.type if op != 'store' else inst.operands[0].type}")

    @staticmethod
    def assumed(inst: Instruction, value: object) -> object:
        """A loaded integer under the load's ``!range`` and ``!noundef`` (LangRef: a value
        outside the range is poison; a poison result of a ``!noundef`` load is undefined
        behaviour). Ranges are unsigned and may wrap (:func:`fuzzfarm.promises.in_range`)."""
        if inst.value_range and isinstance(value, int) and isinstance(inst.type, IntType) and \
                not any(in_range(value, lo, hi, inst.type.mask) for lo, hi in inst.value_range):
            value = POISON
        if value is POISON and inst.noundef:
            raise UndefinedBehaviour(f"!noundef load of poison: %{inst.name}")
        return value

    def vector_memory(self, t: ThreadState, inst: Instruction, ty: VectorType,
                      args: list[object]) -> object:
        """A vector load or store: element ``i`` at byte ``i * size`` of the element type
        (LangRef, "Vector Type": the in-memory layout is that of an array of its elements;
        little-endian), each element one access of its own, so a poison element poisons
        only its bytes and an unwritten one reads as undef alone."""
        ptr = args[0] if inst.opcode == "load" else args[1]
        size = store_size(ty.element)

        def at(i: int) -> object:
            return Pointer(ptr.obj, ptr.offset + i * size) if isinstance(ptr, Pointer) else ptr

        if inst.opcode == "load":
            out: list[object] = []
            for i in range(ty.count):
                loaded, undefined = t.memory.load(ty.element, at(i), self.schedule.choices.undef)
                out.append(self.undef(t, ty.element) if undefined else loaded)
            return tuple(out)
        value = cast(RV.Vector, args[0])
        if any(self.nan_of(ty.element, e) for e in value):
            t.approximate(NAN_BITS)  # the bytes of a NaN are observable
        for i, e in enumerate(value):
            t.memory.store(ty.element, e, at(i))
        return None

    def reduction(self, t: ThreadState, inst: Instruction, args: list[object]) -> object:
        """``llvm.vector.reduce.*`` (SEMANTICS.md, "Vectors")."""
        op = vectors.reduction(inst.callee)
        if op in vectors.INT_REDUCTIONS and isinstance(inst.type, IntType):
            return RV.reduce_int(op, inst.type.bits, cast(RV.Vector, args[0]))
        if op in vectors.FLOAT_REDUCTIONS and isinstance(inst.type, FloatType):
            value, notes = RV.reduce_float(op, inst.type, inst.flags, args[0],
                                           cast(RV.Vector, args[1]), fpenv.function_of(inst))
            return self.noted(t, inst, value, notes)
        raise Unsupported(f"call of @{inst.callee} on vectors")

    def flagged(self, t: ThreadState, inst: Instruction, value: object, flags: frozenset[str]) -> object:
        """``value`` of the flagged phi or call ``inst`` with its fast-math ``flags`` applied
        (:func:`~oracles.reference.floats.flagged_value`), element by element for a vector."""
        if isinstance(value, tuple):
            return tuple(self.noted(t, inst, *F.flagged_value(inst, e, flags)) for e in value)
        return self.noted(t, inst, *F.flagged_value(inst, value, flags))

    def noted(self, t: ThreadState, inst: Instruction, value: object, notes: set[str]) -> object:
        """``value``, recording ``notes`` (approximations of a floating-point result) when
        the value can make a difference to what the run shows."""
        if notes and self.shows(t, inst):
            t.approximate(*notes)
        return value

    @staticmethod
    def nan_of(ty: Type, value: object) -> bool:
        """Is ``value`` a NaN of the floating-point type ``ty``?"""
        return isinstance(ty, FloatType) and isinstance(value, int) and floatbits.is_nan(value, ty)

    def alloca(self, t: ThreadState, inst: Instruction, args: list[object]) -> Pointer:
        count = args[0] if args else 1
        if count is POISON:
            raise UndefinedBehaviour("alloca of a poison number of elements")
        assert isinstance(count, int) and inst.elem_type is not None
        size = count * store_size(inst.elem_type)
        if size > 1 << 20:
            raise Unsupported(f"alloca of {size} bytes")
        fn = inst.parent.parent if inst.parent is not None else None
        if fn is not None and fn not in self.marked:
            self.marked[fn] = lifetimes.marked_allocas(fn)
        dead = fn is not None and inst in self.marked[fn]  # dead until lifetime.start
        return t.memory.allocate(f"alloca %{inst.name}", size, DEAD if dead else UNINIT)

    def terminator(self, t: ThreadState, inst: Instruction) -> None:
        block = t.block
        assert block is not None and t.block_key is not None
        if inst.opcode == "unreachable":
            raise UndefinedBehaviour("unreachable executed")
        if inst.opcode == "ret":
            value = self.value(t, inst.operands[0]) if inst.operands else None
            if len(t.frames) > 1:
                call = t.frames[-1].call
                promised = None if call is None else promised_result(call, t.fn)
                if call is not None and promised is not None:
                    value = self.keep_promise(t, promised, call.type, value, f"the result of @{t.fn.name}")
                if call is not None and fpenv.call_flags(call):  # the call's fast-math flags, per element
                    value = self.flagged(t, call, value, fpenv.call_flags(call))
                if t.frames[-1].poisoned_result and call is not None:  # after the promise (promised_result)
                    value = (POISON,) * call.type.count if isinstance(call.type, VectorType) else POISON
                if call is not None and flags_meet_site_noundef(call) \
                        and (value is POISON or (isinstance(value, tuple) and any(e is POISON for e in value))):
                    t.approximate(PROMISE_POISON)  # LangRef leaves open: poison or undefined
                    raise UndefinedBehaviour(f"the flags of the call of @{t.fn.name} made its noundef result poison")
                self.leave(t, value)
                return
            if isinstance(value, Pointer):
                raise Unsupported("returning a pointer (addresses are unspecified)")
            if isinstance(value, tuple):
                raise Unsupported("a kernel returning a vector or an aggregate (SEMANTICS.md)")
            ty = t.fn.return_type
            if self.nan_of(ty, value):
                # a float return is seen as a float: every NaN shows the same
                assert isinstance(ty, FloatType)
                value = floatbits.canonical_nan(ty)
            t.return_value = value
            t.status = Status.DONE
            return
        if inst.opcode == "br" and not inst.operands:
            self.enter(t, inst.blocks[0], block)
            return
        cond = self.value(t, inst.operands[0])
        if cond is POISON:
            raise UndefinedBehaviour(f"{inst.opcode} on poison")
        if inst.opcode == "br":
            target = inst.blocks[0] if cond else inst.blocks[1]
        else:
            target = inst.blocks[0]
            for case, dest in zip(inst.operands[1:], inst.blocks[1:], strict=True):
                if self.value(t, case) == cond:
                    target = dest
                    break
        t.traced(inst, target.name)
        t.frames[-1].model.branch(t.keystate, block, t.block_key, target)
        self.enter(t, target, block)

    def call(self, t: ThreadState, inst: Instruction) -> None:
        callee = inst.callee or ""
        frame = t.frames[-1]  # the current frame (a defined callee's call pushes another)
        target = defined_callee(frame.fn, inst)
        if target is None and not conventions.is_catalogue_op(callee):
            promised = self.promises.get(inst)
            if promised is None:
                promised = self.promises[inst] = promised_arguments(inst, declared_callee(t.fn, inst))
            self.check_noundef(t, inst, promised)
        if target is not None:
            self.invoke(t, inst, target)
        elif conventions.is_convergence_intrinsic(callee):
            frame.env[inst] = TokenValue(self.control_key(t, inst))
            frame.index += 1
        elif conventions.is_catalogue_op(callee):
            self.check_environment(inst)
            args = [self.value(t, v) for v in inst.operands]
            if conventions.OPS[callee].behaves_as in ("subgroupShuffle", opencl.SHUFFLE_XOR) \
                    and args[1] is POISON:
                raise UndefinedBehaviour(f"poison lane operand of @{callee}")
            key = self.op_key(t, inst)
            self.note(t, self.labels[inst], "op", key)
            t.pending = Pending(inst, key, args)
            t.status = Status.WAITING
        elif callee == kernargs.KERNARG_SEGMENT_PTR:
            frame.env[inst] = self.kernarg_segment(t)
            frame.index += 1
        elif callee in launch.LAUNCH_OBJECTS:
            self.check_environment(inst)
            if (t.lane, callee) not in self.launch_objects:  # one read-only object a thread
                spec = launch.LAUNCH_OBJECTS[callee]
                self.launch_objects[t.lane, callee] = t.memory.allocate_buffer(
                    spec.what, spec.size, spec.contents(self.schedule.launch))
            frame.env[inst] = self.launch_objects[t.lane, callee]
            frame.index += 1
        elif callee in conventions.LAUNCH_VALUES:
            self.check_environment(inst)
            frame.env[inst] = self.schedule.launch.value(callee)
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif opencl.is_work_item_function(callee):
            frame.env[inst] = self.work_item_value(t, inst)
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif callee in conventions.LANE_VALUES:
            self.check_environment(inst)
            if callee in conventions.NVPTX_WARP_ONLY and t.lane >= conventions.NVPTX_WARP:
                raise Unsupported(f"@{callee} in lane {t.lane}: NVPTX warps have 32 lanes")
            frame.env[inst] = conventions.lanemask(callee, t.lane) \
                if callee in conventions.NVVM_LANEMASKS \
                else t.lane if conventions.reads_lane(callee) else 0
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif callee in (conventions.AMDGCN_MBCNT_LO, conventions.AMDGCN_MBCNT_HI):
            m, acc = (self.value(t, v) for v in inst.operands)
            frame.env[inst] = POISON if POISON in (m, acc) else conventions.mbcnt(
                m, acc, t.lane, callee == conventions.AMDGCN_MBCNT_HI)  # type: ignore[arg-type]
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif memory_op(callee) is not None:
            self.memory_op(t, inst)
            frame.index += 1
        elif callee.startswith("llvm.") and vectors.vector_operation(inst):
            frame.env[inst] = self.vector(t, inst)
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif clint.is_builtin(callee):  # OpenCL's integer built-ins (fuzzfarm/ir/clint.py)
            op = clint.builtin(callee)
            assert op is not None
            frame.env[inst], impl = RI.opencl_builtin(op, [self.value(t, v) for v in inst.operands])
            if impl:
                t.approximate(clint.IMPL_DEFINED)
            t.traced(inst, frame.env[inst])
            frame.index += 1
        elif callee.startswith("llvm.") and not amdgcn.is_environment_value(callee):
            frame.env[inst] = self.llvm_intrinsic(t, inst)
            t.traced(inst, frame.env[inst])
            frame.index += 1
        else:
            frame.env[inst] = self.external_call(t, inst)
            frame.index += 1

    def check_noundef(self, t: ThreadState, inst: Instruction, promised: list[Promised]) -> None:
        """Undefined behaviour where a call to a declaration or an intrinsic passes an
        argument breaking what its call site or declaration promises (LangRef:
        ``promised``, :func:`~fuzzfarm.ir.calls.promised_arguments`); the lane
        simulator's ``NoUndef`` before the call's op (oracles/simt/compile.py)."""
        for p in promised:
            self.keep_promise(t, p, inst.operands[p.at].type, self.value(t, inst.operands[p.at]),
                              f"argument {p.at} of @{inst.callee}", poisons=False)

    @staticmethod
    def keep_promise(t: ThreadState, p: Promised, ty: Type, value: object, what: str,
                     poisons: bool = True) -> object:
        """``value`` as promise ``p`` makes it: undefined behaviour where it is poison under
        ``noundef``, or a pointer that is null under ``nonnull`` or cannot be dereferenced
        for the bytes ``dereferenceable`` promises (past the end of a ``ptr`` argument's
        buffer: the schedule's size, ``BeyondBuffer``); an integer outside its ``range``
        or a float in a class its ``nofpclass`` excludes is poison (LangRef, "Parameter
        Attributes"), undefined under ``noundef`` (:func:`~fuzzfarm.promises.poisoned`).
        Poison, not undefined, without ``noundef``: IPSCCP writes ``range`` on an internal
        callee's result in *after* (the values *before* returned, or poison), and
        InstCombine then computes a value outside it where *before* had poison; read as
        undefined, *after* broke a defined *before* (an opt-19 ``default<O3>`` nvptx
        ``--calls`` campaign, master seed 32); the attributor writes ``nofpclass(nan)`` on
        a helper returning ``fadd nnan %x, -0.0`` and InstCombine makes it ``ret %x``
        (tests/test_range_results.py). Where such poison is not made (an argument of a
        call to a declaration or an intrinsic: not ``poisons``; a promise a NaN's bits
        decide) the run is undefined and noted (:data:`~fuzzfarm.behaviour.PROMISE_POISON`,
        ``nan-bits`` for such a NaN under ``noundef``): lenient to *before*, undecided in
        *after*. A vector's elements and an aggregate's leaves keep it one by one (LangRef:
        ``noundef`` is broken by any poison element, a value promise by any element
        breaking it), as the lane simulator checks their registers."""
        if isinstance(ty, VectorType) or AG.is_aggregate(ty):
            types: list[Type] = [ty.element] * ty.count if isinstance(ty, VectorType) \
                else [leaf.type for leaf in leaves(ty)]
            parts = [value] * len(types) if value is POISON else \
                list(cast(tuple, value)) if isinstance(ty, VectorType) else AG.flatten(ty, value)
            kept = [Interpreter.keep_promise(t, p, k, v, f"{what} (element {i})", poisons)
                    for i, (k, v) in enumerate(zip(types, parts, strict=True))]
            return tuple(kept) if isinstance(ty, VectorType) else AG.build(ty, kept)
        if value is POISON:
            if p.noundef:
                raise UndefinedBehaviour(f"poison passed as {what}, promised noundef")
            return value
        needs = None if p.promise is None else pointer_needs(p.promise)
        if needs is not None and isinstance(value, Pointer):
            nbytes, null_ok = needs
            if value == NULL and not null_ok:
                if null_poisons(p.promise, p.noundef):
                    if poisons:
                        return POISON
                    t.approximate(PROMISE_POISON)  # LangRef: poison, which is not made here
                raise UndefinedBehaviour(f"null passed as {what}, promised {p.promise}")
            if value != NULL and nbytes and (value.obj is None or value.offset < 0
                                             or value.offset + nbytes > t.memory.objects[value.obj].size):
                raise (BeyondBuffer if t.memory.sized_by_schedule(value) else UndefinedBehaviour)(
                    f"{what} is not dereferenceable for {nbytes} bytes ({p.promise})")
        elif p.promise is not None and isinstance(ty, IntType | FloatType) and isinstance(value, int) \
                and breaks(p.promise, ty, value):
            if poisons and poisoned(p.promise, p.noundef, ty) is not None:
                return POISON
            if not p.noundef:  # LangRef: poison, which is not made here
                t.approximate(PROMISE_POISON)
            elif isinstance(ty, FloatType) and splits_nans(p.promise) and floatbits.is_nan(value, ty):
                t.approximate(NAN_BITS)
            raise UndefinedBehaviour(f"{what} = {value} breaks its {p.promise}"
                                     + (", promised noundef" if p.noundef else ""))
        return value

    def memory_op(self, t: ThreadState, inst: Instruction) -> None:
        """``llvm.memcpy``/``memmove``/``memset`` (fuzzfarm/ir/memops.py)."""
        why = memory_op_refusal(inst)
        if why is not None:
            raise Unsupported(why)
        args = [self.value(t, v) for v in inst.operands]
        if args[2] is POISON:
            raise UndefinedBehaviour(f"@{inst.callee} of a poison length")
        size = cast(int, args[2])
        if size > 1 << 20:
            raise Unsupported(f"@{inst.callee} of {size} bytes")
        kind = memory_op(inst.callee)
        if kind == "memset":
            t.memory.fill(args[0], args[1], size)
        else:
            t.memory.copy(args[0], args[1], size, overlap=kind == "memmove")

    def aggregate_argument(self, t: ThreadState, arg: Argument) -> None:
        """A ``byval``/``byref`` parameter of the kernel: a fresh object of its type holding
        the launch's contents (fuzzfarm/inputs.py), its pointer fields each pointing at a
        buffer of its own; padding bytes are 0."""
        if arg.pointee is None:  # an aggregate value, its leaves the launch's
            t.env[arg] = AG.build(arg.type, [self.field_value(t, item) for item in field_inputs(arg)])
            return
        size = store_size(arg.pointee)
        at = t.memory.allocate(f"argument %{arg.name}", size, 0)
        for item in field_inputs(arg):
            t.memory.store(item.type, self.field_value(t, item), Pointer(at.obj, item.offset))
        t.env[arg] = at

    def kernarg_segment(self, t: ThreadState) -> Pointer:
        """The thread's kernel argument segment (fuzzfarm/kernargs.py): one read-only
        object per thread holding its arguments' values at their offsets (a pointer
        argument's buffer address as a pointer), made at the first call."""
        if (t.lane, kernargs.KERNARG_SEGMENT_PTR) not in self.launch_objects:
            seg = kernargs.layout(self.fn)
            if isinstance(seg, str):
                raise Unsupported(seg)
            at = t.memory.allocate_buffer("the kernel argument segment", seg.size, b"")
            for item in seg.arguments:
                t.memory.store(item.arg.type, t.env[item.arg], Pointer(at.obj, item.offset))
            self.launch_objects[t.lane, kernargs.KERNARG_SEGMENT_PTR] = at
        return self.launch_objects[t.lane, kernargs.KERNARG_SEGMENT_PTR]

    def field_value(self, t: ThreadState, item: FieldInput) -> object:
        """The launch's value of one field of an aggregate argument: a fresh buffer for a
        pointer (observed after the buffers before it), else the schedule's input."""
        if isinstance(item.type, PtrType):
            t.buffers.append(t.memory.allocate_buffer(
                f"buffer %{item.name}", self.schedule.buffer_bytes, self.schedule.buffer_image(item.name)))
            return t.buffers[-1]
        if isinstance(item.type, IntType | FloatType):
            return self.schedule.arg(item.name, t.lane) & item.type.mask
        raise Unsupported(f"field {item.name} of type {item.type} of a kernel argument")

    def check_environment(self, inst: Instruction) -> None:
        """Raise Unsupported where the call ``inst`` reads an environment (a work-item id,
        a launch value, the implicit arguments) the kernel's bounds may exclude, or is a
        lane permute whose controls the kernel's target gives no known meaning: asked
        once per call site and run, since every thread executing it gets the same answer."""
        if inst not in self.refusals:
            callee = inst.callee or ""
            self.refusals[inst] = (
                launch.launch_object_unsupported(self.fn, inst) if callee in launch.LAUNCH_OBJECTS
                else launch.unsupported(self.fn, inst, self.schedule.launch)
                if callee in conventions.LAUNCH_VALUES
                else conventions.workitem_id_unsupported(self.fn, inst)
                if conventions.is_workitem_id(callee)
                else crosslane.permute_refusal(self.fn, inst))
        why = self.refusals[inst]
        if why is not None:
            raise Unsupported(f"@{inst.callee}: {why}")

    def work_item_value(self, t: ThreadState, inst: Instruction) -> int:
        """An OpenCL work-item function's value in this lane (fuzzfarm/ir/opencl.py);
        Unsupported where a bound of the kernel may exclude the launch."""
        dim = self.value(t, inst.operands[0]) if inst.operands else 0  # a sub-group query: none
        if not isinstance(dim, int):
            raise Unsupported(f"@{inst.callee} of a poison dimension")
        got = launch.work_item_value(inst.callee or "", dim, t.lane, self.schedule.launch,
                                     launch.sub_group_size(self.fn, self.schedule.subgroup_size))
        why = launch.work_item_unsupported(self.fn, inst, self.schedule.launch, got, got)
        if why is not None:
            raise Unsupported(f"@{inst.callee}: {why}")
        return got

    @staticmethod
    def volatile(t: ThreadState, inst: Instruction, value: object) -> None:
        """A volatile load or store is also an event of the thread, its value the one it
        loaded or stored (:func:`fuzzfarm.external.volatile_event`)."""
        event = external.volatile_event(inst)
        if event is not None:
            t.calls.append(external.CallEvent(event, (cast(Scalar, value),)))

    def external_call(self, t: ThreadState, inst: Instruction) -> object:
        """A call to a declared non-convergent function (SEMANTICS.md, "External calls";
        seed 000 calls ``@use`` this way): an event of the thread if it may write
        memory, and a fixed function of its arguments (:mod:`fuzzfarm.external`)."""
        callee = inst.callee or ""
        static = self.externals.get(inst)
        if static is None:
            why = external.unsupported_reason(t.fn, inst)
            if why is None and vectors.vector_operation(inst):
                why = f"call of @{callee} with vectors (SEMANTICS.md, 'Vectors')"
            static = self.externals[inst] = (why, external.has_side_effects(t.fn, inst))
        why, writes = static
        if why is not None:
            raise Unsupported(why)
        args = [self.value(t, v) for v in inst.operands]
        if any(self.nan_of(v.type, a) for v, a in zip(inst.operands, args, strict=True)):
            t.approximate(NAN_BITS)  # the callee may read a NaN's payload
        if writes:
            t.calls.append(external.CallEvent(callee, tuple(cast(list[Scalar], args))))
        if isinstance(inst.type, VoidType):
            return None
        assert isinstance(inst.type, IntType | FloatType)
        if any(a is POISON for a in args):
            if self.shows(t, inst):
                t.approximate(external.EXTERNAL_POISON)
            return POISON
        return external.result(callee, tuple(cast(int, a) for a in args), inst.type.bits)

    def invoke(self, t: ThreadState, inst: Instruction, callee: Function) -> None:
        """A call to a function defined in the module (SEMANTICS.md, "Calls to defined
        functions"). The call site's instance gets a key like any convergent operation
        (its token's, or its block instance's); the callee's frame starts from it, so
        two threads' callee instances converge only if their call sites did (seed 000,
        "llvm.experimental.convergence.entry", item 2). A callee that is not
        ``convergent`` but has uncontrolled convergent operations starts from its
        implicit anchor instead (seed 000, "Convergent Operations", note)."""
        if len(t.frames) >= MAX_CALL_DEPTH:
            t.status = Status.TIMEOUT
            t.message = f"lane {t.lane}: calls nested deeper than {MAX_CALL_DEPTH} (at @{callee.name})"
            return
        if any(a.pointee is not None and not a.byval for a in callee.args):
            raise Unsupported(f"call to @{callee.name}, which takes an aggregate by reference "
                              "(byref: memory the model does not place)")
        if len(inst.operands) != len(callee.args):
            raise Unsupported(f"call to @{callee.name} with {len(inst.operands)} argument(s), "
                              f"it takes {len(callee.args)}")
        promised = promised_arguments(inst, callee)
        read = {p.at for p in promised}
        args = [self.byval_copy(t, a, self.value(t, v)) if a.byval
                else UNREAD_UNDEF if isinstance(v, Undef) and isinstance(v.type, IntType | FloatType | PtrType)
                and k not in read else self.value(t, v)
                for k, (v, a) in enumerate(zip(inst.operands, callee.args, strict=True))]
        for p in promised:  # LangRef: a broken promise is UB here
            if not callee.args[p.at].byval:
                args[p.at] = self.keep_promise(t, p, inst.operands[p.at].type, args[p.at],
                                               f"argument {p.at} of @{callee.name}")
        poisoned = False  # a float argument (element) in a class the call's nnan/ninf name, or poison
        for p in flagged_arguments(inst, callee):
            value, ty = args[p.at], element_type(inst.operands[p.at].type)
            for e in value if isinstance(value, tuple) else (value,):
                assert isinstance(ty, FloatType) and p.promise is not None
                poisoned = poisoned or e is POISON or isinstance(e, int) and breaks(p.promise, ty, e)
        label = self.labels[inst]
        call_key = self.op_key(t, inst)
        self.note(t, label, "call", call_key)
        frame_key = FrameKey(callee.name, call_key)
        implicit = conventions.implicit_anchor(callee)
        root: Key = frame_key
        if implicit is not None:
            occurrence = t.anchor_counts.get(implicit, 0) + 1
            t.anchor_counts[implicit] = occurrence
            group = self.schedule.choices.anchor_label(implicit, t.lane, occurrence)
            if group is not None:
                root = AnchorKey(implicit, group)
        model = self.models[callee]
        frame = Frame(callee, model, model.new_state(root), root, inst, poisoned_result=poisoned)
        frame.env.update(zip(callee.args, args, strict=True))
        t.frames.append(frame)
        self.enter(t, callee.entry, None)
        if implicit is not None:
            self.note(t, "%" + implicit, "anchor", root)

    def byval_copy(self, t: ThreadState, arg: Argument, source: object) -> Pointer:
        """A ``byval(T)`` parameter's value: a fresh object of T's size holding the bytes
        the caller's pointer points at, copied as ``llvm.memcpy`` copies them (LangRef,
        "byval": the copy is the callee's; its writes never reach the caller)."""
        assert arg.pointee is not None
        size = store_size(arg.pointee)
        at = t.memory.allocate(f"byval %{arg.name}", size, UNINIT)
        if source is POISON:
            raise UndefinedBehaviour(f"byval argument %{arg.name} is poison")
        t.memory.copy(at, source, size, overlap=False)
        return at

    def leave(self, t: ThreadState, value: object) -> None:
        """``ret`` from a called function: back to the caller, after the call."""
        frame = t.frames.pop()
        assert frame.call is not None
        if not isinstance(frame.call.type, VoidType):
            t.env[frame.call] = value
            t.traced(frame.call, value)
        t.index += 1

    def llvm_intrinsic(self, t: ThreadState, inst: Instruction) -> object:
        base = vectors.call_base(inst.callee or "")
        args = [self.value(t, v) for v in inst.operands]
        if base == "assume":
            if args[0] is POISON or args[0] == 0:
                raise UndefinedBehaviour("llvm.assume of false or poison")
            return None
        if amdgcn.is_wave_query(inst.callee):  # fuzzfarm/ir/amdgcn.py
            why = amdgcn.refusal(self.fn, inst)
            if why is not None:
                raise Unsupported(why)
            if inst.callee == amdgcn.WAVEFRONTSIZE:
                return amdgcn.wavefront_size(self.fn)
            return None  # a hint of when the wave issues: nothing happens
        marker = lifetimes.marker_kind(inst.callee)
        if marker is not None:  # fuzzfarm/ir/lifetimes.py
            if lifetimes.marked_alloca(inst) is None:
                raise Unsupported(f"@{inst.callee} of a pointer that is not an alloca")
            t.memory.set_lifetime(args[-1], marker == "lifetime.start")
            return None
        fbase = fpenv.intrinsic_base(inst.callee or "")
        if fbase is not None:
            return self.noted(t, inst, *F.call(inst, fbase, args))
        membar = conventions.NVVM_MEMBARS.get(inst.callee or "")
        if membar is not None:  # a fence (PTX ISA, "membar")
            self.shared.fence(t.lane, membar)
            return None
        if intmath.is_pair_or_high_half(inst.callee):  # fuzzfarm/ir/intmath.py
            return self.pair_or_high_half(inst, args)
        if base not in V.INTRINSICS or not isinstance(inst.type, IntType):
            raise Unsupported(unmodelled.describe(inst.callee or ""))
        return V.intrinsic(base, inst.type.bits, args)

    @staticmethod
    def pair_or_high_half(inst: Instruction, args: list[object]) -> object:
        """``llvm.*.with.overflow`` (a ``{ iN, i1 }`` tuple) or a target's integer
        multiply or sum of differences (oracles/reference/intmath.py)."""
        why = intmath.refusal(inst)
        if why is not None:
            raise Unsupported(why)
        name = intmath.overflow_op(inst.callee)
        if name is not None:
            return RI.with_overflow(name, cast(IntType, inst.operands[0].type).bits, *args)
        op = intmath.target_int_op(inst.callee)
        assert op is not None
        return RI.target_int(op, cast(IntType, inst.type).bits, args)

    # -- keys of convergent operations --------------------------------------------

    def token_of(self, t: ThreadState, inst: Instruction) -> TokenValue | None:
        token = inst.convergence_token
        if token is None:
            return None
        value = self.value(t, token)
        if not isinstance(value, TokenValue):
            raise Unsupported(f"convergencectrl operand of {self.labels[inst]} is not a token")
        return value

    def op_key(self, t: ThreadState, inst: Instruction) -> Key:
        """A catalogue operation: controlled by its token, else its block instance's key."""
        token = self.token_of(t, inst)
        kind: type[TokenKey] | type[OpKey] = OpKey if token is None else TokenKey
        of = t.block_key if token is None else token.key
        assert of is not None
        made = (kind, self.labels[inst], of)
        key = self.op_keys.get(made)
        if key is None:  # the first thread to make it (keys are values: see op_keys)
            key = self.op_keys[made] = kind(made[1], of)
        return key

    def control_key(self, t: ThreadState, inst: Instruction) -> Key:
        """entry / anchor / loop (seed 000, "Convergence Control Intrinsics")."""
        label = self.labels[inst]
        token = self.token_of(t, inst)
        kind = inst.callee.rsplit(".", 1)[-1] if inst.callee else ""
        if kind == "loop":
            if token is None:
                raise Unsupported("ill-formed: loop intrinsic without a convergencectrl token")
            n = t.loop_counts.get((label, token.key), 0) + 1
            t.loop_counts[(label, token.key)] = n
            key: Key = LoopKey(label, token.key, n)
        elif token is not None:
            raise Unsupported(f"ill-formed: {kind} intrinsic with a convergencectrl token")
        elif kind == "entry":
            frame = t.frames[-1]
            key = EntryKey(None if frame.call is None else frame.root)
        else:
            name = label.removeprefix("%")  # the kernel's SSA name; "name@callee" in a callee
            occurrence = t.anchor_counts.get(name, 0) + 1
            t.anchor_counts[name] = occurrence
            group = self.schedule.choices.anchor_label(name, t.lane, occurrence)
            assert t.block_key is not None
            key = OpKey(label, t.block_key) if group is None else AnchorKey(name, group)
        self.note(t, label, kind, key)
        return key
