"""One way for a migration to add a bug kind to the store's CHECK constraints.

A new finding kind (one line in :mod:`fuzzfarm.vocabulary`) needs a migration that
widens ``signatures.kind`` and ``findings.verdict`` (:func:`add_kind`) and adds its
counter column to ``campaigns`` and ``seed_batches`` (:func:`add_counters`, named by
:func:`storage.models.counter_column`; ``tests/test_storage.py`` checks that every
kind has one). Each such migration still
writes out the kinds of its own revision (a migration describes its revision,
not today's models); this module only holds the constraint surgery they share.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

COUNTED_TABLES = ("campaigns", "seed_batches")


def _replace(kinds: Sequence[str]) -> None:
    listed = ", ".join(f"'{k}'" for k in kinds)
    with op.batch_alter_table("signatures") as batch:
        batch.drop_constraint(op.f("ck_signatures_kind"), type_="check")
        batch.create_check_constraint(op.f("ck_signatures_kind"), f"kind IN ({listed})")
    with op.batch_alter_table("findings") as batch:
        batch.drop_constraint(op.f("ck_findings_verdict"), type_="check")
        batch.create_check_constraint(op.f("ck_findings_verdict"),
                                      f"verdict IN ({listed}, 'inconclusive')")


def add_kind(kinds_before: Sequence[str], kind: str) -> None:
    """Upgrade: allow ``kind`` besides ``kinds_before``."""
    _replace([*kinds_before, kind])


def remove_kind(kinds_before: Sequence[str], kind: str) -> None:
    """Downgrade: delete the rows of ``kind``, then allow only ``kinds_before``."""
    op.execute(f"DELETE FROM findings WHERE verdict = '{kind}'")
    op.execute(f"DELETE FROM signatures WHERE kind = '{kind}'")
    _replace(kinds_before)


def add_counters(names: Sequence[str]) -> None:
    """Upgrade: counter columns ``names`` (0 for the rows already there)."""
    for table in COUNTED_TABLES:
        with op.batch_alter_table(table) as batch:
            for name in names:
                batch.add_column(sa.Column(name, sa.BigInteger(), nullable=False,
                                           server_default="0"))
        with op.batch_alter_table(table) as batch:  # the models give no server default
            for name in names:
                batch.alter_column(name, server_default=None)


def remove_counters(names: Sequence[str]) -> None:
    """Downgrade: drop the counter columns ``names``."""
    for table in COUNTED_TABLES:
        with op.batch_alter_table(table) as batch:
            for name in names:
                batch.drop_column(name)
