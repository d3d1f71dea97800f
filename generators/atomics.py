"""Atomic adds to a device global: what AMDGPU's atomic optimizer rewrites.

``AMDGPUAtomicOptimizer`` (llc's IR pipeline, ``--stop-after amdgpu-atomic-optimizer``)
turns every lane's ``atomicrmw add`` into one add by the first lane of a ballot's
popcount (a uniform value) or of a scan (a per-lane value: ``readlane`` loop or DPP),
where the atomic is: inside divergent branches and loops. Without atomics a campaign
of that pass never fired (0 of 30 cases), so none of those ballots was ever checked
(tests/data/llvmbugs, c16: the ballot taken before the branch).

With ``atomics`` on, :func:`add_atomics` puts one or two ``atomicrmw add`` of a
constant, a uniform argument or a per-lane value into random blocks of the finished
kernel, on one device global ``@fuzzfarm.counter`` whose final value every thread
observes (README, "Memory the threads share"). Their results are unused, so the order
the lanes add in shows nowhere and the oracles decide it. The draws come from a stream
of their own: without ``atomics`` every seed keeps its program.
"""

from __future__ import annotations

import random

from fuzzfarm.ir.model import ConstInt, Function, GlobalRef, Instruction, Module, Value
from fuzzfarm.ir.types import I32, PtrType

COUNTER = "fuzzfarm.counter"
#: The device global the atomics add to (global memory: address space 1).
COUNTER_TEXT = "addrspace(1) global i32 0, align 4"


def add_atomics(module: Module, kernel: Function, rng: random.Random) -> int:
    """Insert one or two atomic adds into ``kernel``; the number inserted."""
    module.globals[COUNTER] = COUNTER_TEXT
    args = {a.name: a for a in kernel.args}
    values: list[Value] = [args[n] for n in ("u", "x", "y") if n in args]
    blocks = [b for b in kernel.blocks if b.instructions]
    count = rng.randint(1, 2)
    for _ in range(count):
        block = rng.choice(blocks)
        value: Value = rng.choice(values) if values and rng.random() < 0.7 else ConstInt(I32, 1)
        block.insert(len(block.instructions) - 1, Instruction(
            "atomicrmw", I32, [GlobalRef(COUNTER, PtrType(1)), value],
            predicate="add monotonic", align=4))
    return count
