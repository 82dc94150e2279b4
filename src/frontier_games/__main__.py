"""``python -m frontier_games``: the command line (see :mod:`frontier_games.cli`)."""

from __future__ import annotations

from frontier_games.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
