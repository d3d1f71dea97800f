"""Well-formedness after every pass: the first pass of a pipeline that made ill-formed IR.

A campaign judges a pipeline's *output*. A pass that breaks the rules of convergence
control (seed 000, "Static Rules"; LLVM's ConvergenceVerifier) can be hidden by a later
pass that deletes or rewrites what it broke, so the output verifies and the bug goes
unseen. ``--verify-each`` (:attr:`fuzzfarm.candidates.Candidate.verify_each`) checks
every intermediate module instead:

- the optimizer prints the module after every pass into files
  (``-print-after-all -print-module-scope -ir-dump-directory=DIR``: library options,
  honoured by the embedded LLVM's worker as by ``opt``; the files are numbered in pass
  order and named after the pass);
- each state that differs from the one before is judged by :func:`judge`: LLVM's
  verifier with its ConvergenceVerifier, then our static rules
  (:mod:`fuzzfarm.wellformed`, every function defined in the module);
- an external ``opt`` also runs with its own ``-verify-each``, and its verifier is the
  judge of LLVM's rules (a newer verifier judging an older LLVM's module could blame it
  for rules it never had, see :mod:`fuzzfarm.llvm.optimizer`); the embedded LLVM's
  states are verified by the same LLVM in this process.

The first ill-formed state gives a :class:`FirstBad`: the pass that made it, its unit,
the first broken rule, and the module before that pass, which with the single pass
(:func:`single_pass_pipelines`) is the finding's reproducer. A state our reader cannot
read is not judged by the static rules (never a finding: SEMANTICS.md, a false positive
is worse than a miss); a state LLVM cannot parse back is not judged at all.
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from fuzzfarm.llvm.bridge import PassResult
from fuzzfarm.llvm.diagnostics import diagnose, first_line
from fuzzfarm.llvm.optimizer import Optimizer, run_opt
from fuzzfarm.llvm.pipeline import Element

#: Every pass's module into DIR (the file's first line names the pass and its unit).
DUMP_OPTIONS = ("-print-after-all", "-print-module-scope")
_FILE = re.compile(r"^(\d+)-")
_HEADER = re.compile(r"^; \*\*\* IR Dump After (.+?) on (.+?) \*\*\*\s*$")
#: opt's ``-verify-each``: ``LLVM ERROR: Broken function found after pass "X", ...``.
_BROKEN_AFTER = re.compile(r'Broken (?:module|function) found after pass "([^"]+)"')
#: Instrumentation that prints a module but changes nothing (``-print-after-all`` lists it).
_NOT_PASSES = ("RequireAnalysisPass", "InvalidateAnalysisPass", "VerifierPass", "PrintModulePass")


@dataclass(frozen=True)
class State:
    """The module after one pass: its 0-based number among the printed passes."""

    number: int
    pass_name: str
    unit: str
    text: str


@dataclass(frozen=True)
class FirstBad:
    """The first pass after which the module is ill formed.

    ``message``: the broken rule (LLVM verifier lines, or our static rule's headline
    first); ``judge``: ``llvm`` or ``static rules``; ``before``: the module that pass
    got (the input for the first pass); ``after``: what it made (None when opt's own
    verifier stopped it and its printed module is not kept); ``position``: the state's
    1-based number among the ``changed`` distinct states of the run."""

    pass_name: str
    unit: str
    message: str
    judge: str
    before: str
    after: str | None
    position: int
    changed: int

    def describe(self) -> str:
        """Where it happened, in the message's ``in pass:`` form (which
        :func:`fuzzfarm.llvm.codegen.failure_pass` reads back for signatures)."""
        return (f"in pass: {self.pass_name}\n(ill formed after it on {self.unit or 'the module'}: "
                f"changed module {self.position} of {self.changed}, judged by {self.judge})")


@dataclass
class EachResult:
    """A pipeline run with every intermediate module judged."""

    result: PassResult
    first_bad: FirstBad | None = None
    #: Distinct intermediate states (modules that differ from the one before).
    changed: int = 0
    #: States the static rules could not judge (our reader refused them), with why.
    unread: list[str] = field(default_factory=list)


def read_states(directory: Path) -> list[State]:
    """The modules ``-ir-dump-directory`` holds, in pass order, instrumentation left out."""
    out: list[State] = []
    for p in directory.iterdir():
        m = _FILE.match(p.name)
        if m is None:
            continue
        text = p.read_text(errors="replace")
        first, _, body = text.partition("\n")
        h = _HEADER.match(first)
        if h is None or h.group(1).startswith(_NOT_PASSES):
            continue
        out.append(State(int(m.group(1)), h.group(1), h.group(2), body))
    return sorted(out, key=lambda s: s.number)


def judge(text: str, *, llvm: bool = True) -> tuple[str, str] | None:
    """(judge, message) for the first rule ``text`` breaks, None when it is well formed
    (or cannot be judged: see the module docstring). ``llvm=False``: static rules only."""
    from fuzzfarm.analysis.static_rules import check_function
    from fuzzfarm.ir.errors import IRError
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.llvm.bridge import verify

    if llvm:
        problem = verify(text)
        if problem is not None:
            return ("llvm", problem)
    try:
        module = parse_module(text)
    except (IRError, ValueError, KeyError, IndexError) as exc:
        raise Unreadable(str(exc).splitlines()[0] if str(exc) else type(exc).__name__) from None
    for fn in module.definitions:
        for v in check_function(fn, module):
            return ("static rules", v.headline)
    return None


class Unreadable(Exception):
    """Our reader cannot read a state: the static rules do not judge it."""


def run_each(optimizer: Optimizer, text: str, pipeline: str, triple: str, *,
             timeout: float = 60) -> EachResult:
    """Run ``pipeline`` on ``text`` and judge the module after every pass."""
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-each-") as tmp:
        options = (*DUMP_OPTIONS, f"-ir-dump-directory={tmp}")
        if optimizer.embedded:
            result = optimizer.run(text, pipeline, triple, options=options, timeout=timeout)
        else:
            # opt's -verify-each stops at the first module its verifier refuses; its
            # -disable-verify (the output fetched again) would turn that off too
            assert optimizer.path is not None
            result = run_opt(optimizer.path, text, pipeline, triple, (*options, "-verify-each"),
                             timeout, refetch=False)
        states = read_states(Path(tmp))
    return judge_states(text, states, result, own_verifier=optimizer.embedded)


def judge_states(text: str, states: list[State], result: PassResult, *,
                 own_verifier: bool) -> EachResult:
    """Walk ``states`` (the modules after each pass of a run on ``text``) to the first
    ill-formed one. ``own_verifier``: LLVM's rules are judged here (the embedded LLVM);
    otherwise by the optimizer's ``-verify-each``, read from ``result``."""
    out = EachResult(result)
    broken = _BROKEN_AFTER.search(result.stderr or "") if not own_verifier else None
    previous = text
    distinct: list[tuple[State, str]] = []  # (state, the module before it)
    for s in states:
        if s.text != previous:
            distinct.append((s, previous))
            previous = s.text
    out.changed = len(distinct)
    for position, (s, before) in enumerate(distinct, 1):
        if broken is not None and position == len(distinct):
            # opt's verifier stopped the run after this pass: its last printed module
            msg = diagnose(result.stderr, result.returncode).message + _second_opinion(s.text)
            out.first_bad = FirstBad(s.pass_name, s.unit, msg, "llvm", before, None,
                                     position, len(distinct))
            return out
        try:
            found = judge(s.text, llvm=own_verifier)
        except Unreadable as exc:
            out.unread.append(f"{s.pass_name}: {exc}")
            if own_verifier:
                from fuzzfarm.llvm.bridge import verify

                problem = verify(s.text)
                found = ("llvm", problem) if problem is not None else None
            else:
                found = None
        if found is not None:
            out.first_bad = FirstBad(s.pass_name, s.unit, found[1], found[0], before, s.text,
                                     position, len(distinct))
            return out
    if broken is not None and distinct:
        # opt's verifier refused a state that printed nothing new: blame the pass it names
        name = broken.group(1)
        out.first_bad = FirstBad(name, "", diagnose(result.stderr, result.returncode).message,
                                 "llvm", distinct[-1][0].text, None, len(distinct), len(distinct))
    return out


#: Said of a module only an external opt's verifier rejects (kernel 388 on opt-19: an
#: unreachable block branching into a loop, whose heart LLVM 19 then calls non-dominating).
ONLY_OPT = ("(our static rules and the embedded LLVM's verifier accept this module: only "
            "this opt's verifier rejects it)")


def _second_opinion(text: str) -> str:
    """A line for the message when our static rules and the embedded LLVM's verifier both
    accept the module an external opt's verifier rejected (the verdict stays opt's: its
    rules are its own), else nothing."""
    try:
        return "" if judge(text) is not None else "\n" + ONLY_OPT
    except Unreadable:
        return ""


# -- the single pass -------------------------------------------------------------------


_WORD = re.compile(r"[A-Za-z0-9_.-]+")


def _leaves(text: str) -> list[tuple[tuple[Element, ...], Element]]:
    """Every pass of a printed pipeline with its adaptors, outermost first. A scan, not
    :func:`fuzzfarm.llvm.pipeline.split_pipeline`: opt-19 prints pipelines it cannot parse
    back itself (``function()``, ``loop-vectorize<...;>``)."""
    out: list[tuple[tuple[Element, ...], Element]] = []
    stack: list[Element] = []
    i = 0
    while i < len(text):
        m = _WORD.match(text, i)
        if m is None:
            if text[i] == ")" and stack:
                stack.pop()
            i += 1
            continue
        j, params = m.end(), None
        if text.startswith("<", j):
            depth, k = 0, j
            while k < len(text):
                depth += {"<": 1, ">": -1}.get(text[k], 0)
                if depth == 0:
                    break
                k += 1
            params, j = text[j + 1 : k], k + 1
        if text.startswith("(", j):
            stack.append(Element(m.group(), params, ()))
            i = j + 1
            continue
        out.append((tuple(stack), Element(m.group(), params)))
        i = j
    return out


def _wrap(chain: tuple[Element, ...], leaf: Element) -> str:
    text = str(leaf)
    for adaptor in reversed(chain):
        text = str(Element(adaptor.name, adaptor.params, ())).removesuffix("()") + f"({text})"
    return text


def single_pass_pipelines(pass_name: str, printed_pipeline: str | None) -> list[str]:
    """Pipelines that run the one pass ``pass_name`` (a class name such as
    ``SimplifyCFGPass``, or a pipeline name), most faithful first: each spelling the
    pipeline's printed form (``opt -print-pipeline-passes``) gives it, with its adaptors
    (``function<eager-inv>(loop-mssa(licm<allowspeculation>))``), then its bare name."""
    from storage.signatures import PASS_CLASS_NAMES, pass_identity

    want = pass_identity(pass_name)
    out: list[str] = []
    if printed_pipeline:
        for chain, leaf in _leaves(printed_pipeline):
            if pass_identity(leaf.name) == want:
                text = _wrap(tuple(a for a in chain if a.name != "devirt"), leaf)
                if text not in out:
                    out.append(text)
    # a class's pipeline name: the irregular ones, else the identity (GVNPass -> gvn), which
    # an opt that knows no such pass refuses (an error, never a reproduction)
    bare = PASS_CLASS_NAMES.get(pass_name, want)
    for name in (bare, pass_name if not pass_name[:1].isupper() else None):
        if name and name not in out:
            out.append(name)
    return out


def printed_pipeline(opt_path: str, pipeline: str, triple: str) -> str | None:
    """``opt -print-pipeline-passes``: the pipeline with every pass and its parameters."""
    import subprocess

    try:
        proc = subprocess.run([opt_path, f"-passes={pipeline}", f"-mtriple={triple}",
                               "-print-pipeline-passes", "-disable-output", "/dev/null"],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    # opt-19 prints the pipeline, then fails to parse it back ("function()"): keep what it printed
    return first_line(proc.stdout) or None


def embedded_single_pass(pass_name: str) -> str | None:
    """The embedded LLVM's name of the one pass ``pass_name`` (llvmlite exposes some
    passes alone: :data:`fuzzfarm.llvm.pipeline.PASSES`), or None."""
    from fuzzfarm.llvm.pipeline import PASSES
    from storage.signatures import pass_identity

    want = pass_identity(pass_name)
    return next((name for name in sorted(PASSES) if pass_identity(name) == want), None)
#: Spellings of one pass tried (O3 runs InstCombine with a handful of parameter sets).
MAX_SPELLINGS = 6
