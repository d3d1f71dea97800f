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

A violation's signature is the shape of its *reduced* program, which only reduction
tells (an unreduced violation would be a new signature per seed). Its pre-signature is
what its counterexample shows (``fuzzfarm.farm.evidence``: the classes of the
differences, the first differing convergent operation before and after, how its
communicating set changed, whether it is in a cycle, fewer or more convergent
operations) with the convergence model and the candidate. That predicts the reduced
shape far less surely than a crash's message predicts a crash's signature, which the
rule above absorbs: reductions of one pre-signature that reach different shapes make it
ambiguous, and then every hit is reduced as before. What it can merge wrongly: two bugs
of one pipeline (two passes) that change the same kind of operation in the same way,
once the first exemplars of that pre-signature all reached one of them; the second is
then counted as hits of the first until a finding of it differs in what it shows.

The knowledge lives in one driver run (not in the store): a resumed campaign reduces a
few exemplars again. An exemplar counts once per seed: a finding every model shares
(a crash) comes once per model with one reduction, which is one exemplar, not several.
"""

from __future__ import annotations

import hashlib
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
    """The pre-reduction key of a finding (None for verdicts that have none, and for a
    violation whose counterexample was not read)."""
    if case.verdict == Verdict.VIOLATION:
        if not case.evidence:
            return None
        return hashlib.sha256("\x00".join(("violation", " ".join(candidate.split()), case.model,
                                            case.evidence)).encode()).hexdigest()
    if case.verdict not in PRE_SIGNED:
        return None
    return compute_signature(case.verdict, candidate, bisected_pass=failure_pass(case.message),
                             message=case.message).key_hash


@dataclass
class Exemplars:
    """The driver's memory of reduced exemplars: pre-signature -> signatures reached."""

    #: Per pre-signature, the signature each exemplar's seed reached.
    reached: dict[str, dict[int, int]] = field(default_factory=lambda: defaultdict(dict))
    reductions: dict[str, Minimized] = field(default_factory=dict)

    def learn(self, presig: str, seed: int, signature_id: int, minimized: Minimized) -> None:
        """A reduced exemplar of ``presig`` (found with ``seed``) was recorded against
        ``signature_id``."""
        self.reached[presig][seed] = signature_id
        self.reductions.setdefault(presig, minimized)

    def known(self) -> dict[str, Minimized]:
        """The pre-signatures whose further hits need no reduction, with the one to reuse."""
        return {p: self.reductions[p] for p, ids in self.reached.items()
                if len(ids) >= EXEMPLARS_PER_SIGNATURE and len(set(ids.values())) == 1}
