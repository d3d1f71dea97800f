"""Real LLVM convergence bug classes as hand-written before/after pairs (tests/data/llvmbugs).

Each class is an optimization LLVM got wrong (or had to learn to refuse) on convergent
operations: its README names the issue or pull request. For every class BEFORE is a
kernel, AFTER what the buggy transform made of it and FIXED (where one exists) what a
correct transform may make of it. The expected exit codes were derived by hand from the
seeds, not from the tool: a changed communicating set (or value read from a lane in
another set) is a violation (seed 000, "Hoisting and Sinking", "Loop Unrolling"); a
rewrite that keeps every dynamic instance's set (seed 003's maximal convergence) passes.

Two verdicts differ between the models, on purpose: jump threading that only gives the
reduction's block a new entry edge (c06 FIXED: llvm/llvm-project#213868, closed as
invalid) keeps maximal convergence's sets but not the sets a SIMT stack reconverging at
the immediate post-dominator forms; call-site splitting (c21 AFTER) splits a call by its
predecessors exactly as such a stack already executes it, and is wrong only under
maximal convergence; so does threading a loop's entry edge past its header (c22 AFTER:
the iterations are counted from a new header, which a SIMT stack never looks at).

The real passes are run on the BEFOREs too: LLVM 19's opt still produces three of the
classes (GVNSink's token phi, GVNSink's sinking of both sides' ballots into the join,
SimplifyCFG's merge of a loop intrinsic into the entry block) and must be reported;
everything else it does (or declines) must pass.

c24 to c28 (the kernels' natural wave, 32 and 64 lanes) come from a second search of the
bug threads; c24 needs more than 4 lanes, which code of no known target gets by default
since fuzzfarm/ir/lanetests.py (its test splits the lanes at 4). c29 to c35 come from a
third (wave-reduction constant folding, DXC's waterfall-loop deletion and wave-op sinking,
uniformity analysis misses behind AMDGPU's uniform-intrinsic folds); the embedded LLVM
22.1 still has c29's bug and is run on them too. c36 to c40 come from a fourth, of bugs
below the IR optimizer written back as IR (NVPTX's MachineSink past an early return, a
SYCL ballot wrapper left as a call at -O0, AMDGPU's SIFoldOperands reading a loop's scalar
counter after a divergent exit, scalar ALU and scalar load selection of divergent operands). c41 is a live bug of
LLVM 19 and 22.1 that fuzzfarm's own campaign found (InstCombine folding nested
readfirstlanes across convergence tokens). c42 to c49 come from a fifth search and live hunt:
LLPC's readfirstlane lifting into a compare (llpc#2746), LLVM 22.1's permlane64 fold
across tokens (live), LoopDeletion of a loop whose heart is used after it (#156651, an
assertion in 22.1's O3), EarlyCSE merging two anchors and SimplifyCFG merging a heart
behind a convergent operation (both live in LLVM 19 and 22.1), #157459's shader for
Vulkan, and LLVM 22.1's bpermute-to-readlane fold across tokens (live; it was undecided
until a lane-varying readlane index read as poison) and its readfirstlane hoisting through
an add (live).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

DATA = Path(__file__).resolve().parent / "data" / "llvmbugs"

#: (class, variant) -> expected exit code under (maximal, ipdom).
EXPECTED: dict[tuple[str, str], tuple[int, int]] = {
    ("c01_hoist_common", "after"): (1, 1),
    ("c01_hoist_common", "fixed"): (0, 0),
    ("c02_sink_differing_tokens", "after"): (1, 1),
    ("c02_sink_differing_tokens", "fixed"): (0, 0),
    ("c03_cse_across_blocks", "after"): (1, 1),
    ("c03_cse_across_blocks", "fixed"): (0, 0),
    ("c04_speculate_readfirstlane", "after"): (1, 1),
    ("c04_speculate_readfirstlane", "fixed"): (0, 0),
    ("c05_licm_hoist", "after"): (1, 1),
    ("c05_licm_hoist", "fixed"): (0, 0),
    ("c06_jump_thread_new_edge", "after"): (1, 1),
    ("c06_jump_thread_new_edge", "fixed"): (0, 1),
    ("c07_merge_loop_heart_block", "after"): (1, 1),
    ("c07_merge_loop_heart_block", "fixed"): (0, 0),
    ("c08_unroll_heart_remainder", "after"): (1, 1),
    ("c08_unroll_heart_remainder", "fixed"): (0, 0),
    ("c09_runtime_unroll_uniform", "fixed"): (0, 0),
    ("c10_runtime_unroll_divergent", "after"): (1, 1),
    ("c11_unswitch_nontrivial", "after"): (1, 1),
    ("c11_unswitch_nontrivial", "fixed"): (0, 0),
    ("c12_extended_loop_token", "after"): (1, 1),
    ("c12_extended_loop_token", "fixed"): (0, 0),
    ("c13_sink_out_of_loop", "after"): (1, 1),
    ("c13_sink_out_of_loop", "fixed"): (0, 0),
    ("c14_chr_clone_bpermute", "after"): (1, 1),
    ("c15_uniform_ballot_fold", "after"): (1, 1),
    ("c15_uniform_ballot_fold", "fixed"): (0, 0),
    ("c16_atomic_optimizer_divergent", "after"): (1, 1),
    ("c16_atomic_optimizer_divergent", "fixed"): (0, 0),
    ("c17_inline_entry_token", "after"): (1, 1),
    ("c17_inline_entry_token", "fixed"): (0, 0),
    ("c18_outline_token_region", "after"): (1, 1),
    ("c18_outline_token_region", "fixed"): (0, 0),
    ("c19_loop_rotate_header", "after"): (1, 1),
    ("c19_loop_rotate_header", "fixed"): (0, 0),
    ("c20_nvptx_sink_ballot", "after"): (1, 1),
    ("c21_callsite_splitting", "after"): (1, 0),
    ("c22_thread_into_cycle", "after"): (1, 0),
    ("c23_readfirstlane_fold", "after"): (1, 1),
    ("c23_readfirstlane_fold", "fixed"): (0, 0),
    ("c24_join_reduce_into_arms", "after"): (1, 1),
    ("c24_join_reduce_into_arms", "fixed"): (0, 0),
    ("c25_redux_sync_swapped_mask", "after"): (1, 1),
    ("c25_redux_sync_swapped_mask", "fixed"): (0, 0),
    ("c26_permlane_sunk_into_branch", "after"): (1, 1),
    ("c26_permlane_sunk_into_branch", "fixed"): (0, 0),
    ("c27_permlane64_uniform_fold", "after"): (1, 1),
    ("c27_permlane64_uniform_fold", "fixed"): (0, 0),
    ("c28_flatten_identical_arms", "after"): (1, 1),
    ("c28_flatten_identical_arms", "fixed"): (0, 0),
    ("c29_wave_reduce_const_fold", "after"): (1, 1),
    ("c29_wave_reduce_const_fold", "fixed"): (0, 0),
    ("c30_waterfall_loop_deleted", "after"): (1, 1),
    ("c30_waterfall_loop_deleted", "fixed"): (0, 0),
    ("c31_uniform_exit_phi", "after"): (1, 1),
    ("c31_uniform_exit_phi", "fixed"): (0, 0),
    ("c32_uniform_join_phi", "after"): (1, 1),
    ("c32_uniform_join_phi", "fixed"): (0, 0),
    ("c33_readlane_temporal_divergence", "after"): (1, 1),
    ("c33_readlane_temporal_divergence", "fixed"): (0, 0),
    ("c34_wave_op_sunk_into_branch", "after"): (1, 1),
    ("c34_wave_op_sunk_into_branch", "fixed"): (0, 0),
    ("c35_irreducible_divergent_entry", "after"): (1, 1),
    ("c35_irreducible_divergent_entry", "fixed"): (0, 0),
    ("c36_nvptx_sink_past_early_return", "after"): (1, 1),
    ("c36_nvptx_sink_past_early_return", "fixed"): (0, 0),
    ("c37_ballot_wrapper_not_inlined", "after"): (1, 1),
    ("c37_ballot_wrapper_not_inlined", "fixed"): (0, 0),
    ("c38_fold_across_divergent_exit", "after"): (1, 1),
    ("c38_fold_across_divergent_exit", "fixed"): (0, 0),
    ("c39_scalar_alu_divergent_operand", "after"): (1, 1),
    ("c39_scalar_alu_divergent_operand", "fixed"): (0, 0),
    ("c40_scalar_load_divergent_address", "after"): (1, 1),
    ("c40_scalar_load_divergent_address", "fixed"): (0, 0),
    ("c41_readfirstlane_fold_across_tokens", "after"): (1, 1),
    ("c41_readfirstlane_fold_across_tokens", "fixed"): (0, 0),
    ("c42_readfirstlane_lifted_into_compare", "after"): (1, 1),
    ("c42_readfirstlane_lifted_into_compare", "fixed"): (0, 0),
    ("c43_permlane64_fold_across_tokens", "after"): (1, 1),
    ("c43_permlane64_fold_across_tokens", "fixed"): (0, 0),
    ("c44_loop_deleted_live_out_token", "after"): (1, 1),
    ("c44_loop_deleted_live_out_token", "fixed"): (0, 0),
    ("c45_early_cse_merges_anchors", "after"): (1, 1),
    ("c45_early_cse_merges_anchors", "fixed"): (0, 0),
    ("c46_merge_heart_behind_convergent_op", "after"): (1, 1),
    ("c46_merge_heart_behind_convergent_op", "fixed"): (0, 0),
    ("c47_spirv_degenerate_loop_merged", "after"): (1, 1),
    ("c47_spirv_degenerate_loop_merged", "fixed"): (0, 0),
    ("c48_bpermute_to_readlane_across_tokens", "after"): (1, 1),
    ("c48_bpermute_to_readlane_across_tokens", "fixed"): (0, 0),
    ("c49_readfirstlane_hoisted_through_add_across_tokens", "after"): (1, 1),
    ("c49_readfirstlane_hoisted_through_add_across_tokens", "fixed"): (0, 0),
}

#: Lanes each class is checked at ("" is validate's default, the kernel's natural wave)
#: where not 4 and 32: c24 splits its lanes at 4, c25 is CUDA code of whole warps, c26 a
#: gfx1030 (wave32) kernel and c27 a wave64 one whose permutes read lanes 16 and 32 away;
#: c29 and c32 are gfx90a (wave64) kernels, c31, c33 and c35 gfx1030 (wave32) ones, each
#: also checked at 4 (or 32) lanes. c36 is CUDA code (32-lane warps), c38 and c39 gfx1030
#: kernels and c40 a gfx90a one; c37 is portable code, checked on 64 lanes too. c41 is a
#: gfx90a kernel (its natural wave 64 lanes). c42 is a gfx1030 kernel (wave32), c43 a
#: wave64 gfx1100 one whose permute reads lanes 32 away (on 32 lanes it cannot differ:
#: TOO_NARROW), c44 a gfx90a one. c45 has two anchors, whose groupings are listed in full
#: only up to 3 lanes (UNDECIDED_AT: 4 and more are sampled, undecided for FIXED). c46 is
#: a gfx90a kernel, c47 a Vulkan (SPIR-V) compute kernel of no fixed subgroup size, c48 a
#: gfx90a one, as c49.
LANES: dict[str, tuple[str, ...]] = {
    "c24_join_reduce_into_arms": ("", "32", "64"),
    "c25_redux_sync_swapped_mask": ("", "32"),
    "c26_permlane_sunk_into_branch": ("", "32"),
    "c27_permlane64_uniform_fold": ("", "64"),
    "c28_flatten_identical_arms": ("", "32", "64"),
    "c29_wave_reduce_const_fold": ("", "32"),
    "c31_uniform_exit_phi": ("", "4"),
    "c32_uniform_join_phi": ("", "4"),
    "c33_readlane_temporal_divergence": ("", "4"),
    "c35_irreducible_divergent_entry": ("", "4"),
    "c36_nvptx_sink_past_early_return": ("", "4"),
    "c37_ballot_wrapper_not_inlined": ("", "32", "64"),
    "c38_fold_across_divergent_exit": ("", "4"),
    "c39_scalar_alu_divergent_operand": ("", "4"),
    "c40_scalar_load_divergent_address": ("", "4", "32"),
    "c41_readfirstlane_fold_across_tokens": ("", "4", "32"),
    "c42_readfirstlane_lifted_into_compare": ("", "4"),
    "c43_permlane64_fold_across_tokens": ("", "64"),
    "c44_loop_deleted_live_out_token": ("", "4", "32"),
    "c45_early_cse_merges_anchors": ("3", "4"),
    "c46_merge_heart_behind_convergent_op": ("", "4", "32"),
    "c47_spirv_degenerate_loop_merged": ("", "32"),
    "c48_bpermute_to_readlane_across_tokens": ("", "4", "32"),
    "c49_readfirstlane_hoisted_through_add_across_tokens": ("", "4", "32"),
}


#: correct rewrites of kernels with anchors whose groupings a subgroup of these lanes has
#: too many of to list (README, "Validate one optimization"): undecided there, never a
#: violation. c02's lanes each run one of two anchors (listed group by group up to 10
#: lanes); every lane of c45 runs both of its anchors, whose groupings multiply.
UNDECIDED_AT = {("c02_sink_differing_tokens", "fixed"): "32",
                ("c45_early_cse_merges_anchors", "fixed"): "4"}


def _validate(name: str, variant: str, *options: str) -> int:
    return fuzzfarm(["validate", DATA / f"{name}.before.ll", DATA / f"{name}.{variant}.ll",
                     *(o for o in options if o)]).returncode


def test_every_pair_file_is_listed() -> None:
    """No pair in the folder goes untested, and no listed pair is missing."""
    on_disk = {(p.name.split(".")[0], p.name.split(".")[1]) for p in DATA.glob("*.ll")
               if not p.name.endswith(".before.ll")}
    assert on_disk == set(EXPECTED)
    assert all((DATA / f"{name}.before.ll").exists() for name, _ in EXPECTED)


#: classes whose anchors make a 32-lane check search many groupings (5-15 s a run)
ANCHORED = {"c02_sink_differing_tokens", "c17_inline_entry_token"}


def _cases() -> list[object]:
    return [pytest.param(name, variant, model, lanes,
                         marks=[pytest.mark.slow] if (lanes == "32" and name in ANCHORED)
                         or UNDECIDED_AT.get((name, variant)) == lanes else [])
            for name, variant in sorted(EXPECTED) for model in ("maximal", "ipdom")
            for lanes in LANES.get(name, ("4", "32"))]


@pytest.mark.parametrize(("name", "variant", "model", "lanes"), _cases())
def test_pair_exit_code(name: str, variant: str, model: str, lanes: str) -> None:
    expected = EXPECTED[name, variant][model == "ipdom"]
    if UNDECIDED_AT.get((name, variant)) == lanes:
        expected = 3
    assert _validate(name, variant, "--model", model, "--threads" if lanes else "", lanes) == expected


@pytest.mark.parametrize(("name", "variant"), sorted(k for k, v in EXPECTED.items() if v[0] == 1))
def test_violation_replays(name: str, variant: str, tmp_path: Path) -> None:
    """A buggy AFTER's counterexample is written and replays to the same kind of finding."""
    out = tmp_path / "repro"
    lanes = LANES.get(name, ("4",))[0]
    assert _validate(name, variant, "--threads" if lanes else "", lanes, "--out", str(out)) == 1
    assert fuzzfarm(["replay", out]).returncode == 1


#: (class, lanes) on which the buggy AFTER cannot differ, worked by hand: c24's lanes are
#: all below its threshold 4; c26's permute reads the high row (lanes 16-31) and c27's
#: the other half (lanes 32-63), which no lane of the narrower subgroup has, in either
#: program (poison both sides).
TOO_NARROW = [("c24_join_reduce_into_arms", "4"), ("c26_permlane_sunk_into_branch", "16"),
              ("c27_permlane64_uniform_fold", "32"), ("c43_permlane64_fold_across_tokens", "32")]


@pytest.mark.parametrize(("name", "lanes"), TOO_NARROW)
def test_after_passes_where_no_lane_tells(name: str, lanes: str) -> None:
    assert _validate(name, "after", "--threads", lanes) == 0


def test_default_subgroup_holds_the_compared_lane_ids() -> None:
    """c24 is code of no known target testing ``id < 4``: validate's default subgroup is
    8 lanes (was 4, on which the buggy AFTER passed), and its reproducer says so."""
    result = fuzzfarm(["validate", DATA / "c24_join_reduce_into_arms.before.ll",
                       DATA / "c24_join_reduce_into_arms.after.ll"])
    assert result.returncode == 1
    assert '"subgroup_size": 8' in result.stdout


def _opt(name: str, pipeline: str) -> int:
    return fuzzfarm(["validate", DATA / f"{name}.before.ll", "--opt", "opt-19",
                     "--pipeline", pipeline, "--threads", "4"]).returncode


#: what LLVM 19's own passes make of each BEFORE: 1 where it still has the bug.
OPT19 = [
    ("c01_hoist_common", "simplifycfg<hoist-common-insts>", 0),
    ("c01_hoist_common", "gvn-sink", 1),  # both ballots sunk into the join (examples/gvn-sink)
    ("c02_sink_differing_tokens", "gvn-sink", 1),  # a phi of tokens: ill-formed
    ("c03_cse_across_blocks", "early-cse,gvn", 0),
    ("c04_speculate_readfirstlane", "speculative-execution,simplifycfg", 0),
    ("c05_licm_hoist", "loop-mssa(licm)", 0),
    ("c06_jump_thread_new_edge", "jump-threading", 0),
    ("c07_merge_loop_heart_block", "simplifycfg", 1),  # loop intrinsic behind entry
    ("c08_unroll_heart_remainder", "loop-unroll<runtime>", 0),
    ("c09_runtime_unroll_uniform", "loop-unroll<runtime>", 0),
    ("c10_runtime_unroll_divergent", "loop-unroll<runtime>", 0),
    ("c11_unswitch_nontrivial", "simple-loop-unswitch<nontrivial>", 0),
    ("c12_extended_loop_token", "indvars,loop-deletion", 0),
    ("c13_sink_out_of_loop", "loop-mssa(licm),sink", 0),
    ("c17_inline_entry_token", "inline", 0),
    ("c19_loop_rotate_header", "loop-rotate", 0),
    ("c21_callsite_splitting", "callsite-splitting", 0),
    ("c24_join_reduce_into_arms", "jump-threading,simplifycfg", 0),
    ("c26_permlane_sunk_into_branch", "sink", 0),
    ("c28_flatten_identical_arms", "simplifycfg<hoist-common-insts;sink-common-insts>", 0),
    ("c29_wave_reduce_const_fold", "instcombine", 0),  # LLVM 19 folds no wave.reduce
    ("c30_waterfall_loop_deleted", "loop-mssa(licm),loop-deletion,simplifycfg", 0),
    ("c32_uniform_join_phi", "instcombine", 0),
    ("c33_readlane_temporal_divergence", "instcombine", 0),
    ("c34_wave_op_sunk_into_branch", "sink,instcombine,gvn-sink", 0),
    ("c35_irreducible_divergent_entry", "instcombine", 0),
    ("c36_nvptx_sink_past_early_return", "instcombine,sink", 0),  # the vote stays put
    ("c37_ballot_wrapper_not_inlined", "inline", 0),  # c37 FIXED's shape
    ("c38_fold_across_divergent_exit", "indvars,loop-deletion", 0),  # c38 FIXED's exit value
    ("c41_readfirstlane_fold_across_tokens", "instcombine", 1),  # live: c41 AFTER exactly
    ("c41_readfirstlane_fold_across_tokens", "default<O3>", 1),
    ("c43_permlane64_fold_across_tokens", "instcombine", 0),  # LLVM 19 keeps the permlane64
    ("c44_loop_deleted_live_out_token", "indvars,loop-deletion", 0),  # c44 FIXED's shape
    ("c44_loop_deleted_live_out_token", "default<O3>", 0),
    ("c45_early_cse_merges_anchors", "early-cse", 1),  # live: anchors merged, not well nested
    ("c45_early_cse_merges_anchors", "default<O2>", 1),
    ("c46_merge_heart_behind_convergent_op", "simplifycfg", 1),  # live: LLVM 19 too
    ("c47_spirv_degenerate_loop_merged", "loop-simplify,simplifycfg", 1),  # #157459 itself
    ("c48_bpermute_to_readlane_across_tokens", "instcombine", 0),  # LLVM 19 keeps the bpermute
    ("c49_readfirstlane_hoisted_through_add_across_tokens", "instcombine", 0),  # no such fold
]


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs LLVM 19's opt")
@pytest.mark.parametrize(("name", "pipeline", "expected"), OPT19)
def test_llvm19_passes(name: str, pipeline: str, expected: int) -> None:
    assert _opt(name, pipeline) == expected


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="needs LLVM 19's llc")
def test_atomic_optimizer_in_divergent_branch_passes() -> None:
    """llc's own atomic optimizer takes its ballot inside the branch (c16 FIXED's shape)."""
    assert fuzzfarm(["validate", DATA / "c16_atomic_optimizer_divergent.before.ll",
                     "--llc", "llc-19", "--codegen", "amdgcn-amd-amdhsa:gfx90a",
                     "--stop-after", "amdgpu-atomic-optimizer", "--threads", "4"]).returncode == 0


#: what the embedded LLVM 22.1 (llvmlite) makes of the newer BEFOREs: its constant folding
#: still folds wave.reduce.add/xor of a constant to the constant (c29 AFTER's bug: PR
#: #193142, April 2026, came after 22.1), so `instcombine` and `default<O3>` must be
#: reported; its O3 of c30 and c34 is exactly their FIXED.
LLVM22 = [
    ("c29_wave_reduce_const_fold", "instcombine", 1),
    ("c29_wave_reduce_const_fold", "default<O3>", 1),
    ("c30_waterfall_loop_deleted", "default<O3>", 0),
    ("c31_uniform_exit_phi", "default<O3>", 0),
    ("c32_uniform_join_phi", "default<O3>", 0),
    ("c33_readlane_temporal_divergence", "default<O3>", 0),
    ("c34_wave_op_sunk_into_branch", "default<O3>", 0),
    ("c35_irreducible_divergent_entry", "default<O3>", 0),
    ("c36_nvptx_sink_past_early_return", "default<O3>", 0),
    ("c37_ballot_wrapper_not_inlined", "default<O3>", 0),
    ("c38_fold_across_divergent_exit", "default<O3>", 0),
    ("c39_scalar_alu_divergent_operand", "default<O3>", 0),
    ("c40_scalar_load_divergent_address", "default<O3>", 0),
    ("c41_readfirstlane_fold_across_tokens", "instcombine", 1),  # live in 22.1 too
    ("c41_readfirstlane_fold_across_tokens", "default<O3>", 1),  # crashes: c44's bug
    ("c42_readfirstlane_lifted_into_compare", "default<O3>", 0),
    ("c44_loop_deleted_live_out_token", "default<O3>", 1),  # live: assertion in LoopDeletion
    ("c45_early_cse_merges_anchors", "O2", 1),  # live: c45 AFTER exactly
    ("c46_merge_heart_behind_convergent_op", "simplifycfg", 1),  # live: c46 AFTER exactly
    ("c46_merge_heart_behind_convergent_op", "O3", 1),
    ("c48_bpermute_to_readlane_across_tokens", "instcombine", 1),  # live: c48 AFTER exactly
    ("c49_readfirstlane_hoisted_through_add_across_tokens", "instcombine", 1),  # live: AFTER
    ("c47_spirv_degenerate_loop_merged", "O3", 0),  # PR #166452's guard covers this shape
]


@pytest.mark.parametrize(("name", "pipeline", "expected"), LLVM22)
def test_llvm22_passes(name: str, pipeline: str, expected: int) -> None:
    assert fuzzfarm(["validate", DATA / f"{name}.before.ll", "--pipeline", pipeline,
                     "--threads", "4"]).returncode == expected


def test_llvm22_folds_a_constant_reduction_to_the_constant() -> None:
    """c29 through the embedded LLVM 22.1, which stores (3 + 5) * 7 = 56 in the odd lanes and
    3 * 7 = 21 in the even ones whatever lanes run; BEFORE with lanes 0-3 active stores
    (12 + 0) * 7 = 84 in every lane (a sum of 3 over four lanes, an xor of 5 over the two
    odd ones), so the counterexample shows one of LLVM's values (README: c29)."""
    result = fuzzfarm(["validate", DATA / "c29_wave_reduce_const_fold.before.ll",
                       "--pipeline", "instcombine", "--threads", "4"])
    assert result.returncode == 1
    assert "after 56" in result.stdout or "after 21" in result.stdout


def test_llvm22_folds_a_constant_wave_reduce_sub(tmp_path: Path) -> None:
    """c29 with the odd lanes' xor made a sub (PR #193142's third fold): the embedded LLVM
    22.1 folds sub(5) to 5. Worked by hand on all 64 lanes (validate's first schedule):
    BEFORE stores (3 * 64 + (0 - 5 * 32)) * 7 = 224 in odd lanes, LLVM (3 + 5) * 7 = 56.
    wave.reduce.sub was an unknown convergent callee (exit 2) before the oracles read it."""
    before = tmp_path / "sub.ll"
    before.write_text((DATA / "c29_wave_reduce_const_fold.before.ll").read_text()
                      .replace("wave.reduce.xor", "wave.reduce.sub"))
    result = fuzzfarm(["validate", before, "--pipeline", "instcombine"])
    assert result.returncode == 1
    assert "lane 1 buffer 0 byte 0: before 224, after 56" in result.stdout


WWM = """target triple = "amdgcn-amd-amdhsa"
define i32 @k(i32 %x) #0 {{
entry:
{body}  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %r
}}
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32) convergent
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) convergent
attributes #0 = {{ convergent "target-cpu"="gfx90a" }}
"""


def test_whole_wave_intrinsics_are_refused_with_their_reason(tmp_path: Path) -> None:
    """PR #190640's class (set.inactive's uniformity) has no pair: set.inactive and the
    WWM copies read inactive lanes' registers, which neither model holds. LLVM declares
    them convergent; the refusal says so (exit 2, bad input), where it said 'unknown
    convergent callee' as for a typo."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(WWM.format(body=""))
    after.write_text(WWM.format(body="  %s = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)\n"
                                     "  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s)\n"))
    ran = fuzzfarm(["validate", before, after])
    assert ran.returncode == 2
    assert "unsupported: intrinsic @llvm.amdgcn.set.inactive.i32: it reads or writes inactive " \
           "lanes' registers" in ran.stderr
    assert "unknown convergent callee" not in ran.stderr


#: (class, the first difference the buggy AFTER shows on 4 lanes), worked by hand for
#: validate's first schedule on 4 lanes (lanes 0-2 active, x = 7, 63, 0, 64, k = base = -1,
#: each buffer the words 2..17): c36 counts 3 lanes before the sunk ballot and 2 after it
#: (lane 1: 3 + 63 = 66 against 2 + 63); c37's wrapper ballots lanes {0, 1} (3), run with
#: every lane {0, 1, 2} (7); c38's lane 2 leaves at 0 & 3 = 0 but reads the largest exit
#: value, 7 & 3 = 63 & 3 = 3, times 10; c39's lane 1 computes 4 * 63 - 1 = 251 and the
#: scalar chain 4 * 7 - 1 = 27; c40's lane 2 loads word 0 & 3 = 0 (2) where the scalar load
#: reads word 7 & 3 = 3 (5), both plus word -1 & 3 = 3 (5).
FIRST_DIFFERENCE = [
    ("c36_nvptx_sink_past_early_return", "lane 1 return: before 66, after 65"),
    ("c37_ballot_wrapper_not_inlined", "lane 0 return: before 3, after 7"),
    ("c38_fold_across_divergent_exit", "lane 2 return: before 0, after 30"),
    ("c39_scalar_alu_divergent_operand", "lane 1 return: before 251, after 27"),
    ("c40_scalar_load_divergent_address", "lane 2 return: before 7, after 10"),
]


@pytest.mark.parametrize(("name", "line"), FIRST_DIFFERENCE)
def test_buggy_after_shows_the_worked_difference(name: str, line: str) -> None:
    result = fuzzfarm(["validate", DATA / f"{name}.before.ll", DATA / f"{name}.after.ll",
                       "--threads", "4"])
    assert result.returncode == 1
    assert line in result.stdout


@pytest.mark.parametrize("name", ["c36_nvptx_sink_past_early_return",
                                  "c38_fold_across_divergent_exit",
                                  "c39_scalar_alu_divergent_operand"])
def test_no_64_lane_launch_of_a_32_lane_target(name: str) -> None:
    """CUDA warps and gfx1030 waves have 32 lanes: 64 lanes is no launch of these kernels,
    refused (exit 2) rather than judged."""
    assert _validate(name, "after", "--threads", "64") == 2


def test_readfirstlane_fold_across_tokens_worked_by_hand() -> None:
    """c41 (found by fuzzfarm's own campaign, live in LLVM 19.1.7 and 22.1): with n =
    2,0,1,3 lane L leaves the loop after n_L + 1 hearts, alone in its exit iteration, so the
    heart-controlled readfirstlane gives each lane its own n_L and the entry-controlled one
    lane 0's 2 in every lane (seed 000: the loop token's threads are those of one iteration,
    the entry token's every thread). The folded AFTER returns 2,0,1,3; FIXED 2 everywhere."""
    def returns(variant: str) -> list[str]:
        result = fuzzfarm(["run", DATA / f"c41_readfirstlane_fold_across_tokens.{variant}.ll",
                           "--args", "n=2,0,1,3"])
        assert result.returncode == 0
        return [line.split()[-1] for line in result.stdout.splitlines()
                if line.strip().startswith("lane ") and ": ret " in line]

    assert returns("before") == ["2", "2", "2", "2"]
    assert returns("after") == ["2", "0", "1", "3"]
    assert returns("fixed") == ["2", "2", "2", "2"]


#: c41's kin, each a rewrite of c41 BEFORE's calls: InstCombine's readlane(readfirstlane x,
#: y) and readfirstlane(readlane x, c) folds ignore the tokens the same way. In the first
#: the outer readlane of lane 0 is lane 0's trip count in every lane, the fold gives each
#: lane its own; in the second the inner readlane reads lane 0, outside the exit set of a
#: lane leaving alone (poison there), which the fold returns instead of lane 0's count.
C41_KIN = [
    ("%outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %inner)",
     "%outer = call i32 @llvm.amdgcn.readlane.i32(i32 %inner, i32 0)"),
    ("%inner = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)",
     "%inner = call i32 @llvm.amdgcn.readlane.i32(i32 %i, i32 0)"),
]


@pytest.mark.parametrize(("old", "new"), C41_KIN)
def test_readlane_kin_of_c41_folds_across_tokens(old: str, new: str, tmp_path: Path) -> None:
    text = (DATA / "c41_readfirstlane_fold_across_tokens.before.ll").read_text()
    assert old in text
    before = tmp_path / "kin.ll"
    before.write_text(text.replace(old, new) + "declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent\n")
    assert fuzzfarm(["validate", before, "--pipeline", "instcombine", "--threads", "4"]).returncode == 1


#: BEFOREs on which the embedded LLVM 22.1 (built with assertions) stops in LoopDeletion
#: (c44's bug, #156651): after IndVarSimplify rewrites the exit value, the loop's heart,
#: used by the readfirstlane after it, is all that is left of the loop. A crash is a
#: finding (exit 1), not the fold c41 and c43 show under `instcombine`.
LOOP_DELETION_CRASH = ["c12_extended_loop_token", "c41_readfirstlane_fold_across_tokens",
                       "c43_permlane64_fold_across_tokens",
                       "c44_loop_deleted_live_out_token"]


@pytest.mark.parametrize("name", LOOP_DELETION_CRASH)
def test_llvm22_o3_stops_in_loop_deletion(name: str) -> None:
    result = fuzzfarm(["validate", DATA / f"{name}.before.ll", "--pipeline", "default<O3>",
                       "--threads", "4"])
    assert result.returncode == 1
    assert "verdict: crash" in result.stdout and "deleteDeadLoop" in result.stdout


def test_permlane64_fold_across_tokens_worked_by_hand() -> None:
    """c43 (live in LLVM 22.1's instcombine, which prints exactly c43 AFTER; on 4 lanes no
    lane has a partner, so it is checked at its natural 64) on validate's first schedule (n = 2, 3, 2, 5, ... with n_32 = 3 and
    n_33 = 2): lane L returns the %inner of lane L xor 32, which is that lane's own
    max(n, 0) (lanes leaving in one iteration share %i). Lane 0 gets lane 32's 3, the
    fold its own 2; lane 1 lane 33's 2, the fold its own 3."""
    result = fuzzfarm(["validate", DATA / "c43_permlane64_fold_across_tokens.before.ll",
                       "--pipeline", "instcombine"])
    assert result.returncode == 1
    assert "lane 0 return: before 3, after 2" in result.stdout
    assert "lane 1 return: before 2, after 3" in result.stdout


def test_lifted_readfirstlane_ballots_every_lane() -> None:
    """c42 on 4 lanes (validate's first schedule: lanes 0-2 active): BEFORE's compare
    holds only in lane 0 (the lane id equals the first lane's), ballot 1; the lifted
    readfirstlane makes it hold in all three, ballot 0b111 = 7."""
    result = fuzzfarm(["validate", DATA / "c42_readfirstlane_lifted_into_compare.before.ll",
                       DATA / "c42_readfirstlane_lifted_into_compare.after.ll", "--threads", "4"])
    assert result.returncode == 1
    assert "lane 0 return: before 1, after 7" in result.stdout


def test_merged_anchors_are_not_well_nested() -> None:
    """c45 AFTER at gfx90a's natural 64 lanes: the static rules reject it before any
    schedule runs (seed 000, well-nested regions), as LLVM's verifier does."""
    result = fuzzfarm(["validate", DATA / "c45_early_cse_merges_anchors.before.ll",
                       DATA / "c45_early_cse_merges_anchors.after.ll"])
    assert result.returncode == 1
    assert "ill-formed-after" in result.stdout
    assert "region of %a1 contains a use of %e but not its definition" in result.stdout


BALLOT_KIN = """target triple = "amdgcn-amd-amdhsa"
define i32 @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i, %n
  br i1 %more, label %loop, label %exit
exit:
  %inner = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %heart) ]
  %outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %inner) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}
declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
attributes #0 = { convergent "target-cpu"="gfx1030" }
"""


def test_llvm22_folds_readfirstlane_of_a_heart_ballot(tmp_path: Path) -> None:
    """c41's kin in LLVM 22.1 only (found live 2026-11-28): its InstCombine drops
    readfirstlane(x) for any 'trivially uniform' x, a ballot's result included, whatever
    the ballot's token. On 4 lanes (n = 3, 2, 5 on the active lanes 0-2) each lane leaves
    alone, so the heart's ballot is the lane's own bit (1, 2, 4); the entry-controlled
    readfirstlane is lane 0's 1 in every lane, the fold gives each lane its own bit.
    LLVM 19 keeps the readfirstlane."""
    before = tmp_path / "ballot.ll"
    before.write_text(BALLOT_KIN)
    result = fuzzfarm(["validate", before, "--pipeline", "instcombine", "--threads", "4"])
    assert result.returncode == 1
    assert "lane 2 return: before 1, after 4" in result.stdout
    if shutil.which("opt-19"):
        assert fuzzfarm(["validate", before, "--opt", "opt-19", "--pipeline", "instcombine",
                         "--threads", "4"]).returncode == 0


SAME_TOKEN_ARMS = """target triple = "amdgcn-amd-amdhsa"
define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp sgt i32 %x, 4
  br i1 %c, label %a, label %b
a:
  %ra = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0) [ "convergencectrl"(token %e) ]
  %ya = add i32 %ra, 1
  br label %join
b:
  %rb = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0) [ "convergencectrl"(token %e) ]
  %yb = add i32 %rb, 2
  br label %join
join:
  %r = phi i32 [ %ya, %a ], [ %yb, %b ]
  ret i32 %r
}
declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent
attributes #0 = { convergent "target-cpu"="gfx90a" }
"""


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs LLVM 19's opt")
def test_gvn_sink_merges_arms_sharing_a_token(tmp_path: Path) -> None:
    """c01/c02's GVNSink with controlled convergence (checked live 2026-11-28): two
    reductions under the same entry token, one per arm of a divergent branch, sunk into
    one in the join (no token phi needed, so c02's ill-formedness does not show; the sets
    change). Worked by hand on 4 lanes (x = 7, 63, 0 on the active lanes 0-2): lanes 0, 1
    take arm a, umax 63, + 1 = 64; lane 2 arm b, umax 0, + 2 = 2; sunk, lane 2 reads the
    umax of all three lanes, 63 + 2 = 65. SimplifyCFG's sinking keeps the arms apart."""
    before = tmp_path / "arms.ll"
    before.write_text(SAME_TOKEN_ARMS)
    result = fuzzfarm(["validate", before, "--opt", "opt-19", "--pipeline", "gvn-sink",
                       "--threads", "4"])
    assert result.returncode == 1
    assert "lane 2 return: before 2, after 65" in result.stdout
    assert fuzzfarm(["validate", before, "--opt", "opt-19", "--pipeline",
                     "simplifycfg<sink-common-insts;hoist-common-insts>", "--threads", "4"]
                    ).returncode == 0


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs LLVM 19's opt")
def test_opt19_without_the_spirv_target_says_what_broke() -> None:
    """opt-19 warns about the missing SPIR-V backend before the verifier's lines; the
    ill-formed verdict names the verifier's complaint first (it named the warning)."""
    result = fuzzfarm(["validate", DATA / "c47_spirv_degenerate_loop_merged.before.ll",
                       "--opt", "opt-19", "--pipeline", "loop-simplify,simplifycfg"])
    assert result.returncode == 1
    assert "verdict: ill-formed-after (Loop intrinsic cannot be preceded by a convergent " \
           "operation in the same basic block." in result.stdout
    assert "warning" not in result.stdout.lower()


def test_bpermute_made_readlane_across_tokens_worked_by_hand() -> None:
    """c48 on 4 lanes (n = 3, 2, 5 on the active lanes 0-2, each leaving alone): BEFORE's
    bpermute reads %n of lane n_L >> 2 = lanes 0, 0, 1: 3, 3, 2. LLVM 22.1's readlane index
    n_L >> 2 differs across the wave: undefined, poison in every lane (was unsupported:
    exit 3, the live bug undecided)."""
    result = fuzzfarm(["validate", DATA / "c48_bpermute_to_readlane_across_tokens.before.ll",
                       "--pipeline", "instcombine", "--threads", "4"])
    assert result.returncode == 1
    for line in ("lane 0 return: before 3, after poison", "lane 2 return: before 2, after poison"):
        assert line in result.stdout


def test_readfirstlane_hoisted_through_add_worked_by_hand() -> None:
    """c49 on 4 lanes (n = 3, 2, 5 on lanes 0-2, each leaving alone, %inner its own n):
    BEFORE's entry-controlled readfirstlane of n + %inner is lane 0's 6 everywhere; LLVM
    22.1's hoisted form gives readfirstlane(n) + %inner = 3 + n_L: 6, 5, 8."""
    result = fuzzfarm(["validate",
                       DATA / "c49_readfirstlane_hoisted_through_add_across_tokens.before.ll",
                       "--pipeline", "instcombine", "--threads", "4"])
    assert result.returncode == 1
    for line in ("lane 1 return: before 6, after 5", "lane 2 return: before 6, after 8"):
        assert line in result.stdout


def test_llvm22_drops_a_bpermute_of_a_heart_readfirstlane(tmp_path: Path) -> None:
    """c48's kin at the same fold (PR #130133: a bpermute of a uniform value is that value),
    live in LLVM 22.1 only: `ds.bpermute(0, %inner)` under the entry token reads lane 0's
    %inner in every lane; with n = 3, 2, 5 on lanes 0-2 (each leaving alone) that is 3, where
    the fold returns each lane's own 3, 2, 5."""
    text = (DATA / "c41_readfirstlane_fold_across_tokens.before.ll").read_text()
    old = "%outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %inner)"
    assert old in text
    before = tmp_path / "bpermute.ll"
    before.write_text(text.replace(old, "%outer = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %inner)")
                      + "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent\n")
    result = fuzzfarm(["validate", before, "--pipeline", "instcombine", "--threads", "4"])
    assert result.returncode == 1
    assert "lane 1 return: before 3, after 2" in result.stdout
