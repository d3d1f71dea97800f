"""The two-entry loop bait (a loop entered from both arms of a branch, a convergent op in
its header) can expose a duplication of that op into the loop's predecessors.

A naive loop rotation, jump threading or tail duplication copies the header's op into
each predecessor, so lanes that arrive along different arms run it in different copies
(seed 001's control-equivalence hazard). That shows only when lanes of one wave take
both arms and the op's observed result depends on who takes part. Generator version 3
met neither often: a third of the arms' branches were uniform by construction (an
``inreg`` comparison, ``ballot != 0``, a broadcast's comparison), and the header's result
went to a buffer slot every later iteration overwrote.
"""

from __future__ import annotations

import collections
import re

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.ir.conventions import CATALOGUE
from fuzzfarm.ir.model import Block, Function, Instruction, Value, users
from fuzzfarm.ir.types import VOID
from fuzzfarm.transforms.loops import SimpleLoop, find_loops
from fuzzfarm.vocabulary import Model
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import reference

ARM = re.compile(r"loop\d+\.entry\.\d+$")


def _bait_loops(fn: Function) -> list[SimpleLoop]:
    """Loops entered from two blocks that are the bait's arms (named ``loopK.entry.N``)."""
    return [lp for lp in find_loops(fn) if len(lp.outside_preds) == 2
            and all(ARM.match(q.name) for q in lp.outside_preds)]


def _arms_branch(fn: Function, loop: SimpleLoop) -> Block:
    preds = fn.predecessors()
    (branch,) = {p for q in loop.outside_preds for p in preds[q]}
    return branch


def test_the_arms_branch_is_divergent() -> None:
    """Our uniformity analysis (seed 003) calls every bait's branch divergent: lanes of one
    wave can take both arms. (Version 3: seed 2's branch was on the ``inreg`` %u.)"""
    seen = 0
    for seed in range(300):
        fn = generate(seed).kernel
        loops = _bait_loops(fn)
        if not loops:
            continue
        info = analyze(fn)
        for loop in loops:
            seen += 1
            branch = _arms_branch(fn, loop)
            assert branch in info.divergent_branches, \
                f"seed {seed}: %{branch.name} -> %{loop.header.name} is uniform"
    assert seen >= 20


def _both_arms_in_one_instance(fn: Function, loop: SimpleLoop, seed: int) -> bool:
    """Does one of the case's drawn schedules bring lanes from both arms into one dynamic
    instance of the header (equal convergence keys in the reference's execution record)?"""
    arms = {q.name for q in loop.outside_preds}
    for i in range(4):
        record = reference.run(fn, generate_schedule(fn, seed * 1009 + i), Model.MAXIMAL).trace.record
        came_from: dict[object, set[str]] = collections.defaultdict(set)
        for seq in record.threads:
            prev = None
            for inst in seq:
                if inst.kind != "block":
                    continue
                if inst.block == loop.header.name and prev in arms:
                    came_from[inst.key].add(prev)
                prev = inst.block
        if any(len(v) == 2 for v in came_from.values()):
            return True
    return False


def test_lanes_of_one_wave_take_both_arms() -> None:
    """On the first 30 kernels with a bait loop, the case's 4 schedules put lanes of both
    arms into one header instance for 19 kernels (version 3: 12 of 30)."""
    kernels = mixed = 0
    seed = 0
    while kernels < 30:
        fn = generate(seed).kernel
        loops = _bait_loops(fn)
        if loops:
            kernels += 1
            mixed += _both_arms_in_one_instance(fn, loops[0], seed)
        seed += 1
    assert mixed >= 17, f"{mixed} of {kernels}"


#: What folds a convergent result on its way to the observation (``generators.fill``).
FOLDS = frozenset({"zext", "trunc", "lshr", "xor"})


def _feeds(v: Instruction, uses: dict[Value, list[Instruction]], block: Block) -> list[Instruction]:
    """``v`` and what computes from it in ``block`` (casts, shifts, xors: the folding)."""
    out: list[Instruction] = []
    work = [v]
    while work:
        x = work.pop()
        out.append(x)
        work += [u for u in uses.get(x, []) if u.parent is block and u.opcode in FOLDS]
    return out


def test_every_execution_of_the_header_op_is_observed() -> None:
    """Each bait header's convergent result reaches an ``@ext.use`` event or a store at a
    slot that follows the loop counter, so the first test's result (the execution a
    rotation duplicates) is not overwritten by the later iterations' (version 3: a store
    at a drawn slot)."""
    checked = 0
    for seed in range(300):
        fn = generate(seed).kernel
        uses = users(fn)
        for loop in _bait_loops(fn):
            h = loop.header
            counter = h.instructions[0]  # the generator's counter phi %iN comes first
            assert counter.opcode == "phi" and re.fullmatch(r"i\d+", counter.name or "")
            for op in [i for i in h.instructions if i.callee in CATALOGUE and i.type != VOID]:
                checked += 1
                seen = _feeds(op, uses, h)
                events = [u for x in seen for u in uses.get(x, [])
                          if u.callee == "ext.use" and u.parent is h]
                stores = [u for x in seen for u in uses.get(x, [])
                          if u.opcode == "store" and u.operands[0] is x
                          and any(counter in getattr(o, "operands", ()) for o in
                                  getattr(u.operands[1], "operands", ()))]
                assert events or stores, f"seed {seed}: %{op.name} in %{h.name} is not observed"
    assert checked >= 15
