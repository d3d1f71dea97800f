"""Program reductions: small edits of the kernel that a failing case may survive.

Each reduction is an :class:`Edit` that names its target by *position* (block
index, instruction index in function order, constant-site index), never by
object: the reducer applies an edit to a fresh parse of the current text, in
this process or in a worker process, and positions are the only identity that
survives printing and parsing.

An edit only has to keep the IR *parsable*; whether the result is well formed
(LLVM's verifier, our static convergence rules) and still fails the same way
is the reducer's question. Edits never move instructions, so a loop heart that
survives stays the first non-phi instruction of its header; what they must do
themselves is keep tokens consistent: a token definition is removed only
together with (or after rewiring) every bundle that names it, so no edit
leaves a bundle referring to a deleted token (llvm-reduce does not guarantee
this, and its reductions then die in the verifier instead of shrinking).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from fuzzfarm import external
from fuzzfarm.ir import conventions
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Argument, Block, ConstInt, Function, Instruction, Module, users
from fuzzfarm.ir.types import IntType, VoidType
from fuzzfarm.reduce.surgery import (
    constant_sites,
    delete_value,
    detach,
    is_token,
    is_token_def,
    placeholder,
    prune_declarations,
    remove_incoming_one,
    remove_token,
    rewire_token,
    size,
    tidy,
)
from fuzzfarm.transforms import inline
from fuzzfarm.transforms.edit import (
    incoming,
    remove_incoming,
    rename_incoming,
    replace_all_uses,
    retarget,
)


@dataclass(frozen=True)
class Edit:
    """One candidate reduction: which pass, at which positions, which variant."""

    kind: str
    where: tuple[int, ...] = ()
    variant: int = 0
    #: The definition edited (a device function the kernel calls), "" for the kernel.
    function: str = ""

    def describe(self) -> str:
        where = ",".join(map(str, self.where[:6])) + ("..." if len(self.where) > 6 else "")
        at = f"@{self.function}:" if self.function else ""
        return f"{at}{self.kind}[{where}]/{self.variant}"


def _conditional(b: Block) -> bool:
    term = b.instructions[-1] if b.instructions else None
    return term is not None and term.opcode in ("br", "switch") and len(set(map(id, term.blocks))) > 1


# -- the passes -----------------------------------------------------------------------


#: Passes that edit the kernel only: its signature (callers of a device function pass
#: its arguments) and its calls (inlined into it, or their callees dropped).
KERNEL_ONLY = frozenset({"drop-arguments", "inline-call", "drop-functions"})


def candidates(kind: str, fn: Function) -> list[Edit]:
    """Every edit of ``kind`` for kernel ``fn`` and, unless the pass is
    :data:`KERNEL_ONLY`, for every device function it calls (in module order), in a
    deterministic order (single positions)."""
    out = _candidates(kind, fn)
    if kind in KERNEL_ONLY or fn.module is None:
        return out
    reached = _reachable(fn.module, fn)
    for other in fn.module.definitions:
        if other is not fn and other.name in reached:
            out.extend(replace(e, function=other.name) for e in _candidates(kind, other))
    return out


def _candidates(kind: str, fn: Function) -> list[Edit]:
    insts = list(fn.instructions())
    if kind == "drop-control":
        return [Edit(kind)] if any(is_token_def(i) for i in insts) else []
    if kind == "dce":
        return [Edit(kind)]
    if kind == "remove-edge":
        return [Edit(kind, (k,), v) for k, b in enumerate(fn.blocks) if _conditional(b)
                for v in range(len(b.instructions[-1].blocks))]
    if kind == "bypass-block":
        return [Edit(kind, (k,), v) for k, b in enumerate(fn.blocks) if k > 0
                for v, s in enumerate(b.successors) if s is not b
                and s not in b.successors[:v]]
    if kind == "merge-blocks":
        preds = fn.predecessors()
        return [Edit(kind, (k,)) for k, b in enumerate(fn.blocks)
                if len(b.successors) == 1 and b.successors[0] is not b
                and b.successors[0] is not fn.entry and preds[b.successors[0]] == [b]]
    if kind == "delete-instructions":
        return [Edit(kind, (k,)) for k, i in enumerate(insts)
                if not i.is_terminator and not is_token(i)]
    if kind == "remove-token":
        return [Edit(kind, (k,), v) for k, i in enumerate(insts) if is_token_def(i)
                for v in (0, 1)]
    if kind == "forward-operand":
        return [Edit(kind, (k,), n) for k, i in enumerate(insts)
                if not i.is_terminator and not is_token(i) and not isinstance(i.type, VoidType)
                for n, v in enumerate(i.operands)
                if v.type == i.type and isinstance(v, Instruction | Argument)]
    if kind == "branch-to-constant":
        return [Edit(kind, (k,), v) for k, b in enumerate(fn.blocks)
                if b.instructions[-1].opcode == "br" and len(b.instructions[-1].operands) == 1
                and not isinstance(b.instructions[-1].operands[0], ConstInt) for v in (1, 0)]
    if kind == "simplify-constants":
        return [Edit(kind, (k,), v) for v in (0, 1) for k in range(len(constant_sites(fn, v)))]
    if kind == "drop-arguments":
        used = users(fn)
        return [Edit(kind, (k,)) for k, a in enumerate(fn.args) if not used.get(a)]
    if kind == "inline-call":
        if fn.module is None:
            return []
        sites = {id(s.call) for s in inline.find_sites(fn, fn.module, True)[0]}
        return [Edit(kind, (k,)) for k, i in enumerate(insts) if id(i) in sites]
    if kind == "drop-functions":
        return [Edit(kind)] if fn.module is not None and len(_reachable(fn.module, fn)) < len(
            fn.module.definitions) else []
    raise KeyError(f"unknown program reduction {kind!r}")


#: Passes whose single-position edits may be merged into one edit over many positions.
CHUNKED = frozenset({"remove-edge", "delete-instructions", "branch-to-constant",
                     "simplify-constants"})


def apply_edit(module: Module, fn: Function, edit: Edit) -> bool:
    """Apply ``edit`` to kernel ``fn`` or the device function it names (a fresh parse,
    modified in place); False if it does not apply."""
    handler = _HANDLERS[edit.kind]
    target = module.functions[edit.function] if edit.function else fn
    done = handler(module, target, edit)
    if done:
        tidy(target)
        prune_declarations(module)
    return done


def _drop_control(_m: Module, fn: Function, _e: Edit) -> bool:
    """Make the kernel uncontrolled: no token intrinsics, no convergencectrl bundles."""
    for inst in list(fn.instructions()):
        if is_token_def(inst):
            detach(inst)
        elif inst.bundles:
            inst.bundles = [b for b in inst.bundles if b.tag != "convergencectrl"]
    return True


def _dce(_m: Module, fn: Function, _e: Edit) -> bool:
    """Delete every value nobody reads, to a fixpoint. Void instructions (stores, barriers)
    stay, and so do external calls that may write memory (each one is an observable
    event, see :mod:`fuzzfarm.external`) and intrinsics; pure external calls go."""
    changed = True
    removed = False
    while changed:
        changed = False
        used = users(fn)
        for inst in list(fn.instructions()):
            if inst.is_terminator or used.get(inst) or isinstance(inst.type, VoidType):
                continue
            if inst.opcode == "call" and not (conventions.is_catalogue_op(inst.callee)
                                              or is_token_def(inst)
                                              or inst.callee == conventions.LANE_ID
                                              or (external.is_external(inst.callee)
                                                  and not external.has_side_effects(fn, inst))):
                continue
            detach(inst)
            changed = removed = True
    return removed


def _remove_edge(_m: Module, fn: Function, e: Edit) -> bool:
    """Turn conditional branches (or switches) into branches to their ``variant``-th target."""
    done = False
    for b in [fn.blocks[k] for k in e.where]:
        term = b.instructions[-1]
        if term.opcode not in ("br", "switch") or e.variant >= len(term.blocks):
            continue
        keep = term.blocks[e.variant]
        for other in {id(s): s for s in term.blocks if s is not keep}.values():
            remove_incoming(other, b)
        term.opcode, term.operands, term.blocks = "br", [], [keep]
        done = True
    return done


def _bypass_block(_m: Module, fn: Function, e: Edit) -> bool:
    """Delete a block: its predecessors jump straight to its ``variant``-th successor."""
    b = fn.blocks[e.where[0]]
    succ = b.successors[e.variant]
    preds = [p for p in fn.predecessors()[b] if p is not b]
    if any(is_token(i) for i in b.instructions):
        return False  # token definitions go through remove-token first
    old_preds_of_succ = set(map(id, fn.predecessors()[succ]))
    for phi in succ.phis:
        value = incoming(phi, b)
        remove_incoming_one(phi, b)
        for p in preds:
            if id(p) in old_preds_of_succ and p in phi.blocks:
                continue
            v = value
            if isinstance(value, Instruction) and value.parent is b:
                v = incoming(value, p) if value.opcode == "phi" else placeholder(value)
            if v is None:
                return False
            phi.operands.append(v)
            phi.blocks.append(p)
    for inst in b.instructions:
        if not isinstance(inst.type, VoidType):
            new = placeholder(inst)
            if new is None:
                return False
            replace_all_uses(fn, inst, new)
    for s in {id(s): s for s in b.successors if s is not succ}.values():
        remove_incoming(s, b)
    for p in preds:
        retarget(p, b, succ)
    fn.blocks.remove(b)
    return True


def _merge_blocks(_m: Module, fn: Function, e: Edit) -> bool:
    """Splice a block's only successor (of which it is the only predecessor) into it."""
    b = fn.blocks[e.where[0]]
    s = b.successors[0]
    for phi in s.phis:
        replace_all_uses(fn, phi, incoming(phi, b))
    body = [i for i in s.instructions if i.opcode != "phi"]
    b.instructions.pop()
    for inst in body:
        b.append(inst)
    for t in {id(t): t for t in s.successors}.values():
        rename_incoming(t, s, b)
    fn.blocks.remove(s)
    return True


def _delete_instructions(_m: Module, fn: Function, e: Edit) -> bool:
    insts = list(fn.instructions())
    targets = [insts[k] for k in e.where if k < len(insts)]
    return all(delete_value(fn, i, e.variant == 1) for i in targets if i.parent is not None)


def _remove_token(_m: Module, fn: Function, e: Edit) -> bool:
    token = list(fn.instructions())[e.where[0]]
    if e.variant == 0:
        return rewire_token(fn, token)
    remove_token(fn, token)
    return True


def _forward_operand(_m: Module, fn: Function, e: Edit) -> bool:
    inst = list(fn.instructions())[e.where[0]]
    replace_all_uses(fn, inst, inst.operands[e.variant])
    detach(inst)
    return True


def _branch_to_constant(_m: Module, fn: Function, e: Edit) -> bool:
    for b in [fn.blocks[k] for k in e.where]:
        b.instructions[-1].operands = [ConstInt(IntType(1), e.variant)]
    return True


def _simplify_constants(_m: Module, fn: Function, e: Edit) -> bool:
    """Constants toward 0 (variant 0) or 1 (variant 1)."""
    sites = constant_sites(fn, e.variant)
    for k in e.where:
        inst, n = sites[k]
        c = inst.operands[n]
        assert isinstance(c, ConstInt)
        inst.operands[n] = ConstInt(c.type, e.variant)
    return True


def _reachable(module: Module, kernel: Function) -> set[str]:
    """The definitions the kernel runs: itself and what it calls, directly or not."""
    return {f.name for f in reachable_functions(kernel)}


def _inline_call(m: Module, fn: Function, e: Edit) -> bool:
    """Inline one call of a device function into the kernel (the aware inliner: the
    callee's entry token becomes the call site's), so the module loses a call and,
    once no call is left, the function (``drop-functions``)."""
    inline.inline_call(fn, m, list(fn.instructions())[e.where[0]], aware=True)
    return True


def _drop_functions(m: Module, fn: Function, _e: Edit) -> bool:
    """Delete every definition the kernel no longer calls (directly or not)."""
    reached = _reachable(m, fn)
    names = [f.name for f in m.definitions if f.name not in reached]
    for name in names:
        del m.functions[name]
    return bool(names)


def _drop_arguments(_m: Module, fn: Function, e: Edit) -> bool:
    del fn.args[e.where[0]]
    for k, a in enumerate(fn.args):
        a.index = k
    return True


_HANDLERS: dict[str, Callable[[Module, Function, Edit], bool]] = {
    "drop-control": _drop_control,
    "dce": _dce,
    "remove-edge": _remove_edge,
    "bypass-block": _bypass_block,
    "merge-blocks": _merge_blocks,
    "delete-instructions": _delete_instructions,
    "remove-token": _remove_token,
    "forward-operand": _forward_operand,
    "branch-to-constant": _branch_to_constant,
    "simplify-constants": _simplify_constants,
    "drop-arguments": _drop_arguments,
    "inline-call": _inline_call,
    "drop-functions": _drop_functions,
}

#: One round of program reduction, coarse first: big structural cuts make every
#: later evaluation cheaper.
PASSES: tuple[str, ...] = (
    "drop-functions",
    "drop-control",
    "remove-edge",
    "bypass-block",
    "dce",
    "delete-instructions",
    "inline-call",
    "remove-token",
    "merge-blocks",
    "forward-operand",
    "branch-to-constant",
    "simplify-constants",
    "drop-arguments",
)

__all__ = ["CHUNKED", "PASSES", "Edit", "apply_edit", "candidates", "size"]
