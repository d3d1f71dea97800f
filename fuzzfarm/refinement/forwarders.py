"""An ipdom violation re-checked with (effectively) empty forwarding blocks bypassed (SEMANTICS.md, "ipdom", rule 5).

The ipdom model tags a lane's stack frame with the successor its branch chose (seed 000,
"Unstructured Control Flow": an implementation that reconverges at post-dominators keeps
lanes that reach an operation along different paths apart until the post-dominator). So a
``switch`` whose case 2 reaches ``%body`` through a block holding nothing but ``br label
%body`` and whose case 5 jumps to ``%body`` directly splits the two cases' lanes there,
and SimplifyCFG removing that block (both cases now name ``%body``) joins them: a
"violation" of an opt-19 ``default<O3>`` campaign (``--model ipdom --calls``, 30 cases,
master seed 16; tests/data/ipdom/switch_forwarder.*.ll), and the other way round
inserting such a block (critical-edge splitting, LoopSimplify's dedicated exits) splits
lanes. The campaign's block held an unused ``icmp`` too, which O3 deleted before SimplifyCFG
removed the block: dead pure instructions make no difference. No SIMT stack ever sees
such a block as a target of its own: every back end removes it first (dead-code
elimination, then SimplifyCFG at every level, CodeGenPrepare's mostly-empty blocks,
branch folding), so the split is the model's reading of the IR's spelling, not a place
where threads can meet or part.

So a violation under ipdom is checked once more with each program's edges into such
blocks sent on to where the blocks lead (:func:`bypass_forwarders`; the kernel's blocks
only, not yet a called function's); when that check finds no behaviour of *after* that
*before* cannot show (or cannot decide), the case is inconclusive, never a violation. As the untaken edges' re-check
(:mod:`fuzzfarm.refinement.untaken_edges`), it only ever turns a violation into an
inconclusive verdict; a block with an effect, a value read elsewhere or a conditional
branch (the seed's jump-threaded ``%then1``, which computes a condition and branches on
it) is no forwarder, and a difference there stands.
"""

from __future__ import annotations

from fuzzfarm.analysis.observed import PURE
from fuzzfarm.ir.model import Block, Function, Instruction, Value, clone_function, users

#: Why a violation that vanishes with the forwarding blocks bypassed is undecided.
FORWARDERS = ("ipdom: after differs from before only by a block that just branches on, "
              "holding nothing that is read elsewhere or has an effect ({blocks}): the model splits lanes at a branch by the successor named, but every "
              "back end removes such a block before a SIMT stack runs the code, and without it "
              "before shows after's behaviour")

#: At most this many forwarding blocks are named in the message.
NAMED = 3


def forwarders(fn: Function) -> dict[Block, Block]:
    """Each forwarding block of ``fn`` with the block it finally leads to: a block, not
    the entry, that ends in ``br label %next`` and holds nothing else but pure
    instructions read only in it (dead code: the campaign's block held an unused
    ``icmp`` until O3 deleted it, then the block), where ``%next`` has no
    phi (moving the edge would need a phi operand for each new predecessor: left alone)
    and is not the block itself; a chain of them leads to its last target, a cycle of
    them is left alone (no target to send its edges to)."""
    uses = users(fn)
    direct = {b: b.terminator.blocks[0] for b in fn.blocks[1:]
              if b.terminator.opcode == "br" and not b.terminator.operands
              and not b.terminator.blocks[0].phis and b.terminator.blocks[0] is not b
              and all(_dead_here(i, uses) for i in b.instructions[:-1])}
    out: dict[Block, Block] = {}
    for start in direct:
        seen = {start}
        target = direct[start]
        while target in direct and target not in seen:
            seen.add(target)
            target = direct[target]
        if target not in seen:
            out[start] = target
    return out


def _dead_here(inst: Instruction, uses: dict[Value, list[Instruction]]) -> bool:
    """Is ``inst`` pure (:data:`~fuzzfarm.analysis.observed.PURE`: no effect, never
    undefined) and read only in its own block, so that dead-code elimination removes it
    with the block's other such instructions?"""
    return inst.opcode in PURE and all(u.parent is inst.parent for u in uses.get(inst, ()))


def bypass_forwarders(fn: Function) -> tuple[Function, list[str]] | None:
    """A copy of ``fn`` whose branches go straight to where its reached forwarding blocks
    (:func:`forwarders`) lead, those blocks dropped, with the names of the ones other
    blocks branch to (a chain's first); None when no branch reaches such a block."""
    ahead = forwarders(fn)
    reached = {s for b in fn.blocks if b not in ahead for s in b.successors if s in ahead}
    if not reached:
        return None
    names = {b.name: t.name for b, t in ahead.items()}
    copy = clone_function(fn)
    for block in copy.blocks:
        term = block.terminator
        if term.opcode in ("br", "switch"):
            term.blocks = [copy.block(names[s.name]) if s.name in names else s
                           for s in term.blocks]
    copy.blocks = [b for b in copy.blocks if b.name not in names]
    return copy, sorted(b.name for b in reached)


def forwarder_message(names: list[str]) -> str:
    """:data:`FORWARDERS` naming up to :data:`NAMED` of the bypassed blocks."""
    shown = ", ".join(f"%{n}" for n in names[:NAMED]) + (", ..." if len(names) > NAMED else "")
    return FORWARDERS.format(blocks=shown)
