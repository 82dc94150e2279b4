"""Making loot, and the move that chooses one: what a hand card can take from the table
(:func:`can_loot_on`, :func:`choices`), the loot it makes (:func:`make_loot`), each hand card
of a closed grab window settled as its turn on the Pow-Wow board comes (:func:`settle`), the
whole board resolved and the next card turned up (:func:`resolve`, :func:`turn_up`).

:data:`TAKE` declares :class:`~frontier_games.games.apache.Take` on the rule kit
(:mod:`frontier_games.moves`): its checks, its effect, its space, its listing and its
words; its block of ids in the action codec (:func:`~frontier_games.games.apache.codec`) is
:func:`take_ids`.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from operator import itemgetter
from types import MappingProxyType

from frontier_games.deck import take_top, take_topmost
from frontier_games.games.apache.content import (
    BUFFALO,
    CARDS,
    ITEM_OF,
    MALE,
    PENALTY_CARDS,
    TIPI,
    TOTEM_POLE,
    Colour,
    Indian,
    PrairieCard,
)
from frontier_games.games.apache.model import (
    BoardCard,
    Cards,
    Loot,
    Options,
    Setup,
    State,
    Take,
    View,
)
from frontier_games.games.apache.naming import Said, due_indian, plural
from frontier_games.messages import brief, seat
from frontier_games.moves import Check, Move

__all__ = [
    "SEAT_SETS",
    "TAKE",
    "can_loot_on",
    "choices",
    "make_loot",
    "resolve",
    "settle",
    "take_ids",
    "turn_up",
]


_SEATS_AT_MOST = len(Colour)
"""One seat per colour at most."""
_CHIEF, _WARRIOR, _WOMAN = Indian.CHIEF.index, Indian.WARRIOR.index, Indian.WOMAN.index
_MALE_KINDS = tuple(kind for kind in range(20) if MALE[kind % 4])
_WOMAN_KINDS = tuple(kind for kind in range(20) if not MALE[kind % 4])
_males_face_up = itemgetter(*_MALE_KINDS)
"""The face-up counts of the male Indian kinds (a C-level gather, for the chief's test)."""

# The loots, built once: the listing hands out these very actions, in every state.
_ITEM_TAKES = tuple(Take(seat, Loot.ITEM) for seat in range(_SEATS_AT_MOST))
_TIPI_TAKES = tuple(Take(seat, Loot.TIPIS) for seat in range(_SEATS_AT_MOST))
_PRISONER_TAKES = tuple(
    tuple(Take(seat, Loot.ITEM, CARDS[kind]) for kind in range(20))
    for seat in range(_SEATS_AT_MOST)
)
_WEDDING_TAKES = tuple(
    tuple(Take(seat, Loot.WEDDING, CARDS[kind]) for kind in range(20))
    for seat in range(_SEATS_AT_MOST)
)
_TAKES = tuple(
    tuple(Take(seat, loot, card) for loot in Loot for card in (None, *PrairieCard))
    for seat in range(_SEATS_AT_MOST)
)
"""The space of ``Take``: every loot with no card or any prairie card, per seat (the checks
refuse those no table allows, the codec leaves them out)."""
SEAT_SETS: Mapping[frozenset[int], frozenset[int]] = MappingProxyType(
    {
        chosen: chosen
        for size in range(_SEATS_AT_MOST + 1)
        for chosen in map(frozenset, combinations(range(_SEATS_AT_MOST), size))
    }
)
"""Every set of seats (of a game of five), to the one frozenset equal to it that the rules
share: a grab window's ``waiting`` is one of these very objects in every state a game
reaches (all the seats as the window opens, one less as each acts, none as it closes), so
the tables keyed by it (the phases of :data:`~.apache.rulebook.MOVES`, the seats left as
one acts) find it by identity, without comparing sets."""
_SEATS = tuple(SEAT_SETS[frozenset(range(n))] for n in range(_SEATS_AT_MOST + 1))
_NOBODY = SEAT_SETS[frozenset()]


# -- what a hand card can loot ------------------------------------------------------------


def can_loot_on(table: tuple[int, ...], own: int, index: int, options: Options) -> bool:
    """The rule for playing a hand card, on a table of counts per kind (the state's form):
    ``own`` is the kind of the Indian card it needs, ``index`` the Indian's index. The
    rules and the features call it directly;
    :func:`~frontier_games.games.apache.can_make_loot` is its public face."""
    if not table[own]:
        return False
    if table[TIPI]:
        return True
    if index == _CHIEF:
        if not table[TOTEM_POLE]:
            return False
        males: int = sum(_males_face_up(table))  # the looting chief card among them
        if options.chief_captures_twin:
            return males >= 2
        return males > table[own]  # a male Indian other than his colour's chiefs
    return table[ITEM_OF[index]] > 0


def choices(
    table: tuple[int, ...],
    colours: tuple[Colour, ...],
    seat: int,
    indian: Indian,
    options: Options,
) -> tuple[Take, ...]:
    """Every loot ``seat``'s ``indian`` can make from ``table`` (counts per kind), in a fixed
    order (:func:`~frontier_games.games.apache.loot_choices` is its public face): its item
    (a chief's one per prisoner), then the tipis, then the weddings. Shared actions, built
    once."""
    index = indian.index
    own = colours[seat].index * 4 + index
    if not table[own]:
        return ()
    found: list[Take]
    if index == _CHIEF:
        prisoners = _PRISONER_TAKES[seat]
        if not table[TOTEM_POLE]:
            found = []
        elif options.chief_captures_twin:
            found = [prisoners[kind] for kind in _MALE_KINDS if table[kind] - (kind == own) > 0]
        else:
            found = [prisoners[kind] for kind in _MALE_KINDS if table[kind] and kind != own]
    elif table[ITEM_OF[index]]:
        found = [_ITEM_TAKES[seat]]
    else:
        found = []
    if table[TIPI]:
        found.append(_TIPI_TAKES[seat])
        if options.wedding:
            spouses = _MALE_KINDS if index == _WOMAN else _WOMAN_KINDS
            weddings = _WEDDING_TAKES[seat]
            found.extend(weddings[kind] for kind in spouses if table[kind])
    return tuple(found)


# -- the loot made, and the board settled -------------------------------------------------


def settle(
    setup: Setup,
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    removed: tuple[int, ...],
    card: BoardCard,
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...], Take | None] | None:
    """Settle one hand card of a closed window when its turn on the board comes: a useless
    card pays the penalty (the top two cards of its seat's pile are removed), a card with
    one possible loot makes it, a card with none goes away empty-handed.

    The one step of the board's resolution, shared by :func:`resolve` (so by ``apply``,
    which pays a useless card's penalty the same way without calling it) and the
    narration.

    :returns: the table, piles and removed cards after it, and the loot made (``None`` for
        a penalty or an empty hand); or ``None`` if its seat must choose among several
        loots.
    """
    seat = card.player
    if card.useless:
        if piles[seat]:
            piles, removed = _penalty(piles, removed, seat)
        return table, piles, removed, None
    found = choices(table, setup.colours, seat, card.indian, setup.options)
    if len(found) == 1:
        take = found[0]
        table, piles = make_loot(setup, table, piles, take, card)
        return table, piles, removed, take
    if found:
        return None
    return table, piles, removed, None


def _penalty(
    piles: tuple[tuple[int, ...], ...], removed: tuple[int, ...], seat: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The piles and removed cards once ``seat`` has paid the penalty: the top two cards of
    its winnings pile (as many as it has) removed from the game, top first."""
    taken, pile = take_top(piles[seat], PENALTY_CARDS)
    return (*piles[:seat], pile, *piles[seat + 1 :]), removed + taken


def make_loot(
    setup: Setup,
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    take: Take,
    card: BoardCard,
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Move a loot from the table onto the seat's winnings pile (and War Path's buffalo).

    The cards go on the pile in this order (the last on top): the looting Indian, the
    Joint Raid companions, the prisoner or spouse, then the loot cards; War Path's buffalo
    are laid on top after them. With ``Options.buffalo_under_pile`` the buffalo cards (a
    hunter's loot, War Path's) slide under the pile instead, in that same order, so the
    last one taken ends at the very bottom; the rest of the loot goes on top as usual.
    """
    seat, index = card.player, card.indian.index
    colours, options = setup.colours, setup.options
    counts = list(table)
    own = colours[seat].index * 4 + index
    counts[own] -= 1
    won = [own]
    captive: list[int] = []
    if take.indian is not None:
        kind = take.indian.index
        counts[kind] -= 1
        captive.append(kind)
    if options.joint_raid and take.loot is not Loot.WEDDING:
        for colour in Colour:
            if colour not in colours:  # a colour no seat owns
                kind = colour.index * 4 + index
                won.extend([kind] * counts[kind])
                counts[kind] = 0
    won.extend(captive)
    item = ITEM_OF[index] if take.loot is Loot.ITEM else TIPI
    under = options.buffalo_under_pile
    if item == BUFFALO and under:
        pile = (BUFFALO,) * counts[item] + piles[seat] + tuple(won)
    else:
        won.extend([item] * counts[item])
        pile = piles[seat] + tuple(won)
    counts[item] = 0
    if options.war_path and take.loot is Loot.ITEM and index == _WARRIOR:
        players = len(colours)
        new_piles = list(piles)
        for other in range(players):
            if other == seat:
                continue
            for _ in range(2 if players == 2 else 1):
                buffalo, new_piles[other] = take_topmost(new_piles[other], _is_buffalo)
                if buffalo is not None:
                    pile = (buffalo, *pile) if under else (*pile, buffalo)
        new_piles[seat] = pile
        return tuple(counts), tuple(new_piles)
    return tuple(counts), (*piles[:seat], pile, *piles[seat + 1 :])


def _is_buffalo(card: int) -> bool:
    return card == BUFFALO


def resolve(state: State, cards: Cards, board: tuple[BoardCard, ...], start: int) -> State:
    """The position once the closed window's ``board`` is resolved from position ``start``,
    bottom first, from ``state`` (whose window it is) with ``cards`` (its cards, with any
    loot already chosen made): stop at a seat with a choice of loot to make; else turn up
    the next card, or end the game."""
    setup = state.setup
    table, piles, removed = cards.table, cards.piles, cards.removed
    for index in range(start, len(board)):
        card = board[index]
        if card.useless:  # as settle pays it, without the call: the commonest case
            if piles[card.player]:
                piles, removed = _penalty(piles, removed, card.player)
            continue
        settled = settle(setup, table, piles, removed, card)
        if settled is None:
            cards = cards.evolve(table=table, piles=piles, removed=removed)
            return state.evolve(cards=cards, board=board, waiting=_NOBODY, resolving=index)
        table, piles, removed, _ = settled
    heap = cards.heap
    if not heap:  # the game is over: nobody turns up another card
        cards = cards.evolve(table=table, piles=piles, removed=removed, last_board=board)
        return state.evolve(cards=cards, board=(), waiting=_NOBODY, resolving=0)
    turner = board[-1].player if board else (state.turner + 1) % len(setup.colours)
    return turn_up(state, heap, table, piles, removed, turner, board)


def turn_up(
    state: State,
    heap: tuple[int, ...],
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    removed: tuple[int, ...],
    turner: int,
    last_board: tuple[BoardCard, ...],
) -> State:
    """``turner`` turns up the next card of ``heap`` onto ``table``, and a grab window
    opens for every seat: ``state`` with these cards (``last_board`` the board of the
    window just resolved)."""
    card = heap[-1]
    table = table[:card] + (table[card] + 1,) + table[card + 1 :]
    cards = state.cards.evolve(
        heap=heap[:-1],
        table=table,
        piles=piles,
        removed=removed,
        last_board=last_board,
        turned_up=card,
    )
    waiting = _SEATS[len(state.setup.colours)]
    return state.evolve(cards=cards, turner=turner, board=(), waiting=waiting, resolving=0)


# -- choosing a loot: Take ----------------------------------------------------------------


def _window_closed(state: State, action: Take) -> bool:
    return not state.waiting


def _due(state: State, action: Take) -> bool:
    return state.board[state.resolving].player == action.player


def _said_not_yours(state: State, action: Take) -> str:
    return f"{seat(state.board[state.resolving].player)}'s hand card makes loot now"


def _on_table(state: State, action: Take) -> bool:
    loot, prisoner = action.loot, action.indian
    if type(loot) is not Loot or (prisoner is not None and type(prisoner) is not PrairieCard):
        return False
    setup = state.setup
    due = state.board[state.resolving]
    return action in choices(
        state.cards.table, setup.colours, action.player, due.indian, setup.options
    )


def _said_not_on_table(state: State, action: Take) -> str:
    loot, prisoner = action.loot, action.indian
    if type(loot) is not Loot:
        return f"a loot is a Loot, not {brief(loot)}"
    if prisoner is not None and type(prisoner) is not PrairieCard:
        return f"a prisoner or spouse is a PrairieCard, not {brief(prisoner)}"
    return f"{brief(action)} is not on the table"


def _take(state: State, action: Take) -> State:
    cards = state.cards
    table, piles = make_loot(
        state.setup, cards.table, cards.piles, action, state.board[state.resolving]
    )
    return resolve(state, cards.evolve(table=table, piles=piles), state.board, state.resolving + 1)


def _take_space(setup: None, seat: int) -> tuple[Take, ...]:
    return _TAKES[seat]


def _takes(state: State, seat: int) -> tuple[Take, ...]:
    # the kit asks the seat whose hand card is due, while loot is made
    setup = state.setup
    indian = state.board[state.resolving].indian
    return choices(state.cards.table, setup.colours, seat, indian, setup.options)


def _take_words(view: View, action: Take) -> Said:
    """``"take the buffalo"``, ``"take the green hunter prisoner and the totem poles"``,
    ``"take the tipis"``, ``"marry the green chief and receive the tipis"``: the item named
    when ``view`` shows the hand card due (``"take your item"`` otherwise)."""
    prisoner = action.indian
    other = "" if prisoner is None else f" the {prisoner.card_name}"
    if action.loot is Loot.TIPIS:
        return Said("take the tipis", "takes the tipis")
    if action.loot is Loot.WEDDING:
        return Said(f"marry{other} and receive the tipis", f"marries{other} and receives the tipis")
    if other:
        return Said(
            f"take{other} prisoner and the totem poles",
            f"takes{other} prisoner and the totem poles",
        )
    indian = due_indian(view, action.player)
    if indian is None:
        return Said("take your item", "takes its item")
    item = plural(CARDS[ITEM_OF[indian.index]])
    return Said(f"take the {item}", f"takes the {item}")


TAKE: Move[State, Take] = Move(
    Take,
    checks=(
        Check(
            "no-loot-to-choose",
            "loot is chosen only once the grab window has closed",
            _window_closed,
        ),
        Check("not-your-loot", _said_not_yours, _due),
        Check("loot-not-on-table", _said_not_on_table, _on_table),
    ),
    effect=_take,
    space=_take_space,
    listing=_takes,
    words=_take_words,
)
"""Once the window has closed, the hand card due on the Pow-Wow board makes loot; when it
can make several, its seat chooses one: its item (a chief's prisoner), all the tipis, or
(Wedding) a spouse. The checks: the window must have closed, the hand card due must be the
seat's, and the loot must be on the table (a loot a
:class:`~frontier_games.games.apache.Loot`, a prisoner or spouse a
:class:`~frontier_games.games.apache.PrairieCard`, and among :func:`choices`)."""


# -- codec ids ----------------------------------------------------------------------------

_MALE_CARDS = tuple(card for card in CARDS if card.indian not in (None, Indian.WOMAN))
_INDIAN_CARDS = tuple(card for card in CARDS if card.indian is not None)


def take_ids(seat: int) -> list[Take]:
    """The action codec's block of ``Take``: the item, the tipis, the chief's prisoner for
    each of the 15 male Indian cards, a spouse for each of the 20 Indian cards, in card
    order (37)."""
    return [
        Take(seat, Loot.ITEM),
        Take(seat, Loot.TIPIS),
        *(Take(seat, Loot.ITEM, card) for card in _MALE_CARDS),
        *(Take(seat, Loot.WEDDING, card) for card in _INDIAN_CARDS),
    ]
