"""The rules of *Pappy Winchester* as pure functions: setup, who may act, legal actions,
transitions and the final scoring.

A game is 19 turns, one per plot. At the start of a turn the first player draws the next
Plot token (chance inside :func:`apply`: the draw order is shuffled at setup) and a
:class:`~frontier_games.auction.DropOutAuction` opens, from the first player clockwise
(:class:`~.model.Bid`, :class:`~.model.Pass`, :class:`~.model.Duel`). The winner buys the
plot: the price is shared out, the bonus token applies (Movement and Rumor ask the buyer
one more decision, :class:`~.model.MoveVehicle` or :class:`~.model.Rumor`), a Mine or Ranch
card pays, the buyer takes the First Player token, and the shared objectives are checked.

Rules decisions
---------------

R1. *Vehicles at setup* ("on any of the squares"): the Locomotive starts on the first
    square of the railway and the Boat on the first square of the river (index 0 of
    ``Board.railway`` / ``Board.river``).
R2. *Who is first* ("the last player to have watched a Western"): a random seat, drawn
    from the seed, unless ``Options.first_player`` names one (the table chooses).
R3. *Nobody bids*: when all seats but one have passed without a bid, the auction is not
    over ("bidding continues until all but one have passed" assumes a bid to win): the
    last seat still gets its turn, as "if no one wants to bid" must ask every seat. It may
    bid (and buys at its bid) or pass; when every seat has passed, the first player buys
    for $1000, or for nothing if they hold less than $1000.
R4. *Duel*: declared by the seat whose turn it is in the auction, while exactly two
    bidders have not passed (whether or not a bid was made), with its Duel token, which
    is discarded. Once a bid is made, only the outbid seat can in practice declare it:
    the high bidder never has a turn while two bidders remain (after its bid every other
    seat acts, and each outbids it or passes). The two Pistol Duel cards are shuffled
    with the state's generator; the declaring seat gets the first. The Bang! holder pays
    the last bid made (whoever made it). If no bid was made yet it pays $1000, like the
    "nobody bids" rule. A duel commits the challenger to paying that price: a seat holding
    less may not declare one (refused as ``"duel-above-money"``), as nobody may bid what
    it cannot pay. The other duellist always holds its own last bid; before any bid it
    may hold less than $1000, and drawing Bang! then pays all it holds, as the first
    player holding less than $1000 gets a plot for nothing when nobody bids. With
    ``Options.duel_all_in`` any seat may declare a duel and a Bang! holder short of the
    price pays all it holds. The cards are turned over in public:
    ``Table.last_duel`` (and every view) names the plot, the challenger, who drew Bang!
    and the price paid.
R5. *Sharing the price*: every other seat receives the same whole number of $1000
    banknotes, as many as possible; the rest goes to the saloon.
R6. *Saloon token*: the buyer takes the tips that were on the saloon before this
    purchase; the tip from this purchase stays. "Gets a Saloon token without collecting
    the money" (shared objective) is met when those tips were $0.
R7. *Movement token*: the buyer picks either vehicle and any square of its track, its
    current square included; every owned plot touching that square (``Board.railway`` /
    ``Board.river``) pays its owner $1000 from the bank, the just-bought plot included.
R8. *Rumor token*: the buyer looks at one face-down card: a Secret Objective card of
    another seat, the Mine card of a mine not bought yet, or the Ranch card if the ranch
    is not bought yet. Cards already seen may be chosen again (the rulebook says "any
    card"); the card is recorded in ``Table.known`` for that seat.
R9. *The bank* never runs out (the 110 banknotes are not counted).
R10. *Shared objectives* are checked for the buyer after each purchase, before a
    pending Movement or Rumor decision (neither can change them). Every check is
    automatic, so the "claim it out of sequence" rule is never needed: only the buyer's
    holdings change in a purchase. Readings: "3 plots adjacent to each other" is a
    connected group of 3 or more of one's plots; "4 plots not adjacent to any other plot
    you own" is 4 of one's plots that touch none of one's other plots; "do not touch the
    river / railway" use the board (:func:`~.content.away_from_river`,
    :func:`~.content.away_from_railway`); "win the last auction" is buying the last plot
    however it was bought (bid, duel or nobody bidding).
R11. *Final scoring*: fortune = banknotes + completed Secret Objectives + the $5000
    most-plots bonus (ties by the largest connected group of one's plots; still tied,
    each gets it). Ties on fortune: most cash, where cash is banknotes plus the $5000
    bonus (it is paid in banknotes from the bank; only Secret Objective money is
    excluded); then holding a Duel token; else shared.
R12. *Hats* are markers, not a limit: the box holds 10 per colour, but with 19 plots
    and 3 seats one seat may need more (the first player who must buy when nobody bids
    cannot refuse a plot), and the rulebook never says a seat without a hat cannot bid.
    A seat may own any number of plots.

Where the rules live
--------------------

The moves are declared on the rule kit (:data:`~.pappy_winchester.rulebook.MOVES`), each
kind in its home with its checks, effect, space, listing and words, in the rulebook's
order: the setup in :mod:`.pappy_winchester.setup`, a turn's Plot token and auction opening
in :mod:`.pappy_winchester.turn`, ``Bid`` and ``Pass`` in :mod:`.pappy_winchester.bidding`,
``Duel`` in :mod:`.pappy_winchester.duel`, buying the plot in
:mod:`.pappy_winchester.buying`, the shared objectives in
:mod:`.pappy_winchester.objectives`, ``MoveVehicle`` in :mod:`.pappy_winchester.movement`,
``Rumor`` in :mod:`.pappy_winchester.rumor` and the final scoring in
:mod:`.pappy_winchester.scoring`. :func:`legal_actions` and :func:`apply` are made from
them: a move is legal exactly when it passes its kind's checks, which is when it is among
:func:`legal_actions`.

Speed
-----

A random playout spends most of its steps bidding, so a bid rebuilds as little as it can:
the :class:`~.model.State` keeps the parts fixed at setup in a :class:`~.model.Deal` and
those that change once a turn in a :class:`~.model.Table`, both passed along by reference,
and the auction going on as the shared :class:`~frontier_games.auction.DropOutAuction`.
A bid or a pass moves it on as :func:`frontier_games.auction.bid` or
:func:`~frontier_games.auction.pass_bid` does, without checking again what the kind's
checks have checked (the property tests hold the two equal). A bidder's legal actions are
a slice of a row of bids built once at import, up to $200000 (above that they are built on
the spot), from the lowest bid to the bidder's money; ``apply`` knows
an action it has just listed by identity, without asking the checks again.
"""

from __future__ import annotations

from frontier_games import auction as auctions
from frontier_games.auction import DropOutAuction
from frontier_games.core import Timing, check_player_count, not_a
from frontier_games.games.pappy_winchester.content import BANKNOTE
from frontier_games.games.pappy_winchester.model import (
    BID_RULES,
    HiddenCard,
    Options,
    PappyAction,
    Phase,
    State,
    View,
)
from frontier_games.games.pappy_winchester.rulebook import MOVES
from frontier_games.games.pappy_winchester.rumor import looks
from frontier_games.games.pappy_winchester.scoring import (
    MOST_PLOTS_BONUS,
    check_seat,
    fortunes,
    is_over,
    not_a_position,
    outcome,
    public,
    secret_objective_value,
    standings,
)
from frontier_games.games.pappy_winchester.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    checked_options,
    money_bound,
    new_game,
)

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOST_PLOTS_BONUS",
    "NAME",
    "actors",
    "apply",
    "fortunes",
    "is_over",
    "legal_actions",
    "lowest_bid",
    "max_actions",
    "money_bound",
    "new_game",
    "outcome",
    "rumor_targets",
    "secret_objective_value",
    "standings",
    "timing",
]


# -- who acts, what is legal, and the moves -------------------------------------------------


def actors(state: State) -> frozenset[int]:
    """The seat to bid, or the buyer deciding a Movement or Rumor token; none at the end.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    return _actors(state)


def timing(state: State) -> Timing:
    """``Timing.TURN`` while the game goes on (one seat acts: the bidder whose turn it is,
    or the buyer using a Movement or Rumor token), ``Timing.OVER`` at the end.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State (checked first: a
        View has a ``phase`` too).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    return Timing.OVER if state.phase is Phase.OVER else Timing.TURN


def legal_actions(state: State, player: int) -> tuple[PappyAction, ...]:
    """Every action ``player`` may take now, in a fixed order: bids ascending, then Pass,
    then Duel; or each vehicle's squares (the Locomotive's first); or each face-down card
    (in the order of :func:`rumor_targets`). ``()`` for a seat that may not act, and for
    anything that is not a seat (a seat is an ``int``: ``False`` is not seat 0).

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    return _legal(state, player)  # the kit asks actors first, which tests the state's type


def apply(state: State, action: PappyAction) -> State:
    """Return the state after ``action``; ``state`` is untouched.

    An action is exactly one of the game's action classes (a subclass is refused as
    ``"not-an-action"``), and each field is checked by its type before it is compared
    (``False == 0`` and ``1.0 == 1`` in Python, but ``False`` is not seat 0), so a state
    returned always reloads from its own JSON.

    :raises IllegalActionError: with ``rule`` one of ``"game-over"``, ``"not-an-action"``,
        ``"no-such-seat"`` (the player is not an ``int`` seat of the game),
        ``"not-bidding"`` (a bid, pass or duel outside an auction),
        ``"not-your-turn"``, ``"already-passed"``, ``"not-an-amount"`` (a bid's amount is
        not an ``int``), ``"raise-too-small"``, ``"bid-not-a-multiple"``,
        ``"bid-above-money"``, ``"duel-not-allowed"`` (not exactly two bidders left),
        ``"no-duel-token"``, ``"duel-above-money"`` (R4), ``"no-movement"`` /
        ``"no-rumor"`` (no such decision pending), ``"vehicle-off-track"``,
        ``"not-a-vehicle"``, ``"not-a-card"`` (not a :class:`~.model.HiddenCard` of a
        :class:`~.model.HiddenKind` and ``int`` place and slot), ``"card-not-hidden"``:
        the kit's common rules first, then the first of the kind's own (see
        :data:`~.pappy_winchester.rulebook.MOVES`).
    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    # No type test on the hot path: the kit asks who acts of a state it has not listed, which
    # tests the state's type.
    return _apply(state, action)


_actors = MOVES.actors
_legal = MOVES.legal
_apply = MOVES.apply


# -- helpers that take a state or a view ----------------------------------------------------


def rumor_targets(position: State | View, player: int) -> tuple[HiddenCard, ...]:
    """The face-down cards ``player`` may look at with a Rumor token (R8): the other seats'
    Secret Objective cards, then the Mine cards of unbought mines and the Ranch card if the
    ranch is unbought. ``position`` is a state or any seat's view: the answer is public.

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    :raises ValueError: if ``player`` is not a seat of the game.
    """
    players, board, owners, _ = public(position)
    check_seat(players, player)
    return tuple(action.card for action in looks(owners, players, board, player))


def lowest_bid(position: State | View) -> int:
    """The smallest bid allowed now in the auction going on, from a state or any seat's
    view: $1000 before any bid, then $1000 above the high bid (a seat holding less may only
    pass). It is :func:`frontier_games.auction.lowest_bid` of the auction, which reads only
    its public fields.

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    :raises ValueError: when no auction is going on (outside ``Phase.BIDDING``).
    """
    if type(position) is State:
        auction = position.auction
    elif type(position) is not View:
        raise not_a_position(position)
    elif position.phase is Phase.BIDDING:  # the view's public auction, its budgets left out
        auction = DropOutAuction(
            order=position.order,
            budgets=(0,) * position.players,
            rules=BID_RULES,
            active=position.active,
            turn=position.turn,
            high_bid=position.high_bid,
            high_bidder=position.high_bidder,
            bids=position.bids,
        )
    else:
        auction = None
    if auction is None:
        raise ValueError(f"no auction is going on ({position.phase.name})")
    return auctions.lowest_bid(auction)


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on the actions in a game: per plot, one bid per $1000 up to
    :func:`money_bound` (bids rise by $1000 at least), a pass per seat, a duel and a token
    decision.

    :raises SetupError: if ``players`` is out of range or ``options`` is not valid.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    content = checked_options(players, options).content
    bids = money_bound(players, content) // BANKNOTE
    return len(content.board.plots) * (bids + players + 2)
