"""Read models over the :class:`~storage.Store`: what the pages show, computed from SQL.

The store's own API covers signatures, findings and reproducers; the campaign
charts need per-batch completion times and per-finding creation times, which
it does not expose, so they are read here with plain SELECTs through the
store's read-only engine view (:func:`storage.engine.read_only`). The
dashboard never writes anything but triage state and note
(:meth:`Store.set_triage`).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from fuzzfarm.schedule import Schedule
from storage import Campaign, Signature, Store, StoredFinding, StoredReproducer
from storage.migrations import current_revision, head_revision
from storage.models import TRIAGE_STATES, findings, seed_batches
from storage.store import NoStore

#: At most this many points on a throughput chart (batches are binned in time).
RATE_BINS = 24

Point = tuple[datetime, float]


class StoreNotReady(RuntimeError):
    """The database is not a fuzzfarm store at the current schema (the dashboard never migrates)."""


def open_store(store_url: str) -> Store:
    """Open the store without migrating it: the dashboard is read-only except for triage.

    A SQLite file that does not exist is refused rather than created empty.
    """
    try:
        store = Store.open(store_url, upgrade=False, create=False)
    except NoStore as exc:
        raise StoreNotReady(str(exc)) from None
    try:
        current = current_revision(store.engine)
    except Exception as exc:
        store.close()
        raise StoreNotReady(f"cannot read the database: {exc}") from None
    if current != head_revision():
        store.close()
        state = "has no fuzzfarm schema" if current is None else f"is at schema {current}"
        raise StoreNotReady(f"the database {state}; expected {head_revision()} "
                            "(run 'python -m storage.migrations upgrade URL' or a campaign first)")
    return store


@dataclass(frozen=True)
class CampaignView:
    campaign: Campaign
    batches: dict[str, int]  # state -> count
    batches_total: int | None  # None: open-ended
    rate: list[Point]  # cases per second over time
    found: list[Point]  # cumulative findings over time
    verdicts: dict[str, int]

    @property
    def batches_done(self) -> int:
        return self.batches.get("done", 0)

    @property
    def progress(self) -> float | None:
        """Fraction of batches done, None for an open-ended campaign."""
        if not self.batches_total:
            return None
        return min(1.0, self.batches_done / self.batches_total)

    @property
    def cases_per_second(self) -> float | None:
        c = self.campaign.counters
        return c.checked / c.seconds if c.seconds > 0 else None

    @property
    def config_json(self) -> str:
        return json.dumps(self.campaign.config, indent=2, sort_keys=True, default=str)


def campaign_views(store: Store) -> list[CampaignView]:
    """Every campaign with its progress and time series (a damaged store: ``StoreError``)."""
    return store.read(partial(_campaign_views, store))


def _campaign_views(store: Store, conn: Connection) -> list[CampaignView]:
    out = []
    for camp in store.campaigns():
        states = dict(conn.execute(
            sa.select(seed_batches.c.state, sa.func.count())
            .where(seed_batches.c.campaign_id == camp.id).group_by(seed_batches.c.state)
        ).all())
        done = conn.execute(
            sa.select(seed_batches.c.finished_at, seed_batches.c.checked, seed_batches.c.seconds)
            .where(seed_batches.c.campaign_id == camp.id, seed_batches.c.state == "done",
                   seed_batches.c.finished_at.is_not(None))
            .order_by(seed_batches.c.finished_at)
        ).all()
        found = conn.execute(
            sa.select(findings.c.created_at, findings.c.verdict)
            .where(findings.c.campaign_id == camp.id).order_by(findings.c.created_at)
        ).all()
        total = None
        if camp.seed_end is not None:
            total = math.ceil((camp.seed_end - camp.seed_start) / camp.batch_size)
        start = camp.started_at or camp.created_at
        out.append(CampaignView(
            camp, {str(k): int(v) for k, v in states.items()}, total,
            rate_series([(t, int(n), float(s)) for t, n, s in done], start),
            cumulative([t for t, _ in found], start),
            dict(Counter(str(v) for _, v in found)),
        ))
    return out


def rate_series(done: list[tuple[datetime, int, float]], start: datetime,
                bins: int = RATE_BINS) -> list[Point]:
    """Cases per second over time from batch completions ``(finished_at, checked, seconds)``.

    Completions are binned over ``[start, last completion]``; a bin's rate is
    the cases completed in it over its width (the farm's wall-clock
    throughput, all workers together). With no time span to divide by (one
    batch, or all at one instant) the batches' own worker seconds are used.
    """
    if not done:
        return []
    t0 = min(start, done[0][0]).timestamp()
    t1 = done[-1][0].timestamp()
    if t1 - t0 <= 1e-6:
        seconds = sum(s for _, _, s in done)
        checked = sum(n for _, n, _ in done)
        return [(done[-1][0], checked / seconds if seconds > 0 else 0.0)]
    bins = max(1, min(bins, len(done) // 2))  # about two completions per bin: no zigzag
    width = (t1 - t0) / bins
    sums = [0] * bins
    for t, n, _ in done:
        # Bins are half-open on the left, (a, b]: a completion at a bin's end belongs to it.
        sums[max(0, min(bins - 1, math.ceil((t.timestamp() - t0) / width) - 1))] += n
    tz = done[0][0].tzinfo
    return [(datetime.fromtimestamp(t0 + (i + 1) * width, tz), sums[i] / width) for i in range(bins)]


def cumulative(times: list[datetime], start: datetime) -> list[Point]:
    """A step series counting events up to each time, starting from 0 at ``start``."""
    if not times:
        return []
    first = min(start, times[0])
    return [(first, 0.0)] + [(t, float(i + 1)) for i, t in enumerate(times)]


@dataclass(frozen=True)
class SignatureSummary:
    """Signature counts for the index page."""

    total: int
    by_triage: dict[str, int]
    by_kind: dict[str, int]


def signature_summary(sigs: list[Signature]) -> SignatureSummary:
    triage = {s: 0 for s in TRIAGE_STATES}
    triage.update(Counter(s.triage for s in sigs))
    return SignatureSummary(len(sigs), triage, dict(Counter(s.kind for s in sigs)))


@dataclass(frozen=True)
class CaseSource:
    """The program pair a reproducer page shows: a stored reproducer's, else the first finding's."""

    origin: str  # "reproducer" or "finding"
    before_ir: str
    after_ir: str | None
    schedule: Schedule | None
    model: str
    message: str
    verdict: str
    command: str | None
    finding: StoredFinding | None
    reproducer: StoredReproducer | None
    problems: list[str] = field(default_factory=list)


def case_source(store: Store, signature: Signature) -> CaseSource | None:
    """The minimized reproducer (smallest first) when it carries the IR, else the first
    finding stored with its programs (a compact one is not regenerated here: that runs
    the case, ``fuzzfarm bugs finding ID`` does)."""
    finding = store.exemplar(signature.id)
    problems: list[str] = []
    for rep in store.reproducers(signature.id):
        if rep.before_ll is None:
            continue
        linked = (store.finding(rep.finding_id) if rep.finding_id is not None else None) or finding
        schedule = None
        if rep.schedule_json:
            try:
                schedule = Schedule.from_json(json.loads(rep.schedule_json))
            except (ValueError, KeyError, TypeError) as exc:
                problems.append(f"reproducer schedule unreadable: {exc}")
        if schedule is None and linked is not None:
            schedule = _finding_schedule(linked, problems)
        return CaseSource("reproducer", rep.before_ll, rep.after_ll, schedule,
                          linked.model if linked else signature.model,
                          linked.message if linked else "", signature.kind, rep.command,
                          linked, rep, problems)
    if finding is None:
        return None
    if finding.before_ir is None:
        problems.append(f"finding {finding.id} is stored compact: its programs are regenerated "
                        f"by  fuzzfarm bugs finding {finding.id}")
    return CaseSource("finding", finding.before_ir or "", finding.after_ir,
                      _finding_schedule(finding, problems), finding.model, finding.message,
                      finding.verdict, finding.after_command, finding, None, problems)


def _finding_schedule(finding: StoredFinding, problems: list[str]) -> Schedule | None:
    try:
        return finding.schedule_object()
    except (ValueError, KeyError, TypeError) as exc:
        problems.append(f"finding schedule unreadable: {exc}")
        return None
