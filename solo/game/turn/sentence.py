"""The answer as one sentence (R-GM-6): the rung and the one thing it brings, read together —
"Yes, but — a patrol turns the corner, lanterns raised."

What the one thing is, per rung and kind (docs/rules-decisions.md, "One fitting answer"):

- yes_and, yes_but, no_but, no_and: what is kept — a Condition on the hero for an action,
  a scene Detail for a world question (or whoever the player gave it to, in their words if
  they wrote some);
- a Wild Die complication (R-D6-3): the complication, whatever the rung;
- a plain yes or no: a short reading of the question's kind (a world reading for a world
  question, an action reading for an action);
- an impasse: nothing; neither side gets what it wants.

Anything else drawn (the reading of an and/but, the other of Condition and Detail, a
complication) is shown only when the player asks for more.
"""

from __future__ import annotations

from enum import Enum

from solo.dice.ladder import Answer
from solo.game.turn.offer import OfferCard, Target
from solo.rules.conditions import Polarity


class Brings(Enum):
    """The one thing an answer brings."""

    CONDITION = "condition"
    DETAIL = "detail"
    COMPLICATION = "complication"
    READING = "reading"
    NOTHING = "nothing"


LEAD: dict[Answer, str] = {
    Answer.YES_AND: "Yes, and",
    Answer.YES: "Yes",
    Answer.YES_BUT: "Yes, but",
    Answer.NO_BUT: "No, but",
    Answer.NO: "No",
    Answer.NO_AND: "No, and",
}
"""How each rung opens the sentence."""

KEEP_CAPITAL = frozenset({"i", "i'm", "i'll", "i'd", "i've"})
"""First words that keep their capital after the dash, whatever else holds."""


def one_thing(
    answer: Answer | None, card: OfferCard | None, *, world: bool, complication: bool = False
) -> Brings:
    """What the answer brings (see the module's table)."""
    if answer is None or card is None:
        return Brings.NOTHING
    if complication and card.complication:
        return Brings.COMPLICATION
    if card.polarity is None:
        return Brings.READING if card.meaning else Brings.NOTHING
    if not card.text_for(card.target_for(world)):
        return Brings.NOTHING
    return Brings.CONDITION if card.target_for(world) is Target.HERO else Brings.DETAIL


def compose(
    answer: Answer | None,
    card: OfferCard | None,
    *,
    world: bool,
    complication: bool = False,
    opposition: str = "",
) -> str:
    """The answer and its one thing as one sentence (the composer R-GM-6 asks for)."""
    if answer is None:
        return "Impasse — neither side gets what it wants."
    lead = LEAD[answer]
    brings = one_thing(answer, card, world=world, complication=complication)
    if card is None or brings is Brings.NOTHING:
        return f"{lead}."
    if brings is Brings.COMPLICATION:
        return f"{lead} — {_clause(card.complication)}"
    if brings is Brings.READING:
        return f"{lead} — {_clause(_without_rung(card.meaning))}"
    target = card.target_for(world)
    text = card.text_for(target)
    if brings is Brings.DETAIL:
        if target is Target.OPPOSITION:
            who = opposition or "the opposition"
            return f"{lead} — {who} {_gains(card.polarity)}: {_name(text)}"
        return f"{lead} — {_clause(text)}"
    return f"{lead} — {_condition(answer, card.polarity)}: {_name(text)}"


def _condition(answer: Answer, polarity: Polarity | None) -> str:
    """How a Condition on the hero is said, by rung: the gain of a win, the cost of a loss."""
    if polarity is Polarity.POSITIVE:
        return "it gives you an edge" if answer.is_yes else "you take something from it"
    return "it costs you" if answer.is_yes else "it gets worse, and costs you"


def _gains(polarity: Polarity | None) -> str:
    return "gains an edge" if polarity is Polarity.POSITIVE else "is set back"


def _name(text: str) -> str:
    """A Condition's name closing the sentence."""
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _without_rung(text: str) -> str:
    """A reading that opens with its own "Yes"/"No" loses it (the sentence already says it):
    "Yes; it is right where you would expect." → "it is right where you would expect."."""
    first, sep, rest = text.strip().partition(" ")
    if sep and first.rstrip(",;:.—").lower() in ("yes", "no") and first[-1] in ",;:.":
        return rest
    return text


def _clause(text: str) -> str:
    """A drawn sentence as the sentence's second half: first letter lowered unless its
    first word reads as a name, a full stop at the end."""
    text = text.strip()
    if not text:
        return ""
    if not _keeps_capital(text.split(maxsplit=1)[0]):
        text = text[0].lower() + text[1:]
    return _name(text)


def _keeps_capital(word: str) -> bool:
    """A first word that reads as a name keeps its capital: a possessive ("Dorsey's"), one
    with capitals inside ("McCoy", "NASA"), or "I"; any other is lowered after the dash."""
    bare = word.strip(',.;:!?"')
    if bare.lower() in KEEP_CAPITAL:
        return True
    if bare.endswith(("'s", "’s")) and bare[:1].isupper():
        return True
    return any(c.isupper() for c in bare[1:])
