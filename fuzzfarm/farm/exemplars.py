"""Only new work: a further hit of a known bug is counted and stored, not reduced again.

Reduction is the most expensive thing a worker does (seconds per finding, against
tens of milliseconds per case), and most findings of a long campaign are further
hits of a bug already reduced. For the finding kinds whose signature does not
depend on the program (crash, ill-formed-after, codegen, hang: the pass and the
normalized message, ``storage.signatures``) a *pre-signature* is computed before
reduction from what the worker already has: the verdict, the candidate, the pass
the message names (if any) and the normalized message.

The driver reduces the first :data:`EXEMPLARS_PER_SIGNATURE` findings of each
pre-signature as usual and learns which stored signature each reached. Once that
many exemplars all reached the *same* signature, the pre-signature is known:
later hits reuse the exemplar's reduction (its bisected pass and reduced program),
so they are recorded against that signature, counted as hits, and not reduced.
A pre-signature whose exemplars reached different signatures (one message, two
passes) is ambiguous and is never short-cut: every hit is reduced, so no bug is
merged into another by this shortcut.

Violations get no pre-signature: their signature is the shape of the *reduced*
program, which only reduction tells (an unreduced violation would be a new
signature per seed). The knowledge lives in one driver run (not in the store):
a resumed campaign reduces a few exemplars again.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from fuzzfarm.farm.case import CaseResult, Minimized
from fuzzfarm.llvm.codegen import failure_pass
from fuzzfarm.vocabulary import Verdict
from storage.signatures import compute_signature

#: Findings of one pre-signature reduced before further hits reuse their reduction:
#: two, so that a pre-signature hiding two bugs shows up (their signatures differ)
#: while a campaign of a hundred hits of one bug reduces twice instead of a hundred times.
EXEMPLARS_PER_SIGNATURE = 2

#: Verdicts whose signature is a function of the pass and the message alone.
PRE_SIGNED = frozenset({Verdict.CRASH, Verdict.ILL_FORMED_AFTER, Verdict.CODEGEN, Verdict.HANG})


def presignature(candidate: str, case: CaseResult) -> str | None:
    """The pre-reduction key of a finding (None for verdicts that have none)."""
    if case.verdict not in PRE_SIGNED:
        return None
    return compute_signature(case.verdict, candidate, bisected_pass=failure_pass(case.message),
                             message=case.message).key_hash


@dataclass
class Exemplars:
    """The driver's memory of reduced exemplars: pre-signature -> signatures reached."""

    reached: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    reductions: dict[str, Minimized] = field(default_factory=dict)

    def learn(self, presig: str, signature_id: int, minimized: Minimized) -> None:
        """A reduced exemplar of ``presig`` was recorded against ``signature_id``."""
        self.reached[presig].append(signature_id)
        self.reductions.setdefault(presig, minimized)

    def known(self) -> dict[str, Minimized]:
        """The pre-signatures whose further hits need no reduction, with the one to reuse."""
        return {p: self.reductions[p] for p, ids in self.reached.items()
                if len(ids) >= EXEMPLARS_PER_SIGNATURE and len(set(ids)) == 1}
