"""Check an LLVM IR file against the static rules of convergence control.

Runs fuzzfarm's own checker (seed 000, "Static Rules" and the placement rules
of the convergence control intrinsics) and LLVM's verifier on the same text,
prints both verdicts, and for each function its cycle hierarchy, cycle hearts
and convergence regions. The exit code follows fuzzfarm's verdict on the
checked scope: 0 well-formed, 1 ill-formed (every broken rule is listed), 2
unreadable input. When fuzzfarm and LLVM disagree on the module, the output
says so: that is a finding (a bug in one of them, or a known difference listed
in tests/test_static_rules.py).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fuzzfarm.analysis.static_rules import Violation, check_module, describe_function
from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import read_module
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Function, Module

NAME = "check"
HELP = "check a .ll file against the static rules of convergence control (and LLVM's verifier)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE.ll", type=Path, help="LLVM IR text to check")
    parser.add_argument(
        "--function",
        metavar="NAME",
        help="check and describe only this function definition and the definitions it may call "
             "(LLVM still verifies the module)",
    )


def _selected(module: Module, name: str | None) -> list[Function]:
    if name is None:
        return module.definitions
    fn = module.functions.get(name.removeprefix("@"))
    if fn is None or fn.is_declaration:
        known = ", ".join("@" + f.name for f in module.definitions) or "none"
        raise UsageError(f"no function definition @{name.removeprefix('@')} (definitions: {known})")
    return [fn]


def _indent(text: str, prefix: str = "  ") -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.llvm.bridge import verify

    text, module = read_module(args.file)
    functions = _selected(module, args.function)
    all_violations = check_module(module)
    # A kernel is only as well formed as the functions it may call (README, "IR conventions").
    names = {f.name for sel in functions for f in reachable_functions(sel)}
    violations: list[Violation] = [v for v in all_violations if v.function in names]
    elsewhere = len(all_violations) - len(violations)
    llvm_message = verify(text)

    print(f"file: {args.file}")
    for fn in functions:
        print()
        print(describe_function(fn))

    print()
    if violations:
        print(f"fuzzfarm static rules: ILL-FORMED ({len(violations)} violation(s))")
        for v in violations:
            print(_indent(v.describe()))
    else:
        print("fuzzfarm static rules: well-formed")
    if elsewhere:
        print(f"  (and {elsewhere} violation(s) in functions not selected)")

    if llvm_message is None:
        print("LLVM verifier (module): well-formed")
    else:
        print("LLVM verifier (module): ILL-FORMED")
        print(_indent(llvm_message))

    ours_valid = not all_violations
    llvm_valid = llvm_message is None
    if ours_valid == llvm_valid:
        print("verdicts agree")
    else:
        ours = "well-formed" if ours_valid else "ill-formed"
        theirs = "well-formed" if llvm_valid else "ill-formed"
        print(
            f"DISAGREEMENT: fuzzfarm says the module is {ours}, LLVM's verifier says {theirs} "
            "(a finding, unless it is a known difference listed in tests/test_static_rules.py)"
        )
    return 1 if violations else 0
