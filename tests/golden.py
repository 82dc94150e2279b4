"""Golden replays: records of random games of every game, player count and main option
set, with the JSON of each game's final state, kept in ``tests/data/golden/``.

``tests/test_golden.py`` replays every record and compares the final state's JSON with
the stored one, so any change of what a game does shows up. A change that alters a rule
on purpose regenerates them and says in its commit which rule changed::

    python -m tests.golden           # rewrite tests/data/golden/*.jsonl

Each file holds one game id's games, one JSON object a line:
``{"record": <GameRecord>, "final": <the final state>}``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import frontier_games as fg
from frontier_games.record import GameRecord
from frontier_games.rng import Rng, choice
from frontier_games.serialization import to_dict

FOLDER = Path(__file__).parent / "data" / "golden"

OPTION_SETS: dict[str, tuple[dict[str, Any], ...]] = {
    "pappy-winchester": ({}, {"open_money": True, "duel_all_in": True}),
    "apache": (
        {},
        {
            "war_path": True,
            "wedding": True,
            "joint_raid": True,
            "chief_captures_twin": True,
            "buffalo_under_pile": True,
        },
    ),
    "wild-fun-west": ({}, {"short_game": True, "open_money": True, "finish_turn": True}),
    "chaparral": ({}, {"alley_any_character": True}),
    "rattlesnake-city": (
        {},
        {"open_money": True, "real_deal": True},
        {"stake_menu": True, "smallest_replies": True},  # rules version 1
    ),
}
"""The main options of each game, as changes from its defaults: every player count is
played under each set."""


def cases() -> Iterator[tuple[str, int, dict[str, Any], int]]:
    """Every golden game: its game id, player count, options and seed."""
    for name, option_sets in OPTION_SETS.items():
        game = fg.get_game(name)
        for index, changes in enumerate(option_sets):
            for players in range(game.min_players, game.max_players + 1):
                yield name, players, changes, 100 * index + players


def play(name: str, players: int, changes: dict[str, Any], seed: int) -> tuple[GameRecord, Any]:
    """A game played at random from ``seed``: a seat drawn among the actors, then one of
    its legal actions. Its record and its final state."""
    game = fg.get_game(name)
    options = game.options_type(**changes) if changes else None
    state = game.new_game(players=players, seed=seed, options=options)
    rng, actions = Rng.from_seed(seed), []
    while not game.is_over(state):
        seat, rng = choice(rng, sorted(game.actors(state)))
        action, rng = choice(rng, game.legal_actions(state, seat))
        actions.append(action)
        state = game.apply(state, action)
    return GameRecord.of(game, players, seed, actions, options), state


def main() -> None:
    """Play every golden game and rewrite the files."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    lines: dict[str, list[str]] = {name: [] for name in OPTION_SETS}
    for name, players, changes, seed in cases():
        record, final = play(name, players, changes, seed)
        entry = {"record": to_dict(record), "final": to_dict(final)}
        lines[name].append(json.dumps(entry, separators=(",", ":"), sort_keys=False))
    for name, entries in lines.items():
        (FOLDER / f"{name}.jsonl").write_text("\n".join(entries) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
