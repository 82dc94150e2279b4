"""Views: what ``determinize`` and ``standings`` refuse (a view no position shows), and
that the standings a view gives are the outcome's."""

from __future__ import annotations

import pytest

from frontier_games.games.chaparral.model import Phase, State, Step, Turn
from frontier_games.games.chaparral.rules import (
    actors,
    apply,
    legal_actions,
    new_game,
    standings,
)
from frontier_games.games.chaparral.view import determinize, view


def _in_stage_3() -> State:
    state = new_game(3, seed=2)
    while state.phase is not Phase.ACTIONS:
        (seat,) = actors(state)
        state = apply(state, legal_actions(state, seat)[-1])
    return state


def test_determinize_refuses_a_merchant_sale_with_nobody_to_sell() -> None:
    state = _in_stage_3()
    seen = view(state, 0)
    broken = seen.evolve(turn=Turn(seen.turn.seat, Step.SALES))
    with pytest.raises(ValueError, match="not one a game can show"):
        determinize(broken, 1)


def test_determinize_refuses_a_seat_the_game_does_not_have() -> None:
    seen = view(new_game(2, seed=1), None)
    broken = seen.evolve(board=seen.board.evolve(start=7))
    with pytest.raises(ValueError, match="seats the game does not have"):
        determinize(broken, 1)


def test_standings_of_a_view_are_those_of_its_state_and_refuse_a_broken_view() -> None:
    state = new_game(4, seed=3)
    assert standings(view(state, 2)) == standings(state)
    with pytest.raises(ValueError, match="not one a game can show"):
        standings(view(state, 2).evolve(players=(None,) * 4))
