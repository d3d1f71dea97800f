"""Stream compaction and list building whose counter's old value is used: every order of the
threads' atomics is listed (oracles/SEMANTICS.md, "Memory the threads share", "A counter
whose old value is used"; oracles/reference/atomic_orders.py).

tests/data/clang/atomorder/ holds the sources (compact.cl: an LDS counter, a ``local int *``
counter, a device global counter; compact.hip: an LDS and a device counter), the kernels
clang-19 hands the optimizer (``_pre``: -O1 -Xclang -disable-llvm-passes) and opt-19 -O2's
(``_O2``), made by build.sh, and a hand-written wrong AFTER (make_bad.py). Each ``validate``
of pre against O2 was inconclusive (exit 3: ``atomic-order``) before the listing; the
expectations below are worked out from the sources, not from the oracles.
"""

from __future__ import annotations

import json
from itertools import permutations
from pathlib import Path

import pytest

from fuzzfarm.behaviour import ATOMIC_ORDER, Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.reference.atomic_orders import MAX_LANES, every_order

DATA = Path(__file__).resolve().parent / "data" / "clang" / "atomorder"
MODELS = [Model.MAXIMAL, Model.IPDOM]


def _validate(kernel: str, after: str, *extra: str) -> int:
    return main(["validate", str(DATA / f"{kernel}_pre.ll"), str(DATA / after), *extra])


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("kernel", ["cl_compact_lds", "cl_compact_param", "h_list_lds",
                                    "h_append_global"])
def test_o2_of_a_counter_kernel_is_decided(kernel: str, model: Model,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """opt-19 -O2 keeps the atomic and its use: a pass, every schedule decided (was 3)."""
    assert _validate(kernel, f"{kernel}_O2.ll", "--threads", "4", "--schedules", "8",
                     "--model", model) == 0
    assert "0 undecided" in capsys.readouterr().out


@pytest.mark.parametrize(("kernel", "threads"), [("cl_compact_lds", "2"), ("h_list_lds", "3"),
                                                  ("h_list_lds", "5")])
def test_narrow_schedules_are_decided_too(kernel: str, threads: str) -> None:
    assert _validate(kernel, f"{kernel}_O2.ll", "--threads", threads, "--schedules", "6") == 0


@pytest.mark.parametrize("model", MODELS)
def test_an_after_wrong_in_one_order_is_a_replayable_violation(
        model: Model, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """make_bad.py's AFTER stores in[t] + 1 where lane 3 draws ticket 0: only orders where
    lane 3's atomic comes first show it, never lane order; BEFORE's listing is complete."""
    out = tmp_path / "cx"
    assert _validate("h_list_lds", "bad_h_list_lds_ticket0.ll", "--threads", "4",
                     "--model", model, "--out", str(out)) == 1
    shown = capsys.readouterr().out
    assert "verdict: violation" in shown
    chosen = json.loads((out / "schedule.json").read_text())["choices"]["rounds"]
    first = next(r for r in chosen if r)
    assert first[0] == 3  # lane 3 takes the counter first
    assert main(["replay", str(out)]) == 1
    assert "reproduces" in capsys.readouterr().out


def _tickets(fn_text: str, schedule: Schedule) -> set[tuple[int, ...]]:
    """Each listed behaviour's tickets (h_list_lds: lane t writes (in[t], t) at 2 * ticket)."""
    fn = parse_module(fn_text).kernel()
    listing = reference.behaviours(fn, schedule)
    assert listing.complete
    out = set()
    for entry in listing.entries:
        b = entry.behaviour
        assert b.outcome is Outcome.OK and ATOMIC_ORDER not in b.approximations
        words = [[int.from_bytes(bytes(t.buffers[1][k:k + 4]), "little") for k in range(0, 32, 4)]
                 for t in b.threads]
        out.add(tuple(next(i // 2 for i in range(0, 8, 2) if w[i + 1] == t.lane and w[i] == 1)
                      for t, w in zip(b.threads, words, strict=True)))
    return out


def test_every_order_of_four_lanes_is_listed() -> None:
    """All four inputs odd: the 24 ways to hand out tickets 0-3, each once."""
    text = (DATA / "h_list_lds_O2.ll").read_text()
    s = Schedule.full(4, buffers={"0": (1, 1, 1, 1)})
    assert _tickets(text, s) == set(permutations(range(4)))


def _kernel(body: str) -> str:
    return f"""
@cnt = addrspace(1) global i32 0
declare i32 @subgroupAdd(i32) convergent
declare void @llvm.amdgcn.s.barrier() convergent

define i32 @k(i32 %x) convergent {{
entry:
{body}
}}
"""


TWO_ROUNDS = """
  %a = atomicrmw add ptr addrspace(1) @cnt, i32 1 monotonic
  {between}
  %b = atomicrmw add ptr addrspace(1) @cnt, i32 1 monotonic
  %hi = shl i32 %a, 8
  %r = or i32 %hi, %b
  ret i32 %r"""
FENCED = ('fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()\n'
          '  fence syncscope("workgroup") acquire')


def _listing(text: str, lanes: int) -> tuple[object, list[object] | None]:
    fn = parse_module(text).kernel()
    s = Schedule.full(lanes, {"x": list(range(lanes))})
    first = reference.run(fn, s)
    return first.trace.contentions, every_order(fn, s, Model.MAXIMAL, first).orders


def test_two_rounds_ordered_by_a_fenced_barrier_are_listed_round_by_round() -> None:
    """3 lanes, a ticket before and after a barrier: 3! orders each, 36 runs; lane l
    returns (a << 8) | b with a in 0..2 and b in 3..5, every pair of permutations."""
    log, every = _listing(_kernel(TWO_ROUNDS.format(between=FENCED)), 3)
    assert isinstance(log, tuple) and [c.round for c in log] == [0, 1]
    assert every is not None and len(every) == 36
    shown = set()
    for o in every:
        b = o.behaviour
        assert b.outcome is Outcome.OK and ATOMIC_ORDER not in b.approximations
        shown.add(tuple(t.return_value for t in b.threads))
    expected = {tuple((p[i] << 8) | (3 + q[i]) for i in range(3))
                for p in permutations(range(3)) for q in permutations(range(3))}
    assert shown == expected


@pytest.mark.parametrize(("body", "why"), [
    # (ii) a reduction orders no memory: lane 1's second ticket may come before lane 0's first
    (TWO_ROUNDS.format(between="%s = call i32 @subgroupAdd(i32 %x)"), "different rounds"),
    # (i) two tickets in one round: A1 B A2 is no order of threads
    (TWO_ROUNDS.format(between=""), "not one read-modify-write"),
    # (iii) an atomic load may read an older value than the latest
    ("""  %odd = trunc i32 %x to i1
  br i1 %odd, label %ld, label %rmw
ld:
  %v = load atomic i32, ptr addrspace(1) @cnt monotonic, align 4
  ret i32 %v
rmw:
  %w = atomicrmw add ptr addrspace(1) @cnt, i32 1 monotonic
  ret i32 %w""", "not one read-modify-write"),
])
def test_orders_threads_cannot_reach_are_not_listed(body: str, why: str) -> None:
    log, every = _listing(_kernel(body), 3)
    assert isinstance(log, str) and why in log
    assert every is None
    fn = parse_module(_kernel(body)).kernel()
    listing = reference.behaviours(fn, Schedule.full(3, {"x": [0, 1, 2]}))
    assert all(ATOMIC_ORDER in e.behaviour.approximations for e in listing.entries)


def test_more_lanes_than_the_bound_are_not_listed() -> None:
    body = "  %a = atomicrmw add ptr addrspace(1) @cnt, i32 1 monotonic\n  ret i32 %a"
    assert _listing(_kernel(body), MAX_LANES)[1] is not None
    log, every = _listing(_kernel(body), MAX_LANES + 1)
    assert isinstance(log, tuple) and every is None


def test_chosen_rounds_are_replayed_and_left_to_the_reference() -> None:
    """``Choices.rounds`` survives schedule.json; the lane simulator refuses it."""
    s = Schedule.full(3, {"x": [0, 1, 2]})
    chosen = s.with_choices(Choices(rounds=((2, 0, 1),)))
    assert Schedule.loads(chosen.dumps()).choices.rounds == ((2, 0, 1),)
    fn = parse_module(_kernel("  %a = atomicrmw add ptr addrspace(1) @cnt, i32 1 monotonic\n"
                              "  ret i32 %a")).kernel()
    shown = reference.run(fn, chosen).behaviour
    assert [t.return_value for t in shown.threads] == [1, 2, 0]
    assert simt.run(fn, chosen).behaviour.outcome is Outcome.UNSUPPORTED
    assert simt.run(fn, s).behaviour.outcome is Outcome.OK
