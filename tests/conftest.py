"""Shared pytest configuration: ``--run-slow`` enables the full-size runs."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow",
        action="store_true",
        default=False,
        help="run the full-size property and agreement runs (marked 'slow')",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="full-size run: use --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
