"""Which values are uniform, side by side: ours, LLVM's, and what one run showed.

``fuzzfarm run`` prints this next to the convergence table and the dashboard
colours a reproducer's values by it: our reading of seed 003
(:mod:`fuzzfarm.analysis.uniformity`), LLVM's report when an optimizer is given
(:mod:`fuzzfarm.uniformity.report`), and whether the run's converged dynamic
instances of the value actually differed (``differs``), agreed (``same``), or
the run gives no pair to compare (``-``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fuzzfarm.ir.model import Argument, Function
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.check import checkable, differences
from fuzzfarm.uniformity.report import Claim


@dataclass(frozen=True)
class UniformityRow:
    """One value (argument, definition, branch decision) and the three opinions on it."""

    name: str
    block: str | None
    ours: bool
    llvm: bool | None  # None: no optimizer given
    observed: str  # "differs", "same" or "-"

    @property
    def suspicious(self) -> bool:
        """Called uniform by someone, yet two converged instances differed."""
        return self.observed == "differs" and (self.ours or bool(self.llvm))


def uniformity_rows(fn: Function, values: Sequence[Sequence[object]] | None, schedule: Schedule,
                    llvm: Sequence[Claim] | None = None, *, decisive: bool = True,
                    launch_objects: Sequence[str] = ()) -> list[UniformityRow]:
    """The rows for every checkable value of ``fn`` (``values``: a traced run's, or None).

    ``decisive``: the run ended OK without approximations; otherwise a difference it
    shows is reported as ``differs?`` (undefined behaviour or a frozen poison proves nothing).
    """
    from fuzzfarm.analysis.uniformity import analyze

    ours = analyze(fn)
    targets = [Claim(a, True) for a in fn.args]
    for b in fn.blocks:
        targets += [Claim(i, True) for i in b.instructions if not i.is_terminator]
        targets.append(Claim(b.terminator, True, terminator=True))
    targets = [c for c in targets if checkable(c) is None]
    by_target = {(c.target, c.terminator): c for c in targets}
    llvm_says = {(c.target, c.terminator): c.uniform for c in llvm or ()}
    differs = {c for c, _, _ in differences(values or (), schedule, by_target, launch_objects)}
    seen = _compared(values or (), by_target)
    rows = []
    for c in targets:
        key = (c.target, c.terminator)
        observed = ("differs" if decisive else "differs?") if c in differs else "same" if c in seen else "-"
        block = None if isinstance(c.target, Argument) else c.target.parent.name  # type: ignore[union-attr]
        rows.append(UniformityRow(c.name, block, ours.is_uniform_claim(c.target, c.terminator),
                                  llvm_says.get(key) if llvm is not None else None, observed))
    return rows


def _compared(values, by_target) -> set[Claim]:  # type: ignore[no-untyped-def]
    """Claims with at least two converged instances in the run (a pair was compared)."""
    count: dict[tuple, int] = {}
    for seq in values:
        for v in seq:
            claim = by_target.get((v.inst, v.inst.is_terminator))
            if claim is not None:
                k = (claim, v.block_key)
                count[k] = count.get(k, 0) + 1
    out = {k[0] for k, n in count.items() if n > 1}
    out |= {c for c in by_target.values() if isinstance(c.target, Argument)}
    return out


def render_rows(rows: Sequence[UniformityRow]) -> str:
    """A text table: value, ours, LLVM (when known), this run; '!' marks a refuted claim."""
    with_llvm = any(r.llvm is not None for r in rows)
    head = ["value", "ours", *(["LLVM"] if with_llvm else []), "this run"]
    lines = [head]
    for r in rows:
        word = {True: "uniform", False: "divergent", None: "-"}
        lines.append([r.name, word[r.ours], *([word[r.llvm]] if with_llvm else []),
                      r.observed + (" !" if r.suspicious else "")])
    widths = [max(len(row[i]) for row in lines) for i in range(len(head))]
    out = ["uniformity (seed 003): ours" + (" and LLVM's report" if with_llvm else "")
           + "; 'this run': did converged instances differ ('!': a uniform claim refuted)"]
    out += ["  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
            for row in lines]
    return "\n".join(out)
