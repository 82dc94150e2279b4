"""Each kind of move has one home (issue 25): the module that declares it with the rule kit
also holds its words, which ``describe`` and ``narrate`` go through, and its blocks of the
action codec, which the codec only puts in order."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest

from frontier_games.games.rattlesnake_city import (
    GAME,
    cards,
    challenge,
    deal,
    pot,
    rulebook,
    showdown,
    tile,
)
from frontier_games.games.rattlesnake_city.content import STANDARD_CONTENT, Content, Coup
from frontier_games.games.rattlesnake_city.learning import codec
from frontier_games.games.rattlesnake_city.model import (
    Challenge,
    Options,
    RattlesnakeAction,
    State,
    TakeDrawn,
    View,
)
from frontier_games.games.rattlesnake_city.poker import poker_library_available
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.games.rattlesnake_city.view import view
from frontier_games.games.rattlesnake_city.words import describe, narrate
from frontier_games.moves import Move

Block = Callable[[Content, int], Sequence[RattlesnakeAction]]

BLOCKS: tuple[Block, ...] = (
    tile.place_saloon_ids,
    tile.place_building_ids,
    tile.repair_track_ids,
    tile.draw_cards_ids,
    cards.play_permanent_ids,
    cards.dynamite_ids,
    cards.dynamite_track_ids,
    cards.stroke_of_fate_ids,
    cards.catch_joe_ids,
    cards.offer_sale_ids,
    cards.ask_to_buy_ids,
    cards.answer_ids,
    showdown.attack_bank_ids,
    showdown.surrender_ids,
    showdown.defend_ids,
    showdown.fire_ids,
    showdown.withdraw_ids,
    challenge.challenge_menu_ids,
    challenge.play_coyote_ids,
    challenge.take_up_ids,
    challenge.ask_lower_stake_ids,
    challenge.play_card_ids,
    challenge.cheat_ids,
    challenge.play_professional_ids,
    challenge.tar_and_feather_ids,
    pot.draw_revolver_ids,
    rulebook.pass_ids,
    challenge.challenge_beyond_menu_ids,
)
"""The blocks of the action space, in the order of the table of
:mod:`~.rattlesnake_city.learning`, each from the home of its kind."""

REAL_DEAL_BLOCKS: tuple[Block, ...] = (
    challenge.real_deal_menu_ids,
    deal.discard_ids,
    deal.raise_ids,
    deal.call_ids,
    deal.fold_ids,
    deal.draw_three_ids,
    deal.replace_card_ids,
    deal.swap_cards_ids,
    deal.take_drawn_ids,
    challenge.real_deal_beyond_menu_ids,
    deal.take_drawn_same_card_ids,
)
"""The real deal's blocks, after the others."""


def _home(move: Move[Any, Any]) -> str:
    """The module that declares ``move`` (where its effect is)."""
    return move.effect.__module__


# -- words ----------------------------------------------------------------------------------


def test_the_game_has_35_kinds_of_move_each_with_its_words() -> None:
    assert len(MOVES.moves) == 35  # each declares its words in its home: tests/test_homes.py


def _first_of_each_kind(seat: int) -> dict[type, RattlesnakeAction]:
    """An action of every kind for ``seat``: the first of its codec blocks."""
    found: dict[type, RattlesnakeAction] = {}
    for block in (*BLOCKS, *REAL_DEAL_BLOCKS):
        for action in block(STANDARD_CONTENT, seat):
            found.setdefault(type(action), action)
    return found


def test_describe_says_every_kind_of_move_through_its_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Each declaration's words replaced: describe and narrate say what the replacement says.
    state = GAME.new_game(6, 1, Options())
    mine, spectator = view(state, 0), view(state, None)
    actions = _first_of_each_kind(0)
    assert set(actions) == {move.kind for move in MOVES.moves}
    for move in MOVES.moves:
        assert move.words is not None
        kind = move.kind.__name__
        said = (f"{kind} as its seat says it", f"{kind} in the third person")
        replaced = attrs.evolve(move, words=lambda view, action, said=said: said)
        monkeypatch.setitem(MOVES._by_kind, move.kind, replaced)
        action = actions[move.kind]
        assert describe(mine, action) == said[0]
        assert describe(spectator, action) == f"seat 0 {said[1]}"
    saloon = GAME.legal_actions(state, min(GAME.actors(state)))[0]
    assert (
        narrate(state, saloon, None)[0] == f"seat {saloon.player} PlaceSaloon in the third person"
    )


def _positions(players: int, options: Options, seed: int, limit: int) -> list[State]:
    choose = random.Random(seed)
    state = GAME.new_game(players, seed, options)
    states = []
    for _ in range(limit):
        if GAME.is_over(state):
            break
        states.append(state)
        seat = min(GAME.actors(state))
        state = GAME.apply(state, choose.choice(GAME.legal_actions(state, seat)))
    return states


def _said(move: Move[Any, Any], seen: View, action: RattlesnakeAction) -> str:
    assert move.words is not None
    first, third = move.words(seen, action)
    return str(first) if seen.player == action.player else f"seat {action.player} {third}"


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [(2, Options(), 1), (4, Options(open_money=True), 2), (5, Options(), 3)],
)
def test_describe_is_each_kinds_words_for_every_viewer(
    players: int, options: Options, seed: int
) -> None:
    kinds: set[type] = set()
    for state in _positions(players, options, seed, 300):
        viewers = (None, *range(players))
        for seat in GAME.actors(state):
            for action in GAME.legal_actions(state, seat):
                move = MOVES.move(type(action))
                kinds.add(move.kind)
                for viewer in viewers:
                    seen = view(state, viewer)
                    assert describe(seen, action) == _said(move, seen, action)
    assert len(kinds) >= 15


# -- the action codec -------------------------------------------------------------------------


def test_every_block_lists_one_kind_from_its_home() -> None:
    kinds = {move.kind: move for move in MOVES.moves}
    covered: set[type] = set()
    for block in (*BLOCKS, *REAL_DEAL_BLOCKS):
        for seat in (0, 5):
            actions = block(STANDARD_CONTENT, seat)
            assert actions, block.__name__
            (kind,) = {type(action) for action in actions}
            assert block.__module__ == _home(kinds[kind]), block.__name__
            assert all(action.player == seat for action in actions), block.__name__
            assert len(set(actions)) == len(actions), block.__name__
            covered.add(kind)
    assert covered == set(kinds)


def test_a_kind_in_several_blocks_has_one_function_per_block() -> None:
    homes: dict[type, list[str]] = {}
    for block in (*BLOCKS, *REAL_DEAL_BLOCKS):
        homes.setdefault(type(block(STANDARD_CONTENT, 0)[0]), []).append(block.__name__)
    assert homes[Challenge] == [
        "challenge_menu_ids",
        "challenge_beyond_menu_ids",
        "real_deal_menu_ids",
        "real_deal_beyond_menu_ids",
    ]
    assert homes[TakeDrawn] == ["take_drawn_ids", "take_drawn_same_card_ids"]
    assert all(
        len(names) == 1 for kind, names in homes.items() if kind not in (Challenge, TakeDrawn)
    )


def _ids(players: int, options: Options, seat: int) -> list[RattlesnakeAction]:
    space = codec(players, options)
    return [space.decode(index, player=seat) for index in range(space.size)]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_homes_blocks_in_order_are_the_action_codec(players: int) -> None:
    for seat in range(players):
        homes = [action for block in BLOCKS for action in block(STANDARD_CONTENT, seat)]
        assert _ids(players, Options(), seat) == homes


@pytest.mark.skipif(not poker_library_available(), reason="the real deal needs pokerkit")
def test_the_real_deal_blocks_come_after_the_others_in_the_action_codec() -> None:
    blocks = (*BLOCKS, *REAL_DEAL_BLOCKS)
    for seat in (0, 3):
        homes = [action for block in blocks for action in block(STANDARD_CONTENT, seat)]
        assert _ids(4, Options(real_deal=True), seat) == homes
        assert len(homes) == 29_001


def test_the_blocks_follow_the_content() -> None:
    content = Content(coup_cards=((Coup.ONE, 10), (Coup.TWO, 5)))
    homes = [action for block in BLOCKS for action in block(content, 1)]
    assert _ids(3, Options(content=content), 1) == homes
    assert len(showdown.fire_ids(content, 1)) == 11 * 6 - 1
