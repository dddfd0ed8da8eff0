"""What an answer's "and"/"but" brings, as the player shapes it before keeping it (R-ORA-2).

An :class:`OfferCard` is the drawn offer reduced to what the player reads and keeps: the
meaning prompt, the complication, the Condition and the Detail offered, the player's own
words if they replaced the drawn ones, and who gets it (:class:`Target`). A waiting roll
holds a card once the player has shaped its offer (redraw, edit, give); until then
accepting draws the offer as it always did, so old journals replay unchanged.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.game.errors import GameError
from solo.rules.conditions import Category, Polarity, Tier
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.tables.offer import Offer


class Target(Enum):
    """Who gets what the offer brings."""

    HERO = "hero"  # a Condition on the character
    OPPOSITION = "opposition"  # a scene Detail that names the opposition
    SCENE = "scene"  # a scene Detail


class OfferCard(Struct, frozen=True):
    """The offer as shown and kept. ``own`` is the player's text ("" keeps the drawn one)."""

    polarity: Polarity | None = None  # None: a plain yes/no brings no Condition or Detail
    condition: str = ""
    tier: Tier = Tier.MINOR
    category: Category = Category.PHYSICAL
    detail: str = ""
    meaning: str = ""
    complication: str = ""
    escalated: bool = False  # R-ORA-3: one tier worse because Resolve is low
    own: str = ""
    target: Target | None = None  # None: the hero for an action, the scene for a world question
    redraws: int = 0
    own_complication: bool = False  # the complication is the player's words (9.3)
    keys: tuple[str, ...] = ()  # the drawn entries (table:text): a redraw never repeats them
    answers: bool = False  # the Detail was written as the answer to the question (about:)

    @property
    def brings(self) -> bool:
        """True when there is something to keep (an "and" or a "but")."""
        return self.polarity is not None and bool(self.condition or self.detail or self.own)

    def target_for(self, world: bool) -> Target:
        return self.target or (Target.SCENE if world else Target.HERO)

    def text_for(self, target: Target) -> str:
        """The words kept when it goes to ``target``."""
        if self.own:
            return self.own
        if target is Target.HERO:
            return self.condition
        if target is Target.SCENE:
            return self.detail
        return self.condition or self.detail

    def edited(self, text: str = "", complication: str | None = None) -> OfferCard:
        """In the player's words: ``text`` for the Condition or Detail ("" leaves it), and
        ``complication`` for the complication (None leaves it)."""
        card = replace(self, own=text.strip()) if text.strip() else self
        if complication is None:
            return card
        return replace(card, complication=complication.strip(), own_complication=True)

    def with_complication(self, drawn: OfferCard) -> OfferCard:
        """This card with ``drawn``'s complication alone (redrawn on its own)."""
        return replace(
            self,
            complication=drawn.complication,
            escalated=drawn.escalated,
            own_complication=False,
            redraws=self.redraws + 1,
            keys=tuple(dict.fromkeys(self.keys + drawn.keys)),
        )

    def given(self, target: Target) -> OfferCard:
        return replace(self, target=target)

    def to_dict(self) -> PlainDict:
        out: PlainDict = {
            "polarity": self.polarity.value if self.polarity else None,
            "condition": self.condition,
            "tier": self.tier.key,
            "category": self.category.value,
            "detail": self.detail,
            "meaning": self.meaning,
            "complication": self.complication,
            "escalated": self.escalated,
            "own": self.own,
            "target": self.target.value if self.target else None,
            "redraws": self.redraws,
            "own_complication": self.own_complication,
        }
        if self.keys:  # written only when drawn so: older saves read the same
            out["keys"] = list(self.keys)
        if self.answers:
            out["answers"] = True
        return out

    @classmethod
    def from_dict(cls, raw: object) -> OfferCard:
        if not isinstance(raw, dict):
            raise GameError(f"pending.offer must be a mapping, got {raw!r}")
        try:
            return cls(
                polarity=Polarity(raw["polarity"]) if raw.get("polarity") else None,
                condition=str(raw.get("condition", "")),
                tier=Tier.from_key(raw.get("tier", "minor")),
                category=Category(raw.get("category", "physical")),
                detail=str(raw.get("detail", "")),
                meaning=str(raw.get("meaning", "")),
                complication=str(raw.get("complication", "")),
                escalated=bool(raw.get("escalated", False)),
                own=str(raw.get("own", "")),
                target=Target(raw["target"]) if raw.get("target") else None,
                redraws=int(raw.get("redraws", 0)),
                own_complication=bool(raw.get("own_complication", False)),
                keys=tuple(str(k) for k in raw.get("keys", ())),
                answers=bool(raw.get("answers", False)),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise GameError(f"the waiting roll's offer in this save is damaged ({exc})") from None


def card_from(off: Offer) -> OfferCard:
    """The card for a drawn :class:`~solo.tables.offer.Offer`."""
    from solo.tables.offer import entry_key

    tags = off.condition.entry.tags if off.condition is not None else None
    drawn = (off.meaning, off.condition, off.detail, off.complication)
    return OfferCard(
        polarity=off.plan.polarity,
        condition=off.condition.text if off.condition is not None else "",
        tier=(tags.tier if tags and tags.tier else Tier.MINOR),
        category=(tags.category if tags and tags.category else Category.PHYSICAL),
        detail=off.detail.text if off.detail is not None else "",
        meaning=off.meaning.text if off.meaning is not None else "",
        complication=off.complication.text if off.complication is not None else "",
        escalated=off.plan.escalated,
        keys=tuple(entry_key(d.entry) for d in drawn if d is not None),
        answers=off.detail is not None and off.detail.entry.tags.about is not None,
    )


def card_lines(card: OfferCard) -> list[str]:
    """What the journal says the answer brought, before anything is kept."""
    lines = []
    if card.meaning:
        lines.append(f"Read it as: {card.meaning}")
    if card.complication:
        worse = " (one tier worse: Resolve is low, R-ORA-3)" if card.escalated else ""
        own = " (your words)" if card.own_complication else ""
        lines.append(f"Complication{worse}{own}: {card.complication}")
    return lines
