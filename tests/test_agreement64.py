"""Disagreements between the two oracles found at real wave sizes (32 and 64 lanes).

Each test failed on the code before its fix. Found by running every generated dialect
(portable, amdgcn, nvptx, with calls and atomics) and every ``.ll`` kernel under
``tests/data`` and ``examples`` at full 32- and 64-lane waves through both oracles
under both models, the reference replaying the lane simulator's choices
(``oracles.oracle.agrees``, as ``tests/test_simt_agreement.py`` does).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import MODELS
from oracles import reference, simt
from oracles.oracle import agrees

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
#: @rec calls only itself, its entry token on the call: seed 000's entry intrinsic makes
#: every invocation's ballot the lanes that made the enclosing call together.
SELF_RECURSIVE = EXAMPLES / "tailcallelim" / "entry-token-in-loop.ll"

ALL_64 = (1 << 64) - 1
LOW_32 = (1 << 32) - 1


def run_both(sched: Schedule, model: str) -> tuple[object, object]:
    fn = parse_module(SELF_RECURSIVE.read_text()).functions["rec"]
    sim = simt.run(fn, sched, model)
    return sim, reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)


@pytest.mark.parametrize("model", MODELS)
def test_a_function_that_calls_only_itself_runs_in_the_lane_simulator(model: str) -> None:
    """The simulator expanded the call tree only when another function was reachable
    (``reachable_functions`` is ``(rec,)`` for a function calling only itself), so running
    @rec was "unsupported: call to @rec" where the reference ran it. Worked by hand on a
    64-lane wave: lanes 0-31 recurse once (n = 1), lanes 32-63 not at all (n = 0); the
    first invocation's ballot is all 64 lanes, the second's lanes 0-31, so
    acc = (2^64 - 1) + (2^32 - 1) mod 2^64 = 2^32 - 2 for lanes 0-31, 2^64 - 1 above."""
    lanes = tuple(range(64))
    sched = Schedule(64, lanes, {"n": tuple(int(lane < 32) for lane in lanes),
                                 "acc": (0,) * 64})
    sim, ref = run_both(sched, model)
    assert sim.behaviour.outcome is Outcome.OK, sim.behaviour.describe()[:200]
    expected = [(ALL_64 + LOW_32) % (1 << 64)] * 32 + [ALL_64] * 32
    assert [t.return_value for t in sim.behaviour.threads] == expected
    assert agrees(sim, ref)


@pytest.mark.parametrize("model", MODELS)
def test_a_self_recursive_function_on_a_small_wave_matches_the_hand_count(model: str) -> None:
    """Four lanes with n = 0..3 and acc = lane id: invocation depth d holds lanes d-1..3,
    whose ballots are 15, 14, 12, 8, so lane L returns L + 15 + 14 + ... up to depth L+1."""
    sched = Schedule(4, (0, 1, 2, 3), {"n": (0, 1, 2, 3), "acc": (0, 1, 2, 3)})
    sim, ref = run_both(sched, model)
    assert [t.return_value for t in sim.behaviour.threads] == [15, 30, 43, 52]
    assert agrees(sim, ref)


def test_a_call_tree_too_big_to_expand_is_refused_with_its_reason() -> None:
    """Two recursive call sites double the expanded regions per depth, up to the depth bound
    of 64: the simulator leaves such a tree unexpanded (oracles/simt/calls.py) and refuses
    the run, which the reference decides (a documented refusal, not a disagreement about
    a behaviour; the message used to read like the self-recursion gap above)."""
    fn = parse_module((EXAMPLES / "tailcallelim" / "two-call-sites-merged.ll").read_text()) \
        .functions["k"]
    sched = Schedule(32, tuple(range(32)), {"x": tuple(range(32))})
    sim = simt.run(fn, sched)
    assert sim.behaviour.outcome is Outcome.UNSUPPORTED
    assert "call tree expands to over" in sim.behaviour.message
    ref = reference.run(fn, sched)
    assert ref.behaviour.outcome is Outcome.OK
