"""The benchmark runs and reports well-formed figures (no timing assertions)."""

from __future__ import annotations

import importlib.util
import json
import math

import pytest

import frontier_games as fg
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


# --- the search bench -------------------------------------------------------------------


def test_search_positions_each_give_the_seat_a_choice() -> None:
    from frontier_games.bench_search import positions
    from frontier_games.testing.gold_claim import GAME as GOLD

    spots = positions(GOLD, 3, count=3)
    assert len(spots) == 3
    for state, seat in spots:
        assert seat in GOLD.actors(state)
        assert len(GOLD.legal_actions(state, seat)) > 1


def test_search_bench_times_our_search_and_says_the_target() -> None:
    from frontier_games.bench_search import SEARCH_TARGET, format_search, measure_search
    from frontier_games.testing.gold_claim import GAME as GOLD

    (figures,) = measure_search([GOLD], iterations=5, count=2, openspiel=False)
    assert (figures.game, figures.players, figures.positions) == ("gold-claim", 4, 2)
    assert is_positive(figures.random_per_second)
    assert is_positive(figures.mast_per_second)
    assert figures.openspiel_per_second is None
    assert figures.ratio is None
    table = format_search([figures])
    assert "gold-claim" in table
    assert f"at least {SEARCH_TARGET:g} times" in table


@pytest.mark.skipif(not HAS_OPENSPIEL, reason="the bench extra (open-spiel) is not installed")
def test_search_bench_runs_openspiels_ismcts_on_the_same_positions() -> None:
    from frontier_games.bench_search import measure_search
    from frontier_games.testing.gold_claim import GAME as GOLD

    (figures,) = measure_search([GOLD], iterations=5, count=2)
    assert figures.openspiel_per_second is not None
    assert is_positive(figures.openspiel_per_second)
    assert figures.ratio is not None


def test_the_command_line_runs_the_search_bench_as_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--search", "--iterations", "3", "--json", "--no-openspiel", "--games",
                 "pappy-winchester"]) == 0  # fmt: skip
    (figures,) = json.loads(capsys.readouterr().out)
    assert figures["game"] == "pappy-winchester"
    assert figures["iterations"] == 3


def test_the_search_bench_refuses_no_iterations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--search", "--iterations", "0", "--no-openspiel"]) == 2
    assert "--iterations and --strength-games must be at least 1" in capsys.readouterr().err


def test_the_strength_bench_plays_each_pairing() -> None:
    from frontier_games.bench_search import format_strength, measure_strength

    figures = measure_strength([fg.get_game("pappy-winchester")], count=2, iterations=2, workers=1)
    pairings = [(f.bot, f.opponents) for f in figures]
    assert pairings == [("heuristic", "random"), ("ismcts:iterations=2", "heuristic")]
    assert all(f.target is None for f in figures)  # the targets are for 200 iterations
    assert all(f.games == 2 and 0 <= f.win_share <= 1 for f in figures)
    assert "heuristic" in format_strength(figures)


def test_the_strength_targets_are_those_of_the_issue() -> None:
    from frontier_games.bench_search import STRENGTH_TARGETS

    assert ("apache", 3, "ismcts", "random", 0.85) in STRENGTH_TARGETS
    assert ("pappy-winchester", 4, "ismcts", "random", 0.65) in STRENGTH_TARGETS


def test_a_pairing_with_a_target_says_whether_it_is_met() -> None:
    from frontier_games.bench_search import StrengthFigures, format_strength

    def figures(share: float) -> StrengthFigures:
        return StrengthFigures(
            "apache", 3, "ismcts:iterations=200", "random", 12, share, (0.5, 0.9), 1 / 3, 0.85
        )

    assert "0.85 met" in format_strength([figures(0.9)])
    assert "0.85 MISSED" in format_strength([figures(0.8)])
