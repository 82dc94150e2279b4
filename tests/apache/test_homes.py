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

from frontier_games.games import apache as A
from frontier_games.games.apache import (
    Colour,
    HeuristicBot,
    Options,
    Phase,
    Play,
    State,
    Take,
    grab,
    loot,
)
from frontier_games.games.apache.learning import codec
from frontier_games.games.apache.model import ApacheAction
from frontier_games.games.apache.naming import Said
from frontier_games.games.apache.rulebook import MOVES

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "apache.rst"

BLOCKS: tuple[Callable[[int], Sequence[ApacheAction]], ...] = (
    grab.play_ids,
    grab.pass_ids,
    loot.take_ids,
)
"""The homes' blocks of codec ids, in the order of the table of :mod:`.apache.learning`."""

_THIRD = {"play": "plays", "pass": "passes", "take": "takes", "marry": "marries"}
"""Each verb a move's words begin with, in the third person."""


def _home(kind: type[Any]) -> str:
    """The module that declares ``kind``'s move (where its effect is)."""
    return MOVES.move(kind).effect.__module__


def _games() -> Iterator[State]:
    """Every position of a few games, played mostly by the heuristic bot (which takes
    prisoners and marries) and at random (which pays penalties)."""
    for players, options in (
        (2, Options(wedding=True)),
        (3, Options(war_path=True, wedding=True, joint_raid=True)),
        (4, Options(chief_captures_twin=True, colours=(Colour.BLUE, *tuple(Colour)[:3]))),
    ):
        choose = random.Random(players)
        bots = [HeuristicBot(players * 10 + seat) for seat in range(players)]
        state = A.new_game(players, players, options)
        while not A.is_over(state):
            yield state
            seat = choose.choice(sorted(A.actors(state)))
            moves = A.legal_actions(state, seat)
            if choose.random() < 0.7:
                action = bots[seat].choose(A.GAME, A.view(state, seat), moves)
            else:
                action = choose.choice(moves)
            state = A.apply(state, action)


# -- words ------------------------------------------------------------------------------------


def _subject(state: State, action: ApacheAction, viewer: int | None) -> str:
    """Who does ``action``, as a description names it: the seat's colour, and for a loot
    the hand card due on the board."""
    colour = state.setup.colours[action.player].name.lower()
    if type(action) is Take:
        return f"{colour} {state.board[state.resolving].indian.card_name}"
    return colour


def test_describe_and_narrate_say_every_kind_in_the_words_its_home_declares() -> None:
    said_kinds: set[type[Any]] = set()
    loots: set[tuple[Any, bool]] = set()
    warned = 0
    for number, state in enumerate(_games()):
        players = state.players
        for seat in sorted(A.actors(state)):
            moves = A.legal_actions(state, seat)
            for viewer in (seat, (seat + 1) % players, None):
                seen = A.view(state, viewer)
                for action in moves:
                    words = MOVES.move(type(action)).words
                    assert words is not None
                    said = words(seen, action)
                    assert type(said) is Said
                    mine, theirs = said.mine.split(" ", 1), said.theirs.split(" ", 1)
                    assert _THIRD[mine[0]] == theirs[0], said
                    assert mine[1:] == theirs[1:] or type(action) is Take, said
                    if said.warning:
                        assert viewer == seat
                        assert type(action) is Play
                        assert not A.can_make_loot(state, seat, action.indian)
                        warned += 1
                    subject = _subject(state, action, viewer)
                    assert A.describe(seen, action) == f"{subject} {said.theirs}{said.warning}"
                    said_kinds.add(type(action))
                    if type(action) is Take:
                        loots.add((action.loot, action.indian is not None))
            if number % 11:  # narrating every position makes the test slow
                continue
            action = moves[number % len(moves)]
            words = MOVES.move(type(action)).words
            assert words is not None
            for viewer in (None, *range(players)):
                said = words(A.view(state, viewer), action)
                subject = _subject(state, action, viewer)
                assert A.narrate(state, action, viewer)[0] == f"{subject} {said.theirs}"
    assert said_kinds == {move.kind for move in MOVES.moves}
    assert warned
    assert {loot for loot, _ in loots} == set(A.Loot)
    assert (A.Loot.ITEM, True) in loots  # a chief's prisoner


def test_a_loot_in_a_view_that_shows_no_hand_card_due_names_the_item_alone() -> None:
    state = A.new_game(2, 1)
    words = MOVES.move(Take).words
    assert words is not None
    said = words(A.view(state, 0), Take(1, A.Loot.ITEM))
    assert said == Said("take your item", "takes its item")
    assert A.describe(A.view(state, 0), Take(1, A.Loot.ITEM)) == "yellow takes its item"


# -- the action codec -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_homes_blocks_in_order_are_the_codecs_actions(players: int) -> None:
    space = codec(players)
    for seat in range(players):
        decoded = [space.decode(index, player=seat) for index in range(space.size)]
        assert [action for block in BLOCKS for action in block(seat)] == decoded


def test_every_kind_has_its_codec_ids_in_its_home() -> None:
    kinds: set[type[Any]] = set()
    for block in BLOCKS:
        (kind,) = {type(action) for action in block(0)}  # a block holds one kind
        assert block.__module__ == _home(kind), block.__name__
        kinds.add(kind)
    assert kinds == {move.kind for move in MOVES.moves}


def test_every_codec_id_is_in_its_kinds_space() -> None:
    for players in (2, 5):
        for seat in range(players):
            for block in BLOCKS:
                for action in block(seat):
                    assert action in MOVES.space(type(action), players, seat)


# -- the game's page --------------------------------------------------------------------------


def _moves_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("\nThe moves\n---------\n")
    return text[start : text.index("\nOptions\n-------\n", start)]


def test_the_page_gives_each_kind_its_codec_ids() -> None:
    space = codec(2)
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
