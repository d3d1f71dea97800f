"""Side-by-side IR diff rows (``difflib``), rendered as a two-column table by the templates.

A side-by-side view beats a unified diff for compiler IR: the reader follows
the original on the left and sees, on the same row, what the pass made of it.
Rows carry plain strings; the templates escape them like any other IR text.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from itertools import zip_longest


@dataclass(frozen=True)
class DiffRow:
    """One row: ``kind`` is ``equal``, ``replace``, ``delete`` (left only) or ``insert`` (right only)."""

    kind: str
    left_no: int | None
    left: str | None
    right_no: int | None
    right: str | None


@dataclass(frozen=True)
class SideBySide:
    rows: tuple[DiffRow, ...]
    added: int
    removed: int

    @property
    def identical(self) -> bool:
        return self.added == 0 and self.removed == 0


def side_by_side(before: str, after: str) -> SideBySide:
    """Pair the lines of ``before`` and ``after``; a replaced run is padded with empty cells."""
    left, right = before.splitlines(), after.splitlines()
    rows: list[DiffRow] = []
    added = removed = 0
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            rows += [DiffRow("equal", i + 1, left[i], j + 1, right[j])
                     for i, j in zip(range(i1, i2), range(j1, j2), strict=True)]
            continue
        removed += i2 - i1
        added += j2 - j1
        for i, j in zip_longest(range(i1, i2), range(j1, j2)):
            kind = "replace" if i is not None and j is not None else (
                "delete" if i is not None else "insert")
            rows.append(DiffRow(kind, None if i is None else i + 1, None if i is None else left[i],
                                None if j is None else j + 1, None if j is None else right[j]))
    return SideBySide(tuple(rows), added, removed)


def unified(before: str, after: str, context: int = 3) -> str:
    """A unified diff, for copying into a bug report."""
    return "".join(difflib.unified_diff(before.splitlines(keepends=True),
                                        after.splitlines(keepends=True),
                                        "before.ll", "after.ll", n=context))
