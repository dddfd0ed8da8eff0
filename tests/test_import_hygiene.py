"""What each entry point pulls in, checked in a fresh interpreter (STYLE.md, ARCHITECTURE.md).

The core has no UI: importing every module of a core package leaves ``textual`` out (for
``solo.rules`` this covers the pure Resolve economy of R-RES-1). The CLI imports the TUI
lazily and keeps ``solo odds`` fast: no textual, yaml, game, rules or tables on that path.
The import-linter contracts in pyproject.toml say the same for imports written in the code;
these tests catch what actually loads at run time (lazy imports included).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SOLO = Path(__file__).resolve().parents[1] / "solo"


def _every_module(package: str) -> str:
    return (
        f"import importlib, pkgutil, solo.{package} as pkg\n"
        f"for m in pkgutil.walk_packages(pkg.__path__, 'solo.{package}.'):\n"
        "    importlib.import_module(m.name)\n"
    )


CORE = ("dice", "rules", "tables", "game", "saves", "lab")

SOLO_PACKAGES = (
    *(f"solo.{name}" for name in (*CORE, "cli", "tui")),
    "solo.config",
    "solo.locations",
)
"""Everything of solo's a leaf module (vocabulary, printable) must not pull in."""

WEB = ("textual_serve", "aiohttp")
"""`solo serve` alone loads the web server (issue 15)."""

CASES = {
    **{f"solo.{name}": (_every_module(name), ("textual",)) for name in CORE},
    "solo odds": (
        "from solo.cli import main\nmain(['odds', 'fu', '--json'])\n",
        ("textual", "yaml", "solo.game", "solo.rules", "solo.tables", *WEB),
    ),
    "solo ask": (
        "from solo.cli import main\nassert main(['ask', 'Is it raining?', '--world']) == 0\n",
        WEB,
    ),
    "solo --help parser": (
        "from solo.cli import build_parser\nbuild_parser()\n",
        ("textual", "yaml", "solo.tables", *WEB),
    ),
    "solo play, before it runs": (
        "import solo.cli.play\nfrom solo.cli import build_parser\nbuild_parser()\n",
        ("textual", *WEB),
    ),
    "solo play, the app itself": ("import solo.cli.play, solo.tui.app\n", WEB),
    "solo.locations": (
        "import solo.locations as loc\nloc.shipped_content_dir(), loc.saves_dir(), loc.config_dir()\n",
        (
            "textual",
            "yaml",
            "solo.dice",
            "solo.rules",
            "solo.tables",
            "solo.game",
            "solo.saves",
            "solo.cli",
            "solo.tui",
        ),
    ),
    **{
        f"solo.{leaf}": (
            f"import solo.{leaf}\n",
            ("textual", "yaml", "platformdirs", *SOLO_PACKAGES),
        )
        for leaf in ("vocabulary", "printable")
    },
}


def _loaded_after(code: str) -> list[str]:
    script = code + "import sys\nprint(' '.join(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return out.stdout.split("\n")[-2].split()


@pytest.mark.parametrize("entry", list(CASES))
def test_entry_point_loads_none_of_the_heavy_modules(entry):
    name = entry.removeprefix("solo.")
    if entry.startswith("solo.") and not any(
        p.exists() for p in (SOLO / name, SOLO / f"{name}.py")
    ):
        pytest.skip(f"{entry} does not exist on this branch yet")  # solo.lab, until merged
    code, forbidden = CASES[entry]
    loaded = _loaded_after(code)
    assert [m for m in loaded for f in forbidden if m == f or m.startswith(f + ".")] == []
