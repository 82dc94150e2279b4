"""Playing whole games between bots: :func:`play_game` and the step-by-step :func:`play_steps`.

::

    import frontier_games as fg
    from frontier_games.bots import RandomBot
    from frontier_games.play import play_game

    game = fg.get_game("apache")
    played = play_game(game, [RandomBot(1), RandomBot(2), RandomBot(3)], players=3, seed=7)
    played.outcome.winners  # the seats that won
    played.record.labels    # ('RandomBot(seed=1)', 'RandomBot(seed=2)', 'RandomBot(seed=3)')

How the runner asks the bots:

* When one seat may act, its bot is asked with that seat's view and legal actions.
* When several seats may act at once (sealed bids, face-down choices, a real-time grab),
  every one of their bots is asked from the **same** state's views. The order in which
  their actions *arrive* is then drawn from the runner's own generator, derived from
  ``seed``, and the actions are applied in that order. If an earlier arrival changed the
  position so that a later bot's action is no longer legal, that bot is asked again from
  the new view; if its seat may no longer act at all, its action is dropped.
* After every applied action, each bot that has an ``observe(view, narration)`` method
  is told what its seat saw: its view after the action and ``game.narrate`` of the
  action for its seat. A bot can so remember bids and plays that a view does not keep.
* A game that goes on past ``game.max_actions(players, options)`` actions, or that names
  an actor with no legal action, breaks the game contract: :class:`GameContractError`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from frontier_games.bots.base import Bot, bot_label
from frontier_games.core import Game, IllegalActionError, Outcome
from frontier_games.record import GameRecord, replay
from frontier_games.rng import Rng, shuffle, split

__all__ = [
    "GameContractError",
    "PlayedGame",
    "RunawayGameError",
    "Step",
    "play_game",
    "play_steps",
]


class GameContractError(RuntimeError):
    """A game broke the :class:`~frontier_games.core.Game` contract while being played.

    That is a bug in the game, not in a bot: for instance a seat listed by ``actors`` that
    has no legal action.
    """


class RunawayGameError(GameContractError):
    """A game went on past the bound ``game.max_actions(players, options)`` gives."""


@attrs.frozen
class Step:
    """One applied action, as :func:`play_steps` reports it.

    :ivar index: how many actions were applied before this one (the first is ``0``).
    :ivar action: the action applied.
    :ivar state: the state after it.
    """

    index: int
    action: Any
    state: Any

    @property
    def player(self) -> int:
        """The seat that acted."""
        player: int = self.action.player
        return player


def runner_rng(seed: int) -> Rng:
    """The runner's own generator for ``seed``: independent of the game's generator.

    :raises TypeError: if ``seed`` is not an int.
    """
    return split(Rng.from_seed(seed))[0]


def play_steps(
    game: Game[Any, Any, Any, Any],
    bots: Sequence[Bot[Any, Any]],
    players: int,
    seed: int,
    options: Any = None,
    *,
    start: GameRecord | None = None,
) -> Iterator[Step]:
    """Play a game between ``bots`` (one per seat), yielding each action as it is applied.

    The generator ends when the game is over; the last step's ``state`` is the final one.
    Stopping early (not consuming it all) simply abandons the game.

    :param start: a record of this game (same players, seed and options) to go on from: its
        actions are replayed, not yielded, and play continues from its last position (the
        arrival order of simultaneous decisions is then drawn from the seed and the number
        of actions already played).
    :raises ValueError: if there is not exactly one bot per seat, or ``start`` is a record
        of another game or configuration.
    :raises SetupError: from ``game.new_game`` when ``players`` or ``options`` are wrong.
    :raises IllegalActionError: if a bot answers with an action that is not one of its
        legal actions (rule ``"not-offered"``).
    :raises RunawayGameError: if the game exceeds ``game.max_actions(players, options)``.
    :raises GameContractError: if an actor has no legal action.
    """
    if len(bots) != players:
        raise ValueError(f"expected one bot per seat ({players}), got {len(bots)}")
    if start is None:
        state = game.new_game(players=players, seed=seed, options=options)
        rng, index = runner_rng(seed), 0
    else:
        state, index = _resumed(game, start, players, seed, options)
        rng = runner_rng(seed + index * _RESUMED_STREAM)
    limit = game.max_actions(players=players, options=options)
    observers = [(seat, bot.observe) for seat, bot in enumerate(bots) if hasattr(bot, "observe")]
    while True:
        actors = game.actors(state)
        if not actors:
            return
        if len(actors) == 1:
            (seat,) = actors
            decisions = [(seat, _ask(game, bots[seat], state, seat))]
        else:
            # Everyone deciding at once sees the same position; arrival order is chance.
            asked = {seat: _ask(game, bots[seat], state, seat) for seat in sorted(actors)}
            order, rng = shuffle(rng, sorted(asked))
            decisions = [(seat, asked[seat]) for seat in order]
        for arrival, (seat, action) in enumerate(decisions):
            if arrival > 0:  # earlier arrivals may have changed what this seat may do
                if seat not in game.actors(state):
                    continue  # its decision was closed: the action is dropped
                if action not in game.legal_actions(state, seat):
                    action = _ask(game, bots[seat], state, seat)
            if index >= limit:
                raise RunawayGameError(
                    f"{game.name} with {players} players is still going after {limit} "
                    f"actions, the most game.max_actions allows (seed {seed})"
                )
            before, state = state, game.apply(state, action)
            for watcher, observe in observers:
                observe(game.view(state, watcher), game.narrate(before, action, watcher))
            yield Step(index, action, state)
            index += 1


_RESUMED_STREAM = 0x9E3779B97F4A7C15
"""Spreads the seeds of resumed games' runners apart (the golden-ratio constant)."""


def _resumed(
    game: Game[Any, Any, Any, Any], record: GameRecord, players: int, seed: int, options: Any
) -> tuple[Any, int]:
    """The last position of ``record``, and how many actions led to it.

    :raises ValueError: if ``record`` is not of this game, players, seed and options.
    """
    if (record.game, record.players, record.seed) != (game.name, players, seed):
        raise ValueError(
            f"the record is of {record.game!r} with {record.players} players and seed "
            f"{record.seed}, not {game.name!r} with {players} players and seed {seed}"
        )
    if record.typed_options(game) != options and not (options is None and record.options is None):
        raise ValueError("the record was played with other options")
    return replay(record, game)[-1], len(record.actions)


def _ask(game: Game[Any, Any, Any, Any], bot: Bot[Any, Any], state: Any, seat: int) -> Any:
    """The action ``bot`` picks for ``seat`` in ``state``, checked against the legal ones."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise GameContractError(
            f"{game.name}: seat {seat} is listed as an actor but has no legal action"
        )
    action = bot.choose(game, game.view(state, seat), legal)
    if action not in legal:
        raise IllegalActionError(
            "not-offered",
            f"{bot_label(bot)} answered {action!r}, which is not one of seat {seat}'s "
            "legal actions",
            player=seat,
            action=action,
        )
    return action


# Unhashable like the record it holds; equality compares the fields.
@attrs.frozen(unsafe_hash=False)
class PlayedGame:
    """A finished game, as :func:`play_game` returns it.

    :ivar record: the game's record, to save, share or :func:`~frontier_games.record.replay`.
    :ivar outcome: who won, and with what (``game.outcome`` of the final state).
    :ivar final: the final state.
    """

    record: GameRecord
    outcome: Outcome
    final: Any


def play_game(
    game: Game[Any, Any, Any, Any],
    bots: Sequence[Bot[Any, Any]],
    players: int,
    seed: int,
    options: Any = None,
    labels: Sequence[str] | None = None,
    *,
    start: GameRecord | None = None,
) -> PlayedGame:
    """Play a full game between ``bots`` (one per seat): its record, outcome and final state.

    The same game, bots (freshly built with the same seeds), players, seed and options
    always give the same record. :func:`frontier_games.record.replay` rebuilds its states.

    :param start: a record to finish (see :func:`play_steps`); the record returned holds its
        actions and those played after them.
    :param labels: the seats' names in the record; by default each bot's
        :func:`~frontier_games.bots.bot_label`, such as ``"RandomBot(seed=3)"``.
    :raises ValueError: if there is not exactly one bot (and label) per seat.
    :raises SetupError: from ``game.new_game`` when ``players`` or ``options`` are wrong.
    :raises IllegalActionError: if a bot answers with an action it was not offered.
    :raises RunawayGameError: if the game exceeds ``game.max_actions(players, options)``.
    :raises GameContractError: if an actor has no legal action.
    """
    if len(bots) != players:
        raise ValueError(f"expected one bot per seat ({players}), got {len(bots)}")
    names = tuple(bot_label(bot) for bot in bots) if labels is None else tuple(labels)
    if len(names) != players:
        raise ValueError(f"expected one label per seat ({players}), got {len(names)}")
    earlier = [] if start is None else list(start.typed_actions(game))
    final = None
    actions = earlier
    for step in play_steps(game, bots, players, seed, options, start=start):
        actions.append(step.action)
        final = step.state
    if final is None:  # nothing was left to play
        final = (
            game.new_game(players=players, seed=seed, options=options)
            if start is None
            else replay(start, game)[-1]
        )
    record = GameRecord.of(game, players, seed, actions, options, names)
    return PlayedGame(record, game.outcome(final), final)
