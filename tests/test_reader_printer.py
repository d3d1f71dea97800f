"""Reader, printer and LLVM bridge: round trips through LLVM and its pass pipelines.

The seed examples in ``tests/data`` are complete kernels that LLVM verifies. Each one
goes model -> text -> LLVM verifier -> LLVM passes (AMDGPU triple) -> text -> model,
and the structural facts the oracles depend on (blocks, opcodes, bundles, flags,
names) must survive every step.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from fuzzfarm.ir import (
    I1,
    I8,
    I32,
    PTR,
    TOKEN,
    VOID,
    Argument,
    ConstInt,
    ConventionError,
    Function,
    GlobalRef,
    Instruction,
    Module,
    NullPtr,
    OperandBundle,
    ParseError,
    Poison,
    PtrType,
    TokenNone,
    Undef,
    UnsupportedError,
    Value,
    parse_module,
    print_function,
    print_instruction,
    print_module,
    split_call_attrs,
)
from fuzzfarm.ir.conventions import ANCHOR, ENTRY, LANE_ID, LOOP
from fuzzfarm.llvm import PassRunner, known_passes, run_passes, verify
from fuzzfarm.llvm.bridge import crash_message, decode_result, parse_pipeline
from fuzzfarm.llvm.pipeline import PASSES

DATA = Path(__file__).parent / "data"
TRIPLE = "amdgcn-amd-amdhsa"
ROUND_TRIP_FILES = sorted(
    p.name
    for p in DATA.glob("*.ll")
    if p.name != "loop_deletion_crash.ll"
)


def read(name: str) -> str:
    return (DATA / name).read_text()


@pytest.fixture(scope="module")
def runner() -> Iterator[PassRunner]:
    """One persistent worker for the whole module: about 10 ms per pipeline instead of 120."""
    with PassRunner(triple=TRIPLE, timeout=60) as r:
        yield r


def opcodes(m: Module) -> Counter[str]:
    return Counter(i.opcode for fn in m.definitions for i in fn.instructions())


def bundles(m: Module) -> list[tuple[str, str, str]]:
    """(callee, bundle tag, token name) for every bundle, in order."""
    out = []
    for fn in m.definitions:
        for inst in fn.instructions():
            for b in inst.bundles:
                out.append((inst.callee, b.tag, getattr(b.inputs[0], "name", None)))
    return out


def assert_fixpoint(text: str) -> Module:
    """``text`` verifies, reads back, and a second print/parse changes nothing."""
    assert verify(text) is None
    m = parse_module(text)
    again = print_module(m)
    assert verify(again) is None
    assert print_module(parse_module(again)) == again
    return m


# --------------------------------------------------------------------------
# Round trips of the seed examples.


@pytest.mark.parametrize("name", ROUND_TRIP_FILES)
def test_seed_example_round_trips_through_text(name: str) -> None:
    source = read(name)
    assert verify(source) is None, "the data file itself must verify"
    m = parse_module(source)
    text = print_module(m)
    m2 = assert_fixpoint(text)
    for fn, fn2 in zip(m.definitions, m2.definitions, strict=True):
        assert [b.name for b in fn.blocks] == [b.name for b in fn2.blocks]
        assert [(i.opcode, i.name, i.flags) for i in fn.instructions()] == [
            (i.opcode, i.name, i.flags) for i in fn2.instructions()
        ]
    assert bundles(m) == bundles(m2)
    assert print_module(m2) == text


@pytest.mark.parametrize("name", ROUND_TRIP_FILES)
@pytest.mark.parametrize("pipeline", ["simplifycfg,instcombine", "O2"])
def test_seed_example_survives_llvm_passes(name: str, pipeline: str, runner: PassRunner) -> None:
    text = print_module(parse_module(read(name)))
    result = runner.run(text, pipeline)
    assert result.status == "ok", result.message
    assert result.text is not None
    optimized = assert_fixpoint(print_module(parse_module(result.text)))
    assert optimized.triple == TRIPLE
    # Convergence control survives: every bundle still names a token of an intrinsic call.
    for fn in optimized.definitions:
        for inst in fn.instructions():
            token = inst.convergence_token
            if token is not None:
                assert isinstance(token, Instruction)
                assert token.callee in (ENTRY, ANCHOR, LOOP)


@pytest.mark.parametrize(
    ("name", "pipeline"),
    [
        ("unroll_original.ll", "loop-unroll"),
        ("unroll_no_remainder.ll", "O3"),
        ("subgroup_add_if_else.ll", "O2"),
        ("subgroup_shuffle.ll", "O2"),
        ("anchor_hoisting_original.ll", "O2"),
        ("jump_threading_original.ll", "jump-threading,simplifycfg"),
    ],
)
def test_llvm_keeps_controlled_convergent_calls_in_place(
    name: str, pipeline: str, runner: PassRunner
) -> None:
    """Read back after LLVM: same convergent calls, same hearts, each in its own block."""
    before = parse_module(read(name)).definitions
    result = runner.run(read(name), pipeline)
    assert result.status == "ok", result.message
    after = parse_module(result.text).definitions

    def placed(fns: list[Function]) -> list[tuple[str, str]]:
        return sorted(
            (i.callee, i.parent.name)
            for fn in fns
            for i in fn.instructions()
            if i.callee is not None and (i.callee.startswith("subgroup") or i.callee == LOOP)
        )

    assert placed(after) == placed(before)


def test_reduction_structure_is_read_exactly() -> None:
    m = parse_module(read("subgroup_add_if_else.ll"))
    fn = m.kernel()
    assert fn.name == "example_kernel" and fn.is_convergent
    assert [b.name for b in fn.blocks] == ["entry", "then", "else", "end"]
    assert opcodes(m) == Counter(call=3, icmp=1, br=3, store=2, ret=1)
    calls = [i for i in fn.instructions() if i.callee == "subgroupAdd"]
    assert [c.name for c in calls] == ["total_gains", "total_losses"]
    tok = fn.entry.instructions[0]
    assert tok.callee == ENTRY and tok.type == TOKEN and tok.name == "tok"
    assert all(c.convergence_token is tok for c in calls)
    assert all(c.operands[0] is fn.args[0] for c in calls)
    assert all(i.parent is b for b in fn.blocks for i in b.instructions)
    assert m.functions["subgroupAdd"].is_declaration
    assert m.functions["subgroupAdd"].is_convergent


def test_loop_heart_token_and_divergent_exit() -> None:
    fn = parse_module(read("loop_heart.ll")).kernel()
    inner = next(i for i in fn.instructions() if i.name == "inner")
    assert inner.callee == LOOP
    assert inner.convergence_token is fn.entry.instructions[0]
    ballot = next(i for i in fn.instructions() if i.callee == "subgroupBallot")
    assert ballot.parent.name == "C" and ballot.convergence_token is inner
    assert ballot.operands == [ConstInt(I1, 1)]
    phi = fn.block("for").instructions[0]
    assert phi.opcode == "phi" and [b.name for b in phi.blocks] == ["entry", "D"]
    assert phi.operands[1].name == "i.next"  # a forward reference, resolved
    inc = phi.operands[1]
    assert inc.flags == {"nuw", "nsw"}


def test_jump_threading_pair_differs_only_in_the_cfg() -> None:
    original = parse_module(read("jump_threading_original.ll")).kernel()
    threaded = parse_module(read("jump_threading_threaded.ll")).kernel()
    assert [b.name for b in original.blocks] == ["entry", "then1", "mid", "then2", "end"]
    assert [b.name for b in threaded.blocks] == ["entry", "then1", "then2", "end"]
    phi = original.block("mid").instructions[0]
    assert phi.operands[0] == ConstInt(I1, 1)
    assert [s.name for s in threaded.block("then1").successors] == ["then2", "end"]


def test_kitchen_sink_keeps_every_construct() -> None:
    m = parse_module(read("kitchen_sink.ll"))
    fn = m.kernel()
    by_name = {i.name: i for i in fn.instructions() if i.name}
    assert fn.name == "kitchen sink" and fn.ret_attrs == {"noundef"}
    assert fn.attrs >= {"convergent", "nounwind", '"uniform-work-group-size"="false"'}
    assert [a.name for a in fn.args] == ["u", "x", "w", "out", "flag", "0"]
    assert fn.args[0].attrs == {"inreg"} and fn.args[0].is_uniform_input
    assert fn.args[1].attrs == {"noundef"} and fn.args[4].attrs == {"zeroext"}
    assert m.triple == TRIPLE and set(m.globals) == {"g", "table"}
    assert by_name["1"].flags == {"nuw", "nsw"} and by_name["1"].operands[1] == ConstInt(I32, -5)
    assert by_name["2"].operands[1] is fn.args[5]
    assert by_name["d"].flags == {"exact"} and by_name["o"].flags == {"disjoint"}
    assert by_name["c1"].flags == {"samesign"} and by_name["c1"].predicate == "ult"
    assert by_name["z"].flags == {"nneg"} and by_name["t"].flags == {"nuw", "nsw"}
    assert by_name["p4"].flags == {"inbounds", "nuw"} and by_name["p4"].elem_type == I8
    slots = by_name["slots"]
    assert str(slots.elem_type) == "[4 x i32]" and slots.align == 16
    assert slots.type == PtrType(5)
    assert by_name["many"].operands[0] is fn.args[0]
    assert by_name["gv"].operands[0] == GlobalRef("g", PtrType(1))
    assert by_name["tok"].tail == "tail"
    assert by_name["ab"].callee == "llvm.abs.i32" and by_name["ab"].operands[1] == ConstInt(I1, 0)
    assert by_name["pick"].operands[2] == Poison(I32)
    assert by_name["un"].operands[1] == Undef(I32)
    assert by_name["nul"].operands[1] == NullPtr(PTR)
    assert split_call_attrs(by_name["sum"].attrs).fn == {"convergent", "nounwind"}
    assert by_name["odd name"].operands[0] is by_name["sum"]
    switch = fn.block("dispatch").terminator
    assert switch.opcode == "switch"
    assert [b.name for b in switch.blocks] == ["default", "join", "join", "dead"]
    assert [c.signed for c in switch.operands[1:]] == [0, -1, 42]
    res = by_name["res"]
    assert [b.name for b in res.blocks] == ["dispatch", "dispatch", "default"]
    assert fn.block("dead").terminator.opcode == "unreachable"
    decl = m.functions["llvm.abs.i32"]
    assert decl.is_declaration and decl.args[1].attrs == {"immarg"}


def test_o2_output_keeps_flags_and_call_site_return_attributes(runner: PassRunner) -> None:
    result = runner.run(read("kitchen_sink.ll"), "O2")
    assert result.status == "ok", result.message
    m = parse_module(result.text)
    insts = {i.name: i for i in m.kernel().instructions() if i.name}
    assert "ret:range(i32 0, 33)" in insts["tz"].attrs  # instcombine's range attribute
    assert insts["tz"].tail == "tail"
    assert insts["c1"].flags == {"samesign"}
    source = parse_module(read("kitchen_sink.ll")).kernel()
    controlled = [i.callee for i in source.instructions() if i.convergence_token is not None]
    assert [
        i.callee for i in m.kernel().instructions() if i.convergence_token is not None
    ] == controlled
    text = print_module(m)
    assert "call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %sm, i1 true)" in text


def test_numbered_values_and_unnamed_entry_block() -> None:
    text = """
    define i32 @f(i32 %0, i32 %1) {
      %3 = add i32 %0, %1
      br label %4
    4:
      %5 = phi i32 [ %3, %2 ]
      ret i32 %5
    }
    """
    fn = parse_module(text).kernel()
    assert [b.name for b in fn.blocks] == ["2", "4"]
    assert [i.name for i in fn.instructions()] == ["3", None, "5", None]
    assert_fixpoint(print_module(parse_module(text)))


def test_tail_kinds_and_calls_between_definitions() -> None:
    text = """
    define i32 @callee(i32 %x) {
      ret i32 %x
    }
    define i32 @caller(i32 %x) {
      %a = notail call i32 @callee(i32 noundef %x)
      %b = musttail call i32 @callee(i32 %a)
      ret i32 %b
    }
    """
    m = parse_module(text)
    a, b, _ = m.kernel("caller").instructions()
    assert (a.tail, b.tail) == ("notail", "musttail")
    assert split_call_attrs(a.attrs).args == {0: {"noundef"}}
    printed = print_module(m)
    assert "declare" not in printed  # the callee is defined in the module
    assert "notail call i32 @callee(i32 noundef %x)" in printed
    assert_fixpoint(printed)


def test_constants_and_empty_switch() -> None:
    text = """
    define i64 @f(i32 %v) {
      %a = add i32 %v, zeroinitializer
      switch i32 %a, label %d [
      ]
    d:
      %b = select i1 true, i64 -9223372036854775808, i64 18446744073709551615
      %c = add i128 170141183460469231731687303715884105727, 1
      ret i64 %b
    }
    """
    m = parse_module(text)
    a, switch, b, c, _ = m.kernel().instructions()
    assert a.operands[1] == ConstInt(I32, 0)
    assert switch.operands == [a] and [blk.name for blk in switch.blocks] == ["d"]
    assert b.operands[0] == ConstInt(I1, 1)
    assert b.operands[1].signed == -(2**63) and b.operands[2].signed == -1
    assert c.operands[0].value == 2**127 - 1
    assert_fixpoint(print_module(m))


def test_token_none_and_global_function_reference_parse() -> None:
    text = """
    declare void @take(token, ptr)
    define void @f() {
      call void @take(token none, ptr @f)
      ret void
    }
    """
    call = parse_module(text).kernel("f").entry.instructions[0]
    assert call.operands == [TokenNone(), GlobalRef("f", PTR)]
    assert "call void @take(token none, ptr @f)" in print_module(parse_module(text))


def test_metadata_comments_and_debug_records_are_ignored() -> None:
    text = """
    define void @f(i32 %n) !dbg !3 {
    entry:
      br label %loop, !dbg !4
    loop:                                 ; preds = %loop, %entry
      %i = phi i32 [ 0, %entry ], [ %j, %loop ], !dbg !4
      %j = add i32 %i, 1, !dbg !4
      %c = icmp ult i32 %j, %n
      br i1 %c, label %loop, label %exit, !llvm.loop !6
    exit:
      ret void, !dbg !4
    }
    !llvm.dbg.cu = !{!0}
    !llvm.module.flags = !{!5}
    !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
    !1 = !DIFile(filename: "a.c", directory: "/")
    !3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
    !4 = !DILocation(line: 1, scope: !3)
    !5 = !{i32 2, !"Debug Info Version", i32 3}
    !6 = distinct !{!6, !7}
    !7 = !{!"llvm.loop.mustprogress"}
    """
    m = parse_module(text)
    assert opcodes(m) == Counter(br=2, phi=1, add=1, icmp=1, ret=1)
    assert_fixpoint(print_module(m))


# --------------------------------------------------------------------------
# Models built in Python (the generators' and transforms' path).


def build_kernel() -> Module:
    """A loop kernel built by hand: unnamed values, clashing names, no declarations."""
    x = Argument("x", I32, 0, frozenset({"inreg"}))
    out = Argument("out", PTR, 1)
    fn = Function("built", VOID, [x, out], attrs=frozenset({"convergent"}))
    m = Module(triple=TRIPLE)
    m.add(fn)
    entry, loop, done = fn.add_block("entry"), fn.add_block("loop"), fn.add_block("1")
    tok = entry.append(Instruction("call", TOKEN, callee=ENTRY))
    lane = entry.append(Instruction("call", I32, callee=LANE_ID, name="v"))
    entry.append(Instruction("br", VOID, blocks=[loop]))
    i = Instruction("phi", I32, name="v")  # clashes with %v above
    loop.append(i)
    heart = loop.append(
        Instruction("call", TOKEN, callee=LOOP, bundles=[OperandBundle("convergencectrl", (tok,))])
    )
    nxt = loop.append(Instruction("add", I32, [i, ConstInt(I32, 1)], flags=frozenset({"nsw"})))
    i.operands = [ConstInt(I32, 0), nxt]
    i.blocks = [entry, loop]
    ctrl = [OperandBundle("convergencectrl", (heart,))]
    s = loop.append(Instruction("call", I32, [lane], callee="subgroupAdd", bundles=ctrl, name="7"))
    cmp = loop.append(Instruction("icmp", I1, [nxt, x], predicate="slt", name="3"))
    loop.append(Instruction("br", VOID, [cmp], blocks=[loop, done]))
    done.append(Instruction("store", VOID, [s, out], align=4))
    done.append(
        Instruction(
            "call",
            VOID,
            callee="subgroupControlBarrier",
            bundles=[OperandBundle("convergencectrl", (tok,))],
        )
    )
    done.append(Instruction("ret", VOID))
    return m


def test_printed_model_gets_fresh_names_and_declarations() -> None:
    m = build_kernel()
    text = print_module(m)
    assert verify(text) is None, text
    assert "declare i32 @subgroupAdd(i32) convergent" in text
    assert "declare void @subgroupControlBarrier() convergent" in text
    assert "declare token @llvm.experimental.convergence.entry() convergent" in text
    assert f"declare i32 @{LANE_ID}()" in text and f"@{LANE_ID}() convergent" not in text
    back = parse_module(text)
    fn = back.kernel()
    # "%1" would come after "%7" in LLVM's numbering, so the block gets a fresh name.
    assert [b.name for b in fn.blocks] == ["entry", "loop", "t.5"]
    names = [i.name for i in fn.instructions() if i.type != VOID]
    assert len(names) == len(set(names)) and None not in names
    assert names[1] == "v" and names[2] != "v"
    assert bundles(back) == [
        (LOOP, "convergencectrl", names[0]),
        ("subgroupAdd", "convergencectrl", names[3]),
        ("subgroupControlBarrier", "convergencectrl", names[0]),
    ]
    assert_fixpoint(text)


def test_print_instruction_is_one_line_named_like_its_function() -> None:
    m = build_kernel()
    fn = m.kernel()
    add = fn.block("loop").instructions[2]
    assert print_instruction(add) == "%t.3 = add nsw i32 %v.1, 1"
    s = fn.block("loop").instructions[3]
    assert (
        print_instruction(s)
        == '%7 = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %t.2) ]'
    )
    loose = Instruction("add", I32, [ConstInt(I32, 1), ConstInt(I32, 2)], name="z")
    assert print_instruction(loose) == "%z = add i32 1, 2"


# --------------------------------------------------------------------------
# Errors.


def test_syntax_error_is_a_parse_error_with_location() -> None:
    with pytest.raises(ParseError) as err:
        parse_module("define void @f() {\n  ret i32 0\n}")
    assert err.value.line == 2
    assert "\n" not in str(err.value) and "line 2:" in str(err.value)


def test_scalable_vector_add_is_unsupported() -> None:
    text = """
    define void @f(<vscale x 2 x i32> %a) {
      %v = add <vscale x 2 x i32> %a, %a
      ret void
    }
    """
    with pytest.raises(UnsupportedError) as err:
        parse_module(text)
    assert str(err.value).startswith("unsupported: ")
    assert "<vscale x 2 x i32>" in str(err.value)


@pytest.mark.parametrize(
    "body",
    [
        "%x = load atomic volatile i32, ptr %p monotonic, align 4",
        "%x = load volatile <2 x i32>, ptr %p, align 8",  # a volatile event holds one value
        "%x = atomicrmw fmaximum ptr %p, float 1.0 monotonic",  # LLVM 20's
        "%x = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst seq_cst",  # may fail spuriously
        "%x = cmpxchg ptr %p, ptr null, ptr %p seq_cst seq_cst",  # pointer values
        "%x = fadd bfloat 1.0, 2.0",  # half, float and double are in the model
        "%x = alloca { i8, ptr addrspace(5) }, align 8",  # no layout both targets share
        "%x = add i64 ptrtoint (ptr @g to i64), 1",  # a constant GEP of @g is read
    ],
)
def test_constructs_outside_the_model_are_unsupported(body: str) -> None:
    text = f"@g = global i32 0\ndefine void @f(ptr %p) {{\n  {body}\n  ret void\n}}"
    with pytest.raises(UnsupportedError, match=r"^unsupported: "):
        parse_module(text)


def test_seed_example_with_atomicrmw_is_read_and_printed_back() -> None:
    """Seed 000's reserveSpaceInBuffer: its atomicrmw on a module global is in the model
    (oracles/SEMANTICS.md, "Memory the threads share"), printed as LLVM writes it."""
    printed = print_module(parse_module(read("reserve_space_atomic.ll")))
    assert "atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic, align 4" in printed
    assert "@bufferAllocationCount = global i32 0" in printed
    assert print_module(parse_module(printed)) == printed


def test_unknown_convergent_declaration_is_a_convention_error() -> None:
    text = """
    declare void @mystery() convergent
    define void @f() {
      call void @mystery()
      ret void
    }
    """
    with pytest.raises(ConventionError, match=r"^unknown convergent callee @mystery: "):
        parse_module(text)


@pytest.mark.parametrize(
    "decl",
    [
        "declare i32 @subgroupAdd(i64) convergent",
        "declare i32 @subgroupAdd(i32)",
        "declare i64 @getSubgroupLocalInvocationId()",
    ],
)
def test_catalogue_declarations_must_match_the_conventions(decl: str) -> None:
    with pytest.raises(ConventionError):
        parse_module(decl)


# --------------------------------------------------------------------------
# The bridge.


def test_verify_reports_the_convergence_verifier() -> None:
    text = """
    define void @f(i1 %c) convergent {
    entry:
      br i1 %c, label %a, label %b
    a:
      %t = call token @llvm.experimental.convergence.entry()
      br label %b
    b:
      ret void
    }
    declare token @llvm.experimental.convergence.entry()
    """
    message = verify(text)
    assert message is not None and message.startswith(
        "Entry intrinsic can occur only in the entry block."
    )
    assert verify(read("loop_heart.ll")) is None


def test_pass_names_map_to_llvmlite_methods() -> None:
    for method in PASSES.values():
        assert hasattr(llvm.ModulePassManager, f"add_{method}_pass"), method
    names = known_passes()
    for required in (
        "simplifycfg",
        "jump-threading",
        "loop-unroll",
        "sink",
        "instcombine",
        "O2",
        "newgvn",
    ):
        assert required in names
    segments = parse_pipeline("simplifycfg,instcombine,default<O3>,sink")
    assert [(s.level, s.passes) for s in segments] == [
        (None, ("simplify_cfg", "instruction_combine")),
        (3, ()),
        (None, ("sinking",)),
    ]


def test_unknown_pass_is_an_error_listing_known_names() -> None:
    result = run_passes(read("loop_heart.ll"), "simplifycfg,frobnicate")
    assert result.status == "error" and result.returncode is None  # no process started
    assert "frobnicate" in result.message and "jump-threading" in result.message
    assert "newgvn" in run_passes("", "gvn").message


def test_run_passes_in_a_fresh_process_with_llvm_options() -> None:
    result = run_passes(
        read("jump_threading_original.ll"),
        "jump-threading,simplifycfg",
        options=("-opt-bisect-limit=1",),
    )
    assert result.status == "ok", result.message
    assert "BISECT: running pass (1) jump-threading" in result.stderr
    assert "BISECT: NOT running pass (2) simplifycfg" in result.stderr
    assert_fixpoint(result.text)


def test_bad_input_and_unknown_triple_are_errors(runner: PassRunner) -> None:
    assert runner.run("define void @f( {", "O1").status == "error"
    unknown = runner.run(read("loop_heart.ll"), "O1", triple="nonsense-none-none")
    assert unknown.status == "error" and "nonsense-none-none" in unknown.message


def test_real_llvm_assertion_is_a_crash_and_the_runner_recovers(runner: PassRunner) -> None:
    """LLVM 22.1 aborts in deleteDeadLoop on a loop token used after the loop."""
    crash = read("loop_deletion_crash.ll")
    assert verify(crash) is None
    result = run_passes(crash, "loop-deletion")
    assert result.status == "crash"
    assert result.returncode is not None and result.returncode < 0
    assert "deleteDeadLoop" in result.message and "Assertion" in result.message
    assert result.message.startswith("llvm/lib/")  # build paths are stripped
    again = runner.run(crash, "O2")
    assert again.status == "crash" and again.message == result.message
    assert runner.run(read("loop_heart.ll"), "O2").status == "ok"


def test_test_hook_abort_is_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FUZZFARM_TEST_ABORT", "1")
    result = run_passes(read("loop_heart.ll"), "sink")
    assert result.status == "crash" and result.returncode == -6


def test_timeout_is_reported() -> None:
    result = run_passes(read("loop_heart.ll"), "O3", timeout=0.01)
    assert result.status == "timeout" and result.text is None


def test_pass_producing_invalid_ir_is_ill_formed_after(runner: PassRunner) -> None:
    """A real finding: loop-extract passes the anchor token to the extracted loop."""
    result = runner.run(read("unroll_remainder.ll"), "loop-extract")
    assert result.status == "ill-formed-after"
    assert result.message.startswith("Function has token parameter but isn't an intrinsic")
    extracted = parse_module(result.text)  # ill-formed output stays readable
    assert extracted.functions["unroll_remainder.header"].args[1].type == TOKEN


def test_input_that_breaks_a_target_rule_is_an_error_not_a_pass_bug() -> None:
    text = "define void @f() {\n  %a = alloca i32, align 4\n  ret void\n}"
    assert verify(text) is None  # no triple: fine
    result = run_passes(text, "sroa")
    assert result.status == "error"
    assert result.message.startswith("input does not verify for amdgcn-amd-amdhsa")
    assert "addrspace(5)" in result.message


def test_worker_responses_and_crash_messages_decode() -> None:
    line = '@@fuzzfarm-worker@@ {"status": "ok", "text": "x", "message": ""}'
    result = decode_result("noise\n" + line + "\n", "", 0)
    assert (result.status, result.text, result.message) == ("ok", "x", "")
    assert decode_result("", "LLVM ERROR: out of luck\n", 1).message == "LLVM ERROR: out of luck"
    assert crash_message("", -11) == "died with exit status -11 and no message"


def test_unnamed_values_get_the_next_free_t_names_past_taken_ones() -> None:
    """Unnamed values are named ``t.N`` from one counter, skipping a name some value
    already has (here ``t.1``) and keeping names given: worked out by hand. The call-
    expanded kernels of the lane simulator are made of such copies, thousands of them."""
    x = Argument("x", I32, 0)
    fn = Function("names", VOID, [x])
    m = Module(triple=TRIPLE)
    m.add(fn)
    entry = fn.add_block("entry")
    a = entry.append(Instruction("add", I32, [x, ConstInt(I32, 1)]))
    b = entry.append(Instruction("add", I32, [a, ConstInt(I32, 2)], name="t.1"))
    c = entry.append(Instruction("add", I32, [b, ConstInt(I32, 3)]))
    entry.append(Instruction("add", I32, [c, ConstInt(I32, 4)]))
    entry.append(Instruction("ret", VOID))
    text = print_function(fn)
    assert "%t.0 = add i32 %x, 1" in text
    assert "%t.1 = add i32 %t.0, 2" in text
    assert "%t.2 = add i32 %t.1, 3" in text
    assert "%t.3 = add i32 %t.2, 4" in text


def test_many_unnamed_values_get_distinct_names() -> None:
    x = Argument("x", I32, 0)
    fn = Function("many", VOID, [x])
    m = Module(triple=TRIPLE)
    m.add(fn)
    entry = fn.add_block("entry")
    v: Value = x
    for k in range(3000):
        v = entry.append(Instruction("add", I32, [v, ConstInt(I32, 1)], name="t.7" if k == 5 else None))
    entry.append(Instruction("ret", VOID))
    lines = [ln.split("=")[0].strip() for ln in print_function(fn).splitlines() if " = add" in ln]
    assert len(lines) == 3000 and len(set(lines)) == 3000
    assert lines[5] == "%t.7" and lines[:5] == ["%t.0", "%t.1", "%t.2", "%t.3", "%t.4"]
    assert lines[6:8] == ["%t.5", "%t.6"] and lines[8] == "%t.8"
