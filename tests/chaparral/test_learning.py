"""The action space (``codec``) and the observation (``features``) of *Chaparral*: every
legal action of random games has an id that decodes back to it, the ids follow the
documented layout, and every view gives ``feature_size`` floats in ``[0, 1]``, seen from
the viewer's chair, that read nothing but the view."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from frontier_games.core import SetupError, evolved
from frontier_games.games.chaparral import learning
from frontier_games.games.chaparral.content import (
    BUSINESS_CARDS,
    FARM_CARDS,
    MARKET,
    STANDARD_CONTENT,
    Business,
    Character,
    Content,
    Event,
    Farm,
    Good,
    Objective,
)
from frontier_games.games.chaparral.learning import codec, feature_size, features
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Options,
    Pass,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    RemoveApache,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    Turn,
    UseAlley,
)
from frontier_games.games.chaparral.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.chaparral.table import fortune
from frontier_games.games.chaparral.view import determinize, view
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_json

B, C, E, F = Business, Character, Event, Farm
PER_PLAYER = 90
"""The floats of one seat's board, the last part of the features (per seat)."""
PHASES = slice(10, 16)
"""Where the phase one-hot lies (after the spectator flag and the round's nine)."""


def _playout(players: int, seed: int, options: Options | None = None) -> Iterator[State]:
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    while True:
        yield state
        if is_over(state):
            return
        (seat,) = actors(state)
        actions = legal_actions(state, seat)
        index, rng = randbelow(rng, len(actions))
        state = apply(state, actions[index])


def _with_money(state: State, seat: int, money: int) -> State:
    boards = list(state.players)
    boards[seat] = boards[seat].evolve(money=money)
    return state.evolve(players=tuple(boards))


def _player_block(players: int, k: int) -> int:
    """Where the ``k``-th seat from the viewer's board begins in the features."""
    return feature_size(players) - PER_PLAYER * (players - k)


# -- the action space ------------------------------------------------------------------------


def test_the_space_has_the_same_1644_ids_in_every_configuration() -> None:
    sizes = {codec(n).size for n in (2, 3, 4)}
    sizes.add(codec(3, Options(alley_any_character=True, first_player=2)).size)
    assert sizes == {12 + 12 + 1 + 36 + 1 + 12 + 10 + 12 * 11 * 10 + 2 + 80 + 20 + 54 + 12 + 4 + 68}
    assert sizes == {1644}
    assert codec(4) is codec(4)  # built once
    assert codec(2).players == 2


def test_ids_follow_the_documented_layout() -> None:
    space = codec(4)
    expected: list[tuple[ChaparralAction, int]] = [
        (Allocate(0, C.SHERIFF), 0),
        (Block(0, C.SHERIFF), 12),
        (EnterAlley(0), 24),
        (Influence(0, C.SHERIFF, B.CIGAR_SHOP), 25),
        (Influence(0, C.SHERIFF, B.GUN_SHOP), 26),
        (Influence(0, C.MAYOR, B.CIGAR_SHOP), 27),
        (Influence(0, None, B.CIGAR_SHOP), 49),
        (Pass(0), 61),
        (Perform(0, C.SHERIFF), 62),
        (UseAlley(0, C.BANKER), 74),
        (UseAlley(0, C.GENERAL_CUSTER), 83),
        (ArrangeEvents(0, E.LACK_OF_RESOURCES, (E.NO_INFLUENCE, E.STAGECOACH_ROBBERY)), 84),
        (ArrangeEvents(0, E.LACK_OF_RESOURCES, (E.STAGECOACH_ROBBERY, E.NO_INFLUENCE)), 94),
        (ArrangeEvents(0, E.NO_INFLUENCE, (E.LACK_OF_RESOURCES, E.STAGECOACH_ROBBERY)), 84 + 110),
        (ArrangeEvents(0, E.LOSSES_AND_DAMAGES, (E.FATAL_AMBUSH, E.CRUEL_BATTLE)), 1403),
        (TakeStagecoach(0, True), 1404),
        (TakeStagecoach(0, False), 1405),
        (BuyFarm(0, F.SHEEP_1), 1406),
        (Sell(0, F.SHEEP_1), 1422),
        (Host(0, F.SHEEP_1), 1438),
        (RemoveApache(0, F.SHEEP_1), 1454),
        (RemoveApache(0, F.SHEEP_1, True), 1470),
        (RemoveApache(0, F.WHEAT_4, True), 1485),
        (Build(0, Good.SHEEP, 1), 1486),
        (Build(0, Good.OXEN, 5), 1505),
        (Mine(0, 0, 1), 1506),
        (Mine(0, 1, 0), 1510),
        (Mine(0, 10, 4), 1559),
        (BuyBusiness(0, B.CIGAR_SHOP), 1560),
        (TakePrize(0, True), 1572),
        (TakePrize(0, False), 1573),
        (Bribe(0), 1574),
        (Donate(0), 1575),
        (Penalty(0, PenaltyKind.COWBOYS), 1576),
        (Penalty(0, PenaltyKind.MONEY), 1577),
        (Penalty(0, PenaltyKind.MARKERS, (B.CIGAR_SHOP, B.GUN_SHOP)), 1578),
        (Penalty(0, PenaltyKind.MARKERS, (B.PAWNSHOP, B.STABLE)), 1643),
    ]
    for action, index in expected:
        assert space.encode(action) == index, action
        assert space.decode(index, 0) == action


def test_an_index_means_the_same_move_for_every_seat() -> None:
    space = codec(3)
    for index in (0, 61, 84, 1559, 1643):
        moves = [space.decode(index, seat) for seat in range(3)]
        assert [move.player for move in moves] == [0, 1, 2]
        assert {evolved(move, player=0) for move in moves} == {moves[0]}
        assert {space.encode(move) for move in moves} == {index}


@pytest.mark.parametrize(
    "action",
    [
        Mine(0, 0, 0),
        Mine(0, 11, 0),
        Mine(0, 0, 5),
        Build(0, Good.WHEAT, 1),
        Build(0, Good.SHEEP, 6),
        UseAlley(0, C.SHERIFF),
        UseAlley(0, C.MAYOR),
        Influence(0, C.SHERIFF, B.STABLE),
        Penalty(0, PenaltyKind.MARKERS, (B.GUN_SHOP, B.CIGAR_SHOP)),
        Penalty(0, PenaltyKind.MARKERS, (B.GUN_SHOP, B.GUN_SHOP)),
        ArrangeEvents(0, E.FATAL_AMBUSH, (E.FATAL_AMBUSH, E.CRUEL_BATTLE)),
        ArrangeEvents(0, E.FATAL_AMBUSH, (E.CRUEL_BATTLE,)),
        Allocate(4, C.SHERIFF),
    ],
)
def test_what_the_rules_never_allow_is_not_in_the_space(action: ChaparralAction) -> None:
    with pytest.raises(ValueError, match="not in this action space"):
        codec(4).encode(action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_action_of_random_games_encodes_and_decodes_back(players: int) -> None:
    space = codec(players)
    kinds: set[type] = set()
    for seed in range(4):
        for state in _playout(players, 100 * players + seed):
            for seat in actors(state):
                legal = legal_actions(state, seat)
                for action in legal:
                    assert space.decode(space.encode(action), seat) == action
                    kinds.add(type(action))
                assert sum(space.mask(legal)) == len(legal)
    common = {
        Allocate, EnterAlley, Influence, Pass, Perform, UseAlley, ArrangeEvents, BuyFarm,
        Sell, Build, Mine, BuyBusiness, RemoveApache, Penalty,
    }  # fmt: skip
    assert common <= kinds
    assert (Block in kinds) is (players == 2)


def _without_influence(state: State, seat: int) -> State:
    boards = list(state.players)
    boards[seat] = boards[seat].evolve(influence=())
    return state.evolve(players=tuple(boards))


def _asked(state: State, seat: int, phase: Phase, step: Step = Step.CHOOSE) -> State:
    turn = Turn(seat, step, character=C.RAILWAY_CHIEF if step is Step.PRIZE else None)
    return state.evolve(phase=phase, turn=turn)


def test_the_rarer_decisions_encode_too() -> None:
    """Hand-made positions for what random games seldom reach: a prize, a gift to the
    Church, a politician to host and bribe, the Apache token, a sheep farm's marker, every
    pair of markers to lose, the whole of a miner's capacity."""
    state = new_game(4, 9)
    boards = list(state.players)
    boards[1] = boards[1].evolve(
        money=100, gold=2, cowboys=10, settlers=1, farms=(F.WHEAT_1, F.OXEN_1),
        politician=True, politicians=(F.WHEAT_1,), apache_token=True,
        influence=tuple(Business),
    )  # fmt: skip
    apaches = tuple(f for f in state.city.apaches if f is not F.WHEAT_1)
    state = state.evolve(players=tuple(boards), city=state.city.evolve(apaches=apaches))
    positions = [
        _asked(state, 1, Phase.ACTIONS, Step.PRIZE),
        _asked(state, 1, Phase.END_OF_PHASE),
        _asked(state, 1, Phase.ACTIONS),
        _asked(_without_influence(state, 1), 1, Phase.ACTIONS, Step.SHEEP_INFLUENCE),
        _asked(state, 1, Phase.LOSSES),
        _asked(state, 1, Phase.ACTIONS, Step.MINE),
        _asked(state, 1, Phase.ACTIONS, Step.ARRANGE_EVENTS),
    ]
    space = codec(4)
    kinds: set[type] = set()
    count = 0
    for position in positions:
        for action in legal_actions(position, 1):
            assert space.decode(space.encode(action), 1) == action
            kinds.add(type(action))
            count += 1
    assert {TakePrize, Donate, Host, Bribe, RemoveApache, Influence, Penalty, Mine} <= kinds
    assert {ArrangeEvents} <= kinds
    assert count >= 2 + 2 + 12 + 66 + 2 + 6  # prizes, gift, sheep, markers, penalties, Sheriff


def test_bad_settings_are_setup_errors() -> None:
    for players in (1, 5, True, 3.0):
        with pytest.raises(SetupError):
            codec(players)  # type: ignore[arg-type]
        with pytest.raises(SetupError):
            feature_size(players)  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        codec(4, "x")  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        feature_size(3, Options(first_player=3))


# -- the observation -------------------------------------------------------------------------


def test_the_feature_size_is_421_plus_114_per_seat() -> None:
    assert [feature_size(n) for n in (2, 3, 4)] == [649, 763, 877]
    assert feature_size(3, Options(alley_any_character=True)) == feature_size(3)


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_every_view_gives_feature_size_floats_in_0_1(players: int, seed: int) -> None:
    size = feature_size(players)
    for step, state in enumerate(_playout(players, seed)):
        if step % 7 and not is_over(state):
            continue
        for player in (*range(players), None):
            seen = view(state, player)
            observed = features(seen)
            assert len(observed) == size
            assert all(type(x) is float and 0.0 <= x <= 1.0 for x in observed)
            assert sum(observed[PHASES]) == 1.0
            assert features(view(determinize(seen, step), player)) == observed
            assert features(copy.deepcopy(seen)) == observed


def test_a_spectator_sees_from_seat_0_and_says_so() -> None:
    state = new_game(3, 5)
    spectator, first = features(view(state, None)), features(view(state, 0))
    assert spectator[0] == 1.0
    assert first[0] == 0.0
    assert spectator[1:] == first[1:]  # nothing secret is seen yet


def test_each_viewer_comes_first_then_the_others_clockwise() -> None:
    state = new_game(4, 3)
    for seat, money in enumerate((0, 40, 80, 120)):
        state = _with_money(state, seat, money)
    for player in range(4):
        observed = features(view(state, player))
        moneys = [observed[_player_block(4, k)] for k in range(4)]
        assert moneys == [((player + k) % 4) * 40 / 200 for k in range(4)]


def test_more_money_changes_the_money_and_the_fortune_only() -> None:
    state = new_game(3, 8)
    before = features(view(state, 1))
    after = features(view(_with_money(state, 2, state.players[2].money + 50), 1))
    changed = [i for i, (x, y) in enumerate(zip(before, after, strict=True)) if x != y]
    block = _player_block(3, 1)  # seat 2 is the first on seat 1's left
    assert changed == [block, block + PER_PLAYER - 1]
    assert after[block] == before[block] + 50 / 200
    rich = features(view(_with_money(state, 2, 1000), 1))
    assert rich[block] == 1.0  # capped


def test_the_phase_and_the_round_are_one_hot() -> None:
    state = new_game(2, 4)
    observed = features(view(state, 0))
    assert observed[1:10] == (1.0,) + (0.0,) * 8
    assert observed[PHASES] == tuple(float(p is Phase.ALLOCATION) for p in Phase)
    later = state.evolve(board=state.board.evolve(round=7))
    assert features(view(later, 0))[1:10] == (0.0,) * 6 + (1.0, 0.0, 0.0)


def test_the_events_a_sheriff_saw_are_in_its_features_only() -> None:
    for state in _playout(3, 31):
        sheriff = state.turn.seat
        if any(e is not None for e in state.city.seen[sheriff]):
            break
    else:
        pytest.fail("no Sheriff looked at the events")
    known = sum(e is not None for e in state.city.seen[sheriff])
    seen_block = slice(75, 75 + 11 * 12)
    assert sum(features(view(state, sheriff))[seen_block]) == known == 3
    others = [seat for seat in range(3) if not any(state.city.seen[seat])]
    assert others
    for seat in (*others, None):
        assert sum(features(view(state, seat))[seen_block]) == 0.0


def test_objectives_claimed_and_left_are_counted() -> None:
    state = new_game(4, 2)
    boards = list(state.players)
    boards[0] = boards[0].evolve(objectives=(Objective.WEALTH,))
    left = list(state.city.objectives)
    left.remove(Objective.WEALTH)
    state = state.evolve(
        players=tuple(boards),
        city=state.city.evolve(objectives=tuple(left)),
    )
    mine = features(view(state, 0))
    theirs = features(view(state, 3))
    block = _player_block(4, 0)
    claimed = slice(block + PER_PLAYER - 18, block + PER_PLAYER - 2)
    assert mine[claimed] == tuple(float(o is Objective.WEALTH) for o in Objective)
    assert mine[block + PER_PLAYER - 2] == 1 / 6
    assert theirs[_player_block(4, 1) + PER_PLAYER - 2] == 1 / 6  # seat 0 on seat 3's left
    assert mine != theirs


def test_features_refuse_what_is_not_a_view() -> None:
    state = new_game(3, 1)
    with pytest.raises(TypeError):
        features(state)  # type: ignore[arg-type]
    seen = view(state, 0)
    with pytest.raises(ValueError, match="not one a game can show"):
        features(seen.evolve(players=seen.players[:2]))
    with pytest.raises(ValueError, match="not one a game can show"):
        features(seen.evolve(events_seen=(None,) * 12))
    with pytest.raises(ValueError, match="not one a game can show"):
        features(seen.evolve(market=()))


def test_equal_views_give_the_same_features_and_each_content_its_own() -> None:
    """The observation remembers parts of the views it reads (a board's part, the market,
    the rows of farms): a view loaded back from JSON (equal, made of other objects) gives
    the same floats, and the same position under a content with other prices gives the
    prices of that content."""
    pricey = Content(
        businesses=tuple(card.evolve(price=card.price + 10) for card in BUSINESS_CARDS),
        farms=tuple(card.evolve(price=card.price + 10) for card in FARM_CARDS),
        market=tuple(c.evolve(prices=tuple(p + 5 for p in c.prices)) for c in MARKET),
    )
    market = 1 + 9 + 6 + 11 + 12 + 1 + 9 + 3 + 1 + 9 + 1 + 12 + 11 * 12 + 1 + 12 * 7 + 3 * 16
    owners = 0
    for step, state in enumerate(_playout(3, 51)):
        if step % 5:
            continue
        me = step % 3
        seen = view(state, me)
        observed = features(seen)
        assert features(from_json(to_json(seen), type(seen))) == observed
        options = seen.setup.options.evolve(content=pricey)
        other = seen.evolve(setup=seen.setup.evolve(options=options))
        priced = features(other)
        assert features(from_json(to_json(other), type(other))) == priced
        sales = seen.market[0]
        if sales < len(MARKET[0].prices) and seen.board.event is not Event.MARKET_SLUMP:
            assert observed[market + 2] == min(MARKET[0].prices[sales] / 50, 1.0)
            assert priced[market + 2] == min((MARKET[0].prices[sales] + 5) / 50, 1.0)
        for k in range(3):  # each seat's fortune, the last of its floats
            board = seen.players[(me + k) % 3]
            last = _player_block(3, k) + PER_PLAYER - 1
            assert observed[last] == min(fortune(STANDARD_CONTENT, board, seen.apaches) / 400, 1.0)
            assert priced[last] == min(fortune(pricey, board, seen.apaches) / 400, 1.0)
            owners += bool(board.farms or board.owned)
    assert owners


_MEMOS = ("_head", "_table", "_pieces", "_alley", "_player", "_characters", "_flags")
"""The features' remembered blocks (``functools.lru_cache``)."""


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 8)])
def test_the_remembered_feature_blocks_give_what_computing_them_anew_gives(
    players: int, seed: int
) -> None:
    views = [
        view(state, seat)
        for state in _playout(players, seed, Options(alley_any_character=seed % 2 == 0))
        for seat in (None, *range(players))
    ]
    remembered = [features(v) for v in views]  # the memos warm, as in a game
    for v, kept in zip(views, remembered, strict=True):
        for name in _MEMOS:
            getattr(learning, name).cache_clear()
        assert features(v) == kept
