"""The static rules of convergence control (seed 000), checked on the IR model.

A program that breaks one of them is *ill-formed*: its convergence is not
defined, so neither oracle may judge it and any transform result built from it
says nothing. Every rule of seed 000 that constrains the program text has a
stable id (see :data:`RULES`); LLVM's verifier checks most of them too, and
``tests/test_static_rules.py`` cross-checks both on hand-written cases (with an
explicit list of the cases where LLVM and the seed differ).

Closed paths are checked on cycles, as the seed's "sufficient condition" note
allows: any closed path breaking a rule contains a cycle breaking the same
rule. Every cycle of the hierarchy is checked, not only the innermost one, and
a violation found in several nested cycles is reported once, for the
outermost.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations

from fuzzfarm.analysis.cycles import (
    Cycle,
    CycleInfo,
    SuccessorOrder,
    compute_cycles,
    natural_order,
)
from fuzzfarm.analysis.regions import (
    CONVERGENCECTRL,
    InstructionDominance,
    bundle_tokens,
    convergence_regions,
    cycle_hearts,
    format_instruction,
    instruction_text,
    intrinsic_kind,
    token_definitions,
)
from fuzzfarm.ir import conventions
from fuzzfarm.ir.model import Function, Instruction, Module, Value
from fuzzfarm.ir.types import TokenType

SEED = "seed 000"


@dataclass(frozen=True)
class Rule:
    """A static rule: its stable id, the seed section stating it, and what it demands."""

    id: str
    section: str
    summary: str


_TOKENS = "Dynamic Instances and Convergence Tokens"
_ENTRY = "Convergence Control Intrinsics: llvm.experimental.convergence.entry"
_LOOP = "Convergence Control Intrinsics: llvm.experimental.convergence.loop"
_ANCHOR = "Convergence Control Intrinsics: llvm.experimental.convergence.anchor"
_MIXING = "Uncontrolled Convergent Operations"
_CLOSED = "Static Rules: Closed Paths"
_REGIONS = "Static Rules: Convergence Regions"

RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        Rule(
            "token-from-intrinsic",
            _TOKENS,
            "a convergencectrl token is produced by a convergence control intrinsic call",
        ),
        Rule(
            "token-bundle-only",
            _TOKENS,
            "token values are used only in convergencectrl bundles (never in phi, select, "
            "call arguments ...)",
        ),
        Rule(
            "bundle-one-token",
            _TOKENS,
            "a call has at most one convergencectrl bundle, holding exactly one token",
        ),
        Rule(
            "token-dominance", _TOKENS, "the definition of a token dominates each of its uses (SSA)"
        ),
        Rule(
            "entry-needs-convergent-function",
            _ENTRY,
            "the entry intrinsic occurs only in a convergent function",
        ),
        Rule(
            "entry-in-entry-block",
            _ENTRY,
            "the entry intrinsic occurs only in the function's entry block",
        ),
        Rule("entry-at-most-once", _ENTRY, "the entry intrinsic occurs at most once in a function"),
        Rule(
            "entry-first",
            _ENTRY,
            "the entry intrinsic precedes every other convergent operation of its block",
        ),
        Rule("entry-no-bundle", _ENTRY, "the entry intrinsic has no convergencectrl bundle"),
        Rule("loop-needs-bundle", _LOOP, "the loop intrinsic has a convergencectrl bundle"),
        Rule(
            "loop-first",
            _LOOP,
            "the loop intrinsic precedes every other convergent operation of its block",
        ),
        Rule("anchor-no-bundle", _ANCHOR, "the anchor intrinsic has no convergencectrl bundle"),
        Rule(
            "no-mixing",
            _MIXING,
            "a function with a controlled convergent operation has no uncontrolled one "
            "(convergence intrinsics excepted)",
        ),
        Rule(
            "closed-path-1",
            _CLOSED,
            "a closed path using token T other than by a loop intrinsic contains T's definition",
        ),
        Rule(
            "closed-path-2",
            _CLOSED,
            "a closed path with two distinct uses of token T contains T's definition "
            "(so also: at most one heart per cycle)",
        ),
        Rule(
            "closed-path-3",
            _CLOSED,
            "a closed path using two distinct tokens contains the definition of one of them",
        ),
        Rule(
            "heart-dominates-cycle",
            _CLOSED,
            "a use U of T on a closed path without T's definition dominates the whole path "
            "(rule 4: hearts sit in natural-loop headers)",
        ),
        Rule(
            "region-nesting",
            _REGIONS,
            "a convergence region containing a use of token T2 contains T2's definition",
        ),
    )
}


@dataclass(frozen=True, eq=False)
class Violation:
    """One broken rule: its id, a one-line message citing the seed, the instructions at fault."""

    rule: str
    message: str
    instructions: tuple[Instruction, ...] = ()
    function: str = ""

    @property
    def section(self) -> str:
        return RULES[self.rule].section

    @property
    def headline(self) -> str:
        """``[rule] message``: the one line verdicts and signatures quote."""
        return f"[{self.rule}] {self.message}"

    def describe(self) -> str:
        """The message, then each offending instruction printed with its block."""
        lines = [f"[{self.rule}] @{self.function}: {self.message}"]
        lines.extend("    " + format_instruction(i) for i in self.instructions)
        return "\n".join(lines)


def is_convergent_call(inst: Instruction, module: Module | None = None) -> bool:
    """A convergent call site (seed 000, "Convergent Operations").

    A call is convergent when it calls a convergent function directly, carries
    the ``convergent`` attribute, or has a ``convergencectrl`` bundle. The
    convergence intrinsics are convergent (LLVM declares them so). Without a
    module, catalogue operations are taken as convergent (the conventions
    require their declarations to be).
    """
    if inst.opcode != "call":
        return False
    if conventions.is_convergence_intrinsic(inst.callee):
        return True
    if "convergent" in inst.attrs or any(b.tag == CONVERGENCECTRL for b in inst.bundles):
        return True
    if module is not None:
        callee = module.functions.get(inst.callee or "")
        if callee is not None:
            return callee.is_convergent
    return conventions.is_catalogue_op(inst.callee)


@dataclass
class _Checker:
    """Shared state of one function's check: analyses computed once, violations deduplicated."""

    fn: Function
    module: Module | None
    order: SuccessorOrder
    dominance: InstructionDominance = field(init=False)
    cycles: CycleInfo = field(init=False)
    violations: list[Violation] = field(default_factory=list)
    _seen: set[tuple[str, tuple[int, ...]]] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.dominance = InstructionDominance(self.fn)
        self.cycles = compute_cycles(self.fn, self.order)

    def report(self, rule: str, text: str, *instructions: Instruction) -> None:
        key = (rule, tuple(sorted(id(i) for i in instructions)))
        if key in self._seen:
            return
        self._seen.add(key)
        message = f'{text} ({SEED}, "{RULES[rule].section}")'
        self.violations.append(Violation(rule, message, tuple(instructions), self.fn.name))

    def calls(self) -> Iterator[Instruction]:
        return (i for i in self.fn.instructions() if i.opcode == "call")


def check_function(
    fn: Function, module: Module | None = None, order: SuccessorOrder = natural_order
) -> list[Violation]:
    """Every static rule of seed 000 that ``fn`` breaks (empty: well-formed).

    ``order`` selects the DFS order of the cycle hierarchy; the verdict does not
    depend on it (closed paths are a property of the CFG), which the tests check.
    """
    if fn.is_declaration:
        return []
    c = _Checker(fn, module, order)
    _check_bundles(c)
    _check_token_values(c)
    _check_entry(c)
    _check_loop_and_anchor(c)
    _check_mixing(c)
    _check_dominance(c)
    _check_closed_paths(c)
    _check_region_nesting(c)
    return c.violations


def check_module(module: Module, order: SuccessorOrder = natural_order) -> list[Violation]:
    """The violations of every function definition of ``module``, in module order, after
    those of the module's signatures (a non-intrinsic function returning or taking a token)."""
    out = _check_signatures(module)
    for fn in module.definitions:
        out.extend(check_function(fn, module, order))
    return out


def _name(v: Value) -> str:
    try:
        return v.ref()
    except TypeError:
        return repr(v)


# --------------------------------------------------------------------------
# Tokens and bundles: seed 000, "Dynamic Instances and Convergence Tokens".


def _check_bundles(c: _Checker) -> None:
    """Seed 000, "Dynamic Instances and Convergence Tokens": a convergent operation may have
    *an* optional convergencectrl bundle *with a* convergence token operand, and that
    token is defined by a convergence control intrinsic ("Convergence Control
    Intrinsics": the intrinsics are how tokens are produced)."""
    for inst in c.fn.instructions():
        # A token-valued instruction other than an intrinsic call (a phi, a call of an
        # ordinary function) produces no convergence token, used or not.
        if isinstance(inst.type, TokenType) and intrinsic_kind(inst) is None:
            c.report(
                "token-from-intrinsic",
                f"token {_name(inst)} is produced by a {inst.opcode}, "
                "not by a convergence control intrinsic",
                inst,
            )
    for call in c.calls():
        ctrl = [b for b in call.bundles if b.tag == CONVERGENCECTRL]
        if len(ctrl) > 1:
            c.report("bundle-one-token", "call has several convergencectrl bundles", call)
        for b in ctrl:
            if len(b.inputs) != 1 or not isinstance(b.inputs[0].type, TokenType):
                c.report(
                    "bundle-one-token",
                    f"convergencectrl bundle has {len(b.inputs)} operand(s), "
                    "expected exactly one token",
                    call,
                )
        for v in bundle_tokens(call):
            if isinstance(v.type, TokenType) and not isinstance(v, Instruction):
                c.report(
                    "token-from-intrinsic",
                    f"token {_name(v)} is not produced by a convergence control intrinsic",
                    call,
                )


def _check_signatures(module: Module) -> list[Violation]:
    """Only the convergence intrinsics produce tokens (seed 000, "Convergence Control
    Intrinsics"), so no other function returns or takes one: a token argument would carry
    a dynamic instance of the caller into another function, which only the convergencectrl
    bundle of the call may do."""
    out: list[Violation] = []
    section = RULES["token-from-intrinsic"].section
    for fn in module.functions.values():
        if conventions.is_convergence_intrinsic(fn.name):
            continue
        if isinstance(fn.return_type, TokenType) or any(
            isinstance(a.type, TokenType) for a in fn.args
        ):
            out.append(
                Violation(
                    "token-from-intrinsic",
                    f"@{fn.name} returns or takes a token but is not a convergence control "
                    f'intrinsic ({SEED}, "{section}")',
                    (),
                    fn.name,
                )
            )
    return out


def _check_token_values(c: _Checker) -> None:
    """Seed 000, "Dynamic Instances and Convergence Tokens": tokens are values of type
    ``token``, so they cannot flow through phi or select; their only meaningful use is the
    convergencectrl bundle of a (thereby convergent) call."""
    for inst in c.fn.instructions():
        for v in inst.operands:
            if isinstance(v.type, TokenType):
                what = "a phi" if inst.opcode == "phi" else f"a {inst.opcode} operand"
                c.report(
                    "token-bundle-only",
                    f"token {_name(v)} used as {what}, not in a convergencectrl bundle",
                    inst,
                )
        for b in inst.bundles:
            if b.tag != CONVERGENCECTRL and any(isinstance(v.type, TokenType) for v in b.inputs):
                c.report("token-bundle-only", f'token used in a "{b.tag}" bundle', inst)


# --------------------------------------------------------------------------
# Placement of the intrinsics: seed 000, "Convergence Control Intrinsics".


def _preceded_by_convergent(c: _Checker, inst: Instruction) -> Instruction | None:
    """The first convergent call before ``inst`` in its block, if any."""
    block = inst.parent
    if block is None:
        return None
    for other in block.instructions:
        if other is inst:
            return None
        if is_convergent_call(other, c.module):
            return other
    return None


def _check_entry(c: _Checker) -> None:
    """Seed 000, "llvm.experimental.convergence.entry": at most once per function, only in
    the entry block, before any other convergent operation of that block, only in a
    convergent function, and never with a convergencectrl bundle."""
    entries = [i for i in c.calls() if intrinsic_kind(i) == "entry"]
    for e in entries:
        if not c.fn.is_convergent:
            c.report(
                "entry-needs-convergent-function",
                f"entry intrinsic in @{c.fn.name}, which is not convergent",
                e,
            )
        if e.parent is not c.fn.entry:
            c.report("entry-in-entry-block", "entry intrinsic outside the entry block", e)
        before = _preceded_by_convergent(c, e)
        if before is not None:
            c.report(
                "entry-first",
                "entry intrinsic preceded by a convergent operation in its block",
                before,
                e,
            )
        if any(b.tag == CONVERGENCECTRL for b in e.bundles):
            c.report("entry-no-bundle", "entry intrinsic with a convergencectrl bundle", e)
    if len(entries) > 1:
        c.report(
            "entry-at-most-once",
            f"{len(entries)} entry intrinsic calls in one function",
            *entries,
        )


def _check_loop_and_anchor(c: _Checker) -> None:
    """Seed 000, "llvm.experimental.convergence.loop": omitting the bundle is an error, and
    the call precedes any other convergent operation of its block.
    "llvm.experimental.convergence.anchor": passing a bundle is an error."""
    for call in c.calls():
        kind = intrinsic_kind(call)
        if kind == "loop":
            if not any(isinstance(v.type, TokenType) for v in bundle_tokens(call)):
                c.report(
                    "loop-needs-bundle", "loop intrinsic without a convergencectrl token", call
                )
            before = _preceded_by_convergent(c, call)
            if before is not None:
                c.report(
                    "loop-first",
                    "loop intrinsic preceded by a convergent operation in its block",
                    before,
                    call,
                )
        elif kind == "anchor" and any(b.tag == CONVERGENCECTRL for b in call.bundles):
            c.report("anchor-no-bundle", "anchor intrinsic with a convergencectrl bundle", call)


# --------------------------------------------------------------------------
# Seed 000, "Uncontrolled Convergent Operations".


def _check_mixing(c: _Checker) -> None:
    """Seed 000, "Uncontrolled Convergent Operations": if a function contains a controlled
    convergent operation (one with a convergencectrl bundle), all its convergent operations
    are controlled or calls to the convergence intrinsics. A bare entry or anchor call is
    therefore *not* controlled by itself (LLVM's verifier counts it as controlled: a
    documented difference)."""
    controlled = [i for i in c.calls() if any(b.tag == CONVERGENCECTRL for b in i.bundles)]
    if not controlled:
        return
    for call in c.calls():
        if (
            is_convergent_call(call, c.module)
            and intrinsic_kind(call) is None
            and not any(b.tag == CONVERGENCECTRL for b in call.bundles)
        ):
            c.report(
                "no-mixing",
                "uncontrolled convergent operation in a function with controlled ones",
                call,
                controlled[0],
            )


# --------------------------------------------------------------------------
# SSA dominance of token uses.


def _check_dominance(c: _Checker) -> None:
    """Seed 000, "Dynamic Instances and Convergence Tokens": a token value represents the
    dynamic instance that produced it, so the producing instruction must have executed:
    its definition dominates the use (SSA; the closed-path rules assume it)."""
    for inst in c.fn.instructions():
        for v in bundle_tokens(inst):
            if not isinstance(v, Instruction) or v.parent is None:
                continue
            if not c.dominance.dominates(v, inst):
                c.report(
                    "token-dominance",
                    f"definition of token {_name(v)} does not dominate this use",
                    v,
                    inst,
                )


# --------------------------------------------------------------------------
# Seed 000, "Static Rules": closed paths, checked on every cycle.


def _outside_uses(c: _Checker, cycle: Cycle) -> list[tuple[Instruction, Instruction]]:
    """(use, token definition) pairs with the use in ``cycle`` and the definition outside."""
    out: list[tuple[Instruction, Instruction]] = []
    for block in c.fn.blocks:
        if block not in cycle.blocks:
            continue
        for inst in block.instructions:
            token = inst.convergence_token
            if (
                isinstance(token, Instruction)
                and token.parent is not None
                and token.parent not in cycle.blocks
            ):
                out.append((inst, token))
    return out


def _check_closed_paths(c: _Checker) -> None:
    """Seed 000, "Static Rules", closed paths rules 1-4, on each cycle C (parents first).

    A block-level check is exact: a closed path through a block passes every
    instruction of it, so "contains the definition" is "contains its block".
    """
    for cycle in c.cycles.all_cycles():
        uses = _outside_uses(c, cycle)
        where = f"cycle headed by %{cycle.header.name}"
        # Rule 1: only a loop intrinsic may use, inside a closed path, a token defined outside.
        for use, token in uses:
            if intrinsic_kind(use) != "loop":
                c.report(
                    "closed-path-1",
                    f"token {_name(token)} used in the {where}, which does not contain "
                    "its definition, by an instruction other than a loop intrinsic",
                    token,
                    use,
                )
        for (u1, t1), (u2, t2) in combinations(uses, 2):
            if t1 is t2:
                # Rule 2: two distinct uses of T in a closed path without T's definition
                # (two hearts of one cycle with the same token land here).
                c.report(
                    "closed-path-2",
                    f"two uses of token {_name(t1)} in the {where}, which does not "
                    "contain its definition",
                    t1,
                    u1,
                    u2,
                )
            else:
                # Rule 3: uses of two distinct tokens, neither defined in the closed path.
                c.report(
                    "closed-path-3",
                    f"tokens {_name(t1)} and {_name(t2)} both used in the {where}, "
                    "which contains neither definition",
                    u1,
                    u2,
                )
        # Rule 4: such a use dominates every node of the closed path (so a heart sits in
        # the header of a natural loop; an irreducible cycle can have no heart).
        domtree = c.dominance.domtree
        for use, token in uses:
            if use.parent is None:
                continue
            if not all(domtree.dominates(use.parent, b) for b in cycle.blocks):
                c.report(
                    "heart-dominates-cycle",
                    f"use of token {_name(token)} in %{use.parent.name} does not dominate "
                    f"every block of the {where}"
                    + ("" if cycle.is_reducible else " (an irreducible cycle)"),
                    use,
                )


# --------------------------------------------------------------------------
# Seed 000, "Static Rules": convergence regions nest.


def _check_region_nesting(c: _Checker) -> None:
    """Seed 000, "Static Rules", convergence regions: if the region of T1 contains a use of
    T2, it contains T2's definition too (regions nest properly)."""
    regions = convergence_regions(c.fn, c.dominance)
    for d1, region in regions.items():
        for d2, other in regions.items():
            if d2 is d1:
                continue
            inside = [u for u in other.uses if region.contains(u)]
            if inside and not region.contains(d2):
                c.report(
                    "region-nesting",
                    f"the convergence region of {_name(d1)} contains a use of {_name(d2)} "
                    f"but not its definition",
                    d1,
                    d2,
                    inside[0],
                )


# --------------------------------------------------------------------------
# Readable summary for ``fuzzfarm check``.


def describe_function(fn: Function, order: SuccessorOrder = natural_order) -> str:
    """The cycle hierarchy, the hearts of each cycle and every token's convergence region."""
    lines = [f"function @{fn.name} ({'convergent' if fn.is_convergent else 'not convergent'})"]
    if fn.is_declaration:
        return lines[0] + ": a declaration"
    info = compute_cycles(fn, order)
    lines.append("cycle hierarchy:")
    lines.extend("  " + ln for ln in info.describe().splitlines())
    lines.append("hearts:")
    hearts = cycle_hearts(info)
    if not hearts:
        lines.append("  no cycles")
    for cycle, found in hearts.items():
        label = f"  cycle %{cycle.header.name}: "
        if not found:
            lines.append(label + "no heart")
        for h in found:
            block = h.parent.name if h.parent is not None else "?"
            lines.append(label + f"heart in %{block}: {instruction_text(h)}")
    lines.append("convergence regions:")
    regions = convergence_regions(fn)
    if not token_definitions(fn):
        lines.append("  no convergence tokens")
    for region in regions.values():
        lines.extend("  " + ln for ln in region.describe().splitlines())
    return "\n".join(lines)
