"""Fast-math flags on a vector phi, and a flagged call of a callee with a ``noundef`` result.

clang's ``-cl-fast-relaxed-math`` writes ``phi reassoc nnan ninf nsz arcp afn <4 x float>``
where an OpenCL ``float4`` joins two paths; the reference refused a flagged phi of a
vector and the lane simulator every flagged phi. LangRef, "Fast-Math Flags": the flags
apply to the incoming value, element by element (a NaN/infinite element poison under
``nnan``/``ninf``, ``fp-choice`` noted for the other flags).

A callee whose result is ``noundef`` may return a NaN (LangRef, "Parameter Attributes":
the attribute constrains the value the callee returns); the call's ``nnan`` then makes the
call's value poison. The call's flags were merged into the promise ``noundef`` guards,
which read the NaN as undefined behaviour.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_call_fast_math import KERNEL

from fuzzfarm.behaviour import POISON, PROMISE_POISON, Behaviour, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "fmf26"

ONE, NAN, INF, BIG = 0x3F800000, 0x7FC00000, 0x7F800000, 0x7F61B1E6  # BIG: 3e38, finite
TWO = 0x40000000
WORDS = (ONE, NAN, INF, BIG)

PHI = """
define void @k(ptr %in, ptr %out, i32 %n) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr <4 x float>, ptr %in, i32 %l
  %x = load <4 x float>, ptr %pi
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %double, label %join
double:
  %y = fadd <4 x float> %x, %x
  br label %join
join:
  %p = phi FLAGS <4 x float> [ %x, %entry ], [ %y, %double ]
  %po = getelementptr <4 x float>, ptr %out, i32 %l
  store <4 x float> %p, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _words(buffer: tuple[object, ...]) -> list[object]:
    return [POISON if POISON in buffer[k:k + 4] else int.from_bytes(bytes(buffer[k:k + 4]), "little")
            for k in range(0, len(buffer), 4)]


def _both(text: str, sched_of) -> Behaviour:
    """Both oracles' behaviour of ``text``'s kernel, which must be the same."""
    fn = parse_module(text).kernel()
    sched = sched_of(fn)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads and ref.approximations == sim.approximations
    return ref


@pytest.mark.parametrize(("flags", "doubled", "stored", "choice"), [
    # lane 0's vector (1.0, NaN, inf, 3e38), doubled or not: (2.0, NaN, inf, inf)
    ("nnan", False, [ONE, POISON, INF, BIG], False),
    ("nnan", True, [TWO, POISON, INF, INF], False),
    ("ninf", True, [TWO, NAN, POISON, POISON], False),
    ("fast", False, [ONE, POISON, POISON, BIG], True),
    ("reassoc nnan ninf nsz arcp afn", True, [TWO, POISON, POISON, POISON], True),
    ("nsz", True, [TWO, NAN, INF, INF], True),
])
def test_both_oracles_flag_a_vector_phi_element_by_element(flags: str, doubled: bool,
                                                           stored: list[object], choice: bool) -> None:
    got = _both(PHI.replace("FLAGS", flags), lambda fn: Schedule(
        1, (0,), buffer_bytes=16, buffers={fn.args[0].name: WORDS}, args={"n": (int(doubled),)}))
    assert _words(got.threads[0].buffers[1]) == stored
    assert ("fp-choice" in got.approximations) is choice


def test_a_scalar_flagged_phi_runs_in_the_lane_simulator() -> None:
    """The lane simulator left every flagged phi unsupported; a scalar one is the same rule."""
    text = PHI.replace("<4 x float>", "float").replace("FLAGS", "nnan")
    got = _both(text, lambda fn: Schedule(4, (0, 1, 2, 3), buffer_bytes=16,
                                          buffers={fn.args[0].name: WORDS}, args={"n": (0,) * 4}))
    assert [_words(t.buffers[1])[t.lane] for t in got.threads] == [ONE, POISON, INF, BIG]


def test_clang_float4_fast_math_kernel_validates() -> None:
    """float4_helpers.cl under -cl-fast-relaxed-math against opt-19 -O3: *after* joins
    ``clamp4``'s result in a ``phi ... nnan ninf ... <4 x float>``; exit 0 (3 on main: 6 of
    16 schedules undecided, "phi with fast-math flags on a non-float")."""
    ran = fuzzfarm(["validate", DATA / "float4_helpers.before.ll", DATA / "float4_helpers.after.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


#: test_call_fast_math's kernel, its helper's return attributes RET
CALL = KERNEL.replace("define internal float @h(", "define internal RET float @h(")


@pytest.mark.parametrize(("ret", "flags", "stored"), [
    # the callee's noundef: the NaN it returns (lane 1) is defined, the call's nnan poisons it
    ("noundef", "nnan", [TWO, POISON, INF, INF]),
    # the infinities it returns (lane 2 passed, lane 3 made: 3e38 + 3e38)
    ("noundef", "ninf", [TWO, NAN, POISON, POISON]),
])
def test_a_noundef_result_made_poison_by_the_calls_flags_is_defined(ret: str, flags: str,
                                                                    stored: list[object]) -> None:
    got = _both(CALL.replace("RET", ret).replace("FLAGS", flags), lambda fn: Schedule(
        4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: WORDS}))
    assert [_words(t.buffers[1])[t.lane] for t in got.threads] == stored


@pytest.mark.parametrize("flags", ["nnan noundef", "fast noundef", "ninf noundef"])
def test_the_call_sites_noundef_meeting_the_flags_poison_is_noted_undefined(flags: str) -> None:
    """The call site's own ``ret:noundef`` beside ``nnan``/``ninf``: LangRef leaves open
    whether the flags' poison breaks it, so both oracles make the run undefined and the
    reference notes ``promise-poison`` (fuzzfarm.ir.calls.flags_meet_site_noundef):
    lenient to a *before*, undecided in an *after*, whichever reading LLVM takes."""
    fn = parse_module(CALL.replace("RET", "").replace("FLAGS", flags)).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: WORDS})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.UB
    assert PROMISE_POISON in ref.approximations
    # on lanes whose results the flags leave alone the run is defined, in both
    calm = Schedule(4, (0,), buffer_bytes=16, buffers={fn.args[0].name: WORDS})
    ref, sim = reference.run(fn, calm).behaviour, simt.run(fn, calm).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK and ref.threads == sim.threads


def test_a_poison_result_breaking_noundef_stays_undefined() -> None:
    """What the callee itself returns is still held to its ``noundef``: poison there is
    undefined behaviour with or without the call's flags."""
    text = CALL.replace("RET", "noundef").replace("FLAGS", "nnan").replace(
        "%s = fadd float %a, %a", "%s = fadd nnan float %a, %a")
    fn = parse_module(text).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=16, buffers={fn.args[0].name: WORDS})
    for oracle in (reference, simt):
        assert oracle.run(fn, sched).behaviour.outcome is Outcome.UB


def test_a_nan_argument_under_nnan_to_a_noundef_result_is_poison_in_both_oracles() -> None:
    """A NaN argument makes the flagged call's value poison (LangRef); the callee's
    ``noundef`` result is what it returns, here a constant, so no undefined behaviour
    (the reference made the result poison before checking ``noundef``: undefined)."""
    text = CALL.replace("RET", "noundef").replace("FLAGS", "nnan").replace(
        "%s = fadd float %a, %a\n  ret float %s", "ret float 1.0")
    got = _both(text, lambda fn: Schedule(4, (0, 1, 2, 3), buffer_bytes=16,
                                          buffers={fn.args[0].name: WORDS}))
    assert [_words(t.buffers[1])[t.lane] for t in got.threads] == [ONE, POISON, ONE, ONE]


@pytest.mark.parametrize(("flags", "stored"), [
    # elements 0 and 2 pick %x = (1.0, NaN, inf, 3e38), 1 and 3 %y = 2 * %x = (2.0, NaN, inf, inf);
    # the flags read both operands of an element and its result
    ("nnan", [ONE, POISON, INF, INF]),
    ("ninf", [ONE, NAN, POISON, POISON]),
])
def test_both_oracles_flag_a_vector_select_element_by_element(flags: str, stored: list[object]) -> None:
    """The same rule on a flagged ``select`` of ``<4 x float>`` (clang writes it for a
    float4 ``?:`` under -cl-fast-relaxed-math): already both oracles' (a guard, passes on main)."""
    text = PHI.replace("phi FLAGS <4 x float> [ %x, %entry ], [ %y, %double ]",
                       f"select {flags} <4 x i1> <i1 1, i1 0, i1 1, i1 0>, <4 x float> %x, <4 x float> %y") \
        .replace("br i1 %c, label %double, label %join\ndouble:\n", "").replace("br label %join\njoin:\n", "")
    got = _both(text, lambda fn: Schedule(1, (0,), buffer_bytes=16, buffers={fn.args[0].name: WORDS},
                                          args={"n": (0,)}))
    assert _words(got.threads[0].buffers[1]) == stored
