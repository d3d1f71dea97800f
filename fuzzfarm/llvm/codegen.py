"""Code generation as a candidate: instruction selection and the machine pipeline.

``--codegen TRIPLE[:CPU]`` (``amdgcn-amd-amdhsa:gfx1030``,
``nvptx64-nvidia-cuda:sm_80``) compiles a kernel to machine code with
``-verify-machineinstrs``, on the embedded LLVM (llvmlite's, in a child
process: its assertions abort the process) or on an ``llc`` binary. There is
no semantic oracle for machine code; what it finds is a back end that
rejects or breaks a well-formed kernel:

- the **machine verifier** (``*** Bad machine code: ... ***``), after the
  machine pass named by the preceding ``# After PASS`` line;
- the **IR verifier inside codegen** (the IR passes llc runs before
  instruction selection, e.g. the AMDGPU structurizer): its own lines before
  ``LLVM ERROR: Broken function found``;
- an ``LLVM ERROR``, an assertion or a signal.

Every such failure is a :class:`CodegenFailure`: its ``headline`` (the first
line that says what broke, as LLVM spelled it) and the ``pass`` it happened
in. Signatures deduplicate on the normalized headline plus the pass.

Some failures hit nearly every kernel of a kind and would drown the rest
(:data:`KNOWN_FAILURES`): a run that meets one runs again without the
machine verifier, so the crashes, fatal errors and IR verifier failures
further down the pipeline are still found (:func:`compile_kernel`).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from fuzzfarm.llvm import diagnostics
from fuzzfarm.llvm.bridge import MARKER, WORKER

Status = Literal["ok", "failed", "timeout", "error"]

#: llc's default optimization level, used on both back ends.
LEVEL = 2

#: Machine-verifier headlines that most token-using kernels hit on AMDGPU (see
#: README, "Code generation"): AMDGPU instruction selection gives convergent
#: machine instructions (V_READFIRSTLANE, V_READLANE, DS_BPERMUTE, SI_CALL of
#: any callee, convergent or not) no convergence-control operand, and the
#: virtual register rewriter drops the one SI_CALL carries. A run that meets
#: one of these is repeated without ``-verify-machineinstrs``.
KNOWN_FAILURES: tuple[str, ...] = (
    "Bad machine code: Cannot mix controlled and uncontrolled convergence in the same function",
)

_BAD_MACHINE = re.compile(r"^\*\*\* Bad machine code: (.*?) \*\*\*$")
_AFTER = re.compile(r"^# After (.+)$")
_BISECT = re.compile(r"^BISECT: (?:NOT )?running pass \((\d+)\) (.*?) on (.*)$", re.M)


#: Triples clang writes as one word (``target triple = "spirv64"``), accepted as written.
BARE_TRIPLES = frozenset({"spir", "spir64", "spirv", "spirv32", "spirv64"})


@dataclass(frozen=True)
class CodegenTarget:
    """A target triple and CPU, written ``TRIPLE[:CPU]`` on the command line."""

    triple: str
    cpu: str = ""

    @classmethod
    def parse(cls, spec: str) -> CodegenTarget:
        """``amdgcn-amd-amdhsa:gfx1030`` -> target; ``ValueError`` says what is wrong."""
        triple, _, cpu = spec.strip().partition(":")
        if not triple or (triple.count("-") < 1 and triple not in BARE_TRIPLES) \
                or " " in spec.strip():
            raise ValueError(f"--codegen expects TRIPLE[:CPU] such as amdgcn-amd-amdhsa:gfx1030, "
                             f"not {spec!r}")
        return cls(triple, cpu)

    def __str__(self) -> str:
        return f"{self.triple}:{self.cpu}" if self.cpu else self.triple


@dataclass(frozen=True)
class CodegenFailure:
    """What broke: the first line that says so (LLVM's wording) and the pass, if known."""

    headline: str
    pass_name: str | None = None
    kind: str = "fatal"  # machine-verifier | ir-verifier | assertion | fatal | signal
    details: tuple[str, ...] = ()

    @property
    def known(self) -> bool:
        return any(self.headline.startswith(k) for k in KNOWN_FAILURES)

    def message(self) -> str:
        """The stored message: headline first (signatures key on it), then the pass."""
        lines = [self.headline, *self.details]
        if self.pass_name:
            lines.append(f"in pass: {self.pass_name}")
        return "\n".join(lines)


@dataclass
class CodegenResult:
    """One compilation: ``ok``, ``failed`` (see ``failure``), ``timeout`` or ``error``."""

    status: Status
    failure: CodegenFailure | None = None
    message: str = ""
    stderr: str = ""
    seconds: float = 0.0
    known: list[CodegenFailure] = field(default_factory=list)  # known failures met on the way

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def diagnose(stderr: str, returncode: int | None) -> CodegenFailure:
    """The failure a code generator's stderr describes (it failed: ``returncode`` != 0).

    The machine verifier is ours to read (its ``# After PASS`` header names the pass);
    everything else is what :func:`fuzzfarm.llvm.diagnostics.diagnose` keeps of any
    failing LLVM tool: the IR verifier's own lines, the assertion, the fatal error,
    the innermost ``Running pass`` of the stack dump.
    """
    after: str | None = None
    for ln in stderr.splitlines():
        m = _AFTER.match(ln)
        if m:
            after = m.group(1).strip()
            continue
        m = _BAD_MACHINE.match(ln.rstrip())
        if m:
            return CodegenFailure(f"Bad machine code: {m.group(1)}", after, "machine-verifier")
    said = diagnostics.diagnose(stderr, returncode)
    lines = [ln for ln in said.message.splitlines() if ln.strip()]
    headline = lines[0].strip() if lines else f"exit status {returncode} and no message"
    pass_name = None
    details = []
    for ln in lines[1:]:
        if ln.startswith("in pass: "):
            pass_name = ln.removeprefix("in pass: ").rsplit(" on ", 1)[0].strip("'\" ")
        elif not ln.startswith("in function ") and len(details) < 3:
            details.append(ln.strip())
    if said.status == "ill-formed-after":
        kind = "ir-verifier"
    elif "Assertion" in headline:
        kind = "assertion"
    else:
        kind = "fatal" if headline.startswith("LLVM ERROR") else "signal"
    if pass_name in _PASS_MANAGERS:
        pass_name = None
    return CodegenFailure(headline, pass_name, kind, tuple(details))


#: Stack-dump frames that name a pass manager, not a pass.
_PASS_MANAGERS = ("CallGraph Pass Manager", "Function Pass Manager")


def run_codegen(text: str, target: CodegenTarget, *, llc: str | None = None,
                verify_machine: bool = True, bisect_limit: int | None = None,
                timeout: float = 60) -> CodegenResult:
    """Compile ``text`` once, in a fresh process (options such as bisection are global)."""
    options = ["-verify-machineinstrs"] if verify_machine else []
    if bisect_limit is not None:
        options.append(f"-opt-bisect-limit={bisect_limit}")
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-llc-") as tmp:
        if llc is not None:
            src = Path(tmp) / "kernel.ll"
            src.write_text(text)
            cmd = [llc, f"-mtriple={target.triple}", f"-O{LEVEL}", *options, str(src),
                   "-o", "/dev/null"]
            if target.cpu:
                cmd.insert(2, f"-mcpu={target.cpu}")
            stdin = None
        else:
            cmd = [sys.executable, str(WORKER)]
            stdin = json.dumps({"text": text, "triple": target.triple, "segments": [],
                                "options": options,
                                "codegen": {"cpu": target.cpu, "level": LEVEL}}) + "\n"
        try:
            proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return CodegenResult("timeout", message=f"no result after {timeout:g} s",
                                 seconds=time.monotonic() - start)
        except OSError as exc:
            return CodegenResult("error", message=f"cannot run {llc}: {exc.strerror or exc}")
    result = _result(proc, embedded=llc is None)
    result.seconds = time.monotonic() - start
    return result


def _result(proc: subprocess.CompletedProcess[str], embedded: bool) -> CodegenResult:
    stderr = proc.stderr
    if embedded:
        for line in proc.stdout.splitlines():
            if line.startswith(MARKER):
                body = json.loads(line[len(MARKER):])
                status = "ok" if body["status"] == "ok" else "error"
                return CodegenResult(status, message=body.get("message", ""), stderr=stderr)  # type: ignore[arg-type]
    elif proc.returncode == 0:
        return CodegenResult("ok", stderr=stderr)
    elif proc.returncode == 1 and re.search(r"^\S*llc\S*: error: ", stderr, re.M) and \
            "LLVM ERROR" not in stderr and "Bad machine code" not in stderr:
        # llc refused the input or the command line (its "file:line: error:" form)
        return CodegenResult("error", message=stderr.strip().splitlines()[0], stderr=stderr)
    failure = diagnose(stderr, proc.returncode)
    return CodegenResult("failed", failure, failure.message(), stderr)


def compile_kernel(text: str, target: CodegenTarget, *, llc: str | None = None,
                   known: bool = True, timeout: float = 60) -> CodegenResult:
    """Compile with the machine verifier; past a known failure, again without it.

    The result of the second run is what counts (``ok`` or another failure);
    the known failure is kept in ``known`` so that a campaign still counts it.
    With ``known=False`` every failure is reported as it is.
    """
    first = run_codegen(text, target, llc=llc, timeout=timeout)
    if not (known and first.failure is not None and first.failure.known):
        return _unselectable(first, text, target, llc, timeout)
    second = run_codegen(text, target, llc=llc, verify_machine=False, timeout=timeout)
    second.known = [first.failure, *second.known]
    return _unselectable(second, text, target, llc, timeout)


_CANNOT_SELECT = re.compile(r"^LLVM ERROR: Cannot select: intrinsic %(llvm\.[\w.]+)")


def _unselectable(result: CodegenResult, text: str, target: CodegenTarget, llc: str | None,
                  timeout: float) -> CodegenResult:
    """``result``, unless it is a "Cannot select: intrinsic" that a kernel calling only
    that intrinsic meets too: then the target lacks the instruction (redux.sync below
    sm_80, activemask below PTX 6.2), the kernel asked for what the chosen CPU does not
    have, and that is an ``error`` (bad input, nothing tested), never a back-end finding.
    A failure the lone call does not reproduce stays a finding."""
    m = _CANNOT_SELECT.match(result.failure.headline) if result.failure is not None else None
    probe = _lone_call(text, m.group(1)) if m else None
    if m is None or probe is None:
        return result
    alone = run_codegen(probe, target, llc=llc, verify_machine=False, timeout=timeout)
    if alone.failure is None or _CANNOT_SELECT.match(alone.failure.headline) is None:
        return result
    return CodegenResult("error", message=f"--codegen {target}: the target does not select "
                         f"@{m.group(1)} (a kernel calling only it fails the same way)",
                         stderr=result.stderr, seconds=result.seconds)


_DECLARE = re.compile(r"^declare\s+(.*?)\s*@([\w.]+)\((.*)\)")


def _lone_call(text: str, name: str) -> str | None:
    """A kernel whose only work is one call of ``name`` (declared in ``text``) with fresh
    arguments (0 for an ``immarg``), its result stored; None when the declaration is not
    one this reads (a parameter type with a comma, an aggregate)."""
    for line in text.splitlines():
        m = _DECLARE.match(line.strip())
        if m is None or m.group(2) != name:
            continue
        ret = m.group(1).split()[-1] if m.group(1) else "void"
        params = [p.strip() for p in m.group(3).split(",")] if m.group(3).strip() else []
        types, args = [], []
        for i, p in enumerate(params):
            words = p.split()
            ty = " ".join(words[:2]) if len(words) > 1 and words[1].startswith("addrspace(") \
                else words[0]
            if not re.fullmatch(r"i\d+|ptr( addrspace\(\d+\))?", ty):
                return None
            types.append(ty)
            args.append(f"{ty} 0" if "immarg" in words else f"{ty} %a{i}")
        formals = [f"{ty} %a{i}" for i, ty in enumerate(types) if f"{ty} %a{i}" in args]
        call = f"call {ret} @{name}({', '.join(args)})"
        body = f"  {call}\n" if ret == "void" else f"  %r = {call}\n  store {ret} %r, ptr %out\n"
        return (f"declare {ret} @{name}({', '.join(types)})\n"
                f"define void @probe(ptr %out{''.join(', ' + f for f in formals)}) {{\n"
                f"{body}  ret void\n}}\n")
    return None


@dataclass(frozen=True)
class CodegenBisection:
    """The pass opt-bisect blames: ``index`` among ``total`` skippable passes."""

    pass_name: str | None
    index: int | None
    total: int
    probes: int
    note: str = ""


def bisect_codegen(text: str, target: CodegenTarget, fails: Callable[[CodegenResult], bool], *,
                   llc: str | None = None, verify_machine: bool = True,
                   timeout: float = 60) -> CodegenBisection:
    """The first skippable pass whose run makes ``fails`` true (``-opt-bisect-limit``).

    ``-opt-bisect-limit`` covers the machine passes as well as codegen's IR
    passes; passes that cannot be skipped (instruction selection, the AMDGPU
    structurizer) never count, so a failure that survives limit 0 is blamed
    on no skippable pass (``pass_name`` None, with a note).
    """
    def probe(limit: int) -> CodegenResult:
        return run_codegen(text, target, llc=llc, verify_machine=verify_machine,
                           bisect_limit=limit, timeout=timeout)

    full = probe(-1)
    probes = 1
    lines = {int(n): name for n, name, _ in _BISECT.findall(full.stderr)}
    total = max(lines, default=0)
    if not fails(full):
        return CodegenBisection(None, None, total, probes, "does not fail with bisection enabled")
    zero = probe(0)
    probes += 1
    if fails(zero):
        return CodegenBisection(None, None, total, probes,
                                "fails with every skippable pass skipped: a required pass")
    lo, hi = 0, total  # fails(lo) false, fails(hi) true
    while hi - lo > 1:
        mid = (lo + hi) // 2
        probes += 1
        if fails(probe(mid)):
            hi = mid
        else:
            lo = mid
    return CodegenBisection(lines.get(hi), hi, total, probes)


def same_failure(a: CodegenFailure, b: CodegenFailure | None) -> bool:
    """The reducer's and the bisector's notion of "fails the same way"."""
    from storage.signatures import normalize_message

    return b is not None and normalize_message(a.headline) == normalize_message(b.headline) and (
        a.pass_name is None or b.pass_name is None or a.pass_name == b.pass_name)


_TRIVIAL = "define void @k() {\n  ret void\n}\n"


def preflight(target: CodegenTarget, llc: str | None) -> str | None:
    """Why ``target`` cannot be compiled for (unknown triple or CPU, no such llc), or None."""
    if llc is not None:
        import shutil

        if shutil.which(llc) is None:
            return f"--llc {llc}: no such executable"
    result = run_codegen(_TRIVIAL, target, llc=llc, timeout=30)
    if result.ok:
        if "is not a recognized processor" in result.stderr:
            return f"--codegen {target}: {result.stderr.strip().splitlines()[0]}"
        return None
    what = result.message or (result.failure.headline if result.failure else result.status)
    return f"--codegen {target}: {what.strip().splitlines()[0] if what.strip() else result.status}"


def failure_pass(message: str) -> str | None:
    """The pass a stored codegen message names (its ``in pass:`` line), if any."""
    for line in message.splitlines():
        if line.startswith("in pass: "):
            return line.removeprefix("in pass: ").split(" (opt-bisect")[0].strip()
    return None
