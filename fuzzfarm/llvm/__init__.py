"""The bridge to LLVM (llvmlite): verification, and pass pipelines run in a worker process."""

from fuzzfarm.llvm.bridge import (
    DEFAULT_TRIPLE,
    PassResult,
    PassRunner,
    known_passes,
    parse_pipeline,
    run_passes,
    verify,
)

__all__ = [
    "DEFAULT_TRIPLE",
    "PassResult",
    "PassRunner",
    "known_passes",
    "parse_pipeline",
    "run_passes",
    "verify",
]
