"""Lies of round 14, found by the lie sweep (benchmarks/uniformity_lies.py): every DIVERGENT
mark of opt-19's report dropped in turn and every cycle line altered, on the corpus.

- A kernel of NVVM calls without a ``target triple`` was analysed by AMDGPU's analysis,
  which calls ``llvm.nvvm.read.ptx.sreg.laneid`` uniform: the real report was refuted
  (a false refutation). It is now analysed as NVPTX; an explicit foreign triple is bad input.
- A cycle line naming no cycle of LLVM's hierarchy (a block added, another header) made the
  cycles inside the set it named unclaimed: the lie held.
- A float approximation made every value undecided when the ``affected`` analysis lost its
  way: through ``insertvalue`` (not followed: "may decide anything") and through a private
  copy read *before* the float was stored into it (clang's ``Particle p = in[id]; if
  (p.alive) p.x += ...``).
- New kinds of kernels (tests/data/uniformity/lies14/): temporal divergence, a divergent
  shared-memory index, a select of two uniform values, a uniform value of a divergent
  branch used after the join, readfirstlane in a branch, a 32-lane wave's loop, a device
  function, atomics in a loop, an irreducible region entered by lane, a uniform address
  loaded after divergent stores, an NVPTX switch. Expected values are worked by hand in
  each kernel's comment."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from lying import uniformity

from fuzzfarm.analysis.observed import affected
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.uniformity.cycles import cycle_verdicts

DATA = Path(__file__).parent / "data" / "uniformity"
NEW = DATA / "lies14"
CLANG = Path(__file__).parent / "data" / "clang"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")

#: "lane A (instance #P) has X; lane B (instance #Q) has Y;"
VALUES = re.compile(r"^lane (\d+) \(instance #\d+\) has (-?\d+); lane (\d+) \(instance #\d+\) has (-?\d+);", re.M)


_uniformity = uniformity


def _values(out: str) -> list[tuple[int, int]]:
    m = VALUES.search(out)
    assert m, out
    return [(int(m[1]), int(m[2])), (int(m[3]), int(m[4]))]


@needs_opt19
def test_an_nvvm_kernel_without_a_triple_is_analysed_as_nvptx() -> None:
    """nvptx_warp.ll has no target triple. Under the default (AMDGPU) analysis opt-19 calls
    its laneid uniform and the real report was refuted (exit 1, lanes 0 and 1). NVPTX's
    analysis calls every value divergent (the file's comment): nothing to refute."""
    kernel = DATA / "lies" / "nvptx_warp.ll"
    code, out = _uniformity(kernel, "opt-19", "--schedules", "4")
    assert code == 0, out
    assert "every uniform claim held" in out
    code, out = _uniformity(kernel, DATA / "lying-opt.sh", "--schedules", "4", LIE="q")
    assert code == 1, out
    (la, va), (lb, vb) = _values(out)
    assert (va, vb) == (la >> 3, lb >> 3) and va != vb


@needs_opt19
def test_a_foreign_triple_is_bad_input() -> None:
    """Asked for AMDGPU's analysis of NVVM calls (--triple), the command refuses (exit 2,
    the intrinsic named) instead of refuting what that analysis does not know."""
    code, out = _uniformity(DATA / "lies" / "nvptx_warp.ll", "opt-19", "--triple", "amdgcn-amd-amdhsa")
    assert code == 2, out
    assert "llvm.nvvm.read.ptx.sreg.laneid" in out and "another target's intrinsic" in out


def test_a_cycle_line_must_name_a_cycle_of_llvms_hierarchy() -> None:
    """nested_break: opt-19 lists "entries(OH) OL IH IL" (the outer loop, header %OH). With a
    foreign block %exit added, or headed by %IH, the line names no cycle: both loops are
    claimed to exit uniformly (before: both unclaimed, inside the set named)."""
    fn = parse_module((DATA / "cycles" / "nested_break.ll").read_text()).kernel()

    def verdicts(line: str) -> list[tuple[str, bool]]:
        return [(c.header.name, uniform) for c, uniform in cycle_verdicts(fn, [line])]

    assert verdicts("depth=1: entries(OH) OL IH IL") == [("OH", False)]
    assert verdicts("depth=1: entries(OH) OL IH IL exit") == [("OH", True), ("IH", True)]
    assert verdicts("depth=1: entries(IH) OL OH IL") == [("OH", True), ("IH", True)]


@needs_opt19
@pytest.mark.parametrize(("kernel", "sed"), [
    ("lane_trip", r"s/entries\(H\)/entries(H) X/"),
    ("nested_break", r"s/entries\(OH\) OL IH/entries(IH) OL OH/"),
])
def test_a_garbled_cycle_line_is_refuted(kernel: str, sed: str) -> None:
    """lane_trip: lane l leaves %H after max(l, 1) iterations; a report naming the cycle
    {H, X} (no cycle) held before (exit 0). nested_break: the outer loop's line headed by
    %IH. Both now refuted by two converged header instances leaving apart."""
    code, out = _uniformity(DATA / "cycles" / f"{kernel}.ll", DATA / "lying-cycle-alter-opt.sh",
                            "--threads", "8", "--schedules", "4", LIE_SED=sed)
    assert code == 1, out
    assert "refuted (cycle): LLVM calls exit of the cycle %" in out
    m = re.search(r"after (\d+) more iteration\(s\); lane \d+ \(instance #\d+\) at its header "
                  r"leaves to %\S+ after (\d+) more", out)
    assert m and m[1] != m[2], out


def test_insertvalue_and_a_read_before_the_write_carry_no_approximation() -> None:
    """h_argmin's minloc compares floats (an approximated choice): its result flows through
    insertvalue into ds.bpermute's data, never a branch, so the values it affects are known
    (before: None, 'may decide anything'). agg_particles' float sum %29 is stored into the
    private copy %7 after the branch's read %20 of it: %20 is not affected, nor the branch."""
    argmin = parse_module((CLANG / "audit10" / "h_argmin_O3.ll").read_text()).kernel()
    minloc = next(f for f in reachable_functions(argmin) if f.name != argmin.name)
    fcmp = next(i for i in minloc.instructions() if i.opcode == "fcmp")
    got = affected(argmin, [fcmp])
    assert got is not None
    assert not any(i.name == "3" and i.parent is not None and i.parent.parent is argmin for i in got)
    particles = parse_module((CLANG / "agg_particles.ll").read_text()).kernel()
    by_name = {i.name: i for i in particles.instructions() if i.name}
    got = affected(particles, [by_name["29"]])
    assert got is not None
    assert by_name["20"] not in got and by_name["21"] not in got
    assert by_name["29"] in got


@needs_opt19
@pytest.mark.parametrize(("kernel", "name", "partner"), [
    (CLANG / "agg_particles.ll", "16", lambda lane: lane),  # tid, loaded from its private slot
    (CLANG / "audit10" / "h_argmin_O3.ll", "12", lambda lane: lane ^ 32),  # bpermute(lane ^ 32, tid)
])
def test_lies_in_runs_that_approximated_a_float_are_refuted(kernel: Path, name: str, partner) -> None:  # type: ignore[no-untyped-def]
    """Both were undecided (exit 3: 'differs in a run that approximated fp-choice that may
    decide control flow'); now refuted, each witness holding its hand-worked value."""
    code, out = _uniformity(kernel, DATA / "lying-opt.sh", "--schedules", "4", LIE=name)
    assert code == 1, out
    assert f"refuted (data): LLVM calls %{name} in %2 uniform" in out
    (la, va), (lb, vb) = _values(out)
    assert (va, vb) == (partner(la), partner(lb)) and va != vb


@needs_opt19
def test_temporal_divergence_after_the_exit_is_refuted() -> None:
    """temporal_after_exit: opt-19's report holds; the lie about %after = 4 * %i (lane l
    leaves with %i = l & 3) is refuted by two converged %X instances holding 4 (l & 3)."""
    kernel = NEW / "temporal_after_exit.ll"
    code, out = _uniformity(kernel, "opt-19", "--schedules", "4")
    assert code == 0, out
    code, out = _uniformity(kernel, DATA / "lying-opt.sh", "--schedules", "4", LIE="after")
    assert code == 1, out
    assert "refuted (temporal): LLVM calls %after in %X uniform" in out
    (la, va), (lb, vb) = _values(out)
    assert (va, vb) == (4 * (la & 3), 4 * (lb & 3)) and va != vb


#: Lies no run can show: values opt-19 calls divergent that are uniform (worked by hand).
TRUE_UNIFORM = {
    "irreducible_lane_entry": {"%da in %A", "terminator of %A"},  # %ca1 odd < an even %lim
    "device_call_lane": {"%m in %entry"},  # @scale of the uniform %n
}


@needs_opt19
@pytest.mark.slow
@pytest.mark.parametrize("kernel", sorted(p.stem for p in NEW.glob("*.ll")))
def test_every_mark_of_a_new_kernel_dropped_is_refuted(kernel: str) -> None:
    """The sweep on each new kernel: opt-19's real report is accepted (exit 0), every
    DIVERGENT mark dropped is refuted but for the true ones, every cycle line altered is
    refuted or still listed (an irreducible region's line appears under both sections)."""
    from benchmarks.uniformity_lies import sweep_kernel

    swept = sweep_kernel(NEW / f"{kernel}.ll", deep=0)
    assert swept.real == 0, swept
    held = {name for name, fate in swept.lies.items() if fate not in ("refuted", "no claim")}
    assert held == TRUE_UNIFORM.get(kernel, set()), swept.lies


def test_loaded_words_compared_with_constants_get_split_buffers() -> None:
    """c_any_all_q compares in[lane] with 5 (sgt), 0 (slt) and -1 (sgt): each constant C
    gets buffers of C + 1 below the middle active lane's id and C from it on, the other way
    round, and C + 1 for a 64-word wave past the middle (in[lane + 64])."""
    from fuzzfarm.uniformity.probes import NEXT_WAVE, loaded_constants, loaded_split_probes
    from generators.schedules import generate_schedule

    fn = parse_module((CLANG / "audit13" / "c_any_all_q_O3.ll").read_text()).kernel()
    assert loaded_constants(fn) == [5, 0, -1]
    base = generate_schedule(fn, 0, subgroup_size=32, active_lanes=tuple(range(32)))
    base = replace(base, buffers={"0": (0,) * 64}, buffer_bytes=256)
    probes = loaded_split_probes(fn, [base])
    assert len(probes) == 9
    first, second, third = (p.buffers["0"] for p in probes[:3])
    assert first[:16] == (6,) * 16 and first[16:] == (5,) * 48
    assert second[:16] == (5,) * 16 and second[16:] == (6,) * 48
    assert third[:16 + NEXT_WAVE] == (6,) * (16 + NEXT_WAVE) and set(third[16 + NEXT_WAVE:]) == {5}
    assert set(probes[7].buffers["0"]) == {0xFFFFFFFF, 0}  # -1 and 0, as unsigned words


@needs_opt19
@pytest.mark.parametrize(("kernel", "name", "expected"), [
    # 32 lanes, middle 16: in[8..15] = 6 > 5 (any: 1), in[24..31] = 5 (0), quarter masks
    ("c_any_all_q_O3", "13", lambda lane: int(lane < 16)),
    # no in[lane] is 7 (all 8), so lanes read in[64 + lane]: 8 below the middle lane, 7 from it
    ("h_first_match_O3", "16", None),
])
def test_a_vote_on_loaded_words_at_a_constant_is_refuted(kernel: str, name: str, expected) -> None:  # type: ignore[no-untyped-def]
    """Both lies held on the default 16 schedules (exit 0: drawn words are mostly large;
    the split buffers' 1 and 2 lie on one side of 5 and 7); the loaded-constant split
    buffers refute them, each witness its hand-worked value."""
    code, out = _uniformity(CLANG / "audit13" / f"{kernel}.ll", DATA / "lying-opt.sh", LIE=name)
    assert code == 1, out
    assert f"refuted (data): LLVM calls %{name} in %11 uniform" in out
    (la, va), (lb, vb) = _values(out)
    if expected is not None:
        assert (va, vb) == (expected(la), expected(lb)) and {la & 8, lb & 8} == {8}
    else:
        middle = int(re.search(r"^schedule: subgroup (\d+)", out, re.M)[1]) // 2  # type: ignore[index]
        assert (va, vb) == (int(la >= middle), int(lb >= middle))
    assert va != vb
