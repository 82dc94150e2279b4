"""How many games a second a tournament plays on each backend: ``--help`` for the options.

One registered game between random bots, on the serial backend, the process backend with
``--workers`` processes, and (when the ``ray`` extra is installed) a local Ray with as many
CPUs, started before the clock runs: Ray is meant to be started once and fed many games.
Each backend plays the same games, enough for about ``--seconds`` serially, in
``--rounds`` rounds taken in turn so that machine noise touches them alike; the best round
of each counts. The figures are printed as ratios to serial, beside the issue's targets:
the process backend with 2 workers at least 1.6 times serial on a 2-core machine, and Ray
within 20% of the process backend.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import time
from collections.abc import Sequence
from typing import Any

from frontier_games.bench import default_players
from frontier_games.games import get_game
from frontier_games.tournament import run_tournament

PROCESS_TARGET = 1.6
"""The process backend with 2 workers should play at least this many times serial's games."""

RAY_TARGET = 0.8
"""Ray should play at least this share of the process backend's games a second."""


def games_per_second(game: str, games: int, players: int, backend: str, workers: int) -> float:
    """The rate of one tournament of ``games`` games between random bots on ``backend``."""
    started = time.perf_counter()
    bots = ["random"] * players
    run_tournament(game, bots, games, players, seed=1, backend=backend, workers=workers)
    return games / (time.perf_counter() - started)


def games_for(game: str, players: int, seconds: float) -> int:
    """About how many games the serial backend plays in ``seconds``."""
    rate = games_per_second(game, 10, players, "serial", 1)
    return max(10, round(rate * seconds))


def _ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        return None


def measure(
    game: str, players: int, seconds: float, workers: int, rounds: int, use_ray: bool
) -> dict[str, float]:
    """The best rate of each backend over ``rounds`` rounds, by backend's name."""
    games = games_for(game, players, seconds)
    ray = _ray() if use_ray else None
    backends = ["serial", "process"] + ([] if ray is None else ["ray"])
    if ray is not None:
        ray.init(
            address="local",
            num_cpus=workers,
            include_dashboard=False,
            logging_level=logging.WARNING,
        )
        games_per_second(game, 4 * workers, players, "ray", workers)  # starts its workers
    best = dict.fromkeys(backends, 0.0)
    try:
        for _ in range(rounds):
            for backend in backends:
                rate = games_per_second(game, games, players, backend, workers)
                best[backend] = max(best[backend], rate)
    finally:
        if ray is not None:
            ray.shutdown()
    print(f"{game}, {players} random bots, {games} games a run, {workers} workers")
    return best


def report(best: dict[str, float], workers: int) -> str:
    """The rates as a table, with the ratios the targets are read from."""
    serial = best["serial"]
    lines = [f"{'backend':<12} {'games/s':>9} {'/serial':>8}"]
    for backend, rate in best.items():
        label = backend if backend == "serial" else f"{backend}({workers})"
        lines.append(f"{label:<12} {rate:>9.1f} {rate / serial:>8.2f}")
    lines.append(
        f"process / serial: {best['process'] / serial:.2f} (target >= {PROCESS_TARGET} "
        "with 2 workers on 2 cores)"
    )
    if "ray" in best:
        lines.append(f"ray / process: {best['ray'] / best['process']:.2f} (target >= {RAY_TARGET})")
    else:
        lines.append("ray: not measured (pip install 'frontier-games[ray]')")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="pappy-winchester", help="a registered game's id")
    parser.add_argument("--players", type=int, default=None, help="default: 4 or nearest")
    parser.add_argument("--seconds", type=float, default=3.0, help="serial time of one run")
    parser.add_argument("--workers", type=int, default=2, help="processes, and Ray's CPUs")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each backend")
    parser.add_argument("--no-ray", action="store_true", help="leave Ray out")
    arguments = parser.parse_args(argv)
    players = arguments.players or default_players(get_game(arguments.game))
    best = measure(
        arguments.game,
        players,
        seconds=arguments.seconds,
        workers=arguments.workers,
        rounds=arguments.rounds,
        use_ray=not arguments.no_ray,
    )
    print(report(best, arguments.workers))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
