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

from fuzzfarm.ir.model import LOCAL_LINKAGES, Function, Instruction, kernel_candidates
from fuzzfarm.ir.types import FloatType, IntType, PtrType

__all__ = ["LOCAL_LINKAGES", "calls_to_definitions", "declared_callee", "defined_callee",
           "is_convergent_call_site", "kernel_candidates", "noundef_arguments", "noundef_result", "reachable_functions"]


def noundef_arguments(inst: Instruction, callee: Function | None) -> list[int]:
    """The scalar arguments of the call ``inst`` to the definition ``callee`` promised
    ``noundef`` (at the call site, ``arg<i>:noundef`` in ``inst.attrs``, or on the
    callee's parameter): LangRef ("Parameter Attributes", noundef) makes passing poison
    or undef there undefined behaviour, and clang writes it on every scalar parameter,
    so an optimizer may rely on the value being defined (a poison argument made *before*
    undefined in LLVM and a defined run in the oracles: a false violation). ``callee`` may
    be a declaration, or None (only the call site's attributes count). Vector and
    aggregate arguments are not listed (not checked)."""
    params = callee.args if callee is not None else []
    return [i for i, v in enumerate(inst.operands)
            if isinstance(v.type, IntType | FloatType | PtrType)
            and (f"arg{i}:noundef" in inst.attrs or (i < len(params) and "noundef" in params[i].attrs))]


def declared_callee(fn: Function, inst: Instruction) -> Function | None:
    """The function of ``fn``'s module the call ``inst`` names, definition or
    declaration (None: not in the module)."""
    if inst.opcode != "call" or fn.module is None or not inst.callee:
        return None
    return fn.module.functions.get(inst.callee)


def noundef_result(inst: Instruction, callee: Function) -> bool:
    """Whether returning poison or undef from ``callee`` to the call ``inst`` is undefined
    behaviour (LangRef, noundef on the return: the callee's or the call site's); only
    scalar results, as :func:`noundef_arguments`."""
    return isinstance(inst.type, IntType | FloatType | PtrType) \
        and ("noundef" in callee.ret_attrs or "ret:noundef" in inst.attrs)


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
