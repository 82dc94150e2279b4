"""The conformance battery on *Chaparral*: every player count, and each option."""

from __future__ import annotations

import pytest

from frontier_games.games import chaparral as C
from frontier_games.games.chaparral.content import STANDARD_CONTENT
from frontier_games.testing import check_game

OPTIONS = {
    "rulebook": C.Options(),
    "first-player": C.Options(first_player=1),
    "alley-any-character": C.Options(alley_any_character=True),
    "rich-start": C.Options(content=STANDARD_CONTENT.evolve(starting_cowboys=6, starting_iron=5)),
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chaparral_keeps_the_game_contract(players: int) -> None:
    check_game(C.GAME, players, playouts=2, deep_states=6, kit_pictures=True)


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_chaparral_keeps_the_game_contract_with_each_option(name: str) -> None:
    check_game(C.GAME, (2, 4), options=OPTIONS[name], playouts=1, deep_states=5, kit_pictures=True)
