"""The transform protocol and the classification of instructions every family shares.

A transform takes a module, the name of the function to change and a seeded
``random.Random`` (to pick among several sites deterministically), and returns
a :class:`TransformResult`. It never mutates its input: it works on a copy made
by :func:`copy_module`. When it finds no site it returns the *input* module
with ``fired=False``.

Each family comes in two forms (see :mod:`fuzzfarm.transforms.registry`):

- *aware* (``<family>``) follows the rules of the seed documents, chiefly seed
  000 "Examples for the Correctness of Program Transforms": "program
  transforms with a single-threaded focus are generally conservatively
  correct if they avoid introducing or removing control dependencies" of
  convergent operations;
- *naive* (``<family>-naive``) treats convergent calls like ordinary calls and
  so reproduces a historical bug class (seed 001: "sink, PRE, jump threading,
  SimplifyCFG" are the transforms at risk).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fuzzfarm.ir import clint, conventions, intmath
from fuzzfarm.ir.model import (
    BINARY_OPS,
    CAST_OPS,
    Argument,
    ConstInt,
    Function,
    Instruction,
    Module,
    Value,
)
from fuzzfarm.ir.types import VoidType
from fuzzfarm.transforms.wellformed import ensure_well_formed


@dataclass(frozen=True)
class TransformResult:
    """What a transform did: the (new) module, whether it fired, and a readable note."""

    module: Module
    fired: bool
    notes: str = ""


ApplyFn = Callable[[Module, str, random.Random], TransformResult]


@dataclass(frozen=True)
class Transform:
    """One registered transform: ``name`` is ``family`` or ``family-naive``."""

    name: str
    family: str
    aware: bool
    summary: str
    apply: ApplyFn
    #: Works on calls between functions: campaigns generate modules with calls for it.
    calls: bool = False

    def __call__(self, module: Module, function: str, rng: random.Random) -> TransformResult:
        return self.apply(module, function, rng)


def copy_module(module: Module, function: str) -> tuple[Module, Function]:
    """A copy of ``module`` whose definitions are fresh clones; returns it and ``function``.

    Declarations are shared: no transform edits them.
    """
    target = module.kernel(function)
    new = Module(triple=module.triple, datalayout=module.datalayout, globals=dict(module.globals))
    for name, fn in module.functions.items():
        if fn.is_declaration:
            new.functions[name] = fn
        else:
            new.add(fn.clone())
    return new, new.functions[target.name]


def not_fired(module: Module, why: str) -> TransformResult:
    return TransformResult(module, False, why)


# -- classification ------------------------------------------------------------------------

#: Intrinsics that only compute a value from their operands (no memory, no UB).
PURE_INTRINSIC_PREFIXES = (
    "llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.", "llvm.abs.", "llvm.ctpop.",
    "llvm.ctlz.", "llvm.cttz.", "llvm.fshl.", "llvm.fshr.", "llvm.usub.sat.",
    "llvm.uadd.sat.", "llvm.ssub.sat.", "llvm.sadd.sat.", "llvm.bitreverse.", "llvm.bswap.",
    "llvm.expect.",
)


def is_convergent_call(inst: Instruction, module: Module | None = None) -> bool:
    """A convergent call site: a catalogue op, a convergence intrinsic, a ``convergent``
    call-site attribute or callee, or any call with a ``convergencectrl`` bundle
    (seed 000, "Convergent Operations")."""
    if inst.opcode != "call":
        return False
    if conventions.is_convergence_intrinsic(inst.callee) or conventions.is_catalogue_op(
        inst.callee
    ):
        return True
    if "convergent" in inst.attrs or inst.convergence_token is not None:
        return True
    callee = module.functions.get(inst.callee or "") if module is not None else None
    return callee is not None and callee.is_convergent


def is_token_intrinsic(inst: Instruction, which: str | None = None) -> bool:
    """A call of ``llvm.experimental.convergence.{entry,anchor,loop}`` (or only ``which``)."""
    if inst.opcode != "call" or not conventions.is_convergence_intrinsic(inst.callee):
        return False
    return which is None or inst.callee == which


def is_anchor(inst: Value) -> bool:
    return isinstance(inst, Instruction) and is_token_intrinsic(inst, conventions.ANCHOR)


def is_heart(inst: Value) -> bool:
    return isinstance(inst, Instruction) and is_token_intrinsic(inst, conventions.LOOP)


def is_pure_intrinsic(inst: Instruction) -> bool:
    """A call that only computes a value from its operands: the lane id, the listed LLVM
    intrinsics, and the pair and high-half ones both oracles compute
    (:mod:`fuzzfarm.ir.intmath`: ``*.with.overflow``, the targets' mulhi/mul24/sad), and
    OpenCL's scalar integer built-ins (:mod:`fuzzfarm.ir.clint`: ``mul_hi``, ``add_sat``
    ..., pure functions of their arguments though OpenCL declares them convergent)."""
    callee = inst.callee or ""
    return (callee == conventions.LANE_ID or callee.startswith(PURE_INTRINSIC_PREFIXES)
            or intmath.is_pair_or_high_half(callee) or clint.is_builtin(callee))


def is_value_convergent_op(inst: Instruction) -> bool:
    """A catalogue operation that only yields a value (all but the barrier)."""
    return (
        inst.opcode == "call"
        and conventions.is_catalogue_op(inst.callee)
        and inst.callee != "subgroupControlBarrier"
    )


def is_movable(inst: Instruction, module: Module | None = None) -> bool:
    """Single-threaded, ``inst`` may move or be merged: no memory effect, no side effect.

    Convergent value operations count as movable here (LLVM sees them as
    ``readnone`` calls); whether moving them is *allowed* is the convergence
    question each aware transform asks separately. Instructions that may raise UB
    are movable only where every path still executes them (see :func:`can_trap`).
    """
    if inst.opcode in BINARY_OPS or inst.opcode in CAST_OPS:
        return True
    if inst.opcode in ("icmp", "select", "freeze", "getelementptr"):
        return True
    if inst.opcode == "call" and not isinstance(inst.type, VoidType):
        if is_token_intrinsic(inst):
            return False
        return is_pure_intrinsic(inst) or is_value_convergent_op(inst)
    return False


def can_trap(inst: Instruction) -> bool:
    """Executing ``inst`` where the original did not could add UB (SEMANTICS.md, "Values")."""
    if inst.opcode in ("udiv", "urem", "sdiv", "srem"):
        divisor = inst.operands[1]
        if not isinstance(divisor, ConstInt) or divisor.value == 0:
            return True
        return inst.opcode in ("sdiv", "srem") and divisor.value == divisor.type.mask
    if inst.opcode in ("load", "store", "alloca"):
        return True
    if inst.opcode == "call":
        if inst.callee == "subgroupShuffle":
            # a poison lane operand is UB: only a value known never to be poison is safe
            return not never_poison(inst.operands[1])
        return not (is_pure_intrinsic(inst) or is_value_convergent_op(inst))
    return False


def never_poison(v: Value) -> bool:
    """A deliberately small proof that ``v`` is never poison: a constant integer, an
    argument (schedules give concrete values) or the lane id."""
    if isinstance(v, ConstInt | Argument):
        return True
    return isinstance(v, Instruction) and v.opcode == "call" and v.callee == conventions.LANE_ID


def same_operation(a: Instruction, b: Instruction, equiv: Callable[[Value, Value], bool]) -> bool:
    """``a`` and ``b`` compute the same thing, operands compared with ``equiv``."""
    if (a.opcode, a.type, a.flags, a.predicate, a.elem_type, a.callee, a.attrs) != (
        b.opcode, b.type, b.flags, b.predicate, b.elem_type, b.callee, b.attrs
    ):
        return False
    if a.opcode == "phi" or a.is_terminator or a.align != b.align:
        return False
    if len(a.operands) != len(b.operands) or len(a.bundles) != len(b.bundles):
        return False
    if any(x.tag != y.tag or len(x.inputs) != len(y.inputs) for x, y in zip(a.bundles, b.bundles, strict=True)):
        return False
    return all(
        equiv(x, y) or (is_constant(x) and x == y)
        for x, y in zip(a.all_operands(), b.all_operands(), strict=True)
    )


def is_constant(v: Value) -> bool:
    """Constants compare by value (``ConstInt(i1, 1)`` twice is the same ``true``)."""
    return not isinstance(v, Instruction | Argument)


# -- the driver every family uses ------------------------------------------------------------

Finder = Callable[[Function, Module], tuple[list[Any], list[str]]]
Applier = Callable[[Function, Module, Any], str]


@dataclass(frozen=True)
class Family:
    """A transform family: its sites and its edit, from which both forms are derived.

    ``find(fn, module, aware)`` lists the sites of the aware form (``aware=True``) or
    of the naive one, with the reasons for sites refused; ``apply`` makes the edit at
    one site and says what it did. :meth:`form` builds the aware transform or its
    naive twin, both run by :func:`drive` (the naive form tries the sites its aware
    twin refuses first: ``allowed``, by default the aware form's sites).
    """

    name: str
    #: What the aware form does (the registry's summary).
    summary: str
    #: What the naive form breaks, and where the seeds show it.
    bug: str
    find: Callable[[Function, Module, bool], tuple[list[Any], list[str]]]
    apply: Applier
    #: Why nothing fired when there is no site.
    nothing: str
    #: The naive form's edit, when it differs from the aware one.
    apply_naive: Applier | None = None
    #: The naive form's message when there is no site, when it differs.
    nothing_naive: str | None = None
    #: The sites the aware form would make (default: ``find(..., aware=True)``).
    allowed: Finder | None = None
    #: Its sites are calls of device functions: only modules with calls exercise it
    #: (``generate(..., calls=True)``).
    calls: bool = False

    def form(self, aware: bool) -> ApplyFn:
        """The aware transform (``name``) or its naive twin (``name-naive``)."""
        name = self.name if aware else self.name + "-naive"
        apply = self.apply if aware or self.apply_naive is None else self.apply_naive
        nothing = self.nothing if aware or self.nothing_naive is None else self.nothing_naive
        allowed = None if aware else (self.allowed or (lambda fn, m: self.find(fn, m, True)))

        def run(module: Module, function: str, rng: random.Random) -> TransformResult:
            return drive(module, function, rng, name, lambda fn, m: self.find(fn, m, aware),
                         apply, nothing, aware_find=allowed)

        run.__name__ = name.replace("-", "_")
        return run


def drive(module: Module, function: str, rng: random.Random, name: str, find: Finder,
          apply: Applier, nothing: str, *, aware_find: Finder | None = None) -> TransformResult:
    """Find the sites, try them in an order drawn from ``rng``, keep the first good result.

    A naive form passes its aware twin's finder as ``aware_find``: the sites the
    aware form refuses (the forbidden moves of the bug class) are tried first, so
    that the naive form reproduces its bug whenever the program offers a chance,
    instead of mostly making the moves that are legal anyway.

    Each attempt works on a fresh copy. A result must be well-formed SSA (else the
    transform has a bug: :class:`TransformError`) and must break no static rule of
    seed 000 that the input kept (e.g. moving an anchor can make convergence
    regions overlap, "Static Rules: Convergence Regions"); a site whose result
    would break one is skipped, like a site an aware form refuses.
    """
    from fuzzfarm.analysis.static_rules import check_function

    _, probe = copy_module(module, function)
    sites, refused = find(probe, module)
    if not sites:
        return not_fired(module, "; ".join(refused) or nothing)
    order = list(range(len(sites)))
    rng.shuffle(order)
    if aware_find is not None:
        allowed = aware_find(probe, module)[0]
        order.sort(key=lambda k: any(sites[k] == a for a in allowed))  # stable: forbidden first
    before = Counter(v.rule for v in check_function(module.kernel(function), module))
    skipped: list[str] = []
    for k in order:
        new, fn = copy_module(module, function)
        note = apply(fn, new, find(fn, new)[0][k])
        ensure_well_formed(fn, name)
        broken = Counter(v.rule for v in check_function(fn, new)) - before
        if not broken:
            return TransformResult(new, True, note)
        skipped.append(f"{note}: would break {', '.join(sorted(broken))}")
    return not_fired(module, "every site breaks a static rule; " + "; ".join(skipped[:2]))
