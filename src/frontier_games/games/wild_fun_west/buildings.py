"""Step II, Bidding for Buildings, move by move: once three buildings are up, George Custer
may redraw them (:class:`~.wild_fun_west.model.Redraw`); then money goes on them
(:class:`~.wild_fun_west.model.Place`, and passing, which :mod:`.wild_fun_west.rulebook`
declares for every phase), Jesse James may take money off one
(:class:`~.wild_fun_west.model.Steal`), and on a tie Judge Roy Bean may choose the one
built (:class:`~.wild_fun_west.model.ChooseBuilding`). Each kind of move is declared once
on the rule kit (:mod:`frontier_games.moves`), with its checks, its effect, its space, its
listing and its words; its block of ids in the action codec
(:func:`~.wild_fun_west.learning.codec`) is here too.

The shared contribution auction (:mod:`frontier_games.auction`) keeps the money on the
buildings: a placement's checks say what its own would (the same rule, in the same words).
"""

from __future__ import annotations

from frontier_games import auction as auctions
from frontier_games.auction import ContributionAuction
from frontier_games.core import brief
from frontier_games.deck import Deck, discard, shuffle_in_discards
from frontier_games.games.wild_fun_west.checks import (
    AN_AMOUNT,
    ASKED,
    ability_used,
    not_now,
    not_your_ability,
)
from frontier_games.games.wild_fun_west.content import (
    JESSE_JAMES_LIMIT,
    MAX_PLAYERS,
    Building,
    Character,
)
from frontier_games.games.wild_fun_west.model import (
    ChooseBuilding,
    Phase,
    Place,
    Redraw,
    Setup,
    State,
    Steal,
    View,
)
from frontier_games.games.wild_fun_west.naming import Phrase, the
from frontier_games.games.wild_fun_west.table import Dimensions, dimensions_of, subsidised
from frontier_games.games.wild_fun_west.turn import bid_on_buildings, build, draw_buildings
from frontier_games.messages import listed
from frontier_games.moves import Check, Move

__all__ = [
    "CHOOSE_BUILDING",
    "PLACE",
    "REDRAW",
    "STEAL",
    "choose_building_ids",
    "place_ids",
    "redraw_ids",
    "steal_ids",
]

_BIDDING = Phase.BUILDING_BIDDING
_CUSTER, _JESSE, _JUDGE = (
    Character.GEORGE_CUSTER,
    Character.JESSE_JAMES,
    Character.JUDGE_ROY_BEAN,
)

_TABLE_DOLLARS = 64
"""Placements up to this many dollars are built once, at import; larger ones when asked."""

_PLACES: tuple[dict[Building, tuple[Place, ...]], ...] = tuple(
    {
        building: tuple(Place(seat, building, amount) for amount in range(_TABLE_DOLLARS + 1))
        for building in Building
    }
    for seat in range(MAX_PLAYERS)
)
"""``_PLACES[seat][building][amount]`` (amount 0 is never legal): the listings and the
action codec hand out these very objects, so that the kit knows an action it just listed by
identity."""
_STEALS: tuple[dict[Building, tuple[Steal, ...]], ...] = tuple(
    {
        building: tuple(Steal(seat, building, amount) for amount in range(JESSE_JAMES_LIMIT + 1))
        for building in Building
    }
    for seat in range(MAX_PLAYERS)
)
"""``_STEALS[seat][building][amount]`` (amount 0 is never legal)."""
_REDRAWS = tuple((Redraw(seat),) for seat in range(MAX_PLAYERS))
_CHOICES: tuple[dict[Building, ChooseBuilding], ...] = tuple(
    {building: ChooseBuilding(seat, building) for building in Building}
    for seat in range(MAX_PLAYERS)
)


def _contributions(state: State) -> ContributionAuction:
    auction = state.auction
    assert type(auction) is ContributionAuction
    return auction


# -- George Custer --------------------------------------------------------------------------


def _redraw(state: State, action: Redraw) -> State:
    """The three buildings up are discarded, every discarded building is shuffled into the
    buildings deck, and three are drawn."""
    cards, turn = state.cards, state.turn
    discarded = discard(Deck(cards.building_deck, cards.building_discards), *cards.buildings_up)
    shuffled, rng = shuffle_in_discards(discarded, state.rng)
    cards = cards.evolve(building_deck=shuffled.draw_pile, building_discards=(), buildings_up=())
    cards, rng = draw_buildings(cards, rng)
    turn = turn.evolve(used=turn.used | {_CUSTER})
    return bid_on_buildings(state, turn, cards, state.money, rng)


def _redraw_space(setup: Setup, seat: int) -> tuple[Redraw, ...]:
    return _REDRAWS[seat]


def _redraw_words(view: View, action: Redraw, *, mine: bool, note: bool) -> Phrase:
    """``"redraw the buildings: discard the Bank, the Church and the Saloon and draw new
    ones (George Custer)"``."""
    up = _listed_buildings(view.buildings_up)
    return "redraw", f" the buildings: discard {up} and draw new ones (George Custer)", None


def _listed_buildings(up: tuple[Building, ...]) -> str:
    """``"the Bank, the Church and the Saloon"``; ``"nothing"`` for none."""
    return listed([the(building) for building in up]) or "nothing"


REDRAW: Move[State, Redraw] = Move(
    Redraw,
    checks=(
        not_now(Phase.BUILDINGS_REVEALED),
        not_your_ability(_CUSTER),
        ability_used(_CUSTER),
        ASKED,
    ),
    effect=_redraw,
    space=_redraw_space,
    always=True,  # the phase asks George Custer alone, while his ability is unused
    words=_redraw_words,
)
"""George Custer, once a game after the three buildings are revealed and before the
bidding starts, discards them, shuffles every discarded building into the buildings deck
and draws three new ones."""


# -- the building bids ----------------------------------------------------------------------


def _up_for_bidding(state: State, action: Place | Steal) -> bool:
    building = action.building
    return type(building) is Building and building in state.cards.buildings_up


def _said_not_up(state: State, action: Place) -> str:
    names = ", ".join(b.value for b in state.cards.buildings_up)
    return f"the buildings up for bidding are {names}, not {brief(action.building)}"


def _placer(state: State, action: Place) -> bool:
    auction = _contributions(state)
    return action.player == auction.order[auction.turn]


def _said_placer(state: State, action: Place) -> str:
    auction = _contributions(state)
    return f"it is seat {auction.order[auction.turn]}'s turn, not seat {brief(action.player)}'s"


def _positive(state: State, action: Place) -> bool:
    return action.amount >= 1


def _said_not_positive(state: State, action: Place) -> str:
    return f"the amount must be at least $1, not ${brief(action.amount)}"


def _left(state: State, seat: int) -> int:
    auction = _contributions(state)
    return auction.budgets[seat] - auction.paid[seat]


def _affordable(state: State, action: Place) -> bool:
    return action.amount <= _left(state, action.player)


def _said_affordable(state: State, action: Place) -> str:
    seat = action.player
    return f"seat {brief(seat)} has ${_left(state, seat)} left, cannot put ${brief(action.amount)}"


def _place(state: State, action: Place) -> State:
    seat, building, amount = action.player, action.building, action.amount
    cards = state.cards
    subsidy = amount if subsidised(state.setup.options.content, cards.active[seat], building) else 0
    auction = state.auction
    assert type(auction) is ContributionAuction
    after = auctions.place(auction, seat, cards.buildings_up.index(building), amount, subsidy)
    return state.evolve(auction=after)


def _place_space(setup: Setup, seat: int) -> list[Place]:
    return place_ids(seat, dimensions_of(setup))


def _places(state: State, seat: int) -> list[Place]:
    """On each building up (in the order drawn), $1 to the money the seat has left (the
    kit asks only the seat to act)."""
    auction = state.auction
    assert type(auction) is ContributionAuction
    left = auction.budgets[seat] - auction.paid[seat]
    actions: list[Place] = []
    rows = _PLACES[seat]
    if left <= _TABLE_DOLLARS:  # the common case: slices of the shared tables
        for building in state.cards.buildings_up:
            actions += rows[building][1 : left + 1]
    else:
        for building in state.cards.buildings_up:
            actions += rows[building][1:]
            actions += [Place(seat, building, a) for a in range(_TABLE_DOLLARS + 1, left + 1)]
    return actions


def _place_words(view: View, action: Place, *, mine: bool, note: bool) -> Phrase:
    """``"put $3 on the Bank"``, and the bank's subsidy where a profession in play gives
    one: ``"put $3 on the Bank (the bank adds $3)"``."""
    building = action.building
    subsidy = (
        f" (the bank adds ${action.amount})"
        if subsidised(view.options.content, view.active[action.player], building)
        else ""
    )
    return "put", f" ${action.amount} on {the(building)}{subsidy}", None


PLACE: Move[State, Place] = Move(
    Place,
    checks=(
        not_now(_BIDDING),
        Check("building-not-up", _said_not_up, _up_for_bidding),
        AN_AMOUNT,
        Check("not-your-turn", _said_placer, _placer),
        Check("amount-not-positive", _said_not_positive, _positive),
        Check("bid-above-money", _said_affordable, _affordable),
    ),
    effect=_place,
    space=_place_space,
    listing=_places,
    words=_place_words,
)
"""Starting with the first player, each bidder in turn puts $1 or more of the money it has
left on one of the buildings up, or passes; a profession in play with the building's Build
symbol has the bank add as much. The bidding ends after N-1 passes in a row."""


# -- Jesse James ----------------------------------------------------------------------------


def _own_turn(state: State, action: Steal) -> bool:
    auction = _contributions(state)
    return auction.order[auction.turn] == action.player


def _said_steal_not_up(state: State, action: Steal) -> str:
    return f"{brief(action.building)} is not up for bidding"


def _money_on_it(state: State, action: Steal) -> bool:
    return bool(_contributions(state).lots[state.cards.buildings_up.index(action.building)])


def _said_no_money_on_it(state: State, action: Steal) -> str:
    return f"there is no money on the {action.building.value} to steal"


def _at_most_7(state: State, action: Steal) -> bool:
    lot = _contributions(state).lots[state.cards.buildings_up.index(action.building)]
    amount = action.amount
    return type(amount) is int and 1 <= amount <= min(JESSE_JAMES_LIMIT, lot)


def _said_too_much(state: State, action: Steal) -> str:
    lot = _contributions(state).lots[state.cards.buildings_up.index(action.building)]
    return (
        f"Jesse James steals $1 to ${min(JESSE_JAMES_LIMIT, lot)} from the "
        f"{action.building.value} (at most ${JESSE_JAMES_LIMIT}, and ${lot} lies on it), "
        f"not ${brief(action.amount)}"
    )


def _steal(state: State, action: Steal) -> State:
    """Jesse James takes money off a building; his turn goes on."""
    auction = _contributions(state)
    lot = state.cards.buildings_up.index(action.building)
    after = auctions.take(auction, action.player, lot, action.amount)
    turn = state.turn
    return state.evolve(turn=turn.evolve(used=turn.used | {_JESSE}), auction=after)


def _steal_space(setup: Setup, seat: int) -> list[Steal]:
    return steal_ids(seat, dimensions_of(setup))


def _steals(state: State, seat: int) -> list[Steal]:
    if state.setup.characters[seat] is not _JESSE or _JESSE in state.turn.used:
        return []
    auction = _contributions(state)
    rows = _STEALS[seat]
    actions: list[Steal] = []
    for lot, building in enumerate(state.cards.buildings_up):
        actions += rows[building][1 : min(JESSE_JAMES_LIMIT, auction.lots[lot]) + 1]
    return actions


def _steal_words(view: View, action: Steal, *, mine: bool, note: bool) -> Phrase:
    """``"steal $4 from the Bank's bids (Jesse James)"``."""
    return "steal", f" ${action.amount} from {the(action.building)}'s bids (Jesse James)", None


STEAL: Move[State, Steal] = Move(
    Steal,
    checks=(
        not_now(_BIDDING),
        not_your_ability(_JESSE),
        ability_used(_JESSE),
        Check("not-your-turn", "Jesse James steals on his own turn", _own_turn),
        Check("building-not-up", _said_steal_not_up, _up_for_bidding),
        Check("steal-too-much", _said_no_money_on_it, _money_on_it),
        Check("steal-too-much", _said_too_much, _at_most_7),
    ),
    effect=_steal,
    space=_steal_space,
    listing=_steals,
    words=_steal_words,
)
"""Jesse James, once a game on his turn in the building bids, takes $1 to $7 off one
building into his hand; the bidding goes on as if nobody had passed."""


# -- Judge Roy Bean -------------------------------------------------------------------------


def _tied(state: State) -> list[Building]:
    up = state.cards.buildings_up
    return [up[lot] for lot in auctions.result(_contributions(state)).top_lots]


def _is_tied(state: State, action: ChooseBuilding) -> bool:
    return action.building in _tied(state)


def _said_not_tied(state: State, action: ChooseBuilding) -> str:
    return f"{brief(action.building)} is not tied for the most money"


def _choose_building(state: State, action: ChooseBuilding) -> State:
    turn = state.turn
    turn = turn.evolve(used=turn.used | {_JUDGE})
    return build(state, turn, state.cards, state.money, state.rng, action.building)


def _choice_space(setup: Setup, seat: int) -> list[ChooseBuilding]:
    return choose_building_ids(seat, dimensions_of(setup))


def _choices(state: State, seat: int) -> list[ChooseBuilding]:
    row = _CHOICES[seat]
    return [row[building] for building in _tied(state)]


def _choice_words(view: View, action: ChooseBuilding, *, mine: bool, note: bool) -> Phrase:
    """``"build the Bank (Judge Roy Bean)"``."""
    return "build", f" {the(action.building)} (Judge Roy Bean)", None


CHOOSE_BUILDING: Move[State, ChooseBuilding] = Move(
    ChooseBuilding,
    checks=(
        not_now(Phase.BUILDING_TIE),
        not_your_ability(_JUDGE),
        ability_used(_JUDGE),
        ASKED,
        Check("not-tied", _said_not_tied, _is_tied),
    ),
    effect=_choose_building,
    space=_choice_space,
    listing=_choices,
    words=_choice_words,
)
"""Judge Roy Bean, once a game when buildings are tied for the most money at the end of
the building bids, chooses one of them to be built instead of none."""


# -- codec ids ------------------------------------------------------------------------------


def redraw_ids(seat: int, dimensions: Dimensions) -> list[Redraw]:
    """The action codec's block of ``Redraw`` (1)."""
    return list(_REDRAWS[seat])


def place_ids(seat: int, dimensions: Dimensions) -> list[Place]:
    """The action codec's block of ``Place``: each building, $1 to the most money a seat
    can hold (``B M``)."""
    rows = _PLACES[seat]
    actions: list[Place] = []
    for building in dimensions.buildings:
        actions += rows[building][1 : dimensions.most + 1]
        actions += [
            Place(seat, building, a) for a in range(_TABLE_DOLLARS + 1, dimensions.most + 1)
        ]
    return actions


def steal_ids(seat: int, dimensions: Dimensions) -> list[Steal]:
    """The action codec's block of ``Steal``: each building, $1 to $7 (``7 B``)."""
    rows = _STEALS[seat]
    return [action for building in dimensions.buildings for action in rows[building][1:]]


def choose_building_ids(seat: int, dimensions: Dimensions) -> list[ChooseBuilding]:
    """The action codec's block of ``ChooseBuilding``: each building (``B``)."""
    row = _CHOICES[seat]
    return [row[building] for building in dimensions.buildings]
