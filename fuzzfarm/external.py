"""External calls: what a call to a declared, non-convergent function means for a verdict.

Seed 000 ("Convergent Operations") calls such functions in its own examples
(``@use``, ``@textureSample``): they are ordinary calls, not undefined behaviour.
Only convergent call sites communicate among threads; a non-convergent callee
sees only its own thread's arguments. The oracles therefore run every kernel in
one fixed, legal *environment* (SEMANTICS.md, "External calls"):

- a call that may write memory (no ``memory(...)``/``readnone`` attribute that
  rules writes out, on the call site or the declaration) is an **observable
  event** of its thread: the callee and its arguments, in the thread's order
  (:class:`fuzzfarm.behaviour.CallEvent`). Removing, duplicating or reordering it, or changing its
  arguments, changes the behaviour.
- a call that cannot write memory (``memory(none)``, ``memory(read)``, ...) is a
  **pure unknown function**: no event; it may be removed, hoisted or merged.
- either way the result is :func:`result`, a fixed deterministic function of the
  callee and the argument values (a hash), so the same call with the same
  arguments gives the same value in *before* and *after*.

Any real environment could behave like this one, so a behaviour *after* shows
here and *before* cannot is a real bug. Calls the environment cannot model are
*unsupported* (inconclusive, never a bug): a convergent callee outside the
catalogue, pointer arguments or results (addresses are unspecified).
A poison argument makes the result poison and marks the run with the
approximation ``"external-poison"`` (the real callee would see some value).

Both oracles implement :func:`result` independently (the lane simulator in
numpy); this module is the definition.
"""

from __future__ import annotations

from fuzzfarm import fpenv
from fuzzfarm.behaviour import CallEvent
from fuzzfarm.ir import amdgcn, clint, conventions, opencl
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.ir.types import FloatType, IntType, VoidType
from fuzzfarm.promises import PROMISES

#: The approximation recorded when a poison argument reaches an external call.
EXTERNAL_POISON = "external-poison"

__all__ = ["EXTERNAL_POISON", "CallEvent", "has_side_effects", "is_external", "result",
           "unsupported_reason"]

MASK64 = (1 << 64) - 1
#: Multipliers of the mixing function (splitmix64's finalizer constants).
MIX_A = 0xBF58476D1CE4E5B9
MIX_B = 0x94D049BB133111EB
GOLDEN = 0x9E3779B97F4A7C15


def is_external(callee: str | None) -> bool:
    """A call to a function outside the kernel conventions and LLVM's intrinsics, or of
    an intrinsic whose value only the environment knows (AMDGPU's clocks and static LDS
    size: ``amdgcn.ENVIRONMENT_VALUES``)."""
    return amdgcn.is_environment_value(callee) or bool(callee) and not (
        conventions.is_convergence_intrinsic(callee)
        or conventions.is_catalogue_op(callee)  # the catalogue's and the targets' operations
        or conventions.is_lane_function(callee)
        or opencl.is_work_item_function(callee)
        or clint.is_builtin(callee)
        or (callee or "").startswith("llvm.")
    )


def declaration(fn: Function, callee: str) -> Function | None:
    """The declaration of ``callee`` in the module ``fn`` belongs to, if known."""
    module = fn.module
    return None if module is None else module.functions.get(callee)


def _writes(attrs: frozenset[str]) -> bool | None:
    """False if a ``memory(...)`` attribute rules writes out, True if it allows them,
    None if there is none (``readnone``/``readonly`` are read as ``memory(none/read)``)."""
    for a in attrs:
        if a in ("readnone", "readonly"):
            return False
        if a.startswith("memory(") and a.endswith(")"):
            return "write" in a
    return None


def unsupported_reason(fn: Function, inst: Instruction) -> str | None:
    """Why the environment cannot model this external call, or None."""
    callee = inst.callee or ""
    decl = declaration(fn, callee)
    attrs = inst.attrs | (decl.attrs if decl is not None else frozenset())
    if "convergent" in attrs or inst.convergence_token is not None:
        return f"convergent call to @{callee}, which is not a catalogue operation"
    if fpenv.refused_call_flags(inst):
        return f"external call @{callee} with fast-math flags"
    if not isinstance(inst.type, IntType | FloatType | VoidType) or (
        isinstance(inst.type, IntType) and inst.type.bits > 64
    ):
        return f"external call @{callee} returning {inst.type}"
    promised = [a for a in (decl.ret_attrs if decl is not None else frozenset()) | inst.attrs
                if a.removeprefix("ret:").startswith(PROMISES)]
    if promised:
        # LangRef, "Parameter Attributes": a result breaking range(...) or nofpclass(...) is
        # poison (undefined behaviour with noundef), so an optimizer may fold a test of it;
        # the environment's result knows no promise, and a run of before breaking it would
        # be wrongly defined
        return f"external call @{callee} with a {promised[0].removeprefix('ret:')} result (not modelled)"
    for v in inst.operands:
        # a float passes its bits (a NaN's payload is the oracles' choice: NAN_BITS)
        if not isinstance(v.type, IntType | FloatType) or v.type.bits > 64:
            return f"external call @{callee} with a {v.type} argument"
    return None


def has_side_effects(fn: Function, inst: Instruction) -> bool:
    """True when the call may write memory: then it is an observable event."""
    decl = declaration(fn, inst.callee or "")
    site = _writes(inst.attrs)
    declared = _writes(decl.attrs) if decl is not None else None
    return not (site is False or declared is False)


def volatile_event(inst: Instruction) -> str | None:
    """The name of the event a ``volatile`` load or store is (``volatile load i32``,
    ``volatile store float``), else None. LangRef ("Volatile Memory Accesses"): the
    optimizers must not change the number of volatile operations or their order relative
    to other volatile operations, which is what an event of the thread holds. Each is an
    event like a call that may write memory, its one argument the value loaded or stored
    (where in memory is not part of it: the same access of the same program hits the same
    place, and the value read or written is there to tell two apart). The access itself is
    performed as a plain one (oracles/SEMANTICS.md, "Volatile accesses")."""
    if inst.opcode not in ("load", "store") or "volatile" not in inst.flags:
        return None
    ty = inst.type if inst.opcode == "load" else inst.operands[0].type
    return f"volatile {inst.opcode} {ty}"


def callee_seed(callee: str) -> int:
    """A 64-bit number for the callee's name (FNV-1a over its UTF-8 bytes)."""
    h = 0xCBF29CE484222325
    for byte in callee.encode():
        h = ((h ^ byte) * 0x100000001B3) & MASK64
    return h


def mix(h: int) -> int:
    """splitmix64's finalizer: every input bit affects every output bit."""
    h = ((h ^ (h >> 30)) * MIX_A) & MASK64
    h = ((h ^ (h >> 27)) * MIX_B) & MASK64
    return h ^ (h >> 31)


def result(callee: str, args: tuple[int, ...], bits: int) -> int:
    """The environment's value of ``@callee(args)``, masked to ``bits`` (args are
    unsigned bit patterns of their own widths)."""
    h = callee_seed(callee)
    for a in args:
        h = mix((h + GOLDEN + a) & MASK64)
    return h & ((1 << bits) - 1)
