"""A kernel's call tree unfolded: one copy of a device function per calling context.

An implementation that inlines a device function copies its body to each call site,
and inlining the copies' own calls copies their callees once per *calling context*
(the chain of call sites from the kernel). Where such a body holds an irreducible
cycle, each copy's cycle hierarchy is then the implementation's choice on its own
(seed 003, "Cycles": the hierarchy is what the DFS of the function it lies in makes of
it; "Maximal Convergence": "Each cycle hierarchy for the same CFG results in a
different maximal converged-with relation"), while the oracles choose one hierarchy
per function (``Choices.dfs_order`` names a function's blocks). :func:`unfolded`
gives the oracles a program in which the two coincide: every call site of a defined
function calls a copy of its own, so one hierarchy per function of the copy is one per
calling context of the original.

The copy runs as the original does: a call to a function and a call to an identical
copy of it execute the same instructions on the same arguments and memory (seed 000,
"Convergent Operations": a convergent operation's threads are those of the call site's
dynamic instance, whatever function the call names); only the copies' names differ,
and no behaviour the check compares holds a function name (fuzzfarm/behaviour.py).
"""

from __future__ import annotations

from fuzzfarm.ir.calls import defined_callee, reachable_functions
from fuzzfarm.ir.model import Function, Module

#: Copies of device functions :func:`unfolded` makes at most (beyond it: None).
MAX_COPIES = 64


def context_counts(kernel: Function) -> dict[str, int] | None:
    """How many calling contexts (chains of call sites from ``kernel``) reach each function
    ``kernel`` may run, by name (the kernel: 1); None under recursion."""
    counts = {kernel.name: 1}
    order = _callers_first(kernel)
    if order is None:
        return None
    for fn in order:
        for inst in fn.instructions():
            callee = defined_callee(fn, inst)
            if callee is not None:
                counts[callee.name] = counts.get(callee.name, 0) + counts[fn.name]
    return counts


def _callers_first(kernel: Function) -> list[Function] | None:
    """The functions ``kernel`` may run, each after every function that calls it (a
    topological order of the call graph); None if a function can call itself back."""
    funcs = reachable_functions(kernel)
    callees = {f.name: {c.name for i in f.instructions() if (c := defined_callee(f, i))}
               for f in funcs}
    callers = {f.name: 0 for f in funcs}
    for targets in callees.values():
        for t in targets:
            callers[t] += 1
    by_name = {f.name: f for f in funcs}
    ready = [f.name for f in funcs if callers[f.name] == 0]
    order: list[Function] = []
    while ready:
        name = ready.pop()
        order.append(by_name[name])
        for t in sorted(callees[name]):
            callers[t] -= 1
            if callers[t] == 0:
                ready.append(t)
    return order if len(order) == len(funcs) else None


def unfolded(kernel: Function, limit: int = MAX_COPIES) -> Function | None:
    """The kernel of a copy of ``kernel``'s module in which every call site of a defined
    function calls a copy of that function made for it alone (the first copy keeps the
    name, the others get ``.ctx<k>`` after it); None when ``kernel`` needs no copy (no
    function is reached from two calling contexts), under recursion, or past ``limit``
    copies. Declarations and globals are shared; definitions ``kernel`` never reaches are
    left out."""
    counts = context_counts(kernel)
    if counts is None or all(n == 1 for n in counts.values()):
        return None
    if sum(counts.values()) - 1 > limit:
        return None
    old = kernel.module
    assert old is not None  # a function with callees lies in a module
    module = Module(triple=old.triple, datalayout=old.datalayout, globals=dict(old.globals),
                    named_metadata=old.named_metadata)
    for name, fn in old.functions.items():
        if fn.is_declaration:
            module.functions[name] = fn
    root = module.add(kernel.clone())
    made: dict[str, int] = {}
    work = [root]
    while work:
        fn = work.pop()
        for inst in fn.instructions():
            callee = old.functions.get(inst.callee or "") if inst.opcode == "call" else None
            if callee is None or callee.is_declaration:
                continue
            k = made[callee.name] = made.get(callee.name, 0) + 1
            name = callee.name if k == 1 else _fresh(old, module, f"{callee.name}.ctx{k}")
            inst.callee = name
            work.append(module.add(callee.clone(name)))
    return root


def _fresh(old: Module, new: Module, name: str) -> str:
    """``name``, or ``name`` with a number after it, unused in either module."""
    k, out = 1, name
    while out in old.functions or out in new.functions:
        k += 1
        out = f"{name}.{k}"
    return out
