"""Saving and replaying: **json-round-trip**, **record-replay**, **same-seed** and free
**copy**."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from frontier_games.record import GameRecord, replay
from frontier_games.rng import Rng, split
from frontier_games.serialization import from_json, to_json
from frontier_games.testing._base import Battery, Check, _choose, _difference, _error, _short


def round_trip(battery: Battery, value: Any, cls: Any, what: str) -> str:
    """Check 7 for one value; its JSON text."""
    text = battery.call(Check.JSON_ROUND_TRIP, f"to_json({what})", to_json, value, cls)
    try:
        loaded = from_json(text, cls)
    except Exception as error:
        battery.fail(
            Check.JSON_ROUND_TRIP,
            f"{what} does not load back from its JSON {_short(text)}: {_error(error)}",
            error,
        )
    if loaded != value:
        battery.fail(
            Check.JSON_ROUND_TRIP,
            f"{what} changes through JSON: " + _difference(value, loaded, ("original", "reloaded")),
        )
    again = battery.call(Check.JSON_ROUND_TRIP, f"to_json({what})", to_json, loaded, cls)
    if again != text:
        battery.fail(
            Check.JSON_ROUND_TRIP,
            f"{what} and its reloaded copy give different JSON texts: "
            f"{_short(text)} vs {_short(again)}",
        )
    return text


def check_record(battery: Battery, players: int, seed: int, states: Sequence[Any]) -> None:
    game = battery.game
    what = "GameRecord.of(...)"
    record = battery.call(
        Check.RECORD_REPLAY,
        what,
        GameRecord.of,
        game,
        players,
        seed,
        battery.where.actions,
        battery.options,
    )
    text = battery.call(Check.RECORD_REPLAY, "to_json(record)", to_json, record)
    loaded = battery.call(Check.RECORD_REPLAY, "from_json(record)", from_json, text, GameRecord)
    if loaded != record:
        battery.fail(
            Check.RECORD_REPLAY,
            "the record changes through JSON: "
            + _difference(record, loaded, ("original", "reloaded")),
        )
    replayed = battery.call(Check.RECORD_REPLAY, "replay(record, game)", replay, loaded, game)
    if len(replayed) != len(states):
        battery.fail(
            Check.RECORD_REPLAY,
            f"replay gave {len(replayed)} states for a playout of {len(states)}",
        )
    for step, (played, again) in enumerate(zip(states, replayed, strict=True)):
        if played != again:
            battery.fail(
                Check.RECORD_REPLAY,
                f"the replayed state after {step} actions differs from the played one: "
                + _difference(played, again, ("played", "replayed")),
            )


def check_same_seed(battery: Battery, players: int, seed: int, states: Sequence[Any]) -> None:
    game = battery.game
    choice_rng, _ = split(Rng.from_seed(seed))
    state = battery.new_game(Check.SAME_SEED, players, seed, battery.options)
    for step, played in enumerate(states):
        if state != played:
            battery.fail(
                Check.SAME_SEED,
                f"playing the same seed again, the state after {step} actions differs: "
                + _difference(played, state, ("first playout", "second playout")),
            )
        if step == len(states) - 1:
            break
        actors = battery.call(Check.SAME_SEED, "actors(state)", game.actors, state)
        legal = {
            seat: battery.call(
                Check.SAME_SEED, "legal_actions(...)", game.legal_actions, state, seat
            )
            for seat in sorted(actors)
        }
        action, choice_rng = _choose(choice_rng, actors, legal)
        if action != battery.where.actions[step]:
            battery.fail(
                Check.SAME_SEED,
                f"playing the same seed again, action {step} is {action!r}, "
                f"not {battery.where.actions[step]!r}",
            )
        state = battery.call(Check.SAME_SEED, "apply(...)", game.apply, state, action)


def check_copies(battery: Battery, state: Any, legal: dict[int, tuple[Any, ...]]) -> None:
    """**copy**: ``copy.copy`` and ``copy.deepcopy`` of a frozen value return it."""
    game = battery.game
    views = [game.view(state, seat) for seat in (None, *legal)]
    actions = [actions[0] for actions in legal.values()]
    options = battery.options if battery.options is not None else game.options_type()
    for what, value in (
        ("the state", state),
        ("the options", options),
        *(("a view", view) for view in views),
        *(("an action", action) for action in actions),
    ):
        for name, function in (("copy.copy", copy.copy), ("copy.deepcopy", copy.deepcopy)):
            copied = battery.call(Check.COPY, f"{name}({what})", function, value)
            if copied is not value:
                battery.fail(
                    Check.COPY,
                    f"{name}({what}) built a new object: a frozen value's copy is the value "
                    "itself (derive the class from frontier_games.core.Frozen)",
                )
