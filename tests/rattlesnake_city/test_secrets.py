"""What *Rattlesnake City*'s views keep secret and what they tell, and ``determinize`` on
them: a poker card discarded unrevealed stays face down for every seat (the piles keep
their order), what a bank attack takes is told to every seat, and ``determinize``
accepts every view random games show (issue 24: it refused views in which the
challenged player holds no playing card).
"""

from __future__ import annotations

from collections import Counter

import pytest

from frontier_games.games.rattlesnake_city import GAME, features, svg
from frontier_games.games.rattlesnake_city.content import Building, Card, CardKind, Coup, Town
from frontier_games.games.rattlesnake_city.invariants import check_state
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AttackBank,
    Challenge,
    Defend,
    Loot,
    Options,
    Pass,
    PlayCard,
    State,
    Step,
    Surrender,
    TakeUp,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.rattlesnake_city.view import determinize, render, view
from frontier_games.games.rattlesnake_city.words import narrate
from frontier_games.rng import Rng, choice
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    given,
    placed,
    play,
    seated,
    with_money,
)

LONG_JOHN, JIMMY = 0, 1
P12, P21 = Card.PLAYING_12, Card.PLAYING_21


def _at(state: State, seat: int, step: Step) -> State:
    """:func:`~tests.rattlesnake_city.helpers.at`, the tile drawn (if any) back in the bag:
    a position ``determinize`` can deal again."""
    tile = state.turn.tile
    if tile is not None:
        bag = state.piles.bag.evolve(draw_pile=(*state.piles.bag.draw_pile, tile))
        state = state.evolve(piles=state.piles.evolve(bag=bag))
    return at(state, seat, step)


# -- determinize accepts the views of random games (issue 24, item 2) ------------------------


def _every_seventh(players: int, seed: int, options: Options) -> list[tuple[int, State]]:
    """The issue's procedure: from ``Rng.from_seed(seed)``, ``choice`` over the legal
    actions of the lowest acting seat; every 7th state, with the number of actions
    before it."""
    rng = Rng.from_seed(seed)
    state = new_game(players, seed, options)
    kept = []
    done = 0
    while True:
        if done % 7 == 0:
            kept.append((done, state))
        if is_over(state):
            return kept
        action, rng = choice(rng, legal_actions(state, min(actors(state))))
        state = apply(state, action)
        done += 1


def _determinized_from_every_seat(kept: list[tuple[int, State]], players: int) -> int:
    views = 0
    for _, state in kept:
        for seat in range(players):
            seen = view(state, seat)
            dealt = determinize(seen, 1)
            assert view(dealt, seat) == seen
            assert legal_actions(dealt, seat) == legal_actions(state, seat)
            views += 1
    return views


def test_the_issues_game_determinizes_every_view_of_every_seventh_state() -> None:
    """6 players, seed 6, under the rules the issue was found with (version 1): after
    462 actions seat 4, challenged without a playing card, has taken up the challenge;
    every seat's view of it was refused."""
    kept = _every_seventh(6, 6, GAME.options_for_rules(1, Options()))
    states = dict(kept)
    quoted = states[462]
    assert quoted.turn.step is Step.JOIN
    game = quoted.turn.poker
    assert game is not None
    assert game.challenged in game.players
    hand = quoted.seats[game.challenged].hand
    assert not [card for card in hand if card.kind is CardKind.PLAYING]
    assert _determinized_from_every_seat(kept, 6) == 6 * len(kept)


def test_the_same_procedure_determinizes_every_view_under_the_rules_played_now() -> None:
    kept = _every_seventh(6, 6, Options())
    assert _determinized_from_every_seat(kept, 6) == 6 * len(kept)


def _joining() -> State:
    """Seat 0 has challenged seat 1, who holds no playing card and draws none (every
    other lies face up on the discards), and took it up; seat 2 joined: seat 3 is asked
    to join."""
    state = disarmed(seated(4))
    state = given(given(state, LONG_JOHN, P12), 2, P21)
    actions = state.piles.actions
    playing = [c for c in actions.draw_pile if c.kind is CardKind.PLAYING]
    pile = tuple(c for c in actions.draw_pile if c.kind is not CardKind.PLAYING)
    deck = actions.evolve(draw_pile=pile, discard_pile=(*actions.discard_pile, *playing))
    state = state.evolve(piles=state.piles.evolve(actions=deck))
    state = _at(state, LONG_JOHN, Step.SHOWDOWN)
    return play(state, Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY), TakeUp(2))


def test_a_challenged_player_may_hold_no_playing_card_in_a_determinized_state() -> None:
    # No playing card is left unseen for seat 0 but the one seat 2 joined with: the
    # challenged player is dealt none ("even if it is not a playing card, they cannot
    # refuse the game"); it was dealt that one, and seat 2 none, before issue 24 was
    # fixed.
    state = _joining()
    assert state.turn.step is Step.JOIN
    hand = state.seats[JIMMY].hand
    assert len(hand) == 1
    assert hand[0].kind is not CardKind.PLAYING
    seen = view(state, LONG_JOHN)
    for seed in range(5):
        dealt = determinize(seen, seed)
        assert view(dealt, LONG_JOHN) == seen
        assert dealt.seats[2].hand == (P21,)
        assert len(dealt.seats[JIMMY].hand) == 1
        assert dealt.seats[JIMMY].hand[0].kind is not CardKind.PLAYING


# -- a card discarded unrevealed -------------------------------------------------------------


def _no_card(players: int = 2) -> tuple[State, State]:
    """Seat 0 challenged seat 1, who took it up and places no card: the position before
    its pass, and after (seat 0's playing card 12 discarded unrevealed)."""
    state = disarmed(seated(players))
    state = _at(given(state, LONG_JOHN, P12), LONG_JOHN, Step.SHOWDOWN)
    state = play(state, Challenge(LONG_JOHN, JIMMY, 5_000))
    joined = (Pass(2),) if players == 3 else ()
    state = play(state, TakeUp(JIMMY), *joined, PlayCard(LONG_JOHN, P12))
    return state, apply(state, Pass(JIMMY))


def test_the_card_discarded_unrevealed_keeps_its_place_in_the_discard_pile() -> None:
    before, after = _no_card()
    discards = after.piles.actions.discard_pile
    assert discards == (*before.piles.actions.discard_pile, P12)
    assert after.piles.unrevealed == (len(discards) - 1,)
    assert after.piles.actions.draw_pile == before.piles.actions.draw_pile


@pytest.mark.parametrize("seat", [LONG_JOHN, JIMMY, 2, None])
def test_the_card_discarded_unrevealed_is_hidden_from_every_seat(seat: int | None) -> None:
    before, after = _no_card(3)
    seen = view(after, seat)
    assert P12 not in (seen.actions.discard_pile or ())
    assert seen.actions.discard_size == len(after.piles.actions.discard_pile)
    assert seen.unrevealed == after.piles.unrevealed
    told = narrate(before, Pass(JIMMY), seat)
    assert "seat 0 discards its card unrevealed" in told
    assert not any("playing card 12" in line for line in told)
    assert "playing card 12" not in render(seen)
    assert "playing card 12" not in svg(seen)
    assert "discarded unrevealed" in svg(seen)  # the top discard shows its back


def _other_card(state: State, card: Card) -> State:
    """``state`` with the face-down discard and ``card`` (from the draw pile) swapped:
    a position no seat can tell from ``state``."""
    actions = state.piles.actions
    (place,) = state.piles.unrevealed
    hidden = actions.discard_pile[place]
    pile = tuple(hidden if c is card else c for c in actions.draw_pile)
    discards = tuple(card if i == place else c for i, c in enumerate(actions.discard_pile))
    deck = actions.evolve(draw_pile=pile, discard_pile=discards)
    return state.evolve(piles=state.piles.evolve(actions=deck))


def test_no_view_features_or_picture_tells_which_card_was_discarded_unrevealed() -> None:
    _, after = _no_card(3)
    other = _other_card(after, Card.PLAYING_3)
    assert other != after
    for seat in (LONG_JOHN, JIMMY, 2, None):
        assert view(other, seat) == view(after, seat)
        assert features(view(other, seat)) == features(view(after, seat))
        assert svg(view(other, seat)) == svg(view(after, seat))


def test_determinize_deals_a_playing_card_face_down_in_its_place() -> None:
    _, after = _no_card(3)
    (place,) = after.piles.unrevealed
    for seat in (LONG_JOHN, JIMMY, 2):
        seen = view(after, seat)
        dealt = [determinize(seen, seed) for seed in range(8)]
        for state in dealt:
            assert view(state, seat) == seen
            assert state.piles.unrevealed == (place,)
            assert state.piles.actions.discard_pile[place].kind is CardKind.PLAYING
            every = Counter(state.piles.actions.draw_pile) + Counter(
                state.piles.actions.discard_pile
            )
            for holder in state.seats:
                every.update(holder.hand)
                every.update(holder.front)
            assert every == Counter(dict(state.setup.options.content.action_cards))
        assert len({state.piles.actions.discard_pile[place] for state in dealt}) > 1


def test_a_reshuffle_of_the_discards_forgets_the_face_down_cards() -> None:
    _, after = _no_card()
    after = _at(after, LONG_JOHN, Step.DRAW)
    actions = after.piles.actions
    emptied = actions.evolve(draw_pile=())
    back = (*actions.draw_pile, *actions.discard_pile)
    after = after.evolve(
        piles=after.piles.evolve(actions=emptied.evolve(discard_pile=back)),
    )
    after = after.evolve(piles=after.piles.evolve(unrevealed=(len(back) - 1,)))
    drawn = apply(after, legal_actions(after, LONG_JOHN)[0])  # one action card
    assert drawn.piles.actions.discard_pile == ()
    assert drawn.piles.unrevealed == ()


# -- determinize deals a player asking to buy a card the price at least -----------------------


def _after(players: int, seed: int, actions: int) -> State:
    """The issue's procedure, ``actions`` actions into the game."""
    kept = dict(_every_seventh(players, seed, Options())) if actions % 7 == 0 else {}
    if actions in kept:
        return kept[actions]
    rng = Rng.from_seed(seed)
    state = new_game(players, seed)
    for _ in range(actions):
        action, rng = choice(rng, legal_actions(state, min(actors(state))))
        state = apply(state, action)
    return state


def test_determinize_deals_the_player_asking_to_buy_the_price_it_offers() -> None:
    """6 players, seed 2, after 462 actions: seat 2 asks seat 0 for its Thumbtacks for
    $10,000, which seat 2 must hold; seat 0's view of it was dealt seat 2 less."""
    state = _after(6, 2, 462)
    offer = state.turn.offer
    assert offer is not None
    assert (offer.buyer, offer.seller, offer.asked, offer.price) == (2, 0, 0, 10_000)
    seen = view(state, 0)
    for seed in range(20):
        dealt = determinize(seen, seed)
        check_state(dealt)
        assert dealt.seats[2].money >= 10_000
        assert view(dealt, 0) == seen


def test_an_offer_accepted_in_a_determinized_state_is_always_paid() -> None:
    """6 players, seed 0, after 9 actions: seat 1 asks seat 0 for a card for $10,000; in
    the states dealt from seat 2's view, seat 0 accepting left seat 1 short."""
    state = _after(6, 0, 9)
    offer = state.turn.offer
    assert offer is not None
    assert (offer.buyer, offer.asked, offer.price) == (1, 0, 10_000)
    accept = Answer(0, True)
    accepted = 0
    for seed in range(40):
        dealt = determinize(view(state, 2), seed)
        assert dealt.seats[1].money >= 10_000
        if accept in legal_actions(dealt, 0):
            after = apply(dealt, accept)
            check_state(after)
            assert after.seats[1].money >= 0
            accepted += 1
    assert accepted


def test_a_view_whose_hidden_money_cannot_pay_the_price_asked_is_refused() -> None:
    seen = view(_after(6, 2, 462), 0)
    shown = sum(s.money for s in seen.seats if s.money is not None)
    determinize(seen.evolve(total_money=shown + 10_000), 0)  # the asker holds it all
    with pytest.raises(ValueError, match="cannot hold the price it offers"):
        determinize(seen.evolve(total_money=shown + 9_000), 0)


@pytest.mark.parametrize(("players", "seeds"), [(4, (1, 2, 3)), (6, (2, 4, 5))])
def test_every_state_dealt_from_every_seats_view_is_one_a_game_can_reach(
    players: int, seeds: tuple[int, ...]
) -> None:
    """Every 7th state of random games (the issue's procedure), seen from every seat:
    ``determinize`` deals states ``check_state`` accepts (the asking buyer's price, the
    looted bank's half, a poorer player's fortune...)."""
    reached: set[Step | str] = set()
    for seed in seeds:
        for done, state in _every_seventh(players, seed, Options()):
            reached.add(state.turn.step)
            if state.turn.loot is not None:
                reached.add("loot")
            for seat in range(players):
                check_state(determinize(view(state, seat), done))
    assert {Step.ANSWER, Step.SHOWDOWN, Step.JOIN, Step.GUNFIGHT, "loot"} <= reached


# -- what a bank attack takes is told to every seat ------------------------------------------


def _attacked(players: int = 3) -> State:
    """Long John (seat 0, $10,000) attacks Jimmy the Kid's bank (seat 1, $7,000)."""
    state = placed(seated(players), JIMMY, Building.BANK, Town.DRY_GULCH, 1)
    state = armed(armed(disarmed(state), LONG_JOHN, Coup.THREE), JIMMY, Coup.ONE)
    state = with_money(_at(state, LONG_JOHN, Step.SHOWDOWN), 10_000, 7_000, 10_000)
    return apply(state, AttackBank(LONG_JOHN, JIMMY, Coup.THREE))


@pytest.mark.parametrize("seat", [LONG_JOHN, JIMMY, 2, None])
def test_the_loot_of_a_bank_attack_is_in_every_seats_view(seat: int | None) -> None:
    for after in (
        apply(_attacked(), Surrender(JIMMY)),
        play(_attacked(), Defend(JIMMY), Withdraw(JIMMY)),
    ):
        seen = view(after, seat)
        assert seen.turn.loot == Loot(JIMMY, 4_000)
        assert "Seat 0 took $4,000 from seat 1's bank." in render(seen)
        assert "took $4,000 from seat 1" in svg(seen)


def test_a_failed_attack_takes_nothing_and_the_loot_is_gone_after_the_next_move() -> None:
    failed = play(_attacked(), Defend(JIMMY))
    assert failed.turn.loot is None
    looted = apply(_attacked(), Surrender(JIMMY))
    assert apply(looted, Pass(LONG_JOHN)).turn.loot is None


def test_determinize_deals_the_looted_bank_what_half_its_money_left() -> None:
    looted = apply(_attacked(), Surrender(JIMMY))  # Jimmy had $7,000: $3,000 left
    seen = view(looted, 2)
    owners = set()
    for seed in range(12):
        dealt = determinize(seen, seed)
        assert view(dealt, 2) == seen
        assert dealt.seats[JIMMY].money in (3_000, 4_000)  # $7,000 or $8,000 before
        assert dealt.seats[LONG_JOHN].money >= 4_000
        owners.add(dealt.seats[JIMMY].money)
    assert owners == {3_000, 4_000}
