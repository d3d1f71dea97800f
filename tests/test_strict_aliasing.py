"""``!tbaa`` access tags: a fold relying on them is never a false violation.

LangRef ("'tbaa' Metadata") and LLVM's TypeBasedAliasAnalysis: two accesses whose tags
cannot alias may be assumed to touch different memory. A *before* that reads or
overwrites bytes through a tag that cannot alias the one they were stored with (a type
pun, undefined under C's aliasing rules) is marked ``type-pun`` by the reference, and a
difference from such a run is inconclusive (exit 3), neither a violation nor a pass
(oracles/SEMANTICS.md, "Values"). Decided per run on the bytes touched, so controls
keep real bugs visible: the same kernel without a pun, and int and float tags on
different buffers around a hoisted convergent operation, stay violations (exit 1).

Tag compatibility is worked by hand below from LLVM's rules (fuzzfarm/ir/tbaa.py).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import TYPE_PUN
from fuzzfarm.ir import UnsupportedError, parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.tbaa import AccessTag, TagReader, TypeNode, least_common_type, may_alias
from fuzzfarm.schedule import Schedule
from oracles import reference, simt
from oracles.oracle import agrees

DATA = Path(__file__).resolve().parent / "data" / "assumptions"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")

# clang's C/C++ type tree: a root, omnipotent char below it, scalars below char.
ROOT = TypeNode("Simple C/C++ TBAA")
CHAR = TypeNode("omnipotent char", ((ROOT, 0),))
INT = TypeNode("int", ((CHAR, 0),))
FLOAT = TypeNode("float", ((CHAR, 0),))
#: struct S { int a; float b; }  (clang: !{!"_ZTS1S", !int, i64 0, !float, i64 4})
S = TypeNode("_ZTS1S", ((INT, 0), (FLOAT, 4)))
#: struct T { int x; S s; }: s at offset 4, so s.b at 8
T = TypeNode("_ZTS1T", ((INT, 0), (S, 4)))


def scalar(node: TypeNode) -> AccessTag:
    return AccessTag(node, node, 0)


def test_char_aliases_everything_and_int_not_float() -> None:
    """int and float meet at omnipotent char, which is neither access's type: no alias.
    A char access's base and access type is that common type: it may alias either."""
    assert least_common_type(INT, FLOAT) == CHAR
    assert not may_alias(scalar(INT), scalar(FLOAT))
    assert may_alias(scalar(CHAR), scalar(INT)) and may_alias(scalar(FLOAT), scalar(CHAR))
    assert may_alias(scalar(INT), scalar(INT))
    assert may_alias(None, scalar(FLOAT))  # an untagged access may alias anything


def test_different_roots_may_alias() -> None:
    """Two type systems (no common root): LLVM must be conservative."""
    other = TypeNode("int", ((TypeNode("omnipotent char", ((TypeNode("Other TBAA"), 0),)), 0),))
    assert least_common_type(INT, other) is None
    assert may_alias(scalar(INT), scalar(other))


def test_struct_path_members() -> None:
    """S.a is {S, int, 0}, S.b {S, float, 4}. S.b against a plain float: walking S at
    offset 4 reaches float at offset 0, the plain tag's base and offset: may alias.
    S.a against S.b: the walk meets S (the other's base) at once, offsets 0 and 4
    differ, neither is a whole-S access: no alias. S.a against a plain float: int and
    float never meet: no alias. S.b against a plain int: no alias."""
    s_a, s_b = AccessTag(S, INT, 0), AccessTag(S, FLOAT, 4)
    assert may_alias(s_b, scalar(FLOAT)) and may_alias(scalar(FLOAT), s_b)
    assert may_alias(s_a, scalar(INT))
    assert not may_alias(s_a, s_b)
    assert not may_alias(s_a, scalar(FLOAT))
    assert not may_alias(s_b, scalar(INT))


def test_nested_struct_offsets() -> None:
    """T.s.b is {T, float, 8}: T at 8 -> S at 4 -> float at 0. It may alias S.b
    ({S, float, 4}: T's walk reaches S with offset 4, equal) but not S.a ({S, int, 0}:
    reaches S with offset 4, not 0). {T, int, 4} is T.s.a, S.a; T.x ({T, int, 0}) is not:
    T's walk from offset 0 goes down to int, never S, and S's never meets T."""
    t_s_b = AccessTag(T, FLOAT, 8)
    assert may_alias(t_s_b, AccessTag(S, FLOAT, 4))
    assert not may_alias(t_s_b, AccessTag(S, INT, 0))
    assert may_alias(AccessTag(T, INT, 4), AccessTag(S, INT, 0))  # T.s.a is S.a
    assert not may_alias(AccessTag(T, INT, 0), AccessTag(S, INT, 0))  # T.x is not S.a


def test_the_reader_reads_clangs_tags_and_the_printer_writes_them_back() -> None:
    """tbaa_pun.ll's stores: int (!9) then float (!11); the printed module reads back to
    equal tags (inline nodes, which LLVM unifies by content)."""
    module = parse_module((DATA / "tbaa_pun.ll").read_text())
    body = module.functions["_Z10store_bothPiPf"]
    stored = [i.tbaa for i in body.instructions() if i.opcode == "store"]
    assert [t.access.name if t else None for t in stored] == ["any pointer", "any pointer", "int", "float"]
    assert stored[2] is not None and stored[2].access.parent is not None
    assert stored[2].access.parent.name == "omnipotent char"
    assert stored[2].access.parent.parent == TypeNode("Simple C++ TBAA")
    again = parse_module(print_module(module)).functions["_Z10store_bothPiPf"]
    assert [i.tbaa for i in again.instructions()] == [i.tbaa for i in body.instructions()]


def test_a_scalar_type_node_used_as_a_tag_reads_as_its_struct_path_tag() -> None:
    nodes = {"1": '!{!"Simple C/C++ TBAA"}', "2": '!{!"omnipotent char", !1}', "3": '!{!"int", !2}'}
    assert TagReader(nodes).tag("3") == AccessTag(INT, INT, 0)


PUN = """\
define void @k(ptr %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr %out, i32 %id
  store i32 1, ptr %p, align 4, !tbaa !0
  store float 2.0, ptr %p, align 4, !tbaa !STORED
  %v = load i32, ptr %p, align 4, !tbaa !0
  %w = add i32 %v, 0
  store i32 %w, ptr %p, align 4, !tbaa !0
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !2, i64 0}
!6 = !{!2, !2, i64 0}
"""


@pytest.mark.parametrize(("stored", "punned"), [("4", True), ("6", False), ("0", False)])
def test_the_reference_marks_a_run_whose_bytes_are_read_through_another_tag(stored: str, punned: bool) -> None:
    """The float store (tag !4) over the int word, then the int load: a pun. Stored
    through char (!6) or int (!0) instead: none. The simulator never marks it, and the
    two oracles still agree (oracles/oracle.py leaves the reference's note out)."""
    fn = parse_module(PUN.replace("STORED", stored)).functions["k"]
    sched = Schedule(2, (0, 1))
    ref = reference.run(fn, sched)
    assert (TYPE_PUN in ref.behaviour.approximations) is punned
    assert bool(ref.behaviour.puns) is punned
    if punned:
        assert any("load %v in @k read bytes of buffer %out stored as 'float' through an 'int' tag"
                   in pun for pun in ref.behaviour.puns), ref.behaviour.puns
    sim = simt.run(fn, sched)
    assert TYPE_PUN not in sim.behaviour.approximations
    assert agrees(sim, reference.replay(fn, sched, sim.choices))


def test_int_and_float_on_different_buffers_never_pun() -> None:
    """tbaa_mixed.ll stores int and float (and loads them back) through clang's tags, on
    different buffers: no run of it is marked."""
    fn = parse_module((DATA / "tbaa_mixed.ll").read_text()).kernel("_Z5mixedPKiPiPf")
    ran = reference.run(fn, Schedule(4, (0, 1, 2, 3), buffers={"0": bytes(range(16))}))
    assert ran.behaviour.outcome == "ok" and TYPE_PUN not in ran.behaviour.approximations


def test_a_wrong_fold_without_a_pun_is_still_a_violation() -> None:
    """tbaa_same.cu: ``*a = 1; *b = 2; return *a;``, both int, ``b`` the same word: equal
    tags may alias, so ``return 1`` (hand-made from opt-19's O3, which keeps the load) is
    wrong: *a reads 2. O3's own output passes."""
    ran = fuzzfarm(["validate", "--threads", "4", DATA / "tbaa_same.ll", DATA / "tbaa_same_wrongfold.ll"])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "before 2, after 1" in ran.stdout
    ran = fuzzfarm(["validate", "--threads", "4", DATA / "tbaa_same.ll", DATA / "tbaa_same_o3.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_hoisted_reduction_beside_int_and_float_tags_is_still_a_violation() -> None:
    """tbaa_mixed.cu holds int and float tags (different buffers); activemask and
    redux.sync hoisted above ``v > 0`` sum the lanes that do not take the branch too. A
    rule reading "the kernel mixes tags" would hide it; the runs do not pun: exit 1."""
    ran = fuzzfarm(["validate", "--threads", "4", DATA / "tbaa_mixed.ll", DATA / "tbaa_mixed_hoisted.ll"])
    assert ran.returncode == 1, ran.stdout + ran.stderr


@needs_opt19
def test_the_printed_kernel_keeps_its_tags_for_opt19(tmp_path: Path) -> None:
    """The module fuzzfarm prints for a pipeline carries ``!tbaa``: opt-19's O3 of the
    printed tbaa_pun kernel still folds ``store_both`` to ``ret i32 1``, and validating
    that pipeline is inconclusive (it passed, the tags lost, O3 keeping the load)."""
    printed = tmp_path / "printed.ll"
    printed.write_text(print_module(parse_module((DATA / "tbaa_pun.ll").read_text())))
    out = subprocess.run(["opt-19", "-S", "-passes=default<O3>", printed], check=True,
                         capture_output=True, text=True).stdout
    body = out[out.index("@_Z10store_bothPiPf("):]
    body = body[:body.index("\n}")]
    assert "ret i32 1" in body and "load" not in body
    ran = fuzzfarm(["validate", "--threads", "4", DATA / "tbaa_pun.ll", "--opt", "opt-19",
                    "--pipeline", "default<O3>"])
    assert ran.returncode == 3, ran.stdout + ran.stderr


def test_a_size_aware_tag_is_refused_not_dropped() -> None:
    """The "new" TBAA format (type nodes ``!{parent, i64 size, !"name"}``) is not read:
    the access is unsupported, where dropping the tag would hide a pun through it."""
    text = PUN.replace("!{!1, !1, i64 0}", "!{!7, !7, i64 0, i64 4}") + '!7 = !{!3, i64 4, !"int"}\n'
    with pytest.raises(UnsupportedError):
        parse_module(text.replace("!STORED", "!0"))
