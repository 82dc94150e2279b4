"""The action space (``codec``) and the observation (``features``) of *Rattlesnake City*:
every legal action of random games has an id that decodes back to it, the ids follow the
documented layout and are the same for every player count, and every view gives
``feature_size`` floats in ``[0, 1]``, seen from the viewer's chair, that read nothing
but the view."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from frontier_games.core import SetupError, evolved
from frontier_games.games.rattlesnake_city import poker
from frontier_games.games.rattlesnake_city.content import (
    Building,
    Card,
    Content,
    Coup,
    Grassland,
    Line,
    Mountain,
    Shape,
    Town,
)
from frontier_games.games.rattlesnake_city.gunfight import legal_openings
from frontier_games.games.rattlesnake_city.learning import codec, feature_size, features
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    AttackBank,
    CatchJoe,
    Challenge,
    Cheat,
    Defend,
    Discard,
    DrawCards,
    DrawRevolver,
    DrawThree,
    Dynamite,
    DynamiteTrack,
    Fire,
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
    RepairTrack,
    ReplaceCard,
    State,
    StationBonus,
    Step,
    StrokeOfFate,
    Surrender,
    SwapCards,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.position import PRICES, STAKE_MENU
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.rattlesnake_city.view import determinize, view
from frontier_games.rng import Rng, randbelow
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    game,
    given,
    placed,
    seated,
    with_money,
)

C1, C2, C3 = Coup.ONE, Coup.TWO, Coup.THREE
SIZE = 36 + 73 + 28 + 2 + 66 + 73 + 28 + 66 + 12 + 420 + 420 + 2 + 24 + 2
SIZE += 5319 + 1 + 30 + 3 + 25 + 6 + 25 + 1 + 8
SIZE += 1  # Pass
PASS = SIZE - 1
"""``Pass``: the last id of rules version 1 without the real deal."""
MORE_STAKES = 6 * (199 - 5)
"""The stakes beyond the menu ($3,000 to $199,000 but $5,000, $10,000 and $20,000), for
each opponent: rules version 2's, after ``Pass``."""
SIZE += MORE_STAKES
"""The documented blocks, in order, with the standard content, without the real deal."""
REAL_DEAL = 30 + 52 + 4 + 1300 + 15912 + 2652 + MORE_STAKES + 52
"""The real deal's ids, after the others, when the variant is played."""
FIRE = 36 + 73 + 28 + 2 + 66 + 73 + 28 + 66 + 12 + 420 + 420 + 2 + 24 + 2
"""The first ``Fire`` id."""
ALL_KINDS = {
    PlaceSaloon, PlaceBuilding, RepairTrack, DrawCards, PlayPermanent, Dynamite,
    DynamiteTrack, StrokeOfFate, CatchJoe, OfferSale, AskToBuy, Answer, AttackBank,
    Surrender, Fire, Withdraw, Challenge, PlayCoyote, TakeUp, AskLowerStake, PlayCard,
    Cheat, PlayProfessional, TarAndFeather, DrawRevolver, Pass,
}  # fmt: skip

# Where the parts of the features begin, from the documented layout (``n`` seats).
HEAD = 1 + len(Step) + 4
STEPS = slice(1, 1 + len(Step))


def _board(n: int) -> int:
    return 42 * (10 + n) + 31 * (1 + n) + 56


def _town_space(n: int, k: int) -> int:
    """The ``k``-th town space (towns in enum order, seven spaces each)."""
    return HEAD + k * (10 + n)


def _seat(n: int, k: int) -> int:
    """The ``k``-th seat from the viewer's part."""
    return HEAD + _board(n) + 22 * k


def _hand(n: int) -> int:
    return _seat(n, n)


def _turn(n: int) -> int:
    return _hand(n) + 47


def _loot(n: int) -> int:
    return _turn(n) + 2 * n + 16 + (16 + 3 * n) + (5 + 2 * n)


def _fight(n: int) -> int:
    return _loot(n) + 2 + n


def _poker(n: int) -> int:
    return _fight(n) + 3 + 7 * n


def _playout(players: int, seed: int, options: Options | None = None) -> Iterator[State]:
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


def _first(players: int, seed: int, step: Step) -> State:
    for state in _playout(players, seed):
        if state.turn.step is step:
            return state
    pytest.fail(f"no {step} in the game")


# -- the action space ------------------------------------------------------------------------


def test_the_space_has_the_same_7835_ids_for_every_player_count_and_option() -> None:
    options = Options(
        open_money=True, starting_income=1_000, station_bonus=StationBonus.PER_CONNECTION,
        offers_per_turn=5, first_player=1, stake_menu=True, smallest_replies=True,
    )  # fmt: skip
    sizes = {codec(n).size for n in range(2, 7)} | {codec(4, options).size}
    assert sizes == {SIZE} == {7835}
    assert codec(5) is codec(5)  # built once
    assert codec(2).players == 2
    assert codec(2).encode(Pass(1)) == codec(6).encode(Pass(5)) == PASS == 6670


def test_ids_follow_the_documented_layout() -> None:
    space = codec(6)
    expected: list[tuple[RattlesnakeAction, int]] = [
        (PlaceSaloon(0, Town.COYOTE_CREEK, 0), 0),
        (PlaceSaloon(0, Town.COYOTE_CREEK, 5), 5),  # space 6 is the station's
        (PlaceSaloon(0, Town.BUZZARD_ROCK, 6), 35),
        (PlaceBuilding(0, Town.COYOTE_CREEK, 0), 36),
        (PlaceBuilding(0, Town.COYOTE_CREEK, 6), 42),
        (PlaceBuilding(0, Grassland.GRASSLAND_1, 0), 36 + 42),
        (PlaceBuilding(0, Mountain.GRIZZLY_BUTTE, 0), 36 + 72),
        (RepairTrack(0, Line.COYOTE_CREEK, 0), 109),
        (RepairTrack(0, Line.TRUNK, 3), 136),
        (DrawCards(0, False), 137),
        (DrawCards(0, True), 138),
        (PlayPermanent(0, Card.FRENCH_COOK, 0), 139),
        (PlayPermanent(0, Card.FRENCH_COOK, 5), 144),
        (PlayPermanent(0, Card.STINKY_JOE, 5), 204),
        (Dynamite(0, Town.COYOTE_CREEK, 0), 205),
        (DynamiteTrack(0, Line.COYOTE_CREEK, 0), 278),
        (StrokeOfFate(0, 0, Card.FRENCH_COOK), 306),
        (CatchJoe(0, 0, Card.SLIPPERY_JOE), 372),
        (CatchJoe(0, 5, Card.STINKY_JOE), 383),
        (OfferSale(0, 0, Card.FRENCH_COOK, PRICES[0]), 384),
        (OfferSale(0, 0, Card.FRENCH_COOK, PRICES[4]), 388),
        (OfferSale(0, 0, Card.DYNAMITERO, PRICES[0]), 384 + 11 * 5),
        (AskToBuy(0, 0, Card.FRENCH_COOK, PRICES[0]), 804),
        (Answer(0, True), 1224),
        (Answer(0, False), 1225),
        (AttackBank(0, 0, None), 1226),
        (AttackBank(0, 0, C3), 1229),
        (AttackBank(0, 5, C3), 1249),
        (Surrender(0), 1250),
        (Defend(0), 1251),
        (Fire(0, (C1,)), FIRE),
        (Fire(0, (C1,) * 27), FIRE + 26),
        (Fire(0, (C2,)), FIRE + 27),
        (Fire(0, (C1, C2)), FIRE + 28),
        (Fire(0, (C3,)), FIRE + 28 * 19 - 1),
        (Fire(0, (C1,) * 27 + (C2,) * 18 + (C3,) * 9), FIRE + 5318),
        (Withdraw(0), FIRE + 5319),
        (Challenge(0, 0, STAKE_MENU[0]), FIRE + 5320),
        (Challenge(0, 5, STAKE_MENU[4]), FIRE + 5349),
        (PlayCoyote(0), FIRE + 5350),
        (TakeUp(0), FIRE + 5351),
        (AskLowerStake(0), FIRE + 5352),
        (PlayCard(0, Card.PLAYING_1), FIRE + 5353),
        (Cheat(0, 0), FIRE + 5378),
        (PlayProfessional(0, Card.PLAYING_25), FIRE + 5408),
        (TarAndFeather(0), FIRE + 5409),
        (DrawRevolver(0, ()), FIRE + 5410),
        (DrawRevolver(0, (C1,)), FIRE + 5411),
        (DrawRevolver(0, (C2, C2)), FIRE + 5417),
        (Pass(0), PASS),
        (Challenge(0, 0, 3_000), PASS + 1),
        (Challenge(0, 0, 4_000), PASS + 2),
        (Challenge(0, 0, 6_000), PASS + 3),
        (Challenge(0, 0, 199_000), PASS + 194),
        (Challenge(0, 1, 3_000), PASS + 195),
        (Challenge(0, 5, 199_000), SIZE - 1),
    ]
    for action, index in expected:
        assert space.encode(action) == index, action
        assert space.decode(index, 0) == action


def test_the_real_deal_adds_its_ids_after_the_others_and_keeps_them() -> None:
    standard, variant = codec(6), codec(6, Options(real_deal=True))
    assert variant.size == SIZE + REAL_DEAL == 29001
    assert [variant.decode(i, 2) for i in range(SIZE)] == [
        standard.decode(i, 2) for i in range(SIZE)
    ]
    deck = poker.DECK
    expected: list[tuple[RattlesnakeAction, int]] = [
        (Challenge(0, 0, STAKE_MENU[0], True), SIZE),
        (Challenge(0, 5, STAKE_MENU[4], True), SIZE + 29),
        (Discard(0, deck[0]), SIZE + 30),
        (Discard(0, deck[51]), SIZE + 81),
        (Raise(0), SIZE + 82),
        (DrawThree(0), SIZE + 85),
        (ReplaceCard(0, Card.PLAYING_1, deck[0]), SIZE + 86),
        (ReplaceCard(0, Card.PLAYING_25, deck[51]), SIZE + 1385),
        (SwapCards(0, 0, deck[0], deck[1]), SIZE + 1386),
        (SwapCards(0, 5, deck[51], deck[50]), SIZE + 1386 + 15911),
        (TakeDrawn(0, deck[0], deck[1]), SIZE + 17298),
        (TakeDrawn(0, deck[51], deck[50]), SIZE + REAL_DEAL - 52 - MORE_STAKES - 1),
        (Challenge(0, 0, 3_000, True), SIZE + REAL_DEAL - 52 - MORE_STAKES),
        (Challenge(0, 5, 199_000, True), SIZE + REAL_DEAL - 52 - 1),
        (TakeDrawn(0, deck[0], deck[0]), SIZE + REAL_DEAL - 52),
        (TakeDrawn(0, deck[51], deck[51]), SIZE + REAL_DEAL - 1),
    ]
    for action, index in expected:
        assert variant.encode(action) == index, action
        assert variant.decode(index, 0) == action
        with pytest.raises(ValueError, match="not in this action space"):
            standard.encode(action)


def test_an_index_means_the_same_move_for_every_seat() -> None:
    space = codec(4)
    for index in (0, 139, 1226, FIRE + 100, SIZE - 1):
        moves = [space.decode(index, seat) for seat in range(4)]
        assert [move.player for move in moves] == [0, 1, 2, 3]
        assert {evolved(move, player=0) for move in moves} == {moves[0]}
        assert {space.encode(move) for move in moves} == {index}


@pytest.mark.parametrize(
    "action",
    [
        Fire(0, ()),
        Fire(0, (C2, C1)),
        Fire(0, (C3,) * 10),
        DrawRevolver(0, (C3, C3)),
        DrawRevolver(0, (C1, C3)),
        PlaceSaloon(0, Town.COYOTE_CREEK, 6),
        PlaceBuilding(0, Mountain.BALD_PEAK, 1),
        PlaceBuilding(0, Town.DRY_GULCH, 7),
        RepairTrack(0, Line.TRUNK, 4),
        PlayPermanent(0, Card.DYNAMITERO, 1),
        PlayPermanent(0, Card.FRENCH_COOK, 6),
        StrokeOfFate(0, 1, Card.DYNAMITERO),
        CatchJoe(0, 1, Card.IRONFIST_JIM),
        OfferSale(0, 1, Card.PLAYING_3, PRICES[0]),
        AskToBuy(0, 1, Card.CHEATER, PRICES[0]),
        OfferSale(0, 1, Card.DYNAMITERO, 4_000),
        Challenge(0, 1, 3_500),
        Challenge(0, 1, 200_000),
        Challenge(0, 1, 0),
        AttackBank(0, 6, None),
        PlayCard(0, Card.CHEATER),
        Cheat(0, 6),
        Pass(6),
    ],
)
def test_what_the_rules_never_allow_is_not_in_the_space(action: RattlesnakeAction) -> None:
    with pytest.raises(ValueError, match="not in this action space"):
        codec(6).encode(action)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_action_of_random_games_encodes_and_decodes_back(players: int) -> None:
    space = codec(players)
    kinds: set[type] = set()
    for seed in range(2):
        for state in _playout(players, 10 * players + seed):
            for seat in actors(state):
                legal = legal_actions(state, seat)
                ids = [space.encode(action) for action in legal]
                assert len(set(ids)) == len(legal)  # distinct ids
                assert all(space.decode(i, seat) == a for i, a in zip(ids, legal, strict=True))
                mask = space.mask(legal)
                assert len(mask) == SIZE
                assert [i for i, flag in enumerate(mask) if flag] == sorted(ids)
                kinds.update(type(action) for action in legal)
    assert ALL_KINDS - kinds <= {AskLowerStake, CatchJoe, TarAndFeather}
    assert len(kinds) >= 23


def test_every_play_a_hand_could_fire_or_open_with_has_an_id() -> None:
    """Every multiset of the 54 coup cards is the minimal reply to some need (its own
    shots), and every opening ``legal_openings`` lists for a modifier of -2 to +2 is in
    the space: no hand can make a play the space lacks."""
    hand = (1,) * 27 + (2,) * 18 + (3,) * 9
    replies = {play for need in range(1, 91) for play in legal_openings(1 - need, hand)}
    openings = {play for net in range(-2, 3) for play in legal_openings(net, hand)}
    space = codec(2)
    fired = {
        tuple(c.shots for c in action.coups)
        for action in (space.decode(i, 0) for i in range(FIRE, FIRE + 5319))
        if isinstance(action, Fire)
    }
    drawn = {
        tuple(c.shots for c in action.coups)
        for action in (space.decode(i, 0) for i in range(FIRE + 5410, PASS))
        if isinstance(action, DrawRevolver)
    }
    assert fired == replies
    assert len(fired) == 5319
    assert drawn == openings
    assert len(drawn) == 8


def test_a_content_with_fewer_coup_cards_has_fewer_ids() -> None:
    content = Content(coup_cards=((Coup.ONE, 10), (Coup.TWO, 5)))
    space = codec(3, Options(content=content))
    assert space.size == SIZE - 5319 + (11 * 6 - 1) - 8 + 7  # no opening with a three
    assert space.encode(Fire(1, (C1,) * 10 + (C2,) * 5)) == FIRE + 11 * 6 - 2
    with pytest.raises(ValueError, match="not in this action space"):
        space.encode(Fire(0, (C3,)))


def test_bad_settings_are_setup_errors() -> None:
    for players in (1, 7, True, 3.0):
        with pytest.raises(SetupError):
            codec(players)  # type: ignore[arg-type]
        with pytest.raises(SetupError):
            feature_size(players)  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        codec(4, "x")  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        feature_size(3, Options(first_player=3))


# -- the observation -------------------------------------------------------------------------


def test_the_feature_size_is_800_plus_178_per_seat() -> None:
    assert [feature_size(n) for n in range(2, 7)] == [1156, 1334, 1512, 1690, 1868]
    assert [feature_size(n) for n in range(2, 7)] == [800 + 178 * n for n in range(2, 7)]
    assert feature_size(4, Options(open_money=True, offers_per_turn=0)) == feature_size(4)
    assert all(len(features(view(game(n), 0))) == feature_size(n) for n in range(2, 7))


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23), (5, 24), (6, 25)])
def test_every_view_gives_feature_size_floats_in_0_1(players: int, seed: int) -> None:
    size = feature_size(players)
    for step, state in enumerate(_playout(players, seed)):
        if step % 13 and not is_over(state):
            continue
        for player in (*range(players), None):
            seen = view(state, player)
            observed = features(seen)
            assert len(observed) == size
            assert all(type(x) is float and 0.0 <= x <= 1.0 for x in observed)
            assert sum(observed[STEPS]) == 1.0
            assert features(copy.deepcopy(seen)) == observed
            if step % 39 == 0:
                assert features(view(determinize(seen, step), player)) == observed


def test_another_seat_s_hidden_cards_and_money_never_show() -> None:
    """States with the same view for seat 0 (``determinize``) give seat 0 the same
    features though the other hands differ; the other seats see theirs change."""
    state = _first(4, 7, Step.SHOWDOWN)
    seen = view(state, 0)
    mine = features(seen)
    others_differ = 0
    for seed in range(6):
        guess = determinize(seen, seed)
        if guess.seats[1:] == state.seats[1:]:
            continue
        others_differ += 1
        assert features(view(guess, 0)) == mine
        assert features(view(guess, None)) == features(view(state, None))
        changed = [s for s in (1, 2, 3) if guess.seats[s].hand != state.seats[s].hand]
        assert changed
        assert all(features(view(guess, s)) != features(view(state, s)) for s in changed)
    assert others_differ


def test_money_is_seen_where_the_view_shows_it_only() -> None:
    state = with_money(seated(3), 20_000, 50_000, 0)
    mine = features(view(state, 0))
    assert mine[_seat(3, 0) + 6 : _seat(3, 0) + 8] == (1.0, 0.1)  # shown, 20,000 / 200,000
    for k in (1, 2):
        assert mine[_seat(3, k) + 6 : _seat(3, k) + 8] == (0.0, 0.0)
    opened = with_money(seated(3, open_money=True), 20_000, 50_000, 0)
    seen = features(view(opened, 0))
    assert [seen[_seat(3, k) + 6 : _seat(3, k) + 8] for k in range(3)] == [
        (1.0, 0.1), (1.0, 0.25), (1.0, 0.0)
    ]  # fmt: skip


def test_each_viewer_comes_first_then_the_others_clockwise() -> None:
    state = with_money(seated(4, open_money=True), 0, 30_000, 60_000, 90_000)
    for player in range(4):
        observed = features(view(state, player))
        moneys = [observed[_seat(4, k) + 7] for k in range(4)]
        assert moneys == [((player + k) % 4) * 30_000 / 150_000 for k in range(4)]
        towns = [observed[_seat(4, k) : _seat(4, k) + 6].index(1.0) for k in range(4)]
        assert towns == [(player + k) % 4 for k in range(4)]  # seat s holds the s-th town


def test_a_spectator_sees_from_seat_0_and_says_so() -> None:
    state = seated(3)
    spectator, first = features(view(state, None)), features(view(state, 0))
    assert (spectator[0], first[0]) == (1.0, 0.0)
    assert sum(spectator[_hand(3) : _hand(3) + 47]) == 0.0  # no hand
    assert sum(first[_hand(3) : _hand(3) + 43]) > 0.0
    assert spectator[_seat(3, 0) + 6] == 0.0  # seat 0's money is secret to a spectator


def test_a_building_shows_on_its_space_with_the_seat_it_pays() -> None:
    state = seated(3)
    before = features(view(state, 0))
    state = placed(state, 2, Building.HOTEL, Town.DRY_GULCH, 1)  # Dry Gulch is seat 1's
    at = _town_space(3, 7 + 1)
    hotel = list(Building).index(Building.HOTEL)  # the saloon first, as in the enum
    for viewer, paid in ((0, 1), (1, 0), (2, 2)):
        observed = features(view(state, viewer))
        assert observed[at : at + 10] == tuple(float(i == hotel) for i in range(10))
        assert observed[at + 10 : at + 13] == tuple(float(k == paid) for k in range(3))
    after = features(view(state, 0))
    assert after[_seat(3, 1) + 21] == 1_000 / 50_000  # seat 1's income marker
    assert before[_seat(3, 1) + 21] == 0.0
    saloon = _town_space(3, 0)  # seat 0's saloon on space 0 of Coyote Creek
    assert after[saloon : saloon + 13] == (1.0,) + (0.0,) * 12  # a saloon pays nobody


def test_a_repaired_section_is_no_longer_broken() -> None:
    state = seated(2)
    line, section = Line.COYOTE_CREEK, 1  # a broken curve
    broken_at = HEAD + _board(2) - 56 + section
    assert features(view(state, 0))[broken_at] == 1.0
    state = placed(state, 1, Shape.CURVE, line, section)
    observed = features(view(state, 0))
    assert (observed[broken_at], observed[broken_at + 28]) == (0.0, 1.0)


def test_the_viewer_s_cards_are_counted_against_their_copies() -> None:
    state = seated(2)
    dynamiteros = state.seats[0].hand.count(Card.DYNAMITERO)
    state = given(state, 0, Card.DYNAMITERO, Card.DYNAMITERO)
    at = _hand(2) + list(Card).index(Card.DYNAMITERO)
    assert features(view(state, 0))[at] == (dynamiteros + 2) / 6
    assert features(view(state, 1))[at] == state.seats[1].hand.count(Card.DYNAMITERO) / 6


def test_the_loot_of_a_bank_attack_is_seen_by_every_seat() -> None:
    """Seat 0 ($10,000) loots seat 1's bank ($7,000) of $4,000: every seat, and a
    spectator, sees that amount and whose bank it was; the next move clears it."""
    state = placed(seated(3), 1, Building.BANK, Town.DRY_GULCH, 1)
    state = armed(armed(disarmed(state), 0, Coup.THREE), 1, Coup.ONE)
    state = with_money(at(state, 0, Step.SHOWDOWN), 10_000, 7_000, 10_000)
    before = apply(state, AttackBank(0, 1, Coup.THREE))
    looted = apply(before, Surrender(1))
    at_loot = _loot(3)
    for viewer in (0, 1, 2, None):
        observed = features(view(looted, viewer))
        me = 0 if viewer is None else viewer
        owner = tuple(float(k == (1 - me) % 3) for k in range(3))
        assert observed[at_loot : at_loot + 5] == (1.0, 4_000 / 200_000, *owner)
        assert observed[at_loot + 5 : _fight(3)] == ()
        assert features(view(before, viewer))[at_loot : at_loot + 5] == (0.0,) * 5
    passed = apply(looted, Pass(0))
    assert features(view(passed, 2))[at_loot : at_loot + 5] == (0.0,) * 5


def test_the_gunfight_totals_and_the_viewer_s_need_are_seen() -> None:
    state = _first(2, 4, Step.GUNFIGHT)
    fight = state.turn.fight
    assert fight is not None
    asked = fight.turn
    assert asked is not None
    observed = features(view(state, asked))
    at = _fight(2)
    assert observed[at : at + 2] == (1.0, max(fight.totals) / 30)
    assert observed[at + 2] > 0.0  # the shots it needs
    own = at + 3  # the viewer's part first: it takes part, is in, is asked
    assert observed[own : own + 3] == (1.0, 1.0, 1.0)


def test_a_poker_card_face_down_shows_its_number_to_its_player_only() -> None:
    state = _first(3, 5, Step.LAST_CARD)
    game = state.turn.poker
    assert game is not None
    challenger, challenged = game.challenger, game.challenged
    card = game.cards[game.players.index(challenger)]
    assert card is not None
    assert card.number is not None

    def part(viewer: int) -> tuple[float, ...]:
        at = _poker(3) + 5 + 6 * 3 + 7 * ((challenger - viewer) % 3)
        return features(view(state, viewer))[at : at + 7]

    assert part(challenger)[4:6] == (1.0, card.number / 25)  # placed, and its number
    assert part(challenged)[4:6] == (1.0, 0.0)  # placed, face down
    assert part(challenged)[0] == 1.0  # the challenger takes part


def test_features_refuse_what_is_not_a_view() -> None:
    state = seated(3)
    with pytest.raises(TypeError):
        features(state)  # type: ignore[arg-type]
    seen = view(state, 0)
    board = seen.board
    ranch = board.buildings[0].evolve(building=Building.RANCH)
    stranger = board.buildings[0].evolve(place=Grassland.GRASSLAND_1, earner=None)
    far = board.buildings[0].evolve(building=Building.HOTEL, space=1, earner=3)
    for bad in (
        seen.evolve(seats=seen.seats[:2]),
        seen.evolve(board=board.evolve(buildings=(ranch,))),
        seen.evolve(board=board.evolve(buildings=(stranger,))),
        seen.evolve(board=board.evolve(buildings=(far,))),
        seen.evolve(winner=5),
        seen.evolve(hand=("x",)),
    ):
        with pytest.raises(ValueError, match="not one a game can show"):
            features(bad)
