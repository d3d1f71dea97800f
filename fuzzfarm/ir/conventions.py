"""The kernel conventions: which callees are convergent operations and what they mean.

A case is one function executed by the threads of one subgroup. The names below
are the convergent operations the oracles understand (README.md, "IR
conventions"). Each is declared ``convergent``; its result is a function of the
*communicating set* S: the threads that execute converged dynamic instances of
the call (seed 000, "Dynamic Instances and Convergence Tokens").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fuzzfarm.ir.types import I1, I32, I64, TOKEN, VOID, Type

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function

ENTRY = "llvm.experimental.convergence.entry"
ANCHOR = "llvm.experimental.convergence.anchor"
LOOP = "llvm.experimental.convergence.loop"
CONVERGENCE_INTRINSICS = frozenset({ENTRY, ANCHOR, LOOP})

#: The lane id of the calling thread (not convergent: it reads a fixed per-thread value).
LANE_ID = "getSubgroupLocalInvocationId"


@dataclass(frozen=True)
class ConvergentOp:
    """One convergent operation of the catalogue."""

    name: str
    return_type: Type
    params: tuple[Type, ...]
    meaning: str


CATALOGUE: dict[str, ConvergentOp] = {
    op.name: op
    for op in (
        ConvergentOp("subgroupBallot", I64, (I1,), "bit L set iff lane L is in S and passed true"),
        ConvergentOp("subgroupAdd", I32, (I32,), "wrapping sum over S"),
        ConvergentOp("subgroupMin", I32, (I32,), "signed minimum over S"),
        ConvergentOp("subgroupMax", I32, (I32,), "signed maximum over S"),
        ConvergentOp("subgroupBroadcastFirst", I32, (I32,), "the value of the lowest lane in S"),
        ConvergentOp("subgroupElect", I1, (), "true only in the lowest lane of S"),
        ConvergentOp(
            "subgroupShuffle", I32, (I32, I32), "%v of lane %lane if that lane is in S, else poison"
        ),
        ConvergentOp(
            "subgroupControlBarrier", VOID, (), "no value; S is an observable event of each thread"
        ),
    )
}

#: Intrinsic signatures of the convergence control intrinsics.
INTRINSIC_SIGNATURES: dict[str, tuple[Type, tuple[Type, ...]]] = {
    ENTRY: (TOKEN, ()),
    ANCHOR: (TOKEN, ()),
    LOOP: (TOKEN, ()),
}

LANE_ID_SIGNATURE: tuple[Type, tuple[Type, ...]] = (I32, ())

#: Maximum subgroup size: ballot bit L is lane L of an i64.
MAX_SUBGROUP_SIZE = 64


def is_convergence_intrinsic(callee: str | None) -> bool:
    return callee in CONVERGENCE_INTRINSICS


def is_catalogue_op(callee: str | None) -> bool:
    return callee in CATALOGUE


def implicit_anchor(fn: Function) -> str | None:
    """The name of the kernel's implicit anchor, or None if it has none.

    Seed 000 ("Convergent Operations", informational note): a function that is not
    ``convergent`` may contain convergent operations; they do not depend on the
    set of threads entering the function as one communicating group, but on an
    implementation-defined subset of threads in the body, as with
    ``llvm.experimental.convergence.anchor`` ("Opportunistic Convergent
    Operations"). So the uncontrolled operations of a non-convergent kernel behave
    as if the body began with an anchor: its groupings are implementation choices
    (``Choices.anchors`` entries for this name, occurrence 1). The name, ``@`` and
    the function's name, can be no SSA value's name.
    """
    if fn.is_convergent:
        return None
    for inst in fn.instructions():
        if inst.opcode == "call" and is_catalogue_op(inst.callee) and inst.convergence_token is None:
            return "@" + fn.name
    return None
