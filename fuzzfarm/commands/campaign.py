"""Run a fuzzing campaign: generate kernels, apply a candidate, check, store findings.

By default it starts a private local Ray instance with --workers CPUs and
writes to a SQLite file in the working directory; --address (or RAY_ADDRESS)
joins an existing Ray cluster and --db takes a PostgreSQL URL for a cluster
store. A campaign interrupted by Ctrl-C or a crash resumes with --resume ID,
neither repeating nor skipping a seed. The same master seed and configuration
give the same findings.

--uniformity checks an opt's uniformity analysis instead of an optimization:
each generated kernel (after --pipeline, when given: analyses run on optimized
code) goes through `opt -passes=print<uniformity>` (--opt, else opt-19 or opt on
the PATH) and every value it calls uniform is checked on the schedules; a
refuted claim is an `unsound-uniformity` finding. Precision (values called
divergent that never diverged) and where LLVM is bolder than our reading of
seed 003 are shown in the summary, never as findings.

Exit codes: 0 the run checked its cases (findings are in the store: see
"fuzzfarm bugs"); 2 bad usage (including an optimizer that fails on a trivial
kernel, an unusable --db or --reproducers); 3 not tested: more than
--max-inconclusive of the cases tested nothing (inconclusive, or the candidate
did not change the kernel); 130 interrupted (resumable).
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Mapping
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import (
    MAX_CASES,
    MAX_ID,
    MAX_MASTER_SEED,
    add_candidate_arguments,
    candidate_from_args,
    check_candidate,
    check_output_dir,
    int_in,
    open_store,
    positive_seconds,
)
from fuzzfarm.commands.uniformity import add_uniformity_argument, uniformity_candidate
from fuzzfarm.farm import tested
from fuzzfarm.ir.conventions import DIALECTS
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, STORED_VERDICTS, models_option

NAME = "campaign"
HELP = "run a fuzzing campaign on Ray (local by default) and store its findings"
DEFAULT_DB = "sqlite:///fuzzfarm.db"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_candidate_arguments(parser)
    add_uniformity_argument(parser)
    budget = parser.add_argument_group("budget (default --cases 200)")
    budget.add_argument("--cases", type=int_in(1, MAX_CASES), help="number of generated programs to check")
    budget.add_argument("--time", type=positive_seconds, metavar="SECONDS",
                        help="run for this long instead, counted from the command's start (the "
                             "optimizer's preflight, its timing and the steering pilot count too, "
                             "for a new and a resumed campaign alike)")
    parser.add_argument("--model", choices=(*MODELS, "both"), default=DEFAULT_MODEL,
                        help="convergence model(s) for uncontrolled operations (default maximal)")
    parser.add_argument("--seed", type=int_in(0, MAX_MASTER_SEED), default=1, help="master seed (default 1)")
    parser.add_argument("--workers", type=int_in(0), default=2,
                        help="CPUs of the local Ray instance (default 2; 0 runs in this process)")
    parser.add_argument("--address", help="join this Ray cluster (default: RAY_ADDRESS, else local)")
    parser.add_argument("--db", default=DEFAULT_DB, help=f"store URL, or the path of a SQLite file (default {DEFAULT_DB})")
    parser.add_argument("--workers-record", action="store_true",
                        help="workers record their findings in the store themselves (PostgreSQL "
                             "on a machine of its own, for a big cluster; default: the driver "
                             "records them; README, Cluster limits)")
    parser.add_argument("--resume", type=int_in(1, MAX_ID), metavar="CAMPAIGN", help="continue an interrupted campaign")
    parser.add_argument("--batch-size", type=int_in(1), default=10, help="seeds per Ray task (default 10)")
    parser.add_argument("--schedules", type=int_in(1, 1000), default=4, help="schedules per case (default 4)")
    parser.add_argument("--style", choices=("any", "controlled", "uncontrolled"), default="any",
                        help="convergence style of generated kernels (default any)")
    parser.add_argument("--dialect", choices=DIALECTS, default="portable",
                        help="generated kernels use this target's own operations where one "
                             "exists (README, IR conventions; default portable: our calls)")
    parser.add_argument("--calls", action="store_true",
                        help="modules of several functions: the kernel calls generated convergent "
                             "device functions (with and without tokens, alwaysinline/noinline, "
                             "internal), so inliners have work (README, Device functions)")
    parser.add_argument("--atomics", action="store_true",
                        help="kernels add atomically to a device global, so AMDGPU's atomic "
                             "optimizer has work (--stop-after amdgpu-atomic-optimizer)")
    parser.add_argument("--reproducers", type=Path, default=Path("reproducers"),
                        help="where reproducer directories go (default ./reproducers)")
    parser.add_argument("--name", help="a name for the campaign")
    parser.add_argument("--no-steer", action="store_true",
                        help="do not steer the generator by a pilot of the candidate's firing rate")
    parser.add_argument("--no-progress", action="store_true", help="no live progress display")
    tested.add_argument(parser)


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.farm.budget import MAX_CASE_TIMEOUT, PILOT_SHARE, Deadline, measure
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import (
        CampaignRunner,
        ClusterUnreachable,
        RunOptions,
        check_cluster_address,
        create_campaign,
    )

    deadline = Deadline.after(args.time)  # --time bounds everything from here on, pilot included
    check_output_dir(args.reproducers, "--reproducers")
    if args.workers > 0:
        try:
            check_cluster_address(args.address)
        except ClusterUnreachable as exc:
            raise UsageError(str(exc)) from None
    if args.workers_record and (args.workers == 0 or not args.db.startswith("postgres")):
        raise UsageError("--workers-record needs Ray workers (--workers > 0) and a PostgreSQL "
                         "--db (workers on other machines cannot write a SQLite file)")
    store = open_store(args.db, must_exist=args.resume is not None)
    if args.resume is not None:
        if store.campaign(args.resume) is None:
            raise UsageError(f"no campaign {args.resume} in {args.db}")
        campaign_id = args.resume
        resumed = CampaignConfig.from_json(store.campaign(campaign_id).config)
        if resumed.uniformity:
            from fuzzfarm.commands.uniformity import preflight_uniformity

            preflight_uniformity(resumed.candidate)
        else:
            check_candidate(resumed.candidate)
        store.set_campaign_status(campaign_id, "running")
    else:
        candidate = uniformity_candidate(args) if args.uniformity else candidate_from_args(args)
        if candidate is None:
            raise UsageError("name a candidate: --transform NAME, --pipeline P [--opt PATH] "
                             "and/or --codegen TRIPLE[:CPU]")
        if args.cases is not None and args.time is not None:
            raise UsageError("give --cases or --time, not both")
        if candidate.kind == "transform":  # an inliner has nothing to do without calls
            from fuzzfarm.transforms.registry import get

            args.calls = args.calls or get(candidate.name).calls
        cases = None if args.time is not None else (200 if args.cases is None else args.cases)
        if (cases is not None and cases < 1) or args.batch_size < 1 or args.workers < 0:
            raise UsageError("--cases, --batch-size must be positive and --workers >= 0")
        models = (DEFAULT_MODEL,) if args.uniformity else models_option(args.model)
        steering: tuple[tuple[str, float], ...] = ()
        setup = deadline.share(PILOT_SHARE)
        case_timeout = None if args.uniformity else measure(candidate, args.seed, style=args.style,
                                                            calls=args.calls, deadline=setup)
        if case_timeout is not None:
            print(f"per-case timeout {case_timeout:g} s (a longer optimization is a hang finding)")
        if not args.no_steer and candidate.kind != "codegen" and not args.uniformity:
            from dataclasses import replace

            from fuzzfarm.farm.steering import pilot

            # steering follows the IR candidate's firing; machine code has no firing
            policy = pilot(replace(candidate, codegen=None, stop=None), args.seed, style=args.style,
                           calls=args.calls,
                           deadline=setup, timeout=case_timeout or MAX_CASE_TIMEOUT)
            steering = policy.configs
            print(f"steering: {policy.describe()}")
        config = CampaignConfig(candidate, models=models, schedules_per_case=args.schedules,
                                style=args.style, steering=steering, dialect=args.dialect,
                                calls=args.calls, atomics=args.atomics,
                                uniformity=args.uniformity, case_timeout=case_timeout)
        try:
            campaign_id = create_campaign(store, config, master_seed=args.seed, cases=cases,
                                          batch_size=args.batch_size, name=args.name)
        except ValueError as exc:
            raise UsageError(str(exc)) from None

    display = _Display(enabled=not args.no_progress)
    options = RunOptions(workers=args.workers, address=args.address, seconds=args.time,
                         deadline=deadline, reproducers=args.reproducers, progress=display.update,
                         worker_writes=args.workers_record)
    runner = CampaignRunner(store, campaign_id, options)
    on = f" on {runner.optimizer}" if runner.optimizer else ""
    print(f"campaign {campaign_id}: {runner.config.candidate.label}{on}, models "
          f"{', '.join(runner.config.models)}, store {args.db}")
    started = time.monotonic()
    try:
        with display:
            tally = runner.run()
    except KeyboardInterrupt:
        _settle(store, campaign_id)
        print(f"\ninterrupted: resume with  fuzzfarm campaign --resume {campaign_id} --db {args.db}")
        return 130
    except OSError as exc:  # e.g. the reproducer directory vanished or the disk is full
        _settle(store, campaign_id)
        raise UsageError(f"campaign {campaign_id} paused: {exc.strerror or exc}"
                         + (f": {exc.filename}" if exc.filename else "")) from None
    except BaseException:
        _settle(store, campaign_id)  # never leave a dead campaign "running"
        raise
    _settle(store, campaign_id)  # time budget over; resumable
    _summary(store, campaign_id, tally, time.monotonic() - started, args)
    coverage = tested.Coverage.of(tally.verdicts)
    if coverage.cases == 0 and store.campaign(campaign_id).status == "done":
        return 0  # resumed after its last batch: nothing left to check
    if coverage.not_tested(args.max_inconclusive):
        print(coverage.describe(args.max_inconclusive))
        return tested.EXIT_NOT_TESTED
    return 0


def _settle(store, campaign_id: int) -> None:  # type: ignore[no-untyped-def]
    """Mark a campaign this process ran as done or resumable (``Store.settle_campaign``);
    best effort: the store may be what failed."""
    with contextlib.suppress(Exception):  # the original error is the one to report
        store.settle_campaign(campaign_id)


class _Display:
    """A rich progress bar with the live counters the issue asks for."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.progress = None
        self.task = None
        self.start = time.monotonic()

    def __enter__(self) -> _Display:
        if self.enabled:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self.progress = Progress(
                TextColumn("[bold]checking"), BarColumn(), MofNCompleteColumn(),
                TextColumn("{task.fields[stats]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                transient=False,
            )
            self.progress.__enter__()
            self.task = self.progress.add_task("cases", total=None, stats="")
        return self

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.__exit__(None, None, None)

    def update(self, tally, total: int | None) -> None:
        if self.progress is None:
            return
        rate = tally.cases / max(1e-9, time.monotonic() - self.start)
        stats = (f"{rate:5.1f} cases/s  findings {tally.findings}  signatures {len(tally.signatures)}  "
                 f"crashes {tally.verdicts['crash']}  inconclusive {tally.verdicts['inconclusive']}")
        self.progress.update(self.task, completed=tally.cases, total=total, stats=stats)


def inliner_line(counts: Mapping[str, int]) -> str:
    """The inliner's firing rate on modules with calls (``fuzzfarm.farm.case.inlining_counts``),
    from the campaign's stored counters: a resumed campaign reports all of its batches."""
    modules, inlined = counts["modules"], counts["inlined"]
    return (f"inliner: {inlined} of {modules} modules with calls ({inlined / max(1, modules):.0%}) "
            f"have fewer call sites in the kernel or fewer functions after; "
            f"{counts['fewer_functions']} fewer functions")


def _summary(store, campaign_id: int, tally, seconds: float, args: argparse.Namespace) -> None:
    from rich.table import Table

    from fuzzfarm.commands.common import console

    camp = store.campaign(campaign_id)
    out = console()
    c = camp.counters
    table = Table(title=f"campaign {campaign_id} ({camp.status})")
    # One column per stored verdict, from the vocabulary: a new bug kind shows up by itself.
    for col in ("cases", "passed", "not fired", "findings", *STORED_VERDICTS, "firing rate",
                "cases/s"):
        table.add_column(col, justify="right")
    passed = tally.verdicts["pass"]
    table.add_row(str(c.checked), str(passed), str(tally.verdicts["not-fired"]), str(c.findings),
                  *(str(c.count(v)) for v in STORED_VERDICTS),
                  f"{c.fired / max(1, c.checked):.0%}", f"{tally.cases / max(seconds, 1e-9):.1f}")
    out.print(table)
    if tally.cases != c.checked:
        # The store counts the verdicts of every completed batch (a resume's earlier ones
        # too; not a batch the time cut short, counted when a resume completes it) but keeps
        # no count of passes and not-fired cases: those two cells are this run's.
        cut = "; a batch the time cut short counts when the campaign resumes" \
            if camp.status == "paused" else ""
        out.print(f"passed and not fired: the {tally.cases} case(s) this run checked; "
                  f"the other columns: the campaign's {c.checked} completed case(s){cut}")
    if tally.uniformity:
        u = tally.uniformity
        out.print(
            f"uniformity: {u['claims_uniform']} uniform claims checked, {u['refuted']} refuted; "
            f"precision: {u['never_diverged']} of {u['claims_divergent']} values called divergent "
            "never diverged (information, not findings); LLVM uniform where our reading of seed 003 "
            f"says divergent: {u['llvm_uniform_ours_divergent']} (worth a look)")
    if c.inliner_modules:
        out.print(inliner_line(c.inlining))
    if tally.oracle_disagreements:
        out.print(f"[red]{tally.oracle_disagreements} oracle disagreement(s): a defect in an oracle, "
                      "stored as inconclusive findings ('oracle disagreement:'); please report them")
    if c.checked and c.fired == 0 and not tally.uniformity:
        out.print("[yellow]warning: the candidate never changed a kernel: this campaign tested nothing")
    if tally.timings:
        total = sum(tally.timings.values()) or 1.0
        shares = ", ".join(f"{k} {v / total:.0%}" for k, v in sorted(tally.timings.items()))
        out.print(f"worker time: {shares}")
    sigs = store.signatures(campaign_id=campaign_id)
    if sigs:
        st = Table(title="bug signatures")
        for col in ("id", "kind", "candidate", "pass", "hits", "triage", "reproducer"):
            st.add_column(col)
        for s in sigs:
            repro = tally.reproducers.get(s.id)
            st.add_row(str(s.id), s.kind, s.candidate, s.pass_name or "-", str(s.hits), s.triage,
                       str(repro) if repro else "")
        out.print(st)
        out.print(f"triage with: fuzzfarm bugs --db {args.db}")
    else:
        out.print("no findings")
