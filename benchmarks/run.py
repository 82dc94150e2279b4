"""Measure how fast the registered games play: ``python benchmarks/run.py --help``.

A thin wrapper over :mod:`frontier_games.bench` (also ``python -m frontier_games bench``).
"""

from __future__ import annotations

from frontier_games.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
