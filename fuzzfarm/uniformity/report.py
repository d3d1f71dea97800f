"""LLVM's uniformity report: obtain it from an ``opt`` binary and read it into claims.

``opt -mtriple=T -passes='print<uniformity>' -disable-output K.ll`` prints, on
stderr and per function: ``DIVERGENT ARGUMENTS:``, the cycles LLVM assumed
divergent (``CYCLES ASSSUMED DIVERGENT:``, LLVM's spelling) and those with a
divergent exit (``CYCLES WITH DIVERGENT EXIT:``), then per block its
``DEFINITIONS`` (every non-terminator instruction, in order) and
``TERMINATORS``, each line prefixed ``  DIVERGENT: `` or blank-padded. Every
line *not* marked divergent (however it is padded) is a claim that the value (or
the branch) is uniform: seed 003, "Uniformity". A function in which the analysis found nothing
divergent is reported as the single line ``ALL VALUES UNIFORM`` instead, which
claims every argument, definition and branch uniform. The cycle sections are claims
too: a cycle neither listed nor inside a listed one has uniform exits
(:mod:`fuzzfarm.uniformity.cycles`).

The embedded LLVM (llvmlite 0.50) cannot produce this report: it has no textual
pipeline and binds no uniformity printer (its pass manager offers a fixed list
of ``add_*_pass`` methods, none an analysis printer), so an external ``opt`` is
required. :func:`find_opt` looks for one on the PATH.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from fuzzfarm.ir.model import Argument, Function, Instruction

#: How the report marks a divergent entry, and how wide its blank padding is.
DIVERGENT_PREFIX = "  DIVERGENT: "
_MARK = DIVERGENT_PREFIX.strip()
_HEADER = re.compile(r"^UniformityInfo for function '(?P<name>.*)':\s*$")
_SECTIONS = {
    "DIVERGENT ARGUMENTS:": "arguments",
    "CYCLES ASSSUMED DIVERGENT:": "assumed",
    "CYCLES ASSUMED DIVERGENT:": "assumed",
    "CYCLES WITH DIVERGENT EXIT:": "exits",
}
#: What LLVM prints for a function with no divergent value at all.
ALL_UNIFORM = "ALL VALUES UNIFORM"
_DEF_NAME = re.compile(r"^\s*(%[-\w.$]+|%\"[^\"]*\")\s*=")


#: Calls an older LLVM prints that the embedded LLVM 22.1 reads as several instructions
#: (its auto-upgrade): the old callee -> the call it becomes, after an ``icmp ne`` of the
#: predicate and, for ``and``/``or``, before a ``zext`` of its ``i1`` (uniform exactly when
#: the call is). So an older opt's report lists one line where the kernel has two or three.
EXPANDED_UPGRADES = {f"llvm.nvvm.barrier0.{k}": f"llvm.nvvm.barrier.cta.red.{k}.aligned.all"
                     for k in ("popc", "and", "or")}
_OPCODE = re.compile(r"^\s*(?:(?:%[-\w.$]+|%\"[^\"]*\")\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?(\w+)")
_CALLEE = re.compile(r"@([-\w.$]+)\(")


class ReportError(ValueError):
    """The optimizer failed, or its output is not a uniformity report we can read."""


@dataclass
class Entry:
    """One instruction line of a block: its printed text and whether it is marked divergent."""

    text: str
    divergent: bool


@dataclass
class BlockReport:
    name: str
    definitions: list[Entry] = field(default_factory=list)
    terminators: list[Entry] = field(default_factory=list)


@dataclass
class FunctionReport:
    """LLVM's report for one function, as printed."""

    function: str
    divergent_arguments: list[str] = field(default_factory=list)  # "%name"
    cycles_assumed_divergent: list[str] = field(default_factory=list)
    cycles_with_divergent_exit: list[str] = field(default_factory=list)
    blocks: list[BlockReport] = field(default_factory=list)
    #: The report was ``ALL VALUES UNIFORM``: no sections, no blocks, every value uniform.
    all_uniform: bool = False


def find_opt() -> str | None:
    """An ``opt`` on the PATH (Debian's versioned name first), or None."""
    for name in ("opt-19", "opt"):
        path = shutil.which(name)
        if path:
            return path
    return None


#: Architectures whose LLVM TargetTransformInfo models divergence (``hasBranchDivergence``
#: and ``isSourceOfDivergence``: AMDGPU's and NVPTX's). Any other triple gets a TTI with no
#: branch divergence (LLVM's generic one, and opt-19's for ``spir64``, which has no back end,
#: or ``spirv64``, whose back end opt-19 lacks), and ``UniformityInfoAnalysis`` then skips
#: its computation: "ALL VALUES UNIFORM" for every function, which is no claim about
#: threads at all (the target claims no divergence model), so checking it would only
#: report false refutations.
DIVERGENT_ARCHS = frozenset({"amdgcn", "nvptx", "nvptx64"})


def no_divergence_model(triple: str) -> str | None:
    """Why opt's uniformity analysis for ``triple`` claims nothing to check, or None."""
    arch = triple.split("-", 1)[0]
    if arch in DIVERGENT_ARCHS:
        return None
    return (f"opt's uniformity analysis for {triple!r} has no divergence model (its "
            f"TargetTransformInfo reports no branch divergence, so every value is called "
            f"uniform without analysis); only {', '.join(sorted(DIVERGENT_ARCHS))} model it")


#: The intrinsics' prefix of each target whose analysis models divergence: its TTI names
#: its own lane-reading intrinsics as sources of divergence, and takes another target's
#: for an ordinary intrinsic (uniform when its operands are).
TARGET_INTRINSICS = {"amdgcn": "llvm.amdgcn.", "nvptx": "llvm.nvvm.", "nvptx64": "llvm.nvvm."}


def foreign_intrinsics(fn: Function, triple: str) -> str | None:
    """Why ``triple``'s analysis of ``fn`` claims nothing about it, or None: ``fn`` (or a
    function it calls) calls another target's intrinsics, which that analysis does not
    know. opt-19's AMDGPU analysis calls ``llvm.nvvm.read.ptx.sreg.laneid`` uniform; such
    a kernel cannot be compiled for AMDGPU at all, so refuting the claim (what a kernel
    of NVVM calls without a ``target triple`` got under the default triple) refuted
    nothing the analysis says about a program of its target: a false refutation."""
    from fuzzfarm.ir.calls import reachable_functions

    own = TARGET_INTRINSICS.get(triple.split("-", 1)[0])
    for f in reachable_functions(fn):
        for inst in f.instructions():
            callee = inst.callee or ""
            if callee.startswith(tuple(TARGET_INTRINSICS.values())) and not callee.startswith(own or "-"):
                return (f"@{f.name} calls {callee}, another target's intrinsic, which {triple}'s "
                        f"uniformity analysis does not know: give that target's --triple")
    return None


def run_printer(opt: str, module_text: str, triple: str, *, timeout: float = 60) -> str:
    """Run ``print<uniformity>`` on ``module_text``; its report (stderr). ReportError on
    failure, and for a triple whose analysis models no divergence (:func:`no_divergence_model`)."""
    vacuous = no_divergence_model(triple)
    if vacuous is not None:
        raise ReportError(vacuous)
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-uniformity-") as tmp:
        src = Path(tmp) / "kernel.ll"
        src.write_text(module_text)
        cmd = [opt, f"-mtriple={triple}", "-passes=print<uniformity>", "-disable-output", str(src)]
        try:
            proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            raise ReportError(f"{opt} gave no report after {timeout:g} s") from exc
        except OSError as exc:
            raise ReportError(f"cannot run {opt}: {exc}") from exc
    # Bytes that are not UTF-8 (a broken or hostile opt) become U+FFFD and then fail
    # to parse as a report line, instead of escaping as a decoding error.
    stderr = proc.stderr.decode("utf-8", errors="replace")
    if proc.returncode != 0:
        lines = [ln for ln in stderr.splitlines() if ln.strip()]
        first = next((ln for ln in lines if "error" in ln.lower()), lines[0] if lines else "")
        raise ReportError(f"{opt} failed (exit {proc.returncode}): {first.strip()}")
    return stderr


def parse_report(text: str) -> dict[str, FunctionReport]:
    """Every function's report in ``text``, by function name. ReportError if none parses."""
    reports: dict[str, FunctionReport] = {}
    cur: FunctionReport | None = None
    section: str | None = None
    block: BlockReport | None = None
    entries: list[Entry] | None = None
    for raw in text.splitlines():
        line = raw.rstrip()
        m = _HEADER.match(line)
        if m:
            cur = reports.setdefault(m["name"], FunctionReport(m["name"]))
            section, block, entries = None, None, None
            continue
        if cur is None or not line:
            continue
        if line == ALL_UNIFORM and block is None:
            cur.all_uniform = True
            continue
        if line in _SECTIONS and block is None:
            section = _SECTIONS[line]
            continue
        if line.startswith("BLOCK "):
            block = BlockReport(line[len("BLOCK "):].strip().removeprefix("%"))
            cur.blocks.append(block)
            section, entries = None, None
            continue
        if block is None:
            _section_line(cur, section, line)
            continue
        if line == "DEFINITIONS":
            entries = block.definitions
        elif line == "TERMINATORS":
            entries = block.terminators
        elif line == "END BLOCK":
            block, entries = None, None
        elif entries is None:
            raise ReportError(f"unexpected line in block {block.name}: {line.strip()!r}")
        elif line.lstrip().startswith(_MARK):
            entries.append(Entry(line.lstrip()[len(_MARK):].strip(), True))
        elif entries and _open(entries[-1].text):
            entries[-1].text += "\n" + line.strip()  # a continuation (a switch's cases)
        else:
            entries.append(Entry(line.strip(), False))
    if not reports:
        raise ReportError("no 'UniformityInfo for function' report in the optimizer's output")
    return reports


def _open(text: str) -> bool:
    """Is the entry ``text`` an instruction whose printing goes on over the next lines (a
    switch's ``[``, closed by ``]`` on a line of its own)?

    Every other line of a block's section is an entry of its own, marked or not: LLVM pads
    an unmarked one to the width of the mark, but an analysis that only deletes the mark
    (``sed 's/DIVERGENT: //'``) still claims the value uniform, and reading its line as a
    continuation of the one before made the report unreadable (exit 2) instead of a claim."""
    return text.count("[") > text.count("]")


def _section_line(cur: FunctionReport, section: str | None, line: str) -> None:
    """One line of a function's preamble. An argument is divergent by its mark, as every
    definition is: LLVM marks each line of ``DIVERGENT ARGUMENTS:``, and an analysis that
    deletes one mark (``sed 's/DIVERGENT: //'``) claims that argument uniform (the line
    was read as divergent under its section's title, so such a lie held on every run)."""
    body = line.strip()
    if section == "arguments":
        if not body.startswith(_MARK):
            return
        body = body.removeprefix(_MARK).strip()
        name = body.split()[-1] if body else ""
        if name.startswith("%"):
            cur.divergent_arguments.append(name)
    elif section == "assumed":
        cur.cycles_assumed_divergent.append(body)
    elif section == "exits":
        cur.cycles_with_divergent_exit.append(body)
    # other preamble lines are ignored: later LLVMs may print more sections


@dataclass(frozen=True, eq=False)
class Claim:
    """One statement of the report about ``target``: ``uniform`` or not.

    ``target`` is an :class:`Argument`, or an :class:`Instruction` (a definition, or
    a terminator: then the claim is about the branch decision), or for a claim about a
    cycle's exits (``cycle``: the cycle's block names) its header's terminator.
    """

    target: Argument | Instruction
    uniform: bool
    terminator: bool = False
    #: The function the claim is about when it is not the kernel: a function the kernel
    #: calls (its names carry ``@callee``, as in keys and tables).
    function: str | None = None
    #: The blocks of the cycle whose exits the claim is about (:mod:`fuzzfarm.uniformity.cycles`).
    cycle: frozenset[str] | None = None

    @property
    def name(self) -> str:
        t = self.target
        at = f"@{self.function}" if self.function else ""
        if isinstance(t, Argument):
            return f"argument %{t.name}{at}"
        where = f"%{t.parent.name}{at}" if t.parent is not None else "?"
        if self.cycle is not None and t.parent is not None and t.parent.parent is not None:
            from fuzzfarm.uniformity.cycles import cycle_text

            blocks = [b for b in t.parent.parent.blocks if b.name in self.cycle]
            return f"exit of the cycle {cycle_text(blocks, t.parent)}{at}"
        if self.terminator:
            return f"terminator of {where}"
        return f"%{t.name} in {where}" if t.name else f"{t.opcode} in {where}"


def _upgraded(entries: list[Entry], defs: list[Instruction],
              block: str) -> list[tuple[Entry, Instruction]]:
    """The report's lines of a block paired with the kernel's definitions when their
    counts differ because the embedded LLVM expanded calls (:data:`EXPANDED_UPGRADES`).

    Every line must pair with a definition of its own opcode (and callee), in order; the
    upgrade's extra instructions get no claim. Names are not compared: the expansion
    renumbers unnamed values. Anything else is not this block's report (ReportError)."""
    pairs: list[tuple[Entry, Instruction]] = []
    rest = iter(defs)

    def unexpected(what: str) -> ReportError:
        return ReportError(f"block %{block}: the report lists {len(entries)} definitions, the "
                           f"kernel has {len(defs)} ({what})")

    for entry in entries:
        opcode = _OPCODE.match(entry.text)
        callee = _CALLEE.search(entry.text) if opcode and opcode[1] == "call" else None
        new = EXPANDED_UPGRADES.get(callee[1]) if callee else None
        inst = next(rest, None)
        if new is not None:
            while inst is not None and inst.callee != new and inst.opcode == "icmp":
                inst = next(rest, None)
            if inst is None or inst.callee != new:
                raise unexpected(f"no {new} for {entry.text.strip()!r}")
        elif inst is None or opcode is None or inst.opcode != opcode[1] or (
                callee is not None and inst.callee != callee[1] and not _renamed(callee[1], inst)):
            raise unexpected(f"report line {entry.text.strip()!r}")
        pairs.append((entry, inst))
        if new is not None and not new.startswith("llvm.nvvm.barrier.cta.red.popc"):
            glue = next(rest, None)
            if glue is None or glue.opcode != "zext" or glue.operands[0] is not inst:
                raise unexpected(f"no zext of {new}")
    if next(rest, None) is not None:
        raise unexpected("definitions the report does not list")
    return pairs


def _same_definition(text: str, inst: Instruction, renumbered: bool) -> bool:
    """May report line ``text`` be about ``inst``? Its name must be ``inst``'s, except that
    after an expanded block (``renumbered``) a numbered value may carry another number: then
    its opcode (and callee) must agree instead."""
    m = _DEF_NAME.match(text)
    if inst.name is None:
        return True
    if m is not None and m[1].strip('%"') == inst.name:
        return True
    if not (renumbered and m is not None and m[1].lstrip("%").isdigit() and inst.name.isdigit()):
        return False
    opcode = _OPCODE.match(text)
    callee = _CALLEE.search(text) if opcode and opcode[1] == "call" else None
    return opcode is not None and opcode[1] == inst.opcode and (
        callee is None or callee[1] == inst.callee or _renamed(callee[1], inst))


def _renamed(old: str, inst: Instruction) -> bool:
    """Could ``inst`` be the embedded LLVM's upgrade of a call of intrinsic ``old`` to one
    of another name (``llvm.nvvm.barrier0`` to ``llvm.nvvm.barrier.cta.sync.aligned.all``)?"""
    return old.startswith("llvm.") and (inst.callee or "").startswith("llvm.")


def bind_claims(report: FunctionReport, fn: Function, *, callee: bool = False) -> list[Claim]:
    """The report's statements about ``fn``'s arguments, definitions and terminators
    (``callee``: ``fn`` is a function the kernel calls, not the kernel).

    Blocks are matched in order (LLVM prints them in function order), definitions
    by position; every named definition is cross-checked by name, so a report
    that does not belong to ``fn`` raises ReportError instead of being misread.
    """
    from fuzzfarm.uniformity.cycles import cycle_verdicts

    claims = _bind(report, fn)
    claims += [Claim(c.header.terminator, uniform, cycle=frozenset(b.name for b in c.blocks))
               for c, uniform in cycle_verdicts(fn, report.cycles_with_divergent_exit
                                                + report.cycles_assumed_divergent)]
    if callee:
        claims = [Claim(c.target, c.uniform, c.terminator, fn.name, c.cycle) for c in claims]
    return claims


def _bind(report: FunctionReport, fn: Function) -> list[Claim]:
    claims: list[Claim] = []
    divergent_args = set(report.divergent_arguments)
    unknown = divergent_args - {f"%{arg.name}" for arg in fn.args}
    if unknown:  # a report of another function (or garbled): never bind it by position
        raise ReportError(f"the report names divergent argument(s) {', '.join(sorted(unknown))} "
                          f"that @{fn.name} does not have")
    for arg in fn.args:
        claims.append(Claim(arg, f"%{arg.name}" not in divergent_args))
    if report.all_uniform:
        if report.blocks or divergent_args:
            raise ReportError(f"the report of @{fn.name} says all values uniform and lists more")
        for block in fn.blocks:
            claims += [Claim(i, True) for i in block.instructions if not i.is_terminator]
            claims.append(Claim(block.terminator, True, terminator=True))
        return claims
    if len(report.blocks) != len(fn.blocks):
        raise ReportError(
            f"the report has {len(report.blocks)} blocks, @{fn.name} has {len(fn.blocks)}"
        )
    # Once a block's calls were expanded (:func:`_upgraded`), every later unnamed value
    # is numbered differently in the kernel than in the report (c_block_vote of
    # tests/data/clang/audit10: `__syncthreads_or` then `%18` in the next block is `%21`).
    renumbered = False
    for rb, block in zip(report.blocks, fn.blocks, strict=True):
        if rb.name and not rb.name.startswith("<") and rb.name != block.name and not rb.name.isdigit():
            raise ReportError(f"report block {rb.name!r} where @{fn.name} has %{block.name}")
        defs = [i for i in block.instructions if not i.is_terminator]
        if len(rb.definitions) == len(defs):
            for entry, inst in zip(rb.definitions, defs, strict=True):
                if not _same_definition(entry.text, inst, renumbered):
                    raise ReportError(f"block %{block.name}: report line {entry.text!r} is not %{inst.name}")
                claims.append(Claim(inst, not entry.divergent))
        else:
            claims += [Claim(inst, not entry.divergent)
                       for entry, inst in _upgraded(rb.definitions, defs, block.name)]
            renumbered = True
        if len(rb.terminators) != 1:
            raise ReportError(f"block %{block.name}: expected one terminator line")
        claims.append(Claim(block.terminator, not rb.terminators[0].divergent, terminator=True))
    return claims


def llvm_claims(
    fn: Function, module_text: str, *, opt: str, triple: str, timeout: float = 60,
    callees: bool = False,
) -> tuple[FunctionReport, list[Claim]]:
    """Run ``opt``'s uniformity printer on the module and bind its report to ``fn``.

    ``callees`` adds the claims about every function ``fn`` may call: the report
    covers them too, and a run of the kernel executes them (a lie about a device
    function's value is as unsound as one about the kernel's). opt prints every
    definition of the module, so a missing one means the report is not ``fn``'s. A
    kernel of another target's intrinsics is refused (:func:`foreign_intrinsics`).
    """
    from fuzzfarm.ir.calls import reachable_functions

    foreign = foreign_intrinsics(fn, triple)
    if foreign is not None:
        raise ReportError(foreign)
    reports = parse_report(run_printer(opt, module_text, triple, timeout=timeout))
    if fn.name not in reports:
        raise ReportError(f"the report covers {', '.join('@' + n for n in reports)}, not @{fn.name}")
    report = reports[fn.name]
    claims = bind_claims(report, fn)
    for f in reachable_functions(fn)[1:] if callees else ():
        if f.name not in reports:
            raise ReportError(f"the report covers {', '.join('@' + n for n in reports)}, not @{f.name}")
        claims += bind_claims(reports[f.name], f, callee=True)
    return report, claims
