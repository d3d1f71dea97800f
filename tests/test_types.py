"""The type checker passes over the IR, the analyses, the refinement check, the oracles and the vocabulary.

Which folders, and how strictly, is ``[tool.mypy]`` in pyproject.toml; with
``warn_unused_ignores`` a ``# type: ignore`` the checker does not need fails too.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success" in proc.stdout
