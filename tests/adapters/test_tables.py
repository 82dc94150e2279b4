"""A game played from outside at one seat, bots at the others (``adapters.tables``): what
the MCP server and the web table hold."""

from __future__ import annotations

import pytest

import frontier_games as fg
from frontier_games.adapters.tables import RefusedMove, Table, TableError, Tables
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
