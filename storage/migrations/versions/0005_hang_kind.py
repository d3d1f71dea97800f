"""The ``hang`` bug kind: the optimizer gave no result within a campaign's per-case timeout.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23

Widens the CHECK constraints on ``signatures.kind`` and ``findings.verdict``
(written out: a migration describes its own revision, not today's models).
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.migrations.kinds import add_kind, remove_kind

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_KINDS_BEFORE = ("violation", "crash", "ill-formed-after", "codegen", "unsound-uniformity")


def upgrade() -> None:
    add_kind(_KINDS_BEFORE, "hang")


def downgrade() -> None:
    remove_kind(_KINDS_BEFORE, "hang")
