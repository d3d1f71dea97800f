"""Our candidate optimizations (``fuzzfarm.transforms``): well-formed output, refusals,
and behaviour: each naive form breaks its bait, each aware form keeps behaviours.

Inputs are in ``tests/data/transforms/``; every file's header comment says which
seed example it reproduces.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from fuzzfarm.analysis.static_rules import check_module
from fuzzfarm.behaviour import POISON, Behaviour, Outcome
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import verify
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.transforms import uniformity
from fuzzfarm.transforms.base import TransformResult
from fuzzfarm.transforms.registry import TRANSFORMS, get, names
from fuzzfarm.transforms.wellformed import problems
from fuzzfarm.vocabulary import MODELS
from oracles.reference import behaviours, run

DATA = Path(__file__).parent / "data" / "transforms"
FAMILIES = [
    "sink", "hoist", "jump-thread", "tail-merge", "unroll", "unroll-exact", "rotate",
    "speculate", "anchor-move", "inline",
]


def load(name: str) -> Module:
    return parse_module((DATA / f"{name}.ll").read_text())


def apply(transform: str, module: Module, seed: int = 0) -> TransformResult:
    return get(transform)(module, "kernel", random.Random(seed))


def kernel(module: Module) -> Function:
    return module.kernel("kernel")


def execute(module: Module, schedule: Schedule, model: str = "maximal") -> Behaviour:
    return run(kernel(module), schedule, model).behaviour


def word(b: Behaviour, lane: int, index: int) -> int | object:
    """The little-endian i32 at ``index`` of ``lane``'s buffer (POISON if any byte is)."""
    t = next(t for t in b.threads if t.lane == lane)
    raw = t.buffers[0][4 * index: 4 * index + 4]
    if any(x is POISON for x in raw):
        return POISON
    return int.from_bytes(bytes(raw), "little")  # type: ignore[arg-type]


def signed(v: int) -> int:
    return v - (1 << 32) if v >> 31 else v


# -- the registry ------------------------------------------------------------------------


def test_registry_has_every_family_in_both_forms() -> None:
    assert set(names()) == {f for f in FAMILIES} | {f + "-naive" for f in FAMILIES}
    assert names(aware=True) == FAMILIES
    for family in FAMILIES:
        aware, naive = get(family), get(family + "-naive")
        assert (aware.aware, naive.aware) == (True, False)
        assert aware.family == naive.family == family
    with pytest.raises(KeyError, match="unknown transform"):
        get("licm")


# -- firing: well-formed output that LLVM and our static checker accept ----------------

FIRES = [
    ("sink", "sink_plain"), ("sink", "sink_uniform"), ("sink-naive", "sink_texture"),
    ("hoist", "hoist_uniform"), ("hoist", "hoist_shuffle"), ("hoist-naive", "hoist_reduction"),
    ("hoist-naive", "tail_merge_ballot"),
    ("jump-thread", "jump_thread_controlled"), ("jump-thread-naive", "jump_thread_uncontrolled"),
    ("jump-thread", "jump_thread_dup_plain"), ("jump-thread-naive", "jump_thread_dup"),
    ("tail-merge", "tail_merge_uniform"), ("tail-merge", "tail_merge_plain"),
    ("tail-merge-naive", "tail_merge_ballot"),
    ("unroll", "unroll_anchor"), ("unroll", "dowhile_anchor"), ("unroll-naive", "unroll_heart"),
    ("unroll-naive", "dowhile_heart"), ("unroll-naive", "rotate_single"),
    ("unroll-exact", "unroll_exact_const"), ("unroll-exact", "unroll_exact_even"),
    ("unroll-exact", "dowhile_const"), ("unroll-exact-naive", "unroll_heart"),
    ("unroll-exact-naive", "rotate_single"),
    ("rotate", "rotate_single"), ("rotate", "rotate_two_entries"), ("rotate", "unroll_anchor"),
    ("rotate-naive", "rotate_two_entries"),
    ("speculate", "speculate_plain"), ("speculate", "jump_thread_uncontrolled"),
    ("speculate", "speculate_uniform"),
    ("speculate-naive", "speculate_shuffle"), ("speculate-naive", "speculate_add"),
    ("anchor-move", "anchor_sink"), ("anchor-move", "anchor_hoist"),
    ("anchor-move-naive", "anchor_sink"), ("anchor-move-naive", "unroll_heart"),
]


@pytest.mark.parametrize(("transform", "program"), FIRES)
def test_fires_with_well_formed_output(transform: str, program: str) -> None:
    module = load(program)
    before = print_module(module)
    for seed in range(3):
        result = apply(transform, module, seed)
        assert result.fired, result.notes
        assert result.notes
        assert result.module is not module
        assert print_module(module) == before, "the input module was mutated"
        text = print_module(result.module)
        assert problems(kernel(result.module)) == []
        assert verify(text) is None, text
        assert check_module(result.module) == [], text
        assert print_module(parse_module(text)) == text  # it reads back unchanged


# -- refusing: aware forms leave divergent convergent code alone -------------------------

REFUSES = [
    ("sink", "sink_texture", "divergent branch"),
    ("hoist", "hoist_reduction", "divergent branch"),
    ("hoist", "tail_merge_ballot", "divergent branch"),
    ("jump-thread", "jump_thread_uncontrolled", "uncontrolled convergent"),
    ("jump-thread", "jump_thread_dup", "would duplicate"),
    ("tail-merge", "tail_merge_ballot", "convergent operations"),
    ("unroll", "unroll_heart", "heart"),
    ("unroll", "dowhile_heart", "heart"),
    ("unroll", "rotate_single", "uncontrolled convergent"),
    ("unroll-exact", "unroll_heart", "even trip count"),
    ("unroll-exact", "dowhile_heart", "even trip count"),
    ("rotate", "unroll_heart", "heart"),
    ("speculate", "speculate_shuffle", "may trap"),
    ("speculate", "speculate_add", "divergent branch"),
    ("anchor-move", "unroll_heart", "no anchor"),
    ("anchor-move", "hoist_reduction", "no anchor"),
]


@pytest.mark.parametrize(("transform", "program", "why"), REFUSES)
def test_aware_form_refuses(transform: str, program: str, why: str) -> None:
    module = load(program)
    for seed in range(3):
        result = apply(transform, module, seed)
        assert not result.fired
        assert result.module is module
        assert why in result.notes


def test_no_site_means_unchanged_input() -> None:
    module = load("hoist_reduction")
    for name in ("unroll", "unroll-naive", "rotate", "rotate-naive", "jump-thread-naive"):
        result = apply(name, module)
        assert (result.fired, result.module) == (False, module)


# -- the uniformity analysis ----------------------------------------------------------------


def test_uniformity_inreg_constants_and_divergent_regions() -> None:
    fn = kernel(load("hoist_uniform"))
    info = uniformity.analyze(fn)
    assert info.is_uniform_branch(fn.entry)
    assert info.is_uniform(fn.args[0]) and not info.is_uniform(fn.args[1])
    fn = kernel(load("hoist_reduction"))
    info = uniformity.analyze(fn)
    assert not info.is_uniform_branch(fn.entry)
    # the join of a divergent branch: its phi is divergent
    end = fn.block("end")
    assert not info.is_uniform(end.phis[0])
    # a loop with a divergent exit: everything inside is divergent
    fn = kernel(load("unroll_heart"))
    info = uniformity.analyze(fn)
    assert fn.block("body") in info.divergent_blocks
    assert not info.is_uniform(fn.block("header").phis[0])


def test_uniformity_convergent_results_and_lane_id_are_divergent() -> None:
    fn = kernel(load("tail_merge_uniform"))
    info = uniformity.analyze(fn)
    ballot = fn.block("then").instructions[0]
    assert not info.is_uniform(ballot)


# -- naive forms break their bait -----------------------------------------------------------


def test_hoist_naive_merges_the_reductions() -> None:
    """Seed 000 "Reductions inside divergent control flow": sums per side become one sum."""
    module = load("hoist_reduction")
    after = apply("hoist-naive", module).module
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    b, a = execute(module, s), execute(after, s)
    assert word(b, 0, 0) == 4 + 1  # gains: 1 + 3, plus one
    assert word(a, 0, 0) == (-2 + 1) & 0xFFFFFFFF  # the sum over all four threads
    assert compare(a, b).match is Match.NO


def test_hoist_naive_merges_the_ballots() -> None:
    """Seed 004: ``if (cc) ballot(true) else ballot(true)`` is not one ballot."""
    module = load("tail_merge_ballot")
    after = apply("hoist-naive", module).module
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    assert word(execute(module, s), 0, 0) == 0b0101
    assert word(execute(after, s), 0, 0) == 0b1111


def test_sink_naive_shrinks_the_reduction_set() -> None:
    """Seed 000 textureSample / seed 001 texture2D: sinking into the use changes S."""
    module = load("sink_texture")
    after = apply("sink-naive", module).module
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    assert signed(word(execute(module, s), 0, 0)) == -2  # all four threads
    assert word(execute(after, s), 0, 0) == 4  # only threads 0 and 2


def test_jump_thread_naive_splits_the_barrier_under_ipdom() -> None:
    """Seed 000 "Unstructured control flow": post-dominator reconvergence differs."""
    module = load("jump_thread_uncontrolled")
    after = apply("jump-thread-naive", module).module
    s = Schedule.full(4, {"a": [1, -1, 1, -1], "b": [1, 1, 1, 1]})
    before_ipdom, after_ipdom = execute(module, s, "ipdom"), execute(after, s, "ipdom")
    assert before_ipdom.threads[0].barriers == (frozenset({0, 1, 2, 3}),)
    assert after_ipdom.threads[0].barriers == (frozenset({0, 2}),)
    assert after_ipdom.threads[1].barriers == (frozenset({1, 3}),)
    # maximal convergence in acyclic code does not see the difference (seed 000)
    assert compare(execute(after, s), execute(module, s)).match is Match.YES


def test_jump_thread_naive_duplicates_a_controlled_reduction() -> None:
    """Threading through a block with a convergent operation copies it: even with the
    entry token, threads arriving along the two paths run different copies."""
    module = load("jump_thread_dup")
    result = apply("jump-thread-naive", module)
    assert "through a copy" in result.notes
    s = Schedule.full(4, {"a": [1, -1, 1, -1], "b": [1, 1, 1, 1]})
    for model in MODELS:
        b, a = execute(module, s, model), execute(result.module, s, model)
        assert [word(b, lane, 0) for lane in range(4)] == [5, 3, 5, 3]  # 4 threads, plus %a
        assert [word(a, lane, 0) for lane in range(4)] == [3, 1, 3, 1]  # 2 threads per copy


def test_tail_merge_naive_merges_the_ballots() -> None:
    module = load("tail_merge_ballot")
    after = apply("tail-merge-naive", module).module
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    assert word(execute(module, s), 1, 0) == 0b1010
    assert word(execute(after, s), 1, 0) == 0b1111


@pytest.mark.parametrize("program", ["unroll_heart", "dowhile_heart"])
def test_unroll_naive_splits_the_third_iteration(program: str) -> None:
    """Seed 000 "Loop Unrolling": threads with 3 and 4 iterations, remainder after 2."""
    module = load(program)
    after = apply("unroll-naive", module).module
    s = Schedule.full(4, {"n": [3, 4, 3, 4]})
    b, a = execute(module, s), execute(after, s)
    assert [word(b, lane, 2) for lane in range(4)] == [4, 4, 4, 4]
    assert [word(a, lane, 2) for lane in range(4)] == [2, 2, 2, 2]
    assert word(a, 1, 3) == word(b, 1, 3) == 2  # the fourth iteration: threads 1 and 3


def test_unroll_exact_naive_splits_the_first_iteration() -> None:
    """The odd iteration peeled in front: the first iteration runs in two static copies."""
    module = load("unroll_heart")
    after = apply("unroll-exact-naive", module).module
    s = Schedule.full(4, {"n": [3, 4, 3, 4]})
    b, a = execute(module, s), execute(after, s)
    assert [word(b, lane, 0) for lane in range(4)] == [4, 4, 4, 4]
    # threads 0 and 2 (3 iterations) run their first one alone in the peeled copy,
    # then their second one with the first one of threads 1 and 3
    assert [word(a, lane, 0) for lane in range(4)] == [2, 4, 2, 4]
    assert word(a, 0, 1) == 4


def test_rotate_naive_splits_the_first_header_execution() -> None:
    module = load("rotate_two_entries")
    after = apply("rotate-naive", module).module
    s = Schedule.full(4, {"x": [1, -1, 1, -1], "n": [2, 2, 2, 2]})
    for model in MODELS:
        b, a = execute(module, s, model), execute(after, s, model)
        assert word(b, 0, 0) == 4, model  # all threads meet at the header
        assert word(a, 0, 0) == 2, model  # each guard copy counts its own entry
        assert compare(a, b).match is Match.NO


def test_speculate_naive_shuffle_adds_undefined_behaviour() -> None:
    """Seed 000: "there is no guarantee about the value of %id" where the condition fails."""
    module = load("speculate_shuffle")
    after = apply("speculate-naive", module).module
    s = Schedule.full(4, {"x": [1, 40, 2, 3]})
    b, a = execute(module, s), execute(after, s)
    assert b.outcome is Outcome.OK
    assert a.outcome is Outcome.UB
    assert compare(a, b).match is Match.NO


def test_speculate_naive_reduction_sums_everyone() -> None:
    module = load("speculate_add")
    after = apply("speculate-naive", module).module
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    assert word(execute(module, s), 0, 0) == 4
    assert signed(word(execute(after, s), 0, 0)) == -2


def _in_behaviour_set(after: Behaviour, before_fn: Function, s: Schedule, model: str) -> bool:
    entries = behaviours(before_fn, s, model, max_runs=512).entries
    return any(compare(after, e.behaviour).match is Match.YES for e in entries)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_anchor_move_naive_sinks_one_operation_without_its_anchor(seed: int) -> None:
    """Seed 000: sinking only %b lets threads meet at %a but not at %b; no anchor
    grouping of the original produces that."""
    module = load("anchor_sink")
    result = apply("anchor-move-naive", module, seed)
    assert "sank" in result.notes and "anchor" not in result.notes.split("into")[0]
    s = Schedule.full(4, {"x": [1, -2, 3, -4]})
    for model in MODELS:
        after = execute(result.module, s, model)
        assert not _in_behaviour_set(after, kernel(module), s, model)


def test_anchor_move_naive_sinks_the_anchor_into_the_loop() -> None:
    """Seed 000: inside the loop, each iteration's anchor may group threads anew."""
    module = load("unroll_heart")
    result = apply("anchor-move-naive", module)
    assert "replacing its heart" in result.notes
    s = Schedule.full(4, {"n": [3, 3, 3, 3]})
    split = tuple(
        AnchorGroup("outer", lane, occ, 0 if occ == 1 else 10 * occ + lane // 2)
        for lane in range(4) for occ in range(1, 5)
    )
    after = run(kernel(result.module), s.with_choices(Choices(anchors=split))).behaviour
    assert [word(after, 0, k) for k in range(3)] == [4, 2, 2]
    assert not _in_behaviour_set(after, kernel(module), s, "maximal")


# -- aware forms keep behaviours ---------------------------------------------------------

RANGES = {"n": (0, 6), "x": (-4, 6), "a": (-2, 2), "b": (-2, 2), "y": (0, 2), "u": (-1, 1),
          "id": (0, 9)}


def schedules(module: Module, count: int) -> list[Schedule]:
    """Seeded schedules over several subgroup sizes, some with inactive lanes."""
    fn = kernel(module)
    rng = random.Random(1234)
    out: list[Schedule] = []
    for k in range(count):
        size = (1, 2, 3, 4, 5, 8)[k % 6]
        active = tuple(lane for lane in range(size) if k % 3 != 2 or rng.random() < 0.7) or (0,)
        args: dict[str, tuple[int, ...]] = {}
        for a in fn.args:
            if str(a.type) == "ptr":
                continue
            lo, hi = RANGES.get(a.name, (-3, 3))
            if a.is_uniform_input:
                v = rng.randint(lo, hi)
                args[a.name] = (v,) * size
            else:
                args[a.name] = tuple(rng.randint(lo, hi) for _ in range(size))
        out.append(Schedule(size, active, args))
    return out


KEEPS = [
    ("sink", "sink_plain"), ("sink", "sink_uniform"),
    ("hoist", "hoist_uniform"), ("hoist", "hoist_shuffle"), ("hoist", "tail_merge_plain"),
    ("hoist", "tail_merge_uniform"),
    ("jump-thread", "jump_thread_controlled"), ("jump-thread", "jump_thread_dup_plain"),
    ("tail-merge", "tail_merge_uniform"), ("tail-merge", "tail_merge_plain"),
    ("unroll-exact", "unroll_exact_const"), ("unroll-exact", "unroll_exact_even"),
    ("unroll-exact", "dowhile_const"),
    ("rotate", "rotate_single"), ("rotate", "rotate_two_entries"), ("rotate", "unroll_anchor"),
    ("speculate", "speculate_plain"), ("speculate", "jump_thread_uncontrolled"),
    ("speculate", "jump_thread_controlled"), ("speculate", "speculate_uniform"),
]


@pytest.mark.parametrize(("transform", "program"), KEEPS)
def test_aware_form_keeps_behaviours(transform: str, program: str) -> None:
    module = load(program)
    for seed in range(2):
        after = apply(transform, module, seed).module
        for s in schedules(module, 12):
            for model in MODELS:
                b, a = execute(module, s, model), execute(after, s, model)
                assert b.decided, b.describe()
                c = compare(a, b)
                assert c.match is Match.YES, (model, s, [d.describe() for d in c.differences])


# Anchors group threads in an implementation-defined way, so a transform may pick
# another grouping. The check: the transformed run's anchor grouping, replayed on
# the original as a schedule choice (each lane's k-th anchor execution joins the
# group of the transformed k-th one), gives the same behaviour: it is one of the
# original's behaviours.
KEEPS_UP_TO_ANCHORS = [
    ("anchor-move", "anchor_sink"), ("anchor-move", "anchor_hoist"),
    ("unroll", "unroll_anchor"), ("unroll", "dowhile_anchor"),
]


def replayed_choices(before: Function, after: Function, s: Schedule, model: str) -> Choices:
    """Anchor groupings for ``before`` that reproduce ``after``'s default groupings."""
    orig = run(before, s, model).trace.record
    new = run(after, s, model).trace.record
    labels: dict[object, int] = {}
    groups: list[AnchorGroup] = []
    for lane in s.active_lanes:
        seen: dict[str, int] = {}
        mine = [i.key for i in new.instances(lane) if i.kind == "anchor"]
        theirs = [i for i in orig.instances(lane) if i.kind == "anchor"]
        assert len(mine) <= len(theirs)
        for k, inst in enumerate(theirs):
            name = inst.label.removeprefix("%")
            seen[name] = seen.get(name, 0) + 1
            key = mine[k] if k < len(mine) else ("alone", lane, k)
            groups.append(AnchorGroup(name, lane, seen[name], labels.setdefault(key, len(labels))))
    return Choices(anchors=tuple(groups))


@pytest.mark.parametrize(("transform", "program"), KEEPS_UP_TO_ANCHORS)
def test_aware_anchor_transform_stays_within_the_behaviour_set(transform: str, program: str) -> None:
    module = load(program)
    after = apply(transform, module).module
    for s in schedules(module, 12):
        for model in MODELS:
            a = execute(after, s, model)
            choices = replayed_choices(kernel(module), kernel(after), s, model)
            b = run(kernel(module), s.with_choices(choices), model).behaviour
            assert b.decided, b.describe()
            c = compare(a, b)
            assert c.match is Match.YES, (model, s, [d.describe() for d in c.differences])


# -- generated programs: no crash, well-formed output ------------------------------------


def test_generated_programs_transform_cleanly() -> None:
    """Every transform on a few generated kernels: no exception, no mutation of the
    input, and output that LLVM and our static checker accept."""
    programs = pytest.importorskip("generators.programs")
    fired = 0
    for seed in range(12):
        module = programs.generate(seed).module
        fn = module.kernel()
        text = print_module(module)
        for name, transform in TRANSFORMS.items():
            result = transform(module, fn.name, random.Random(seed))
            assert print_module(module) == text, (seed, name)
            if not result.fired:
                assert result.module is module
                continue
            fired += 1
            out = print_module(result.module)
            assert verify(out) is None, (seed, name, result.notes)
            assert check_module(result.module) == [], (seed, name, result.notes)
    assert fired > 0
