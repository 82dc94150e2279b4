"""What every check shares: the :class:`Check` names, the :class:`ConformanceError` a
failure raises, the :class:`Battery` (the game, the settings, the playout being checked
and the counts) and the helpers that describe a difference."""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import (
    Game,
    _reduce_error,
)
from frontier_games.messages import first_difference
from frontier_games.record import GameRecord
from frontier_games.rng import Rng, choice, randbelow, sample

T = TypeVar("T")

_POOL_SIZE = 512
"""How many actions seen in earlier positions are kept for the out-of-position check."""

_SHORT = 300
"""How many characters of a value an error message shows."""


class Check(enum.Enum):
    """The battery's checks; a :class:`ConformanceError` names the one that failed."""

    LEGAL_ACTION_APPLIES = "legal-action-applies"
    NO_MUTATION = "no-mutation"
    WRONG_SEAT = "wrong-seat"
    OUT_OF_POSITION = "out-of-position"
    ACTORS = "actors"
    LENGTH = "length"
    JSON_ROUND_TRIP = "json-round-trip"
    RECORD_REPLAY = "record-replay"
    SAME_SEED = "same-seed"
    DETERMINIZE = "determinize"
    OUTCOME = "outcome"
    DETERMINISM = "determinism"
    RENDER = "render"
    PICTURE = "picture"
    SETUP = "setup"
    TIMING = "timing"
    DESCRIBE = "describe"
    NARRATE = "narrate"
    CODEC = "codec"
    FEATURES = "features"
    COPY = "copy"
    STATE_INVARIANTS = "state-invariants"
    ACTION_TYPES = "action-types"
    LISTINGS = "listings"


class ConformanceError(AssertionError):
    """A game broke the contract; the message says where and how.

    :ivar check: the :class:`Check` that failed.
    :ivar game: the game's name.
    :ivar players: the player count of the failing playout (``None`` outside playouts).
    :ivar seed: the playout seed: the seed given to ``new_game`` and to the random choices.
    :ivar step: how many actions had been applied before the failing state (``None`` when
        the failure concerns the whole playout).
    :ivar detail: what went wrong.
    :ivar record: the playout up to the failing state, when there is one; ``replay(record,
        game)[-1]`` rebuilds that state (if the game's replay works at all).
    """

    def __init__(
        self,
        check: Check,
        detail: str,
        *,
        game: str,
        players: int | None = None,
        seed: int | None = None,
        step: int | None = None,
        record: GameRecord | None = None,
    ):
        where = [game]
        if players is not None:
            where.append(f"{players} players")
        if seed is not None:
            where.append(f"playout seed {seed}")
        if step is not None:
            where.append(f"step {step}")
        super().__init__(f"[{check.value}] {', '.join(where)}: {detail}")
        self.check = check
        self.game = game
        self.players = players
        self.seed = seed
        self.step = step
        self.detail = detail
        self.record = record

    __reduce__ = _reduce_error


@attrs.define
class _Where:
    """The playout being checked, for error messages."""

    players: int | None = None
    seed: int | None = None
    step: int | None = None
    actions: list[Any] = attrs.Factory(list)


@attrs.define
class _Pool:
    """Actions seen legal somewhere, kept for the out-of-position check."""

    actions: list[Any] = attrs.Factory(list)
    seen: set[Any] = attrs.Factory(set)

    def add(self, action: Any, rng: Rng) -> Rng:
        if action in self.seen:
            return rng
        if len(self.actions) < _POOL_SIZE:
            self.actions.append(action)
        else:
            index, rng = randbelow(rng, _POOL_SIZE)
            self.seen.discard(self.actions[index])
            self.actions[index] = action
        self.seen.add(action)
        return rng


@attrs.define
class _Counts:
    playouts: int = 0
    states: int = 0
    deep_states: int = 0
    actions: int = 0
    legal_actions_tried: int = 0
    illegal_actions_refused: int = 0
    views: int = 0
    determinizations: int = 0
    longest_playout: int = 0
    invalid_states_refused: int = 0
    confused_actions_refused: int = 0


class Battery:
    """The game being checked, the settings, the playout being checked (for messages), and
    the counts; every check is a function of it."""

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        options: Any,
        *,
        deep_states: int | None,
        actions_per_state: int | None,
        illegal_per_state: int,
        determinizations: int,
        kit_pictures: bool = False,
    ):
        self.game = game
        self.kit_pictures = kit_pictures
        self.options = options
        self.deep_states = deep_states
        self.actions_per_state = actions_per_state
        self.illegal_per_state = illegal_per_state
        self.determinizations = determinizations
        self.where = _Where()
        self.pools: dict[int, _Pool] = {}
        self.counts = _Counts()
        self.codecs: dict[int, ActionCodec[Any]] = {}
        self.feature_sizes: dict[int, int] = {}

    def fail(self, check: Check, detail: str, cause: BaseException | None = None) -> NoReturn:
        where = self.where
        record = None
        if where.players is not None and where.seed is not None:
            actions = where.actions if where.step is None else where.actions[: where.step]
            try:
                record = GameRecord.of(self.game, where.players, where.seed, actions, self.options)
            except Exception:  # a game whose actions do not serialize gets no record
                record = None
        raise ConformanceError(
            check,
            detail,
            game=self.game.name,
            players=where.players,
            seed=where.seed,
            step=where.step,
            record=record,
        ) from cause

    def call(
        self, check: Check, what: str, function: Callable[..., T], *args: Any, **kwargs: Any
    ) -> T:
        """``function(*args, **kwargs)``; an exception from it fails ``check``, naming ``what``."""
        try:
            return function(*args, **kwargs)
        except ConformanceError:
            raise
        except Exception as error:
            self.fail(check, f"{what} raised {_error(error)}", error)

    def new_game(self, check: Check, players: int, seed: int, options: Any) -> Any:
        """``new_game`` called by keyword, as the contract names its parameters (a game may
        make ``options`` keyword-only); an exception from it fails ``check``."""
        return self.call(
            check,
            f"new_game(players={players}, seed={seed}, options=...)",
            self.game.new_game,
            players=players,
            seed=seed,
            options=options,
        )


def _choose(rng: Rng, actors: frozenset[int], legal: dict[int, tuple[Any, ...]]) -> tuple[Any, Rng]:
    """The playout's next action: a random acting seat (arrival order), a random action."""
    seat, rng = choice(rng, sorted(actors))
    return choice(rng, legal[seat])


def _deep_steps(states: int, wanted: int | None, rng: Rng) -> tuple[int, ...]:
    """Which states of a playout get the expensive checks: the first, the last, and others."""
    if wanted is None or states <= wanted:
        return tuple(range(states))
    if wanted <= 2:
        return (0, states - 1)[:wanted]
    middle, _ = sample(rng, range(1, states - 1), wanted - 2)
    return (0, *sorted(middle), states - 1)


def _error(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _SHORT else text[: _SHORT - 3] + "..."


def _difference(first: Any, second: Any, labels: tuple[str, str]) -> str:
    """Where two values first differ, such as ``at $.turn: before 0, after 1``."""
    found = first_difference(first, second)
    if found is None:
        return f"they compare unequal but no field differs ({_short(first)})"
    path, a, b = found
    return f"at {path}: {labels[0]} {_short(a)}, {labels[1]} {_short(b)}"
