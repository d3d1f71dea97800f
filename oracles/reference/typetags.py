"""Type puns through ``!tbaa``: an access whose tag cannot alias the bytes' stored tag.

Each byte a tagged store writes keeps the store's tag (``MemObject.tags``; an untagged
write clears it, ``llvm.memcpy`` carries it along with the byte). A tagged load that
reads, or a tagged store that overwrites, a byte whose tag LLVM's TBAA says its own
cannot alias (:func:`fuzzfarm.ir.tbaa.may_alias`) is a *type pun*: undefined under C's
and C++'s aliasing rules, and an optimizer may reorder or fold the two accesses as if
they touched different memory (opt-19's O3 returns 1 from ``*a = 1; *b = 2.0f; return
*a;`` with ``b`` aliasing ``a``). The run is marked :data:`fuzzfarm.behaviour.TYPE_PUN`
and names the access, so a difference from it is inconclusive, neither a violation nor
a pass (oracles/SEMANTICS.md, "Values"). A store counts as well as a load: LLVM asks
TBAA about two stores too (whether one may be moved past the other).

Decided per run, on the bytes actually touched: a kernel whose int and float accesses
touch different memory is not marked, and a real miscompilation of it stays a violation.
"""

from __future__ import annotations

from fuzzfarm.ir.layout import store_size
from fuzzfarm.ir.model import Instruction
from fuzzfarm.ir.tbaa import AccessTag, may_alias
from fuzzfarm.ir.types import Type
from oracles.reference.memory import Memory
from oracles.reference.values import Pointer


def conflict(memory: Memory, ptr: object, ty: Type, tag: AccessTag | None) -> AccessTag | None:
    """The stored tag of a byte the access of ``ty`` at ``ptr`` through ``tag`` touches and
    cannot alias, or None (no pun; also for a pointer no access could go through: the
    access itself then says what is wrong)."""
    if tag is None or not isinstance(ptr, Pointer) or ptr.obj is None:
        return None
    if not 0 <= ptr.obj < len(memory.objects):
        return None
    tags = memory.objects[ptr.obj].tags
    if not tags:
        return None
    for byte in range(ptr.offset, ptr.offset + store_size(ty)):
        stored = tags.get(byte)
        if stored is not None and stored is not tag and not may_alias(tag, stored):
            return stored
    return None


def describe(inst: Instruction, stored: AccessTag, obj: str) -> str:
    """``load %8 in @f read bytes of %out stored as 'float' through an 'int' tag``."""
    assert inst.tbaa is not None
    fn = inst.parent.parent.name if inst.parent is not None and inst.parent.parent is not None else "?"
    if inst.name is not None:
        where = f"%{inst.name}"
    else:
        block = inst.parent
        where = f"at %{block.name}#{block.instructions.index(inst)}" if block is not None else ""
    verb = "read" if inst.opcode == "load" else "overwrote"
    mine = inst.tbaa.describe()
    article = "an" if mine[1:2].lower() in tuple("aeiou") else "a"
    return (f"{inst.opcode} {where} in @{fn} {verb} bytes of {obj} stored as {stored.describe()} "
            f"through {article} {mine} tag (a type pun !tbaa lets LLVM assume away)")


def object_name(memory: Memory, ptr: object) -> str:
    """The name of the object ``ptr`` points into, for :func:`describe`."""
    assert isinstance(ptr, Pointer) and ptr.obj is not None
    return memory.objects[ptr.obj].name
