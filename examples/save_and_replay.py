"""Play a game, save its record as JSON, load it back and replay it.

A :class:`~frontier_games.record.GameRecord` is how a game is saved, shared and attached
to a bug report; replaying it rebuilds every state the game went through. Run it with
``python examples/save_and_replay.py``.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import frontier_games as fg
from frontier_games.bots import RandomBot
from frontier_games.play import play_game
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json, to_json


def main() -> int:
    """Save and replay a game of every registered game; the exit status."""
    names = fg.game_names()
    if not names:
        print("no game is registered yet: nothing to save or replay")
        return 0
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            game = fg.get_game(name)
            players = game.max_players
            bots = [RandomBot(seed=100 + seat) for seat in range(players)]
            record = play_game(game, bots, players=players, seed=7).record

            path = Path(folder) / f"{name}.json"
            path.write_text(to_json(record, indent=2), encoding="utf-8")
            loaded = from_json(path.read_text(encoding="utf-8"), GameRecord)
            assert loaded == record

            states = replay(loaded, game)
            assert game.is_over(states[-1])
            winners = sorted(game.outcome(states[-1]).winners)
            size = path.stat().st_size
            print(
                f"{name}: saved {len(record.actions)} actions ({size} bytes), "
                f"replayed {len(states)} states; winners: seats {winners}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
