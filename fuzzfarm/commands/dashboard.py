"""Serve the web dashboard over a store: campaigns, signatures and triage, reproducers, manual runs.

The dashboard only reads the store, except for the triage state and note of
signatures. It listens on 127.0.0.1 by default and answers only to loopback
host names there; giving --host another address serves it to the network
(there is no authentication: only do that on a trusted network).
"""

from __future__ import annotations

import argparse

from fuzzfarm.cli import UsageError

NAME = "dashboard"
HELP = "serve the web dashboard (campaigns, signatures with triage, reproducers, manual runs)"

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from fuzzfarm.commands.common import int_in
    from storage.engine import DEFAULT_URL

    parser.add_argument("--db", metavar="URL", default=DEFAULT_URL,
                        help=f"the store: a SQLAlchemy URL (default {DEFAULT_URL})")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int_in(1, 65535), default=8150, help="port to listen on (default 8150)")
    parser.add_argument("--timeline", choices=("auto", "simt", "reference"), default=None,
                        help="where lane timelines come from (default auto: the lane simulator, "
                             "else the reference record)")


def allowed_hosts(host: str) -> list[str]:
    """Host names the server answers to: loopback names, plus the address it listens on."""
    if host in ("0.0.0.0", "::", ""):
        return ["*"]
    return sorted({*LOOPBACK, "[::1]", host})


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from dashboards.app import StoreNotReady, create_app

    if not 0 < args.port < 65536:
        raise UsageError("--port must be 1..65535")
    try:
        app = create_app(args.db, timeline_source=args.timeline,
                         allowed_hosts=allowed_hosts(args.host))
    except StoreNotReady as exc:
        raise UsageError(f"{args.db}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a bad URL or unreachable server: one line
        raise UsageError(f"cannot open {args.db}: {str(exc).splitlines()[0]}") from None
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"fuzzfarm dashboard on http://{host}:{args.port}/ (Ctrl-C stops it)")
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
