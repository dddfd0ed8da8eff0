"""New campaigns: from a character file, or the shipped demo hero."""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path

from solo.game.campaign import Campaign
from solo.game.command_args import command_from
from solo.game.commands import Command
from solo.game.errors import GameError
from solo.game.story.commands import SetOpposition, StartScene, StartSession
from solo.rules.character.sheet import Character
from solo.vocabulary import Plain, plain_list, plain_mapping

DEMO_NAME = "demo"


def read_character_file(path: Path) -> dict[str, object]:
    """A YAML file with a ``character:`` mapping (and optional ``genre``, ``scene``,
    ``opposition``), or just the character mapping itself."""
    from solo.regular_files import read_regular
    from solo.saves.errors import SaveError
    from solo.saves.yamlio import MAX_BYTES, load_yaml  # plain data only, alias bombs refused

    try:  # a regular file of at most MAX_BYTES: never a FIFO or /dev/zero
        data = load_yaml(read_regular(path, MAX_BYTES), path)
    except OSError as exc:
        raise GameError(f"{path}: cannot read: {exc.strerror}") from None
    except SaveError as exc:
        raise GameError(str(exc)) from None
    if not isinstance(data, dict):
        raise GameError(f"{path}: expected a mapping with a 'character' key")
    return data if "character" in data else {"character": data}


def new_campaign(
    name: str,
    sheet: Mapping[str, object],
    *,
    system: str = "fubar",
    variant: str = "resolve",
    seed: int | None = None,
    genre: str | None = None,
    where: str = "character file",
    system_options: Mapping[str, Plain] | None = None,
    mechanic_file: str = "",
) -> Campaign:
    """A new campaign; ``mechanic_file`` is the text of a described mechanic's file when
    ``system`` is its name (the campaign keeps it, so the save plays without the file)."""
    if mechanic_file:
        from solo.game.campaign import know_mechanic

        know_mechanic(mechanic_file, system)
    raw = sheet.get("character")
    if not isinstance(raw, dict):
        raise GameError(f"{where}: 'character' must be a mapping")
    from solo.game.options import split_options

    listed = sheet.get("options") or {}
    if not isinstance(listed, dict):
        raise GameError(f"{where}: 'options' must be a mapping of option: value")
    split = split_options({**listed, **(system_options or {})}, variant)
    try:
        character = Character.from_dict(with_defaults(raw)).check_new(split.character)
    except ValueError as exc:
        raise GameError(f"{where}: {exc}") from None
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    options = split.system
    if system == "frameworks" and "focus" in options:
        raise GameError(
            "focus is spent after the roll from the hero's focus points: set focus_points=N "
            "and use the focus action on a waiting roll (R-FW-3)"
        )
    if system == "d6" and ("cp" in options or "fate" in options):
        raise GameError(
            "Character Points and Fate Points come from the hero's pools, spent per roll: "
            "set character_points=N and fate_points=N, then spend them with a question's "
            "cp=N / fate=true (R-D6-5, R-D6-6)"
        )
    if options:  # check them now, not at the first question
        from solo.dice import mechanic

        try:
            mechanic(system).params(**options)
        except ValueError as exc:
            raise GameError(str(exc)) from None
    return Campaign(
        name=name,
        character=character,
        system=system,
        variant=variant,
        seed=seed,
        genre=genre if genre is not None else _genre(sheet.get("genre"), where),
        system_options=options,
        mechanic_file=mechanic_file,
        variant_options=split.variant,
        character_options=split.character,
        play_options=split.play,
        points=split.points,
        tension=split.pacing.tension,
        events=split.pacing.events,
    )


def opening_scene(scene: Mapping[str, object]) -> StartScene:
    """A hero file's opening scene: its title, place and tags (a list or a comma text), or
    the old one-word ``setting``."""
    raw = scene.get("tags", ())
    words = raw.replace(",", " ").split() if isinstance(raw, str) else raw
    tags = tuple(str(t) for t in words) if isinstance(words, (list, tuple)) else ()
    return StartScene(
        str(scene["title"]),
        str(scene.get("setting", "")),
        place=str(scene.get("place", "")),
        tags=tags,
    )


def opening_commands(sheet: Mapping[str, object]) -> list[Command]:
    """The journalled first steps of a new campaign: session 1, the opening scene, a foe
    (its fields read from the hero file as ``solo act`` reads them, refused by name)."""
    steps: list[Command] = [StartSession()]
    scene = sheet.get("scene")
    if isinstance(scene, dict) and scene.get("title"):
        steps.append(opening_scene(scene))
    opp = sheet.get("opposition")
    if isinstance(opp, dict) and opp.get("name"):
        fields = {k: opp[k] for k in ("name", "strength", "pool", "scale") if k in opp}
        steps.append(command_from(SetOpposition.action, fields))
    return steps


def with_defaults(raw: Mapping[str, object]) -> dict[str, object]:
    """A character mapping with its Goals spelled out (status, milestones as mappings)."""
    goals: list[object] = []
    for goal in plain_list(raw.get("goals", []) or [], "a character's goals"):
        record = {"text": goal} if isinstance(goal, str) else plain_mapping(goal, "a Goal")
        milestones = plain_list(record.get("milestones", []) or [], "a Goal's milestones")
        goals.append(
            {
                "status": "active",
                **record,
                "milestones": [m if isinstance(m, dict) else {"text": m} for m in milestones],
            }
        )
    return {**raw, "goals": goals}


def _genre(value: object, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise GameError(f"{where}: 'genre' must be a text, got {value!r}")
