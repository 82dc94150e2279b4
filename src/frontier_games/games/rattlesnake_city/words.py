"""*Rattlesnake City* in words: each action as a player says it at the table
(:func:`describe`), and what a seat saw happen when an action was played
(:func:`narrate`).

Each kind of move says itself in its home, where the rule kit declares it (the ``words`` of
its :class:`~frontier_games.moves.Move`: :mod:`~.rattlesnake_city.tile`,
:mod:`~.rattlesnake_city.cards`, :mod:`~.rattlesnake_city.showdown`,
:mod:`~.rattlesnake_city.challenge`, :mod:`~.rattlesnake_city.pot`,
:mod:`~.rattlesnake_city.deal` and :mod:`~.rattlesnake_city.rulebook`), naming things
through ``rattlesnake_city.naming``; :func:`describe` checks the action and finds its
words there, and :func:`narrate` adds what follows from it.

A seat's own moves are said as it would say them, the other seats' in the third person
(``seat 1 places the Hotel on space 3 of Dry Gulch (pays seat 1 $1,000)``); tiles, cards
and places by their names, seats as ``seat 2``, spaces and sections by their numbers
from 0, as the actions number them::

    place your saloon on space 3 of Dry Gulch
    place the Hotel on space 3 of Dry Gulch (pays you $1,000)
    place the Mine on Bald Peak (pays you $2,000 and seat 1 $1,000)
    place the Ranch on Grassland 1 (pays you $1,000) / place the Church ... (earns nothing)
    repair section 2 of the Dry Gulch line (straight track)
    draw one action card / draw two coup cards / draw the last coup card
    place Adulterated Whisky in front of seat 1 / place Ironfist Jim in front of yourself
    dynamite the Ranch on space 0 of Grassland 3
    dynamite section 1 of the trunk line (straight track)
    play a Stroke of Fate on French Cook in front of you
    play the Bounty Hunter on Slippery Joe in front of seat 0 (collect the $5,000 bounty)
    offer seat 2 your Dynamitero for $3,000 / ask seat 2 for a French Cook for $2,000
    accept (buy seat 1's Dynamitero for $3,000) / decline
    attack seat 1's bank (one cartridge, face down) / (a free shot, no coup card)
    admit defeat (give seat 0 $5,000) / defend your bank
    reply with two one-cartridge cards (3 shots against 2) / withdraw from the gunfight
    challenge seat 1 to poker for $5,000 / take up the challenge / join for $5,000
    play a Yellow-Livered Coyote (refuse the poker game) / (run away with the money)
    ask for a lower stake ($3,000, all your money)
    accept (lower the stake to seat 2's fortune) / decline (seat 2 stays out)
    play playing card 12 face down
    cheat: swap cards with seat 1 (your playing card 12 for its playing card 21)
    play a Professional Player: take back playing card 12 and show playing card 25 instead
    play Tar & Feathers on seat 0 (undo its swap; its stake is shared)
    draw your revolver with two cartridges / draw your revolver with a free shot
    pass (go on to bank attacks and poker) / pass (collect your income: $3,000)
    pass (stay out of the poker game) / pass (place no card and lose your stake)
    pass (play no Cheater or Professional Player) / pass (play no Tar & Feathers)
    pass (draw no revolver) / pass (stay for the gunfight)

and in a real deal (the variant)::

    challenge seat 1 to a real deal for a $5,000 blind
    discard the Four of Diamonds / pass (draw two new cards) / pass (keep your five cards)
    raise by $5,000 (to $10,000) / call (add $5,000 to match $10,000) / call (check at
    $5,000) / fold (leave your $5,000 on the table)
    replace your Two of Hearts with playing card 21 (the Queen of Hearts)
    cheat: swap cards with seat 0 (your Four of Hearts for its Ace of Spades)
    play a Professional Player: draw the first three cards of the pile
    take the King of Diamonds instead of your Three of Diamonds
    play Tar & Feathers on seat 1 (two identical cards; its stake is shared)

What a seat may not know stays unsaid: another seat's playing card placed face down is
``seat 2 places a playing card face down``, another seat's face-down coup card ``a coup
card, face down``; in a real deal another seat's discard is ``seat 2 discards a card``,
its playing card ``replaces one of its cards with a playing card``, the card it takes
after a Professional Player ``a drawn card``; another seat's money (unless
``Options.open_money``) is ``half its money`` or ``its fortune``, though what a bank
attack takes is then told to all (``seat 0 receives $4,000``); a card discarded without
being revealed is never named.

A narration is read from the action and the viewer's views before and after it, never
from the hidden state, so it tells what that seat sees and nothing more: the action; the
cards a seat draws (action cards, coup cards, a real deal's cards) named to it alone,
their number to the others; the buildings and track tiles removed from the game, the
cards in front discarded with a hotel; the poker game (the stake lowered, who plays, the
cards or hands revealed and ranked, the highest card or the strongest hand, the bets, the
Tar & Feathers shares, who runs away and with how much, who takes the money on the
table); the gunfight (the face-down card revealed, who leads and who must reply, the
winner, the loot, the coup cards the bank's owner draws); every income marker that moves;
the next saloon, or the next turn and the tile it draws (or removes, when it fits
nowhere); and the end of the game with the winner.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from frontier_games.core import brief, check_narrated, not_a
from frontier_games.games.rattlesnake_city import gunfight, naming, poker
from frontier_games.games.rattlesnake_city.content import (
    WINNING_MONEY,
    Card,
    Coup,
    Grassland,
    Line,
    Mountain,
    Town,
    coup_of,
)
from frontier_games.games.rattlesnake_city.gunfight import Gunfight
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    AttackBank,
    Call,
    CatchJoe,
    Challenge,
    Cheat,
    Defend,
    Discard,
    DrawCards,
    DrawRevolver,
    DrawThree,
    Dynamite,
    DynamiteTrack,
    Fire,
    Fold,
    OfferSale,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayCard,
    PlayCoyote,
    PlayPermanent,
    PlayProfessional,
    Poker,
    Raise,
    RattlesnakeAction,
    RepairTrack,
    ReplaceCard,
    State,
    Step,
    StrokeOfFate,
    Surrender,
    SwapCards,
    TakeDrawn,
    TarAndFeather,
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.poker import (
    PokerCardsError,
    StandardCard,
    best_hand,
)
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.games.rattlesnake_city.rules import NAME, apply
from frontier_games.games.rattlesnake_city.view import income_of, view
from frontier_games.messages import listed, unreadable_view

__all__ = ["describe", "narrate"]

_ACTIONS = frozenset(move.kind for move in MOVES.moves)
"""The game's action classes (exactly: no subclass)."""
_AN_ACTION = "a Rattlesnake City action"
_AMOUNT_BITS = 64
"""Numbers a description prints are refused beyond 2**64 (no move comes near)."""
_MOST_COUPS = 54
"""The most coup cards one play may name (the game has 54)."""


# -- describe -----------------------------------------------------------------------------


def describe(view: View, action: RattlesnakeAction) -> str:
    """``action`` in the rulebook's words, for the seat (or spectator) of ``view``.

    The viewer's own actions are said as it would say them (``"place the Hotel on space 3
    of Dry Gulch (pays you $1,000)"``), another seat's in the third person (``"seat 1
    places the Hotel on space 3 of Dry Gulch (pays seat 1 $1,000)"``). What the viewer
    cannot see stays unsaid: another seat's playing card placed face down (``"seat 2
    places a playing card face down"``), its face-down coup card, its money. A placement
    says how it moves the income markers; a pass says what it means at this moment
    (``"pass (collect your income: $3,000)"``). The descriptions of a seat's legal actions
    are all different, and :func:`frontier_games.parse_action` reads each back.

    :raises TypeError: if ``view`` is not a *Rattlesnake City* ``View``, or ``action`` is
        not one of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``action`` names no seat of the game, no space of its place or
        no section of its line, or one of its fields is not of its type (a card a
        :class:`~.rattlesnake_city.content.Card`, a price an ``int``...), or ``view`` is
        not one a game can show.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    setup = getattr(view, "setup", None)
    players = getattr(setup, "players", None)
    if type(players) is not int:
        raise unreadable_view(ValueError(f"setup is not a rattlesnake-city Setup: {brief(setup)}"))
    _check(players, action)
    try:
        numbered = _numbered(view.setup.options.content.valley, action)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as error:
        raise unreadable_view(error) from None
    if numbered is not None and numbered[1] >= numbered[2]:
        what, number, count, where = numbered
        raise ValueError(f"there is no {what} {number} in {where} (0 to {count - 1})")
    try:
        return _describe(view, action, mine=view.player == action.player)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as error:
        raise unreadable_view(error) from None


_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "number": (
        lambda v: type(v) is int and v >= 0 and v.bit_length() <= _AMOUNT_BITS,
        "a number from 0 (an int)",
    ),
    "town": (lambda v: type(v) is Town, "a Town"),
    "place": (lambda v: type(v) in (Town, Grassland, Mountain), "a Town, Grassland or Mountain"),
    "line": (lambda v: type(v) is Line, "a railway Line"),
    "card": (lambda v: type(v) is Card, "an action Card"),
    "standard": (lambda v: type(v) is StandardCard, "a StandardCard"),
    "coup": (lambda v: v is None or type(v) is Coup, "a Coup, or None"),
    "coups": (
        lambda v: type(v) is tuple and len(v) <= _MOST_COUPS and all(type(c) is Coup for c in v),
        "a tuple of coup cards (Coup)",
    ),
    "bool": (lambda v: type(v) is bool, "True or False"),
}
"""What each kind of field holds: its test, and the words saying what was expected."""

_FIELDS: dict[type, tuple[tuple[str, str], ...]] = {
    PlaceSaloon: (("town", "town"), ("space", "number")),
    PlaceBuilding: (("place", "place"), ("space", "number")),
    RepairTrack: (("line", "line"), ("section", "number")),
    DrawCards: (("coups", "bool"),),
    PlayPermanent: (("card", "card"), ("target", "seat")),
    Dynamite: (("place", "place"), ("space", "number")),
    DynamiteTrack: (("line", "line"), ("section", "number")),
    StrokeOfFate: (("target", "seat"), ("card", "card")),
    CatchJoe: (("target", "seat"), ("joe", "card")),
    OfferSale: (("buyer", "seat"), ("card", "card"), ("price", "number")),
    AskToBuy: (("seller", "seat"), ("card", "card"), ("price", "number")),
    Answer: (("yes", "bool"),),
    AttackBank: (("target", "seat"), ("coup", "coup")),
    Fire: (("coups", "coups"),),
    Challenge: (("opponent", "seat"), ("stake", "number"), ("real_deal", "bool")),
    PlayCard: (("card", "card"),),
    Cheat: (("opponent", "seat"),),
    PlayProfessional: (("card", "card"),),
    DrawRevolver: (("coups", "coups"),),
    Discard: (("card", "standard"),),
    ReplaceCard: (("card", "card"), ("standard", "standard")),
    SwapCards: (("opponent", "seat"), ("mine", "standard"), ("theirs", "standard")),
    TakeDrawn: (("drawn", "standard"), ("instead_of", "standard")),
}
"""The fields of each action class but ``player``, with their kinds (the other classes
have none)."""


def _check(players: int, action: RattlesnakeAction) -> None:
    """Refuse an action whose fields are not of their types."""
    for name, kind in (("player", "seat"), *_FIELDS.get(type(action), ())):
        value = getattr(action, name)
        if kind == "seat":
            if type(value) is not int or not 0 <= value < players:
                raise ValueError(f"there is no seat {brief(value)} in a {players}-player game")
            continue
        test, expected = _KINDS[kind]
        if not test(value):
            raise ValueError(f"{name} is {expected}, not {brief(value)}")


def _numbered(valley: Any, action: RattlesnakeAction) -> tuple[str, int, int, str] | None:
    """The space or section an action names: ``(what, number, how many there are, in
    what)``; ``None`` for an action that names none."""
    if isinstance(action, PlaceSaloon | PlaceBuilding | Dynamite):
        place = action.town if isinstance(action, PlaceSaloon) else action.place
        return "space", action.space, len(valley.squares(place)), place.value
    if isinstance(action, RepairTrack | DynamiteTrack):
        shapes = valley.line(action.line).shapes
        return "section", action.section, len(shapes), f"the {action.line.value}"
    return None


def _describe(view: View, action: RattlesnakeAction, *, mine: bool) -> str:
    """The words of ``action``: said by its own seat (``mine``) or in the third person;
    what ``view``'s seat cannot see is left out either way."""
    words = MOVES.move(type(action)).words
    assert words is not None  # every kind of move declares its words in its home
    first, third = words(view, action)
    return first if mine else f"{naming.seat(action.player)} {third}"


# -- narrate ------------------------------------------------------------------------------


def narrate(state: State, action: RattlesnakeAction, player: int | None) -> tuple[str, ...]:
    """What ``player`` (``None``: a spectator) saw happen when ``action`` was applied to
    ``state``: the action, then what it set off, in the rulebook's order.

    * The action in the third person (:func:`describe`), what the seat may not see left
      out; the cards a seat draws named to it alone (``"seat 0 draws two coup cards: a
      one-cartridge card and a three-cartridge card"``), their number to the others.
    * What the action does in the open: a building or a track tile removed from the game,
      the cards in front discarded with a destroyed hotel; in a poker game, the stake
      lowered, who plays, the cards revealed and the highest, the Tar & Feathers shares,
      who runs away and with how much, and who takes the money on the table (shared, when
      hands tie); in a real deal besides, each seat's own cards dealt and drawn (to it
      alone), the bets and the money on the table, the hands revealed and what each is
      worth, a hand holding a card twice, the card taken after a Professional Player; in
      a gunfight, the face-down coup card revealed, who leads and who must reply, the
      winner, the loot (its amount to every seat: money is secret "except when a bank is
      attacked"), and the coup cards the bank's owner draws.
    * Every income marker that moves.
    * What comes next: the next saloon, or the next turn and the tile it draws (or
      removes from the game, when it fits nowhere); the end of the game and the winner.

    Everything is read from ``view(state, player)``, ``view(apply(state, action),
    player)`` and the action, so a seat is told alike of every position it cannot tell
    apart.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``, or ``action`` is
        not one of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    :raises IllegalActionError: if ``action`` is not legal in ``state`` (whatever is
        wrong with it: this checks it by applying it).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    players = state.setup.players
    check_narrated(player, players)
    after = apply(state, action)
    before, seen = view(state, player), view(after, player)
    lines = [_told(before, seen, action)]
    lines.extend(_valley(before, seen, action))
    lines.extend(_gunfight(before, seen, action))
    lines.extend(_poker_game(before, seen, action))
    lines.extend(_reshuffled(before, seen))
    lines.extend(_income_markers(before, seen))
    lines.extend(_what_next(before, seen))
    return tuple(lines)


def _told(before: View, seen: View, action: RattlesnakeAction) -> str:
    """The action as ``before``'s seat saw it played, with the cards it drew itself."""
    text = _describe(before, action, mine=False)
    if type(action) is DrawCards and seen.player == action.player:
        if action.coups:
            drawn = naming.coups(_new(seen.coups, before.coups))
        else:
            drawn = listed([card.value for card in _new(seen.hand, before.hand)])
        if drawn:
            text += f": {drawn}"
    return text


def _new(now: Sequence[Any], was: Sequence[Any]) -> list[Any]:
    """What ``now`` holds beyond ``was``, in ``now``'s order."""
    extra = Counter(now) - Counter(was)
    found = []
    for item in now:
        if extra[item]:
            extra[item] -= 1
            found.append(item)
    return found


def _reshuffled(before: View, seen: View) -> list[str]:
    """A draw pile that ran out, its discards shuffled to form a new one."""
    lines = []
    for was, now, what in (
        (before.actions, seen.actions, "action card"),
        (before.coup_pile, seen.coup_pile, "coup card"),
    ):
        if now.discard_size < was.discard_size or now.draw_size > was.draw_size:
            lines.append(
                f"the {what} draw pile ran out: the discards are shuffled to form a new one"
            )
    return lines


# -- the valley and the cards in front ------------------------------------------------------


def _valley(before: View, seen: View, action: RattlesnakeAction) -> list[str]:
    """Buildings and track tiles removed from the game, cards in front discarded."""
    lines = []
    if type(action) is Dynamite:
        gone = naming.built(before, action.place, action.space)
        if gone is not None:
            lines.append(f"the {gone.building.value} is removed from the game")
    if type(action) is DynamiteTrack and (action.line, action.section) in before.board.repaired:
        shape = seen.setup.options.content.valley.line(action.line).shapes[action.section]
        lines.append(f"its {shape.value} tile is removed from the game")
    for seat, (was, now) in enumerate(zip(before.seats, seen.seats, strict=True)):
        lost = _new(was.front, now.front)
        if isinstance(action, StrokeOfFate | CatchJoe) and action.target == seat:
            played = action.card if isinstance(action, StrokeOfFate) else action.joe
            if played in lost:
                lost.remove(played)
        for card in lost:
            lines.append(
                f"{naming.seat(seat)}'s {card.value} is discarded: its town's Hotel is gone"
            )
    return lines


# -- the poker game -------------------------------------------------------------------------


def _poker_game(before: View, seen: View, action: RattlesnakeAction) -> list[str]:
    """What a poker game shows as ``action`` moves it on."""
    was, now = before.turn.poker, seen.turn.poker
    if type(action) is Challenge:
        return _challenged_draws(before, seen, action.opponent)
    if was is None:
        return []
    step, following = before.turn.step, seen.turn.step
    lines: list[str] = []
    if now is not None:
        lines.extend(_stake_and_players(before, seen, was, now))
        if now.real_deal:
            lines.extend(_deal(before, seen, was, now, action))
        if now.revealed and not was.revealed:
            lines.append(_hands_revealed(now) if now.real_deal else _revealed(seen, now))
        if following is Step.TAR and now.real_deal and now.cheat is not None:
            lines.append(_twice(now, now.cheat[0]))
    if type(action) is TarAndFeather:
        lines.extend(_tarred(before, was))
    if following is Step.REVOLVER and step is not Step.REVOLVER and now is not None:
        lines.append(_strongest(now, _winners(now)))
        verb = "lost with a revolver and may draw it"
        lines.append(
            f"{naming.seats(now.asked)} {verb}" + (", in turn" if len(now.asked) > 1 else "")
        )
    if following is not Step.RUN and (step is Step.RUN or type(action) is DrawRevolver):
        lines.extend(_runaways(seen, was, action))
    elif now is None:
        lines.extend(_settled(before, seen, was, action))
    return lines


def _challenged_draws(before: View, seen: View, opponent: int) -> list[str]:
    drew = seen.seats[opponent].cards - before.seats[opponent].cards
    if drew <= 0:
        return []
    text = f"{naming.seat(opponent)} has no playing card: it draws an action card"
    if seen.player == opponent:
        named = _new(seen.hand, before.hand)
        if named:
            text += f": {listed([card.value for card in named])}"
    return [text]


def _stake_and_players(before: View, seen: View, was: Poker, now: Poker) -> list[str]:
    """The stake lowered, the players who join after it, and the game that begins."""
    lines = []
    if now.stake < was.stake:
        back = naming.money(was.stake - now.stake)
        if before.turn.step is Step.CHALLENGED and naming.money_of(before, now.challenged) is None:
            lines.append(
                f"{naming.seat(now.challenged)} cannot cover the stake: it shows its fortune, "
                f"{naming.money(now.stake)}"
            )
        takes = "takes" if len(was.players) == 1 else "take"
        lines.append(
            f"the stake falls to {naming.money(now.stake)}: "
            f"{naming.seats(was.players)} {takes} back {back}"
            + (" each" if len(was.players) > 1 else "")
        )
        if before.turn.step is Step.LOWER:
            for seat in now.players:
                if seat not in was.players:
                    lines.append(f"{naming.seat(seat)} joins for {naming.money(now.stake)}")
    if seen.turn.step is Step.CARDS_DOWN and before.turn.step is not Step.CARDS_DOWN:
        lines.append(
            f"{naming.seats(now.players)} play poker for {naming.money(now.stake)} each "
            f"({naming.money(now.pot)} on the table) and choose their cards face down"
        )
    if seen.turn.step is Step.LAST_CARD and before.turn.step is Step.CARDS_DOWN:
        lines.append(f"{naming.seat(now.challenged)}, the challenged player, places its card last")
    return lines


def _revolver(view: View, card: Card) -> str:
    number = card.number
    return " (a revolver)" if number in view.setup.options.content.revolvers else ""


def _revealed(seen: View, game: Poker) -> str:
    shown = [
        f"{naming.seat(seat)} {card.value}{_revolver(seen, card)}"
        for seat, card in zip(game.players, game.cards, strict=True)
        if card is not None
    ]
    silent = [s for s, c in zip(game.players, game.cards, strict=True) if c is None]
    text = "the cards are revealed: " + ", ".join(shown)
    if silent:
        text += f"; {naming.seats(silent)} placed no card"
    return text


def _deal(before: View, seen: View, was: Poker, now: Poker, action: RattlesnakeAction) -> list[str]:
    """A real deal: the cards dealt, drawn and bet, as the viewer sees them."""
    step, following = before.turn.step, seen.turn.step
    me = seen.player
    lines = []
    if now.hands and not was.hands:
        lines.append(
            f"{naming.seats(now.players)} play a real deal for a {naming.money(now.stake)} blind "
            f"({naming.money(now.pot)} on the table): five cards each"
        )
        if me in now.players:
            lines.append(f"{naming.seat(me)}'s cards: {_cards(naming.hand_of(now, me))}")
    if step is Step.EXCHANGE and type(action) is Pass and action.player == me:
        drawn = _new(naming.hand_of(now, me), naming.hand_of(was, me))
        if drawn:
            lines.append(f"{naming.seat(me)}'s new cards: {_cards(drawn)}")
    if following is Step.BET and step is Step.EXCHANGE:
        lines.append(
            f"every player has exchanged: the bets begin, {naming.seat(now.asked[0])} first"
        )
    if type(action) in (Raise, Call) and now.pot != was.pot:
        lines.append(f"{naming.money(now.pot)} on the table")
    if following is Step.REPLACE and step is Step.BET:
        lines.append(
            f"the bets are even at {naming.money(max(now.paid))} "
            f"({naming.money(now.pot)} on the table): "
            "each player may replace a card with a playing card"
        )
    if type(action) is DrawThree and me == action.player and now.drawn:
        lines.append(f"{naming.seat(me)} draws {_cards(now.drawn)}")
    if type(action) is TakeDrawn and me != action.player:
        shown = _new(naming.hand_of(now, action.player), naming.hand_of(was, action.player))
        if shown:
            lines.append(f"{naming.seat(action.player)} shows {_cards(shown)} in its place")
    return lines


def _cards(cards: Sequence[StandardCard]) -> str:
    """``"the 2 of Clubs, the 7 of Hearts and the King of Spades"``."""
    return listed([naming.standard(card) for card in cards])


def _value(hand: Sequence[StandardCard]) -> str:
    """What a revealed hand is worth, in words (``"straight, king high"``)."""
    try:
        return str(best_hand(hand))
    except (ImportError, PokerCardsError):
        return "no poker hand"


def _hands_revealed(game: Poker) -> str:
    shown = []
    for seat, hand in zip(game.players, game.hands, strict=True):
        if seat in game.out:
            continue
        played = game.replaced[game.players.index(seat)] if game.replaced else None
        used = f", with {played.value}" if played is not None else ""
        shown.append(f"{naming.seat(seat)}: {_cards(hand)} ({_value(hand)}{used})")
    return "the hands are revealed: " + "; ".join(shown)


def _twice(game: Poker, seat: int) -> str:
    """A real deal's hand holding the same card twice, which Tar & Feathers may punish."""
    hand = naming.hand_of(game, seat)
    twice = [card for card, n in Counter(hand).items() if n > 1]
    what = _cards(twice) if twice else "a card"
    return f"{naming.seat(seat)} holds {what} twice: the others may tar and feather it"


def _winners(game: Poker) -> tuple[int, ...]:
    """Who wins the hand, in ``players`` order: the highest playing card, or in a real
    deal the strongest hands (several on a tie)."""
    if not game.real_deal:
        return (_best(game.players, game.cards, game.out),)
    hands = {s: h for s, h in zip(game.players, game.hands, strict=True) if s not in game.out}
    try:
        best = poker.winners(hands)
    except (ImportError, PokerCardsError):
        best = frozenset(hands)
    return tuple(s for s in game.players if s in best)


def _strongest(game: Poker, winners: Sequence[int]) -> str:
    """``"seat 3's playing card 20 is the highest"``, ``"seat 1's hand is the strongest:
    straight, king high"``."""
    if not game.real_deal:
        card = naming.card_of(game, winners[0])
        return f"{naming.seat(winners[0])}'s {card.value if card else 'card'} is the highest"
    value = _value(naming.hand_of(game, winners[0]))
    if len(winners) == 1:
        return f"{naming.seat(winners[0])}'s hand is the strongest: {value}"
    return f"{naming.seats(winners)} have the strongest hands, each {value}"


def _best(players: Sequence[int], cards: Sequence[Card | None], out: Sequence[int]) -> int:
    """ "The playing card of the highest value wins": the seat still in that holds it."""
    return max(
        (card.number or 0, seat)
        for seat, card in zip(players, cards, strict=True)
        if card is not None and seat not in out
    )[1]


def _shared(players: int, game: Poker) -> tuple[int, int, int]:
    """The cheater's stake shared among all the other players under Tar & Feathers: the
    stake, each one's share, and the rest that stays on the table."""
    cheater = game.cheat[0] if game.cheat is not None else game.challenger
    stake = naming.paid(game, cheater) if game.real_deal else game.stake
    shares, rest = poker.share(stake, [s for s in range(players) if s != cheater])
    return stake, next(iter(shares.values())), rest


def _tarred(before: View, game: Poker) -> list[str]:
    """The swap undone (the normal game), the cheater out, its stake shared among all the
    other players."""
    if game.cheat is None:
        return []
    cheater, victim = game.cheat
    lines = [f"{naming.seat(cheater)} is out of the hand"]
    if not game.real_deal:
        back = naming.card_of(game, cheater)  # the victim's card, which the swap gave the cheater
        undone = (
            f"the swap is undone: {naming.seat(victim)} has its {back.value} back"
            if back
            else "the swap is undone"
        )
        lines = [f"{undone}, and {naming.seat(cheater)} is out of the hand"]
    stake, each, rest = _shared(before.setup.players, game)
    told = f"{naming.seat(cheater)}'s stake of {naming.money(stake)}"
    if not each:
        return [*lines, f"{told} is too little to share: it stays on the table"]
    text = f"{told} is shared: {naming.money(each)} to each other player"
    if rest:
        text += f"; {naming.money(rest)} stays on the table"
    return [*lines, text]


def _runaways(seen: View, game: Poker, action: RattlesnakeAction) -> list[str]:
    """Once every other participant has chosen to run or stay: the runaways share the
    money, and the others fight (or nobody stays, and the one who drew its revolver takes
    what is left)."""
    fled = [*game.fled, *((action.player,) if type(action) is PlayCoyote else ())]
    trigger = game.trigger if game.trigger is not None else action.player
    lines = []
    pot = game.pot
    if fled:
        shares, pot = poker.share(game.pot, fled)
        each = naming.money(shares[fled[0]])
        text = (
            f"{naming.seats(fled)} runs away with {each}"
            if len(fled) == 1
            else f"{naming.seats(fled)} run away with {each} each"
        )
        if pot:
            text += f"; {naming.money(pot)} stays on the table"
        lines.append(text)
    fight = seen.turn.fight
    if seen.turn.step is Step.GUNFIGHT and fight is not None:
        lines.append(_fight_begins(fight))
    elif seen.turn.step is not Step.OVER:
        takes = (
            f"it takes the {naming.money(pot)} on the table"
            if pot
            else "nothing is left on the table"
        )
        lines.append(f"nobody stays to fight {naming.seat(trigger)}: {takes}")
    return lines


def _fight_begins(fight: Gunfight) -> str:
    opener = fight.participants[0]
    return (
        f"the gunfight: {naming.seat(opener)} opens with {naming.shots(fight.totals[0])}; "
        f"{naming.seats(fight.participants[1:])} in turn must exceed the shots or withdraw"
    )


def _settled(before: View, seen: View, game: Poker, action: RattlesnakeAction) -> list[str]:
    """A poker game that ends: nobody played against the challenger, or the money on the
    table goes to the one left alone, the highest card or the strongest hands, or the
    gunfight's winner."""
    if not game.cards and not game.hands:
        back = naming.money(game.pot)
        return [f"nobody plays against {naming.seat(game.challenger)}: it takes back its {back}"]
    pot = game.pot
    if type(action) is TarAndFeather:
        stake, _, rest = _shared(before.setup.players, game)
        pot = game.pot - stake + rest
        if seen.total_money - before.total_money < stake - rest + pot:
            return []  # a share made someone rich enough to win before the hand was over
    winners, final = _takers(before, game, action)
    lines = []
    step = before.turn.step
    if step is Step.LAST_CARD:
        lines.append(f"{naming.seat(winners[0])} discards its card unrevealed")
    elif type(action) in (Fold, TarAndFeather) and game.real_deal:
        lines.append(f"{naming.seat(winners[0])} is the last one in the deal")
    elif step in (Step.REACT, Step.TAR):
        lines.append(_strongest(final, winners))
    return [*lines, *_paid_out(winners, pot)]


def _paid_out(winners: Sequence[int], pot: int) -> list[str]:
    """The money on the table shared among the winners in whole bills, the rest to the
    first of them."""
    if not pot:
        return []
    if len(winners) == 1:
        return [f"{naming.seat(winners[0])} takes the {naming.money(pot)} on the table"]
    shares, rest = poker.share(pot, winners)
    each = naming.money(shares[winners[0]])
    text = f"{naming.seats(winners)} share the {naming.money(pot)} on the table: {each} each"
    if rest:
        text += f", and {naming.seat(winners[0])} the {naming.money(rest)} left"
    return [text]


def _takers(before: View, game: Poker, action: RattlesnakeAction) -> tuple[tuple[int, ...], Poker]:
    """Who takes the money when ``action`` ends the hand, and the hand as it ends."""
    fight = before.turn.fight
    if type(action) is Withdraw and fight is not None:
        return (_winner_after(fight, action.player),), game
    out = list(game.out)
    cards = list(game.cards)
    if type(action) in (Pass, Fold) and before.turn.step in (Step.LAST_CARD, Step.BET):
        out.append(action.player)
    elif type(action) is TarAndFeather and game.cheat is not None:
        cheater, victim = game.cheat
        out.append(cheater)
        if not game.real_deal:  # the swap undone
            a, b = game.players.index(cheater), game.players.index(victim)
            cards[b], cards[a] = cards[a], None
    final = game.evolve(
        asked=(),
        cards=tuple(cards),
        out=tuple(out),
        asker=None,
        cheat=None,
        fled=(),
        trigger=None,
        opening=(),
        deck=(),
        paid=(),
        raises=0,
        replaced=(),
        drawn=(),
        tarred=(),
    )
    left = [s for s in game.players if s not in out]
    if len(left) == 1:
        return (left[0],), final
    return _winners(final), final


# -- the gunfight ---------------------------------------------------------------------------


def _gunfight(before: View, seen: View, action: RattlesnakeAction) -> list[str]:
    """The face-down card revealed, who leads, the winner and the loot of a bank attack,
    the coup cards the bank's owner draws."""
    lines: list[str] = []
    turn = before.turn
    attack = turn.attack
    fight = seen.turn.fight
    if type(action) is Defend and fight is not None:
        opening = fight.spent[0]
        attacker = naming.seat(fight.participants[0])
        if opening:
            coups = naming.coups([coup_of(n) for n in opening])
            lines.append(f"{attacker}'s face-down card is revealed: {coups}")
        else:
            lines.append(f"{attacker} opens with a free shot")
    if (
        seen.turn.step is Step.GUNFIGHT
        and fight is not None
        and type(action) in (Defend, Fire, Withdraw)
    ):
        lines.append(_leads(fight))
    if type(action) is Withdraw and turn.fight is not None and seen.turn.fight is None:
        won = _winner_after(turn.fight, action.player)
        used = len(gunfight.discards(turn.fight))
        spent = (
            ""
            if not used
            else "; the coup card used is discarded"
            if used == 1
            else f"; the {used} coup cards used are discarded"
        )
        lines.append(f"{naming.seat(won)} wins the gunfight{spent}")
        if attack is not None and turn.poker is None:
            if won == attack.attacker:
                lines.append(_loot(before, seen, attack.attacker, attack.target))
            else:
                lines.append(f"{naming.seat(attack.attacker)}'s attack fails")
            lines.extend(_owner_draws(before, seen, attack.target))
    if type(action) is Surrender and attack is not None:
        if before.face_down:
            lines.append(f"{naming.seat(attack.attacker)} takes its face-down coup card back")
        if naming.money_of(before, attack.target) is None:  # else the description said it
            amount = _looted(before, seen, attack.attacker, attack.target)
            if amount is not None:
                lines.append(f"{naming.seat(attack.attacker)} receives {naming.money(amount)}")
        lines.extend(_owner_draws(before, seen, attack.target))
    return lines


def _winner_after(fight: Gunfight, seat: int) -> int:
    """The gunfight's winner once ``seat`` withdraws from it: the last to have played."""
    return gunfight.withdraw(fight, seat).last_to_play


def _leads(fight: Gunfight) -> str:
    lead = fight.last_to_play
    shots = fight.totals[fight.participants.index(lead)]
    asked = fight.turn
    leads = f"{naming.seat(lead)} leads with {naming.shots(shots)}"
    if asked is None:
        return leads
    return f"{leads}: {naming.seat(asked)} must exceed them or withdraw"


def _gain(before: View, seen: View, seat: int) -> int | None:
    """How much ``seat``'s money changed, if both views show it."""
    was, now = naming.money_of(before, seat), naming.money_of(seen, seat)
    return None if was is None or now is None else now - was


def _looted(before: View, seen: View, attacker: int, target: int) -> int | None:
    """What the attacker took from the bank: told to every seat ("except when a bank is
    attacked"), or seen in the money once the loot ended the game."""
    loot = seen.turn.loot
    if loot is not None and loot.target == target:
        return loot.amount
    amount = _gain(before, seen, attacker)
    if amount is None:
        lost = _gain(before, seen, target)
        amount = None if lost is None else -lost
    return amount


def _loot(before: View, seen: View, attacker: int, target: int) -> str:
    text = f"{naming.seat(attacker)} loots {naming.seat(target)}'s bank: half its money"
    amount = _looted(before, seen, attacker, target)
    return text if amount is None else f"{text}, {naming.money(amount)}"


def _owner_draws(before: View, seen: View, owner: int) -> list[str]:
    """ "The owner of the bank draws two coup cards" (as many as are left)."""
    if seen.turn.step is Step.OVER:
        return []  # the loot made the attacker rich enough to win at once
    drew = seen.seats[owner].coups - before.seats[owner].coups
    if drew <= 0:
        return [f"no coup card is left for {naming.seat(owner)} to draw"]
    text = f"{naming.seat(owner)} draws {'two coup cards' if drew == 2 else 'one coup card'}"
    if seen.player == owner:
        text += f": {naming.coups(_new(seen.coups, before.coups))}"
    return [text]


# -- income, the next turn, the end ---------------------------------------------------------


def _income_markers(before: View, seen: View) -> list[str]:
    """Every income marker that moved (markers follow the board, the towns and the cards
    in front alone)."""
    if before.board == seen.board and all(
        (a.front, a.town) == (b.front, b.town)
        for a, b in zip(before.seats, seen.seats, strict=True)
    ):
        return []
    was, now = income_of(before), income_of(seen)
    return [
        f"{naming.seat(seat)}'s income marker moves from {naming.money(a)} to {naming.money(b)}"
        for seat, (a, b) in enumerate(zip(was, now, strict=True))
        if a != b
    ]


_STARTS = (Step.TILE, Step.DRAW, Step.CARDS)


def _what_next(before: View, seen: View) -> list[str]:
    """The next saloon, the next turn and its tile, or the end of the game."""
    step, following = before.turn.step, seen.turn.step
    if following is Step.OVER:
        return [] if step is Step.OVER else _the_end(seen)
    seat = naming.seat(seen.turn.seat)
    if following is Step.SALOON:
        return [f"{seat} places its saloon next"]
    if following not in _STARTS or step not in (Step.SALOON, Step.SHOWDOWN):
        return []
    lines = [
        f"every saloon is placed: {seat} takes the first turn"
        if step is Step.SALOON
        else f"{seat}'s turn"
    ]
    left = f"{seen.bag} tiles left" if seen.bag != 1 else "1 tile left"
    tile = seen.turn.tile
    if tile is not None:
        lines.append(f"{seat} draws {naming.tile(tile)} from the bag ({left})")
    elif len(seen.removed) > len(before.removed):
        gone = naming.tile(seen.removed[-1])
        lines.append(f"{seat} draws {gone}: it fits nowhere and is removed from the game ({left})")
    if seen.bag == 0:
        lines.append("that was the last tile: the game ends after this turn")
    return lines


def _the_end(seen: View) -> list[str]:
    """The game is over: a player holds the winning money, or the last tile is placed
    and the richest wins (named when the view shows every seat's money)."""
    players = seen.setup.players
    if seen.winner is not None:
        goal = naming.money(WINNING_MONEY[players])
        return [
            f"the game is over: {naming.seat(seen.winner)} holds {goal} or more and wins at once"
        ]
    lines = ["the game is over: the last tile is placed"]
    money = [s.money for s in seen.seats]
    if any(m is None for m in money):
        return [*lines, "the richest player wins"]
    known = [m for m in money if m is not None]
    richest = max(known)
    winners = [s for s, m in enumerate(known) if m == richest]
    if len(winners) == 1:
        return [
            *lines,
            f"{naming.seat(winners[0])} is the richest, with {naming.money(richest)}, and wins",
        ]
    return [
        *lines,
        f"{naming.seats(winners)} are the richest, with {naming.money(richest)} each, "
        "and share the victory",
    ]
