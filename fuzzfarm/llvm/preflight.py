"""Try the optimizer and pipeline once before a campaign, a gate or a validation starts.

An optimizer that is missing, not executable, rejects the pipeline text (``opt:
unknown loop pass 'gvn'``), prints nothing, or prints what we cannot read would
otherwise turn every case of a campaign into an inconclusive one, and the user
would learn why only from the database. So before any work starts the
candidate is applied once to :data:`TRIVIAL_KERNEL`, exactly as a campaign
applies it (:func:`fuzzfarm.candidates.apply`), and every way of failing to
produce a readable module is a :class:`PreflightError`: bad usage, one line,
carrying the optimizer's own message.

A *crash* or ill-formed output on the trivial kernel is not bad usage: it is a
finding like any other, and the campaign records it. One kind of "crash" is bad
usage: a fatal error (``LLVM ERROR:``, no assertion) saying a pass *requires*
something the pipeline text did not give it. opt-19 wraps a bare ``licm`` in
``loop-mssa`` only when it stands alone; in ``simplifycfg,licm`` every loop ends
in "LLVM ERROR: LICM requires MemorySSA (loop-mssa)", which a campaign recorded as
one crash finding per generated kernel with a loop.

API (used by the CLI's candidate options and by the gate)::

    identity = preflight(candidate)          # raises PreflightError
    identity.label                           # "LLVM 19.1.7 (/usr/bin/opt-19)"
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fuzzfarm.llvm.optimizer import OptimizerError, OptimizerIdentity
from fuzzfarm.llvm.pipeline import PipelineError, parse_pipeline

if TYPE_CHECKING:
    from fuzzfarm.candidates import Candidate

#: A kernel every LLVM with convergence control (17+) reads: a loop, a branch and a
#: convergent call, so that a pipeline has something to do.
TRIVIAL_KERNEL = """\
declare token @llvm.experimental.convergence.entry()
declare i64 @subgroupBallot(i1) convergent

define i64 @preflight(i32 %n) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %again = icmp slt i32 %next, %n
  br i1 %again, label %loop, label %exit

exit:
  %c = icmp sgt i32 %n, 2
  %b = call i64 @subgroupBallot(i1 %c) [ "convergencectrl"(token %tok) ]
  ret i64 %b
}
"""


_BARE_LEVEL = re.compile(r"(?<![<\w])O[0-3sz](?![\w>])")
#: A pass's fatal error about how it was scheduled (``LLVM ERROR: LICM requires MemorySSA
#: (loop-mssa)``), as opposed to an assertion or a crash inside it.
_REQUIRES = re.compile(r"^LLVM ERROR: .*\brequires\b.*$", re.M)


class PreflightError(Exception):
    """The optimizer or pipeline cannot be used: a one-line reason (bad usage, exit 2)."""


def preflight(candidate: Candidate, *, timeout: float = 60) -> OptimizerIdentity | None:
    """Apply ``candidate`` once to :data:`TRIVIAL_KERNEL`; the optimizer's identity, or None
    for one of our own transforms (nothing to try). Raises :class:`PreflightError`."""
    from fuzzfarm.candidates import apply
    from fuzzfarm.ir.reader import parse_module

    if candidate.kind in ("transform", "codegen"):
        return None  # codegen: fuzzfarm.llvm.codegen.preflight checked the back end
    optimizer = candidate.optimizer
    if optimizer.embedded:
        try:
            parse_pipeline(candidate.name)
        except PipelineError as exc:
            raise PreflightError(str(exc)) from None
    try:
        optimizer.check_runnable()
        identity = optimizer.identity()
    except OptimizerError as exc:
        raise PreflightError(str(exc)) from None
    result = apply(candidate, parse_module(TRIVIAL_KERNEL), "preflight", timeout=timeout)
    who = "the embedded LLVM" if optimizer.embedded else optimizer.path
    if result.status == "error":
        first = next((ln.strip() for ln in result.message.splitlines() if ln.strip()), "no message")
        hint = ""
        if not optimizer.embedded and _BARE_LEVEL.search(candidate.name):
            hint = " (opt's -passes= spells O-levels default<O2>)"
        raise PreflightError(f"{who} cannot run --pipeline {candidate.name!r}: {first}{hint}")
    usage = _REQUIRES.search(result.message) if result.status == "crash" else None
    if usage is not None and "Assertion" not in result.message:
        hint = " (in a pass sequence opt's -passes= spells it loop-mssa(licm))" \
            if "MemorySSA" in usage.group(0) else ""
        raise PreflightError(f"{who} cannot run --pipeline {candidate.name!r}: "
                             f"{usage.group(0).strip()}{hint}")
    if result.status == "timeout":
        raise PreflightError(f"{who} gave no result on a trivial kernel within {timeout:g} s "
                             f"(--pipeline {candidate.name!r})")
    return identity
