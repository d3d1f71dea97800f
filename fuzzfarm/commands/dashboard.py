"""Serve the web dashboard over a store: campaigns, signatures and triage, reproducers, manual runs.

The dashboard only reads the store, except for the triage state and note of
signatures. It listens on 127.0.0.1 by default and answers only to loopback
host names there. Giving --host another address serves it to the network
(there is no authentication: only do that on a trusted network) and needs
--allow-host for every host name clients use to reach it (say
--allow-host ci-box.example.org): requests naming any other host are refused,
so that a web page cannot reach the dashboard by DNS rebinding.

Exit codes: 0 stopped with Ctrl-C; 2 bad usage (no store at --db, a --host that
does not resolve, a port in use, a network address without --allow-host).
"""

from __future__ import annotations

import argparse
import ipaddress
import socket
from collections.abc import Sequence

from fuzzfarm.cli import UsageError

NAME = "dashboard"
HELP = "serve the web dashboard (campaigns, signatures with triage, reproducers, manual runs)"

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from fuzzfarm.commands.common import int_in
    from storage.defaults import DEFAULT_URL

    parser.add_argument("--db", metavar="URL", default=DEFAULT_URL,
                        help=f"the store: a SQLAlchemy URL (default {DEFAULT_URL})")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int_in(1, 65535), default=8150, help="port to listen on (default 8150)")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="a host name (or address) clients use to reach a dashboard served beyond "
                             "loopback (repeatable; required with such a --host)")
    parser.add_argument("--timeline", choices=("auto", "simt", "reference"), default=None,
                        help="where lane timelines come from (default auto: the lane simulator, "
                             "else the reference record)")


def is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return host == "localhost"


def allowed_hosts(host: str, extra: Sequence[str] = ()) -> list[str]:
    """Host names the server answers to: loopback names, the address it listens on (unless a
    wildcard), and the names given with --allow-host. Never ``*``: any name would let a
    rebinding DNS name reach the dashboard from a web page."""
    names = {*LOOPBACK, "[::1]", *extra}
    if host not in ("0.0.0.0", "::", ""):
        names.add(host)
    return sorted(names)


def listening_socket(host: str, port: int) -> socket.socket:
    """The bound, listening socket (so a bad host or a busy port is a UsageError, not a traceback
    from inside the server)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as exc:
        raise UsageError(f"--host {host!r}: {getattr(exc, 'strerror', None) or exc}") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from dashboards.app import StoreNotReady, create_app

    if not is_loopback(args.host) and not args.allow_host:
        raise UsageError(f"--host {args.host} serves the network: name the host names clients use "
                         "with --allow-host NAME (requests naming other hosts are refused)")
    sock = listening_socket(args.host, args.port)
    try:
        app = create_app(args.db, timeline_source=args.timeline,
                         allowed_hosts=allowed_hosts(args.host, args.allow_host))
    except StoreNotReady as exc:
        sock.close()
        raise UsageError(f"{args.db}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a bad URL or unreachable server: one line
        sock.close()
        raise UsageError(f"cannot open {args.db}: {str(exc).splitlines()[0]}") from None
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"fuzzfarm dashboard on http://{host}:{args.port}/ (Ctrl-C stops it)")
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    with sock:
        server.run(sockets=[sock])
    return 0
