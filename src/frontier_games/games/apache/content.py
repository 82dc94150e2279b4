"""The printed content of *Apache*: colours, Indians, loot and the 114 prairie cards.

Every count here is the rulebook's (see "Components"). A prairie card is stored as a small
int, its **kind**: the twenty Indian kinds ``colour * 4 + indian`` (``0 .. 19``) and the five
loot kinds :data:`BUFFALO` .. :data:`TIPI` (``20 .. 24``). Cards of one kind are identical,
so the face-up table is simply a count per kind.
"""

from __future__ import annotations

import enum
from types import MappingProxyType

__all__ = [
    "BUFFALO",
    "CARD_KINDS",
    "ITEM_OF",
    "LOOT_KINDS",
    "MALE",
    "NECKLACE",
    "PRAIRIE_CARDS",
    "PRAIRIE_COUNTS",
    "TIPI",
    "TOMAHAWK",
    "TOTEM_POLE",
    "Colour",
    "Indian",
    "card_name",
    "colour_of",
    "indian_card",
    "indian_of",
]


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


class Indian(enum.Enum):
    """The four Indians, on the hand cards and on the Indian prairie cards.

    The value is the Indian's index: an Indian card's kind is ``colour * 4 + value``;
    :attr:`index` is the same number as a plain attribute.
    """

    HUNTER = 0
    CHIEF = 1
    WARRIOR = 2
    WOMAN = 3

    def __init__(self, index: int) -> None:
        #: The Indian's index, as a plain attribute (quicker to read than ``value``).
        self.index = index


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
    """The card kind of an Indian of a colour (a :class:`Colour` or its index).

    :raises ValueError: if ``colour`` is out of range.
    """
    if isinstance(colour, Colour):
        return colour.index * 4 + indian.index
    if not 0 <= colour < 5:
        raise ValueError(f"no colour {colour}")
    return colour * 4 + indian.index


def colour_of(kind: int) -> Colour:
    """The colour of an Indian card kind.

    :raises ValueError: if ``kind`` is a loot card.
    """
    if not 0 <= kind < 20:
        raise ValueError(f"card kind {kind} is not an Indian card")
    return Colour(kind // 4)


def indian_of(kind: int) -> Indian:
    """Which Indian an Indian card kind shows.

    :raises ValueError: if ``kind`` is a loot card.
    """
    if not 0 <= kind < 20:
        raise ValueError(f"card kind {kind} is not an Indian card")
    return Indian(kind % 4)


_LOOT_NAMES = MappingProxyType(
    {
        BUFFALO: "buffalo",
        TOTEM_POLE: "totem pole",
        TOMAHAWK: "tomahawk",
        NECKLACE: "necklace",
        TIPI: "tipi",
    }
)
_INDIAN_NAMES = ("hunter", "chief", "warrior", "Indian woman")


def card_name(kind: int) -> str:
    """A card kind's name, such as ``"red hunter"`` or ``"tipi"``.

    :raises ValueError: if ``kind`` is not a card kind.
    """
    if 0 <= kind < 20:
        return f"{Colour(kind // 4).name.lower()} {_INDIAN_NAMES[kind % 4]}"
    if kind in _LOOT_NAMES:
        return _LOOT_NAMES[kind]
    raise ValueError(f"no card kind {kind}")
