"""The rule kit's refusal, which ``apply`` uses to accept a move without building the
legal list, agrees with ``legal_actions`` on every position of random games: for the near
misses (the legal moves of the positions before and after) and for every move of the
kinds most steps make, with every seat, ``True`` and ``False`` among them."""

from __future__ import annotations

from itertools import product

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.games.chaparral.content import (
    STANDARD_CONTENT,
    Business,
    Character,
    Event,
    Farm,
)
from frontier_games.games.chaparral.legal import deciding
from frontier_games.games.chaparral.model import (
    Allocate,
    Block,
    ChaparralAction,
    EnterAlley,
    Influence,
    Pass,
    Perform,
    State,
    UseAlley,
)
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.rules import legal_actions
from frontier_games.games.chaparral.table import farm_price
from tests.chaparral.test_properties import GAMES, playout

SEATS: tuple[int, ...] = (0, 1, 2, 3, True, False)

CHARACTER_KINDS: tuple[type[Allocate] | type[Block] | type[Perform] | type[UseAlley], ...] = (
    Allocate, Block, Perform, UseAlley,
)  # fmt: skip

DIRECT_KINDS: tuple[ChaparralAction, ...] = (
    *(EnterAlley(seat) for seat in SEATS),
    *(Pass(seat) for seat in SEATS),
    *(
        kind(seat, character)
        for kind, seat, character in product(CHARACTER_KINDS, SEATS, Character)
    ),
    *(
        Influence(seat, character, business)
        for seat, character, business in product(SEATS[:4], (*Character, None), Business)
    ),
)
"""Every move of the kinds most steps make (Influence with the real seats)."""


def choices(state: State) -> tuple[ChaparralAction, ...]:
    """The legal actions of the seat that decides (none once the game is over)."""
    seat = deciding(state)
    return () if seat is None else legal_actions(state, seat)


def allows(state: State, action: object) -> bool:
    """Whether ``apply`` accepts ``action``: the kit finds no rule it breaks."""
    return MOVES.refusal(state, action) is None


def listed(state: State, action: ChaparralAction) -> bool:
    """Whether ``action`` is among ``choices`` with fields of the very same types."""
    legal = choices(state)
    if action not in legal:
        return False
    twin = legal[legal.index(action)]
    return all(
        type(getattr(action, name)) is type(getattr(twin, name))
        for name in attrs.fields_dict(type(action))
    )


@settings(max_examples=6, deadline=None)
@given(**GAMES, stride=st.integers(3, 7))
def test_the_kit_accepts_exactly_the_listed_moves_of_random_games(
    players: int, seed: int, anyone: bool, stride: int
) -> None:
    states = playout(players, seed, anyone)
    for k, state in enumerate(states):
        near = {*choices(state)}
        for other in (states[k - 1], states[min(k + 1, len(states) - 1)]):
            near.update(choices(other))
        candidates = [*near, *DIRECT_KINDS] if k % stride == 0 else [*near, Pass(True)]
        for action in candidates:
            assert allows(state, action) is listed(state, action), (action, state.phase)


def test_the_remembered_farm_prices_are_the_prices_computed_anew() -> None:
    for farm, event, discount in product(Farm, Event, (False, True)):
        price = farm_price(STANDARD_CONTENT, farm, event, discount)
        assert price == farm_price.__wrapped__(STANDARD_CONTENT, farm, event, discount)
