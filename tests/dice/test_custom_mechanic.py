"""A mechanic described in a file (solo.dice.custom): its exact odds against the built-in
systems it re-describes and against brute-force enumeration, its rolls, and the refusal
of a description too big to count."""

from __future__ import annotations

import random
import time
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.base import OPPOSITION
from solo.dice.custom.counting import WORK_LIMIT
from solo.dice.custom.mechanic import CustomMechanic
from solo.tables.mechanic_file import load_mechanic
from tests.dice.brute import all_faces, enumerate_outcomes, nonzero

SHIPPED = Path(__file__).resolve().parents[2] / "content" / "mechanics"
STRENGTHS = [s for s in OPPOSITION if s != "standard"]


def shipped(name: str) -> CustomMechanic:
    path = SHIPPED / f"{name}.yaml"
    return load_mechanic(path.read_text(encoding="utf-8"), str(path))


def described(text: str) -> CustomMechanic:
    return load_mechanic("version: 1\n" + text, "test.yaml")


def same_odds(mine: CustomMechanic, system: str, **options: object) -> None:
    built_in = mechanic(system)
    a = mine.odds(mine.params(**options))
    b = built_in.odds(built_in.params(**options))
    assert a.outcomes == b.outcomes, options
    assert a.rungs == b.rungs and a.extras() == b.extras(), options


# --- the shipped files equal the built-ins ------------------------------------------------


@pytest.mark.parametrize("strength", STRENGTHS)
def test_fubar_file_equals_fubar_across_net_and_scale_R_FUBAR_1_R_FUBAR_2(strength):
    mine = shipped("fubar")
    for bonus in range(7):
        for penalty in range(7):
            for scale in (-1, 0, 2):
                same_odds(
                    mine, "fubar", bonus=bonus, penalty=penalty, opposition=strength, scale=scale
                )


def test_fubar_file_keeps_the_source_odds_R_FUBAR_4():
    mine = shipped("fubar")
    yes = {
        n: mine.odds(mine.params(bonus=max(n, 0), penalty=max(-n, 0))).at_least
        for n in range(-3, 4)
    }
    from solo.dice.ladder import Answer

    got = {n: f(Answer.YES_BUT) for n, f in yes.items()}
    assert got[0] == Fraction(1, 2) and got[1] == Fraction(21, 32) and got[-3] == Fraction(37, 256)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_minifu_file_equals_minifu_across_power_and_challenge_R_MINI_1_R_MINI_3(strength):
    mine = shipped("minifu")
    for power in range(7):
        for challenge in range(7):
            for bonus, penalty in ((0, 0), (1, 0), (0, 2), (2, 1)):
                try:
                    mechanic("minifu").params(
                        power=power,
                        challenge=challenge,
                        bonus=bonus,
                        penalty=penalty,
                        opposition=strength,
                    )
                except ValueError:
                    with pytest.raises(ValueError):
                        mine.params(
                            power=power,
                            challenge=challenge,
                            bonus=bonus,
                            penalty=penalty,
                            opposition=strength,
                        )
                    continue
                same_odds(
                    mine,
                    "minifu",
                    power=power,
                    challenge=challenge,
                    bonus=bonus,
                    penalty=penalty,
                    opposition=strength,
                )


def test_minifu_file_equals_minifu_at_large_pools():
    mine = shipped("minifu")
    for power, challenge in ((10, 10), (30, 1), (1, 30), (30, 30)):
        same_odds(mine, "minifu", power=power, challenge=challenge)


def test_buckets_file_equals_buckets_R_BUCK_1_R_BUCK_3():
    mine = shipped("buckets")
    for player in range(6):
        for resistance in range(6):
            for bonus, penalty in ((0, 0), (1, 2), (3, 0)):
                if player + resistance + bonus + penalty == 0:
                    continue
                same_odds(
                    mine,
                    "buckets",
                    player=player,
                    resistance=resistance,
                    bonus=bonus,
                    penalty=penalty,
                )


def test_fu_file_equals_fu_R_FU_1():
    mine = shipped("fu")
    for bonus in range(5):
        for penalty in range(5):
            for strength in STRENGTHS:
                same_odds(mine, "fu", bonus=bonus, penalty=penalty, opposition=strength)


def test_shipped_files_read_the_rules_worked_examples_R_FUBAR_3_R_MINI_4():
    fubar = shipped("fubar")
    roll = fubar.read(fubar.params(bonus=1), faces_of([1, 2, 3, 4, 4, 6]))
    assert roll.outcome.key == "yes"
    minifu = shipped("minifu")
    for power, against, answer in (
        ([6, 5, 3, 1], [6, 4], "yes_but"),
        ([6, 5, 4, 1], [6, 3], "yes"),
        ([4, 3, 2], [4, 3, 2, 1], "no_but"),
        ([5, 2], [5, 2], "no_and"),
    ):
        faces = faces_of(power, against)
        params = minifu.params(**minifu.fit_to_faces({}, faces))
        assert minifu.read(params, faces).outcome.key == answer
    assert minifu.read(minifu.params(power=2, challenge=2), faces_of([5, 2], [5, 2])).outcome.botch


def faces_of(dice, against=()):
    from solo.dice.rolls import Faces

    return Faces(dice=tuple(dice), against=tuple(against))


# --- brute force on small cases --------------------------------------------------------------

SMALL = {
    "keep two highest of d4, net": (
        "name: k2\ndice: {d4: [1, 2, 3, 4]}\nmodifiers: net\npool: {die: d4, size: 2, keep: 2}\n"
        "rungs: {no_and: ..3, no: 4, no_but: 5, yes_but: 6, yes: 7, yes_and: 8..}\n"
    ),
    "odd die with repeated faces, keep lowest": (
        "name: odd\ndice: {dx: [1, 1, 2, 5]}\nmodifiers: dice\n"
        "pool: {die: dx, size: 3, keep: {lowest: 2}}\n"
        "rungs: {no_and: ..2, no: 3, no_but: 4, yes_but: 5..6, yes: 7..9, yes_and: 10..}\n"
    ),
    "successes on 5 and 6": (
        "name: hits\ndice: {d6: [1, 2, 3, 4, 5, 6]}\nmodifiers: dice\npool: {die: d6, size: 3}\n"
        "score: {count: [5, 6]}\nrungs: {no_and: 0, no_but: 1, yes_but: 2, yes_and: 3..}\n"
    ),
    "margin of sums with an opposing pool": (
        "name: versus\ndice: {d4: [1, 2, 3, 4], d3: [-1, 0, 1]}\n"
        "options: {foes: {default: 2, min: 0, max: 4}}\nmodifiers: split\n"
        "pool: {die: d4, size: 1}\nagainst: {die: d4, size: foes, keep: 1}\nread: margin\n"
        "rungs: {no_and: ..-2, no: -1, no_but: 0, yes_but: 1, yes: 2, yes_and: 3..}\n"
    ),
    "cancel on d4 with an impasse": (
        "name: cancel4\ndice: {d4: [1, 2, 3, 4]}\n"
        "options: {mine: {default: 2}, theirs: {default: 2}}\nmodifiers: split\n"
        "pool: {die: d4, size: mine}\nagainst: {die: d4, size: theirs}\nread: cancel\n"
        "rungs:\n  acting: {yes_but: 1, yes_and: 2..}\n  against: {no_but: 1, no: 2, no_and: 3..}\n"
        "all_cancelled: impasse\n"
    ),
}
SMALL_PARAMS = (
    {},
    {"bonus": 1},
    {"penalty": 2},
    {"bonus": 1, "penalty": 1, "opposition": "weak"},
    {"opposition": "strong", "scale": 1},
)


@pytest.mark.parametrize("case", list(SMALL))
def test_small_descriptions_equal_brute_force_enumeration(case):
    mech = described(SMALL[case])
    spec = mech.spec
    for options in SMALL_PARAMS:
        params = mech.params(**options)
        sizes = mech.pools(params)
        faces = all_faces(spec.acting.die.faces, sizes.acting, sizes.against)
        brute = nonzero(enumerate_outcomes(mech, params, faces))
        assert mech.odds(params).outcomes == brute, (case, options)
        assert sum(mech.odds(params).rungs.values()) == 1


def test_brute_force_cases_use_each_reading_and_keep():
    """The small cases cover every reading, keep and modifier mode of the format."""
    specs = [described(text).spec for text in SMALL.values()]
    assert {s.reading.value for s in specs} == {"total", "margin", "cancel"}
    assert {s.modifiers.value for s in specs} == {"net", "dice", "split"}
    assert {s.acting.keep.value for s in specs} >= {"all", "by_net", "lowest"}


# --- rolling -----------------------------------------------------------------------------


def test_roll_reads_its_own_faces_and_reroll_changes_only_chosen_dice_R_REROLL_1():
    mech = shipped("fubar")
    params = mech.params(bonus=2)
    rng = random.Random(5)
    roll = mech.roll(params, rng)
    assert len(roll.dice) == 7
    assert mech.read(params, roll.faces).outcome == roll.outcome
    again = mech.reroll(roll, [0, 3], rng)
    unchanged = [i for i in range(7) if i not in (0, 3)]
    assert [again.faces.dice[i] for i in unchanged] == [roll.faces.dice[i] for i in unchanged]
    assert again.rerolls == 1


def test_reroll_of_an_opposing_die_is_refused_R_REROLL_1():
    mech = shipped("minifu")
    roll = mech.roll(mech.params(power=2, challenge=2), random.Random(1))
    with pytest.raises(ValueError, match="not yours"):
        mech.reroll(roll, [3], random.Random(2))


def test_read_refuses_a_face_the_die_does_not_have():
    mech = shipped("fubar")
    with pytest.raises(ValueError, match="d6 shows 1, 2, 3, 4, 5, 6; got 7"):
        mech.read(mech.params(), faces_of([1, 2, 3, 4, 7]))


def test_options_are_checked_and_named():
    mech = shipped("minifu")
    with pytest.raises(ValueError, match="no option 'might'"):
        mech.params(might=2)
    with pytest.raises(ValueError, match="power must be at least 0"):
        mech.params(power=-1)
    assert mech.params(power="3").as_dict()["power"] == 3


def test_two_files_of_one_name_never_share_odds():
    a = described(SMALL["successes on 5 and 6"])
    b = described(SMALL["successes on 5 and 6"].replace("[5, 6]", "[6]"))
    assert a.name == b.name
    assert a.odds(a.params()).rungs != b.odds(b.params()).rungs


# --- too big to count ----------------------------------------------------------------------

HUGE = (
    "name: huge\ndice: {d100: [%s]}\nmodifiers: dice\npool: {die: d100, size: %d, keep: {highest: %d}}\n"
    "rungs: {no_and: ..100, yes_and: 101..}\n"
)


def test_a_file_too_big_to_count_is_refused_before_counting():
    faces = ", ".join(str(n) for n in range(1, 101))
    mech = described(HUGE % (faces, 2, 30))  # small at its defaults
    started = time.process_time()
    with pytest.raises(ValueError, match="counting steps"):
        mech.odds(mech.params(bonus=58))
    assert time.process_time() - started < 0.5
    from solo.tables.errors import ContentError

    with pytest.raises(ContentError, match=r"test\.yaml:\d+:\d+: at its default options, .*limit"):
        described(HUGE % (faces, 60, 30))


def test_the_limit_is_a_few_seconds_at_most():
    """The biggest description just under the limit counts in a few seconds."""
    assert WORK_LIMIT <= 20_000_000


# --- any small description equals brute force (property) ---------------------------------


@st.composite
def small_descriptions(draw):
    """A random small mechanic file: a die of 1-4 faces (repeats and negatives allowed),
    a pool of 1-3 dice (an against pool of 0-2 for a margin), a keep, a score and six
    contiguous rung ranges."""
    faces = draw(st.lists(st.integers(-2, 5), min_size=1, max_size=4))
    reading = draw(st.sampled_from(["total", "margin"]))
    modifiers = draw(st.sampled_from(["dice", "split"] if reading == "margin" else ["net", "dice"]))
    size = draw(st.integers(1, 3))
    keep_count = draw(st.integers(1, 3))
    keep = (
        f"keep: {keep_count}"
        if modifiers == "net"
        else draw(
            st.sampled_from(
                ["", f"keep: {{highest: {keep_count}}}", f"keep: {{lowest: {keep_count}}}"]
            )
        )
    )
    score = draw(st.sampled_from(["face", f"{{count: [{faces[0]}]}}"]))
    cuts = sorted(draw(st.lists(st.integers(-12, 15), min_size=5, max_size=5, unique=True)))
    rungs = (
        f"no_and: ..{cuts[0]}, no: {cuts[0] + 1}..{cuts[1]}, no_but: {cuts[1] + 1}..{cuts[2]}, "
        f"yes_but: {cuts[2] + 1}..{cuts[3]}, yes: {cuts[3] + 1}..{cuts[4]}, yes_and: {cuts[4] + 1}.."
    )
    against = (
        f"against: {{die: dx, size: {draw(st.integers(0, 2))}}}\n" if reading == "margin" else ""
    )
    pool = f"{{die: dx, size: {size}{', ' + keep if keep else ''}}}"
    text = (
        f"name: prop\ndice: {{dx: [{', '.join(map(str, faces))}]}}\nmodifiers: {modifiers}\n"
        f"pool: {pool}\n{against}score: {score}\nread: {reading}\nrungs: {{{rungs}}}\n"
    )
    options = draw(
        st.fixed_dictionaries(
            {"bonus": st.integers(0, 2), "penalty": st.integers(0, 2), "scale": st.integers(-1, 1)}
        )
    )
    return text, options


@settings(max_examples=120, deadline=None)
@given(small_descriptions())
def test_any_small_description_equals_brute_force(case):
    text, options = case
    mech = described(text)
    try:
        params = mech.params(**options)
    except ValueError:
        return  # nothing to roll (both pools empty): refused, as it should be
    sizes = mech.pools(params)
    faces = all_faces(mech.spec.acting.die.faces, sizes.acting, sizes.against)
    brute = nonzero(enumerate_outcomes(mech, params, faces))
    odds = mech.odds(params)
    assert odds.outcomes == brute
    assert sum(odds.rungs.values()) == 1


def test_two_files_of_one_name_keep_their_own_odds():
    """The odds cache is the mechanic's own: a file edited (or another file of the same
    name) gives its own odds, not the first one's (R-LAD-1)."""
    two_best = (SHIPPED / "two-best.yaml").read_text(encoding="utf-8")
    harder = two_best.replace("yes_but: 7..8", "yes_but: 7..9").replace("yes: 9..10", "yes: 10")
    first, second = (load_mechanic(text, "two-best.yaml") for text in (two_best, harder))
    assert first.name == second.name
    assert first.odds(first.params())["yes"] != second.odds(second.params())["yes"]
