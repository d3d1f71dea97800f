"""The real PostgreSQL of the machine, for tests: one fresh schema per use, dropped after.

CI runs on a machine with PostgreSQL at 127.0.0.1:5432 (database ``test``), so
tests that need it fail rather than skip when it is missing.
``FUZZFARM_TEST_PG_URL`` points them elsewhere.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest
import sqlalchemy as sa

PG_URL = os.environ.get("FUZZFARM_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


@cache
def pg_admin_url() -> str:
    """The configured PostgreSQL URL, or the same with user ``root``, whichever connects."""
    url = sa.make_url(PG_URL)
    errors = []
    for candidate in (url, url.set(username="root"), url.set(username="postgres")):
        engine = sa.create_engine(candidate)
        try:
            with engine.connect() as conn:
                conn.execute(sa.text("SELECT 1"))
            return candidate.render_as_string(hide_password=False)
        except sa.exc.OperationalError as exc:
            errors.append(f"{candidate}: {exc.orig}")
        finally:
            engine.dispose()
    pytest.fail("PostgreSQL is required for these tests:\n" + "\n".join(errors))


@contextmanager
def fresh_schema(prefix: str = "ff_test") -> Iterator[str]:
    """A store URL whose ``search_path`` is a new, empty schema, dropped on exit."""
    admin_url = pg_admin_url()
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    try:
        url = sa.make_url(admin_url).update_query_dict({"options": f"-csearch_path={schema}"})
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
