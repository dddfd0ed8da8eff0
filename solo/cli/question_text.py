"""Typed questions, as the play prompt and the TUI read them.

An action question is its text up to the last ``?``, then markers that shape the pool:
``+name`` a Descriptor or Condition that helps, ``-name`` one that hinders (a unique
part of its name is enough), ``!high`` ``!risky`` ``!combat`` ``!unfamiliar`` ``!apt``,
and ``@strong`` (opposition strength). A world question is its text up to the last
``?``, then an optional likelihood (``very likely`` … ``very unlikely``).
"""

from __future__ import annotations

import shlex
from typing import Any

from solo.game.errors import GameError
from solo.game.question import LIKELIHOOD

FLAGS = {"!high": ("stakes", "high"), "!risky": ("risky", True), "!combat": ("combat", True),
         "!unfamiliar": ("unfamiliar", True), "!apt": ("apt", True)}
"""Markers that switch a question field on."""


def action_question(line: str, character: Any) -> dict[str, Any]:
    """The question dict for an action typed as ``Do I …? +name !high @strong``."""
    text, _, tail = line.rpartition("?")
    if not text:
        text, tail = line, ""
    q: dict[str, Any] = {"text": text.strip() + "?", "helps": [], "hinders": [],
                         "conditions": []}
    try:
        tokens = shlex.split(tail)
    except ValueError as exc:
        raise GameError(f"can't read the markers {tail.strip()!r}: {exc}") from None
    for token in tokens:
        if token in FLAGS:
            key, value = FLAGS[token]
            q[key] = value
        elif token.startswith("@"):
            q["opposition"] = token[1:]
        elif token[:1] in "+-" and len(token) > 1:
            _add_named(q, character, token[1:], helps=token[0] == "+")
        else:
            raise GameError(f"don't know {token!r}: use +name, -name, !high, @strong")
    if q.get("risky"):
        q["stakes"] = "high"
    return q


def world_question(line: str, likelihood: str = "even") -> dict[str, Any]:
    """The question dict for ``Is it raining? likely``; ``likelihood`` when none is typed."""
    text, _, tail = line.rpartition("?")
    if not text:
        return {"text": line.strip(), "kind": "world", "likelihood": likelihood}
    typed = tail.strip().lower().replace(" ", "_")
    if typed and typed not in LIKELIHOOD:
        raise GameError(f"unknown likelihood {tail.strip()!r}; expected one of "
                        f"{', '.join(LIKELIHOOD)}")
    return {"text": text.strip() + "?", "kind": "world", "likelihood": typed or likelihood}


def _add_named(q: dict[str, Any], character: Any, part: str, helps: bool) -> None:
    part_l = part.lower().replace("_", " ")
    descriptors = [d.name for d in character.descriptors if part_l in d.name.lower()]
    conditions = [c.name for c in character.conditions if part_l in c.name.lower()]
    found = descriptors + conditions
    if len(found) != 1:
        what = "nothing" if not found else "several: " + "; ".join(found)
        raise GameError(f"{part!r} matches {what} — use a part of one name")
    if descriptors:
        q["helps" if helps else "hinders"].append(descriptors[0])
    else:
        q["conditions"].append(conditions[0])
