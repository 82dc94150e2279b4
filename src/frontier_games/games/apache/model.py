"""*Apache*'s options, phases, actions, states and views: frozen values, no rules.

Public values (actions and views) show a card as a
:class:`~frontier_games.games.apache.content.PrairieCard`; the :class:`State` keeps its
compact form, the card's kind (an int, ``card.index``): there the face-up table is a tuple
of 25 counts, one per kind. A winnings pile is a tuple of cards, bottom first (its end is
its top); the Pow-Wow board lists the hand cards played in the current grab window, bottom
(first to arrive) first.
"""

from __future__ import annotations

import enum

from frontier_games.core import Action, Frozen, action_class, frozen_class
from frontier_games.games.apache.content import Colour, Indian, PrairieCard
from frontier_games.messages import listed, position_repr, safe_repr, seat, view_kind
from frontier_games.rng import Rng

__all__ = [
    "ApacheAction",
    "BoardCard",
    "Cards",
    "Loot",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "Setup",
    "State",
    "Take",
    "View",
]


@frozen_class
class Options(Frozen):
    """The three additional rules of the rulebook, which combine freely, two readings of it,
    and the seating. Every flag is a ``bool`` (anything else is a ``SetupError``).

    :ivar war_path: a warrior who collects tomahawks takes a buffalo from each other pile.
    :ivar wedding: with a tipi face up, an Indian woman may marry a male Indian (or the
        reverse), taking both Indians and all tipis.
    :ivar joint_raid: Indians of colours no seat owns join the looting Indian of their kind.
    :ivar chief_captures_twin: the looser reading of the chief's rule: the second chief card
        of his own colour counts as "another male Indian" and may be taken prisoner. Off
        (the default, the strict reading), only one of two identical Indians makes loot and
        the other stays face up, so it neither counts nor can be taken.
    :ivar buffalo_under_pile: follow the rulebook's War Path advice: the buffalo cards a loot
        brings (a hunter's, or those War Path takes) slide under the winnings pile instead
        of going on top, so penalties, which take the top two cards, reach them last.
    :ivar colours: the colour each seat chose, seat order, one per seat and all different;
        ``None`` (the default) seats seat ``i`` at colour ``Colour(i)``. The colours no seat
        chose are the unowned ones.
    """

    war_path: bool = False
    wedding: bool = False
    joint_raid: bool = False
    chief_captures_twin: bool = False
    buffalo_under_pile: bool = False
    colours: tuple[Colour, ...] | None = None


class Phase(enum.Enum):
    """Where the game is: a grab window is open, a seat chooses its loot, or it is over."""

    GRAB = "grab"
    LOOT = "loot"
    OVER = "over"


class Loot(enum.Enum):
    """What an Indian takes: its own item, all tipis instead, or (Wedding) a spouse."""

    ITEM = "item"
    TIPIS = "tipis"
    WEDDING = "wedding"


@action_class
class Play(Action):
    """Lay a hand card on the Pow-Wow board in the current grab window.

    Any hand card may be played; one that could not make loot at that moment costs the
    top two cards of the winnings pile (the penalty).
    """

    player: int
    indian: Indian


@action_class
class Pass(Action):
    """Let this grab window pass without playing a hand card."""

    player: int


@action_class
class Take(Action):
    """Make loot with the hand card of yours that is due on the Pow-Wow board.

    :ivar loot: what the Indian takes.
    :ivar indian: the Indian card a chief takes prisoner (with ``Loot.ITEM``), or the
        spouse (with ``Loot.WEDDING``), such as ``PrairieCard.GREEN_HUNTER``; otherwise
        ``None``. (Version-1 records wrote the card's kind, an int, here; they load as the
        :class:`~frontier_games.games.apache.content.PrairieCard` of that value.)
    """

    player: int
    loot: Loot
    indian: PrairieCard | None = None


ApacheAction = Play | Pass | Take
"""Every *Apache* action."""


@frozen_class
class BoardCard(Frozen):
    """A hand card on the Pow-Wow board.

    :ivar player: whose card it is.
    :ivar indian: which hand card.
    :ivar useless: whether it could not have made loot when it landed (penalty).
    """

    player: int
    indian: Indian
    useless: bool


@frozen_class
class Setup(Frozen):
    """What the set-up fixes for the whole game.

    :ivar colours: each seat's colour, in seat order (from ``Options.colours``).
    :ivar options: the additional rules in play.
    :ivar rng: the random generator, as it was left by shuffling the heap.
    """

    colours: tuple[Colour, ...]
    options: Options
    rng: Rng


@frozen_class
class Cards(Frozen):
    """Where the prairie cards are, and the last window's Pow-Wow board: what changes as a
    grab window closes and as loot is made, never with a play or a pass.

    Cards are card kinds (ints) here, the compact form the rules index with.

    :ivar heap: the face-down prairie cards, shuffled; the end is the next card turned up.
    :ivar table: how many cards of each kind lie face up (25 counts).
    :ivar piles: each seat's winnings pile, bottom first (its end is its top).
    :ivar removed: the cards penalties removed from the game, in order.
    :ivar last_board: the Pow-Wow board of the last grab window resolved, first arrival
        first (empty before the first one, or if nobody played in it): every seat saw these
        hand cards land, so views keep showing them once they are back in their hands.
    :ivar turned_up: the kind of the card turned up last (it opened the current grab
        window, or the last one), which every seat saw turned over; ``None`` in a
        position built by hand without one.
    """

    heap: tuple[int, ...]
    table: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    last_board: tuple[BoardCard, ...] = ()
    turned_up: int | None = None


@frozen_class
class State(Frozen):
    """A full *Apache* position.

    The parts that change least are nested (:class:`Setup` never, :class:`Cards` once per
    grab window), so that a play or a pass builds a small object.

    :ivar setup: the seats' colours, the options and the generator.
    :ivar cards: the heap, the face-up table, the winnings piles and the removed cards.
    :ivar turner: the seat that turned up the last card.
    :ivar board: the Pow-Wow board, first arrival first.
    :ivar waiting: in a grab window, the seats that have neither played nor passed.
    :ivar resolving: while loot is made, the board position whose loot is chosen; the
        hand cards below it are back in their owners' hands.
    """

    setup: Setup
    cards: Cards
    turner: int
    board: tuple[BoardCard, ...]
    waiting: frozenset[int]
    resolving: int

    @property
    def players(self) -> int:
        """How many seats play: one per colour chosen."""
        return len(self.setup.colours)

    @property
    def phase(self) -> Phase:
        """A grab window is open while a seat is still waiting; loot is made while the closed
        window's board is resolved; with neither, the game is over."""
        if self.waiting:
            return Phase.GRAB
        if self.board:
            return Phase.LOOT
        return Phase.OVER

    @safe_repr
    def __repr__(self) -> str:
        """``<apache State: 33 cards face down, 3 players, grab window, seats 0 and 2
        waiting>``: short (the full form is :func:`~frontier_games.serialization.to_json`)."""
        due = self.board[self.resolving].player if self.board and not self.waiting else None
        where = _where(len(self.cards.heap), self.players, self.waiting, due)
        return position_repr("apache", "State", *where)


@frozen_class
class View(Frozen):
    """What a seat (or a spectator, ``player=None``) sees: everything but the heap's order.

    Hand cards are known (each seat holds its colour's four, less those on the board), the
    board is face up, and winnings piles are shown in full because every card in them was
    won face up in front of everyone, and the order they are stacked in is the one this
    library fixes (the rulebook fixes none: see :doc:`/games/apache-rules-notes`). Who is
    still ``waiting`` is shown too: an app must know whom the window waits for, and a
    ``Pass`` is the library's stand-in for the moment passing (see the rules notes).

    :ivar colours: each seat's colour.
    :ivar hands: each seat's hand cards (see :func:`~frontier_games.games.apache.hand`).
    :ivar heap_size: how many prairie cards are still face down.
    :ivar table: the face-up prairie cards, one entry per card (repeats for several cards
        of a kind), in :class:`~frontier_games.games.apache.content.PrairieCard` order.
    :ivar piles: each seat's winnings pile, bottom first (its end is its top).
    :ivar removed: the cards penalties removed from the game, in order (each penalty's
        cards top first).
    :ivar turner: the seat that turned up the last card.
    :ivar turned_up: the card it turned up (see :class:`Cards`); ``None`` only in a
        position built by hand.
    :ivar board: the Pow-Wow board, first arrival first.
    :ivar last_board: the board of the last grab window resolved (see :class:`Cards`).
    :ivar waiting: the seats that may still play or pass in the open grab window.
    :ivar phase: see :attr:`State.phase`.
    :ivar resolving: while loot is made, the board position whose loot is chosen.
    """

    players: int
    options: Options
    player: int | None
    colours: tuple[Colour, ...]
    hands: tuple[tuple[Indian, ...], ...]
    heap_size: int
    table: tuple[PrairieCard, ...]
    piles: tuple[tuple[PrairieCard, ...], ...]
    removed: tuple[PrairieCard, ...]
    turner: int
    turned_up: PrairieCard | None
    board: tuple[BoardCard, ...]
    last_board: tuple[BoardCard, ...]
    waiting: frozenset[int]
    phase: Phase
    resolving: int

    @safe_repr
    def __repr__(self) -> str:
        """``<apache View of seat 0: 33 cards face down, 3 players, grab window, seats 0
        and 2 waiting>``: short, as a state's (the full form is
        :func:`~frontier_games.serialization.to_json`)."""
        due = self.board[self.resolving].player if self.phase is Phase.LOOT else None
        where = _where(self.heap_size, self.players, self.waiting, due)
        return position_repr("apache", view_kind(self.player), *where)

    def _repr_svg_(self) -> str:
        """The view's picture (:func:`~frontier_games.games.apache.svg`), which notebooks
        show for a view."""
        from frontier_games.games.apache.picture import svg  # it imports this module

        return svg(self)


def _where(
    face_down: int, players: int, waiting: frozenset[int], due: int | None
) -> tuple[str, ...]:
    """Where a game stands, for the ``repr`` of a state or a view: the cards still face
    down, the players, and the grab window's seats still waiting, the seat choosing its
    loot, or the end."""
    if type(face_down) is not int or type(players) is not int:  # a view built by hand
        raise ValueError("a position's counts are ints")
    now = (f"{face_down} cards face down", f"{players} players")
    if waiting:
        seats = listed([str(s) for s in sorted(waiting)])
        return (*now, "grab window", f"seat{'s' if len(waiting) > 1 else ''} {seats} waiting")
    if due is not None:
        return (*now, f"{seat(due)} chooses its loot")
    return (*now, "game over")
