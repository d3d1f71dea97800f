"""A small, conservative uniformity analysis for the aware transforms.

Seed 000 ("Hoisting and Sinking") allows moving a convergent operation across a
conditional branch only when the branch is *uniform*: "all threads always take
the same direction in every possible relevant set of threads". Seed 003
("Convergence And Uniformity", section "Uniformity") defines uniformity per
output and propagates divergence until a fixed point: a phi is divergent when
threads may pick different incoming values (a join of a divergent branch), other
outputs are divergent when an operand is; values leaving a cycle with a
divergent exit are divergent (temporal divergence); and outside m-converged
code (irreducible cycles) everything must be assumed divergent.

Our reading is deliberately stricter than seed 003, so that a "uniform" answer
is never wrong on any schedule:

- a value is uniform only if it derives from integer constants and ``inreg``
  arguments (uniform by the kernel convention) through non-convergent
  arithmetic (binary ops, casts, icmp, select, pure intrinsics); loads,
  allocas, ``freeze``, the lane id, ``undef``/``poison`` and every convergent
  operation's result are divergent;
- every value defined in a block that is control dependent on a divergent
  branch (reachable from it before its immediate post-dominator) is divergent,
  and so are the phis at that post-dominator (the join);
- a function with an irreducible cycle is divergent everywhere.

A cycle with a divergent exit has its blocks inside the influence region of
that exit branch, so temporal divergence is covered by the second rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.dominators import immediate_post_dominator, post_dominator_tree, reachable
from fuzzfarm.ir.model import Argument, Block, ConstInt, Function, Instruction, Value
from fuzzfarm.transforms.base import is_pure_intrinsic

_ARITHMETIC = frozenset(
    ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor", "zext", "sext", "trunc", "icmp", "select"]
)


@dataclass
class Uniformity:
    """The result: which values and branches are provably uniform in one function."""

    fn: Function
    all_divergent: bool = False
    divergent: set[Value] = field(default_factory=set)
    divergent_branches: set[Block] = field(default_factory=set)
    divergent_blocks: set[Block] = field(default_factory=set)

    def is_uniform(self, v: Value) -> bool:
        if self.all_divergent:
            return False
        if isinstance(v, ConstInt):
            return True
        if isinstance(v, Argument):
            return v.is_uniform_input
        if isinstance(v, Instruction):
            return v not in self.divergent
        return False  # poison, undef, pointers, tokens

    def is_uniform_branch(self, block: Block) -> bool:
        """True when every thread reaching ``block`` together leaves it the same way.

        An unconditional branch is trivially uniform. A conditional one needs a
        uniform condition and a block outside every divergent region (seed 000,
        "Hoisting and Sinking": the exception for *uniform* conditional branches).
        """
        if self.all_divergent:
            return False
        term = block.terminator
        if term.opcode == "br" and not term.operands:
            return True
        if term.opcode not in ("br", "switch"):
            return True
        return block not in self.divergent_branches and block not in self.divergent_blocks


def analyze(fn: Function) -> Uniformity:
    """Compute :class:`Uniformity` for ``fn`` by propagating divergence to a fixed point."""
    info = Uniformity(fn)
    if not compute_cycles(fn).is_reducible:
        info.all_divergent = True  # seed 003: irreducible cycles need not be m-converged
        return info
    pdt = post_dominator_tree(fn)
    blocks = reachable(fn)
    changed = True
    while changed:
        changed = False
        joins: set[Block] = set()
        for b in list(info.divergent_branches):
            join = immediate_post_dominator(pdt, b)
            if join is not None:
                joins.add(join)
            for r in _influence_region(b, join):
                if r not in info.divergent_blocks:
                    info.divergent_blocks.add(r)
                    changed = True
        for b in blocks:
            for inst in b.instructions:
                if inst in info.divergent:
                    continue
                if _is_divergent(inst, info, b in info.divergent_blocks, b in joins):
                    info.divergent.add(inst)
                    changed = True
            term = b.terminator
            if (
                term.opcode in ("br", "switch")
                and term.operands
                and b not in info.divergent_branches
                and not info.is_uniform(term.operands[0])
            ):
                info.divergent_branches.add(b)
                changed = True
    return info


def _is_divergent(inst: Instruction, info: Uniformity, in_region: bool, at_join: bool) -> bool:
    if in_region:
        return True
    if inst.opcode == "phi":
        return at_join or not all(info.is_uniform(v) for v in inst.operands)
    if inst.opcode == "call":
        if not is_pure_intrinsic(inst) or inst.callee == "getSubgroupLocalInvocationId":
            return True
    elif inst.opcode not in _ARITHMETIC:
        return inst.name is not None  # load, alloca, freeze, getelementptr ...
    return not all(info.is_uniform(v) for v in inst.all_operands())


def _influence_region(branch: Block, join: Block | None) -> set[Block]:
    """Blocks reachable from ``branch``'s successors without passing through ``join``."""
    region: set[Block] = set()
    stack = [s for s in branch.successors if s is not join]
    while stack:
        b = stack.pop()
        if b in region or b is join:
            continue
        region.add(b)
        stack.extend(b.successors)
    return region
