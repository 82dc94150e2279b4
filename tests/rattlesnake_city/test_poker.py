"""*Rattlesnake City*'s poker: the normal game's playing cards and poker cards, the shares
in $1,000 bills, and the variant's standard cards and hands (those need pokerkit).

Seats are numbered from 0; Long John is seat 0 where he plays.
"""

from __future__ import annotations

import sys
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from frontier_games.core import IllegalActionError
from frontier_games.games.rattlesnake_city.poker import (
    BILL,
    DECK,
    MISSING_LIBRARY,
    Category,
    HandValue,
    PokerCardsError,
    Rank,
    StandardCard,
    Suit,
    best_hand,
    cheater,
    duplicates,
    highest,
    poker_library_available,
    professional_player,
    share,
    standard_card,
    tar_and_feathers,
    winners,
)

LONG_JOHN = 0


@pytest.fixture(scope="module")
def pokerkit() -> None:
    pytest.importorskip("pokerkit")


needs_pokerkit = pytest.mark.usefixtures("pokerkit")


def hand(text: str) -> tuple[StandardCard, ...]:
    """Cards written as ``"9c Td Jd"``."""
    ranks = {rank.symbol: rank for rank in Rank}
    suits = {suit.value: suit for suit in Suit}
    return tuple(StandardCard(ranks[word[0]], suits[word[1]]) for word in text.split())


# distinct playing cards revealed by up to six seats
revealed_cards = st.lists(st.integers(1, 25), min_size=2, max_size=6, unique=True).map(
    lambda numbers: dict(enumerate(numbers))
)


# --- the normal game -------------------------------------------------------------------


def test_playing_card_of_the_highest_value_wins() -> None:
    assert highest({0: 12, 1: 20, 2: 7}) == 1
    assert highest({3: 25}) == 3


@pytest.mark.parametrize(
    "revealed",
    [
        pytest.param({}, id="no card"),
        pytest.param({0: 0, 1: 3}, id="card 0"),
        pytest.param({0: 26}, id="card 26"),
        pytest.param({0: 5, 1: 5}, id="one card twice"),
        pytest.param({0: True}, id="not a number"),
    ],
)
def test_playing_cards_are_distinct_numbers_from_1_to_25(revealed: dict[int, int]) -> None:
    with pytest.raises(PokerCardsError):
        highest(revealed)


def test_cheater_swaps_their_revealed_card_for_an_opponent_s() -> None:
    revealed = {0: 12, 1: 20, 2: 7}
    assert cheater(revealed, 2, 1) == {0: 12, 1: 7, 2: 20}
    assert revealed == {0: 12, 1: 20, 2: 7}


@pytest.mark.parametrize(
    ("player", "opponent", "rule"),
    [
        pytest.param(3, 1, "no-revealed-card", id="cheater without a card"),
        pytest.param(0, 0, "cheat-yourself", id="swap with oneself"),
        pytest.param(0, 3, "opponent-no-card", id="opponent without a card"),
    ],
)
def test_cheater_needs_a_revealed_card_and_an_opponent_s(
    player: int, opponent: int, rule: str
) -> None:
    with pytest.raises(IllegalActionError) as caught:
        cheater({0: 12, 1: 20}, player, opponent)
    assert caught.value.rule == rule
    assert caught.value.seat == player


@given(revealed_cards, st.data())
def test_cheater_moves_no_card_but_the_two_swapped(
    revealed: dict[int, int], data: st.DataObject
) -> None:
    player, opponent = data.draw(st.permutations(sorted(revealed)))[:2]
    swapped = cheater(revealed, player, opponent)
    assert sorted(swapped.values()) == sorted(revealed.values())
    assert (swapped[player], swapped[opponent]) == (revealed[opponent], revealed[player])
    assert {s: n for s, n in swapped.items() if s not in (player, opponent)} == {
        s: n for s, n in revealed.items() if s not in (player, opponent)
    }


def test_professional_player_replaces_their_card_with_another_from_their_hand() -> None:
    revealed = {0: 12, 1: 20}
    assert professional_player(revealed, 0, 24) == {0: 24, 1: 20}
    assert highest(professional_player(revealed, 0, 24)) == 0
    assert revealed == {0: 12, 1: 20}


def test_professional_player_needs_a_revealed_card() -> None:
    with pytest.raises(IllegalActionError) as caught:
        professional_player({0: 12}, 1, 24)
    assert caught.value.rule == "no-revealed-card"


@pytest.mark.parametrize("replacement", [20, 0, 26])
def test_professional_player_replacement_is_an_unrevealed_playing_card(replacement: int) -> None:
    with pytest.raises(PokerCardsError):
        professional_player({0: 12, 1: 20}, 0, replacement)


def test_tar_and_feathers_undoes_the_swap_and_puts_the_cheater_out() -> None:
    after_cheat = cheater({0: 12, 1: 20, 2: 7}, 2, 1)
    assert tar_and_feathers(after_cheat, 2, 1) == {0: 12, 1: 20}
    assert highest(tar_and_feathers(after_cheat, 2, 1)) == 1


@given(revealed_cards, st.data())
def test_tar_and_feathers_after_a_cheater_leaves_the_others_cards_as_revealed(
    revealed: dict[int, int], data: st.DataObject
) -> None:
    cheat, victim = data.draw(st.permutations(sorted(revealed)))[:2]
    tarred = tar_and_feathers(cheater(revealed, cheat, victim), cheat, victim)
    assert tarred == {seat: n for seat, n in revealed.items() if seat != cheat}


def test_tar_and_feathers_needs_the_cheater_s_card() -> None:
    with pytest.raises(IllegalActionError) as caught:
        tar_and_feathers({0: 12, 1: 20}, 2, 1)
    assert caught.value.rule == "no-revealed-card"


# --- sharing in $1,000 bills ------------------------------------------------------------


def test_share_in_whole_bills_leaves_the_remainder_on_the_table() -> None:
    assert share(5000, (1, 2, 3)) == ({1: 1000, 2: 1000, 3: 1000}, 2000)
    assert share(6000, (0, 4)) == ({0: 3000, 4: 3000}, 0)
    assert share(2000, (0, 1, 2)) == ({0: 0, 1: 0, 2: 0}, 2000)


@pytest.mark.parametrize(
    ("amount", "seats"),
    [
        pytest.param(-1000, (0, 1), id="negative"),
        pytest.param(1000, (), id="nobody"),
        pytest.param(1000, (1, 1), id="a seat twice"),
    ],
)
def test_share_needs_a_stake_and_distinct_seats(amount: int, seats: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="stake"):
        share(amount, seats)


@given(st.integers(0, 300).map(lambda bills: bills * BILL), st.integers(1, 6))
def test_share_is_equal_whole_bills_and_the_remainder_is_less_than_a_round(
    amount: int, players: int
) -> None:
    shares, remainder = share(amount, range(players))
    assert len(set(shares.values())) == 1
    assert all(value % BILL == 0 for value in shares.values())
    assert sum(shares.values()) + remainder == amount
    assert 0 <= remainder < BILL * players


# --- the variant: standard cards --------------------------------------------------------


def test_playing_cards_stand_for_the_printed_standard_cards() -> None:
    assert standard_card(1) == StandardCard(Rank.TWO, Suit.CLUBS)
    assert standard_card(23) == StandardCard(Rank.KING, Suit.HEARTS)
    assert standard_card(25) == StandardCard(Rank.ACE, Suit.SPADES)


def test_stand_in_mapping_is_one_to_one_and_rises_with_the_number() -> None:
    positions = [DECK.index(standard_card(number)) for number in range(1, 26)]
    assert positions == sorted(set(positions))


@pytest.mark.parametrize("number", [0, 26, -1])
def test_only_playing_cards_1_to_25_stand_for_a_card(number: int) -> None:
    with pytest.raises(PokerCardsError, match="1 to 25"):
        standard_card(number)


def test_deck_is_the_52_cards_by_rank_then_suit() -> None:
    assert len(set(DECK)) == 52
    assert DECK[:2] == hand("2c 2d")
    assert DECK[-1] == StandardCard(Rank.ACE, Suit.SPADES)
    assert [card.rank for card in DECK] == sorted(card.rank for card in DECK)


def test_standard_card_reads_as_its_name() -> None:
    assert str(standard_card(23)) == "King of Hearts"
    assert str(StandardCard(Rank.TEN, Suit.DIAMONDS)) == "Ten of Diamonds"


def test_standard_card_is_a_rank_and_a_suit() -> None:
    with pytest.raises(TypeError):
        StandardCard(13, Suit.HEARTS)  # type: ignore[arg-type]


def test_two_identical_cards_after_a_replacement_are_duplicates() -> None:
    assert duplicates((*hand("Ks Qs Jh Td"), standard_card(25), *hand("As")))
    assert not duplicates((*hand("9c Td Jd Qs"), standard_card(23)))


# --- the variant: hands ----------------------------------------------------------------


@needs_pokerkit
def test_long_john_replaces_his_7_with_card_23_and_gets_a_straight() -> None:
    kept = hand("9c Td Jd Qs")
    before = best_hand((*kept, *hand("7c")))
    after = best_hand((*kept, standard_card(23)))
    assert before.category is Category.HIGH_CARD
    assert after.category is Category.STRAIGHT
    assert str(after) == "straight, king high"
    assert after > before
    pair = hand("Ac Ad 3h 5s 9d")
    assert winners({LONG_JOHN: (*kept, standard_card(23)), 1: pair}) == {LONG_JOHN}


LADDER = [
    ("7c 5d 4h 3s 2c", Category.HIGH_CARD, "high card, seven"),
    ("Ac Kd Qh Js 9c", Category.HIGH_CARD, "high card, ace"),
    ("2c 2d 3h 4s 5c", Category.ONE_PAIR, "pair of twos"),
    ("Ac Ad 3h 5s 9d", Category.ONE_PAIR, "pair of aces"),
    ("Kc Kd 7h 7s 2c", Category.TWO_PAIR, "two pair, kings and sevens"),
    ("6c 6d 6h As Kc", Category.THREE_OF_A_KIND, "three of a kind, sixes"),
    ("Ac 2d 3h 4s 5c", Category.STRAIGHT, "straight, five high"),
    ("9c Td Jd Qs Kh", Category.STRAIGHT, "straight, king high"),
    ("Tc Jd Qh Ks Ac", Category.STRAIGHT, "straight, ace high"),
    ("2c 4c 6c 8c Tc", Category.FLUSH, "flush, ten high"),
    ("3h 3d 3s Kc Kd", Category.FULL_HOUSE, "full house, threes over kings"),
    ("9c 9d 9h 9s 2c", Category.FOUR_OF_A_KIND, "four of a kind, nines"),
    ("Ah 2h 3h 4h 5h", Category.STRAIGHT_FLUSH, "straight flush, five high"),
    ("Ts Js Qs Ks As", Category.STRAIGHT_FLUSH, "straight flush, ace high"),
]


@needs_pokerkit
def test_hands_rank_from_high_card_to_straight_flush() -> None:
    values = [best_hand(hand(cards)) for cards, _, _ in LADDER]
    assert values == sorted(values)
    assert len(set(values)) == len(values)
    assert [value.category for value in values] == [category for _, category, _ in LADDER]
    assert [str(value) for value in values] == [words for _, _, words in LADDER]
    assert values[0].strength == 0
    assert values[-1].strength == 7461


@needs_pokerkit
def test_kickers_decide_between_hands_of_one_kind() -> None:
    assert best_hand(hand("Ac Ad Kh 5s 9d")) > best_hand(hand("Ac Ad Qh 5s 9d"))
    assert best_hand(hand("Ac Kc 9c 5c 3c")) > best_hand(hand("Ah Kh 9h 5h 2h"))


@needs_pokerkit
def test_hands_of_equal_value_tie_and_share_the_win() -> None:
    first, second = hand("9c Td Jd Qs Kh"), hand("9h Ts Jc Qd Ks")
    assert best_hand(first) == best_hand(second)
    assert winners({0: first, 1: second, 2: hand("Ac Ad 3h 5s 9d")}) == {0, 1}


@needs_pokerkit
def test_best_five_of_seven_cards_make_the_hand() -> None:
    value = best_hand(hand("2c 7d 9c Td Jd Qs Kh"))
    assert str(value) == "straight, king high"
    assert set(value.cards) == set(hand("9c Td Jd Qs Kh"))


@needs_pokerkit
def test_a_hand_with_a_card_twice_counts_as_it_reads() -> None:
    doubled = (*hand("Kd Qc Jh As"), standard_card(25))
    assert duplicates(doubled)
    assert str(best_hand(doubled)) == "pair of aces"


@needs_pokerkit
def test_a_card_held_twice_makes_no_flush_with_its_second_copy() -> None:
    # R33: a flush is five different cards of one suit; these are a pair of fours.
    value = best_hand(hand("2c 3c 4c 4c Kc"))
    assert str(value) == "pair of fours"
    assert sorted(map(str, value.cards)) == sorted(map(str, hand("2c 3c 4c 4c Kc")))
    assert best_hand(hand("2c 3c 4c 5c Kc")) > value


@needs_pokerkit
@pytest.mark.parametrize(
    "cards",
    [
        pytest.param("9c Td Jd Qs", id="four cards"),
        pytest.param("2c 3c 4c 5c 6c 7c 8c 9c", id="eight cards"),
        pytest.param("As Ah Ad Ac As", id="five aces"),
    ],
)
def test_a_poker_hand_is_five_to_seven_cards_not_of_one_rank(cards: str) -> None:
    with pytest.raises(PokerCardsError):
        best_hand(hand(cards))


@needs_pokerkit
def test_a_poker_hand_is_made_of_standard_cards() -> None:
    with pytest.raises(PokerCardsError, match="StandardCard"):
        best_hand((23, 24, 25, 1, 2))  # type: ignore[arg-type]


def test_winners_needs_a_hand() -> None:
    with pytest.raises(PokerCardsError):
        winners({})


seven_cards = st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True)


@needs_pokerkit
@given(seven_cards)
def test_best_hand_of_seven_is_the_best_of_its_fives(cards: list[StandardCard]) -> None:
    best = best_hand(cards)
    assert best == max(best_hand(five) for five in combinations(cards, 5))
    assert len(best.cards) == 5
    assert set(best.cards) <= set(cards)


@needs_pokerkit
@given(seven_cards, st.permutations(list(Suit)))
def test_hand_value_does_not_depend_on_which_suit_is_which(
    cards: list[StandardCard], suits: list[Suit]
) -> None:
    renamed = [StandardCard(card.rank, suits[list(Suit).index(card.suit)]) for card in cards]
    assert best_hand(renamed) == best_hand(reversed(cards))


# --- the poker library ----------------------------------------------------------------


def test_without_pokerkit_the_variant_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "pokerkit", None)
    assert not poker_library_available()
    with pytest.raises(ImportError) as caught:
        best_hand(hand("9c Td Jd Qs Kh"))
    assert str(caught.value) == MISSING_LIBRARY
    assert "pip install 'frontier-games[poker]'" in MISSING_LIBRARY


@needs_pokerkit
def test_with_pokerkit_the_library_is_available() -> None:
    assert poker_library_available()
    assert isinstance(best_hand(hand("9c Td Jd Qs Kh")), HandValue)
