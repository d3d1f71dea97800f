"""A pointer cast to an integer only to be cast back: ``inttoptr (ptrtoint P)``.

clang's HIP kernels store each ``ptr addrspace(1)`` argument into a private slot and load it
back as a flat ``ptr``; SROA alone (``opt -passes=sroa``, the first pass most pipelines run)
turns that pair into ``%i = ptrtoint ptr addrspace(1) %0 to i64`` and
``%p = inttoptr i64 %i to ptr``. Both oracles leave addresses unspecified, so every HIP
kernel through such a pipeline was undecided ("ptrtoint: SEMANTICS.md does not specify
addresses"). Where the integer has no other use, the address is never looked at: the pair
is the pointer itself, seen in another address space, as an ``addrspacecast`` is, when
that cast keeps the value (AMDGPUUsage, "Address Spaces": the global, constant and flat
address of a location are the same 64-bit value; within one address space the round trip
is the pointer). Any other use of the integer (arithmetic, a compare, a store) still
exposes the address and stays unsupported.
"""

from __future__ import annotations

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Function, Instruction, users
from fuzzfarm.ir.types import IntType, PtrType

#: AMDGPU address spaces whose pointers are one 64-bit value for one location: flat (0),
#: global (1), constant (4) (AMDGPUUsage, "Address Spaces").
AMDGPU_SAME_ADDRESS = frozenset({0, 1, 4})


def _same_address(fn: Function, src: PtrType, dst: PtrType) -> bool:
    if src.addrspace == dst.addrspace:
        return True
    triple = fn.module.triple if fn.module is not None else ""
    return (triple or "").startswith("amdgcn") and {src.addrspace, dst.addrspace} <= AMDGPU_SAME_ADDRESS


def _round_trips(fn: Function) -> frozenset[Instruction]:
    readers = users(fn)
    out = []
    for inst in fn.instructions():
        if inst.opcode != "ptrtoint":
            continue
        src = inst.operands[0].type
        uses = readers.get(inst, [])
        if not (isinstance(src, PtrType) and isinstance(inst.type, IntType) and inst.type.bits == 64):
            continue
        if uses and all(u.opcode == "inttoptr" and isinstance(u.type, PtrType)
                        and _same_address(fn, src, u.type) for u in uses):
            out.append(inst)
    return frozenset(out)


#: The ``ptrtoint`` instructions of a function whose only users are ``inttoptr`` casts
#: giving back the same pointer (module docstring), cached per function.
round_trips = per_function(_round_trips)


def round_trip_source(inst: Instruction) -> Instruction | None:
    """For an ``inttoptr`` of such a ``ptrtoint``, that ``ptrtoint``; else None."""
    if inst.opcode != "inttoptr" or not isinstance(inst.operands[0], Instruction):
        return None
    cast = inst.operands[0]
    fn = cast.parent.parent if cast.parent is not None else None
    return cast if fn is not None and cast in round_trips(fn) else None


def in_round_trip(inst: Instruction) -> bool:
    """Is ``inst`` a ``ptrtoint`` or ``inttoptr`` of a round trip (its value the pointer)?"""
    if inst.opcode == "ptrtoint":
        fn = inst.parent.parent if inst.parent is not None else None
        return fn is not None and inst in round_trips(fn)
    return round_trip_source(inst) is not None
