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
import itertools
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
    """Cache ``compute(fn)`` per function object, recomputing if ``fn`` changed shape.

    Inside a :class:`Scoped` block the caller promises not to edit the functions, so
    an entry checked against the fingerprint once in the block is trusted for the rest
    of it (the oracles ask thousands of times per check; a fingerprint walks every
    instruction of the function and its callees)."""
    cache: weakref.WeakKeyDictionary[Function, tuple[tuple, T]] = weakref.WeakKeyDictionary()
    checked: dict[int, int] = {}  # id(fn) -> the promise it was last checked under

    @functools.wraps(compute)
    def cached(fn: Function) -> T:
        hit = cache.get(fn)
        if hit is not None and _promise and checked.get(id(fn)) == _promise[0]:
            return hit[1]
        key = _shape(fn)
        if hit is None or hit[0] != key:
            hit = cache[fn] = (key, compute(fn))
        if _promise:
            checked[id(fn)] = _promise[0]
        return hit[1]

    return cached


#: The current promise not to edit functions (a number per outermost Scoped block), empty
#: outside every block.
_promise: list[int] = []
_promises = itertools.count(1)
#: Under the current promise, each function's :func:`fingerprint` by id (with the function,
#: kept alive so that no id is reused before the promise ends, when this is emptied).
_fingerprints: dict[int, tuple[Function, tuple]] = {}


def _shape(fn: Function) -> tuple:
    """``fn``'s :func:`fingerprint`; under a promise taken once per function for every
    memoized analysis: a check's dozen analyses each checked the same functions against a
    fingerprint of their own, a walk of every instruction each time (issue #16)."""
    if not _promise:
        return fingerprint(fn)
    hit = _fingerprints.get(id(fn))
    if hit is None:
        hit = _fingerprints[id(fn)] = (fn, fingerprint(fn))
    return hit[1]


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
        outermost = not _promise
        if outermost:
            _promise.append(next(_promises))
        try:
            yield
        finally:
            self._entries = None
            if outermost:
                _promise.clear()
                _fingerprints.clear()

    @property
    def is_open(self) -> bool:
        """Is a scope open (would an entry made now be kept for the next ``get``)?"""
        return self._entries is not None

    def peek(self, key: K) -> T | None:
        """The open scope's value for ``key`` if it has one (None outside every scope)."""
        return None if self._entries is None else self._entries.get(key)

    def put(self, key: K, value: T) -> None:
        """Keep ``value`` for ``key`` in the open scope (nothing outside every scope)."""
        if self._entries is not None:
            self._entries[key] = value

    def get(self, key: K, make: Callable[[], T]) -> T:
        """The open scope's value for ``key`` (made once), or a fresh one outside every scope."""
        if self._entries is None:
            return make()
        if key not in self._entries:
            self._entries[key] = make()
        return self._entries[key]
