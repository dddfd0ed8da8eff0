"""Fudge dice on the trait ladder (RULES.md §2.4, R-FUDGE-1..5, R-OPP-1)."""

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.fudge.ladder import level_key, parse_level
from solo.dice.fudge.mechanic import even_probability, relative_answer, sum_counts
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import Faces
from tests.dice.brute import all_faces, enumerate_outcomes, nonzero

FUDGE = mechanic("fudge")
DF = (-1, 0, 1)


def _read(dice=(), against=(), **options):
    return FUDGE.read(FUDGE.params(**options), Faces(dice=tuple(dice), against=tuple(against)))


# --- R-FUDGE-1: the ladder ------------------------------------------------------------


@pytest.mark.parametrize(
    "text,level",
    [
        ("terrible", -3),
        ("Poor", -2),
        ("MEDIOCRE", -1),
        ("fair", 0),
        ("good", 1),
        ("Great", 2),
        ("superb", 3),
        ("legendary", 4),
        ("superb+1", 4),
        ("Superb + 2", 5),
        ("superb+4", 7),
        ("terrible-1", -4),
        ("terrible-4", -7),
        ("-2", -2),
        ("+3", 3),
        ("0", 0),
        (2, 2),
        (-7, -7),
    ],
)
def test_levels_by_name_or_number_R_FUDGE_1(text, level):
    """R-FUDGE-1."""
    assert parse_level(text) == level


@pytest.mark.parametrize(
    "text,needle",
    [
        ("gud", "unknown level 'gud'"),
        ("superb+5", "off the ladder"),
        ("8", "off the ladder"),
        ("terrible-5", "off the ladder"),
        ("", "unknown level"),
        (True, "must be a level"),
        ("good+", "unknown level"),
    ],
)
def test_bad_levels_are_clear_errors_R_FUDGE_1(text, needle):
    """R-FUDGE-1."""
    with pytest.raises(ValueError, match=needle):
        parse_level(text)


def test_unknown_level_lists_the_names_R_FUDGE_1():
    """R-FUDGE-1."""
    with pytest.raises(ValueError, match="terrible, poor, mediocre, fair, good, great, superb"):
        FUDGE.params(skill="okay")


def test_level_names_round_trip_R_FUDGE_1():
    """R-FUDGE-1."""
    for level in range(-7, 8):
        assert parse_level(level_key(level)) == level
    assert [level_key(n) for n in (-4, 4, 5)] == ["terrible-1", "legendary", "superb+2"]


# --- the 4dF distribution and the coin -------------------------------------------------


def test_four_fudge_dice_counts_R_FUDGE_2():
    """R-FUDGE-2: Independent count over all 81 throws; the classic 1-4-10-16-19 shape."""
    brute = {}
    for throw in itertools.product(DF, repeat=4):
        brute[sum(throw)] = brute.get(sum(throw), 0) + 1
    assert sum_counts(4) == brute
    assert [brute[s] for s in range(-4, 5)] == [1, 4, 10, 16, 19, 16, 10, 4, 1]


def test_even_sum_coin_is_41_of_81_R_FUDGE_4():
    """R-FUDGE-4."""
    assert even_probability() == Fraction(41, 81)
    assert even_probability(1) == Fraction(1, 3)  # only the blank face is even


# --- R-FUDGE-2/3: reading a roll -------------------------------------------------------


@pytest.mark.parametrize(
    "relative,key",
    [
        (-6, "no_and"),
        (-3, "no_and"),
        (-2, "no"),
        (-1, "no_but"),
        (0, "yes_but"),
        (1, "yes"),
        (2, "yes_and"),
        (5, "yes_and"),
    ],
)
def test_relative_degree_to_rung_R_FUDGE_3(relative, key):
    """R-FUDGE-3."""
    assert relative_answer(relative).key == key


@pytest.mark.parametrize(
    "skill,difficulty,dice,key,total",
    [
        ("good", "fair", (0, 0, 0, 0), "yes", 1),  # Good vs Fair: +1
        ("fair", "great", (1, 1, 0, 0), "yes_but", 2),  # meets Great exactly
        ("fair", "fair", (-1, -1, -1, -1), "no_and", -4),  # Terrible-1 vs Fair: -4
        ("superb", "superb+2", (1, 0, 0, -1), "no", 3),  # difficulty above Superb
        ("mediocre", "poor", (1, 0, 1, 0), "yes_and", 1),  # Good vs Poor: +3
    ],
)
def test_rolled_degree_against_difficulty_R_FUDGE_2_R_FUDGE_3(skill, difficulty, dice, key, total):
    """R-FUDGE-2 R-FUDGE-3."""
    roll = _read(dice, skill=skill, difficulty=difficulty)
    assert roll.outcome.key == key
    assert roll.total == total


def test_opposed_tie_goes_to_the_actor_R_FUDGE_3():
    """R-FUDGE-3."""
    assert (
        _read((1, 0, 0, 0), (0, 0, 0, 0), skill="good", against_skill="great").outcome.key
        == "yes_but"
    )
    # Good against Mediocre, both rolling 0: relative +2
    assert (
        _read((0,) * 4, (0,) * 4, skill="good", against_skill="mediocre").outcome.key == "yes_and"
    )
    assert _read((0,) * 4, (1, 0, 0, 0), against_skill="fair").outcome.key == "no_but"


def test_bonus_penalty_and_opposition_shift_the_trait_R_OPP_1_R_FUDGE_2():
    """R-OPP-1 R-FUDGE-2."""
    assert _read((0,) * 4, skill="fair", bonus=2).outcome.key == "yes_and"
    assert _read((0,) * 4, skill="great", opposition="strong").outcome.key == "yes_but"
    assert _read((0,) * 4, skill="good", penalty=3, bonus=1).outcome.key == "no_but"
    assert FUDGE.params(skill="good", bonus=1).trait == 2


def test_terrible_difficulty_needs_no_roll_R_FUDGE_2():
    """R-FUDGE-2."""
    for difficulty in ("terrible", "terrible-2", -7):
        params = FUDGE.params(difficulty=difficulty, skill="terrible", penalty=3)
        roll = FUDGE.roll(params, random.Random(1))
        assert roll.dice == () and roll.outcome.key == "yes"
        assert any("no roll" in note for note in roll.notes)
        assert FUDGE.odds(params).rungs["yes"] == 1
    assert FUDGE.params(difficulty="poor").dice_count == 4


def test_traits_stop_at_superb_unless_legendary_R_FUDGE_2():
    """R-FUDGE-2."""
    with pytest.raises(ValueError, match="skill 'legendary' \\(\\+4\\) is too high"):
        FUDGE.params(skill="legendary")
    assert FUDGE.params(skill="legendary", legendary=True).skill_level == 4
    with pytest.raises(ValueError, match="'superb\\+2' \\(\\+5\\) is too high.*Legendary"):
        FUDGE.params(skill="superb+2", legendary=True)
    with pytest.raises(ValueError, match="against_skill 'superb\\+1'"):
        FUDGE.params(against_skill="superb+1")
    with pytest.raises(ValueError, match="too low"):
        FUDGE.params(skill="terrible-1")
    assert FUDGE.params(difficulty="superb+4").difficulty == "superb+4"


# --- R-FUDGE-4/5: situational and diceless ---------------------------------------------


def test_situational_roll_reads_the_dice_from_fair_R_FUDGE_4():
    """R-FUDGE-4."""
    assert _read((1, 0, 0, 0), situational=True).outcome.key == "yes"
    assert _read((1, 0, 0, 0), situational=True, difficulty="good").outcome.key == "yes_but"
    assert (
        FUDGE.odds(FUDGE.params(situational=True)).rungs
        == FUDGE.odds(FUDGE.params(skill="fair")).rungs
    )
    with pytest.raises(ValueError, match="situational roll has no trait, but skill 'great'"):
        FUDGE.params(situational=True, skill="great")
    with pytest.raises(ValueError, match="cannot be opposed"):
        FUDGE.params(situational=True, against_skill="good")


def test_diceless_rolled_degree_is_the_trait_R_FUDGE_5():
    """R-FUDGE-5."""
    roll = _read(skill="great", difficulty="good", diceless=True)
    assert roll.dice == () and roll.outcome.key == "yes" and roll.total == 2
    params = FUDGE.params(skill="good", against_skill="good", diceless=True)
    assert FUDGE.odds(params).outcomes == {Outcome(Answer.YES_BUT): 1}
    assert FUDGE.roll(params, random.Random(2)).outcome.key == "yes_but"


# --- exact odds against brute force ----------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"skill": "good"},
        {"skill": "terrible", "difficulty": "superb"},
        {"skill": "superb", "difficulty": "poor"},
        {"skill": "great", "bonus": 1, "scale": -1},
        {"situational": True, "penalty": 2},
        {"skill": "poor", "difficulty": "mediocre"},
    ],
)
def test_unopposed_odds_match_brute_force_R_FUDGE_2_R_FUDGE_3(options):
    """R-FUDGE-2 R-FUDGE-3."""
    params = FUDGE.params(**options)
    brute = enumerate_outcomes(FUDGE, params, all_faces(DF, 4))
    assert nonzero(FUDGE.odds(params).outcomes) == brute


@pytest.mark.parametrize("skill,against", [("fair", "fair"), ("great", "mediocre")])
def test_opposed_odds_match_brute_force_R_FUDGE_3(skill, against):
    """R-FUDGE-3."""
    params = FUDGE.params(skill=skill, against_skill=against)
    brute = enumerate_outcomes(FUDGE, params, all_faces(DF, 4, 4))
    assert nonzero(FUDGE.odds(params).outcomes) == brute


def test_fair_vs_fair_hand_worked_odds_R_FUDGE_3():
    """R-FUDGE-3: Fair vs Fair: yes_but needs exactly 0 (19/81), yes_and +2 or more (10+4+1),
    no_and -3 or less (4+1)."""
    rungs = FUDGE.odds(FUDGE.params()).rungs
    assert rungs["yes_but"] == Fraction(19, 81)
    assert rungs["yes_and"] == Fraction(10 + 4 + 1, 81)
    assert rungs["no_and"] == Fraction(4 + 1, 81)


# --- faces, errors, reroll ------------------------------------------------------------


def test_wrong_face_counts_are_named():
    with pytest.raises(ValueError, match="rolls 4 dice \\(4dF\\), but 3 faces"):
        _read((0, 0, 1))
    with pytest.raises(ValueError, match="opponent's 4 dice.*but 0 opponent faces"):
        _read((0, 0, 0, 0), against_skill="good")
    with pytest.raises(ValueError, match="no opponent dice.*but 4 opponent faces"):
        _read((0, 0, 0, 0), (0, 0, 0, 0))
    with pytest.raises(ValueError, match="needs no roll.*but 4 faces"):
        _read((0, 0, 0, 0), difficulty="terrible")


@pytest.mark.parametrize("bad", [2, -2, 6])
def test_face_outside_a_fudge_die_is_named(bad):
    with pytest.raises(ValueError, match=f"got {bad}"):
        _read((0, 0, bad, 1))


def test_opposed_roll_refuses_a_difficulty():
    with pytest.raises(ValueError, match="opposed roll has no difficulty, but difficulty 'good'"):
        FUDGE.params(against_skill="fair", difficulty="good")


def test_reroll_uses_fudge_faces_and_spares_the_opponent_R_REROLL_1():
    """R-REROLL-1."""
    params = FUDGE.params(skill="good", against_skill="fair")
    roll = FUDGE.roll(params, random.Random(4))
    seen = set()
    for seed in range(30):
        again = FUDGE.reroll(roll, [0, 1], random.Random(seed))
        assert again.faces.dice[2:] == roll.faces.dice[2:]
        assert again.faces.against == roll.faces.against
        seen.update(again.faces.dice[:2])
    assert seen == {-1, 0, 1}
    with pytest.raises(ValueError, match="not yours to reroll"):
        FUDGE.reroll(roll, [5], random.Random(1))


# --- properties -------------------------------------------------------------------------

levels = st.integers(-3, 3)
params_strategy = st.builds(
    dict,
    skill=levels,
    difficulty=st.integers(-7, 7),
    bonus=st.integers(0, 6),
    penalty=st.integers(0, 6),
    scale=st.integers(-2, 2),
)


@settings(max_examples=60, deadline=None)
@given(params_strategy, st.one_of(st.none(), levels), st.booleans())
def test_odds_sum_to_one(options, against, diceless):
    if against is not None:
        options = dict(options, difficulty=0, against_skill=against)
    assert sum(FUDGE.odds(FUDGE.params(diceless=diceless, **options)).rungs.values()) == 1


@settings(max_examples=60, deadline=None)
@given(params_strategy, st.one_of(st.none(), levels))
def test_more_bonus_never_lowers_yes_R_OPP_1(options, against):
    """R-OPP-1."""
    if against is not None:
        options = dict(options, difficulty=0, against_skill=against)
    lower = FUDGE.odds(FUDGE.params(**options)).at_least(Answer.YES_BUT)
    options["bonus"] += 1
    assert FUDGE.odds(FUDGE.params(**options)).at_least(Answer.YES_BUT) >= lower


@settings(max_examples=60, deadline=None)
@given(
    params_strategy,
    st.one_of(st.none(), levels),
    st.lists(st.sampled_from(DF), min_size=8, max_size=8),
)
def test_read_of_valid_faces_gives_a_possible_rung(options, against, faces):
    if against is not None:
        options = dict(options, difficulty=0, against_skill=against)
    params = FUDGE.params(**options)
    roll = FUDGE.read(
        params,
        Faces(
            dice=tuple(faces[: params.dice_count]),
            against=tuple(faces[4 : 4 + params.against_count]),
        ),
    )
    assert FUDGE.odds(params)[roll.outcome.key] > 0
