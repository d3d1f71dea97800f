"""The sizing ladder's rungs (fuzzfarm/farm/sizing.py ``ladder``, built by
``generators.schedules.narrowings``) and the counts that judge them
(``fuzzfarm.refinement.enumerated._count``), against their definitions: each rung
keeps some of the drawn lanes (the named ones where it can) and caps every loop-bound
argument, everything else as drawn; a count made once answers every later limit as a
fresh count would."""

from __future__ import annotations

import random

import generators
from fuzzfarm.farm.sizing import BOUNDS, WIDTHS, ladder
from fuzzfarm.inputs import kernel_inputs
from fuzzfarm.refinement import enumerated
from fuzzfarm.schedule import AnchorGroup, Choices
from generators.named_lanes import named_lanes
from generators.schedules import generate_schedule, is_bound, narrowed
from oracles.reference.groupings import count_groupings


def _bound_kernel() -> tuple:
    """A generated kernel with a loop-bound argument, and a wide schedule of it with
    anchor groupings of its own on every lane."""
    for seed in range(300):
        fn = generators.generate(seed).kernel
        s = generate_schedule(fn, seed, subgroup_size=64)
        bound = [a.name for a in kernel_inputs(fn) if a.name in s.args and is_bound(a)]
        if bound and len(s.active_lanes) > 8 and any(max(s.args[b]) > 2 for b in bound):
            groups = tuple(AnchorGroup("a", lane, 1, lane % 2) for lane in s.active_lanes)
            return fn, s.with_choices(Choices(anchors=groups)), bound
    raise AssertionError("no generated kernel with a loop bound")


def test_each_rung_keeps_some_drawn_lanes_and_caps_only_loop_bounds() -> None:
    fn, s, bound = _bound_kernel()
    rungs = ladder(fn, s)
    widths = [len(s.active_lanes)] + [w for w in WIDTHS if w < len(s.active_lanes)]
    assert len(rungs) == len(widths) * len(BOUNDS)
    for k, rung in enumerate(rungs):
        width, cap = widths[k // len(BOUNDS)], BOUNDS[k % len(BOUNDS)]
        assert len(rung.active_lanes) == width and set(rung.active_lanes) <= set(s.active_lanes)
        if width < len(s.active_lanes) and named_lanes(fn) & set(s.active_lanes):
            assert named_lanes(fn) & set(rung.active_lanes)  # a named lane is kept
        for name, values in s.args.items():
            expect = tuple(min(v, cap) for v in values) if name in bound and cap is not None \
                else values
            assert rung.args[name] == expect, (k, name)
        assert rung.choices.anchors == tuple(g for g in s.choices.anchors
                                             if g.lane in rung.active_lanes)
        assert (rung.subgroup_size, rung.buffers, rung.buffer_bytes, rung.launch) == \
            (s.subgroup_size, s.buffers, s.buffer_bytes, s.launch)
        assert rung == narrowed(fn, s, width, cap)  # the one-rung spelling agrees
    # the lanes of a width do not depend on the cap
    for k in range(0, len(rungs), len(BOUNDS)):
        assert len({r.active_lanes for r in rungs[k:k + len(BOUNDS)]}) == 1
    assert s.args == _bound_kernel()[1].args  # the drawn schedule is not edited


def _instances(rng: random.Random) -> tuple[tuple[str, int, int], ...]:
    """Anchor instances of a few lanes, each lane's in its order (random names and runs)."""
    out = []
    for lane in range(rng.randint(1, 4)):
        seen: dict[str, int] = {}
        for _ in range(rng.randint(0, 4)):
            name = rng.choice("ab")
            seen[name] = seen.get(name, 0) + 1
            out.append((name, lane, seen[name]))
    return tuple(out)


def test_a_remembered_count_answers_every_limit_as_a_fresh_count() -> None:
    # three lanes that run one anchor once each: Bell(3) = 5 groupings (hand count)
    three = (("x", 0, 1), ("x", 1, 1), ("x", 2, 1))
    enumerated._counted.cache_clear()
    assert enumerated._count(three, 3) == 4  # more than 3: counted up to 3 + 1
    assert enumerated._count(three, 512) == 5  # an inexact count is made again, larger
    assert enumerated._count(three, 4) == 5 and enumerated._count(three, 2) == 3
    rng = random.Random(7)
    for _ in range(300):
        order = _instances(rng)
        enumerated._counted.cache_clear()
        for limit in [rng.choice([0, 1, 2, 5, 13, 40, 64, 300, 512]) for _ in range(4)]:
            assert enumerated._count(order, limit) == count_groupings(order, limit), (order, limit)
