"""A difference only an anchor grouping the model's own convergence contradicts can show.

Seed 003 ("Convergence"): convergence-before is a strict partial order over *all*
dynamic instances, "a constraint on the converged-with relation". The oracles judge an
anchor grouping legal when the instances the *tokens* converge close no cycle
(``oracles.reference.groupings.token_order_cyclic``): the convergence of blocks and
non-convergent instructions is not observable, and an implementation may leave them
unconverged, so it does not constrain the grouping. That reading gives *after* a
grouping that pairs different iterations of a loop (lane 0's third anchor instance with
lane 1's second) as soon as no token ties the iterations together, while *before*, whose
loop heart the entry token controls, cannot pair them: deleting an unused
``convergence.loop`` (and ``convergence.entry``), which LLVM's dead-code removal does
with every unused one, then "shows" a behaviour *before* cannot.

Whether such a transform is wrong is not settled by the seeds: seed 000's anchor note
expects the threads that "happen to be active at the same time" to converge, which no
implementation pairing different iterations does, and the model's own reading of the
same run (its convergence of the loop's blocks) calls the grouping cyclic. So a
counterexample whose *after* run is cyclic under the model's full record
(:attr:`oracles.reference.record.ExecutionRecord.cyclic`) is not reported as a bug: the
schedule is undecided (SEMANTICS.md, "Sampled choices and what a verdict means").
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import run

#: The note of a schedule left undecided by this rule.
CROSSED_GROUPING = (
    "after differs from before only under an anchor grouping that the model's own "
    "convergence of blocks makes cyclic (it pairs instances of different loop iterations, "
    "which a loop heart before has forbids): not reported as a bug (seed 003 leaves the "
    "convergence of non-convergent instances free, seed 000 expects anchors to group the "
    "threads active together)")


def needs_crossed_grouping(after: Function, shown: Schedule, model: Model) -> bool:
    """Is *after*'s run on ``shown`` (a counterexample's schedule, with *after*'s choices)
    one whose anchor grouping makes convergence-before cyclic under the model's record?"""
    if not shown.choices.anchors:
        return False  # the model's own keys are a legal relation
    return run(after, shown, model).trace.record.cyclic
