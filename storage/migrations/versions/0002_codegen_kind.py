"""The ``codegen`` bug kind: a back end rejected or broke a well-formed kernel.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23

Widens the CHECK constraints on ``signatures.kind`` and ``findings.verdict``
(written out: a migration describes its own revision, not today's models).
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.migrations.kinds import add_kind, remove_kind

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_KINDS_BEFORE = ("violation", "crash", "ill-formed-after")


def upgrade() -> None:
    add_kind(_KINDS_BEFORE, "codegen")


def downgrade() -> None:
    remove_kind(_KINDS_BEFORE, "codegen")
