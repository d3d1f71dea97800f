"""An ipdom violation in a program holding a divergent ``switch`` (SEMANTICS.md, "ipdom", rule 6).

The ipdom model reads a ``switch`` as one n-way branch: lanes part by the successor it
names and meet again at its post-dominator (seed 000, "Unstructured Control Flow": an
implementation that reconverges at post-dominators). No SIMT machine runs an n-way
branch: a back end lowers a ``switch`` first, to a tree of compares (LLVM's LowerSwitch,
which AMDGPU runs before the structurizer; SelectionDAG's case clustering) or a jump
table behind a waterfall loop, and each lowering parts lanes by *value*, at its own
blocks, with its own post-dominators. Lanes taking one successor through different
leaves of the tree travel apart until the tree's join, where the n-way reading kept
them together, and lanes of two cases whose successors meet early meet at that point,
where the n-way reading kept them apart until the ``switch``'s own join. So embedded
``lower-switch`` was an ipdom "violation" of a campaign (30 cases, master seed 24, 2
violations, both passing under maximal): the ipdom reading of a divergent ``switch`` is
one lowering among many, and which one a machine runs is not in the IR.

Every lowering parts and rejoins lanes only between the ``switch`` and its immediate
post-dominator J (each tree node's post-dominator lies on the way to J, which
post-dominates every leaf): past J the threads are together in every lowering as in the
n-way reading. What runs in between with lanes grouped otherwise differs only where
threads communicate: a convergent operation, a call to a definition (which may hold
one), or memory another thread can touch (:func:`~fuzzfarm.analysis.grouping_reach.shares_memory`:
the groups' order decides an interleaving).

Which lowering a machine runs is not in the IR, but one back end lowers *before* and
*after* alike. So a verdict is checked again with both programs' divergent switches
lowered by each back end modelled (:func:`lowered_pairs`,
:mod:`fuzzfarm.refinement.switch_lowering`: LowerSwitch's tree, compare chains in
either order): a violation stands only when it stands under every one of them too (the
check in :mod:`fuzzfarm.refinement.check`), so on every machine modelled; a pass only
when each of them passes (``passes_lowered``); anything else is undecided, never a
violation.

A switch counts when its condition may differ between threads (our uniformity
analysis, :mod:`fuzzfarm.analysis.uniformity`, which calls divergent what it cannot
prove uniform), it has two successors or more, and its *region* (the blocks reachable
from its successors without passing J; everything reachable when J is the exit) holds
a communicating instruction (above). A uniform ``switch`` sends every thread of a group one way,
whatever the lowering; a ``switch`` naming one successor parts nobody; one whose region
holds no communication changes nothing a thread can observe; and one that no run at hand
takes with two threads or more (*before*'s whole listing, *after*'s run that differed)
parts nobody in them, so a violation beside it is not re-checked
(:func:`divergent_switch_doubt`). When *before*'s choices are too many to list whole,
every such ``switch`` of *before* counts.
"""

from __future__ import annotations

from fuzzfarm.analysis.dominators import (
    DomTree,
    PostNode,
    immediate_post_dominator,
    reconvergence_tree,
)
from fuzzfarm.analysis.grouping_reach import shares_memory
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.ir.calls import defined_callee, reachable_functions
from fuzzfarm.ir.model import Block, Function, Instruction
from fuzzfarm.refinement.switch_lowering import LOWERINGS, decisions, lowered_program
from fuzzfarm.refinement.untaken_edges import block_name, listed_records
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import behaviours, run
from oracles.reference.taken import threads_entering

#: Why an ipdom violation beside a divergent ``switch`` is undecided.
DIVERGENT_SWITCH = ("ipdom: {which} holds a switch on a value threads may not share ({blocks}); "
                    "the model parts its lanes by the successor named, one reading among the "
                    "lowerings a back end chooses (a compare tree, a jump table), each of which "
                    "parts and rejoins them elsewhere: no verdict under ipdom")

#: What follows :data:`DIVERGENT_SWITCH` when a back end's lowering of the switches
#: (:mod:`fuzzfarm.refinement.switch_lowering`) leaves the difference undecided.
LOWERED = ("; with both programs' switches lowered the '{how}' way, after shows nothing "
           "before cannot, or that is undecided")

#: Why a pass under the n-way reading of a divergent switch is undecided.
LOWERED_PASS = ("ipdom: no counterexample with the switches read as n-way branches, but with "
                "both programs' divergent switches lowered the '{how}' way: {verdict}; a pass "
                "must hold under every back end's lowering")

#: At most this many switches are named in the message.
NAMED = 3


@per_function  # asked at every ipdom verdict of a pair (passes_lowered)
def divergent_switches(kernel: Function) -> list[Block]:
    """The blocks of ``kernel`` and the functions it calls that end in a ``switch`` with
    two distinct successors or more, whose condition the uniformity analysis does not
    prove uniform (a block it calls not m-converged counts as divergent too), and whose
    region holds a communicating instruction (module docstring)."""
    out: list[Block] = []
    for f in reachable_functions(kernel):
        switches = [b for b in f.blocks if b.terminator.opcode == "switch"
                    and len({id(s) for s in b.terminator.blocks}) > 1]
        if not switches:
            continue
        # ipdom parts threads elsewhere than maximal convergence: an anchor's groups or
        # a collective outside m-converged blocks may differ between threads together here
        divergent = analyze(f, groups_converged=False).divergent_branches
        shared = shares_memory(f)
        tree = reconvergence_tree(f)
        out += [b for b in switches if b in divergent
                and (shared or any(_communicates(f, i) for r in _region(b, tree)
                                   for i in r.instructions))]
    return out


def lowered_pairs(before: Function, after: Function) -> list[tuple[str, Function, Function]]:
    """Each back end's (:data:`~fuzzfarm.refinement.switch_lowering.LOWERINGS`) copies of
    ``before`` and ``after`` with every :func:`divergent_switches` block of theirs (the
    functions they call included) lowered its way: the pairs a verdict under ipdom must
    hold for (SEMANTICS.md, "ipdom", rule 6). Empty when neither holds such a switch; a
    way that lowers every switch as an earlier one does is left out, and a program
    without such a switch is itself (its runs reused)."""
    found = [_by_function(before), _by_function(after)]
    if not any(found):
        return []
    out: list[tuple[str, Function, Function]] = []
    seen: set[tuple[object, ...]] = set()
    for how in LOWERINGS:
        key = (decisions(found[0], how), decisions(found[1], how))
        if key not in seen:
            seen.add(key)
            out.append((how, lowered_program(before, found[0], how),
                        lowered_program(after, found[1], how)))
    return out


def _by_function(kernel: Function) -> dict[Function, list[str]]:
    out: dict[Function, list[str]] = {}
    for b in divergent_switches(kernel):
        assert b.parent is not None
        out.setdefault(b.parent, []).append(b.name)
    return out


def _region(switch: Block, tree: DomTree[PostNode]) -> set[Block]:
    """The blocks reachable from ``switch``'s successors without passing its immediate
    post-dominator under the model (all reachable ones when that is the exit)."""
    join = immediate_post_dominator(tree, switch)
    region: set[Block] = set()
    work = [s for s in switch.terminator.blocks if s is not join]
    while work:
        b = work.pop()
        if b not in region:
            region.add(b)
            work += [s for s in b.successors if s is not join]
    return region


def _communicates(fn: Function, inst: Instruction) -> bool:
    """A convergent operation or a call to a definition (memory is asked of the whole
    function, :func:`shares_memory`)."""
    return inst.opcode == "call" and (is_convergent_call(inst, fn.module)
                                      or defined_callee(fn, inst) is not None)


def divergent_switch_doubt(before: Function, after: Function, schedule: Schedule, model: Model,
                           shown: Schedule, max_runs: int) -> str | None:
    """Why an ipdom violation of ``before`` -> ``after`` on ``schedule`` (*after*'s run
    under ``shown`` differed) is undecided because a divergent ``switch`` that two
    threads or more of those runs reached may read otherwise lowered (module docstring),
    or None."""
    if model != Model.IPDOM:
        return None
    candidates = [("before", before, divergent_switches(before)),
                  ("after", after, divergent_switches(after))]
    for which, fn, found in candidates:
        if not found:
            continue
        entered: dict[Block, int] | None
        if fn is after:
            entered = threads_entering(after, [run(after, shown, model).trace.record])
        else:
            listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
            entered = None if not listing.complete else threads_entering(
                before, listed_records(before, schedule, model, listing))
        taken = [b for b in found if entered is None or entered.get(b, 0) > 1]
        if taken:
            named = ", ".join(block_name(fn, b) for b in taken[:NAMED])
            return DIVERGENT_SWITCH.format(which=which,
                                           blocks=named + (", ..." if len(taken) > NAMED else ""))
    return None
