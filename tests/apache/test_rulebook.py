"""The rulebook's rules and worked examples, one test per rule, in the rulebook's order."""

from __future__ import annotations

import pytest

from frontier_games import GameNotOverError, IllegalActionError, SetupError
from frontier_games.games import apache as A
from frontier_games.games.apache import (
    BUFFALO,
    NECKLACE,
    TIPI,
    TOMAHAWK,
    TOTEM_POLE,
    Colour,
    Indian,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    PrairieCard,
    Take,
    indian_card,
)
from frontier_games.serialization import to_json

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour
HUNTER, CHIEF, WARRIOR, WOMAN = Indian
FOUR = (HUNTER, CHIEF, WARRIOR, WOMAN)


def card(colour: Colour, indian: Indian) -> int:
    """An Indian card as the state keeps it: its kind."""
    return indian_card(colour, indian)


def prairie(colour: Colour, indian: Indian) -> PrairieCard:
    """An Indian card as actions and views show it."""
    return PrairieCard(indian_card(colour, indian))


def window(state: A.State, *actions: A.ApacheAction) -> A.State:
    """Apply ``actions`` in order of arrival."""
    for action in actions:
        state = A.apply(state, action)
    return state


# -- components -------------------------------------------------------------------------------


def test_the_game_has_114_prairie_cards_45_indians_and_69_loot() -> None:
    assert sum(A.PRAIRIE_COUNTS) == 114
    assert sum(A.PRAIRIE_COUNTS[:20]) == 45
    assert A.PRAIRIE_COUNTS[BUFFALO] == 33
    assert all(A.PRAIRIE_COUNTS[k] == 9 for k in (TOTEM_POLE, TOMAHAWK, NECKLACE, TIPI))


def test_each_colour_has_3_hunters_2_chiefs_2_warriors_and_2_indian_women() -> None:
    for colour in Colour:
        counts = [A.PRAIRIE_COUNTS[card(colour, indian)] for indian in FOUR]
        assert counts == [3, 2, 2, 2]


# -- setup ------------------------------------------------------------------------------------


def test_each_player_receives_the_four_hand_cards_of_their_colour() -> None:
    state = A.new_game(3, seed=1)
    assert state.setup.colours == (RED, YELLOW, PURPLE)  # by default seat i plays colour i
    assert all(A.hand(state, seat) == FOUR for seat in range(3))
    seen = A.view(state, 0)
    assert seen.colours == (RED, YELLOW, PURPLE)
    assert seen.hands == (FOUR, FOUR, FOUR)


def test_each_player_chooses_a_colour() -> None:
    state = A.new_game(2, seed=1, options=Options(colours=(BLUE, GREEN)))
    assert state.setup.colours == (BLUE, GREEN)
    state = grab_window(
        2, [card(BLUE, HUNTER), BUFFALO], options=Options(colours=(BLUE, GREEN)), heap=(TIPI,)
    )
    state = window(state, Play(0, HUNTER), Play(1, HUNTER))
    assert state.cards.piles[0] == (card(BLUE, HUNTER), BUFFALO)  # seat 0's hunter is blue
    assert state.cards.removed == ()  # no green hunter: seat 1 played for nothing, pile empty


@pytest.mark.parametrize(
    ("colours", "message"),
    [
        ((RED,), "one per seat"),
        ((RED, YELLOW, PURPLE), "one per seat"),
        ((BLUE, BLUE), "its own colour"),
        ((0, 1), "Colour members"),
        ([RED, YELLOW], "Colour members"),
    ],
)
def test_the_colours_chosen_must_be_one_per_seat_and_all_different(
    colours: object, message: str
) -> None:
    with pytest.raises(SetupError, match=message):
        A.new_game(2, seed=1, options=Options(colours=colours))  # type: ignore[arg-type]


def test_the_prairie_cards_are_shuffled_into_a_heap_from_the_seed() -> None:
    first, again, other = A.new_game(2, seed=5), A.new_game(2, seed=5), A.new_game(2, seed=6)
    assert first == again
    assert first.cards.heap != other.cards.heap
    every_card = [kind for kind, count in enumerate(A.PRAIRIE_COUNTS) for _ in range(count)]
    assert sorted((*first.cards.heap, first.cards.table.index(1))) == every_card


def test_the_sharpest_eagle_eye_seat_0_turns_up_the_first_card_and_everyone_may_grab() -> None:
    state = A.new_game(3, seed=1)
    assert state.phase is Phase.GRAB
    assert state.turner == 0
    assert sum(state.cards.table) == 1
    assert len(state.cards.heap) == 113
    assert A.actors(state) == {0, 1, 2}


# -- turning up a prairie card ----------------------------------------------------------------


def test_if_nobody_plays_the_next_seat_clockwise_turns_up_the_next_card() -> None:
    state = grab_window(3, [BUFFALO], heap=(TIPI, NECKLACE), turner=2)
    state = window(state, Pass(0), Pass(1), Pass(2))
    assert state.turner == 0
    assert state.cards.table[NECKLACE] == 1
    assert state.cards.table[BUFFALO] == 1  # the untaken card stays face up


def test_indians_of_a_colour_no_player_owns_are_turned_up_and_stay_face_up() -> None:
    green_hunter = card(GREEN, HUNTER)  # green is nobody's in a 2-player game
    state = grab_window(2, [BUFFALO], heap=(TIPI, green_hunter))
    state = window(state, Pass(0), Pass(1))
    assert state.cards.table[green_hunter] == 1
    state = window(state, Pass(0), Pass(1))
    assert state.cards.table[green_hunter] == 1
    assert A.can_make_loot(state, 0, HUNTER) is False  # a player's hunter is its own colour


# -- making loot ------------------------------------------------------------------------------


def test_a_hand_card_makes_loot_only_if_its_indian_is_face_up_and_can_take_a_card() -> None:
    """A player may only play a hand card if that Indian lies face up and can take at least
    one card; any other play is allowed (real time) but costs the penalty."""
    face_up = [card(RED, WOMAN), card(RED, WARRIOR), card(YELLOW, HUNTER), BUFFALO, TOMAHAWK]
    state = grab_window(2, face_up, piles=((BUFFALO, TIPI, NECKLACE), (TIPI, TIPI)), heap=(TIPI,))
    assert A.can_make_loot(state, 0, WARRIOR)  # face up, with a tomahawk to take
    assert not A.can_make_loot(state, 0, WOMAN)  # face up, but no necklace and no tipi
    assert not A.can_make_loot(state, 0, HUNTER)  # a buffalo, but no red hunter face up
    assert A.can_make_loot(state, 1, HUNTER)
    assert Play(0, WOMAN) in A.legal_actions(state, 0)  # playing it is allowed: real time
    state = window(state, Play(0, WOMAN), Play(1, WARRIOR))
    assert state.cards.piles == ((BUFFALO,), ())  # both paid the penalty
    assert state.cards.removed == (NECKLACE, TIPI, TIPI, TIPI)


def test_a_useless_hand_card_is_marked_for_the_penalty_as_it_lands() -> None:
    state = A.apply(grab_window(2, [card(RED, HUNTER), BUFFALO]), Play(0, WOMAN))
    assert state.board == (A.BoardCard(0, WOMAN, useless=True),)
    state = A.apply(state, Play(1, HUNTER))
    assert A.view(state, None).board == ()


# -- the Indians and their loot ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("indian", "item"), [(WOMAN, NECKLACE), (WARRIOR, TOMAHAWK), (HUNTER, BUFFALO)]
)
def test_the_woman_takes_all_necklaces_the_warrior_all_tomahawks_the_hunter_all_buffalo(
    indian: Indian, item: int
) -> None:
    others = [k for k in (NECKLACE, TOMAHAWK, BUFFALO) if k != item]
    state = grab_window(2, [card(RED, indian), item, item, item, *others], heap=(TIPI,))
    state = window(state, Play(0, indian), Pass(1))
    assert state.cards.piles[0] == (card(RED, indian), item, item, item)
    assert all(state.cards.table[k] == 1 for k in others)


def test_a_chief_takes_all_totem_poles_and_one_male_indian_of_his_choice() -> None:
    face_up = [card(RED, CHIEF), card(YELLOW, WARRIOR), card(RED, HUNTER), card(RED, WOMAN)]
    state = grab_window(2, [*face_up, TOTEM_POLE, TOTEM_POLE], heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1))
    choices = A.legal_actions(state, 0)
    assert choices == (  # his own colour's hunter too; never an Indian woman
        Take(0, Loot.ITEM, prairie(RED, HUNTER)),
        Take(0, Loot.ITEM, prairie(YELLOW, WARRIOR)),
    )
    state = A.apply(state, choices[1])
    assert state.cards.piles[0] == (
        card(RED, CHIEF), card(YELLOW, WARRIOR), TOTEM_POLE, TOTEM_POLE,
    )  # fmt: skip
    assert state.cards.table[card(RED, HUNTER)] == 1


def test_a_chief_can_only_make_loot_with_a_totem_pole_and_another_male_indian() -> None:
    no_male = grab_window(2, [card(RED, CHIEF), card(YELLOW, WOMAN), TOTEM_POLE])
    no_pole = grab_window(2, [card(RED, CHIEF), card(YELLOW, HUNTER), BUFFALO])
    both = grab_window(2, [card(RED, CHIEF), card(YELLOW, HUNTER), TOTEM_POLE])
    assert not A.can_make_loot(no_male, 0, CHIEF)
    assert not A.can_make_loot(no_pole, 0, CHIEF)
    assert A.can_make_loot(both, 0, CHIEF)
    state = grab_window(2, [card(RED, CHIEF), card(YELLOW, WOMAN), TOTEM_POLE], piles=((TIPI,), ()))
    state = window(state, Play(0, CHIEF), Pass(1))
    assert state.cards.piles[0] == ()  # penalty
    assert state.cards.removed == (TIPI,)


def test_a_chief_makes_loot_with_one_of_two_identical_chiefs_and_the_other_stays_face_up() -> None:
    """The strict reading (the default): of two identical chiefs face up only one makes loot
    and "the other Indian card stays face up", so it is not "another male Indian" either."""
    chief = card(RED, CHIEF)
    alone = grab_window(2, [chief, chief, TOTEM_POLE], piles=((NECKLACE,), ()), heap=(TIPI,))
    assert not A.can_make_loot(alone, 0, CHIEF)
    assert A.loot_choices(alone, 0, CHIEF) == ()
    after = window(alone, Play(0, CHIEF), Pass(1))
    assert after.cards.piles[0] == ()  # the penalty
    assert after.cards.table[chief] == 2
    face_up = [chief, chief, card(YELLOW, HUNTER), TOTEM_POLE]
    state = grab_window(2, face_up, heap=(TIPI,))
    assert A.can_make_loot(state, 0, CHIEF)
    assert A.loot_choices(state, 0, CHIEF) == (Take(0, Loot.ITEM, prairie(YELLOW, HUNTER)),)
    state = window(state, Play(0, CHIEF), Pass(1))  # one loot: taken at once
    assert state.cards.piles[0] == (chief, card(YELLOW, HUNTER), TOTEM_POLE)
    assert state.cards.table[chief] == 1


def test_with_chief_captures_twin_a_second_chief_of_his_colour_may_be_taken_prisoner() -> None:
    """The looser reading (``Options.chief_captures_twin``): the twin is "another Indian card
    showing a male Indian", so it counts and may be the prisoner."""
    chief = card(RED, CHIEF)
    options = Options(chief_captures_twin=True)
    state = grab_window(2, [chief, chief, TOTEM_POLE], options=options, heap=(TIPI,))
    assert A.can_make_loot(state, 0, CHIEF)
    state = window(state, Play(0, CHIEF), Pass(1))
    assert state.cards.piles[0] == (chief, chief, TOTEM_POLE)
    face_up = [chief, chief, card(YELLOW, HUNTER), TOTEM_POLE]
    state = grab_window(2, face_up, options=options, heap=(TIPI,))
    assert A.loot_choices(state, 0, CHIEF) == (  # in card-kind order
        Take(0, Loot.ITEM, prairie(RED, CHIEF)),
        Take(0, Loot.ITEM, prairie(YELLOW, HUNTER)),
    )
    lone = grab_window(2, [chief, TOTEM_POLE], options=options)  # never the card itself
    assert not A.can_make_loot(lone, 0, CHIEF)


def test_with_fewer_than_5_players_the_chief_may_capture_an_indian_who_belongs_to_no_player() -> (
    None
):
    unowned = card(BLUE, HUNTER)  # blue is nobody's in a 3-player game
    state = grab_window(3, [card(RED, CHIEF), unowned, TOTEM_POLE], heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1), Pass(2))
    assert state.cards.piles[0] == (card(RED, CHIEF), unowned, TOTEM_POLE)


def test_every_indian_may_take_all_tipis_instead_of_its_item() -> None:
    for indian in FOUR:
        state = grab_window(2, [card(RED, indian), TIPI, TIPI], heap=(BUFFALO,))
        state = window(state, Play(0, indian), Pass(1))
        assert state.cards.piles[0] == (card(RED, indian), TIPI, TIPI)


def test_a_chief_who_takes_the_tipis_takes_no_totem_pole_and_no_prisoner() -> None:
    face_up = [card(RED, CHIEF), card(YELLOW, HUNTER), TOTEM_POLE, TIPI]
    state = window(grab_window(2, face_up, heap=(BUFFALO,)), Play(0, CHIEF), Pass(1))
    assert A.legal_actions(state, 0) == (
        Take(0, Loot.ITEM, prairie(YELLOW, HUNTER)),
        Take(0, Loot.TIPIS),
    )
    state = A.apply(state, Take(0, Loot.TIPIS))
    assert state.cards.piles[0] == (card(RED, CHIEF), TIPI)
    assert state.cards.table[TOTEM_POLE] == 1
    assert state.cards.table[card(YELLOW, HUNTER)] == 1


def test_red_hunter_with_a_tipi_and_a_buffalo_takes_one_or_the_other_not_both() -> None:
    state = grab_window(2, [card(RED, HUNTER), TIPI, BUFFALO], heap=(NECKLACE,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert state.phase is Phase.LOOT
    assert A.legal_actions(state, 0) == (Take(0, Loot.ITEM), Take(0, Loot.TIPIS))
    after = A.apply(state, Take(0, Loot.ITEM))
    assert after.cards.piles[0] == (card(RED, HUNTER), BUFFALO)
    assert after.cards.table[TIPI] == 1
    other = A.apply(state, Take(0, Loot.TIPIS))
    assert other.cards.piles[0] == (card(RED, HUNTER), TIPI)
    assert other.cards.table[BUFFALO] == 1


def test_the_loot_goes_on_the_winnings_pile_and_the_hand_card_back_into_the_hand() -> None:
    state = grab_window(2, [card(RED, HUNTER), TIPI, BUFFALO], heap=(NECKLACE,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert A.hand(state, 0) == (CHIEF, WARRIOR, WOMAN)  # the hunter is on the board
    state = A.apply(state, Take(0, Loot.ITEM))
    assert A.hand(state, 0) == FOUR


def test_if_two_identical_indians_of_the_same_colour_lie_face_up_only_one_is_taken() -> None:
    hunter = card(RED, HUNTER)
    state = grab_window(2, [hunter, hunter, BUFFALO], heap=(TIPI,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert state.cards.piles[0] == (hunter, BUFFALO)
    assert state.cards.table[hunter] == 1


def test_only_one_hand_card_per_window() -> None:
    state = A.apply(grab_window(2, [BUFFALO]), Play(0, HUNTER))
    _refused(state, Play(0, WOMAN), "one-card-per-window")
    _refused(state, Pass(0), "one-card-per-window")
    assert A.legal_actions(state, 0) == ()


def test_playing_a_hand_card_already_on_the_board_is_refused() -> None:
    state = A.apply(grab_window(2, [BUFFALO]), Play(0, HUNTER))
    _refused(state, Play(0, HUNTER), "card-already-played")


# -- several players want to make loot --------------------------------------------------------


def test_yellow_purple_red_window_resolves_in_arrival_order_and_red_turns_next() -> None:
    face_up = [
        card(RED, CHIEF),
        card(YELLOW, HUNTER),
        card(PURPLE, HUNTER),
        card(PURPLE, WOMAN),
        BUFFALO,
        TIPI,
        TOTEM_POLE,
        TOTEM_POLE,
        TOTEM_POLE,
    ]
    state = grab_window(3, face_up, heap=(NECKLACE, NECKLACE), turner=1)
    state = window(state, Play(1, HUNTER), Play(2, HUNTER), Play(0, CHIEF))
    assert A.actors(state) == {1}  # yellow, lowest on the board, chooses first
    state = A.apply(state, Take(1, Loot.ITEM))
    assert state.cards.piles[1] == (card(YELLOW, HUNTER), BUFFALO)
    assert state.cards.piles[2] == (card(PURPLE, HUNTER), TIPI)
    assert state.cards.piles[0] == ()  # the chief may not take the Indian woman prisoner
    assert state.cards.removed == ()  # red could have made loot when his card landed
    assert state.cards.table[TOTEM_POLE] == 3
    assert state.phase is Phase.GRAB
    assert state.turner == 0
    assert state.cards.table[NECKLACE] == 1  # red turned up the next card


def test_a_snatched_player_takes_the_hand_card_back_with_no_penalty() -> None:
    face_up = [card(RED, HUNTER), card(YELLOW, HUNTER), BUFFALO]
    piles = ((), (NECKLACE, NECKLACE))
    state = grab_window(2, face_up, heap=(TIPI,), piles=piles)
    state = window(state, Play(0, HUNTER), Play(1, HUNTER))
    assert state.cards.piles == ((card(RED, HUNTER), BUFFALO), (NECKLACE, NECKLACE))
    assert state.cards.removed == ()
    assert A.hand(state, 1) == FOUR


# -- after the loot is distributed ------------------------------------------------------------


def test_turning_continues_with_the_seat_whose_hand_card_was_played_last() -> None:
    face_up = [card(RED, HUNTER), card(PURPLE, WOMAN), BUFFALO, NECKLACE]
    state = grab_window(4, face_up, heap=(TIPI, TOMAHAWK), turner=3)
    state = window(state, Play(2, WOMAN), Pass(3), Play(0, HUNTER), Pass(1))
    assert state.turner == 0  # red's hunter landed last, though purple's came first
    assert state.cards.table[TOMAHAWK] == 1
    # A useless hand card played last still hands the turning to its seat.
    state = window(state, Play(3, CHIEF), Pass(0), Play(1, WARRIOR), Pass(2))
    assert state.turner == 1
    assert state.cards.table[TIPI] == 1


# -- penalty ----------------------------------------------------------------------------------


def test_a_hand_card_that_could_not_make_loot_costs_the_top_two_cards() -> None:
    piles = ((BUFFALO, TIPI, NECKLACE), (BUFFALO,))
    state = grab_window(2, [BUFFALO], heap=(TIPI,), piles=piles)
    state = window(state, Play(0, WOMAN), Play(1, HUNTER))  # no yellow hunter face up
    assert state.cards.piles == ((BUFFALO,), ())
    assert state.cards.removed == (NECKLACE, TIPI, BUFFALO)  # removed from the game
    assert sum(len(p) for p in state.cards.piles) + sum(state.cards.table) < 6


def test_penalty_fewer_than_two_cards_in_the_pile_gives_up_only_as_many_as_it_has() -> None:
    state = grab_window(3, [BUFFALO], heap=(TIPI,), piles=((NECKLACE,), (), (TIPI, TIPI)))
    state = window(state, Play(0, WOMAN), Play(1, CHIEF), Pass(2))
    assert state.cards.piles == ((), (), (TIPI, TIPI))
    assert state.cards.removed == (NECKLACE,)
    assert A.hand(state, 0) == FOUR  # afterwards he takes his hand card back


def test_the_penalty_is_judged_on_the_table_as_the_card_lands() -> None:
    # Both hunters could make loot when they landed; the second is snatched, not penalised.
    face_up = [card(RED, HUNTER), card(YELLOW, HUNTER), BUFFALO]
    state = grab_window(2, face_up, heap=(TIPI,), piles=((), (BUFFALO, BUFFALO)))
    state = window(state, Play(0, HUNTER), Play(1, HUNTER))
    assert state.cards.piles[1] == (BUFFALO, BUFFALO)


# -- end of the game and scoring --------------------------------------------------------------


def test_after_the_last_prairie_card_one_more_grab_window_then_the_game_ends() -> None:
    state = grab_window(2, [BUFFALO], heap=(card(RED, WOMAN), NECKLACE))
    state = window(state, Pass(0), Pass(1))  # the necklace is turned up: one card left
    assert state.cards.heap == (card(RED, WOMAN),)
    state = window(state, Pass(0), Pass(1))  # the last card is turned up ...
    assert state.cards.heap == ()
    assert state.phase is Phase.GRAB  # ... and all players may once more make loot
    assert A.actors(state) == {0, 1}
    state = window(state, Play(0, WOMAN), Pass(1))
    assert A.is_over(state)
    assert A.actors(state) == frozenset()
    assert state.cards.piles[0] == (card(RED, WOMAN), NECKLACE)


def test_the_player_with_the_most_cards_in_the_winnings_pile_wins() -> None:
    state = grab_window(2, [card(RED, WOMAN), NECKLACE], heap=(), piles=((), (TIPI,)))
    state = window(state, Play(0, WOMAN), Pass(1))
    result = A.outcome(state)
    assert result.scores == (2, 1)
    assert result.winners == {0}


def test_the_standings_rank_the_piles_as_the_end_will_from_a_state_or_any_view() -> None:
    state = grab_window(3, [BUFFALO], heap=(TIPI,), piles=((TIPI, NECKLACE), (NECKLACE,), ()))
    standings = A.standings(state)
    assert (standings.scores, standings.ranks) == ((2, 1, 0), (1, 2, 3))
    assert standings.winners == {0}
    for seat in (0, 1, None):
        assert A.standings(A.view(state, seat)) == standings
    with pytest.raises(GameNotOverError):
        A.outcome(state)


def test_a_tie_shares_the_victory() -> None:
    state = grab_window(3, [BUFFALO], heap=(), piles=((TIPI,), (NECKLACE,), ()))
    state = window(state, Pass(0), Pass(1), Pass(2))
    assert A.outcome(state).winners == {0, 1}


# -- errors -----------------------------------------------------------------------------------


def _refused(state: A.State, action: object, rule: str) -> None:
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        A.apply(state, action)  # type: ignore[arg-type]
    assert caught.value.rule == rule
    assert to_json(state) == before  # nothing half-applied


def test_acting_after_the_game_ended_is_refused() -> None:
    state = window(grab_window(2, [BUFFALO], heap=()), Pass(0), Pass(1))
    _refused(state, Pass(0), "game-over")
    _refused(state, Take(0, Loot.ITEM), "game-over")


def test_choosing_loot_that_is_not_on_the_table_is_refused() -> None:
    state = grab_window(2, [card(RED, HUNTER), TIPI, BUFFALO], heap=(NECKLACE,))
    state = window(state, Play(0, HUNTER), Pass(1))
    _refused(state, Take(0, Loot.WEDDING, prairie(RED, WOMAN)), "loot-not-on-table")
    _refused(state, Take(1, Loot.ITEM), "not-your-loot")
    _refused(state, Pass(1), "loot-being-made")


def test_seats_that_do_not_exist_and_strange_actions_are_refused() -> None:
    state = grab_window(2, [BUFFALO])
    _refused(state, Pass(2), "no-such-seat")
    _refused(state, Pass(-1), "no-such-seat")
    _refused(state, Pass(True), "no-such-seat")
    _refused(state, Play(0, 0), "no-such-hand-card")  # type: ignore[arg-type]
    _refused(state, Take(0, Loot.ITEM), "no-loot-to-choose")
    _refused(state, "take the buffalo", "not-an-action")
    assert A.legal_actions(state, True) == ()


def _choosing_a_prisoner() -> A.State:
    """Yellow's chief chooses between the red hunter (kind 0) and the red chief (kind 1)."""
    face_up = [card(YELLOW, CHIEF), card(RED, HUNTER), card(RED, CHIEF), TOTEM_POLE]
    state = window(grab_window(2, face_up, heap=(TIPI,)), Play(1, CHIEF), Pass(0))
    assert A.legal_actions(state, 1) == (
        Take(1, Loot.ITEM, PrairieCard.RED_HUNTER),
        Take(1, Loot.ITEM, PrairieCard.RED_CHIEF),
    )
    return state


@pytest.mark.parametrize("prisoner", [1, 0, True, False, 1.0, "1", "RED_CHIEF", Indian.CHIEF])
def test_a_prisoner_that_only_looks_like_a_prairie_card_is_refused(prisoner: object) -> None:
    state = _choosing_a_prisoner()
    _refused(state, Take(1, Loot.ITEM, prisoner), "loot-not-on-table")  # type: ignore[arg-type]
    state = A.apply(state, Take(1, Loot.ITEM, PrairieCard.RED_CHIEF))
    assert state.cards.piles[1] == (card(YELLOW, CHIEF), card(RED, CHIEF), TOTEM_POLE)
    assert all(type(kind) is int for pile in state.cards.piles for kind in pile)


def test_seats_that_only_look_like_seats_have_no_actions_and_no_view() -> None:
    state = _choosing_a_prisoner()
    assert A.legal_actions(state, True) == ()
    assert A.legal_actions(state, 1.0) == ()  # type: ignore[arg-type]
    assert A.legal_actions(state, 2) == ()
    for seat in (True, 1.0, 2, -1):
        with pytest.raises(ValueError, match="no seat"):
            A.view(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            A.hand(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            A.can_make_loot(state, seat, CHIEF)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            A.loot_choices(state, seat, CHIEF)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no hand card"):
        A.can_make_loot(state, 0, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no hand card"):
        A.loot_choices(state, 0, "chief")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "flag", ["war_path", "wedding", "joint_raid", "chief_captures_twin", "buffalo_under_pile"]
)
@pytest.mark.parametrize("value", ["no", 0, 1, None])
def test_every_option_flag_must_be_a_bool(flag: str, value: object) -> None:
    with pytest.raises(SetupError, match=f"option {flag} must be True or False"):
        A.new_game(2, seed=1, options=Options(**{flag: value}))  # type: ignore[arg-type]
    state = A.new_game(2, seed=1, options=Options(**{flag: True}))  # type: ignore[arg-type]
    assert getattr(state.setup.options, flag) is True


# -- War Path ---------------------------------------------------------------------------------


def test_war_path_warrior_takes_a_buffalo_from_each_other_pile_that_has_one() -> None:
    piles = ((BUFFALO, TIPI), (), (NECKLACE,))
    face_up = [card(YELLOW, WARRIOR), TOMAHAWK]
    state = grab_window(3, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    state = window(state, Play(1, WARRIOR), Pass(0), Pass(2))
    assert state.cards.piles == (
        (TIPI,), (card(YELLOW, WARRIOR), TOMAHAWK, BUFFALO), (NECKLACE,),
    )  # fmt: skip


@pytest.mark.parametrize(("buffalo", "taken"), [(3, 2), (1, 1), (0, 0)])
def test_war_path_in_a_two_player_game_the_warrior_takes_2_buffalo(
    buffalo: int, taken: int
) -> None:
    piles = ((NECKLACE, *(BUFFALO,) * buffalo), ())
    face_up = [card(YELLOW, WARRIOR), TOMAHAWK]
    state = grab_window(2, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    state = window(state, Play(1, WARRIOR), Pass(0))
    assert state.cards.piles[0] == (NECKLACE, *(BUFFALO,) * (buffalo - taken))
    assert state.cards.piles[1] == (card(YELLOW, WARRIOR), TOMAHAWK, *(BUFFALO,) * taken)


def test_war_path_only_when_the_warrior_collects_tomahawks() -> None:
    piles = ((BUFFALO,), ())
    face_up = [card(YELLOW, WARRIOR), TOMAHAWK, TIPI]
    state = grab_window(2, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    state = A.apply(window(state, Play(1, WARRIOR), Pass(0)), Take(1, Loot.TIPIS))
    assert state.cards.piles == ((BUFFALO,), (card(YELLOW, WARRIOR), TIPI))
    plain = grab_window(2, face_up[:2], piles=piles, heap=(TIPI,))  # without the rule
    plain = window(plain, Play(1, WARRIOR), Pass(0))
    assert plain.cards.piles == ((BUFFALO,), (card(YELLOW, WARRIOR), TOMAHAWK))


def test_buffalo_under_the_pile_slides_a_hunters_buffalo_under_the_winnings_pile() -> None:
    options = Options(buffalo_under_pile=True)
    face_up = [card(RED, HUNTER), BUFFALO, BUFFALO]
    state = grab_window(2, face_up, options=options, piles=((NECKLACE, TIPI), ()), heap=(TIPI,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert state.cards.piles[0] == (BUFFALO, BUFFALO, NECKLACE, TIPI, card(RED, HUNTER))
    # Only buffalo go under: a hunter who takes the tipis lays them on top.
    face_up = [card(RED, HUNTER), BUFFALO, TIPI]
    state = grab_window(2, face_up, options=options, piles=((NECKLACE,), ()), heap=(TOMAHAWK,))
    state = A.apply(window(state, Play(0, HUNTER), Pass(1)), Take(0, Loot.TIPIS))
    assert state.cards.piles[0] == (NECKLACE, card(RED, HUNTER), TIPI)


def test_buffalo_under_the_pile_war_path_takes_the_topmost_buffalo_and_slides_it_under() -> None:
    options = Options(war_path=True, buffalo_under_pile=True)
    piles = ((BUFFALO, BUFFALO, NECKLACE), (TIPI,), (BUFFALO, TIPI))
    face_up = [card(YELLOW, WARRIOR), TOMAHAWK]
    state = grab_window(3, face_up, options=options, piles=piles, heap=(TIPI,))
    state = window(state, Play(1, WARRIOR), Pass(0), Pass(2))
    assert state.cards.piles == (
        (BUFFALO, NECKLACE),
        (BUFFALO, BUFFALO, TIPI, card(YELLOW, WARRIOR), TOMAHAWK),
        (TIPI,),
    )


@pytest.mark.parametrize(("under", "scores"), [(False, (3, 2)), (True, (1, 4))])
def test_buffalo_under_the_pile_keeps_them_from_penalties_for_war_path_to_take(
    under: bool, scores: tuple[int, int]
) -> None:
    options = Options(war_path=True, buffalo_under_pile=under)
    face_up = [card(RED, HUNTER), BUFFALO, BUFFALO]
    state = grab_window(
        2,
        face_up,
        options=options,
        piles=((NECKLACE, NECKLACE), ()),
        heap=(TOMAHAWK, card(YELLOW, WARRIOR)),
    )
    state = window(state, Play(0, HUNTER), Pass(1))  # red: two buffalo
    state = window(state, Pass(0), Pass(1))  # the tomahawk is turned up
    # Red's useless woman pays the penalty first, then yellow's warrior goes on the war path.
    state = window(state, Play(0, WOMAN), Play(1, WARRIOR))
    assert A.outcome(state).scores == scores


# -- Wedding ----------------------------------------------------------------------------------


def test_wedding_needs_a_tipi_face_up_and_the_wedding_rule() -> None:
    face_up = [card(RED, WOMAN), card(YELLOW, HUNTER), NECKLACE]
    state = window(grab_window(2, face_up, options=Options(wedding=True)), Play(0, WOMAN), Pass(1))
    assert state.cards.piles[0] == (card(RED, WOMAN), NECKLACE)  # no tipi: no wedding
    with_tipi = [*face_up, TIPI]
    plain = window(grab_window(2, with_tipi), Play(0, WOMAN), Pass(1))
    assert A.legal_actions(plain, 0) == (Take(0, Loot.ITEM), Take(0, Loot.TIPIS))


def test_wedding_an_indian_woman_may_marry_any_male_indian_and_a_male_any_woman() -> None:
    face_up = [card(RED, WOMAN), card(RED, WARRIOR), card(BLUE, CHIEF), card(GREEN, WOMAN), TIPI]
    state = grab_window(2, face_up, options=Options(wedding=True), heap=(BUFFALO,))
    woman = window(state, Play(0, WOMAN), Pass(1))
    assert A.legal_actions(woman, 0) == (
        Take(0, Loot.TIPIS),
        Take(0, Loot.WEDDING, prairie(RED, WARRIOR)),
        Take(0, Loot.WEDDING, prairie(BLUE, CHIEF)),
    )
    warrior = window(state, Play(0, WARRIOR), Pass(1))
    assert A.legal_actions(warrior, 0) == (
        Take(0, Loot.TIPIS),
        Take(0, Loot.WEDDING, prairie(RED, WOMAN)),
        Take(0, Loot.WEDDING, prairie(GREEN, WOMAN)),
    )


def test_wedding_both_owners_may_play_and_the_first_to_play_takes_all_tipis_and_both_indians() -> (
    None
):
    face_up = [card(RED, WOMAN), card(YELLOW, HUNTER), TIPI, TIPI]
    piles = ((NECKLACE, NECKLACE), ())
    state = grab_window(2, face_up, options=Options(wedding=True), piles=piles, heap=(BUFFALO,))
    state = window(state, Play(1, HUNTER), Play(0, WOMAN))
    assert A.actors(state) == {1}
    state = A.apply(state, Take(1, Loot.WEDDING, prairie(RED, WOMAN)))
    assert state.cards.piles[1] == (card(YELLOW, HUNTER), card(RED, WOMAN), TIPI, TIPI)
    assert state.cards.piles[0] == (NECKLACE, NECKLACE)  # snatched: no penalty
    assert state.cards.removed == ()


def test_wedding_tipis_can_still_be_collected_without_marrying() -> None:
    face_up = [card(RED, WOMAN), card(YELLOW, HUNTER), TIPI, TIPI]
    state = grab_window(2, face_up, options=Options(wedding=True), heap=(BUFFALO,))
    state = window(state, Play(0, WOMAN), Pass(1))
    state = A.apply(state, Take(0, Loot.TIPIS))
    assert state.cards.piles[0] == (card(RED, WOMAN), TIPI, TIPI)
    assert state.cards.table[card(YELLOW, HUNTER)] == 1


# -- Joint Raid -------------------------------------------------------------------------------


def test_joint_raid_unowned_indians_join_the_players_indian_of_their_kind() -> None:
    face_up = [
        card(RED, HUNTER),
        card(BLUE, HUNTER),
        card(BLUE, HUNTER),
        card(GREEN, HUNTER),
        card(YELLOW, HUNTER),  # yellow is a player's: it does not join
        card(BLUE, WOMAN),  # another kind: it does not join
        BUFFALO,
    ]
    state = grab_window(2, face_up, options=Options(joint_raid=True), heap=(TIPI,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert state.cards.piles[0] == (
        card(RED, HUNTER), card(GREEN, HUNTER), card(BLUE, HUNTER), card(BLUE, HUNTER), BUFFALO,
    )  # fmt: skip
    assert state.cards.table[card(YELLOW, HUNTER)] == 1
    assert state.cards.table[card(BLUE, WOMAN)] == 1


def test_joint_raid_unowned_indians_also_join_when_the_tipis_are_taken() -> None:
    face_up = [card(RED, WOMAN), card(BLUE, WOMAN), TIPI]
    state = grab_window(2, face_up, options=Options(joint_raid=True), heap=(BUFFALO,))
    state = window(state, Play(0, WOMAN), Pass(1))
    assert state.cards.piles[0] == (card(RED, WOMAN), card(BLUE, WOMAN), TIPI)


def test_joint_raid_red_chief_receives_all_4_chiefs_the_totem_poles_and_the_green_warrior() -> None:
    # The rulebook's own colours: red and purple play; yellow, green and blue are nobody's.
    options = Options(joint_raid=True, colours=(RED, PURPLE))
    face_up = [
        card(BLUE, CHIEF),
        card(YELLOW, CHIEF),
        card(YELLOW, CHIEF),
        card(RED, CHIEF),
        card(GREEN, WARRIOR),
        card(BLUE, WARRIOR),
        card(YELLOW, WARRIOR),
        TOTEM_POLE,
        TOTEM_POLE,
    ]
    state = grab_window(2, face_up, options=options, heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1))
    state = A.apply(state, Take(0, Loot.ITEM, prairie(GREEN, WARRIOR)))
    assert state.cards.piles[0] == (
        card(RED, CHIEF), card(YELLOW, CHIEF), card(YELLOW, CHIEF), card(BLUE, CHIEF),
        card(GREEN, WARRIOR), TOTEM_POLE, TOTEM_POLE,
    )  # fmt: skip
    # The other warriors who belong to no player stay: it is the chief who makes the loot.
    assert state.cards.table[card(BLUE, WARRIOR)] == 1
    assert state.cards.table[card(YELLOW, WARRIOR)] == 1


def test_joint_raid_unowned_indians_do_not_join_prisoners_or_marriages() -> None:
    face_up = [card(RED, WOMAN), card(BLUE, WOMAN), card(GREEN, HUNTER), card(BLUE, HUNTER), TIPI]
    options = Options(wedding=True, joint_raid=True)
    state = grab_window(2, face_up, options=options, heap=(BUFFALO,))
    state = window(state, Play(0, WOMAN), Pass(1))
    state = A.apply(state, Take(0, Loot.WEDDING, prairie(GREEN, HUNTER)))
    assert state.cards.piles[0] == (card(RED, WOMAN), card(GREEN, HUNTER), TIPI)
    assert state.cards.table[card(BLUE, WOMAN)] == 1  # nobody's women do not join the bride
    assert state.cards.table[card(BLUE, HUNTER)] == 1  # nor nobody's hunters the groom


def test_joint_raid_a_chief_taking_a_chief_of_no_player_prisoner_still_brings_the_others() -> None:
    face_up = [card(RED, CHIEF), card(BLUE, CHIEF), card(BLUE, CHIEF), card(GREEN, CHIEF)]
    state = grab_window(2, [*face_up, TOTEM_POLE], options=Options(joint_raid=True), heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1))
    state = A.apply(state, Take(0, Loot.ITEM, prairie(GREEN, CHIEF)))
    assert state.cards.piles[0] == (
        card(RED, CHIEF), card(BLUE, CHIEF), card(BLUE, CHIEF), card(GREEN, CHIEF), TOTEM_POLE,
    )  # fmt: skip


def test_joint_raid_does_not_bring_the_second_of_two_identical_indians() -> None:
    hunter = card(RED, HUNTER)
    options = Options(joint_raid=True)
    state = grab_window(2, [hunter, hunter, BUFFALO], options=options, heap=(TIPI,))
    state = window(state, Play(0, HUNTER), Pass(1))
    assert state.cards.piles[0] == (hunter, BUFFALO)
    assert state.cards.table[hunter] == 1
