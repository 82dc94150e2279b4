"""Which *Apache* states a game can reach: :func:`check_state`, and the two checks it
shares with :func:`~frontier_games.games.apache.determinize`.

A state loaded from JSON or built by hand is trusted for nothing. :func:`check_state`
checks its shape (every field of its declared type), then the setup, the 114 prairie
cards, the seats, the phase and the winnings piles, and raises
:class:`~frontier_games.core.InvalidStateError` naming the first broken invariant and
where it lies:

>>> import attrs
>>> from frontier_games.core import InvalidStateError
>>> from frontier_games.games import apache
>>> state = apache.new_game(3, seed=1)
>>> check_state(state)
>>> try:
...     check_state(attrs.evolve(state, turner=7))
... except InvalidStateError as error:
...     print(f"{error.invariant}: {error.message}")
no-such-seat: $.turner must be a seat of the 3-player game, from 0 to 2, not 7
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

from frontier_games.core import SetupError, brief, not_a
from frontier_games.games.apache.content import (
    BUFFALO,
    CARD_KINDS,
    CARDS,
    PRAIRIE_CARDS,
    PRAIRIE_COUNTS,
    Colour,
)
from frontier_games.games.apache.model import BoardCard, Cards, Options, Phase, Setup, State
from frontier_games.games.apache.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    can_loot_on,
    loot_choices,
    seat_colours,
)
from frontier_games.invariants import check_fields, check_rng, fail, per_seat, require, within

__all__ = ["check_state", "costs_penalty", "heap_counts"]

_FIRST_HEAP = len(PRAIRIE_CARDS) - 1
"""The heap's size in the first grab window: one card has been turned up."""


def heap_counts(kinds: Iterable[int]) -> list[int]:
    """How many cards of each kind are left for the heap once ``kinds`` (card kinds, each
    already known to be from 0 to 24) are counted out of the game's 114; a count below
    zero means more cards of that kind than the game has.

    >>> heap_counts([20, 20, 24])[20:]
    [31, 9, 9, 9, 8]
    """
    counts = list(PRAIRIE_COUNTS)
    for kind in kinds:
        counts[kind] -= 1
    return counts


def costs_penalty(
    table: tuple[int, ...], colours: tuple[Colour, ...], card: BoardCard, options: Options
) -> bool:
    """Whether ``card``, played while ``table`` (a count per kind) lies face up, could make
    no loot, and so is marked ``useless`` and costs the penalty (``card``'s seat already
    known to be one of ``colours``)."""
    index = card.indian.index
    return not can_loot_on(table, colours[card.player].index * 4 + index, index, options)


def check_state(state: State) -> None:
    """Raise unless ``state`` is a position an *Apache* game can reach.

    Checked in this order (the first broken invariant is raised, its code in brackets):
    every field of its declared type (``field-type``) and the generator (``rng``); 2 to 5
    seats (``player-count``); one colour a seat in ``Options.colours`` (``per-seat``);
    options that set up a game of that many seats (``options``) and seat the colours of
    ``setup.colours`` (``colours``); one winnings pile a seat (``per-seat``); a table of
    25 counts (``table-kinds``); every count and card kind within its range
    (``out-of-range``); the 114 prairie cards conserved (``cards-conserved``); every seat
    named a seat of the game (``no-such-seat``); at most one hand card a seat on each
    board (``one-card-per-seat``); no waiting seat with a card on the board (``waiting``);
    ``resolving`` a board position while loot is made, else 0 (``resolving``); the due
    hand card with two loots or more to choose from (``loot-due``); in a grab window the
    card turned up face up, and at the end no card face down (``phase``); an open
    window's hand cards marked useless exactly when they could make no loot
    (``penalty-mark``); the turner the seat that played last in the last window
    (``turner``), seat 0 in the first window, with no last board (``first-window``);
    each winnings pile's lowest card (above its buffalo, with buffalo under the pile) an
    Indian of its seat's colour (``pile-order``); with buffalo under the pile, every
    buffalo at the bottom (``buffalo-under-pile``).

    :raises TypeError: if ``state`` is not exactly an *Apache* ``State``.
    :raises InvalidStateError: naming the first broken invariant and where it lies.
    """
    if type(state) is not State:
        raise not_a("an apache State", state)
    check_fields(state)
    setup, cards = state.setup, state.cards
    check_rng(setup.rng, "$.setup.rng")
    players = _check_setup(setup)
    per_seat(cards.piles, players, "$.cards.piles")
    _check_cards(cards)
    _check_seats(state, players)
    _check_phase(state)
    _check_piles(setup, cards.piles)


def _check_setup(setup: Setup) -> int:
    """The seats, the options and the colours; returns the number of seats."""
    players = len(setup.colours)
    require(
        MIN_PLAYERS <= players <= MAX_PLAYERS,
        "player-count",
        f"$.setup.colours must give a colour to each of {MIN_PLAYERS} to {MAX_PLAYERS} seats, "
        f"not {players}",
    )
    options = setup.options
    if options.colours is not None:
        per_seat(options.colours, players, "$.setup.options.colours")
    try:
        colours = seat_colours(players, options)
    except SetupError as error:
        fail("options", f"$.setup.options must set up a {players}-player game: {error}")
    require(
        setup.colours == colours,
        "colours",
        f"$.setup.colours must be the colours $.setup.options seats, {brief(colours)}, "
        f"not {brief(setup.colours)}",
    )
    return players


def _kinds(kinds: tuple[int, ...], where: str) -> None:
    """Raise unless every one of ``kinds`` is a card kind, from 0 to 24."""
    for index, kind in enumerate(kinds):
        if not 0 <= kind < CARD_KINDS:
            within(kind, 0, CARD_KINDS - 1, f"{where}[{index}]")


def _check_cards(cards: Cards) -> None:
    """The table's counts, every card a kind, and the 114 prairie cards conserved."""
    table = cards.table
    require(
        len(table) == CARD_KINDS,
        "table-kinds",
        f"$.cards.table must hold one count for each of the {CARD_KINDS} card kinds, "
        f"not {len(table)}",
    )
    for kind, count in enumerate(table):
        within(count, 0, PRAIRIE_COUNTS[kind], f"$.cards.table[{kind}]")
    _kinds(cards.heap, "$.cards.heap")
    for seat, pile in enumerate(cards.piles):
        _kinds(pile, f"$.cards.piles[{seat}]")
    _kinds(cards.removed, "$.cards.removed")
    if cards.turned_up is not None:
        within(cards.turned_up, 0, CARD_KINDS - 1, "$.cards.turned_up")
    left = heap_counts(chain(cards.heap, *cards.piles, cards.removed))
    for kind, count in enumerate(table):
        if left[kind] != count:
            name = CARDS[kind].card_name
            fail(
                "cards-conserved",
                f"$.cards must hold the game's {PRAIRIE_COUNTS[kind]} {name} cards in the "
                f"heap, the table, the piles and the removed cards together, not "
                f"{PRAIRIE_COUNTS[kind] - left[kind] + count}",
            )


def _seat(seat: int, players: int, where: str) -> None:
    require(
        0 <= seat < players,
        "no-such-seat",
        f"{where} must be a seat of the {players}-player game, from 0 to {players - 1}, "
        f"not {brief(seat)}",
    )


def _board(board: tuple[BoardCard, ...], players: int, where: str) -> set[int]:
    """The seats with a hand card on ``board``, each a seat of the game and only once."""
    seats: set[int] = set()
    for index, card in enumerate(board):
        seat = card.player
        _seat(seat, players, f"{where}[{index}].player")
        require(
            seat not in seats,
            "one-card-per-seat",
            f"{where}[{index}] is the second hand card of seat {seat}; a seat plays one "
            "hand card a window",
        )
        seats.add(seat)
    return seats


def _check_seats(state: State, players: int) -> None:
    """Every seat named is one of the game's; one hand card a seat on each board; no
    waiting seat with a card on the board."""
    _seat(state.turner, players, "$.turner")
    for seat in sorted(state.waiting):
        _seat(seat, players, f"$.waiting[{brief(seat)}]")
    on_board = _board(state.board, players, "$.board")
    _board(state.cards.last_board, players, "$.cards.last_board")
    both = state.waiting & on_board
    require(
        not both,
        "waiting",
        f"$.waiting must hold only seats with no hand card on $.board, not seats {sorted(both)}",
    )


def _check_phase(state: State) -> None:
    """The phase (who is waiting, the board) consistent with ``resolving``, the heap, the
    table, the turner and the useless marks."""
    setup, cards, board, resolving = state.setup, state.cards, state.board, state.resolving
    phase = state.phase
    if phase is Phase.LOOT:
        require(
            0 <= resolving < len(board),
            "resolving",
            f"$.resolving must be a position of the {len(board)}-card board while loot is "
            f"made, from 0 to {len(board) - 1}, not {brief(resolving)}",
        )
        due = board[resolving]
        require(
            not due.useless,
            "loot-due",
            f"$.board[{resolving}], the hand card due to make loot, must not be marked "
            "useless: a useless card pays the penalty and chooses nothing",
        )
        choices = len(loot_choices(state, due.player, due.indian))
        require(
            choices >= 2,
            "loot-due",
            f"$.board[{resolving}], the hand card due to make loot, must have two loots or "
            f"more to choose from, not {choices}",
        )
    else:
        require(
            resolving == 0,
            "resolving",
            f"$.resolving must be 0 unless loot is being made, not {brief(resolving)} in {phase}",
        )
    heap = len(cards.heap)
    if phase is Phase.OVER:
        require(
            heap == 0,
            "phase",
            f"$.cards.heap must be empty once the game is over (nobody waiting, the board "
            f"empty), not hold {heap} cards",
        )
        return
    table = cards.table
    if phase is Phase.GRAB:
        turned = cards.turned_up
        require(
            any(table),
            "phase",
            "$.cards.table must hold the card turned up, as a grab window is open, not be empty",
        )
        if turned is not None:
            require(
                table[turned] > 0,
                "phase",
                f"$.cards.turned_up, the {CARDS[turned].card_name}, opened the grab window, "
                "so it must lie face up in $.cards.table",
            )
        for index, card in enumerate(board):
            useless = costs_penalty(table, setup.colours, card, setup.options)
            require(
                card.useless is useless,
                "penalty-mark",
                f"$.board[{index}].useless must be {useless}, as the hand card "
                f"{'could make no' if useless else 'could make'} loot on the table, "
                f"not {card.useless}",
            )
    last_board = cards.last_board
    if last_board:
        require(
            state.turner == last_board[-1].player,
            "turner",
            f"$.turner must be seat {last_board[-1].player}, which played the last hand card "
            f"of the last window, not {state.turner}",
        )
    if heap == _FIRST_HEAP:
        require(
            state.turner == 0 and not last_board,
            "first-window",
            "in the first window ($.cards.heap holding all but one card) $.turner must be "
            f"seat 0 and $.cards.last_board empty, not seat {state.turner} and "
            f"{len(last_board)} hand cards",
        )


def _check_piles(setup: Setup, piles: tuple[tuple[int, ...], ...]) -> None:
    """Every loot goes on a winnings pile looting Indian first, and only penalties (from
    the top) and War Path (buffalo) take cards away: so the lowest card that is not a
    buffalo slid under is an Indian of the seat's own colour."""
    under = setup.options.buffalo_under_pile
    for seat, pile in enumerate(piles):
        lowest = 0
        if under:
            lowest = pile.count(BUFFALO)
            require(
                pile[:lowest].count(BUFFALO) == lowest,
                "buffalo-under-pile",
                f"$.cards.piles[{seat}] must hold its {lowest} buffalo at its bottom, as "
                "buffalo slide under the pile",
            )
        if lowest < len(pile):
            colour = setup.colours[seat]
            card = CARDS[pile[lowest]]
            require(
                card.colour is colour,
                "pile-order",
                f"$.cards.piles[{seat}][{lowest}] must be an Indian of seat {seat}'s colour, "
                f"{colour.name.lower()}, as every loot is stacked looting Indian first, "
                f"not the {card.card_name}",
            )
