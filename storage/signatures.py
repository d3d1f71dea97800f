"""Deduplication: which findings are the same bug.

A signature identifies a *bug*, not a case. Its key is the triple

    (candidate after bisection, verdict kind, normalized shape)

hashed with SHA-256 (:attr:`SignatureKey.key_hash`, unique in the store).

*Candidate after bisection*: the single pass that introduces the problem when
the finding was bisected (so ``O3`` and ``simplifycfg,jump-threading`` that both
bisect to ``jump-threading`` meet), else the whole candidate string. A pass is
named without its parameters and pass-manager adaptors
(``function<eager-inv>(simplifycfg<bonus-inst-threshold=1>)`` ->
``simplifycfg``): O3's printed pipeline spells every pass with its options, a
hand-written one without, and they are the same pass. The key uses
:func:`pass_identity`, which also equates LLVM 19's class names
(``SimplifyCFGPass``, ``IndVarSimplifyPass``) with LLVM 22's pass names
(``simplifycfg``, ``indvars``).

*Shape* of an unsound-uniformity: the refuted claim's kind and the refuted
instruction's normalized shape (the message's first line). *Shape* of a violation: :func:`normalize_ir` of the (minimized, when the
finding has one) program before the candidate. Of an ill-formed-after: the
first line of the verifier message, normalized like a crash message. Of a
crash: :func:`crash_state` of the message (its first meaningful line and the
running pass). The campaign,
seed, schedule, convergence model and triple are deliberately not part of the
key: the same bug found again elsewhere is a hit, not a new signature.

The normalizations are deliberately simple text rewrites, not a parse: they
must work on whatever a pass printed, including IR that no longer verifies.
Whenever they change, bump :data:`SIGNATURE_VERSION` (all keys change with it,
so old and new signatures never merge by accident).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass

from fuzzfarm.ir.conventions import CATALOGUE, CONVERGENCE_INTRINSICS, LANE_ID
from fuzzfarm.vocabulary import BUG_KINDS, Verdict

#: Part of every key: bump when a normalization rule changes.
SIGNATURE_VERSION = 5

#: Python frames kept in the crash state of one of our own transforms.
CRASH_FRAMES = 3


@dataclass(frozen=True)
class SignatureKey:
    """A computed signature: what identifies the bug, and its hash."""

    kind: str
    #: The pass after bisection, else the whole candidate.
    candidate: str
    #: The normalized bisected pass, None when not bisected.
    pass_name: str | None
    shape: str
    key_hash: str


def compute_signature(
    verdict: str,
    candidate: str,
    *,
    bisected_pass: str | None = None,
    message: str = "",
    ir: str | None = None,
) -> SignatureKey:
    """The signature of a finding. ``ir`` is the minimized reproducer if there is one.

    Raises ``ValueError`` for verdicts that are not bugs (``inconclusive``,
    ``pass``) and for a violation or ill-formed-after without IR.
    """
    if verdict not in BUG_KINDS:
        raise ValueError(f"verdict {verdict!r} has no signature (bugs are {', '.join(BUG_KINDS)})")
    pass_name = normalize_pass(bisected_pass) if bisected_pass else None
    who = pass_name or " ".join(candidate.split())
    if verdict == Verdict.CRASH:
        shape = crash_state(message)
    elif verdict == Verdict.CODEGEN:
        # A back end's failure: its first line (the machine verifier's complaint, the
        # IR verifier's, the assertion) and the pass, which is part of ``who``.
        first = next((ln for ln in message.splitlines() if ln.strip()), "")
        shape = f"codegen: {normalize_message(first)}"
    elif verdict == Verdict.ILL_FORMED_AFTER:
        # Like a crash, an ill-formed output is identified by what the verifier says
        # (names stripped) and the pass: the program it happened on is incidental,
        # and keying on it would make every unminimized seed a bug of its own.
        first = next((ln for ln in message.splitlines() if ln.strip()), "")
        shape = f"verifier: {normalize_message(first)}"
    elif verdict == Verdict.HANG:
        # No output to compare and no message but the timeout: the pass that hangs (part
        # of ``who``) is the bug; the program it hung on is incidental, like a crash's.
        shape = "hang"
    elif verdict == Verdict.UNSOUND_UNIFORMITY:
        # The kind of the refuted claim and the refuted instruction's normalized shape,
        # which the checker writes (name-free) as the message's first line: the rest
        # of the kernel is incidental (fuzzfarm.uniformity.check.claim_shape).
        shape = normalize_message(next((ln for ln in message.splitlines() if ln.strip()), ""))
    else:
        if ir is None:
            raise ValueError(f"a {verdict} signature needs the program text")
        shape = normalize_ir(ir)
    digest = hashlib.sha256(
        "\x00".join((f"v{SIGNATURE_VERSION}", verdict, pass_identity(pass_name) if pass_name else who,
                      shape)).encode()
    ).hexdigest()
    return SignatureKey(verdict, who, pass_name, shape, digest)


# -- passes ---------------------------------------------------------------------------

_PASS_PARAMS = re.compile(r"<[^<>]*>")


def normalize_pass(name: str) -> str:
    """The bare name of one pass: parameters and adaptor wrappers removed.

    ``function<eager-inv>(loop-mssa(licm<allowspeculation>))`` -> ``licm``.
    """
    s = name.strip()
    while True:  # nested parameters: innermost first
        t = _PASS_PARAMS.sub("", s)
        if t == s:
            break
        s = t
    while (m := re.fullmatch(r"[\w.-]+\((.*)\)", s)) is not None:
        s = m.group(1).strip()
    return s


def pass_identity(name: str) -> str:
    """The same pass under every LLVM's spelling: what a signature key uses.

    LLVM 19's ``-opt-bisect-limit`` prints pass classes (``SimplifyCFGPass``,
    ``SimpleLoopUnswitchPass``), LLVM 22's the pipeline names (``simplifycfg``,
    ``simple-loop-unswitch``); a bug found with one and rechecked or gated with
    the other must keep its signature. Lower case, without a class's ``Pass``
    suffix, hyphens and underscores: ``simplifycfg``, ``simpleloopunswitch``.
    """
    s = normalize_pass(name)
    s = PASS_CLASS_NAMES.get(s, s)
    if s[:1].isupper() and s.endswith("Pass"):
        s = s[: -len("Pass")]
    return re.sub(r"[-_]", "", s).lower()


#: LLVM's pass classes whose pipeline name is not the class name spelt the other way
#: (``IndVarSimplifyPass`` runs as ``indvars``, ``LoopFullUnrollPass`` as
#: ``loop-unroll-full``): without them the same pass bisected with LLVM 19 and with
#: LLVM 22 would be two bugs. Read from opt-19 itself: ``opt-19 -passes=NAME
#: -opt-bisect-limit=-1`` prints NAME's class, for every optimizing pass of
#: ``opt-19 --print-passes`` (instrumentation, profiling and printing passes left out).
PASS_CLASS_NAMES: dict[str, str] = {
    "ArgumentPromotionPass": "argpromotion",
    "BreakCriticalEdgesPass": "break-crit-edges",
    "CanonicalizeFreezeInLoopsPass": "canon-freeze",
    "ConstantHoistingPass": "consthoist",
    "ConstantMergePass": "constmerge",
    "ControlHeightReductionPass": "chr",
    "CorrelatedValuePropagationPass": "correlated-propagation",
    "DeadArgumentEliminationPass": "deadargelim",
    "EliminateAvailableExternallyPass": "elim-avail-extern",
    "ForceFunctionAttrsPass": "forceattrs",
    "HotColdSplittingPass": "hotcoldsplit",
    "IndVarSimplifyPass": "indvars",
    "InferFunctionAttrsPass": "inferattrs",
    "InlinerPass": "inline",
    "LoopFullUnrollPass": "loop-unroll-full",
    "LoopFusePass": "loop-fusion",
    "LoopIdiomRecognizePass": "loop-idiom",
    "LoopLoadEliminationPass": "loop-load-elim",
    "LoopStrengthReducePass": "loop-reduce",
    "LowerExpectIntrinsicPass": "lower-expect",
    "MergeFunctionsPass": "mergefunc",
    "MergedLoadStoreMotionPass": "mldst-motion",
    "ModuleInlinerPass": "module-inline",
    "PostOrderFunctionAttrsPass": "function-attrs",
    "PromotePass": "mem2reg",
    "RegToMemPass": "reg2mem",
    "ReversePostOrderFunctionAttrsPass": "rpo-function-attrs",
    "SinkingPass": "sink",
    "StraightLineStrengthReducePass": "slsr",
    "TLSVariableHoistPass": "tlshoist",
    "UnifyFunctionExitNodesPass": "mergereturn",
}


# -- IR shapes ------------------------------------------------------------------------

#: Callees whose names are kept: they *are* the semantics of a case.
KEPT_CALLEES = frozenset(CATALOGUE) | CONVERGENCE_INTRINSICS | {LANE_ID}

def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words dropped from instructions and headers: linkage, visibility, calling
#: conventions, parameter/return/function attributes, call markers. A word not
#: listed is kept (an unknown word can only split a signature, never merge two).
DROPPED_WORDS = _words("""
    private internal available_externally linkonce weak common appending extern_weak
    linkonce_odr weak_odr external dso_local dso_preemptable default hidden protected
    dllimport dllexport unnamed_addr local_unnamed_addr
    ccc fastcc coldcc cc spir_func spir_kernel amdgpu_kernel amdgpu_cs ptx_kernel ptx_device
    tail musttail notail
    noundef nonnull noalias nocapture nofree nosync nounwind willreturn norecurse
    readnone readonly writeonly argmemonly inaccessiblememonly mustprogress convergent
    noinline alwaysinline optnone optsize minsize cold hot noreturn nocallback nomerge
    returned signext zeroext inreg byval byref sret inalloca preallocated immarg
    noduplicate speculatable strictfp uwtable nonlazybind noredzone nobuiltin builtin
    ssp sspreq sspstrong safestack sanitize_address sanitize_memory sanitize_thread
    dereferenceable dereferenceable_or_null align alignstack allocsize memory nofpclass
    range captures initializes vscale_range allockind allocalign allocptr
    noundef_or_poison dead_on_unwind writable swiftself swifterror swiftasync
""")

#: Dropped words followed by a number: ``align 4``.
_WORD_WITH_NUMBER = frozenset({"align", "alignstack", "cc"})

_IDENT = r'(?:[-a-zA-Z$._0-9]+|"(?:[^"\\]|\\.)*")'
_TOKEN = re.compile(
    rf"""
      (?P<comment>;.*)
    | (?P<local>%{_IDENT})
    | (?P<global>@{_IDENT})
    | (?P<meta>!{_IDENT}?)
    | (?P<attrgroup>\#\d+)
    | (?P<string>c?"(?:[^"\\]|\\.)*")
    | (?P<number>-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?))
    | (?P<word>[A-Za-z_][-A-Za-z0-9_.]*)
    | (?P<punct>\S)
    """,
    re.X,
)
_LABEL_LINE = re.compile(rf"^\s*({_IDENT}):")
_METADATA_ATTACHMENT = re.compile(rf",?\s*!{_IDENT}\s+!(?:{_IDENT}|\{{[^}}]*\}})")
_PHI_BLOCK = re.compile(rf"\[[^\[\]]*,\s*(%{_IDENT})\s*\]")


def normalize_ir(text: str) -> str:
    """The shape of LLVM IR text: a canonical printing of its function bodies.

    Rules, in order (each to the text of ``define`` bodies only; declarations,
    globals, attribute groups, metadata, the triple and the data layout are
    dropped):

    1. comments, metadata attachments (``, !dbg !3``) and attribute-group
       references (``#0``) are removed, as are the :data:`DROPPED_WORDS`
       (attributes, linkage, ``tail`` ...) with their arguments (``align 4``,
       ``memory(none)``);
    2. local names are renamed by order of first appearance within their
       function: blocks ``%b0, %b1 ...`` (a label line ``%bN:``), values
       (arguments and instruction results) ``%v0, %v1 ...``; the entry block's
       label line is dropped (LLVM prints none for an unnamed entry block);
    3. global names are renamed ``@g0, @g1 ...`` by order of first appearance
       in the module, except the convergent operations, the convergence
       intrinsics, the lane id and every ``llvm.*`` intrinsic, which keep their
       names (:data:`KEPT_CALLEES`);
    4. every numeric literal and ``true``/``false`` becomes ``C`` (its kind is
       kept by the type before it); ``poison``, ``undef``, ``null``,
       ``zeroinitializer`` and ``none`` stay, being kinds of their own;
    5. opcodes, flags (``nsw`` ...), predicates, types, operand bundles
       (``"convergencectrl"``) and the order of blocks and instructions (so the
       CFG: every branch names its canonical successors) are kept; tokens are
       re-joined with single spaces.
    """
    globals_: dict[str, str] = {}
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = _strip_comment(lines[i])
        if not line.lstrip().startswith("define"):
            i += 1
            continue
        body: list[str] = [line]
        i += 1
        if not line.rstrip().endswith("}"):
            while i < len(lines):
                stripped = _strip_comment(lines[i])
                i += 1
                body.append(stripped)
                if stripped.strip() == "}":
                    break
        out.extend(_normalize_function(body, globals_))
    return "\n".join(out)


def _strip_comment(line: str) -> str:
    for m in _TOKEN.finditer(line):
        if m.lastgroup == "comment":
            return line[: m.start()].rstrip()
    return line.rstrip()


def _normalize_function(body: list[str], globals_: dict[str, str]) -> list[str]:
    blocks: set[str] = set()
    for line in body[1:]:
        if (m := _LABEL_LINE.match(line)) is not None:
            blocks.add("%" + m.group(1))
        blocks.update(re.findall(rf"\blabel\s+(%{_IDENT})", line))
        if re.search(r"\bphi\b", line):
            blocks.update(_PHI_BLOCK.findall(line))
    values: dict[str, str] = {}
    labels: dict[str, str] = {}

    def local(name: str) -> str:
        if name in blocks:
            return labels.setdefault(name, f"%b{len(labels)}")
        return values.setdefault(name, f"%v{len(values)}")

    out = [_normalize_line(body[0], local, globals_)]
    first = True
    for line in body[1:]:
        if not line.strip():
            continue
        if (m := _LABEL_LINE.match(line)) is not None:
            # The entry block's label is never printed: LLVM omits it when the
            # block is unnamed, and "entry:" vs nothing must not split a bug.
            if not first:
                out.append(local("%" + m.group(1)) + ":")
            first = False
            continue
        first = False
        out.append(_normalize_line(line, local, globals_))
    return out


def _normalize_line(line: str, local: Callable[[str], str], globals_: dict[str, str]) -> str:
    line = _METADATA_ATTACHMENT.sub("", line)
    tokens = [(m.lastgroup or "", m.group()) for m in _TOKEN.finditer(line)]
    out: list[str] = []
    skip_number = False
    k = 0
    while k < len(tokens):
        kind, tok = tokens[k]
        k += 1
        if kind == "number":
            if skip_number:
                skip_number = False
                continue
            out.append("C")
            continue
        skip_number = False
        if kind in ("meta", "attrgroup", "comment"):
            continue
        if kind == "local":
            out.append(local(tok))
        elif kind == "global":
            name = tok[1:].strip('"')
            if name in KEPT_CALLEES or name.startswith("llvm."):
                out.append("@" + name)
            else:
                out.append(globals_.setdefault(tok, f"@g{len(globals_)}"))
        elif kind == "word" and tok in DROPPED_WORDS:
            if k < len(tokens) and tokens[k][1] == "(":
                k = _skip_group(tokens, k)
            skip_number = tok in _WORD_WITH_NUMBER
        elif kind == "word" and tok in ("true", "false"):
            out.append("C")
        else:
            out.append(tok)
    return _join(out)


def _skip_group(tokens: list[tuple[str, str]], k: int) -> int:
    """Index after the balanced parenthesized group starting at ``tokens[k]``."""
    depth = 0
    while k < len(tokens):
        tok = tokens[k][1]
        k += 1
        if tok == "(":
            depth += 1
        elif tok == ")":
            depth -= 1
            if depth == 0:
                break
    return k


def _join(tokens: list[str]) -> str:
    # Dropping words can leave stray commas: "a, , b", "(, x", trailing ",".
    kept: list[str] = []
    for k, tok in enumerate(tokens):
        if tok == "," and (
            not kept or kept[-1] in (",", "(", "[") or k + 1 == len(tokens)
            or tokens[k + 1] in (",", ")", "]")
        ):
            continue
        kept.append(tok)
    s = " ".join(kept)
    s = re.sub(r" ([,:)\]}])", r"\1", s)
    s = re.sub(r"([@\w\"]) \(", r"\1(", s)  # callee(args), "bundle"(args)
    return re.sub(r"([(\[{]) ", r"\1", s)


# -- crash states ---------------------------------------------------------------------

_ASSERTION = re.compile(r"Assertion [`'\"](.*?)['\"`] failed", re.S)
_LLVM_ERROR = re.compile(r"LLVM ERROR: (.*)")
_UNREACHABLE = re.compile(r"^(.*)\n\s*UNREACHABLE executed at", re.M)
_SIGNAL = re.compile(
    r"\b(SIGSEGV|SIGABRT|SIGBUS|SIGILL|SIGFPE|Segmentation fault|Illegal instruction"
    r"|Bus error|Floating point exception|stack overflow|timeout|Killed)\b",
    re.I,
)
_PY_FRAME = re.compile(r'^\s*File "[^"]*", line \d+, in (\S+)', re.M)
#: The innermost running pass: a stack dump's ``2. Running pass "jump-threading" on function
#: "k"`` or :mod:`fuzzfarm.llvm.diagnostics`' ``in pass: jump-threading on function "k"``.
_RUNNING_PASS = re.compile(r'^\s*(?:\d+\.\s+Running pass|in pass:) "?(.+?)"? on ', re.M)


def crash_state(message: str) -> str:
    """What identifies a crash: the failure's headline and the pass that was running.

    The headline is the first meaningful line, by priority: the assertion text
    (``Assertion `X' failed``, kept verbatim: it is source code), ``LLVM ERROR:``
    text, the message before ``UNREACHABLE executed at``, a Python exception's
    last line (``Type: message``), a fatal signal's name, else the first
    non-empty line; every headline but an assertion goes through
    :func:`normalize_message`. Then ``pass: NAME`` (:func:`normalize_pass`) when
    LLVM's stack dump names the innermost running pass (``Running pass "X" on
    ...``, kept by :mod:`fuzzfarm.llvm.diagnostics` as ``in pass: X on ...``).

    Native stack frames are not part of it: they depend on the build (a release
    ``opt`` prints mostly unsymbolized addresses, an assertion build inlines
    differently), and the same bug must keep its signature from one LLVM build
    to the next. A Python traceback (one of our own transforms crashing) has no
    pass; its innermost :data:`CRASH_FRAMES` functions stand in for it.
    """
    lines = [_crash_headline(message)]
    if (name := _running_pass(message)) is not None:
        lines.append(f"pass: {name}")
    py = _PY_FRAME.findall(message)
    lines += [f for f in reversed(py) if f != "<module>"][:CRASH_FRAMES]
    return "\n".join(lines)


def _running_pass(message: str) -> str | None:
    found = _RUNNING_PASS.findall(message)
    return normalize_pass(found[-1]) if found else None


def _crash_headline(message: str) -> str:
    if (m := _ASSERTION.search(message)) is not None:
        return "assertion: " + " ".join(m.group(1).split())
    if (m := _LLVM_ERROR.search(message)) is not None:
        return "llvm error: " + normalize_message(m.group(1))
    if (m := _UNREACHABLE.search(message)) is not None:
        return "unreachable: " + normalize_message(m.group(1))
    if "Traceback (most recent call last)" in message:
        tail = [ln for ln in message.splitlines() if ln.strip() and not ln[:1].isspace()]
        if tail:
            return "python: " + normalize_message(tail[-1])
    if (m := _SIGNAL.search(message)) is not None:
        return "signal: " + m.group(1).lower()
    first = next((ln for ln in message.splitlines() if ln.strip()), "")
    return "message: " + normalize_message(first)


_NAMED = re.compile(
    r"\b(function|value|block|global|argument|variable|instruction|label|module)"
    r"\s+(?:'[^']*'|\"[^\"]*\")",
    re.I,
)


def normalize_message(text: str) -> str:
    """Strip what varies between cases of one bug from a message line.

    Paths become ``<path>``, addresses (``0x...``) ``<addr>``, IR names
    (``%x``, ``@f``) ``%_``/``@_``, a quoted name after ``function``/``value``/
    ``block``/... ``_``, every remaining number ``N``; whitespace collapses.
    Unquoted words are kept: they cannot be told apart from the message.
    """
    s = re.sub(r"(?:[A-Za-z]:)?(?:[\w.-]*/)+[\w.+-]+(?::\d+)*", "<path>", text)
    s = re.sub(r"0x[0-9a-fA-F]+", "<addr>", s)
    s = re.sub(rf"%{_IDENT}", "%_", s)
    s = re.sub(rf"@{_IDENT}", "@_", s)
    s = _NAMED.sub(lambda m: f"{m.group(1)} _", s)
    s = re.sub(r"(?<![\w<])-?\d+(?:\.\d+)?", "N", s)
    return " ".join(s.split())
