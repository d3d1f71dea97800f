"""Fast-math flags on a call of a defined function taking or returning vectors of floats
(LangRef, "Fast-Math Flags": under ``nnan``/``ninf`` "if an argument is a nan [inf], or
the result would be a nan [inf], it produces a poison value instead").

On main a call returning ``<2 x float>`` with flags was refused (exit 2), and a NaN element
of a ``<2 x float>`` argument of a flagged call returning a float was read as nothing (the
result a value: more defined than LLVM). Now a returned vector is flagged element by
element (a NaN/infinite element poison, as LangRef's element-wise float operations and
LLVM's known-class reasoning read it), and any NaN/infinite, or poison, element of a float
argument makes the result poison (poison may be a NaN). A poison scalar argument of such a
call is read the same way by both oracles now (the reference kept the result, the lane
simulator's select on a poison test made it poison: the oracles disagreed).
"""

from __future__ import annotations

import subprocess

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

NAN, INF, TWO = 0x7FC00000, 0x7F800000, 0x40000000

#: A call ``nnan`` returning ``<2 x float>`` whose element 0 is NaN for every input.
RESULT = """target triple = "amdgcn-amd-amdhsa"
define internal <2 x float> @h(float %x) {
  %d = fdiv float %x, 0.0
  %z = fsub float %d, %d
  %v0 = insertelement <2 x float> poison, float %z, i32 0
  %v = insertelement <2 x float> %v0, float %x, i32 1
  ret <2 x float> %v
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call FLAGS <2 x float> @h(float %x)
  %e = extractelement <2 x float> %r, i32 0
  %c = fcmp uno float %e, %e
  %z = zext i1 %c to i32
  %f = extractelement <2 x float> %r, i32 1
  %b = bitcast float %f to i32
  %s = add i32 %z, %b
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

#: A call ``FLAGS`` returning a float, passed ``<2 x float>`` holding ``%x`` and ``ELEMENT``.
ARGUMENT = """target triple = "amdgcn-amd-amdhsa"
define internal float @h(<2 x float> %v) {
  %e = extractelement <2 x float> %v, i32 1
  ret float %e
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v0 = insertelement <2 x float> ELEMENT, float %x, i32 0
  %v = insertelement <2 x float> %v0, float 2.0, i32 1
  %r = call FLAGS float @h(<2 x float> %v)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

#: A poison scalar argument the callee never reads, to a call ``FLAGS``.
SCALAR = """target triple = "amdgcn-amd-amdhsa"
define internal float @h(float %x, float %y) {
  ret float %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call FLAGS float @h(float poison, float %x)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _stored(text: str, x: int, model: str = Model.MAXIMAL) -> object:
    """What lane 0 stores, read by both oracles (which must agree)."""
    fn = parse_module(text).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), args={"x": (x, x)}, buffer_bytes=8)
    ref, sim = reference.run(fn, sched, model), simt.run(fn, sched, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert ref.behaviour.outcome is Outcome.OK, ref.behaviour
    word = ref.behaviour.threads[0].buffers[0][:4]
    return POISON if POISON in word else int.from_bytes(bytes(word), "little")


def test_instcombine_relying_on_a_vector_results_nnan_validates(tmp_path) -> None:
    """opt-19's InstCombine folds ``fcmp uno`` of an element of the ``nnan`` call's result
    to false (only by the flag); exit 2 on main (refused), 0 now."""
    text = RESULT.replace("FLAGS", "nnan")
    after = subprocess.run(["opt-19", "-passes=instcombine", "-S", "-"], input=text,
                           capture_output=True, text=True, check=True).stdout
    kernel = after[after.index("define amdgpu_kernel"):]
    assert "fcmp" not in kernel
    bare = subprocess.run(["opt-19", "-passes=instcombine", "-S", "-"], input=RESULT.replace("FLAGS", ""),
                          capture_output=True, text=True, check=True).stdout
    assert "fcmp uno" in bare
    before_path, after_path = tmp_path / "b.ll", tmp_path / "a.ll"
    before_path.write_text(text)
    after_path.write_text(after)
    assert fuzzfarm(["validate", before_path, after_path, "--threads", "4"]).returncode == 0
    # the control: before without the flag had a NaN there, the fold is wrong for it
    before_path.write_text(RESULT.replace("FLAGS", ""))
    assert fuzzfarm(["validate", before_path, after_path, "--threads", "4"]).returncode == 1


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_a_vector_result_is_flagged_per_element(model: str) -> None:
    """Element 0 (NaN) is poison under ``nnan``, element 1 (``%x``) is kept: the sum is
    poison; ``ninf`` keeps the NaN (1 + bits of ``%x``), as no flag does."""
    assert _stored(RESULT.replace("FLAGS", "nnan"), TWO, model) is POISON
    assert _stored(RESULT.replace("FLAGS", "ninf"), TWO, model) == 1 + TWO
    assert _stored(RESULT.replace("FLAGS", ""), TWO, model) == 1 + TWO


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("flags, x, element, poisoned", [
    ("nnan", NAN, "<float 1.0, float 1.0>", True),  # a NaN element: the result is poison
    ("nnan", INF, "<float 1.0, float 1.0>", False),
    ("ninf", INF, "<float 1.0, float 1.0>", True),
    ("nnan ninf", TWO, "<float 1.0, float 1.0>", False),
    ("", NAN, "<float 1.0, float 1.0>", False),
    ("nnan", TWO, "poison", False),  # element 1 is set: no poison element is passed
])
def test_a_vector_arguments_element_poisons_the_result(flags: str, x: int, element: str, poisoned: bool,
                                                       model: str) -> None:
    got = _stored(ARGUMENT.replace("FLAGS", flags).replace("ELEMENT", element), x, model)
    assert (got is POISON) is poisoned and (poisoned or got == TWO)


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_a_poison_element_or_argument_poisons_the_result_in_both_oracles(model: str) -> None:
    """Poison may be a NaN: under ``nnan`` the result is poison (both oracles; the
    reference kept it on main, and the oracles disagreed)."""
    partial = ARGUMENT.replace("FLAGS", "nnan").replace("ELEMENT", "poison") \
        .replace("float 2.0, i32 1", "float poison, i32 1")
    assert _stored(partial, TWO, model) is POISON
    assert _stored(SCALAR.replace("FLAGS", "nnan"), TWO, model) is POISON
    assert _stored(SCALAR.replace("FLAGS", ""), TWO, model) == TWO
