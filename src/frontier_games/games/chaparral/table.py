"""What the table shows and the players can work out from it: prices, markers, status,
fortune, the market and the railway. Pure functions of a state's parts.
"""

from __future__ import annotations

import functools

from frontier_games.games.chaparral.content import (
    APACHE_TOKEN_COWBOYS,
    BANKER_MARKERS,
    BANKER_PROPERTIES,
    COWBOY_LIMIT,
    GOLD_LIMIT,
    IRON_LIMIT,
    RAILWAY_GOODS,
    SEGMENT_COSTS,
    SEGMENTS_PER_SECTION,
    BonusToken,
    Business,
    Content,
    Event,
    Farm,
    Good,
)
from frontier_games.games.chaparral.model import PlayerBoard, Section, State, View

__all__ = [
    "APPRECIATION",
    "BUSINESSES",
    "BUSINESS_DISCOUNT",
    "FARM_DISCOUNT",
    "GOODS",
    "alley_cowboys_lost",
    "banker_income",
    "business_price",
    "farm_price",
    "fortune",
    "has_marker",
    "markers",
    "price_of_sale",
    "section_of",
    "segments_cost",
    "statuses",
    "turn_order",
    "with_cowboys",
    "with_gold",
    "with_influence",
    "with_iron",
]

GOODS = tuple(Good)
BUSINESSES = tuple(Business)
"""The goods in :class:`~.chaparral.content.Good` order: the order of ``City.market``."""
_BUSINESS_PLACE = {business: place for place, business in enumerate(BUSINESSES)}
"""Each business's place in enum order, to keep a player's markers sorted."""

APPRECIATION = 5
"""What Appreciating Properties adds to each purchase."""

FARM_DISCOUNT, BUSINESS_DISCOUNT = 10, 5
"""What the Farmer's and the Notary's discount tokens take off one purchase."""


def turn_order(players: int, first: int) -> tuple[int, ...]:
    """Every seat, clockwise from ``first``."""
    return tuple((first + k) % players for k in range(players))


def markers(board: PlayerBoard) -> int:
    """The player's markers in the city: influence and ownership alike."""
    return len(board.influence) + len(board.owned)


def has_marker(board: PlayerBoard, business: Business) -> bool:
    """Whether the player has a marker in ``business`` (influence or ownership)."""
    return business in board.influence or business in board.owned


def with_influence(board: PlayerBoard, business: Business) -> PlayerBoard:
    """``board`` with an influence marker on ``business`` (its markers in enum order)."""
    if business in board.influence:
        return board
    placed = sorted((*board.influence, business), key=_BUSINESS_PLACE.__getitem__)
    return board.evolve(influence=tuple(placed))


def banker_income(board: PlayerBoard, event: Event) -> int:
    """What the Banker pays: the markers table plus $5 a business owned; $10 flat under
    Bankrupt Banker."""
    if event is Event.BANKRUPT_BANKER:
        return 10
    count = markers(board)
    paid = 0
    for least, dollars in BANKER_MARKERS:
        if count >= least:
            paid = dollars
    return paid + BANKER_PROPERTIES * len(board.owned)


def statuses(content: Content, owned: tuple[Business, ...]) -> tuple[int, ...]:
    """The status of each business in ``owned``."""
    return tuple(content.business(business).status for business in owned)


_APPRECIATING, _SLUMP = Event.APPRECIATING_PROPERTIES, Event.MARKET_SLUMP
_BUSINESS_TOKEN = BonusToken.BUSINESS_DISCOUNT
"""The members the prices compare with, bound once (reading an enum member off its class
costs an attribute lookup through the enum's metaclass)."""


def business_price(position: State | View, seat: int, business: Business) -> int:
    """What ``business`` costs ``seat`` now: its price, $5 more under Appreciating
    Properties, $5 less with the Notary discount token. A state or a view."""
    price = position.setup.options.content.business(business).price
    if position.board.event is _APPRECIATING:
        price += APPRECIATION
    if _BUSINESS_TOKEN in position.players[seat].discounts:
        price -= BUSINESS_DISCOUNT
    return max(price, 0)


@functools.lru_cache(maxsize=1024, typed=True)  # the Farmer prices every farm on the table
def farm_price(content: Content, farm: Farm, event: Event, discount: bool) -> int:
    """What buying ``farm`` costs now: its price, $5 more under Appreciating Properties,
    $10 less with the Farmer discount token (never below $0)."""
    price = content.farm(farm).price
    if event is Event.APPRECIATING_PROPERTIES:
        price += APPRECIATION
    if discount:
        price -= FARM_DISCOUNT
    return max(price, 0)


def price_of_sale(
    content: Content, good: Good, sales: int, event: Event, apache: bool
) -> int | None:
    """What selling ``good`` earns after ``sales`` sales of it this round (``None`` once
    its column is blocked): the column's next price, its lowest under Market Slump, less
    the Apache penalty from a farm with an Apache (never below $0)."""
    column = content.column(good)
    if sales >= len(column.prices):
        return None
    price = column.prices[-1] if event is _SLUMP else column.prices[sales]
    if apache:
        price -= column.apache_penalty
    return max(price, 0)


def alley_cowboys_lost(event: Event) -> int:
    """The cowboys an alley cowboy costs when it is used: 2 under Fatal Ambush."""
    return 2 if event is Event.FATAL_AMBUSH else 1


def segments_cost(built: int, segments: int, event: Event) -> tuple[int, int] | None:
    """The settlers and iron that ``segments`` more segments of a section with ``built``
    cost (one more iron each under Rough Railway); ``None`` if it has not that many left."""
    if not 1 <= segments <= SEGMENTS_PER_SECTION - built:
        return None
    rough = 1 if event is Event.ROUGH_RAILWAY else 0
    costs = SEGMENT_COSTS[built : built + segments]
    return sum(c.settlers for c in costs), sum(c.iron + rough for c in costs)


def section_of(sections: tuple[Section, ...], good: Good) -> Section:
    """The railway section of ``good``."""
    return sections[RAILWAY_GOODS.index(good)]


def fortune(content: Content, board: PlayerBoard, apaches: tuple[Farm, ...]) -> int:
    """Money, plus the prices of the businesses owned and of the farms ($10 less for a
    farm with an Apache attached)."""
    total = board.money
    total += sum(content.business(business).price for business in board.owned)
    for farm in board.farms:
        total += content.farm(farm).price - (10 if farm in apaches else 0)
    return total


def with_cowboys(board: PlayerBoard, change: int) -> PlayerBoard:
    """``board`` with its cowboy marker moved by ``change``, within 0 and 10; reaching 7
    cowboys the first time gives the player its coloured Apache token."""
    cowboys = min(max(board.cowboys + change, 0), COWBOY_LIMIT)
    if cowboys >= APACHE_TOKEN_COWBOYS and not board.token_received:
        return board.evolve(cowboys=cowboys, apache_token=True, token_received=True)
    return board.evolve(cowboys=cowboys)


def with_iron(board: PlayerBoard, change: int) -> PlayerBoard:
    """``board`` with ``change`` more iron, within 0 and 10 (iron past 10 is lost)."""
    return board.evolve(iron=min(max(board.iron + change, 0), IRON_LIMIT))


def with_gold(board: PlayerBoard, change: int) -> PlayerBoard:
    """``board`` with ``change`` more gold bars, within 0 and 4 (gold past 4 is lost)."""
    return board.evolve(gold=min(max(board.gold + change, 0), GOLD_LIMIT))
