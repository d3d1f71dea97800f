"""Oracles: the reference interpreter and the lane simulator (see SEMANTICS.md)."""
