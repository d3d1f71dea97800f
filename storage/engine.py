"""Engine creation: one schema on two databases (SQLite file or PostgreSQL).

SQLite is the default (``sqlite:///fuzzfarm.db`` in the working directory): no
server, good enough for one machine with a handful of worker processes.
PostgreSQL (``postgresql+psycopg://user@host:5432/db``) is for a cluster.

SQLite needs care to survive several writer *processes*. Measured on this
machine with 8 processes doing read-then-upsert transactions: WAL with plain
(deferred) transactions still failed with "database is locked" (a deferred
transaction that read first cannot be upgraded to a writer when another
process committed in between, and SQLite does not wait in that case), while
WAL with ``BEGIN IMMEDIATE`` had zero failures at about 700 tx/s. So:

- every connection switches the file to WAL (readers never block the writer)
  and gets a busy timeout (a writer waits for the lock instead of failing).
  The switch itself needs the file to itself, and SQLite does not wait for
  that: two processes opening a fresh file at once both read it, both try to
  convert, and the second fails at once with "database is locked" whatever the
  busy timeout (seen as a flaky concurrent ``Store.open``). WAL is a property of
  the file, so a connection first asks for the mode and converts only when it is
  not WAL yet, retrying with backoff within the busy timeout
  (:func:`_use_wal`); once one opener converted, the others have nothing to do;
- the driver's own implicit BEGIN is disabled and we emit the BEGIN ourselves
  (the recipe of SQLAlchemy's SQLite documentation): ``BEGIN IMMEDIATE`` on
  the write engine, so a write transaction takes the write lock before its
  first read, and plain ``BEGIN`` on the read engine
  (:func:`read_only`), so readers stay concurrent.

PostgreSQL needs nothing special: the store's statements are atomic upserts
and row locks (``FOR UPDATE [SKIP LOCKED]``) under READ COMMITTED.
"""

from __future__ import annotations

import random
import sqlite3
import time
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import URL, Connection, Engine, make_url

from storage.defaults import DEFAULT_URL

#: How long (seconds) a SQLite writer waits for the lock before failing.
SQLITE_BUSY_TIMEOUT = 60.0

#: Execution option marking a connection as read-only (deferred BEGIN on SQLite).
READ_ONLY_OPTION = "fuzzfarm_read_only"


def normalize_url(url: str | URL) -> URL:
    """Parse ``url``; a bare ``postgresql://`` URL gets the psycopg (v3) driver.

    ``psycopg`` is the driver we depend on; SQLAlchemy's default for
    ``postgresql://`` is psycopg2, which is not installed. A string without a scheme
    (``--db runs/x.db``) is the path of a SQLite file: what a user means by it, where
    SQLAlchemy would only say it "could not parse" the URL.
    """
    if isinstance(url, str) and "://" not in url:
        url = f"sqlite:///{url}"
    u = make_url(url)
    if u.drivername in ("postgresql", "postgres"):
        u = u.set(drivername="postgresql+psycopg")
    return u


def is_sqlite(engine_or_url: Engine | Connection | str | URL) -> bool:
    if isinstance(engine_or_url, Engine | Connection):
        return engine_or_url.dialect.name == "sqlite"
    return normalize_url(engine_or_url).get_backend_name() == "sqlite"


def make_engine(url: str | URL = DEFAULT_URL, **kwargs: Any) -> Engine:
    """Create an engine for ``url`` with the settings described in the module docstring.

    Extra keyword arguments go to :func:`sqlalchemy.create_engine`. An engine
    must not cross a ``fork``: each worker process creates its own.
    """
    u = normalize_url(url)
    if u.get_backend_name() == "sqlite":
        connect_args = dict(kwargs.pop("connect_args", {}))
        connect_args.setdefault("timeout", SQLITE_BUSY_TIMEOUT)
        engine = sa.create_engine(u, connect_args=connect_args, **kwargs)
        _install_sqlite_hooks(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return sa.create_engine(u, **kwargs)


def read_only(engine: Engine) -> Engine:
    """A view of ``engine`` (same pool) whose transactions are read-only.

    On SQLite these begin with a plain (deferred) BEGIN, which takes no write
    lock, so reading never waits for or blocks a writer under WAL. Writing
    through this engine is a bug (and may fail with "database is locked").
    """
    return engine.execution_options(**{READ_ONLY_OPTION: True})


def _install_sqlite_hooks(engine: Engine) -> None:
    busy_ms = int(SQLITE_BUSY_TIMEOUT * 1000)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control away from the sqlite3 driver: it would
        # otherwise BEGIN (deferred) by itself before DML only.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {busy_ms}")
            _use_wal(cursor)
            # WAL + NORMAL is durable against application crashes; only an OS
            # crash can lose the last transactions, never corrupt the file.
            cursor.execute("PRAGMA synchronous = NORMAL")
            cursor.execute("PRAGMA foreign_keys = ON")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        if conn.get_execution_options().get(READ_ONLY_OPTION):
            conn.exec_driver_sql("BEGIN")
        else:
            conn.exec_driver_sql("BEGIN IMMEDIATE")


def _use_wal(cursor: Any) -> None:
    """Switch the database file to WAL unless it is already (see the module docstring).

    A :memory: database answers "memory" and stays so. A switch refused because
    another connection holds the file is retried with backoff for up to
    :data:`SQLITE_BUSY_TIMEOUT`, reading the mode again each time (another opener
    has usually converted the file meanwhile).
    """
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT
    delay = 0.005
    while True:
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0] not in ("wal", "memory"):
                cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            retryable = "locked" in str(exc) or "busy" in str(exc)
            if not retryable or time.monotonic() > deadline:
                raise
        time.sleep(delay * (0.5 + random.random()))
        delay = min(0.5, delay * 2)
