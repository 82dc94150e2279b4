"""The rules of *Chaparral* as pure functions: setup, who decides, legal actions, the
moves, and the end. The rest lives beside it: :mod:`.chaparral.table` (what the table shows),
:mod:`.chaparral.turn` (the round, step by step), :mod:`.chaparral.legal` (every legal move),
:mod:`.chaparral.characters` (the characters' actions), :mod:`.chaparral.objectives`
and :mod:`.chaparral.refusals`.

One seat decides at a time, so every position's timing is ``TURN``. A move is legal
exactly when it is among :func:`legal_actions`; :func:`apply` refuses any other with the
rule it breaks and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from frontier_games.core import (
    GameNotOverError,
    Outcome,
    SetupError,
    Timing,
    brief,
    check_first_player,
    check_player_count,
    evolved,
    not_a,
)
from frontier_games.games.chaparral import characters as act
from frontier_games.games.chaparral.content import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOT_IN_FIRST_ROUND,
    RAILWAY_GOODS,
    STANDARD_CONTENT,
    STARTING_MONEY,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    StagecoachBonus,
    validate_content,
)
from frontier_games.games.chaparral.legal import allows, choices, deciding
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Board,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    City,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Options,
    Pass,
    Penalty,
    Perform,
    Phase,
    PlayerBoard,
    RemoveApache,
    Section,
    Sell,
    Setup,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    Turn,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.objectives import BENEFACTOR_GIFT, claim
from frontier_games.games.chaparral.refusals import why_not
from frontier_games.games.chaparral.table import fortune, turn_order, with_influence
from frontier_games.games.chaparral.turn import (
    CHARACTERS,
    after_allocation,
    allocation_slot,
    begin_round,
    deal_tokens,
    end_claims,
    end_stage_3_turn,
    influence_choices,
    next_influencer,
    replaced,
    with_player,
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
_POLITICIANS = 6


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
    removed = {2: 2, 3: 1}.get(players, 0)
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
        events, ((None,) * len(events),) * players, coaches, farms, farms,
        (0,) * len(Good), tuple(Section(good) for good in RAILWAY_GOODS), 0, objectives,
        _POLITICIANS,
    )  # fmt: skip
    tokens, rng = deal_tokens(content.stagecoach(stagecoach).characters, event, rng)
    board = Board(1, first, event, stagecoach, tokens, (None,) * len(CHARACTERS),
                  sheriff_coin=players == 2)  # fmt: skip
    boards = (
        PlayerBoard(
            STARTING_MONEY, content.starting_cowboys, content.starting_iron, content.starting_gold
        ),
    ) * players
    return begin_round(Setup(options, players, farms), board, city, boards, rng)


def actors(state: State) -> frozenset[int]:
    """The seat that decides, alone; nobody once the game is over.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    seat = deciding(state)
    return frozenset() if seat is None else frozenset((seat,))


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
    if type(player) is not int or player != deciding(state):
        return ()
    return choices(state)


def apply(state: State, action: ChaparralAction) -> State:
    """The position after ``action``; ``state`` is untouched.

    :raises IllegalActionError: naming the rule the action breaks: ``"game-over"``,
        ``"no-such-seat"``, ``"not-your-turn"``, ``"not-now"``, ``"character-taken"``,
        ``"marker-already-there"``, ``"three-markers"``, ``"not-that-characters-business"``,
        ``"alley-not-for-sheriff-or-mayor"``, ``"no-alley-cowboy"``,
        ``"cannot-pay-alley"``, ``"character-used"``, ``"no-cowboy-there"``,
        ``"farm-type-owned"``, ``"past-capacity"``, ``"cannot-buy-business"``,
        ``"objective-claimed"``, or ``"not-allowed"`` for any other move that is not
        among the legal ones.
    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    if not allows(state, action):
        raise why_not(state, action)
    effect: Callable[[State, Any], State] = _EFFECTS[type(action)]
    return effect(state, action)


# -- the effect of each legal action -----------------------------------------------------


def _placed(state: State, board: Board) -> State:
    """A piece is placed in Phase 1: the next one, or Phase 2 once all are."""
    turn = state.turn
    count = turn.count + 1
    turn = Turn(turn.seat, turn.step, turn.order, turn.done, turn.alley_used, None, count)
    state = State(state.setup, board, state.city, state.players, state.phase, turn, state.rng)
    if allocation_slot(state.setup.players, board.start, count) is None:
        return after_allocation(state)
    return state


def _phase_1_board(
    board: Board,
    cowboys: tuple[int | None, ...] | None = None,
    blocked: tuple[Character, ...] | None = None,
    alley: tuple[int, ...] | None = None,
) -> Board:
    """``board`` with a piece more on a character, a block or the alley (what
    ``attrs.evolve`` does, at a fraction of its cost: Phase 1 takes many steps)."""
    return Board(
        board.round, board.start, board.event, board.stagecoach, board.tokens,
        board.cowboys if cowboys is None else cowboys,
        board.blocked if blocked is None else blocked,
        board.alley if alley is None else alley, board.next_start, board.sheriff_coin,
    )  # fmt: skip


def _allocate(state: State, action: Allocate) -> State:
    board = state.board
    cowboys = list(board.cowboys)
    cowboys[CHARACTERS.index(action.character)] = action.player
    return _placed(state, _phase_1_board(board, cowboys=tuple(cowboys)))


def _enter_alley(state: State, action: EnterAlley) -> State:
    board = state.board
    return _placed(state, _phase_1_board(board, alley=(*board.alley, action.player)))


def _block(state: State, action: Block) -> State:
    board = state.board
    return _placed(state, _phase_1_board(board, blocked=(*board.blocked, action.character)))


def _influence(state: State, action: Influence) -> State:
    if state.phase is Phase.ACTIONS:
        return act.sheep_influence(state, action.business)
    seat = action.player
    board = state.players[seat]
    players = with_player(state, seat, with_influence(board, action.business))
    turn = state.turn
    assert action.character is not None
    turn = Turn(
        turn.seat, turn.step, turn.order, (*turn.done, action.character), turn.alley_used,
        None, turn.count + 1,
    )  # fmt: skip
    state = State(state.setup, state.board, state.city, players, state.phase, turn, state.rng)
    if influence_choices(state, seat):
        return state
    return next_influencer(state, turn.order)


def _pass(state: State, action: Pass) -> State:
    phase, turn = state.phase, state.turn
    if phase is Phase.INFLUENCE:
        return next_influencer(state, turn.order)
    if phase is Phase.END_OF_PHASE:
        return end_claims(state, turn.order)
    if turn.step is Step.CHOOSE:
        return end_stage_3_turn(state)
    return act.done(state)


def _donate(state: State, action: Donate) -> State:
    seat = action.player
    dollars, gold = BENEFACTOR_GIFT
    board = state.players[seat]
    board = evolved(board, money=board.money - dollars, gold=board.gold - gold)
    board, city = claim(board, state.city, (Objective.BENEFACTOR,))
    state = replaced(state, players=with_player(state, seat, board), city=city)
    return end_claims(state, state.turn.order)


def _penalty(state: State, action: Penalty) -> State:
    state = act.penalty(state, action)
    order = state.turn.order
    if order:
        return replaced(state, turn=Turn(order[0], order=order[1:]))
    return end_claims(state, turn_order(state.setup.players, state.board.start))


def _remove_apache(state: State, action: RemoveApache) -> State:
    return act.remove_apache(state, action)


_EFFECTS: dict[type, Callable[[State, Any], State]] = {
    Allocate: _allocate,
    EnterAlley: _enter_alley,
    Block: _block,
    Influence: _influence,
    Pass: _pass,
    Perform: lambda state, action: act.perform(state, action.character),
    UseAlley: lambda state, action: act.use_alley(state, action.character),
    ArrangeEvents: act.arrange_events,
    TakeStagecoach: lambda state, action: act.take_stagecoach(state, action.politician),
    BuyFarm: act.buy_farm,
    Sell: act.sell,
    Build: act.build,
    Mine: act.mine,
    BuyBusiness: act.buy_business,
    RemoveApache: _remove_apache,
    TakePrize: lambda state, action: act.take_prize(state, action.gold),
    Host: lambda state, action: act.host(state, action.farm),
    Bribe: lambda state, action: act.bribe(state),
    Donate: _donate,
    Penalty: _penalty,
}


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
