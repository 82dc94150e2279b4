"""The twelve characters' actions and the other moves of a Stage 3 turn (the alley,
hosting a politician, the bribe, the Apache token), move by move: each kind of move is
declared once, beside its effect, with its checks, its space, its listing and its words
(:mod:`frontier_games.moves`); its block of ids in the action codec
(:mod:`.chaparral.learning`) is here too.

An action with choices of its own sets :attr:`~.chaparral.model.Turn.step`; :func:`done` ends it
and gives the player its next choice.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from itertools import permutations
from types import MappingProxyType
from typing import Any

from frontier_games.games.chaparral import naming
from frontier_games.games.chaparral.allocation import CHARACTER_INDEX
from frontier_games.games.chaparral.content import (
    GOLD_LIMIT,
    IRON_LIMIT,
    MAX_PLAYERS,
    RAILWAY_GOODS,
    RAILWAY_PRIZES,
    SEGMENTS_PER_SECTION,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    ObjectiveTiming,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import NOT_IN_ALLEY, alley_cost
from frontier_games.games.chaparral.model import (
    ArrangeEvents,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    Host,
    Mine,
    Perform,
    PlayerBoard,
    RemoveApache,
    Section,
    Sell,
    Setup,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.naming import Said, said
from frontier_games.games.chaparral.objectives import BRIBE_GOLD, claim, claimable, met, to_claim
from frontier_games.games.chaparral.table import (
    BUSINESSES,
    GOODS,
    alley_cowboys_lost,
    banker_income,
    business_price,
    farm_price,
    has_marker,
    price_of_sale,
    section_of,
    segments_cost,
    turn_order,
    with_cowboys,
    with_gold,
    with_influence,
    with_iron,
)
from frontier_games.games.chaparral.turn import CHARACTERS, claim_now, with_player
from frontier_games.messages import listed
from frontier_games.moves import Check, Move

__all__ = [
    "ARRANGE_EVENTS",
    "BRIBE",
    "BUILD",
    "BUY_BUSINESS",
    "BUY_FARM",
    "HOST",
    "MINE",
    "PERFORM",
    "REMOVE_APACHE",
    "SELL",
    "TAKE_PRIZE",
    "TAKE_STAGECOACH",
    "USE_ALLEY",
    "arrange_events",
    "arrange_events_ids",
    "bribe",
    "bribe_ids",
    "build",
    "build_ids",
    "buy_business",
    "buy_business_ids",
    "buy_farm",
    "buy_farm_ids",
    "done",
    "host",
    "host_ids",
    "may_buy_business",
    "mine",
    "mine_ids",
    "perform",
    "perform_ids",
    "railway_options",
    "remove_apache",
    "remove_apache_ids",
    "sales",
    "sell",
    "sell_ids",
    "sheep_influence",
    "take_prize",
    "take_prize_ids",
    "take_stagecoach",
    "take_stagecoach_ids",
    "use_alley",
    "use_alley_ids",
]

_FARM_BONUS_SETTLERS = 1
_OXEN_IRON = 3
_SEATS = range(MAX_PLAYERS)
_SHERIFF, _MERCHANT, _CUSTER = Character.SHERIFF, Character.MERCHANT, Character.GENERAL_CUSTER
_CHOOSE, _SALES, _APACHE = Step.CHOOSE, Step.SALES, Step.APACHE
_NOW = ObjectiveTiming.AT_ONCE
"""The members the actions compare with, bound once (reading an enum member off its class
costs an attribute lookup through the enum's metaclass)."""


def _by_farm(kind: Any, seat: int, *more: Any) -> MappingProxyType[Farm, Any]:
    return MappingProxyType({farm: kind(seat, farm, *more) for farm in Farm})


_PERFORM = tuple(tuple(Perform(seat, c) for c in CHARACTERS) for seat in _SEATS)
_USE_ALLEY = tuple(tuple(UseAlley(seat, c) for c in CHARACTERS) for seat in _SEATS)
_STAGECOACH = tuple((TakeStagecoach(seat, True), TakeStagecoach(seat, False)) for seat in _SEATS)
_BUY_FARM: tuple[MappingProxyType[Farm, BuyFarm], ...] = tuple(
    _by_farm(BuyFarm, seat) for seat in _SEATS
)
_SELL: tuple[MappingProxyType[Farm, Sell], ...] = tuple(_by_farm(Sell, seat) for seat in _SEATS)
_BUILD = tuple(
    MappingProxyType(
        {
            (good, segments): Build(seat, good, segments)
            for good in RAILWAY_GOODS
            for segments in range(1, SEGMENTS_PER_SECTION + 1)
        }
    )
    for seat in _SEATS
)
_MINE = tuple(
    tuple(
        tuple(Mine(seat, iron, gold) for iron in range(IRON_LIMIT + 1))
        for gold in range(GOLD_LIMIT + 1)
    )
    for seat in _SEATS
)
_BUY_BUSINESS = tuple(tuple(BuyBusiness(seat, b) for b in BUSINESSES) for seat in _SEATS)
_REMOVE: tuple[tuple[MappingProxyType[Farm, RemoveApache], ...], ...] = tuple(
    (_by_farm(RemoveApache, seat, False), _by_farm(RemoveApache, seat, True)) for seat in _SEATS
)
_PRIZE = tuple((TakePrize(seat, True), TakePrize(seat, False)) for seat in _SEATS)
_HOST: tuple[MappingProxyType[Farm, Host], ...] = tuple(_by_farm(Host, seat) for seat in _SEATS)
_BRIBE = tuple((Bribe(seat),) for seat in _SEATS)
"""The moves of each kind, built once: the spaces are these very actions, and the listings
pick from them (the kit then finds a listed move in its space by identity):
``_PERFORM[seat][character index]``, ``_BUY_FARM[seat][farm]``, ``_MINE[seat][gold][iron]``,
``_REMOVE[seat][token][farm]``."""


def done(state: State) -> State:
    """The action under way is over: the player's objectives met at once are claimed and
    it chooses again."""
    t = state.turn
    state = claim_now(state, t.seat, _NOW)
    character = t.character
    finished = t.done if character is None else (*t.done, character)
    # the action is over: its character and progress (count, sellers, sold) are cleared
    turn = t.evolve(step=_CHOOSE, done=finished, character=None, count=0, sellers=(), sold=())
    return state.evolve(turn=turn)


def use_alley(state: State, character: Character) -> State:
    """An alley cowboy acts as ``character``: $5 (the left space) or $10, and a cowboy
    lost (two under Fatal Ambush)."""
    seat = state.turn.seat
    cost = alley_cost(state, seat)
    assert cost is not None
    board = state.players[seat]
    lost = alley_cowboys_lost(state.board.event)
    board = with_cowboys(board.evolve(money=board.money - cost), -lost)
    turn = state.turn.evolve(alley_used=state.turn.alley_used + 1)
    state = state.evolve(players=with_player(state, seat, board), turn=turn)
    return perform(state, character, alley=True)


_CHOICES = MappingProxyType(
    {
        Character.FARMER: Step.FARMS,
        Character.RAILWAY_CHIEF: Step.RAILWAY,
        Character.MINER: Step.MINE,
        Character.NOTARY: Step.BUSINESSES,
    }
)
"""The characters whose action is a choice of the player's, and the step that asks it."""


def _banker(board: PlayerBoard, event: Event) -> PlayerBoard:
    return board.evolve(money=board.money + banker_income(board, event))


def _stranger(board: PlayerBoard, event: Event) -> PlayerBoard:
    return with_cowboys(board, 1 if event is Event.TRAVELLING_COWBOYS else 2)


def _settler(board: PlayerBoard, event: Event) -> PlayerBoard:
    return board.evolve(settlers=board.settlers + 1)


def _saloon_owner(board: PlayerBoard, event: Event) -> PlayerBoard:
    board = board.evolve(money=board.money + 10)
    return board if event is Event.TRAVELLING_COWBOYS else with_cowboys(board, 1)


_AT_ONCE = MappingProxyType(
    {
        Character.BANKER: _banker,
        Character.STRANGER: _stranger,
        Character.SETTLER: _settler,
        Character.SALOON_OWNER: _saloon_owner,
    }
)
"""The characters whose action is over at once, and the player's board after it (given the
round's event)."""


def perform(state: State, character: Character, alley: bool = False) -> State:
    """The player acts as ``character`` (by its cowboy, or ``alley``)."""
    t = state.turn
    seat = t.seat
    # A new action under way: no progress yet (count, sellers and sold are at these
    # defaults already when the player chooses). The turn is built once, with the step of
    # the character's own choices, and the position once.
    gain = _AT_ONCE.get(character)
    if gain is not None:
        board = gain(state.players[seat], state.board.event)
        return _done_at_once(state, seat, board, character)
    step = _CHOICES.get(character)
    if step is not None:
        turn = t.evolve(step=step, character=character, count=0, sellers=(), sold=())
        return state.evolve(turn=turn)
    if character is _MERCHANT:
        others = () if alley else turn_order(state.setup.players, seat)[1:]
        sellers = (seat, *others)
        turn = t.evolve(step=_SALES, character=character, count=0, sellers=sellers, sold=())
        return _next_seller(state.evolve(turn=turn))
    if character is _CUSTER:
        turn = t.evolve(step=_APACHE, character=character, count=0, sellers=(), sold=())
        if state.board.event is Event.CRUEL_BATTLE:
            board = with_cowboys(state.players[seat], -2)
            return state.evolve(players=with_player(state, seat, board), turn=turn)
        return state.evolve(turn=turn)
    state = state.evolve(turn=t.evolve(character=character, count=0, sellers=(), sold=()))
    if character is _SHERIFF:
        return _sheriff(state, seat)
    assert character is Character.MAYOR
    return _mayor(state, seat)


def _done_at_once(state: State, seat: int, board: PlayerBoard, character: Character) -> State:
    """A character without choices of its own has acted, ``board`` the player's after it:
    as :func:`done` ends an action, the objectives met at once are claimed and the player
    chooses again (the position built once)."""
    t, city, setup = state.turn, state.city, state.setup
    objectives = to_claim(_NOW, board, city, setup.options.content, seat, setup.players)
    if objectives:
        board, city = claim(board, city, objectives)
    finished = (*t.done, character)
    turn = t.evolve(step=_CHOOSE, done=finished, character=None, count=0, sellers=(), sold=())
    return state.evolve(players=with_player(state, seat, board), city=city, turn=turn)


# -- Stage 3: acting as a character, by one's cowboy or through the alley -------------------


def _character_unused(state: State, action: Perform | UseAlley) -> bool:
    return action.character not in state.turn.done


_CHARACTER_USED: Check[State, Any] = Check(
    "character-used",
    "seat {action.player} has already acted as the {action.character.value} this round",
    _character_unused,
)
"""A character acts once a round for a player: "a player may not use the alley to perform
the action of a character he has already used in the same round"."""


def _cowboy_there(state: State, action: Perform) -> bool:
    return state.board.cowboys[CHARACTER_INDEX[action.character]] == action.player


def _perform(state: State, action: Perform) -> State:
    return perform(state, action.character)


def _perform_space(setup: Setup, seat: int) -> tuple[Perform, ...]:
    return _PERFORM[seat]


def _performances(state: State, seat: int) -> list[Perform]:
    cowboys, done_ = state.board.cowboys, state.turn.done
    row = _PERFORM[seat]
    return [
        row[index]
        for index, character in enumerate(CHARACTERS)
        if cowboys[index] == seat and character not in done_
    ]


def _perform_words(view: View, action: Perform) -> Said:
    """``"act as the Farmer"``."""
    return said("act", f" as {naming.character(action.character)}")


PERFORM: Move[State, Perform] = Move(
    Perform,
    checks=(
        _CHARACTER_USED,
        Check(
            "no-cowboy-there",
            "seat {action.player} has no cowboy on the {action.character.value}",
            _cowboy_there,
        ),
    ),
    effect=_perform,
    space=_perform_space,
    listing=_performances,
    words=_perform_words,
)
"""Stage 3: the player "may perform the action of each character on which he allocated a
cowboy, and also use the alley ... in the order he wishes"."""


def _alley_serves(state: State, action: UseAlley) -> bool:
    return action.character not in NOT_IN_ALLEY


def _alley_cowboy_left(state: State, action: UseAlley) -> bool:
    return alley_cost(state, action.player) is not None


def _alley_paid(state: State, action: UseAlley) -> bool:
    cost = alley_cost(state, action.player)
    return cost is not None and state.players[action.player].money >= cost


def _said_alley_cost(state: State, action: UseAlley) -> str:
    seat = action.player
    cost = alley_cost(state, seat)
    return f"the alley costs ${cost}; seat {seat} has ${state.players[seat].money}"


def _not_own_character(state: State, action: UseAlley) -> bool:
    return state.board.cowboys[CHARACTER_INDEX[action.character]] != action.player


def _character_in_play(state: State, action: UseAlley) -> bool:
    board, character = state.board, action.character
    return (
        board.cowboys[CHARACTER_INDEX[character]] is not None
        or character in board.blocked
        or state.setup.options.alley_any_character
    )


def _alley_characters(state: State, seat: int) -> list[int]:
    """The indexes of the characters ``seat``'s alley cowboy may act as."""
    board, done_ = state.board, state.turn.done
    anyone = state.setup.options.alley_any_character
    found = []
    for index, character in enumerate(CHARACTERS):
        owner = board.cowboys[index]
        if character in NOT_IN_ALLEY or character in done_ or owner == seat:
            continue
        if owner is not None or character in board.blocked or anyone:
            found.append(index)
    return found


def _use_alley(state: State, action: UseAlley) -> State:
    return use_alley(state, action.character)


def _alley_space(setup: Setup, seat: int) -> tuple[UseAlley, ...]:
    return _USE_ALLEY[seat]


def _alley_uses(state: State, seat: int) -> list[UseAlley]:
    cost = alley_cost(state, seat)
    if cost is None or state.players[seat].money < cost:
        return []
    row = _USE_ALLEY[seat]
    return [row[index] for index in _alley_characters(state, seat)]


def _use_alley_words(view: View, action: UseAlley) -> Said:
    """``"use the alley as the Merchant ($10 and a cowboy)"``."""
    text = f" the alley as {naming.character(action.character)}"
    cost = alley_cost(view, action.player)
    if cost is None:
        return said("use", text)
    lost = alley_cowboys_lost(view.board.event)
    cowboys = "a cowboy" if lost == 1 else naming.count(lost, "cowboy")
    return said("use", f"{text} (${cost} and {cowboys})")


USE_ALLEY: Move[State, UseAlley] = Move(
    UseAlley,
    checks=(
        Check(
            "alley-not-for-sheriff-or-mayor",
            "the alley cannot act as the Sheriff or the Mayor",
            _alley_serves,
        ),
        Check(
            "no-alley-cowboy", "seat {action.player} has no alley cowboy left", _alley_cowboy_left
        ),
        Check("cannot-pay-alley", _said_alley_cost, _alley_paid),
        _CHARACTER_USED,
        Check(
            "own-cowboy-there",
            "seat {action.player} has a cowboy of its own on the {action.character.value}: "
            "it acts as it without the alley",
            _not_own_character,
        ),
        Check(
            "empty-character",
            "nobody allocated a cowboy to the {action.character.value}: an empty character "
            "is ignored this round",
            _character_in_play,
        ),
    ),
    effect=_use_alley,
    space=_alley_space,
    listing=_alley_uses,
    words=_use_alley_words,
)
"""The alley performs "the action of a blocked character, that is, one already chosen by an
opponent", any but the Sheriff and the Mayor, for $5 (the left space) or $10 and a
cowboy; with ``alley_any_character`` an empty character too."""

# -- Sheriff and Mayor -------------------------------------------------------------------


def _sheriff(state: State, seat: int) -> State:
    """The small Starting Player token: to the left-hand neighbour if the starting player
    acts, else to the Sheriff's player (with two players, the $10 coin instead); then the
    top three events, seen by that player alone."""
    board = state.board
    players = state.setup.players
    if players == 2:
        if board.sheriff_coin:
            own = state.players[seat]
            boards = with_player(state, seat, own.evolve(money=own.money + 10))
            state = state.evolve(board=board.evolve(sheriff_coin=False), players=boards)
    else:
        nxt = (board.start + 1) % players if seat == board.start else seat
        state = state.evolve(board=board.evolve(next_start=nxt))
    city = state.city
    if len(city.events) < 2:
        return done(state)
    top = len(city.events) - min(3, len(city.events))
    seen = list(city.seen[seat])
    for position in range(top, len(city.events)):
        seen[position] = city.events[position]
    rows = (*city.seen[:seat], tuple(seen), *city.seen[seat + 1 :])
    turn = state.turn.evolve(step=Step.ARRANGE_EVENTS)
    return state.evolve(city=city.evolve(seen=rows), turn=turn)


def arrange_events(state: State, action: ArrangeEvents) -> State:
    """``bottom`` to the bottom of the deck, the other two back on top in the order
    chosen. The Sheriff's player knows where each of the three now lies; the others only
    that the deck under them moved up by one.

    The event deck and what each seat has seen of it stay in the game, not in
    :mod:`frontier_games.deck`: no other game of the library lets a seat learn part of a
    deck's order (Pappy Winchester's Rumor looks at single face-down cards, not a deck), so
    a deck with per-seat knowledge would have one user (rules notes, C67)."""
    seat = action.player
    city = state.city
    events = city.events
    cut = len(events) - min(3, len(events))
    new = (action.bottom, *events[:cut], *reversed(action.top))
    rows = []
    for other, row in enumerate(city.seen):
        kept = row[:cut]
        if other == seat:
            rows.append((action.bottom, *kept, *reversed(action.top)))
        else:
            rows.append((None, *kept, *(None,) * len(action.top)))
    return done(state.evolve(city=city.evolve(events=new, seen=tuple(rows))))


def _top_three_arranged(state: State, action: ArrangeEvents) -> bool:
    top = state.city.events[-3:]
    if action.bottom not in top:
        return False
    rest = {event for event in top if event is not action.bottom}
    return len(action.top) == len(rest) and set(action.top) == rest


@functools.cache
def _arrangements_of(seat: int) -> MappingProxyType[tuple[Event, tuple[Event, ...]], ArrangeEvents]:
    """Any event to the bottom and two others (one, once the deck is that short) on top,
    built on first use: ``_arrangements_of(seat)[bottom, top]``."""
    found = {}
    for bottom in Event:
        others = [event for event in Event if event is not bottom]
        for size in (2, 1):
            for order in permutations(others, size):
                found[bottom, order] = ArrangeEvents(seat, bottom, order)
    return MappingProxyType(found)


def _arrange_space(setup: Setup, seat: int) -> Iterable[ArrangeEvents]:
    return _arrangements_of(seat).values()


def _arrangements(state: State, seat: int) -> list[ArrangeEvents]:
    top = state.city.events[-3:]
    table = _arrangements_of(seat)
    found: list[ArrangeEvents] = []
    for bottom in top:
        rest = [event for event in top if event is not bottom]
        found.extend(table[bottom, order] for order in permutations(rest))
    return found


def _arrange_events_words(view: View, action: ArrangeEvents) -> Said:
    """``"put B at the bottom, then A, with C on top"`` (the top event is ``top[0]``); the
    other seats are told that the events were arranged, not which."""
    text = f" {action.bottom.value} at the bottom"
    if action.top:
        upward = tuple(reversed(action.top))
        text += "".join(f", then {event.value}" for event in upward[:-1])
        text += f", with {upward[-1].value} on top"
    looked = min(3, view.events_left)
    others = "the other two" if looked == 3 else "the other"
    unseen = (
        f"puts one of the top {naming.NUMBERS[looked]} events at the bottom of the deck and "
        f"{others} back on top"
    )
    return said("put", text, unseen=unseen)


ARRANGE_EVENTS: Move[State, ArrangeEvents] = Move(
    ArrangeEvents,
    checks=(
        Check(
            "not-the-top-events",
            "the Sheriff puts one of the top three events at the bottom of the deck and the "
            "other two back on top",
            _top_three_arranged,
        ),
    ),
    effect=arrange_events,
    space=_arrange_space,
    listing=_arrangements,
    words=_arrange_events_words,
)
"""Sheriff: "he takes the top three face-down cards of the event deck, looks at them
secretly, chooses one of them and places it at the bottom of the deck. He returns the
other two to the top, in the order he wishes"."""


def _mayor(state: State, seat: int) -> State:
    """The stagecoach in the city comes to the player with its bonus ($5 only under
    Stagecoach Robbery, which discards the politician it brings)."""
    stagecoach = state.board.stagecoach
    if stagecoach is None:
        return done(state)
    board = state.players[seat]
    board = board.evolve(stagecoaches=(*board.stagecoaches, stagecoach))
    state = state.evolve(board=state.board.evolve(stagecoach=None))
    bonus = state.setup.options.content.stagecoach(stagecoach).bonus
    if state.board.event is Event.STAGECOACH_ROBBERY:
        city = state.city
        if bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN and city.politicians:
            city = city.evolve(politicians=city.politicians - 1)  # discarded
        board = board.evolve(money=board.money + 5)
        return done(state.evolve(players=with_player(state, seat, board), city=city))
    if bonus is StagecoachBonus.TWENTY_DOLLARS:
        board = board.evolve(money=board.money + 20)
        return done(state.evolve(players=with_player(state, seat, board)))
    if bonus is StagecoachBonus.GOLD:
        board = with_gold(board, 1)
        return done(state.evolve(players=with_player(state, seat, board)))
    if state.city.politicians == 0:  # no politician left to take: the $10
        board = board.evolve(money=board.money + 10)
        return done(state.evolve(players=with_player(state, seat, board)))
    turn = state.turn.evolve(step=Step.STAGECOACH)
    return state.evolve(players=with_player(state, seat, board), turn=turn)


def take_stagecoach(state: State, politician: bool) -> State:
    """The stagecoach's $10, or its politician (to host by the end of the round)."""
    seat = state.turn.seat
    board = state.players[seat]
    if politician:
        board = board.evolve(politician=True)
        city = state.city.evolve(politicians=state.city.politicians - 1)
        return done(state.evolve(players=with_player(state, seat, board), city=city))
    board = board.evolve(money=board.money + 10)
    return done(state.evolve(players=with_player(state, seat, board)))


def _take_stagecoach(state: State, action: TakeStagecoach) -> State:
    return take_stagecoach(state, action.politician)


def _stagecoach_space(setup: Setup, seat: int) -> tuple[TakeStagecoach, ...]:
    return _STAGECOACH[seat]


def _take_stagecoach_words(view: View, action: TakeStagecoach) -> Said:
    """``"take the politician"``, ``"take $10"``."""
    return said("take", " the politician" if action.politician else " $10")


TAKE_STAGECOACH: Move[State, TakeStagecoach] = Move(
    TakeStagecoach,
    checks=(),
    effect=_take_stagecoach,
    space=_stagecoach_space,
    words=_take_stagecoach_words,
)
"""Mayor: the stagecoach brings "$10 from the general supply or a politician token"."""

# -- Farmer ------------------------------------------------------------------------------


def buy_farm(state: State, action: BuyFarm) -> State:
    """The farm comes with its Apache and its bonus; the $10 discount token is spent on
    the first farm bought; a second farm may follow."""
    seat, farm = action.player, action.farm
    board = state.players[seat]
    discount = BonusToken.FARM_DISCOUNT in board.discounts
    price = farm_price(state.setup.options.content, farm, state.board.event, discount)
    discounts = tuple(t for t in board.discounts if t is not BonusToken.FARM_DISCOUNT)
    board = board.evolve(
        money=board.money - price,
        farms=tuple(f for f in Farm if f in board.farms or f is farm),
        discounts=discounts,
    )
    city = state.city.evolve(farms=tuple(f for f in state.city.farms if f is not farm))
    good = farm.good
    if good is Good.PIGS:
        board = board.evolve(settlers=board.settlers + _FARM_BONUS_SETTLERS)
    elif good is Good.HORSES:
        board = with_cowboys(board, 1)
    elif good is Good.OXEN:
        board = with_iron(board, _OXEN_IRON)
    elif good is Good.WHEAT:
        board = with_gold(board, 1)
    state = state.evolve(players=with_player(state, seat, board), city=city)
    count = state.turn.count + 1
    state = claim_now(state, seat, ObjectiveTiming.AT_ONCE)
    # A sheep farm's marker, if a business is left without one of the player's.
    if good is Good.SHEEP and not all(has_marker(board, b) for b in Business):
        return state.evolve(turn=state.turn.evolve(step=Step.SHEEP_INFLUENCE, count=count))
    return _after_farm(state, count)


def _after_farm(state: State, count: int) -> State:
    if count >= 2:
        return done(state)
    return state.evolve(turn=state.turn.evolve(step=Step.FARMS, count=count))


def sheep_influence(state: State, business: Business) -> State:
    """The sheep farm's bonus marker goes on ``business``."""
    seat = state.turn.seat
    board = state.players[seat]
    board = with_influence(board, business)
    state = state.evolve(players=with_player(state, seat, board))
    return _after_farm(state, state.turn.count)


def _new_kind(state: State, action: BuyFarm) -> bool:
    good = action.farm.good
    return all(owned.good is not good for owned in state.players[action.player].farms)


def _on_the_table(state: State, action: BuyFarm) -> bool:
    return action.farm in state.city.farms


def _price_of_farm(state: State, action: BuyFarm) -> int:
    discount = BonusToken.FARM_DISCOUNT in state.players[action.player].discounts
    return farm_price(state.setup.options.content, action.farm, state.board.event, discount)


def _farm_paid(state: State, action: BuyFarm) -> bool:
    return _price_of_farm(state, action) <= state.players[action.player].money


def _said_farm_price(state: State, action: BuyFarm) -> str:
    seat = action.player
    return (
        f"the {action.farm.value} costs ${_price_of_farm(state, action)} now; seat {seat} has "
        f"${state.players[seat].money}"
    )


def _farm_space(setup: Setup, seat: int) -> Iterable[BuyFarm]:
    return _BUY_FARM[seat].values()


def _farm_buys(state: State, seat: int) -> list[BuyFarm]:
    board = state.players[seat]
    content, event = state.setup.options.content, state.board.event
    discount = BonusToken.FARM_DISCOUNT in board.discounts
    owned = {farm.good for farm in board.farms}
    row = _BUY_FARM[seat]
    return [
        row[farm]
        for farm in state.city.farms
        if farm.good not in owned and farm_price(content, farm, event, discount) <= board.money
    ]


def _buy_farm_words(view: View, action: BuyFarm) -> Said:
    """``"buy sheep farm 1 for $15"``."""
    price = naming.farm_price_now(view, action.player, action.farm)
    return said("buy", f" {action.farm.value} for ${price}")


BUY_FARM: Move[State, BuyFarm] = Move(
    BuyFarm,
    checks=(
        Check(
            "farm-type-owned",
            "seat {action.player} already has a {action.farm.good.value} farm",
            _new_kind,
        ),
        Check("farm-not-on-table", "the {action.farm.value} is not on the table", _on_the_table),
        Check("cannot-pay-farm", _said_farm_price, _farm_paid),
    ),
    effect=buy_farm,
    space=_farm_space,
    listing=_farm_buys,
    words=_buy_farm_words,
)
"""Farmer: "the player ... may buy one or two farms"; "at no time may a player have
repeated farms"."""

# -- Merchant ----------------------------------------------------------------------------


def _next_seller(state: State) -> State:
    """The first of the sellers with a sale to make decides; the Merchant's player makes
    up to two (from different farms), every other seller one; then the action ends."""
    turn = state.turn
    sellers = turn.sellers
    while sellers:
        seller = sellers[0]
        limit = 2 if seller == turn.seat else 1
        asked = state.evolve(turn=turn.evolve(sellers=sellers))
        if asked.turn.count < limit and sales(asked, seller):
            return asked
        sellers = sellers[1:]
        turn = turn.evolve(sellers=sellers, count=0)
    return done(state.evolve(turn=turn))


def sell(state: State, action: Sell) -> State:
    """A sale: the farm's good at the column's price (its lowest, which blocks the
    column, under Market Slump), less the Apache penalty; the marker moves down."""
    seat, farm = action.player, action.farm
    city, content, event = state.city, state.setup.options.content, state.board.event
    good = farm.good
    index = GOODS.index(good)
    price = price_of_sale(content, good, city.market[index], event, farm in city.apaches)
    assert price is not None
    column = content.column(good)
    moved = len(column.prices) if event is Event.MARKET_SLUMP else city.market[index] + 1
    market = (*city.market[:index], moved, *city.market[index + 1 :])
    board = state.players[seat]
    board = board.evolve(money=board.money + price)
    players = with_player(state, seat, board)
    state = state.evolve(city=city.evolve(market=market), players=players)
    turn = state.turn
    sold = (*turn.sold, farm) if seat == turn.seat else turn.sold
    count = turn.count + 1
    limit = 2 if seat == turn.seat else 1
    if count >= limit:
        state = state.evolve(turn=turn.evolve(sellers=turn.sellers[1:], count=0, sold=sold))
    else:
        state = state.evolve(turn=turn.evolve(count=count, sold=sold))
    return _next_seller(state)


def sales(state: State, seat: int) -> tuple[Sell, ...]:
    """The sales ``seat`` may make now (in a Merchant's action): each of its farms not
    sold from yet in this sale run whose column is not blocked."""
    board = state.players[seat]
    content, event, city = state.setup.options.content, state.board.event, state.city
    sold = state.turn.sold if seat == state.turn.seat else ()
    row = _SELL[seat]
    found = []
    for farm in board.farms:
        if farm in sold:
            continue
        good = farm.good
        price = price_of_sale(
            content, good, city.market[GOODS.index(good)], event, farm in city.apaches
        )
        if price is not None:
            found.append(row[farm])
    return tuple(found)


def _own_farm(state: State, action: Sell | Host) -> bool:
    return action.farm in state.players[action.player].farms


_NOT_OWN_FARM: Check[State, Any] = Check(
    "not-own-farm", "seat {action.player} does not own the {action.farm.value}", _own_farm
)


def _not_sold_from(state: State, action: Sell) -> bool:
    turn = state.turn
    return action.player != turn.seat or action.farm not in turn.sold


def _column_open(state: State, action: Sell) -> bool:
    good = action.farm.good
    column = state.setup.options.content.column(good)
    return state.city.market[GOODS.index(good)] < len(column.prices)


def _sell_space(setup: Setup, seat: int) -> Iterable[Sell]:
    return _SELL[seat].values()


def _sell_words(view: View, action: Sell) -> Said:
    """``"sell pigs from pig farm 1 for $15"``."""
    farm = action.farm
    price = naming.sale_price_now(view, farm)
    sold = f" {farm.good.value} from {farm.value}"
    if price is None:
        return said("sell", f"{sold} (its market column is blocked)")
    return said("sell", f"{sold} for ${price}")


SELL: Move[State, Sell] = Move(
    Sell,
    checks=(
        _NOT_OWN_FARM,
        Check(
            "farm-sold-from",
            "seat {action.player} has already sold from the {action.farm.value} in this action",
            _not_sold_from,
        ),
        Check(
            "column-blocked",
            "the {action.farm.good.value} column of the market is blocked until the end of "
            "the round",
            _column_open,
        ),
    ),
    effect=sell,
    space=_sell_space,
    listing=sales,
    words=_sell_words,
)
"""Merchant: the player "may make two consecutive sales to the market (of different
farms), and all other players ... a single sale"; "whoever has one or more farms must
sell"; a column whose marker reached its last circle blocks the sales of its good."""

# -- Railway Chief, Miner, Notary, General Custer ----------------------------------------


def build(state: State, action: Build) -> State:
    """The segments are paid in settlers and iron (one more iron each under Rough
    Railway); the player's marker shows the section is its own. A finished section pays
    the next prize."""
    seat = action.player
    city = state.city
    section = section_of(city.sections, action.good)
    cost = segments_cost(section.built, action.segments, state.board.event)
    assert cost is not None  # legal: the section has that many segments left
    settlers, iron = cost
    board = state.players[seat]
    board = board.evolve(settlers=board.settlers - settlers, iron=board.iron - iron)
    built = section.built + action.segments
    new = section.evolve(builder=seat, built=built)
    sections = tuple(new if s is section else s for s in city.sections)
    state = state.evolve(players=with_player(state, seat, board))
    if built < SEGMENTS_PER_SECTION:
        return done(state.evolve(city=city.evolve(sections=sections)))
    finished = city.finished
    state = state.evolve(city=city.evolve(sections=sections, finished=finished + 1))
    if finished >= len(RAILWAY_PRIZES):
        return done(state)
    prize = RAILWAY_PRIZES[finished]
    if prize.gold and prize.dollars:
        return state.evolve(turn=state.turn.evolve(step=Step.PRIZE))
    return _prize(state, seat, bool(prize.gold))


def take_prize(state: State, gold: bool) -> State:
    """The prize of the section just finished: its gold bars or its dollars."""
    return _prize(state, state.turn.seat, gold)


def _prize(state: State, seat: int, gold: bool) -> State:
    prize = RAILWAY_PRIZES[state.city.finished - 1]
    board = state.players[seat]
    if gold:
        board = with_gold(board, prize.gold)
    else:
        board = board.evolve(money=board.money + prize.dollars)
    return done(state.evolve(players=with_player(state, seat, board)))


def railway_options(state: State, seat: int) -> tuple[Build, ...]:
    """The builds ``seat`` may make: the next segments of its unfinished section, or of a
    section nobody started if it has none, as far as its settlers and iron go."""
    board = state.players[seat]
    sections = state.city.sections
    mine = [s for s in sections if s.builder == seat and s.built < SEGMENTS_PER_SECTION]
    open_ = mine if mine else [s for s in sections if s.builder is None]
    row = _BUILD[seat]
    builds = []
    event = state.board.event
    for section in open_:
        for segments in range(1, SEGMENTS_PER_SECTION - section.built + 1):
            cost = segments_cost(section.built, segments, event)
            assert cost is not None
            if cost[0] > board.settlers or cost[1] > board.iron:
                break
            builds.append(row[section.good, segments])
    return tuple(builds)


def _section(state: State, action: Build) -> Section:
    return section_of(state.city.sections, action.good)


def _unfinished(state: State, action: Build) -> bool:
    return _section(state, action).built < SEGMENTS_PER_SECTION


def _not_anothers(state: State, action: Build) -> bool:
    builder = _section(state, action).builder
    return builder is None or builder == action.player


def _own_finished_first(state: State, action: Build) -> bool:
    seat = action.player
    if _section(state, action).builder == seat:
        return True
    return not any(
        s.builder == seat and s.built < SEGMENTS_PER_SECTION for s in state.city.sections
    )


def _segments_left(state: State, action: Build) -> bool:
    return action.segments <= SEGMENTS_PER_SECTION - _section(state, action).built


def _said_segments_left(state: State, action: Build) -> str:
    left = SEGMENTS_PER_SECTION - _section(state, action).built
    return f"the {action.good.value} section has {left} segment{'s' * (left != 1)} left"


def _segments_paid(state: State, action: Build) -> bool:
    cost = segments_cost(_section(state, action).built, action.segments, state.board.event)
    board = state.players[action.player]
    return cost is not None and cost[0] <= board.settlers and cost[1] <= board.iron


def _said_segments_cost(state: State, action: Build) -> str:
    cost = segments_cost(_section(state, action).built, action.segments, state.board.event)
    assert cost is not None
    settlers, iron = cost
    board = state.players[action.player]
    return (
        f"those segments cost {settlers} settler{'s' * (settlers != 1)} and {iron} iron now; "
        f"seat {action.player} has {board.settlers} and {board.iron}"
    )


def _build_space(setup: Setup, seat: int) -> Iterable[Build]:
    return _BUILD[seat].values()


def _build_words(view: View, action: Build) -> Said:
    """``"build 3 segments of the pig railway (2 settlers, 5 iron)"``."""
    segments = action.segments
    noun = "segment" if segments == 1 else "segments"
    text = f" {segments} {noun} of {naming.railway(action.good)}"
    cost = naming.segments_cost_now(view, action.good, segments)
    if cost is None:
        return said("build", text)
    settlers, iron = cost
    paid = [naming.count(settlers, "settler")] if settlers else []
    paid.append(f"{iron} iron")
    return said("build", f"{text} ({', '.join(paid)})")


BUILD: Move[State, Build] = Move(
    Build,
    checks=(
        Check("section-finished", "the {action.good.value} section is finished", _unfinished),
        Check(
            "section-of-another",
            "another player is building the {action.good.value} section",
            _not_anothers,
        ),
        Check(
            "finish-own-section-first",
            "seat {action.player} may not begin a second section before finishing the first",
            _own_finished_first,
        ),
        Check("too-many-segments", _said_segments_left, _segments_left),
        Check("cannot-pay-segments", _said_segments_cost, _segments_paid),
    ),
    effect=build,
    space=_build_space,
    listing=railway_options,
    words=_build_words,
)
"""Railway Chief: the player builds the next segments of a section, paid in settlers and
iron; "the same player may not begin construction of a second section before finishing
the first", and each section is "under the responsibility of one player"."""


def _take_prize(state: State, action: TakePrize) -> State:
    return take_prize(state, action.gold)


def _prize_space(setup: Setup, seat: int) -> tuple[TakePrize, ...]:
    return _PRIZE[seat]


def _take_prize_words(view: View, action: TakePrize) -> Said:
    """``"take the prize: 2 gold bars"``, ``"take the prize: $45"``."""
    prize = naming.prize_now(view)
    if prize is None:
        return said("take", " the prize in gold bars" if action.gold else " the prize in dollars")
    gold, dollars = prize
    if action.gold:
        return said("take", f" the prize: {naming.count(gold, 'gold bar')}")
    return said("take", f" the prize: ${dollars}")


TAKE_PRIZE: Move[State, TakePrize] = Move(
    TakePrize,
    checks=(),
    effect=_take_prize,
    space=_prize_space,
    words=_take_prize_words,
)
"""A finished section: "the player who completed the work chooses his prize: two gold bars
or $45" (the first), "one gold bar or $30" (the second)."""


def mine(state: State, action: Mine) -> State:
    """The iron and gold the cowboys carry (the cowboys are not spent)."""
    seat = action.player
    board = with_gold(with_iron(state.players[seat], action.iron), action.gold)
    return done(state.evolve(players=with_player(state, seat, board)))


def _carriers(state: State) -> tuple[int, int]:
    """The cowboys one iron and one gold bar take (twice as many under Lazy Cowboys)."""
    return (2, 4) if state.board.event is Event.LAZY_COWBOYS else (1, 3)


def _carried(state: State, action: Mine) -> bool:
    per_iron, per_gold = _carriers(state)
    needed = action.iron * per_iron + action.gold * per_gold
    return needed <= state.players[action.player].cowboys


def _said_capacity(state: State, action: Mine) -> str:
    per_iron, per_gold = _carriers(state)
    cowboys = state.players[action.player].cowboys
    return (
        f"seat {action.player}'s {cowboys} cowboys cannot carry that much: an iron takes "
        f"{per_iron} cowboy{'s' * (per_iron != 1)}, a gold bar {per_gold}"
    )


def _within_limits(state: State, action: Mine) -> bool:
    board = state.players[action.player]
    return action.iron <= IRON_LIMIT - board.iron and action.gold <= GOLD_LIMIT - board.gold


def _mine_space(setup: Setup, seat: int) -> Iterator[Mine]:
    table = _MINE[seat]
    for iron in range(IRON_LIMIT + 1):
        for gold in range(GOLD_LIMIT + 1):
            if iron or gold:
                yield table[gold][iron]


def _minings(state: State, seat: int) -> list[Mine]:
    board = state.players[seat]
    per_iron, per_gold = _carriers(state)
    capacity = board.cowboys
    table = _MINE[seat]
    found: list[Mine] = []
    for gold in range(min(capacity // per_gold, GOLD_LIMIT - board.gold) + 1):
        left = capacity - gold * per_gold
        row = table[gold]
        irons = range(min(left // per_iron, IRON_LIMIT - board.iron) + 1)
        found.extend(row[iron] for iron in irons if iron or gold)
    return found


def _mine_words(view: View, action: Mine) -> Said:
    """``"mine 3 iron and 1 gold"``."""
    parts = [f"{n} {what}" for n, what in ((action.iron, "iron"), (action.gold, "gold")) if n]
    return said("mine", f" {listed(parts)}" if parts else " nothing")


MINE: Move[State, Mine] = Move(
    Mine,
    checks=(
        Check("past-capacity", _said_capacity, _carried),
        Check(
            "past-limit",
            f"no player may have more than {IRON_LIMIT} iron and {GOLD_LIMIT} gold",
            _within_limits,
        ),
    ),
    effect=mine,
    space=_mine_space,
    listing=_minings,
    words=_mine_words,
)
"""Miner: "1 cowboy transports one iron. 3 cowboys transport one gold"; "no player may have
more than 10 iron and 4 gold at any time during the game"."""


def buy_business(state: State, action: BuyBusiness) -> State:
    """The player's marker moves to the price space: it owns the business (the $5
    discount token is spent on the first business bought); a second may follow."""
    seat, business = action.player, action.business
    price = business_price(state, seat, business)
    board = state.players[seat]
    board = board.evolve(
        money=board.money - price,
        influence=tuple(b for b in board.influence if b is not business),
        owned=tuple(b for b in Business if b in board.owned or b is business),
        discounts=tuple(t for t in board.discounts if t is not BonusToken.BUSINESS_DISCOUNT),
    )
    state = state.evolve(players=with_player(state, seat, board))
    state = claim_now(state, seat, ObjectiveTiming.AT_ONCE)
    count = state.turn.count + 1
    if count >= 2:
        return done(state)
    return state.evolve(turn=state.turn.evolve(step=Step.BUSINESSES, count=count))


def may_buy_business(state: State, seat: int, business: Business) -> bool:
    """Whether ``seat`` may buy ``business`` now: its influence marker is there, nobody
    owns it, the money is there, and it would not own the whole of a status group."""
    board = state.players[seat]
    if business not in board.influence:
        return False
    if any(business in other.owned for other in state.players):
        return False
    if business_price(state, seat, business) > board.money:
        return False
    return not _whole_group(state, seat, business)


def _whole_group(state: State, seat: int, business: Business) -> bool:
    """Whether buying ``business`` would make a whole status group ``seat``'s own."""
    content = state.setup.options.content
    status = content.business(business).status
    group = {card.business for card in content.businesses if card.status == status}
    return group <= {*state.players[seat].owned, business}


def _influence_there(state: State, action: BuyBusiness) -> bool:
    return action.business in state.players[action.player].influence


def _nobody_owns(state: State, action: BuyBusiness) -> bool:
    business = action.business
    return not any(business in other.owned for other in state.players)


def _business_paid(state: State, action: BuyBusiness) -> bool:
    seat = action.player
    return business_price(state, seat, action.business) <= state.players[seat].money


def _said_business_price(state: State, action: BuyBusiness) -> str:
    seat = action.player
    price = business_price(state, seat, action.business)
    return (
        f"the {action.business.value} costs ${price} now; seat {seat} has "
        f"${state.players[seat].money}"
    )


def _not_a_whole_group(state: State, action: BuyBusiness) -> bool:
    return not _whole_group(state, action.player, action.business)


def _business_space(setup: Setup, seat: int) -> tuple[BuyBusiness, ...]:
    return _BUY_BUSINESS[seat]


def _business_buys(state: State, seat: int) -> list[BuyBusiness]:
    row = _BUY_BUSINESS[seat]
    return [
        row[index]
        for index, business in enumerate(BUSINESSES)
        if may_buy_business(state, seat, business)
    ]


def _buy_business_words(view: View, action: BuyBusiness) -> Said:
    """``"buy the Saloon for $35"``."""
    price = business_price(view, action.player, action.business)
    return said("buy", f" {naming.business(action.business)} for ${price}")


BUY_BUSINESS: Move[State, BuyBusiness] = Move(
    BuyBusiness,
    checks=(
        Check(
            "no-influence-there",
            "seat {action.player} has no influence marker in the {action.business.value}",
            _influence_there,
        ),
        Check("business-owned", "the {action.business.value} already has an owner", _nobody_owns),
        Check("cannot-pay-business", _said_business_price, _business_paid),
        Check(
            "whole-status-group",
            "a player may not buy all the businesses with the same status level",
            _not_a_whole_group,
        ),
    ),
    effect=buy_business,
    space=_business_space,
    listing=_business_buys,
    words=_buy_business_words,
)
"""Notary: "to buy a business, the player must have an influence marker in it"; "each
business can have only one owner"; "a player may not monopolise a particular group"."""


def remove_apache(state: State, action: RemoveApache) -> State:
    """The Apache leaves the farm: General Custer's for the player's board (Courage
    counts those), the coloured token's for the box (the token is then discarded)."""
    seat = action.player
    city = state.city
    city = city.evolve(apaches=tuple(f for f in city.apaches if f is not action.farm))
    board = state.players[seat]
    if action.token:
        board = board.evolve(apache_token=False)
    else:
        board = board.evolve(apaches=board.apaches + 1)
    state = state.evolve(players=with_player(state, seat, board), city=city)
    if action.token:
        return claim_now(state, seat, ObjectiveTiming.AT_ONCE)
    return done(state)


def _apache_farms(state: State, seat: int) -> tuple[Farm, ...]:
    """The farms whose Apache ``seat`` may remove: its own and those on the table."""
    apaches = state.city.apaches
    own = state.players[seat].farms
    return tuple(
        farm
        for farm in state.setup.farms
        if farm in apaches and (farm in own or farm in state.city.farms)
    )


def _custer_or_token(state: State, action: RemoveApache) -> bool:
    return action.token or state.turn.step is _APACHE


def _custer_not_token(state: State, action: RemoveApache) -> bool:
    return not action.token or state.turn.step is not _APACHE


def _token_held(state: State, action: RemoveApache) -> bool:
    return not action.token or state.players[action.player].apache_token


def _apache_there(state: State, action: RemoveApache) -> bool:
    return action.farm in state.city.apaches


def _within_reach(state: State, action: RemoveApache) -> bool:
    farm = action.farm
    return farm in state.players[action.player].farms or farm in state.city.farms


def _apache_space(setup: Setup, seat: int) -> Iterator[RemoveApache]:
    for row in _REMOVE[seat]:
        yield from row.values()


def _apache_removals(state: State, seat: int) -> list[RemoveApache]:
    if state.turn.step is _APACHE:
        row = _REMOVE[seat][False]
    elif state.players[seat].apache_token:
        row = _REMOVE[seat][True]
    else:
        return []
    return [row[farm] for farm in _apache_farms(state, seat)]


def _remove_apache_words(view: View, action: RemoveApache) -> Said:
    """``"remove the Apache from ox farm 2 (General Custer)"``, or ``(your Apache token)``."""
    text = f" the Apache from {action.farm.value}"
    if action.token:
        return said("remove", f"{text} (your Apache token)", f"{text} (its Apache token)")
    return said("remove", f"{text} (General Custer)")


REMOVE_APACHE: Move[State, RemoveApache] = Move(
    RemoveApache,
    checks=(
        Check(
            "not-general-custer",
            "outside General Custer's action an Apache is removed only with one's coloured "
            "Apache token",
            _custer_or_token,
        ),
        Check(
            "general-custer-acting",
            "General Custer's action removes this Apache, not the coloured token",
            _custer_not_token,
        ),
        Check(
            "no-apache-token", "seat {action.player} holds no coloured Apache token", _token_held
        ),
        Check("no-apache-there", "no Apache is attached to the {action.farm.value}", _apache_there),
        Check(
            "farm-of-another",
            "the {action.farm.value} is another player's: an Apache is removed from one's own "
            "farms or those on the table",
            _within_reach,
        ),
    ),
    effect=remove_apache,
    space=_apache_space,
    listing=_apache_removals,
    words=_remove_apache_words,
)
"""General Custer "may remove one Apache connected to any of his own farms or to any farm on
the table that has not yet been bought"; the coloured Apache token does the same once,
"during Phase 2", at the player's choice of what to do next."""

# -- politicians -------------------------------------------------------------------------


def host(state: State, farm: Farm) -> State:
    """The politician the player holds stays at ``farm``."""
    seat = state.turn.seat
    board = state.players[seat]
    politicians = tuple(f for f in Farm if f in board.politicians or f is farm)
    board = board.evolve(politician=False, politicians=politicians)
    state = state.evolve(players=with_player(state, seat, board))
    return claim_now(state, seat, ObjectiveTiming.AT_ONCE)


def _politician_held(state: State, action: Host) -> bool:
    return state.players[action.player].politician


def _no_politician_there(state: State, action: Host) -> bool:
    return action.farm not in state.players[action.player].politicians


def _host(state: State, action: Host) -> State:
    return host(state, action.farm)


def _host_space(setup: Setup, seat: int) -> Iterable[Host]:
    return _HOST[seat].values()


def _hostings(state: State, seat: int) -> list[Host]:
    board = state.players[seat]
    if not board.politician:
        return []
    row, politicians = _HOST[seat], board.politicians
    return [row[farm] for farm in board.farms if farm not in politicians]


def _host_words(view: View, action: Host) -> Said:
    """``"host the politician on wheat farm 1"``."""
    return said("host", f" the politician on {action.farm.value}")


HOST: Move[State, Host] = Move(
    Host,
    checks=(
        Check(
            "no-politician", "seat {action.player} holds no politician to host", _politician_held
        ),
        _NOT_OWN_FARM,
        Check(
            "politician-there",
            "the {action.farm.value} already hosts a politician",
            _no_politician_there,
        ),
    ),
    effect=_host,
    space=_host_space,
    listing=_hostings,
    words=_host_words,
)
"""The Mayor's politician: the player "has until the end of the round to host the
politician on any farm he owns"; "each farm hosts only one politician"."""


def bribe(state: State) -> State:
    """Privileges: two gold bars spent on the politician; the objective is claimed."""
    seat = state.turn.seat
    board = with_gold(state.players[seat], -BRIBE_GOLD)
    board, city = claim(board, state.city, (Objective.PRIVILEGES,))
    state = state.evolve(players=with_player(state, seat, board), city=city)
    return claim_now(state, seat, ObjectiveTiming.AT_ONCE)


def _privileges_unclaimed(state: State, action: Bribe) -> bool:
    return Objective.PRIVILEGES not in state.players[action.player].objectives


def _privileges_left(state: State, action: Bribe) -> bool:
    return Objective.PRIVILEGES in state.city.objectives


def _politician_hosted(state: State, action: Bribe) -> bool:
    apaches = state.city.apaches
    return any(farm not in apaches for farm in state.players[action.player].politicians)


def _gold_for_bribe(state: State, action: Bribe) -> bool:
    return state.players[action.player].gold >= BRIBE_GOLD


def _bribe(state: State, action: Bribe) -> State:
    return bribe(state)


def _bribe_space(setup: Setup, seat: int) -> tuple[Bribe, ...]:
    return _BRIBE[seat]


def _bribes(state: State, seat: int) -> tuple[Bribe, ...]:
    board, city = state.players[seat], state.city
    content, players = state.setup.options.content, state.setup.players
    if (
        board.gold >= BRIBE_GOLD  # met() asks it first; most boards fail it at once
        and met(Objective.PRIVILEGES, board, city, content, seat, players)
        and claimable(Objective.PRIVILEGES, board, city)
    ):
        return _BRIBE[seat]
    return ()


def _bribe_words(view: View, action: Bribe) -> Said:
    """``"bribe the politician with two gold bars (Privileges)"``."""
    return said("bribe", f" the politician with {naming.bars(BRIBE_GOLD)} (Privileges)")


BRIBE: Move[State, Bribe] = Move(
    Bribe,
    checks=(
        Check(
            "objective-claimed",
            f"seat {{action.player}} has already claimed {Objective.PRIVILEGES.value}",
            _privileges_unclaimed,
        ),
        Check(
            "objective-gone",
            f"no {Objective.PRIVILEGES.value} card is left to claim",
            _privileges_left,
        ),
        Check(
            "no-hosted-politician",
            "a bribe needs a politician hosted on one's farm without an Apache attached",
            _politician_hosted,
        ),
        Check(
            "bribe-gold",
            f"the bribe costs {BRIBE_GOLD} gold bars; seat {{action.player}} has fewer",
            _gold_for_bribe,
        ),
    ),
    effect=_bribe,
    space=_bribe_space,
    listing=_bribes,
    words=_bribe_words,
)
"""Privileges: "the player must have a politician hosted in a farm, and must spend two gold
bars to bribe him", claimed "at the exact moment the player spends the gold"."""


# -- codec ids ------------------------------------------------------------------------------
# The action codec's blocks (:mod:`.chaparral.learning` puts them in order); characters,
# businesses, farms and events in enum order.


def perform_ids(seat: int) -> list[Perform]:
    """``Perform``: each character (12)."""
    return [Perform(seat, character) for character in CHARACTERS]


def use_alley_ids(seat: int) -> list[UseAlley]:
    """``UseAlley``: each character but the Sheriff and the Mayor (10)."""
    return [UseAlley(seat, character) for character in CHARACTERS if character not in NOT_IN_ALLEY]


def arrange_events_ids(seat: int) -> list[ArrangeEvents]:
    """``ArrangeEvents``: each event at the bottom, then each ordered pair of two other
    events on top (``12 * 11 * 10`` = 1,320): the space cannot know which three lie on top
    of the deck."""
    events = tuple(Event)
    return [
        ArrangeEvents(seat, bottom, pair)
        for bottom in events
        for pair in permutations([event for event in events if event is not bottom], 2)
    ]


def take_stagecoach_ids(seat: int) -> list[TakeStagecoach]:
    """``TakeStagecoach``: the politician, then $10 (2)."""
    return [TakeStagecoach(seat, True), TakeStagecoach(seat, False)]


def buy_farm_ids(seat: int) -> list[BuyFarm]:
    """``BuyFarm``: each farm (16)."""
    return [BuyFarm(seat, farm) for farm in Farm]


def sell_ids(seat: int) -> list[Sell]:
    """``Sell``: each farm (16)."""
    return [Sell(seat, farm) for farm in Farm]


def host_ids(seat: int) -> list[Host]:
    """``Host``: each farm (16)."""
    return [Host(seat, farm) for farm in Farm]


def remove_apache_ids(seat: int) -> list[RemoveApache]:
    """``RemoveApache``: each farm by General Custer, then each farm by the player's
    coloured Apache token (32)."""
    return [RemoveApache(seat, farm, token) for token in (False, True) for farm in Farm]


def build_ids(seat: int) -> list[Build]:
    """``Build``: each railway good (sheep, pigs, horses, oxen), 1 to 5 segments (20)."""
    return [
        Build(seat, good, segments)
        for good in RAILWAY_GOODS
        for segments in range(1, SEGMENTS_PER_SECTION + 1)
    ]


def mine_ids(seat: int) -> list[Mine]:
    """``Mine``: iron 0 to 10, then gold 0 to 4, but nothing at all (54)."""
    return [
        Mine(seat, iron, gold)
        for iron in range(IRON_LIMIT + 1)
        for gold in range(GOLD_LIMIT + 1)
        if iron or gold
    ]


def buy_business_ids(seat: int) -> list[BuyBusiness]:
    """``BuyBusiness``: each business (12)."""
    return [BuyBusiness(seat, business) for business in BUSINESSES]


def take_prize_ids(seat: int) -> list[TakePrize]:
    """``TakePrize``: the gold bars, then the dollars (2)."""
    return [TakePrize(seat, True), TakePrize(seat, False)]


def bribe_ids(seat: int) -> list[Bribe]:
    """``Bribe`` (1)."""
    return [Bribe(seat)]
