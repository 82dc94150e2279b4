"""The rule kit's own behaviour (:mod:`frontier_games.moves`), on a toy game: counting to
three."""

from __future__ import annotations

import pytest

from frontier_games.core import Action, Frozen, IllegalActionError, action_class, frozen_class
from frontier_games.moves import Check, Move, Moves


@frozen_class
class Count(Frozen):
    total: int = 0
    seat: int = 0


@action_class
class Add(Action):
    player: int
    amount: int


def _game(asked: list[Add]) -> Moves[Count, Add, str]:
    def fits(state: Count, action: Add) -> bool:
        asked.append(action)
        return state.total + action.amount <= 3

    add = Move(
        Add,
        checks=(Check("past-three", "the count may not pass three", fits),),
        effect=lambda state, action: state.evolve(
            total=state.total + action.amount, seat=1 - state.seat
        ),
        space=lambda setup, seat: [Add(seat, 1), Add(seat, 2)],
    )
    return Moves(
        "counting",
        (add,),
        actors=lambda state: frozenset() if state.total == 3 else frozenset({state.seat}),
        players=lambda state: 2,
        phase=lambda state: "count",
        phases={"count": (Add,)},
        setup=lambda state: 2,
    )


def test_an_action_just_listed_for_the_state_is_applied_without_asking_the_checks_again() -> None:
    asked: list[Add] = []
    moves = _game(asked)
    state = Count(1, 0)
    listed = moves.legal(state, 0)
    assert listed == (Add(0, 1), Add(0, 2))
    asked.clear()
    assert moves.apply(state, listed[1]) == Count(3, 1)
    assert asked == []  # the very object listed: known to pass


def test_an_equal_action_not_listed_or_listed_for_another_state_is_checked() -> None:
    asked: list[Add] = []
    moves = _game(asked)
    state = Count(1, 0)
    listed = moves.legal(state, 0)
    asked.clear()
    assert moves.apply(state, Add(0, 2)) == Count(3, 1)  # equal, not the object listed
    assert asked == [Add(0, 2)]
    asked.clear()
    other = Count(2, 0)  # equal in seat, not the state listed for
    with pytest.raises(IllegalActionError) as refused:
        moves.apply(other, listed[1])
    assert refused.value.rule == "past-three"
    assert asked == [listed[1]]
