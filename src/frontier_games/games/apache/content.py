"""The printed content of *Apache*: colours, Indians, loot and the 114 prairie cards.

Every count here is the rulebook's (see "Components"). There are 25 **kinds** of prairie
card, and cards of one kind are identical: the twenty Indian kinds (a colour's hunter,
chief, warrior and Indian woman) and the five loot kinds. In public values (actions, views,
records) a card is a :class:`PrairieCard`, which says what it is. Inside a
:class:`~frontier_games.games.apache.model.State` a card is its kind as a small int, the
card's :attr:`PrairieCard.index`: ``colour * 4 + indian`` (``0 .. 19``) for an Indian,
:data:`BUFFALO` .. :data:`TIPI` (``20 .. 24``) for loot, so that the face-up table is simply
a count per kind and the rules index it directly.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from types import MappingProxyType

from frontier_games.core import brief

__all__ = [
    "BUFFALO",
    "CARDS",
    "CARD_KINDS",
    "ITEM_OF",
    "LOOT_KINDS",
    "MALE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NECKLACE",
    "PENALTY_CARDS",
    "PRAIRIE_CARDS",
    "PRAIRIE_COUNTS",
    "TIPI",
    "TOMAHAWK",
    "TOTEM_POLE",
    "Colour",
    "Indian",
    "PrairieCard",
    "card_name",
    "colour_of",
    "indian_card",
    "indian_of",
    "table_cards",
    "table_counts",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 5
"""The box seats two to five players, one colour each."""
PENALTY_CARDS = 2
"""How many cards from the top of its winnings pile a useless hand card costs."""


class Colour(enum.Enum):
    """The five player colours. By default seat ``i`` plays colour ``i``; ``Options.colours``
    seats the players in any colours.

    The value is the colour's index; :attr:`index` is the same number as a plain attribute.
    """

    RED = 0
    YELLOW = 1
    PURPLE = 2
    GREEN = 3
    BLUE = 4

    def __init__(self, index: int) -> None:
        #: The colour's index, as a plain attribute: the rules read it on every play, and it
        #: is quicker to read than ``value``.
        self.index = index


_INDIAN_NAMES = ("hunter", "chief", "warrior", "Indian woman")


class Indian(enum.Enum):
    """The four Indians, on the hand cards and on the Indian prairie cards.

    The value is the Indian's index: an Indian card's kind is ``colour * 4 + value``;
    :attr:`index` is the same number as a plain attribute, and :attr:`card_name` the
    rulebook's name (``"hunter"``, ``"Indian woman"``).
    """

    HUNTER = 0
    CHIEF = 1
    WARRIOR = 2
    WOMAN = 3

    def __init__(self, index: int) -> None:
        #: The Indian's index, as a plain attribute (quicker to read than ``value``).
        self.index = index
        #: The rulebook's name for this Indian: ``"hunter"``, ..., ``"Indian woman"``.
        self.card_name = _INDIAN_NAMES[index]


BUFFALO = 20
"""The buffalo loot card kind (the hunter's item)."""
TOTEM_POLE = 21
"""The totem pole loot card kind (the chief's item)."""
TOMAHAWK = 22
"""The tomahawk loot card kind (the warrior's item)."""
NECKLACE = 23
"""The necklace loot card kind (the Indian woman's item)."""
TIPI = 24
"""The tipi loot card kind (any Indian may take all tipis instead of its item)."""

CARD_KINDS = 25
"""How many kinds of prairie card there are."""

_LOOT_NAMES = ("buffalo", "totem pole", "tomahawk", "necklace", "tipi")


class PrairieCard(enum.Enum):
    """A kind of prairie card, as actions and views show it: a colour's Indian, or a loot.

    The value is the card's kind (see the module docstring), and :attr:`index` is the same
    number as a plain attribute; :attr:`colour` and :attr:`indian` say which Indian it shows
    (both ``None`` for a loot card) and :attr:`card_name` names it.

    >>> card = PrairieCard.GREEN_HUNTER
    >>> card.colour, card.indian, card.card_name, card.index
    (<Colour.GREEN: 3>, <Indian.HUNTER: 0>, 'green hunter', 12)
    >>> PrairieCard.TIPI.indian is None, PrairieCard(24).card_name
    (True, 'tipi')
    """

    RED_HUNTER = 0
    RED_CHIEF = 1
    RED_WARRIOR = 2
    RED_WOMAN = 3
    YELLOW_HUNTER = 4
    YELLOW_CHIEF = 5
    YELLOW_WARRIOR = 6
    YELLOW_WOMAN = 7
    PURPLE_HUNTER = 8
    PURPLE_CHIEF = 9
    PURPLE_WARRIOR = 10
    PURPLE_WOMAN = 11
    GREEN_HUNTER = 12
    GREEN_CHIEF = 13
    GREEN_WARRIOR = 14
    GREEN_WOMAN = 15
    BLUE_HUNTER = 16
    BLUE_CHIEF = 17
    BLUE_WARRIOR = 18
    BLUE_WOMAN = 19
    BUFFALO = 20
    TOTEM_POLE = 21
    TOMAHAWK = 22
    NECKLACE = 23
    TIPI = 24

    def __init__(self, index: int) -> None:
        # Plain attributes rather than properties: narration, views and features read them
        # card by card.
        #: The card's kind, as a plain attribute (quicker to read than ``value``).
        self.index = index
        indian = index < 20
        #: The colour of the Indian shown; ``None`` for a loot card.
        self.colour: Colour | None = Colour(index // 4) if indian else None
        #: Which Indian is shown; ``None`` for a loot card.
        self.indian: Indian | None = Indian(index % 4) if indian else None
        #: The card's name, such as ``"red hunter"``, ``"red Indian woman"`` or ``"tipi"``.
        self.card_name = (
            f"{Colour(index // 4).name.lower()} {_INDIAN_NAMES[index % 4]}"
            if indian
            else _LOOT_NAMES[index - 20]
        )


LOOT_KINDS = (BUFFALO, TOTEM_POLE, TOMAHAWK, NECKLACE, TIPI)
"""The loot card kinds, in the order the rulebook lists them."""

ITEM_OF: tuple[int, ...] = (BUFFALO, TOTEM_POLE, TOMAHAWK, NECKLACE)
"""Each Indian's own item, indexed by :class:`Indian`."""

MALE: tuple[bool, ...] = (True, True, True, False)
"""Whether each :class:`Indian` is a male Indian (a chief's possible prisoner)."""

_PER_COLOUR = MappingProxyType(
    {Indian.HUNTER: 3, Indian.CHIEF: 2, Indian.WARRIOR: 2, Indian.WOMAN: 2}
)
_LOOT = MappingProxyType({BUFFALO: 33, TOTEM_POLE: 9, TOMAHAWK: 9, NECKLACE: 9, TIPI: 9})

PRAIRIE_COUNTS: tuple[int, ...] = tuple(
    [_PER_COLOUR[Indian(kind % 4)] for kind in range(20)] + [_LOOT[k] for k in LOOT_KINDS]
)
"""How many prairie cards of each kind the game has (114 in all)."""

PRAIRIE_CARDS: tuple[int, ...] = tuple(
    kind for kind, count in enumerate(PRAIRIE_COUNTS) for _ in range(count)
)
"""The 114 prairie cards, by kind."""


def indian_card(colour: Colour | int, indian: Indian) -> int:
    """The card kind of an Indian of a colour (a :class:`Colour` or its index, an ``int``).

    :raises ValueError: if ``colour`` is neither a :class:`Colour` nor an int from 0 to 4,
        or ``indian`` is not an :class:`Indian`.
    """
    if type(indian) is not Indian:
        raise ValueError(f"there is no Indian {brief(indian)}")
    if type(colour) is Colour:
        return colour.index * 4 + indian.index
    if type(colour) is not int or not 0 <= colour < 5:
        raise ValueError(f"there is no colour {brief(colour)}")
    return colour * 4 + indian.index


def _check_indian_kind(kind: object) -> int:
    """:raises ValueError: unless ``kind`` is an Indian card kind (an ``int`` from 0 to 19)."""
    if type(kind) is not int or not 0 <= kind < 20:
        raise ValueError(f"card kind {brief(kind)} is not an Indian card")
    return kind


def colour_of(kind: int) -> Colour:
    """The colour of an Indian card kind.

    :raises ValueError: if ``kind`` is a loot card or not a card kind (an ``int``).
    """
    return Colour(_check_indian_kind(kind) // 4)


def indian_of(kind: int) -> Indian:
    """Which Indian an Indian card kind shows.

    :raises ValueError: if ``kind`` is a loot card or not a card kind (an ``int``).
    """
    return Indian(_check_indian_kind(kind) % 4)


def card_name(kind: int | PrairieCard) -> str:
    """A card's name, such as ``"red hunter"`` or ``"tipi"``, from its kind (an ``int``) or
    its :class:`PrairieCard` (whose :attr:`~PrairieCard.card_name` it is).

    :raises ValueError: if ``kind`` is not a card kind (``True`` is not kind 1).
    """
    if type(kind) is PrairieCard:
        return kind.card_name
    if type(kind) is not int or not 0 <= kind < CARD_KINDS:
        raise ValueError(f"no card kind {brief(kind)}")
    return CARDS[kind].card_name


CARDS: tuple[PrairieCard, ...] = tuple(PrairieCard)
"""Every :class:`PrairieCard`, indexed by kind: ``CARDS[kind]`` is ``PrairieCard(kind)``,
only quicker."""


def table_cards(counts: tuple[int, ...]) -> tuple[PrairieCard, ...]:
    """The cards a count per kind stands for, in kind order, one entry per card: how a view
    shows the face-up table."""
    cards: list[PrairieCard] = []
    for card, count in zip(CARDS, counts, strict=True):
        if count:  # as range(count): nothing for a count below one
            cards += (card,) * count
    return tuple(cards)


def table_counts(cards: Iterable[PrairieCard]) -> tuple[int, ...]:
    """How many of ``cards`` there are of each kind (25 counts): the inverse of
    :func:`table_cards`.

    :raises ValueError: if one of ``cards`` is not a :class:`PrairieCard`.
    """
    counts = [0] * CARD_KINDS
    for card in cards:
        if type(card) is not PrairieCard:
            raise ValueError(f"{brief(card)} is not a PrairieCard")
        counts[card.index] += 1
    return tuple(counts)
