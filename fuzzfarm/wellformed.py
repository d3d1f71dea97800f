"""Is this kernel well formed? The one place that answers, for every caller.

Two judges, in this order: our static rules of seed 000 ("Static Rules",
:mod:`fuzzfarm.analysis.static_rules`), then LLVM's own IR verifier with its
ConvergenceVerifier (:func:`fuzzfarm.llvm.bridge.verify`). An ill-formed program
has no defined convergence, so no oracle may judge it: the commands refuse it as
input, the reducer rejects a reduction step that produces it, and a candidate
whose output is ill formed has found a bug (``ill-formed-after``).

Callers differ only in how much they need: the oracles run without LLVM
(``llvm=False``: they must not depend on it, and the farm has already verified
a candidate's output when it was produced), and verdict messages quote only the
first broken rule (:attr:`WellFormedness.first`, which signatures key on) while the
commands also say how many more there are (:attr:`WellFormedness.summary`).
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.static_rules import Violation, check_function
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Function, Module


@dataclass(frozen=True)
class WellFormedness:
    """What is wrong with one kernel: broken static rules, else LLVM's verifier message."""

    violations: tuple[Violation, ...] = ()
    #: LLVM's verifier message; None when it accepts the module or was not asked.
    llvm: str | None = None

    @property
    def ok(self) -> bool:
        return not self.violations and self.llvm is None

    @property
    def first(self) -> str | None:
        """The first problem in one line (what verdicts and signatures quote), or None."""
        if self.violations:
            return self.violations[0].headline
        if self.llvm is not None:
            return f"LLVM verifier: {self.llvm.splitlines()[0]}"
        return None

    @property
    def summary(self) -> str | None:
        """:attr:`first`, followed by how many more rules are broken, or None."""
        first = self.first
        if first is None or len(self.violations) < 2:
            return first
        return f"{first} (and {len(self.violations) - 1} more)"


def check_well_formed(fn: Function, module: Module | None = None, *, text: str | None = None,
             llvm: bool = True) -> WellFormedness:
    """Check kernel ``fn`` (of ``module``) and every function it may call (README, "IR
    conventions") against our static rules, then LLVM's verifier.

    LLVM's verifier runs only when the static rules pass and ``llvm`` is set, on
    ``text`` (the module as read, when the caller has it) or else on ``module``
    printed.
    """
    violations = tuple(v for f in reachable_functions(fn) for v in check_function(f, module))
    if violations or not llvm:
        return WellFormedness(violations)
    from fuzzfarm.llvm.bridge import verify

    if text is None:
        from fuzzfarm.ir.printer import print_module

        if module is None:
            raise ValueError("LLVM's verifier needs the module (or its text)")
        text = print_module(module)
    return WellFormedness((), verify(text))
