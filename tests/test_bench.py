"""The benchmark runs and reports well-formed figures (no timing assertions)."""

from __future__ import annotations

import importlib.util
import json
import math

import pytest

from frontier_games.bench import (
    OPENSPIEL_GAMES,
    BenchReport,
    default_players,
    format_report,
    main,
    run_benchmark,
)
from frontier_games.serialization import from_json, to_json
from tests.toy_game import GAME

HAS_OPENSPIEL = importlib.util.find_spec("pyspiel") is not None


def is_positive(value: float) -> bool:
    return math.isfinite(value) and value > 0


def test_bench_measures_the_toy_game_beside_the_floor() -> None:
    report = run_benchmark([GAME], seconds=0.05, openspiel=False)
    (figures,) = report.games
    assert figures.game == "high-card"
    assert figures.players == 4
    assert is_positive(report.floor_us)
    for value in (
        figures.step_us,
        figures.apply_us,
        figures.legal_actions_us,
        figures.playouts_per_second,
        figures.actions_per_second,
        figures.floor_ratio,
    ):
        assert is_positive(value)
    assert figures.actions == 8 * figures.playouts
    assert figures.openspiel_ratio is None
    assert figures.meets_target is None


def test_bench_without_games_still_measures_the_floor() -> None:
    report = run_benchmark([], seconds=0.02, openspiel=False)
    assert report.games == ()
    assert is_positive(report.floor_us)
    assert "no game is registered yet" in format_report(report)


def test_bench_report_round_trips_through_json() -> None:
    report = run_benchmark([GAME], seconds=0.02, openspiel=False, players=2)
    assert from_json(to_json(report), BenchReport) == report


def test_table_shows_each_game_and_the_target() -> None:
    text = format_report(run_benchmark([GAME], seconds=0.02, openspiel=False))
    assert "reference floor" in text
    assert "high-card" in text
    assert "target" in text


def test_default_players_is_four_or_the_nearest_allowed() -> None:
    assert default_players(GAME) == 4


def test_bench_refuses_a_budget_that_is_not_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        run_benchmark([GAME], seconds=0)


@pytest.mark.skipif(not HAS_OPENSPIEL, reason="the bench extra (open-spiel) is not installed")
def test_bench_compares_against_openspiel_python_games() -> None:
    report = run_benchmark([GAME], seconds=0.1)
    assert tuple(m.game for m in report.openspiel) == OPENSPIEL_GAMES
    assert report.openspiel_median_us is not None
    assert is_positive(report.openspiel_median_us)
    (figures,) = report.games
    assert figures.openspiel_ratio is not None
    assert is_positive(figures.openspiel_ratio)
    assert isinstance(figures.meets_target, bool)


def test_benchmark_script_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seconds", "0.02", "--json", "--no-openspiel"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert is_positive(report["floor_us"])
