"""Sessions, scenes and scenarios, a scene's Details added by hand, and the player's own notes. Each action returns a
:class:`Step` or raises :class:`GameError` with the rules' reason; a refused action changes
nothing."""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, guard, handles, paid
from solo.game.campaign import Campaign, Scene
from solo.game.errors import GameError
from solo.game.story.clocks import tick_clocks
from solo.game.story.commands import (
    AddDetail,
    EditScene,
    EndScenario,
    EndScene,
    EndSession,
    Keep,
    Note,
    RemoveDetail,
    ResolveCliffhanger,
    StartScene,
    StartSession,
)
from solo.game.story.emulator import run_test
from solo.game.story.scene_test import SceneTest
from solo.rules.clocks import Trigger
from solo.rules.conditions import Detail, Polarity, Tier
from solo.rules.conditions import end_scene as _end
from solo.rules.tension import moved
from solo.tables.places import (
    PlaceTag,
    check_scene_tags,
    guess_tags,
    is_setting_word,
    parse_scene_tags,
    setting_place,
    tags_text,
)


@handles(StartSession)
def start_session(camp: Campaign, ctx: Context, cmd: StartSession) -> Step:
    if camp.in_session:
        raise GameError(f"session {camp.session} is already under way; end it first")
    reply = camp.economy.start_session(camp.economy_state, cliffhanger=camp.cliffhanger)
    return paid(
        camp,
        reply,
        f"Session {camp.session + 1} begins",
        session=camp.session + 1,
        in_session=True,
        cliffhanger=False,
        drawn=(),  # a new session may draw every entry again (R-GM-6)
    )


@handles(EndSession)
def end_session(camp: Campaign, ctx: Context, cmd: EndSession) -> Step:
    """The session ends, and its open scene with it; a cliffhanger's scene stays open, to
    go on next session (R-RES-4)."""
    cliffhanger, text = cmd.cliffhanger, cmd.text.strip()
    if not camp.in_session:
        raise GameError("no session is under way")
    if text and not cliffhanger:
        raise GameError("only a cliffhanger has a text: add cliffhanger=true")
    ended: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    if camp.scene.open and not cliffhanger:
        scene_end = end_scene(camp, ctx, EndScene(keep_opposition=cmd.keep_opposition))
        camp, ended, changes = scene_end.campaign, (scene_end.title,), scene_end.changes
    new = camp.evolve(in_session=False, cliffhanger=bool(cliffhanger))
    note = (
        ("Ends on a cliffhanger: next session's +2 waits until that scene resolves (R-RES-4)")
        if cliffhanger
        else "Session ends"
    )
    told = (f"Cliffhanger: {text}",) if text else ()
    return Step(new, f"Session {camp.session} ends", (*ended, note, *told), changes)


@handles(ResolveCliffhanger)
def resolve_cliffhanger(camp: Campaign, ctx: Context, cmd: ResolveCliffhanger) -> Step:
    return paid(
        camp, camp.economy.resolve_cliffhanger(camp.economy_state), "The cliffhanger resolves"
    )


@handles(StartScene)
def start_scene(camp: Campaign, ctx: Context, cmd: StartScene) -> Step:
    """A new scene, with its place and tags (R-GM-6); one still running ends first
    (R-COND-5, R-COND-2)."""
    title = cmd.title
    if not title.strip():
        raise GameError("a scene needs a title, e.g. 'The flooded crypt'")
    place, tags = _place_of(cmd, ctx)
    ended: Step | None = None
    if camp.scene.open:
        ended = end_scene(camp, ctx, EndScene(keep_opposition=cmd.keep_opposition))
        camp = ended.campaign
    testing = _testing(camp, cmd)
    scene = Scene(camp.scene.number + 1, title.strip(), place, tags, _lasting(camp), open=True)
    new = camp.evolve(scene=scene)
    details: tuple[str, ...] = (f"Place: {scene.where}",) if scene.where else ()
    test: SceneTest | None = None
    ticked: tuple[str, ...] = ()
    if testing:
        tested = run_test(new, ctx.rng, ctx.library, expect=cmd.expect, dice=cmd.dice)
        new, test = tested.campaign, tested.test
        details += test.lines()
        if test.event is not None:  # an interrupted scene's event ticks event clocks (R-GM-5)
            clocks = tick_clocks(new, Trigger.EVENT)
            new, ticked = clocks.campaign, clocks.changes + clocks.fired
    step = Step(
        new,
        f"Scene {new.scene.number}: {new.scene.title}",
        details,
        ticked,
        scene_test=test,
        event=None if test is None else test.event,
    )
    if ended is None:
        return step
    return replace(step, details=(f"{ended.title} first", *details), changes=ended.changes + ticked)


def _testing(camp: Campaign, cmd: StartScene) -> bool:
    """Whether the new scene is tested (R-GM-2): as the player says, else yes except for a
    campaign's first scene and a cliffhanger not yet resolved (planned scenes)."""
    if cmd.dice is not None and cmd.test is False:
        raise GameError("dice were given for a scene test that is switched off (test=false)")
    if cmd.test is not None:
        return cmd.test
    if cmd.dice is not None:
        return True
    return camp.scene.number > 0 and not camp.state.session.cliffhanger_pending


def _place_of(cmd: StartScene, ctx: Context) -> tuple[str, frozenset[PlaceTag]]:
    """The new scene's place and tags: as given, else guessed from the place's words (the
    title's when no place is given). An old ``setting`` word adds its tag; with content
    loaded a word that is no tag is refused as ``solo prep --setting`` refuses it (an old
    journal replayed without content takes it as the place)."""
    word = cmd.setting.strip()
    if word and ctx.library is not None and not is_setting_word(word):
        from solo.tables.known import check_setting

        guard(check_setting, ctx.library, word)
    place = cmd.place.strip()
    tags = set(guard(parse_scene_tags, cmd.tags))
    old_place, old_tags = setting_place(cmd.setting)
    place = place or old_place
    tags |= old_tags
    if not tags:
        tags = set(guess_tags(place or cmd.title))
    return place, guard(check_scene_tags, tags)


@handles(EditScene)
def edit_scene(camp: Campaign, ctx: Context, cmd: EditScene) -> Step:
    """The open scene's place and tags changed (R-GM-6)."""
    if not camp.scene.open:
        raise GameError("no scene is open: start one first")
    scene = camp.scene
    place = scene.place if cmd.place is None else cmd.place.strip()
    if cmd.tags is not None:
        tags = guard(parse_scene_tags, cmd.tags)
    elif place != scene.place:
        tags = guess_tags(place)
    else:
        tags = scene.tags
    if (place, tags) == (scene.place, scene.tags):
        raise GameError("the scene is already there: give a new place= or tags=")
    new = replace(scene, place=place, tags=tags)
    return Step(
        camp.evolve(scene=new),
        f"Scene {scene.number} is now: {new.where or 'anywhere'}",
        (f"Tags: {tags_text(tags) or 'none'}",),
    )


@handles(EndScene)
def end_scene(camp: Campaign, ctx: Context, cmd: EndScene) -> Step:
    """Minor Conditions and the scene's Details end (R-COND-5, R-COND-2); its opposition
    leaves with it unless the player keeps it (R-OPP-1, docs/rules-decisions.md)."""
    if not camp.scene.open:
        raise GameError("no scene is open")
    ended = _end(camp.scene.key, camp.character.conditions, camp.scene.details)
    character = replace(camp.character, conditions=ended.conditions)
    leaving = camp.opposition if not cmd.keep_opposition else None
    new = camp.evolve(
        character=character,
        scene=replace(camp.scene, open=False, details=ended.details),
        points=camp.points.scene_ends(),  # the climactic Fate Point's doubling (R-D6-6)
        opposition=None if leaving is not None else camp.opposition,
    )
    changes = [
        f"Condition ends with the scene: {c.name} (R-COND-5)" for c in ended.ended_conditions
    ]
    changes += [f"Detail ends with the scene: {d.name} (R-COND-2)" for d in ended.ended_details]
    if leaving is not None:
        changes.append(f"{leaving.name} leaves with the scene (R-OPP-1)")
    in_control = camp.scene.in_control if cmd.control is None else cmd.control
    new, said = _tension_moved(new, in_control)
    return Step(new, f"Scene {camp.scene.number} ends", (), (*changes, said))


def _tension_moved(camp: Campaign, in_control: bool) -> tuple[Campaign, str]:
    """Tension after the scene: one down when the hero was in control, one up when not,
    within 1..9 (R-GM-1); the journal's line for it."""
    tension = moved(camp.tension, in_control=in_control)
    how = "in control" if in_control else "not in control"
    if tension == camp.tension:
        return camp, f"Tension stays {tension}: the hero was {how} (R-GM-1)"
    return camp.evolve(tension=tension), (
        f"Tension {camp.tension} → {tension}: the hero was {how} (R-GM-1)"
    )


def _lasting(camp: Campaign) -> tuple[Detail, ...]:
    return tuple(d for d in camp.scene.details if d.lasting)


@handles(EndScenario)
def end_scenario(camp: Campaign, ctx: Context, cmd: EndScenario) -> Step:
    """Resolve back to the cap (R-RES-4) and a new Relationship owed (R-CHAR-5)."""
    return paid(
        camp,
        camp.economy.end_scenario(camp.economy_state),
        f"Scenario {camp.scenario} ends",
        "Name a new Relationship: new_relationship name=… whom=… (R-CHAR-5).",
        scenario=camp.scenario + 1,
        relationships_owed=camp.relationships_owed + 1,
        points=camp.points.adventure_ends(),  # spent Fate Points come back (R-D6-6)
    )


@handles(Note)
def note(camp: Campaign, ctx: Context, cmd: Note) -> Step:
    text = cmd.text
    if not text.strip():
        raise GameError("a note needs some text")
    return Step(camp, text.strip())


@handles(AddDetail)
def add_detail(camp: Campaign, ctx: Context, cmd: AddDetail) -> Step:
    name, polarity, lasting = cmd.name, cmd.polarity, cmd.lasting
    if not camp.scene.open:
        raise GameError("no scene is open: a Detail belongs to a scene; start one first")
    detail = guard(lambda: Detail(name, Polarity(polarity), scene=camp.scene.key, lasting=lasting))
    return Step(camp.evolve(scene=camp.scene.with_detail(detail)), f"Detail: {name}")


@handles(RemoveDetail)
def remove_detail(camp: Campaign, ctx: Context, cmd: RemoveDetail) -> Step:
    """A Detail ends before its scene does, or a lasting one at last."""
    detail = _detail(camp, cmd.name)
    if detail is None:
        names = ", ".join(d.name for d in camp.scene.details) or "none"
        raise GameError(f"no Detail {cmd.name!r} (Details: {names})")
    kept = tuple(d for d in camp.scene.details if d is not detail)
    return Step(camp.evolve(scene=replace(camp.scene, details=kept)), f"Detail ends: {detail.name}")


@handles(Keep)
def keep(camp: Campaign, ctx: Context, cmd: Keep) -> Step:
    """A Condition of the hero or a Detail of the scene lasts beyond the scene, until the
    player ends it: a bond made, an item bought or looted."""
    detail = _detail(camp, cmd.name)
    if detail is not None:
        if detail.lasting:
            raise GameError(f"{detail.name!r} already lasts until you end it")
        details = tuple(d.made_lasting() if d is detail else d for d in camp.scene.details)
        new = camp.evolve(scene=replace(camp.scene, details=details))
        return Step(new, f"Kept: {detail.name}", ("It lasts until you end it.",))
    cond = guard(camp.character.condition, cmd.name)
    if not cond.ends_with_scene and cond.tier is Tier.MINOR:
        raise GameError(f"{cond.name!r} already lasts until you end it")
    character = camp.character.with_condition(cond.made_lasting())
    return Step(
        camp.evolve(character=character), f"Kept: {cond.name}", ("It lasts until you end it.",)
    )


def _detail(camp: Campaign, name: str) -> Detail | None:
    key = name.strip().casefold()
    return next((d for d in camp.scene.details if d.name.casefold() == key), None)
