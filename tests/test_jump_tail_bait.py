"""The jump-threading (flag phi) and tail-merging baits can expose a convergent op
duplicated or merged across divergent paths, and the aware ``jump-thread`` gets work.

Threading a flag phi's constant edge copies the join's op into a block only that edge's
threads run; merging two identical tails runs their op once over both arms' threads
(seed 001's control-equivalence hazard, seed 004's ``if (cc) ballot; else ballot;``).
Either shows only when lanes of one wave take both sides of the bait's branch, the op's
token is not an anchor (whose grouping is the implementation's choice) and its result
reaches the output. Generator version 5 drew these branches from every kind (seed 5:
``broadcastFirst(%u) > %u``, uniform), let the op take an anchor (seed 36), let the flag
arm leave the loop so the join had one predecessor, and never left a flag join without a
convergent op: the aware ``jump-thread`` never fired.
"""

from __future__ import annotations

import re
from functools import cache

from fuzzfarm.analysis.dominators import dominator_tree
from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.ir.conventions import ANCHOR
from fuzzfarm.ir.model import Block, Function, Instruction, Module, users
from fuzzfarm.transforms import jump_thread
from fuzzfarm.transforms.base import is_convergent_call
from generators.programs import generate

SEEDS = range(200)
FLAG_JOIN = re.compile(r"flag\.join\.\d+$")
TAIL = re.compile(r"tail\.\d+$")


@cache
def _program(seed: int) -> tuple[Function, Module]:
    g = generate(seed)
    return g.kernel, g.module


def _common_dominator(fn: Function, blocks: list[Block]) -> Block:
    dom = dominator_tree(fn)
    b: Block | None = blocks[0]
    while b is not None and not all(dom.dominates(b, x) for x in blocks):
        b = dom.immediate(b)
    assert b is not None
    return b


def _observed(fn: Function, inst: Instruction) -> bool:
    """Does ``inst``'s value reach an ``@ext.use`` call or a store, through arithmetic?"""
    use_map = users(fn)
    todo, seen = [inst], set()
    while todo:
        v = todo.pop()
        for u in use_map.get(v, []):
            if u.opcode == "store" or (u.opcode == "call" and u.callee == "ext.use"):
                return True
            if u.opcode in ("zext", "trunc", "lshr", "xor") and id(u) not in seen:
                seen.add(id(u))
                todo.append(u)
    return False


def _check_ops(fn: Function, module: Module, block: Block, seed: int) -> int:
    """Every convergent op with a result in ``block`` is observed and not under an anchor
    defined elsewhere (inside a loop without a heart no other token is valid, and the
    filler then makes a local anchor: that case stays unexposable); returns how many."""
    ops = [i for i in block.instructions if is_convergent_call(i, module) and i.name
           and not (i.callee or "").startswith("llvm.")]
    for op in ops:
        tok = op.convergence_token
        assert not (isinstance(tok, Instruction) and tok.callee == ANCHOR
                    and tok.parent is not block), \
            f"seed {seed}: %{op.name} in %{block.name} is under an anchor"
        assert _observed(fn, op), f"seed {seed}: %{op.name} in %{block.name} is never observed"
    return len(ops)


def test_flag_bait_branch_diverges_and_its_op_is_observed() -> None:
    """The flag bait's first branch is divergent by our uniformity analysis (seed 003), its
    arm reaches the flag join (two predecessors), and the join's op is observed."""
    seen = 0
    for seed in SEEDS:
        fn, module = _program(seed)
        preds = fn.predecessors()
        info = None
        for m in fn.blocks:
            if not FLAG_JOIN.match(m.name):
                continue
            info = info or analyze(fn)
            seen += 1
            assert len(preds[m]) >= 2, f"seed {seed}: %{m.name} has one predecessor"
            branch = _common_dominator(fn, preds[m])
            assert branch in info.divergent_branches, \
                f"seed {seed}: the branch of %{branch.name} to %{m.name} is uniform"
            _check_ops(fn, module, m, seed)
    assert seen >= 10


def test_tail_bait_branch_diverges_and_its_op_is_observed() -> None:
    """The two tails of a tail-merge bait hold an observed convergent op (not under an
    anchor) behind a branch that can send lanes of one wave to both."""
    pairs = 0
    for seed in SEEDS:
        fn, module = _program(seed)
        by_succ: dict[str, list[Block]] = {}
        for b in fn.blocks:
            if TAIL.match(b.name):
                by_succ.setdefault(b.terminator.blocks[0].name, []).append(b)
        info = analyze(fn) if by_succ else None
        for tails in by_succ.values():
            if len(tails) != 2:
                continue
            assert info is not None
            pairs += 1
            branch = _common_dominator(fn, tails)
            assert branch in info.divergent_branches, \
                f"seed {seed}: the branch of %{branch.name} to the tails is uniform"
            for t in tails:
                assert _check_ops(fn, module, t, seed) + sum(
                    1 for i in t.instructions if is_convergent_call(i, module)) >= 1
    assert pairs >= 10


def test_aware_jump_thread_finds_sites() -> None:
    """Controlled programs sometimes leave the flag join without a convergent op, which the
    aware transform may thread (version 5: no site in these seeds)."""
    firing = [seed for seed in SEEDS
              if jump_thread.FAMILY.find(*_program(seed), True)[0]]
    assert firing
