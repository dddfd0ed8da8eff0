"""The shared cancel-and-compare reading and its exact counter (R-BUCK-2/3, R-MINI-2/3)."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from fractions import Fraction
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice import read as read_table
from solo.dice.cancel.reading import Side, check_pool_faces, count_results, read_pools, rung
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, Faces


def multiset_faces(sides: int, n_dice: int, n_against: int):
    """Every (dice, against) pair up to order, weighted by how many ordered rolls it is.

    Same distribution as ``brute.all_faces`` but far fewer cases for d10 pools.
    """
    total = sides ** (n_dice + n_against)
    for dice in itertools.combinations_with_replacement(range(1, sides + 1), n_dice):
        for against in itertools.combinations_with_replacement(range(1, sides + 1), n_against):
            yield (
                Faces(dice=dice, against=against),
                Fraction(_arrangements(dice) * _arrangements(against), total),
            )


def _arrangements(faces) -> int:
    return factorial(len(faces)) // prod(factorial(k) for k in Counter(faces).values())


def literal_reading(acting, against):
    """R-BUCK-2 word for word, on lists: the reference for ``read_pools``."""
    mine, theirs = sorted(acting, reverse=True), sorted(against, reverse=True)
    while mine and theirs and mine[0] == theirs[0]:
        mine.pop(0)
        theirs.pop(0)
    if not mine and not theirs:
        return None, 0
    top_mine, top_theirs = (mine or [0])[0], (theirs or [0])[0]
    if top_mine > top_theirs:
        return Side.ACTING, sum(1 for f in mine if f > top_theirs)
    return Side.AGAINST, sum(1 for f in theirs if f > top_mine)


@functools.cache
def brute_counts(sides: int, acting: int, against: int) -> Counter:
    """Count every ordered roll through ``read_pools``."""
    out: Counter = Counter()
    for mine in itertools.product(range(1, sides + 1), repeat=acting):
        for theirs in itertools.product(range(1, sides + 1), repeat=against):
            r = read_pools(mine, theirs)
            out[(r.winner, r.count)] += 1
    return out


def capped(counts: Counter, cap: int | None) -> Counter:
    if cap is None:
        return counts
    out: Counter = Counter()
    for (side, count), ways in counts.items():
        out[(side, min(count, cap))] += ways
    return out


def dp_counts(counts) -> Counter:
    out: Counter = Counter()
    for side, row in ((Side.ACTING, counts.acting), (Side.AGAINST, counts.against)):
        for count, ways in enumerate(row):
            if ways:
                out[(side, count)] = ways
    if counts.all_cancelled:
        out[(None, 0)] = counts.all_cancelled
    return out


SMALL_POOLS = [(a, b) for a in range(8) for b in range(8) if 0 < a + b <= 7]


@pytest.mark.parametrize("sides", [1, 2, 3])
@pytest.mark.parametrize("acting,against", SMALL_POOLS)
def test_counts_equal_brute_force_up_to_seven_dice_R_BUCK_2_R_BUCK_3(sides, acting, against):
    """R-BUCK-2 R-BUCK-3."""
    for cap in (3, None):
        counts = count_results(sides, acting, against, cap)
        assert dp_counts(counts) == capped(brute_counts(sides, acting, against), cap)
        assert counts.total == sides ** (acting + against)


@pytest.mark.parametrize("sides,most", [(4, 6), (6, 5), (10, 3)])
def test_counts_equal_brute_force_on_real_dice_R_BUCK_2_R_MINI_2(sides, most):
    """R-BUCK-2 R-MINI-2."""
    for acting, against in SMALL_POOLS:
        if acting + against <= most:
            for cap in (1, 2, 3, None):
                counts = count_results(sides, acting, against, cap)
                assert dp_counts(counts) == capped(brute_counts(sides, acting, against), cap)


def test_counts_add_up_for_big_pools():
    for sides, acting, against in [(10, 30, 30), (6, 60, 1), (10, 17, 40), (6, 0, 60)]:
        for cap in (3, None):
            c = count_results(sides, acting, against, cap)
            assert sum(c.acting) + sum(c.against) + c.all_cancelled == c.total


def test_hand_counted_one_against_one_R_BUCK_3():
    """R-BUCK-3: d10 v d10: 10 of 100 rolls tie (all cancelled), 45 each side wins with one die."""
    c = count_results(10, 1, 1)
    assert (c.acting[1], c.against[1], c.all_cancelled, c.total) == (45, 45, 10, 100)


def test_empty_side_counts_as_zero_R_MINI_2():
    """R-MINI-2: Against an empty side every die of the other is above 0."""
    c = count_results(6, 4, 0, None)
    assert c.acting[4] == 6**4 and sum(c.acting) == 6**4
    assert read_pools((), (1, 1)).winner is Side.AGAINST and read_pools((), (1, 1)).count == 2


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 10), max_size=8), st.lists(st.integers(1, 10), max_size=8))
def test_reading_matches_the_rule_text_R_BUCK_2(acting, against):
    """R-BUCK-2."""
    reading = read_pools(acting, against)
    assert (reading.winner, reading.count) == literal_reading(acting, against)
    assert len(reading.acting) == len(acting) and len(reading.against) == len(against)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 6), max_size=7), st.lists(st.integers(1, 6), max_size=7))
def test_marks_explain_the_reading_R_BUCK_2(acting, against):
    """R-BUCK-2: Cancelled dice come in equal tied pairs; the winner's kept dice are the count."""
    r = read_pools(acting, against)
    cancelled_a = sorted(f for f, m in zip(acting, r.acting) if m.status == CANCELLED)
    cancelled_b = sorted(f for f, m in zip(against, r.against) if m.status == CANCELLED)
    assert cancelled_a == cancelled_b
    if r.winner is None:
        assert all(m.status == CANCELLED for m in r.acting + r.against)
        return
    win_faces, win_marks = (acting, r.acting) if r.winner is Side.ACTING else (against, r.against)
    kept = [f for f, m in zip(win_faces, win_marks) if m.status == KEPT]
    assert len(kept) == r.count and all(f > r.bar for f in kept)
    assert all(f <= r.bar for f, m in zip(win_faces, win_marks) if m.status == DISCARDED)


def test_tie_marks_name_both_faces_R_BUCK_2():
    """R-BUCK-2."""
    r = read_pools((6, 5, 3, 1), (6, 4))
    assert [m.why for m in r.acting] == ["tied 6 with 6", "beats 4", "not above 4", "not above 4"]
    assert r.against[1].why == "top die left: the bar at 4"


def test_rungs_by_count_and_side_R_BUCK_2_R_MINI_2():
    """R-BUCK-2 R-MINI-2."""
    assert [rung(Side.ACTING, n) for n in (1, 2, 3, 7)] == [
        Answer.YES_BUT,
        Answer.YES,
        Answer.YES_AND,
        Answer.YES_AND,
    ]
    assert [rung(Side.AGAINST, n) for n in (1, 2, 3, 4)] == [
        Answer.NO_BUT,
        Answer.NO,
        Answer.NO_AND,
        Answer.NO_AND,
    ]


def test_pool_faces_checked_with_clear_messages():
    with pytest.raises(ValueError, match="player pool is 4 dice .*but 3 faces"):
        check_pool_faces("player", (1, 2, 3), 4, 10, "player 3 + bonus 1")
    with pytest.raises(ValueError, match="a d6 shows 1-6, got 7"):
        check_pool_faces("power", (1, 7), 2, 6, "power 2")


# --- the cancel mechanic and its params, through the public API (R-BUCK-1..4, R-MINI-1..3) ---


BUCKETS = mechanic("buckets")
MINIFU = mechanic("minifu")


def test_world_question_keeps_only_more_ands_from_the_campaign_R_ORA_1_R_BUCK_4():
    """R-ORA-1: even pools on both sides moved by the step; of the campaign's options only
    "more ands" carries over (R-BUCK-4), never its own pool sizes."""
    params = BUCKETS.world_params(1, more_ands=True, player=9, resistance=1)
    assert (params.player, params.resistance, params.bonus, params.penalty) == (3, 3, 1, 0)
    assert params.more_ands is True
    assert BUCKETS.world_params(0, player=9).more_ands is False
    low = MINIFU.world_params(-2, power=5)
    assert (low.power, low.challenge, low.bonus, low.penalty) == (2, 2, 0, 2)


def test_campaign_action_defaults_to_average_opposition_R_OPP_1():
    """R-OPP-1: no opposition named is average: the modest challenge, nothing added."""
    params = BUCKETS.action_params()
    assert (params.player_pool, params.resistance_pool, params.opposition) == (3, 3, "average")
    assert MINIFU.action_params(opposition=" Strong ").challenge_pool == 4


def test_campaign_action_weak_opposition_never_goes_below_no_dice_R_OPP_1():
    """R-OPP-1: weak opposition takes a die from the against pool, down to none."""
    assert MINIFU.action_params(challenge=0, opposition="weak").challenge_pool == 0
    assert MINIFU.action_params(challenge=1, opposition="weak").challenge_pool == 0
    assert MINIFU.action_params(challenge=0).challenge_pool == 0


def test_campaign_action_checks_its_against_pool_by_name():
    with pytest.raises(ValueError, match=r"^resistance must be at least 0, got -1$"):
        BUCKETS.action_params(resistance=-1)
    with pytest.raises(ValueError, match=r"^challenge must be at most 60, got 61$"):
        MINIFU.action_params(challenge=61, opposition="weak")
    with pytest.raises(ValueError, match="has no option 'colour'"):
        BUCKETS.action_params(opposition="fierce", colour=1)


def test_read_sizes_missing_pools_from_the_faces_R_BUCK_1():
    """R-BUCK-1: a table read counts the pools from the faces, after what modifiers add."""
    data = read_table("buckets", dice=[9, 7, 6, 5], against=[9, 5, 2], bonus=1)
    assert (data["params"]["player"], data["params"]["resistance"]) == (3, 3)
    assert data["answer"] == "yes"
    data = read_table("minifu", dice=[4], against=[6, 2, 1], penalty=1, opposition="strong")
    assert (data["params"]["power"], data["params"]["challenge"]) == (1, 0)
    data = read_table("buckets", dice=[4, 1], against=[3], player=1, bonus=1)
    assert (data["params"]["player"], data["params"]["resistance"]) == (1, 1)


def test_read_names_the_dice_the_modifiers_add_but_the_faces_lack():
    with pytest.raises(
        ValueError,
        match=r"^buckets: the modifiers add 2 player dice, but only 1 player face was given$",
    ):
        read_table("buckets", dice=[4], against=[3, 3], bonus=2)
    with pytest.raises(
        ValueError,
        match=r"^minifu: the modifiers add 1 challenge die, but only 0 challenge faces were given$",
    ):
        read_table("minifu", dice=[4], against=[], penalty=1)


def test_read_with_exactly_the_added_dice_leaves_an_empty_base_pool_R_BUCK_1():
    """R-BUCK-1: the faces may all come from the modifiers (a base pool of 0)."""
    data = read_table("buckets", dice=[4], against=[3, 2], bonus=1)
    assert (data["params"]["player"], data["params"]["resistance"]) == (0, 2)


def _why(roll):
    return [(d.kind, d.face, d.status, d.why, d.side, d.source) for d in roll.dice]


def test_roll_notes_name_the_winner_and_the_bar_R_BUCK_2_R_MINI_2():
    """R-BUCK-2 R-MINI-2: the note says who won, with how many dice, above what."""
    roll = BUCKETS.read(BUCKETS.params(player=2, resistance=1), Faces(dice=(8, 3), against=(5,)))
    assert roll.notes == ("player wins with 1 die above 5",)
    assert _why(roll) == [
        ("player", 8, KEPT, "beats 5", "acting", ("dice", 0)),
        ("player", 3, DISCARDED, "not above 5", "acting", ("dice", 1)),
        ("resistance", 5, KEPT, "top die left: the bar at 5", "against", ("against", 0)),
    ]
    roll = MINIFU.read(MINIFU.params(power=1, challenge=2), Faces(dice=(2,), against=(6, 5)))
    assert roll.notes == ("challenge wins with 2 dice above 2",)
    roll = MINIFU.read(MINIFU.params(power=1, challenge=1), Faces(dice=(4,), against=(4,)))
    assert roll.notes == ("every die cancelled",)
    assert roll.outcome.botch and roll.outcome.answer is Answer.NO_AND


def test_against_an_empty_side_every_die_beats_zero_R_MINI_2():
    """R-MINI-2: an empty side is a single 0: each die beats it, and says so."""
    roll = MINIFU.read(MINIFU.params(power=2, challenge=0), Faces(dice=(1, 3), against=()))
    assert [d.why for d in roll.dice] == ["beats 0 (other side empty)"] * 2
    assert roll.notes == ("power wins with 2 dice above 0",)
    assert roll.outcome.answer is Answer.YES


def test_rolled_pools_have_their_sizes_and_faces_R_BUCK_1_R_MINI_1():
    """R-BUCK-1 R-MINI-1: a roll throws each pool at its size, d10 or d6."""
    for mech, params, top in (
        (BUCKETS, BUCKETS.params(player=4, resistance=2, bonus=1), 10),
        (MINIFU, MINIFU.params(power=3, challenge=5), 6),
    ):
        acting: set[int] = set()
        against: set[int] = set()
        for seed in range(30):
            roll = mech.roll(params, random.Random(seed))
            assert (len(roll.faces.dice), len(roll.faces.against)) == mech.pools(params)
            acting |= set(roll.faces.dice)
            against |= set(roll.faces.against)
        assert acting == against == set(range(1, top + 1))


@pytest.mark.parametrize(
    "params,acting,against",
    [
        (
            BUCKETS.params(player=2, bonus=1, opposition="weak"),
            "player 2 + bonus 1 + weak opposition 1",
            "resistance 3 + penalty 0",
        ),
        (
            MINIFU.params(challenge=1, penalty=2, opposition="strong"),
            "power 1 + bonus 0",
            "challenge 1 + penalty 2 + strong opposition 2",
        ),
        (MINIFU.params(), "power 1 + bonus 0", "challenge 0 + penalty 0"),
    ],
)
def test_pool_sources_say_how_each_pool_came_about_R_OPP_1(params, acting, against):
    """R-OPP-1: bonus and weak opposition grow the acting pool; penalty and tougher
    opposition the against pool."""
    assert params.pool_sources() == (acting, against)


def test_pool_sizes_with_modifiers_R_BUCK_1_R_MINI_1():
    """R-BUCK-1 R-MINI-1."""
    p = BUCKETS.params(player=2, resistance=1, bonus=2, penalty=1, opposition="weak")
    assert (p.acting, p.against, p.player_pool, p.resistance_pool) == (2, 1, 5, 2)
    p = MINIFU.params(power=2, challenge=1, opposition="overwhelming")
    assert (p.acting, p.against, p.power_pool, p.challenge_pool) == (2, 1, 2, 4)
    assert MINIFU.pools(p) == (2, 4)


def test_pool_options_accept_numbers_written_as_text():
    p = BUCKETS.params(player="4", resistance=" 2 ")
    assert (p.player, p.resistance) == (4, 2)


@pytest.mark.parametrize(
    "options,message",
    [
        (
            {"power": 0, "challenge": 0},
            r"^nothing to roll: the power and challenge pools are both empty$",
        ),
        ({"power": 60, "bonus": 1}, r"^power pool \(with modifiers\) must be at most 60, got 61$"),
        (
            {"challenge": 60, "penalty": 1},
            r"^challenge pool \(with modifiers\) must be at most 60, got 61$",
        ),
        ({"challenge": -1}, r"^challenge must be at least 0, got -1$"),
    ],
)
def test_pool_sizes_are_checked_by_name(options, message):
    with pytest.raises(ValueError, match=message):
        MINIFU.params(**options)


def test_a_pool_of_sixty_is_allowed():
    assert MINIFU.params(power=0, challenge=60).challenge_pool == 60
    assert MINIFU.params(power=1, challenge=0).power_pool == 1


@pytest.mark.parametrize(
    "value,expected",
    [
        (True, True),
        (False, False),
        (1, True),
        (0, False),
        ("yes", True),
        (" On ", True),
        ("TRUE", True),
        ("1", True),
        ("no", False),
        ("off", False),
        ("false", False),
        ("0", False),
        ("", False),
    ],
)
def test_more_ands_reads_yes_and_no_words_R_BUCK_4(value, expected):
    """R-BUCK-4: the "more ands" option, as the CLI and campaign files write it."""
    assert BUCKETS.params(more_ands=value).more_ands is expected


def test_more_ands_refuses_other_words():
    with pytest.raises(ValueError, match=r"^more_ands must be true or false, got 'maybe'$"):
        BUCKETS.params(more_ands="maybe")
    with pytest.raises(ValueError, match=r"^more_ands must be true or false, got 2$"):
        BUCKETS.params(more_ands=2)


def test_more_ands_lifts_the_cap_on_counted_dice_R_BUCK_4():
    """R-BUCK-4: without the option 3+ winning dice are one "and"; with it the odds count
    each die beyond three."""
    plain = BUCKETS.odds(BUCKETS.params(player=5, resistance=0))
    more = BUCKETS.odds(BUCKETS.params(player=5, resistance=0, more_ands=True))
    assert plain.outcomes == {Outcome(Answer.YES_AND): 1}
    assert more.outcomes == {Outcome(Answer.YES_AND, ands=2): 1}
    four = BUCKETS.odds(BUCKETS.params(player=0, resistance=4, more_ands=True))
    assert four.outcomes == {Outcome(Answer.NO_AND, ands=1): 1}


def test_minifu_cap_is_three_dice_R_MINI_2():
    """R-MINI-2: three or more dice above the bar all read yes_and."""
    odds = MINIFU.odds(MINIFU.params(power=4, challenge=0))
    assert odds.outcomes == {Outcome(Answer.YES_AND): 1}


def test_rung_needs_a_winning_die():
    with pytest.raises(ValueError, match=r"^a winner beats at least one die, got 0$"):
        rung(Side.ACTING, 0)


def test_pool_faces_messages_for_one_die_and_one_face():
    with pytest.raises(
        ValueError, match=r"^the power pool is 1 die \(power 1\), but 2 faces were given$"
    ):
        check_pool_faces("power", (1, 2), 1, 6, "power 1")
    with pytest.raises(
        ValueError, match=r"^the power pool is 2 dice \(why\), but 1 face was given$"
    ):
        check_pool_faces("power", (1,), 2, 6, "why")
    for bad in (0, True, "3", 2.5):
        with pytest.raises(ValueError, match=r"^a d10 shows 1-10, got .* in the player pool$"):
            check_pool_faces("player", (bad,), 1, 10, "")
    check_pool_faces("player", (1, 10), 2, 10, "")


def test_cancelled_then_split_marks_R_BUCK_2():
    """R-BUCK-2: a tie at the top cancels; the against side's lower dice sit under the bar."""
    r = read_pools((3, 9), (9, 7, 2, 5))
    assert (r.winner, r.count, r.bar) == (Side.AGAINST, 2, 3)
    assert [m.why for m in r.acting] == ["top die left: the bar at 3", "tied 9 with 9"]
    assert [m.status for m in r.against] == [CANCELLED, KEPT, DISCARDED, KEPT]
    assert [m.why for m in r.against] == ["tied 9 with 9", "beats 3", "not above 3", "beats 3"]
    r = read_pools((2, 1, 1), (5,))
    assert [m.why for m in r.acting] == [
        "top die left: the bar at 2",
        "under the bar at 2",
        "under the bar at 2",
    ]


@pytest.mark.parametrize(
    "faces",
    [
        Faces(dice=(1, 2, 3), against=(1, 2, 3), against_wild=(6,)),
        Faces(dice=(1, 2, 3), against=(1, 2, 3), cp=((4,),)),
        Faces(dice=(1, 2, 3), against=(1, 2, 3), allies=((4,),)),
    ],
)
def test_cancel_systems_read_only_their_two_pools(faces):
    with pytest.raises(
        ValueError, match=r"^buckets reads only the two pools \(--dice and --against\)$"
    ):
        BUCKETS.read(BUCKETS.params(), faces)


def test_an_all_cancelled_reading_has_no_bar_R_BUCK_3():
    """R-BUCK-3."""
    assert read_pools((4, 2), (2, 4)).bar == 0
