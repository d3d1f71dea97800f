"""How many anchor pairs stay decided as waves widen (issue 13, goal 3).

    python -m benchmarks.anchor_widths [--kernels 6] [--lanes 4,8,16,32,64]
                                       [--variants o2,misgrouped,broken] [--cap 90]
                                       [--timeout S] [--reached] [--pick S,S,...]
    python -m benchmarks.anchor_widths --causes [--seeds 400]

The first ``--kernels`` generated kernels with explicit anchors (both kinds of
:mod:`benchmarks.wave_sizes`: outside and inside cycles; ``--reached``: only those whose
grouping reach is known, SEMANTICS.md "What a grouping can reach") are each checked
(:func:`fuzzfarm.refinement.check.check_refinement`, ``validate``'s 64 runs, *maximal*)
against three AFTERs on one generated schedule with every lane active:

- ``o2``: ``opt-19 -passes='default<O2>'``'s output (kernels it leaves unchanged are
  skipped: the identical-programs shortcut decides them without the oracles);
- ``misgrouped``: the first entry-token value-only operation whose value a grouping
  changes and that shows (:func:`shows_grouping`) rehung on a new anchor just before it
  (its set becomes a grouping's, where *before*'s is every thread that reaches it: a
  miscompile, where the operation's value shows); the first such operation of any kind
  was rehung before, and of the default first 6 kernels' 5 variants 4 were no
  miscompile at all (an unused elect or ballot, the maximum of 16, the first lane's -1:
  every grouping shows the same), so "decided" counted pairs no check could call wrong;
- ``broken``: :func:`benchmarks.wave_sizes.broken` (the returned integer xor 1: a
  miscompile no grouping is needed to see).

``--causes`` prints instead, for the generated kernels with explicit anchors among the
first ``--seeds`` seeds, how many have a known grouping reach and why the others' is
unknown (:func:`fuzzfarm.analysis.grouping_reach.unknown_cause`), with their seeds.

Each cell prints pass/violation/inconclusive counts and the mean seconds per check;
a variant stops growing once one width took more than ``--cap`` seconds in all, and a
check longer than ``--timeout`` seconds counts as inconclusive (a lower bound on what is
decided).
"""

from __future__ import annotations

import argparse
import shutil
import signal
import time
from collections.abc import Callable
from dataclasses import replace

from benchmarks.wave_sizes import broken, kind_of
from fuzzfarm.analysis.unobserved_groupings import VALUE_ONLY
from fuzzfarm.ir.conventions import ANCHOR, ENTRY, OPS
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.ir.types import TokenType
from fuzzfarm.vocabulary import Model, Verdict

VARIANTS = ("o2", "misgrouped", "broken")


def anchor_kernels(count: int, reached: bool = False,
                   pick: list[int] | None = None) -> list[tuple[int, Function]]:
    """The first ``count`` generated kernels with explicit anchors, with their seeds
    (``reached``: only those whose grouping reach is known; ``pick``: only these seeds)."""
    import generators
    from fuzzfarm.analysis.grouping_reach import grouping_reach

    if pick is not None:
        return [(seed, generators.generate(seed).kernel) for seed in pick]
    out = []
    seed = 0
    while len(out) < count and seed < 5000:
        fn = generators.generate(seed).kernel
        if kind_of(fn) in ("anchors", "anchor in cycle") and (not reached or grouping_reach(fn)):
            out.append((seed, fn))
        seed += 1
    return out


def causes(seeds: int) -> dict[str, list[int]]:
    """The seeds below ``seeds`` of generated kernels with explicit anchors, by why their
    grouping reach is unknown (``known``: it is known)."""
    import generators
    from fuzzfarm.analysis.grouping_reach import unknown_cause

    out: dict[str, list[int]] = {}
    for seed in range(seeds):
        fn = generators.generate(seed).kernel
        if kind_of(fn) in ("anchors", "anchor in cycle"):
            out.setdefault(unknown_cause(fn) or "known", []).append(seed)
    return out


def o2(fn: Function) -> Function | None:
    """``fn`` after opt-19's O2 pipeline, or None (unchanged, failed, or no opt-19)."""
    from fuzzfarm.ir.printer import print_module
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE
    from fuzzfarm.llvm.optimizer import run_opt

    opt = shutil.which("opt-19")
    if opt is None or fn.module is None:
        return None
    result = run_opt(opt, print_module(fn.module), "default<O2>", DEFAULT_TRIPLE)
    if result.status != "ok" or not result.text:
        return None
    try:
        after = parse_module(result.text).functions.get(fn.name)
    except Exception:  # noqa: BLE001 -- what the reader cannot read is not measured
        return None
    if after is None or print_module(after.module) == print_module(fn.module):
        return None
    return after


#: Value-only operations whose value is the same over every non-empty set of threads when
#: their argument is the same constant in every thread: the maximum, minimum and first
#: lane's value of a constant is that constant (seed 000's operations act on their
#: communicating set; SEMANTICS.md, "Convergent operations"). A ballot of ``false`` is 0
#: and a sum of 0 is 0 over any set likewise (:func:`shows_grouping`).
_IDEMPOTENT = frozenset({"subgroupMax", "subgroupMin", "subgroupBroadcastFirst"})
_ZERO_OVER_ANY_SET = frozenset({"subgroupBallot", "subgroupAdd"})


def shows_grouping(inst: Instruction) -> bool:
    """Would rehanging value-only operation ``inst`` on an anchor make a miscompile that a
    behaviour can show: its value depends on the set (not a constant argument that every
    set maps to one value) and reaches a branch, an address, an event, a store or the
    returned value (:func:`fuzzfarm.analysis.observed.affected`)?"""
    from fuzzfarm.analysis.observed import WRITES, affected
    from fuzzfarm.ir.model import ConstInt

    fn = inst.parent.parent if inst.parent is not None else None
    if fn is None:
        return False
    behaves = OPS[inst.callee].behaves_as if inst.callee in OPS else ""
    args = [v for v in inst.operands if not isinstance(v.type, TokenType)]
    if args and all(isinstance(v, ConstInt) for v in args) and (
            behaves in _IDEMPOTENT
            or (behaves in _ZERO_OVER_ANY_SET and all(v.value == 0 for v in args if isinstance(v, ConstInt)))):
        return False
    reached = affected(fn, [inst])
    if reached is None:
        return True  # it may decide control flow, an address or an event
    return any((user.opcode == "ret" or user.opcode in WRITES)
               and any(o in reached for o in user.operands) for user in fn.instructions())


def misgrouped(fn: Function) -> Function | None:
    """``fn`` with its first entry-token value-only operation (a ballot, sum, ...) that
    :func:`shows_grouping` rehung on a new anchor placed just before it (module
    docstring), or None when there is none."""
    from fuzzfarm.ir.model import OperandBundle

    copy = fn.clone()
    for block in copy.blocks:
        for index, inst in enumerate(block.instructions):
            token = inst.convergence_token
            if inst.callee in OPS and OPS[inst.callee].behaves_as in VALUE_ONLY \
                    and isinstance(token, Instruction) and token.callee == ENTRY \
                    and shows_grouping(inst):
                anchor = Instruction("call", TokenType(), [], "misgrouped", callee=ANCHOR)
                block.insert(index, anchor)
                inst.bundles = [OperandBundle("convergencectrl", (anchor,)) if b.tag == "convergencectrl"
                                else b for b in inst.bundles]
                return copy
    return None


class _OutOfTime(Exception):
    pass


def _out_of_time(signum: int, frame: object) -> None:
    raise _OutOfTime


def check(fn: Function, after: Function, lanes: int, timeout: int = 0) -> tuple[Verdict, float]:
    """The verdict on one pair (INCONCLUSIVE when it took more than ``timeout`` seconds,
    0: no limit) and the seconds it took."""
    from fuzzfarm.refinement.check import check_refinement
    from generators.schedules import generate_schedule

    schedule = generate_schedule(fn, lanes, subgroup_size=lanes)
    schedule = replace(schedule, active_lanes=tuple(range(lanes)))
    t = time.perf_counter()
    previous = signal.signal(signal.SIGALRM, _out_of_time)
    signal.alarm(timeout)
    try:
        kind = check_refinement(fn, after, [schedule], Model.MAXIMAL, max_runs=64).kind
    except _OutOfTime:
        kind = Verdict.INCONCLUSIVE
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return kind, time.perf_counter() - t


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernels", type=int, default=6)
    ap.add_argument("--lanes", default="4,8,16,32,64")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--cap", type=float, default=90.0)
    ap.add_argument("--timeout", type=int, default=0,
                    help="seconds a check may take before it counts as inconclusive (0: no limit)")
    ap.add_argument("--reached", action="store_true",
                    help="only kernels whose grouping reach is known (fuzzfarm/analysis/grouping_reach.py)")
    ap.add_argument("--causes", action="store_true",
                    help="count why the grouping reach is unknown instead of checking pairs")
    ap.add_argument("--seeds", type=int, default=400, help="with --causes: seeds 0..N-1")
    ap.add_argument("--pick", default="",
                    help="check the kernels of these seeds (S,S,...; e.g. from --causes) instead")
    args = ap.parse_args(argv)
    if args.causes:
        found = causes(args.seeds)
        for cause, seeds in sorted(found.items(), key=lambda kv: -len(kv[1])):
            print(f"{len(seeds):>4}  {cause:<28} {' '.join(map(str, seeds))}")
        print(f"{sum(map(len, found.values()))} kernels with explicit anchors among seeds 0..{args.seeds - 1}")
        return
    makers: dict[str, Callable[[Function], Function | None]] = {
        "o2": o2, "misgrouped": misgrouped, "broken": broken}
    kernels = anchor_kernels(args.kernels, args.reached,
                             [int(x) for x in args.pick.split(",")] if args.pick else None)
    lanes = [int(n) for n in args.lanes.split(",")]
    print(f"{'variant':<11}" + "".join(f"{n:>22}" for n in lanes))
    for name in args.variants.split(","):
        pairs = [(fn, after) for _, fn in kernels if (after := makers[name](fn)) is not None]
        cells = []
        for n in lanes:
            counts = {Verdict.PASS: 0, Verdict.VIOLATION: 0, Verdict.INCONCLUSIVE: 0}
            spent = 0.0
            for fn, after in pairs:
                kind, seconds = check(fn, after, n, args.timeout)
                counts[kind if kind in counts else Verdict.VIOLATION] += 1
                spent += seconds
            cells.append(f"{counts[Verdict.PASS]}p/{counts[Verdict.VIOLATION]}v/"
                         f"{counts[Verdict.INCONCLUSIVE]}i {spent / max(len(pairs), 1):6.1f}s")
            print(f"{name:<11}" + "".join(f"{c:>22}" for c in cells), flush=True)
            if spent > args.cap:
                break
    print("cells: pass/violation/inconclusive pairs, mean seconds per check; "
          f"{len(kernels)} anchor kernels")


if __name__ == "__main__":
    main()
