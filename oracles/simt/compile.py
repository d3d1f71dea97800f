"""Compile a :class:`~fuzzfarm.ir.model.Function` into flat, vectorizable ops.

Every SSA value gets a register (a row of the register matrix); constants are
folded into operands. Each block is cut into *points*: a point starts at the
block's first non-phi instruction or at a catalogue convergent call (its
*head*), and runs the plain instructions up to the next catalogue call or the
terminator. A point is where a lane can wait: the head only fires once its
communicating set is complete (SEMANTICS.md, "When an operation may fire").
Phis are not ops: they are parallel copies attached to CFG edges.

Instructions the simulator cannot execute still compile, to an op that reports
``Outcome.UNSUPPORTED`` only if a lane executes it (as an interpreter would).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from fuzzfarm import external, fpenv, kernargs
from fuzzfarm import launch as launches
from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.observed import freeze_approximation, observed
from fuzzfarm.inputs import field_inputs, is_aggregate_input
from fuzzfarm.ir import amdgcn, clint, crosslane, intmath, lifetimes, opencl, unmodelled, vectors
from fuzzfarm.ir import conventions as conv
from fuzzfarm.ir.calls import Promised, declared_callee, defined_callee, promised_arguments
from fuzzfarm.ir.globalvars import GlobalUnsupported, local_arguments, read_global
from fuzzfarm.ir.layout import field_offset, leaf_count, leaves, store_size
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
    users,
)
from fuzzfarm.ir.roundtrip import in_round_trip
from fuzzfarm.ir.types import (
    FLOAT,
    HALF,
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VectorType,
    element_type,
    in_memory,
)
from fuzzfarm.promises import promise_of
from fuzzfarm.schedule import TIE
from oracles.simt import aggregates as agg
from oracles.simt import execute as ex
from oracles.simt import floats as fl
from oracles.simt import intmath as pairs
from oracles.simt import opkernels
from oracles.simt import vectors as vec
from oracles.simt.calls import (
    CALLEE_ENTRY,
    CLASS_BITS,
    MAX_EXPANDED_BLOCKS,
    NOUNDEF,
    TOO_DEEP,
    Expanded,
    expand,
)
from oracles.simt.catalogue import Collective
from oracles.simt.execute import op_text as _text
from oracles.simt.intrinsics import KERNELS, intrinsic_name
from oracles.simt.lanefunctions import LaunchValue, WorkItemValue, lane_function
from oracles.simt.memory import (
    AtomicRmw,
    CmpXchg,
    FreshAlloca,
    Gep,
    GlobalFence,
    Lifetime,
    Load,
    MemCopy,
    MemSet,
    Store,
    encode,
)
from oracles.simt.shared import NON_COMMUTING, fence_kind, rmw_family
from oracles.simt.state import Operand
from oracles.simt.tokens import AnchorOp, CalleeEntryOp, CallEnterOp, EntryOp, LoopOp, TooDeepOp
from oracles.simt.values import Unsupported

MAX_BITS = 64

#: Types whose values are no one register (vectors, aggregates).
_NOT_SCALAR = (VectorType, StructType, ArrayType)


@dataclass
class Point:
    """A run of instructions a lane group executes without waiting."""

    id: int
    block: int
    start: int
    head: Collective | None
    ops: list = field(default_factory=list)
    nsteps: int = 0
    next: int = -1


@dataclass
class Term:
    """A compiled terminator plus the phi copies of each outgoing edge."""

    kind: str  # br, cbr, switch, ret, unreachable, unsupported
    text: str
    cond: Operand | None = None
    cases: list[int] = field(default_factory=list)
    targets: list[int] = field(default_factory=list)
    ret: Operand | None = None
    #: successor block -> [(phi register, incoming operand)]
    phis: dict[int, list[tuple[int, Operand]]] = field(default_factory=dict)
    why: str = ""


@dataclass
class ArgSpec:
    name: str
    reg: int
    width: int | None  # None: pointer argument
    obj: int = 0
    inreg: bool = False
    #: A buffer whose final bytes the behaviour shows (a ``byval``/``byref`` argument's
    #: own object is not; its pointer fields' buffers, with no register, are).
    observed: bool = True
    #: The attribute promising a scalar argument's value, with its type (fuzzfarm/promises.py).
    promise: tuple[str, IntType | FloatType] | None = None
    #: ``noundef`` on the parameter: a value breaking :attr:`promise` is undefined
    #: behaviour, not poison (LangRef, "Parameter Attributes").
    noundef: bool = False


@dataclass(frozen=True)
class FieldSpec:
    """A scalar field of a kernel's ``byval``/``byref`` argument (fuzzfarm/inputs.py):
    ``nbytes`` at ``offset``, the input ``name``'s value (``width`` bits; 0: a type the
    simulator cannot take) or, for a pointer (``obj`` > 0), that buffer's address."""

    offset: int
    name: str
    nbytes: int
    width: int
    obj: int = 0


@dataclass
class ObjSpec:
    """A memory object: a ``ptr`` argument's buffer (size from the schedule) or an alloca."""

    name: str
    size: int | None
    poison_init: bool
    #: A module global: one copy all lanes of a schedule share (oracles/simt/shared.py),
    #: starting with ``init`` (None: undefined, then ``poison_init``).
    shared: bool = False
    init: tuple[int, ...] | None = None
    #: Its final bytes are part of the behaviour (device memory).
    observable: bool = False
    #: The intrinsic of a launch object (``fuzzfarm.launch.LAUNCH_OBJECTS``: the implicit
    #: kernel arguments, the dispatch packet): each schedule's launch fills it, and
    #: running past it decides nothing.
    launch_object: str | None = None
    #: A kernel's ``byval``/``byref`` argument: the fields each schedule fills in.
    fields: tuple[FieldSpec, ...] = ()
    #: An alloca a lifetime marker names: dead until ``llvm.lifetime.start``.
    dead: bool = False


@dataclass
class Program:
    fn: Function
    blocks: list[Block]
    points: list[Point]
    first_point: list[int]
    terms: list[Term]
    nregs: int
    args: list[ArgSpec]
    objects: list[ObjSpec]
    anchors: list[str]
    nloops: int
    ret_width: int | None
    instr_id: dict[int, int]
    #: (block, index) of every instruction id, for path queries.
    instr_pos: list[tuple[int, int]]
    #: (block, index) of the instruction defining each register (arguments absent).
    def_pos: dict[int, tuple[int, int]]
    #: The kernel's call tree, when it calls functions defined in the module
    #: (:mod:`oracles.simt.calls`): ``blocks`` are then the expanded program's.
    expanded: Expanded | None = None
    #: Per invocation region: (root register, saved ipdom stack register).
    region_regs: dict[int, tuple[int, int]] = field(default_factory=dict)

    @cached_property
    def membermasks(self) -> bool:
        """Does the kernel run an NVVM ``.sync`` operation with a membermask
        (:func:`fuzzfarm.ir.conventions.membermask_kernel`)? Asked by every batch
        (:class:`oracles.simt.scheduler.Simulator`): a walk of every instruction of the
        kernel and its callees, answered once per compiled program (a program is compiled
        once per function within :func:`oracles.simt.reused`, afresh outside it)."""
        return conv.membermask_kernel(self.fn)


def compile_function(fn: Function) -> Program:
    """Compile kernel ``fn``, its calls to defined functions expanded (:func:`expand`)."""
    expanded = expand(fn)
    if expanded is None:
        return _Compiler(fn).run()
    return _Compiler(expanded.fn, expanded).run()


def _bits(ty: Type) -> int:
    if isinstance(ty, FloatType):
        return ty.bits
    if isinstance(ty, IntType):
        if ty.bits > MAX_BITS:
            raise Unsupported(f"i{ty.bits} values are not supported by the lane simulator")
        return ty.bits
    if isinstance(ty, PtrType):
        return 64
    raise Unsupported(f"values of type {ty} are not supported")


def _pure(opcode: str, predicate: str | None, flags: frozenset[str], width: int,
          result_width: int) -> tuple[int, int, int, int] | None:
    """``Compute.pure`` of an instruction (:func:`oracles.simt.opkernels.pure_code`)."""
    code = opkernels.pure_code(opcode, predicate, flags, width, result_width)
    return None if code is None else (*code, width, result_width)


class _Compiler:
    def __init__(self, fn: Function, expanded: Expanded | None = None) -> None:
        self.fn = fn
        self.expanded = expanded
        self.free: set[Instruction] = set() if expanded is None else expanded.free
        self.region_regs: dict[int, tuple[int, int]] = {}
        #: The invocation region each ``enter`` marker starts.
        self.enter_region = {} if expanded is None else {id(r.enter): r.id for r in expanded.regions}
        self.blocks = list(fn.blocks)
        self.bidx = {id(b): i for i, b in enumerate(self.blocks)}
        #: Each block's phis, listed once (every edge into a block reads them).
        self.phis = [b.phis for b in self.blocks]
        self.reg: dict[int, int] = {}
        #: The operand of each register (:meth:`operand`).
        self._reg_operands: dict[int, Operand] = {}
        #: The operand of each scalar argument and instruction, by ``id`` (:meth:`new_reg`):
        #: most operands are those, found in one lookup.
        self._scalar: dict[int, Operand] = {}
        self.nregs = 0
        self.objects: list[ObjSpec] = []
        #: The object ids of the launch objects (``fuzzfarm.launch.LAUNCH_OBJECTS``) some
        #: call has made a pointer to, by intrinsic.
        self.launch_objs: dict[str, int] = {}
        self.args: list[ArgSpec] = []
        self.anchors: list[str] = []
        self.nloops = 0
        self.instr_id: dict[int, int] = {}
        #: :meth:`site`'s numbers, by the written instruction's ``id``.
        self.sites: dict[int, int] = {}
        self.instr_pos: list[tuple[int, int]] = []
        self.def_pos: dict[int, tuple[int, int]] = {}
        #: Users maps by function (``observed`` asks for several instructions of one).
        self._uses: dict[int, dict[Value, list[Instruction]]] = {}
        #: The kernel's wave as every head reads it (``Collective.wave64``, ``halves``,
        #: ``wave32``): its attributes decide it, so it is read once, not per head.
        self.wave64 = conv.amdgpu_wave64(fn)
        self.halves = crosslane.bpermute_in_halves(fn)
        self.wave32 = conv.amdgpu_wave32(fn)

    @cached_property
    def in_cycle(self) -> set[int]:
        """The blocks inside a cycle (by id), found on the first alloca: most kernels have
        none, and the cycle hierarchy cost a tenth of compiling one."""
        return {id(b) for b in chosen_cycles(self.fn).innermost}

    @cached_property
    def marked(self) -> frozenset[Instruction]:
        """The allocas a lifetime marker names: they start dead (fuzzfarm/ir/lifetimes.py).
        Found on the first memory access or alloca."""
        return lifetimes.marked_allocas(self.fn)

    def new_reg(self, v: Value) -> int:
        """``v``'s register: the first of ``n`` consecutive ones for a vector of ``n``
        elements (oracles/simt/vectors.py) or an aggregate of ``n`` leaves
        (oracles/simt/aggregates.py)."""
        r = self.nregs
        self.reg[id(v)] = r
        if isinstance(v.type, _NOT_SCALAR):
            self.nregs += v.type.count if isinstance(v.type, VectorType) else leaf_count(v.type)
        else:
            self.nregs += 1
            self._scalar[id(v)] = self._reg_operand(r)
        return r

    def _reg_operand(self, reg: int) -> Operand:
        """Register ``reg``'s operand: one shared object (operands are never changed): most
        operands are registers, and making one each was a tenth of compiling."""
        op = self._reg_operands.get(reg)
        if op is None:
            op = self._reg_operands[reg] = Operand(reg=reg)
        return op

    def operand(self, v: Value) -> Operand:
        op = self._scalar.get(id(v))
        if op is not None:  # a scalar argument or instruction given its register (:meth:`new_reg`)
            return op
        if isinstance(v, Argument | Instruction) and not isinstance(v.type, _NOT_SCALAR):
            return self._reg_operand(self.reg[id(v)])  # an element view (:meth:`vector`)
        if isinstance(v, vectors.ElementOf):
            return self.elements(v.vector)[v.index]
        if isinstance(v.type, _NOT_SCALAR):
            raise Unsupported(f"operand {v.ref()} of type {v.type} where the lane simulator "
                              "expects a scalar")
        if isinstance(v, ConstInt | ConstFloat):
            _bits(v.type)
            return Operand(value=v.value)
        if isinstance(v, Undef):
            return Operand(poison=True, undef=True,
                           bits=_bits(v.type) if isinstance(v.type, IntType | FloatType) else 0)
        if isinstance(v, Poison):
            return Operand(poison=True)
        if isinstance(v, NullPtr):
            return Operand(value=0)
        if isinstance(v, GlobalRef):
            return self.global_operand(v)
        raise Unsupported(f"operand {v.ref()} is not supported by the lane simulator")

    def global_operand(self, v: GlobalRef) -> Operand:
        """A global's address: its object (added on first use), ``offset`` bytes in;
        poison when an ``inbounds`` constant GEP leaves it (LangRef, "getelementptr")."""
        texts = self.fn.module.globals if self.fn.module is not None else {}
        if v.name not in texts:
            raise Unsupported(f"the address of @{v.name}")
        try:
            g = read_global(v.name, texts[v.name],
                            self.fn.module.triple if self.fn.module is not None else None)
        except GlobalUnsupported as exc:
            raise Unsupported(f"global {exc}") from None
        names = [o.name for o in self.objects]
        if "@" + g.name not in names:
            self.objects.append(ObjSpec("@" + g.name, g.size, g.init is None, True, g.init,
                                        g.observable))
            names.append("@" + g.name)
        if "inbounds" in v.flags and not 0 <= v.offset <= g.size:
            return Operand(poison=True)
        return Operand(value=encode(names.index("@" + g.name) + 1, v.offset))
    def elements(self, v: Value) -> list[Operand]:
        """One operand per element of the vector value ``v`` (SEMANTICS.md, "Vectors")."""
        ty = v.type
        assert isinstance(ty, VectorType)
        if isinstance(v, Argument | Instruction):
            base = self.reg[id(v)]
            return [Operand(reg=base + i) for i in range(ty.count)]
        if isinstance(v, ConstVector):
            return [self.operand(e) for e in v.elements]
        if isinstance(v, Poison | Undef):
            return [self.operand(type(v)(ty.element)) for _ in range(ty.count)]
        raise Unsupported(f"vector operand {v.ref()} is not supported by the lane simulator")

    def _users(self, fn: Function) -> dict[Value, list[Instruction]]:
        """``fn``'s users map, made once per compilation (the functions outlive it)."""
        uses = self._uses.get(id(fn))
        if uses is None:
            uses = self._uses[id(fn)] = users(fn)
        return uses

    def run(self) -> Program:
        local = local_arguments(self.fn)
        for a in self.fn.args:
            reg = self.new_reg(a)
            if is_aggregate_input(a):
                self.aggregate_argument(a, reg)
            elif a in local:  # the workgroup's one object, as an LDS global (never observed)
                self.objects.append(ObjSpec("%" + a.name, None, True, shared=True))
                self.args.append(ArgSpec(a.name, reg, None, len(self.objects), observed=False))
            elif isinstance(a.type, PtrType):
                self.objects.append(ObjSpec(a.name, None, False))
                self.args.append(ArgSpec(a.name, reg, None, len(self.objects)))
            else:
                width = a.type.bits if isinstance(a.type, IntType | FloatType) else 0
                promise = promise_of(a)
                self.args.append(ArgSpec(a.name, reg, width, inreg=a.is_uniform_input,
                                         promise=(promise, a.type) if promise is not None
                                         and isinstance(a.type, IntType | FloatType) else None,
                                         noundef="noundef" in a.attrs))
        for bi, b in enumerate(self.blocks):
            for k, inst in enumerate(b.instructions):
                self.instr_id[id(inst)] = len(self.instr_pos)
                self.instr_pos.append((bi, k))
                if inst.opcode not in ("store", "fence", "br", "switch", "ret", "unreachable") and not (
                    inst.opcode == "call" and str(inst.type) == "void"
                ):
                    self.def_pos[self.new_reg(inst)] = (bi, k)
                if id(inst) in self.enter_region:
                    self.region_regs[self.enter_region[id(inst)]] = (
                        self.reg[id(inst)], self._scratch_reg())
        points: list[Point] = []
        first_point: list[int] = []
        terms: list[Term] = []
        for bi, b in enumerate(self.blocks):
            first_point.append(len(points))
            nphis = 0
            cur: Point | None = None
            flagged = self.flagged_phis(b)
            for k, inst in enumerate(b.instructions):
                if inst.opcode == "phi":
                    nphis += inst not in self.free
                    continue
                if flagged:  # before anything else of the block, a collective too
                    cur = Point(len(points), bi, k, None, flagged)
                    points.append(cur)
                    flagged = []
                if inst.is_terminator:
                    if cur is None:
                        cur = Point(len(points), bi, k, None)
                        points.append(cur)
                    cur.nsteps += inst not in self.free
                    terms.append(self.terminator(bi, inst))
                    break
                head = self.collective(inst) if conv.is_catalogue_op(inst.callee) else None
                if cur is None or head is not None:
                    nxt = Point(len(points), bi, k, head)
                    if cur is not None:
                        cur.next = nxt.id
                    cur = nxt
                    points.append(cur)
                    cur.nsteps += inst not in self.free
                    if head is not None:
                        continue
                else:
                    cur.nsteps += inst not in self.free  # a promise check is no step of its own
                cur.ops.append(self.op(inst))
            else:
                terms.append(Term("unsupported", b.name, why=f"block %{b.name} has no terminator"))
                if cur is None:
                    points.append(Point(len(points), bi, len(b.instructions), None))
            points[first_point[bi]].nsteps += nphis
        ret_width = None
        if isinstance(self.fn.return_type, IntType | FloatType | PtrType):
            ret_width = 64 if isinstance(self.fn.return_type, PtrType) else self.fn.return_type.bits
        return Program(self.fn, self.blocks, points, first_point, terms, self.nregs, self.args,
                       self.objects, self.anchors, self.nloops, ret_width, self.instr_id,
                       self.instr_pos, self.def_pos, self.expanded, self.region_regs)

    def kernarg_segment(self, text: str, dst: int) -> ex.Op:
        """``llvm.amdgcn.kernarg.segment.ptr`` (fuzzfarm/kernargs.py): one read-only object
        whose fields are the kernel's arguments, each schedule's values (a pointer
        argument: its buffer's address), as a ``byref`` argument's object is filled."""
        callee = kernargs.KERNARG_SEGMENT_PTR
        if callee not in self.launch_objs:
            seg = kernargs.layout(self.fn)
            if isinstance(seg, str):
                return ex.Fail(text, "unsupported", seg)
            by_name = {a.name: a for a in self.args}
            fields = []
            for item in seg.arguments:
                arg = by_name[item.arg.name]
                fields.append(FieldSpec(item.offset, arg.name, 8, 64, arg.obj) if arg.width is None
                              else FieldSpec(item.offset, arg.name, item.size, arg.width))
            self.objects.append(ObjSpec("the kernel argument segment", seg.size, False,
                                        launch_object=callee, fields=tuple(fields)))
            self.launch_objs[callee] = len(self.objects)
        return ex.Const(text, dst, encode(self.launch_objs[callee]))

    def aggregate_argument(self, a: Argument, reg: int) -> None:
        """A ``byval``/``byref`` kernel argument: an object of its type, filled by each
        schedule, and one buffer per pointer field (fuzzfarm/inputs.py)."""
        if a.pointee is None:  # an aggregate value: one register per leaf, each an input
            for item in field_inputs(a):
                if isinstance(item.type, PtrType):
                    self.objects.append(ObjSpec(item.name, None, False))
                    self.args.append(ArgSpec(item.name, reg + item.leaf, None, len(self.objects)))
                else:
                    width = item.type.bits if isinstance(item.type, IntType | FloatType) else 0
                    self.args.append(ArgSpec(item.name, reg + item.leaf, width, inreg=True))
            return
        fields: list[FieldSpec] = []
        self.objects.append(ObjSpec(a.name, store_size(a.pointee), False))
        at = len(self.objects)
        self.args.append(ArgSpec(a.name, reg, None, at, observed=False))
        for item in field_inputs(a):
            if isinstance(item.type, PtrType):
                self.objects.append(ObjSpec(item.name, None, False))
                self.args.append(ArgSpec(item.name, -1, None, len(self.objects)))
                fields.append(FieldSpec(item.offset, item.name, 8, 64, len(self.objects)))
            else:
                width = item.type.bits if isinstance(item.type, IntType | FloatType) else 0
                fields.append(FieldSpec(item.offset, item.name, store_size(item.type) if width else 0, width))
        self.objects[at - 1] = replace(self.objects[at - 1], fields=tuple(fields))

    def _anchor_col(self, anchor: str) -> int:
        """The occurrence column of ``anchor`` (shared by all its copies)."""
        if anchor not in self.anchors:
            self.anchors.append(anchor)
        return self.anchors.index(anchor)

    def _scratch_reg(self) -> int:
        """A register no instruction defines (an invocation's saved ipdom stack)."""
        self.nregs += 1
        return self.nregs - 1

    # -- instructions ------------------------------------------------------------------

    def op(self, inst: Instruction) -> ex.Op:
        text = _text(inst)
        try:
            return self._op(inst, text)
        except Unsupported as e:
            return ex.Fail(text, "unsupported", str(e))

    def _op(self, inst: Instruction, text: str) -> ex.Op:
        opc = inst.opcode
        dst = self.reg.get(id(inst), -1)
        if inst.callee == NOUNDEF:  # its operands may be vectors and aggregates
            return self.promise_check(text, inst.operands, promised_arguments(inst, None), poisons=True)
        # vectors.vector_operation, written out: it is asked of every instruction
        vector = isinstance(inst.type, VectorType)
        if not vector:
            for v in inst.operands:
                if isinstance(v.type, VectorType):
                    vector = True
                    break
        if vector:
            return self.declared_promises(inst, text, self.vector(inst, text, dst))
        if agg.involves(inst):
            return agg.compile_op(self, inst, text, dst)
        if opc in FP_OPS or (opc == "bitcast" and isinstance(inst.operands[0].type, FloatType)):
            return self.float_op(inst, text, dst)
        if opc == "fence":  # orders this lane's accesses to the globals for other lanes
            return GlobalFence(text, *fence_kind(inst.predicate or ""))
        if opc == "select" and inst.flags:
            if not isinstance(inst.type, FloatType):
                raise Unsupported("select with fast-math flags on a non-float")
            c, t, f = (self.operand(v) for v in inst.operands)
            return fl.FlaggedSelect(text, dst, c, t, f, inst.type.bits, fpenv.value_flags(inst),
                                    self._flushes(inst, inst.type), observed(inst, self._users))
        if opc in BINARY_OPS:
            w = _bits(inst.type)
            srcs = [self.operand(v) for v in inst.operands]
            div = opc in ("udiv", "sdiv", "urem", "srem")
            return ex.Compute(text, dst, srcs, ex.binary_kernel(opc, w, inst.flags),
                              ub_on_poison=1 if div else -1, ub_on_zero=1 if div else -1,
                              pure=_pure(opc, None, inst.flags, w, w))
        if opc == "icmp":
            w = _bits(inst.operands[0].type)
            srcs = [self.operand(v) for v in inst.operands]
            return ex.Compute(text, dst, srcs, ex.icmp_kernel(inst.predicate or "eq", w, inst.flags),
                              pure=_pure(opc, inst.predicate, inst.flags, w, w))
        if opc in CAST_OPS:
            if opc in ("ptrtoint", "inttoptr") and in_round_trip(inst):  # the pointer itself
                return ex.Compute(text, dst, [self.operand(inst.operands[0])],
                                  ex.cast_kernel("addrspacecast", 64, 64, frozenset()),
                                  pure=_pure("addrspacecast", None, frozenset(), 64, 64))
            if opc in ("ptrtoint", "inttoptr"):
                raise Unsupported(f"{opc} exposes pointer addresses, which SEMANTICS.md leaves undefined")
            src_w, dst_w = _bits(inst.operands[0].type), _bits(inst.type)
            return ex.Compute(text, dst, [self.operand(inst.operands[0])],
                              ex.cast_kernel(opc, src_w, dst_w, inst.flags),
                              pure=_pure(opc, None, inst.flags, src_w, dst_w))
        if opc == "select":
            _bits(inst.type)
            c, t, f = (self.operand(v) for v in inst.operands)
            return ex.Select(text, dst, c, t, f)
        if opc == "freeze":
            _bits(inst.type)
            return ex.Freeze(text, dst, self.operand(inst.operands[0]), observed(inst, self._users),
                             freeze_approximation(inst.type))
        if opc == "alloca":
            return self.alloca(inst, text, dst)
        if opc == "getelementptr":
            return self.gep(inst, text, dst)
        if opc == "load":
            if not isinstance(inst.type, IntType | FloatType | PtrType):
                raise Unsupported(f"loading {inst.type} is not supported")
            w = _bits(inst.type)
            return _volatile(inst, text, Operand(reg=dst), Load(
                text, dst, self.operand(inst.operands[0]), store_size(inst.type), w,
                "atomic" in inst.flags, isinstance(inst.type, PtrType), inst.value_range, inst.noundef))
        if opc == "atomicrmw":
            operation = (inst.predicate or "").split()[0]
            floats = isinstance(inst.type, FloatType) and operation in ATOMIC_FP_RMW_OPS
            if not floats and (operation not in ATOMIC_RMW_OPS or not isinstance(inst.type, IntType)):
                raise Unsupported(f"atomicrmw {operation} on {inst.type}")
            _bits(inst.type)
            # float atomics never commute (float addition does not associate)
            bound = inst.operands[1]
            family = NON_COMMUTING if floats else rmw_family(
                operation, observed(inst, self._users),
                bound.value if isinstance(bound, ConstInt) else None)
            return AtomicRmw(text, dst, self.operand(inst.operands[0]),
                             self.operand(inst.operands[1]), store_size(inst.type), operation,
                             family, floats)
        if opc == "cmpxchg":
            ty = inst.operands[1].type
            _bits(ty)
            ptr, cmp, new = (self.operand(v) for v in inst.operands)
            return CmpXchg(text, dst, ptr, cmp, new, store_size(ty))
        if opc == "store":
            ty = inst.operands[0].type
            if not isinstance(ty, IntType | FloatType | PtrType):
                raise Unsupported(f"storing {ty} is not supported")
            _bits(ty)
            pointer = isinstance(ty, PtrType)
            if pointer and "atomic" in inst.flags:
                raise Unsupported("an atomic store of a pointer is not supported")
            store: ex.Op = Store(text, self.operand(inst.operands[0]), self.operand(inst.operands[1]),
                                 store_size(ty), "atomic" in inst.flags, pointer, bool(self.marked))
            if isinstance(ty, FloatType):  # a NaN's bytes become observable
                store = fl.Noted(text, fl.NanNote(text, [(self.operand(inst.operands[0]), ty.bits)]), store)
            return _volatile(inst, text, self.operand(inst.operands[0]), store)
        if opc == "call":
            return self.declared_promises(inst, text, self.call(inst, text, dst))
        raise Unsupported(f"instruction {opc} is not supported")

    def declared_promises(self, inst: Instruction, text: str, op: ex.Op) -> ex.Op:
        """``op``, the call ``inst`` to a declaration or an intrinsic (defined callees are
        expanded, their check placed by oracles/simt/calls.py), after the check of what its
        arguments are promised (a broken promise is UB first: the reference's
        ``check_noundef``); ``op`` itself for any other instruction."""
        promised = [] if inst.opcode != "call" or inst.callee in (TOO_DEEP, NOUNDEF) \
            or conv.is_catalogue_op(inst.callee) or defined_callee(self.fn, inst) is not None \
            else promised_arguments(inst, declared_callee(self.fn, inst))
        if not promised:
            return op
        check = self.promise_check(text, [inst.operands[p.at] for p in promised], promised)
        return vec.Seq(text, [check, op])

    def vector(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        """An instruction on vectors (SEMANTICS.md, "Vectors"): element-wise ones as one
        scalar op per element register, the others by oracles/simt/vectors.py."""
        opc = inst.opcode
        if vectors.elementwise(inst):
            ops = []
            for i, view in enumerate(vectors.element_views(inst)):
                self.reg[id(view)] = dst + i
                self.instr_id[id(view)] = self.instr_id.get(id(inst), -1)
                ops.append(self._op(view, text))
            return vec.Seq(text, ops)
        if opc == "extractelement":
            elements = self.elements(inst.operands[0])
            index = inst.operands[1]
            if isinstance(index, ConstInt):
                src = elements[index.value] if index.value < len(elements) else Operand(poison=True)
                return vec.Copy(text, dst, src)
            return vec.Extract(text, dst, elements, self.operand(index), _bits(index.type))
        if opc == "insertelement":
            elements = self.elements(inst.operands[0])
            element, index = inst.operands[1], inst.operands[2]
            if isinstance(index, ConstInt):
                if index.value >= len(elements):
                    return vec.Seq(text, [vec.Copy(text, dst + i, Operand(poison=True))
                                          for i in range(len(elements))])
                elements[index.value] = self.operand(element)
                return vec.Seq(text, [vec.Copy(text, dst + i, e) for i, e in enumerate(elements)])
            return vec.Insert(text, dst, elements, self.operand(element), self.operand(index),
                              _bits(index.type))
        if opc == "shufflevector":
            both = self.elements(inst.operands[0]) + self.elements(inst.operands[1])
            mask = inst.operands[2]
            assert isinstance(mask, ConstVector)
            return vec.Seq(text, [
                vec.Copy(text, dst + i, both[m.value] if isinstance(m, ConstInt) else Operand(poison=True))
                for i, m in enumerate(mask.elements)])
        if opc in ("load", "store"):
            return self.vector_memory(inst, text, dst)
        shape = vectors.regrouping(inst)
        if shape is not None:
            source = inst.operands[0]
            srcs = self.elements(source) if isinstance(source.type, VectorType) else [self.operand(source)]
            regroup = vec.Regroup(text, dst, srcs, shape)
            if not shape.src_float:
                return regroup
            # a NaN's bits seen as another type, as a scalar bitcast from a float notes them
            note = fl.NanNote(text, [(s, shape.src_bits) for s in srcs]) if observed(inst, self._users) \
                else None
            return vec.Seq(text, [note, regroup] if note else [regroup])
        if opc == "call" and vectors.reduction(inst.callee) is not None:
            return self.reduction(inst, text, dst)
        if opc == "call" and intmath.target_int_op(inst.callee) is not None:
            return self.call(inst, text, dst)  # sdot2's <2 x i16> operands
        if opc == "call" and inst.callee == fpenv.AMDGCN_CVT_PKRTZ:
            if inst.type != VectorType(2, HALF) or [v.type for v in inst.operands] != [FLOAT, FLOAT]:
                raise Unsupported(f"@{inst.callee} with operands of types "
                                  f"{', '.join(str(v.type) for v in inst.operands)}")
            flags, shows = fpenv.value_flags(inst), observed(inst, self._users)
            return vec.Seq(text, [fl.FloatOp(text, dst + i, [self.operand(v)], [32], 16,
                                             fl.half_toward_zero, flags, {}, shows,
                                             fl.half_toward_zero_notes)
                                  for i, v in enumerate(inst.operands)])
        raise Unsupported(f"{opc} on vectors is not supported by the lane simulator")

    def vector_memory(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        """A vector load or store: one access per element, element ``i`` at byte
        ``i * size`` (little-endian, as an array of the elements)."""
        load = inst.opcode == "load"
        ty = inst.type if load else inst.operands[0].type
        if not isinstance(ty, VectorType) or not in_memory(ty):
            raise Unsupported(f"{inst.opcode} of {ty} is not supported by the lane simulator")
        size = store_size(ty.element)
        ptr = self.operand(inst.operands[0 if load else 1])
        values = [] if load else self.elements(inst.operands[0])
        ops: list[ex.Op] = []
        for i in range(ty.count):
            at = ptr
            if i:
                at = Operand(reg=self._scratch_reg())
                ops.append(Gep(text, at.reg, ptr, [Operand(value=i)], [64], [size], False, False))
            if load:
                ops.append(Load(text, dst + i, at, size, _bits(ty.element)))
                continue
            store = Store(text, values[i], at, size)
            if isinstance(ty.element, FloatType):  # a NaN's bytes become observable
                ops.append(fl.Noted(text, fl.NanNote(text, [(values[i], ty.element.bits)]), store))
            else:
                ops.append(store)
        return vec.Seq(text, ops)

    def reduction(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        op = vectors.reduction(inst.callee)
        assert op is not None
        if op in vectors.INT_REDUCTIONS and isinstance(inst.type, IntType):
            return vec.IntReduction(text, dst, op, self.elements(inst.operands[0]), _bits(inst.type))
        if op in vectors.FLOAT_REDUCTIONS and isinstance(inst.type, FloatType):
            return vec.FloatReduction(text, dst, op, self.operand(inst.operands[0]),
                                      self.elements(inst.operands[1]), inst.type.bits, inst.flags,
                                      self._flushes(inst, inst.type), observed(inst, self._users))
        raise Unsupported(f"@{inst.callee} is not supported by the lane simulator")

    def float_op(self, inst: Instruction, text: str, dst: int,
                 intrinsic: str | None = None) -> ex.Op:
        """A floating-point instruction, a bitcast from a float (its NaN noted) or a float
        intrinsic (oracles/SEMANTICS.md, "Floating point")."""
        srcs = [self.operand(v) for v in inst.operands]
        src_bits = [_bits(v.type) if isinstance(v.type, FloatType) else 0 for v in inst.operands]
        dst_bits = _bits(inst.type) if isinstance(inst.type, FloatType) else 0
        extra = None
        if intrinsic is not None:
            try:
                # the float width: the result's, or the operand's (frexp.exp's i32 result)
                kernel, extra = fl.intrinsic(intrinsic, dst_bits or max(src_bits))
            except fl.NotSupported as e:
                raise Unsupported(str(e)) from None
        else:
            first = inst.operands[0].type
            kernel = fl.kernel(inst.opcode, inst.predicate or "", _bits(first), _bits(inst.type),
                               inst.flags)
            if inst.opcode == "bitcast" and CLASS_BITS not in inst.flags:
                bits = _bits(first)
                extra = lambda v, r: {fpenv.NAN_BITS: fl.isnan(v[0], bits)}  # noqa: E731
        # is.fpclass sees a subnormal as one whatever the mode (fuzzfarm/fpenv.py IS_FPCLASS)
        flush = {b: intrinsic != fpenv.IS_FPCLASS and self._flushes(inst, FloatType(b)) for b in (16, 32, 64)}
        return fl.FloatOp(text, dst, srcs, src_bits, dst_bits, kernel, fpenv.value_flags(inst), flush,
                          observed(inst, self._users), extra)

    def _flushes(self, inst: Instruction, ty: FloatType) -> bool:
        """May ``inst``'s function flush denormals of ``ty`` (fuzzfarm.fpenv.may_flush)? In a
        callee's copy (oracles/simt/calls.py) that is the callee's own attribute."""
        return fpenv.may_flush(self._caller(inst), ty)

    def _caller(self, inst: Instruction) -> Function | None:
        """The function whose code ``inst`` is: in a callee's copy (oracles/simt/calls.py)
        the callee, whose own attributes (denormal mode, target) count there."""
        fn = inst.parent.parent if inst.parent is not None else None
        if self.expanded is not None and inst.parent is not None:
            region = self.expanded.region_of.get(inst.parent)
            if region is not None:
                fn = region.callee
        return fn

    def alloca(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        count = 1
        if inst.operands:
            c = inst.operands[0]
            if not isinstance(c, ConstInt):
                raise Unsupported("alloca with a non-constant count is not supported")
            count = c.value
        if inst.elem_type is None:
            raise Unsupported("alloca without a type")
        self.objects.append(ObjSpec(inst.name or "alloca", store_size(inst.elem_type) * count, True,
                                    dead=inst in self.marked))
        if inst.parent is not None and id(inst.parent) in self.in_cycle:
            region = self.expanded.region_of.get(inst.parent) if self.expanded is not None else None
            if region is None or region.entry is not inst.parent:
                raise Unsupported("alloca inside a cycle (a fresh object per iteration) is not supported")
            return FreshAlloca(text, dst, len(self.objects), inst in self.marked)
        return ex.Const(text, dst, encode(len(self.objects)))

    def gep(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        ty = inst.elem_type
        if ty is None:
            raise Unsupported("getelementptr without a source element type")
        scales, widths, idxs = [], [], []
        for k, v in enumerate(inst.operands[1:]):
            if k > 0 and isinstance(ty, StructType) and isinstance(v, ConstInt):
                scales.append(field_offset(ty, v.value))  # a field: its offset, once
                widths.append(64)
                idxs.append(Operand(value=1))
                ty = ty.fields[v.value]
                continue
            if k > 0:
                if not isinstance(ty, ArrayType):
                    raise Unsupported(f"getelementptr into {ty} is not supported")
                ty = ty.element
            scales.append(store_size(ty))
            widths.append(_bits(v.type))
            idxs.append(self.operand(v))
        return Gep(text, dst, self.operand(inst.operands[0]), idxs, widths, scales,
                   "inbounds" in inst.flags, "nuw" in inst.flags)

    def promise_check(self, text: str, values: list[Value], promised: list[Promised],
                      poisons: bool = False) -> ex.NoUndef:
        """The op checking each of ``values`` against its promise (in order); ``poisons``
        at a defined callee (:attr:`~oracles.simt.execute.NoUndef.poisons`). A vector's
        element registers and an aggregate's leaf registers are each checked under its
        promise (LangRef: any poison element breaks ``noundef``; the reference's
        ``keep_promise``)."""
        srcs: list[Operand] = []
        checks: list[tuple[bool, str | None, IntType | FloatType | PtrType | None]] = []
        for v, p in zip(values, promised, strict=True):
            ty = v.type
            types: list[Type]
            if isinstance(ty, VectorType):
                parts, types = self.elements(v), [ty.element] * ty.count
            elif isinstance(ty, StructType | ArrayType):
                parts, types = agg.leaf_operands(self, v), [leaf.type for leaf in leaves(ty)]
            else:
                parts, types = [self.operand(v)], [ty]
            srcs += parts
            checks += [(p.noundef, p.promise, k if isinstance(k, IntType | FloatType | PtrType) else None)
                       for k in types]
        return ex.NoUndef(text, srcs, checks, poisons)

    def call(self, inst: Instruction, text: str, dst: int) -> ex.Op:
        callee = inst.callee or ""
        uid = self.instr_id[id(inst)]
        if callee == conv.ENTRY:
            return EntryOp(text, dst)
        if callee == conv.ANCHOR:
            # Named as the reference names it (``NAME@callee`` in a called function); all
            # copies of one anchor count their occurrences together (one column).
            anchor = inst.name or f"anchor.{uid}"
            region = None
            if self.expanded is not None and inst.parent is not None:
                region = self.expanded.region_of.get(inst.parent)
            if region is not None:
                anchor += "@" + region.callee.name
            return AnchorOp(text, dst, anchor, self._anchor_col(anchor))
        if id(inst) in self.enter_region:
            rid = self.enter_region[id(inst)]
            assert self.expanded is not None
            if any(a.pointee is not None and not a.byval for a in self.expanded.regions[rid].callee.args):
                raise Unsupported(f"call to @{self.expanded.regions[rid].callee.name}, which takes "
                                  "an aggregate by reference (byref: memory the model does not place)")
            tok = inst.convergence_token
            token = None if tok is None or isinstance(tok, TokenNone) else self.operand(tok)
            assert self.expanded is not None
            implicit = self.expanded.regions[rid].implicit_anchor
            col = -1 if implicit is None else self._anchor_col(implicit)
            return CallEnterOp(text, dst, rid, token, self.region_regs[rid][1], implicit, col)
        if callee == CALLEE_ENTRY:
            return CalleeEntryOp(text, dst, self.operand(inst.operands[0]))
        if callee == TOO_DEEP:
            return TooDeepOp(text)
        if callee == conv.LOOP:
            tok = inst.convergence_token
            if tok is None or isinstance(tok, TokenNone):
                raise Unsupported("llvm.experimental.convergence.loop without a token")
            self.nloops += 1
            return LoopOp(text, dst, uid, self.operand(tok), self.nloops - 1)
        if callee == conv.LANE_ID:
            return ex.LaneId(text, dst)
        if callee in conv.LAUNCH_VALUES:
            return LaunchValue(text, dst, self.fn, inst)
        if opencl.is_work_item_function(callee):
            return WorkItemValue(text, dst, self.fn, inst,
                                 self.operand(inst.operands[0]) if inst.operands else None)
        if callee == kernargs.KERNARG_SEGMENT_PTR:
            return self.kernarg_segment(text, dst)
        if callee in launches.LAUNCH_OBJECTS:
            why = launches.launch_object_unsupported(self.fn, inst)
            if why is not None:
                return ex.Fail(text, "unsupported", f"@{callee}: {why}")
            if callee not in self.launch_objs:  # one object, whichever call makes the pointer
                spec = launches.LAUNCH_OBJECTS[callee]
                self.objects.append(ObjSpec(spec.what, spec.size, False, launch_object=callee))
                self.launch_objs[callee] = len(self.objects)
            return ex.Const(text, dst, encode(self.launch_objs[callee]))
        if callee in conv.LANE_FUNCTIONS:
            why = conv.workitem_id_unsupported(self.fn, inst) if conv.is_workitem_id(callee) else None
            if why is not None:
                return ex.Fail(text, "unsupported", f"@{callee}: {why}")
            return lane_function(callee, text, dst, [self.operand(v) for v in inst.operands])
        if memory_op(callee) is not None:
            return self.memory_op(inst, text)
        marker = lifetimes.marker_kind(callee)
        if marker is not None:
            if lifetimes.marked_alloca(inst) is None:
                raise Unsupported(f"@{callee} of a pointer that is not an alloca")
            return Lifetime(text, self.operand(inst.operands[-1]), marker == "lifetime.start")
        fbase = fpenv.intrinsic_base(callee)
        if fbase is not None:
            return self.float_op(inst, text, dst, fbase)
        membar = conv.NVVM_MEMBARS.get(callee)
        if membar is not None:  # a fence (PTX ISA, "membar")
            return GlobalFence(text, *fence_kind(membar))
        builtin = clint.builtin(callee)
        if builtin is not None:  # OpenCL's integer built-ins (fuzzfarm/ir/clint.py)
            return pairs.OpenCLBuiltin(text, dst, [self.operand(v) for v in inst.operands], builtin)
        if amdgcn.is_wave_query(callee):  # fuzzfarm/ir/amdgcn.py
            why = amdgcn.refusal(self.fn, inst, self._caller(inst))
            if why is not None:
                raise Unsupported(why)
            if callee == amdgcn.WAVEFRONTSIZE:
                size = amdgcn.wavefront_size(self.fn)
                assert size is not None  # refusal says so otherwise
                return ex.Const(text, dst, size)
            return ex.Nop(text)
        if intmath.is_pair_or_high_half(callee):  # fuzzfarm/ir/intmath.py
            why = intmath.refusal(inst)
            if why is not None:
                raise Unsupported(why)
            srcs = [e for v in inst.operands for e in  # sdot2's <2 x i16>: its elements
                    (self.elements(v) if isinstance(v.type, VectorType) else [self.operand(v)])]
            overflow = intmath.overflow_op(callee)
            if overflow is not None:
                return pairs.with_overflow(text, dst, srcs, overflow, _bits(inst.operands[0].type))
            return pairs.target(text, dst, srcs, intmath.TARGET_INT_OPS[callee], _bits(inst.type))
        name = intrinsic_name(callee)
        if name is not None:
            w = _bits(inst.operands[0].type) if inst.operands else 1
            srcs = [self.operand(v) for v in inst.operands]
            return ex.Compute(text, dst, srcs, ex.intrinsic_kernel(KERNELS[name], w),
                              ub_on_poison=0 if name == "assume" else -1)
        if callee.startswith("llvm.") and not amdgcn.is_environment_value(callee):
            raise Unsupported(f"{unmodelled.describe(callee)} is not supported")
        if defined_callee(self.fn, inst) is not None:
            # calls.expand left the call tree unexpanded: it is too big (the reference decides)
            raise Unsupported(f"call to @{callee}, a function defined in the module: the call "
                              f"tree expands to over {MAX_EXPANDED_BLOCKS} blocks")
        why = external.unsupported_reason(self.fn, inst)
        if why is not None:
            raise Unsupported(why)
        width = _bits(inst.type) if isinstance(inst.type, IntType | FloatType) else 0
        call = ex.ExternalCall(text, dst, [self.operand(v) for v in inst.operands], callee, width,
                               external.has_side_effects(self.fn, inst), observed(inst, self._users))
        floats = [(self.operand(v), v.type.bits) for v in inst.operands
                  if isinstance(v.type, FloatType)]
        if floats:  # the callee may read a NaN's payload
            return fl.Noted(text, fl.NanNote(text, floats), call)
        return call

    def memory_op(self, inst: Instruction, text: str) -> ex.Op:
        """``llvm.memcpy``/``memmove``/``memset`` of a constant length (fuzzfarm/ir/memops.py)."""
        why = memory_op_refusal(inst)
        if why is not None:
            raise Unsupported(why)
        size = inst.operands[2]
        if not isinstance(size, ConstInt):
            raise Unsupported(f"@{inst.callee} of a length that is not a constant")
        if size.value > 1 << 20:
            raise Unsupported(f"@{inst.callee} of {size.value} bytes")
        dst, other = (self.operand(v) for v in inst.operands[:2])
        if memory_op(inst.callee) == "memset":
            return MemSet(text, dst, other, size.value)
        return MemCopy(text, dst, other, size.value, memory_op(inst.callee) == "memmove")

    def collective(self, inst: Instruction) -> Collective:
        tok = inst.convergence_token
        token = None if tok is None or isinstance(tok, TokenNone) else self.operand(tok)
        text = _text(inst)
        try:
            args = [self.operand(v) for v in inst.operands]
            width = _bits(inst.type) if isinstance(inst.type, IntType | FloatType) else 0
            for v in inst.operands:
                _bits(v.type)
            refusal = crosslane.permute_refusal(self.fn, inst)
            why = f"@{inst.callee}: {refusal}" if refusal is not None else ""
        except Unsupported as e:
            args, width, why = [], 0, str(e)
        orders = conv.barrier_orders(inst)
        if orders is None and not why:
            why = "an OpenCL barrier whose flags are not a constant"
        # The kernel's own entry intrinsic (a callee's is CALLEE_ENTRY once expanded).
        tie = TIE + inst.name if isinstance(tok, Instruction) and tok.callee == conv.ENTRY \
            and inst.name else ""
        return Collective(text, inst.callee or "", self.instr_id[id(inst)],
                          self.reg.get(id(inst), -1), args, token, width, why,
                          self.wave64, bool(orders), self.halves, self.wave32, self.site(inst), tie)

    def site(self, inst: Instruction) -> int:
        """A number for ``inst``'s instruction in the program as written, shared by its
        copies in expanded calls (:attr:`Collective.site`)."""
        original = self.expanded.source.get(id(inst), inst) if self.expanded is not None else inst
        return self.sites.setdefault(id(original), len(self.sites))

    def flagged_phis(self, b: Block) -> list[ex.Op]:
        """The fast-math flags of ``b``'s phis (clang writes ``phi fast`` under -ffast-math;
        LangRef, "Fast-Math Flags": they apply to the incoming value), each register a
        phi's edge copy wrote (one an element of a vector) read again as ``select true`` with
        the flags (a NaN/inf poison, ``fp-choice`` noted), as the reference's
        ``flagged_value``; a flagged call's result is the same select (oracles/simt/calls.py)."""
        ops: list[ex.Op] = []
        for phi in self.phis[self.bidx[id(b)]]:
            if not phi.flags:
                continue
            text, ty = _text(phi), element_type(phi.type)
            if not isinstance(ty, FloatType):  # the reader refuses it: an aggregate's
                ops.append(ex.Fail(text, "unsupported", f"phi with fast-math flags on {phi.type}"))
                continue
            flags, flush, shows = fpenv.value_flags(phi), self._flushes(phi, ty), observed(phi, self._users)
            for at in self.elements(phi) if isinstance(phi.type, VectorType) else [self.operand(phi)]:
                ops.append(fl.FlaggedSelect(text, at.reg, Operand(value=1), at, at, ty.bits, flags, flush, shows))
        return ops

    def terminator(self, bi: int, inst: Instruction) -> Term:
        text = _text(inst)
        try:
            term = self._terminator(inst, text)
        except Unsupported as e:
            return Term("unsupported", text, why=str(e))
        for s in set(term.targets):
            copies: list[tuple[int, Operand]] = []
            for phi in self.phis[s]:  # flags: flagged_phis, at the block's start
                for v, pb in zip(phi.operands, phi.blocks, strict=False):
                    if self.bidx[id(pb)] == bi:
                        try:
                            if isinstance(phi.type, VectorType):  # one copy per element
                                base = self.reg[id(phi)]
                                copies.extend((base + i, e) for i, e in enumerate(self.elements(v)))
                            elif agg.is_aggregate(phi.type):  # one copy per leaf
                                base = self.reg[id(phi)]
                                copies.extend((base + i, e) for i, e in
                                              enumerate(agg.leaf_operands(self, v)))
                            else:
                                copies.append((self.reg[id(phi)], self.operand(v)))
                        except Unsupported as e:
                            return Term("unsupported", text, why=str(e))
                        break
            term.phis[s] = copies
        return term

    def _terminator(self, inst: Instruction, text: str) -> Term:
        opc = inst.opcode
        targets = [self.bidx[id(b)] for b in inst.blocks]
        if opc == "br":
            if not inst.operands:
                return Term("br", text, targets=targets)
            return Term("cbr", text, cond=self.operand(inst.operands[0]), targets=targets)
        if opc == "switch":
            _bits(inst.operands[0].type)
            cases = [v.value for v in inst.operands[1:] if isinstance(v, ConstInt)]
            return Term("switch", text, cond=self.operand(inst.operands[0]), cases=cases,
                        targets=targets)
        if opc == "ret":
            ret = self.operand(inst.operands[0]) if inst.operands else None
            if inst.operands and isinstance(inst.operands[0].type, PtrType):
                raise Unsupported("returning a pointer is not supported")
            return Term("ret", text, ret=ret)
        return Term("unreachable", text)


def _volatile(inst: Instruction, text: str, value: Operand, access: ex.Op) -> ex.Op:
    """``access``, then for a volatile load or store the thread's event holding ``value``,
    the value loaded or stored (:func:`fuzzfarm.external.volatile_event`)."""
    event = external.volatile_event(inst)
    if event is None:
        return access
    return vec.Seq(text, [access, ex.ExternalCall(text, -1, [value], event, 0, True)])
