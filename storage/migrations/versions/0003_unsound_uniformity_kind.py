"""The ``unsound-uniformity`` bug kind: a uniformity analysis claimed a value uniform
that two converged dynamic instances disagree on (``fuzzfarm uniformity``).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23

Widens the CHECK constraints on ``signatures.kind`` and ``findings.verdict``
(written out: a migration describes its own revision, not today's models).
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.migrations.kinds import add_kind, remove_kind

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_KINDS_BEFORE = ("violation", "crash", "ill-formed-after", "codegen")


def upgrade() -> None:
    add_kind(_KINDS_BEFORE, "unsound-uniformity")


def downgrade() -> None:
    remove_kind(_KINDS_BEFORE, "unsound-uniformity")
