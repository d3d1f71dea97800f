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
undefined, an alloca's count) may show the value, and the answer is yes.
"""

from __future__ import annotations

from fuzzfarm.ir.model import BINARY_OPS, CAST_OPS, FP_OPS, Instruction, users
from fuzzfarm.ir.types import FloatType, IntType, Type

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
PURE = (BINARY_OPS - {"udiv", "sdiv", "urem", "srem"}) | CAST_OPS | FP_OPS | frozenset(
    {"icmp", "select", "phi", "freeze", "getelementptr"})


def observed(inst: Instruction) -> bool:
    """Can ``inst``'s value reach a non-:data:`PURE` instruction of its function?

    True when unsure (an instruction in no function)."""
    block = inst.parent
    fn = block.parent if block is not None else None
    if fn is None:
        return True
    uses = users(fn)
    seen: set[Instruction] = {inst}
    work = [inst]
    while work:
        for user in uses.get(work.pop(), ()):
            if user.opcode not in PURE:
                return True
            if user not in seen:
                seen.add(user)
                work.append(user)
    return False
