"""OpenCL C's work-item functions, as clang declares them for a kernel it compiles
without the device library (``clang -x cl --target=amdgcn-amd-amdhsa -nogpulib``).

Such a module calls ``get_local_id(0)`` as ``call i64 @_Z12get_local_idj(i32 0)`` of a
declaration clang marks ``convergent`` (OpenCL marks every function so) and gives no
memory effects: LLVM treats it as an unknown call, and what it returns is fixed by the
OpenCL C specification (2.0, 6.13.1 "Work-Item Functions"), not by the module. The
oracles return the values of the case's launch (``fuzzfarm.launch.work_item_value``): the
subgroup is the first of its workgroup, laid out along x, so the local id is the lane
along dimension 0 and 0 along 1 and 2; the global offset is 0 (a launch a host may make
with a null ``global_work_offset``) and the launch has three dimensions, so every
dimension below 3 is in range. A dimension of 3 or more gives 0 for the ids and 1 for
the sizes and counts, as the specification says.

A value the launch decides is as unsupported as the target's own launch intrinsics
where a bound of the kernel may exclude the launch (``fuzzfarm.launch.work_item_unsupported``).
The sub-group queries (``get_sub_group_size()`` ...: :data:`SUB_GROUP_QUERIES`) are such
values too (``fuzzfarm.launch.sub_group_query``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fuzzfarm.ir.types import DOUBLE, FLOAT, HALF, I32, I64, VOID, FloatType, Type

#: Mangled name (one ``uint`` dimension, ``size_t`` result on a 64-bit target) -> the
#: work-item function it is.
WORK_ITEM_FUNCTIONS: dict[str, str] = {
    "_Z12get_local_idj": "get_local_id",
    "_Z13get_global_idj": "get_global_id",
    "_Z12get_group_idj": "get_group_id",
    "_Z14get_local_sizej": "get_local_size",
    "_Z15get_global_sizej": "get_global_size",
    "_Z14get_num_groupsj": "get_num_groups",
}
#: Their one signature: ``size_t f(uint dimindx)``.
SIGNATURE: tuple[Type, tuple[Type, ...]] = (I64, (I32,))
#: Dimensions a launch has (``get_work_dim``): an index at or past it is out of range.
WORK_DIM = 3
#: What an out-of-range dimension gives: 0 for the ids, 1 for sizes and counts.
OUT_OF_RANGE = {"get_local_id": 0, "get_global_id": 0, "get_group_id": 0,
                 "get_local_size": 1, "get_global_size": 1, "get_num_groups": 1}


#: The sub-group queries of ``cl_khr_subgroups`` (OpenCL C 2.0 extensions, 9.17.2;
#: ``uint f(void)``), each the launch's value (``fuzzfarm.launch.work_item_value``): the
#: case's sub-group is the first of its work-group (id 0), as wide as the schedule's
#: subgroup, which is also the largest of the launch; the work-group holds
#: ``ceil(local size / sub-group size)`` of them, and every work-group of the launch is
#: whole, so the enqueued count is the same.
SUB_GROUP_QUERIES: dict[str, str] = {
    "_Z18get_sub_group_sizev": "get_sub_group_size",
    "_Z22get_max_sub_group_sizev": "get_max_sub_group_size",
    "_Z18get_num_sub_groupsv": "get_num_sub_groups",
    "_Z27get_enqueued_num_sub_groupsv": "get_enqueued_num_sub_groups",
    "_Z16get_sub_group_idv": "get_sub_group_id",
}
#: Their one signature.
QUERY_SIGNATURE: tuple[Type, tuple[Type, ...]] = (I32, ())


def is_work_item_function(callee: str | None) -> bool:
    """A work-item function or sub-group query: a value of the launch, pure of the lane."""
    return callee in WORK_ITEM_FUNCTIONS or callee in SUB_GROUP_QUERIES


def signature(callee: str, size_t: Type = I64) -> tuple[Type, tuple[Type, ...]]:
    """The signature clang declares the work-item function ``callee`` with, on a target
    whose ``size_t`` is ``size_t`` (``i32`` for ``spir``/``spirv32``:
    :func:`size_type`)."""
    return QUERY_SIGNATURE if callee in SUB_GROUP_QUERIES else (size_t, SIGNATURE[1])


def size_type(datalayout: str | None) -> Type:
    """OpenCL's ``size_t`` under ``datalayout``: as wide as a generic pointer (OpenCL C
    2.0, 6.1.1), so ``i32`` where the layout makes address space 0's pointers 32 bits
    (``p:32:32``, clang's for ``spir``/``spirv32``), else ``i64``."""
    specs = (datalayout or "").split("-")
    return I32 if any(s.startswith(("p:32:", "p0:32:")) or s in ("p:32", "p0:32")
                      for s in specs) else I64


#: The scalar types of the sub-group functions by their Itanium mangling: (type, signed).
#: ``int``/``uint`` are 32 bits, ``long``/``ulong`` 64 (OpenCL C 2.0, 6.1.1).
SCALARS: dict[str, tuple[Type, bool]] = {"i": (I32, True), "j": (I32, False),
                                         "l": (I64, True), "m": (I64, False)}


@dataclass(frozen=True)
class SubGroupFunction:
    """One ``cl_khr_subgroups`` function as clang declares it (the ``conventions`` table
    wraps each in a ``ConvergentOp``): mangled name, result, parameters, meaning over the
    communicating set S (an AMDGPU wave is the sub-group) and the ``semantics`` key both
    oracles implement."""

    name: str
    ret: Type
    params: tuple[Type, ...]
    meaning: str
    semantics: str


def _mangled(base: str, code: str, *rest: str) -> str:
    return f"_Z{len(base)}{base}{code}{''.join(rest)}"


def _reductions() -> list[SubGroupFunction]:
    """``sub_group_reduce_<op>`` of ``uint``, ``long`` and ``ulong`` (``int``'s are the
    catalogue's subgroupAdd/Min/Max, listed in ``conventions``): the reductions LLVM's
    ``wave.reduce`` keys name, at the type's width (signedness picks min/max or umin/umax)."""
    out = []
    for code, (ty, signed) in SCALARS.items():
        if code == "i":
            continue
        for op in ("add", "min", "max"):
            kind = op if op == "add" or signed else f"u{op}"
            out.append(SubGroupFunction(_mangled(f"sub_group_reduce_{op}", code), ty, (ty,),
                                        f"{kind} over S ({ty})", f"wave.reduce.{kind}"))
    return out


#: The scans' semantics keys: ``opencl.scan.<inclusive|exclusive>.<add|min|max|umin|umax>``.
SCAN_PREFIX = "opencl.scan."


def _scans() -> list[SubGroupFunction]:
    """``sub_group_scan_{inclusive,exclusive}_<op>`` of the integer types (OpenCL C 2.0,
    6.13.15; OpenCL 2.0 extensions 9.17.3.4): lane L gets the ``op`` of the values of the
    lanes of S at or below L (inclusive) or below it (exclusive, whose lowest lane gets
    the identity: 0 for add, the type's maximum for min, its minimum for max)."""
    out = []
    for code, (ty, signed) in SCALARS.items():
        for scan in ("inclusive", "exclusive"):
            for op in ("add", "min", "max"):
                kind = op if op == "add" or signed else f"u{op}"
                out.append(SubGroupFunction(
                    _mangled(f"sub_group_scan_{scan}_{op}", code), ty, (ty,),
                    f"{scan} {kind} scan over the lanes of S in lane order ({ty})",
                    f"{SCAN_PREFIX}{scan}.{kind}"))
    return out


def _broadcasts() -> list[SubGroupFunction]:
    """``sub_group_broadcast`` of ``uint``, ``long``, ``ulong``, ``double`` and ``half`` (``int``'s
    and ``float``'s are in ``conventions``): a readlane of a lane that must be the same in
    every lane of S (OpenCL: else undefined; the oracles: unsupported)."""
    types = {"j": I32, "l": I64, "m": I64, "d": DOUBLE, "Dh": HALF}
    return [SubGroupFunction(_mangled("sub_group_broadcast", code, "j"), ty, (ty, I32),
                             "(v, l): v of lane l if it is in S, else poison; l the same in "
                             "every lane of S, else unsupported, as llvm.amdgcn.readlane",
                             "amdgcn.readlane") for code, ty in types.items()]


#: The semantics key of ``sub_group_shuffle_xor`` (cl_khr_subgroup_shuffle): the value of
#: lane L xor the mask if that lane is in S, else poison.
SHUFFLE_XOR = "opencl.shuffle.xor"


def _shuffles() -> list[SubGroupFunction]:
    """cl_khr_subgroup_shuffle's ``sub_group_shuffle(v, id)`` and ``sub_group_shuffle_xor(v,
    mask)`` (OpenCL extension specification, "cl_khr_subgroup_shuffle"; clang declares
    them in opencl-c.h) of ``int``, ``uint``, ``long``, ``ulong``, ``float``, ``double`` and
    ``half``: each lane reads ``v`` of lane ``id`` (of its own lane xor ``mask``), which
    need not be the same in every lane. The specification leaves the result undefined
    where that lane is no active member of the sub-group: the oracles give poison there,
    as ``subgroupShuffle`` (a poison ``id`` or ``mask`` is undefined behaviour, as there)."""
    types = {"i": I32, "j": I32, "l": I64, "m": I64, "f": FLOAT, "d": DOUBLE, "Dh": HALF}
    out = []
    for name, semantics, what in (("sub_group_shuffle", "subgroupShuffle", "l"),
                                  ("sub_group_shuffle_xor", SHUFFLE_XOR, "L xor l")):
        out += [SubGroupFunction(_mangled(name, code, "j"), ty, (ty, I32),
                                 f"(v, l): v of lane {what} if it is in S, else poison", semantics)
                for code, ty in types.items()]
    return out


#: The floating-point types of the sub-group functions by their Itanium mangling (``half``
#: needs ``cl_khr_fp16``, ``double`` ``cl_khr_fp64``).
FLOATS: dict[str, FloatType] = {"Dh": HALF, "f": FLOAT, "d": DOUBLE}
#: The float reductions' and scans' semantics keys: ``opencl.float.reduce.<op>`` and
#: ``opencl.float.scan.<inclusive|exclusive>.<op>`` (``oracles/*/floatscans.py``).
FLOAT_PREFIX = "opencl.float."


def _float_functions() -> list[SubGroupFunction]:
    """``sub_group_reduce_<op>`` and ``sub_group_scan_{inclusive,exclusive}_<op>`` of
    ``half``, ``float`` and ``double`` (OpenCL 2.0 extensions, 9.17.3.4; OpenCL C 2.0,
    6.13.15): ``add`` in an order the implementation chooses ("the order of
    floating-point operations is not guaranteed"), ``min``/``max`` as ``fmin``/``fmax``
    (OpenCL C 2.0, 6.13.2: a NaN argument yields the other; the sign of a zero result
    among zeros of both signs is not fixed); an exclusive scan's lowest lane gets 0,
    +INF for min, -INF for max."""
    out = []
    for code, ty in FLOATS.items():
        for op in ("add", "min", "max"):
            out.append(SubGroupFunction(_mangled(f"sub_group_reduce_{op}", code), ty, (ty,),
                                        f"{op} over S ({ty}; order of additions unspecified)",
                                        f"{FLOAT_PREFIX}reduce.{op}"))
            for scan in ("inclusive", "exclusive"):
                out.append(SubGroupFunction(
                    _mangled(f"sub_group_scan_{scan}_{op}", code), ty, (ty,),
                    f"{scan} {op} scan over the lanes of S in lane order ({ty})",
                    f"{FLOAT_PREFIX}scan.{scan}.{op}"))
    return out


def float_parts(semantics: str) -> tuple[str | None, str]:
    """(None for a reduction, else "inclusive"/"exclusive"; the operation) of a float
    sub-group function's ``semantics`` key."""
    parts = semantics.removeprefix(FLOAT_PREFIX).split(".")
    return (None, parts[1]) if parts[0] == "reduce" else (parts[1], parts[2])


#: ``memory_scope`` (clang's opencl-c-base.h, ``__OPENCL_MEMORY_SCOPE_WORK_ITEM``): a
#: barrier of this scope orders no other thread's accesses.
MEMORY_SCOPE_WORK_ITEM = 0
#: The barriers beside OpenCL 1.2's ``barrier(flags)`` and 2.0's
#: ``work_group_barrier(flags)``: the scoped form of the latter and ``sub_group_barrier``
#: (OpenCL C 2.0, 6.13.8; extensions 9.17.3.3). Every work-item of the sub-group must
#: reach a sub-group barrier, as every work-item of the work-group a work-group one; a
#: case runs one sub-group, so both are ``s.barrier`` there: an event when S is every
#: active lane, else undefined behaviour.
SCOPED_BARRIERS = ("_Z18work_group_barrierj12memory_scope", "_Z17sub_group_barrierj12memory_scope")
SUB_GROUP_BARRIER = "_Z17sub_group_barrierj"


def _barriers() -> list[SubGroupFunction]:
    meaning = ("(flags{}): a barrier of every work-item of the sub-group (work-group), as "
               "llvm.amdgcn.s.barrier; it orders local memory when flags has "
               "CLK_LOCAL_MEM_FENCE{}")
    return [SubGroupFunction(SUB_GROUP_BARRIER, VOID, (I32,), meaning.format("", ""), "s.barrier"),
            *(SubGroupFunction(name, VOID, (I32, I32),
                               meaning.format(", scope", " and scope is not memory_scope_work_item"),
                               "s.barrier") for name in SCOPED_BARRIERS)]


def _non_uniform() -> list[SubGroupFunction]:
    """The integer functions of cl_khr_subgroup_non_uniform_vote, _non_uniform_arithmetic
    and _ballot (OpenCL extension specification; clang declares them for ``spir``/
    ``spirv`` targets only). "Non-uniform" lets work-items call them where the sub-group
    diverged: each computes over the active work-items that call it together, which is
    S, what the uniform forms compute over too, so they share those keys:
    ``sub_group_elect`` (1 in the lowest lane of S), ``sub_group_non_uniform_all``/``any``,
    ``sub_group_non_uniform_reduce_<op>`` and ``_scan_{inclusive,exclusive}_<op>`` for
    add, min, max (and the bitwise and, or, xor reductions) of ``int``, ``uint``,
    ``long``, ``ulong``, ``sub_group_broadcast_first`` (v of the lowest lane of S) and
    ``sub_group_non_uniform_broadcast`` (v of lane l, l dynamically uniform: a readlane,
    as ``sub_group_broadcast``). Those left out (``mul``, the logical reductions,
    ``all_equal``, the ``uint4`` ballots) stay unknown callees (refused)."""
    out = [SubGroupFunction("_Z15sub_group_electv", I32, (), "1 in the lowest lane of S, else 0",
                            "subgroupElect"),
           *(SubGroupFunction(_mangled(f"sub_group_non_uniform_{vote}", "i"), I32, (I32,),
                              f"1 iff {what} lane of S passes non-zero", f"opencl.{vote}")
             for vote, what in (("all", "every"), ("any", "some")))]
    for code, (ty, signed) in SCALARS.items():
        for op in ("add", "min", "max", "and", "or", "xor"):
            kind = op if op not in ("min", "max") or signed else f"u{op}"
            out.append(SubGroupFunction(_mangled(f"sub_group_non_uniform_reduce_{op}", code), ty, (ty,),
                                        f"{kind} over S ({ty})", f"wave.reduce.{kind}"))
            if op in ("add", "min", "max"):
                out += [SubGroupFunction(
                    _mangled(f"sub_group_non_uniform_scan_{scan}_{op}", code), ty, (ty,),
                    f"{scan} {kind} scan over the lanes of S in lane order ({ty})",
                    f"{SCAN_PREFIX}{scan}.{kind}") for scan in ("inclusive", "exclusive")]
        out.append(SubGroupFunction(_mangled("sub_group_broadcast_first", code), ty, (ty,),
                                    "v of the lowest lane of S", "subgroupBroadcastFirst"))
        out.append(SubGroupFunction(_mangled("sub_group_non_uniform_broadcast", code, "j"), ty, (ty, I32),
                                    "(v, l): v of lane l if it is in S, else poison; l the same in "
                                    "every lane of S, else unsupported, as llvm.amdgcn.readlane",
                                    "amdgcn.readlane"))
    return out


#: The clustered reductions' semantics keys: ``opencl.clustered.<kind>`` (a
#: ``wave.reduce`` kind).
CLUSTERED_PREFIX = "opencl.clustered."


def _clustered() -> list[SubGroupFunction]:
    """cl_khr_subgroup_clustered_reduce's ``sub_group_clustered_reduce_<op>(v, clustersize)``
    of ``int``, ``uint``, ``long`` and ``ulong`` for add, min, max, and, or, xor (OpenCL
    extension specification; clang-19 declares them for ``spir``/``spirv`` only, and leaves
    each an external call, ``_Z30sub_group_clustered_reduce_addij``): the reduction of v
    over the active work-items that call it together (S: "non-uniform", as the other
    cl_khr_subgroup_non_uniform functions) whose sub-group local ids lie in this
    work-item's cluster, ``[k * clustersize, (k + 1) * clustersize)``. ``clustersize`` must
    be a constant power of two, at most the sub-group's size (else undefined: the oracles
    leave any other unsupported, a value that differs between lanes too). The float forms,
    ``mul`` and the logical reductions stay unknown callees (refused)."""
    out = []
    for code, (ty, signed) in SCALARS.items():
        for op in ("add", "min", "max", "and", "or", "xor"):
            kind = op if op not in ("min", "max") or signed else f"u{op}"
            out.append(SubGroupFunction(_mangled(f"sub_group_clustered_reduce_{op}", code, "j"), ty,
                                        (ty, I32), f"(v, clustersize): {kind} over the lanes of "
                                        f"S in this lane's cluster ({ty})", f"{CLUSTERED_PREFIX}{kind}"))
    return out


def cluster_size(size: object, wave: int) -> int | None:
    """The cluster size a clustered reduction's ``clustersize`` operand gives, or None where
    the oracles do not read it: not a power of two from 1 to ``wave`` (the sub-group's
    size, at most 64 lanes in a case), or poison."""
    if not isinstance(size, int) or isinstance(size, bool) or size < 1 or size & (size - 1) or size > wave:
        return None
    return size


#: Every sub-group function and barrier of this module (the others are in ``conventions``).
SUB_GROUP_FUNCTIONS: tuple[SubGroupFunction, ...] = (*_reductions(), *_scans(), *_broadcasts(),
                                                     *_shuffles(), *_barriers(), *_float_functions(),
                                                     *_non_uniform(), *_clustered())


def scan_parts(semantics: str) -> tuple[bool, str]:
    """(inclusive?, the reduction kind) of a scan's ``semantics`` key."""
    scan, kind = semantics.removeprefix(SCAN_PREFIX).split(".")
    return scan == "inclusive", kind


def scan_identity(kind: str, width: int) -> int:
    """What an exclusive scan gives the lowest lane of S, as a ``width``-bit pattern: the
    identity of the operation (OpenCL C 2.0, 6.13.15: 0 for add, the type's maximum for
    min, its minimum for max)."""
    return {"add": 0, "umax": 0, "umin": (1 << width) - 1,
            "min": (1 << (width - 1)) - 1, "max": 1 << (width - 1)}[kind]


#: The work-group collectives of OpenCL C 2.0 (6.13.15 "Work-group Functions"), as the
#: name the mangling's length prefix spells: each combines the values of every work-item
#: of the work-group, across all its sub-groups, where a case runs one sub-group.
_WORK_GROUP_COLLECTIVE = re.compile(
    r"work_group_(?:all|any|broadcast|reduce_\w+|scan_(?:in|ex)clusive_\w+)")
_MANGLED_NAME = re.compile(r"_Z(\d+)")


def work_group_collective(callee: str) -> str | None:
    """Why a call of ``callee``, an OpenCL work-group collective (``work_group_reduce_add``,
    ``work_group_broadcast``, ``work_group_scan_inclusive_max`` ...), is not read, or None
    (``work_group_barrier`` is read). Without it the reader's refusal named only an
    unknown convergent callee and the catalogue, not what the call is."""
    m = _MANGLED_NAME.match(callee)
    if m is None:
        return None
    name = callee[m.end():m.end() + int(m.group(1))]
    if not _WORK_GROUP_COLLECTIVE.fullmatch(name):
        return None
    return (f"@{callee}: OpenCL's {name} is a work-group collective: its result combines "
            "every sub-group of the work-group, and the oracles run one sub-group (the "
            "sub_group_* functions are read)")


_CLUSTERED_FUNCTION = re.compile(r"sub_group_clustered_reduce_\w+")
_CLUSTERED_READ = frozenset(f.name for f in SUB_GROUP_FUNCTIONS if f.semantics.startswith(CLUSTERED_PREFIX))


def clustered_refusal(callee: str) -> str | None:
    """Why a call of ``callee``, a ``sub_group_clustered_reduce_<op>`` the oracles do not
    read (the float forms, ``mul``, the logical ones), is not read, or None."""
    m = _MANGLED_NAME.match(callee)
    if m is None or callee in _CLUSTERED_READ:
        return None
    name = callee[m.end():m.end() + int(m.group(1))]
    if not _CLUSTERED_FUNCTION.fullmatch(name):
        return None
    return (f"@{callee}: OpenCL's {name} of this type (the oracles read the clustered add, "
            "min, max, and, or, xor of int, uint, long and ulong)")


#: OpenCL C's atomic functions, as the name the mangling's length prefix spells: 1.x's
#: ``atomic_<op>``/``atom_<op>`` (OpenCL C 2.0, 6.13.11.x "Atomic Functions for OpenCL
#: 1.x") and 2.0's ``atomic_fetch_<op>[_explicit]``, ``atomic_load/store/exchange``,
#: ``atomic_compare_exchange_*``, ``atomic_init``, ``atomic_flag_*``.
_ATOMIC_FUNCTION = re.compile(
    r"(?:atomic|atom)_(?:add|sub|inc|dec|xchg|cmpxchg|min|max|and|or|xor)"
    r"|atomic_(?:fetch_\w+|load\w*|store\w*|exchange\w*|compare_exchange_\w+|init|flag_\w+)")


def atomic_function(callee: str) -> str | None:
    """Why a call of ``callee``, one of OpenCL C's atomic functions (``atomic_inc`` on a
    ``local int *``, ``atomic_fetch_add_explicit`` ...), is not read, or None. Without the
    device library clang leaves each an external call (convergent, as OpenCL declares
    every function), whose refusal named only an unknown convergent callee; the memory
    model reads LLVM's ``atomicrmw``/``cmpxchg``, which HIP's and CUDA's atomics become."""
    m = _MANGLED_NAME.match(callee)
    if m is None:
        return None
    name = callee[m.end():m.end() + int(m.group(1))]
    if not _ATOMIC_FUNCTION.fullmatch(name):
        return None
    return (f"@{callee}: OpenCL's {name} is an atomic function of the device library, an "
            "external call without it; the oracles read LLVM's atomicrmw and cmpxchg (what "
            "the library turns it into), not the call")


#: OpenCL 1.x's 32-bit atomic functions (OpenCL C 2.0, 6.13.11.x "Atomic Functions for
#: OpenCL 1.x"; ``atom_*`` of cl_khr_{global,local}_int32_base/extended_atomics) by name:
#: the ``atomicrmw`` operation each performs and the operand it adds (None: the call's
#: second argument). Each reads the 32-bit value at ``p``, stores ``old OP v`` and returns
#: the old value; ``min``/``max`` compare signed for ``int``, unsigned for ``uint``.
LEGACY_ATOMICS: dict[str, tuple[str, int | None]] = {
    "add": ("add", None), "sub": ("sub", None), "inc": ("add", 1), "dec": ("sub", 1),
    "xchg": ("xchg", None), "min": ("min", None), "max": ("max", None),
    "and": ("and", None), "or": ("or", None), "xor": ("xor", None)}
_LEGACY_ATOMIC = re.compile(r"_Z\d+(?:atomic|atom)_(\w+?)P(?:U3AS[13])?V([ij])([ij]?)")


def legacy_atomic(callee: str) -> tuple[str, int | None] | None:
    """The ``atomicrmw`` a call of ``callee`` performs when it is an OpenCL 1.x atomic on a
    32-bit ``int``/``uint`` (``_Z10atomic_incPU3AS3Vi``: ``atomic_inc`` of a ``volatile
    local int *``), as (operation, operand or None for the call's value), else None.

    Without the device library clang leaves the call external; the library makes it
    ``atomicrmw <op> ... monotonic`` (libclc: relaxed, as the 1.x functions promise
    atomicity only), which the reader writes in its place."""
    m = _LEGACY_ATOMIC.fullmatch(callee)
    if m is None or m.group(1) not in LEGACY_ATOMICS:
        return None
    name, code, value = m.groups()
    takes_value = LEGACY_ATOMICS[name][1] is None
    if value != (code if takes_value else ""):
        return None
    operation, operand = LEGACY_ATOMICS[name]
    if name in ("min", "max") and code == "j":
        operation = f"u{operation}"
    return operation, operand
