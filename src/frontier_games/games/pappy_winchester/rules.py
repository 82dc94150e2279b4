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
R2. *Who is first* ("the last player to have watched a Western"): a random seat.
R3. *Nobody bids*: every seat passed; the first player buys for $1000, or for nothing if
    they hold less than $1000.
R4. *Duel*: declared by the seat whose turn it is in the auction, while exactly two
    bidders have not passed (whether or not a bid was made), with its Duel token, which
    is discarded. The two Pistol Duel cards are shuffled with the state's generator; the
    declaring seat gets the first. The Bang! holder pays the last bid made (whoever made
    it). If no bid was made yet it pays $1000, like the "nobody bids" rule. If it holds
    less than that price it pays all it holds (so a seat may win a duel it could not
    have bid for).
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
    card"); the card is recorded in ``State.known`` for that seat.
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
"""

from __future__ import annotations

from functools import lru_cache

from frontier_games import auction as auctions
from frontier_games.auction import BidRules, DropOutAuction
from frontier_games.core import (
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    check_player_count,
)
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    DUEL_CARDS,
    Board,
    BonusKind,
    DuelCard,
    SecretObjective,
    SharedObjective,
    away_from_railway,
    away_from_river,
    largest_connected_group,
    secret_objective_plots,
)
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    State,
    Vehicle,
)
from frontier_games.rng import Rng, randbelow, shuffle
from frontier_games.scoring import most, rank

__all__ = [
    "BID_RULES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOST_PLOTS_BONUS",
    "NAME",
    "actors",
    "apply",
    "fortunes",
    "is_over",
    "legal_actions",
    "max_actions",
    "new_game",
    "outcome",
    "rumor_targets",
    "secret_objective_value",
]

NAME = "pappy-winchester"
MIN_PLAYERS, MAX_PLAYERS = 3, 5
BID_RULES = BidRules(BANKNOTE, BANKNOTE, BANKNOTE)
"""Bids are in banknotes: at least $1000, raised by at least $1000."""
MOST_PLOTS_BONUS = 5000
"""What the seat(s) with the most plots receive at the end."""

_NOBODY: frozenset[int] = frozenset()
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_PASS: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(MAX_PLAYERS))
_DUEL: tuple[Duel, ...] = tuple(Duel(seat) for seat in range(MAX_PLAYERS))
_ORDERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((first + i) % players for i in range(players)) for first in range(players))
    for players in range(MAX_PLAYERS + 1)
)
_BIDS: dict[tuple[int, int], Bid] = {}


def _bid_action(seat: int, amount: int) -> Bid:
    key = (seat, amount)
    found = _BIDS.get(key)
    if found is None:
        found = _BIDS[key] = Bid(seat, amount)
    return found


@lru_cache(maxsize=4096)
def _bidding_actions(seat: int, low: int, high: int, duel: bool) -> tuple[PappyAction, ...]:
    bids = tuple(_bid_action(seat, amount) for amount in range(low, high + 1, BANKNOTE))
    return (*bids, _PASS[seat], *((_DUEL[seat],) if duel else ()))


@lru_cache(maxsize=256)
def _move_actions(seat: int, railway: int, river: int) -> tuple[MoveVehicle, ...]:
    return tuple(
        MoveVehicle(seat, vehicle, square)
        for vehicle, squares in ((Vehicle.LOCOMOTIVE, railway), (Vehicle.BOAT, river))
        for square in range(squares)
    )


# -- setup --------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Set up the board and deal, then draw the first Plot token.

    Bonus tokens are shuffled onto the plots, Mine cards onto the mines and one Ranch card
    onto the ranch (the unused cards go back unseen); one shared objective is dealt onto
    each pile of banknotes; each seat gets the starting money, a Duel token and two Secret
    Objective cards; the first player is random (R2), the Plot tokens are shuffled, and the
    vehicles start on the first square of their tracks (R1).

    :param players: 3 to 5.
    :param seed: the seed of the game's random generator.
    :param options: the content to play with (the standard board by default).
    :raises SetupError: if ``players`` is out of range or ``options`` is not an
        :class:`~.model.Options`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        options = Options()
    elif not isinstance(options, Options):
        raise SetupError(f"{NAME}: options must be a pappy-winchester Options, not {options!r}")
    content = options.content
    board = content.board
    rng = Rng.from_seed(seed)
    bonus, rng = shuffle(rng, content.bonus_tokens)
    mine_cards, rng = shuffle(rng, content.mine_cards)
    ranch_cards, rng = shuffle(rng, content.ranch_cards)
    shared, rng = shuffle(rng, tuple(SharedObjective))
    secret, rng = shuffle(rng, tuple(SecretObjective))
    if 2 * players > len(secret):
        raise SetupError(f"{NAME}: not enough Secret Objective cards for {players} players")
    first, rng = randbelow(rng, players)
    draws, rng = shuffle(rng, board.numbers)
    mine_of = dict(zip(sorted(board.mines), mine_cards, strict=False))
    cards = tuple(
        mine_of.get(n, ranch_cards[0] if n == board.ranch else None) for n in board.numbers
    )
    piles = content.objective_piles
    state = State(
        players=players,
        options=options,
        rng=rng,
        money=(content.starting_money,) * players,
        saloon=content.saloon_start,
        owners=(None,) * len(board.plots),
        bonus=bonus,
        cards=cards,
        objectives=shared[: len(piles)],
        piles=piles,
        claimed=(None,) * len(piles),
        secrets=tuple(secret[2 * seat : 2 * seat + 2] for seat in range(players)),
        duel_tokens=(True,) * players,
        known=(frozenset(),) * players,
        first=first,
        draws=draws,
        plot=0,
        auction=None,
        locomotive=0,
        boat=0,
        phase=Phase.BIDDING,
    )
    return _next_turn(state, state.money, state.owners, state.known, first, 0, 0)


def _next_turn(
    s: State,
    money: tuple[int, ...],
    owners: tuple[int | None, ...],
    known: tuple[frozenset[HiddenCard], ...],
    first: int,
    locomotive: int,
    boat: int,
) -> State:
    """The first player draws the next Plot token and its auction opens; or the game ends."""
    draws = s.draws
    if not draws:
        return State(
            s.players, s.options, s.rng, money, s.saloon, owners, s.bonus, s.cards,
            s.objectives, s.piles, s.claimed, s.secrets, s.duel_tokens, known, first,
            draws, 0, None, locomotive, boat, Phase.OVER,
        )  # fmt: skip
    order = _ORDERS[s.players][first]
    auction = DropOutAuction(order, money, BID_RULES, order, 0, 0, None)
    return State(
        s.players, s.options, s.rng, money, s.saloon, owners, s.bonus, s.cards,
        s.objectives, s.piles, s.claimed, s.secrets, s.duel_tokens, known, first,
        draws[1:], draws[0], auction, locomotive, boat, Phase.BIDDING,
    )  # fmt: skip


# -- who acts, what is legal --------------------------------------------------------------


def actors(state: State) -> frozenset[int]:
    """The seat to bid, or the buyer deciding a Movement or Rumor token; none at the end."""
    phase = state.phase
    if phase is Phase.BIDDING:
        auction = state.auction
        assert auction is not None
        return _ONLY[auction.active[auction.turn]]
    if phase is Phase.OVER:
        return _NOBODY
    return _ONLY[state.first]


def _duel_allowed(state: State, auction: DropOutAuction, seat: int) -> bool:
    return len(auction.active) == 2 and state.duel_tokens[seat]


def legal_actions(state: State, player: int) -> tuple[PappyAction, ...]:
    """Every action ``player`` may take now, in a fixed order: bids ascending, then Pass,
    then Duel; or each vehicle's squares; or each face-down card (:func:`rumor_targets`)."""
    phase = state.phase
    if phase is Phase.BIDDING:
        auction = state.auction
        assert auction is not None
        if auction.active[auction.turn] != player:
            return ()
        low = BANKNOTE if auction.high_bidder is None else auction.high_bid + BANKNOTE
        high = state.money[player]
        return _bidding_actions(player, low, high, _duel_allowed(state, auction, player))
    if phase is Phase.OVER or player != state.first:
        return ()
    if phase is Phase.MOVE:
        board = state.options.content.board
        return _move_actions(player, len(board.railway), len(board.river))
    return tuple(Rumor(player, card) for card in rumor_targets(state, player))


def rumor_targets(state: State, player: int) -> tuple[HiddenCard, ...]:
    """The face-down cards ``player`` may look at (R8): the other seats' Secret Objective
    cards, then the Mine cards of unbought mines and the Ranch card if the ranch is unbought."""
    board = state.options.content.board
    owners = state.owners
    objectives = tuple(
        HiddenCard(HiddenKind.OBJECTIVE, seat, slot)
        for seat in range(state.players)
        if seat != player
        for slot in range(len(state.secrets[seat]))
    )
    mines = tuple(
        HiddenCard(HiddenKind.MINE, plot)
        for plot in sorted(board.mines)
        if owners[plot - 1] is None
    )
    ranch = (HiddenCard(HiddenKind.RANCH, board.ranch),) if owners[board.ranch - 1] is None else ()
    return objectives + mines + ranch


# -- transitions --------------------------------------------------------------------------


def _refuse(rule: str, message: str, action: object, player: int | None) -> IllegalActionError:
    return IllegalActionError(rule, message, player=player, action=action)


def apply(state: State, action: PappyAction) -> State:
    """Return the state after ``action``; ``state`` is untouched.

    :raises IllegalActionError: with ``rule`` one of ``"game-over"``, ``"no-such-seat"``,
        ``"not-an-action"``, ``"not-bidding"`` (a bid, pass or duel outside an auction),
        ``"not-your-turn"``, ``"already-passed"``, ``"raise-too-small"``,
        ``"bid-not-a-multiple"``, ``"bid-above-money"``, ``"duel-not-allowed"`` (not
        exactly two bidders left), ``"no-duel-token"``, ``"no-movement"`` /
        ``"no-rumor"`` (no such decision pending), ``"vehicle-off-track"``,
        ``"not-a-vehicle"``, ``"card-not-hidden"``.
    """
    seat = getattr(action, "player", None)
    if state.phase is Phase.OVER:
        raise _refuse("game-over", "the game is over", action, seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise _refuse("no-such-seat", f"there is no seat {seat!r}", action, None)
    if isinstance(action, Bid | Pass | Duel):
        return _bidding(state, action, seat)
    if isinstance(action, MoveVehicle):
        return _move(state, action, seat)
    if isinstance(action, Rumor):
        return _rumor(state, action, seat)
    raise _refuse("not-an-action", f"{action!r} is not a Pappy Winchester action", action, seat)


def _bidding(state: State, action: Bid | Pass | Duel, seat: int) -> State:
    auction = state.auction
    if state.phase is not Phase.BIDDING or auction is None:
        raise _refuse("not-bidding", "no auction is going on", action, seat)
    if isinstance(action, Duel):
        return _duel(state, auction, action, seat)
    try:
        if isinstance(action, Bid):
            amount = action.amount
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise _refuse("raise-too-small", f"{amount!r} is not an amount", action, seat)
            auction = auctions.bid(auction, seat, amount)
        else:
            auction = auctions.pass_bid(auction, seat)
    except IllegalActionError as error:
        error.action = action
        raise
    if not auctions.is_finished(auction):
        s = state
        return State(
            s.players, s.options, s.rng, s.money, s.saloon, s.owners, s.bonus, s.cards,
            s.objectives, s.piles, s.claimed, s.secrets, s.duel_tokens, s.known, s.first,
            s.draws, s.plot, auction, s.locomotive, s.boat, Phase.BIDDING,
        )  # fmt: skip
    winner = auction.high_bidder
    if winner is None:  # R3: nobody bid, the first player must buy
        first = state.first
        return _buy(state, first, min(BANKNOTE, state.money[first]), state.rng, state.duel_tokens)
    return _buy(state, winner, auction.high_bid, state.rng, state.duel_tokens)


def _duel(state: State, auction: DropOutAuction, action: Duel, seat: int) -> State:
    expected = auction.active[auction.turn]
    if seat != expected:
        raise _refuse(
            "not-your-turn", f"it is seat {expected}'s turn, not seat {seat}'s", action, seat
        )
    if len(auction.active) != 2:
        raise _refuse(
            "duel-not-allowed",
            f"a duel needs exactly two bidders left, not {len(auction.active)}",
            action,
            seat,
        )
    if not state.duel_tokens[seat]:
        raise _refuse("no-duel-token", f"seat {seat} has used its Duel token", action, seat)
    other = auction.active[1 - auction.turn]
    deck, rng = shuffle(state.rng, DUEL_CARDS)
    winner = seat if deck[0] is DuelCard.BANG else other
    last_bid = auction.high_bid if auction.high_bidder is not None else BANKNOTE
    price = min(last_bid, state.money[winner])  # R4
    tokens = state.duel_tokens
    tokens = tokens[:seat] + (False,) + tokens[seat + 1 :]
    return _buy(state, winner, price, rng, tokens)


def _buy(state: State, buyer: int, price: int, rng: Rng, duel_tokens: tuple[bool, ...]) -> State:
    """``buyer`` pays ``price`` for ``state.plot`` and takes it (steps 2 and 3 of a turn)."""
    players = state.players
    plot = state.plot
    index = plot - 1
    money = list(state.money)
    money[buyer] -= price
    share = price // ((players - 1) * BANKNOTE) * BANKNOTE  # R5
    for other in range(players):
        if other != buyer:
            money[other] += share
    tip = price - share * (players - 1)
    tips_before = state.saloon
    saloon = tips_before + tip
    owners = state.owners[:index] + (buyer,) + state.owners[index + 1 :]
    token = state.bonus[index]
    empty_saloon = False
    if token is BonusKind.SALOON:  # R6
        money[buyer] += tips_before
        saloon = tip
        empty_saloon = tips_before == 0
    card = state.cards[index]
    if card is not None:
        money[buyer] += card
    board = state.options.content.board
    claimed = state.claimed
    mine = frozenset(n for n, owner in enumerate(owners, start=1) if owner == buyer)
    for pile, objective in enumerate(state.objectives):
        if claimed[pile] is None and _completed(
            objective, board, mine, owners, state.bonus, buyer, not state.draws, empty_saloon
        ):
            claimed = claimed[:pile] + (buyer,) + claimed[pile + 1 :]
            money[buyer] += state.piles[pile]
    s = state
    if token is BonusKind.MOVEMENT:
        phase = Phase.MOVE
    elif token is BonusKind.RUMOR:  # with 3+ seats another seat's card is always hidden
        phase = Phase.RUMOR
    else:
        phase = Phase.BIDDING
    after = State(
        s.players, s.options, rng, tuple(money), saloon, owners, s.bonus, s.cards,
        s.objectives, s.piles, claimed, s.secrets, duel_tokens, s.known, buyer, s.draws,
        plot, None, s.locomotive, s.boat, phase,
    )  # fmt: skip
    if phase is Phase.BIDDING:
        return _next_turn(after, after.money, owners, s.known, buyer, s.locomotive, s.boat)
    return after


def _completed(
    objective: SharedObjective,
    board: Board,
    mine: frozenset[int],
    owners: tuple[int | None, ...],
    bonus: tuple[BonusKind, ...],
    buyer: int,
    last: bool,
    empty_saloon: bool,
) -> bool:
    """Whether ``buyer``, who owns the plots ``mine``, has completed ``objective`` (R10)."""
    if objective is SharedObjective.ONE_OF_EACH_TERRAIN:
        return len({board.plots[n - 1].terrain for n in mine}) == 3
    if objective is SharedObjective.ONE_OF_EACH_TOKEN:
        return len({bonus[n - 1] for n in mine}) == len(BonusKind)
    if objective is SharedObjective.FIVE_PLOTS:
        return len(mine) >= 5
    if objective is SharedObjective.LAST_AUCTION:
        return last
    if objective is SharedObjective.THREE_ADJACENT:
        return len(mine) >= 3 and largest_connected_group(board, mine) >= 3
    if objective is SharedObjective.FOUR_TOKENS_ALIKE:
        kinds = [bonus[n - 1] for n in mine]
        return any(kinds.count(kind) >= 4 for kind in BonusKind)
    if objective is SharedObjective.THREE_AWAY_FROM_RIVER:
        return len(mine & away_from_river(board)) >= 3
    if objective is SharedObjective.THREE_AWAY_FROM_RAILWAY:
        return len(mine & away_from_railway(board)) >= 3
    if objective is SharedObjective.EMPTY_SALOON:
        return empty_saloon
    # FOUR_APART
    apart = sum(1 for n in mine if not board.plots[n - 1].neighbours & mine)
    return apart >= 4


def _move(state: State, action: MoveVehicle, seat: int) -> State:
    if state.phase is not Phase.MOVE:
        raise _refuse("no-movement", "no Movement token is waiting to be used", action, seat)
    if seat != state.first:
        raise _refuse("not-your-turn", f"seat {state.first} uses the Movement token", action, seat)
    board = state.options.content.board
    vehicle = action.vehicle
    if vehicle is Vehicle.LOCOMOTIVE:
        track = board.railway
    elif vehicle is Vehicle.BOAT:
        track = board.river
    else:
        raise _refuse("not-a-vehicle", f"{vehicle!r} is not a vehicle", action, seat)
    square = action.square
    if isinstance(square, bool) or not isinstance(square, int) or not 0 <= square < len(track):
        raise _refuse(
            "vehicle-off-track",
            f"the {vehicle.value} has squares 0 to {len(track) - 1}, not {square!r}",
            action,
            seat,
        )
    money = list(state.money)
    owners = state.owners
    for plot in track[square]:  # R7
        owner = owners[plot - 1]
        if owner is not None:
            money[owner] += BANKNOTE
    locomotive, boat = state.locomotive, state.boat
    if vehicle is Vehicle.LOCOMOTIVE:
        locomotive = square
    else:
        boat = square
    return _next_turn(state, tuple(money), owners, state.known, seat, locomotive, boat)


def _rumor(state: State, action: Rumor, seat: int) -> State:
    if state.phase is not Phase.RUMOR:
        raise _refuse("no-rumor", "no Rumor token is waiting to be used", action, seat)
    if seat != state.first:
        raise _refuse("not-your-turn", f"seat {state.first} uses the Rumor token", action, seat)
    if action.card not in rumor_targets(state, seat):
        raise _refuse(
            "card-not-hidden", f"{action.card!r} is not a face-down card to look at", action, seat
        )
    known = state.known
    known = known[:seat] + (known[seat] | {action.card},) + known[seat + 1 :]
    return _next_turn(state, state.money, state.owners, known, seat, state.locomotive, state.boat)


# -- the end ------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether every plot has been bought (and its bonus token used)."""
    return state.phase is Phase.OVER


def secret_objective_value(state: State, seat: int) -> int:
    """What ``seat``'s Secret Objective cards are worth now, in dollars."""
    board = state.options.content.board
    mine = [n for n, owner in enumerate(state.owners, start=1) if owner == seat]
    total = 0
    for objective in state.secrets[seat]:
        kind = objective.token_kind
        if kind is not None:
            count = sum(1 for n in mine if state.bonus[n - 1] is kind)
        else:
            plots = secret_objective_plots(board, objective) or frozenset()
            count = sum(1 for n in mine if n in plots)
        total += count * objective.dollars
    return total


def fortunes(state: State) -> tuple[tuple[dict[str, int], ...], tuple[int, ...]]:
    """Each seat's fortune in parts (``"banknotes"``, ``"secret objectives"``,
    ``"most plots"``) and which seats get the most-plots bonus (1) or not (0) (R11)."""
    board = state.options.content.board
    players = state.players
    plots = [
        [n for n, o in enumerate(state.owners, start=1) if o == seat] for seat in range(players)
    ]
    counts = [len(p) for p in plots]
    groups = [largest_connected_group(board, p) for p in plots]
    leaders = most(counts, groups)
    parts = tuple(
        {
            "banknotes": state.money[seat],
            "secret objectives": secret_objective_value(state, seat),
            "most plots": MOST_PLOTS_BONUS if seat in leaders else 0,
        }
        for seat in range(players)
    )
    return parts, tuple(int(seat in leaders) for seat in range(players))


def outcome(state: State) -> Outcome:
    """Scores are fortunes in dollars; ties by cash (banknotes and the most-plots bonus),
    then by a Duel token still held (R11).

    :raises GameNotOverError: while the game is going on.
    """
    if state.phase is not Phase.OVER:
        raise GameNotOverError("the Pappy Winchester game is not over")
    parts, _ = fortunes(state)
    scores = [sum(p.values()) for p in parts]
    cash = [p["banknotes"] + p["most plots"] for p in parts]
    duel = [int(held) for held in state.duel_tokens]
    return rank(scores, (cash, duel), parts)


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on the actions in a game: per plot, one bid per $1000 that could
    exist in the game, a pass per seat, a duel and a token decision.

    :raises SetupError: if ``players`` is out of range.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    content = (options or Options()).content
    plots = len(content.board.plots)
    most_per_move = max(len(squares) for squares in (*content.board.railway, *content.board.river))
    money = (
        players * content.starting_money
        + content.saloon_start
        + sum(content.objective_piles)
        + sum(content.mine_cards)
        + max(content.ranch_cards)
        + plots * most_per_move * BANKNOTE
    )
    return plots * (money // BANKNOTE + players + 2)
