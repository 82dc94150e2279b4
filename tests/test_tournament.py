"""Tournaments: seating, seeds, the same results on every backend, records, rows, errors."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from frontier_games.bots import BotSpecError, RandomBot
from frontier_games.core import Game, IllegalActionError, SetupError
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json
from frontier_games.testing import gold_claim
from frontier_games.tournament import (
    TournamentResult,
    game_seeds,
    run_tournament,
    wilson_interval,
)
from tests import toy_game

AnyGame = Game[Any, Any, Any, Any]
GOLD = gold_claim.GAME
HIGH_CARD = toy_game.GAME


class LastLegalBot:
    """Always the last legal action: in Gold Claim, every dollar on the claim."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, game: AnyGame, view: object, legal_actions: Sequence[Any]) -> Any:
        return legal_actions[-1]

    def __repr__(self) -> str:
        return "LastLegalBot()"


class CheatingBot:
    """Answers with a move it was not offered."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, game: AnyGame, view: object, legal_actions: Sequence[Any]) -> Any:
        return "a fifth ace"


class SeedLog:
    """Builds random bots and remembers the seed of each (for the serial backend)."""

    def __init__(self) -> None:
        self.seeds: list[int] = []

    def __call__(self, seed: int) -> RandomBot:
        self.seeds.append(seed)
        return RandomBot(seed)


def records_in(path: Path) -> list[GameRecord]:
    return [from_json(line, GameRecord) for line in path.read_text("utf-8").splitlines()]


def played(
    game: AnyGame | str = GOLD,
    bots: Sequence[str | Callable[[int], Any]] = ("random", "first", "random"),
    games: int = 6,
    **options: Any,
) -> TournamentResult:
    arguments: dict[str, Any] = {"seed": 5, "backend": "serial", **options}
    return run_tournament(game, bots, games=games, players=len(bots), **arguments)


# --- seating and seeds -------------------------------------------------------------------


def test_game_g_seats_entrant_e_at_seat_e_plus_g(tmp_path: Path) -> None:
    names = ("random", "first", "ismcts:iterations=5")
    played(bots=names, games=6, records=tmp_path / "games.jsonl")
    records = records_in(tmp_path / "games.jsonl")
    for index, record in enumerate(records):
        assert all(record.labels[(e + index) % 3] == name for e, name in enumerate(names))
    for seat in range(3):  # each entrant sat twice in each seat
        assert sorted(record.labels[seat] for record in records) == sorted(names * 2)


def test_each_game_is_seeded_from_the_tournament_seed_and_its_index(tmp_path: Path) -> None:
    played(games=4, records=tmp_path / "games.jsonl")
    seeds = [record.seed for record in records_in(tmp_path / "games.jsonl")]
    assert seeds == [game_seeds(5, index, 3)[0] for index in range(4)]


def test_each_bot_is_built_afresh_with_a_seed_from_the_game_and_its_seat() -> None:
    log = SeedLog()
    played(bots=(log, "first"), games=4)
    # The first call names the entrant; then one bot per game, at seat (0 + g) % 2.
    assert log.seeds == [0] + [game_seeds(5, index, 2)[1][index % 2] for index in range(4)]


def test_game_seeds_are_fixed_by_seed_index_and_seat_on_every_platform() -> None:
    assert game_seeds(0, 0, 2) == (5955252510617471437, (3860325076262867257, 3598124574101656201))
    game_seed, bot_seeds = game_seeds(12, 5, 3)
    assert len({game_seed, *bot_seeds, game_seeds(12, 6, 3)[0], game_seeds(13, 5, 3)[0]}) == 6
    assert all(0 <= seed < 2**63 for seed in (game_seed, *bot_seeds))


# --- the same results on every backend ----------------------------------------------------


@pytest.mark.parametrize("workers", [1, 2])
def test_the_process_backend_gives_the_serial_results_and_records(
    tmp_path: Path, workers: int
) -> None:
    serial = played(HIGH_CARD, games=40, records=tmp_path / "serial.jsonl")
    pooled = played(
        HIGH_CARD, games=40, backend="process", workers=workers, records=tmp_path / "pool.jsonl"
    )
    assert pooled == serial
    assert (tmp_path / "pool.jsonl").read_bytes() == (tmp_path / "serial.jsonl").read_bytes()


def test_a_registered_game_named_by_its_id_plays_alike_in_processes() -> None:
    bots = ("random", "first", "random", "random")
    serial = played("pappy-winchester", bots, games=4)
    assert played("pappy-winchester", bots, games=4, backend="process", workers=2) == serial
    assert serial.game == "pappy-winchester"


def test_progress_is_told_after_each_game_in_game_order_on_every_backend() -> None:
    told: dict[str, list[TournamentResult]] = {"serial": [], "process": []}
    results = {
        backend: played(games=20, backend=backend, workers=2, progress=told[backend].append)
        for backend in told
    }
    assert [result.games for result in told["serial"]] == list(range(1, 21))
    assert told["process"] == told["serial"]
    assert told["serial"][-1] == results["serial"] == results["process"]


# --- what is counted ----------------------------------------------------------------------


def test_the_records_file_holds_every_game_played_and_the_rows_count_them(
    tmp_path: Path,
) -> None:
    result = played(games=9, records=tmp_path / "games.jsonl")
    records = records_in(tmp_path / "games.jsonl")
    assert len(records) == 9
    shares, scores = [0.0, 0.0, 0.0], [0, 0, 0]
    for index, record in enumerate(records):
        assert record.game == "gold-claim"
        outcome = GOLD.outcome(replay(record, GOLD)[-1])
        for entrant in range(3):
            shares[entrant] += outcome.returns()[(entrant + index) % 3]
            scores[entrant] += outcome.scores[(entrant + index) % 3]
    for row, share, score in zip(result.rows, shares, scores, strict=True):
        assert row.games == 9
        assert row.win_share == pytest.approx(share / 9)
        assert row.mean_score == pytest.approx(score / 9)


def test_a_shared_win_counts_as_a_fraction_for_each_winner() -> None:
    # Bots that always bid $0 tie for every claim, so nobody ever takes one: all share.
    result = played(bots=("first", "first", "first"), games=3)
    assert [row.win_share for row in result.rows] == pytest.approx([1 / 3] * 3)


def test_the_interval_is_the_95_percent_wilson_score_interval() -> None:
    assert wilson_interval(0.5, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson_interval(1.0, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson_interval(0.0, 10)[0] == 0.0
    for row in played(games=12).rows:
        assert row.interval == wilson_interval(row.win_share, 12)
        assert row.interval[0] <= row.win_share <= row.interval[1]


def test_the_interval_narrows_as_the_square_root_of_the_games() -> None:
    def width(games: int) -> float:
        low, high = wilson_interval(0.5, games)
        return high - low

    assert width(400) == pytest.approx(width(100) / 2, rel=0.02)
    assert width(1600) == pytest.approx(width(400) / 2, rel=0.01)


def test_a_repeated_name_gets_a_number_and_a_callable_is_named_by_its_bot() -> None:
    result = played(bots=("random", " random ", RandomBot, RandomBot), games=4)
    names = [row.name for row in result.rows]
    assert names == ["random", "random #2", "RandomBot(seed=0)", "RandomBot(seed=0) #2"]


def test_ratings_rank_the_entrant_that_wins_more_above_the_others() -> None:
    pytest.importorskip("openskill")
    # A bot that always bids $0 never takes a claim from random bidders.
    result = played(bots=("random", "first", "random"), games=30)
    ratings = {row.name: row.rating for row in result.rows if row.rating is not None}
    assert len(ratings) == 3
    assert ratings["first"] < min(ratings["random"], ratings["random #2"])


def test_ratings_are_none_without_the_ratings_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openskill", None)
    monkeypatch.setitem(sys.modules, "openskill.models", None)
    result = played(games=3)
    assert [row.rating for row in result.rows] == [None, None, None]
    assert result.table().splitlines()[2].endswith("-")


def test_the_table_has_a_heading_and_a_line_for_each_entrant() -> None:
    lines = played(games=6).table().splitlines()
    assert lines[0] == "gold-claim: 3 players, 6 games, seed 5"
    assert lines[1].split()[:4] == ["entrant", "games", "win", "share"]
    assert [line.split()[0] for line in lines[2:]] == ["random", "first", "random"]
    assert lines[4].split()[1:3] == ["#2", "6"]


# --- Ray's part, with a stand-in for Ray ------------------------------------------------------


class FakeRay:
    """Enough of Ray to run its backend here: each task returns when waited for, the most
    recently submitted first, so results come back out of game order."""

    def __init__(self, initialized: bool) -> None:
        self.initialized = initialized
        self.inits: list[dict[str, Any]] = []
        self.shutdowns = 0
        self.delivered: list[int] = []  # the first game of each batch, as delivered

    def is_initialized(self) -> bool:
        return self.initialized

    def init(self, **arguments: Any) -> None:
        self.inits.append(arguments)
        self.initialized = True

    def shutdown(self) -> None:
        self.shutdowns += 1
        self.initialized = False

    def cluster_resources(self) -> dict[str, float]:
        return {"CPU": 3.0}

    def put(self, value: Any) -> Any:
        return value

    def remote(self, function: Callable[..., Any]) -> Any:
        class Remote:
            @staticmethod
            def remote(*arguments: Any) -> Callable[[], Any]:
                return lambda: function(*arguments)

        return Remote()

    def wait(self, tasks: list[Any], num_returns: int) -> tuple[list[Any], list[Any]]:
        return tasks[-num_returns:], tasks[:-num_returns]

    def get(self, task: Callable[[], Any]) -> Any:
        batch = task()
        self.delivered.append(batch[0].index)
        return batch


def test_results_that_finish_out_of_order_are_counted_in_game_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ray = FakeRay(initialized=False)
    monkeypatch.setitem(sys.modules, "ray", ray)
    assert played(games=200, backend="ray") == played(games=200)
    assert sorted(ray.delivered) != ray.delivered


def test_the_ray_backend_starts_a_local_ray_and_shuts_down_only_that(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ours = FakeRay(initialized=False)
    monkeypatch.setitem(sys.modules, "ray", ours)
    played(games=3, backend="ray", ray_address="local")
    assert ours.inits == [
        {"address": "local", "num_cpus": 2, "include_dashboard": False, "logging_level": 30}
    ]
    assert ours.shutdowns == 1
    theirs = FakeRay(initialized=True)
    monkeypatch.setitem(sys.modules, "ray", theirs)
    played(games=3, backend="ray", ray_address="auto")
    assert (theirs.inits, theirs.shutdowns) == ([], 0)


def test_the_ray_backend_joins_the_cluster_at_an_address(monkeypatch: pytest.MonkeyPatch) -> None:
    ray = FakeRay(initialized=False)
    monkeypatch.setitem(sys.modules, "ray", ray)
    played(games=3, backend="ray", ray_address="10.0.0.5:6379")
    assert ray.inits == [{"address": "10.0.0.5:6379", "logging_level": 30}]
    assert ray.shutdowns == 1


def test_the_ray_backend_without_ray_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ImportError, match=r"pip install 'frontier-games\[ray\]'"):
        played(games=3, backend="ray")


# --- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"players": 2}, r"expected one bot per seat \(2\), got 3"),
        ({"games": 0}, "expected games >= 1, got 0"),
        ({"backend": "threads"}, "unknown backend 'threads': expected one of serial, process"),
        ({"backend": "process", "workers": 0}, "expected workers to be None or an int >= 1"),
        ({"ray_address": "auto"}, "ray_address is for backend='ray', not 'serial'"),
    ],
)
def test_bad_arguments_are_refused_saying_what_is_expected(
    arguments: dict[str, Any], message: str
) -> None:
    settings: dict[str, Any] = {"games": 4, "players": 3, "seed": 1, "backend": "serial"}
    with pytest.raises(ValueError, match=message):
        run_tournament(GOLD, ["random"] * 3, **{**settings, **arguments})


def test_a_player_count_the_game_does_not_allow_is_refused() -> None:
    with pytest.raises(ValueError, match="gold-claim is played by 2 to 4 players, not 5"):
        played(bots=["random"] * 5)


def test_a_spec_that_names_no_bot_is_refused_before_any_game() -> None:
    with pytest.raises(BotSpecError, match="unknown bot 'randon'"):
        played(bots=("random", "randon"))


def test_options_the_game_refuses_are_refused_before_any_game() -> None:
    with pytest.raises(SetupError, match="max_bet must be 0 or more"):
        played(HIGH_CARD, options=toy_game.Options(max_bet=-1))


def test_a_text_of_specs_or_a_bot_that_is_no_entrant_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="split_specs"):
        run_tournament(GOLD, "random,random", games=2, players=2, seed=1, backend="serial")
    with pytest.raises(TypeError, match="a callable taking a seed, not 3"):
        played(bots=("random", 3))  # type: ignore[arg-type]


def test_a_bot_that_cannot_be_pickled_is_refused_by_the_process_backend() -> None:
    with pytest.raises(TypeError, match="cannot be pickled: use spec strings, bot classes"):
        played(bots=("random", lambda seed: RandomBot(seed)), backend="process")


def test_an_unknown_game_id_is_a_key_error() -> None:
    with pytest.raises(KeyError, match="no game called 'poker'"):
        played("poker")


def test_a_bot_playing_an_illegal_move_in_a_worker_stops_the_tournament() -> None:
    with pytest.raises(IllegalActionError, match="not one of seat"):
        played(bots=(LastLegalBot, CheatingBot), games=8, backend="process", workers=2)
