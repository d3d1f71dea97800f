"""The SSA IR model: modules, functions, blocks, instructions, constants.

One ``Instruction`` class covers every opcode: the opcode string says which
operand layout applies (documented on :class:`Instruction`). A single class
keeps cloning, operand replacement and printing uniform for the transforms and
both oracles; the reader guarantees that only opcodes in :data:`OPCODES` ever
reach the model ("unsupported: <instruction>" otherwise).

Values have identity semantics (``eq=False``): two distinct instructions with
the same text are different values, exactly as in LLVM.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from fuzzfarm.ir import floatbits
from fuzzfarm.ir.tbaa import AccessTag
from fuzzfarm.ir.types import PTR, TOKEN, FloatType, IntType, PtrType, Type, VectorType

BINARY_OPS = frozenset(
    ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"]
)
CAST_OPS = frozenset(["zext", "sext", "trunc", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"])
ICMP_PREDICATES = frozenset(["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"])
#: Floating-point instructions (LangRef, "Binary Operations", "Unary Operations",
#: "Conversion Operations", "'fcmp' Instruction"): oracles/SEMANTICS.md, "Floating point".
FP_BINARY_OPS = frozenset(["fadd", "fsub", "fmul", "fdiv", "frem"])
FP_CAST_OPS = frozenset(["sitofp", "uitofp", "fptosi", "fptoui", "fpext", "fptrunc"])
FCMP_PREDICATES = frozenset(
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
     "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
)
FP_OPS = FP_BINARY_OPS | FP_CAST_OPS | frozenset(["fneg", "fcmp"])
TERMINATORS = frozenset(["br", "switch", "ret", "unreachable"])
#: The instructions that take vectors apart and put them together (LangRef, "Vector
#: Operations"): oracles/SEMANTICS.md, "Vectors".
VECTOR_OPS = frozenset(["extractelement", "insertelement", "shufflevector"])
OPCODES = (
    BINARY_OPS
    | CAST_OPS
    | FP_OPS
    | TERMINATORS
    | VECTOR_OPS
    | frozenset(
        ["icmp", "select", "freeze", "phi", "alloca", "load", "store", "getelementptr", "call",
         "fence", "atomicrmw", "cmpxchg", "extractvalue"]
    )
)
#: The integer operations of ``atomicrmw`` the model executes (LangRef, "atomicrmw"):
#: ``uinc_wrap``/``udec_wrap`` are CUDA's ``atomicInc``/``atomicDec`` (and HIP's, and
#: ``__builtin_amdgcn_atomic_inc32``).
ATOMIC_RMW_OPS = frozenset(
    ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
     "uinc_wrap", "udec_wrap"])
#: Of those, the ones that commute only with themselves given the same operand: one
#: function applied twice gives the same in either order, so ``atomicInc(&c, N)`` of
#: every thread with one constant N commutes (two bounds need not: 0 -> 1 -> 0 against
#: 0 -> 1 -> 2 for bounds 1 and 5).
SELF_COMMUTING_RMW_OPS = frozenset(["uinc_wrap", "udec_wrap"])
#: The floating-point operations of ``atomicrmw`` the model executes (LangRef,
#: "atomicrmw": ``fadd``/``fsub`` in the default environment, ``fmax``/``fmin`` as
#: ``llvm.maxnum``/``llvm.minnum``). ``fmaximum``/``fminimum`` are LLVM 20's: unsupported.
ATOMIC_FP_RMW_OPS = frozenset(["fadd", "fsub", "fmax", "fmin"])
#: Fast-math flags (LangRef, "Fast-Math Flags"); ``fast`` stands for all of them.
FAST_MATH_FLAGS = frozenset(["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"])
#: Instruction flags the model keeps (poison-generating or informative).
FLAGS = frozenset(["nsw", "nuw", "exact", "disjoint", "nneg", "inbounds", "nusw", "samesign"]) \
    | FAST_MATH_FLAGS


class Value:
    """Anything that can be an operand. Subclasses carry ``type``."""

    type: Type

    def ref(self) -> str:
        """How this value is written as an operand (without its type)."""
        raise TypeError(f"{type(self).__name__} has no operand spelling")


@dataclass(eq=False)
class Argument(Value):
    """A function parameter. ``attrs`` keeps parameter attributes such as ``inreg``."""

    name: str
    type: Type
    index: int
    attrs: frozenset[str] = frozenset()
    #: A parameter of a GPU entry point (:data:`ENTRY_CCS`): the target
    #: passes it through the kernel-argument segment, one value for the whole dispatch,
    #: and LLVM's uniformity analysis (which the AMDGPU passes trust) calls it uniform.
    dispatch: bool = False
    #: The type of a ``byval(T)``/``byref(T)`` parameter: a pointer to an aggregate the
    #: caller passes in memory (the kernel's: the launch's contents, SEMANTICS.md,
    #: "Aggregates"); None for any other parameter.
    pointee: Type | None = None

    def ref(self) -> str:
        return "%" + quote_name(self.name)

    @property
    def is_uniform_input(self) -> bool:
        """``inreg`` arguments and a kernel's parameters carry the same value in every
        thread (kernel convention)."""
        return "inreg" in self.attrs or self.dispatch

    @property
    def byval(self) -> bool:
        """A ``byval(T)`` parameter: the callee gets a copy of the caller's ``T`` of its own
        (LangRef, "Parameter Attributes": "a hidden copy of the pointee is made between the
        caller and the callee"), as CUDA passes a struct to a device function."""
        return self.pointee is not None and any(a.startswith("byval(") for a in self.attrs)


@dataclass(frozen=True)
class ConstInt(Value):
    """An integer constant, stored as the unsigned value modulo 2**bits."""

    type: IntType
    value: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "value", self.value & self.type.mask)

    @property
    def signed(self) -> int:
        bits = self.type.bits
        return self.value - (1 << bits) if self.value >> (bits - 1) else self.value

    def ref(self) -> str:
        if self.type.bits == 1:
            return "true" if self.value else "false"
        return str(self.signed)


@dataclass(frozen=True)
class ConstFloat(Value):
    """A ``float``/``double`` constant, stored as its IEEE-754 bit pattern (NaN payloads
    and the sign of zero kept exactly)."""

    type: FloatType
    value: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "value", self.value & self.type.mask)

    def ref(self) -> str:
        return floatbits.to_llvm_hex(self.value, self.type)


@dataclass(frozen=True)
class ConstVector(Value):
    """A fixed vector constant, one constant per element (:class:`ConstInt`,
    :class:`ConstFloat`, or a per-element :class:`Poison`/:class:`Undef`). The reader
    turns ``zeroinitializer`` and ``splat (T v)`` of a vector type into one of these,
    and the printer always spells the elements out (every LLVM reads that)."""

    type: VectorType
    elements: tuple[Value, ...]

    def ref(self) -> str:
        return "<" + ", ".join(f"{e.type} {e.ref()}" for e in self.elements) + ">"


@dataclass(frozen=True)
class ConstAggregate(Value):
    """A struct or array constant, one constant per field or element (the reader turns
    ``zeroinitializer`` of an aggregate type into one of these too)."""

    type: Type
    elements: tuple[Value, ...]

    def ref(self) -> str:
        from fuzzfarm.ir.types import StructType

        inner = ", ".join(f"{e.type} {e.ref()}" for e in self.elements)
        if not isinstance(self.type, StructType):
            return f"[{inner}]"
        body = "{ " + inner + " }" if inner else "{}"
        return f"<{body}>" if self.type.packed else body


@dataclass(frozen=True)
class Poison(Value):
    type: Type

    def ref(self) -> str:
        return "poison"


@dataclass(frozen=True)
class Undef(Value):
    """``undef``: the oracles treat it as poison, a sound over-approximation."""

    type: Type

    def ref(self) -> str:
        return "undef"


@dataclass(frozen=True)
class NullPtr(Value):
    type: Type = PTR

    def ref(self) -> str:
        return "null"


@dataclass(frozen=True)
class TokenNone(Value):
    """``token none``: a token constant that carries no convergence."""

    type: Type = TOKEN

    def ref(self) -> str:
        return "none"


@dataclass(frozen=True)
class GlobalRef(Value):
    """A reference to a global (function or variable) by name, e.g. ``@out``.

    A constant-expression ``getelementptr`` of a global with constant indices is the
    same reference ``offset`` bytes further (``flags``: its ``inbounds``/``nusw``/``nuw``,
    checked against the global's size when an oracle evaluates it); it prints as an
    ``i8`` GEP of that many bytes."""

    name: str
    type: Type = PTR
    offset: int = 0
    flags: frozenset[str] = frozenset()
    #: The global's own address space when the reference is a constant ``addrspacecast``
    #: of it to ``type`` (clang's flat pointers to ``__shared__`` variables); None: not cast.
    space: int | None = None

    def ref(self) -> str:
        base = "@" + quote_name(self.name)
        if self.space is not None:
            base = f"addrspacecast ({PtrType(self.space)} {base} to {self.type})"
        if not self.offset and not self.flags:
            return base
        flags = "".join(f"{f} " for f in ("inbounds", "nusw", "nuw") if f in self.flags)
        return f"getelementptr {flags}(i8, {self.type} {base}, i64 {self.offset})"


@dataclass(frozen=True)
class OperandBundle:
    """An operand bundle on a call, e.g. ``"convergencectrl"(token %tok)``."""

    tag: str
    inputs: tuple[Value, ...]


@dataclass(eq=False)
class Instruction(Value):
    """One instruction. Operand layout by ``opcode``:

    - binary ops: ``[lhs, rhs]``; ``flags`` may hold nsw/nuw/exact/disjoint
    - ``icmp``, ``fcmp``: ``[lhs, rhs]`` with ``predicate``
    - ``fadd`` ... ``frem``: ``[lhs, rhs]``, ``fneg``: ``[value]``; ``flags`` may hold
      fast-math flags
    - ``select``: ``[cond, if_true, if_false]``; ``freeze``: ``[value]``
    - casts: ``[value]``; ``type`` is the destination type
    - ``phi``: ``operands[i]`` flows in from ``blocks[i]``
    - ``br``: ``[]`` and ``blocks=[dest]``, or ``[cond]`` and ``blocks=[if_true, if_false]``
    - ``switch``: ``[cond, case_value...]``, ``blocks=[default, case_dest...]``
    - ``ret``: ``[]`` or ``[value]``; ``unreachable``: ``[]``
    - ``alloca``: ``[]`` or ``[count]``; ``elem_type`` is the allocated type
    - ``load``: ``[ptr]``; ``store``: ``[value, ptr]``; an ``atomic`` one has the flag
      ``atomic`` and its syncscope and ordering as written in ``predicate``
    - ``atomicrmw``: ``[ptr, value]``; ``predicate`` is the operation, then the
      syncscope and ordering as written (``add syncscope("agent") monotonic``)
    - ``cmpxchg``: ``[ptr, cmp, new]``, ``type`` the struct ``{ T, i1 }``; ``predicate``
      the syncscope, success and failure orderings as written
    - ``extractvalue``: ``[aggregate]`` (a ``cmpxchg``), ``predicate`` the field index
    - ``getelementptr``: ``[ptr, index...]``; ``elem_type`` is the source element type
    - ``fence``: ``[]``; ``predicate`` holds its syncscope and ordering as written
    - ``extractelement``: ``[vector, index]``; ``insertelement``: ``[vector, element,
      index]``; ``shufflevector``: ``[first, second, mask]``, the mask a
      :class:`ConstVector` of ``i32`` constants and poison elements
    - ``call``: ``operands`` are the arguments; ``callee`` the function name;
      ``bundles`` the operand bundles; ``attrs`` call-site attributes
    """

    opcode: str
    type: Type
    operands: list[Value] = field(default_factory=list)
    name: str | None = None
    flags: frozenset[str] = frozenset()
    predicate: str | None = None
    blocks: list[Block] = field(default_factory=list)
    elem_type: Type | None = None
    align: int | None = None
    callee: str | None = None
    bundles: list[OperandBundle] = field(default_factory=list)
    attrs: frozenset[str] = frozenset()
    tail: str | None = None
    #: A load's ``!range`` metadata (LangRef, "'range' Metadata"): half-open ``[lo, hi)``
    #: intervals, unsigned and possibly wrapping; a value outside them loads as poison.
    value_range: tuple[tuple[int, int], ...] = ()
    #: A load's ``!noundef`` metadata: an undef or poison result is undefined behaviour.
    noundef: bool = False
    #: A load's or store's ``!tbaa`` access tag (LangRef, "'tbaa' Metadata";
    #: :mod:`fuzzfarm.ir.tbaa`): the reference interpreter marks a run whose access
    #: reads or overwrites bytes stored through a tag this one cannot alias (a type pun
    #: an optimizer may assume away), and the printer writes it back.
    tbaa: AccessTag | None = None
    parent: Block | None = field(default=None, repr=False)

    def ref(self) -> str:
        if self.name is None:
            raise TypeError(f"unnamed {self.opcode} used as an operand")
        return "%" + quote_name(self.name)

    @property
    def is_terminator(self) -> bool:
        return self.opcode in TERMINATORS

    @property
    def convergence_token(self) -> Value | None:
        """The token of the ``"convergencectrl"`` bundle, if the call has one."""
        for bundle in self.bundles:
            if bundle.tag == "convergencectrl" and bundle.inputs:
                return bundle.inputs[0]
        return None

    def all_operands(self) -> Iterator[Value]:
        """Every value this instruction reads, bundle inputs included."""
        yield from self.operands
        for bundle in self.bundles:
            yield from bundle.inputs

    def replace_uses(self, old: Value, new: Value) -> None:
        """Replace operand ``old`` by ``new`` everywhere in this instruction."""
        self.operands = [new if v is old else v for v in self.operands]
        self.bundles = [
            OperandBundle(b.tag, tuple(new if v is old else v for v in b.inputs))
            for b in self.bundles
        ]

    def __repr__(self) -> str:
        name = f"%{self.name} = " if self.name else ""
        return f"<{name}{self.opcode}>"


@dataclass(eq=False)
class Block:
    """A basic block: a label and its instructions, the last one a terminator."""

    name: str
    instructions: list[Instruction] = field(default_factory=list)
    parent: Function | None = field(default=None, repr=False)

    def append(self, inst: Instruction) -> Instruction:
        inst.parent = self
        self.instructions.append(inst)
        return inst

    def insert(self, index: int, inst: Instruction) -> Instruction:
        inst.parent = self
        self.instructions.insert(index, inst)
        return inst

    @property
    def terminator(self) -> Instruction:
        if not self.instructions or not self.instructions[-1].is_terminator:
            raise ValueError(f"block %{self.name} has no terminator")
        return self.instructions[-1]

    @property
    def successors(self) -> list[Block]:
        """Successors in terminator order (duplicates kept: a switch may repeat one)."""
        if not self.instructions or not self.instructions[-1].is_terminator:
            return []
        term = self.instructions[-1]
        return list(term.blocks) if term.opcode in ("br", "switch") else []

    @property
    def phis(self) -> list[Instruction]:
        return [i for i in self.instructions if i.opcode == "phi"]

    def ref(self) -> str:
        return "%" + quote_name(self.name)

    def __repr__(self) -> str:
        return f"<block %{self.name}>"


@dataclass(eq=False)
class Function:
    """A function definition (``blocks`` non-empty) or declaration."""

    name: str
    return_type: Type
    args: list[Argument] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    attrs: frozenset[str] = frozenset()
    ret_attrs: frozenset[str] = frozenset()
    #: LLVM linkage as written (``internal``, ``private``, ``linkonce_odr`` ...), "" for
    #: the default (external): an internal function is never the kernel
    #: (:func:`kernel_candidates`) and an inliner may delete it.
    linkage: str = ""
    #: A kernel calling convention as written (``amdgpu_kernel``, ``ptx_kernel``,
    #: ``spir_kernel``: :data:`ENTRY_CCS`) or a device one (``spir_func``:
    #: :data:`DEVICE_CCS`), "" for the default: kept so that the optimizer sees the entry
    #: point the user wrote (the AMDGPU passes treat a kernel apart from a device function).
    cc: str = ""
    #: Names of the function's metadata attachments (``!reqd_work_group_size !0`` ->
    #: ``reqd_work_group_size``): not printed, but they can bound the workgroup the
    #: work-item ids come from (:func:`fuzzfarm.ir.conventions.workitem_id_unsupported`).
    metadata: frozenset[str] = frozenset()
    #: The module holding this function (set by :meth:`Module.add`): where the
    #: declarations of its callees, and so their attributes, are found.
    module: Module | None = field(default=None, repr=False, compare=False)

    @property
    def is_declaration(self) -> bool:
        return not self.blocks

    @property
    def is_convergent(self) -> bool:
        return "convergent" in self.attrs

    @property
    def string_attrs(self) -> dict[str, str]:
        """The function's attributes by name, quotes removed (``"target-cpu"="gfx90a"``
        -> ``{"target-cpu": "gfx90a"}``, a bare word maps to ""): where the target's
        attributes (wave size, workgroup bounds, ids assumed unused) are read."""
        return {name.strip('"'): value.strip('"') for name, _, value in
                (a.partition("=") for a in self.attrs)}

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def block(self, name: str) -> Block:
        for b in self.blocks:
            if b.name == name:
                return b
        raise KeyError(f"no block %{name} in @{self.name}")

    def add_block(self, name: str) -> Block:
        b = Block(name, parent=self)
        self.blocks.append(b)
        return b

    def instructions(self) -> Iterator[Instruction]:
        for b in self.blocks:
            yield from b.instructions

    def predecessors(self) -> dict[Block, list[Block]]:
        """Predecessor lists, one entry per CFG edge source (deduplicated)."""
        preds: dict[Block, list[Block]] = {b: [] for b in self.blocks}
        for b in self.blocks:
            for s in dict.fromkeys(b.successors):  # b is visited once: dedupe its own edges
                preds[s].append(b)
        return preds

    def clone(self, name: str | None = None) -> Function:
        """A deep copy with fresh blocks, arguments and instructions."""
        return clone_function(self, name)


@dataclass(eq=False)
class Module:
    """A module: function definitions and declarations, plus target information."""

    functions: dict[str, Function] = field(default_factory=dict)
    triple: str | None = None
    datalayout: str | None = None
    globals: dict[str, str] = field(default_factory=dict)
    #: Names of the module's named metadata (``!nvvm.annotations = !{...}`` ->
    #: ``nvvm.annotations``), read but not printed (launch bounds live there in LLVM 19).
    named_metadata: frozenset[str] = frozenset()

    def add(self, fn: Function) -> Function:
        self.functions[fn.name] = fn
        fn.module = self
        return fn

    @property
    def definitions(self) -> list[Function]:
        return [f for f in self.functions.values() if not f.is_declaration]

    def kernel(self, name: str | None = None) -> Function:
        """The function a case executes: ``name``, or else the only definition, or else
        the only externally visible definition no other definition calls (README, "IR
        conventions"; :func:`kernel_candidates`). KeyError if none or
        several qualify."""
        if name is not None:
            fn = self.functions.get(name)
            if fn is None or fn.is_declaration:
                raise KeyError(f"no function definition @{name}")
            return fn
        found = kernel_candidates(self)
        if len(found) != 1:
            defs = ", ".join("@" + f.name for f in self.definitions) or "none"
            if not self.definitions or len(self.definitions) == 1:
                raise KeyError(f"expected exactly one function definition, found {defs}; name one")
            raise KeyError(
                "cannot tell the kernel: " + (
                    "no" if not found else ", ".join("@" + f.name for f in found)
                ) + " externally visible definition(s) that no definition calls "
                f"(definitions: {defs}); name one")
        return found[0]


#: Linkages whose functions are not visible outside the module: never the kernel.
LOCAL_LINKAGES = frozenset({"internal", "private"})


def kernel_candidates(module: Module) -> list[Function]:
    """README, "IR conventions": the definitions that can be the kernel when none is
    named: all of them if there is one; else those visible outside the module
    (not ``internal``/``private``) that no definition of the module calls, and of
    those the one entry point (:data:`ENTRY_CCS`) if there is one."""
    defs = module.definitions
    if len(defs) <= 1:
        return defs
    names = {f.name for f in defs}
    called = {i.callee for f in defs for i in f.instructions()
              if i.opcode == "call" and i.callee in names}
    found = [f for f in defs if f.linkage not in LOCAL_LINKAGES and f.name not in called]
    # an entry point's calling convention says it is the kernel (device functions that
    # llvm-extract or a linker left visible beside it are not)
    entries = [f for f in found if f.cc in ENTRY_CCS]
    return entries if len(entries) == 1 else found


#: Calling conventions of a target's entry points (kernels).
ENTRY_CCS = frozenset({"amdgpu_kernel", "ptx_kernel", "spir_kernel"})
#: Calling conventions of a device function, kept in :attr:`Function.cc` and checked
#: against every call site (``fuzzfarm.ir.reader``): clang writes every OpenCL function
#: and call for SPIR/SPIR-V as ``spir_func``. How arguments are passed changes nothing a
#: thread computes, but LangRef ("Calling Conventions") makes a call whose convention
#: differs from the callee's undefined, so the printer spells each call with its callee's.
DEVICE_CCS = frozenset({"spir_func"})


_PLAIN_NAME = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._$-")


def quote_name(name: str) -> str:
    """Spell an LLVM identifier, quoting it when it has unusual characters."""
    if name and all(c in _PLAIN_NAME for c in name) and name[0] != "-":
        return name
    return '"' + name.replace("\\", "\\5C").replace('"', "\\22") + '"'


def detached_copy(inst: Instruction) -> Instruction:
    """A copy of ``inst`` in no block, with the same operands, targets and bundles."""
    return Instruction(
        inst.opcode,
        inst.type,
        list(inst.operands),
        inst.name,
        inst.flags,
        inst.predicate,
        list(inst.blocks),
        inst.elem_type,
        inst.align,
        inst.callee,
        list(inst.bundles),
        inst.attrs,
        inst.tail,
        inst.value_range,
        inst.noundef,
        inst.tbaa,
    )


def clone_function(fn: Function, name: str | None = None) -> Function:
    """Deep-copy ``fn``; constants and globals are shared (they are immutable)."""
    new = Function(
        name or fn.name,
        fn.return_type,
        attrs=fn.attrs,
        ret_attrs=fn.ret_attrs,
        linkage=fn.linkage,
        cc=fn.cc,
        metadata=fn.metadata,
        module=fn.module,
    )
    vmap: dict[int, Value] = {}
    for a in fn.args:
        na = Argument(a.name, a.type, a.index, a.attrs, a.dispatch, a.pointee)
        new.args.append(na)
        vmap[id(a)] = na
    bmap: dict[int, Block] = {}
    for b in fn.blocks:
        nb = new.add_block(b.name)
        bmap[id(b)] = nb
    pairs: list[tuple[Instruction, Instruction]] = []
    for b in fn.blocks:
        nb = bmap[id(b)]
        for inst in b.instructions:
            ni = detached_copy(inst)
            nb.append(ni)
            vmap[id(inst)] = ni
            pairs.append((inst, ni))

    def remap(v: Value) -> Value:
        return vmap.get(id(v), v)

    for _old, ni in pairs:
        ni.operands = [remap(v) for v in ni.operands]
        ni.blocks = [bmap[id(b)] for b in ni.blocks]
        ni.bundles = [
            OperandBundle(bd.tag, tuple(remap(v) for v in bd.inputs)) for bd in ni.bundles
        ]
    return new


def users(fn: Function) -> dict[Value, list[Instruction]]:
    """Map each value defined in ``fn`` to the instructions that read it."""
    result: dict[Value, list[Instruction]] = {}
    for inst in fn.instructions():
        for v in inst.all_operands():
            if isinstance(v, Instruction | Argument):
                result.setdefault(v, []).append(inst)
    return result
