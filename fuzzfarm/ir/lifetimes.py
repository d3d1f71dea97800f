"""Lifetime markers: ``llvm.lifetime.start`` and ``llvm.lifetime.end`` on allocas.

clang writes them around every local variable's alloca (HIP's in ``addrspace(5)``)
before optimization, so a real kernel's unoptimized IR is full of them. LangRef
("Object Lifetime", "llvm.lifetime.start"): an alloca named by a marker is dead until
``lifetime.start``, which makes it alive with undefined contents; ``lifetime.end``
makes it dead again. A load from a dead object is poison (LLVM 22's LangRef; LLVM 19's
made any access UB, and poison is what both allow for a load), a store to it is UB.
Both oracles implement that (oracles/SEMANTICS.md, "Values"); a marker on anything but
an alloca of its function is unsupported (LangRef leaves it a no-op or forbids it,
depending on the version).
"""

from __future__ import annotations

from fuzzfarm.ir.layout import store_size
from fuzzfarm.ir.model import ConstInt, Function, Instruction

MARKERS = ("lifetime.start", "lifetime.end")


def marker_kind(callee: str | None) -> str | None:
    """``"lifetime.start"``/``"lifetime.end"`` for a marker's callee (any overload), else None."""
    if not callee or not callee.startswith("llvm.lifetime."):
        return None
    parts = callee.split(".")
    kind = ".".join(parts[1:3])
    return kind if kind in MARKERS else None


def marked_alloca(inst: Instruction) -> Instruction | None:
    """The alloca a lifetime marker call names (its last operand), or None when it names
    anything else."""
    ptr = inst.operands[-1] if inst.operands else None
    return ptr if isinstance(ptr, Instruction) and ptr.opcode == "alloca" else None


def marked_allocas(fn: Function) -> frozenset[Instruction]:
    """The allocas of ``fn`` some lifetime marker names: they start dead."""
    return frozenset(a for i in fn.instructions() if i.opcode == "call" and marker_kind(i.callee)
                     if (a := marked_alloca(i)) is not None)


def marked_size(inst: Instruction) -> int:
    """The size operand LLVM 19 wants on a marker (LLVM 22 dropped it): the alloca's
    bytes, or -1 (LangRef: "variable sized") when they are not a constant."""
    alloca = marked_alloca(inst)
    if alloca is None or alloca.elem_type is None:
        return -1
    count = alloca.operands[0] if alloca.operands else None
    if count is not None and not isinstance(count, ConstInt):
        return -1
    return store_size(alloca.elem_type) * (1 if count is None else count.value)
