"""What every Resolve variant shares (solo/rules/economy.py, economy_base.py): the gates,
the wording of each Change and Refusal, the options a save keeps (R-RES-1..9).

Each test pins exact values: the track, the signed amount, the reason and the rule named.
"""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from solo.rules.economy import economy
from solo.rules.economy.events import Change, Event, Refusal, Result, Track

OUT = (
    "the character is out of the game; trade a Trademark for a permanent Flaw to stay in (R-RES-6)"
)
VARIANTS = ("resolve", "doom", "split", "consequences")


def ok(reply):
    assert isinstance(reply, Result), reply
    return reply


def resolve_at(value, **flags):
    econ = economy("resolve")
    state = econ.new()
    return econ, replace(state, resolve=value, session=replace(state.session, **flags))


def out_state(name):
    """A character of variant ``name`` who is out of the game."""
    econ = economy(name)
    state = econ.new()
    while not econ.out(state):
        state = ok(econ.high_stakes_loss(state, risky=True)).state
    return econ, state


# --- economy(): the variant and its options -------------------------------------------------


def test_a_variant_is_named_loosely_and_unknown_ones_are_listed():
    assert economy(" Doom ").name == "doom"
    assert economy().name == "resolve"
    with pytest.raises(
        ValueError,
        match=r"^unknown economy 'gold'; expected one of resolve, doom, split, consequences$",
    ):
        economy("gold")
    with pytest.raises(
        ValueError,
        match=r"^unknown option 'limit' for the resolve economy; expected one of cap, genre_actions$",
    ):
        economy("resolve", limit=3)


def test_genre_actions_must_be_a_yes_or_no_R_RES_3():
    """R-RES-3: the genre option is off unless turned on."""
    assert economy("resolve").genre_actions is False
    assert economy("split", genre_actions=True).genre_actions is True
    with pytest.raises(ValueError, match=r"^genre_actions must be true or false, got 1$"):
        economy("doom", genre_actions=1)


@pytest.mark.parametrize(
    "name,option,lo,hi,default",
    [
        ("resolve", "cap", 1, 20, 5),
        ("doom", "limit", 1, 20, 5),
        ("split", "life", 1, 20, 3),
        ("split", "fu", 0, 20, 2),
        ("consequences", "fu", 0, 20, 2),
    ],
)
def test_each_variant_option_has_its_default_and_bounds_R_RES_1_R_RES_7_R_RES_8_R_RES_9(
    name, option, lo, hi, default
):
    """R-RES-1 (cap 5), R-RES-7 (limit 5), R-RES-8 (Life 3, FU 2), R-RES-9 (FU 2)."""
    assert getattr(economy(name), option) == default
    assert getattr(economy(name, **{option: lo}), option) == lo
    assert getattr(economy(name, **{option: hi}), option) == hi
    for bad in (lo - 1, hi + 1):
        with pytest.raises(
            ValueError, match=rf"^{option} must be between {lo} and {hi}, got {bad}$"
        ):
            economy(name, **{option: bad})


@pytest.mark.parametrize(
    "name,options,expected",
    [
        ("resolve", {}, {"cap": 5, "genre_actions": False}),
        ("doom", {"limit": 7}, {"limit": 7, "genre_actions": False}),
        ("split", {"genre_actions": True}, {"life": 3, "fu": 2, "genre_actions": True}),
        ("consequences", {}, {"mode": "tracks", "fu": 2, "genre_actions": False}),
        (
            "consequences",
            {"mode": "slots", "slots": {"minor": 1}},
            {
                "mode": "slots",
                "slots": {"minor": 1, "moderate": 1, "major": 1},
                "fu": 2,
                "genre_actions": False,
            },
        ),
    ],
)
def test_options_are_what_a_save_keeps_R_RES_1(name, options, expected):
    """R-RES-1: the options, exactly as written to a save (slots only in the slots mode)."""
    assert economy(name, **options).options() == expected


@pytest.mark.parametrize(
    "name,summary,tracks",
    [
        ("resolve", "resolve 5", (Track.RESOLVE,)),
        ("doom", "doom 0", (Track.DOOM,)),
        ("split", "life 3, fu 2", (Track.LIFE, Track.FU)),
        ("consequences", "consequences 0, fu 2", (Track.CONSEQUENCES, Track.FU)),
    ],
)
def test_a_fresh_character_summed_up_R_RES_1_R_RES_7_R_RES_8_R_RES_9(name, summary, tracks):
    """R-RES-1 R-RES-7 R-RES-8 R-RES-9."""
    econ = economy(name)
    assert econ.summary(econ.new()) == summary
    assert econ.tracks() == tracks


@pytest.mark.parametrize(
    "name,wrong", [("resolve", Track.FU), ("doom", Track.RESOLVE), ("split", Track.DOOM)]
)
def test_a_track_the_variant_does_not_keep_is_named(name, wrong):
    econ = economy(name)
    with pytest.raises(ValueError, match=rf"^the {name} economy has no {wrong.value} track$"):
        econ.value(econ.new(), wrong)


def test_the_consequences_economy_has_no_life_track():
    econ = economy("consequences")
    with pytest.raises(ValueError, match=r"^the consequences economy has no life track$"):
        econ.value(econ.new(), Track.LIFE)


# --- status: plot immunity and escalation (R-RES-6, R-ORA-3) --------------------------------


@pytest.mark.parametrize(
    "value,immune,escalate,out",
    [
        (2, True, False, False),
        (1, True, True, False),
        (0, False, True, False),
        (-1, False, True, True),
    ],
)
def test_plot_immunity_and_escalation_by_resolve_R_RES_6_R_ORA_3(value, immune, escalate, out):
    """R-RES-6 R-ORA-3: no plot immunity at 0; complications escalate at 0 or 1; out below 0."""
    econ, state = resolve_at(value)
    assert (econ.plot_immunity(state), econ.escalate(state), econ.out(state)) == (
        immune,
        escalate,
        out,
    )
    assert econ.losses_left(state) == value


# --- reasons: what happened, then the rules behind it ---------------------------------------


def test_a_loss_names_its_rule_and_the_variants_R_RES_2_R_RES_7():
    """R-RES-2 R-RES-7: the reason is the event, then its rule and the variant's rule."""
    econ, state = resolve_at(3)
    assert ok(econ.high_stakes_loss(state)).changes == (
        Change(Track.RESOLVE, -1, "lost a high-stakes conflict (R-RES-2)", Event.HIGH_STAKES_LOSS),
    )
    doom = economy("doom")
    assert ok(doom.reroll(doom.new())).changes == (
        Change(
            Track.DOOM, 1, "rerolled dice of the roll just made (R-RES-2, R-RES-7)", Event.REROLL
        ),
    )


def test_a_risky_loss_costs_two_and_names_both_rules_R_CON_4():
    """R-CON-4: a risky failure costs 2, said "on a risky approach"."""
    econ, state = resolve_at(5)
    result = ok(econ.high_stakes_loss(state, risky=True))
    assert result.state.resolve == 3
    assert result.changes == (
        Change(
            Track.RESOLVE,
            -2,
            "lost a high-stakes conflict on a risky approach (R-RES-2, R-CON-4)",
            Event.HIGH_STAKES_LOSS,
        ),
    )
    assert result.event is Event.HIGH_STAKES_LOSS


def test_soak_replaces_part_of_a_loss_and_says_so_first_R_GEAR_3():
    """R-GEAR-3: each soak replaces one point of the loss; the soak is noted first."""
    econ, state = resolve_at(5)
    result = ok(econ.high_stakes_loss(state, risky=True, soaked=1))
    assert result.state.resolve == 4
    assert result.changes == (
        Change(
            Track.RESOLVE,
            0,
            "armour soaked 1 of the loss instead (R-GEAR-3)",
            Event.HIGH_STAKES_LOSS,
        ),
        Change(
            Track.RESOLVE,
            -1,
            "lost a high-stakes conflict on a risky approach (R-RES-2, R-CON-4)",
            Event.HIGH_STAKES_LOSS,
        ),
    )


def test_a_fully_soaked_loss_moves_nothing_R_GEAR_3():
    """R-GEAR-3."""
    econ, state = resolve_at(5)
    result = ok(econ.high_stakes_loss(state, soaked=1))
    assert result.state == state
    assert result.changes == (
        Change(
            Track.RESOLVE,
            0,
            "armour soaked 1 of the loss instead (R-GEAR-3)",
            Event.HIGH_STAKES_LOSS,
        ),
    )
    with pytest.raises(ValueError, match=r"^soaked must be between 0 and 1, got 2$"):
        econ.high_stakes_loss(state, soaked=2)
    with pytest.raises(ValueError, match=r"^soaked must be between 0 and 2, got -1$"):
        econ.high_stakes_loss(state, risky=True, soaked=-1)


def test_a_soaked_loss_of_a_hero_who_is_out_is_refused_R_RES_6():
    """R-RES-6: nothing more happens to a character who is out."""
    econ, state = out_state("resolve")
    assert econ.high_stakes_loss(state, soaked=1) == Refusal(OUT, Event.HIGH_STAKES_LOSS)
    assert econ.high_stakes_loss(state, risky=True, soaked=1) == Refusal(
        OUT, Event.HIGH_STAKES_LOSS
    )


def test_a_consequence_taken_for_a_loss_carries_its_particulars_R_RES_9():
    """R-RES-9: the loss's type, tier asked for and name reach the Consequence."""
    econ = economy("consequences", mode="slots")
    result = ok(
        econ.high_stakes_loss(econ.new(), kind="social", severity="moderate", label="Shunned")
    )
    (taken,) = result.state.consequences
    assert (taken.kind, taken.severity.key, taken.label) == ("social", "moderate", "Shunned")
    assert result.changes[0].reason == (
        "lost a high-stakes conflict: moderate social Consequence 'Shunned' (R-RES-2, R-RES-9)"
    )


# --- the gates every variant shares ---------------------------------------------------------


@pytest.mark.parametrize("name", VARIANTS)
@pytest.mark.parametrize(
    "call,event",
    [
        (lambda e, s: e.flaw_complication(s, pivotal=True), Event.FLAW_COMPLICATION),
        (lambda e, s: e.genre_action(s), Event.GENRE_ACTION),
        (lambda e, s: e.downtime(s), Event.DOWNTIME),
        (lambda e, s: e.start_session(s), Event.SESSION_START),
        (lambda e, s: e.resolve_cliffhanger(s), Event.CLIFFHANGER_RESOLVED),
        (lambda e, s: e.goal_replaced(s), Event.GOAL_REPLACED),
        (lambda e, s: e.concede(s, high_stakes=False), Event.CONCEDE),
        (lambda e, s: e.reroll(s), Event.REROLL),
        (lambda e, s: e.lose(s, 1, "a ruling"), Event.LOST),
    ],
)
def test_nothing_more_happens_to_a_character_who_is_out_R_RES_6(name, call, event):
    """R-RES-6: every event but trading a Trademark is refused once out."""
    econ, state = out_state(name)
    assert call(econ, state) == Refusal(OUT, event)


@pytest.mark.parametrize("name", VARIANTS)
def test_trading_a_trademark_is_only_for_a_character_who_is_out_R_RES_6(name):
    """R-RES-6."""
    econ = economy(name)
    assert econ.trade_trademark(econ.new()) == Refusal(
        "only a character who is out may trade a Trademark for a permanent Flaw (R-RES-6)",
        Event.TRADE_TRADEMARK,
    )
    econ, state = out_state(name)
    back = ok(econ.trade_trademark(state))
    assert not econ.out(back.state)
    assert back.event is Event.TRADE_TRADEMARK


def test_a_flaw_that_only_adds_a_penalty_die_gains_nothing_R_RES_3():
    """R-RES-3."""
    econ, state = resolve_at(3)
    assert econ.flaw_complication(state, pivotal=False) == Refusal(
        "a Flaw that only adds a penalty die is not pivotal: nothing gained (R-RES-3)",
        Event.FLAW_COMPLICATION,
    )
    assert ok(econ.flaw_complication(state, pivotal=True)).state.resolve == 4


def test_genre_actions_pay_only_with_the_option_R_RES_3():
    """R-RES-3."""
    econ, state = resolve_at(3)
    assert econ.genre_action(state) == Refusal(
        "genre-typical actions earn nothing unless the campaign turns that option on (R-RES-3)",
        Event.GENRE_ACTION,
    )
    on = economy("resolve", genre_actions=True)
    assert ok(on.genre_action(state)).changes == (
        Change(Track.RESOLVE, 1, "acted true to the genre (R-RES-3)", Event.GENRE_ACTION),
    )


def test_downtime_once_per_session_and_a_new_session_allows_it_again_R_RES_3_R_RES_4():
    """R-RES-3 R-RES-4: downtime is marked taken; the next session clears the mark."""
    econ, state = resolve_at(2)
    first = ok(econ.downtime(state))
    assert first.state.resolve == 3 and first.state.session.downtime_taken
    assert econ.downtime(first.state) == Refusal(
        "downtime already taken this session (R-RES-3)", Event.DOWNTIME
    )
    fresh = ok(econ.start_session(first.state)).state
    assert not fresh.session.downtime_taken
    assert ok(econ.downtime(fresh)).state.resolve == 5


def test_conceding_low_stakes_is_noted_without_gain_R_RES_3_R_CON_5():
    """R-RES-3 R-CON-5."""
    econ, state = resolve_at(3)
    result = ok(econ.concede(state, high_stakes=False))
    assert result.state == state
    assert result.changes == (
        Change(
            Track.RESOLVE,
            0,
            "conceded a low-stakes conflict: nothing was at stake, nothing is gained (R-RES-3)",
            Event.CONCEDE,
        ),
    )
    assert ok(econ.concede(state, high_stakes=True)).state.resolve == 4


def test_a_goal_replaced_costs_nothing_R_RES_5():
    """R-RES-5."""
    doom = economy("doom")
    state = replace(doom.new(), doom=3)
    result = ok(doom.goal_replaced(state))
    assert result.state == state
    assert result.changes == (
        Change(
            Track.DOOM,
            0,
            "replaced a Goal events made irrelevant: no cost (R-RES-5, R-RES-7)",
            Event.GOAL_REPLACED,
        ),
    )


# --- sessions and the cliffhanger (R-RES-4) --------------------------------------------------


def test_a_cliffhanger_holds_the_session_gain_and_says_so_R_RES_4():
    """R-RES-4."""
    econ, state = resolve_at(1)
    held = ok(econ.start_session(state, cliffhanger=True))
    assert held.state.resolve == 1 and held.state.session.cliffhanger_pending
    assert held.changes == (
        Change(
            Track.RESOLVE,
            0,
            "the session-start gain waits until the cliffhanger scene resolves (R-RES-4)",
            Event.SESSION_START,
        ),
    )
    paid = ok(econ.resolve_cliffhanger(held.state))
    assert paid.state.resolve == 3 and not paid.state.session.cliffhanger_pending
    assert paid.changes == (
        Change(
            Track.RESOLVE,
            2,
            "the cliffhanger scene resolved: +2 (R-RES-4)",
            Event.CLIFFHANGER_RESOLVED,
        ),
    )
    assert paid.event is Event.CLIFFHANGER_RESOLVED
    assert econ.resolve_cliffhanger(paid.state) == Refusal(
        "no cliffhanger is waiting to resolve (R-RES-4)", Event.CLIFFHANGER_RESOLVED
    )


def test_a_new_session_first_pays_the_gain_a_cliffhanger_still_owes_R_RES_4():
    """R-RES-4: the old cliffhanger resolved off-screen: both gains, in that order."""
    econ, state = resolve_at(0, cliffhanger_pending=True)
    result = ok(econ.start_session(state))
    assert result.state.resolve == 4 and not result.state.session.cliffhanger_pending
    assert [(c.event, c.amount) for c in result.changes] == [
        (Event.CLIFFHANGER_RESOLVED, 2),
        (Event.SESSION_START, 2),
    ]
    again = ok(econ.start_session(state, cliffhanger=True))
    assert again.state.resolve == 2 and again.state.session.cliffhanger_pending
    assert [(c.event, c.amount) for c in again.changes] == [
        (Event.CLIFFHANGER_RESOLVED, 2),
        (Event.SESSION_START, 0),
    ]


# --- by hand: a ruling the table makes -------------------------------------------------------


def test_by_hand_changes_keep_the_callers_words_R_RES_2():
    """R-RES-2: a ruling by hand moves the named amount and gives the reason as written."""
    econ, state = resolve_at(4)
    lost = ok(econ.lose(state, 2, "  fell off the roof  "))
    assert lost.changes == (Change(Track.RESOLVE, -2, "fell off the roof", Event.LOST),)
    gained = ok(econ.gain(lost.state, 1, "a kind word"))
    assert gained.changes == (Change(Track.RESOLVE, 1, "a kind word", Event.GAINED),)
    spent = ok(econ.spend(gained.state, 3, "bribed the guard"))
    assert spent.state.resolve == 0
    assert spent.changes == (Change(Track.RESOLVE, -3, "bribed the guard", Event.SPENT),)
    assert econ.spend(spent.state, 1, "more") == Refusal(
        "not enough Resolve to spend: has 0, needs 1 (R-RES-2)", Event.SPENT
    )


def test_by_hand_amounts_reasons_and_tracks_are_checked():
    econ, state = resolve_at(4)
    assert ok(econ.lose(state, 20, "a landslide")).state.resolve == -16
    for bad in (0, 21):
        with pytest.raises(ValueError, match=rf"^amount must be between 1 and 20, got {bad}$"):
            econ.gain(state, bad, "why")
    with pytest.raises(ValueError, match=r"^a by-hand change needs a reason$"):
        econ.lose(state, 1, "   ")
    with pytest.raises(ValueError, match=r"^resolve has no fu track; it has resolve$"):
        econ.gain(state, 1, "why", track=Track.FU)
    split = economy("split")
    with pytest.raises(ValueError, match=r"^split has no doom track; it has life, fu$"):
        split.lose(split.new(), 1, "why", track=Track.DOOM)
    assert ok(econ.gain(state, 1, "why", track=Track.RESOLVE)).state.resolve == 5


def test_a_by_hand_loss_takes_the_kind_of_consequence_named_R_RES_9():
    """R-RES-9."""
    econ = economy("consequences")
    result = ok(econ.lose(econ.new(), 1, "a bad night", kind="mental"))
    assert [c.kind for c in result.state.consequences] == ["mental"]


@pytest.mark.parametrize("name", VARIANTS)
def test_every_variant_leaves_the_genre_option_off_by_default_R_RES_3(name):
    """R-RES-3: genre-typical actions earn nothing unless the campaign turns that on."""
    econ = economy(name)
    assert econ.genre_actions is False
    assert isinstance(econ.genre_action(econ.new()), Refusal)


def test_a_count_is_checked_against_its_bounds_and_named():
    """An option or amount is a whole number in 0…99 unless its caller says otherwise."""
    from solo.rules.economy.events import check_count

    assert check_count("n", 0) == 0 and check_count("n", 99) == 99
    with pytest.raises(ValueError, match=r"^n must be between 0 and 99, got 100$"):
        check_count("n", 100)
    with pytest.raises(ValueError, match=r"^n must be between 0 and 99, got -1$"):
        check_count("n", -1)
    with pytest.raises(ValueError, match=r"^n must be a whole number, got 'x'$"):
        check_count("n", "x")
    with pytest.raises(ValueError, match=r"^n must be a whole number, got True$"):
        check_count("n", True)


def test_doom_caps_its_doom_track_and_no_other_R_RES_7():
    doom = economy("doom", limit=7)
    assert doom.track_cap(Track.DOOM) == 7
    assert doom.track_cap(Track.RESOLVE) is None and doom.track_cap(Track.LIFE) is None
