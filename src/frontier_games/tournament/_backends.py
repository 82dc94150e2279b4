"""Where a tournament's games are played: in this process, a process pool, or on Ray.

Each backend yields batches of :class:`~frontier_games.tournament._play.Played` games as
they finish, in any order; :func:`in_order` puts them back in game order.
"""

from __future__ import annotations

import concurrent.futures
import importlib
import logging
import os
import pickle
from collections.abc import Generator, Iterable, Iterator
from typing import Any

from frontier_games.tournament._play import GameTask, Played, play_range

__all__ = [
    "Batches",
    "check_picklable",
    "chunks",
    "in_order",
    "process_batches",
    "ray_batches",
    "serial_batches",
]

Batches = Generator[list[Played], None, None]
"""Games as a backend yields them; closing it stops the workers."""

_CHUNKS_PER_WORKER = 8
"""Games are sent in about this many chunks per worker, so that the load stays balanced."""

_MOST_PER_CHUNK = 32
"""A chunk holds at most this many games, so that results stream in as they finish."""

_IN_FLIGHT_PER_WORKER = 2
"""Chunks handed out per worker at once: one running and one waiting, so none idles."""


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """The games cut into ranges ``(start, stop)``, in order, for ``workers`` workers.

    A chunk pays one pickle round trip for all its games, which matters for cheap games.
    """
    size = max(1, min(_MOST_PER_CHUNK, games // (workers * _CHUNKS_PER_WORKER)))
    return [(start, min(games, start + size)) for start in range(0, games, size)]


def check_picklable(task: GameTask) -> None:
    """Refuse now, in words, a task that could not travel to another process.

    :raises TypeError: naming what to use instead.
    """
    try:
        pickle.dumps(task)
    except (pickle.PicklingError, TypeError, AttributeError) as error:
        raise TypeError(
            "the process and ray backends send the game, its options and the bots to other "
            "processes, and one of them cannot be pickled: use spec strings, bot classes or "
            f"module-level functions ({error})"
        ) from None


def serial_batches(task: GameTask, games: int) -> Batches:
    """Each game in turn, played in this process (one a batch, so progress is per game)."""
    for index in range(games):
        yield play_range(task, index, index + 1)


def process_batches(task: GameTask, games: int, workers: int | None) -> Batches:
    """The tournament's games, played in a pool of ``workers`` processes (default: one per
    core), a chunk of games at a time, each chunk as it finishes."""
    workers = workers or os.cpu_count() or 1
    ranges = chunks(games, workers)
    waiting = iter(ranges)
    pool = concurrent.futures.ProcessPoolExecutor(max_workers=min(workers, len(ranges)))
    try:
        running = {
            pool.submit(play_range, task, *chunk)
            for chunk in _taken(waiting, workers * _IN_FLIGHT_PER_WORKER)
        }
        while running:
            done, running = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED
            )
            running |= {
                pool.submit(play_range, task, *chunk) for chunk in _taken(waiting, len(done))
            }
            for future in done:
                yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def ray_batches(task: GameTask, games: int, workers: int | None, address: str | None) -> Batches:
    """The tournament's games, played as Ray tasks of a chunk of games each, each chunk as
    it finishes.

    A Ray already started in this process is used and left running; otherwise ``address``
    ``None`` or ``"local"`` starts one here with ``workers`` CPUs (2 by default) and no
    dashboard, any other address joins that cluster, and the Ray is shut down at the end.

    :raises ImportError: without the ``ray`` extra, saying how to install it.
    """
    ray = _ray()
    started = not ray.is_initialized()
    if started and address in (None, "local"):
        ray.init(
            address="local",
            num_cpus=workers or 2,
            include_dashboard=False,
            logging_level=logging.WARNING,
        )
    elif started:
        ray.init(address=address, logging_level=logging.WARNING)
    try:
        at_once = workers or max(1, int(ray.cluster_resources().get("CPU", 2)))
        remote = ray.remote(play_range)
        shared = ray.put(task)  # sent to the object store once, not with every chunk
        waiting = iter(chunks(games, at_once))
        running = [
            remote.remote(shared, *chunk)
            for chunk in _taken(waiting, at_once * _IN_FLIGHT_PER_WORKER)
        ]
        while running:
            done, running = ray.wait(running, num_returns=1)
            running += [remote.remote(shared, *chunk) for chunk in _taken(waiting, len(done))]
            for reference in done:
                yield ray.get(reference)
    finally:
        if started:
            ray.shutdown()


def _ray() -> Any:
    """The ``ray`` module, imported on demand: the library needs it only for this backend."""
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ImportError(
            "the ray backend needs Ray, which the 'ray' extra installs: "
            "pip install 'frontier-games[ray]'"
        ) from None


def _taken(ranges: Iterator[tuple[int, int]], count: int) -> list[tuple[int, int]]:
    """The next ``count`` ranges (fewer at the end)."""
    return [chunk for _, chunk in zip(range(count), ranges, strict=False)]


def in_order(batches: Iterable[list[Played]]) -> Iterator[Played]:
    """The games of ``batches``, which may finish in any order, in game-index order.

    A game that finishes early waits here until every game before it has come.
    """
    held: dict[int, Played] = {}
    following = 0
    for batch in batches:
        for played in batch:
            held[played.index] = played
        while following in held:
            yield held.pop(following)
            following += 1
