"""Long loops: key chains thousands deep, and the questions the firing rule asks of them.

A maximal key's context is the previous iteration's header key, an ipdom key's stack
gains a frame per iteration (SEMANTICS.md, "Converged-with"): after n iterations the
chain is n deep. When some lanes leave a loop early and wait while others keep
iterating, every waiting group's key is asked of every other lane ("may it still
produce this key?", oracles/reference/prospects.py). That question once recursed one
level per iteration (a RecursionError past ~1000 iterations: ``fuzzfarm uniformity
tests/data/external_calls.ll`` ended in a traceback) and, made iterative, still
walked the whole chain per question (minutes per run); the record's table took
minutes to lay out too.
"""

from __future__ import annotations

import random
import shutil
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from generators.schedules import generate_schedule
from oracles.reference import prospects as prospects_module
from oracles.reference import run
from oracles.reference import scheduler as scheduler_module
from oracles.reference.keys import ROOT_TAG, IpdomKey, Key, MaxKey, StackNode, Tag
from oracles.reference.models import IpdomState

DATA = Path(__file__).parent / "data"
OPT = shutil.which("opt-19")


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail (not hang) when the block runs longer than ``seconds`` (the old walks took
    minutes where the runs below take about a second)."""
    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def load(path: Path) -> Function:
    return parse_module(path.read_text()).kernel()


# -- the reproducer ------------------------------------------------------------------

@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_lanes_waiting_beside_a_long_loop(model: Model) -> None:
    fn = load(DATA / "reference" / "long_divergent_loops.ll")
    n = (1, 1500, 1500, 1)
    schedule = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                        args={"n": n, "side": (0, 0, 1, 1)})
    with deadline(60):
        observed = run(fn, schedule, model)
        table = observed.trace.record.render()
    b = observed.behaviour
    assert b.outcome is Outcome.OK, b.message
    # every lane leaves its loop with %c = its n and they all meet at %s
    assert [t.return_value for t in b.threads] == [sum(n)] * 4
    record = observed.trace.record
    # an outer iteration's first ballot of each side has both of its lanes; the long
    # lane's later ones only itself; its second outer iteration meets lane 0 again
    for long, short, label in ((1, 0, "%bl"), (2, 3, "%br")):
        assert record.communicating_set(record.find(long, label, 1)) == {long, short}
        assert record.communicating_set(record.find(long, label, 2)) == {long}
        assert record.communicating_set(record.find(long, label, 1500)) == {long}
        assert record.communicating_set(record.find(long, label, 1501)) == {long, short}
    assert "communicating sets:" in table


# -- the fast answers are the recursive definition's ----------------------------------

def recursive_maximal(p: prospects_module.Prospects, t: prospects_module.View,
                      block: Block, key: MaxKey) -> bool:
    """The rule as the prospects' docstring states it, level by level (shallow runs only)."""
    model = p._model(block)
    hdrs = model.hdr[block]
    here, _ = p._here(t)
    if model.context(t.keystate, block) == key.context and p.reach.to_block(here, block, hdrs):
        return True
    ctx = key.context
    if not isinstance(ctx, MaxKey):
        return False
    header = p.blocks.get(ctx.block)
    if header is None or header not in hdrs:
        return False
    return recursive_maximal(p, t, header, ctx) and p.reach.to_block(header, block, hdrs)


def recursive_ipdom(p: prospects_module.Prospects, t: prospects_module.View,
                    block: Block, key: IpdomKey) -> bool:
    """The ipdom rule, comparing the stacks prefix by prefix."""
    assert isinstance(t.keystate, IpdomState)
    here, _ = p._here(t)
    if not p.reach.to_block(here, block, frozenset()):
        return False
    frames, target = t.keystate.stack, key.stack
    depth = 0 if target is None else target.depth
    j = min(depth, len(frames))
    while j > 0 and not (target is not None and target.at_depth(j) == frames[j - 1].node):
        j -= 1
    if j == depth:
        digest = b"" if target is None else target.digest
        return t.keystate.counts.get((p._model(block).names[block], digest), 0) <= key.n
    assert target is not None
    first_new = target.at_depth(j + 1)
    assert first_new is not None
    tag_key = first_new.tag.key
    tag_block = p.blocks.get(getattr(tag_key, "block", ""))
    if tag_block is None or not isinstance(tag_key, IpdomKey):
        return False
    if tag_key == t.block_key and tag_block is here:
        return True
    return recursive_ipdom(p, t, tag_block, tag_key)


class Checked(prospects_module.Prospects):
    """Prospects that answer every block question both ways and keep the pairs."""

    answers: list[tuple[bool, bool, int]] = []

    def may_produce_block(self, t: prospects_module.View, block: Block, key: Key) -> bool:
        fast = super().may_produce_block(t, block, key)
        if isinstance(key, MaxKey):
            slow, depth = recursive_maximal(self, t, block, key), -1
            node: Key | None = key
            while isinstance(node, MaxKey):
                node, depth = node.context, depth + 1
        elif isinstance(key, IpdomKey):
            slow, depth = recursive_ipdom(self, t, block, key), 0 if key.stack is None else key.stack.depth
        else:
            return fast
        Checked.answers.append((fast, slow, depth))
        return fast


#: A ballot in iteration %k of a loop of %n iterations (per lane): between ballots the
#: lanes iterate on their own, so a lane waits iterations behind another's group
#: (a question answered many levels down its key's chain); then another ballot after
#: the loop, where lanes that left wait for those still iterating.
SOMETIMES = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent

define i32 @sometimes(i32 %n, i32 %k) convergent {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %hit = icmp eq i32 %i, %k
  br i1 %hit, label %vote, label %latch
vote:
  %b = call i64 @subgroupBallot(i1 true)
  %bt = trunc i64 %b to i32
  br label %latch
latch:
  %got = phi i32 [ %bt, %vote ], [ 0, %loop ]
  %acc.next = add i32 %acc, %got
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %s = call i32 @subgroupAdd(i32 %acc.next)
  ret i32 %s
}
"""


def test_prospects_answer_as_the_recursive_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scheduler_module, "Prospects", Checked)
    Checked.answers = []
    paths = [DATA / "external_calls.ll", DATA / "reference" / "long_divergent_loops.ll",
             *sorted((DATA / "reference").glob("seed003_*.ll")),
             *sorted((DATA / "reference").glob("extended_loop*.ll")),
             DATA / "reference" / "loop_heart.ll", DATA / "reference" / "jt_original.ll",
             *sorted((DATA / "calls").glob("*.ll"))]  # invocations' roots as contexts
    rng = random.Random(7)
    schedules: list[tuple[Function, Schedule]] = []
    sometimes = parse_module(SOMETIMES).kernel()
    for _ in range(8):
        lanes = tuple(range(rng.randrange(2, 9)))
        n = tuple(rng.randrange(20, 60) for _ in lanes)
        schedules.append((sometimes, Schedule(subgroup_size=len(lanes), active_lanes=lanes, args={
            "n": n, "k": tuple(rng.randrange(0, m) for m in n)})))
    for fn in map(load, paths):
        for seed in range(4):
            drawn = generate_schedule(fn, seed, subgroup_size=rng.choice((4, 8)))
            # small trip counts (a few dozen levels: the recursion stays shallow), drawn per
            # lane; a budget that stops lanes anywhere, so that a lane behind the others
            # (an iteration, an outer iteration) is asked about their keys
            args = {name: tuple(v % rng.choice((3, 9, 40)) for v in values)
                    for name, values in drawn.args.items()}
            schedule = Schedule(subgroup_size=drawn.subgroup_size, active_lanes=drawn.active_lanes,
                                args=args, step_budget=rng.randrange(20, 1500))
            schedules.append((fn, schedule))
    for fn, schedule in schedules:
        for model in (Model.MAXIMAL, Model.IPDOM):
            with deadline(60):
                run(fn, schedule, model)
    mismatches = [(fast, slow, depth) for fast, slow, depth in Checked.answers if fast != slow]
    assert not mismatches, mismatches[:5]
    deep = [fast for fast, _, depth in Checked.answers if depth >= 5]
    assert deep.count(True) > 20 and deep.count(False) > 20, "questions about deep keys, both answers"


# -- key chains: no walk recurses, ancestors in a few jumps ---------------------------

def test_deep_key_chains_need_no_recursion() -> None:
    depth = 3 * sys.getrecursionlimit()
    keys: list[MaxKey] = []
    ctx: Key | None = None
    for _ in range(depth):
        ctx = MaxKey("loop", ctx)
        keys.append(ctx)
    top = keys[-1]
    assert top.depth == depth - 1
    for d in (0, 1, 2, 17, depth // 2, depth - 2, depth - 1):
        assert top.ancestor(d) is keys[d]
    # a chain built again is equal (hash and equality by digest), a longer one is not
    again: Key | None = None
    for _ in range(depth):
        again = MaxKey("loop", again)
    assert again == top and hash(again) == hash(top)
    assert MaxKey("loop", top) != top
    assert len(repr(top)) < 200 and len(str(top)) < 200
    with pytest.raises(ValueError, match="no ancestor"):
        top.ancestor(depth)


def test_common_depth_of_stacks_is_the_shared_prefix() -> None:
    from oracles.reference.keys import common_depth

    rng = random.Random(3)

    def push(below: StackNode | None, label: str) -> StackNode:
        tag = Tag(MaxKey(label, None), ROOT_TAG if below is None else label)
        return StackNode(tag, below, 1 if below is None else below.depth + 1)

    def chain(node: StackNode | None) -> list[StackNode]:
        out = []
        while node is not None:
            out.append(node)
            node = node.below
        return out[::-1]

    for _ in range(200):
        shared: StackNode | None = None
        for i in range(rng.randrange(0, 300)):
            shared = push(shared, f"s{i % 3}")
        a, b = shared, shared
        for i in range(rng.randrange(0, 300)):
            a = push(a, f"a{i % 2}")
        for i in range(rng.randrange(0, 300)):
            b = push(b, f"b{i % 2}" if rng.random() < 0.9 else f"a{i % 2}")
        ca, cb = chain(a), chain(b)
        naive = 0
        while naive < min(len(ca), len(cb)) and ca[naive] == cb[naive]:
            naive += 1
        assert common_depth(a, b) == naive == common_depth(b, a)
        if a is not None:
            d = rng.randrange(0, a.depth + 1)
            assert a.at_depth(d) is (ca[d - 1] if d else None)


# -- the command that ended in a traceback ---------------------------------------------

@pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")
def test_uniformity_of_external_calls_ends_with_a_verdict() -> None:
    # a drawn schedule (the third of seed 0) gives some lanes n = 2^32 - 1: they time out
    # after ~2800 iterations while the others wait at %s, asked about each iteration
    with deadline(120):
        ran = fuzzfarm(["uniformity", DATA / "external_calls.ll", "--opt", OPT])
    assert ran.returncode in (0, 1, 3), ran.stdout + ran.stderr
    assert "Traceback" not in ran.stdout + ran.stderr
    assert "verdict:" in ran.stdout
    if ran.returncode == 3:
        assert "undecided" in ran.stdout
