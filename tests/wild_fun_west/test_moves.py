"""*Wild Fun West*'s moves on the rule kit: every kind's listing is exactly its space
filtered by its checks, ``apply`` refuses exactly what the kit refuses (in the game's own
words where the kit's common rules would say another seat's turn, a move of another phase
or a field of the wrong type), on positions of games with every character, played at
random and by the heuristic bot."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from frontier_games import IllegalActionError
from frontier_games.auction import SealedAuction
from frontier_games.deck import Deck, draw
from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west import (
    Bid,
    Building,
    Character,
    Forbid,
    HeuristicBot,
    Options,
    Pass,
    Phase,
    Place,
    Profession,
    State,
    Steal,
)
from frontier_games.games.wild_fun_west import turn as turn_module
from frontier_games.games.wild_fun_west.learning import codec
from frontier_games.games.wild_fun_west.rulebook import MOVES, PHASES
from frontier_games.games.wild_fun_west.turn import draw_buildings
from frontier_games.rng import Rng, shuffle

from .helpers import building_bids, cowboy_tie_break, game, next_reveal

_CHARACTERS = tuple(Character)
_OPTIONS = [
    (4, Options(characters=_CHARACTERS[:4], turn_limit=10)),
    (4, Options(characters=_CHARACTERS[4:8], turn_limit=10)),
    (4, Options(characters=_CHARACTERS[8:], turn_limit=10)),
    (6, Options(finish_turn=True, turn_limit=12)),
    (8, Options(short_game=True, turn_limit=12)),
]

_OWN_WORDS = {"not-your-turn", "not-allowed", "no-such-move"}
"""The kit's common rules that the game names by the kind's own checks instead, wherever
one of them is broken (``Moves(kinds_own_rules=True)``)."""


def _positions(players: int, options: Options, seed: int, bots: bool) -> Iterator[State]:
    """Every position of a game, played at random or mostly by the heuristic bot."""
    choose = random.Random(seed)
    seats = [HeuristicBot(seed * 10 + seat) for seat in range(players)]
    state = W.new_game(players, seed, options)
    while not W.is_over(state):
        yield state
        seat = choose.choice(sorted(W.actors(state)))
        moves = W.legal_actions(state, seat)
        if bots and choose.random() < 0.8:
            action = seats[seat].choose(W.GAME, W.view(state, seat), moves)
        else:
            action = choose.choice(moves)
        state = W.apply(state, action)
    yield state


def _cases() -> list[tuple[int, Options, int, bool]]:
    return [
        (players, options, seed, bots)
        for players, options in _OPTIONS
        for seed, bots in ((1, False), (2, True))
    ]


def _refused(state: State, action: object) -> IllegalActionError | None:
    try:
        W.apply(state, action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        return error
    return None


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases())
def test_each_kind_lists_exactly_what_its_checks_allow(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    phases: set[Phase] = set()
    for number, state in enumerate(_positions(players, options, seed, bots)):
        phases.add(state.phase)
        offered = MOVES.offered(state)
        assert tuple(move.kind for move in offered) == PHASES[state.phase]
        if state.phase is Phase.OVER:
            assert not W.actors(state)
            continue
        if number % 3:  # the spaces of the bids and placements are long: a sample
            continue
        for seat in W.actors(state):
            moves = W.legal_actions(state, seat)
            assert {type(a) for a in moves} <= {move.kind for move in offered}
            for move in offered:
                listed = [a for a in moves if type(a) is move.kind]
                allowed = MOVES.allowed(state, seat, move.kind)
                assert sorted(map(repr, listed)) == sorted(map(repr, allowed)), (
                    state.phase,
                    move.kind.__name__,
                )
                assert len(set(listed)) == len(listed), move.kind.__name__
    assert Phase.SWAP_BEFORE_INCOME in phases
    assert Phase.BUILDING_BIDDING in phases


def _malformed(seat: int) -> list[Any]:
    return [
        Bid(seat, "3"),  # type: ignore[arg-type]
        Bid(seat, True),
        Bid(seat, -1),
        Place(seat, "Bank", 1),  # type: ignore[arg-type]
        Place(seat, Building.BANK, 1.0),  # type: ignore[arg-type]
        Place(seat, Building.BANK, 0),
        Steal(seat, Building.BANK, True),
        Forbid(seat, True),
        Forbid(seat, seat),
        W.Activate(seat, "Sheriff"),  # type: ignore[arg-type]
        W.Activate(seat, Profession.SHERIFF, Profession.SHERIFF),
        W.Exchange(seat, Profession.SHERIFF, Profession.SHERIFF),
        W.ChooseBuilding(seat, "Bank"),  # type: ignore[arg-type]
        W.SwapObjectives(seat, 9),
    ]


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases()[::2])
def test_apply_refuses_what_the_kit_refuses_naming_the_kinds_own_rule(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    space = codec(players, options)
    for number, state in enumerate(_positions(players, options, seed, bots)):
        if number % 9:  # a sample of the positions, a sample of each seat's ids
            continue
        ids = random.Random(number).sample(range(space.size), 300)
        for seat in range(players):
            legal = W.legal_actions(state, seat)
            tried = [space.decode(index, player=seat) for index in ids]
            tried += [*legal, *_malformed(seat), Pass(seat + players), Pass(True)]
            for action in tried:
                kit = MOVES.refusal(state, action)
                error = _refused(state, action)
                assert (kit is None) == (error is None) == (action in legal), action
                if kit is None or error is None:
                    continue
                assert (error.rule, error.message) == kit, action
                if kit[0] in _OWN_WORDS:  # the kit's words only where no own rule is broken
                    own = MOVES.move(type(action)).refusal(state, action)
                    assert own is None or (own.code, own.sentence(state, action)) == kit
                assert error.action is action
                assert error.player == (action.player if type(action.player) is int else None)


def test_the_kits_common_rules_are_named_by_the_rules_of_each_move() -> None:
    bidding = next_reveal(game(), Profession.STATION_MASTER)  # an open bid
    acting = min(W.actors(bidding))
    other = (acting + 1) % 5
    places = building_bids(game(), Building.BANK, Building.CHURCH, Building.SALOON)
    placer = min(W.actors(places))
    cases: list[tuple[State, Any, str]] = [
        (bidding, Place(acting, Building.BANK, 1), "not-now"),  # another phase's move
        (bidding, Bid(other, 1), "not-your-turn"),
        (bidding, Bid(other, "1"), "not-an-amount"),  # type: ignore[arg-type]
        (bidding, Bid(acting, 10**6), "bid-above-money"),  # out of every range
        (bidding, Bid(other, 10**6), "not-your-turn"),
        (places, Place(placer, Building.STATION, 1), "building-not-up"),
        (places, Place(placer, Building.BANK, 0), "amount-not-positive"),
        (places, Steal(placer, Building.BANK, 1), "not-your-ability"),
        (places, Bid(placer, 1), "not-now"),
        (places, Pass((placer + 1) % 5), "not-your-turn"),
    ]
    for state, action, rule in cases:
        said = MOVES.refusal(state, action)  # the kit's refusal says the game's own rule
        assert said is not None
        assert said[0] == rule, action
        error = _refused(state, action)
        assert error is not None
        assert error.rule == rule, action
        assert error.action is action


def test_a_closed_bid_refuses_a_pass_from_any_seat_as_must_bid() -> None:
    state = next_reveal(game(), Profession.COWBOY)  # a closed bid
    assert type(state.auction) is SealedAuction
    state = W.apply(state, Bid(0, 0))  # seat 0 has bid: no longer among the actors
    assert 0 not in W.actors(state)
    for seat in range(5):
        error = _refused(state, Pass(seat))
        assert error is not None
        assert error.rule == "must-bid"
    error = _refused(state, Bid(0, 1))
    assert error is not None
    assert (error.rule, error.message) == ("already-bid", "seat 0 has already bid")
    error = _refused(state, Bid(1, -1))
    assert error is not None
    assert (error.rule, error.message) == ("bid-negative", "a sealed bid is $0 or more")


def test_the_common_rules_keep_the_games_sentences() -> None:
    state = cowboy_tie_break()
    error = _refused(state, Pass(7))
    assert error is not None
    assert (error.rule, error.message) == ("no-such-seat", "there is no seat 7 in this game")
    error = _refused(state, "pass")
    assert error is not None
    assert (error.rule, error.message) == (
        "not-an-action",
        "'pass' is not a Wild Fun West action",
    )
    error = _refused(state, Bid(0, 1))  # seats 2 and 3 are tied
    assert error is not None
    assert (error.rule, error.message) == ("not-your-turn", "it is seat 2's turn, not seat 0's")
    error = _refused(W.apply(state, Bid(2, 1)), Bid(3, 1))
    assert error is not None
    assert (error.rule, error.message) == (
        "raise-too-small",
        "a raise over $1 must be at least $2, not $1",
    )


# -- the shared deck's reshuffles ---------------------------------------------------------


def test_the_professions_deck_takes_its_discards_in_at_the_draw_that_finds_it_empty() -> None:
    state = game()
    turn = state.turn.evolve(reveals_left=2)
    discards = (Profession.BARBER, Profession.COWBOY, Profession.DENTIST)
    # The last card of the deck is drawn alone: the discards wait for the next draw.
    last = state.cards.evolve(deck=(Profession.SHERIFF,), discards=discards)
    after = turn_module.next_reveal(state, turn, last, state.money, state.rng)
    assert after.turn.revealed is Profession.SHERIFF
    assert (after.cards.deck, after.cards.discards, after.rng) == ((), discards, state.rng)
    # The next draw finds the deck empty: the shared deck's draw shuffles them in.
    empty = state.cards.evolve(deck=(), discards=discards)
    after = turn_module.next_reveal(state, turn, empty, state.money, state.rng)
    pile, rng = shuffle(state.rng, discards)
    assert after.turn.revealed is pile[-1]
    assert (after.cards.deck, after.cards.discards, after.rng) == (pile[:-1], (), rng)


def test_the_buildings_are_drawn_as_the_rules_notes_say() -> None:
    rng = Rng.from_seed(5)
    state = game()
    cards = state.cards
    built = tuple(Building)
    for deck_size, discards in ((5, 4), (3, 4), (2, 4), (1, 2), (0, 5), (2, 0), (0, 0)):
        deck, rest = built[:deck_size], built[deck_size : deck_size + discards]
        drawn, after = draw_buildings(cards.evolve(building_deck=deck, building_discards=rest), rng)
        expected = deck[::-1][:3]
        left = deck[: max(deck_size - 3, 0)]
        pile_after: tuple[Building, ...] = left
        kept = rest
        more_rng = rng
        if len(expected) < 3 and rest:  # the shared deck's reshuffle, of the discards alone
            more, pile, more_rng = draw(Deck((), rest), rng, min(3 - len(expected), len(rest)))
            expected += more
            pile_after, kept = pile.draw_pile, ()
        assert drawn.buildings_up == expected
        assert drawn.building_deck == pile_after
        assert drawn.building_discards == kept
        assert after == more_rng
