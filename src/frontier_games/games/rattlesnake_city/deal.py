"""4. The variant, a "real" deal: five-card draw with a standard deck. The challenger's
stake is the blind; once the players are in (as in the normal game), each is dealt five
cards, exchanges up to three, bets (raises of one blind, while everyone can keep up),
may replace a card with a playing card (which "corresponds to a specific card"), and the
hands are revealed: Tar & Feathers for two identical cards, then the Cheaters and
Professional Players; the strongest hand wins, unless a loser who used a playing card
showing a revolver starts a gunfight. Hands are ranked by
:func:`~.rattlesnake_city.poker.best_hand` (the poker library *pokerkit*).
"""

from __future__ import annotations

from frontier_games.core import evolved
from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city import poker
from frontier_games.games.rattlesnake_city.content import Card
from frontier_games.games.rattlesnake_city.legal import HAND
from frontier_games.games.rattlesnake_city.model import (
    Call,
    Discard,
    DrawThree,
    Fold,
    Pass,
    Piles,
    Poker,
    Raise,
    ReplaceCard,
    Seat,
    State,
    Step,
    SwapCards,
    TakeDrawn,
    TarAndFeather,
)
from frontier_games.games.rattlesnake_city.poker import DECK, StandardCard, in_deck_order
from frontier_games.games.rattlesnake_city.pot import at, ended, settle, who_may_tar
from frontier_games.games.rattlesnake_city.turn import paid
from frontier_games.rng import shuffle

__all__ = [
    "active",
    "begin",
    "call",
    "discard_card",
    "draw_three",
    "fold",
    "pass_deal",
    "raise_bet",
    "replace_card",
    "swap_cards",
    "take_drawn",
    "tar_and_feather",
]


def active(game: Poker) -> tuple[int, ...]:
    """The participants still in the deal, in ``players`` order."""
    return tuple(s for s in game.players if s not in game.out)


def _hand(game: Poker, seat: int) -> tuple[StandardCard, ...]:
    return game.hands[game.players.index(seat)]


def _with_hand(game: Poker, seat: int, hand: tuple[StandardCard, ...]) -> Poker:
    i = game.players.index(seat)
    return evolved(game, hands=(*game.hands[:i], in_deck_order(hand), *game.hands[i + 1 :]))


# -- the deal and the exchange -------------------------------------------------------------


def begin(state: State, game: Poker) -> State:
    """Five cards each from the shuffled deck; then each, clockwise from the challenger,
    exchanges."""
    deck, rng = shuffle(state.rng, DECK)
    n = len(game.players)
    hands = tuple(
        in_deck_order(deck[len(deck) - HAND * (i + 1) : len(deck) - HAND * i]) for i in range(n)
    )
    deck = deck[: len(deck) - HAND * n]
    state = State(state.setup, state.board, state.seats, state.piles, state.turn, rng, state.winner)
    game = evolved(
        game, hands=hands, deck=deck, paid=(game.stake,) * n, replaced=(None,) * n,
        asked=game.players,
    )  # fmt: skip
    return at(state, Step.EXCHANGE, game)


def discard_card(state: State, action: Discard) -> State:
    """A card put aside, to be replaced once the player is done."""
    game = _game(state)
    hand = remove_card(_hand(game, action.player), action.card)
    return at(state, Step.EXCHANGE, _with_hand(game, action.player, hand))


def _exchanged(state: State, game: Poker) -> State:
    """The player draws as many as it discarded; the next exchanges, then the bets."""
    seat = game.asked[0]
    hand = _hand(game, seat)
    need = HAND - len(hand)
    drawn, deck = game.deck[len(game.deck) - need :][::-1], game.deck[: len(game.deck) - need]
    game = evolved(_with_hand(game, seat, (*hand, *drawn)), deck=deck, asked=game.asked[1:])
    if game.asked:
        return at(state, Step.EXCHANGE, game)
    return at(state, Step.BET, evolved(game, asked=active(game)))


# -- the bets ------------------------------------------------------------------------------


def _level(game: Poker) -> int:
    return max(game.paid)


def _bet(state: State, game: Poker, seat: int, amount: int) -> tuple[State, Poker]:
    """``seat`` adds ``amount`` to its bet."""
    me = state.seats[seat]
    new = Seat(me.money - amount, me.hand, me.coups, me.front, me.town)
    state = State(state.setup, state.board, (*state.seats[:seat], new, *state.seats[seat + 1 :]),
                  state.piles, state.turn, state.rng, state.winner)  # fmt: skip
    i = game.players.index(seat)
    game = evolved(game, paid=(*game.paid[:i], game.paid[i] + amount, *game.paid[i + 1 :]),
                        pot=game.pot + amount)  # fmt: skip
    return state, game


def raise_bet(state: State, action: Raise) -> State:
    """The player matches the highest bet and adds a blind; all the others must then
    answer again."""
    game, seat = _game(state), action.player
    level = _level(game) + game.stake
    state, game = _bet(state, game, seat, level - game.paid[game.players.index(seat)])
    others = _after(game, seat)
    return at(state, Step.BET, evolved(game, raises=game.raises + 1, asked=others))


def call(state: State, action: Call) -> State:
    """The player matches the highest bet."""
    game, seat = _game(state), action.player
    state, game = _bet(state, game, seat, _level(game) - game.paid[game.players.index(seat)])
    return _next_bettor(state, evolved(game, asked=game.asked[1:]))


def fold(state: State, action: Fold) -> State:
    """The player is out, and what it bet stays on the table."""
    game = _game(state)
    game = evolved(game, out=(*game.out, action.player), asked=game.asked[1:])
    if len(active(game)) == 1:
        return ended(state, game, frozenset(active(game)))
    return _next_bettor(state, game)


def _next_bettor(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.BET, game)
    return at(state, Step.REPLACE, evolved(game, asked=active(game)))


def _after(game: Poker, seat: int) -> tuple[int, ...]:
    """The participants still in after ``seat``, clockwise (in ``players`` order, which
    is clockwise from the challenger)."""
    k = game.players.index(seat) + 1
    order = (*game.players[k:], *game.players[:k])
    return tuple(s for s in order if s != seat and s not in game.out)


# -- the playing cards, and the reveal ------------------------------------------------------


def replace_card(state: State, action: ReplaceCard) -> State:
    """The playing card takes the place of a card of the hand, as the card it shows."""
    game, seat = _game(state), action.player
    me = state.seats[seat]
    new = Seat(me.money, remove_card(me.hand, action.card), me.coups, me.front, me.town)
    state = State(state.setup, state.board, (*state.seats[:seat], new, *state.seats[seat + 1 :]),
                  state.piles, state.turn, state.rng, state.winner)  # fmt: skip
    number = action.card.number
    assert number is not None
    hand = (*remove_card(_hand(game, seat), action.standard), poker.standard_card(number))
    i = game.players.index(seat)
    game = _with_hand(game, seat, hand)
    game = evolved(game, replaced=(*game.replaced[:i], action.card, *game.replaced[i + 1 :]),
                        asked=game.asked[1:])  # fmt: skip
    return _replaced(state, game)


def _replaced(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.REPLACE, game)
    return _revealed(state, evolved(game, revealed=True))


def _revealed(state: State, game: Poker) -> State:
    """The hands are revealed: a hand with two identical cards may be tarred and
    feathered, by any other player (clockwise from its holder); then the cheats."""
    for seat in active(game):
        if not poker.duplicates(_hand(game, seat)) or seat in game.tarred:
            continue
        tarrers = who_may_tar(state, seat)
        game = evolved(game, tarred=(*game.tarred, seat))
        if tarrers:
            return at(state, Step.TAR, evolved(game, cheat=(seat, seat), asked=tarrers))
    return _reacting(state, evolved(game, cheat=None, asked=active(game)))


def tar_and_feather(state: State, action: TarAndFeather) -> State:
    """ "The cheater's stake is then shared among all players, whether or not they took
    part": in whole bills, the rest staying on the table; the cheater is out."""
    game = _game(state)
    assert game.cheat is not None
    cheater = game.cheat[0]
    state = _spent(state, action.player, Card.TAR_AND_FEATHERS)
    stake = game.paid[game.players.index(cheater)]
    shares, _ = poker.share(stake, [s for s in range(state.setup.players) if s != cheater])
    for seat, amount in shares.items():
        state = paid(state, seat, amount)
        if state.winner is not None:
            return state
    game = evolved(game, out=(*game.out, cheater), pot=game.pot - sum(shares.values()),
                        cheat=None)  # fmt: skip
    if len(active(game)) == 1:
        return ended(state, game, frozenset(active(game)))
    return _revealed(state, game)


def _reacting(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.REACT, game)
    return settle(state, game)


def swap_cards(state: State, action: SwapCards) -> State:
    """A Cheater: one of the player's cards for one of an opponent's."""
    game, seat = _game(state), action.player
    state = _spent(state, seat, Card.CHEATER)
    mine = (*remove_card(_hand(game, seat), action.mine), action.theirs)
    theirs = (*remove_card(_hand(game, action.opponent), action.theirs), action.mine)
    game = _with_hand(_with_hand(game, seat, mine), action.opponent, theirs)
    return _reacting(state, evolved(game, asked=_after(game, seat)))


def draw_three(state: State, action: DrawThree) -> State:
    """A Professional Player: the first three cards of the pile, for the player alone to
    see; it takes those it wants."""
    game, seat = _game(state), action.player
    state = _spent(state, seat, Card.PROFESSIONAL_PLAYER)
    drawn = game.deck[len(game.deck) - 3 :][::-1]
    game = evolved(game, drawn=drawn, deck=game.deck[: len(game.deck) - 3],
                        asked=(seat, *game.asked[1:]))  # fmt: skip
    return at(state, Step.IMPROVE, game)


def take_drawn(state: State, action: TakeDrawn) -> State:
    """A drawn card replaces one of the hand's."""
    game, seat = _game(state), action.player
    hand = (*remove_card(_hand(game, seat), action.instead_of), action.drawn)
    game = evolved(_with_hand(game, seat, hand), drawn=remove_card(game.drawn, action.drawn))
    if not game.drawn:
        return _improved(state, game, seat)
    return at(state, Step.IMPROVE, game)


def _improved(state: State, game: Poker, seat: int) -> State:
    """The player is done: the drawn cards it did not take are put aside; the others may
    react again."""
    return _reacting(state, evolved(game, drawn=(), asked=_after(game, seat)))


def pass_deal(state: State, action: Pass) -> State:
    """A participant is done exchanging (it draws), keeps its hand (no playing card),
    keeps the cards it has (after a Professional Player), or plays no card in reaction."""
    game, step = _game(state), state.turn.step
    if step is Step.EXCHANGE:
        return _exchanged(state, game)
    if step is Step.REPLACE:
        return _replaced(state, evolved(game, asked=game.asked[1:]))
    if step is Step.IMPROVE:
        return _improved(state, game, action.player)
    if step is Step.TAR:
        game = evolved(game, asked=game.asked[1:])
        if game.asked:
            return at(state, Step.TAR, game)
        return _revealed(state, evolved(game, cheat=None))
    return _reacting(state, evolved(game, asked=game.asked[1:]))  # REACT


def _spent(state: State, seat: int, card: Card) -> State:
    me = state.seats[seat]
    new = Seat(me.money, remove_card(me.hand, card), me.coups, me.front, me.town)
    piles = state.piles
    piles = Piles(piles.bag, discard(piles.actions, card), piles.coups, piles.removed,
                  piles.unrevealed)  # fmt: skip
    return State(state.setup, state.board, (*state.seats[:seat], new, *state.seats[seat + 1 :]),
                 piles, state.turn, state.rng, state.winner)  # fmt: skip


def _game(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game
