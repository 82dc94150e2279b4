"""*Wild Fun West* in words: each action as a player says it at the table
(:func:`describe`), and what a seat saw happen when an action was played (:func:`narrate`).

A seat's own moves are said as it would say them, the other seats' in the third person;
cards and buildings by their printed names, seats as ``seat 2``::

    bid $3 for the Station Master                        "bid 3", "3"
    bid $0 (sealed) for the Prospector                   "0"
    bid $2 in the tie-break for the Cowboy               "bid 2"
    pass on the Station Master                           "pass"
    put the Trapper in play for $1, replacing the Banker "trapper replacing banker"
    put the Station Master in play for $1 (the Blacksmith goes back to seat 2's hand)
    put $4 on the Saloon (the bank adds $4)              "put 4 saloon", "4 saloon"
    pass on the buildings                                "pass"
    forbid seat 2 (Jesse James) from bidding this turn   "forbid 2"
    take the Dentist without bidding for $4 ("Doc" Holliday)
    steal $5 from the Bank's bids (Jesse James)          "steal 5 bank"
    pass (do not use Wyatt Earp's ability)               "pass"

and ``seat 1 bids $3 for the Station Master`` when another seat's move is described.

A narration is read from the action and the viewer's views before and after it, never
from the hidden state, so it tells what that seat sees and nothing more: another seat's
sealed bid is ``seat 2 makes a sealed bid for the Prospector``; what Calamity Jane took
from the deck is told to her alone; the objective card Buffalo Bill's swap hands over is
told to the two seats that swapped. Payments in the open are told: open bids, the sealed
bids once revealed, placements, the $1 of every profession put in play, Billy the Kid's
$15, Jesse James's steal, what Belle Starr takes from each seat, each seat's income.
"""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.core import brief, check_narrated, not_a
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TAKES,
    BILLY_THE_KID_REWARD,
    DOC_HOLLIDAY_PRICE,
    Building,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.in_play import sent_back
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Claim,
    ClosedBid,
    Exchange,
    Forbid,
    OpenBid,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    View,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.naming import (
    Phrase,
    ability_of,
    other_bidding,
    seat_name,
    seats_named,
    the,
    who,
)
from frontier_games.games.wild_fun_west.rulebook import MOVES
from frontier_games.games.wild_fun_west.rules import NAME, apply, income
from frontier_games.games.wild_fun_west.turn import SWAP_PHASES
from frontier_games.games.wild_fun_west.view import view
from frontier_games.messages import listed, unreadable_view
from frontier_games.scoring import rank

__all__ = ["describe", "narrate"]

_ACTIONS = (
    Bid, Pass, Place, Activate, Forbid, Rob, Claim, SwitchBidding, SwapObjectives, Exchange,
    Redraw, Steal, ChooseBuilding,
)  # fmt: skip
_AN_ACTION = "a Wild Fun West action"
_AMOUNT_BITS = 64
"""Amounts a description prints are refused beyond 2**64 (no bid comes near)."""

_THIRD = {
    "bid": "bids",
    "pass": "passes",
    "put": "puts",
    "forbid": "forbids",
    "steal": "steals",
    "take": "takes",
    "switch": "switches",
    "swap": "swaps",
    "exchange": "exchanges",
    "redraw": "redraws",
    "build": "builds",
}
"""Each verb a description begins with, as the third person says it."""

_STEP_I = frozenset((Phase.REVEAL, Phase.PROFESSION_BIDDING))
_BUILDING_STEP = frozenset((Phase.BUILDINGS_REVEALED, Phase.BUILDING_BIDDING))


# -- names --------------------------------------------------------------------------------


_seat, _the, _seats, _who, _ability = seat_name, the, seats_named, who, ability_of
_other_bidding = other_bidding


# -- describe -----------------------------------------------------------------------------


def describe(view: View, action: WildFunWestAction) -> str:
    """``action`` in the game's words, for the seat (or spectator) of ``view``.

    The viewer's own actions are said as it would say them (``"bid $3 for the Station
    Master"``), another seat's in the third person (``"seat 1 bids $3 for the Station
    Master"``). What a pass means depends on the moment: ``"pass on the Cowboy"`` in an
    auction, ``"pass on the buildings"`` in the building bids, ``"pass (done swapping)"``
    in a swap moment, ``"pass (do not use Wyatt Earp's ability)"`` when a character's
    ability is offered. Putting a profession in play names the ones it sends back to
    their owner's hand, and a placement the bank's subsidy, as the view shows them; a
    character's ability names the character. The descriptions of a seat's legal actions
    are all different, and :func:`frontier_games.parse_action` reads each back.

    :raises TypeError: if ``view`` is not a *Wild Fun West* ``View``, or ``action`` is not
        one of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``action`` names no seat of the game, or one of its fields is
        not of its type (an amount or a seat is an ``int``, a profession a
        :class:`~.wild_fun_west.content.Profession`, a building a
        :class:`~.wild_fun_west.content.Building`).
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    _check(view, action)
    try:
        return _describe(view, action, mine=view.player == action.player, note=True)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as error:
        raise unreadable_view(error) from None


def _check(view: View, action: WildFunWestAction) -> None:
    """Refuse an action whose fields are not of their types."""
    players = view.players
    seat = action.player
    if type(seat) is not int or type(players) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {brief(players)}-player game")
    if isinstance(action, Bid | Place | Steal):
        amount = action.amount
        if type(amount) is not int or amount.bit_length() > _AMOUNT_BITS:
            raise ValueError(f"an amount is a number of dollars (an int), not {brief(amount)}")
    if isinstance(action, Place | Steal | ChooseBuilding) and type(action.building) is not Building:
        raise ValueError(f"there is no building {brief(action.building)}")
    if isinstance(action, Forbid | SwapObjectives):
        target = action.target
        if type(target) is not int or not 0 <= target < players:
            raise ValueError(f"there is no seat {brief(target)} in a {players}-player game")
    if type(action) is Activate:
        if type(action.profession) is not Profession:
            raise ValueError(f"there is no profession {brief(action.profession)}")
        if action.replacing is not None and type(action.replacing) is not Profession:
            raise ValueError(f"there is no profession {brief(action.replacing)}")
    if type(action) is Exchange:
        for card in (action.give, action.take):
            if type(card) is not Profession:
                raise ValueError(f"there is no profession {brief(card)}")


def _describe(view: View, action: WildFunWestAction, *, mine: bool, note: bool) -> str:
    """The words of ``action``: said by its own seat (``mine``) or in the third person;
    with ``note``, the consequences an activation triggers."""
    verb, rest, third = _phrase(view, action, mine=mine, note=note)
    if mine:
        return f"{verb}{rest}"
    return f"{_seat(action.player)} {_THIRD[verb]}{third if third is not None else rest}"


def _phrase(view: View, action: WildFunWestAction, *, mine: bool, note: bool) -> Phrase:
    """``(verb, rest, rest in the third person or None when the same)``: the words the
    kind's move declares in its home."""
    words = MOVES.move(type(action)).words
    assert words is not None
    phrase: Phrase = words(view, action, mine=mine, note=note)
    return phrase


# -- narrate ------------------------------------------------------------------------------


def narrate(state: State, action: WildFunWestAction, player: int | None) -> tuple[str, ...]:
    """What ``player`` (``None``: a spectator) saw happen when ``action`` was applied to
    ``state``: the action, then what it set off, in the rulebook's order.

    * The action in the third person (:func:`describe`), but another seat's sealed bid
      without its amount (``"seat 2 makes a sealed bid for the Prospector"``) and
      Calamity Jane's exchange without the card she took, but to her.
    * What only some seats learn: the objective card each of the two seats of Buffalo
      Bill's swap now holds (to each of them), what Belle Starr took (where the view
      shows the seat's money).
    * The professions an activation sends back to their owners' hands.
    * The end of a profession auction (the sealed bids revealed, the winner and its
      price, or the card discarded), the tie-break that a tie for the highest sealed bid
      opens, the next profession revealed (and the discards shuffled into a new deck),
      the characters offered to take it or switch its auction, the auction that opens.
    * The swap moments and the seat asked; the buildings revealed (and George Custer's
      offer), the building bids, what is built or that nothing is, the discards, Judge
      Roy Bean's offer on a tie, Billy the Kid's $15.
    * Receiving Income (each seat's total), the First Player card passing, the Sheriff
      Bill McDonald kept in play going back to the hand, the next turn and what it asks
      first; the end of the game and the winners.

    Everything is read from ``view(state, player)``, ``view(apply(state, action),
    player)`` and the action, so a seat is told alike of every position it cannot tell
    apart.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``, or ``action`` is
        not one of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    :raises IllegalActionError: if ``action`` is not legal in ``state`` (whatever is
        wrong with it: this checks it by applying it).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    players = state.players
    check_narrated(player, players)
    after = apply(state, action)
    before, seen = view(state, player), view(after, player)
    action = _as_seen(before, action)
    lines = [_told(before, action)]
    lines.extend(_aside(before, seen, action))
    lines.extend(_consequences(before, seen, action))
    return tuple(lines)


def _as_seen(before: View, action: WildFunWestAction) -> WildFunWestAction:
    """``action`` as the table sees its effect: a profession put in play "replacing" one
    of its owner's that it bans anyway is told as put in play on a free place, the banned
    one going back to the hand, since both moves leave the same table."""
    if type(action) is Activate and action.replacing is not None:
        sent = sent_back(before, Activate(action.player, action.profession))
        if (action.player, action.replacing) in sent:
            return Activate(action.player, action.profession)
    return action


def _told(before: View, action: WildFunWestAction) -> str:
    """The action as ``before``'s seat saw it played."""
    actor = action.player
    if before.player != actor:
        auction = before.auction
        card = before.revealed
        about = f" for {_the(card)}" if card is not None else ""
        if type(action) is Bid and type(auction) is ClosedBid and auction.tiebreak is None:
            return f"{_seat(actor)} makes a sealed bid{about}"
        if type(action) is Exchange:
            return (
                f"{_seat(actor)} puts {_the(action.give)} into the professions deck and takes "
                "a card of its choice from it (Calamity Jane)"
            )
    return _describe(before, action, mine=False, note=False)


def _aside(before: View, seen: View, action: WildFunWestAction) -> list[str]:
    """What the action itself changed, as the viewer sees it."""
    viewer = before.player
    if type(action) is SwapObjectives and viewer in (action.player, action.target):
        objective = seen.objectives[viewer]
        if objective is None:  # pragma: no cover - a view shows its own objective
            return []
        listed = ", ".join(building.value for building in objective.buildings)
        return [f"{_seat(viewer)} now holds objective {objective} ({listed})"]
    if type(action) is Activate:
        return [
            f"{_the(card)} goes back to {_seat(owner)}'s hand ({_the(action.profession)} bans it)"
            for owner, card in sent_back(before, action)
        ]
    if type(action) is Rob:
        return _robbed(seen)
    if type(action) is Steal:
        return ["the building bids go on as if nobody had passed"]
    return []


def _robbed(seen: View) -> list[str]:
    """What Belle Starr took from each seat: taken in the open, so told to everyone."""
    robbed = seen.robbed
    if robbed is None:
        return []
    parts = [f"{_seat(seat)} loses ${amount}" for seat, amount in enumerate(robbed) if amount]
    return ["; ".join(parts) + f": ${sum(robbed)} in all"] if parts else ["nobody loses a dollar"]


# -- what an action sets off ----------------------------------------------------------------


def _consequences(before: View, seen: View, action: WildFunWestAction) -> list[str]:
    """Everything the action set off, read from the two views, in the order it happened."""
    lines: list[str] = []
    same_turn = seen.turn == before.turn and seen.first == before.first
    phase, was = seen.phase, before.phase
    if was is Phase.PROFESSION_BIDDING:
        lines.extend(_profession_auction(before, seen, same_turn))
    if same_turn:
        lines.extend(_step_i(before, seen))
        if phase is Phase.SWAP_BEFORE_BUILDINGS:
            lines.extend(_asked_to_swap(before, seen))
        lines.extend(_building_step(before, seen, action))
    if was in (Phase.BUILDING_BIDDING, Phase.BUILDING_TIE) and (
        phase is not Phase.BUILDING_BIDDING or not same_turn
    ):
        lines.extend(_building_result(before, seen))
    if same_turn and phase is Phase.SWAP_BEFORE_INCOME:
        lines.extend(_asked_to_swap(before, seen))
    if seen.first != before.first:
        lines.extend(_income(before, seen))
    if seen.turn != before.turn:
        lines.extend(_new_turn(before, seen))
    if phase is Phase.OVER and was is not Phase.OVER:
        lines.extend(_the_end(seen))
    return lines


def _profession_auction(before: View, seen: View, same_turn: bool) -> list[str]:
    """The end of the profession auction, or the tie-break its sealed bids opened."""
    auction = before.auction
    card = before.revealed
    assert card is not None  # an auction is for the card revealed
    going_on = (
        same_turn
        and seen.phase is Phase.PROFESSION_BIDDING
        and seen.reveals_left == before.reveals_left
    )
    if going_on:
        after = seen.auction
        if (
            type(auction) is ClosedBid
            and auction.tiebreak is None
            and type(after) is ClosedBid
            and after.tiebreak is not None
            and after.bids is not None
        ):
            return _tie_opened(after, card)
        return []
    winner = _gained(before, seen, card)
    if type(auction) is OpenBid:
        if winner is None:
            return [f"nobody bids: {_the(card)} is discarded"]
        return [f"{_seat(winner)} wins {_the(card)} for ${auction.high_bid}"]
    assert type(auction) is ClosedBid
    tiebreak = auction.tiebreak
    if tiebreak is not None:
        if winner is None:
            return [f"nobody bids in the tie-break: {_the(card)} is discarded"]
        bids = auction.bids
        sealed = bids[winner] if bids is not None else None
        total = f" (${sealed + tiebreak.high_bid} in all)" if sealed is not None else ""
        return [
            f"{_seat(winner)} wins the tie-break for ${tiebreak.high_bid} more and takes "
            f"{_the(card)}{total}"
        ]
    lines = [_sealed_revealed(seen, auction)]
    if winner is None:
        lines.append(f"every bid is $0: {_the(card)} is discarded")
    else:
        lines.append(f"{_seat(winner)} bids the most and takes {_the(card)}")
    return lines


def _tie_opened(after: ClosedBid, card: Profession) -> list[str]:
    bids = after.bids
    tiebreak = after.tiebreak
    assert bids is not None
    assert tiebreak is not None
    shown = ", ".join(f"{_seat(seat)} ${bids[seat]}" for seat in after.order)
    tied = tiebreak.order
    return [
        f"the sealed bids are revealed and paid: {shown}",
        f"{_seats(tied)} tie for the highest bid: they bid for {_the(card)} in the open, "
        f"{_seat(tied[0])} first",
    ]


def _sealed_revealed(seen: View, auction: ClosedBid) -> str:
    """The sealed bids, revealed and paid, as :attr:`~.wild_fun_west.model.View.sold` shows them."""
    sold = seen.sold
    assert sold is not None  # the auction has just ended
    bids = sold.bids
    assert bids is not None  # a closed bid
    shown = ", ".join(f"{_seat(seat)} ${bids[seat]}" for seat in auction.order)
    return f"the sealed bids are revealed and paid: {shown}"


def _gained(before: View, seen: View, card: Profession) -> int | None:
    """The seat whose hand ``card`` joined, if any."""
    for seat, (was, now) in enumerate(zip(before.hands, seen.hands, strict=True)):
        if now.count(card) > was.count(card):
            return seat
    return None


def _step_i(before: View, seen: View) -> list[str]:
    """Within Step I (the same turn): the next card revealed, who is asked about it, the
    auction that opens; or the end of Step I."""
    phase, was = seen.phase, before.phase
    same_moment = phase is was and seen.reveals_left == before.reveals_left
    if phase in (Phase.BEGINNING, Phase.REVEAL) and same_moment:
        return _offer(seen)  # the next seat asked about the same moment
    if phase in _STEP_I and seen.reveals_left != before.reveals_left:
        return _reveal(before, seen)
    if was is Phase.REVEAL and phase is Phase.PROFESSION_BIDDING:
        return _auction_opens(seen)
    if was in (Phase.BEGINNING, *_STEP_I) and phase not in (Phase.BEGINNING, *_STEP_I):
        return _step_i_over(seen)
    return []


def _reveal(before: View, seen: View) -> list[str]:
    card, bidding = seen.revealed, seen.bidding
    assert card is not None  # just revealed
    assert bidding is not None
    lines = []
    if before.deck_size == 0:
        lines.append("the discarded professions are shuffled into a new deck")
    lines.append(f"{_the(card)} is revealed ({bidding.value} bid)")
    if seen.phase is Phase.REVEAL:
        return lines + _offer(seen)
    return lines + _auction_opens(seen)


def _auction_opens(seen: View) -> list[str]:
    card, auction = seen.revealed, seen.auction
    assert card is not None  # auctioned
    if type(auction) is OpenBid:
        return [f"open bidding for {_the(card)}: {_seat(auction.order[0])} bids first"]
    assert type(auction) is ClosedBid
    return [f"closed bidding for {_the(card)}: {_seats(auction.order)} each make a sealed bid"]


def _step_i_over(seen: View) -> list[str]:
    if seen.reveals_left:
        return ["no profession is left to reveal: the bidding for professions is over"]
    return ["the bidding for professions is over"]


def _offer(seen: View) -> list[str]:
    """The ability the seat asked now is offered, in a phase that asks seats one by one."""
    if not seen.waiting:
        return []
    seat = seen.waiting[0]
    character = seen.characters[seat]
    who = _who(seen, seat)
    phase = seen.phase
    card = seen.revealed
    if phase is Phase.BEGINNING:
        if character is Character.ANNIE_OAKLEY:
            return [f"{who} may forbid a seat from bidding this turn"]
        return [f"{who} may steal up to ${BELLE_STARR_TAKES} from each other seat"]
    if phase is Phase.REVEAL and card is not None:
        if character is Character.WYATT_EARP:
            return [f"{who} may switch {_the(card)} to {_other_bidding(seen.bidding)}"]
        price = f" for ${DOC_HOLLIDAY_PRICE}" if character is Character.DOC_HOLLIDAY else ""
        return [f"{who} may take {_the(card)} without bidding{price}"]
    if phase is Phase.BUILDINGS_REVEALED:
        return [f"{who} may discard them and draw new ones"]
    if phase is Phase.BUILDING_TIE:
        return [f"{who} may choose one of them to build"]
    return []


def _asked_to_swap(before: View, seen: View) -> list[str]:
    """A swap moment begins, or its next seat is asked."""
    if not seen.waiting:
        return []
    seat = seen.waiting[0]
    if seen.phase is before.phase and before.waiting[:1] == (seat,):
        return []
    asked = f"{_seat(seat)} may put professions in play"
    if seen.phase is not before.phase:
        when = "buildings" if seen.phase is Phase.SWAP_BEFORE_BUILDINGS else "income"
        return [f"the swap moment before the {when}: {asked}"]
    return [asked]


def _building_step(before: View, seen: View, action: WildFunWestAction) -> list[str]:
    """In the same turn: the buildings revealed (again, after George Custer's redraw), his
    offer and the building bids opening; or no building left to reveal."""
    phase, was = seen.phase, before.phase
    lines = []
    revealed = phase in _BUILDING_STEP and (was not in _BUILDING_STEP or type(action) is Redraw)
    if revealed:
        if type(action) is Redraw or before.building_deck_size < len(seen.buildings_up):
            lines.append("the discarded buildings are shuffled into the deck")
        up = listed([_the(building) for building in seen.buildings_up])
        lines.append(f"{up} {'is' if len(seen.buildings_up) == 1 else 'are'} revealed")
    if phase is Phase.BUILDINGS_REVEALED and revealed:
        lines.extend(_offer(seen))
    if phase is Phase.BUILDING_BIDDING and was is not Phase.BUILDING_BIDDING:
        bids = seen.building_bids
        assert bids is not None  # they just opened
        lines.append(f"the building bids open: {_seat(bids.order[0])} first")
    skipped = (
        was in (Phase.BEGINNING, *_STEP_I, Phase.SWAP_BEFORE_BUILDINGS)
        and phase not in (Phase.BEGINNING, *_STEP_I, Phase.SWAP_BEFORE_BUILDINGS)
        and phase not in _BUILDING_STEP
    )
    if skipped:
        lines.append("every building is built: there is nothing to bid on")
    return lines


def _building_result(before: View, seen: View) -> list[str]:
    """The building bids are over (or Judge Roy Bean has chosen): what is built, what is
    discarded, Judge Roy Bean's offer on a tie, Billy the Kid's reward, a seat's
    objective reached."""
    bids = before.building_bids
    up = before.buildings_up
    lines = []
    if bids is not None and before.phase is Phase.BUILDING_BIDDING:
        lots = ", ".join(
            f"${money} on {_the(building)}" for building, money in zip(up, bids.lots, strict=True)
        )
        spent = sum(bids.placed)
        paid = f"; the ${spent} placed goes to the bank" if spent else ""
        lines.append(f"the building bids are over: {lots}{paid}")
    if seen.phase is Phase.BUILDING_TIE:
        return [*lines, f"{_tied(up, bids.lots if bids else ())} tie", *_offer(seen)]
    built = seen.town[len(before.town) :]
    rest = [building for building in up if building not in built]
    if built:
        lines.append(f"{_the(built[0])} is built in town")
    elif bids is not None and any(bids.lots):
        lines.append(f"{_tied(up, bids.lots)} tie: nothing is built")
    else:
        lines.append("no money lies on any building: nothing is built")
    if rest:
        lines.append(f"{listed([_the(b) for b in rest])} {_discarded(len(rest))}")
    billy = Character.BILLY_THE_KID
    if billy in seen.used and billy not in before.used:
        seat = seen.characters.index(billy)
        lines.append(f"{_who(seen, seat)} gains ${BILLY_THE_KID_REWARD} for the Bank")
    if seen.last and not before.last:
        lines.append("a seat has its objective: this turn is played out, then the game ends")
    return lines


def _discarded(count: int) -> str:
    return "is discarded" if count == 1 else "are discarded"


def _tied(up: Sequence[Building], lots: Sequence[int]) -> str:
    """``"the Bank and the Saloon"``: the buildings with the most money."""
    most = max(lots, default=0)
    tied = [_the(b) for b, money in zip(up, lots, strict=True) if money == most]
    return f"{listed(tied)}, with ${most} each,"


def _income(before: View, seen: View) -> list[str]:
    """Receiving Income: each seat's total; the First Player card; the Sheriff that Bill
    McDonald kept in play goes back to the hand."""
    paid = [f"{_seat(seat)} ${_income_total(before, seen, seat)}" for seat in range(before.players)]
    lines = [
        f"Receiving Income: {', '.join(paid)}",
        f"the First Player card passes to {_seat(seen.first)}",
    ]
    sheriff = Profession.SHERIFF
    for seat, (was, now) in enumerate(zip(before.active, seen.active, strict=True)):
        if sheriff in was and sheriff not in now:
            lines.append(
                f"{_the(sheriff)} goes back to {_seat(seat)}'s hand: the bans on it count again"
            )
    return lines


def _income_total(before: View, seen: View, seat: int) -> int:
    """What ``seat`` received: its professions in play then (before the Sheriff left), the
    town then (with what this action built)."""
    return income(_with_town(before, seen), seat).total


def _with_town(before: View, seen: View) -> View:
    """``before`` with the town of ``seen``: the position income was paid in."""
    return before.evolve(town=seen.town)


def _new_turn(before: View, seen: View) -> list[str]:
    """The next turn begins: what it asks first."""
    lines = [f"turn {seen.turn} begins: {_seat(seen.first)} holds the First Player card"]
    phase = seen.phase
    if phase is Phase.BEGINNING:
        return lines + _offer(seen)
    if phase in _STEP_I:
        return lines + _reveal(before, seen)
    if phase is Phase.OVER:
        return lines
    lines.extend(_step_i_over(seen))
    if phase in SWAP_PHASES:
        return lines + _asked_to_swap(before, seen)
    return lines


def _the_end(seen: View) -> list[str]:
    """The game is over: each seat's objective buildings built and money, as far as the
    view shows them, and the winners when it shows them all."""
    town = seen.town
    counts: list[int | None] = [
        None if card is None else sum(b in town for b in card.buildings) for card in seen.objectives
    ]
    reached = any(count is not None and count >= seen.target for count in counts)
    lines = ["the game is over" if reached else f"the game is over: turn {seen.turn} was the last"]
    parts = []
    for seat, (count, money) in enumerate(zip(counts, seen.money, strict=True)):
        if count is None and money is None:
            continue
        noun = "building" if count == 1 else "buildings"
        said = [] if count is None else [f"{count} objective {noun} built"]
        said += [] if money is None else [f"${money}"]
        parts.append(f"{_seat(seat)}: {', '.join(said)}")
    if parts:
        lines.append("; ".join(parts))
    if all(count is not None for count in counts) and all(m is not None for m in seen.money):
        lines.append(_winners(seen, [c for c in counts if c is not None]))
    return lines


def _winners(seen: View, counts: list[int]) -> str:
    """Who wins, as :func:`~.wild_fun_west.rules.outcome` ranks the seats: objective buildings up to
    the target, then money."""
    money = [m if m is not None else 0 for m in seen.money]
    result = rank([min(count, seen.target) for count in counts], tiebreaks=(money,))
    winners = sorted(result.winners)
    if len(winners) == 1:
        return f"{_seat(winners[0])} wins"
    return f"{_seats(winners)} share the victory"
