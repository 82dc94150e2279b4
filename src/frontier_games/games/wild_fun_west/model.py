"""*Wild Fun West*'s options, phases, actions, states and views: frozen values, no rules.

Cards are their enum members everywhere (:class:`~.wild_fun_west.content.Profession`,
:class:`~.wild_fun_west.content.Building`, :class:`~.wild_fun_west.content.Objective`); a
hand or a row of cards in play is a tuple sorted in enum order, the professions deck and the
buildings deck are tuples whose end is the top card. Seats are ints in clockwise order:
seat ``s + 1`` sits on seat ``s``'s left, and the first-player card passes from ``s`` to
``s + 1``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

from frontier_games.auction import ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import Action, Frozen, action_class, frozen_class
from frontier_games.games.wild_fun_west.content import (
    STANDARD_CONTENT,
    Bidding,
    Building,
    Character,
    Content,
    Objective,
    ObjectiveSet,
    Profession,
)
from frontier_games.messages import position_repr, safe_repr, seat, view_kind
from frontier_games.rng import Rng

__all__ = [
    "Activate",
    "Bid",
    "BuildingBids",
    "Cards",
    "ChooseBuilding",
    "Claim",
    "ClosedBid",
    "Exchange",
    "Forbid",
    "Income",
    "IncomeItem",
    "IncomeKind",
    "OpenBid",
    "Options",
    "Pass",
    "Phase",
    "Place",
    "Redraw",
    "Rob",
    "Setup",
    "Sold",
    "State",
    "Steal",
    "SwapObjectives",
    "SwitchBidding",
    "Turn",
    "View",
    "WildFunWestAction",
]


@frozen_class
class Options(Frozen):
    """The game's settings; every one is checked when a game is set up.

    :ivar content: the cards (the defaults are the printed values and the documented
        stand-ins of :mod:`~frontier_games.games.wild_fun_west.content`).
    :ivar short_game: the Short Game Rules: 3 of one's 6 objective buildings win, not 4.
    :ivar open_money: whether every view shows every seat's money. By the rulebook money
        is secret (the default: a view shows one's own money and the total all seats
        hold); but every payment is made in the open, so a player with a perfect memory
        knows it all, which this option grants.
    :ivar first_player: the seat that takes the First Player card at setup, or ``None``
        (the default) for a seat drawn from the game's seed (the rulebook lets the table
        choose).
    :ivar objective_set: the objective set dealt, one made for the player count; ``None``
        (the default) draws one of them from the seed.
    :ivar characters: each seat's character, one per seat and all different; ``None``
        (the default) deals them from the seed.
    :ivar turn_limit: the game ends after this turn's income if nobody has won (a game
        of random moves can stall: tied buildings and empty purses build nothing); then
        the seat with the most of its objective buildings built wins, money breaking
        ties. From 1 to 200; 30 by default, far more than a game between people takes.
    :ivar finish_turn: how "now, or later" reads. ``False`` (the default): the game ends
        as soon as a building gives a seat its objective, and the seats that have theirs
        then compare money. ``True``: the turn is played out (the swap moment and the
        income) before they compare money.
    """

    content: Content = STANDARD_CONTENT
    short_game: bool = False
    open_money: bool = False
    first_player: int | None = None
    objective_set: ObjectiveSet | None = None
    characters: tuple[Character, ...] | None = None
    turn_limit: int = 30
    finish_turn: bool = False


class Phase(enum.Enum):
    """Where a turn is, in the rulebook's order.

    ``BEGINNING``: the beginning of the turn, when Annie Oakley and Belle Starr may act.
    ``REVEAL``: a profession is revealed and, before any bid, a character may take it
    without bidding or Wyatt Earp may switch its auction. ``PROFESSION_BIDDING``: it is
    auctioned (Step I). ``SWAP_BEFORE_BUILDINGS``: each seat in turn may put professions in
    play. ``BUILDINGS_REVEALED``: three buildings are up and George Custer may redraw
    them. ``BUILDING_BIDDING``: money goes on them (Step II). ``BUILDING_TIE``: buildings
    tied and Judge Roy Bean may choose one. ``SWAP_BEFORE_INCOME``: the second swap moment;
    then Receiving Income (Step III) is paid and the next turn begins. ``OVER``.
    """

    BEGINNING = "beginning"
    REVEAL = "reveal"
    PROFESSION_BIDDING = "profession bidding"
    SWAP_BEFORE_BUILDINGS = "swap before buildings"
    BUILDINGS_REVEALED = "buildings revealed"
    BUILDING_BIDDING = "building bidding"
    BUILDING_TIE = "building tie"
    SWAP_BEFORE_INCOME = "swap before income"
    OVER = "over"

    # Hashed by identity, in C, as the content's enums are: the moves test the phase
    # against a set at every step.
    __hash__ = object.__hash__


# -- actions ---------------------------------------------------------------------------


@action_class
class Bid(Action):
    """Bid ``amount`` dollars for the profession up for auction: an open bid (at least $1
    more than the high bid), a sealed bid ($0 or more), or a bid in a tie-break."""

    player: int
    amount: int


@action_class
class Pass(Action):
    """Pass: in an open auction or the building bids, decline an ability offered now, or
    end one's swap moment."""

    player: int


@action_class
class Place(Action):
    """Put ``amount`` dollars on ``building``, one of the three up for bidding."""

    player: int
    building: Building
    amount: int


@action_class
class Activate(Action):
    """Put ``profession`` from one's hand in play for $1, in a swap moment; ``replacing``
    names the profession in play it replaces (back to the hand), ``None`` for a free
    place."""

    player: int
    profession: Profession
    replacing: Profession | None = None


@action_class
class Forbid(Action):
    """Annie Oakley: forbid ``target`` from the auctions and building bids of this turn."""

    player: int
    target: int


@action_class
class Rob(Action):
    """Belle Starr: steal $2 (or all they have) from each other unprotected seat."""

    player: int


@action_class
class Claim(Action):
    """Take the profession just revealed without bidding (Bill McDonald the Sheriff;
    "Doc" Holliday the Dentist or Gambler for $4; Wild Bill Hickok the Stagecoach Driver
    or Marshal)."""

    player: int


@action_class
class SwitchBidding(Action):
    """Wyatt Earp: auction the profession just revealed by the other kind of bid."""

    player: int


@action_class
class SwapObjectives(Action):
    """Buffalo Bill: give one's objective card to ``target`` and take theirs."""

    player: int
    target: int


@action_class
class Exchange(Action):
    """Calamity Jane: put ``give`` from one's hand into the professions deck and take
    ``take`` from it; the deck is shuffled."""

    player: int
    give: Profession
    take: Profession


@action_class
class Redraw(Action):
    """George Custer: discard the three buildings up, shuffle the discards into the
    buildings deck and draw three new ones."""

    player: int


@action_class
class Steal(Action):
    """Jesse James: take ``amount`` dollars (at most $7) from the bids on ``building``."""

    player: int
    building: Building
    amount: int


@action_class
class ChooseBuilding(Action):
    """Judge Roy Bean: build ``building``, one of those tied for the most money."""

    player: int
    building: Building


WildFunWestAction = (
    Bid
    | Pass
    | Place
    | Activate
    | Forbid
    | Rob
    | Claim
    | SwitchBidding
    | SwapObjectives
    | Exchange
    | Redraw
    | Steal
    | ChooseBuilding
)
"""Every *Wild Fun West* action."""


# -- the state -------------------------------------------------------------------------


@frozen_class
class Setup(Frozen):
    """What the set-up fixes for the whole game.

    :ivar options: the options, checked.
    :ivar characters: each seat's character, face up.
    :ivar objective_set: the objective set dealt (public: everyone knows which cards are
        in play, not who holds which).
    :ivar target: how many objective buildings win (4, or 3 in the short game).
    """

    options: Options
    characters: tuple[Character, ...]
    objective_set: ObjectiveSet
    target: int
    _seat_of: Mapping[Character, int] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # Which seat plays each character: the rules ask at every reveal.
        seats = {c: s for s, c in enumerate(self.characters) if type(c) is Character}
        object.__setattr__(self, "_seat_of", MappingProxyType(seats))

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.characters)

    def seat_of(self, character: Character) -> int | None:
        """The seat playing ``character``, ``None`` if nobody does."""
        return self._seat_of.get(character)


@frozen_class
class Cards(Frozen):
    """Where every card is: what changes when a card moves, never with a bid.

    :ivar objectives: each seat's objective card (secret).
    :ivar hands: each seat's professions in hand, in enum order.
    :ivar active: each seat's professions in play (at most two), in enum order.
    :ivar deck: the professions deck, face down; its end is the top.
    :ivar discards: the discarded professions, face up, in the order discarded.
    :ivar secret: the profession Calamity Jane took from the deck while it stays in her
        hand (only she knows it); ``None`` otherwise.
    :ivar town: the buildings built, in the order built.
    :ivar building_deck: the buildings deck, face down; its end is the top.
    :ivar building_discards: the discarded buildings, face up.
    :ivar buildings_up: the buildings up for bidding this turn (in the order drawn).
    :ivar swapped: Buffalo Bill's swap, ``(his seat, the other seat)``: each of the two
        knows the card the other now holds; ``None`` before it.
    """

    objectives: tuple[Objective, ...]
    hands: tuple[tuple[Profession, ...], ...]
    active: tuple[tuple[Profession, ...], ...]
    deck: tuple[Profession, ...]
    discards: tuple[Profession, ...]
    secret: Profession | None
    town: tuple[Building, ...]
    building_deck: tuple[Building, ...]
    building_discards: tuple[Building, ...]
    buildings_up: tuple[Building, ...]
    swapped: tuple[int, int] | None


@frozen_class
class Sold(Frozen):
    """How the last profession auction ended, as the whole table saw it.

    :ivar profession: the card auctioned.
    :ivar bidding: open or closed bid (as it was auctioned).
    :ivar winner: who won it, ``None`` if it was discarded.
    :ivar price: what the winner paid in all (in a closed bid, its sealed bid and any
        tie-break bid); ``0`` without a winner.
    :ivar bids: in a closed bid, each bidder's sealed bid as revealed, by seat (``None``
        for a seat that took no part): every bidder paid its own; ``None`` for an open bid,
        where only the winner pays.
    """

    profession: Profession
    bidding: Bidding
    winner: int | None
    price: int
    bids: tuple[int | None, ...] | None = None


@frozen_class
class Turn(Frozen):
    """What the current turn fixes, and the abilities spent.

    :ivar number: the turn, from 1.
    :ivar first: the seat holding the First Player card.
    :ivar used: the characters whose once-a-game ability is spent.
    :ivar forbidden: the seat Annie Oakley forbade from this turn's bidding, or ``None``.
    :ivar earp_switched: whether Wyatt Earp has switched an auction this turn.
    :ivar sheriff_free: whether Bill McDonald took the Sheriff this turn (bans on the
        Sheriff are ignored until the turn ends).
    :ivar reveals_left: how many professions are still to be revealed this turn.
    :ivar revealed: the profession revealed and not yet settled, or ``None``.
    :ivar bidding: how ``revealed`` is auctioned (Wyatt Earp may have switched it).
    :ivar last: whether this turn ends the game (a seat has its objective and
        ``Options.finish_turn`` plays the turn out, or the turn limit is reached).
    :ivar sold: how the last profession auction of the game ended, ``None`` before one.
    :ivar robbed: what Belle Starr took from each seat, by seat, once she has (in the
        open); ``None`` before.
    """

    number: int
    first: int
    used: frozenset[Character] = frozenset()
    forbidden: int | None = None
    earp_switched: bool = False
    sheriff_free: bool = False
    reveals_left: int = 0
    revealed: Profession | None = None
    bidding: Bidding | None = None
    last: bool = False
    sold: Sold | None = None
    robbed: tuple[int, ...] | None = None


@frozen_class
class State(Frozen):
    """A full *Wild Fun West* position.

    What changes least is nested (:class:`Setup` never, :class:`Turn` and :class:`Cards`
    when a card moves or an ability is used), so that a bid builds a small object.

    :ivar setup: the options, characters and objective set.
    :ivar turn: the turn's number, first player and flags.
    :ivar cards: where every card is.
    :ivar money: each seat's money (during an auction, before paying for it: in a closed
        bid's tie-break the sealed bids are paid, but only the tie-break's budgets, and
        every view, count them out).
    :ivar phase: where the turn is.
    :ivar waiting: in the phases that ask seats one by one (the beginning, a reveal, a
        swap moment, buildings revealed or tied), the seats still to answer, the one to
        act first; ``()`` in an auction.
    :ivar auction: the profession auction (open or sealed) or the building bids going
        on, or ``None``.
    :ivar activations: how many professions the seat to act has put in play in this swap
        moment (at most two).
    :ivar rng: the generator, for every later shuffle.
    """

    setup: Setup
    turn: Turn
    cards: Cards
    money: tuple[int, ...]
    phase: Phase
    waiting: tuple[int, ...]
    auction: ReentryAuction | SealedAuction | ContributionAuction | None
    activations: int
    rng: Rng

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.setup.characters)

    @safe_repr
    def __repr__(self) -> str:
        """``<wild-fun-west State: turn 1, 4 players, beginning, seat 2 to act>``: short (the
        full form is :func:`~frontier_games.serialization.to_json`)."""
        auction = self.auction
        if type(auction) is SealedAuction:  # the seats commit at once, until a tie-break
            auction = auction.tiebreak
        if self.waiting:
            to_act: int | None = self.waiting[0]
        elif type(auction) is ReentryAuction or type(auction) is ContributionAuction:
            to_act = auction.order[auction.turn]
        else:
            to_act = None
        where = _where(self.turn.number, self.players, self.phase, self.turn.last, to_act)
        return position_repr("wild-fun-west", "State", *where)


# -- what views show of the auctions -----------------------------------------------------


@frozen_class
class OpenBid(Frozen):
    """An open auction, as everyone sees it (the seats' money is not part of it).

    :ivar order: the bidders in turn order.
    :ivar to_act: the seat to bid or pass, ``None`` once it is over.
    :ivar passes: passes in a row since the last bid.
    :ivar high_bid: the high bid, ``0`` before any.
    :ivar high_bidder: its seat, ``None`` before any bid.
    """

    order: tuple[int, ...]
    to_act: int | None
    passes: int
    high_bid: int
    high_bidder: int | None


@frozen_class
class ClosedBid(Frozen):
    """A sealed auction, as one seat sees it.

    :ivar order: the bidders.
    :ivar committed: the seats whose sealed bid is in.
    :ivar own_bid: the viewing seat's own sealed bid, once in (``None`` otherwise, and
        for a spectator).
    :ivar bids: every bidder's bid, by seat, once all are in and revealed; ``None`` until
        then.
    :ivar tiebreak: the open auction among the seats tied for the highest bid.
    """

    order: tuple[int, ...]
    committed: frozenset[int]
    own_bid: int | None
    bids: tuple[int | None, ...] | None
    tiebreak: OpenBid | None


@frozen_class
class BuildingBids(Frozen):
    """The building bids of Step II, all in the open.

    :ivar order: the bidders in turn order.
    :ivar to_act: the seat to place money or pass, ``None`` once it is over.
    :ivar passes: passes in a row since money was last placed or stolen.
    :ivar lots: the money on each building up, in ``View.buildings_up`` order, the bank's
        subsidies included.
    :ivar placed: the money each seat has put on the buildings this turn, less what it
        stole back, by seat.
    """

    order: tuple[int, ...]
    to_act: int | None
    passes: int
    lots: tuple[int, ...]
    placed: tuple[int, ...]


# -- income ------------------------------------------------------------------------------


class IncomeKind(enum.Enum):
    """The lines of an income, as Appendix 4 itemises them."""

    CHARACTER = "character"
    """The character card's $3."""
    OWN = "own"
    """A profession's blue arrow, to its owner."""
    BONUS = "bonus"
    """An "in play" or "not in play" bonus of one's own profession."""
    NEIGHBOUR = "neighbour"
    """A profession's red arrow, from the player on one's right."""
    MINIMUM = "minimum"
    """What tops a total below $3 up to $3."""


@frozen_class
class IncomeItem(Frozen):
    """One line of an income.

    :ivar kind: which kind of line.
    :ivar card: the card paying it (a :class:`~.wild_fun_west.content.Character` for the character
        line and the minimum, else a profession).
    :ivar amount: dollars.
    :ivar subject: for a bonus, the profession or building it depends on.
    :ivar in_play: for a bonus, whether it is an "in play" (``True``) or "not in play"
        bonus.
    """

    kind: IncomeKind
    card: Character | Profession
    amount: int
    subject: Profession | Building | None = None
    in_play: bool = True


@frozen_class
class Income(Frozen):
    """What a seat receives in Receiving Income, line by line.

    :ivar seat: whose income.
    :ivar items: the lines, in Appendix 4's order: character, own cards, their bonuses,
        the right-hand neighbour's red arrows, the minimum.
    :ivar total: the sum (at least $3).
    """

    seat: int
    items: tuple[IncomeItem, ...]
    total: int


# -- the view ----------------------------------------------------------------------------


# Not slotted: a frozen attrs class keeps its fields in a dict then, which its
# ``__init__`` fills at about half the cost of setting 37 slots, and a view is built at
# every step of a learning loop.
@attrs.frozen(slots=False)
class View(Frozen):
    """What a seat (or a spectator, ``player=None``) sees.

    Hidden: the other seats' objective cards (but for what Buffalo Bill's swap showed),
    their money (unless ``Options.open_money``), sealed bids until revealed, the card
    Calamity Jane took from the deck, and the order of both decks. Public: characters,
    professions in hand (each was won or taken in the open) and in play, the town, the
    discards and every bid in the open.

    :ivar players: how many seats play.
    :ivar options: the options.
    :ivar player: whose view, ``None`` for a spectator.
    :ivar characters: each seat's character.
    :ivar objective_set: the objective set dealt.
    :ivar target: how many objective buildings win.
    :ivar turn: the turn, from 1.
    :ivar first: the seat holding the First Player card.
    :ivar phase: where the turn is.
    :ivar waiting: see :attr:`State.waiting`.
    :ivar money: each seat's money in hand (less what it has placed on buildings this
        turn, and in a closed bid's tie-break less its sealed bid, revealed and paid);
        ``None`` where hidden.
    :ivar money_total: the money all seats hold together, counted as ``money`` is (public:
        every payment is made in the open).
    :ivar objectives: the objective cards this seat knows, by seat; ``None`` where hidden.
    :ivar hands: each seat's professions in hand that are known, in enum order.
    :ivar hidden_cards: per seat, how many cards of its hand are not shown (Calamity
        Jane's, to the others).
    :ivar active: each seat's professions in play.
    :ivar deck_size: professions left in the deck.
    :ivar discards: the discarded professions.
    :ivar revealed: the profession revealed and not yet settled.
    :ivar bidding: how it is auctioned.
    :ivar reveals_left: professions still to be revealed this turn.
    :ivar auction: the profession auction going on (open or sealed), else ``None``.
    :ivar town: the buildings built, in the order built.
    :ivar buildings_up: the buildings up for bidding.
    :ivar building_bids: the building bids going on, else ``None``.
    :ivar building_deck_size: buildings left in the deck.
    :ivar building_discards: the discarded buildings.
    :ivar used: the characters whose once-a-game ability is spent.
    :ivar forbidden: the seat Annie Oakley forbade this turn, or ``None``.
    :ivar earp_switched: whether Wyatt Earp switched an auction this turn.
    :ivar sheriff_free: whether bans on the Sheriff are ignored this turn.
    :ivar activations: professions the seat to act put in play in this swap moment.
    :ivar swapped: Buffalo Bill's swap, ``(his seat, the other seat)``, or ``None``.
    :ivar last: whether this turn ends the game.
    :ivar sold: how the last profession auction ended (see :class:`Sold`): the sealed
        bids are shown here once revealed, as they were at the table.
    :ivar robbed: what Belle Starr took from each seat, once she has (see
        :attr:`Turn.robbed`).
    :ivar secret: in Calamity Jane's own view, the card of her hand she took from the deck
        and nobody else knows (see :attr:`Cards.secret`); ``None`` in every other view.
    """

    players: int
    options: Options
    player: int | None
    characters: tuple[Character, ...]
    objective_set: ObjectiveSet
    target: int
    turn: int
    first: int
    phase: Phase
    waiting: tuple[int, ...]
    money: tuple[int | None, ...]
    money_total: int
    objectives: tuple[Objective | None, ...]
    hands: tuple[tuple[Profession, ...], ...]
    hidden_cards: tuple[int, ...]
    active: tuple[tuple[Profession, ...], ...]
    deck_size: int
    discards: tuple[Profession, ...]
    revealed: Profession | None
    bidding: Bidding | None
    reveals_left: int
    auction: OpenBid | ClosedBid | None
    town: tuple[Building, ...]
    buildings_up: tuple[Building, ...]
    building_bids: BuildingBids | None
    building_deck_size: int
    building_discards: tuple[Building, ...]
    used: frozenset[Character]
    forbidden: int | None
    earp_switched: bool
    sheriff_free: bool
    activations: int
    swapped: tuple[int, int] | None
    last: bool
    sold: Sold | None = None
    secret: Profession | None = None
    robbed: tuple[int, ...] | None = None

    @safe_repr
    def __repr__(self) -> str:
        """``<wild-fun-west View of seat 0: turn 1, 4 players, beginning, seat 2 to act>``:
        short, as a state's (the full form is :func:`~frontier_games.serialization.to_json`)."""
        auction = self.auction
        bids = auction.tiebreak if isinstance(auction, ClosedBid) else auction
        if self.waiting:
            to_act: int | None = self.waiting[0]
        elif bids is not None:
            to_act = bids.to_act
        else:
            to_act = None if self.building_bids is None else self.building_bids.to_act
        where = _where(self.turn, self.players, self.phase, self.last, to_act)
        return position_repr("wild-fun-west", view_kind(self.player), *where)

    def _repr_svg_(self) -> str:
        """The view's picture (:func:`~frontier_games.games.wild_fun_west.svg`), which notebooks
        show for a view."""
        from frontier_games.games.wild_fun_west.picture import svg  # it imports this module

        return svg(self)


def _where(
    turn: int, players: int, phase: Phase, last: bool, to_act: int | None
) -> tuple[str, ...]:
    """Where a game stands, for the ``repr`` of a state or a view: the turn, the players,
    the phase, whether this turn ends the game, and the seat to act when one seat does
    (the first seat waiting, or the bidder to act in an open auction or the building
    bids; nobody while the sealed bids are made)."""
    now = (f"turn {turn}", f"{players} players")
    if phase is Phase.OVER:
        return (*now, "game over")
    doing = (*now, phase.value, "last turn") if last else (*now, phase.value)
    return doing if to_act is None else (*doing, f"{seat(to_act)} to act")
