"""The static report (``fuzzfarm report``): the dashboard's pages as plain HTML files.

For CI artifacts and e-mail: the same templates as the live server, linked
with relative file names (``signatures.html``, ``reproducer-7.html``,
``static/dashboard.css``) so the directory can be opened from anywhere,
including ``file://``. Triage is shown read-only and the run-by-hand page,
which needs a server, is left out.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from dashboards.render import STATIC, Links, Pages
from storage import Store


@dataclass(frozen=True)
class ReportFiles:
    directory: Path
    pages: tuple[Path, ...]
    assets: tuple[Path, ...]


def write_report(store: Store, out: str | Path, *, timeline_source: str | None = None) -> ReportFiles:
    """Write every page of ``store`` under ``out`` (created; existing report files replaced)."""
    directory = Path(out)
    directory.mkdir(parents=True, exist_ok=True)
    pages = Pages(store, Links(static=True), timeline_source=timeline_source)
    written = [
        _write(directory / "index.html", pages.index()),
        _write(directory / "campaigns.html", pages.campaigns()),
        _write(directory / "signatures.html", pages.signatures()),
    ]
    for sig in store.signatures():
        html = pages.reproducer(sig.id)
        if html is not None:
            written.append(_write(directory / pages.links.reproducer(sig.id), html))
    assets = []
    for source in sorted(STATIC.rglob("*")):
        if source.is_file():
            target = directory / "static" / source.relative_to(STATIC)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            assets.append(target)
    return ReportFiles(directory, tuple(written), tuple(assets))


def _write(path: Path, html: str) -> Path:
    path.write_text(html, encoding="utf-8")
    return path
