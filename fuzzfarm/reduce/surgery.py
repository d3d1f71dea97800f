"""IR surgery the program reductions share: placeholders, token removal, CFG tidying.

Everything here edits a function in place and keeps the model's invariants
(``Instruction.parent``, phi incoming lists parallel to their blocks); none of
it promises a well-formed result, which the reducer checks on the printed text.
"""

from __future__ import annotations

from fuzzfarm.ir import conventions, floatbits
from fuzzfarm.ir.calls import module_definitions
from fuzzfarm.ir.model import (
    Block,
    ConstFloat,
    ConstInt,
    Function,
    Instruction,
    Module,
    NullPtr,
    Value,
    users,
)
from fuzzfarm.ir.types import FloatType, IntType, PtrType, TokenType, VoidType
from fuzzfarm.transforms.edit import remove_unreachable, replace_all_uses


def size(fn: Function) -> tuple[int, int]:
    """``(blocks, instructions)``: the statistics reductions are judged by, over the
    kernel and the device functions of its module."""
    fns = module_definitions(fn)
    return (sum(len(f.blocks) for f in fns),
            sum(len(b.instructions) for f in fns for b in f.blocks))


def placeholder(value: Value, one: bool = False) -> Value | None:
    """The constant that replaces a deleted value: 0 (or 1), ``false``, ``null``; None for tokens."""
    ty = value.type
    if isinstance(ty, IntType):
        return ConstInt(ty, 1 if one else 0)
    if isinstance(ty, FloatType):  # 0.0 or 1.0
        return ConstFloat(ty, floatbits.from_decimal("1.0" if one else "0.0", ty))
    if isinstance(ty, PtrType) and ty.addrspace == 0:
        return NullPtr()
    return None


def is_token(value: Value) -> bool:
    return isinstance(value.type, TokenType)


def is_token_def(inst: Instruction) -> bool:
    return inst.opcode == "call" and conventions.is_convergence_intrinsic(inst.callee)


def detach(inst: Instruction) -> None:
    if inst.parent is not None and inst in inst.parent.instructions:
        inst.parent.instructions.remove(inst)
    inst.parent = None


def delete_value(fn: Function, inst: Instruction, one: bool = False) -> bool:
    """Replace every use of ``inst`` by a placeholder and delete it (not for tokens)."""
    if inst.is_terminator or is_token(inst):
        return False
    if not isinstance(inst.type, VoidType):
        new = placeholder(inst, one)
        if new is None:
            return False
        replace_all_uses(fn, inst, new)
    detach(inst)
    return True


def remove_token(fn: Function, token: Instruction) -> None:
    """Delete a token definition with every call that names it (transitively)."""
    for user in [u for u in users(fn).get(token, []) if u.parent is not None]:
        if is_token(user):
            remove_token(fn, user)
        elif user.parent is not None:
            if not isinstance(user.type, VoidType):
                new = placeholder(user)
                if new is not None:
                    replace_all_uses(fn, user, new)
            detach(user)
    detach(token)


def rewire_token(fn: Function, token: Instruction) -> bool:
    """Point every bundle naming ``token`` at the token it was itself derived from.

    A heart's users move to the heart's own parent token; an anchor's (which has
    no parent) to the function's entry token, if there is one. False when there
    is nothing to rewire to.
    """
    parent = token.convergence_token
    if parent is None:
        entry = [i for i in fn.entry.instructions if i.callee == conventions.ENTRY]
        if not entry or entry[0] is token:
            return False
        parent = entry[0]
    for inst in fn.instructions():
        if inst is not token:
            inst.replace_uses(token, parent)
    detach(token)
    return True


def tidy(fn: Function) -> None:
    """Restore the CFG invariants edits rely on: folded branches, no unreachable blocks,
    and phis with exactly one entry per incoming *edge*.

    LLVM wants as many entries for a predecessor as it has edges to the block (a
    switch with two cases to one block needs two equal entries), so entries from
    blocks that are no longer predecessors go, surplus ones go, and missing ones
    repeat the predecessor's existing value.
    """
    for b in fn.blocks:
        term = b.instructions[-1] if b.instructions else None
        if term is not None and term.opcode == "br" and len(term.blocks) == 2 \
                and term.blocks[0] is term.blocks[1]:
            term.operands, term.blocks = [], [term.blocks[0]]
    remove_unreachable(fn)
    edges: dict[int, dict[int, int]] = {id(b): {} for b in fn.blocks}
    for b in fn.blocks:
        for s in b.successors:
            edges[id(s)][id(b)] = edges[id(s)].get(id(b), 0) + 1
    for b in fn.blocks:
        want = edges[id(b)]
        for phi in b.phis:
            kept: dict[int, int] = {}
            first: dict[int, tuple[Value, Block]] = {}
            keep = []
            for v, p in zip(phi.operands, phi.blocks, strict=True):
                first.setdefault(id(p), (v, p))
                if kept.get(id(p), 0) < want.get(id(p), 0):
                    kept[id(p)] = kept.get(id(p), 0) + 1
                    keep.append((v, p))
            for pid, n in want.items():
                if pid in first:
                    keep.extend([first[pid]] * (n - kept.get(pid, 0)))
            phi.operands = [v for v, _ in keep]
            phi.blocks = [p for _, p in keep]


def constant_sites(fn: Function, target: int = 0) -> list[tuple[Instruction, int]]:
    """Integer constants that could move toward ``target`` (0, or 1 for those not yet 0 or 1),
    in function order; switch case values are left alone (they must stay distinct)."""
    out = []
    for inst in fn.instructions():
        limit = 1 if inst.opcode == "switch" else len(inst.operands)
        for k, v in enumerate(inst.operands[:limit]):
            if isinstance(v, ConstInt) and v.value not in (0, target):
                out.append((inst, k))
    return out


def prune_declarations(module: Module) -> None:
    """Drop declarations no definition calls any more (a reduced file lists only what it uses)."""
    called = {i.callee for f in module.definitions for i in f.instructions() if i.opcode == "call"}
    for name in [n for n, f in module.functions.items() if f.is_declaration and n not in called]:
        del module.functions[name]


def remove_incoming_one(phi: Instruction, pred: Block) -> None:
    keep = [(v, p) for v, p in zip(phi.operands, phi.blocks, strict=True) if p is not pred]
    phi.operands, phi.blocks = [v for v, _ in keep], [p for _, p in keep]
