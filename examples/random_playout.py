"""Play one game between random bots and print how it ended.

Run it with ``python examples/random_playout.py``: it plays the first registered game
(or says that none is registered yet).
"""

from __future__ import annotations

import frontier_games as fg
from frontier_games.bots import RandomBot
from frontier_games.play import play_game


def main() -> int:
    """Play the first registered game with random bots; the exit status."""
    names = fg.game_names()
    if not names:
        print("no game is registered yet: nothing to play")
        return 0
    game = fg.get_game(names[0])
    players = game.min_players
    bots = [RandomBot(seed=seat) for seat in range(players)]
    played = play_game(game, bots, players=players, seed=2024)
    record, final, outcome = played.record, played.final, played.outcome
    print(f"{game.name}: {players} random bots, {len(record.actions)} actions")
    print(game.render(game.view(final, None)))
    for seat, (label, score) in enumerate(zip(record.labels, outcome.scores, strict=True)):
        marker = "  <- winner" if seat in outcome.winners else ""
        print(f"seat {seat} {label}: {score}{marker}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
