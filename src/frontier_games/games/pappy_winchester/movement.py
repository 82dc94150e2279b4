"""The Movement token (the rulebook's small print, "Bonus tokens"): the buyer of a plot
with a Movement token activates the Locomotive or the Boat
(:class:`~frontier_games.games.pappy_winchester.MoveVehicle`) on any square of its track,
its own square included, and each owned plot touching that square brings its owner $1000
from the bank (R7). The kind is declared once on the rule kit (:mod:`frontier_games.moves`),
with its checks, effect, space (every square of both tracks: all legal whenever the buyer
decides), words and block of codec ids.
"""

from __future__ import annotations

from frontier_games.core import brief
from frontier_games.games.pappy_winchester.content import BANKNOTE, Board, Content
from frontier_games.games.pappy_winchester.model import MoveVehicle, Phase, State, Vehicle, View
from frontier_games.games.pappy_winchester.naming import AMOUNT_BITS, Said
from frontier_games.games.pappy_winchester.setup import Configuration
from frontier_games.games.pappy_winchester.turn import next_turn
from frontier_games.moves import Check, Move

__all__ = ["MOVE_VEHICLE", "VEHICLE_NAMES", "move_vehicle_ids", "movement_pay", "track"]

VEHICLE_NAMES = {Vehicle.LOCOMOTIVE: ("Locomotive", "railway"), Vehicle.BOAT: ("Boat", "river")}
"""Each vehicle's name and its track's, as the rulebook writes them."""


def track(board: Board, vehicle: object) -> tuple[frozenset[int], ...] | None:
    """The squares of ``vehicle``'s track: the railway for the Locomotive, the river for the
    Boat; ``None`` for what is not a vehicle."""
    if vehicle is Vehicle.LOCOMOTIVE:
        return board.railway
    if vehicle is Vehicle.BOAT:
        return board.river
    return None


def movement_pay(
    square: frozenset[int], owners: tuple[int | None, ...]
) -> tuple[tuple[int, int], ...]:
    """``(plot, owner)`` for each owned plot touching the activated vehicle's ``square``, by
    plot number: each brings $1000 from the bank to its owner (R7)."""
    return tuple((n, owner) for n in sorted(square) if (owner := owners[n - 1]) is not None)


# -- the checks -----------------------------------------------------------------------------


def _waiting(state: State, action: MoveVehicle) -> bool:
    return state.phase is Phase.MOVE


def _buyers(state: State, action: MoveVehicle) -> bool:
    return action.player == state.table.first


def _said_buyers(state: State, action: MoveVehicle) -> str:
    return f"seat {state.table.first} uses the Movement token"


def _a_vehicle(state: State, action: MoveVehicle) -> bool:
    return track(state.deal.options.content.board, action.vehicle) is not None


def _said_not_a_vehicle(state: State, action: MoveVehicle) -> str:
    return f"{brief(action.vehicle)} is not a vehicle"


def _on_track(state: State, action: MoveVehicle) -> bool:
    squares = track(state.deal.options.content.board, action.vehicle)
    assert squares is not None  # the checks before
    square = action.square
    return type(square) is int and 0 <= square < len(squares)


def _said_off_track(state: State, action: MoveVehicle) -> str:
    squares = track(state.deal.options.content.board, action.vehicle)
    assert squares is not None  # the checks before
    return (
        f"the {action.vehicle.value} has squares 0 to {len(squares) - 1},"
        f" not {brief(action.square)}"
    )


# -- the effect -----------------------------------------------------------------------------


def _move(state: State, action: MoveVehicle) -> State:
    table = state.table
    vehicle, square = action.vehicle, action.square
    squares = track(state.deal.options.content.board, vehicle)
    assert squares is not None  # the checks passed
    money = list(table.money)
    for _, owner in movement_pay(squares[square], table.owners):
        money[owner] += BANKNOTE
    if vehicle is Vehicle.LOCOMOTIVE:
        return next_turn(state, table, money=tuple(money), locomotive=square, activated=vehicle)
    return next_turn(state, table, money=tuple(money), boat=square, activated=vehicle)


# -- the space ------------------------------------------------------------------------------


def _move_space(configuration: Configuration, seat: int) -> list[MoveVehicle]:
    return move_vehicle_ids(seat, configuration.players, configuration.content)


# -- the move -------------------------------------------------------------------------------


def _earnings(view: View, action: MoveVehicle) -> str:
    """What activating ``action``'s vehicle on its square pays, per owner, the viewer
    first: ``"earnings: yours $2000, seat 1's $1000"`` (R7); empty for a square off the
    track."""
    squares = track(view.options.content.board, action.vehicle)
    assert squares is not None  # checked by the words
    if not 0 <= action.square < len(squares):
        return ""
    earned = [0] * view.players
    for _, owner in movement_pay(squares[action.square], view.owners):
        earned[owner] += BANKNOTE
    parts = (
        [f"yours ${earned[view.player]}"] if view.player is not None and earned[view.player] else []
    )
    parts += [
        f"seat {seat}'s ${amount}"
        for seat, amount in enumerate(earned)
        if amount and seat != view.player
    ]
    return "earnings: " + (", ".join(parts) if parts else "none")


def _move_words(view: View, action: MoveVehicle) -> Said:
    """``"seat 3 moves the Locomotive to railway square 4"``, or, on the vehicle's own
    square, ``"seat 3 activates, with no move, the Boat on river square 2"``; in the
    acting seat's own view, with what the square pays (``"earnings: yours $1000"``).

    :raises ValueError: if the vehicle is not a :class:`~.model.Vehicle` or the square not
        an ``int`` (of at most 64 bits).
    """
    vehicle, square = action.vehicle, action.square
    if type(vehicle) is not Vehicle:
        raise ValueError(f"{brief(vehicle)} is not a Vehicle")
    if type(square) is not int or square.bit_length() > AMOUNT_BITS:
        raise ValueError(f"a square is an int, not {brief(square)}")
    name, line = VEHICLE_NAMES[vehicle]
    here = view.locomotive if vehicle is Vehicle.LOCOMOTIVE else view.boat
    seat = f"seat {action.player}"
    if square == here:
        text = f"{seat} activates, with no move, the {name} on {line} square {here}"
    else:
        text = f"{seat} moves the {name} to {line} square {square}"
    return Said(text, _earnings(view, action) if action.player == view.player else "")


MOVE_VEHICLE: Move[State, MoveVehicle] = Move(
    MoveVehicle,
    checks=(
        Check("no-movement", "no Movement token is waiting to be used", _waiting),
        Check("not-your-turn", _said_buyers, _buyers),
        Check("not-a-vehicle", _said_not_a_vehicle, _a_vehicle),
        Check("vehicle-off-track", _said_off_track, _on_track),
    ),
    effect=_move,
    space=_move_space,
    always=True,  # any square of either track, by the buyer, while its token waits
    words=_move_words,
)
"""The buyer of a plot with a Movement token activates either vehicle on any square of its
track (R7)."""


# -- codec ids ------------------------------------------------------------------------------


def move_vehicle_ids(seat: int, players: int, content: Content) -> list[MoveVehicle]:
    """The action codec's block of ``MoveVehicle``: each railway square, then each river
    square."""
    board = content.board
    return [MoveVehicle(seat, Vehicle.LOCOMOTIVE, n) for n in range(len(board.railway))] + [
        MoveVehicle(seat, Vehicle.BOAT, n) for n in range(len(board.river))
    ]
