"""A call's ``!range`` attachment is the ``range(...)`` promise on its result (LangRef,
"'range' Metadata": a returned value outside the intervals is poison).

The reader read ``!range`` on loads only and dropped it on calls, so a *before* that
promised ``call @pick(%x), !range !{i32 0, i32 2}`` read as defined where ``@pick``
returns 7, and opt-19's InstCombine folding ``icmp ult %r, 2`` to true (it does, on this
very pair) looked like a violation. Read as the return attribute it means, every rule for a
promised result applies: poison from a defined callee, refused on an external call
(``fuzzfarm/external.py``: the environment's result knows no promise).
"""

from __future__ import annotations

import subprocess

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt

HELPER = """define internal i32 @pick(i32 %x) noinline {
entry:
  ret i32 %x
}
"""

BEFORE = HELPER + """define i32 @k(i32 %x) convergent {
entry:
  %r = call i32 @pick(i32 %x), !range !0
  %c = icmp ult i32 %r, 2
  %s = select i1 %c, i32 1, i32 7
  ret i32 %s
}
!0 = !{i32 0, i32 2}
"""

#: What opt-19 -passes=instcombine makes of BEFORE (checked below).
AFTER = HELPER + """define i32 @k(i32 %x) convergent {
entry:
  %r = call i32 @pick(i32 %x), !range !0
  ret i32 1
}
!0 = !{i32 0, i32 2}
"""

SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3), args={"x": (0, 1, 7, -1)})


def _write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_instcombine_really_folds_the_promised_test() -> None:
    """The pair is LLVM's: opt-19 folds the compare of the promised result."""
    out = subprocess.run(["opt-19", "-passes=instcombine", "-S", "-"], input=BEFORE,
                         capture_output=True, text=True, check=True).stdout
    body = out[out.index("define i32 @k"):]
    assert "icmp" not in body and "ret i32 1" in body


def test_the_fold_of_a_promised_call_result_is_no_violation(tmp_path) -> None:
    """Exit 1 on main (the promise dropped), 0 now."""
    result = fuzzfarm(["validate", _write(tmp_path, "b.ll", BEFORE), _write(tmp_path, "a.ll", AFTER)])
    assert result.returncode == 0, result.stdout


def test_without_the_promise_the_fold_is_a_violation(tmp_path) -> None:
    """The control: the same fold with no ``!range`` on before's call is wrong."""
    bare = BEFORE.replace(", !range !0", "")
    result = fuzzfarm(["validate", _write(tmp_path, "b.ll", bare), _write(tmp_path, "a.ll", AFTER)])
    assert result.returncode == 1, result.stdout


@pytest.mark.parametrize("oracle", [reference, simt], ids=["reference", "simt"])
def test_a_result_outside_the_range_is_poison_in_both_oracles(oracle) -> None:
    """Lanes 2 and 3 return 7 and -1, outside [0, 2): the compare of poison makes the
    select poison, and the kernel returns poison there; lanes 0 and 1 return 1."""
    kernel = parse_module(BEFORE).kernel()
    behaviour = oracle.run(kernel, SCHEDULE, Model.MAXIMAL).behaviour
    assert behaviour.outcome is Outcome.OK
    assert [t.return_value for t in behaviour.threads] == [1, 1, POISON, POISON]


def test_a_wrapping_interval_reads_and_prints_as_llvm_reads_it() -> None:
    """``!{i32 -1, i32 1}`` is {-1, 0}: the attribute printed back is one LLVM parses."""
    text = BEFORE.replace("!{i32 0, i32 2}", "!{i32 -1, i32 1}")
    call = next(i for b in parse_module(text).functions["k"].blocks for i in b.instructions
                if i.opcode == "call")
    assert "ret:range(i32 -1, 1)" in call.attrs
    printed = print_module(parse_module(text))
    subprocess.run(["opt-19", "-passes=verify", "-disable-output", "-"], input=printed,
                   capture_output=True, text=True, check=True)


def test_an_external_call_with_a_promised_result_is_refused(tmp_path) -> None:
    """As with the attribute: the environment's result knows no range (exit 2)."""
    text = BEFORE.replace(HELPER, "declare i32 @pick(i32) nounwind willreturn memory(none)\n")
    path = _write(tmp_path, "b.ll", text)
    result = fuzzfarm(["validate", path, path])
    assert result.returncode == 2 and "range(i32 0, 2)" in result.stdout + result.stderr


def test_several_intervals_are_refused(tmp_path) -> None:
    text = BEFORE.replace("!{i32 0, i32 2}", "!{i32 0, i32 2, i32 5, i32 6}")
    path = _write(tmp_path, "b.ll", text)
    result = fuzzfarm(["validate", path, path])
    assert result.returncode == 2 and "!range" in result.stdout + result.stderr
