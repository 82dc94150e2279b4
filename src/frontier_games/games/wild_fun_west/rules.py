"""The rules of *Wild Fun West* as pure functions: setup, who may act, legal actions, the
moves, and the end. The rest of the rules lives beside it: :mod:`.wild_fun_west.table` (what
the table shows: income, bans, seats), :mod:`.wild_fun_west.turn` (the steps of a turn, in
order), :mod:`.wild_fun_west.abilities` (professions put in play, the characters' abilities)
and :mod:`.wild_fun_west.refusals` (the rule a refused move breaks).

A turn runs through the :class:`~.wild_fun_west.model.Phase` members in the rulebook's order: the
beginning (Annie Oakley, Belle Starr), Step I (each profession revealed, offered to the
characters who may take it or switch its auction, then auctioned), a swap moment, Step II
(three buildings revealed, George Custer's redraw, the building bids, Judge Roy Bean's
choice on a tie), a second swap moment, and Step III (Receiving Income, paid at once).
Every "you may" ability is an action offered at its moment; ``Pass`` declines it.

The shared auctions (:mod:`frontier_games.auction`) run the bidding and keep the turn;
this module keeps the money and the cards. A bid or a placement, the step random playouts
take most, builds one auction and one :class:`~.wild_fun_west.model.State` and nothing
else; the action tables below are immutable values built at import.
"""

from __future__ import annotations

from collections.abc import Iterator

from frontier_games import auction as auctions
from frontier_games.auction import (
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
    check_first_player,
    check_player_count,
    not_a,
)
from frontier_games.games.wild_fun_west.abilities import (
    may_put_in_play,
    put_in_play,
    steal,
    use_ability,
)
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    DOC_HOLLIDAY_PRICE,
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PROFESSIONS_PER_TURN,
    SHORT_GAME_TARGET,
    STANDARD_CONTENT,
    STARTING_MONEY,
    TARGET,
    Building,
    Character,
    ObjectiveSet,
    Profession,
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
    Options,
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
    Turn,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.refusals import (
    amount_of,
    check_asked,
    check_seat,
    not_now,
    refuse,
    why_not,
    with_action,
)
from frontier_games.games.wild_fun_west.table import (
    banned,
    income,
    money_bound_of,
    objective_count,
    profession_order,
    subsidised,
)
from frontier_games.games.wild_fun_west.turn import (
    SWAP_PHASES,
    asking,
    auction_profession,
    begin_turn,
    bid_on_buildings,
    build,
    next_reveal,
    next_swapper,
    settle_buildings,
    settle_profession,
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
    "table_actions",
    "timing",
]


NAME = "wild-fun-west"


MAX_TURN_LIMIT = 200

"""The largest ``Options.turn_limit``."""


MONEY_CAP = 5000

"""The most money the content and turn limit may let one seat hold (:func:`money_bound`):
every bid table, and the action codec, is as long as that."""


_A_STATE = "a wild-fun-west State"


# Immutable tables built once at import: who may act and the common actions are shared
# values, never rebuilt in a playout. Amounts beyond the tables are built when asked.
_TABLE_DOLLARS = 64


_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))


_NOBODY: frozenset[int] = frozenset()


_PASSES = tuple(Pass(seat) for seat in range(MAX_PLAYERS))


_BIDS = tuple(
    tuple(Bid(seat, amount) for amount in range(_TABLE_DOLLARS + 1)) for seat in range(MAX_PLAYERS)
)


_PLACES: tuple[dict[Building, tuple[Place, ...]], ...] = tuple(
    {
        building: tuple(Place(seat, building, amount) for amount in range(_TABLE_DOLLARS + 1))
        for building in Building
    }
    for seat in range(MAX_PLAYERS)
)
"""``_PLACES[seat][building][amount]`` (amount 0 is never legal)."""


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


_EXCHANGES: tuple[dict[Profession, dict[Profession, Exchange]], ...] = tuple(
    {
        give: {take: Exchange(seat, give, take) for take in Profession if take is not give}
        for give in Profession
    }
    for seat in range(MAX_PLAYERS)
)
"""``_EXCHANGES[seat][give][take]``: Calamity Jane's exchanges (never changed after import)."""
_FLAGS = ("short_game", "open_money", "finish_turn")


def table_actions(seat: int) -> Iterator[WildFunWestAction]:
    """Every action of ``seat`` kept in the shared tables above, which
    :func:`legal_actions` returns: the action codec lists these very objects, so that
    looking a legal action up in it matches by identity (attrs equality is Python code)."""
    yield _PASSES[seat]
    yield from _BIDS[seat]
    for places in _PLACES[seat].values():
        yield from places
    for activates in _ACTIVATES[seat].values():
        yield from activates.values()
    for exchanges in _EXCHANGES[seat].values():
        yield from exchanges.values()


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats as
    :func:`new_game` checks them.

    :raises SetupError: naming the first thing that would not set up a game: ``players`` not
        an int from 4 to 8, ``options`` not exactly an
        :class:`~.wild_fun_west.model.Options`, a flag not a ``bool``, a first player that
        is not a seat, an objective set not made for ``players``, characters not one
        different :class:`~.wild_fun_west.content.Character` per seat, a turn limit not an
        int from 1 to 200, content the rules cannot play, or content and a turn limit that
        let one seat's money pass :data:`MONEY_CAP`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        options = Options()
    elif type(options) is not Options:
        raise SetupError(f"{NAME}: options must be a wild-fun-west Options, not {brief(options)}")
    for flag in _FLAGS:
        value = getattr(options, flag)
        if type(value) is not bool:
            raise SetupError(f"{NAME}: option {flag} must be True or False, not {brief(value)}")
    check_first_player(NAME, options.first_player, players)
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
    bound = money_bound_of(players, content, limit)
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
    :param options: see :class:`~.wild_fun_west.model.Options`.
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
    return begin_turn(setup, Turn(0, first), first, cards, (STARTING_MONEY,) * players, rng)


def money_bound(players: int, options: Options | None = None) -> int:
    """The most money one seat can ever hold in this configuration: $5, the largest income
    the content allows every turn up to the turn limit, and every windfall (Billy the
    Kid's $15, all Belle Starr can steal, Jesse James's $7). No bid, placement or steal
    is larger.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    return money_bound_of(players, options.content, options.turn_limit)


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
        return _PLACES[seat][building][1 : left + 1]
    return _PLACES[seat][building][1:] + tuple(
        Place(seat, building, a) for a in range(_TABLE_DOLLARS + 1, left + 1)
    )


def _building_bids(
    state: State, auction: ContributionAuction, seat: int
) -> tuple[WildFunWestAction, ...]:
    left = auction.budgets[seat] - auction.paid[seat]
    actions: list[WildFunWestAction] = []
    up = state.cards.buildings_up
    if left <= _TABLE_DOLLARS:  # the common case: slices of the shared tables
        rows = _PLACES[seat]
        for building in up:
            actions += rows[building][1 : left + 1]
    else:
        for building in up:
            actions += _places(seat, building, left)
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
    cards = state.cards
    hand = cards.hands[seat]
    if not hand or state.activations >= MAX_ACTIVE or state.money[seat] < ACTIVATION_COST:
        return []
    content = state.setup.options.content
    banned_by, cards_of = content._banned_by, content._cards
    active = cards.active
    mine = active[seat]
    free = len(mine) < MAX_ACTIVE
    sheriff_free = state.turn.sheriff_free
    table = _ACTIVATES[seat]
    in_play = set().union(*active)  # each card is unique: a set loses nothing
    choices: list[Activate] = []
    append = choices.append
    for profession in hand:
        row = table[profession]
        by = banned_by.get(profession)
        if (
            by
            and not in_play.isdisjoint(by)
            and not (sheriff_free and profession is Profession.SHERIFF)
        ):
            blockers = by.intersection(in_play)
            if len(blockers) == 1:  # only replacing the one blocker (if it is one's own) helps
                (blocker,) = blockers
                if blocker in mine:
                    append(row[blocker])
            continue
        if free:
            append(row[None])
            if mine:
                # With a place free, replacing a card the new one bans is the same move
                # as taking the free place (the banned card goes back to the hand anyway).
                bans = cards_of[profession].bans
                for replaced in mine:
                    if replaced not in bans:
                        append(row[replaced])
        else:
            for replaced in mine:
                append(row[replaced])
    return choices


def _swap_abilities(state: State, seat: int) -> list[WildFunWestAction]:
    character = state.setup.characters[seat]
    if character in state.turn.used:
        return []
    cards = state.cards
    if character is Character.CALAMITY_JANE:
        # The deck's cards in enum order: its own order is secret, and must not show here.
        deck = sorted(cards.deck, key=profession_order)
        table = _EXCHANGES[seat]
        return [table[give][take] for give in cards.hands[seat] for take in deck]
    if character is Character.BUFFALO_BILL and len(cards.town) <= 2:
        return [SwapObjectives(seat, t) for t in range(state.players) if t != seat]
    return []


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
        ``"two-in-play"``, ``"replacing-banned"``, ``"banned-profession"``; abilities:
        ``"not-your-ability"``, ``"ability-used"``, ``"ability-not-now"``, ``"no-money"``
        ("Doc" Holliday), ``"steal-too-much"``, ``"not-in-deck"``, ``"not-tied"``.
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
        raise refuse("game-over", "the game is over", action, seat)
    raise refuse("not-an-action", f"{brief(action)} is not a Wild Fun West action", action, seat)


def _bid(state: State, action: Bid) -> State:
    seat, amount = action.player, action.amount
    if (
        state.phase is not Phase.PROFESSION_BIDDING
        or type(seat) is not int
        or type(amount) is not int
    ):
        seat = check_seat(state, action)
        if state.phase is not Phase.PROFESSION_BIDDING:
            raise not_now(state, action, seat)
        amount = amount_of(action, seat)
    auction = state.auction
    assert type(auction) is ReentryAuction or type(auction) is SealedAuction
    try:
        after = auctions.bid(auction, seat, amount)
    except IllegalActionError as error:
        check_seat(state, action)  # a seat the game does not have is refused as such
        raise with_action(error, action) from None
    return _after_profession_bid(state, after)


def _after_profession_bid(state: State, after: ReentryAuction | SealedAuction) -> State:
    if auctions.is_finished(after):
        return settle_profession(state, after)
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0, state.rng
    )


def _place(state: State, action: Place) -> State:
    seat, building, amount = action.player, action.building, action.amount
    up = state.cards.buildings_up
    if (
        state.phase is not Phase.BUILDING_BIDDING
        or type(seat) is not int
        or not 0 <= seat < len(state.money)
        or type(building) is not Building
        or building not in up
        or type(amount) is not int
    ):
        seat = check_seat(state, action)
        if state.phase is not Phase.BUILDING_BIDDING:
            raise not_now(state, action, seat)
        if type(building) is not Building or building not in up:
            names = ", ".join(b.value for b in up)
            raise refuse(
                "building-not-up",
                f"the buildings up for bidding are {names}, not {brief(building)}",
                action,
                seat,
            )
        amount = amount_of(action, seat)
    auction = state.auction
    assert type(auction) is ContributionAuction
    content = state.setup.options.content
    subsidy = amount if subsidised(content, state.cards.active[seat], building) else 0
    try:
        after = auctions.place(auction, seat, up.index(building), amount, subsidy)
    except IllegalActionError as error:
        raise with_action(error, action) from None
    return State(
        state.setup, state.turn, state.cards, state.money, state.phase, (), after, 0, state.rng
    )


def _pass(state: State, action: Pass) -> State:
    seat = action.player
    phase = state.phase
    auction = state.auction
    if type(seat) is not int:
        seat = check_seat(state, action)
    if phase is Phase.PROFESSION_BIDDING:
        assert type(auction) is ReentryAuction or type(auction) is SealedAuction
        try:
            after = auctions.pass_bid(auction, seat)
        except IllegalActionError as error:
            check_seat(state, action)
            raise with_action(error, action) from None
        return _after_profession_bid(state, after)
    if phase is Phase.BUILDING_BIDDING:
        assert type(auction) is ContributionAuction
        try:
            placed = auctions.pass_bid(auction, seat)
        except IllegalActionError as error:
            check_seat(state, action)
            raise with_action(error, action) from None
        if auctions.is_finished(placed):
            return settle_buildings(state, placed)
        return State(
            state.setup, state.turn, state.cards, state.money, phase, (), placed, 0, state.rng
        )
    waiting = state.waiting
    if not waiting or waiting[0] != seat:
        seat = check_seat(state, action)
        check_asked(state, action, seat)
    rest = waiting[1:]
    setup, turn, cards, money, rng = state.setup, state.turn, state.cards, state.money, state.rng
    if phase in SWAP_PHASES:
        return next_swapper(setup, turn, cards, money, rng, phase, rest)
    if rest:
        return asking(state, rest)
    if phase is Phase.BEGINNING:
        return next_reveal(setup, turn, cards, money, rng)
    if phase is Phase.REVEAL:
        return auction_profession(setup, turn, cards, money, rng)
    if phase is Phase.BUILDINGS_REVEALED:
        return bid_on_buildings(setup, turn, cards, money, rng)
    assert phase is Phase.BUILDING_TIE
    return build(setup, turn, cards, money, rng, None)


_RARE = frozenset((Activate, Forbid, Rob, Claim, SwitchBidding, SwapObjectives, Exchange,
                   Redraw, Steal, ChooseBuilding))  # fmt: skip


def _rare(state: State, action: WildFunWestAction) -> State:
    """Every action but a bid, a placement and a pass: the legal ones are few, so it is
    legal exactly when it is among them, and otherwise :func:`why_not` names the rule."""
    seat = check_seat(state, action)
    kind = type(action)
    if kind is Activate:
        if not may_put_in_play(state, action, seat):  # type: ignore[arg-type]
            raise why_not(state, action, seat)
        return put_in_play(state, action)  # type: ignore[arg-type]
    if action not in legal_actions(state, seat):
        raise why_not(state, action, seat)
    if kind is Steal:
        return steal(state, action)  # type: ignore[arg-type]
    return use_ability(state, action, seat)


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
    most = money_bound_of(players, options.content, options.turn_limit)
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
