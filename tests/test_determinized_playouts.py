"""Every determinized state plays on to the end: what a searching bot relies on.

The battery checks that a determinization shows the view again and gives the seat its
legal actions; a search goes further and plays the made-up world out. So a dealt hand
must also keep every promise the game will ask of it later (a poker player who joined
holds a playing card to lay down), or some actor will meet a step without a move.
"""

from __future__ import annotations

import pytest

import frontier_games as fg
from frontier_games.bots.ismcts import Stream, random_rollout
from frontier_games.rng import Rng, randbelow


@pytest.mark.parametrize("name", fg.game_names())
def test_random_play_from_any_seats_determinization_reaches_the_end(name: str) -> None:
    game = fg.get_game(name)
    for players in sorted({game.min_players, game.max_players}):
        for seed in range(1 if players > 2 else 2):
            state, rng, step = game.new_game(players=players, seed=seed), Rng.from_seed(seed), 0
            while not game.is_over(state):
                actors = sorted(game.actors(state))
                if step % 37 == 0:  # now and then, every seat makes up a world and plays it out
                    for seat in range(players):
                        world = game.determinize(game.view(state, seat), step)
                        assert game.is_over(random_rollout(game, world, Stream(step)))
                index, rng = randbelow(rng, len(actors))
                legal = game.legal_actions(state, actors[index])
                index, rng = randbelow(rng, len(legal))
                state, step = game.apply(state, legal[index]), step + 1
