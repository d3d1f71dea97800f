"""``noundef`` on a vector or aggregate argument or result is broken by any poison element
(LangRef, "Parameter Attributes": "if the value representation contains any undefined
or poison bits, the behavior is undefined"), and both oracles check it element by element
(leaf by leaf): the reference's ``keep_promise`` on its tuples, the lane simulator's
``NoUndef`` on the element registers.

The oracles read ``noundef`` on scalars only, so a *before* passing ``<2 x i32> poison``
(or ``{i32, i32} poison``) to a ``noundef`` parameter, or returning it under a ``noundef``
result, read as a defined run; opt-19's SimplifyCFG deletes the edge that passes it
(an ``llvm.assume`` of the other way, checked below on each pair), and the lanes taking
that edge were reported a violation (exit 1 on main): a false positive. clang writes
``noundef`` on every ``float4``/``int2`` parameter.
"""

from __future__ import annotations

import subprocess

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

#: A helper taking a vector (or a struct) ``noundef``; lanes 0 and 1 pass it ``POISONED``.
ARGUMENT = """target triple = "amdgcn-amd-amdhsa"
define internal i32 @h(TY noundef %v) {
  %e = EXTRACT
  ret i32 %e
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, 2
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  %v0 = INSERT0
  %v = INSERT1
  br label %j
j:
  %p = phi TY [ POISONED, %a ], [ %v, %b ]
  %r = call i32 @h(TY %p)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
VECTOR = {"TY": "<2 x i32>", "EXTRACT": "extractelement <2 x i32> %v, i32 1",
          "INSERT0": "insertelement <2 x i32> poison, i32 %x, i32 0",
          "INSERT1": "insertelement <2 x i32> %v0, i32 %id, i32 1"}
STRUCT = {"TY": "{i32, i32}", "EXTRACT": "extractvalue {i32, i32} %v, 1",
          "INSERT0": "insertvalue {i32, i32} poison, i32 %x, 0",
          "INSERT1": "insertvalue {i32, i32} %v0, i32 %id, 1"}

#: A helper returning a vector ``noundef``, poison where ``%id < 2``.
RESULT = """target triple = "amdgcn-amd-amdhsa"
define internal noundef <2 x i32> @h(i32 %x, i32 %id) {
entry:
  %c = icmp ult i32 %id, 2
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  %v0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %v = insertelement <2 x i32> %v0, i32 %id, i32 1
  br label %j
j:
  %p = phi <2 x i32> [ POISONED, %a ], [ %v, %b ]
  ret <2 x i32> %p
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call <2 x i32> @h(i32 %x, i32 %id)
  %e = extractelement <2 x i32> %r, i32 1
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %e, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3), args={"x": (5, 5, 5, 5)}, buffer_bytes=16)


def _argument(shape: dict[str, str], poisoned: str = "poison") -> str:
    text = ARGUMENT.replace("POISONED", poisoned)
    for key, value in shape.items():
        text = text.replace(key, value)
    return text


def _pairs() -> dict[str, str]:
    return {"vector argument": _argument(VECTOR), "struct argument": _argument(STRUCT),
            "vector result": RESULT.replace("POISONED", "poison")}


def _simplifycfg(text: str) -> str:
    return subprocess.run(["opt-19", "-passes=simplifycfg", "-S", "-"], input=text,
                          capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("name", list(_pairs()))
def test_simplifycfgs_deleted_edge_is_no_violation(tmp_path, name: str) -> None:
    """Exit 1 on main (the poison passed read as a value), 0 now: opt-19 deleted the edge
    passing poison to ``noundef`` (and only because of ``noundef``)."""
    before_text = _pairs()[name]
    after_text = _simplifycfg(before_text)
    assert "llvm.assume" in after_text and "phi" not in after_text
    assert "llvm.assume" not in _simplifycfg(before_text.replace("noundef ", ""))
    before, after = tmp_path / "b.ll", tmp_path / "a.ll"
    before.write_text(before_text)
    after.write_text(after_text)
    result = fuzzfarm(["validate", before, after, "--threads", "4"])
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("name", list(_pairs()))
def test_the_deleted_edge_of_a_defined_value_stays_a_violation(tmp_path, name: str) -> None:
    """The control: where *before* passes a defined ``<i32 1, i32 2>`` (``{1, 2}``) on that
    edge, *after*'s assume (made for the poison version) breaks a defined run."""
    poisoned = "<i32 1, i32 2>" if name != "struct argument" else "{i32 1, i32 2}"
    texts = {"vector argument": _argument(VECTOR, poisoned), "struct argument": _argument(STRUCT, poisoned),
             "vector result": RESULT.replace("POISONED", poisoned)}
    before, after = tmp_path / "b.ll", tmp_path / "a.ll"
    before.write_text(texts[name])
    after.write_text(_simplifycfg(_pairs()[name]))
    result = fuzzfarm(["validate", before, after, "--threads", "4"])
    assert result.returncode == 1, result.stdout + result.stderr


def _both(text: str, model: str) -> Outcome:
    fn = parse_module(text).kernel()
    ref = reference.run(fn, SCHEDULE, model)
    sim = simt.run(fn, SCHEDULE, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    return ref.behaviour.outcome


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("shape, poisoned, outcome", [
    (VECTOR, "poison", Outcome.UB),
    (VECTOR, "<i32 7, i32 poison>", Outcome.UB),  # one element is enough (not the one read)
    (VECTOR, "<i32 poison, i32 7>", Outcome.UB),
    (VECTOR, "<i32 7, i32 8>", Outcome.OK),
    (STRUCT, "{i32 7, i32 poison}", Outcome.UB),
    (STRUCT, "{i32 poison, i32 7}", Outcome.UB),
    (STRUCT, "{i32 7, i32 8}", Outcome.OK),
])
def test_both_oracles_check_every_element_of_an_argument(shape: dict[str, str], poisoned: str,
                                                         outcome: Outcome, model: str) -> None:
    assert _both(_argument(shape, poisoned), model) is outcome
    # without noundef a poison element is a value like any other
    assert _both(_argument(shape, poisoned).replace("noundef ", ""), model) is Outcome.OK


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("poisoned, outcome", [
    ("<i32 poison, i32 7>", Outcome.UB), ("<i32 7, i32 poison>", Outcome.UB), ("<i32 7, i32 8>", Outcome.OK)])
def test_both_oracles_check_every_element_of_a_result(poisoned: str, outcome: Outcome, model: str) -> None:
    assert _both(RESULT.replace("POISONED", poisoned), model) is outcome
