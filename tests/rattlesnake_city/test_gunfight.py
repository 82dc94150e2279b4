"""The gunfight of Rattlesnake City, tested by the rulebook's example and by random legal
play. Coup cards are written as the cartridges they show (1, 2 or 3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from frontier_games.core import IllegalActionError
from frontier_games.games.rattlesnake_city.gunfight import (
    Gunfight,
    discards,
    is_over,
    legal_openings,
    legal_replies,
    needed,
    reply,
    spent_by,
    start,
    to_play,
    total,
    winner,
    withdraw,
)
from frontier_games.serialization import from_json, to_json

LONG_JOHN, JIMMY = 0, 1
SLIPPERY_JOE = 1  # "+1 shot in each gunfight"
HONEST_JIM = -1  # "-1 shot in each gunfight"


def assert_refused(move: Callable[[], object], fight: Gunfight, rule: str) -> None:
    before = to_json(fight)
    with pytest.raises(IllegalActionError) as caught:
        move()
    assert caught.value.rule == rule
    assert to_json(fight) == before


def bank_attack(opening: tuple[int, ...] = (1,), defender: int = 0) -> Gunfight:
    """Long John attacks Jimmy the Kid's bank, with ``defender`` Jimmy's modifier."""
    return start((LONG_JOHN, JIMMY), (0, defender), opening)


# --- the rulebook's example and the two-player fight ---------------------------------


def test_long_john_with_slippery_joe_must_add_two_cartridges_over_jimmys_two() -> None:
    fight = start((LONG_JOHN, JIMMY), (SLIPPERY_JOE, 0), ())
    assert total(fight, LONG_JOHN) == 1  # the free shot
    assert to_play(fight) == JIMMY
    fight = reply(fight, JIMMY, (2,))
    assert (total(fight, JIMMY), to_play(fight)) == (2, LONG_JOHN)
    assert needed(fight, LONG_JOHN) == 2
    assert_refused(lambda: reply(fight, LONG_JOHN, (1,)), fight, "reply-too-weak")
    assert total(reply(fight, LONG_JOHN, (2,)), LONG_JOHN) == 3  # in one card
    assert total(reply(fight, LONG_JOHN, (1, 1)), LONG_JOHN) == 3  # or in two
    assert legal_replies(fight, LONG_JOHN, (1, 1, 3)) == ((1, 1), (3,))


def test_the_attacked_player_who_can_only_equal_the_attacker_loses() -> None:
    fight = bank_attack(opening=(2,))
    assert_refused(lambda: reply(fight, JIMMY, (2,)), fight, "reply-too-weak")
    assert legal_replies(fight, JIMMY, (2,)) == ()  # at best a tie: no reply
    fight = withdraw(fight, JIMMY)
    assert is_over(fight)
    assert (winner(fight), to_play(fight)) == (LONG_JOHN, None)


def test_the_attacker_who_no_longer_exceeds_loses_its_own_attack() -> None:
    fight = reply(bank_attack(opening=(1,)), JIMMY, (3,))
    assert winner(fight) is None
    fight = withdraw(fight, LONG_JOHN)
    assert winner(fight) == JIMMY


def test_admitting_defeat_is_withdrawing_at_once_and_the_opening_card_is_spent() -> None:
    fight = withdraw(bank_attack(opening=(3,)), JIMMY)
    assert winner(fight) == LONG_JOHN
    assert spent_by(fight, LONG_JOHN) == (3,)
    assert spent_by(fight, JIMMY) == ()


# --- the opening ---------------------------------------------------------------------


def test_the_attacker_may_open_with_a_free_shot_and_no_coup_card() -> None:
    fight = start((LONG_JOHN, JIMMY), (SLIPPERY_JOE, 0), ())
    assert fight.totals == (1, 0)
    assert discards(fight) == ()
    assert legal_openings(SLIPPERY_JOE, (1, 3)) == ((),)


def test_an_attacker_without_a_shot_cannot_start_a_gunfight() -> None:
    with pytest.raises(IllegalActionError) as caught:
        start((LONG_JOHN, JIMMY), (0, 0), ())
    assert (caught.value.rule, caught.value.seat) == ("no-opening-shot", LONG_JOHN)
    assert legal_openings(0, ()) == ()


def test_a_minus_one_card_cancels_the_attacker_s_single_cartridge() -> None:
    with pytest.raises(IllegalActionError) as caught:
        start((LONG_JOHN, JIMMY), (HONEST_JIM, 0), (1,))
    assert caught.value.rule == "no-opening-shot"
    assert total(start((LONG_JOHN, JIMMY), (HONEST_JIM, 0), (2,)), LONG_JOHN) == 1
    assert legal_openings(HONEST_JIM, (1, 1, 3)) == ((1, 1), (3,))


def test_the_attacker_may_open_with_several_cards_beside_its_free_shot() -> None:
    fight = start((LONG_JOHN, JIMMY), (SLIPPERY_JOE, 0), (3, 1))
    assert total(fight, LONG_JOHN) == 5
    assert spent_by(fight, LONG_JOHN) == (3, 1)
    assert needed(fight, JIMMY) == 6


# --- permanent cards: once per gunfight, from the first play --------------------------


def test_a_minus_one_card_counts_on_the_first_reply_only() -> None:
    fight = bank_attack(opening=(1,), defender=HONEST_JIM)
    assert needed(fight, JIMMY) == 3  # 3 - 1 > 1
    assert_refused(lambda: reply(fight, JIMMY, (2,)), fight, "reply-too-weak")
    fight = reply(fight, JIMMY, (3,))
    assert total(fight, JIMMY) == 2
    fight = reply(fight, LONG_JOHN, (2,))
    assert needed(fight, JIMMY) == 2  # no second -1: 2 + 2 > 3
    assert total(reply(fight, JIMMY, (2,)), JIMMY) == 4


def test_a_plus_one_card_counts_on_the_first_reply_only() -> None:
    fight = bank_attack(opening=(2,), defender=SLIPPERY_JOE)
    assert needed(fight, JIMMY) == 2
    fight = reply(fight, JIMMY, (2,))
    assert total(fight, JIMMY) == 3
    fight = reply(fight, LONG_JOHN, (2,))
    assert needed(fight, JIMMY) == 2  # 3 + 2 > 4, the +1 is used up


def test_a_reply_places_a_coup_card_even_when_the_free_shots_would_exceed() -> None:
    fight = bank_attack(opening=(1,), defender=2)  # Ironfist Jim and Slippery Joe
    assert needed(fight, JIMMY) == 1
    assert_refused(lambda: reply(fight, JIMMY, ()), fight, "no-coup-card")
    assert total(reply(fight, JIMMY, (1,)), JIMMY) == 3


# --- several participants, after a poker game -----------------------------------------


def test_three_participants_play_clockwise_and_withdrawn_ones_are_skipped() -> None:
    fight = start((2, 0, 1), (0, 0, 0), (1,))  # seat 2 lost the poker game and attacks
    assert to_play(fight) == 0
    fight = reply(fight, 0, (2,))
    assert to_play(fight) == 1
    assert needed(fight, 1) == 3  # the highest total so far, not the attacker's
    fight = withdraw(fight, 1)
    assert (to_play(fight), fight.still_in) == (2, (True, True, False))
    fight = reply(fight, 2, (2,))
    assert to_play(fight) == 0  # seat 1 is out for good
    assert_refused(lambda: reply(fight, 1, (3, 3)), fight, "not-your-turn")
    fight = withdraw(fight, 0)
    assert (winner(fight), fight.totals) == (2, (3, 2, 0))
    assert Counter(discards(fight)) == Counter((1, 2, 2))


def test_after_poker_the_attacker_everyone_leaves_wins_with_a_free_shot_only() -> None:
    fight = start((3, 4, 0, 1), (SLIPPERY_JOE, 0, 0, 0), ())
    for seat in (4, 0):
        fight = withdraw(fight, seat)
        assert not is_over(fight)
    fight = withdraw(fight, 1)
    assert winner(fight) == 3


def test_the_last_to_have_played_wins_when_every_other_has_withdrawn() -> None:
    fight = start((0, 1, 2), (0, 0, 0), (1,))
    fight = reply(reply(fight, 1, (2,)), 2, (3,))
    fight = reply(fight, 0, (3,))  # 4: seat 0 comes back
    fight = withdraw(withdraw(fight, 1), 2)
    assert winner(fight) == 0
    assert (spent_by(fight, 0), spent_by(fight, 1), spent_by(fight, 2)) == ((1, 3), (2,), (3,))


# --- refusals --------------------------------------------------------------------------


def test_refused_plays_name_their_rule_and_change_nothing() -> None:
    fight = bank_attack(opening=(2,))
    assert_refused(lambda: reply(fight, LONG_JOHN, (3,)), fight, "not-your-turn")
    assert_refused(lambda: withdraw(fight, LONG_JOHN), fight, "not-your-turn")
    assert_refused(lambda: reply(fight, 5, (3,)), fight, "not-your-turn")
    assert_refused(lambda: reply(fight, JIMMY, ()), fight, "no-coup-card")
    assert_refused(lambda: reply(fight, JIMMY, (1, 1)), fight, "reply-too-weak")
    over = withdraw(fight, JIMMY)
    assert_refused(lambda: reply(over, LONG_JOHN, (3,)), over, "gunfight-over")
    assert_refused(lambda: withdraw(over, LONG_JOHN), over, "gunfight-over")
    assert legal_replies(over, LONG_JOHN, (3,)) == ()


def test_a_refusal_names_the_seat_and_says_why_in_words() -> None:
    fight = withdraw(start((0, 1, 2), (0, 0, 0), (1,)), 1)
    with pytest.raises(IllegalActionError) as caught:
        withdraw(fight, 1)
    assert caught.value.seat == 1
    assert "withdrawn" in caught.value.message
    with pytest.raises(IllegalActionError) as weak:
        reply(fight, 2, (1,))
    assert "at least 2" in weak.value.message


def junk(value: object) -> Any:
    """A value of the wrong type, passed as the callers of an untyped interface could."""
    return value


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(lambda: start((0,), (0,), (1,)), id="one participant"),
        pytest.param(lambda: start((0, 0), (0, 0), (1,)), id="a seat twice"),
        pytest.param(lambda: start((True, 0), (0, 0), (1,)), id="bool seat"),
        pytest.param(lambda: start((0, -1), (0, 0), (1,)), id="negative seat"),
        pytest.param(lambda: start(junk((0, "1")), (0, 0), (1,)), id="str seat"),
        pytest.param(lambda: start(junk(7), (0, 0), (1,)), id="participants not a tuple"),
        pytest.param(lambda: start((0, 1), (0,), (1,)), id="one modifier short"),
        pytest.param(lambda: start((0, 1), (0, False), (1,)), id="bool modifier"),
        pytest.param(lambda: start((0, 1), (0, 0), (4,)), id="four cartridges"),
        pytest.param(lambda: start((0, 1), (0, 0), (0,)), id="no cartridge"),
        pytest.param(lambda: start((0, 1), (0, 0), (True,)), id="bool shots"),
        pytest.param(lambda: start((0, 1), (0, 0), junk("1")), id="opening a str"),
        pytest.param(lambda: reply(bank_attack(), JIMMY, (2, 9)), id="reply of nine"),
        pytest.param(lambda: reply(bank_attack(), True, (2,)), id="reply by bool seat"),
        pytest.param(lambda: withdraw(bank_attack(), junk(1.0)), id="withdraw by float seat"),
        pytest.param(lambda: needed(bank_attack(), 4), id="needed for an outsider"),
        pytest.param(lambda: total(bank_attack(), True), id="total for a bool"),
        pytest.param(lambda: legal_replies(bank_attack(), JIMMY, (0,)), id="hand of zero"),
        pytest.param(lambda: legal_openings(junk(None), (1,)), id="modifier none"),
    ],
)
def test_bad_arguments_are_refused_with_a_value_error(call: Callable[[], object]) -> None:
    with pytest.raises(ValueError, match=r"\w") as caught:
        call()
    assert not isinstance(caught.value, IllegalActionError)


# --- listing replies -------------------------------------------------------------------


def test_legal_replies_are_the_minimal_plays_fewest_shots_first() -> None:
    fight = bank_attack(opening=(2,))
    assert needed(fight, JIMMY) == 3
    assert legal_replies(fight, JIMMY, (3, 1, 2, 3, 1)) == ((3,), (1, 2))
    assert legal_replies(fight, LONG_JOHN, (3,)) == ()  # not its turn


def test_every_legal_reply_lists_each_distinct_play_that_exceeds_once() -> None:
    fight = bank_attack(opening=(2,))
    hand = (1, 1, 2, 3)
    every = legal_replies(fight, JIMMY, hand, minimal=False)
    assert every == ((3,), (1, 2), (1, 3), (1, 1, 2), (2, 3), (1, 1, 3), (1, 2, 3), (1, 1, 2, 3))
    assert set(legal_replies(fight, JIMMY, hand)) <= set(every)
    for play in every:
        assert total(reply(fight, JIMMY, play), JIMMY) > 2


def test_a_gunfight_round_trips_through_json() -> None:
    fight = withdraw(reply(start((2, 0, 1), (1, -1, 0), ()), 0, (3, 1)), 1)
    assert from_json(to_json(fight), Gunfight) == fight


# --- random legal play -----------------------------------------------------------------


def without(hand: tuple[int, ...], play: tuple[int, ...]) -> tuple[int, ...]:
    left = list(hand)
    for card in play:
        left.remove(card)
    return tuple(left)


cards = st.lists(st.integers(min_value=1, max_value=3), max_size=8).map(tuple)


@given(st.data(), st.integers(min_value=2, max_value=6), st.booleans())
def test_random_legal_gunfights_end_within_cards_plus_participants_decisions(
    data: st.DataObject, n: int, minimal: bool
) -> None:
    seats = tuple(data.draw(st.permutations(range(6)), label="seats"))[:n]
    hands = {seat: data.draw(cards, label="hand") for seat in seats}
    hands[seats[0]] += (data.draw(st.integers(1, 3), label="attacker's card"),)
    modifiers = tuple(data.draw(st.integers(-2, 2), label="modifier") for _ in seats)
    bound = sum(len(hand) for hand in hands.values()) + n
    dealt = Counter(card for hand in hands.values() for card in hand)
    attacker = seats[0]
    openings = legal_openings(modifiers[0], hands[attacker], minimal=minimal)
    if not openings:
        event("no opening")
        with pytest.raises(IllegalActionError, match="no-opening-shot"):
            start(seats, modifiers, hands[attacker])
        return
    opening = data.draw(st.sampled_from(openings), label="opening")
    fight = start(seats, modifiers, opening)
    hands[attacker] = without(hands[attacker], opening)
    decisions, out = 0, set()
    while not is_over(fight):
        seat = to_play(fight)
        assert seat is not None
        assert seat != fight.last_to_play
        probe = data.draw(st.lists(st.integers(1, 3), max_size=3).map(tuple), label="probe")
        try:
            reply(fight, seat, probe)
        except IllegalActionError:
            assert not probe or sum(probe) < needed(fight, seat)
        else:
            assert probe
            assert sum(probe) >= needed(fight, seat)
        replies = legal_replies(fight, seat, hands[seat], minimal=minimal)
        choice = data.draw(st.sampled_from((None, *replies)), label="reply")
        if choice is None:
            fight = withdraw(fight, seat)
            out.add(seat)
        else:
            fight = reply(fight, seat, choice)
            hands[seat] = without(hands[seat], choice)
            others = [total(fight, other) for other in seats if other != seat]
            assert total(fight, seat) > max(others)
        decisions += 1
        assert decisions <= bound
        at = seats.index(seat)
        clockwise = [seats[(at + step) % n] for step in range(1, n)]
        asked = [other for other in clockwise if other not in out]
        over = len(out) == n - 1
        assert to_play(fight) == (None if over else asked[0])
    event("the attacker wins" if winner(fight) == attacker else "another wins")
    assert fight.still_in.count(True) == 1
    assert seats[fight.still_in.index(True)] == winner(fight) == fight.last_to_play
    left = Counter(card for hand in hands.values() for card in hand)
    assert Counter(discards(fight)) + left == dealt
    for at, seat in enumerate(seats):
        played = at == 0 or bool(spent_by(fight, seat))
        expected = modifiers[at] + sum(spent_by(fight, seat)) if played else 0
        assert total(fight, seat) == expected
