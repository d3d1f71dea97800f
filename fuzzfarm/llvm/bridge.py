"""The bridge to LLVM: verification in-process, optimization in a child process.

Verification only reads the module, so it runs here. Optimization runs in a
worker process (:mod:`fuzzfarm.llvm.worker`) because llvmlite's LLVM has
assertions enabled and an assertion failure aborts the process it happens
in; finding exactly those aborts is part of the job, so the caller must
survive them and get the assertion text back.

Two ways to run passes:

- :func:`run_passes` starts a fresh worker per call (about 0.1 s of start-up):
  the only safe choice when LLVM options such as ``-opt-bisect-limit`` are
  set, since they are process-global.
- :class:`PassRunner` keeps one worker alive across calls and restarts it
  after a crash or a time-out, for throughput.

Pipelines are written as ``opt -passes=`` writes them; :mod:`fuzzfarm.llvm.pipeline`
maps what llvmlite can run of them (O-levels, its named passes).
"""

from __future__ import annotations

import contextlib
import json
import os
import selectors
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fuzzfarm.llvm.diagnostics import crash_message
from fuzzfarm.llvm.pipeline import PipelineError, Segment, known_passes, parse_pipeline
from fuzzfarm.vocabulary import Applied

__all__ = ["PipelineError", "crash_message", "known_passes", "parse_pipeline"]  # re-exported

DEFAULT_TRIPLE = "amdgcn-amd-amdhsa"
WORKER = Path(__file__).with_name("worker.py")
MARKER = "@@fuzzfarm-worker@@ "  # must match worker.MARKER (the worker is not imported here)


@dataclass
class PassResult:
    """The outcome of one pipeline run.

    ``status``: ``ok``; ``crash`` (the worker died: an LLVM assertion, abort or
    fatal error; ``message`` is the assertion line); ``ill-formed-after`` (the
    output fails LLVM's verifier; ``text`` is that output, ``message`` the
    verifier's complaint); ``error`` (bad input, pipeline or triple); or
    ``timeout``. ``stderr`` keeps everything the worker printed (stack dumps,
    ``BISECT:`` lines). ``seconds``: the caller's wall time of the run;
    ``llvm_seconds`` and ``pass_seconds``: the embedded LLVM's own time in its
    worker (parse, verify, passes, print: what ``opt -S`` does) and the passes'
    alone (0 where not measured: an external ``opt``, a crash); ``llvm_cpu_seconds``:
    the worker process's CPU time for the same work as ``llvm_seconds``, which a
    loaded machine does not inflate.
    """

    status: Applied
    text: str | None = None
    message: str = ""
    returncode: int | None = None
    stderr: str = ""
    seconds: float = 0.0
    llvm_seconds: float = 0.0
    pass_seconds: float = 0.0
    llvm_cpu_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status == "ok"


# --------------------------------------------------------------------------
# Verification (in-process).


def verify(text: str) -> str | None:
    """None if LLVM parses and verifies ``text``, else LLVM's message (stripped lines).

    This runs LLVM's IR verifier including its ConvergenceVerifier.
    """
    import llvmlite.binding as llvm

    context = llvm.create_context()
    try:
        try:
            llmod = llvm.parse_assembly(text, context=context)
        except RuntimeError as exc:
            return clean_message(str(exc))
        try:
            llmod.verify()
        except RuntimeError as exc:
            return clean_message(str(exc))
        finally:
            llmod.close()
        return None
    finally:
        context.close()


def clean_message(message: str, max_lines: int = 12) -> str:
    """LLVM's message without llvmlite's banner, blank lines or indentation."""
    lines = [ln.strip() for ln in message.splitlines()]
    lines = [ln for ln in lines if ln and ln != "LLVM IR parsing error"]
    return "\n".join(lines[:max_lines])


# --------------------------------------------------------------------------
# Optimization (in a worker process).


def _request(text: str, segments: list[Segment], triple: str, options: tuple[str, ...] = ()) -> str:
    body = {
        "text": text,
        "triple": triple,
        "segments": [s.to_json() for s in segments],
        "options": list(options),
    }
    return json.dumps(body) + "\n"


def _worker_command() -> list[str]:
    return [sys.executable, str(WORKER)]


def run_passes(
    text: str,
    pipeline: str,
    triple: str = DEFAULT_TRIPLE,
    timeout: float = 60,
    options: tuple[str, ...] = (),
) -> PassResult:
    """Run ``pipeline`` on ``text`` in a fresh worker process and verify the output.

    ``options`` are LLVM command-line options set in the worker before the
    run, e.g. ``("-opt-bisect-limit=3",)``; their output lands in ``stderr``.
    """
    try:
        segments = parse_pipeline(pipeline)
    except PipelineError as exc:
        return PassResult("error", message=str(exc))
    start = time.monotonic()
    try:
        proc = subprocess.run(
            _worker_command(),
            input=_request(text, segments, triple, tuple(options)),
            capture_output=True,
            text=True,
            timeout=timeout,
            env=_worker_env(),
        )
    except subprocess.TimeoutExpired as exc:
        stderr = _decode(exc.stderr)
        return PassResult(
            "timeout",
            message=f"no result after {timeout:g} s",
            stderr=stderr,
            seconds=time.monotonic() - start,
        )
    result = decode_result(proc.stdout, proc.stderr, proc.returncode)
    result.seconds = time.monotonic() - start
    return result


def _worker_env() -> dict[str, str]:
    """The worker needs no Python path tricks: it imports only llvmlite."""
    return dict(os.environ)


def _decode(data: str | bytes | None) -> str:
    if data is None:
        return ""
    return data.decode("utf-8", "replace") if isinstance(data, bytes) else data


def decode_result(stdout: str, stderr: str, returncode: int | None) -> PassResult:
    """A response line if the worker wrote one, else a crash described by its stderr."""
    for line in stdout.splitlines():
        if line.startswith(MARKER):
            body = json.loads(line[len(MARKER) :])
            return PassResult(
                body["status"],
                body.get("text"),
                body.get("message", ""),
                returncode,
                stderr,
                llvm_seconds=body.get("seconds", 0.0),
                pass_seconds=body.get("pass_seconds", 0.0),
                llvm_cpu_seconds=body.get("cpu_seconds", 0.0),
            )
    return PassResult("crash", None, crash_message(stderr, returncode), returncode, stderr)


class PassRunner:
    """A persistent worker: same results as :func:`run_passes`, without start-up per run.

    Not thread-safe; use one runner per thread or process. The worker is
    restarted after a crash or a time-out. Use as a context manager or call
    :meth:`close`.
    """

    def __init__(self, triple: str = DEFAULT_TRIPLE, timeout: float = 60) -> None:
        self.triple = triple
        self.timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: Any = None
        self._buffer = b""

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()

    def __enter__(self) -> PassRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the worker (it exits when its stdin closes)."""
        proc, self._proc = self._proc, None
        if proc is not None:
            if proc.stdin:
                with contextlib.suppress(OSError):  # a dead worker leaves a broken pipe
                    proc.stdin.close()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            if proc.stdout:
                proc.stdout.close()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    def _start(self) -> subprocess.Popen[bytes]:
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        self.close()
        # Lives as long as the worker; closed in close().
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        self._buffer = b""
        self._proc = subprocess.Popen(
            _worker_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            env=_worker_env(),
        )
        return self._proc

    def warm(self, text: str) -> None:
        """Start the worker and wait until it has answered once (an ``O0`` run of
        ``text``), so that the next timed run measures the passes, not the start-up of
        a Python process that imports llvmlite (seconds on a loaded machine)."""
        self.run(text, "O0")

    def run(
        self,
        text: str,
        pipeline: str,
        triple: str | None = None,
        timeout: float | None = None,
    ) -> PassResult:
        """Run ``pipeline`` on ``text`` in the persistent worker."""
        try:
            segments = parse_pipeline(pipeline)
        except PipelineError as exc:
            return PassResult("error", message=str(exc))
        start = time.monotonic()
        proc = self._start()
        err_offset = self._stderr.seek(0, os.SEEK_END)
        assert proc.stdin is not None
        try:
            proc.stdin.write(_request(text, segments, triple or self.triple).encode())
            proc.stdin.flush()
        except BrokenPipeError:
            pass  # the worker died; reading reports it
        line = self._read_line(proc, start + (timeout or self.timeout))
        result = self._finish(proc, line, err_offset, timeout or self.timeout)
        result.seconds = time.monotonic() - start
        return result

    def _finish(
        self, proc: subprocess.Popen[bytes], line: bytes | None, err_offset: int, timeout: float
    ) -> PassResult:
        if line is None:  # timed out
            proc.kill()
            proc.wait()
            stderr = self._stderr_since(err_offset)
            self.close()
            return PassResult("timeout", message=f"no result after {timeout:g} s", stderr=stderr)
        if line:
            stdout = line.decode("utf-8", "replace")
            return decode_result(stdout, self._stderr_since(err_offset), None)
        returncode = proc.wait()
        stderr = self._stderr_since(err_offset)
        self.close()
        return PassResult("crash", None, crash_message(stderr, returncode), returncode, stderr)

    def _stderr_since(self, offset: int) -> str:
        self._stderr.seek(offset)
        return self._stderr.read().decode("utf-8", "replace")

    def _read_line(self, proc: subprocess.Popen[bytes], deadline: float) -> bytes | None:
        """The next response line, ``b""`` if the worker died, ``None`` on time-out."""
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while True:
                newline = self._buffer.find(b"\n")
                if newline >= 0:
                    line, self._buffer = self._buffer[: newline + 1], self._buffer[newline + 1 :]
                    if line.startswith(MARKER.encode()):
                        return line
                    continue  # stray output
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not sel.select(remaining):
                    return None
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    return b""
                self._buffer += chunk
