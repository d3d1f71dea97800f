"""A tiny SVG builder that escapes every text node and attribute value.

The charts and control-flow graphs are built in Python (so the static report
needs no JavaScript) and reach the templates as :class:`markupsafe.Markup`.
Block names, labels and instruction text come from untrusted IR, so nothing
here ever concatenates raw strings into markup: children that are plain
``str`` are escaped, attribute values are always escaped, and only markup
produced by :func:`element` itself passes through unescaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from markupsafe import Markup, escape

Child = Markup | str | None


def element(tag: str, attrs: Mapping[str, object] | None = None, *children: Child) -> Markup:
    """``<tag attr="...">children</tag>``; ``tag`` and attribute names are ours, never user data."""
    parts = [f"<{tag}"]
    for name, value in (attrs or {}).items():
        if value is None:
            continue
        parts.append(f' {name}="{escape(_fmt(value))}"')
    body = join(children)
    if not body:
        return Markup("".join(parts) + "/>")
    return Markup("".join(parts) + ">") + body + Markup(f"</{tag}>")


def join(children: Iterable[Child]) -> Markup:
    """Concatenate children, escaping the plain strings."""
    out = Markup("")
    for child in children:
        if child is None:
            continue
        out += child if isinstance(child, Markup) else escape(child)
    return out


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def text_width(text: str, size: float = 12.0) -> float:
    """An estimate of the rendered width of monospace ``text`` (no font metrics on the server)."""
    return len(text) * size * 0.62
