"""The rules of *Apache* as pure functions: setup, who may act, legal actions, transitions.

The game is a loop of **grab windows**. A seat turns up a prairie card; then every seat
plays one hand card on the Pow-Wow board (:class:`~.model.Play`) or lets the moment pass
(:class:`~.model.Pass`), and the order of ``apply`` calls is the order of arrival. When all
seats have acted the window closes and the board is resolved bottom first: each hand card
makes loot with what is still on the table (a seat with several possible loots chooses with
:class:`~.model.Take`; a single possibility is taken at once), is snatched empty-handed, or
pays the penalty if it could not have made loot when it landed. Then the seat whose hand
card was played last (or, if none was, the next seat clockwise) turns up the next card.
After the last card's window the game ends.

``apply`` is the hot path of every playout, so a play or a pass checks its seat with one
set lookup, builds one small :class:`~.model.State` and re-derives nothing; every table
below is an immutable value built at import.
"""

from __future__ import annotations

from operator import itemgetter
from types import MappingProxyType

import attrs

from frontier_games.core import (
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    Timing,
    brief,
    check_player_count,
    not_a,
)
from frontier_games.deck import take_top, take_topmost
from frontier_games.games.apache.content import (
    BUFFALO,
    CARD_KINDS,
    CARDS,
    ITEM_OF,
    MALE,
    PRAIRIE_CARDS,
    TIPI,
    TOTEM_POLE,
    Colour,
    Indian,
    PrairieCard,
    table_counts,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Cards,
    Loot,
    Options,
    Pass,
    Play,
    Setup,
    State,
    Take,
    View,
)
from frontier_games.messages import unreadable_view
from frontier_games.rng import Rng, shuffle
from frontier_games.scoring import rank

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "PENALTY_CARDS",
    "actors",
    "apply",
    "can_loot_on",
    "can_make_loot",
    "checked_options",
    "hand",
    "hands_of",
    "is_over",
    "legal_actions",
    "loot_choices",
    "make_loot",
    "max_actions",
    "new_game",
    "outcome",
    "seat_colours",
    "settle",
    "timing",
]

NAME = "apache"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
PENALTY_CARDS = 2
"""How many cards from the top of the winnings pile a useless hand card costs."""

_CHIEF, _WARRIOR, _WOMAN = Indian.CHIEF.index, Indian.WARRIOR.index, Indian.WOMAN.index
_MALE_KINDS = tuple(kind for kind in range(20) if MALE[kind % 4])
_WOMAN_KINDS = tuple(kind for kind in range(20) if not MALE[kind % 4])
_males_face_up = itemgetter(*_MALE_KINDS)
"""The face-up counts of the male Indian kinds (a C-level gather, for the chief's test)."""

# Immutable tables built once at import: who may act, the actions and the board cards are
# shared values, never rebuilt in a playout.
_SEATS: tuple[frozenset[int], ...] = tuple(frozenset(range(n)) for n in range(MAX_PLAYERS + 1))
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_NOBODY: frozenset[int] = frozenset()
_GRAB_ACTIONS: tuple[tuple[Play | Pass, ...], ...] = tuple(
    (*(Play(seat, indian) for indian in Indian), Pass(seat)) for seat in range(MAX_PLAYERS)
)
_BOARD_CARDS: tuple[tuple[tuple[BoardCard, BoardCard], ...], ...] = tuple(
    tuple((BoardCard(seat, indian, False), BoardCard(seat, indian, True)) for indian in Indian)
    for seat in range(MAX_PLAYERS)
)
"""``_BOARD_CARDS[seat][indian.index][useless]``."""
_ITEM_TAKES = tuple(Take(seat, Loot.ITEM) for seat in range(MAX_PLAYERS))
_TIPI_TAKES = tuple(Take(seat, Loot.TIPIS) for seat in range(MAX_PLAYERS))
_PRISONER_TAKES = tuple(
    tuple(Take(seat, Loot.ITEM, CARDS[kind]) for kind in range(20)) for seat in range(MAX_PLAYERS)
)
_WEDDING_TAKES = tuple(
    tuple(Take(seat, Loot.WEDDING, CARDS[kind]) for kind in range(20))
    for seat in range(MAX_PLAYERS)
)
_DEFAULT_COLOURS: tuple[tuple[Colour, ...], ...] = tuple(
    tuple(Colour)[:n] for n in range(MAX_PLAYERS + 1)
)
_EMPTY_TABLE = (0,) * CARD_KINDS
_FLAGS = tuple(field.name for field in attrs.fields(Options) if field.name != "colours")
"""The names of the on/off :class:`~.model.Options`, each of which must be a ``bool``."""
_A_STATE = "an apache State"
_A_POSITION = "an apache State or View"


# -- setup --------------------------------------------------------------------------------


def seat_colours(players: int, options: Options | None = None) -> tuple[Colour, ...]:
    """The colour each seat plays: ``options.colours``, or seat ``i`` at ``Colour(i)``.

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`new_game` checks them), for instance if ``options.colours`` is not a
        tuple of one :class:`~.Colour` per seat, all different.
    """
    return _colours(players, checked_options(players, options))


def _colours(players: int, options: Options) -> tuple[Colour, ...]:
    """``options.colours`` checked, or the default colours (``players`` already checked)."""
    colours = options.colours
    if colours is None:
        return _DEFAULT_COLOURS[players]
    if type(colours) is not tuple or any(type(c) is not Colour for c in colours):
        raise SetupError(f"{NAME}: colours must be a tuple of Colour members, not {brief(colours)}")
    if len(colours) != players:
        raise SetupError(
            f"{NAME}: colours names {len(colours)} colours for {players} players; "
            "give exactly one per seat"
        )
    if len(set(colours)) != players:
        raise SetupError(f"{NAME}: each seat needs its own colour, got {brief(colours)}")
    return colours


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats as
    :func:`new_game` checks them.

    :raises SetupError: if ``players`` is not an int from 2 to 5, ``options`` is not an
        :class:`~.model.Options` (exactly: not a subclass), one of its flags is not a
        ``bool``, or its colours do not give each seat its own colour.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        options = Options()
    elif type(options) is not Options:
        raise SetupError(f"{NAME}: options must be an apache Options, not {brief(options)}")
    for flag in _FLAGS:
        value = getattr(options, flag)
        if type(value) is not bool:
            raise SetupError(f"{NAME}: option {flag} must be True or False, not {brief(value)}")
    _colours(players, options)
    return options


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Shuffle the prairie heap, and let seat 0 (the sharpest eagle eye) turn up a card.

    :param players: 2 to 5; each seat plays the colour :func:`seat_colours` gives it.
    :param seed: the seed of the game's random generator.
    :param options: the additional rules in play and the seats' colours (by default no
        additional rule, and seat ``i`` plays ``Colour(i)``).
    :raises SetupError: if ``players`` is out of range, ``options`` is not an
        :class:`~.model.Options`, one of its flags is not a ``bool``, or its colours do not
        give each seat its own colour.
    """
    options = checked_options(players, options)
    colours = _colours(players, options)
    heap, rng = shuffle(Rng.from_seed(seed), PRAIRIE_CARDS)
    setup = Setup(colours, options, rng)
    return _turn_up(setup, heap, _EMPTY_TABLE, ((),) * players, (), 0, ())


def _turn_up(
    setup: Setup,
    heap: tuple[int, ...],
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    removed: tuple[int, ...],
    turner: int,
    last_board: tuple[BoardCard, ...],
) -> State:
    """``turner`` turns up the heap's next card, and a grab window opens for every seat."""
    card = heap[-1]
    table = (*table[:card], table[card] + 1, *table[card + 1 :])
    cards = Cards(heap[:-1], table, piles, removed, last_board, card)
    return State(setup, cards, turner, (), _SEATS[len(setup.colours)], 0)


# -- who may act, and how -----------------------------------------------------------------


def actors(state: State) -> frozenset[int]:
    """The seats that may act: in a grab window, those that have neither played nor passed;
    while loot is made, the seat whose hand card is due; none once the game is over.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    # One exact-type test (some 15 ns): a view holds waiting, board and resolving too, so
    # without it a view would answer as its state does.
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    waiting = state.waiting
    if waiting:
        return waiting
    board = state.board
    if board:
        return _ONLY[board[state.resolving].player]
    return _NOBODY


def timing(state: State) -> Timing:
    """How the seats that may act now act: a grab window with two or more seats waiting is a
    ``RACE`` (the first hand card down loots first); one seat waiting, or a seat choosing
    its loot, is a ``TURN``; ``OVER`` once the game has ended.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    waiting = state.waiting
    if waiting:
        return Timing.RACE if len(waiting) > 1 else Timing.TURN
    return Timing.TURN if state.board else Timing.OVER


def legal_actions(state: State, player: int) -> tuple[ApacheAction, ...]:
    """``player``'s legal actions, in a fixed order; empty if it may not act.

    In a grab window: the four hand cards (in :class:`~.content.Indian` order), then
    :class:`~.model.Pass`. Playing a card that cannot make loot is legal: it costs the
    penalty. While loot is made: the due seat's :func:`loot_choices`. A ``player`` that is
    not a seat (``True``, ``0.0``, ``7``) has no actions.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    waiting = state.waiting
    if waiting:
        if type(player) is int and player in waiting:
            return _GRAB_ACTIONS[player]
        return ()
    board = state.board
    if board:
        due = board[state.resolving]
        if type(player) is int and due.player == player:
            setup = state.setup
            return _choices(state.cards.table, setup.colours, player, due.indian, setup.options)
    return ()


def _check_seat(position: State | View, seat: object) -> None:
    """:raises ValueError: if ``seat`` is not a seat of the game (an exact int)."""
    players = position.players
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {brief(players)}-player game")


def _check_indian(indian: object) -> None:
    """:raises ValueError: if ``indian`` is not an :class:`~.content.Indian`."""
    if type(indian) is not Indian:
        raise ValueError(f"there is no hand card {brief(indian)}")


def _check_state(state: object) -> None:
    """:raises TypeError: unless ``state`` is an *Apache* state (exactly)."""
    if type(state) is not State:
        raise not_a(_A_STATE, state)


def _check_position(position: object) -> None:
    """:raises TypeError: unless ``position`` is an *Apache* state or view (exactly)."""
    if type(position) is not State and type(position) is not View:
        raise not_a(_A_POSITION, position)


def _bad_view(position: object, error: Exception) -> Exception:
    """What a helper raises when reading ``position`` failed with ``error``: a view whose
    fields are not what a view holds (one built by hand) is a ``ValueError``; a state's
    failure is a bug, raised as it is."""
    if type(position) is View:
        return unreadable_view(error)
    return error


def _position(position: State | View) -> tuple[tuple[int, ...], tuple[Colour, ...], Options]:
    """The face-up count per kind, the seats' colours and the options of a state or a view:
    what the public helpers need, the same for ``view(state, p)`` as for ``state``."""
    if isinstance(position, View):  # exactly a View: the public helpers checked it
        return table_counts(position.table), position.colours, position.options
    setup = position.setup
    return position.cards.table, setup.colours, setup.options


def hand(position: State | View, seat: int) -> tuple[Indian, ...]:
    """``seat``'s hand cards, in :class:`~.content.Indian` order: its colour's four, less the
    one it has on the Pow-Wow board. ``position`` is a state or any seat's view.

    A seat plays at most one card per window and takes it back once its loot (or its
    penalty) is settled, so the hand is four cards again whenever a window has closed.

    :raises TypeError: if ``position`` is not an *Apache* state or view.
    :raises ValueError: if ``seat`` is not a seat of this game (an int from 0).
    """
    _check_position(position)
    try:
        _check_seat(position, seat)
        return _hand(position.board[position.resolving :], seat)
    except (AttributeError, TypeError, IndexError) as error:
        raise _bad_view(position, error) from None


_FOUR = tuple(Indian)
_FULL_HANDS = tuple((_FOUR,) * players for players in range(MAX_PLAYERS + 1))
_FOUR_LESS = MappingProxyType(
    {id(played): tuple(indian for indian in _FOUR if indian is not played) for played in _FOUR}
)
"""The four hand cards less each one, by the ``id`` of the one played (an enum member is a
singleton, and hashing one is a Python call); what is not an Indian takes none away."""


def _hand(board: tuple[BoardCard, ...], seat: int) -> tuple[Indian, ...]:
    """``seat``'s hand with ``board`` (the cards not yet settled) on the Pow-Wow board."""
    for card in board:
        if card.player == seat:  # at most one card of a seat's is on the board
            return _FOUR_LESS.get(id(card.indian), _FOUR)
    return _FOUR


def hands_of(position: State | View) -> tuple[tuple[Indian, ...], ...]:
    """Every seat's :func:`hand`, in seat order (``position`` already known to be sound):
    what a view shows."""
    board = position.board[position.resolving :]
    if not board:
        return _FULL_HANDS[position.players]
    # each seat's card on the board, the first one where there are two (as _hand finds it)
    played = {card.player: card.indian for card in reversed(board)}
    return tuple(
        [
            _FOUR_LESS.get(id(played[seat]), _FOUR) if seat in played else _FOUR
            for seat in range(position.players)
        ]
    )


def can_make_loot(position: State | View, player: int, indian: Indian) -> bool:
    """Whether ``player``'s hand card ``indian`` could make loot from the table of
    ``position`` (a state or any seat's view).

    The Indian card of the player's colour must lie face up and be able to take a card: its
    item (the chief: a totem pole and another male Indian card as prisoner; his twin, the
    second chief card of his colour, counts only with ``Options.chief_captures_twin``) or
    the tipis. A wedding needs a tipi too, so Wedding does not widen this. A hand card
    played when this is false costs the penalty.

    :raises TypeError: if ``position`` is not an *Apache* state or view.
    :raises ValueError: if ``player`` is not a seat of this game, or ``indian`` is not an
        :class:`~.content.Indian`.
    """
    _check_position(position)
    _check_indian(indian)
    index = indian.index
    try:
        _check_seat(position, player)
        table, colours, options = _position(position)
        return can_loot_on(table, colours[player].index * 4 + index, index, options)
    except (AttributeError, TypeError, IndexError) as error:
        raise _bad_view(position, error) from None


def can_loot_on(table: tuple[int, ...], own: int, index: int, options: Options) -> bool:
    """The rule for playing a hand card, on a table of counts per kind (the state's form):
    ``own`` is the kind of the Indian card it needs, ``index`` the Indian's index. The
    rules and the features call it directly; :func:`can_make_loot` is its public face."""
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


def loot_choices(position: State | View, player: int, indian: Indian) -> tuple[Take, ...]:
    """Every loot ``player``'s ``indian`` can make from the table of ``position`` (a state or
    any seat's view), in a fixed order.

    First its item (a chief: one choice per male Indian kind it can take prisoner, any
    colour, owned or not, other than the chief card itself and, unless
    ``Options.chief_captures_twin``, his twin), then all tipis, then (with Wedding) one
    choice per spouse kind face up. Empty when it can make no loot.

    :raises TypeError: if ``position`` is not an *Apache* state or view.
    :raises ValueError: if ``player`` is not a seat of this game, or ``indian`` is not an
        :class:`~.content.Indian`.
    """
    _check_position(position)
    _check_indian(indian)
    try:
        _check_seat(position, player)
        table, colours, options = _position(position)
        return _choices(table, colours, player, indian, options)
    except (AttributeError, TypeError, IndexError) as error:
        raise _bad_view(position, error) from None


def _choices(
    table: tuple[int, ...],
    colours: tuple[Colour, ...],
    seat: int,
    indian: Indian,
    options: Options,
) -> tuple[Take, ...]:
    index = indian.index
    own = colours[seat].index * 4 + index
    if not table[own]:
        return ()
    choices: list[Take]
    if index == _CHIEF:
        prisoners = _PRISONER_TAKES[seat]
        if not table[TOTEM_POLE]:
            choices = []
        elif options.chief_captures_twin:
            choices = [prisoners[kind] for kind in _MALE_KINDS if table[kind] - (kind == own) > 0]
        else:
            choices = [prisoners[kind] for kind in _MALE_KINDS if table[kind] and kind != own]
    elif table[ITEM_OF[index]]:
        choices = [_ITEM_TAKES[seat]]
    else:
        choices = []
    if table[TIPI]:
        choices.append(_TIPI_TAKES[seat])
        if options.wedding:
            spouses = _MALE_KINDS if index == _WOMAN else _WOMAN_KINDS
            weddings = _WEDDING_TAKES[seat]
            choices.extend(weddings[kind] for kind in spouses if table[kind])
    return tuple(choices)


# -- transitions --------------------------------------------------------------------------


def _refuse(rule: str, message: str, action: object, player: object) -> IllegalActionError:
    seat = player if type(player) is int else None
    return IllegalActionError(rule, message, player=seat, action=action)


def apply(state: State, action: ApacheAction) -> State:
    """The position after ``action``; ``state`` is untouched.

    :raises IllegalActionError: with ``rule`` one of ``"game-over"`` (the game has ended),
        ``"no-such-seat"``, ``"not-an-action"``, ``"card-already-played"`` (that hand card
        lies on the board in this window), ``"one-card-per-window"`` (the seat already
        played or passed in this window), ``"no-such-hand-card"``, ``"loot-being-made"``
        (the window is closed and loot is being made), ``"no-loot-to-choose"`` (a
        :class:`~.model.Take` while a window is open), ``"not-your-loot"`` (another seat's
        hand card is due) or ``"loot-not-on-table"`` (the chosen loot is not available, or
        its loot is not a :class:`~.model.Loot`, or its prisoner or spouse is not a
        :class:`~.content.PrairieCard`). An action is one of the three classes exactly: an
        instance of a subclass is ``"not-an-action"``.
    :raises TypeError: if ``state`` is not an *Apache* ``State``.
    """
    try:
        if type(action) is Play:
            return _play(state, action)
        if type(action) is Pass:
            return _pass(state, action)
        if type(action) is Take:
            return _take(state, action)
    except (AttributeError, TypeError, IndexError):
        if type(state) is not State:
            raise not_a(_A_STATE, state) from None
        raise
    _check_state(state)
    try:
        seat = getattr(action, "player", None)
    except Exception:  # a broken object: no seat to name
        seat = None
    if is_over(state):
        raise _refuse("game-over", "the game is over", action, seat)
    raise _refuse("not-an-action", f"{brief(action)} is not an Apache action", action, seat)


def _play(state: State, action: Play) -> State:
    seat = action.player
    waiting = state.waiting
    if type(seat) is not int or seat not in waiting:
        raise _not_waiting(state, action, seat)
    indian = action.indian
    if type(indian) is not Indian:
        raise _refuse("no-such-hand-card", f"there is no hand card {brief(indian)}", action, seat)
    setup = state.setup
    index = indian.index
    own = setup.colours[seat].index * 4 + index
    useless = not can_loot_on(state.cards.table, own, index, setup.options)
    board = (*state.board, _BOARD_CARDS[seat][index][useless])
    waiting = waiting - _ONLY[seat]
    if waiting:
        return State(setup, state.cards, state.turner, board, waiting, 0)
    return _resolve(setup, state.cards, state.turner, board, 0)


def _pass(state: State, action: Pass) -> State:
    seat = action.player
    waiting = state.waiting
    if type(seat) is not int or seat not in waiting:
        raise _not_waiting(state, action, seat)
    waiting = waiting - _ONLY[seat]
    if waiting:
        return State(state.setup, state.cards, state.turner, state.board, waiting, 0)
    return _resolve(state.setup, state.cards, state.turner, state.board, 0)


def _not_waiting(state: State, action: Play | Pass, seat: object) -> IllegalActionError:
    """Why a play or pass by a seat that is not waiting in a grab window is refused."""
    _check_state(state)  # off the hot path: a view must not be refused as if a state
    if is_over(state):
        return _refuse("game-over", "the game is over", action, seat)
    if type(seat) is not int or not 0 <= seat < state.players:
        return _refuse("no-such-seat", f"there is no seat {brief(seat)}", action, seat)
    if not state.waiting:
        return _refuse(
            "loot-being-made", "the grab window is closed: loot is being made", action, seat
        )
    indian = action.indian if type(action) is Play else None
    if type(indian) is Indian and any(
        card.player == seat and card.indian is indian for card in state.board
    ):
        return _refuse(
            "card-already-played",
            "that hand card already lies on the Pow-Wow board in this window",
            action,
            seat,
        )
    return _refuse(
        "one-card-per-window",
        "a seat may play only one hand card (or pass) after each card turned up",
        action,
        seat,
    )


def _take(state: State, action: Take) -> State:
    _check_state(state)
    seat = action.player
    if is_over(state):
        raise _refuse("game-over", "the game is over", action, seat)
    if type(seat) is not int or not 0 <= seat < state.players:
        raise _refuse("no-such-seat", f"there is no seat {brief(seat)}", action, seat)
    if state.waiting:
        raise _refuse(
            "no-loot-to-choose", "loot is chosen only once the grab window has closed",
            action, seat,
        )  # fmt: skip
    board = state.board
    due = board[state.resolving]
    if due.player != seat:
        raise _refuse(
            "not-your-loot", f"seat {due.player}'s hand card makes loot now", action, seat
        )
    loot = action.loot
    if type(loot) is not Loot:
        raise _refuse("loot-not-on-table", f"a loot is a Loot, not {brief(loot)}", action, seat)
    prisoner = action.indian
    if prisoner is not None and type(prisoner) is not PrairieCard:
        raise _refuse(
            "loot-not-on-table", f"a prisoner or spouse is a PrairieCard, not {brief(prisoner)}",
            action, seat,
        )  # fmt: skip
    setup, cards = state.setup, state.cards
    choices = _choices(cards.table, setup.colours, seat, due.indian, setup.options)
    if action not in choices:
        raise _refuse("loot-not-on-table", f"{brief(action)} is not on the table", action, seat)
    take = choices[choices.index(action)]  # the canonical value, shared by every state
    table, piles = make_loot(setup, cards.table, cards.piles, take, due)
    cards = Cards(cards.heap, table, piles, cards.removed, cards.last_board, cards.turned_up)
    return _resolve(setup, cards, state.turner, board, state.resolving + 1)


def _resolve(
    setup: Setup,
    cards: Cards,
    turner: int,
    board: tuple[BoardCard, ...],
    start: int,
) -> State:
    """Resolve the closed window's board from position ``start``, bottom first: stop at a
    seat with a choice of loot to make; else turn up the next card, or end the game."""
    table, piles, removed = cards.table, cards.piles, cards.removed
    for index in range(start, len(board)):
        settled = settle(setup, table, piles, removed, board[index])
        if settled is None:
            cards = Cards(cards.heap, table, piles, removed, cards.last_board, cards.turned_up)
            return State(setup, cards, turner, board, _NOBODY, index)
        table, piles, removed, _ = settled
    heap = cards.heap
    if not heap:  # the game is over: nobody turns up another card
        cards = Cards((), table, piles, removed, board, cards.turned_up)
        return State(setup, cards, turner, (), _NOBODY, 0)
    turner = board[-1].player if board else (turner + 1) % len(setup.colours)
    return _turn_up(setup, heap, table, piles, removed, turner, board)


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

    The one step of the board's resolution, shared by :func:`apply` and the narration.

    :returns: the table, piles and removed cards after it, and the loot made (``None`` for
        a penalty or an empty hand); or ``None`` if its seat must choose among several
        loots.
    """
    seat = card.player
    if card.useless:
        if piles[seat]:
            taken, pile = take_top(piles[seat], PENALTY_CARDS)
            piles = (*piles[:seat], pile, *piles[seat + 1 :])
            removed += taken
        return table, piles, removed, None
    choices = _choices(table, setup.colours, seat, card.indian, setup.options)
    if len(choices) == 1:
        take = choices[0]
        table, piles = make_loot(setup, table, piles, take, card)
        return table, piles, removed, take
    if choices:
        return None
    return table, piles, removed, None


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


# -- the end ------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether the last card's grab window has been resolved.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return not state.waiting and not state.board


def outcome(state: State) -> Outcome:
    """Each seat scores the cards in its winnings pile; the most wins, ties share.

    :raises TypeError: if ``state`` is not an *Apache* ``State``.
    :raises GameNotOverError: while the game is going on.
    """
    _check_state(state)
    if not is_over(state):
        raise GameNotOverError("the Apache game is not over")
    return rank(tuple(len(pile) for pile in state.cards.piles))


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: per prairie card, one window action and at most
    one loot choice per seat.

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`new_game` checks them).
    """
    checked_options(players, options)
    return len(PRAIRIE_CARDS) * 2 * players
