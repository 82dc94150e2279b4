"""*Pappy Winchester*'s options, phases, actions and states: frozen values, no behaviour.

Plots are numbered ``1 .. N`` as on the board; per-plot data are tuples indexed by
``plot - 1``. Per-seat data are tuples indexed by seat. Money is in dollars (always whole
$1000 banknotes).
"""

from __future__ import annotations

import enum

import attrs

from frontier_games.auction import DropOutAuction
from frontier_games.core import Action
from frontier_games.games.pappy_winchester.content import (
    BonusKind,
    Content,
    SecretObjective,
    SharedObjective,
)
from frontier_games.rng import Rng

__all__ = [
    "Bid",
    "Duel",
    "HiddenCard",
    "HiddenKind",
    "MoveVehicle",
    "Options",
    "PappyAction",
    "Pass",
    "Phase",
    "Rumor",
    "State",
    "Vehicle",
    "View",
]


_STANDARD_CONTENT = Content()


@attrs.frozen
class Options:
    """The game's settings.

    :ivar content: the board, tokens, cards and money (the defaults are the printed values
        and the documented stand-ins of :mod:`.content`).
    :ivar open_money: whether a seat's view shows every seat's money. By the rulebook
        money is secret (the default: a view shows only one's own money and the public
        total that all seats hold); but every payment is made in the open, so a player
        with a perfect memory knows it all, which this option grants.
    """

    content: Content = _STANDARD_CONTENT
    open_money: bool = False


class Phase(enum.Enum):
    """Where the game is.

    ``BIDDING``: an auction for ``State.plot`` is going on. ``MOVE``: the buyer of a plot
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


@attrs.frozen
class HiddenCard:
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


@attrs.frozen
class Bid(Action):
    """Bid ``amount`` dollars in the auction on one's turn (a multiple of $1000, at least
    $1000 first and then at least $1000 above the high bid, at most one's money)."""

    player: int
    amount: int


@attrs.frozen
class Pass(Action):
    """Pass on one's turn in the auction: out of this auction."""

    player: int


@attrs.frozen
class Duel(Action):
    """Use one's Duel token on one's turn while exactly two bidders remain: the auction
    ends and the Pistol Duel cards decide who takes the plot."""

    player: int


@attrs.frozen
class MoveVehicle(Action):
    """Movement token: put ``vehicle`` on ``square`` of its track (its current square to
    activate it without moving); each plot touching that square pays its owner $1000."""

    player: int
    vehicle: Vehicle
    square: int


@attrs.frozen
class Rumor(Action):
    """Rumor token: look at one face-down card."""

    player: int
    card: HiddenCard


PappyAction = Bid | Pass | Duel | MoveVehicle | Rumor
"""Every *Pappy Winchester* action."""


@attrs.frozen
class State:
    """A full *Pappy Winchester* position.

    :ivar rng: the generator for the game's later chance (the Pistol Duel cards).
    :ivar money: the banknotes each seat holds, in dollars.
    :ivar saloon: the tips on the saloon.
    :ivar owners: per plot, the seat whose hat is on it, ``None`` while unbought.
    :ivar bonus: per plot, the bonus token placed on it at setup (its buyer keeps it, so a
        seat's tokens are the tokens of its plots).
    :ivar cards: per plot, the dollars on its Mine or Ranch card, ``None`` for the others.
        A card is face down until its plot is bought.
    :ivar objectives: the shared objective card on each pile.
    :ivar piles: the dollars under each shared objective.
    :ivar claimed: per pile, the seat that completed its objective and took the pile,
        ``None`` while it is still on the board.
    :ivar secrets: each seat's two Secret Objective cards.
    :ivar duel_tokens: whether each seat still holds its Duel token.
    :ivar known: per seat, the face-down cards it has looked at with a Rumor token.
    :ivar first: the seat holding the First Player token (also the buyer who must decide
        during ``MOVE`` and ``RUMOR``).
    :ivar draws: the face-down Plot tokens still to draw, the next one first.
    :ivar plot: the plot being auctioned, or just bought (during ``MOVE`` / ``RUMOR``);
        ``0`` when the game is over.
    :ivar auction: the auction going on during ``BIDDING``, else ``None``.
    :ivar locomotive: the Locomotive's square on the railway.
    :ivar boat: the Boat's square on the river.
    """

    players: int
    options: Options
    rng: Rng
    money: tuple[int, ...]
    saloon: int
    owners: tuple[int | None, ...]
    bonus: tuple[BonusKind, ...]
    cards: tuple[int | None, ...]
    objectives: tuple[SharedObjective, ...]
    piles: tuple[int, ...]
    claimed: tuple[int | None, ...]
    secrets: tuple[tuple[SecretObjective, ...], ...]
    duel_tokens: tuple[bool, ...]
    known: tuple[frozenset[HiddenCard], ...]
    first: int
    draws: tuple[int, ...]
    plot: int
    auction: DropOutAuction | None
    locomotive: int
    boat: int
    phase: Phase


@attrs.frozen
class View:
    """What a seat (or a spectator, ``player=None``) sees.

    Public: the board (hats, bonus tokens, vehicles, saloon tips), the shared objectives
    and who took them, the Duel tokens, the auction's bids and passes, which Plot tokens
    are left (not their order), which cards each seat looked at with a Rumor token (not
    what it saw), and the total money the seats hold (every payment is made in the open).
    Private: each seat's money (unless ``Options.open_money``), Secret Objective cards,
    and the face-down Mine and Ranch cards; a seat sees its own cards and the cards it
    looked at.

    :ivar money: per seat, its money, or ``None`` where hidden from this viewer.
    :ivar money_total: the money all seats hold together.
    :ivar cards: per plot, the dollars on its Mine or Ranch card where this viewer has
        seen it (bought plots' cards are face up); ``None`` otherwise.
    :ivar secrets: per seat, its two Secret Objective cards, ``None`` where unseen.
    :ivar draws: the Plot tokens still face down.
    :ivar order: the auction's bidders in turn order; ``order``, ``active``, ``turn``,
        ``high_bid`` and ``high_bidder`` are the public fields of the
        :class:`~frontier_games.auction.DropOutAuction` going on (``()``, ``0`` and
        ``None`` outside an auction; its budgets are the seats' money).
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
    locomotive: int
    boat: int
    phase: Phase
