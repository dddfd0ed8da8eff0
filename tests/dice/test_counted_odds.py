"""The counted odds (issue 22): integer ways per outcome, each rung summed as an integer
and divided once, against brute-force enumeration of the rolls, for every mechanic that
counts (fubar, minifu, buckets), over a range of small pools, modifiers and scales."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from math import comb, factorial, prod

import pytest

from solo.dice import exact, mechanic
from solo.dice.base import Params
from solo.dice.cancel.reading import count_results
from solo.dice.exact import FRACTION_SLOTS, Odds, Ways, ratio_maker
from solo.dice.ladder import PLAIN_OUTCOMES, RUNG_KEYS, Answer, Outcome
from solo.dice.rolls import Faces

FUBAR = mechanic("fubar")
MINIFU = mechanic("minifu")
BUCKETS = mechanic("buckets")


def merged(ways: Ways) -> Counter[Outcome]:
    """The integer count of each outcome (an outcome listed twice added up)."""
    out: Counter[Outcome] = Counter()
    for outcome, count in ways.entries:
        assert count > 0
        out[outcome] += count
    return out


def brute_rungs(
    counts: Counter[Outcome], total: int, scale: int, impasse: bool
) -> dict[str, Fraction]:
    """Each rung's probability after scale, from the enumerated counts (R-LAD-3)."""
    rungs = dict.fromkeys(RUNG_KEYS + (("impasse",) if impasse else ()), Fraction(0))
    for outcome, count in counts.items():
        key = outcome.shifted(scale).key
        rungs[key] = rungs.get(key, Fraction(0)) + Fraction(count, total)
    return rungs


def arrangements(faces: tuple[int, ...]) -> int:
    """Ordered rolls that sort to this multiset of faces."""
    return factorial(len(faces)) // prod(factorial(k) for k in Counter(faces).values())


def enumerate_fubar(params: Params) -> tuple[Counter[Outcome], int]:
    """Every roll of the pool through ``resolve``, by parity: each die shows 1 (odd) or 2
    (even), and each such pattern stands for 3**n of the 6**n rolls — one in 2**n."""
    n = params.pool
    counts: Counter[Outcome] = Counter()
    for dice in itertools.product((1, 2), repeat=n):
        counts[FUBAR.resolve(params, Faces(dice=dice)).outcome] += 1
    return counts, 2**n


def enumerate_cancel(mech, params: Params) -> tuple[Counter[Outcome], int]:
    """Every pair of pools (as multisets, weighted by their orderings) through ``resolve``."""
    acting, against = mech.pools(params)
    faces = range(1, mech.sides + 1)
    counts: Counter[Outcome] = Counter()
    for mine in itertools.combinations_with_replacement(faces, acting):
        for theirs in itertools.combinations_with_replacement(faces, against):
            outcome = mech.resolve(params, Faces(dice=mine, against=theirs)).outcome
            counts[outcome] += arrangements(mine) * arrangements(theirs)
    return counts, mech.sides ** (acting + against)


def check_against_brute(mech, params: Params, counts: Counter[Outcome], total: int) -> None:
    ways = mech.ways(params)
    assert (merged(ways), ways.total) == (counts, total)
    odds = mech.odds(params)
    assert odds.rungs == brute_rungs(counts, total, params.scale, mech.has_impasse)
    assert sum(odds.rungs.values()) == 1


@pytest.mark.parametrize("net", range(-7, 8))
@pytest.mark.parametrize("scale", [-2, 0, 1])
def test_fubar_counts_equal_enumeration_R_FUBAR_1_R_FUBAR_2_R_LAD_3(net, scale):
    """R-FUBAR-1 R-FUBAR-2 R-LAD-3: 5 to 12 dice, keeping the best or the worst five."""
    params = FUBAR.params(bonus=max(net, 0), penalty=max(-net, 0), scale=scale)
    check_against_brute(FUBAR, params, *enumerate_fubar(params))


CANCEL_POOLS = [(a, b) for a in range(7) for b in range(7) if 0 < a + b <= 6]


@pytest.mark.parametrize("power,challenge", CANCEL_POOLS)
def test_minifu_counts_equal_enumeration_R_MINI_2_R_MINI_3(power, challenge):
    """R-MINI-2 R-MINI-3: every pool of up to six d6 in all; a botch shares the "No,
    and…" rung with a plain one, so that rung adds two outcomes' counts."""
    brute = enumerate_cancel(MINIFU, MINIFU.params(power=power, challenge=challenge))
    for scale in (0, -1, 2):  # the dice read the same; scale moves the answer after
        params = MINIFU.params(power=power, challenge=challenge, scale=scale)
        check_against_brute(MINIFU, params, *brute)


@pytest.mark.parametrize("power,challenge", [(2, 1), (0, 2), (3, 0)])
@pytest.mark.parametrize("opposition", ["weak", "strong"])
def test_minifu_counts_with_modifiers_equal_enumeration_R_MINI_1_R_OPP_1(
    power, challenge, opposition
):
    """R-MINI-1 R-OPP-1: bonus, penalty and opposition grow the pools before counting."""
    params = MINIFU.params(
        power=power, challenge=challenge, bonus=1, penalty=1, opposition=opposition
    )
    check_against_brute(MINIFU, params, *enumerate_cancel(MINIFU, params))


@pytest.mark.parametrize("player,resistance", [(a, b) for a, b in CANCEL_POOLS if a + b <= 5])
@pytest.mark.parametrize("more_ands", [False, True])
def test_buckets_counts_equal_enumeration_R_BUCK_2_R_BUCK_3_R_BUCK_4(player, resistance, more_ands):
    """R-BUCK-2 R-BUCK-3 R-BUCK-4: every pool of up to five d10 in all, with the impasse
    as its own rung and "more ands" counting every die beyond three."""
    options = {"player": player, "resistance": resistance, "more_ands": more_ands}
    brute = enumerate_cancel(BUCKETS, BUCKETS.params(**options))
    for scale in (0, 1):  # the dice read the same; scale moves the answer after
        check_against_brute(BUCKETS, BUCKETS.params(**options, scale=scale), *brute)


# --- bigger pools: against a plain walk over the faces -------------------------------


def walk_counts(sides: int, acting: int, against: int, cap: int | None) -> Counter:
    """(winner, count) → rolls, by the most literal face-by-face walk (R-BUCK-2): from the
    top face down, each face takes i acting and j against dice (C(a, i)·C(b, j) ways);
    while tied, equal numbers cancel; the first face that differs makes a leader, whose
    dice count on each face down to the first face where the other side has a die."""
    states: Counter = Counter({(acting, against, None): 1})
    for _face in range(sides, 0, -1):
        following: Counter = Counter()
        for (a, b, state), ways in states.items():
            for i in range(a + 1):
                for j in range(b + 1):
                    step = ways * comb(a, i) * comb(b, j)
                    following[(a - i, b - j, _next(state, i, j, cap))] += step
        states = following
    out: Counter = Counter()
    for (a, b, state), ways in states.items():
        if a == b == 0:  # every die placed on some face
            out[("cancelled", 0) if state is None else state[:2]] += ways
    return out


def _next(state, mine: int, theirs: int, cap: int | None):
    def capped(count: int) -> int:
        return count if cap is None else min(count, cap)

    if state is None:
        if mine == theirs:
            return None
        if mine > theirs:
            return ("acting", capped(mine - theirs), False)
        return ("against", capped(theirs - mine), False)
    side, count, barred = state
    if barred:
        return state
    lead, other = (mine, theirs) if side == "acting" else (theirs, mine)
    return (side, count, True) if other else (side, capped(count + lead), False)


def from_counts(sides: int, acting: int, against: int, cap: int | None) -> Counter:
    counts = count_results(sides, acting, against, cap)
    out: Counter = Counter()
    for side, row in (("acting", counts.acting), ("against", counts.against)):
        for count, ways in enumerate(row):
            if ways:
                out[(side, count)] = ways
    if counts.all_cancelled:
        out[("cancelled", 0)] = counts.all_cancelled
    return out


@pytest.mark.parametrize(
    "sides,acting,against",
    [(6, 8, 8), (6, 10, 3), (6, 1, 9), (10, 7, 7), (10, 8, 5), (10, 0, 6), (4, 12, 11)],
)
@pytest.mark.parametrize("cap", [3, None])
def test_counts_equal_a_face_by_face_walk_on_bigger_pools_R_BUCK_2_R_MINI_2(
    sides, acting, against, cap
):
    """R-BUCK-2 R-MINI-2: pools too big to list every roll, against the literal walk."""
    assert from_counts(sides, acting, against, cap) == walk_counts(sides, acting, against, cap)


# --- the ways each read of the odds takes (issue 22: the rungs worked out on first read) -


@pytest.mark.parametrize("net", [-3, 0, 2])
def test_fubar_ways_name_the_six_plain_rungs_in_order_R_FUBAR_2(net):
    """R-FUBAR-2: fubar's outcomes are the six plain rungs themselves, one count each, so
    its rungs are read off the counts; the pairs still match the enumeration."""
    params = FUBAR.params(bonus=max(net, 0), penalty=max(-net, 0))
    ways = FUBAR.ways(params)
    assert ways.outcomes is PLAIN_OUTCOMES
    assert (merged(ways), ways.total) == enumerate_fubar(params)


@pytest.mark.parametrize(
    "mech,options",
    [
        (FUBAR, {"bonus": 2}),
        (FUBAR, {"penalty": 1, "scale": 1}),
        (MINIFU, {"power": 2, "challenge": 2}),
        (BUCKETS, {"player": 2, "resistance": 2}),
        (BUCKETS, {"player": 1, "resistance": 3, "scale": -1}),
    ],
)
def test_a_rung_or_the_extras_read_first_equal_enumeration_R_LAD_3(mech, options):
    """R-LAD-3: a fresh odds read by one rung, or by its extras, before its ``rungs``
    gives the enumerated Fractions (of type Fraction), and a caller's copy of the rungs
    cannot change them."""
    params = mech.params(**options)
    counts, total = enumerate_fubar(params) if mech is FUBAR else enumerate_cancel(mech, params)
    brute = brute_rungs(counts, total, params.scale, mech.has_impasse)
    by_key = mech.exact_odds(params)
    assert {key: by_key[key] for key in brute} == brute
    by_extras = mech.exact_odds(params)
    assert by_extras.extras()["impasse"] == brute.get("impasse", 0)
    assert by_extras.rungs == brute
    assert all(type(p) is Fraction for p in by_extras.rungs.values())
    copy = by_extras.rungs
    copy["yes"] = Fraction(0)
    assert by_extras.rungs == brute


@pytest.mark.parametrize(
    "mech,options", [(FUBAR, {}), (FUBAR, {"penalty": 2}), (MINIFU, {}), (BUCKETS, {})]
)
def test_counted_odds_list_every_rung_worst_first_then_the_impasse_R_LAD_1(mech, options):
    """R-LAD-1: odds from counts list the six rungs by their machine names, worst first,
    then the impasse where the system has one (the names are written out where the
    counts are divided)."""
    odds = mech.exact_odds(mech.params(**options))
    assert list(odds.rungs) == [*RUNG_KEYS, *(["impasse"] if mech.has_impasse else [])]


def test_odds_from_a_distribution_keep_every_rung_and_the_impasse_in_order_R_LAD_1():
    """R-LAD-1: odds given as fractions rather than counts list all six rungs, worst
    first, then the impasse, with rungs of several outcomes added up."""
    half = Fraction(1, 2)
    dist = {Outcome(Answer.YES): half, Outcome(Answer.YES, ands=1): half / 2}
    odds = Odds({**dist, Outcome(None): half / 2}, has_impasse=True)
    assert list(odds.rungs) == [*RUNG_KEYS, "impasse"]
    assert odds.rungs["yes"] == Fraction(3, 4)
    assert odds.rungs["impasse"] == Fraction(1, 4)
    assert odds.rungs["no_and"] == 0 and sum(odds.rungs.values()) == 1


# --- how counts are divided (issue 22: a Fraction made without its constructor) --------


TOTALS = [1, 2, 32, 2**25, 2**65, 6**5, 10**6, 3**7 * 7]


@pytest.mark.parametrize("total", TOTALS)
def test_counts_divided_without_the_constructor_are_the_constructors_fractions(total):
    """Where Fraction holds the slots checked (every supported CPython), a count is divided
    by setting them on a bare instance: the same Fraction as the constructor's in every way
    a caller can see — type, lowest terms, equality, hash, text, arithmetic."""
    divide = ratio_maker(FRACTION_SLOTS)
    assert divide is not Fraction  # the fast path is the one tested here
    for count in sorted({0, 1, 2, 3, 5, total // 3, total // 2, total - 1, total}):
        made, built = divide(count, total), Fraction(count, total)
        assert type(made) is Fraction
        assert (made.numerator, made.denominator) == (built.numerator, built.denominator)
        assert made == built and hash(made) == hash(built) and repr(made) == repr(built)
        assert made + built == 2 * built and made * total == count and str(made) == str(built)


def test_counts_are_divided_by_the_constructor_where_fraction_holds_other_slots():
    """A Python whose Fraction held other slots would divide with the constructor."""
    assert ratio_maker(("_numerator", "_denominator", "_hash")) is Fraction
    assert ratio_maker(None) is Fraction
    assert exact.ratio is ratio_maker(Fraction.__slots__)


@pytest.mark.parametrize("mech,options", [(FUBAR, {"bonus": 3}), (BUCKETS, {"player": 2})])
def test_odds_divided_by_the_constructor_equal_enumeration_R_LAD_3(monkeypatch, mech, options):
    """R-LAD-3: with the constructor dividing instead (the other branch), the rungs are
    still the enumerated Fractions."""
    monkeypatch.setattr(exact, "ratio", Fraction)
    params = mech.params(**options)
    counts, total = enumerate_fubar(params) if mech is FUBAR else enumerate_cancel(mech, params)
    assert mech.exact_odds(params).rungs == brute_rungs(counts, total, 0, mech.has_impasse)
