"""One cycle hierarchy per set of hierarchies that behave alike
(:func:`fuzzfarm.analysis.hierarchies.behaviour_hierarchies`).

Seed 003 ("Maximal Convergence"): a dynamic instance's convergence reads only the
headers of the cycles that contain it. So hierarchies that differ only in the headers
of cycles holding no convergent operation and no call to a defined function give
every convergent operation the same communicating sets. Expectations are counted by
hand on small irreducible CFGs, and checked against the reference oracle run under
every hierarchy :func:`hierarchies` lists (which knows nothing of the merge).
"""

from __future__ import annotations

from fuzzfarm.analysis.hierarchies import behaviour_hierarchies, function_hierarchies, hierarchies
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference

DECLS = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
"""

#: Entry branches (per lane) into a or b, a <-> b: an irreducible cycle {a, b} whose
#: header is a or b, depending on the DFS. Each lane goes round %n times; ``BODY``
#: marks where an instruction of the cycle goes. A ballot after the cycle and one before.
TWO_ENTRIES = """
define i64 @k(i32 %c) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %first = call i64 @subgroupBallot(i1 true)
  %odd = and i32 %id, 1
  %e = icmp eq i32 %odd, 0
  br i1 %e, label %a, label %b
a:
  %i = phi i32 [ 0, %entry ], [ %j, %b ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %id
  br i1 %more, label %b, label %out
b:
  %j = phi i32 [ 0, %entry ], [ %i1, %a ]
BODY
  br label %a
out:
  %last = call i64 @subgroupBallot(i1 true)
  %s = add i64 %first, %last
  ret i64 %s
}
"""

BALLOT_IN_CYCLE = "  %v = call i64 @subgroupBallot(i1 true)"

CALLEE = """
define internal i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}
"""


def kernel(body: str, extra: str = "") -> Function:
    return parse_module(DECLS + extra + TWO_ENTRIES.replace("BODY", body)).kernel("k")


def test_headers_of_an_op_free_cycle_give_one_listing() -> None:
    fn = kernel("  %w = add i32 %j, 0")
    every = hierarchies(fn)
    assert every.complete and len(every.orders) == 2  # header a or header b
    alike = behaviour_hierarchies(fn)
    assert alike.complete and alike.orders == ((),)  # the natural order's stands for both


def test_a_cycle_with_an_uncontrolled_ballot_keeps_every_hierarchy() -> None:
    fn = kernel(BALLOT_IN_CYCLE)
    every = hierarchies(fn)
    alike = behaviour_hierarchies(fn)
    assert alike.complete and len(every.orders) == 2
    assert alike.orders == every.orders


def test_a_call_to_a_defined_function_in_the_cycle_keeps_every_hierarchy() -> None:
    """A defined function's convergent operations take their convergence from the call
    site, so a cycle holding the call is not op-free, even when the callee holds none."""
    fn = kernel("  %w = call i32 @f(i32 %j)", CALLEE)
    assert len(behaviour_hierarchies(fn).orders) == 2


def test_a_callee_is_listed_on_its_own() -> None:
    """The kernel calls (outside any cycle) a function with an op-free irreducible cycle:
    every combination is the callee's two hierarchies, one behaviour."""
    callee = TWO_ENTRIES.replace("@k(", "@g(").replace("BODY", "  %w = add i32 %j, 0")
    text = DECLS + callee + """
define i64 @k(i32 %c) convergent {
entry:
  %r = call i64 @g(i32 %c)
  ret i64 %r
}
"""
    fn = parse_module(text).kernel("k")
    assert len(hierarchies(fn).orders) == 2
    assert behaviour_hierarchies(fn).orders == ((),)
    g = parse_module(text).kernel("g")
    assert function_hierarchies(g, alike=True).orders == ((),)


def base_behaviour(fn: Function, schedule: Schedule, order: tuple) -> object:
    b = reference.run(fn, schedule.with_choices(Choices(dfs_order=order)), Model.MAXIMAL).behaviour
    return tuple((t.return_value, t.buffers) for t in b.threads)


def test_the_merged_hierarchies_behave_alike_and_the_kept_ones_do_not() -> None:
    """The reference, run under each hierarchy: the op-free cycle's two hierarchies show
    one behaviour (so listing one loses nothing); with a ballot in the cycle, whose
    value each lane stores, they show different ones (so listing one would lose a
    behaviour)."""
    schedule = Schedule.full(4, {"c": [0, 0, 0, 0]})
    free = kernel("  %w = add i32 %j, 0")
    assert len({base_behaviour(free, schedule, o) for o in hierarchies(free).orders}) == 1
    stored = parse_module(DECLS + TWO_ENTRIES.replace("(i32 %c)", "(i32 %c, ptr %dst)").replace(
        "BODY", BALLOT_IN_CYCLE + "\n  store i64 %v, ptr %dst")).kernel("k")
    orders = hierarchies(stored).orders
    assert behaviour_hierarchies(stored).orders == orders
    assert len({base_behaviour(stored, schedule, o) for o in orders}) == 2
