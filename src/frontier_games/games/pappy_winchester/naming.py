"""How *Pappy Winchester*'s words are put together: what the words of a kind of move give
(:class:`Said`), and how large a number a description prints.

The words of each kind of move sit in the kind's home, beside its
:class:`~frontier_games.moves.Move` (:mod:`.pappy_winchester.bidding`,
:mod:`.pappy_winchester.duel`, :mod:`.pappy_winchester.movement`,
:mod:`.pappy_winchester.rumor`); :func:`~frontier_games.games.pappy_winchester.describe`
and :func:`~frontier_games.games.pappy_winchester.narrate` read them. Nothing here depends
on the rules.

>>> Said("seat 2 bids $3000")
Said(text='seat 2 bids $3000', note='')
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["AMOUNT_BITS", "Said"]


class Said(NamedTuple):
    """An action in words, what the words of its kind give.

    :ivar text: what every seat reads (``"seat 2 bids $3000"``), the first line of a
        narration too.
    :ivar note: what the acting seat's own description adds in parentheses, a help its
        view allows (``"earnings: yours $1000"``); empty when there is none.
    """

    text: str
    note: str = ""


AMOUNT_BITS = 64
"""Numbers a description prints are refused beyond 2**64 (Python cannot print an int of
more than 4300 digits, and no seat, amount or square comes near)."""
