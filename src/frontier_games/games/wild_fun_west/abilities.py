"""Putting professions in play, and the characters' abilities (Appendix 3), once the
rules have found the move legal: each returns the position after it.
"""

from __future__ import annotations

from frontier_games import auction as auctions
from frontier_games.auction import (
    ContributionAuction,
)
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    BELLE_STARR_TAKES,
    DOC_HOLLIDAY_PRICE,
    MAX_ACTIVE,
    PROTECTED_FROM_BELLE_STARR,
    Bidding,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Cards,
    ChooseBuilding,
    Claim,
    Exchange,
    Forbid,
    Redraw,
    Rob,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    Turn,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.table import (
    PROFESSION_ORDER,
    blocking,
    with_cards,
    without_card,
)
from frontier_games.games.wild_fun_west.turn import (
    SWAP_PHASES,
    auction_profession,
    bid_on_buildings,
    build,
    draw_buildings,
    moved,
    next_reveal,
    revealing,
)
from frontier_games.rng import Rng, shuffle

__all__ = ["may_put_in_play", "put_in_play", "steal", "use_ability"]


def may_put_in_play(state: State, action: Activate, seat: int) -> bool:
    """Whether ``action`` is among ``seat``'s legal activations (what ``legal_actions``
    lists, tested directly)."""
    waiting = state.waiting
    if state.phase not in SWAP_PHASES or not waiting or waiting[0] != seat:
        return False
    if state.activations >= MAX_ACTIVE or state.money[seat] < ACTIVATION_COST:
        return False
    cards = state.cards
    profession, replaced = action.profession, action.replacing
    mine = cards.active[seat]
    if type(profession) is not Profession or profession not in cards.hands[seat]:
        return False
    if replaced is None:
        if len(mine) >= MAX_ACTIVE:
            return False
    elif type(replaced) is not Profession or replaced not in mine:
        return False
    blockers = blocking(state, profession)
    if blockers and (len(blockers) > 1 or blockers[0] is not replaced):
        return False  # banned by a card in play other than the one it replaces
    # With a place free and nothing in the way, replacing a card the new one bans is the
    # same move as taking the free place (that card goes back to the hand anyway): it is
    # listed once, as the free place.
    return not (
        replaced is not None
        and not blockers
        and len(mine) < MAX_ACTIVE
        and replaced in state.setup.options.content._cards[profession].bans
    )


def put_in_play(state: State, action: Activate) -> State:
    """Put a profession in play for $1; every profession in play it bans goes back to its
    owner's hand at once."""
    seat, profession, replaced = action.player, action.profession, action.replacing
    setup, cards = state.setup, state.cards
    hands, active = cards.hands, cards.active
    hand = list(hands[seat])
    hand.remove(profession)
    row = list(active[seat])
    if replaced is not None:
        row.remove(replaced)
        hand.append(replaced)
        hand.sort(key=PROFESSION_ORDER.__getitem__)
    row.append(profession)
    row.sort(key=PROFESSION_ORDER.__getitem__)
    hands = (*hands[:seat], tuple(hand), *hands[seat + 1 :])
    active = (*active[:seat], tuple(row), *active[seat + 1 :])
    bans = setup.options.content._cards[profession].bans
    if bans:
        sheriff_free = state.turn.sheriff_free
        for owner, line in enumerate(active):
            for other in line:
                if other in bans and not (sheriff_free and other is Profession.SHERIFF):
                    active = without_card(active, owner, other)
                    hands = with_cards(hands, owner, other)
    secret = cards.secret
    if profession is secret:
        secret = None  # Calamity Jane's card is in the open now
    cards = Cards(
        cards.objectives, hands, active, cards.deck, cards.discards, secret, cards.town,
        cards.building_deck, cards.building_discards, cards.buildings_up, cards.swapped,
    )  # fmt: skip
    money = state.money
    money = (*money[:seat], money[seat] - ACTIVATION_COST, *money[seat + 1 :])
    return State(
        setup, state.turn, cards, money, state.phase, state.waiting, None,
        state.activations + 1, state.rng,
    )  # fmt: skip


def steal(state: State, action: Steal) -> State:
    """Jesse James takes money off a building; his turn goes on."""
    auction = state.auction
    assert type(auction) is ContributionAuction
    seat = action.player
    lot = state.cards.buildings_up.index(action.building)
    after = auctions.take(auction, seat, lot, action.amount)
    turn = state.turn
    turn = turn.evolve(used=turn.used | {Character.JESSE_JAMES})
    return state.evolve(turn=turn, auction=after)


def use_ability(state: State, action: WildFunWestAction, seat: int) -> State:
    """A character's ability asked for in a one-by-one phase (legal: checked)."""
    setup, turn, cards, money, rng = state.setup, state.turn, state.cards, state.money, state.rng
    kind = type(action)
    character = setup.characters[seat]
    used = turn.used | {character}
    rest = state.waiting[1:]
    if kind is Forbid:
        turn = turn.evolve(used=used, forbidden=action.target)  # type: ignore[union-attr]
        return _after_beginning(state, turn, cards, money, rng, rest)
    if kind is Rob:
        stolen = [0] * setup.players
        for other in range(setup.players):
            if other != seat and not PROTECTED_FROM_BELLE_STARR.intersection(cards.active[other]):
                stolen[other] = min(BELLE_STARR_TAKES, money[other])
        total = sum(stolen)
        money = tuple(
            m - s + (total if p == seat else 0)
            for p, (m, s) in enumerate(zip(money, stolen, strict=True))
        )
        turn = turn.evolve(used=used, robbed=tuple(stolen))
        return _after_beginning(state, turn, cards, money, rng, rest)
    if kind is Claim:
        card = turn.revealed
        assert card is not None
        if character is Character.DOC_HOLLIDAY:
            money = (*money[:seat], money[seat] - DOC_HOLLIDAY_PRICE, *money[seat + 1 :])
        else:
            turn = turn.evolve(used=used)
        if character is Character.BILL_MCDONALD:
            turn = turn.evolve(sheriff_free=True)
        cards = moved(cards, hands=with_cards(cards.hands, seat, card))
        turn = revealing(turn, turn.reveals_left, None, None)
        return next_reveal(setup, turn, cards, money, rng)
    if kind is SwitchBidding:
        bidding = Bidding.OPEN if turn.bidding is Bidding.CLOSED else Bidding.CLOSED
        turn = turn.evolve(bidding=bidding, earp_switched=True)
        if rest:
            return state.evolve(turn=turn, waiting=rest)
        return auction_profession(setup, turn, cards, money, rng)
    if kind is SwapObjectives:
        target: int = action.target  # type: ignore[union-attr]
        objectives = list(cards.objectives)
        objectives[seat], objectives[target] = objectives[target], objectives[seat]
        cards = cards.evolve(objectives=tuple(objectives), swapped=(seat, target))
        return state.evolve(turn=turn.evolve(used=used), cards=cards)
    if kind is Exchange:
        give, take = action.give, action.take  # type: ignore[union-attr]
        hands = with_cards(without_card(cards.hands, seat, give), seat, take)
        deck = list(cards.deck)
        deck.remove(take)
        shuffled, rng = shuffle(rng, (*deck, give))
        cards = cards.evolve(hands=hands, deck=shuffled, secret=take)
        return state.evolve(turn=turn.evolve(used=used), cards=cards, rng=rng)
    if kind is Redraw:
        pool = (*cards.building_deck, *cards.building_discards, *cards.buildings_up)
        buildings, rng = shuffle(rng, pool)
        cards = cards.evolve(building_deck=buildings, building_discards=(), buildings_up=())
        cards, rng = draw_buildings(cards, rng)
        return bid_on_buildings(setup, turn.evolve(used=used), cards, money, rng)
    assert kind is ChooseBuilding
    return build(setup, turn.evolve(used=used), cards, money, rng, action.building)  # type: ignore[union-attr]


def _after_beginning(
    state: State, turn: Turn, cards: Cards, money: tuple[int, ...], rng: Rng,
    rest: tuple[int, ...],
) -> State:  # fmt: skip
    if rest:
        return state.evolve(turn=turn, money=money, waiting=rest)
    return next_reveal(state.setup, turn, cards, money, rng)
