"""Shared paths of the Python module's tests: the repository and the `golf` tool."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
FRONT_NINE = ROOT / "levels" / "front-nine"


@pytest.fixture(scope="session")
def golf_tool():
    tool = os.environ.get("GOLF_TOOL") or shutil.which("golf")
    if not tool:
        tool = str(ROOT / "build" / "release" / "tools" / "golf")
    return tool


@pytest.fixture
def in_root(monkeypatch):
    """Runs the test in the repository's top folder (paths as the CLI is given them)."""
    monkeypatch.chdir(ROOT)
    return ROOT
