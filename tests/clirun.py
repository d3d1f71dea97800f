"""Run the ``fuzzfarm`` command line inside the test process.

A subprocess per command paid Python's start and every import (numba's alone is
about half a second) dozens of times in the default suite; ``main`` is what the
console script calls, so running it here checks the same exit codes and output.
What a subprocess would show as a traceback raises here and fails the test.
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from fuzzfarm.cli import main


@dataclass(frozen=True)
class Ran:
    """What a finished command left, named as :class:`subprocess.CompletedProcess` names it."""

    returncode: int
    stdout: str
    stderr: str


def fuzzfarm(argv: Sequence[str | Path], cwd: str | Path | None = None,
             env: Mapping[str, str] | None = None, **_subprocess_options: object) -> Ran:
    """``fuzzfarm *argv`` run in ``cwd`` with ``env`` (the process environment while it
    runs); ``subprocess.run``'s other options (capture, text, timeout) are accepted and
    have nothing to do here."""
    out, err = io.StringIO(), io.StringIO()
    with _environment(env), contextlib.chdir(cwd or os.getcwd()), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in argv])
        except SystemExit as exc:  # argparse's own usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    return Ran(code, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def _environment(env: Mapping[str, str] | None) -> Iterator[None]:
    if env is None:
        yield
        return
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)
