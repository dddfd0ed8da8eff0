"""What the Odds lab screen asks the lab: the form's raw values, read into a
:class:`~solo.lab.Setup` and a :class:`~solo.lab.Policy`, and the answer it shows.

No ``textual`` here: the screen hands over strings and flags, gets back exact odds (or a
ValueError naming the one bad value), and draws them.
"""

from __future__ import annotations

import shlex
from collections.abc import Container, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.dice import mechanic
from solo.dice.base import OPPOSITION
from solo.lab.conflict import ConflictOdds, solve
from solo.lab.setup import MAX_START, Policy, Setup, answer_from

if TYPE_CHECKING:
    from solo.game.campaign import Campaign

CHART_POOLS = 9
"""The chart shows opposition pools 0..8 (further when the pool asked is bigger)."""

AXES = ("pool", "strength", "length")
"""What the chart shows: P(win) by the opposition's Resolve pool or by its strength
(R-OPP-1), or how long the conflict lasts (its exchanges, from the odds themselves)."""


class LabForm(Struct, frozen=True):
    """The screen's inputs as typed: the same as ``solo lab conflict``'s flags."""

    system: str = "fubar"
    options: str = ""
    bonus: str = "0"
    penalty: str = "0"
    strength: str = "average"
    resolve: str = "5"
    pool: str = "5"
    reroll_below: str = ""
    keep: str = "0"
    concede_at: str = ""
    risky: bool = False
    yes_and_costs_two: bool = False
    soak: str = "0"
    variant: str = "resolve"
    best: bool = False
    axis: str = "pool"


def whole(text: str, name: str, lo: int = 0, hi: int = MAX_START) -> int:
    """A whole number in ``lo..hi``, or a ValueError naming the field and the value."""
    try:
        value = int(str(text).strip())
    except ValueError:
        raise ValueError(f"{name}: {text!r} is not a whole number") from None
    if not lo <= value <= hi:
        raise ValueError(f"{name}: {value} is out of range ({lo} to {hi})")
    return value


def system_options(system: str, text: str) -> dict[str, bool | int | str]:
    """``power=2 more_ands`` → the system's own options (names as in ``solo odds``).
    Options are split by spaces or commas; a comma followed by something that is not an
    option name belongs to the value (``allies=2,3``), and a quoted value is kept whole."""
    mech = mechanic(system)
    known = {opt.name: opt for opt in mech.options}
    out: dict[str, bool | int | str] = {}
    for token in _option_tokens(text, known):
        name, eq, raw = token.partition("=")
        key = _option_key(name)
        opt = known.get(key)
        if opt is None:
            names = ", ".join(known) or "none"
            raise ValueError(f"options: unknown {mech.name} option {name!r} (known: {names})")
        if opt.kind == "flag":
            out[key] = not eq or raw.strip().lower() in ("1", "yes", "true", "on")
        elif opt.kind == "int":
            out[key] = whole(raw, key, -99, 99)
        else:
            out[key] = raw
    return out


def _option_key(name: str) -> str:
    return name.strip().lstrip("-").replace("-", "_")


def _option_tokens(text: str, known: Container[str]) -> list[str]:
    """The ``name=value`` words of ``text``, shell-quoted values unquoted."""
    lexer = shlex.shlex(text, posix=True, punctuation_chars=",")
    lexer.whitespace_split = True
    try:
        words = list(lexer)
    except ValueError:
        raise ValueError(f"options: a quote is not closed in {text!r}") from None
    tokens: list[str] = []
    commas = ""
    for word in words:
        if not word.strip(","):
            commas = word  # a separator, or part of a value if a value follows
            continue
        if commas and tokens and _option_key(word.partition("=")[0]) not in known:
            tokens[-1] += commas + word  # the rest of a value such as allies=2,3
        else:
            tokens.append(word)
        commas = ""
    return tokens


def option_hint(system: str) -> str:
    """A placeholder listing the system's own options."""
    names = [opt.name for opt in mechanic(system).options]
    return " ".join(f"{n}=…" for n in names[:3]) or "(none for this system)"


def read_form(form: LabForm) -> tuple[Setup, Policy]:
    """The lab's question; a ValueError (one line, naming the value) if any field is bad."""
    options = {
        **system_options(form.system, form.options),
        "bonus": whole(form.bonus, "bonus", 0, 30),
        "penalty": whole(form.penalty, "penalty", 0, 30),
        "opposition": form.strength,
    }
    setup = Setup.build(
        form.system,
        options,
        resolve=whole(form.resolve, "Resolve"),
        pool=whole(form.pool, "pool"),
        variant=form.variant,
        soak=whole(form.soak, "soak", 0, 9),
        yes_and_costs_two=form.yes_and_costs_two,
    )
    concede = form.concede_at.strip()
    policy = Policy(
        reroll_below=answer_from(form.reroll_below or None, "reroll below"),
        keep=whole(form.keep, "keep"),
        concede_at=None if not concede else whole(concede, "concede at", -1),
        risky=form.risky,
    )
    return setup, policy


class BestAnswer(Struct, frozen=True):
    odds: ConflictOdds
    advice: tuple[str, ...]


class LabAnswer(Struct, frozen=True):
    """What the screen shows: the exact odds of the policy, the chart's rows — P(win) at
    each opposition pool or strength, ``marked`` the one asked; none for the length, which
    ``odds`` carries — and best play when asked."""

    odds: ConflictOdds
    curve: tuple[tuple[str, Fraction], ...]
    marked: str
    best: BestAnswer | None = None


def chart_pools(pool: int) -> Sequence[int]:
    return range(max(CHART_POOLS, pool + 1))


def answer(setup: Setup, policy: Policy, best: bool = False, axis: str = "pool") -> LabAnswer:
    """Every number the screen shows, exact; the chart's rows along ``axis`` (one of
    :data:`AXES`). Best play can take a while at big pools: the screen calls this in a
    worker thread."""
    from solo.lab.grid import strength_grid, win_grid

    odds = solve(setup, policy)
    curve: tuple[tuple[str, Fraction], ...]
    if axis == "strength":
        curve = tuple((c.strength, c.win) for c in strength_grid(setup, policy))
        marked = next(s for s, _ in curve if OPPOSITION[s] == setup.params.opposition_mod)
    elif axis == "pool":
        cells = win_grid(setup, policy, [setup.resolve], chart_pools(setup.pool))
        curve = tuple((f"pool {cell.pool}", cell.win) for cell in cells)
        marked = f"pool {setup.pool}"
    elif axis == "length":
        curve, marked = (), ""
    else:
        raise ValueError(f"chart: unknown axis {axis!r}; expected one of {', '.join(AXES)}")
    best_answer = None
    if best:
        from solo.lab.advice import advice
        from solo.lab.best import BestPlayer

        player = BestPlayer(setup, "win")
        best_answer = BestAnswer(player.solve(), tuple(advice(player.table())))
    return LabAnswer(odds, curve, marked, best_answer)


def campaign_form(campaign: Campaign) -> LabForm:
    """The form prefilled from an open campaign: its system and options, variant, the
    hero's Resolve (or the variant's losses left) and the opposition in play."""
    econ = campaign.economy
    resolve = econ.losses_left(campaign.state) if econ.losses_count_down else 5
    known = {opt.name for opt in mechanic(campaign.system).options}
    form = LabForm(
        system=campaign.system,
        options=" ".join(
            _option_text(k, v, known) for k, v in campaign.system_options.items() if v is not None
        ),
        resolve=str(min(max(int(resolve), 0), MAX_START)),
        variant=campaign.variant,
    )
    opposition = campaign.opposition
    if opposition is not None:
        form = replace(
            form,
            strength=opposition.strength,
            pool=str(min(max(opposition.resolve, 0), MAX_START)),
        )
    return form


def _option_text(key: str, value: object, known: Container[str]) -> str:
    """One option as the form's text, read back by :func:`system_options` to the same
    value: a list comma-joined (``allies=2,3``), quoted only when it would not read back
    whole (spaces, quotes, a comma before an option's name)."""
    if value is True:
        return key
    if value is False:
        return f"{key}=no"
    if isinstance(value, list | tuple):
        value = ",".join(str(v) for v in value)
    bare = f"{key}={value}"
    try:
        if _option_tokens(bare, known) == [bare]:
            return bare
    except ValueError:  # an unclosed quote in the value
        pass
    quoted = str(value).replace("'", "'\"'\"'")  # shlex.quote leaves commas bare
    return f"{key}='{quoted}'"
