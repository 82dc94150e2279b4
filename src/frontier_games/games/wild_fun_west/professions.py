"""Step I, Bidding for Professions, move by move: when a profession is revealed, a
character may take it without bidding (:class:`~.wild_fun_west.model.Claim`: Bill
McDonald, "Doc" Holliday, Wild Bill Hickok) or Wyatt Earp may switch its auction
(:class:`~.wild_fun_west.model.SwitchBidding`); then it is auctioned
(:class:`~.wild_fun_west.model.Bid`, and passing, which :mod:`.wild_fun_west.rulebook`
declares for every phase). Each kind of move is declared once on the rule kit
(:mod:`frontier_games.moves`), with its checks, its effect, its space, its listing and its
words; its block of ids in the action codec (:func:`~.wild_fun_west.learning.codec`) is
here too.

The shared auctions (:mod:`frontier_games.auction`) run the bidding: a bid's checks say
what their own would (the same rule, in the same words), and its effect is theirs.
"""

from __future__ import annotations

from frontier_games import auction as auctions
from frontier_games.auction import ReentryAuction, SealedAuction
from frontier_games.core import brief
from frontier_games.games.wild_fun_west.checks import (
    AN_AMOUNT,
    ASKED,
    ability_used,
    not_now,
    not_your_ability,
)
from frontier_games.games.wild_fun_west.content import (
    DOC_HOLLIDAY_PRICE,
    MAX_PLAYERS,
    Bidding,
    Character,
)
from frontier_games.games.wild_fun_west.model import (
    Bid,
    Claim,
    ClosedBid,
    Phase,
    Setup,
    State,
    SwitchBidding,
    View,
)
from frontier_games.games.wild_fun_west.naming import Phrase, other_bidding, the
from frontier_games.games.wild_fun_west.table import Dimensions, dimensions_of, with_cards
from frontier_games.games.wild_fun_west.turn import (
    TAKERS,
    auction_profession,
    next_reveal,
    revealing,
    settle_profession,
)
from frontier_games.moves import Check, Move

__all__ = ["BID", "CLAIM", "SWITCH_BIDDING", "bid_ids", "claim_ids", "switch_bidding_ids"]

_REVEAL, _BIDDING = Phase.REVEAL, Phase.PROFESSION_BIDDING
_DOC, _EARP = Character.DOC_HOLLIDAY, Character.WYATT_EARP

_TABLE_DOLLARS = 64
"""Bids up to this many dollars are built once, at import; larger ones when asked."""

_BIDS = tuple(
    tuple(Bid(seat, amount) for amount in range(_TABLE_DOLLARS + 1)) for seat in range(MAX_PLAYERS)
)
"""``_BIDS[seat][amount]``: the listings hand out these very objects (and so does the
action codec), so that the kit knows an action it just listed by identity."""
_CLAIMS = tuple((Claim(seat),) for seat in range(MAX_PLAYERS))
_SWITCHES = tuple((SwitchBidding(seat),) for seat in range(MAX_PLAYERS))


# -- a profession revealed: taken without bidding ---------------------------------------


def _taker(state: State) -> Character | None:
    """The character who may take the profession revealed without bidding, if any."""
    revealed = state.turn.revealed
    return None if revealed is None else TAKERS.get(revealed)


def _taker_of_revealed(state: State, action: Claim) -> bool:
    owner = _taker(state)
    return owner is not None and owner is state.setup.characters[action.player]


def _said_not_the_taker(state: State, action: Claim) -> str:
    owner = _taker(state)
    if owner is None:
        return f"no character may take the {brief(state.turn.revealed)} without bidding"
    seat = action.player
    character = state.setup.characters[seat]
    return f"that is {owner.value}'s ability; seat {seat} plays {character.value}"


def _taken_once(state: State, action: Claim) -> bool:
    # "Doc" Holliday takes each Dentist and Gambler revealed; the others once a game
    owner = _taker(state)
    return owner is None or owner is _DOC or owner not in state.turn.used


def _said_taken_once(state: State, action: Claim) -> str:
    owner = _taker(state)
    assert owner is not None  # the check before refuses a card nobody may take
    return f"{owner.value}'s ability is used once a game"


def _pays(state: State, action: Claim) -> bool:
    seat = action.player
    return state.setup.characters[seat] is not _DOC or state.money[seat] >= DOC_HOLLIDAY_PRICE


def _claim(state: State, action: Claim) -> State:
    setup, turn, cards, money = state.setup, state.turn, state.cards, state.money
    seat = action.player
    character = setup.characters[seat]
    card = turn.revealed
    assert card is not None
    if character is _DOC:
        money = (*money[:seat], money[seat] - DOC_HOLLIDAY_PRICE, *money[seat + 1 :])
    else:
        turn = turn.evolve(used=turn.used | {character})
    if character is Character.BILL_MCDONALD:
        turn = turn.evolve(sheriff_free=True)
    cards = cards.evolve(hands=with_cards(cards.hands, seat, card))
    turn = revealing(turn, turn.reveals_left, None, None)
    return next_reveal(state, turn, cards, money, state.rng)


def _claim_space(setup: Setup, seat: int) -> tuple[Claim, ...]:
    return _CLAIMS[seat]


def _claims(state: State, seat: int) -> tuple[Claim, ...]:
    action = _CLAIMS[seat][0]
    if _taker_of_revealed(state, action) and _taken_once(state, action) and _pays(state, action):
        return _CLAIMS[seat]
    return ()


def _claim_words(view: View, action: Claim, *, mine: bool, note: bool) -> Phrase:
    """``"take the Sheriff without bidding (Bill McDonald)"``; "Doc" Holliday's for $4."""
    character = view.characters[action.player]
    card = view.revealed
    price = f" for ${DOC_HOLLIDAY_PRICE}" if character is _DOC else ""
    what = the(card) if card is not None else "the profession revealed"
    return "take", f" {what} without bidding{price} ({character.value})", None


CLAIM: Move[State, Claim] = Move(
    Claim,
    checks=(
        not_now(_REVEAL),
        Check("not-your-ability", _said_not_the_taker, _taker_of_revealed),
        Check("ability-used", _said_taken_once, _taken_once),
        ASKED,
        Check("no-money", f'"Doc" Holliday pays ${DOC_HOLLIDAY_PRICE} to take it', _pays),
    ),
    effect=_claim,
    space=_claim_space,
    listing=_claims,
    words=_claim_words,
)
"""When the Sheriff is revealed, Bill McDonald may take it without bidding (and bans on it
are ignored until the turn ends); the Stagecoach Driver or the Marshal, Wild Bill Hickok;
both once a game. "Doc" Holliday may take each Dentist and Gambler revealed for $4."""


# -- a profession revealed: its auction switched ----------------------------------------


def _not_switched(state: State, action: SwitchBidding) -> bool:
    return not state.turn.earp_switched


def _switch_bidding(state: State, action: SwitchBidding) -> State:
    turn = state.turn
    bidding = Bidding.OPEN if turn.bidding is Bidding.CLOSED else Bidding.CLOSED
    turn = turn.evolve(bidding=bidding, earp_switched=True)
    rest = state.waiting[1:]
    if rest:
        return state.evolve(turn=turn, waiting=rest)
    return auction_profession(state, turn, state.cards, state.money, state.rng)


def _switch_space(setup: Setup, seat: int) -> tuple[SwitchBidding, ...]:
    return _SWITCHES[seat]


def _switches(state: State, seat: int) -> tuple[SwitchBidding, ...]:
    if state.setup.characters[seat] is not _EARP or state.turn.earp_switched:
        return ()
    return _SWITCHES[seat]


def _switch_words(view: View, action: SwitchBidding, *, mine: bool, note: bool) -> Phrase:
    """``"switch the Cowboy to an open bid (Wyatt Earp)"``."""
    card = view.revealed
    what = the(card) if card is not None else "the profession revealed"
    return "switch", f" {what} to {other_bidding(view.bidding)} (Wyatt Earp)", None


SWITCH_BIDDING: Move[State, SwitchBidding] = Move(
    SwitchBidding,
    checks=(
        not_now(_REVEAL),
        not_your_ability(_EARP),
        ability_used(_EARP),
        Check("ability-used", "Wyatt Earp switches once a turn", _not_switched),
        ASKED,
    ),
    effect=_switch_bidding,
    space=_switch_space,
    listing=_switches,
    words=_switch_words,
)
"""Once a turn, when a profession is revealed and before the bidding starts, Wyatt Earp
may auction it by the other kind of bid."""


# -- the auction --------------------------------------------------------------------------


def _sealed_bids(state: State) -> SealedAuction | None:
    """The auction, while its sealed bids are being committed (``None`` in an open bid or
    a tie-break)."""
    auction = state.auction
    if type(auction) is SealedAuction and auction.tiebreak is None:
        return auction
    return None


def _open_bids(state: State) -> ReentryAuction:
    """The open auction running: the profession's, or a closed bid's tie-break."""
    auction = state.auction
    if type(auction) is SealedAuction:
        assert auction.tiebreak is not None
        return auction.tiebreak
    assert type(auction) is ReentryAuction
    return auction


def _bidder(state: State, action: Bid) -> bool:
    sealed = _sealed_bids(state)
    if sealed is not None:
        return action.player in sealed.order
    auction = _open_bids(state)
    return action.player == auction.order[auction.turn]


def _said_bidder(state: State, action: Bid) -> str:
    seat = action.player
    if _sealed_bids(state) is not None:
        return f"seat {brief(seat)} takes no part in this auction"
    auction = _open_bids(state)
    return f"it is seat {auction.order[auction.turn]}'s turn, not seat {brief(seat)}'s"


def _first_sealed_bid(state: State, action: Bid) -> bool:
    sealed = _sealed_bids(state)
    return sealed is None or sealed.bids[action.player] is None


def _not_negative(state: State, action: Bid) -> bool:
    return _sealed_bids(state) is None or action.amount >= 0


def _raises(state: State, action: Bid) -> bool:
    if _sealed_bids(state) is not None:
        return True
    return action.amount >= auctions.lowest_bid(_open_bids(state))


def _said_raise(state: State, action: Bid) -> str:
    auction = _open_bids(state)
    low = auctions.lowest_bid(auction)
    words = "the first bid" if auction.high_bidder is None else f"a raise over ${auction.high_bid}"
    return f"{words} must be at least ${low}, not ${brief(action.amount)}"


def _budget(state: State, seat: int) -> int:
    sealed = _sealed_bids(state)
    return (sealed or _open_bids(state)).budgets[seat]


def _affordable(state: State, action: Bid) -> bool:
    return action.amount <= _budget(state, action.player)


def _said_affordable(state: State, action: Bid) -> str:
    seat = action.player
    budget = _budget(state, seat)
    return f"seat {brief(seat)} holds ${budget}, cannot bid ${brief(action.amount)}"


def _bid(state: State, action: Bid) -> State:
    auction = state.auction
    assert type(auction) is ReentryAuction or type(auction) is SealedAuction
    after = auctions.bid(auction, action.player, action.amount)
    if auctions.is_finished(after):
        return settle_profession(state, after)
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0, state.rng
    )


def _bid_space(setup: Setup, seat: int) -> list[Bid]:
    return bid_ids(seat, dimensions_of(setup))


def _bids_from(seat: int, low: int, high: int) -> tuple[Bid, ...]:
    if high <= _TABLE_DOLLARS:
        return _BIDS[seat][low : high + 1]
    return _BIDS[seat][low:] + tuple(
        Bid(seat, a) for a in range(max(low, _TABLE_DOLLARS + 1), high + 1)
    )


def _bids(state: State, seat: int) -> tuple[Bid, ...]:
    """A sealed bid: $0 to its money, once; an open bid or a tie-break: from the lowest
    allowed to its money (the kit asks only the seats that may act)."""
    auction = state.auction
    if type(auction) is SealedAuction:
        if auction.tiebreak is None:
            if auction.bids[seat] is not None:
                return ()
            return _bids_from(seat, 0, auction.budgets[seat])
        auction = auction.tiebreak
    assert type(auction) is ReentryAuction
    low = 1 if auction.high_bidder is None else auction.high_bid + 1  # dollars
    return _bids_from(seat, low, auction.budgets[seat])


def _bid_words(view: View, action: Bid, *, mine: bool, note: bool) -> Phrase:
    """``"bid $3 for the Station Master"``, ``"bid $2 (sealed) for the Cowboy"``, ``"bid
    $4 in the tie-break for the Cowboy"``."""
    card = view.revealed
    about = f" for {the(card)}" if card is not None else ""
    auction = view.auction
    if type(auction) is ClosedBid and auction.tiebreak is not None:
        return "bid", f" ${action.amount} in the tie-break{about}", None
    if type(auction) is ClosedBid:
        return "bid", f" ${action.amount} (sealed){about}", None
    return "bid", f" ${action.amount}{about}", None


BID: Move[State, Bid] = Move(
    Bid,
    checks=(
        not_now(_BIDDING),
        AN_AMOUNT,
        Check("not-your-turn", _said_bidder, _bidder),
        Check("already-bid", "seat {action.player} has already bid", _first_sealed_bid),
        Check("bid-negative", "a sealed bid is $0 or more", _not_negative),
        Check("raise-too-small", _said_raise, _raises),
        Check("bid-above-money", _said_affordable, _affordable),
    ),
    effect=_bid,
    space=_bid_space,
    listing=_bids,
    words=_bid_words,
)
"""The profession revealed is auctioned among the turn's bidders (not the seat Annie Oakley
forbade), open or closed as its card says: an open bid raises by $1 at least, up to the
bidder's money; a closed bid commits each bidder once, $0 or more, and a tie for the
highest goes to an open tie-break among the tied."""


# -- codec ids ------------------------------------------------------------------------------


def bid_ids(seat: int, dimensions: Dimensions) -> list[Bid]:
    """The action codec's block of ``Bid``: $0 to the most money a seat can hold
    (``M + 1``)."""
    return list(_bids_from(seat, 0, dimensions.most))


def claim_ids(seat: int, dimensions: Dimensions) -> list[Claim]:
    """The action codec's block of ``Claim`` (1)."""
    return list(_CLAIMS[seat])


def switch_bidding_ids(seat: int, dimensions: Dimensions) -> list[SwitchBidding]:
    """The action codec's block of ``SwitchBidding`` (1)."""
    return list(_SWITCHES[seat])
