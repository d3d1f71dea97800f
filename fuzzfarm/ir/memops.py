"""``llvm.memcpy``, ``llvm.memmove`` and ``llvm.memset`` (and their ``.inline`` forms):
which call is which, as both oracles read them (LangRef, "Standard C/C++ Library
Intrinsics"; oracles/SEMANTICS.md, "Aggregates").

``memcpy(dst, src, len, i1 volatile)`` copies ``len`` bytes exactly as they are (poison,
undefined and pointer bytes included); overlapping ranges are undefined behaviour.
``memmove`` allows them. ``memset(dst, i8 val, len, i1 volatile)`` writes ``val`` into
``len`` bytes. A length of 0 does nothing. A volatile one is outside the model.
"""

from __future__ import annotations

from fuzzfarm.ir.model import ConstInt, Instruction

#: Kind of each intrinsic family, by the name's prefix (the overload suffix follows).
_FAMILIES = {
    "llvm.memcpy.inline.": "memcpy",
    "llvm.memcpy.": "memcpy",
    "llvm.memmove.": "memmove",
    "llvm.memset.inline.": "memset",
    "llvm.memset.": "memset",
}


def memory_op(callee: str | None) -> str | None:
    """``memcpy``, ``memmove`` or ``memset`` for a call of that intrinsic, else None."""
    if callee is None or not callee.startswith("llvm.mem"):
        return None
    for prefix, kind in _FAMILIES.items():
        if callee.startswith(prefix):
            return kind
    return None


def refusal(inst: Instruction) -> str | None:
    """Why the model does not execute this memory intrinsic call, or None."""
    volatile = inst.operands[3] if len(inst.operands) == 4 else None
    if not isinstance(volatile, ConstInt) or volatile.value:
        return f"@{inst.callee} that may be volatile"
    return None
