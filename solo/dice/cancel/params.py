"""The one params shape of the cancel-and-compare systems: an acting and an against pool.

Buckets names its pools ``player``/``resistance`` and Mini-FU ``power``/``challenge``;
both are the same two counts, grown by the same modifiers (R-BUCK-1, R-MINI-1, R-OPP-1):
a bonus or weak opposition adds acting dice, a penalty or each step of tougher
opposition adds against dice.
"""

from __future__ import annotations

from typing import ClassVar

from msgspec.structs import force_setattr

from solo.dice.base import MAX_DICE, Params, check_int
from solo.dice.cancel.reading import check_pool_sizes


class CancelParams(Params, frozen=True):
    """Subclasses declare the two pool fields and name them in ``pool_names``."""

    pool_names: ClassVar[tuple[str, str]]  # the fields that size (acting, against)

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in self.pool_names:
            force_setattr(self, name, check_int(name, getattr(self, name), 0, MAX_DICE))
        check_pool_sizes(
            self.pool_names[0], self.acting_pool, self.pool_names[1], self.against_pool
        )

    @property
    def acting(self) -> int:
        """Acting dice before modifiers."""
        value: int = getattr(self, self.pool_names[0])
        return value

    @property
    def against(self) -> int:
        """Against dice before modifiers."""
        value: int = getattr(self, self.pool_names[1])
        return value

    @property
    def acting_pool(self) -> int:
        """Acting dice, plus one per bonus and one for weak opposition."""
        return self.acting + self.bonus + max(self.opposition_mod, 0)

    @property
    def against_pool(self) -> int:
        """Against dice, plus one per penalty and per step of tougher opposition."""
        return self.against + self.penalty + max(-self.opposition_mod, 0)

    def pool_sources(self) -> tuple[str, str]:
        """How each pool size came about, for error messages."""
        acting, against = self.pool_names
        opp = self.opposition_mod
        acting_text = f"{acting} {self.acting} + bonus {self.bonus}"
        against_text = f"{against} {self.against} + penalty {self.penalty}"
        if opp > 0:
            acting_text += f" + {self.opposition} opposition {opp}"
        elif opp < 0:
            against_text += f" + {self.opposition} opposition {-opp}"
        return acting_text, against_text
