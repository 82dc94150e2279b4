"""Bad input never breaks *Pappy Winchester* (issue 8): each family of the outside review,
as it applies to this game, and a Hypothesis property over junk in every field."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.core import (
    IllegalActionError,
    InvalidStateError,
    SetupError,
    action_class,
    frozen_class,
)
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    Bid,
    BonusKind,
    Content,
    Duel,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    Pass,
    Phase,
    Rumor,
    State,
    Vehicle,
    View,
)
from frontier_games.serialization import from_json, to_json
from tests.pappy_winchester.positions import stacked

JEFF, MONICA, RONALD, ASHLEY = 0, 1, 2, 3
HUGE = 10**5000
"""An int too long to print: a message showing it must not raise."""


def play(state: State, *actions: Any) -> State:
    for action in actions:
        state = pw.apply(state, action)
    return state


def rumor_position() -> State:
    """Jeff (seat 0 of 4) has bought plot 17 and uses its Rumor token."""
    return play(stacked(), Bid(JEFF, 3000), Pass(MONICA), Pass(RONALD), Pass(ASHLEY))


def move_position() -> State:
    """Jeff has bought plot 17 and uses its Movement token."""
    state = stacked(token=BonusKind.MOVEMENT)
    return play(state, Bid(JEFF, 3000), Pass(MONICA), Pass(RONALD), Pass(ASHLEY))


def over_position() -> State:
    """A whole game, every seat passing on every plot (the first player buys each)."""
    state = pw.new_game(4, 2)
    while not pw.is_over(state):
        (seat,) = pw.actors(state)
        state = pw.apply(state, pw.legal_actions(state, seat)[-1 if state.auction else 0])
    return state


def refused(state: State, action: object) -> str:
    """The rule ``apply`` refuses ``action`` with (it must refuse it)."""
    with pytest.raises(IllegalActionError) as caught:
        pw.apply(state, action)  # type: ignore[arg-type]
    return caught.value.rule


def positions() -> list[State]:
    return [stacked(), rumor_position(), move_position(), over_position()]


# -- 1. fields of an action are checked by their type -----------------------------------------


@pytest.mark.parametrize(
    "card",
    [
        HiddenCard(HiddenKind.MINE, 2.0),  # type: ignore[arg-type]
        HiddenCard(HiddenKind.MINE, 2, False),
        HiddenCard(HiddenKind.MINE, 2, 0.0),  # type: ignore[arg-type]
        HiddenCard(HiddenKind.OBJECTIVE, True, 0),
        HiddenCard(HiddenKind.OBJECTIVE, 1, True),
        HiddenCard("mine", 2),  # type: ignore[arg-type]
        HiddenCard(Vehicle.BOAT, 2),  # type: ignore[arg-type]
        "mine 2",
    ],
)
def test_a_rumor_on_a_card_with_a_bool_or_float_place_or_slot_is_refused(card: Any) -> None:
    state = rumor_position()
    assert HiddenCard(HiddenKind.MINE, 2) in pw.rumor_targets(state, JEFF)  # the real one is
    assert refused(state, Rumor(JEFF, card)) == "not-a-card"
    assert state.table.known[JEFF] == frozenset()


def test_a_rumor_on_a_card_too_far_to_print_is_refused_as_not_hidden() -> None:
    state = rumor_position()
    assert refused(state, Rumor(JEFF, HiddenCard(HiddenKind.MINE, HUGE))) == "card-not-hidden"


def test_a_subclass_of_hidden_card_is_not_a_card() -> None:
    @frozen_class
    class Card(HiddenCard):
        pass

    assert refused(rumor_position(), Rumor(JEFF, Card(HiddenKind.MINE, 2))) == "not-a-card"


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (MoveVehicle(JEFF, Vehicle.BOAT, True), "vehicle-off-track"),
        (MoveVehicle(JEFF, Vehicle.BOAT, 1.0), "vehicle-off-track"),  # type: ignore[arg-type]
        (MoveVehicle(JEFF, Vehicle.BOAT, HUGE), "vehicle-off-track"),
        (MoveVehicle(JEFF, "boat", 1), "not-a-vehicle"),  # type: ignore[arg-type]
        (MoveVehicle(JEFF, HiddenKind.MINE, 1), "not-a-vehicle"),  # type: ignore[arg-type]
        (MoveVehicle(False, Vehicle.BOAT, 1), "no-such-seat"),
        (MoveVehicle(0.0, Vehicle.BOAT, 1), "no-such-seat"),  # type: ignore[arg-type]
    ],
)
def test_a_movement_with_a_square_or_vehicle_of_the_wrong_type_is_refused(
    action: MoveVehicle, rule: str
) -> None:
    assert refused(move_position(), action) == rule


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (Bid(JEFF, 3000.0), "not-an-amount"),  # type: ignore[arg-type]
        (Bid(JEFF, True), "not-an-amount"),
        (Bid(JEFF, "3000"), "not-an-amount"),  # type: ignore[arg-type]
        (Bid(False, 3000), "no-such-seat"),
        (Pass(0.0), "no-such-seat"),  # type: ignore[arg-type]
        (Duel(None), "no-such-seat"),  # type: ignore[arg-type]
    ],
)
def test_a_bid_pass_or_duel_with_a_field_of_the_wrong_type_is_refused(
    action: object, rule: str
) -> None:
    assert refused(stacked(), action) == rule


# -- 2. a seat is an exact int -----------------------------------------------------------------


@pytest.mark.parametrize("state", positions(), ids=["bidding", "rumor", "move", "over"])
def test_false_and_0_0_are_not_seat_0_so_they_have_no_legal_actions(state: State) -> None:
    for seat in (False, 0.0, True, 1.0, None, "0", HUGE, -HUGE):
        assert pw.legal_actions(state, seat) == ()  # type: ignore[arg-type]


def test_view_and_the_helpers_refuse_what_is_not_a_seat_with_a_value_error() -> None:
    state = rumor_position()
    for seat in (True, 0.0, 7, HUGE, "0"):
        with pytest.raises(ValueError, match="no seat"):
            pw.view(state, seat)  # type: ignore[arg-type]
        for helper in (pw.rumor_targets, pw.secret_objective_value):
            with pytest.raises(ValueError, match="no seat"):
                helper(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            pw.narrate(stacked(), Pass(JEFF), seat)  # type: ignore[arg-type]


# -- 3 and 4. determinize trusts nothing --------------------------------------------------------


def deal_again(view: View, **changes: Any) -> State:
    return pw.determinize(view.evolve(**changes), 1)


def test_a_view_showing_a_secret_objective_card_twice_is_a_value_error_not_a_runtime_error() -> (
    None
):
    """The old ``except StopIteration`` around a generator could never fire (PEP 479)."""
    view = pw.view(pw.new_game(5, 1), 0)
    card = view.secrets[0][0]
    assert card is not None
    with pytest.raises(ValueError, match="the same Secret Objective card twice"):
        deal_again(view, secrets=((card, card), *view.secrets[1:]))


def test_a_trillion_dollars_held_is_refused_at_once() -> None:
    view = pw.view(stacked(), JEFF)
    started = time.perf_counter()
    with pytest.raises(ValueError, match="money_total is 1000000000000, not a whole number"):
        deal_again(view, money_total=10**12)
    with pytest.raises(ValueError, match="money_total is an int of 5001 digits"):
        deal_again(view, money_total=HUGE)
    assert time.perf_counter() - started < 0.5


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"players": 7}, "players is 7, not 3 to 5"),
        ({"players": True}, "players is True"),
        ({"player": 4}, "player is 4, not a seat from 0 to 3"),
        ({"player": False}, "player is False"),
        ({"phase": "bidding"}, "phase is 'bidding', not a Phase"),
        ({"money": (8000, None, None)}, "money must be a tuple of 4"),
        ({"money": (8000.0, None, None, None)}, "seat 0's money is 8000.0"),
        ({"money": (8500, None, None, None)}, "seat 0's money is 8500"),
        ({"saloon": -1000}, "saloon is -1000"),
        ({"owners": (None,) * 18}, "owners must be a tuple of 19"),
        ({"owners": (5,) + (None,) * 18}, "the owner of plot 1 is 5, not a seat"),
        (
            {"bonus": (BonusKind.SALOON,) * 19},
            "the bonus tokens on the plots are not the content's",
        ),
        ({"cards": (25000,) + (None,) * 18}, "plot 1 shows a card, but it holds no Mine or Ranch"),
        ({"cards": (None, 25000) + (None,) * 17}, "it shows Mine cards the content does not have"),
        ({"draws": frozenset({25})}, "a Plot token face down is 25, not a plot from 1 to 19"),
        ({"draws": frozenset({1, 2})}, "the Plot tokens face down are not the unbought plots"),
        ({"locomotive": 15}, "the locomotive is on 15, not a square from 0 to 14"),
        ({"boat": True}, "the boat is on True"),
        ({"duel_tokens": (1, True, True, True)}, "duel_tokens holds"),
        (
            {"known": (frozenset({HiddenCard(HiddenKind.MINE, 25)}),) + (frozenset(),) * 3},
            ("seat 0 looked at HiddenCard.*which no Rumor token can look at"),
        ),
        (
            {"known": (frozenset({HiddenCard(HiddenKind.OBJECTIVE, 0, 0)}),) + (frozenset(),) * 3},
            (
                "which no Rumor token can look at"  # its own card
            ),
        ),
        ({"looked_at": HiddenCard(HiddenKind.RANCH, 2.0)}, "not a HiddenCard"),  # type: ignore[arg-type]
        ({"first": -1}, "first is -1"),
        ({"order": (1, 2, 3, 0)}, "does not open at the first player"),
        ({"active": (0, 0)}, "are not some of"),
        ({"turn": 4}, "the turn 4 is not a place"),
        ({"high_bid": 3000}, "bids were made, but there is no high bidder"),
        ({"objectives": ()}, "objectives must be a tuple of 5"),
        ({"piles": (7000, 6000, 5000, 4000, 3000)}, "are not the content's"),
        ({"last_purchase": pw.LastPurchase(3, 0, 1000)}, "the last buyer does not own plot 3"),
        ({"options": Options(first_player=9)}, "Options.first_player must be None"),
    ],
)
def test_determinize_names_what_no_position_could_show(
    changes: dict[str, Any], message: str
) -> None:
    view = pw.view(stacked(), JEFF)
    with pytest.raises(ValueError, match=message):
        deal_again(view, **changes)


def test_a_view_showing_what_its_seat_cannot_see_is_refused_by_the_last_comparison() -> None:
    state = stacked()
    view = pw.view(state, JEFF)
    shown = tuple(state.table.money)  # every seat's money, though money is secret
    with pytest.raises(ValueError, match=r"at \$\.money\[\d\] it shows"):
        deal_again(view, money=shown)
    with pytest.raises(ValueError, match=r"at \$\.cards\[\d\] it shows"):  # not looked at
        deal_again(view, cards=(None, 4000) + (None,) * 17)
    hand = pw.view(state, MONICA).secrets[MONICA]
    others = tuple(hand if seat == MONICA else view.secrets[seat] for seat in range(4))
    with pytest.raises(ValueError, match=r"at \$\.secrets\[\d\]"):
        deal_again(view, secrets=others)


def test_determinize_deals_a_state_whose_view_is_the_view_given() -> None:
    for state in positions():
        for seat in (JEFF, MONICA, None):
            view = pw.view(state, seat)
            for seed in range(3):
                assert pw.view(pw.determinize(view, seed), seat) == view


def test_determinize_refuses_a_seed_that_is_not_an_int() -> None:
    with pytest.raises(TypeError, match=r"expected an int seed, got 1\.0"):
        pw.determinize(pw.view(stacked(), JEFF), 1.0)  # type: ignore[arg-type]


# -- 5. content and options are checked at setup ------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"starting_money": 8000.0}, r"Content.starting_money must be an int .*, not 8000.0"),
        ({"starting_money": 10**30}, "Content.starting_money must be an int from 0 to 1000000"),
        ({"starting_money": HUGE}, "not an int of 5001 digits"),
        ({"saloon_start": "1000"}, "Content.saloon_start must be an int"),
        ({"mine_cards": [0, 0, 4000, 6000, 10000]}, "Content.mine_cards must be a tuple of ints"),
        ({"mine_cards": (0.0, 0, 4000)}, "Content.mine_cards must be a tuple of ints"),
        ({"mine_cards": (0,) * 101}, "Content.mine_cards must hold 3 to 100 values"),
        ({"ranch_cards": (10**7,)}, "Content.ranch_cards must be an int from 0 to 1000000"),
        ({"objective_piles": (True,)}, "Content.objective_piles must be a tuple of ints"),
        ({"bonus_tokens": list(pw.BONUS_TOKENS)}, "Content.bonus_tokens must be a tuple"),
        ({"bonus_tokens": ("movement",) * 19}, "Content.bonus_tokens must be a tuple of BonusKind"),
        ({"board": "standard"}, "Content.board must be a pappy-winchester Board"),
    ],
)
def test_content_names_the_field_that_does_not_fit(changes: dict[str, Any], message: str) -> None:
    started = time.perf_counter()
    with pytest.raises(SetupError, match=message):
        Content().evolve(**changes)
    assert time.perf_counter() - started < 0.5


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"ranch": 19.0}, "Board.ranch must be a plot number"),
        ({"ranch": True}, "Board.ranch must be a plot number"),
        ({"mines": frozenset({2, 3, True})}, "Board.mines must be a frozenset of plot numbers"),
        ({"mines": {2, 3, 4}}, "Board.mines must be a frozenset"),
        ({"railway": list(pw.STANDARD_BOARD.railway)}, "Board.railway must be a tuple"),
        ({"bridge": (5.0, 6)}, "Board.bridge must be None or a pair"),
        ({"grid": list(pw.STANDARD_GRID)}, "Board.grid must be a tuple of str"),
        ({"plots": pw.STANDARD_BOARD.plots * 2}, "a board has at most 35 plots, not 38"),
        ({"river": (frozenset(),) * 101}, "the river has at most 100 squares"),
    ],
)
def test_a_board_names_the_field_that_does_not_fit(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        pw.STANDARD_BOARD.evolve(**changes)


def test_a_plot_with_a_bool_number_or_a_terrain_name_is_refused() -> None:
    plots = pw.STANDARD_BOARD.plots
    for bad, message in (
        (plots[0].evolve(number=True), "Plot.number must be an int"),
        (plots[0].evolve(terrain="desert"), "Plot.terrain must be a Terrain"),
        (plots[0].evolve(neighbours=frozenset({2.0})), "Plot.neighbours must be"),
    ):
        with pytest.raises(SetupError, match=message):
            pw.STANDARD_BOARD.evolve(plots=(bad, *plots[1:]))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (Options(first_player=4), r"Options.first_player must be None \(a random seat\) or a seat"),
        (Options(first_player=True), "Options.first_player must be None"),
        (Options(first_player=1.0), "Options.first_player must be None"),  # type: ignore[arg-type]
        (Options(duel_all_in=1), "Options.duel_all_in must be True or False, not 1"),  # type: ignore[arg-type]
        (Options(open_money=None), "Options.open_money must be True or False"),  # type: ignore[arg-type]
        (Options(content=pw.STANDARD_BOARD), "Options.content must be a pappy_winchester Content"),  # type: ignore[arg-type]
        ("open", "options must be a pappy-winchester Options, not 'open'"),
    ],
)
def test_options_are_checked_by_every_setup_function(options: Any, message: str) -> None:
    for setup in (pw.new_game, pw.codec, pw.feature_size, pw.max_actions):
        args = (4, 1, options) if setup is pw.new_game else (4, options)
        with pytest.raises(SetupError, match=message):
            setup(*args)


def test_a_subclass_of_options_or_content_is_refused() -> None:
    @attrs.frozen
    class MyOptions(Options):
        pass

    @attrs.frozen
    class MyContent(Content):
        pass

    with pytest.raises(SetupError, match="options must be a pappy-winchester Options"):
        pw.new_game(4, 1, MyOptions())
    with pytest.raises(SetupError, match=r"Options\.content must be a pappy_winchester"):
        pw.new_game(4, 1, Options(content=MyContent()))
    with pytest.raises(SetupError, match="content must be a pappy_winchester Content"):
        pw.money_bound(4, MyContent())


def test_the_largest_content_allowed_still_plays_quickly() -> None:
    rich = Content(starting_money=1_000_000, mine_cards=(1_000_000,) * 100)
    started = time.perf_counter()
    state = pw.new_game(3, 1, Options(content=rich))
    (seat,) = pw.actors(state)
    legal = pw.legal_actions(state, seat)
    assert legal[-2:] == (Bid(seat, 1_000_000), Pass(seat))
    assert len(legal) == 1001  # every bid up to $1,000,000, and the pass
    assert pw.max_actions(3, Options(content=rich)) < 10**7
    assert time.perf_counter() - started < 1


# -- 6. huge ints in messages -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (Bid(HUGE, 1000), "no-such-seat"),
        (Bid(JEFF, HUGE), "bid-above-money"),
        (Bid(JEFF, -HUGE), "raise-too-small"),
        (Pass(-HUGE), "no-such-seat"),
        (Rumor(HUGE, HiddenCard(HiddenKind.MINE, 2)), "no-such-seat"),
    ],
)
def test_an_int_too_long_to_print_is_refused_with_a_message_that_shows_its_size(
    action: object, rule: str
) -> None:
    with pytest.raises(IllegalActionError) as caught:
        pw.apply(stacked(), action)  # type: ignore[arg-type]
    assert caught.value.rule == rule
    assert "digits" in str(caught.value)


def test_describe_refuses_an_amount_too_long_to_print_with_a_value_error() -> None:
    view = pw.view(stacked(), JEFF)
    half: Any = 1.5
    for action in (Bid(JEFF, HUGE), Bid(JEFF, half), MoveVehicle(JEFF, Vehicle.BOAT, HUGE)):
        with pytest.raises(ValueError, match=r"digits|1\.5"):
            pw.describe(view, action)
    with pytest.raises(ValueError, match="not a Vehicle"):
        pw.describe(view, MoveVehicle(JEFF, "boat", 1))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat"):
        pw.describe(view, Pass(True))


# -- 7. exact classes, and objects that are not states or views -------------------------------


def test_a_subclass_of_an_action_class_is_not_an_action() -> None:
    @action_class
    class MyBid(Bid):
        pass

    @action_class
    class MyPass(Pass):
        pass

    state = stacked()
    assert refused(state, MyBid(JEFF, 3000)) == "not-an-action"
    assert refused(state, MyPass(JEFF)) == "not-an-action"
    with pytest.raises(TypeError, match="expected a Pappy Winchester action"):
        pw.describe(pw.view(state, JEFF), MyBid(JEFF, 3000))


WRONG = (None, "state", 3, pw.Options(), pw.view(stacked(), JEFF))


@pytest.mark.parametrize(
    ("function", "args"),
    [
        (pw.actors, ()),
        (pw.is_over, ()),
        (pw.legal_actions, (0,)),
        (pw.apply, (Pass(0),)),
        (pw.timing, ()),
        (pw.view, (0,)),
        (pw.outcome, ()),
        (pw.narrate, (Pass(0), None)),
    ],
)
def test_what_is_not_a_state_gets_a_type_error_saying_a_state_was_expected(
    function: Callable[..., Any], args: tuple[Any, ...]
) -> None:
    for wrong in WRONG:
        with pytest.raises(TypeError, match="expected a pappy-winchester State, got"):
            function(wrong, *args)


@pytest.mark.parametrize(
    ("function", "args"),
    [
        (pw.render, ()),
        (pw.render_map, ()),
        (pw.features, ()),
        (pw.determinize, (1,)),
        (pw.describe, (Pass(0),)),
    ],
)
def test_what_is_not_a_view_gets_a_type_error_saying_a_view_was_expected(
    function: Callable[..., Any], args: tuple[Any, ...]
) -> None:
    for wrong in (None, "view", 3, stacked()):
        with pytest.raises(TypeError, match="expected a pappy-winchester View, got"):
            function(wrong, *args)


def test_the_helpers_taking_a_state_or_a_view_say_so() -> None:
    for helper, args in (
        (pw.fortunes, ()),
        (pw.lowest_bid, ()),
        (pw.rumor_targets, (0,)),
        (pw.secret_objective_value, (0,)),
    ):
        with pytest.raises(TypeError, match="expected a pappy-winchester State or View, got"):
            helper("state", *args)  # type: ignore[arg-type]


# -- the property: junk in every field --------------------------------------------------------


class _Int(int):
    """An int subclass: not an int seat, amount or square."""


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-5, max_value=40),
    st.sampled_from([10**5000, -(10**5000), 2**64, 1000, 3000, 8000, 19, 15, 16]),
    st.text(max_size=3),
    st.builds(_Int, st.integers(0, 4)),
    st.sampled_from([Vehicle.BOAT, Vehicle.LOCOMOTIVE, HiddenKind.MINE, BonusKind.RUMOR, "boat"]),
    st.lists(st.integers(0, 3), max_size=2),
    st.tuples(st.integers(0, 3)),
)
CARDS = st.one_of(
    JUNK,
    st.builds(HiddenCard, st.one_of(st.sampled_from(HiddenKind), JUNK), JUNK, JUNK),
    st.builds(HiddenCard, st.sampled_from(HiddenKind), st.integers(0, 20), st.integers(-1, 2)),
)
ACTIONS = st.one_of(
    st.builds(Bid, JUNK, JUNK),
    st.builds(Pass, JUNK),
    st.builds(Duel, JUNK),
    st.builds(MoveVehicle, JUNK, JUNK, JUNK),
    st.builds(Rumor, JUNK, CARDS),
    JUNK,
)
POSITIONS = [
    *positions(),
    play(stacked(players=3), Pass(JEFF)),  # two bidders left: a duel may be declared
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(POSITIONS))), ACTIONS)
def test_junk_in_any_field_of_any_action_is_refused_or_gives_a_state_that_reloads(
    at: int, action: Any
) -> None:
    state = POSITIONS[at]
    try:
        after = pw.apply(state, action)
    except IllegalActionError:
        return
    try:
        reloaded = from_json(to_json(after), State)
    except InvalidStateError:  # a hand-built position no game reaches stays one
        with pytest.raises(InvalidStateError):
            pw.check_state(state)
        return
    assert reloaded == after


def test_an_apply_that_refuses_leaves_no_trace() -> None:
    state = rumor_position()
    before = to_json(state)
    for action in (Rumor(JEFF, HiddenCard(HiddenKind.MINE, 2.0)), Bid(JEFF, 3000)):  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError):
            pw.apply(state, action)
    assert to_json(state) == before
    assert state.phase is Phase.RUMOR


def test_the_questions_about_a_board_refuse_what_is_not_a_board() -> None:
    for question, args in (
        (pw.touching_railway, ()),
        (pw.away_from_river, ()),
        (pw.around_ranch, ()),
        (pw.plot_groups, ([1, 2],)),
        (pw.largest_connected_group, ([1, 2],)),
        (pw.adjacent, (1, 2)),
        (pw.secret_objective_plots, (pw.SecretObjective.MINES,)),
    ):
        with pytest.raises(TypeError, match="expected a pappy-winchester Board, got"):
            question(pw.Options(), *args)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected a SecretObjective, got 'mines'"):
        pw.secret_objective_plots(pw.STANDARD_BOARD, "mines")  # type: ignore[arg-type]
