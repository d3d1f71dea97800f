"""Subcommands of the fuzzfarm CLI, one module each (see fuzzfarm.cli)."""
