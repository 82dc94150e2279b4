"""What a seat sees of an *Apache* position, states consistent with it, and a text picture.

Only the order of the face-down prairie heap and the random generator are hidden. Hand
cards are known to all, the Pow-Wow board is face up (cards are laid face up as they
arrive, so a window's plays are visible at once), the card turned up last is known, and
winnings piles are shown in full: every card in them was won face up in front of everyone,
stacked in the order this library fixes (the rulebook fixes none).
"""

from __future__ import annotations

import functools

from frontier_games.core import SetupError, brief, check_viewer, determinized, not_a
from frontier_games.games.apache.content import (
    CARDS,
    LOOT_KINDS,
    PRAIRIE_CARDS,
    PRAIRIE_COUNTS,
    Colour,
    Indian,
    PrairieCard,
    card_name,
    table_cards,
    table_counts,
)
from frontier_games.games.apache.invariants import costs_penalty, heap_counts
from frontier_games.games.apache.model import (
    BoardCard,
    Cards,
    Options,
    Phase,
    Setup,
    State,
    View,
)
from frontier_games.games.apache.rulebook import MOVES
from frontier_games.games.apache.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    hands_of,
    loot_choices,
    seat_colours,
)
from frontier_games.messages import reads_view
from frontier_games.rng import Rng, shuffle

__all__ = ["determinize", "render", "unseen_cards", "view"]

_A_VIEW = "an apache View"
_CARDS_IN_GAME = len(PRAIRIE_CARDS)
_CARD_OF = CARDS.__getitem__
"""A card kind's :class:`~.content.PrairieCard`."""
_table_cards = functools.lru_cache(maxsize=256)(table_cards)
""":func:`~.content.table_cards`, remembered for the last tables seen: a table changes only
as a grab window closes or loot is made, and every view meanwhile shows the same one."""


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator); the same for every seat but ``player``.

    :raises TypeError: if ``state`` is not an *Apache* ``State``.
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game (an int
        from 0; ``True`` is not seat 1).
    """
    if type(state) is not State:
        raise not_a("an apache State", state)
    setup, cards = state.setup, state.cards
    players = len(setup.colours)  # state.players
    check_viewer(player, players)
    turned = cards.turned_up
    return View(
        players, setup.options, player, setup.colours,
        hands_of(state), len(cards.heap),
        _table_cards(cards.table), tuple([tuple(map(_CARD_OF, pile)) for pile in cards.piles]),
        _public(cards.removed), state.turner, None if turned is None else CARDS[turned],
        state.board, cards.last_board, state.waiting, state.phase, state.resolving,
    )  # fmt: skip


_view_of = view
""":func:`view`, under a name that ``determinize``'s parameter does not hide."""


def _public(kinds: tuple[int, ...]) -> tuple[PrairieCard, ...]:
    """Cards as the state keeps them (kinds) as a view shows them."""
    return tuple(map(_CARD_OF, kinds))


def _kinds(cards: tuple[PrairieCard, ...]) -> tuple[int, ...]:
    """Cards as a view shows them as the state keeps them (kinds)."""
    return tuple(card.index for card in cards)


def _cards(value: object, what: str) -> tuple[PrairieCard, ...]:
    """``value``, checked to be a tuple of at most 114 prairie cards.

    :raises ValueError: naming ``what`` (the view's field) otherwise.
    """
    if type(value) is not tuple:
        raise ValueError(f"the view's {what} is {brief(value)}, not a tuple of PrairieCards")
    if len(value) > _CARDS_IN_GAME:
        raise ValueError(
            f"the view's {what} holds {len(value)} cards; the game has {_CARDS_IN_GAME}"
        )
    for card in value:
        if type(card) is not PrairieCard:
            raise ValueError(f"the view's {what} holds {brief(card)}, not a PrairieCard")
    return value


def _card_fields(view: View) -> None:
    """:raises ValueError: unless the view's table, piles and removed cards are tuples of
    prairie cards (one pile per seat)."""
    _cards(view.table, "table")
    piles = view.piles
    if type(piles) is not tuple or len(piles) != view.players:
        raise ValueError(f"the view's piles are {brief(piles)}, not a tuple of one pile per seat")
    for seat, pile in enumerate(piles):
        _cards(pile, f"pile of seat {seat}")
    _cards(view.removed, "removed cards")


def _unseen_counts(view: View) -> list[int]:
    """How many cards of each kind are still in the heap (the card fields already checked).

    :raises ValueError: if the view holds more cards of a kind than the game has.
    """
    seen = (*view.table, *(card for pile in view.piles for card in pile), *view.removed)
    counts = heap_counts(card.index for card in seen)
    for kind, count in enumerate(counts):
        if count < 0:
            raise ValueError(
                f"the view shows {PRAIRIE_COUNTS[kind] - count} {CARDS[kind].card_name} "
                f"cards; the game has {PRAIRIE_COUNTS[kind]}"
            )
    return counts


def unseen_cards(view: View) -> tuple[PrairieCard, ...]:
    """The prairie cards still in the heap, in kind order (their order in the heap is
    unknown).

    :raises TypeError: if ``view`` is not an *Apache* ``View``.
    :raises ValueError: if the view's cards are not tuples of prairie cards, or it holds
        more cards of a kind than the game has.
    """
    if type(view) is not View:
        raise not_a(_A_VIEW, view)
    players = view.players
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"the view's players is {brief(players)}, not an int from 2 to 5")
    _card_fields(view)
    return table_cards(tuple(_unseen_counts(view)))


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``: the unseen cards shuffled from ``seed``.

    Nothing in ``view`` is trusted: every field is checked against what a position could
    show, quickly (every count is bounded before it is used), and as the last step
    ``view(result, view.player) == view`` is checked.

    :raises TypeError: if ``view`` is not an *Apache* ``View``, or ``seed`` not an int.
    :raises ValueError: naming the inconsistency, if no position could show ``view``: a
        field of the wrong type, more cards of a kind than the game has, a heap size that
        does not match the unseen cards, hands that are not the colours' four less the
        board's cards, a board naming a seat twice, a phase that does not follow from who
        is waiting and the board, and so on.
    """
    if type(view) is not View:
        raise not_a(_A_VIEW, view)
    if type(seed) is not int:
        raise not_a("an int seed", seed)
    counts = _check_view(view)
    return determinized(view, view.player, lambda: _deal(view, counts, seed), _view_of, _playable)


def _deal(view: View, counts: list[int], seed: int) -> State:
    """The state ``view`` shows, its unseen cards (``counts`` of each kind) shuffled into the
    heap from ``seed``."""
    unseen = tuple(kind for kind, count in enumerate(counts) for _ in range(count))
    heap, rng = shuffle(Rng.from_seed(seed), unseen)
    setup = Setup(view.colours, view.options, rng)
    piles = tuple(_kinds(pile) for pile in view.piles)
    turned = None if view.turned_up is None else view.turned_up.index
    cards = Cards(
        heap, table_counts(view.table), piles, _kinds(view.removed), view.last_board, turned
    )
    return State(setup, cards, view.turner, view.board, view.waiting, view.resolving)


def _playable(guess: State) -> bool:
    """Whether the game can go on from ``guess``: it is over, or someone has a move."""
    seats = MOVES.actors(guess)
    return not seats or any(MOVES.legal(guess, seat) for seat in seats)


def _seat(view: View, value: object, what: str) -> int:
    """:raises ValueError: unless ``value`` is a seat of the view's game (an exact int)."""
    if type(value) is not int or not 0 <= value < view.players:
        raise ValueError(
            f"the view's {what} is {brief(value)}, not a seat of a {view.players}-player game"
        )
    return value


def _board_cards(view: View, board: object, what: str) -> tuple[BoardCard, ...]:
    """:raises ValueError: unless ``board`` is a tuple of hand cards, at most one per seat."""
    if type(board) is not tuple or len(board) > view.players:
        raise ValueError(
            f"the view's {what} is {brief(board)}, not a tuple of at most one BoardCard per seat"
        )
    seats: set[int] = set()
    for card in board:
        if type(card) is not BoardCard:
            raise ValueError(f"the view's {what} holds {brief(card)}, not a BoardCard")
        seat = _seat(view, card.player, f"{what}'s seat")
        if type(card.indian) is not Indian:
            raise ValueError(f"the view's {what} holds the hand card {brief(card.indian)}")
        if type(card.useless) is not bool:
            raise ValueError(
                f"the view's {what} marks a card useless {brief(card.useless)}, not a bool"
            )
        if seat in seats:
            raise ValueError(
                f"the view's {what} holds two hand cards of seat {seat}; a seat plays one "
                "per window"
            )
        seats.add(seat)
    return board


def _check_view(view: View) -> list[int]:
    """Every field of ``view`` checked against what a position could show, types and
    bounds first (no loop runs over a number the view gives); the final comparison in
    :func:`determinize` catches anything left, such as a table out of kind order.

    :returns: how many cards of each kind are unseen.
    :raises ValueError: naming the first inconsistency.
    """
    players = view.players
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"the view's players is {brief(players)}, not an int from 2 to 5")
    if type(view.options) is not Options:
        raise ValueError(f"the view's options are {brief(view.options)}, not an apache Options")
    try:
        colours = seat_colours(players, view.options)
    except SetupError as error:
        raise ValueError(f"the view's options would not set up a game: {error}") from None
    if type(view.colours) is not tuple or any(type(c) is not Colour for c in view.colours):
        raise ValueError(f"the view's colours are {brief(view.colours)}, not a tuple of Colours")
    if view.colours != colours:
        raise ValueError(
            f"the view's colours {brief(view.colours)} are not those its options seat, "
            f"{brief(colours)}"
        )
    if view.player is not None:
        _seat(view, view.player, "player")
    _card_fields(view)
    counts = _unseen_counts(view)
    heap_size = view.heap_size
    if type(heap_size) is not int or heap_size != sum(counts):
        raise ValueError(
            f"the view shows {brief(heap_size)} cards face down, where its other cards leave "
            f"{sum(counts)}"
        )
    _seat(view, view.turner, "turner")
    turned = view.turned_up
    if turned is not None and type(turned) is not PrairieCard:
        raise ValueError(f"the view's card turned up is {brief(turned)}, not a PrairieCard")
    board = _board_cards(view, view.board, "board")
    last_board = _board_cards(view, view.last_board, "last board")
    waiting = view.waiting
    if type(waiting) is not frozenset:
        raise ValueError(f"the view's waiting seats are {brief(waiting)}, not a frozenset")
    for seat in waiting:
        _seat(view, seat, "waiting seat")
    on_board = {card.player for card in board}
    if waiting & on_board:
        raise ValueError(
            f"seats {sorted(waiting & on_board)} are waiting in the view, yet their hand "
            "cards lie on the board"
        )
    phase = Phase.GRAB if waiting else Phase.LOOT if board else Phase.OVER
    if view.phase is not phase:
        raise ValueError(
            f"the view's phase is {brief(view.phase)}, but with {len(waiting)} seats waiting "
            f"and {len(board)} cards on the board it is {phase}"
        )
    resolving = view.resolving
    if type(resolving) is not int:
        raise ValueError(f"the view's resolving is {brief(resolving)}, not an int")
    table = table_counts(view.table)
    if phase is Phase.LOOT:
        if not 0 <= resolving < len(board):
            raise ValueError(
                f"the view resolves board position {brief(resolving)} of a board of {len(board)}"
            )
        due = board[resolving]
        if due.useless:
            raise ValueError("the view's due hand card pays the penalty: it has no loot to choose")
        choices = loot_choices(view, due.player, due.indian)
        if len(choices) < 2:
            raise ValueError(
                f"the view's due hand card has {len(choices)} loot to choose from; a seat "
                "chooses only among two or more"
            )
    elif resolving != 0:
        raise ValueError(f"the view resolves board position {brief(resolving)} in {phase}")
    if phase is Phase.OVER and heap_size:
        raise ValueError(f"the view's game is over with {heap_size} cards still face down")
    if phase is not Phase.OVER and last_board and view.turner != last_board[-1].player:
        raise ValueError(
            f"the view's turner is seat {view.turner}, but seat {last_board[-1].player} "
            "played the last hand card of the last window, so it turned up the next card"
        )
    if phase is Phase.GRAB:
        if not view.table:
            raise ValueError("a grab window is open in the view, yet no card lies face up")
        if turned is not None and not table[turned.index]:
            raise ValueError(
                f"the view's card just turned up, the {turned.card_name}, is not face up"
            )
        for card in board:
            useless = costs_penalty(table, colours, card, view.options)
            if card.useless is not useless:
                raise ValueError(
                    f"the view marks seat {card.player}'s {card.indian.card_name} useless="
                    f"{card.useless}; on its table it is useless={useless}"
                )
    hands = hands_of(view)
    if view.hands != hands:
        raise ValueError(
            f"the view's hands {brief(view.hands)} are not each colour's four less its card "
            f"on the board, {brief(hands)}"
        )
    return counts


@reads_view(View, _A_VIEW)
def render(view: View) -> str:
    """A plain-text picture: who the viewer is, the card turned up last (marked ``*`` among
    the face-up cards), the face-up cards by kind and colour, the Pow-Wow board (and the
    last window's), who is still to act, the hands and the pile sizes.

    :raises TypeError: if ``view`` is not an *Apache* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _render(view)


def _render(view: View) -> str:
    phase = {
        Phase.GRAB: "grab window open",
        Phase.LOOT: "making loot",
        Phase.OVER: "game over",
    }[view.phase]

    def seat_name(seat: int) -> str:
        return view.colours[seat].name.lower()

    you = (
        "you are a spectator"
        if view.player is None
        else f"you are seat {view.player}, {seat_name(view.player)}"
    )
    lines = [
        f"Apache, {view.players} players, {phase}; {view.heap_size} prairie cards face down",
        you,
    ]
    table = table_counts(view.table)
    turned = view.turned_up
    marked = turned is not None and table[turned.index] > 0
    if turned is not None:
        where = "marked *" if marked else "no longer face up"
        lines.append(f"{seat_name(view.turner)} turned up the {turned.card_name} ({where})")
    lines.append("face up:")

    def counted(kind: int, name: str) -> str:
        star = "*" if marked and turned is not None and turned.index == kind else ""
        return f"{name} {table[kind]}{star}"

    for indian in Indian:
        seen = [
            counted(colour.index * 4 + indian.index, colour.name.lower())
            for colour in Colour
            if table[colour.index * 4 + indian.index]
        ]
        plural = "Indian women" if indian is Indian.WOMAN else f"{indian.name.lower()}s"
        lines.append(f"  {plural}: {', '.join(seen) or '-'}")
    loot = [counted(k, card_name(k)) for k in LOOT_KINDS if table[k]]
    lines.append(f"  loot: {', '.join(loot) or '-'}")
    board = _board(view.colours, view.board) or "empty"
    lines.append(f"Pow-Wow board (first arrival first): {board}")
    lines.append(f"last window's board: {_board(view.colours, view.last_board) or '-'}")
    if view.phase is Phase.GRAB:
        waiting = [seat_name(seat) for seat in sorted(view.waiting)]
        lines.append(f"still to play or pass: {', '.join(waiting)}")
    elif view.phase is Phase.LOOT:
        lines.append(f"choosing loot: {seat_name(view.board[view.resolving].player)}")
    hands = [
        f"{seat_name(seat)} {' '.join(indian.name.lower() for indian in cards)}"
        for seat, cards in enumerate(view.hands)
    ]
    lines.append(f"hands: {'; '.join(hands)}")
    piles = [f"{seat_name(seat)} {len(pile)}" for seat, pile in enumerate(view.piles)]
    lines.append(f"winnings piles: {', '.join(piles)}; removed: {len(view.removed)}")
    return "\n".join(lines)


def _board(colours: tuple[Colour, ...], board: tuple[BoardCard, ...]) -> str:
    """A Pow-Wow board as text: ``"red hunter, yellow woman (penalty)"``."""
    return ", ".join(
        f"{colours[card.player].name.lower()} {card.indian.name.lower()}"
        + (" (penalty)" if card.useless else "")
        for card in board
    )
