"""Candidate optimizations behind one interface.

A candidate is one of:

- ``transform``: one of our own transforms on the IR model, by registry name
  (:mod:`fuzzfarm.transforms.registry`);
- ``pipeline``: LLVM passes through llvmlite's embedded LLVM 22.1, written as
  ``opt -passes=`` writes them (``simplifycfg,jump-threading`` or ``O3``), run
  in a child process so that an LLVM assertion is a *crash* result;
- ``opt``: an external ``opt`` binary the user points us at, with a pipeline;
- ``codegen``: no IR passes, only code generation (below).

Any of the LLVM kinds may add code generation (``codegen`` = ``TRIPLE[:CPU]``):
instruction selection and the machine pipeline with the machine verifier, on
the embedded LLVM or on ``llc_path`` (:mod:`fuzzfarm.llvm.codegen`). Its
failure is an ``Applied.CODEGEN`` result; there is no semantic oracle for
machine code.

With ``stop`` (``after:PASS`` / ``before:PASS``) code generation instead stops
at that IR pass of ``llc_path``'s pipeline, and the IR module llc printed there
is the candidate's output, checked by refinement like an optimizer's
(:mod:`fuzzfarm.llvm.stopafter`): the IR passes of a target's code generation
pipeline, several of which ``opt -passes=`` cannot run.

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

Kind = Literal["transform", "pipeline", "opt", "codegen"]


@dataclass(frozen=True)
class Candidate:
    """What to apply: ``kind`` and ``name`` (transform name or pipeline text)."""

    kind: Kind
    name: str
    triple: str = DEFAULT_TRIPLE
    opt_path: str | None = None
    codegen: str | None = None  # TRIPLE[:CPU]: compile the result to machine code
    llc_path: str | None = None  # an llc binary for codegen (default: the embedded LLVM)
    known_codegen: bool = True  # look past codegen.KNOWN_FAILURES (see there)
    stop: str | None = None  # after:PASS / before:PASS: llc_path's IR there is the output
    #: Judge the module after every pass, not only the output (fuzzfarm.verifyeach): the
    #: first pass that made ill-formed IR is an ill-formed-after finding even when a later
    #: pass hid it.
    verify_each: bool = False

    @property
    def optimizer(self) -> Optimizer:
        """The LLVM that runs a ``pipeline`` (embedded) or ``opt`` candidate."""
        return Optimizer(self.opt_path if self.kind == "opt" else None)

    @property
    def label(self) -> str:
        if self.kind == "transform":
            base = self.name
        elif self.kind == "opt":
            base = f"opt:{self.name}"
        elif self.kind == "codegen":
            base = ""
        else:
            base = f"llvm:{self.name}"
        if self.verify_each:
            base += " (verify-each)"
        if self.codegen:
            back = f"{'llc' if self.llc_path else 'codegen'}:{self.codegen}"
            if self.stop:
                where, _, pass_name = self.stop.partition(":")
                back += f" -stop-{where}={pass_name}"
            return f"{base} -> {back}" if base else back
        return base

    def to_json(self) -> dict[str, str | bool | None]:
        d: dict[str, str | bool | None] = {"kind": self.kind, "name": self.name,
                                           "triple": self.triple, "opt_path": self.opt_path}
        if self.codegen:
            d.update(codegen=self.codegen, llc_path=self.llc_path, known_codegen=self.known_codegen)
        if self.stop:  # absent from campaigns stored before it existed
            d["stop"] = self.stop
        if self.verify_each:  # likewise
            d["verify_each"] = True
        return d

    @classmethod
    def from_json(cls, data: dict[str, str | bool | None]) -> Candidate:
        return cls(data["kind"], data["name"], data.get("triple") or DEFAULT_TRIPLE,  # type: ignore[arg-type]
                   data.get("opt_path"), data.get("codegen"), data.get("llc_path"),  # type: ignore[arg-type]
                   bool(data.get("known_codegen", True)), data.get("stop"),  # type: ignore[arg-type]
                   bool(data.get("verify_each", False)))


@dataclass
class CandidateResult:
    status: Applied
    text: str | None = None  # the optimized module (for ok and ill-formed-after)
    module: Module | None = None  # parsed, for ok results
    fired: bool = False
    message: str = ""
    known: bool = False  # a codegen failure of codegen.KNOWN_FAILURES (counted, not reduced)
    #: The optimizer printed a module our reader cannot read (vectors from the SLP or
    #: loop-idiom passes, say): nothing is decided about it, and the user's input was
    #: fine, so it is neither a bug nor bad input (validate: inconclusive).
    unreadable: bool = False


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
    if candidate.stop and candidate.kind == "codegen":
        return _stop(candidate, module, function, before_body, print_module(module), timeout)
    if candidate.kind == "codegen":
        # code generation always "fires": it turns every kernel into machine code
        return _codegen(candidate, CandidateResult(Applied.OK, print_module(module), module,
                                                   fired=True), timeout)
    if candidate.kind == "transform":
        result = _apply_transform(candidate, module, function, seed)
    else:
        if candidate.verify_each:
            result = _each(candidate, print_module(module), timeout)
        else:
            pr = candidate.optimizer.run(print_module(module), candidate.name, candidate.triple,
                                         timeout=timeout, runner=runner)
            result = CandidateResult(pr.status, pr.text, message=pr.message)
        if result.status == "ok" and result.text is not None:
            try:
                result.module = parse_module(result.text)
            except IRError as exc:
                return CandidateResult("error", result.text, message=f"cannot read the output: {exc}",
                                       unreadable=True)
    if result.status == "ok" and result.module is not None:
        try:
            after_fn = result.module.kernel(function)
        except KeyError:
            return CandidateResult("ok", result.text, result.module, True,
                                   f"the candidate removed @{function}")
        result.fired = body_text(after_fn) != before_body
    if candidate.stop and result.status == Applied.OK and result.text is not None:
        return _stop(candidate, result.module, function, before_body, result.text, timeout)
    if candidate.codegen and result.status == Applied.OK:
        return _codegen(candidate, result, timeout)
    return result


def _each(candidate: Candidate, text: str, timeout: float) -> CandidateResult:
    """The pipeline with the module after every pass judged (:mod:`fuzzfarm.verifyeach`).

    The first ill-formed intermediate module is an ``ill-formed-after`` result whose
    message is the broken rule followed by ``in pass: NAME`` and where, whatever
    the pipeline's output is: a pass that breaks the rules is the bug even when a later
    one hides it. A crash stays a crash unless a pass before it already made ill-formed
    IR (then the crash is its consequence)."""
    from fuzzfarm.verifyeach import run_each

    each = run_each(candidate.optimizer, text, candidate.name, candidate.triple, timeout=timeout)
    pr = each.result
    bad = each.first_bad
    if bad is not None and pr.status != "timeout":
        message = f"{bad.message}\n{bad.describe()}"
        if pr.status != "ok":
            message += f"\n(the pipeline then ended {pr.status})"
        return CandidateResult(Applied.ILL_FORMED_AFTER, bad.after or pr.text, message=message)
    return CandidateResult(pr.status, pr.text, message=pr.message)


def _codegen(candidate: Candidate, result: CandidateResult, timeout: float) -> CandidateResult:
    """Compile ``result``'s module; a back-end failure becomes an ``Applied.CODEGEN`` result."""
    from fuzzfarm.llvm.codegen import CodegenTarget, compile_kernel

    assert candidate.codegen is not None and result.text is not None
    cg = compile_kernel(result.text, CodegenTarget.parse(candidate.codegen),
                        llc=candidate.llc_path, known=candidate.known_codegen, timeout=timeout)
    if cg.status == "failed" and cg.failure is not None:
        return CandidateResult(Applied.CODEGEN, result.text, result.module, result.fired,
                               cg.failure.message())
    if cg.status == "ok" and cg.known:
        # only a known failure: counted as a hit of its signature
        return CandidateResult(Applied.CODEGEN, result.text, result.module, result.fired,
                               cg.known[0].message(), known=True)
    if cg.status != "ok":
        status = Applied.TIMEOUT if cg.status == "timeout" else Applied.ERROR
        return CandidateResult(status, result.text, message=f"codegen: {cg.message}")
    return result


def _stop(candidate: Candidate, module: Module | None, function: str, before_body: str,
          text: str, timeout: float) -> CandidateResult:
    """``text`` through ``candidate.llc_path`` up to its stop point: the IR printed there."""
    from fuzzfarm.llvm.codegen import CodegenTarget
    from fuzzfarm.llvm.stopafter import Stop, stop_ir

    assert candidate.codegen is not None and candidate.llc_path is not None and candidate.stop
    got = stop_ir(text, CodegenTarget.parse(candidate.codegen), candidate.llc_path,
                  Stop.parse(candidate.stop), timeout=timeout)
    if got.status == "failed":  # llc broke before printing: a back-end finding
        return CandidateResult(Applied.CODEGEN, text, module, False, got.message)
    if got.status != "ok" or got.text is None:
        status = Applied.TIMEOUT if got.status == "timeout" else Applied.ERROR
        return CandidateResult(status, text, message=f"llc: {got.message}")
    try:
        after = parse_module(got.text)
    except IRError as exc:  # llc's output, not the user's input: nothing decided
        return CandidateResult("error", got.text, message=f"cannot read the output: {exc}",
                               unreadable=True)
    try:
        fired = body_text(after.kernel(function)) != before_body
    except KeyError:
        return CandidateResult("ok", got.text, after, True, f"the candidate removed @{function}")
    return CandidateResult("ok", got.text, after, fired)


def _apply_transform(candidate: Candidate, module: Module, function: str, seed: int) -> CandidateResult:
    from fuzzfarm.transforms.registry import get

    transform = get(candidate.name)
    out = transform(module, function, random.Random(seed))
    text = print_module(out.module)
    problem = verify(text)
    if problem is not None:
        return CandidateResult("ill-formed-after", text, message=problem)
    return CandidateResult("ok", text, out.module, out.fired, out.notes)
