"""The two oracles agree on the ``.ll`` kernels of tests/data and examples, with buffers.

Each kernel runs on the schedules ``fuzzfarm validate`` draws for it: its buffers filled
with words (``"buffers"``: what ``in[id]`` reads), device globals, LDS and workgroup-local
pointer arguments as the oracles lay them out, the launch's kernel arguments (HIP's
blockDim behind the implicit argument pointer) and calls of device functions. The lane
simulator runs first and the reference replays its choices (``oracles.oracle.agrees``, as
tests/test_simt_agreement.py and tests/test_agreement64.py compare them), as written and
after the embedded LLVM's O2/O3 (the kernels a campaign judges), at the kernel's natural
wave (its target's, else validate's default) and at 32 and 64 lanes, under both models.

The default run takes a few kernels of each kind that an earlier audit (249 of the files,
zeroed buffers) never compared; ``--run-slow`` sweeps every file.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_simt_agreement import SIMULATOR_SCOPE

from fuzzfarm.behaviour import Outcome
from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.commands.common import ill_formed_reason
from fuzzfarm.commands.validate import DEFAULT_THREADS, _schedules
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.conventions import target_wave, wave_size_refusal
from fuzzfarm.ir.errors import IRError
from fuzzfarm.ir.lanetests import lane_test_width
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.llvm.bridge import DEFAULT_TRIPLE
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import MODELS
from oracles import reference, simt
from oracles.oracle import agrees

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"


def natural_wave(fn: Function) -> int:
    """The subgroup ``validate`` gives ``fn`` without --threads."""
    return target_wave(fn) or max(DEFAULT_THREADS, lane_test_width(fn) or 0)


def drawn(fn: Function, threads: int, count: int) -> list[Schedule]:
    """``validate``'s schedules for ``fn`` at ``threads`` lanes, buffers filled."""
    ns = argparse.Namespace(
        seed=0, schedules=count, threads=threads, schedule=None, buffer_bytes=None
    )
    return _schedules(ns, fn)


def roots(module: Module) -> list[Function]:
    """The definitions no other one calls (the kernels; device functions run inside them)."""
    called = {i.callee for f in module.definitions for i in f.instructions() if i.callee}
    return [f for f in module.definitions if f.name not in called] or list(module.definitions)


def versions(
    module: Module, fn: Function, pipelines: tuple[str, ...]
) -> Iterator[tuple[str, Function]]:
    """``fn`` as written, then what each pipeline that succeeds makes of it."""
    yield "as written", fn
    for pipeline in pipelines:
        result = apply(
            Candidate("pipeline", pipeline, module.triple or DEFAULT_TRIPLE), module, fn.name
        )
        if (
            result.status == "ok"
            and result.module is not None
            and fn.name in result.module.functions
        ):
            yield pipeline, result.module.kernel(fn.name)


def disagreements(
    path: Path, sizes: tuple[int | None, ...], pipelines: tuple[str, ...] = (), count: int = 1
) -> tuple[int, list[str]]:
    """(comparisons made, disagreements) for every kernel of ``path`` at each size
    (None: the natural wave) that the kernel runs on."""
    try:
        module = parse_module(path.read_text())
    except IRError:
        return 0, []  # refused as bad input (exit 2 everywhere): nothing to compare
    made, bad = 0, []
    for fn in roots(module):
        if ill_formed_reason(module, fn) or reference.unsupported_reason(fn):
            continue
        wanted = [natural_wave(fn) if s is None else s for s in sizes]
        waves = [
            t
            for k, t in enumerate(wanted)
            if t not in wanted[:k] and wave_size_refusal(fn, t) is None
        ]
        for label, version in versions(module, fn, pipelines):
            for threads in waves:
                schedules = drawn(version, threads, count)
                for model in MODELS:
                    for sched, sim in zip(
                        schedules, simt.run_batch(version, schedules, model), strict=True
                    ):
                        if sim.behaviour.outcome is Outcome.UNSUPPORTED and any(
                            why in sim.behaviour.message for why in SIMULATOR_SCOPE
                        ):
                            continue  # the simulator's documented scope, as two_oracles reads it
                        ref = reference.replay(
                            version, sched.with_choices(sim.choices), sim.choices, model
                        )
                        made += 1
                        if not agrees(sim, ref):
                            bad.append(
                                f"{path.relative_to(ROOT)} @{fn.name} {label} {threads} lanes "
                                f"{model}: simulator {sim.behaviour.describe()[:300]!r} vs "
                                f"reference {ref.behaviour.describe()[:300]!r}\n  {sched.dumps()}"
                            )
    return made, bad


#: One kernel of each kind the earlier audit left out: LDS globals and a barrier, a
#: workgroup-local pointer argument, device-memory atomics, calls of device functions,
#: a byval struct argument, HIP's implicit kernel arguments, OpenCL sub-group scans.
KINDS = (
    "shared/lds_reduce.ll",
    "shared/cl_local_arg.ll",
    "globals_dead/live_atomic.after.ll",
    "calls/two_call_sites.ll",
    "clang/agg_params_saxpy_O3.ll",
    "clang/audit10/h_lds_hist_O3.ll",
    "clang/a4_dh_scans_O3.ll",
)


@pytest.mark.parametrize("name", KINDS)
def test_kernels_with_memory_and_calls_agree_at_their_wave(name: str) -> None:
    made, bad = disagreements(DATA / name, (None,))
    assert made, f"{name}: nothing compared"
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("name", ["globals_dead/live_atomic.after.ll", "calls/two_call_sites.ll"])
def test_atomics_and_calls_agree_through_o2_at_32_lanes(name: str) -> None:
    made, bad = disagreements(DATA / name, (32,), ("O2",))
    assert made == 2 * len(MODELS)  # as written and O2's, under each model
    assert not bad, "\n".join(bad)


def every_file() -> list[Path]:
    return sorted(DATA.rglob("*.ll")) + sorted((ROOT / "examples").rglob("*.ll"))


@pytest.mark.slow
@pytest.mark.parametrize("part", range(8))
def test_every_file_agrees_as_written_and_through_o2_o3(part: int) -> None:
    bad: list[str] = []
    for path in every_file()[part::8]:
        bad += disagreements(path, (None, 32, 64), ("O2", "O3"))[1]
    assert not bad, f"{len(bad)} disagreements:\n" + "\n".join(bad)


#: clang's CUDA compare-and-swap maximum (cu_cas_max.ll): lane 0 zeroes a shared ``best``,
#: a barrier, every lane loops on atomicCAS(&best, seen, v) until best >= v, a second
#: barrier, then every lane loads best (a plain load) and stores it to out[t].
CAS_MAX = DATA / "clang" / "cu_cas_max.ll"


def test_both_oracles_run_a_partial_barriers_members_on_alike() -> None:
    """Under ipdom the CAS loop's exits (a switch whose default, ``unreachable`` in clang's
    output, is made a ``ret`` here: a dead end is no path for reconvergence, SEMANTICS.md
    "ipdom" rule 1) have no post-dominator but the function's exit, so lanes leave it at different times and
    meet the second barrier apart: the run is unsupported. The simulator once went on
    running the ended lanes' next instruction, the load, and recorded a data race against
    lanes still swapping: a disagreement with the reference, which stopped at the barrier
    (found by the file sweep at 32 lanes). Now both oracles let the members of the partial
    instance pass it (SEMANTICS.md, "Partial barriers under ipdom"), so both record that
    race (the partial instance orders no member's load after the other lanes' swaps) and
    the compare-and-swaps' order, and agree; the run stays unsupported (every lane meets
    the barrier once, and a race leaves the end undecided)."""
    text = CAS_MAX.read_text()
    assert text.count("  unreachable\n") == 1
    fn = parse_module(text.replace("  unreachable\n", "  ret void\n")).kernel("_Z7cas_maxPKiPi")
    sim, ref = _cas_max_at_32_lanes(fn)
    for seen in (sim.behaviour, ref.behaviour):
        assert seen.outcome is Outcome.UNSUPPORTED, seen.describe()[:200]
        assert "barrier" in seen.message
        assert seen.approximations == {"atomic-order", "data-race"}
    assert agrees(sim, ref)


def _cas_max_at_32_lanes(fn):  # noqa: ANN001, ANN202 (a Function; the two oracles' runs)
    """The CAS-max kernel at 32 lanes under ipdom (words 1..7 in its buffer): the
    simulator's run and the reference's replay of the simulator's choices."""
    words = tuple(lane % 7 + 1 for lane in range(32))
    sched = Schedule(32, tuple(range(32)), {}, buffer_bytes=512, buffers={"0": words})
    sim = simt.run(fn, sched, "ipdom")
    return sim, reference.replay(fn, sched.with_choices(sim.choices), sim.choices, "ipdom")


def test_the_cas_loop_as_clang_wrote_it_reconverges_before_the_second_barrier() -> None:
    """As clang wrote it, the switch's ``unreachable`` default is a dead end, no path for
    reconvergence (SEMANTICS.md "ipdom" rule 1): under ipdom the lanes leaving the CAS loop
    meet again at its exit and reach the second barrier together, so both oracles finish
    the run (only the compare-and-swaps' order approximated) and agree."""
    fn = parse_module(CAS_MAX.read_text()).kernel("_Z7cas_maxPKiPi")
    sim, ref = _cas_max_at_32_lanes(fn)
    for seen in (sim.behaviour, ref.behaviour):
        assert seen.outcome is Outcome.OK, seen.describe()[:200]
        assert seen.approximations == {"atomic-order"}
    assert agrees(sim, ref)
