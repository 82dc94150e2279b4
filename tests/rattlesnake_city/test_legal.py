"""The kit's refusal, which ``apply`` uses to check an action without building the legal
list, agrees with ``legal_actions`` on random positions: for the near misses (the legal
moves of the positions before and after) and for offers of every card, counterpart and
price, ``True`` and ``False`` among the seats."""

from __future__ import annotations

from itertools import product

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.games.rattlesnake_city.content import Card, CardKind
from frontier_games.games.rattlesnake_city.model import (
    AskToBuy,
    OfferSale,
    Pass,
    RattlesnakeAction,
    State,
)
from frontier_games.games.rattlesnake_city.position import PRICES
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.rng import Rng, randbelow


def allows(state: State, action: object) -> bool:
    return MOVES.refusal(state, action) is None


def seat_choices(state: State, seat: object) -> tuple[RattlesnakeAction, ...]:
    return legal_actions(state, seat)  # type: ignore[arg-type]


SEATS: tuple[int, ...] = (0, 1, 2, 6, True, False)
MISC = [c for c in Card if c.kind in (CardKind.PERMANENT, CardKind.SINGLE_USE)]
OFFERS: tuple[RattlesnakeAction, ...] = (
    *(
        OfferSale(seat, other, card, price)
        for seat, other, card, price in product(SEATS, SEATS, MISC[::3], (*PRICES, 4_000))
    ),
    *(
        AskToBuy(seat, other, card, price)
        for seat, other, card, price in product(SEATS, SEATS, MISC[::3], (*PRICES, 4_000))
    ),
    AskToBuy(0, 1, Card.CHEATER, 1_000),
)
"""Offers of many kinds, legal or not (a poker card is never offered)."""


def playout(players: int, seed: int, limit: int) -> list[State]:
    state = new_game(players, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    states = [state]
    while not is_over(state) and len(states) < limit:
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = seat_choices(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
        states.append(state)
    return states


def listed(lists: dict[int, tuple[RattlesnakeAction, ...]], action: RattlesnakeAction) -> bool:
    """Whether ``action`` is in ``lists`` (each seat's legal actions), with fields of the
    very same types."""
    seat = getattr(action, "player", None)
    legal = lists.get(seat, ()) if type(seat) is int else ()
    if action not in legal:
        return False
    twin = legal[legal.index(action)]
    return all(
        type(getattr(action, name)) is type(getattr(twin, name))
        for name in attrs.fields_dict(type(action))
    )


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), stride=st.integers(3, 9))
def test_allows_agrees_with_the_legal_list_on_random_games(
    players: int, seed: int, stride: int
) -> None:
    states = playout(players, seed, 400)
    for k, state in enumerate(states):
        near: list[RattlesnakeAction] = []
        for other in (states[k - 1], state, states[min(k + 1, len(states) - 1)]):
            for seat in actors(other):
                near.extend(seat_choices(other, seat))
        candidates = [*near, Pass(True)]
        if k % stride == 0:
            candidates.extend(OFFERS)
        lists = {seat: seat_choices(state, seat) for seat in range(players)}
        for action in candidates:
            assert allows(state, action) is listed(lists, action), (action, state.turn.step)
