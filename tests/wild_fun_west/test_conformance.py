"""The conformance battery on *Wild Fun West*: every player count, and each option."""

from __future__ import annotations

import pytest

from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west.content import Character, ObjectiveSet
from frontier_games.testing import check_game

OPTIONS = {
    "rulebook": W.Options(),
    "short-game": W.Options(short_game=True),
    "open-money": W.Options(open_money=True),
    "finish-turn": W.Options(finish_turn=True),
    "short-turn-limit": W.Options(turn_limit=3),
    "first-player": W.Options(first_player=2),
}


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_wild_fun_west_keeps_the_game_contract(players: int) -> None:
    check_game(W.GAME, players, playouts=2, deep_states=6, kit_pictures=True)


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_wild_fun_west_keeps_the_game_contract_with_each_option(name: str) -> None:
    check_game(W.GAME, (4, 8), options=OPTIONS[name], playouts=1, deep_states=5, kit_pictures=True)


def test_every_character_keeps_the_game_contract() -> None:
    # Three 4-seat deals cover the twelve characters, each with its abilities in play.
    characters = tuple(Character)
    for first in range(0, 12, 4):
        options = W.Options(characters=characters[first : first + 4])
        check_game(
            W.GAME, 4, options=options, playouts=2, deep_states=5, seed=first, kit_pictures=True
        )


def test_a_chosen_objective_set_keeps_the_game_contract() -> None:
    options = W.Options(objective_set=ObjectiveSet.ELDORADO, open_money=True)
    check_game(W.GAME, 8, options=options, playouts=1, deep_states=5, kit_pictures=True)
