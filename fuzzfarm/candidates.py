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
from dataclasses import dataclass
from typing import Literal

from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.printer import print_function, print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE, PassRunner, verify
from fuzzfarm.llvm.optimizer import Optimizer
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
    def optimizer(self) -> Optimizer:
        """The LLVM that runs a ``pipeline`` (embedded) or ``opt`` candidate."""
        return Optimizer(self.opt_path if self.kind == "opt" else None)

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
        pr = candidate.optimizer.run(print_module(module), candidate.name, candidate.triple,
                                     timeout=timeout, runner=runner)
        result = CandidateResult(pr.status, pr.text, message=pr.message)  # type: ignore[arg-type]
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
