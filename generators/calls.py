"""Device functions: modules where the kernel calls generated convergent functions.

Real GPU programs call many device functions and compilers inline nearly all of
them; the inliner is where convergence tokens are composed (seed 000,
"llvm.experimental.convergence.entry": "Function inlining substitutes this
intrinsic with the token from the operand bundle"). With ``calls`` on,
:func:`build_device_functions` makes one to three device functions before the
kernel is built; an operation slot of the kernel (and of a device function, for
functions later in the list) may then be a call (:meth:`generators.fill.Filler.call_device`).

Each device function is built by the same builder and filler as the kernel,
with the kernel's parameter names (so conditions and stores work unchanged) but
no ``inreg``: a call site passes its own ``%u``/``%m`` (uniform in fact) and
other per-thread values. Every device function is ``convergent``; it uses
tokens (an ``entry`` token heads it) in the module's style, or with
``p_mixed_style`` the other style, so controlled call sites of uncontrolled
callees and uncontrolled call sites of controlled callees both occur. Some are
``alwaysinline`` or ``noinline`` and some ``internal``. Calls only go to
functions later in the list: no recursion.
"""

from __future__ import annotations

import random
from collections import Counter

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.conventions import ENTRY
from fuzzfarm.ir.model import Argument, Function, Module
from fuzzfarm.ir.types import I32
from generators.features import Features, Size
from generators.fill import Filler
from generators.shape import Shape, Slot
from generators.structured import KERNEL_ARGS, Builder

#: Device function sizes: smaller than the kernel, so a module stays quick to run.
DEVICE_SIZE = Size(max_blocks=10, max_depth=2, max_stmts=3, max_ops=2, max_trip=3)
#: What the census counts for modules with calls (``gen --census --calls``).
CALL_CONSTRUCTS: tuple[str, ...] = (
    "device_function", "device_controlled", "device_uncontrolled", "device_entry_token",
    "call_controlled", "call_uncontrolled", "call_in_loop", "call_in_branch", "nested_call",
    "mixed_style_call", "alwaysinline", "noinline", "internal",
)


def device_prototype(name: str) -> Function:
    """An empty device function: the kernel's parameters without ``inreg``."""
    args = [Argument(n, t, i) for i, (n, t, _) in enumerate(KERNEL_ARGS)]
    return Function(name, I32, args, attrs=frozenset({"convergent"}))


def build_device_functions(rng: random.Random, features: Features,
                           controlled: bool) -> tuple[list[Function], set[str]]:
    """One to three filled device functions (callees last) and the externals they call."""
    count = rng.randint(1, 3)
    built: list[Function] = []
    externals: set[str] = set()
    for k in range(count, 0, -1):  # the last one first: it may be called by the earlier ones
        fn = device_prototype(f"device.{k}")
        style = controlled != (rng.random() < features.p_mixed_style)
        callees = tuple(built) if built and rng.random() < features.p_nested_call else ()
        shape = Builder(rng, features, DEVICE_SIZE, style, fn=fn, calls=bool(callees)).build()
        filler = Filler(shape, rng, features, style, callees)
        filler.run()
        externals |= filler.externals
        attrs = {"convergent"}
        r = rng.random()
        if r < features.p_alwaysinline:
            attrs.add("alwaysinline")
        elif r < features.p_alwaysinline + features.p_noinline:
            attrs.add("noinline")
        fn.attrs = frozenset(attrs)
        if rng.random() < features.p_internal:
            fn.linkage = "internal"
        built.append(fn)
    built.reverse()
    return built, externals


def ensure_call(shape: Shape) -> None:
    """Give the kernel at least one call slot (in its entry block): a module whose kernel
    calls nothing has nothing to inline."""
    # a block with a mirror may be filled as a copy of its (call-free) twin instead
    if not any(s.kind == "call" for m in shape.meta.values() if m.mirror is None for s in m.plan):
        shape.meta[shape.fn.entry].plan.append(Slot("call"))


def call_census(module: Module, kernel: Function, controlled: bool) -> dict[str, int]:
    """What the module's calls and device functions contain (non-zero counts only)."""
    counts: Counter[str] = Counter()
    devices = [f for f in module.definitions if f is not kernel]
    styles = {kernel.name: controlled}
    for fn in devices:
        entry = any(i.callee == ENTRY for i in fn.entry.instructions)
        styles[fn.name] = entry or _has_bundles(fn)
        counts["device_function"] += 1
        counts["device_controlled" if styles[fn.name] else "device_uncontrolled"] += 1
        counts["device_entry_token"] += int(entry)
        for attr in ("alwaysinline", "noinline"):
            counts[attr] += int(attr in fn.attrs)
        counts["internal"] += int(fn.linkage == "internal")
    names = {f.name for f in devices}
    for fn in [kernel, *devices]:
        cycles = compute_cycles(fn)
        preds = fn.predecessors()
        for b in fn.blocks:
            for inst in b.instructions:
                if inst.opcode != "call" or inst.callee not in names:
                    continue
                counts["call_controlled" if inst.convergence_token is not None
                       else "call_uncontrolled"] += 1
                counts["call_in_loop"] += int(cycles.cycle_of(b) is not None)
                counts["call_in_branch"] += int(b is not fn.entry and any(
                    len(p.successors) > 1 for p in preds[b]))
                counts["nested_call"] += int(fn is not kernel)
                counts["mixed_style_call"] += int(styles.get(fn.name) != styles[inst.callee])
    return {k: v for k, v in counts.items() if v}


def _has_bundles(fn: Function) -> bool:
    return any(i.convergence_token is not None for i in fn.instructions())
