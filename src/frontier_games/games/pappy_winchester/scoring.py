"""The end of the game and the final scoring (the rulebook's "End of the Game and Final
Scoring"): once every plot is bought (and its bonus token used) the game is over, and each
seat's fortune is its banknotes, its completed Secret Objective cards and the $5000
most-plots bonus (R11); ties go to the most cash, then to a Duel token still held.

What a position shows of the scores is here too (:func:`fortunes`,
:func:`secret_objective_value`), with the readers of a state or a view they share.
"""

from __future__ import annotations

from frontier_games.core import GameNotOverError, Outcome, brief, not_a
from frontier_games.games.pappy_winchester.content import (
    Board,
    BonusKind,
    SecretObjective,
    largest_connected_group,
    secret_objective_worth,
)
from frontier_games.games.pappy_winchester.model import Phase, State, View
from frontier_games.games.pappy_winchester.setup import NAME
from frontier_games.scoring import most, rank

__all__ = [
    "MOST_PLOTS_BONUS",
    "check_seat",
    "fortunes",
    "is_over",
    "not_a_position",
    "not_a_state",
    "outcome",
    "public",
    "secret_objective_value",
    "standings",
]

MOST_PLOTS_BONUS = 5000
"""What the seat(s) with the most plots receive at the end."""

_OVER = Phase.OVER


def not_a_state(value: object) -> TypeError:
    """The error for ``value`` given where a *Pappy Winchester* State is expected."""
    return not_a(f"a {NAME} State", value)


def not_a_position(value: object) -> TypeError:
    """The error for ``value`` given where a State or a View is expected."""
    return not_a(f"a {NAME} State or View", value)


def check_seat(players: int, seat: object) -> int:
    """``seat`` if it is a seat of a ``players``-seat game (an ``int``, not a ``bool``).

    :raises ValueError: otherwise.
    """
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {players}-player game")
    return seat


def public(
    position: State | View,
) -> tuple[int, Board, tuple[int | None, ...], tuple[BonusKind, ...]]:
    """``(players, board, owners, bonus tokens)`` of a state or a view: what every seat sees.

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    """
    if type(position) is State:
        deal = position.deal
        return deal.players, deal.options.content.board, position.table.owners, deal.bonus
    if type(position) is not View:
        raise not_a_position(position)
    return position.players, position.options.content.board, position.owners, position.bonus


def _hidden(
    position: State | View,
) -> tuple[tuple[int | None, ...], tuple[tuple[SecretObjective | None, ...], ...]]:
    """``(money, Secret Objective hands)`` of a state, or as much of them as a view shows
    (``None`` where hidden)."""
    if isinstance(position, State):  # an exact State or View: public checked
        return position.table.money, position.deal.secrets
    return position.money, position.secrets


def _plots_of(owners: tuple[int | None, ...], seat: int) -> frozenset[int]:
    return frozenset(n for n, owner in enumerate(owners, start=1) if owner == seat)


def is_over(state: State) -> bool:
    """Whether every plot has been bought (and its bonus token used).

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State (checked first: a
        View has a ``phase`` too).
    """
    if type(state) is not State:
        raise not_a_state(state)
    return state.phase is _OVER


def secret_objective_value(position: State | View, seat: int) -> int:
    """What ``seat``'s Secret Objective cards are worth now, in dollars, from a state or
    from a view that shows both of its cards (the viewer's own, those it looked at with
    Rumor tokens, every seat's at the end).

    :raises TypeError: if ``position`` is neither a State nor a View of this game.
    :raises ValueError: if ``seat`` is not a seat of the game, or ``position`` is a view
        hiding one of ``seat``'s cards.
    """
    players, board, owners, bonus = public(position)
    check_seat(players, seat)
    _, hands = _hidden(position)
    mine = _plots_of(owners, seat)
    total = 0
    for objective in hands[seat]:
        if objective is None:
            raise ValueError(f"this view does not show seat {seat}'s Secret Objective cards")
        total += secret_objective_worth(board, objective, mine, bonus)
    return total


def fortunes(position: State | View) -> tuple[tuple[dict[str, int], ...], tuple[int, ...]]:
    """Each seat's fortune so far in parts (``"banknotes"``, ``"secret objectives"``,
    ``"most plots"``, in that order) and which seats would get the most-plots bonus (1) or
    not (0) (R11).

    From a view, a seat's parts hold only what that view shows: ``"banknotes"`` where its
    money is shown (the viewer's own; every seat's with ``Options.open_money``),
    ``"secret objectives"`` where both its cards are shown (see
    :func:`secret_objective_value`); ``"most plots"`` is always there (the hats are
    public). At the end every view shows everything, and gives the state's answer.
    """
    players, board, owners, _ = public(position)
    plots = [_plots_of(owners, seat) for seat in range(players)]
    leaders = most([len(p) for p in plots], [largest_connected_group(board, p) for p in plots])
    money, hands = _hidden(position)
    parts = []
    for seat in range(players):
        part: dict[str, int] = {}
        banknotes = money[seat]
        if banknotes is not None:
            part["banknotes"] = banknotes
        if None not in hands[seat]:
            part["secret objectives"] = secret_objective_value(position, seat)
        part["most plots"] = MOST_PLOTS_BONUS if seat in leaders else 0
        parts.append(part)
    return tuple(parts), tuple(int(seat in leaders) for seat in range(players))


def outcome(state: State) -> Outcome:
    """Scores are fortunes in dollars; ties by cash (banknotes and the most-plots bonus),
    then by a Duel token still held (R11).

    :raises GameNotOverError: while the game is going on.
    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    if type(state) is not State:
        raise not_a_state(state)
    if state.phase is not _OVER:
        raise GameNotOverError("the Pappy Winchester game is not over")
    return standings(state)


def standings(state: State) -> Outcome:
    """How the seats rank now, as the end of the game ranks them (:func:`outcome`): by
    fortune, ties by cash, then by a Duel token still held. A state only: a fortune counts
    the secret objectives, which a view hides.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    """
    if type(state) is not State:
        raise not_a_state(state)
    parts, _ = fortunes(state)
    scores = [sum(p.values()) for p in parts]
    cash = [p["banknotes"] + p["most plots"] for p in parts]
    duel = [int(held) for held in state.table.duel_tokens]
    return rank(scores, (cash, duel), parts)
