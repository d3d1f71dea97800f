"""Which LLVM optimizes: the embedded one (llvmlite) or an external ``opt`` binary.

An :class:`Optimizer` runs a textual pipeline (``opt -passes=`` syntax) on a
module and returns a :class:`~fuzzfarm.llvm.bridge.PassResult`, whichever LLVM
it is, so that candidates, pass bisection, preflight and version triage share
one way of running passes and one reading of failures
(:mod:`fuzzfarm.llvm.diagnostics`). Its :class:`OptimizerIdentity` (the LLVM
version, and for ``opt`` the binary) is recorded with campaigns, findings and
signatures: a finding is a fact about one LLVM build.

External ``opt`` runs as ``opt -passes=P -mtriple=T [options] -S in.ll -o -``.
It verifies its own output (a broken module ends the run with the verifier's
lines and "Broken module found"): that is the ``ill-formed-after`` verdict, and
the output is then fetched once more with ``-disable-verify`` so that it can be
shown and reduced. Output of a successful run is not re-verified by the
embedded LLVM: a newer verifier judging an older LLVM's output could blame it
for rules it never had.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE, PassResult, PassRunner, run_passes
from fuzzfarm.llvm.diagnostics import diagnose

_VERSION = re.compile(r"LLVM version (\S+)")


class OptimizerError(Exception):
    """The optimizer cannot be used at all (missing, not executable, no version): one line."""


@dataclass(frozen=True)
class OptimizerIdentity:
    """Which LLVM build optimized: ``version`` ("19.1.7"), ``path`` (None: embedded) and
    the first line ``--version`` printed (``banner``)."""

    version: str
    path: str | None = None
    banner: str = ""

    @property
    def embedded(self) -> bool:
        return self.path is None

    @property
    def label(self) -> str:
        """How it is shown and stored: ``LLVM 19.1.7 (/usr/bin/opt-19)``,
        ``LLVM 22.1.0 (embedded, llvmlite 0.50.0)``."""
        if self.path is None:
            return f"LLVM {self.version} ({self.banner})"
        return f"LLVM {self.version} ({self.path})"


@dataclass(frozen=True)
class Optimizer:
    """An LLVM to run pipelines with: ``path`` of an ``opt`` binary, None for the embedded one."""

    path: str | None = None

    @classmethod
    def named(cls, opt: str | None) -> Optimizer:
        """``--opt`` as the user gave it: a path, or a program name on ``PATH`` (``opt-19``)."""
        if opt is None:
            return cls(None)
        if os.sep not in opt:
            found = shutil.which(opt)
            if found:
                return cls(found)
        return cls(str(Path(opt).absolute()))

    @property
    def embedded(self) -> bool:
        return self.path is None

    def identity(self) -> OptimizerIdentity:
        """The LLVM version of this optimizer (``OptimizerError`` if it cannot be run)."""
        return embedded_identity() if self.path is None else opt_identity(self.path)

    def check_runnable(self) -> None:
        """``OptimizerError`` (one line) if ``path`` is missing or not an executable file."""
        if self.path is None:
            return
        p = Path(self.path)
        if not p.exists():
            raise OptimizerError(f"no optimizer at {self.path}")
        if p.is_dir() or not os.access(p, os.X_OK):
            raise OptimizerError(f"{self.path} is not an executable file")

    def run(self, text: str, pipeline: str, triple: str = DEFAULT_TRIPLE, *,
            options: tuple[str, ...] = (), timeout: float = 60,
            runner: PassRunner | None = None) -> PassResult:
        """Run ``pipeline`` on the module ``text``; ``options`` are LLVM options such as
        ``-opt-bisect-limit=N`` (the embedded LLVM then runs in a fresh process)."""
        if self.path is None:
            if runner is not None and not options:
                return runner.run(text, pipeline, triple=triple, timeout=timeout)
            return run_passes(text, pipeline, triple, timeout, options)
        return run_opt(self.path, text, pipeline, triple, options, timeout)


@functools.cache
def embedded_identity() -> OptimizerIdentity:
    import llvmlite
    import llvmlite.binding as llvm

    version = ".".join(str(n) for n in llvm.llvm_version_info)
    return OptimizerIdentity(version, None, f"embedded, llvmlite {llvmlite.__version__}")


@functools.cache
def opt_identity(path: str) -> OptimizerIdentity:
    """``path --version``: ``Debian LLVM version 19.1.7`` -> version ``19.1.7`` (``unknown``
    when it names none); ``OptimizerError`` when it cannot be run at all."""
    try:
        proc = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise OptimizerError(f"cannot run {path} --version: {getattr(exc, 'strerror', None) or exc}"
                             ) from None
    out = proc.stdout + proc.stderr
    m = _VERSION.search(out)
    if m is None:
        # A wrapper script or an unusual build: usable, but say that its version is unknown
        # (whether it optimizes at all is the preflight's question).
        first = next((ln.strip() for ln in out.splitlines() if ln.strip()), "")
        return OptimizerIdentity("unknown", path, first)
    banner = next(ln.strip() for ln in out.splitlines() if "LLVM version" in ln)
    return OptimizerIdentity(m.group(1), path, banner)


def run_opt(path: str, text: str, pipeline: str, triple: str, options: tuple[str, ...] = (),
            timeout: float = 60, *, refetch: bool = True) -> PassResult:
    """Run an external ``opt`` on ``text`` (see the module docstring; ``refetch=False``:
    an ill-formed output is not fetched again, ``text`` is then None)."""
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-opt-") as tmp:
        src = Path(tmp) / "in.ll"
        src.write_text(text)
        cmd = [path, f"-passes={pipeline}", f"-mtriple={triple}", *options, "-S", str(src), "-o", "-"]
        result = _run(cmd, timeout)
        if result.status == "ill-formed-after" and refetch:
            unverified = _run([*cmd, "-disable-verify"], timeout)
            if unverified.status == "ok":
                result.text = unverified.text
    result.seconds = time.monotonic() - start
    return result


def _run(cmd: list[str], timeout: float) -> PassResult:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        err = exc.stderr.decode("utf-8", "replace") if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        return PassResult("timeout", message=f"no result after {timeout:g} s", stderr=err)
    except OSError as exc:
        return PassResult("error", message=f"cannot run {cmd[0]}: {exc.strerror or exc}")
    if proc.returncode == 0:
        if not proc.stdout.strip():
            return PassResult("error", None, "it exited 0 but printed no module",
                              0, proc.stderr)
        return PassResult("ok", proc.stdout, "", 0, proc.stderr)
    diagnosis = diagnose(proc.stderr, proc.returncode)
    return PassResult(diagnosis.status, None, diagnosis.message, proc.returncode, proc.stderr)
