"""The live dashboard: a FastAPI app over one store (``fuzzfarm dashboard``).

Endpoints (HTML pages are rendered by :mod:`dashboards.render`)::

    GET  /                               overview
    GET  /campaigns                      campaigns: config, progress, charts
    GET  /signatures                     sortable, filterable triage table
    GET  /signatures/{id}                reproducer page of one signature
    GET  /run, POST /run                 run a pasted program by hand
    GET  /api/signatures                 signatures as JSON
    GET  /api/signatures/{id}            one signature as JSON
    POST /api/signatures/{id}/triage     {"state": ..., "note": ...} -> the updated signature
    GET  /static/{name}                  the files of dashboards/static, nothing else

Safety, since the dashboard shows untrusted text and may be reachable from a
browser that also visits other sites:

- the only write is the triage endpoint, which accepts JSON only (a
  cross-site HTML form cannot send ``application/json`` without a preflight)
  and refuses a foreign ``Origin``;
- the run page computes on pasted input: it refuses a foreign ``Origin`` (or a
  browser's ``Sec-Fetch-Site: cross-site``) like the triage endpoint, and runs
  in a child process with a time and memory cap that is killed when the client
  disconnects (:mod:`dashboards.sandbox`);
- an id beyond what the database can hold is a 404 like any unknown id;
- requests must name an allowed ``Host`` (loopback names by default), which
  defeats DNS rebinding against a dashboard on 127.0.0.1;
- static files come from a name -> path table built at startup from
  ``dashboards/static``, so no request path is ever joined to a directory;
- every response carries a Content-Security-Policy allowing only the app's
  own scripts and styles (no inline script runs even if escaping failed).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.middleware.trustedhost import TrustedHostMiddleware

from dashboards.manual import RunForm
from dashboards.queries import StoreNotReady, open_store
from dashboards.render import STATIC, Links, Pages
from dashboards.sandbox import Runner
from storage import Store
from storage.models import TRIAGE_STATES

#: Hosts a loopback dashboard answers to.
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1", "[::1]")
#: Largest request body the app reads (the run form carries pasted IR).
MAX_BODY = 512 * 1024
#: Longest triage note accepted.
MAX_NOTE = 20_000

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
__all__ = ["StoreNotReady", "create_app", "open_store", "static_files"]

SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


def static_files(root: Path = STATIC) -> dict[str, Path]:
    """Every file under ``root`` by its relative POSIX name: the only files ever served."""
    return {p.relative_to(root).as_posix(): p for p in sorted(root.rglob("*")) if p.is_file()}


def create_app(store_url: str, *, timeline_source: str | None = None,
               allowed_hosts: Sequence[str] | None = None, store: Store | None = None,
               run_sandbox: Runner | None = None) -> FastAPI:
    """The dashboard app over the store at ``store_url`` (or an already open ``store``)."""
    owned = store is None
    store = store or open_store(store_url)
    pages = Pages(store, Links(static=False), timeline_source=timeline_source)
    assets = static_files()
    runner = run_sandbox or Runner()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        if owned:
            store.close()

    app = FastAPI(title="fuzzfarm dashboard", docs_url=None, redoc_url=None, openapi_url=None,
                  lifespan=lifespan)
    app.state.store = store
    app.add_middleware(TrustedHostMiddleware,
                       allowed_hosts=list(allowed_hosts or LOOPBACK_HOSTS))

    @app.middleware("http")
    async def security_headers(request: Request,
                               call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        response = await call_next(request)
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    @app.get("/", response_class=HTMLResponse)
    def index() -> str:
        return pages.index()

    @app.get("/campaigns", response_class=HTMLResponse)
    def campaigns() -> str:
        return pages.campaigns()

    @app.get("/signatures", response_class=HTMLResponse)
    def signatures() -> str:
        return pages.signatures()

    @app.get("/signatures/{signature_id}", response_class=HTMLResponse)
    def reproducer(signature_id: int) -> str:
        html = pages.reproducer(signature_id)
        if html is None:
            raise HTTPException(404, "no such signature")
        return html

    @app.get("/run", response_class=HTMLResponse)
    def run_form() -> str:
        return pages.run()

    @app.post("/run", response_class=HTMLResponse)
    async def run_submit(request: Request) -> Response:
        _same_origin(request)
        body = await _body(request)
        fields = {k: v[0] for k, v in parse_qs(body.decode("utf-8", "replace"),
                                                keep_blank_values=True).items()}
        outcome = await runner.run(RunForm.from_fields(fields), timeline_source=pages.timeline_source,
                                   disconnected=request.is_disconnected)
        if outcome is None:  # the client left: nobody to answer
            return Response(status_code=499)
        return HTMLResponse(pages.run(outcome))

    @app.get("/api/signatures")
    def api_signatures() -> list[dict[str, object]]:
        checks = store.all_checks()
        return [s.to_json(checks.get(s.id, [])) for s in store.signatures()]

    @app.get("/api/signatures/{signature_id}")
    def api_signature(signature_id: int) -> dict[str, object]:
        data = pages.signature_json(signature_id)
        if data is None:
            raise HTTPException(404, "no such signature")
        return data

    @app.post("/api/signatures/{signature_id}/triage")
    async def api_triage(signature_id: int, request: Request) -> JSONResponse:
        _same_origin(request)
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise HTTPException(415, "send application/json")
        try:
            data = json.loads(await _body(request))
        except ValueError:
            raise HTTPException(400, "body is not JSON") from None
        if not isinstance(data, dict):
            raise HTTPException(400, "expected a JSON object")
        state, note = data.get("state"), data.get("note")
        if state not in TRIAGE_STATES:
            raise HTTPException(422, f"state must be one of {', '.join(TRIAGE_STATES)}")
        if note is not None and (not isinstance(note, str) or len(note) > MAX_NOTE):
            raise HTTPException(422, f"note must be a string of at most {MAX_NOTE} characters")
        try:
            sig = await run_in_threadpool(store.set_triage, signature_id, state, note)
        except KeyError:
            raise HTTPException(404, "no such signature") from None
        return JSONResponse(sig.to_json(store.checks(sig.id)))

    @app.get("/static/{name:path}")
    def static(name: str) -> FileResponse:
        path = assets.get(name)
        if path is None:
            raise HTTPException(404, "not found")
        return FileResponse(path)

    return app


async def _body(request: Request) -> bytes:
    """The request body, refused beyond MAX_BODY bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > MAX_BODY:
        raise HTTPException(413, "request too large")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise HTTPException(413, "request too large")
        chunks.append(chunk)
    return b"".join(chunks)


def _same_origin(request: Request) -> None:
    """Refuse a request made by another site than the one serving the page.

    Browsers that send ``Sec-Fetch-Site`` say it outright (and send ``Origin:
    null`` for a same-origin form under ``Referrer-Policy: no-referrer``, so that
    header alone would refuse our own run form); for others ``Origin``, when
    present, must name this host.
    """
    site = request.headers.get("sec-fetch-site")
    if site is not None:
        if site not in ("same-origin", "none"):
            raise HTTPException(403, "cross-origin request refused")
        return
    origin = request.headers.get("origin")
    if origin is None:
        return
    if origin == "null" or urlsplit(origin).netloc != request.headers.get("host", ""):
        raise HTTPException(403, "cross-origin request refused")
