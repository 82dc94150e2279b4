"""The rulebook's rules and worked examples, one test per rule."""

from __future__ import annotations

import pytest

from frontier_games import IllegalActionError
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
    Take,
    indian_card,
)
from frontier_games.serialization import to_json

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour


def card(colour: Colour, indian: Indian) -> int:
    return indian_card(colour, indian)


def test_the_game_has_114_prairie_cards_45_indians_and_69_loot() -> None:
    assert sum(A.PRAIRIE_COUNTS) == 114
    assert sum(A.PRAIRIE_COUNTS[:20]) == 45
    assert A.PRAIRIE_COUNTS[BUFFALO] == 33
    assert all(A.PRAIRIE_COUNTS[k] == 9 for k in (TOTEM_POLE, TOMAHAWK, NECKLACE, TIPI))
    assert A.PRAIRIE_COUNTS[card(GREEN, Indian.HUNTER)] == 3


def test_a_new_game_opens_a_grab_window_on_the_first_card_turned_up() -> None:
    state = A.new_game(3, seed=1)
    assert state.phase is Phase.GRAB
    assert sum(state.table) == 1
    assert len(state.heap) == 113
    assert A.actors(state) == {0, 1, 2}


def test_red_hunter_with_a_tipi_and_a_buffalo_takes_one_or_the_other_not_both() -> None:
    state = grab_window(2, [card(RED, Indian.HUNTER), TIPI, BUFFALO], heap=(NECKLACE,))
    state = A.apply(state, Play(0, Indian.HUNTER))
    state = A.apply(state, Pass(1))
    assert state.phase is Phase.LOOT
    assert A.legal_actions(state, 0) == (Take(0, Loot.ITEM), Take(0, Loot.TIPIS))
    after = A.apply(state, Take(0, Loot.ITEM))
    assert after.piles[0] == (card(RED, Indian.HUNTER), BUFFALO)
    assert after.table[TIPI] == 1


def test_yellow_purple_red_window_resolves_in_arrival_order_and_red_turns_next() -> None:
    face_up = [
        card(RED, Indian.CHIEF),
        card(YELLOW, Indian.HUNTER),
        card(PURPLE, Indian.HUNTER),
        card(PURPLE, Indian.WOMAN),
        BUFFALO,
        TIPI,
        TOTEM_POLE,
        TOTEM_POLE,
        TOTEM_POLE,
    ]
    state = grab_window(3, face_up, heap=(NECKLACE, NECKLACE), turner=1)
    state = A.apply(state, Play(1, Indian.HUNTER))
    state = A.apply(state, Play(2, Indian.HUNTER))
    state = A.apply(state, Play(0, Indian.CHIEF))
    assert A.actors(state) == {1}  # yellow, lowest on the board, chooses first
    state = A.apply(state, Take(1, Loot.ITEM))
    assert state.piles[1] == (card(YELLOW, Indian.HUNTER), BUFFALO)
    assert state.piles[2] == (card(PURPLE, Indian.HUNTER), TIPI)
    assert state.piles[0] == ()  # the chief may not take the Indian woman prisoner
    assert state.removed == ()  # red could have made loot when his card landed: no penalty
    assert state.table[TOTEM_POLE] == 3
    assert state.phase is Phase.GRAB
    assert state.turner == 0
    assert state.table[NECKLACE] == 1  # red turned up the next card


def test_nobody_playing_passes_the_turning_clockwise() -> None:
    state = grab_window(3, [BUFFALO], heap=(TIPI, NECKLACE), turner=2)
    for seat in range(3):
        state = A.apply(state, Pass(seat))
    assert state.turner == 0
    assert state.table[NECKLACE] == 1


def test_a_snatched_player_goes_away_empty_handed_without_penalty() -> None:
    face_up = [card(RED, Indian.HUNTER), card(YELLOW, Indian.HUNTER), BUFFALO]
    piles = ((), (NECKLACE, NECKLACE))
    state = grab_window(2, face_up, heap=(TIPI,), piles=piles)
    state = A.apply(state, Play(0, Indian.HUNTER))
    state = A.apply(state, Play(1, Indian.HUNTER))
    assert state.piles == ((card(RED, Indian.HUNTER), BUFFALO), (NECKLACE, NECKLACE))
    assert state.removed == ()


def test_a_hand_card_that_could_not_make_loot_costs_the_top_two_cards() -> None:
    piles = ((BUFFALO, TIPI, NECKLACE), (BUFFALO,))
    state = grab_window(2, [BUFFALO], heap=(TIPI,), piles=piles)
    state = A.apply(state, Play(0, Indian.WOMAN))
    state = A.apply(state, Play(1, Indian.HUNTER))  # no yellow hunter face up
    assert state.piles == ((BUFFALO,), ())
    assert state.removed == (NECKLACE, TIPI, BUFFALO)


def test_the_penalty_is_judged_on_the_table_as_the_card_lands() -> None:
    # Both hunters could make loot when they landed; the second is snatched, not penalised.
    face_up = [card(RED, Indian.HUNTER), card(YELLOW, Indian.HUNTER), BUFFALO]
    state = grab_window(2, face_up, heap=(TIPI,), piles=((), (BUFFALO, BUFFALO)))
    state = A.apply(state, Play(0, Indian.HUNTER))
    state = A.apply(state, Play(1, Indian.HUNTER))
    assert state.piles[1] == (BUFFALO, BUFFALO)


def test_two_identical_indians_make_loot_with_only_one() -> None:
    hunter = card(RED, Indian.HUNTER)
    state = grab_window(2, [hunter, hunter, BUFFALO], heap=(TIPI,))
    state = A.apply(state, Play(0, Indian.HUNTER))
    state = A.apply(state, Pass(1))
    assert state.piles[0] == (hunter, BUFFALO)
    assert state.table[hunter] == 1


def test_a_chief_takes_all_totem_poles_and_one_male_indian_of_his_choice() -> None:
    face_up = [card(RED, Indian.CHIEF), card(YELLOW, Indian.WARRIOR), card(BLUE, Indian.HUNTER)]
    state = grab_window(2, [*face_up, TOTEM_POLE, TOTEM_POLE], heap=(TIPI,))
    state = A.apply(state, Play(0, Indian.CHIEF))
    state = A.apply(state, Pass(1))
    choices = A.legal_actions(state, 0)
    assert choices == (
        Take(0, Loot.ITEM, card(YELLOW, Indian.WARRIOR)),
        Take(0, Loot.ITEM, card(BLUE, Indian.HUNTER)),
    )
    state = A.apply(state, choices[1])
    assert state.piles[0] == (
        card(RED, Indian.CHIEF), card(BLUE, Indian.HUNTER), TOTEM_POLE, TOTEM_POLE,
    )  # fmt: skip


def test_a_chief_needs_another_male_indian_and_a_totem_pole() -> None:
    face_up = [card(RED, Indian.CHIEF), card(YELLOW, Indian.WOMAN), TOTEM_POLE]
    state = grab_window(2, face_up, heap=(TIPI,), piles=((BUFFALO,), ()))
    state = A.apply(state, Play(0, Indian.CHIEF))
    state = A.apply(state, Pass(1))
    assert state.piles[0] == ()  # penalty
    assert state.removed == (BUFFALO,)


def test_a_chief_may_take_all_tipis_instead() -> None:
    face_up = [card(RED, Indian.CHIEF), TIPI, TIPI]
    state = grab_window(2, face_up, heap=(BUFFALO,))
    state = A.apply(state, Play(0, Indian.CHIEF))
    state = A.apply(state, Pass(1))
    assert state.piles[0] == (card(RED, Indian.CHIEF), TIPI, TIPI)


def test_the_game_ends_after_the_last_cards_window_and_most_cards_win() -> None:
    state = grab_window(2, [card(RED, Indian.WOMAN), NECKLACE], heap=(), piles=((), (TIPI,)))
    state = A.apply(state, Play(0, Indian.WOMAN))
    state = A.apply(state, Pass(1))
    assert A.is_over(state)
    assert A.actors(state) == frozenset()
    result = A.outcome(state)
    assert result.scores == (2, 1)
    assert result.winners == {0}


def test_a_tie_shares_the_victory() -> None:
    state = grab_window(2, [BUFFALO], heap=(), piles=((TIPI,), (NECKLACE,)))
    state = A.apply(state, Pass(0))
    state = A.apply(state, Pass(1))
    assert A.outcome(state).winners == {0, 1}


# -- errors ---------------------------------------------------------------------------------


def _refused(state: A.State, action: A.ApacheAction, rule: str) -> None:
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        A.apply(state, action)
    assert caught.value.rule == rule
    assert to_json(state) == before  # nothing half-applied


def test_playing_a_hand_card_already_on_the_board_is_refused() -> None:
    state = A.apply(grab_window(2, [BUFFALO]), Play(0, Indian.HUNTER))
    _refused(state, Play(0, Indian.HUNTER), "card-already-played")


def test_only_one_hand_card_per_window() -> None:
    state = A.apply(grab_window(2, [BUFFALO]), Play(0, Indian.HUNTER))
    _refused(state, Play(0, Indian.WOMAN), "one-card-per-window")


def test_acting_after_the_game_ended_is_refused() -> None:
    state = grab_window(2, [BUFFALO], heap=())
    state = A.apply(A.apply(state, Pass(0)), Pass(1))
    _refused(state, Pass(0), "game-over")


def test_choosing_loot_that_is_not_on_the_table_is_refused() -> None:
    state = grab_window(2, [card(RED, Indian.HUNTER), TIPI, BUFFALO], heap=(NECKLACE,))
    state = A.apply(A.apply(state, Play(0, Indian.HUNTER)), Pass(1))
    _refused(state, Take(0, Loot.WEDDING, card(RED, Indian.WOMAN)), "loot-not-on-table")
    _refused(state, Take(1, Loot.ITEM), "not-your-loot")
    _refused(state, Pass(1), "loot-being-made")


# -- the additional rules ---------------------------------------------------------------------


def test_war_path_warrior_takes_a_buffalo_from_each_other_pile() -> None:
    piles = ((BUFFALO, TIPI), (), (NECKLACE,))
    face_up = [card(YELLOW, Indian.WARRIOR), TOMAHAWK]
    state = grab_window(3, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    state = A.apply(state, Play(1, Indian.WARRIOR))
    state = A.apply(A.apply(state, Pass(0)), Pass(2))
    assert state.piles == ((TIPI,), (card(YELLOW, Indian.WARRIOR), TOMAHAWK, BUFFALO), (NECKLACE,))


def test_war_path_in_a_two_player_game_takes_two_buffalo() -> None:
    piles = ((BUFFALO, BUFFALO, BUFFALO), ())
    face_up = [card(YELLOW, Indian.WARRIOR), TOMAHAWK]
    state = grab_window(2, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    state = A.apply(A.apply(state, Play(1, Indian.WARRIOR)), Pass(0))
    assert state.piles == ((BUFFALO,), (card(YELLOW, Indian.WARRIOR), TOMAHAWK, BUFFALO, BUFFALO))


def test_wedding_the_first_to_play_takes_both_indians_and_all_tipis() -> None:
    face_up = [card(RED, Indian.WOMAN), card(YELLOW, Indian.HUNTER), TIPI, TIPI]
    state = grab_window(2, face_up, options=Options(wedding=True), heap=(BUFFALO,))
    state = A.apply(state, Play(1, Indian.HUNTER))
    state = A.apply(state, Play(0, Indian.WOMAN))
    assert Take(1, Loot.WEDDING, card(RED, Indian.WOMAN)) in A.legal_actions(state, 1)
    state = A.apply(state, Take(1, Loot.WEDDING, card(RED, Indian.WOMAN)))
    assert state.piles[1] == (card(YELLOW, Indian.HUNTER), card(RED, Indian.WOMAN), TIPI, TIPI)
    assert state.piles[0] == ()


def test_joint_raid_red_chief_receives_all_chiefs_the_totem_poles_and_his_prisoner() -> None:
    # The rulebook's unowned yellow chiefs are purple here: seat 1 owns yellow.
    face_up = [
        card(BLUE, Indian.CHIEF),
        card(PURPLE, Indian.CHIEF),
        card(PURPLE, Indian.CHIEF),
        card(RED, Indian.CHIEF),
        card(GREEN, Indian.WARRIOR),
        card(BLUE, Indian.WARRIOR),
        TOTEM_POLE,
        TOTEM_POLE,
    ]
    state = grab_window(2, face_up, options=Options(joint_raid=True), heap=(TIPI,))
    state = A.apply(A.apply(state, Play(0, Indian.CHIEF)), Pass(1))
    state = A.apply(state, Take(0, Loot.ITEM, card(GREEN, Indian.WARRIOR)))
    assert sorted(state.piles[0]) == sorted(
        [card(RED, Indian.CHIEF), card(PURPLE, Indian.CHIEF), card(PURPLE, Indian.CHIEF),
         card(BLUE, Indian.CHIEF), card(GREEN, Indian.WARRIOR), TOTEM_POLE, TOTEM_POLE]
    )  # fmt: skip
    assert state.table[card(BLUE, Indian.WARRIOR)] == 1


def test_joint_raid_indians_do_not_join_a_wedding() -> None:
    face_up = [card(RED, Indian.WOMAN), card(BLUE, Indian.WOMAN), card(GREEN, Indian.HUNTER), TIPI]
    options = Options(wedding=True, joint_raid=True)
    state = grab_window(2, face_up, options=options, heap=(BUFFALO,))
    state = A.apply(A.apply(state, Play(0, Indian.WOMAN)), Pass(1))
    state = A.apply(state, Take(0, Loot.WEDDING, card(GREEN, Indian.HUNTER)))
    assert state.piles[0] == (card(RED, Indian.WOMAN), card(GREEN, Indian.HUNTER), TIPI)
    assert state.table[card(BLUE, Indian.WOMAN)] == 1
