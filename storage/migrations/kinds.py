"""One way for a migration to add a bug kind to the store's CHECK constraints.

A new finding kind (one line in :mod:`fuzzfarm.vocabulary`) needs a migration that
widens ``signatures.kind`` and ``findings.verdict``. Each such migration still
writes out the kinds of its own revision (a migration describes its revision,
not today's models); this module only holds the constraint surgery they share.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op


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
