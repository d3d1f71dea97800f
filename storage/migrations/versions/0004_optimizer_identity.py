"""Optimizer identity and version triage.

The LLVM that ran the candidate (``OptimizerIdentity.label``, e.g. ``LLVM 19.1.7
(/usr/bin/opt-19)``) on campaigns, findings and signatures, and the
``signature_checks`` table: per signature and optimizer, whether its reproducer
fails the same way there (``fuzzfarm bugs recheck``).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("campaigns", "findings", "signatures")


def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("optimizer", sa.String(length=200), nullable=True))
    op.create_table(
        "signature_checks",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), autoincrement=True,
                  nullable=False),
        sa.Column("signature_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
                  nullable=False),
        sa.Column("optimizer", sa.String(length=200), nullable=False),
        sa.Column("pipeline", sa.Text(), nullable=False),
        sa.Column("verdict", sa.String(length=32), nullable=False),
        sa.Column("reproduces", sa.Boolean(), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("checked_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("source IN ('campaign', 'recheck')",
                           name=op.f("ck_signature_checks_source")),
        sa.ForeignKeyConstraint(
            ["signature_id"], ["signatures.id"],
            name=op.f("fk_signature_checks_signature_id_signatures"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signature_checks")),
        sa.UniqueConstraint(
            "signature_id", "optimizer", "pipeline",
            name=op.f("uq_signature_checks_signature_id_optimizer_pipeline"),
        ),
    )
    op.create_index(op.f("ix_signature_checks_signature_id"), "signature_checks", ["signature_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_signature_checks_signature_id"), table_name="signature_checks")
    op.drop_table("signature_checks")
    for table in reversed(TABLES):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("optimizer")
