"""Inliner counters on ``campaigns`` and ``seed_batches``.

``inliner_modules`` (cases whose module has calls to defined functions),
``inliner_inlined`` (of those, the ones the candidate inlined) and
``inliner_fewer_functions``, summed per completed batch like the verdict counters,
so a resumed campaign reports the inliner's firing rate over all its batches
(``fuzzfarm.farm.case.inlining_counts``). Existing rows count 0.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.migrations.kinds import add_counters, remove_counters

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COUNTERS = ("inliner_modules", "inliner_inlined", "inliner_fewer_functions")


def upgrade() -> None:
    add_counters(_COUNTERS)


def downgrade() -> None:
    remove_counters(_COUNTERS)
