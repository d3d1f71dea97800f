"""Programs in ``findings`` and ``reproducers`` compressed with lz4 on PostgreSQL.

A stored case carries its programs (about 7 KB of IR before, plus after), and the
server compresses each with its default, pglz, at insert: with a thousand workers
the stored cases are the store's limit, and lz4 compresses several times faster
(``benchmarks/store_load.py``, batches of 1,000 with 0.1 stored cases per case,
alternating runs: 40,000-59,000 cases/s with pglz, 77,000-83,000 with lz4). Only new
values are compressed so; old ones stay readable as they are. A server without lz4
(before PostgreSQL 14, or built without it) and SQLite keep what they have.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The large text columns: table -> columns.
_COLUMNS = {"findings": ("before_ir", "after_ir", "message"),
            "reproducers": ("before_ll", "after_ll")}


def _lz4(bind: sa.engine.Connection) -> bool:
    """Whether the server can compress with lz4 (``default_toast_compression`` lists it)."""
    if bind.dialect.name != "postgresql":
        return False
    choices = bind.execute(sa.text(
        "SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression'")).scalar()
    return bool(choices) and "lz4" in choices


def _set(method: str) -> None:
    for table, columns in _COLUMNS.items():
        for column in columns:
            op.execute(f"ALTER TABLE {table} ALTER COLUMN {column} SET COMPRESSION {method}")


def upgrade() -> None:
    if _lz4(op.get_bind()):
        _set("lz4")


def downgrade() -> None:
    if _lz4(op.get_bind()):
        _set("default")
