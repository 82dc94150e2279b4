"""The conformance battery on *Rattlesnake City*: every player count, each option, the
variant (the real deal needs the poker library, installed with the tests), and the
rules of version 1 as options keep them."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from frontier_games.games import rattlesnake_city as R
from frontier_games.testing import check_game

OPTIONS = {
    "rulebook": R.Options(),
    "first-player": R.Options(first_player=1),
    "starting-income": R.Options(starting_income=1000),
    "per-connection": R.Options(station_bonus=R.StationBonus.PER_CONNECTION),
    "open-money": R.Options(open_money=True),
    "no-offers": R.Options(offers_per_turn=0),
    "real-deal": R.Options(real_deal=True),
    "rules-version-1": R.GAME.options_for_rules(1, R.Options()),
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rattlesnake_city_keeps_the_game_contract(players: int) -> None:
    check_game(R.GAME, players, playouts=1, deep_states=5, kit_pictures=True)


def test_with_six_players_the_battery_determinizes_views_of_poker_games() -> None:
    """Issue 24: a handful of deep states of a six-player game missed every poker step,
    where ``determinize`` refused real views. Sixty of them reach the joining, the cards
    face down and the reveal: each view of them, every seat's, is determinized."""
    steps: Counter[R.Step] = Counter()

    def determinize(view: R.View, seed: int) -> R.State:
        steps[view.turn.step] += 1
        return R.determinize(view, seed)

    game = attrs.evolve(R.GAME, determinize=determinize)
    report = check_game(game, 6, playouts=1, deep_states=60, kit_pictures=True)
    assert report.deep_states == 60
    assert {R.Step.JOIN, R.Step.CARDS_DOWN, R.Step.REACT} <= set(steps)
    assert steps[R.Step.JOIN] >= 7 * 2  # a state's seven views, two seeds each


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_rattlesnake_city_keeps_the_game_contract_with_each_option(name: str) -> None:
    check_game(R.GAME, (2, 5), options=OPTIONS[name], playouts=1, deep_states=4, kit_pictures=True)


@pytest.mark.parametrize("players", [3, 6])
def test_rattlesnake_city_keeps_the_game_contract_with_the_real_deal(players: int) -> None:
    check_game(
        R.GAME,
        players,
        options=R.Options(real_deal=True),
        playouts=1,
        deep_states=5,
        kit_pictures=True,
    )
