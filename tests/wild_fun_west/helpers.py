"""Building *Wild Fun West* positions for tests: a game with chosen characters and first
player, cards moved where a test needs them (every card stays in exactly one place), and
a quiet driver that plays a game on (everyone passes, bids $0 in a closed bid and
declines every ability) until the position a test wants.

Rulebook players 1..5 are seats 0..4.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from frontier_games.auction import ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import IllegalActionError
from frontier_games.games.wild_fun_west.content import Building, Character, ObjectiveSet, Profession
from frontier_games.games.wild_fun_west.model import (
    Bid,
    Cards,
    Options,
    Pass,
    Phase,
    State,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rules import actors, apply, new_game
from frontier_games.serialization import to_json

C = Character
QUIET: tuple[Character, ...] = (
    C.BILLY_THE_KID,
    C.JESSE_JAMES,
    C.BELLE_STARR,
    C.CALAMITY_JANE,
    C.BILL_MCDONALD,
    C.DOC_HOLLIDAY,
    C.WILD_BILL_HICKOK,
    C.JUDGE_ROY_BEAN,
)
"""Characters that ask nothing of the table in a quiet turn: Billy the Kid acts by
himself, Jesse James only on his turn of building bids with money on them, Belle Starr
only from turn 4, Calamity Jane only with cards in hand, the three takers only when
their professions are revealed, Judge Roy Bean (last, from 8 players) only on a tie.
``game(n)`` deals the first ``n``."""

MAX_STEPS = 2000
"""A quiet driver that has not reached its position after this many actions is lost."""


def game(
    players: int = 5,
    *,
    characters: tuple[Character, ...] | None = None,
    first: int = 0,
    seed: int = 1,
    **options: Any,
) -> State:
    """A new game: ``characters`` (by default the first ``players`` of :data:`QUIET`),
    ``first`` holding the First Player card, the other ``options`` as given."""
    chosen = characters if characters is not None else QUIET[:players]
    return new_game(players, seed, Options(characters=chosen, first_player=first, **options))


def play(state: State, *actions: WildFunWestAction) -> State:
    """``state`` after ``actions``, applied in order."""
    for action in actions:
        state = apply(state, action)
    return state


def quiet_action(state: State) -> WildFunWestAction:
    """The quiet action of the seat to act (the lowest seat when several may): $0 in a
    closed bid, else ``Pass``."""
    seat = min(actors(state))
    auction = state.auction
    if (
        state.phase is Phase.PROFESSION_BIDDING
        and type(auction) is SealedAuction
        and auction.tiebreak is None
    ):
        return Bid(seat, 0)
    return Pass(seat)


def quietly_until(state: State, reached: Callable[[State], bool]) -> State:
    """Play quiet actions until ``reached(state)``.

    :raises AssertionError: if the game ends, or has not got there after :data:`MAX_STEPS`.
    """
    for _ in range(MAX_STEPS):
        if reached(state):
            return state
        assert state.phase is not Phase.OVER, "the game ended before the position was reached"
        state = apply(state, quiet_action(state))
    raise AssertionError("the position was not reached")


def to_phase(state: State, phase: Phase) -> State:
    """Play quietly until ``phase`` (``state`` itself if it is there already)."""
    return quietly_until(state, lambda s: s.phase is phase)


def to_turn(state: State, number: int) -> State:
    """Play quietly until turn ``number`` has begun."""
    return quietly_until(state, lambda s: s.turn.number >= number)


def decline(state: State) -> State:
    """Let the profession revealed now go by (every ability declined, nobody bidding), so
    that it is discarded and the game reveals the next card or leaves Step I."""
    turn, reveals = state.turn.number, state.turn.reveals_left
    assert state.turn.revealed is not None, "no profession is revealed now"
    return quietly_until(
        state,
        lambda s: (
            s.turn.number != turn
            or s.turn.reveals_left != reveals
            or s.phase not in (Phase.REVEAL, Phase.PROFESSION_BIDDING)
        ),
    )


def next_reveal(state: State, profession: Profession, *then: Profession) -> State:
    """Put ``profession`` (then ``then``) on top of the professions deck and let the card
    revealed now go by: the game itself reveals ``profession``, at ``REVEAL`` if a
    character is asked about it, else with its auction started from ``state.money``."""
    state = decline(with_deck(state, profession, *then))
    assert state.turn.revealed is profession
    return state


def _without_profession(cards: Cards, profession: Profession) -> Cards:
    """``cards`` with ``profession`` taken from wherever it lies (deck, discards, a hand
    or a row in play); it must lie in exactly one of them."""
    places = (
        cards.deck.count(profession)
        + cards.discards.count(profession)
        + sum(row.count(profession) for row in cards.hands)
        + sum(row.count(profession) for row in cards.active)
    )
    assert places == 1, f"{profession} lies in {places} places (revealed now?)"
    return cards.evolve(
        deck=tuple(p for p in cards.deck if p is not profession),
        discards=tuple(p for p in cards.discards if p is not profession),
        hands=tuple(tuple(p for p in row if p is not profession) for row in cards.hands),
        active=tuple(tuple(p for p in row if p is not profession) for row in cards.active),
        secret=None if cards.secret is profession else cards.secret,
    )


def _sorted(professions: tuple[Profession, ...]) -> tuple[Profession, ...]:
    return tuple(sorted(professions, key=lambda p: p.index))


def with_deck(state: State, *professions: Profession) -> State:
    """``state`` with ``professions`` on top of the professions deck, the first named
    drawn first (each taken from wherever it lay)."""
    cards = state.cards
    for profession in professions:
        cards = _without_profession(cards, profession)
    cards = cards.evolve(deck=(*cards.deck, *reversed(professions)))
    return state.evolve(cards=cards)


def with_discards(state: State, *professions: Profession) -> State:
    """``state`` with ``professions`` (and nothing else) in the discards, the rest of the
    cards that lay there put at the bottom of the deck."""
    cards = state.cards
    old = cards.discards
    cards = cards.evolve(deck=(*old, *cards.deck), discards=())
    for profession in professions:
        cards = _without_profession(cards, profession)
    return state.evolve(cards=cards.evolve(discards=professions))


def with_hand(state: State, seat: int, *professions: Profession) -> State:
    """``state`` with ``professions`` added to ``seat``'s hand."""
    cards = state.cards
    for profession in professions:
        cards = _without_profession(cards, profession)
    hands = list(cards.hands)
    hands[seat] = _sorted((*hands[seat], *professions))
    return state.evolve(cards=cards.evolve(hands=tuple(hands)))


def with_active(state: State, seat: int, *professions: Profession) -> State:
    """``state`` with ``professions`` put in play in front of ``seat`` (no fee, no ban
    checked: a position, not a move)."""
    cards = state.cards
    for profession in professions:
        cards = _without_profession(cards, profession)
    active = list(cards.active)
    active[seat] = _sorted((*active[seat], *professions))
    assert len(active[seat]) <= 2
    return state.evolve(cards=cards.evolve(active=tuple(active)))


def _without_building(cards: Cards, building: Building) -> Cards:
    places = (
        cards.building_deck.count(building)
        + cards.building_discards.count(building)
        + cards.buildings_up.count(building)
        + cards.town.count(building)
    )
    assert places == 1, f"{building} lies in {places} places"
    return cards.evolve(
        building_deck=tuple(b for b in cards.building_deck if b is not building),
        building_discards=tuple(b for b in cards.building_discards if b is not building),
        buildings_up=tuple(b for b in cards.buildings_up if b is not building),
        town=tuple(b for b in cards.town if b is not building),
    )


def with_town(state: State, *buildings: Building) -> State:
    """``state`` with ``buildings`` built in town (after those already built)."""
    cards = state.cards
    for building in buildings:
        cards = _without_building(cards, building)
    return state.evolve(cards=cards.evolve(town=(*cards.town, *buildings)))


def with_buildings(state: State, *buildings: Building) -> State:
    """``state`` with ``buildings`` on top of the buildings deck, the first named drawn
    first (so the next three drawn are the first three)."""
    cards = state.cards
    for building in buildings:
        cards = _without_building(cards, building)
    deck = (*cards.building_deck, *reversed(buildings))
    return state.evolve(cards=cards.evolve(building_deck=deck))


def with_money(state: State, *money: int) -> State:
    """``state`` with each seat's money set; an auction that has just started takes the
    new money as its budgets."""
    auction = state.auction
    if type(auction) in (ReentryAuction, ContributionAuction) or (
        type(auction) is SealedAuction and auction.tiebreak is None
    ):
        assert auction is not None
        auction = auction.evolve(budgets=money)
    return state.evolve(money=money, auction=auction)


def with_objectives(state: State, numbers: tuple[int, ...]) -> State:
    """``state`` with seat ``s`` holding card number ``numbers[s]`` of the objective set
    dealt."""
    content = state.setup.options.content
    cards = content.objectives_of(state.setup.objective_set)
    by_number = {card.number: card for card in cards}
    objectives = tuple(by_number[n] for n in numbers)
    assert sorted(numbers) == sorted(by_number)
    return state.evolve(cards=state.cards.evolve(objectives=objectives))


def turn_with(state: State, **changes: Any) -> State:
    """``state`` with fields of its :class:`~.model.Turn` changed."""
    return state.evolve(turn=state.turn.evolve(**changes))


def refused(state: State, action: WildFunWestAction) -> str:
    """The rule ``apply`` names in refusing ``action`` (the error names the action too);
    ``state`` is unchanged.

    :raises AssertionError: if ``action`` is not refused.
    """
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)
    assert to_json(state) == before
    assert caught.value.action == action
    return caught.value.rule


def out_of_step_one(state: State) -> State:
    """Let every profession still to come this turn go by."""
    return quietly_until(state, lambda s: s.phase not in (Phase.REVEAL, Phase.PROFESSION_BIDDING))


def cowboy_tie_break(**options: Any) -> State:
    """The worked example of the docs page, in the tie-break of a closed bid: four seats
    (Billy the Kid, "Doc" Holliday, Jesse James, Judge Roy Bean; seat 0 first, the Calico
    set, seed 11) from $5, $1, $5 and $5 make the sealed bids $1, $0, $2 and $2 for the
    Cowboy, so seats 2 and 3 bid in the open."""
    cast = (C.BILLY_THE_KID, C.DOC_HOLLIDAY, C.JESSE_JAMES, C.JUDGE_ROY_BEAN)
    chosen = Options(characters=cast, first_player=0, objective_set=ObjectiveSet.CALICO, **options)
    state = play(
        new_game(4, 11, chosen),
        *(Bid(0, 1), Bid(1, 2), Pass(2), Bid(3, 3), Pass(0), Bid(1, 4), Pass(2), Pass(3)),
        *(Pass(0), Bid(0, 1), Bid(1, 0), Bid(2, 2), Bid(3, 2)),
    )
    assert state.turn.revealed is Profession.COWBOY
    assert state.money == (5, 1, 5, 5)
    return state


def building_bids(state: State, *buildings: Building, holder: int = 4) -> State:
    """Play on to this turn's building bids with ``buildings`` up, in that order.

    ``holder`` gets an Undertaker in hand, so that the game waits for it in the swap
    moment after the bids (before the income) instead of going on to the next turn.
    """
    state = with_hand(with_buildings(state, *buildings), holder, Profession.UNDERTAKER)
    state = to_phase(state, Phase.BUILDING_BIDDING)
    assert state.cards.buildings_up == buildings
    return state


def at_swap(state: State, seat: int, *hand: Profession) -> State:
    """Give ``seat`` the ``hand`` and play on to the swap moment before the buildings,
    where ``seat`` must be the one asked."""
    state = to_phase(with_hand(state, seat, *hand), Phase.SWAP_BEFORE_BUILDINGS)
    assert state.waiting[0] == seat
    return state
