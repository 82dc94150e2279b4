"""What a seat sees (``view``), states dealt for a view (``determinize``) and the text
picture (``render``): the secrets stay secret until the end, every view of a random game
determinizes back to itself, and a view no position could show is refused."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

from frontier_games.auction import ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.games.wild_fun_west.content import (
    Building,
    Character,
    ObjectiveSet,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Bid,
    BuildingBids,
    ClosedBid,
    OpenBid,
    Options,
    Pass,
    Phase,
    State,
    View,
)
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    money_bound,
    new_game,
)
from frontier_games.games.wild_fun_west.view import determinize, render, view
from frontier_games.rng import Rng, randbelow
from tests.wild_fun_west.helpers import cowboy_tie_break

C = Character
CAST = (
    C.CALAMITY_JANE,
    C.BUFFALO_BILL,
    C.ANNIE_OAKLEY,
    C.JESSE_JAMES,
    C.WYATT_EARP,
    C.JUDGE_ROY_BEAN,
    C.DOC_HOLLIDAY,
    C.BILL_MCDONALD,
)
"""Characters whose abilities touch what a view shows: Calamity Jane's secret card,
Buffalo Bill's swap, Annie Oakley's forbidden seat, Jesse James's steal, Wyatt Earp's
switch, Judge Roy Bean's tie."""


def _playout(players: int, seed: int, options: Options | None = None) -> Iterator[State]:
    """Every position of a random game (uniform over the actors and their actions)."""
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    while True:
        yield state
        if is_over(state):
            return
        seats = sorted(actors(state))
        index, rng = randbelow(rng, len(seats))
        actions = legal_actions(state, seats[index])
        index, rng = randbelow(rng, len(actions))
        state = apply(state, actions[index])


def _cast(players: int, **options: Any) -> Options:
    return Options(characters=CAST[:players], **options)


def _find(found: Callable[[State], bool], players: int = 5, **options: Any) -> State:
    """The first position of seeded random games with ``CAST`` for which ``found`` holds."""
    for seed in range(200):
        for state in _playout(players, seed, _cast(players, **options)):
            if found(state):
                return state
    raise AssertionError("no random game reached such a position")  # pragma: no cover


# -- what a view hides and shows -----------------------------------------------------------


def test_a_seat_sees_its_own_objective_and_money_and_only_the_total_of_the_others() -> None:
    state = new_game(5, 3)
    seen = view(state, 2)
    assert seen.objectives[2] == state.cards.objectives[2]
    assert [card for seat, card in enumerate(seen.objectives) if seat != 2] == [None] * 4
    assert seen.money == (None, None, 5, None, None)
    assert seen.money_total == 25
    spectator = view(state, None)
    assert spectator.money == (None,) * 5
    assert spectator.objectives == (None,) * 5
    assert spectator.player is None


def test_open_money_shows_every_seat_s_money_but_not_the_objectives() -> None:
    seen = view(new_game(4, 3, Options(open_money=True)), None)
    assert seen.money == (5, 5, 5, 5)
    assert seen.objectives == (None,) * 4


def test_the_end_shows_every_objective_card_and_every_seat_s_money() -> None:
    state = _find(is_over, players=4)
    for player in (0, 3, None):
        seen = view(state, player)
        assert seen.objectives == state.cards.objectives
        assert seen.money == state.money


def test_sealed_bids_are_hidden_until_every_bid_is_in() -> None:
    state = _find(
        lambda s: (
            type(s.auction) is SealedAuction
            and s.auction.tiebreak is None
            and len([b for b in s.auction.bids if b is not None]) >= 2
        )
    )
    auction = state.auction
    assert type(auction) is SealedAuction
    committed = {seat for seat in auction.order if auction.bids[seat] is not None}
    for player in (*range(5), None):
        shown = view(state, player).auction
        assert type(shown) is ClosedBid
        assert shown.bids is None
        assert shown.committed == committed
        own = auction.bids[player] if player is not None else None
        assert shown.own_bid == own


def test_revealed_sealed_bids_and_their_tie_break_are_public() -> None:
    state = _find(lambda s: type(s.auction) is SealedAuction and s.auction.tiebreak is not None)
    auction = state.auction
    assert type(auction) is SealedAuction
    assert auction.tiebreak is not None
    shown = view(state, None).auction
    assert type(shown) is ClosedBid
    assert shown.bids == auction.bids
    assert shown.tiebreak is not None
    assert shown.tiebreak.order == auction.tiebreak.order


def test_an_open_auction_shows_the_high_bid_and_the_seat_to_act() -> None:
    state = _find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bidder is not None)
    auction = state.auction
    assert type(auction) is ReentryAuction
    assert view(state, 0).auction == OpenBid(
        auction.order,
        auction.order[auction.turn],
        auction.passes,
        auction.high_bid,
        auction.high_bidder,
    )


def test_calamity_jane_s_card_from_the_deck_is_hidden_from_everyone_but_her() -> None:
    state = _find(lambda s: s.cards.secret is not None)
    secret = state.cards.secret
    jane = state.setup.characters.index(C.CALAMITY_JANE)
    hers = view(state, jane)
    assert secret in hers.hands[jane]
    assert hers.hidden_cards == (0,) * 5
    for player in (*(seat for seat in range(5) if seat != jane), None):
        seen = view(state, player)
        assert secret not in seen.hands[jane]
        assert seen.hidden_cards[jane] == 1
        assert len(seen.hands[jane]) == len(state.cards.hands[jane]) - 1


def test_buffalo_bill_s_swap_shows_the_two_seats_both_cards() -> None:
    state = _find(lambda s: s.cards.swapped is not None and s.phase is not Phase.OVER)
    assert state.cards.swapped is not None
    bill, other = state.cards.swapped
    for seat in (bill, other):
        seen = view(state, seat).objectives
        assert seen[bill] == state.cards.objectives[bill]
        assert seen[other] == state.cards.objectives[other]
    third = next(seat for seat in range(5) if seat not in (bill, other))
    seen = view(state, third).objectives
    assert seen[bill] is None
    assert seen[other] is None


def test_during_the_building_bids_money_in_hand_is_less_what_was_placed() -> None:
    state = _find(
        lambda s: (
            s.phase is Phase.BUILDING_BIDDING
            and type(s.auction) is ContributionAuction
            and any(s.auction.paid)
        ),
        open_money=True,
    )
    auction = state.auction
    assert type(auction) is ContributionAuction
    seen = view(state, None)
    assert seen.money == tuple(m - p for m, p in zip(state.money, auction.paid, strict=True))
    assert seen.money_total == sum(state.money) - sum(auction.paid)
    assert seen.building_bids == BuildingBids(
        auction.order, auction.order[auction.turn], auction.passes, auction.lots, auction.paid
    )


# The rulebook's closed bid (issue 24, item 3): "All players reveal their hands at the same
# time and pay the money they bid to the bank. ... In the case of a tie for the highest bid
# between two or more players, the winner is decided from those players after a round of
# open bidding." So in the tie-break every view shows the money left after the sealed bids.


def test_a_tie_break_shows_each_seat_the_money_left_after_paying_its_sealed_bid() -> None:
    state = cowboy_tie_break()
    auction = state.auction
    assert type(auction) is SealedAuction
    assert auction.tiebreak is not None
    # The state was right all along: its money is from before the auction, the
    # tie-break's budgets (what the rules let a seat bid) are after the sealed bids.
    assert state.money == (5, 1, 5, 5)
    assert auction.tiebreak.budgets == (4, 1, 3, 3)
    for seat, left in enumerate((4, 1, 3, 3)):
        seen = view(state, seat)
        assert seen.money == (*(None,) * seat, left, *(None,) * (3 - seat))
        assert seen.money_total == 11
    assert view(state, None).money_total == 11
    # Seat 2 sees $3 and may bid at most $3 in the tie-break.
    bids = [a.amount for a in legal_actions(state, 2) if type(a) is Bid]
    assert max(bids) == view(state, 2).money[2] == 3


def test_open_money_shows_every_seat_s_money_after_the_sealed_bids_in_a_tie_break() -> None:
    state = cowboy_tie_break(open_money=True)
    for player in (0, 3, None):
        seen = view(state, player)
        assert seen.money == (4, 1, 3, 3)
        assert seen.money_total == sum(seen.money)
    state = apply(state, Bid(2, 1))  # the tie-break's high bid is not paid until it ends
    assert view(state, None).money == (4, 1, 3, 3)
    bids = [a.amount for a in legal_actions(state, 3) if type(a) is Bid]
    assert (min(bids), max(bids)) == (2, 3)
    state = apply(state, Pass(3))  # seat 2 wins: $2 + $1, as in Example C
    assert state.money == (4, 1, 2, 3)
    assert view(state, None).money == (4, 1, 2, 3)  # paid once, not twice


def test_every_tie_break_view_shows_the_budgets_of_the_rules_and_determinizes_back() -> None:
    found = 0
    for seed in range(40):
        for state in _playout(5, seed, _cast(5, open_money=seed % 2 == 0)):
            auction = state.auction
            if type(auction) is not SealedAuction or auction.tiebreak is None:
                continue
            found += 1
            budgets = auction.tiebreak.budgets
            for player in (*range(5), None):
                seen = view(state, player)
                assert seen.money_total == sum(budgets)
                if player is not None:
                    assert seen.money[player] == budgets[player]
                dealt = determinize(seen, seed)
                assert view(dealt, player) == seen
                assert actors(dealt) == actors(state)
                if player is not None:
                    assert legal_actions(dealt, player) == legal_actions(state, player)
    assert found >= 5


def test_a_tie_break_view_whose_money_and_sealed_bid_pass_the_bound_is_refused() -> None:
    seen = view(cowboy_tie_break(open_money=True), None)
    assert view(determinize(seen, 0), None) == seen
    bound = money_bound(4, seen.options)
    huge = (4, 1, bound, 3)
    bad = seen.evolve(money=huge, money_total=sum(huge))
    with pytest.raises(ValueError, match="after paying its sealed bid of \\$2"):
        determinize(bad, 0)


def test_a_seat_is_an_exact_int_and_a_state_a_state() -> None:
    state = new_game(4, 1)
    for seat in (True, 4, -1, 1.0, "0"):
        with pytest.raises(ValueError, match="no seat"):
            view(state, seat)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        view(view(state, 0), 0)  # type: ignore[arg-type]


# -- determinize ---------------------------------------------------------------------------

CONFIGURATIONS = [
    (4, 1, _cast(4)),
    (5, 2, _cast(5, open_money=True)),
    (6, 3, _cast(6, finish_turn=True)),
    (7, 4, None),
    (8, 5, _cast(8, short_game=True)),
]


@pytest.mark.parametrize(("players", "seed", "options"), CONFIGURATIONS)
def test_every_view_of_a_random_game_determinizes_back_to_itself(
    players: int, seed: int, options: Options | None
) -> None:
    states = (
        state
        for game in (seed, seed + 10)
        for step, state in enumerate(_playout(players, game, options))
        if not step % 11 or is_over(state)
    )
    for step, state in enumerate(states):
        who = actors(state)
        for player in (*range(players), None):
            seen = view(state, player)
            dealt = determinize(seen, step)
            assert view(dealt, player) == seen
            assert actors(dealt) == who
            if player is not None:
                assert legal_actions(dealt, player) == legal_actions(state, player)


def test_determinize_deals_the_hidden_parts_from_the_seed() -> None:
    state = _find(
        lambda s: (
            type(s.auction) is SealedAuction
            and s.auction.tiebreak is None
            and len([b for b in s.auction.bids if b is not None]) >= 2
        )
    )
    seen = view(state, None)
    dealt = [determinize(seen, seed) for seed in range(12)]
    assert determinize(seen, 5) == dealt[5]  # the same seed, the same deal
    assert len({d.cards.objectives for d in dealt}) > 1
    assert len({d.money for d in dealt}) > 1
    assert len({d.cards.deck for d in dealt}) > 1
    for d in dealt:
        assert sum(d.money) == seen.money_total
        assert sorted(d.cards.objectives, key=str) == sorted(
            state.cards.objectives, key=str
        )  # the set's cards, dealt again
        auction = d.auction
        assert type(auction) is SealedAuction
        for seat in auction.order:
            bid = auction.bids[seat]
            assert (bid is not None) == (seat in seen.auction.committed)  # type: ignore[union-attr]
            assert bid is None or 0 <= bid <= d.money[seat]


def test_a_determinized_high_bidder_holds_at_least_its_bid() -> None:
    state = _find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bid >= 3)
    seen = view(state, None)
    shown = seen.auction
    assert type(shown) is OpenBid
    assert shown.high_bidder is not None
    for seed in range(10):
        assert determinize(seen, seed).money[shown.high_bidder] >= shown.high_bid


def test_calamity_jane_s_hidden_card_is_dealt_from_the_cards_nobody_sees() -> None:
    state = _find(lambda s: s.cards.secret is not None)
    jane = state.setup.characters.index(C.CALAMITY_JANE)
    seen = view(state, (jane + 1) % 5)
    unseen = {*state.cards.deck, state.cards.secret}
    for seed in range(6):
        dealt = determinize(seen, seed)
        assert dealt.cards.secret in unseen
        assert dealt.cards.secret in dealt.cards.hands[jane]
        assert {*dealt.cards.deck, dealt.cards.secret} == unseen


def _bad_views(seen: View) -> Iterator[tuple[str, View]]:
    """``seen`` with one field made impossible, and what is wrong with it."""
    evolve = attrs.evolve
    yield "players", evolve(seen, players=3)
    yield "players", evolve(seen, players=True)
    yield "players", evolve(seen, players=10**12)
    yield "options", evolve(seen, options="x")
    yield "options", evolve(seen, options=Options(turn_limit=0))
    yield "player", evolve(seen, player=5)
    yield "player", evolve(seen, player=True)
    yield "characters", evolve(seen, characters=seen.characters[:4])
    yield "characters", evolve(seen, characters=(C.ANNIE_OAKLEY,) * 5)
    yield "objective_set", evolve(seen, objective_set=ObjectiveSet.CALICO)
    yield "target", evolve(seen, target=6)
    yield "turn", evolve(seen, turn=0)
    yield "turn", evolve(seen, turn=10**12)
    yield "first", evolve(seen, first=-1)
    yield "phase", evolve(seen, phase="over")
    yield "money", evolve(seen, money=(-1,) + seen.money[1:])
    yield "money", evolve(seen, money=seen.money[:4])
    yield "money", evolve(seen, money=(1.5,) + seen.money[1:])
    yield "money_total", evolve(seen, money_total=-(10**12))
    yield "money_total", evolve(seen, money_total=10**12)
    yield "objectives", evolve(seen, objectives=(seen.objectives[1],) * 5)
    yield "hands", evolve(seen, hands=((Profession.BANKER, Profession.BANKER), *seen.hands[1:]))
    yield "hands", evolve(seen, hands=(("Banker",), *seen.hands[1:]))
    yield "hands", evolve(seen, hands=seen.hands[:2])
    yield "active", evolve(seen, active=(tuple(Profession)[:3], *seen.active[1:]))
    yield "hidden_cards", evolve(seen, hidden_cards=(0, 0, 0, 0, 1))
    yield "hidden_cards", evolve(seen, hidden_cards=(0, 0, 0, 0, 10**12))
    yield "deck_size", evolve(seen, deck_size=seen.deck_size + 1)
    yield "deck_size", evolve(seen, deck_size=10**12)
    yield "discards", evolve(seen, discards=(Profession.BANKER,) * 2)
    yield "town", evolve(seen, town=(Building.BANK, Building.BANK))
    yield "buildings_up", evolve(seen, buildings_up=tuple(Building)[:4])
    yield "building_deck_size", evolve(seen, building_deck_size=seen.building_deck_size - 1)
    yield "used", evolve(seen, used={C.CALAMITY_JANE})
    yield "used", evolve(seen, used=frozenset({C.BELLE_STARR}))
    yield "forbidden", evolve(seen, forbidden=2)
    yield "earp_switched", evolve(seen, earp_switched=1)
    yield "activations", evolve(seen, activations=3)
    yield "swapped", evolve(seen, swapped=(0, 0))
    yield "waiting", evolve(seen, waiting=(0, 0))
    yield "waiting", evolve(seen, waiting=(9,))
    yield "auction", evolve(seen, auction=OpenBid((0, 1), 0, 0, 0, None))
    yield "building_bids", evolve(seen, building_bids=BuildingBids((), None, 0, (), ()))
    yield "revealed", evolve(seen, revealed=Profession.BANKER, bidding=None)
    yield "last", evolve(seen, last=True)


def test_determinize_refuses_views_no_position_could_show_with_a_value_error() -> None:
    state = _find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bid > 0)
    seen = view(state, 1)
    assert view(determinize(seen, 0), 1) == seen
    for field, bad in _bad_views(seen):
        with pytest.raises(ValueError, match="no wild-fun-west position") as caught:
            determinize(bad, 0)
        assert caught.type is ValueError, field


def test_determinize_refuses_auctions_that_do_not_follow_the_rules() -> None:
    state = _find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bid > 0)
    seen = view(state, 1)
    shown = seen.auction
    assert type(shown) is OpenBid
    bad_auctions: list[OpenBid | ClosedBid] = [
        shown.evolve(high_bidder=None),
        shown.evolve(high_bid=10**12),
        shown.evolve(passes=len(shown.order)),
        shown.evolve(to_act=shown.high_bidder),
        shown.evolve(order=tuple(reversed(shown.order))),
        ClosedBid(shown.order, frozenset(), None, None, None),
    ]
    for bad in bad_auctions:
        with pytest.raises(ValueError, match="no wild-fun-west position"):
            determinize(seen.evolve(auction=bad), 0)
    with pytest.raises(ValueError, match="no wild-fun-west position"):  # below the high bid
        determinize(seen.evolve(money=(0,) * 5, options=_cast(5, open_money=True)), 0)


def test_a_view_that_hides_what_it_would_show_is_refused() -> None:
    seen = view(new_game(4, 2), 0)
    with pytest.raises(ValueError, match=r"at \$\.money\[0\]"):
        determinize(seen.evolve(money=(None,) * 4), 0)
    other = view(new_game(4, 2), 1).objectives[1]
    with pytest.raises(ValueError, match=r"at \$\.objectives\[1\]"):
        determinize(seen.evolve(objectives=(seen.objectives[0], other, None, None)), 0)


def test_determinize_takes_a_view_and_an_int_seed() -> None:
    state = new_game(4, 1)
    with pytest.raises(TypeError):
        determinize(state, 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        determinize(view(state, 0), "1")  # type: ignore[arg-type]


# -- render --------------------------------------------------------------------------------


def test_render_shows_the_auction_the_seats_and_the_viewer_s_objective() -> None:
    state = _find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bid > 0)
    auction = state.auction
    assert type(auction) is ReentryAuction
    assert auction.high_bidder is not None
    revealed = state.turn.revealed
    assert revealed is not None
    text = render(view(state, 0))
    assert "you are seat 0" in text
    assert "seat 0 (you)" in text
    assert f"Profession up: the {revealed.value} (" in text
    assert "open bid among seats" in text
    assert f"high bid ${auction.high_bid}" in text
    assert "$?" in text
    objective = state.cards.objectives[0]
    assert f"Your objective ({objective})" in text
    assert all(b.value in text for b in objective.buildings)
    spectator = render(view(state, None))
    assert "you are a spectator" in spectator
    assert "Your objective" not in spectator


def test_render_shows_the_buildings_up_with_their_money_and_the_hidden_card() -> None:
    state = _find(
        lambda s: (
            s.phase is Phase.BUILDING_BIDDING
            and type(s.auction) is ContributionAuction
            and any(s.auction.lots)
            and s.cards.secret is not None
        )
    )
    auction = state.auction
    assert type(auction) is ContributionAuction
    jane = state.setup.characters.index(C.CALAMITY_JANE)
    text = render(view(state, (jane + 1) % 5))
    for building, lot in zip(state.cards.buildings_up, auction.lots, strict=True):
        assert f"{building.value} ${lot}" in text
    assert "+ 1 hidden card" in text
    assert "+ 1 hidden card" not in render(view(state, jane))


def test_render_refuses_what_is_not_a_view() -> None:
    with pytest.raises(TypeError):
        render(new_game(4, 1))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not one a game can show"):
        render(view(new_game(4, 1), 0).evolve(characters=()))
