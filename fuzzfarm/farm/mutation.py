"""Mutation score: do the oracles catch every naive transform and clear every aware one?

The naive transforms reproduce historical bug classes; the aware ones follow the
seed documents. Over generated programs, each naive form must be caught (a
violation, with a counterexample) and each aware form must never be: the first
proves the oracles find bugs, the second that they do not cry wolf.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig, check_case
from fuzzfarm.vocabulary import MODELS, Model


@dataclass
class MutationResult:
    transform: str
    cases: int = 0  # (seed, model) cases checked
    fired: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    first_violation: int | None = None  # the number of cases it took to catch it
    violation_seeds: list[int] = field(default_factory=list)

    @property
    def caught(self) -> bool:
        return self.first_violation is not None

    @property
    def violations(self) -> int:
        return self.verdicts.get("violation", 0)

    @property
    def firing_rate(self) -> float:
        return self.fired / self.cases if self.cases else 0.0

    def summary(self) -> str:
        """One line: caught or not, cases to the first violation, firing rate, verdicts."""
        head = (f"caught after {self.first_violation} cases" if self.caught
                else f"not caught in {self.cases} cases")
        verdicts = ", ".join(f"{k} {v}" for k, v in sorted(self.verdicts.items()))
        return (f"{self.transform:22s} {head}; fired {self.fired}/{self.cases} "
                f"({self.firing_rate:.0%}); {verdicts}")


def score(transform: str, seeds: range, *, models: tuple[Model, ...] = MODELS,
          stop_at_first: bool = True) -> MutationResult:
    """Run ``transform`` over generated programs; stop at the first violation if asked."""
    from fuzzfarm.transforms.registry import get

    # a family working on calls (the inliner) is scored on modules with calls
    config = CampaignConfig(Candidate("transform", transform), models=models,
                            calls=get(transform).calls)
    result = MutationResult(transform)
    for seed in seeds:
        for case in check_case(config, seed):
            result.cases += 1
            result.fired += int(case.fired)
            result.verdicts[case.verdict] += 1
            if case.verdict == "violation":
                result.violation_seeds.append(seed)
                if result.first_violation is None:
                    result.first_violation = result.cases
        if stop_at_first and result.caught:
            break
    return result
