"""What is printed on *Rattlesnake City*'s board, tiles and cards, as typed data; the rules
are elsewhere.

The rulebook names the pieces and counts most of them: six towns of seven spaces (one
reserved for the station where the railway ends), eleven grasslands, four mountains, 16
track tiles and 50 building tiles, 54 coup cards (27, 18 and 9 of one, two and three
cartridges), 56 action cards (25 playing cards, 7 with a revolver; 3 Cheater, 3
Professional Player, 4 Yellow-Livered Coyote, 1 Tar & Feathers; the 20 miscellaneous
cards it lists). It does not print the board's geometry, the railway and its broken
sections, the mix of the building and track tiles, which playing cards show a revolver,
which standard card each playing card stands for in the variant (beyond 1, 23 and 25), or
a Joe's bounty. Those are **stand-ins** here, consistent with every constraint the text
gives, and overridable through :class:`Content` (``Options(content=...)``). See
:doc:`/games/rattlesnake-city-rules-notes`.

The board is a grid of unit squares: every building space, mine and saloon is a square
``(x, y)``. The distance between two squares is measured, as the rulers do, from an
outer corner of one to an outer corner of the other, choosing the shortest (the
measurement that favours the players): :func:`distance2` gives its square, so that
distances compare exactly.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, TypeGuard, TypeVar

import attrs

from frontier_games.core import Frozen, SetupError, brief

__all__ = [
    "ACTION_CARDS",
    "COUP_CARDS",
    "EARNING",
    "GROUND",
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "REVOLVERS",
    "SPACES_PER_TOWN",
    "STANDARD_CONTENT",
    "STARTING_MONEY",
    "TILES",
    "VALLEY",
    "WINNING_MONEY",
    "Building",
    "Card",
    "CardKind",
    "Content",
    "ContentError",
    "Coup",
    "Grassland",
    "GrasslandMap",
    "Junction",
    "Line",
    "Mountain",
    "MountainMap",
    "Place",
    "RailLine",
    "Shape",
    "Square",
    "Tile",
    "Town",
    "TownMap",
    "Valley",
    "building_spaces",
    "coup_of",
    "distance2",
    "in_order",
    "railway_sections",
    "validate_content",
    "yellow_dots",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
STARTING_MONEY = 10_000
"""What the Treasurer gives each player at setup."""
HAND_SIZE = 5
"""Action cards dealt to each player at setup."""
SPACES_PER_TOWN = 7
WINNING_MONEY: Mapping[int, int] = MappingProxyType(
    {2: 200_000, 3: 200_000, 4: 150_000, 5: 150_000, 6: 150_000}
)
"""The money that wins at once, by player count."""


class ContentError(SetupError):
    """Content (valley, tiles, cards) the rules cannot be played with."""


class Building(enum.Enum):
    """What may stand on a space of the board; the value is the name. Every building but
    the saloon comes out of the bag."""

    SALOON = "Saloon"
    SHERIFFS_OFFICE = "Sheriff's Office"
    BANK = "Bank"
    STATION = "Station"
    GENERAL_STORE = "General Store"
    HOTEL = "Hotel"
    BLACKSMITH = "Blacksmith"
    CHURCH = "Church"
    SCHOOL = "School"
    CEMETERY = "Cemetery"
    RANCH = "Ranch"
    MINE = "Mine"

    __hash__ = object.__hash__  # members are singletons: hashed by identity, in C


EARNING = frozenset((
    Building.SHERIFFS_OFFICE, Building.BANK, Building.STATION, Building.GENERAL_STORE,
    Building.HOTEL, Building.BLACKSMITH, Building.MINE, Building.RANCH,
))  # fmt: skip
"""The buildings that earn $1,000 a turn for the owner of the nearest saloon (the saloon,
schools, churches and cemeteries earn nothing)."""

GROUND = MappingProxyType({Building.RANCH: "grassland", Building.MINE: "mountain"})
"""Where the buildings that do not go in a town go."""


class Shape(enum.Enum):
    """The shape of a railway section, and of the track tile that repairs it."""

    STRAIGHT = "straight track"
    CURVE = "curved track"

    __hash__ = object.__hash__


Tile = Building | Shape
"""A tile from the bag: a building, or a track of a shape."""


class Town(enum.Enum):
    """The six ruined towns (stand-in names); a player's saloon makes a town theirs."""

    COYOTE_CREEK = "Coyote Creek"
    DRY_GULCH = "Dry Gulch"
    EAGLE_PASS = "Eagle Pass"
    SILVER_BEND = "Silver Bend"
    TUMBLEWEED = "Tumbleweed"
    BUZZARD_ROCK = "Buzzard Rock"

    __hash__ = object.__hash__


class Grassland(enum.Enum):
    """The eleven grassland areas, where ranches are built."""

    GRASSLAND_1 = "Grassland 1"
    GRASSLAND_2 = "Grassland 2"
    GRASSLAND_3 = "Grassland 3"
    GRASSLAND_4 = "Grassland 4"
    GRASSLAND_5 = "Grassland 5"
    GRASSLAND_6 = "Grassland 6"
    GRASSLAND_7 = "Grassland 7"
    GRASSLAND_8 = "Grassland 8"
    GRASSLAND_9 = "Grassland 9"
    GRASSLAND_10 = "Grassland 10"
    GRASSLAND_11 = "Grassland 11"

    __hash__ = object.__hash__


class Mountain(enum.Enum):
    """The four mountain areas, one gold mine each (stand-in names)."""

    BALD_PEAK = "Bald Peak"
    SILVER_RIDGE = "Silver Ridge"
    OLD_SMOKY = "Old Smoky"
    GRIZZLY_BUTTE = "Grizzly Butte"

    __hash__ = object.__hash__


Place = Town | Grassland | Mountain
"""Where a building tile goes: a town, a grassland or a mountain."""


class Junction(enum.Enum):
    """Where railway lines meet, outside the towns."""

    WEST = "west junction"
    EAST = "east junction"

    __hash__ = object.__hash__


class Line(enum.Enum):
    """The railway's lines: each town's line, from its station space to a junction, and
    the trunk line between the junctions."""

    COYOTE_CREEK = "Coyote Creek line"
    DRY_GULCH = "Dry Gulch line"
    EAGLE_PASS = "Eagle Pass line"
    SILVER_BEND = "Silver Bend line"
    TUMBLEWEED = "Tumbleweed line"
    BUZZARD_ROCK = "Buzzard Rock line"
    TRUNK = "trunk line"

    __hash__ = object.__hash__


Square = tuple[int, int]
"""A square of the board's grid, ``(x, y)``: x to the east, y to the south."""


def distance2(a: Square, b: Square) -> int:
    """The square of the shortest distance from an outer corner of square ``a`` to an
    outer corner of square ``b`` (0 for squares that touch).

    >>> distance2((0, 0), (4, 0)), distance2((0, 0), (2, 3))
    (9, 5)
    """
    dx = max(abs(a[0] - b[0]) - 1, 0)
    dy = max(abs(a[1] - b[1]) - 1, 0)
    return dx * dx + dy * dy


@attrs.frozen
class TownMap(Frozen):
    """A town as printed: its seven spaces and the one where the railway ends.

    :ivar town: which town.
    :ivar spaces: the squares of its spaces, numbered from 0 in this order.
    :ivar station: the number of the space reserved for a station (only a station may be
        built there, and a station nowhere else).
    """

    town: Town
    spaces: tuple[Square, ...]
    station: int


@attrs.frozen
class GrasslandMap(Frozen):
    """A grassland area: a ranch may be built on each of its squares, never beyond."""

    grassland: Grassland
    spaces: tuple[Square, ...]


@attrs.frozen
class MountainMap(Frozen):
    """A mountain area: one gold mine on its square.

    :ivar towns: the two neighbouring towns it lies between; each has a space as far from
        the mine as the other town is (the rulebook's yellow dots, :func:`yellow_dots`).
    """

    mountain: Mountain
    square: Square
    towns: tuple[Town, Town]


@attrs.frozen
class RailLine(Frozen):
    """A railway line: its two ends (a town's station space or a junction) and its
    sections in order from the first end.

    :ivar broken: the numbers of the sections in poor condition at the start (a track
        tile of the same shape repairs one).
    """

    line: Line
    ends: tuple[Town | Junction, Town | Junction]
    shapes: tuple[Shape, ...]
    broken: frozenset[int]


_Map = TypeVar("_Map")


@attrs.frozen(cache_hash=True)  # the incomes look their stations and mines up by it
class Valley(Frozen):
    """The board: Rattlesnake Valley's towns, grasslands, mountains and railway."""

    towns: tuple[TownMap, ...]
    grasslands: tuple[GrasslandMap, ...]
    mountains: tuple[MountainMap, ...]
    lines: tuple[RailLine, ...]

    _lookup: Mapping[object, object] = attrs.field(init=False, eq=False, repr=False)
    _squares: Mapping[object, tuple[Square, ...]] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The rules look places up at every step: one dictionary keyed by the enum
        # members. Checked later (validate_content), so what is not a map is skipped.
        lookup: dict[object, object] = {}
        for maps, key in (
            (self.towns, "town"),
            (self.grasslands, "grassland"),
            (self.mountains, "mountain"),
            (self.lines, "line"),
        ):
            for item in maps if type(maps) is tuple else ():
                name = getattr(item, key, None)
                if isinstance(name, enum.Enum):
                    lookup.setdefault(name, item)
        object.__setattr__(self, "_lookup", MappingProxyType(lookup))
        # And each place's squares, read by every income: those ``squares`` would find.
        squares: dict[object, tuple[Square, ...]] = {}
        for name, found in lookup.items():
            if (isinstance(name, Town) and type(found) is TownMap) or (
                isinstance(name, Grassland) and type(found) is GrasslandMap
            ):
                squares[name] = found.spaces
            elif isinstance(name, Mountain) and type(found) is MountainMap:
                squares[name] = (found.square,)
        object.__setattr__(self, "_squares", MappingProxyType(squares))

    def town(self, town: Town) -> TownMap:
        """The map of ``town``.

        :raises ValueError: if the valley has none.
        """
        return self._find(town, TownMap)

    def grassland(self, grassland: Grassland) -> GrasslandMap:
        """The map of ``grassland``.

        :raises ValueError: if the valley has none.
        """
        return self._find(grassland, GrasslandMap)

    def mountain(self, mountain: Mountain) -> MountainMap:
        """The map of ``mountain``.

        :raises ValueError: if the valley has none.
        """
        return self._find(mountain, MountainMap)

    def line(self, line: Line) -> RailLine:
        """The railway line ``line``.

        :raises ValueError: if the valley has none.
        """
        return self._find(line, RailLine)

    def squares(self, place: Place) -> tuple[Square, ...]:
        """The squares of ``place``'s spaces, numbered from 0 (a mountain has one).

        :raises ValueError: if the valley has no such place.
        """
        found = self._squares.get(place) if isinstance(place, enum.Enum) else None
        if found is not None:
            return found
        if isinstance(place, Town):
            return self.town(place).spaces
        if isinstance(place, Grassland):
            return self.grassland(place).spaces
        return (self.mountain(place).square,)

    def _find(self, key: object, kind: type[_Map]) -> _Map:
        found = self._lookup.get(key) if isinstance(key, enum.Enum) else None
        if type(found) is not kind:
            raise ValueError(f"the valley has no {brief(key)}")
        return found


def building_spaces(valley: Valley) -> tuple[tuple[Place, int], ...]:
    """Every building space of ``valley`` as ``(place, space)``: towns, grasslands, then
    mountains, in enum order, each place's spaces in the valley's numbering (the order of
    the placements, the Dynamiteros and their action ids).

    >>> building_spaces(VALLEY)[0]
    (<Town.COYOTE_CREEK: 'Coyote Creek'>, 0)
    """
    places: tuple[Place, ...] = (*Town, *Grassland, *Mountain)
    return tuple((place, space) for place in places for space in range(len(valley.squares(place))))


def railway_sections(valley: Valley) -> tuple[tuple[Line, int], ...]:
    """Every section of ``valley``'s railway as ``(line, section)``, line by line in enum
    order (the order of the repairs, the Dynamiteros on the track and their action ids)."""
    return tuple(
        (line, section) for line in Line for section in range(len(valley.line(line).shapes))
    )


def yellow_dots(valley: Valley, town: Town) -> tuple[int, ...]:
    """The spaces of ``town`` marked with a yellow dot: as far from a neighbouring mine as
    the nearest space of the mountain's other town ("there is no need to measure").

    >>> yellow_dots(VALLEY, Town.COYOTE_CREEK)
    (3,)
    """
    spaces = valley.town(town).spaces
    found: set[int] = set()
    for mountain in valley.mountains:
        if town not in mountain.towns:
            continue
        (other,) = (t for t in mountain.towns if t is not town)
        mine = mountain.square
        reach = min(distance2(square, mine) for square in valley.town(other).spaces)
        found.update(i for i, square in enumerate(spaces) if distance2(square, mine) == reach)
    return tuple(sorted(found))


def _town(town: Town, x: int, y: int, station: int) -> TownMap:
    """A town of four spaces in a row and three below them, from ``(x, y)``."""
    spaces = (*((x + i, y) for i in range(4)), *((x + i, y + 1) for i in range(3)))
    return TownMap(town, spaces, station)


def _line(
    line: Line, ends: tuple[Town | Junction, Town | Junction], shapes: str, broken: tuple[int, ...]
) -> RailLine:
    kinds = {"S": Shape.STRAIGHT, "C": Shape.CURVE}
    return RailLine(line, ends, tuple(kinds[s] for s in shapes), frozenset(broken))


_T, _G, _J = Town, Grassland, Junction
VALLEY = Valley(
    towns=(
        _town(_T.COYOTE_CREEK, 2, 2, 6), _town(_T.DRY_GULCH, 13, 2, 6),
        _town(_T.EAGLE_PASS, 24, 2, 6), _town(_T.SILVER_BEND, 2, 13, 2),
        _town(_T.TUMBLEWEED, 13, 13, 2), _town(_T.BUZZARD_ROCK, 24, 13, 2),
    ),
    grasslands=tuple(
        GrasslandMap(grassland, spaces)
        for grassland, spaces in zip(Grassland, (
            ((0, 6),), ((29, 16),), ((3, 6), (4, 6)), ((8, 6), (8, 7)), ((13, 6), (14, 6)),
            ((18, 6), (19, 6)), ((2, 9), (3, 9), (4, 9)), ((8, 10), (9, 10), (10, 10)),
            ((14, 9), (15, 9), (16, 9)), ((19, 9), (20, 9), (19, 10), (20, 10)),
            ((27, 5), (28, 5), (27, 6), (28, 6)),
        ), strict=True)
    ),
    mountains=(
        MountainMap(Mountain.BALD_PEAK, (9, 2), (_T.COYOTE_CREEK, _T.DRY_GULCH)),
        MountainMap(Mountain.SILVER_RIDGE, (20, 2), (_T.DRY_GULCH, _T.EAGLE_PASS)),
        MountainMap(Mountain.OLD_SMOKY, (9, 13), (_T.SILVER_BEND, _T.TUMBLEWEED)),
        MountainMap(Mountain.GRIZZLY_BUTTE, (25, 8), (_T.EAGLE_PASS, _T.BUZZARD_ROCK)),
    ),
    lines=(
        _line(Line.COYOTE_CREEK, (_T.COYOTE_CREEK, _J.WEST), "SCSS", (0, 1)),
        _line(Line.DRY_GULCH, (_T.DRY_GULCH, _J.WEST), "SSCS", (1, 2)),
        _line(Line.EAGLE_PASS, (_T.EAGLE_PASS, _J.EAST), "CSSS", (0, 2, 3)),
        _line(Line.SILVER_BEND, (_T.SILVER_BEND, _J.WEST), "SCSC", (1, 3)),
        _line(Line.TUMBLEWEED, (_T.TUMBLEWEED, _J.WEST), "SSSC", (0, 2)),
        _line(Line.BUZZARD_ROCK, (_T.BUZZARD_ROCK, _J.EAST), "SCSS", (0, 2, 3)),
        _line(Line.TRUNK, (_J.WEST, _J.EAST), "SSCS", (1, 2)),
    ),
)  # fmt: skip
"""The valley (a stand-in: the rulebook does not print the board). Towns in two rows of
three; each mountain halfway between two towns, so that each town has a yellow dot; the
eleven grasslands of 1 to 4 spaces (27 in all) between them; the railway joins every
town's station space to one of two junctions, and the junctions to each other, with 16
sections in poor condition (10 straight, 6 curved), at least one on every line, so that
no two stations are connected until some track is repaired."""


class CardKind(enum.Enum):
    """The kinds of action card."""

    PLAYING = "playing card"
    POKER = "poker card"
    PERMANENT = "permanent-effect card"
    SINGLE_USE = "single-use card"

    __hash__ = object.__hash__


class Card(enum.Enum):
    """An action card; the value is the name printed on it."""

    PLAYING_1 = "playing card 1"
    PLAYING_2 = "playing card 2"
    PLAYING_3 = "playing card 3"
    PLAYING_4 = "playing card 4"
    PLAYING_5 = "playing card 5"
    PLAYING_6 = "playing card 6"
    PLAYING_7 = "playing card 7"
    PLAYING_8 = "playing card 8"
    PLAYING_9 = "playing card 9"
    PLAYING_10 = "playing card 10"
    PLAYING_11 = "playing card 11"
    PLAYING_12 = "playing card 12"
    PLAYING_13 = "playing card 13"
    PLAYING_14 = "playing card 14"
    PLAYING_15 = "playing card 15"
    PLAYING_16 = "playing card 16"
    PLAYING_17 = "playing card 17"
    PLAYING_18 = "playing card 18"
    PLAYING_19 = "playing card 19"
    PLAYING_20 = "playing card 20"
    PLAYING_21 = "playing card 21"
    PLAYING_22 = "playing card 22"
    PLAYING_23 = "playing card 23"
    PLAYING_24 = "playing card 24"
    PLAYING_25 = "playing card 25"
    CHEATER = "Cheater"
    PROFESSIONAL_PLAYER = "Professional Player"
    YELLOW_LIVERED_COYOTE = "Yellow-Livered Coyote"
    TAR_AND_FEATHERS = "Tar & Feathers"
    FRENCH_COOK = "French Cook"
    FRENCH_CANCAN = "French Cancan"
    MEXICAN_COOK = "Mexican Cook"
    ADULTERATED_WHISKY = "Adulterated Whisky"
    LILI_THE_TIGRESS = "Lili the Tigress"
    THUMBTACKS = "Thumbtacks"
    UNDERTAKER = "Undertaker"
    IRONFIST_JIM = "Ironfist Jim"
    SLIPPERY_JOE = "Slippery Joe"
    HONEST_JIM = "Honest Jim"
    STINKY_JOE = "Stinky Joe"
    DYNAMITERO = "Dynamitero"
    STROKE_OF_FATE = "Stroke of Fate"
    BOUNTY_HUNTER = "Bounty Hunter"

    __hash__ = object.__hash__

    @property
    def number(self) -> int | None:
        """A playing card's number, 1 to 25; ``None`` for the other cards."""
        return _NUMBERS.get(self)

    @property
    def kind(self) -> CardKind:
        """Which kind of action card this is."""
        return _KINDS[self]


_NUMBERS = MappingProxyType({card: n for n, card in enumerate(list(Card)[:25], start=1)})
_POKER = (Card.CHEATER, Card.PROFESSIONAL_PLAYER, Card.YELLOW_LIVERED_COYOTE, Card.TAR_AND_FEATHERS)
_SINGLE_USE = (Card.DYNAMITERO, Card.STROKE_OF_FATE, Card.BOUNTY_HUNTER)
_PERMANENT = (
    Card.FRENCH_COOK, Card.FRENCH_CANCAN, Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY,
    Card.LILI_THE_TIGRESS, Card.THUMBTACKS, Card.UNDERTAKER, Card.IRONFIST_JIM,
    Card.SLIPPERY_JOE, Card.HONEST_JIM, Card.STINKY_JOE,
)  # fmt: skip
_KINDS = MappingProxyType(
    {
        **dict.fromkeys(_NUMBERS, CardKind.PLAYING),
        **dict.fromkeys(_POKER, CardKind.POKER),
        **dict.fromkeys(_SINGLE_USE, CardKind.SINGLE_USE),
        **dict.fromkeys(_PERMANENT, CardKind.PERMANENT),
    }
)


class Coup(enum.Enum):
    """A coup card: one, two or three cartridges (revolver shots)."""

    ONE = "one cartridge"
    TWO = "two cartridges"
    THREE = "three cartridges"

    __hash__ = object.__hash__

    @property
    def shots(self) -> int:
        """The revolver shots the card gives."""
        return _SHOTS[self]


_SHOTS = MappingProxyType({Coup.ONE: 1, Coup.TWO: 2, Coup.THREE: 3})
_OF_SHOTS = MappingProxyType({shots: coup for coup, shots in _SHOTS.items()})
_ENUM_ORDER = MappingProxyType(
    {
        **{card: i for i, card in enumerate(Card)},
        **{coup: i for i, coup in enumerate(Coup)},
    }
)

_Held = TypeVar("_Held", Card, Coup)


def in_order(cards: Iterable[_Held]) -> tuple[_Held, ...]:
    """``cards`` (action cards, or coup cards) in enum order, as hands keep them.

    >>> in_order((Coup.THREE, Coup.ONE))
    (<Coup.ONE: 'one cartridge'>, <Coup.THREE: 'three cartridges'>)
    """
    return tuple(sorted(cards, key=_ENUM_ORDER.__getitem__))


def coup_of(shots: int) -> Coup:
    """The coup card showing ``shots`` cartridges (1, 2 or 3)."""
    return _OF_SHOTS[shots]


TILES: tuple[tuple[Tile, int], ...] = (
    (Building.SHERIFFS_OFFICE, 4), (Building.BANK, 4), (Building.STATION, 6),
    (Building.GENERAL_STORE, 4), (Building.HOTEL, 4), (Building.BLACKSMITH, 3),
    (Building.CHURCH, 3), (Building.SCHOOL, 3), (Building.CEMETERY, 3),
    (Building.RANCH, 12), (Building.MINE, 4), (Shape.STRAIGHT, 10), (Shape.CURVE, 6),
)  # fmt: skip
"""The tiles in the bag and how many of each (a stand-in mix): 50 buildings (one station
per town, one mine per mountain, 12 ranches for the grasslands' 27 spaces, 28 other town
buildings for at least 30 free town spaces) and 16 tracks, one per broken section."""

ACTION_CARDS: tuple[tuple[Card, int], ...] = (
    *((card, 1) for card in _NUMBERS),
    (Card.CHEATER, 3), (Card.PROFESSIONAL_PLAYER, 3), (Card.YELLOW_LIVERED_COYOTE, 4),
    (Card.TAR_AND_FEATHERS, 1),
    *((card, 1) for card in _PERMANENT),
    (Card.DYNAMITERO, 6), (Card.STROKE_OF_FATE, 2), (Card.BOUNTY_HUNTER, 1),
)  # fmt: skip
"""The 56 action cards, as printed: 36 poker cards and 20 miscellaneous cards."""

COUP_CARDS: tuple[tuple[Coup, int], ...] = ((Coup.ONE, 27), (Coup.TWO, 18), (Coup.THREE, 9))
"""The 54 coup cards, as printed."""

REVOLVERS = frozenset((2, 5, 8, 11, 14, 17, 20))
"""The seven playing cards showing a revolver (a stand-in: spread over the low and middle
cards, since only a loser's revolver matters)."""


_MISC_KINDS = frozenset((CardKind.PERMANENT, CardKind.SINGLE_USE))


@attrs.frozen(cache_hash=True)  # the observation looks its layout up by the content
class Content(Frozen):
    """Everything printed that the rules read, as this library plays it by default;
    overridable (``Options(content=Content(...))``) and checked at setup.

    :ivar valley: the board.
    :ivar tiles: the bag's tiles and how many of each.
    :ivar action_cards: the action cards and how many of each.
    :ivar coup_cards: the coup cards and how many of each.
    :ivar revolvers: the numbers of the playing cards that show a revolver.
    :ivar bounty: what a Bounty Hunter collects for stopping a Joe (a stand-in).
    """

    valley: Valley = VALLEY
    tiles: tuple[tuple[Tile, int], ...] = TILES
    action_cards: tuple[tuple[Card, int], ...] = ACTION_CARDS
    coup_cards: tuple[tuple[Coup, int], ...] = COUP_CARDS
    revolvers: frozenset[int] = REVOLVERS
    bounty: int = 5_000

    _miscellaneous: tuple[Card, ...] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The offers list the miscellaneous cards at every step of a player's cards:
        # read them once. Content is checked later (validate_content): skip what is odd.
        cards = self.action_cards if type(self.action_cards) is tuple else ()
        found = {
            pair[0] for pair in cards if type(pair) is tuple and pair and type(pair[0]) is Card
        }
        misc = tuple(c for c in Card if c in found and c.kind in _MISC_KINDS)
        object.__setattr__(self, "_miscellaneous", misc)

    @property
    def miscellaneous(self) -> tuple[Card, ...]:
        """The miscellaneous cards of the content, once each, in enum order."""
        return self._miscellaneous


STANDARD_CONTENT = Content()
"""The content as this library plays it by default."""

_MAX_SIDE = 100
"""The largest coordinate a square may have (a board is a table, not a continent)."""
_MAX_COUNT = 100
"""The most copies of one tile or card the content may give."""


def _is_card(value: object) -> bool:
    return type(value) is Card


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _error(field: str, expected: str, value: object) -> ContentError:
    return ContentError(f"rattlesnake-city: content.{field} must be {expected}, not {brief(value)}")


def _is_square(value: object) -> bool:
    return (
        type(value) is tuple
        and len(value) == 2
        and all(_is_int(v) and 0 <= v <= _MAX_SIDE for v in value)
    )


def _check_maps(field: str, maps: object, kind: type[Any], key: str, keys: type[enum.Enum]) -> None:
    """Refuse ``maps`` unless it is a tuple of ``kind`` with one map per ``keys`` member."""
    if type(maps) is not tuple or any(type(item) is not kind for item in maps):
        raise _error(field, f"a tuple of {kind.__name__}", maps)
    named = [getattr(item, key) for item in maps]
    if (
        any(type(n) is not keys for n in named)
        or len(named) != len(keys)
        or len(set(named)) != len(keys)
    ):
        raise _error(field, f"one {kind.__name__} for each {keys.__name__}", named)


def _check_valley(valley: object) -> Valley:
    if type(valley) is not Valley:
        raise _error("valley", "a Valley", valley)
    _check_maps("valley.towns", valley.towns, TownMap, "town", Town)
    _check_maps("valley.grasslands", valley.grasslands, GrasslandMap, "grassland", Grassland)
    _check_maps("valley.mountains", valley.mountains, MountainMap, "mountain", Mountain)
    _check_maps("valley.lines", valley.lines, RailLine, "line", Line)
    used: set[Square] = set()

    def claim(field: str, squares: object, size: str) -> None:
        if type(squares) is not tuple or not squares or not all(map(_is_square, squares)):
            raise _error(field, f"a tuple of {size} squares (x, y) from 0 to {_MAX_SIDE}", squares)
        if used & set(squares) or len(set(squares)) != len(squares):
            raise _error(field, "squares no other space takes", squares)
        used.update(squares)

    for i, town in enumerate(valley.towns):
        claim(f"valley.towns[{i}].spaces", town.spaces, str(SPACES_PER_TOWN))
        if len(town.spaces) != SPACES_PER_TOWN:
            raise _error(f"valley.towns[{i}].spaces", f"{SPACES_PER_TOWN} squares", town.spaces)
        if not _is_int(town.station) or not 0 <= town.station < SPACES_PER_TOWN:
            raise _error(f"valley.towns[{i}].station", "a space number from 0 to 6", town.station)
    for i, grassland in enumerate(valley.grasslands):
        claim(f"valley.grasslands[{i}].spaces", grassland.spaces, "one or more")
    for i, mountain in enumerate(valley.mountains):
        claim(f"valley.mountains[{i}].square", (mountain.square,), "one")
        towns = mountain.towns
        if (
            type(towns) is not tuple
            or len(towns) != 2
            or len({*towns}) != 2
            or any(type(t) is not Town for t in towns)
        ):
            raise _error(f"valley.mountains[{i}].towns", "two different Town", towns)
    stations: list[Town] = []
    for i, line in enumerate(valley.lines):
        ends, shapes, broken = line.ends, line.shapes, line.broken
        if (
            type(ends) is not tuple
            or len(ends) != 2
            or ends[0] == ends[1]
            or any(type(end) not in (Town, Junction) for end in ends)
        ):
            raise _error(f"valley.lines[{i}].ends", "two different Town or Junction", ends)
        stations.extend(end for end in ends if type(end) is Town)
        if type(shapes) is not tuple or not shapes or any(type(s) is not Shape for s in shapes):
            raise _error(f"valley.lines[{i}].shapes", "a non-empty tuple of Shape", shapes)
        if type(broken) is not frozenset or any(
            not _is_int(b) or not 0 <= b < len(shapes) for b in broken
        ):
            raise _error(f"valley.lines[{i}].broken", "a frozenset of section numbers", broken)
    if sorted(stations, key=lambda t: t.value) != sorted(Town, key=lambda t: t.value):
        raise _error("valley.lines", "one line end at every town's station space", stations)
    for name in Town:
        if not yellow_dots(valley, name):
            raise _error(
                "valley",
                f"a yellow dot in {name.value} (a space as far from a mine as the "
                "neighbouring town)",
                name,
            )
    return valley


def _check_counts(field: str, counts: object, kinds: tuple[type[enum.Enum], ...]) -> dict[Any, int]:
    if type(counts) is not tuple or any(
        type(pair) is not tuple
        or len(pair) != 2
        or type(pair[0]) not in kinds
        or not _is_int(pair[1])
        or not 1 <= pair[1] <= _MAX_COUNT
        for pair in counts
    ):
        names = " or ".join(kind.__name__ for kind in kinds)
        raise _error(field, f"a tuple of ({names}, count from 1 to {_MAX_COUNT}) pairs", counts)
    found = dict(counts)
    if len(found) != len(counts):
        raise _error(field, "each kind once", counts)
    return found


def validate_content(content: object) -> Content:
    """``content``, checked: the rules can play with it.

    :raises ContentError: naming the first field that is not what the rules need.
    """
    if type(content) is not Content:
        raise ContentError(f"rattlesnake-city: content must be a Content, not {brief(content)}")
    valley = _check_valley(content.valley)
    tiles = _check_counts("tiles", content.tiles, (Building, Shape))
    if not tiles:
        raise _error("tiles", "at least one tile (the game ends when the last is placed)", ())
    if Building.SALOON in tiles:
        raise _error("tiles", "no saloon (the saloons are the players' own)", Building.SALOON)
    for shape in Shape:
        sections = sum(line.shapes[b] is shape for line in valley.lines for b in line.broken)
        if tiles.get(shape, 0) > sections:
            raise _error(
                "tiles",
                f"at most {sections} {shape.value} tiles (the broken sections of that shape)",
                tiles.get(shape),
            )
    limits = {
        Building.STATION: len(valley.towns),
        Building.MINE: len(valley.mountains),
        Building.RANCH: sum(len(g.spaces) for g in valley.grasslands),
    }
    for building, limit in limits.items():
        if tiles.get(building, 0) > limit:
            raise _error(
                "tiles",
                f"at most {limit} {building.value} tiles (where they go)",
                tiles.get(building),
            )
    for building, count in tiles.items():
        in_town = type(building) is Building and building not in GROUND
        if in_town and building is not Building.CEMETERY and count > len(Town):
            raise _error("tiles", f"at most one {building.value} per town", count)
    cards = _check_counts("action_cards", content.action_cards, (Card,))
    for card, count in cards.items():
        if card.kind is CardKind.PLAYING and count != 1:
            raise _error(
                "action_cards", f"one {card.value} (playing cards are all different)", count
            )
    if not any(card.kind is CardKind.PLAYING for card in cards):
        raise _error("action_cards", "some playing cards (poker needs them)", cards)
    _check_counts("coup_cards", content.coup_cards, (Coup,))
    revolvers = content.revolvers
    if type(revolvers) is not frozenset or any(
        not _is_int(n) or not 1 <= n <= 25 for n in revolvers
    ):
        raise _error("revolvers", "a frozenset of playing card numbers from 1 to 25", revolvers)
    if not _is_int(content.bounty) or not 0 <= content.bounty <= 100_000:
        raise _error("bounty", "an int from 0 to 100000 dollars", content.bounty)
    if content.bounty % 1_000:
        raise _error("bounty", "whole $1,000 bills", content.bounty)
    return content


validate_content(STANDARD_CONTENT)  # once, at import: setups need not check it again
