"""Promises about values are part of the program (LangRef), and a false violation follows
when the oracles ignore one an optimizer relies on.

- A load's ``!range`` and ``!noundef`` metadata ("'range' Metadata", "'noundef' Metadata"): a
  value outside the range loads as poison, and a poison or undef result of a ``!noundef``
  load is undefined behaviour. clang writes both on every ``bool`` load and opt-19's O2
  relies on them (``zext nneg i8`` of the byte instead of ``trunc``/``zext``). The reader
  dropped every attachment, so a byte of 2 gave *before* 0 and *after* 2, and ``validate``
  reported a violation where *before* is undefined. Now modelled in both oracles.
- ``range(...)`` on an external call's result: refused with its reason; ``range(...)`` or
  ``nofpclass(...)`` on a kernel parameter: a schedule breaking it makes the argument
  poison, or undefined behaviour under ``noundef`` (tests/test_range_results.py for calls).
- ``noundef`` on a call's argument (definition or declaration) or a defined callee's result: poison passed or
  returned there is undefined behaviour in both oracles (opt-19's simplifycfg deletes an
  edge that passes poison to it); so is a value outside a ``range(...)``/``nofpclass(...)``
  promised there under ``noundef`` (opt-19's instcombine folds a callee's isnan of a
  ``noundef nofpclass(nan)`` parameter to 0).
- ``nonnull``/``dereferenceable(n)`` on a call's pointer argument or a callee's pointer
  result: a null, or a pointer that cannot be loaded from for n bytes, is undefined
  behaviour in both oracles (opt-19's O3 loads through a C++ reference before the branch
  guarding it). A load's ``!nonnull``/``!dereferenceable``, and ``!invariant.load`` outside
  AMDGPU's read-only segments, are refused. ``!tbaa`` is read: a *before* that type-puns
  through it (tests/test_strict_aliasing.py) makes a difference inconclusive.

Values worked by hand in each test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.types import FloatType
from fuzzfarm.promises import breaks, float_class, pointer_promise
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import MODELS
from oracles import reference, simt
from oracles.observation import Observation
from oracles.oracle import agrees

DATA = Path(__file__).resolve().parent / "data" / "assumptions"


def run_both(text: str, sched: Schedule, model: str = "maximal") -> tuple[Observation[object], Observation[object]]:
    fn = parse_module(text).functions["k"]
    sim = simt.run(fn, sched, model)
    ref = reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim, ref)
    return sim, ref


def bytes_in(*values: int) -> tuple[int, ...]:
    """The buffer words holding ``values`` as consecutive bytes (little-endian)."""
    padded = list(values) + [0] * (-len(values) % 4)
    return tuple(int.from_bytes(bytes(padded[i:i + 4]), "little") for i in range(0, len(padded), 4))


def test_the_reader_keeps_range_and_noundef() -> None:
    fn = parse_module((DATA / "bool_load.ll").read_text()).functions["k"]
    (load,) = [i for i in fn.instructions() if i.opcode == "load"]
    assert load.value_range == ((0, 2),) and load.noundef


def test_opt19_o2_of_a_bool_load_is_no_violation() -> None:
    """opt-19's O2 stores ``zext nneg`` of the byte: the same for 0 and 1, and a byte of 2
    is undefined behaviour in *before*: a pass, not the violation it was."""
    ran = fuzzfarm(["validate", DATA / "bool_load.ll", DATA / "bool_load_o2.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    ran = fuzzfarm(["validate", DATA / "bool_load.ll", DATA / "bool_load_zext.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_wrong_rewrite_of_a_bool_load_is_still_a_violation() -> None:
    """Storing ``not b`` changes the defined runs (byte 0 stores 1): still reported."""
    ran = fuzzfarm(["validate", DATA / "bool_load.ll", DATA / "bool_load_negated.ll"])
    assert ran.returncode == 1, ran.stdout + ran.stderr


@pytest.mark.parametrize("model", MODELS)
def test_noundef_makes_an_out_of_range_byte_undefined_in_both_oracles(model: str) -> None:
    """Bytes 1, 0, 1, 2: lane 3's byte is outside [0, 2), poison, and ``!noundef`` makes
    that undefined behaviour; bytes 1, 0, 1, 0 run to the end."""
    text = (DATA / "bool_load.ll").read_text()
    bad = Schedule(4, (0, 1, 2, 3), buffers={"in": bytes_in(1, 0, 1, 2)})
    sim, ref = run_both(text, bad, model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    good = Schedule(4, (0, 1, 2, 3), buffers={"in": bytes_in(1, 0, 1, 0)})
    sim, ref = run_both(text, good, model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK


WRAPPING = """\
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i8, ptr addrspace(1) %in, i32 %id
  %b = load i8, ptr addrspace(1) %p, align 1, !range !0
  %f = freeze i8 %b
  %x = zext i8 %f to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %x, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!0 = !{i8 -1, i8 1}
"""


def test_a_wrapping_range_without_noundef_poisons_only_the_values_outside() -> None:
    """``!{i8 -1, i8 1}`` is [255, 1): 255 and 0. Bytes 255, 0, 1, 7: lanes 0 and 1 keep
    theirs, lanes 2 and 3 load poison, which ``freeze`` turns into an arbitrary value (the
    "freeze-poison" approximation), no undefined behaviour without ``!noundef``."""
    fn = parse_module(WRAPPING).functions["k"]
    (load,) = [i for i in fn.instructions() if i.opcode == "load"]
    assert load.value_range == ((255, 1),) and not load.noundef
    sched = Schedule(4, (0, 1, 2, 3), buffers={"in": bytes_in(255, 0, 1, 7)})
    sim, ref = run_both(WRAPPING, sched)
    assert ref.behaviour.outcome == Outcome.OK
    assert ref.behaviour.approximations == {"freeze-poison"}
    plain = WRAPPING.replace(", !range !0", "")
    sim, ref = run_both(plain, sched)
    assert ref.behaviour.outcome == Outcome.OK and not ref.behaviour.approximations


UNWRITTEN = """\
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca i8, align 1, addrspace(5)
  %b = load i8, ptr addrspace(5) %a, align 1, !noundef !0
  %x = zext i8 %b to i32
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
!0 = !{}
"""


@pytest.mark.parametrize("model", MODELS)
def test_noundef_load_of_an_unwritten_alloca_is_undefined(model: str) -> None:
    """An alloca's unwritten byte is undef; under ``!noundef`` loading it is undefined
    behaviour whatever undef the schedule chooses (without it: ok)."""
    sched = Schedule(4, (0, 1, 2, 3))
    sim, ref = run_both(UNWRITTEN, sched, model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    sim, ref = run_both(UNWRITTEN.replace(", !noundef !0", ""), sched, model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK


RANGED_CALL = """\
define void @k(ptr addrspace(1) %out, i32 %x) convergent {
entry:
  %r = call i32 @ext(i32 %x)
  %c = icmp ult i32 %r, 2
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
declare noundef range(i32 0, 2) i32 @ext(i32) memory(none)
"""


def test_an_external_result_promised_in_a_range_is_refused_not_misjudged(tmp_path: Path) -> None:
    """``range(i32 0, 2)`` on ``@ext``'s result lets an optimizer fold ``%r u< 2`` to true
    and store 1; the environment's result of ``@ext`` is a hash that knows no range (it
    stored 0 for before), so the pair was a violation where LLVM is right. Now refused
    with its reason (exit 2), and the call without the attribute still runs."""
    before = tmp_path / "before.ll"
    before.write_text(RANGED_CALL)
    after = tmp_path / "after.ll"
    after.write_text(RANGED_CALL.replace("  %r = call i32 @ext(i32 %x)\n  %c = icmp ult i32 %r, 2\n"
                                         "  %z = zext i1 %c to i32\n", "").replace("i32 %z,", "i32 1,"))
    ran = fuzzfarm(["validate", before, after])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert "external call @ext with a range(i32 0, 2) result" in ran.stderr
    nan_free = tmp_path / "nan_free.ll"
    nan_free.write_text(RANGED_CALL.replace("noundef range(i32 0, 2) i32 @ext(i32)",
                                            "nofpclass(nan) float @ext(i32)")
                        .replace("call i32 @ext", "call float @ext")
                        .replace("icmp ult i32 %r, 2", "fcmp ord float %r, %r"))
    ran = fuzzfarm(["run", nan_free, "--threads", "2"])
    assert ran.returncode == 2 and "external call @ext with a nofpclass(nan) result" in ran.stderr
    plain = tmp_path / "plain.ll"
    plain.write_text(RANGED_CALL.replace("noundef range(i32 0, 2) ", ""))
    ran = fuzzfarm(["run", plain, "--threads", "2", "--oracle", "both"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_kernel_parameter_promised_a_range_is_kept_by_the_verdict(tmp_path: Path) -> None:
    """``i32 range(i32 0, 2) %x``: opt-19's instcombine stores 1 for ``%x u< 2``. Drawn
    schedules gave %x values like 7 or 63, which LLVM makes poison (undefined under
    ``noundef``) and the launch ran as defined values, so before stored 0 and the real fold
    was a violation. A schedule breaking the promise now makes the argument poison, or
    with ``noundef`` the run undefined, in both oracles (fuzzfarm/promises.py): the fold
    passes, a wrong one (store 0) is still caught."""
    ran = fuzzfarm(["validate", DATA / "ranged_argument.ll", DATA / "ranged_argument_folded.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    noundef = tmp_path / "noundef.ll"
    noundef.write_text((DATA / "ranged_argument.ll").read_text().replace("i32 range(", "i32 noundef range("))
    for oracle in ("ref", "simt"):
        ran = fuzzfarm(["run", DATA / "ranged_argument.ll", "--oracle", oracle, "--threads", "2",
                        "--arg", "x=1,5"])
        assert "outcome: ok" in ran.stdout and "lane 1: ret None; buf0 [pp pp pp pp]" in ran.stdout
        ran = fuzzfarm(["run", noundef, "--oracle", oracle, "--threads", "2", "--arg", "x=1,5"])
        assert "outcome: ub (lane 1: argument %x = 5 breaks its range(i32 0, 2))" in ran.stdout
        ran = fuzzfarm(["run", DATA / "ranged_argument.ll", "--oracle", oracle, "--threads", "2",
                        "--arg", "x=1,0"])
        assert "outcome: ok" in ran.stdout and "lane 1: ret None; buf0 [01]" in ran.stdout


def test_a_wrong_fold_under_a_promise_is_still_a_violation(tmp_path: Path) -> None:
    """Storing 0 where %x u< 2 holds (range) or 1 where fcmp uno is false (nofpclass):
    schedules keeping the promise show the difference."""
    for name, old, new in (("ranged_argument", "store i32 1,", "store i32 0,"),
                           ("nofpclass", "store i32 0,", "store i32 1,")):
        wrong = tmp_path / f"{name}_wrong.ll"
        wrong.write_text((DATA / f"{name}_folded.ll").read_text().replace(old, new))
        ran = fuzzfarm(["validate", DATA / f"{name}.ll", wrong])
        assert ran.returncode == 1, ran.stdout + ran.stderr


def test_a_fast_math_parameter_fold_is_no_violation() -> None:
    """``float noundef nofpclass(nan inf) %f``: opt-19 folds ``fcmp uno %f, %f`` to false;
    a drawn NaN for %f made before store 1 (a false violation); now undefined."""
    ran = fuzzfarm(["validate", DATA / "nofpclass.ll", DATA / "nofpclass_folded.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize(("bits", "ty", "cls"), [
    (0x7FC00000, 32, "qnan"), (0x7F800001, 32, "snan"), (0xFF800000, 32, "ninf"),
    (0x7F800000, 32, "pinf"), (0x80000000, 32, "nzero"), (0x00000001, 32, "psub"),
    (0x3F800000, 32, "pnorm"), (0xBF800000, 32, "nnorm"), (0x7C00, 16, "pinf"),
    (0x7E00, 16, "qnan"), (0x8001, 16, "nsub"), (0x7FF8000000000000, 64, "qnan"),
    (0x0010000000000000, 64, "pnorm"), (0x000FFFFFFFFFFFFF, 64, "psub"),
])
def test_float_classes_as_nofpclass_names_them(bits: int, ty: int, cls: str) -> None:
    """IEEE-754 by hand: exponent all ones is inf (fraction 0) or NaN (quiet when the
    fraction's top bit is set), exponent 0 is zero or subnormal, the rest normal."""
    assert float_class(bits, FloatType(ty)) == cls
    assert breaks("nofpclass(nan inf)", FloatType(ty), bits) == (cls in ("qnan", "snan", "ninf", "pinf"))


def test_the_printed_module_keeps_the_promises_for_the_pipelines() -> None:
    """The module a pipeline is given is fuzzfarm's printing: with the promises printed
    back (inline ``!{...}`` nodes), opt-19's O2 through ``fuzzfarm opt`` makes the same
    ``zext nneg`` of the byte as on the file itself (without them: an ``and`` of the
    byte with 1), and the pair passes; a reading of the printing is the same model."""
    text = (DATA / "bool_load.ll").read_text()
    printed = print_module(parse_module(text))
    assert "!range !{i8 0, i8 2}, !noundef !{}" in printed
    assert print_module(parse_module(printed)) == printed
    ran = fuzzfarm(["opt", DATA / "bool_load.ll", "--opt", "opt-19", "--pipeline", "default<O2>"])
    assert ran.returncode == 0, ran.stderr
    assert "zext nneg i8 %b to i32" in ran.stdout
    ran = fuzzfarm(["validate", DATA / "bool_load.ll", "--opt", "opt-19", "--pipeline", "default<O2>"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_opt19_simplifycfg_deleting_an_edge_that_passes_poison_to_noundef_is_no_violation() -> None:
    """``@f(i32 noundef %p)`` with ``%p`` poison on the edge from ``%a`` (lanes 0 and 1):
    LangRef makes that call undefined behaviour, and opt-19's simplifycfg replaces the
    branch by ``assume(id >= 2)``. The oracles passed the poison as a value, so *before*
    was a defined run (lanes 0, 1 store 1) and *after* undefined: a false violation (exit 1
    on the old code)."""
    ran = fuzzfarm(["validate", DATA / "noundef_phi.ll", DATA / "noundef_phi_simplifycfg.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def lanes_below_2_are_undefined(name: str, model: str) -> None:
    """Lanes 0, 1, 2 of a noundef_phi-like kernel: lanes 0 and 1 pass poison where
    ``noundef`` is promised, undefined behaviour in both oracles; with lanes 2 and 3 only,
    ``%p`` is the lane id and the run ends, each lane storing 2 at out[id]."""
    text = (DATA / name).read_text()
    sim, ref = run_both(text, Schedule(4, (0, 1, 2)), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    sim, ref = run_both(text, Schedule(4, (2, 3)), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK
    assert [t.buffers[0][4 * t.lane] for t in ref.behaviour.threads] == [2, 2]  # out[id], bytes


@pytest.mark.parametrize("model", MODELS)
def test_poison_passed_to_a_noundef_parameter_is_undefined_in_both_oracles(model: str) -> None:
    """noundef_phi.ll: ``@f`` is defined, its parameter and the call site say noundef."""
    lanes_below_2_are_undefined("noundef_phi.ll", model)


@pytest.mark.parametrize("model", MODELS)
def test_returning_poison_promised_noundef_is_undefined_in_both_oracles(model: str) -> None:
    """``@g`` returns ``%v + 1`` under ``nsw`` with a ``noundef`` result: 0x7fffffff + 1
    overflows (poison, so undefined behaviour at the return); 3 + 1 = 4 returns and each
    lane stores 7."""
    undefined_then_stored("noundef_return.ll", (3, 0x7FFFFFFF), (3, 5), [7, 7], model)


def undefined_then_stored(name: str, bad: tuple[int, int], good: tuple[int, int],
                          stored: list[int], model: str) -> None:
    """Two lanes of kernel ``name`` reading ``in[id]``: undefined behaviour in both oracles
    on ``bad``; on ``good`` the run ends and lane ``i`` stores ``stored[i]`` at out[id]."""
    text = (DATA / name).read_text()
    sim, ref = run_both(text, Schedule(2, (0, 1), buffers={"in": bad}), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    sim, ref = run_both(text, Schedule(2, (0, 1), buffers={"in": good}), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK
    assert [t.buffers[1][4 * t.lane] for t in ref.behaviour.threads] == stored  # out[id], bytes


@pytest.mark.parametrize("model", MODELS)
def test_poison_passed_to_a_noundef_argument_of_a_declaration_is_undefined(model: str) -> None:
    """The same phi passed to ``@g(i32 noundef %p)``, ``@g`` only declared: opt-19's
    simplifycfg deletes the edge as for a definition, and the oracles recorded the call
    with a poison argument, a defined run (exit 1 on the old code). Lanes 0, 1, 2:
    undefined behaviour in both oracles; lanes 2, 3: each stores 2."""
    ran = fuzzfarm(["validate", DATA / "noundef_external.ll", DATA / "noundef_external_simplifycfg.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    lanes_below_2_are_undefined("noundef_external.ll", model)


ASSUMED = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) %in, align 4
  %a = add nsw i32 %v, 1
  call void @llvm.assume(i1 true) [ BUNDLE ]
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
}
declare void @llvm.assume(i1 noundef)
"""


def test_an_assume_bundle_promising_a_value_is_refused_not_dropped(tmp_path: Path) -> None:
    """``assume(true) ["noundef"(i32 %a)]`` makes an overflowing ``%a`` undefined behaviour
    (LangRef, "Assume Operand Bundles"); the reader dropped every bundle, so the promise
    an optimizer may rely on was a plain ``assume(true)`` to the oracles. Refused now, with
    the reason on the one line; an ``"align"`` bundle (an address property, outside the
    model) still runs."""
    kernel = tmp_path / "k.ll"
    kernel.write_text(ASSUMED.replace("BUNDLE", '"noundef"(i32 %a)'))
    ran = fuzzfarm(["validate", kernel, kernel])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert 'llvm.assume "noundef" bundle' in ran.stderr and len(ran.stderr.strip().splitlines()) == 1
    kernel.write_text(ASSUMED.replace("BUNDLE", '"align"(ptr addrspace(1) %out, i64 4)'))
    ran = fuzzfarm(["run", kernel, "--threads", "2", "--oracle", "both"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize("model", MODELS)
def test_a_nan_passed_to_a_nofpclass_parameter_is_undefined(model: str) -> None:
    """``@isnan(float noundef nofpclass(nan inf) %x)``: opt-19's instcombine makes it
    ``ret i32 0``; the oracles passed a NaN from the buffer as a value and stored 1, a
    violation on the old code where LLVM calls *before* undefined. Lane 1's 0x7fc00000
    (a quiet NaN) is undefined behaviour in both oracles; 1.0 (0x3f800000) and 0.0 run
    and store 0 (not a NaN)."""
    ran = fuzzfarm(["validate", DATA / "nofpclass_call.ll", DATA / "nofpclass_call_instcombine.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    undefined_then_stored("nofpclass_call.ll", (0x3F800000, 0x7FC00000), (0x3F800000, 0), [0, 0], model)


def test_opt19_o3_loading_through_a_dereferenceable_reference_early_is_no_violation() -> None:
    """deref_neighbour.cu (clang-19, CUDA sm_80): ``value_or(s[t + 1], t + 1 < n)`` passes
    a reference, ``ptr noundef nonnull align 4 dereferenceable(4)``, and opt-19's O3 makes
    ``valid ? x : -1`` a load and a select (LangRef, "dereferenceable": the pointer may be
    loaded speculatively). Lane 31 of 32 passes ``&s[32]``, one past the shared array: a
    defined run of *before* to the oracles (it never loads), undefined behaviour in *after*,
    so validate reported a violation (exit 1 on the old code). LangRef makes *before*
    undefined there, and both oracles now do."""
    ran = fuzzfarm(["validate", DATA / "deref_neighbour.ll", DATA / "deref_neighbour_o3.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_wrong_neighbour_is_still_a_violation() -> None:
    """On 16 lanes every ``&s[t + 1]`` is inside ``s``; an *after* reading the lane's own
    slot stores ``in[t]`` where *before* stores ``in[t + 1]``: still reported."""
    ran = fuzzfarm(["validate", "--threads", "16", DATA / "deref_neighbour.ll",
                    DATA / "deref_neighbour_o3_wrong.ll"])
    assert ran.returncode == 1, ran.stdout + ran.stderr


def test_opt19_instcombine_folding_a_nonnull_null_check_is_no_violation() -> None:
    """nonnull_null.ll: odd lanes pass null to ``ptr noundef nonnull %p``, whose callee
    returns 0 for null; opt-19's instcombine folds ``icmp eq ptr %p, null`` to false, so
    *after* loads through null. LangRef: null there is poison, undefined under ``noundef``
    (exit 1 on the old code, where *before* was a defined run returning 0)."""
    for model in MODELS:
        ran = fuzzfarm(["validate", "--threads", "4", "--model", model, DATA / "nonnull_null.ll",
                        DATA / "nonnull_null_instcombine.ll"])
        assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize("model", MODELS)
def test_null_passed_to_a_nonnull_parameter_is_undefined_in_both_oracles(model: str) -> None:
    """Lanes 0 and 2 pass ``&in[id]`` and store ``in[id]``; lane 1 passes null."""
    text = (DATA / "nonnull_null.ll").read_text()
    sim, ref = run_both(text, Schedule(4, (0, 2), buffers={"in": (5, 6, 7, 8)}), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK
    assert [t.buffers[1][4 * t.lane] for t in ref.behaviour.threads] == [5, 7]
    sim, ref = run_both(text, Schedule(4, (0, 1), buffers={"in": (5, 6, 7, 8)}), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    assert "null passed as argument 0 of @value_or_zero" in ref.behaviour.message


DEREFERENCED = """\
define internal noundef i32 @first(ptr noundef ATTRS %p) {
  ret i32 7
}

define internal noundef nonnull dereferenceable(4) ptr @at(ptr %base, i64 %i) {
  %q = getelementptr i32, ptr %base, i64 %i
  ret ptr %q
}

define void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca [2 x i32], align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %q = CALLED
  %v = call i32 @first(ptr %q)
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize(("attrs", "called", "defined", "undefined"), [
    # lanes 0 and 1 point at the two words of a [2 x i32] alloca, lane 2 one past its end
    # (a pointer, not dereferenceable for 4 bytes), lane 3 at -4 bytes; lane 3's ``at`` is
    # ``&a[-1]`` too.
    ("dereferenceable(4)", "getelementptr i32, ptr %a, i64 %i", (0, 1), (2,)),
    ("dereferenceable(8)", "getelementptr i32, ptr %a, i64 %i", (0,), (1,)),
    ("dereferenceable_or_null(4)", "getelementptr i32, ptr %a, i64 %i", (0, 1), (2,)),
    ("nonnull", "getelementptr i32, ptr %a, i64 %i", (0, 1, 2, 3), ()),
    ("noundef", "call ptr @at(ptr %a, i64 %i)", (0, 1), (2,)),
])
def test_a_pointer_not_dereferenceable_as_promised_is_undefined_in_both_oracles(
        attrs: str, called: str, defined: tuple[int, ...], undefined: tuple[int, ...], model: str) -> None:
    """LangRef, "Parameter Attributes": ``dereferenceable(n)`` promises n bytes that can be
    loaded (at a call to a definition, and on what a definition returns: ``@at``), and an
    optimizer loads through such a pointer early; passing one that cannot be is undefined
    behaviour. Each lane alone: the lanes of ``defined`` store 7, those of ``undefined``
    are undefined behaviour in both oracles."""
    text = DEREFERENCED.replace("ATTRS", attrs).replace("CALLED", called)
    for lane in defined:
        sim, ref = run_both(text, Schedule(4, (lane,)), model)
        assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.OK, (lane, ref.behaviour.message)
        assert ref.behaviour.threads[0].buffers[0][4 * lane] == 7
    for lane in undefined:
        sim, ref = run_both(text, Schedule(4, (lane,)), model)
        assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB, lane
        assert "dereferenceable" in ref.behaviour.message


@pytest.mark.parametrize("model", MODELS)
def test_past_a_buffer_promised_dereferenceable_is_the_schedules_bound(model: str) -> None:
    """A ``ptr`` argument's buffer is as long as the schedule makes it (BUFFER_BOUNDS): a
    pointer past its end where ``dereferenceable`` is promised is undefined behaviour the
    model made, recorded as the approximation (a real buffer may be larger), in both."""
    text = DEREFERENCED.replace("ATTRS", "dereferenceable(4)").replace(
        "CALLED", "getelementptr i8, ptr addrspace(1) %out, i64 64").replace(
        "call i32 @first(ptr %q)", "call i32 @first(ptr addrspacecast (ptr addrspace(1) %q to ptr))")
    text = text.replace("ptr addrspacecast (ptr addrspace(1) %q to ptr)", "ptr %g").replace(
        "  %v = call", "  %g = addrspacecast ptr addrspace(1) %q to ptr\n  %v = call")
    sim, ref = run_both(text, Schedule(4, (0,), buffer_bytes=64), model)
    assert sim.behaviour.outcome == ref.behaviour.outcome == Outcome.UB
    assert "buffer-bounds" in ref.behaviour.approximations and "buffer-bounds" in sim.behaviour.approximations


@pytest.mark.parametrize(("attrs", "promise"), [
    ({"noundef"}, None),
    ({"nonnull"}, "nonnull"),
    ({"noundef", "nonnull", "align 4", "dereferenceable(4)"}, "dereferenceable(4)"),
    ({"dereferenceable_or_null(16)"}, "dereferenceable_or_null(16)"),
    ({"nonnull", "dereferenceable_or_null(16)"}, "dereferenceable(16)"),
    ({"dereferenceable(4)", "dereferenceable_or_null(16)"}, "dereferenceable(16)"),
])
def test_pointer_attributes_combine_into_one_promise(attrs: set[str], promise: str | None) -> None:
    """Non-null and n bytes: ``nonnull`` with ``dereferenceable_or_null(16)`` is 16 bytes
    that are there, as ``dereferenceable(4)`` (never null) with it."""
    assert pointer_promise(attrs) == promise


LOADED_POINTER = """\
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %slot = alloca ptr addrspace(1), align 8, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %id, 1
  %skip = icmp ne i32 %odd, 0
  %p = select i1 %skip, ptr addrspace(1) null, ptr addrspace(1) %in
  store ptr addrspace(1) %p, ptr addrspace(5) %slot, align 8
  %q = load ptr addrspace(1), ptr addrspace(5) %slot, align 8METADATA
  %isnull = icmp eq ptr addrspace(1) %q, null
  %v = zext i1 %isnull to i32
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!0 = !{}
!1 = !{i64 4}
"""


@pytest.mark.parametrize("metadata", [", !nonnull !0", ", !dereferenceable !1",
                                      ", !dereferenceable_or_null !1", ", !invariant.load !0"])
def test_a_load_promising_what_a_run_breaks_is_refused_not_dropped(tmp_path: Path, metadata: str) -> None:
    """Odd lanes store null and load it back: ``!nonnull`` makes that poison and
    ``!dereferenceable`` undefined behaviour (LangRef), and an optimizer folds the null check
    (instcombine) or loads through the pointer early; ``!invariant.load`` of an alloca a
    store wrote promises it never changes. The reader dropped each of them (exit 0 on the
    old code, *before* a defined run); refused now with the reason on one line. Without the
    attachment the kernel runs, and ``!align`` (an address property, outside the model)
    is read and dropped."""
    kernel = tmp_path / "k.ll"
    kernel.write_text(LOADED_POINTER.replace("METADATA", metadata))
    ran = fuzzfarm(["validate", kernel, kernel])
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert metadata.split()[1] in ran.stderr and len(ran.stderr.strip().splitlines()) == 1
    for kept in ("", ", !align !1"):
        kernel.write_text(LOADED_POINTER.replace("METADATA", kept))
        ran = fuzzfarm(["run", kernel, "--threads", "2", "--oracle", "both"])
        assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_fold_relying_on_tbaa_is_no_violation() -> None:
    """tbaa_pun.cu (clang-19, CUDA sm_80): ``*a = 1; *b = 2.0f; return *a;`` with ``b`` the
    same word as ``a`` cast to ``float *``; the stores' ``!tbaa`` tags (int, float) say they
    do not alias, so opt-19's O3 returns 1, where the oracles' *before* reads back 2.0f's
    bits. C's aliasing rules make *before* undefined, LLVM's TBAA lets the optimizer assume
    the accesses apart: the reference marks the run a type pun and validate says
    inconclusive (exit 3) naming it, neither a violation (exit 1, a false positive while the
    tags were dropped) nor a pass. Controls: tests/test_strict_aliasing.py."""
    ran = fuzzfarm(["validate", "--threads", "4", DATA / "tbaa_pun.ll", DATA / "tbaa_pun_o3.ll"])
    assert ran.returncode == 3, ran.stdout + ran.stderr
    assert "before type-puns: store" in ran.stdout
    assert "@_Z10store_bothPiPf overwrote bytes of buffer %0 stored as 'int' through a 'float' tag" in ran.stdout
