"""The rules of *Rattlesnake City* as pure functions: setup, who decides, legal actions,
the moves, and the end. The rest lives beside it: :mod:`.rattlesnake_city.turn` (the turn,
step by step), :mod:`.rattlesnake_city.position` (every legal move),
:mod:`.rattlesnake_city.income` (the income track), :mod:`.rattlesnake_city.cards` (the
miscellaneous cards), :mod:`.rattlesnake_city.showdown` (bank attacks) and
:mod:`.rattlesnake_city.gunfight`.

One seat decides at a time. A move is legal exactly when it is among
:func:`legal_actions`; :func:`apply` refuses any other and changes nothing.
"""

from __future__ import annotations

from frontier_games.core import (
    GameNotOverError,
    Outcome,
    SetupError,
    Timing,
    brief,
    check_first_player,
    check_player_count,
    not_a,
)
from frontier_games.deck import Deck, draw
from frontier_games.games.rattlesnake_city.content import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STANDARD_CONTENT,
    STARTING_MONEY,
    Tile,
    in_order,
    validate_content,
)
from frontier_games.games.rattlesnake_city.model import (
    Board,
    Options,
    Piles,
    RattlesnakeAction,
    Seat,
    Setup,
    State,
    StationBonus,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.poker import MISSING_LIBRARY, poker_library_available
from frontier_games.games.rattlesnake_city.position import (
    MAX_EXCHANGE,
    MAX_RAISES,
)
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.rng import Rng, choice, shuffle
from frontier_games.scoring import competition_ranks

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "RULES_VERSION",
    "actors",
    "apply",
    "checked_options",
    "is_over",
    "legal_actions",
    "max_actions",
    "new_game",
    "outcome",
    "standings",
    "timing",
    "version_1_options",
]

NAME = "rattlesnake-city"
_A_STATE = "a rattlesnake-city State"
_MAX_OFFERS = 10


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats.

    :raises SetupError: ``players`` not an int from 2 to 6, ``options`` not exactly an
        :class:`~.rattlesnake_city.model.Options`, a first player that is not a seat, a
        starting income that is not $0 or $1,000, a station bonus that is not a
        :class:`~.rattlesnake_city.model.StationBonus`, a flag that is not a ``bool``, an
        offer bound outside 0 to 10, the real deal without the poker library *pokerkit*,
        or content the rules cannot play
        (:class:`~.rattlesnake_city.content.ContentError`).
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        return Options()
    if type(options) is not Options:
        raise SetupError(
            f"{NAME}: options must be a rattlesnake-city Options, not {brief(options)}"
        )
    check_first_player(NAME, options.first_player, players)
    if options.starting_income not in (0, 1_000) or type(options.starting_income) is not int:
        raise SetupError(
            f"{NAME}: starting_income must be 0 or 1000, not {brief(options.starting_income)}"
        )
    if type(options.station_bonus) is not StationBonus:
        raise SetupError(
            f"{NAME}: station_bonus must be a StationBonus, not {brief(options.station_bonus)}"
        )
    offers = options.offers_per_turn
    if type(offers) is not int or not 0 <= offers <= _MAX_OFFERS:
        raise SetupError(
            f"{NAME}: offers_per_turn must be an int from 0 to {_MAX_OFFERS}, not {brief(offers)}"
        )
    for flag in ("open_money", "real_deal", "stake_menu", "smallest_replies"):
        value = getattr(options, flag)
        if type(value) is not bool:
            raise SetupError(f"{NAME}: {flag} must be True or False, not {brief(value)}")
    if options.real_deal and not poker_library_available():
        raise SetupError(f"{NAME}: {MISSING_LIBRARY}")
    if options.content is not STANDARD_CONTENT:  # the standard content is checked at import
        validate_content(options.content)
    return options


RULES_VERSION = 2
"""The version of the rules this library plays *Rattlesnake City* by. Version 2 (issue 24)
lets a challenger stake any whole number of bills it holds, a gunfight's reply lay down
more cards than it needs, and a gunfight after poker open as a bank attack does; version
1 offered a menu of five stakes and the smallest replies and openings only
(``Options(stake_menu=True, smallest_replies=True)`` plays it again)."""


def version_1_options(options: Options) -> Options:
    """``options`` under which this library plays *Rattlesnake City* as rules version 1
    did: with the menu of stakes and the smallest replies and openings (``GAME``'s
    ``older_rules``).

    >>> version_1_options(Options()).stake_menu
    True
    """
    return options.evolve(stake_menu=True, smallest_replies=True)


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Set up the game: $10,000 each, the income markers on their starting space, five
    action cards each from the shuffled deck, the coup cards and the tiles in the bag; the
    first player (drawn at random unless chosen) places its saloon first.

    :param players: 2 to 6.
    :param seed: the seed of the game's random generator.
    :param options: see :class:`~.rattlesnake_city.model.Options`.
    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    content = options.content
    rng = Rng.from_seed(seed)
    first = options.first_player
    if first is None:
        first, rng = choice(rng, range(players))
    assert first is not None
    tiles: tuple[Tile, ...] = tuple(tile for tile, n in content.tiles for _ in range(n))
    bag, rng = shuffle(rng, tiles)
    deck, rng = shuffle(rng, tuple(card for card, n in content.action_cards for _ in range(n)))
    coups, rng = shuffle(rng, tuple(coup for coup, n in content.coup_cards for _ in range(n)))
    actions = Deck(deck)
    seats = []
    for _ in range(players):
        hand, actions, rng = draw(actions, rng, min(HAND_SIZE, len(actions.draw_pile)))
        seats.append(Seat(STARTING_MONEY, in_order(hand)))
    valley = content.valley
    broken = frozenset((rail.line, b) for rail in valley.lines for b in rail.broken)
    piles = Piles(bag=Deck(bag), actions=actions, coups=Deck(coups))
    return State(
        setup=Setup(options, players),
        board=Board((), broken),
        seats=tuple(seats),
        piles=piles,
        turn=Turn(first, Step.SALOON),
        rng=rng,
    )


def actors(state: State) -> frozenset[int]:
    """The seat that decides, alone (every participant still to choose its poker card face
    down, while they do); nobody once the game is over.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return MOVES.actors(state)


def timing(state: State) -> Timing:
    """``SEALED`` while two or more participants of a poker game are still to choose
    their cards face down (the order they commit in never matters), ``TURN`` whenever one
    seat decides, then ``OVER``.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if not actors(state):
        return Timing.OVER
    return Timing.SEALED if len(actors(state)) > 1 else Timing.TURN


def legal_actions(state: State, player: int) -> tuple[RattlesnakeAction, ...]:
    """``player``'s legal actions: kind by kind, in the order the step of the turn offers
    them (:data:`~.rattlesnake_city.rulebook.STEPS`); empty unless it decides now.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return MOVES.legal(state, player)


def apply(state: State, action: RattlesnakeAction) -> State:
    """The position after ``action``; ``state`` is untouched. The action is checked by the
    rules of its own kind (:mod:`frontier_games.moves`), without listing the legal ones;
    an action :func:`legal_actions` has just listed for ``state`` (the very object) is
    known to pass.

    :raises IllegalActionError: naming the first rule the action breaks: ``"game-over"``,
        ``"no-such-seat"``, ``"not-your-turn"``, ``"not-allowed"`` (not a move of this
        step), ``"no-such-move"`` (a field of the wrong type or out of every range), or
        the code of one of its kind's rules (see the game's page).
    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return MOVES.apply(state, action)


# -- the end -------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether the game has ended: a player holds the winning money, or the turn in which
    the last tile left the bag is over.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return state.turn.step is Step.OVER


def outcome(state: State) -> Outcome:
    """The ranking at the end of the game (see :func:`standings`).

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    :raises GameNotOverError: while the game is going on.
    """
    if not is_over(state):
        raise GameNotOverError("the Rattlesnake City game is not over")
    return standings(state)


def standings(state: State) -> Outcome:
    """How the players rank now: a player holding the winning money wins alone;
    otherwise the richest wins, and players equally rich share the victory.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    money = tuple(seat.money for seat in state.seats)
    keys = [(int(state.winner == s), m) for s, m in enumerate(money)]
    ranks = competition_ranks(keys)
    return Outcome(
        scores=money,
        ranks=ranks,
        winners=frozenset(s for s, place in enumerate(ranks) if place == 1),
        details=tuple((("money", m),) for m in money),
    )


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: one turn per tile, and in each turn the tile,
    the draw, every card played, the offers and their answers, a bank attack with every
    coup card fired, and the two passes.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    content = options.content
    tiles = sum(n for _, n in content.tiles)
    cards_ = sum(n for _, n in content.action_cards)
    coups = sum(n for _, n in content.coup_cards)
    per_turn = 2 + cards_ + 2 * options.offers_per_turn + 2 + coups + 2 + 2
    if options.real_deal:  # each participant: discards, bets, a replacement, reactions
        per_turn += players * (MAX_EXCHANGE + 1 + 2 * (MAX_RAISES + 1) + 2 + 8)
    return players + tiles * per_turn
