"""``HeuristicBot`` for *Rattlesnake City*: each rule of thumb in a position built for
it, legal answers over whole games at every player count (the real deal too), the same
game for the same seed, and a clear win over random bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from frontier_games.bots import Bot, RandomBot
from frontier_games.games.rattlesnake_city import GAME, HeuristicBot
from frontier_games.games.rattlesnake_city.content import (
    Building,
    Card,
    Coup,
    Town,
)
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    AttackBank,
    Call,
    CatchJoe,
    Challenge,
    Cheat,
    Defend,
    Discard,
    DrawCards,
    Dynamite,
    Fire,
    Fold,
    Offer,
    OfferSale,
    Options,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayCard,
    PlayCoyote,
    PlayPermanent,
    PlayProfessional,
    Raise,
    RattlesnakeAction,
    ReplaceCard,
    State,
    StationBonus,
    Step,
    StrokeOfFate,
    TakeUp,
    TarAndFeather,
    Turn,
)
from frontier_games.games.rattlesnake_city.poker import DECK, Rank, StandardCard, Suit
from frontier_games.games.rattlesnake_city.rules import actors, apply, legal_actions
from frontier_games.games.rattlesnake_city.view import income_of, view
from frontier_games.play import play_game, play_steps
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    drawing,
    game,
    given,
    in_front,
    placed,
    play,
    seated,
    town_of,
    with_money,
)

ME, HIM = 1, 0
"""In :func:`seated` two-player positions seat 1 (Dry Gulch) has the first turn; seat 0
has Coyote Creek."""


def choice(state: State, seat: int, bot: HeuristicBot | None = None) -> RattlesnakeAction:
    """What a ``HeuristicBot`` playing ``seat`` answers in ``state``."""
    legal = legal_actions(state, seat)
    assert legal, f"seat {seat} has nothing to decide"
    return (bot or HeuristicBot(0)).choose(GAME, view(state, seat), legal)


def choices(state: State, seat: int) -> set[RattlesnakeAction]:
    """What bots of several seeds answer: the rule, whatever breaks its ties."""
    return {choice(state, seat, HeuristicBot(seed)) for seed in range(6)}


def table(players: int = 2, **options: Any) -> State:
    """The saloons placed, no action card in any hand."""
    return disarmed(seated(players, **options))


def cards_step(state: State, seat: int = ME) -> State:
    return at(state, seat, Step.CARDS)


# -- the saloon and the tiles --------------------------------------------------------------


def test_first_saloon_goes_to_a_town_in_the_middle_of_the_valley() -> None:
    picks = choices(game(4, first=0), 0)
    assert all(isinstance(a, PlaceSaloon) for a in picks)
    assert {a.town for a in picks if isinstance(a, PlaceSaloon)} <= {
        Town.DRY_GULCH,
        Town.TUMBLEWEED,
    }


def test_an_earning_building_goes_where_it_pays_the_bot() -> None:
    for tile in (Building.HOTEL, Building.RANCH, Building.MINE, Building.STATION):
        state = drawing(table(), ME, tile)
        before = income_of(view(state, ME))
        for action in choices(state, ME):
            after = income_of(view(apply(state, action), ME))
            assert after[ME] > before[ME], (tile, action)
            assert after[HIM] == before[HIM], (tile, action)


def test_a_building_that_earns_nothing_goes_to_the_opponent_s_town() -> None:
    state = drawing(table(), ME, Building.CHURCH)
    for action in choices(state, ME):
        assert isinstance(action, PlaceBuilding)
        assert action.place is town_of(HIM)


def test_a_bank_is_not_built_in_the_bot_s_own_town() -> None:
    state = drawing(table(), ME, Building.BANK)
    assert any(
        isinstance(a, PlaceBuilding) and a.place is town_of(ME) for a in legal_actions(state, ME)
    )
    for action in choices(state, ME):
        assert isinstance(action, PlaceBuilding)
        assert action.place is not town_of(ME)


# -- the draw ------------------------------------------------------------------------------


def drawing_cards(state: State) -> State:
    return at(state, ME, Step.DRAW)


def test_it_draws_coup_cards_while_it_holds_few_and_a_playing_card() -> None:
    state = given(table(), ME, Card.PLAYING_20)
    assert choice(drawing_cards(state), ME) == DrawCards(ME, True)
    full = armed(state, ME, *[Coup.ONE] * 8)
    assert choice(drawing_cards(full), ME) == DrawCards(ME, False)


def test_it_draws_an_action_card_without_a_playing_card() -> None:
    assert choice(drawing_cards(table()), ME) == DrawCards(ME, False)


def test_it_draws_coup_cards_while_a_bank_stands_in_its_town() -> None:
    state = placed(table(), HIM, Building.BANK, town_of(ME), 1)
    assert choice(drawing_cards(state), ME) == DrawCards(ME, True)


# -- the cards -----------------------------------------------------------------------------


def earning_for(state: State, seat: int) -> State:
    """``state`` with a hotel in ``seat``'s town, paying it $1,000 a turn."""
    return placed(state, seat, Building.HOTEL, town_of(seat), 1)


def test_an_income_card_goes_in_front_of_the_bot() -> None:
    state = cards_step(given(table(), ME, Card.FRENCH_COOK))
    assert choice(state, ME) == PlayPermanent(ME, Card.FRENCH_COOK, ME)


def test_a_costly_card_goes_in_front_of_the_opponent_who_earns() -> None:
    state = cards_step(given(earning_for(table(), HIM), ME, Card.MEXICAN_COOK))
    assert choice(state, ME) == PlayPermanent(ME, Card.MEXICAN_COOK, HIM)


def test_a_dynamitero_blows_up_a_building_that_pays_the_opponent() -> None:
    state = earning_for(earning_for(table(), HIM), ME)
    state = cards_step(given(state, ME, Card.DYNAMITERO))
    assert choice(state, ME) == Dynamite(ME, town_of(HIM), 1)


def test_a_dynamitero_is_kept_when_nothing_of_the_opponent_pays() -> None:
    state = cards_step(given(earning_for(table(), ME), ME, Card.DYNAMITERO))
    assert not any(isinstance(a, Dynamite) for a in choices(state, ME))


def test_a_bounty_hunter_stops_a_joe() -> None:
    state = in_front(given(table(), ME, Card.BOUNTY_HUNTER), HIM, Card.SLIPPERY_JOE)
    assert choice(cards_step(state), ME) == CatchJoe(ME, HIM, Card.SLIPPERY_JOE)


def test_a_stroke_of_fate_discards_a_costly_card_in_front_of_the_bot() -> None:
    state = earning_for(given(table(), ME, Card.STROKE_OF_FATE), ME)
    state = in_front(state, ME, Card.MEXICAN_COOK)
    assert choice(cards_step(state), ME) == StrokeOfFate(ME, ME, Card.MEXICAN_COOK)


def test_a_card_it_cannot_use_is_offered_for_sale_dear() -> None:
    state = cards_step(given(table(), ME, Card.BOUNTY_HUNTER))  # no Joe in play
    assert choice(state, ME) == OfferSale(ME, HIM, Card.BOUNTY_HUNTER, 10_000)


def test_it_asks_for_a_dynamitero_while_a_bank_stands_in_its_town() -> None:
    state = placed(table(), HIM, Building.BANK, town_of(ME), 1)
    asked = choices(cards_step(given(state, HIM, Card.PLAYING_1)), ME)
    assert asked == {AskToBuy(ME, HIM, Card.DYNAMITERO, 5_000)}


def answering(state: State, offer: Offer) -> State:
    return state.evolve(turn=Turn(HIM, Step.ANSWER, offers=1, offer=offer))


def test_it_sells_a_card_only_above_what_it_is_worth_to_it() -> None:
    state = given(table(), ME, Card.BOUNTY_HUNTER, Card.DYNAMITERO)
    dear = Offer(ME, HIM, Card.BOUNTY_HUNTER, 5_000, ME)
    cheap = Offer(ME, HIM, Card.DYNAMITERO, 1_000, ME)
    assert choice(answering(state, dear), ME) == Answer(ME, True)
    assert choice(answering(state, cheap), ME) == Answer(ME, False)


def test_it_buys_a_card_only_below_what_it_is_worth_to_it() -> None:
    state = given(table(), HIM, Card.FRENCH_COOK)
    cheap = Offer(HIM, ME, Card.FRENCH_COOK, 2_000, ME)
    dear = Offer(HIM, ME, Card.FRENCH_COOK, 10_000, ME)
    assert choice(answering(state, cheap), ME) == Answer(ME, True)
    assert choice(answering(with_money(state, 10_000, 10_000), dear), ME) == Answer(ME, False)


# -- bank attacks ----------------------------------------------------------------------------


def showdown(state: State, seat: int = ME) -> State:
    return at(state, seat, Step.SHOWDOWN)


def test_it_attacks_a_bank_whose_owner_it_outguns_with_its_biggest_card() -> None:
    state = placed(table(), HIM, Building.BANK, town_of(HIM), 1)
    state = showdown(armed(state, ME, Coup.ONE, Coup.THREE))
    assert choice(state, ME) == AttackBank(ME, HIM, Coup.THREE)


def test_it_leaves_alone_a_bank_whose_owner_outguns_it() -> None:
    state = placed(table(), HIM, Building.BANK, town_of(HIM), 1)
    state = armed(armed(state, HIM, *[Coup.THREE] * 6), ME, Coup.ONE)
    assert choice(showdown(state), ME) == Pass(ME)


def test_it_always_defends_its_bank_and_fires_the_fewest_shots() -> None:
    state = placed(table(), HIM, Building.BANK, town_of(ME), 1)
    state = armed(armed(state, HIM, Coup.ONE), ME, Coup.ONE, Coup.TWO, Coup.THREE)
    state = apply(showdown(state, HIM), AttackBank(HIM, ME, Coup.ONE))
    assert choice(state, ME) == Defend(ME)
    state = apply(state, Defend(ME))
    assert choice(state, ME) == Fire(ME, (Coup.TWO,))


# -- poker ---------------------------------------------------------------------------------


def test_it_challenges_for_the_highest_stake_with_the_highest_card() -> None:
    state = with_money(given(table(), ME, Card.PLAYING_25), 30_000, 30_000)
    assert choice(showdown(state), ME) == Challenge(ME, HIM, 20_000)


def test_it_challenges_nobody_with_a_low_card() -> None:
    state = given(table(), ME, Card.PLAYING_2)
    assert choice(showdown(state), ME) == Pass(ME)


def challenged(state: State, stake: int = 5_000) -> State:
    """``HIM`` challenged ``ME``, and ``ME`` took it up: the cards go down."""
    return play(showdown(state, HIM), Challenge(HIM, ME, stake), TakeUp(ME))


def test_it_avoids_a_dear_challenge_with_a_coyote_and_a_low_card() -> None:
    state = given(given(table(), HIM, Card.PLAYING_20), ME, Card.PLAYING_1)
    state = given(state, ME, Card.YELLOW_LIVERED_COYOTE)
    state = apply(showdown(state, HIM), Challenge(HIM, ME, 5_000))
    assert choice(state, ME) == PlayCoyote(ME)


def test_it_plays_its_highest_card() -> None:
    state = given(table(), HIM, Card.PLAYING_20)
    state = challenged(given(state, ME, Card.PLAYING_3, Card.PLAYING_17, Card.PLAYING_9))
    state = apply(state, PlayCard(HIM, Card.PLAYING_20))
    assert state.turn.step is Step.LAST_CARD
    assert choice(state, ME) == PlayCard(ME, Card.PLAYING_17)


def revealed(mine: Sequence[Card], theirs: Card, played: Card) -> State:
    """The cards revealed: ``HIM`` played ``theirs``, ``ME`` played ``played`` and holds
    ``mine`` besides; ``HIM`` reacts first and passes."""
    state = given(given(table(), HIM, theirs), ME, played, *mine)
    state = play(challenged(state), PlayCard(HIM, theirs), PlayCard(ME, played))
    assert state.turn.step is Step.REACT
    return apply(state, Pass(HIM))


def test_a_cheater_turns_a_loss_into_a_win() -> None:
    state = revealed([Card.CHEATER], Card.PLAYING_20, Card.PLAYING_4)
    assert choice(state, ME) == Cheat(ME, HIM)


def test_a_professional_player_shows_the_least_card_that_wins() -> None:
    mine = [Card.PROFESSIONAL_PLAYER, Card.PLAYING_21, Card.PLAYING_24]
    state = revealed(mine, Card.PLAYING_20, Card.PLAYING_4)
    assert choice(state, ME) == PlayProfessional(ME, Card.PLAYING_21)


def test_no_card_is_wasted_on_a_hand_already_won() -> None:
    state = revealed([Card.CHEATER, Card.PROFESSIONAL_PLAYER], Card.PLAYING_4, Card.PLAYING_20)
    assert choice(state, ME) == Pass(ME)


def test_tar_and_feathers_catches_a_cheater_who_swapped_with_the_bot() -> None:
    state = given(given(table(), HIM, Card.PLAYING_4, Card.CHEATER), ME, Card.PLAYING_20)
    state = given(state, ME, Card.TAR_AND_FEATHERS)
    state = play(challenged(state), PlayCard(HIM, Card.PLAYING_4), PlayCard(ME, Card.PLAYING_20))
    state = apply(state, Cheat(HIM, ME))
    assert state.turn.step is Step.TAR
    assert choice(state, ME) == TarAndFeather(ME)


@pytest.mark.parametrize(("card", "joins"), [(Card.PLAYING_25, True), (Card.PLAYING_3, False)])
def test_it_joins_a_poker_game_only_when_its_card_pays_the_stake(card: Card, joins: bool) -> None:
    state = given(given(given(table(3), 2, Card.PLAYING_10), 0, Card.PLAYING_12), ME, card)
    state = play(showdown(state, 2), Challenge(2, 0, 5_000), TakeUp(0))
    assert state.turn.step is Step.JOIN
    assert choice(state, ME) == (TakeUp(ME) if joins else Pass(ME))


def test_a_coyote_runs_away_with_the_money() -> None:
    state = given(given(table(), HIM, Card.PLAYING_2), ME, Card.PLAYING_20)
    state = given(armed(state, HIM, Coup.THREE), ME, Card.YELLOW_LIVERED_COYOTE)
    state = play(challenged(state), PlayCard(HIM, Card.PLAYING_2), PlayCard(ME, Card.PLAYING_20))
    state = play(state, Pass(HIM), Pass(ME))
    assert state.turn.step is Step.REVOLVER
    state = apply(state, legal_actions(state, HIM)[0])  # a loser's revolver
    assert state.turn.step is Step.RUN
    assert choice(state, ME) == PlayCoyote(ME)


# -- the real deal ---------------------------------------------------------------------------

_DECK_ORDER = {card: i for i, card in enumerate(DECK)}


def hand(text: str) -> tuple[StandardCard, ...]:
    """Standard cards written as ``"9c Td Jd"``, in deck order (as a hand is kept)."""
    ranks = {rank.symbol: rank for rank in Rank}
    suits = {suit.value: suit for suit in Suit}
    found = (StandardCard(ranks[w[0]], suits[w[1]]) for w in text.split())
    return tuple(sorted(found, key=_DECK_ORDER.__getitem__))


def deal(holding: Mapping[int, Sequence[Card]], mine: str, theirs: str) -> State:
    """A real deal of ``ME`` against ``HIM`` (the challenger), dealt ``mine`` and
    ``theirs``, each seat holding ``holding``."""
    state = seated(2, real_deal=True)
    state = disarmed(state)
    for seat, cards in holding.items():
        state = given(state, seat, *cards)
    state = play(showdown(state, HIM), Challenge(HIM, ME, 1_000, True), TakeUp(ME))
    assert state.turn.step is Step.EXCHANGE
    poker = state.turn.poker
    assert poker is not None
    hands = tuple(hand(mine) if s == ME else hand(theirs) for s in poker.players)
    used = {card for h in hands for card in h}
    poker = poker.evolve(hands=hands, deck=tuple(c for c in DECK if c not in used))
    return state.evolve(turn=state.turn.evolve(poker=poker))


def to_seat(state: State, seat: int, step: Step) -> State:
    """``state`` once ``seat`` is asked at ``step``, every other seat passing or calling."""
    while not (state.turn.step is step and actors(state) == {seat}):
        (other,) = actors(state)
        legal = legal_actions(state, other)
        state = apply(state, next(a for a in legal if isinstance(a, Pass | Call)))
    return state


@pytest.fixture
def pokerkit() -> None:
    """Skips a test of the real deal when its poker library is not installed."""
    pytest.importorskip("pokerkit")


@pytest.mark.usefixtures("pokerkit")
def test_weak_playing_cards_challenge_to_a_real_deal_for_a_small_blind() -> None:
    state = given(table(real_deal=True), ME, Card.PLAYING_2)
    assert choice(showdown(state), ME) == Challenge(ME, HIM, 2_000, True)


@pytest.mark.usefixtures("pokerkit")
def test_the_exchange_keeps_a_pair_and_throws_the_lowest_card_first() -> None:
    state = to_seat(deal({}, "9c 9d 2h 5s Kc", "2c 3c 4d 8h Js"), ME, Step.EXCHANGE)
    assert choice(state, ME) == Discard(ME, hand("2h")[0])
    state = play(state, Discard(ME, hand("2h")[0]), Discard(ME, hand("5s")[0]))
    state = apply(state, Discard(ME, hand("Kc")[0]))
    assert choice(state, ME) == Pass(ME)


@pytest.mark.usefixtures("pokerkit")
def test_a_strong_hand_raises_and_a_weak_one_folds_to_a_raise() -> None:
    strong = to_seat(deal({}, "9c 9d 9h 5s 5c", "2c 3c 4d 8h Js"), ME, Step.BET)
    assert choice(strong, ME) == Raise(ME)
    weak = to_seat(deal({}, "2c 3c 4d 8h Js", "9c 9d 9h 5s 5c"), HIM, Step.BET)
    weak = to_seat(apply(weak, Raise(HIM)), ME, Step.BET)
    assert choice(weak, ME) == Fold(ME)


@pytest.mark.usefixtures("pokerkit")
def test_a_playing_card_goes_in_the_hand_only_to_improve_it_and_never_twice() -> None:
    # Playing card 23 stands for the King of Hearts: the rulebook's straight.
    state = deal({ME: (Card.PLAYING_23,)}, "9c Td Jd Qs 7c", "2c 3c 4d 8h 2s")
    assert choice(to_seat(state, ME, Step.REPLACE), ME) == ReplaceCard(
        ME, Card.PLAYING_23, hand("7c")[0]
    )
    twice = deal({ME: (Card.PLAYING_23,)}, "Kh 2d 3h 4s 6c", "2c 3c 4d 8h 2s")
    assert choice(to_seat(twice, ME, Step.REPLACE), ME) == Pass(ME)


# -- whole games -------------------------------------------------------------------------------


class Checked(HeuristicBot):
    """A ``HeuristicBot`` that checks every answer is among the legal actions."""

    __slots__ = ()

    def choose(
        self, game: Any, view: Any, legal_actions: Sequence[RattlesnakeAction]
    ) -> RattlesnakeAction:
        action = super().choose(game, view, legal_actions)
        assert action in legal_actions
        return action


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_it_answers_only_legal_actions_over_whole_games(players: int) -> None:
    for seed in range(2):
        bots = [Checked(seed * 10 + s) for s in range(players)]
        played = play_game(GAME, bots, players=players, seed=seed)
        assert played.outcome.winners


@pytest.mark.usefixtures("pokerkit")
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (6, 3)])
def test_it_answers_only_legal_actions_in_real_deal_games(players: int, seed: int) -> None:
    bots = [Checked(seed + s) if s % 2 else RandomBot(seed + s) for s in range(players)]
    steps = list(play_steps(GAME, bots, players, seed, Options(real_deal=True)))
    assert any(isinstance(step.action, Discard) for step in steps)
    assert steps[-1].state.turn.step is Step.OVER


@pytest.mark.parametrize(
    "options",
    [
        Options(open_money=True, first_player=1),
        Options(starting_income=1_000, station_bonus=StationBonus.PER_CONNECTION),
        Options(offers_per_turn=0),
    ],
)
def test_it_answers_only_legal_actions_whatever_the_options(options: Options) -> None:
    bots = [Checked(1), Checked(2), Checked(3)]
    assert play_game(GAME, bots, players=3, seed=4, options=options).outcome.winners


def test_the_same_seed_plays_the_same_game() -> None:
    def record(seed: int) -> list[RattlesnakeAction]:
        bots: list[Bot[Any, Any]] = [HeuristicBot(seed), RandomBot(7), HeuristicBot(seed + 1)]
        return [step.action for step in play_steps(GAME, bots, 3, 5)]

    assert record(1) == record(1)
    assert record(1) != record(2)


def test_repr_names_the_bot_and_its_seed() -> None:
    assert repr(HeuristicBot(seed=3)) == "HeuristicBot(seed=3)"
    assert repr(HeuristicBot()) == "HeuristicBot(seed=0)"


@pytest.mark.parametrize(("players", "games", "least"), [(2, 16, 0.75), (4, 24, 0.5)])
def test_it_beats_random_bots_with_the_seats_rotated(
    players: int, games: int, least: float
) -> None:
    won = 0.0
    for index in range(games):
        seat = index % players
        bots = [
            HeuristicBot(index) if s == seat else RandomBot(100 * index + s) for s in range(players)
        ]
        winners = play_game(GAME, bots, players=players, seed=index).outcome.winners
        won += (seat in winners) / len(winners)
    assert won / games >= least
