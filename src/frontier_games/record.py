"""Game records: how a game is saved, shared, replayed and attached to a bug report.

A :class:`GameRecord` holds what fully describes a game: the game id, the player count, the
options, the seed and the actions in the order they were applied. Actions and options are
stored in their plain-data form, so a record is game-independent JSON (like PGN for chess)::

    {"game": "apache", "players": 3, "seed": 7, "actions": [{"type": "Play", ...}, ...],
     "options": {...}, "labels": [...], "schema_version": 3, "rules_version": 1}

:func:`replay` rebuilds every state and checks each action's legality, and each state's
invariants (the game's ``check_state``), on the way.

Rules change: a fix can change what a game does. Every game has a ``rules_version`` and a
record stores the one it was made under. A record of another version replays under that
version's rules where the game's options can keep them
(:meth:`GameRecord.typed_options` gives those options), and is refused with a
:class:`RulesVersionError` naming both versions where they cannot: never as a silently
different game.

A record made with :meth:`GameRecord.of` always writes the same JSON text for the same game
(the plain-data form of its actions and options keeps their fields in declaration order),
so two records can be compared as text or as values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import attrs
from cattrs.gen import make_dict_structure_fn, override

from frontier_games.core import (
    Game,
    IllegalActionError,
    RulesVersionError,
    SerializationError,
    brief,
)
from frontier_games.serialization import converter, from_dict, legacy_converter, to_dict

__all__ = ["SCHEMA_VERSION", "GameRecord", "replay"]

SCHEMA_VERSION = 3
"""The record format written by this version of the library.

Version 3 adds ``rules_version``; a record of an earlier format was made under each game's
rules version 1. Version 2 writes enum members by name (``"LOCOMOTIVE"``); version 1 wrote
them by value (``"locomotive"``, ``0``). Records of every format still load and replay:
version-1 actions and options are read the version-1 way
(:data:`~frontier_games.serialization.legacy_converter`).
"""


def _check_schema(version: int) -> None:
    if type(version) is not int:
        raise TypeError(f"GameRecord.schema_version must be an int, got {brief(version)}")
    if not 1 <= version <= SCHEMA_VERSION:
        raise ValueError(
            f"schema_version {brief(version)} is not supported (1 to {SCHEMA_VERSION})"
        )


def _known_schema(_: Any, __: Any, version: int) -> None:
    _check_schema(version)


def _a_rules_version(_: Any, __: Any, version: Any) -> None:
    if type(version) is not int:
        raise TypeError(f"GameRecord.rules_version must be an int, got {brief(version)}")
    if version < 1:
        raise ValueError(f"GameRecord.rules_version counts from 1, not {brief(version)}")


def _an_int(_: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if type(value) is not int:
        raise TypeError(f"GameRecord.{attribute.name} must be an int, got {brief(value)}")


def _a_str(_: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if type(value) is not str:
        raise TypeError(f"GameRecord.{attribute.name} must be a str, got {brief(value)}")


def _plain_object(value: Any) -> bool:
    return type(value) is dict and all(type(key) is str for key in value)


def _actions_data(_: Any, __: Any, actions: Any) -> None:
    """What loads back from JSON as it was given: a tuple of plain objects."""
    if type(actions) is not tuple:
        raise TypeError(f"GameRecord.actions must be a tuple, got {brief(actions)}")
    for index, action in enumerate(actions):
        if not _plain_object(action):
            raise TypeError(
                f"GameRecord.actions[{index}] must be a dict with str keys (an action's "
                f"plain-data form), got {brief(action)}"
            )


def _options_data(_: Any, __: Any, options: Any) -> None:
    if options is not None and not _plain_object(options):
        raise TypeError(
            f"GameRecord.options must be None or a dict with str keys, got {brief(options)}"
        )


def _labels(_: Any, __: Any, labels: Any) -> None:
    if type(labels) is not tuple or any(type(label) is not str for label in labels):
        raise TypeError(f"GameRecord.labels must be a tuple of str, got {brief(labels)}")


# Unhashable on purpose (``unsafe_hash=False``): a record holds plain dicts (the actions and
# options in their JSON form), so it could not be hashed anyway; equality compares them.
@attrs.frozen(unsafe_hash=False)
class GameRecord:
    """A replayable log of one game.

    Records compare equal field by field, but are not hashable: the actions and options
    are plain dicts. Build one with :meth:`of` from a game's typed actions; the
    constructor takes the plain-data form, checking that each field is what its JSON loads
    back as (a ``str`` game, ``int`` players and seed, a tuple of dicts, a tuple of ``str``
    labels, a known schema version: ``True`` is not ``1``), and :func:`replay` checks the
    rest.

    :raises TypeError: for a field of the wrong type; :raises ValueError: for an unknown
        schema version.

    :ivar game: the game's registry id (or a third-party game's ``name``).
    :ivar players: the number of seats.
    :ivar seed: the seed ``new_game`` was called with.
    :ivar actions: the applied actions, in order, in plain-data form (with their ``"type"`` tag).
    :ivar options: the game's options in plain-data form; ``None`` for the rulebook defaults.
    :ivar labels: optional names for the seats, such as ``("alice", "RandomBot(seed=3)")``.
    :ivar schema_version: the record format's version.
    :ivar rules_version: the version of the game's rules the record was made under (its
        ``rules_version``); 1 for a record of a format before version 3.
    """

    game: str = attrs.field(validator=_a_str)
    players: int = attrs.field(validator=_an_int)
    seed: int = attrs.field(validator=_an_int)
    actions: tuple[dict[str, Any], ...] = attrs.field(default=(), validator=_actions_data)
    options: dict[str, Any] | None = attrs.field(default=None, validator=_options_data)
    labels: tuple[str, ...] = attrs.field(default=(), validator=_labels)
    schema_version: int = attrs.field(default=SCHEMA_VERSION, validator=_known_schema)
    rules_version: int = attrs.field(default=1, validator=_a_rules_version)

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
        """A record of ``game`` from typed actions and options.

        Its JSON text is deterministic: the same arguments always give the same text.

        :param actions: ``game``'s action objects (members of ``game.action_type``), in the
            order they were applied.
        :param options: a ``game.options_type`` object, or ``None`` for the defaults.
        :raises TypeError: if ``players`` or ``seed`` is not an ``int``, if an action is not
            one of ``game``'s actions (the message gives its index, from 0), if ``options``
            is not a ``game.options_type``, or if a label is not a ``str``.
        """
        for name, value in (("players", players), ("seed", seed)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"GameRecord.of: {name} must be an int, got {brief(value)}")
        if options is not None and not _is_instance(options, game.options_type):
            raise TypeError(
                f"GameRecord.of: options must be None or of type "
                f"{getattr(game.options_type, '__name__', game.options_type)}, "
                f"got {brief(options)}"
            )
        names = tuple(labels)
        for index, label in enumerate(names):
            if not isinstance(label, str):
                raise TypeError(f"GameRecord.of: label {index} is {brief(label)}, not a str")
        return cls(
            game=game.name,
            players=players,
            seed=seed,
            actions=tuple(
                _action_data(game, index, action) for index, action in enumerate(actions)
            ),
            options=None if options is None else to_dict(options),
            labels=names,
            rules_version=game.rules_version,
        )

    def typed_actions(self, game: Game[Any, Any, Any, Any]) -> tuple[Any, ...]:
        """The actions as ``game``'s action objects.

        :raises SerializationError: if an action does not describe one of ``game``'s actions.
        """
        actions = []
        using = self._converter()
        for index, action in enumerate(self.actions):
            try:
                actions.append(from_dict(action, game.action_type, using=using))
            except SerializationError as error:
                # Name the field within the whole record: "$.actions[3].amount".
                path = f"$.actions[{index}]{error.path[1:]}"
                raise SerializationError(error.message, path=path) from error
        return tuple(actions)

    def typed_options(self, game: Game[Any, Any, Any, Any]) -> Any:
        """The options under which ``game`` plays this record as it was played, as
        ``game``'s options object: the recorded ones (``None`` for the defaults) when the
        record was made under the rules ``game`` plays, else those that keep the record's
        rules (``game.options_for_rules``). A game resumed from the record goes on with
        them, and a record of it stores them with today's rules version.

        :raises SerializationError: if they do not describe ``game``'s options.
        :raises RulesVersionError: if no options keep the record's rules.
        """
        options = None
        if self.options is not None:
            try:
                options = from_dict(self.options, game.options_type, using=self._converter())
            except SerializationError as error:
                path = f"$.options{error.path[1:]}"
                raise SerializationError(error.message, path=path) from error
        if self.rules_version == game.rules_version:
            return options
        given = game.options_type() if options is None else options
        try:
            return game.options_for_rules(self.rules_version, given)
        except ValueError as error:
            raise RulesVersionError(
                game.name, self.rules_version, game.rules_version, str(error)
            ) from error

    def _converter(self) -> Any:
        """What reads this record's actions and options: enums by value in version 1."""
        return legacy_converter if self.schema_version == 1 else converter


def _action_data(game: Game[Any, Any, Any, Any], index: int, action: Any) -> dict[str, Any]:
    """The plain-data form of ``game``'s action number ``index``.

    :raises TypeError: if ``action`` is not one of ``game``'s actions.
    """
    kind = game.action_type
    data = to_dict(action, kind) if _is_instance(action, kind) else None
    if not isinstance(data, dict):
        raise TypeError(
            f"GameRecord.of: action {index} is {brief(action)}, which is not one of "
            f"{game.name}'s actions ({kind!r})"
        )
    return data


def _is_instance(value: Any, kind: Any) -> bool:
    """``isinstance(value, kind)``; for a type ``isinstance`` cannot test, whether ``value``
    is an attrs object."""
    try:
        return isinstance(value, kind)
    except TypeError:
        return attrs.has(type(value))


def _structure_schema_version(value: Any, _: Any) -> int:
    version: int = converter.structure(value, int)
    _check_schema(version)
    return version


def _structure_rules_version(value: Any, _: Any) -> int:
    version: int = converter.structure(value, int)
    _a_rules_version(None, None, version)
    return version


_record_fields = make_dict_structure_fn(
    GameRecord,
    converter,
    _cattrs_forbid_extra_keys=True,
    schema_version=override(struct_hook=_structure_schema_version),
    rules_version=override(struct_hook=_structure_rules_version),
)


def _structure_record(value: Any, _: Any) -> GameRecord:
    # The schema version is checked as a field, so an unsupported one is reported at
    # ``$.schema_version`` rather than at ``$``.
    if not isinstance(value, Mapping):
        raise TypeError(f"expected an object, got {type(value).__name__} {brief(value)}")
    record: GameRecord = _record_fields(value, GameRecord)
    if record.schema_version >= 3 and "rules_version" not in value:
        # Only a record of an earlier format was made under rules version 1 unsaid.
        raise SerializationError(
            "a record of format 3 or later names the rules_version it was made under",
            path="$.rules_version",
        )
    return record


converter.register_structure_hook(GameRecord, _structure_record)


def replay(record: GameRecord, game: Game[Any, Any, Any, Any] | None = None) -> tuple[Any, ...]:
    """Every state of the recorded game, from the set-up to the last action's result,
    each checked by the game's ``check_state``.

    :param game: the game to replay with; by default the registered game ``record.game``.
    :raises KeyError: if ``record.game`` is not registered and no ``game`` is given.
    :raises ValueError: if ``game.name`` differs from ``record.game``.
    :raises IllegalActionError: if an action is not legal where the record applies it
        (not among ``game.legal_actions`` for its seat). It carries the game's own ``rule``
        code, seat and action, from the error ``game.apply`` raises for that action, and a
        message starting ``"record action {index}: "`` (counting from 0); its rule is
        ``"not-legal-in-record"`` only if ``game.apply`` accepts the action anyway (or
        fails on it with another exception, which is chained as the cause).
    :raises SerializationError: if an action or the options cannot be read.
    :raises RulesVersionError: if the record was made under a rules version the game cannot
        play (see :meth:`GameRecord.typed_options`).
    :raises InvalidStateError: if a state of the replay breaks the game's invariants (a
        fault of the game itself, since every state comes from its own ``apply``).
    :raises SetupError: from ``game.new_game``, if the record's player count or options do
        not suit the game.
    :raises TypeError: from ``game.new_game``, if the record's seed is not an ``int`` (a
        record built with validators switched off; the constructor refuses one).
    """
    if game is None:
        from frontier_games.games import get_game

        game = get_game(record.game)
    elif game.name != record.game:
        raise ValueError(f"this record is of {brief(record.game)}, not {brief(game.name)}")
    # By keyword: the contract names these parameters, and a game may make options keyword-only.
    state = game.new_game(
        players=record.players, seed=record.seed, options=record.typed_options(game)
    )
    game.check_state(state)
    states = [state]
    for index, action in enumerate(record.typed_actions(game)):
        player = getattr(action, "player", None)
        if not isinstance(player, int) or action not in game.legal_actions(state, player):
            _refuse(game, state, index, action, player)
        state = game.apply(state, action)
        game.check_state(state)
        states.append(state)
    return tuple(states)


def _refuse(
    game: Game[Any, Any, Any, Any], state: Any, index: int, action: Any, player: Any
) -> None:
    """Raise the error for record action ``index``, which is not among the legal actions.

    The game's own refusal says best what is wrong (its ``rule`` code is what user
    interfaces and bots branch on), so ``game.apply`` is asked for it.
    """
    seat = player if isinstance(player, int) else None
    cause: BaseException | None = None
    try:
        game.apply(state, action)
    except IllegalActionError as error:
        raise IllegalActionError(
            error.rule,
            f"record action {index}: {error.message}",
            player=error.player if error.player is not None else seat,
            action=error.action if error.action is not None else action,
        ) from error
    except Exception as error:  # the game crashed instead of refusing: still not legal
        cause = error
    raise IllegalActionError(
        "not-legal-in-record",
        f"record action {index}: {brief(action)} is not among the legal actions in that position",
        player=seat,
        action=action,
    ) from cause
