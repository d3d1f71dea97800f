"""Can an instruction's value reach anything a run shows?

Both oracles give ``freeze poison`` one fixed value (0) where LangRef lets it be
any value ("freeze" instruction: "an arbitrary, but fixed, value"), and record
the approximation so a difference that may come from it is never called a bug.
A frozen value that no observable depends on cannot make such a difference, so
it needs no record (oracles/SEMANTICS.md, "Values, poison, undefined behaviour").

"Depends" is followed through the data flow only: an instruction in :data:`PURE`
computes a value from its operands and nothing else (no memory, no event, no
control, no undefined behaviour: its poison-producing flags give poison, never
UB), so its users are followed in turn. Any other user (a return, a store or
load, a call of any kind, a branch or switch condition, a division that may be
undefined, an alloca's count) may show the value, and the answer is yes, with one
exception: a store of the value into a *private slot* (an alloca of the function that
only plain loads and stores address, :func:`private_slot_loads`) shows it only where a
load of that slot does, so those loads are followed in turn. clang's unoptimized output
(``-O1 -Xclang -disable-llvm-passes``) spills every value through such slots: HIP's
``__hip_atomic_fetch_min(&mn, x, ...)`` with its result unused stores the old value
into a temporary and loads it into nothing, and without this an atomic read-modify-write
whose result nobody reads looked observed, so every counter kernel was undecided
(oracles/SEMANTICS.md, "Memory the threads share", atomics).
"""

from __future__ import annotations

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.lifetimes import marker_kind
from fuzzfarm.ir.model import (
    BINARY_OPS,
    CAST_OPS,
    FP_OPS,
    VECTOR_OPS,
    Function,
    Instruction,
    Value,
    users,
)
from fuzzfarm.ir.types import FloatType, IntType, Type
from fuzzfarm.ir.vectors import ElementInstruction

#: The approximation a frozen integer poison records: 0 is one of the values LangRef
#: allows, so a run of *after* with it is a real execution (fuzzfarm.refinement.compare).
FREEZE_POISON = "freeze-poison"
#: A frozen pointer poison reads as null, which LangRef does not promise is a value it
#: may take ("a non-dereferenceable pointer"): an approximation on either side.
FREEZE_POISON_POINTER = "freeze-poison-pointer"


def freeze_approximation(ty: Type) -> str:
    """What a run that froze a poison of type ``ty`` records."""
    return FREEZE_POISON if isinstance(ty, IntType | FloatType) else FREEZE_POISON_POINTER

#: Opcodes whose result depends on their operands alone and that cannot be undefined.
PURE = (BINARY_OPS - {"udiv", "sdiv", "urem", "srem"}) | CAST_OPS | FP_OPS | VECTOR_OPS | frozenset(
    {"icmp", "select", "phi", "freeze", "getelementptr", "extractvalue"})


def observed(inst: Instruction) -> bool:
    """Can ``inst``'s value reach a non-:data:`PURE` instruction of its function?

    True when unsure (an instruction in no function). An element of a vector
    instruction (:class:`~fuzzfarm.ir.vectors.ElementInstruction`) can show where the
    whole vector can."""
    if isinstance(inst, ElementInstruction) and inst.whole is not None:
        inst = inst.whole
    block = inst.parent
    fn = block.parent if block is not None else None
    if fn is None:
        return True
    uses = users(fn)
    seen: set[Instruction] = {inst}
    work = [inst]
    while work:
        value = work.pop()
        for user in uses.get(value, ()):
            if user.opcode in PURE:
                follow = [user]
            elif user.opcode == "store" and user.operands[1] is not value:
                slot_loads = private_slot_loads(user.operands[1], uses)
                if slot_loads is None:
                    return True
                follow = slot_loads
            else:
                return True
            for nxt in follow:
                if nxt not in seen:
                    seen.add(nxt)
                    work.append(nxt)
    return False


def private_slot_loads(ptr: Value, uses: dict[Value, list[Instruction]]) -> list[Instruction] | None:
    """Every load of the alloca ``ptr`` is (itself or an ``addrspacecast`` of it, as
    clang's ``addrspace(5)`` allocas are used), or None when ``ptr`` is no such alloca or
    the alloca may be read otherwise: any use but a load from it, a store to it (not of
    it), a lifetime marker or an ``addrspacecast`` counts as an escape (a GEP, a call, an
    atomic read-modify-write, a compare). Only those loads then read what is stored
    there: the slot is the thread's own memory (LangRef, "alloca": a stack object)."""
    while isinstance(ptr, Instruction) and ptr.opcode == "addrspacecast":
        ptr = ptr.operands[0]
    if not isinstance(ptr, Instruction) or ptr.opcode != "alloca":
        return None
    loads: list[Instruction] = []
    pointers = [ptr]
    for pointer in pointers:
        for user in uses.get(pointer, ()):
            if user.opcode == "load":
                loads.append(user)
            elif user.opcode == "store" and user.operands[0] is not pointer:
                continue
            elif user.opcode == "addrspacecast":
                pointers.append(user)
            elif not (user.opcode == "call" and marker_kind(user.callee)):
                return None
    return loads



def loaded_values(fn: Function) -> frozenset[Instruction] | None:
    """Every instruction of kernel ``fn`` whose value depends, through :data:`PURE` data
    flow alone, on a value ``fn`` loads; None when a loaded value may reach anything but a
    stored value (only loads read memory, and they are in the set) or a returned one (a
    branch or switch condition, an address, a call, a division) or ``fn`` calls a definition.

    Why the uniformity check asks (``fuzzfarm.uniformity.check``): in a run whose threads
    race on a buffer they really share, a read is undef (LangRef's memory model), and the
    model's value is only one of undef's. Undef may be any value, so the run is still an
    execution of the kernel, and the values outside this set (which no load decides, and
    whose control flow no load decides) are as they would be there; those inside are
    undef's, which a compiler may make the same in every thread. Where a loaded value
    reaches control flow, an address or a division, the undef could be undefined behaviour
    (the compiler may pick the value that makes it so, LangRef "Undefined Values"), which
    allows anything: None, and the run judges nothing. The same holds for a module
    global's racy read and for an ``atomicrmw``'s old value when threads' atomics could
    come in another order, and a ``cmpxchg``'s (oracles/SEMANTICS.md, "Memory the threads share")."""
    if any(f is not fn for f in reachable_functions(fn)):
        return None
    uses = users(fn)
    work = [inst for inst in fn.instructions() if inst.opcode in ("load", "atomicrmw", "cmpxchg")]
    seen: set[Instruction] = set(work)
    while work:
        value = work.pop()
        for user in uses.get(value, ()):
            if user.opcode == "ret" or (user.opcode == "store" and user.operands[1] is not value):
                continue
            if user.opcode not in PURE:
                return None
            if user not in seen:
                seen.add(user)
                work.append(user)
    return frozenset(seen)
