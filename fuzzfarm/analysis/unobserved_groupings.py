"""Anchor groupings that nothing observable depends on (SEMANTICS.md, "Unobserved groupings").

An anchor's grouping is an implementation choice (seed 000,
"llvm.experimental.convergence.anchor"), and the oracles list every legal one,
which grows like the Bell numbers in the threads. Often the choice shows in
nothing: the operations hanging from the anchor compute a sum or a ballot that
is only stored into a value nobody reads. Then every legal grouping shows the
same behaviour as any other, the default one included, and the program has one
behaviour per cycle hierarchy at any wave size.

:func:`observed_by` answers *why* a grouping may show (None: it cannot). The
*sources* are the convergent calls whose communicating set an anchor grouping
decides: every call whose token chain (through loop hearts) starts at an
``anchor``, and, in a non-convergent kernel, every uncontrolled convergent call
(its implicit anchor, SEMANTICS.md "Non-convergent kernels"). Their grouping may
show only through their results when

- the kernel calls no defined function (a token or a value would cross a call);
- every source is a catalogue operation whose set decides its value and nothing
  else (:data:`VALUE_ONLY`: no event, no undefined behaviour that depends on the
  set, no approximation recorded); and
- those values reach nothing but pure data flow and the data operands of other
  convergent operations (:func:`fuzzfarm.analysis.observed.affected`: no branch,
  address, division, other call), and none of the values so reached is returned,
  written to memory, or computed where the oracles may record an approximation
  that depends on it (:func:`approximates`: a behaviour carries its approximations).
"""

from __future__ import annotations

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.analysis.observed import WRITES, affected
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.ir import clint
from fuzzfarm.ir.calls import calls_a_definition
from fuzzfarm.ir.conventions import ANCHOR, ENTRY, LOOP, OPS, implicit_anchor, token_chain_root
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.ir.types import FloatType, VectorType

#: Catalogue operations (by ``behaves_as``) whose communicating set S decides their
#: value and nothing else (SEMANTICS.md, "Convergent operations"): a ballot, sum,
#: minimum or maximum over S, S's lowest lane's value, elect, and a shuffle (poison for
#: a lane outside S; its undefined behaviour, a poison lane operand, does not depend on
#: S). Not the barrier, whose S is an event of each thread.
VALUE_ONLY = frozenset({"subgroupBallot", "subgroupAdd", "subgroupMin", "subgroupMax",
                        "subgroupBroadcastFirst", "subgroupElect", "subgroupShuffle"})


def grouping_sources(fn: Function) -> list[Instruction]:
    """The convergent calls of ``fn`` whose communicating set an anchor grouping
    decides (module docstring); loop hearts and the intrinsics themselves aside."""
    implicit = implicit_anchor(fn) is not None
    out = []
    for inst in fn.instructions():
        if inst.opcode != "call" or inst.callee in (ANCHOR, ENTRY, LOOP):
            continue
        if not is_convergent_call(inst, fn.module):
            continue
        root = token_chain_root(inst)
        if (isinstance(root, Instruction) and root.callee == ANCHOR) or (implicit and root is None):
            out.append(inst)
    return out


def has_groupings(fn: Function) -> bool:
    """Does ``fn`` have an anchor (explicit, or a non-convergent kernel's implicit one)?"""
    return implicit_anchor(fn) is not None or any(i.callee == ANCHOR for i in fn.instructions())


@per_function
def observed_by(fn: Function) -> str | None:
    """Why an anchor grouping of kernel ``fn`` may show in a behaviour, or None when no
    grouping can (module docstring; also None when ``fn`` has no anchor)."""
    if not has_groupings(fn):
        return None
    if calls_a_definition(fn):  # itself included (a recursive call runs the anchor again)
        return "it calls a defined function"
    sources = grouping_sources(fn)
    for inst in sources:
        spec = OPS.get(inst.callee or "")
        if spec is None or spec.behaves_as not in VALUE_ONLY:
            return f"%{inst.name or '?'} (@{inst.callee}) hangs from an anchor"
    reached = affected(fn, sources)
    if reached is None:
        return "a value an anchor's grouping decides may decide control flow, an address or an event"
    for inst in fn.instructions():
        shows = inst.opcode == "ret" or inst.opcode in WRITES
        if shows and any(o in reached for o in inst.operands):
            return f"a value an anchor's grouping decides reaches a {inst.opcode}"
    for inst in reached:
        if approximates(inst):
            return f"a value an anchor's grouping decides reaches a {inst.opcode} (an approximation)"
    return None


def approximates(inst: Instruction) -> bool:
    """May the oracles record an approximation at ``inst`` that depends on its operands'
    values (so a grouping could change a behaviour's approximations)? A ``freeze`` (of
    poison), a float value (NaN bits, denormals, a float reduction's order), an
    ``inbounds`` address (past a buffer the schedule sized) and an OpenCL integer
    built-in (``mul24``'s implementation-defined operands) may."""
    ty = inst.type
    if isinstance(ty, VectorType):
        ty = ty.element
    return inst.opcode in ("freeze", "getelementptr") or isinstance(ty, FloatType) or (
        inst.opcode == "call" and clint.is_builtin(inst.callee or ""))


def groupings_unobserved(fn: Function) -> bool:
    """Does ``fn`` have an anchor whose every grouping shows the same behaviour?"""
    return has_groupings(fn) and observed_by(fn) is None
