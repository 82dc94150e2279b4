"""Properties over random games, and the conformance battery."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games import get_game
from frontier_games.games import apache as A
from frontier_games.rng import Rng, randbelow
from frontier_games.testing import check_game

OPTIONS = [
    A.Options(),
    A.Options(war_path=True),
    A.Options(wedding=True),
    A.Options(joint_raid=True),
    A.Options(war_path=True, wedding=True, joint_raid=True),
]


def _counts(state: A.State) -> list[int]:
    counts = list(state.table)
    for card in (*state.heap, *state.removed, *(c for pile in state.piles for c in pile)):
        counts[card] += 1
    return counts


def _playout(players: int, seed: int, options: A.Options) -> list[A.State]:
    state = A.new_game(players, seed, options)
    states = [state]
    rng = Rng.from_seed(seed)
    while not A.is_over(state):
        seats = sorted(A.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = A.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        state = A.apply(state, legal[pick])
        states.append(state)
    return states


@settings(max_examples=15)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTIONS),
)
def test_the_114_prairie_cards_are_conserved(players: int, seed: int, options: A.Options) -> None:
    for state in _playout(players, seed, options):
        assert _counts(state) == list(A.PRAIRIE_COUNTS)


@settings(max_examples=15)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTIONS),
)
def test_every_hand_returns_to_four_cards_after_a_window(
    players: int, seed: int, options: A.Options
) -> None:
    for state in _playout(players, seed, options):
        if state.phase is not A.Phase.LOOT and not any(state.acted):
            for seat in range(players):
                on_board = sum(card.player == seat for card in state.board)
                assert 4 - on_board == 4


def test_apache_is_registered() -> None:
    assert get_game("apache") is A.GAME


@pytest.mark.parametrize(
    "options", OPTIONS, ids=["base", "war-path", "wedding", "joint-raid", "all"]
)
def test_apache_keeps_the_game_contract(options: A.Options) -> None:
    check_game(A.GAME, options=options, playouts=2, deep_states=8)
