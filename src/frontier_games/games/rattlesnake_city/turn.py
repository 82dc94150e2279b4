"""A turn of *Rattlesnake City* in the rulebook's order: the saloons at setup, then for
each player the tile, the draw, the cards, the bank attack and poker, and the income;
and the two ends of the game.
"""

from __future__ import annotations

from frontier_games.deck import Deck, discard, draw
from frontier_games.games.rattlesnake_city.content import WINNING_MONEY, Building, Card
from frontier_games.games.rattlesnake_city.income import summed_income
from frontier_games.games.rattlesnake_city.model import (
    Built,
    Piles,
    Seat,
    State,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.position import fits
from frontier_games.games.rattlesnake_city.survey import extended

__all__ = [
    "begin_turn",
    "drawn",
    "end_turn",
    "laid_face_down",
    "paid",
    "saloon_placed",
    "still_face_down",
    "with_seat",
]


def with_seat(state: State, seat: int, new: Seat) -> tuple[Seat, ...]:
    """``state.seats`` with ``seat``'s replaced."""
    seats = state.seats
    return (*seats[:seat], new, *seats[seat + 1 :])


def paid(state: State, seat: int, amount: int) -> State:
    """``seat`` receives ``amount`` (pays it if negative); a player who then holds the
    winning money wins at once."""
    old = state.seats[seat]
    new = old.evolve(money=old.money + amount)
    state = state.evolve(seats=with_seat(state, seat, new))
    if amount > 0 and new.money >= WINNING_MONEY[state.setup.players]:
        return state.evolve(
            piles=_cleared(state), turn=Turn(state.turn.seat, Step.OVER), winner=seat
        )
    return state


def _cleared(state: State) -> Piles:
    """The piles once what lies on the table goes to the discards, the game ending in
    the middle of a poker game: the playing cards, and the opening shots of a gunfight
    that has not begun."""
    piles, game = state.piles, state.turn.poker
    if game is None:
        return piles
    cards = [c for c in (*game.cards, *game.replaced) if c is not None]
    opening = game.opening if state.turn.fight is None else ()
    return piles.evolve(
        actions=discard(piles.actions, *cards),
        coups=discard(piles.coups, *opening),
        unrevealed=laid_face_down(piles, len(cards), not game.revealed),
    )


def laid_face_down(piles: Piles, count: int, hidden: bool) -> tuple[int, ...]:
    """``piles.unrevealed`` once ``count`` action cards are discarded, face down if
    ``hidden`` (poker cards never revealed: "discards their playing card without
    revealing it")."""
    if not hidden or not count:
        return piles.unrevealed
    start = len(piles.actions.discard_pile)
    return (*piles.unrevealed, *range(start, start + count))


def still_face_down(unrevealed: tuple[int, ...], actions: Deck[Card]) -> tuple[int, ...]:
    """The places of the face-down discards once ``actions`` has been drawn from: none
    once its discards were shuffled into a new draw pile (a draw leaves the discard pile
    as it was, or empties it)."""
    return tuple(place for place in unrevealed if place < len(actions.discard_pile))


# -- setup ---------------------------------------------------------------------------------


def saloon_placed(state: State, built: Built) -> State:
    """A saloon is placed: the next player places one, or, once all have, the last to
    place takes the first turn."""
    seat = built.placer
    seats = with_seat(state, seat, state.seats[seat].evolve(town=built.place))
    board = state.board.evolve(buildings=extended(state.board, built))
    state = state.evolve(board=board, seats=seats, winner=None)
    if all(s.town is not None for s in seats):
        return begin_turn(state, seat)
    nxt = (seat + 1) % state.setup.players
    return state.evolve(turn=Turn(nxt, Step.SALOON))


# -- 1. the tile, 2. the draw --------------------------------------------------------------


def begin_turn(state: State, seat: int) -> State:
    """``seat``'s turn begins: it draws a tile from the bag; a tile that fits nowhere is
    removed from the game, and the player goes on to draw cards."""
    piles = state.piles
    (tile,), bag, rng = draw(piles.bag, state.rng)
    piles = piles.evolve(bag=bag)
    state = state.evolve(piles=piles, turn=Turn(seat, Step.TILE, tile), rng=rng, winner=None)
    if fits(state, tile):
        return state
    piles = piles.evolve(removed=(*piles.removed, tile))
    return drawn(state.evolve(piles=piles, turn=Turn(seat, Step.DRAW)))


def drawn(state: State) -> State:
    """After the tile: the draw, or the cards if neither pile has a card left."""
    piles = state.piles
    seat = state.turn.seat
    step = Step.DRAW
    if not (
        piles.actions.draw_pile
        or piles.actions.discard_pile
        or piles.coups.draw_pile
        or piles.coups.discard_pile
    ):
        step = Step.CARDS
    return state.evolve(turn=Turn(seat, step), winner=None)


# -- 5. the income, and the end ------------------------------------------------------------


def end_turn(state: State) -> State:
    """The player collects its income; the game ends if the bag is empty ("when the last
    tile is placed on the board: the game stops immediately at the end of the turn of the
    player who placed it"), else the next player's turn begins."""
    seat = state.turn.seat
    state = paid(state, seat, summed_income(state)[seat])
    if state.winner is not None:
        return state
    if not state.piles.bag.draw_pile:
        return state.evolve(turn=Turn(seat, Step.OVER))  # the winner is None: tested above
    return begin_turn(state, (seat + 1) % state.setup.players)


_SALOON = Building.SALOON
