"""The wheel ships everything a player needs: the code, every file of content/ (the packs and
the demo hero) and the app's stylesheets; installed outside the checkout, it plays.

The two wheel tests are `slow` (a build and an install): `make quick` leaves them out.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
SOURCES = ("pyproject.toml", "README.md", "solo", "content")
WHERE = "import solo, solo.locations as l; print(solo.__file__, l.shipped_content_dir(), l.saves_dir(), sep=chr(10))"


def _files(folder: Path, pattern: str = "*") -> list[Path]:
    """Every file under ``folder``, leaving out caches and hidden files."""
    return sorted(
        p
        for p in folder.rglob(pattern)
        if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")
    )


def test_every_subpackage_of_solo_is_listed_for_the_wheel():
    """pyproject.toml lists the packages by hand (content/ is mapped into solo/_content)."""
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in _files(ROOT / "solo", "__init__.py")
    }
    assert found - listed == set(), "add these to [tool.setuptools] packages"
    assert listed - found == {"solo._content"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built offline from a clean copy of the sources (no stale build/ folder)."""
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
            )
        else:
            shutil.copy2(ROOT / name, src / name)
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-w",
            str(out),
            str(src),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = out.glob("solo-*.whl")
    return wheel


@pytest.mark.slow
def test_the_wheel_holds_every_content_file_stylesheet_and_module(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    content = {"solo/_content/" + p.relative_to(CONTENT).as_posix() for p in _files(CONTENT)}
    assert "solo/_content/campaigns/demo.yaml" in content
    assert content - names == set()
    code = {p.relative_to(ROOT).as_posix() for p in _files(ROOT / "solo", "*.py")}
    styles = {p.relative_to(ROOT).as_posix() for p in _files(ROOT / "solo", "*.tcss")}
    assert styles and (code | styles) - names == set()


@pytest.mark.slow
def test_the_installed_wheel_plays_outside_the_checkout(wheel, tmp_path):
    target, home = tmp_path / "site", tmp_path / "home"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SOLO_", "XDG_"))}
    env.update(
        PYTHONPATH=str(target),
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_STATE_HOME=str(home / "state"),
    )
    work = tmp_path / "elsewhere"
    work.mkdir()

    def solo(*args: str) -> str:
        done = subprocess.run(
            [str(target / "bin" / "solo"), *args],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    where = subprocess.run(
        [
            sys.executable,
            "-c",
            WHERE,
        ],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert [Path(p).is_relative_to(target) for p in where[:2]] == [True, True]
    assert Path(where[2]) == home / "data" / "solo" / "saves"

    assert "conditions" in solo("table", "--list")
    assert solo("content", "check").rstrip().endswith("0 errors")
    asked = json.loads(solo("ask", "Is the harbour gate open?", "--world", "--json"))
    assert asked["answer"] in {"no_and", "no", "no_but", "yes_but", "yes", "yes_and"}
    assert (home / "data" / "solo" / "saves" / "demo").is_dir()
