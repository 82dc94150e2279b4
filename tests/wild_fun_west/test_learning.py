"""The action space (``codec``) and the observation (``features``) of *Wild Fun West*:
every legal action of random games has an id that decodes back to it, the ids follow the
documented layout, and every view gives ``feature_size`` finite floats."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest

from frontier_games.core import SetupError
from frontier_games.games.wild_fun_west import learning
from frontier_games.games.wild_fun_west.content import (
    Building,
    Character,
    Content,
    Profession,
)
from frontier_games.games.wild_fun_west.learning import codec, feature_size, features
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Exchange,
    Forbid,
    Options,
    Pass,
    Phase,
    Place,
    State,
    Steal,
    SwapObjectives,
)
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    money_bound,
    new_game,
)
from frontier_games.games.wild_fun_west.view import determinize, view
from frontier_games.rng import Rng, randbelow

C = Character
ABLE = (
    C.CALAMITY_JANE,
    C.JESSE_JAMES,
    C.ANNIE_OAKLEY,
    C.BUFFALO_BILL,
    C.JUDGE_ROY_BEAN,
    C.WYATT_EARP,
    C.GEORGE_CUSTER,
    C.BELLE_STARR,
)
"""Characters with actions of their own in the space."""


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


# -- the action space ------------------------------------------------------------------------


def test_the_space_s_size_follows_the_documented_blocks() -> None:
    space = codec(4)
    m, b, p, n = money_bound(4), len(Building), len(Profession), 4
    assert space.size == (m + 1) + 1 + b * m + p * p + 2 * n + 4 + p * (p - 1) + 7 * b + b
    assert space.size == 11857  # as the module says, with the defaults


def test_ids_follow_the_documented_layout() -> None:
    space = codec(5)
    m = money_bound(5)
    assert space.encode(Bid(3, 0)) == 0
    assert space.encode(Bid(3, m)) == m
    assert space.encode(Pass(1)) == m + 1
    school = sorted(Building, key=lambda b: b.index).index(Building.SCHOOL)
    assert space.encode(Place(0, Building.SCHOOL, 7)) == m + 2 + school * m + 6
    first_activation = m + 2 + len(Building) * m
    assert space.encode(Activate(2, Profession.STATION_MASTER)) == first_activation
    assert space.decode(first_activation + 1, 4) == Activate(
        4, Profession.STATION_MASTER, Profession.PROSPECTOR
    )
    assert space.decode(space.size - 1, 2) == ChooseBuilding(2, Building.FUNERAL_PARLOUR)


def test_every_seat_target_is_listed_for_every_seat() -> None:
    space = codec(6)
    for seat in range(6):
        for target in range(6):
            assert space.decode(space.encode(Forbid(0, target)), seat) == Forbid(seat, target)
            swap = SwapObjectives(seat, target)
            assert space.decode(space.encode(swap), seat) == swap


@pytest.mark.parametrize(("players", "seed"), [(4, 11), (7, 12)])
def test_every_legal_action_of_random_games_encodes_and_decodes_back(
    players: int, seed: int
) -> None:
    options = Options(characters=ABLE[:players])
    space = codec(players, options)
    kinds: set[type] = set()
    for game in range(3):
        for state in _playout(players, seed + game, options):
            for seat in actors(state):
                for action in legal_actions(state, seat):
                    assert space.decode(space.encode(action), seat) == action
                    kinds.add(type(action))
    assert {Bid, Pass, Place, Activate, Exchange, Steal} <= kinds


def test_a_smaller_content_has_a_smaller_space() -> None:
    professions = Content().professions[:20]
    content = Content(professions=professions)
    space = codec(4, Options(content=content))
    m = money_bound(4, Options(content=content))
    assert space.size == (m + 1) + 1 + 20 * m + 20 * 20 + 8 + 4 + 20 * 19 + 7 * 20 + 20
    with pytest.raises(ValueError, match="not in this action space"):
        space.encode(Exchange(0, Profession.POSTMASTER, Profession.BARBER))


def test_a_configuration_builds_its_space_once() -> None:
    space = codec(5)
    assert codec(5, Options(open_money=True, short_game=True)) is space  # same ids
    assert codec(5, Options(content=Content())) is space  # an equal content
    assert codec(5, Options(turn_limit=20)) is not space
    assert codec(5, Options(turn_limit=20)).size < space.size
    assert codec(6) is not space


def test_bad_settings_are_setup_errors() -> None:
    for players in (3, 9, True, 4.0):
        with pytest.raises(SetupError):
            codec(players)  # type: ignore[arg-type]
        with pytest.raises(SetupError):
            feature_size(players)  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        codec(4, "x")  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        feature_size(4, Options(turn_limit=0))


# -- the observation -------------------------------------------------------------------------


def test_the_feature_size_is_213_plus_108_per_seat() -> None:
    assert [feature_size(n) for n in range(4, 9)] == [213 + 108 * n for n in range(4, 9)]
    assert feature_size(5, Options(open_money=True)) == feature_size(5)


@pytest.mark.parametrize(("players", "seed"), [(4, 21), (6, 22), (8, 23)])
def test_every_view_gives_feature_size_finite_floats(players: int, seed: int) -> None:
    options = Options(characters=ABLE[:players])
    size = feature_size(players, options)
    for step, state in enumerate(_playout(players, seed, options)):
        if step % 10 and not is_over(state):
            continue
        for player in (*range(players), None):
            seen = view(state, player)
            observed = features(seen)
            assert len(observed) == size
            assert all(type(x) is float and math.isfinite(x) for x in observed)
            assert features(view(determinize(seen, step), player)) == observed


def test_the_features_start_with_the_viewer_and_the_phase() -> None:
    state = new_game(5, 1)
    observed = features(view(state, 3))
    assert observed[:5] == (0.0, 0.0, 0.0, 1.0, 0.0)
    phases = list(Phase)
    assert observed[5 + phases.index(state.phase)] == 1.0
    assert sum(observed[5 : 5 + len(phases)]) == 1.0
    assert features(view(state, None))[:5] == (0.0,) * 5


def test_features_differ_between_seats_only_where_their_views_do() -> None:
    state = new_game(4, 2, Options(open_money=True))
    one, two = features(view(state, 0)), features(view(state, 1))
    assert one != two
    assert len(one) == len(two)


def test_features_refuse_what_is_not_a_view() -> None:
    state = new_game(4, 1)
    with pytest.raises(TypeError):
        features(state)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not one a game can show"):
        features(view(state, 0).evolve(characters=()))


def test_the_space_holds_the_rules_own_action_objects() -> None:
    # A legal action from the homes' tables is found in the codec by identity: every one
    # listed in a game, but the amounts above the tables' $64.
    space = codec(4)
    choose = random.Random(4)
    state = new_game(4, 4)
    found = 0
    while not is_over(state):
        seat = min(actors(state))
        moves = legal_actions(state, seat)
        for action in moves:
            if getattr(action, "amount", 0) <= 64:
                assert space.decode(space.encode(action), seat) is action
                found += 1
        state = apply(state, choose.choice(moves))
    assert found > 1000


_MEMOS = (
    learning._cards_segment,
    learning._seats_segment,
    learning._tail,
    learning._building_flags,
)


@pytest.mark.parametrize(("players", "seed"), [(4, 31), (7, 32)])
def test_the_features_memos_give_what_working_out_afresh_gives(players: int, seed: int) -> None:
    # The parts of the vector that change only when a card moves are memos: warm, they
    # must give what a vector worked out with every memo empty gives.
    options = Options(characters=ABLE[:players], finish_turn=True)
    views = [
        view(state, player)
        for state in _playout(players, seed, options)
        for player in (*range(players), None)
    ]
    warm = [features(seen) for seen in views]
    for seen, expected in list(zip(views, warm, strict=True))[::5]:
        for memo in _MEMOS:
            memo.cache_clear()
        assert features(seen) == expected
