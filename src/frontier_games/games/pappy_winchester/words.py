"""*Pappy Winchester* in words: each action as a player says it at the table
(:func:`describe`), and what a seat saw happen when an action was played (:func:`narrate`).

Descriptions name the seat, the rulebook's verb and what the action is about, so that a
player (or a language model) can type a few of their words and
:func:`frontier_games.text.parse_action` finds the move::

    seat 2 bids $3000                                           "bid 3000", "bid $3,000"
    seat 1 passes                                               "pass"
    seat 0 challenges seat 2 to a duel                          "duel"
    seat 3 moves the Locomotive to railway square 4             "locomotive 4", "move loco 4"
    seat 3 activates, with no move, the Boat on river square 2  "boat 2", "move boat 2"
    seat 1 looks at Secret Objective card 1 of seat 2           "look at card 1 of seat 2"
    seat 1 looks at the Mine card on plot 3                     "look at mine 3"
    seat 1 looks at the Ranch card on plot 19                   "ranch"

A seat choosing where to activate a vehicle is also told, in its own descriptions, what
each square pays: ``seat 3 moves the Boat to river square 4 (earnings: yours $1000, seat
1's $2000)``. Other seats, and narrations, read the words above only.

A narration is read from the public action and the viewer's views before and after it
(a view shows the last purchase and its price, the last duel, the vehicle the last
Movement token activated and the card the last Rumor token looked at), so it never tells
what that viewer cannot see: no seat's money (only the payments, all made in the open),
no face-down card but those the viewer looked at. Each kind's words are declared in its
home, beside its rules (the ``words`` of its move in
:data:`~.pappy_winchester.rulebook.MOVES`); how a price is shared out is
:func:`~.pappy_winchester.buying.share_out`, what a vehicle's square pays
:func:`~.pappy_winchester.movement.movement_pay`, and the final scores are
:func:`~.pappy_winchester.scoring.outcome`'s once every hand is shown.
"""

from __future__ import annotations

from frontier_games.core import brief, not_a
from frontier_games.games.pappy_winchester.buying import share_out
from frontier_games.games.pappy_winchester.content import BonusKind
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    HiddenCard,
    HiddenKind,
    LastDuel,
    MoveVehicle,
    PappyAction,
    Pass,
    Phase,
    State,
    View,
)
from frontier_games.games.pappy_winchester.movement import VEHICLE_NAMES, movement_pay, track
from frontier_games.games.pappy_winchester.naming import Said
from frontier_games.games.pappy_winchester.rulebook import MOVES
from frontier_games.games.pappy_winchester.rules import NAME, apply, outcome
from frontier_games.games.pappy_winchester.view import view

__all__ = ["describe", "narrate"]


def _token(kind: BonusKind) -> str:
    """A bonus token's name as the rulebook writes it: "Movement", "Saloon", "Rumor"."""
    return kind.value.capitalize()


# -- describe -----------------------------------------------------------------------------


def describe(view: View, action: PappyAction) -> str:
    """``action`` in the rulebook's words, for the seat (or spectator) of ``view``.

    ``"seat 2 bids $3000"``, ``"seat 1 passes"``, ``"seat 0 challenges seat 2 to a duel"``,
    ``"seat 3 moves the Locomotive to railway square 4"`` (or, on the vehicle's own square,
    ``"seat 3 activates, with no move, the Boat on river square 2"``), ``"seat 1 looks at
    Secret Objective card 1 of seat 2"``, ``"seat 1 looks at the Mine card on plot 3"``.
    Squares are numbered from 0 as in :class:`~.model.MoveVehicle`, cards 1 and 2 as a
    player holds them. The view only says where the vehicles are and who is left to duel.

    For the viewer's own Movement decision the description also says, in parentheses,
    what the square pays, as a player at the table works it out before choosing: ``"seat
    0 moves the Boat to river square 3 (earnings: yours $2000, seat 1's $1000)"``, or
    ``"(earnings: none)"``. Seats there are named by their possessive, "seat 1's", so that
    a typed number never reads as one of them: ``boat 1`` still names river square 1.

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View, or ``action`` is not
        a *Pappy Winchester* action (exactly one of its classes).
    :raises ValueError: if a field of ``action`` is not of its type (a seat, an amount or
        a square is an ``int``, a vehicle a :class:`~.model.Vehicle`, a card a
        :class:`~.model.HiddenCard` of a :class:`~.model.HiddenKind` and ``int`` fields).
    """
    said = _said(view, action)
    if said.note:
        return f"{said.text} ({said.note})"
    return said.text


def _said(view: View, action: PappyAction) -> Said:
    """``action`` in the words its kind's home declares (its move in
    :data:`~.pappy_winchester.rulebook.MOVES`), once the view, the action's class and its
    seat are checked."""
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    if type(action) not in _ACTIONS:  # exactly one of the classes: a subclass is refused
        raise not_a("a Pappy Winchester action", action)
    player = action.player
    if type(player) is not int or not 0 <= player < view.players:
        raise ValueError(f"there is no seat {brief(player)} in a {view.players}-player game")
    words = MOVES.move(type(action)).words
    assert words is not None  # every kind declares its words
    said: Said = words(view, action)
    return said


_ACTIONS = frozenset(move.kind for move in MOVES.moves)


# -- narrate ------------------------------------------------------------------------------


def narrate(state: State, action: PappyAction, player: int | None) -> tuple[str, ...]:
    """What ``player`` (``None``: a spectator) saw happen when ``action`` was played in
    ``state``: first :func:`describe` of the action, then, in the rulebook's order, what it
    caused in the open.

    * The end of an auction: the Pistol Duel cards of a duel; who buys the plot for how
      much ("nobody bids: the first player, seat 0, buys plot 17 for $1000"); how the price
      is shared ("each other seat receives $2000; $1000 goes to the saloon"); the hat and
      the bonus token, with the tips a Saloon token collects; the Mine or Ranch card
      revealed and paid; the First Player token; the shared objectives completed and their
      piles.
    * A Movement token: each owned plot beside the vehicle, bringing $1000 to its owner.
    * A Rumor token: the card looked at; the seat that looked, and only it, also reads
      what the card shows.
    * Then what comes next: the buyer's Movement or Rumor decision, the next Plot token
      drawn ("seat 1 draws plot 12 (forest, Movement token): the auction opens"), or the
      end of the game, every seat's fortune and the winner.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    :raises IllegalActionError: when ``action`` is not legal in ``state`` (whatever is
        wrong with it: this checks it by applying it).
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    after = apply(state, action)
    before, seen = view(state, player), view(after, player)
    lines = [_said(before, action).text]  # the same words for every seat
    if isinstance(action, Bid | Pass | Duel):
        if seen.owners != before.owners:  # the auction is over: the plot is bought
            lines.extend(_purchase(action, before, seen))
    elif isinstance(action, MoveVehicle):
        lines.extend(_movement(before, action))
    elif player == action.player:  # a Rumor: what the card showed the seat that looked
        lines.append(_shown(seen, action.card))
    lines.extend(_next(before, seen, after))
    return tuple(lines)


def _purchase(action: Bid | Pass | Duel, before: View, seen: View) -> list[str]:
    """The end of the auction for ``before.plot``, read from the views around it."""
    purchase = seen.last_purchase
    assert purchase is not None  # the plot was just bought
    plot, buyer, price = purchase.plot, purchase.buyer, purchase.price
    bought = f"buys plot {plot} for ${price}" if price else f"gets plot {plot} for nothing"
    lines = []
    if isinstance(action, Duel):
        assert seen.last_duel is not None  # the duel just fought
        lines.append(_duel(seen.last_duel))
        lines.append(f"seat {buyer} {bought}")
    elif isinstance(action, Pass) and before.high_bidder is None:  # every seat passed
        lines.append(f"nobody bids: the first player, seat {buyer}, {bought}")
    else:
        lines.append(f"seat {buyer} {bought}")
    lines.extend(_shared_out(price, before.players))
    lines.append(_hat_and_token(before, buyer))
    card = _revealed(before, seen, buyer)
    if card:
        lines.append(card)
    lines.append(f"seat {buyer} takes the First Player token")
    lines.extend(_objectives(before, seen, buyer))
    return lines


def _duel(duel: LastDuel) -> str:
    return (
        f"the Pistol Duel cards are turned over: Bang! for seat {duel.bang},"
        f" Click! for seat {duel.click}"
    )


def _shared_out(price: int, players: int) -> list[str]:
    share, tip = share_out(price, players)
    parts = []
    if share:
        parts.append(f"each other seat receives ${share}")
    if tip:
        parts.append(f"${tip} goes to the saloon")
    return ["; ".join(parts)] if parts else []


def _hat_and_token(before: View, buyer: int) -> str:
    plot = before.plot
    token = before.bonus[plot - 1]
    text = f"seat {buyer} places a hat on plot {plot} and takes its {_token(token)} token"
    if token is not BonusKind.SALOON:
        return text
    if before.saloon:  # R6: the tips on the saloon before this purchase
        return f"{text}: it collects the ${before.saloon} of tips on the saloon"
    return f"{text}: there are no tips on the saloon to collect"


def _revealed(before: View, seen: View, buyer: int) -> str | None:
    board = before.options.content.board
    plot = before.plot
    if plot in board.mines:
        kind = "Mine"
    elif plot == board.ranch:
        kind = "Ranch"
    else:
        return None
    value = seen.cards[plot - 1]  # face up once bought
    paid = f": the bank pays seat {buyer} ${value}" if value else ": it is empty"
    return f"the {kind} card on plot {plot} shows ${value}{paid}"


def _objectives(before: View, seen: View, buyer: int) -> list[str]:
    return [
        f'seat {buyer} completes the shared objective "{objective.text}" and takes its'
        f" pile of ${pile}"
        for objective, pile, was, now in zip(
            before.objectives, before.piles, before.claimed, seen.claimed, strict=True
        )
        if was is None and now is not None
    ]


def _movement(before: View, action: MoveVehicle) -> list[str]:
    squares = track(before.options.content.board, action.vehicle)
    assert squares is not None  # a legal move
    paid = movement_pay(squares[action.square], before.owners)
    if not paid:
        name, _ = VEHICLE_NAMES[action.vehicle]
        return [f"no plot beside the {name} has an owner: the bank pays nobody"]
    return [f"plot {plot} brings $1000 to seat {owner}" for plot, owner in paid]


def _shown(seen: View, card: HiddenCard) -> str:
    if card.kind is HiddenKind.OBJECTIVE:
        objective = seen.secrets[card.where][card.slot]
        assert objective is not None  # the seat that looked sees it
        return f'it shows "{objective.text}"'
    return f"it shows ${seen.cards[card.where - 1]}"


def _next(before: View, seen: View, after: State) -> list[str]:
    """What the position after the action waits for."""
    if seen.phase is Phase.MOVE and before.phase is not Phase.MOVE:
        return [f"seat {seen.first} uses the Movement token next: it activates a vehicle"]
    if seen.phase is Phase.RUMOR and before.phase is not Phase.RUMOR:
        return [f"seat {seen.first} uses the Rumor token next: it looks at a face-down card"]
    opened = seen.phase is Phase.BIDDING and (
        before.phase is not Phase.BIDDING or seen.plot != before.plot
    )
    if opened:
        board = seen.options.content.board
        terrain = board.plot(seen.plot).terrain.value
        token = _token(seen.bonus[seen.plot - 1])
        return [
            f"seat {seen.first} draws plot {seen.plot} ({terrain}, {token} token):"
            " the auction opens"
        ]
    if seen.phase is Phase.OVER:
        return _the_end(seen, after)
    return []


def _the_end(seen: View, after: State) -> list[str]:
    """Every plot bought: the fortunes (every hand is shown now) and the winner."""
    result = outcome(after)
    lines = [f"all {len(seen.owners)} plots are bought: the game is over"]
    for seat, (score, parts) in enumerate(zip(result.scores, result.details, strict=True)):
        counted = ", ".join(f"{name} ${dollars}" for name, dollars in parts)
        lines.append(f"seat {seat}'s fortune: ${score} ({counted})")
    winners = sorted(result.winners)
    if len(winners) == 1:
        lines.append(f"seat {winners[0]} wins")
    else:
        lines.append(f"seats {_and(winners)} share the win")
    return lines


def _and(seats: list[int]) -> str:
    names = [str(seat) for seat in seats]
    return ", ".join(names[:-1]) + " and " + names[-1]
