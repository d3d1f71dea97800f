"""Reliability of the dashboard: the run page cannot be driven from another site or run away,
unknown ids are 404 whatever their size, and serving beyond loopback needs named hosts."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from dashboards.app import create_app
from dashboards.manual import RunForm
from dashboards.sample import populate
from dashboards.sandbox import Runner
from fuzzfarm.cli import main
from storage import Store

ROOT = Path(__file__).resolve().parents[1]
BEFORE = (ROOT / "examples" / "reduction.ll").read_text()
AFTER = (ROOT / "examples" / "reduction_merged.ll").read_text()
BASE = "http://127.0.0.1"
#: A kernel that never returns, with a convergent operation in its loop.
ENDLESS = """\
declare i32 @subgroupAdd(i32) convergent
define i32 @k(i32 %x) convergent {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %s = call i32 @subgroupAdd(i32 %i)
  %j = add i32 %i, %s
  br label %head
}
"""
FORM = {"ir": BEFORE, "threads": "4", "args": "x=1,-2,3,-4", "model": "maximal", "steps": "1000",
        "function": ""}


@pytest.fixture(scope="module")
def db_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'fuzzfarm.db'}"
    with Store.open(url) as store:
        populate(store, BEFORE, AFTER)
    return url


#: The run sandbox's time limit: short, so the endless kernel's test is quick, but with room
#: for a real run (a fresh process importing fuzzfarm) on a loaded machine (2 s was not).
LIMIT = 6


@pytest.fixture(scope="module")
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url, run_sandbox=Runner(seconds=LIMIT)), base_url=BASE) as c:
        yield c


# -- 2. the run page -----------------------------------------------------------------------


def test_run_page_refuses_other_sites(client: TestClient) -> None:
    endless = {**FORM, "ir": ENDLESS, "args": "", "threads": "64", "steps": "200000"}
    assert client.post("/run", data=endless, headers={"Origin": "http://evil.example"}).status_code == 403
    assert client.post("/run", data=endless, headers={"Sec-Fetch-Site": "cross-site"}).status_code == 403
    assert client.post("/run", data=endless, headers={"Sec-Fetch-Site": "same-site"}).status_code == 403
    assert client.post("/run", data=endless, headers={"Origin": "null"}).status_code == 403
    same = client.post("/run", data=FORM, headers={"Origin": BASE, "Sec-Fetch-Site": "same-origin"})
    assert same.status_code == 200 and "lane 0: ret 4" in same.text


def test_run_page_bounds_the_work(client: TestClient) -> None:
    start = time.monotonic()
    too_much = client.post("/run", data={**FORM, "ir": ENDLESS, "args": "", "threads": "64",
                                         "steps": "100000"}).text
    assert "threads x step budget must be at most" in too_much
    endless = client.post("/run", data={**FORM, "ir": ENDLESS, "args": "", "threads": "10",
                                        "steps": "100000"}).text
    assert 'id="run-error"' in endless
    assert f"took longer than {LIMIT} s" in endless or "timeout" in endless
    assert time.monotonic() - start < 30


def test_run_stops_when_the_client_leaves() -> None:
    calls = 0

    async def gone_after_a_while() -> bool:
        nonlocal calls
        calls += 1
        return calls > 10

    async def run() -> object:
        form = RunForm(ir=ENDLESS, threads="10", args="", steps="100000")
        return await Runner(seconds=60).run(form, timeline_source="auto", disconnected=gone_after_a_while)

    start = time.monotonic()
    assert asyncio.run(run()) is None
    assert time.monotonic() - start < 20  # well before the 60 s limit


# -- 10. ids too large for the database are unknown ids -------------------------------------


@pytest.mark.parametrize("path", ["/signatures/99999999999999999999", "/api/signatures/99999999999999999999",
                                  "/signatures/-1"])
def test_huge_ids_are_404(client: TestClient, path: str) -> None:
    assert client.get(path).status_code == 404


def test_triage_of_a_huge_id_is_404(client: TestClient) -> None:
    r = client.post("/api/signatures/99999999999999999999/triage", json={"state": "confirmed"})
    assert r.status_code == 404


# -- 5 and 13: serving beyond loopback, bad hosts, busy ports --------------------------------


def test_network_address_needs_named_hosts(db_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["dashboard", "--db", db_url, "--host", "0.0.0.0", "--port", "1"]) == 2
    assert "--allow-host" in capsys.readouterr().err


def test_only_named_hosts_are_answered(db_url: str) -> None:
    from fuzzfarm.commands.dashboard import allowed_hosts

    app = create_app(db_url, allowed_hosts=allowed_hosts("0.0.0.0", ["ci.example"]))
    with TestClient(app, base_url="http://ci.example") as c:
        assert c.get("/").status_code == 200
    with TestClient(app, base_url="http://rebound.attacker.example") as c:
        assert c.get("/").status_code == 400


def test_bad_host_and_busy_port_are_usage_errors(db_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["dashboard", "--db", db_url, "--host", "not a host"]) == 2
    assert "not a host" in capsys.readouterr().err
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        assert main(["dashboard", "--db", db_url, "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert "cannot listen" in err and "Traceback" not in err
