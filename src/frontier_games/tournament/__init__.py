"""Tournaments: many games between the same entrants, seats rotated, results with intervals.

:func:`run_tournament` plays ``games`` games of one game between ``players`` entrants
(bots named by spec strings, see :func:`~frontier_games.bots.make_bot`, or callables
taking a seed and returning a bot) and returns a :class:`TournamentResult`: per entrant
its win share with a 95% interval, its mean score and, with the ``ratings`` extra, an
OpenSkill rating.

>>> from frontier_games.testing.gold_claim import GAME
>>> result = run_tournament(GAME, ["random", "first"], games=4, players=2, seed=1,
...                         backend="serial")
>>> [(row.name, row.games) for row in result.rows]
[('random', 4), ('first', 4)]
>>> round(sum(row.win_share for row in result.rows), 9)  # each game's win is shared out
1.0

How a tournament is played, so that it is fair and reproducible:

* Game ``g`` seats entrant ``e`` at seat ``(e + g) % players``: over any ``players``
  games in a row each entrant sits once in every seat, so no entrant gains from a seat's
  advantage (moving first, bidding last).
* Every game builds its bots afresh. Its seed and its bots' seeds are drawn from the
  tournament's seed and the game's index (:func:`game_seeds`), so each game is a pure
  function of its index.
* Whatever the backend (``serial``, ``process``, ``ray``) and the number of workers, the
  games are counted in game-index order: win shares, ratings and the records file are
  the same for the same seed.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from frontier_games.bots.base import Bot
from frontier_games.core import brief
from frontier_games.games import REGISTERED, get_game
from frontier_games.tournament._backends import (
    Batches,
    check_picklable,
    in_order,
    process_batches,
    ray_batches,
    serial_batches,
)
from frontier_games.tournament._play import AnyGame, GameTask, entrant_names, game_seeds
from frontier_games.tournament._results import (
    Row,
    Standing,
    TournamentResult,
    rating_model,
    result_of,
    standing_after,
    wilson_interval,
)

__all__ = [
    "BACKENDS",
    "Entrant",
    "Row",
    "TournamentResult",
    "game_seeds",
    "run_tournament",
    "wilson_interval",
]

Entrant = str | Callable[[int], Bot[Any, Any]]
"""An entrant of a tournament: a bot spec such as ``"ismcts:iterations=200"`` (see
:func:`~frontier_games.bots.make_bot`), or a callable that takes a seed and returns a bot
(a bot class whose constructor takes the seed will do)."""

BACKENDS = ("serial", "process", "ray")
"""Where the games may be played: in this process, in a pool of processes, or on Ray."""


def run_tournament(
    game: AnyGame | str,
    bots: Sequence[Entrant],
    games: int,
    players: int,
    seed: int,
    options: Any = None,
    backend: str = "process",
    workers: int | None = None,
    records: str | os.PathLike[str] | None = None,
    ray_address: str | None = None,
    progress: Callable[[TournamentResult], object] | None = None,
) -> TournamentResult:
    """Play ``games`` games between ``bots``, seats rotated, and rank them.

    :param game: a :class:`~frontier_games.Game`, or a registered game's id.
    :param bots: one entrant per seat: bot specs (``"random"``, ``"heuristic"``,
        ``"ismcts:iterations=200"``, see :func:`~frontier_games.bots.make_bot`) or callables
        taking a seed and returning a bot. Each game builds its own bots.
    :param games: how many games to play; a multiple of ``players`` seats every entrant in
        every seat equally often.
    :param seed: the tournament's seed: it alone fixes every game (see :func:`game_seeds`).
    :param options: the game's options, for every game (``None``: the rulebook's).
    :param backend: ``"serial"`` (in this process), ``"process"`` (a pool of processes)
        or ``"ray"`` (Ray tasks, with the ``ray`` extra).
    :param workers: how many games are played at once: the pool's processes (by default
        one per core), or Ray's tasks (by default the CPUs of the Ray it starts, 2, or of
        the cluster); ``serial`` ignores it.
    :param records: a path: every game's :class:`~frontier_games.record.GameRecord` is
        written there as one JSON line, in game order, the seats labelled with the
        entrants' names.
    :param ray_address: the Ray cluster to join (``"auto"``, ``"10.0.0.5:6379"``,
        ``"ray://host:10001"``); ``None`` or ``"local"`` starts a Ray on this machine with
        ``workers`` CPUs (2 by default) and no dashboard. A Ray this function starts is
        shut down at the end; a Ray already started in this process is used as it is
        (whatever ``ray_address`` says) and left running.
    :param progress: called with the result so far after each game, in game order.
    :raises ValueError: for a wrong number of bots, players the game does not allow,
        ``games < 1``, an unknown backend, ``workers < 1``, or ``ray_address`` without the
        Ray backend; :class:`~frontier_games.bots.BotSpecError` for a spec that names no
        bot; :class:`~frontier_games.SetupError` for options the game refuses.
    :raises TypeError: for a bot that is neither a spec nor a callable, or (``process``,
        ``ray``) one that cannot be pickled.
    :raises KeyError: for an id that names no registered game.
    :raises ImportError: for the ``ray`` backend without the ``ray`` extra.
    """
    resolved = get_game(game) if isinstance(game, str) else game
    entrants = _checked_entrants(bots, players)
    _check_arguments(resolved, games, players, seed, backend, workers, ray_address)
    resolved.new_game(players=players, seed=seed, options=options)  # refuses bad options now
    task = GameTask(
        game=_travelling(resolved),
        entrants=entrants,
        names=entrant_names(resolved, entrants),
        players=players,
        seed=seed,
        options=options,
        recording=records is not None,
    )
    if backend == "serial":
        batches = serial_batches(task, games)
    else:
        check_picklable(task)
        if backend == "process":
            batches = process_batches(task, games, workers)
        else:
            batches = ray_batches(task, games, workers, ray_address)
    return _counted(resolved.name, task, batches, records, progress)


def _checked_entrants(bots: Sequence[Entrant], players: int) -> tuple[Entrant, ...]:
    if isinstance(bots, str):
        raise TypeError(
            f"bots is a sequence of specs, one per seat, not the text {bots!r}: split a "
            "comma-separated list with frontier_games.bots.split_specs"
        )
    entrants = tuple(bots)
    for entrant in entrants:
        if not isinstance(entrant, str) and not callable(entrant):
            raise TypeError(
                f"a bot is a spec such as 'random' or a callable taking a seed, not "
                f"{brief(entrant)}"
            )
    if len(entrants) != players:
        raise ValueError(f"expected one bot per seat ({players}), got {len(entrants)}")
    return entrants


def _check_arguments(
    game: AnyGame,
    games: int,
    players: int,
    seed: int,
    backend: str,
    workers: int | None,
    ray_address: str | None,
) -> None:
    for label, value in (("games", games), ("players", players), ("seed", seed)):
        if type(value) is not int:
            raise TypeError(f"{label} must be an int, got {brief(value)}")
    if not game.min_players <= players <= game.max_players:
        raise ValueError(
            f"{game.name} is played by {game.min_players} to {game.max_players} players, "
            f"not {players}"
        )
    if games < 1:
        raise ValueError(f"expected games >= 1, got {games}")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}: expected one of {', '.join(BACKENDS)}")
    if workers is not None and (type(workers) is not int or workers < 1):
        raise ValueError(f"expected workers to be None or an int >= 1, got {brief(workers)}")
    if ray_address is not None and backend != "ray":
        raise ValueError(f"ray_address is for backend='ray', not {backend!r}")


def _travelling(game: AnyGame) -> str | AnyGame:
    """What stands for ``game`` in a worker: its id if it is the registered game so named."""
    if game.name in REGISTERED and get_game(game.name) is game:
        return game.name
    return game


def _counted(
    game: str,
    task: GameTask,
    batches: Batches,
    records: str | os.PathLike[str] | None,
    progress: Callable[[TournamentResult], object] | None,
) -> TournamentResult:
    """The result of the games of ``batches``, counted in game-index order. ``batches`` is
    closed at the end, also after an error, so that its workers stop."""
    model = rating_model()
    standing = Standing.empty(task.players, model)
    with contextlib.ExitStack() as stack:
        stack.callback(batches.close)
        sink = (
            None
            if records is None
            else stack.enter_context(Path(records).open("w", encoding="utf-8", newline="\n"))
        )
        for played in in_order(batches):
            standing = standing_after(standing, played.index, played.outcome, model)
            if sink is not None and played.record is not None:
                sink.write(played.record + "\n")
            if progress is not None:
                progress(result_of(game, task.seed, task.names, standing))
    return result_of(game, task.seed, task.names, standing)
