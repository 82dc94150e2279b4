"""The sixteen objectives: what each requires, and claiming them.

An objective that involves farms is met only by farms without an Apache attached ("he may
not claim the objective until he removes the Apache"). Benefactor and Privileges also cost
something (a gift to the Church, a bribe): they are claimed by an action
(:class:`~.chaparral.model.Donate`, :class:`~.chaparral.model.Bribe`) once the rest of
the requirement holds.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from frontier_games.games.chaparral.content import (
    COWBOY_LIMIT,
    Business,
    Content,
    Farm,
    Good,
    Objective,
    ObjectiveTiming,
)
from frontier_games.games.chaparral.model import City, PlayerBoard
from frontier_games.games.chaparral.table import section_of, statuses

__all__ = [
    "ANIMALS",
    "BENEFACTOR_GIFT",
    "BRIBE_GOLD",
    "WINNING_COUNT",
    "claim",
    "claimable",
    "met",
    "threshold",
    "to_claim",
]

ANIMALS = frozenset((Good.SHEEP, Good.PIGS, Good.HORSES, Good.OXEN))
BENEFACTOR_GIFT = (50, 1)
"""Benefactor's gift to the Church: dollars and gold bars."""
BRIBE_GOLD = 2
"""Privileges: the gold bars spent on the politician."""

WINNING_COUNT = {2: 7, 3: 7, 4: 6}
"""Claiming this many objectives ends the game at the end of the round."""

_THRESHOLDS: dict[Objective, tuple[int, int]] = {
    Objective.WEALTH: (100, 90),
    Objective.COURAGE: (4, 3),
    Objective.HOST: (4, 3),
    Objective.SETTLERS: (4, 3),
}


def threshold(objective: Objective, players: int) -> int:
    """The number an objective asks for, by player count (2 and 3 players, or 4)."""
    small, large = _THRESHOLDS[objective]
    return small if players < 4 else large


def _free(board: PlayerBoard, city: City) -> tuple[Farm, ...]:
    """The player's farms without an Apache attached."""
    return tuple(farm for farm in board.farms if farm not in city.apaches)


def _goods(farms: tuple[Farm, ...]) -> set[Good]:
    return {farm.good for farm in farms}


def met(
    objective: Objective,
    board: PlayerBoard,
    city: City,
    content: Content,
    seat: int,
    players: int,
) -> bool:
    """Whether ``board`` (seat ``seat``) meets ``objective``'s requirement, its cost
    aside (Benefactor's gift, Privileges' bribe)."""
    return _REQUIREMENTS[objective](board, city, content, seat, players)


Requirement = Callable[[PlayerBoard, City, Content, int, int], bool]


def _authority(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return b.cowboys >= COWBOY_LIMIT


_WEALTH, _COURAGE, _HOST, _SETTLERS = (
    _THRESHOLDS[objective]
    for objective in (Objective.WEALTH, Objective.COURAGE, Objective.HOST, Objective.SETTLERS)
)
"""Each threshold by player count, read as :func:`threshold` reads it (``[players >= 4]``):
the requirements are asked after every action."""
_WHEAT = Good.WHEAT


def _wealth(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return b.money >= _WEALTH[n >= 4]


def _courage(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return b.apaches >= _COURAGE[n >= 4]


def _herds(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return len(b.farms) >= 3 and len(_goods(_free(b, c)) & ANIMALS) >= 3


def _influence(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return len(b.influence) + len(b.owned) == len(Business)


def _host(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return len(b.stagecoaches) >= _HOST[n >= 4]


def _settlers(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return b.settlers >= _SETTLERS[n >= 4] and _WHEAT in _goods(_free(b, c))


def _prestige(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    politicians = b.politicians
    return len(politicians) >= 2 and sum(farm not in c.apaches for farm in politicians) >= 2


def _territorial_value(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    if b.settlers < 1:
        return False
    for farm in _free(b, c):
        if farm.good in (Good.PIGS, Good.HORSES, Good.OXEN):
            section = section_of(c.sections, farm.good)
            if section.builder == s and section.built == 5:
                return True
    return False


def _prosperity(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return (
        b.gold >= 1
        and b.money >= 60
        and b.cowboys >= 5
        and bool(_goods(_free(b, c)) & {Good.HORSES, Good.OXEN})
        and any(status >= 3 for status in statuses(k, b.owned))
    )


def _benefactor(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    dollars, gold = BENEFACTOR_GIFT
    return (
        b.settlers >= 1
        and b.money >= dollars
        and b.gold >= gold
        and Good.WHEAT in _goods(_free(b, c))
    )


_BUILT_BY = attrgetter("built", "builder")


def _progress(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return (5, s) in map(_BUILT_BY, c.sections)  # a finished section of its own


def _status(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return len(b.owned) >= 2 and sum(statuses(k, b.owned)) >= 9  # no status is above 6


def _privileges(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return b.gold >= BRIBE_GOLD and any(farm not in c.apaches for farm in b.politicians)


def _power(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return (
        len(b.stagecoaches) >= 2
        and b.cowboys >= 7
        and (Business.JEWELRY_STORE in b.owned or Business.HOTEL in b.owned)
    )


def _dominance(b: PlayerBoard, c: City, k: Content, s: int, n: int) -> bool:
    return len(b.owned) >= 4 and {2, 3, 4, 5} <= set(statuses(k, b.owned))


_REQUIREMENTS: dict[Objective, Requirement] = {
    Objective.AUTHORITY: _authority,
    Objective.WEALTH: _wealth,
    Objective.COURAGE: _courage,
    Objective.HERDS: _herds,
    Objective.INFLUENCE: _influence,
    Objective.HOST: _host,
    Objective.SETTLERS: _settlers,
    Objective.PRESTIGE: _prestige,
    Objective.TERRITORIAL_VALUE: _territorial_value,
    Objective.PROSPERITY: _prosperity,
    Objective.BENEFACTOR: _benefactor,
    Objective.PROGRESS: _progress,
    Objective.STATUS: _status,
    Objective.PRIVILEGES: _privileges,
    Objective.POWER: _power,
    Objective.DOMINANCE: _dominance,
}

_PAID = frozenset((Objective.BENEFACTOR, Objective.PRIVILEGES))
"""The objectives claimed by an action, paying their cost."""


def claimable(objective: Objective, board: PlayerBoard, city: City) -> bool:
    """Whether a card of ``objective`` is left and the player has not claimed it yet."""
    return objective in city.objectives and objective not in board.objectives


def to_claim(
    timing: ObjectiveTiming,
    board: PlayerBoard,
    city: City,
    content: Content,
    seat: int,
    players: int,
) -> tuple[Objective, ...]:
    """The objectives of ``timing`` the player claims now (those without a cost), in
    objective order."""
    found: tuple[Objective, ...] = ()
    for objective, requirement in _without_cost(content, timing):
        # met, then claimable: the requirements are cheap, the card rows long
        if (
            requirement(board, city, content, seat, players)
            and objective in city.objectives
            and objective not in board.objectives
        ):
            found += (objective,)
    return found


_Unpaid = tuple[tuple[ObjectiveTiming, tuple[tuple[Objective, Requirement], ...]], ...]
_LAST_CONTENT: tuple[Content | None, _Unpaid] = (None, ())
"""The content read last, with what :func:`_without_cost` found in it for each timing."""


def _without_cost(
    content: Content, timing: ObjectiveTiming
) -> tuple[tuple[Objective, Requirement], ...]:
    """The objectives of ``timing`` claimed without a cost, in the content's order, each
    with its requirement (read once per content: every character's action looks for
    them)."""
    global _LAST_CONTENT
    last = _LAST_CONTENT
    if last[0] is not content:
        unpaid = tuple(
            (
                each,
                tuple(
                    (card.objective, _REQUIREMENTS[card.objective])
                    for card in content.objectives
                    if card.timing is each and card.objective not in _PAID
                ),
            )
            for each in ObjectiveTiming
        )
        last = _LAST_CONTENT = (content, unpaid)  # one binding: a thread reads either pair
    for each, found in last[1]:  # three timings, told apart by identity
        if each is timing:
            return found
    return ()


def claim(
    board: PlayerBoard, city: City, objectives: tuple[Objective, ...]
) -> tuple[PlayerBoard, City]:
    """The player takes a card of each of ``objectives``."""
    if not objectives:
        return board, city
    left = list(city.objectives)
    for objective in objectives:
        left.remove(objective)
    board = board.evolve(objectives=(*board.objectives, *objectives))
    return board, city.evolve(objectives=tuple(left))
