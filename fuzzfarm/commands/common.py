"""Input handling shared by the subcommands: every way of failing is one UsageError line."""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from fuzzfarm.cli import UsageError
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module

if TYPE_CHECKING:
    from rich.console import Console

    from fuzzfarm.candidates import Candidate
    from fuzzfarm.llvm.stopafter import Stop


#: Largest row id a store can hold (SQL BIGINT): larger ids are refused, not overflowed.
MAX_ID = (1 << 63) - 1  # storage.store.MAX_ROW_ID, without importing the store for --help
#: Master seeds of campaigns (see ``fuzzfarm.farm.driver.create_campaign``).
MAX_MASTER_SEED = (1 << 30) - 1
#: Cases of one campaign: its seeds must stay within its master seed's range
#: (``fuzzfarm.farm.driver.SEED_STRIDE``), or two campaigns would share seeds.
MAX_CASES = (1 << 31) - 1


def int_in(lo: int, hi: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number in ``lo..hi`` (a bad one is argparse's exit 2)."""

    def parse(text: str) -> int:
        try:
            value = int(text, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < lo or (hi is not None and value > hi):
            raise argparse.ArgumentTypeError(
                f"{value} is out of range (at least {lo}" + (f", at most {hi})" if hi is not None else ")"))
        return value

    parse.__name__ = "whole number"
    return parse


def positive_seconds(text: str) -> float:
    """An argparse ``type``: a finite time in seconds greater than zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of seconds")
    return value


def _writable_ancestor(path: Path, option: str) -> None:
    """The nearest existing ancestor of ``path`` must be a directory we may write in."""
    ancestor = path.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise UsageError(f"{option} {path}: {ancestor} is not a directory")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise UsageError(f"{option} {path}: cannot write in {ancestor}")


def check_output_file(path: Path, option: str) -> None:
    """Refuse an output file that cannot be written now, not after an hour of fuzzing."""
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a directory")
    if path.exists():
        if not os.access(path, os.W_OK):
            raise UsageError(f"{option} {path}: not writable")
        return
    _writable_ancestor(path, option)


def check_output_dir(path: Path, option: str) -> None:
    """Refuse an output directory that cannot be created or written now."""
    if path.exists():
        if not path.is_dir():
            raise UsageError(f"{option} {path}: is not a directory")
        if not os.access(path, os.W_OK | os.X_OK):
            raise UsageError(f"{option} {path}: not writable")
        return
    _writable_ancestor(path, option)


def write_output(path: Path, text: str, option: str) -> None:
    """Write an output file (creating its directory); any OS error is one UsageError line."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    except OSError as exc:
        raise UsageError(f"{option} {path}: cannot write: {exc.strerror or exc}") from None


def read_module(path: Path) -> tuple[str, Module]:
    """The text of ``path`` and its model (unreadable, syntax, unsupported -> UsageError)."""
    from fuzzfarm.analysis.limits import MAX_IR_BYTES, module_size_problem
    from fuzzfarm.ir.reader import parse_module

    try:
        if not path.is_file():  # a directory, a FIFO or /dev/zero would never end
            raise UsageError(f"cannot read {path}: not a regular file")
        if path.stat().st_size > MAX_IR_BYTES:
            raise UsageError(f"{path}: larger than {MAX_IR_BYTES // (1024 * 1024)} MiB of IR")
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        module = parse_module(text)
    except IRError as exc:
        raise UsageError(f"{path}: {exc}") from None
    problem = module_size_problem(module)
    if problem:
        raise UsageError(f"{path}: {problem}")
    return text, module


def select_function(module: Module, name: str | None) -> Function:
    """The kernel: the named definition, or the only one."""
    try:
        return module.kernel(name.removeprefix("@") if name else None)
    except KeyError as exc:
        known = ", ".join("@" + f.name for f in module.definitions) or "none"
        raise UsageError(f"{exc.args[0]} (definitions: {known})") from None


def ill_formed_reason(module: Module, fn: Function) -> str | None:
    """The first static rule ``fn`` breaks (ours), or LLVM's verifier message, or None."""
    from fuzzfarm.wellformed import check_well_formed

    return check_well_formed(fn, module).summary


def add_candidate_arguments(parser: argparse.ArgumentParser) -> None:
    """--transform / --pipeline / --opt / --triple: how a candidate optimization is named."""
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    group = parser.add_argument_group("candidate optimization (one of)")
    group.add_argument("--transform", metavar="NAME",
                       help="one of fuzzfarm's own transforms (e.g. hoist, hoist-naive)")
    group.add_argument("--pipeline", metavar="P",
                       help="LLVM passes in opt's -passes= syntax (default<O3>, simplifycfg,jump-threading, "
                            "function(loop-mssa(licm))); run by the embedded LLVM 22.1 (its O-levels and "
                            "named passes) unless --opt is given")
    group.add_argument("--opt", metavar="PATH",
                       help="an external opt binary (a path, or a name on PATH such as opt-19) to run "
                            "--pipeline with; tried once on a trivial kernel before any work starts")
    group.add_argument("--verify-each", action="store_true",
                       help="with --pipeline: judge the module after every pass (LLVM's verifier "
                            "with its convergence verifier, and fuzzfarm's static rules), not only "
                            "the output; the first pass that made ill-formed IR is an "
                            "ill-formed-after finding even when a later pass hides it")
    group.add_argument("--triple", default=None,
                       help="target triple for LLVM passes (default: the kernel's own `target "
                            f"triple` where a command reads one, else {DEFAULT_TRIPLE}: several "
                            "passes guard convergent code only on targets with divergent branches)")
    group.add_argument("--codegen", metavar="TRIPLE[:CPU]",
                       help="then compile to machine code with the machine verifier, e.g. "
                            "amdgcn-amd-amdhsa:gfx1030 or nvptx64-nvidia-cuda:sm_80 (alone: "
                            "codegen only); a back-end failure is a 'codegen' finding")
    group.add_argument("--llc", metavar="PATH",
                       help="run --codegen with this llc binary (default: the embedded LLVM 22.1)")
    stop = group.add_mutually_exclusive_group()
    stop.add_argument("--stop-after", metavar="PASS",
                      help="with --llc and --codegen: no machine code; check by refinement the IR "
                           "as llc's code generation pipeline leaves it after this IR pass "
                           "(llc -stop-after=PASS: structurizecfg, amdgpu-atomic-optimizer, "
                           "codegenprepare, amdgpu-promote-alloca, si-annotate-control-flow, ...); "
                           "a pass after instruction selection is refused")
    stop.add_argument("--stop-before", metavar="PASS",
                      help="the same, the IR as it is just before this pass (llc -stop-before=PASS)")
    group.add_argument("--all-codegen-failures", action="store_true",
                       help="report the known codegen failures that hit most token-using kernels "
                            "as they are, instead of looking past them (README, code generation)")


def candidate_from_args(args: argparse.Namespace) -> Candidate | None:
    """The candidate the options name, None when none is named; conflicting options -> UsageError."""
    from fuzzfarm.candidates import Candidate

    base = _ir_candidate(args)
    codegen = getattr(args, "codegen", None)
    stop = _stop_point(args)
    if stop is not None and not getattr(args, "llc", None):
        raise UsageError(f"--stop-{stop.where} needs --llc PATH (an llc binary such as llc-19): "
                         "the embedded LLVM cannot stop its code generation pipeline")
    if stop is not None and not codegen:
        raise UsageError(f"--stop-{stop.where} needs --codegen TRIPLE[:CPU] (the target whose "
                         "pipeline llc runs)")
    if getattr(args, "llc", None) and not codegen:
        raise UsageError("--llc needs --codegen TRIPLE[:CPU]")
    if not codegen:
        return base
    from dataclasses import replace

    from fuzzfarm.llvm.codegen import CodegenTarget, preflight

    try:
        target = CodegenTarget.parse(codegen)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    problem = preflight(target, args.llc) or _llc_cannot_read(base, args.llc)
    if problem is None and stop is not None:
        from fuzzfarm.llvm.stopafter import preflight as stop_preflight

        problem = stop_preflight(target, args.llc, stop)
    if problem:
        raise UsageError(problem)
    triple = args.triple or target.triple
    known = not getattr(args, "all_codegen_failures", False)
    stored = str(stop) if stop is not None else None
    if base is None:
        return Candidate("codegen", "", triple, codegen=str(target), llc_path=args.llc,
                         known_codegen=known, stop=stored)
    return replace(base, triple=triple, codegen=str(target), llc_path=args.llc, known_codegen=known,
                   stop=stored)


def _stop_point(args: argparse.Namespace) -> Stop | None:
    """Where --stop-after / --stop-before stop llc, if either is given."""
    from fuzzfarm.llvm.stopafter import Stop

    for where in ("after", "before"):
        name = getattr(args, f"stop_{where}", None)
        if name is not None:
            if not name.strip() or any(c.isspace() for c in name):
                raise UsageError(f"--stop-{where} expects one pass name, not {name!r}")
            return Stop(where, name)
    return None


def _llc_cannot_read(base: Candidate | None, llc: str | None) -> str | None:
    """Why ``llc`` cannot read what ``base``'s LLVM prints, or None: an older llc fails on
    every newer attribute (LLVM 22 writes ``captures(none)``, which llc-19 rejects), so a
    campaign would only collect inconclusive cases. Our own transforms and codegen alone
    hand llc our printer's text, which LLVM 19 reads; an unknown version is let through."""
    if base is None or base.kind == "transform" or llc is None:
        return None
    import shutil

    from fuzzfarm.llvm.optimizer import OptimizerError, opt_identity

    try:
        producer = base.optimizer.identity().version
        reader = opt_identity(shutil.which(llc) or llc).version
    except OptimizerError:
        return None  # the optimizer's own preflight names what is wrong with it
    old, new = (v.split(".")[0] for v in (reader, producer))
    if old.isdigit() and new.isdigit() and int(old) < int(new):
        return (f"--llc {llc} is LLVM {reader} and cannot read the IR LLVM {producer} prints: "
                f"optimize with the same LLVM (--opt opt-{old}) or leave out --llc")
    return None


def _ir_candidate(args: argparse.Namespace) -> Candidate | None:
    """The IR-level candidate (transform, llvmlite pipeline, external opt), if any."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.ir.conventions import DIALECT_TRIPLES
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    # A campaign's generated kernels carry no triple: its --dialect says their target.
    triple = args.triple or DIALECT_TRIPLES.get(getattr(args, "dialect", ""), DEFAULT_TRIPLE)
    if args.transform and args.pipeline:
        raise UsageError("give either --transform or --pipeline, not both")
    if args.opt and not args.pipeline:
        raise UsageError("--opt needs --pipeline")
    each = getattr(args, "verify_each", False)
    if each and not args.pipeline:
        raise UsageError("--verify-each needs --pipeline (our transforms are one step each, "
                         "their output is what is judged)")
    if args.transform:
        from fuzzfarm.transforms.registry import names

        if args.transform not in names():
            raise UsageError(f"unknown transform {args.transform!r} (known: {', '.join(names())})")
        return Candidate("transform", args.transform, triple)
    if args.pipeline:
        from fuzzfarm.llvm.optimizer import Optimizer

        optimizer = Optimizer.named(args.opt)
        candidate = (Candidate("opt", args.pipeline, triple, optimizer.path, verify_each=each)
                     if args.opt else Candidate("pipeline", args.pipeline, triple, verify_each=each))
        check_candidate(candidate)
        return candidate
    return None


def user_opt(opt: str) -> str:
    """The path of the opt binary the user names (a path or a name on PATH), or a UsageError."""
    from fuzzfarm.llvm.optimizer import Optimizer, OptimizerError

    optimizer = Optimizer.named(opt)
    try:
        optimizer.check_runnable()
    except OptimizerError as exc:
        raise UsageError(str(exc)) from None
    assert optimizer.path is not None
    return optimizer.path


def check_candidate(candidate: Candidate) -> None:
    """Try the candidate's optimizer and pipeline once (:mod:`fuzzfarm.llvm.preflight`):
    a missing or unusable optimizer, or a pipeline it rejects, is a UsageError."""
    from fuzzfarm.llvm.preflight import PreflightError, preflight

    try:
        preflight(candidate)
    except PreflightError as exc:
        raise UsageError(str(exc)) from None


def open_store(url: str, *, must_exist: bool = False):
    """Open (and migrate) the store at ``url``.

    Only a new campaign creates a store: with ``must_exist`` a missing or empty
    SQLite file, or a database without the fuzzfarm schema, is a UsageError and
    is left as it was.
    """
    from storage.store import NoStore, Store

    try:
        return Store.open(url, create=not must_exist)
    except NoStore as exc:
        raise UsageError(f"{exc} (run a campaign first, or pass --db)") from None
    except Exception as exc:  # noqa: BLE001 - any driver error is a bad --db for the user
        raise UsageError(f"cannot open store {url}: {str(exc).splitlines()[0]}") from None


#: The width tables get when stdout is not a terminal: wide enough for any row, so that
#: a CI log keeps every word (rich cuts cells to fit 80 columns otherwise).
LOG_WIDTH = 4096


def console() -> Console:
    """Where the commands print tables: the terminal's width on a terminal; elsewhere (a CI
    log, a pipe, a file) as wide as the tables need, in plain text."""
    from rich.console import Console

    if sys.stdout.isatty():
        return Console()
    return Console(file=sys.stdout, width=LOG_WIDTH, no_color=True, highlight=False)


def for_kernel_target(candidate: Candidate | None, args: argparse.Namespace,
                      module: Module) -> Candidate | None:
    """``candidate`` run for the target the user's module names (its ``target triple``)
    when ``--triple`` does not name one. opt's ``-mtriple`` overrides the module's own:
    a CUDA kernel optimized as AMDGPU code gets the AMDGPU attributor's marks
    (``amdgpu-no-workitem-id-x`` beside its ``tid.x`` reads), loses the NVPTX folds,
    and what is checked is no compilation of it. A codegen candidate keeps --codegen's."""
    if candidate is None or args.triple is not None or not module.triple \
            or candidate.kind == "codegen" or candidate.codegen:
        return candidate
    from dataclasses import replace

    return replace(candidate, triple=module.triple)
