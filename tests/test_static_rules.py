"""The static rules of seed 000, on hand-written cases cross-checked with LLVM's verifier.

Each file of ``tests/data/static`` is a complete module: ``valid_*.ll`` must
pass our checker, ``invalid_<rule>_*.ll`` must break ``<rule>`` (other rules
may be broken too). LLVM's verifier must give the same verdict, except for the
cases listed in :data:`KNOWN_DIFFERENCES`, where the difference itself is
asserted: if LLVM changes its mind, the test says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from fuzzfarm.analysis.cycles import seeded_order
from fuzzfarm.analysis.static_rules import (
    RULES,
    check_function,
    check_module,
    describe_function,
    is_convergent_call,
)
from fuzzfarm.ir.model import Module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import verify

DATA = Path(__file__).parent / "data" / "static"
CASES = sorted(p.name for p in DATA.glob("*.ll"))


@dataclass(frozen=True)
class KnownDifference:
    """A case where seed 000 and LLVM's verifier disagree, and why."""

    ours_valid: bool
    llvm_message: str  # a fragment of LLVM's message when LLVM rejects, "" when it accepts
    why: str


#: Where LLVM's verifier and the seed differ. Seed 000, "Uncontrolled Convergent
#: Operations": the no-mixing rule applies to functions that contain a *controlled*
#: convergent operation (one with a convergencectrl bundle), convergence intrinsics
#: excepted. LLVM's ConvergenceVerifier marks the function "controlled" as soon as
#: any convergence intrinsic call appears, bare entry/anchor included, so it rejects
#: a bare intrinsic next to an uncontrolled operation.
KNOWN_DIFFERENCES: dict[str, KnownDifference] = {
    "valid_unused_anchor_with_uncontrolled.ll": KnownDifference(
        True,
        "Cannot mix controlled and uncontrolled convergence",
        "a bare anchor is not a controlled operation for the seed; LLVM counts it as one",
    ),
    "valid_unused_entry_with_uncontrolled.ll": KnownDifference(
        True,
        "Cannot mix controlled and uncontrolled convergence",
        "a bare entry is not a controlled operation for the seed; LLVM counts it as one",
    ),
}

#: Which of LLVM's checks fires on each invalid case: the correspondence between our
#: rule ids and LLVM's messages (LLVM has no separate check for a second entry, for
#: a bundle on an entry that is already misplaced, or for closed-path rule 2 apart
#: from hearts; other checks catch those cases).
LLVM_MESSAGES: dict[str, str] = {
    "invalid_anchor-no-bundle.ll": "Entry or anchor intrinsic cannot have a convergencectrl",
    "invalid_bundle-one-token_two_bundles.ll": "can occur at most once on a call",
    "invalid_bundle-one-token_two_tokens.ll": "requires exactly one token use",
    "invalid_closed-path-1_rationale_anchor_in_loop.ll": "other than llvm.experimental.convergence.loop in a cycle",
    "invalid_closed-path-1_rationale_conditions.ll": "other than llvm.experimental.convergence.loop in a cycle",
    "invalid_closed-path-2_rationale_nested.ll": "Cycle heart must dominate all blocks",
    "invalid_closed-path-2_two_hearts_inner.ll": "Two static convergence token uses in a cycle",
    "invalid_closed-path-3_two_tokens.ll": "Two static convergence token uses in a cycle",
    "invalid_entry-at-most-once.ll": "Entry intrinsic cannot be preceded by a convergent",
    "invalid_entry-first.ll": "Entry intrinsic cannot be preceded by a convergent",
    "invalid_entry-in-entry-block.ll": "Entry intrinsic can occur only in the entry block",
    "invalid_entry-needs-convergent-function.ll": "can occur only in a convergent function",
    "invalid_entry-no-bundle.ll": "Entry intrinsic cannot be preceded by a convergent",
    "invalid_heart-dominates-cycle_irreducible.ll": "Cycle heart must dominate all blocks",
    "invalid_heart-dominates-cycle_nested.ll": "Cycle heart must dominate all blocks",
    "invalid_heart-dominates-cycle_rationale_unnatural.ll": "Cycle heart must dominate all blocks",
    "invalid_loop-first.ll": "Loop intrinsic cannot be preceded by a convergent",
    "invalid_loop-needs-bundle.ll": "Loop intrinsic must have a convergencectrl token operand",
    "invalid_no-mixing.ll": "Cannot mix controlled and uncontrolled convergence",
    "invalid_region-nesting_branch.ll": "Convergence region is not well-nested",
    "invalid_region-nesting_straight.ll": "Convergence region is not well-nested",
    "invalid_token-bundle-only_phi.ll": "PHI nodes cannot have token type",
    "invalid_token-dominance_branch.ll": "does not dominate all uses",
    "invalid_token-from-intrinsic_none.ll": "can only be produced by calls to the convergence control intrinsics",
    "invalid_token-from-intrinsic_ordinary_call.ll": "Function returns a token but isn't an intrinsic",
}

#: For each rule, the valid cases that are its close variants (a minimal change away
#: from one of its invalid cases).
CLOSE_VALID: dict[str, list[str]] = {
    "token-from-intrinsic": ["valid_single_anchor.ll"],
    "token-bundle-only": ["valid_tokens_per_branch.ll"],
    "bundle-one-token": ["valid_single_anchor.ll"],
    "token-dominance": ["valid_token_defined_before_branch.ll", "valid_unreachable_use.ll"],
    "entry-needs-convergent-function": ["valid_entry_after_plain_instruction.ll"],
    "entry-in-entry-block": ["valid_entry_after_plain_instruction.ll"],
    "entry-at-most-once": ["valid_entry_if_else.ll"],
    "entry-first": ["valid_entry_after_plain_instruction.ll"],
    "entry-no-bundle": ["valid_entry_after_plain_instruction.ll"],
    "loop-needs-bundle": ["valid_loop_intrinsic_outside_cycle.ll"],
    "loop-first": ["valid_loop_after_plain_instruction.ll"],
    "anchor-no-bundle": ["valid_regions_nested.ll"],
    "no-mixing": ["valid_uncontrolled_only.ll", "valid_unused_anchor_with_uncontrolled.ll"],
    "closed-path-1": ["valid_rationale_loop_heart.ll", "valid_anchor_inside_loop.ll"],
    "closed-path-2": ["valid_rationale_nested_hearts.ll", "valid_sibling_loops_share_anchor.ll"],
    "closed-path-3": ["valid_two_tokens_nested_loops.ll"],
    "heart-dominates-cycle": [
        "valid_rationale_conditions_heart.ll",
        "valid_irreducible_local_token.ll",
        "valid_switch_repeated_successor.ll",
    ],
    "region-nesting": ["valid_regions_nested.ll", "valid_regions_disjoint_branches.ll"],
}

#: Seed 000, "Rationale for the Static Rules on Cycles": the incorrect examples and
#: their corrections.
RATIONALE = {
    "invalid_closed-path-1_rationale_anchor_in_loop.ll": "valid_rationale_loop_heart.ll",
    "invalid_closed-path-1_rationale_conditions.ll": "valid_rationale_conditions_heart.ll",
    "invalid_closed-path-2_rationale_nested.ll": "valid_rationale_nested_hearts.ll",
    "invalid_heart-dominates-cycle_rationale_unnatural.ll": "valid_rationale_conditions_heart.ll",
}


def expected_rule(name: str) -> str | None:
    """The rule an ``invalid_<rule>_*.ll`` case breaks; None for a valid case."""
    if name.startswith("valid_"):
        return None
    assert name.startswith("invalid_"), name
    return name.removeprefix("invalid_").removesuffix(".ll").split("_")[0]


def load(name: str) -> tuple[str, Module]:
    text = (DATA / name).read_text()
    return text, parse_module(text)


@pytest.mark.parametrize("name", CASES)
def test_case_verdict_and_llvm_agreement(name: str) -> None:
    text, module = load(name)
    violations = check_module(module)
    rule = expected_rule(name)
    report = "\n".join(v.describe() for v in violations)
    if rule is None:
        assert not violations, report
    else:
        assert rule in {v.rule for v in violations}, report or "no violation"
    llvm = verify(text)
    known = KNOWN_DIFFERENCES.get(name)
    if known is not None:
        assert (not violations) == known.ours_valid
        if known.llvm_message:
            assert llvm is not None and known.llvm_message in llvm, llvm
        else:
            assert llvm is None, llvm
        assert (llvm is None) != known.ours_valid, "LLVM now agrees: drop the known difference"
        return
    assert (llvm is None) == (not violations), f"LLVM: {llvm}\nours:\n{report}"
    if rule is not None:
        assert LLVM_MESSAGES[name] in llvm, llvm


def test_every_rule_has_an_invalid_case_and_a_close_valid_variant() -> None:
    assert set(CLOSE_VALID) == set(RULES)
    invalid_rules = {expected_rule(n) for n in CASES} - {None}
    assert invalid_rules == set(RULES)
    for variants in CLOSE_VALID.values():
        for v in variants:
            assert v in CASES and expected_rule(v) is None
    assert {n for n in CASES if n.startswith("invalid_")} == set(LLVM_MESSAGES)
    assert set(KNOWN_DIFFERENCES) <= set(CASES)
    for bad, good in RATIONALE.items():
        assert bad in CASES and good in CASES


def test_rule_registry_cites_seed_sections() -> None:
    for rule_id, rule in RULES.items():
        assert rule.id == rule_id
        assert rule.section.startswith(
            ("Static Rules", "Convergence Control Intrinsics", "Uncontrolled", "Dynamic Instances")
        )


@pytest.mark.parametrize("name", [n for n in CASES if n.startswith("invalid_")])
def test_verdict_does_not_depend_on_the_dfs_order(name: str) -> None:
    """Closed paths are a property of the CFG: every cycle hierarchy gives the same rules."""
    _, module = load(name)
    fn = module.kernel()
    expected = {v.rule for v in check_function(fn, module)}
    for seed in range(1, 6):
        assert {v.rule for v in check_function(fn, module, seeded_order(seed))} == expected


def test_violation_message_cites_the_seed_and_prints_instructions_with_blocks() -> None:
    _, module = load("invalid_closed-path-1_rationale_anchor_in_loop.ll")
    (v,) = check_module(module)
    assert v.rule == "closed-path-1" and v.function == "kernel"
    assert 'seed 000, "Static Rules: Closed Paths"' in v.message
    assert v.section == "Static Rules: Closed Paths"
    text = v.describe()
    assert text.startswith("[closed-path-1] @kernel:")
    assert "%entry: %anchor = call token @llvm.experimental.convergence.anchor()" in text
    assert '%loop: call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor) ]' in text


def test_two_hearts_in_one_cycle_are_reported() -> None:
    _, module = load("invalid_closed-path-2_two_hearts_inner.ll")
    pairs = [v for v in check_module(module) if v.rule == "closed-path-2"]
    assert len(pairs) == 1
    assert [i.name for i in pairs[0].instructions] == ["h0", "h1", "h2"]


def test_nested_violation_is_reported_once() -> None:
    """A use breaking rule 1 in an inner and an outer cycle is one violation (rule 4 is
    broken too, in the outer cycle only: the use does not dominate %B)."""
    _, violations = parse_and_check(
        """
define void @kernel(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br label %C
C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  br i1 %c, label %C, label %D
D:
  br i1 %c, label %B, label %E
E:
  ret void
}
"""
    )
    assert sorted(v.rule for v in violations) == ["closed-path-1", "heart-dominates-cycle"]
    (rule4,) = [v for v in violations if v.rule == "heart-dominates-cycle"]
    assert "cycle headed by %B" in rule4.message


def parse_and_check(body: str) -> tuple[Module, list]:
    module = parse_module(body + (DATA / "valid_single_anchor.ll").read_text().split("}", 1)[1])
    return module, check_module(module)


def test_convergent_call_sites() -> None:
    """Seed 000, "Convergent Operations": a convergent callee, the call-site attribute or a
    convergencectrl bundle makes a call convergent."""
    module, violations = parse_and_check(
        """
declare void @plain()
define void @kernel() {
entry:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  call void @plain() convergent
  call void @plain() [ "convergencectrl"(token %t) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t) ]
  ret void
}
"""
    )
    calls = [i for i in module.kernel().instructions() if i.opcode == "call"]
    assert [is_convergent_call(c, module) for c in calls] == [True, False, True, True, True]
    assert [v.rule for v in violations] == ["no-mixing"]  # the call-site attribute one


def test_describe_function_shows_cycles_hearts_and_regions() -> None:
    _, module = load("valid_rationale_nested_hearts.ll")
    text = describe_function(module.kernel())
    assert "function @kernel (not convergent)" in text
    assert "cycle header %outer (reducible" in text and "  cycle header %inner1" in text
    assert "cycle %outer: heart in %outer: %outer.tok = call token" in text
    assert "cycle %inner2: heart in %inner2: %loop2" in text
    assert "token %anchor (anchor in %entry), used by %outer.tok; region:" in text
    assert "token %loop1 (loop in %inner1): no uses, empty region" in text
    _, plain = load("valid_uncontrolled_only.ll")
    text = describe_function(plain.kernel())
    assert "no cycles" in text and "no convergence tokens" in text


# --------------------------------------------------------------------------
# The ``fuzzfarm check`` command.


def run_check(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from fuzzfarm.cli import main

    code = main(["check", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_valid_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_check([str(DATA / "valid_rationale_loop_heart.ll")], capsys)
    assert code == 0 and err == ""
    assert "fuzzfarm static rules: well-formed" in out
    assert "LLVM verifier (module): well-formed" in out
    assert "verdicts agree" in out
    assert "cycle header %loop" in out and "heart in %loop" in out
    assert "token %tok (loop in %loop)" in out


def test_cli_invalid_file_lists_every_rule(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_check([str(DATA / "invalid_closed-path-2_rationale_nested.ll")], capsys)
    assert code == 1
    assert "ILL-FORMED (3 violation(s))" in out
    assert "[closed-path-2]" in out and "[heart-dominates-cycle]" in out
    assert '(seed 000, "Static Rules: Closed Paths")' in out
    assert "%inner1: %loop1 = call token" in out
    assert "Cycle heart must dominate all blocks" in out
    assert "verdicts agree" in out


def test_cli_reports_a_disagreement(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_check([str(DATA / "valid_unused_anchor_with_uncontrolled.ll")], capsys)
    assert code == 0
    assert (
        "DISAGREEMENT: fuzzfarm says the module is well-formed, LLVM's verifier says ill-formed"
        in out
    )


def test_cli_function_option(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = (DATA / "valid_single_anchor.ll").read_text()
    bad = (DATA / "invalid_region-nesting_straight.ll").read_text()
    bad_def = bad.split("define void @kernel", 1)[1].split("\n}\n", 1)[0]
    path = tmp_path / "two.ll"
    path.write_text(good + "\ndefine void @other" + bad_def + "\n}\n")
    code, out, _ = run_check([str(path), "--function", "kernel"], capsys)
    assert code == 0
    assert "function @kernel" in out and "function @other" not in out
    assert "and 1 violation(s) in functions not selected" in out
    code, out, _ = run_check([str(path), "--function", "@other"], capsys)
    assert code == 1 and "[region-nesting] @other" in out
    code, _, err = run_check([str(path), "--function", "missing"], capsys)
    assert code == 2 and "no function definition @missing" in err


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("define void @k() {\n  ret void\n", "expecting more instructions"),
        ("define void @k() {\n  %x = fadd bfloat 1.0, 2.0\n  ret void\n}\n", "unsupported:"),
        (
            "declare void @foo() convergent\ndefine void @k() {\n  call void @foo()\n"
            "  ret void\n}\n",
            "unknown convergent callee @foo",
        ),
    ],
    ids=["syntax-error", "unsupported", "unknown-convergent-callee"],
)
def test_cli_bad_input_exits_2_with_one_line(
    text: str, fragment: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.ll"
    path.write_text(text)
    code, out, err = run_check([str(path)], capsys)
    assert code == 2 and out == ""
    assert fragment in err and err.count("\n") == 1 and err.startswith("fuzzfarm check: ")


def test_cli_unreadable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run_check([str(tmp_path / "missing.ll")], capsys)
    assert code == 2 and out == "" and "cannot read" in err and err.count("\n") == 1
    code, _, err = run_check([str(tmp_path)], capsys)  # a directory
    assert code == 2 and "cannot read" in err
