"""How many PettingZoo AEC steps a second each game plays, beside PettingZoo's own
``tictactoe_v3``: ``--help`` for the options.

Every subject is made with its ``env()`` (PettingZoo's standard wrappers on) and played
the way a learning loop plays it: ``agent_iter``, ``last()``, an action drawn from the
observation's ``action_mask`` by the agent's action space (``sample(mask)``), ``step``;
terminated agents step out with ``None``, and those steps count. Resets count in the
time, not as steps; making the environment is not timed. The games run in ``--rounds``
rounds of short runs (``--seconds`` each), each run right after one of tictactoe_v3, and a
game's ratio is the median over the rounds of its rate over that tictactoe run's: machine
noise that lasts longer than a run touches both sides of a ratio alike. The issue's
target: each game at least 0.70 of tictactoe's rate.

``--rules-only`` measures each game a second time with its observation vector made free
(a zero vector in place of the seat's view and features; the mask and the rules run as
before): the most that faster views and features could ever give, so that what is left
of a gap is the rules' own ``legal_actions`` and ``apply``.

``tictactoe_v3`` needs pygame (PettingZoo's ``classic`` extra): ``pip install pygame``.
Without it the games are measured alone.
"""

from __future__ import annotations

import argparse
import functools
import time
from collections.abc import Callable, Sequence
from statistics import median
from typing import Any

import attrs
import numpy as np
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from frontier_games.adapters.pettingzoo import env, raw_env
from frontier_games.bench import default_players
from frontier_games.games import game_names, get_game

TARGET = 0.70
"""Each game should play at least this share of tictactoe_v3's steps a second."""

REFERENCE = "tictactoe_v3"
_RULES_ONLY = " rules only"
"""The label's end of a game measured with its observations free (not held to the target)."""

Maker = Callable[[], Any]


def steps_per_second(make: Maker, seconds: float, seed: int) -> float:
    """The rate of random play on a fresh environment, whole episodes for ``seconds``
    (the episode under way when time runs out is finished). Making the environment is
    not timed: a large action space takes a while to build, once (Rattlesnake City's
    28,949 ids of the real-deal variant take about half a second)."""
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


class _FreeObservation(raw_env):  # type: ignore[misc]  # an untyped base class
    """:class:`raw_env` whose observation vector costs nothing: zeros, made once."""

    def observe(self, agent: str) -> dict[str, Any]:
        mask = np.zeros(self.codec.size, np.int8)
        if agent == self.agent_selection and not self.terminations.get(agent, True):
            seat = self._seats[agent]
            mask[self.codec.indices(self.game.legal_actions(self.game_state, seat))] = 1
        return {"observation": self._zeros, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._zeros = np.zeros(self._feature_size, np.float32)
        super().reset(seed=seed, options=options)


def _rules_only(game_id: str, players: int) -> Any:
    """The game wrapped as :func:`env` wraps it, its observations free."""
    wrapped = _FreeObservation(game_id, players=players)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def subjects(games: Sequence[str], rules_only: bool = False) -> dict[str, Maker]:
    """The environments to measure by label: tictactoe_v3 first when it can be made;
    with ``rules_only``, each game also with its observations free."""
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
        if rules_only:
            makers[f"{game_id}{_RULES_ONLY}"] = functools.partial(_rules_only, game_id, players)
    return makers


@attrs.frozen
class Measured:
    """What :func:`measure` found: each subject's rate in every run, and each game's ratio
    to the tictactoe_v3 run just before it, by label."""

    rates: dict[str, list[float]]
    ratios: dict[str, list[float]]


def measure(makers: dict[str, Maker], seconds: float, rounds: int) -> Measured:
    """``rounds`` rounds of runs of ``seconds``; in each round every game runs once, each
    right after a run of tictactoe_v3 (when it can be made), so that a game and the
    reference it is compared with meet the same machine noise."""
    reference = makers.get(REFERENCE)
    games = {label: make for label, make in makers.items() if label != REFERENCE}
    rates: dict[str, list[float]] = {label: [] for label in makers}
    ratios: dict[str, list[float]] = {label: [] for label in games}
    for number in range(rounds):
        seed = number * 1000
        if not games and reference is not None:
            rates[REFERENCE].append(steps_per_second(reference, seconds, seed))
        for label, make in games.items():
            before = None if reference is None else steps_per_second(reference, seconds, seed)
            rate = steps_per_second(make, seconds, seed)
            rates[label].append(rate)
            if before is not None:
                rates[REFERENCE].append(before)
                ratios[label].append(rate / before)
    return Measured(rates, ratios)


def report(measured: Measured) -> str:
    """The median rates as a table, with each game's median ratio to tictactoe_v3 (and
    the lowest and highest of its rounds), and the target."""
    lines = [f"{'environment':<28} {'steps/s':>9} {'/ttt':>6}  {'rounds':>11}"]
    for label, rates in measured.rates.items():
        ratios = measured.ratios.get(label, [])
        ratio = f"{median(ratios):>6.2f}  {min(ratios):.2f}..{max(ratios):.2f}" if ratios else ""
        lines.append(f"{label:<28} {median(rates):>9.0f} {ratio}".rstrip())
    if REFERENCE not in measured.rates:
        lines.append(f"{REFERENCE}: not measured (it needs pygame: pip install pygame)")
    else:
        missed = [
            label
            for label, ratios in measured.ratios.items()
            if not label.endswith(_RULES_ONLY) and median(ratios) < TARGET
        ]
        verdict = "every game meets it" if not missed else "missed by " + ", ".join(missed)
        lines.append(f"target: a median of at least {TARGET:.2f} of {REFERENCE}'s rate: {verdict}")
    return "\n".join(lines)


def _positive(text: str) -> int:
    """A count of at least 1, for ``--rounds``."""
    count = int(text)
    if count < 1:
        raise argparse.ArgumentTypeError(f"at least 1 round is needed, not {count}")
    return count


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", default=",".join(game_names()), help="comma-separated ids")
    parser.add_argument("--seconds", type=float, default=0.5, help="time of one run")
    parser.add_argument("--rounds", type=_positive, default=9, help="runs of each game")
    parser.add_argument(
        "--rules-only",
        action="store_true",
        help="also measure each game with its observations free (zeros): the rules' share",
    )
    arguments = parser.parse_args(argv)
    games = [game.strip() for game in arguments.games.split(",") if game.strip()]
    measured = measure(subjects(games, arguments.rules_only), arguments.seconds, arguments.rounds)
    print(report(measured))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
