"""*Wild Fun West*'s moves gathered into the game's rule kit (:mod:`frontier_games.moves`):
who may act, the phase of the turn and the kinds of move each phase offers, in the
rulebook's order. Each kind is declared once, beside its effect: the beginning of a turn
(Annie Oakley, Belle Starr) in :mod:`.wild_fun_west.beginning`, Step I (a profession taken
without bidding, its auction switched, the bids) in :mod:`.wild_fun_west.professions`, the
swap moments (professions put in play, Calamity Jane, Buffalo Bill) in
:mod:`.wild_fun_west.in_play`, Step II (George Custer, the building bids, Jesse James,
Judge Roy Bean) in :mod:`.wild_fun_west.buildings`, and passing, which every phase
offers, here. Step III (Receiving Income) asks nobody anything: :mod:`.wild_fun_west.turn`
pays it. Each home also holds the words of its kinds (how ``describe`` and ``narrate`` say
them) and their blocks of ids in the action codec, which :mod:`.wild_fun_west.learning`
puts in order.

*Wild Fun West* names what the kit's common rules refuse as another seat's turn, a move of
another phase or a field of the wrong type by the first of the kind's own checks the move
breaks (:func:`in_own_words`): the checks are written for any seat in any phase and for
fields of any type, in the order the game has always asked them.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from frontier_games import auction as auctions
from frontier_games.auction import ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import brief, not_a
from frontier_games.games.wild_fun_west import beginning, buildings, in_play, professions
from frontier_games.games.wild_fun_west.content import MAX_PLAYERS, Character
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Claim,
    ClosedBid,
    Exchange,
    Forbid,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    Setup,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    View,
)
from frontier_games.games.wild_fun_west.naming import Phrase, ability_of, the
from frontier_games.games.wild_fun_west.table import Dimensions
from frontier_games.games.wild_fun_west.turn import (
    SWAP_PHASES,
    asking,
    auction_profession,
    bid_on_buildings,
    build,
    next_reveal,
    next_swapper,
    settle_buildings,
    settle_profession,
)
from frontier_games.moves import Check, Move, Moves, Refusal

__all__ = ["MOVES", "PASS", "PHASES", "actors", "in_own_words", "pass_ids"]

PHASES: dict[Phase, tuple[type[Any], ...]] = {
    Phase.BEGINNING: (Forbid, Rob, Pass),
    Phase.REVEAL: (Claim, SwitchBidding, Pass),
    Phase.PROFESSION_BIDDING: (Bid, Pass),
    Phase.SWAP_BEFORE_BUILDINGS: (Activate, Exchange, SwapObjectives, Pass),
    Phase.BUILDINGS_REVEALED: (Redraw, Pass),
    Phase.BUILDING_BIDDING: (Place, Steal, Pass),
    Phase.BUILDING_TIE: (ChooseBuilding, Pass),
    Phase.SWAP_BEFORE_INCOME: (Activate, Exchange, SwapObjectives, Pass),
    Phase.OVER: (),
}
"""The kinds of move each phase offers, in the order they are listed."""

_A_STATE = "a wild-fun-west State"
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_NOBODY: frozenset[int] = frozenset()
_PROFESSION_BIDDING, _BUILDING_BIDDING = Phase.PROFESSION_BIDDING, Phase.BUILDING_BIDDING
"""The members the hot paths compare with, bound once."""


def actors(state: State) -> frozenset[int]:
    """The seats that may act: the bidder to act in an auction (every seat still to commit
    a sealed bid), the seat asked in the other phases, nobody once the game is over.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State`` (a view is not one).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    waiting = state.waiting
    if waiting:
        return _ONLY[waiting[0]]
    auction = state.auction
    # A state in a bidding phase never holds a finished auction (the move that ends one
    # settles it), so the seat to act is the auction's.
    kind = type(auction)
    if kind is ReentryAuction or kind is ContributionAuction:
        return _ONLY[auction.order[auction.turn]]  # type: ignore[union-attr]
    if auction is None or state.phase is Phase.OVER:
        return _NOBODY
    return auctions.to_act(auction)


def _players(state: State) -> int:
    return len(state.setup.characters)


# -- passing ---------------------------------------------------------------------------------


_PASSES = tuple((Pass(seat),) for seat in range(MAX_PLAYERS))
"""``_PASSES[seat]``: the one pass of each seat, built once."""


def _sealed(state: State) -> bool:
    """Whether sealed bids are being committed (no tie-break yet)."""
    auction = state.auction
    return type(auction) is SealedAuction and auction.tiebreak is None


def _may_pass(state: State, action: Pass) -> bool:
    return state.phase is not _PROFESSION_BIDDING or not _sealed(state)


def _bidding(state: State) -> ReentryAuction | ContributionAuction | None:
    """The auction whose turn a pass takes (an open bid, a tie-break, the building bids),
    ``None`` in a phase that asks seats one by one."""
    phase = state.phase
    auction = state.auction
    if phase is _PROFESSION_BIDDING:
        if type(auction) is SealedAuction:
            return auction.tiebreak
        assert type(auction) is ReentryAuction
        return auction
    if phase is _BUILDING_BIDDING:
        assert type(auction) is ContributionAuction
        return auction
    return None


def _passer(state: State, action: Pass) -> bool:
    seat = action.player
    auction = _bidding(state)
    if auction is not None:
        return seat == auction.order[auction.turn]
    waiting = state.waiting
    return bool(waiting) and waiting[0] == seat


def _said_passer(state: State, action: Pass) -> str:
    seat = action.player
    auction = _bidding(state)
    if auction is not None:
        return f"it is seat {auction.order[auction.turn]}'s turn, not seat {brief(seat)}'s"
    return f"seat {state.waiting[0]} is asked now, not seat {seat}"


def _pass(state: State, action: Pass) -> State:
    seat = action.player
    phase = state.phase
    auction = state.auction
    if phase is _PROFESSION_BIDDING:
        assert type(auction) is ReentryAuction or type(auction) is SealedAuction
        after = auctions.pass_bid(auction, seat)
        if auctions.is_finished(after):
            return settle_profession(state, after)
        return state.evolve(auction=after)
    if phase is _BUILDING_BIDDING:
        assert type(auction) is ContributionAuction
        placed = auctions.pass_bid(auction, seat)
        if auctions.is_finished(placed):
            return settle_buildings(state, placed)
        return state.evolve(auction=placed)
    rest = state.waiting[1:]
    turn, cards, money, rng = state.turn, state.cards, state.money, state.rng
    if phase in SWAP_PHASES:
        return next_swapper(state, turn, cards, money, rng, phase, rest)
    if rest:
        return asking(state, rest)
    if phase is Phase.BEGINNING:
        return next_reveal(state, turn, cards, money, rng)
    if phase is Phase.REVEAL:
        return auction_profession(state, turn, cards, money, rng)
    if phase is Phase.BUILDINGS_REVEALED:
        return bid_on_buildings(state, turn, cards, money, rng)
    assert phase is Phase.BUILDING_TIE
    return build(state, turn, cards, money, rng, None)


def _pass_space(setup: Setup, seat: int) -> tuple[Pass, ...]:
    return _PASSES[seat]


def _passes(state: State, seat: int) -> tuple[Pass, ...]:
    if state.phase is _PROFESSION_BIDDING and _sealed(state):
        return ()
    return _PASSES[seat]


def _pass_words(view: View, action: Pass, *, mine: bool, note: bool) -> Phrase:
    """What a pass means at this moment: ``"pass on the Cowboy"`` in an auction, ``"pass on
    the buildings"`` in the building bids, ``"pass (done swapping)"`` in a swap moment,
    ``"pass (do not use Wyatt Earp's ability)"`` when a character's ability is offered."""
    phase = view.phase
    card = view.revealed
    if phase is Phase.PROFESSION_BIDDING and card is not None:
        auction = view.auction
        if type(auction) is ClosedBid and auction.tiebreak is not None:
            return "pass", f" in the tie-break for {the(card)}", None
        return "pass", f" on {the(card)}", None
    if phase is Phase.BUILDING_BIDDING:
        return "pass", " on the buildings", None
    if phase in SWAP_PHASES:
        return "pass", " (done swapping)", None
    if phase in _ASKING_ABILITIES:
        character: Character = view.characters[action.player]
        ability = ability_of(character)
        return "pass", f" (do not use {ability})", f" (does not use {ability})"
    return "pass", "", None


_ASKING_ABILITIES = frozenset(
    (Phase.BEGINNING, Phase.REVEAL, Phase.BUILDINGS_REVEALED, Phase.BUILDING_TIE)
)
"""The phases that offer a character's ability, which a pass declines."""


PASS: Move[State, Pass] = Move(
    Pass,
    checks=(
        Check("must-bid", "everyone takes part in a closed bid, even bidding $0", _may_pass),
        Check("not-your-turn", _said_passer, _passer),
    ),
    effect=_pass,
    space=_pass_space,
    listing=_passes,
    words=_pass_words,
)
"""Passing: in an open bid or a tie-break (the card goes to the high bidder after N-1
passes in a row, N when nobody has bid), in the building bids (which end after N-1 passes
in a row), declining an ability offered now, or ending one's swap moment. Every bidder
takes part in a closed bid: no pass until its tie-break."""


# -- the game's moves -------------------------------------------------------------------------


def in_own_words(state: State, action: Any, refused: Refusal) -> Refusal | None:
    """*Wild Fun West*'s own words for two of the kit's common refusals, ``no-such-seat`` and
    ``not-an-action``; ``None`` keeps the kit's. (Another seat's move, a move of another
    phase or a field of the wrong type is named by the kind's own checks: the kit's
    ``kinds_own_rules``.)"""
    rule = refused[0]
    if rule == "no-such-seat":
        return rule, f"there is no seat {brief(getattr(action, 'player', None))} in this game"
    if rule == "not-an-action":
        return rule, f"{brief(action)} is not a Wild Fun West action"
    return None


MOVES: Moves[State, Any, Phase] = Moves(
    "wild-fun-west",
    (
        beginning.FORBID,
        beginning.ROB,
        professions.CLAIM,
        professions.SWITCH_BIDDING,
        professions.BID,
        in_play.ACTIVATE,
        in_play.EXCHANGE,
        in_play.SWAP_OBJECTIVES,
        buildings.REDRAW,
        buildings.PLACE,
        buildings.STEAL,
        buildings.CHOOSE_BUILDING,
        PASS,
    ),
    actors=actors,
    players=_players,
    phase=attrgetter("phase"),
    phases=PHASES,
    setup=attrgetter("setup"),  # the kinds' spaces: dimensions_of(setup)
    reworded=in_own_words,
    kinds_own_rules=True,
)
"""The game's moves: :func:`~.wild_fun_west.rules.apply` and
:func:`~.wild_fun_west.rules.legal_actions` are made from them (and its ``actors`` is
:func:`actors`)."""


# -- codec ids -------------------------------------------------------------------------------


def pass_ids(seat: int, dimensions: Dimensions) -> list[Pass]:
    """The action codec's block of ``Pass`` (1)."""
    return list(_PASSES[seat])
