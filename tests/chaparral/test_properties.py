"""Properties over random games of 2, 3 and 4 players (Hypothesis): the tracks within
their limits (10 iron, 4 gold, 10 cowboys), at most one marker per player per business
and one owner per business, money never negative, the objective cards conserved, every
farm in one place, and every game over within ``max_actions``."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.games.chaparral.content import (
    COWBOY_LIMIT,
    GOLD_LIMIT,
    IRON_LIMIT,
    Business,
    Objective,
)
from frontier_games.games.chaparral.model import Options, State
from frontier_games.games.chaparral.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    max_actions,
    new_game,
    outcome,
)
from frontier_games.rng import Rng, randbelow

GAMES = {
    "players": st.integers(2, 4),
    "seed": st.integers(0, 2**32),
    "anyone": st.booleans(),
}


def playout(players: int, seed: int, anyone: bool) -> list[State]:
    """Every position of a random game, its end included (``alley_any_character`` as
    ``anyone``)."""
    options = Options(alley_any_character=anyone)
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed ^ 0x5EED)
    states = [state]
    limit = max_actions(players, options)
    while not is_over(state):
        assert len(states) <= limit, "the game went past max_actions"
        (seat,) = actors(state)
        legal = legal_actions(state, seat)
        assert legal, "a seat decides with nothing to do"
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
        states.append(state)
    return states


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_iron_at_most_10_gold_at_most_4_and_cowboys_within_the_track_always(
    players: int, seed: int, anyone: bool
) -> None:
    for state in playout(players, seed, anyone):
        for board in state.players:
            assert 0 <= board.iron <= IRON_LIMIT
            assert 0 <= board.gold <= GOLD_LIMIT
            assert 0 <= board.cowboys <= COWBOY_LIMIT
            assert board.settlers >= 0


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_at_most_one_marker_per_player_per_business_and_one_owner_each(
    players: int, seed: int, anyone: bool
) -> None:
    for state in playout(players, seed, anyone):
        owners: Counter[Business] = Counter()
        for board in state.players:
            marks = (*board.influence, *board.owned)
            assert len(marks) == len(set(marks))
            owners.update(board.owned)
        assert all(count == 1 for count in owners.values())


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_money_is_never_negative(players: int, seed: int, anyone: bool) -> None:
    for state in playout(players, seed, anyone):
        assert all(board.money >= 0 for board in state.players)


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_objective_cards_are_conserved_and_each_claimed_once_per_player(
    players: int, seed: int, anyone: bool
) -> None:
    copies = 1 if players == 2 else 2
    for state in playout(players, seed, anyone):
        claimed = [o for board in state.players for o in board.objectives]
        assert len(claimed) + len(state.city.objectives) == copies * len(Objective)
        assert Counter((*claimed, *state.city.objectives)) == dict.fromkeys(Objective, copies)
        assert all(len(b.objectives) == len(set(b.objectives)) for b in state.players)


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_every_farm_lies_in_one_place_and_politicians_stay_on_their_own_farms(
    players: int, seed: int, anyone: bool
) -> None:
    for state in playout(players, seed, anyone):
        places = Counter((*state.city.farms, *(f for b in state.players for f in b.farms)))
        assert places == dict.fromkeys(state.setup.farms, 1)
        assert set(state.city.apaches) <= set(state.setup.farms)
        for board in state.players:
            assert set(board.politicians) <= set(board.farms)
            assert len({farm.good for farm in board.farms}) == len(board.farms)


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_every_playout_ends_within_max_actions_with_an_outcome(
    players: int, seed: int, anyone: bool
) -> None:
    states = playout(players, seed, anyone)
    assert len(states) - 1 <= max_actions(players, Options(alley_any_character=anyone))
    final = states[-1]
    assert is_over(final)
    result = outcome(final)
    assert result.winners
    assert result.scores == tuple(len(board.objectives) for board in final.players)
