"""How *Chaparral*'s words name things: seats, characters, businesses, railways, counts,
gold bars and the gift to the Church, the verbs in the third person, and the prices the
table shows now (read from a :class:`~.chaparral.model.View`).

The words of each kind of move (in the kind's home, beside its :class:`~frontier_games.moves.Move`)
and :mod:`.chaparral.words`'s ``describe`` and ``narrate`` share them. Nothing here depends
on the rules: the homes import it, and it imports no home (:mod:`.chaparral.view` and
:mod:`.chaparral.words` reach the homes through the rulebook).

>>> said("buy", " sheep farm 1 for $15")
Said(mine='buy sheep farm 1 for $15', theirs='buys sheep farm 1 for $15', unseen=None)
>>> character(Character.BANKER), character(Character.GENERAL_CUSTER), bars(2)
('the Banker', 'General Custer', 'two gold bars')
"""

from __future__ import annotations

from typing import NamedTuple

from frontier_games.games.chaparral.content import (
    RAILWAY_PRIZES,
    BonusToken,
    Business,
    Character,
    Farm,
    Good,
)
from frontier_games.games.chaparral.model import View
from frontier_games.games.chaparral.objectives import BENEFACTOR_GIFT
from frontier_games.games.chaparral.table import (
    GOODS,
    farm_price,
    price_of_sale,
    section_of,
    segments_cost,
)
from frontier_games.messages import seat, seats

__all__ = [
    "NUMBERS",
    "Said",
    "bars",
    "business",
    "character",
    "count",
    "farm_price_now",
    "gift",
    "prize_now",
    "railway",
    "said",
    "sale_price_now",
    "seat",
    "seats",
    "segments_cost_now",
]

NUMBERS = ("no", "one", "two", "three")

_THIRD = {
    "allocate": "allocates",
    "enter": "enters",
    "block": "blocks",
    "place": "places",
    "pass": "passes",
    "act": "acts",
    "use": "uses",
    "put": "puts",
    "take": "takes",
    "buy": "buys",
    "sell": "sells",
    "build": "builds",
    "mine": "mines",
    "remove": "removes",
    "host": "hosts",
    "bribe": "bribes",
    "give": "gives",
    "lose": "loses",
    "pay": "pays",
}
"""Each verb a description begins with, as the third person says it."""

_RAILWAY = {Good.SHEEP: "sheep", Good.PIGS: "pig", Good.HORSES: "horse", Good.OXEN: "ox"}
"""The railway section of each animal, as its name says it: ``the pig railway``."""


# -- an action in words -----------------------------------------------------------------------


class Said(NamedTuple):
    """An action in words, what the words of its kind give.

    :ivar mine: as its own seat says it (``"buy sheep farm 1 for $15"``).
    :ivar theirs: in the third person, after ``seat n`` (``"buys sheep farm 1 for $15"``).
    :ivar unseen: as a narration tells it to the other seats when they cannot see all of it
        (the events the Sheriff arranges, the character an influence marker came through),
        after ``seat n``; ``None`` when they see it as ``theirs`` says it.
    """

    mine: str
    theirs: str
    unseen: str | None = None


def said(verb: str, rest: str, third: str | None = None, *, unseen: str | None = None) -> Said:
    """The words ``verb`` then ``rest`` (``third`` in the third person, if not the same)."""
    return Said(f"{verb}{rest}", f"{_THIRD[verb]}{rest if third is None else third}", unseen)


# -- names ------------------------------------------------------------------------------------


def character(named: Character) -> str:
    """``"the Banker"``, ``"General Custer"``."""
    if named is Character.GENERAL_CUSTER:
        return f"{named.value}"
    return f"the {named.value}"


def business(named: Business) -> str:
    """``"the Saloon"``."""
    return f"the {named.value}"


def railway(good: Good) -> str:
    """``"the pig railway"``."""
    return f"the {_RAILWAY[good]} railway"


def count(number: int, noun: str) -> str:
    """``"1 cowboy"``, ``"2 cowboys"``, ``"3 iron"``."""
    if number == 1 or noun == "iron":
        return f"{number} {noun}"
    return f"{number} {noun}s"


def bars(number: int) -> str:
    """``"a gold bar"``, ``"two gold bars"``."""
    if number == 1:
        return "a gold bar"
    return f"{NUMBERS[number] if number < len(NUMBERS) else number} gold bars"


def gift() -> str:
    """Benefactor's gift: ``"$50 and a gold bar"``."""
    dollars, gold = BENEFACTOR_GIFT
    return f"${dollars} and {bars(gold)}"


# -- what the table shows: prices -------------------------------------------------------------


def farm_price_now(view: View, seat: int, farm: Farm) -> int:
    """What ``farm`` costs ``seat`` now: the events and its discount token counted."""
    discount = BonusToken.FARM_DISCOUNT in view.players[seat].discounts
    return farm_price(view.setup.options.content, farm, view.board.event, discount)


def sale_price_now(view: View, farm: Farm) -> int | None:
    """What selling from ``farm`` earns now (``None``: its market column is blocked)."""
    good = farm.good
    return price_of_sale(
        view.setup.options.content,
        good,
        view.market[GOODS.index(good)],
        view.board.event,
        farm in view.apaches,
    )


def segments_cost_now(view: View, good: Good, segments: int) -> tuple[int, int] | None:
    """What the next ``segments`` segments of ``good``'s section cost now."""
    return segments_cost(section_of(view.sections, good).built, segments, view.board.event)


def prize_now(view: View) -> tuple[int, int] | None:
    """The prize of the section finished last: (gold bars, dollars), if it has one."""
    finished = view.finished
    if not 1 <= finished <= len(RAILWAY_PRIZES):
        return None
    prize = RAILWAY_PRIZES[finished - 1]
    return prize.gold, prize.dollars
