"""make_bot and split_specs: bots named by text, as command lines and files name them."""

from __future__ import annotations

from typing import Any

import pytest

import frontier_games as fg
from frontier_games.bots import (
    BotSpecError,
    FirstLegalBot,
    ISMCTSBot,
    RandomBot,
    make_bot,
    split_specs,
)
from frontier_games.testing import gold_claim

GOLD = gold_claim.GAME


class Greedy:
    """A bot for the import-path tests: takes a seed and a keyword."""

    def __init__(self, seed: int, depth: int = 1) -> None:
        self.seed, self.depth = seed, depth

    def choose(self, game: Any, view: Any, legal_actions: tuple[Any, ...]) -> Any:
        return legal_actions[-1]


class Seedless:
    def choose(self, game: Any, view: Any, legal_actions: tuple[Any, ...]) -> Any:
        return legal_actions[0]


def test_the_built_in_kinds_are_named_by_a_word() -> None:
    assert repr(make_bot(GOLD, "random", seed=3)) == repr(RandomBot(3))
    assert isinstance(make_bot(GOLD, "first", seed=3), FirstLegalBot)
    assert repr(make_bot(GOLD, "ismcts", seed=3)) == "ISMCTSBot(seed=3)"


def test_arguments_follow_a_colon_and_are_read_as_numbers_words_and_flags() -> None:
    bot = make_bot(GOLD, "ismcts:iterations=50,exploration=1.5,reward=win", seed=2)
    assert isinstance(bot, ISMCTSBot)
    assert (bot.iterations, bot.exploration, bot.reward) == (50, 1.5, "win")
    again = make_bot(GOLD, "ismcts:seconds=none,iterations=7", seed=2)
    assert isinstance(again, ISMCTSBot)
    assert again.iterations == 7


@pytest.mark.parametrize("name", fg.game_names())
def test_heuristic_names_the_games_own_rule_of_thumb_bot(name: str) -> None:
    game = fg.get_game(name)
    bot = make_bot(game, "heuristic", seed=5)
    assert type(bot).__name__ == "HeuristicBot"
    assert repr(bot) == "HeuristicBot(seed=5)"


def test_a_game_without_a_heuristic_bot_says_so() -> None:
    with pytest.raises(BotSpecError, match="no HeuristicBot"):
        make_bot(GOLD, "heuristic", seed=1)


def test_any_class_is_named_by_its_import_path_and_gets_the_seed() -> None:
    bot = make_bot(GOLD, "tests.test_bot_specs:Greedy", seed=4)
    assert isinstance(bot, Greedy)
    assert (bot.seed, bot.depth) == (4, 1)
    deep = make_bot(GOLD, "tests.test_bot_specs:Greedy:depth=3", seed=4)
    assert isinstance(deep, Greedy)
    assert deep.depth == 3
    assert isinstance(make_bot(GOLD, "tests.test_bot_specs:Seedless", seed=4), Seedless)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("randon", "unknown bot 'randon': expected one of random, first, heuristic, ismcts"),
        ("ismcts:iterations", "is not key=value"),
        ("ismcts:2=3", "is not key=value"),
        ("ismcts:iterations=0", "iterations must be at least 1"),
        ("ismcts:depth=3", "unexpected keyword argument 'depth'"),
        ("random:seed=x,extra=1", "unexpected keyword argument 'extra'"),
        ("no.such.module:Bot", "cannot import the bot"),
        ("tests.test_bot_specs:Missing", "cannot import the bot"),
        ("tests.test_bot_specs:GOLD", "builds no bot"),
        (".relative:Bot", "cannot import the bot"),
        ("collections:OrderedDict", "has no choose method"),  # a one-file module is found
    ],
)
def test_a_spec_naming_no_bot_is_refused_with_what_is_expected(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message.replace("(", r"\(")):
        make_bot(GOLD, spec, seed=1)


def test_a_spec_and_a_seed_must_be_text_and_an_int() -> None:
    with pytest.raises(TypeError, match="bot spec"):
        make_bot(GOLD, 3, seed=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seed"):
        make_bot(GOLD, "random", seed=True)


def test_a_list_of_specs_splits_at_commas_keeping_arguments_with_their_bot() -> None:
    assert split_specs("random, first") == ("random", "first")
    assert split_specs("ismcts:iterations=9,reward=places,random") == (
        "ismcts:iterations=9,reward=places",
        "random",
    )
    assert split_specs("tests.test_bot_specs:Greedy:depth=2,heuristic") == (
        "tests.test_bot_specs:Greedy:depth=2",
        "heuristic",
    )


@pytest.mark.parametrize("text", ["", " , ", "iterations=3,random"])
def test_a_list_naming_no_bot_first_is_refused(text: str) -> None:
    with pytest.raises(BotSpecError):
        split_specs(text)


def test_a_list_of_specs_must_be_text() -> None:
    with pytest.raises(TypeError, match="bot specs"):
        split_specs(None)  # type: ignore[arg-type]


def test_a_rule_of_thumb_rollout_gets_a_seed_of_its_own() -> None:
    bot = make_bot(fg.get_game("apache"), "ismcts:rollout=heuristic", seed=2)
    assert isinstance(bot, ISMCTSBot)
    assert repr(bot.rollout) == f"BotRollout(HeuristicBot(seed={2 ^ 0x5EED}))"
