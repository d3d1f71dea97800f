"""One uniformity case, as campaigns, the reducer and replay check it.

The kernel text (after the pipeline, when there is one: analyses run on
optimized code) goes through ``opt``'s uniformity printer; every uniform claim
is checked on the schedules (:mod:`fuzzfarm.uniformity.check`). A refutation is
an ``unsound-uniformity`` finding whose message starts with the claim's kind and
the refuted instruction's name-free shape (the signature's shape). The case also
measures precision (values called divergent that never diverged) and compares
LLVM's claims with our reading of seed 003 (:mod:`fuzzfarm.analysis.uniformity`):
both are information, never findings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.check import (
    UniformityResult,
    check_claims,
    claim_shape,
    our_answers,
)
from fuzzfarm.uniformity.probes import probe_schedules, tentative_schedules
from fuzzfarm.uniformity.report import ReportError, llvm_claims
from fuzzfarm.vocabulary import Verdict

#: The candidate name of a uniformity campaign without a pipeline: the analysis is
#: the thing under test, run on the generated kernel as it is.
PRINTER = "print<uniformity>"


@dataclass
class UniformityOutcome:
    """The verdict (unsound-uniformity, pass or inconclusive) and what it rests on."""

    verdict: str
    message: str = ""
    details: str = ""
    schedule: Schedule | None = None
    claim_kind: str | None = None
    #: Informational counters: claims, precision, where LLVM and our analysis differ.
    stats: dict[str, int] = field(default_factory=dict)
    #: LLVM calls these uniform, our reading of seed 003 divergent ("worth a look").
    llvm_bolder: list[str] = field(default_factory=list)


def check_kernel(text: str, function: str, schedules: Sequence[Schedule], *, opt: str,
                 triple: str, probes: bool = False) -> UniformityOutcome:
    """Check ``opt``'s uniformity claims about ``function`` of the module ``text``
    (``probes``: also on :func:`~fuzzfarm.uniformity.probes.probe_schedules`, inputs at
    the kernel's own constants, as ``fuzzfarm uniformity`` runs them; a campaign ran
    only its drawn schedules, so a lie about ``%v + 1 == 12346`` was never refuted there)."""
    try:
        fn = parse_module(text).kernel(function)
    except (IRError, KeyError) as exc:
        return UniformityOutcome(Verdict.INCONCLUSIVE, f"unreadable kernel: {exc}")
    tentative = tentative_schedules(fn, schedules) if probes else []
    if probes:
        schedules = [*schedules, *probe_schedules(fn, schedules)]
    try:
        _, claims = llvm_claims(fn, text, opt=opt, triple=triple, callees=True)
    except ReportError as exc:
        return UniformityOutcome(Verdict.INCONCLUSIVE, f"uniformity report: {exc}")
    result = check_claims(fn, claims, schedules, tentative=tentative)
    ours = our_answers(fn)
    bolder = [c.name for c in result.uniform_claims if not ours(c)]
    out = UniformityOutcome(Verdict.PASS, stats=_stats(result, len(bolder)), llvm_bolder=bolder)
    if result.refutations:
        ref = result.refutations[0]
        out.verdict = Verdict.UNSOUND_UNIFORMITY
        out.message = f"unsound uniformity claim ({ref.kind}): {claim_shape(ref.claim)}"
        out.details = ref.describe() + "\n" + result.summary()
        out.schedule = ref.schedule
        out.claim_kind = ref.kind
    elif result.exit_code == 3:
        out.verdict = Verdict.INCONCLUSIVE
        out.message = "uniformity: " + (result.caveat or (result.undecided or ["no decided run"])[0])
    return out


def _stats(result: UniformityResult, bolder: int) -> dict[str, int]:
    return {
        "claims_uniform": len(result.uniform_claims),
        "claims_divergent": len(result.measured_divergent),
        "never_diverged": len(result.never_diverged),
        "refuted": len(result.refutations),
        "llvm_uniform_ours_divergent": bolder,
    }
