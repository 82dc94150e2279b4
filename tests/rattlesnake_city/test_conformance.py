"""The conformance battery on *Rattlesnake City*: every player count, each option, and
the variant (the real deal needs the poker library, installed with the tests)."""

from __future__ import annotations

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
}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_rattlesnake_city_keeps_the_game_contract(players: int) -> None:
    check_game(R.GAME, players, playouts=1, deep_states=5)


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_rattlesnake_city_keeps_the_game_contract_with_each_option(name: str) -> None:
    check_game(R.GAME, (2, 5), options=OPTIONS[name], playouts=1, deep_states=4)


@pytest.mark.parametrize("players", [3, 6])
def test_rattlesnake_city_keeps_the_game_contract_with_the_real_deal(players: int) -> None:
    check_game(R.GAME, players, options=R.Options(real_deal=True), playouts=1, deep_states=5)
