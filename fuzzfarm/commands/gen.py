"""Generate a random well-formed convergent kernel and a thread schedule for it.

With ``--seed S`` prints one program as LLVM IR followed by its schedule as a
``; schedule: {...}`` comment line, so the output is itself a valid .ll file
(``fuzzfarm gen --seed 7 > case.ll && fuzzfarm check case.ll``). The same seed,
options and generator version always give the same text.

With ``--census N`` generates N programs (seeds S, S+1, ...) and prints how
many contain each construct the generator promises; the exit code is 1 if
some construct never occurred (lost coverage), else 0.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import int_in
from fuzzfarm.ir.conventions import DIALECTS

if TYPE_CHECKING:
    from generators.features import Features, Size

NAME = "gen"
HELP = "generate random convergent programs and schedules (or a census of what they contain)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="program seed (default 0)")
    parser.add_argument("--size", default="small", choices=("tiny", "small", "medium", "large"),
                        help="size preset (default small)")
    parser.add_argument("--max-blocks", type=int_in(1, 10_000), metavar="N", help="override the block budget")
    parser.add_argument("--style", default="any", choices=("controlled", "uncontrolled", "any"),
                        help="convergence style (default any: drawn per program)")
    parser.add_argument("--dialect", default="portable", choices=DIALECTS,
                        help="write convergent operations as a target's intrinsics where it has "
                             "one (README, IR conventions); default portable: our own calls")
    parser.add_argument("--calls", action="store_true",
                        help="modules of several functions: the kernel calls generated convergent "
                             "device functions (with and without tokens, alwaysinline/noinline, "
                             "internal), so inliners have work (README, Device functions)")
    parser.add_argument("--atomics", action="store_true",
                        help="atomic adds to a device global (generators/atomics.py)")
    parser.add_argument("--swarm-seed", type=int, metavar="S",
                        help="draw the swarm feature vector from S (default: from each seed)")
    parser.add_argument("--no-swarm", action="store_true",
                        help="use the default feature probabilities instead of a swarm draw")
    parser.add_argument("--schedule-seed", type=int, metavar="S",
                        help="schedule seed (default: the program seed)")
    parser.add_argument("--output-dir", type=Path, metavar="DIR",
                        help="also write DIR/kernel.ll and DIR/schedule.json")
    parser.add_argument("--census", type=int_in(1, 1_000_000), metavar="N",
                        help="generate N programs and print how often each construct occurred")


def _options(args: argparse.Namespace) -> tuple[Features | None, Size]:
    """The fixed feature vector (None: a swarm draw per seed) and the size knobs."""
    from generators.features import Features, Size

    size = Size.named(args.size)
    if args.max_blocks is not None:
        if args.max_blocks < 1:
            raise UsageError("--max-blocks must be at least 1")
        size = Size(args.max_blocks, size.max_depth, size.max_stmts, size.max_ops, size.max_trip)
    if args.no_swarm:
        fixed = Features.default()
    elif args.swarm_seed is not None:
        fixed = Features.swarm(args.swarm_seed)
    else:
        fixed = None
    return fixed, size


def run(args: argparse.Namespace) -> int:
    if args.census is not None:
        return _census(args)
    from generators.programs import generate
    from generators.schedules import generate_schedule

    features, size = _options(args)
    program = generate(args.seed, features=features, size=size, style=args.style,
                       dialect=args.dialect, calls=args.calls, atomics=args.atomics)
    seed = args.schedule_seed if args.schedule_seed is not None else args.seed
    schedule = generate_schedule(program.kernel, seed)
    census = " ".join(f"{k}={v}" for k, v in sorted(program.census.items()))
    try:
        print(program.describe())
        print(f"; census: {census}")
        print(program.text, end="")
        print(f"; schedule: {schedule.dumps()}", flush=True)
    except BrokenPipeError:  # `fuzzfarm gen | head`: the reader left, which is fine
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0
    if args.output_dir is not None:
        try:
            args.output_dir.mkdir(parents=True, exist_ok=True)
            (args.output_dir / "kernel.ll").write_text(program.text)
            (args.output_dir / "schedule.json").write_text(
                json.dumps(schedule.to_json(), indent=2, sort_keys=True) + "\n")
        except OSError as exc:
            raise UsageError(f"cannot write to {args.output_dir}: {exc.strerror or exc}") from None
    return 0


def _census(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from generators.calls import CALL_CONSTRUCTS
    from generators.census import CONSTRUCTS
    from generators.programs import generate

    features, size = _options(args)
    programs: Counter[str] = Counter()
    occurrences: Counter[str] = Counter()
    err = Console(stderr=True)
    start = time.perf_counter()
    with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
        task = progress.add_task("generating", total=args.census)
        for seed in range(args.seed, args.seed + args.census):
            program = generate(seed, features=features, size=size, style=args.style,
                               dialect=args.dialect, calls=args.calls, atomics=args.atomics)
            for construct, count in program.census.items():
                programs[construct] += 1
                occurrences[construct] += count
            progress.advance(task)
    elapsed = time.perf_counter() - start

    table = Table(title=f"census of {args.census} programs (seeds {args.seed}.."
                        f"{args.seed + args.census - 1}, size {args.size}, style {args.style}"
                        f"{', calls' if args.calls else ''}{', atomics' if args.atomics else ''})")
    table.add_column("group")
    table.add_column("construct")
    table.add_column("programs", justify="right")
    table.add_column("%", justify="right")
    table.add_column("occurrences", justify="right")
    missing: list[str] = []
    groups = {**CONSTRUCTS, **({"calls": CALL_CONSTRUCTS} if args.calls else {}),
              **({"atomics": ("atomic_add",)} if args.atomics else {})}
    for group, constructs in groups.items():
        for construct in constructs:
            n = programs[construct]
            if n == 0:
                missing.append(construct)
            table.add_row(group, construct, str(n), f"{100 * n / args.census:.1f}",
                          str(occurrences[construct]), style="bold red" if n == 0 else None)
    out = Console(file=sys.stdout, width=100)
    out.print(table)
    out.print(f"{args.census / elapsed:.0f} programs/s")
    if missing:
        out.print(f"never occurred: {', '.join(missing)}")
        return 1
    return 0
