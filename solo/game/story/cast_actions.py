"""The player's actions on the campaign's lists (R-GM-4): threads added, renamed, closed
and removed, NPCs and foes added, renamed and removed. The hero's active Goals are threads
too; they change only through the Goal actions. Each returns a :class:`Step` or raises
:class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.cast import NPC_TABLE, Npc, Rank, Thread, npc_from_text, same_name
from solo.game.story.commands import (
    AddNpc,
    AddThread,
    CloseThread,
    DrawNpc,
    RemoveNpc,
    RemoveThread,
    RenameNpc,
    RenameThread,
)


def _named(text: str, what: str) -> str:
    name = " ".join(text.split())
    if not name:
        raise GameError(f"{what} needs a name")
    return name


def _goal_named(camp: Campaign, name: str) -> str | None:
    """The active Goal of that name (a thread of the hero's own), or None."""
    return next((g.text for g in camp.character.active_goals if same_name(g.text, name)), None)


def _refuse_goal(camp: Campaign, name: str, doing: str) -> None:
    goal = _goal_named(camp, name)
    if goal is not None:
        raise GameError(
            f"{goal!r} is one of the hero's Goals: {doing} it with the Goal actions "
            "(achieved, failed, abandoned, replaced or rephrased)"
        )


def _thread(camp: Campaign, name: str) -> Thread:
    found = camp.cast.thread(name)
    if found is None:
        _refuse_goal(camp, name, "change")
        names = ", ".join(t.name for t in camp.cast.threads) or "none yet"
        raise GameError(f"no thread {name!r} (threads: {names})")
    return found


def _npc(camp: Campaign, name: str) -> Npc:
    found = camp.cast.npc(name)
    if found is None:
        names = ", ".join(n.name for n in camp.cast.npcs) or "none yet"
        raise GameError(f"no NPC {name!r} (NPCs: {names})")
    return found


@handles(AddThread)
def add_thread(camp: Campaign, ctx: Context, cmd: AddThread) -> Step:
    name = _named(cmd.text, "a thread")
    _refuse_goal(camp, name, "follow")
    if camp.cast.thread(name) is not None:
        raise GameError(f"the thread {name!r} is already in the list")
    return Step(camp.evolve(cast=camp.cast.with_thread(Thread(name))), f"New thread: {name}")


@handles(RenameThread)
def rename_thread(camp: Campaign, ctx: Context, cmd: RenameThread) -> Step:
    old = _thread(camp, cmd.name)
    name = _named(cmd.new_name, "a thread")
    other = camp.cast.thread(name)
    if (other is not None and other is not old) or _goal_named(camp, name) is not None:
        raise GameError(f"a thread {name!r} is already in the list")
    cast = camp.cast.renamed_thread(old.name, replace(old, name=name))
    return Step(camp.evolve(cast=cast), f"Thread renamed: {old.name} → {name}")


@handles(CloseThread)
def close_thread(camp: Campaign, ctx: Context, cmd: CloseThread) -> Step:
    old = _thread(camp, cmd.name)
    if not old.open:
        raise GameError(f"the thread {old.name!r} is already closed")
    cast = camp.cast.with_thread(replace(old, open=False))
    return Step(camp.evolve(cast=cast), f"Thread closed: {old.name}")


@handles(RemoveThread)
def remove_thread(camp: Campaign, ctx: Context, cmd: RemoveThread) -> Step:
    old = _thread(camp, cmd.name)
    return Step(camp.evolve(cast=camp.cast.without_thread(old.name)), f"Thread removed: {old.name}")


@handles(AddNpc)
def add_npc(camp: Campaign, ctx: Context, cmd: AddNpc) -> Step:
    """Someone met; with a rank a foe whose Resolve starts at its rank's pool (R-CON-3)."""
    npc = Npc(_named(cmd.name, "an NPC"), note=cmd.note.strip(), strength=cmd.strength.value)
    return _joins(camp, npc, cmd.rank)


@handles(DrawNpc)
def draw_npc(camp: Campaign, ctx: Context, cmd: DrawNpc) -> Step:
    """Someone drawn from the NPC table, fitting the genre and the scene (R-GM-6), joins
    the list (R-GM-4)."""
    if ctx.library is None:
        raise GameError("no content is loaded to draw an NPC from")
    from solo.tables.offer import draw_placed

    drawn = draw_placed(ctx.library, NPC_TABLE, ctx.rng, genre=camp.genre, tags=camp.scene.tags)
    if drawn is None:
        raise GameError(f"the content has no {NPC_TABLE!r} table")
    return _joins(camp, npc_from_text(drawn.text), cmd.rank)


def _joins(camp: Campaign, npc: Npc, rank_key: str) -> Step:
    """``npc`` joins the list; a ``rank_key`` makes it a foe at its rank's pool."""
    if camp.cast.npc(npc.name) is not None:
        raise GameError(f"{npc.name!r} is already in the NPC list")
    rank = Rank.from_key(rank_key) if rank_key.strip() else None
    if rank is not None:
        npc = replace(npc, rank=rank, resolve=rank.pool)
    title = f"New foe: {npc.label}" if npc.foe else f"New NPC: {npc.name}"
    details = (npc.note,) if npc.note else ()
    return Step(camp.evolve(cast=camp.cast.with_npc(npc)), title, details)


@handles(RenameNpc)
def rename_npc(camp: Campaign, ctx: Context, cmd: RenameNpc) -> Step:
    """A new name for an NPC; the scene's opposition, when it is that foe, follows."""
    old = _npc(camp, cmd.name)
    name = _named(cmd.new_name, "an NPC")
    other = camp.cast.npc(name)
    if other is not None and other is not old:
        raise GameError(f"{name!r} is already in the NPC list")
    new = camp.evolve(cast=camp.cast.renamed_npc(old.name, replace(old, name=name)))
    opp = camp.opposition
    if opp is not None and same_name(opp.name, old.name):
        new = new.evolve(opposition=replace(opp, name=name))
    return Step(new, f"NPC renamed: {old.name} → {name}")


@handles(RemoveNpc)
def remove_npc(camp: Campaign, ctx: Context, cmd: RemoveNpc) -> Step:
    old = _npc(camp, cmd.name)
    if camp.opposition is not None and same_name(camp.opposition.name, old.name):
        raise GameError(f"{old.name} is the scene's opposition: clear the opposition first")
    return Step(camp.evolve(cast=camp.cast.without_npc(old.name)), f"NPC removed: {old.name}")
