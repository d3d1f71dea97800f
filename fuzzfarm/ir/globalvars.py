"""Module global variables as the oracles see them: one memory the threads share.

The model keeps each global as the raw text LLVM printed (``Module.globals``: the
printer writes it back unchanged); this module reads that text into what an oracle
needs to place the global in memory (oracles/SEMANTICS.md, "Memory the threads
share"): its address space, its size and its initial bytes.

LangRef ("Global Variables"): a global with an ``undef``/``poison`` initializer starts
with undefined bytes; an ``addrspace(3)`` (AMDGPU LDS, NVPTX shared) global cannot be
initialized by the program loader at all, so it starts undefined whatever it says
(AMDGPUUsage, "Address Spaces": LDS is allocated per work-group, uninitialized). An
initializer the model cannot read, an ``external`` global (dynamic shared memory, whose
size is the launch's) and address spaces other than generic (0), global (1), LDS (3)
and constant (4) are unsupported.

SPIR and SPIR-V number them otherwise (SPIR 1.2/2.0, 2.2 "Address Space Qualifiers";
clang's SPIR address-space map): private 0, global 1, constant 2, local 3, generic 4.
A global of such a module is read in the role its number has there (:data:`SPIR_ROLES`):
an OpenCL program-scope variable is global or constant (OpenCL C 2.0, 6.5), and a local
one (a kernel's ``local`` array) is per work-group as AMDGPU's LDS is; private and generic
globals do not exist there, so they are unsupported.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from fuzzfarm.behaviour import POISON, _Poison
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.layout import field_offset, store_size
from fuzzfarm.ir.model import Argument, Function, GlobalRef
from fuzzfarm.ir.types import ArrayType, FloatType, IntType, PtrType, StructType, Type

#: Address spaces of the shared memory a kernel may name (AMDGPU and NVPTX agree on
#: these numbers): generic, global (device memory), LDS / shared, constant.
GENERIC, GLOBAL, LDS, CONSTANT = 0, 1, 3, 4
SPACES = frozenset({GENERIC, GLOBAL, LDS, CONSTANT})
#: A SPIR/SPIR-V global's address space -> its role among the above.
SPIR_ROLES = {1: GLOBAL, 2: CONSTANT, 3: LDS}


def is_spir(triple: str | None) -> bool:
    """SPIR (``spir``, ``spir64``) and SPIR-V (``spirv``, ``spirv32``, ``spirv64``) triples."""
    return (triple or "").split("-", 1)[0] in ("spir", "spir64", "spirv", "spirv32", "spirv64")


def space_role(space: int, triple: str | None) -> int | None:
    """The role (:data:`SPACES`) of a global in address space ``space`` of a module for
    ``triple``, or None where the model has none."""
    if is_spir(triple):
        return SPIR_ROLES.get(space)
    return space if space in SPACES else None


@dataclass(frozen=True)
class GlobalVariable:
    """A global's place in shared memory.

    ``init`` holds its initial bytes (ints), or None when they are undefined
    (``undef``/``poison`` initializer, or an LDS global)."""

    name: str
    space: int
    value_type: Type
    constant: bool
    init: tuple[int, ...] | None

    @property
    def size(self) -> int:
        return store_size(self.value_type)

    @property
    def observable(self) -> bool:
        """Are its final contents part of a run's behaviour? Device memory (a global of
        address space 0 or 1 that the program may write) outlives the kernel; LDS dies
        with the workgroup, and a ``constant`` global never changes."""
        return not self.constant and self.space in (GENERIC, GLOBAL)


def initial_bytes(g: GlobalVariable) -> tuple[int | _Poison, ...]:
    """What ``g`` holds before any thread writes it: its initializer's bytes, poison where
    it has none (``undef``/``poison``, LDS)."""
    return g.init if g.init is not None else (POISON,) * g.size


class GlobalUnsupported(Exception):
    """A global the oracles cannot place in memory (the message says why)."""


@cache
def read_global(name: str, text: str, triple: str | None = None) -> GlobalVariable:
    """``text`` is the global's line as LLVM printed it (``Module.globals[name]``) in a
    module for ``triple`` (which numbers the address spaces: :func:`space_role`)."""
    from fuzzfarm.ir.reader import Cursor, _Unsupported, parse_type, strip_attachments, tokenize

    tokens = strip_attachments(tokenize(text))
    words = [t.text for t in tokens]
    kind = next((w for w in words if w in ("global", "constant")), None)
    if kind is None:
        raise GlobalUnsupported(f"@{name} is no global variable")
    at = words.index(kind)
    number = int(words[words.index("addrspace") + 2]) if "addrspace" in words[:at] else 0
    space = space_role(number, triple)
    if space is None:
        raise GlobalUnsupported(f"@{name} lives in addrspace({number})"
                                + (f" of {triple}" if is_spir(triple) else ""))
    if ("external" in words or "extern_weak" in words) and space != LDS:
        raise GlobalUnsupported(f"@{name} has no initializer in this module")
    cur = Cursor(text, tokens)
    cur.pos = at + 1
    try:
        ty = parse_type(cur)
        size = store_size(ty)
        init = None if space == LDS else _initializer(cur, ty)
    except (_Unsupported, ValueError) as exc:
        raise GlobalUnsupported(f"@{name}: {exc or 'initializer'} is not supported") from None
    if size > 1 << 16 or not size:
        # an empty LDS array is dynamic shared memory: its size is the launch's
        raise GlobalUnsupported(f"@{name} has {size} bytes")
    return GlobalVariable(name, space, ty, kind == "constant", init)


def _initializer(cur: object, ty: Type) -> tuple[int, ...] | None:
    """The initial bytes (little-endian) of a constant of type ``ty`` at ``cur``; None for
    ``undef``/``poison``."""
    from fuzzfarm.ir.reader import _Unsupported, parse_type

    tok = cur.next()  # type: ignore[attr-defined]
    if tok.text in ("undef", "poison"):
        return None
    if tok.text == "zeroinitializer":
        return (0,) * store_size(ty)
    if isinstance(ty, IntType) and tok.kind == "int":
        return tuple((int(tok.text) & ty.mask).to_bytes(store_size(ty), "little"))
    if isinstance(ty, FloatType) and tok.kind == "float":
        bits = floatbits.from_llvm_hex(int(tok.text, 16), ty) if tok.text.startswith("0x") \
            else floatbits.from_decimal(tok.text, ty)
        return tuple(bits.to_bytes(store_size(ty), "little"))
    if isinstance(ty, StructType) and tok.text in ("{", "<"):
        return _struct_initializer(cur, ty, tok.text == "<")
    if isinstance(ty, ArrayType) and tok.text == "[":
        out: list[int] = []
        for i in range(ty.count):
            if i:
                cur.expect(",")  # type: ignore[attr-defined]
            if parse_type(cur) != ty.element:  # type: ignore[arg-type]
                raise _Unsupported("an array element of another type")
            part = _initializer(cur, ty.element)
            if part is None:
                raise _Unsupported("an array with undefined elements")
            out.extend(part)
        cur.expect("]")  # type: ignore[attr-defined]
        return tuple(out)
    raise _Unsupported(f"initializer {tok.text}")


def _struct_initializer(cur: object, ty: StructType, packed: bool) -> tuple[int, ...]:
    """A struct constant's bytes at its fields' offsets (fuzzfarm/ir/layout.py), padding 0."""
    from fuzzfarm.ir.reader import _Unsupported, parse_type

    if packed:
        cur.expect("{")  # type: ignore[attr-defined]
    out = [0] * store_size(ty)
    for i, field in enumerate(ty.fields):
        if i:
            cur.expect(",")  # type: ignore[attr-defined]
        if parse_type(cur) != field:  # type: ignore[arg-type]
            raise _Unsupported("a struct field of another type")
        part = _initializer(cur, field)
        if part is None:
            raise _Unsupported("a struct with undefined fields")
        at = field_offset(ty, i)
        out[at: at + len(part)] = part
    cur.expect("}")  # type: ignore[attr-defined]
    if packed:
        cur.expect(">")  # type: ignore[attr-defined]
    return tuple(out)


def used_globals(fn: Function) -> list[GlobalVariable]:
    """The globals kernel ``fn`` and the functions it may call name as operands, in the
    module's order (GlobalUnsupported if one cannot be placed, or is no variable)."""
    from fuzzfarm.ir.calls import reachable_functions

    named = {v.name for f in reachable_functions(fn) for i in f.instructions()
             for v in i.operands if isinstance(v, GlobalRef)}
    if not named:
        return []
    texts = fn.module.globals if fn.module is not None else {}
    triple = fn.module.triple if fn.module is not None else None
    missing = sorted(named - set(texts))
    if missing:
        raise GlobalUnsupported(f"@{missing[0]} is no global variable of the module")
    return [read_global(name, text, triple) for name, text in texts.items() if name in named]


def local_arguments(fn: Function) -> list[Argument]:
    """The parameters of kernel ``fn`` that point to workgroup-local memory: a ``ptr`` in
    the LDS role's address space (3 on AMDGPU, NVPTX, SPIR: :func:`space_role`), not
    ``byval``/``byref``. The host allocates one such object per work-group (OpenCL C 2.0,
    6.5.2 ``local``; OpenCL 2.0 ``clSetKernelArg`` with a NULL value: a size, no
    contents), so every thread of the case shares it, as an LDS global
    (oracles/SEMANTICS.md, "Memory the threads share")."""
    triple = fn.module.triple if fn.module is not None else None
    return [a for a in fn.args if isinstance(a.type, PtrType) and a.pointee is None
            and space_role(a.type.addrspace, triple) == LDS]


def local_argument_memory(arg: Argument, size: int) -> GlobalVariable:
    """The shared object local pointer parameter ``arg`` (:func:`local_arguments`) points
    to: ``size`` bytes (the schedule's ``buffer_bytes``), LDS, so undefined at first and
    never observed. Its name is the parameter's, ``%name`` (:func:`memory_name`)."""
    return GlobalVariable("%" + arg.name, LDS, ArrayType(size, IntType(8)), False, None)


def memory_name(g: GlobalVariable) -> str:
    """``g`` as messages name it: ``@global``, or a local parameter's ``%name``."""
    return g.name if g.name.startswith("%") else "@" + g.name


def other_workgroups(variables: list[GlobalVariable], groups: tuple[int, int, int]) -> str | None:
    """Why a run cannot show a kernel writing device-memory globals in a launch of
    ``groups`` workgroups, or None: the other workgroups (which a case does not run)
    share those globals, so what the case's threads leave there is not the launch's."""
    device = [g for g in variables if g.observable]
    if device and groups[0] * groups[1] * groups[2] > 1:
        return (f"unsupported: the other workgroups of the launch share device global "
                f"@{device[0].name}")
    return None
