"""What hunting with ``validate`` on the clang-19 kernels of tests/data/clang found wrong
in fuzzfarm itself (README, "Check and run a kernel by hand"; the hunt's table is in the
branch's report).

clang's unoptimized output (``-O1 -Xclang -disable-llvm-passes``) stores the old value
of every HIP atomic builtin into a temporary alloca and loads it back, even when the
program never reads it. ``observed`` took that store for a use that shows the value, so
every kernel whose threads ``atomicMin``/``atomicAdd`` one LDS counter recorded
``atomic-order`` and was undecided at every size. The minimal kernels below are written
by hand after that pattern; expected values are computed here in Python.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from test_clang_audit import _both  # both oracles agreeing, each thread's words

from fuzzfarm.analysis.observed import observed
from fuzzfarm.behaviour import ATOMIC_ORDER, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

#: Thread 0 starts @mn, every thread atomically mins its in[t] into it and spills the
#: old value into a private slot (as clang does), all read @mn after a barrier.
#: USE_OF_SLOT is replaced by what the slot's load feeds, START and END by lifetime
#: markers or nothing (the lane simulator leaves kernels with markers to the reference:
#: oracles/SEMANTICS.md, "Values").
SPILLED_MIN = """@mn = internal addrspace(3) global i32 undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %p = addrspacecast ptr addrspace(5) %slot to ptr
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  store i32 1073741824, ptr addrspace(3) @mn, align 4
  br label %go
go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %a, align 4
  START
  %old = atomicrmw min ptr addrspace(3) @mn, i32 %x syncscope("workgroup") monotonic, align 4
  store i32 %old, ptr %p, align 4
  %back = load i32, ptr %p, align 4
  USE_OF_SLOT
  END
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m = load i32, ptr addrspace(3) @mn, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %m, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture)
"""

WORDS = [(37 * t * t + 11) % 1000 - 300 for t in range(8)]


def _kernel(use: str, markers: bool = False) -> str:
    start = "call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %slot)" if markers else ""
    end = "call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %slot)" if markers else ""
    return SPILLED_MIN.replace("USE_OF_SLOT", use).replace("START", start).replace("END", end)


def _old(text: str):
    return next(i for i in parse_module(text).kernel().instructions() if i.opcode == "atomicrmw")


def _schedule(text: str) -> Schedule:
    fn = parse_module(text).kernel()
    words = tuple(w & 0xFFFFFFFF for w in WORDS)
    return Schedule.full(len(WORDS), buffer_bytes=64, buffers={fn.args[0].name: words})


def test_atomic_result_spilled_to_an_unread_slot_is_decided() -> None:
    """The old value goes to a slot whose load nothing reads: the minimum is the same in
    every order, both oracles decide it and every thread reads min(in)."""
    text = _kernel("%dead = add i32 %back, 1")
    assert not observed(_old(text))
    got = _both(text, _schedule(text), 1)
    assert not isinstance(got, Outcome), got
    signed = [w - (1 << 32) if w >= 1 << 31 else w for w in (row[t] for t, row in enumerate(got))]
    assert signed == [min(WORDS)] * len(WORDS)
    fn = parse_module(text).kernel()
    assert ATOMIC_ORDER not in reference.run(fn, _schedule(text)).behaviour.approximations
    assert ATOMIC_ORDER not in simt.run(fn, _schedule(text)).behaviour.approximations
    # as clang writes it, with lifetime markers around the slot (the reference's alone)
    marked = _kernel("%dead = add i32 %back, 1", markers=True)
    assert not observed(_old(marked))
    run = reference.run(parse_module(marked).kernel(), _schedule(marked)).behaviour
    assert run.outcome is Outcome.OK and ATOMIC_ORDER not in run.approximations
    lowest = tuple((min(WORDS) & 0xFFFFFFFF).to_bytes(4, "little"))
    assert [tuple(t.buffers[1][4 * t.lane:4 * t.lane + 4]) for t in run.threads] == [lowest] * len(WORDS)


def test_atomic_result_read_back_from_its_slot_stays_order_dependent() -> None:
    """The slot's load reaches the output: each thread's old value is the order's, so
    both oracles record atomic-order (undecided), as for an old value used directly."""
    text = _kernel("store i32 %back, ptr addrspace(1) %in, align 4")
    assert observed(_old(text))
    fn = parse_module(text).kernel()
    assert ATOMIC_ORDER in reference.run(fn, _schedule(text)).behaviour.approximations
    assert ATOMIC_ORDER in simt.run(fn, _schedule(text)).behaviour.approximations


def test_a_slot_that_escapes_shows_what_it_holds() -> None:
    """A slot passed to a call, or addressed through a GEP, may be read by anything:
    the stored value counts as observed."""
    call = _kernel("call void @sink(ptr %p)").replace(
        "declare i32 @llvm.amdgcn.workitem.id.x()",
        "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @sink(ptr)")
    assert observed(_old(call))
    gep = _kernel("%q = getelementptr i8, ptr %p, i32 0\n  %r = load i32, ptr %q, align 4\n"
                  "  store i32 %r, ptr addrspace(1) %in, align 4")
    assert observed(_old(gep))


#: CUDA's tiled_partition<8> written out (audit2.cu's c_tile8, one step): each lane
#: exchanges with lane t ^ 4 of its own tile, naming the tile in its membermask.
TILE8 = """target triple = "nvptx64-nvidia-cuda"

define void @tile(ptr %in, ptr %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr inbounds i32, ptr %in, i32 %t
  %v = load i32, ptr %a, align 4
  %base = and i32 %t, -8
  %mask = shl i32 255, %base
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %v, i32 OFFSET, i32 6175)
  %r0 = add i32 %v, %s
  %r = xor i32 %r0, 0
  %o = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %r, ptr %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
attributes #0 = { convergent }
"""


def _tile(offset: int = 4, xor_zero: bool = False) -> str:
    text = TILE8.replace("OFFSET", str(offset))
    return text if xor_zero else text.replace("  %r = xor i32 %r0, 0\n", "").replace("%r,", "%r0,")


def test_tile_masks_run_on_whole_warps(tmp_path) -> None:
    """A membermask naming lanes that do not run the shuffle is the program's error
    (PTX), so a drawn warp with some lanes missing is replaced by the whole warp, where
    each tile of 8 exchanges within itself: lane t gets in[t] + in[t ^ 4]. Before, every
    drawn schedule stayed undecided (default 4 lanes, or 32 with lanes missing)."""
    from clirun import fuzzfarm

    from fuzzfarm.commands.validate import _within_masks

    text = _tile()
    fn = parse_module(text).kernel()
    partial = Schedule(32, (0, 15, 16, 30), buffer_bytes=512)
    assert _within_masks(fn, partial).active_lanes == tuple(range(32))
    one_tile = Schedule(32, tuple(range(8)), buffer_bytes=512)  # its masks fit: kept
    assert _within_masks(fn, one_tile) == one_tile
    words = [(13 * t * t + 5) % 977 for t in range(32)]
    whole = Schedule.full(32, buffer_bytes=512, buffers={fn.args[0].name: tuple(words)})
    got = _both(text, whole, 1)
    assert not isinstance(got, Outcome), got
    assert [row[t] for t, row in enumerate(got)] == [words[t] + words[t ^ 4] for t in range(32)]

    before, same, wrong = tmp_path / "b.ll", tmp_path / "a.ll", tmp_path / "w.ll"
    before.write_text(text)
    same.write_text(_tile(xor_zero=True))
    wrong.write_text(_tile(offset=2))
    for threads in ([], ["--threads", "32"]):
        ran = fuzzfarm(["validate", before, same, "--schedules", "4", *threads])
        assert ran.returncode == 0 and "0 undecided" in ran.stdout, ran.stdout
    found = fuzzfarm(["validate", before, wrong, "--schedules", "4"])
    assert found.returncode == 1 and "violation" in found.stdout, found.stdout


def test_nvptx_kernels_refuse_subgroups_wider_than_a_warp(tmp_path) -> None:
    """Every CUDA kernel at ``--threads 64`` was undecided (lanes 32 and up read
    ``tid.x``, which both oracles leave unsupported there): bad input now, in one line,
    as for a wave32 AMDGPU kernel; uniformity's drawn sizes stay within the warp."""
    from clirun import fuzzfarm

    from fuzzfarm.ir.conventions import nvptx_module, target_wave

    fn = parse_module(_tile()).kernel()
    assert nvptx_module(fn) and target_wave(fn) == 32
    amd = parse_module(_kernel("")).kernel()
    assert not nvptx_module(amd) and target_wave(amd) is None
    path = tmp_path / "k.ll"
    path.write_text(_tile())
    for argv in (["validate", path, path, "--threads", "64"], ["run", path, "--threads", "33"]):
        ran = fuzzfarm(argv)
        assert ran.returncode == 2 and "NVPTX, whose warps have 32 lanes" in ran.stderr, ran
        assert len(ran.stderr.strip().splitlines()) == 1


DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")
def test_instcombine_fixpoint_failure_is_a_crash_not_a_miscompile() -> None:
    """The hunt's only exit 1: opt-19's ``instcombine`` (``verify-fixpoint`` when named
    alone) stops with "did not reach a fixpoint" on 30 of the unoptimized clang kernels
    (their allocas' stores and loads across a convergent call). That is a crash finding
    of LLVM's own check (README), on the clang kernel and on its reduction kept in
    tests/data/realhunt (``fuzzfarm reduce``: bisected to InstCombinePass); the same
    pass without the check changes nothing the oracles can tell apart."""
    from clirun import fuzzfarm

    for kernel in (DATA / "clang" / "cl_sgred.ll", DATA / "realhunt" / "instcombine_fixpoint.ll"):
        crash = fuzzfarm(["validate", kernel, "--opt", "opt-19", "--pipeline", "instcombine"])
        assert crash.returncode == 1, crash
        assert "verdict: crash (LLVM ERROR: Instruction Combining did not reach a fixpoint" in crash.stdout
    ran = fuzzfarm(["validate", DATA / "clang" / "cl_sgred.ll", "--opt", "opt-19",
                    "--pipeline", "instcombine<no-verify-fixpoint>", "--schedules", "4"])
    assert ran.returncode == 0 and "0 undecided" in ran.stdout, ran
