"""The survey of a board's buildings (:mod:`.rattlesnake_city.survey`), kept from board to
board and extended as buildings are placed, is what the buildings show, counted afresh:
at every position of random games, and for a board read back from JSON."""

from __future__ import annotations

import pytest

from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Building
from frontier_games.games.rattlesnake_city.model import Board, Built, State
from frontier_games.games.rattlesnake_city.rules import actors, apply, legal_actions, new_game
from frontier_games.games.rattlesnake_city.survey import Survey, survey
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_json


def _counted(board: Board) -> Survey:
    """The survey, straight from the definitions."""
    buildings = board.buildings

    def placed(building: Building) -> tuple[Built, ...]:
        return tuple(b for b in buildings if b.building is building)

    return Survey(
        taken=frozenset((b.place, b.space) for b in buildings),
        kinds=frozenset((b.place, b.building) for b in buildings),
        banks=frozenset(b.place for b in placed(Building.BANK)),
        saloons=placed(Building.SALOON),
        stations=frozenset(b.place for b in placed(Building.STATION)),
        bank_buildings=placed(Building.BANK),
        mines=placed(Building.MINE),
        earning=tuple(sum(b.earner == seat for b in buildings) for seat in range(MAX_PLAYERS)),
    )


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11)])
def test_the_survey_kept_from_board_to_board_is_the_buildings_counted(
    players: int, seed: int
) -> None:
    state = new_game(players, seed=seed)
    rng = Rng.from_seed(seed)
    while actors(state):
        assert survey(state.board) == _counted(state.board)
        seat = min(actors(state))
        legal = legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
    assert len(state.board.buildings) > 10  # the game built on the board
    loaded = from_json(to_json(state), State)
    assert loaded.board.buildings is not state.board.buildings
    assert survey(loaded.board) == _counted(state.board)
