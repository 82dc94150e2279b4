"""Building *Rattlesnake City* positions for tests: a game with a chosen first player,
the saloons placed through ``apply``, a tile drawn and placed as a test wants (chance is
in the way: the tile is taken out of the bag and the turn set with ``attrs.evolve``),
cards given from the draw piles so that every card stays in exactly one place, and the
turn put at a chosen step.

Seats are clockwise from seat 0; by default seat ``s`` has its saloon on space 0 of the
``s``-th town (Coyote Creek, Dry Gulch, Eagle Pass, ...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from frontier_games.core import IllegalActionError
from frontier_games.deck import Deck
from frontier_games.games.rattlesnake_city.content import (
    Card,
    Coup,
    Line,
    Place,
    Shape,
    Tile,
    Town,
)
from frontier_games.games.rattlesnake_city.income import summed_income
from frontier_games.games.rattlesnake_city.model import (
    Options,
    PlaceBuilding,
    PlaceSaloon,
    RattlesnakeAction,
    RepairTrack,
    State,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.rules import actors, apply, legal_actions, new_game
from frontier_games.serialization import to_json

TOWNS = tuple(Town)
_CARD_ORDER = {card: index for index, card in enumerate(Card)}
_COUP_ORDER = {coup: index for index, coup in enumerate(Coup)}


def game(players: int = 2, seed: int = 1, *, first: int = 0, **options: Any) -> State:
    """A new game of ``players`` seats, ``first`` placing its saloon first."""
    return new_game(players, seed, Options(first_player=first, **options))


def seated(
    players: int = 2,
    seed: int = 1,
    *,
    towns: Sequence[Town] | None = None,
    **options: Any,
) -> State:
    """A game in which seat 0, then each seat clockwise, has placed its saloon on space 0
    of ``towns[seat]`` (by default the towns in order): the first turn, seat
    ``players - 1``'s, has begun."""
    chosen = TOWNS[:players] if towns is None else tuple(towns)
    state = game(players, seed, first=0, **options)
    for seat in range(players):
        state = apply(state, PlaceSaloon(seat, chosen[seat], 0))
    return state


def play(state: State, *actions: RattlesnakeAction) -> State:
    """``state`` after ``actions``, applied in order."""
    for action in actions:
        state = apply(state, action)
    return state


def refused(state: State, action: object) -> str:
    """The rule ``apply`` names in refusing ``action``; ``state`` is unchanged.

    :raises AssertionError: if ``action`` is not refused.
    """
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)  # type: ignore[arg-type]
    assert to_json(state) == before
    assert caught.value.action == action
    return caught.value.rule


def legal(state: State) -> tuple[RattlesnakeAction, ...]:
    """The legal actions of the seat that decides now."""
    (seat,) = actors(state)
    return legal_actions(state, seat)


def incomes(state: State) -> tuple[int, ...]:
    """What every income marker shows now."""
    return summed_income(state)


def at(state: State, seat: int, step: Step, tile: Tile | None = None, **fields: Any) -> State:
    """``state`` with ``seat``'s turn at ``step`` (and ``tile`` drawn, for ``Step.TILE``)."""
    return state.evolve(turn=Turn(seat, step, tile, **fields))


def drawing(state: State, seat: int, tile: Tile) -> State:
    """``seat``'s turn begun with ``tile`` drawn: one such tile taken out of the bag (the
    tile drawn before, if any, goes back in)."""
    pile = list(state.piles.bag.draw_pile)
    if state.turn.tile is not None:
        pile.append(state.turn.tile)
    pile.remove(tile)
    piles = state.piles.evolve(bag=Deck(tuple(pile)))
    return state.evolve(piles=piles, turn=Turn(seat, Step.TILE, tile))


def placed(state: State, seat: int, tile: Tile, place: Place | Line, space: int) -> State:
    """``state`` after ``seat`` drew ``tile`` and placed it on space (or section)
    ``space`` of ``place``, through ``apply``: ``seat`` is then asked to draw cards."""
    state = drawing(state, seat, tile)
    if isinstance(tile, Shape):
        assert isinstance(place, Line)
        return apply(state, RepairTrack(seat, place, space))
    assert not isinstance(place, Line)
    return apply(state, PlaceBuilding(seat, place, space))


def with_bag(state: State, *tiles: Tile) -> State:
    """``state`` with only ``tiles`` in the bag, the last named drawn first."""
    return state.evolve(piles=state.piles.evolve(bag=Deck(tuple(tiles))))


def with_seat(state: State, seat: int, **changes: Any) -> State:
    """``state`` with fields of ``seat``'s :class:`~.model.Seat` changed."""
    seats = list(state.seats)
    seats[seat] = seats[seat].evolve(**changes)
    return state.evolve(seats=tuple(seats))


def with_money(state: State, *money: int) -> State:
    """``state`` with each seat holding ``money[seat]`` dollars."""
    seats = tuple(s.evolve(money=m) for s, m in zip(state.seats, money, strict=True))
    return state.evolve(seats=seats)


def _take_card(state: State, card: Card) -> State:
    """``state`` with one ``card`` taken from the action draw pile, else from a hand."""
    actions = state.piles.actions
    if card in actions.draw_pile:
        pile = list(actions.draw_pile)
        pile.remove(card)
        piles = state.piles.evolve(actions=actions.evolve(draw_pile=tuple(pile)))
        return state.evolve(piles=piles)
    for seat, holder in enumerate(state.seats):
        if card in holder.hand:
            hand = list(holder.hand)
            hand.remove(card)
            return with_seat(state, seat, hand=tuple(hand))
    raise AssertionError(f"no {card} left to give")


def given(state: State, seat: int, *cards: Card) -> State:
    """``state`` with ``cards`` added to ``seat``'s hand, each taken from the action draw
    pile (or from another hand if none is left there)."""
    for card in cards:
        state = _take_card(state, card)
        hand = sorted((*state.seats[seat].hand, card), key=_CARD_ORDER.__getitem__)
        state = with_seat(state, seat, hand=tuple(hand))
    return state


def in_front(state: State, seat: int, *cards: Card) -> State:
    """``state`` with the permanent-effect ``cards`` in front of ``seat``, taken as
    :func:`given` takes them."""
    for card in cards:
        state = _take_card(state, card)
        state = with_seat(state, seat, front=(*state.seats[seat].front, card))
    return state


def armed(state: State, seat: int, *coups: Coup) -> State:
    """``state`` with ``coups`` added to ``seat``'s coup cards, taken from the coup draw
    pile."""
    deck = state.piles.coups
    pile = list(deck.draw_pile)
    for coup in coups:
        pile.remove(coup)
    piles = state.piles.evolve(coups=deck.evolve(draw_pile=tuple(pile)))
    state = state.evolve(piles=piles)
    hand = sorted((*state.seats[seat].coups, *coups), key=_COUP_ORDER.__getitem__)
    return with_seat(state, seat, coups=tuple(hand))


def disarmed(state: State) -> State:
    """``state`` with every seat's hand of action cards back in the draw pile, so that a
    test's cards are the only ones a seat holds."""
    back = tuple(card for seat in state.seats for card in seat.hand)
    actions = state.piles.actions
    deck = actions.evolve(draw_pile=(*back, *actions.draw_pile))
    piles = state.piles.evolve(actions=deck)
    seats = tuple(seat.evolve(hand=()) for seat in state.seats)
    return state.evolve(piles=piles, seats=seats)


def town_of(seat: int) -> Town:
    """The town of ``seat``'s saloon in :func:`seated` positions."""
    return TOWNS[seat]
