"""Each kind of move's one home holds its words and its place in the action codec, beside
its checks and its effect: ``describe`` and ``narrate`` say every kind through the words
its move declares, the homes' blocks of ids, in order, are the codec's whole space, and the
game's page names every kind with its home, its ids and its rules in the order declared."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    Content,
    HeuristicBot,
    MoveVehicle,
    Options,
    PappyAction,
    Phase,
    State,
    bidding,
    duel,
    movement,
    rumor,
)
from frontier_games.games.pappy_winchester.learning import codec
from frontier_games.games.pappy_winchester.naming import Said
from frontier_games.games.pappy_winchester.rulebook import MOVES
from frontier_games.games.pappy_winchester.setup import Configuration

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "pappy-winchester.rst"

BLOCKS: tuple[Callable[[int, int, Content], Sequence[PappyAction]], ...] = (
    bidding.bid_ids,
    bidding.pass_ids,
    duel.duel_ids,
    movement.move_vehicle_ids,
    rumor.rumor_ids,
)
"""The homes' blocks of codec ids, in the order of the codec (:mod:`.pappy_winchester.learning`)."""

_CONTENT = Options().content


def _home(kind: type[Any]) -> str:
    """The module that declares ``kind``'s move (where its effect is)."""
    return MOVES.move(kind).effect.__module__


def _games() -> Iterator[State]:
    """Every position of a few games, played mostly by the heuristic bot and at random."""
    for players in (3, 4, 5):
        choose = random.Random(players)
        bots = [HeuristicBot(players * 10 + seat) for seat in range(players)]
        state = pw.new_game(players, players)
        while not pw.is_over(state):
            yield state
            (seat,) = pw.actors(state)
            moves = pw.legal_actions(state, seat)
            if choose.random() < 0.7:
                action = bots[seat].choose(pw.GAME, pw.view(state, seat), moves)
            else:
                action = choose.choice(moves)
            state = pw.apply(state, action)


# -- words ------------------------------------------------------------------------------------


def test_describe_and_narrate_say_every_kind_in_the_words_its_home_declares() -> None:
    said_kinds: set[type[Any]] = set()
    noted = 0
    for number, state in enumerate(_games()):
        players = state.deal.players
        for seat in sorted(pw.actors(state)):
            moves = pw.legal_actions(state, seat)
            if state.phase is Phase.BIDDING and number % 5:
                moves = moves[-3:]  # the pass, the duel and the highest bid
            for viewer in (seat, (seat + 1) % players, None):
                seen = pw.view(state, viewer)
                for action in moves:
                    words = MOVES.move(type(action)).words
                    assert words is not None
                    said = words(seen, action)
                    assert type(said) is Said
                    assert said.text.startswith(f"seat {seat} ")
                    if said.note:
                        assert viewer == seat
                        assert type(action) is MoveVehicle
                        noted += 1
                        assert pw.describe(seen, action) == f"{said.text} ({said.note})"
                    else:
                        assert pw.describe(seen, action) == said.text
                    said_kinds.add(type(action))
            if number % 13:  # narrating every position makes the test slow
                continue
            action = moves[number % len(moves)]
            words = MOVES.move(type(action)).words
            assert words is not None
            for viewer in (None, *range(players)):
                said = words(pw.view(state, viewer), action)
                assert pw.narrate(state, action, viewer)[0] == said.text
    assert said_kinds == {move.kind for move in MOVES.moves}
    assert noted


# -- the action codec -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_homes_blocks_in_order_are_the_codecs_actions(players: int) -> None:
    space = codec(players)
    for seat in range(players):
        decoded = [space.decode(index, player=seat) for index in range(space.size)]
        assert [a for block in BLOCKS for a in block(seat, players, _CONTENT)] == decoded


def test_every_kind_has_its_codec_ids_in_its_home() -> None:
    kinds: set[type[Any]] = set()
    for block in BLOCKS:
        (kind,) = {type(action) for action in block(0, 3, _CONTENT)}  # one kind a block
        assert block.__module__ == _home(kind), block.__name__
        kinds.add(kind)
    assert kinds == {move.kind for move in MOVES.moves}


def test_every_codec_id_is_in_its_kinds_space() -> None:
    for players in (3, 5):
        setup = Configuration(players, _CONTENT)
        for seat in range(players):
            for block in BLOCKS:
                for action in block(seat, players, _CONTENT):
                    assert action in MOVES.space(type(action), setup, seat)


# -- the game's page --------------------------------------------------------------------------


def _moves_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("\nThe moves\n---------\n")
    return text[start : text.index("\nChecking a state\n----------------\n", start)]


def test_the_page_gives_each_kind_its_codec_ids() -> None:
    space = codec(3)
    actions = [space.decode(index, player=0) for index in range(space.size)]
    ranges = {}
    position = 0
    for kind, run in groupby(actions, key=type):
        count = len(list(run))
        first, last = position, position + count - 1
        ranges[kind.__name__] = str(first) if first == last else f"{first}-{last}"
        position += count
    rows = re.findall(r"^``(\w+)``\s+:mod:`[^`]+`\s+([\d-]+)\s", _moves_section(), re.MULTILINE)
    assert dict(rows) == ranges


def test_the_page_gives_the_phases_their_kinds() -> None:
    section = _moves_section()
    for phase in Phase:
        assert f"``Phase.{phase.name}``" in section
