"""The ``codegen`` bug kind: a back end rejected or broke a well-formed kernel.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23

Widens the CHECK constraints on ``signatures.kind`` and ``findings.verdict``
(written out: a migration describes its own revision, not today's models).
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_KINDS_BEFORE = "'violation', 'crash', 'ill-formed-after'"
_KINDS_AFTER = "'violation', 'crash', 'ill-formed-after', 'codegen'"


def _replace(kinds: str, verdicts: str) -> None:
    with op.batch_alter_table("signatures") as batch:
        batch.drop_constraint(op.f("ck_signatures_kind"), type_="check")
        batch.create_check_constraint(op.f("ck_signatures_kind"), f"kind IN ({kinds})")
    with op.batch_alter_table("findings") as batch:
        batch.drop_constraint(op.f("ck_findings_verdict"), type_="check")
        batch.create_check_constraint(op.f("ck_findings_verdict"),
                                      f"verdict IN ({verdicts}, 'inconclusive')")


def upgrade() -> None:
    _replace(_KINDS_AFTER, _KINDS_AFTER)


def downgrade() -> None:
    op.execute("DELETE FROM findings WHERE verdict = 'codegen'")
    op.execute("DELETE FROM signatures WHERE kind = 'codegen'")
    _replace(_KINDS_BEFORE, _KINDS_BEFORE)
