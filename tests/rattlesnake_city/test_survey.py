"""The survey of a board's buildings (:mod:`.rattlesnake_city.survey`), kept from board to
board and extended as buildings are placed, is what the buildings show, counted afresh:
at every position of random games, after a Dynamitero removes a building, and for a
board read back from JSON. And the card step's listings, which walk the hand, list a
card held twice once, and a view whose hand is out of order is no view."""

from __future__ import annotations

import pytest

from frontier_games.games.rattlesnake_city import survey as surveys
from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Building, Card, Grassland
from frontier_games.games.rattlesnake_city.income import income_of
from frontier_games.games.rattlesnake_city.model import (
    Board,
    Built,
    Dynamite,
    OfferSale,
    PlayPermanent,
    State,
    Step,
)
from frontier_games.games.rattlesnake_city.rules import actors, apply, legal_actions, new_game
from frontier_games.games.rattlesnake_city.survey import Survey, survey
from frontier_games.games.rattlesnake_city.view import determinize, view
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_json
from tests.rattlesnake_city.helpers import at, given, seated
from tests.rattlesnake_city.test_income import DG, JIMMY, drawn, end_turn, game, place


def _counted(board: Board) -> Survey:
    """The survey, straight from the definitions."""
    buildings = board.buildings

    def placed(building: Building) -> tuple[Built, ...]:
        return tuple(b for b in buildings if b.building is building)

    return Survey(
        taken=frozenset((b.place, b.space) for b in buildings),
        kinds=frozenset((b.place, b.building) for b in buildings),
        bank_places=frozenset(b.place for b in placed(Building.BANK)),
        saloons=placed(Building.SALOON),
        stations=frozenset(b.place for b in placed(Building.STATION)),
        banks=placed(Building.BANK),
        mines=placed(Building.MINE),
        earning=tuple(sum(b.earner == seat for b in buildings) for seat in range(MAX_PLAYERS)),
    )


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11)])
def test_the_survey_kept_from_board_to_board_is_the_buildings_counted(
    players: int, seed: int
) -> None:
    state = new_game(players, seed=seed)
    rng = Rng.from_seed(seed)
    surveys.cache_clear()
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


def test_a_row_a_dynamitero_leaves_is_surveyed_afresh() -> None:
    state = place(game(), Building.RANCH, Grassland.GRASSLAND_3, 0)
    state = drawn(place(end_turn(state), Building.SCHOOL, DG, 1), Card.DYNAMITERO)
    before = survey(state.board)
    assert (Grassland.GRASSLAND_3, 0) in before.taken
    state = apply(state, Dynamite(JIMMY, Grassland.GRASSLAND_3, 0))
    after = survey(state.board)
    assert (Grassland.GRASSLAND_3, 0) not in after.taken
    assert after == _counted(state.board)


def test_a_building_earning_for_no_seat_is_a_stray() -> None:
    state = place(game(), Building.RANCH, Grassland.GRASSLAND_3, 0)
    board = state.board
    ranch = board.buildings[-1]
    strange = board.evolve(buildings=(*board.buildings[:-1], ranch.evolve(earner=9)))
    found = survey(strange)
    assert found.strays == 1
    assert sum(found.earning) == sum(survey(board).earning) - 1
    with pytest.raises(ValueError, match="earns for no seat"):
        income_of(state.evolve(board=strange))  # such a position is no game's


def test_a_view_whose_hand_is_out_of_order_is_no_view_to_determinize() -> None:
    # The card step's listings walk the hand in its order (enum order, as every hand is
    # kept); a view built by hand with its cards shuffled is refused, not dealt from.
    state = new_game(2, seed=3)
    seen = view(state, 0)
    hand = seen.hand
    assert len(set(hand)) >= 2
    with pytest.raises(ValueError, match="enum order"):
        determinize(seen.evolve(hand=tuple(reversed(hand))), seed=1)


def test_a_card_held_twice_is_offered_once() -> None:
    state = given(seated(3), 0, Card.FRENCH_COOK, Card.FRENCH_COOK)
    state = at(state, 0, Step.CARDS)
    offers = [a for a in legal_actions(state, 0) if isinstance(a, OfferSale | PlayPermanent)]
    assert len(offers) == len(set(offers))
    assert any(a.card is Card.FRENCH_COOK for a in offers)
