"""``python -m frontier_games``: the command line (see :mod:`frontier_games.cli`)."""

from __future__ import annotations

import os
import sys

from frontier_games.cli import main

if __name__ == "__main__":
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (``... | head``): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 0
    raise SystemExit(status)
