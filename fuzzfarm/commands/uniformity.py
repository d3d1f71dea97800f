"""Check LLVM's uniformity analysis against the executed semantics (seed 003).

Runs ``opt -passes='print<uniformity>'`` on K.ll, reads every line not marked
DIVERGENT as a claim that the value (argument, definition, branch decision) is
uniform, and every cycle of LLVM's hierarchy outside those listed with a divergent
exit as a claim that threads converged in it leave it in the same
iteration, then runs the kernel with the reference interpreter on generated
schedules (and every cycle hierarchy of irreducible code) and looks for two
*converged* dynamic instances (seed 003's maximal converged-with relation) whose
values differ (a pointer by its object and offset, when it points into the launch's
globals or argument buffers). Poison, private addresses and runs with undefined
behaviour never refute a claim, nor does a value that a run's approximation (undef, a
frozen poison, a float result's choice) may decide; with one that may decide control
flow, nothing in the run.

llvmlite's embedded LLVM has no uniformity printer, so an external opt is
needed: --opt PATH, else opt-19 or opt from the PATH.

Exit codes: 0 every claim held on every schedule and every schedule was decided;
1 a claim is refuted (printed with the schedule, the two threads, their dynamic
instances and values, and the convergence table; --out DIR writes a reproducer);
2 bad input (unreadable or ill-formed kernel, an optimizer that fails, a report
that does not parse); 3 undecided (no refutation, but some run was not decided).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import ill_formed_reason, read_module, select_function, user_opt

NAME = "uniformity"
HELP = "check LLVM's uniformity analysis (opt print<uniformity>) against executions"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    parser.add_argument("kernel", metavar="K.ll", type=Path, help="the kernel to analyse and run")
    parser.add_argument("--opt", metavar="PATH",
                        help="the opt binary whose analysis is checked (default: opt-19 or opt on the PATH)")
    parser.add_argument("--triple", default=None,
                        help="target triple of the analysis (default: the kernel's own "
                             f"`target triple`, else {DEFAULT_TRIPLE})")
    parser.add_argument("--function", metavar="NAME", help="the kernel (default: the only definition)")
    parser.add_argument("--schedules", type=int, default=16, metavar="K",
                        help="how many thread schedules to run (default 16)")
    parser.add_argument("--threads", type=int, default=None, metavar="N",
                        help="subgroup size of generated schedules (default: drawn per schedule, "
                             "4 to 64 lanes as in campaigns; active lanes vary)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated schedules")
    parser.add_argument("--schedule", type=Path, metavar="FILE",
                        help="run exactly this schedule.json instead of generating schedules")
    parser.add_argument("--out", type=Path, metavar="DIR", help="write a reproducer directory on a refutation")


def resolve_opt(path: str | None) -> str:
    """The opt to use: the user's (a path or a name on the PATH), else one from the PATH;
    UsageError when there is none."""
    from fuzzfarm.uniformity.report import find_opt

    if path:
        return user_opt(path)
    found = find_opt()
    if found is None:
        raise UsageError("no opt on the PATH: llvmlite's LLVM cannot print uniformity, give --opt PATH")
    return found


def add_uniformity_argument(parser: argparse.ArgumentParser) -> None:
    """``--uniformity`` for campaign and gate: check opt's analysis instead of an optimization."""
    parser.add_argument("--uniformity", action="store_true",
                        help="check opt's uniformity analysis (print<uniformity>) against executions; "
                             "--opt names the opt (default opt-19/opt on the PATH), --pipeline runs first")


def uniformity_candidate(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """The analysis under test: an opt (and the pipeline it runs first, if any)."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.commands.common import check_candidate
    from fuzzfarm.uniformity.case import PRINTER

    if args.transform:
        raise UsageError("--uniformity checks opt's analysis: give --pipeline (or nothing), not --transform")
    from fuzzfarm.ir.conventions import DIALECT_TRIPLES
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    # generated kernels carry no triple of their own: the campaign's --dialect says their
    # target (an NVVM kernel under AMDGPU's analysis claims nothing: foreign_intrinsics)
    triple = args.triple or DIALECT_TRIPLES.get(getattr(args, "dialect", ""), DEFAULT_TRIPLE)
    candidate = Candidate("opt", args.pipeline or PRINTER, triple, resolve_opt(args.opt))
    if args.pipeline:
        check_candidate(candidate)
    preflight_uniformity(candidate)
    return candidate


def analysis_triple(given: str | None, kernels: str | None, fn=None) -> str:  # type: ignore[no-untyped-def]
    """The target whose uniformity analysis to ask: ``--triple``, else the kernel module's
    own, else the target whose intrinsics ``fn`` calls (NVVM's: NVPTX), else the default.
    The analysis of another target would not know this one's lane-reading intrinsics
    (AMDGPU's calls llvm.nvvm.read.ptx.sreg.laneid uniform): a refutation of it would be
    a false bug (:func:`fuzzfarm.uniformity.report.foreign_intrinsics` refuses one)."""
    from fuzzfarm.ir.conventions import DIALECT_TRIPLES, nvptx_kernel
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE

    if given or kernels:
        return given or kernels or DEFAULT_TRIPLE
    return DIALECT_TRIPLES["nvptx"] if fn is not None and nvptx_kernel(fn) else DEFAULT_TRIPLE


def preflight_uniformity(candidate) -> None:  # type: ignore[no-untyped-def]
    """Run the candidate's opt once on a trivial kernel: a failure is a UsageError (exit 2)."""
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.llvm.preflight import TRIVIAL_KERNEL
    from fuzzfarm.uniformity.report import ReportError, llvm_claims

    fn = parse_module(TRIVIAL_KERNEL).kernel()
    try:
        llvm_claims(fn, TRIVIAL_KERNEL, opt=candidate.opt_path or "opt", triple=candidate.triple)
    except ReportError as exc:
        raise UsageError(f"the uniformity analysis cannot be checked: {exc}") from None


def prepare(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """What ``fuzzfarm uniformity`` checks, before any run: the kernel's text and function,
    the opt, LLVM's report and claims, the schedules and the tentative ones (probes:
    :mod:`fuzzfarm.uniformity.probes`). UsageError for bad input. benchmarks/uniformity_lies
    checks altered claims on the same schedules."""
    from fuzzfarm.commands.validate import _schedules
    from fuzzfarm.uniformity.report import ReportError, llvm_claims
    from oracles.reference import unsupported_reason

    # A real wave has 32 or 64 lanes: a lie about %id >> 4 only shows beyond lane 15,
    # so by default each schedule draws its own subgroup size (generators.schedules).
    if args.schedules < 1 or (args.threads is not None and not 1 <= args.threads <= 64):
        raise UsageError("--schedules must be >= 1 and --threads between 1 and 64")
    opt = resolve_opt(args.opt)
    text, module = read_module(args.kernel)
    fn = select_function(module, args.function)
    problem = ill_formed_reason(module, fn)
    if problem:
        raise UsageError(f"{args.kernel} is ill-formed: {problem}")
    unsupported = unsupported_reason(fn)
    if unsupported:  # bad input (exit 2, as run and validate), not an undecided claim (exit 3)
        raise UsageError(f"{args.kernel}: {unsupported}")
    args.triple = analysis_triple(args.triple, module.triple, fn)
    try:
        report, claims = llvm_claims(fn, text, opt=opt, triple=args.triple, callees=True)
    except ReportError as exc:
        raise UsageError(str(exc)) from None
    if args.threads is None:
        args.threads = default_subgroup(fn, args.triple)
    schedules = _schedules(args, fn)
    tentative = []
    if args.schedule is None:  # inputs on both sides of the kernel's own constants too
        from fuzzfarm.uniformity.probes import probe_schedules, tentative_schedules

        tentative = tentative_schedules(fn, schedules)
        schedules += probe_schedules(fn, schedules)
    return text, fn, opt, report, claims, schedules, tentative


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.uniformity.check import check_claims

    text, fn, opt, report, claims, schedules, tentative = prepare(args)
    result = check_claims(fn, claims, schedules, tentative=tentative)
    if report.cycles_with_divergent_exit:
        print("LLVM: cycles with divergent exit: " + "; ".join(report.cycles_with_divergent_exit))
    print(result.summary())
    print(ours_versus_llvm(fn, claims))
    for ref in result.refutations:
        print()
        print(ref.describe())
    if result.refutations and args.out is not None:
        write_reproducer(args.out, text, fn.name, result.refutations[0], opt, args.triple)
        print(f"reproducer written to {args.out}")
    verdict = {0: "every uniform claim held", 1: "refuted", 3: "undecided"}[result.exit_code]
    print(f"verdict: {verdict}")
    return result.exit_code


def default_subgroup(fn, triple: str) -> int | None:  # type: ignore[no-untyped-def]
    """The subgroup size schedules keep when --threads is not given: an NVPTX warp (32
    lanes; nvvm operations beyond it are unsupported, as campaigns of the nvptx dialect
    know), a 32-lane AMDGPU wave for code compiled for one (lanes 32 and up are no launch
    of it: ``conventions.wave_size_refusal``), else None (each schedule draws its own, up
    to 64)."""
    from fuzzfarm.ir.conventions import AMDGPU_WAVE32_LANES, NVPTX_WARP, amdgpu_wave32, nvptx_kernel

    if nvptx_kernel(fn, triple):
        return NVPTX_WARP
    return AMDGPU_WAVE32_LANES if amdgpu_wave32(fn) else None


def ours_versus_llvm(fn, claims) -> str:  # type: ignore[no-untyped-def]
    """Where our reading of seed 003 and LLVM's report disagree (a second opinion)."""
    from fuzzfarm.uniformity.check import checkable, our_answers

    ours = our_answers(fn)
    llvm_only, ours_only = [], []
    for c in claims:
        if checkable(c) is not None:
            continue  # no value or branch decision to be uniform about
        mine = ours(c)
        if c.uniform and not mine:
            llvm_only.append(c.name)
        elif mine and not c.uniform:
            ours_only.append(c.name)
    lines = [f"ours (seed 003's rules) and LLVM differ on {len(llvm_only) + len(ours_only)} value(s)"]
    if llvm_only:
        lines.append("  LLVM uniform, ours divergent (worth a look): " + ", ".join(llvm_only))
    if ours_only:
        lines.append("  ours uniform, LLVM divergent: " + ", ".join(ours_only))
    return "\n".join(lines)


def write_reproducer(out: Path, text: str, function: str, ref, opt: str, triple: str) -> None:  # type: ignore[no-untyped-def]
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.uniformity.case import PRINTER
    from fuzzfarm.vocabulary import Model

    # The analysis as a campaign records it, so that `fuzzfarm replay DIR --opt PATH` (what
    # the reproducer's README says) re-runs it; without a candidate replay refused it.
    analysis = Candidate("opt", PRINTER, triple, opt).to_json()
    Reproducer(  # uniformity is defined by the maximal converged-with relation (seed 003)
        before=text, schedule=ref.schedule, model=Model.MAXIMAL, function=function,
        candidate=analysis, verdict="unsound-uniformity", message=ref.describe().splitlines()[0],
        extra={"claim": ref.claim.name, "claim_kind": ref.kind, "triple": triple,
               "opt_command": f"{opt} -mtriple={triple} -passes='print<uniformity>' -disable-output before.ll"},
    ).write(out)
