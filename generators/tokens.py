"""Convergence-token placement that is well-formed by construction.

The filler asks this module, at each convergent operation it emits, which
tokens it may use. The answer replicates, step by step, the two checks LLVM's
convergence verifier makes (``GenericConvergenceVerifierImpl.h``), which are
also the static rules of seed 000 ("Static rules"):

- *Well-nested regions*: a stack of live tokens, walked in reverse post-order.
  A convergence intrinsic pushes its token; using a token pops every token
  above it; a block inherits from its first visited predecessor the tokens
  whose definitions dominate it, intersected with later predecessors. A token
  not on the stack cannot be used (its region would straddle another's).
- *Closed paths / cycles*: a use in block X of a token defined in block D is
  fine if D is X, or X is in no cycle, or X's innermost cycle contains D;
  otherwise it must be a ``loop`` intrinsic at the header of the outermost
  cycle not containing D (the cycle's *heart*), which must be reducible.

Because choices are only made among tokens that pass both checks, the
program is valid whatever the CFG. Extended cycles come for free: after a loop
exit the loop's heart token is still on the stack (the header dominates the
exit), so an operation there may use it; using the parent's token pops it.

Blocks of irreducible cycles are *local*: they use only anchors defined in the
same block, which stays valid under every DFS order (every cycle hierarchy).
"""

from __future__ import annotations

import random

from fuzzfarm.analysis.cycles import Cycle, CycleInfo
from fuzzfarm.analysis.dominators import DomTree
from fuzzfarm.ir.conventions import ANCHOR, LOOP
from fuzzfarm.ir.model import Block, Instruction


class TokenState:
    """The verifier's live-token stack, advanced as the filler emits instructions."""

    def __init__(self, dt: DomTree, ci: CycleInfo, rng: random.Random,
                 p_extended: float, p_skip: float) -> None:
        self.dt = dt
        self.ci = ci
        self.rng = rng
        self.p_extended = p_extended
        self.p_skip = p_skip
        self.live_in: dict[Block, list[Instruction]] = {}
        self.stack: list[Instruction] = []

    # -- the verifier's walk -----------------------------------------------------

    def enter(self, block: Block) -> None:
        self.stack = self.live_in.pop(block, [])

    def leave(self, block: Block) -> None:
        """Propagate liveness to successors exactly as the verifier does."""
        for succ in block.successors:
            if succ not in self.live_in:
                inherited: list[Instruction] = []
                for tok in self.stack:
                    if not self.dt.dominates(tok.parent, succ):
                        break
                    inherited.append(tok)
                self.live_in[succ] = inherited
            else:
                self.live_in[succ] = [t for t in self.live_in[succ] if t in self.stack]

    def forget(self, blocks: set[Block]) -> None:
        """Drop the live tokens defined in ``blocks`` (a loop just left whose tokens must
        not be used outside it: the unrolling bait, which a leaking token keeps every
        unroll from)."""
        self.stack = [t for t in self.stack if t.parent not in blocks]

    def define(self, token: Instruction) -> None:
        self.stack.append(token)

    def use(self, token: Instruction) -> None:
        """Record a use: every token defined after ``token`` goes out of scope."""
        if token not in self.stack:
            raise AssertionError(f"token {token!r} is not live")
        while self.stack[-1] is not token:
            self.stack.pop()

    # -- what may be used --------------------------------------------------------

    def valid(self, token: Instruction, block: Block, local: bool) -> bool:
        """May a non-``loop`` operation in ``block`` use ``token`` (given it is live)?"""
        def_block = token.parent
        if def_block is block:
            return True
        if local:
            return False
        cycle = self.ci.cycle_of(block)
        return cycle is None or def_block in cycle.blocks

    def is_extended(self, token: Instruction, block: Block) -> bool:
        """A heart token used outside its own loop (seed 003, temporal divergence)."""
        if token.callee != LOOP or token.parent is None:
            return False
        cycle = self.ci.cycle_of(token.parent)
        return cycle is not None and block not in cycle.blocks

    def candidates(self, block: Block, local: bool) -> list[Instruction]:
        """Usable tokens, innermost (top of stack) first."""
        return [t for t in reversed(self.stack) if self.valid(t, block, local)]

    def choose(self, block: Block, local: bool, deterministic: bool = False) -> Instruction | None:
        """A token for a convergent operation in ``block``; None if none is usable.

        Mostly the innermost usable token; with probability ``p_extended`` the heart
        of a loop just left (an extended cycle); with ``p_skip`` a random outer one
        (which ends the regions of every token above it).
        """
        cands = self.candidates(block, local)
        if not cands or deterministic:
            return cands[0] if cands else None
        extended = [t for t in cands if self.is_extended(t, block)]
        plain = [t for t in cands if t not in extended]
        if extended and (not plain or self.rng.random() < self.p_extended):
            return extended[0]
        if not plain:
            return None
        if len(plain) > 1 and self.rng.random() < self.p_skip:
            return self.rng.choice(plain[1:])
        return plain[0]

    def unanchored(self, block: Block, local: bool) -> Instruction | None:
        """The innermost usable token that is not an anchor (the entry's or a loop heart),
        None if there is none; draws nothing."""
        return next((t for t in self.candidates(block, local) if t.callee != ANCHOR), None)

    def heart_parent(self, header: Block) -> Instruction | None:
        """A token a heart at ``header`` may use: defined outside the loop, inside its parent."""
        cycle: Cycle | None = self.ci.cycle_of(header)
        if cycle is None or cycle.header is not header or not cycle.is_reducible:
            return None
        cands = [
            t for t in reversed(self.stack)
            if t.parent not in cycle.blocks
            and (cycle.parent is None or t.parent in cycle.parent.blocks)
        ]
        if not cands:
            return None
        if len(cands) > 1 and self.rng.random() < self.p_skip:
            return self.rng.choice(cands[1:])
        return cands[0]
