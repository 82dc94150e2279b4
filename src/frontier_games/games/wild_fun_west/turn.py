"""A turn of *Wild Fun West*, step by step in the rulebook's order: the beginning, Step I
(each profession revealed, offered, auctioned and settled), a swap moment, Step II (three
buildings revealed, bid on and settled), a second swap moment and Step III (Receiving
Income), then the next turn.

Each function takes a position and the parts of it a move has changed, and returns the next
position at which a seat must decide, moving through every step that needs no decision.
These run after every auction of every playout, so they rebuild each frozen part once,
naming what changes (``evolve``).
"""

from __future__ import annotations

from operator import sub

from frontier_games import auction as auctions
from frontier_games.auction import (
    ContributionAuction,
    ReentryAuction,
    SealedAuction,
)
from frontier_games.deck import Deck, draw
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TURN,
    BILLY_THE_KID_REWARD,
    BUILDINGS_UP,
    PROFESSIONS_PER_TURN,
    Bidding,
    Building,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Cards,
    Phase,
    Setup,
    Sold,
    State,
    Turn,
)
from frontier_games.games.wild_fun_west.table import (
    TURN_ORDERS,
    bans_on,
    bidders,
    income_total,
    objective_count,
    with_cards,
    without_card,
)
from frontier_games.rng import Rng

__all__ = [
    "SWAP_PHASES",
    "TAKERS",
    "asking",
    "at_phase",
    "auction_profession",
    "begin_turn",
    "bid_on_buildings",
    "build",
    "draw_buildings",
    "next_reveal",
    "next_swapper",
    "revealing",
    "settle_buildings",
    "settle_profession",
]


SWAP_PHASES = frozenset((Phase.SWAP_BEFORE_BUILDINGS, Phase.SWAP_BEFORE_INCOME))


TAKERS: dict[Profession, Character] = {
    Profession.SHERIFF: Character.BILL_MCDONALD,
    Profession.DENTIST: Character.DOC_HOLLIDAY,
    Profession.GAMBLER: Character.DOC_HOLLIDAY,
    Profession.STAGECOACH_DRIVER: Character.WILD_BILL_HICKOK,
    Profession.MARSHAL: Character.WILD_BILL_HICKOK,
}

"""The character who may take each profession without bidding when it is revealed."""


def revealing(
    turn: Turn,
    reveals_left: int,
    revealed: Profession | None,
    bidding: Bidding | None,
    sold: Sold | None = None,
) -> Turn:
    """``turn`` with another profession up for auction (or none), and ``sold`` (if given)
    the last auction's end."""
    if sold is None:
        return turn.evolve(reveals_left=reveals_left, revealed=revealed, bidding=bidding)
    return turn.evolve(reveals_left=reveals_left, revealed=revealed, bidding=bidding, sold=sold)


def at_phase(
    state: State,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    phase: Phase,
    waiting: tuple[int, ...] = (),
    auction: ReentryAuction | SealedAuction | ContributionAuction | None = None,
) -> State:
    """The position after ``state`` at ``phase``, asking ``waiting`` (if any) or running
    ``auction``: ``state`` with every part but its setup replaced."""
    return state.evolve(
        turn=turn,
        cards=cards,
        money=money,
        phase=phase,
        waiting=waiting,
        auction=auction,
        activations=0,
        rng=rng,
    )


def begin_turn(
    state: State, previous: Turn, first: int, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """A new turn after ``previous``, ``first`` holding the First Player card: the
    beginning's abilities are offered, then Step I starts."""
    setup = state.setup
    number = previous.number + 1
    used = previous.used
    reveals = PROFESSIONS_PER_TURN.get(setup.players, 3)
    last = number >= setup.options.turn_limit  # the turn limit: this turn is the last
    turn = previous.evolve(
        number=number,
        first=first,
        forbidden=None,
        earp_switched=False,
        sheriff_free=False,
        reveals_left=reveals,
        revealed=None,
        bidding=None,
        last=last,
    )
    offered = []
    for seat in TURN_ORDERS[setup.players][first]:
        character = setup.characters[seat]
        if character in used:
            continue
        if character is Character.ANNIE_OAKLEY or (
            character is Character.BELLE_STARR and number >= BELLE_STARR_TURN
        ):
            offered.append(seat)
    if offered:
        return at_phase(state, turn, cards, money, rng, Phase.BEGINNING, tuple(offered))
    return next_reveal(state, turn, cards, money, rng)


def next_reveal(
    state: State,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    hands: tuple[tuple[Profession, ...], ...] | None = None,
    discards: tuple[Profession, ...] | None = None,
    sold: Sold | None = None,
) -> State:
    """Reveal the next profession of Step I (offering it to the characters who may take it
    or switch its auction), or, when the turn's reveals are done, go to the swap moment.

    ``hands`` and ``discards``, when given, are where the last profession went, and
    ``sold`` how its auction ended: the cards and the turn are rebuilt once for both.
    """
    setup = state.setup
    deck = cards.deck
    if discards is None:
        discards = cards.discards
    if not turn.reveals_left or not (deck or discards):
        cards = cards.evolve(hands=cards.hands if hands is None else hands, discards=discards)
        turn = revealing(turn, turn.reveals_left, None, None, sold)
        return _swap_moment(state, turn, cards, money, rng, Phase.SWAP_BEFORE_BUILDINGS)
    if deck:
        card, deck = deck[-1], deck[:-1]
    else:
        # The discards become the deck at the draw that finds it empty (rules notes, W13):
        # the shared deck's draw shuffles them in then. It is asked only then, and for the
        # discards alone: handed the last card of the deck with the discards beside it, it
        # would shuffle them in at once, without the cards discarded before the next draw
        # (the card revealed now, if nobody wins it), and the generator would be drawn at
        # another moment than the game's.
        (card,), rest, rng = draw(Deck((), discards), rng)
        deck, discards = rest.draw_pile, ()
    cards = cards.evolve(
        hands=cards.hands if hands is None else hands, deck=deck, discards=discards
    )
    bidding = setup.options.content._cards[card].bidding
    turn = revealing(turn, turn.reveals_left - 1, card, bidding, sold)
    taker = TAKERS.get(card)
    earp = setup.seat_of(Character.WYATT_EARP)
    if taker is not None or earp is not None:
        offered = []
        if taker is not None:
            seat = setup.seat_of(taker)
            if seat is not None and (taker is Character.DOC_HOLLIDAY or taker not in turn.used):
                offered.append(seat)
        if earp is not None and not turn.earp_switched:
            offered.append(earp)
        if offered:
            return at_phase(state, turn, cards, money, rng, Phase.REVEAL, tuple(offered))
    return auction_profession(state, turn, cards, money, rng)


def auction_profession(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """Step I: the profession revealed goes up for auction, open or closed as
    ``turn.bidding`` says, among this turn's bidders."""
    setup = state.setup
    seats = bidders(setup, turn)
    auction: ReentryAuction | SealedAuction
    if turn.bidding is Bidding.CLOSED:
        auction = SealedAuction.start(seats, money)
    else:
        auction = ReentryAuction.start(seats, money)
    return at_phase(state, turn, cards, money, rng, Phase.PROFESSION_BIDDING, (), auction)


def settle_profession(state: State, auction: ReentryAuction | SealedAuction) -> State:
    """The auction is over: everyone pays what it owes, the card goes to the winner's hand
    or to the discards, and the next profession is revealed."""
    result = auctions.result(auction)
    money = tuple(map(sub, state.money, result.paid))
    cards, turn = state.cards, state.turn
    card, bidding = turn.revealed, turn.bidding
    assert card is not None
    assert bidding is not None
    bids = auction.bids if type(auction) is SealedAuction else None
    winner = result.winner
    sold = Sold(card, bidding, winner, result.price, bids)
    if winner is None:
        discards = (*cards.discards, card)
        return next_reveal(state, turn, cards, money, state.rng, None, discards, sold)
    hands = with_cards(cards.hands, winner, card)
    return next_reveal(state, turn, cards, money, state.rng, hands, None, sold)


def _swap_moment(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng, phase: Phase
) -> State:
    """A swap moment: every seat that has something to decide, in turn order."""
    setup = state.setup
    order = TURN_ORDERS[setup.players][turn.first]
    return next_swapper(state, turn, cards, money, rng, phase, order)


def _has_choice(setup: Setup, turn: Turn, cards: Cards, seat: int) -> bool:
    """Whether ``seat`` has anything to decide in a swap moment, as everyone can see: cards
    in hand, or Buffalo Bill's ability (money is secret, so a seat with cards is asked
    even if it cannot pay)."""
    if cards.hands[seat]:
        return True
    character = setup.characters[seat]
    return (
        character is Character.BUFFALO_BILL and character not in turn.used and len(cards.town) <= 2
    )


def next_swapper(
    state: State,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    phase: Phase,
    waiting: tuple[int, ...],
) -> State:
    """Ask the first of ``waiting`` with something to decide; when nobody is left, the
    moment is over."""
    setup = state.setup
    while waiting and not _has_choice(setup, turn, cards, waiting[0]):
        waiting = waiting[1:]
    if waiting:
        return at_phase(state, turn, cards, money, rng, phase, waiting)
    if phase is Phase.SWAP_BEFORE_BUILDINGS:
        return _reveal_buildings(state, turn, cards, money, rng)
    return _receive_income(state, turn, cards, money, rng)


def asking(state: State, waiting: tuple[int, ...]) -> State:
    """``state`` asking ``waiting`` now, the first of them with no activation yet."""
    return state.evolve(waiting=waiting, activations=0)


def draw_buildings(cards: Cards, rng: Rng) -> tuple[Cards, Rng]:
    """Reveal up to three buildings, the discards shuffled in when a draw finds the deck
    empty (rules notes, W23)."""
    deck, discards = cards.building_deck, cards.building_discards
    # The deck's own cards first, then the shared deck's draw from the discards alone
    # (shuffled in as it starts): handed the deck and the discards together, it would
    # shuffle the discards in as soon as the deck's last card is drawn, before the buildings
    # not built this turn are discarded (see next_reveal).
    up, rest, rng = draw(Deck(deck, ()), rng, min(BUILDINGS_UP, len(deck)))
    deck = rest.draw_pile
    short = min(BUILDINGS_UP - len(up), len(discards))
    if short:
        more, rest, rng = draw(Deck((), discards), rng, short)
        up, deck, discards = up + more, rest.draw_pile, ()
    return (
        cards.evolve(building_deck=deck, building_discards=discards, buildings_up=up),
        rng,
    )


def _reveal_buildings(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    setup = state.setup
    cards, rng = draw_buildings(cards, rng)
    if not cards.buildings_up:  # every building is built: nothing to bid on
        return _swap_moment(state, turn, cards, money, rng, Phase.SWAP_BEFORE_INCOME)
    custer = setup.seat_of(Character.GEORGE_CUSTER)
    if custer is not None and Character.GEORGE_CUSTER not in turn.used:
        return at_phase(state, turn, cards, money, rng, Phase.BUILDINGS_REVEALED, (custer,))
    return bid_on_buildings(state, turn, cards, money, rng)


def bid_on_buildings(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """Step II: the bidding on the buildings up opens, the first player first."""
    setup = state.setup
    auction = ContributionAuction.start(bidders(setup, turn), money, len(cards.buildings_up))
    return at_phase(state, turn, cards, money, rng, Phase.BUILDING_BIDDING, (), auction)


def settle_buildings(state: State, auction: ContributionAuction) -> State:
    """The bids are over: every seat pays what it placed (the bank takes all of it), and
    the building with the most money is built; on a tie Judge Roy Bean may choose."""
    result = auctions.result(auction)
    money = tuple(map(sub, state.money, result.paid))
    setup, turn, cards = state.setup, state.turn, state.cards
    if result.lot is not None:
        return build(state, turn, cards, money, state.rng, cards.buildings_up[result.lot])
    judge = setup.seat_of(Character.JUDGE_ROY_BEAN)
    if result.top_lots and judge is not None and Character.JUDGE_ROY_BEAN not in turn.used:
        return at_phase(state, turn, cards, money, state.rng, Phase.BUILDING_TIE, (judge,), auction)
    return build(state, turn, cards, money, state.rng, None)


def build(
    state: State,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    built: Building | None,
) -> State:
    """``built`` (if any) goes up in town, the other buildings are discarded, Billy the Kid
    collects for the Bank, and the game ends if a seat now has its objective."""
    setup = state.setup
    up = cards.buildings_up
    town = cards.town if built is None else (*cards.town, built)
    discards = (*cards.building_discards, *(b for b in up if b is not built))
    cards = cards.evolve(town=town, building_discards=discards, buildings_up=())
    billy = setup.seat_of(Character.BILLY_THE_KID)
    if built is Building.BANK and billy is not None and Character.BILLY_THE_KID not in turn.used:
        money = (*money[:billy], money[billy] + BILLY_THE_KID_REWARD, *money[billy + 1 :])
        turn = turn.evolve(used=turn.used | {Character.BILLY_THE_KID})
    target = setup.target
    if built is not None and any(  # only a new building can give a seat its objective
        built in card.buildings and objective_count(card, town) >= target
        for card in cards.objectives
    ):
        if not setup.options.finish_turn:
            return at_phase(state, turn, cards, money, rng, Phase.OVER)
        turn = turn.evolve(last=True)
    return _swap_moment(state, turn, cards, money, rng, Phase.SWAP_BEFORE_INCOME)


def _receive_income(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """Step III: every seat collects its income; the First Player card passes on; the turn
    ends (a Sheriff kept in play only by Bill McDonald's ability goes back to the hand)."""
    setup = state.setup
    content = setup.options.content
    players = setup.players
    active, town = cards.active, cards.town
    in_play = {profession for row in active for profession in row}
    money = tuple(
        money[seat] + income_total(content, active, town, seat, in_play) for seat in range(players)
    )
    if turn.sheriff_free:
        sheriff = Profession.SHERIFF
        for seat in range(players):
            if sheriff in cards.active[seat] and bans_on(content, cards.active, sheriff):
                cards = cards.evolve(
                    active=without_card(cards.active, seat, sheriff),
                    hands=with_cards(cards.hands, seat, sheriff),
                )
    first = (turn.first + 1) % players
    if turn.last or turn.number >= setup.options.turn_limit:
        over = turn.evolve(
            first=first,
            forbidden=None,
            earp_switched=False,
            sheriff_free=False,
            reveals_left=0,
            revealed=None,
            bidding=None,
            last=True,
        )
        return at_phase(state, over, cards, money, rng, Phase.OVER)
    return begin_turn(state, turn, first, cards, money, rng)
