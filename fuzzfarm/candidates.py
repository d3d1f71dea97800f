"""Candidate optimizations behind one interface.

A candidate is one of:

- ``transform``: one of our own transforms on the IR model, by registry name
  (:mod:`fuzzfarm.transforms.registry`);
- ``pipeline``: LLVM passes through llvmlite's embedded LLVM 22.1, written as
  ``opt -passes=`` writes them (``simplifycfg,jump-threading`` or ``O3``), run
  in a child process so that an LLVM assertion is a *crash* result;
- ``opt``: an external ``opt`` binary the user points us at, with a pipeline.

Applying a candidate gives a :class:`CandidateResult`: the optimized text, or a
crash, an ill-formed result, a timeout or an error, plus whether the candidate
changed the kernel at all (its *firing*: a candidate that never fires tests
nothing).
"""

from __future__ import annotations

import random
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.printer import print_function, print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import (
    DEFAULT_TRIPLE,
    PassRunner,
    clean_message,
    crash_message,
    run_passes,
    verify,
)
from fuzzfarm.vocabulary import Applied

Kind = Literal["transform", "pipeline", "opt"]


@dataclass(frozen=True)
class Candidate:
    """What to apply: ``kind`` and ``name`` (transform name or pipeline text)."""

    kind: Kind
    name: str
    triple: str = DEFAULT_TRIPLE
    opt_path: str | None = None

    @property
    def label(self) -> str:
        if self.kind == "transform":
            return self.name
        if self.kind == "opt":
            return f"opt:{self.name}"
        return f"llvm:{self.name}"

    def to_json(self) -> dict[str, str | None]:
        return {"kind": self.kind, "name": self.name, "triple": self.triple, "opt_path": self.opt_path}

    @classmethod
    def from_json(cls, data: dict[str, str | None]) -> Candidate:
        return cls(data["kind"], data["name"], data.get("triple") or DEFAULT_TRIPLE,  # type: ignore[arg-type]
                   data.get("opt_path"))


@dataclass
class CandidateResult:
    status: Applied
    text: str | None = None  # the optimized module (for ok and ill-formed-after)
    module: Module | None = None  # parsed, for ok results
    fired: bool = False
    message: str = ""


def body_text(fn: Function) -> str:
    """The kernel's body as printed, without its header: what "changed" compares.

    Passes add function attributes (``nofree``, ``memory(...)``) on every run;
    those do not change which threads communicate, so they do not count as firing.
    """
    lines = print_function(fn).splitlines()
    return "\n".join(lines[1:])


def apply(
    candidate: Candidate,
    module: Module,
    function: str,
    *,
    seed: int = 0,
    runner: PassRunner | None = None,
    timeout: float = 60,
) -> CandidateResult:
    """Apply ``candidate`` to ``function`` of ``module`` (which is not modified)."""
    before_body = body_text(module.kernel(function))
    if candidate.kind == "transform":
        result = _apply_transform(candidate, module, function, seed)
    else:
        text = print_module(module)
        if candidate.kind == "pipeline":
            if runner is not None:
                pr = runner.run(text, candidate.name, triple=candidate.triple, timeout=timeout)
            else:
                pr = run_passes(text, candidate.name, triple=candidate.triple, timeout=timeout)
            result = CandidateResult(pr.status, pr.text, message=pr.message)
        else:
            result = _run_external_opt(candidate, text, timeout)
        if result.status == "ok" and result.text is not None:
            try:
                result.module = parse_module(result.text)
            except IRError as exc:
                return CandidateResult("error", result.text, message=f"cannot read the output: {exc}")
    if result.status == "ok" and result.module is not None:
        try:
            after_fn = result.module.kernel(function)
        except KeyError:
            return CandidateResult("ok", result.text, result.module, True,
                                   f"the candidate removed @{function}")
        result.fired = body_text(after_fn) != before_body
    return result


def _apply_transform(candidate: Candidate, module: Module, function: str, seed: int) -> CandidateResult:
    from fuzzfarm.transforms.registry import get

    transform = get(candidate.name)
    out = transform(module, function, random.Random(seed))
    text = print_module(out.module)
    problem = verify(text)
    if problem is not None:
        return CandidateResult("ill-formed-after", text, message=problem)
    return CandidateResult("ok", text, out.module, out.fired, out.notes)


def _run_external_opt(candidate: Candidate, text: str, timeout: float) -> CandidateResult:
    """Run a user's ``opt`` binary; a signal or an assertion message is a crash."""
    assert candidate.opt_path is not None
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-opt-") as tmp:
        src = Path(tmp) / "in.ll"
        src.write_text(text)
        cmd = [candidate.opt_path, f"-passes={candidate.name}", f"-mtriple={candidate.triple}",
               "-S", str(src), "-o", "-"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return CandidateResult("timeout", message=f"opt gave no result after {timeout:g} s")
        except OSError as exc:
            return CandidateResult("error", message=f"cannot run {candidate.opt_path}: {exc}")
    if proc.returncode < 0 or "PLEASE submit a bug report" in proc.stderr:
        return CandidateResult("crash", message=crash_message(proc.stderr, proc.returncode))
    if proc.returncode != 0:
        msg = clean_message(proc.stderr)
        status = (Applied.ILL_FORMED_AFTER if ("verif" in msg.lower() or "broken module" in msg.lower())
                  else Applied.ERROR)
        return CandidateResult(status, message=msg)
    problem = verify(proc.stdout)
    if problem is not None:
        return CandidateResult("ill-formed-after", proc.stdout, message=problem)
    return CandidateResult("ok", proc.stdout)
