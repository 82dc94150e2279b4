"""Rattlesnake City's moves on the rule kit (:mod:`frontier_games.moves`): every kind's
listing is exactly its space filtered by its checks, and the kit refuses exactly what the
rules refuse, on positions of random games of every player count and the main options."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from frontier_games.games.rattlesnake_city import GAME
from frontier_games.games.rattlesnake_city.model import Options, State, Step
from frontier_games.games.rattlesnake_city.rulebook import MOVES

_OPTIONS = [
    (2, Options()),
    (3, Options(offers_per_turn=3)),
    (4, Options(stake_menu=True, smallest_replies=True)),
    (5, Options()),
    (6, Options(open_money=True)),
]


def _positions(players: int, options: Options, seed: int, limit: int) -> Iterator[State]:
    choose = random.Random(seed)
    state = GAME.new_game(players, seed, options)
    for _ in range(limit):
        if GAME.is_over(state):
            return
        yield state
        seat = min(GAME.actors(state))
        state = GAME.apply(state, choose.choice(GAME.legal_actions(state, seat)))


def _real_deal_available() -> bool:
    from frontier_games.games.rattlesnake_city.poker import poker_library_available

    return poker_library_available()


def _cases() -> list[tuple[int, Options, int]]:
    cases = [(players, options, seed) for players, options in _OPTIONS for seed in (1, 2)]
    if _real_deal_available():
        cases += [(3, Options(real_deal=True), 3), (4, Options(real_deal=True), 4)]
    return cases


@pytest.mark.parametrize(("players", "options", "seed"), _cases())
def test_each_kind_lists_exactly_what_its_checks_allow(
    players: int, options: Options, seed: int
) -> None:
    seen: set[Step] = set()
    sample = random.Random(seed)
    for state in _positions(players, options, seed, 400):
        if state.turn.step in seen and sample.random() > 0.25:  # a step's first, a sample
            continue
        seen.add(state.turn.step)
        for seat in GAME.actors(state):
            legal = GAME.legal_actions(state, seat)
            for move in MOVES.offered(state):
                listed = [a for a in legal if type(a) is move.kind]
                allowed = [
                    a
                    for a in MOVES.space(move.kind, state.setup, seat)
                    if MOVES.refusal(state, a) is None
                ]
                assert sorted(map(repr, listed)) == sorted(map(repr, allowed)), (
                    state.turn.step,
                    move.kind.__name__,
                )
                assert len(set(listed)) == len(listed), move.kind.__name__
    assert Step.CARDS in seen


def _refused(state: State, action: Any) -> str:
    why = MOVES.refusal(state, action)
    assert why is not None
    return why[0]
