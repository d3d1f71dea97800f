"""What the interpreter refuses before running: ill-formed and unsupported input.

An ill-formed program (seed 000, "Static Rules") has no defined convergence, so
judging it would be a wrong answer; the interpreter asks the static checker and
reports the first violation instead of running. Instructions it can never
execute faithfully are found up front too (the same checks also guard each step
at run time).
"""

from __future__ import annotations

from fuzzfarm import external, fpenv
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir import amdgcn, conventions, intmath, lifetimes, unmodelled, vectors
from fuzzfarm.ir.calls import defined_callee, reachable_functions
from fuzzfarm.ir.globalvars import GlobalUnsupported, used_globals
from fuzzfarm.ir.layout import is_aggregate_value
from fuzzfarm.ir.memops import memory_op
from fuzzfarm.ir.model import Function, GlobalRef
from fuzzfarm.ir.roundtrip import in_round_trip
from fuzzfarm.ir.types import FloatType, IntType, PtrType, VectorType, VoidType, element_type
from fuzzfarm.kernargs import KERNARG_SEGMENT_PTR
from fuzzfarm.launch import LAUNCH_OBJECTS
from fuzzfarm.wellformed import check_well_formed
from oracles.reference.values import INTRINSICS


@per_function
def ill_formed(fn: Function) -> str | None:
    """``"ill-formed: ..."`` for the first broken static rule of the kernel or of a
    function it may call, else None (cached per kernel)."""
    problem = check_well_formed(fn, llvm=False).summary  # the oracles do not depend on LLVM
    return None if problem is None else f"ill-formed: {problem}"


def unsupported_reason(fn: Function) -> str | None:
    """Why the interpreter cannot run kernel ``fn`` (or a function it may call) at all, or None."""
    for f in reachable_functions(fn):
        why = _unsupported_in(f, "kernel" if f is fn else f"@{f.name}")
        if why is not None:
            return why
    return _globals_unsupported(fn)


#: The module globals kernel ``fn`` names (cached per kernel: every run places them).
globals_of = per_function(used_globals)


def _globals_unsupported(fn: Function) -> str | None:
    """Why a global the kernel names cannot be placed in shared memory, or None."""
    try:
        globals_of(fn)
    except GlobalUnsupported as exc:
        return f"unsupported: global {exc}"
    return None


def _unsupported_in(fn: Function, what: str) -> str | None:
    # a called function may take and return vectors and aggregates; the kernel's inputs
    # and its returned value are scalars (SEMANTICS.md, "Vectors", "Aggregates")
    values = IntType | FloatType | PtrType if what == "kernel" else IntType | FloatType | PtrType | VectorType
    called = what != "kernel"
    if not (isinstance(fn.return_type, values | VoidType) or called and is_aggregate_value(fn.return_type)) \
            or (not called and isinstance(fn.return_type, PtrType)):
        return f"unsupported: {what} returns {fn.return_type}"
    for arg in fn.args:
        if called and arg.pointee is not None and not arg.byval:
            return f"unsupported: argument %{arg.name} of {what} is an aggregate by reference " \
                "(byref: memory the model does not place)"
        if not (isinstance(arg.type, values) or is_aggregate_value(arg.type)):
            return f"unsupported: argument %{arg.name} of {what} has type {arg.type}"
    for inst in fn.instructions():
        target = defined_callee(fn, inst)
        if target is not None:
            if inst.type != target.return_type or len(inst.operands) != len(target.args) or any(
                    v.type != a.type for v, a in zip(inst.operands, target.args, strict=False)):
                return f"unsupported: call to @{target.name} does not match its parameters"
            if fpenv.call_flags(inst) and not isinstance(element_type(inst.type), FloatType):
                return f"unsupported: call to @{target.name} with fast-math flags returning {inst.type}"
            continue
        if inst.opcode == "call" and fpenv.refused_call_flags(inst):  # kept by the reader
            return "unsupported: call with fast-math flags"
        if inst.opcode == "ptrtoint" and not in_round_trip(inst):
            return "unsupported: ptrtoint (SEMANTICS.md does not specify addresses)"
        if inst.opcode == "call" and memory_op(inst.callee) is not None:
            continue  # llvm.memcpy/memmove/memset (fuzzfarm/ir/memops.py)
        if inst.opcode == "call" and any(isinstance(v, GlobalRef) for v in inst.operands):
            return "unsupported: a global passed to a call (its address is not modelled)"
        callee = inst.callee or ""
        if inst.opcode == "call" and callee.startswith("llvm.") and not (
            conventions.is_convergence_intrinsic(callee)
            or conventions.is_catalogue_op(callee)
            or conventions.is_lane_function(callee)
            or vectors.call_base(callee) in INTRINSICS
            or intmath.is_pair_or_high_half(callee)
            or amdgcn.is_wave_query(callee)
            or amdgcn.is_environment_value(callee)
            or callee == fpenv.AMDGCN_CVT_PKRTZ
            or fpenv.intrinsic_base(callee) is not None
            or lifetimes.marker_kind(callee) is not None
            or callee in LAUNCH_OBJECTS
            or callee == KERNARG_SEGMENT_PTR
            or callee in conventions.NVVM_MEMBARS
            or vectors.reduction(callee) is not None
            or vectors.elementwise_call(inst)
        ):
            return f"unsupported: {unmodelled.describe(callee)}"
        why = intmath.refusal(inst) if intmath.is_pair_or_high_half(callee) \
            else amdgcn.refusal(fn, inst) if amdgcn.is_wave_query(callee) else None
        if inst.opcode == "call" and why is not None:
            return f"unsupported: {why}"
        if inst.opcode == "call" and external.is_external(callee):
            why = external.unsupported_reason(fn, inst)
            if why is None and vectors.vector_operation(inst):
                why = f"call of @{callee} with vectors"
            if why is not None:
                return f"unsupported: {why}"
    return None
