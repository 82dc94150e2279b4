"""*Pappy Winchester*'s options, phases, actions and states: frozen values, no behaviour.

Plots are numbered ``1 .. N`` as on the board; per-plot data are tuples indexed by
``plot - 1``. Per-seat data are tuples indexed by seat. Money is in dollars (always whole
$1000 banknotes).
"""

from __future__ import annotations

import enum

from frontier_games.auction import BidRules, DropOutAuction
from frontier_games.core import Action, Frozen, action_class, frozen_class
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    STANDARD_CONTENT,
    BonusKind,
    Content,
    SecretObjective,
    SharedObjective,
)
from frontier_games.messages import position_repr, safe_repr, seat, view_kind
from frontier_games.rng import Rng

__all__ = [
    "BID_RULES",
    "Bid",
    "Deal",
    "Duel",
    "HiddenCard",
    "HiddenKind",
    "LastDuel",
    "LastPurchase",
    "MoveVehicle",
    "Options",
    "PappyAction",
    "Pass",
    "Phase",
    "Rumor",
    "State",
    "Table",
    "Vehicle",
    "View",
]


BID_RULES = BidRules(BANKNOTE, BANKNOTE, BANKNOTE)
"""Bids are in banknotes: at least $1000, raised by at least $1000."""


@frozen_class(cache_hash=True)  # hashed once: the view's memos key on the deal holding it
class Options(Frozen):
    """The game's settings.

    :ivar content: the board, tokens, cards and money (the defaults are the printed values
        and the documented stand-ins of ``content``).
    :ivar open_money: whether a seat's view shows every seat's money. By the rulebook
        money is secret (the default: a view shows only one's own money and the public
        total that all seats hold); but every payment is made in the open, so a player
        with a perfect memory knows it all, which this option grants.
    :ivar duel_all_in: whether a seat holding less than the last bid may still declare a
        duel and, drawing Bang!, pay all it holds for the plot. By default (``False``, the
        rulebook's "the winning player pays the amount that was last bid" with its
        "you cannot bid an amount that you cannot pay") a duel commits the challenger to
        paying the last bid, so a seat that could not pay it may not declare one (R4).
    :ivar first_player: the seat that takes the First Player token at setup, or ``None``
        (the default) for a seat drawn from the game's seed (R2: the rulebook lets the
        table choose). An ``int`` seat of the game; the deal is the seed's whichever seat
        starts.
    """

    content: Content = STANDARD_CONTENT
    open_money: bool = False
    duel_all_in: bool = False
    first_player: int | None = None


class Phase(enum.Enum):
    """Where the game is.

    ``BIDDING``: an auction for ``Table.plot`` is going on. ``MOVE``: the buyer of a plot
    with a Movement token activates a vehicle. ``RUMOR``: the buyer of a plot with a Rumor
    token looks at a hidden card. ``OVER``: every plot is bought.
    """

    BIDDING = "bidding"
    MOVE = "move"
    RUMOR = "rumor"
    OVER = "over"


class Vehicle(enum.Enum):
    """The two vehicles a Movement token may activate."""

    LOCOMOTIVE = "locomotive"
    """On the railway (``Board.railway``)."""
    BOAT = "boat"
    """On the river (``Board.river``)."""


class HiddenKind(enum.Enum):
    """The kinds of face-down card a Rumor token may look at."""

    OBJECTIVE = "objective"
    """A Secret Objective card in another seat's hand."""
    MINE = "mine"
    """The Mine card on a mine plot not bought yet."""
    RANCH = "ranch"
    """The Ranch card on the ranch, not bought yet."""


@frozen_class
class HiddenCard(Frozen):
    """One face-down card.

    :ivar kind: which kind of card.
    :ivar where: the seat holding it (``OBJECTIVE``) or the plot it lies on (``MINE``,
        ``RANCH``).
    :ivar slot: which of the seat's two Secret Objective cards, ``0`` or ``1``; ``0`` for
        the cards on plots.
    """

    kind: HiddenKind
    where: int
    slot: int = 0


@action_class
class Bid(Action):
    """Bid ``amount`` dollars in the auction on one's turn (a multiple of $1000, at least
    $1000 first and then at least $1000 above the high bid, at most one's money)."""

    player: int
    amount: int


@action_class
class Pass(Action):
    """Pass on one's turn in the auction: out of this auction."""

    player: int


@action_class
class Duel(Action):
    """Use one's Duel token on one's turn while exactly two bidders remain: the auction
    ends and the Pistol Duel cards decide who takes the plot."""

    player: int


@action_class
class MoveVehicle(Action):
    """Movement token: put ``vehicle`` on ``square`` of its track (its current square to
    activate it without moving); each plot touching that square pays its owner $1000."""

    player: int
    vehicle: Vehicle
    square: int


@action_class
class Rumor(Action):
    """Rumor token: look at one face-down card."""

    player: int
    card: HiddenCard


PappyAction = Bid | Pass | Duel | MoveVehicle | Rumor
"""Every *Pappy Winchester* action."""


@frozen_class
class LastDuel(Frozen):
    """The last duel of the game, turned over in public.

    :ivar plot: the plot the duel was for.
    :ivar challenger: the seat that used its Duel token.
    :ivar bang: the seat that drew "Bang!" and took the plot.
    :ivar click: the seat that drew "Click!".
    :ivar price: what the Bang! holder paid (R4).
    """

    plot: int
    challenger: int
    bang: int
    click: int
    price: int


@frozen_class
class LastPurchase(Frozen):
    """The last plot bought, paid for in public.

    :ivar plot: the plot bought.
    :ivar buyer: the seat that bought it (the high bidder, the Bang! holder of a duel, or
        the first player when nobody bid).
    :ivar price: what it paid, shared out among the other seats and the saloon (R5).
    """

    plot: int
    buyer: int
    price: int


@frozen_class(cache_hash=True)  # hashed once: the view's memos key on it
class Deal(Frozen):
    """The parts of a position fixed at setup, which no action changes.

    A :class:`State` passes its deal along by reference, so an action rebuilds only what
    it changes.

    :ivar players: the number of seats, 3 to 5.
    :ivar options: the game's settings and content.
    :ivar bonus: per plot, the bonus token placed on it at setup (its buyer keeps it, so a
        seat's tokens are the tokens of its plots).
    :ivar cards: per plot, the dollars on its Mine or Ranch card, ``None`` for the others.
        A card is face down until its plot is bought.
    :ivar objectives: the shared objective card on each pile.
    :ivar piles: the dollars under each shared objective.
    :ivar secrets: each seat's two Secret Objective cards.
    """

    players: int
    options: Options
    bonus: tuple[BonusKind, ...]
    cards: tuple[int | None, ...]
    objectives: tuple[SharedObjective, ...]
    piles: tuple[int, ...]
    secrets: tuple[tuple[SecretObjective, ...], ...]


@frozen_class(cache_hash=True)  # hashed once: the view's memos key on it
class Table(Frozen):
    """The parts of a position that change once a turn (at a purchase, a Movement or a
    Rumor token), not at every bid.

    :ivar rng: the generator for the game's later chance (the Pistol Duel cards).
    :ivar money: the banknotes each seat holds, in dollars.
    :ivar saloon: the tips on the saloon.
    :ivar owners: per plot, the seat whose hat is on it, ``None`` while unbought.
    :ivar claimed: per pile, the seat that completed its objective and took the pile,
        ``None`` while it is still on the board.
    :ivar duel_tokens: whether each seat still holds its Duel token.
    :ivar known: per seat, the face-down cards it has looked at with a Rumor token.
    :ivar first: the seat holding the First Player token (also the buyer who must decide
        during ``MOVE`` and ``RUMOR``).
    :ivar draws: the face-down Plot tokens still to draw, the next one first.
    :ivar plot: the plot being auctioned, or just bought (during ``MOVE`` / ``RUMOR``);
        ``0`` when the game is over.
    :ivar locomotive: the Locomotive's square on the railway.
    :ivar boat: the Boat's square on the river.
    :ivar last_duel: the last duel fought, ``None`` before the first.
    :ivar bought: the last plot bought (its owner is the buyer), ``0`` before the first.
    :ivar bought_for: the price it was bought for (``View.last_purchase`` shows both).
    :ivar activated: the vehicle the last Movement token activated, ``None`` before the
        first (with ``locomotive`` and ``boat``, what that token did: every move is public).
    :ivar looked_at: the card the last Rumor token looked at, ``None`` before the first
        (``known`` alone cannot tell which card a seat looked at again).
    """

    rng: Rng
    money: tuple[int, ...]
    saloon: int
    owners: tuple[int | None, ...]
    claimed: tuple[int | None, ...]
    duel_tokens: tuple[bool, ...]
    known: tuple[frozenset[HiddenCard], ...]
    first: int
    draws: tuple[int, ...]
    plot: int
    locomotive: int
    boat: int
    last_duel: LastDuel | None
    bought: int = 0
    bought_for: int = 0
    activated: Vehicle | None = None
    looked_at: HiddenCard | None = None


@frozen_class
class State(Frozen):
    """A full *Pappy Winchester* position, in parts by how often they change: the
    :class:`Deal` (never), the :class:`Table` (once a turn) and the auction going on (at
    every bid).

    :ivar deal: what setup fixed.
    :ivar table: money, hats, Duel tokens, what each seat looked at, the pieces and the
        Plot tokens.
    :ivar phase: where the game is.
    :ivar auction: during ``BIDDING``, the shared
        :class:`~frontier_games.auction.DropOutAuction` for ``Table.plot``: its ``order``
        is the seats clockwise from the first player, its ``budgets`` the seats' money
        when it opened (money does not change during an auction), ``BID_RULES`` its rules,
        and ``active`` (who is still in; a duel needs exactly two), ``turn``,
        ``high_bid``, ``high_bidder`` and ``bids`` (per seat, its last and largest bid in
        this auction: a public lower bound on its money) its course. ``None`` outside
        ``BIDDING``.
    """

    deal: Deal
    table: Table
    phase: Phase
    auction: DropOutAuction | None

    @safe_repr
    def __repr__(self) -> str:
        """``<pappy-winchester State: 2 of 19 plots bought, 4 players, bidding (plot 7),
        seat 2 to act>``: short (the full form is
        :func:`~frontier_games.serialization.to_json`)."""
        table, auction = self.table, self.auction
        bidder = auction.active[auction.turn] if auction is not None and auction.active else None
        where = _where(self.deal.players, table.owners, self.phase, table.plot, table.first, bidder)
        return position_repr("pappy-winchester", "State", *where)


@frozen_class
class View(Frozen):
    """What a seat (or a spectator, ``player=None``) sees.

    Public: the board (hats, bonus tokens, vehicles, saloon tips), the shared objectives
    and who took them, the Duel tokens, the auction going on (who is still in, whose turn,
    the high bid and each seat's largest bid so far), the last duel's Pistol Duel cards,
    the last purchase and its price, the vehicle the last Movement token activated and
    the card the last Rumor token looked at, which Plot tokens are left (not their
    order), which cards each seat looked at with a Rumor token (not what it saw), and the
    total money the seats hold (every payment is made in the open).
    Private: each seat's money (unless ``Options.open_money``), Secret Objective cards,
    and the face-down Mine and Ranch cards; a seat sees its own cards and the cards it
    looked at. At the end (``Phase.OVER``) the final scoring shows everything: every seat's
    money and Secret Objective cards are in every view (the Mine and Ranch cards are all
    face up by then, every plot being bought).

    :ivar money: per seat, its money, or ``None`` where hidden from this viewer.
    :ivar money_total: the money all seats hold together.
    :ivar cards: per plot, the dollars on its Mine or Ranch card where this viewer has
        seen it (bought plots' cards are face up); ``None`` otherwise.
    :ivar secrets: per seat, its two Secret Objective cards, ``None`` where unseen.
    :ivar draws: the Plot tokens still face down.
    :ivar order: the auction's bidders in turn order; ``order``, ``active``, ``turn``,
        ``high_bid``, ``high_bidder`` and ``bids`` are the public fields of
        ``State.auction``, the :class:`~frontier_games.auction.DropOutAuction` going on
        (``()``, ``0`` and ``None`` outside an auction); its ``budgets`` are the seats'
        money, hidden or shown as ``money`` is.
    :ivar bids: per seat, the largest bid it has made in the auction going on (``0`` if
        none; ``()`` outside an auction): a public lower bound on its money, which the
        seat cannot have spent before the plot is bought.
    :ivar last_duel: the last duel fought, ``None`` before the first.
    :ivar last_purchase: the last plot bought and its price, ``None`` before the first.
    :ivar activated: the vehicle the last Movement token activated, ``None`` before the
        first.
    :ivar looked_at: the card the last Rumor token looked at (not what it shows), ``None``
        before the first.
    """

    players: int
    options: Options
    player: int | None
    money: tuple[int | None, ...]
    money_total: int
    saloon: int
    owners: tuple[int | None, ...]
    bonus: tuple[BonusKind, ...]
    cards: tuple[int | None, ...]
    objectives: tuple[SharedObjective, ...]
    piles: tuple[int, ...]
    claimed: tuple[int | None, ...]
    secrets: tuple[tuple[SecretObjective | None, ...], ...]
    duel_tokens: tuple[bool, ...]
    known: tuple[frozenset[HiddenCard], ...]
    first: int
    draws: frozenset[int]
    plot: int
    order: tuple[int, ...]
    active: tuple[int, ...]
    turn: int
    high_bid: int
    high_bidder: int | None
    bids: tuple[int, ...]
    locomotive: int
    boat: int
    last_duel: LastDuel | None
    phase: Phase
    last_purchase: LastPurchase | None = None
    activated: Vehicle | None = None
    looked_at: HiddenCard | None = None

    @safe_repr
    def __repr__(self) -> str:
        """``<pappy-winchester View of seat 0: 2 of 19 plots bought, 4 players, bidding
        (plot 7), seat 2 to act>``: short, as a state's (the full form is
        :func:`~frontier_games.serialization.to_json`)."""
        bidder = self.active[self.turn] if self.active else None
        where = _where(self.players, self.owners, self.phase, self.plot, self.first, bidder)
        return position_repr("pappy-winchester", view_kind(self.player), *where)

    def _repr_svg_(self) -> str:
        """The view's picture (:func:`~frontier_games.games.pappy_winchester.svg`), which notebooks
        show for a view."""
        from frontier_games.games.pappy_winchester.picture import svg  # it imports this module

        return svg(self)


def _where(
    players: int,
    owners: tuple[int | None, ...],
    phase: Phase,
    plot: int,
    first: int,
    bidder: int | None,
) -> tuple[str, ...]:
    """Where a game stands, for the ``repr`` of a state or a view: the plots bought, the
    players, the phase and its plot, and the seat to act: the bidder whose turn it is in
    the auction, or the buyer (the first player) deciding a Movement or Rumor token."""
    bought = sum(owner is not None for owner in owners)
    now = (f"{bought} of {len(owners)} plots bought", f"{players} players")
    if phase is Phase.OVER:
        return (*now, "game over")
    to_act = bidder if phase is Phase.BIDDING else first
    doing = f"{phase.value} (plot {plot})"
    return (*now, doing) if to_act is None else (*now, doing, f"{seat(to_act)} to act")
