"""OpenCL C kernels clang compiles for SPIR and SPIR-V (tests/data/clang/spir/spir.cl,
compiled as its first lines say): ``spir_kernel`` entry points, ``spir_func`` calls and
declarations, the ``spir``/``spir64``/``spirv32``/``spirv64`` triples and data layouts,
SPIR's address spaces (1 global, 2 constant, 3 local) and a 32-bit ``size_t``.

Expected values are computed here in Python from OpenCL C 2.0 (6.13.3, 6.13.15 and the
2.0 extensions, 9.17), independently of both oracles, which must agree. The sub-group
is the schedule's (no SPIR target fixes its size).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import UnsupportedError, parse_module, print_module
from fuzzfarm.schedule import Launch, Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang" / "spir"
M32 = (1 << 32) - 1
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")

#: Each lane's input word (``in[l]``): small, so loop_div's trip counts stay short.
WORDS = (3, 0, 5, 2, 1, 4, 2, 6)
FULL = tuple(range(len(WORDS)))
PARTIAL = (0, 2, 3, 5, 6)


def _s32(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def _reduce_div(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    """The lanes whose word exceeds 3 add theirs; the others keep theirs."""
    total = sum(w[x] for x in act if w[x] > 3)
    return {lane: (total if w[lane] > 3 else w[lane]) & M32 for lane in act}


def _scans(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    """Inclusive add plus (exclusive max << 16), over the active lanes in lane order; the
    exclusive max of the lowest lane is INT_MIN (the identity, 6.13.15)."""
    out = {}
    for lane in act:
        incl = sum(w[x] for x in act if x <= lane)
        excl = max((w[x] for x in act if x < lane), default=INT_MIN)
        out[lane] = (incl + (excl << 16)) & M32
    return out


def _bcast_vote(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    vote = 4 * w[2] + 2 * any(w[x] == 7 for x in act) + all(w[x] > 0 for x in act)
    return {lane: vote & M32 for lane in act}


def _sg_barrier(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    return {lane: (w[lane ^ 1] - w[lane]) & M32 for lane in act}


def _wg_barrier(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    return {lane: (w[lane ^ 2] ** 2 + 1) & M32 for lane in act}


def _builtins_word(v: int) -> int:
    """mul_hi(v, 0x12345) ^ add_sat(v, 0x7ffffff0) ^ clz(u) ^ popcount(u) ^ rotate(u, 5)
    ^ abs_diff(v, 100), u = (uint)v (OpenCL C 2.0, 6.13.3)."""
    u = v & M32
    mul_hi = (v * 0x12345) >> 32
    add_sat = min(max(v + 0x7FFFFFF0, INT_MIN), INT_MAX)
    clz = 32 - u.bit_length()
    rotate = ((u << 5) | (u >> 27)) & M32
    abs_diff = abs(v - 100)
    return (mul_hi ^ add_sat ^ clz ^ bin(u).count("1") ^ rotate ^ abs_diff) & M32


def _int_builtins(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    r = {x: _builtins_word(_s32(w[x])) for x in act}
    top = max(_s32(r[x]) for x in act)
    return {lane: (r[lane] ^ top) & M32 for lane in act}


def _loop_div(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    """Iteration j's reduction joins the lanes still looping there (their j-th dynamic
    instances converge: seed 000, maximal convergence of a natural loop)."""
    out = {}
    for lane in act:
        out[lane] = sum(sum(j + x for x in act if w[x] > j) for j in range(w[lane])) & M32
    return out


def _scan_then_bcast(w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    v = {}
    for lane in act:
        even = [x for x in act if w[x] % 2 == 0 and x <= lane]
        v[lane] = min(w[x] for x in even) if w[lane] % 2 == 0 else w[lane]
    return {lane: (v[lane] + v[act[0]]) & M32 for lane in act}


def _const_table(_w: tuple[int, ...], act: tuple[int, ...]) -> dict[int, int]:
    tab = (3, 1, 4, 1)
    total = sum(tab[(x + 1) & 3] for x in act)
    return {lane: (tab[lane & 3] + total) & M32 for lane in act}


Expect = Callable[[tuple[int, ...], tuple[int, ...]], dict[int, int]]
#: kernel -> (expected out words by lane, active sets it is defined on: a broadcast
#: needs its lane, a neighbour exchange the neighbour, so those run on the full subgroup)
KERNELS: dict[str, tuple[Expect, tuple[tuple[int, ...], ...]]] = {
    "reduce_div": (_reduce_div, (FULL, PARTIAL)),
    "scans": (_scans, (FULL, PARTIAL)),
    "bcast_vote": (_bcast_vote, (FULL, PARTIAL)),
    "sg_barrier": (_sg_barrier, (FULL,)),
    "wg_barrier": (_wg_barrier, (FULL,)),
    "int_builtins": (_int_builtins, (FULL, PARTIAL)),
    "loop_div": (_loop_div, (FULL, PARTIAL)),
    "scan_then_bcast": (_scan_then_bcast, (FULL, PARTIAL)),
    "const_table": (_const_table, (FULL, PARTIAL)),
}
#: The same kernels compiled for the other triples (SPIR-V 64, and 32-bit size_t), and
#: some at -O0 (so that O2 has work to do).
VARIANTS = [f"{k}_{t}" for k in ("reduce_div", "wg_barrier", "loop_div")
            for t in ("spirv64", "spir", "spirv32")]
UNOPTIMIZED = [f"{k}_O0" for k in ("reduce_div", "loop_div", "wg_barrier", "scan_then_bcast")]


def _expect(file: str) -> Expect:
    return KERNELS[file.split("_spir")[0].removesuffix("_O0")][0]


def _schedule(text: str, active: tuple[int, ...]) -> Schedule:
    """``active`` lanes of an 8-lane sub-group, ``in`` (the second pointer) holding WORDS."""
    args = parse_module(text).kernel().args
    buffers = {args[1].name: WORDS} if len(args) > 1 else {}
    return Schedule(len(WORDS), active, buffer_bytes=64, buffers=buffers)


def _out_words(text: str, sched: Schedule) -> dict[int, int]:
    """Each active lane's ``out[lane]``, the two oracles agreeing on everything."""
    fn = parse_module(text).kernel()
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and not ref.approximations
    return {t.lane: int.from_bytes(bytes(t.buffers[0][4 * t.lane:4 * t.lane + 4]), "little")
            for t in ref.threads}


@pytest.mark.parametrize("name", [*KERNELS, *VARIANTS, *UNOPTIMIZED])
def test_check_reads_the_kernel_and_the_verifier_agrees(name: str) -> None:
    r = fuzzfarm(["check", DATA / f"{name}.ll"])
    assert r.returncode == 0, r.stderr
    assert "well-formed" in r.stdout and "verdicts agree" in r.stdout


@pytest.mark.parametrize("name,active", [(k, a) for k, (_, sets) in KERNELS.items() for a in sets]
                         + [(v, FULL) for v in VARIANTS + UNOPTIMIZED])
def test_both_oracles_compute_the_opencl_values(name: str, active: tuple[int, ...]) -> None:
    text = (DATA / f"{name}.ll").read_text()
    assert _out_words(text, _schedule(text, active)) == _expect(name)(WORDS, active)


@pytest.mark.parametrize("name", [*KERNELS, "reduce_div_spir"])
def test_run_both_on_the_command_line(name: str) -> None:
    """``run --oracle both`` (zeroed buffers: every input word 0) agrees with Python."""
    r = fuzzfarm(["run", DATA / f"{name}.ll", "--oracle", "both", "--threads", "8", "--json"])
    assert r.returncode == 0, r.stderr
    threads = json.loads(r.stdout)["behaviour"]["threads"]
    got = {t["lane"]: int.from_bytes(bytes(t["buffers"][0][4 * t["lane"]:4 * t["lane"] + 4]), "little")
           for t in threads}
    assert got == _expect(name)((0,) * 8, FULL)


def _schedule_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "schedule.json"
    path.write_text(json.dumps(_schedule(text, FULL).to_json()))
    return path


@pytest.mark.parametrize("name", [*KERNELS, *UNOPTIMIZED, "reduce_div_spirv64", "loop_div_spir"])
def test_validate_o2_with_the_embedded_llvm(name: str, tmp_path: Path) -> None:
    """spir64 has no LLVM back end: the embedded LLVM optimizes it with no target machine,
    as opt does; the O2 result must refine the kernel."""
    before = DATA / f"{name}.ll"
    sched = _schedule_file(tmp_path, before.read_text())
    r = fuzzfarm(["validate", before, "--pipeline", "default<O2>", "--schedule", sched])
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verdict: pass" in r.stdout


@needs_opt19
@pytest.mark.parametrize("name", [*KERNELS, *UNOPTIMIZED, "wg_barrier_spirv32"])
def test_validate_o2_with_opt19(name: str, tmp_path: Path) -> None:
    before = DATA / f"{name}.ll"
    sched = _schedule_file(tmp_path, before.read_text())
    r = fuzzfarm(["validate", before, "--pipeline", "default<O2>", "--opt", "opt-19",
                  "--schedule", sched])
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verdict: pass" in r.stdout


def test_a_reduction_hoisted_above_its_branch_is_a_violation() -> None:
    """Hoisting makes every lane join the reduction: the lanes past 3 see the sum of all
    the words instead of theirs."""
    r = fuzzfarm(["validate", DATA / "reduce_div.ll", DATA / "reduce_div_hoisted.ll",
                  "--threads", "8", "--schedules", "4"])
    assert r.returncode == 1, r.stdout + r.stderr
    assert "verdict: violation" in r.stdout
    assert "communicating sets" in r.stdout and "differences:" in r.stdout
    # the schedule the violation names: exactly its lanes with a word above 3 differ,
    # by the sum of the other lanes' words
    sched = Schedule.from_json(json.loads(r.stdout.split("schedule ", 1)[1].splitlines()[0]))
    words = sched.buffers["1"]
    base = sched.launch.group_id[0] * sched.launch.group_size[0]
    w = {lane: _s32(words[base + lane]) for lane in sched.active_lanes}
    others = sum(v for v in w.values() if v <= 3)
    listed = {int(line.split()[1]) for line in
              r.stdout.split("differences:")[1].split("first differing")[0].splitlines() if line.strip()}
    assert others and listed == {lane for lane, v in w.items() if v > 3}


def test_spir_func_is_kept_on_calls_and_declarations() -> None:
    """LangRef ("Calling Conventions"): a call whose convention differs from its callee's
    is undefined, so both keep ``spir_func`` and the entry point ``spir_kernel``."""
    m = parse_module((DATA / "reduce_div.ll").read_text())
    fn = m.kernel()
    assert fn.cc == "spir_kernel" and all(a.is_uniform_input for a in fn.args)
    text = print_module(m)
    assert "define spir_kernel void @reduce_div(" in text
    assert "call spir_func i32 @_Z20sub_group_reduce_addi(" in text
    assert "declare spir_func i32 @_Z20sub_group_reduce_addi(" in text
    assert print_module(parse_module(text)) == text


def test_a_call_with_another_calling_convention_is_refused() -> None:
    text = (DATA / "reduce_div.ll").read_text().replace(
        "tail call spir_func i32 @_Z20sub_group_reduce_addi", "tail call i32 @_Z20sub_group_reduce_addi")
    with pytest.raises(UnsupportedError, match="calling convention ccc of @_Z20sub_group_reduce_addi"):
        parse_module(text)


def test_a_32_bit_size_t_cannot_hold_a_launch_past_it() -> None:
    """spir's get_global_id returns a 32-bit size_t: a launch whose global id does not fit
    is none that target can make (unsupported, never a value cut to 32 bits)."""
    text = (DATA / "reduce_div_spir.ll").read_text()
    assert parse_module(text).functions["_Z13get_global_idj"].return_type.bits == 32  # type: ignore[attr-defined]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64,
                     launch=Launch((40_000_000, 0, 0), (1024, 1, 1), (50_000_000, 1, 1)))
    fn = parse_module(text).kernel()
    for oracle in (reference, simt):
        b = oracle.run(fn, sched).behaviour
        assert b.outcome is Outcome.UNSUPPORTED and "size_t" in b.message, (oracle, b)


@pytest.mark.parametrize("target", ["spir64", "spir64-unknown-unknown"])
def test_codegen_for_spir_is_refused_in_one_line(target: str) -> None:
    r = fuzzfarm(["validate", DATA / "reduce_div.ll", "--codegen", target])
    assert r.returncode == 2
    assert "no back end" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_codegen_for_spirv64_with_the_embedded_back_end() -> None:
    r = fuzzfarm(["validate", DATA / "reduce_div_spirv64.ll", "--codegen", "spirv64"])
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="needs Debian's llvm-19")
def test_codegen_with_an_llc_lacking_spirv_is_refused_in_one_line() -> None:
    r = fuzzfarm(["validate", DATA / "reduce_div_spirv64.ll", "--codegen", "spirv64",
                  "--llc", "llc-19"])
    assert r.returncode == 2
    assert "spirv64" in r.stderr and len(r.stderr.strip().splitlines()) == 1


@needs_opt19
@pytest.mark.parametrize("name", ["reduce_div", "reduce_div_spirv64"])
def test_uniformity_of_a_target_without_divergence_model_is_refused(name: str) -> None:
    """opt-19 has no target machine for spir64 or spirv64: its analysis calls every value
    uniform without looking, which would read as refuted claims of a target claiming none."""
    r = fuzzfarm(["uniformity", DATA / f"{name}.ll", "--schedules", "2"])
    assert r.returncode == 2, r.stdout + r.stderr
    assert "no divergence model" in r.stderr and "refuted" not in r.stdout


NARROW = """target datalayout = "{layout}"
target triple = "{triple}"
define spir_kernel void @k(ptr addrspace(1) %out) {{
  %q = getelementptr ptr addrspace(1), ptr addrspace(1) %out, i32 1
  store i32 7, ptr addrspace(1) %q
  ret void
}}
"""


def test_a_pointer_in_memory_under_32_bit_pointers_is_refused() -> None:
    """spir's layout makes a pointer 4 bytes, the model's take 8: a getelementptr over
    one (which a pass may fold to 4 bytes) is unsupported there, and read on spir64."""
    spir = NARROW.format(layout="e-p:32:32-i64:64-v16:16-G1", triple="spir")
    with pytest.raises(UnsupportedError, match="32-bit pointers"):
        parse_module(spir)
    spir64 = NARROW.format(layout="e-i64:64-v16:16-G1", triple="spir64")
    assert parse_module(spir64).kernel().cc == "spir_kernel"
