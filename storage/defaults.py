"""The store's default address, apart from the engine so that naming it costs no
import of SQLAlchemy: every ``fuzzfarm`` command builds the whole argument parser,
whose ``--db`` options show it."""

#: The default database: a SQLite file in the working directory.
DEFAULT_URL = "sqlite:///fuzzfarm.db"
