"""A round of *Chaparral*, in the rulebook's order: Phase 1 (allocate cowboys), Phase 2
(Stage 1 the bonus tokens, Stage 2 influence, Stage 3 the characters' actions, then the
end of Phase 2), and the end of the round.

Each function takes a position and returns the next one at which a seat must decide,
moving through every step that needs no decision.
"""

from __future__ import annotations

from frontier_games.games.chaparral.content import (
    CHARACTER_BUSINESSES,
    COWBOYS_PER_PLAYER,
    MAX_INFLUENCE_PER_ROUND,
    BonusToken,
    Business,
    Character,
    Event,
    Objective,
    ObjectiveTiming,
)
from frontier_games.games.chaparral.model import (
    Board,
    City,
    Phase,
    PlayerBoard,
    Setup,
    State,
    Step,
    Turn,
)
from frontier_games.games.chaparral.objectives import (
    WINNING_COUNT,
    claim,
    claimable,
    met,
    to_claim,
)
from frontier_games.games.chaparral.table import (
    GOODS,
    turn_order,
    with_cowboys,
    with_iron,
)
from frontier_games.rng import Rng, shuffle

__all__ = [
    "CHARACTERS",
    "INFLUENCE_PAIRS",
    "after_allocation",
    "allocation_slot",
    "begin_round",
    "claim_now",
    "deal_tokens",
    "end_claims",
    "end_round",
    "end_stage_3_turn",
    "influence_choices",
    "may_donate",
    "may_influence",
    "next_influencer",
    "with_player",
]

CHARACTERS = tuple(Character)


def with_player(state: State, seat: int, board: PlayerBoard) -> tuple[PlayerBoard, ...]:
    """``state.players`` with ``seat``'s board replaced."""
    players = state.players
    return (*players[:seat], board, *players[seat + 1 :])


def claim_now(state: State, seat: int, timing: ObjectiveTiming) -> State:
    """``seat`` claims every objective of ``timing`` it meets now."""
    board, city = state.players[seat], state.city
    content, players = state.setup.options.content, state.setup.players
    objectives = to_claim(timing, board, city, content, seat, players)
    if not objectives:
        return state
    board, city = claim(board, city, objectives)
    return state.evolve(players=with_player(state, seat, board), city=city)


# -- Phase 1 -----------------------------------------------------------------------------


def allocation_slot(players: int, start: int, count: int) -> tuple[int, bool] | None:
    """Who places the ``count``-th piece of Phase 1 (from 0), and whether it is a red
    blocking cowboy; ``None`` once every piece is placed.

    With two players: the starting player allocates then blocks, the other does the same,
    once more each, and then the last two cowboys each are allocated alternately.
    """
    if players == 2:
        if count < 8:
            seat = start if count % 4 < 2 else 1 - start
            return seat, count % 2 == 1
        if count < 12:
            return (start + count) % 2, False
        return None
    total = COWBOYS_PER_PLAYER[players] * players
    if count >= total:
        return None
    return (start + count) % players, False


def begin_round(
    setup: Setup, board: Board, city: City, players: tuple[PlayerBoard, ...], rng: Rng
) -> State:
    """Phase 1 of a new round: the starting player allocates first."""
    return State(
        setup=setup,
        board=board,
        city=city,
        players=players,
        phase=Phase.ALLOCATION,
        turn=Turn(seat=board.start),
        rng=rng,
    )


_TOKENS = tuple(BonusToken)


def deal_tokens(
    characters: tuple[Character, ...], event: Event, rng: Rng
) -> tuple[tuple[BonusToken | None, ...], Rng]:
    """The six bonus tokens shuffled face down, four of them put on ``characters`` (the
    stagecoach's numbers); none under Lack of Resources."""
    if event is Event.LACK_OF_RESOURCES:
        return (None,) * len(CHARACTERS), rng
    tokens, rng = shuffle(rng, _TOKENS)
    placed: list[BonusToken | None] = [None] * len(CHARACTERS)
    for character, token in zip(characters, tokens, strict=False):
        placed[CHARACTERS.index(character)] = token
    return tuple(placed), rng


def after_allocation(state: State) -> State:
    """Phase 1 is over. Stage 1: each cowboy on a character with a bonus token collects
    it (the immediate ones are applied, the discounts kept for the round); the tokens on
    blocked characters are discarded. Then Stage 2."""
    board = state.board
    players = list(state.players)
    tokens = list(board.tokens)
    for index, character in enumerate(CHARACTERS):
        token, seat = tokens[index], board.cowboys[index]
        if token is None or (seat is None and character not in board.blocked):
            continue
        tokens[index] = None
        if seat is None:
            continue  # blocked by a red cowboy: the token is discarded
        players[seat] = _collect(players[seat], token)
    state = state.evolve(board=board.evolve(tokens=tuple(tokens)), players=tuple(players))
    order = turn_order(state.setup.players, board.start)
    if board.event is Event.NO_INFLUENCE:
        return _end_influence(state)
    return next_influencer(state.evolve(phase=Phase.INFLUENCE), order)


def _collect(board: PlayerBoard, token: BonusToken) -> PlayerBoard:
    if token is BonusToken.FIVE_DOLLARS:
        return board.evolve(money=board.money + 5)
    if token is BonusToken.TEN_DOLLARS:
        return board.evolve(money=board.money + 10)
    if token is BonusToken.COWBOY:
        return with_cowboys(board, 1)
    if token is BonusToken.IRON:
        return with_iron(board, 2)
    return board.evolve(discounts=(*board.discounts, token))


# -- Phase 2, Stage 2 --------------------------------------------------------------------


INFLUENCE_PAIRS = tuple(
    (character, tuple((character, business) for business in CHARACTER_BUSINESSES[character]))
    for character in CHARACTERS
)
"""For each character on the board (in :class:`~.chaparral.content.Character` order), the
character and its (character, business) pairs, built once."""


def influence_choices(state: State, seat: int) -> tuple[tuple[Character, Business], ...]:
    """``seat``'s possible influence markers now: (character, business) pairs."""
    turn = state.turn
    if turn.count >= MAX_INFLUENCE_PER_ROUND:
        return ()
    return _influence_pairs(state, seat, turn.done)


def may_influence(
    board: PlayerBoard, cowboys: tuple[int | None, ...], seat: int, done: tuple[Character, ...]
) -> bool:
    """Whether ``seat``, of mini-board ``board``, has a marker to place through its
    characters on the board (``cowboys``) but ``done``: as ``_influence_pairs`` finds
    them, without listing them."""
    marked = (*board.influence, *board.owned)  # has_marker, for every business at once
    for index, owner in enumerate(cowboys):
        if owner == seat:
            character, pairs = INFLUENCE_PAIRS[index]
            if character not in done:
                for pair in pairs:
                    if pair[1] not in marked:
                        return True
    return False


def _influence_pairs(
    state: State, seat: int, done: tuple[Character, ...]
) -> tuple[tuple[Character, Business], ...]:
    """The markers ``seat`` may place through its characters but ``done``."""
    board = state.players[seat]
    marked = (*board.influence, *board.owned)  # has_marker, for every business at once
    found: list[tuple[Character, Business]] = []
    for index, owner in enumerate(state.board.cowboys):
        if owner == seat:
            character, pairs = INFLUENCE_PAIRS[index]
            if character not in done:
                found.extend(pair for pair in pairs if pair[1] not in marked)
    return tuple(found)


def next_influencer(state: State, order: tuple[int, ...]) -> State:
    """Stage 2: the first of ``order`` with a marker to place decides; once nobody is
    left, Stage 2 ends."""
    for k, seat in enumerate(order):
        # its turn begins: no marker placed yet
        if may_influence(state.players[seat], state.board.cowboys, seat, ()):
            return state.evolve(turn=Turn(seat=seat, order=order[k + 1 :]))
    return _end_influence(state)


def _end_influence(state: State) -> State:
    """Stage 2 is over: Influence is claimed by whoever has a marker in every business;
    Stage 3 begins with the starting player."""
    order = turn_order(state.setup.players, state.board.start)
    for seat in order:
        state = claim_now(state, seat, ObjectiveTiming.AFTER_INFLUENCE)
    return _stage_3_turn(state.evolve(phase=Phase.ACTIONS), order)


# -- Phase 2, Stage 3 --------------------------------------------------------------------


_ACTIONS, _CHOOSE = Phase.ACTIONS, Step.CHOOSE
"""Bound once (reading an enum member off its class costs an attribute lookup through the
enum's metaclass): a Stage 3 turn begins at every seat's pass."""


def _stage_3_turn(state: State, order: tuple[int, ...]) -> State:
    """The first of ``order`` takes its Stage 3 turn (a seat with nothing on the board
    still may host, bribe or use its Apache token); once everyone has, Phase 2 ends."""
    if not order:
        return _end_of_phase(state)
    seat = order[0]
    return state.evolve(phase=_ACTIONS, turn=Turn(seat=seat, step=_CHOOSE, order=order[1:]))


def end_stage_3_turn(state: State) -> State:
    """The player passes: an unhosted politician is discarded and the next player takes
    its turn (the cowboys stay on the board until the round ends, for all to see)."""
    seat = state.turn.seat
    board = state.players[seat]
    if board.politician:
        board = board.evolve(politician=False)
        state = state.evolve(players=with_player(state, seat, board))
    return _stage_3_turn(state, state.turn.order)


# -- the end of Phase 2, and of the round ------------------------------------------------


def _end_of_phase(state: State) -> State:
    """After Stage 3: Losses and Damages' penalties (if it is the event), then the
    objectives claimed at the end of Phase 2."""
    order = turn_order(state.setup.players, state.board.start)
    if state.board.event is Event.LOSSES_AND_DAMAGES:
        return state.evolve(phase=Phase.LOSSES, turn=Turn(seat=order[0], order=order[1:]))
    return end_claims(state, order)


def end_claims(state: State, order: tuple[int, ...]) -> State:
    """In turn order, each player claims the "End of Phase II" objectives it meets; one
    that may give to the Church is asked whether to (Benefactor)."""
    for k, seat in enumerate(order):
        state = claim_now(state, seat, ObjectiveTiming.END_OF_PHASE_2)
        if may_donate(state, seat):
            return state.evolve(
                phase=Phase.END_OF_PHASE, turn=Turn(seat=seat, order=order[k + 1 :])
            )
    return end_round(state)


def may_donate(state: State, seat: int) -> bool:
    """Whether ``seat`` may claim Benefactor now by its gift."""
    board, city = state.players[seat], state.city
    return claimable(Objective.BENEFACTOR, board, city) and met(
        Objective.BENEFACTOR,
        board,
        city,
        state.setup.options.content,
        seat,
        state.setup.players,
    )


def end_round(state: State) -> State:
    """The end of the round: the starting player changes; the game ends if the
    stagecoaches have run out or a player has claimed enough objectives; else the next
    event and stagecoach are revealed, the bonus tokens dealt, the discounts discarded,
    the blocked market columns reset."""
    setup, board, city = state.setup, state.board, state.city
    players = setup.players
    if players == 2:
        start = 1 - board.start
    elif board.next_start is not None:
        start = board.next_start
    else:
        start = (board.start + 1) % players
    goal = WINNING_COUNT[players]
    if not city.stagecoaches or any(len(p.objectives) >= goal for p in state.players):
        over = board.evolve(start=start)
        return state.evolve(board=over, phase=Phase.OVER, turn=Turn(seat=start))
    events = city.events
    event = events[-1] if events else board.event
    events, seen = events[:-1], tuple(row[:-1] for row in city.seen) if events else city.seen
    stagecoach = city.stagecoaches[-1]
    content = setup.options.content
    tokens, rng = deal_tokens(content.stagecoach(stagecoach).characters, event, state.rng)
    market = tuple(
        0 if sales >= len(content.column(good).prices) else sales
        for good, sales in zip(GOODS, city.market, strict=True)
    )
    city = city.evolve(
        events=events,
        seen=seen,
        stagecoaches=city.stagecoaches[:-1],
        market=market,
        gone=(*city.gone, board.stagecoach) if board.stagecoach is not None else city.gone,
    )
    # a new round's board: its blocks, alley and small Starting Player token are empty again
    new_board = Board(
        round=board.round + 1,
        start=start,
        event=event,
        stagecoach=stagecoach,
        tokens=tokens,
        cowboys=(None,) * len(CHARACTERS),
        sheriff_coin=players == 2,
    )
    boards = tuple(p.evolve(discounts=()) if p.discounts else p for p in state.players)
    return begin_round(setup, new_board, city, boards, rng)
