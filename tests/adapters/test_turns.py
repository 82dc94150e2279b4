"""One seat at a time: ``next_seat``, which every adapter asks whom to ask."""

from __future__ import annotations

from typing import Any

import frontier_games as fg
from frontier_games.adapters.turns import next_seat
from frontier_games.core import Game, Timing
from frontier_games.rng import Rng, randbelow

AnyGame = Game[Any, Any, Any, Any]


def positions(game: AnyGame, players: int, timing: Timing, seeds: range) -> list[Any]:
    """States of random games where the seats act with ``timing``."""
    found = []
    for seed in seeds:
        state, rng = game.new_game(players=players, seed=seed), Rng.from_seed(seed)
        while game.actors(state):
            if game.timing(state) is timing:
                found.append(state)
            seat = min(game.actors(state))
            legal = game.legal_actions(state, seat)
            index, rng = randbelow(rng, len(legal))
            state = game.apply(state, legal[index])
    return found


def test_a_turn_asks_its_one_actor_and_draws_nothing() -> None:
    game = fg.get_game("pappy-winchester")
    state, rng = game.new_game(players=4, seed=1), Rng.from_seed(5)
    assert next_seat(game, state, rng) == (min(game.actors(state)), rng)


def test_a_sealed_decision_asks_the_lowest_seat_and_draws_nothing() -> None:
    game = fg.get_game("wild-fun-west")
    (state, *_) = positions(game, 4, Timing.SEALED, range(1))
    assert len(game.actors(state)) > 1
    rng = Rng.from_seed(5)
    assert next_seat(game, state, rng) == (min(game.actors(state)), rng)


def test_a_race_draws_every_arrival_from_the_generator() -> None:
    game = fg.get_game("apache")
    (state, *_) = positions(game, 3, Timing.RACE, range(3))
    first = {next_seat(game, state, Rng.from_seed(seed))[0] for seed in range(40)}
    assert first == game.actors(state)
    rng = Rng.from_seed(1)
    assert next_seat(game, state, rng) == next_seat(game, state, rng)
    assert next_seat(game, state, rng)[1] != rng


def test_nobody_is_asked_once_the_game_is_over() -> None:
    game = fg.get_game("apache")
    state, rng = game.new_game(players=2, seed=1), Rng.from_seed(2)
    while game.actors(state):
        seat, rng = next_seat(game, state, rng)
        assert seat is not None
        state = game.apply(state, game.legal_actions(state, seat)[0])
    assert next_seat(game, state, rng) == (None, rng)
