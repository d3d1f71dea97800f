"""Errors raised while reading LLVM IR into the model.

Every message is a single line meant to be shown to a user as-is (in a CLI
report, a table cell or a database column), so constructors squash newlines.
The three subclasses separate *who* is at fault: LLVM rejected the text
(``ParseError``), the text is valid LLVM but outside what the model can
represent faithfully (``UnsupportedError``), or it breaks the kernel
conventions the oracles rely on (``ConventionError``).
"""

from __future__ import annotations


def _one_line(message: str) -> str:
    """Collapse whitespace runs containing newlines so messages stay one line."""
    return " ".join(part.strip() for part in message.strip().splitlines() if part.strip())


class IRError(Exception):
    """Base class of every error the IR reader raises."""

    def __init__(self, message: str) -> None:
        super().__init__(_one_line(message))

    @property
    def message(self) -> str:
        return str(self)


class ParseError(IRError):
    """LLVM itself could not parse the text (a syntax or type error).

    ``line`` and ``column`` locate the problem in the input when LLVM said so.
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


class UnsupportedError(IRError):
    """Valid LLVM IR that the model cannot represent (vectors, floats, atomics ...).

    The message always reads ``unsupported: <instruction or construct>`` so a
    caller can bucket rejected inputs by their text.
    """

    PREFIX = "unsupported: "

    def __init__(self, what: str) -> None:
        what = _one_line(what)
        if not what.startswith(self.PREFIX):
            what = self.PREFIX + what
        super().__init__(what)


class ConventionError(IRError):
    """The module breaks the kernel conventions (unknown convergent callee, bad signature)."""
