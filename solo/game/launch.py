"""Opening and creating games for the shells (CLI, TUI): saves folder, content, demo."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from solo import locations
from solo.game.errors import GameError
from solo.saves.store import SaveStore
from solo.vocabulary import Plain

if TYPE_CHECKING:
    from solo.game.engine import Game
    from solo.game.story.lonelog import ImportPlan, Planned
    from solo.tables.model import Library

# The engine, the hero's sheet, a new campaign's opening actions and the Lonelog import are
# imported in the functions that make or open a game: the saves folder and the content
# (all `solo status` needs from here between turns) need none of them.


def store_for(override: str | None = None) -> SaveStore:
    return SaveStore(locations.saves_dir(override), state_cache=locations.state_cache_file())


def load_content(extra: tuple[str, ...] = ()) -> tuple[Library, list[str]]:
    """The content library and its problems (one line each); broken packs are skipped."""
    from solo.tables.loader import load_library

    result = load_library(
        locations.shipped_content_dir(),
        user=locations.user_content_dir(),
        env=locations.env_content_dirs(),
        extra=extra,
        cache=locations.content_cache_file(),
    )
    return result.library, [str(e) for e in result.errors]


def check_content() -> tuple[Library | None, list[str]]:
    """The content's problems, as :func:`load_content` finds them, for a shell that may not
    need the library: None for it when the content cache vouches that the files load
    without problems (the library is not read then), else the library loaded."""
    from solo.tables.loader import check_library

    result = check_library(
        locations.shipped_content_dir(),
        user=locations.user_content_dir(),
        env=locations.env_content_dirs(),
        cache=locations.content_cache_file(),
    )
    if result is None:
        return None, []
    return result.library, [str(e) for e in result.errors]


def create_game(
    store: SaveStore,
    name: str,
    sheet: Mapping[str, object],
    library: Library | None,
    *,
    system: str = "fubar",
    variant: str = "resolve",
    seed: int | None = None,
    genre: str | None = None,
    where: str = "character file",
    system_options: Mapping[str, Plain] | None = None,
    mechanic_file: str = "",
) -> Game:
    from solo.game.engine import Game
    from solo.game.setup import new_campaign, opening_commands

    if genre is not None and library is not None:
        from solo.tables.known import check_genre

        try:
            genre = check_genre(library, genre)
        except ValueError as exc:
            raise GameError(str(exc)) from None
    campaign = new_campaign(
        name,
        sheet,
        system=system,
        variant=variant,
        seed=seed,
        genre=genre,
        where=where,
        system_options=system_options,
        mechanic_file=mechanic_file,
    )
    game = Game(store.create(name, campaign.to_dict()), library)
    try:
        for command in opening_commands(sheet):
            game.run(command)
    except BaseException:
        game.close()
        raise
    return game


def import_campaign(
    store: SaveStore,
    name: str,
    plan: ImportPlan,
    sheet: Mapping[str, object],
    *,
    system: str = "fubar",
    seed: int | None = None,
    genre: str | None = None,
) -> Game:
    """A new campaign made from a Lonelog log (:func:`solo.game.story.lonelog.plan_import`):
    the starter hero ``sheet`` renamed and given the log's Goals, then every line of the log
    journalled in order. Refused on the way (GameError): the campaign is removed again."""
    from solo.game.engine import Game
    from solo.game.setup import new_campaign
    from solo.game.story import lonelog

    hero = lonelog.hero_sheet(plan, sheet)
    campaign = lonelog.with_tracks(
        new_campaign(name, hero, system=system, seed=seed, genre=genre, where="the log's hero"),
        plan,
    )
    game = Game(store.create(name, campaign.to_dict()), None)
    try:
        with game.save.together():  # one write for the whole log
            for planned in lonelog.steps_for(campaign, plan):
                _run_planned(game, planned)
    except BaseException:
        store.discard(game.save)
        raise
    return game


def _run_planned(game: Game, planned: Planned) -> None:
    try:
        game.run(planned.command)
    except GameError:
        if planned.otherwise is None:
            raise
        game.run(planned.otherwise)


def open_game(store: SaveStore, name: str, library: Library | None) -> Game:
    """Open ``name``; the demo campaign is created on first use (a new campaign's setup and
    its opening commands imported only then)."""
    from solo.game.engine import Game

    if not store.exists(name):
        from solo.game.setup import DEMO_NAME, read_character_file

        if name == DEMO_NAME:
            demo = locations.demo_file()
            return create_game(store, name, read_character_file(demo), library, where=str(demo))
    return Game(store.open(name), library)


def character_sheet(path: str | None, genre: str | None = None) -> tuple[dict[str, object], str]:
    """The hero's sheet and where it was read: the file ``path``, else the starter hero of
    ``genre`` (:func:`solo.locations.starter_file`: the demo when the genre has none)."""
    from solo.game.setup import read_character_file

    file = Path(path) if path else locations.starter_file(genre)
    return read_character_file(file), str(file)
