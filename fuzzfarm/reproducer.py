"""Reproducer directories: everything needed to replay a finding, as plain files.

A reproducer is a directory with ``before.ll``, ``after.ll`` (when the candidate
produced one), ``schedule.json``, ``case.json`` (model, function, candidate,
verdict, message) and ``README.txt`` holding the one-line command that replays it.
Plain files, so a compiler engineer can attach them to a bug report as they are.

A reproducer is never overwritten by accident: :meth:`Reproducer.write` refuses
a directory that already holds one unless told to replace it (``fuzzfarm
reduce`` replacing its input, after keeping it in ``original/``), and the farm
picks an unused directory (:func:`unused_directory`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, Model


class ReproducerExists(FileExistsError):
    """The directory already holds a reproducer (another finding's, perhaps another store's)."""


def holds_reproducer(directory: str | Path) -> bool:
    return (Path(directory) / "case.json").exists()


def unused_directory(directory: str | Path) -> Path:
    """``directory``, or ``directory-2``, ``-3``, ... : the first that holds no reproducer."""
    base = Path(directory)
    candidate, n = base, 1
    while holds_reproducer(candidate):
        n += 1
        candidate = base.with_name(f"{base.name}-{n}")
    return candidate


@dataclass
class Reproducer:
    before: str
    schedule: Schedule
    model: str
    function: str
    verdict: str
    after: str | None = None
    candidate: dict[str, Any] | None = None
    message: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def write(self, directory: str | Path, *, replace: bool = False) -> Path:
        """Write the files; :class:`ReproducerExists` if ``directory`` holds one (unless ``replace``)."""
        out = Path(directory)
        if not replace and holds_reproducer(out):
            raise ReproducerExists(f"{out} already holds a reproducer (choose another directory)")
        out.mkdir(parents=True, exist_ok=True)
        (out / "before.ll").write_text(self.before)
        if self.after is not None:
            (out / "after.ll").write_text(self.after)
        (out / "schedule.json").write_text(self.schedule_text())
        case = {
            "model": self.model,
            "function": self.function,
            "verdict": self.verdict,
            "candidate": self.candidate,
            "message": self.message,
            **self.extra,
        }
        (out / "case.json").write_text(json.dumps(case, indent=2, default=str) + "\n")
        (out / "README.txt").write_text(
            f"fuzzfarm reproducer: {self.verdict}\n{self.message}\n\n"
            f"replay:\n  {replay_command(out)}\n"
        )
        return out

    def schedule_text(self) -> str:
        """``schedule.json`` as written (and as the store keeps it)."""
        return json.dumps(self.schedule.to_json(), indent=2) + "\n"

    @classmethod
    def read(cls, directory: str | Path) -> Reproducer:
        d = Path(directory)
        case = json.loads((d / "case.json").read_text())
        if not isinstance(case, dict):
            raise ValueError("case.json must hold a JSON object")
        for name in ("model", "function", "verdict"):
            if not isinstance(case.get(name), str):
                raise ValueError(f"case.json: {name!r} must be a string")
        if case["model"] not in MODELS:
            raise ValueError(f"case.json: unknown model {case['model']!r}")
        if not isinstance(case.get("candidate"), dict | None) or not isinstance(case.get("message", ""), str):
            raise ValueError("case.json: 'candidate' must be an object or null and 'message' a string")
        after = d / "after.ll"
        known = {"model", "function", "verdict", "candidate", "message"}
        return cls(
            before=(d / "before.ll").read_text(),
            schedule=Schedule.from_json(json.loads((d / "schedule.json").read_text())),
            model=case["model"],
            function=case["function"],
            verdict=case["verdict"],
            after=after.read_text() if after.exists() else None,
            candidate=case.get("candidate"),
            message=case.get("message", ""),
            extra={k: v for k, v in case.items() if k not in known},
        )


def replay_command(directory: str | Path) -> str:
    """The one line that replays a reproducer directory (crashes included: no after.ll needed)."""
    return f"fuzzfarm replay {Path(directory)}"


def validate_command(directory: str | Path, model: Model = DEFAULT_MODEL) -> str:
    """The same check as a replay, spelled with the files: before.ll against after.ll."""
    d = Path(directory)
    return f"fuzzfarm validate {d}/before.ll {d}/after.ll --schedule {d}/schedule.json --model {model}"


def kernel_name(text: str | None) -> str:
    """The kernel's name in ``text``, without parsing it (the text may be one an
    optimizer crashed on): README's "IR conventions" read off the lines, the only
    definition, else the only one neither ``internal``/``private`` nor called by name
    in the module; failing that the first definition."""
    lines = (text or "").splitlines()
    defined: list[tuple[str, bool]] = []
    for line in lines:
        if line.startswith("define "):
            name = line.split("@", 1)[1].split("(", 1)[0].strip('"')
            local = bool(set(line.split("@", 1)[0].split()) & {"internal", "private"})
            defined.append((name, local))
    if not defined:
        return "kernel"
    if len(defined) > 1:
        body = "\n".join(line for line in lines if not line.startswith(("define ", "declare ")))
        free = [n for n, local in defined if not local and f"@{n}(" not in body
                and f'@"{n}"(' not in body]
        if len(free) == 1:
            return free[0]
    return defined[0][0]
