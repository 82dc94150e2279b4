"""How many PettingZoo AEC steps a second each game plays, beside PettingZoo's own
``tictactoe_v3``: ``--help`` for the options.

Every subject is made with its ``env()`` (PettingZoo's standard wrappers on) and played
the way a learning loop plays it: ``agent_iter``, ``last()``, an action drawn from the
observation's ``action_mask`` by the agent's action space (``sample(mask)``), ``step``;
terminated agents step out with ``None``, and those steps count. Resets count in the
time, not as steps; making the environment is not timed. The subjects run in
``--rounds`` rounds taken in turn, so that machine noise touches them alike, and the best
round of each counts. The issue's target: each game at least 0.70 of tictactoe's rate.

``tictactoe_v3`` needs pygame (PettingZoo's ``classic`` extra): ``pip install pygame``.
Without it the games are measured alone.
"""

from __future__ import annotations

import argparse
import functools
import time
from collections.abc import Callable, Sequence
from typing import Any

from frontier_games.adapters.pettingzoo import env
from frontier_games.bench import default_players
from frontier_games.games import game_names, get_game

TARGET = 0.70
"""Each game should play at least this share of tictactoe_v3's steps a second."""

REFERENCE = "tictactoe_v3"

Maker = Callable[[], Any]


def steps_per_second(make: Maker, seconds: float, seed: int) -> float:
    """The rate of random play on a fresh environment, whole episodes for ``seconds``
    (the episode under way when time runs out is finished). Making the environment is
    not timed: a large action space takes a while to build (Rattlesnake City's 26,621 with
    the real deal, about half a second), once."""
    table = make()
    steps, episode = 0, seed
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        table.reset(seed=episode)
        for number, agent in enumerate(table.possible_agents):
            table.action_space(agent).seed(episode + number)
        episode += 1
        for agent in table.agent_iter():
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                action = None
            else:
                action = table.action_space(agent).sample(observation["action_mask"])
            table.step(action)
            steps += 1
    return steps / (time.perf_counter() - started)


def subjects(games: Sequence[str]) -> dict[str, Maker]:
    """The environments to measure by label: tictactoe_v3 first when it can be made."""
    makers: dict[str, Maker] = {}
    try:
        from pettingzoo.classic import tictactoe_v3  # type: ignore[import-untyped]
    except ImportError:  # pygame missing
        pass
    else:
        makers[REFERENCE] = tictactoe_v3.env
    for game_id in games:
        players = default_players(get_game(game_id))
        makers[f"{game_id} ({players}p)"] = functools.partial(env, game_id, players=players)
    return makers


def measure(makers: dict[str, Maker], seconds: float, rounds: int) -> dict[str, float]:
    """The best rate of each subject over ``rounds`` rounds taken in turn, by label."""
    best = dict.fromkeys(makers, 0.0)
    for number in range(rounds):
        for label, make in makers.items():
            best[label] = max(best[label], steps_per_second(make, seconds, seed=number * 1000))
    return best


def report(best: dict[str, float]) -> str:
    """The rates as a table, with each game's ratio to tictactoe_v3 and the target."""
    reference = best.get(REFERENCE)
    lines = [f"{'environment':<26} {'steps/s':>9} {'/ttt':>6}"]
    for label, rate in best.items():
        ratio = "" if reference is None else f"{rate / reference:>6.2f}"
        lines.append(f"{label:<26} {rate:>9.0f} {ratio}")
    if reference is None:
        lines.append(f"{REFERENCE}: not measured (it needs pygame: pip install pygame)")
    else:
        missed = [
            label
            for label, rate in best.items()
            if label != REFERENCE and rate < TARGET * reference
        ]
        verdict = "every game meets it" if not missed else "missed by " + ", ".join(missed)
        lines.append(f"target: at least {TARGET:.2f} of {REFERENCE}'s rate: {verdict}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", default=",".join(game_names()), help="comma-separated ids")
    parser.add_argument("--seconds", type=float, default=2.0, help="time of one subject's run")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each subject")
    arguments = parser.parse_args(argv)
    games = [game.strip() for game in arguments.games.split(",") if game.strip()]
    best = measure(subjects(games), arguments.seconds, arguments.rounds)
    print(report(best))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
