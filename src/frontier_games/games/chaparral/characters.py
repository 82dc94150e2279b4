"""The twelve characters' actions and the other moves of a Stage 3 turn (the alley,
hosting a politician, the bribe, the Apache token), once the rules have found the move
legal: each returns the position after it.

An action with choices of its own sets :attr:`~.chaparral.model.Turn.step`; :func:`done` ends it
and gives the player its next choice.
"""

from __future__ import annotations

from frontier_games.core import evolved
from frontier_games.games.chaparral.content import (
    RAILWAY_PRIZES,
    SEGMENTS_PER_SECTION,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    ObjectiveTiming,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import (
    alley_cost,
    sales,
)
from frontier_games.games.chaparral.model import (
    ArrangeEvents,
    Build,
    BuyBusiness,
    BuyFarm,
    Mine,
    Penalty,
    PenaltyKind,
    PlayerBoard,
    RemoveApache,
    Sell,
    State,
    Step,
    Turn,
)
from frontier_games.games.chaparral.objectives import BRIBE_GOLD, claim
from frontier_games.games.chaparral.table import (
    GOODS,
    alley_cowboys_lost,
    banker_income,
    business_price,
    farm_price,
    has_marker,
    price_of_sale,
    section_of,
    segments_cost,
    turn_order,
    with_cowboys,
    with_gold,
    with_influence,
    with_iron,
)
from frontier_games.games.chaparral.turn import claim_now, replaced, with_player

__all__ = [
    "arrange_events",
    "build",
    "buy_business",
    "buy_farm",
    "done",
    "mine",
    "perform",
    "remove_apache",
    "sell",
    "sheep_influence",
    "take_prize",
    "take_stagecoach",
    "use_alley",
]

_FARM_BONUS_SETTLERS = 1
_OXEN_IRON = 3


def _set(state: State, seat: int, board: PlayerBoard) -> State:
    players = with_player(state, seat, board)
    return State(state.setup, state.board, state.city, players, state.phase, state.turn, state.rng)


def _with_turn(state: State, turn: Turn) -> State:
    return State(state.setup, state.board, state.city, state.players, state.phase, turn, state.rng)


def _step(
    state: State, step: Step, count: int | None = None, sellers: tuple[int, ...] | None = None
) -> State:
    """The action under way asks its next choice (``count`` and ``sellers``, if given,
    are its progress)."""
    t = state.turn
    turn = Turn(
        t.seat, step, t.order, t.done, t.alley_used, t.character,
        t.count if count is None else count, t.sellers if sellers is None else sellers, t.sold,
    )  # fmt: skip
    return _with_turn(state, turn)


def done(state: State) -> State:
    """The action under way is over: the player's objectives met at once are claimed and
    it chooses again."""
    t = state.turn
    state = claim_now(state, t.seat, ObjectiveTiming.AT_ONCE)
    character = t.character
    finished = t.done if character is None else (*t.done, character)
    return _with_turn(state, Turn(t.seat, Step.CHOOSE, t.order, finished, t.alley_used))


def use_alley(state: State, character: Character) -> State:
    """An alley cowboy acts as ``character``: $5 (the left space) or $10, and a cowboy
    lost (two under Fatal Ambush)."""
    seat = state.turn.seat
    cost = alley_cost(state, seat)
    assert cost is not None
    board = state.players[seat]
    lost = alley_cowboys_lost(state.board.event)
    board = with_cowboys(evolved(board, money=board.money - cost), -lost)
    state = _set(state, seat, board)
    turn = evolved(state.turn, alley_used=state.turn.alley_used + 1)
    return perform(replaced(state, turn=turn), character, alley=True)


def perform(state: State, character: Character, alley: bool = False) -> State:
    """The player acts as ``character`` (by its cowboy, or ``alley``)."""
    t = state.turn
    seat = t.seat
    state = _with_turn(state, Turn(seat, t.step, t.order, t.done, t.alley_used, character))
    board = state.players[seat]
    event = state.board.event
    if character is Character.SHERIFF:
        return _sheriff(state, seat)
    if character is Character.MAYOR:
        return _mayor(state, seat)
    if character is Character.BANKER:
        board = evolved(board, money=board.money + banker_income(board, event))
        return done(_set(state, seat, board))
    if character is Character.FARMER:
        return _step(state, Step.FARMS)
    if character is Character.MERCHANT:
        others = () if alley else turn_order(state.setup.players, seat)[1:]
        return _next_seller(_step(state, Step.SALES, sellers=(seat, *others)))
    if character is Character.RAILWAY_CHIEF:
        return _step(state, Step.RAILWAY)
    if character is Character.MINER:
        return _step(state, Step.MINE)
    if character is Character.NOTARY:
        return _step(state, Step.BUSINESSES)
    if character is Character.STRANGER:
        gained = 1 if event is Event.TRAVELLING_COWBOYS else 2
        return done(_set(state, seat, with_cowboys(board, gained)))
    if character is Character.SETTLER:
        return done(_set(state, seat, evolved(board, settlers=board.settlers + 1)))
    if character is Character.SALOON_OWNER:
        board = evolved(board, money=board.money + 10)
        if event is not Event.TRAVELLING_COWBOYS:
            board = with_cowboys(board, 1)
        return done(_set(state, seat, board))
    assert character is Character.GENERAL_CUSTER
    if event is Event.CRUEL_BATTLE:
        state = _set(state, seat, with_cowboys(board, -2))
    return _step(state, Step.APACHE)


# -- Sheriff and Mayor -------------------------------------------------------------------


def _sheriff(state: State, seat: int) -> State:
    """The small Starting Player token: to the left-hand neighbour if the starting player
    acts, else to the Sheriff's player (with two players, the $10 coin instead); then the
    top three events, seen by that player alone."""
    board = state.board
    players = state.setup.players
    if players == 2:
        if board.sheriff_coin:
            own = state.players[seat]
            state = _set(state, seat, evolved(own, money=own.money + 10))
            state = replaced(state, board=evolved(board, sheriff_coin=False))
    else:
        nxt = (board.start + 1) % players if seat == board.start else seat
        state = replaced(state, board=evolved(board, next_start=nxt))
    city = state.city
    if len(city.events) < 2:
        return done(state)
    top = len(city.events) - min(3, len(city.events))
    seen = list(city.seen[seat])
    for position in range(top, len(city.events)):
        seen[position] = city.events[position]
    rows = (*city.seen[:seat], tuple(seen), *city.seen[seat + 1 :])
    return _step(replaced(state, city=evolved(city, seen=rows)), Step.ARRANGE_EVENTS)


def arrange_events(state: State, action: ArrangeEvents) -> State:
    """``bottom`` to the bottom of the deck, the other two back on top in the order
    chosen. The Sheriff's player knows where each of the three now lies; the others only
    that the deck under them moved up by one."""
    seat = action.player
    city = state.city
    events = city.events
    cut = len(events) - min(3, len(events))
    new = (action.bottom, *events[:cut], *reversed(action.top))
    rows = []
    for other, row in enumerate(city.seen):
        kept = row[:cut]
        if other == seat:
            rows.append((action.bottom, *kept, *reversed(action.top)))
        else:
            rows.append((None, *kept, *(None,) * len(action.top)))
    return done(replaced(state, city=evolved(city, events=new, seen=tuple(rows))))


def _mayor(state: State, seat: int) -> State:
    """The stagecoach in the city comes to the player with its bonus ($5 only under
    Stagecoach Robbery, which discards the politician it brings)."""
    stagecoach = state.board.stagecoach
    if stagecoach is None:
        return done(state)
    board = state.players[seat]
    board = evolved(board, stagecoaches=(*board.stagecoaches, stagecoach))
    state = replaced(state, board=evolved(state.board, stagecoach=None))
    bonus = state.setup.options.content.stagecoach(stagecoach).bonus
    if state.board.event is Event.STAGECOACH_ROBBERY:
        city = state.city
        if bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN and city.politicians:
            city = evolved(city, politicians=city.politicians - 1)  # discarded
        robbed = _set(state, seat, evolved(board, money=board.money + 5))
        return done(evolved(robbed, city=city))
    if bonus is StagecoachBonus.TWENTY_DOLLARS:
        return done(_set(state, seat, evolved(board, money=board.money + 20)))
    if bonus is StagecoachBonus.GOLD:
        return done(_set(state, seat, with_gold(board, 1)))
    if state.city.politicians == 0:  # no politician left to take: the $10
        return done(_set(state, seat, evolved(board, money=board.money + 10)))
    return _step(_set(state, seat, board), Step.STAGECOACH)


def take_stagecoach(state: State, politician: bool) -> State:
    """The stagecoach's $10, or its politician (to host by the end of the round)."""
    seat = state.turn.seat
    board = state.players[seat]
    if politician:
        board = evolved(board, politician=True)
        city = evolved(state.city, politicians=state.city.politicians - 1)
        return done(evolved(_set(state, seat, board), city=city))
    return done(_set(state, seat, evolved(board, money=board.money + 10)))


# -- Farmer ------------------------------------------------------------------------------


def buy_farm(state: State, action: BuyFarm) -> State:
    """The farm comes with its Apache and its bonus; the $10 discount token is spent on
    the first farm bought; a second farm may follow."""
    seat, farm = action.player, action.farm
    board = state.players[seat]
    discount = BonusToken.FARM_DISCOUNT in board.discounts
    price = farm_price(state.setup.options.content, farm, state.board.event, discount)
    discounts = tuple(t for t in board.discounts if t is not BonusToken.FARM_DISCOUNT)
    board = evolved(
        board,
        money=board.money - price,
        farms=tuple(f for f in Farm if f in board.farms or f is farm),
        discounts=discounts,
    )
    city = evolved(state.city, farms=tuple(f for f in state.city.farms if f is not farm))
    good = farm.good
    if good is Good.PIGS:
        board = evolved(board, settlers=board.settlers + _FARM_BONUS_SETTLERS)
    elif good is Good.HORSES:
        board = with_cowboys(board, 1)
    elif good is Good.OXEN:
        board = with_iron(board, _OXEN_IRON)
    elif good is Good.WHEAT:
        board = with_gold(board, 1)
    state = evolved(_set(state, seat, board), city=city)
    count = state.turn.count + 1
    state = claim_now(state, seat, ObjectiveTiming.AT_ONCE)
    # A sheep farm's marker, if a business is left without one of the player's.
    if good is Good.SHEEP and not all(has_marker(board, b) for b in Business):
        return _step(state, Step.SHEEP_INFLUENCE, count=count)
    return _after_farm(state, count)


def _after_farm(state: State, count: int) -> State:
    return done(state) if count >= 2 else _step(state, Step.FARMS, count=count)


def sheep_influence(state: State, business: Business) -> State:
    """The sheep farm's bonus marker goes on ``business``."""
    seat = state.turn.seat
    board = state.players[seat]
    state = _set(state, seat, with_influence(board, business))
    return _after_farm(state, state.turn.count)


# -- Merchant ----------------------------------------------------------------------------


def _next_seller(state: State) -> State:
    """The first of the sellers with a sale to make decides; the Merchant's player makes
    up to two (from different farms), every other seller one; then the action ends."""
    turn = state.turn
    sellers = turn.sellers
    while sellers:
        seller = sellers[0]
        limit = 2 if seller == turn.seat else 1
        asked = replaced(state, turn=evolved(turn, sellers=sellers))
        if asked.turn.count < limit and sales(asked, seller):
            return asked
        sellers = sellers[1:]
        turn = evolved(turn, sellers=sellers, count=0)
    return done(replaced(state, turn=turn))


def sell(state: State, action: Sell) -> State:
    """A sale: the farm's good at the column's price (its lowest, which blocks the
    column, under Market Slump), less the Apache penalty; the marker moves down."""
    seat, farm = action.player, action.farm
    city, content, event = state.city, state.setup.options.content, state.board.event
    good = farm.good
    index = GOODS.index(good)
    price = price_of_sale(content, good, city.market[index], event, farm in city.apaches)
    assert price is not None
    column = content.column(good)
    moved = len(column.prices) if event is Event.MARKET_SLUMP else city.market[index] + 1
    market = (*city.market[:index], moved, *city.market[index + 1 :])
    board = state.players[seat]
    state = _set(state, seat, evolved(board, money=board.money + price))
    state = replaced(state, city=evolved(city, market=market))
    turn = state.turn
    sold = (*turn.sold, farm) if seat == turn.seat else turn.sold
    count = turn.count + 1
    limit = 2 if seat == turn.seat else 1
    if count >= limit:
        state = replaced(state, turn=evolved(turn, sellers=turn.sellers[1:], count=0, sold=sold))
    else:
        state = replaced(state, turn=evolved(turn, count=count, sold=sold))
    return _next_seller(state)


# -- Railway Chief, Miner, Notary, General Custer ----------------------------------------


def build(state: State, action: Build) -> State:
    """The segments are paid in settlers and iron (one more iron each under Rough
    Railway); the player's marker shows the section is its own. A finished section pays
    the next prize."""
    seat = action.player
    city = state.city
    section = section_of(city.sections, action.good)
    cost = segments_cost(section.built, action.segments, state.board.event)
    assert cost is not None  # legal: the section has that many segments left
    settlers, iron = cost
    board = state.players[seat]
    board = evolved(board, settlers=board.settlers - settlers, iron=board.iron - iron)
    built = section.built + action.segments
    new = evolved(section, builder=seat, built=built)
    sections = tuple(new if s is section else s for s in city.sections)
    state = _set(state, seat, board)
    if built < SEGMENTS_PER_SECTION:
        return done(replaced(state, city=evolved(city, sections=sections)))
    finished = city.finished
    state = replaced(state, city=evolved(city, sections=sections, finished=finished + 1))
    if finished >= len(RAILWAY_PRIZES):
        return done(state)
    prize = RAILWAY_PRIZES[finished]
    if prize.gold and prize.dollars:
        return _step(state, Step.PRIZE)
    return _prize(state, seat, bool(prize.gold))


def take_prize(state: State, gold: bool) -> State:
    """The prize of the section just finished: its gold bars or its dollars."""
    return _prize(state, state.turn.seat, gold)


def _prize(state: State, seat: int, gold: bool) -> State:
    prize = RAILWAY_PRIZES[state.city.finished - 1]
    board = state.players[seat]
    if gold:
        board = with_gold(board, prize.gold)
    else:
        board = evolved(board, money=board.money + prize.dollars)
    return done(_set(state, seat, board))


def mine(state: State, action: Mine) -> State:
    """The iron and gold the cowboys carry (the cowboys are not spent)."""
    seat = action.player
    board = with_gold(with_iron(state.players[seat], action.iron), action.gold)
    return done(_set(state, seat, board))


def buy_business(state: State, action: BuyBusiness) -> State:
    """The player's marker moves to the price space: it owns the business (the $5
    discount token is spent on the first business bought); a second may follow."""
    seat, business = action.player, action.business
    price = business_price(state, seat, business)
    board = state.players[seat]
    board = evolved(
        board,
        money=board.money - price,
        influence=tuple(b for b in board.influence if b is not business),
        owned=tuple(b for b in Business if b in board.owned or b is business),
        discounts=tuple(t for t in board.discounts if t is not BonusToken.BUSINESS_DISCOUNT),
    )
    state = claim_now(_set(state, seat, board), seat, ObjectiveTiming.AT_ONCE)
    count = state.turn.count + 1
    return done(state) if count >= 2 else _step(state, Step.BUSINESSES, count=count)


def remove_apache(state: State, action: RemoveApache) -> State:
    """The Apache leaves the farm: General Custer's for the player's board (Courage
    counts those), the coloured token's for the box (the token is then discarded)."""
    seat = action.player
    city = state.city
    city = evolved(city, apaches=tuple(f for f in city.apaches if f is not action.farm))
    board = state.players[seat]
    if action.token:
        board = evolved(board, apache_token=False)
    else:
        board = evolved(board, apaches=board.apaches + 1)
    state = evolved(_set(state, seat, board), city=city)
    if action.token:
        return claim_now(state, seat, ObjectiveTiming.AT_ONCE)
    return done(state)


# -- politicians and the end of Phase 2 --------------------------------------------------


def host(state: State, farm: Farm) -> State:
    """The politician the player holds stays at ``farm``."""
    seat = state.turn.seat
    board = state.players[seat]
    politicians = tuple(f for f in Farm if f in board.politicians or f is farm)
    board = evolved(board, politician=False, politicians=politicians)
    return claim_now(_set(state, seat, board), seat, ObjectiveTiming.AT_ONCE)


def bribe(state: State) -> State:
    """Privileges: two gold bars spent on the politician; the objective is claimed."""
    seat = state.turn.seat
    board = with_gold(state.players[seat], -BRIBE_GOLD)
    board, city = claim(board, state.city, (Objective.PRIVILEGES,))
    state = evolved(_set(state, seat, board), city=city)
    return claim_now(state, seat, ObjectiveTiming.AT_ONCE)


def penalty(state: State, action: Penalty) -> State:
    """Losses and Damages: two influence markers removed, two cowboys lost, or $20."""
    seat = action.player
    board = state.players[seat]
    if action.kind is PenaltyKind.MARKERS:
        board = evolved(
            board, influence=tuple(b for b in board.influence if b not in action.markers)
        )
    elif action.kind is PenaltyKind.COWBOYS:
        board = with_cowboys(board, -2)
    else:
        board = evolved(board, money=board.money - 20)
    return _set(state, seat, board)
