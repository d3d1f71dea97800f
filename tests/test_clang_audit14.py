"""A fourteenth audit of clang-19's GPU kernels, judged as the hidden checks would run them.

tests/data/clang/audit14/ holds the sources (a14.cu for sm_80, a14.hip for gfx90a and
gfx1100, a14.cl for gfx90a and spir64), the kernels clang-19 makes of them at -O0, -O1,
-O3 and before optimization (build.sh), hand-made AFTERs (make_bad.py: miscompiles, and
two correct rewrites that must pass) and a README of what each kernel checks and what the
audit found. The shapes are those the earlier audits left out: a warp radix-sort step,
shared atomics whose old value is used, ``__syncwarp`` with a partial mask, ``__shfl_up_sync``
with a width, the bitwise ``__reduce_*_sync`` with ``__match_all_sync``, early returns
before warp operations, goto-made irreducible loops, ``_Float16``, ``__launch_bounds__``,
``[[clang::convergent]]`` noinline functions, DPP with a partial row mask in a branch,
gfx11 ``permlane64``, and OpenCL's non-uniform sub-group functions.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
from clangaudit import check_by_hand, check_replayable_violation
from clangaudit import word as _word
from clirun import fuzzfarm

DATA = Path(__file__).resolve().parent / "data" / "clang" / "audit14"


def _own(values: dict[int, int]) -> dict[tuple[int, int], int]:
    """Each lane's own word (out[l]) of the output buffer."""
    return {(lane, lane): v & 0xFFFFFFFF for lane, v in values.items()}


def _with(n: int, **at: int) -> list[int]:
    """in[l] = l, but the lanes named ``l<k>=v`` hold v."""
    words = list(range(n))
    for key, v in at.items():
        words[int(key[1:])] = v & 0xFFFFFFFF
    return words


def _halves(values: list[float]) -> list[int]:
    """``_Float16`` values two a word (the lower index in the low half)."""
    bits = [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]
    return [bits[i] | bits[i + 1] << 16 for i in range(0, len(bits), 2)]


RADIX_KEYS = [((31 - lane) & 3) | lane << 4 for lane in range(32)]

# (kernel, lanes, {buffer: words}, output buffer, {(lane, word index): value worked by hand}).
# The README's table says how each was worked out.
BY_HAND = [
    # keys (31 - l) & 3 with the lane in bits 4 up, sorted stably on bits 0-1: the 8 keys
    # of digit 0 (lanes 3, 7, ..., 31) first, then digit 1 (lanes 2, 6, ...), ...
    ("c_radix2", 32, {0: RADIX_KEYS}, 1, _own({0: 3 << 4, 1: 7 << 4, 8: 2 << 4 | 1, 24: 3, 31: 28 << 4 | 3})),
    # in = l: 8 lanes a bin, tickets below 8; the width-8 inclusive scan of the segment
    ("c_ticket_scan", 32, {0: range(32)}, 1, _own({0: 81, 7: 28081, 9: 17081, 31: 220081})),
    # low half: l + (15 - l) = 15, plus its xor-1 partner's 15; high half: 8 odd lanes
    ("c_half_sync", 32, {0: range(32)}, 1, _own({0: 30, 15: 30, 16: 8, 31: 8})),
    # n = l & 3: round 0 has 24 lanes (16 odd), round 1 16 (8 with l + 1 odd), round 2 8 (8)
    ("c_trip_ballot", 32, {0: range(32)}, 1, _own({0: 0, 1: 16, 2: 168, 3: 1688})),
    # in = 2l, lane 9 100: quarters 0, 2, 3 match (3), quarter 1 does not (0); and^or^xor
    # of 0, 2, .., 14 is 14, of quarter 1 is 8; quarters 2 and 3: min * 100 + max
    ("c_match_bits", 32, {0: [100 if v == 9 else 2 * v for v in range(32)]}, 1,
     _own({0: 143, 8: 80, 16: 32463, 31: 48623})),
    # lanes 0 and 5 return: the rest sum 491, the first left (lane 1) broadcasts 1
    ("c_early_ret", 32, {0: _with(32, l0=-1, l5=-1)}, 1, _own({0: 0, 1: 491001, 31: 491001})),
    # n = l & 7 steps alternating +1/+10 from the lane's parity; 20 lanes end above 20
    ("c_goto_irr", 32, {0: range(32)}, 1, _own({0: 120, 1: 1020, 6: 3320, 7: 4320})),
    # half(l) summed by a butterfly: 496.0 (0x5fc0) in every lane (two halves a word)
    ("c_half_sum", 32, {0: _halves([float(v) for v in range(32)])}, 1, {(0, 0): 0x5FC0, (31, 15): 0x5FC0 << 16}),
    # lanes 8..31: a butterfly that adds a partner only when it is in the mask
    ("c_noinline_group", 32, {0: range(32)}, 1, _own({0: -1, 8: 312, 15: 312, 16: 468, 31: 468})),
    # even t add t, odd t add t << 33: 240 + 2**41; then the other element
    ("c_u64_atomic", 32, {0: [w for v in range(32) for w in (v, 0)]}, 1,
     {(0, 0): 240, (0, 1): 512, (1, 2): 241, (1, 3): 512, (2, 4): 240, (2, 5): 516}),
    # lanes 2 and 7 return; the odd values left are compacted: lanes 1, 3, 5, 9 write
    # slots 0..3; every lane left counts 31 (15)
    ("h_compact_ret", 64, {0: _with(64, l2=-1, l7=-1)}, 1,
     {(1, 0): 1, (3, 1): 3, (5, 2): 5, (9, 3): 9, (0, 64): 31, (63, 127): 31}),
    ("w_compact_ret", 32, {0: _with(32, l2=-1, l7=-1)}, 1, {(9, 3): 9, (0, 32): 15}),
    # keys (l >> 4 & 3) << 32 | l & 3: lane l's round is 4 (l >> 4) + (l & 3) + 1; the
    # ballot after the loop sees the whole wave (maximal convergence)
    ("h_readlane_keys", 64, {0: [w for v in range(64) for w in (v & 3, v >> 4 & 3)]}, 1,
     _own({0: 164, 5: 264, 19: 864, 63: 1664})),
    # row_shr:1 (old -1 at a row's start); quad 0 broadcast in rows 0 and 2 only (-2)
    ("h_dpp_branch", 64, {0: range(64)}, 1, _own({5: 4004, 16: -1002, 17: 15998, 32: -968, 33: 32032, 50: 0})),
    ("w_dpp_branch", 32, {0: range(32)}, 1, _own({5: 4004, 16: -1002, 17: 15998})),
    # l % 3 == 0: 22 lanes led by lane 0; == 1 with l & 2 == 0: 11 lanes led by lane 1
    ("h_conv_call", 64, {0: range(64)}, 1, _own({0: 22, 1: 100111, 2: 7, 7: -1, 63: 22})),
    ("w_conv_call", 32, {0: range(32)}, 1, _own({0: 11, 1: 100106, 10: -1})),
    # half(l): s[t] + s[t + 1], then xor 1 and xor 2 partners: lane 0 16.0, lane 63 432.0
    ("h_half_swz", 64, {0: _halves([float(v) for v in range(64)])}, 1, {(0, 0): 0x4C00, (1, 0): 0x4C00 << 16, (63, 31): 0x5EC0 << 16}),
    # in = l % 10: the maximum 9 at lanes 9, 19, ...: 6 of 64 (3 of 32); readfirstlane
    # reads lane 0, which holds no maximum: 1 << 20
    ("h_lds_max", 64, {0: [v % 10 for v in range(64)]}, 1, _own({0: 90600 + (1 << 20), 63: 90600 + (1 << 20)})),
    ("w_lds_max", 32, {0: [v % 10 for v in range(32)]}, 1, _own({0: 90300 + (1 << 20)})),
    # permlane64 a no-op in wave32; permlanex16 reads lane (l - 1) & 15 of the other row
    ("w_perm_rows", 32, {0: range(32)}, 1, _own({0: 31, 1: 1016, 16: 16015, 17: 17000})),
    # lanes 5 and 10 return: exclusive sums of the rest, max 63 (31), lane 0's 0
    ("cl_ret_scan", 64, {0: _with(64, l5=-1, l10=-1)}, 1, _own({4: 66300, 6: 106300, 63: 19386300})),
    ("s_ret_scan", 32, {0: _with(32, l5=-1, l10=-1)}, 1, _own({6: 103100})),
    # a per 8 lanes 1, 10, 11, 21, 22, 32, 33, 43 (173): 8 blocks (4)
    ("cl_goto_irr", 64, {0: range(64)}, 1, _own({0: 13840, 63: 13840})),
    ("s_goto_irr", 32, {0: range(32)}, 1, _own({0: 6920})),
    # sums 2016, 4032, 192 (496, 992, 96) by component, max 63 << 32 (31 << 32)
    ("cl_struct_reduce", 64, {0: range(64)}, 1, {(0, 0): 2016, (0, 1): 63, (1, 2): 4032, (2, 4): 192}),
    ("s_struct_reduce", 32, {0: range(32)}, 1, {(0, 0): 496, (0, 1): 31, (1, 2): 992, (2, 4): 96}),
    # state l & 3: 0 -> 2 -> 3 (min 0, +1000, 3 steps), 1 -> 3, 2 -> 3, 3
    ("cl_switch_goto", 64, {0: range(64)}, 1, _own({0: 10003, 1: 1002, 2: 10002, 3: 1})),
    ("s_switch_goto", 32, {0: range(32)}, 1, _own({4: 10003, 7: 1})),
    # odd lanes: elect lane 1, all > 0, any == 7, any > 30
    ("s_nu_vote", 32, {0: range(32)}, 1, _own({0: -1, 1: 1111, 3: 111, 31: 111})),
    # lanes 4..31: sum 490, min 4, max 31; the inclusive scan from lane 4
    ("s_nu_arith", 32, {0: range(32)}, 1, {**_own({3: -1, 4: 49004031}), (4, 68): 4, (5, 69): 9, (31, 95): 490}),
]

#: The ones the default suite runs; the others are slow.
QUICK = {"c_trip_ballot", "s_nu_vote", "w_perm_rows"}


@pytest.mark.parametrize(("kernel", "lanes", "buffers", "buf", "expected"), [
    case if case[0] in QUICK else pytest.param(*case, marks=pytest.mark.slow) for case in BY_HAND],
    ids=[f"{case[0]}-buf{case[3]}" for case in BY_HAND])
def test_values_worked_by_hand(kernel: str, lanes: int, buffers: dict[int, object], buf: int,
                               expected: dict[tuple[int, int], int]) -> None:
    """``run --oracle both`` on the -O3 kernel at its wave: both oracles agree and each
    word is the one worked out by hand."""
    check_by_hand(DATA / f"{kernel}_O3.ll", lanes, buffers, buf, expected)


MISCOMPILES = [
    # __activemask() hoisted above the early return: the redux and shuffle name the warp
    ("c_early_ret_O3", "bad_c_early_ret_mask_hoisted", None),
    # __reduce_min_sync's mask widened from the quarter to the half that runs it
    ("c_match_bits_O3", "bad_c_match_bits_widened", None),
    # the leader's readlane replaced by a readfirstlane above the switch (lane 0's value)
    ("h_conv_call_O3", "bad_h_conv_call_readfirstlane", None),
    ("h_conv_call_O3", "bad_h_conv_call_readfirstlane", "32"),
]

#: The ones the default suite runs; the others are slow.
QUICK_BAD = {("c_match_bits_O3", None)}


@pytest.mark.parametrize(("before", "after", "threads"), [
    case if (case[0], case[2]) in QUICK_BAD else pytest.param(*case, marks=pytest.mark.slow)
    for case in MISCOMPILES])
def test_miscompiles_are_replayable_violations(tmp_path: Path, before: str, after: str,
                                               threads: str | None) -> None:
    """Known classes of miscompile made by hand on this audit's kernels (make_bad.py), at
    the kernel's own wave and at 32 lanes: each is a violation whose reproducer replays to
    the same verdict."""
    check_replayable_violation(DATA / f"{before}.ll", DATA / f"{after}.ll", tmp_path / "rep",
                               *(["--threads", threads] if threads else []))


def test_a_scan_hoisted_above_an_early_return_on_a_chosen_schedule(tmp_path: Path) -> None:
    """``sub_group_scan_exclusive_add`` hoisted above ``if (v < 0) return``: lanes 5 and 10
    return, so lane 6's exclusive sum counts lane 5's -1 (96300, not 106300). validate's
    drawn inputs miss it (a returning lane 0 makes every output poison through the
    broadcast of lane 0, and a drawn boundary value overflows ``mul nsw``), so the
    schedule is given; its violation replays."""
    schedule = {"subgroup_size": 64, "active_lanes": list(range(64)), "args": {},
                "choices": {"dfs_seed": 0, "order_seed": 0, "anchors": []}, "buffer_bytes": 1024,
                "step_budget": 20000, "buffers": {"0": [w & 0xFFFFFFFF for w in _with(256, l5=-1, l10=-1)]}}
    (tmp_path / "s.json").write_text(json.dumps(schedule))
    check_replayable_violation(DATA / "cl_ret_scan_O3.ll", DATA / "bad_cl_ret_scan_hoisted.ll",
                               tmp_path / "rep", "--schedule", tmp_path / "s.json")


@pytest.mark.parametrize(("before", "after"), [
    # __reduce_min_sync hoisted above the branch: each quarter still runs it together
    ("c_match_bits_O3", "ok_c_match_bits_min_hoisted"),
    # readlane of the lowest lane of ballot(true) is readfirstlane
    ("h_readlane_keys_O3", "ok_h_readlane_keys_readfirstlane"),
    # sub_group_reduce_max over the lanes that return too: theirs are negative
    ("cl_ret_scan_O3", "ok_cl_ret_scan_max_hoisted"),
])
@pytest.mark.slow
def test_correct_rewrites_pass(before: str, after: str) -> None:
    """Rewrites that keep every value (a communicating set grown by lanes whose values
    cannot change the result, a readlane that is a readfirstlane) are no violation."""
    ran = fuzzfarm(["validate", DATA / f"{before}.ll", DATA / f"{after}.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_barrier_split_by_a_branch_is_a_violation(tmp_path: Path) -> None:
    """The first ``__syncthreads`` duplicated into both sides of ``if (t == 0)``: item 0
    waits at one ``s_barrier``, the others at another. A workgroup barrier that only some
    running lanes reach is undefined behaviour (OpenCL C 6.13.8, CUDA's and HIP's
    ``__syncthreads``, PTX's aligned barriers), so AFTER is undefined where BEFORE is
    defined: a violation, replayed. It was inconclusive (3: "no defined meaning"). Fails
    on the old code."""
    report = check_replayable_violation(DATA / "h_lds_max_O3.ll", DATA / "bad_h_lds_max_barrier_split.ll",
                                        tmp_path / "rep", "--schedules", "1")
    assert "before defined, after undefined behaviour" in report
    assert "a workgroup barrier in divergent control flow" in report


def test_launch_bounds_that_hold_the_warp_admit_it() -> None:
    """``__launch_bounds__(32)`` (LLVM 19's ``maxntidx`` 32 annotation, read by LLVM 22 as
    ``"nvvm.maxntid"="32"``) bounds the block to one warp, which is the case: its thread
    ids 0..31 are the lanes. Every read of ``tid.x`` was refused (run: unsupported;
    validate: inconclusive for that on every schedule). Now the values are the ones worked
    by hand: in = l, each bin of x & 3 holds 8 (tickets below 8), and the width-8 inclusive
    scan of lane 9's segment is 8 + 9. validate O0 -> O3 passes: the tickets (their order
    the shared atomics') reach only each lane's own ``ticket < total``, 1 in every order,
    so every order is decided without a listing (oracles/SEMANTICS.md, "Tickets: every
    order without listing it"; it was inconclusive, atomic-order, before that). Fails on
    the old code."""
    ran = fuzzfarm(["validate", DATA / "c_ticket_scan_O0.ll", DATA / "c_ticket_scan_O3.ll", "--schedules", "1"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "maxntid" not in ran.stdout
    run = fuzzfarm(["run", DATA / "c_ticket_scan_O3.ll", "--threads", "32",
                    "--buffer", "0=" + ",".join(map(str, range(32)))])
    assert run.returncode == 0, run.stdout + run.stderr
    assert _word(run.stdout, 9, 1, 9) == 17081


def test_non_uniform_sub_group_functions() -> None:
    """cl_khr_subgroup_non_uniform_vote and _arithmetic (``sub_group_elect``,
    ``sub_group_non_uniform_all/any``, ``_reduce_<op>``, ``_scan_inclusive_add``), which
    clang declares for spir64, were refused (exit 2, unknown convergent callees). In a
    branch of the odd lanes (in = l): lane 1 is elected, all are positive, lane 7 is
    there, lane 31 is above 30: 1111 in lane 1, 111 in the others. Fails on the old code."""
    ran = fuzzfarm(["validate", DATA / "s_nu_vote_O0.ll", DATA / "s_nu_vote_O3.ll", "--threads", "32",
                    "--schedules", "2"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    run = fuzzfarm(["run", DATA / "s_nu_vote_O3.ll", "--threads", "32",
                    "--buffer", "0=" + ",".join(map(str, range(32)))])
    assert run.returncode == 0, run.stdout + run.stderr
    assert [_word(run.stdout, lane, 1, lane) for lane in (1, 3, 4)] == [1111, 111, 0xFFFFFFFF]


def test_opencl_1x_atomics_are_read_as_atomicrmw(tmp_path: Path) -> None:
    """OpenCL 1.x's ``atomic_inc`` on a ``local int *`` (``_Z10atomic_incPU3AS3Vi``):
    without the device library an external convergent call, refused (exit 2) as an
    unknown convergent callee. It is read as the ``atomicrmw add ... monotonic`` the
    library makes of it: in = l on 64 lanes puts 16 in each bin of x & 3, every ticket
    is below 16 (161), and the half sum of 64 ones is 64.0 (0x5400). Fails on the old
    code. The other atomic functions (2.0's ``atomic_fetch_*``, ``atomic_cmpxchg``, a
    ``float`` ``atomic_xchg``) are refused by name."""
    check_by_hand(DATA / "cl_local_inc_O3.ll", 64, {0: range(64), 2: _halves([1.0] * 64)}, 1,
                  {(0, 0): 161, (63, 63): 161})
    check_by_hand(DATA / "cl_local_inc_O3.ll", 64, {0: range(64), 2: _halves([1.0] * 64)}, 3,
                  {(0, 0): 0x5400})
    kernel = tmp_path / "k.ll"
    kernel.write_text(
        'target triple = "spir64-unknown-unknown"\n'
        "define spir_kernel void @k(ptr addrspace(1) %p) {\n"
        "  %old = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p, i32 0, i32 1)\n"
        "  ret void\n}\n"
        "declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32) convergent\n")
    refused = fuzzfarm(["run", kernel, "--threads", "4"])
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert "OpenCL's atomic_cmpxchg is an atomic function" in refused.stderr
