"""Each kind of move's one home holds its words and its place in the action codec, beside
its checks and its effect: ``describe`` and ``narrate`` say every kind through the words
its move declares, and the homes' blocks of ids, in order, are the codec's whole space
(with the ids the game's page gives each kind)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

from frontier_games.games.chaparral import (
    GAME,
    HeuristicBot,
    allocation,
    characters,
    end_of_phase,
    influence,
    rulebook,
)
from frontier_games.games.chaparral.content import Business, Character, Event
from frontier_games.games.chaparral.learning import codec
from frontier_games.games.chaparral.model import (
    ArrangeEvents,
    ChaparralAction,
    Influence,
    Options,
    State,
)
from frontier_games.games.chaparral.naming import Said
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.view import view
from frontier_games.games.chaparral.words import describe, narrate

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "chaparral.rst"

BLOCKS: tuple[Callable[[int], Sequence[ChaparralAction]], ...] = (
    allocation.allocate_ids,
    allocation.block_ids,
    allocation.enter_alley_ids,
    influence.influence_ids,
    rulebook.pass_ids,
    characters.perform_ids,
    characters.use_alley_ids,
    characters.arrange_events_ids,
    characters.take_stagecoach_ids,
    characters.buy_farm_ids,
    characters.sell_ids,
    characters.host_ids,
    characters.remove_apache_ids,
    characters.build_ids,
    characters.mine_ids,
    characters.buy_business_ids,
    characters.take_prize_ids,
    characters.bribe_ids,
    end_of_phase.donate_ids,
    end_of_phase.penalty_ids,
)
"""The homes' blocks of codec ids, in the order of the table of :mod:`.chaparral.learning`."""


def _home(kind: type[Any]) -> str:
    """The module that declares ``kind``'s move (where its effect is)."""
    return MOVES.move(kind).effect.__module__


def _games() -> Iterator[State]:
    """Every position of a few games of each player count, played mostly by the heuristic
    bot (which reaches the prizes, the bribe and the gift to the Church) and at random."""
    for players, options in (
        (2, Options()),
        (3, Options(alley_any_character=True)),
        (4, Options()),
    ):
        for seed in range(2):
            choose = random.Random(seed)
            bots = [HeuristicBot(seed * 10 + seat) for seat in range(players)]
            state = GAME.new_game(players, seed, options)
            while not GAME.is_over(state):
                yield state
                (seat,) = GAME.actors(state)
                moves = GAME.legal_actions(state, seat)
                if choose.random() < 0.8:
                    action = bots[seat].choose(GAME, GAME.view(state, seat), moves)
                else:
                    action = choose.choice(moves)
                state = GAME.apply(state, action)


# -- words ------------------------------------------------------------------------------------


def test_describe_and_narrate_say_every_kind_in_the_words_its_home_declares() -> None:
    said_kinds: set[type[Any]] = set()
    for number, state in enumerate(_games()):
        players = state.setup.players
        (seat,) = GAME.actors(state)
        moves = GAME.legal_actions(state, seat)
        for viewer in (seat, (seat + 1) % players):
            seen = view(state, viewer)
            for action in moves:
                words = MOVES.move(type(action)).words
                assert words is not None
                said = words(seen, action)
                assert type(said) is Said
                expected = said.mine if viewer == seat else f"seat {seat} {said.theirs}"
                assert describe(seen, action) == expected
                said_kinds.add(type(action))
        if number % 7:  # narrating every position makes the test slow
            continue
        action = moves[number % len(moves)]
        for viewer in (None, *range(players)):
            seen = view(state, viewer)
            words = MOVES.move(type(action)).words
            assert words is not None
            said = words(seen, action)
            told = said.theirs if viewer == seat or said.unseen is None else said.unseen
            assert narrate(state, action, viewer)[0] == f"seat {seat} {told}"
    assert said_kinds == {move.kind for move in MOVES.moves}


def test_what_another_seat_cannot_see_is_in_the_words_of_its_kind() -> None:
    seen = view(GAME.new_game(3, 1), 0)
    arrange, place = MOVES.move(ArrangeEvents).words, MOVES.move(Influence).words
    assert arrange is not None
    assert place is not None
    first, second, third = tuple(Event)[:3]
    arranged = arrange(seen, ArrangeEvents(1, first, (second, third)))
    assert arranged.theirs == (
        f"puts {first.value} at the bottom, then {third.value}, with {second.value} on top"
    )
    assert arranged.unseen == (
        "puts one of the top three events at the bottom of the deck and the other two back on top"
    )
    through = place(seen, Influence(1, Character.MAYOR, Business.CIGAR_SHOP))
    assert through.theirs == "places influence in the Cigar Shop through the Mayor"
    assert through.unseen == "places influence in the Cigar Shop"
    assert place(seen, Influence(1, None, Business.CIGAR_SHOP)).unseen is None


# -- the action codec -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
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
    text = PAGE.read_text(encoding="utf-8")
    section = text[text.index("\nThe moves\n") : text.index("\nOptions\n")]
    rows = re.findall(r"^``(\w+)``\s+:mod:`[^`]+`\s+([\d-]+)\s", section, re.MULTILINE)
    assert dict(rows) == ranges
