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
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Function

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)


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


class Scoped(Generic[K, T]):
    """A cache that exists only inside ``with scoped.open():`` (nested blocks share the
    outermost one) and is dropped when it closes.

    Each oracle reuses what it built for a function (compiled programs, convergence
    models) across the many runs of one check, where the caller promises not to edit
    the functions; nothing outlives the check, so an edited function is never served
    a stale entry later."""

    def __init__(self) -> None:
        self._entries: dict[K, T] | None = None

    @contextmanager
    def open(self) -> Iterator[None]:
        if self._entries is not None:
            yield
            return
        self._entries = {}
        try:
            yield
        finally:
            self._entries = None

    @property
    def is_open(self) -> bool:
        """Is a scope open (would an entry made now be kept for the next ``get``)?"""
        return self._entries is not None

    def get(self, key: K, make: Callable[[], T]) -> T:
        """The open scope's value for ``key`` (made once), or a fresh one outside every scope."""
        if self._entries is None:
            return make()
        if key not in self._entries:
            self._entries[key] = make()
        return self._entries[key]
