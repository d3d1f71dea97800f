"""fuzzfarm: differential testing of GPU convergence semantics (LLVM convergence control)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("fuzzfarm")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+src"
