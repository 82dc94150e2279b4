"""The command line and the examples, driven with the toy game and scripted input."""

from __future__ import annotations

import io
import json
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import frontier_games
from frontier_games.cli import describe_outcome, main
from frontier_games.core import Game, Outcome
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json, to_json
from tests.toy_game import GAME

AnyGame = Game[Any, Any, Any, Any]
GAMES: dict[str, AnyGame] = {"high-card": GAME}
ROOT = Path(__file__).resolve().parent.parent


def run(
    argv: list[str], answers: str = "", games: dict[str, AnyGame] | None = None
) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(
        argv,
        games=GAMES if games is None else games,
        stdin=io.StringIO(answers),
        stdout=out,
        stderr=err,
    )
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register the toy game as if it were one of the library's games."""
    monkeypatch.setattr(frontier_games.games, "REGISTERED", {"high-card": "tests.toy_game"})


# --- list and demo ----------------------------------------------------------------------


def test_list_names_each_game_with_its_player_range() -> None:
    status, out, _ = run(["list"])
    assert status == 0
    assert "high-card" in out
    assert "2-4 players" in out


def test_list_says_when_no_game_is_registered() -> None:
    status, out, _ = run(["list"], games={})
    assert status == 0
    assert "no game is registered yet" in out


def test_demo_plays_every_game_and_prints_its_outcome() -> None:
    status, out, _ = run(["demo"])
    assert status == 0
    assert "high-card: 4 random bots" in out
    assert "winner" in out
    assert "RandomBot(seed=" in out


def test_demo_without_games_says_so_and_succeeds() -> None:
    status, out, _ = run(["demo"], games={})
    assert status == 0
    assert "no game is registered yet" in out


def test_commands_use_the_registered_games_by_default(toy_registered: None) -> None:
    out = io.StringIO()
    assert main(["list"], stdout=out) == 0
    assert "high-card" in out.getvalue()


# --- play -------------------------------------------------------------------------------


def test_human_plays_a_whole_game_from_numbered_choices() -> None:
    status, out, _ = run(["play", "high-card", "--players", "2", "--seed", "3"], "1\n1\n")
    assert status == 0
    assert "your card:" in out
    assert "1. seat 0 bets 0 chips" in out
    assert "game over" in out
    # the narration, as seat 0 sees it: the sealed bet is only "committed" until revealed
    assert "  seat 1 commits a sealed bet\n" in out
    assert "  the bets are revealed: seat 0 0, seat 1 " in out


def test_a_person_at_the_table_learns_the_seed_only_at_the_end() -> None:
    status, out, _ = run(["play", "high-card", "--players", "2"], "1\n1\n")
    assert status == 0
    head, end = out.split("game over", 1)
    assert "seed" not in head.replace("the seed is told at the end", "")
    seed = int(end.split("(seed ", 1)[1].split(")", 1)[0])
    assert 0 <= seed < 2**63
    bots_only = run(["play", "high-card", "--players", "2", "--seats", "random,random"])[1]
    assert bots_only.split("\n", 1)[0].startswith("high-card, 2 players, seed ")


def test_human_seat_is_asked_again_after_bad_input() -> None:
    answers = "\nfive\n0\n9\n2\n1\n"
    status, out, err = run(["play", "high-card", "--players", "2", "--seed", "3"], answers)
    assert status == 0
    assert "please type a number" in out
    assert "'five' is not a legal move; the closest are: seat 0 bets" in out
    assert "0 is not between 1 and 3" in out
    assert "9 is not between 1 and 3" in out
    assert "game over" in out
    assert err == ""


def test_human_seat_survives_unicode_digits_and_a_5000_digit_answer() -> None:
    answers = "²\n" + "7" * 5000 + "\n1\n1\n"
    status, out, err = run(["play", "high-card", "--players", "2", "--seed", "3"], answers)
    assert status == 0
    assert "'²' is not a legal move" in out
    assert "is not between 1 and 3" in out
    assert "game over" in out
    assert err == ""


def test_end_of_input_abandons_the_game_politely() -> None:
    status, out, _ = run(["play", "high-card", "--seed", "3"], "2\n")
    assert status == 1
    assert "game abandoned after" in out


def test_interrupt_abandons_the_game_with_status_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupt(*args: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr("frontier_games.bots.human.HumanBot.choose", interrupt)
    status, out, _ = run(["play", "high-card", "--seed", "3"])
    assert status == 130
    assert "interrupted" in out


def test_saved_game_is_a_record_that_replays(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    argv = ["play", "high-card", "--players", "3", "--seed", "5", "--save", str(path)]
    status, _, _ = run(argv + ["--seats", "random,first,human"], "3\n2\n")
    assert status == 0
    record = from_json(path.read_text(), GameRecord)
    assert record.labels == ("RandomBot(seed=500)", "FirstLegalBot()", "human")
    assert GAME.is_over(replay(record, GAME)[-1])


def test_abandoned_game_is_saved_up_to_where_it_stopped(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    argv = ["play", "high-card", "--seed", "5", "--seats", "random,human", "--save", str(path)]
    status, _, _ = run(argv, "1\n")
    assert status == 1
    record = from_json(path.read_text(), GameRecord)
    assert 0 < len(record.actions) < 4
    assert not GAME.is_over(replay(record, GAME)[-1])


def test_all_bot_game_needs_no_input() -> None:
    status, out, _ = run(["play", "high-card", "--seed", "1", "--seats", "random,first"])
    assert status == 0
    assert "game over" in out


def test_unknown_game_lists_the_known_ids_and_exits_2() -> None:
    status, _, err = run(["play", "poker"])
    assert status == 2
    assert "unknown game 'poker'" in err
    assert "high-card" in err


@pytest.mark.parametrize(
    ("seats", "message"),
    [("human", "names 1 seats"), ("human,robot", "unknown bot 'robot'")],
)
def test_bad_seats_are_refused_with_exit_2(seats: str, message: str) -> None:
    status, _, err = run(["play", "high-card", "--seats", seats])
    assert status == 2
    assert message in err


def test_any_bot_spec_may_take_a_seat() -> None:
    status, out, _ = run(
        ["play", "high-card", "--seed", "2", "--seats", "ismcts:iterations=3,exploration=1,first"]
    )
    assert status == 0
    assert "ISMCTSBot(seed=200, iterations=3, exploration=1.0), FirstLegalBot()" in out
    assert "game over" in out


def test_player_count_out_of_range_is_refused_with_exit_2() -> None:
    status, _, err = run(["play", "high-card", "--players", "9"])
    assert status == 2
    assert "2 to 4 players" in err


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, _ = run(["play", "--players", "x"])
    assert status == 2
    assert "usage" in capsys.readouterr().err


def test_play_without_a_game_or_a_record_says_what_it_needs() -> None:
    status, _, err = run(["play"])
    assert status == 2
    assert "name the game to play, or give --load RECORD" in err


# --- replay -----------------------------------------------------------------------------


def saved_record(tmp_path: Path, seed: int = 4) -> Path:
    from frontier_games.bots import RandomBot
    from frontier_games.play import play_game

    record = play_game(GAME, [RandomBot(1), RandomBot(2)], players=2, seed=seed).record
    path = tmp_path / "record.json"
    path.write_text(to_json(record))
    return path


def test_replay_prints_each_action_the_spectator_view_and_the_outcome(tmp_path: Path) -> None:
    status, out, _ = run(["replay", str(saved_record(tmp_path))])
    assert status == 0
    assert out.count("#") == 4
    assert "#1 (RandomBot(seed=" in out
    assert "seat 0 commits a sealed bet" in out or "seat 1 commits a sealed bet" in out
    assert "the bets are revealed" in out
    assert "your card" not in out  # the spectator sees no seat's secrets
    assert "game over" in out
    assert "winner" in out or "shared victory" in out


def test_replay_step_waits_for_enter_between_actions(tmp_path: Path) -> None:
    status, out, _ = run(["replay", str(saved_record(tmp_path)), "--step"], "\n" * 4)
    assert status == 0
    assert out.count("[Enter for the next action]") == 4


def test_replay_step_stops_when_input_ends(tmp_path: Path) -> None:
    status, out, _ = run(["replay", str(saved_record(tmp_path)), "--step"], "\n")
    assert status == 1
    assert "game over" not in out


def test_replay_of_a_missing_file_exits_2(tmp_path: Path) -> None:
    status, _, err = run(["replay", str(tmp_path / "nothing.json")])
    assert status == 2
    assert "cannot read" in err


@pytest.mark.parametrize("text", ["{not json", '{"game": "high-card"}', "[1, 2]"])
def test_replay_of_a_file_that_is_not_a_record_exits_2(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    status, _, err = run(["replay", str(path)])
    assert status == 2
    assert "is not a game record" in err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"game": "high-card", "players": 2, "seed": 1' + "0" * 5000 + "}", "4300 digits"),
        ('{"game": "high-card", "players": 2, "seed": 1, "options": {"x": NaN}}', "NaN"),
        ('{"game": "high-card", "players": 2, "players": 3, "seed": 1}', "'players' twice"),
        ('{"game": "high-card", "players": 2, "seed": 1, "options": {"x": 1e999}}', "too large"),
    ],
)
def test_replay_of_a_record_json_cannot_hold_exits_2_with_a_message(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "odd.json"
    path.write_text(text)
    status, _, err = run(["replay", str(path)])
    assert status == 2
    assert "is not a game record" in err
    assert message in err
    assert "Traceback" not in err


def test_replay_of_an_unknown_game_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text(to_json(GameRecord(game="poker", players=2, seed=0)))
    status, _, err = run(["replay", str(path)])
    assert status == 2
    assert "unknown game 'poker'" in err


def test_replay_of_an_illegal_action_exits_2(tmp_path: Path) -> None:
    record = GameRecord(
        game="high-card", players=2, seed=0, actions=({"type": "Keep", "player": 0},)
    )
    path = tmp_path / "illegal.json"
    path.write_text(to_json(record))
    status, _, err = run(["replay", str(path)])
    assert status == 2
    assert "cannot be replayed" in err


def test_replay_of_an_unfinished_game_says_where_it_stops(tmp_path: Path) -> None:
    record = GameRecord(
        game="high-card", players=2, seed=0, actions=({"type": "Bet", "player": 0, "chips": 1},)
    )
    path = tmp_path / "part.json"
    path.write_text(to_json(record))
    status, out, _ = run(["replay", str(path)])
    assert status == 0
    assert "stops before the end" in out


# --- bench through the command line -----------------------------------------------------


def test_bench_command_prints_json_figures() -> None:
    status, out, _ = run(["bench", "--seconds", "0.05", "--json", "--no-openspiel"])
    assert status == 0
    report = json.loads(out)
    assert report["games"][0]["game"] == "high-card"


def test_bench_command_refuses_an_unknown_game() -> None:
    status, _, err = run(["bench", "--seconds", "0.05", "--games", "poker"])
    assert status == 2
    assert "poker" in err


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf", "-inf", "soon"])
def test_bench_command_refuses_seconds_that_are_not_a_positive_finite_number(
    seconds: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(["bench", "--seconds", seconds, "--no-openspiel"])
    assert status == 2
    assert out == ""
    assert "--seconds" in capsys.readouterr().err  # argparse's usage error


def test_bench_command_picks_games_from_the_catalogue_it_is_given() -> None:
    # "high-card" is not registered: --games finds it in the games passed to main.
    argv = ["bench", "--seconds", "0.05", "--json", "--no-openspiel", "--games", "high-card"]
    status, out, err = run(argv)
    assert status == 0, err
    assert [g["game"] for g in json.loads(out)["games"]] == ["high-card"]
    status, _, err = run(["bench", "--seconds", "0.05", "--games", "apache"])
    assert status == 2
    assert "no game called 'apache'; known games: high-card" in err


# --- helpers, entry points and examples -------------------------------------------------


def test_outcome_lists_seats_best_first() -> None:
    text = describe_outcome(Outcome((3, 9, 9), (3, 1, 1), frozenset({1, 2})), ("a", "b", "c"))
    assert text.splitlines() == [
        "shared victory: seat 1 (b), seat 2 (c)",
        "  1. seat 1 (b): 9",
        "  1. seat 2 (c): 9",
        "  3. seat 0 (a): 3",
    ]


def test_python_dash_m_runs_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "frontier_games", "list"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout.strip()


@pytest.mark.parametrize("script", ["random_playout.py", "save_and_replay.py"])
def test_examples_run_without_games(script: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(frontier_games.games, "REGISTERED", {})
    example = runpy.run_path(str(ROOT / "examples" / script))
    assert example["main"]() == 0


@pytest.mark.parametrize("script", ["random_playout.py", "save_and_replay.py"])
def test_examples_play_a_registered_game(
    script: str, toy_registered: None, capsys: pytest.CaptureFixture[str]
) -> None:
    example = runpy.run_path(str(ROOT / "examples" / script))
    assert example["main"]() == 0
    assert "high-card" in capsys.readouterr().out


# --- issue 8: a terminal game worth playing ---------------------------------------------


def test_play_takes_the_games_options_as_json() -> None:
    answers = "bet 5\n1\n"
    status, out, _ = run(
        ["play", "high-card", "--seed", "3", "--options", '{"max_bet": 5}'], answers
    )
    assert status == 0
    assert "6. seat 0 bets 5 chips" in out


def test_play_refuses_options_that_are_not_the_games() -> None:
    status, _, err = run(["play", "high-card", "--options", '{"max_bet": "x"}'])
    assert status == 2
    assert "--options is not high-card's options: $.max_bet: expected an integer" in err
    status, _, err = run(["play", "high-card", "--options", "{"])
    assert status == 2
    assert "not valid JSON" in err


def test_play_load_resumes_a_saved_game_from_its_last_position(tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    status, out, _ = run(["play", "high-card", "--seed", "3", "--save", str(path)], "1\n")
    assert status == 1  # the input ended after the bet: the game is saved half-played
    saved = from_json(path.read_text(encoding="utf-8"), GameRecord)
    assert len(saved.actions) >= 1
    status, out, _ = run(["play", "--load", str(path), "--save", str(path)], "1\n")
    assert status == 0
    assert f"resuming after {len(saved.actions)} actions" in out
    assert "game over" in out
    finished = from_json(path.read_text(encoding="utf-8"), GameRecord)
    assert finished.actions[: len(saved.actions)] == saved.actions
    assert replay(finished, GAME)[-1].phase.name == "OVER"


def test_a_typed_move_the_rules_forbid_now_is_answered_with_its_rule() -> None:
    status, out, _ = run(["play", "high-card", "--seed", "3"], "keep\n1\n1\n")
    assert status == 0
    assert "refused: every seat bets first [betting-now]" in out


def test_replay_shows_a_seats_view_and_narration(tmp_path: Path) -> None:
    status, out, _ = run(["replay", str(saved_record(tmp_path)), "--seat", "0"])
    assert status == 0
    assert "your card:" in out  # seat 0's own card is in its view
    assert "seat 0 bets " in out  # its own bet, as it saw it
    status, _, err = run(["replay", str(saved_record(tmp_path)), "--seat", "2"])
    assert status == 2
    assert "there is no seat 2 in this 2-player game" in err


def test_replay_narrate_prints_one_block_of_lines_per_action(tmp_path: Path) -> None:
    status, out, _ = run(["replay", str(saved_record(tmp_path)), "--narrate"])
    assert status == 0
    assert "High Card," not in out  # no rendering
    assert out.count("#") == 4
    assert len(out.splitlines()) < 20


def test_demo_shows_the_final_position_the_end_and_why_random_results_look_odd() -> None:
    status, out, _ = run(["demo"])
    assert status == 0
    assert "    High Card, over phase" in out
    assert "the game is over:" in out
    assert "random bots choose every legal move alike" in out


# --- tournament -----------------------------------------------------------------------------


def test_tournament_prints_the_table_as_it_goes_and_at_the_end() -> None:
    argv = ["tournament", "high-card", "--bots", "random,first", "--games", "20"]
    status, out, _ = run([*argv, "--backend", "serial", "--seed", "4"])
    assert status == 0
    assert [line for line in out.splitlines() if line.startswith("after ")] == [
        f"after {games} of 20 games:" for games in range(2, 20, 2)
    ]
    final = out.split("\n\n")[-1].splitlines()
    assert final[0] == "high-card: 2 players, 20 games, seed 4"
    assert [line.split()[0] for line in final[2:]] == ["random", "first"]


def test_tournament_in_processes_prints_what_it_prints_serially() -> None:
    argv = ["tournament", "high-card", "--bots", "random,random,first", "--games", "12"]
    serial = run([*argv, "--backend", "serial"])
    assert run([*argv, "--workers", "2"]) == serial
    assert serial[0] == 0


def test_tournament_writes_every_games_record_as_a_json_line(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    argv = ["tournament", "high-card", "--bots", "random,first", "--games", "6"]
    status, out, _ = run([*argv, "--backend", "serial", "--records", str(path)])
    assert status == 0
    assert f"records written to {path}" in out
    records = [from_json(line, GameRecord) for line in path.read_text("utf-8").splitlines()]
    assert [record.labels for record in records] == [("random", "first"), ("first", "random")] * 3


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--players", "3"], "expected one bot per seat (3), got 2"),
        (["--games", "0"], "expected games >= 1, got 0"),
        (["--ray-address", "auto"], "ray_address is for backend='ray'"),
        (["--options", '{"max_bet": "two"}'], "--options is not high-card's options"),
        (["--bots", "random,randon"], "unknown bot 'randon'"),
    ],
)
def test_tournament_refuses_bad_arguments_with_status_2(extra: list[str], message: str) -> None:
    argv = ["tournament", "high-card", "--bots", "random,first", "--backend", "serial"]
    status, _, err = run([*argv, *extra])
    assert status == 2
    assert message in err


def test_tournament_of_an_unknown_game_or_backend_exits_2() -> None:
    status, _, err = run(["tournament", "poker", "--bots", "random,random"])
    assert (status, "unknown game 'poker'" in err) == (2, True)
    status, _, _ = run(["tournament", "high-card", "--bots", "random,random", "--backend", "x"])
    assert status == 2


def test_serve_passes_its_deal_options_and_warns_of_them(monkeypatch: pytest.MonkeyPatch) -> None:
    web = pytest.importorskip("frontier_games.web")
    served: list[tuple[Any, ...]] = []
    monkeypatch.setattr(web, "serve", lambda *a, **k: served.append((*a, k)))
    status, out, err = run(["serve", "--port", "8123"])
    assert (status, err) == (0, "")
    assert "http://127.0.0.1:8123" in out
    assert served[-1] == ("127.0.0.1", 8123, {"open_deals": False, "seed": None})
    status, _, err = run(["serve", "--open-deals", "--seed", str(2**63 - 1)])
    assert status == 0
    assert served[-1][-1] == {"open_deals": True, "seed": 2**63 - 1}
    assert "--open-deals: a player may choose the seed" in err
    assert "--seed: every player who learns or guesses it" in err
    status, _, err = run(["serve", "--seed", "-1"])
    assert (status, "--seed is 0 .. 2**63 - 1, not -1" in err) == (2, True)
    assert len(served) == 2
