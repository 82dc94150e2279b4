"""What every game on the rule kit keeps alike (issue 26): each kind of move declares its
words in its home, the module of its effect, and the game's page names every kind with its
home and its rules in the order declared."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from frontier_games.games import game_names, get_game
from frontier_games.moves import Move

DOCS = Path(__file__).resolve().parents[1] / "docs" / "games"


def _moves(name: str) -> tuple[Move[Any, Any], ...]:
    moves = getattr(get_game(name), "moves", None)  # a GameDefinition's
    assert moves is not None, f"{name} is on the rule kit"
    return tuple(moves.moves)


def _section(name: str) -> str:
    """The page's "The moves" section, up to the next section."""
    text = (DOCS / f"{name}.rst").read_text(encoding="utf-8")
    start = text.index("\nThe moves\n---------\n")
    following = re.search(r"\n[^\n]+\n-{3,}\n", text[start + 20 :])
    assert following is not None
    return text[start : start + 20 + following.start()]


@pytest.mark.parametrize("name", game_names())
def test_every_kind_declares_its_words_in_its_home(name: str) -> None:
    for move in _moves(name):
        assert move.words is not None, move.kind.__name__
        assert move.words.__module__ == move.effect.__module__, move.kind.__name__


@pytest.mark.parametrize("name", game_names())
def test_the_games_page_names_every_kind_and_every_rule(name: str) -> None:
    text = (DOCS / f"{name}.rst").read_text(encoding="utf-8")
    for move in _moves(name):
        assert f"``{move.kind.__name__}``" in text, move.kind.__name__
        for check in move.checks:
            assert f"``{check.code}``" in text, (move.kind.__name__, check.code)


@pytest.mark.parametrize("name", game_names())
def test_the_games_page_gives_each_kind_its_home_and_its_rules_in_order(name: str) -> None:
    rows = {}
    for line in _section(name).splitlines():
        found = re.match(r"``(\w+)``\s+:mod:`~\.\w+\.(\w+)`\s+(?:[\d-]+\s+)?(.*)$", line)
        if found:
            rows[found[1]] = (found[2], re.findall(r"``([\w-]+)``", found[3]))
    declared = {
        move.kind.__name__: (
            move.effect.__module__.rsplit(".", 1)[-1],
            list(dict.fromkeys(check.code for check in move.checks)),
        )
        for move in _moves(name)
    }
    assert rows == declared
