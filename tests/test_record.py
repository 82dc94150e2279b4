"""A game record replays to exactly the states the game went through, or says why not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

import frontier_games as fg
from frontier_games.core import IllegalActionError, SerializationError
from frontier_games.record import SCHEMA_VERSION, GameRecord, replay
from frontier_games.rng import Rng, choice
from frontier_games.serialization import from_dict, from_json, to_json
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


def test_an_illegal_action_in_a_record_is_refused_with_the_games_own_rule_and_its_index() -> None:
    _, actions = play_out(2, 3)
    # Redrawing during the betting is illegal: put it after the first bet.
    tampered = [actions[0], Redraw(1), *actions[1:]]
    record = GameRecord.of(GAME, players=2, seed=3, actions=tampered)
    with pytest.raises(IllegalActionError) as raised:
        replay(record, GAME)
    assert raised.value.rule == "betting-now"  # the toy game's own code, not a generic one
    assert raised.value.message == "record action 1: every seat bets first"
    assert raised.value.player == raised.value.seat == 1
    assert raised.value.action == Redraw(1)
    assert isinstance(raised.value.__cause__, IllegalActionError)


def test_an_action_by_a_seat_that_may_not_act_is_refused_with_the_games_rule() -> None:
    record = GameRecord.of(GAME, players=2, seed=3, actions=[Bet(0, 1), Bet(0, 1)])
    with pytest.raises(IllegalActionError, match=r"^record action 1: ") as raised:
        replay(record, GAME)
    assert raised.value.rule == "not-your-turn"
    assert raised.value.player == 0


def test_an_action_beyond_the_options_is_refused_with_the_games_rule() -> None:
    record = GameRecord.of(GAME, players=2, seed=3, actions=[Bet(0, 3)])
    with pytest.raises(IllegalActionError, match="record action 0") as raised:
        replay(record, GAME)
    assert raised.value.rule == "bet-out-of-range"


def _apply_accepting_any_bet(state: Any, action: Any) -> Any:
    if isinstance(action, Bet) and action.player in GAME.actors(state):
        return state.evolve(bets=tuple(action.chips for _ in state.bets))
    return GAME.apply(state, action)


def _apply_crashing_on_big_bets(state: Any, action: Any) -> Any:
    if isinstance(action, Bet) and action.chips > 2:
        raise IndexError("no such bet")
    return GAME.apply(state, action)


@pytest.mark.parametrize("apply", [_apply_accepting_any_bet, _apply_crashing_on_big_bets])
def test_an_unlisted_action_the_games_apply_does_not_refuse_is_not_legal_in_record(
    apply: Any,
) -> None:
    lenient = attrs.evolve(GAME, apply=apply)
    record = GameRecord.of(lenient, players=2, seed=3, actions=[Bet(0, 3)])
    with pytest.raises(IllegalActionError, match=r"^record action 0: ") as raised:
        replay(record, lenient)
    assert raised.value.rule == "not-legal-in-record"
    assert raised.value.player == 0
    assert raised.value.action == Bet(0, 3)


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
        "rules_version": 1,
    }


def test_a_record_of_an_unsupported_schema_version_is_refused_at_its_path() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1)))
    for version in (0, SCHEMA_VERSION + 1, "1", True):
        data["schema_version"] = version
        with pytest.raises(SerializationError) as raised:
            from_json(json.dumps(data), GameRecord)
        assert raised.value.path == "$.schema_version"
    data["schema_version"] = SCHEMA_VERSION + 1
    with pytest.raises(SerializationError, match="schema_version 4 is not supported"):
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


# -- GameRecord.of checks what it is given ----------------------------------------------


@pytest.mark.parametrize("bad", ["junk", object(), None, {"type": "Bet", "player": 0, "chips": 1}])
def test_of_refuses_an_action_that_is_not_one_of_the_games_naming_its_index(bad: Any) -> None:
    with pytest.raises(TypeError, match=r"action 1 is .* not one of high-card's actions"):
        GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1), bad])


@pytest.mark.parametrize(("field", "value"), [("players", "2"), ("players", True), ("seed", 1.5)])
def test_of_and_the_constructor_refuse_a_player_count_or_seed_that_is_not_an_int(
    field: str, value: Any
) -> None:
    arguments: dict[str, Any] = {"players": 2, "seed": 1, field: value}
    with pytest.raises(TypeError, match=f"{field} must be an int"):
        GameRecord.of(GAME, **arguments)
    with pytest.raises(TypeError, match=f"{field} must be an int"):
        GameRecord("high-card", **arguments)


def test_of_refuses_options_of_another_type_and_labels_that_are_not_strings() -> None:
    with pytest.raises(TypeError, match="options must be None or of type Options"):
        GameRecord.of(GAME, 2, 1, options={"max_bet": 2})
    with pytest.raises(TypeError, match="label 1 is 7"):
        GameRecord.of(GAME, 2, 1, labels=["ann", 7])  # type: ignore[list-item]


def test_records_made_with_of_write_the_same_json_every_time() -> None:
    _, actions = play_out(3, 5)
    first = GameRecord.of(GAME, 3, 5, actions=actions, options=Options(max_bet=4))
    again = GameRecord.of(GAME, 3, 5, actions=list(actions), options=Options(max_bet=4))
    assert to_json(first) == to_json(again)
    assert to_json(from_json(to_json(first), GameRecord)) == to_json(first)


def test_a_record_compares_by_value_but_is_unhashable_by_design() -> None:
    record = GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])
    assert record == GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])
    assert record != GameRecord.of(GAME, 2, 1, actions=[Bet(0, 2)])
    with pytest.raises(TypeError, match="unhashable"):
        hash(record)


# -- version-1 records keep loading --------------------------------------------------------

_DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    ("file", "scores"),
    [
        ("apache-record-v1.json", (0, 0, 5)),
        ("pappy-winchester-record-v1.json", (41000, 32000, 25000, 34000)),
    ],
)
def test_a_version_1_record_saved_by_the_first_release_still_replays_to_its_end(
    file: str, scores: tuple[int, ...]
) -> None:
    # Written by version 0.1.0 (enum members by value: "boat", colours [3, 0, 4], an
    # Apache prisoner as the card kind 9); the scores are what that version computed.
    record = from_json((_DATA / file).read_text(encoding="utf-8"), GameRecord)
    assert record.schema_version == 1
    game = fg.get_game(record.game)
    final = replay(record)[-1]
    assert game.is_over(final)
    assert game.outcome(final).scores == scores
    # Written again, it is a version-2 record of the same game.
    again = GameRecord.of(
        game, record.players, record.seed, record.typed_actions(game), record.typed_options(game)
    )
    assert again.schema_version == SCHEMA_VERSION == 3
    assert again.rules_version == record.rules_version == 1
    assert replay(from_json(to_json(again), GameRecord))[-1] == final


# -- a record holds only what loads back from its JSON ---------------------------------------


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"schema_version": True}, "schema_version must be an int, got True"),
        ({"labels": (1,)}, r"labels must be a tuple of str, got \(1,\)"),
        ({"labels": ["alice"]}, "labels must be a tuple of str"),
        ({"actions": [{"type": "Keep", "player": 0}]}, "actions must be a tuple"),
        ({"actions": ({1: 2},)}, r"actions\[0\] must be a dict with str keys"),
        ({"options": 5}, "options must be None or a dict with str keys"),
        ({"game": 7}, "game must be a str"),
        ({"players": 2.0}, "players must be an int, got 2.0"),
    ],
)
def test_a_record_refuses_a_field_its_json_would_not_load_back_as(
    fields: dict[str, Any], message: str
) -> None:
    values: dict[str, Any] = {"game": "high-card", "players": 2, "seed": 1, **fields}
    with pytest.raises(TypeError, match=message):
        GameRecord(**values)


def test_an_enormous_number_in_a_record_is_a_serialization_error_that_says_so() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1)))
    data["labels"] = [10**5000]
    with pytest.raises(SerializationError, match=r"labels\[0\]: expected a string, got int an"):
        from_dict(data, GameRecord)
    with pytest.raises(SerializationError, match="cannot read this JSON"):
        from_json('{"game": "high-card", "seed": 1' + "0" * 5000 + "}", GameRecord)
    with pytest.raises(ValueError, match="an int of 5001 digits is not supported"):
        GameRecord("high-card", 2, 1, schema_version=10**5000)


# -- rules versions: a saved game outlives a rule fix, or is refused, never silently changed


def _version_2(options: Options) -> Options:
    """Say rules version 2 of High Card lowered the largest bet to 1: ``max_bet=2`` keeps
    version 1's rules."""
    return options.evolve(max_bet=2)


def test_a_record_stores_the_rules_version_it_was_made_under() -> None:
    _, actions = play_out(2, 5)
    assert GameRecord.of(GAME, 2, 5, actions).rules_version == GAME.rules_version == 1
    later = attrs.evolve(GAME, rules_version=2, older_rules={1: _version_2})
    record = GameRecord.of(later, 2, 5, actions, Options(max_bet=1))
    assert record.rules_version == 2
    assert from_json(to_json(record), GameRecord) == record


def test_a_record_of_older_rules_replays_under_the_options_that_keep_them() -> None:
    states, actions = play_out(3, 8)
    record = GameRecord.of(GAME, 3, 8, actions)  # made under version 1, the defaults
    later = attrs.evolve(GAME, rules_version=2, older_rules={1: _version_2})
    assert record.typed_options(later) == Options(max_bet=2)
    assert replay(record, later) == tuple(states)


def test_a_record_of_rules_no_option_keeps_is_refused_naming_both_versions() -> None:
    _, actions = play_out(2, 3)
    record = GameRecord.of(GAME, 2, 3, actions)
    later = attrs.evolve(GAME, rules_version=2)  # keeps no older rules
    with pytest.raises(fg.RulesVersionError, match=r"rules version 1.*rules version 2") as raised:
        replay(record, later)
    assert (raised.value.recorded, raised.value.played) == (1, 2)
    newer = attrs.evolve(record, rules_version=3)
    with pytest.raises(fg.RulesVersionError, match=r"rules version 3.*rules version 1"):
        replay(newer, GAME)


def test_a_record_of_an_earlier_format_was_made_under_rules_version_1() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])))
    del data["rules_version"]
    data["schema_version"] = 2
    assert from_json(json.dumps(data), GameRecord).rules_version == 1


@pytest.mark.parametrize("version", [0, -1, True, "1", 1.0])
def test_a_rules_version_that_is_not_a_count_is_refused(version: object) -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1)))
    data["rules_version"] = version
    with pytest.raises(SerializationError) as raised:
        from_json(json.dumps(data), GameRecord)
    assert raised.value.path == "$.rules_version"


def test_every_game_states_its_rules_version() -> None:
    for name in fg.game_names():
        game = fg.get_game(name)
        assert type(game.rules_version) is int
        assert game.rules_version >= 1
        options = game.options_type()
        assert game.options_for_rules(game.rules_version, options) is options


def test_a_record_of_today_s_format_must_name_its_rules_version() -> None:
    data = json.loads(to_json(GameRecord.of(GAME, 2, 1, actions=[Bet(0, 1)])))
    del data["rules_version"]
    with pytest.raises(SerializationError, match="names the rules_version") as raised:
        from_json(json.dumps(data), GameRecord)
    assert raised.value.path == "$.rules_version"


def test_a_record_of_newer_rules_asks_for_a_newer_library() -> None:
    newer = attrs.evolve(GameRecord.of(GAME, 2, 1), rules_version=2)
    with pytest.raises(fg.RulesVersionError, match="newer than this library's") as raised:
        replay(newer, GAME)
    assert (raised.value.recorded, raised.value.played) == (2, 1)
