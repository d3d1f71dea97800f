"""The ``hang`` bug kind: the optimizer gave no result within a campaign's per-case timeout.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23

Widens the CHECK constraints on ``signatures.kind`` and ``findings.verdict``
(written out: a migration describes its own revision, not today's models).
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_KINDS_BEFORE = "'violation', 'crash', 'ill-formed-after', 'codegen', 'unsound-uniformity'"
_KINDS_AFTER = "'violation', 'crash', 'ill-formed-after', 'codegen', 'unsound-uniformity', 'hang'"


def _replace(kinds: str) -> None:
    with op.batch_alter_table("signatures") as batch:
        batch.drop_constraint(op.f("ck_signatures_kind"), type_="check")
        batch.create_check_constraint(op.f("ck_signatures_kind"), f"kind IN ({kinds})")
    with op.batch_alter_table("findings") as batch:
        batch.drop_constraint(op.f("ck_findings_verdict"), type_="check")
        batch.create_check_constraint(op.f("ck_findings_verdict"),
                                      f"verdict IN ({kinds}, 'inconclusive')")


def upgrade() -> None:
    _replace(_KINDS_AFTER)


def downgrade() -> None:
    op.execute("DELETE FROM findings WHERE verdict = 'hang'")
    op.execute("DELETE FROM signatures WHERE kind = 'hang'")
    _replace(_KINDS_BEFORE)
