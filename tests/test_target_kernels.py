"""Real GPU kernels as the targets' compilers write them: entry-point calling conventions
and the targets' own wave intrinsics, read and run by both oracles.

Expected values are worked out by hand from the targets' documentation (PTX ISA
``shfl.sync``/``vote.sync``/``redux.sync``, LLVM's IntrinsicsAMDGPU.td comments and the
AMD ISA), never from the oracles.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis import uniformity
from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.errors import UnsupportedError
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "kernels"


def run_both(text: str, active: list[int] | None = None, size: int | None = None,
             **args: list[int]) -> list[object]:
    """Every lane's return value (or first buffer word), after both oracles agree."""
    fn = parse_module(text).kernel()
    n = size or len(next(iter(args.values())))
    sched = Schedule.full(n, dict(args))
    if active is not None:
        sched = Schedule(n, tuple(active), dict(args))
    ref = reference.run(fn, sched).behaviour
    sim = simt.run(fn, sched).behaviour
    assert ref.outcome == sim.outcome, (ref, sim)
    if ref.outcome is not Outcome.OK:
        return [ref.outcome]
    assert ref.threads == sim.threads
    return [t.return_value for t in ref.threads]


def test_kernel_calling_conventions_are_read_and_printed_back() -> None:
    text = (DATA / "hip_place.ll").read_text()
    module = parse_module(text)
    fn = module.kernel()
    assert fn.cc == "amdgpu_kernel"
    printed = print_module(module)
    assert "define protected amdgpu_kernel void" not in printed  # visibility is not kept
    assert "amdgpu_kernel void @_Z5placePii(" in printed
    assert parse_module(printed).kernel().cc == "amdgpu_kernel"
    ptx = "define ptx_kernel void @k(ptr %o) {\nentry:\n  ret void\n}\n"
    assert parse_module(ptx).kernel().cc == "ptx_kernel"
    # a graphics stage has helper lanes and WQM the oracles do not model
    with pytest.raises(UnsupportedError):
        parse_module("define amdgpu_ps void @k() {\nentry:\n  ret void\n}\n")
    # a call site never carries a kernel's convention
    with pytest.raises(UnsupportedError):
        parse_module("define void @f() {\nentry:\n  call amdgpu_kernel void @g()\n  ret void\n}\n"
                     "declare void @g()\n")


def test_hip_kernel_runs_and_validates_with_its_calling_convention(tmp_path: Path) -> None:
    path = DATA / "hip_place.ll"
    # a kernel's parameter is one value for the dispatch: x = 1 in every lane, so
    # lanes 2 and 3 have x + id > 2 and store their place among them, plus one
    fn = parse_module(path.read_text()).kernel()
    assert all(a.is_uniform_input for a in fn.args)
    b = reference.run(fn, Schedule.full(4, {"x": [1] * 4})).behaviour
    assert simt.run(fn, Schedule.full(4, {"x": [1] * 4})).behaviour == b
    assert [t.buffers[0][:4] for t in b.threads] == [(0, 0, 0, 0), (0, 0, 0, 0),
                                                     (1, 0, 0, 0), (2, 0, 0, 0)]
    with pytest.raises(ValueError, match="differs"):
        reference.run(fn, Schedule.full(4, {"x": [1, 2, 3, 4]}))
    broken = path.read_text().replace("%m = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi, i32 %m0)",
                                      "%m = add i32 %m0, 1")
    (tmp_path / "after.ll").write_text(broken)
    bad = fuzzfarm(["validate", str(path), str(tmp_path / "after.ll")],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 1 and "verdict: violation" in bad.stdout, bad.stdout + bad.stderr
    if shutil.which("opt-19"):
        ok = fuzzfarm(["validate", str(path), "--opt", "opt-19", "--pipeline",
                             "default<O3>", "--threads", "8"], capture_output=True, text=True,
                            check=False)
        assert ok.returncode == 0, ok.stdout + ok.stderr


def _shfl_kernel(mode: str, c: int, offsets: tuple[int, ...], add: bool) -> str:
    """``v = x; for off in offsets: v = (add ? v : 0) + shfl.sync.<mode>(activemask, v, off, c)``."""
    body, v = [], "%x"
    for i, off in enumerate(offsets):
        body.append(f"  %s{i} = call i32 @llvm.nvvm.shfl.sync.{mode}.i32(i32 %m, i32 {v}, "
                    f"i32 {off}, i32 {c})")
        body.append(f"  %v{i} = add i32 %s{i}, {v if add else 0}")
        v = f"%v{i}"
    return (
        "define i32 @k(i32 %x) convergent {\nentry:\n  %m = call i32 @llvm.nvvm.activemask()\n"
        + "\n".join(body) + f"\n  ret i32 {v}\n}}\n"
        "declare i32 @llvm.nvvm.activemask() convergent\n"
        f"declare i32 @llvm.nvvm.shfl.sync.{mode}.i32(i32, i32, i32, i32) convergent\n")


X = [1, 2, 3, 4]


@pytest.mark.parametrize(("mode", "c", "offsets", "add", "expected"), [
    # __shfl_down_sync over the whole warp (c = 31): lanes 2, 3 read lanes 4, 5, which
    # are in range but not in S: their values are undefined (poison), and so is lane 1's
    # second step, which reads lane 2
    ("down", 31, (2, 1), True, [10, "P", "P", "P"]),
    # width 4 (c = (32 - 4) << 8 | 31): the source clamps to the segment's last lane,
    # an out-of-range source reads the lane itself: [4, 6, 6, 8], then [10, 12, 14, 16]
    ("down", 0x1C1F, (2, 1), True, [10, 12, 14, 16]),
    # __shfl_up_sync(.., 1) over the warp (c = 0): lane 0 has no lane below and keeps x
    ("up", 0, (1,), False, [1, 1, 2, 3]),
    # __shfl_xor_sync(.., 1): lanes swap in pairs
    ("bfly", 31, (1,), False, [2, 1, 4, 3]),
    # __shfl_sync(.., 0, 2): width 2 (c = 30 << 8 | 31): every pair reads its first lane
    ("idx", 0x1E1F, (0,), False, [1, 1, 3, 3]),
])
def test_shfl_sync_modes_follow_the_ptx_pseudocode(mode: str, c: int, offsets: tuple[int, ...],
                                                   add: bool, expected: list[object]) -> None:
    got = run_both(_shfl_kernel(mode, c, offsets, add), x=X)
    assert ["P" if v is POISON else v for v in got] == expected


VOTES = """\
define i32 @k(i32 %x, i32 %which) convergent {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %p = icmp sgt i32 %x, 0
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 %m, i1 %p)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 %p)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 %m, i1 %p)
  %a = zext i1 %all to i32
  %b = zext i1 %any to i32
  %c = zext i1 %uni to i32
  %b2 = shl i32 %b, 1
  %c4 = shl i32 %c, 2
  %ab = or i32 %a, %b2
  %votes = or i32 %ab, %c4
  %odd = and i32 %x, 1
  %match = call i32 @llvm.nvvm.match.any.sync.i32(i32 %m, i32 %odd)
  %add = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 %m)
  %min = call i32 @llvm.nvvm.redux.sync.min(i32 %x, i32 %m)
  %max = call i32 @llvm.nvvm.redux.sync.max(i32 %x, i32 %m)
  %umin = call i32 @llvm.nvvm.redux.sync.umin(i32 %x, i32 %m)
  %umax = call i32 @llvm.nvvm.redux.sync.umax(i32 %x, i32 %m)
  %and = call i32 @llvm.nvvm.redux.sync.and(i32 %x, i32 %m)
  %or = call i32 @llvm.nvvm.redux.sync.or(i32 %x, i32 %m)
  %xor = call i32 @llvm.nvvm.redux.sync.xor(i32 %x, i32 %m)
  switch i32 %which, label %r0 [ i32 1, label %r1  i32 2, label %r2  i32 3, label %r3
                                  i32 4, label %r4  i32 5, label %r5  i32 6, label %r6
                                  i32 7, label %r7  i32 8, label %r8  i32 9, label %r9 ]
r0:
  ret i32 %votes
r1:
  ret i32 %match
r2:
  ret i32 %add
r3:
  ret i32 %min
r4:
  ret i32 %max
r5:
  ret i32 %umin
r6:
  ret i32 %umax
r7:
  ret i32 %and
r8:
  ret i32 %or
r9:
  ret i32 %xor
}
declare i32 @llvm.nvvm.activemask() convergent
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) convergent
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) convergent
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) convergent
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) convergent
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) convergent
"""


def test_vote_match_and_redux_over_the_warp() -> None:
    x = [5, -1 & 0xFFFFFFFF, 7, 0]  # x > 0 in lanes 0 and 2 only
    # which -> [votes, match, add, min, max, umin, umax, and, or, xor] in lanes 0..3
    got = {w: run_both(VOTES, x=x, which=[w] * 4)[0] for w in range(10)}
    assert got[0] == 0b010  # all: no; any: yes; uni: no
    assert got[2] == 11 and got[3] == 0xFFFFFFFF and got[4] == 7
    assert got[5] == 0 and got[6] == 0xFFFFFFFF
    assert got[7] == 0 and got[8] == 0xFFFFFFFF and got[9] == 5 ^ 0xFFFFFFFF ^ 7
    # match.any on x & 1 = [1, 1, 1, 0]: lanes 0-2 share a value, lane 3 is alone
    assert run_both(VOTES, x=x, which=[1] * 4) == [0b0111, 0b0111, 0b0111, 0b1000]
    # all lanes positive: all, any and uni hold; all equal: uni holds with none true
    assert run_both(VOTES, x=[1, 2, 3, 4], which=[0] * 4)[0] == 0b111
    assert run_both(VOTES, x=[0, 0, 0, 0], which=[0] * 4)[0] == 0b100


REDUX_IN_BRANCH = """\
target triple = "nvptx64-nvidia-cuda"
define i32 @k(i32 %x) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %then, label %end
then:
  %m = call i32 @llvm.nvvm.activemask()
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 %m)
  %d = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %m, i32 %r, i32 1, i32 31)
  %s = add i32 %r, %d
  br label %end
end:
  %v = phi i32 [ %lane, %entry ], [ %s, %then ]
  ret i32 %v
}
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.activemask() #1
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #1
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
"""


def _validate(before: str, after: str | None, tmp_path: Path, *extra: str) -> int:
    (tmp_path / "before.ll").write_text(before)
    cmd = ["validate", str(tmp_path / "before.ll")]
    if after is not None:
        (tmp_path / "after.ll").write_text(after)
        cmd.append(str(tmp_path / "after.ll"))
    proc = fuzzfarm([*cmd, *extra], capture_output=True, text=True, check=False)
    word = {0: "verdict: pass", 1: "verdict: violation", 3: "verdict: inconclusive"}
    assert word.get(proc.returncode, "?") in proc.stdout, proc.stdout + proc.stderr
    return proc.returncode


def test_hoisting_a_redux_out_of_its_branch_is_caught(tmp_path: Path) -> None:
    # lanes 0 and 1 reduce among themselves: x0 + x1, and lane 0 adds lane 1's sum
    # (lane 1 reads lane 2, outside S: poison). Hoisted to the entry, the reduction
    # runs over every lane and lane 0 returns twice the sum of all x.
    got = run_both(REDUX_IN_BRANCH, x=[1, 2, 30, 400])
    assert got[0] == 6 and got[1] is POISON and got[2:] == [2, 3]
    hoisted = REDUX_IN_BRANCH.replace(
        "  %c = icmp ult i32 %lane, 2\n  br i1 %c, label %then, label %end\nthen:\n", "").replace(
        "  %s = add i32 %r, %d\n  br label %end\nend:\n  %v = phi i32 [ %lane, %entry ], [ %s, %then ]",
        "  %s = add i32 %r, %d\n  %c = icmp ult i32 %lane, 2\n  %v = select i1 %c, i32 %s, i32 %lane")
    assert run_both(hoisted, x=[1, 2, 30, 400])[0] == 2 * 433
    assert _validate(REDUX_IN_BRANCH, hoisted, tmp_path) == 1
    if shutil.which("opt-19"):
        assert _validate(REDUX_IN_BRANCH, None, tmp_path, "--opt", "opt-19", "--pipeline",
                         "default<O3>", "--triple", "nvptx64-nvidia-cuda") == 0


def test_a_full_warp_mask_on_a_launch_of_part_of_a_warp() -> None:
    # __shfl_down_sync(0xffffffff, ...) on a launch of 4 lanes: lanes 4-31 do not exist,
    # and PTX waits only for the non-exited threads of the mask (SEMANTICS.md,
    # "Membermasks naming exited lanes"): lane i adds lane i + 1's x; lane 3 reads lane
    # 4, which is in range but runs nothing: poison
    text = _shfl_kernel("down", 31, (1,), True).replace("i32 %m, i32 %x", "i32 -1, i32 %x")
    assert run_both(text, x=X) == [3, 5, 7, POISON]
    full = run_both(text, x=list(range(32)))  # the whole warp: lane 31 reads itself
    assert full[:2] == [1, 3] and full[31] == 62


def test_printed_kernels_are_read_by_llvm_19() -> None:
    # clang 19 writes `nocapture` on nearly every pointer argument; the embedded LLVM
    # 22.1 reads it as captures(none), which opt-19 rejects as a syntax error
    # (and gives intrinsic declarations nocreateundeforpoison, which LLVM 19 cannot parse)
    text = ("define void @k(ptr nocapture %o, i32 %x) {\nentry:\n  %c = call i32 @llvm.ctpop.i32(i32 %x)\n"
            "  store i32 %c, ptr %o\n"
            "  call void @f(ptr nocapture %o)\n  ret void\n}\ndeclare void @f(ptr)\n")
    printed = print_module(parse_module(text))
    assert "captures(" not in printed and printed.count("ptr nocapture %o") == 2
    assert "nocreateundeforpoison" not in printed
    if shutil.which("opt-19"):
        proc = subprocess.run(["opt-19", "-S", "-o", "/dev/null"], input=printed, text=True,
                              capture_output=True, check=False)
        assert proc.returncode == 0, proc.stderr


def test_syncthreads_is_a_barrier_of_every_active_lane() -> None:
    text = ("define i32 @k(i32 %x) convergent {\nentry:\n  %p = icmp sgt i32 %x, 0\n"
            "  br i1 %p, label %b, label %e\nb:\n  call void @llvm.nvvm.barrier0()\n"
            "  br label %e\ne:\n  ret i32 %x\n}\ndeclare void @llvm.nvvm.barrier0() convergent\n")
    fn = parse_module(text).kernel()
    every = reference.run(fn, Schedule.full(3, {"x": [1, 2, 3]})).behaviour
    assert [t.barriers for t in every.threads] == [(frozenset({0, 1, 2}),)] * 3
    assert simt.run(fn, Schedule.full(3, {"x": [1, 2, 3]})).behaviour == every
    # __syncthreads in divergent code: PTX leaves it undefined (an aligned barrier), and
    # so do the oracles (it was unsupported)
    assert run_both(text, x=[1, 0, 3]) == [Outcome.UB]


HIP_SHFL_DOWN = """\
target triple = "amdgcn-amd-amdhsa"
; a HIP device function (its arguments differ per lane, unlike a kernel's):
; __shfl_down(x, 1, 4) as HIP writes it: ds_bpermute from lane + 1 unless that
; leaves the lane's group of 4, then from the lane itself; and a readlane of a
; uniform index, a writelane, ballot.i32 and a wave reduction
define void @k(ptr addrspace(1) %out, i32 %x, i32 %i, i32 %which) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %in = and i32 %lane, 3
  %in1 = add i32 %in, 1
  %next = add i32 %lane, 1
  %out_of_group = icmp sge i32 %in1, 4
  %src = select i1 %out_of_group, i32 %lane, i32 %next
  %addr = shl i32 %src, 2
  %down = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)
  %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)
  %read = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %u)
  %written = call i32 @llvm.amdgcn.writelane.i32(i32 100, i32 2, i32 %x)
  %p = icmp sgt i32 %x, 25
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
  %sum = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x, i32 0)
  %min = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 %x, i32 0)
  %xor = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %x, i32 0)
  switch i32 %which, label %r0 [ i32 1, label %r1  i32 2, label %r2  i32 3, label %r3
                                  i32 4, label %r4  i32 5, label %r5  i32 6, label %r6 ]
r0:
  store i32 %down, ptr addrspace(1) %out
  ret void
r1:
  store i32 %read, ptr addrspace(1) %out
  ret void
r2:
  store i32 %written, ptr addrspace(1) %out
  ret void
r3:
  store i32 %ballot, ptr addrspace(1) %out
  ret void
r4:
  store i32 %sum, ptr addrspace(1) %out
  ret void
r5:
  store i32 %min, ptr addrspace(1) %out
  ret void
r6:
  store i32 %xor, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #1
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #1
declare i32 @llvm.amdgcn.ballot.i32(i1) #1
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #1
declare i32 @llvm.amdgcn.wave.reduce.min.i32(i32, i32 immarg) #1
declare i32 @llvm.amdgcn.wave.reduce.xor.i32(i32, i32 immarg) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
"""


def _words(text: str, lanes: list[int], size: int, **args: list[int]) -> list[object]:
    """The word each active lane stores (reference and simulator agreeing), or the outcome."""
    fn = parse_module(text).kernel()
    sched = Schedule(size, tuple(lanes), dict(args))
    ref = reference.run(fn, sched).behaviour
    sim = simt.run(fn, sched).behaviour
    assert ref.outcome == sim.outcome, (ref, sim)
    if ref.outcome is not Outcome.OK:
        return [ref.outcome]
    assert ref.threads == sim.threads
    out: list[object] = []
    for t in ref.threads:
        word = t.buffers[0][:4]
        out.append("P" if POISON in word else int.from_bytes(bytes(word), "little"))  # type: ignore[arg-type]
    return out


XS = [10, 20, 30, 40, 50, 60, 70, 80]


def test_hip_shuffle_down_through_ds_bpermute() -> None:
    every = list(range(8))
    assert _words(HIP_SHFL_DOWN, every, 8, x=XS, i=[0] * 8, which=[0] * 8) == [
        20, 30, 40, 40, 60, 70, 80, 80]
    # lane 4 inactive: lane 3 still reads itself, lane 5 reads lane 6; lane 4 is nobody's
    # source but 3's neighbour; with lane 6 inactive, lane 5's source is outside S: poison
    assert _words(HIP_SHFL_DOWN, [0, 1, 2, 3, 5, 7], 8, x=XS, i=[0] * 8, which=[0] * 8) == [
        20, 30, 40, 40, "P", 80]


def test_readlane_writelane_ballot32_and_wave_reductions() -> None:
    every = list(range(8))

    def ask(which: int, lanes: list[int] = every, i: list[int] | None = None,
            x: list[int] = XS) -> list[object]:
        return _words(HIP_SHFL_DOWN, lanes, 8, x=x, i=i or [3] * 8, which=[which] * 8)

    assert ask(1) == [40] * 8  # readlane(x, 3)
    # the index comes from the first active lane (readfirstlane): lane 1 names lane 5
    assert ask(1, lanes=[1, 2, 5], i=[0, 5, 7, 7, 7, 7, 7, 7]) == [60] * 3
    assert ask(1, lanes=[0, 1, 2]) == ["P"] * 3  # lane 3 is not in S
    assert ask(2) == [10, 20, 100, 40, 50, 60, 70, 80]  # writelane(100, 2, x)
    assert ask(3) == [0b11111100] * 8  # ballot.i32(x > 25)
    signed = [5, -1 & 0xFFFFFFFF, 7, 0, 5, 5, 5, 5]
    assert ask(4, x=signed) == [31] * 8
    assert ask(5, x=signed) == [0xFFFFFFFF] * 8
    assert ask(6, x=signed) == [5 ^ 0xFFFFFFFF ^ 7] * 8


WAVE_REDUCE_SUB = """\
target triple = "amdgcn-amd-amdhsa"
define void @k(ptr addrspace(1) %out, i32 %x) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %odd = and i32 %lane, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %end
then:
  %d = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %x, i32 0)
  br label %end
end:
  %r = phi i32 [ %d, %then ], [ 7, %entry ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2
declare i32 @llvm.amdgcn.wave.reduce.sub.i32(i32, i32 immarg) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
"""


def test_wave_reduce_sub_is_zero_minus_the_sum_over_the_active_lanes() -> None:
    """``wave.reduce.sub`` (PR #193142's third fold; tests/data/llvmbugs README, c29) was
    an unknown convergent callee (exit 2). It is 0 minus the wrapping sum over S, as LLVM
    lowers it (S_SUB_I32 0, sum): the odd lanes of 8 sum 20 + 40 + 60 + 80 = 200."""
    minus = (-200) & 0xFFFFFFFF
    assert _words(WAVE_REDUCE_SUB, list(range(8)), 8, x=XS) == [7, minus] * 4
    # lanes 1 and 5 alone in the arm: 0 - (20 + 60); the sum wraps as add's does
    assert _words(WAVE_REDUCE_SUB, [0, 1, 5], 8, x=XS) == [7, (-80) & 0xFFFFFFFF, (-80) & 0xFFFFFFFF]
    assert _words(WAVE_REDUCE_SUB, [1, 3], 8, x=[0, 0x80000000, 0, 0x80000000, 0, 0, 0, 0]) == [
        0, 0]


WAVE_REDUCE_I64 = """\
target triple = "amdgcn-amd-amdhsa"
define void @k(ptr addrspace(1) %out, i32 %x) #0 {
entry:
  %w = sext i32 %x to i64
  %r = call i64 @llvm.amdgcn.wave.reduce.KIND.i64(i64 %w, i32 0)
  %hi64 = lshr i64 %r, 32
  %hi = trunc i64 %hi64 to i32
  store i32 %hi, ptr addrspace(1) %out
  ret void
}
declare i64 @llvm.amdgcn.wave.reduce.KIND.i64(i64, i32 immarg) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
"""


def test_wave_reduce_i64_reduces_64_bit_values() -> None:
    """The i64 form (clang's ``__builtin_amdgcn_wave_reduce_*_u64``) was an unknown
    convergent callee. Two lanes holding -2^31 (sign-extended): the sum -2^32 has high
    word 0xFFFFFFFF where an i32 sum would wrap to 0; sub is 0 - (-2^32) = 2^32, high
    word 1; umax is 0xFFFFFFFF80000000, smin the same value."""
    x = [0x80000000] * 2 + [0] * 6
    expected = {"add": 0xFFFFFFFF, "sub": 1, "umax": 0xFFFFFFFF, "min": 0xFFFFFFFF, "or": 0xFFFFFFFF,
                "xor": 0}
    for kind, high in expected.items():
        assert _words(WAVE_REDUCE_I64.replace("KIND", kind), [0, 1], 8, x=x) == [high] * 2, kind


HLSL_WAVE_OPS = """\
define void @k(ptr %out, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 4
  br i1 %c, label %then, label %join
then:
  %m = call i32 @llvm.spv.wave.reduce.max.i32(i32 %x) [ "convergencectrl"(token %e) ]
  br label %join
join:
  %p = phi i32 [ %m, %then ], [ 0, %entry ]
  %s = call i32 @llvm.dx.wave.reduce.sum.i32(i32 %p) [ "convergencectrl"(token %e) ]
  %big = icmp sgt i32 %x, 0
  %n = call i32 @llvm.dx.wave.active.countbits(i1 %big) [ "convergencectrl"(token %e) ]
  %a = call i1 @llvm.dx.wave.any(i1 %big) [ "convergencectrl"(token %e) ]
  %f = call i1 @llvm.dx.wave.is.first.lane() [ "convergencectrl"(token %e) ]
  %az = zext i1 %a to i32
  %fz = zext i1 %f to i32
  %t1 = mul i32 %n, 1000
  %t2 = add i32 %s, %t1
  %t3 = shl i32 %az, 20
  %t4 = shl i32 %fz, 21
  %t5 = or i32 %t3, %t4
  %r = add i32 %t2, %t5
  store i32 %r, ptr %out
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.spv.wave.reduce.max.i32(i32) convergent
declare i32 @llvm.dx.wave.reduce.sum.i32(i32) convergent
declare i32 @llvm.dx.wave.active.countbits(i1) convergent
declare i1 @llvm.dx.wave.any(i1) convergent
declare i1 @llvm.dx.wave.is.first.lane() convergent
"""


def test_hlsl_wave_intrinsics_of_directx_and_spirv() -> None:
    """clang's HLSL wave operations (llvm.dx.wave.*, llvm.spv.wave.*) were unknown
    convergent callees (exit 2). Worked by hand on x = 5,-1,7,2,9,0,3,4: the max over
    lanes 0-3 is 7, so the sum over all of 7,7,7,7,0,0,0,0 is 28; six lanes pass x > 0
    (6000); some lane does (bit 20); lane 0 is the first (bit 21)."""
    x = [5, -1 & 0xFFFFFFFF, 7, 2, 9, 0, 3, 4]
    assert _words(HLSL_WAVE_OPS, list(range(8)), 8, x=x) == [0x30178C] + [0x10178C] * 7
    # lanes 2-5 active: max over 2 and 3 is 7 (sum 14); x > 0 in 2, 3, 4 (3000); lane 2 first
    assert _words(HLSL_WAVE_OPS, [2, 3, 4, 5], 8, x=x) == [0x300BC6] + [0x100BC6] * 3


SPIRV_WAVE_VOTES = """target triple = "spirv-unknown-vulkan1.3-compute"
define void @k(ptr %out, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %big = icmp sgt i32 %x, 4
  %any = call i1 @llvm.spv.wave.any(i1 %big) [ "convergencectrl"(token %e) ]
  %all = call i1 @llvm.spv.wave.all(i1 %big) [ "convergencectrl"(token %e) ]
  %n = call i32 @llvm.spv.wave.active.countbits(i1 %big) [ "convergencectrl"(token %e) ]
  %a1 = select i1 %any, i32 256, i32 0
  %l1 = select i1 %all, i32 512, i32 0
  %t = add i32 %a1, %l1
  %r = add i32 %t, %n
  store i32 %r, ptr %out
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i1 @llvm.spv.wave.any(i1) convergent
declare i1 @llvm.spv.wave.all(i1) convergent
declare i32 @llvm.spv.wave.active.countbits(i1) convergent
"""


def test_hlsl_wave_votes_for_spirv() -> None:
    """WaveActiveAnyTrue/AllTrue/CountBits as clang emits them for Vulkan
    (llvm.spv.wave.any/all/active.countbits) were unknown convergent callees (exit 2) while
    their DirectX forms were read; #157459's shader (c47) uses them. By hand, x = 5,-1,7,2:
    on all four lanes two pass x > 4: any (bit 8), not all, count 2 -> 0x102; on lanes 0
    and 2 both pass: any, all (bit 9), count 2 -> 0x302."""
    x = [5, -1 & 0xFFFFFFFF, 7, 2]
    assert _words(SPIRV_WAVE_VOTES, [0, 1, 2, 3], 4, x=x) == [0x102] * 4
    assert _words(SPIRV_WAVE_VOTES, [0, 2], 4, x=x) == [0x302] * 2


def test_hoisting_an_hlsl_wave_max_out_of_its_branch_is_reported(tmp_path: Path) -> None:
    """llvm/llvm-project#165288's shape in clang's own HLSL intrinsics: the WaveActiveMax
    of the lanes below 4 taken by every lane. Was exit 2 (unknown convergent callee)."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(HLSL_WAVE_OPS)
    hoisted = HLSL_WAVE_OPS.replace(
        "  %m = call i32 @llvm.spv.wave.reduce.max.i32(i32 %x) [ \"convergencectrl\"(token %e) ]\n", "")
    hoisted = hoisted.replace(
        "  %c = icmp ult i32 %id, 4\n",
        "  %c = icmp ult i32 %id, 4\n"
        "  %m = call i32 @llvm.spv.wave.reduce.max.i32(i32 %x) [ \"convergencectrl\"(token %e) ]\n")
    assert hoisted != HLSL_WAVE_OPS
    after.write_text(hoisted)
    assert fuzzfarm(["validate", before, after]).returncode == 1
    assert fuzzfarm(["validate", before, before]).returncode == 0


HLSL_LANE_INDEX_OPS = HLSL_WAVE_OPS.replace(
    "  %id = call i32 @getSubgroupLocalInvocationId()",
    "  %id = call i32 @llvm.dx.wave.getlaneindex() [ \"convergencectrl\"(token %e) ]").replace(
    "declare i32 @getSubgroupLocalInvocationId()",
    "declare i32 @llvm.dx.wave.getlaneindex() convergent")


def test_hlsl_wave_get_lane_index_is_the_lane_id(tmp_path: Path) -> None:
    """WaveGetLaneIndex() (llvm.dx.wave.getlaneindex, which LLVM declares convergent) was an
    unknown convergent callee. It is the lane id: the same words as with
    getSubgroupLocalInvocationId, a divergent value, and validate's default subgroup holds
    lane 4 of its `id < 4` test (8 lanes), where the hoisted WaveActiveMax differs."""
    assert HLSL_LANE_INDEX_OPS != HLSL_WAVE_OPS
    x = [5, -1 & 0xFFFFFFFF, 7, 2, 9, 0, 3, 4]
    assert _words(HLSL_LANE_INDEX_OPS, list(range(8)), 8, x=x) == [0x30178C] + [0x10178C] * 7
    fn = parse_module(HLSL_LANE_INDEX_OPS).kernel()
    info = uniformity.analyze(fn)
    assert {v.name for v in info.divergent} >= {"id", "c"}
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(HLSL_LANE_INDEX_OPS)
    max_call = "  %m = call i32 @llvm.spv.wave.reduce.max.i32(i32 %x) [ \"convergencectrl\"(token %e) ]\n"
    after.write_text(HLSL_LANE_INDEX_OPS.replace(max_call, "").replace(
        "  %c = icmp ult i32 %id, 4\n", "  %c = icmp ult i32 %id, 4\n" + max_call))
    result = fuzzfarm(["validate", before, after])
    assert result.returncode == 1
    assert '"subgroup_size": 8' in result.stdout


def test_lane_indices_only_the_wave_size_decides_are_unsupported() -> None:
    # readlane of lane 40 on a wave whose active lanes are all below 32: on a wave of
    # 32 the hardware reads lane 8, on a wave of 64 lane 40; unsupported, never a guess
    # (ballot.i32, which a wave of 64 cannot run, is left out here)
    text = HIP_SHFL_DOWN.replace("call i32 @llvm.amdgcn.ballot.i32(i1 %p)", "add i32 0, 0")
    assert _words(text, list(range(8)), 8, x=XS, i=[40] * 8, which=[1] * 8) == [
        Outcome.UNSUPPORTED]
    assert _words(text, list(range(64)), 64, x=list(range(64)), i=[40] * 64,
                  which=[1] * 64) == [40] * 64
    # a readlane whose index differs across the wave is undefined (IntrinsicsAMDGPU.td):
    # poison in every lane of S (was unsupported, which hid c48's live bug: a rewrite
    # making a uniform index lane-varying); a writelane of a lane-varying value likewise
    varying = text.replace("@llvm.amdgcn.readlane.i32(i32 %x, i32 %u)",
                           "@llvm.amdgcn.readlane.i32(i32 %x, i32 %lane)")
    assert _words(varying, list(range(4)), 4, x=XS[:4], i=[0] * 4, which=[1] * 4) == ["P"] * 4
    varying_value = text.replace("@llvm.amdgcn.writelane.i32(i32 100, i32 2, i32 %x)",
                                 "@llvm.amdgcn.writelane.i32(i32 %x, i32 2, i32 %x)")
    assert "i32 %x, i32 2, i32 %x" in varying_value
    assert _words(varying_value, list(range(4)), 4, x=XS[:4], i=[0] * 4, which=[2] * 4) == ["P"] * 4
    # lane 1 alone: its value is uniform, it is not lane 2, so it keeps its old 20
    assert _words(varying_value, [1], 4, x=XS[:4], i=[0] * 4, which=[2] * 4) == [20]
    # an index that is the same in every lane but names a lane only the wave size decides
    # stays unsupported (above); a poison index of some lanes only is a varying one
    assert _words(varying, [0, 2], 4, x=XS[:4], i=[0] * 4, which=[1] * 4) == ["P"] * 2
    assert _words(varying, [2], 4, x=XS[:4], i=[0] * 4, which=[1] * 4) == [30]
    # ballot.i32 on a wave of 64: unsupported
    assert _words(HIP_SHFL_DOWN, list(range(40)), 64, x=[30] * 64, i=[0] * 64, which=[3] * 64) == [
        Outcome.UNSUPPORTED]


NEIGHBOUR = """\
target triple = "amdgcn-amd-amdhsa"
define void @k(ptr addrspace(1) %out, i32 %x) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %pair = xor i32 %lane, 1
  %addr = shl i32 %pair, 2
  %n = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)
  %p = icmp sgt i32 %x, 0
  br i1 %p, label %then, label %end
then:
  %s = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x, i32 0)
  %r = add i32 %n, %s
  store i32 %r, ptr addrspace(1) %out
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
"""


def test_moving_amdgpu_cross_lane_reads_across_a_branch_is_caught(tmp_path: Path) -> None:
    x = [1, -2 & 0xFFFFFFFF, 3, 4]
    # lanes 0, 2, 3 store: their pair's x plus the sum over {0, 2, 3} (8)
    assert _words(NEIGHBOUR, [0, 1, 2, 3], 4, x=x)[::2] == [(-2 + 8) & 0xFFFFFFFF, 4 + 8]
    # the bpermute sunk into the branch: lane 0's pair (lane 1) is no longer in S
    sunk = NEIGHBOUR.replace("  %n = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)\n", "")
    sunk = sunk.replace("then:\n", "then:\n  %n = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)\n")
    assert _words(sunk, [0, 1, 2, 3], 4, x=x)[0] == "P"
    assert _validate(NEIGHBOUR, sunk, tmp_path) == 1
    # the reduction hoisted out of the branch: summed over every lane (6, not 8)
    hoisted = NEIGHBOUR.replace("  %s = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x, i32 0)\n", "")
    hoisted = hoisted.replace("  %p = icmp", "  %s = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x, i32 0)\n  %p = icmp")
    assert _words(hoisted, [0, 1, 2, 3], 4, x=x)[2] == 4 + 6
    assert _validate(NEIGHBOUR, hoisted, tmp_path) == 1
    if shutil.which("opt-19"):
        assert _validate(NEIGHBOUR, None, tmp_path, "--opt", "opt-19", "--pipeline",
                         "default<O3>", "--threads", "8") == 0


@pytest.mark.parametrize(("cc", "axis", "supported"), [
    ("amdgpu_kernel", "x", True),   # an entry point always gets its x id: LLVM 19 marks it anyway
    ("", "x", False),               # a device function marked so may get an undefined id
    ("amdgpu_kernel", "y", False),
])
def test_the_no_workitem_id_mark_of_a_kernel(cc: str, axis: str, supported: bool) -> None:
    text = (f"define {cc} void @k(ptr %o) #0 {{\nentry:\n"
            f"  %i = call i32 @llvm.amdgcn.workitem.id.{axis}()\n  store i32 %i, ptr %o\n"
            f"  ret void\n}}\ndeclare i32 @llvm.amdgcn.workitem.id.{axis}()\n"
            f'attributes #0 = {{ convergent "amdgpu-no-workitem-id-{axis}" }}\n')
    assert _words(text, [0, 1, 2], 3) == ([0, 1, 2] if supported else [Outcome.UNSUPPORTED])


def test_cuda_kernel_of_llvm_19_stays_a_kernel_for_both_llvms() -> None:
    # clang 19 marks a CUDA kernel with !nvvm.annotations; the embedded LLVM 22.1 reads
    # it as ptx_kernel, which LLVM 19 cannot parse: the printer writes the annotation back
    text = (VOTES.replace("define i32 @k(i32 %x, i32 %which) convergent",
                          "define i32 @k(i32 %x, i32 %which) #0")
            + 'attributes #0 = { convergent }\n!nvvm.annotations = !{!0}\n'
            '!0 = !{ptr @k, !"kernel", i32 1}\n')
    fn = parse_module(text).kernel()
    assert fn.cc == "ptx_kernel" and all(a.is_uniform_input for a in fn.args)
    printed = print_module(fn.module)  # type: ignore[arg-type]
    assert "ptx_kernel" not in printed and '!{ptr @k, !"kernel", i32 1}' in printed
    assert parse_module(printed).kernel().cc == "ptx_kernel"
    if shutil.which("opt-19"):
        proc = subprocess.run(["opt-19", "-S", "-o", "/dev/null"], input=printed, text=True,
                              capture_output=True, check=False)
        assert proc.returncode == 0, proc.stderr


def test_cuda_kernel_reads_its_thread_id_and_lane_masks() -> None:
    # t = 1: x = 1 + tid, lanes 3..7 have x > 3 and meet; each stores its rank among
    # them (popc of the ballot below it, %lanemask_lt) plus the leader's (lane 3's) x = 4
    text = (DATA / "cuda_slot.ll").read_text()
    assert _words(text, list(range(8)), 8, t=[1] * 8) == [0, 0, 0, 4, 5, 6, 7, 8]
    # launch bounds in the annotations (LLVM 22 turns them into nvvm.maxntid): the thread
    # ids may be folded under them, so a bound below a warp stays unsupported; one that
    # holds the warp (__launch_bounds__(32): a block of one warp) admits the case
    def bounded(n: int) -> str:
        return text.replace("!nvvm.annotations = !{!0}", "!nvvm.annotations = !{!0, !1}") + \
            f'!1 = !{{ptr @slot, !"maxntidx", i32 {n}}}\n'
    assert _words(bounded(16), list(range(8)), 8, t=[1] * 8) == [Outcome.UNSUPPORTED]
    assert _words(bounded(32), list(range(8)), 8, t=[1] * 8) == [0, 0, 0, 4, 5, 6, 7, 8]


@pytest.mark.parametrize(("kind", "lane", "expected"), [
    ("eq", 5, 0b100000), ("le", 5, 0b111111), ("lt", 5, 0b11111),
    ("ge", 5, 0xFFFFFFE0), ("gt", 5, 0xFFFFFFC0), ("gt", 31, 0), ("lt", 0, 0),
])
def test_ptx_lane_masks(kind: str, lane: int, expected: int) -> None:
    text = (f"define i32 @k() convergent {{\nentry:\n"
            f"  %m = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.{kind}()\n  ret i32 %m\n}}\n"
            f"declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.{kind}()\n")
    assert run_both(text, active=[lane], size=32)[0] == expected


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")
def test_uniformity_of_a_cuda_kernel_is_nvptx_analysis(tmp_path: Path) -> None:
    # AMDGPU's analysis (the default triple) does not know PTX's lane id and calls it
    # uniform; checked against executions, that was a refutation of a claim nobody made
    kernel = tmp_path / "k.ll"
    kernel.write_text('target triple = "nvptx64-nvidia-cuda"\n'
                      "define i32 @k() {\nentry:\n  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
                      "  %c = icmp eq i32 %l, 0\n  %r = zext i1 %c to i32\n  ret i32 %r\n}\n"
                      "declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n")
    proc = fuzzfarm(["uniformity", str(kernel), "--opt", "opt-19"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and "every uniform claim held" in proc.stdout, proc.stdout
    amd = fuzzfarm(["uniformity", str(kernel), "--opt", "opt-19", "--triple",
                          "amdgcn-amd-amdhsa"], capture_output=True, text=True, check=False)
    # the other target's analysis, asked for by name, knows nothing of PTX's lane id:
    # refused with the reason (it was a refutation of a claim about an unknown call)
    assert amd.returncode == 2, amd.stdout + amd.stderr
    assert "another target's intrinsic" in amd.stderr and len(amd.stderr.strip().splitlines()) == 1


OUT_BY_ID = """\
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %y = add i32 %x, %id
  %p = icmp ugt i32 %y, 40
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
  %c = call i64 @llvm.ctpop.i64(i64 %b)
  %t = trunc i64 %c to i32
  %i = zext i32 %id to i64
  %g = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %t, ptr addrspace(1) %g, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) #1
declare i64 @llvm.ctpop.i64(i64)
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
"""


def test_out_indexed_by_the_id_needs_buffers_as_wide_as_the_wave(tmp_path: Path) -> None:
    # out[id] with 64 lanes: in 64-byte buffers the store of lane 16 and up runs past the
    # buffer, whose size is ours, so those schedules decide nothing (it used to be UB in
    # BEFORE and a vacuous pass); validate's default buffers fit the wave and test it
    broken = OUT_BY_ID.replace("%t = trunc i64 %c to i32", "%t = add i32 0, 7")
    assert _validate(OUT_BY_ID, broken, tmp_path, "--threads", "64", "--schedules", "2",
                     "--buffer-bytes", "64") == 3
    assert _validate(OUT_BY_ID, broken, tmp_path, "--threads", "64", "--schedules", "2") == 1


def test_syncwarp_is_a_barrier_of_the_lanes_that_meet(tmp_path: Path) -> None:
    text = (DATA / "syncwarp.ll").read_text()
    fn = parse_module(text).kernel()
    sched = Schedule.full(4, {"x": [1, -1 & 0xFFFFFFFF, 2, 0]})
    ref = reference.run(fn, sched).behaviour
    assert ref == simt.run(fn, sched).behaviour
    # lanes 0 and 2 (x > 0) meet in %a, then all four after the join
    assert [t.barriers for t in ref.threads] == [
        (frozenset({0, 2}), frozenset({0, 1, 2, 3})), (frozenset({0, 1, 2, 3}),),
        (frozenset({0, 2}), frozenset({0, 1, 2, 3})), (frozenset({0, 1, 2, 3}),)]
    dropped = text.replace("  call void @llvm.nvvm.bar.warp.sync(i32 %ma)\n", "")
    assert _validate(text, dropped, tmp_path) == 1
    # the full mask on part of a warp: the absent lanes would have to meet it
    full = text.replace("bar.warp.sync(i32 %m)", "bar.warp.sync(i32 -1)")
    assert run_both(full, x=[1, 2, 3, 4]) == [Outcome.UNSUPPORTED]


WAVE32 = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %pi
  %c = icmp sgt i32 %v, 3
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %hi = lshr i64 %b, 32
  %h = trunc i64 %hi to i32
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %h, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
attributes #0 = { convergent nounwind ATTRS }
"""
# LLVM's fold on a wave32 target, written by hand: the high half of the ballot is 0
WAVE32_FOLDED = WAVE32.replace("  store i32 %h,", "  store i32 0,")


@pytest.mark.parametrize("attrs", ['"target-cpu"="gfx1030"',
                                   '"target-cpu"="gfx90a" "target-features"="+wavefrontsize32"'])
def test_a_wave32_kernel_runs_on_32_lanes_only(attrs: str, tmp_path: Path) -> None:
    """A GFX10+ CPU (wave32 by default) or +wavefrontsize32: lanes 32 and up do not exist,
    so LLVM's fold of the ballot's high half to 0 is right; --threads 64 was a violation
    of it (a false bug), now bad input; 32 lanes pass."""
    before, after = WAVE32.replace("ATTRS", attrs), WAVE32_FOLDED.replace("ATTRS", attrs)
    (tmp_path / "before.ll").write_text(before)
    (tmp_path / "after.ll").write_text(after)
    proc = fuzzfarm(["validate", str(tmp_path / "before.ll"),
                           str(tmp_path / "after.ll"), "--threads", "64"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2 and "32-lane waves" in proc.stderr, proc.stdout + proc.stderr
    assert _validate(before, after, tmp_path, "--threads", "32") == 0
    wave64 = '"target-cpu"="gfx90a"'
    assert _validate(WAVE32.replace("ATTRS", wave64), WAVE32_FOLDED.replace("ATTRS", wave64),
                     tmp_path, "--threads", "64") == 1


@pytest.mark.parametrize("options", [("--threads", "64"), ("--threads", "4", "--subgroup-size", "64"),
                                     ("--active", "0,40")])
def test_run_refuses_a_wave32_kernel_on_more_than_32_lanes(options: tuple[str, ...],
                                                           tmp_path: Path) -> None:
    """``run`` checks the wave32 mark as ``validate`` does: on 64 lanes it showed the
    high half of the ballot set, which no launch of a gfx1030 kernel can (LLVM folds it
    to 0); whatever option makes the subgroup wider than 32 lanes is bad input."""
    path = tmp_path / "k.ll"
    path.write_text(WAVE32.replace("ATTRS", '"target-cpu"="gfx1030"'))
    proc = fuzzfarm(["run", str(path), *options],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2 and "32-lane waves" in proc.stderr, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    ok = fuzzfarm(["run", str(path), "--threads", "32"],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and "subgroup: 32 lanes" in ok.stdout, ok.stdout + ok.stderr


def test_validate_refuses_a_wave32_kernel_on_a_64_lane_schedule_file(tmp_path: Path) -> None:
    """``validate --schedule FILE`` took the file's subgroup as it was: a 64-lane schedule
    made LLVM's correct fold of a wave32 ballot's high half a violation (a false bug)."""
    attrs = '"target-features"="+wavefrontsize32"'
    lanes = list(range(64))
    sched = {"subgroup_size": 64, "active_lanes": lanes, "args": {},
             "buffers": {"in": [5] * 64}, "buffer_bytes": 1024}
    (tmp_path / "s64.json").write_text(json.dumps(sched))
    (tmp_path / "s32.json").write_text(json.dumps({**sched, "subgroup_size": 32,
                                                   "active_lanes": lanes[:32], "buffer_bytes": 512}))
    (tmp_path / "before.ll").write_text(WAVE32.replace("ATTRS", attrs))
    (tmp_path / "after.ll").write_text(WAVE32_FOLDED.replace("ATTRS", attrs))
    cmd = ["validate", str(tmp_path / "before.ll"), str(tmp_path / "after.ll"), "--schedule"]
    proc = fuzzfarm([*cmd, str(tmp_path / "s64.json")], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 2 and "32-lane waves" in proc.stderr, proc.stdout + proc.stderr
    proc = fuzzfarm([*cmd, str(tmp_path / "s32.json")], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0 and "verdict: pass" in proc.stdout, proc.stdout + proc.stderr
    # the same file on a wave64 kernel: the fold is wrong there, and the schedule shows it
    wave64 = '"target-cpu"="gfx90a"'
    (tmp_path / "before.ll").write_text(WAVE32.replace("ATTRS", wave64))
    (tmp_path / "after.ll").write_text(WAVE32_FOLDED.replace("ATTRS", wave64))
    proc = fuzzfarm([*cmd, str(tmp_path / "s64.json")], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 1 and "verdict: violation" in proc.stdout, proc.stdout + proc.stderr


# Four adjacent lane-dependent stores: opt-19's O3 (the SLP vectorizer) turns them into
# <2 x i32> loads and stores.
ADJACENT = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %base = shl i32 %id, 2
  %i0 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %i0, i32 1
  %a0 = load i32, ptr addrspace(1) %i0, align 16
  %a1 = load i32, ptr addrspace(1) %i1, align 4
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a0)
  %s0 = add i32 %a0, %f
  %s1 = add i32 %a1, %f
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 1
  store i32 %s0, ptr addrspace(1) %o0, align 16
  store i32 %s1, ptr addrspace(1) %o1, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
attributes #0 = { convergent nounwind "target-cpu"="gfx90a" }
"""


@pytest.mark.skipif(not shutil.which("opt-19"), reason="needs opt-19")
def test_an_optimizer_output_the_oracles_cannot_read_is_undecided_not_bad_input(
        tmp_path: Path) -> None:
    """The user's kernel is fine and LLVM's output is valid: validate said "bad input"
    (exit 2) when opt-19 vectorized it. Fixed vectors are read and decided now
    (oracles/SEMANTICS.md, "Vectors"); what the reader still refuses (a scalable vector,
    here added to opt-19's output by a wrapper) leaves nothing decided: inconclusive
    (exit 3), and ``opt`` prints the module it made."""
    path = tmp_path / "k.ll"
    path.write_text(ADJACENT)
    pipeline = ["--opt", "opt-19", "--pipeline", "default<O3>"]
    proc = fuzzfarm(["opt", str(path), *pipeline],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and "load <2 x i32>" in proc.stdout, proc.stdout + proc.stderr
    proc = fuzzfarm(["validate", str(path), *pipeline, "--threads", "64"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and "verdict: pass" in proc.stdout, proc.stdout + proc.stderr
    wrapper = tmp_path / "opt-scalable"
    wrapper.write_text("#!/bin/sh\n" 'opt-19 "$@" | sed "s/^  ret void/  %sv = insertelement '
                       '<vscale x 2 x i32> poison, i32 0, i64 0\\n  ret void/"\n')
    wrapper.chmod(0o755)
    proc = fuzzfarm(["validate", str(path), "--opt", str(wrapper), "--pipeline",
                           "default<O3>", "--threads", "64"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "verdict: inconclusive" in proc.stdout and "vscale" in proc.stdout


@pytest.mark.skipif(not shutil.which("opt-19"), reason="needs opt-19")
def test_a_cuda_kernel_is_optimized_for_its_own_target(tmp_path: Path) -> None:
    """validate and opt ran every pipeline with -mtriple=amdgcn-amd-amdhsa, which overrides
    a CUDA module's own nvptx64 triple: the AMDGPU attributor marked the kernel
    amdgpu-no-workitem-id-x beside its tid.x reads, so every schedule was undecided (and
    what was checked was no compilation of the kernel). Without --triple, the module's
    triple is the target; --triple still overrides it."""
    path = DATA / "cuda_slot.ll"
    pipeline = ["--opt", "opt-19", "--pipeline", "default<O3>"]
    proc = fuzzfarm(["opt", str(path), *pipeline],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and 'target triple = "nvptx64-nvidia-cuda"' in proc.stdout
    assert "amdgpu-" not in proc.stdout, proc.stdout
    assert _validate(path.read_text(), None, tmp_path, *pipeline, "--threads", "32") == 0
    assert _validate(path.read_text(), None, tmp_path, "--pipeline", "O3", "--threads", "32") == 0
    forced = fuzzfarm(["opt", str(path), *pipeline, "--triple", "amdgcn-amd-amdhsa"],
                            capture_output=True, text=True, check=False)
    assert forced.returncode == 0 and "amdgpu-no-workitem-id-x" in forced.stdout


#: HIP's __syncthreads() as clang writes it: a workgroup release fence, s.barrier and an
#: acquire fence. Each lane adds readfirstlane(in[id]) = in[0] to its own in[id].
SYNCTHREADS = """
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %s = add i32 %b, %v
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %q, align 4
  fence seq_cst
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
"""


def test_fences_are_read_printed_and_have_no_effect_on_a_thread(tmp_path: Path) -> None:
    """A fence orders a thread's memory accesses as other threads see them; in the model
    no thread sees another's buffers, so it changes no behaviour (SEMANTICS.md): HIP's
    __syncthreads() is decided instead of refused, and opt-19's O3 keeps it and passes."""
    fn = parse_module(SYNCTHREADS).kernel()
    printed = print_module(fn.module)
    for form in ('fence syncscope("workgroup") release', 'fence syncscope("workgroup") acquire',
                 "fence seq_cst"):
        assert form in printed
    assert print_module(parse_module(printed).kernel().module) == printed
    words = [5, 7, 11, 13]
    sched = Schedule.full(4, buffers={"in": words})
    ref = reference.run(fn, sched).behaviour
    assert ref.outcome is Outcome.OK and simt.run(fn, sched).behaviour == ref
    for lane, t in enumerate(ref.threads):
        out = t.buffers[1]
        assert int.from_bytes(bytes(out[4 * lane: 4 * lane + 4]), "little") == 5 + words[lane]
        assert t.barriers == (frozenset(range(4)),)
    no_fences = "\n".join(x for x in SYNCTHREADS.splitlines() if "fence" not in x)
    assert _validate(SYNCTHREADS, no_fences, tmp_path, "--threads", "32") == 0  # unseen: missed
    if shutil.which("opt-19"):
        assert _validate(SYNCTHREADS, None, tmp_path, "--opt", "opt-19", "--pipeline",
                         "default<O3>", "--threads", "64") == 0


def test_a_fence_llvm_refuses_is_bad_input(tmp_path: Path) -> None:
    (tmp_path / "k.ll").write_text(SYNCTHREADS.replace("fence seq_cst", "fence monotonic"))
    proc = fuzzfarm(["validate", str(tmp_path / "k.ll"), "--pipeline", "O3"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2 and "fence cannot be monotonic" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
