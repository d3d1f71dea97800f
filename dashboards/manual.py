"""The "run a program by hand" page: paste IR, pick threads, arguments and model, see the result.

The form's fields mean exactly what ``fuzzfarm run``'s options mean: the
schedule is built by :func:`fuzzfarm.commands.run.build_schedule`, so an
argument list accepted here is accepted there and vice versa, and every user
error is the same one line. The input is untrusted and the server shared, so
the IR size and the per-thread step budget are capped.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Mapping
from dataclasses import dataclass

from dashboards.execution import Execution, execute
from dashboards.repro import one_line
from fuzzfarm.analysis.limits import size_problem
from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import ill_formed_reason
from fuzzfarm.commands.run import build_schedule
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import DEFAULT_STEP_BUDGET, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS
from oracles.reference import unsupported_reason

#: Largest IR text accepted (characters).
MAX_IR_CHARS = 200_000
#: Largest per-thread step budget accepted.
MAX_STEPS = 100_000
#: Largest total of threads x steps (the work of one run grows with both).
MAX_WORK = 1_000_000

EXAMPLE_IR = """\
; Seed 000: each subgroupAdd sums only the threads on its own side of the branch.
declare token @llvm.experimental.convergence.entry()
declare i32 @subgroupAdd(i32) convergent

define i32 @example_kernel(i32 %x) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %entry.tok) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  %sum = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  ret i32 %sum
}
"""


@dataclass(frozen=True)
class RunForm:
    """The form's fields, as text (re-displayed unchanged after a run)."""

    ir: str = EXAMPLE_IR
    threads: str = "4"
    args: str = "x=1,-2,3,-4"
    model: str = DEFAULT_MODEL
    steps: str = str(DEFAULT_STEP_BUDGET)
    function: str = ""

    @classmethod
    def from_fields(cls, fields: Mapping[str, str]) -> RunForm:
        return cls(**{k: fields.get(k, getattr(cls, k)) for k in
                      ("ir", "threads", "args", "model", "steps", "function")})


@dataclass(frozen=True)
class RunOutcome:
    form: RunForm
    error: str | None = None
    execution: Execution | None = None
    kernel: str | None = None
    schedule: Schedule | None = None


class FormError(Exception):
    """A problem with the submitted form, shown as one line."""


def run_program(form: RunForm, *, timeline_source: str = "auto") -> RunOutcome:
    """Parse, check and run the pasted kernel; any failure becomes ``error`` (one line)."""
    try:
        fn, schedule = _prepare(form)
        execution = execute(fn, schedule, form.model, timeline_source=timeline_source)
    except FormError as exc:
        return RunOutcome(form, one_line(exc))
    except Exception as exc:  # noqa: BLE001 - untrusted input: never a 500
        return RunOutcome(form, f"{type(exc).__name__}: {one_line(exc)}")
    return RunOutcome(form, None, execution, fn.name, schedule)


def _prepare(form: RunForm) -> tuple[Function, Schedule]:
    """The kernel and the schedule the form describes (FormError for anything unusable)."""
    if len(form.ir) > MAX_IR_CHARS:
        raise FormError(f"the IR is longer than {MAX_IR_CHARS} characters")
    if form.model not in MODELS:
        raise FormError(f"model must be one of {', '.join(MODELS)}")
    threads = _int(form.threads, "threads")
    steps = _int(form.steps, "step budget")
    if not 1 <= steps <= MAX_STEPS:
        raise FormError(f"the step budget must be 1..{MAX_STEPS}")
    if threads * steps > MAX_WORK:
        raise FormError(f"threads x step budget must be at most {MAX_WORK:,} "
                        f"(give fewer threads or a smaller step budget)")
    try:
        module = parse_module(form.ir)
    except IRError as exc:
        raise FormError(str(exc)) from None
    try:
        fn = module.kernel(form.function.strip().removeprefix("@") or None)
    except KeyError as exc:
        raise FormError(str(exc.args[0])) from None
    problem = size_problem(fn) or unsupported_reason(fn) or ill_formed_reason(module, fn)
    if problem:
        raise FormError(f"@{fn.name}: {problem}")
    ns = argparse.Namespace(
        active=None, threads=threads, subgroup_size=None, steps=steps,
        buffer_bytes=64, args=[a for a in re.split(r"[\s;]+", form.args) if a],
        anchor=[], dfs_seed=0, dfs_order=[], order_seed=0, undef=None,
    )
    try:
        schedule = build_schedule(ns, fn)
    except UsageError as exc:
        raise FormError(str(exc)) from None
    return fn, schedule


def _int(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise FormError(f"{what}: {text.strip()[:40]!r} is not a whole number") from None
