"""Golden replays: what every game does stays what it did, unless a commit says which
rule changed (see :mod:`tests.golden`, which regenerates them)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_dict, to_dict
from tests.golden import FOLDER, OPTION_SETS, cases

ENTRIES = [
    (name, index, entry)
    for name in OPTION_SETS
    for index, entry in enumerate(
        json.loads(line)
        for line in (FOLDER / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    )
]


def test_the_golden_games_cover_every_game_player_count_and_main_option_set() -> None:
    stored = [
        (entry["record"]["game"], entry["record"]["players"], entry["record"]["seed"])
        for _, _, entry in ENTRIES
    ]
    assert stored == [(name, players, seed) for name, players, _, seed in cases()]


@pytest.mark.parametrize(
    ("name", "index", "entry"), ENTRIES, ids=[f"{name}-{index}" for name, index, _ in ENTRIES]
)
def test_a_golden_game_replays_to_its_final_state(name: str, index: int, entry: Any) -> None:
    record = from_dict(entry["record"], GameRecord)
    final = replay(record)[-1]
    assert to_dict(final) == entry["final"], (
        f"{name} golden game {index} ends elsewhere: if a rule changed on purpose, run"
        " `python -m tests.golden` and say in the commit which rule changed"
    )
