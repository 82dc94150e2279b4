"""The memos behind *Rattlesnake City*'s views, observations, incomes and legal actions
change no value: what every seat (and a spectator) sees of random games, and what it may
do, is the same with every memo emptied before each call, with the memos warm, and from a
view or state read back from JSON (its content, board and seats equal to the memos' keys
but not the same objects); and the income markers, and the income a turn collects, are
the itemised earnings summed."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from types import ModuleType

import pytest

from frontier_games.games.rattlesnake_city import gunfight, showdown, survey
from frontier_games.games.rattlesnake_city.income import income, income_items, summed_income
from frontier_games.games.rattlesnake_city.learning import features
from frontier_games.games.rattlesnake_city.model import Options, State, StationBonus, View
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.rattlesnake_city.view import income_of, view
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_json
from tests.rattlesnake_city.test_content import SMALL

_MODULES: tuple[ModuleType, ...] = tuple(
    importlib.import_module(f"frontier_games.games.rattlesnake_city.{name}")
    for name in ("income", "learning", "view")
)
_KEPT = frozenset(("_space",))
"""The action space's memo, slow to rebuild and read by no observation."""


def _empty_memos() -> None:
    survey.cache_clear()  # the survey of the buildings, kept by row
    for module in _MODULES:
        for name, value in vars(module).items():
            if name not in _KEPT and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def _states(players: int, seed: int, options: Options, every: int) -> Iterator[State]:
    """Every ``every``-th position of a random game."""
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    for number in range(100_000):
        if number % every == 0:
            yield state
        if is_over(state):
            return
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])


CASES = {
    "2 players": (2, Options()),
    "4 players, open money, per connection": (
        4,
        Options(open_money=True, starting_income=1_000, station_bonus=StationBonus.PER_CONNECTION),
    ),
    "6 players": (6, Options()),
    "3 players, the real deal": (3, Options(real_deal=True)),
    "2 players, a smaller content": (2, Options(content=SMALL)),
}


@pytest.mark.parametrize("case", CASES)
def test_views_and_features_are_the_same_with_the_memos_cold_warm_or_from_json(
    case: str,
) -> None:
    players, options = CASES[case]
    for state in _states(players, 5, options, every=25):
        for seat in (None, *range(players)):
            _empty_memos()
            cold_view = view(state, seat)
            cold = features(cold_view)
            cold_incomes = income_of(cold_view)
            warm_view = view(state, seat)
            assert warm_view == cold_view
            assert features(warm_view) == cold
            assert income_of(warm_view) == cold_incomes
            read = from_json(to_json(warm_view), View)
            assert read.setup.options.content is not options.content
            assert features(read) == cold
            assert income_of(read) == cold_incomes


@pytest.mark.parametrize("case", CASES)
def test_the_income_markers_are_the_itemised_earnings_summed(case: str) -> None:
    players, options = CASES[case]
    valley, bonus = options.content.valley, options.station_bonus
    for state in _states(players, 9, options, every=10):
        towns = [seat.town for seat in state.seats]
        fronts = [seat.front for seat in state.seats]
        totals = [options.starting_income] * players
        for item in income_items(valley, bonus, state.board, towns, fronts):
            totals[item.seat] += item.amount
        expected = tuple(max(total, 0) for total in totals)
        assert income(valley, bonus, options.starting_income, state.board, towns, fronts) == (
            expected
        )


@pytest.mark.parametrize("case", CASES)
def test_the_legal_actions_are_the_same_with_the_memos_cold_warm_or_from_json(
    case: str,
) -> None:
    # The listings keep memos too: the gunfight's replies by hand and need (emptied here),
    # the placements of the last board asked, and the survey of the buildings, by row
    # (emptied too), remembered by identity (a state read back from JSON is a new object,
    # so they are asked afresh).
    players, options = CASES[case]
    for state in _states(players, 7, options, every=7):
        seats = sorted(actors(state))
        _empty_memos()
        for module in (showdown, gunfight):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
        cold = {seat: legal_actions(state, seat) for seat in seats}
        warm = {seat: legal_actions(state, seat) for seat in seats}
        read = from_json(to_json(state), State)
        assert cold == warm == {seat: legal_actions(read, seat) for seat in seats}


def test_a_turn_collects_the_income_its_earnings_itemised_add_up_to() -> None:
    # The end of a turn sums the incomes afresh, apart from the itemised earnings.
    options = Options()
    valley, bonus = options.content.valley, options.station_bonus
    for state in _states(4, 3, options, every=3):
        towns = [seat.town for seat in state.seats]
        fronts = [seat.front for seat in state.seats]
        totals = [options.starting_income] * 4
        for item in income_items(valley, bonus, state.board, towns, fronts):
            totals[item.seat] += item.amount
        assert summed_income(state) == tuple(max(total, 0) for total in totals)
