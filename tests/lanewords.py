"""Each thread's own word of an output buffer: what the kernels of these tests store."""

from __future__ import annotations

from fuzzfarm.behaviour import POISON, Behaviour


def own_words(behaviour: Behaviour, buffer: int) -> list[object]:
    """Per thread, the little-endian word at its lane's index of buffer ``buffer``
    (POISON where a byte is)."""
    out: list[object] = []
    for t in behaviour.threads:
        word = t.buffers[buffer][4 * t.lane:4 * t.lane + 4]
        out.append(POISON if POISON in word else int.from_bytes(bytes(word), "little"))  # type: ignore[arg-type]
    return out
