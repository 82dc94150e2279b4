"""4. The money on the poker table and who takes it: the showdown (the highest card, or
in a real deal the strongest hand), a loser's revolver, the participants who run away,
the gunfight for the rest, and the end of the game.
"""

from __future__ import annotations

from collections.abc import Iterable

from frontier_games.core import evolved
from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city import gunfight, poker
from frontier_games.games.rattlesnake_city.content import Card
from frontier_games.games.rattlesnake_city.legal import modifier, poker_winner
from frontier_games.games.rattlesnake_city.model import (
    DrawRevolver,
    Piles,
    Poker,
    Seat,
    State,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.turn import laid_face_down, paid

__all__ = [
    "at",
    "clockwise",
    "draw_revolver",
    "ended",
    "fight_over",
    "next_runner",
    "pass_revolver",
    "settle",
    "who_may_tar",
    "winners",
]


def at(state: State, step: Step, game: Poker | None) -> State:
    """``state`` with the poker game ``game`` at ``step`` (``None``: the game is over,
    and the player's turn goes on)."""
    turn = state.turn
    turn = Turn(turn.seat, step, None, turn.offers, None, turn.attacked, turn.challenged,
                None, turn.fight if game is not None else None, game)  # fmt: skip
    return State(state.setup, state.board, state.seats, state.piles, turn, state.rng, state.winner)


def clockwise(state: State, start: int, seats: Iterable[int]) -> tuple[int, ...]:
    """``seats`` in clockwise order from ``start`` (``start`` first if among them)."""
    n = state.setup.players
    wanted = set(seats)
    return tuple((start + k) % n for k in range(n) if (start + k) % n in wanted)


def who_may_tar(state: State, cheater: int) -> tuple[int, ...]:
    """The players asked whether they play Tar & Feathers on ``cheater``: every other
    player, clockwise from it (who holds the card is secret), unless every copy lies
    face up on the discards."""
    copies = dict(state.setup.options.content.action_cards).get(Card.TAR_AND_FEATHERS, 0)
    if state.piles.actions.discard_pile.count(Card.TAR_AND_FEATHERS) >= copies:
        return ()
    n = state.setup.players
    return tuple((cheater + k) % n for k in range(1, n))


def _game(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


def winners(game: Poker) -> frozenset[int]:
    """Who wins the hand: the highest playing card, or in a real deal the strongest
    hands (several on a tie)."""
    if not game.real_deal:
        return frozenset((poker_winner(game),))
    hands = {s: h for s, h in zip(game.players, game.hands, strict=True) if s not in game.out}
    # Five cards of one rank (a card twice: a playing card's, or a swap) make no poker
    # hand: any hand beats them.
    ranked = {s: h for s, h in hands.items() if len({card.rank for card in h}) > 1}
    return poker.winners(ranked) if ranked else frozenset(hands)


def _revolver(state: State, game: Poker, seat: int) -> bool:
    """Whether ``seat`` played a card showing a revolver (in a real deal, put one in its
    hand)."""
    i = game.players.index(seat)
    card = game.replaced[i] if game.real_deal else game.cards[i]
    return card is not None and card.number in state.setup.options.content.revolvers


def settle(state: State, game: Poker) -> State:
    """The winner takes the money, unless a loser who played a card showing a revolver
    starts a gunfight: each may, clockwise from the winner."""
    best = winners(game)
    losers = [s for s in game.players
              if s not in best and s not in game.out and _revolver(state, game, s)]  # fmt: skip
    asked = clockwise(state, min(best, key=game.players.index), losers)
    if asked:
        return at(state, Step.REVOLVER, evolved(game, asked=asked))
    return ended(state, game, best)


def pass_revolver(state: State, game: Poker) -> State:
    """A loser keeps its revolver holstered."""
    game = evolved(game, asked=game.asked[1:])
    if game.asked:
        return at(state, Step.REVOLVER, game)
    return ended(state, game, winners(game))


def draw_revolver(state: State, action: DrawRevolver) -> State:
    """The loser places its opening shots; the others, clockwise, may first run away."""
    game, seat = _game(state), action.player
    me = state.seats[seat]
    coups = me.coups
    for coup in action.coups:
        coups = remove_card(coups, coup)
    new = Seat(me.money, me.hand, coups, me.front, me.town)
    state = State(state.setup, state.board, (*state.seats[:seat], new, *state.seats[seat + 1 :]),
                  state.piles, state.turn, state.rng, state.winner)  # fmt: skip
    others = [s for s in game.players if s != seat and s not in game.out]
    asked = clockwise(state, seat, others)
    return next_runner(state, evolved(game, trigger=seat, opening=action.coups, asked=asked))


def next_runner(state: State, game: Poker) -> State:
    """Once every other participant has chosen to run or stay, the runaways share the
    money (the rest stays for the gunfight's winner) and the others fight, clockwise from
    the one who drew its revolver."""
    if game.asked:
        return at(state, Step.RUN, game)
    shares, rest = poker.share(game.pot, game.fled) if game.fled else ({}, game.pot)
    for seat, amount in shares.items():
        state = paid(state, seat, amount)
        if state.winner is not None:
            return state
    game = evolved(game, pot=rest)
    trigger = game.trigger
    assert trigger is not None
    fighters = tuple(s for s in clockwise(state, trigger, game.players)
                     if s not in game.out and s not in game.fled)  # fmt: skip
    if len(fighters) == 1:
        return _discard_opening(ended(state, game, frozenset((trigger,))), game)
    modifiers = tuple(modifier(state.seats[s]) for s in fighters)
    fight = gunfight.start(fighters, modifiers, tuple(coup.shots for coup in game.opening))
    turn = state.turn
    turn = Turn(turn.seat, Step.GUNFIGHT, None, turn.offers, None, turn.attacked,
                turn.challenged, None, fight, game)  # fmt: skip
    return State(state.setup, state.board, state.seats, state.piles, turn, state.rng, state.winner)


def _discard_opening(state: State, game: Poker) -> State:
    """The opening shots of a gunfight nobody stayed for are spent all the same."""
    piles = state.piles
    piles = Piles(piles.bag, piles.actions, discard(piles.coups, *game.opening), piles.removed,
                  piles.unrevealed)  # fmt: skip
    return State(state.setup, state.board, state.seats, piles, state.turn, state.rng, state.winner)


def fight_over(state: State, fight: gunfight.Gunfight) -> State:
    """The gunfight after a poker game is over: its winner takes the money left."""
    winner = gunfight.winner(fight)
    assert winner is not None
    return ended(state, _game(state), frozenset((winner,)))


def ended(state: State, game: Poker, best: frozenset[int]) -> State:
    """The winners share the money on the table in whole bills (the rest to the first of
    them, clockwise from the challenger); the playing cards are discarded (face down if
    they were never revealed: the card of the challenged player's single opponent)."""
    played = [c for c in (*game.cards, *game.replaced) if c is not None]
    piles = state.piles
    piles = Piles(piles.bag, discard(piles.actions, *played), piles.coups, piles.removed,
                  laid_face_down(piles, len(played), not game.revealed))  # fmt: skip
    state = State(state.setup, state.board, state.seats, piles, state.turn, state.rng,
                  state.winner)  # fmt: skip
    state = at(state, Step.SHOWDOWN, None)
    order = [s for s in game.players if s in best]
    shares, rest = poker.share(game.pot, order)
    for seat in order:
        amount = shares.get(seat, 0) + (rest if seat == order[0] else 0)
        if amount:
            state = paid(state, seat, amount)
            if state.winner is not None:
                return state
    return state
