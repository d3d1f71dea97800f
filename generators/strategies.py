"""Hypothesis strategies for generated programs and schedules.

Property tests draw *seeds and knobs* rather than programs, so a failing
example shrinks along axes that matter: hypothesis drives the seed towards 0
and the size knobs towards their minimum, and a schedule's subgroup size and
active-lane count towards small values, giving a minimal reproducer that is
still a valid program (generation is deterministic in what is drawn).
"""

from __future__ import annotations

from hypothesis import strategies as st

from fuzzfarm.ir.conventions import MAX_SUBGROUP_SIZE
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from generators.features import Features, Size
from generators.programs import STYLES, GeneratedProgram, generate
from generators.schedules import generate_schedule

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


@st.composite
def sizes(draw: st.DrawFn, max_blocks: int = 40) -> Size:
    """Size knobs, shrinking towards tiny programs."""
    return Size(
        max_blocks=draw(st.integers(4, max_blocks)),
        max_depth=draw(st.integers(1, 4)),
        max_stmts=draw(st.integers(1, 5)),
        max_ops=draw(st.integers(1, 4)),
        max_trip=draw(st.integers(1, 5)),
    )


@st.composite
def programs(draw: st.DrawFn, style: str = "any", size: Size | None = None,
             swarm: bool = True) -> GeneratedProgram:
    """A generated program: seed, size knobs and (with ``swarm``) a swarm feature seed."""
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}")
    seed = draw(SEEDS)
    chosen_size = size if size is not None else draw(sizes())
    features = Features.swarm(draw(SEEDS)) if swarm else Features.default()
    return generate(seed, features=features, size=chosen_size, style=style)


@st.composite
def schedules(draw: st.DrawFn, fn: Function) -> Schedule:
    """A schedule for ``fn``: subgroup size and active lanes drawn directly, the rest seeded."""
    size = draw(st.integers(4, MAX_SUBGROUP_SIZE))
    count = draw(st.integers(1, size))
    if draw(st.booleans()):
        lanes = tuple(range(count))
    else:
        lanes = tuple(sorted(draw(st.lists(st.integers(0, size - 1), min_size=count,
                                           max_size=count, unique=True))))
    return generate_schedule(fn, draw(SEEDS), subgroup_size=size, active_lanes=lanes)
