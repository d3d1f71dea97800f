"""How far each case kind stays decided as waves grow (issue 13, item 3).

    python -m benchmarks.wave_sizes [--kernels 4] [--lanes 4,8,16,32,64]
                                    [--models maximal,ipdom] [--cap 60] [--kinds K,...]

Generated kernels are sorted into the kinds that decide how many implementation
choices a schedule has: ``none`` (convergent, reducible, no anchors: one
behaviour), ``irreducible`` (several cycle hierarchies under *maximal*),
``anchors`` (explicit anchors, all outside cycles: groupings grow like the Bell
numbers in the anchor instances), ``anchor in cycle`` (an anchor inside a cycle:
several instances per thread), ``unobserved anchors`` (explicit anchors, in
cycles or not, none of whose groupings can show in a behaviour: one behaviour per
hierarchy, SEMANTICS.md "Unobserved groupings"; taken out of the two kinds
before), ``non-convergent`` (a generated uncontrolled kernel
without its ``convergent`` attribute: an implicit anchor over all threads, a *root
anchor* of :mod:`fuzzfarm.refinement.decomposed`), ``non-convergent irr`` (the same of a
generated kernel with an irreducible cycle: groupings and hierarchies both) and ``symmetric root`` (a
hand-written root-anchor kernel that reads no lane identity, explicit and implicit,
on waves whose lanes take two input values: SEMANTICS.md, "Group by group",
lanes that behave alike). Generated kernels never have an explicit root anchor
(every controlled one has an entry token) and always read lane identity (lane id,
ballot, elect, broadcastFirst, shuffle). For every kind and wave size,
each kernel is checked against a copy of itself with one value renamed (a correct
"transform" whose text differs, so the identical-programs shortcut of SEMANTICS.md
does not apply and the oracles do the work: the verdict must be pass, anything else
is undecided; its last block is renamed too, so that it is not the same skeleton
either, SEMANTICS.md "The same skeleton", whose pass needs no listing: ``--kept`` renames
the value alone and measures that path instead) on one schedule with every lane active, through
the farm's path (:func:`fuzzfarm.refinement.two_oracles.check_two_oracles`, the
campaign's ``max_runs`` 16) and the reference alone
(:func:`fuzzfarm.refinement.check.check_refinement`, ``validate``'s 64 runs).
``--kept`` checks it against the renamed copy without the block renamed (the same
skeleton). ``--broken`` checks each kernel against a copy returning its value xor 1 instead (a wrong
transform: decided is a violation, or a pass where *before* is undefined); ``--paths``
narrows the paths measured.
Each line prints the decided ratio and the mean seconds per check; a kind stops
growing once a size took more than ``--cap`` seconds in all.

The ``sized`` path is what a campaign does with such a wave
(:func:`fuzzfarm.farm.sizing.sized`: the schedule narrowed to the first rung of
its ladder whose choices can all be listed, then the farm's check): its cells
give the decided ratio and the mean active lanes the sized schedules kept, i.e.
how wide a campaign's decided schedules of that kind are.

``--campaign N`` adds a second table: the campaign's own cases
(:func:`fuzzfarm.farm.case.check_case`, the ``sink`` transform) on seeds 0..N-1 where
the transform changed the kernel (an unchanged kernel is decided without running),
sorted by kind: cases, decided (pass or violation), and the mean active lanes of the
schedules the decided cases were checked on (the schedules drawn and sized by the
campaign, as the oracles got them).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace

from fuzzfarm.ir.model import Function
from fuzzfarm.vocabulary import Model, Verdict

KINDS = ("none", "irreducible", "anchors", "anchor in cycle", "unobserved anchors", "non-convergent",
         "non-convergent irr", "symmetric root")


def kind_of(fn: Function) -> str:
    from fuzzfarm.analysis.cycles import compute_cycles
    from fuzzfarm.analysis.unobserved_groupings import groupings_unobserved
    from fuzzfarm.ir.conventions import ANCHOR

    anchors = [i for i in fn.instructions() if i.callee == ANCHOR]
    if anchors and groupings_unobserved(fn):
        return "unobserved anchors"
    if anchors:
        cycles = compute_cycles(fn)
        inside = any(i.parent is not None and cycles.cycle_of(i.parent) is not None for i in anchors)
        return "anchor in cycle" if inside else "anchors"
    if not compute_cycles(fn).is_reducible:
        return "irreducible"
    return "none"


def kernels(per_kind: int) -> dict[str, list[Function]]:
    """The first ``per_kind`` generated kernels of each kind."""
    import generators

    out: dict[str, list[Function]] = {k: [] for k in KINDS}
    seed = 0
    while any(len(v) < per_kind for v in out.values()) and seed < 5000:
        prog = generators.generate(seed)
        fn = prog.kernel
        kind = kind_of(fn)
        if len(out[kind]) < per_kind:
            out[kind].append(fn)
        plain_kind = {"none": "non-convergent", "irreducible": "non-convergent irr"}.get(kind)
        if prog.style == "uncontrolled" and plain_kind and len(out[plain_kind]) < per_kind:
            plain = fn.clone()
            plain.attrs = fn.attrs - {"convergent"}
            out[plain_kind].append(plain)
        seed += 1
    out["symmetric root"] = symmetric_kernels()[:per_kind]
    return out


def symmetric_kernels() -> list[Function]:
    """:data:`generators.root_anchor.SUM_ONLY` with an explicit anchor and as a
    non-convergent kernel."""
    from generators.root_anchor import sum_only

    return [sum_only(implicit=False), sum_only(implicit=True)]


PATHS = ("farm", "reference", "sized")


def renamed(fn: Function, kept: bool = False) -> Function:
    """``fn`` with one non-call value and (unless ``kept``) its last block renamed: the
    same behaviours on every schedule (names only label values and blocks), but not
    :func:`fuzzfarm.ir.structure.same_program` as ``fn`` nor (unless ``kept``) the same
    skeleton (:mod:`fuzzfarm.refinement.skeleton`), so a check of the pair runs the
    oracles instead of passing at once."""
    from fuzzfarm.ir.structure import same_program
    from fuzzfarm.refinement.skeleton import same_skeleton

    copy = fn.clone()
    taken = {i.name for i in copy.instructions()} | {b.name for b in copy.blocks}
    victim = next(i for i in copy.instructions() if i.name and i.opcode != "call")
    victim.name = next(f"{victim.name}.r{k}" for k in range(len(taken) + 1)
                       if f"{victim.name}.r{k}" not in taken)
    if not kept:
        copy.blocks[-1].name += ".renamed"
    assert not same_program(fn, copy) and same_skeleton(fn, copy) == kept
    return copy


def broken(fn: Function) -> Function:
    """``fn`` returning its returned integer xor 1: a wrong "transform" whose every run
    differs from *before*'s where *before* returns a defined value (``--broken``)."""
    from fuzzfarm.ir.model import ConstInt, Instruction
    from fuzzfarm.ir.types import IntType

    copy = fn.clone()
    ty = copy.return_type
    for block in copy.blocks:
        ret = block.instructions[-1]
        if ret.opcode == "ret" and ret.operands and isinstance(ty, IntType):
            flip = Instruction("xor", ty, [ret.operands[0], ConstInt(ty, 1)], name=f"broken.{block.name}")
            flip.parent = block
            block.instructions.insert(len(block.instructions) - 1, flip)
            ret.operands[0] = flip
    return copy


def check(fn: Function, lanes: int, model: Model, path: str,
          wrong: bool = False, kept: bool = False) -> tuple[bool, float, int]:
    """(decided, seconds, active lanes checked) for ``fn`` against :func:`renamed` of
    itself on a wave of ``lanes`` lanes, all active (``wrong``: against :func:`broken`,
    where decided means a violation, or a pass where *before* is undefined)."""
    from fuzzfarm.farm.sizing import sized
    from fuzzfarm.refinement.check import check_refinement
    from fuzzfarm.refinement.two_oracles import check_two_oracles
    from generators.schedules import generate_schedule, narrowed

    schedule = generate_schedule(fn, lanes, subgroup_size=lanes)
    schedule = replace(schedule, active_lanes=tuple(range(lanes)))
    if fn.name == "k":  # the symmetric kernels: two input classes, one lane outside the anchor
        schedule = replace(schedule, args={"x": tuple(0 if lane == 2 else 4 + lane % 2
                                                      for lane in range(lanes))})
    after = broken(fn) if wrong else renamed(fn, kept)
    t = time.perf_counter()
    if path == "sized":  # the campaign's fallback: 2 lanes, loop bounds up to 2
        [schedule] = sized(fn, after, [schedule], [model], [narrowed(fn, schedule, 2, 2)])
    if path == "reference":
        verdict = check_refinement(fn, after, [schedule], model, max_runs=64)
    else:
        verdict = check_two_oracles(fn, after, [schedule], model, max_runs=16).verdict
    spent = time.perf_counter() - t
    if wrong:
        return verdict.kind is not Verdict.INCONCLUSIVE, spent, len(schedule.active_lanes)
    assert verdict.kind is not Verdict.VIOLATION, "a kernel against a renamed copy: a false positive"
    return verdict.kind is Verdict.PASS, spent, len(schedule.active_lanes)


def campaign_table(seeds: int) -> None:
    """Print, per kind, how wide the campaign's checked schedules are (module docstring)."""
    import fuzzfarm.refinement.two_oracles as two_oracles
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.farm.case import CampaignConfig, check_case
    from generators.programs import generate

    config = CampaignConfig(Candidate("transform", "sink"), models=(Model.MAXIMAL,))
    real = two_oracles.check_two_oracles
    seen: list[int] = []

    def spy(before, after, schedules, *a, **kw):  # type: ignore[no-untyped-def]
        result = real(before, after, schedules, *a, **kw)
        seen[:] = [len(s.active_lanes) for s in schedules]  # the last check decides
        return result

    rows: dict[str, list[tuple[bool, list[int]]]] = {k: [] for k in KINDS}
    two_oracles.check_two_oracles = spy  # type: ignore[assignment]
    try:
        for seed in range(seeds):
            seen.clear()
            fn = generate(seed).kernel
            [case] = check_case(config, seed)
            if not case.fired:
                continue
            rows[kind_of(fn)].append((case.verdict in ("pass", "violation"), list(seen)))
    finally:
        two_oracles.check_two_oracles = real  # type: ignore[assignment]
    print(f"campaign cases on seeds 0..{seeds - 1} (sink, maximal, where it fired): kind, cases, decided, "
          "mean active lanes of the decided cases' schedules (max)")
    for kind in KINDS:
        got = rows[kind]
        lanes = [n for ok, ns in got if ok for n in ns]
        mean = sum(lanes) / len(lanes) if lanes else 0.0
        print(f"{kind:18s} {len(got):5d} {sum(ok for ok, _ in got):5d} {mean:7.1f} "
              f"({max(lanes, default=0)})", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.wave_sizes", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", type=int, default=4, help="kernels per kind (default 4)")
    ap.add_argument("--lanes", default="4,8,16,32,64", help="wave sizes, all lanes active")
    ap.add_argument("--models", default="maximal,ipdom", help="comma-separated convergence models")
    ap.add_argument("--cap", type=float, default=60.0,
                    help="stop growing a kind after a size that took this many seconds")
    ap.add_argument("--kinds", default=",".join(KINDS),
                    help="comma-separated kinds to measure (default every kind)")
    ap.add_argument("--broken", action="store_true",
                    help="check each kernel against a copy returning its value xor 1 (a wrong "
                         "transform: decided means a violation found, or before undefined)")
    ap.add_argument("--kept", action="store_true",
                    help="rename a value only (the same skeleton: passed without listing a choice)")
    ap.add_argument("--paths", default=",".join(PATHS), help="comma-separated paths to measure")
    ap.add_argument("--campaign", type=int, default=0, metavar="N",
                    help="also the campaign's cases on seeds 0..N-1, by kind")
    args = ap.parse_args(argv)
    if args.campaign:
        campaign_table(args.campaign)
    sizes = [int(x) for x in args.lanes.split(",") if x]
    models = [Model(m) for m in args.models.split(",") if m]
    chosen = kernels(args.kernels)
    print(f"{'kind':18s} {'path':9s} {'model':8s} " + " ".join(f"{n:>13d}" for n in sizes))
    wanted = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if unknown := sorted(set(wanted) - set(KINDS)):
        ap.error(f"unknown kinds {unknown}: choose among {', '.join(KINDS)}")
    for kind in (k for k in KINDS if k in wanted):
        for path in (p for p in PATHS if p in args.paths.split(",")):
            for model in models:
                cells = []
                stopped = False
                for n in sizes:
                    if stopped or not chosen[kind]:
                        cells.append(f"{'-':>13s}")
                        continue
                    results = [check(fn, n, model, path, args.broken, args.kept) for fn in chosen[kind]]
                    decided = sum(ok for ok, _, _ in results)
                    spent = sum(s for _, s, _ in results)
                    if path == "sized":
                        kept = sum(w for ok, _, w in results if ok) / max(1, decided)
                        cells.append(f"{decided}/{len(results)} {kept:5.1f}L")
                    else:
                        cells.append(f"{decided}/{len(results)} {spent / len(results):6.2f}s")
                    stopped = spent > args.cap
                print(f"{kind:18s} {path:9s} {model.value:8s} " + " ".join(cells), flush=True)
    print("cells: decided (pass) / kernels, mean seconds per check (sized: mean active lanes of "
          "the decided sized schedules); '-': not run (cap)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
