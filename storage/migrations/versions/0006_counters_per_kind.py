"""A campaign and batch counter for each bug kind added after the first schema.

``codegen``, ``unsound_uniformity`` and ``hang`` beside ``violations``, ``crashes``,
``ill_formed`` and ``inconclusive`` on ``campaigns`` and ``seed_batches``, so the
campaign summary and the dashboard show every kind (existing rows count 0: their
findings of these kinds stay counted in ``findings`` and stored as findings).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.migrations.kinds import add_counters, remove_counters

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COUNTERS = ("codegen", "unsound_uniformity", "hang")


def upgrade() -> None:
    add_counters(_COUNTERS)


def downgrade() -> None:
    remove_counters(_COUNTERS)
