"""The moves in the docs against the rulebook's declarations: every kind of move and every
rule it may break is named on the game's page, and the table of "The moves" gives each
kind its own rules in the order :data:`~.chaparral.rulebook.MOVES` declares them."""

from __future__ import annotations

import re
from pathlib import Path

from frontier_games.games.chaparral.rulebook import MOVES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "games" / "chaparral.rst"


def _moves_section() -> str:
    """The docs' section "The moves", up to the next one ("Options")."""
    text = DOCS.read_text(encoding="utf-8")
    start = text.index("\nThe moves\n---------\n")
    return text[start : text.index("\nOptions\n-------\n", start)]


def test_every_rule_and_kind_of_move_is_named_in_the_docs() -> None:
    text = DOCS.read_text(encoding="utf-8")
    assert MOVES.moves
    for move in MOVES.moves:
        assert f"``{move.kind.__name__}``" in text, move.kind.__name__
        for check in move.checks:
            assert f"``{check.code}``" in text, (move.kind.__name__, check.code)


def test_the_docs_table_gives_each_kind_its_rules_in_order() -> None:
    rows: dict[str, list[str]] = {}
    for line in _moves_section().splitlines():
        found = re.match(r"``(\w+)``\s+:mod:`[^`]+`\s+(.*)$", line)
        if found:
            rows[found[1]] = re.findall(r"``([\w-]+)``", found[2])
    declared = {
        move.kind.__name__: list(dict.fromkeys(check.code for check in move.checks))
        for move in MOVES.moves
    }
    assert rows == declared


def test_the_docs_table_gives_each_kind_its_home() -> None:
    homes: dict[str, str] = {}
    for line in _moves_section().splitlines():
        found = re.match(r"``(\w+)``\s+:mod:`~\.chaparral\.(\w+)`", line)
        if found:
            homes[found[1]] = found[2]
    declared = {
        move.kind.__name__: move.effect.__module__.rsplit(".", 1)[-1] for move in MOVES.moves
    }
    assert homes == declared
