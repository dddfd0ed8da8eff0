"""A framed :class:`~solo.game.question.Question` written back as its typed line.

The inverse of :mod:`solo.game.grammar`: :func:`markers` writes the markers that the
grammar reads back into the same question, so the pool builder's rows and the typed
line stay two views of one request.
"""

from __future__ import annotations

import shlex

from solo.game.question import Question

AGAINST_MARKERS = {True: "@vs", False: "@none"}  # the grammar's AGAINST, read back


def markers(q: Question) -> str:
    """``q``'s pool as typed markers (the tail after the ``?``), read back by the grammar."""
    if q.world:
        return q.likelihood.label
    words = [marker("+", n) for n in q.helps]
    words += [marker("-", n) for n in q.hinders]
    words += [marker("-", n) for n in q.conditions]
    words += [marker("+", n) for n in q.details]
    words += ["!risky" if q.risky else "!high"] if q.high_stakes else []
    words += [f"!{f}" for f in ("combat", "unfamiliar", "apt") if getattr(q, f)]
    words += [f"@{q.opposition.value}"] if q.opposition else []
    words += [AGAINST_MARKERS[q.against_opposition]] if q.against_opposition is not None else []
    words += [f"+{q.bonus}"] if q.bonus else []
    words += [f"-{q.penalty}"] if q.penalty else []
    words += [f"^{q.scale:+d}"] if q.scale else []
    return " ".join(words + gear_markers(q))


def gear_markers(q: Question) -> list[str]:
    """Gear and allies: ``!foe_weapon=4 !foe_armour=light !evasion=3 !cramped
    !activity=swimming !allies !aide=NAME +ASSET:DESCRIPTOR``."""
    words = [f"!foe_weapon={q.foe_weapon}"] if q.foe_weapon is not None else []
    words += [f"!foe_armour={q.foe_armour}"] if q.foe_armour else []
    words += [f"!evasion={q.evasion}"] if q.evasion is not None else []
    words += ["!cramped"] if q.cramped else []
    words += [f"!activity={q.activity}"] if q.activity else []
    words += ["!allies"] if q.with_allies else []
    words += [marker("!aide=", q.aide)] if q.aide else []
    for text in q.asset_helps:
        asset, _, descriptor = text.partition(":")
        words.append(marker("+", f"{asset.strip()}:{descriptor.strip()}"))
    return words


def line(text: str, q: Question) -> str:
    """The typed line for ``text`` (the question's words) framed as ``q``."""
    words = text.strip().rstrip("?").rstrip()
    tail = markers(q)
    return f"{words}? {tail}" if tail else (f"{words}?" if words else "")


def question_words(typed: str) -> str:
    """The words of a typed line before its markers (up to the last ``?``)."""
    words, mark, _ = typed.rpartition("?")
    return words.strip() if mark else typed.strip()


def marker(sign: str, name: str) -> str:
    """``+Sharp_eyes``; quoted when the name holds a character the grammar's shlex reads."""
    word = sign + name.replace(" ", "_")
    try:
        plain = shlex.split(word) == [word]
    except ValueError:
        plain = False
    return word if plain else shlex.quote(word)
