"""Fast-math flags on a call of a function defined in the module (LangRef, "Fast-Math Flags").

clang's ``-ffast-math`` writes ``call fast nofpclass(nan inf) float @helper(...)``; the
reader refused every such call (exit 2). ``nnan``/``ninf`` make the result poison where an
argument or the result is NaN/infinite (the result read as a ``nofpclass`` promise, the
arguments passed as they are: ``fuzzfarm.ir.calls.flagged_arguments``), the
other flags allow another result (``fp-choice`` on the result); ``contract`` alone changes
nothing a call computes. A call of a declaration with flags stays unsupported.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_is_fpclass import validate_edited

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "callfmf"

#: 1.0, a quiet NaN, +inf, 3e38 (finite; 3e38 + 3e38 overflows to +inf)
INPUTS = [0x3F800000, 0x7FC00000, 0x7F800000, 0x7F61B1E6]
TWO, NAN, INF = 0x40000000, 0x7FC00000, 0x7F800000

KERNEL = """
define internal float @h(float %a) {
  %s = fadd float %a, %a
  ret float %s
}

define void @k(ptr %in, ptr %out) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi
  %r = call FLAGS float @h(float %x)
  %po = getelementptr float, ptr %out, i32 %l
  store float %r, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _run(flags: str) -> tuple[list[object], frozenset[str]]:
    fn = parse_module(KERNEL.replace("FLAGS", flags)).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: tuple(INPUTS)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    words: list[object] = []
    for lane, t in enumerate(ref.threads):
        w = t.buffers[1][4 * lane:4 * lane + 4]
        words.append(POISON if POISON in w else int.from_bytes(bytes(w), "little"))
    return words, ref.approximations


@pytest.mark.parametrize(("flags", "stored", "choice"), [
    # a NaN argument (lane 1) is poison: so is what the helper makes of it
    ("nnan", [TWO, POISON, INF, INF], False),
    # an infinite argument (lane 2) or result (lane 3: 3e38 + 3e38) is poison
    ("ninf", [TWO, NAN, POISON, POISON], False),
    ("nnan ninf", [TWO, POISON, POISON, POISON], False),
    ("fast", [TWO, POISON, POISON, POISON], True),
    # another result is allowed: the value is IEEE's, noted
    ("nsz", [TWO, NAN, INF, INF], True),
    ("afn", [TWO, NAN, INF, INF], True),
    # contract fuses an fmul into an fadd: nothing a call computes
    ("contract", [TWO, NAN, INF, INF], False),
])
def test_both_oracles_read_a_calls_flags(flags: str, stored: list[object], choice: bool) -> None:
    got, notes = _run(flags)
    assert got == stored
    assert ("fp-choice" in notes) is choice


def test_a_flagged_call_of_a_declaration_stays_unsupported(tmp_path: Path) -> None:
    text = KERNEL.replace("FLAGS", "nnan").replace(
        "define internal float @h(float %a) {\n  %s = fadd float %a, %a\n  ret float %s\n}\n",
        "declare float @h(float)\n")
    path = tmp_path / "k.ll"
    path.write_text(text)
    ran = fuzzfarm(["validate", path, path])
    assert ran.returncode == 2 and "fast-math flags" in ran.stdout + ran.stderr


def test_an_intrinsics_flags_stay_its_own() -> None:
    """``call nnan float @llvm.fabs.f32``: the NaN lane's result is poison (the intrinsic's
    flags, oracles/reference/floats.py), not a broken promise of a declaration's argument
    (undefined, ``promise-poison``)."""
    fabs = "declare float @llvm.fabs.f32(float)\n"
    text = KERNEL.replace("define internal float @h(float %a) {\n  %s = fadd float %a, %a\n  ret float %s\n}\n",
                          fabs).replace("FLAGS float @h(", "nnan float @llvm.fabs.f32(")
    fn = parse_module(text).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: tuple(INPUTS)})
    for oracle in (reference, simt):
        b = oracle.run(fn, sched).behaviour
        assert b.outcome is Outcome.OK and not b.approximations
        assert POISON in b.threads[1].buffers[1][4:8] and POISON not in b.threads[0].buffers[1][0:4]


def test_instcombine_relying_on_a_calls_nnan_ninf_validates() -> None:
    """opt-19's InstCombine folds ``fcmp uno`` and ``is.fpclass(inf)`` of a ``call nnan
    ninf`` result to false: *before*'s NaN and inf lanes were poison, so a pass; the same
    fold without the flags on *before*'s call is a violation."""
    ran = fuzzfarm(["validate", DATA / "nnan_call.before.ll", DATA / "nnan_call.after.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_without_the_flags_the_same_fold_is_a_violation(tmp_path: Path) -> None:
    pair = (DATA / "nnan_call.before.ll", DATA / "nnan_call.after.ll")
    assert validate_edited(tmp_path, pair, 0, "call nnan ninf float @h", "call float @h") == 1


@pytest.mark.parametrize("schedules", ["4", pytest.param("16", marks=pytest.mark.slow)])
def test_clang_fast_math_helpers_validate(schedules: str) -> None:
    """clang-19 -ffast-math (fast_helper.cl: ``call fast nofpclass(nan inf)`` of two
    helpers, one testing ``__builtin_isinf``) against opt-19 -O2: exit 0 (2 on main).
    Four drawn schedules by default, validate's default 16 with --run-slow."""
    ran = fuzzfarm(["validate", DATA / "fast_helper.before.ll", DATA / "fast_helper.after.ll",
                    "--schedules", schedules])
    assert ran.returncode == 0, ran.stdout + ran.stderr


#: A helper that stores its argument and returns a constant: LangRef makes the call's
#: *result* poison for a NaN argument under nnan; the argument itself reaches the callee as
#: it is (the stored word stays the NaN, not poison), even to a noundef parameter.
STORING = """
define internal float @h(ptr %side, float noundef %a) {
  store float %a, ptr %side
  ret float 1.0
}

define void @k(ptr %in, ptr %out, ptr %side) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi
  %ps = getelementptr float, ptr %side, i32 %l
  %r = call nnan float @h(ptr %ps, float %x)
  %po = getelementptr float, ptr %out, i32 %l
  store float %r, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _words(buffer: tuple[object, ...]) -> list[object]:
    return [POISON if POISON in buffer[k:k + 4] else int.from_bytes(bytes(buffer[k:k + 4]), "little")
            for k in range(0, len(buffer), 4)]


@pytest.mark.parametrize("oracle", [reference, simt], ids=["reference", "simt"])
def test_a_nan_argument_poisons_the_result_not_the_argument(oracle) -> None:
    fn = parse_module(STORING).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: tuple(INPUTS)})
    ran = oracle.run(fn, sched).behaviour
    assert ran.outcome is Outcome.OK, ran  # a NaN passed to noundef under nnan: no UB
    for lane, t in enumerate(ran.threads):
        out, side = _words(t.buffers[1])[lane], _words(t.buffers[2])[lane]
        assert side == INPUTS[lane]  # what the callee stored: the argument as passed
        assert out == (POISON if INPUTS[lane] == NAN else 0x3F800000)  # 1.0, poison for the NaN
