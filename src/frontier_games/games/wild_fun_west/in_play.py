"""Professions in play, at the two swap moments of a turn (after Step I, and after Step II
before Receiving Income), move by move: a profession from the hand put in play for $1
(:class:`~.wild_fun_west.model.Activate`), Calamity Jane's exchange with the professions
deck (:class:`~.wild_fun_west.model.Exchange`) and Buffalo Bill's swap of objective cards
(:class:`~.wild_fun_west.model.SwapObjectives`); a seat is done with passing. Each kind of
move is declared once on the rule kit (:mod:`frontier_games.moves`), with its checks, its
effect, its space, its listing and its words; its block of ids in the action codec
(:func:`~.wild_fun_west.learning.codec`) is here too.
"""

from __future__ import annotations

from frontier_games.core import brief
from frontier_games.deck import Deck, put_top, shuffle_deck, take
from frontier_games.games.wild_fun_west.checks import (
    ANOTHER_SEAT,
    ASKED,
    ability_used,
    not_now,
    not_your_ability,
)
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    MAX_ACTIVE,
    MAX_PLAYERS,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Exchange,
    Phase,
    Setup,
    State,
    SwapObjectives,
    View,
)
from frontier_games.games.wild_fun_west.naming import Phrase, seat_name, the
from frontier_games.games.wild_fun_west.table import (
    PROFESSION_ORDER,
    Dimensions,
    blocking,
    dimensions_of,
    profession_order,
    with_cards,
    without_card,
)
from frontier_games.moves import Check, Move

__all__ = [
    "ACTIVATE",
    "EXCHANGE",
    "SWAP_OBJECTIVES",
    "activate_ids",
    "exchange_ids",
    "sent_back",
    "swap_objectives_ids",
]

_SWAPS = (Phase.SWAP_BEFORE_BUILDINGS, Phase.SWAP_BEFORE_INCOME)
_JANE, _BUFFALO_BILL = Character.CALAMITY_JANE, Character.BUFFALO_BILL

_ACTIVATES: tuple[dict[Profession, dict[Profession | None, Activate]], ...] = tuple(
    {
        profession: {
            replaced: Activate(seat, profession, replaced)
            for replaced in (None, *(p for p in Profession if p is not profession))
        }
        for profession in Profession
    }
    for seat in range(MAX_PLAYERS)
)
"""``_ACTIVATES[seat][profession][replaced]`` (``replaced`` ``None`` for a free place),
built once: the listings and the action codec hand out these very objects."""

_EXCHANGES: tuple[dict[Profession, dict[Profession, Exchange]], ...] = tuple(
    {
        give: {take: Exchange(seat, give, take) for take in Profession if take is not give}
        for give in Profession
    }
    for seat in range(MAX_PLAYERS)
)
"""``_EXCHANGES[seat][give][take]``: Calamity Jane's exchanges, built once."""

_SWAP_OBJECTIVES = tuple(
    tuple(SwapObjectives(seat, target) for target in range(MAX_PLAYERS))
    for seat in range(MAX_PLAYERS)
)
"""``_SWAP_OBJECTIVES[seat][target]``."""


# -- a profession put in play ---------------------------------------------------------------


def _in_hand(state: State, action: Activate) -> bool:
    profession = action.profession
    return type(profession) is Profession and profession in state.cards.hands[action.player]


def _replaces_one_in_play(state: State, action: Activate) -> bool:
    replaced = action.replacing
    return replaced is None or (
        type(replaced) is Profession and replaced in state.cards.active[action.player]
    )


def _said_not_in_hand(state: State, action: Activate) -> str:
    return f"seat {action.player} holds no {brief(action.profession)} in hand"


def _said_not_in_play(state: State, action: Activate) -> str:
    return f"seat {action.player} has no {brief(action.replacing)} in play"


def _pays(state: State, action: Activate) -> bool:
    return state.money[action.player] >= ACTIVATION_COST


def _activations_left(state: State, action: Activate) -> bool:
    return state.activations < MAX_ACTIVE


def _place_free(state: State, action: Activate) -> bool:
    return action.replacing is not None or len(state.cards.active[action.player]) < MAX_ACTIVE


def _said_place_free(state: State, action: Activate) -> str:
    return (
        f"at most {MAX_ACTIVE} professions in play: name the one {action.profession.value} replaces"
    )


def _not_banned(state: State, action: Activate) -> bool:
    replaced = action.replacing
    return all(blocker is replaced for blocker in blocking(state, action.profession))


def _said_banned(state: State, action: Activate) -> str:
    replaced = action.replacing
    others = [b for b in blocking(state, action.profession) if b is not replaced]
    names = ", ".join(b.value for b in others)
    return f"the {action.profession.value} is banned while the {names} is in play"


def _listed_once(state: State, action: Activate) -> bool:
    # With a place free and nothing in the way, replacing a card the new one bans is the
    # same move as taking the free place (that card goes back to the hand anyway): it is
    # listed once, as the free place.
    replaced = action.replacing
    return not (
        replaced is not None
        and len(state.cards.active[action.player]) < MAX_ACTIVE
        and not blocking(state, action.profession)
        and replaced in state.setup.options.content._cards[action.profession].bans
    )


def _said_listed_once(state: State, action: Activate) -> str:
    replaced = action.replacing
    assert replaced is not None
    return (
        f"the {action.profession.value} bans your {replaced.value}, which goes back to your "
        "hand anyway: put it in play without replacing"
    )


def _activate(state: State, action: Activate) -> State:
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
    cards = cards.evolve(hands=hands, active=active, secret=secret)
    money = state.money
    money = (*money[:seat], money[seat] - ACTIVATION_COST, *money[seat + 1 :])
    return state.evolve(cards=cards, money=money, activations=state.activations + 1)


def _activate_space(setup: Setup, seat: int) -> list[Activate]:
    return activate_ids(seat, dimensions_of(setup))


def _activations(state: State, seat: int) -> list[Activate]:
    cards = state.cards
    hand = cards.hands[seat]
    if not hand or state.activations >= MAX_ACTIVE or state.money[seat] < ACTIVATION_COST:
        return []
    content = state.setup.options.content
    banned_by, cards_of = content._banned_by, content._cards
    active = cards.active
    mine = active[seat]
    free = len(mine) < MAX_ACTIVE
    sheriff_free = state.turn.sheriff_free
    table = _ACTIVATES[seat]
    in_play = set().union(*active)  # each card is unique: a set loses nothing
    choices: list[Activate] = []
    append = choices.append
    for profession in hand:
        row = table[profession]
        by = banned_by.get(profession)
        if (
            by
            and not in_play.isdisjoint(by)
            and not (sheriff_free and profession is Profession.SHERIFF)
        ):
            blockers = by.intersection(in_play)
            if len(blockers) == 1:  # only replacing the one blocker (if it is one's own) helps
                (blocker,) = blockers
                if blocker in mine:
                    append(row[blocker])
            continue
        if free:
            append(row[None])
            if mine:
                # With a place free, replacing a card the new one bans is the same move
                # as taking the free place (the banned card goes back to the hand anyway).
                bans = cards_of[profession].bans
                for replaced in mine:
                    if replaced not in bans:
                        append(row[replaced])
        else:
            for replaced in mine:
                append(row[replaced])
    return choices


def sent_back(view: View, action: Activate) -> list[tuple[int, Profession]]:
    """The professions in play that ``action``'s profession bans, by owner, as the rules
    send them back to the hand (a Sheriff kept by Bill McDonald's ability stays)."""
    bans = view.options.content.card(action.profession).bans
    sent = []
    for owner, row in enumerate(view.active):
        for card in row:
            if owner == action.player and card is action.replacing:
                continue
            if card in bans and not (view.sheriff_free and card is Profession.SHERIFF):
                sent.append((owner, card))
    return sent


def _whose(owner: int, actor: int, mine: bool) -> str:
    return "your" if mine and owner == actor else f"{seat_name(owner)}'s"


def _activate_words(view: View, action: Activate, *, mine: bool, note: bool) -> Phrase:
    """``"put the Sheriff in play for $1, replacing the Barber"``; with ``note``, the
    professions it sends back to their owner's hand, as the view shows them."""
    profession, replaced = action.profession, action.replacing
    text = f" {the(profession)} in play for ${ACTIVATION_COST}"
    if replaced is not None:
        text += f", replacing {the(replaced)}"
    if note:
        sent = sent_back(view, action)
        if sent:
            parts = [
                f"{the(card)} goes back to {_whose(owner, action.player, mine)} hand"
                for owner, card in sent
            ]
            text += f" ({'; '.join(parts)})"
    return "put", text, None


ACTIVATE: Move[State, Activate] = Move(
    Activate,
    checks=(
        not_now(*_SWAPS),
        ASKED,
        Check("not-in-hand", _said_not_in_hand, _in_hand),
        Check("not-in-play", _said_not_in_play, _replaces_one_in_play),
        Check(
            "no-money",
            f"putting a profession in play costs ${ACTIVATION_COST}, every time",
            _pays,
        ),
        Check(
            "two-activations",
            f"a seat puts at most {MAX_ACTIVE} professions in play in one swap moment",
            _activations_left,
        ),
        Check("two-in-play", _said_place_free, _place_free),
        Check("banned-profession", _said_banned, _not_banned),
        Check("replacing-banned", _said_listed_once, _listed_once),
    ),
    effect=_activate,
    space=_activate_space,
    listing=_activations,
    words=_activate_words,
)
"""In a swap moment, the seat asked may put a profession from its hand in play for $1, at
most twice, in a free place or replacing one of its own (which goes back to the hand); at
most two in play. A profession banned by one in play may not enter; one that enters sends
every profession in play it bans back to its owner's hand."""


# -- Calamity Jane ----------------------------------------------------------------------


def _gives_from_hand(state: State, action: Exchange) -> bool:
    return action.give in state.cards.hands[action.player]


def _takes_from_deck(state: State, action: Exchange) -> bool:
    return action.take in state.cards.deck


def _said_given(state: State, action: Exchange) -> str:
    return f"seat {action.player} holds no {brief(action.give)}"


def _said_taken(state: State, action: Exchange) -> str:
    return f"the professions deck holds no {brief(action.take)}"


def _exchange(state: State, action: Exchange) -> State:
    """The card given goes into the professions deck, the card taken into her hand (and
    stays secret until she puts it in play); the deck is shuffled."""
    seat, give, taken = action.player, action.give, action.take
    cards, turn = state.cards, state.turn
    hands = with_cards(without_card(cards.hands, seat, give), seat, taken)
    searched = put_top(take(Deck(cards.deck), taken), give)
    deck, rng = shuffle_deck(searched, state.rng)
    cards = cards.evolve(hands=hands, deck=deck.draw_pile, secret=taken)
    return state.evolve(turn=turn.evolve(used=turn.used | {_JANE}), cards=cards, rng=rng)


def _exchange_space(setup: Setup, seat: int) -> list[Exchange]:
    return exchange_ids(seat, dimensions_of(setup))


def _exchanges(state: State, seat: int) -> list[Exchange]:
    if state.setup.characters[seat] is not _JANE or _JANE in state.turn.used:
        return []
    cards = state.cards
    # The deck's cards in enum order: its own order is secret, and must not show here.
    deck = sorted(cards.deck, key=profession_order)
    table = _EXCHANGES[seat]
    return [table[give][taken] for give in cards.hands[seat] for taken in deck]


def _exchange_words(view: View, action: Exchange, *, mine: bool, note: bool) -> Phrase:
    """``"exchange the Barber for the Sheriff from the deck (Calamity Jane)"``."""
    return (
        "exchange",
        f" {the(action.give)} for {the(action.take)} from the deck (Calamity Jane)",
        None,
    )


EXCHANGE: Move[State, Exchange] = Move(
    Exchange,
    checks=(
        not_now(*_SWAPS),
        not_your_ability(_JANE),
        ability_used(_JANE),
        ASKED,
        Check("not-in-hand", _said_given, _gives_from_hand),
        Check("not-in-deck", _said_taken, _takes_from_deck),
    ),
    effect=_exchange,
    space=_exchange_space,
    listing=_exchanges,
    words=_exchange_words,
)
"""Calamity Jane, once a game in a swap moment, exchanges a profession from her hand for
one of her choice from the professions deck (not its discards); the deck is shuffled."""


# -- Buffalo Bill ---------------------------------------------------------------------------


def _two_built_at_most(state: State, action: SwapObjectives) -> bool:
    return len(state.cards.town) <= 2


def _swap_objectives(state: State, action: SwapObjectives) -> State:
    seat, target = action.player, action.target
    cards, turn = state.cards, state.turn
    objectives = list(cards.objectives)
    objectives[seat], objectives[target] = objectives[target], objectives[seat]
    cards = cards.evolve(objectives=tuple(objectives), swapped=(seat, target))
    return state.evolve(turn=turn.evolve(used=turn.used | {_BUFFALO_BILL}), cards=cards)


def _swap_space(setup: Setup, seat: int) -> tuple[SwapObjectives, ...]:
    return _SWAP_OBJECTIVES[seat][: setup.players]


def _swaps(state: State, seat: int) -> tuple[SwapObjectives, ...]:
    character = state.setup.characters[seat]
    if character is not _BUFFALO_BILL or character in state.turn.used:
        return ()
    if len(state.cards.town) > 2:
        return ()
    row = _SWAP_OBJECTIVES[seat]
    return row[:seat] + row[seat + 1 : state.players]


def _swap_words(view: View, action: SwapObjectives, *, mine: bool, note: bool) -> Phrase:
    """``"swap objective cards with seat 3 (Buffalo Bill)"``."""
    return "swap", f" objective cards with {seat_name(action.target)} (Buffalo Bill)", None


SWAP_OBJECTIVES: Move[State, SwapObjectives] = Move(
    SwapObjectives,
    checks=(
        not_now(*_SWAPS),
        not_your_ability(_BUFFALO_BILL),
        ability_used(_BUFFALO_BILL),
        ASKED,
        Check(
            "ability-not-now",
            "Buffalo Bill swaps only while at most 2 buildings are built",
            _two_built_at_most,
        ),
        ANOTHER_SEAT,
    ),
    effect=_swap_objectives,
    space=_swap_space,
    listing=_swaps,
    words=_swap_words,
)
"""Buffalo Bill, once a game in a swap moment while at most two buildings are built, swaps
objective cards with another seat."""


# -- codec ids ------------------------------------------------------------------------------


def activate_ids(seat: int, dimensions: Dimensions) -> list[Activate]:
    """The action codec's block of ``Activate``: each profession, in a free place then
    replacing each other profession (``P P``)."""
    professions = dimensions.professions
    table = _ACTIVATES[seat]
    return [
        table[profession][replaced]
        for profession in professions
        for replaced in (None, *(p for p in professions if p is not profession))
    ]


def exchange_ids(seat: int, dimensions: Dimensions) -> list[Exchange]:
    """The action codec's block of ``Exchange``: each profession given, for each other
    taken (``P (P - 1)``)."""
    professions = dimensions.professions
    table = _EXCHANGES[seat]
    return [
        table[give][taken] for give in professions for taken in professions if taken is not give
    ]


def swap_objectives_ids(seat: int, dimensions: Dimensions) -> list[SwapObjectives]:
    """The action codec's block of ``SwapObjectives``: each target seat, its own included
    (``N``)."""
    return list(_SWAP_OBJECTIVES[seat][: dimensions.players])
