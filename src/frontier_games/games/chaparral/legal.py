"""Every legal action of the seat that decides, phase by phase and step by step: the one
place the rules say what may be done. :func:`~.chaparral.rules.apply` accepts exactly these.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from types import MappingProxyType
from typing import Any

import attrs

from frontier_games.games.chaparral.content import (
    ALLEY_COSTS,
    CHARACTER_BUSINESSES,
    GOLD_LIMIT,
    IRON_LIMIT,
    MAX_INFLUENCE_PER_ROUND,
    MAX_PLAYERS,
    SEGMENTS_PER_SECTION,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Objective,
)
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Pass,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    RemoveApache,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.objectives import claimable, met
from frontier_games.games.chaparral.table import (
    BUSINESSES,
    GOODS,
    business_price,
    farm_price,
    has_marker,
    price_of_sale,
    segments_cost,
)
from frontier_games.games.chaparral.turn import (
    CHARACTERS,
    allocation_slot,
    influence_choices,
)

__all__ = [
    "LOSSES_MONEY",
    "alley_cost",
    "allows",
    "asked",
    "choices",
    "deciding",
    "may_buy_business",
    "railway_options",
    "sales",
]

NOT_IN_ALLEY = frozenset((Character.SHERIFF, Character.MAYOR))
"""The alley may act as any character but these."""

LOSSES_MONEY = 20
"""Losses and Damages: the money penalty."""


def deciding(position: State | View) -> int | None:
    """The seat that decides now, ``None`` once the game is over. A state or a view."""
    phase = position.phase
    if phase is Phase.OVER:
        return None
    turn = position.turn
    if phase is Phase.ALLOCATION:
        slot = allocation_slot(position.setup.players, position.board.start, turn.count)
        return None if slot is None else slot[0]
    if phase is Phase.ACTIONS and turn.step is Step.SALES:
        return turn.sellers[0]
    return turn.seat


_STEP_WORDS = {
    Step.CHOOSE: "what to do next (a character, the alley, or pass)",
    Step.ARRANGE_EVENTS: "how to arrange the top three events (Sheriff)",
    Step.STAGECOACH: "$10 or the politician (Mayor)",
    Step.FARMS: "which farm to buy (Farmer)",
    Step.SHEEP_INFLUENCE: "where the sheep farm's marker goes",
    Step.RAILWAY: "what to build (Railway Chief)",
    Step.MINE: "what to mine (Miner)",
    Step.BUSINESSES: "which business to buy (Notary)",
    Step.APACHE: "which Apache to remove (General Custer)",
    Step.PRIZE: "the prize of the finished section",
    Step.SALES: "which farm to sell from",
}


def asked(position: State | View) -> str:
    """What the seat that decides is asked, in words (``"allocates a cowboy"``); a state
    or a view; empty once the game is over."""
    phase, turn = position.phase, position.turn
    if phase is Phase.ALLOCATION:
        slot = allocation_slot(position.setup.players, position.board.start, turn.count)
        if slot is not None:
            return "blocks a character with a red cowboy" if slot[1] else "allocates a cowboy"
    if phase is Phase.ACTIONS:
        return f"decides {_STEP_WORDS[turn.step]}"
    if phase is Phase.INFLUENCE:
        return "places influence (or passes)"
    if phase is Phase.LOSSES:
        return "picks its penalty (Losses and Damages)"
    if phase is Phase.END_OF_PHASE:
        return "decides whether to give to the Church (Benefactor)"
    return ""


def choices(state: State) -> tuple[ChaparralAction, ...]:
    """The legal actions of the seat that decides now, in a fixed order."""
    phase = state.phase
    if phase is Phase.ALLOCATION:
        return _allocation(state)
    if phase is Phase.INFLUENCE:
        seat = state.turn.seat
        pairs = influence_choices(state, seat)
        markers = _INFLUENCE[seat]
        return (*(markers[pair] for pair in pairs), _PASS[seat])
    if phase is Phase.ACTIONS:
        return _STEPS[state.turn.step](state)
    if phase is Phase.LOSSES:
        return _losses(state)
    if phase is Phase.END_OF_PHASE:
        seat = state.turn.seat
        return (Donate(seat), _PASS[seat])
    return ()


# -- Phase 1 -----------------------------------------------------------------------------


_MAX_SEATS = MAX_PLAYERS
_ALLOCATE = tuple(tuple(Allocate(seat, c) for c in CHARACTERS) for seat in range(_MAX_SEATS))
_BLOCK = tuple(tuple(Block(seat, c) for c in CHARACTERS) for seat in range(_MAX_SEATS))
_ALLEY = tuple(EnterAlley(seat) for seat in range(_MAX_SEATS))
_INFLUENCE = tuple(
    MappingProxyType({
        (character, business): Influence(seat, character, business)
        for character, businesses in CHARACTER_BUSINESSES.items()
        for business in businesses
    })
    for seat in range(_MAX_SEATS)
)  # fmt: skip
_PERFORM = tuple(tuple(Perform(seat, c) for c in CHARACTERS) for seat in range(_MAX_SEATS))
_USE_ALLEY = tuple(tuple(UseAlley(seat, c) for c in CHARACTERS) for seat in range(_MAX_SEATS))
_PASS = tuple(Pass(seat) for seat in range(_MAX_SEATS))
"""The actions most steps list, built once: ``_ALLOCATE[seat][character index]``,
``_INFLUENCE[seat][character, business]``."""


def _allocation(state: State) -> tuple[ChaparralAction, ...]:
    board = state.board
    slot = allocation_slot(state.setup.players, board.start, state.turn.count)
    assert slot is not None
    seat, block = slot
    blocked, cowboys = board.blocked, board.cowboys
    row: tuple[ChaparralAction, ...] = _BLOCK[seat] if block else _ALLOCATE[seat]
    free = [
        row[index]
        for index, character in enumerate(CHARACTERS)
        if cowboys[index] is None and character not in blocked
    ]
    if not block:
        free.append(_ALLEY[seat])
    return tuple(free)


# -- Phase 2, Stage 3: the choice of what to do next --------------------------------------


def alley_cost(position: State | View, seat: int) -> int | None:
    """What ``seat``'s next alley cowboy costs: the cheapest it has not used this round
    ($5 on the left space, else $10); ``None`` if it has none left. A state or a view."""
    places = [place for place, owner in enumerate(position.board.alley) if owner == seat]
    turn = position.turn
    used = turn.alley_used if turn.seat == seat and position.phase is Phase.ACTIONS else 0
    if used >= len(places):
        return None
    return ALLEY_COSTS[min(places[used], 1)]


def _alley_characters(state: State, seat: int) -> list[int]:
    """The indexes of the characters ``seat``'s alley cowboy may act as."""
    board, done = state.board, state.turn.done
    anyone = state.setup.options.alley_any_character
    found = []
    for index, character in enumerate(CHARACTERS):
        owner = board.cowboys[index]
        if character in NOT_IN_ALLEY or character in done or owner == seat:
            continue
        if owner is not None or character in board.blocked or anyone:
            found.append(index)
    return found


def _free_farms(state: State, seat: int) -> tuple[Farm, ...]:
    board = state.players[seat]
    return tuple(farm for farm in board.farms if farm not in board.politicians)


def _apache_farms(state: State, seat: int) -> tuple[Farm, ...]:
    """The farms whose Apache ``seat`` may remove: its own and those on the table."""
    apaches = state.city.apaches
    own = state.players[seat].farms
    return tuple(farm for farm in state.setup.farms if farm in apaches and (
        farm in own or farm in state.city.farms
    ))  # fmt: skip


def _choose(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    board = state.players[seat]
    done = state.turn.done
    perform = _PERFORM[seat]
    actions: list[ChaparralAction] = [
        perform[index]
        for index, character in enumerate(CHARACTERS)
        if state.board.cowboys[index] == seat and character not in done
    ]
    cost = alley_cost(state, seat)
    if cost is not None and board.money >= cost:
        use = _USE_ALLEY[seat]
        actions.extend(use[index] for index in _alley_characters(state, seat))
    free = _free_farms(state, seat)
    if board.politician:
        actions.extend(Host(seat, farm) for farm in free)
    if board.apache_token:
        actions.extend(RemoveApache(seat, farm, True) for farm in _apache_farms(state, seat))
    content, players = state.setup.options.content, state.setup.players
    if claimable(Objective.PRIVILEGES, board, state.city) and met(
        Objective.PRIVILEGES, board, state.city, content, seat, players
    ):
        actions.append(Bribe(seat))
    if _may_pass_choosing(state, seat):
        actions.append(_PASS[seat])
    return tuple(actions)


def _may_pass_choosing(state: State, seat: int) -> bool:
    """Whether ``seat`` may end its Stage 3 turn: a politician must be hosted if it can be."""
    board = state.players[seat]
    return not (board.politician and _free_farms(state, seat))


# -- the characters' own choices ---------------------------------------------------------


def _arrange(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    top = state.city.events[-3:]
    actions: list[ChaparralAction] = []
    for bottom in top:
        rest = [event for event in top if event is not bottom]
        actions.extend(ArrangeEvents(seat, bottom, order) for order in permutations(rest))
    return tuple(actions)


def _stagecoach(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    return (TakeStagecoach(seat, True), TakeStagecoach(seat, False))


def _farms(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    board = state.players[seat]
    content, event = state.setup.options.content, state.board.event
    discount = BonusToken.FARM_DISCOUNT in board.discounts
    owned = {farm.good for farm in board.farms}
    buys = [
        BuyFarm(seat, farm)
        for farm in state.city.farms
        if farm.good not in owned and farm_price(content, farm, event, discount) <= board.money
    ]
    return (*buys, Pass(seat))


def _sheep_influence(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    board = state.players[seat]
    return tuple(
        Influence(seat, None, business)
        for business in BUSINESSES
        if not has_marker(board, business)
    )


def sales(state: State, seat: int) -> tuple[Sell, ...]:
    """The sales ``seat`` may make now (in a Merchant's action): each of its farms not
    sold from yet in this sale run whose column is not blocked."""
    board = state.players[seat]
    content, event, city = state.setup.options.content, state.board.event, state.city
    sold = state.turn.sold if seat == state.turn.seat else ()
    found = []
    for farm in board.farms:
        if farm in sold:
            continue
        good = farm.good
        price = price_of_sale(
            content, good, city.market[GOODS.index(good)], event, farm in city.apaches
        )
        if price is not None:
            found.append(Sell(seat, farm))
    return tuple(found)


def _sales(state: State) -> tuple[ChaparralAction, ...]:
    return sales(state, state.turn.sellers[0])


def railway_options(state: State, seat: int) -> tuple[Build, ...]:
    """The builds ``seat`` may make: the next segments of its unfinished section, or of a
    section nobody started if it has none, as far as its settlers and iron go."""
    board = state.players[seat]
    sections = state.city.sections
    mine = [s for s in sections if s.builder == seat and s.built < SEGMENTS_PER_SECTION]
    open_ = mine if mine else [s for s in sections if s.builder is None]
    builds = []
    event = state.board.event
    for section in open_:
        for segments in range(1, SEGMENTS_PER_SECTION - section.built + 1):
            cost = segments_cost(section.built, segments, event)
            assert cost is not None
            if cost[0] > board.settlers or cost[1] > board.iron:
                break
            builds.append(Build(seat, section.good, segments))
    return tuple(builds)


def _railway(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    return (*railway_options(state, seat), Pass(seat))


def _mine(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    board = state.players[seat]
    per_iron, per_gold = (2, 4) if state.board.event is Event.LAZY_COWBOYS else (1, 3)
    capacity = board.cowboys
    actions: list[ChaparralAction] = []
    for gold in range(min(capacity // per_gold, GOLD_LIMIT - board.gold) + 1):
        left = capacity - gold * per_gold
        for iron in range(min(left // per_iron, IRON_LIMIT - board.iron) + 1):
            if iron or gold:
                actions.append(Mine(seat, iron, gold))
    return (*actions, Pass(seat))


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
    content = state.setup.options.content
    status = content.business(business).status
    group = {card.business for card in content.businesses if card.status == status}
    return not group <= {*board.owned, business}


def _businesses(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    buys = [BuyBusiness(seat, b) for b in BUSINESSES if may_buy_business(state, seat, b)]
    return (*buys, Pass(seat))


def _apache(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    return (*(RemoveApache(seat, farm) for farm in _apache_farms(state, seat)), Pass(seat))


def _prize(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    return (TakePrize(seat, True), TakePrize(seat, False))


_STEPS = {
    Step.CHOOSE: _choose,
    Step.ARRANGE_EVENTS: _arrange,
    Step.STAGECOACH: _stagecoach,
    Step.FARMS: _farms,
    Step.SHEEP_INFLUENCE: _sheep_influence,
    Step.SALES: _sales,
    Step.RAILWAY: _railway,
    Step.MINE: _mine,
    Step.BUSINESSES: _businesses,
    Step.APACHE: _apache,
    Step.PRIZE: _prize,
}


# -- the end of Phase 2 ------------------------------------------------------------------


def _losses(state: State) -> tuple[ChaparralAction, ...]:
    seat = state.turn.seat
    board = state.players[seat]
    actions: list[ChaparralAction] = []
    influence = board.influence
    for i, first in enumerate(influence):
        for second in influence[i + 1 :]:
            actions.append(Penalty(seat, PenaltyKind.MARKERS, (first, second)))
    actions.append(Penalty(seat, PenaltyKind.COWBOYS))
    if board.money >= LOSSES_MONEY:
        actions.append(Penalty(seat, PenaltyKind.MONEY))
    return tuple(actions)


# -- whether one action is legal ---------------------------------------------------------


def allows(state: State, action: object) -> bool:
    """Whether ``action`` is one of :func:`choices`, with fields of the very types the
    legal one has (``False`` equals the seat ``0`` and ``True`` one segment: neither is
    either). The moves most steps make are tested directly, without building the list;
    ``tests/chaparral/test_legal.py`` checks every test against :func:`choices`."""
    direct = _DIRECT.get(type(action))
    if direct is not None:
        return direct(state, action)
    return _listed(state, action)


def _listed(state: State, action: object) -> bool:
    """Whether ``action`` is among :func:`choices`, with fields of the very same types."""
    for legal in choices(state):
        if action == legal:
            return _exactly(action, legal)
    return False


def _exactly(action: Any, legal: ChaparralAction) -> bool:
    return all(
        type(getattr(action, name)) is type(getattr(legal, name))
        for name in _FIELD_NAMES[type(action)]
    )


def _placing(state: State, player: object, block: bool) -> bool:
    """Whether ``player`` places the next Phase 1 piece, a red cowboy if ``block``."""
    if state.phase is not Phase.ALLOCATION or type(player) is not int:
        return False
    slot = allocation_slot(state.setup.players, state.board.start, state.turn.count)
    return slot is not None and slot == (player, block)


def _free_character(state: State, character: object) -> bool:
    board = state.board
    index = _CHARACTER_INDEX.get(character) if type(character) is Character else None
    return index is not None and board.cowboys[index] is None and character not in board.blocked


def _allows_allocate(state: State, action: Allocate) -> bool:
    return _placing(state, action.player, False) and _free_character(state, action.character)


def _allows_block(state: State, action: Block) -> bool:
    return _placing(state, action.player, True) and _free_character(state, action.character)


def _allows_enter_alley(state: State, action: EnterAlley) -> bool:
    return _placing(state, action.player, False)


def _choosing(state: State, player: object) -> bool:
    """Whether ``player`` chooses what to do next in Stage 3."""
    turn = state.turn
    return (
        state.phase is Phase.ACTIONS and turn.step is Step.CHOOSE
        and type(player) is int and player == turn.seat
    )  # fmt: skip


def _allows_perform(state: State, action: Perform) -> bool:
    character = action.character
    index = _CHARACTER_INDEX.get(character) if type(character) is Character else None
    return (
        index is not None and _choosing(state, action.player)
        and state.board.cowboys[index] == action.player and character not in state.turn.done
    )  # fmt: skip


def _allows_influence(state: State, action: Influence) -> bool:
    if state.phase is not Phase.INFLUENCE:  # the sheep farm's marker: from the list
        return _listed(state, action)
    seat, character, business = action.player, action.character, action.business
    if type(seat) is not int or seat != state.turn.seat or type(character) is not Character:
        return False
    # one of influence_choices, tested without listing them
    turn = state.turn
    return (
        type(business) is Business and turn.count < MAX_INFLUENCE_PER_ROUND
        and state.board.cowboys[_CHARACTER_INDEX[character]] == seat
        and character not in turn.done and business in CHARACTER_BUSINESSES[character]
        and not has_marker(state.players[seat], business)
    )  # fmt: skip


def _allows_use_alley(state: State, action: UseAlley) -> bool:
    seat, character = action.player, action.character
    if type(character) is not Character or not _choosing(state, seat):
        return False
    cost = alley_cost(state, seat)  # as _choose lists the alley's characters
    return (
        cost is not None and state.players[seat].money >= cost
        and _CHARACTER_INDEX[character] in _alley_characters(state, seat)
    )  # fmt: skip


_PASSING_STEPS = frozenset((Step.FARMS, Step.RAILWAY, Step.MINE, Step.BUSINESSES, Step.APACHE))
"""The Stage 3 steps where a character's action may be left undone."""


def _allows_pass(state: State, action: Pass) -> bool:
    seat, phase, turn = action.player, state.phase, state.turn
    if type(seat) is not int or seat != turn.seat:
        return False
    if phase is Phase.INFLUENCE or phase is Phase.END_OF_PHASE:
        return True
    if phase is not Phase.ACTIONS:
        return False
    if turn.step is Step.CHOOSE:
        return _may_pass_choosing(state, seat)
    return turn.step in _PASSING_STEPS


_CHARACTER_INDEX = MappingProxyType({character: i for i, character in enumerate(CHARACTERS)})

_DIRECT: MappingProxyType[type, Callable[[State, Any], bool]] = MappingProxyType({
    Allocate: _allows_allocate,
    Block: _allows_block,
    EnterAlley: _allows_enter_alley,
    Perform: _allows_perform,
    UseAlley: _allows_use_alley,
    Influence: _allows_influence,
    Pass: _allows_pass,
})  # fmt: skip
"""The moves tested directly, by kind."""

_FIELD_NAMES = MappingProxyType({
    kind: tuple(field.name for field in attrs.fields(kind))
    for kind in (
        Allocate, EnterAlley, Block, Influence, Pass, Perform, UseAlley, ArrangeEvents,
        TakeStagecoach, BuyFarm, Sell, Build, Mine, BuyBusiness, RemoveApache, TakePrize,
        Host, Bribe, Donate, Penalty,
    )
})  # fmt: skip
"""Each action class's field names, read once."""
