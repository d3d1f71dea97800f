"""Real GPU kernels as the targets' compilers write them: entry-point calling conventions
and the targets' own wave intrinsics, read and run by both oracles.

Expected values are worked out by hand from the targets' documentation (PTX ISA
``shfl.sync``/``vote.sync``/``redux.sync``, LLVM's IntrinsicsAMDGPU.td comments and the
AMD ISA), never from the oracles.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.errors import UnsupportedError
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "kernels"
FUZZFARM = [sys.executable, "-m", "fuzzfarm.cli"]


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
    # lanes 0, 2, 3 pass x > 0: their places among those lanes are 0, 1, 2 (lane 1 stores nothing)
    fn = parse_module(path.read_text()).kernel()
    b = reference.run(fn, Schedule.full(4, {"x": [5, 0, 1, 9]})).behaviour
    assert [t.buffers[0][:4] for t in b.threads] == [(0, 0, 0, 0), (0, 0, 0, 0),
                                                     (1, 0, 0, 0), (2, 0, 0, 0)]
    broken = path.read_text().replace("%m = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi, i32 %m0)",
                                      "%m = add i32 %m0, 1")
    (tmp_path / "after.ll").write_text(broken)
    bad = subprocess.run([*FUZZFARM, "validate", str(path), str(tmp_path / "after.ll")],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 1, bad.stdout + bad.stderr
    if shutil.which("opt-19"):
        ok = subprocess.run([*FUZZFARM, "validate", str(path), "--opt", "opt-19", "--pipeline",
                             "default<O3>", "--threads", "8"], capture_output=True, text=True,
                            check=False)
        assert ok.returncode == 0, ok.stdout + ok.stderr
