"""One fitting answer (R-GM-6, R-ORA-2, R-ORA-4): draws never contradict the scene, the
genre or the question's opposition, matching entries come first, nothing repeats within a
session (across save and load, and undo), a redraw never repeats, the kind follows the
phrasing, and the answer and its one thing read as one sentence."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.dice.ladder import Answer
from solo.game.campaign import Campaign, Scene
from solo.game.errors import GameError
from solo.game.launch import open_game
from solo.game.story.commands import EditScene, StartScene
from solo.game.turn.commands import Accept, Ask, RedrawOffer
from solo.game.turn.offer import OfferCard, Target
from solo.game.turn.question import Question, kind_of
from solo.game.turn.sentence import Brings, compose, one_thing
from solo.rules.conditions import Polarity
from solo.tables.offer import offer
from solo.tables.places import (
    FEATURES,
    GROUPS,
    Fit,
    Group,
    PlaceTag,
    ScenePlace,
    fit,
)
from tests.plain_actions import do

YES_BUT = [2, 4, 6, 1, 3]  # fubar net 0: yes_but
GENRES = (None, "pulp", "noir", "sci-fi", "dark-fantasy")


@st.composite
def scenes(draw: st.DrawFn) -> frozenset[PlaceTag]:
    """A scene's tags: at most one of each group (underground never outdoors), any features."""
    tags: set[PlaceTag] = set()
    for group in Group:
        chosen = draw(st.sampled_from((None, *GROUPS[group])))
        if chosen is not None:
            tags.add(chosen)
    if PlaceTag.UNDERGROUND in tags:
        tags.discard(PlaceTag.OUTDOORS)
    tags |= set(draw(st.sets(st.sampled_from(FEATURES))))
    return frozenset(tags)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    tags=scenes(),
    genre=st.sampled_from(GENRES),
    answer=st.sampled_from(list(Answer)),
    world=st.booleans(),
    opposed=st.booleans(),
    seed=st.integers(0, 10_000),
)
def test_no_drawn_entry_contradicts_the_scene_genre_or_question_R_GM_6(
    library, tags, genre, answer, world, opposed, seed
):
    """R-GM-6 over the shipped library: for any scene, genre and question, nothing drawn
    contradicts the scene's tags, the question's opposed/unopposed or the genre."""
    off = offer(
        library,
        answer,
        random.Random(seed),
        genre=genre,
        tags=tags,
        world=world,
        opposed=opposed,
        complication=True,
    )
    place = ScenePlace.of(tags, opposed=not world and opposed)
    dropped = library.dropped.get(genre, frozenset()) if genre else frozenset()
    for drawn in (off.meaning, off.condition, off.detail, off.complication):
        if drawn is None:
            continue
        entry = drawn.entry
        assert fit(entry.tags.where, entry.tags.needs, place) is not Fit.CONTRADICTS, entry
        assert entry.tags.fits_genre(genre), entry
        assert entry not in dropped, entry


def _pack(tmp_path):
    from tests.tables.packs import write_pack

    head = "version: 1\ntables:\n"
    write_pack(
        tmp_path / "packs",
        "core",
        {
            "d.yaml": head + "  - id: details\n    defaults: {polarity: negative}\n    entries:\n"
            "      - {text: Anywhere at all.}\n"
            "      - {text: Rain on the street., where: [city, outdoors]}\n"
            "      - {text: A crowded office hums., where: [city, indoors], needs: [crowd]}\n"
            "      - {text: Dust in the office., where: [city, indoors]}\n"
            "      - {text: A wolf howls., where: [wilderness]}\n"
            "      - {text: The quarry glances back., needs: [opposed]}\n"
        },
    )
    write_pack(
        tmp_path / "packs",
        "noir",
        {"n.yaml": head + '  - extends: details\n    drops: ["Anywhere at all."]\n'},
        genre="noir",
    )
    from solo.tables.loader import load_dirs

    result = load_dirs(tmp_path / "packs")
    assert result.ok, [str(e) for e in result.errors]
    return result.library


def test_matching_entries_are_preferred_and_contradicting_ones_never_drawn_R_GM_6(tmp_path):
    """R-GM-6: in a city office the office lines come first; the street, the wolf, the crowd
    (none here) and the opposed line (unopposed question) never."""
    lib = _pack(tmp_path)
    office = frozenset({PlaceTag.CITY, PlaceTag.INDOORS})
    texts = {offer(lib, "yes_but", random.Random(s), tags=office).detail.text for s in range(40)}
    assert texts == {"Dust in the office."}
    crowded = office | {PlaceTag.CROWD}
    texts = {offer(lib, "yes_but", random.Random(s), tags=crowded).detail.text for s in range(40)}
    assert texts == {"Dust in the office.", "A crowded office hums."}


def test_untagged_before_unknown_and_a_genre_drops_R_GM_6(tmp_path):
    """R-GM-6: with nothing known of the scene, untagged lines come before ones that name a
    place; a genre's drops are never drawn in it."""
    lib = _pack(tmp_path)
    drawn = {offer(lib, "yes_but", random.Random(s)).detail.text for s in range(30)}
    assert drawn == {"Anywhere at all."}
    noir = {offer(lib, "yes_but", random.Random(s), genre="noir").detail.text for s in range(30)}
    assert "Anywhere at all." not in noir
    opposed = {
        offer(lib, "yes_but", random.Random(s), genre="noir", opposed=True).detail.text
        for s in range(30)
    }
    assert "The quarry glances back." in opposed


def test_the_session_remembers_its_draws_across_save_load_and_undo_R_GM_6(store, library):
    """R-GM-6: no entry repeats within a session while the table has unused ones; the
    memory is in the save (reopened between every answer) and undo takes it back."""
    seen: list[str] = []
    game = open_game(store, "demo", library)
    try:
        assert game.campaign.drawn == ()
    finally:
        game.close()
    for _ in range(8):
        game = open_game(store, "demo", library)
        try:
            before = game.campaign.drawn
            # event die 20: no random event (issue 21; its sentence is remembered too)
            game.run(Ask(Question("Is there a way out?", kind="world"), _faces(YES_BUT), 20))
            step = game.run(Accept())
            new = game.campaign.drawn[len(before) :]
            assert new and not set(new) & set(seen)
            assert step.card is not None and set(step.card.keys) == set(new)
            seen += new
        finally:
            game.close()
    game = open_game(store, "demo", library)
    try:
        kept = game.campaign.drawn
        game.undo()  # the last accept
        assert game.campaign.drawn == kept[: len(kept) - len(new)]
    finally:
        game.close()


def _faces(dice):
    from solo.game.turn.roll import faces_from

    return faces_from({"dice": dice})


def test_a_new_session_starts_a_new_memory_R_GM_6(make_game, library):
    game = make_game(library=library)
    do(game, "ask", question={"text": "Is it dark?", "kind": "world"}, dice={"dice": YES_BUT})
    do(game, "accept")
    assert game.campaign.drawn
    do(game, "end_session")
    do(game, "start_session")
    assert game.campaign.drawn == ()


def test_a_redraw_never_returns_the_same_entry_R_GM_6(make_game, library):
    """R-GM-6: each redraw differs from the card it replaces, in every drawn part."""
    game = make_game(library=library)
    do(game, "ask", question={"text": "Do I hold?"}, dice={"dice": YES_BUT})
    cards: list[OfferCard] = []
    for _ in range(12):
        game.run(RedrawOffer())
        card = game.campaign.pending.offer
        assert card is not None
        if cards:
            assert not set(card.keys) & set(cards[-1].keys)
            assert card.condition != cards[-1].condition
        cards.append(card)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Does the harbour master wake up?", "world"),
        ("Do I sneak past the guards?", "action"),
        ("Can I climb the wall?", "action"),
        ("Will I make it in time?", "action"),
        ("Am I followed?", "action"),
        ("Could I bribe the clerk?", "action"),
        ("do i know him", "action"),
        ("Is there a window?", "world"),
        ("Do the guards notice?", "world"),
        ("Does Vasko trust me?", "world"),
        ("Will the storm break tonight?", "world"),
        ("Can we hold the door?", "action"),
    ],
)
def test_the_kind_follows_the_phrasing_R_ORA_4(text, kind):
    """R-ORA-4: first-person questions about the hero are actions, any other is a world
    question."""
    assert kind_of(text) == kind


def test_an_old_save_with_a_setting_loads_as_tags_R_GM_6():
    """R-GM-6: a scene saved before place tags gives its setting as tags (or as the place)."""
    assert Scene.from_dict({"setting": "city"}).tags == {PlaceTag.CITY}
    assert Scene.from_dict({"setting": "interior"}).tags == {PlaceTag.INDOORS}
    assert Scene.from_dict({"setting": "vehicle"}).tags == {PlaceTag.VEHICLE}
    urban = Scene.from_dict({"setting": "flooded crypt"})
    assert urban.place == "flooded crypt" and PlaceTag.UNDERGROUND in urban.tags
    scene = Scene(1, "x", "harbour office", frozenset({PlaceTag.CITY, PlaceTag.WATER}))
    assert Scene.from_dict(scene.to_dict()) == scene
    assert "setting" not in scene.to_dict()


def test_a_scene_starts_with_a_place_and_its_guessed_tags_and_edits_them_R_GM_6(make_game):
    game = make_game()
    game.run(StartScene("Night work", place="harbour office"))
    assert game.campaign.scene.tags == {PlaceTag.CITY, PlaceTag.INDOORS, PlaceTag.WATER}
    game.run(EditScene(tags=("city", "outdoors", "night")))
    assert game.campaign.scene.tags == {PlaceTag.CITY, PlaceTag.OUTDOORS, PlaceTag.NIGHT}
    game.run(EditScene(place="flooded crypt"))
    assert PlaceTag.UNDERGROUND in game.campaign.scene.tags
    with pytest.raises(GameError, match="one site tag at most"):
        game.run(EditScene(tags=("city", "sea")))
    game.undo()
    assert game.campaign.scene.place == "harbour office"
    game.run(StartScene("Given", place="somewhere", tags=("sea",)))
    assert game.campaign.scene.tags == {PlaceTag.SEA}


def test_the_campaign_keeps_its_draws_only_when_it_has_some():
    """Old saves stay byte for byte: ``drawn`` is written only when the session drew."""
    from solo.game.setup import read_character_file
    from solo.locations import demo_file
    from solo.rules.character.sheet import Character

    character = Character.from_dict(read_character_file(demo_file())["character"])
    camp = Campaign("c", character)
    assert "drawn" not in camp.to_dict()
    assert Campaign.from_dict(camp.with_drawn(("details:x",)).to_dict()).drawn == ("details:x",)


def _card(**fields) -> OfferCard:
    return OfferCard(**fields)


@pytest.mark.parametrize(
    ("answer", "card", "world", "sentence"),
    [
        (
            Answer.YES_BUT,
            _card(polarity=Polarity.NEGATIVE, detail="A patrol turns the corner, lanterns raised."),
            True,
            "Yes, but — a patrol turns the corner, lanterns raised.",
        ),
        (
            Answer.YES_AND,
            _card(polarity=Polarity.POSITIVE, condition="Inspired"),
            False,
            "Yes, and — it gives you an edge: Inspired.",
        ),
        (
            Answer.NO_BUT,
            _card(polarity=Polarity.POSITIVE, condition="Inspired"),
            False,
            "No, but — you take something from it: Inspired.",
        ),
        (
            Answer.NO_AND,
            _card(polarity=Polarity.NEGATIVE, condition="Bruised Ribs", detail="Fog rolls in."),
            False,
            "No, and — it gets worse, and costs you: Bruised Ribs.",
        ),
        (Answer.YES, _card(meaning="It is so, plainly."), True, "Yes — it is so, plainly."),
        (
            Answer.YES,
            _card(meaning="Yes; it is where you expect."),
            True,
            "Yes — it is where you expect.",
        ),
        (Answer.NO, _card(), False, "No."),
        # any first word is lowered after the dash, a name keeps its capital
        (
            Answer.NO_BUT,
            _card(polarity=Polarity.POSITIVE, detail="Pale fungus gives off a faint glow."),
            True,
            "No, but — pale fungus gives off a faint glow.",
        ),
        (
            Answer.YES_BUT,
            _card(polarity=Polarity.NEGATIVE, detail="Dorsey's men block the stair."),
            True,
            "Yes, but — Dorsey's men block the stair.",
        ),
        (
            Answer.YES,
            _card(meaning="Exactly what you would expect."),
            True,
            "Yes — exactly what you would expect.",
        ),
    ],
)
def test_the_answer_and_its_one_thing_read_as_one_sentence_R_GM_6(answer, card, world, sentence):
    """R-GM-6: the rung and the one thing it brings read as one sentence."""
    assert compose(answer, card, world=world) == sentence


def test_the_one_thing_per_rung_and_kind_R_GM_6_R_ORA_2():
    """R-GM-6, R-ORA-2: an and/but brings a Condition to an action and a Detail to a world
    question; a Wild Die complication (R-D6-3) is the one thing; a plain yes/no a reading."""
    both = _card(polarity=Polarity.NEGATIVE, condition="Winded", detail="Fog.", complication="X")
    assert one_thing(Answer.YES_BUT, both, world=False) is Brings.CONDITION
    assert one_thing(Answer.YES_BUT, both, world=True) is Brings.DETAIL
    assert one_thing(Answer.YES_BUT, both, world=False, complication=True) is Brings.COMPLICATION
    given = both.given(Target.SCENE)
    assert one_thing(Answer.YES_BUT, given, world=False) is Brings.DETAIL
    assert one_thing(Answer.YES, _card(meaning="So."), world=False) is Brings.READING
    assert one_thing(None, both, world=False) is Brings.NOTHING


def test_an_accepted_answer_journals_its_sentence_R_GM_6(make_game, library):
    """R-GM-6: the settled answer's record keeps the sentence; the other draws stay out of
    the journal unless asked for."""
    game = make_game(library=library)
    do(game, "ask", question={"text": "Do I hold?"}, dice={"dice": YES_BUT})
    step = do(game, "accept")
    entry = game.journal()[-1]
    assert entry.sentence == step.sentence and entry.sentence.startswith("Yes, but — ")
    assert entry.sentence in entry.details
    assert not any(d.startswith(("Read it as:", "Complication")) for d in entry.details)
    old = dict(game.history().entries[-1])
    del old["sentence"]
    from solo.game.story.journal import JournalEntry

    assert JournalEntry.from_record(old).sentence == ""  # an old record still reads


def test_the_sentence_names_what_is_kept_R_GM_6(make_game, library):
    """R-GM-6: an action's and/but kept as a scene Detail reads as that Detail."""
    game = make_game(library=library)
    do(game, "ask", question={"text": "Do I hold?"}, dice={"dice": YES_BUT})
    step = do(game, "accept", take="detail")
    kept = game.campaign.scene.details[-1].name
    assert step.sentence == compose(Answer.YES_BUT, step.card.given(Target.SCENE), world=False)
    assert kept.rstrip(".").lower()[1:] in step.sentence.lower()


def test_a_detail_that_answers_the_question_is_kept_with_it_R_GM_6(make_game, library):
    """R-GM-6: "Is anyone in the hold?" → "Yes, but — they have already seen you."; the
    scene keeps the question with it, so its list still says who "they" are; one that stands
    on its own ("Someone was here not long ago…") keeps its own words, as does a Detail that
    is no answer to the question."""
    game = make_game(library=library)
    asked = "Is anyone in the hold?"
    kept = []
    for _ in range(5):  # the shipped presence lines for yes_but: none repeats in a session
        do(game, "ask", question={"text": asked, "kind": "world"}, dice={"dice": YES_BUT})
        step = do(game, "accept")
        assert step.card.answers, step.card
        kept.append((step.card.detail, step.sentence, game.campaign.scene.details[-1].name))
    pronouns = {"they", "them", "their", "it", "its"}
    leaning = [(d, s, k) for d, s, k in kept if pronouns & set(d.lower().strip(".").split())]
    assert leaning, kept
    assert all(k == f"{asked} {s}" for d, s, k in leaning)
    assert all(k == d for d, s, k in kept if (d, s, k) not in leaning)
    do(game, "ask", question={"text": "Is it over?", "kind": "world"}, dice={"dice": YES_BUT})
    step = do(game, "accept")
    assert not step.card.answers
    assert game.campaign.scene.details[-1].name == step.card.detail


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Do I talk my way past the doorman?", "social"),
        ("Can I pry the tomb open?", "physical"),
        ("Can I read the ledger by the window light?", "mental"),
        ("Can I afford the ticket?", "resources"),
        ("Do I get the main computer running?", "mental"),  # by its approach: wits
        ("Do I win the drinking bet?", None),
    ],
)
def test_an_actions_words_say_which_condition_fits_it_R_GM_6(text, category):
    from solo.game.turn.question import category_of

    found = category_of(text)
    assert (found.value if found else None) == category


@pytest.mark.parametrize(
    ("text", "category"),
    [("Do I talk my way past the doorman?", "social"), ("Can I pry the tomb open?", "physical")],
)
def test_an_actions_condition_fits_its_words_R_GM_6(make_game, library, text, category):
    """R-GM-6: a talker's "but" costs something social, a climber's something physical."""
    for seed in range(6):
        game = make_game(name=f"t{seed}", library=library, seed=seed)
        do(game, "ask", question={"text": text}, dice={"dice": YES_BUT})
        do(game, "accept")
        (condition,) = game.campaign.character.conditions
        assert condition.category.value == category, condition


def test_the_questions_own_words_are_drawn_first_R_GM_6(library):
    """R-GM-6: the one thing fits the question: a fitting entry that shares a word with it
    comes before the others ("asleep at his desk" → the ledger open on the desk)."""
    from solo.tables.offer import content_words

    assert content_words("Is the crypt guarded? Is the gate barred?") == {
        "crypt",
        "guard",
        "gate",
        "barr",
    }
    # a question about someone asks for a line with someone in it
    assert "person" in content_words("Does Sammy know who tipped off Dorsey?")
    assert "person" in content_words("Are the guards asleep?")
    assert "person" not in content_words("Is the water deep enough to swim?")
    assert "person" not in content_words("Soaked to the Skin")  # title case is no name
    office = frozenset({PlaceTag.CITY, PlaceTag.INDOORS})
    asked = "Was the desk tidy?"  # no subject the about-entries answer (see below)
    drawn = {
        offer(
            library, "no_but", random.Random(seed), world=True, tags=office, question=asked
        ).detail.text
        for seed in range(8)
    }
    assert drawn and all("desk" in text for text in drawn), drawn
    plain = {
        offer(library, "no_but", random.Random(seed), world=True, tags=office).detail.text
        for seed in range(8)
    }
    assert any("desk" not in text for text in plain)


def test_a_question_about_someone_draws_a_line_about_them_R_GM_6(library):
    """R-GM-6: "Does the captain notice?" brings a person into its "but", not the plumbing:
    a line written about a person (``about: person``), for that rung, before any scene Detail,
    even one that shares the question's words."""
    street = frozenset({PlaceTag.CITY, PlaceTag.OUTDOORS})
    for seed in range(8):
        drawn = offer(
            library,
            "yes_but",
            random.Random(seed),
            world=True,
            tags=street,
            question="Does the captain notice?",
        ).detail
        assert drawn is not None, seed
        assert drawn.entry.tags.about == {"person"}, drawn.text
        assert drawn.entry.tags.answer is Answer.YES_BUT, drawn.text
    asleep = offer(
        library,
        "no_but",
        random.Random(1),
        world=True,
        tags=frozenset({PlaceTag.CITY, PlaceTag.INDOORS}),
        question="Is the harbour master asleep at his desk?",
    ).detail
    assert asleep is not None and asleep.entry.tags.about == {"person"}, asleep.text


def test_keeping_nothing_never_claims_a_condition_R_GM_6(make_game, library):
    """R-GM-6: the sentence names what is kept; keep nothing (F7, --take none) and it says
    the rung's reading, not "it costs you: Split Lip"."""
    for seed in range(4):
        game = make_game(name=f"n{seed}", library=library, seed=seed)
        do(game, "ask", question={"text": "Do I climb the wall?"}, dice={"dice": YES_BUT})
        do(game, "accept", take="none")
        assert not game.campaign.character.conditions
        sentence = game.journal()[-1].sentence
        assert sentence.startswith("Yes, but") and "costs you" not in sentence, sentence
