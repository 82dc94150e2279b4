"""What is printed on *Chaparral*'s board, cards and tokens, as typed data; the rules are
elsewhere.

The rulebook prints the characters (with their businesses), the bonus tokens, the events,
the objectives' requirements, the railway's costs and prizes, the Banker's tables and the
limits of the tracks. It does not print the businesses' prices and status groups, the
farms' prices, the market's price columns and Apache penalties, the stagecoach cards,
which objectives are special (E) or carry the "End of Phase II" legend, or where the
tracks start. Those are **stand-ins** here, each consistent with every number the text
gives (its examples included), marked ``stand_in`` and overridable through
:class:`Content` (``Options(content=...)``). See :doc:`/games/chaparral-rules-notes`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from itertools import pairwise
from types import MappingProxyType
from typing import Any, TypeGuard, TypeVar

import attrs

from frontier_games.core import Frozen, SetupError, brief

__all__ = [
    "ALLEY_COSTS",
    "APACHE_TOKEN_COWBOYS",
    "BANKER_MARKERS",
    "BANKER_PROPERTIES",
    "BUSINESS_CARDS",
    "CHARACTER_BUSINESSES",
    "COWBOYS_PER_PLAYER",
    "COWBOY_LIMIT",
    "FARM_CARDS",
    "GOLD_LIMIT",
    "IRON_LIMIT",
    "MARKET",
    "MAX_INFLUENCE_PER_ROUND",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NOT_IN_FIRST_ROUND",
    "OBJECTIVE_CARDS",
    "POLITICIANS",
    "RAILWAY_GOODS",
    "RAILWAY_PRIZES",
    "SEGMENTS_PER_SECTION",
    "SEGMENT_COSTS",
    "STAGECOACHES_REMOVED",
    "STAGECOACH_CARDS",
    "STANDARD_CONTENT",
    "STARTING_MONEY",
    "BonusToken",
    "Business",
    "BusinessCard",
    "Character",
    "Content",
    "ContentError",
    "Event",
    "Farm",
    "FarmCard",
    "Good",
    "MarketColumn",
    "Objective",
    "ObjectiveCard",
    "ObjectiveTiming",
    "Prize",
    "SegmentCost",
    "Stagecoach",
    "StagecoachBonus",
    "StagecoachCard",
    "validate_content",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 4
STARTING_MONEY = 15
"""Each player's money at setup (one $5 coin and one $10 coin)."""
COWBOYS_PER_PLAYER: Mapping[int, int] = MappingProxyType({2: 4, 3: 4, 4: 3})
"""Cowboy pieces each player allocates in Phase 1, by player count."""
MAX_INFLUENCE_PER_ROUND = 3
"""The most influence markers a player places in Phase 2, Stage 2."""
COWBOY_LIMIT = 10
"""The top of the cowboy track ("the limit of cowboys a player may have is ten")."""
IRON_LIMIT, GOLD_LIMIT = 10, 4
"""The most iron and gold a player may have at any time."""
APACHE_TOKEN_COWBOYS = 7
"""Reaching this many cowboys gives a player its coloured Apache token (once)."""
ALLEY_COSTS = (5, 10)
"""What a cowboy in the alley costs: the left space (the first to enter), the right."""
SEGMENTS_PER_SECTION = 5
POLITICIANS = 6
"""The politician tokens in the box (the components list)."""
STAGECOACHES_REMOVED: Mapping[int, int] = MappingProxyType({2: 2, 3: 1, 4: 0})
"""Stagecoach cards showing a politician removed from the game at setup, by player count."""


class ContentError(SetupError):
    """Content (businesses, farms, market, stagecoaches, objectives) the rules cannot be
    played with."""


class Business(enum.Enum):
    """The twelve businesses of the city; the value is the name.

    In the order of their numbers on the board: the Mayor shows 1 and 5, the Cigar Shop
    and the Carpentry; the other numbers are stand-ins.
    """

    CIGAR_SHOP = "Cigar Shop"
    GUN_SHOP = "Gun Shop"
    JEWELRY_STORE = "Jewelry Store"
    HOTEL = "Hotel"
    CARPENTRY = "Carpentry"
    PHARMACY = "Pharmacy"
    SALOON = "Saloon"
    WAREHOUSE = "Warehouse"
    BLACKSMITH = "Blacksmith"
    BARBERSHOP = "Barbershop"
    PAWNSHOP = "Pawnshop"
    STABLE = "Stable"

    __hash__ = object.__hash__  # members are singletons: hashed by identity, in C

    @property
    def number(self) -> int:
        """The number printed on the board, 1 to 12."""
        return _BUSINESS_NUMBER[self]


class Character(enum.Enum):
    """The twelve characters of the board, in the order of their numbers (1 to 12)."""

    SHERIFF = "Sheriff"
    MAYOR = "Mayor"
    BANKER = "Banker"
    FARMER = "Farmer"
    MERCHANT = "Merchant"
    RAILWAY_CHIEF = "Railway Chief"
    MINER = "Miner"
    NOTARY = "Notary"
    STRANGER = "Stranger"
    SETTLER = "Settler"
    SALOON_OWNER = "Saloon Owner"
    GENERAL_CUSTER = "General Custer"

    __hash__ = object.__hash__

    @property
    def number(self) -> int:
        """The character's number, 1 to 12."""
        return _CHARACTER_NUMBER[self]


_BUSINESS_NUMBER = MappingProxyType({b: n for n, b in enumerate(Business, 1)})
_CHARACTER_NUMBER = MappingProxyType({c: n for n, c in enumerate(Character, 1)})

_B, _C = Business, Character

CHARACTER_BUSINESSES: Mapping[Character, tuple[Business, Business]] = MappingProxyType({
    _C.SHERIFF: (_B.CIGAR_SHOP, _B.GUN_SHOP),
    _C.MAYOR: (_B.CIGAR_SHOP, _B.CARPENTRY),
    _C.BANKER: (_B.JEWELRY_STORE, _B.HOTEL),
    _C.FARMER: (_B.PHARMACY, _B.SALOON),
    _C.MERCHANT: (_B.PHARMACY, _B.WAREHOUSE),
    _C.RAILWAY_CHIEF: (_B.BLACKSMITH, _B.CARPENTRY),
    _C.MINER: (_B.BLACKSMITH, _B.BARBERSHOP),
    _C.NOTARY: (_B.PAWNSHOP, _B.JEWELRY_STORE),
    _C.STRANGER: (_B.GUN_SHOP, _B.STABLE),
    _C.SETTLER: (_B.BARBERSHOP, _B.STABLE),
    _C.SALOON_OWNER: (_B.PAWNSHOP, _B.HOTEL),
    _C.GENERAL_CUSTER: (_B.SALOON, _B.WAREHOUSE),
})  # fmt: skip
"""The two businesses each character gives influence in (printed)."""


class Good(enum.Enum):
    """What a farm produces and the market buys: four animals and wheat."""

    SHEEP = "sheep"
    PIGS = "pigs"
    HORSES = "horses"
    OXEN = "oxen"
    WHEAT = "wheat"

    __hash__ = object.__hash__


RAILWAY_GOODS = (Good.SHEEP, Good.PIGS, Good.HORSES, Good.OXEN)
"""The four railway sections, each shown by an animal; that animal's farms lie along it
(the wheat farms lie elsewhere)."""


class Farm(enum.Enum):
    """The sixteen farm cards: three of each animal and four of wheat."""

    SHEEP_1 = "sheep farm 1"
    SHEEP_2 = "sheep farm 2"
    SHEEP_3 = "sheep farm 3"
    PIGS_1 = "pig farm 1"
    PIGS_2 = "pig farm 2"
    PIGS_3 = "pig farm 3"
    HORSES_1 = "horse farm 1"
    HORSES_2 = "horse farm 2"
    HORSES_3 = "horse farm 3"
    OXEN_1 = "ox farm 1"
    OXEN_2 = "ox farm 2"
    OXEN_3 = "ox farm 3"
    WHEAT_1 = "wheat farm 1"
    WHEAT_2 = "wheat farm 2"
    WHEAT_3 = "wheat farm 3"
    WHEAT_4 = "wheat farm 4"

    __hash__ = object.__hash__

    @property
    def good(self) -> Good:
        """What the farm produces."""
        return _FARM_GOOD[self]


_FARM_GOOD = MappingProxyType({farm: Good[farm.name.rsplit("_", 1)[0]] for farm in Farm})


class BonusToken(enum.Enum):
    """The six bonus tokens placed on characters each round."""

    FIVE_DOLLARS = "$5"
    TEN_DOLLARS = "$10"
    FARM_DISCOUNT = "$10 farm discount"
    COWBOY = "cowboy"
    BUSINESS_DISCOUNT = "$5 business discount"
    IRON = "iron"

    __hash__ = object.__hash__


class Event(enum.Enum):
    """The twelve event cards; each acts for the round it is revealed in."""

    LACK_OF_RESOURCES = "Lack of Resources"
    NO_INFLUENCE = "No Influence"
    STAGECOACH_ROBBERY = "Stagecoach Robbery"
    BANKRUPT_BANKER = "Bankrupt Banker"
    APPRECIATING_PROPERTIES = "Appreciating Properties"
    ROUGH_RAILWAY = "Rough Railway"
    MARKET_SLUMP = "Market Slump"
    LAZY_COWBOYS = "Lazy Cowboys"
    TRAVELLING_COWBOYS = "Travelling Cowboys"
    CRUEL_BATTLE = "Cruel Battle"
    FATAL_AMBUSH = "Fatal Ambush"
    LOSSES_AND_DAMAGES = "Losses and Damages"

    __hash__ = object.__hash__


NOT_IN_FIRST_ROUND = frozenset((Event.NO_INFLUENCE, Event.LOSSES_AND_DAMAGES))
"""Events that may not be the first round's: revealed at setup, the deck is reshuffled."""


class Objective(enum.Enum):
    """The sixteen objectives, in the order of their numbers (1 to 16)."""

    AUTHORITY = "Authority"
    WEALTH = "Wealth"
    COURAGE = "Courage"
    HERDS = "Herds"
    INFLUENCE = "Influence"
    HOST = "Host"
    SETTLERS = "Settlers"
    PRESTIGE = "Prestige"
    TERRITORIAL_VALUE = "Territorial Value"
    PROSPERITY = "Prosperity"
    BENEFACTOR = "Benefactor"
    PROGRESS = "Progress"
    STATUS = "Status"
    PRIVILEGES = "Privileges"
    POWER = "Power"
    DOMINANCE = "Dominance"

    __hash__ = object.__hash__

    @property
    def number(self) -> int:
        """The objective's number, 1 to 16."""
        return _OBJECTIVE_NUMBER[self]


_OBJECTIVE_NUMBER = MappingProxyType({o: n for n, o in enumerate(Objective, 1)})


class ObjectiveTiming(enum.Enum):
    """When an objective is claimed."""

    AT_ONCE = "at once"
    """No legend: the moment the player fulfils it."""
    END_OF_PHASE_2 = "end of Phase II"
    """The legend "End of Phase II": once Phase 2, Stage 3 is over."""
    AFTER_INFLUENCE = "after placing influence"
    """Influence only: once the player has placed its markers in Phase 2, Stage 2."""


class StagecoachBonus(enum.Enum):
    """What the Mayor receives with a stagecoach card."""

    TEN_DOLLARS_OR_POLITICIAN = "$10 or a politician"
    """(A) $10, or a politician token to host on a farm by the end of the round."""
    TWENTY_DOLLARS = "$20"
    """(B)"""
    GOLD = "a gold bar"
    """(C) one space on the gold track."""


class Stagecoach(enum.Enum):
    """The nine stagecoach cards (told apart by this library's numbers)."""

    STAGECOACH_1 = "stagecoach 1"
    STAGECOACH_2 = "stagecoach 2"
    STAGECOACH_3 = "stagecoach 3"
    STAGECOACH_4 = "stagecoach 4"
    STAGECOACH_5 = "stagecoach 5"
    STAGECOACH_6 = "stagecoach 6"
    STAGECOACH_7 = "stagecoach 7"
    STAGECOACH_8 = "stagecoach 8"
    STAGECOACH_9 = "stagecoach 9"

    __hash__ = object.__hash__


# -- the printed cards and tables, and the stand-ins ------------------------------------


@attrs.frozen
class BusinessCard(Frozen):
    """A business of the city.

    :ivar business: which.
    :ivar price: what the Notary pays for it (the purchase value in the fortune).
    :ivar status: its status group, 2 to 6 (the star on the board).
    :ivar stand_in: ``True``: the board's values are not in the rulebook.
    """

    business: Business
    price: int
    status: int
    stand_in: bool = True


@attrs.frozen
class FarmCard(Frozen):
    """A farm card.

    :ivar farm: which.
    :ivar price: what the Farmer pays for it ($15 to $55).
    :ivar stand_in: ``True`` for prices the rulebook does not give.
    """

    farm: Farm
    price: int
    stand_in: bool = True


@attrs.frozen
class MarketColumn(Frozen):
    """One good's column of market prices.

    :ivar good: which good.
    :ivar prices: the price of each sale in a round, top first; once they are used up the
        marker sits on the last circle and the column is blocked until the round ends.
    :ivar apache_penalty: what a sale from a farm with an Apache attached earns less (never
        below $0), as the player boards show.
    :ivar stand_in: ``True`` for values the rulebook's examples do not fix.
    """

    good: Good
    prices: tuple[int, ...]
    apache_penalty: int
    stand_in: bool = True


@attrs.frozen
class StagecoachCard(Frozen):
    """A stagecoach card.

    :ivar stagecoach: which.
    :ivar characters: the four characters that receive a bonus token while it is the
        stagecoach on the board.
    :ivar bonus: what the Mayor receives with it.
    :ivar stand_in: ``True``: the cards are not printed in the rulebook.
    """

    stagecoach: Stagecoach
    characters: tuple[Character, Character, Character, Character]
    bonus: StagecoachBonus
    stand_in: bool = True


@attrs.frozen
class ObjectiveCard(Frozen):
    """An objective as the game uses it (its requirement is in the rules).

    :ivar objective: which.
    :ivar special: whether it is special (E): only a player with a special objective may
        win.
    :ivar timing: when it is claimed.
    :ivar stand_in: ``True`` where the rulebook does not say (the E mark and the legend
        are printed on the cards, not in the text).
    """

    objective: Objective
    special: bool
    timing: ObjectiveTiming
    stand_in: bool = True


@attrs.frozen
class SegmentCost(Frozen):
    """What one railway segment costs: settler tokens and iron."""

    settlers: int
    iron: int


@attrs.frozen
class Prize(Frozen):
    """The prize for finishing a railway section: the choices on offer (gold bars, or
    dollars), either of them."""

    gold: int
    dollars: int


SEGMENT_COSTS = (
    SegmentCost(1, 1), SegmentCost(0, 2), SegmentCost(1, 2), SegmentCost(0, 2), SegmentCost(1, 3),
)  # fmt: skip
"""The five segments of a section, first to last (printed)."""

RAILWAY_PRIZES = (Prize(2, 45), Prize(1, 30), Prize(0, 25))
"""The prizes of the first, second and third finished sections (printed: two gold bars
or $45, one gold bar or $30, $25); no prize is printed for the fourth, so it has none."""

BANKER_MARKERS = ((1, 15), (5, 20), (9, 25))
"""The Banker's income table: from this many markers in the city, this many dollars."""

BANKER_PROPERTIES = 5
"""The property table: $5 per business owned (printed for 1 to 5 businesses)."""

BUSINESS_CARDS = (
    BusinessCard(_B.CIGAR_SHOP, 20, 2),
    BusinessCard(_B.GUN_SHOP, 25, 3),
    BusinessCard(_B.JEWELRY_STORE, 45, 6),
    BusinessCard(_B.HOTEL, 45, 6),
    BusinessCard(_B.CARPENTRY, 30, 4),
    BusinessCard(_B.PHARMACY, 25, 3),
    BusinessCard(_B.SALOON, 35, 5),
    BusinessCard(_B.WAREHOUSE, 30, 4),
    BusinessCard(_B.BLACKSMITH, 30, 4),
    BusinessCard(_B.BARBERSHOP, 20, 2),
    BusinessCard(_B.PAWNSHOP, 35, 5),
    BusinessCard(_B.STABLE, 25, 3),
)
"""The businesses (stand-ins but for the Cigar Shop and the Barbershop being the status-2
group): the Saloon and the Jewelry Store cost $80 together, as the Notary example says;
every status group holds two or three businesses, so none can be monopolised."""

_F = Farm
FARM_CARDS = (
    FarmCard(_F.SHEEP_1, 15), FarmCard(_F.SHEEP_2, 15), FarmCard(_F.SHEEP_3, 20),
    FarmCard(_F.PIGS_1, 25), FarmCard(_F.PIGS_2, 25), FarmCard(_F.PIGS_3, 30),
    FarmCard(_F.HORSES_1, 35), FarmCard(_F.HORSES_2, 35), FarmCard(_F.HORSES_3, 40),
    FarmCard(_F.OXEN_1, 45), FarmCard(_F.OXEN_2, 45), FarmCard(_F.OXEN_3, 50),
    FarmCard(_F.WHEAT_1, 40), FarmCard(_F.WHEAT_2, 45), FarmCard(_F.WHEAT_3, 50),
    FarmCard(_F.WHEAT_4, 55),
)  # fmt: skip
"""The farms' prices (stand-ins from $15 to $55, a sheep farm $15 and an ox farm $45 as
the Farmer example says). Fewer players use the first cards of each kind: two of each
animal with two players, as many wheat farms as players."""

MARKET = (
    MarketColumn(Good.SHEEP, (5, 0), 5),
    MarketColumn(Good.PIGS, (15, 10), 5),
    MarketColumn(Good.HORSES, (10, 5), 5),
    MarketColumn(Good.OXEN, (20, 15, 10), 10),
    MarketColumn(Good.WHEAT, (30, 20, 15), 15),
)
"""The market (stand-ins keeping the examples: pigs $15 then $10 and then blocked, the
first horses $10, the first wheat $30 less $15 for an Apache, the first sheep $5 less $5;
oxen at $10 and wheat at $15 the lowest, as Market Slump sells them). "With each sale,
the price of the goods sold decreases", in steps of the smallest coin ($5)."""

_A, _M, _G = (
    StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN, StagecoachBonus.TWENTY_DOLLARS,
    StagecoachBonus.GOLD,
)  # fmt: skip


def _coach(
    number: int, characters: tuple[int, int, int, int], bonus: StagecoachBonus
) -> StagecoachCard:
    """A stagecoach card as printed: its four character numbers and its bonus."""
    chosen = tuple(tuple(Character)[n - 1] for n in characters)
    return StagecoachCard(Stagecoach(f"stagecoach {number}"), chosen, bonus)  # type: ignore[arg-type]


STAGECOACH_CARDS = (
    _coach(1, (1, 4, 7, 10), _A),
    _coach(2, (2, 5, 8, 11), _M),
    _coach(3, (3, 6, 9, 12), _G),
    _coach(4, (1, 5, 9, 11), _A),
    _coach(5, (2, 6, 7, 12), _M),
    _coach(6, (3, 4, 8, 10), _G),
    _coach(7, (1, 6, 8, 12), _A),
    _coach(8, (2, 4, 9, 10), _A),
    _coach(9, (3, 5, 7, 11), _G),
)
"""The nine stagecoaches (stand-ins): four with a politician, so that a two-player game,
which removes two, still brings the two politicians Prestige needs; two with $20, three
with a gold bar; every character receives a bonus token on three cards."""

_O, _T = Objective, ObjectiveTiming
OBJECTIVE_CARDS = (
    ObjectiveCard(_O.AUTHORITY, False, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.WEALTH, False, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.COURAGE, False, _T.AT_ONCE),
    ObjectiveCard(_O.HERDS, True, _T.AT_ONCE),
    ObjectiveCard(_O.INFLUENCE, False, _T.AFTER_INFLUENCE, stand_in=False),
    ObjectiveCard(_O.HOST, False, _T.AT_ONCE),
    ObjectiveCard(_O.SETTLERS, True, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.PRESTIGE, True, _T.AT_ONCE),
    ObjectiveCard(_O.TERRITORIAL_VALUE, True, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.PROSPERITY, True, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.BENEFACTOR, True, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.PROGRESS, False, _T.AT_ONCE),
    ObjectiveCard(_O.STATUS, False, _T.AT_ONCE),
    ObjectiveCard(_O.PRIVILEGES, True, _T.AT_ONCE),
    ObjectiveCard(_O.POWER, False, _T.END_OF_PHASE_2),
    ObjectiveCard(_O.DOMINANCE, False, _T.AT_ONCE),
)
"""The objectives' marks. Special (E), "they require the purchase of at least one farm":
the seven whose requirement names a farm of one's own (Herds, Settlers, Prestige,
Territorial Value, Prosperity, Benefactor, Privileges). "End of Phase II": those the text
says one must *end Phase 2* with; the others are claimed at the moment they are met, as
their notes say, and Influence after Stage 2."""


_Card = TypeVar("_Card")


@attrs.frozen(cache_hash=True)  # hashed once: the features' caches key on it
class Content(Frozen):
    """Every stand-in the rules read: override any part through ``Options(content=...)``.

    :ivar businesses: one card per :class:`Business`.
    :ivar farms: one card per :class:`Farm`.
    :ivar market: one column per :class:`Good`.
    :ivar stagecoaches: the stagecoach deck, each card once (at least two with a
        politician, which a two-player game removes).
    :ivar objectives: one card per :class:`Objective`.
    :ivar starting_cowboys: where each player's marker starts on the cowboy track.
    :ivar starting_iron: and on the iron track.
    :ivar starting_gold: and on the gold track.
    """

    businesses: tuple[BusinessCard, ...] = BUSINESS_CARDS
    farms: tuple[FarmCard, ...] = FARM_CARDS
    market: tuple[MarketColumn, ...] = MARKET
    stagecoaches: tuple[StagecoachCard, ...] = STAGECOACH_CARDS
    objectives: tuple[ObjectiveCard, ...] = OBJECTIVE_CARDS
    starting_cowboys: int = 2
    starting_iron: int = 0
    starting_gold: int = 0

    _lookup: Mapping[object, object] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The rules look cards up at every step: one dictionary, keyed by the cards' enum
        # members (distinct objects across the enums), built once. Content is checked
        # later (validate_content, at setup), so what is not a card is skipped here.
        lookup: dict[object, object] = {}
        for cards, key in (
            (self.businesses, "business"),
            (self.farms, "farm"),
            (self.market, "good"),
            (self.stagecoaches, "stagecoach"),
            (self.objectives, "objective"),
        ):
            for card in cards if type(cards) is tuple else ():
                name = getattr(card, key, None)
                if isinstance(name, enum.Enum):
                    lookup.setdefault(name, card)
        object.__setattr__(self, "_lookup", MappingProxyType(lookup))

    def _card(self, key: object, kind: type[_Card]) -> _Card:
        card = self._lookup.get(key) if isinstance(key, enum.Enum) else None
        if type(card) is not kind:
            raise ValueError(f"the content has no card for {brief(key)}")
        return card

    def business(self, business: Business) -> BusinessCard:
        """The card of ``business``.

        :raises ValueError: if the content has none.
        """
        return self._card(business, BusinessCard)

    def farm(self, farm: Farm) -> FarmCard:
        """The card of ``farm``.

        :raises ValueError: if the content has none.
        """
        return self._card(farm, FarmCard)

    def column(self, good: Good) -> MarketColumn:
        """The market column of ``good``.

        :raises ValueError: if the content has none.
        """
        return self._card(good, MarketColumn)

    def stagecoach(self, stagecoach: Stagecoach) -> StagecoachCard:
        """The card of ``stagecoach``.

        :raises ValueError: if the content has none.
        """
        return self._card(stagecoach, StagecoachCard)

    def objective(self, objective: Objective) -> ObjectiveCard:
        """The card of ``objective``.

        :raises ValueError: if the content has none.
        """
        return self._card(objective, ObjectiveCard)


STANDARD_CONTENT = Content()

_FIXED_TIMINGS = {
    Objective.INFLUENCE: ObjectiveTiming.AFTER_INFLUENCE,
    Objective.BENEFACTOR: ObjectiveTiming.END_OF_PHASE_2,
    Objective.PRIVILEGES: ObjectiveTiming.AT_ONCE,
}
"""Timings the rules build on: Influence is claimed after Stage 2, and the two objectives
paid for are claimed by their actions (Donate at the end of Phase 2, Bribe in Stage 3)."""
"""The content as this library plays it by default."""

_MAX_DOLLARS = 200
"""The largest price the content may give: far beyond the printed scale, amounts would
make every table (and the action codec) needlessly long."""


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _error(field: str, expected: str, value: object) -> ContentError:
    return ContentError(f"chaparral: content.{field} must be {expected}, not {brief(value)}")


def _check_one_each(
    field: str, cards: object, kind: type[Any], key: str, keys: type[enum.Enum]
) -> None:
    """Refuse ``cards`` unless it is a tuple of ``kind`` with one card per ``keys`` member."""
    if type(cards) is not tuple or any(type(card) is not kind for card in cards):
        raise _error(field, f"a tuple of {kind.__name__}", cards)
    named = [getattr(card, key) for card in cards]
    if (
        any(type(name) is not keys for name in named)
        or len(named) != len(keys)
        or len(set(named)) != len(keys)
    ):
        raise _error(field, f"one card for each {keys.__name__}", named)


def validate_content(content: object) -> Content:
    """``content``, checked: the rules can play with it.

    :raises ContentError: naming the first field that is not what the rules need.
    """
    if type(content) is not Content:
        raise ContentError(f"chaparral: content must be a Content, not {brief(content)}")
    _check_one_each("businesses", content.businesses, BusinessCard, "business", Business)
    groups: dict[int, int] = {}
    for index, card in enumerate(content.businesses):
        if not _is_int(card.price) or not 1 <= card.price <= _MAX_DOLLARS:
            raise _error(
                f"businesses[{index}].price", f"an int from 1 to {_MAX_DOLLARS}", card.price
            )
        if not _is_int(card.status) or not 2 <= card.status <= 6:
            raise _error(f"businesses[{index}].status", "an int from 2 to 6", card.status)
        groups[card.status] = groups.get(card.status, 0) + 1
    if any(count < 2 for count in groups.values()):
        raise _error(
            "businesses",
            "status groups of two businesses or more (none may be monopolised)",
            groups,
        )
    _check_one_each("farms", content.farms, FarmCard, "farm", Farm)
    for index, farm in enumerate(content.farms):
        # at least $10: a farm with an Apache counts $10 less in a fortune
        if not _is_int(farm.price) or not 10 <= farm.price <= _MAX_DOLLARS:
            raise _error(f"farms[{index}].price", f"an int from 10 to {_MAX_DOLLARS}", farm.price)
    _check_one_each("market", content.market, MarketColumn, "good", Good)
    for index, column in enumerate(content.market):
        prices = column.prices
        if (
            type(prices) is not tuple
            or not prices
            or any(not _is_int(p) or not 0 <= p <= _MAX_DOLLARS for p in prices)
            or any(later >= earlier for earlier, later in pairwise(prices))
        ):
            raise _error(
                f"market[{index}].prices",
                f"a non-empty tuple of ints from 0 to {_MAX_DOLLARS}, each sale lower than the "
                "last",
                prices,
            )
        if not _is_int(column.apache_penalty) or not 0 <= column.apache_penalty <= _MAX_DOLLARS:
            raise _error(
                f"market[{index}].apache_penalty",
                f"an int from 0 to {_MAX_DOLLARS}",
                column.apache_penalty,
            )
    coaches = content.stagecoaches
    if (
        type(coaches) is not tuple
        or not coaches
        or any(type(card) is not StagecoachCard for card in coaches)
    ):
        raise _error("stagecoaches", "a non-empty tuple of StagecoachCard", coaches)
    names = [card.stagecoach for card in coaches]
    if any(type(name) is not Stagecoach for name in names) or len(set(names)) != len(names):
        raise _error("stagecoaches", "each Stagecoach once at most", names)
    for index, coach in enumerate(coaches):
        chosen = coach.characters
        if (
            type(chosen) is not tuple
            or len(chosen) != 4
            or any(type(c) is not Character for c in chosen)
            or len(set(chosen)) != 4
        ):
            raise _error(f"stagecoaches[{index}].characters", "four different Character", chosen)
        if type(coach.bonus) is not StagecoachBonus:
            raise _error(f"stagecoaches[{index}].bonus", "a StagecoachBonus", coach.bonus)
    politicians = sum(card.bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN for card in coaches)
    if politicians < 2 or len(coaches) < 3:
        raise _error(
            "stagecoaches",
            "three cards or more, two of them with a politician (a two-player game removes two)",
            coaches,
        )
    _check_one_each("objectives", content.objectives, ObjectiveCard, "objective", Objective)
    for index, objective in enumerate(content.objectives):
        if type(objective.special) is not bool:
            raise _error(f"objectives[{index}].special", "True or False", objective.special)
        if type(objective.timing) is not ObjectiveTiming:
            raise _error(f"objectives[{index}].timing", "an ObjectiveTiming", objective.timing)
    for fixed, timing in _FIXED_TIMINGS.items():
        if content.objective(fixed).timing is not timing:
            raise _error(
                f"objectives[{fixed.number - 1}].timing",
                f"{timing.name} for {fixed.value} (the rules claim it so)",
                content.objective(fixed).timing,
            )
    if not any(card.special for card in content.objectives):
        raise _error("objectives", "at least one special objective (nobody could win)", ())
    for name, limit in (
        ("starting_cowboys", COWBOY_LIMIT),
        ("starting_iron", IRON_LIMIT),
        ("starting_gold", GOLD_LIMIT),
    ):
        value = getattr(content, name)
        if not _is_int(value) or not 0 <= value <= limit:
            raise _error(name, f"an int from 0 to {limit}", value)
    return content


validate_content(STANDARD_CONTENT)  # once, at import: setups need not check it again
