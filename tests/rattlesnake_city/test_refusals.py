"""Every rule a *Rattlesnake City* move may break, broken alone, through ``apply``: the
refusal names the rule's code, and its sentence tells the mover nothing its view does
not (no other seat's hidden money or cards; the same sentence from every state
``determinize`` deals from the mover's view). Then the table of the moves in the docs
against the rulebook's declarations.

Long John is seat 0, Jimmy the Kid seat 1 and a third player seat 2; seat ``s`` has its
saloon on space 0 of the ``s``-th town (:func:`~tests.rattlesnake_city.helpers.seated`).
Every card a test gives comes from a draw pile, so that every card stays in one place
and the positions are ones ``determinize`` deals again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

import attrs
import pytest

from frontier_games.core import IllegalActionError
from frontier_games.games.rattlesnake_city.content import (
    ACTION_CARDS,
    Building,
    Card,
    CardKind,
    Content,
    Grassland,
    Line,
    Town,
)
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    Call,
    CatchJoe,
    Challenge,
    Cheat,
    Discard,
    DrawCards,
    DrawThree,
    Dynamite,
    DynamiteTrack,
    Fold,
    OfferSale,
    Pass,
    PlayCard,
    PlayProfessional,
    Poker,
    Raise,
    ReplaceCard,
    State,
    Step,
    StrokeOfFate,
    SwapCards,
    TakeDrawn,
    TakeUp,
)
from frontier_games.games.rattlesnake_city.poker import DECK, Rank, StandardCard, Suit
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.games.rattlesnake_city.rules import actors, apply
from frontier_games.games.rattlesnake_city.view import determinize, view
from frontier_games.serialization import to_json
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    given,
    in_front,
    placed,
    play,
    seated,
    with_money,
)

LONG_JOHN, JIMMY, THIRD = 0, 1, 2
P12, P21, P23 = Card.PLAYING_12, Card.PLAYING_21, Card.PLAYING_23
"""Playing cards without a revolver (the only ones a test plays)."""
SECRETS = (
    Card.HONEST_JIM,
    Card.IRONFIST_JIM,
    Card.LILI_THE_TIGRESS,
    Card.THUMBTACKS,
    Card.MEXICAN_COOK,
    Card.FRENCH_CANCAN,
)
"""A card of its own for each seat to hold where a test gives it none (one copy of each
in the game, played by no test): were a sentence to name it, it would tell a secret."""


# -- refusals, and what their sentences may tell ----------------------------------------------


def refusal(
    state: State, action: object, rule: str, *, moot: tuple[str, ...] = ()
) -> IllegalActionError:
    """The error ``apply`` raises for ``action``, which must name ``rule``: the one rule
    of its kind that ``action`` breaks in ``state`` (the kind's ``moot`` rules, which ask
    about what the position lacks, aside). ``state`` is unchanged."""
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)  # type: ignore[arg-type]
    error = caught.value
    assert to_json(state) == before
    assert error.rule == rule
    assert error.action == action
    assert error.player == getattr(action, "player", None)
    assert f"[{rule}]" in str(error)
    assert broken(state, action, moot) == [rule]
    return error


def broken(state: State, action: object, moot: tuple[str, ...] = ()) -> list[str]:
    """The codes of the checks of ``action``'s kind that it breaks in ``state``, every
    one asked (a check that cannot even read the position counts as broken), but the
    ``moot`` ones."""
    found = []
    for check in MOVES.move(type(action)).checks:
        if check.code in moot:
            continue
        try:
            holds = check.holds(state, action)
        except (AssertionError, IndexError, KeyError, ValueError):
            holds = False
        if not holds:
            found.append(check.code)
    return found


def _fields(action: object) -> Iterator[object]:
    """The values of ``action``'s fields."""
    kind = type(action)
    assert attrs.has(kind)
    for field in attrs.fields(kind):
        yield getattr(action, field.name)


def _said(thing: object) -> str:
    """How a sentence names a card: an action card by its value, a standard card as
    ``str`` shows it."""
    return thing.value if isinstance(thing, Card) else str(thing)


def _hidden_cards(state: State, seat: int) -> set[object]:
    """The action and standard cards ``seat`` cannot see: the other hands, the cards face
    down, a real deal's hands before the reveal, its pile and another's drawn cards."""
    seen = view(state, seat)
    known: set[object] = {*seen.hand, *(c for s in seen.seats for c in s.front)}
    known.update(seen.actions.discard_pile or ())
    hidden: set[object] = {
        c for s, other in enumerate(state.seats) if s != seat for c in other.hand
    }
    game, shown = state.turn.poker, seen.turn.poker
    if game is not None and shown is not None:
        known.update(c for c in (*shown.cards, *shown.replaced) if c is not None)
        known.update(c for hand in shown.hands for c in hand)
        known.update(shown.drawn)
        hidden.update(c for c in (*game.cards, *game.replaced) if c is not None)
        hidden.update(c for hand in game.hands for c in hand)
        hidden.update((*game.deck, *game.drawn))
    return hidden - known


def tells_nothing_hidden(state: State, error: IllegalActionError) -> None:
    """``error``'s sentence tells its mover nothing hidden from it: no other seat's
    secret money, no card it cannot see (but those its own action names), and the same
    sentence for every state dealt from its view."""
    mover, action, message = error.player, error.action, error.message
    assert mover is not None
    seen = view(state, mover)
    public = {n for n in _fields(action) if type(n) is int}
    game = state.turn.poker
    if game is not None:
        public.update((game.stake, game.pot, *game.paid))
    if state.turn.offer is not None:
        public.add(state.turn.offer.price)
    for seat, shown in zip(state.seats, seen.seats, strict=True):
        if shown.money is None and seat.money not in public:
            assert f"${seat.money:,}" not in message, (seat, message)
    named = {_said(thing) for thing in _fields(action)}
    for card in _hidden_cards(state, mover):
        name = _said(card)
        if name not in named:
            assert not re.search(rf"\b{re.escape(name)}(?!\d)", message), (card, message)
    for seed in range(4):
        dealt = determinize(seen, seed)
        assert MOVES.refusal(dealt, action) == (error.rule, message), seed


# -- positions --------------------------------------------------------------------------------


def _at(state: State, seat: int, step: Step) -> State:
    """:func:`~tests.rattlesnake_city.helpers.at`, the tile drawn (if any) back in the bag:
    a position ``determinize`` deals again."""
    tile = state.turn.tile
    if tile is not None:
        bag = state.piles.bag.evolve(draw_pile=(*state.piles.bag.draw_pile, tile))
        state = state.evolve(piles=state.piles.evolve(bag=bag))
    return at(state, seat, step)


def _cards(state: State, seat: int, *cards: Card) -> State:
    """``seat``'s step 3 in ``state``, holding only ``cards``; each other seat holds its
    card of :data:`SECRETS`."""
    state = given(disarmed(state), seat, *cards)
    for other in range(state.setup.players):
        if other != seat:
            state = given(state, other, SECRETS[other])
    return _at(state, seat, Step.CARDS)


def _table(
    players: int,
    holding: Mapping[int, tuple[Card, ...]],
    money: tuple[int, ...] = (),
    *,
    real_deal: bool = False,
) -> State:
    """Long John's step 4: each seat holds its ``holding``, by default its card of
    :data:`SECRETS`, and its ``money`` if given."""
    state = disarmed(seated(players, real_deal=real_deal))
    for seat in range(players):
        state = given(state, seat, *holding.get(seat, (SECRETS[seat],)))
    if money:
        state = with_money(state, *money)
    return _at(state, LONG_JOHN, Step.SHOWDOWN)


def _joining(holding: Mapping[int, tuple[Card, ...]], money: tuple[int, int, int]) -> State:
    """Three players: Long John challenged Jimmy for $5,000, who took it up; the third
    player is asked to join."""
    state = _table(3, {LONG_JOHN: (P12,), JIMMY: (P21,), **holding}, money)
    state = play(state, Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY))
    assert state.turn.step is Step.JOIN
    assert actors(state) == frozenset((THIRD,))
    return state


def _revealed(
    players: int, holding: Mapping[int, tuple[Card, ...]], *, real_deal: bool = False
) -> State:
    """Long John challenged Jimmy for $1,000 to the normal game (the others stay out),
    and each played the first playing card of its hand: the cards are revealed, Long
    John may react first."""
    state = _table(players, holding, real_deal=real_deal)
    state = play(state, Challenge(LONG_JOHN, JIMMY, 1_000), TakeUp(JIMMY))
    state = _passing(state, Step.JOIN)
    for seat in (LONG_JOHN, JIMMY):
        card = next(c for c in state.seats[seat].hand if c.kind is CardKind.PLAYING)
        state = apply(state, PlayCard(seat, card))
    assert state.turn.step is Step.REACT
    assert actors(state) == frozenset((LONG_JOHN,))
    return state


def _passing(state: State, step: Step) -> State:
    """``state`` after every seat asked at ``step`` lets it go by."""
    while state.turn.step is step:
        (seat,) = actors(state)
        state = apply(state, Pass(seat))
    return state


def _poker(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


def _hand(state: State, seat: int) -> tuple[StandardCard, ...]:
    game = _poker(state)
    return game.hands[game.players.index(seat)]


def _standard(text: str) -> tuple[StandardCard, ...]:
    """Standard cards written as ``"9c Td"``, in the order written."""
    ranks = {rank.symbol: rank for rank in Rank}
    suits = {suit.value: suit for suit in Suit}
    return tuple(StandardCard(ranks[word[0]], suits[word[1]]) for word in text.split())


def _dealt(state: State, *hands: str) -> State:
    """``state`` with ``hands`` dealt (in ``players`` order), the rest of the deck in the
    pile."""
    order = {card: i for i, card in enumerate(DECK)}
    held = tuple(tuple(sorted(_standard(hand), key=order.__getitem__)) for hand in hands)
    used = {card for hand in held for card in hand}
    assert len(used) == sum(map(len, held))
    game = _poker(state).evolve(hands=held, deck=tuple(c for c in DECK if c not in used))
    return state.evolve(turn=state.turn.evolve(poker=game))


def _deal(
    players: int = 2,
    *,
    holding: Mapping[int, tuple[Card, ...]] | None = None,
    money: tuple[int, ...] = (),
    challenger: int = LONG_JOHN,
    opponent: int = JIMMY,
) -> State:
    """A real deal just dealt: ``challenger`` offered ``opponent`` one for $1,000, and
    every seat took part (a real deal needs only the money); each holds its
    ``holding``, by default its card of :data:`SECRETS`."""
    state = _table(players, holding or {}, money, real_deal=True)
    state = at(state, challenger, Step.SHOWDOWN)
    state = play(state, Challenge(challenger, opponent, 1_000, True), TakeUp(opponent))
    while state.turn.step is Step.JOIN:
        (seat,) = actors(state)
        state = apply(state, TakeUp(seat))
    assert state.turn.step is Step.EXCHANGE
    return state


def _shown(state: State) -> State:
    """From the exchange, nobody exchanging, raising or replacing: the hands revealed."""
    state = _passing(state, Step.EXCHANGE)
    while state.turn.step is Step.BET:
        (seat,) = actors(state)
        state = apply(state, Call(seat))
    state = _passing(state, Step.REPLACE)
    assert state.turn.step is Step.REACT
    return state


HANDS = ("2c 5d 9h Js Ac", "3c 6d Th Qs Kc", "4h 4s 7d 8c 8d")
"""Hands without two identical cards (nobody is asked about Tar & Feathers)."""


# -- setting up, the tile and the draw ----------------------------------------------------


@pytest.mark.parametrize("coups", [False, True], ids=["action-cards", "coup-cards"])
def test_a_player_cannot_draw_from_an_empty_pile(coups: bool) -> None:
    state = placed(seated(2), JIMMY, Building.HOTEL, Town.DRY_GULCH, 1)
    assert state.turn.step is Step.DRAW
    piles = state.piles
    if coups:  # Long John holds every coup card: none on either pile
        state = armed(state, LONG_JOHN, *piles.coups.draw_pile)
        assert not state.piles.coups.discard_pile
    else:  # and, in the other game, every action card
        state = given(state, LONG_JOHN, *piles.actions.draw_pile)
        assert not state.piles.actions.discard_pile
    error = refusal(state, DrawCards(JIMMY, coups), "pile-empty")
    tells_nothing_hidden(state, error)
    assert DrawCards(JIMMY, not coups) in MOVES.legal(state, JIMMY)


# -- 3. the miscellaneous cards -------------------------------------------------------------


def test_a_dynamitero_cannot_destroy_an_empty_space() -> None:
    state = placed(seated(2), JIMMY, Building.RANCH, Grassland.GRASSLAND_3, 0)
    state = _cards(state, JIMMY, Card.DYNAMITERO)
    error = refusal(state, Dynamite(JIMMY, Grassland.GRASSLAND_3, 1), "no-building")
    tells_nothing_hidden(state, error)
    assert Dynamite(JIMMY, Grassland.GRASSLAND_3, 0) in MOVES.legal(state, JIMMY)


def test_a_dynamitero_cannot_break_a_broken_section() -> None:
    state = _cards(seated(2), JIMMY, Card.DYNAMITERO)
    valley = state.setup.options.content.valley
    line, section = next(
        (rail.line, s)
        for rail in valley.lines
        for s in range(len(rail.shapes))
        if (rail.line, s) in state.board.broken
    )
    error = refusal(state, DynamiteTrack(JIMMY, line, section), "track-broken")
    tells_nothing_hidden(state, error)
    assert DynamiteTrack(JIMMY, Line.TRUNK, 0) in MOVES.legal(state, JIMMY)


def test_a_stroke_of_fate_discards_only_a_card_in_front_of_its_target() -> None:
    state = in_front(seated(3), JIMMY, Card.FRENCH_COOK)
    state = _cards(state, JIMMY, Card.STROKE_OF_FATE)
    error = refusal(state, StrokeOfFate(JIMMY, LONG_JOHN, Card.FRENCH_COOK), "card-not-in-front")
    assert "seat 0" in error.message
    tells_nothing_hidden(state, error)


def test_a_bounty_hunter_catches_only_a_joe_in_front_of_its_target() -> None:
    state = in_front(seated(3), THIRD, Card.SLIPPERY_JOE)
    state = _cards(state, JIMMY, Card.BOUNTY_HUNTER)
    error = refusal(state, CatchJoe(JIMMY, LONG_JOHN, Card.SLIPPERY_JOE), "card-not-in-front")
    assert "seat 0" in error.message
    tells_nothing_hidden(state, error)


def test_a_player_cannot_offer_a_card_for_sale_to_itself() -> None:
    state = _cards(seated(2), JIMMY, Card.FRENCH_COOK)
    error = refusal(state, OfferSale(JIMMY, JIMMY, Card.FRENCH_COOK, 1_000), "offer-to-oneself")
    tells_nothing_hidden(state, error)


def test_a_player_cannot_ask_itself_for_a_card() -> None:
    state = _cards(seated(2), JIMMY, Card.FRENCH_COOK)
    error = refusal(state, AskToBuy(JIMMY, JIMMY, Card.FRENCH_COOK, 1_000), "offer-to-oneself")
    tells_nothing_hidden(state, error)


def test_a_player_cannot_ask_for_a_card_the_game_lacks() -> None:
    content = Content(action_cards=tuple(p for p in ACTION_CARDS if p[0] is not Card.BOUNTY_HUNTER))
    state = _cards(seated(2, content=content), JIMMY)
    action = AskToBuy(JIMMY, LONG_JOHN, Card.BOUNTY_HUNTER, 1_000)
    error = refusal(state, action, "card-not-in-game")
    tells_nothing_hidden(state, error)


def test_a_player_cannot_ask_for_a_card_at_a_price_beyond_its_money() -> None:
    state = with_money(_cards(seated(2), JIMMY), 17_000, 3_000)
    state = given(state, LONG_JOHN, Card.FRENCH_COOK)  # Long John holds it, secretly
    action = AskToBuy(JIMMY, LONG_JOHN, Card.FRENCH_COOK, 5_000)
    error = refusal(state, action, "price-beyond-money")
    assert "seat 1" in error.message
    tells_nothing_hidden(state, error)
    assert AskToBuy(JIMMY, LONG_JOHN, Card.FRENCH_COOK, 3_000) in MOVES.legal(state, JIMMY)


def test_a_buyer_cannot_accept_an_offer_beyond_its_money() -> None:
    state = with_money(_cards(seated(2), JIMMY, Card.UNDERTAKER), 4_000, 23_000)
    state = apply(state, OfferSale(JIMMY, LONG_JOHN, Card.UNDERTAKER, 5_000))
    assert actors(state) == frozenset((LONG_JOHN,))
    error = refusal(state, Answer(LONG_JOHN, True), "price-beyond-money")
    assert "seat 0" in error.message  # the buyer is told of its own money only
    tells_nothing_hidden(state, error)
    assert MOVES.legal(state, LONG_JOHN) == (Answer(LONG_JOHN, False),)


# -- 4. the challenge and who joins ---------------------------------------------------------


def test_a_challenger_cannot_challenge_itself() -> None:
    state = _table(3, {LONG_JOHN: (P12,), JIMMY: (P21,)}, (19_000, 23_000, 29_000))
    error = refusal(state, Challenge(LONG_JOHN, LONG_JOHN, 1_000), "own-seat")
    tells_nothing_hidden(state, error)


def test_a_challenger_needs_a_playing_card() -> None:
    state = _table(3, {LONG_JOHN: (Card.CHEATER,), JIMMY: (P21,)}, (19_000, 23_000, 29_000))
    error = refusal(state, Challenge(LONG_JOHN, JIMMY, 1_000), "no-playing-card")
    tells_nothing_hidden(state, error)


def test_a_player_joins_a_poker_game_only_with_a_playing_card() -> None:
    state = _joining({THIRD: (Card.CHEATER,)}, (19_000, 23_000, 7_000))
    error = refusal(state, TakeUp(THIRD), "no-playing-card")
    tells_nothing_hidden(state, error)
    assert MOVES.legal(state, THIRD) == (Pass(THIRD),)


def test_a_player_asks_to_lower_the_stake_only_with_a_playing_card() -> None:
    state = _joining({THIRD: (Card.CHEATER,)}, (19_000, 23_000, 2_000))
    error = refusal(state, AskLowerStake(THIRD), "no-playing-card")
    tells_nothing_hidden(state, error)


def test_a_player_who_can_cover_the_stake_cannot_ask_to_lower_it() -> None:
    state = _joining({THIRD: (P23,)}, (19_000, 23_000, 7_000))
    error = refusal(state, AskLowerStake(THIRD), "can-cover-stake")
    assert "seat 2" in error.message
    tells_nothing_hidden(state, error)
    assert TakeUp(THIRD) in MOVES.legal(state, THIRD)


def test_a_player_without_money_cannot_ask_to_lower_the_stake() -> None:
    state = _joining({THIRD: (P23,)}, (19_000, 23_000, 0))
    error = refusal(state, AskLowerStake(THIRD), "no-money")
    tells_nothing_hidden(state, error)
    assert MOVES.legal(state, THIRD) == (Pass(THIRD),)


# -- 4. the cards revealed: the Cheater and the Professional Player -----------------------------


def test_a_cheater_cannot_swap_with_its_own_card() -> None:
    state = _revealed(2, {LONG_JOHN: (P12, Card.CHEATER), JIMMY: (P21, SECRETS[JIMMY])})
    error = refusal(state, Cheat(LONG_JOHN, LONG_JOHN), "own-seat")
    tells_nothing_hidden(state, error)
    assert Cheat(LONG_JOHN, JIMMY) in MOVES.legal(state, LONG_JOHN)


def test_a_cheater_swaps_only_with_a_card_shown_in_the_game() -> None:
    holding = {LONG_JOHN: (P12, Card.CHEATER), JIMMY: (P21,), THIRD: (P23,)}
    state = _revealed(3, holding)
    assert THIRD not in _poker(state).players  # it stayed out, its playing card in hand
    error = refusal(state, Cheat(LONG_JOHN, THIRD), "no-card-to-swap")
    assert "seat 2" in error.message
    tells_nothing_hidden(state, error)


def test_a_cheater_of_the_normal_game_is_for_plain_poker_only() -> None:
    state = _shown(_deal(holding={LONG_JOHN: (P12, Card.CHEATER)}))
    # The normal game's Cheater swaps revealed playing cards, which a real deal has not.
    error = refusal(state, Cheat(LONG_JOHN, JIMMY), "plain-poker-only", moot=("no-card-to-swap",))
    tells_nothing_hidden(state, error)
    assert any(isinstance(a, SwapCards) for a in MOVES.legal(state, LONG_JOHN))


def test_a_professional_player_of_the_normal_game_is_for_plain_poker_only() -> None:
    state = _shown(_deal(holding={LONG_JOHN: (P12, Card.PROFESSIONAL_PLAYER)}))
    error = refusal(state, PlayProfessional(LONG_JOHN, P12), "plain-poker-only")
    tells_nothing_hidden(state, error)
    assert DrawThree(LONG_JOHN) in MOVES.legal(state, LONG_JOHN)


def test_a_swap_of_the_real_deal_needs_a_real_deal() -> None:
    holding = {LONG_JOHN: (P12, Card.CHEATER), JIMMY: (P21, SECRETS[JIMMY])}
    state = _revealed(2, holding, real_deal=True)
    assert not _poker(state).real_deal
    (mine, theirs) = _standard("2c 3c")
    action = SwapCards(LONG_JOHN, JIMMY, mine, theirs)
    # a normal game holds no hands of standard cards: there is nothing else to ask
    moot = ("card-not-in-poker-hand", "card-not-in-opponent-hand")
    error = refusal(state, action, "not-a-real-deal", moot=moot)
    tells_nothing_hidden(state, error)
    assert Cheat(LONG_JOHN, JIMMY) in MOVES.legal(state, LONG_JOHN)


def test_drawing_three_cards_needs_a_real_deal() -> None:
    holding = {LONG_JOHN: (P12, Card.PROFESSIONAL_PLAYER), JIMMY: (P21, SECRETS[JIMMY])}
    state = _revealed(2, holding, real_deal=True)
    # a normal game has no pile of standard cards to draw from
    error = refusal(state, DrawThree(LONG_JOHN), "not-a-real-deal", moot=("pile-too-short",))
    tells_nothing_hidden(state, error)


# -- 4. the real deal ------------------------------------------------------------------------


def test_a_participant_cannot_discard_a_card_its_hand_lacks() -> None:
    state = _dealt(_deal(3), *HANDS)
    error = refusal(state, Discard(LONG_JOHN, _standard("3c")[0]), "card-not-in-poker-hand")
    tells_nothing_hidden(state, error)  # Jimmy's Three of Clubs stays his secret
    assert "Three of Clubs" in error.message  # the card Long John named


def test_a_player_cannot_raise_when_another_cannot_keep_up() -> None:
    # Jimmy challenges the third player; Long John, who joins with $2,000, is last to bet.
    state = _deal(3, money=(2_000, 10_000, 10_000), challenger=JIMMY, opponent=THIRD)
    assert _poker(state).players == (JIMMY, THIRD, LONG_JOHN)
    state = apply(_passing(state, Step.EXCHANGE), Raise(JIMMY))
    assert actors(state) == frozenset((THIRD,))
    error = refusal(state, Raise(THIRD), "cannot-keep-up")
    assert "seat 0" in error.message
    assert view(state, THIRD).seats[LONG_JOHN].money == 1_000  # a real deal shows it
    tells_nothing_hidden(state, error)
    assert MOVES.legal(state, THIRD) == (Call(THIRD), Fold(THIRD))


def test_a_playing_card_replaces_only_a_card_of_the_hand() -> None:
    state = _dealt(_deal(3, holding={LONG_JOHN: (P12,)}), *HANDS)
    state = _passing(state, Step.EXCHANGE)
    while state.turn.step is Step.BET:
        (seat,) = actors(state)
        state = apply(state, Call(seat))
    assert state.turn.step is Step.REPLACE
    action = ReplaceCard(LONG_JOHN, P12, _standard("3c")[0])
    error = refusal(state, action, "card-not-in-poker-hand")
    tells_nothing_hidden(state, error)


def test_a_cheater_swaps_only_a_card_of_its_own_hand() -> None:
    state = _shown(_dealt(_deal(3, holding={LONG_JOHN: (P12, Card.CHEATER)}), *HANDS))
    mine, theirs = _standard("4h 3c")  # the third player's, Jimmy's
    error = refusal(state, SwapCards(LONG_JOHN, JIMMY, mine, theirs), "card-not-in-poker-hand")
    tells_nothing_hidden(state, error)


def test_a_cheater_swaps_only_a_card_of_the_opponents_hand() -> None:
    state = _shown(_dealt(_deal(3, holding={LONG_JOHN: (P12, Card.CHEATER)}), *HANDS))
    mine, theirs = _standard("2c 4h")  # Long John's, the third player's
    action = SwapCards(LONG_JOHN, JIMMY, mine, theirs)
    error = refusal(state, action, "card-not-in-opponent-hand")
    assert "seat 1" in error.message
    tells_nothing_hidden(state, error)


def test_a_cheater_swaps_only_with_an_opponent_still_in_the_deal() -> None:
    state = _dealt(_deal(3, holding={LONG_JOHN: (P12, Card.CHEATER)}), *HANDS)
    state = play(_passing(state, Step.EXCHANGE), Call(LONG_JOHN), Fold(JIMMY), Call(THIRD))
    state = _passing(state, Step.REPLACE)
    shown = view(state, LONG_JOHN).turn.poker
    assert shown is not None
    assert shown.hands[1] == ()  # a folded hand is not revealed
    mine, folded = _standard("2c 3c")  # Long John's, Jimmy's folded hand's (hidden)
    error = refusal(state, SwapCards(LONG_JOHN, JIMMY, mine, folded), "not-an-opponent")
    tells_nothing_hidden(state, error)
    mine, also = _standard("2c 5d")  # both Long John's own
    error = refusal(state, SwapCards(LONG_JOHN, LONG_JOHN, mine, also), "not-an-opponent")
    tells_nothing_hidden(state, error)


def _improving() -> State:
    """Three players; Long John has played a Professional Player once the hands were
    revealed: he drew the pile's top three cards, 7c 7h 7s."""
    state = _dealt(_deal(3, holding={LONG_JOHN: (P12, Card.PROFESSIONAL_PLAYER)}), *HANDS)
    game = _poker(state)
    top = _standard("7s 7h 7c")  # the last is drawn first
    deck = (*(c for c in game.deck if c not in top), *top)
    state = state.evolve(turn=state.turn.evolve(poker=game.evolve(deck=deck)))
    state = apply(_shown(state), DrawThree(LONG_JOHN))
    assert state.turn.step is Step.IMPROVE
    assert set(_poker(state).drawn) == set(top)
    return state


def test_a_professional_player_takes_only_a_card_it_drew() -> None:
    state = _improving()
    error = refusal(state, TakeDrawn(LONG_JOHN, *_standard("9c 2c")), "not-drawn")
    tells_nothing_hidden(state, error)


def test_a_professional_player_gives_up_only_a_card_of_its_hand() -> None:
    state = _improving()
    action = TakeDrawn(LONG_JOHN, *_standard("7h 3c"))  # Jimmy's Three of Clubs
    error = refusal(state, action, "card-not-in-poker-hand")
    tells_nothing_hidden(state, error)


def test_a_professional_player_draws_three_only_from_a_pile_of_three() -> None:
    # Six players exchange three cards each: 52 - 30 - 18 = 4 cards are left; Long John's
    # Professional Player takes three of them, and Jimmy's finds one.
    professional = (P12, Card.PROFESSIONAL_PLAYER)
    holding = {LONG_JOHN: professional, JIMMY: (P21, Card.PROFESSIONAL_PLAYER)}
    state = _deal(6, holding=holding)
    while state.turn.step is Step.EXCHANGE:
        (seat,) = actors(state)
        state = play(state, *(Discard(seat, c) for c in _hand(state, seat)[:3]), Pass(seat))
    while state.turn.step is Step.BET:
        (seat,) = actors(state)
        state = apply(state, Call(seat))
    state = _passing(state, Step.REPLACE)
    state = _passing(state, Step.TAR)
    assert state.turn.step is Step.REACT
    assert len(_poker(state).deck) == 4
    state = play(state, DrawThree(LONG_JOHN), Pass(LONG_JOHN))
    assert actors(state) == frozenset((JIMMY,))
    assert len(_poker(state).deck) == 1
    error = refusal(state, DrawThree(JIMMY), "pile-too-short")
    tells_nothing_hidden(state, error)
