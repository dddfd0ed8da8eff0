"""What a typed line asks for, read the same way by the plain prompt and the TUI.

An action question is its text up to the last ``?``, then markers that shape the pool:
``+name`` a Descriptor, Condition or scene Detail that helps, ``-name`` one that hinders
(a unique part of its name is enough, ``_`` for a space), ``!high`` ``!risky`` ``!combat``
``!unfamiliar`` ``!apt``, ``@strong`` (opposition strength; ``@vs`` marks a low-stakes
question as against the campaign's opposition, ``@none`` keeps it out), ``+2`` / ``-1``
circumstance dice for / against, ``^+1`` / ``^-1`` scale; gear and allies (:data:`VALUED`):
``!foe_weapon=4 !foe_armour=light`` or ``!evasion=3``, ``!cramped``, ``!activity=swimming``,
``!allies``, ``!aide=NAME`` and ``+ASSET:DESCRIPTOR``. A world question is its text up to the last
``?``, then an optional likelihood (``very likely`` … ``very unlikely``). A line starting
with ``/`` is a command: ``/world``, ``/action``, ``/scene TITLE @place``, ``/end``, ``/act ACTION
key=value …``, or one the shell runs itself (:data:`COMMANDS`).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from solo.game.choices import Likelihood, Stakes, Strength, parse
from solo.game.command_args import command_from, words_args
from solo.game.commands import COMMANDS, Command
from solo.game.errors import GameError
from solo.game.names import match_name
from solo.game.story.commands import EndScene, StartScene
from solo.game.turn.commands import Ask
from solo.game.turn.question import Question
from solo.tables.places import is_setting_word
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.rules.character.sheet import Character


VALUED = ("foe_weapon", "foe_armour", "evasion", "activity", "aide")
"""``!FIELD=VALUE`` markers: the foe's weapon rating 0-6 and armour (R-GEAR-1, R-GEAR-2), a
fleeing or hiding target's evasion rating (R-GEAR-1), an activity the hero's armour may
hamper (R-GEAR-4), an asset whose Concept covers the task (R-CHAR-4)."""

FLAGS: dict[str, tuple[str, object]] = {
    "!high": ("stakes", Stakes.HIGH),
    "!risky": ("risky", True),
    "!combat": ("combat", True),
    "!unfamiliar": ("unfamiliar", True),
    "!apt": ("apt", True),
    "!allies": ("with_allies", True),  # allies ask the same question: +1D (R-CON-6)
    "!cramped": ("cramped", True),  # cramped quarters reverse weapon ratings (R-GEAR-1)
}
"""Markers that switch a question field on."""

AGAINST = {"@none": False, "@vs": True}
"""``@none``: the campaign's opposition stays out of this question; ``@vs``: a low-stakes
question that is against it all the same (R-OPP-1)."""


def action_question(line: str, character: Character, details: Sequence[str] = ()) -> Question:
    """The question typed as ``Do I …? +name !high @strong``; ``details`` are the names of
    the scene's Details a ``+name`` may also mean."""
    text, mark, tail = line.rpartition("?")
    _has_words(text, mark)
    if not text:
        text, tail = line, ""
    q: dict[str, Any] = {"text": text.strip() + "?", **{name: [] for name in LISTED}}
    for token in _words(tail, example='+"cool under fire"'):
        key, value = _marker(token, character, details)
        if key in LISTED:
            q[key].append(value)
        else:
            q[key] = value
    if q.get("foe_weapon") is not None and q.get("evasion") is not None:
        raise GameError(
            "a foe either fights back (!foe_weapon) or flees (!evasion), not both (R-GEAR-1)"
        )
    if q.get("risky"):
        q["stakes"] = Stakes.HIGH
    return Question(**q)


LISTED = ("helps", "hinders", "conditions", "details", "asset_helps")
"""Question fields a line may name several times: each marker adds one name."""


def _marker(token: str, character: Character, details: Sequence[str]) -> tuple[str, object]:
    """The question field one marker sets, and its value (a name to add, for :data:`LISTED`)."""
    if token in FLAGS:
        return FLAGS[token]
    if token.lower() in AGAINST:
        return "against_opposition", AGAINST[token.lower()]
    if token.startswith("!") and "=" in token:
        return _valued(token, character)
    if token.startswith("@"):
        return "opposition", parse(Strength, token[1:], "opposition")
    if token[:1] in "+-" and token[1:].isdigit():
        return "bonus" if token[0] == "+" else "penalty", int(token[1:])
    if token.startswith("^") and token[1:].lstrip("+-").isdigit():
        return "scale", int(token[1:])
    if token[:1] in "+-" and len(token) > 1:
        return _named(character, details, token[1:], helps=token[0] == "+")
    raise GameError(
        f"don't know {token!r}: use +name, -name, !high, @strong, @vs, @none, +1, ^+1 "
        "or !foe_weapon=4"
    )


def world_question(line: str, likelihood: Likelihood = Likelihood.EVEN) -> Question:
    """The question typed as ``Is it raining? likely``; ``likelihood`` when none is typed."""
    text, mark, tail = line.rpartition("?")
    _has_words(text, mark)
    if not text:
        return Question(line.strip(), kind="world", likelihood=likelihood)
    typed = tail.strip()
    chosen = parse(Likelihood, typed, "likelihood") if typed else likelihood
    return Question(text.strip() + "?", kind="world", likelihood=chosen)


def _has_words(text: str, mark: str) -> None:
    """A bare ``?`` (or ``? likely``) is not a question: refuse it, by name."""
    if mark and not text.strip(" ?"):
        raise GameError("a question needs some words before the ?: what do you want to know?")


def _valued(token: str, character: Character) -> tuple[str, object]:
    """``!foe_weapon=4`` → ``("foe_weapon", 4)``: a :data:`VALUED` field, read and checked."""
    from solo.rules.gear.armour import Activity, ArmourKind

    key, _, value = token[1:].partition("=")
    key = key.lower()
    if key == "foe_weapon" and not (value.isascii() and value.isdigit() and int(value) <= 6):
        raise GameError(f"{token!r}: a weapon rating is a whole number from 0 to 6 (R-GEAR-1)")
    if key == "evasion" and not (value.isascii() and value.isdigit()):
        raise GameError(f"{token!r}: an evasion rating is a whole number, 0 or more (R-GEAR-1)")
    if key in ("foe_weapon", "evasion"):
        return key, int(value)
    if key == "foe_armour":
        kind = parse(ArmourKind, value, "foe_armour")
        return key, "" if kind is ArmourKind.NONE else kind.value
    if key == "activity":
        return key, parse(Activity, value, "activity").value
    if key == "aide":
        return key, match_name(value, [a.name for a in character.assets], "asset")
    raise GameError(f"don't know {token!r}: the !NAME=VALUE markers are {', '.join(VALUED)}")


def _named(character: Character, details: Sequence[str], part: str, helps: bool) -> tuple[str, str]:
    """``+name``/``-name``: the :data:`LISTED` field the name goes in, and its full name."""
    if ":" in part and character.assets:
        return "asset_helps", _asset_descriptor(character, part)
    descriptors = [d.name for d in character.descriptors]
    conditions = [c.name for c in character.conditions]
    what = "Descriptor, Condition or scene Detail"
    name = match_name(part, [*descriptors, *conditions, *details], what)
    if name in descriptors:
        return ("helps" if helps else "hinders"), name
    return ("conditions" if name in conditions else "details"), name


def _asset_descriptor(character: Character, part: str) -> str:
    """``Old_Bess:quick`` → ``"Old Bess: Quick on the trail"``: an asset's Trademark or Flaw,
    helping or hindering by its kind whatever the sign (R-CHAR-4)."""
    name, _, descriptor = part.partition(":")
    asset = character.asset(match_name(name, [a.name for a in character.assets], "asset"))
    found = match_name(descriptor, [*asset.trademarks, *asset.flaws], f"Descriptor of {asset.name}")
    return f"{asset.name}: {found}"


def key_values(pairs: list[str]) -> PlainDict:
    """``key=value`` words as arguments: true/false, whole numbers and a,b lists read."""
    out: PlainDict = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise GameError(f"expected KEY=VALUE, got {pair!r}")
        out[key.strip().replace("-", "_")] = parse_value(value)
    return out


def parse_value(text: str) -> bool | int | list[str] | str:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low.lstrip("+-").isdigit():
        return int(low)
    if "," in text:
        return [t.strip() for t in text.split(",") if t.strip()]
    return text


SHELL_COMMANDS = ("undo", "redo", "help", "quit")
"""Slash commands a shell runs itself (``/undo`` is ctrl+z)."""


class ShellCommand(Struct, frozen=True):
    name: str  # one of SHELL_COMMANDS


def read_line(
    line: str,
    *,
    world: bool,
    likelihood: Likelihood,
    character: Character,
    details: Sequence[str] = (),
) -> Command | ShellCommand:
    """Read one typed line; GameError names what cannot be read."""
    line = line.strip()
    if not line:
        raise GameError("type a question first, e.g. Do I climb the wall?")
    if not line.startswith("/"):
        if world:
            return Ask(world_question(line, likelihood))
        return Ask(action_question(line, character, details))
    command, _, rest = line.partition(" ")
    name = command[1:]
    if name == "world":
        return Ask(world_question(rest, likelihood))
    if name == "action":  # an action whatever the phrasing (R-ORA-4)
        return Ask(action_question(rest, character, details))
    if name == "scene":
        return scene_line(rest)
    if name == "end":
        return end_line(rest)
    if name == "act":
        return act_line(rest)
    if name in SHELL_COMMANDS:
        return ShellCommand(name)
    raise GameError(f"unknown command {command}; press F1 for the commands")


PLANNED = "!planned"
"""Ends a ``/scene`` line whose scene is planned: no scene test (R-GM-2)."""


def scene_line(rest: str) -> StartScene:
    """``The crypt @underground = the door is shut !planned``: the title, its place or
    tag after ``@``, what the player expects after ``=`` (R-GM-2) and ``!planned`` for no
    test."""
    planned = rest.rstrip().endswith(PLANNED)
    rest = rest.rstrip().removesuffix(PLANNED) if planned else rest
    rest, _, expect = rest.partition("=")
    title, _, where = rest.partition("@")
    test = False if planned else None
    if is_setting_word(where):  # /scene The crypt @underground: a tag
        return StartScene(title.strip(), where.strip(), expect=expect.strip(), test=test)
    return StartScene(title.strip(), place=where.strip(), expect=expect.strip(), test=test)


CONTROL_WORDS = {"": None, "+": True, "-": False, "in control": True, "not in control": False}
"""What may follow ``/end``: whether the hero was in control (R-GM-1; nothing: the
scene's answers say)."""


def end_line(rest: str) -> EndScene:
    """``/end``, ``/end +`` (in control) or ``/end -`` (not)."""
    said = " ".join(rest.lower().split())
    if said not in CONTROL_WORDS:
        raise GameError(f"/end takes + (in control) or - (not), got {rest.strip()!r}")
    return EndScene(control=CONTROL_WORDS[said])


def act_line(rest: str) -> Command:
    """``ACTION key=value …`` as its command."""
    words = _words(rest, example='note text="The mill is burning"')
    if not words:
        raise GameError(f"name an action; one of: {', '.join(COMMANDS)}")
    return command_from(words[0], words_args(words[1:]), "/act")


def _words(text: str, example: str) -> list[str]:
    """``text`` split as a shell would; a sentence saying what to type when it cannot be."""
    try:
        return shlex.split(text)
    except ValueError as exc:
        if "quotation" in str(exc):
            raise GameError(
                f"a quote in {text.strip()!r} is not closed: close it, e.g. {example}"
            ) from None
        raise GameError(
            f"{text.strip()!r} ends with a lone \\: remove it, or write \\\\ for a backslash"
        ) from None


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
