"""Lever prices: what each lever the system has is worth in P(win), for one conflict
(issue 23, item 2).

A :class:`Lever` is one change to the conflict a designer (or a player) can make — one
more bonus die, a free reroll, a point of soak, +1 Resolve, a Character Point each roll,
the foe's pool one lower… — written as the :class:`~solo.lab.Setup` it leads to. Its
price is the exact change in P(win) (and in P(out)) against the conflict as given,
played the same way; :func:`price_levers` ranks them, biggest gain first. Which levers
a conflict has depends on its system (d6's pips, Character and Fate Points; frameworks'
focus and venture), its economy variant (Resolve, Doom, Life, FU) and where it stands
(a penalty die to lose, armour that can still grow, a foe pool above 0). docs/lab.md
says what each one means.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from enum import Enum
from fractions import Fraction

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.base import OPPOSITION, Params
from solo.lab.best import BestPlayer
from solo.lab.conflict import ConflictOdds, solve
from solo.lab.setup import MAX_START, Policy, Setup

MAX_SOAK = 9
MAX_FREE_REROLLS = 9


class Side(Enum):
    """Whose lever it is: the hero's, or the foe's (a designer's knob on the opposition)."""

    HERO = "hero"
    FOE = "foe"


class Lever(Struct, frozen=True):
    """One change to the conflict: ``key`` its machine name, ``name`` a short label,
    ``means`` what it stands for at the table, ``setup`` the conflict with it."""

    key: str
    name: str
    side: Side
    means: str
    setup: Setup


class Price(Struct, frozen=True):
    """A lever and the conflict with it: ``win`` and ``out`` its exact odds, and the
    change against the conflict as given."""

    lever: Lever
    odds: ConflictOdds

    win_delta: Fraction
    out_delta: Fraction


class LeverPrices(Struct, frozen=True):
    """The conflict as given (``odds``) and every lever's price, biggest gain first."""

    setup: Setup
    policy: Policy | None  # None: best play
    odds: ConflictOdds
    prices: tuple[Price, ...]


def price_levers(setup: Setup, policy: Policy | None = None, *, best: bool = False) -> LeverPrices:
    """Every lever of ``setup`` priced in P(win), played by ``policy`` (default: never
    reroll, never concede) or, with ``best``, by best play (maximising P(win)) with and
    without each lever. Ranked by the gain in P(win), then by the lower P(out)."""
    own = policy or Policy()

    def solved(s: Setup) -> ConflictOdds:
        return BestPlayer(s, "win").solve() if best else solve(s, own)

    base = solved(setup)
    prices = []
    for lever in levers(setup):
        odds = solved(lever.setup)
        prices.append(Price(lever, odds, odds.win - base.win, odds.out - base.out))
    prices.sort(key=lambda p: (-p.win_delta, p.out_delta))
    return LeverPrices(setup, None if best else own, base, tuple(prices))


def levers(setup: Setup) -> list[Lever]:
    """The levers ``setup`` has, hero's first, then the foe's; each one whose change is
    possible (a penalty die to remove, a value below its limit, a valid option)."""
    found: list[Lever] = []
    for make in (*HERO_LEVERS, *SYSTEM_LEVERS.get(setup.system, ()), *FOE_LEVERS):
        found.extend(make(setup))
    return found


LeverMaker = Callable[[Setup], Iterator[Lever]]


def _with_options(setup: Setup, **changes: object) -> Setup | None:
    """``setup`` with its dice options changed, validated by the mechanic; None when
    the mechanic refuses them (a Character Point over the limit, say)."""
    options: Mapping[str, object] = {**setup.params.as_dict(), **changes}
    try:
        params: Params = setup.mechanic.params(**options)
    except ValueError:
        return None
    return replace(setup, params=params)


def _bonus_die(setup: Setup) -> Iterator[Lever]:
    changed = _with_options(setup, bonus=setup.params.bonus + 1)
    if changed is not None:
        yield Lever(
            "bonus_die",
            "+1 bonus die",
            Side.HERO,
            "one more die in the hero's favour on every roll: a fitting Descriptor, a "
            "positive Condition, the better weapon, armour above the weapon faced",
            changed,
        )


def _penalty_die(setup: Setup) -> Iterator[Lever]:
    if setup.params.penalty > 0:
        changed = _with_options(setup, penalty=setup.params.penalty - 1)
        if changed is not None:
            yield Lever(
                "penalty_die",
                "-1 penalty die",
                Side.HERO,
                "one penalty die fewer on every roll: a Flaw or negative Condition gone",
                changed,
            )


def _free_reroll(setup: Setup) -> Iterator[Lever]:
    if setup.free_rerolls < MAX_FREE_REROLLS:
        yield Lever(
            "free_reroll",
            "one free reroll",
            Side.HERO,
            "once in the conflict, reroll an answer below the policy's reroll rung "
            "(Yes-but when it names none) at no cost",
            replace(setup, free_rerolls=setup.free_rerolls + 1),
        )


TRACK_LEVER = {
    "resolve": ("resolve", "+1 Resolve", "one more Resolve at the start (a higher cap)"),
    "doom": ("doom", "+1 Doom headroom", "one more Doom before out (Doom one lower)"),
    "split": ("life", "+1 Life", "one more Life at the start"),
}


def _track(setup: Setup) -> Iterator[Lever]:
    if setup.variant in TRACK_LEVER and setup.resolve < MAX_START:
        key, name, means = TRACK_LEVER[setup.variant]
        yield Lever(key, name, Side.HERO, means, replace(setup, resolve=setup.resolve + 1))


def _fu(setup: Setup) -> Iterator[Lever]:
    if setup.variant in ("split", "consequences") and setup.fu < MAX_START:
        yield Lever(
            "fu",
            "+1 FU",
            Side.HERO,
            "one more FU point at the start: one more reroll the hero can pay for",
            replace(setup, fu=setup.fu + 1),
        )


def _soak(setup: Setup) -> Iterator[Lever]:
    if setup.soak < MAX_SOAK:
        yield Lever(
            "soak",
            "+1 soak",
            Side.HERO,
            "armour one step heavier (light 1, medium 2, heavy 3) or a shield: one "
            "more loss taken by the armour instead of the hero",
            replace(setup, soak=setup.soak + 1),
        )


def _pip(setup: Setup) -> Iterator[Lever]:
    changed = _with_options(setup, pip_bonus=_option(setup, "pip_bonus") + 1)
    if changed is not None:
        yield Lever("pip", "+1 pip", Side.HERO, "one more pip on the total of every roll", changed)


def _character_point(setup: Setup) -> Iterator[Lever]:
    changed = _with_options(setup, cp=_option(setup, "cp") + 1)
    if changed is not None:
        yield Lever(
            "character_point",
            "+1 Character Point a roll",
            Side.HERO,
            "one more Character Point spent on every roll: an extra Wild Die whose 1 is only a 1",
            changed,
        )


def _fate_point(setup: Setup) -> Iterator[Lever]:
    yield from _switched_on(
        setup,
        "fate",
        "fate_point",
        "a Fate Point a roll",
        "a Fate Point spent on every roll (a climactic round): the code's dice and pips doubled",
    )


def _focus(setup: Setup) -> Iterator[Lever]:
    yield from _switched_on(
        setup,
        "focus",
        "focus",
        "focus each roll",
        "a focus point spent on every roll: two more dice",
    )


def _switched_on(setup: Setup, option: str, key: str, name: str, means: str) -> Iterator[Lever]:
    """The hero's lever of a yes/no option the system has, when it is off."""
    if not _option(setup, option):
        changed = _with_options(setup, **{option: True})
        if changed is not None:
            yield Lever(key, name, Side.HERO, means, changed)


def _venture(setup: Setup) -> Iterator[Lever]:
    venture = _option(setup, "venture")
    if venture > 0:
        changed = _with_options(setup, venture=venture - 1)
        if changed is not None:
            yield Lever(
                "venture",
                "-1 venture",
                Side.HERO,
                "one venture fewer: one high die fewer removed",
                changed,
            )


def _foe_pool(setup: Setup) -> Iterator[Lever]:
    if setup.slots is None and setup.pool > 0:
        yield Lever(
            "foe_pool",
            "foe pool -1",
            Side.FOE,
            "the opposition's Resolve pool one lower",
            replace(setup, pool=setup.pool - 1),
        )


def _foe_strength(setup: Setup) -> Iterator[Lever]:
    weaker = _weaker(setup.params.opposition_mod)
    if weaker is not None:
        changed = _with_options(setup, opposition=weaker)
        if changed is not None:
            yield Lever(
                "foe_strength",
                f"foe weaker: {weaker}",
                Side.FOE,
                "the opposition one strength step weaker",
                changed,
            )


def _weaker(modifier: int) -> str | None:
    """The opposition strength one step weaker (its modifier one higher), if any."""
    return next((name for name, m in OPPOSITION.items() if m == modifier + 1), None)


def _option(setup: Setup, name: str) -> int:
    """A whole-number or flag option of the system (a flag reads as 0 or 1)."""
    value = setup.params.as_dict()[name]
    return int(value) if isinstance(value, (int, bool)) else 0


HERO_LEVERS: tuple[LeverMaker, ...] = (
    _bonus_die,
    _penalty_die,
    _free_reroll,
    _track,
    _fu,
    _soak,
)
SYSTEM_LEVERS: dict[str, tuple[LeverMaker, ...]] = {
    "d6": (_pip, _character_point, _fate_point),
    "frameworks": (_focus, _venture),
}
FOE_LEVERS: tuple[LeverMaker, ...] = (_foe_pool, _foe_strength)
