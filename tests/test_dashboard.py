"""The dashboard (FastAPI app) and the static report, on SQLite and on PostgreSQL.

The store holds a real violation: ``examples/reduction.ll`` against
``examples/reduction_merged.ll``, found by ``check_refinement`` and replayed
by the reproducer page (see :mod:`dashboards.sample`). Every test that reads
the store runs on a SQLite file and on the machine's PostgreSQL server (a
fresh schema per module, like ``tests/test_storage.py``); PostgreSQL never
skips: a missing server is a failure.
"""

from __future__ import annotations

import argparse
import http.client
import re
import uuid
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from liveserver import serving
from pgtest import fresh_schema

from dashboards.app import create_app, static_files
from dashboards.cfg_svg import block_changes, layout
from dashboards.diff import side_by_side
from dashboards.queries import StoreNotReady, open_store, rate_series
from dashboards.report import write_report
from dashboards.sample import Sample, populate, populate_calls
from fuzzfarm.ir.reader import parse_module
from storage import Finding, Store

ROOT = Path(__file__).resolve().parents[1]
BEFORE = (ROOT / "examples" / "reduction.ll").read_text()
AFTER = (ROOT / "examples" / "reduction_merged.ll").read_text()
CALLS = ROOT / "tests" / "data" / "calls"
XSS = "<script>alert(1)</script>"
BASE = "http://127.0.0.1"


# -- databases ------------------------------------------------------------------------


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """An empty database: a SQLite file, or a fresh PostgreSQL schema dropped afterwards."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'fuzzfarm.db'}"
        return
    with fresh_schema("ff_dash") as url:
        yield url


@pytest.fixture(scope="module")
def sample(db_url: str) -> Iterator[tuple[Store, Sample]]:
    """The store with the sample campaign (created with migrations, like the farm does)."""
    with Store.open(db_url) as store:
        yield store, populate(store, BEFORE, AFTER)


@pytest.fixture(scope="module")
def client(db_url: str, sample: tuple[Store, Sample]) -> Iterator[TestClient]:
    app = create_app(db_url)
    with TestClient(app, base_url=BASE) as c:
        yield c


def _new_signature(store: Store, s: Sample, *, before: str, message: str) -> int:
    """One more violation signature (a distinct candidate makes a distinct signature)."""
    seed = 1000 + uuid.uuid4().int % 1_000_000
    schedule = store.findings_for(s.violation, limit=1)[0].schedule
    sig, _ = store.record_finding(Finding(
        campaign_id=s.campaign_id, seed=seed, candidate=f"transform:t{seed}", verdict="violation",
        before_ir=before, after_ir=AFTER, model="maximal", message=message, schedule=schedule))
    assert sig is not None
    return sig


# -- pages ----------------------------------------------------------------------------


def test_pages_load(client: TestClient, sample: tuple[Store, Sample]) -> None:
    store, s = sample
    for path in ("/", "/campaigns", "/signatures", "/run"):
        r = client.get(path)
        assert r.status_code == 200, path
        assert r.headers["content-type"].startswith("text/html")
        assert "script-src 'self'" in r.headers["content-security-policy"]
    campaigns = client.get("/campaigns").text
    assert "hoist-merge smoke" in campaigns
    assert "12 / 16 batches done" in campaigns
    assert campaigns.count('class="chart"') == 2 and "cases per second" in campaigns
    assert "findings over time" in campaigns and "<polyline" in campaigns
    table = client.get("/signatures").text
    assert table.count('<tr data-id="') == s.signatures
    for sig in store.signatures():
        assert f'href="/signatures/{sig.id}"' in table
        assert client.get(f"/signatures/{sig.id}").status_code == 200
    assert client.get("/signatures/999999").status_code == 404
    assert client.get("/signatures/abc").status_code in (404, 422)


def test_reproducer_page_shows_the_violation(client: TestClient, sample: tuple[Store, Sample]) -> None:
    _, s = sample
    html = client.get(f"/signatures/{s.violation}").text
    assert "minimized reproducer" in html
    # before/after side by side with a diff
    assert 'id="ir-diff"' in html and '<tr class="d-replace">' in html
    assert "%total = call i32 @subgroupAdd" in html
    # the two CFGs, with the changed blocks highlighted
    assert html.count('<svg xmlns="http://www.w3.org/2000/svg" class="cfg"') == 2
    assert 'class="blk blk-changed" data-block="then"' in html
    # both convergence tables, the first differing operation marked in each
    for side in ("before", "after"):
        assert f'id="table-{side}"' in html and f'id="timeline-{side}"' in html
    assert html.count('first-diff"') >= 2 and "first-diff-col" in html
    assert "lane 0, convergent operation #1: before %total_gains with {0,2}, after %total with {0,1,2,3}" in html
    # the lane timeline comes from the lane simulator; the reference switch is honoured
    assert 'data-source="simt"' in html


def test_reproducer_without_after_or_reproducer(client: TestClient, sample: tuple[Store, Sample]) -> None:
    _, s = sample
    html = client.get(f"/signatures/{s.crash}").text
    assert "first finding (no minimized reproducer stored)" in html
    assert "no after.ll is stored; it is produced by: opt -passes=gvn-hoist" in html
    assert "no graph for after" in html and 'id="table-before"' in html


def test_timeline_switch(db_url: str, sample: tuple[Store, Sample]) -> None:
    _, s = sample
    with TestClient(create_app(db_url, timeline_source="reference"), base_url=BASE) as c:
        html = c.get(f"/signatures/{s.violation}").text
    assert 'data-source="reference"' in html and "derived from the reference record" in html
    assert 'data-source="simt"' not in html


def test_triage_edit_persists(db_url: str, client: TestClient, sample: tuple[Store, Sample]) -> None:
    store, s = sample
    r = client.post(f"/api/signatures/{s.ill_formed}/triage",
                    json={"state": "confirmed", "note": "reported upstream as #123"})
    assert r.status_code == 200, r.text
    assert r.json()["triage"] == "confirmed"
    with Store.open(db_url) as fresh:
        sig = fresh.signature(s.ill_formed)
        assert sig is not None and (sig.triage, sig.note) == ("confirmed", "reported upstream as #123")
    assert client.get(f"/api/signatures/{s.ill_formed}").json()["note"] == "reported upstream as #123"
    page = client.get("/signatures").text
    assert "reported upstream as #123" in page
    # the state alone can change, keeping the note
    client.post(f"/api/signatures/{s.ill_formed}/triage", json={"state": "fixed"})
    data = client.get(f"/api/signatures/{s.ill_formed}").json()
    assert (data["triage"], data["note"]) == ("fixed", "reported upstream as #123")


def test_version_triage_is_shown(client: TestClient, sample: tuple[Store, Sample]) -> None:
    """Which optimizer found a signature and which LLVM versions reproduce it."""
    store, _ = sample
    [hoisted] = [x for x in store.signatures() if x.pass_name == "gvn-hoist"]
    assert hoisted.optimizer == "LLVM 19.1.7 (/usr/bin/opt-19)"
    data = client.get(f"/api/signatures/{hoisted.id}").json()
    assert [(v["optimizer"].split(" (")[0], v["reproduces"], v["source"]) for v in data["versions"]] \
        == [("LLVM 19.1.7", True, "campaign"), ("LLVM 22.1.0", False, "recheck")]
    listed = {x["id"]: x for x in client.get("/api/signatures").json()}
    assert listed[hoisted.id]["versions"] == data["versions"]
    row = re.search(rf'<tr data-id="{hoisted.id}".*?</tr>', client.get("/signatures").text, re.S)
    assert row is not None
    assert "LLVM 19.1.7: yes" in row.group() and "LLVM 22.1.0: no" in row.group()
    page = client.get(f"/signatures/{hoisted.id}").text
    table = re.search(r'<table class="data" id="versions">.*?</table>', page, re.S)
    assert table is not None and "LLVM 22.1.0 (embedded, llvmlite 0.50.0)" in table.group()
    assert "found with" in page and "/usr/bin/opt-19" in page


def test_triage_refuses_bad_requests(client: TestClient, sample: tuple[Store, Sample]) -> None:
    _, s = sample
    url = f"/api/signatures/{s.crash}/triage"
    assert client.post(url, json={"state": "bogus"}).status_code == 422
    assert client.post(url, json={"state": "new", "note": 5}).status_code == 422
    assert client.post(url, json=["new"]).status_code == 400
    assert client.post(url, content="state=new", headers={
        "content-type": "application/x-www-form-urlencoded"}).status_code == 415
    assert client.post(url, json={"state": "new"},
                       headers={"origin": "http://evil.example"}).status_code == 403
    assert client.post("/api/signatures/999999/triage", json={"state": "new"}).status_code == 404
    assert client.get("/", headers={"host": "evil.example"}).status_code == 400


def test_untrusted_text_is_escaped(client: TestClient, sample: tuple[Store, Sample]) -> None:
    store, s = sample
    client.post(f"/api/signatures/{s.violation}/triage", json={"state": "new", "note": XSS})
    evil_block = '"<svg onload=alert(2)>"'
    before = BEFORE.replace("; Seed 000", f"; {XSS} Seed 000").replace(
        "%then", "%" + evil_block).replace("then:", evil_block + ":")
    sig = _new_signature(store, s, before=before, message='<img src=x onerror="alert(3)">')
    for path in ("/", "/signatures", f"/signatures/{s.violation}", f"/signatures/{sig}"):
        html = client.get(path).text
        assert XSS not in html and "<svg onload" not in html and "<img src=x" not in html, path
    html = client.get(f"/signatures/{sig}").text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;svg onload=alert(2)&gt;" in html  # the block name, in the CFG's SVG text
    assert "&lt;img src=x onerror=" in html
    assert XSS not in client.get("/signatures").text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in client.get("/signatures").text


@pytest.mark.parametrize("path", [
    "/static/../../pyproject.toml",
    "/static/%2e%2e/%2e%2e/pyproject.toml",
    "/static/..%2f..%2fpyproject.toml",
    "/static/%2e%2e%2f%2e%2e%2fpyproject.toml",
    "/static/%252e%252e/%252e%252e/pyproject.toml",
    "/static/..%5c..%5cpyproject.toml",
    "/static//etc/passwd",
    "/static/%2fetc%2fpasswd",
    "/static/",
    "/static/templates/base.html",
])
def test_static_traversal_is_blocked(client: TestClient, path: str) -> None:
    r = client.get(path)
    assert r.status_code == 404, (path, r.status_code)
    assert "[project]" not in r.text and "root:" not in r.text


def test_static_files_served(client: TestClient) -> None:
    assert set(static_files()) == {"dashboard.css", "dashboard.js"}
    r = client.get("/static/dashboard.css")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/css")


@pytest.fixture(scope="module")
def live_url(db_url: str, sample: tuple[Store, Sample]) -> Iterator[str]:
    """The app under uvicorn on a free loopback port: raw request paths reach it unnormalized."""
    with serving(db_url) as port:
        yield f"127.0.0.1:{port}"


@pytest.mark.parametrize("raw", [
    "/static/../../pyproject.toml",
    "/static/../dashboards/static/../../pyproject.toml",
    "/static/%2e%2e/%2e%2e/pyproject.toml",
    "/static/..%2f..%2fpyproject.toml",
    "/static/..\\..\\pyproject.toml",
    "/../../pyproject.toml",
])
def test_raw_traversal_over_http(live_url: str, raw: str) -> None:
    conn = http.client.HTTPConnection(live_url, timeout=10)
    conn.putrequest("GET", raw, skip_host=True, skip_accept_encoding=True)
    conn.putheader("Host", live_url)
    conn.endheaders()
    r = conn.getresponse()
    body = r.read().decode(errors="replace")
    conn.close()
    assert r.status in (400, 404), (raw, r.status)
    assert "[project]" not in body


def test_run_page(client: TestClient) -> None:
    form = {"ir": BEFORE, "threads": "4", "args": "x=1,-2,3,-4", "model": "maximal",
            "steps": "1000", "function": ""}
    html = client.post("/run", data=form).text
    assert 'id="table-run"' in html and 'id="timeline-run"' in html
    assert 'id="uniformity-run"' in html  # ours, next to the convergence table
    assert "lane 0: ret 4" in html and 'id="run-error"' not in html
    bad = client.post("/run", data={**form, "ir": BEFORE.replace("icmp sgt", "icmp bogus")}).text
    assert 'id="run-error"' in bad and 'id="table-run"' not in bad
    error = re.search(r'id="run-error">(.*?)</p>', bad, re.S)
    assert error is not None and "\n" not in error.group(1)
    steps = client.post("/run", data={**form, "steps": "10000000"}).text
    assert "step budget must be" in steps
    args = client.post("/run", data={**form, "args": "y=1"}).text
    assert "has no integer argument %y" in args
    evil = client.post("/run", data={**form, "ir": XSS}).text
    assert XSS not in evil and "&lt;script&gt;" in evil


# -- modules with device functions ------------------------------------------------------


@pytest.fixture(scope="module")
def calls_signature(sample: tuple[Store, Sample]) -> int:
    """A violation whose before and after call a device function (two call sites merged)."""
    store, _ = sample
    return populate_calls(store, (CALLS / "two_call_sites.ll").read_text(),
                          (CALLS / "one_call_site.ll").read_text())


def test_pages_of_modules_with_device_functions(client: TestClient, calls_signature: int) -> None:
    """The campaign shows its stored inliner counters; the reproducer page draws every
    function the kernel may call, each compared with its twin, and names a callee's blocks
    as the reference does (``entry@vote``), in the tables and in the lane timeline alike."""
    campaigns = client.get("/campaigns").text
    assert "inliner fired on 14 of 20 modules with calls (70%); 4 with fewer functions" in campaigns
    html = client.get(f"/signatures/{calls_signature}").text
    titles = re.findall(r'aria-label="control-flow graph ([^"]*)"', html)
    assert titles == ["before: @k", "before: @vote", "after: @k", "after: @vote"]
    assert "differing blocks entry, then, else, end</figcaption>" in html  # @vote is the same
    # Lanes 0 and 2 (x > 0) vote apart from lanes 1 and 3 before; all four together after.
    assert "before %b@vote with {0,2}, after %b@vote with {0,1,2,3}" in html
    timeline = re.search(r'id="timeline-before".*?</table>', html, re.S)
    assert timeline is not None and "entry@vote" in timeline.group(0)
    assert ".ret" not in timeline.group(0)  # the simulator's expansion stays internal


def test_run_page_on_a_module_with_device_functions(client: TestClient) -> None:
    text = (CALLS / "two_call_sites.ll").read_text()
    form = {"ir": text, "threads": "4", "args": "x=1,-2,3,-4", "model": "ipdom", "steps": "1000",
            "function": ""}
    html = client.post("/run", data=form).text  # the kernel by the README's convention: @k
    assert 'id="run-error"' not in html
    assert "lane 0: ret 5" in html and "lane 1: ret 10" in html  # ballots {0,2} and {1,3}
    assert "%b@vote" in html
    callee = client.post("/run", data={**form, "function": "vote"}).text
    assert "@vote has no integer argument %x" in callee
    missing = client.post("/run", data={**form, "function": "nope"}).text
    assert 'id="run-error"' in missing


# -- static report --------------------------------------------------------------------


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


def test_static_report(tmp_path: Path, sample: tuple[Store, Sample]) -> None:
    store, s = sample
    files = write_report(store, tmp_path / "report")
    names = {p.name for p in files.pages}
    assert {"index.html", "campaigns.html", "signatures.html"} <= names
    assert {f"reproducer-{sig.id}.html" for sig in store.signatures()} <= names
    assert (tmp_path / "report" / "static" / "dashboard.css").is_file()
    for page in files.pages:
        parser = _Links()
        html = page.read_text()
        parser.feed(html)
        assert parser.links, page
        for link in parser.links:
            if link.startswith("data:"):
                continue
            assert not link.startswith(("/", "http:", "https:")), (page.name, link)
            target = (page.parent / link.split("#")[0]).resolve()
            assert target.is_file(), (page.name, link)
        assert XSS not in html
        assert "/api/" not in html and 'class="triage-form"' not in html  # read-only
    repro = (tmp_path / "report" / f"reproducer-{s.violation}.html").read_text()
    assert 'id="table-before"' in repro and "first-diff" in repro


def test_report_command(tmp_path: Path, db_url: str, sample: tuple[Store, Sample],
                        capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.commands import report

    parser = argparse.ArgumentParser()
    report.add_arguments(parser)
    assert report.run(parser.parse_args(["--db", db_url, "--out", str(tmp_path / "r")])) == 0
    assert (tmp_path / "r" / "index.html").is_file()
    assert "report written to" in capsys.readouterr().out


# -- no database needed ---------------------------------------------------------------


def test_commands_refuse_a_missing_database(tmp_path: Path) -> None:
    from fuzzfarm.cli import UsageError
    from fuzzfarm.commands import dashboard, report

    missing = f"sqlite:///{tmp_path / 'nope.db'}"
    with pytest.raises(StoreNotReady):
        open_store(missing)
    assert not (tmp_path / "nope.db").exists()
    parser = argparse.ArgumentParser()
    report.add_arguments(parser)
    with pytest.raises(UsageError, match="no database file"):
        report.run(parser.parse_args(["--db", missing, "--out", str(tmp_path / "r")]))
    assert dashboard.allowed_hosts("127.0.0.1") == ["127.0.0.1", "::1", "[::1]", "localhost"]
    assert dashboard.allowed_hosts("0.0.0.0", ["ci.example"]) == [
        "127.0.0.1", "::1", "[::1]", "ci.example", "localhost"]  # never "*": DNS rebinding
    empty = tmp_path / "empty.db"
    sa.create_engine(f"sqlite:///{empty}").connect().close()
    with pytest.raises(StoreNotReady, match="empty file, not a fuzzfarm store"):
        open_store(f"sqlite:///{empty}")


LOOP = """
declare token @llvm.experimental.convergence.entry()
define i32 @k(i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %j = add i32 %i, 1
  br label %head
exit:
  ret i32 %i
}
"""


def test_cfg_layout_layers_and_back_edges() -> None:
    fn = parse_module(LOOP).kernel(None)
    lay = layout(fn)
    layer = {n: node.layer for n, node in lay.nodes.items()}
    assert layer == {"entry": 0, "head": 1, "body": 2, "exit": 2}
    assert [(e.src, e.dst) for e in lay.edges if e.back] == [("body", "head")]
    assert {e.label for e in lay.edges if e.src == "head"} == {"T", "F"}
    b = parse_module(BEFORE).kernel(None)
    a = parse_module(AFTER).kernel(None)
    before, after = block_changes(b, a)
    assert before["then"] == "changed" and after["entry"] == "changed"
    renamed = parse_module(AFTER.replace("else", "otherwise")).kernel(None)
    before, after = block_changes(b, renamed)
    assert before["else"] == "removed" and after["otherwise"] == "added"


def test_diff_and_rates() -> None:
    d = side_by_side("a\nb\nc\n", "a\nB\nc\nd\n")
    assert [r.kind for r in d.rows] == ["equal", "replace", "equal", "insert"]
    assert (d.added, d.removed) == (2, 1)
    from datetime import UTC, datetime, timedelta

    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    done = [(t0 + timedelta(seconds=10 * (i + 1)), 100, 5.0) for i in range(10)]
    series = rate_series(done, t0)
    assert len(series) == 5 and all(abs(v - 10.0) < 1e-9 for _, v in series)
    assert rate_series(done[:1], done[0][0]) == [(done[0][0], 20.0)]
    assert rate_series([], t0) == []


def test_a_signature_with_compact_findings_alone(client: TestClient, sample: tuple[Store, Sample]) -> None:
    """A signature whose every finding is stored compact (no exemplar, no reproducer): its
    page loads and says how to regenerate the programs instead of drawing nothing."""
    store, s = sample
    seed = 2_000_000 + uuid.uuid4().int % 1_000_000
    store.exemplars = 0
    try:
        sig, _ = store.record_finding(Finding(
            campaign_id=s.campaign_id, seed=seed, candidate=f"transform:c{seed}",
            verdict="violation", before_ir=BEFORE, after_ir=AFTER, model="maximal",
            message="a violation\ndetails", regenerable=True))
    finally:
        store.exemplars = 3
    assert sig is not None
    (found,) = store.findings_for(sig)
    assert found.compact and store.exemplar(sig) == found
    r = client.get(f"/signatures/{sig}")
    assert r.status_code == 200
    assert f"fuzzfarm bugs finding {found.id}" in r.text and "stored compact" in r.text
