"""One vocabulary: models, verdicts and bug kinds are defined once and read everywhere."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from fuzzfarm.cli import main
from fuzzfarm.vocabulary import (
    ANY_MODEL,
    BUG_KINDS,
    DEFAULT_MODEL,
    MODELS,
    STORED_VERDICTS,
    Model,
    Verdict,
    as_model,
    is_bug,
    model_of,
    models_option,
)

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [p for d in ("fuzzfarm", "oracles", "storage", "dashboards", "generators")
           for p in (ROOT / d).rglob("*.py") if "migrations" not in p.parts]


def test_members_are_their_stored_strings() -> None:
    assert [str(m) for m in MODELS] == ["maximal", "ipdom"]
    assert Verdict.ILL_FORMED_AFTER == "ill-formed-after"
    assert json.dumps({"m": Model.IPDOM, "v": Verdict.CRASH}) == '{"m": "ipdom", "v": "crash"}'
    assert repr(Verdict.VIOLATION) == "'violation'" and f"{Model.MAXIMAL}" == "maximal"


def test_bug_kinds_are_the_stored_verdicts_that_are_bugs() -> None:
    # Other kinds join these with one line in fuzzfarm/vocabulary.py (and a migration).
    assert {"violation", "crash", "ill-formed-after"} <= set(BUG_KINDS)
    assert set(STORED_VERDICTS) - set(BUG_KINDS) == {"inconclusive"}
    assert all(is_bug(k) for k in BUG_KINDS)
    assert not any(is_bug(v) for v in ("pass", "inconclusive", "not-fired", "timeout"))


def test_recorded_models_map_back() -> None:
    assert model_of("ipdom") is Model.IPDOM
    assert model_of(ANY_MODEL) is DEFAULT_MODEL is Model.MAXIMAL
    assert models_option("both") == MODELS and models_option("ipdom") == (Model.IPDOM,)
    with pytest.raises(ValueError, match="unknown convergence model 'simd': expected one of maximal, ipdom"):
        as_model("simd")


def test_store_constraints_and_cli_choices_follow_the_vocabulary(capsys: pytest.CaptureFixture[str]) -> None:
    from storage import models

    checks = {c.name: str(c.sqltext) for t in models.Base.metadata.tables.values()
              for c in t.constraints if c.__class__.__name__ == "CheckConstraint"}
    assert any(all(f"'{k}'" in text for k in BUG_KINDS) and "inconclusive" not in text
               for text in checks.values())
    assert any(all(f"'{k}'" in text for k in STORED_VERDICTS) for text in checks.values())
    with pytest.raises(SystemExit):
        main(["bugs", "--help"])
    assert "{" + ",".join(BUG_KINDS) + "}" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["campaign", "--help"])
    assert "{maximal,ipdom,both}" in capsys.readouterr().out


@pytest.mark.parametrize("pattern", [
    r"[\"']maximal[\"'],\s*[\"']ipdom[\"']",                 # the list of models
    r"[\"']violation[\"'],\s*[\"'](crash|ill-formed-after)",  # the list of bug kinds
    r"in \([\"']maximal[\"']",                               # ANY_MODEL mapped back by hand
    r"Literal\[[^\]]*ill-formed-after",                      # a status spelled as a Literal
])
def test_no_second_definition(pattern: str) -> None:
    offenders = [f"{p.relative_to(ROOT)}:{n}" for p in SOURCES
                 if p.name != "vocabulary.py"
                 for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(pattern, line)]
    assert not offenders, f"defined outside fuzzfarm/vocabulary.py: {offenders}"


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring constants of a module, its classes and functions."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def test_code_names_a_model_by_the_enum() -> None:
    """A convergence model in code is a ``Model`` member, never its string (data such as the
    dashboard's sample store aside): a misspelt string would only fail at run time."""
    names = {m.value for m in MODELS}
    offenders = []
    for p in SOURCES:
        if p.name in ("vocabulary.py", "sample.py"):
            continue
        tree = ast.parse(p.read_text())
        docs = _docstrings(tree)
        offenders += [f"{p.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                      if isinstance(node, ast.Constant) and node.value in names
                      and id(node) not in docs]
    assert not offenders, f"a model spelt as a string: {offenders}"
