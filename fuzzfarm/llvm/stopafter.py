"""The IR of a target's code generation pipeline, as ``llc -stop-after=PASS`` leaves it.

What GPU compilers run after the optimizer is llc's own IR pipeline before
instruction selection (LoopStrengthReduce, CodeGenPrepare, AMDGPU's atomic
optimizer, promote-alloca, lower-kernel-arguments, the structurizer and the
passes it needs, NVPTX's IR passes); several of those cannot be run with
``opt -passes=``. ``llc -stop-after=PASS`` (or ``-stop-before=PASS``) prints MIR
whose first YAML document (``--- |``, every line indented by two spaces, ended by
``...``) is the IR module as it was at that point: :func:`stop_ir` runs an external
llc that way and hands that module back, to be checked by refinement like any
optimizer's output.

The machine functions follow that document. Once instruction selection has run,
their ``body`` holds machine code and the IR document is only what instruction
selection read (stale, not what the machine code does): that is refused, as is
a pass the target's pipeline does not run (llc then runs it all and prints
machine code the same way), and output with no IR document at all.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from typing import Literal

from fuzzfarm.llvm.codegen import LEVEL, CodegenFailure, CodegenTarget, diagnose

#: ``-stop-after`` / ``-stop-before``: where llc stops, relative to the pass.
WHERE = ("after", "before")

Status = Literal["ok", "failed", "timeout", "error"]

#: A machine function's ``body:`` with at least one machine instruction or block after it.
_MACHINE_BODY = re.compile(r"^body:\s*\|\s*\n(?:[ \t]*\n)*[ \t]+\S", re.M)
_NOT_REGISTERED = re.compile(r'^LLVM ERROR: (".*" pass is not registered\.)$', re.M)
_FATAL = re.compile(r"^LLVM ERROR: (.*)$", re.M)


@dataclass(frozen=True)
class Stop:
    """Where llc stops: ``after`` or ``before`` the pass named ``pass_name``."""

    where: str
    pass_name: str

    @classmethod
    def parse(cls, spec: str) -> Stop:
        """The stored form ``after:PASS`` / ``before:PASS``."""
        where, _, name = spec.partition(":")
        if where not in WHERE or not name:
            raise ValueError(f"not a stop point: {spec!r}")
        return cls(where, name)

    def __str__(self) -> str:
        return f"{self.where}:{self.pass_name}"

    @property
    def option(self) -> str:
        return f"-stop-{self.where}={self.pass_name}"


@dataclass
class StopResult:
    """``ok`` with the IR ``text``; ``failed`` (llc broke: ``failure``); ``timeout``; or
    ``error`` (bad usage: ``message`` is one line)."""

    status: Status
    text: str | None = None
    message: str = ""
    failure: CodegenFailure | None = None


def ir_document(mir: str) -> str | None:
    """The IR module of ``mir``'s first YAML document (``--- |`` ... ``...``), unindented;
    None when the output does not begin with one."""
    lines = mir.splitlines()
    if not lines or lines[0].rstrip() != "--- |":
        return None
    body: list[str] = []
    for line in lines[1:]:
        if line.rstrip() == "...":
            return "\n".join(body) + "\n"
        body.append(line[2:] if line.startswith("  ") else line.lstrip())
    return None


def machine_code(mir: str) -> bool:
    """Does a machine function of ``mir`` hold instructions (instruction selection ran)?"""
    return _MACHINE_BODY.search(mir) is not None


def _usage(stderr: str, stop: Stop) -> str | None:
    """llc's own one-line reason for refusing the stop point itself, or None."""
    m = _NOT_REGISTERED.search(stderr)
    if m:
        return f"--stop-{stop.where} {stop.pass_name}: llc: {m.group(1)}"
    m = _FATAL.search(stderr)
    if m and "stop-" in m.group(1) and "specified" in m.group(1):
        return f"--stop-{stop.where} {stop.pass_name}: llc: {m.group(1)}"
    return None


#: llc options every AMDGPU stop run adds: AMDGPU's CodeGenPrepare expands a 32-bit integer
#: division or remainder into float code around ``llvm.amdgcn.rcp.f32``, whose accuracy the
#: target chooses: the oracles read it as 1/x with an fp-choice on every result
#: (``fuzzfarm/fpenv.py`` ``AMDGCN_RCP``), so everything downstream of it is only ever
#: undecided when it differs (when the oracles could not run it, 9 of 60 campaign cases
#: ended inconclusive). With the expansion off, the division stays an ``udiv``/``sdiv``
#: (expanded by instruction selection instead) and the rest of the pipeline is checked
#: without that choice. An llc that does not know
#: the option runs without it (:data:`_UNKNOWN_OPTIONS`).
#:
#: The load-store vectorizer is off for the same reason: after
#: ``amdgpu-lower-kernel-arguments`` it merges the segment loads of adjacent pointer
#: arguments into one ``load <2 x i64>`` and ``inttoptr``s the halves, an integer read of
#: pointer bytes (an address, which SEMANTICS.md leaves unspecified): every kernel with
#: two pointer arguments (out = f(in), the usual kernel) was inconclusive (audit8, 12 of
#: 12 HIP library-style kernels). Without it each argument is a ``load ptr addrspace(1)``
#: the oracles read (fuzzfarm/kernargs.py).
AMDGPU_OPTIONS = ("-amdgpu-codegenprepare-disable-idiv-expansion",
                  "-amdgpu-load-store-vectorizer=0")
#: (llc, option) pairs an llc refused as unknown: asked once per process.
_UNKNOWN_OPTIONS: set[tuple[str, str]] = set()


def _options(target: CodegenTarget, llc: str) -> list[str]:
    if not target.triple.startswith("amdgcn"):
        return []
    return [o for o in AMDGPU_OPTIONS if (llc, o) not in _UNKNOWN_OPTIONS]


def _unknown_option(stderr: str, options: list[str]) -> str | None:
    """The option of ``options`` llc refused as an unknown command line argument."""
    return next((o for o in options if f"Unknown command line argument '{o}'" in stderr), None)


def stop_ir(text: str, target: CodegenTarget, llc: str, stop: Stop, *,
            timeout: float = 60) -> StopResult:
    """Run ``llc`` on ``text`` up to ``stop`` and return the IR module it printed."""
    while True:
        options = _options(target, llc)
        # from stdin: the module's name is then '<stdin>' on every run, no temporary path
        cmd = [llc, f"-mtriple={target.triple}", *([f"-mcpu={target.cpu}"] if target.cpu else []),
               f"-O{LEVEL}", *options, stop.option, "-", "-o", "-"]
        try:
            proc = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return StopResult("timeout", message=f"no result after {timeout:g} s")
        except OSError as exc:
            return StopResult("error", message=f"cannot run {llc}: {exc.strerror or exc}")
        unknown = _unknown_option(proc.stderr, options) if proc.returncode else None
        if unknown is None:
            break
        _UNKNOWN_OPTIONS.add((llc, unknown))
    where = f"--stop-{stop.where} {stop.pass_name}"
    if proc.returncode != 0:
        usage = _usage(proc.stderr, stop)
        if usage is not None:
            return StopResult("error", message=usage)
        if proc.returncode == 1 and re.search(r"^\S*llc\S*: error: ", proc.stderr, re.M) \
                and "LLVM ERROR" not in proc.stderr:
            return StopResult("error", message=f"{where}: {proc.stderr.strip().splitlines()[0]}")
        failure = diagnose(proc.stderr, proc.returncode)
        return StopResult("failed", message=failure.message(), failure=failure)
    module = ir_document(proc.stdout)
    if module is None:
        return StopResult("error", message=(
            f"{where}: llc printed no IR module (its output has no MIR '--- |' document)"))
    if machine_code(proc.stdout):
        return StopResult("error", message=(
            f"{where}: llc printed machine code, so {stop.pass_name} runs after instruction "
            f"selection (the IR it printed is only what instruction selection read) or is no pass "
            f"of {target}'s code generation pipeline: stop at an IR pass before instruction selection"))
    if not re.search(r"^define\b", module, re.M):
        return StopResult("error", message=f"{where}: the IR llc printed has no function bodies")
    return StopResult("ok", module)


_TRIVIAL = "define void @k() {\n  ret void\n}\n"


def preflight(target: CodegenTarget, llc: str, stop: Stop) -> str | None:
    """Why ``llc`` cannot stop at ``stop`` for ``target`` (one line), or None."""
    result = stop_ir(_TRIVIAL, target, llc, stop, timeout=30)
    if result.status == "ok":
        return None
    if result.status == "failed":
        return f"--stop-{stop.where} {stop.pass_name}: llc failed on a trivial kernel: " \
               f"{result.message.splitlines()[0]}"
    return result.message
