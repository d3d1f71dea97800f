"""Listing every cycle hierarchy: the exact listing against trying DFS orders (issue 13, item 3).

    python -m benchmarks.hierarchies [--kernels 20] [--calls] [--max-orders 4096]

For the first generated kernels with an irreducible cycle (in the kernel or, with
``--calls``, a device function it calls), every function's hierarchies are listed
twice in one run: by :mod:`fuzzfarm.analysis.hierarchies` (candidate headers and a
witness search per candidate) and by brute force, every permutation of the
successors of the branching blocks that reach an irreducible cycle, as the
enumeration did before (it called its list complete only within ``--max-orders``
orders; functions beyond are left to the exact listing alone and counted). Prints
the functions, how many the brute force finished, whether both lists agree on all
of those, the seconds each took on them, and the ratio.
"""

from __future__ import annotations

import argparse
import itertools
import math
import time

from fuzzfarm.analysis.cycles import SuccessorOrder
from fuzzfarm.ir.model import Block, Function

Summary = frozenset[tuple[str, frozenset[str]]]


def summary(fn: Function, order: SuccessorOrder) -> Summary:
    from fuzzfarm.analysis.cycles import compute_cycles

    info = compute_cycles(fn, order)
    return frozenset((c.header.name, frozenset(b.name for b in c.blocks)) for c in info.all_cycles())


def steering(fn: Function) -> list[Block]:
    """Branching blocks that reach a block of an irreducible cycle (the others' order
    cannot change which block of such a cycle the DFS meets first)."""
    from fuzzfarm.analysis.cycles import compute_cycles, natural_order

    info = compute_cycles(fn)
    targets = {b for c in info.all_cycles() if not c.is_reducible for b in c.blocks}
    preds = fn.predecessors()
    seen, work = set(targets), list(targets)
    while work:
        for p in preds[work.pop()]:
            if p not in seen:
                seen.add(p)
                work.append(p)
    return [b for b in fn.blocks if b in seen and len(natural_order(b)) > 1]


def brute_force(fn: Function, max_orders: int) -> set[Summary] | None:
    from fuzzfarm.analysis.cycles import natural_order

    branching = steering(fn)
    if math.prod(math.factorial(len(natural_order(b))) for b in branching) > max_orders:
        return None
    out = set()
    for perms in itertools.product(*(itertools.permutations(natural_order(b)) for b in branching)):
        table = dict(zip(branching, perms, strict=True))
        out.add(summary(fn, lambda b, t=table: list(t.get(b, natural_order(b)))))
    return out


def main() -> None:
    from fuzzfarm.analysis.cycles import chosen_order, compute_cycles
    from fuzzfarm.analysis.hierarchies import function_hierarchies
    from fuzzfarm.ir.calls import reachable_functions
    from generators.programs import generate

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", type=int, default=20,
                    help="generated functions with irreducible cycles to list (default 20)")
    ap.add_argument("--calls", action="store_true", help="generate modules with device functions")
    ap.add_argument("--max-orders", type=int, default=4096,
                    help="skip the brute force on functions with more successor orders")
    args = ap.parse_args()

    functions: list[Function] = []
    seed = 0
    while len(functions) < args.kernels and seed < 10_000:
        kernel = generate(seed, calls=args.calls).kernel
        seed += 1
        irreducible = [f for f in reachable_functions(kernel) if not compute_cycles(f).is_reducible]
        if irreducible:
            functions += irreducible
    exact_s = brute_s = 0.0
    finished = agree = complete = 0
    for fn in functions:
        t = time.perf_counter()
        listed = function_hierarchies(fn)
        got = {summary(fn, chosen_order(fn, 0, tuple((fn.name, b, s) for b, s in o)))
               for o in listed.orders}
        exact = time.perf_counter() - t
        complete += listed.complete
        t = time.perf_counter()
        want = brute_force(fn, args.max_orders)
        if want is None:
            continue
        brute_s += time.perf_counter() - t
        exact_s += exact
        finished += 1
        agree += got == want and listed.complete
    print(f"{len(functions)} functions with irreducible cycles: exact listing complete on {complete}; "
          f"brute force within {args.max_orders} orders on {finished}, where the lists agree on {agree}")
    if finished:
        print(f"on those: exact {exact_s:.3f} s, brute force {brute_s:.3f} s, "
              f"ratio {brute_s / max(exact_s, 1e-9):.1f}x")


if __name__ == "__main__":
    main()
