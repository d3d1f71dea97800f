"""Apply a candidate optimization to an LLVM IR file and print the result.

The candidate is one of fuzzfarm's transforms (--transform), LLVM passes run by
llvmlite's embedded LLVM (--pipeline), or an external opt (--opt PATH
--pipeline P). An LLVM assertion is reported as a crash (exit 1), never as a
traceback; output that fails LLVM's verifier is reported as ill-formed (exit 1).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import (
    add_candidate_arguments,
    candidate_from_args,
    for_kernel_target,
    read_module,
    select_function,
)

NAME = "opt"
HELP = "apply a candidate optimization (transform, LLVM pipeline or external opt) and print the result"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE.ll", type=Path, help="the kernel to optimize")
    parser.add_argument("--function", metavar="NAME", help="the kernel (default: the only definition)")
    parser.add_argument("--seed", type=int, default=0, help="picks among sites for our transforms")
    add_candidate_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.candidates import apply

    candidate = candidate_from_args(args)
    if candidate is None:
        raise UsageError("name a candidate: --transform NAME or --pipeline P [--opt PATH]")
    _text, module = read_module(args.file)
    candidate = for_kernel_target(candidate, args, module)
    fn = select_function(module, args.function)
    result = apply(candidate, module, fn.name, seed=args.seed)
    if result.status == "ok":
        sys.stdout.write(result.text or "")
        print(f"; fuzzfarm: {candidate.label} {'changed' if result.fired else 'did not change'} "
              f"@{fn.name}", file=sys.stderr)
        return 0
    if result.status == "error" and result.unreadable and result.text:  # optimized all the same
        sys.stdout.write(result.text)
        print(f"; fuzzfarm: {candidate.label} optimized @{fn.name}; the oracles cannot read the "
              f"result ({result.message})", file=sys.stderr)
        return 0
    if result.status == "error":
        raise UsageError(result.message)
    print(f"{result.status}: {result.message}", file=sys.stderr)
    if result.text:
        sys.stdout.write(result.text)
    return 1
