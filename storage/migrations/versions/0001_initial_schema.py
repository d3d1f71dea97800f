"""Initial schema: campaigns, seed batches, signatures, findings, reproducers.

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Written out in full (no imports from ``storage.models``): a migration must keep
describing the schema of its own revision when the models move on.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _id() -> sa.types.TypeEngine[int]:
    return sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _json() -> sa.types.TypeEngine[object]:
    return sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def _ts() -> sa.DateTime:
    return sa.DateTime(timezone=True)


def _counters() -> list[sa.Column[int]]:
    return [
        sa.Column(name, sa.BigInteger(), nullable=False)
        for name in ("checked", "findings", "violations", "crashes", "inconclusive",
                     "ill_formed", "fired")
    ]


def upgrade() -> None:
    op.create_table(
        "campaigns",
        sa.Column("id", _id(), autoincrement=True, nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("config", _json(), nullable=False),
        sa.Column("generator_version", sa.String(length=100), nullable=False),
        sa.Column("candidate", sa.Text(), nullable=False),
        sa.Column("master_seed", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("batch_size", sa.Integer(), nullable=False),
        sa.Column("seed_start", sa.BigInteger(), nullable=False),
        sa.Column("seed_end", sa.BigInteger(), nullable=True),
        sa.Column("next_seed", sa.BigInteger(), nullable=False),
        *_counters(),
        sa.Column("busy_seconds", sa.Float(), nullable=False),
        sa.Column("started_at", _ts(), nullable=True),
        sa.Column("finished_at", _ts(), nullable=True),
        sa.Column("created_at", _ts(), nullable=False),
        sa.Column("updated_at", _ts(), nullable=False),
        sa.CheckConstraint(
            "status IN ('created', 'running', 'paused', 'done', 'failed')",
            name=op.f("ck_campaigns_status"),
        ),
        sa.CheckConstraint("batch_size > 0", name=op.f("ck_campaigns_batch_size")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaigns")),
    )
    op.create_index(op.f("ix_campaigns_name"), "campaigns", ["name"])

    op.create_table(
        "signatures",
        sa.Column("id", _id(), autoincrement=True, nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("candidate", sa.Text(), nullable=False),
        sa.Column("pass_name", sa.String(length=200), nullable=True),
        sa.Column("model", sa.String(length=100), nullable=False),
        sa.Column("shape", sa.Text(), nullable=False),
        sa.Column("first_seen", _ts(), nullable=False),
        sa.Column("last_seen", _ts(), nullable=False),
        sa.Column("hits", sa.BigInteger(), nullable=False),
        sa.Column("triage", sa.String(length=16), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.CheckConstraint(
            "kind IN ('violation', 'crash', 'ill-formed-after')", name=op.f("ck_signatures_kind")
        ),
        sa.CheckConstraint(
            "triage IN ('new', 'confirmed', 'reported', 'fixed', 'ignored')",
            name=op.f("ck_signatures_triage"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signatures")),
        sa.UniqueConstraint("key_hash", name=op.f("uq_signatures_key_hash")),
    )
    op.create_index(op.f("ix_signatures_triage"), "signatures", ["triage"])

    op.create_table(
        "findings",
        sa.Column("id", _id(), autoincrement=True, nullable=False),
        sa.Column("campaign_id", _id(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("candidate", sa.Text(), nullable=False),
        sa.Column("pipeline", sa.Text(), nullable=True),
        sa.Column("triple", sa.String(length=100), nullable=True),
        sa.Column("model", sa.String(length=100), nullable=False),
        sa.Column("verdict", sa.String(length=32), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("before_ir", sa.Text(), nullable=False),
        sa.Column("after_ir", sa.Text(), nullable=True),
        sa.Column("after_command", sa.Text(), nullable=True),
        sa.Column("schedule", _json(), nullable=True),
        sa.Column("choices", _json(), nullable=True),
        sa.Column("bisected_pass", sa.String(length=200), nullable=True),
        sa.Column("bisected_index", sa.Integer(), nullable=True),
        sa.Column("signature_id", _id(), nullable=True),
        sa.Column("created_at", _ts(), nullable=False),
        sa.CheckConstraint(
            "verdict IN ('violation', 'crash', 'ill-formed-after', 'inconclusive')",
            name=op.f("ck_findings_verdict"),
        ),
        sa.ForeignKeyConstraint(
            ["campaign_id"], ["campaigns.id"],
            name=op.f("fk_findings_campaign_id_campaigns"), ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["signature_id"], ["signatures.id"],
            name=op.f("fk_findings_signature_id_signatures"), ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_findings")),
        sa.UniqueConstraint(
            "campaign_id", "seed", "candidate", "model",
            name=op.f("uq_findings_campaign_id_seed_candidate_model"),
        ),
    )
    op.create_index(op.f("ix_findings_campaign_id"), "findings", ["campaign_id"])
    op.create_index(op.f("ix_findings_signature_id"), "findings", ["signature_id"])

    op.create_table(
        "seed_batches",
        sa.Column("id", _id(), autoincrement=True, nullable=False),
        sa.Column("campaign_id", _id(), nullable=False),
        sa.Column("start_seed", sa.BigInteger(), nullable=False),
        sa.Column("end_seed", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("worker", sa.String(length=200), nullable=True),
        sa.Column("claimed_at", _ts(), nullable=True),
        sa.Column("finished_at", _ts(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        *_counters(),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.CheckConstraint(
            "state IN ('pending', 'running', 'done', 'failed')", name=op.f("ck_seed_batches_state")
        ),
        sa.CheckConstraint("end_seed > start_seed", name=op.f("ck_seed_batches_range")),
        sa.ForeignKeyConstraint(
            ["campaign_id"], ["campaigns.id"],
            name=op.f("fk_seed_batches_campaign_id_campaigns"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seed_batches")),
        sa.UniqueConstraint(
            "campaign_id", "start_seed", name=op.f("uq_seed_batches_campaign_id_start_seed")
        ),
    )
    op.create_index("ix_seed_batches_campaign_state", "seed_batches", ["campaign_id", "state"])

    op.create_table(
        "reproducers",
        sa.Column("id", _id(), autoincrement=True, nullable=False),
        sa.Column("signature_id", _id(), nullable=False),
        sa.Column("finding_id", _id(), nullable=True),
        sa.Column("directory", sa.Text(), nullable=True),
        sa.Column("before_ll", sa.Text(), nullable=True),
        sa.Column("after_ll", sa.Text(), nullable=True),
        sa.Column("schedule_json", sa.Text(), nullable=True),
        sa.Column("command", sa.Text(), nullable=True),
        sa.Column("blocks_before", sa.Integer(), nullable=True),
        sa.Column("instructions_before", sa.Integer(), nullable=True),
        sa.Column("blocks_after", sa.Integer(), nullable=True),
        sa.Column("instructions_after", sa.Integer(), nullable=True),
        sa.Column("reduction_seconds", sa.Float(), nullable=True),
        sa.Column("created_at", _ts(), nullable=False),
        sa.ForeignKeyConstraint(
            ["finding_id"], ["findings.id"],
            name=op.f("fk_reproducers_finding_id_findings"), ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["signature_id"], ["signatures.id"],
            name=op.f("fk_reproducers_signature_id_signatures"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reproducers")),
    )
    op.create_index(op.f("ix_reproducers_finding_id"), "reproducers", ["finding_id"])
    op.create_index(op.f("ix_reproducers_signature_id"), "reproducers", ["signature_id"])


def downgrade() -> None:
    # Dropping a table drops its indexes; reverse order of the foreign keys.
    for table in ("reproducers", "seed_batches", "findings", "signatures", "campaigns"):
        op.drop_table(table)
