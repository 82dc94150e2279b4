"""The benchmark runs and reports well-formed figures (no timing assertions)."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from types import SimpleNamespace
from typing import Any

import pytest

import frontier_games as fg
from frontier_games.bench import (
    CHESS_TARGET,
    OPENSPIEL_FALLBACK_GAMES,
    OPENSPIEL_TARGET,
    TARGET_GAMES,
    BenchReport,
    GameFigures,
    OpenSpielFigures,
    SkippedGame,
    _load_openspiel,
    _openspiel_subjects,
    default_players,
    format_report,
    main,
    openspiel_python_games,
    run_benchmark,
)
from frontier_games.serialization import from_json, to_json
from tests.toy_game import GAME

HAS_OPENSPIEL = importlib.util.find_spec("pyspiel") is not None
HAS_CHESS = importlib.util.find_spec("chess") is not None
needs_openspiel = pytest.mark.skipif(
    not HAS_OPENSPIEL, reason="the bench extra (open-spiel) is not installed"
)
needs_chess = pytest.mark.skipif(not HAS_CHESS, reason="the bench extra (chess) is not installed")


def is_positive(value: float) -> bool:
    return math.isfinite(value) and value > 0


def test_bench_measures_the_toy_game_beside_the_floor() -> None:
    report = run_benchmark([GAME], seconds=0.05, openspiel=False, chess=False)
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
    assert figures.meets_openspiel_target is None
    assert figures.chess_ratio is None
    assert figures.meets_chess_target is None
    assert not figures.targeted
    assert (report.openspiel_note, report.chess_note) == ("not asked for", "not asked for")


def test_bench_without_games_still_measures_the_floor() -> None:
    report = run_benchmark([], seconds=0.02, openspiel=False, chess=False)
    assert report.games == ()
    assert is_positive(report.floor_us)
    assert "no game is registered yet" in format_report(report)


def test_bench_report_round_trips_through_json() -> None:
    report = run_benchmark([GAME], seconds=0.02, openspiel=False, chess=False, players=2)
    assert from_json(to_json(report), BenchReport) == report
    assert from_json(to_json(sample_report()), BenchReport) == sample_report()


def test_table_shows_each_game_and_the_targets() -> None:
    text = format_report(run_benchmark([GAME], seconds=0.02, openspiel=False, chess=False))
    assert "reference floor" in text
    assert "high-card" in text
    assert "OpenSpiel-Python median (not measured in this run)" in text
    assert "python-chess step (not measured in this run)" in text


def test_default_players_is_four_or_the_nearest_allowed() -> None:
    assert default_players(GAME) == 4


def test_bench_refuses_a_budget_that_is_not_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        run_benchmark([GAME], seconds=0)


def test_the_standing_targets_are_those_of_the_issue() -> None:
    assert OPENSPIEL_TARGET == 1.0
    assert CHESS_TARGET == 0.33
    assert set(TARGET_GAMES) == {"rattlesnake-city", "chaparral"}
    assert set(TARGET_GAMES) <= set(fg.game_names())


# --- the report, from figures made by hand ------------------------------------------------


def game_figures(name: str, step_us: float, os_ratio: float | None, chess: float | None) -> Any:
    return GameFigures(
        game=name,
        players=4,
        step_us=step_us,
        apply_us=1.0,
        legal_actions_us=1.0,
        playouts_per_second=10.0,
        actions_per_second=1000.0,
        playouts=10,
        actions=1000,
        floor_ratio=step_us,
        openspiel_ratio=os_ratio,
        chess_ratio=chess,
        meets_openspiel_target=None if os_ratio is None else os_ratio <= OPENSPIEL_TARGET,
        meets_chess_target=None if chess is None else chess <= CHESS_TARGET,
        targeted=name in TARGET_GAMES,
    )


def sample_report() -> BenchReport:
    return BenchReport(
        seconds=20.0,
        floor_us=1.0,
        openspiel=(
            OpenSpielFigures("python_kuhn_poker", 10.0, 500),
            OpenSpielFigures("python_tic_tac_toe", 30.0, 200),
        ),
        openspiel_skipped=(SkippedGame("python_broken", "a random playout failed: boom"),),
        openspiel_median_us=20.0,
        openspiel_note="",
        openspiel_version="2.0.2",
        chess_us=50.0,
        chess_note="",
        chess_version="1.11.2",
        games=(
            game_figures("chaparral", 15.0, 0.75, 0.30),
            game_figures("rattlesnake-city", 30.0, 1.5, 0.6),
            game_figures("apache", 5.0, 0.25, 0.1),
        ),
    )


def test_the_report_gives_both_ratios_and_both_verdicts() -> None:
    lines = format_report(sample_report()).splitlines()
    (chaparral,) = [line for line in lines if line.startswith("chaparral*")]
    assert "0.75 met" in chaparral
    assert "0.30 met" in chaparral
    (rattlesnake,) = [line for line in lines if line.startswith("rattlesnake-city*")]
    assert "1.50 MISSED" in rattlesnake
    assert "0.60 MISSED" in rattlesnake
    (apache,) = [line for line in lines if line.startswith("apache ")]  # not a target game
    assert "0.25 met" in apache
    assert "0.10 met" in apache
    assert "  chaparral: 0.75 met against OpenSpiel, 0.30 met against python-chess" in lines
    assert (
        "  rattlesnake-city: 1.50 MISSED against OpenSpiel, 0.60 MISSED against python-chess"
        in lines
    )
    assert not any(line.startswith("  apache:") for line in lines)


def test_the_report_names_the_yardsticks_their_limits_and_the_skipped_games() -> None:
    text = format_report(sample_report())
    assert "python-chess 1.11.2 (legal moves, choose, push, is_game_over):" in text
    assert "OpenSpiel 2.0.2 Python games" in text
    assert "python_kuhn_poker" in text
    assert "python_tic_tac_toe" in text
    assert "skipped python_broken: a random playout failed: boom" in text
    assert "at most 1.00 times the OpenSpiel-Python median (≤ 20.00 µs here)" in text
    assert "at most 0.33 times a python-chess step (≤ 16.50 µs here)" in text


def test_a_missing_yardstick_is_said_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "chess", None)  # importing it now raises ImportError
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    report = run_benchmark([GAME], seconds=0.02)
    assert report.chess_us is None
    assert report.openspiel_median_us is None
    assert report.chess_note.startswith("not installed")
    assert report.openspiel_note.startswith("not installed")
    text = format_report(report)
    assert "python-chess: not installed" in text
    assert "OpenSpiel: not installed" in text


# --- OpenSpiel's Python games: discovery and skipping, on a stand-in pyspiel ---------------


class FakeState:
    """A game of three moves; ``broken`` raises on the second, ``simultaneous`` has every
    node simultaneous (seat 1 never has a move)."""

    def __init__(self, broken: bool, simultaneous: bool) -> None:
        self.moves = 0
        self.broken = broken
        self.simultaneous = simultaneous
        self.joint: list[list[int]] = []

    def is_terminal(self) -> bool:
        return self.moves >= 3

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return self.simultaneous

    def legal_actions(self, player: int | None = None) -> list[int]:
        return [] if player == 1 else [0, 1]

    def apply_action(self, action: int) -> None:
        if self.broken and self.moves == 1:
            raise RuntimeError("boom")
        self.moves += 1

    def apply_actions(self, actions: list[int]) -> None:
        self.joint.append(actions)
        self.moves += 1


class FakeGame:
    def __init__(self, name: str) -> None:
        self.name = name
        self.dynamics = "mean_field" if "mean" in name else "sequential"
        if "simultaneous" in name:
            self.dynamics = "simultaneous"

    def get_type(self) -> Any:
        return SimpleNamespace(dynamics=self.dynamics)

    def num_players(self) -> int:
        return 2

    def new_initial_state(self) -> FakeState:
        return FakeState("broken" in self.name, self.dynamics == "simultaneous")


def load_game(name: str) -> FakeGame:
    if "parameters" in name:
        raise RuntimeError("missing parameter 'size'")
    return FakeGame(name)


FAKE_NAMES = [
    "python_tic",
    "tic_tac_toe",
    "python_mfg_crowd_modelling",
    "python_needs_parameters",
    "python_broken",
    "python_mean_field",
    "python_simultaneous",
]
FAKE_PYSPIEL = SimpleNamespace(
    registered_names=lambda: FAKE_NAMES,
    load_game=load_game,
    GameType=SimpleNamespace(
        Dynamics=SimpleNamespace(
            SEQUENTIAL="sequential", SIMULTANEOUS="simultaneous", MEAN_FIELD="mean_field"
        )
    ),
    INVALID_ACTION=-1,
)


def test_discovery_takes_the_python_games_but_the_mean_field_ones() -> None:
    assert openspiel_python_games(FAKE_PYSPIEL) == (
        "python_broken",
        "python_mean_field",
        "python_needs_parameters",
        "python_simultaneous",
        "python_tic",
    )


def test_a_game_that_cannot_be_played_is_skipped_with_its_reason() -> None:
    subjects, skipped, note = _openspiel_subjects(FAKE_PYSPIEL, None, seed=0)
    assert [s.name for s in subjects] == ["python_simultaneous", "python_tic"]
    reasons = {s.game: s.reason for s in skipped}
    assert reasons == {
        "python_broken": "a random playout failed: RuntimeError: boom",
        "python_mean_field": "a mean-field game: its states need a distribution, not moves",
        "python_needs_parameters": "cannot be loaded with its default parameters: "
        "missing parameter 'size'",
    }
    assert note == ""


def test_a_simultaneous_node_takes_one_action_per_player() -> None:
    subjects, _, _ = _openspiel_subjects(FAKE_PYSPIEL, ["python_simultaneous"], seed=0)
    (subject,) = subjects
    state = FakeState(broken=False, simultaneous=True)
    subject.state = state
    subject.run_steps(3)
    assert len(state.joint) == 3
    assert all(first in (0, 1) and second == -1 for first, second in state.joint)


def test_a_game_failing_during_the_run_is_skipped_with_its_reason() -> None:
    subjects, _, _ = _openspiel_subjects(FAKE_PYSPIEL, ["python_tic"], seed=0)
    (subject,) = subjects
    subject.state = FakeState(broken=True, simultaneous=False)
    subject.run_batch(0.01)
    assert subject.failure == "failed during the run: RuntimeError: boom"
    assert subject.step_samples == []


def test_when_discovery_fails_the_fallback_list_stands_in() -> None:
    def refuse() -> list[str]:
        raise RuntimeError("no registry")

    broken = SimpleNamespace(**{**vars(FAKE_PYSPIEL), "registered_names": refuse})
    subjects, skipped, note = _openspiel_subjects(broken, None, seed=0)
    assert [s.name for s in subjects] == list(OPENSPIEL_FALLBACK_GAMES)
    assert skipped == []
    assert note.startswith("discovery failed (RuntimeError: no registry)")
    assert "OPENSPIEL_FALLBACK_GAMES" in note


def test_missing_pokerkit_games_are_said_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", FAKE_PYSPIEL)
    monkeypatch.setitem(
        sys.modules, "open_spiel.python.games", SimpleNamespace(pokerkit_wrapper=None)
    )
    pyspiel, note = _load_openspiel()
    assert pyspiel is FAKE_PYSPIEL
    assert "pokerkit games are not registered" in note


# --- the real yardsticks, when installed -----------------------------------------------------


@needs_openspiel
def test_discovery_leaves_out_openspiels_mean_field_games() -> None:
    import pyspiel

    pytest.importorskip("open_spiel.python.games")
    pytest.importorskip("open_spiel.python.mfg.games")  # registers python_mfg_*
    registered = pyspiel.registered_names()
    assert any("mfg" in name for name in registered)
    found = openspiel_python_games(pyspiel)
    assert "python_kuhn_poker" in found
    assert "python_tic_tac_toe" in found
    assert not any("mfg" in name for name in found)
    assert set(found) == {n for n in registered if n.startswith("python_") and "mfg" not in n}


@needs_openspiel
def test_bench_compares_against_every_openspiel_python_game() -> None:
    import pyspiel

    report = run_benchmark([GAME], seconds=0.2, chess=False)
    found = openspiel_python_games(pyspiel)
    measured = [m.game for m in report.openspiel]
    assert sorted(measured + [s.game for s in report.openspiel_skipped]) == sorted(found)
    assert "python_kuhn_poker" in measured
    assert report.openspiel_median_us is not None
    assert is_positive(report.openspiel_median_us)
    assert report.openspiel_version
    (figures,) = report.games
    assert figures.openspiel_ratio == figures.step_us / report.openspiel_median_us
    assert figures.meets_openspiel_target == (figures.openspiel_ratio <= OPENSPIEL_TARGET)
    assert "median" in format_report(report)


@needs_openspiel
def test_an_openspiel_game_that_does_not_load_is_listed_as_skipped() -> None:
    report = run_benchmark(
        [GAME],
        seconds=0.05,
        chess=False,
        openspiel_games=["python_kuhn_poker", "python_no_such_game"],
    )
    assert [m.game for m in report.openspiel] == ["python_kuhn_poker"]
    (skipped,) = report.openspiel_skipped
    assert skipped.game == "python_no_such_game"
    assert skipped.reason.startswith("cannot be loaded")
    assert "skipped python_no_such_game: cannot be loaded" in format_report(report)


@needs_chess
def test_bench_compares_against_a_python_chess_step() -> None:
    report = run_benchmark([GAME], seconds=0.1, openspiel=False)
    assert report.chess_us is not None
    assert is_positive(report.chess_us)
    assert report.chess_version
    assert report.chess_note == ""
    (figures,) = report.games
    assert figures.chess_ratio == figures.step_us / report.chess_us
    assert figures.meets_chess_target == (figures.chess_ratio <= CHESS_TARGET)
    assert f"python-chess {report.chess_version} (legal moves" in format_report(report)


def test_benchmark_script_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seconds", "0.02", "--json", "--no-openspiel", "--no-chess"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert is_positive(report["floor_us"])
    assert report["chess_us"] is None
    assert report["chess_note"] == "not asked for"
    assert (report["openspiel_target"], report["chess_target"]) == (1.0, 0.33)


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
