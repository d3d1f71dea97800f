"""Textual pass pipelines (``opt -passes=`` syntax) and what the embedded LLVM can run of them.

Users write pipelines the way ``opt -passes=`` takes them, everywhere:
``default<O3>``, ``simplifycfg,jump-threading``, ``function(loop-mssa(licm))``,
``simple-loop-unswitch<nontrivial>``. An external ``opt`` parses that text
itself. llvmlite has no textual pipeline parser: it builds an O-level pipeline
from a speed level, or a module pass manager from ``add_<name>_pass()`` calls.
:func:`parse_pipeline` therefore maps the subset it can run faithfully onto
:class:`Segment` s and refuses the rest up front, naming ``--opt``:

- ``O0``..``O3`` and ``default<O0>``..``default<O3>`` (one O-level pipeline);
- named passes llvmlite exposes (:data:`PASSES`), in a comma list;
- ``module(...)`` and ``function(...)`` around such passes (llvmlite runs a
  function pass over every function of the module, as ``function(...)`` does), and a ``loop(...)``/``loop-mssa(...)`` adaptor around *one* pass
  (llvmlite adds loop passes with their own adaptor).

Refused: pass parameters (``<nontrivial>``: llvmlite's passes take none),
passes llvmlite does not expose (``licm``, ``gvn``, ``early-cse``, ...), size
levels (``Os``/``Oz``), loop pipelines of several passes (their per-loop
interleaving cannot be reproduced by module-level passes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

#: ``opt`` pass names -> llvmlite ``ModulePassManager.add_<method>_pass`` methods.
PASSES: dict[str, str] = {
    "aa-eval": "aa_eval",
    "adce": "aggressive_dce",
    "aggressive-instcombine": "aggressive_instcombine",
    "always-inline": "always_inliner",
    "argpromotion": "argument_promotion",
    "break-crit-edges": "break_critical_edges",
    "constmerge": "constant_merge",
    "dce": "dead_code_elimination",
    "deadargelim": "dead_arg_elimination",
    "dse": "dead_store_elimination",
    "function-attrs": "post_order_function_attributes",
    "globaldce": "global_dead_code_eliminate",
    "globalopt": "global_opt",
    "instcombine": "instruction_combine",
    "instnamer": "instruction_namer",
    "ipsccp": "ipsccp",
    "jump-threading": "jump_threading",
    "lcssa": "lcssa",
    "loop-deletion": "loop_deletion",
    "loop-extract": "loop_extract",
    "loop-reduce": "loop_strength_reduce",
    "loop-rotate": "loop_rotate",
    "loop-simplify": "loop_simplify",
    "loop-unroll": "loop_unroll",
    "loop-unroll-and-jam": "loop_unroll_and_jam",
    "lower-atomic": "lower_atomic",
    "lower-invoke": "lower_invoke",
    "lower-switch": "lower_switch",
    "memcpyopt": "mem_copy_opt",
    "mergefunc": "merge_functions",
    "mergereturn": "unify_function_exit_nodes",
    "newgvn": "new_gvn",
    "partial-inliner": "partial_inliner",
    "reassociate": "reassociate",
    "reg2mem": "register_to_memory",
    "rpo-function-attrs": "rpo_function_attrs",
    "sccp": "sccp",
    "simplifycfg": "simplify_cfg",
    "sink": "sinking",
    "sroa": "sroa",
    "strip-dead-prototypes": "strip_dead_prototype",
    "tailcallelim": "tail_call_elimination",
}
#: Pass names ``opt`` knows but llvmlite 0.50 does not expose, with what to use instead.
UNAVAILABLE: dict[str, str] = {
    "gvn": "use newgvn, or O1..O3 (which run GVN)",
    "mem2reg": "use sroa",
    "early-cse": "O1..O3 run it",
    "simple-loop-unswitch": "O3 runs it",
    "inline": "O1..O3 run the inliner; always-inline is exposed",
}
#: Adaptors whose contents run unchanged on a one-kernel module.
TRANSPARENT = frozenset({"module", "function"})
#: Loop adaptors: transparent around a single pass only.
LOOP_ADAPTORS = frozenset({"loop", "loop-mssa"})
#: Pipeline elements the embedded bridge drops because it does them anyway.
IMPLICIT = frozenset({"verify"})

_LEVEL = re.compile(r"O([0-3])")
_NAME = re.compile(r"[A-Za-z0-9_.-]+")
HINT = "run it with an external optimizer: --opt PATH (e.g. --opt opt-19)"


class PipelineError(ValueError):
    """The pipeline text is malformed, or the embedded LLVM cannot run it (one line)."""


@dataclass(frozen=True)
class Element:
    """One element of a textual pipeline: ``name<params>(children)``."""

    name: str
    params: str | None = None
    children: tuple[Element, ...] | None = None

    def __str__(self) -> str:
        text = self.name + (f"<{self.params}>" if self.params is not None else "")
        if self.children is not None:
            text += "(" + ",".join(str(c) for c in self.children) + ")"
        return text


@dataclass(frozen=True)
class Segment:
    """A run of consecutive named passes, or one ``O<level>`` pipeline."""

    level: int | None = None
    passes: tuple[str, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level} if self.level is not None else {"passes": list(self.passes)}


def split_pipeline(text: str) -> list[Element]:
    """The syntax tree of ``text`` as ``opt -passes=`` reads it (``PipelineError`` if malformed)."""
    parser = _Parser(text)
    elements = parser.elements()
    if parser.pos != len(text):
        raise PipelineError(f"malformed pipeline {text!r}: unexpected {text[parser.pos]!r} "
                            f"at column {parser.pos + 1}")
    if not elements:
        raise PipelineError("empty pass pipeline")
    return elements


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def elements(self) -> list[Element]:
        out = [self.element()]
        while self.pos < len(self.text) and self.text[self.pos] == ",":
            self.pos += 1
            out.append(self.element())
        return out

    def element(self) -> Element:
        self.skip_space()
        m = _NAME.match(self.text, self.pos)
        if m is None:
            where = repr(self.text[self.pos]) if self.pos < len(self.text) else "end of text"
            raise PipelineError(f"malformed pipeline {self.text!r}: expected a pass name at "
                                f"column {self.pos + 1}, found {where}")
        self.pos = m.end()
        params = self.params() if self.peek("<") else None
        children = None
        if self.peek("("):
            self.pos += 1
            children = tuple(self.elements())
            if not self.peek(")"):
                raise PipelineError(f"malformed pipeline {self.text!r}: missing ')'")
            self.pos += 1
        self.skip_space()
        return Element(m.group(), params, children)

    def params(self) -> str:
        depth, start = 0, self.pos
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            self.pos += 1
            depth += {"<": 1, ">": -1}.get(ch, 0)
            if depth == 0:
                return self.text[start + 1 : self.pos - 1]
        raise PipelineError(f"malformed pipeline {self.text!r}: missing '>'")

    def peek(self, ch: str) -> bool:
        return self.pos < len(self.text) and self.text[self.pos] == ch

    def skip_space(self) -> None:
        while self.peek(" "):
            self.pos += 1


def parse_pipeline(pipeline: str) -> list[Segment]:
    """What the embedded LLVM runs for ``pipeline``; ``PipelineError`` says what it cannot."""
    segments: list[Segment] = []
    run: list[str] = []
    for kind, value in _flatten(split_pipeline(pipeline.strip())):
        if kind == "level":
            if run:
                segments.append(Segment(passes=tuple(run)))
                run = []
            segments.append(Segment(level=int(value)))
        else:
            run.append(value)
    if run:
        segments.append(Segment(passes=tuple(run)))
    if not segments:
        raise PipelineError(f"pipeline {pipeline!r} runs no pass")
    return segments


def _flatten(elements: tuple[Element, ...] | list[Element]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for el in elements:
        if el.children is not None:
            out += _adaptor(el)
        elif el.name == "default" and el.params is not None and _LEVEL.fullmatch(el.params):
            out.append(("level", el.params[1]))
        elif el.params is None and _LEVEL.fullmatch(el.name):
            out.append(("level", el.name[1]))
        elif el.name in IMPLICIT:
            continue
        elif el.name == "default":
            raise PipelineError(f"the embedded LLVM runs default<O0>..default<O3>, not {el}; {HINT}")
        elif el.params is not None:
            raise PipelineError(f"the embedded LLVM cannot pass parameters to a pass ({el}); {HINT}")
        elif el.name in PASSES:
            out.append(("pass", PASSES[el.name]))
        else:
            raise PipelineError(_unknown_pass(el.name))
    return out


def _adaptor(el: Element) -> list[tuple[str, str]]:
    assert el.children is not None
    if el.params is not None:
        raise PipelineError(f"the embedded LLVM cannot pass parameters to {el.name}(...); {HINT}")
    if el.name in TRANSPARENT:
        return _flatten(el.children)
    if el.name in LOOP_ADAPTORS:
        if len(el.children) != 1:
            raise PipelineError(f"the embedded LLVM cannot run a loop pipeline of several passes "
                                f"({el}); {HINT}")
        return _flatten(el.children)
    raise PipelineError(f"the embedded LLVM cannot run the adaptor {el.name}(...); {HINT}")


def _unknown_pass(name: str) -> str:
    if name in UNAVAILABLE:
        return (f"the embedded LLVM (llvmlite) does not expose pass {name!r} "
                f"({UNAVAILABLE[name]}); {HINT}")
    return (f"the embedded LLVM (llvmlite) has no pass {name!r}; {HINT}; "
            f"embedded passes: {', '.join(known_passes())}")


def known_passes() -> list[str]:
    """Every pass name :func:`parse_pipeline` accepts, O-levels included."""
    return sorted(PASSES) + [f"O{n}" for n in range(4)]
