"""``!tbaa`` access tags, read from a module's metadata, and when two of them may alias.

LangRef ("'tbaa' Metadata"): a load or store may carry an *access tag*
``!{base type, access type, i64 offset}`` (struct-path form; a fourth operand ``i64 1``
marks immutable memory). Type nodes are ``!{!"name", parent, i64 offset}`` for a scalar
(clang: ``!{!"int", !"omnipotent char" node, i64 0}``), ``!{!"name", field, i64 offset,
field, i64 offset, ...}`` for a struct, and ``!{!"name"}`` for a root (clang's
``"Simple C/C++ TBAA"``). An optimizer may assume that two accesses whose tags do not
alias touch different memory (LLVM's TypeBasedAliasAnalysis answers ``NoAlias``), which
is C's and C++'s strict-aliasing rule carried into the IR: opt-19's O3 folds
``*a = 1; *b = 2.0f; return *a;`` to ``return 1`` on the strength of the int and float
tags.

:func:`may_alias` is that rule, written from LLVM's description of it (LLVM 19's
``TypeBasedAliasAnalysis.cpp``, "matchAccessTags"):

1. equal tags, or a missing tag, may alias;
2. the *least common type* of the two access types is the deepest node the two chains of
   parents (operand 1 of each node, up to the root) share; none (different roots, two
   type systems) may alias;
3. otherwise the two may alias when one access may be to a subobject of the other's
   object: (a) an access whose base type is its access type and is the least common type
   (an ``omnipotent char`` access against anything below it); or (b) walking down from
   one tag's base type, field by field following its offset (a scalar's one field is its
   parent), reaches the other tag's base type, and there the offsets agree (or either
   access is to the whole of its base). Neither holds: the accesses do not alias.

Only the old (clang's default) node format is read; the size-aware "new" format and
malformed tags are refused by the reader (:func:`read_tag` raises ValueError), rather
than read as "may alias everything", which would bring back the false violations the
tags are read to prevent.

Nodes compare by value: LLVM unifies (uniques) metadata nodes of equal operands, so two
numbered nodes of equal contents are one node to it too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class TypeNode:
    """A TBAA type node: its name and its fields, each a (type, offset) pair. A scalar's
    one field is its parent at offset 0; a root has none."""

    name: str
    fields: tuple[tuple[TypeNode, int], ...] = ()

    @property
    def parent(self) -> TypeNode | None:
        """Operand 1 of the node: what the least common type is searched along."""
        return self.fields[0][0] if self.fields else None

    def field_at(self, offset: int) -> tuple[TypeNode | None, int]:
        """The field holding byte ``offset`` (the last whose offset is not above it) and
        the offset within that field; (None, offset) for a root."""
        if not self.fields:
            return None, offset
        chosen = self.fields[-1]
        for k, (_node, at) in enumerate(self.fields[1:], start=1):
            if at > offset:
                chosen = self.fields[k - 1]
                break
        return chosen[0], offset - chosen[1]


@dataclass(frozen=True)
class AccessTag:
    """A load's or store's ``!tbaa``: the base type, the access type, the offset of the
    access within the base, and whether the memory is marked immutable."""

    base: TypeNode
    access: TypeNode
    offset: int = 0
    immutable: bool = False

    def describe(self) -> str:
        """``'int'``, or ``'float' (at offset 4 of 'S')`` for a struct member's tag."""
        if self.base == self.access and not self.offset:
            return f"'{self.access.name}'"
        return f"'{self.access.name}' (at offset {self.offset} of '{self.base.name}')"


def _chain(node: TypeNode) -> list[TypeNode]:
    out = [node]
    while (parent := out[-1].parent) is not None:
        if len(out) > 64:
            raise ValueError("a cycle in TBAA type nodes")
        out.append(parent)
    return out


def least_common_type(a: TypeNode, b: TypeNode) -> TypeNode | None:
    """The deepest node on both chains of parents (rule 2); None: different roots."""
    common = None
    for x, y in zip(reversed(_chain(a)), reversed(_chain(b)), strict=False):
        if x != y:
            break
        common = x
    return common


def _subobject(outer: AccessTag, inner: AccessTag, common: TypeNode) -> bool | None:
    """Rule 3 with ``outer`` as the access to the enclosing object: True or False when it
    decides (may alias or not), None when ``inner`` is no subobject access of ``outer``."""
    if outer.access == outer.base == common:
        return True  # (a): an access to the whole of the least common type
    node: TypeNode | None = outer.base
    offset = outer.offset
    while node is not None:
        if node == inner.base:  # (b)
            return offset == inner.offset or node == outer.access or inner.base == inner.access
        node, offset = node.field_at(offset)
    return None


@lru_cache(maxsize=4096)
def may_alias(a: AccessTag | None, b: AccessTag | None) -> bool:
    """May accesses tagged ``a`` and ``b`` touch the same memory, as LLVM's TBAA sees
    them (module docstring)? False is what lets an optimizer reorder or fold them."""
    if a is None or b is None or a == b:
        return True  # rule 1
    common = least_common_type(a.access, b.access)
    if common is None:
        return True  # rule 2
    for outer, inner in ((a, b), (b, a)):
        decided = _subobject(outer, inner, common)
        if decided is not None:
            return decided
    return False


_OPERAND_RE = re.compile(r'\s*(?:!"((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"|!(\d+)|i64 (-?\d+)|(null))\s*(?:,|$)')


def _operands(text: str) -> list[tuple[str, str]]:
    """``!{!"int", !7, i64 0}`` -> [("str", "int"), ("ref", "7"), ("int", "0")]."""
    text = text.strip()
    if not (text.startswith("!{") and text.endswith("}")):
        raise ValueError(f"not a metadata tuple: {text}")
    body, out, pos = text[2:-1].strip(), [], 0
    while pos < len(body):
        m = _OPERAND_RE.match(body, pos)
        if m is None:
            raise ValueError(f"a TBAA node operand this reader does not know: {body[pos:]}")
        kind = next(k for k, g in zip(("str", "ref", "int", "null"), m.groups(), strict=True)
                    if g is not None)
        out.append((kind, m.group(m.lastindex or 0)))
        pos = m.end()
    return out


class TagReader:
    """Reads access tags from a module's numbered nodes, each node once."""

    def __init__(self, nodes: Mapping[str, str]) -> None:
        self.nodes = nodes
        self.types: dict[str, TypeNode] = {}
        self.tags: dict[str, AccessTag] = {}
        self.reading: set[str] = set()

    def tag(self, ref: str) -> AccessTag:
        """The access tag node ``ref`` (``"5"`` for ``!5``); ValueError when it is not one
        this reader knows (module docstring)."""
        if ref in self.tags:
            return self.tags[ref]
        ops = _operands(self._text(ref))
        if ops and ops[0][0] == "str":
            # A scalar type node used as a tag (the pre-struct-path form): LLVM reads it
            # as the tag {T, T, 0} (its auto-upgrade of old IR).
            node = self.type(ref)
            tag = AccessTag(node, node, 0)
        else:
            if len(ops) not in (3, 4) or ops[0][0] != "ref" or ops[1][0] != "ref" or ops[2][0] != "int":
                raise ValueError(f"!{ref} is no struct-path TBAA access tag")
            if len(ops) == 4 and ops[3][0] != "int":
                raise ValueError(f"!{ref}: a size-aware (new format) TBAA tag")
            tag = AccessTag(self.type(ops[0][1]), self.type(ops[1][1]), int(ops[2][1]),
                            len(ops) == 4 and int(ops[3][1]) & 1 == 1)
        self.tags[ref] = tag
        return tag

    def type(self, ref: str) -> TypeNode:
        """The type node ``ref``: a name, then (node, offset) pairs (or one parent)."""
        if ref in self.types:
            return self.types[ref]
        if ref in self.reading:
            raise ValueError(f"!{ref}: a cycle in TBAA type nodes")
        self.reading.add(ref)
        ops = _operands(self._text(ref))
        if not ops or ops[0][0] != "str":
            raise ValueError(f"!{ref} is no TBAA type node this reader knows (the new format?)")
        rest = ops[1:]
        if len(rest) == 1:
            rest = [*rest, ("int", "0")]  # !{!"name", !parent}: the parent at offset 0
        if len(rest) % 2 or any(r[0] != "ref" or o[0] != "int" for r, o in zip(rest[::2], rest[1::2],
                                                                            strict=True)):
            raise ValueError(f"!{ref} is no TBAA type node this reader knows")
        fields = tuple((self.type(r[1]), int(o[1])) for r, o in zip(rest[::2], rest[1::2], strict=True))
        self.reading.discard(ref)
        name = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), ops[0][1])
        node = self.types[ref] = TypeNode(name, fields)
        return node

    def _text(self, ref: str) -> str:
        text = self.nodes.get(ref)
        if text is None:
            raise ValueError(f"!{ref} is not a node of the module")
        return text


def print_tag(tag: AccessTag) -> str:
    """The tag as one inline node (``!{!{!"int", ...}, ..., i64 0}``): LLVM reads nested
    inline nodes and unifies equal ones, so the printed tags alias as the read ones did."""
    base, access = _print_type(tag.base), _print_type(tag.access)
    immutable = ", i64 1" if tag.immutable else ""
    return f"!{{{base}, {access}, i64 {tag.offset}{immutable}}}"


def _print_type(node: TypeNode) -> str:
    name = "".join(c if c.isprintable() and c not in '"\\' else f"\\{ord(c):02X}" for c in node.name)
    fields = "".join(f", {_print_type(t)}, i64 {at}" for t, at in node.fields)
    return f'!{{!"{name}"{fields}}}'
