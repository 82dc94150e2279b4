"""The beginning of a turn, before Step I (Appendix 3): Annie Oakley may forbid a seat from
the turn's auctions and building bids (:class:`~.wild_fun_west.model.Forbid`), and Belle
Starr, from turn 4 on, may rob every unprotected seat (:class:`~.wild_fun_west.model.Rob`).
Each kind of move is declared once on the rule kit (:mod:`frontier_games.moves`), with its
checks, its effect, its space, its listing and its words; its block of ids in the action
codec (:func:`~.wild_fun_west.learning.codec`) is here too. Once the seats offered have
answered, the first profession is revealed.
"""

from __future__ import annotations

from frontier_games.games.wild_fun_west.checks import (
    ANOTHER_SEAT,
    ASKED,
    ability_used,
    not_now,
    not_your_ability,
)
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TAKES,
    BELLE_STARR_TURN,
    MAX_PLAYERS,
    PROTECTED_FROM_BELLE_STARR,
    Character,
)
from frontier_games.games.wild_fun_west.model import (
    Cards,
    Forbid,
    Phase,
    Rob,
    Setup,
    State,
    Turn,
    View,
)
from frontier_games.games.wild_fun_west.naming import Phrase, seats_named, who
from frontier_games.games.wild_fun_west.table import Dimensions
from frontier_games.games.wild_fun_west.turn import next_reveal
from frontier_games.moves import Check, Move
from frontier_games.rng import Rng

__all__ = ["FORBID", "ROB", "forbid_ids", "rob_ids"]

_ANNIE, _BELLE = Character.ANNIE_OAKLEY, Character.BELLE_STARR

_FORBIDS = tuple(
    tuple(Forbid(seat, target) for target in range(MAX_PLAYERS)) for seat in range(MAX_PLAYERS)
)
_ROBS = tuple((Rob(seat),) for seat in range(MAX_PLAYERS))
"""The moves of the beginning, built once: ``_FORBIDS[seat][target]``, ``_ROBS[seat]``."""


def _after_beginning(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng
) -> State:
    """The next seat offered an ability at the beginning, or Step I once none is left."""
    rest = state.waiting[1:]
    if rest:
        return state.evolve(turn=turn, money=money, waiting=rest)
    return next_reveal(state, turn, cards, money, rng)


# -- Annie Oakley ---------------------------------------------------------------------------


def _forbid(state: State, action: Forbid) -> State:
    turn = state.turn
    turn = turn.evolve(used=turn.used | {_ANNIE}, forbidden=action.target)
    return _after_beginning(state, turn, state.cards, state.money, state.rng)


def _forbid_space(setup: Setup, seat: int) -> tuple[Forbid, ...]:
    return _FORBIDS[seat][: setup.players]


def _forbids(state: State, seat: int) -> tuple[Forbid, ...]:
    if state.setup.characters[seat] is not _ANNIE or _ANNIE in state.turn.used:
        return ()
    row = _FORBIDS[seat]
    return row[:seat] + row[seat + 1 : state.players]


def _forbid_words(view: View, action: Forbid, *, mine: bool, note: bool) -> Phrase:
    """``"forbid seat 2 (Jesse James) from bidding this turn"``."""
    return "forbid", f" {who(view, action.target)} from bidding this turn", None


FORBID: Move[State, Forbid] = Move(
    Forbid,
    checks=(
        not_now(Phase.BEGINNING),
        not_your_ability(_ANNIE),
        ability_used(_ANNIE),
        ASKED,
        ANOTHER_SEAT,
    ),
    effect=_forbid,
    space=_forbid_space,
    listing=_forbids,
    words=_forbid_words,
)
"""Annie Oakley, once a game at the beginning of a turn, forbids another seat from the
turn's auctions and building bids."""


# -- Belle Starr ----------------------------------------------------------------------------


def _from_turn_4(state: State, action: Rob) -> bool:
    return state.turn.number >= BELLE_STARR_TURN


def _rob(state: State, action: Rob) -> State:
    setup, turn, cards, money = state.setup, state.turn, state.cards, state.money
    seat = action.player
    stolen = [0] * setup.players
    for other in range(setup.players):
        if other != seat and not PROTECTED_FROM_BELLE_STARR.intersection(cards.active[other]):
            stolen[other] = min(BELLE_STARR_TAKES, money[other])
    total = sum(stolen)
    money = tuple(
        m - s + (total if p == seat else 0)
        for p, (m, s) in enumerate(zip(money, stolen, strict=True))
    )
    turn = turn.evolve(used=turn.used | {_BELLE}, robbed=tuple(stolen))
    return _after_beginning(state, turn, cards, money, state.rng)


def _rob_space(setup: Setup, seat: int) -> tuple[Rob, ...]:
    return _ROBS[seat]


def _robs(state: State, seat: int) -> tuple[Rob, ...]:
    if state.setup.characters[seat] is not _BELLE or _BELLE in state.turn.used:
        return ()
    return _ROBS[seat] if state.turn.number >= BELLE_STARR_TURN else ()


def _rob_words(view: View, action: Rob, *, mine: bool, note: bool) -> Phrase:
    """``"steal up to $2 from seats 0 and 3 (Belle Starr)"``, the seats she can rob as
    the view shows them."""
    seat = action.player
    victims = [
        other
        for other in range(view.players)
        if other != seat and not PROTECTED_FROM_BELLE_STARR.intersection(view.active[other])
    ]
    if not victims:
        return "steal", " from nobody: every other seat is protected (Belle Starr)", None
    return "steal", f" up to ${BELLE_STARR_TAKES} from {seats_named(victims)} (Belle Starr)", None


ROB: Move[State, Rob] = Move(
    Rob,
    checks=(
        not_now(Phase.BEGINNING),
        not_your_ability(_BELLE),
        ability_used(_BELLE),
        Check(
            "ability-not-now",
            f"Belle Starr steals from the beginning of turn {BELLE_STARR_TURN} on",
            _from_turn_4,
        ),
        ASKED,
    ),
    effect=_rob,
    space=_rob_space,
    listing=_robs,
    words=_rob_words,
)
"""Belle Starr, once a game at the beginning of a turn from turn 4 on, takes $2 (or all
they have) from each other seat without the Sheriff, the Marshal or the Judge in play."""


# -- codec ids ------------------------------------------------------------------------------


def forbid_ids(seat: int, dimensions: Dimensions) -> list[Forbid]:
    """The action codec's block of ``Forbid``: each target seat, its own included (``N``)."""
    return list(_FORBIDS[seat][: dimensions.players])


def rob_ids(seat: int, dimensions: Dimensions) -> list[Rob]:
    """The action codec's block of ``Rob`` (1)."""
    return list(_ROBS[seat])
