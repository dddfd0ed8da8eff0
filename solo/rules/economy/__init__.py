"""The Resolve economy (RULES.md §4): one interface, four variants, picked by name.

* :mod:`.events` — the vocabulary: events, tracks, changes, results, refusals;
* :mod:`.base` — :class:`~solo.rules.economy.base.Economy`, what every variant shares: the
  gates on each event, the status screens read, the plumbing;
* :mod:`.resolve` (R-RES-1..6, the default), :mod:`.doom` (R-RES-7), :mod:`.split` (Life and
  FU, R-RES-8), :mod:`.consequences` (FU and Consequences, R-RES-9) — which track moves.

This module holds the registry: ``economy(name, **options)`` builds the variant a campaign
plays. A character's standing is a frozen state value; every operation takes a state and
answers with a ``Result`` (the new state and the Changes that explain it) or a ``Refusal``.

May import: the standard library, :mod:`solo.vocabulary`, :mod:`solo.rules.plain`. Pure.
"""

from __future__ import annotations

from typing import Any

from solo.rules.economy.base import Economy
from solo.rules.economy.consequences import ConsequencesEconomy
from solo.rules.economy.doom import DoomEconomy
from solo.rules.economy.resolve import ResolveEconomy
from solo.rules.economy.split import SplitEconomy

VARIANTS: dict[str, type[Economy[Any]]] = {
    "resolve": ResolveEconomy,
    "doom": DoomEconomy,
    "split": SplitEconomy,
    "consequences": ConsequencesEconomy,
}
"""Variant name -> its class, in the order the screens list them."""


def economy(name: str = "resolve", **options: Any) -> Economy[Any]:
    """The variant a campaign plays, e.g. ``economy("consequences", mode="slots")``."""
    key = str(name).strip().lower()
    if key not in VARIANTS:
        raise ValueError(f"unknown economy {name!r}; expected one of {', '.join(VARIANTS)}")
    cls = VARIANTS[key]
    for option in options:
        if option not in cls.option_names:
            allowed = ", ".join(cls.option_names)
            raise ValueError(
                f"unknown option {option!r} for the {key} economy; expected one of {allowed}"
            )
    return cls(**options)
