"""What a world question is about, and the entries written as its answer (R-GM-6)."""

from __future__ import annotations

import random

import pytest

from solo.dice.ladder import Answer
from solo.tables.offer import offer
from solo.tables.subjects import Approach, Subject, approach_of, subject_of
from tests.tables.packs import load_one, where


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("Is anyone else in the building?", Subject.PRESENCE),
        ("Is the crypt guarded?", Subject.PRESENCE),
        ("Is there a stowaway?", Subject.PRESENCE),
        ("Is the lord's heir here tonight?", Subject.PRESENCE),
        ("Does the harbour master wake up?", Subject.PERSON),
        ("Does the captain notice?", Subject.PERSON),
        ("Are the villagers on my side?", Subject.MOOD),
        ("Are the locals on my side?", Subject.MOOD),
        ("Does the innkeeper recognise me?", Subject.MOOD),
        ("Does Sammy know who tipped off Dorsey?", Subject.KNOWLEDGE),
        ("Is the cargo manifest forged?", Subject.KNOWLEDGE),
        ("Does the clerk have the ledger?", Subject.OBJECT),
        ("Is the key in the drawer?", Subject.OBJECT),
        ("Is the back door of the club open?", Subject.WAY),
        ("Is the water deep enough to swim?", Subject.WAY),
        # a way out, not a thing to carry off ("heavier than you thought" answered it)
        ("Is there a maintenance crawlway out of the hold?", Subject.WAY),
        ("Is there an air vent big enough to crawl through?", Subject.WAY),
        ("Is the airlock still working?", Subject.DEVICE),
        ("Does the station's reactor hold?", Subject.DEVICE),
        ("Does the storm break before dawn?", Subject.EVENT),
        ("Is it over?", None),
    ],
)
def test_r_gm_6_a_world_question_says_what_it_is_about(question: str, subject: Subject) -> None:
    assert subject_of(question) is subject


TWISTS = """
    version: 1
    tables:
      - id: details
        title: Details
        entries:
          - {text: A patrol turns the corner., polarity: negative}
          - {text: They have already seen you., polarity: negative, answer: yes_but, about: [presence]}
          - {text: It will not last much longer., polarity: negative, answer: yes_but, about: [device]}
          - {text: It gets worse by the minute., polarity: negative, answer: no_and, about: device}
"""


def _detail(lib, question: str, answer: Answer, seed: int = 1) -> str | None:
    drawn = offer(lib, answer, random.Random(seed), world=True, question=question).detail
    return None if drawn is None else drawn.text


def test_r_gm_6_an_entry_about_the_subject_answers_the_question(tmp_path) -> None:
    lib = load_one(tmp_path, TWISTS).library
    for seed in range(20):
        assert _detail(lib, "Is anyone in the hold?", Answer.YES_BUT, seed) == (
            "They have already seen you."
        )
        assert _detail(lib, "Is the airlock working?", Answer.YES_BUT, seed) == (
            "It will not last much longer."
        )


def test_r_gm_6_an_entry_about_a_subject_never_answers_another_rung_or_subject(tmp_path) -> None:
    lib = load_one(tmp_path, TWISTS).library
    for seed in range(20):
        assert _detail(lib, "Is it over?", Answer.YES_BUT, seed) == "A patrol turns the corner."
        assert _detail(lib, "Is anyone in the hold?", Answer.NO_AND, seed) == (
            "A patrol turns the corner."
        )
        action = offer(lib, Answer.YES_BUT, random.Random(seed), question="Is anyone here?")
        assert action.detail is not None and action.detail.text == "A patrol turns the corner."


def test_a_bad_subject_is_named_at_its_line(tmp_path) -> None:
    body = TWISTS.replace("about: device}", "about: gadget}")
    errors = where(load_one(tmp_path, body))
    assert len(errors) == 1 and errors[0][1] == 9 and "gadget" in errors[0][3]
    assert "presence" in errors[0][3]


def test_r_gm_6_a_ships_hold_is_a_place_and_a_dam_that_holds_a_device() -> None:
    assert subject_of("Is anyone in the hold?") is Subject.PRESENCE
    assert subject_of("Is the crate in the hold?") is Subject.OBJECT
    assert subject_of("Does the old dam hold?") is Subject.DEVICE


@pytest.mark.parametrize(
    ("action", "approach"),
    [
        ("Do I slip the ledger out of his drawer?", Approach.STEALTH),
        ("Do I lose the tail in the alleys?", Approach.STEALTH),
        ("Can I talk my way past the doorman?", Approach.TALK),
        ("Can I accuse the heir without starting a brawl?", Approach.TALK),
        ("Can I pry the tomb open?", Approach.EXERTION),
        ("Can I reroute power to the cargo lift?", Approach.WITS),
        ("Do I get the main computer running?", Approach.WITS),
        ("Do I find the reliquary under the water?", Approach.SEARCH),
        ("Do I win the drinking bet?", Approach.REVELRY),
        ("Do I punch him before he draws?", Approach.FIGHT),
        ("Do I cut the scout down before he signals?", Approach.FIGHT),
        ("Can I steer the boat through the rocks?", Approach.TRAVEL),
        ("Am I ready?", None),
    ],
)
def test_r_gm_6_an_action_says_how_the_hero_goes_about_it(action: str, approach) -> None:
    assert approach_of(action) is approach


COSTS = """
    version: 1
    tables:
      - id: conditions
        title: Conditions
        defaults: {polarity: negative, tier: minor, category: physical}
        entries:
          - {text: Bruised Knuckles, after: [fight]}
          - {text: Scraped Palms, after: [exertion, stealth]}
          - {text: Rattled}
"""


def _condition(lib, question: str, seed: int) -> str | None:
    drawn = offer(lib, Answer.YES_BUT, random.Random(seed), question=question).condition
    return None if drawn is None else drawn.text


def test_r_gm_6_a_condition_follows_the_actions_approach(tmp_path) -> None:
    lib = load_one(tmp_path, COSTS).library
    for seed in range(20):
        assert _condition(lib, "Do I climb the wall?", seed) == "Scraped Palms"
        assert _condition(lib, "Do I punch the guard?", seed) == "Bruised Knuckles"
        assert _condition(lib, "Can I talk him round?", seed) == "Rattled"  # no fist for words
    unknown = {_condition(lib, "Am I ready?", seed) for seed in range(30)}
    assert unknown == {"Bruised Knuckles", "Scraped Palms", "Rattled"}


REWARDS = """version: 1
tables:
  - id: conditions
    defaults: {polarity: positive, category: social, tier: moderate}
    entries:
      - {text: Local Hero, answer: yes_and, after: [fight], weight: 20}
      - {text: Someone Saw You Try, after: [fight]}
"""


def test_r_ora_2_a_reward_is_never_the_consolation_of_a_no_but(tmp_path) -> None:
    """R-ORA-2: a No, but brings a positive Condition too; one tagged ``answer: yes_and``
    is a reward and comes only with a Yes, and."""
    lib = load_one(tmp_path, REWARDS).library
    q = "Do I punch the guard?"

    def drawn(rung: Answer, stake: str) -> set[str]:
        offers = (
            offer(lib, rung, random.Random(s), main_tier=stake, question=q) for s in range(30)
        )
        return {o.condition.text for o in offers if o.condition}

    # a "but" is a tier below the stake: a major stake's No, but draws a moderate one
    assert drawn(Answer.NO_BUT, "major") == {"Someone Saw You Try"}
    assert "Local Hero" in drawn(Answer.YES_AND, "moderate")
