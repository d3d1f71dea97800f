"""The lane simulator's firing rule for lanes inside nested invocations (ipdom model).

Under ipdom a branch whose immediate post-dominator is the function's exit (one
successor may return) pushes a frame that never pops, so lanes that left it
different ways never converge again (SEMANTICS.md, "Converged-with", ipdom). In
``KERNEL`` the first leader calls ``@middle``, which calls ``@leaf``'s ballot; the
other lanes lead later iterations, each alone, through the same call site. A lane
waiting at the ballot inside ``@leaf`` asked whether another lane inside ``@leaf``
(another invocation, nested in another ``@middle`` invocation) could still produce
its key: ``Ipdom.can_block`` answered "yes, it may return into the key's
``@middle`` invocation", though a lane returns into its *own* caller's invocation
(the stack saved at its call). Two lanes there waited for each other and the run
was ``contradictory`` where the reference interpreter finishes it: an oracle
disagreement, seen on ``gen --calls`` seed 71 (the ``inline`` campaign's only
inconclusive case under ipdom). The rule now judges such a lane from where it
returns to (oracles/simt/models.py, ``Ipdom.can_block``).
"""

from __future__ import annotations

import pytest

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

KERNEL = """
define i32 @kernel(ptr %out, i32 %n) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %outer.latch ]
  %more = icmp ult i32 %i, 4
  br i1 %more, label %inner, label %done

inner:
  %first = phi i1 [ true, %outer ], [ false, %called ]
  %acc.in = phi i32 [ %acc, %outer ], [ %acc.call, %called ]
  br i1 %first, label %body, label %outer.latch

body:
  %leader = call i32 @subgroupBroadcastFirst(i32 %lane)
  %later = icmp slt i32 %leader, %lane
  br i1 %later, label %outer.latch, label %check

check:
  %never = icmp eq i32 %n, 12345
  br i1 %never, label %early, label %called

early:
  ret i32 -1

called:
  %b = call i32 @middle()
  %acc.call = add i32 %acc.in, %b
  br label %inner

outer.latch:
  %acc.next = phi i32 [ %acc.in, %inner ], [ %acc.in, %body ]
  %i.next = add i32 %i, 1
  br label %outer

done:
  ret i32 %acc
}

define i32 @middle() convergent {
entry:
  %r = call i32 @leaf()
  ret i32 %r
}

define i32 @leaf() convergent {
entry:
  %m = call i64 @subgroupBallot(i1 true)
  %t = trunc i64 %m to i32
  ret i32 %t
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i64 @subgroupBallot(i1) convergent
"""


def expected(lanes: list[int], model: Model) -> dict[int, int]:
    """Each lane's return, by hand. ipdom: ``body``'s branch may lead to ``early``'s
    return, so its frame never pops: the leader of an iteration leaves the others for
    good, and the k-th active lane (from 0) is led for k iterations, then leads the
    4 - k others alone, each ballot seeing its lane only (bit ``lane``). maximal: every
    iteration starts converged at ``outer``, the first lane leads each one alone."""
    if model == Model.MAXIMAL:
        return {lane: 4 * (1 << lane) if k == 0 else 0 for k, lane in enumerate(lanes)}
    return {lane: (4 - k) * (1 << lane) for k, lane in enumerate(lanes)}


@pytest.mark.parametrize("model", [Model.IPDOM, Model.MAXIMAL])
@pytest.mark.parametrize("lanes", [[0, 1], [0, 1, 2], [1, 3]])
def test_lanes_in_other_invocations_do_not_block_a_nested_ballot(lanes: list[int],
                                                                 model: Model) -> None:
    fn = parse_module(KERNEL).functions["kernel"]
    schedule = Schedule.from_json({"subgroup_size": 4, "active_lanes": lanes,
                                   "args": {"n": [1, 1, 1, 1]}, "buffer_bytes": 16})
    sim = simt.run_batch(fn, [schedule], model)[0]
    assert sim.behaviour.outcome.value == "ok", sim.behaviour.message
    returns = {t.lane: t.return_value for t in sim.behaviour.threads}
    assert returns == expected(lanes, model)
    ref = reference.replay(fn, schedule, sim.choices, model)
    assert agrees(sim, ref)
