"""The rules of *Wild Fun West* as pure functions: setup, who may act, legal actions,
transitions, income and the end.

A turn runs through the :class:`~.model.Phase` members in the rulebook's order: the
beginning (Annie Oakley, Belle Starr), Step I (each profession revealed, offered to the
characters who may take it or switch its auction, then auctioned), a swap moment, Step II
(three buildings revealed, George Custer's redraw, the building bids, Judge Roy Bean's
choice on a tie), a second swap moment, and Step III (Receiving Income, paid at once).
Every "you may" ability is an action offered at its moment; ``Pass`` declines it.

The shared auctions (:mod:`frontier_games.auction`) run the bidding and keep the turn;
this module keeps the money and the cards. A bid or a placement, the step random playouts
take most, builds one auction and one :class:`~.model.State` and nothing else; the action
tables below are immutable values built at import.
"""

from __future__ import annotations

import attrs

from frontier_games import auction as auctions
from frontier_games.auction import (
    DOLLARS,
    ContributionAuction,
    ReentryAuction,
    SealedAuction,
)
from frontier_games.core import (
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    Timing,
    brief,
    not_a,
)
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    BELLE_STARR_TAKES,
    BELLE_STARR_TURN,
    BILLY_THE_KID_REWARD,
    BUILDINGS_UP,
    CHARACTER_INCOME,
    DOC_HOLLIDAY_PRICE,
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MINIMUM_INCOME,
    PROFESSIONS_PER_TURN,
    PROTECTED_FROM_BELLE_STARR,
    SHORT_GAME_TARGET,
    STANDARD_CONTENT,
    STARTING_MONEY,
    TARGET,
    Bidding,
    Building,
    Character,
    Content,
    Objective,
    ObjectiveSet,
    Profession,
    ProfessionCard,
    objective_sets,
    validate_content,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    Cards,
    ChooseBuilding,
    Claim,
    Exchange,
    Forbid,
    Income,
    IncomeItem,
    IncomeKind,
    Options,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    Setup,
    Sold,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    Turn,
    View,
    WildFunWestAction,
)
from frontier_games.rng import Rng, choice, shuffle
from frontier_games.scoring import rank

__all__ = [
    "MAX_PLAYERS",
    "MAX_TURN_LIMIT",
    "MIN_PLAYERS",
    "MONEY_CAP",
    "NAME",
    "actors",
    "apply",
    "banned",
    "checked_options",
    "income",
    "is_over",
    "legal_actions",
    "max_actions",
    "money_bound",
    "new_game",
    "objective_count",
    "outcome",
    "timing",
]

NAME = "wild-fun-west"
MAX_TURN_LIMIT = 200
"""The largest ``Options.turn_limit``."""
MONEY_CAP = 5000
"""The most money the content and turn limit may let one seat hold (:func:`money_bound`):
every bid table, and the action codec, is as long as that."""
_A_STATE = "a wild-fun-west State"
_A_POSITION = "a wild-fun-west State or View"
_SEALED, _OPEN = Bidding.CLOSED, Bidding.OPEN

# Immutable tables built once at import: who may act and the common actions are shared
# values, never rebuilt in a playout. Amounts beyond the tables are built when asked.
_TABLE_DOLLARS = 64
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_NOBODY: frozenset[int] = frozenset()
_PASSES = tuple(Pass(seat) for seat in range(MAX_PLAYERS))
_BIDS = tuple(
    tuple(Bid(seat, amount) for amount in range(_TABLE_DOLLARS + 1)) for seat in range(MAX_PLAYERS)
)
_PLACES = tuple(
    tuple(
        tuple(Place(seat, building, amount) for amount in range(_TABLE_DOLLARS + 1))
        for building in Building
    )
    for seat in range(MAX_PLAYERS)
)
"""``_PLACES[seat][building.index][amount]`` (amount 0 is never legal)."""
_ACTIVATES: tuple[dict[Profession, dict[Profession | None, Activate]], ...] = tuple(
    {
        profession: {
            replaced: Activate(seat, profession, replaced)
            for replaced in (None, *(p for p in Profession if p is not profession))
        }
        for profession in Profession
    }
    for seat in range(MAX_PLAYERS)
)
"""``_ACTIVATES[seat][profession][replaced]`` (``replaced`` ``None`` for a free place);
never changed after import."""
_ORDER: dict[Profession, int] = {profession: index for index, profession in enumerate(Profession)}
"""Each profession's place in enum order, the order hands and rows are kept in (never
changed after import)."""
_ORDERS = tuple(
    tuple(tuple((first + k) % players for k in range(players)) for first in range(players))
    for players in range(MAX_PLAYERS + 1)
)
"""``_ORDERS[players][first]``: the seats in turn order from ``first``."""
_QUEUED = frozenset(
    (
        Phase.BEGINNING,
        Phase.REVEAL,
        Phase.SWAP_BEFORE_BUILDINGS,
        Phase.BUILDINGS_REVEALED,
        Phase.BUILDING_TIE,
        Phase.SWAP_BEFORE_INCOME,
    )
)
"""The phases that ask the seats in ``State.waiting`` one by one."""
_SWAPS = frozenset((Phase.SWAP_BEFORE_BUILDINGS, Phase.SWAP_BEFORE_INCOME))
_TAKERS: dict[Profession, Character] = {
    Profession.SHERIFF: Character.BILL_MCDONALD,
    Profession.DENTIST: Character.DOC_HOLLIDAY,
    Profession.GAMBLER: Character.DOC_HOLLIDAY,
    Profession.STAGECOACH_DRIVER: Character.WILD_BILL_HICKOK,
    Profession.MARSHAL: Character.WILD_BILL_HICKOK,
}
"""The character who may take each profession without bidding when it is revealed."""
_FLAGS = ("short_game", "open_money", "finish_turn")


# -- setup --------------------------------------------------------------------------------


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats as
    :func:`new_game` checks them.

    :raises SetupError: naming the first thing that would not set up a game: ``players``
        not an int from 4 to 8, ``options`` not exactly an :class:`~.model.Options`, a flag
        not a ``bool``, a first player that is not a seat, an objective set not made for
        ``players``, characters not one different :class:`~.content.Character` per seat,
        a turn limit not an int from 1 to 200, content the rules cannot play, or content
        and a turn limit that let one seat's money pass :data:`MONEY_CAP`.
    """
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(
            f"{NAME} is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (an int), "
            f"not {brief(players)}"
        )
    if options is None:
        options = Options()
    elif type(options) is not Options:
        raise SetupError(f"{NAME}: options must be a wild-fun-west Options, not {brief(options)}")
    for flag in _FLAGS:
        value = getattr(options, flag)
        if type(value) is not bool:
            raise SetupError(f"{NAME}: option {flag} must be True or False, not {brief(value)}")
    first = options.first_player
    if first is not None and (type(first) is not int or not 0 <= first < players):
        raise SetupError(
            f"{NAME}: first_player must be None or a seat from 0 to {players - 1}, "
            f"not {brief(first)}"
        )
    chosen = options.objective_set
    if chosen is not None and (type(chosen) is not ObjectiveSet or chosen.players != players):
        names = ", ".join(s.name for s in objective_sets(players))
        raise SetupError(
            f"{NAME}: objective_set must be None or one of the {players}-player sets "
            f"({names}), not {brief(chosen)}"
        )
    characters = options.characters
    if characters is not None and (
        type(characters) is not tuple
        or len(characters) != players
        or any(type(c) is not Character for c in characters)
        or len(set(characters)) != players
    ):
        raise SetupError(
            f"{NAME}: characters must be None or a tuple of {players} different Character "
            f"members, one per seat, not {brief(characters)}"
        )
    limit = options.turn_limit
    if type(limit) is not int or not 1 <= limit <= MAX_TURN_LIMIT:
        raise SetupError(
            f"{NAME}: turn_limit must be an int from 1 to {MAX_TURN_LIMIT}, not {brief(limit)}"
        )
    content = options.content
    if content is not STANDARD_CONTENT:  # the standard content is checked at import
        validate_content(content)
    for objective_set in (chosen,) if chosen is not None else objective_sets(players):
        if len(content.objectives_of(objective_set)) != players:
            raise SetupError(
                f"{NAME}: the content's {objective_set.name} set must hold {players} "
                f"objective cards, one per seat"
            )
    bound = _money_bound(players, content, limit)
    if bound > MONEY_CAP:
        raise SetupError(
            f"{NAME}: with this content and a turn limit of {limit}, a seat could hold "
            f"${bound}; at most ${MONEY_CAP} is supported (lower the turn limit or the incomes)"
        )
    return options


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Deal the game: characters, one objective card each from a set for the player count,
    $5 each, both decks shuffled, the First Player card to a seat; turn 1 begins.

    :param players: 4 to 8.
    :param seed: the seed of the game's random generator.
    :param options: see :class:`~.model.Options`.
    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    content = options.content
    rng = Rng.from_seed(seed)
    characters = options.characters
    if characters is None:
        dealt, rng = shuffle(rng, tuple(Character))
        characters = dealt[:players]
    objective_set = options.objective_set
    if objective_set is None:
        objective_set, rng = choice(rng, objective_sets(players))
    assert objective_set is not None
    objectives, rng = shuffle(rng, content.objectives_of(objective_set))
    deck, rng = shuffle(rng, tuple(card.profession for card in content.professions))
    building_deck, rng = shuffle(rng, content.buildings)
    first = options.first_player
    if first is None:
        first, rng = choice(rng, range(players))
    assert first is not None
    target = SHORT_GAME_TARGET if options.short_game else TARGET
    setup = Setup(options, characters, objective_set, target)
    empty: tuple[tuple[Profession, ...], ...] = ((),) * players
    cards = Cards(objectives, empty, empty, deck, (), None, (), building_deck, (), (), None)
    return _begin_turn(setup, Turn(0, first), cards, (STARTING_MONEY,) * players, rng)


# -- facts every phase reads ---------------------------------------------------------------


def objective_count(objective: Objective, town: tuple[Building, ...]) -> int:
    """How many of ``objective``'s six buildings are built in ``town``."""
    return sum(building in town for building in objective.buildings)


def _card(content: Content, profession: Profession) -> ProfessionCard:
    return content._cards[profession]


def _bans(
    content: Content, active: tuple[tuple[Profession, ...], ...], profession: Profession
) -> tuple[Profession, ...]:
    """The professions in play that ban ``profession``."""
    by = content._banned_by.get(profession)
    if not by:
        return ()
    return tuple(other for row in active for other in row if other in by)


def banned(position: State | View, profession: Profession) -> bool:
    """Whether a profession in play (anyone's) bans ``profession`` now, so that it cannot
    enter play; bans on the Sheriff do not count while Bill McDonald's ability is on.

    :raises TypeError: if ``position`` is not a *Wild Fun West* state or view.
    :raises ValueError: if ``profession`` is not a :class:`~.content.Profession`.
    """
    content, _, active, _, sheriff_free = _public(position)
    if type(profession) is not Profession:
        raise ValueError(f"there is no profession {brief(profession)}")
    if sheriff_free and profession is Profession.SHERIFF:
        return False
    return bool(_bans(content, active, profession))


def _public(
    position: State | View,
) -> tuple[
    Content, tuple[Character, ...], tuple[tuple[Profession, ...], ...], tuple[Building, ...], bool
]:
    """The content, characters, professions in play, town and Sheriff immunity of a state
    or a view: what income and bans read, the same for ``view(state, p)`` as for ``state``."""
    if type(position) is State:
        cards = position.cards
        return (
            position.setup.options.content, position.setup.characters, cards.active,
            cards.town, position.turn.sheriff_free,
        )  # fmt: skip
    if type(position) is View:
        return (
            position.options.content, position.characters, position.active, position.town,
            position.sheriff_free,
        )  # fmt: skip
    raise not_a(_A_POSITION, position)


def income(position: State | View, seat: int) -> Income:
    """What ``seat`` would receive in Receiving Income now, line by line as Appendix 4
    itemises it: the character's $3, the blue arrows and bonuses of its professions in
    play, the red arrows of the professions in play of the seat on its right, and what
    tops the total up to $3. Bonuses pay only their card's owner.

    :raises TypeError: if ``position`` is not a *Wild Fun West* state or view.
    :raises ValueError: if ``seat`` is not a seat of the game.
    """
    content, characters, active, town, _ = _public(position)
    players = len(characters)
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {players}-player game")
    return _income(content, characters, active, town, seat)


def _income(
    content: Content,
    characters: tuple[Character, ...],
    active: tuple[tuple[Profession, ...], ...],
    town: tuple[Building, ...],
    seat: int,
) -> Income:
    in_play = {profession for row in active for profession in row}
    character = characters[seat]
    items = [IncomeItem(IncomeKind.CHARACTER, character, CHARACTER_INCOME)]
    own = [_card(content, profession) for profession in active[seat]]
    items.extend(IncomeItem(IncomeKind.OWN, card.profession, card.income) for card in own)
    for card in own:
        for bonus in card.in_play:
            subject = bonus.subject
            if subject in in_play or subject in town:
                items.append(
                    IncomeItem(IncomeKind.BONUS, card.profession, bonus.amount, subject, True)
                )
        for bonus in card.not_in_play:
            subject = bonus.subject
            if subject not in in_play and subject not in town:
                items.append(
                    IncomeItem(IncomeKind.BONUS, card.profession, bonus.amount, subject, False)
                )
    right = active[seat - 1]
    items.extend(
        IncomeItem(IncomeKind.NEIGHBOUR, profession, _card(content, profession).left_income)
        for profession in right
    )
    total = sum(item.amount for item in items)
    if total < MINIMUM_INCOME:
        items.append(IncomeItem(IncomeKind.MINIMUM, character, MINIMUM_INCOME - total))
        total = MINIMUM_INCOME
    return Income(seat, tuple(items), total)


def _income_total(
    content: Content,
    active: tuple[tuple[Profession, ...], ...],
    town: tuple[Building, ...],
    seat: int,
    in_play: set[Profession],
) -> int:
    """``_income(...).total``, without itemising it (Receiving Income, every turn);
    ``in_play`` is every profession in ``active``."""
    cards = content._cards
    total = CHARACTER_INCOME
    for profession in active[seat]:
        card = cards[profession]
        total += card.income
        for bonus in card.in_play:
            if bonus.subject in in_play or bonus.subject in town:
                total += bonus.amount
        for bonus in card.not_in_play:
            if bonus.subject not in in_play and bonus.subject not in town:
                total += bonus.amount
    for profession in active[seat - 1]:
        total += cards[profession].left_income
    return max(total, MINIMUM_INCOME)


def _money_bound(players: int, content: Content, turn_limit: int) -> int:
    best_own = max(
        (
            card.income
            + sum(max(b.amount, 0) for b in card.in_play)
            + sum(max(b.amount, 0) for b in card.not_in_play)
            for card in content.professions
        ),
        default=0,
    )
    best_left = max((card.left_income for card in content.professions), default=0)
    per_turn = max(
        MINIMUM_INCOME,
        CHARACTER_INCOME + MAX_ACTIVE * max(best_own, 0) + MAX_ACTIVE * max(best_left, 0),
    )
    windfalls = BILLY_THE_KID_REWARD + BELLE_STARR_TAKES * (players - 1) + JESSE_JAMES_LIMIT
    return STARTING_MONEY + turn_limit * per_turn + windfalls


def money_bound(players: int, options: Options | None = None) -> int:
    """The most money one seat can ever hold in this configuration: $5, the largest income
    the content allows every turn up to the turn limit, and every windfall (Billy the
    Kid's $15, all Belle Starr can steal, Jesse James's $7). No bid, placement or steal
    is larger.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    return _money_bound(players, options.content, options.turn_limit)


def _has(setup: Setup, character: Character) -> int | None:
    """The seat playing ``character``, ``None`` if nobody does."""
    return setup._seat_of.get(character)


def _bidders(setup: Setup, turn: Turn) -> tuple[int, ...]:
    order = _ORDERS[setup.players][turn.first]
    forbidden = turn.forbidden
    return order if forbidden is None else tuple(s for s in order if s != forbidden)


def _moved(
    cards: Cards,
    *,
    hands: tuple[tuple[Profession, ...], ...] | None = None,
    active: tuple[tuple[Profession, ...], ...] | None = None,
    deck: tuple[Profession, ...] | None = None,
    discards: tuple[Profession, ...] | None = None,
    town: tuple[Building, ...] | None = None,
    building_deck: tuple[Building, ...] | None = None,
    building_discards: tuple[Building, ...] | None = None,
    buildings_up: tuple[Building, ...] | None = None,
) -> Cards:
    """``cards`` with the given places changed (``None``: unchanged): what
    ``attrs.evolve`` does, at a fraction of its cost, for the moves every turn makes."""
    return Cards(
        cards.objectives,
        cards.hands if hands is None else hands,
        cards.active if active is None else active,
        cards.deck if deck is None else deck,
        cards.discards if discards is None else discards,
        cards.secret,
        cards.town if town is None else town,
        cards.building_deck if building_deck is None else building_deck,
        cards.building_discards if building_discards is None else building_discards,
        cards.buildings_up if buildings_up is None else buildings_up,
        cards.swapped,
    )


def _revealing(
    turn: Turn,
    reveals_left: int,
    revealed: Profession | None,
    bidding: Bidding | None,
    sold: Sold | None = None,
) -> Turn:
    """``turn`` with another profession up for auction (or none), and ``sold`` (if given)
    the last auction's end."""
    return Turn(
        turn.number, turn.first, turn.used, turn.forbidden, turn.earp_switched,
        turn.sheriff_free, reveals_left, revealed, bidding, turn.last,
        turn.sold if sold is None else sold, turn.robbed,
    )  # fmt: skip


# -- the flow of a turn --------------------------------------------------------------------


def _state(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng,
    phase: Phase, waiting: tuple[int, ...] = (),
    auction: ReentryAuction | SealedAuction | ContributionAuction | None = None,
) -> State:  # fmt: skip
    return State(setup, turn, cards, money, phase, waiting, auction, 0, rng)


def _begin_turn(
    setup: Setup, previous: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """A new turn: the beginning's abilities are offered, then Step I starts."""
    number = previous.number + 1
    used = previous.used
    reveals = PROFESSIONS_PER_TURN.get(setup.players, 3)
    last = number >= setup.options.turn_limit  # the turn limit: this turn is the last
    turn = Turn(
        number, previous.first, used, reveals_left=reveals, last=last, sold=previous.sold,
        robbed=previous.robbed,
    )  # fmt: skip
    offered = []
    for seat in _ORDERS[setup.players][turn.first]:
        character = setup.characters[seat]
        if character in used:
            continue
        if character is Character.ANNIE_OAKLEY or (
            character is Character.BELLE_STARR and number >= BELLE_STARR_TURN
        ):
            offered.append(seat)
    if offered:
        return _state(setup, turn, cards, money, rng, Phase.BEGINNING, tuple(offered))
    return _next_reveal(setup, turn, cards, money, rng)


def _next_reveal(
    setup: Setup,
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
    deck = cards.deck
    if discards is None:
        discards = cards.discards
    if not turn.reveals_left or not (deck or discards):
        cards = _moved(cards, hands=hands, discards=discards)
        turn = _revealing(turn, turn.reveals_left, None, None, sold)
        return _swap_moment(setup, turn, cards, money, rng, Phase.SWAP_BEFORE_BUILDINGS)
    if not deck:  # the discards become the deck as soon as it is empty: at this draw
        deck, rng = shuffle(rng, discards)
        discards = ()
    card = deck[-1]
    cards = _moved(cards, hands=hands, deck=deck[:-1], discards=discards)
    bidding = setup.options.content._cards[card].bidding
    turn = _revealing(turn, turn.reveals_left - 1, card, bidding, sold)
    taker = _TAKERS.get(card)
    earp = _has(setup, Character.WYATT_EARP)
    if taker is not None or earp is not None:
        offered = []
        if taker is not None:
            seat = _has(setup, taker)
            if seat is not None and (taker is Character.DOC_HOLLIDAY or taker not in turn.used):
                offered.append(seat)
        if earp is not None and not turn.earp_switched:
            offered.append(earp)
        if offered:
            return _state(setup, turn, cards, money, rng, Phase.REVEAL, tuple(offered))
    return _auction_profession(setup, turn, cards, money, rng)


def _auction_profession(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    bidders = _bidders(setup, turn)
    # Built directly (as ``start`` would, without its checks: the rules give valid seats).
    auction: ReentryAuction | SealedAuction
    if turn.bidding is _SEALED:
        auction = SealedAuction(bidders, money, (None,) * len(money), None)
    else:
        auction = ReentryAuction(bidders, money, DOLLARS, 0, 0, 0, None)
    return State(setup, turn, cards, money, Phase.PROFESSION_BIDDING, (), auction, 0, rng)


def _settle_profession(state: State, auction: ReentryAuction | SealedAuction) -> State:
    """The auction is over: everyone pays what it owes, the card goes to the winner's hand
    or to the discards, and the next profession is revealed.

    Read from the auction's fields rather than through ``auction.result``: this runs
    after every auction of every playout.
    """
    money = state.money
    bids: tuple[int | None, ...] | None = None
    if type(auction) is ReentryAuction:  # only the winner pays
        winner, price = auction.high_bidder, auction.high_bid
        if winner is not None:
            money = (*money[:winner], money[winner] - price, *money[winner + 1 :])
    else:
        assert type(auction) is SealedAuction
        result = auctions.result(auction)
        winner, price, bids = result.winner, result.price, auction.bids
        money = tuple(m - p for m, p in zip(money, result.paid, strict=True))
    cards, turn = state.cards, state.turn
    card, bidding = turn.revealed, turn.bidding
    assert card is not None
    assert bidding is not None
    sold = Sold(card, bidding, winner, price if winner is not None else 0, bids)
    if winner is None:
        discards = (*cards.discards, card)
        return _next_reveal(state.setup, turn, cards, money, state.rng, None, discards, sold)
    hands = _add(cards.hands, winner, card)
    return _next_reveal(state.setup, turn, cards, money, state.rng, hands, None, sold)


def _settle_sealed(state: State, bids: tuple[int | None, ...], winner: int | None) -> State:
    """A closed bid revealed without a tie: everyone pays its bid, the highest wins (a
    shortcut of :func:`_settle_profession` for the most common end of a closed bid)."""
    money = tuple(m - (b or 0) for m, b in zip(state.money, bids, strict=True))
    cards, turn = state.cards, state.turn
    card = turn.revealed
    assert card is not None
    if winner is None:
        sold = Sold(card, _SEALED, None, 0, bids)
        discards = (*cards.discards, card)
        return _next_reveal(state.setup, turn, cards, money, state.rng, None, discards, sold)
    sold = Sold(card, _SEALED, winner, bids[winner] or 0, bids)
    hands = _add(cards.hands, winner, card)
    return _next_reveal(state.setup, turn, cards, money, state.rng, hands, None, sold)


def _add(
    rows: tuple[tuple[Profession, ...], ...], seat: int, *professions: Profession
) -> tuple[tuple[Profession, ...], ...]:
    row = tuple(sorted((*rows[seat], *professions), key=_ORDER.__getitem__))
    return (*rows[:seat], row, *rows[seat + 1 :])


def _remove(
    rows: tuple[tuple[Profession, ...], ...], seat: int, profession: Profession
) -> tuple[tuple[Profession, ...], ...]:
    row = tuple(p for p in rows[seat] if p is not profession)
    return (*rows[:seat], row, *rows[seat + 1 :])


def _profession_order(profession: Profession) -> int:
    return _ORDER[profession]


def _swap_moment(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng, phase: Phase
) -> State:
    """A swap moment: every seat that has something to decide, in turn order."""
    return _next_swapper(setup, turn, cards, money, rng, phase, _ORDERS[setup.players][turn.first])


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


def _next_swapper(
    setup: Setup,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    phase: Phase,
    waiting: tuple[int, ...],
) -> State:
    """Ask the first of ``waiting`` with something to decide; when nobody is left, the
    moment is over."""
    while waiting and not _has_choice(setup, turn, cards, waiting[0]):
        waiting = waiting[1:]
    if waiting:
        return State(setup, turn, cards, money, phase, waiting, None, 0, rng)
    if phase is Phase.SWAP_BEFORE_BUILDINGS:
        return _reveal_buildings(setup, turn, cards, money, rng)
    return _receive_income(setup, turn, cards, money, rng)


def _asking(state: State, waiting: tuple[int, ...]) -> State:
    """``state`` asking ``waiting`` now, the first of them with no activation yet."""
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, waiting, state.auction,
        0, state.rng,
    )  # fmt: skip


def _draw_buildings(cards: Cards, rng: Rng) -> tuple[Cards, Rng]:
    """Reveal up to three buildings, the discards shuffled in when the deck runs out."""
    deck, discards = cards.building_deck, cards.building_discards
    up: list[Building] = []
    while len(up) < BUILDINGS_UP and (deck or discards):
        if not deck:
            deck, rng = shuffle(rng, discards)
            discards = ()
        up.append(deck[-1])
        deck = deck[:-1]
    return (
        _moved(cards, building_deck=deck, building_discards=discards, buildings_up=tuple(up)),
        rng,
    )


def _reveal_buildings(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    cards, rng = _draw_buildings(cards, rng)
    if not cards.buildings_up:  # every building is built: nothing to bid on
        return _swap_moment(setup, turn, cards, money, rng, Phase.SWAP_BEFORE_INCOME)
    custer = _has(setup, Character.GEORGE_CUSTER)
    if custer is not None and Character.GEORGE_CUSTER not in turn.used:
        return _state(setup, turn, cards, money, rng, Phase.BUILDINGS_REVEALED, (custer,))
    return _bid_on_buildings(setup, turn, cards, money, rng)


def _bid_on_buildings(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    # Built directly (as ``start`` would, without its checks: the rules give valid seats).
    lots = (0,) * len(cards.buildings_up)
    auction = ContributionAuction(_bidders(setup, turn), money, (0,) * len(money), lots, 0, 0)
    return _state(setup, turn, cards, money, rng, Phase.BUILDING_BIDDING, (), auction)


def _settle_buildings(state: State, auction: ContributionAuction) -> State:
    """The bids are over: every seat pays what it placed (the bank takes all of it), and
    the building with the most money is built; on a tie Judge Roy Bean may choose.

    Read from the auction's fields, as ``auction.result`` would, since every turn ends
    its Step II here."""
    money = tuple(m - p for m, p in zip(state.money, auction.paid, strict=True))
    setup, turn, cards = state.setup, state.turn, state.cards
    lots = auction.lots
    most = max(lots)
    top = [lot for lot, amount in enumerate(lots) if amount == most] if most else []
    if len(top) == 1:
        return _build(setup, turn, cards, money, state.rng, cards.buildings_up[top[0]])
    judge = _has(setup, Character.JUDGE_ROY_BEAN)
    if top and judge is not None and Character.JUDGE_ROY_BEAN not in turn.used:
        return _state(setup, turn, cards, money, state.rng, Phase.BUILDING_TIE, (judge,), auction)
    return _build(setup, turn, cards, money, state.rng, None)


def _build(
    setup: Setup,
    turn: Turn,
    cards: Cards,
    money: tuple[int, ...],
    rng: Rng,
    built: Building | None,
) -> State:
    """``built`` (if any) goes up in town, the other buildings are discarded, Billy the Kid
    collects for the Bank, and the game ends if a seat now has its objective."""
    up = cards.buildings_up
    town = cards.town if built is None else (*cards.town, built)
    discards = (*cards.building_discards, *(b for b in up if b is not built))
    cards = _moved(cards, town=town, building_discards=discards, buildings_up=())
    billy = _has(setup, Character.BILLY_THE_KID)
    if built is Building.BANK and billy is not None and Character.BILLY_THE_KID not in turn.used:
        money = (*money[:billy], money[billy] + BILLY_THE_KID_REWARD, *money[billy + 1 :])
        turn = attrs.evolve(turn, used=turn.used | {Character.BILLY_THE_KID})
    if any(objective_count(card, town) >= setup.target for card in cards.objectives):
        if not setup.options.finish_turn:
            return _state(setup, turn, cards, money, rng, Phase.OVER)
        turn = attrs.evolve(turn, last=True)
    return _swap_moment(setup, turn, cards, money, rng, Phase.SWAP_BEFORE_INCOME)


def _receive_income(
    setup: Setup, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """Step III: every seat collects its income; the First Player card passes on; the turn
    ends (a Sheriff kept in play only by Bill McDonald's ability goes back to the hand)."""
    content = setup.options.content
    players = setup.players
    active, town = cards.active, cards.town
    in_play = {profession for row in active for profession in row}
    money = tuple(
        money[seat] + _income_total(content, active, town, seat, in_play) for seat in range(players)
    )
    if turn.sheriff_free:
        sheriff = Profession.SHERIFF
        for seat in range(players):
            if sheriff in cards.active[seat] and _bans(content, cards.active, sheriff):
                cards = _moved(
                    cards,
                    active=_remove(cards.active, seat, sheriff),
                    hands=_add(cards.hands, seat, sheriff),
                )
    first = (turn.first + 1) % players
    if turn.last or turn.number >= setup.options.turn_limit:
        over = Turn(turn.number, first, turn.used, last=True, sold=turn.sold, robbed=turn.robbed)
        return _state(setup, over, cards, money, rng, Phase.OVER)
    next_turn = Turn(turn.number, first, turn.used, sold=turn.sold, robbed=turn.robbed)
    return _begin_turn(setup, next_turn, cards, money, rng)


# -- who may act, and how ------------------------------------------------------------------


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


def timing(state: State) -> Timing:
    """``SEALED`` while two or more seats still have a sealed bid to commit; ``TURN`` when
    one seat may act; ``OVER`` once the game has ended.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    seats = actors(state)
    if not seats:
        return Timing.OVER
    return Timing.SEALED if len(seats) > 1 else Timing.TURN


def legal_actions(state: State, player: int) -> tuple[WildFunWestAction, ...]:
    """``player``'s legal actions, in a fixed order; empty if it may not act now.

    Bidding for a profession: its bids from the lowest allowed to its money, then
    ``Pass`` (a sealed bid: $0 to its money, no pass). Building bids: ``Place`` on each
    building up (in the order drawn) from $1 to the money it has left, Jesse James's
    ``Steal`` amounts, then ``Pass``. The phases that ask one seat: that seat's choices
    there, ``Pass`` last. A ``player`` that is not a seat (``True``, ``0.0``, ``9``) has
    none.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    if type(player) is not int:
        return ()
    phase = state.phase
    auction = state.auction
    if phase is Phase.BUILDING_BIDDING:
        assert type(auction) is ContributionAuction
        if auction.order[auction.turn] != player:
            return ()
        return _building_bids(state, auction, player)
    if phase is Phase.PROFESSION_BIDDING:
        if type(auction) is SealedAuction:
            if auction.tiebreak is None:
                if player not in auction.order or auction.bids[player] is not None:
                    return ()
                return _bids(player, 0, auction.budgets[player])
            auction = auction.tiebreak
        assert type(auction) is ReentryAuction
        if auction.order[auction.turn] != player:
            return ()
        low = 1 if auction.high_bidder is None else auction.high_bid + 1  # dollars
        return (*_bids(player, low, auction.budgets[player]), _PASSES[player])
    waiting = state.waiting
    if not waiting or waiting[0] != player:
        return ()
    return _choices(state, player)


def _bids(seat: int, low: int, high: int) -> tuple[Bid, ...]:
    if high <= _TABLE_DOLLARS:
        return _BIDS[seat][low : high + 1]
    return _BIDS[seat][low:] + tuple(
        Bid(seat, a) for a in range(max(low, _TABLE_DOLLARS + 1), high + 1)
    )


def _places(seat: int, building: Building, left: int) -> tuple[Place, ...]:
    if left <= _TABLE_DOLLARS:
        return _PLACES[seat][building.index][1 : left + 1]
    return _PLACES[seat][building.index][1:] + tuple(
        Place(seat, building, a) for a in range(_TABLE_DOLLARS + 1, left + 1)
    )


def _building_bids(
    state: State, auction: ContributionAuction, seat: int
) -> tuple[WildFunWestAction, ...]:
    left = auction.budgets[seat] - auction.paid[seat]
    actions: list[WildFunWestAction] = []
    up = state.cards.buildings_up
    for building in up:
        actions.extend(_places(seat, building, left))
    if state.setup.characters[seat] is Character.JESSE_JAMES and (
        Character.JESSE_JAMES not in state.turn.used
    ):
        for lot, building in enumerate(up):
            most = min(JESSE_JAMES_LIMIT, auction.lots[lot])
            actions.extend(Steal(seat, building, amount) for amount in range(1, most + 1))
    actions.append(_PASSES[seat])
    return tuple(actions)


def _choices(state: State, seat: int) -> tuple[WildFunWestAction, ...]:
    """The choices of the seat asked now in a phase that asks seats one by one."""
    phase = state.phase
    setup, cards = state.setup, state.cards
    character = setup.characters[seat]
    pass_ = _PASSES[seat]
    if phase is Phase.SWAP_BEFORE_BUILDINGS or phase is Phase.SWAP_BEFORE_INCOME:
        return (*_activations(state, seat), *_swap_abilities(state, seat), pass_)
    if phase is Phase.BEGINNING:
        if character is Character.ANNIE_OAKLEY:
            others = (Forbid(seat, t) for t in range(setup.players) if t != seat)
            return (*others, pass_)
        return (Rob(seat), pass_)
    if phase is Phase.REVEAL:
        if character is Character.WYATT_EARP:
            return (SwitchBidding(seat), pass_)
        if character is Character.DOC_HOLLIDAY and state.money[seat] < DOC_HOLLIDAY_PRICE:
            return (pass_,)
        return (Claim(seat), pass_)
    if phase is Phase.BUILDINGS_REVEALED:
        return (Redraw(seat), pass_)
    assert phase is Phase.BUILDING_TIE
    assert type(state.auction) is ContributionAuction
    tied = auctions.result(state.auction).top_lots
    return (*(ChooseBuilding(seat, cards.buildings_up[lot]) for lot in tied), pass_)


def _activations(state: State, seat: int) -> list[Activate]:
    if state.activations >= MAX_ACTIVE or state.money[seat] < ACTIVATION_COST:
        return []
    cards = state.cards
    content = state.setup.options.content
    banned_by, cards_of = content._banned_by, content._cards
    active = cards.active
    mine = active[seat]
    free = len(mine) < MAX_ACTIVE
    sheriff_free = state.turn.sheriff_free
    table = _ACTIVATES[seat]
    choices: list[Activate] = []
    for profession in cards.hands[seat]:
        row = table[profession]
        by = banned_by.get(profession)
        if by and not (sheriff_free and profession is Profession.SHERIFF):
            blockers = [other for line in active for other in line if other in by]
            if blockers:  # only replacing the one blocker (if it is one's own) helps
                if len(blockers) == 1 and blockers[0] in mine:
                    choices.append(row[blockers[0]])
                continue
        if free:
            choices.append(row[None])
        bans = cards_of[profession].bans
        for replaced in mine:
            # With a place free, replacing a card the new one bans is the same move as
            # taking the free place (the banned card goes back to the hand either way).
            if not (free and replaced in bans):
                choices.append(row[replaced])
    return choices


def _swap_abilities(state: State, seat: int) -> list[WildFunWestAction]:
    character = state.setup.characters[seat]
    if character in state.turn.used:
        return []
    cards = state.cards
    if character is Character.CALAMITY_JANE:
        deck = sorted(set(cards.deck), key=_profession_order)
        return [Exchange(seat, give, take) for give in cards.hands[seat] for take in deck]
    if character is Character.BUFFALO_BILL and len(cards.town) <= 2:
        return [SwapObjectives(seat, t) for t in range(state.players) if t != seat]
    return []


# -- transitions ---------------------------------------------------------------------------


def _refuse(rule: str, message: str, action: object, player: object) -> IllegalActionError:
    seat = player if type(player) is int else None
    return IllegalActionError(rule, message, player=seat, action=action)


def apply(state: State, action: WildFunWestAction) -> State:
    """The position after ``action``; ``state`` is untouched.

    :raises IllegalActionError: naming the rule the action breaks (see
        :doc:`/games/wild-fun-west` for each): ``"game-over"``, ``"not-an-action"`` (also
        for an instance of a subclass of an action), ``"no-such-seat"``, ``"not-now"`` (an
        action of another phase), ``"not-your-turn"``, ``"not-an-amount"``; bids:
        ``"raise-too-small"``, ``"bid-above-money"``, ``"bid-negative"``,
        ``"already-bid"``, ``"must-bid"``; building bids: ``"building-not-up"``,
        ``"amount-not-positive"``, ``"bid-above-money"``; professions in play:
        ``"not-in-hand"``, ``"not-in-play"``, ``"no-money"``, ``"two-activations"``,
        ``"two-in-play"``, ``"banned-profession"``; abilities: ``"not-your-ability"``,
        ``"ability-used"``, ``"ability-not-now"``, ``"no-money"`` ("Doc" Holliday),
        ``"steal-too-much"``, ``"not-in-deck"``, ``"not-tied"``.
    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    kind = type(action)
    try:
        if kind is Bid:
            return _bid(state, action)  # type: ignore[arg-type]
        if kind is Place:
            return _place(state, action)  # type: ignore[arg-type]
        if kind is Pass:
            return _pass(state, action)  # type: ignore[arg-type]
        if kind in _RARE:
            return _rare(state, action)
    except (AttributeError, TypeError, IndexError):
        if type(state) is not State:
            raise not_a(_A_STATE, state) from None
        raise
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    try:
        seat = getattr(action, "player", None)
    except Exception:  # a broken object: no seat to name
        seat = None
    if state.phase is Phase.OVER:
        raise _refuse("game-over", "the game is over", action, seat)
    raise _refuse("not-an-action", f"{brief(action)} is not a Wild Fun West action", action, seat)


def _check_seat(state: State, action: WildFunWestAction) -> int:
    """The acting seat, after refusing an action when the game is over or the seat is not
    one of the game's."""
    seat = action.player
    if state.phase is Phase.OVER:
        raise _refuse("game-over", "the game is over", action, seat)
    if type(seat) is not int or not 0 <= seat < state.players:
        raise _refuse("no-such-seat", f"there is no seat {brief(seat)} in this game", action, seat)
    return seat


def _amount(action: Bid | Place | Steal, seat: int) -> int:
    amount = action.amount
    if type(amount) is not int:
        raise _refuse("not-an-amount", f"an amount is an int, not {brief(amount)}", action, seat)
    return amount


def _with_action(error: IllegalActionError, action: object) -> IllegalActionError:
    return IllegalActionError(error.rule, error.message, player=error.player, action=action)


def _bid(state: State, action: Bid) -> State:
    auction = state.auction
    seat = action.player
    amount = action.amount
    # The common legal case first: an open bid by the seat to act, a raise it can pay (a
    # state never holds a finished auction: it is settled by the move that ends it).
    if (
        state.phase is Phase.PROFESSION_BIDDING
        and type(auction) is ReentryAuction
        and type(seat) is int
        and type(amount) is int
        and seat == auction.order[auction.turn]
        and (1 if auction.high_bidder is None else auction.high_bid + 1)
        <= amount
        <= auction.budgets[seat]
    ):
        order = auction.order
        turn = auction.turn + 1
        after = ReentryAuction(
            order, auction.budgets, auction.rules, 0 if turn == len(order) else turn, 0, amount,
            seat,
        )  # fmt: skip
        return State(
            state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0,
            state.rng,
        )  # fmt: skip
    if (
        type(auction) is SealedAuction
        and auction.tiebreak is None
        and type(seat) is int
        and type(amount) is int
        and state.phase is Phase.PROFESSION_BIDDING
    ):
        bids = auction.bids
        if (
            0 <= seat < len(bids)
            and bids[seat] is None
            and seat in auction.order
            and 0 <= amount <= auction.budgets[seat]
        ):
            bids = (*bids[:seat], amount, *bids[seat + 1 :])
            order = auction.order
            sealed = [bids[other] for other in order]
            if None in sealed:  # not all in: no reveal yet
                waiting = SealedAuction(order, auction.budgets, bids, None)
                return State(
                    state.setup, state.turn, state.cards, state.money, state.phase, (),
                    waiting, 0, state.rng,
                )  # fmt: skip
            top = max(bid or 0 for bid in sealed)
            if not top or sealed.count(top) == 1:  # revealed, and no tie to break
                return _settle_sealed(state, bids, order[sealed.index(top)] if top else None)
    seat = _check_seat(state, action)
    if state.phase is not Phase.PROFESSION_BIDDING:
        raise _not_now(state, action, seat)
    amount = _amount(action, seat)
    assert type(auction) is ReentryAuction or type(auction) is SealedAuction
    try:
        bid_made = auctions.bid(auction, seat, amount)
    except IllegalActionError as error:
        raise _with_action(error, action) from None
    return _after_profession_bid(state, bid_made)


def _after_profession_bid(state: State, after: ReentryAuction | SealedAuction) -> State:
    if type(after) is ReentryAuction:  # N-1 passes after a bid, N without (as the auction)
        finished = after.passes + (after.high_bidder is not None) >= len(after.order)
    else:
        finished = auctions.is_finished(after)
    if finished:
        return _settle_profession(state, after)
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0, state.rng
    )


def _place(state: State, action: Place) -> State:
    auction = state.auction
    seat, building, amount = action.player, action.building, action.amount
    # The common legal case first: the seat to act puts money it has on a building up.
    if (
        type(auction) is ContributionAuction
        and state.phase is Phase.BUILDING_BIDDING
        and type(seat) is int
        and type(amount) is int
        and seat == auction.order[auction.turn]
        and 1 <= amount <= auction.budgets[seat] - auction.paid[seat]
        and type(building) is Building
        and building in state.cards.buildings_up
    ):
        lot = state.cards.buildings_up.index(building)
        subsidy = amount if _subsidised(state, seat, building) else 0
        lots, paid = list(auction.lots), list(auction.paid)
        lots[lot] += amount + subsidy
        paid[seat] += amount
        position = auction.turn + 1
        placed = ContributionAuction(
            auction.order, auction.budgets, tuple(paid), tuple(lots),
            0 if position == len(auction.order) else position, 0,
        )  # fmt: skip
        return State(
            state.setup, state.turn, state.cards, state.money, state.phase, (), placed, 0,
            state.rng,
        )  # fmt: skip
    seat = _check_seat(state, action)
    if state.phase is not Phase.BUILDING_BIDDING:
        raise _not_now(state, action, seat)
    auction = state.auction
    assert type(auction) is ContributionAuction
    up = state.cards.buildings_up
    building = action.building
    if type(building) is not Building or building not in up:
        names = ", ".join(b.value for b in up)
        raise _refuse(
            "building-not-up",
            f"the buildings up for bidding are {names}, not {brief(building)}",
            action,
            seat,
        )
    amount = _amount(action, seat)
    subsidy = amount if _subsidised(state, seat, building) else 0
    try:
        after = auctions.place(auction, seat, up.index(building), amount, subsidy)
    except IllegalActionError as error:
        raise _with_action(error, action) from None
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0, state.rng
    )


def _subsidised(state: State, seat: int, building: Building) -> bool:
    """Whether a profession ``seat`` has in play subsidises ``building`` (Build symbol)."""
    content = state.setup.options.content
    return any(
        building in _card(content, profession).subsidises for profession in state.cards.active[seat]
    )


def _pass(state: State, action: Pass) -> State:
    seat = action.player
    phase = state.phase
    auction = state.auction
    # The common legal cases first, as for a bid: the seat to act passes in an open
    # auction or in the building bids.
    if type(auction) is ReentryAuction and phase is Phase.PROFESSION_BIDDING:
        order = auction.order
        if type(seat) is int and seat == order[auction.turn]:
            position = auction.turn + 1
            passed = ReentryAuction(
                order, auction.budgets, auction.rules, 0 if position == len(order) else position,
                auction.passes + 1, auction.high_bid, auction.high_bidder,
            )  # fmt: skip
            return _after_profession_bid(state, passed)
    elif phase is Phase.SWAP_BEFORE_BUILDINGS or phase is Phase.SWAP_BEFORE_INCOME:
        waiting = state.waiting
        if waiting and seat == waiting[0] and type(seat) is int:
            return _next_swapper(
                state.setup, state.turn, state.cards, state.money, state.rng, phase, waiting[1:]
            )
    elif type(auction) is ContributionAuction and phase is Phase.BUILDING_BIDDING:
        order = auction.order
        if type(seat) is int and seat == order[auction.turn]:
            position = auction.turn + 1
            placed = ContributionAuction(
                order, auction.budgets, auction.paid, auction.lots,
                0 if position == len(order) else position, auction.passes + 1,
            )  # fmt: skip
            if auctions.is_finished(placed):
                return _settle_buildings(state, placed)
            return State(
                state.setup, state.turn, state.cards, state.money, phase, (), placed, 0,
                state.rng,
            )  # fmt: skip
    seat = _check_seat(state, action)
    if phase is Phase.PROFESSION_BIDDING:
        assert type(auction) is ReentryAuction or type(auction) is SealedAuction
        try:
            after = auctions.pass_bid(auction, seat)
        except IllegalActionError as error:
            raise _with_action(error, action) from None
        return _after_profession_bid(state, after)
    if phase is Phase.BUILDING_BIDDING:
        assert type(auction) is ContributionAuction
        try:
            placed = auctions.pass_bid(auction, seat)
        except IllegalActionError as error:
            raise _with_action(error, action) from None
        if auctions.is_finished(placed):
            return _settle_buildings(state, placed)
        return State(
            state.setup, state.turn, state.cards, state.money, phase, (), placed, 0, state.rng
        )
    _check_asked(state, action, seat)
    rest = state.waiting[1:]
    setup, turn, cards, money, rng = state.setup, state.turn, state.cards, state.money, state.rng
    if phase in _SWAPS:
        return _next_swapper(setup, turn, cards, money, rng, phase, rest)
    if rest:
        return _asking(state, rest)
    if phase is Phase.BEGINNING:
        return _next_reveal(setup, turn, cards, money, rng)
    if phase is Phase.REVEAL:
        return _auction_profession(setup, turn, cards, money, rng)
    if phase is Phase.BUILDINGS_REVEALED:
        return _bid_on_buildings(setup, turn, cards, money, rng)
    assert phase is Phase.BUILDING_TIE
    return _build(setup, turn, cards, money, rng, None)


def _check_asked(state: State, action: WildFunWestAction, seat: int) -> None:
    """Refuse ``action`` unless ``seat`` is the one the phase asks now."""
    waiting = state.waiting
    if not waiting:
        raise _not_now(state, action, seat)
    if waiting[0] != seat:
        raise _refuse(
            "not-your-turn",
            f"seat {waiting[0]} is asked now, not seat {seat}",
            action,
            seat,
        )


_PHASE_OF: dict[type, frozenset[Phase]] = {
    Bid: frozenset((Phase.PROFESSION_BIDDING,)),
    Place: frozenset((Phase.BUILDING_BIDDING,)),
    Steal: frozenset((Phase.BUILDING_BIDDING,)),
    Activate: _SWAPS,
    Exchange: _SWAPS,
    SwapObjectives: _SWAPS,
    Forbid: frozenset((Phase.BEGINNING,)),
    Rob: frozenset((Phase.BEGINNING,)),
    Claim: frozenset((Phase.REVEAL,)),
    SwitchBidding: frozenset((Phase.REVEAL,)),
    Redraw: frozenset((Phase.BUILDINGS_REVEALED,)),
    ChooseBuilding: frozenset((Phase.BUILDING_TIE,)),
}
"""The phases in which each kind of action (other than ``Pass``) may be taken."""
_OWNER: dict[type, Character] = {
    Forbid: Character.ANNIE_OAKLEY,
    Rob: Character.BELLE_STARR,
    SwitchBidding: Character.WYATT_EARP,
    SwapObjectives: Character.BUFFALO_BILL,
    Exchange: Character.CALAMITY_JANE,
    Redraw: Character.GEORGE_CUSTER,
    Steal: Character.JESSE_JAMES,
    ChooseBuilding: Character.JUDGE_ROY_BEAN,
}
"""The character whose ability each ability action is."""
_RARE = frozenset((Activate, Forbid, Rob, Claim, SwitchBidding, SwapObjectives, Exchange,
                   Redraw, Steal, ChooseBuilding))  # fmt: skip


def _not_now(state: State, action: WildFunWestAction, seat: int) -> IllegalActionError:
    name = type(action).__name__
    return _refuse("not-now", f"{name} is not possible now ({state.phase.value})", action, seat)


def _rare(state: State, action: WildFunWestAction) -> State:
    """Every action but a bid, a placement and a pass: the legal ones are few, so it is
    legal exactly when it is among them, and otherwise :func:`_why_not` names the rule."""
    seat = _check_seat(state, action)
    kind = type(action)
    if kind is Activate:
        if not _may_activate(state, action, seat):  # type: ignore[arg-type]
            raise _why_not(state, action, seat)
        return _activate(state, action)  # type: ignore[arg-type]
    if action not in legal_actions(state, seat):
        raise _why_not(state, action, seat)
    if kind is Steal:
        return _steal(state, action)  # type: ignore[arg-type]
    return _ability(state, action, seat)


def _may_activate(state: State, action: Activate, seat: int) -> bool:
    """Whether ``action`` is among ``seat``'s legal activations (what :func:`_activations`
    lists, tested directly)."""
    if state.phase not in _SWAPS or not state.waiting or state.waiting[0] != seat:
        return False
    if state.activations >= MAX_ACTIVE or state.money[seat] < ACTIVATION_COST:
        return False
    cards = state.cards
    profession, replaced = action.profession, action.replacing
    mine = cards.active[seat]
    if type(profession) is not Profession or profession not in cards.hands[seat]:
        return False
    content = state.setup.options.content
    if replaced is None:
        if len(mine) >= MAX_ACTIVE:
            return False
    elif type(replaced) is not Profession or replaced not in mine:
        return False
    elif len(mine) < MAX_ACTIVE and replaced in content._cards[profession].bans:
        return False  # the same move as the free place: listed once, so refused here
    if state.turn.sheriff_free and profession is Profession.SHERIFF:
        return True
    blockers = _bans(content, cards.active, profession)
    return all(blocker is replaced for blocker in blockers)


def _why_not(state: State, action: WildFunWestAction, seat: int) -> IllegalActionError:
    """Why ``action``, not among ``seat``'s legal actions, is refused."""
    kind = type(action)
    if state.phase not in _PHASE_OF[kind]:
        return _not_now(state, action, seat)
    setup, turn, cards = state.setup, state.turn, state.cards
    character = setup.characters[seat]
    owner = _OWNER.get(kind)
    if kind is Claim:
        revealed = turn.revealed
        owner = _TAKERS.get(revealed) if revealed is not None else None
        if owner is None:
            return _refuse(
                "not-your-ability",
                f"no character may take the {brief(revealed)} without bidding",
                action,
                seat,
            )
    if owner is not None and owner is not character:
        return _refuse(
            "not-your-ability",
            f"that is {owner.value}'s ability; seat {seat} plays {character.value}",
            action,
            seat,
        )
    if owner is not None and owner in turn.used and owner is not Character.DOC_HOLLIDAY:
        return _refuse("ability-used", f"{owner.value}'s ability is used once a game", action, seat)
    if kind is Rob and turn.number < BELLE_STARR_TURN:
        return _refuse(
            "ability-not-now",
            f"Belle Starr steals from the beginning of turn {BELLE_STARR_TURN} on",
            action,
            seat,
        )
    if kind is SwitchBidding and turn.earp_switched:
        return _refuse("ability-used", "Wyatt Earp switches once a turn", action, seat)
    if kind is Steal:
        return _why_not_steal(state, action, seat)  # type: ignore[arg-type]
    if state.waiting and state.waiting[0] != seat:
        return _refuse(
            "not-your-turn", f"seat {state.waiting[0]} is asked now, not seat {seat}", action, seat
        )
    if kind is Activate:
        return _why_not_activate(state, action, seat)  # type: ignore[arg-type]
    if kind is Claim and state.money[seat] < DOC_HOLLIDAY_PRICE:
        return _refuse(
            "no-money", f'"Doc" Holliday pays ${DOC_HOLLIDAY_PRICE} to take it', action, seat
        )
    if kind is SwapObjectives and len(cards.town) > 2:
        return _refuse(
            "ability-not-now",
            "Buffalo Bill swaps only while at most 2 buildings are built",
            action,
            seat,
        )
    target = getattr(action, "target", seat + 1)
    if kind in (Forbid, SwapObjectives) and (
        type(target) is not int or not 0 <= target < state.players or target == seat
    ):
        return _refuse(
            "no-such-seat", f"the target must be another seat, not {brief(target)}", action, seat
        )
    if kind is Exchange:
        exchange: Exchange = action  # type: ignore[assignment]
        if exchange.give not in cards.hands[seat]:
            return _refuse(
                "not-in-hand", f"seat {seat} holds no {brief(exchange.give)}", action, seat
            )
        return _refuse(
            "not-in-deck",
            f"the professions deck holds no {brief(exchange.take)}",
            action,
            seat,
        )
    if kind is ChooseBuilding:
        return _refuse(
            "not-tied",
            f"{brief(getattr(action, 'building', None))} is not tied for the most money",
            action,
            seat,
        )
    return _refuse("not-now", f"{brief(action)} is not possible now", action, seat)


def _why_not_steal(state: State, action: Steal, seat: int) -> IllegalActionError:
    auction = state.auction
    assert type(auction) is ContributionAuction
    if auctions.is_finished(auction) or auction.order[auction.turn] != seat:
        return _refuse("not-your-turn", "Jesse James steals on his own turn", action, seat)
    up = state.cards.buildings_up
    building = action.building
    if type(building) is not Building or building not in up:
        return _refuse("building-not-up", f"{brief(building)} is not up for bidding", action, seat)
    amount = action.amount
    lot = auction.lots[up.index(building)]
    if not lot:
        return _refuse(
            "steal-too-much", f"there is no money on the {building.value} to steal", action, seat
        )
    return _refuse(
        "steal-too-much",
        f"Jesse James steals $1 to ${min(JESSE_JAMES_LIMIT, lot)} from the {building.value} "
        f"(at most ${JESSE_JAMES_LIMIT}, and ${lot} lies on it), not ${brief(amount)}",
        action,
        seat,
    )


def _why_not_activate(state: State, action: Activate, seat: int) -> IllegalActionError:
    cards = state.cards
    profession, replaced = action.profession, action.replacing
    if type(profession) is not Profession or profession not in cards.hands[seat]:
        return _refuse(
            "not-in-hand", f"seat {seat} holds no {brief(profession)} in hand", action, seat
        )
    if replaced is not None and (
        type(replaced) is not Profession or replaced not in cards.active[seat]
    ):
        return _refuse("not-in-play", f"seat {seat} has no {brief(replaced)} in play", action, seat)
    if state.money[seat] < ACTIVATION_COST:
        return _refuse(
            "no-money",
            f"putting a profession in play costs ${ACTIVATION_COST}, every time",
            action,
            seat,
        )
    if state.activations >= MAX_ACTIVE:
        return _refuse(
            "two-activations",
            f"a seat puts at most {MAX_ACTIVE} professions in play in one swap moment",
            action,
            seat,
        )
    content = state.setup.options.content
    if (
        replaced is not None
        and len(cards.active[seat]) < MAX_ACTIVE
        and replaced in content._cards[profession].bans
    ):
        return _refuse(
            "replacing-banned",
            f"the {profession.value} bans your {replaced.value}, which goes back to your hand "
            "anyway: put it in play without replacing",
            action,
            seat,
        )
    if replaced is None and len(cards.active[seat]) >= MAX_ACTIVE:
        return _refuse(
            "two-in-play",
            f"at most {MAX_ACTIVE} professions in play: name the one {profession.value} replaces",
            action,
            seat,
        )
    blockers = _bans(state.setup.options.content, cards.active, profession)
    names = ", ".join(b.value for b in blockers if b is not replaced)
    return _refuse(
        "banned-profession",
        f"the {profession.value} is banned while the {names} is in play",
        action,
        seat,
    )


def _activate(state: State, action: Activate) -> State:
    """Put a profession in play for $1; every profession in play it bans goes back to its
    owner's hand at once."""
    seat, profession, replaced = action.player, action.profession, action.replacing
    setup, cards = state.setup, state.cards
    order = _ORDER.__getitem__
    hands, active = cards.hands, cards.active
    hand = [p for p in hands[seat] if p is not profession]
    row = [p for p in active[seat] if p is not replaced]
    if replaced is not None:
        hand.append(replaced)
        hand.sort(key=order)
    row.append(profession)
    row.sort(key=order)
    hands = (*hands[:seat], tuple(hand), *hands[seat + 1 :])
    active = (*active[:seat], tuple(row), *active[seat + 1 :])
    bans = setup.options.content._cards[profession].bans
    if bans:
        sheriff_free = state.turn.sheriff_free
        for owner in range(setup.players):
            for other in active[owner]:
                if other in bans and not (sheriff_free and other is Profession.SHERIFF):
                    active = _remove(active, owner, other)
                    hands = _add(hands, owner, other)
    secret = cards.secret
    if profession is secret:
        secret = None  # Calamity Jane's card is in the open now
    cards = Cards(
        cards.objectives, hands, active, cards.deck, cards.discards, secret, cards.town,
        cards.building_deck, cards.building_discards, cards.buildings_up, cards.swapped,
    )  # fmt: skip
    money = state.money
    money = (*money[:seat], money[seat] - ACTIVATION_COST, *money[seat + 1 :])
    return State(
        setup, state.turn, cards, money, state.phase, state.waiting, None,
        state.activations + 1, state.rng,
    )  # fmt: skip


def _steal(state: State, action: Steal) -> State:
    """Jesse James takes money off a building; his turn goes on."""
    auction = state.auction
    assert type(auction) is ContributionAuction
    seat = action.player
    lot = state.cards.buildings_up.index(action.building)
    after = auctions.take(auction, seat, lot, action.amount)
    turn = state.turn
    turn = attrs.evolve(turn, used=turn.used | {Character.JESSE_JAMES})
    return attrs.evolve(state, turn=turn, auction=after)


def _ability(state: State, action: WildFunWestAction, seat: int) -> State:
    """A character's ability asked for in a one-by-one phase (legal: checked)."""
    setup, turn, cards, money, rng = state.setup, state.turn, state.cards, state.money, state.rng
    kind = type(action)
    character = setup.characters[seat]
    used = turn.used | {character}
    rest = state.waiting[1:]
    if kind is Forbid:
        turn = attrs.evolve(turn, used=used, forbidden=action.target)  # type: ignore[union-attr]
        return _after_beginning(state, turn, cards, money, rng, rest)
    if kind is Rob:
        stolen = [0] * setup.players
        for other in range(setup.players):
            if other != seat and not PROTECTED_FROM_BELLE_STARR.intersection(cards.active[other]):
                stolen[other] = min(BELLE_STARR_TAKES, money[other])
        total = sum(stolen)
        money = tuple(
            m - s + (total if p == seat else 0)
            for p, (m, s) in enumerate(zip(money, stolen, strict=True))
        )
        turn = attrs.evolve(turn, used=used, robbed=tuple(stolen))
        return _after_beginning(state, turn, cards, money, rng, rest)
    if kind is Claim:
        card = turn.revealed
        assert card is not None
        if character is Character.DOC_HOLLIDAY:
            money = (*money[:seat], money[seat] - DOC_HOLLIDAY_PRICE, *money[seat + 1 :])
        else:
            turn = attrs.evolve(turn, used=used)
        if character is Character.BILL_MCDONALD:
            turn = attrs.evolve(turn, sheriff_free=True)
        cards = _moved(cards, hands=_add(cards.hands, seat, card))
        turn = _revealing(turn, turn.reveals_left, None, None)
        return _next_reveal(setup, turn, cards, money, rng)
    if kind is SwitchBidding:
        bidding = _OPEN if turn.bidding is _SEALED else _SEALED
        turn = attrs.evolve(turn, bidding=bidding, earp_switched=True)
        if rest:
            return attrs.evolve(state, turn=turn, waiting=rest)
        return _auction_profession(setup, turn, cards, money, rng)
    if kind is SwapObjectives:
        target: int = action.target  # type: ignore[union-attr]
        objectives = list(cards.objectives)
        objectives[seat], objectives[target] = objectives[target], objectives[seat]
        cards = attrs.evolve(cards, objectives=tuple(objectives), swapped=(seat, target))
        return attrs.evolve(state, turn=attrs.evolve(turn, used=used), cards=cards)
    if kind is Exchange:
        give, take = action.give, action.take  # type: ignore[union-attr]
        hands = _add(_remove(cards.hands, seat, give), seat, take)
        deck = list(cards.deck)
        deck.remove(take)
        shuffled, rng = shuffle(rng, (*deck, give))
        cards = attrs.evolve(cards, hands=hands, deck=shuffled, secret=take)
        return attrs.evolve(state, turn=attrs.evolve(turn, used=used), cards=cards, rng=rng)
    if kind is Redraw:
        pool = (*cards.building_deck, *cards.building_discards, *cards.buildings_up)
        buildings, rng = shuffle(rng, pool)
        cards = attrs.evolve(cards, building_deck=buildings, building_discards=(), buildings_up=())
        cards, rng = _draw_buildings(cards, rng)
        return _bid_on_buildings(setup, attrs.evolve(turn, used=used), cards, money, rng)
    assert kind is ChooseBuilding
    return _build(setup, attrs.evolve(turn, used=used), cards, money, rng, action.building)  # type: ignore[union-attr]


def _after_beginning(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng,
    rest: tuple[int, ...],
) -> State:  # fmt: skip
    if rest:
        return attrs.evolve(state, turn=turn, money=money, waiting=rest)
    return _next_reveal(state.setup, turn, cards, money, rng)


# -- the end -------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether the game has ended: a seat has its objective, or the turn limit is reached.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    """Each seat scores the buildings of its objective card built in town, counted up to
    the target (4, or 3): the seats that reached it win, the most money among them
    breaking the tie, and a tie in money shares the victory. At the turn limit the most
    objective buildings win, then the most money.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    :raises GameNotOverError: while the game is going on.
    """
    if not is_over(state):
        raise GameNotOverError("the Wild Fun West game is not over")
    town, target = state.cards.town, state.setup.target
    counts = [objective_count(card, town) for card in state.cards.objectives]
    scores = [min(count, target) for count in counts]
    return rank(
        scores,
        tiebreaks=(state.money,),
        details=[
            {"objective buildings": count, "money": money}
            for count, money in zip(counts, state.money, strict=True)
        ],
    )


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: per turn, every bid each auction can take (each
    raises by $1 at least, up to :func:`money_bound`, with passes between), every
    placement the seats' money allows, and each one-by-one question.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    most = _money_bound(players, options.content, options.turn_limit)
    reveals = PROFESSIONS_PER_TURN.get(players, 3)
    auction = players + (most + 1) * players
    per_turn = (
        2
        + reveals * (2 + auction)
        + 2 * players * (MAX_ACTIVE + 3)
        + 1
        + (players * most + JESSE_JAMES_LIMIT + 2) * players
        + 1
    )
    return options.turn_limit * per_turn
