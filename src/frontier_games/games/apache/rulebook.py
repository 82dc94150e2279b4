"""*Apache*'s moves gathered into the game's rule kit (:mod:`frontier_games.moves`): who may
act, the phase, and the kinds of move each phase offers, in the rulebook's order. Each kind
is declared once, beside its effect: playing a hand card and passing in :mod:`.apache.grab`,
choosing a loot in :mod:`.apache.loot`. Each home also holds the words of its kinds (how
``describe`` and ``narrate`` say them) and their blocks of ids in the action codec, which
:func:`~frontier_games.games.apache.codec` puts in order.

*Apache* is played in real time: what a seat may not do at a given moment is a rule of the
move it tries (one hand card per window, no card while loot is made, no loot but its own
hand card's), so each kind's checks are written for any seat in any phase, and for fields
of any type: :func:`~frontier_games.games.apache.apply` names with them what the kit's
common rules refuse as another seat's turn, a move of another phase or a field of the
wrong type.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from frontier_games.games.apache import grab, loot
from frontier_games.games.apache.content import Colour
from frontier_games.games.apache.loot import SEAT_SETS
from frontier_games.games.apache.model import Pass, Phase, Play, State, Take
from frontier_games.messages import brief, not_a
from frontier_games.moves import Moves, Refusal

__all__ = ["MOVES", "PHASES", "actors", "asked", "in_own_words", "players"]

PHASES: dict[Phase, tuple[type[Any], ...]] = {
    Phase.GRAB: (Play, Pass),
    Phase.LOOT: (Take,),
    Phase.OVER: (),
}
"""The kinds of move each phase offers, in the order they are listed."""

_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(len(Colour)))
_NOBODY = SEAT_SETS[frozenset()]


def actors(state: State) -> frozenset[int]:
    """The seats that may act: in a grab window, those that have neither played nor passed;
    while loot is made, the seat whose hand card is due; none once the game is over.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    # One exact-type test (some 15 ns): a view holds waiting, board and resolving too, so
    # without it a view would answer as its state does (and the kit would list its moves).
    if type(state) is not State:
        raise not_a("an apache State", state)
    waiting = state.waiting
    if waiting:
        return waiting
    board = state.board
    if board:
        return _ONLY[board[state.resolving].player]
    return _NOBODY


def players(state: State) -> int:
    """How many seats play ``state``'s game: also the configuration the kinds' spaces are
    built for (they hold the same actions whatever the options)."""
    return len(state.setup.colours)


def asked(state: State) -> str:
    """What the seats that may act do now, in words (after ``seat n``)."""
    if state.waiting:
        return "plays a hand card or passes"
    return "chooses its loot" if state.board else "is done: the game is over"


_OFFERED: dict[frozenset[int], Sequence[type[Any]]] = {
    waiting: PHASES[Phase.GRAB] if waiting else PHASES[Phase.LOOT] for waiting in SEAT_SETS
}
""":data:`PHASES` by the seats still waiting in the grab window, which the kit reads from a
state in one C call: while any seat waits, the window is open; when none does, loot is made
(or the game is over, and nobody may act)."""


def in_own_words(state: State, action: Any, refused: Refusal) -> Refusal | None:
    """*Apache*'s own words for two of the kit's common refusals, ``no-such-seat`` and
    ``not-an-action``; ``None`` keeps the kit's. (Another seat's move, a move of another
    phase or a field of the wrong type is named by the kind's own checks: the kit's
    ``kinds_own_rules``.)"""
    rule = refused[0]
    if rule == "no-such-seat":
        return rule, f"there is no seat {brief(getattr(action, 'player', None))}"
    if rule == "not-an-action":
        return rule, f"{brief(action)} is not an Apache action"
    return None


MOVES: Moves[State, Any, frozenset[int]] = Moves(
    "apache",
    (grab.PLAY, grab.PASS, loot.TAKE),
    actors=actors,
    players=players,
    phase=attrgetter("waiting"),  # the key of _OFFERED
    phases=_OFFERED,
    setup=None,  # the kinds' spaces are the same in every game: by seat only
    asked=asked,
    reworded=in_own_words,
    kinds_own_rules=True,
)
"""The game's moves: :func:`~frontier_games.games.apache.apply` and
:func:`~frontier_games.games.apache.legal_actions` are made from them (and its ``actors``
is :func:`actors`)."""
