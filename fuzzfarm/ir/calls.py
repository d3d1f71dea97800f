"""Calls between functions defined in one module: the call graph a kernel runs through.

A case's kernel may call *device functions*, functions defined in the same
module (SEMANTICS.md, "Calls to defined functions"). Both oracles execute such
calls; the static checker checks every function the kernel can reach. This
module answers the questions they share: which call sites call a definition,
which functions a kernel reaches, whether a call site is convergent (seed 000,
"Convergent Operations": a direct call to a convergent function, or a call site
with the ``convergent`` attribute or a ``convergencectrl`` bundle), and which
definition of a module is its kernel (README, "IR conventions").
"""

from __future__ import annotations

from typing import NamedTuple

from fuzzfarm.fpenv import poison_kinds
from fuzzfarm.ir.layout import is_aggregate_value
from fuzzfarm.ir.model import LOCAL_LINKAGES, Function, Instruction, kernel_candidates
from fuzzfarm.ir.types import FloatType, IntType, PtrType, Type, VectorType, element_type
from fuzzfarm.promises import promise_in, with_classes

__all__ = ["LOCAL_LINKAGES", "Promised", "calls_to_definitions", "declared_callee", "defined_callee",
           "flagged_arguments", "flags_meet_site_noundef",
           "is_convergent_call_site", "kernel_candidates", "promised_arguments", "promised_result",
           "reachable_functions"]


class Promised(NamedTuple):
    """What a call promises about one argument (or, as :func:`promised_result` says, its
    result): ``noundef`` (LangRef: poison or undef there is undefined behaviour; in any
    element of a vector or leaf of an aggregate, "if the value representation contains
    any undefined or poison bits") and a value attribute, ``range(...)`` or
    ``nofpclass(...)`` (a value breaking it is poison: fuzzfarm/promises.py reads it),
    which a vector's every element keeps (LangRef, "Parameter Attributes")."""

    at: int
    noundef: bool
    promise: str | None


#: A call site's ``noundef`` on its result, as the reader keeps it in ``Instruction.attrs``.
RET_NOUNDEF = "ret:noundef"


def _promised(index: int, ty: Type, attrs: set[str]) -> Promised | None:
    """What ``attrs`` promise a value of ``ty`` (of each element of a vector). An aggregate is promised
    ``noundef`` only (the reader refuses a value promise on an array: fuzzfarm/promises.py,
    ``element_promise``). Read as a value, a vector or aggregate passing poison to a
    ``noundef`` parameter was a defined run where opt-19's SimplifyCFG deletes the edge
    passing it (tests/test_vector_noundef.py)."""
    if is_aggregate_value(ty):
        return Promised(index, True, None) if "noundef" in attrs else None
    elem = ty.element if isinstance(ty, VectorType) else ty
    if not isinstance(elem, IntType | FloatType | PtrType):
        return None
    promise = promise_in(attrs, elem)
    return Promised(index, "noundef" in attrs, promise) if "noundef" in attrs or promise else None


def promised_arguments(inst: Instruction, callee: Function | None) -> list[Promised]:
    """The scalar arguments of the call ``inst`` promised something, at the call site
    (``arg<i>:...`` in ``inst.attrs``) or on ``callee``'s parameter (a definition or a
    declaration; None: the call site only). clang writes ``noundef`` on every scalar
    parameter (``nofpclass(nan inf)`` on float ones under ``-ffast-math``), so an optimizer
    may rely on the value (a poison argument, or a NaN under ``nofpclass(nan)``, made
    *before* undefined in LLVM and a defined run in the oracles: a false violation)."""
    params = callee.args if callee is not None else []
    out = []
    for i, v in enumerate(inst.operands):
        site = f"arg{i}:"
        attrs = {a[len(site):] for a in inst.attrs if a.startswith(site)}
        if i < len(params):
            attrs |= params[i].attrs
        got = _promised(i, v.type, attrs)
        if got is not None:
            out.append(got)
    return out


def flagged_arguments(inst: Instruction, callee: Function) -> list[Promised]:
    """The float arguments of a call to the defined ``callee`` whose class its fast-math
    flags name (LangRef, "Fast-Math Flags": under ``nnan``/``ninf`` a NaN/infinite
    *argument* makes the call's *result* poison; the argument itself is passed as it is,
    so the callee's stores and events see it), each as the ``nofpclass`` its flags mean
    (never ``noundef``: nothing here is undefined). A vector of floats is such an
    argument where any element is, and a poison argument (or element) is too: poison may
    be a NaN. Flags on other calls are refused (:func:`fuzzfarm.fpenv.refused_call_flags`)."""
    kinds = poison_kinds(inst.flags)
    if not kinds or callee.is_declaration:
        return []
    promise = with_classes(None, kinds)
    return [Promised(i, False, promise) for i, v in enumerate(inst.operands)
            if isinstance(element_type(v.type), FloatType)]


def promised_result(inst: Instruction, callee: Function) -> Promised | None:
    """What the result ``callee`` returns to the call ``inst`` is promised (the callee's
    return attributes or the call site's ``ret:...``), as :func:`promised_arguments`.

    The call's fast-math flags are not part of it: they act on the call's value after
    the promise is kept (the oracles' ``flagged_value`` and flagged ``select``). LangRef,
    "Parameter Attributes": a ``noundef`` return constrains the value the callee returns,
    and a NaN is defined; "Fast-Math Flags": ``nnan`` then makes the call's value poison.
    Merged, a NaN the callee returned broke ``noundef`` and the run was undefined, where
    LangRef has poison (an *after* whose pass added ``nnan`` to such a call was a false
    violation). A call site's own ``ret:noundef`` with ``nnan`` leaves the order open in
    LangRef: where the flags poison such a result the run is undefined and noted
    (:func:`flags_meet_site_noundef`)."""
    attrs = set(callee.ret_attrs) | {a[len("ret:"):] for a in inst.attrs if a.startswith("ret:")}
    return _promised(-1, inst.type, attrs)


def flags_meet_site_noundef(inst: Instruction) -> bool:
    """Does the call ``inst`` both promise ``noundef`` on its result at the call site
    (``ret:noundef``, clang's on every call) and carry ``nnan``/``ninf``, which make a
    NaN/infinite result (or argument) poison? LangRef does not say whether the call
    site's ``noundef`` sees the flags' poison (undefined behaviour) or not (poison).
    Both oracles read such a poisoned result as undefined behaviour noted
    ``promise-poison`` (:data:`fuzzfarm.behaviour.PROMISE_POISON`): lenient to a
    *before*, and a difference of an *after* through it undecided, whichever reading
    LLVM takes (its ``isGuaranteedNotToBeUndefOrPoison`` trusts the call's ``noundef``;
    the flags' own text says poison)."""
    return bool(poison_kinds(inst.flags)) and RET_NOUNDEF in inst.attrs


def declared_callee(fn: Function, inst: Instruction) -> Function | None:
    """The function of ``fn``'s module the call ``inst`` names, definition or
    declaration (None: not in the module)."""
    if inst.opcode != "call" or fn.module is None or not inst.callee:
        return None
    return fn.module.functions.get(inst.callee)


def defined_callee(fn: Function, inst: Instruction) -> Function | None:
    """The definition ``inst`` calls, if it is a call to a function defined in
    ``fn``'s module (else None: an intrinsic, a catalogue operation, a declaration)."""
    if inst.opcode != "call" or fn.module is None or not inst.callee:
        return None
    callee = fn.module.functions.get(inst.callee)
    return None if callee is None or callee.is_declaration else callee


def calls_to_definitions(fn: Function) -> list[tuple[Instruction, Function]]:
    """Every call site in ``fn`` that calls a definition of its module, in order."""
    out = []
    for inst in fn.instructions():
        callee = defined_callee(fn, inst)
        if callee is not None:
            out.append((inst, callee))
    return out


def module_definitions(fn: Function) -> list[Function]:
    """Every definition of ``fn``'s module (just ``fn`` for a function of no module)."""
    return fn.module.definitions if fn.module is not None else [fn]


def reachable_functions(fn: Function) -> tuple[Function, ...]:
    """``fn`` and every definition it can call, directly or through others
    (breadth first, each once): the functions a run of kernel ``fn`` may execute."""
    module = fn.module
    if module is None or not any(f is not fn and not f.is_declaration
                                 for f in module.functions.values()):
        return (fn,)  # nothing else to call: the oracles ask this per run, skip the walk
    order = [fn]
    seen = {id(fn)}
    i = 0
    while i < len(order):
        for _, callee in calls_to_definitions(order[i]):
            if id(callee) not in seen:
                seen.add(id(callee))
                order.append(callee)
        i += 1
    return tuple(order)


def calls_a_definition(fn: Function) -> bool:
    """Does a run of ``fn`` make calls to defined functions? :func:`reachable_functions`
    alone misses a function that calls only itself: its tuple is ``(fn,)``, as for a
    function that calls nothing."""
    return len(reachable_functions(fn)) > 1 or bool(calls_to_definitions(fn))


def is_convergent_call_site(inst: Instruction, callee: Function) -> bool:
    """Seed 000, "Convergent Operations": a direct call to a convergent function, or a
    call site with the ``convergent`` attribute or a ``convergencectrl`` bundle."""
    return callee.is_convergent or "convergent" in inst.attrs or inst.convergence_token is not None
