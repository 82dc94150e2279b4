"""The rules of *Chaparral* as pure functions: setup, who decides, legal actions, the
moves, and the end. The rest lives beside it: :mod:`.chaparral.table` (what the table shows),
:mod:`.chaparral.turn` (the round, step by step), :mod:`.chaparral.rulebook` (the moves on
the rule kit, each declared beside its effect in :mod:`.chaparral.allocation`,
:mod:`.chaparral.influence`, :mod:`.chaparral.characters` and
:mod:`.chaparral.end_of_phase`), :mod:`.chaparral.legal` (who decides and what it is
asked) and :mod:`.chaparral.objectives`.

One seat decides at a time, so every position's timing is ``TURN``. A move is legal
exactly when it passes its kind's checks (:data:`~.chaparral.rulebook.MOVES`), which is
when it is among :func:`legal_actions`; :func:`apply` refuses any other with the rule it
breaks and changes nothing.
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
from frontier_games.games.chaparral.content import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOT_IN_FIRST_ROUND,
    POLITICIANS,
    RAILWAY_GOODS,
    STAGECOACHES_REMOVED,
    STANDARD_CONTENT,
    STARTING_MONEY,
    Event,
    Farm,
    Good,
    Objective,
    StagecoachBonus,
    validate_content,
)
from frontier_games.games.chaparral.model import (
    Board,
    ChaparralAction,
    City,
    Options,
    Phase,
    PlayerBoard,
    Section,
    Setup,
    State,
    View,
)
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.table import fortune
from frontier_games.games.chaparral.turn import (
    CHARACTERS,
    begin_round,
    deal_tokens,
)
from frontier_games.messages import unreadable_view
from frontier_games.rng import Rng, choice, sample, shuffle
from frontier_games.scoring import competition_ranks

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
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
]

NAME = "chaparral"
_A_STATE = "a chaparral State"


def checked_options(players: int, options: Options | None) -> Options:
    """``options`` (the defaults for ``None``), checked for a game of ``players`` seats.

    :raises SetupError: ``players`` not an int from 2 to 4, ``options`` not exactly an
        :class:`~.chaparral.model.Options`, a first player that is not a seat, a flag that is not a
        ``bool``, or content the rules cannot play
        (:class:`~.chaparral.content.ContentError`).
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        return Options()
    if type(options) is not Options:
        raise SetupError(f"{NAME}: options must be a chaparral Options, not {brief(options)}")
    check_first_player(NAME, options.first_player, players)
    if type(options.alley_any_character) is not bool:
        raise SetupError(
            f"{NAME}: alley_any_character must be True or False, "
            f"not {brief(options.alley_any_character)}"
        )
    if options.content is not STANDARD_CONTENT:  # the standard content is checked at import
        validate_content(options.content)
    return options


def _farms_in_play(players: int) -> tuple[Farm, ...]:
    """Three farms of each animal (two with two players) and one wheat farm per player:
    the first cards of each kind."""
    per_animal = 2 if players == 2 else 3
    kept: list[Farm] = []
    for good in Good:
        of_kind = [farm for farm in Farm if farm.good is good]
        kept.extend(of_kind[: players if good is Good.WHEAT else per_animal])
    return tuple(kept)


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Set up the game: $15 and the tracks' starting spaces each, the objective cards
    (one of each with two players), the first event (redrawn if it is one the first
    round may not have), the stagecoaches (one politician card fewer with three players,
    two with two), the farms each with an Apache, the bonus tokens on the four
    characters of the first stagecoach.

    :param players: 2 to 4.
    :param seed: the seed of the game's random generator.
    :param options: see :class:`~.chaparral.model.Options`.
    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    content = options.content
    rng = Rng.from_seed(seed)
    first = options.first_player
    if first is None:
        first, rng = choice(rng, range(players))
    assert first is not None
    events, rng = shuffle(rng, tuple(Event))
    while events[-1] in NOT_IN_FIRST_ROUND:  # "reshuffle the whole deck and reveal another"
        events, rng = shuffle(rng, events)
    event, events = events[-1], events[:-1]
    coaches = tuple(card.stagecoach for card in content.stagecoaches)
    removed = STAGECOACHES_REMOVED[players]
    if removed:
        with_politician = [
            card.stagecoach
            for card in content.stagecoaches
            if card.bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN
        ]
        out, rng = sample(rng, with_politician, removed)
        coaches = tuple(c for c in coaches if c not in out)
    coaches, rng = shuffle(rng, coaches)
    stagecoach, coaches = coaches[-1], coaches[:-1]
    farms = _farms_in_play(players)
    copies = 1 if players == 2 else 2
    objectives = tuple(o for o in Objective for _ in range(copies))
    city = City(
        events=events,
        seen=((None,) * len(events),) * players,
        stagecoaches=coaches,
        farms=farms,
        apaches=farms,
        market=(0,) * len(Good),
        sections=tuple(Section(good=good) for good in RAILWAY_GOODS),
        finished=0,
        objectives=objectives,
        politicians=POLITICIANS,
    )
    tokens, rng = deal_tokens(content.stagecoach(stagecoach).characters, event, rng)
    board = Board(
        round=1,
        start=first,
        event=event,
        stagecoach=stagecoach,
        tokens=tokens,
        cowboys=(None,) * len(CHARACTERS),
        sheriff_coin=players == 2,
    )
    boards = (
        PlayerBoard(
            money=STARTING_MONEY,
            cowboys=content.starting_cowboys,
            iron=content.starting_iron,
            gold=content.starting_gold,
        ),
    ) * players
    setup = Setup(options=options, players=players, farms=farms)
    return begin_round(setup, board, city, boards, rng)


def actors(state: State) -> frozenset[int]:
    """The seat that decides, alone; nobody once the game is over.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return _actors(state)


def timing(state: State) -> Timing:
    """``TURN`` while the game goes on (one seat decides at a time), then ``OVER``.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    return Timing.TURN if actors(state) else Timing.OVER


def legal_actions(state: State, player: int) -> tuple[ChaparralAction, ...]:
    """``player``'s legal actions in a fixed order; empty unless it decides now (a
    ``player`` that is not a seat, such as ``True``, has none).

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return _legal(state, player)


def apply(state: State, action: ChaparralAction) -> State:
    """The position after ``action``; ``state`` is untouched. The action is checked by the
    rules of its own kind (:mod:`frontier_games.moves`), without listing the legal ones;
    an action :func:`legal_actions` has just listed for ``state`` (the very object) is
    known to pass.

    :raises IllegalActionError: naming the rule the action breaks (see
        :data:`~.chaparral.rulebook.MOVES`): the kit's common rules first (``"game-over"``,
        ``"not-an-action"``, ``"no-such-seat"``, ``"not-your-turn"``, ``"not-allowed"`` for
        a kind of move the phase does not offer, ``"no-such-move"`` for a field of the wrong
        type or out of every range), then the first of the kind's own checks it breaks
        (``"character-taken"``, ``"marker-already-there"``, ``"three-markers"``,
        ``"no-alley-cowboy"``, ``"farm-type-owned"``, ``"past-capacity"``, ...).
    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return _apply(state, action)


_actors = MOVES.actors
_legal = MOVES.legal
_apply = MOVES.apply


# -- the end -----------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether the game has ended (at the end of a round: the stagecoaches ran out, or a
    player claimed enough objectives).

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    """The ranking at the end of the game (see :func:`standings`).

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    :raises GameNotOverError: while the game is going on.
    """
    if not is_over(state):
        raise GameNotOverError("the Chaparral game is not over")
    return standings(state)


def standings(position: State | View) -> Outcome:
    """How the players rank now, as the end of the game ranks them: the most objectives
    wins, but only a player with a special objective may win; ties go to more special
    objectives, then to the greater fortune, and a tie in fortune shares the victory. If
    nobody has a special objective, the same order decides among all players. A state or
    a view (everything it reads is public).

    :raises TypeError: if ``position`` is neither a *Chaparral* ``State`` nor a ``View``.
    :raises ValueError: if a field of the view is not what a view holds.
    """
    if type(position) is State:
        return _standings(position, position.city.apaches)
    if type(position) is not View:
        raise not_a("a chaparral State or View", position)
    try:
        return _standings(position, position.apaches)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as error:
        raise unreadable_view(error) from None


def _standings(position: State | View, apaches: tuple[Farm, ...]) -> Outcome:
    content = position.setup.options.content
    special = {card.objective for card in content.objectives if card.special}
    boards = position.players
    counts = [len(board.objectives) for board in boards]
    specials = [sum(o in special for o in board.objectives) for board in boards]
    fortunes = [fortune(content, board, apaches) for board in boards]
    anyone = any(specials)
    keys = [
        (int(bool(specials[s]) or not anyone), counts[s], specials[s], fortunes[s])
        for s in range(len(boards))
    ]
    ranks = competition_ranks(keys)
    return Outcome(
        scores=tuple(counts),
        ranks=ranks,
        winners=frozenset(s for s, place in enumerate(ranks) if place == 1),
        details=tuple(
            (
                ("objectives", counts[s]),
                ("special objectives", specials[s]),
                ("fortune", fortunes[s]),
            )
            for s in range(len(boards))
        ),
    )


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: at most one round per stagecoach, and per
    round every allocation, influence marker, character step and end-of-phase choice.

    :raises SetupError: as :func:`checked_options`.
    """
    options = checked_options(players, options)
    rounds = len(options.content.stagecoaches)
    per_round = 16 + 4 * players + players * 40 + 2 * players
    return rounds * per_round
