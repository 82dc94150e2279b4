"""What the table shows, as the rules read it: who sits where, the rows of cards, what a
profession in play bans or subsidises, each seat's income (Step III, itemised as Appendix 4
itemises it) and how far money can grow.

Every function here reads a position and changes nothing; the flow of a turn
(:mod:`~frontier_games.games.wild_fun_west.turn`) and the moves, each declared in its home
(:mod:`~frontier_games.games.wild_fun_west.rulebook`), are built on them; so are the
kinds' spaces and the action codec's blocks (:class:`Dimensions`).
"""

from __future__ import annotations

import functools

from frontier_games.core import (
    Frozen,
    brief,
    frozen_class,
    not_a,
)
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TAKES,
    BILLY_THE_KID_REWARD,
    CHARACTER_INCOME,
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    MAX_PLAYERS,
    MINIMUM_INCOME,
    STARTING_MONEY,
    Building,
    Character,
    Content,
    Objective,
    Profession,
    ProfessionCard,
)
from frontier_games.games.wild_fun_west.model import (
    Income,
    IncomeItem,
    IncomeKind,
    Setup,
    State,
    Turn,
    View,
)
from frontier_games.messages import unreadable_view

__all__ = [
    "PROFESSION_ORDER",
    "TURN_ORDERS",
    "Dimensions",
    "banned",
    "bans_on",
    "bidders",
    "blocking",
    "card_of",
    "dimensions",
    "dimensions_of",
    "income",
    "income_total",
    "money_bound_of",
    "objective_count",
    "profession_order",
    "subsidised",
    "with_cards",
    "without_card",
]


_A_POSITION = "a wild-fun-west State or View"


PROFESSION_ORDER: dict[Profession, int] = {
    profession: index for index, profession in enumerate(Profession)
}

"""Each profession's place in enum order, the order hands and rows are kept in (never
changed after import)."""


TURN_ORDERS = tuple(
    tuple(tuple((first + k) % players for k in range(players)) for first in range(players))
    for players in range(MAX_PLAYERS + 1)
)

"""``TURN_ORDERS[players][first]``: the seats in turn order from ``first``."""


def objective_count(objective: Objective, town: tuple[Building, ...]) -> int:
    """How many of ``objective``'s six buildings are built in ``town``."""
    return sum(building in town for building in objective.buildings)


def card_of(content: Content, profession: Profession) -> ProfessionCard:
    """The card of ``profession`` in ``content`` (one dictionary look-up)."""
    return content._cards[profession]


def bans_on(
    content: Content, active: tuple[tuple[Profession, ...], ...], profession: Profession
) -> tuple[Profession, ...]:
    """The professions in play that ban ``profession``."""
    by = content._banned_by.get(profession)
    if not by:
        return ()
    return tuple(other for row in active for other in row if other in by)


def blocking(state: State, profession: Profession) -> tuple[Profession, ...]:
    """The professions in play that keep ``profession`` out of play now (none for the
    Sheriff while Bill McDonald's ability is on)."""
    if state.turn.sheriff_free and profession is Profession.SHERIFF:
        return ()
    return bans_on(state.setup.options.content, state.cards.active, profession)


def banned(position: State | View, profession: Profession) -> bool:
    """Whether a profession in play (anyone's) bans ``profession`` now, so that it cannot
    enter play; bans on the Sheriff do not count while Bill McDonald's ability is on.

    :raises TypeError: if ``position`` is not a *Wild Fun West* state or view.
    :raises ValueError: if ``profession`` is not a :class:`~.wild_fun_west.content.Profession`, or a
        view's fields are not what a view holds (one built by hand).
    """
    if type(profession) is not Profession:
        _public(position)  # a wrong position is told first
        raise ValueError(f"there is no profession {brief(profession)}")
    try:
        content, _, active, _, sheriff_free = _public(position)
        if sheriff_free and profession is Profession.SHERIFF:
            return False
        return bool(bans_on(content, active, profession))
    except (AttributeError, KeyError, IndexError, TypeError) as error:
        raise _bad_position(position, error) from None


def _public(
    position: State | View,
) -> tuple[
    Content, tuple[Character, ...], tuple[tuple[Profession, ...], ...], tuple[Building, ...], bool
]:
    """The content, characters, professions in play, town and Sheriff immunity of a state
    or a view: what income and bans read, the same for ``view(state, p)`` as for ``state``."""
    if type(position) is State:
        cards = position.cards
        return (
            position.setup.options.content, position.setup.characters, cards.active,
            cards.town, position.turn.sheriff_free,
        )  # fmt: skip
    if type(position) is View:
        return (
            position.options.content, position.characters, position.active, position.town,
            position.sheriff_free,
        )  # fmt: skip
    raise not_a(_A_POSITION, position)


def income(position: State | View, seat: int) -> Income:
    """What ``seat`` would receive in Receiving Income now, line by line as Appendix 4
    itemises it: the character's $3, the blue arrows and bonuses of its professions in
    play, the red arrows of the professions in play of the seat on its right, and what
    tops the total up to $3. Bonuses pay only their card's owner.

    :raises TypeError: if ``position`` is not a *Wild Fun West* state or view.
    :raises ValueError: if ``seat`` is not a seat of the game, or a view's fields are not
        what a view holds (one built by hand).
    """
    try:
        content, characters, active, town, _ = _public(position)
        players = len(characters)
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"there is no seat {brief(seat)} in a {players}-player game")
        return _income(content, characters, active, town, seat)
    except (AttributeError, KeyError, IndexError, TypeError) as error:
        raise _bad_position(position, error) from None


def _bad_position(position: State | View, error: Exception) -> Exception:
    """What reading ``position`` failing with ``error`` raises: for a view whose fields
    are not what a view holds, a ``ValueError``; for a state, the error itself (a bug)."""
    if type(position) is View:
        return unreadable_view(error)
    return error


def _income(
    content: Content,
    characters: tuple[Character, ...],
    active: tuple[tuple[Profession, ...], ...],
    town: tuple[Building, ...],
    seat: int,
) -> Income:
    in_play = {profession for row in active for profession in row}
    character = characters[seat]
    items = [IncomeItem(IncomeKind.CHARACTER, character, CHARACTER_INCOME)]
    own = [card_of(content, profession) for profession in active[seat]]
    items.extend(IncomeItem(IncomeKind.OWN, card.profession, card.income) for card in own)
    for card in own:
        for bonus in card.in_play:
            subject = bonus.subject
            if subject in in_play or subject in town:
                items.append(
                    IncomeItem(IncomeKind.BONUS, card.profession, bonus.amount, subject, True)
                )
        for bonus in card.not_in_play:
            subject = bonus.subject
            if subject not in in_play and subject not in town:
                items.append(
                    IncomeItem(IncomeKind.BONUS, card.profession, bonus.amount, subject, False)
                )
    right = active[seat - 1]
    items.extend(
        IncomeItem(IncomeKind.NEIGHBOUR, profession, card_of(content, profession).left_income)
        for profession in right
    )
    total = sum(item.amount for item in items)
    if total < MINIMUM_INCOME:
        items.append(IncomeItem(IncomeKind.MINIMUM, character, MINIMUM_INCOME - total))
        total = MINIMUM_INCOME
    return Income(seat, tuple(items), total)


def income_total(
    content: Content,
    active: tuple[tuple[Profession, ...], ...],
    town: tuple[Building, ...],
    seat: int,
    in_play: set[Profession],
) -> int:
    """``_income(...).total``, without itemising it (Receiving Income, every turn);
    ``in_play`` is every profession in ``active``."""
    cards = content._cards
    total = CHARACTER_INCOME
    for profession in active[seat]:
        card = cards[profession]
        total += card.income
        for bonus in card.in_play:
            if bonus.subject in in_play or bonus.subject in town:
                total += bonus.amount
        for bonus in card.not_in_play:
            if bonus.subject not in in_play and bonus.subject not in town:
                total += bonus.amount
    for profession in active[seat - 1]:
        total += cards[profession].left_income
    return max(total, MINIMUM_INCOME)


def money_bound_of(players: int, content: Content, turn_limit: int) -> int:
    """The most money one seat can hold with this content and turn limit (see
    :func:`~.wild_fun_west.rules.money_bound`, which checks its arguments first)."""
    best_own = max(
        (
            card.income
            + sum(max(b.amount, 0) for b in card.in_play)
            + sum(max(b.amount, 0) for b in card.not_in_play)
            for card in content.professions
        ),
        default=0,
    )
    best_left = max((card.left_income for card in content.professions), default=0)
    per_turn = max(
        MINIMUM_INCOME,
        CHARACTER_INCOME + MAX_ACTIVE * max(best_own, 0) + MAX_ACTIVE * max(best_left, 0),
    )
    windfalls = BILLY_THE_KID_REWARD + BELLE_STARR_TAKES * (players - 1) + JESSE_JAMES_LIMIT
    return STARTING_MONEY + turn_limit * per_turn + windfalls


def bidders(setup: Setup, turn: Turn) -> tuple[int, ...]:
    """The seats bidding this turn, in turn order from the first player, without the one
    Annie Oakley forbade."""
    order = TURN_ORDERS[setup.players][turn.first]
    forbidden = turn.forbidden
    return order if forbidden is None else tuple(s for s in order if s != forbidden)


def with_cards(
    rows: tuple[tuple[Profession, ...], ...], seat: int, *professions: Profession
) -> tuple[tuple[Profession, ...], ...]:
    """``rows`` (a hand or a row in play per seat) with ``professions`` added to
    ``seat``'s, kept in enum order."""
    row = tuple(sorted((*rows[seat], *professions), key=PROFESSION_ORDER.__getitem__))
    return (*rows[:seat], row, *rows[seat + 1 :])


def without_card(
    rows: tuple[tuple[Profession, ...], ...], seat: int, profession: Profession
) -> tuple[tuple[Profession, ...], ...]:
    """``rows`` with ``profession`` taken out of ``seat``'s."""
    row = tuple(p for p in rows[seat] if p is not profession)
    return (*rows[:seat], row, *rows[seat + 1 :])


def profession_order(profession: Profession) -> int:
    """``profession``'s place in enum order: the sort key of hands and rows."""
    return PROFESSION_ORDER[profession]


def subsidised(content: Content, professions: tuple[Profession, ...], building: Building) -> bool:
    """Whether one of ``professions`` (a seat's in play) has the Build symbol for
    ``building``: the bank then matches what that seat places on it."""
    cards = content._cards
    for profession in professions:  # noqa: SIM110 - a loop beats any() on a hot path
        if building in cards[profession].subsidises:
            return True
    return False


@frozen_class
class Dimensions(Frozen):
    """What the kinds' spaces and the action codec's blocks are built from: a
    configuration's seats, professions and buildings (the content's, in enum order) and
    the most money one seat can hold (:func:`money_bound_of`: the largest bid, placement
    or amount there is).

    :ivar players: how many seats play.
    :ivar professions: the content's professions, in enum order.
    :ivar buildings: the content's buildings, in enum order.
    :ivar most: the most money one seat can hold.
    """

    players: int
    professions: tuple[Profession, ...]
    buildings: tuple[Building, ...]
    most: int


def _index(item: Profession | Building) -> int:
    return item.index


@functools.lru_cache(maxsize=64)
def dimensions(players: int, content: Content, turn_limit: int) -> Dimensions:
    """The :class:`Dimensions` of a configuration (built once for each)."""
    return Dimensions(
        players=players,
        professions=tuple(sorted((card.profession for card in content.professions), key=_index)),
        buildings=tuple(sorted(content.buildings, key=_index)),
        most=money_bound_of(players, content, turn_limit),
    )


def dimensions_of(setup: Setup) -> Dimensions:
    """The :class:`Dimensions` of ``setup``'s configuration."""
    options = setup.options
    return dimensions(setup.players, options.content, options.turn_limit)
