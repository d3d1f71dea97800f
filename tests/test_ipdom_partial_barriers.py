"""A workgroup barrier only some lanes meet, under the ipdom model (SEMANTICS.md, "Memory
the threads share", "Partial barriers under ipdom"; fuzzfarm/partial_barriers.py).

Under maximal convergence such a barrier instance is undefined behaviour at once. Under
ipdom it may be the model's own split (lanes that leave a loop in different iterations
run its exit apart), so a partial instance alone decides nothing; but when, over the
whole run, some active lane executes the barrier fewer times than another, some
instance of it misses that lane however the instances are grouped (each holds at most
one execution per lane): undefined behaviour under any reading. Both oracles run on past
the partial instance and decide so at the run's end; every expectation below is counted
by hand from the kernels.
"""

from __future__ import annotations

import pytest

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

HEAD = """target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare void @llvm.amdgcn.s.barrier() #0
declare i1 @subgroupElect() #0
attributes #0 = { convergent nounwind }
attributes #1 = { convergent }
"""

#: A device function holding a barrier.
SYNC = """
define void @sync(ptr %out) #1 {
entry:
  call void @llvm.amdgcn.s.barrier()
  store i32 1, ptr %out, align 4
  ret void
}
"""

#: Seed 276's shape (tests/data/clang/hunt27/README.md), made small: each iteration of a
#: 2-iteration loop elects one lane, which leaves the loop through a call to @sync (an
#: s.barrier); the others leave by the counter. Lanes 0 and 1 run the barrier once each,
#: lanes 2 and 3 never: whatever the grouping, an instance misses lane 2.
ELECTED = HEAD + SYNC + """
define void @k(ptr %out) #1 {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %z = zext i32 %lane to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %z
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %e = call i1 @subgroupElect()
  br i1 %e, label %break, label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %loop, label %done
break:
  call void @sync(ptr %p)
  br label %done
done:
  ret void
}
"""

#: A barrier behind a loop's exit that only lane l takes in iteration l: every lane meets
#: it once, but under ipdom apart (the exit's block is no post-dominator of the loop's
#: branch: the latch may return early), each instance holding one lane. Whether a SIMT
#: machine meets them together is not in the model: still unsupported. Under maximal the
#: exit lies outside the cycle, one instance for all: defined.
OWN_SPLIT = HEAD + """
define void @k(ptr %out, i32 %stop) #1 {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %mine = icmp eq i32 %i, %lane
  br i1 %mine, label %exit, label %latch
latch:
  %i1 = add i32 %i, 1
  %early = icmp eq i32 %i1, %stop
  br i1 %early, label %done, label %loop
exit:
  call void @llvm.amdgcn.s.barrier()
  br label %done
done:
  ret void
}
"""

#: ``do { barrier } while (i < lane)``: lane l meets the barrier l + 1 times, so its
#: second instance misses lane 0 (which left), in any grouping.
COUNTS = HEAD + """
define void @k(ptr %out) #1 {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @llvm.amdgcn.s.barrier()
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i, %lane
  br i1 %more, label %loop, label %done
done:
  ret void
}
"""


#: @sync called from two sites, lanes 0 and 1 through one, 2 and 3 through the other: two
#: instances under any model (undefined under maximal), but every lane executes the
#: barrier instruction once. The counts are per instruction over every call (a chosen
#: grouping of a callee's implicit anchor may join invocations of two sites), so under
#: ipdom this stays undecided, in the simulator too, whose calls are copies per site.
TWO_SITES = HEAD + SYNC + """
define void @k(ptr %out) #1 {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %low = icmp ult i32 %lane, 2
  br i1 %low, label %a, label %b
a:
  call void @sync(ptr %out)
  br label %done
b:
  call void @sync(ptr %out)
  br label %done
done:
  ret void
}
"""


#: Lane 3 divides by zero before the barrier, so the barrier's instance holds lanes 0..2
#: only. Every instance before that partial one (none) held every lane, so the run up to
#: lane 3's division is one the program runs: undefined behaviour (hunt28: clang kernels
#: whose lane overflowed an ``nsw`` add before a barrier were left undecided).
UB_FIRST = HEAD + """
define void @k(ptr %out) #1 {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %d = sub i32 3, %lane
  %q = udiv i32 12, %d
  store i32 %q, ptr %out, align 4
  call void @llvm.amdgcn.s.barrier()
  ret void
}
"""

#: OWN_SPLIT's loop, and lane 0, the first to leave (alone, under ipdom) through the
#: barrier, then divides by zero: that undefined behaviour comes after a partial instance
#: let lane 0 through, so the run past it is not one the model shows: still unsupported.
UB_AFTER = OWN_SPLIT.replace("""exit:
  call void @llvm.amdgcn.s.barrier()
""", """exit:
  call void @llvm.amdgcn.s.barrier()
  %q = udiv i32 12, %lane
  store i32 %q, ptr %out, align 4
""")

def _both(text: str, lanes: int, model: Model, **args: list[int]):
    fn = parse_module(text).kernel()
    s = Schedule.full(lanes, args, buffer_bytes=4 * lanes)
    ref, sim = reference.run(fn, s, model), simt.run(fn, s, model)
    assert agrees(ref, sim), (ref.behaviour.describe(), sim.behaviour.describe())
    return ref.behaviour, sim.behaviour


@pytest.mark.parametrize("text, args", [(ELECTED, {}), (COUNTS, {})])
def test_a_barrier_some_lane_meets_fewer_times_is_undefined_under_ipdom(text: str, args: dict) -> None:
    """It was unsupported ("has no defined meaning") under ipdom; maximal agrees."""
    ref, sim = _both(text, 4, Model.IPDOM, **args)
    assert ref.outcome is Outcome.UB and sim.outcome is Outcome.UB, (ref.describe(), sim.describe())
    assert "lane 2" in ref.message or "lane 0" in ref.message
    assert _both(text, 4, Model.MAXIMAL, **args)[0].outcome is Outcome.UB


def test_the_models_own_split_stays_unsupported() -> None:
    """Every lane meets the barrier once, apart only under ipdom: no verdict there; under
    maximal the instance holds all four lanes and the run is defined."""
    stop = {"stop": [100] * 4}
    ref, sim = _both(OWN_SPLIT, 4, Model.IPDOM, **stop)
    assert ref.outcome is Outcome.UNSUPPORTED and sim.outcome is Outcome.UNSUPPORTED
    assert "no defined meaning" in ref.message
    ref, _ = _both(OWN_SPLIT, 4, Model.MAXIMAL, **stop)
    assert ref.outcome is Outcome.OK
    assert all(t.barriers == (frozenset(range(4)),) for t in ref.threads)


def test_two_call_sites_of_one_barrier_stay_unsupported() -> None:
    ref, sim = _both(TWO_SITES, 4, Model.IPDOM)
    assert ref.outcome is Outcome.UNSUPPORTED and sim.outcome is Outcome.UNSUPPORTED
    assert _both(TWO_SITES, 4, Model.MAXIMAL)[0].outcome is Outcome.UB


def test_undefined_behaviour_before_the_first_partial_instance_decides() -> None:
    """Lane 3's division by zero precedes the partial instance it leaves: undefined, in
    both oracles (the lane simulator ends a schedule at its first undefined behaviour)."""
    ref, sim = _both(UB_FIRST, 4, Model.IPDOM)
    assert ref.outcome is Outcome.UB and sim.outcome is Outcome.UB, (ref.describe(), sim.describe())
    assert "division" in ref.message or "udiv" in ref.message, ref.message


def test_undefined_behaviour_after_a_partial_instance_stays_unsupported() -> None:
    assert UB_AFTER.count("udiv") == 1
    ref, sim = _both(UB_AFTER, 4, Model.IPDOM, stop=[100] * 4)
    assert ref.outcome is Outcome.UNSUPPORTED, ref.describe()
    assert "no defined meaning" in ref.message
