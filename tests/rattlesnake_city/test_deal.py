"""The variant, a "real" deal of five-card draw with a standard deck, played through
``apply``: the challenge and the blind, the deal and the exchange, the bets, the playing
card that replaces a card (the rulebook's straight with card 23 among the tests), Tar &
Feathers, the Cheater and the Professional Player, the showdown, a loser's revolver, and
what each seat sees.

Long John is seat 0 and challenges Jimmy the Kid, seat 1, unless said otherwise. Chance
is set aside where it is in the way: once the cards are dealt, a test puts the hands and
the pile it wants on the table (``dealt``). Every seat holds one playing card unless a
test gives it others, so that it may join (the ones it holds show no revolver).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import frontier_games as fg
from frontier_games.core import SetupError
from frontier_games.games.rattlesnake_city import content, model
from frontier_games.games.rattlesnake_city import rules as rules_module
from frontier_games.games.rattlesnake_city.content import REVOLVERS, STANDARD_CONTENT, Card, Coup
from frontier_games.games.rattlesnake_city.model import (
    Call,
    Challenge,
    Discard,
    DrawRevolver,
    DrawThree,
    Fire,
    Fold,
    Options,
    Pass,
    PlayCoyote,
    Poker,
    Raise,
    ReplaceCard,
    State,
    Step,
    SwapCards,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.poker import (
    DECK,
    MISSING_LIBRARY,
    Rank,
    StandardCard,
    Suit,
    best_hand,
    standard_card,
)
from frontier_games.games.rattlesnake_city.position import HAND, MAX_EXCHANGE, MAX_RAISES
from frontier_games.games.rattlesnake_city.rules import actors, apply, new_game
from frontier_games.games.rattlesnake_city.view import determinize, view
from frontier_games.rng import Rng
from tests.rattlesnake_city import helpers
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    legal,
    play,
    refused,
    seated,
    with_money,
)

pytest.importorskip("pokerkit")

LONG_JOHN, JIMMY, THIRD, FOURTH = 0, 1, 2, 3
PLAYING = {card.number: card for card in Card if card.number is not None}
NO_REVOLVER = tuple(PLAYING[n] for n in range(1, 26) if n not in REVOLVERS)
REVOLVER = PLAYING[min(REVOLVERS)]
_ORDER = {card: index for index, card in enumerate(DECK)}


def drawn_first(text: str) -> tuple[StandardCard, ...]:
    """Standard cards written as ``"9c Td Jd"``, in the order written."""
    ranks = {rank.symbol: rank for rank in Rank}
    suits = {suit.value: suit for suit in Suit}
    return tuple(StandardCard(ranks[word[0]], suits[word[1]]) for word in text.split())


def cards(text: str) -> tuple[StandardCard, ...]:
    """Standard cards written as ``"9c Td Jd"``, in deck order (as a hand is kept)."""
    return tuple(sorted(drawn_first(text), key=_ORDER.__getitem__))


@functools.cache
def _table(players: int) -> State:
    """The saloons placed and the first tile too, no action card in any hand (states are
    values: sharing one is safe)."""
    state = seated(players, real_deal=True)
    return disarmed(apply(state, legal(state)[0]))


def table(
    players: int = 2,
    *,
    challenger: int = LONG_JOHN,
    holding: Mapping[int, tuple[Card, ...]] | None = None,
    money: tuple[int, ...] | None = None,
) -> State:
    """``challenger``'s step 4 of a real-deal game: each seat holds its ``holding`` (one
    playing card without a revolver by default), and ``money`` ($10,000 each by default)."""
    state = _table(players)
    held = dict(holding or {})
    for seat in range(players):
        state = helpers.given(state, seat, *held.get(seat, (NO_REVOLVER[seat],)))
    if money is not None:
        state = with_money(state, *money)
    return at(state, challenger, Step.SHOWDOWN)


def challenged(
    players: int = 2,
    *,
    challenger: int = LONG_JOHN,
    opponent: int = JIMMY,
    stake: int = 1_000,
    joining: tuple[int, ...] | None = None,
    holding: Mapping[int, tuple[Card, ...]] | None = None,
    money: tuple[int, ...] | None = None,
) -> State:
    """A real deal dealt: ``challenger`` challenged ``opponent`` for ``stake``, which took
    it up, and the seats of ``joining`` (every other seat by default) joined."""
    state = table(players, challenger=challenger, holding=holding, money=money)
    state = play(state, Challenge(challenger, opponent, stake, True), TakeUp(opponent))
    while state.turn.step is Step.JOIN:
        (seat,) = actors(state)
        joins = joining is None or seat in joining
        state = apply(state, TakeUp(seat) if joins else Pass(seat))
    assert state.turn.step is Step.EXCHANGE
    return state


def poker_of(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


def with_poker(state: State, **changes: Any) -> State:
    """``state`` with fields of its poker game changed."""
    return state.evolve(turn=state.turn.evolve(poker=poker_of(state).evolve(**changes)))


def dealt(state: State, *hands: str, top: str = "") -> State:
    """``state`` with ``hands`` dealt (in ``players`` order) and the rest of the deck in
    the pile, ``top`` drawn first."""
    held = tuple(cards(hand) for hand in hands)
    first = drawn_first(top)
    used = {card for hand in held for card in hand} | set(first)
    assert len(used) == sum(map(len, held)) + len(first), "a card is dealt twice"
    rest = tuple(card for card in DECK if card not in used)
    return with_poker(state, hands=held, deck=(*rest, *first[::-1]))


def passing(state: State, step: Step) -> State:
    """``state`` after every seat asked at ``step`` lets it go by."""
    while state.turn.step is step:
        (seat,) = actors(state)
        state = apply(state, Pass(seat))
    return state


def calling(state: State) -> State:
    """``state`` after every bettor matches the highest bet."""
    while state.turn.step is Step.BET:
        (seat,) = actors(state)
        state = apply(state, Call(seat))
    return state


def to_replace(state: State) -> State:
    """From the exchange, nobody exchanging and everybody checking: the playing cards."""
    state = calling(passing(state, Step.EXCHANGE))
    assert state.turn.step is Step.REPLACE
    return state


def shown(state: State) -> State:
    """From the exchange, nobody exchanging, betting more or replacing: the reveal."""
    return passing(to_replace(state), Step.REPLACE)


def money(state: State) -> tuple[int, ...]:
    return tuple(seat.money for seat in state.seats)


def hand_of(state: State, seat: int) -> tuple[StandardCard, ...]:
    game = poker_of(state)
    return game.hands[game.players.index(seat)]


def decider(state: State) -> int:
    (seat,) = actors(state)
    return seat


# -- the challenge and the deal -------------------------------------------------------------


def test_a_challenge_may_be_a_real_deal_only_with_the_option() -> None:
    plain = at(helpers.given(disarmed(seated(2)), LONG_JOHN, NO_REVOLVER[0]), 0, Step.SHOWDOWN)
    offered = [a for a in legal(plain) if isinstance(a, Challenge)]
    assert offered
    assert not any(a.real_deal for a in offered)
    assert refused(plain, Challenge(LONG_JOHN, JIMMY, 1_000, True)) == "no-such-move"
    variant = [a for a in legal(table()) if isinstance(a, Challenge)]
    assert {a.real_deal for a in variant} == {False, True}
    assert {a.stake for a in variant if a.real_deal} == {a.stake for a in variant}


def test_the_blind_is_the_stake_every_participant_places() -> None:
    state = challenged(3, stake=2_000)
    game = poker_of(state)
    assert game.real_deal
    assert game.stake == 2_000
    assert game.paid == (2_000, 2_000, 2_000)
    assert game.pot == 6_000
    assert money(state) == (8_000, 8_000, 8_000)


def test_the_others_join_a_real_deal_clockwise_from_the_challenger_as_in_the_normal_game() -> None:
    state = play(table(4, challenger=THIRD), Challenge(THIRD, LONG_JOHN, 1_000, True))
    state = apply(state, TakeUp(LONG_JOHN))
    assert state.turn.step is Step.JOIN
    assert decider(state) == FOURTH
    state = apply(state, Pass(FOURTH))
    assert decider(state) == JIMMY
    state = apply(state, TakeUp(JIMMY))
    game = poker_of(state)
    assert game.players == (THIRD, LONG_JOHN, JIMMY)
    assert len(game.hands) == 3
    assert money(state) == (9_000, 9_000, 9_000, 10_000)


def test_a_real_deal_refused_with_a_coyote_is_played_by_those_who_join() -> None:
    coyote = (NO_REVOLVER[1], Card.YELLOW_LIVERED_COYOTE)
    state = play(table(3, holding={JIMMY: coyote}), Challenge(LONG_JOHN, JIMMY, 1_000, True))
    state = play(state, PlayCoyote(JIMMY), TakeUp(THIRD))
    game = poker_of(state)
    assert state.turn.step is Step.EXCHANGE
    assert game.players == (LONG_JOHN, THIRD)
    assert game.pot == 2_000
    assert money(state) == (9_000, 10_000, 9_000)


def test_five_cards_are_dealt_to_each_participant_from_one_standard_deck() -> None:
    game = poker_of(challenged(6))
    assert [len(hand) for hand in game.hands] == [HAND] * 6
    everything = [card for hand in game.hands for card in hand] + list(game.deck)
    assert Counter(everything) == Counter(DECK)


# -- the exchange ---------------------------------------------------------------------------


def test_a_participant_discards_up_to_three_cards() -> None:
    state = dealt(challenged(), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc")
    for card in cards("2c 5d 9h")[:MAX_EXCHANGE]:
        assert Discard(LONG_JOHN, card) in legal(state)
        state = apply(state, Discard(LONG_JOHN, card))
    assert hand_of(state, LONG_JOHN) == cards("Js Ac")
    assert legal(state) == (Pass(LONG_JOHN),)
    assert refused(state, Discard(LONG_JOHN, cards("Ac")[0])) == "exchange-limit"


def test_as_many_cards_are_drawn_from_the_top_of_the_pile_as_were_discarded() -> None:
    state = dealt(challenged(), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc", top="4h 4s 7d 8c")
    state = play(state, *(Discard(LONG_JOHN, c) for c in cards("2c 5d")), Pass(LONG_JOHN))
    assert hand_of(state, LONG_JOHN) == cards("9h Js Ac 4h 4s")
    state = play(state, Discard(JIMMY, cards("3c")[0]), Pass(JIMMY))
    assert hand_of(state, JIMMY) == cards("6d Th Qs Kc 7d")
    assert poker_of(state).deck[-1] == drawn_first("8c")[0]
    assert len(poker_of(state).deck) == 52 - 10 - 3


def test_the_participants_exchange_then_bet_clockwise_from_the_challenger() -> None:
    state = challenged(4, challenger=THIRD, opponent=LONG_JOHN)
    order = []
    while state.turn.step is Step.EXCHANGE:
        order.append(decider(state))
        state = apply(state, Pass(decider(state)))
    assert order == [THIRD, FOURTH, LONG_JOHN, JIMMY]
    assert legal(state) == (Raise(THIRD), Call(THIRD), Fold(THIRD))
    order = []
    while state.turn.step is Step.BET:
        order.append(decider(state))
        state = apply(state, Call(decider(state)))
    assert order == [THIRD, FOURTH, LONG_JOHN, JIMMY]
    assert state.turn.step is Step.REPLACE


# -- the bets -------------------------------------------------------------------------------


def test_a_raise_adds_a_blind_above_the_highest_bet_and_everyone_else_answers_again() -> None:
    state = passing(challenged(3), Step.EXCHANGE)
    state = play(state, Call(LONG_JOHN), Raise(JIMMY))
    game = poker_of(state)
    assert game.paid == (1_000, 2_000, 1_000)
    assert game.raises == 1
    assert game.asked == (THIRD, LONG_JOHN)
    state = apply(state, Raise(THIRD))
    game = poker_of(state)
    assert game.paid == (1_000, 2_000, 3_000)
    assert game.pot == 6_000
    assert game.asked == (LONG_JOHN, JIMMY)
    assert money(state) == (9_000, 8_000, 7_000)


def test_a_call_matches_the_highest_bet() -> None:
    state = passing(challenged(3), Step.EXCHANGE)
    state = play(state, Raise(LONG_JOHN), Raise(JIMMY), Call(THIRD))
    assert poker_of(state).paid == (2_000, 3_000, 3_000)
    state = apply(state, Call(LONG_JOHN))
    assert poker_of(state).paid == (3_000, 3_000, 3_000)
    assert poker_of(state).pot == 9_000
    assert money(state) == (7_000, 7_000, 7_000)
    assert state.turn.step is Step.REPLACE  # everyone has matched: the bets are over


def test_a_fold_leaves_the_deal_and_what_it_bet_stays_on_the_table() -> None:
    state = dealt(challenged(3), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc", "4h 4s 7d 8c 8d")
    state = passing(state, Step.EXCHANGE)
    state = play(state, Raise(LONG_JOHN), Fold(JIMMY), Call(THIRD))
    game = poker_of(state)
    assert game.out == (JIMMY,)
    assert game.pot == 5_000
    assert state.turn.step is Step.REPLACE
    assert game.asked == (LONG_JOHN, THIRD)
    state = passing(passing(state, Step.REPLACE), Step.REACT)
    assert state.turn.poker is None
    assert money(state) == (8_000, 9_000, 13_000)  # two pair takes Jimmy's $1,000 too


def test_there_are_at_most_max_raises_raises() -> None:
    state = passing(challenged(3), Step.EXCHANGE)
    for _ in range(MAX_RAISES):
        state = apply(state, Raise(decider(state)))
    assert poker_of(state).raises == MAX_RAISES
    assert Raise(decider(state)) not in legal(state)
    assert refused(state, Raise(decider(state))) == "most-raises"
    assert legal(state) == (Call(decider(state)), Fold(decider(state)))


def test_a_raise_is_offered_only_while_every_participant_still_in_could_keep_up() -> None:
    state = challenged(3, challenger=JIMMY, opponent=THIRD, money=(10_000, 10_000, 2_000))
    state = passing(state, Step.EXCHANGE)
    assert Raise(JIMMY) in legal(state)  # the third player can still add $1,000
    state = apply(state, Raise(JIMMY))
    assert legal(state) == (Call(THIRD), Fold(THIRD))  # it could not add $2,000
    state = apply(state, Fold(THIRD))
    assert Raise(LONG_JOHN) in legal(state)  # those still in can keep up again


def test_the_last_participant_in_wins_the_pot_at_once() -> None:
    state = passing(challenged(), Step.EXCHANGE)
    state = play(state, Raise(LONG_JOHN), Fold(JIMMY))
    assert state.turn.poker is None
    assert state.turn.step is Step.SHOWDOWN
    assert money(state) == (11_000, 9_000)


# -- the playing cards ----------------------------------------------------------------------


def test_a_playing_card_replaces_a_card_of_the_hand_as_the_standard_card_it_shows() -> None:
    card = NO_REVOLVER[0]
    number = card.number
    assert number is not None
    state = to_replace(dealt(challenged(), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc"))
    hand = cards("2c 5d 9h Js Ac")
    assert legal(state) == (
        *(ReplaceCard(LONG_JOHN, card, standard) for standard in hand),
        Pass(LONG_JOHN),
    )
    state = apply(state, ReplaceCard(LONG_JOHN, card, hand[0]))
    assert hand_of(state, LONG_JOHN) == tuple(
        sorted((*hand[1:], standard_card(number)), key=_ORDER.__getitem__)
    )
    assert card not in state.seats[LONG_JOHN].hand
    assert poker_of(state).replaced == (card, None)
    assert decider(state) == JIMMY


def test_long_john_replaces_his_seven_with_card_23_for_a_very_nice_straight() -> None:
    # "After exchanging three cards, Long John ends up with the following cards: 9 of Clubs,
    # 10 of Diamonds, Jack of Diamonds, Queen of Spades and 7 of Clubs! Fortunately, he holds
    # playing card 23, which represents a King of Hearts."
    state = challenged(holding={LONG_JOHN: (Card.PLAYING_23,)})
    state = dealt(state, "9c Td 2h 3s 4d", "8h 8s 2c 5d Ah", top="Jd Qs 7c")
    state = play(state, *(Discard(LONG_JOHN, c) for c in cards("2h 3s 4d")), Pass(LONG_JOHN))
    assert hand_of(state, LONG_JOHN) == cards("9c Td Jd Qs 7c")
    assert str(best_hand(hand_of(state, LONG_JOHN))) == "high card, queen"
    state = calling(passing(state, Step.EXCHANGE))
    state = apply(state, ReplaceCard(LONG_JOHN, Card.PLAYING_23, cards("7c")[0]))
    assert hand_of(state, LONG_JOHN) == cards("9c Td Jd Qs Kh")
    assert str(best_hand(hand_of(state, LONG_JOHN))) == "straight, king high"
    state = passing(passing(state, Step.REPLACE), Step.REACT)
    assert money(state) == (11_000, 9_000)  # the straight beats Jimmy's pair of eights


# -- Tar & Feathers -------------------------------------------------------------------------


def _two_kings_of_hearts(players: int, stake: int, joining: tuple[int, ...]) -> State:
    """Long John replaces his 2 of Clubs with card 23 (King of Hearts), holding one
    already; the last seat, outside the deal, holds Tar & Feathers."""
    outside = players - 1
    holding = {LONG_JOHN: (Card.PLAYING_23,), outside: (Card.TAR_AND_FEATHERS,)}
    state = challenged(players, stake=stake, joining=joining, holding=holding)
    hands = ("2c Kh 9h Js Ac", "3c 3d Th Qs Kc", "4h 4s 7d 8c 8d")[: len(joining) + 2]
    state = to_replace(dealt(state, *hands))
    return apply(state, ReplaceCard(LONG_JOHN, Card.PLAYING_23, cards("2c")[0]))


def test_two_identical_cards_after_a_replacement_may_be_tarred_and_feathered_by_anyone() -> None:
    state = passing(_two_kings_of_hearts(3, 1_000, ()), Step.REPLACE)
    assert hand_of(state, LONG_JOHN) == cards("9h Js Kh Kh Ac")
    assert state.turn.step is Step.TAR
    assert poker_of(state).asked == (JIMMY, THIRD)
    state = apply(state, Pass(JIMMY))
    assert legal(state) == (TarAndFeather(THIRD), Pass(THIRD))  # it did not take part


def test_the_cheaters_stake_is_shared_among_all_players_whether_or_not_they_took_part() -> None:
    state = passing(_two_kings_of_hearts(3, 2_000, ()), Step.REPLACE)
    state = play(state, Pass(JIMMY), TarAndFeather(THIRD))
    # Long John is out; Jimmy, left alone, takes what remains on the table at once.
    assert state.turn.poker is None
    assert money(state) == (8_000, 8_000 + 1_000 + 2_000, 10_000 + 1_000)
    discards = state.piles.actions.discard_pile
    assert Card.TAR_AND_FEATHERS in discards
    assert Card.PLAYING_23 in discards


def test_the_cheaters_stake_is_shared_in_whole_bills_the_rest_staying_on_the_table() -> None:
    state = passing(_two_kings_of_hearts(4, 5_000, (THIRD,)), Step.REPLACE)
    state = play(state, Pass(JIMMY), Pass(THIRD), TarAndFeather(FOURTH))
    game = poker_of(state)
    assert game.out == (LONG_JOHN,)
    assert game.pot == 15_000 - 3 * 1_000
    assert state.turn.step is Step.REACT
    assert game.asked == (JIMMY, THIRD)
    state = passing(state, Step.REACT)
    # $1,000 each for the three others; the third player's full house takes the $12,000.
    assert money(state) == (5_000, 6_000, 5_000 + 1_000 + 12_000, 11_000)


def test_two_identical_cards_stand_when_nobody_plays_tar_and_feathers() -> None:
    state = passing(_two_kings_of_hearts(3, 1_000, ()), Step.REPLACE)
    state = play(state, Pass(JIMMY), Pass(THIRD))
    assert state.turn.step is Step.REACT
    state = passing(state, Step.REACT)
    assert money(state) == (11_000, 9_000, 10_000)  # a pair of kings beats a pair of threes


def test_every_other_player_is_asked_about_tar_and_feathers_since_who_holds_it_is_secret() -> None:
    # Jimmy holds a King of Hearts and puts card 23 in his hand; the fourth player stays
    # out of the deal, and Long John, who challenged, holds the Tar & Feathers.
    holding = {
        LONG_JOHN: (NO_REVOLVER[0], Card.TAR_AND_FEATHERS),
        JIMMY: (Card.PLAYING_23,),
    }
    state = challenged(4, joining=(THIRD,), holding=holding)
    state = to_replace(dealt(state, "4h 4s 7d 8c 8d", "2c Kh 9h Js Ac", "3c 3d Th Qs Kc"))
    state = play(state, Pass(LONG_JOHN), ReplaceCard(JIMMY, Card.PLAYING_23, cards("2c")[0]))
    state = apply(state, Pass(THIRD))
    assert state.turn.step is Step.TAR
    assert poker_of(state).asked == (THIRD, FOURTH, LONG_JOHN)  # clockwise from Jimmy
    assert legal(state) == (Pass(THIRD),)  # in the deal, without the card
    state = apply(state, Pass(THIRD))
    assert legal(state) == (Pass(FOURTH),)  # out of the deal, without the card
    state = apply(state, Pass(FOURTH))
    assert legal(state) == (TarAndFeather(LONG_JOHN), Pass(LONG_JOHN))
    state = apply(state, TarAndFeather(LONG_JOHN))
    assert poker_of(state).out == (JIMMY,)


def _every_tar_and_feathers_discarded(state: State) -> State:
    """``state`` with every copy of Tar & Feathers moved from the action draw pile (where
    :func:`table` leaves the ones no seat holds) onto the discards, face up."""
    actions = state.piles.actions
    pile = tuple(card for card in actions.draw_pile if card is not Card.TAR_AND_FEATHERS)
    copies = len(actions.draw_pile) - len(pile)
    assert copies == dict(state.setup.options.content.action_cards)[Card.TAR_AND_FEATHERS]
    face_up = (*actions.discard_pile, *(Card.TAR_AND_FEATHERS,) * copies)
    deck = actions.evolve(draw_pile=pile, discard_pile=face_up)
    return state.evolve(piles=state.piles.evolve(actions=deck))


def test_nobody_is_asked_about_tar_and_feathers_once_every_copy_is_on_the_discards() -> None:
    state = challenged(holding={LONG_JOHN: (Card.PLAYING_23,)})
    state = _every_tar_and_feathers_discarded(state)
    state = to_replace(dealt(state, "2c Kh 9h Js Ac", "3c 3d Th Qs Kc"))
    state = apply(state, ReplaceCard(LONG_JOHN, Card.PLAYING_23, cards("2c")[0]))
    state = apply(state, Pass(JIMMY))
    assert hand_of(state, LONG_JOHN) == cards("9h Js Kh Kh Ac")
    assert state.turn.step is Step.REACT
    assert poker_of(state).asked == (LONG_JOHN, JIMMY)
    state = passing(state, Step.REACT)
    assert money(state) == (11_000, 9_000)  # the two identical cards stand


# -- the Cheater and the Professional Player ------------------------------------------------


def test_a_cheater_swaps_one_of_the_players_cards_for_one_of_an_opponents() -> None:
    cheater = (NO_REVOLVER[1], Card.CHEATER)
    state = challenged(holding={JIMMY: cheater})
    state = shown(dealt(state, "As Ah 9h Js 2c", "3c 6d Th Qs Kc"))
    state = apply(state, Pass(LONG_JOHN))
    swaps = [a for a in legal(state) if isinstance(a, SwapCards)]
    assert len(swaps) == HAND * HAND
    assert all(a.opponent == LONG_JOHN for a in swaps)
    state = apply(state, SwapCards(JIMMY, LONG_JOHN, cards("3c")[0], cards("As")[0]))
    assert hand_of(state, JIMMY) == cards("6d Th Qs Kc As")
    assert hand_of(state, LONG_JOHN) == cards("3c Ah 9h Js 2c")
    assert Card.CHEATER in state.piles.actions.discard_pile
    assert poker_of(state).asked == (LONG_JOHN,)  # the others may react again
    state = passing(state, Step.REACT)
    assert money(state) == (9_000, 11_000)  # the straight, ten to ace, wins


def test_a_professional_player_draws_the_first_three_cards_of_the_pile() -> None:
    professional = (NO_REVOLVER[0], Card.PROFESSIONAL_PLAYER)
    state = challenged(holding={LONG_JOHN: professional})
    state = dealt(state, "2c 5d 9h Js Ac", "3c 6d Th Qs Kc", top="As Ad 7d 8c")
    state = shown(state)
    assert DrawThree(LONG_JOHN) in legal(state)
    state = apply(state, DrawThree(LONG_JOHN))
    game = poker_of(state)
    assert state.turn.step is Step.IMPROVE
    assert game.drawn == drawn_first("As Ad 7d")
    assert game.deck[-1] == drawn_first("8c")[0]
    assert Card.PROFESSIONAL_PLAYER in state.piles.actions.discard_pile
    assert legal(state) == (
        *(TakeDrawn(LONG_JOHN, d, c) for d in game.drawn for c in hand_of(state, LONG_JOHN)),
        Pass(LONG_JOHN),
    )


def test_a_professional_player_takes_up_to_three_drawn_cards_and_stops_when_it_likes() -> None:
    professional = (NO_REVOLVER[0], Card.PROFESSIONAL_PLAYER)
    state = challenged(holding={LONG_JOHN: professional})
    state = shown(dealt(state, "2c 5d 9h Js Ac", "3c 6d Th Qs Kc", top="As Ad 7d"))
    state = apply(state, DrawThree(LONG_JOHN))
    state = play(
        state,
        TakeDrawn(LONG_JOHN, *drawn_first("As 2c")),
        TakeDrawn(LONG_JOHN, *drawn_first("Ad 5d")),
    )
    assert hand_of(state, LONG_JOHN) == cards("9h Js Ac As Ad")
    assert poker_of(state).drawn == drawn_first("7d")
    every = apply(state, TakeDrawn(LONG_JOHN, *drawn_first("7d 9h")))  # a third: it is done
    assert every.turn.step is Step.REACT
    assert not poker_of(every).drawn
    state = apply(state, Pass(LONG_JOHN))
    assert state.turn.step is Step.REACT
    assert poker_of(state).drawn == ()
    assert poker_of(state).asked == (JIMMY,)
    state = passing(state, Step.REACT)
    assert money(state) == (11_000, 9_000)  # three aces


# -- the showdown ---------------------------------------------------------------------------


def test_the_player_with_the_strongest_combination_wins_all_the_stakes() -> None:
    state = dealt(challenged(3), "Tc Jd Qh Ks Ac", "2h 5h 7h 9h Jh", "4h 4s 8c 8d Kd")
    state = passing(shown(state), Step.REACT)
    assert state.turn.poker is None
    assert state.turn.step is Step.SHOWDOWN
    assert money(state) == (9_000, 12_000, 9_000)  # the flush beats the straight


def test_equal_hands_share_the_pot_the_rest_to_the_first_winner_clockwise_from_the_challenger() -> (
    None
):
    state = challenged(3, challenger=JIMMY, opponent=THIRD)
    assert poker_of(state).players == (JIMMY, THIRD, LONG_JOHN)
    state = dealt(state, "2c 2d 5h 9c Kd", "Tc Jd Qh Ks Ac", "Td Jc Qs Kh Ad")
    state = passing(shown(state), Step.REACT)
    # $3,000: $1,000 to each of the two straights, and the odd bill to the third player,
    # the first of them clockwise from Jimmy.
    assert money(state) == (9_000 + 1_000, 9_000, 9_000 + 2_000)


# -- a loser's revolver, and the gunfight -----------------------------------------------------


def _revolver_loser(*, coyotes: bool = False) -> State:
    """Three players; the third one loses, having put a card showing a revolver in its
    hand, with a one-shot coup card; Jimmy holds a card with a revolver and keeps it.
    With ``coyotes``, Long John and Jimmy hold a Yellow-Livered Coyote."""
    coyote = (Card.YELLOW_LIVERED_COYOTE,) if coyotes else ()
    holding = {
        LONG_JOHN: (NO_REVOLVER[0], *coyote),
        JIMMY: (PLAYING[sorted(REVOLVERS)[1]], *coyote),
        THIRD: (REVOLVER,),
    }
    state = challenged(3, holding=holding)
    state = armed(armed(state, THIRD, Coup.ONE), LONG_JOHN, Coup.TWO)
    state = dealt(state, "Tc Jd Qh Ks Ac", "4h 4s 8c 8d Kd", "2c 3d 5h 9c Jh")
    state = to_replace(state)
    state = play(state, Pass(LONG_JOHN), Pass(JIMMY))
    state = apply(state, ReplaceCard(THIRD, REVOLVER, cards("2c")[0]))
    return passing(state, Step.REACT)


def test_a_loser_whose_playing_card_shows_a_revolver_may_start_a_gunfight() -> None:
    state = _revolver_loser()
    assert state.turn.step is Step.REVOLVER
    assert legal(state) == (DrawRevolver(THIRD, (Coup.ONE,)), Pass(THIRD))  # Jimmy is not asked
    state = apply(state, Pass(THIRD))
    assert state.turn.poker is None
    assert money(state) == (12_000, 9_000, 9_000)


def test_the_others_may_run_away_sharing_the_money_the_rest_for_the_gunfights_winner() -> None:
    state = apply(_revolver_loser(coyotes=True), DrawRevolver(THIRD, (Coup.ONE,)))
    assert state.turn.step is Step.RUN
    assert decider(state) == LONG_JOHN
    state = play(state, PlayCoyote(LONG_JOHN), PlayCoyote(JIMMY))
    # $1,000 each for the two runaways; the third player, alone, takes the odd bill.
    assert state.turn.poker is None
    assert money(state) == (10_000, 10_000, 10_000)
    assert Coup.ONE in state.piles.coups.discard_pile
    assert Counter(state.piles.actions.discard_pile)[Card.YELLOW_LIVERED_COYOTE] == 2


def test_the_gunfights_winner_takes_the_money_on_the_table() -> None:
    state = apply(_revolver_loser(), DrawRevolver(THIRD, (Coup.ONE,)))
    state = passing(state, Step.RUN)
    assert state.turn.step is Step.GUNFIGHT
    assert decider(state) == LONG_JOHN
    state = play(state, Fire(LONG_JOHN, (Coup.TWO,)), Withdraw(JIMMY), Withdraw(THIRD))
    assert state.turn.poker is None
    assert state.turn.fight is None
    assert money(state) == (12_000, 9_000, 9_000)
    assert Counter(state.piles.coups.discard_pile) == Counter((Coup.ONE, Coup.TWO))


def test_the_playing_cards_used_are_discarded_at_the_end_of_the_deal() -> None:
    holding = {LONG_JOHN: (NO_REVOLVER[0],), JIMMY: (NO_REVOLVER[1], NO_REVOLVER[2])}
    state = to_replace(dealt(challenged(holding=holding), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc"))
    state = play(state, ReplaceCard(LONG_JOHN, NO_REVOLVER[0], cards("2c")[0]))
    state = play(state, ReplaceCard(JIMMY, NO_REVOLVER[1], cards("3c")[0]))
    state = passing(state, Step.REACT)
    assert state.turn.poker is None
    discards = state.piles.actions.discard_pile
    assert NO_REVOLVER[0] in discards
    assert NO_REVOLVER[1] in discards
    assert state.seats[JIMMY].hand == (NO_REVOLVER[2],)  # the one it kept stays in hand


# -- what each seat sees --------------------------------------------------------------------


def _replaced_by_long_john() -> State:
    """Three players at the replacement step: Long John has put a playing card in his
    hand, Jimmy is asked."""
    state = to_replace(challenged(3))
    state = apply(state, ReplaceCard(LONG_JOHN, NO_REVOLVER[0], hand_of(state, LONG_JOHN)[0]))
    assert decider(state) == JIMMY
    return state


def _hidden_positions() -> list[State]:
    """A deal before the reveal: the exchange, the bets, the replacement."""
    start = challenged(3)
    discarding = play(start, *(Discard(LONG_JOHN, c) for c in hand_of(start, LONG_JOHN)[:2]))
    betting = passing(start, Step.EXCHANGE)
    raised = apply(betting, Raise(LONG_JOHN))
    return [start, discarding, betting, raised, _replaced_by_long_john()]


def test_a_view_never_shows_another_seats_hand_or_the_pile_before_the_reveal() -> None:
    for state in _hidden_positions():
        game = poker_of(state)
        for viewer in (None, *game.players):
            seen = view(state, viewer).turn.poker
            assert seen is not None
            assert seen.deck == ()
            for seat, hand, played in zip(game.players, game.hands, game.replaced, strict=True):
                mine = seat == viewer
                assert seen.hands[game.players.index(seat)] == (hand if mine else ())
                assert seen.replaced[game.players.index(seat)] == (played if mine else None)
            assert view(state, viewer).held == (*map(len, game.hands), 0, len(game.deck))


def test_the_hands_show_once_revealed() -> None:
    state = shown(challenged(3))
    assert state.turn.step is Step.REACT
    for viewer in (None, LONG_JOHN, JIMMY, THIRD):
        seen = view(state, viewer).turn.poker
        assert seen is not None
        assert seen.hands == poker_of(state).hands
        assert seen.deck == ()


def test_a_view_never_shows_another_players_drawn_cards() -> None:
    professional = (NO_REVOLVER[0], Card.PROFESSIONAL_PLAYER)
    state = shown(challenged(3, holding={LONG_JOHN: professional}))
    state = apply(state, DrawThree(LONG_JOHN))
    drawn = poker_of(state).drawn
    assert len(drawn) == 3
    for viewer in (None, JIMMY, THIRD):
        seen = view(state, viewer)
        assert seen.turn.poker is not None
        assert seen.turn.poker.drawn == ()
        assert seen.held[3] == 3
    mine = view(state, LONG_JOHN).turn.poker
    assert mine is not None
    assert mine.drawn == drawn


def test_determinize_gives_back_the_same_view_of_a_real_deal() -> None:
    professional = (NO_REVOLVER[0], Card.PROFESSIONAL_PLAYER)
    improving = apply(shown(challenged(3, holding={LONG_JOHN: professional})), DrawThree(LONG_JOHN))
    revolver = _revolver_loser()
    fight = passing(apply(revolver, DrawRevolver(THIRD, (Coup.ONE,))), Step.RUN)
    tar = passing(_two_kings_of_hearts(3, 1_000, ()), Step.REPLACE)
    later = (shown(challenged(3)), improving, tar, revolver, fight)
    for state in (*_hidden_positions(), *later):
        for viewer in (None, LONG_JOHN, JIMMY, THIRD):
            seen = view(state, viewer)
            for seed in (1, 2):
                assert view(determinize(seen, seed), viewer) == seen


def test_determinize_deals_the_replaced_playing_cards_standard_card_into_the_hand() -> None:
    seen = view(_replaced_by_long_john(), JIMMY)
    for seed in range(5):
        game = poker_of(determinize(seen, seed))
        played = game.replaced[0]
        assert played is not None
        assert played.number is not None
        assert standard_card(played.number) in game.hands[0]
        assert len(game.hands[0]) == HAND


# -- the game as a whole --------------------------------------------------------------------


def test_the_real_deal_without_pokerkit_is_a_setup_error_saying_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(rules_module, "poker_library_available", lambda: False)
    with pytest.raises(SetupError, match="pip install 'frontier-games\\[poker\\]'") as caught:
        new_game(2, 1, Options(real_deal=True))
    assert MISSING_LIBRARY in str(caught.value)
    assert new_game(2, 1, Options()).setup.options.real_deal is False


def _every_card(state: State) -> Counter[Card]:
    found = Counter(card for seat in state.seats for card in (*seat.hand, *seat.front))
    found.update(state.piles.actions.draw_pile)
    found.update(state.piles.actions.discard_pile)
    game = state.turn.poker
    if game is not None:
        found.update(card for card in game.replaced if card is not None)
    return found


_ARMED = {
    LONG_JOHN: (NO_REVOLVER[0], Card.CHEATER, Card.YELLOW_LIVERED_COYOTE),
    JIMMY: (REVOLVER, Card.PROFESSIONAL_PLAYER, Card.YELLOW_LIVERED_COYOTE),
    THIRD: (PLAYING[sorted(REVOLVERS)[1]], Card.TAR_AND_FEATHERS, Card.CHEATER),
}


@functools.cache
def _armed_table() -> State:
    state = table(3, holding=_ARMED)
    return armed(armed(armed(state, LONG_JOHN, Coup.TWO), JIMMY, Coup.ONE), THIRD, Coup.THREE)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**16), data=st.data())
def test_a_real_deal_keeps_every_dollar_and_card_and_always_ends(
    seed: int, data: st.DataObject
) -> None:
    start = _armed_table().evolve(rng=Rng.from_seed(seed))
    total, deck = sum(money(start)), _every_card(start)
    state = play(start, Challenge(LONG_JOHN, JIMMY, 1_000, True))
    for _ in range(200):
        if state.turn.poker is None:
            break
        choices = legal(state)
        state = apply(state, choices[data.draw(st.integers(0, len(choices) - 1))])
        pot = state.turn.poker.pot if state.turn.poker is not None else 0
        assert sum(money(state)) + pot == total
        assert min(money(state)) >= 0
        assert _every_card(state) == deck
    assert state.turn.poker is None
    assert state.turn.step is Step.SHOWDOWN


# -- for the lead to decide (see the report) -------------------------------------------------


def test_five_cards_of_one_rank_make_no_poker_hand_and_lose_to_any_hand() -> None:
    state = challenged(holding={LONG_JOHN: (Card.PLAYING_23,)})
    state = to_replace(dealt(state, "Kc Kd Kh Ks 2c", "3c 6d Th Qs 4c"))
    state = apply(state, ReplaceCard(LONG_JOHN, Card.PLAYING_23, cards("2c")[0]))
    state = passing(state, Step.REPLACE)
    assert poker_of(state).asked == (JIMMY,)  # the King of Hearts twice: nobody tars it
    state = passing(passing(state, Step.TAR), Step.REACT)
    assert money(state) == (9_000, 11_000)


def test_a_folded_hand_is_not_shown_at_the_reveal() -> None:
    state = dealt(challenged(3), "2c 5d 9h Js Ac", "3c 6d Th Qs Kc", "4h 4s 7d 8c 8d")
    state = play(passing(state, Step.EXCHANGE), Call(LONG_JOHN), Fold(JIMMY), Call(THIRD))
    state = passing(state, Step.REPLACE)
    assert state.turn.step is Step.REACT
    mine = view(state, JIMMY).turn.poker
    assert mine is not None
    assert mine.hands[1] == cards("3c 6d Th Qs Kc")
    for viewer in (None, LONG_JOHN, THIRD):
        seen = view(state, viewer)
        assert seen.turn.poker is not None
        assert seen.turn.poker.hands[1] == ()
        assert view(determinize(seen, 1), viewer) == seen


def test_anyone_who_has_the_money_may_join_a_real_deal() -> None:
    # "Then anyone who has the necessary money may join in": the deal needs no playing card.
    state = table(3, holding={THIRD: ()})
    state = play(state, Challenge(LONG_JOHN, JIMMY, 1_000, True), TakeUp(JIMMY))
    assert TakeUp(THIRD) in legal(state)


@pytest.mark.parametrize(("players", "seed", "real_deal"), [(3, 112, False), (2, 143, True)])
def test_a_game_won_in_the_middle_of_a_poker_game_leaves_no_card_on_the_table(
    players: int, seed: int, real_deal: bool
) -> None:
    # The winning money ends the game at once, a poker game under way (a runaway's share,
    # the pot): the playing cards on the table and unspent opening shots go to the
    # discards, so every card is still somewhere.
    state = new_game(players, seed, Options(real_deal=real_deal))
    rng = random.Random(seed)
    while not rules_module.is_over(state):
        seat = rng.choice(sorted(actors(state)))
        state = apply(state, rng.choice(rules_module.legal_actions(state, seat)))
    assert state.winner is not None
    cards = Counter(c for s in state.seats for c in (*s.hand, *s.front))
    cards.update((*state.piles.actions.draw_pile, *state.piles.actions.discard_pile))
    assert cards == Counter(dict(STANDARD_CONTENT.action_cards))
    coups = Counter(c for s in state.seats for c in s.coups)
    coups.update((*state.piles.coups.draw_pile, *state.piles.coups.discard_pile))
    assert coups == Counter(dict(STANDARD_CONTENT.coup_cards))


def test_a_player_challenges_to_poker_only_once_per_turn() -> None:
    # "This action may be carried out only once per turn."
    state = new_game(2, 1, Options(first_player=0))
    state = apply(state, model.PlaceSaloon(0, content.Town.COYOTE_CREEK, 3))
    state = apply(state, model.PlaceSaloon(1, content.Town.DRY_GULCH, 0))
    state = state.evolve(turn=state.turn.evolve(step=Step.SHOWDOWN, tile=None,
                                                  challenged=True))  # fmt: skip
    assert not any(isinstance(a, Challenge) for a in rules_module.legal_actions(state, 1))
    with pytest.raises(fg.IllegalActionError) as refused_move:
        apply(state, Challenge(1, 0, 1_000))
    assert refused_move.value.rule == "one-poker-game-per-turn"


def test_a_real_deal_whose_doubled_card_would_make_a_flush_plays_to_the_end() -> None:
    # Once this game stopped at its showdown: 2, 3, 4, 4 and King of Clubs (a card
    # twice) were refused by the hand ranking instead of read as a pair (R33).
    from frontier_games.bots import RandomBot
    from frontier_games.play import play_game

    game = fg.get_game("rattlesnake-city")
    bots = [RandomBot(65000 + seat) for seat in range(4)]
    played = play_game(game, bots, 4, 65, options=Options(real_deal=True))
    assert game.is_over(played.final)
