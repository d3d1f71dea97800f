"""Page rendering shared by the live server (:mod:`dashboards.app`) and the static report.

Both produce the same HTML from the same templates; they differ only in how
pages link to each other (:class:`Links`: absolute routes on the server,
relative file names in a report, so a CI artifact opens from any directory or
``file://``) and in whether triage can be edited (only on the server).

The Jinja environment has autoescaping on for every template; data from the
store or a user (IR, notes, messages, block names) is only ever inserted
through ``{{ }}``. The SVG pieces arrive as :class:`markupsafe.Markup` built
by :mod:`dashboards.svg`, which escapes their text itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from dashboards.charts import line_chart
from dashboards.execution import default_timeline_source, lanes_text
from dashboards.manual import RunForm, RunOutcome
from dashboards.queries import campaign_views, signature_summary
from dashboards.repro import reproducer_view
from fuzzfarm.vocabulary import BUG_KINDS, MODELS, STORED_VERDICTS
from storage import Store
from storage.models import TRIAGE_STATES

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = Path(__file__).resolve().parent / "static"


@dataclass(frozen=True)
class Links:
    """URLs between pages: server routes, or relative file names in a static report."""

    static: bool = False

    def index(self) -> str:
        return "index.html" if self.static else "/"

    def campaigns(self) -> str:
        return "campaigns.html" if self.static else "/campaigns"

    def signatures(self) -> str:
        return "signatures.html" if self.static else "/signatures"

    def reproducer(self, signature_id: int) -> str:
        return f"reproducer-{int(signature_id)}.html" if self.static else f"/signatures/{int(signature_id)}"

    def run(self) -> str | None:
        """The run-by-hand page needs a server: None in a report."""
        return None if self.static else "/run"

    def asset(self, name: str) -> str:
        return f"static/{name}" if self.static else f"/static/{name}"

    def triage_api(self, signature_id: int) -> str | None:
        return None if self.static else f"/api/signatures/{int(signature_id)}/triage"


@cache
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["when"] = when
    env.filters["num"] = number
    env.filters["lanes"] = lanes_text
    return env


def when(value: datetime | None) -> str:
    """A timestamp in UTC, to the second."""
    if value is None:
        return "-"
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def number(value: float | int | None, digits: int = 1) -> str:
    if value is None:
        return "-"
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.{digits}f}"


class Pages:
    """The dashboard's pages over one store, for one linking mode."""

    def __init__(self, store: Store, links: Links, *, timeline_source: str | None = None) -> None:
        self.store = store
        self.links = links
        self.timeline_source = timeline_source or default_timeline_source()

    def _render(self, template: str, title: str, **context: object) -> str:
        return environment().get_template(template).render(
            links=self.links, title=title, editable=not self.links.static,
            generated=when(datetime.now(UTC)), **context)

    def index(self) -> str:
        sigs = self.store.signatures()
        views = campaign_views(self.store)
        return self._render("index.html", "Overview", campaigns=views,
                            summary=signature_summary(sigs), top=sigs[:10],
                            triage_states=TRIAGE_STATES)

    def campaigns(self) -> str:
        views = campaign_views(self.store)
        charts = {
            v.campaign.id: (
                line_chart(v.rate, title="cases per second", unit="cases/s"),
                line_chart(v.found, title="findings over time", unit="findings", step=True),
            )
            for v in views
        }
        return self._render("campaigns.html", "Campaigns", campaigns=views, charts=charts,
                            counted=STORED_VERDICTS)

    def signatures(self) -> str:
        sigs = self.store.signatures()
        return self._render("signatures.html", "Signatures", signatures=sigs,
                            checks=self.store.all_checks(),
                            kinds=BUG_KINDS, triage_states=TRIAGE_STATES)

    def reproducer(self, signature_id: int) -> str | None:
        """The reproducer page, None when there is no such signature."""
        sig = self.store.signature(signature_id)
        if sig is None:
            return None
        view = reproducer_view(self.store, sig, timeline_source=self.timeline_source)
        return self._render("reproducer.html", f"Signature {sig.id}", view=view, sig=sig,
                            checks=self.store.checks(sig.id),
                            triage_states=TRIAGE_STATES)

    def run(self, outcome: RunOutcome | None = None) -> str:
        form = outcome.form if outcome else RunForm()
        return self._render("run.html", "Run a program", form=form, outcome=outcome,
                            models=MODELS)

    def signature_json(self, signature_id: int) -> dict[str, object] | None:
        sig = self.store.signature(signature_id)
        return None if sig is None else sig.to_json(self.store.checks(sig.id))
