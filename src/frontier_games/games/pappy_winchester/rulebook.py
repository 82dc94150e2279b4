"""*Pappy Winchester*'s moves gathered into the game's rule kit (:mod:`frontier_games.moves`):
who may act, the phase, and the kinds of move each phase offers, in the rulebook's order.
Each kind is declared once, beside its effect: bidding and passing in
:mod:`.pappy_winchester.bidding`, a duel in :mod:`.pappy_winchester.duel`, the Movement
token in :mod:`.pappy_winchester.movement` and the Rumor token in
:mod:`.pappy_winchester.rumor`. Each home also holds the words of its kinds (how
``describe`` and ``narrate`` say them) and their blocks of ids in the action codec, which
:func:`~frontier_games.games.pappy_winchester.codec` puts in order.

The kit's common rules come first (``game-over``, ``not-an-action``, ``no-such-seat``);
where it would refuse a move as another seat's turn, a move of another phase or a field of
the wrong type, :func:`in_own_words` names the first rule of the move's own kind that the
move breaks (each kind's checks are written for any seat in any phase, and for fields of
any type), as the game always has: ``not-bidding``, ``already-passed``, ``no-movement``,
``not-a-card``...
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from frontier_games.core import brief
from frontier_games.games.pappy_winchester import bidding, duel, movement, rumor
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    MoveVehicle,
    Pass,
    Phase,
    Rumor,
    State,
)
from frontier_games.games.pappy_winchester.scoring import not_a_state
from frontier_games.games.pappy_winchester.setup import (
    DEFAULT_OPTIONS,
    MAX_PLAYERS,
    Configuration,
)
from frontier_games.moves import Moves, Refusal

__all__ = ["MOVES", "PHASES", "actors", "asked", "configuration", "in_own_words", "players"]

PHASES: dict[Phase, tuple[type[Any], ...]] = {
    Phase.BIDDING: (Bid, Pass, Duel),
    Phase.MOVE: (MoveVehicle,),
    Phase.RUMOR: (Rumor,),
    Phase.OVER: (),
}
"""The kinds of move each phase offers, in the order they are listed."""

_OFFERED: dict[str, tuple[type[Any], ...]] = {
    phase._value_: kinds for phase, kinds in PHASES.items()
}
""":data:`PHASES` by the phase's value, a string the kit reads from a state in one C call
and hashes without a Python call (an enum member's hash is one)."""

_NOBODY: frozenset[int] = frozenset()
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_OVER = Phase.OVER


def actors(state: State) -> frozenset[int]:
    """The seat to bid, or the buyer deciding a Movement or Rumor token; none at the end.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State (a view is not one).
    """
    if type(state) is not State:
        raise not_a_state(state)
    auction = state.auction
    if auction is not None:  # BIDDING: the auction's seat to act (it is never over here)
        return _ONLY[auction.active[auction.turn]]
    if state.phase is _OVER:
        return _NOBODY
    return _ONLY[state.table.first]


def players(state: State) -> int:
    """How many seats play ``state``'s game."""
    return state.deal.players


def asked(state: State) -> str:
    """What the seat that may act does now, in words (after ``seat n``)."""
    phase = state.phase
    if phase is Phase.BIDDING:
        return "bids or passes"
    if phase is Phase.MOVE:
        return "uses the Movement token"
    if phase is Phase.RUMOR:
        return "uses the Rumor token"
    return "is done: the game is over"


_STANDARD = DEFAULT_OPTIONS.content
_STANDARD_CONFIGURATIONS: tuple[Configuration, ...] = tuple(
    Configuration(count, _STANDARD) for count in range(MAX_PLAYERS + 1)
)
_RECENT = 16
"""How many configurations of other contents :func:`configuration` remembers."""
_recent: dict[tuple[int, int], Configuration] = {}


def configuration(state: State) -> Configuration:
    """The configuration of ``state``'s game, what the kinds' spaces are built from: the
    same object for every state of a configuration (the kit recognises it by identity
    first; hashing a content hashes its whole board). A state loaded from JSON brings its
    own copy of the content, which every state that follows from it shares."""
    deal = state.deal
    content = deal.options.content
    if content is _STANDARD:
        return _STANDARD_CONFIGURATIONS[deal.players]
    key = (id(content), deal.players)
    found = _recent.get(key)
    if found is None or found.content is not content:
        if len(_recent) >= _RECENT:
            _recent.clear()
        found = _recent[key] = Configuration(deal.players, content)
    return found


def in_own_words(state: State, action: Any, refused: Refusal) -> Refusal | None:
    """*Pappy Winchester*'s own words for two of the kit's common refusals, ``no-such-seat`` and
    ``not-an-action``; ``None`` keeps the kit's. (Another seat's move, a move of another
    phase or a field of the wrong type is named by the kind's own checks: the kit's
    ``kinds_own_rules``.)"""
    rule = refused[0]
    if rule == "no-such-seat":
        return rule, f"there is no seat {brief(getattr(action, 'player', None))}"
    if rule == "not-an-action":
        return rule, f"{brief(action)} is not a Pappy Winchester action"
    return None


MOVES: Moves[State, Any, str] = Moves(
    "pappy-winchester",
    (bidding.BID, bidding.PASS, duel.DUEL, movement.MOVE_VEHICLE, rumor.RUMOR),
    actors=actors,
    players=players,
    phase=attrgetter("phase._value_"),  # the key of _OFFERED
    phases=_OFFERED,
    setup=configuration,
    asked=asked,
    reworded=in_own_words,
    kinds_own_rules=True,
)
"""The game's moves: :func:`~frontier_games.games.pappy_winchester.apply` and
:func:`~frontier_games.games.pappy_winchester.legal_actions` are made from them (and its
``actors`` is :func:`actors`)."""
