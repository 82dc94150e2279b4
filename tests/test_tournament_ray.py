"""The Ray backend on a real local Ray (2 CPUs, no dashboard): ``nox -s ray`` runs this.

Skipped when the ``ray`` extra is not installed. Starting Ray takes seconds, so one
tournament covers it all: the same results and records as serial, and the Ray it started
shut down at the end.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from frontier_games.testing.gold_claim import GAME
from frontier_games.tournament import run_tournament

ray = pytest.importorskip("ray")


def test_a_local_ray_gives_the_serial_results_and_is_shut_down_after(tmp_path: Path) -> None:
    bots = ["random", "first", "random"]
    serial = run_tournament(
        GAME, bots, 60, 3, seed=11, backend="serial", records=tmp_path / "serial.jsonl"
    )
    on_ray = run_tournament(
        GAME,
        bots,
        60,
        3,
        seed=11,
        backend="ray",
        workers=2,
        ray_address="local",
        records=tmp_path / "ray.jsonl",
    )
    assert on_ray == serial
    assert (tmp_path / "ray.jsonl").read_bytes() == (tmp_path / "serial.jsonl").read_bytes()
    assert not ray.is_initialized()
