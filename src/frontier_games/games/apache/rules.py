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

The moves are declared on the rule kit (:data:`~.apache.rulebook.MOVES`), each kind in its
home with its checks and effect: :mod:`.apache.grab` (``Play``, ``Pass``) and
:mod:`.apache.loot` (``Take``, and what a hand card loots: :func:`can_loot_on`,
:func:`make_loot`, :func:`settle`, which this module re-exports). :func:`legal_actions`
and :func:`apply` are made from them: a move is legal exactly when it passes its kind's
checks, which is when it is among :func:`legal_actions`.

``apply`` is the hot path of every playout: the action a seat was just offered is known to
pass, a play or a pass builds one small :class:`~.model.State`, and every table is an
immutable value built at import.
"""

from __future__ import annotations

from types import MappingProxyType

import attrs

from frontier_games.core import (
    GameNotOverError,
    Outcome,
    SetupError,
    Timing,
    brief,
    check_player_count,
    not_a,
)
from frontier_games.games.apache.content import (
    CARD_KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PENALTY_CARDS,
    PRAIRIE_CARDS,
    Colour,
    Indian,
    table_counts,
)
from frontier_games.games.apache.loot import (
    can_loot_on,
    choices,
    make_loot,
    settle,
    turn_up,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Cards,
    Options,
    Setup,
    State,
    Take,
    View,
)
from frontier_games.games.apache.rulebook import MOVES
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
    "standings",
    "timing",
]

NAME = "apache"

_NOBODY: frozenset[int] = frozenset()
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
    piles: tuple[tuple[int, ...], ...] = ((),) * players
    shuffled = State(
        setup=Setup(colours=colours, options=options, rng=rng),
        cards=Cards(heap=heap, table=_EMPTY_TABLE, piles=piles, removed=()),
        turner=0,
        board=(),
        waiting=_NOBODY,
        resolving=0,
    )
    return turn_up(shuffled, heap, _EMPTY_TABLE, piles, (), 0, ())


# -- who may act, and how -----------------------------------------------------------------


def actors(state: State) -> frozenset[int]:
    """The seats that may act: in a grab window, those that have neither played nor passed;
    while loot is made, the seat whose hand card is due; none once the game is over.

    :raises TypeError: if ``state`` is not an *Apache* ``State`` (a view is not one).
    """
    return _actors(state)


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
    return _legal(state, player)  # the kit asks actors first, which tests the state's type


def apply(state: State, action: ApacheAction) -> State:
    """The position after ``action``; ``state`` is untouched.

    :raises IllegalActionError: naming the rule the action breaks (see
        :data:`~.apache.rulebook.MOVES`): the kit's common rules first, ``"game-over"``
        (the game has ended), ``"not-an-action"`` (an action is one of the three classes
        exactly: an instance of a subclass is not one) and ``"no-such-seat"``; then the
        first of the kind's own: for a ``Play`` or a ``Pass``, ``"loot-being-made"`` (the
        window is closed and loot is being made), ``"card-already-played"`` (that hand
        card lies on the board in this window; a play only), ``"one-card-per-window"``
        (the seat already played or passed in this window), ``"no-such-hand-card"`` (a
        play's hand card is not an :class:`~.content.Indian`); for a :class:`~.model.Take`,
        ``"no-loot-to-choose"`` (a window is open), ``"not-your-loot"`` (another seat's
        hand card is due) or ``"loot-not-on-table"`` (the chosen loot is not available, or
        its loot is not a :class:`~.model.Loot`, or its prisoner or spouse is not a
        :class:`~.content.PrairieCard`). A field of the wrong type, which the kit finds in
        no move of the game, is named by the kind's own rule for that field.
    :raises TypeError: if ``state`` is not an *Apache* ``State``.
    """
    # No type test on the hot path: the kit asks who acts of a state it has not listed, which
    # tests the state's type.
    return _apply(state, action)


_actors = MOVES.actors
_legal = MOVES.legal
_apply = MOVES.apply


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
        return choices(table, colours, player, indian, options)
    except (AttributeError, TypeError, IndexError) as error:
        raise _bad_view(position, error) from None


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
    return standings(state)


def standings(position: State | View) -> Outcome:
    """How the seats rank now, as the end of the game ranks them: by the cards in each
    winnings pile, the most first, ties sharing. A state or any seat's view (the piles are
    public).

    :raises TypeError: if ``position`` is not an *Apache* state or view.
    :raises ValueError: if a field of the view is not what a view holds.
    """
    _check_position(position)
    try:
        if isinstance(position, State):
            return rank(tuple(len(pile) for pile in position.cards.piles))
        return rank(tuple(len(pile) for pile in position.piles))
    except (AttributeError, TypeError) as error:
        raise _bad_view(position, error) from None


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: per prairie card, one window action and at most
    one loot choice per seat.

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`new_game` checks them).
    """
    checked_options(players, options)
    return len(PRAIRIE_CARDS) * 2 * players
