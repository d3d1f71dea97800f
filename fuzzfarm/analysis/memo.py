"""Per-function memoization of analyses that oracles ask for again and again.

The oracles run one function on many schedules and choices; its cycle
hierarchies and static well-formedness do not change between runs. Functions
are not hashable by content, so results are kept per function object (weakly,
so they die with it) and guarded by a cheap structural fingerprint: if a caller
edits the function in place (the reducer works on clones, but a user of the API
might not), the stale result is recomputed rather than trusted.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import TypeVar

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Function

T = TypeVar("T")


def fingerprint(fn: Function) -> tuple:
    """Identity and shape of every block and instruction of ``fn`` and of the functions it
    may call: changes whenever the CFG or code of any of them does."""
    return tuple(
        (id(f), tuple(
            (id(b), tuple(id(i) for i in b.instructions), tuple(id(s) for s in b.successors))
            for b in f.blocks))
        for f in reachable_functions(fn)
    )


def per_function(compute: Callable[[Function], T]) -> Callable[[Function], T]:
    """Cache ``compute(fn)`` per function object, recomputing if ``fn`` changed shape."""
    cache: weakref.WeakKeyDictionary[Function, tuple[tuple, T]] = weakref.WeakKeyDictionary()

    @functools.wraps(compute)
    def cached(fn: Function) -> T:
        key = fingerprint(fn)
        hit = cache.get(fn)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = compute(fn)
        cache[fn] = (key, value)
        return value

    return cached
