"""A game played from outside at one seat, bots at the others (``adapters.tables``): what
the MCP server and the web table hold, and how their deals are kept from the seats."""

from __future__ import annotations

from typing import Any

import pytest

import frontier_games as fg
from frontier_games.adapters.tables import (
    SEEDS,
    RefusedMove,
    SecretDeal,
    Table,
    TableError,
    TableFault,
    Tables,
    checked_bot,
    fresh_seed,
)
from frontier_games.bots import BotSpecError
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json, to_json


def play_out(table: Table, moves: int | None = None) -> None:
    """Play the seat's first legal move until the end, or ``moves`` times."""
    count = 0
    while not table.over and (moves is None or count < moves):
        table.play(0)
        count += 1


def test_the_bots_play_until_it_is_the_seats_turn() -> None:
    table = Table.start("chaparral", players=3, seat=2, bots=["first", "random"], seed=4)
    assert table.your_turn
    assert not table.over
    assert table.labels == ("first", "random", "you")  # no bot's seed: it is made from the game's
    assert table.legal_actions() == table.game.legal_actions(table.env.state, 2)


def test_a_move_by_its_position_or_in_words_is_played_and_told() -> None:
    table = Table.start("apache", players=2, seat=0, bots=["first"], seed=3)
    words = table.legal_descriptions()[-1]
    played = table.play(len(table.legal_actions()) - 1)
    assert played["moved"] == words
    assert table.log[0] == played["narration"][0]
    again = Table.start("apache", players=2, seat=0, bots=["first"], seed=3)
    assert again.play(words)["moved"] == words
    assert again.env.state == table.env.state


def test_a_refused_move_names_the_closest_moves_and_changes_nothing() -> None:
    table = Table.start("apache", players=2, seat=0, seed=3)
    before = table.env.state
    with pytest.raises(RefusedMove) as refused:
        table.play("dance a jig")
    assert refused.value.rule == "unreadable-move"
    assert set(refused.value.closest) <= set(table.legal_descriptions())
    assert table.env.state == before
    assert table.log == []


@pytest.mark.parametrize("move", [-1, 99, 1.5, None, True])
def test_a_move_that_is_no_legal_position_or_words_is_refused(move: object) -> None:
    table = Table.start("apache", players=2, seat=0, seed=3)
    with pytest.raises(TableError):
        table.play(move)  # type: ignore[arg-type]  # what a client might send


def test_no_move_is_taken_once_the_game_is_over() -> None:
    table = Table.start("apache", players=2, seat=1, bots=["first"], seed=5)
    play_out(table)
    assert table.over
    assert "outcome" in table.report()
    with pytest.raises(TableError, match="over"):
        table.play(0)


@pytest.mark.parametrize(
    ("seat", "bots"),
    [(2, None), (-1, None), ("0", None), (0, ["random", "random"]), (0, ["os:system"])],
)
def test_a_seat_off_the_table_or_bots_that_are_not_the_librarys_are_refused(
    seat: object, bots: list[str] | None
) -> None:
    with pytest.raises(TableError):
        Table.start("apache", players=2, seat=seat, bots=bots, seed=1)  # type: ignore[arg-type]


def test_the_log_holds_everything_the_seat_was_told_and_the_record_replays_the_game() -> None:
    table = Table.start("pappy-winchester", players=3, seat=1, bots=["first", "first"], seed=2)
    play_out(table)
    record = table.record()
    assert record.labels == table.labels
    assert replay(record)[-1] == table.env.state
    told = sum(1 for line in table.log if line)
    assert told >= len(record.actions)  # every move was told, at least in a line


def test_a_game_resumed_from_its_record_goes_on_from_the_same_position() -> None:
    table = Table.start("wild-fun-west", players=4, seat=0, bots=["first"] * 3, seed=6)
    play_out(table, moves=5)
    record = from_json(to_json(table.record()), GameRecord)
    resumed = Table.resume(record, seat=0, bots=["first"] * 3)
    assert resumed.env.state == table.env.state
    assert resumed.legal_descriptions() == table.legal_descriptions()
    assert resumed.log == table.log


def test_a_resumed_record_with_an_illegal_action_is_refused() -> None:
    table = Table.start("apache", players=2, seat=0, seed=3)
    table.play(0)
    record = table.record()
    broken = GameRecord(
        record.game, record.players, record.seed, (record.actions[0],) * 2, record.options
    )
    with pytest.raises(fg.IllegalActionError):
        Table.resume(broken)


def test_tables_forget_the_least_recently_used_game_and_name_the_handles_held() -> None:
    tables = Tables(max_games=2)
    first = tables.add(Table.start("apache", players=2, seed=1))
    second = tables.add(Table.start("apache", players=2, seed=2))
    tables.get(first)  # now the most recently used
    third = tables.add(Table.start("apache", players=2, seed=3))
    assert tables.handles() == (first, third)
    with pytest.raises(TableError, match=first):
        tables.get(second)
    with pytest.raises(ValueError, match="max_games"):
        Tables(max_games=0)


def test_a_table_deals_with_63_secret_bits_unless_its_program_gives_a_seed() -> None:
    seeds = {Table.start("apache", players=2).env.seed for _ in range(32)}
    seeds |= {fresh_seed() for _ in range(32)}
    assert len(seeds) == 64
    assert all(seed is not None and 0 <= seed < SEEDS for seed in seeds)
    assert max(s for s in seeds if s is not None) >= 2**62  # fails once in 2**64 runs
    assert Table.start("apache", players=2, seed=7).env.seed == 7


@pytest.mark.parametrize("name", fg.game_names())
def test_a_63_bit_seed_deals_every_game_and_its_record_keeps_it(name: str) -> None:
    game = fg.get_game(name)
    players = game.min_players
    seed = SEEDS - 1
    bots = ["heuristic"] * (players - 1)
    table = Table.start(name, players=players, seat=0, bots=bots, seed=seed)
    play_out(table, moves=3)
    record = from_json(to_json(table.record()), GameRecord)
    assert record.seed == seed
    assert replay(record)[-1] == table.env.state
    other = Table.start(name, players=players, seat=0, bots=bots, seed=seed - 1)
    assert other.env.state != Table.start(name, players, 0, bots, seed).env.state


def test_by_default_tables_refuse_a_seats_seed_and_records() -> None:
    tables = Tables()
    with pytest.raises(SecretDeal, match="may not choose the seed"):
        tables.start("apache", players=2, seed=12345)
    record = Table.start("apache", players=2, seed=3).record()
    with pytest.raises(SecretDeal, match="does not go on from records"):
        tables.resume(record)
    assert tables.handles() == ()
    handle, table = tables.start("apache", players=2, bots=["first"])
    assert tables.get(handle) is table
    assert table.env.seed is not None


def test_with_open_deals_a_seat_chooses_the_seed_and_goes_on_from_a_record() -> None:
    tables = Tables(open_deals=True)
    _, first = tables.start("chaparral", players=3, bots=["first"] * 2, seed=SEEDS - 1)
    _, again = tables.start("chaparral", players=3, bots=["first"] * 2, seed=SEEDS - 1)
    assert first.env.state == again.env.state
    play_out(first, moves=2)
    _, resumed = tables.resume(first.record(), bots=["first"] * 2)
    assert resumed.env.state == first.env.state
    with pytest.raises(TableError, match="2\\*\\*63 - 1"):
        tables.start("chaparral", players=3, seed=SEEDS)


def test_the_servers_seed_deals_game_after_game_again_and_one_seed_tells_no_other() -> None:
    def seeds(server: int) -> list[int | None]:
        tables = Tables(seed=server)
        return [tables.start("apache", players=2)[1].env.seed for _ in range(4)]

    dealt = seeds(5)
    assert seeds(5) == dealt
    assert len(set(dealt)) == 4
    assert all(seed is not None and 2**40 <= seed < SEEDS for seed in dealt)
    assert set(seeds(6)).isdisjoint(dealt)
    tables = Tables(seed=5)
    with pytest.raises(fg.SetupError):
        tables.start("apache", players=9)  # a refused start deals nothing
    assert tables.start("apache", players=2)[1].env.seed == dealt[0]


@pytest.mark.parametrize(
    "arguments",
    [{"max_games": 0}, {"open_deals": 1}, {"seed": -1}, {"seed": SEEDS}, {"seed": "7"}],
)
def test_bad_tables_arguments_are_refused(arguments: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"max_games|open_deals|a seed"):
        Tables(**arguments)


def test_a_seat_may_not_choose_a_bots_seed() -> None:
    for spec in ("random:seed=5", "ismcts:iterations=10,seed=5", "heuristic: seed = 5"):
        with pytest.raises(TableError, match="a bot's seed is the server's"):
            checked_bot(spec)
    assert checked_bot("ismcts:iterations=10") == "ismcts:iterations=10"


class Failing:
    """A bot whose failure names a hidden card."""

    def choose(self, game: Any, view: Any, legal: Any) -> Any:
        raise ValueError("seat 1 holds the chief and the warrior")


def test_a_failure_after_the_deal_tells_nothing_but_keeps_its_cause(
    caplog: pytest.LogCaptureFixture,
) -> None:
    table = Table.start("apache", players=2, seat=0, bots=["first"], seed=3)
    table.bots[1] = Failing()
    with pytest.raises(TableFault) as failed:
        table.play(len(table.legal_actions()) - 1)
    assert "chief" not in str(failed.value)
    assert "the bots played" in str(failed.value)
    assert isinstance(failed.value.__cause__, ValueError)
    assert "chief" in caplog.text  # for the server's log only


def test_a_refusal_of_the_bots_comes_before_the_deal() -> None:
    tables = Tables(seed=11)
    with pytest.raises(BotSpecError, match="exploration"):
        tables.start("apache", players=2, bots=["ismcts:exploration=-1"])
    first = Tables(seed=11).start("apache", players=2)[1].env.seed
    assert tables.start("apache", players=2)[1].env.seed == first  # no deal was drawn
