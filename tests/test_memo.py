"""Per-function memoization (fuzzfarm/analysis/memo.py): an edited function is never
served a stale result, and inside a Scoped block (a promise not to edit) an entry is
checked against the function's shape once."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fuzzfarm.analysis import memo
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Function

TEXT = """
define void @k(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
"""


def _counted() -> tuple[list[int], Callable[[Function], int]]:
    calls: list[int] = []

    @memo.per_function
    def blocks(fn: Function) -> int:
        calls.append(1)
        return len(fn.blocks)

    return calls, blocks


def _fingerprints_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one for each fingerprint taken (a walk of the function)."""
    prints: list[int] = []
    original = memo.fingerprint
    monkeypatch.setattr(memo, "fingerprint", lambda f: prints.append(1) or original(f))
    return prints


def test_an_edit_outside_a_scope_recomputes() -> None:
    calls, blocks = _counted()
    fn = parse_module(TEXT).kernel()
    assert blocks(fn) == 3 and blocks(fn) == 3
    assert len(calls) == 1
    fn.blocks.pop(1)  # an edit (the shape changes)
    assert blocks(fn) == 2


def test_a_scope_checks_each_function_once_and_a_new_scope_checks_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls, blocks = _counted()
    fn = parse_module(TEXT).kernel()
    prints = _fingerprints_counted(monkeypatch)
    scope: memo.Scoped[int, int] = memo.Scoped()
    with scope.open():
        for _ in range(5):
            assert blocks(fn) == 3
        assert len(prints) == 1 and len(calls) == 1
    fn.blocks.pop(1)  # edited between two promises
    with scope.open():
        assert blocks(fn) == 2
    assert len(calls) == 2


def test_a_scope_fingerprints_a_function_once_for_every_analysis(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Within one promise, two memoized analyses share one fingerprint of a function; an
    edit made after the promise ended is seen by both in the next one."""
    calls, blocks = _counted()
    more, edges = _counted()
    fn = parse_module(TEXT).kernel()
    prints = _fingerprints_counted(monkeypatch)
    scope: memo.Scoped[int, int] = memo.Scoped()
    with scope.open():
        assert blocks(fn) == 3 and edges(fn) == 3
        assert len(prints) == 1
    fn.blocks.pop(1)
    with scope.open():
        assert blocks(fn) == 2 and edges(fn) == 2
        assert len(prints) == 2
    assert len(calls) == 2 and len(more) == 2
