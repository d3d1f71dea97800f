"""The lane simulator's firing rule on long loops: maximal key chains thousands deep.

A maximal key ``("mb", X, P)`` has as ``P`` the key of the latest header instance
around ``X``, so after n loop iterations its chain of contexts is n deep
(SEMANTICS.md, "Converged-with: one convergence key per dynamic instance"). When
lanes wait beside others that keep iterating, every iteration's group is asked of
the waiting lanes ("could it still produce this key?"): ``Maximal.can_block`` once
walked the chain one level per question, quadratic per run. It now jumps to the few
levels that can answer (oracles/simt/models.py, ``KeyTable.ancestor``); these tests
hold it to the walk's answers and run the reproducer under both models.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_deep_keys import SOMETIMES  # a ballot on one drawn iteration per lane

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import simt
from oracles.simt.keys import NONE, KeyTable, StackTable
from oracles.simt.models import ROOTS, Ipdom, Maximal
from oracles.simt.state import LaneView

DATA = Path(__file__).parent / "data"
REPRODUCER = DATA / "reference" / "long_divergent_loops.ll"

def walked(model: Maximal, view: LaneView, x: int, j: int, key: int) -> bool:
    """The rule as ``Maximal.can_block`` computed it before, one level per step: walk
    the key's chain of header contexts back to one the lane holds now; every link
    ``(H', Q)`` needs a path from ``H'`` to the block that avoids the other headers
    around it."""
    keys, cfg = model.keys.keys, model.cfg
    links: list[tuple[int, int, frozenset[int]]] = []
    while True:
        if view.block == x and view.start <= j and view.bkey == key:
            break
        parent = keys[key][2]
        hd = frozenset(cfg.hdr[x])
        if parent == view.ctx(cfg.hdr[x]):
            if not cfg.reach(view.block, x, hd):
                return False
            break
        if parent == NONE:
            return False
        if keys[parent][0] in ROOTS:
            return model.can_call(view, parent) and all(cfg.reach(h, y, hd) for h, y, hd in links)
        h = keys[parent][1]
        if h not in hd:
            return False
        links.append((h, x, hd))
        x, j, key = h, 0, parent
    return all(cfg.reach(h, y, hd) for h, y, hd in links)


def walked_ipdom(model: Ipdom, view: LaneView, x: int, j: int, key: int) -> bool:
    """``Ipdom.can_block`` as it was, comparing the stacks' frame lists (a walk of each
    stack per question; a loop pushes a frame per iteration)."""
    keys, cfg, stacks = model.keys.keys, model.cfg, model.stacks
    if view.block == x and view.start <= j and view.bkey == key:
        return True
    _, _, target, n = keys[key]
    mine = view.stack
    if target == mine:
        return cfg.reach_summary(view.block, x) and (n == 0 or cfg.n_relevant[x])
    ft, fm = stacks.frames(target), stacks.frames(mine)
    q = 0
    while q < len(ft) and q < len(fm) and ft[q] == fm[q]:
        q += 1
    if q == 0 and fm and model._root(fm[0]) and not (ft and model._root(ft[0])):
        back = model._returned(view)
        if back is not None:
            return walked_ipdom(model, back, x, j, key)
        return view.block == x or cfg.reach(view.block, x)
    if q == 0 and ft and model._root(ft[0]):
        if fm and model._root(fm[0]) and cfg.nested_in(view.block, x) and cfg.reach(view.block, x):
            return True
        return model.can_call(view, stacks.tag[ft[0]][0])
    if any(stacks.reconv[f] < 0 for f in fm[q:]):
        return False
    resume = -1
    if q < len(fm):
        resume = stacks.reconv[fm[q]]
        if q > 0 and stacks.reconv[fm[q - 1]] == resume:
            return False
    if q == len(ft):
        return (x == resume or cfg.reach_summary(resume, x)) and (n == 0 or cfg.n_relevant[x])
    branch, succ = stacks.tag[ft[q]]
    if q < len(fm) and stacks.tag[fm[q]][0] == branch:
        return False
    yb = keys[branch][1]
    if resume >= 0:
        if not (yb == resume or cfg.reach_summary(resume, yb)):
            return False
        if keys[branch][3] and not cfg.n_relevant[yb]:
            return False
    elif not walked_ipdom(model, view, yb, len(cfg.blocks[yb].instructions) - 1, branch):
        return False
    return succ == x or cfg.reach(succ, x)


def load(path: Path) -> Function:
    return parse_module(path.read_text()).kernel()


def small_args(schedule: Schedule, rng: random.Random) -> Schedule:
    """The schedule with small loop counts drawn per lane (a few dozen levels at most:
    the walk stays affordable) and a budget that stops lanes anywhere."""
    args = {name: tuple(v % m for v in values)  # equal values stay equal (inreg)
            for name, values in schedule.args.items() for m in [rng.choice((3, 9, 40))]}
    return Schedule(subgroup_size=schedule.subgroup_size, active_lanes=schedule.active_lanes,
                    args=args, step_budget=rng.randrange(20, 1500))


def runs() -> list[tuple[Function, list[Schedule]]]:
    """Kernels and schedules whose lanes wait beside others' loops: the deep reproducer
    at a few hundred iterations, a ballot on one drawn iteration, the seed kernels,
    kernels with calls (roots as contexts) and generated kernels."""
    rng = random.Random(11)
    out: list[tuple[Function, list[Schedule]]] = []
    deep = load(REPRODUCER)
    out.append((deep, [Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3), args={
        "n": n, "side": side}) for n, side in (
            ((1, 200, 150, 1), (0, 0, 1, 1)), ((3, 1, 120, 90), (0, 1, 1, 0)),
            ((60, 2, 60, 1), (0, 0, 0, 1)))]))
    sometimes = parse_module(SOMETIMES).kernel()
    drawn = []
    for _ in range(8):
        lanes = tuple(range(rng.randrange(2, 9)))
        n = tuple(rng.randrange(20, 60) for _ in lanes)
        drawn.append(Schedule(subgroup_size=len(lanes), active_lanes=lanes, args={
            "n": n, "k": tuple(rng.randrange(0, m) for m in n)}))
    out.append((sometimes, drawn))
    lagging = load(DATA / "lagging_loop.ll")
    drawn = []
    for seed in range(12):
        lanes = tuple(range(rng.randrange(2, 7)))
        n = tuple(rng.randrange(20, 50) for _ in lanes)
        drawn.append(Schedule(subgroup_size=len(lanes), active_lanes=lanes, args={
            "n": n, "d": tuple(rng.randrange(0, m) for m in n),
            "k": tuple(rng.randrange(0, m) for m in n)}, choices=Choices(order_seed=seed)))
    out.append((lagging, drawn))
    paths = [DATA / "external_calls.ll", DATA / "loop_heart.ll",
             *sorted((DATA / "reference").glob("*.ll")), *sorted((DATA / "calls").glob("*.ll"))]
    fns = [load(p) for p in paths if p != REPRODUCER]
    fns += [generate(seed, style="uncontrolled").module.kernel() for seed in range(24)]
    fns += [generate(seed, calls=True).module.kernel() for seed in range(8)]
    for fn in fns:
        out.append((fn, [small_args(generate_schedule(fn, seed, subgroup_size=rng.choice((4, 8))),
                                    rng) for seed in range(3)]))
    return out


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_can_block_answers_as_the_walk(model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    answers: list[tuple[bool, bool, int]] = []
    cls: type[Maximal] | type[Ipdom] = Maximal if model is Model.MAXIMAL else Ipdom
    fast = cls.can_block

    def checked(self: Maximal | Ipdom, view: LaneView, x: int, j: int, key: int) -> bool:
        got = fast(self, view, x, j, key)  # type: ignore[arg-type]
        if isinstance(self, Maximal):
            slow, depth = walked(self, view, x, j, key), self.keys.depth[key]
        else:
            slow = walked_ipdom(self, view, x, j, key)
            depth = self.stacks.depth[self.keys.keys[key][2]]
        answers.append((got, slow, depth))
        return got

    monkeypatch.setattr(cls, "can_block", checked)
    for fn, schedules in runs():
        simt.run_batch(fn, schedules, model)
    mismatches = [a for a in answers if a[0] != a[1]]
    assert not mismatches, mismatches[:5]
    deep = [got for got, _, depth in answers if depth >= 5]
    assert deep.count(True) > 20 and deep.count(False) > 20, "questions about deep keys, both answers"
    assert max(depth for _, _, depth in answers) >= 150


def test_ancestor_follows_the_chain() -> None:
    table = KeyTable()
    chain = [table.intern(("mb", 0, NONE))]
    for i in range(3000):
        chain.append(table.intern(("mb", i % 3, chain[-1])))
        table.intern(("op", i, chain[-1]))  # other keys between: ids are not depths
    top = chain[-1]
    assert table.depth[top] == 3000 and table.depth[table.intern(("op", 7, top))] == -1
    for d in (0, 1, 2, 17, 1024, 1500, 2999, 3000):
        assert table.ancestor(top, d) == chain[d]
    for k in random.Random(5).sample(chain, 50):
        d = table.depth[k]
        assert table.ancestor(k, d // 2) == chain[d // 2]
    with pytest.raises(ValueError, match="no ancestor"):
        table.ancestor(top, 3001)
    # a root as the context starts a chain of its own
    root = table.intern(("frame", top))
    assert table.depth[table.intern(("mb", 4, root))] == 0


def test_stack_prefixes_by_jumps() -> None:
    rng = random.Random(3)
    stacks = StackTable()
    for _ in range(200):
        shared = 0
        for i in range(rng.randrange(0, 300)):
            shared = stacks.push(shared, i % 3, i, 0)
        a = b = shared
        for i in range(rng.randrange(0, 300)):
            a = stacks.push(a, -1 if rng.random() < 0.01 else 5, i, 1)
        for i in range(rng.randrange(0, 300)):
            b = stacks.push(b, 6, i, 1 if rng.random() < 0.9 else 2)
        fa, fb = stacks.frames(a), stacks.frames(b)
        naive = 0
        while naive < min(len(fa), len(fb)) and fa[naive] == fb[naive]:
            naive += 1
        assert stacks.common_depth(a, b) == naive == stacks.common_depth(b, a)
        d = rng.randrange(0, len(fa) + 1)
        assert stacks.at_depth(a, d) == (fa[d - 1] if d else 0)
        stuck = [i + 1 for i, f in enumerate(fa) if stacks.reconv[f] < 0]
        assert stacks.stuck[a] == max(stuck, default=0)


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_run_both_oracles_beside_long_loops(model: str) -> None:
    # two 1500-iteration loops beside lanes that leave at once and wait: every lane
    # returns sum(n), and the two oracles agree
    ran = fuzzfarm(["run", REPRODUCER, "--oracle", "both", "--model", model,
                    "--args", "n=1,1500,1500,1", "--args", "side=0,0,1,1"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "Traceback" not in ran.stdout + ran.stderr
    assert [f"lane {i}: ret 3002" in ran.stdout for i in range(4)] == [True] * 4
    assert "): agrees with the reference" in ran.stdout, ran.stdout[-2000:]
