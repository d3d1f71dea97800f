"""Run a pasted program where the server can stop it: a child process with a time and memory cap.

The "run a program by hand" page executes untrusted input, and the reference
interpreter's work grows with threads x steps (its execution record more than
linearly). Run in the server's own thread pool, a request for an endless loop
pinned a core and grew memory for minutes, outlived the client that asked for
it, and held up Ctrl-C. So each run happens in a child process (forked from a
forkserver that has the interpreter preloaded, so a start costs milliseconds)
that:

- gets at most :data:`RUN_MEMORY` bytes of address space beyond what it starts
  with (``RLIMIT_AS``), so a runaway record ends in a MemoryError, not swap;
- is killed after :data:`RUN_SECONDS`, or as soon as the client disconnects
  (Starlette's ``Request.is_disconnected``), or when the server shuts down;
- runs one at a time (:data:`CONCURRENT_RUNS`): a second request waits its turn.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import resource
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from typing import Any

from dashboards.manual import RunForm, RunOutcome, run_program

#: Wall-clock seconds a run may take before it is stopped.
RUN_SECONDS = 20.0
#: Address space a run may add to what its process starts with.
RUN_MEMORY = 768 * 1024 * 1024
#: Runs computing at once (the rest wait).
CONCURRENT_RUNS = 1
#: How often the server looks at the child and the client while waiting.
POLL_SECONDS = 0.05

_context: Any = None


def _mp_context() -> Any:
    """The forkserver context, with the interpreter preloaded in the server."""
    global _context
    if _context is None:
        _context = multiprocessing.get_context("forkserver")
        _context.set_forkserver_preload(["dashboards.manual"])
    return _context


def _address_space() -> int:
    """This process's current virtual memory size in bytes (Linux ``/proc``; 0 if unknown)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _child(conn: Connection, form: RunForm, timeline_source: str, memory: int) -> None:
    """The child's whole life: cap memory, run, send the outcome back."""
    from fuzzfarm.llvm.bridge import verify

    verify("")  # load LLVM's shared library before the cap: it is not the run's memory
    base = _address_space()
    if base:
        limit = base + memory
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        outcome = run_program(form, timeline_source=timeline_source)
    except MemoryError:
        outcome = RunOutcome(form, f"the run needed more than {memory // (1024 * 1024)} MiB: stopped")
    conn.send(outcome)
    conn.close()


class Runner:
    """Runs forms in child processes, one (or :data:`CONCURRENT_RUNS`) at a time."""

    def __init__(self, *, seconds: float = RUN_SECONDS, memory: int = RUN_MEMORY,
                 concurrent: int = CONCURRENT_RUNS) -> None:
        self.seconds = seconds
        self.memory = memory
        self._slots = asyncio.Semaphore(concurrent)

    async def run(self, form: RunForm, *, timeline_source: str,
                  disconnected: Callable[[], Awaitable[bool]]) -> RunOutcome | None:
        """The outcome, or None when the client went away (the work is stopped either way)."""
        async with self._slots:
            if await disconnected():
                return None
            return await self._run(form, timeline_source, disconnected)

    async def _run(self, form: RunForm, timeline_source: str,
                   disconnected: Callable[[], Awaitable[bool]]) -> RunOutcome | None:
        ctx = _mp_context()
        receiver, sender = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_child, args=(sender, form, timeline_source, self.memory),
                              daemon=True)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, process.start)
        sender.close()
        deadline = loop.time() + self.seconds
        try:
            while True:
                if receiver.poll():
                    try:
                        return receiver.recv()
                    except EOFError:
                        return RunOutcome(form, "the run ended without a result (out of memory?)")
                if not process.is_alive() and not receiver.poll():
                    return RunOutcome(form, "the run ended without a result (out of memory?)")
                if loop.time() > deadline:
                    return RunOutcome(form, f"the run took longer than {self.seconds:g} s: stopped")
                if await disconnected():
                    return None
                await asyncio.sleep(POLL_SECONDS)
        finally:  # also when the request is cancelled (server shutdown)
            if process.is_alive():
                process.kill()
            process.join(timeout=5)
            receiver.close()
