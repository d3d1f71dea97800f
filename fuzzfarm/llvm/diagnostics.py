"""What an LLVM tool said when it failed, kept so that it says what broke.

A failing ``opt`` (or llvmlite's LLVM in our worker) prints, in order: its own
diagnostic lines (the IR verifier's complaints with the offending
instructions, an assertion, an ``LLVM ERROR:``), then ``PLEASE submit a bug
report ...`` and a stack dump: numbered context lines (``1. Running pass
"simplifycfg" on function "k"``) and frames (`` #7 0x... llvm::Foo::run(...)
(/usr/lib/...)``). A release build's "Broken module found" is a fatal error
*after* the verifier's lines, so the last line alone ("LLVM ERROR: Broken
module found, compilation aborted!") says nothing about what broke.

:func:`diagnose` keeps what matters, first line first (the signature keys on
the normalized first line, :func:`storage.signatures.crash_state`):

1. the headline lines: the verifier's own lines for a broken module (then
   the verdict is ``ill-formed-after``: the pass produced IR that does not
   verify; LLVM only stopped because of it), the assertion line without the
   build's path prefix, the ``LLVM ERROR:`` line and the lines printed with it,
   or the text before ``UNREACHABLE executed``;
2. ``in pass: NAME on UNIT``, from the innermost ``Running pass`` line of the
   stack dump, when there is one;
3. ``top frames:`` and the first :data:`TOP_FRAMES` symbolized frames that are
   not the crash machinery itself (signal handlers, ``abort``,
   ``report_fatal_error``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fuzzfarm.vocabulary import Applied

#: Frames kept in a message (for people; signatures do not use them).
TOP_FRAMES = 5
#: Headline lines kept (a verifier can complain about hundreds of instructions).
MAX_HEADLINE_LINES = 12

_ASSERT = re.compile(r"Assertion .* failed")
_PATH = re.compile(r"^\S*?/(llvm/(?:lib|include)/\S+)")
_FATAL = re.compile(r"^LLVM ERROR: ", re.M)
_BROKEN = re.compile(r"(?:LLVM ERROR: )?Broken (?:module|function) found")  # opt; llc
_RUNNING = re.compile(r'^\s*\d+\.\s+Running pass "?(.+?)"? on (.*)$')
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(.*)$")
_NOISE = re.compile(
    r"^(?:llvm::sys::|SignalHandler|llvm::report_fatal_error|llvm::reportFatal"
    r"|llvm::llvm_unreachable_internal|__pthread_kill|pthread_kill|raise|abort|gsignal"
    r"|__assert|__GI_|__libc_|_start\b|main\b)"
)
_END_OF_REPORT = ("PLEASE submit a bug report", "Stack dump:")
#: The tool's own warnings about its set-up, printed before anything the pass says: an opt
#: built without the kernel's target (Debian's opt-19 has no SPIR-V or DirectX backend)
#: prints "opt-19: warning: failed to infer data layout ..." and "...: WARNING: failed to
#: create target machine ..." on every run. They are not what broke, and as first lines
#: they would give every finding on such kernels one signature.
_TOOL_WARNING = re.compile(r"^\S+: (?:warning|WARNING): ")

@dataclass(frozen=True)
class Diagnosis:
    """A failed run: ``crash`` (died), ``ill-formed-after`` (its verifier refused the output
    it made) or ``error`` (it refused the input or the command line), with the message."""

    status: Applied  # CRASH, ILL_FORMED_AFTER or ERROR
    message: str


def died(stderr: str, returncode: int | None) -> bool:
    """Did the tool die (a signal, an abort, a fatal error with or without a stack dump)?

    ``report_fatal_error`` prints ``LLVM ERROR:`` and exits 1, without a stack dump when
    the error is not meant as a crash report: InstCombine's fixpoint check (``instcombine``
    alone in opt 18+ runs with ``verify-fixpoint``) says "did not reach a fixpoint" so on a
    well-formed kernel. That is LLVM stopping on a check of its own, not refusing the input
    (which opt reports as ``opt: error: ...`` or a verifier's complaint), so it is a crash
    finding with a signature, not an undecided case."""
    return (returncode is not None and returncode < 0) or returncode == 134 or (
        "PLEASE submit a bug report" in stderr) or bool(_ASSERT.search(stderr)) or bool(
        _FATAL.search(stderr))


def diagnose(stderr: str, returncode: int | None) -> Diagnosis:
    """Classify a failed run of an LLVM tool and keep the lines that say what broke."""
    report, dump = _split(stderr)
    broken = next((k for k, ln in enumerate(report) if _BROKEN.match(ln)), None)
    if broken is not None:
        # The verifier's lines; the stack dump is only the fatal error's machinery.
        lines = report[:broken] or report[broken : broken + 1]
        return Diagnosis(Applied.ILL_FORMED_AFTER, "\n".join(lines[:MAX_HEADLINE_LINES]))
    if not died(stderr, returncode):
        return Diagnosis(Applied.ERROR, "\n".join(report[:MAX_HEADLINE_LINES])
                         or f"exit status {returncode} and no message")
    return Diagnosis(Applied.CRASH, _join(_crash_headline(report, returncode), dump))


def crash_message(stderr: str, returncode: int | None) -> str:
    """The message of a run that died (see the module docstring)."""
    report, dump = _split(stderr)
    return _join(_crash_headline(report, returncode), dump)


def _split(stderr: str) -> tuple[list[str], list[str]]:
    """(report lines, stripped and non-empty; stack dump lines)."""
    lines = stderr.splitlines()
    end = next((k for k, ln in enumerate(lines) if ln.strip().startswith(_END_OF_REPORT)),
               len(lines))
    # BISECT: lines (-opt-bisect-limit) are progress, not diagnostics.
    report = [ln.strip() for ln in lines[:end] if ln.strip() and not ln.startswith("BISECT: ")
              and not _TOOL_WARNING.match(ln.strip())]
    return report, lines[end:]


def _crash_headline(report: list[str], returncode: int | None) -> list[str]:
    for k, ln in enumerate(report):
        if _ASSERT.search(ln):
            return [strip_build_path(ln)]
        if ln.startswith("LLVM ERROR:"):
            return report[k : k + MAX_HEADLINE_LINES]
        if "UNREACHABLE executed" in ln:
            return [strip_build_path(x) for x in report[max(0, k - 1) : k + 1]]
    if report:
        return [strip_build_path(ln) for ln in report[:MAX_HEADLINE_LINES]]
    return [f"died with exit status {returncode} and no message"]


def _join(headline: list[str], dump: list[str]) -> str:
    lines = list(headline)
    passes = [m for ln in dump if (m := _RUNNING.match(ln))]
    if passes:
        name, unit = passes[-1].group(1), passes[-1].group(2)
        unit = "module" if unit.startswith("module") else unit  # a temporary file's name
        lines.append(f"in pass: {name} on {unit}")
    frames = [f for ln in dump if (m := _FRAME.match(ln)) and (f := _symbol(m.group(1)))]
    frames = [f for f in frames if not _NOISE.match(f)][:TOP_FRAMES]
    if frames:
        lines.append("top frames:")
        lines += [f"  #{k} {f}" for k, f in enumerate(frames)]
    return "\n".join(lines)


def _symbol(text: str) -> str:
    """``llvm::Foo::run(llvm::Function&) (/usr/lib/libLLVM.so+0x12)`` -> ``llvm::Foo::run``;
    ``(/usr/lib/libLLVM.so+0x12)`` (no symbol) -> ``""``."""
    s = text.strip().replace("(anonymous namespace)", "{anon}")
    if not s or s.startswith(("(", "/", "<")):
        return ""
    depth = 0
    for k, ch in enumerate(s):
        depth += {"<": 1, ">": -1}.get(ch, 0)
        if ch in "( " and depth <= 0:
            return s[:k]
    return s


def strip_build_path(line: str) -> str:
    """``python: /build/llvm/lib/X.cpp:12: ...`` -> ``llvm/lib/X.cpp:12: ...``: the same on
    every machine."""
    line = re.sub(r"^[^\s:]+: (?=/)", "", line)
    m = _PATH.match(line)
    return m.group(1) + line[m.end() :] if m else line


def first_line(message: str) -> str:
    """The first non-empty line of a message."""
    return next((ln.strip() for ln in message.splitlines() if ln.strip()), "")
