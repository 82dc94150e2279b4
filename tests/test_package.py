"""The package's public surface, its import cost and its packaging metadata."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import frontier_games as fg

ROOT = Path(__file__).resolve().parent.parent
PUBLIC_MODULES = (
    "auction",
    "bots",
    "codec",
    "deck",
    "play",
    "record",
    "rng",
    "scoring",
    "serialization",
    "testing",
    "text",
)


def test_the_public_submodules_are_attributes_of_the_package() -> None:
    # The architecture's spelling: ``fg.serialization.to_json``, ``fg.record.GameRecord``.
    for name in PUBLIC_MODULES:
        assert getattr(fg, name).__name__ == f"frontier_games.{name}"
        assert name in fg.__all__
    record = fg.record.GameRecord("high-card", 2, 1)
    assert fg.serialization.from_json(fg.serialization.to_json(record), fg.record.GameRecord) == (
        record
    )


def _fresh(code: str) -> str:
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return result.stdout


def test_a_bare_import_reaches_the_submodules_without_an_import_cycle() -> None:
    code = "import frontier_games as fg; print(fg.serialization.to_json(fg.record.GameRecord"
    code += "('x', 2, 1)))"
    assert '"game":"x"' in _fresh(code)
    # Each submodule imported first, on its own, also works (no cycle through __init__).
    for name in PUBLIC_MODULES:
        _fresh(f"import frontier_games.{name}")


def test_a_bare_import_loads_neither_the_games_nor_the_command_line() -> None:
    # What keeps ``import frontier_games`` fast: games, cli and bench load on demand.
    code = "import sys, frontier_games; print(sorted(sys.modules))"
    loaded = _fresh(code)
    for heavy in ("frontier_games.games.apache", "frontier_games.cli", "frontier_games.bench"):
        assert f"'{heavy}'" not in loaded


@pytest.mark.parametrize("name", ["pappy-winchester", "apache"])
def test_every_registered_game_keeps_the_documented_errors_of_view_and_new_game(
    name: str,
) -> None:
    game = fg.get_game(name)
    state = game.new_game(players=game.min_players, seed=1)
    for not_a_seat in (-1, game.min_players):
        with pytest.raises(ValueError, match=f"no seat {not_a_seat}"):
            game.view(state, not_a_seat)
    with pytest.raises(TypeError, match="seed must be an int"):
        game.new_game(players=game.min_players, seed="7")  # type: ignore[arg-type]


def test_the_string_license_is_built_by_a_setuptools_that_understands_it() -> None:
    # ``license = "MIT"`` (an SPDX expression) needs setuptools 77 or later (PEP 639).
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["license"] == "MIT"
    assert pyproject["build-system"]["requires"] == ["setuptools>=77"]
