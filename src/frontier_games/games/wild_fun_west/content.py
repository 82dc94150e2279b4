"""What is printed on *Wild Fun West*'s cards, as typed data; the rules are elsewhere.

The rulebook names the card kinds but prints almost none of them: not the 28 profession
cards, not the 20 buildings, not the 69 objective cards. Every value here that the text or
public reviews give is marked *printed*; every other is a **stand-in**, designed to keep
every constraint the text gives, and overridable through :class:`Content`
(``Options(content=...)``). See :doc:`/games/wild-fun-west-rules-notes` for each source.

Printed (rulebook or reviews): the 12 characters and their abilities; 16 open-bid and 12
closed-bid professions; the professions Station Master (open, bans the Blacksmith),
Prospector (closed, bans the Preacher Man), Cowboy (closed, bans the Marshal), Dancehall
Girl ($3 to its owner, +$1 while the Banker is in play), the Schoolmarm (subsidises the
School; +$1 with the Preacher Man in play, +$1 with the Sheriff's Office built), the
Trapper (+$2 with the Blacksmith in play, +$1 while the General Store is not built), the
Blacksmith and the Piano Player ($2 and $1 to the owner's left neighbour), and the names
Preacher Man, Marshal, Sheriff, Judge, Stagecoach Driver, Dentist, Gambler, Banker and
Miner; the buildings Bank, Saloon, Sheriff's Office, General Store, School, Post Office,
Station and Church; the twelve objective sets' names and sizes (but one 5-player name).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import TypeGuard

import attrs

from frontier_games.core import Frozen, SetupError, brief

__all__ = [
    "ABILITIES",
    "ACTIVATION_COST",
    "BELLE_STARR_TAKES",
    "BELLE_STARR_TURN",
    "BILLY_THE_KID_REWARD",
    "BUILDINGS_UP",
    "CHARACTER_INCOME",
    "DOC_HOLLIDAY_PRICE",
    "JESSE_JAMES_LIMIT",
    "MAX_ACTIVE",
    "MAX_PLAYERS",
    "MINIMUM_INCOME",
    "MIN_PLAYERS",
    "OBJECTIVES",
    "PROFESSIONS_PER_TURN",
    "PROFESSION_CARDS",
    "PROTECTED_FROM_BELLE_STARR",
    "SHORT_GAME_TARGET",
    "STANDARD_CONTENT",
    "STARTING_MONEY",
    "TARGET",
    "Bidding",
    "Bonus",
    "Building",
    "Character",
    "Content",
    "ContentError",
    "Objective",
    "ObjectiveSet",
    "Profession",
    "ProfessionCard",
    "objective_sets",
    "validate_content",
]

MIN_PLAYERS, MAX_PLAYERS = 4, 8
STARTING_MONEY = 5
"""Each seat's money at the start ("Each player starts the game with $5"; the setup
picture's $1 is a misprint)."""
CHARACTER_INCOME = 3
"""The income every character card gives its owner ("it is always 3")."""
MINIMUM_INCOME = 3
"""The least a seat collects in Receiving Income."""
MAX_ACTIVE = 2
"""The most professions a seat may have in play."""
ACTIVATION_COST = 1
"""What a seat pays each time it puts a profession in play."""
BUILDINGS_UP = 3
"""How many building cards are revealed for bidding each turn."""
TARGET = 4
"""How many of the six buildings on one's objective card win the game."""
SHORT_GAME_TARGET = 3
"""The same in the short game."""
PROFESSIONS_PER_TURN: Mapping[int, int] = MappingProxyType({4: 3, 5: 3, 6: 4, 7: 5, 8: 5})
"""How many profession cards are auctioned per turn, by player count."""
BELLE_STARR_TURN = 4
"""Belle Starr may steal from the beginning of this turn on."""
BELLE_STARR_TAKES = 2
"""What Belle Starr steals from each other seat ("$2 or less": all it has, if less)."""
BILLY_THE_KID_REWARD = 15
"""What Billy the Kid gains when the Bank is built."""
DOC_HOLLIDAY_PRICE = 4
"""What "Doc" Holliday pays for a Dentist or a Gambler taken without bidding."""
JESSE_JAMES_LIMIT = 7
"""The most Jesse James steals from one building's bids."""


class ContentError(SetupError):
    """Content (professions, buildings, objectives) the rules cannot be played with."""


class Bidding(enum.Enum):
    """How a profession card is auctioned, as the card says."""

    OPEN = "open"
    """An open ascending auction in which a seat that passed may bid again."""
    CLOSED = "closed"
    """A sealed all-pay auction; a tie for the highest goes to an open auction."""


class Profession(enum.Enum):
    """The 28 profession cards (each printed once); the value is the printed name.

    The first seventeen are named by the rulebook or by reviews; the last eleven are
    stand-in names.
    """

    STATION_MASTER = "Station Master"
    PROSPECTOR = "Prospector"
    COWBOY = "Cowboy"
    PREACHER_MAN = "Preacher Man"
    BLACKSMITH = "Blacksmith"
    MARSHAL = "Marshal"
    SHERIFF = "Sheriff"
    JUDGE = "Judge"
    STAGECOACH_DRIVER = "Stagecoach Driver"
    DENTIST = "Dentist"
    GAMBLER = "Gambler"
    PIANO_PLAYER = "Piano Player"
    SCHOOLMARM = "Schoolmarm"
    TRAPPER = "Trapper"
    DANCEHALL_GIRL = "Dancehall Girl"
    BANKER = "Banker"
    MINER = "Miner"
    OUTLAW = "Outlaw"
    UNDERTAKER = "Undertaker"
    BARBER = "Barber"
    BARTENDER = "Bartender"
    DOCTOR = "Doctor"
    GUNSMITH = "Gunsmith"
    RANCHER = "Rancher"
    TELEGRAPHIST = "Telegraphist"
    DEPUTY = "Deputy"
    BOUNTY_HUNTER = "Bounty Hunter"
    POSTMASTER = "Postmaster"

    # Members are singletons: hash them by identity, which is done in C (Enum's own
    # hash is Python code, and the rules test professions against sets at every step).
    __hash__ = object.__hash__

    @property
    def index(self) -> int:
        """The card's position in this enum, ``0 .. 27`` (the compact form states use)."""
        return _PROFESSION_INDEX[self]


class Building(enum.Enum):
    """The 20 building cards; the value is the printed name. The first eight are named by
    the rulebook or by reviews; the last twelve are stand-ins."""

    BANK = "Bank"
    SALOON = "Saloon"
    SHERIFFS_OFFICE = "Sheriff's Office"
    GENERAL_STORE = "General Store"
    SCHOOL = "School"
    POST_OFFICE = "Post Office"
    STATION = "Station"
    CHURCH = "Church"
    HOTEL = "Hotel"
    JAIL = "Jail"
    LIVERY_STABLE = "Livery Stable"
    TELEGRAPH_OFFICE = "Telegraph Office"
    DANCE_HALL = "Dance Hall"
    COURTHOUSE = "Courthouse"
    DOCTORS_OFFICE = "Doctor's Office"
    BARBERSHOP = "Barbershop"
    GUN_SHOP = "Gun Shop"
    SMITHY = "Smithy"
    TOWN_HALL = "Town Hall"
    FUNERAL_PARLOUR = "Funeral Parlour"

    # Members are singletons: hash them by identity, which is done in C (Enum's own
    # hash is Python code, and the rules test professions against sets at every step).
    __hash__ = object.__hash__

    @property
    def index(self) -> int:
        """The card's position in this enum, ``0 .. 19``."""
        return _BUILDING_INDEX[self]


_PROFESSION_INDEX: Mapping[Profession, int] = MappingProxyType(
    {profession: index for index, profession in enumerate(Profession)}
)
_BUILDING_INDEX: Mapping[Building, int] = MappingProxyType(
    {building: index for index, building in enumerate(Building)}
)


class Character(enum.Enum):
    """The 12 character cards; the value is the name as this library prints it (the
    rulebook prints "Gorge Custer")."""

    ANNIE_OAKLEY = "Annie Oakley"
    BELLE_STARR = "Belle Starr"
    BILL_MCDONALD = "Bill McDonald"
    BILLY_THE_KID = "Billy the Kid"
    BUFFALO_BILL = "Buffalo Bill"
    CALAMITY_JANE = "Calamity Jane"
    DOC_HOLLIDAY = '"Doc" Holliday'
    GEORGE_CUSTER = "George Custer"
    JESSE_JAMES = "Jesse James"
    JUDGE_ROY_BEAN = "Judge Roy Bean"
    WILD_BILL_HICKOK = "Wild Bill Hickok"
    WYATT_EARP = "Wyatt Earp"

    # Members are singletons: hash them by identity, which is done in C (Enum's own
    # hash is Python code, and the rules test professions against sets at every step).
    __hash__ = object.__hash__

    @property
    def index(self) -> int:
        """The card's position in this enum, ``0 .. 11``."""
        return _CHARACTER_INDEX[self]


_CHARACTER_INDEX: Mapping[Character, int] = MappingProxyType(
    {character: index for index, character in enumerate(Character)}
)

ABILITIES: Mapping[Character, str] = MappingProxyType(
    {
        Character.ANNIE_OAKLEY: "once a game, at the beginning of a turn: forbid one player "
        "from the profession auctions and the building bids for the rest of the turn",
        Character.BELLE_STARR: "once a game, from the beginning of the 4th turn: steal $2 "
        "(or all they have, if less) from each other player without the Sheriff, the "
        "Marshal or the Judge in play",
        Character.BILL_MCDONALD: "once a game, when the Sheriff is revealed: take it without "
        "bidding; bans on the Sheriff are ignored until the end of that turn",
        Character.BILLY_THE_KID: "once a game, as soon as the Bank is built: gain $15",
        Character.BUFFALO_BILL: "once a game, while at most 2 buildings are built: swap "
        "objective cards with another player",
        Character.CALAMITY_JANE: "once a game, in a swap moment: exchange a profession from "
        "your hand for one of your choice from the professions deck",
        Character.DOC_HOLLIDAY: "whenever the Dentist or the Gambler is revealed: take it "
        "without bidding for $4",
        Character.GEORGE_CUSTER: "once a game, when the three buildings are revealed: "
        "discard them, shuffle every discarded building into the deck and draw three more",
        Character.JESSE_JAMES: "once a game, on your turn of the building bids: steal up to "
        "$7 from the bids on one building; the bidding goes on as if nobody had passed",
        Character.JUDGE_ROY_BEAN: "once a game, when buildings tie for the most money: "
        "choose one of them to build",
        Character.WILD_BILL_HICKOK: "once a game, when the Stagecoach Driver or the Marshal "
        "is revealed: take it without bidding",
        Character.WYATT_EARP: "once a turn, when a profession is revealed: switch its "
        "auction between closed and open bid",
    }
)
"""Each character's special ability, in this library's words (Appendix 3)."""

PROTECTED_FROM_BELLE_STARR: frozenset[Profession] = frozenset(
    (Profession.SHERIFF, Profession.MARSHAL, Profession.JUDGE)
)
"""A seat with one of these in play keeps its money when Belle Starr steals."""


class ObjectiveSet(enum.Enum):
    """The twelve objective sets; the value is the printed name (one 5-player name is not
    legible in the scanned rulebook: "Tombstone" stands in for it)."""

    CALICO = "Calico"
    DODGE_CITY = "Dodge City"
    TWO_GUNS = "Two Guns"
    CANYON = "Canyon"
    TOMBSTONE = "Tombstone"
    ST_ELMO = "St. Elmo"
    BANNACK = "Bannack"
    FRISCO = "Frisco"
    EL_PASO = "El Paso"
    SANTA_FE = "Santa Fe"
    BONANZA = "Bonanza"
    ELDORADO = "Eldorado"

    @property
    def players(self) -> int:
        """The player count the set is for (it holds as many cards)."""
        return _SET_PLAYERS[self]


_SET_PLAYERS: Mapping[ObjectiveSet, int] = MappingProxyType(
    {
        ObjectiveSet.CALICO: 4,
        ObjectiveSet.DODGE_CITY: 4,
        ObjectiveSet.TWO_GUNS: 4,
        ObjectiveSet.CANYON: 5,
        ObjectiveSet.TOMBSTONE: 5,
        ObjectiveSet.ST_ELMO: 5,
        ObjectiveSet.BANNACK: 6,
        ObjectiveSet.FRISCO: 6,
        ObjectiveSet.EL_PASO: 7,
        ObjectiveSet.SANTA_FE: 7,
        ObjectiveSet.BONANZA: 8,
        ObjectiveSet.ELDORADO: 8,
    }
)


def objective_sets(players: int) -> tuple[ObjectiveSet, ...]:
    """The objective sets for ``players`` seats, in printed order (``()`` for none)."""
    return tuple(s for s in ObjectiveSet if s.players == players)


@attrs.frozen
class Bonus(Frozen):
    """An extra income next to a card's "in play" or "not in play" symbol.

    :ivar subject: the profession (in play: face up on the table, anyone's) or building
        (in play: built in town) the bonus depends on.
    :ivar amount: the dollars it adds (a stand-in may be negative).
    """

    subject: Profession | Building
    amount: int = 1


@attrs.frozen
class ProfessionCard(Frozen):
    """One profession card.

    :ivar profession: its name.
    :ivar bidding: open or closed bid.
    :ivar income: the blue arrow: what it pays its owner each turn while in play.
    :ivar left_income: the red arrow: what it pays the owner's left neighbour.
    :ivar in_play: bonuses for its owner while their subject is in play.
    :ivar not_in_play: bonuses for its owner while their subject is not in play.
    :ivar subsidises: the buildings on which the bank matches its owner's bids.
    :ivar bans: the professions that may not be in play while this one is.
    :ivar stand_in: ``True`` for values this library chose (none of the 28 cards is
        printed whole in the rulebook).
    """

    profession: Profession
    bidding: Bidding
    income: int
    left_income: int
    in_play: tuple[Bonus, ...] = ()
    not_in_play: tuple[Bonus, ...] = ()
    subsidises: tuple[Building, ...] = ()
    bans: tuple[Profession, ...] = ()
    stand_in: bool = True


@attrs.frozen
class Objective(Frozen):
    """One objective card: six buildings, four of which (three in the short game) win.

    :ivar set: the set it belongs to (printed on the card).
    :ivar number: its number within the set, from 1 (this library's, to tell them apart).
    :ivar buildings: the six buildings it lists.
    """

    set: ObjectiveSet
    number: int
    buildings: tuple[Building, ...]

    def __str__(self) -> str:
        return f"{self.set.value} {self.number}"


_P, _B, _S = Profession, Building, ObjectiveSet
_OPEN, _CLOSED = Bidding.OPEN, Bidding.CLOSED


def _card(
    profession: Profession,
    bidding: Bidding,
    income: int,
    left_income: int,
    *,
    in_play: tuple[Bonus, ...] = (),
    not_in_play: tuple[Bonus, ...] = (),
    subsidises: tuple[Building, ...] = (),
    bans: tuple[Profession, ...] = (),
) -> ProfessionCard:
    return ProfessionCard(
        profession, bidding, income, left_income, in_play, not_in_play, subsidises, bans
    )


PROFESSION_CARDS: tuple[ProfessionCard, ...] = (
    # Printed in part: the bid type, the bans, the Dancehall Girl's, Schoolmarm's and
    # Trapper's incomes and bonuses, the Blacksmith's and Piano Player's red arrows.
    _card(_P.STATION_MASTER, _OPEN, 2, 1, in_play=(Bonus(_B.STATION),),
          subsidises=(_B.STATION,), bans=(_P.BLACKSMITH,)),
    _card(_P.PROSPECTOR, _CLOSED, 2, 0, in_play=(Bonus(_P.MINER),),
          not_in_play=(Bonus(_B.BANK),), bans=(_P.PREACHER_MAN,)),
    _card(_P.COWBOY, _CLOSED, 2, 0, in_play=(Bonus(_B.SALOON),),
          subsidises=(_B.LIVERY_STABLE,), bans=(_P.MARSHAL,)),
    _card(_P.PREACHER_MAN, _OPEN, 1, 1, in_play=(Bonus(_B.CHURCH, 2),),
          not_in_play=(Bonus(_P.PIANO_PLAYER),), subsidises=(_B.CHURCH,),
          bans=(_P.DANCEHALL_GIRL,)),
    _card(_P.BLACKSMITH, _OPEN, 2, 2, in_play=(Bonus(_B.SMITHY),), subsidises=(_B.SMITHY,)),
    _card(_P.MARSHAL, _OPEN, 1, 1, in_play=(Bonus(_B.JAIL),), subsidises=(_B.JAIL,),
          bans=(_P.OUTLAW,)),
    _card(_P.SHERIFF, _OPEN, 1, 1, in_play=(Bonus(_B.SHERIFFS_OFFICE, 2),),
          subsidises=(_B.SHERIFFS_OFFICE,), bans=(_P.COWBOY,)),
    _card(_P.JUDGE, _CLOSED, 2, 0, in_play=(Bonus(_B.COURTHOUSE, 2),),
          subsidises=(_B.COURTHOUSE, _B.TOWN_HALL), bans=(_P.GAMBLER,)),
    _card(_P.STAGECOACH_DRIVER, _OPEN, 2, 1, not_in_play=(Bonus(_B.STATION),),
          subsidises=(_B.HOTEL,), bans=(_P.STATION_MASTER,)),
    _card(_P.DENTIST, _CLOSED, 3, -1, in_play=(Bonus(_B.BARBERSHOP),)),
    _card(_P.GAMBLER, _CLOSED, 3, -1, in_play=(Bonus(_B.SALOON),)),
    _card(_P.PIANO_PLAYER, _OPEN, 2, 1, in_play=(Bonus(_B.SALOON), Bonus(_B.DANCE_HALL))),
    _card(_P.SCHOOLMARM, _OPEN, 1, 1,
          in_play=(Bonus(_P.PREACHER_MAN), Bonus(_B.SHERIFFS_OFFICE)),
          subsidises=(_B.SCHOOL,)),
    _card(_P.TRAPPER, _OPEN, 1, 1, in_play=(Bonus(_P.BLACKSMITH, 2),),
          not_in_play=(Bonus(_B.GENERAL_STORE),)),
    _card(_P.DANCEHALL_GIRL, _CLOSED, 3, 0, in_play=(Bonus(_P.BANKER),),
          subsidises=(_B.DANCE_HALL,)),
    _card(_P.BANKER, _CLOSED, 2, 1, in_play=(Bonus(_B.BANK, 2),), subsidises=(_B.BANK,)),
    _card(_P.MINER, _CLOSED, 2, 0, in_play=(Bonus(_B.GENERAL_STORE),),
          subsidises=(_B.GENERAL_STORE,)),
    # Stand-ins from here on, names included.
    _card(_P.OUTLAW, _CLOSED, 3, -2, not_in_play=(Bonus(_B.JAIL),), bans=(_P.SHERIFF,)),
    _card(_P.UNDERTAKER, _CLOSED, 1, 0, in_play=(Bonus(_P.OUTLAW, 2), Bonus(_P.GUNSMITH)),
          subsidises=(_B.FUNERAL_PARLOUR,)),
    _card(_P.BARBER, _OPEN, 1, 1, in_play=(Bonus(_B.BARBERSHOP),),
          subsidises=(_B.BARBERSHOP,)),
    _card(_P.BARTENDER, _OPEN, 1, 1, in_play=(Bonus(_B.SALOON, 2),), subsidises=(_B.SALOON,)),
    _card(_P.DOCTOR, _OPEN, 2, 1, in_play=(Bonus(_B.DOCTORS_OFFICE),),
          subsidises=(_B.DOCTORS_OFFICE,)),
    _card(_P.GUNSMITH, _CLOSED, 2, 0, in_play=(Bonus(_B.GUN_SHOP, 2),),
          subsidises=(_B.GUN_SHOP,)),
    _card(_P.RANCHER, _OPEN, 2, 1, in_play=(Bonus(_B.LIVERY_STABLE),), bans=(_P.TRAPPER,)),
    _card(_P.TELEGRAPHIST, _OPEN, 1, 1, in_play=(Bonus(_B.TELEGRAPH_OFFICE, 2),),
          subsidises=(_B.TELEGRAPH_OFFICE,)),
    _card(_P.DEPUTY, _OPEN, 1, 1, in_play=(Bonus(_P.SHERIFF), Bonus(_B.JAIL))),
    _card(_P.BOUNTY_HUNTER, _CLOSED, 2, 0, in_play=(Bonus(_P.OUTLAW, 2),), bans=(_P.OUTLAW,)),
    _card(_P.POSTMASTER, _OPEN, 1, 1, in_play=(Bonus(_B.POST_OFFICE, 2),),
          subsidises=(_B.POST_OFFICE,)),
)  # fmt: skip
"""The 28 profession cards, in :class:`Profession` order (stand-ins but for the printed
parts listed at the top of this module)."""


def _set(
    objective_set: ObjectiveSet, cards: tuple[tuple[Building, ...], ...]
) -> tuple[Objective, ...]:
    """The cards of a set, numbered from 1."""
    return tuple(
        Objective(objective_set, number, buildings) for number, buildings in enumerate(cards, 1)
    )


OBJECTIVES: tuple[Objective, ...] = (
    *_set(_S.CALICO, (
        (_B.BANK, _B.SHERIFFS_OFFICE, _B.JAIL, _B.TELEGRAPH_OFFICE, _B.DANCE_HALL, _B.COURTHOUSE),
        (_B.BANK, _B.SHERIFFS_OFFICE, _B.GENERAL_STORE, _B.STATION, _B.GUN_SHOP, _B.SMITHY),
        (_B.SHERIFFS_OFFICE, _B.GENERAL_STORE, _B.SCHOOL,
         _B.CHURCH, _B.COURTHOUSE, _B.DOCTORS_OFFICE),
        (_B.BANK, _B.SHERIFFS_OFFICE, _B.JAIL, _B.LIVERY_STABLE, _B.BARBERSHOP, _B.TOWN_HALL),
    )),
    *_set(_S.DODGE_CITY, (
        (_B.SALOON, _B.STATION, _B.DANCE_HALL, _B.DOCTORS_OFFICE, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.HOTEL, _B.JAIL, _B.DOCTORS_OFFICE, _B.GUN_SHOP, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.SCHOOL, _B.JAIL, _B.TELEGRAPH_OFFICE, _B.DOCTORS_OFFICE, _B.SMITHY),
        (_B.BANK, _B.SALOON, _B.SCHOOL, _B.STATION, _B.JAIL, _B.SMITHY),
    )),
    *_set(_S.TWO_GUNS, (
        (_B.SALOON, _B.GENERAL_STORE, _B.STATION, _B.CHURCH, _B.COURTHOUSE, _B.GUN_SHOP),
        (_B.POST_OFFICE, _B.JAIL, _B.DOCTORS_OFFICE, _B.BARBERSHOP, _B.GUN_SHOP, _B.SMITHY),
        (_B.GENERAL_STORE, _B.SCHOOL, _B.POST_OFFICE,
         _B.CHURCH, _B.TELEGRAPH_OFFICE, _B.FUNERAL_PARLOUR),
        (_B.SCHOOL, _B.STATION, _B.HOTEL, _B.COURTHOUSE, _B.BARBERSHOP, _B.TOWN_HALL),
    )),
    *_set(_S.CANYON, (
        (_B.SALOON, _B.JAIL, _B.GUN_SHOP, _B.SMITHY, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.JAIL, _B.LIVERY_STABLE, _B.DOCTORS_OFFICE, _B.SMITHY, _B.TOWN_HALL),
        (_B.BANK, _B.DOCTORS_OFFICE, _B.BARBERSHOP, _B.GUN_SHOP, _B.SMITHY, _B.TOWN_HALL),
        (_B.SHERIFFS_OFFICE, _B.STATION, _B.CHURCH, _B.HOTEL, _B.COURTHOUSE, _B.TOWN_HALL),
        (_B.SCHOOL, _B.TELEGRAPH_OFFICE, _B.BARBERSHOP,
         _B.GUN_SHOP, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
    )),
    *_set(_S.TOMBSTONE, (
        (_B.SALOON, _B.SHERIFFS_OFFICE, _B.GENERAL_STORE,
         _B.POST_OFFICE, _B.LIVERY_STABLE, _B.DOCTORS_OFFICE),
        (_B.BANK, _B.SALOON, _B.SHERIFFS_OFFICE, _B.HOTEL, _B.GUN_SHOP, _B.SMITHY),
        (_B.BANK, _B.SCHOOL, _B.POST_OFFICE, _B.HOTEL, _B.DANCE_HALL, _B.DOCTORS_OFFICE),
        (_B.BANK, _B.GENERAL_STORE, _B.POST_OFFICE, _B.DANCE_HALL, _B.COURTHOUSE, _B.GUN_SHOP),
        (_B.SHERIFFS_OFFICE, _B.POST_OFFICE, _B.HOTEL,
         _B.LIVERY_STABLE, _B.TELEGRAPH_OFFICE, _B.TOWN_HALL),
    )),
    *_set(_S.ST_ELMO, (
        (_B.SALOON, _B.GENERAL_STORE, _B.POST_OFFICE,
         _B.LIVERY_STABLE, _B.DOCTORS_OFFICE, _B.TOWN_HALL),
        (_B.SCHOOL, _B.TELEGRAPH_OFFICE, _B.GUN_SHOP, _B.SMITHY, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.SALOON, _B.POST_OFFICE, _B.CHURCH, _B.COURTHOUSE, _B.BARBERSHOP, _B.TOWN_HALL),
        (_B.BANK, _B.SALOON, _B.SHERIFFS_OFFICE, _B.GENERAL_STORE, _B.DANCE_HALL, _B.SMITHY),
        (_B.SALOON, _B.HOTEL, _B.TELEGRAPH_OFFICE, _B.COURTHOUSE, _B.DOCTORS_OFFICE, _B.BARBERSHOP),
    )),
    *_set(_S.BANNACK, (
        (_B.SALOON, _B.SHERIFFS_OFFICE, _B.HOTEL, _B.JAIL, _B.SMITHY, _B.TOWN_HALL),
        (_B.SALOON, _B.POST_OFFICE, _B.CHURCH, _B.TELEGRAPH_OFFICE, _B.SMITHY, _B.FUNERAL_PARLOUR),
        (_B.BANK, _B.SALOON, _B.SHERIFFS_OFFICE, _B.CHURCH, _B.JAIL, _B.COURTHOUSE),
        (_B.SCHOOL, _B.POST_OFFICE, _B.STATION, _B.JAIL, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.SALOON, _B.SCHOOL, _B.DANCE_HALL, _B.COURTHOUSE, _B.GUN_SHOP, _B.TOWN_HALL),
        (_B.BANK, _B.POST_OFFICE, _B.LIVERY_STABLE, _B.COURTHOUSE, _B.SMITHY, _B.FUNERAL_PARLOUR),
    )),
    *_set(_S.FRISCO, (
        (_B.BANK, _B.GENERAL_STORE, _B.HOTEL, _B.LIVERY_STABLE, _B.BARBERSHOP, _B.FUNERAL_PARLOUR),
        (_B.BANK, _B.GENERAL_STORE, _B.SCHOOL, _B.STATION, _B.JAIL, _B.DOCTORS_OFFICE),
        (_B.POST_OFFICE, _B.CHURCH, _B.JAIL, _B.LIVERY_STABLE, _B.DOCTORS_OFFICE, _B.TOWN_HALL),
        (_B.GENERAL_STORE, _B.HOTEL, _B.JAIL, _B.DANCE_HALL, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.BANK, _B.SALOON, _B.SCHOOL, _B.HOTEL, _B.DANCE_HALL, _B.DOCTORS_OFFICE),
        (_B.BANK, _B.SCHOOL, _B.CHURCH, _B.JAIL, _B.COURTHOUSE, _B.TOWN_HALL),
    )),
    *_set(_S.EL_PASO, (
        (_B.SHERIFFS_OFFICE, _B.POST_OFFICE, _B.CHURCH, _B.LIVERY_STABLE, _B.GUN_SHOP, _B.SMITHY),
        (_B.SALOON, _B.GENERAL_STORE, _B.CHURCH, _B.DANCE_HALL, _B.DOCTORS_OFFICE, _B.BARBERSHOP),
        (_B.SALOON, _B.CHURCH, _B.JAIL, _B.LIVERY_STABLE, _B.DOCTORS_OFFICE, _B.FUNERAL_PARLOUR),
        (_B.BANK, _B.SHERIFFS_OFFICE, _B.GENERAL_STORE, _B.CHURCH, _B.JAIL, _B.TOWN_HALL),
        (_B.SCHOOL, _B.CHURCH, _B.HOTEL, _B.BARBERSHOP, _B.SMITHY, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.POST_OFFICE, _B.STATION, _B.CHURCH, _B.HOTEL, _B.DOCTORS_OFFICE),
        (_B.GENERAL_STORE, _B.POST_OFFICE, _B.STATION, _B.CHURCH, _B.GUN_SHOP, _B.TOWN_HALL),
    )),
    *_set(_S.SANTA_FE, (
        (_B.SALOON, _B.GENERAL_STORE, _B.SCHOOL, _B.POST_OFFICE, _B.LIVERY_STABLE, _B.TOWN_HALL),
        (_B.BANK, _B.SALOON, _B.SHERIFFS_OFFICE, _B.DANCE_HALL, _B.BARBERSHOP, _B.SMITHY),
        (_B.POST_OFFICE, _B.HOTEL, _B.DANCE_HALL,
         _B.COURTHOUSE, _B.DOCTORS_OFFICE, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.LIVERY_STABLE, _B.TELEGRAPH_OFFICE,
         _B.DOCTORS_OFFICE, _B.BARBERSHOP, _B.GUN_SHOP),
        (_B.SALOON, _B.POST_OFFICE, _B.CHURCH, _B.HOTEL, _B.JAIL, _B.LIVERY_STABLE),
        (_B.BANK, _B.LIVERY_STABLE, _B.COURTHOUSE, _B.DOCTORS_OFFICE, _B.GUN_SHOP, _B.SMITHY),
        (_B.SALOON, _B.POST_OFFICE, _B.STATION, _B.CHURCH, _B.COURTHOUSE, _B.DOCTORS_OFFICE),
    )),
    *_set(_S.BONANZA, (
        (_B.SHERIFFS_OFFICE, _B.STATION, _B.CHURCH, _B.SMITHY, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.CHURCH, _B.JAIL,
         _B.LIVERY_STABLE, _B.DANCE_HALL, _B.DOCTORS_OFFICE),
        (_B.HOTEL, _B.JAIL, _B.LIVERY_STABLE, _B.DANCE_HALL, _B.COURTHOUSE, _B.FUNERAL_PARLOUR),
        (_B.BANK, _B.SALOON, _B.GENERAL_STORE, _B.JAIL, _B.BARBERSHOP, _B.TOWN_HALL),
        (_B.SALOON, _B.SHERIFFS_OFFICE, _B.SCHOOL,
         _B.LIVERY_STABLE, _B.TELEGRAPH_OFFICE, _B.GUN_SHOP),
        (_B.GENERAL_STORE, _B.SCHOOL, _B.POST_OFFICE, _B.JAIL, _B.SMITHY, _B.FUNERAL_PARLOUR),
        (_B.SHERIFFS_OFFICE, _B.HOTEL, _B.COURTHOUSE, _B.BARBERSHOP, _B.GUN_SHOP, _B.SMITHY),
        (_B.HOTEL, _B.JAIL, _B.BARBERSHOP, _B.GUN_SHOP, _B.TOWN_HALL, _B.FUNERAL_PARLOUR),
    )),
    *_set(_S.ELDORADO, (
        (_B.BANK, _B.STATION, _B.JAIL, _B.DANCE_HALL, _B.SMITHY, _B.TOWN_HALL),
        (_B.GENERAL_STORE, _B.STATION, _B.COURTHOUSE, _B.DOCTORS_OFFICE, _B.GUN_SHOP, _B.TOWN_HALL),
        (_B.SALOON, _B.JAIL, _B.TELEGRAPH_OFFICE, _B.COURTHOUSE, _B.GUN_SHOP, _B.TOWN_HALL),
        (_B.SCHOOL, _B.STATION, _B.LIVERY_STABLE,
         _B.TELEGRAPH_OFFICE, _B.DANCE_HALL, _B.DOCTORS_OFFICE),
        (_B.BANK, _B.GENERAL_STORE, _B.POST_OFFICE, _B.STATION, _B.GUN_SHOP, _B.FUNERAL_PARLOUR),
        (_B.GENERAL_STORE, _B.STATION, _B.LIVERY_STABLE,
         _B.TELEGRAPH_OFFICE, _B.COURTHOUSE, _B.BARBERSHOP),
        (_B.BANK, _B.SCHOOL, _B.STATION, _B.COURTHOUSE, _B.GUN_SHOP, _B.SMITHY),
        (_B.SHERIFFS_OFFICE, _B.POST_OFFICE, _B.TELEGRAPH_OFFICE,
         _B.BARBERSHOP, _B.GUN_SHOP, _B.TOWN_HALL),
    )),
)  # fmt: skip
"""The 69 objective cards (all stand-ins but for the sets' names and sizes): each lists
six different buildings, no two cards of a set are alike, and any two share one to three
buildings, so that rivals compete for some of the same buildings but not for all."""


@attrs.frozen(cache_hash=True)  # hashed once: the features and the codec key caches on it
class Content(Frozen):
    """Every card the rules read: override any part through ``Options(content=...)``.

    :ivar professions: the professions deck, one card per :class:`Profession` at most.
    :ivar buildings: the buildings deck, each building at most once (at least three).
    :ivar objectives: the objective cards of every set used; a game draws a set with
        exactly one card per seat, each card listing six different buildings of the
        buildings deck.
    """

    professions: tuple[ProfessionCard, ...] = PROFESSION_CARDS
    buildings: tuple[Building, ...] = tuple(Building)
    objectives: tuple[Objective, ...] = OBJECTIVES
    _cards: Mapping[Profession, ProfessionCard] = attrs.field(init=False, eq=False, repr=False)
    _banned_by: Mapping[Profession, frozenset[Profession]] = attrs.field(
        init=False, eq=False, repr=False
    )

    def __attrs_post_init__(self) -> None:
        # Lookups the rules make at every activation and income, derived once. Content is
        # checked later (validate_content, at setup), so skip what is not a card here.
        cards: dict[Profession, ProfessionCard] = {}
        banned_by: dict[Profession, set[Profession]] = {}
        professions = self.professions if type(self.professions) is tuple else ()
        for card in professions:
            if type(card) is ProfessionCard and type(card.profession) is Profession:
                cards.setdefault(card.profession, card)
                bans = card.bans if type(card.bans) is tuple else ()
                for banned in bans:
                    if type(banned) is Profession:
                        banned_by.setdefault(banned, set()).add(card.profession)
        object.__setattr__(self, "_cards", MappingProxyType(cards))
        frozen = {p: frozenset(by) for p, by in banned_by.items()}
        object.__setattr__(self, "_banned_by", MappingProxyType(frozen))

    def card(self, profession: Profession) -> ProfessionCard:
        """The card of ``profession``.

        :raises ValueError: if the professions deck has no such card.
        """
        try:
            return self._cards[profession]
        except (KeyError, TypeError):
            raise ValueError(f"the professions deck has no {brief(profession)}") from None

    def banned_by(self, profession: Profession) -> frozenset[Profession]:
        """The professions whose cards ban ``profession`` (empty if none does)."""
        return self._banned_by.get(profession, frozenset())

    def objectives_of(self, objective_set: ObjectiveSet) -> tuple[Objective, ...]:
        """The cards of ``objective_set``, by number."""
        return tuple(sorted(
            (card for card in self.objectives if card.set is objective_set),
            key=lambda card: card.number,
        ))  # fmt: skip


STANDARD_CONTENT = Content()
"""The cards as this library plays them by default."""

_MAX_DOLLARS = 100
"""The largest income or bonus a card may give: card values far beyond the printed ones
would make every amount table, and every game, needlessly long."""


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _error(field: str, expected: str, value: object) -> ContentError:
    return ContentError(f"wild-fun-west: content.{field} must be {expected}, not {brief(value)}")


def _check_card(index: int, card: object) -> ProfessionCard:
    field = f"professions[{index}]"
    if type(card) is not ProfessionCard:
        raise _error(field, "a ProfessionCard", card)
    if type(card.profession) is not Profession:
        raise _error(f"{field}.profession", "a Profession", card.profession)
    if type(card.bidding) is not Bidding:
        raise _error(f"{field}.bidding", "a Bidding", card.bidding)
    for name in ("income", "left_income"):
        amount = getattr(card, name)
        if not _is_int(amount) or abs(amount) > _MAX_DOLLARS:
            raise _error(
                f"{field}.{name}", f"an int from -{_MAX_DOLLARS} to {_MAX_DOLLARS}", amount
            )
    for name in ("in_play", "not_in_play"):
        bonuses = getattr(card, name)
        if type(bonuses) is not tuple or any(
            type(bonus) is not Bonus
            or type(bonus.subject) not in (Profession, Building)
            or not _is_int(bonus.amount)
            or abs(bonus.amount) > _MAX_DOLLARS
            for bonus in bonuses
        ):
            raise _error(
                f"{field}.{name}",
                f"a tuple of Bonus (a Profession or Building, an int up to {_MAX_DOLLARS})",
                bonuses,
            )
    if type(card.subsidises) is not tuple or any(type(b) is not Building for b in card.subsidises):
        raise _error(f"{field}.subsidises", "a tuple of Building", card.subsidises)
    if type(card.bans) is not tuple or any(type(p) is not Profession for p in card.bans):
        raise _error(f"{field}.bans", "a tuple of Profession", card.bans)
    if card.profession in card.bans:
        raise _error(f"{field}.bans", "other professions than its own", card.bans)
    if type(card.stand_in) is not bool:
        raise _error(f"{field}.stand_in", "True or False", card.stand_in)
    return card


def validate_content(content: object) -> Content:
    """``content``, checked: the rules can play with it.

    :raises ContentError: naming the first field that is not what the rules need.
    """
    if type(content) is not Content:
        raise ContentError(f"wild-fun-west: content must be a Content, not {brief(content)}")
    professions = content.professions
    if type(professions) is not tuple or not professions:
        raise _error("professions", "a non-empty tuple of ProfessionCard", professions)
    for index, card in enumerate(professions):
        _check_card(index, card)
    names = [card.profession for card in professions]
    if len(set(names)) != len(names):
        raise _error("professions", "one card per profession at most", names)
    buildings = content.buildings
    if (
        type(buildings) is not tuple
        or any(type(b) is not Building for b in buildings)
        or len(set(buildings)) != len(buildings)
        or len(buildings) < BUILDINGS_UP
    ):
        raise _error(
            "buildings", f"a tuple of at least {BUILDINGS_UP} different Building", buildings
        )
    objectives = content.objectives
    if type(objectives) is not tuple or any(type(card) is not Objective for card in objectives):
        raise _error("objectives", "a tuple of Objective", objectives)
    in_deck = set(buildings)
    seen: set[tuple[ObjectiveSet, int]] = set()
    for index, objective in enumerate(objectives):
        field = f"objectives[{index}]"
        if type(objective.set) is not ObjectiveSet:
            raise _error(f"{field}.set", "an ObjectiveSet", objective.set)
        if (
            not _is_int(objective.number)
            or objective.number < 1
            or (objective.set, objective.number) in seen
        ):
            raise _error(f"{field}.number", "an int from 1, unique in its set", objective.number)
        seen.add((objective.set, objective.number))
        listed = objective.buildings
        if (
            type(listed) is not tuple
            or len(listed) != 6
            or any(type(b) is not Building for b in listed)
            or len(set(listed)) != 6
            or not in_deck.issuperset(listed)
        ):
            raise _error(
                f"{field}.buildings", "six different buildings of the buildings deck", listed
            )
    return content


validate_content(STANDARD_CONTENT)  # once, at import: setups need not check it again
