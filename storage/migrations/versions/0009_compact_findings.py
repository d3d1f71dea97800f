"""Compact findings: further hits of a known signature stored without their programs.

``findings.before_ir`` becomes nullable (NULL: a compact finding, whose programs and
schedule are regenerated from the campaign's configuration and the seed,
``fuzzfarm.farm.regenerate``), and ``findings.digest`` keeps what they were so that a
regeneration is checked. With a thousand workers the stored programs (about 7 KB
per stored case) were the store's limit (``benchmarks/store_load.py``); the rows
already stored keep their programs.

The downgrade cannot put programs back: a compact finding keeps an empty
``before_ir`` (its seed, verdict and signature stay; ``bugs finding`` of the older
fuzzfarm then has no program to show for it).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("findings") as batch:
        batch.alter_column("before_ir", existing_type=sa.Text(), nullable=True)
        batch.add_column(sa.Column("digest", sa.String(length=64), nullable=True))


def downgrade() -> None:
    op.execute("UPDATE findings SET before_ir = '' WHERE before_ir IS NULL")
    with op.batch_alter_table("findings") as batch:
        batch.drop_column("digest")
        batch.alter_column("before_ir", existing_type=sa.Text(), nullable=False)
