"""Each thread's own word of an output buffer: what the kernels of these tests store."""

from __future__ import annotations

from pathlib import Path

from fuzzfarm.behaviour import POISON, Behaviour, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt


def own_words(behaviour: Behaviour, buffer: int) -> list[object]:
    """Per thread, the little-endian word at its lane's index of buffer ``buffer``
    (POISON where a byte is)."""
    out: list[object] = []
    for t in behaviour.threads:
        word = t.buffers[buffer][4 * t.lane:4 * t.lane + 4]
        out.append(POISON if POISON in word else int.from_bytes(bytes(word), "little"))  # type: ignore[arg-type]
    return out


def agreed_buffers(path: Path, sched: Schedule) -> list[tuple[tuple[object, ...], ...]]:
    """Each active lane's buffers when the kernel of ``path`` runs ``sched``: both oracles
    must return normally and show the same."""
    fn = parse_module(path.read_text()).kernel()
    ref = reference.run(fn, sched).behaviour
    sim = simt.run(fn, sched).behaviour
    assert ref.outcome is Outcome.OK, ref.message
    assert sim.outcome is Outcome.OK, sim.message
    assert [t.buffers for t in sim.threads] == [t.buffers for t in ref.threads]
    return [t.buffers for t in ref.threads]
