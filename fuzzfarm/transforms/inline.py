"""Inline a call of a device function into the kernel.

The edit is the textbook one (LLVM's ``InlineFunction``): split the call's block
after the call, clone the callee's body between the two halves with its
parameters replaced by the call's arguments, turn every ``ret`` into a branch to
the second half (a phi collects the returned values when there are several) and
replace the call's result. An ``internal`` callee nobody calls any more is
deleted. Single-threaded this is always correct.

Convergence (seed 000, "llvm.experimental.convergence.entry"): "if the function
is called from a call site in LLVM IR, two threads execute converged dynamic
instances of this intrinsic iff both threads entered the function by executing
converged dynamic instances of the call site", and "function inlining
substitutes this intrinsic with the token from the operand bundle". So:

- ``inline`` (aware) replaces every use of the callee's ``entry`` token by the
  call site's ``convergencectrl`` token and deletes the intrinsic. It refuses a
  callee with an ``entry`` at a call site without a token (LLVM refuses it too:
  the inlined ``entry`` would have no token to stand for), and an uncontrolled
  callee's convergent operations at a controlled call site (seed 000,
  "Uncontrolled Convergent Operations": controlled and uncontrolled operations
  cannot be mixed in one function). ``noinline`` callees are never inlined.
- ``inline-naive`` forgets that the callee's ``entry`` stands for the call
  site's token: the inlined body keeps a token intrinsic of its own that takes
  no operand. An ``entry`` is only legal in a function's entry block, so it
  becomes an ``anchor``, whose threads are an implementation-defined group
  instead of the call site's converged set: after inlining, the callee's
  operations may communicate among other threads than the ones that called it
  together (seed 000, "llvm.experimental.convergence.anchor").
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir import conventions
from fuzzfarm.ir.model import Block, Function, Instruction, Module, Value, clone_function
from fuzzfarm.ir.types import VOID
from fuzzfarm.transforms.base import Family, is_convergent_call, is_token_intrinsic
from fuzzfarm.transforms.edit import Names, remove, replace_all_uses


@dataclass
class Site:
    """One call of a defined function in the kernel."""

    call: Instruction


def entry_token(fn: Function) -> Instruction | None:
    """The function's ``llvm.experimental.convergence.entry`` call, if any (entry block only)."""
    return next((i for i in fn.entry.instructions if i.callee == conventions.ENTRY), None)


def uses_tokens(fn: Function) -> bool:
    """Controlled style: ``fn`` defines or uses a convergence token."""
    return any(is_token_intrinsic(i) or i.convergence_token is not None for i in fn.instructions())


def has_uncontrolled(fn: Function, module: Module) -> bool:
    """``fn`` has a convergent operation without a token (seed 000, uncontrolled)."""
    return any(is_convergent_call(i, module) and not is_token_intrinsic(i)
               and i.convergence_token is None for i in fn.instructions())


def find_sites(fn: Function, module: Module, aware: bool) -> tuple[list[Site], list[str]]:
    """Calls of defined functions that can be inlined (both forms refuse the same sites:
    the naive form's bug is in its edit, not in where it makes it)."""
    sites: list[Site] = []
    refused: list[str] = []
    caller_controlled = uses_tokens(fn)
    for inst in fn.instructions():
        callee = module.functions.get(inst.callee or "") if inst.opcode == "call" else None
        if callee is None or callee.is_declaration or callee.name == fn.name:
            continue
        if "noinline" in callee.attrs:
            refused.append(f"@{callee.name} is noinline")
        elif entry_token(callee) is not None and inst.convergence_token is None:
            refused.append(f"@{callee.name} has an entry token and its call site has no "
                           "convergencectrl token to replace it")
        elif caller_controlled and has_uncontrolled(callee, module):
            refused.append(f"@{callee.name} has uncontrolled convergent operations and "
                           f"@{fn.name} uses tokens (they cannot be mixed)")
        else:
            sites.append(Site(inst))
    return sites, refused


def _token_free(fn: Function, module: Module) -> tuple[list[Site], list[str]]:
    """The sites where the naive edit is the aware one (a callee without ``entry``): the
    naive form tries the others first."""
    sites, refused = find_sites(fn, module, True)
    return [s for s in sites if entry_token(module.functions[s.call.callee or ""]) is None], refused


def inline_call(fn: Function, module: Module, call: Instruction, aware: bool = True) -> str:
    """Inline ``call`` (in ``fn``) in place; returns what was done."""
    callee = module.functions[call.callee or ""]
    block = call.parent
    assert block is not None
    body = clone_function(callee)
    names = Names(fn)
    for b in body.blocks:
        b.name = names.block(f"{b.name}.i")
    for inst in body.instructions():
        if inst.name is not None:
            inst.name = names.value(f"{inst.name}.i")
        for param, arg in zip(body.args, call.operands, strict=True):
            inst.replace_uses(param, arg)
    # the call's block, split after the call
    at = block.instructions.index(call)
    cont = Block(names.block(f"{block.name}.cont"), parent=fn)
    for inst in block.instructions[at + 1:]:
        inst.parent = cont
        cont.instructions.append(inst)
    del block.instructions[at:]
    call.parent = None
    for succ in cont.successors:
        for phi in succ.phis:
            phi.blocks = [cont if b is block else b for b in phi.blocks]
    # every return goes to the continuation, its value to the call's users
    returned: list[tuple[Value, Block]] = []
    for b in body.blocks:
        term = b.terminator
        if term.opcode == "ret":
            if term.operands:
                returned.append((term.operands[0], b))
            b.instructions[-1] = Instruction("br", VOID, [], blocks=[cont])
            b.instructions[-1].parent = b
    if call.type != VOID:
        result: Value
        if len(returned) == 1:
            result = returned[0][0]
        else:
            result = Instruction("phi", call.type, [v for v, _ in returned],
                                 names.value(f"{call.name or callee.name}.ret"),
                                 blocks=[b for _, b in returned])
            cont.insert(0, result)
        replace_all_uses(fn, call, result)
        for b in body.blocks:  # a callee's own blocks cannot use the call, but be exact
            for inst in b.instructions:
                inst.replace_uses(call, result)
        for inst in cont.instructions:
            inst.replace_uses(call, result)
    block.append(Instruction("br", VOID, [], blocks=[body.entry]))
    entry = entry_token(body)
    what = "no entry token"
    if entry is not None:
        token = call.convergence_token
        if aware and token is not None:
            for b in body.blocks:
                for inst in b.instructions:
                    inst.replace_uses(entry, token)
            for inst in cont.instructions:
                inst.replace_uses(entry, token)
            remove(entry)
            what = f"its entry token replaced by the call site's %{getattr(token, 'name', '?')}"
        else:
            entry.callee = conventions.ANCHOR
            what = "its entry token made an anchor (the call site's token forgotten)"
    pos = fn.blocks.index(block) + 1
    for b in [*body.blocks, cont]:
        b.parent = fn
    fn.blocks[pos:pos] = [*body.blocks, cont]
    deleted = ""
    if callee.linkage in ("internal", "private") and not any(
            i.callee == callee.name for f in module.definitions for i in f.instructions()):
        del module.functions[callee.name]
        deleted = f"; @{callee.name} deleted (internal, no call left)"
    return f"inlined @{callee.name} at %{block.name} ({what}){deleted}"


def _apply(fn: Function, module: Module, site: Site) -> str:
    return inline_call(fn, module, site.call, aware=True)


def _apply_naive(fn: Function, module: Module, site: Site) -> str:
    return inline_call(fn, module, site.call, aware=False)


FAMILY = Family(
    "inline",
    "inline a device function, its entry token replaced by the call site's token (seed 000)",
    "forgets the call site's token: the inlined entry becomes an anchor (seed 000, "
    "convergence.entry)",
    find=find_sites, apply=_apply, nothing="no call of a defined function that may be inlined",
    apply_naive=_apply_naive, allowed=_token_free, calls=True,
)
