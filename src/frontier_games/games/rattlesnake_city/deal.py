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

import functools

from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city import naming, poker
from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Card, CardKind, Content
from frontier_games.games.rattlesnake_city.model import (
    Call,
    Discard,
    DrawThree,
    Fold,
    Pass,
    Poker,
    Raise,
    ReplaceCard,
    Setup,
    State,
    Step,
    SwapCards,
    TakeDrawn,
    TarAndFeather,
    View,
)
from frontier_games.games.rattlesnake_city.poker import (
    DECK,
    StandardCard,
    in_deck_order,
    standard_card,
)
from frontier_games.games.rattlesnake_city.position import HAND, MAX_EXCHANGE, MAX_RAISES
from frontier_games.games.rattlesnake_city.pot import at, ended, settle, who_may_tar
from frontier_games.games.rattlesnake_city.turn import paid
from frontier_games.moves import Check, Move
from frontier_games.rng import shuffle

__all__ = [
    "CALL",
    "DISCARD",
    "DRAW_THREE",
    "FOLD",
    "RAISE",
    "REPLACE_CARD",
    "SWAP_CARDS",
    "TAKE_DRAWN",
    "active",
    "begin",
    "call",
    "call_ids",
    "discard_card",
    "discard_ids",
    "draw_three",
    "draw_three_ids",
    "fold",
    "fold_ids",
    "pass_deal",
    "raise_bet",
    "raise_ids",
    "replace_card",
    "replace_card_ids",
    "swap_cards",
    "swap_cards_ids",
    "take_drawn",
    "take_drawn_ids",
    "take_drawn_same_card_ids",
    "tar_and_feather",
]


def active(game: Poker) -> tuple[int, ...]:
    """The participants still in the deal, in ``players`` order."""
    return tuple(s for s in game.players if s not in game.out)


def _hand(game: Poker, seat: int) -> tuple[StandardCard, ...]:
    return game.hands[game.players.index(seat)]


def _with_hand(game: Poker, seat: int, hand: tuple[StandardCard, ...]) -> Poker:
    i = game.players.index(seat)
    return game.evolve(hands=(*game.hands[:i], in_deck_order(hand), *game.hands[i + 1 :]))


# -- the real deal's actions, built once per seat ------------------------------------------
#
# The spaces exist only when the setup's options play the real deal. The listings pick the
# very objects of these tables, which the spaces are made of.

_PLAYING = tuple(card for card in Card if card.kind is CardKind.PLAYING)
"""The playing cards, in enum order: what a :class:`ReplaceCard` may put in a hand."""
_AT = {card: i for i, card in enumerate(DECK)}
"""A standard card's place in :data:`~.rattlesnake_city.poker.DECK`."""
_PLAYING_AT = {card: i for i, card in enumerate(_PLAYING)}


@functools.cache
def _discards(seat: int) -> tuple[Discard, ...]:
    """``seat``'s discards, by the card's place in the deck."""
    return tuple(Discard(seat, card) for card in DECK)


@functools.cache
def _replacements(seat: int) -> tuple[tuple[ReplaceCard, ...], ...]:
    """``seat``'s replacements, ``[playing card][standard card]``."""
    return tuple(tuple(ReplaceCard(seat, card, standard) for standard in DECK) for card in _PLAYING)


@functools.cache
def _swaps(seat: int, opponent: int) -> tuple[tuple[SwapCards, ...], ...]:
    """``seat``'s swaps with ``opponent``, ``[its card][their card]`` (the same card on
    both sides too, which no space holds)."""
    return tuple(tuple(SwapCards(seat, opponent, mine, theirs) for theirs in DECK) for mine in DECK)


@functools.cache
def _takes(seat: int) -> tuple[tuple[TakeDrawn, ...], ...]:
    """``seat``'s drawn cards taken, ``[drawn card][card given up]``."""
    return tuple(tuple(TakeDrawn(seat, drawn, card) for card in DECK) for drawn in DECK)


def _in_deal(setup: Setup) -> bool:
    return setup.options.real_deal


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
    state = state.evolve(rng=rng)
    game = game.evolve(
        hands=hands, deck=deck, paid=(game.stake,) * n, replaced=(None,) * n, asked=game.players
    )
    return at(state, Step.EXCHANGE, game)


def discard_card(state: State, action: Discard) -> State:
    """A card put aside, to be replaced once the player is done."""
    game = _game(state)
    hand = remove_card(_hand(game, action.player), action.card)
    return at(state, Step.EXCHANGE, _with_hand(game, action.player, hand))


def _may_exchange_more(state: State, action: Discard) -> bool:
    return len(_hand(_game(state), action.player)) > HAND - MAX_EXCHANGE


def _discard_held(state: State, action: Discard) -> bool:
    return action.card in _hand(_game(state), action.player)


def _discard_space(setup: Setup, seat: int) -> tuple[Discard, ...]:
    return _discards(seat) if _in_deal(setup) else ()


def _discards_listed(state: State, seat: int) -> list[Discard]:
    hand = _hand(_game(state), seat)
    if len(hand) <= HAND - MAX_EXCHANGE:
        return []
    table = _discards(seat)
    return [table[_AT[card]] for card in dict.fromkeys(hand)]


def _discard_words(view: View, action: Discard) -> naming.Said:
    card = naming.standard(action.card)
    if view.player != action.player:  # a hand is secret until the reveal
        return f"discard {card}", "discards a card"
    return f"discard {card}", f"discards {card}"


DISCARD: Move[State, Discard] = Move(
    Discard,
    checks=(
        Check("exchange-limit", "a participant exchanges up to three cards", _may_exchange_more),
        Check(
            "card-not-in-poker-hand",
            "seat {action.player}'s poker hand holds no {action.card}",
            _discard_held,
        ),
    ),
    effect=discard_card,
    space=_discard_space,
    listing=_discards_listed,
    words=_discard_words,
)
"""In turn, clockwise from the challenger, each participant puts aside up to three cards
of its hand (the rulebook's example exchanges three), then draws as many (``Pass``)."""


def _exchanged(state: State, game: Poker) -> State:
    """The player draws as many as it discarded; the next exchanges, then the bets."""
    seat = game.asked[0]
    hand = _hand(game, seat)
    need = HAND - len(hand)
    drawn, deck = game.deck[len(game.deck) - need :][::-1], game.deck[: len(game.deck) - need]
    game = _with_hand(game, seat, (*hand, *drawn)).evolve(deck=deck, asked=game.asked[1:])
    if game.asked:
        return at(state, Step.EXCHANGE, game)
    return at(state, Step.BET, game.evolve(asked=active(game)))


# -- the bets ------------------------------------------------------------------------------


def _level(game: Poker) -> int:
    return max(game.paid)


def _bet(state: State, game: Poker, seat: int, amount: int) -> tuple[State, Poker]:
    """``seat`` adds ``amount`` to its bet."""
    me = state.seats[seat]
    new = me.evolve(money=me.money - amount)
    state = state.evolve(seats=(*state.seats[:seat], new, *state.seats[seat + 1 :]))
    i = game.players.index(seat)
    game = game.evolve(
        paid=(*game.paid[:i], game.paid[i] + amount, *game.paid[i + 1 :]), pot=game.pot + amount
    )
    return state, game


def raise_bet(state: State, action: Raise) -> State:
    """The player matches the highest bet and adds a blind; all the others must then
    answer again."""
    game, seat = _game(state), action.player
    level = _level(game) + game.stake
    state, game = _bet(state, game, seat, level - game.paid[game.players.index(seat)])
    others = _after(game, seat)
    return at(state, Step.BET, game.evolve(raises=game.raises + 1, asked=others))


def _raises_left(state: State, action: Raise) -> bool:
    return _game(state).raises < MAX_RAISES


def _short_of_a_raise(state: State) -> int | None:
    """The first participant still in who could not keep up with one more raise."""
    game = _game(state)
    top = _level(game) + game.stake
    for i, seat in enumerate(game.players):
        if seat not in game.out and state.seats[seat].money < top - game.paid[i]:
            return seat
    return None


def _all_keep_up(state: State, action: Raise) -> bool:
    return _short_of_a_raise(state) is None


def _said_cannot_keep_up(state: State, action: Raise) -> str:
    # a real deal shows its participants' money to all (R30)
    return (
        f"seat {_short_of_a_raise(state)} could not keep up: a raise is allowed only while "
        "everyone still in can match it"
    )


def _raise_space(setup: Setup, seat: int) -> tuple[Raise, ...]:
    return (Raise(seat),) if _in_deal(setup) else ()


def _raise_words(view: View, action: Raise) -> naming.Said:
    game = view.turn.poker
    if game is None or not game.paid:
        return "raise", "raises"
    blind, top = naming.money(game.stake), naming.money(max(game.paid) + game.stake)
    return f"raise by {blind} (to {top})", f"raises by {blind} (to {top})"


RAISE: Move[State, Raise] = Move(
    Raise,
    checks=(
        Check("most-raises", "a deal has at most three raises", _raises_left),
        Check("cannot-keep-up", _said_cannot_keep_up, _all_keep_up),
    ),
    effect=raise_bet,
    space=_raise_space,
    words=_raise_words,
)
"""A raise adds one blind above the highest bet: "there may be several raises ... but as
soon as a player can no longer keep up, the poker game stops once all those who wish to
have matched" (at most three raises, and only while everyone still in could keep up)."""


def call(state: State, action: Call) -> State:
    """The player matches the highest bet."""
    game, seat = _game(state), action.player
    state, game = _bet(state, game, seat, _level(game) - game.paid[game.players.index(seat)])
    return _next_bettor(state, game.evolve(asked=game.asked[1:]))


def _call_space(setup: Setup, seat: int) -> tuple[Call, ...]:
    return (Call(seat),) if _in_deal(setup) else ()


def _call_words(view: View, action: Call) -> naming.Said:
    game = view.turn.poker
    if game is None or not game.paid:
        return "call", "calls"
    level = max(game.paid)
    gap = level - naming.paid(game, action.player)
    if gap <= 0:
        checks = naming.money(level)
        return f"call (check at {checks})", f"calls (checks at {checks})"
    more = f"{naming.money(gap)} to match {naming.money(level)}"
    return f"call (add {more})", f"calls (adds {more})"


CALL: Move[State, Call] = Move(
    Call,
    checks=(),
    effect=call,
    space=_call_space,
    words=_call_words,
)
"""A participant asked to bet may always match the highest bet (a raise is only made while
everyone still in can)."""


def fold(state: State, action: Fold) -> State:
    """The player is out, and what it bet stays on the table."""
    game = _game(state)
    game = game.evolve(out=(*game.out, action.player), asked=game.asked[1:])
    if len(active(game)) == 1:
        return ended(state, game, frozenset(active(game)))
    return _next_bettor(state, game)


def _fold_space(setup: Setup, seat: int) -> tuple[Fold, ...]:
    return (Fold(seat),) if _in_deal(setup) else ()


def _fold_words(view: View, action: Fold) -> naming.Said:
    game = view.turn.poker
    if game is None or not game.paid:
        return "fold", "folds"
    bet = naming.money(naming.paid(game, action.player))
    return f"fold (leave your {bet} on the table)", f"folds (leaves its {bet} on the table)"


FOLD: Move[State, Fold] = Move(
    Fold,
    checks=(),
    effect=fold,
    space=_fold_space,
    words=_fold_words,
)
"""A participant asked to bet may always give up its hand; what it bet stays on the
table, and the last one in wins at once."""


def _next_bettor(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.BET, game)
    return at(state, Step.REPLACE, game.evolve(asked=active(game)))


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
    new = me.evolve(hand=remove_card(me.hand, action.card))
    state = state.evolve(seats=(*state.seats[:seat], new, *state.seats[seat + 1 :]))
    number = action.card.number
    assert number is not None
    hand = (*remove_card(_hand(game, seat), action.standard), poker.standard_card(number))
    i = game.players.index(seat)
    game = _with_hand(game, seat, hand)
    game = game.evolve(
        replaced=(*game.replaced[:i], action.card, *game.replaced[i + 1 :]), asked=game.asked[1:]
    )
    return _replaced(state, game)


def _playing_card_held(state: State, action: ReplaceCard) -> bool:
    return action.card in state.seats[action.player].hand


def _replaced_held(state: State, action: ReplaceCard) -> bool:
    return action.standard in _hand(_game(state), action.player)


def _replace_space(setup: Setup, seat: int) -> list[ReplaceCard]:
    if not _in_deal(setup):
        return []
    return [action for row in _replacements(seat) for action in row]


def _replacements_listed(state: State, seat: int) -> list[ReplaceCard]:
    table = _replacements(seat)
    mine = [_AT[card] for card in dict.fromkeys(_hand(_game(state), seat))]
    held = dict.fromkeys(c for c in state.seats[seat].hand if c.kind is CardKind.PLAYING)
    return [table[_PLAYING_AT[card]][i] for card in held for i in mine]


def _replace_card_words(view: View, action: ReplaceCard) -> naming.Said:
    number = action.card.number
    shows = f" ({naming.standard(standard_card(number))})" if number is not None else ""
    text = f"{action.standard} with {action.card.value}{shows}"
    if view.player != action.player:  # the hand stays secret until the reveal
        return f"replace your {text}", "replaces one of its cards with a playing card"
    return f"replace your {text}", f"replaces its {text}"


REPLACE_CARD: Move[State, ReplaceCard] = Move(
    ReplaceCard,
    checks=(
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no {action.card.value}",
            _playing_card_held,
        ),
        Check(
            "card-not-in-poker-hand",
            "seat {action.player}'s poker hand holds no {action.standard}",
            _replaced_held,
        ),
    ),
    effect=replace_card,
    space=_replace_space,
    listing=_replacements_listed,
    words=_replace_card_words,
)
""" "Players may replace a 'normal' card with a playing card before revealing their hand":
after the bets, clockwise, each may put one of its playing cards in place of a card of its
hand, as the card it "corresponds to"."""


def _replaced(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.REPLACE, game)
    return _revealed(state, game.evolve(revealed=True))


def _revealed(state: State, game: Poker) -> State:
    """The hands are revealed: a hand with two identical cards may be tarred and
    feathered, by any other player (clockwise from its holder); then the cheats."""
    for seat in active(game):
        if not poker.duplicates(_hand(game, seat)) or seat in game.tarred:
            continue
        tarrers = who_may_tar(state, seat)
        game = game.evolve(tarred=(*game.tarred, seat))
        if tarrers:
            return at(state, Step.TAR, game.evolve(cheat=(seat, seat), asked=tarrers))
    return _reacting(state, game.evolve(cheat=None, asked=active(game)))


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
    game = game.evolve(out=(*game.out, cheater), pot=game.pot - sum(shares.values()), cheat=None)
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
    return _reacting(state, game.evolve(asked=_after(game, seat)))


def _a_real_deal(state: State, action: SwapCards | DrawThree) -> bool:
    return _game(state).real_deal


def _holds_cheater(state: State, action: SwapCards) -> bool:
    return Card.CHEATER in state.seats[action.player].hand


def _an_opponent_in(state: State, action: SwapCards) -> bool:
    game, opponent = _game(state), action.opponent
    return opponent != action.player and opponent in game.players and opponent not in game.out


def _held(game: Poker, seat: int) -> tuple[StandardCard, ...]:
    """``seat``'s hand in ``game``; none if it takes no part or the game is plain poker
    (a check asks it whatever the checks before it found)."""
    if seat not in game.players or not game.hands:
        return ()
    return _hand(game, seat)


def _mine_held(state: State, action: SwapCards) -> bool:
    return action.mine in _held(_game(state), action.player)


def _theirs_held(state: State, action: SwapCards) -> bool:
    # the hands are revealed before anyone reacts
    return action.theirs in _held(_game(state), action.opponent)


def _swap_space(setup: Setup, seat: int) -> list[SwapCards]:
    if not _in_deal(setup):
        return []
    return [
        row[j]
        for opponent in range(setup.players)
        for i, row in enumerate(_swaps(seat, opponent))
        for j in range(len(DECK))
        if i != j
    ]


def _swaps_listed(state: State, seat: int) -> list[SwapCards]:
    game = _game(state)
    if not game.real_deal or Card.CHEATER not in state.seats[seat].hand:
        return []
    mine = sorted({_AT[card] for card in _hand(game, seat)})
    found: list[SwapCards] = []
    for other in game.players:
        if other == seat or other in game.out:
            continue
        table = _swaps(seat, other)
        theirs = sorted({_AT[card] for card in _hand(game, other)})
        for i in mine:
            row = table[i]
            found.extend(row[j] for j in theirs if j != i)
    return found


def _swap_cards_words(view: View, action: SwapCards) -> naming.Said:
    other, mine, theirs = naming.seat(action.opponent), action.mine, action.theirs
    return (
        f"cheat: swap cards with {other} (your {mine} for its {theirs})",
        f"cheats: swaps cards with {other} (its {mine} for {other}'s {theirs})",
    )


SWAP_CARDS: Move[State, SwapCards] = Move(
    SwapCards,
    checks=(
        Check(
            "not-a-real-deal",
            "this poker game is no real deal: a Cheater swaps the revealed playing cards",
            _a_real_deal,
        ),
        Check(
            "card-not-in-hand",
            f"seat {{action.player}} holds no {Card.CHEATER.value}",
            _holds_cheater,
        ),
        Check(
            "not-an-opponent",
            "a Cheater swaps a card with an opponent still in the deal",
            _an_opponent_in,
        ),
        Check(
            "card-not-in-poker-hand",
            "seat {action.player}'s poker hand holds no {action.mine}",
            _mine_held,
        ),
        Check(
            "card-not-in-opponent-hand",
            "seat {action.opponent}'s poker hand holds no {action.theirs}",
            _theirs_held,
        ),
    ),
    effect=swap_cards,
    space=_swap_space,
    listing=_swaps_listed,
    words=_swap_cards_words,
)
"""After the reveal, clockwise from the challenger, round after round, a participant may
play a Cheater: it swaps "one of their cards for one of an opponent's" (an opponent
still in, a card different from its own)."""


def draw_three(state: State, action: DrawThree) -> State:
    """A Professional Player: the first three cards of the pile, for the player alone to
    see; it takes those it wants."""
    game, seat = _game(state), action.player
    state = _spent(state, seat, Card.PROFESSIONAL_PLAYER)
    drawn = game.deck[len(game.deck) - 3 :][::-1]
    game = game.evolve(
        drawn=drawn, deck=game.deck[: len(game.deck) - 3], asked=(seat, *game.asked[1:])
    )
    return at(state, Step.IMPROVE, game)


def _holds_professional(state: State, action: DrawThree) -> bool:
    return Card.PROFESSIONAL_PLAYER in state.seats[action.player].hand


def _three_left(state: State, action: DrawThree) -> bool:
    return len(_game(state).deck) >= 3


def _draw_three_space(setup: Setup, seat: int) -> tuple[DrawThree, ...]:
    return (DrawThree(seat),) if _in_deal(setup) else ()


def _draw_three_words(view: View, action: DrawThree) -> naming.Said:
    return (
        "play a Professional Player: draw the first three cards of the pile",
        "plays a Professional Player: draws the first three cards of the pile",
    )


DRAW_THREE: Move[State, DrawThree] = Move(
    DrawThree,
    checks=(
        Check(
            "not-a-real-deal",
            "this poker game is no real deal: a Professional Player takes back the revealed "
            "playing card for another",
            _a_real_deal,
        ),
        Check(
            "card-not-in-hand",
            f"seat {{action.player}} holds no {Card.PROFESSIONAL_PLAYER.value}",
            _holds_professional,
        ),
        Check("pile-too-short", "fewer than three cards are left in the pile", _three_left),
    ),
    effect=draw_three,
    space=_draw_three_space,
    words=_draw_three_words,
)
"""After the reveal, a participant may play a Professional Player: it draws "the first
three cards of the remaining pile", for it alone to see, and replaces "one, two or
three" (``TakeDrawn``, then ``Pass``)."""


def take_drawn(state: State, action: TakeDrawn) -> State:
    """A drawn card replaces one of the hand's."""
    game, seat = _game(state), action.player
    hand = (*remove_card(_hand(game, seat), action.instead_of), action.drawn)
    game = _with_hand(game, seat, hand).evolve(drawn=remove_card(game.drawn, action.drawn))
    if not game.drawn:
        return _improved(state, game, seat)
    return at(state, Step.IMPROVE, game)


def _was_drawn(state: State, action: TakeDrawn) -> bool:
    return action.drawn in _game(state).drawn


def _given_up_held(state: State, action: TakeDrawn) -> bool:
    return action.instead_of in _hand(_game(state), action.player)


def _take_space(setup: Setup, seat: int) -> list[TakeDrawn]:
    """The codec's order (a card for a different one), then a card for the same card: a
    hand may hold, through its playing card, a card still in the pile."""
    if not _in_deal(setup):
        return []
    table = _takes(seat)
    found = [row[j] for i, row in enumerate(table) for j in range(len(DECK)) if i != j]
    found.extend(row[i] for i, row in enumerate(table))
    return found


def _takes_listed(state: State, seat: int) -> list[TakeDrawn]:
    game = _game(state)
    table = _takes(seat)
    mine = [_AT[card] for card in dict.fromkeys(_hand(game, seat))]
    return [table[_AT[drawn]][i] for drawn in dict.fromkeys(game.drawn) for i in mine]


def _take_drawn_words(view: View, action: TakeDrawn) -> naming.Said:
    drawn, instead = naming.standard(action.drawn), action.instead_of
    mine = f"take {drawn} instead of your {instead}"
    if view.player != action.player:  # the drawn cards are the drawer's to see
        return mine, f"takes a drawn card instead of its {instead}"
    return mine, f"takes {drawn} instead of its {instead}"


TAKE_DRAWN: Move[State, TakeDrawn] = Move(
    TakeDrawn,
    checks=(
        Check(
            "not-drawn",
            "seat {action.player} drew no {action.drawn} with its Professional Player",
            _was_drawn,
        ),
        Check(
            "card-not-in-poker-hand",
            "seat {action.player}'s poker hand holds no {action.instead_of}",
            _given_up_held,
        ),
    ),
    effect=take_drawn,
    space=_take_space,
    listing=_takes_listed,
    words=_take_drawn_words,
)
"""A Professional Player's drawn card takes the place of a card of the hand, up to three
times (``Pass`` keeps the rest); what is not taken, or given up, is put aside."""


def _improved(state: State, game: Poker, seat: int) -> State:
    """The player is done: the drawn cards it did not take are put aside; the others may
    react again."""
    return _reacting(state, game.evolve(drawn=(), asked=_after(game, seat)))


def pass_deal(state: State, action: Pass) -> State:
    """A participant is done exchanging (it draws), keeps its hand (no playing card),
    keeps the cards it has (after a Professional Player), or plays no card in reaction."""
    game, step = _game(state), state.turn.step
    if step is Step.EXCHANGE:
        return _exchanged(state, game)
    if step is Step.REPLACE:
        return _replaced(state, game.evolve(asked=game.asked[1:]))
    if step is Step.IMPROVE:
        return _improved(state, game, action.player)
    if step is Step.TAR:
        game = game.evolve(asked=game.asked[1:])
        if game.asked:
            return at(state, Step.TAR, game)
        return _revealed(state, game.evolve(cheat=None))
    return _reacting(state, game.evolve(asked=game.asked[1:]))  # REACT


def _spent(state: State, seat: int, card: Card) -> State:
    me = state.seats[seat]
    new = me.evolve(hand=remove_card(me.hand, card))
    piles = state.piles
    piles = piles.evolve(actions=discard(piles.actions, card))
    return state.evolve(seats=(*state.seats[:seat], new, *state.seats[seat + 1 :]), piles=piles)


def _game(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


# -- codec ids -----------------------------------------------------------------------------
# The blocks of the action codec that hold the real deal's moves, only with the real deal
# (``Options(real_deal=True)``): every such action a seat could ever take, for any number
# of players (every seat field runs over the six seats a game can have), in id order
# (:func:`~.rattlesnake_city.learning.codec` puts the blocks in order). A TakeDrawn's ids
# lie in two blocks: a drawn card equal to one in the hand came in last (issue 25).


def discard_ids(content: Content, seat: int) -> list[Discard]:
    """Each standard card of :data:`~.rattlesnake_city.poker.DECK`."""
    return [Discard(seat, card) for card in DECK]


def raise_ids(content: Content, seat: int) -> list[Raise]:
    return [Raise(seat)]


def call_ids(content: Content, seat: int) -> list[Call]:
    return [Call(seat)]


def fold_ids(content: Content, seat: int) -> list[Fold]:
    return [Fold(seat)]


def draw_three_ids(content: Content, seat: int) -> list[DrawThree]:
    return [DrawThree(seat)]


def replace_card_ids(content: Content, seat: int) -> list[ReplaceCard]:
    """Each playing card, in enum order, with each standard card."""
    return [ReplaceCard(seat, card, standard) for card in _PLAYING for standard in DECK]


def swap_cards_ids(content: Content, seat: int) -> list[SwapCards]:
    """For opponent 0 .. 5, each two different standard cards (mine, then theirs)."""
    return [
        SwapCards(seat, opponent, mine, theirs)
        for opponent in range(MAX_PLAYERS)
        for mine in DECK
        for theirs in DECK
        if mine != theirs
    ]


def take_drawn_ids(content: Content, seat: int) -> list[TakeDrawn]:
    """Each two different standard cards: the drawn one, then the one it replaces."""
    return [TakeDrawn(seat, drawn, card) for drawn in DECK for card in DECK if drawn != card]


def take_drawn_same_card_ids(content: Content, seat: int) -> list[TakeDrawn]:
    """Each standard card drawn instead of the same card in the hand (a playing card that
    replaced one in a hand may stand for a card still in the pile, which a Professional
    Player can then draw)."""
    return [TakeDrawn(seat, card, card) for card in DECK]
