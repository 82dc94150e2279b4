"""The checks several kinds of move share: the phase that offers a move, the seat a
one-by-one phase asks, the character whose ability a move is (once a game) and an amount
that is an ``int``. Each kind's home (:mod:`.wild_fun_west.rulebook` lists them) puts them
in order with its own.

Every check here is written for any seat in any phase and for fields of any type: *Wild
Fun West* names a move of another phase, another seat's move or a field of the wrong type
by the first of the kind's own checks it breaks
(:func:`~.wild_fun_west.rulebook.in_own_words`), so they are asked where the kit's common
rules would refuse first.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from frontier_games.core import brief
from frontier_games.games.wild_fun_west.content import Character
from frontier_games.games.wild_fun_west.model import Phase, State
from frontier_games.moves import Check

__all__ = [
    "ANOTHER_SEAT",
    "AN_AMOUNT",
    "ASKED",
    "ability_used",
    "not_now",
    "not_your_ability",
]


def _said_not_now(state: State, action: Any) -> str:
    return f"{type(action).__name__} is not possible now ({state.phase.value})"


def _in_phase(offered: frozenset[Phase], state: State, action: Any) -> bool:
    return state.phase in offered


def not_now(*phases: Phase) -> Check[State, Any]:
    """``not-now``: the move is made only in ``phases``."""
    return Check("not-now", _said_not_now, partial(_in_phase, frozenset(phases)))


def _asked(state: State, action: Any) -> bool:
    waiting = state.waiting
    return not waiting or waiting[0] == action.player


def _said_asked(state: State, action: Any) -> str:
    return f"seat {state.waiting[0]} is asked now, not seat {action.player}"


ASKED: Check[State, Any] = Check("not-your-turn", _said_asked, _asked)
"""``not-your-turn``: a phase that asks seats one by one asks the first of its seats
waiting."""


def _owned(owner: Character, state: State, action: Any) -> bool:
    return state.setup.characters[action.player] is owner


def _said_not_owned(owner: Character, state: State, action: Any) -> str:
    seat = action.player
    character = state.setup.characters[seat]
    return f"that is {owner.value}'s ability; seat {seat} plays {character.value}"


def not_your_ability(owner: Character) -> Check[State, Any]:
    """``not-your-ability``: the move is ``owner``'s ability, and the seat plays it."""
    return Check("not-your-ability", partial(_said_not_owned, owner), partial(_owned, owner))


def _unused(owner: Character, state: State, action: Any) -> bool:
    return owner not in state.turn.used


def ability_used(owner: Character) -> Check[State, Any]:
    """``ability-used``: ``owner``'s ability is used once a game."""
    said = f"{owner.value}'s ability is used once a game"
    return Check("ability-used", said, partial(_unused, owner))


def _is_amount(state: State, action: Any) -> bool:
    return type(action.amount) is int


def _said_amount(state: State, action: Any) -> str:
    return f"an amount is an int, not {brief(action.amount)}"


AN_AMOUNT: Check[State, Any] = Check("not-an-amount", _said_amount, _is_amount)
"""``not-an-amount``: a bid's or a placement's amount is exactly an ``int``."""


def _another_seat(state: State, action: Any) -> bool:
    target = action.target
    return type(target) is int and 0 <= target < state.players and target != action.player


def _said_another_seat(state: State, action: Any) -> str:
    return f"the target must be another seat, not {brief(action.target)}"


ANOTHER_SEAT: Check[State, Any] = Check("no-such-seat", _said_another_seat, _another_seat)
"""``no-such-seat``: an ability aimed at a seat (Annie Oakley's, Buffalo Bill's) aims at
another seat of the game."""
