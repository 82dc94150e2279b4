"""The moves on each rule-kit game's page against the game's declarations: every kind of
move and every rule it may break is named there, and the table of "The moves" gives each
kind its home and its own rules in the order the game's ``MOVES`` declares them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from frontier_games.games.chaparral.rulebook import MOVES as CHAPARRAL
from frontier_games.games.rattlesnake_city.rulebook import MOVES as RATTLESNAKE_CITY
from frontier_games.moves import Moves

DOCS = Path(__file__).resolve().parents[1] / "docs" / "games"
GAMES = [(CHAPARRAL, "chaparral"), (RATTLESNAKE_CITY, "rattlesnake-city")]


def _page(name: str) -> str:
    return (DOCS / f"{name}.rst").read_text(encoding="utf-8")


def _rows(name: str) -> list[tuple[str, str, list[str]]]:
    """The table of the page's section "The moves" (up to "Options"): each kind, its home
    module and its rules."""
    text = _page(name)
    start = text.index("\nThe moves\n---------\n")
    section = text[start : text.index("\nOptions\n-------\n", start)]
    rows = []
    for line in section.splitlines():
        found = re.match(r"``(\w+)``\s+:mod:`~\.\w+\.(\w+)`\s+(.*)$", line)
        if found:
            rows.append((found[1], found[2], re.findall(r"``([\w-]+)``", found[3])))
    return rows


@pytest.mark.parametrize(("moves", "name"), GAMES)
def test_every_rule_and_kind_of_move_is_named_on_the_page(
    moves: Moves[Any, Any, Any], name: str
) -> None:
    text = _page(name)
    assert moves.moves
    for move in moves.moves:
        assert f"``{move.kind.__name__}``" in text, move.kind.__name__
        for check in move.checks:
            assert f"``{check.code}``" in text, (move.kind.__name__, check.code)


@pytest.mark.parametrize(("moves", "name"), GAMES)
def test_the_table_gives_each_kind_its_home_and_its_rules_in_order(
    moves: Moves[Any, Any, Any], name: str
) -> None:
    declared = {
        move.kind.__name__: (
            move.effect.__module__.rsplit(".", 1)[-1],
            list(dict.fromkeys(check.code for check in move.checks)),
        )
        for move in moves.moves
    }
    assert {kind: (home, codes) for kind, home, codes in _rows(name)} == declared
