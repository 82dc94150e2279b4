"""Each kind of move's one home holds its words and its place in the action codec, beside
its checks and its effect: ``describe`` and ``narrate`` say every kind through the words
its move declares, the homes' blocks of ids, in order, are the codec's whole space, and the
game's page names every kind with its home, its ids and its rules in the order declared."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west import Character, HeuristicBot, Options, Phase, State
from frontier_games.games.wild_fun_west.learning import BLOCKS, codec
from frontier_games.games.wild_fun_west.rulebook import MOVES
from frontier_games.games.wild_fun_west.table import dimensions

from .helpers import building_bids, game

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "wild-fun-west.rst"

_THIRD = {
    "bid": "bids",
    "pass": "passes",
    "put": "puts",
    "forbid": "forbids",
    "steal": "steals",
    "take": "takes",
    "switch": "switches",
    "swap": "swaps",
    "exchange": "exchanges",
    "redraw": "redraws",
    "build": "builds",
}
"""Each verb a move's words begin with, in the third person."""


def _home(kind: type[Any]) -> str:
    """The module that declares ``kind``'s move (where its effect is)."""
    return MOVES.move(kind).effect.__module__


def _games() -> Iterator[State]:
    """Every position of a few games with every character, played mostly by the heuristic
    bot and at random."""
    characters = tuple(Character)
    for players, options in (
        (4, Options(characters=characters[:4], turn_limit=8)),
        (4, Options(characters=characters[4:8], turn_limit=8)),
        (4, Options(characters=characters[8:], turn_limit=8)),
    ):
        choose = random.Random(players)
        bots = [HeuristicBot(players * 10 + seat) for seat in range(players)]
        state = W.new_game(players, 3, options)
        while not W.is_over(state):
            yield state
            seat = choose.choice(sorted(W.actors(state)))
            moves = W.legal_actions(state, seat)
            if choose.random() < 0.7:
                action = bots[seat].choose(W.GAME, W.view(state, seat), moves)
            else:
                action = choose.choice(moves)
            state = W.apply(state, action)
    yield _a_tie()


def _a_tie() -> State:
    """Judge Roy Bean (seat 7) asked to choose between the Bank and the Church."""
    state = building_bids(game(8), W.Building.BANK, W.Building.CHURCH, W.Building.SALOON)
    first = min(W.actors(state))
    state = W.apply(state, W.Place(first, W.Building.BANK, 1))
    state = W.apply(state, W.Place(min(W.actors(state)), W.Building.CHURCH, 1))
    while state.phase is Phase.BUILDING_BIDDING:
        state = W.apply(state, W.Pass(min(W.actors(state))))
    assert state.phase is Phase.BUILDING_TIE
    return state


# -- words ------------------------------------------------------------------------------------


def test_describe_and_narrate_say_every_kind_in_the_words_its_home_declares() -> None:
    said_kinds: set[type[Any]] = set()
    for number, state in enumerate(_games()):
        players = state.players
        for seat in sorted(W.actors(state)):
            moves = W.legal_actions(state, seat)
            for viewer in (seat, (seat + 1) % players, None):
                seen = W.view(state, viewer)
                for action in moves:
                    words = MOVES.move(type(action)).words
                    assert words is not None
                    verb, rest, third = words(seen, action, mine=viewer == seat, note=True)
                    assert verb in _THIRD, verb
                    if viewer == seat:
                        assert W.describe(seen, action) == f"{verb}{rest}"
                    else:
                        told = third if third is not None else rest
                        assert W.describe(seen, action) == f"seat {seat} {_THIRD[verb]}{told}"
                    said_kinds.add(type(action))
            if number % 13:  # narrating every position makes the test slow
                continue
            action = moves[number % len(moves)]
            if type(action) in (W.Bid, W.Exchange, W.Activate):
                continue  # told as the table sees them: a sealed bid's amount is secret
            words = MOVES.move(type(action)).words
            assert words is not None
            verb, rest, third = words(W.view(state, None), action, mine=False, note=False)
            told = third if third is not None else rest
            assert W.narrate(state, action, None)[0] == f"seat {seat} {_THIRD[verb]}{told}"
    assert said_kinds == {move.kind for move in MOVES.moves}


# -- the action codec -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_homes_blocks_in_order_are_the_codecs_actions(players: int) -> None:
    space = codec(players)
    options = Options()
    shape = dimensions(players, options.content, options.turn_limit)
    for seat in (0, players - 1):
        decoded = [space.decode(index, player=seat) for index in range(space.size)]
        assert [action for block in BLOCKS for action in block(seat, shape)] == decoded


def test_every_kind_has_its_codec_ids_in_its_home() -> None:
    options = Options()
    shape = dimensions(4, options.content, options.turn_limit)
    kinds: set[type[Any]] = set()
    for block in BLOCKS:
        (kind,) = {type(action) for action in block(0, shape)}  # a block holds one kind
        assert block.__module__ == _home(kind), block.__name__
        kinds.add(kind)
    assert kinds == {move.kind for move in MOVES.moves}


def test_every_codec_id_is_in_its_kinds_space() -> None:
    setup = W.new_game(5, 1).setup
    space = codec(5)
    for seat in (0, 4):
        for index in range(space.size):
            action = space.decode(index, player=seat)
            assert action in MOVES.space(type(action), setup, seat)


# -- the game's page --------------------------------------------------------------------------


def _moves_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("\nThe moves\n---------\n")
    return text[start : text.index("\nOptions\n-------\n", start)]


def test_the_page_gives_each_kind_its_codec_ids() -> None:
    space = codec(4)
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
