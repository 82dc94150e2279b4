"""Properties over random games (Hypothesis): money moves only between the seats and the
bank, by amounts worked out here from the actions; at most two professions in play per
seat and none banned; every card in exactly one place; ``apply`` never changes its
input."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.auction import SealedAuction
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    BILLY_THE_KID_REWARD,
    DOC_HOLLIDAY_PRICE,
    MAX_ACTIVE,
    STARTING_MONEY,
    Building,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    Claim,
    Options,
    Pass,
    Phase,
    Place,
    State,
    Steal,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    income,
    is_over,
    legal_actions,
    max_actions,
    new_game,
    outcome,
)
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import to_json

OPTIONS = [
    Options(turn_limit=8),
    Options(turn_limit=12, short_game=True),
    Options(turn_limit=10, finish_turn=True),
    Options(turn_limit=3, open_money=True),
]
GAMES = {
    "players": st.integers(4, 8),
    "seed": st.integers(0, 2**32),
    "options": st.sampled_from(OPTIONS),
}
Step = tuple[State, WildFunWestAction | None]


def playout(players: int, seed: int, options: Options) -> list[Step]:
    """A random game: each state with the action then applied (``None`` at the end); in a
    sealed bid a random seat of those still to commit acts."""
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed ^ 0x5EED)
    steps: list[Step] = []
    limit = max_actions(players, options)
    while not is_over(state):
        assert len(steps) < limit
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        steps.append((state, legal[pick]))
        state = apply(state, legal[pick])
    steps.append((state, None))
    return steps


def transitions(steps: list[Step]) -> list[tuple[State, WildFunWestAction, State]]:
    return [
        (before, action, after)
        for (before, action), (after, _) in itertools.pairwise(steps)
        if action is not None
    ]


class Ledger:
    """What the bank has paid the seats, less what it took, worked out from the actions
    and the printed amounts alone (never from the seats' money)."""

    def __init__(self) -> None:
        self.sealed = 0
        """The sealed bids of the profession auction going on."""
        self.high = 0
        """Its last open bid (the high bid of an open auction or a tie-break)."""
        self.placed = 0
        """The money placed on the buildings this turn, less what Jesse James stole."""

    def flow(self, before: State, action: WildFunWestAction, after: State) -> int:
        """The bank's net payment to the seats in the step from ``before`` to ``after``."""
        flow = 0
        kind = type(action)
        if kind is Activate:
            flow -= ACTIVATION_COST
        if kind is Claim and before.setup.characters[action.player] is Character.DOC_HOLLIDAY:
            flow -= DOC_HOLLIDAY_PRICE
        if before.phase is Phase.PROFESSION_BIDDING:
            assert type(action) in (Bid, Pass)
            if type(action) is Bid:
                auction = before.auction
                if type(auction) is SealedAuction and auction.tiebreak is None:
                    self.sealed += action.amount
                else:
                    self.high = action.amount
            same_auction = (
                after.phase is Phase.PROFESSION_BIDDING
                and after.turn.number == before.turn.number
                and after.turn.reveals_left == before.turn.reveals_left
            )
            if not same_auction:  # settled: all sealed bids and the winner's open bid
                flow -= self.sealed + self.high
                self.sealed = self.high = 0
        if before.phase is Phase.BUILDING_BIDDING:
            if type(action) is Place:
                self.placed += action.amount
            if type(action) is Steal:
                self.placed -= action.amount
            if after.phase is not Phase.BUILDING_BIDDING:  # settled: the bank takes it all
                flow -= self.placed
                self.placed = 0
        if (
            Building.BANK in after.cards.town
            and Building.BANK not in before.cards.town
            and Character.BILLY_THE_KID in before.setup.characters
        ):
            flow += BILLY_THE_KID_REWARD
        if after.turn.first != before.turn.first:  # Receiving Income was paid
            at_income = before.evolve(cards=before.cards.evolve(town=after.cards.town))
            flow += sum(income(at_income, seat).total for seat in range(before.players))
        return flow


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_money_moves_only_between_the_seats_and_the_bank_by_the_printed_amounts(
    players: int, seed: int, options: Options
) -> None:
    ledger = Ledger()
    paid_by_bank = 0
    for before, action, after in transitions(playout(players, seed, options)):
        flow = ledger.flow(before, action, after)
        assert sum(after.money) - sum(before.money) == flow, action
        paid_by_bank += flow
        assert sum(after.money) == STARTING_MONEY * players + paid_by_bank
        assert min(after.money) >= 0


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_at_most_two_professions_in_play_and_none_banned(
    players: int, seed: int, options: Options
) -> None:
    for state, _ in playout(players, seed, options):
        content = state.setup.options.content
        in_play = [p for row in state.cards.active for p in row]
        assert all(len(row) <= MAX_ACTIVE for row in state.cards.active)
        for profession in in_play:
            banners = [q for q in in_play if profession in content.card(q).bans]
            if profession is Profession.SHERIFF and state.turn.sheriff_free:
                continue
            assert banners == [], (profession, banners)


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_every_card_lies_in_exactly_one_place(players: int, seed: int, options: Options) -> None:
    professions = Counter(card.profession for card in options.content.professions)
    buildings = Counter(options.content.buildings)
    for state, _ in playout(players, seed, options):
        cards = state.cards
        revealed = () if state.turn.revealed is None else (state.turn.revealed,)
        found = Counter(
            (
                *cards.deck,
                *cards.discards,
                *revealed,
                *(p for row in cards.hands for p in row),
                *(p for row in cards.active for p in row),
            )
        )
        assert found == professions
        built = Counter(
            (*cards.building_deck, *cards.building_discards, *cards.buildings_up, *cards.town)
        )
        assert built == buildings
        assert len(set(cards.objectives)) == players
        if cards.secret is not None:  # Calamity Jane's, in her hand
            jane = state.setup.characters.index(Character.CALAMITY_JANE)
            assert cards.secret in cards.hands[jane]


@settings(max_examples=10, deadline=None)
@given(**GAMES)
def test_apply_never_changes_its_input(players: int, seed: int, options: Options) -> None:
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    while not is_over(state):
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        before = to_json(state)
        after = apply(state, legal[pick])
        assert to_json(state) == before
        assert after is not state
        state = after


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_forbidden_seats_never_bid_and_every_game_ends_with_an_outcome(
    players: int, seed: int, options: Options
) -> None:
    steps = playout(players, seed, options)
    for state, _ in steps:
        forbidden = state.turn.forbidden
        if forbidden is not None and state.auction is not None:
            assert forbidden not in state.auction.order
        assert len(state.waiting) == len(set(state.waiting))
    end = steps[-1][0]
    assert end.phase is Phase.OVER
    assert end.turn.number <= options.turn_limit
    result = outcome(end)
    assert result.winners
    target = end.setup.target
    counts = [dict(parts)["objective buildings"] for parts in result.details]
    assert result.scores == tuple(min(count, target) for count in counts)
    assert [dict(parts)["money"] for parts in result.details] == list(end.money)
