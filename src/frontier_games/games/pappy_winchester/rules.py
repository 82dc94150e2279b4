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

Speed
-----

A random playout spends most of its steps bidding, so a bid rebuilds as little as it can:
the :class:`~.model.State` keeps the parts fixed at setup in a :class:`~.model.Deal` and
those that change once a turn in a :class:`~.model.Table`, both passed along by reference,
and the auction going on as the shared :class:`~frontier_games.auction.DropOutAuction`.
A bid or a pass is :func:`frontier_games.auction.bid` or
:func:`~frontier_games.auction.pass_bid` on it (the shared module keeps the legal case
fast), and :func:`~frontier_games.auction.is_finished` says when the plot is bought; the
game adds only its own checks (the seat, an amount that is an ``int``, the duel). A
bidder's legal actions are a slice of a row of bids built once at import, up to $200000 (above that
they are built on the spot), between :func:`~frontier_games.auction.lowest_bid` and the
bidder's money.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

import attrs

from frontier_games import auction as auctions
from frontier_games.auction import DropOutAuction
from frontier_games.core import (
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    brief,
    check_first_player,
    check_player_count,
    not_a,
)
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    DUEL_CARDS,
    PLOT_CELLS,
    SECRET_RAILWAY_BOARD,
    SECRETS_PER_SEAT,
    STANDARD_BOARD,
    Board,
    BonusKind,
    Content,
    DuelCard,
    SecretObjective,
    SharedObjective,
    Terrain,
    away_from_railway,
    away_from_river,
    largest_connected_group,
    secret_objective_worth,
)
from frontier_games.games.pappy_winchester.model import (
    BID_RULES,
    Bid,
    Deal,
    Duel,
    HiddenCard,
    HiddenKind,
    LastDuel,
    MoveVehicle,
    Options,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    State,
    Table,
    Vehicle,
    View,
)
from frontier_games.rng import Rng, randbelow, shuffle
from frontier_games.scoring import most, rank

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
]

NAME = "pappy-winchester"
MIN_PLAYERS, MAX_PLAYERS = 3, 5
MOST_PLOTS_BONUS = 5000
"""What the seat(s) with the most plots receive at the end."""

# -- tables of actions, built once at import --------------------------------------------
#
# A random playout spends most of its steps bidding, so the legal actions of a bidder are
# read from immutable tables instead of being built on every call. The tables are bounded:
# money beyond them (rare) builds its actions on the spot, with the same result.

_TABLE_BANKNOTES = 200
"""Bids are tabled up to this many banknotes ($200000); a seat holding more builds its own."""
_TABLE_SQUARES = 32
"""Movement actions are tabled for tracks of up to this many squares."""

# Enum members are read through module constants in the hot paths: before Python 3.12 an
# enum attribute lookup (``Phase.BIDDING``) costs several times a global's.
_BIDDING, _MOVE, _RUMOR, _OVER = Phase.BIDDING, Phase.MOVE, Phase.RUMOR, Phase.OVER
_SALOON, _MOVEMENT, _RUMOR_TOKEN = BonusKind.SALOON, BonusKind.MOVEMENT, BonusKind.RUMOR

_NOBODY: frozenset[int] = frozenset()
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_ORDERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((first + i) % players for i in range(players)) for first in range(players))
    for players in range(MAX_PLAYERS + 1)
)
"""``_ORDERS[players][first]``: the seats clockwise from ``first``."""
_NO_BIDS: tuple[tuple[int, ...], ...] = tuple((0,) * players for players in range(MAX_PLAYERS + 1))
"""``_NO_BIDS[players]``: the auction's ``bids`` when it opens."""


_BIDS: tuple[tuple[Bid, ...], ...] = tuple(
    tuple(Bid(seat, n * BANKNOTE) for n in range(1, _TABLE_BANKNOTES + 1))
    for seat in range(MAX_PLAYERS)
)
"""``_BIDS[seat][n - 1]``: ``seat``'s bid of ``n`` banknotes; a bidder's legal bids are a slice."""
_TAILS: tuple[tuple[tuple[PappyAction, ...], ...], ...] = tuple(
    tuple((Pass(seat), Duel(seat)) if duel else (Pass(seat),) for seat in range(MAX_PLAYERS))
    for duel in (False, True)
)
"""``_TAILS[duel][seat]``: Pass, then Duel when allowed."""

_MOVES: tuple[tuple[tuple[MoveVehicle, ...], tuple[MoveVehicle, ...]], ...] = tuple(
    (
        tuple(MoveVehicle(seat, Vehicle.LOCOMOTIVE, n) for n in range(_TABLE_SQUARES)),
        tuple(MoveVehicle(seat, Vehicle.BOAT, n) for n in range(_TABLE_SQUARES)),
    )
    for seat in range(MAX_PLAYERS)
)
"""``_MOVES[seat]``: the Locomotive's moves, then the Boat's, to squares ``0, 1 ...``."""

_OBJECTIVE_LOOKS: tuple[tuple[tuple[Rumor, ...], ...], ...] = tuple(
    tuple(
        tuple(
            Rumor(player, HiddenCard(HiddenKind.OBJECTIVE, seat, slot))
            for seat in range(players)
            if seat != player
            for slot in range(SECRETS_PER_SEAT)
        )
        for player in range(players)
    )
    for players in range(MAX_PLAYERS + 1)
)
"""``_OBJECTIVE_LOOKS[players][player]``: Rumor looks at the other seats' two cards."""
_CARD_LOOKS: tuple[tuple[tuple[Rumor, ...], ...], ...] = tuple(
    tuple(
        tuple(Rumor(player, HiddenCard(kind, plot)) for plot in range(len(PLOT_CELLS) + 1))
        for player in range(MAX_PLAYERS)
    )
    for kind in (HiddenKind.MINE, HiddenKind.RANCH)
)
"""``_CARD_LOOKS[0 mine / 1 ranch][player][plot]``: Rumor looks at a card on a plot."""


# -- facts about a board that the shared objectives ask -----------------------------------


@attrs.frozen
class _BoardFacts:
    """What checking the shared objectives reads from a board, by plot index (``n - 1``)."""

    board: Board
    terrain: tuple[Terrain, ...]
    neighbours: tuple[frozenset[int], ...]
    away_from_river: frozenset[int]
    away_from_railway: frozenset[int]


def _board_facts(board: Board) -> _BoardFacts:
    return _BoardFacts(
        board=board,
        terrain=tuple(plot.terrain for plot in board.plots),
        neighbours=tuple(plot.neighbours for plot in board.plots),
        away_from_river=away_from_river(board),
        away_from_railway=away_from_railway(board),
    )


_SHIPPED_FACTS: tuple[_BoardFacts, ...] = (
    _board_facts(STANDARD_BOARD),
    _board_facts(SECRET_RAILWAY_BOARD),
)
"""The shipped boards' facts, worked out once; another board's are worked out per use."""


def _facts(board: Board) -> _BoardFacts:
    for facts in _SHIPPED_FACTS:
        if facts.board is board:
            return facts
    return _board_facts(board)


def _not_a_state(value: object) -> TypeError:
    return not_a(f"a {NAME} State", value)


def _not_a_position(value: object) -> TypeError:
    return not_a(f"a {NAME} State or View", value)


def _check_seat(players: int, seat: object) -> int:
    """``seat`` if it is a seat of a ``players``-seat game (an ``int``, not a ``bool``).

    :raises ValueError: otherwise.
    """
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {players}-player game")
    return seat


# -- setup --------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Set up the board and deal, then draw the first Plot token.

    Bonus tokens are shuffled onto the plots, Mine cards onto the mines and one Ranch card
    onto the ranch (the unused cards go back unseen); one shared objective is dealt onto
    each pile of banknotes; each seat gets the starting money, a Duel token and two Secret
    Objective cards; the first player is random (R2) unless ``Options.first_player`` names
    one, the Plot tokens are shuffled, and the vehicles start on the first square of their
    tracks (R1).

    :param players: 3 to 5.
    :param seed: the seed of the game's random generator.
    :param options: the content to play with (the standard board by default).
    :raises SetupError: if ``players`` is out of range, or ``options`` is not exactly an
        :class:`~.model.Options` holding exactly a :class:`~.content.Content` (which
        checked itself when it was built), ``bool`` flags and a seat or ``None`` as the
        first player.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    options = _check_options(options, players)
    content = options.content
    board = content.board
    rng = Rng.from_seed(seed)
    bonus, rng = shuffle(rng, content.bonus_tokens)
    mine_cards, rng = shuffle(rng, content.mine_cards)
    ranch_cards, rng = shuffle(rng, content.ranch_cards)
    shared, rng = shuffle(rng, tuple(SharedObjective))
    secret, rng = shuffle(rng, tuple(SecretObjective))
    first, rng = randbelow(rng, players)  # drawn even when chosen: the seed's deal stays
    if options.first_player is not None:
        first = options.first_player
    draws, rng = shuffle(rng, board.numbers)
    mine_of = dict(zip(sorted(board.mines), mine_cards, strict=False))
    cards = tuple(
        mine_of.get(n, ranch_cards[0] if n == board.ranch else None) for n in board.numbers
    )
    piles = content.objective_piles
    deal = Deal(
        players=players,
        options=options,
        bonus=bonus,
        cards=cards,
        objectives=shared[: len(piles)],
        piles=piles,
        secrets=tuple(
            secret[SECRETS_PER_SEAT * seat : SECRETS_PER_SEAT * (seat + 1)]
            for seat in range(players)
        ),
    )
    return _next_turn(
        deal,
        rng,
        money=(content.starting_money,) * players,
        saloon=content.saloon_start,
        owners=(None,) * len(board.plots),
        claimed=(None,) * len(piles),
        duel_tokens=(True,) * players,
        known=(frozenset(),) * players,
        first=first,
        draws=draws,
        locomotive=0,
        boat=0,
        last_duel=None,
        bought=0,
        bought_for=0,
        activated=None,
        looked_at=None,
    )


_DEFAULT_OPTIONS = Options()


def _check_options(options: object, players: int) -> Options:
    """``options`` (the defaults for ``None``) if it is exactly an :class:`~.model.Options`
    fit for a game of ``players`` seats; its content checked itself when it was built.

    :raises SetupError: naming the field that is not.
    """
    if options is None:
        return _DEFAULT_OPTIONS
    if type(options) is not Options:
        raise SetupError(
            f"{NAME}: options must be a pappy-winchester Options, not {brief(options)}"
        )
    if type(options.content) is not Content:
        raise SetupError(
            f"{NAME}: Options.content must be a pappy_winchester Content,"
            f" not {brief(options.content)}"
        )
    for field, flag in (("open_money", options.open_money), ("duel_all_in", options.duel_all_in)):
        if type(flag) is not bool:
            raise SetupError(f"{NAME}: Options.{field} must be True or False, not {brief(flag)}")
    check_first_player(NAME, options.first_player, players)
    return options


def _next_turn(
    deal: Deal,
    rng: Rng,
    money: tuple[int, ...],
    saloon: int,
    owners: tuple[int | None, ...],
    claimed: tuple[int | None, ...],
    duel_tokens: tuple[bool, ...],
    known: tuple[frozenset[HiddenCard], ...],
    first: int,
    draws: tuple[int, ...],
    locomotive: int,
    boat: int,
    last_duel: LastDuel | None,
    bought: int,
    bought_for: int,
    activated: Vehicle | None,
    looked_at: HiddenCard | None,
) -> State:
    """The first player draws the next Plot token and its auction opens; or, with no Plot
    token left, the game ends. Takes the new table's parts (``plot`` aside) so that a turn
    builds its table once."""
    if not draws:
        over = Table(
            rng, money, saloon, owners, claimed, duel_tokens, known, first, draws, 0,
            locomotive, boat, last_duel, bought, bought_for, activated, looked_at,
        )  # fmt: skip
        return State(deal, over, _OVER, None)
    table = Table(
        rng, money, saloon, owners, claimed, duel_tokens, known, first, draws[1:], draws[0],
        locomotive, boat, last_duel, bought, bought_for, activated, looked_at,
    )  # fmt: skip
    players = deal.players
    order = _ORDERS[players][first]
    # what DropOutAuction.start(order, money, BID_RULES) opens, without re-checking a
    # seat order and money that are valid by construction
    auction = DropOutAuction(order, money, BID_RULES, order, 0, 0, None, _NO_BIDS[players])
    return State(deal, table, _BIDDING, auction)


# -- who acts, what is legal --------------------------------------------------------------


# The functions a playout calls at every step (``actors``, ``legal_actions``, ``apply``,
# ``is_over``) check nothing upfront: what is not a State fails inside them, and only then
# is the failure turned into the TypeError saying what was expected. A State that fails is
# a bug, and its error is left as it is.


def actors(state: State) -> frozenset[int]:
    """The seat to bid, or the buyer deciding a Movement or Rumor token; none at the end.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    try:
        auction = state.auction
        if auction is not None:  # BIDDING: the auction's seat to act (it is never over here)
            return _ONLY[auction.active[auction.turn]]
        if state.phase is _OVER:
            return _NOBODY
        return _ONLY[state.table.first]
    except (AttributeError, TypeError, IndexError):
        if type(state) is not State:
            raise _not_a_state(state) from None
        raise


def legal_actions(state: State, player: int) -> tuple[PappyAction, ...]:
    """Every action ``player`` may take now, in a fixed order: bids ascending, then Pass,
    then Duel; or each vehicle's squares (the Locomotive's first); or each face-down card
    (in the order of :func:`rumor_targets`). ``()`` for a seat that may not act, and for
    anything that is not a seat (a seat is an ``int``: ``False`` is not seat 0).

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    try:
        auction = state.auction
        if auction is not None:  # BIDDING
            active = auction.active
            if active[auction.turn] != player or type(player) is not int:  # the seat to act
                return ()
            duel = (
                len(active) == 2
                and state.table.duel_tokens[player]
                and _can_pay_duel(auction, player, state.deal.options)
            )
            low = auctions.lowest_bid(auction) // BANKNOTE  # in banknotes (bids are multiples)
            high = auction.budgets[player] // BANKNOTE
            tail = _TAILS[duel][player]
            if high <= _TABLE_BANKNOTES:
                return _BIDS[player][low - 1 : high] + tail
            return tuple(Bid(player, n * BANKNOTE) for n in range(low, high + 1)) + tail
        phase = state.phase
        if phase is _OVER or player != state.table.first or type(player) is not int:
            return ()
        board = state.deal.options.content.board
        if phase is _MOVE:
            return _move_actions(player, len(board.railway), len(board.river))
        return _rumor_actions(state.table.owners, state.deal.players, board, player)
    except (AttributeError, TypeError, IndexError):
        if type(state) is not State:
            raise _not_a_state(state) from None
        raise


def _move_actions(player: int, railway: int, river: int) -> tuple[MoveVehicle, ...]:
    if railway <= _TABLE_SQUARES and river <= _TABLE_SQUARES:
        locomotive, boat = _MOVES[player]
        return locomotive[:railway] + boat[:river]
    return tuple(
        MoveVehicle(player, vehicle, square)
        for vehicle, squares in ((Vehicle.LOCOMOTIVE, railway), (Vehicle.BOAT, river))
        for square in range(squares)
    )


def _rumor_actions(
    owners: tuple[int | None, ...], players: int, board: Board, player: int
) -> tuple[Rumor, ...]:
    unbought = tuple(
        _card_look(0, player, plot) for plot in sorted(board.mines) if owners[plot - 1] is None
    )
    if owners[board.ranch - 1] is None:
        unbought += (_card_look(1, player, board.ranch),)
    return _OBJECTIVE_LOOKS[players][player] + unbought


def _card_look(ranch: int, player: int, plot: int) -> Rumor:
    looks = _CARD_LOOKS[ranch][player]
    if plot < len(looks):
        return looks[plot]
    return Rumor(player, HiddenCard(HiddenKind.RANCH if ranch else HiddenKind.MINE, plot))


def rumor_targets(position: State | View, player: int) -> tuple[HiddenCard, ...]:
    """The face-down cards ``player`` may look at with a Rumor token (R8): the other seats'
    Secret Objective cards, then the Mine cards of unbought mines and the Ranch card if the
    ranch is unbought. ``position`` is a state or any seat's view: the answer is public.

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    :raises ValueError: if ``player`` is not a seat of the game.
    """
    players, board, owners, _ = _public(position)
    _check_seat(players, player)
    return tuple(action.card for action in _rumor_actions(owners, players, board, player))


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
        raise _not_a_position(position)
    elif position.phase is _BIDDING:  # the view's public auction, its budgets left out
        auction = DropOutAuction(
            position.order, (0,) * position.players, BID_RULES, position.active,
            position.turn, position.high_bid, position.high_bidder, position.bids,
        )  # fmt: skip
    else:
        auction = None
    if auction is None:
        raise ValueError(f"no auction is going on ({position.phase.name})")
    return auctions.lowest_bid(auction)


# -- transitions --------------------------------------------------------------------------


def _refuse(rule: str, message: str, action: object, player: int | None) -> IllegalActionError:
    return IllegalActionError(rule, message, player=player, action=action)


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
        :class:`~.model.HiddenKind` and ``int`` place and slot), ``"card-not-hidden"``.
    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    try:
        if state.auction is not None:  # the common case, kept short: a bid or pass by a seat
            if type(action) is Bid:
                seat = action.player
                if type(seat) is int and 0 <= seat < state.deal.players:
                    return _bid(state, action, seat)
            elif type(action) is Pass:
                seat = action.player
                if type(seat) is int and 0 <= seat < state.deal.players:
                    return _pass(state, action, seat)
        return _apply_checked(state, action)
    except (AttributeError, TypeError, IndexError):
        if type(state) is not State:
            raise _not_a_state(state) from None
        raise


def _sold(state: State, auction: DropOutAuction) -> State:
    """The plot goes to the finished ``auction``'s high bidder at the high bid; or, when
    nobody bid, to the first player for $1000, or for nothing without $1000 (R3)."""
    table = state.table
    buyer = auction.high_bidder
    if buyer is None:
        first = table.first
        return _buy(state.deal, first, min(BANKNOTE, table.money[first]), table)
    return _buy(state.deal, buyer, auction.high_bid, table)


def _share_out(price: int, players: int) -> tuple[int, int]:
    """What each seat but the buyer receives of ``price``, and the tip left on the saloon
    (R5: the same whole number of banknotes each, as many as possible)."""
    share = price // ((players - 1) * BANKNOTE) * BANKNOTE
    return share, price - share * (players - 1)


_ACTION_CLASSES = (Bid, Pass, Duel, MoveVehicle, Rumor)


def _apply_checked(state: State, action: PappyAction) -> State:
    if state.phase is _OVER:
        raise _refuse("game-over", "the game is over", action, None)
    kind = type(action)
    if kind not in _ACTION_CLASSES:  # exactly one of the classes: a subclass is refused
        raise _refuse(
            "not-an-action", f"{brief(action)} is not a Pappy Winchester action", action, None
        )
    seat = action.player
    if type(seat) is not int or not 0 <= seat < state.deal.players:
        raise _refuse("no-such-seat", f"there is no seat {brief(seat)}", action, None)
    if type(action) is MoveVehicle:
        return _move(state, action, seat)
    if type(action) is Rumor:
        return _rumor(state, action, seat)
    if state.phase is not _BIDDING:
        raise _refuse("not-bidding", "no auction is going on", action, seat)
    if type(action) is Duel:
        return _duel(state, action, seat)
    if type(action) is Bid:
        return _bid(state, action, seat)
    assert type(action) is Pass  # the last of the classes
    return _pass(state, action, seat)


def _bid(state: State, action: Bid, seat: int) -> State:
    """A bid by a seat of the game: an amount that is an ``int``, then the shared auction's."""
    amount = action.amount
    if type(amount) is not int:
        raise _refuse(
            "not-an-amount",
            f"a bid is a whole number of dollars (an int), not {brief(amount)}",
            action,
            seat,
        )
    auction = state.auction
    assert auction is not None  # during BIDDING
    try:  # the shared auction refuses a bid with the auction rule it breaks
        auction = auctions.bid(auction, seat, amount)
    except IllegalActionError as error:
        error.action = action
        raise
    return _bidding_goes_on(state, auction)


def _pass(state: State, action: Pass, seat: int) -> State:
    """A pass by a seat of the game, in the shared drop-out auction."""
    auction = state.auction
    assert auction is not None  # during BIDDING
    try:  # the shared auction refuses a pass out of turn
        auction = auctions.pass_bid(auction, seat)
    except IllegalActionError as error:
        error.action = action
        raise
    return _bidding_goes_on(state, auction)


def _bidding_goes_on(state: State, auction: DropOutAuction) -> State:
    """The state with the auction after a bid or a pass; the plot is bought once it is
    over."""
    if auctions.is_finished(auction):
        return _sold(state, auction)
    return State(state.deal, state.table, _BIDDING, auction)


def _duel(state: State, action: Duel, seat: int) -> State:
    auction = state.auction
    assert auction is not None  # during BIDDING
    active, turn = auction.active, auction.turn
    expected = active[turn]
    if seat != expected:
        raise _refuse(
            "not-your-turn", f"it is seat {expected}'s turn, not seat {seat}'s", action, seat
        )
    if len(active) != 2:
        raise _refuse(
            "duel-not-allowed",
            f"a duel needs exactly two bidders left, not {len(active)}",
            action,
            seat,
        )
    table = state.table
    if not table.duel_tokens[seat]:
        raise _refuse("no-duel-token", f"seat {seat} has used its Duel token", action, seat)
    last_bid = _duel_price(auction)
    if not _can_pay_duel(auction, seat, state.deal.options):  # R4
        raise _refuse(
            "duel-above-money",
            f"seat {seat} holds ${auction.budgets[seat]}: drawing Bang! it would pay the last"
            f" bid, ${last_bid}, which it cannot",
            action,
            seat,
        )
    other = active[1 - turn]
    deck, rng = shuffle(table.rng, DUEL_CARDS)
    winner, loser = (seat, other) if deck[0] is DuelCard.BANG else (other, seat)
    price = min(last_bid, table.money[winner])  # R4
    tokens = table.duel_tokens
    t = table
    table = Table(
        rng, t.money, t.saloon, t.owners, t.claimed, tokens[:seat] + (False,) + tokens[seat + 1 :],
        t.known, t.first, t.draws, t.plot, t.locomotive, t.boat,
        LastDuel(t.plot, seat, winner, loser, price), t.bought, t.bought_for, t.activated,
        t.looked_at,
    )  # fmt: skip
    return _buy(state.deal, winner, price, table)


def _can_pay_duel(auction: DropOutAuction, seat: int, options: Options) -> bool:
    """Whether ``seat`` may declare a duel for what it holds (R4): it can pay the last bid
    (its money during an auction is its budget in it), or ``Options.duel_all_in``. The one
    test behind both the legal actions and ``apply``."""
    return auction.budgets[seat] >= _duel_price(auction) or options.duel_all_in


def _duel_price(auction: DropOutAuction) -> int:
    """What the Bang! holder of a duel declared now pays (R4): the last bid, or $1000 when
    no bid was made yet (all it holds, if less, unless it committed to it)."""
    return auction.high_bid if auction.high_bidder is not None else BANKNOTE


def _buy(deal: Deal, buyer: int, price: int, table: Table) -> State:
    """``buyer`` pays ``price`` for ``table.plot`` and takes it (steps 2 and 3 of a turn)."""
    players = deal.players
    plot = table.plot
    index = plot - 1
    money = list(table.money)
    money[buyer] -= price
    share, tip = _share_out(price, players)
    for other in range(players):
        if other != buyer:
            money[other] += share
    tips_before = table.saloon
    saloon = tips_before + tip
    owners = table.owners[:index] + (buyer,) + table.owners[index + 1 :]
    token = deal.bonus[index]
    empty_saloon = False
    if token is _SALOON:  # R6
        money[buyer] += tips_before
        saloon = tip
        empty_saloon = tips_before == 0
    card = deal.cards[index]
    if card is not None:
        money[buyer] += card
    claimed = table.claimed
    if None in claimed:  # R10: the buyer's shared objectives
        plots = owners.count(buyer)
        mine: frozenset[int] | None = None  # the buyer's plots, gathered once if needed
        facts = _facts(deal.options.content.board)
        last = not table.draws
        for pile, objective in enumerate(deal.objectives):
            if claimed[pile] is not None:
                continue
            fewest, check = _SHARED_CHECKS_BY_ID[id(objective)]
            if plots < fewest:
                continue
            if mine is None:
                mine = frozenset([n for n, owner in enumerate(owners, 1) if owner == buyer])
            if check(facts, mine, deal.bonus, last, empty_saloon):
                claimed = claimed[:pile] + (buyer,) + claimed[pile + 1 :]
                money[buyer] += deal.piles[pile]
    t = table
    if token is _MOVEMENT or token is _RUMOR_TOKEN:
        after = Table(
            t.rng, tuple(money), saloon, owners, claimed, t.duel_tokens, t.known, buyer,
            t.draws, plot, t.locomotive, t.boat, t.last_duel, plot, price, t.activated,
            t.looked_at,
        )  # fmt: skip
        # with 3+ seats another seat's card is always hidden, so a Rumor always has a target
        return State(deal, after, _MOVE if token is _MOVEMENT else _RUMOR, None)
    return _next_turn(
        deal, t.rng, tuple(money), saloon, owners, claimed, t.duel_tokens, t.known, buyer,
        t.draws, t.locomotive, t.boat, t.last_duel, plot, price, t.activated, t.looked_at,
    )  # fmt: skip


_Check = Callable[[_BoardFacts, frozenset[int], tuple[BonusKind, ...], bool, bool], bool]

_KINDS = tuple(BonusKind)
_TERRAINS = len(Terrain)

_SHARED_CHECKS: Mapping[SharedObjective, tuple[int, _Check]] = MappingProxyType(
    {
        SharedObjective.ONE_OF_EACH_TERRAIN: (_TERRAINS, lambda facts, mine, bonus, last, empty: (
            len({facts.terrain[n - 1] for n in mine}) == _TERRAINS
        )),
        SharedObjective.ONE_OF_EACH_TOKEN: (len(_KINDS), lambda facts, mine, bonus, last, empty: (
            len({bonus[n - 1] for n in mine}) == len(_KINDS)
        )),
        SharedObjective.FIVE_PLOTS: (5, lambda facts, mine, bonus, last, empty: True),
        SharedObjective.LAST_AUCTION: (1, lambda facts, mine, bonus, last, empty: last),
        SharedObjective.THREE_ADJACENT: (3, lambda facts, mine, bonus, last, empty: (
            largest_connected_group(facts.board, mine) >= 3
        )),
        SharedObjective.FOUR_TOKENS_ALIKE: (4, lambda facts, mine, bonus, last, empty: (
            max([bonus[n - 1] for n in mine].count(k) for k in _KINDS) >= 4
        )),
        SharedObjective.THREE_AWAY_FROM_RIVER: (3, lambda facts, mine, bonus, last, empty: (
            len(mine & facts.away_from_river) >= 3
        )),
        SharedObjective.THREE_AWAY_FROM_RAILWAY: (3, lambda facts, mine, bonus, last, empty: (
            len(mine & facts.away_from_railway) >= 3
        )),
        SharedObjective.EMPTY_SALOON: (1, lambda facts, mine, bonus, last, empty: empty),
        SharedObjective.FOUR_APART: (4, lambda facts, mine, bonus, last, empty: (
            sum(not facts.neighbours[n - 1] & mine for n in mine) >= 4
        )),
    }
)  # fmt: skip
"""Each shared objective (R10) as ``(the fewest plots it needs, its test)``; the test takes
``(board facts, the buyer's plots, the bonus tokens, whether this was the last auction,
whether a Saloon token found no tips)`` and is asked only of a buyer with enough plots."""
_SHARED_CHECKS_BY_ID: Mapping[int, tuple[int, _Check]] = MappingProxyType(
    {id(objective): entry for objective, entry in _SHARED_CHECKS.items()}
)
"""The same, keyed by ``id``: enum members are singletons, and an enum's hash is a Python
call that a purchase would pay five times."""


def _move(state: State, action: MoveVehicle, seat: int) -> State:
    table = state.table
    if state.phase is not _MOVE:
        raise _refuse("no-movement", "no Movement token is waiting to be used", action, seat)
    if seat != table.first:
        raise _refuse("not-your-turn", f"seat {table.first} uses the Movement token", action, seat)
    vehicle = action.vehicle
    track = _track(state.deal.options.content.board, vehicle)
    if track is None:
        raise _refuse("not-a-vehicle", f"{brief(vehicle)} is not a vehicle", action, seat)
    square = action.square
    if type(square) is not int or not 0 <= square < len(track):
        raise _refuse(
            "vehicle-off-track",
            f"the {vehicle.value} has squares 0 to {len(track) - 1}, not {brief(square)}",
            action,
            seat,
        )
    money = list(table.money)
    owners = table.owners
    for _, owner in _movement_pay(track[square], owners):
        money[owner] += BANKNOTE
    locomotive, boat = table.locomotive, table.boat
    if vehicle is Vehicle.LOCOMOTIVE:
        locomotive = square
    else:
        boat = square
    t = table
    return _next_turn(
        state.deal, t.rng, tuple(money), t.saloon, owners, t.claimed, t.duel_tokens, t.known,
        t.first, t.draws, locomotive, boat, t.last_duel, t.bought, t.bought_for, vehicle,
        t.looked_at,
    )  # fmt: skip


def _is_card(card: object) -> bool:
    """Whether ``card`` is exactly a :class:`~.model.HiddenCard` whose fields are exactly a
    :class:`~.model.HiddenKind` member and two ``int``."""
    return (
        type(card) is HiddenCard
        and type(card.kind) is HiddenKind
        and type(card.where) is int
        and type(card.slot) is int
    )


def _track(board: Board, vehicle: object) -> tuple[frozenset[int], ...] | None:
    """The squares of ``vehicle``'s track: the railway for the Locomotive, the river for the
    Boat; ``None`` for what is not a vehicle."""
    if vehicle is Vehicle.LOCOMOTIVE:
        return board.railway
    if vehicle is Vehicle.BOAT:
        return board.river
    return None


def _movement_pay(
    square: frozenset[int], owners: tuple[int | None, ...]
) -> tuple[tuple[int, int], ...]:
    """``(plot, owner)`` for each owned plot touching the activated vehicle's ``square``, by
    plot number: each brings $1000 from the bank to its owner (R7)."""
    return tuple((n, owner) for n in sorted(square) if (owner := owners[n - 1]) is not None)


def _rumor(state: State, action: Rumor, seat: int) -> State:
    table = state.table
    if state.phase is not _RUMOR:
        raise _refuse("no-rumor", "no Rumor token is waiting to be used", action, seat)
    if seat != table.first:
        raise _refuse("not-your-turn", f"seat {table.first} uses the Rumor token", action, seat)
    board = state.deal.options.content.board
    card = action.card
    if not _is_card(card):  # before comparing: HiddenCard(MINE, 2.0) == HiddenCard(MINE, 2)
        raise _refuse(
            "not-a-card",
            f"{brief(card)} is not a HiddenCard of a HiddenKind, an int place and an int slot",
            action,
            seat,
        )
    if action not in _rumor_actions(table.owners, state.deal.players, board, seat):
        raise _refuse(
            "card-not-hidden", f"{brief(card)} is not a face-down card to look at", action, seat
        )
    t = table
    known = t.known
    known = known[:seat] + (known[seat] | {action.card},) + known[seat + 1 :]
    return _next_turn(
        state.deal, t.rng, t.money, t.saloon, t.owners, t.claimed, t.duel_tokens, known, t.first,
        t.draws, t.locomotive, t.boat, t.last_duel, t.bought, t.bought_for, t.activated,
        action.card,
    )  # fmt: skip


# -- the end ------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether every plot has been bought (and its bonus token used).

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State (checked first: a
        View has a ``phase`` too).
    """
    if type(state) is not State:
        raise _not_a_state(state)
    return state.phase is _OVER


def _public(
    position: State | View,
) -> tuple[int, Board, tuple[int | None, ...], tuple[BonusKind, ...]]:
    """``(players, board, owners, bonus tokens)`` of a state or a view: what every seat sees.

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    """
    if type(position) is State:
        deal = position.deal
        return deal.players, deal.options.content.board, position.table.owners, deal.bonus
    if type(position) is not View:
        raise _not_a_position(position)
    return position.players, position.options.content.board, position.owners, position.bonus


def _hidden(
    position: State | View,
) -> tuple[tuple[int | None, ...], tuple[tuple[SecretObjective | None, ...], ...]]:
    """``(money, Secret Objective hands)`` of a state, or as much of them as a view shows
    (``None`` where hidden)."""
    if isinstance(position, State):  # an exact State or View: _public checked
        return position.table.money, position.deal.secrets
    return position.money, position.secrets


def _plots_of(owners: tuple[int | None, ...], seat: int) -> frozenset[int]:
    return frozenset(n for n, owner in enumerate(owners, start=1) if owner == seat)


def secret_objective_value(position: State | View, seat: int) -> int:
    """What ``seat``'s Secret Objective cards are worth now, in dollars, from a state or
    from a view that shows both of its cards (the viewer's own, those it looked at with
    Rumor tokens, every seat's at the end).

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    :raises ValueError: if ``seat`` is not a seat of the game, or ``position`` is a view
        hiding one of ``seat``'s cards.
    """
    players, board, owners, bonus = _public(position)
    _check_seat(players, seat)
    _, hands = _hidden(position)
    mine = _plots_of(owners, seat)
    total = 0
    for objective in hands[seat]:
        if objective is None:
            raise ValueError(f"this view does not show seat {seat}'s Secret Objective cards")
        total += secret_objective_worth(board, objective, mine, bonus)
    return total


def fortunes(position: State | View) -> tuple[tuple[dict[str, int], ...], tuple[int, ...]]:
    """Each seat's fortune so far in parts (``"banknotes"``, ``"secret objectives"``,
    ``"most plots"``, in that order) and which seats would get the most-plots bonus (1) or
    not (0) (R11).

    From a view, a seat's parts hold only what that view shows: ``"banknotes"`` where its
    money is shown (the viewer's own; every seat's with ``Options.open_money``),
    ``"secret objectives"`` where both its cards are shown (see
    :func:`secret_objective_value`); ``"most plots"`` is always there (the hats are
    public). At the end every view shows everything, and gives the state's answer.
    """
    players, board, owners, _ = _public(position)
    plots = [_plots_of(owners, seat) for seat in range(players)]
    leaders = most([len(p) for p in plots], [largest_connected_group(board, p) for p in plots])
    money, hands = _hidden(position)
    parts = []
    for seat in range(players):
        part: dict[str, int] = {}
        banknotes = money[seat]
        if banknotes is not None:
            part["banknotes"] = banknotes
        if None not in hands[seat]:
            part["secret objectives"] = secret_objective_value(position, seat)
        part["most plots"] = MOST_PLOTS_BONUS if seat in leaders else 0
        parts.append(part)
    return tuple(parts), tuple(int(seat in leaders) for seat in range(players))


def outcome(state: State) -> Outcome:
    """Scores are fortunes in dollars; ties by cash (banknotes and the most-plots bonus),
    then by a Duel token still held (R11).

    :raises GameNotOverError: while the game is going on.
    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    if type(state) is not State:
        raise _not_a_state(state)
    if state.phase is not _OVER:
        raise GameNotOverError("the Pappy Winchester game is not over")
    parts, _ = fortunes(state)
    scores = [sum(p.values()) for p in parts]
    cash = [p["banknotes"] + p["most plots"] for p in parts]
    duel = [int(held) for held in state.table.duel_tokens]
    return rank(scores, (cash, duel), parts)


def money_bound(players: int, content: Content | None = None) -> int:
    """The most money one seat can ever hold in a game of ``players`` seats played with
    ``content`` (the standard content by default): all the money that can come into play,
    which is every seat's starting money, the saloon's first tips, every shared-objective
    pile, the best Mine cards on the mines, the best Ranch card, and, for each Movement
    token, $1000 for each plot beside the square touching the most plots. Nothing else
    pays during the game (the most-plots bonus is paid at the final scoring). No bid can
    exceed it.

    :raises SetupError: if ``players`` is out of range or ``content`` is not a
        :class:`~.content.Content`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if content is None:
        content = _DEFAULT_OPTIONS.content
    elif type(content) is not Content:
        raise SetupError(
            f"{NAME}: content must be a pappy_winchester Content, not {brief(content)}"
        )
    board = content.board
    best_mines = sorted(content.mine_cards, reverse=True)[: len(board.mines)]
    busiest = max(map(len, board.railway + board.river))
    movements = content.bonus_tokens.count(BonusKind.MOVEMENT)
    return (
        players * content.starting_money
        + content.saloon_start
        + sum(content.objective_piles)
        + sum(best_mines)
        + max(content.ranch_cards)
        + movements * busiest * BANKNOTE
    )


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on the actions in a game: per plot, one bid per $1000 up to
    :func:`money_bound` (bids rise by $1000 at least), a pass per seat, a duel and a token
    decision.

    :raises SetupError: if ``players`` is out of range or ``options`` is not valid.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    content = _check_options(options, players).content
    bids = money_bound(players, content) // BANKNOTE
    return len(content.board.plots) * (bids + players + 2)
