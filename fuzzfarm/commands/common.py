"""Input handling shared by the subcommands: every way of failing is one UsageError line."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from fuzzfarm.cli import UsageError
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.model import Function, Module

if TYPE_CHECKING:
    from fuzzfarm.candidates import Candidate


def read_module(path: Path) -> tuple[str, Module]:
    """The text of ``path`` and its model (unreadable, syntax, unsupported -> UsageError)."""
    from fuzzfarm.ir.reader import parse_module

    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return text, parse_module(text)
    except IRError as exc:
        raise UsageError(f"{path}: {exc}") from None


def select_function(module: Module, name: str | None) -> Function:
    """The kernel: the named definition, or the only one."""
    try:
        return module.kernel(name.removeprefix("@") if name else None)
    except KeyError as exc:
        known = ", ".join("@" + f.name for f in module.definitions) or "none"
        raise UsageError(f"{exc.args[0]} (definitions: {known})") from None


def ill_formed_reason(module: Module, fn: Function) -> str | None:
    """The first static rule ``fn`` breaks (ours), or LLVM's verifier message, or None."""
    from fuzzfarm.wellformed import diagnose

    return diagnose(fn, module).summary


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
    group.add_argument("--triple", default=DEFAULT_TRIPLE,
                       help=f"target triple for LLVM passes (default {DEFAULT_TRIPLE}: several passes "
                            "guard convergent code only on targets with divergent branches)")


def candidate_from_args(args: argparse.Namespace) -> Candidate | None:
    """The candidate the options name, None when none is named; conflicting options -> UsageError."""
    from fuzzfarm.candidates import Candidate

    if args.transform and args.pipeline:
        raise UsageError("give either --transform or --pipeline, not both")
    if args.opt and not args.pipeline:
        raise UsageError("--opt needs --pipeline")
    if args.transform:
        from fuzzfarm.transforms.registry import names

        if args.transform not in names():
            raise UsageError(f"unknown transform {args.transform!r} (known: {', '.join(names())})")
        return Candidate("transform", args.transform, args.triple)
    if args.pipeline:
        from fuzzfarm.llvm.optimizer import Optimizer

        optimizer = Optimizer.named(args.opt)
        candidate = (Candidate("opt", args.pipeline, args.triple, optimizer.path) if args.opt
                     else Candidate("pipeline", args.pipeline, args.triple))
        check_candidate(candidate)
        return candidate
    return None


def check_candidate(candidate: Candidate) -> None:
    """Try the candidate's optimizer and pipeline once (:mod:`fuzzfarm.llvm.preflight`):
    a missing or unusable optimizer, or a pipeline it rejects, is a UsageError."""
    from fuzzfarm.llvm.preflight import PreflightError, preflight

    try:
        preflight(candidate)
    except PreflightError as exc:
        raise UsageError(str(exc)) from None


def open_store(url: str, *, must_exist: bool = False):  # type: ignore[no-untyped-def]
    """Open (and migrate) the store at ``url``; a missing SQLite file is an error if ``must_exist``."""
    from storage.store import Store

    if must_exist and url.startswith("sqlite:///") and not Path(url.removeprefix("sqlite:///")).exists():
        raise UsageError(f"no store at {url} (run a campaign first, or pass --db)")
    try:
        return Store.open(url)
    except Exception as exc:  # noqa: BLE001 - any driver error is a bad --db for the user
        raise UsageError(f"cannot open store {url}: {str(exc).splitlines()[0]}") from None
