"""The dashboard in a real headless Chromium: pages, sorting, filtering, triage, screenshots.

Playwright drives Debian's Chromium (``/usr/bin/chromium``, or
``FUZZFARM_CHROMIUM``), because Playwright's own browser download is not
available on CI machines. A missing browser is a failure, not a skip: CI
installs it (``apt-get install -y chromium``). The server runs under uvicorn
in a thread on a free loopback port, over a SQLite store holding the sample
campaign (the PostgreSQL paths are covered by ``test_dashboard.py``).

Each page is saved to ``build/screenshots/`` (``FUZZFARM_SCREENSHOTS=docs/screenshots``
refreshes the README's screenshots). Any
console error fails the test: that catches scripts or styles blocked by the
Content-Security-Policy and JavaScript errors.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from liveserver import serving
from playwright.sync_api import Browser, Page, sync_playwright

from dashboards.sample import Sample, populate
from storage import Store

ROOT = Path(__file__).resolve().parents[1]
#: Screenshots go to build/screenshots (ignored by git) so a test run leaves the tree clean;
#: FUZZFARM_SCREENSHOTS=docs/screenshots refreshes the README's copies on purpose.
SHOTS = ROOT / os.environ.get("FUZZFARM_SCREENSHOTS", "build/screenshots")
CHROMIUM = os.environ.get("FUZZFARM_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1400, "height": 900}
TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Store, Sample]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'fuzzfarm.db'}"
    with Store.open(url) as store:
        s = populate(store, (ROOT / "examples/reduction.ll").read_text(),
                     (ROOT / "examples/reduction_merged.ll").read_text())
        yield url, store, s


@pytest.fixture(scope="module")
def server(sample: tuple[str, Store, Sample]) -> Iterator[str]:
    url, _, _ = sample
    with serving(url) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"Chromium not found at {CHROMIUM}: install it (apt-get install -y chromium) "
                    "or point FUZZFARM_CHROMIUM at a Chromium binary")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page; console errors and page errors fail the test that used it."""
    context = browser.new_context(viewport=VIEWPORT)
    pg = context.new_page()
    pg.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    context.close()
    assert not errors, f"browser errors: {errors}"


def _shot(pg: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _column(pg: Page, index: int) -> list[str]:
    """The visible rows' text in column ``index`` (0-based) of the signatures table."""
    return pg.eval_on_selector_all(
        "#signatures tbody tr:not([hidden])",
        f"rows => rows.map(r => r.cells[{index}].dataset.value)")


def test_pages_load_and_screenshots(page: Page, server: str, sample: tuple[str, Store, Sample]) -> None:
    _, _, s = sample
    pg = page
    for path, name, heading in (("/", "overview", "Overview"), ("/campaigns", "campaigns", "Campaigns"),
                                ("/signatures", "signatures", "Signatures"),
                                (f"/signatures/{s.violation}", "reproducer", f"Signature {s.violation}")):
        response = pg.goto(server + path)
        assert response is not None and response.status == 200, path
        assert pg.inner_text("h1") == heading
        # the stylesheet applied (the header bar is dark), so CSP let it through
        bg = pg.eval_on_selector("header.top", "e => getComputedStyle(e).backgroundColor")
        assert bg == "rgb(29, 35, 48)", bg
        _shot(pg, name)
    pg.goto(server + "/campaigns")
    assert pg.locator("svg.chart").count() == 2
    assert pg.locator("svg.chart polyline").count() == 2


def test_signatures_sort_and_filter(page: Page, server: str, sample: tuple[str, Store, Sample]) -> None:
    _, store, s = sample
    pg = page
    pg.goto(server + "/signatures")
    hits = [str(x.hits) for x in store.signatures()]
    assert _column(pg, 5) == hits  # server order: most hits first
    pg.click("#signatures thead th:nth-child(6) button")  # hits: ascending
    assert _column(pg, 5) == sorted(hits, key=int)
    assert pg.get_attribute("#signatures thead th:nth-child(6)", "aria-sort") == "ascending"
    pg.click("#signatures thead th:nth-child(6) button")  # descending
    assert _column(pg, 5) == sorted(hits, key=int, reverse=True)
    pg.click("#signatures thead th:nth-child(2) button")  # kind, alphabetical
    kinds = _column(pg, 1)
    assert kinds == sorted(kinds)
    pg.select_option("#filter-kind", "violation")
    assert set(_column(pg, 1)) == {"violation"} and len(_column(pg, 1)) == 2
    pg.fill("#filter-text", "gvn-hoist")
    assert _column(pg, 3) == ["gvn-hoist"]
    assert pg.inner_text("#filter-count") == f"1 of {s.signatures} shown"
    _shot(pg, "signatures-filtered")
    pg.select_option("#filter-kind", "")
    pg.fill("#filter-text", "")
    assert len(_column(pg, 0)) == s.signatures


def test_reproducer_graphs_and_tables(page: Page, server: str, sample: tuple[str, Store, Sample]) -> None:
    _, _, s = sample
    pg = page
    pg.goto(f"{server}/signatures/{s.violation}")
    cfgs = pg.locator("svg.cfg")
    assert cfgs.count() == 2
    for i in range(2):
        box = cfgs.nth(i).bounding_box()
        assert box is not None and box["width"] > 100 and box["height"] > 100
    assert pg.locator("svg.cfg g.blk-changed").count() >= 2
    for side in ("before", "after"):
        table = pg.locator(f"#table-{side}")
        assert table.is_visible()
        assert table.locator("tbody tr").count() == 4  # one row per thread
        assert table.locator("td.first-diff").count() >= 1
        assert pg.locator(f"#timeline-{side} td.on").count() > 0
    marked = pg.locator("#table-after td.first-diff").first.inner_text()
    assert marked == "%total!"
    assert pg.locator("#ir-diff tr.d-insert, #ir-diff tr.d-replace").count() > 0


def test_triage_edit_persists_after_reload(page: Page, server: str,
                                           sample: tuple[str, Store, Sample]) -> None:
    _, store, s = sample
    pg = page
    note = "<b>not bold</b> seen on gfx1100"
    pg.goto(server + "/signatures")
    row = pg.locator(f'#signatures tr[data-id="{s.crash}"]')
    row.locator("textarea.triage-note").fill(note)
    row.locator("select.triage-state").select_option("reported")  # saves on change
    row.locator(".saved").filter(has_text="saved").wait_for()
    row.locator("button[type=submit]").click()
    pg.wait_for_function(
        f"() => document.querySelector('#signatures tr[data-id=\"{s.crash}\"] .saved')"
        ".textContent === 'saved'")
    pg.reload()
    row = pg.locator(f'#signatures tr[data-id="{s.crash}"]')
    assert row.locator("select.triage-state").input_value() == "reported"
    assert row.locator("textarea.triage-note").input_value() == note
    assert pg.locator("b", has_text="not bold").count() == 0
    sig = store.signature(s.crash)
    assert sig is not None and (sig.triage, sig.note) == ("reported", note)
    # and from the reproducer page's triage box
    pg.goto(f"{server}/signatures/{s.crash}")
    pg.select_option(".triage-box select.triage-state", "fixed")
    pg.locator(".triage-box .saved").filter(has_text="saved").wait_for()
    pg.reload()
    assert pg.locator(".triage-box select.triage-state").input_value() == "fixed"


def test_run_page(page: Page, server: str) -> None:
    pg = page
    pg.goto(server + "/run")
    pg.fill("input[name=args]", "x=5,-1,2,-7")
    pg.click("#run-form button[type=submit]")
    pg.locator("#table-run").wait_for()
    assert "lane 0: ret 7" in pg.inner_text(".behaviour")
    assert pg.locator("#timeline-run td.on").count() > 0
    _shot(pg, "run")
    pg.fill("textarea[name=ir]", "define void @k() {")
    pg.click("#run-form button[type=submit]")
    assert pg.locator("#run-error").is_visible()


def test_modules_with_device_functions(page: Page, server: str,
                                       sample: tuple[str, Store, Sample]) -> None:
    """A reproducer of a multi-function pair (the callee's graph beside the kernel's on
    each side) and a manual run of such a module, without a browser error."""
    from dashboards.sample import populate_calls

    _, store, _ = sample
    calls = ROOT / "tests" / "data" / "calls"
    before = (calls / "two_call_sites.ll").read_text()
    sig = populate_calls(store, before, (calls / "one_call_site.ll").read_text())
    pg = page
    pg.goto(f"{server}/signatures/{sig}")
    cfgs = pg.locator("svg.cfg")
    assert cfgs.count() == 4  # @k and @vote, before and after
    for i in range(4):
        box = cfgs.nth(i).bounding_box()
        assert box is not None and box["width"] > 50 and box["height"] > 50
    for side in ("before", "after"):
        assert pg.locator(f"#table-{side} tbody tr").count() == 4
        assert pg.locator(f"#timeline-{side} td.on").count() > 0
    assert pg.locator("#table-after td.first-diff").first.inner_text() == "%b@vote!"
    _shot(pg, "reproducer-calls")
    pg.goto(server + "/run")
    pg.fill("textarea[name=ir]", before)
    pg.fill("input[name=args]", "x=1,-2,3,-4")
    pg.click("#run-form button[type=submit]")
    pg.locator("#table-run").wait_for()
    assert "lane 1: ret 10" in pg.inner_text(".behaviour")
