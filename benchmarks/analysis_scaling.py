"""How the static analyses scale with kernel size: ``python -m benchmarks.analysis_scaling``.

Times ``fuzzfarm check``'s work (parse, static rules with dominators, post-dominators,
cycles and convergence regions, and the description) on two shapes that once were
quadratic or recursive: a chain of N conditional branches to one join block (every
block a predecessor of the join), and N nested loops with convergence control
(a loop intrinsic in every header). Prints the seconds for N and 10 N and their
ratio: near 10 means near-linear (a quadratic analysis gives about 100).

    python -m benchmarks.analysis_scaling [--blocks 3000] [--loops 300]
"""

from __future__ import annotations

import argparse
import time


def branch_chain(n: int) -> str:
    """N blocks each branching to the next or to one join: the join has N predecessors."""
    out = ["declare i32 @subgroupAdd(i32) convergent", "", "define i32 @chain(i32 %x) convergent {",
           "entry:", "  %c = icmp sgt i32 %x, 0", "  br label %b0"]
    for i in range(n):
        out += [f"b{i}:", f"  br i1 %c, label %b{i + 1}, label %join"]
    incoming = ", ".join(f"[ 0, %b{i} ]" for i in range(n))
    out += [f"b{n}:", "  %s = call i32 @subgroupAdd(i32 %x)", "  br label %join", "join:",
            f"  %r = phi i32 [ %s, %b{n} ], {incoming}", "  ret i32 %r", "}"]
    return "\n".join(out) + "\n"


def nested_loops(n: int) -> str:
    """N loops nested in each other, each header with a loop intrinsic anchored in the parent's."""
    out = ["declare token @llvm.experimental.convergence.entry()",
           "declare token @llvm.experimental.convergence.loop()",
           "declare i32 @subgroupAdd(i32) convergent", "",
           "define i32 @nest(i32 %x) convergent {", "entry:",
           "  %t0 = call token @llvm.experimental.convergence.entry()", "  br label %h1"]
    for i in range(1, n + 1):
        out += [f"h{i}:", f'  %t{i} = call token @llvm.experimental.convergence.loop() '
                          f'[ "convergencectrl"(token %t{i - 1}) ]',
                f"  %c{i} = icmp sgt i32 %x, {i}", f"  br i1 %c{i}, label %h{i + 1}, label %l{i}"]
    out += [f"h{n + 1}:", f'  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t{n}) ]',
            f"  br label %l{n}"]
    for i in range(n, 0, -1):
        after = f"l{i - 1}" if i > 1 else "exit"
        out += [f"l{i}:", f"  %d{i} = icmp slt i32 %x, {i}", f"  br i1 %d{i}, label %h{i}, label %{after}"]
    out += ["exit:", "  ret i32 0", "}"]
    return "\n".join(out) + "\n"


def analyse(text: str) -> float:
    """Seconds for what ``fuzzfarm check`` computes on ``text`` (LLVM's verifier excluded)."""
    from fuzzfarm.analysis.static_rules import check_module, describe_function
    from fuzzfarm.ir.reader import parse_module

    start = time.perf_counter()
    module = parse_module(text)
    check_module(module)
    for fn in module.definitions:
        describe_function(fn)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", type=int, default=3000,
                        help="blocks N of the branch chain (also run at 10 N)")
    parser.add_argument("--loops", type=int, default=300,
                        help="loops N of the nest (also run at 10 N)")
    args = parser.parse_args()
    for name, shape, n in (("branch chain", branch_chain, args.blocks),
                           ("nested loops", nested_loops, args.loops)):
        small, large = analyse(shape(n)), analyse(shape(10 * n))
        print(f"{name}: N={n} {small:.2f} s, N={10 * n} {large:.2f} s, ratio {large / small:.1f} "
              "(10 is linear)")


if __name__ == "__main__":
    main()
