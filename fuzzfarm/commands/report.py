"""Write the dashboard's pages as a static HTML report (for CI artifacts).

The report holds the overview, the campaigns with their charts, the
signatures table (sortable and filterable, triage read-only) and one
reproducer page per signature, with relative links and its own copy of the
stylesheet and script: open DIR/index.html from anywhere.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fuzzfarm.cli import UsageError

NAME = "report"
HELP = "write the dashboard's pages as static HTML (index, campaigns, signatures, reproducers)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from storage.defaults import DEFAULT_URL

    parser.add_argument("--db", metavar="URL", default=DEFAULT_URL,
                        help=f"the store: a SQLAlchemy URL (default {DEFAULT_URL})")
    parser.add_argument("--out", metavar="DIR", type=Path, required=True,
                        help="directory to write (created if needed)")
    parser.add_argument("--timeline", choices=("auto", "simt", "reference"), default=None,
                        help="where lane timelines come from (default auto)")


def run(args: argparse.Namespace) -> int:
    from dashboards.queries import StoreNotReady, open_store
    from dashboards.report import write_report

    try:
        store = open_store(args.db)
    except StoreNotReady as exc:
        raise UsageError(f"{args.db}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a bad URL or unreachable server: one line
        raise UsageError(f"cannot open {args.db}: {str(exc).splitlines()[0]}") from None
    try:
        files = write_report(store, args.out, timeline_source=args.timeline)
    except OSError as exc:
        raise UsageError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    finally:
        store.close()
    print(f"report written to {files.directory / 'index.html'} "
          f"({len(files.pages)} pages, {len(files.assets)} assets)")
    return 0
