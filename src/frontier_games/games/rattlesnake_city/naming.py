"""How *Rattlesnake City*'s words name things: seats, money, cards, coup cards, tiles, spaces
and sections. Each kind of move says itself in its home (the ``words`` of its
:class:`~frontier_games.moves.Move`), and :mod:`~.rattlesnake_city.words` tells what
follows from a move; both name things alike through these. Nothing here depends on the
rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from frontier_games.games.rattlesnake_city.content import (
    Card,
    Coup,
    Grassland,
    Line,
    Mountain,
    Place,
    Shape,
    Tile,
)
from frontier_games.games.rattlesnake_city.model import Built, Poker, View
from frontier_games.games.rattlesnake_city.poker import StandardCard
from frontier_games.messages import listed, seat, seats

__all__ = [
    "NUMBERS",
    "Said",
    "a_card",
    "built",
    "card_of",
    "coups",
    "hand_of",
    "money",
    "money_of",
    "paid",
    "seat",
    "seats",
    "section",
    "shots",
    "standard",
    "tile",
    "where",
]

Said = tuple[str, str]
"""A move as the seat that plays it says it, and in the third person (after the seat):
``("place your saloon on ...", "places its saloon on ...")``."""

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
"""Small numbers in words, from none."""


def money(amount: int) -> str:
    """``"$5,000"``."""
    return f"${amount:,}"


def shots(number: int) -> str:
    """``"1 shot"``, ``"3 shots"``."""
    return f"{number} shot" if number == 1 else f"{number} shots"


def a_card(card: Card) -> str:
    """A card named with its article: ``"a French Cook"``, ``"an Undertaker"``, ``"an
    Honest Jim"`` (the h is silent), ``"a Thumbtacks card"``."""
    name = card.value
    if name.endswith("s"):  # Thumbtacks, Tar & Feathers: one card, a plural name
        name += " card"
    return f"an {name}" if name[0] in "AEIOU" or name.startswith("Honest") else f"a {name}"


def coups(played: Sequence[Coup]) -> str:
    """The coup cards of a play: one card by its cartridges (``"two cartridges"``),
    several by kind (``"two one-cartridge cards and a three-cartridge card"``)."""
    if len(played) == 1:
        return played[0].value
    counts = Counter(played)
    parts = []
    for coup in Coup:
        n = counts[coup]
        kind = f"{NUMBERS[coup.shots]}-cartridge card"
        if n == 1:
            parts.append(f"a {kind}")
        elif n:
            parts.append(f"{NUMBERS[n] if n < len(NUMBERS) else n} {kind}s")
    return listed(parts)


def tile(drawn: Tile) -> str:
    """``"the Hotel"``, ``"a straight track tile"``."""
    if isinstance(drawn, Shape):
        return f"a {drawn.value} tile"
    return f"the {drawn.value}"


def where(view: View, place: Place, space: int) -> str:
    """``"space 3 of Dry Gulch"``; a mountain, or a grassland of one space, by its name."""
    if isinstance(place, Mountain):
        return place.value
    valley = view.setup.options.content.valley
    if isinstance(place, Grassland) and len(valley.grassland(place).spaces) == 1:
        return place.value
    return f"space {space} of {place.value}"


def section(view: View, line: Line, number: int) -> str:
    """``"section 2 of the Dry Gulch line (straight track)"``."""
    shape = view.setup.options.content.valley.line(line).shapes[number]
    return f"section {number} of the {line.value} ({shape.value})"


def built(view: View, place: Place, space: int) -> Built | None:
    """The building on space ``space`` of ``place``, if one stands there."""
    for found in view.board.buildings:
        if found.place is place and found.space == space:
            return found
    return None


def money_of(view: View, number: int) -> int | None:
    """Seat ``number``'s money, if ``view`` shows it."""
    return view.seats[number].money


def card_of(game: Poker, number: int) -> Card | None:
    """Seat ``number``'s card on the poker table, as the view shows it."""
    if number not in game.players or len(game.cards) != len(game.players):
        return None
    return game.cards[game.players.index(number)]


def standard(card: StandardCard) -> str:
    """``"the King of Hearts"``."""
    return f"the {card}"


def hand_of(game: Poker, number: int) -> tuple[StandardCard, ...]:
    """Seat ``number``'s cards in a real deal, as the view shows them (none if hidden)."""
    if number not in game.players or len(game.hands) != len(game.players):
        return ()
    return game.hands[game.players.index(number)]


def paid(game: Poker, number: int) -> int:
    """What seat ``number`` has bet in a real deal."""
    if number not in game.players or len(game.paid) != len(game.players):
        return 0
    return game.paid[game.players.index(number)]
