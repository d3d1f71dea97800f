"""Alembic revisions of the fuzzfarm schema (a package only so that it is installed)."""
