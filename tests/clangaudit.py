"""Checks the clang audits (tests/test_clang_audit*.py) make of ``fuzzfarm run`` and
``validate``: the words a run shows, a run's values against ones worked by hand, and a
hand-made miscompile's replayable violation."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from clirun import fuzzfarm


def word(out: str, lane: int, buf: int, index: int) -> int:
    """Word ``index`` of buffer ``buf`` in lane ``lane``'s row of ``fuzzfarm run``'s text
    (which leaves out a buffer's trailing zero bytes), as an unsigned 32-bit integer."""
    line = next(ln for ln in out.splitlines() if ln.startswith(f"  lane {lane}: "))
    shown = [int(b, 16) for b in line.split(f"buf{buf} [")[1].split("]")[0].split() if b != "zero"]
    shown += [0] * (4 * index + 4 - len(shown))
    return int.from_bytes(bytes(shown[4 * index:4 * index + 4]), "little")


def buffer_args(buffers: dict[int, Iterable[int]]) -> list[str]:
    """``--buffer N=w,w,...`` for each buffer."""
    return [a for n, ws in buffers.items() for a in ("--buffer", f"{n}=" + ",".join(str(w) for w in ws))]


def check_by_hand(kernel: Path, lanes: int, buffers: dict[int, Iterable[int]], buf: int,
                  expected: dict[tuple[int, int], int]) -> None:
    """``run --oracle both`` on ``kernel`` at ``lanes``: both oracles agree and each
    (lane, word) of buffer ``buf`` is the one worked out by hand."""
    ran = fuzzfarm(["run", kernel, "--threads", str(lanes), "--oracle", "both", *buffer_args(buffers)])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "agrees with the reference" in ran.stdout
    assert {key: word(ran.stdout, key[0], buf, key[1]) for key in expected} == expected


def check_replayable_violation(before: Path, after: Path, out: Path, *options: str | Path) -> str:
    """``validate BEFORE AFTER`` is a violation (exit 1) whose reproducer in ``out``
    replays to the same verdict; validate's report."""
    ran = fuzzfarm(["validate", before, after, "--out", out, *options])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    again = fuzzfarm(["replay", out])
    assert again.returncode == 1, again.stdout + again.stderr
    assert "the recorded violation reproduces" in again.stdout
    return ran.stdout
