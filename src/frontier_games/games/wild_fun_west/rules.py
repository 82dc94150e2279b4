"""The rules of *Wild Fun West* as pure functions: setup, who may act, legal actions, the
moves, and the end. The rest of the rules lives beside it: :mod:`.wild_fun_west.table` (what
the table shows: income, bans, seats), :mod:`.wild_fun_west.turn` (the steps of a turn, in
order) and :mod:`.wild_fun_west.rulebook` (the moves on the rule kit, each kind declared
beside its checks and its effect in :mod:`.wild_fun_west.beginning`,
:mod:`.wild_fun_west.professions`, :mod:`.wild_fun_west.in_play` and
:mod:`.wild_fun_west.buildings`).

A turn runs through the :class:`~.wild_fun_west.model.Phase` members in the rulebook's order: the
beginning (Annie Oakley, Belle Starr), Step I (each profession revealed, offered to the
characters who may take it or switch its auction, then auctioned), a swap moment, Step II
(three buildings revealed, George Custer's redraw, the building bids, Judge Roy Bean's
choice on a tie), a second swap moment, and Step III (Receiving Income, paid at once).
Every "you may" ability is an action offered at its moment; ``Pass`` declines it.

The shared auctions (:mod:`frontier_games.auction`) run the bidding and keep the turn;
the moves keep the money and the cards. A move is legal exactly when it passes its kind's
checks (:data:`~.wild_fun_west.rulebook.MOVES`), which is when it is among
:func:`legal_actions`; :func:`apply` refuses any other with the rule it breaks and changes
nothing.
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
from frontier_games.games.wild_fun_west.content import (
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PROFESSIONS_PER_TURN,
    SHORT_GAME_TARGET,
    STANDARD_CONTENT,
    STARTING_MONEY,
    TARGET,
    Character,
    ObjectiveSet,
    Profession,
    objective_sets,
    validate_content,
)
from frontier_games.games.wild_fun_west.model import (
    Cards,
    Options,
    Phase,
    Setup,
    State,
    Turn,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rulebook import MOVES
from frontier_games.games.wild_fun_west.table import (
    banned,
    income,
    money_bound_of,
    objective_count,
)
from frontier_games.games.wild_fun_west.turn import begin_turn
from frontier_games.rng import Rng, choice, shuffle
from frontier_games.scoring import rank

__all__ = [
    "MAX_PLAYERS",
    "MAX_TURN_LIMIT",
    "MIN_PLAYERS",
    "MONEY_CAP",
    "NAME",
    "actors",
    "apply",
    "banned",
    "checked_options",
    "income",
    "is_over",
    "legal_actions",
    "max_actions",
    "money_bound",
    "new_game",
    "objective_count",
    "outcome",
    "standings",
    "timing",
]


NAME = "wild-fun-west"


MAX_TURN_LIMIT = 200

"""The largest ``Options.turn_limit``."""


MONEY_CAP = 5000

"""The most money the content and turn limit may let one seat hold (:func:`money_bound`):
every bid table, and the action codec, is as long as that."""


_A_STATE = "a wild-fun-west State"


_FLAGS = ("short_game", "open_money", "finish_turn")


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats as
    :func:`new_game` checks them.

    :raises SetupError: naming the first thing that would not set up a game: ``players`` not
        an int from 4 to 8, ``options`` not exactly an
        :class:`~.wild_fun_west.model.Options`, a flag not a ``bool``, a first player that
        is not a seat, an objective set not made for ``players``, characters not one
        different :class:`~.wild_fun_west.content.Character` per seat, a turn limit not an
        int from 1 to 200, content the rules cannot play, or content and a turn limit that
        let one seat's money pass :data:`MONEY_CAP`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        options = Options()
    elif type(options) is not Options:
        raise SetupError(f"{NAME}: options must be a wild-fun-west Options, not {brief(options)}")
    for flag in _FLAGS:
        value = getattr(options, flag)
        if type(value) is not bool:
            raise SetupError(f"{NAME}: option {flag} must be True or False, not {brief(value)}")
    check_first_player(NAME, options.first_player, players)
    chosen = options.objective_set
    if chosen is not None and (type(chosen) is not ObjectiveSet or chosen.players != players):
        names = ", ".join(s.name for s in objective_sets(players))
        raise SetupError(
            f"{NAME}: objective_set must be None or one of the {players}-player sets "
            f"({names}), not {brief(chosen)}"
        )
    characters = options.characters
    if characters is not None and (
        type(characters) is not tuple
        or len(characters) != players
        or any(type(c) is not Character for c in characters)
        or len(set(characters)) != players
    ):
        raise SetupError(
            f"{NAME}: characters must be None or a tuple of {players} different Character "
            f"members, one per seat, not {brief(characters)}"
        )
    limit = options.turn_limit
    if type(limit) is not int or not 1 <= limit <= MAX_TURN_LIMIT:
        raise SetupError(
            f"{NAME}: turn_limit must be an int from 1 to {MAX_TURN_LIMIT}, not {brief(limit)}"
        )
    content = options.content
    if content is not STANDARD_CONTENT:  # the standard content is checked at import
        validate_content(content)
    for objective_set in (chosen,) if chosen is not None else objective_sets(players):
        if len(content.objectives_of(objective_set)) != players:
            raise SetupError(
                f"{NAME}: the content's {objective_set.name} set must hold {players} "
                f"objective cards, one per seat"
            )
    bound = money_bound_of(players, content, limit)
    if bound > MONEY_CAP:
        raise SetupError(
            f"{NAME}: with this content and a turn limit of {limit}, a seat could hold "
            f"${bound}; at most ${MONEY_CAP} is supported (lower the turn limit or the incomes)"
        )
    return options


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Deal the game: characters, one objective card each from a set for the player count,
    $5 each, both decks shuffled, the First Player card to a seat; turn 1 begins.

    :param players: 4 to 8.
    :param seed: the seed of the game's random generator.
    :param options: see :class:`~.wild_fun_west.model.Options`.
    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    content = options.content
    rng = Rng.from_seed(seed)
    characters = options.characters
    if characters is None:
        dealt, rng = shuffle(rng, tuple(Character))
        characters = dealt[:players]
    objective_set = options.objective_set
    if objective_set is None:
        objective_set, rng = choice(rng, objective_sets(players))
    assert objective_set is not None
    objectives, rng = shuffle(rng, content.objectives_of(objective_set))
    deck, rng = shuffle(rng, tuple(card.profession for card in content.professions))
    building_deck, rng = shuffle(rng, content.buildings)
    first = options.first_player
    if first is None:
        first, rng = choice(rng, range(players))
    assert first is not None
    target = SHORT_GAME_TARGET if options.short_game else TARGET
    setup = Setup(
        options=options, characters=characters, objective_set=objective_set, target=target
    )
    empty: tuple[tuple[Profession, ...], ...] = ((),) * players
    cards = Cards(
        objectives=objectives,
        hands=empty,
        active=empty,
        deck=deck,
        discards=(),
        secret=None,
        town=(),
        building_deck=building_deck,
        building_discards=(),
        buildings_up=(),
        swapped=None,
    )
    money = (STARTING_MONEY,) * players
    table = State(
        setup=setup,
        turn=Turn(number=0, first=first),
        cards=cards,
        money=money,
        phase=Phase.BEGINNING,
        waiting=(),
        auction=None,
        activations=0,
        rng=rng,
    )  # the table dealt, before the first turn begins
    return begin_turn(table, table.turn, first, cards, money, rng)


def money_bound(players: int, options: Options | None = None) -> int:
    """The most money one seat can ever hold in this configuration: $5, the largest income
    the content allows every turn up to the turn limit, and every windfall (Billy the
    Kid's $15, all Belle Starr can steal, Jesse James's $7). No bid, placement or steal
    is larger.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    return money_bound_of(players, options.content, options.turn_limit)


def actors(state: State) -> frozenset[int]:
    """The seats that may act: the bidder to act in an auction (every seat still to commit
    a sealed bid), the seat asked in the other phases, nobody once the game is over.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State`` (a view is not one).
    """
    return _actors(state)


def timing(state: State) -> Timing:
    """``SEALED`` while two or more seats still have a sealed bid to commit; ``TURN`` when
    one seat may act; ``OVER`` once the game has ended.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    seats = _actors(state)
    if not seats:
        return Timing.OVER
    return Timing.SEALED if len(seats) > 1 else Timing.TURN


def legal_actions(state: State, player: int) -> tuple[WildFunWestAction, ...]:
    """``player``'s legal actions, in a fixed order; empty if it may not act now.

    Bidding for a profession: its bids from the lowest allowed to its money, then
    ``Pass`` (a sealed bid: $0 to its money, no pass). Building bids: ``Place`` on each
    building up (in the order drawn) from $1 to the money it has left, Jesse James's
    ``Steal`` amounts, then ``Pass``. The phases that ask one seat: that seat's choices
    there, ``Pass`` last. A ``player`` that is not a seat (``True``, ``0.0``, ``9``) has
    none.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    return _legal(state, player)


def apply(state: State, action: WildFunWestAction) -> State:
    """The position after ``action``; ``state`` is untouched. The action is checked by the
    rules of its own kind (:data:`~.wild_fun_west.rulebook.MOVES`), without listing the
    legal ones; an action :func:`legal_actions` has just listed for ``state`` (the very
    object) is known to pass.

    :raises IllegalActionError: naming the rule the action breaks (see
        :doc:`/games/wild-fun-west` for each): ``"game-over"``, ``"not-an-action"`` (also
        for an instance of a subclass of an action), ``"no-such-seat"``, ``"not-now"`` (an
        action of another phase), ``"not-your-turn"``, ``"not-an-amount"``; bids:
        ``"raise-too-small"``, ``"bid-above-money"``, ``"bid-negative"``,
        ``"already-bid"``, ``"must-bid"``; building bids: ``"building-not-up"``,
        ``"amount-not-positive"``, ``"bid-above-money"``; professions in play:
        ``"not-in-hand"``, ``"not-in-play"``, ``"no-money"``, ``"two-activations"``,
        ``"two-in-play"``, ``"banned-profession"``, ``"replacing-banned"``; abilities:
        ``"not-your-ability"``, ``"ability-used"``, ``"ability-not-now"``, ``"no-money"``
        ("Doc" Holliday), ``"steal-too-much"``, ``"not-in-deck"``, ``"not-tied"``.
    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    return _apply(state, action)


_actors = MOVES.actors
_legal = MOVES.legal
_apply = MOVES.apply


def is_over(state: State) -> bool:
    """Whether the game has ended: a seat has its objective, or the turn limit is reached.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    """Each seat scores the buildings of its objective card built in town, counted up to
    the target (4, or 3): the seats that reached it win, the most money among them
    breaking the tie, and a tie in money shares the victory. At the turn limit the most
    objective buildings win, then the most money.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    :raises GameNotOverError: while the game is going on.
    """
    if not is_over(state):
        raise GameNotOverError("the Wild Fun West game is not over")
    return standings(state)


def standings(state: State) -> Outcome:
    """How the seats rank now, as the end of the game ranks them (:func:`outcome`): by the
    buildings of each seat's objective card built in town, up to the target, then by
    money. A state only: the objective cards are secret.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    town, target = state.cards.town, state.setup.target
    counts = [objective_count(card, town) for card in state.cards.objectives]
    scores = [min(count, target) for count in counts]
    return rank(
        scores,
        tiebreaks=(state.money,),
        details=[
            {"objective buildings": count, "money": money}
            for count, money in zip(counts, state.money, strict=True)
        ],
    )


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: per turn, every bid each auction can take (each
    raises by $1 at least, up to :func:`money_bound`, with passes between), every
    placement the seats' money allows, and each one-by-one question.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    most = money_bound_of(players, options.content, options.turn_limit)
    reveals = PROFESSIONS_PER_TURN.get(players, 3)
    auction = players + (most + 1) * players
    per_turn = (
        2
        + reveals * (2 + auction)
        + 2 * players * (MAX_ACTIVE + 3)
        + 1
        + (players * most + JESSE_JAMES_LIMIT + 2) * players
        + 1
    )
    return options.turn_limit * per_turn
