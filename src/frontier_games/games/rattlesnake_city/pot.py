"""4. The money on the poker table and who takes it: the showdown (the highest card, or
in a real deal the strongest hand), a loser's revolver, the participants who run away,
the gunfight for the rest, and the end of the game. The revolver is declared once, with
its checks, its effect, its space and its listing (:mod:`frontier_games.moves`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city import gunfight, naming, poker
from frontier_games.games.rattlesnake_city.content import Card, Content, Coup, coup_of
from frontier_games.games.rattlesnake_city.model import (
    DrawRevolver,
    Fire,
    Poker,
    Setup,
    State,
    Step,
    View,
)
from frontier_games.games.rattlesnake_city.position import (
    BONUS_SHOTS,
    MALUS_SHOTS,
    modifier,
    poker_winner,
)
from frontier_games.games.rattlesnake_city.turn import laid_face_down, paid
from frontier_games.moves import Check, Move

__all__ = [
    "DRAW_REVOLVER",
    "at",
    "clockwise",
    "coups_in_order",
    "draw_revolver",
    "draw_revolver_ids",
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
    turn = turn.evolve(
        step=step,
        tile=None,
        offer=None,
        attack=None,
        fight=turn.fight if game is not None else None,
        poker=game,
        loot=None,
    )
    return state.evolve(turn=turn)


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
    losers = [
        s for s in game.players if s not in best and s not in game.out and _revolver(state, game, s)
    ]
    asked = clockwise(state, min(best, key=game.players.index), losers)
    if asked:
        return at(state, Step.REVOLVER, game.evolve(asked=asked))
    return ended(state, game, best)


def pass_revolver(state: State, game: Poker) -> State:
    """A loser keeps its revolver holstered."""
    game = game.evolve(asked=game.asked[1:])
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
    new = me.evolve(coups=coups)
    state = state.evolve(seats=(*state.seats[:seat], new, *state.seats[seat + 1 :]))
    others = [s for s in game.players if s != seat and s not in game.out]
    asked = clockwise(state, seat, others)
    return next_runner(state, game.evolve(trigger=seat, opening=action.coups, asked=asked))


def _revolver_held(state: State, action: DrawRevolver) -> bool:
    hand, coups = state.seats[action.player].coups, action.coups
    return all(coups.count(coup) <= hand.count(coup) for coup in set(coups))


def _one_card(state: State, action: DrawRevolver) -> bool:
    return len(action.coups) <= 1 or state.setup.options.smallest_replies


def _opening_shots(state: State, action: DrawRevolver) -> int:
    return modifier(state.seats[action.player]) + sum(coup.shots for coup in action.coups)


def _a_shot(state: State, action: DrawRevolver) -> bool:
    return _opening_shots(state, action) >= 1


def _minimal_opening(state: State, action: DrawRevolver) -> bool:
    if not action.coups or not state.setup.options.smallest_replies:
        return True
    smallest = min(coup.shots for coup in action.coups)
    return _opening_shots(state, action) - smallest < 1


_OPENINGS: dict[tuple[int, tuple[int, ...]], DrawRevolver] = {}
"""The openings built so far, by seat and shots (fewest first): the space and the
listing hold these very objects."""


def _opening(seat: int, play: tuple[int, ...]) -> DrawRevolver:
    """``seat``'s revolver, opening with coup cards of ``play``'s shots (in order)."""
    found = _OPENINGS.get((seat, play))
    if found is None:
        found = _OPENINGS[seat, play] = DrawRevolver(seat, tuple(coup_of(n) for n in play))
    return found


def _plays(content: Content) -> list[tuple[int, ...]]:
    """Every opening :func:`~.rattlesnake_city.gunfight.legal_openings` lists for some
    modifier the content allows and some hand of its coup cards, fewest shots first, then
    fewest cards. They hold every opening as a bank attack's (none with a free shot, any
    one coup card): with no modifier each single card is minimal, and with +1 the empty
    play."""
    cards = dict(content.action_cards)
    bonus = sum(cards.get(card, 0) for card in BONUS_SHOTS)
    malus = sum(cards.get(card, 0) for card in MALUS_SHOTS)
    counts = dict(content.coup_cards)
    # A minimal opening needs at most ``1 + malus`` shots and overshoots by at most two,
    # so no more cards of a kind than that: the full hand would list the same plays.
    most = 3 + malus
    hand = tuple(coup.shots for coup in Coup for _ in range(min(counts.get(coup, 0), most)))
    found = {
        play for net in range(-malus, bonus + 1) for play in gunfight.legal_openings(net, hand)
    }
    return sorted(found, key=lambda play: (sum(play), len(play), play))


def _revolver_space(setup: Setup, seat: int) -> list[DrawRevolver]:
    return [_opening(seat, play) for play in _plays(setup.options.content)]


def _revolvers_listed(state: State, seat: int) -> list[DrawRevolver]:
    me = state.seats[seat]
    bonus = modifier(me)
    if state.setup.options.smallest_replies:
        plays = gunfight.legal_openings(bonus, tuple(coup.shots for coup in me.coups))
        return [_opening(seat, play) for play in plays]
    found = [_opening(seat, ())] if bonus >= 1 else []
    found.extend(
        _opening(seat, (coup.shots,))
        for coup in Coup
        if coup in me.coups and bonus + coup.shots >= 1
    )
    return found


_ONE, _TWO, _THREE = Coup
"""The coup cards, fewest cartridges first (a play of them is named in this order)."""

CoupPlayT = TypeVar("CoupPlayT", Fire, DrawRevolver)


def coups_in_order(action: CoupPlayT) -> CoupPlayT:
    """``action`` with its coup cards in the order its kind's space names them: a play of
    coup cards is the same move in any order (an action with malformed cards is left as
    it is, for the checks to refuse)."""
    coups = action.coups
    if type(coups) is not tuple or any(type(c) is not Coup for c in coups):
        return action
    ones, twos = coups.count(_ONE), coups.count(_TWO)  # counted by identity, in C
    ordered = (_ONE,) * ones + (_TWO,) * twos + (_THREE,) * (len(coups) - ones - twos)
    return action if ordered == coups else action.evolve(coups=ordered)


def _draw_revolver_words(view: View, action: DrawRevolver) -> naming.Said:
    shots = naming.coups(action.coups) or "a free shot"
    return f"draw your revolver with {shots}", f"draws its revolver with {shots}"


DRAW_REVOLVER: Move[State, DrawRevolver] = Move(
    DrawRevolver,
    canonical=coups_in_order,
    checks=(
        Check(
            "coup-not-in-hand",
            "seat {action.player} does not hold those coup cards",
            _revolver_held,
        ),
        Check(
            "one-coup-card",
            "the gunfight after poker opens as a bank attack: with one coup card, or none "
            "with a free shot",
            _one_card,
        ),
        Check(
            "no-opening-shot",
            "the one who draws its revolver places a coup card, or has a free shot from a "
            "card in front of it",
            _a_shot,
        ),
        Check(
            "opening-not-minimal",
            "an opening lays down no coup card it does not need to reach one shot",
            _minimal_opening,
        ),
    ),
    effect=draw_revolver,
    space=_revolver_space,
    listing=_revolvers_listed,
    words=_draw_revolver_words,
)
"""4. "If one of the losers played a card showing a revolver, they may trigger a
gunfight": the loser "starts the gunfight, which proceeds as in a bank attack", placing
one coup card, or none with a free shot, in any order (rules notes R22b); with
``Options(smallest_replies=True)`` (rules version 1) the smallest openings that reach a
shot."""


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
    game = game.evolve(pot=rest)
    trigger = game.trigger
    assert trigger is not None
    fighters = tuple(
        s
        for s in clockwise(state, trigger, game.players)
        if s not in game.out and s not in game.fled
    )
    if len(fighters) == 1:
        return _discard_opening(ended(state, game, frozenset((trigger,))), game)
    modifiers = tuple(modifier(state.seats[s]) for s in fighters)
    fight = gunfight.start(fighters, modifiers, tuple(coup.shots for coup in game.opening))
    turn = state.turn.evolve(
        step=Step.GUNFIGHT,
        tile=None,
        offer=None,
        attack=None,
        fight=fight,
        poker=game,
        loot=None,
    )
    return state.evolve(turn=turn)


def _discard_opening(state: State, game: Poker) -> State:
    """The opening shots of a gunfight nobody stayed for are spent all the same."""
    piles = state.piles
    return state.evolve(piles=piles.evolve(coups=discard(piles.coups, *game.opening)))


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
    piles = piles.evolve(
        actions=discard(piles.actions, *played),
        unrevealed=laid_face_down(piles, len(played), not game.revealed),
    )
    state = state.evolve(piles=piles)
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


# -- codec ids --------------------------------------------------------------------------------
# The block of the action codec that holds the revolver
# (:func:`~.rattlesnake_city.learning.codec` puts the blocks in order).


def draw_revolver_ids(content: Content, seat: int) -> list[DrawRevolver]:
    """Every opening of a gunfight after poker: as a bank attack's (none, or any one coup
    card), and every one :func:`~.rattlesnake_city.gunfight.legal_openings` can list for
    every net modifier the content's shot cards allow, from any hand of its coup cards;
    fewest shots first, then fewest cards."""
    return [_opening(seat, play) for play in _plays(content)]
