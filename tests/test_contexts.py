"""A kernel's call tree unfolded into one copy of a function per calling context
(fuzzfarm/ir/contexts.py), checked against brute force and against the original's runs.

The contexts of a function are the chains of call sites from the kernel to it; they
are counted here by walking every chain, and the unfolded program must reach each of
its functions through exactly one. Its runs must be the original's: a call to an
identical copy of a function executes what the call to the function does (seed 000,
"Convergent Operations"), under any cycle hierarchy the copies share.
"""

from __future__ import annotations

import random

import pytest

from fuzzfarm.analysis.hierarchies import kernel_hierarchies
from fuzzfarm.ir.calls import calls_to_definitions, reachable_functions
from fuzzfarm.ir.contexts import context_counts, unfolded
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices
from fuzzfarm.vocabulary import Model
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import reference
from oracles.reference import ExecutionRecord


def _call_dag(rng: random.Random, back_edge: bool = False) -> str:
    """A module of up to five functions, ``f0`` the kernel, each calling later ones at
    random (some twice, some from a branch); with ``back_edge`` one also calls an earlier
    one (recursion)."""
    n = rng.randint(2, 5)
    calls = {i: [rng.randrange(i + 1, n) for _ in range(rng.randint(0, 3)) if i + 1 < n]
             for i in range(n)}
    if back_edge:
        i = rng.randrange(1, n)
        calls[i].append(rng.randrange(0, i + 1))
    out = ["declare i64 @subgroupBallot(i1) convergent"]
    for i in range(n):
        body = [f"  %b{i}.{k} = call i32 @f{j}(i32 %x)" for k, j in enumerate(calls[i])]
        linkage = "" if i == 0 else "internal "
        out.append(f"define {linkage}i32 @f{i}(i32 %x) convergent {{\nentry:\n"
                   "  %v = call i64 @subgroupBallot(i1 true)\n  %c = icmp eq i32 %x, 0\n"
                   "  br i1 %c, label %then, label %end\nthen:\n" + "\n".join(body)
                   + ("\n" if body else "") + "  br label %end\nend:\n  ret i32 %x\n}")
    return "\n\n".join(out) + "\n"


def _paths(fn: Function, counts: dict[str, int]) -> None:
    """Count every chain of call sites from ``fn`` by walking each (brute force)."""
    counts[fn.name] = counts.get(fn.name, 0) + 1
    for _, callee in calls_to_definitions(fn):
        _paths(callee, counts)


@pytest.mark.parametrize("seed", range(40))
def test_random_call_graphs_contexts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    kernel = parse_module(_call_dag(rng)).kernel("f0")
    walked: dict[str, int] = {}
    _paths(kernel, walked)
    assert context_counts(kernel) == walked
    copy = unfolded(kernel)
    if all(n == 1 for n in walked.values()):
        assert copy is None
        return
    assert copy is not None
    assert context_counts(copy) == {f.name: 1 for f in reachable_functions(copy)}
    assert len(reachable_functions(copy)) == sum(walked.values())
    originals = {f.name for f in reachable_functions(kernel)}
    assert {f.name for f in reachable_functions(copy)} >= originals  # first copies keep names


def _recursive(fn: Function, path: tuple[str, ...] = ()) -> bool:
    """Does a chain of call sites from ``fn`` come back to a function on it (brute force)?"""
    if fn.name in path:
        return True
    return any(_recursive(callee, (*path, fn.name)) for _, callee in calls_to_definitions(fn))


@pytest.mark.parametrize("seed", range(20))
def test_recursion_has_no_contexts(seed: int) -> None:
    kernel = parse_module(_call_dag(random.Random(seed), back_edge=True)).kernel("f0")
    if not _recursive(kernel):
        pytest.skip("the back edge lies outside what the kernel reaches")
    assert context_counts(kernel) is None
    assert unfolded(kernel) is None


def _unfolded_calls(limit: int) -> list[int]:
    """Seeds of ``generate(calls=True)`` whose kernel reaches a function from two contexts."""
    out = []
    for seed in range(200):
        kernel = generate(seed, calls=True).kernel
        if unfolded(kernel) is not None:
            out.append(seed)
        if len(out) == limit:
            break
    return out


def _same_order_per_copy(order: tuple, copy: Function) -> tuple:
    """``order`` (a hierarchy of the original, per function) given to every copy of each
    function in ``copy`` (a copy is named after its function, ``.ctx<k>`` after it)."""
    names = [f.name for f in reachable_functions(copy)]
    out = []
    for fn, block, succs in order:
        for name in names:
            if name == fn or name.startswith(fn + ".ctx"):
                out.append((name, block, succs))
    return tuple(sorted(out))


def _seen(b: ExecutionRecord) -> tuple:
    behaviour = b.behaviour
    return behaviour.outcome, behaviour.threads, behaviour.approximations, behaviour.memory


@pytest.mark.parametrize("seed", _unfolded_calls(6))
@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_unfolded_kernels_run_as_the_original(seed: int, model: Model) -> None:
    """Generated kernels with calls: the unfolded copy runs as the original on a schedule,
    under each of the original's hierarchies (each copy given its function's order)."""
    kernel = generate(seed, calls=True).kernel
    copy = unfolded(kernel)
    assert copy is not None
    schedule = generate_schedule(kernel, seed, max_active=8)
    orders = kernel_hierarchies(kernel, 8).orders
    for order in orders:
        seed_of = schedule.choices.order_seed
        mine = reference.run(kernel, schedule.with_choices(Choices(order_seed=seed_of, dfs_order=order)),
                             model)
        theirs = reference.run(copy, schedule.with_choices(Choices(
            order_seed=seed_of, dfs_order=_same_order_per_copy(order, copy))), model)
        assert _seen(theirs) == _seen(mine)
