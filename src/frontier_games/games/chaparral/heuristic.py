"""A rule-of-thumb player for *Chaparral*: :class:`HeuristicBot`.

"The winner is the player who has claimed the most objectives", but only with a special
one among them; every choice is weighed by what it does for the seat's objectives:

* A claimed objective counts most, the first special one more still. One not yet met
  counts by how near it is, the nearest far more than the rest (a special one more while
  the seat has none), and not at all in the last round, when only claims and the
  fortune, the tie-break, are left.
* Money, iron, gold, settlers, cowboys and markers count for what they will buy or
  carry; a farm with an Apache counts for no objective ("he may not claim the objective
  until he removes the Apache").
* Phase 1: each cowboy goes on the character whose bonus token, influence marker and
  action add most to the round, after what its earlier cowboys will bring, and what the
  character would add to the next player to place a cowboy (with two players, it blocks
  the character worth most to the opponent). The alley ("shady deals are made and
  bullets are easily lost") only when a taken character is clearly worth its price.
* Stage 2: the marker that does most, counting what the Notary may buy with it.
* Stage 3: income first (Mayor, Banker, Saloon Owner), then cowboys and what they carry
  (Stranger, Miner), the farms and then General Custer on their Apaches, the Merchant
  once they sell at full price, the railway once the iron is mined, businesses last; an
  action is skipped if it does nothing for the seat. A politician goes on a farm
  without an Apache; the bribe of Privileges is paid as soon as it may be.
* Sales are forced, so each is the one that earns most; as the Sheriff it puts the event
  that hurts most at the bottom of the deck and the mildest on top.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from frontier_games.bots.base import RuleOfThumbBot
from frontier_games.games.chaparral.content import (
    ALLEY_COSTS,
    CHARACTER_BUSINESSES,
    COWBOY_LIMIT,
    COWBOYS_PER_PLAYER,
    GOLD_LIMIT,
    IRON_LIMIT,
    MAX_INFLUENCE_PER_ROUND,
    RAILWAY_PRIZES,
    SEGMENTS_PER_SECTION,
    STANDARD_CONTENT,
    BonusToken,
    Business,
    Character,
    Content,
    Event,
    Farm,
    Good,
    Objective,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import LOSSES_MONEY, alley_cost
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Pass,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    PlayerBoard,
    RemoveApache,
    Sell,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.objectives import (
    BENEFACTOR_GIFT,
    BRIBE_GOLD,
    WINNING_COUNT,
    threshold,
)
from frontier_games.games.chaparral.table import (
    APPRECIATION,
    BUSINESS_DISCOUNT,
    GOODS,
    alley_cowboys_lost,
    banker_income,
    farm_price,
    price_of_sale,
    segments_cost,
)

__all__ = ["HeuristicBot"]

_C = Character
_CHARACTERS = tuple(Character)
_ANIMALS = frozenset((Good.SHEEP, Good.PIGS, Good.HORSES, Good.OXEN))
_TERRITORY = frozenset((Good.PIGS, Good.HORSES, Good.OXEN))
_PROSPERITY_FARMS = frozenset((Good.HORSES, Good.OXEN))
_POWER_BUSINESSES = frozenset((Business.JEWELRY_STORE, Business.HOTEL))
_DOMINANCE = frozenset((2, 3, 4, 5))
_NOT_IN_ALLEY = frozenset((_C.SHERIFF, _C.MAYOR))

_ORDER = (
    _C.SHERIFF,
    _C.MAYOR,
    _C.BANKER,
    _C.SALOON_OWNER,
    _C.STRANGER,
    _C.SETTLER,
    _C.MINER,
    _C.FARMER,
    _C.GENERAL_CUSTER,
    _C.MERCHANT,
    _C.RAILWAY_CHIEF,
    _C.NOTARY,
)
"""Stage 3's order: income first, then what cowboys carry, the farms and their Apaches
off, sales once they are free, the railway once the iron is mined, the businesses
last."""
_RANK = MappingProxyType({character: k for k, character in enumerate(_ORDER)})
_INDEX: Mapping[Business | Farm | Good, int] = MappingProxyType(
    {
        **{business: k for k, business in enumerate(Business)},
        **{farm: k for k, farm in enumerate(Farm)},
        **{good: k for k, good in enumerate(Good)},
    }
)
"""Each business, farm and good's place in its enum: an order to consider pairs in."""
_BUSINESS_ORDER = tuple(Business)
"""The order to consider businesses in: never a set's, which differs between processes
(the enums hash by identity)."""

# What things are worth, in dollars.
_OBJECTIVE = 100.0
"""A claimed objective."""
_FIRST_SPECIAL = 90.0
"""The first special objective, on top: without one a player cannot win."""
_PARTIAL = 75.0
"""The most an objective not yet met is worth (times its progress to the power
``_SHAPE``)."""
_SHAPE = 1.5
"""Above 1: the nearer an objective, the more each step towards it counts."""
_SPECIAL_PUSH = 1.4
"""How much more a special objective's progress counts while the seat has none."""
_IRON, _GOLD, _SETTLER, _COWBOY, _MARKER = 2.5, 10.0, 3.0, 4.0, 1.5
_STATUS_MARKER = 0.8
"""A marker in a business nobody owns, per status point: it may be bought."""
_ASSET = 0.3
"""A farm or business, per dollar of its price (its use, and the fortune)."""
_APACHE_LOSS = 10
"""What an Apache on a farm takes off the fortune."""
_MONEY = 1.0
"""A dollar, until the last round."""
_LATE_MONEY = 0.3
"""A dollar in the last round: only the fortune, the tie-break, is left of it."""
_DENIAL: Mapping[int, float] = MappingProxyType({2: 1.0, 3: 0.8, 4: 0.8})
"""Phase 1, by player count: how much what a character would add to the next rival to
place a cowboy counts for taking it."""
_ALLEY_DOUBT = 10.0
"""Phase 1: what an alley cowboy must be worth more than its price and cowboy, for the
character it will act as is only a guess until the others have placed theirs."""
_START = 4.0
"""Being the Starting Player next round (the Sheriff)."""
_GIFT = 0.3
"""Each dollar the Merchant's forced sales give another player, against the seat."""
_CLEARED = 5.0
"""An Apache removed from a farm on the table of a kind the seat lacks."""


class _Me(NamedTuple):
    """A seat's position as the bot reckons it, hypothetical positions included."""

    money: int
    cowboys: int
    iron: int
    gold: int
    settlers: int
    influence: frozenset[Business]
    owned: frozenset[Business]
    goods: frozenset[Good]
    free: frozenset[Good]
    hosted: frozenset[Good]
    holding: bool
    coaches: int
    apaches: int
    rail: int
    rail_good: Good | None
    finished: frozenset[Good]
    claimed: frozenset[Objective]
    farm_discount: bool
    business_discount: bool
    farm_prices: int
    """The printed prices of its farms (the fortune counts them)."""
    extra: float
    """What the bot counts beyond the seat's board (the Starting Player token, the
    Merchant's gifts to the others, an Apache off a farm it may buy)."""


class _Tables(NamedTuple):
    """What the bot reads of a content, once."""

    special: frozenset[Objective]
    status: Mapping[Business, int]
    price: Mapping[Business, int]
    groups: Mapping[int, frozenset[Business]]


def _tables(content: Content) -> _Tables:
    """The statuses, prices, status groups and special objectives of ``content``."""
    groups: dict[int, set[Business]] = {}
    for card in content.businesses:
        groups.setdefault(card.status, set()).add(card.business)
    return _Tables(
        special=frozenset(card.objective for card in content.objectives if card.special),
        status=MappingProxyType({card.business: card.status for card in content.businesses}),
        price=MappingProxyType({card.business: card.price for card in content.businesses}),
        groups=MappingProxyType({k: frozenset(v) for k, v in groups.items()}),
    )


_STANDARD_TABLES = _tables(STANDARD_CONTENT)


class _Ctx(NamedTuple):
    """What a decision's evaluations share: the seat, the table, the weights, and the
    reckonings already made in the same context (``memo``)."""

    seat: int
    players: int
    content: Content
    tables: _Tables
    event: Event
    open: tuple[tuple[int, Objective, bool, float, float], ...]
    """The objectives the seat may still claim: their index, whether special, what
    their progress is worth at most, and what meeting them is worth."""
    special_claimed: bool
    partial: float
    money: float
    asset: float
    wealth: int
    courage: int
    host: int
    settlers: int
    taken: frozenset[Business]
    table: tuple[tuple[Farm, bool], ...]
    market: tuple[int, ...]
    open_sections: tuple[Good, ...]
    finished: int
    stagecoach: StagecoachBonus | None
    sheriff_coin: bool
    gift: int
    memo: _Memo


class _Memo(NamedTuple):
    """The reckonings made in one context, kept as long as it lasts: each depends only on
    the context and its key."""

    worths: dict[_Me, float]
    acts: dict[tuple[_Me, Character, bool, Character | None], _Me]
    businesses: dict[tuple[frozenset[Business], frozenset[Business]], _Businesses]
    farms: dict[tuple[frozenset[Good], frozenset[Good], frozenset[Good]], _Farms]


_Memory = dict[tuple[object, ...], tuple[Content, _Memo]]
"""What a bot keeps between decisions: the reckonings of each context it met this round,
by the context's values (and its content, which is compared by identity)."""


# -- reading the view --------------------------------------------------------------------


def _me(view: View, seat: int) -> _Me:
    """``seat``'s position as the view shows it."""
    board = view.players[seat]
    apaches = view.apaches
    goods = frozenset(farm.good for farm in board.farms)
    free = frozenset(farm.good for farm in board.farms if farm not in apaches)
    rail, rail_good, finished = 0, None, set()
    for section in view.sections:
        if section.builder == seat:
            if section.built >= SEGMENTS_PER_SECTION:
                finished.add(section.good)
            else:
                rail, rail_good = section.built, section.good
    return _Me(
        money=board.money,
        cowboys=board.cowboys,
        iron=board.iron,
        gold=board.gold,
        settlers=board.settlers,
        influence=frozenset(board.influence),
        owned=frozenset(board.owned),
        goods=goods,
        free=free,
        hosted=frozenset(farm.good for farm in board.politicians),
        holding=board.politician,
        coaches=len(board.stagecoaches),
        apaches=board.apaches,
        rail=rail,
        rail_good=rail_good,
        finished=frozenset(finished),
        claimed=frozenset(board.objectives),
        farm_discount=BonusToken.FARM_DISCOUNT in board.discounts,
        business_discount=BonusToken.BUSINESS_DISCOUNT in board.discounts,
        farm_prices=sum(view.setup.options.content.farm(farm).price for farm in board.farms),
        extra=0.0,
    )


def _rounds_left(view: View) -> int:
    """The rounds the game may still last, this one included."""
    left = view.stagecoaches_left + 1
    goal = WINNING_COUNT[view.setup.players]
    if any(len(board.objectives) >= goal - 1 for board in view.players):
        return min(left, 2)  # someone may end it with this round or the next
    return left


def _context(view: View, seat: int, memory: _Memory) -> _Ctx:
    """What every evaluation of ``seat``'s choices reads, with the reckonings ``memory``
    holds for it (a context met before: in Phase 1 it does not change)."""
    content = view.setup.options.content
    tables = _STANDARD_TABLES if content is STANDARD_CONTENT else _tables(content)
    players = view.setup.players
    mine = view.players[seat].objectives
    partial = min(1.0, (_rounds_left(view) - 1) / 2)
    coach = view.board.stagecoach
    fresh = _Memo({}, {}, {}, {})  # this context's, unless memory holds one already
    gift = 0
    for other, board in enumerate(view.players):
        if other != seat:
            gift += max(
                (_sale(view, farm.good, farm in view.apaches) for farm in board.farms), default=0
            )
    ctx = _Ctx(
        seat=seat,
        players=players,
        content=content,
        tables=tables,
        event=view.board.event,
        open=_open_objectives(view, seat, tables, partial),
        special_claimed=bool(tables.special & set(mine)),
        partial=partial,
        money=partial * _MONEY + (1 - partial) * _LATE_MONEY,
        asset=partial * _ASSET + (1 - partial) * _LATE_MONEY,
        wealth=threshold(Objective.WEALTH, players),
        courage=threshold(Objective.COURAGE, players),
        host=threshold(Objective.HOST, players),
        settlers=threshold(Objective.SETTLERS, players),
        taken=frozenset(
            b for other, board in enumerate(view.players) if other != seat for b in board.owned
        ),
        table=tuple((farm, farm in view.apaches) for farm in view.farms),
        market=view.market,
        open_sections=tuple(s.good for s in view.sections if s.builder is None),
        finished=view.finished,
        stagecoach=None if coach is None else content.stagecoach(coach).bonus,
        sheriff_coin=view.board.sheriff_coin,
        gift=gift,
        memo=fresh,
    )
    key = (*ctx[:2], *ctx[4:-1])
    kept = memory.get(key)
    if kept is None or kept[0] is not content:
        kept = memory[key] = (content, fresh)
    return ctx._replace(memo=kept[1])


def _open_objectives(
    view: View, seat: int, tables: _Tables, partial: float
) -> tuple[tuple[int, Objective, bool, float, float], ...]:
    """The objectives ``seat`` may still claim, with what each is worth (see
    :attr:`_Ctx.open`); a special one's progress counts more while the seat has none."""
    mine = view.players[seat].objectives
    push = 1.0 if tables.special & set(mine) else _SPECIAL_PUSH
    cards = set(view.objectives) - set(mine)
    found = []
    for k, objective in enumerate(_OBJECTIVES):
        if objective in cards:
            special = objective in tables.special
            weight = partial * _PARTIAL * (push if special else 1.0)
            met = _OBJECTIVE - _PAID.get(objective, 0.0) * partial
            found.append((k, objective, special, weight, met))
    return tuple(found)


def _sale(view: View, good: Good, apache: bool) -> int:
    """What a sale of ``good`` earns now ($0 once its column is blocked)."""
    content = view.setup.options.content
    price = price_of_sale(content, good, view.market[GOODS.index(good)], view.board.event, apache)
    return 0 if price is None else price


# -- what a position is worth ------------------------------------------------------------


_OBJECTIVES = tuple(Objective)
_NEAR = 0.95
"""The most an objective not met may count as near."""


class _Businesses(NamedTuple):
    """What the seat's markers and businesses give, as :func:`_worth` reads them."""

    statuses: int
    """The statuses owned, summed (Status)."""
    groups: int
    """The statuses owned, as bits (Dominance, Prosperity)."""
    buyable: int
    """The highest status of a business the seat has a marker in and nobody owns."""
    markers: float
    """What the markers are worth for what they may buy (before ``partial``)."""
    power: float
    """Power's business: 1 owned, 0.3 a marker where it may be bought, else 0."""
    prices: int
    """The businesses' prices (the fortune)."""


def _businesses(me: _Me, ctx: _Ctx) -> _Businesses:
    """The seat's businesses as :func:`_worth` reads them (reckoned once a decision)."""
    key = (me.owned, me.influence)
    known = ctx.memo.businesses.get(key)
    if known is not None:
        return known
    tables, taken = ctx.tables, ctx.taken
    status, price = tables.status, tables.price
    statuses = groups = prices = buyable = 0
    for business in me.owned:
        value = status[business]
        statuses += value
        groups |= 1 << value
        prices += price[business]
    open_statuses = 0
    for business in me.influence:
        if business not in taken:
            value = status[business]
            open_statuses += value
            buyable = max(buyable, value)
    markers = _MARKER * len(me.influence) + _STATUS_MARKER * open_statuses
    if me.owned & _POWER_BUSINESSES:
        power = 1.0
    else:
        power = 0.3 if (me.influence & _POWER_BUSINESSES) - taken else 0.0
    known = ctx.memo.businesses[key] = _Businesses(
        statuses, groups, buyable, markers, power, prices
    )
    return known


class _Farms(NamedTuple):
    """What the seat's farms give, as :func:`_worth` reads them."""

    animals: int
    """Animal farms without an Apache (Herds)."""
    tamed: int
    """Animal farms with an Apache."""
    wheat: float
    """1 a wheat farm without an Apache, 0.5 with one, else 0 (Settlers, Benefactor)."""
    horse_or_ox: float
    """The same for a horse or ox farm (Prosperity)."""
    hosted_free: int
    """Politicians hosted on farms without an Apache (Prestige, Privileges)."""


def _farms(me: _Me, ctx: _Ctx) -> _Farms:
    """The seat's farms as :func:`_worth` reads them (reckoned once a decision)."""
    goods, free = me.goods, me.free
    key = (goods, free, me.hosted)
    known = ctx.memo.farms.get(key)
    if known is not None:
        return known
    wheat_free = Good.WHEAT in free
    animals = len(free) - wheat_free
    tamed = len(goods) - (Good.WHEAT in goods) - animals
    wheat = 1.0 if wheat_free else 0.5 if Good.WHEAT in goods else 0.0
    if Good.HORSES in free or Good.OXEN in free:
        horse_or_ox = 1.0
    else:
        horse_or_ox = 0.5 if Good.HORSES in goods or Good.OXEN in goods else 0.0
    hosted_free = len(me.hosted & free)
    known = ctx.memo.farms[key] = _Farms(animals, tamed, wheat, horse_or_ox, hosted_free)
    return known


def _nearness(me: _Me, ctx: _Ctx, owned: _Businesses, farms: _Farms) -> tuple[float, ...]:
    """How near each objective is, in :class:`~.chaparral.content.Objective` order, 0 to
    1: 1 exactly when its requirement is met (Benefactor's gift and Privileges' bribe
    aside)."""
    money, cowboys, gold, settlers, coaches = me.money, me.cowboys, me.gold, me.settlers, me.coaches
    wheat, hosted_free = farms.wheat, farms.hosted_free
    cowboys_7 = cowboys / 7 if cowboys < 7 else 1.0
    coaches_2 = coaches / 2 if coaches < 2 else 1.0
    gold_2 = gold / BRIBE_GOLD if gold < BRIBE_GOLD else 1.0
    settled = settlers / ctx.settlers if settlers < ctx.settlers else 1.0
    prosperity = (
        0.25 * farms.horse_or_ox
        + 0.15 * (gold > 0)
        + 0.2 * (money / 60 if money < 60 else 1.0)
        + 0.15 * (cowboys / 5 if cowboys < 5 else 1.0)
        + 0.25 * (owned.groups >= 8)
    )
    benefactor = (
        0.35 * wheat
        + 0.15 * (settlers > 0)
        + 0.3 * (money / 50 if money < 50 else 1.0)
        + 0.2 * (gold > 0)
    )
    privileges = 1.0 if hosted_free else 0.5 if me.hosted or me.holding else 0.0
    power = owned.power
    return (
        cowboys / COWBOY_LIMIT,
        money / ctx.wealth if money < ctx.wealth else 1.0,
        me.apaches / ctx.courage if me.apaches < ctx.courage else 1.0,
        1.0 if farms.animals >= 3 else _near((farms.animals + 0.5 * farms.tamed) / 3),
        (len(me.influence) + len(me.owned)) / _BUSINESS_COUNT,
        coaches / ctx.host if coaches < ctx.host else 1.0,
        1.0 if wheat == 1.0 and settled == 1.0 else _near(0.45 * wheat + 0.55 * settled),
        1.0
        if hosted_free >= 2
        else _near((hosted_free + 0.5 * (len(me.hosted) - hosted_free) + 0.5 * me.holding) / 2),
        _territorial_value(me),
        1.0 if prosperity > 0.999 else _near(prosperity),
        1.0 if benefactor > 0.999 else _near(benefactor),
        1.0 if me.finished else _near(me.rail / SEGMENTS_PER_SECTION),
        1.0 if owned.statuses >= 9 else _near((owned.statuses + 0.3 * owned.buyable) / 9),
        1.0 if privileges == 1.0 and gold_2 == 1.0 else _near(0.5 * privileges + 0.5 * gold_2),
        1.0
        if power == 1.0 and coaches_2 == 1.0 and cowboys_7 == 1.0
        else _near(0.3 * coaches_2 + 0.3 * cowboys_7 + 0.4 * power),
        _DOMINANCE_SHARE[owned.groups & _DOMINANCE_BITS],
    )


_BUSINESS_COUNT = len(Business)
_DOMINANCE_BITS = sum(1 << status for status in _DOMINANCE)
_DOMINANCE_SHARE = tuple(
    sum(bool(bits & (1 << status)) for status in _DOMINANCE) / len(_DOMINANCE)
    for bits in range(_DOMINANCE_BITS + 1)
)
"""Dominance's nearness for each set of statuses owned, as bits."""


def _near(value: float) -> float:
    return value if value < _NEAR else _NEAR


def _territorial_value(me: _Me) -> float:
    """A pig, horse or ox farm without an Apache along a section the seat finished, and
    a settler."""
    finished, rail_good, free = me.finished, me.rail_good, me.free
    if not finished and rail_good is None:
        return 0.35 * 0.25 * bool(me.goods & _TERRITORY) + 0.15 * (me.settlers > 0)
    along = finished & _TERRITORY
    if rail_good is not None:
        along = along | {rail_good}
    if me.settlers and finished & _TERRITORY & free:
        return 1.0
    railway = 1.0 if finished else me.rail / SEGMENTS_PER_SECTION
    farm = 1.0 if along & free else 0.5 if along & me.goods else 0.25 * bool(me.goods & _TERRITORY)
    return _near(0.5 * railway + 0.35 * farm + 0.15 * (me.settlers > 0))


_PAID = MappingProxyType(
    {
        Objective.BENEFACTOR: BENEFACTOR_GIFT[0] + BENEFACTOR_GIFT[1] * _GOLD + 5.0,
        Objective.PRIVILEGES: BRIBE_GOLD * _GOLD + 5.0,
    }
)
"""What an objective claimed by paying is worth less while unpaid: its price and more."""


def _worth(me: _Me, ctx: _Ctx) -> float:
    """What ``me`` is worth to the seat, in dollars (reckoned once a decision)."""
    known = ctx.memo.worths.get(me)
    if known is None:
        known = ctx.memo.worths[me] = _reckoned(me, ctx)
    return known


def _reckoned(me: _Me, ctx: _Ctx) -> float:
    partial = ctx.partial
    owned, farms = _businesses(me, ctx), _farms(me, ctx)
    assets = owned.prices + me.farm_prices - _APACHE_LOSS * (len(me.goods) - len(me.free))
    total = ctx.money * me.money + me.extra + ctx.asset * assets
    if partial:
        total += partial * (
            _IRON * me.iron
            + _GOLD * me.gold
            + _SETTLER * (me.settlers if me.settlers < 4 else 4)
            + _COWBOY * me.cowboys
            + owned.markers
        )
    claimed = me.claimed
    total += _OBJECTIVE * len(claimed)
    special = ctx.special_claimed or bool(claimed & ctx.tables.special)
    nearness = _nearness(me, ctx, owned, farms)
    for index, objective, is_special, weight, met in ctx.open:
        near = nearness[index]
        if near >= 1.0:
            if objective not in claimed:
                total += met
                special = special or is_special
        elif near > 0 and objective not in claimed:
            total += weight * near**_SHAPE
    if special:
        total += _FIRST_SPECIAL
    return total


# -- the effects of choices on a position ------------------------------------------------


def _with_cowboys(me: _Me, change: int) -> _Me:
    return me._replace(cowboys=min(max(me.cowboys + change, 0), COWBOY_LIMIT))


def _token(me: _Me, token: BonusToken | None) -> _Me:
    """``me`` after collecting ``token`` in Stage 1."""
    if token is None:
        return me
    if token is BonusToken.FIVE_DOLLARS:
        return me._replace(money=me.money + 5)
    if token is BonusToken.TEN_DOLLARS:
        return me._replace(money=me.money + 10)
    if token is BonusToken.COWBOY:
        return _with_cowboys(me, 1)
    if token is BonusToken.IRON:
        return me._replace(iron=min(me.iron + 2, IRON_LIMIT))
    if token is BonusToken.FARM_DISCOUNT:
        return me._replace(farm_discount=True)
    return me._replace(business_discount=True)


def _marker(me: _Me, business: Business) -> _Me:
    return me._replace(influence=me.influence | {business})


def _best(options: Sequence[_Me], ctx: _Ctx) -> _Me:
    """The option worth most."""
    best, top = options[0], _worth(options[0], ctx)
    for option in options[1:]:
        worth = _worth(option, ctx)
        if worth > top:
            best, top = option, worth
    return best


def _bought_farm(me: _Me, farm: Farm, apache: bool, ctx: _Ctx) -> _Me:
    """``me`` after buying ``farm`` (with its Apache if ``apache``), its bonus included."""
    price = farm_price(ctx.content, farm, ctx.event, me.farm_discount)
    good = farm.good
    me = me._replace(
        money=me.money - price,
        goods=me.goods | {good},
        free=me.free if apache else me.free | {good},
        farm_discount=False,
        farm_prices=me.farm_prices + ctx.content.farm(farm).price,
    )
    if me.holding:  # the politician is hosted on the new farm
        me = me._replace(holding=False, hosted=me.hosted | {good})
    if good is Good.PIGS:
        return me._replace(settlers=me.settlers + 1)
    if good is Good.HORSES:
        return _with_cowboys(me, 1)
    if good is Good.OXEN:
        return me._replace(iron=min(me.iron + 3, IRON_LIMIT))
    if good is Good.WHEAT:
        return me._replace(gold=min(me.gold + 1, GOLD_LIMIT))
    return _best_marker(me, tuple(b for b in Business if b not in me.influence | me.owned), ctx)


def _best_marker(me: _Me, businesses: Sequence[Business], ctx: _Ctx) -> _Me:
    """``me`` with a marker on the best of ``businesses``, as :func:`_worth` sees a
    marker, without reckoning it: one nobody owns by its status, the Jewelry Store and
    the Hotel more for Power."""
    best, top = None, -1.0
    for business in businesses:
        value = 0.0
        if business not in ctx.taken:
            value = ctx.tables.status[business] + 3.0 * (business in _POWER_BUSINESSES)
        if value > top:
            best, top = business, value
    return me if best is None else _marker(me, best)


def _farms_on_offer(me: _Me, ctx: _Ctx) -> list[tuple[Farm, bool]]:
    """For each kind the seat lacks, the farm on the table it would buy (the cheapest,
    an Apache counting $10 against it), if it can pay for it."""
    chosen: dict[Good, tuple[Farm, bool, int]] = {}
    for farm, apache in ctx.table:
        good = farm.good
        if good in me.goods:
            continue
        cost = ctx.content.farm(farm).price + (10 if apache else 0)
        if good not in chosen or cost < chosen[good][2]:
            chosen[good] = (farm, apache, cost)
    return [(farm, apache) for farm, apache, _ in chosen.values()]


def _farmer(me: _Me, ctx: _Ctx, pairs: bool = True) -> list[_Me]:
    """The ways to buy one farm now, and (if ``pairs``) two: the best three singles, each
    followed by another."""
    offer = _farms_on_offer(me, ctx)
    singles = [
        (_bought_farm(me, farm, apache, ctx), farm)
        for farm, apache in offer
        if farm_price(ctx.content, farm, ctx.event, me.farm_discount) <= me.money
    ]
    options = [one for one, _ in singles]
    for one, farm in _three_best(singles, ctx) if pairs else ():
        options.extend(
            _bought_farm(one, second, apache, ctx)
            for second, apache in offer
            if second.good is not farm.good
            and _INDEX[second] > _INDEX[farm]
            and farm_price(ctx.content, second, ctx.event, one.farm_discount) <= one.money
        )
    return options


def _three_best(singles: list[tuple[_Me, Any]], ctx: _Ctx) -> list[tuple[_Me, Any]]:
    """The three options worth most, of a first purchase (pairs follow only those)."""
    if len(singles) <= 3:
        return singles
    return sorted(singles, key=lambda pair: -_worth(pair[0], ctx))[:3]


def _sales(me: _Me, ctx: _Ctx) -> list[int]:
    """What each of the seat's farms would earn on the market now, best first."""
    prices = []
    for good in me.goods:
        price = price_of_sale(
            ctx.content, good, ctx.market[GOODS.index(good)], ctx.event, good not in me.free
        )
        if price is not None:
            prices.append(price)
    return sorted(prices, reverse=True)


def _merchant(me: _Me, ctx: _Ctx, alley: bool) -> _Me:
    """The Merchant: its two best sales, less what the others' forced sales give them
    (none through the alley, where "ONLY he sells")."""
    earned = sum(_sales(me, ctx)[:2])
    gift = 0.0 if alley else _GIFT * ctx.gift * ctx.partial
    return me._replace(money=me.money + earned, extra=me.extra - gift)


def _prize(me: _Me, ctx: _Ctx) -> list[_Me]:
    if ctx.finished >= len(RAILWAY_PRIZES):
        return [me]
    prize = RAILWAY_PRIZES[ctx.finished]
    options = [me._replace(money=me.money + prize.dollars)]
    if prize.gold:
        options.append(me._replace(gold=min(me.gold + prize.gold, GOLD_LIMIT)))
    return options


def _built(me: _Me, good: Good, segments: int, ctx: _Ctx) -> list[_Me]:
    """``me`` after building ``segments`` segments of ``good``'s section (each prize if
    it finishes it); empty if it cannot pay."""
    built = me.rail if me.rail_good is good else 0
    cost = segments_cost(built, segments, ctx.event)
    if cost is None or cost[0] > me.settlers or cost[1] > me.iron:
        return []
    me = me._replace(settlers=me.settlers - cost[0], iron=me.iron - cost[1])
    if built + segments < SEGMENTS_PER_SECTION:
        return [me._replace(rail=built + segments, rail_good=good)]
    done = me._replace(rail=0, rail_good=None, finished=me.finished | {good})
    return _prize(done, ctx)


def _section_goods(me: _Me, ctx: _Ctx) -> tuple[Good, ...]:
    """The sections the seat may build: its own unfinished one, else the open ones (the
    one along its farms first)."""
    if me.rail_good is not None:
        return (me.rail_good,)
    return tuple(
        sorted(ctx.open_sections, key=lambda g: (g not in me.goods & _TERRITORY, _INDEX[g]))
    )[:2]


def _railway(me: _Me, ctx: _Ctx) -> list[_Me]:
    options: list[_Me] = []
    for good in _section_goods(me, ctx):
        for segments in range(1, SEGMENTS_PER_SECTION + 1):
            built = _built(me, good, segments, ctx)
            if not built:
                break
            options.extend(built)
    return options


def _mined(me: _Me, iron: int, gold: int) -> _Me:
    return me._replace(iron=min(me.iron + iron, IRON_LIMIT), gold=min(me.gold + gold, GOLD_LIMIT))


def _miner(me: _Me, ctx: _Ctx) -> list[_Me]:
    per_iron, per_gold = (2, 4) if ctx.event is Event.LAZY_COWBOYS else (1, 3)
    options = []
    for gold in range(min(me.cowboys // per_gold, GOLD_LIMIT - me.gold) + 1):
        iron = min((me.cowboys - gold * per_gold) // per_iron, IRON_LIMIT - me.iron)
        if iron or gold:
            options.append(_mined(me, iron, gold))
    return options


def _business_price(me: _Me, business: Business, ctx: _Ctx) -> int:
    price = ctx.tables.price[business]
    if ctx.event is Event.APPRECIATING_PROPERTIES:
        price += APPRECIATION
    if me.business_discount:
        price -= BUSINESS_DISCOUNT
    return max(price, 0)


def _may_buy(me: _Me, business: Business, ctx: _Ctx) -> bool:
    """Whether the Notary may sell ``business`` to the seat: its marker is there, nobody
    owns it, the seat can pay, and it would not own the whole status group."""
    return (
        business in me.influence
        and business not in ctx.taken
        and _business_price(me, business, ctx) <= me.money
        and not ctx.tables.groups[ctx.tables.status[business]] <= me.owned | {business}
    )


def _bought_business(me: _Me, business: Business, ctx: _Ctx) -> _Me:
    return me._replace(
        money=me.money - _business_price(me, business, ctx),
        influence=me.influence - {business},
        owned=me.owned | {business},
        business_discount=False,
    )


def _notary(me: _Me, ctx: _Ctx, pairs: bool = True) -> list[_Me]:
    """The ways to buy one business now, and (if ``pairs``) two: the best three singles,
    each followed by another."""
    singles = [
        (_bought_business(me, business, ctx), business)
        for business in _BUSINESS_ORDER
        if business in me.influence and _may_buy(me, business, ctx)
    ]
    options = [one for one, _ in singles]
    for one, business in _three_best(singles, ctx) if pairs else ():
        options.extend(
            _bought_business(one, second, ctx)
            for second in _BUSINESS_ORDER
            if second in one.influence
            and _INDEX[second] > _INDEX[business]
            and _may_buy(one, second, ctx)
        )
    return options


def _cleared(me: _Me, good: Good | None, ctx: _Ctx) -> _Me:
    """``me`` after General Custer removes the Apache of its ``good`` farm (``None``: of a
    farm on the table it lacks the kind of)."""
    me = me._replace(apaches=me.apaches + 1)
    if good is None:
        return me._replace(extra=me.extra + _CLEARED * ctx.partial)
    return me._replace(free=me.free | {good})


def _custer(me: _Me, ctx: _Ctx) -> list[_Me]:
    """General Custer (2 cowboys lost under Cruel Battle): no Apache removed, or the one
    of a farm of the seat's, or of one on the table."""
    if ctx.event is Event.CRUEL_BATTLE:
        me = _with_cowboys(me, -2)
    options = [me]
    options.extend(_cleared(me, good, ctx) for good in GOODS if good in me.goods - me.free)
    if any(apache and farm.good not in me.goods for farm, apache in ctx.table):
        options.append(_cleared(me, None, ctx))
    elif any(apache for _, apache in ctx.table):
        options.append(me._replace(apaches=me.apaches + 1))
    return options


def _mayor(me: _Me, ctx: _Ctx) -> list[_Me]:
    """The Mayor: the stagecoach in the city and its bonus ($10 or the politician)."""
    bonus = ctx.stagecoach
    if bonus is None:
        return [me]
    me = me._replace(coaches=me.coaches + 1)
    if ctx.event is Event.STAGECOACH_ROBBERY:
        return [me._replace(money=me.money + 5)]
    if bonus is StagecoachBonus.TWENTY_DOLLARS:
        return [me._replace(money=me.money + 20)]
    if bonus is StagecoachBonus.GOLD:
        return [me._replace(gold=min(me.gold + 1, GOLD_LIMIT))]
    return [me._replace(money=me.money + 10), _politician(me)]


def _politician(me: _Me) -> _Me:
    """``me`` with a politician, hosted on a farm at once if it has one free of them."""
    room = me.goods - me.hosted
    if not room:
        return me._replace(holding=True)
    good = min(room, key=lambda g: (g not in me.free, _INDEX[g]))
    return me._replace(hosted=me.hosted | {good})


def _acted(me: _Me, character: Character, ctx: _Ctx, alley: bool = False) -> list[_Me]:
    """Every way ``character``'s action may leave ``me`` (never empty: what the action
    does when nothing is chosen comes first)."""
    if character is _C.SHERIFF:
        if ctx.players == 2:
            return [me._replace(money=me.money + 10 * ctx.sheriff_coin)]
        return [me._replace(extra=me.extra + _START * ctx.partial)]
    if character is _C.MAYOR:
        return _mayor(me, ctx)
    if character is _C.BANKER:
        return [me._replace(money=me.money + _banker_income(me, ctx))]
    if character is _C.FARMER:
        return [me, *_farmer(me, ctx)]
    if character is _C.MERCHANT:
        return [_merchant(me, ctx, alley)]
    if character is _C.RAILWAY_CHIEF:
        return [me, *_railway(me, ctx)]
    if character is _C.MINER:
        return [me, *_miner(me, ctx)]
    if character is _C.NOTARY:
        return [me, *_notary(me, ctx)]
    if character is _C.STRANGER:
        return [_with_cowboys(me, 1 if ctx.event is Event.TRAVELLING_COWBOYS else 2)]
    if character is _C.SETTLER:
        return [me._replace(settlers=me.settlers + 1)]
    if character is _C.SALOON_OWNER:
        me = me._replace(money=me.money + 10)
        return [me if ctx.event is Event.TRAVELLING_COWBOYS else _with_cowboys(me, 1)]
    return _custer(me, ctx)


def _banker_income(me: _Me, ctx: _Ctx) -> int:
    """What the Banker pays ``me``, by the table's own reckoning."""
    board = PlayerBoard(
        money=me.money,
        cowboys=me.cowboys,
        iron=me.iron,
        gold=me.gold,
        influence=tuple(me.influence),
        owned=tuple(me.owned),
    )
    return banker_income(board, ctx.event)


def _alley_paid(me: _Me, cost: int, ctx: _Ctx) -> _Me:
    return _with_cowboys(me._replace(money=me.money - cost), -alley_cowboys_lost(ctx.event))


# -- Phase 1 and Stage 2: the round ahead ------------------------------------------------


def _acted_best(
    me: _Me, character: Character, ctx: _Ctx, alley: bool = False, then: Character | None = None
) -> _Me:
    """``me`` after acting as ``character`` as well as it can, looking one action ahead
    if ``then`` follows it (reckoned once a context)."""
    key = (me, character, alley, then)
    known = ctx.memo.acts.get(key)
    if known is None:
        options = _acted(me, character, ctx, alley)
        if then is None or len(options) == 1:
            known = _best(options, ctx)
        else:
            known = max(options, key=lambda o: _worth(_acted_best(o, then, ctx), ctx))
        ctx.memo.acts[key] = known
    return known


def _planned(me: _Me, characters: Sequence[Character], ctx: _Ctx) -> _Me:
    """``me`` after acting as ``characters`` in Stage 3's order, each as best it can
    (a farm bought knowing General Custer will act next, iron mined knowing the Railway
    Chief will)."""
    ordered = sorted(characters, key=_RANK.__getitem__)
    for character in ordered:
        then = _LOOKAHEAD.get(character)
        me = _acted_best(me, character, ctx, then=then if then in ordered else None)
    return me


_LOOKAHEAD = MappingProxyType({_C.FARMER: _C.GENERAL_CUSTER, _C.MINER: _C.RAILWAY_CHIEF})
"""The actions whose best choice depends on the one coming after them in Stage 3's
order: the Apache of a farm just bought can be removed, iron just mined built with."""


def _influenced(me: _Me, character: Character, ctx: _Ctx) -> _Me:
    """``me`` with the best marker ``character`` offers."""
    if ctx.event is Event.NO_INFLUENCE:
        return me
    businesses = [b for b in CHARACTER_BUSINESSES[character] if b not in me.influence | me.owned]
    return _best_marker(me, businesses, ctx)


class _Round(NamedTuple):
    """A seat's round as Phase 1 has shaped it so far."""

    me: _Me
    """After Stages 1 and 2 of the characters it holds."""
    held: tuple[Character, ...]
    planned: _Me
    """After Stage 3 too."""


def _round_ahead(view: View, seat: int, ctx: _Ctx) -> _Round:
    """The seat's round so far: its characters' bonus tokens, markers (the first three,
    by number: the view does not tell the order of allocation) and actions."""
    me = _me(view, seat)
    held = tuple(
        c for c, owner in zip(_CHARACTERS, view.board.cowboys, strict=True) if owner == seat
    )
    for k, character in enumerate(held):
        me = _token(me, view.board.tokens[_CHARACTERS.index(character)])
        if k < MAX_INFLUENCE_PER_ROUND:
            me = _influenced(me, character, ctx)
    return _Round(me, held, _planned(me, held, ctx))


def _allocation_gain(view: View, ahead: _Round, character: Character, ctx: _Ctx) -> float:
    """What a cowboy on ``character`` adds to the seat's round."""
    me = _token(ahead.me, view.board.tokens[_CHARACTERS.index(character)])
    if len(ahead.held) < MAX_INFLUENCE_PER_ROUND:
        me = _influenced(me, character, ctx)
    after = _planned(me, (*ahead.held, character), ctx)
    return _worth(after, ctx) - _worth(ahead.planned, ctx)


def _alley_characters(view: View, seat: int) -> list[Character]:
    """The characters an alley cowboy of the seat may act as, as Phase 1 stands."""
    anyone = view.setup.options.alley_any_character
    found = []
    for character, owner in zip(_CHARACTERS, view.board.cowboys, strict=True):
        if character in _NOT_IN_ALLEY or owner == seat:
            continue
        if owner is not None or character in view.board.blocked or anyone:
            found.append(character)
    return found


def _alley_gain(view: View, ahead: _Round, ctx: _Ctx) -> float:
    """What one more alley cowboy adds: the best taken character, less its price."""
    cost = ALLEY_COSTS[0] if not view.board.alley else ALLEY_COSTS[1]
    paid = _alley_paid(ahead.planned, cost, ctx)
    if paid.money < 0:
        return -_OBJECTIVE
    before = _worth(ahead.planned, ctx)
    gains = [
        _worth(_acted_best(paid, character, ctx, alley=True), ctx) - before
        for character in _alley_characters(view, ctx.seat)
    ]
    return max(gains, default=-_OBJECTIVE)


def _allocation_choice(
    view: View, legal: Sequence[ChaparralAction], ctx: _Ctx, memory: _Memory
) -> list[ChaparralAction]:
    """Phase 1: the character that adds most to the round, counting what it would add to
    the next rival to place a cowboy, or the alley; with two players, the block of the
    character that would add most to the opponent's round."""
    rival = _next_rival(view, ctx.seat, memory)
    if type(legal[0]) is Block:
        return _top(legal, lambda a: _denied(view, rival, _character(a)))
    ahead = _round_ahead(view, ctx.seat, ctx)
    weight = _DENIAL[view.setup.players]

    def score(action: ChaparralAction) -> float:
        if type(action) is EnterAlley:
            return _alley_gain(view, ahead, ctx) - _ALLEY_DOUBT
        character = _character(action)
        gain = _allocation_gain(view, ahead, character, ctx)
        return gain + weight * _denied(view, rival, character)

    return _top(legal, score)


def _next_rival(view: View, seat: int, memory: _Memory) -> tuple[_Round, _Ctx] | None:
    """The next seat after ``seat`` with a cowboy still to place this round, with its
    round so far and its own reckoning; ``None`` if there is none."""
    players = view.setup.players
    placed = [0] * players
    for owner in (*view.board.cowboys, *view.board.alley):
        if owner is not None:
            placed[owner] += 1
    for k in range(1, players):
        other = (seat + k) % players
        if placed[other] < COWBOYS_PER_PLAYER[players]:
            theirs = _context(view, other, memory)
            return _round_ahead(view, other, theirs), theirs
    return None


def _denied(view: View, rival: tuple[_Round, _Ctx] | None, character: Character) -> float:
    """What ``character`` would add to ``rival`` (acting after the rest of its round: a
    cheaper reckoning than the seat's own)."""
    if rival is None:
        return 0.0
    ahead, theirs = rival
    me = _token(ahead.planned, view.board.tokens[_CHARACTERS.index(character)])
    if len(ahead.held) < MAX_INFLUENCE_PER_ROUND:
        me = _influenced(me, character, theirs)
    gain = _worth(_acted_best(me, character, theirs), theirs) - _worth(ahead.planned, theirs)
    return max(gain, 0.0)


def _character(action: ChaparralAction) -> Character:
    assert isinstance(action, Allocate | Block | Perform | UseAlley)
    return action.character


# -- Stage 3 -----------------------------------------------------------------------------


def _remaining(view: View, seat: int) -> tuple[Character, ...]:
    """The characters ``seat`` has yet to act as this round, by its own cowboys: all of
    them in Stage 2, those not done yet in its Stage 3 turn, else none."""
    held = tuple(
        character
        for character, owner in zip(_CHARACTERS, view.board.cowboys, strict=True)
        if owner == seat
    )
    if view.phase is Phase.INFLUENCE:
        return held
    if view.phase is not Phase.ACTIONS or view.turn.seat != seat:
        return ()  # a sale in another's Merchant action, or Phase 2 is over
    done, current = view.turn.done, view.turn.character
    return tuple(c for c in held if c not in done and c is not current)


def _perform_gain(
    me: _Me, character: Character, rest: Sequence[Character], ctx: _Ctx, alley: bool
) -> float:
    """What acting as ``character`` now adds, the rest of the turn played out after it."""
    others = [c for c in rest if c is not character]
    then = _LOOKAHEAD.get(character)
    first = _acted_best(me, character, ctx, alley, then if then in others else None)
    after = _planned(first, others, ctx)
    return _worth(after, ctx) - _worth(_planned(me, others, ctx), ctx)


def _next_choice(
    view: View, me: _Me, ctx: _Ctx, legal: Sequence[ChaparralAction]
) -> list[ChaparralAction]:
    """Stage 3's next move, from the rules of thumb: the candidates, best first."""
    for action in legal:
        if type(action) is Bribe:
            return [action]
    hosts: list[ChaparralAction] = [a for a in legal if type(a) is Host]
    free_hosts: list[ChaparralAction] = [
        a for a in hosts if isinstance(a, Host) and a.farm.good in me.free
    ]
    if free_hosts:
        return free_hosts
    own = view.players[ctx.seat].farms
    tokens = [a for a in legal if type(a) is RemoveApache and a.farm in own]
    if tokens:
        return _top(tokens, lambda a: _worth(me._replace(free=me.free | {_farm_good(a)}), ctx))
    performs = {a.character: a for a in legal if type(a) is Perform}
    rest = tuple(performs)
    order = list(_ORDER)
    if _C.FARMER in performs and _C.MERCHANT in performs and not _farmer(me, ctx):
        order.remove(_C.MERCHANT)
        order.insert(order.index(_C.FARMER), _C.MERCHANT)
    for character in order:
        if character in performs and _perform_gain(me, character, rest, ctx, False) > 0:
            return [performs[character]]
    cost = alley_cost(view, ctx.seat)
    alleys = [a for a in legal if type(a) is UseAlley]
    if alleys and cost is not None:
        paid = _alley_paid(me, cost, ctx)
        gains = [(_perform_gain(paid, a.character, (), ctx, True), a) for a in alleys]
        base = _worth(paid, ctx) - _worth(me, ctx)
        top = max(gain for gain, _ in gains)
        if top + base > 0:
            return [a for gain, a in gains if gain == top]
    if hosts:
        return hosts
    return [a for a in legal if type(a) is Pass] or list(legal)


def _farm_good(action: ChaparralAction) -> Good:
    assert isinstance(action, RemoveApache)
    return action.farm.good


def _result(me: _Me, action: ChaparralAction, view: View, ctx: _Ctx) -> _Me:
    """``me`` after ``action``, a choice within a character's action or of Stage 2."""
    kind = type(action)
    if kind is Influence:
        assert isinstance(action, Influence)
        return _marker(me, action.business)
    if kind is BuyFarm:
        assert isinstance(action, BuyFarm)
        me = _bought_farm(me, action.farm, action.farm in view.apaches, ctx)
        if view.turn.count == 0:  # a second farm may follow
            return _best([me, *_farmer(me, ctx, pairs=False)], ctx)
        return me
    if kind is BuyBusiness:
        assert isinstance(action, BuyBusiness)
        me = _bought_business(me, action.business, ctx)
        if view.turn.count == 0:
            return _best([me, *_notary(me, ctx, pairs=False)], ctx)
        return me
    if kind is Build:
        assert isinstance(action, Build)
        return _best(_built(me, action.good, action.segments, ctx) or [me], ctx)
    if kind is Mine:
        assert isinstance(action, Mine)
        return _mined(me, action.iron, action.gold)
    if kind is RemoveApache:
        assert isinstance(action, RemoveApache)
        good = action.farm.good
        if action.farm not in view.farms:
            return _cleared(me, good, ctx)
        if good in me.goods:
            return me._replace(apaches=me.apaches + 1)
        return _cleared(me, None, ctx)
    if kind is TakePrize:
        assert isinstance(action, TakePrize)
        prize = RAILWAY_PRIZES[max(ctx.finished - 1, 0)]
        if action.gold:
            return me._replace(gold=min(me.gold + prize.gold, GOLD_LIMIT))
        return me._replace(money=me.money + prize.dollars)
    if kind is TakeStagecoach:
        assert isinstance(action, TakeStagecoach)
        return _politician(me) if action.politician else me._replace(money=me.money + 10)
    if kind is Donate:
        dollars, gold = BENEFACTOR_GIFT
        return me._replace(
            money=me.money - dollars,
            gold=me.gold - gold,
            claimed=me.claimed | {Objective.BENEFACTOR},
        )
    if kind is Penalty:
        assert isinstance(action, Penalty)
        if action.kind is PenaltyKind.MONEY:
            return me._replace(money=me.money - LOSSES_MONEY)
        if action.kind is PenaltyKind.COWBOYS:
            return _with_cowboys(me, -2)
        return me._replace(influence=me.influence - set(action.markers))
    return me


# -- the bot -----------------------------------------------------------------------------


def _candidates(
    view: View, legal: Sequence[ChaparralAction], memory: _Memory
) -> list[ChaparralAction]:
    """The legal actions the rules of thumb rank first (ties among them are the bot's to
    break)."""
    seat = legal[0].player
    ctx = _context(view, seat, memory)
    phase, step = view.phase, view.turn.step
    if phase is Phase.ALLOCATION:
        return _allocation_choice(view, legal, ctx, memory)
    me = _me(view, seat)
    if phase is Phase.ACTIONS and step is Step.CHOOSE:
        return _next_choice(view, me, ctx, legal)
    if phase is Phase.ACTIONS and step is Step.SALES:
        return _top(legal, lambda a: _sale_of(view, a))
    if phase is Phase.ACTIONS and step is Step.ARRANGE_EVENTS:
        return _top(legal, _arrangement)
    if phase is Phase.LOSSES:
        return _penalties(view, me, ctx, legal)
    rest = _remaining(view, seat)
    return _top(legal, lambda a: _worth(_planned(_result(me, a, view, ctx), rest, ctx), ctx))


def _sale_of(view: View, action: ChaparralAction) -> float:
    assert isinstance(action, Sell)
    return _sale(view, action.farm.good, action.farm in view.apaches)


_EVENT_HARM = MappingProxyType(
    {
        Event.LOSSES_AND_DAMAGES: 4.0,
        Event.NO_INFLUENCE: 3.0,
        Event.LACK_OF_RESOURCES: 2.0,
        Event.STAGECOACH_ROBBERY: 2.0,
        Event.BANKRUPT_BANKER: 2.0,
        Event.APPRECIATING_PROPERTIES: 2.0,
        Event.MARKET_SLUMP: 1.5,
        Event.CRUEL_BATTLE: 1.5,
        Event.LAZY_COWBOYS: 1.0,
        Event.TRAVELLING_COWBOYS: 1.0,
        Event.ROUGH_RAILWAY: 1.0,
        Event.FATAL_AMBUSH: 0.5,
    }
)
"""How much each event hurts a round, roughly."""


def _arrangement(action: ChaparralAction) -> float:
    """The Sheriff: the next event the mildest, the worst at the bottom."""
    assert isinstance(action, ArrangeEvents)
    harm = [_EVENT_HARM[event] for event in action.top]
    return _EVENT_HARM[action.bottom] - harm[0] - (0.5 * harm[1] if len(harm) > 1 else 0.0)


def _penalties(
    view: View, me: _Me, ctx: _Ctx, legal: Sequence[ChaparralAction]
) -> list[ChaparralAction]:
    """Losses and Damages: the penalty that costs least; for markers, the two worth
    least (ranked one by one, not pair by pair)."""
    markers = [b for b in _BUSINESS_ORDER if b in me.influence]
    kept = sorted(markers, key=lambda b: -_worth(me._replace(influence=me.influence - {b}), ctx))
    cheapest = set(kept[:2])
    scored = [
        a
        for a in legal
        if not (isinstance(a, Penalty) and a.kind is PenaltyKind.MARKERS)
        or set(a.markers) == cheapest
    ]
    return _top(scored, lambda a: _worth(_result(me, a, view, ctx), ctx))


def _top(
    actions: Sequence[ChaparralAction], score: Callable[[ChaparralAction], float]
) -> list[ChaparralAction]:
    """The actions of the highest score."""
    scores = [score(action) for action in actions]
    best = max(scores)
    return [action for action, s in zip(actions, scores, strict=True) if s >= best - 1e-9]


class HeuristicBot(RuleOfThumbBot[View, ChaparralAction]):
    """Plays *Chaparral* by rules of thumb drawn from the rulebook (see
    :mod:`~frontier_games.games.chaparral.heuristic`): it weighs each choice by what it
    does for its objectives, money and resources, and breaks ties with its own seeded
    generator.

    It reads only its view and its legal actions, so it never sees hidden information,
    and the same seed in the same game plays the same moves.

    :raises TypeError: if ``seed`` is not an int.
    """

    __slots__ = ("_memory", "_round")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._memory: _Memory = {}
        self._round: tuple[object, int] | None = None

    def best(
        self, view: View, legal_actions: Sequence[ChaparralAction]
    ) -> Sequence[ChaparralAction]:
        """The legal actions the rules of thumb rank first."""
        when = (view.setup, view.board.round)
        if self._round is None or self._round[0] is not when[0] or self._round[1] != when[1]:
            # What it reckoned is kept for the round only: the contexts change with it.
            self._memory, self._round = {}, when
        return _candidates(view, legal_actions, self._memory)
