"""One game of a tournament, a pure function of its index: seeds, seating and bots."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from frontier_games.bots.base import Bot, bot_label
from frontier_games.bots.specs import make_bot
from frontier_games.core import Game, Outcome, brief
from frontier_games.games import get_game
from frontier_games.play import play_steps
from frontier_games.record import GameRecord
from frontier_games.rng import Rng, next_u64, split
from frontier_games.serialization import to_json

if TYPE_CHECKING:  # the package defines it, where it is documented, and imports this module
    from frontier_games.tournament import Entrant

__all__ = [
    "AnyGame",
    "GameTask",
    "Played",
    "entrant_at",
    "entrant_names",
    "game_seeds",
    "play_range",
]

AnyGame = Game[Any, Any, Any, Any]


def game_seeds(seed: int, index: int, players: int) -> tuple[int, tuple[int, ...]]:
    """The seed of game ``index`` of a tournament seeded ``seed``, and its seats' bots' seeds.

    Each game draws from its own stream of :mod:`frontier_games.rng`, addressed by its
    index, so any game can be played again alone and the seeds are the same on every
    platform. Seeds are non-negative and below ``2**63``.

    >>> game_seeds(7, 0, 2) == game_seeds(7, 0, 2) != game_seeds(7, 1, 2)
    True

    :raises TypeError: if ``seed``, ``index`` or ``players`` is not an int.
    :raises ValueError: if ``index`` or ``players`` is negative.
    """
    if type(index) is not int or type(players) is not int:
        raise TypeError(f"index and players must be ints, got {brief(index)}, {brief(players)}")
    if index < 0 or players < 0:
        raise ValueError(f"expected index >= 0 and players >= 0, got {index} and {players}")
    stream = Rng.from_seed(seed)
    rng, _ = split(Rng(stream.key, index))  # the stream's draw number index seeds game index
    drawn = []
    for _ in range(players + 1):
        value, rng = next_u64(rng)
        drawn.append(value >> 1)  # 63 bits, so that a signed 64-bit seed elsewhere takes it
    return drawn[0], tuple(drawn[1:])


def entrant_at(seat: int, index: int, players: int) -> int:
    """The entrant at ``seat`` in game ``index``: game ``g`` seats entrant ``e`` at
    ``(e + g) % players``."""
    return (seat - index) % players


def entrant_names(game: AnyGame, entrants: Sequence[Entrant]) -> tuple[str, ...]:
    """The entrants' names: a spec as written, a callable's bot label (that of the bot it
    builds for seed 0); a name already taken gets `` #2``, `` #3`` ...

    :raises BotSpecError: for a spec that names no bot.
    """
    names: list[str] = []
    for entrant in entrants:
        if isinstance(entrant, str):
            make_bot(game, entrant, 0)  # a bad spec is refused before any game is played
            base = entrant.strip()
        else:
            base = bot_label(entrant(0))
        name, count = base, 1
        while name in names:
            count += 1
            name = f"{base} #{count}"
        names.append(name)
    return tuple(names)


@attrs.frozen
class GameTask:
    """What a worker needs to play any game of a tournament: it travels once per chunk.

    :ivar game: a registered game's id, or the game itself (pickled).
    :ivar recording: whether the games' records are sent back.
    """

    game: str | AnyGame
    entrants: tuple[Entrant, ...]
    names: tuple[str, ...]
    players: int
    seed: int
    options: Any
    recording: bool


@attrs.frozen
class Played:
    """One game's result as a worker sends it back: small, and cheap to pickle.

    :ivar record: the game's record as JSON text, when the tournament writes records.
    """

    index: int
    outcome: Outcome
    record: str | None


def play_range(task: GameTask, start: int, stop: int) -> list[Played]:
    """Games ``start`` to ``stop - 1`` of the tournament."""
    game = get_game(task.game) if isinstance(task.game, str) else task.game
    return [_play_one(game, task, index) for index in range(start, stop)]


def _play_one(game: AnyGame, task: GameTask, index: int) -> Played:
    players = task.players
    game_seed, bot_seeds = game_seeds(task.seed, index, players)
    seated = [entrant_at(seat, index, players) for seat in range(players)]
    bots = [_bot(game, task.entrants[e], seed) for e, seed in zip(seated, bot_seeds, strict=True)]
    # play_steps rather than play_game: most tournaments keep no record, and building one
    # costs a tenth to a third of a game between random bots.
    final = None
    actions: list[Any] = []
    for step in play_steps(game, bots, players, game_seed, task.options):
        if task.recording:
            actions.append(step.action)
        final = step.state
    if final is None:  # a game over before its first action
        final = game.new_game(players=players, seed=game_seed, options=task.options)
    record = None
    if task.recording:
        labels = [task.names[entrant] for entrant in seated]
        record = to_json(GameRecord.of(game, players, game_seed, actions, task.options, labels))
    return Played(index, game.outcome(final), record)


def _bot(game: AnyGame, entrant: Entrant, seed: int) -> Bot[Any, Any]:
    return make_bot(game, entrant, seed) if isinstance(entrant, str) else entrant(seed)
