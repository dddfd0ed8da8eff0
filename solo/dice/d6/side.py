"""One side of a D6 System roll: normal dice, the Wild Die chain, Character Point chains.

Reads faces into :class:`Die` records and a total (R-D6-1, R-D6-2, R-D6-3, R-D6-5),
and throws exploding chains with an injected RNG.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from msgspec import Struct

from solo.dice.rolls import KEPT, REMOVED, Die

CANCEL, COMPLICATION = "cancel", "complication"
WILD_OPTIONS = (CANCEL, COMPLICATION)


class SideRead(Struct, frozen=True):
    """A side's dice as read, its total, and whether its Wild Die opened with a 1."""

    dice: tuple[Die, ...]
    total: int
    critical: bool
    removed_face: int | None = None


def roll_chain(rng: random.Random) -> tuple[int, ...]:
    """Throw one exploding d6: keep rolling while it shows 6 (R-D6-2)."""
    chain = [rng.randint(1, 6)]
    while chain[-1] == 6:
        chain.append(rng.randint(1, 6))
    return tuple(chain)


def check_faces(faces: Sequence[int], what: str) -> tuple[int, ...]:
    out = tuple(faces)
    for face in out:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise ValueError(f"a d6 shows 1-6, got {face!r} in {what}")
    return out


def check_chain(chain: Sequence[int], what: str) -> tuple[int, ...]:
    """A typed-in exploding chain must be 6, 6, …, then one face 1-5."""
    out = check_faces(chain, what)
    if not out:
        raise ValueError(f"{what} has no faces; give at least one")
    if any(face != 6 for face in out[:-1]):
        raise ValueError(
            f"{what} {','.join(map(str, out))}: only a 6 rolls again, "
            "so every face but the last must be 6"
        )
    if out[-1] == 6:
        raise ValueError(
            f"{what} {','.join(map(str, out))} ends on a 6, which rolls again; add the next face"
        )
    return out


def read_side(
    normal: tuple[int, ...],
    wild: tuple[int, ...],
    cp_chains: tuple[tuple[int, ...], ...],
    pips: int,
    option: str,
    side: str = "acting",
) -> SideRead:
    """Total one side; ``side`` is ``acting`` or ``against`` (which names its faces)."""
    normal_group, wild_group = ("dice", "wild") if side == "acting" else ("against", "against_wild")
    critical = wild[0] == 1
    cancel = critical and option == CANCEL
    removed_index = normal.index(max(normal)) if cancel and normal else None

    dice = [
        *_normal_dice(normal, removed_index, side, normal_group),
        *_wild_dice(wild, critical, cancel, side, wild_group),
        *_cp_dice(cp_chains, side),
    ]
    total = pips + sum(d.face for d in dice if d.status == KEPT)
    removed = normal[removed_index] if removed_index is not None else None
    return SideRead(tuple(dice), total, critical, removed)


def _normal_dice(
    normal: tuple[int, ...], removed_index: int | None, side: str, group: str
) -> list[Die]:
    """The normal dice; a critical failure under the cancel option removes the highest."""
    removed_why = "highest normal die, removed by the critical failure"
    return [
        Die("d6", face, REMOVED, removed_why, side, (group, i))
        if i == removed_index
        else Die("d6", face, KEPT, "", side, (group, i))
        for i, face in enumerate(normal)
    ]


def _wild_dice(
    wild: tuple[int, ...], critical: bool, cancel: bool, side: str, group: str
) -> list[Die]:
    """The Wild Die's chain: a 1 first is a critical failure, counted 0 (cancel) or 1 with
    a complication; each 6 rolls again."""
    dice: list[Die] = []
    for j, face in enumerate(wild):
        if j == 0 and cancel:
            dice.append(Die("wild", face, REMOVED, "critical failure: counts 0", side, (group, j)))
            continue
        why = _chain_why(j, face)
        if j == 0 and critical:
            why = "critical failure: counts 1 and brings a complication"
        dice.append(Die("wild", face, KEPT, why, side, (group, j)))
    return dice


def _cp_dice(cp_chains: tuple[tuple[int, ...], ...], side: str) -> list[Die]:
    """Each Character Point die's chain (R-D6-5): every 6 rolls again."""
    return [
        Die(
            "cp",
            face,
            KEPT,
            _chain_why(j, face) or ("Character Point die" if j == 0 else ""),
            side,
            ("cp", k),
        )
        for k, chain in enumerate(cp_chains)
        for j, face in enumerate(chain)
    ]


def _chain_why(position: int, face: int) -> str:
    if face == 6:
        return "6: rolls again"
    return "rolled again after a 6" if position else ""
