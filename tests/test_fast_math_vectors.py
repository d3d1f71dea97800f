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

from fuzzfarm.behaviour import POISON, Behaviour, Outcome
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
