"""Decks, discard piles, hands and winnings piles behave like the cards on the table."""

from __future__ import annotations

import copy
import enum
import pickle
from collections import Counter
from collections.abc import Sequence

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from frontier_games.deck import (
    CardNotFoundError,
    Deck,
    DeckEmptyError,
    DeckView,
    add_on_top,
    add_underneath,
    cards_left,
    determinize_deck,
    discard,
    draw,
    peek,
    put_bottom,
    put_top,
    remove_card,
    reorder_top,
    shuffle_deck,
    shuffle_in_discards,
    take,
    take_top,
    take_topmost,
    view_deck,
    view_deck_face_down,
)
from frontier_games.rng import Rng
from frontier_games.serialization import from_json, to_json

RNG = Rng.from_seed(2024)


class Loot(enum.Enum):
    BUFFALO = "buffalo"
    TIPI = "tipi"
    TOTEM = "totem pole"


@attrs.frozen
class Indian:
    color: str
    kind: str


def all_cards(deck: Deck[str]) -> Counter[str]:
    return Counter(deck.draw_pile + deck.discard_pile)


# --- drawing ---------------------------------------------------------------------------


def test_draw_takes_cards_off_the_top_in_the_order_drawn() -> None:
    deck = Deck(("bottom", "middle", "top"))
    cards, deck, _ = draw(deck, RNG, 2)
    assert cards == ("top", "middle")
    assert deck == Deck(("bottom",))


def test_draw_defaults_to_one_card() -> None:
    cards, deck, _ = draw(Deck(("a", "b")), RNG)
    assert cards == ("b",)
    assert deck.draw_pile == ("a",)


def test_drawing_does_not_touch_the_discards_while_the_draw_pile_holds_a_card() -> None:
    deck = Deck(("a", "b", "c"), ("x", "y"))
    cards, after, rng = draw(deck, RNG, 2)
    assert cards == ("c", "b")
    assert after == Deck(("a",), ("x", "y"))
    assert rng == RNG  # no chance was involved


def test_discards_are_reshuffled_as_soon_as_the_draw_pile_runs_out() -> None:
    deck = Deck(("a", "b"), ("x", "y", "z"))
    cards, after, rng = draw(deck, RNG, 2)
    assert cards == ("b", "a")
    assert after.discard_pile == ()
    assert sorted(after.draw_pile) == ["x", "y", "z"]
    assert rng != RNG


def test_a_draw_larger_than_the_draw_pile_goes_on_from_the_reshuffled_discards() -> None:
    deck = Deck(("a",), ("x", "y", "z"))
    cards, after, _ = draw(deck, RNG, 3)
    assert cards[0] == "a"
    assert set(cards[1:]) | set(after.draw_pile) == {"x", "y", "z"}
    assert len(after.draw_pile) == 1
    assert after.discard_pile == ()


def test_an_already_empty_draw_pile_is_refilled_from_the_discards() -> None:
    cards, after, _ = draw(Deck((), ("x", "y")), RNG, 1)
    assert len(cards) == 1
    assert Counter(cards + after.draw_pile) == Counter("xy")
    assert after.discard_pile == ()


def test_drawing_the_last_card_with_no_discards_leaves_an_empty_deck() -> None:
    cards, after, rng = draw(Deck(("a", "b")), RNG, 2)
    assert cards == ("b", "a")
    assert after == Deck((), ())
    assert rng == RNG


def test_drawing_more_than_both_piles_hold_raises_and_draws_nothing() -> None:
    deck = Deck(("a",), ("x",))
    with pytest.raises(DeckEmptyError) as raised:
        draw(deck, RNG, 3)
    assert raised.value.wanted == 3
    assert raised.value.available == 2
    assert isinstance(raised.value, ValueError)


def test_an_exhausted_heap_raises_deck_empty() -> None:
    with pytest.raises(DeckEmptyError):
        draw(Deck(()), RNG)


def test_drawing_as_many_as_are_left_is_spelled_with_cards_left() -> None:
    deck = Deck(("a",), ("x",))
    cards, after, _ = draw(deck, RNG, min(5, cards_left(deck)))
    assert Counter(cards) == Counter("ax")
    assert cards_left(after) == 0


def test_drawing_zero_cards_changes_nothing() -> None:
    deck = Deck((), ("x",))
    assert draw(deck, RNG, 0) == ((), deck, RNG)


def test_drawing_a_negative_number_of_cards_raises() -> None:
    with pytest.raises(ValueError, match="negative"):
        draw(Deck(("a",)), RNG, -1)


def test_the_same_generator_draws_the_same_cards() -> None:
    deck = Deck(("a",), tuple("bcdefgh"))
    assert draw(deck, RNG, 4) == draw(deck, RNG, 4)
    assert draw(deck, RNG, 4) != draw(deck, Rng.from_seed(1), 4)


# --- discarding, peeking, reordering ---------------------------------------------------


def test_discarded_cards_are_laid_one_after_another_the_last_on_top() -> None:
    deck = discard(Deck(("a",), ("x",)), "y", "z")
    assert deck == Deck(("a",), ("x", "y", "z"))


def test_discarding_onto_an_empty_draw_pile_waits_for_the_next_draw() -> None:
    deck = discard(Deck(()), "x")
    assert deck == Deck((), ("x",))


def test_peek_shows_the_top_cards_top_first_without_drawing_them() -> None:
    deck = Deck(("a", "b", "c", "d"), ("x",))
    assert peek(deck, 3) == ("d", "c", "b")
    assert peek(deck, 0) == ()
    assert peek(deck, 3) == draw(deck, RNG, 3)[0]


def test_peek_at_a_short_pile_shows_all_of_it_and_never_the_discards() -> None:
    assert peek(Deck(("a", "b"), ("x",)), 3) == ("b", "a")


def test_peek_a_negative_number_raises() -> None:
    with pytest.raises(ValueError, match="negative"):
        peek(Deck(("a",)), -1)


def test_the_sheriff_puts_one_of_the_top_three_at_the_bottom_and_reorders_two() -> None:
    # Chaparral: the Sheriff takes A/B/C, puts B at the bottom, then A on top and C on it.
    deck = Deck(("X", "Y", "C", "B", "A"))
    assert peek(deck, 3) == ("A", "B", "C")
    deck = put_bottom(take(deck, "B"), "B")
    deck = reorder_top(deck, ("C", "A"))
    assert deck.draw_pile == ("B", "X", "Y", "A", "C")
    assert peek(deck, 2) == ("C", "A")


def test_reorder_top_refuses_cards_that_are_not_the_top_ones() -> None:
    deck = Deck(("a", "b", "c"))
    with pytest.raises(ValueError, match="rearrangement"):
        reorder_top(deck, ("c", "a"))
    with pytest.raises(ValueError, match="rearrangement"):
        reorder_top(deck, ("c", "c"))
    with pytest.raises(ValueError, match="holds 3"):
        reorder_top(deck, ("a", "b", "c", "d"))


def test_reorder_top_with_duplicates_keeps_the_multiset() -> None:
    deck = Deck(("a", "b", "b"))
    assert reorder_top(deck, ("b", "a", "b")).draw_pile == ("b", "a", "b")


def test_put_top_makes_a_card_the_next_one_drawn() -> None:
    deck = put_top(Deck(("a",), ("x",)), "z")
    assert deck == Deck(("a", "z"), ("x",))
    assert draw(deck, RNG)[0] == ("z",)


def test_put_bottom_makes_a_card_the_last_one_drawn() -> None:
    deck = put_bottom(Deck(("a", "b")), "z")
    assert deck.draw_pile == ("z", "a", "b")


# --- taking a named card, shuffling ----------------------------------------------------


def test_calamity_jane_takes_a_named_card_out_of_the_draw_pile() -> None:
    deck = take(Deck(("a", "sheriff", "b"), ("sheriff",)), "sheriff")
    assert deck == Deck(("a", "b"), ("sheriff",))


def test_take_removes_only_the_topmost_of_equal_cards() -> None:
    assert take(Deck(("a", "x", "b", "x", "c")), "x").draw_pile == ("a", "x", "b", "c")


def test_take_of_a_card_that_is_only_in_the_discards_raises() -> None:
    with pytest.raises(CardNotFoundError, match="draw pile") as raised:
        take(Deck(("a",), ("sheriff",)), "sheriff")
    assert raised.value.card == "sheriff"
    assert isinstance(raised.value, ValueError)


def test_shuffle_deck_shuffles_the_draw_pile_and_leaves_the_discards() -> None:
    deck = Deck(tuple("abcdefghij"), ("x", "y"))
    shuffled, rng = shuffle_deck(deck, RNG)
    assert shuffled.discard_pile == ("x", "y")
    assert sorted(shuffled.draw_pile) == list("abcdefghij")
    assert shuffled.draw_pile != deck.draw_pile  # 1 chance in 3.6 million; fixed seed
    assert shuffle_deck(deck, RNG) == (shuffled, rng)


def test_shuffle_in_discards_makes_one_draw_pile_of_both() -> None:
    deck, _ = shuffle_in_discards(Deck(("a", "b"), ("x", "y", "z")), RNG)
    assert deck.discard_pile == ()
    assert sorted(deck.draw_pile) == ["a", "b", "x", "y", "z"]


# --- views -----------------------------------------------------------------------------


def test_a_view_shows_sizes_and_face_up_discards_but_never_the_draw_pile() -> None:
    deck = Deck(("secret-1", "secret-2"), ("x",))
    seen = view_deck(deck)
    assert seen == DeckView(draw_size=2, discard_size=1, discard_pile=("x",))
    assert "secret" not in to_json(seen)


def test_a_face_down_view_shows_only_the_sizes() -> None:
    seen = view_deck_face_down(Deck(("a", "b"), ("x",)))
    assert seen == DeckView(draw_size=2, discard_size=1, discard_pile=None)


def test_views_do_not_depend_on_the_order_of_the_draw_pile() -> None:
    assert view_deck(Deck(("a", "b"), ("x",))) == view_deck(Deck(("b", "a"), ("x",)))


def test_determinize_deck_gives_back_the_same_view() -> None:
    deck = Deck(("a", "b", "c"), ("x",))
    seen = view_deck(deck)
    rebuilt, _ = determinize_deck(seen, ("c", "b", "a"), RNG)
    assert view_deck(rebuilt) == seen
    assert sorted(rebuilt.draw_pile) == ["a", "b", "c"]


def test_determinize_a_face_down_deck_deals_the_unseen_cards_to_both_piles() -> None:
    seen = view_deck_face_down(Deck(("a", "b"), ("x",)))
    rebuilt, _ = determinize_deck(seen, ("x", "a", "b"), RNG)
    assert view_deck_face_down(rebuilt) == seen
    assert all_cards(rebuilt) == Counter("abx")


def test_determinize_deck_refuses_the_wrong_number_of_unseen_cards() -> None:
    seen = view_deck(Deck(("a", "b"), ("x",)))
    with pytest.raises(ValueError, match="hides 2"):
        determinize_deck(seen, ("a",), RNG)


# --- hands and winnings piles ----------------------------------------------------------


def test_playing_a_card_removes_one_copy_from_the_hand() -> None:
    assert remove_card(("gun", "coyote", "gun"), "gun") == ("gun", "coyote")


def test_playing_a_card_not_in_hand_raises() -> None:
    with pytest.raises(CardNotFoundError, match="hand"):
        remove_card(("gun",), "coyote")


def test_winnings_are_laid_on_top_in_the_order_given() -> None:
    assert add_on_top(("old",), ["hunter", "buffalo"]) == ("old", "hunter", "buffalo")


def test_war_path_buffalo_go_under_the_pile() -> None:
    assert add_underneath(("old",), ["b1", "b2"]) == ("b1", "b2", "old")


def test_a_penalty_gives_up_the_top_two_cards() -> None:
    taken, rest = take_top(("a", "b", "c"), 2)
    assert taken == ("c", "b")
    assert rest == ("a",)


def test_a_penalty_on_a_short_pile_gives_up_as_many_as_there_are() -> None:
    assert take_top(("a",), 2) == (("a",), ())
    assert take_top((), 2) == ((), ())


def test_take_top_of_a_negative_number_raises() -> None:
    with pytest.raises(ValueError, match="negative"):
        take_top(("a",), -1)


def test_the_war_path_takes_the_topmost_buffalo_from_anywhere_in_the_pile() -> None:
    pile = (Loot.BUFFALO, Loot.TIPI, Loot.BUFFALO, Loot.TOTEM)
    card, rest = take_topmost(pile, lambda c: c is Loot.BUFFALO)
    assert card is Loot.BUFFALO
    assert rest == (Loot.BUFFALO, Loot.TIPI, Loot.TOTEM)


def test_a_pile_without_buffalo_gives_none_and_stays_as_it_is() -> None:
    pile = (Loot.TIPI, Loot.TOTEM)
    assert take_topmost(pile, lambda c: c is Loot.BUFFALO) == (None, pile)


# --- serialization ---------------------------------------------------------------------


def test_a_deck_of_enum_cards_round_trips_through_json() -> None:
    deck = Deck((Loot.BUFFALO, Loot.TIPI), (Loot.TOTEM,))
    assert from_json(to_json(deck), Deck[Loot]) == deck


def test_a_deck_of_attrs_cards_and_its_view_round_trip_through_json() -> None:
    deck = Deck((Indian("red", "chief"),), (Indian("blue", "hunter"),))
    assert from_json(to_json(deck), Deck[Indian]) == deck
    for seen in (view_deck(deck), view_deck_face_down(deck)):
        assert from_json(to_json(seen), DeckView[Indian]) == seen


# --- properties: conservation, determinism, immutability -------------------------------

cards = st.lists(st.sampled_from("ABCDEFG"), max_size=12).map(tuple)
steps = st.lists(
    st.one_of(
        st.tuples(st.just("draw"), st.integers(0, 4)),
        st.tuples(st.just("discard"), st.integers(0, 4)),
    ),
    max_size=25,
)


def run(
    deck: Deck[str], rng: Rng, script: Sequence[tuple[str, int]]
) -> tuple[Deck[str], tuple[str, ...], Rng]:
    """Play a script of draws and discards; the hand holds what was drawn and not discarded."""
    hand: tuple[str, ...] = ()
    for verb, n in script:
        if verb == "draw":
            drawn, deck, rng = draw(deck, rng, min(n, cards_left(deck)))
            hand += drawn
        else:
            deck = discard(deck, *hand[:n])
            hand = hand[n:]
    return deck, hand, rng


@given(cards, cards, steps, st.integers(0, 2**64))
def test_any_sequence_of_draws_and_discards_conserves_the_cards(
    pile: tuple[str, ...], discards: tuple[str, ...], script: list[tuple[str, int]], seed: int
) -> None:
    deck = Deck(pile, discards)
    after, hand, _ = run(deck, Rng.from_seed(seed), script)
    assert all_cards(after) + Counter(hand) == all_cards(deck)


@given(cards, cards, steps, st.integers(0, 2**64))
def test_a_draw_pile_with_discards_waiting_is_refilled_by_the_next_draw(
    pile: tuple[str, ...], discards: tuple[str, ...], script: list[tuple[str, int]], seed: int
) -> None:
    after, _, rng = run(Deck(pile, discards), Rng.from_seed(seed), script)
    if cards_left(after):
        _, refilled, _ = draw(after, rng, 1)
        assert refilled.draw_pile or not refilled.discard_pile


@given(cards, cards, steps, st.integers(0, 2**64))
def test_the_same_generator_plays_out_the_same_way(
    pile: tuple[str, ...], discards: tuple[str, ...], script: list[tuple[str, int]], seed: int
) -> None:
    deck = Deck(pile, discards)
    assert run(deck, Rng.from_seed(seed), script) == run(deck, Rng.from_seed(seed), script)


@given(cards, cards, st.integers(0, 12), st.integers(0, 2**64))
def test_draw_reshuffles_only_when_the_draw_pile_runs_out(
    pile: tuple[str, ...], discards: tuple[str, ...], n: int, seed: int
) -> None:
    deck = Deck(pile, discards)
    if n > cards_left(deck):
        with pytest.raises(DeckEmptyError):
            draw(deck, Rng.from_seed(seed), n)
        return
    drawn, after, _ = draw(deck, Rng.from_seed(seed), n)
    if 0 < n < len(pile):
        assert drawn == pile[::-1][:n]
        assert after == Deck(pile[: len(pile) - n], discards)
    elif n > 0:
        assert drawn[: len(pile)] == pile[::-1]
        assert after.discard_pile == ()


@given(cards, cards, st.integers(0, 2**64))
def test_no_function_changes_its_input(
    pile: tuple[str, ...], discards: tuple[str, ...], seed: int
) -> None:
    deck = Deck(pile, discards)
    before = copy.deepcopy(deck)
    rng = Rng.from_seed(seed)
    draw(deck, rng, min(3, cards_left(deck)))
    discard(deck, "Z")
    peek(deck, 2)
    shuffle_deck(deck, rng)
    shuffle_in_discards(deck, rng)
    put_top(deck, "Z")
    put_bottom(deck, "Z")
    if pile:
        take(deck, pile[0])
        reorder_top(deck, peek(deck, 2)[::-1])
    view_deck(deck)
    determinize_deck(view_deck_face_down(deck), pile + discards, rng)
    take_top(pile, 2)
    take_topmost(pile, lambda c: c == "A")
    assert deck == before
    assert rng == Rng.from_seed(seed)


@given(cards, st.lists(st.sampled_from("ABCDEFG"), max_size=3))
def test_shuffles_and_moves_conserve_the_cards(pile: tuple[str, ...], extra: list[str]) -> None:
    deck = Deck(pile, tuple(extra))
    assert all_cards(shuffle_deck(deck, RNG)[0]) == all_cards(deck)
    assert all_cards(shuffle_in_discards(deck, RNG)[0]) == all_cards(deck)
    if pile:
        moved = put_bottom(take(deck, pile[-1]), pile[-1])
        assert all_cards(moved) == all_cards(deck)
        assert reorder_top(deck, peek(deck, 3)[::-1]).draw_pile[:-3] == pile[:-3]


@given(cards, st.integers(0, 12))
def test_take_top_splits_a_pile_without_losing_cards(pile: tuple[str, ...], k: int) -> None:
    taken, rest = take_top(pile, k)
    assert len(taken) == min(k, len(pile))
    assert rest + taken[::-1] == pile


def test_deck_errors_survive_pickle_and_deepcopy_with_their_attributes() -> None:
    empty = DeckEmptyError(3, 1)
    missing = CardNotFoundError(("A", "spades"), "draw pile")
    for copied_empty, copied_missing in (
        (pickle.loads(pickle.dumps(empty)), pickle.loads(pickle.dumps(missing))),
        (copy.deepcopy(empty), copy.deepcopy(missing)),
    ):
        assert type(copied_empty) is DeckEmptyError
        assert (copied_empty.wanted, copied_empty.available) == (3, 1)
        assert str(copied_empty) == str(empty) == "cannot draw 3 card(s): only 1 left"
        assert type(copied_missing) is CardNotFoundError
        assert (copied_missing.card, copied_missing.where) == (("A", "spades"), "draw pile")
        assert str(copied_missing) == str(missing) == "('A', 'spades') is not in the draw pile"
