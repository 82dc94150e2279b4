"""Game records: how a game is saved, shared, replayed and attached to a bug report.

A :class:`GameRecord` holds what fully describes a game: the game id, the player count, the
options, the seed and the actions in the order they were applied. Actions and options are
stored in their plain-data form, so a record is game-independent JSON (like PGN for chess)::

    {"schema_version": 1, "game": "apache", "players": 3, "seed": 7,
     "options": {...}, "actions": [{"type": "Play", "player": 2, ...}, ...], "labels": [...]}

:func:`replay` rebuilds every state and checks each action's legality on the way.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from frontier_games.core import Game, IllegalActionError, SerializationError

__all__ = ["SCHEMA_VERSION", "GameRecord", "replay"]

SCHEMA_VERSION = 1
"""The record format written by this version of the library."""


def _known_schema(_: Any, __: Any, version: int) -> None:
    if not 1 <= version <= SCHEMA_VERSION:
        raise ValueError(f"schema_version {version} is not supported (1 to {SCHEMA_VERSION})")


@attrs.frozen
class GameRecord:
    """A replayable log of one game.

    :ivar game: the game's registry id (or a third-party game's ``name``).
    :ivar players: the number of seats.
    :ivar seed: the seed ``new_game`` was called with.
    :ivar actions: the applied actions, in order, in plain-data form (with their ``"type"`` tag).
    :ivar options: the game's options in plain-data form; ``None`` for the rulebook defaults.
    :ivar labels: optional names for the seats, such as ``("alice", "RandomBot(seed=3)")``.
    :ivar schema_version: the record format's version.
    """

    game: str
    players: int
    seed: int
    actions: tuple[dict[str, Any], ...] = ()
    options: dict[str, Any] | None = None
    labels: tuple[str, ...] = ()
    schema_version: int = attrs.field(default=SCHEMA_VERSION, validator=_known_schema)

    @classmethod
    def of(
        cls,
        game: Game[Any, Any, Any, Any],
        players: int,
        seed: int,
        actions: Iterable[Any] = (),
        options: Any = None,
        labels: Iterable[str] = (),
    ) -> GameRecord:
        """A record of ``game`` from typed actions and options."""
        from frontier_games.serialization import to_dict

        return cls(
            game=game.name,
            players=players,
            seed=seed,
            actions=tuple(to_dict(action, game.action_type) for action in actions),
            options=None if options is None else to_dict(options),
            labels=tuple(labels),
        )

    def typed_actions(self, game: Game[Any, Any, Any, Any]) -> tuple[Any, ...]:
        """The actions as ``game``'s action objects.

        :raises SerializationError: if an action does not describe one of ``game``'s actions.
        """
        from frontier_games.serialization import from_dict

        actions = []
        for index, action in enumerate(self.actions):
            try:
                actions.append(from_dict(action, game.action_type))
            except SerializationError as error:
                # Name the field within the whole record: "$.actions[3].amount".
                path = f"$.actions[{index}]{error.path[1:]}"
                raise SerializationError(error.message, path=path) from error
        return tuple(actions)

    def typed_options(self, game: Game[Any, Any, Any, Any]) -> Any:
        """The options as ``game``'s options object (``None`` for the defaults).

        :raises SerializationError: if they do not describe ``game``'s options.
        """
        from frontier_games.serialization import from_dict

        if self.options is None:
            return None
        try:
            return from_dict(self.options, game.options_type)
        except SerializationError as error:
            raise SerializationError(error.message, path=f"$.options{error.path[1:]}") from error


def replay(record: GameRecord, game: Game[Any, Any, Any, Any] | None = None) -> tuple[Any, ...]:
    """Every state of the recorded game, from the set-up to the last action's result.

    :param game: the game to replay with; by default the registered game ``record.game``.
    :raises KeyError: if ``record.game`` is not registered and no ``game`` is given.
    :raises ValueError: if ``game.name`` differs from ``record.game``.
    :raises IllegalActionError: if an action is not legal where the record applies it; the
        message says which action (counting from 0).
    :raises SerializationError: if an action or the options cannot be read.
    """
    if game is None:
        from frontier_games import get_game

        game = get_game(record.game)
    elif game.name != record.game:
        raise ValueError(f"this record is of {record.game!r}, not {game.name!r}")
    # By keyword: the contract names these parameters, and a game may make options keyword-only.
    state = game.new_game(
        players=record.players, seed=record.seed, options=record.typed_options(game)
    )
    states = [state]
    for index, action in enumerate(record.typed_actions(game)):
        player = getattr(action, "player", None)
        if not isinstance(player, int) or action not in game.legal_actions(state, player):
            raise IllegalActionError(
                "not-legal-in-record",
                f"record action {index} ({action!r}) is not legal in that position",
                player=player,
                action=action,
            )
        state = game.apply(state, action)
        states.append(state)
    return tuple(states)
