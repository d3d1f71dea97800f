"""The reproducer page's model: a signature's program pair, replayed and compared.

Everything shown is recomputed from the stored text (IR and schedule), never
from stored renderings, so the page always agrees with what ``fuzzfarm
validate`` would print today. Each step that can fail on stored data (parse,
run) fails alone, as one line on the page, and the rest is still shown.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from markupsafe import Markup

from dashboards.cfg_svg import block_changes, draw_cfg
from dashboards.diff import SideBySide, side_by_side, unified
from dashboards.execution import Execution, execute, with_mark
from dashboards.queries import CaseSource, case_source
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import FirstDifference, first_difference
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, Verdict, model_of
from oracles.reference import unsupported_reason
from storage import Signature, Store


@dataclass
class Side:
    """One program of the pair: its text, its kernel, its drawing and its run."""

    label: str
    ir: str | None
    fn: Function | None = None
    error: str | None = None
    cfg: Markup | None = None
    #: The graphs of the functions the kernel may call (modules with device functions).
    callee_cfgs: list[Markup] = field(default_factory=list)
    execution: Execution | None = None
    run_error: str | None = None
    changed_blocks: list[str] = field(default_factory=list)


@dataclass
class ReproducerView:
    signature: Signature
    source: CaseSource | None
    before: Side
    after: Side
    diff: SideBySide | None
    unified_diff: str
    first_diff: FirstDifference | None
    notes: list[str]

    @property
    def schedule(self) -> Schedule | None:
        return self.source.schedule if self.source else None

    @property
    def schedule_json(self) -> str:
        return self.schedule.dumps() if self.schedule else ""


def reproducer_view(store: Store, signature: Signature, *, timeline_source: str = "auto") -> ReproducerView:
    """Build the page model for ``signature`` (see the module docstring)."""
    source = case_source(store, signature)
    if source is None:
        return ReproducerView(signature, None, Side("before", None), Side("after", None), None, "",
                              None, ["no finding or reproducer is stored for this signature"])
    notes = list(source.problems)
    if source.finding is not None and source.origin == "finding" and source.finding.compact:
        return ReproducerView(signature, source, Side("before", None), Side("after", None), None,
                              "", None, notes)
    before, after = Side("before", source.before_ir), Side("after", source.after_ir)
    b_mod, a_mod = _parse(before), _parse(after)
    if b_mod is not None:
        before.fn = _kernel(b_mod, before, None)
    if a_mod is not None:
        after.fn = _kernel(a_mod, after, before.fn.name if before.fn else None)
    if source.after_ir is None:
        notes.append("no after.ll is stored" + (f"; it is produced by: {source.command}"
                                                if source.command else ""))
    for side, other in ((before, after), (after, before)):
        _draw(side, other)
    recorded = source.model or signature.model or DEFAULT_MODEL
    if recorded not in MODELS:
        notes.append(f"model {recorded!r} is not one the interpreter knows; replayed with {DEFAULT_MODEL}")
    model = model_of(recorded)
    if source.schedule is None:
        notes.append("no schedule is stored: the programs are not replayed")
    else:
        llvm = _llvm_uniformity(source, before) if signature.kind == Verdict.UNSOUND_UNIFORMITY else None
        for side in (before, after):
            _run(side, source.schedule, model, timeline_source, llvm if side is before else None)
    fd = None
    if before.execution is not None and after.execution is not None:
        fd = first_difference([before.execution.record], after.execution.record)
        if fd is not None:
            before.execution = with_mark(before.execution, (fd.lane, fd.index))
            after.execution = with_mark(after.execution, (fd.lane, fd.index))
    diff = udiff = None
    if source.after_ir is not None:
        diff = side_by_side(source.before_ir, source.after_ir)
        udiff = unified(source.before_ir, source.after_ir)
    return ReproducerView(signature, source, before, after, diff, udiff or "", fd, notes)


def _draw(side: Side, other: Side) -> None:
    """The kernel's graph and those of the functions it may call, each function's blocks
    compared with the same function of the other side (none there: all removed, or all
    added); a callee's differing blocks are listed as ``block@function``."""
    if side.fn is None:
        return
    for i, f in enumerate(reachable_functions(side.fn)):
        status = _block_status(side, f, other)
        drawing = draw_cfg(f, status, title=f"{side.label}: @{f.name}",
                           ident=f"cfg-{side.label}" + (f"-{i}" if i else ""))
        if f is side.fn:
            side.cfg = drawing
        else:
            side.callee_cfgs.append(drawing)
        suffix = "" if f is side.fn else "@" + f.name
        side.changed_blocks += [n + suffix for n, st in status.items() if st != "same"]


def _block_status(side: Side, f: Function, other: Side) -> dict[str, str]:
    """Status of each block of ``f`` (a function of ``side``) against its twin in ``other``."""
    twin = None
    if other.fn is not None:
        module = other.fn.module
        twin = other.fn if f is side.fn else (module.functions.get(f.name) if module else None)
    if twin is None or twin.is_declaration:
        if other.fn is None:
            return {}
        return {b.name: "removed" if side.label == "before" else "added" for b in f.blocks}
    if side.label == "before":
        return block_changes(f, twin)[0]
    return block_changes(twin, f)[1]


def _llvm_uniformity(source: CaseSource, before: Side) -> list | None:
    """LLVM's uniformity claims about *before*, when the recorded opt exists here."""
    from fuzzfarm.uniformity.report import ReportError, llvm_claims

    cand = (source.reproducer.candidate if source.reproducer else None) or {}
    opt, triple = cand.get("opt_path"), cand.get("triple") or "amdgcn-amd-amdhsa"
    if before.fn is None or not opt or not os.access(opt, os.X_OK):
        return None
    try:
        return llvm_claims(before.fn, before.ir or "", opt=opt, triple=triple)[1]
    except ReportError:
        return None


def _parse(side: Side) -> Module | None:
    if side.ir is None:
        return None
    try:
        return parse_module(side.ir)
    except IRError as exc:
        side.error = one_line(exc)
    except Exception as exc:  # noqa: BLE001 - stored text may break the reader in any way
        side.error = f"cannot read the IR: {one_line(exc)}"
    return None


def _kernel(module: Module, side: Side, prefer: str | None) -> Function | None:
    """The only definition, or the one named like the other side's kernel."""
    try:
        if prefer is not None and prefer in module.functions:
            return module.kernel(prefer)
        return module.kernel(None)
    except KeyError as exc:
        side.error = str(exc.args[0]) if exc.args else "no kernel"
        return None


def _run(side: Side, schedule: Schedule, model: str, timeline_source: str,
         llvm: list | None = None) -> None:
    if side.fn is None:
        return
    problem = unsupported_reason(side.fn)
    if problem is not None:
        side.run_error = f"not run: {problem}"
        return
    try:
        side.execution = execute(side.fn, schedule, model, timeline_source=timeline_source,
                                 llvm=llvm)
    except Exception as exc:  # noqa: BLE001 - shown as one line instead of a 500
        side.run_error = f"run failed: {one_line(exc)}"


def one_line(exc: BaseException | str) -> str:
    """The first line of an error message (pages show errors as one line)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
