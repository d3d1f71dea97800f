"""A lie sweep of ``fuzzfarm uniformity``: how many lying analyses are refuted.

    python -m benchmarks.uniformity_lies [KERNEL.ll ...] [--generated N] [--deep K]
                                         [--json OUT] [--verbose]

Each kernel's real opt-19 report is checked first, as ``fuzzfarm uniformity`` checks it
(the same schedules, probes and tentative schedules: :func:`fuzzfarm.commands.uniformity.prepare`):
it must be accepted (exit 0; 1 is a *false refutation*, the worst defect). Then the lies
the task names are made of it, each as an altered report would claim:

- every ``DIVERGENT`` mark dropped in turn (an argument, a definition, a branch decision
  called uniform). A claim is judged independently of the others on every run (only a
  cycle claim picks the hierarchy a run takes), so the kernel is checked once with every
  divergent value claim made uniform, and each claim's fate read off that check;
- every cycle line of ``CYCLES WITH DIVERGENT EXIT`` / ``ASSSUMED DIVERGENT`` altered in
  turn: deleted, a member dropped, a foreign block added, its header changed to another
  member. Each is a report of its own (:func:`fuzzfarm.uniformity.report.bind_claims`).

A lie is *refuted* (exit 1), *undecided* (no refutation, a run names the claim as
differing where an approximation or race may decide it, or a run was not decided), or
*held*. A held lie is then checked again on ``--deep`` times as many schedules (other
seeds, every lane of a 64-lane wave): refuted there, it is a *sampling miss* of the
default budget; held there too, it is *held-deep*: a lie no run showed (a value LLVM
calls divergent that is uniform is no lie at all; ``ours`` says what our reading of seed
003 calls it). Kernels: the arguments, else the corpus (tests/data/uniformity, a sample
of clang's kernels, ``--generated N`` generated amdgcn kernels).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
#: Real defects of LLVM 19's analysis (README): their real reports are rightly refuted.
LLVM19_BUGS = ("llvm19_join_phi.ll", "llvm19_exit_phi.ll", "llvm19_token_temporal.ll")


@dataclass
class KernelSweep:
    """One kernel's real verdict and its lies' fates (lie name -> fate)."""

    kernel: str
    real: int | None = None  # exit code of the real report (None: not checkable, see why)
    why: str = ""
    lies: dict[str, str] = field(default_factory=dict)
    ours: dict[str, bool] = field(default_factory=dict)  # held lie -> our analysis calls it uniform
    seconds: float = 0.0


def corpus(generated: int) -> list[Path]:
    """tests/data/uniformity's kernels, clang's O3 (and -O0 HIP/CUDA) kernels of the audits,
    then ``generated`` generated ones (written under /tmp)."""
    paths = sorted((DATA / "uniformity").rglob("*.ll"))
    clang = sorted(p for p in (DATA / "clang").rglob("*.ll")
                   if "spir" not in p.parts and not p.name.startswith("bad_")
                   and (p.stem.endswith("_O3") or p.parent.name == "clang"))
    paths += clang[::3]
    return paths + generated_kernels(generated)


def generated_kernels(n: int) -> list[Path]:
    from generators.programs import generate

    out = Path("/tmp/uniformity_lies_generated")
    out.mkdir(exist_ok=True)
    paths = []
    for seed in range(n):
        program = generate(seed, dialect=("amdgcn", "nvptx", "portable")[seed % 3],
                           atomics=seed % 4 == 1, calls=seed % 5 == 2)
        p = out / f"gen{seed}.ll"
        p.write_text(program.text)
        paths.append(p)
    return paths


def _args(kernel: Path, seed: int = 0, schedules: int = 16, threads: int | None = None) -> argparse.Namespace:
    return argparse.Namespace(kernel=kernel, opt=None, triple=None, function=None, schedules=schedules,
                              threads=threads, seed=seed, schedule=None, out=None)


def _fates(result, lied) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """refuted / undecided / held for each claim of ``lied`` in a check's result."""
    refuted = {r.claim for r in result.refutations}
    fates = {}
    for c in lied:
        if c in result.unchecked:
            continue
        if c in refuted:
            fates[c.name] = "refuted"
        elif any(c.name in u for u in result.undecided) or result.caveat or result.decided < result.runs:
            fates[c.name] = "undecided"
        else:
            fates[c.name] = "held"
    return fates


def value_lies(fn, claims, schedules, tentative):  # type: ignore[no-untyped-def]
    """Every divergent argument, definition and branch claim made uniform, checked at once."""
    from fuzzfarm.uniformity.check import check_claims
    from fuzzfarm.uniformity.report import Claim

    flipped = {c: Claim(c.target, True, c.terminator, c.function, c.cycle)
               for c in claims if not c.uniform and c.cycle is None}
    if not flipped:
        return {}, list(flipped.values())
    lied = [flipped.get(c, c) for c in claims if c.cycle is None]
    result = check_claims(fn, lied, schedules, tentative=tentative)
    return _fates(result, flipped.values()), list(flipped.values())


def altered_cycle_lines(line: str, fn) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """(how, altered line or "" for deleted) for one cycle line of the report."""
    from fuzzfarm.uniformity.cycles import _CYCLE_LINE

    m = _CYCLE_LINE.match(line.strip())
    if m is None:
        return []
    depth = line.strip().split(":", 1)[0]
    entries, rest = m["entries"].split(), m["rest"].split()

    def text(e: list[str], r: list[str]) -> str:
        return f"{depth}: entries({' '.join(e)}) {' '.join(r)}".rstrip()

    out = [("deleted", "")]
    if rest:
        out.append(("member dropped", text(entries, rest[:-1])))
    members = {n.strip('%"') for n in entries + rest}
    foreign = next((b.name for b in fn.blocks if b.name not in members), None)
    if foreign is not None:
        out.append(("foreign block added", text(entries, [*rest, foreign])))
    if len(entries) > 1:
        out.append(("header changed", text([*entries[1:], entries[0]], rest)))
    elif rest:
        out.append(("header changed", text([rest[0]], [*entries, *rest[1:]])))
    return out


def cycle_lies(fn, report, schedules, tentative) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """Each cycle line of the kernel's report altered in turn, wherever the report lists it
    (LLVM lists an irreducible cycle under both sections): its cycle claims only."""
    from fuzzfarm.uniformity.check import check_claims
    from fuzzfarm.uniformity.cycles import reported_blocks
    from fuzzfarm.uniformity.report import bind_claims

    sections = ("cycles_with_divergent_exit", "cycles_assumed_divergent")
    fates: dict[str, str] = {}
    for line in dict.fromkeys(x for sec in sections for x in getattr(report, sec)):
        real = reported_blocks(line)
        for how, new in altered_cycle_lines(line, fn):
            altered = replace(report, **{sec: [new if x == line else x for x in getattr(report, sec)
                                               if x != line or new] for sec in sections})
            claims = [c for c in bind_claims(altered, fn) if c.cycle is not None]
            target = [c for c in claims if c.cycle == real and c.uniform]
            name = f"cycle {line.strip()} ({how})"
            if not target:
                fates[name] = "no claim"
                continue
            result = check_claims(fn, claims, schedules, tentative=tentative)
            fates[name] = _fates(result, target)[target[0].name]
    return fates


def sweep_kernel(path: Path, deep: int) -> KernelSweep:
    from fuzzfarm.cli import UsageError
    from fuzzfarm.commands.uniformity import prepare
    from fuzzfarm.uniformity.check import check_claims, our_answers

    out = KernelSweep(str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path))
    start = time.monotonic()
    try:
        _, fn, _, report, claims, schedules, tentative = prepare(_args(path))
    except (UsageError, KeyError, ValueError) as exc:
        out.why = str(exc).splitlines()[0][:160]
        return out
    out.real = check_claims(fn, claims, schedules, tentative=tentative).exit_code
    fates, flipped = value_lies(fn, claims, schedules, tentative)
    fates.update(cycle_lies(fn, report, schedules, tentative))
    held = [c for c in flipped if fates.get(c.name) == "held"]
    if held and deep:
        deeper = check_claims(fn, [*held], _deep_schedules(path, deep))
        missed = {r.claim.name for r in deeper.refutations}
        ours = our_answers(fn)
        for c in held:
            fates[c.name] = "sampling miss" if c.name in missed else "held-deep"
            out.ours[c.name] = ours(c)
    out.lies = fates
    out.seconds = time.monotonic() - start
    return out


def _deep_schedules(path: Path, deep: int) -> list:  # type: ignore[type-arg]
    """``deep`` times the default budget: seeds 1.., half on 64-lane (or the target's) waves."""
    from fuzzfarm.commands.uniformity import prepare

    schedules = []
    for k in range(1, deep + 1):
        for threads in (None, 64):
            try:
                _, _, _, _, _, drawn, tentative = prepare(_args(path, seed=k, threads=threads))
            except Exception:  # a fixed wave refuses 64 lanes: the drawn ones only
                continue
            schedules += drawn + tentative
    return schedules


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", type=Path)
    parser.add_argument("--generated", type=int, default=0, help="also N generated kernels")
    parser.add_argument("--deep", type=int, default=2, help="recheck held lies on K x more schedules")
    parser.add_argument("--json", type=Path, help="write every kernel's sweep")
    parser.add_argument("--verbose", action="store_true", help="print every lie that held")
    args = parser.parse_args(argv)
    paths = args.kernels + generated_kernels(args.generated) if args.kernels else corpus(args.generated)
    totals: Counter[str] = Counter()
    rows = []
    for path in paths:
        k = sweep_kernel(path, args.deep)
        rows.append(k)
        counts = Counter(k.lies.values())
        totals.update(counts)
        real = "skip" if k.real is None else f"real={k.real}"
        print(f"{k.kernel}: {real} {dict(counts)} {k.seconds:.1f}s {k.why}", flush=True)
        if k.real == 1 and not k.kernel.endswith(LLVM19_BUGS):
            print(f"  FALSE REFUTATION of opt-19's real report: {k.kernel}", flush=True)
        if args.verbose:
            for name, fate in k.lies.items():
                if fate not in ("refuted", "no claim"):
                    print(f"  {fate}: {name}" + (f" (ours uniform: {k.ours[name]})" if name in k.ours else ""))
    checked = [k for k in rows if k.real is not None]
    print(f"kernels: {len(checked)} checked, {len(rows) - len(checked)} skipped; real reports: "
          f"{dict(Counter(k.real for k in checked))}; lies: {dict(totals)}")
    if args.json:
        args.json.write_text(json.dumps([k.__dict__ for k in rows], indent=1))
    return 1 if any(k.real == 1 and not k.kernel.endswith(LLVM19_BUGS) for k in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
