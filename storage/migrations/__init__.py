"""Schema migrations (alembic), configured in code: no alembic.ini is needed.

The scripts live next to this file and are installed with the package, so an
installed fuzzfarm can upgrade a long-lived cluster database in place::

    python -m storage.migrations upgrade [URL]          # to head
    python -m storage.migrations downgrade REV [URL]
    python -m storage.migrations current [URL]
    python -m storage.migrations revision -m "add x" [URL]   # autogenerate

``Store.open`` calls :func:`upgrade` itself, so workers never see an old schema.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import URL, Connection, Engine

from storage.engine import DEFAULT_URL, make_engine, normalize_url, read_only

MIGRATIONS_DIR = Path(__file__).resolve().parent


def alembic_config(url: str | URL | None = None, connection: Connection | None = None) -> Config:
    """An alembic ``Config`` pointing at these scripts, for ``url`` or an open ``connection``."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    cfg.set_main_option("path_separator", "os")
    cfg.set_main_option("version_locations", str(MIGRATIONS_DIR / "versions"))
    if url is not None:
        rendered = normalize_url(url).render_as_string(hide_password=False)
        # Config is a ConfigParser: a literal '%' (URL escapes) must be doubled.
        cfg.set_main_option("sqlalchemy.url", rendered.replace("%", "%%"))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def head_revision() -> str:
    """The newest revision of the scripts (a single head is enforced)."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:
        raise RuntimeError(f"no migrations in {MIGRATIONS_DIR}")
    return head


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, None for a database never migrated."""
    with read_only(engine).connect() as conn:
        heads = MigrationContext.configure(conn).get_current_heads()
    return heads[0] if heads else None


@contextmanager
def _connected(engine: Engine) -> Iterator[Config]:
    with engine.connect() as conn:
        yield alembic_config(connection=conn)
        conn.commit()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Upgrade the database of ``engine`` to ``revision`` (no-op when already there)."""
    with _connected(engine) as cfg:
        command.upgrade(cfg, revision)


def downgrade(engine: Engine, revision: str) -> None:
    """Downgrade to ``revision`` (``"base"``: drop the whole schema)."""
    with _connected(engine) as cfg:
        command.downgrade(cfg, revision)


def ensure_head(engine: Engine) -> None:
    """Upgrade to head unless the database is already there (cheap check first)."""
    if current_revision(engine) != head_revision():
        upgrade(engine, "head")


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m storage.migrations", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="cmd", required=True)
    up = sub.add_parser("upgrade")
    up.add_argument("url", nargs="?", default=DEFAULT_URL)
    down = sub.add_parser("downgrade")
    down.add_argument("revision")
    down.add_argument("url", nargs="?", default=DEFAULT_URL)
    cur = sub.add_parser("current")
    cur.add_argument("url", nargs="?", default=DEFAULT_URL)
    rev = sub.add_parser("revision", help="autogenerate a revision against a database at head")
    rev.add_argument("-m", "--message", required=True)
    rev.add_argument("url", nargs="?", default=DEFAULT_URL)
    args = parser.parse_args(argv)

    engine = make_engine(args.url)
    try:
        if args.cmd == "upgrade":
            upgrade(engine)
        elif args.cmd == "downgrade":
            downgrade(engine, args.revision)
        elif args.cmd == "current":
            print(current_revision(engine) or "(empty)")
        else:
            with _connected(engine) as cfg:
                command.revision(cfg, message=args.message, autogenerate=True)
    finally:
        engine.dispose()
    return 0
