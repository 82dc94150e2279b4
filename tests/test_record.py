"""A game record replays to exactly the states the game went through, or says why not."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest

from frontier_games.core import IllegalActionError, SerializationError
from frontier_games.record import SCHEMA_VERSION, GameRecord, replay
from frontier_games.rng import Rng, choice
from frontier_games.serialization import from_json, to_json
from tests.toy_game import GAME, Bet, Keep, Options, Redraw


def play_out(
    players: int, seed: int, options: Options | None = None
) -> tuple[list[Any], list[Any]]:
    """A whole game of random legal moves: the states it went through and the actions."""
    state = GAME.new_game(players, seed, options)
    states, actions = [state], []
    rng = Rng.from_seed(seed + 1)
    while not GAME.is_over(state):
        player = min(GAME.actors(state))
        action, rng = choice(rng, GAME.legal_actions(state, player))
        state = GAME.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def test_replay_gives_exactly_the_states_of_the_game() -> None:
    for seed in range(5):
        states, actions = play_out(3, seed)
        record = GameRecord.of(GAME, players=3, seed=seed, actions=actions)
        assert replay(record, GAME) == tuple(states)


def test_replay_uses_the_recorded_options() -> None:
    options = Options(max_bet=5)
    states, actions = play_out(2, 9, options)
    record = GameRecord.of(GAME, players=2, seed=9, actions=actions, options=options)
    assert record.options == {"max_bet": 5}
    replayed = replay(record, GAME)
    assert replayed == tuple(states)
    assert replayed[0].options == options


def test_a_record_of_no_actions_replays_to_the_set_up() -> None:
    record = GameRecord.of(GAME, players=2, seed=4)
    assert replay(record, GAME) == (GAME.new_game(2, 4),)


def test_a_record_stores_actions_in_plain_data_form_with_their_tags() -> None:
    record = GameRecord.of(GAME, 2, 1, actions=[Bet(0, 2), Keep(1)], labels=["ann", "bot"])
    assert record.actions == (
        {"type": "Bet", "player": 0, "chips": 2},
        {"type": "Keep", "player": 1},
    )
    assert record.typed_actions(GAME) == (Bet(0, 2), Keep(1))
    assert record.labels == ("ann", "bot")
    assert record.schema_version == SCHEMA_VERSION
    assert record.game == "high-card"


def test_an_illegal_action_in_a_record_is_refused_naming_its_index() -> None:
    _, actions = play_out(2, 3)
    # Redrawing during the betting is illegal: put it after the first bet.
    tampered = [actions[0], Redraw(1), *actions[1:]]
    record = GameRecord.of(GAME, players=2, seed=3, actions=tampered)
    with pytest.raises(IllegalActionError, match="record action 1") as raised:
        replay(record, GAME)
    assert raised.value.rule == "not-legal-in-record"
    assert raised.value.player == 1
    assert raised.value.action == Redraw(1)


def test_an_action_by_a_seat_that_may_not_act_is_refused() -> None:
    record = GameRecord.of(GAME, players=2, seed=3, actions=[Bet(0, 1), Bet(0, 1)])
    with pytest.raises(IllegalActionError, match="record action 1"):
        replay(record, GAME)


def test_an_action_beyond_the_options_is_refused() -> None:
    record = GameRecord.of(GAME, players=2, seed=3, actions=[Bet(0, 3)])
    with pytest.raises(IllegalActionError, match="record action 0"):
        replay(record, GAME)


def test_a_record_round_trips_through_json() -> None:
    _, actions = play_out(4, 11)
    record = GameRecord.of(
        GAME, 4, 11, actions=actions, options=Options(max_bet=3), labels=("a", "b", "c", "d")
    )
    loaded = from_json(to_json(record), GameRecord)
    assert loaded == record
    assert replay(loaded, GAME) == replay(record, GAME)


def test_a_record_is_game_independent_json() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])))
    assert data == {
        "game": "high-card",
        "players": 2,
        "seed": 1,
        "actions": [{"type": "Bet", "player": 0, "chips": 1}],
        "options": None,
        "labels": [],
        "schema_version": SCHEMA_VERSION,
    }


def test_a_record_of_an_unsupported_schema_version_is_refused() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1)))
    for version in (0, SCHEMA_VERSION + 1):
        data["schema_version"] = version
        with pytest.raises(SerializationError, match="schema_version"):
            from_json(json.dumps(data), GameRecord)
    with pytest.raises(ValueError, match="schema_version"):
        GameRecord("high-card", 2, 1, schema_version=SCHEMA_VERSION + 1)


def test_a_record_with_a_malformed_field_is_refused_with_its_path() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1)))
    data["players"] = "2"
    with pytest.raises(SerializationError) as raised:
        from_json(json.dumps(data), GameRecord)
    assert raised.value.path == "$.players"


def test_an_unreadable_action_is_reported_at_its_place_in_the_record() -> None:
    record = GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])
    record = attrs.evolve(record, actions=(*record.actions, {"type": "Bet", "player": 1}))
    with pytest.raises(SerializationError) as raised:
        replay(record, GAME)
    assert raised.value.path == "$.actions[1].chips"


def test_an_unknown_action_type_is_reported_at_its_place_in_the_record() -> None:
    record = GameRecord("high-card", 2, 1, actions=({"type": "Fold", "player": 0},))
    with pytest.raises(SerializationError) as raised:
        replay(record, GAME)
    assert raised.value.path == "$.actions[0]"
    assert "Fold" in raised.value.message


def test_unreadable_options_are_reported_at_their_place_in_the_record() -> None:
    record = GameRecord("high-card", 2, 1, options={"max_bet": "2"})
    with pytest.raises(SerializationError) as raised:
        replay(record, GAME)
    assert raised.value.path == "$.options.max_bet"


def test_replay_with_a_game_of_another_name_is_refused() -> None:
    record = GameRecord("apache", 3, 1)
    with pytest.raises(ValueError, match="'apache', not 'high-card'"):
        replay(record, GAME)


def test_replay_of_an_unregistered_game_without_a_game_raises_key_error() -> None:
    record = GameRecord.of(GAME, 2, 1)
    with pytest.raises(KeyError, match="high-card"):
        replay(record)
