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


@action_class
class Stop(Action):
    player: int


def _always_game(
    check_stops: bool = False, kinds_own_rules: bool = False
) -> Moves[Count, Add | Stop, str]:
    """Counting where any amount may be added, or the count stopped, at every turn: both
    kinds marked ``always`` (their check refuses only what the phase refuses already)."""

    def on_turn(state: Count, action: Add) -> bool:
        return action.player == state.seat

    def stops(state: Count, action: Stop) -> bool:
        return state.total < 2  # a check that does refuse: the mark would be wrong

    add: Move[Count, Add] = Move(
        Add,
        checks=(Check("turn", "not your turn", on_turn),),
        effect=lambda state, action: state.evolve(total=state.total + action.amount),
        space=lambda setup, seat: [Add(seat, 1), Add(seat, 2)],
        always=True,
    )
    stop: Move[Count, Stop] = Move(
        Stop,
        checks=(Check("late", "too late to stop", stops),) if check_stops else (),
        effect=lambda state, action: state.evolve(total=3),
        space=lambda setup, seat: [Stop(seat)],
        always=True,
    )
    return Moves(
        "counting",
        (add, stop),
        actors=lambda state: frozenset() if state.total >= 3 else frozenset({state.seat}),
        players=lambda state: 2,
        phase=lambda state: "count",
        phases={"count": (Add, Stop)},
        setup=lambda state: 2,
        reworded=lambda state, action, why: (
            ("count-is-done", "the count is done") if why[0] == "game-over" else None
        ),
        kinds_own_rules=kinds_own_rules,
    )


def test_a_phase_whose_kinds_are_always_legal_lists_their_spaces_kind_by_kind() -> None:
    moves = _always_game()
    listed = moves.legal(Count(1, 0), 0)
    assert listed == (Add(0, 1), Add(0, 2), Stop(0))
    assert moves.legal(Count(2, 0), 0) is listed  # kept by phase and seat
    assert moves.legal(Count(2, 0), 1) == ()  # not seat 1's turn
    assert moves.allowed(Count(1, 0), 0, Stop) == [Stop(0)]  # what the battery compares


def test_an_always_mark_lists_the_space_even_where_a_check_refuses_which_the_battery_compares() -> (
    None
):
    moves = _always_game(check_stops=True)
    state = Count(2, 0)
    assert Stop(0) in moves.legal(state, 0)  # listed from the space, as marked
    assert moves.allowed(state, 0, Stop) == []  # but its check refuses it: a mismatch


def test_a_game_rewords_the_kits_common_refusals() -> None:
    moves = _always_game()
    assert moves.refusal(Count(3, 0), Add(0, 1)) == ("count-is-done", "the count is done")
    assert moves.refusal(Count(1, 0), Add(1, 1)) == (
        "not-your-turn",
        "seat 0 decides now, not seat 1",
    )  # None from the game keeps the kit's words
    with pytest.raises(IllegalActionError) as refused:
        moves.apply(Count(3, 0), Add(0, 1))
    assert refused.value.rule == "count-is-done"


def test_no_state_is_taken_for_the_one_kept_before_any_is_asked() -> None:
    moves = _game([])
    for ask in (moves.actors, lambda state: moves.legal(state, 0)):
        with pytest.raises(AttributeError):  # the toy's own actors reads the state
            ask(None)  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        moves.apply(None, Add(0, 1))  # type: ignore[arg-type]


def test_a_game_without_turns_names_another_seats_move_by_the_kinds_own_rule() -> None:
    moves = _always_game(kinds_own_rules=True)
    assert moves.refusal(Count(1, 0), Add(1, 1)) == ("turn", "not your turn")
    assert moves.refusal(Count(1, 0), Stop(1)) == (  # no own rule refuses it: the kit's
        "not-your-turn",
        "seat 0 decides now, not seat 1",
    )
    with pytest.raises(IllegalActionError) as refused:
        moves.apply(Count(1, 0), Add(1, 2))
    assert refused.value.rule == "turn"
