"""3. The miscellaneous cards: played (permanent ones in front of a player, single-use
ones at once, then discarded), offered for sale or asked for, at a price the two players
agree on.
"""

from __future__ import annotations

from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city.content import Building, Card, in_order
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    Board,
    CatchJoe,
    Dynamite,
    DynamiteTrack,
    Offer,
    OfferSale,
    Piles,
    PlayPermanent,
    Seat,
    State,
    Step,
    StrokeOfFate,
    Turn,
)
from frontier_games.games.rattlesnake_city.turn import paid

__all__ = [
    "HOTEL_CARDS",
    "answer",
    "ask_to_buy",
    "catch_joe",
    "dynamite",
    "dynamite_track",
    "offer_sale",
    "play_permanent",
    "stroke_of_fate",
]

HOTEL_CARDS = (Card.LILI_THE_TIGRESS, Card.THUMBTACKS)
"""The cards discarded when the hotel of their player's town is destroyed."""


def _seat(seat: Seat, *, hand: tuple[Card, ...] | None = None,
          front: tuple[Card, ...] | None = None, money: int | None = None) -> Seat:  # fmt: skip
    return Seat(
        seat.money if money is None else money,
        seat.hand if hand is None else hand,
        seat.coups,
        seat.front if front is None else front,
        seat.town,
    )


def _with(state: State, seats: tuple[Seat, ...] | None = None, board: Board | None = None,
          piles: Piles | None = None, turn: Turn | None = None) -> State:  # fmt: skip
    return State(
        state.setup,
        state.board if board is None else board,
        state.seats if seats is None else seats,
        state.piles if piles is None else piles,
        state.turn if turn is None else turn,
        state.rng,
        state.winner,
    )


def _changed(state: State, changes: dict[int, Seat]) -> tuple[Seat, ...]:
    return tuple(changes.get(i, seat) for i, seat in enumerate(state.seats))


def _discarded(state: State, *cards: Card) -> Piles:
    piles = state.piles
    return Piles(piles.bag, discard(piles.actions, *cards), piles.coups, piles.removed,
                 piles.unrevealed)  # fmt: skip


def _played(state: State, seat: int, card: Card) -> Seat:
    """``seat`` with ``card`` gone from its hand."""
    me = state.seats[seat]
    return _seat(me, hand=remove_card(me.hand, card))


def play_permanent(state: State, action: PlayPermanent) -> State:
    """The card goes in front of its target ("Jimmy the Kid places Adulterated Whisky in
    front of Long John"): the target's income changes at once."""
    changes = {action.player: _played(state, action.player, action.card)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = _seat(target, front=(*target.front, action.card))
    return _with(state, seats=_changed(state, changes))


def dynamite(state: State, action: Dynamite) -> State:
    """The building is removed from the game; a destroyed hotel takes Lili the Tigress
    and Thumbtacks of its town's owner with it to the discards."""
    board = state.board
    (gone,) = (b for b in board.buildings if b.place is action.place and b.space == action.space)
    buildings = tuple(b for b in board.buildings if b is not gone)
    changes = {action.player: _played(state, action.player, Card.DYNAMITERO)}
    thrown = [Card.DYNAMITERO]
    if gone.building is Building.HOTEL:
        for seat, owner in enumerate(state.seats):
            if owner.town is gone.place:
                owner = changes.get(seat, owner)
                lost = [c for c in owner.front if c in HOTEL_CARDS]
                changes[seat] = _seat(owner, front=tuple(c for c in owner.front if c not in lost))
                thrown.extend(lost)
    piles = _discarded(state, *thrown)
    piles = Piles(piles.bag, piles.actions, piles.coups, (*piles.removed, gone.building),
                  piles.unrevealed)  # fmt: skip
    return _with(state, _changed(state, changes), Board(buildings, board.broken, board.repaired),
                 piles)  # fmt: skip


def dynamite_track(state: State, action: DynamiteTrack) -> State:
    """The section is broken again; a track tile that repaired it is removed from the
    game."""
    board = state.board
    section = (action.line, action.section)
    piles = _discarded(state, Card.DYNAMITERO)
    if section in board.repaired:
        shape = state.setup.options.content.valley.line(action.line).shapes[action.section]
        piles = Piles(piles.bag, piles.actions, piles.coups, (*piles.removed, shape),
                      piles.unrevealed)  # fmt: skip
    board = Board(board.buildings, board.broken | {section}, board.repaired - {section})
    seats = _changed(state, {action.player: _played(state, action.player, Card.DYNAMITERO)})
    return _with(state, seats, board, piles)


def stroke_of_fate(state: State, action: StrokeOfFate) -> State:
    """The permanent-effect card is discarded, whoever it is in front of."""
    changes = {action.player: _played(state, action.player, Card.STROKE_OF_FATE)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = _seat(target, front=remove_card(target.front, action.card))
    piles = _discarded(state, Card.STROKE_OF_FATE, action.card)
    return _with(state, _changed(state, changes), piles=piles)


def catch_joe(state: State, action: CatchJoe) -> State:
    """The Joe is discarded and the Bounty Hunter's player collects the bounty."""
    changes = {action.player: _played(state, action.player, Card.BOUNTY_HUNTER)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = _seat(target, front=remove_card(target.front, action.joe))
    piles = _discarded(state, Card.BOUNTY_HUNTER, action.joe)
    state = _with(state, _changed(state, changes), piles=piles)
    return paid(state, action.player, state.setup.options.content.bounty)


def offer_sale(state: State, action: OfferSale) -> State:
    """The buyer is asked whether it buys the card at that price."""
    offer = Offer(action.player, action.buyer, action.card, action.price, action.buyer)
    return _asked(state, offer)


def ask_to_buy(state: State, action: AskToBuy) -> State:
    """The seller is asked whether it sells the card at that price (its hand is secret:
    it may decline whether or not it holds one)."""
    offer = Offer(action.seller, action.player, action.card, action.price, action.seller)
    return _asked(state, offer)


def _asked(state: State, offer: Offer) -> State:
    turn = state.turn
    turn = Turn(turn.seat, Step.ANSWER, None, turn.offers + 1, offer, turn.attacked,
                turn.challenged)  # fmt: skip
    return _with(state, turn=turn)


def answer(state: State, action: Answer) -> State:
    """Accepted, the card changes hands for the price; either way the player whose turn
    it is goes on with its cards."""
    turn = state.turn
    offer = turn.offer
    assert offer is not None
    state = _with(state, turn=Turn(turn.seat, Step.CARDS, None, turn.offers, None,
                                   turn.attacked, turn.challenged))  # fmt: skip
    if not action.yes:
        return state
    seller, buyer = state.seats[offer.seller], state.seats[offer.buyer]
    changes = {
        offer.seller: _seat(seller, hand=remove_card(seller.hand, offer.card)),
        offer.buyer: _seat(buyer, hand=in_order((*buyer.hand, offer.card)),
                           money=buyer.money - offer.price),
    }  # fmt: skip
    state = _with(state, _changed(state, changes))
    return paid(state, offer.seller, offer.price)
