"""How *Apache*'s words name things: a seat by its colour, a hand card on the Pow-Wow board,
prairie cards one by one or counted by kind, and the hand card due to make loot in a view.

The words of each kind of move (in the kind's home, beside its
:class:`~frontier_games.moves.Move`: :mod:`.apache.grab` and :mod:`.apache.loot`),
:func:`~frontier_games.games.apache.describe` and :func:`~frontier_games.games.apache.narrate`
share them. Nothing here depends on the rules: the homes import it, and it imports no home
(the words module reaches the homes through the rulebook).

>>> colours = (Colour.RED, Colour.GREEN)
>>> seat_name(colours, 1), hand_card(colours, BoardCard(1, Indian.WOMAN, False))
('green', 'green Indian woman')
>>> cards([0, 20, 20, 12, 12, 12])
'the red hunter, 2 buffalo and 3 green hunters'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from frontier_games.games.apache.content import CARDS, Colour, Indian, PrairieCard
from frontier_games.games.apache.model import BoardCard, Phase, View
from frontier_games.messages import listed

__all__ = ["Said", "cards", "due_indian", "hand_card", "plural", "seat_name"]


class Said(NamedTuple):
    """An action in words, what the words of its kind give. *Apache* is played in the open:
    every viewer reads the third person after the seat's name (``"red plays the hunter"``).

    :ivar mine: as its own seat says it (``"play the hunter"``, ``"take the buffalo"``).
    :ivar theirs: in the third person, after the seat's colour or, for a loot, its hand
        card due on the Pow-Wow board (``"plays the hunter"``, ``"takes the buffalo"``).
    :ivar warning: what the acting seat's own description adds, a help its view allows
        (``" (it can make no loot: the penalty)"``); empty when there is none. A
        narration, told alike to every seat, leaves it out.
    """

    mine: str
    theirs: str
    warning: str = ""


_PLURALS = {
    "hunter": "hunters",
    "chief": "chiefs",
    "warrior": "warriors",
    "Indian woman": "Indian women",
    "buffalo": "buffalo",
    "totem pole": "totem poles",
    "tomahawk": "tomahawks",
    "necklace": "necklaces",
    "tipi": "tipis",
}


def plural(card: PrairieCard) -> str:
    """Several cards of a kind: ``"blue hunters"``, ``"red Indian women"``, ``"buffalo"``,
    ``"tipis"``."""
    if card.colour is None:
        return _PLURALS[card.card_name]
    assert card.indian is not None
    return f"{card.colour.name.lower()} {_PLURALS[card.indian.card_name]}"


def seat_name(colours: Sequence[Colour], seat: int) -> str:
    """A seat by its colour: ``"red"``."""
    return colours[seat].name.lower()


def hand_card(colours: Sequence[Colour], card: BoardCard) -> str:
    """A hand card on the board by its seat's colour and its Indian: ``"red hunter"``."""
    return f"{seat_name(colours, card.player)} {card.indian.card_name}"


def cards(kinds: Sequence[int]) -> str:
    """Cards by kind, each kind once in the order first met, with its count: ``"the red
    hunter, 2 blue hunters and 3 buffalo"``."""
    counts: dict[int, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return listed(
        [
            f"the {CARDS[kind].card_name}" if count == 1 else f"{count} {plural(CARDS[kind])}"
            for kind, count in counts.items()
        ]
    )


def due_indian(view: View, seat: int) -> Indian | None:
    """The hand card of ``seat`` that makes loot now, if ``view`` shows one."""
    if view.phase is Phase.LOOT:
        due = view.board[view.resolving]
        if due.player == seat:
            return due.indian
    return None
