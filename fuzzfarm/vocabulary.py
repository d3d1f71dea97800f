"""The words every part of fuzzfarm shares: convergence models, verdicts, bug kinds.

Each is defined here once and only here. The CLI's choices, the store's CHECK
constraints, the signatures, the dashboard, the gate and the reducer all read
these tables, so a new finding kind (or a new convergence model) is one line in
this file. The members are ``StrEnum``s: they compare equal to, print as and
serialize (JSON, SQL) as their plain string values, so stored data and
reproducers written before this module existed read back unchanged.
"""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A member shows as its plain string in ``repr`` too (argparse errors, ``{x!r}`` messages)."""

    def __repr__(self) -> str:
        return repr(self.value)


class Model(Word):
    """A convergence model both oracles implement (``oracles/SEMANTICS.md``)."""

    #: LLVM's semantics: the maximal converged-with relation (seed 003).
    MAXIMAL = "maximal"
    #: A SIMT reconvergence stack that reconverges at the immediate post-dominator.
    IPDOM = "ipdom"


#: Every model, in the order commands list them (``--model both`` checks all of them).
MODELS: tuple[Model, ...] = tuple(Model)
DEFAULT_MODEL = Model.MAXIMAL
#: The model recorded for a verdict that does not depend on the convergence model
#: (a crash or an ill-formed output happens before any oracle runs).
ANY_MODEL = "*"


def model_of(recorded: str) -> Model:
    """The model to replay a recorded finding under: its own, or the default for ``ANY_MODEL``."""
    return Model(recorded) if recorded in MODELS else DEFAULT_MODEL


def models_option(choice: str) -> tuple[Model, ...]:
    """The models a ``--model`` option names: one model, or ``both`` for all of them."""
    return MODELS if choice == "both" else (Model(choice),)


class Verdict(Word):
    """What checking one case can conclude (a refinement check, or what stopped it earlier)."""

    #: Every behaviour of *after* is one *before* can show, on every schedule tried.
    PASS = "pass"
    #: A concrete counterexample: *after* shows a behaviour *before* cannot.
    VIOLATION = "violation"
    #: The candidate's output breaks a static rule or LLVM's verifier.
    ILL_FORMED_AFTER = "ill-formed-after"
    #: The candidate crashed (an LLVM assertion, a signal).
    CRASH = "crash"
    #: Some schedule could not be decided: never reported as a bug.
    INCONCLUSIVE = "inconclusive"
    #: The candidate did not change the kernel (nothing was tested).
    NOT_FIRED = "not-fired"
    #: A back end (``--codegen``) rejected or broke a well-formed kernel: the machine
    #: verifier, the IR verifier inside codegen, an ``LLVM ERROR``, an assertion.
    CODEGEN = "codegen"
    #: A uniformity analysis called a value uniform that two converged threads disagree on.
    UNSOUND_UNIFORMITY = "unsound-uniformity"
    #: The optimizer gave no result within the campaign's per-case timeout, many times its
    #: normal time on such kernels (``fuzzfarm.farm.budget``): a hang, never a pass.
    HANG = "hang"


#: The verdicts that are bugs: they get a signature, a reproducer and a reduction.
BUG_KINDS: tuple[Verdict, ...] = (Verdict.VIOLATION, Verdict.CRASH, Verdict.ILL_FORMED_AFTER,
                                  Verdict.CODEGEN, Verdict.UNSOUND_UNIFORMITY, Verdict.HANG)
#: The verdicts a stored finding can have (``pass`` and ``not-fired`` are only counted).
STORED_VERDICTS: tuple[Verdict, ...] = (*BUG_KINDS, Verdict.INCONCLUSIVE)


def is_bug(verdict: str) -> bool:
    """Is ``verdict`` (a member or its stored string) one of :data:`BUG_KINDS`?"""
    return verdict in BUG_KINDS


class Applied(Word):
    """How applying a candidate optimization ended (before any oracle runs)."""

    OK = "ok"
    CRASH = Verdict.CRASH.value
    ILL_FORMED_AFTER = Verdict.ILL_FORMED_AFTER.value
    CODEGEN = Verdict.CODEGEN.value
    #: No result within the time limit: the case is inconclusive, not a bug.
    TIMEOUT = "timeout"
    #: Bad input, pipeline or triple: a usage problem, not a bug.
    ERROR = "error"


def as_model(name: str) -> Model:
    """``name`` as a :class:`Model`; a ``ValueError`` naming the known models otherwise."""
    try:
        return Model(name)
    except ValueError:
        raise ValueError(f"unknown convergence model {name!r}: expected one of "
                         f"{', '.join(MODELS)}") from None
