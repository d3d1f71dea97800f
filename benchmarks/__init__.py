"""Benchmarks: oracle throughput (``python -m benchmarks.oracles``)."""
