"""A game registers in one place (issue 26): its package's path in ``PACKAGES``. Its id
comes from the package's name; its rules, ``rules_version`` and ``HeuristicBot`` from the
``GAME`` that :meth:`GameDefinition.assemble` reads off the package."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from frontier_games.bots.specs import make_bot
from frontier_games.core import GameDefinition
from frontier_games.games import PACKAGES, REGISTERED, game_names, get_game
from frontier_games.testing import gold_claim


def test_each_package_registers_under_its_own_name() -> None:
    assert game_names() == (
        "pappy-winchester",
        "apache",
        "wild-fun-west",
        "chaparral",
        "rattlesnake-city",
    )
    assert tuple(REGISTERED.values()) == PACKAGES
    for name, path in REGISTERED.items():
        game = get_game(name)
        assert game is importlib.import_module(path).GAME
        assert game.name == name


@pytest.mark.parametrize("name", game_names())
def test_a_game_names_its_own_heuristic_bot_and_rules_version(name: str) -> None:
    game: Any = get_game(name)
    package = importlib.import_module(REGISTERED[name])
    assert game.heuristic is package.HeuristicBot
    assert game.rules_version == getattr(package, "RULES_VERSION", 1)
    bot = make_bot(game, "heuristic", seed=3)
    assert type(bot) is package.HeuristicBot


def test_assemble_reads_the_contracts_names_and_takes_overrides() -> None:
    names = dict(vars(gold_claim))
    game = GameDefinition.assemble(names, action_type=gold_claim.GoldClaimAction)
    assert game == gold_claim.GAME
    assert game.apply is gold_claim.apply
    replacement: Any = len
    own = GameDefinition.assemble(
        names, action_type=gold_claim.GoldClaimAction, rules_version=3, apply=replacement
    )
    assert own.rules_version == 3
    assert own.apply is replacement


def test_assemble_names_every_missing_name_and_every_unknown_field() -> None:
    names = dict(vars(gold_claim))
    del names["NAME"], names["check_state"]
    with pytest.raises(ValueError, match="needs NAME, check_state") as refused:
        GameDefinition.assemble(names, action_type=gold_claim.GoldClaimAction)
    assert "unknown" not in str(refused.value)
    with pytest.raises(ValueError, match="colour name no field of a game"):
        GameDefinition.assemble(
            vars(gold_claim), action_type=gold_claim.GoldClaimAction, colour="red"
        )


def test_a_package_whose_game_is_named_otherwise_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import frontier_games.games as registry

    monkeypatch.setattr(
        registry,
        "REGISTERED",
        {"gold-rush": "frontier_games.testing.gold_claim"},
    )
    with pytest.raises(KeyError, match="defines the game 'gold-claim', not 'gold-rush'"):
        registry.get_game("gold-rush")


@pytest.mark.parametrize("name", game_names())
def test_a_game_and_a_copy_of_it_pickle_for_other_processes(name: str) -> None:
    # A registered game travels to a worker by its id; a copy with a field changed (its
    # own bots' describe, say) travels whole, its moves' checks and spaces included.
    import pickle

    import attrs

    game: Any = get_game(name)
    copy = attrs.evolve(game, rules_version=game.rules_version)
    again = pickle.loads(pickle.dumps(copy))
    state = again.new_game(players=again.min_players, seed=1)
    seat = min(again.actors(state))
    assert again.legal_actions(state, seat) == game.legal_actions(state, seat)
