"""The registry of our own candidate optimizations: ``TRANSFORMS[name]``.

Every family (a :class:`~fuzzfarm.transforms.base.Family`, one ``FAMILY`` per module)
has an *aware* form (``<family>``), which follows the seed rules,
and a *naive* twin (``<family>-naive``), which reproduces a historical bug
class by treating convergent calls like ordinary calls. Each module's
docstring says what its aware form allows and refuses (with the seed section)
and what its naive form breaks.
"""

from __future__ import annotations

from fuzzfarm.transforms import (
    anchor_move,
    hoist,
    inline,
    jump_thread,
    rotate,
    sink,
    speculate,
    tail_merge,
    unroll,
    unroll_exact,
)
from fuzzfarm.transforms.base import Family, Transform

#: The families, in the order the registry lists them.
FAMILIES: tuple[Family, ...] = tuple(m.FAMILY for m in (
    sink, hoist, jump_thread, tail_merge, unroll, unroll_exact, rotate, speculate, anchor_move,
    inline))


def _build() -> dict[str, Transform]:
    out: dict[str, Transform] = {}
    for f in FAMILIES:
        out[f.name] = Transform(f.name, f.name, True, f.summary, f.form(aware=True), f.calls)
        out[f.name + "-naive"] = Transform(f.name + "-naive", f.name, False, f.bug,
                                           f.form(aware=False), f.calls)
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
