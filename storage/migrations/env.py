"""Alembic environment: configured in code (``storage.migrations.alembic_config``), no alembic.ini.

The caller normally passes an open connection in ``config.attributes["connection"]``
(``Store.open`` and the helpers in ``storage.migrations`` do); otherwise an
engine is made from ``sqlalchemy.url`` with :func:`storage.engine.make_engine`,
so SQLite still gets WAL and ``BEGIN IMMEDIATE``.

All migrations run in one transaction. That transaction first takes the
database's write lock, so that workers opening the same database at once
upgrade it exactly once: on SQLite ``BEGIN IMMEDIATE`` already is that lock,
on PostgreSQL a transaction-level advisory lock keyed by the current schema
(the version check runs after it, inside the transaction). DDL is
transactional on both databases, so a failed upgrade leaves nothing half done.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import context
from sqlalchemy.engine import Connection

from storage.engine import make_engine
from storage.models import metadata

#: First key of the PostgreSQL advisory lock serializing migrations ("ffarm").
_PG_LOCK_CLASS = 0x66666172

config = context.config


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        # SQLite cannot ALTER most things: batch mode recreates the table.
        render_as_batch=connection.dialect.name == "sqlite",
        # Alembic assumes SQLite DDL is not transactional because the sqlite3
        # driver used to commit around it; our engine emits BEGIN itself, and
        # one transaction must cover the version check and every migration.
        transactional_ddl=True,
        compare_type=True,
    )


def _sqlite_pragma(connection: Connection, pragma: str) -> None:
    """Run a PRAGMA outside any transaction (where ``foreign_keys`` is not a no-op)."""
    cursor = connection.connection.driver_connection.cursor()  # type: ignore[union-attr]
    try:
        cursor.execute(pragma)
    finally:
        cursor.close()


def _run(connection: Connection) -> None:
    _configure(connection)
    # SQLite batch mode rebuilds a table by copy, drop and rename; with foreign
    # keys on, dropping ``campaigns`` would cascade-delete every finding. So
    # they are off during migrations (checked before commit) and on again after.
    sqlite = connection.dialect.name == "sqlite" and not connection.in_transaction()
    if sqlite:
        _sqlite_pragma(connection, "PRAGMA foreign_keys = OFF")
    try:
        with context.begin_transaction():
            if connection.dialect.name == "postgresql":
                connection.execute(
                    sa.text("SELECT pg_advisory_xact_lock(:k, hashtext(current_schema()))"),
                    {"k": _PG_LOCK_CLASS},
                )
            context.run_migrations()
            if sqlite:
                broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise RuntimeError(f"migration broke foreign keys: {broken[:5]}")
    finally:
        if sqlite:
            _sqlite_pragma(connection, "PRAGMA foreign_keys = ON")


def run_migrations_offline() -> None:
    """``alembic upgrade --sql``: print the SQL instead of running it."""
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no database: set sqlalchemy.url or attributes['connection']")
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            _run(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
