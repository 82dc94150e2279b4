"""The end of Phase 2, move by move: the penalty each player picks under Losses and
Damages, and the gift to the Church that claims Benefactor. Each kind of move is declared
once, with its checks, its effect, its space, its listing and its words
(:mod:`frontier_games.moves`); its block of ids in the action codec
(:mod:`.chaparral.learning`) is here too.
"""

from __future__ import annotations

from collections.abc import Iterable

from frontier_games.games.chaparral import naming
from frontier_games.games.chaparral.content import MAX_PLAYERS, Business, Objective
from frontier_games.games.chaparral.legal import LOSSES_MONEY
from frontier_games.games.chaparral.model import (
    Donate,
    Penalty,
    PenaltyKind,
    Setup,
    State,
    Turn,
    View,
)
from frontier_games.games.chaparral.naming import Said, said
from frontier_games.games.chaparral.objectives import BENEFACTOR_GIFT, claim
from frontier_games.games.chaparral.table import BUSINESSES, turn_order, with_cowboys
from frontier_games.games.chaparral.turn import end_claims, with_player
from frontier_games.messages import listed
from frontier_games.moves import Check, Move

__all__ = ["DONATE", "PENALTY", "donate_ids", "penalty_ids"]

_BUSINESS_PLACE = {business: place for place, business in enumerate(BUSINESSES)}


def _penalties_of(seat: int) -> dict[tuple[PenaltyKind, tuple[Business, ...]], Penalty]:
    """Every penalty: the cowboys, the money, then each two markers in business order."""
    found = [Penalty(seat, PenaltyKind.COWBOYS), Penalty(seat, PenaltyKind.MONEY)]
    found += [
        Penalty(seat, PenaltyKind.MARKERS, (first, second))
        for i, first in enumerate(BUSINESSES)
        for second in BUSINESSES[i + 1 :]
    ]
    return {(penalty.kind, penalty.markers): penalty for penalty in found}


_PENALTY = tuple(_penalties_of(seat) for seat in range(MAX_PLAYERS))
_DONATE = tuple((Donate(seat),) for seat in range(MAX_PLAYERS))
"""The moves of the end of Phase 2, built once: the spaces are these very actions, and the
listings pick from them (``_PENALTY[seat][kind, markers]``)."""

# -- Losses and Damages -----------------------------------------------------------------------


def _penalty(state: State, action: Penalty) -> State:
    """Losses and Damages: two influence markers removed, two cowboys lost, or $20; then the
    next player picks, and once all have, the objectives of the end of Phase 2."""
    seat = action.player
    board = state.players[seat]
    if action.kind is PenaltyKind.MARKERS:
        board = board.evolve(influence=tuple(b for b in board.influence if b not in action.markers))
    elif action.kind is PenaltyKind.COWBOYS:
        board = with_cowboys(board, -2)
    else:
        board = board.evolve(money=board.money - 20)
    state = state.evolve(players=with_player(state, seat, board))
    order = state.turn.order
    if order:
        return state.evolve(turn=Turn(seat=order[0], order=order[1:]))
    return end_claims(state, turn_order(state.setup.players, state.board.start))


def _markers_there(state: State, action: Penalty) -> bool:
    if action.kind is not PenaltyKind.MARKERS:
        return True
    influence = state.players[action.player].influence
    return all(business in influence for business in action.markers)


def _said_no_markers(state: State, action: Penalty) -> str:
    influence = state.players[action.player].influence
    missing = next(business for business in action.markers if business not in influence)
    return f"seat {action.player} has no influence marker in the {missing.value} to remove"


def _money_there(state: State, action: Penalty) -> bool:
    return action.kind is not PenaltyKind.MONEY or state.players[action.player].money >= (
        LOSSES_MONEY
    )


def _said_no_money(state: State, action: Penalty) -> str:
    seat = action.player
    return f"the penalty costs ${LOSSES_MONEY}; seat {seat} has ${state.players[seat].money}"


def _penalty_space(setup: Setup, seat: int) -> Iterable[Penalty]:
    return _PENALTY[seat].values()


def _penalties(state: State, seat: int) -> list[Penalty]:
    board = state.players[seat]
    influence, table = board.influence, _PENALTY[seat]
    markers = PenaltyKind.MARKERS
    found = [
        table[markers, (first, second)]
        for i, first in enumerate(influence)
        for second in influence[i + 1 :]
    ]
    found.append(table[PenaltyKind.COWBOYS, ()])
    if board.money >= LOSSES_MONEY:
        found.append(table[PenaltyKind.MONEY, ()])
    return found


def _in_business_order(action: Penalty) -> Penalty:
    """The two markers in business order, as the space names them (the same penalty in
    either order); a malformed ``markers`` is left as it is."""
    markers = action.markers
    if (
        type(markers) is not tuple
        or len(markers) != 2
        or not all(type(business) is Business for business in markers)
    ):
        return action
    first, second = markers
    if _BUSINESS_PLACE[first] <= _BUSINESS_PLACE[second]:
        return action
    return action.evolve(markers=(second, first))


def _penalty_words(view: View, action: Penalty) -> Said:
    """``"remove influence from the Hotel and the Stable"``, ``"lose 2 cowboys"``,
    ``"pay $20"``."""
    kind = action.kind
    if kind is PenaltyKind.MARKERS:
        if not action.markers:
            return said("remove", " two influence markers")
        named = listed([naming.business(business) for business in action.markers])
        return said("remove", f" influence from {named}")
    if kind is PenaltyKind.COWBOYS:
        return said("lose", " 2 cowboys")
    return said("pay", f" ${LOSSES_MONEY}")


PENALTY: Move[State, Penalty] = Move(
    Penalty,
    checks=(
        Check("no-influence-there", _said_no_markers, _markers_there),
        Check("cannot-pay-losses", _said_no_money, _money_there),
    ),
    effect=_penalty,
    space=_penalty_space,
    listing=_penalties,
    words=_penalty_words,
    canonical=_in_business_order,
)
"""Losses and Damages: "each player, on his turn, at the end of Phase 2, must remove 2
influence markers from the board, or move back 2 spaces on the cowboy track, or pay $20",
"before claiming any objective card"."""


# -- Benefactor -------------------------------------------------------------------------------


def _donate(state: State, action: Donate) -> State:
    seat = action.player
    dollars, gold = BENEFACTOR_GIFT
    board = state.players[seat]
    board = board.evolve(money=board.money - dollars, gold=board.gold - gold)
    board, city = claim(board, state.city, (Objective.BENEFACTOR,))
    state = state.evolve(players=with_player(state, seat, board), city=city)
    return end_claims(state, state.turn.order)


def _donate_space(setup: Setup, seat: int) -> tuple[Donate, ...]:
    return _DONATE[seat]


def _donate_words(view: View, action: Donate) -> Said:
    """``"give $50 and a gold bar to the Church (Benefactor)"``."""
    return said("give", f" {naming.gift()} to the Church (Benefactor)")


DONATE: Move[State, Donate] = Move(
    Donate,
    checks=(),
    effect=_donate,
    space=_donate_space,
    words=_donate_words,
)
"""Benefactor: a player that meets the rest of its requirement at the end of Phase 2 is
asked whether to "donate $50 and one gold bar to the Church" (it is asked only then)."""


# -- codec ids --------------------------------------------------------------------------------


def penalty_ids(seat: int) -> list[Penalty]:
    """The action codec's block of ``Penalty``: the cowboys, the money, then the markers of
    each pair of businesses, the first before the second in enum order (2 + 66), as the
    legal moves name them."""
    markers = [
        Penalty(seat, PenaltyKind.MARKERS, (first, second))
        for i, first in enumerate(BUSINESSES)
        for second in BUSINESSES[i + 1 :]
    ]
    return [Penalty(seat, PenaltyKind.COWBOYS), Penalty(seat, PenaltyKind.MONEY), *markers]


def donate_ids(seat: int) -> list[Donate]:
    """The action codec's block of ``Donate`` (1)."""
    return [Donate(seat)]
