"""The ``fuzzfarm`` command: a thin dispatcher over ``fuzzfarm.commands``.

Each subcommand lives in its own module under ``fuzzfarm/commands/`` and exposes
``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``. Errors a
user can fix (unreadable files, bad options, ill-formed input they supplied)
raise :class:`UsageError` and end with exit code 2 and one line on stderr; no
traceback reaches the user for them.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from fuzzfarm import __version__

#: Subcommand modules, in the order ``--help`` lists them.
COMMANDS = ("campaign", "bugs", "gate", "replay", "reduce", "check", "run", "gen", "opt", "validate", "uniformity", "dashboard", "report")
#: The exit status when stdout was closed before the output was written (128 + SIGPIPE).
EXIT_BROKEN_PIPE = 141


class UsageError(Exception):
    """A problem with the user's input: reported as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own usage errors: exit 2, one line
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="fuzzfarm",
        description=(
            "Fuzz and differentially test GPU convergence semantics: does an optimization "
            "change which threads communicate in a ballot, a reduction, a barrier?"
        ),
        epilog="Run 'fuzzfarm COMMAND --help' for the options of one command.",
    )
    parser.add_argument("--version", action="version", version=f"fuzzfarm {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        module = importlib.import_module(f"fuzzfarm.commands.{name}")
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.__doc__)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def _store_failure(exc: Exception) -> str | None:
    """The one line for a damaged or unusable store, whichever command met it (else None)."""
    store = sys.modules.get("storage.store")
    if store is not None and isinstance(exc, store.StoreError):
        return str(exc)
    return None


def one_line(message: str) -> str:
    """``message`` with its lines joined by "; ": a refusal is one line even where it
    quotes a tool that wrote several (LLVM's verifier names the rule, then the
    instruction: ``fuzzfarm opt`` of a kernel LLVM 22.1's auto-upgrade breaks printed both
    lines)."""
    return "; ".join(line.strip() for line in message.splitlines() if line.strip())


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args))
    except UsageError as exc:
        print(f"fuzzfarm {args.command}: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head & co. (caught before Exception, which it is)
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the exit flush
        # The reader left before the command finished: its verdict was never told, so the
        # status must not claim one (0 is "no counterexample" for validate and gate). 141 is
        # what a shell reports for a process that SIGPIPE ended, as `seq 1 99999 | head -1`.
        return EXIT_BROKEN_PIPE
    except Exception as exc:
        reason = _store_failure(exc)
        if reason is None:
            raise
        print(f"fuzzfarm {args.command}: {reason}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("fuzzfarm: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    # ``python -m fuzzfarm.cli`` runs this file as a second module, ``__main__``, whose
    # UsageError is not the one the commands raise (``fuzzfarm.cli``'s): bad input would
    # end in a traceback. Run the real module's main.
    from fuzzfarm.cli import main as _main

    sys.exit(_main())
