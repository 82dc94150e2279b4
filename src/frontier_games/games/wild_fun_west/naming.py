"""How *Wild Fun West* names things in its words: seats, cards, characters, the other
kind of bid. The words of each kind of move sit in its home (:mod:`.wild_fun_west.rulebook`
gathers them) and lean on these; :mod:`.wild_fun_west.words` puts them together.

>>> from frontier_games.games.wild_fun_west.content import Building, Profession
>>> the(Profession.STATION_MASTER), the(Building.BANK)
('the Station Master', 'the Bank')
>>> seats_named([2]), seats_named([0, 1, 3])
('seat 2', 'seats 0, 1 and 3')
"""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.games.wild_fun_west.content import Bidding, Building, Character, Profession
from frontier_games.games.wild_fun_west.model import View
from frontier_games.messages import listed

__all__ = ["Phrase", "ability_of", "other_bidding", "seat_name", "seats_named", "the", "who"]

Phrase = tuple[str, str, str | None]
"""A move in words: ``(verb, rest, rest in the third person or None when the same)``; the
verb in the third person is :mod:`.wild_fun_west.words`' to say."""


def seat_name(seat: int) -> str:
    """``"seat 2"``."""
    return f"seat {seat}"


def the(card: Profession | Building) -> str:
    """``"the Station Master"``, ``"the Sheriff's Office"``."""
    return f"the {card.value}"


def seats_named(seats: Sequence[int]) -> str:
    """``"seat 2"``, ``"seats 0, 1 and 3"``."""
    if len(seats) == 1:
        return seat_name(seats[0])
    return "seats " + listed([str(seat) for seat in seats])


def who(view: View, seat: int) -> str:
    """A seat with its character: ``"seat 2 (Jesse James)"``."""
    return f"{seat_name(seat)} ({view.characters[seat].value})"


def ability_of(character: Character) -> str:
    """``"Wyatt Earp's ability"``."""
    return f"{character.value}'s ability"


def other_bidding(bidding: Bidding | None) -> str:
    """The kind of bid Wyatt Earp switches to: ``"an open bid"`` or ``"a closed bid"``."""
    return "an open bid" if bidding is Bidding.CLOSED else "a closed bid"
