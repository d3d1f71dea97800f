"""Pass bisection: which pass of a pipeline first shows the problem?

``O2`` runs more than a hundred passes; a bug report names one. Two methods:

- **opt-bisect**: LLVM's ``-opt-bisect-limit=N`` runs only the first N passes
  that may be skipped and prints ``BISECT: running pass (k) <name> on <unit>``
  (or ``NOT running``) for every pass it meets. The option is process-global,
  so every probe runs in a fresh process (:func:`fuzzfarm.llvm.bridge.run_passes`,
  or a fresh external ``opt``). A run without limit gives the number of
  passes (for a crash: the index of the pass that crashed); a binary search
  on N with the caller's predicate then finds the smallest N that fails, and
  the BISECT line numbered N names the pass. Passes up to N run identically in
  every probe with a limit >= N, so that line is the same in all of them.
- **prefixes**, for a hand-written pass list ``a,b,c`` (llvmlite only): run
  ``a``, ``a,b`` ... by binary search; the result is the list element, spelled
  as the user spelled it (which is how ``storage.signatures`` names passes).

Our own transforms are single steps: there is nothing to bisect
(:class:`BisectError`). A pipeline with an ``O`` level anywhere, and every
external ``opt`` pipeline (whose nesting a comma split would break), is
bisected with opt-bisect.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from fuzzfarm.candidates import Candidate
from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE, PassResult
from fuzzfarm.llvm.pipeline import parse_pipeline, split_pipeline

_BISECT_LINE = re.compile(r"^BISECT: (?:NOT )?running pass \((\d+)\) (.*?) on (.*)$", re.M)


class BisectError(Exception):
    """Nothing to bisect: a transform, or a pipeline whose full run does not fail."""


@dataclass(frozen=True)
class BisectResult:
    """The first failing pass: its name, its 1-based index among ``total`` passes.

    ``after_text`` is the output of the first failing probe (None for a crash).
    ``total`` counts the passes of the unlimited run (for a crash: up to the
    crashing pass, the last one that run got to). ``method`` is ``opt-bisect``
    or ``prefix``; ``probes`` how many runs the search took.
    """

    pass_name: str
    index: int
    total: int
    after_text: str | None
    method: str = "opt-bisect"
    unit: str = ""
    probes: int = 0

    def describe(self) -> str:
        where = f" on {self.unit}" if self.unit else ""
        return f"pass {self.index}/{self.total}: {self.pass_name}{where} ({self.method})"


def bisect_lines(stderr: str) -> dict[int, tuple[str, str]]:
    """``{index: (pass name, unit)}`` from the BISECT lines of one run."""
    return {int(m.group(1)): (m.group(2).strip(), m.group(3).strip())
            for m in _BISECT_LINE.finditer(stderr)}


def bisectable(candidate: Candidate, verdict: str | None = None) -> bool:
    """IR pipelines, and the IR stage of an ``opt -> llc`` chain for what that stage did
    (``verdict``: a crash, an ill-formed output or a violation comes from the IR passes,
    whose output the back end never got or compiled); a codegen failure, or a hang that
    may be the back end's, names no IR pass (``fuzzfarm.llvm.codegen`` bisects codegen).
    A chain that stops llc at a pass (``candidate.stop``) is not bisected: its output is
    the IR of llc's own pipeline, whose passes opt-bisect of the IR stage never sees."""
    if candidate.kind not in ("pipeline", "opt") or candidate.stop:
        return False
    return not candidate.codegen or verdict not in (None, "codegen", "hang")


def bisect_pipeline(
    before_text: str,
    candidate: Candidate,
    still_fails: Callable[[str], bool],
    *,
    triple: str | None = None,
    on_crash: Callable[[str], bool] | None = None,
    on_ill_formed: Callable[[str], bool] | None = None,
    timeout: float = 60,
) -> BisectResult:
    """The first pass of ``candidate`` after which the problem shows.

    ``still_fails(after_text)`` judges a probe that produced output (also
    output LLVM's verifier rejects); ``on_crash(message)`` judges a probe that
    crashed (None: a crash does not count as the failure, e.g. when bisecting
    a violation); ``on_ill_formed(message)``, when given, judges a probe whose
    output the optimizer's own verifier rejected by that verifier's message
    (None: by ``still_fails`` of the output). Raises :class:`BisectError` when there is nothing to bisect.
    """
    if candidate.kind not in ("pipeline", "opt"):  # only the IR stage of a chain runs here
        raise BisectError(f"{candidate.label} is one of our transforms: nothing to bisect")
    triple = triple or candidate.triple or DEFAULT_TRIPLE
    probe = _Prober(before_text, candidate, triple, still_fails, on_crash, on_ill_formed, timeout)
    if candidate.kind == "pipeline" and all(s.level is None for s in parse_pipeline(candidate.name)):
        return _bisect_prefixes(probe, [str(e) for e in split_pipeline(candidate.name)])
    return _bisect_limit(probe)


@dataclass
class _Prober:
    before_text: str
    candidate: Candidate
    triple: str
    still_fails: Callable[[str], bool]
    on_crash: Callable[[str], bool] | None
    on_ill_formed: Callable[[str], bool] | None
    timeout: float
    probes: int = 0

    def run(self, pipeline: str, limit: int | None) -> PassResult:
        self.probes += 1
        options = () if limit is None else (f"-opt-bisect-limit={limit}",)
        return self.candidate.optimizer.run(self.before_text, pipeline, self.triple,
                                            options=options, timeout=self.timeout)

    def fails(self, result: PassResult) -> bool:
        if result.status == "crash":
            return self.on_crash is not None and self.on_crash(result.message)
        if result.status == "ill-formed-after" and self.on_ill_formed is not None:
            return self.on_ill_formed(result.message)
        if result.status in ("ok", "ill-formed-after") and result.text is not None:
            return self.still_fails(result.text)
        return False


def _bisect_prefixes(probe: _Prober, elements: list[str]) -> BisectResult:
    results: dict[int, PassResult] = {}

    def fails(k: int) -> bool:
        results[k] = probe.run(",".join(elements[:k]), None)
        return probe.fails(results[k])

    n = len(elements)
    if not fails(n):
        raise BisectError(f"the full pipeline {probe.candidate.name!r} does not show the problem")
    lo, hi = 0, n  # invariant: prefix lo does not fail (the input itself), prefix hi fails
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fails(mid):
            hi = mid
        else:
            lo = mid
    return BisectResult(elements[hi - 1], hi, n, results[hi].text if results[hi].ok
                        or results[hi].status == "ill-formed-after" else None,
                        "prefix", probes=probe.probes)


#: Passes a pipeline runs even with ``-opt-bisect-limit=0`` (LLVM marks them required) that
#: are worth naming when the problem shows with every optional pass skipped.
REQUIRED_PASSES = ("always-inline",)


def _required_pass(probe: _Prober, none: PassResult, total: int) -> BisectResult:
    """The problem shows with every skippable pass skipped: a required pass did it
    (the AlwaysInliner of every O-level: opt-bisect cannot name it). Named when running
    it alone shows the problem, else :class:`BisectError` (a wrong name is worse than none)."""
    for name in REQUIRED_PASSES:
        alone = probe.run(name, None)
        if probe.fails(alone):
            text = alone.text if alone.status in ("ok", "ill-formed-after") else None
            return BisectResult(name, 0, total, text, "required pass", "", probe.probes)
    raise BisectError("the problem shows with -opt-bisect-limit=0: a pass opt-bisect cannot "
                      f"skip does it, not one of {', '.join(REQUIRED_PASSES)} alone")


def _bisect_limit(probe: _Prober) -> BisectResult:
    pipeline = probe.candidate.name
    full = probe.run(pipeline, -1)
    lines = bisect_lines(full.stderr)
    if not lines:
        raise BisectError("LLVM printed no BISECT lines: cannot count the passes"
                          + (f" ({full.status}: {full.message})" if not full.ok else ""))
    if not probe.fails(full):
        raise BisectError(f"the full pipeline {pipeline!r} does not show the problem "
                          f"({full.status})")
    total = max(lines)
    results: dict[int, PassResult] = {total: full}
    if total > 1:
        none = probe.run(pipeline, 0)
        if probe.fails(none):
            return _required_pass(probe, none, total)
    lo, hi = 0, total  # invariant: limit lo does not fail, limit hi fails
    while hi - lo > 1:
        mid = (lo + hi) // 2
        results[mid] = probe.run(pipeline, mid)
        if probe.fails(results[mid]):
            hi = mid
        else:
            lo = mid
    name, unit = bisect_lines(results[hi].stderr).get(hi, lines.get(hi, ("?", "")))
    found = results[hi]
    text = found.text if found.status in ("ok", "ill-formed-after") else None
    return BisectResult(name, hi, total, text, "opt-bisect", unit, probe.probes)
