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
from fuzzfarm.ir.model import Block, Function
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
