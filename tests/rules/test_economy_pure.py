"""The economy and conflict modules are pure: no textual, no I/O modules pulled in."""

from __future__ import annotations

import subprocess
import sys


def test_economy_and_conflicts_import_no_textual_R_RES_1():
    """R-RES-1."""
    code = (
        "import sys\n"
        "import solo.rules.economy, solo.rules.resolve, solo.rules.doom, solo.rules.split\n"
        "import solo.rules.consequences, solo.rules.conflicts, solo.rules.participants\n"
        "from solo.rules.economy import economy\n"
        "for name in ('resolve', 'doom', 'split', 'consequences'):\n"
        "    economy(name).new()\n"
        "assert 'textual' not in sys.modules, 'textual imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
