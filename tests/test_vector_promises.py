"""A value promise on a vector or array is refused, not dropped (LangRef, "Parameter
Attributes": ``nofpclass`` applies "to parameters and return values with floating-point
and vector of floating-point types, as well as arrays of such types"; ``range`` and
``nonnull`` likewise to every element).

The oracles read promises on scalars only (:mod:`fuzzfarm.promises`), and the reader
kept a vector's ``nofpclass(nan)`` without meaning: a *before* passing a NaN element
read as defined, and opt-19's InstCombine, which folds ``fcmp uno`` of that element to
false (checked below on the very pair), was reported a violation (exit 1): a false
positive. Refused, the pair is exit 2 (unsupported), as every promise the oracles cannot
read already is.
"""

from __future__ import annotations

import subprocess

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir.errors import UnsupportedError
from fuzzfarm.ir.reader import parse_module

BEFORE = """target triple = "amdgcn-amd-amdhsa"
define internal i32 @h(<2 x float> nofpclass(nan) %v) {
  %e = extractelement <2 x float> %v, i32 0
  %c = fcmp uno float %e, %e
  %r = zext i1 %c to i32
  ret i32 %r
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %d = fdiv float %x, 0.0
  %z = fsub float %d, %d
  %v0 = insertelement <2 x float> poison, float %z, i32 0
  %v = insertelement <2 x float> %v0, float %x, i32 1
  %r = call i32 @h(<2 x float> %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _instcombine(text: str) -> str:
    return subprocess.run(["opt-19", "-passes=instcombine", "-S", "-"], input=text,
                          capture_output=True, text=True, check=True).stdout


def test_llvm_folds_through_the_element_promise() -> None:
    """The pair is LLVM's: opt-19 folds the helper to ``ret i32 0`` by the promise alone."""
    after = _instcombine(BEFORE)
    helper = after[after.index("define internal i32 @h"):after.index("define amdgpu_kernel")]
    assert "fcmp" not in helper and "ret i32 0" in helper
    # ... and without the promise it does not: the fold is the promise's.
    bare = _instcombine(BEFORE.replace(" nofpclass(nan)", ""))
    assert "fcmp uno" in bare


def test_the_fold_is_no_violation(tmp_path) -> None:
    """Exit 1 on main (the element promise dropped), 2 now: never a false violation."""
    before, after = tmp_path / "b.ll", tmp_path / "a.ll"
    before.write_text(BEFORE)
    after.write_text(_instcombine(BEFORE))
    result = fuzzfarm(["validate", before, after, "--threads", "4"])
    assert result.returncode == 2, result.stdout + result.stderr
    assert "nofpclass(nan)" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("text", [
    # a parameter, a call's argument, a function's and a call's result
    "define void @f(<4 x float> nofpclass(inf) %v) {\n  ret void\n}\n",
    "declare void @g(<2 x i32>)\ndefine void @f(<2 x i32> %v) {\n"
    "  call void @g(<2 x i32> range(i32 0, 4) %v)\n  ret void\n}\n",
    "define nofpclass(nan) <2 x half> @f(<2 x half> %v) {\n  ret <2 x half> %v\n}\n",
    "declare <2 x i32> @g()\ndefine void @f() {\n  %r = call range(i32 0, 9) <2 x i32> @g()\n  ret void\n}\n",
    "define void @f(<2 x ptr> nonnull %v) {\n  ret void\n}\n",
    "define void @f([2 x float] nofpclass(nan) %v) {\n  ret void\n}\n",
])
def test_every_element_promise_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        parse_module(text)


def test_scalar_promises_and_other_vector_attributes_still_read() -> None:
    """The control: a scalar's promise is read as before, a vector's ``noundef`` too."""
    module = parse_module(
        "define float @f(float nofpclass(nan) %x, <2 x i32> noundef %v, i32 range(i32 0, 4) %i) {\n"
        "  ret float %x\n}\n")
    args = module.functions["f"].args
    assert "nofpclass(nan)" in args[0].attrs and "noundef" in args[1].attrs
    assert "range(i32 0, 4)" in args[2].attrs
