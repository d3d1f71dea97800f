"""The registry of our own candidate optimizations: ``TRANSFORMS[name]``.

Every family has an *aware* form (``<family>``), which follows the seed rules,
and a *naive* twin (``<family>-naive``), which reproduces a historical bug
class by treating convergent calls like ordinary calls. Each module's
docstring says what its aware form allows and refuses (with the seed section)
and what its naive form breaks.
"""

from __future__ import annotations

from fuzzfarm.transforms import (
    anchor_move,
    hoist,
    jump_thread,
    rotate,
    sink,
    speculate,
    tail_merge,
    unroll,
    unroll_exact,
)
from fuzzfarm.transforms.base import ApplyFn, Transform

_FAMILIES: list[tuple[str, ApplyFn, ApplyFn, str, str]] = [
    ("sink", sink.sink, sink.sink_naive,
     "sink a computation into the conditional successor that uses it",
     "sinks a convergent op into a conditional use (seed 000 textureSample)"),
    ("hoist", hoist.hoist, hoist.hoist_naive,
     "hoist and merge identical code from both arms of a branch",
     "merges convergent ops across a divergent branch (seed 000 subgroupAdd, seed 004 ballot)"),
    ("jump-thread", jump_thread.jump_thread, jump_thread.jump_thread_naive,
     "thread a constant flag phi to its successor",
     "threads uncontrolled code: a barrier becomes reachable along two paths (seed 000)"),
    ("tail-merge", tail_merge.tail_merge, tail_merge.tail_merge_naive,
     "merge identical blocks with the same successor",
     "merges identical convergent blocks behind a divergent branch (seed 004)"),
    ("unroll", unroll.unroll, unroll.unroll_naive,
     "unroll a counted loop by 2 with a remainder loop",
     "unrolls with a remainder a loop whose heart uses an outer token (seed 000)"),
    ("unroll-exact", unroll_exact.unroll_exact, unroll_exact.unroll_exact_naive,
     "unroll by 2 without remainder when the trip count is provably even",
     "peels the odd iteration into a prologue outside the heart's control"),
    ("rotate", rotate.rotate, rotate.rotate_naive,
     "rotate a while loop into a guarded do-while loop",
     "duplicates the header's convergent ops into one guard per loop entry"),
    ("speculate", speculate.speculate, speculate.speculate_naive,
     "speculate the body of an if-then and turn join phis into selects",
     "speculates a convergent op (subgroupShuffle) out of an if (seed 000)"),
    ("anchor-move", anchor_move.anchor_move, anchor_move.anchor_move_naive,
     "sink an anchor with all its users, or hoist anchors out of both arms",
     "sinks only %b but not its anchor, or sinks an anchor into a loop (seed 000)"),
]


def _build() -> dict[str, Transform]:
    out: dict[str, Transform] = {}
    for family, aware, naive, summary, bug in _FAMILIES:
        out[family] = Transform(family, family, True, summary, aware)
        out[family + "-naive"] = Transform(family + "-naive", family, False, bug, naive)
    return out


#: Every transform by name, aware and naive forms interleaved (family order).
TRANSFORMS: dict[str, Transform] = _build()


def get(name: str) -> Transform:
    """The transform called ``name``; a KeyError lists the known names."""
    try:
        return TRANSFORMS[name]
    except KeyError:
        raise KeyError(f"unknown transform {name!r}; known: {', '.join(TRANSFORMS)}") from None


def names(aware: bool | None = None) -> list[str]:
    """Registered names, optionally only the aware (True) or naive (False) forms."""
    return [n for n, t in TRANSFORMS.items() if aware is None or t.aware == aware]
