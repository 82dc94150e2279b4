"""Bad input never breaks Apache (issue 8): each family of the outside review, one test per
statement, and a property throwing junk into every field of every action."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games import IllegalActionError, SetupError
from frontier_games.games import apache as A
from frontier_games.games.apache import (
    BUFFALO,
    NECKLACE,
    TIPI,
    TOTEM_POLE,
    BoardCard,
    Colour,
    Indian,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    PrairieCard,
    Take,
    indian_card,
)
from frontier_games.games.apache.content import PRAIRIE_CARDS, colour_of, indian_of
from frontier_games.serialization import from_json, to_json

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour
HUNTER, CHIEF, WARRIOR, WOMAN = Indian
HUGE = 10**5000
"""An int too long to print: ``repr`` of it raises ``ValueError: Exceeds the limit``."""
P_HUGE = pytest.param(HUGE, id="10**5000")
P_MINUS_HUGE = pytest.param(-HUGE, id="-10**5000")


def card(colour: Colour, indian: Indian) -> int:
    return indian_card(colour, indian)


def window(state: A.State, *actions: A.ApacheAction) -> A.State:
    for action in actions:
        state = A.apply(state, action)
    return state


def refused(state: A.State, action: object, rule: str) -> IllegalActionError:
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        A.apply(state, action)  # type: ignore[arg-type]
    assert caught.value.rule == rule, caught.value
    assert to_json(state) == before
    str(caught.value)  # the message itself never fails
    return caught.value


def choosing_a_prisoner() -> A.State:
    """Yellow's chief chooses between the red hunter and the red chief as prisoner (the
    other 110 prairie cards face down)."""
    face_up = [card(YELLOW, CHIEF), card(RED, HUNTER), card(RED, CHIEF), TOTEM_POLE]
    state = window(grab_window(2, face_up), Play(1, CHIEF), Pass(0))
    assert state.phase is Phase.LOOT
    return state


def game_over() -> A.State:
    """The last card's window closed, nobody played: every other card is in a pile."""
    rest = list(PRAIRIE_CARDS)
    rest.remove(BUFFALO)
    piles = (tuple(rest[:60]), tuple(rest[60:]))
    state = window(grab_window(2, [BUFFALO], heap=(), piles=piles), Pass(0), Pass(1))
    assert A.is_over(state)
    return state


class PlayLike(Play):
    """A subclass of an action class: not an action (the library's values are exact)."""


class PassLike(Pass):
    pass


class TakeLike(Take):
    pass


class Seat(int):
    """An int subclass: not a seat."""


# -- 1 and 5: the fields of an action are checked by type at the boundary ---------------------


@pytest.mark.parametrize("seat", [False, True, 0.0, 1.0, Seat(0), "0", None, [0]])
def test_a_seat_that_only_equals_a_seat_is_refused_as_no_seat(seat: object) -> None:
    state = grab_window(2, [BUFFALO])
    refused(state, Play(seat, HUNTER), "no-such-seat")  # type: ignore[arg-type]
    refused(state, Pass(seat), "no-such-seat")  # type: ignore[arg-type]
    refused(choosing_a_prisoner(), Take(seat, Loot.TIPIS), "no-such-seat")  # type: ignore[arg-type]


@pytest.mark.parametrize("indian", [0, 1, True, 0.0, "HUNTER", "hunter", Loot.ITEM, None])
def test_a_hand_card_that_only_looks_like_an_indian_is_refused(indian: object) -> None:
    refused(grab_window(2, [BUFFALO]), Play(0, indian), "no-such-hand-card")  # type: ignore[arg-type]


@pytest.mark.parametrize("loot", ["item", "ITEM", 0, None, True, PrairieCard.TIPI])
def test_a_loot_that_only_looks_like_a_loot_is_refused(loot: object) -> None:
    refused(choosing_a_prisoner(), Take(1, loot), "loot-not-on-table")  # type: ignore[arg-type]


def test_an_object_equal_to_everything_is_no_loot() -> None:
    class Everything:
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    state = choosing_a_prisoner()
    refused(state, Take(1, Everything(), PrairieCard.RED_HUNTER), "loot-not-on-table")  # type: ignore[arg-type]
    refused(state, Take(1, Loot.ITEM, Everything()), "loot-not-on-table")  # type: ignore[arg-type]
    refused(grab_window(2, [BUFFALO]), Play(0, Everything()), "no-such-hand-card")  # type: ignore[arg-type]


# -- 2: a seat is an exact int, everywhere ----------------------------------------------------


@pytest.mark.parametrize("seat", [False, True, 0.0, 1.0, Seat(0), None, "0", -1, 2, P_HUGE])
def test_a_non_seat_has_no_legal_actions_in_any_phase(seat: object) -> None:
    for state in (grab_window(2, [BUFFALO]), choosing_a_prisoner(), game_over()):
        assert A.legal_actions(state, seat) == ()  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [False, True, 0.0, 1.0, Seat(0), "0", -1, 2, P_HUGE])
def test_a_non_seat_has_no_view_hand_or_loot(seat: object) -> None:
    state = choosing_a_prisoner()
    seen = A.view(state, None)
    for position in (state, seen):
        with pytest.raises(ValueError, match="no seat"):
            A.hand(position, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            A.can_make_loot(position, seat, CHIEF)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            A.loot_choices(position, seat, CHIEF)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat"):
        A.view(state, seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat"):
        A.narrate(state, Take(1, Loot.ITEM, PrairieCard.RED_HUNTER), seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not an action of a seat"):
        A.describe(seen, Pass(seat))  # type: ignore[arg-type]


def test_card_helpers_take_exact_ints_only() -> None:
    assert A.card_name(1) == "red chief"
    for kind in (True, 1.0, Seat(1), -1, 25, HUGE, "1"):
        with pytest.raises(ValueError, match="no card kind"):
            A.card_name(kind)  # type: ignore[arg-type]
    for kind in (True, 1.0, 20, HUGE):
        with pytest.raises(ValueError, match="not an Indian card"):
            colour_of(kind)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="not an Indian card"):
            indian_of(kind)  # type: ignore[arg-type]
    for colour in (True, 1.0, 5, HUGE):
        with pytest.raises(ValueError, match="no colour"):
            indian_card(colour, HUNTER)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no Indian"):
        indian_card(RED, 0)  # type: ignore[arg-type]


# -- 4 (messages): a huge int never breaks an error message -----------------------------------


def test_a_huge_seat_or_field_is_refused_with_a_message_that_prints() -> None:
    state = grab_window(2, [BUFFALO])
    error = refused(state, Play(HUGE, HUNTER), "no-such-seat")
    assert "an int of 5001 digits" in error.message
    refused(state, Pass(-HUGE), "no-such-seat")
    refused(state, Play(0, HUGE), "no-such-hand-card")  # type: ignore[arg-type]
    prisoner = choosing_a_prisoner()
    refused(prisoner, Take(HUGE, Loot.ITEM), "no-such-seat")
    refused(prisoner, Take(1, HUGE), "loot-not-on-table")  # type: ignore[arg-type]
    refused(prisoner, Take(1, Loot.ITEM, HUGE), "loot-not-on-table")  # type: ignore[arg-type]
    refused(state, HUGE, "not-an-action")
    refused(state, "x" * 100_000, "not-an-action")


def test_a_huge_seat_gives_a_value_error_that_prints_everywhere_else() -> None:
    state = grab_window(2, [BUFFALO])
    seen = A.view(state, 0)
    calls: list[Callable[[], object]] = [
        lambda: A.view(state, HUGE),
        lambda: A.hand(state, HUGE),
        lambda: A.can_make_loot(seen, HUGE, HUNTER),
        lambda: A.loot_choices(seen, 0, HUGE),  # type: ignore[arg-type]
        lambda: A.describe(seen, Play(HUGE, HUNTER)),
        lambda: A.describe(seen, Play(0, HUGE)),  # type: ignore[arg-type]
        lambda: A.describe(seen, Take(0, HUGE)),  # type: ignore[arg-type]
        lambda: A.card_name(HUGE),
    ]
    for call in calls:
        with pytest.raises(ValueError, match=r"no seat|no hand card|no loot|no card kind"):
            call()


@pytest.mark.parametrize("players", [P_HUGE, P_MINUS_HUGE, True, 2.0, "2", None])
def test_a_player_count_that_is_not_an_int_from_2_to_5_is_a_setup_error(players: Any) -> None:
    setups: list[Callable[[Any], object]] = [
        lambda n: A.new_game(n, 1),
        A.max_actions,
        A.codec,
        A.feature_size,
        A.seat_colours,
    ]
    for setup in setups:
        with pytest.raises(SetupError, match="played by 2 to 5 players"):
            setup(players)


# -- 5: options are validated wherever a game is set up ---------------------------------------


class OptionsLike(Options):
    pass


@pytest.mark.parametrize(
    "options",
    [
        Options(wedding=1),  # type: ignore[arg-type]
        Options(war_path=HUGE),  # type: ignore[arg-type]
        Options(colours=[RED, YELLOW]),  # type: ignore[arg-type]
        Options(colours=(RED, RED)),
        Options(colours=(RED, 1)),  # type: ignore[arg-type]
        Options(colours=(RED,) * 10_000),
        OptionsLike(),
        {"wedding": True},
        "x",
    ],
)
def test_options_that_would_not_round_trip_are_refused_by_every_setup(options: Any) -> None:
    for setup in (A.max_actions, A.codec, A.feature_size, A.seat_colours):
        with pytest.raises(SetupError):
            setup(2, options)
    with pytest.raises(SetupError) as caught:
        A.new_game(2, 1, options)
    assert len(str(caught.value)) < 300


# -- 7: subclasses are not actions, and wrong objects give a TypeError ------------------------


def test_a_subclass_of_an_action_class_is_not_an_action_in_any_phase() -> None:
    grab = grab_window(2, [card(RED, HUNTER), BUFFALO])
    loot, over = choosing_a_prisoner(), game_over()
    refused(grab, PlayLike(0, HUNTER), "not-an-action")
    refused(grab, PassLike(0), "not-an-action")
    refused(loot, TakeLike(1, Loot.ITEM, PrairieCard.RED_HUNTER), "not-an-action")
    refused(over, PassLike(0), "game-over")
    for view in (A.view(grab, 0), A.view(loot, 1)):
        for action in (PlayLike(0, HUNTER), PassLike(0), TakeLike(1, Loot.TIPIS), "pass", None):
            with pytest.raises(TypeError, match="expected an apache action"):
                A.describe(view, action)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected an apache action"):
        A.narrate(grab, PlayLike(0, HUNTER), 0)
    with pytest.raises(TypeError, match="expected an apache action"):
        A.narrate(grab, "pass", None)  # type: ignore[arg-type]


def _not_positions() -> list[object]:
    from frontier_games.games import pappy_winchester as P

    return [None, 0, "state", object(), (), [1, 2], {"waiting": {0}}, P.new_game(3, 1)]


def test_objects_that_are_not_states_give_a_type_error_saying_so() -> None:
    calls: list[tuple[str, Callable[[Any], object]]] = [
        ("actors", A.actors),
        ("is_over", A.is_over),
        ("timing", A.timing),
        ("legal_actions", lambda s: A.legal_actions(s, 0)),
        ("apply play", lambda s: A.apply(s, Play(0, HUNTER))),
        ("apply pass", lambda s: A.apply(s, Pass(0))),
        ("apply take", lambda s: A.apply(s, Take(0, Loot.ITEM))),
        ("apply junk", lambda s: A.apply(s, "junk")),  # type: ignore[arg-type]
        ("outcome", A.outcome),
        ("view", lambda s: A.view(s, None)),
        ("narrate", lambda s: A.narrate(s, Pass(0), None)),
    ]
    for junk in _not_positions():
        for name, call in calls:
            with pytest.raises(TypeError, match="expected an apache State") as caught:
                call(junk)
            assert caught.type is TypeError, name


def test_a_view_is_not_a_state_in_any_phase_though_it_holds_waiting_board_and_resolving() -> None:
    grab, loot = grab_window(2, [card(RED, HUNTER), BUFFALO]), choosing_a_prisoner()
    calls: list[Callable[[Any], object]] = [
        A.actors,
        A.is_over,
        A.timing,
        lambda seen: A.legal_actions(seen, 0),
        lambda seen: A.legal_actions(seen, 1),
        lambda seen: A.apply(seen, Play(0, HUNTER)),
        lambda seen: A.apply(seen, Play(1, HUNTER)),
        lambda seen: A.apply(seen, Pass(0)),
        lambda seen: A.apply(seen, Take(1, Loot.TIPIS)),
        lambda seen: A.apply(seen, "junk"),  # type: ignore[arg-type]
        A.outcome,
        lambda seen: A.view(seen, 0),
        lambda seen: A.narrate(seen, Pass(0), None),
    ]
    for state in (grab, loot, game_over()):
        for call in calls:
            with pytest.raises(TypeError, match="expected an apache State"):
                call(A.view(state, None))


def test_objects_that_are_not_views_give_a_type_error_saying_so() -> None:
    state = grab_window(2, [card(RED, HUNTER), BUFFALO])
    calls: list[Callable[[Any], object]] = [
        A.render,
        A.features,
        A.unseen_cards,
        lambda v: A.determinize(v, 1),
        lambda v: A.describe(v, Pass(0)),
    ]
    for junk in [*_not_positions(), state]:
        for call in calls:
            with pytest.raises(TypeError, match="expected an apache View"):
                call(junk)


def test_objects_that_are_neither_states_nor_views_give_a_type_error_in_the_helpers() -> None:
    calls: list[Callable[[Any], object]] = [
        lambda junk: A.hand(junk, 0),
        lambda junk: A.can_make_loot(junk, 0, HUNTER),
        lambda junk: A.loot_choices(junk, 0, HUNTER),
    ]
    for junk in _not_positions():
        for call in calls:
            with pytest.raises(TypeError, match="expected an apache State or View"):
                call(junk)


def test_determinize_takes_an_int_seed() -> None:
    seen = _views()["grab"]
    for seed in (True, 1.0, "1", None):
        with pytest.raises(TypeError, match="expected an int seed"):
            A.determinize(seen, seed)  # type: ignore[arg-type]


def test_features_and_render_of_a_view_with_an_absurd_number_give_a_value_error() -> None:
    seen = _views()["grab"]
    changed: list[dict[str, Any]] = [{"heap_size": HUGE}, {"player": HUGE}, {"turner": -HUGE}]
    for changes in changed:
        with pytest.raises(ValueError, match="not one a game can show"):
            A.features(seen.evolve(**changes))
        if "turner" not in changes:  # the view turned up no card: render names no turner
            with pytest.raises(ValueError, match="not one a game can show"):
                A.render(seen.evolve(**changes))


def test_a_view_with_fields_no_view_holds_gives_a_value_error_in_the_helpers() -> None:
    seen = A.view(grab_window(2, [card(RED, HUNTER), BUFFALO]), 0)
    broken = seen.evolve(table=(0, 20), board=None, colours=None)
    for call in (
        lambda: A.hand(broken, 0),
        lambda: A.can_make_loot(broken, 0, HUNTER),
        lambda: A.loot_choices(broken, 0, HUNTER),
        lambda: A.render(broken),
        lambda: A.features(broken),
        lambda: A.unseen_cards(broken),
        lambda: A.describe(broken, Pass(0)),
    ):
        with pytest.raises(ValueError, match=r"not|no "):
            call()


def test_a_real_bug_in_a_state_is_not_disguised_as_a_wrong_argument() -> None:
    state = grab_window(2, [BUFFALO])
    broken = state.evolve(waiting=frozenset(), board=(None,))
    with pytest.raises(AttributeError):
        A.actors(broken)
    no_setup = state.evolve(setup=None)
    with pytest.raises(AttributeError):
        A.apply(no_setup, Play(0, HUNTER))  # apply's guard re-raises a State's own failure


# -- 6: determinize trusts nothing ------------------------------------------------------------


def _views() -> dict[str, A.View]:
    """A view of each phase: a grab window with a card on the board, a chief choosing his
    prisoner, and a game over."""
    grab = grab_window(2, [card(RED, HUNTER), BUFFALO, BUFFALO], piles=((TIPI,), ()))
    grab = window(grab, Play(1, WOMAN))
    return {
        "grab": A.view(grab, 0),
        "loot": A.view(choosing_a_prisoner(), 1),
        "over": A.view(game_over(), None),
    }


def test_determinize_rebuilds_each_phase_of_view_exactly() -> None:
    for seen in _views().values():
        for seed in (0, 1, HUGE):
            assert A.view(A.determinize(seen, seed), seen.player) == seen


@attrs.frozen
class From:
    """A changed field computed from the view it changes."""

    field: Callable[[A.View], object]


BAD_VIEWS: list[tuple[str, str, dict[str, Any]]] = [
    # (view, what the error says, fields changed)
    ("grab", "players is 1", {"players": 1}),
    ("grab", "players is an int of 5001 digits", {"players": HUGE}),
    ("grab", "players is True", {"players": True}),
    ("grab", "not an apache Options", {"options": None}),
    ("grab", "options would not set up", {"options": Options(wedding=1)}),  # type: ignore[arg-type]
    ("grab", "colours", {"colours": (BLUE, RED)}),
    ("grab", "colours", {"colours": [RED, YELLOW]}),
    ("grab", "player is True", {"player": True}),
    ("grab", "player is 2", {"player": 2}),
    ("grab", "table holds -1000000000000, not a PrairieCard", {"table": (-(10**12), 0)}),
    ("grab", "table is", {"table": [PrairieCard.BUFFALO]}),
    ("grab", "table holds 200 cards", {"table": (PrairieCard.BUFFALO,) * 200}),
    ("grab", "shows 40 buffalo cards; the game has 33", {"table": (PrairieCard.BUFFALO,) * 40}),
    ("grab", "the game has 3", {"piles": ((PrairieCard.RED_HUNTER,) * 3, ())}),
    ("grab", "piles are", {"piles": ((),)}),
    ("grab", "pile of seat 1 holds", {"piles": ((), (24,))}),
    ("grab", "removed cards holds", {"removed": ("TIPI",)}),
    ("grab", "cards face down", {"heap_size": 10**12}),
    ("grab", "cards face down", {"heap_size": -(10**12)}),
    ("grab", "cards face down", {"heap_size": 110.0}),
    ("grab", "turner", {"turner": 7}),
    ("grab", "card turned up is 3", {"turned_up": 3}),
    ("grab", "turned up, the tipi, is not face up", {"turned_up": PrairieCard.TIPI}),
    ("grab", "hands", {"hands": ((), ())}),
    ("grab", "hands", {"hands": ((HUNTER,), (HUNTER,))}),
    ("grab", "board's seat is 7", {"board": (BoardCard(7, WOMAN, True),)}),
    ("grab", "board's seat is True", {"board": (BoardCard(True, WOMAN, True),)}),
    ("grab", "hand card 3", {"board": (BoardCard(1, 3, True),)}),  # type: ignore[arg-type]
    ("grab", "useless 1", {"board": (BoardCard(1, WOMAN, 1),)}),  # type: ignore[arg-type]
    ("grab", "holds None, not a BoardCard", {"board": (None,)}),
    ("grab", "two hand cards of seat 1", {"board": (BoardCard(1, WOMAN, True),) * 2}),
    ("grab", "at most one BoardCard per seat", {"board": (BoardCard(1, WOMAN, True),) * 3}),
    (
        "grab",
        "are waiting in the view, yet their hand cards lie on the board",
        {"waiting": frozenset({0, 1})},
    ),
    ("grab", "not a frozenset", {"waiting": {0}}),
    ("grab", "waiting seat is 5", {"waiting": frozenset({5})}),
    ("grab", "waiting seat is True", {"waiting": frozenset({True})}),
    ("grab", "phase is <Phase.LOOT", {"phase": Phase.LOOT}),
    ("grab", "phase is 'grab'", {"phase": "grab"}),
    ("grab", "resolves board position 1 in Phase.GRAB", {"resolving": 1}),
    ("grab", "resolving is", {"resolving": 0.0}),
    (
        "grab",
        "useless=True; on its table it is useless=False",
        {
            "board": (BoardCard(0, HUNTER, True),),
            "waiting": frozenset({1}),
            "hands": (
                (CHIEF, WARRIOR, WOMAN),
                (HUNTER, CHIEF, WARRIOR, WOMAN),
            ),
        },
    ),
    (
        "grab",
        "no card lies face up",
        {
            "table": (),
            "piles": ((PrairieCard.TIPI, PrairieCard.RED_HUNTER), (PrairieCard.BUFFALO,) * 2),
            "turned_up": None,
        },
    ),
    (
        "grab",
        "no position shows this view: at $.table",
        {
            "table": (PrairieCard.BUFFALO, PrairieCard.RED_HUNTER, PrairieCard.BUFFALO),
        },
    ),  # a table out of kind order
    ("loot", "resolves board position 3 of a board of 1", {"resolving": 3}),
    ("loot", "resolves board position -1", {"resolving": -1}),
    (
        "loot",
        "pays the penalty: it has no loot to choose",
        {
            "board": (BoardCard(1, CHIEF, True),),
        },
    ),
    ("loot", "has 0 loot to choose from", {"board": (BoardCard(1, HUNTER, False),)}),
    ("loot", "phase is <Phase.OVER", {"phase": Phase.OVER}),
    (
        "over",
        "game is over with 5 cards still face down",
        {
            "heap_size": 5,
            "piles": From(lambda seen: (seen.piles[0][5:], seen.piles[1])),
        },
    ),
    ("over", "last board's seat is 2", {"last_board": (BoardCard(2, HUNTER, False),)}),
    (
        "loot",
        "turner is seat 0, but seat 1 played the last hand card of the last window",
        {"last_board": (BoardCard(0, WOMAN, True), BoardCard(1, HUNTER, True))},
    ),
]


@pytest.mark.parametrize(
    ("which", "says", "changes"), BAD_VIEWS, ids=[says for _, says, _ in BAD_VIEWS]
)
def test_determinize_refuses_a_view_no_position_could_show_naming_why_quickly(
    which: str, says: str, changes: dict[str, Any]
) -> None:
    seen = _views()[which]
    changes = {k: v.field(seen) if isinstance(v, From) else v for k, v in changes.items()}
    bad = seen.evolve(**changes)
    started = time.perf_counter()
    with pytest.raises(ValueError, match=re.escape(says)) as caught:
        A.determinize(bad, 1)
    assert time.perf_counter() - started < 0.1
    assert type(caught.value) is ValueError


def test_a_view_loaded_from_json_is_trusted_no_more_than_one_built_by_hand() -> None:
    seen = _views()["grab"]
    data = json.loads(to_json(seen))
    data["hands"] = [[], []]
    with pytest.raises(ValueError, match="hands"):
        A.determinize(from_json(json.dumps(data), A.View), 1)
    data = json.loads(to_json(seen))
    data["heap_size"] = 10**12
    with pytest.raises(ValueError, match="cards face down"):
        A.determinize(from_json(json.dumps(data), A.View), 1)


def test_unseen_cards_checks_the_cards_it_counts() -> None:
    seen = _views()["grab"]
    with pytest.raises(ValueError, match="not a PrairieCard"):
        A.unseen_cards(seen.evolve(table=(-(10**12),)))
    with pytest.raises(ValueError, match="the game has 33"):
        A.unseen_cards(seen.evolve(table=(PrairieCard.BUFFALO,) * 34))


# -- the property: junk in every field -------------------------------------------------------


JUNK = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True),
    st.integers(-3, 7),
    st.integers(),
    st.just(HUGE),
    st.just(-HUGE),
    st.none(),
    st.text(max_size=4),
    st.sampled_from([*Indian, *Loot, *PrairieCard, *Colour, Phase.GRAB]),
    st.builds(Seat, st.integers(0, 2)),
    st.lists(st.integers(0, 2), max_size=2),
    st.just(frozenset({0})),
)


def _field(valid: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Mostly a valid value, so that the checks behind the first are reached too, and some
    actions are legal (their states must reload from JSON)."""
    return st.one_of(valid, valid, valid, JUNK)


ACTIONS = st.one_of(
    st.builds(Play, _field(st.integers(0, 1)), _field(st.sampled_from(Indian))),
    st.builds(Pass, _field(st.integers(0, 1))),
    st.builds(
        Take,
        _field(st.integers(0, 1)),
        _field(st.sampled_from(Loot)),
        _field(st.one_of(st.none(), st.sampled_from(PrairieCard))),
    ),
    st.builds(PlayLike, st.integers(0, 1), st.sampled_from(Indian)),
    st.builds(TakeLike, st.integers(0, 1), st.sampled_from(Loot)),
    JUNK,
)


def _states() -> list[A.State]:
    options = Options(wedding=True, war_path=True, joint_raid=True)
    face_up = [card(RED, WOMAN), card(YELLOW, CHIEF), card(RED, HUNTER), TIPI, NECKLACE]
    # Every card is somewhere (so the position reloads), with a tipi next off the heap.
    full = grab_window(2, face_up, options=options)
    heap = list(full.cards.heap)
    heap.remove(TIPI)
    wedding = window(grab_window(2, face_up, options=options, heap=(*heap, TIPI)), Play(0, WOMAN))
    return [
        grab_window(2, [card(RED, HUNTER), BUFFALO, TIPI]),
        wedding,
        window(wedding, Pass(1)),
        choosing_a_prisoner(),
        game_over(),
    ]


STATES = _states()


@settings(max_examples=400)
@given(which=st.integers(0, len(STATES) - 1), action=ACTIONS)
def test_junk_in_any_field_of_any_action_is_refused_or_gives_a_state_that_reloads(
    which: int, action: Any
) -> None:
    state = STATES[which]
    try:
        after = A.apply(state, action)
    except IllegalActionError as error:
        str(error)
    else:
        assert action in A.legal_actions(state, action.player)
        assert from_json(to_json(after), A.State) == after
    for viewer in (0, None):
        try:
            words = A.describe(A.view(state, viewer), action)
        except (TypeError, ValueError):
            pass
        else:
            assert isinstance(words, str)
            assert words
    with contextlib.suppress(TypeError, IllegalActionError):
        A.narrate(state, action, None)
