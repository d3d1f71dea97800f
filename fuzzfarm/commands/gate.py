"""Gate an optimizer change in CI: a fixed, reproducible campaign compared with a baseline.

Runs the campaign given by --pipeline/--transform/--opt, --cases and --seed
(same options, same result), then compares the bug signatures it found with the
baseline file of known bugs you keep in your repository. Exit 0 when nothing
new appears, 1 when a new signature appears, 2 on bad usage. Writes a JUnit XML
file and a Markdown summary for the CI system. --update-baseline writes the
signatures found to the baseline instead (review the diff before committing it).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import add_candidate_arguments, candidate_from_args, open_store
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, models_option

NAME = "gate"
HELP = "CI gate: run a fixed campaign and fail on bug signatures not in a baseline"
BASELINE_VERSION = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_candidate_arguments(parser)
    parser.add_argument("--baseline", type=Path, required=True, metavar="FILE",
                        help="JSON file of known signatures (missing file: no known bugs)")
    parser.add_argument("--cases", type=int, default=200, help="programs to check (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    parser.add_argument("--model", choices=(*MODELS, "both"), default=DEFAULT_MODEL,
                        help="convergence model(s) to check under (default maximal)")
    parser.add_argument("--workers", type=int, default=2, help="local Ray CPUs (0: in process)")
    parser.add_argument("--db", help="store URL (default: a fresh SQLite file in a temp dir)")
    parser.add_argument("--junit", type=Path, default=Path("fuzzfarm-junit.xml"),
                        help="JUnit XML output (default fuzzfarm-junit.xml)")
    parser.add_argument("--summary", type=Path, default=Path("fuzzfarm-summary.md"),
                        help="Markdown summary output (default fuzzfarm-summary.md)")
    parser.add_argument("--reproducers", type=Path, default=Path("fuzzfarm-reproducers"),
                        help="where reproducers of new signatures go")
    parser.add_argument("--update-baseline", action="store_true",
                        help="write the signatures found to --baseline and exit 0")


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
    except (ValueError, KeyError, TypeError) as exc:
        raise UsageError(f"baseline {path} is not a fuzzfarm baseline: {exc}") from None


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import CampaignRunner, RunOptions, create_campaign

    candidate = candidate_from_args(args)
    if candidate is None:
        raise UsageError("name a candidate: --transform NAME or --pipeline P [--opt PATH]")
    if args.cases < 1:
        raise UsageError("--cases must be positive")
    baseline = load_baseline(args.baseline)
    with tempfile.TemporaryDirectory(prefix="fuzzfarm-gate-") as tmp:
        store = open_store(args.db or f"sqlite:///{tmp}/gate.db")
        models = models_option(args.model)
        config = CampaignConfig(candidate, models=models)
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
        counters = store.campaign(campaign_id).counters
        store.close()
    new = [f for f in found if f.key not in baseline]
    if args.update_baseline:
        _write_baseline(args.baseline, found, baseline)
        print(f"baseline {args.baseline}: {len(found)} signature(s) written")
        return 0
    _write_junit(args.junit, candidate.label, found, baseline, counters)
    _write_summary(args.summary, candidate.label, args, found, new, counters)
    print(args.summary.read_text())
    return 1 if new else 0


def _write_baseline(path: Path, found: list[Found], old: dict[str, dict]) -> None:
    entries = [
        {"key": f.key, "kind": f.kind, "candidate": f.candidate, "pass": f.pass_name,
         "note": old.get(f.key, {}).get("note", "")}
        for f in sorted(found, key=lambda f: f.key)
    ]
    path.write_text(json.dumps({"version": BASELINE_VERSION, "signatures": entries}, indent=2) + "\n")


def _write_junit(path: Path, label: str, found: list[Found], baseline: dict, counters) -> None:  # type: ignore[no-untyped-def]
    cases = [f'  <testcase classname="fuzzfarm.campaign" name={quoteattr(label)}/>']
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
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<testsuite name="fuzzfarm gate" tests="{len(cases)}" failures="{failures}" '
        f'skipped="{skipped}" errors="0">\n'
        f'  <properties><property name="cases" value="{counters.checked}"/></properties>\n'
        + "\n".join(cases) + "\n</testsuite>\n"
    )


def _write_summary(path: Path, label: str, args: argparse.Namespace, found: list[Found],
                   new: list[Found], counters) -> None:  # type: ignore[no-untyped-def]
    lines = [
        f"## fuzzfarm gate: {'FAILED' if new else 'passed'}",
        "",
        f"Candidate `{label}`, {counters.checked} case(s) from seed {args.seed}: "
        f"{counters.findings} finding(s), {counters.inconclusive} inconclusive, "
        f"firing rate {counters.fired / max(1, counters.checked):.0%}.",
        "",
        f"{len(new)} new signature(s), {len(found) - len(new)} known.",
    ]
    if found:
        lines += ["", "| status | kind | pass / candidate | hits | reproducer |", "| --- | --- | --- | --- | --- |"]
        for f in found:
            status = "**NEW**" if f in new else "known"
            lines.append(f"| {status} | {f.kind} | {f.pass_name or f.candidate} | {f.hits} | "
                         f"{f.reproducer or '-'} |")
    path.write_text("\n".join(lines) + "\n")
