"""Gate an optimizer change in CI: a fixed, reproducible campaign compared with a baseline.

Runs the campaign given by --pipeline/--transform/--opt, --cases and --seed
(same options, same result), then compares the bug signatures it found with the
baseline file of known bugs you keep in your repository. Writes a JUnit XML
file and a Markdown summary for the CI system. --update-baseline writes the
signatures found to the baseline instead (review the diff before committing it).

Exit codes: 0 nothing new appeared; 1 a new signature appeared; 2 bad usage
(including an optimizer that fails on a trivial kernel); 3 not tested: more than
--max-inconclusive of the cases tested nothing (inconclusive, or the candidate
did not change the kernel), so no verdict can be given (--update-baseline then
writes nothing).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import (
    MAX_CASES,
    MAX_MASTER_SEED,
    add_candidate_arguments,
    candidate_from_args,
    check_output_dir,
    check_output_file,
    int_in,
    open_store,
    write_output,
)
from fuzzfarm.commands.uniformity import add_uniformity_argument, uniformity_candidate
from fuzzfarm.farm import tested
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, models_option

NAME = "gate"
HELP = "CI gate: run a fixed campaign and fail on bug signatures not in a baseline"
BASELINE_VERSION = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_candidate_arguments(parser)
    add_uniformity_argument(parser)
    parser.add_argument("--baseline", type=Path, required=True, metavar="FILE",
                        help="JSON file of known signatures (missing file: no known bugs)")
    parser.add_argument("--cases", type=int_in(1, MAX_CASES), default=200, help="programs to check (default 200)")
    parser.add_argument("--seed", type=int_in(0, MAX_MASTER_SEED), default=1, help="master seed (default 1)")
    parser.add_argument("--model", choices=(*MODELS, "both"), default=DEFAULT_MODEL,
                        help="convergence model(s) to check under (default maximal)")
    parser.add_argument("--workers", type=int_in(0), default=2, help="local Ray CPUs (0: in process)")
    parser.add_argument("--db", help="store URL (default: a fresh SQLite file in a temp dir)")
    parser.add_argument("--junit", type=Path, default=Path("fuzzfarm-junit.xml"),
                        help="JUnit XML output (default fuzzfarm-junit.xml)")
    parser.add_argument("--summary", type=Path, default=Path("fuzzfarm-summary.md"),
                        help="Markdown summary output (default fuzzfarm-summary.md)")
    parser.add_argument("--reproducers", type=Path, default=Path("fuzzfarm-reproducers"),
                        help="where reproducers of new signatures go")
    parser.add_argument("--update-baseline", action="store_true",
                        help="write the signatures found to --baseline and exit 0")
    tested.add_argument(parser)


@dataclass(frozen=True)
class Found:
    key: str
    kind: str
    candidate: str
    pass_name: str | None
    hits: int
    reproducer: str | None


def load_baseline(path: Path) -> dict[str, dict]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text())
        return {entry["key"]: entry for entry in data["signatures"]}
    except OSError as exc:
        raise UsageError(f"cannot read baseline {path}: {exc.strerror or exc}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise UsageError(f"baseline {path} is not a fuzzfarm baseline: {exc}") from None


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.farm.budget import measure
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import CampaignRunner, RunOptions, create_campaign

    candidate = uniformity_candidate(args) if args.uniformity else candidate_from_args(args)
    if candidate is None:
        raise UsageError("name a candidate: --transform NAME or --pipeline P [--opt PATH]")
    baseline = load_baseline(args.baseline)
    if args.update_baseline:
        check_output_file(args.baseline, "--update-baseline")
    else:
        check_output_file(args.junit, "--junit")
        check_output_file(args.summary, "--summary")
    check_output_dir(args.reproducers, "--reproducers")
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-gate-") as tmp:
        store = open_store(args.db or f"sqlite:///{tmp}/gate.db")
        models = (DEFAULT_MODEL,) if args.uniformity else models_option(args.model)
        case_timeout = None if args.uniformity else measure(candidate, args.seed)
        config = CampaignConfig(candidate, models=models, uniformity=args.uniformity,
                                case_timeout=case_timeout)
        campaign_id = create_campaign(store, config, master_seed=args.seed, cases=args.cases,
                                      batch_size=10, name=f"gate {candidate.label}")
        runner = CampaignRunner(store, campaign_id, RunOptions(workers=args.workers,
                                                               reproducers=args.reproducers))
        tally = runner.run()
        found = [
            Found(s.key_hash, s.kind, s.candidate, s.pass_name, s.hits,
                  str(tally.reproducers[s.id]) if s.id in tally.reproducers else None)
            for s in store.signatures(campaign_id=campaign_id)
        ]
        camp = store.campaign(campaign_id)
        counters, optimizer = camp.counters, camp.optimizer
        store.close()
    coverage = tested.Coverage.of(tally.verdicts)
    not_tested = coverage.not_tested(args.max_inconclusive)
    new = [f for f in found if f.key not in baseline]
    if args.update_baseline:
        if not_tested:
            print(f"baseline {args.baseline} not written: {coverage.describe(args.max_inconclusive)}")
            return tested.EXIT_NOT_TESTED
        write_output(args.baseline, _baseline_text(found, baseline), "--update-baseline")
        print(f"baseline {args.baseline}: {len(found)} signature(s) written")
        return 0
    untested = coverage.describe(args.max_inconclusive) if not_tested else None
    write_output(args.junit, _junit_text(candidate.label, found, baseline, counters, untested,
                                         optimizer), "--junit")
    summary = _summary_text(candidate.label, args, found, new, counters, untested, optimizer,
                            coverage.why())
    write_output(args.summary, summary, "--summary")
    print(summary)
    if new:
        return 1
    return tested.EXIT_NOT_TESTED if not_tested else 0


def _baseline_text(found: list[Found], old: dict[str, dict]) -> str:
    entries = [
        {"key": f.key, "kind": f.kind, "candidate": f.candidate, "pass": f.pass_name,
         "note": old.get(f.key, {}).get("note", "")}
        for f in sorted(found, key=lambda f: f.key)
    ]
    return json.dumps({"version": BASELINE_VERSION, "signatures": entries}, indent=2) + "\n"


def _junit_text(label: str, found: list[Found], baseline: dict, counters,
                untested: str | None, optimizer: str | None = None) -> str:
    if untested is None:
        cases = [f'  <testcase classname="fuzzfarm.campaign" name={quoteattr(label)}/>']
    else:  # the run could not test the candidate: an error, not a pass
        cases = [f'  <testcase classname="fuzzfarm.campaign" name={quoteattr(label)}>'
                 f'<error message="not tested">{escape(untested)}</error></testcase>']
    for f in found:
        name = quoteattr(f"{f.kind} {f.pass_name or f.candidate} {f.key[:12]}")
        if f.key in baseline:
            cases.append(f'  <testcase classname="fuzzfarm.known" name={name}>'
                         f'<skipped message="known bug in baseline"/></testcase>')
        else:
            detail = escape(f"{f.hits} hit(s); reproducer: {f.reproducer or '-'}")
            cases.append(f'  <testcase classname="fuzzfarm.new" name={name}>'
                         f'<failure message="new bug signature">{detail}</failure></testcase>')
    failures = sum(1 for f in found if f.key not in baseline)
    skipped = len(found) - failures
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<testsuite name="fuzzfarm gate" tests="{len(cases)}" failures="{failures}" '
        f'skipped="{skipped}" errors="{0 if untested is None else 1}">\n'
        f'  <properties><property name="cases" value="{counters.checked}"/>'
        + (f'<property name="optimizer" value={quoteattr(optimizer)}/>' if optimizer else "")
        + '</properties>\n'
        + "\n".join(cases) + "\n</testsuite>\n"
    )


def _summary_text(label: str, args: argparse.Namespace, found: list[Found],
                  new: list[Found], counters, untested: str | None,
                  optimizer: str | None = None, why: str = "") -> str:
    status = "FAILED" if new else "NOT TESTED" if untested else "passed"
    lines = [
        f"## fuzzfarm gate: {status}",
        "",
        f"Candidate `{label}`, {counters.checked} case(s) from seed {args.seed}: "
        f"{counters.findings} finding(s), {counters.inconclusive} inconclusive, "
        f"firing rate {counters.fired / max(1, counters.checked):.0%}."
        + (f" Optimizer: {optimizer}." if optimizer else ""),
        "",
        f"{len(new)} new signature(s), {len(found) - len(new)} known.",
    ]
    if untested:
        lines += ["", f"**{untested}**: the candidate could not be tested on enough cases "
                      f"({why}), so this gate gives no verdict."]
    if found:
        lines += ["", "| status | kind | pass / candidate | hits | reproducer |", "| --- | --- | --- | --- | --- |"]
        for f in found:
            status = "**NEW**" if f in new else "known"
            lines.append(f"| {status} | {f.kind} | {f.pass_name or f.candidate} | {f.hits} | "
                         f"{f.reproducer or '-'} |")
    return "\n".join(lines) + "\n"
