"""The unrolling bait (a ``while (i < min(%n, K))`` loop) can expose an unrolling with a
remainder or a peeled odd iteration.

Seed 000 ("Loop Unrolling"): unrolled by 2 with a remainder, a thread running 3
iterations runs its third in the remainder while one running 4 runs it in the main loop,
so the two stop communicating in that iteration; peeling the odd iteration first splits
the first. Either shows only when (1) lanes of one wave get counts of different parity
above 0, which ``min(%n, K)`` allows only for ``K >= 2`` (counts 1 and 2), (2) the body's
op is tied to the iterations by the loop's heart (without a heart, or under an anchor,
any grouping of the iterations is valid), and (3) every execution of that op is observed
(a store at one fixed slot keeps only the last iteration's value). Generator version 6
drew ``K`` from 1 (seed 31: ``min(%n, 1)``), left 8 in 100 of these loops heartless
(seed 138), drew the body's op from every kind (barriers too: nothing to observe) and
stored its result at a drawn slot or, if it could be poison, another value instead (seed
4: the body's shuffle went unobserved): on seeds 0-199, 21 of its 24 bait loops observed
no op of the body per iteration.
"""

from __future__ import annotations

from functools import cache

from test_jump_tail_bait import _observed

from fuzzfarm.ir.conventions import LOOP
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Module, users
from fuzzfarm.transforms.base import is_convergent_call
from generators.programs import generate

SEEDS = range(150)


@cache
def _program(seed: int) -> tuple[Function, Module, str]:
    g = generate(seed)
    return g.kernel, g.module, g.style


def _bait_loops(fn: Function) -> list[tuple[Block, Block, Instruction, int]]:
    """(header, first body block, counter phi, K) of every cycle whose header exits on
    ``icmp ult %i, select(%n < K, %n, K)`` (recognized from the IR alone)."""
    out = []
    for h in fn.blocks:
        term = h.terminator
        if term.opcode != "br" or len(term.blocks) != 2:
            continue
        cmp = term.operands[0]
        if not (isinstance(cmp, Instruction) and cmp.opcode == "icmp" and cmp.predicate == "ult"):
            continue
        i, trip = cmp.operands
        # a counter with a back edge: a body that always leaves makes no cycle
        if not (isinstance(i, Instruction) and i.opcode == "phi" and i.parent is h
                and len(i.operands) >= 2
                and isinstance(trip, Instruction) and trip.opcode == "select"):
            continue
        _, on_true, on_false = trip.operands
        if getattr(on_true, "name", None) == "n" and isinstance(on_false, ConstInt):
            out.append((h, term.blocks[0], i, on_false.value))
    return out


def _per_iteration(fn: Function, op: Instruction, counter: Instruction) -> bool:
    """Is every execution of ``op`` observed: an ``@ext.use`` event, or a store at an
    address indexed by the loop counter (a later iteration writes elsewhere)?"""
    if not _observed(fn, op):
        return False
    use_map = users(fn)
    todo, seen = [op], set()
    while todo:
        v = todo.pop()
        for u in use_map.get(v, []):
            if u.opcode == "call" and u.callee == "ext.use":
                return True
            if u.opcode == "store":
                addr = u.operands[1]
                index = addr.operands[-1] if isinstance(addr, Instruction) else None
                if index is counter or (isinstance(index, Instruction) and index.opcode == "and"
                                        and counter in index.operands):
                    return True
            if u.opcode in ("zext", "trunc", "lshr", "xor") and id(u) not in seen:
                seen.add(id(u))
                todo.append(u)
    return False


def test_unroll_bait_can_split_an_iteration() -> None:
    """Each bait loop's bound admits counts 1 and 2; in the controlled style it has a heart
    and its first body block an op under that heart observed in every iteration; in the
    uncontrolled style an uncontrolled op observed so."""
    loops = 0
    for seed in SEEDS:
        fn, module, style = _program(seed)
        for h, body, counter, k in _bait_loops(fn):
            loops += 1
            where = f"seed {seed}: loop %{h.name}"
            assert k >= 2, f"{where}: min(%n, {k}) gives no lane two iterations"
            heart = next((i for i in h.instructions if i.callee == LOOP), None)
            if style == "controlled":
                assert heart is not None, f"{where} has no heart"
            ops = [i for i in body.instructions if is_convergent_call(i, module) and i.name
                   and not (i.callee or "").startswith("llvm.")
                   and i.convergence_token is heart]
            assert any(_per_iteration(fn, op, counter) for op in ops), \
                f"{where}: no op of %{body.name} under its heart is observed per iteration"
    assert loops >= 15


def test_unroll_bait_has_one_exit() -> None:
    """Only the bait loop's header leaves it, and no token defined in the loop is used
    outside (LLVM's unrollers and ours take only such loops: a break, a return or a goto
    out makes a second exiting block). Version 6 let its body break (seed 4: an elect exit
    first), return or leave by a goto, and use its heart past it: 15 of its 24 bait loops
    in seeds 0-199 were no loop an unroller takes."""
    from fuzzfarm.analysis.cycles import compute_cycles
    from fuzzfarm.ir.types import TokenType

    loops = 0
    for seed in SEEDS:
        fn, _, _ = _program(seed)
        baits = {h for h, *_ in _bait_loops(fn)}
        if not baits:
            continue
        use_map = users(fn)
        for cycle in compute_cycles(fn).all_cycles():
            if cycle.header not in baits:
                continue
            loops += 1
            where = f"seed {seed}: loop %{cycle.header.name}"
            exiting = [b.name for b in cycle.blocks
                       if any(s not in cycle.blocks for s in b.successors)]
            assert exiting == [cycle.header.name], f"{where} is left from {exiting}"
            escaping = [i.name for b in cycle.blocks for i in b.instructions
                        if isinstance(i.type, TokenType)
                        and any(u.parent not in cycle.blocks for u in use_map.get(i, []))]
            assert not escaping, f"{where}: tokens {escaping} are used outside it"
    assert loops >= 15
