"""Helper process for the crash test: commit actions forever, report each one done."""

import sys
from pathlib import Path

from solo.saves import patch
from solo.saves.store import SaveStore

root, name = Path(sys.argv[1]), sys.argv[2]
store = SaveStore(root)
save = store.open(name) if store.exists(name) else store.create(name, {"count": 0, "log": []})
lagging = sys.argv[3:] == ["lagging"]  # the state file written every fifth action, as the app
save.state_lags = lagging
while True:
    n = save.state["count"] + 1
    new = {"count": n, "log": (save.state["log"] + [n])[-20:], "pad": "x" * (n % 500)}
    save.commit({"n": n, "patch": patch.diff(save.state, new)}, new)
    if lagging and n % 5 == 0:
        save.flush()
    print(n, flush=True)
