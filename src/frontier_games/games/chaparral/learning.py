"""*Chaparral* for learning agents: a fixed integer action space (:func:`codec`) and an
observation vector (:func:`features`, of length :func:`feature_size`).

Both are declared from the rules and the enums, never from games played.

**The action space** has the same 1,644 ids for 2, 3 and 4 players and every option set:
nothing in it depends on the configuration (the content always has every business and
every farm), so one policy serves every player count; an id a configuration never allows
(a ``Block`` with three players, a farm not in a two-player game) is simply never legal,
and masked off. Characters, businesses, farms and events are in enum order; the ids run
in these blocks, each after the one before. Each block is a function of the seat in the
home of its kind of move, beside the kind's rules and words (``allocate_ids``,
``block_ids`` and ``enter_alley_ids`` in :mod:`.chaparral.allocation`, ``influence_ids``
in :mod:`.chaparral.influence`, ``pass_ids`` in :mod:`.chaparral.rulebook`,
``donate_ids`` and ``penalty_ids`` in :mod:`.chaparral.end_of_phase`, the others in
:mod:`.chaparral.characters`); this module only puts them in order:

#. ``Allocate(c)`` for each character (12), then ``Block(c)`` (12), then ``EnterAlley`` (1);
#. ``Influence(c, b)`` for each character ``c`` and its two businesses ``b`` in
   ``CHARACTER_BUSINESSES`` order (24), then ``Influence(None, b)`` for each business
   (12; a sheep farm's bonus);
#. ``Pass`` (1);
#. ``Perform(c)`` for each character (12), then ``UseAlley(c)`` for each character but
   the Sheriff and the Mayor (10);
#. ``ArrangeEvents(bottom, (first, second))`` for each event ``bottom``, then each ordered
   pair of two other events (``12 * 11 * 10`` = 1,320): the space cannot know which three
   lie on top of the deck. The deck holds ``12 - r`` cards in round ``r`` and a game has
   at most nine rounds (one per stagecoach), so the Sheriff always looks at three;
#. ``TakeStagecoach(True)``, ``TakeStagecoach(False)`` (2);
#. for each farm (16 each): ``BuyFarm``, then ``Sell``, then ``Host``, then
   ``RemoveApache(farm)`` (General Custer), then ``RemoveApache(farm, token=True)`` (80);
#. ``Build(good, k)`` for each railway good (sheep, pigs, horses, oxen), ``k`` = 1 .. 5
   (20);
#. ``Mine(iron, gold)`` for ``iron`` = 0 .. 10, then ``gold`` = 0 .. 4, but ``(0, 0)``
   (54);
#. ``BuyBusiness(b)`` for each business (12);
#. ``TakePrize(True)``, ``TakePrize(False)``, ``Bribe``, ``Donate`` (4);
#. ``Penalty(COWBOYS)``, ``Penalty(MONEY)``, then ``Penalty(MARKERS, (b1, b2))`` for each
   pair of businesses ``b1`` before ``b2`` in enum order (2 + 66), as the legal moves
   list them (a player's influence is kept in enum order).

**The features** are floats in ``[0, 1]``, laid out as listed in :func:`features`: ``421 +
114 N`` of them for ``N`` seats (649, 763 and 877 for 2 to 4 players). Every seat is seen
from the viewer's chair: the viewer first, then the others clockwise (a spectator's view
starts with seat 0), so a seat's part of the vector means the same for whoever looks.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Sequence

from frontier_games.codec import ActionCodec, one_hot
from frontier_games.games.chaparral import allocation, characters, end_of_phase, influence, rulebook
from frontier_games.games.chaparral.content import (
    COWBOY_LIMIT,
    COWBOYS_PER_PLAYER,
    GOLD_LIMIT,
    IRON_LIMIT,
    MAX_INFLUENCE_PER_ROUND,
    POLITICIANS,
    RAILWAY_GOODS,
    SEGMENTS_PER_SECTION,
    BonusToken,
    Business,
    Character,
    Content,
    Event,
    Farm,
    Objective,
    Stagecoach,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import deciding
from frontier_games.games.chaparral.model import (
    ChaparralAction,
    Options,
    Phase,
    PlayerBoard,
    Section,
    Step,
    Turn,
    View,
)
from frontier_games.games.chaparral.objectives import WINNING_COUNT
from frontier_games.games.chaparral.rules import NAME, checked_options
from frontier_games.games.chaparral.table import GOODS, fortune, price_of_sale
from frontier_games.games.chaparral.turn import allocation_slot
from frontier_games.messages import reads_view

__all__ = ["codec", "feature_size", "features"]

_A_VIEW = f"a {NAME} View"
_CHARACTERS = tuple(Character)
_BUSINESSES = tuple(Business)
_FARMS = tuple(Farm)
_EVENTS = tuple(Event)
_OBJECTIVES = tuple(Objective)
_COACHES = tuple(Stagecoach)
_TOKENS = tuple(BonusToken)
_BONUSES = tuple(StagecoachBonus)
_PHASES = tuple(Phase)
_STEPS = tuple(Step)
_INDEX: dict[enum.Enum, int] = {
    member: index
    for members in (
        _CHARACTERS,
        _BUSINESSES,
        _FARMS,
        _EVENTS,
        _OBJECTIVES,
        _COACHES,
        _TOKENS,
        _BONUSES,
        _PHASES,
        _STEPS,
    )
    for index, member in enumerate(members)
}
"""Each enum member's place in its enum (the enums never share a member)."""
_N_CHARACTERS, _N_BUSINESSES, _N_FARMS = len(_CHARACTERS), len(_BUSINESSES), len(_FARMS)
_N_EVENTS, _N_OBJECTIVES, _N_COACHES = len(_EVENTS), len(_OBJECTIVES), len(_COACHES)
_N_TOKENS, _N_BONUSES, _N_PHASES, _N_STEPS = len(_TOKENS), len(_BONUSES), len(_PHASES), len(_STEPS)
_N_SECTIONS = len(RAILWAY_GOODS)
"""How many of each (the size of a block of their flags)."""


# -- the action space ------------------------------------------------------------------------


_BLOCKS: tuple[Callable[[int], Sequence[ChaparralAction]], ...] = (
    allocation.allocate_ids,
    allocation.block_ids,
    allocation.enter_alley_ids,
    influence.influence_ids,
    rulebook.pass_ids,
    characters.perform_ids,
    characters.use_alley_ids,
    characters.arrange_events_ids,
    characters.take_stagecoach_ids,
    characters.buy_farm_ids,
    characters.sell_ids,
    characters.host_ids,
    characters.remove_apache_ids,
    characters.build_ids,
    characters.mine_ids,
    characters.buy_business_ids,
    characters.take_prize_ids,
    characters.bribe_ids,
    end_of_phase.donate_ids,
    end_of_phase.penalty_ids,
)
"""The blocks of the action space, in id order (the module's table): each is a function of
the seat, in the home of its kind of move."""


def _actions_of(seat: int) -> list[ChaparralAction]:
    """Every action ``seat`` could ever take, in id order: the blocks one after another."""
    return [action for block in _BLOCKS for action in block(seat)]


_CODECS: dict[int, ActionCodec[ChaparralAction]] = {}
"""The space of each player count, built on first use (a codec never changes)."""


def codec(players: int, options: Options | None = None) -> ActionCodec[ChaparralAction]:
    """The 1,644-id action space of a *Chaparral* game of ``players`` seats, the same for
    every player count and option set (the table is in the module's documentation).

    >>> from frontier_games.games.chaparral.model import Pass
    >>> space = codec(3)
    >>> space.size, space.encode(Pass(2)), space.decode(0, player=1)
    (1644, 61, Allocate(player=1, character=<Character.SHERIFF: 'Sheriff'>))

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`~.chaparral.rules.new_game` checks them).
    """
    checked_options(players, options)
    space = _CODECS.get(players)
    if space is None:
        space = _CODECS[players] = ActionCodec.of(players, _actions_of)
    return space


# -- the observation -------------------------------------------------------------------------

_ROUNDS = len(_COACHES)
"""The most rounds a game has: one per stagecoach card."""
_DECK = len(_EVENTS) - 1
"""The most cards the event deck holds (one event is revealed at setup)."""
_MONEY = 200.0
_PRICE = 50.0
_FORTUNE = 400.0
_SETTLERS = 10.0
_ALLEY = float(max(COWBOYS_PER_PLAYER.values()))
_PIECES = 12.0
"""Phase 1's pieces: 12 cowboys (and with two players, 4 blockers) in every count."""

_HEAD = (
    (1 + _ROUNDS + len(_PHASES) + len(_STEPS) + len(_EVENTS) + 1)
    + (len(_COACHES) + len(_BONUSES) + 1 + len(_COACHES))
    + (1 + len(_EVENTS) + _DECK * len(_EVENTS) + 1)
)
"""Spectator, round, phase, step, event, option; stagecoach, its bonus, deck, gone;
events left, revealed and seen; the Sheriff's coin."""
_TABLE = (
    len(_CHARACTERS) * (len(_TOKENS) + 1)
    + 3 * len(_FARMS)
    + 3 * len(GOODS)
    + (len(RAILWAY_GOODS) + 1)
    + (len(_OBJECTIVES) + 1)
)
"""Tokens and blocks per character, farms, market, railway, objectives, politicians."""
_TURN = 2 * len(_CHARACTERS) + 1 + 2 + 1 + len(_FARMS)
"""Done, under way, alley used, the two counts, blocking now, farms sold."""
_PER_PLAYER = 5 + 2 * len(_BUSINESSES) + 2 * len(_FARMS) + 5 + len(_TOKENS) + len(_OBJECTIVES) + 2
"""Money, the tracks and settlers; influence, owned; farms, hosts; the politician,
stagecoaches, Apaches, the token and whether received; discounts; objectives, their
count and the fortune."""
_PER_SEAT = len(_CHARACTERS) + len(RAILWAY_GOODS) + 6 + 2 + _PER_PLAYER
"""Each seat's cowboys on characters, sections built, the six seat rows, the alley and
its board."""


def feature_size(players: int, options: Options | None = None) -> int:
    """The length of :func:`features` for every view of a configuration: ``421 + 114 N``.

    :raises SetupError: if ``players`` or ``options`` would not set up a game.
    """
    checked_options(players, options)
    return _size(players)


def _size(players: int) -> int:
    return _HEAD + _TABLE + _TURN + _PER_SEAT * players


@reads_view(View, _A_VIEW)
def features(view: View) -> tuple[float, ...]:
    """The observation vector of ``view``, a function of the view alone, every entry in
    ``[0, 1]``, in this order. Seats are counted from the viewer (seat 0 for a
    spectator): "seat" rows below are one flag per seat, the viewer first, then the others
    clockwise; characters, businesses, farms, events, objectives, stagecoaches and bonus
    tokens are one flag each in enum order (12, 12, 16, 12, 16, 9 and 6 of them); money is
    divided by 200 and capped at 1.

    #. whether the view is a spectator's (1);
    #. the round, one-hot (9); the phase (6); the step, in Stage 3 only (11); the event (12);
    #. the option ``alley_any_character`` (1);
    #. the stagecoach in the city (9; none once taken) and its bonus (3), the stagecoaches
       left in the deck / 9 (1), those removed unclaimed (9);
    #. the event deck's cards / 11 (1), the events revealed (12), and for each place of the
       deck from the top, the event the viewer saw there as the Sheriff (``11 * 12``);
    #. two players: whether the Sheriff's $10 coin is still there (1);
    #. per character, its bonus token (6) and whether it is blocked (1) (84);
    #. the farms on the table, with an Apache, in the game (48);
    #. per good, the sales this round / its column's length, whether the column is blocked,
       the next sale's price / 50 (15);
    #. per railway section, its segments built / 5, and the sections finished / 4 (5);
    #. the objective cards left, per objective / the cards of each (16); the politicians
       left / 6 (1);
    #. the turn: the characters the player to act has acted as (12), the one under way (12),
       its alley cowboys used / 4 (1), Phase 1's pieces placed / 12 and the purchases,
       sales or markers of the action under way / 3 (2), whether Phase 1's next piece is a
       blocker (1), the farms sold from in the sale under way (16);
    #. per character, the seat of its cowboy (``12 N``); per section, its builder
       (``4 N``);
    #. the starting player, the next one (the Sheriff's token), the seat that decides, the
       seat whose turn it is, the seats still to act in the stage, the Merchant's sellers
       still to sell (``6 N``);
    #. per seat, its cowboys in the alley / 4 and whether one is on the left space (``2 N``);
    #. per seat (``90 N``): its money, cowboys / 10, iron / 10, gold / 4, settlers / 10
       (capped); its influence markers (12) and businesses owned (12); its farms (16) and
       those hosting a politician (16); whether it holds a politician, its stagecoaches
       / 9, the Apaches it removed / 16, whether it holds its Apache token and whether it
       ever received it (5); its discount tokens (6); the objectives it claimed (16), how
       many / the number that ends the game (capped), its fortune / 400 (capped).

    :raises TypeError: if ``view`` is not a *Chaparral* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _features(view)


def _within(size: int) -> dict[enum.Enum, int]:
    """The place in its enum (:data:`_INDEX`) of each member a block of ``size`` flags
    takes: those whose place falls within it (as ``one_hot`` took them)."""
    return {member: index for member, index in _INDEX.items() if index < size}


_PHASE_AT = _within(_N_PHASES)
_STEP_AT = _within(_N_STEPS)
_EVENT_AT = _within(_N_EVENTS)
_COACH_AT = _within(_N_COACHES)
_BONUS_AT = _within(_N_BONUSES)
_TOKEN_AT = _within(_N_TOKENS)
_CHARACTER_AT = _within(_N_CHARACTERS)
_BUSINESS_AT = _within(_N_BUSINESSES)
_FARM_AT = _within(_N_FARMS)
_OBJECTIVE_AT = _within(_N_OBJECTIVES)
"""Where a member's flag lies in a block of flags of its kind: the features set each
block's ones by offset, in a vector of zeros."""


def _capped(value: float, scale: float) -> float:
    return min(max(value / scale, 0.0), 1.0)


@functools.lru_cache(maxsize=1024)
def _flags(members: tuple[enum.Enum, ...], size: int) -> tuple[float, ...]:
    """``size`` zeros with a one at each member's place in its enum (remembered: the long
    rows, such as the farms, change seldom)."""
    out = [0.0] * size
    for member in members:
        out[_INDEX[member]] = 1.0
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _characters(
    tokens: tuple[BonusToken | None, ...], blocked: tuple[Character, ...]
) -> tuple[float, ...]:
    """Per character, its bonus token (6) and whether it is blocked (1) (remembered: both
    change a few times a round)."""
    out: list[float] = []
    for index, character in enumerate(_CHARACTERS):
        token = tokens[index]
        out += one_hot(None if token is None else _INDEX[token], _N_TOKENS)
        out.append(float(character in blocked))
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _market(market: tuple[int, ...], event: Event, content: Content) -> tuple[float, ...]:
    """Per good, the sales this round / its column's length, whether the column is
    blocked, the next sale's price / 50 (remembered: sales are seldom made)."""
    out: list[float] = []
    for good, sales in zip(GOODS, market, strict=True):
        column = content.column(good).prices
        price = price_of_sale(content, good, sales, event, False)
        out += (
            _capped(sales, len(column)),
            float(price is None),
            0.0 if price is None else _capped(price, _PRICE),
        )
    return tuple(out)


@functools.lru_cache(maxsize=256)
def _objectives_left(objectives: tuple[Objective, ...], copies: int) -> tuple[float, ...]:
    """The objective cards left, per objective / the cards of each."""
    return tuple(objectives.count(objective) / copies for objective in _OBJECTIVES)


def _features(view: View) -> tuple[float, ...]:
    setup, board, turn, phase = view.setup, view.board, view.turn, view.phase
    n = setup.players
    boards = view.players
    if len(boards) != n:
        raise ValueError(f"the view has {len(boards)} player boards for {n} seats")
    if len(board.cowboys) != _N_CHARACTERS or len(view.sections) != _N_SECTIONS:
        # a field longer (or shorter) than the enums allow (a view built by hand)
        raise ValueError(f"the view's fields do not make {_size(n)} features")
    content = setup.options.content
    me = 0 if view.player is None else view.player
    # the blocks that change seldom are remembered; those of the turn are built anew
    out = [
        *_head(
            view.player is None,
            board.round,
            board.event,
            setup.options.alley_any_character,
            board.stagecoach,
            content,
            view.stagecoaches_left,
            view.gone,
            view.events_left,
            view.events_revealed,
            view.events_seen,
            board.sheriff_coin,
        ),
        *_table(
            board.tokens,
            board.blocked,
            view.farms,
            view.apaches,
            setup.farms,
            view.market,
            board.event,
            content,
            view.sections,
            view.finished,
            view.objectives,
            n,
            view.politicians,
        ),
        *_turn(turn, phase, n, board.start),
        *_pieces(me, n, board.cowboys, view.sections),
        *_seat_rows(view, me, n),
        *_alley(me, n, board.alley),
    ]
    at = 1 + _ROUNDS  # the phase and the step, which change at most steps
    out[at + _PHASE_AT[phase]] = 1.0
    if phase is Phase.ACTIONS:
        out[at + _N_PHASES + _STEP_AT[turn.step]] = 1.0
    goal = WINNING_COUNT[n]
    for k in range(n):
        out += _player(boards[(me + k) % n], view.apaches, goal, content)
    return tuple(out)


@functools.lru_cache(maxsize=4096, typed=True)
def _head(
    spectator: bool,
    round_: int,
    event: Event,
    alley_any_character: bool,
    coach: Stagecoach | None,
    content: Content,
    stagecoaches_left: int,
    gone: tuple[Stagecoach, ...],
    events_left: int,
    revealed: tuple[Event, ...],
    seen: tuple[Event | None, ...],
    sheriff_coin: bool,
) -> tuple[float, ...]:
    """The first ``_HEAD`` features: the spectator flag, the round, the event, the
    option, the stagecoaches, the event deck and the Sheriff's coin (remembered: they
    change a few times a round); the phase and step flags are left at 0."""
    out = [0.0] * _HEAD
    out[0] = float(spectator)
    at = 1
    out[at + min(max(round_, 1), _ROUNDS) - 1] = 1.0
    at += _ROUNDS
    at += _N_PHASES + _N_STEPS
    out[at + _EVENT_AT[event]] = 1.0
    at += _N_EVENTS
    out[at] = float(alley_any_character)
    at += 1
    if coach is not None:
        out[at + _COACH_AT[coach]] = 1.0
        out[at + _N_COACHES + _BONUS_AT[content.stagecoach(coach).bonus]] = 1.0
    at += _N_COACHES + _N_BONUSES
    out[at] = stagecoaches_left / _N_COACHES
    at += 1
    for unclaimed in gone:
        out[at + _COACH_AT[unclaimed]] = 1.0
    at += _N_COACHES
    out[at] = events_left / _DECK
    at += 1
    for event in revealed:
        out[at + _EVENT_AT[event]] = 1.0
    at += _N_EVENTS
    if len(seen) > _DECK:
        raise ValueError(f"an event deck holds at most {_DECK} cards, not {len(seen)}")
    for k, known in enumerate(reversed(seen)):  # from the top of the deck
        if known is not None:
            out[at + k * _N_EVENTS + _EVENT_AT[known]] = 1.0
    at += _DECK * _N_EVENTS
    out[at] = float(sheriff_coin)
    return tuple(out)


@functools.lru_cache(maxsize=4096, typed=True)
def _table(
    tokens: tuple[BonusToken | None, ...],
    blocked: tuple[Character, ...],
    farms: tuple[Farm, ...],
    apaches: tuple[Farm, ...],
    in_game: tuple[Farm, ...],
    market: tuple[int, ...],
    event: Event,
    content: Content,
    sections: tuple[Section, ...],
    finished: int,
    objectives: tuple[Objective, ...],
    n: int,
    politicians: int,
) -> tuple[float, ...]:
    """The ``_TABLE`` features of the table: the characters' tokens and blocks, the
    farms, the market, the railway, the objectives and politicians left (remembered:
    they change a few times a round)."""
    out = [*_characters(tokens, blocked)]
    for row in (farms, apaches, in_game):
        out += _flags(row, _N_FARMS)
    out += _market(market, event, content)
    out += [section.built / SEGMENTS_PER_SECTION for section in sections]
    out.append(finished / _N_SECTIONS)
    out += _objectives_left(objectives, 1 if n == 2 else 2)
    out.append(politicians / POLITICIANS)
    return tuple(out)


def _turn(turn: Turn, phase: Phase, n: int, start: int) -> list[float]:
    """The ``_TURN`` features of the turn (see :func:`features`)."""
    out = [0.0] * _TURN
    for character in turn.done:
        out[_CHARACTER_AT[character]] = 1.0
    under_way = turn.character
    if under_way is not None:
        out[_N_CHARACTERS + _CHARACTER_AT[under_way]] = 1.0
    at = 2 * _N_CHARACTERS
    out[at] = turn.alley_used / _ALLEY
    allocating = phase is Phase.ALLOCATION
    slot = allocation_slot(n, start, turn.count) if allocating else None
    out[at + 1] = _capped(turn.count, _PIECES) if allocating else 0.0
    out[at + 2] = 0.0 if allocating else _capped(turn.count, MAX_INFLUENCE_PER_ROUND)
    out[at + 3] = float(slot is not None and slot[1])
    at += 4
    for farm in turn.sold:
        out[at + _FARM_AT[farm]] = 1.0
    return out


# -- the seats: a seat's flag lies at its place from the viewer, (seat - me) % n ----------


@functools.lru_cache(maxsize=4096, typed=True)
def _pieces(
    me: int, n: int, cowboys: tuple[int | None, ...], sections: tuple[Section, ...]
) -> tuple[float, ...]:
    """Per character, the seat of its cowboy; per section, its builder (remembered:
    they change in Phase 1 and when a section is started)."""
    out = [0.0] * ((_N_CHARACTERS + _N_SECTIONS) * n)
    at = 0
    for owner in cowboys:
        if owner is not None:
            out[at + (owner - me) % n] = 1.0
        at += n
    for section in sections:
        builder = section.builder
        if builder is not None:
            out[at + (builder - me) % n] = 1.0
        at += n
    return tuple(out)


def _seat_rows(view: View, me: int, n: int) -> list[float]:
    """The starting player, the next one, the seat that decides, the seat whose turn it
    is, the seats still to act in the stage, the Merchant's sellers still to sell."""
    board, turn = view.board, view.turn
    out = [0.0] * (6 * n)
    to_act = None if view.phase is Phase.OVER else turn.seat
    at = 0
    for of in (board.start, board.next_start, deciding(view), to_act):
        if of is not None:
            out[at + (of - me) % n] = 1.0
        at += n
    for row in (turn.order, turn.sellers):
        for s in row:
            out[at + (s - me) % n] = 1.0
        at += n
    return out


@functools.lru_cache(maxsize=1024, typed=True)
def _alley(me: int, n: int, alley: tuple[int, ...]) -> tuple[float, ...]:
    """Per seat from the viewer, its cowboys in the alley / 4 and whether one is on the
    left space (remembered: the alley fills in Phase 1)."""
    out: list[float] = []
    for k in range(n):
        s = (me + k) % n
        out += (alley.count(s) / _ALLEY, float(bool(alley) and alley[0] == s))
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _player(
    board: PlayerBoard, apaches: tuple[Farm, ...], goal: int, content: Content
) -> tuple[float, ...]:
    """One seat's part of the features (``90`` floats); remembered, as most boards are
    the same from one position to the next."""
    out = [0.0] * _PER_PLAYER
    out[0] = _capped(board.money, _MONEY)
    out[1] = board.cowboys / COWBOY_LIMIT
    out[2] = board.iron / IRON_LIMIT
    out[3] = board.gold / GOLD_LIMIT
    out[4] = _capped(board.settlers, _SETTLERS)
    at = 5
    for businesses in (board.influence, board.owned):
        for business in businesses:
            out[at + _BUSINESS_AT[business]] = 1.0
        at += _N_BUSINESSES
    for farms in (board.farms, board.politicians):
        for farm in farms:
            out[at + _FARM_AT[farm]] = 1.0
        at += _N_FARMS
    out[at] = float(board.politician)
    out[at + 1] = len(board.stagecoaches) / _N_COACHES
    out[at + 2] = _capped(board.apaches, _N_FARMS)
    out[at + 3] = float(board.apache_token)
    out[at + 4] = float(board.token_received)
    at += 5
    for token in board.discounts:
        out[at + _TOKEN_AT[token]] = 1.0
    at += _N_TOKENS
    for objective in board.objectives:
        out[at + _OBJECTIVE_AT[objective]] = 1.0
    at += _N_OBJECTIVES
    out[at] = _capped(len(board.objectives), goal)
    out[at + 1] = _capped(fortune(content, board, apaches), _FORTUNE)
    return tuple(out)
