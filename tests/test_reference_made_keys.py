"""The reference makes each convergence key once per value (oracles/reference/models.py,
thread.py): threads entering one block instance, or reaching one operation instance,
share one key object instead of each hashing its own (a key is an immutable value
compared by its digest, SEMANTICS.md "Converged-with: one convergence key"), and the
keys still tell instances apart exactly as before."""

from __future__ import annotations

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices, Schedule
from oracles import reference
from oracles.reference.keys import MaxKey, OpKey
from oracles.reference.models import MaximalModel

LOOP = parse_module("""
define i32 @k(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %s = call i32 @subgroupAdd(i32 %i)
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %head, label %exit
exit:
  ret i32 %s
}
declare i32 @subgroupAdd(i32) convergent
""").kernel()


def test_threads_entering_one_block_instance_share_its_key() -> None:
    model = MaximalModel(LOOP, Choices())
    head = LOOP.blocks[1]
    a, b = model.new_state(), model.new_state()
    first_a, first_b = model.enter(a, head), model.enter(b, head)
    assert first_a is first_b and first_a == MaxKey("head", None)
    # The next iteration is another instance (its context is the first): another key.
    second_a = model.enter(a, head)
    assert second_a != first_a and second_a == MaxKey("head", first_a)
    assert model.enter(b, head) is second_a


def test_operation_keys_are_shared_and_runs_unchanged() -> None:
    # Lanes 0..3 loop 1, 2, 3 and 3 times: the subgroup add of iteration i (from 0) adds
    # i once per lane still looping (maximal convergence: one instance per iteration):
    # 0 for lane 0, 1 + 1 + 1 for lane 1, 2 + 2 for lanes 2 and 3.
    run = reference.run(LOOP, Schedule(4, (0, 1, 2, 3), {"n": (1, 2, 3, 3)}))
    assert run.behaviour.outcome is Outcome.OK
    assert [t.return_value for t in run.behaviour.threads] == [0, 3, 4, 4]
    ops = {}
    record = run.trace.record
    for inst in (i for thread in record.threads for i in thread):
        if inst.kind == "op":  # the add (the implicit anchor, "%@k", is a choice key)
            ops.setdefault(inst.key, []).append(inst.key)
    # Each operation instance is one key object, shared by every lane that reached it.
    assert sorted(len(v) for v in ops.values()) == [2, 3, 4]
    assert all(isinstance(k, OpKey) and all(x is k for x in v) for k, v in ops.items())
