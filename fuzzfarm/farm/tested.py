"""Did a run test anything? The "not tested" outcome of campaigns and the CI gate.

A case tests the candidate only when the candidate changed the kernel and the
oracles decided the result (a pass or a finding). An *inconclusive* case (the
optimizer failed, timed out, or some schedule stayed undecided) and a
*not-fired* case (the kernel came back unchanged) test nothing. A gate whose
optimizer rejects every input would otherwise find no new signature and pass;
so when more than ``max_untested`` of the cases tested nothing, the run's
outcome is "not tested", with an exit code of its own (:data:`EXIT_NOT_TESTED`).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass

from fuzzfarm.vocabulary import Verdict

#: The default largest share of cases that may test nothing (inconclusive or not fired).
DEFAULT_MAX_UNTESTED = 0.5
#: Exit code of a campaign or gate that tested (almost) nothing.
EXIT_NOT_TESTED = 3
#: Verdicts of cases that tested nothing.
UNTESTED_VERDICTS = (Verdict.INCONCLUSIVE, Verdict.NOT_FIRED)


@dataclass(frozen=True)
class Coverage:
    """How many of a run's cases tested the candidate."""

    cases: int
    inconclusive: int
    not_fired: int

    @classmethod
    def of(cls, verdicts: Mapping[str, int]) -> Coverage:
        """From a run's verdict counts (``Tally.verdicts``)."""
        return cls(sum(verdicts.values()), verdicts.get(Verdict.INCONCLUSIVE, 0),
                   verdicts.get(Verdict.NOT_FIRED, 0))

    @property
    def untested(self) -> int:
        return self.inconclusive + self.not_fired

    @property
    def untested_share(self) -> float:
        return 1.0 if self.cases == 0 else self.untested / self.cases

    def not_tested(self, max_untested: float) -> bool:
        """No case at all, or more than ``max_untested`` of them tested nothing."""
        return self.cases == 0 or self.untested_share > max_untested

    def why(self) -> str:
        """Where to look for the reason the cases tested nothing: the inconclusive findings'
        messages, or the candidate itself when it left kernels unchanged (a transform that
        rarely applies needs more cases, or a larger ``--max-inconclusive``)."""
        reasons = []
        if self.inconclusive:
            reasons.append("the inconclusive findings' messages say why those were undecided")
        if self.not_fired:
            reasons.append("the candidate left the not-fired kernels unchanged")
        return "; ".join(reasons) or "no case was checked"

    def describe(self, max_untested: float) -> str:
        """One line saying why the run counts as not tested."""
        if self.cases == 0:
            return "not tested: no case was checked"
        return (f"not tested: {self.untested} of {self.cases} case(s) tested nothing "
                f"({self.inconclusive} inconclusive, {self.not_fired} not fired: "
                f"{self.untested_share:.0%} > --max-inconclusive {max_untested:g})")


def share(text: str) -> float:
    """An argparse ``type``: a share between 0 and 1."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not a share between 0 and 1")
    return value


def add_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--max-inconclusive`` option, the same in ``campaign`` and ``gate``."""
    parser.add_argument(
        "--max-inconclusive", type=share, default=DEFAULT_MAX_UNTESTED, metavar="SHARE",
        help=f"largest share of cases that may test nothing (inconclusive, or the candidate did not "
             f"change the kernel) before the run counts as 'not tested', exit {EXIT_NOT_TESTED} "
             f"(default {DEFAULT_MAX_UNTESTED:g})")
