"""The conformance battery passes a correct game and catches each way of breaking the contract."""

from __future__ import annotations

import copy
import pickle
import random
import re
from typing import Any

import attrs
import pytest

from frontier_games.core import Action, Game, IllegalActionError, action_class
from frontier_games.record import replay
from frontier_games.testing import Check, ConformanceError, ConformanceReport, check_game
from frontier_games.testing._states import _confused
from tests import broken_games
from tests.toy_game import GAME, Bet, Options, Phase, State, apply, max_actions, new_game


def _failure(game: Game[Any, Any, Any, Any], **settings: Any) -> ConformanceError:
    with pytest.raises(ConformanceError) as caught:
        check_game(game, **settings)
    return caught.value


# -- a correct game passes -------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_toy_game_passes_the_battery(players: int) -> None:
    report = check_game(GAME, players)
    assert report.player_counts == (players,)
    assert report.playouts == 20


def test_the_battery_plays_every_allowed_player_count_by_default() -> None:
    assert check_game(GAME, playouts=2).player_counts == (2, 3, 4)


def test_the_toy_game_passes_with_every_state_checked_deeply_and_an_option_on() -> None:
    report = check_game(GAME, playouts=30, seed=100, options=Options(max_bet=5), deep_states=None)
    assert report.deep_states == report.states


def test_the_report_counts_what_was_checked() -> None:
    report = check_game(GAME)
    # A toy game takes 2 actions per seat: 20 playouts each of 2 + 3 + 4 seats.
    assert report.actions == 20 * 2 * (2 + 3 + 4)
    assert report.states == report.actions + report.playouts
    assert report.longest_playout == 8
    assert report.deep_states == report.states  # playouts shorter than deep_states
    assert report.views == sum(20 * (2 * n + 1) * (n + 1) for n in (2, 3, 4))
    assert report.determinizations == 2 * report.views
    assert report.legal_actions_tried > 0
    assert report.illegal_actions_refused > 0
    assert str(report).startswith("high-card (2, 3, 4 players): 60 playouts")


def test_deep_states_scales_the_expensive_checks_down() -> None:
    report = check_game(GAME, playouts=10, deep_states=2, determinizations=1)
    assert report.deep_states == 2 * report.playouts
    assert report.determinizations == report.views


def test_the_same_settings_give_the_same_report() -> None:
    first = check_game(GAME, playouts=5, seed=9)
    assert check_game(GAME, playouts=5, seed=9) == first
    assert isinstance(first, ConformanceReport)


def test_the_battery_draws_no_numbers_from_the_random_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the battery must draw from frontier_games.rng")

    for name in ("random", "randrange", "randint", "choice", "shuffle", "sample", "getrandbits"):
        monkeypatch.setattr(random, name, refuse)
    check_game(GAME, playouts=3)


def test_check_game_refuses_a_player_count_the_game_does_not_allow() -> None:
    with pytest.raises(ValueError, match="2 to 4 players, cannot check 5"):
        check_game(GAME, players=(3, 5))


def test_check_game_refuses_an_empty_tuple_of_player_counts() -> None:
    with pytest.raises(ValueError, match="no player count"):
        check_game(GAME, players=())


def test_check_game_refuses_negative_settings() -> None:
    with pytest.raises(ValueError, match="playouts must not be negative"):
        check_game(GAME, playouts=-1)


def test_the_toy_game_refuses_a_bet_once_the_bets_are_revealed() -> None:
    state = apply(apply(new_game(2, seed=1), Bet(0, 1)), Bet(1, 0))
    assert state.phase is Phase.DRAW
    with pytest.raises(IllegalActionError) as caught:
        apply(state, Bet(0, 2))
    assert caught.value.rule == "bets-are-in"


# -- the three the battery exists for --------------------------------------------------


def test_battery_catches_a_mutating_apply() -> None:
    error = _failure(broken_games.MUTATING_APPLY)
    assert error.check is Check.NO_MUTATION
    assert "changed its input state: at $.turn: before 0, after 1" in str(error)


def test_battery_catches_a_nondeterministic_apply() -> None:
    error = _failure(broken_games.NONDETERMINISTIC_APPLY)
    assert error.check is Check.DETERMINISM
    assert "twice gave different states: at $.rng.counter" in str(error)


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_battery_catches_a_view_showing_every_card_with_default_settings(seed: int) -> None:
    error = _failure(broken_games.LEAKY_VIEW, seed=seed)
    assert error.check is Check.DETERMINIZE
    assert "at $.cards" in str(error)


def test_battery_catches_a_view_showing_the_sealed_bets() -> None:
    error = _failure(broken_games.LEAKY_BETS_VIEW)
    assert error.check is Check.DETERMINIZE
    assert "at $.bets" in str(error)


# -- what a failure says ---------------------------------------------------------------


def test_a_failure_names_the_check_the_player_count_the_seed_and_the_step() -> None:
    error = _failure(broken_games.LATE_BETS, players=3, seed=40)
    assert isinstance(error, AssertionError)
    assert (error.check, error.game, error.players, error.seed) == (
        Check.OUT_OF_POSITION,
        "high-card/late-bets",
        3,
        40,
    )
    assert error.step is not None
    assert str(error).startswith(
        f"[out-of-position] high-card/late-bets, 3 players, playout seed 40, step {error.step}: "
        "apply(state, Bet("
    )
    assert "was accepted, but it was legal in another position" in str(error)


def test_a_failure_carries_a_record_that_replays_to_the_failing_state() -> None:
    error = _failure(broken_games.LATE_BETS)
    assert error.record is not None
    assert len(error.record.actions) == error.step
    failing_state = replay(error.record, broken_games.LATE_BETS)[-1]
    assert failing_state.phase is Phase.DRAW
    other_bet = Bet(failing_state.turn, 1 - min(failing_state.bets[failing_state.turn] or 0, 1))
    # The bug reproduces from the record: the late bet is taken instead of refused.
    assert broken_games.LATE_BETS.apply(failing_state, other_bet) != failing_state


# -- each further way of breaking the contract, under its own check --------------------


def test_battery_catches_a_legal_action_that_crashes() -> None:
    error = _failure(broken_games.REDRAW_CRASHES)
    assert error.check is Check.LEGAL_ACTION_APPLIES
    assert "raised KeyError" in str(error)


def test_battery_catches_a_seat_acting_out_of_turn() -> None:
    error = _failure(broken_games.ANY_SEAT_MAY_DRAW)
    assert error.check is Check.WRONG_SEAT
    assert "may not act now" in str(error)


def test_battery_catches_an_action_accepted_in_the_wrong_phase() -> None:
    assert _failure(broken_games.LATE_BETS).check is Check.OUT_OF_POSITION


def test_battery_catches_legal_actions_that_raises_for_a_non_seat() -> None:
    error = _failure(broken_games.NON_SEAT_CRASHES)
    assert error.check is Check.ACTORS
    assert "legal_actions(state, -1) raised IndexError" in str(error)


def test_battery_catches_legal_actions_offered_to_a_non_seat() -> None:
    error = _failure(broken_games.NON_SEAT_MAY_BET, players=3)
    assert error.check is Check.ACTORS
    assert "legal_actions(state, -1) is (Bet(player=-1, chips=0),)" in str(error)
    assert "-1 is not a seat of a 3-player game (expected ())" in str(error)


def test_battery_catches_actors_after_the_end() -> None:
    error = _failure(broken_games.ACTORS_AFTER_THE_END)
    assert error.check is Check.ACTORS
    assert "actors(state) is [0] while is_over(state) is True" in str(error)


def test_battery_catches_a_game_longer_than_max_actions() -> None:
    error = _failure(broken_games.TOO_LONG, players=3)
    assert error.check is Check.LENGTH
    assert error.step == 3
    assert "not over after max_actions(3, options) = 3 actions" in str(error)


def test_battery_catches_an_outcome_given_before_the_end() -> None:
    error = _failure(broken_games.EARLY_OUTCOME)
    assert (error.check, error.step) == (Check.OUTCOME, 0)


def test_battery_catches_winners_that_are_not_the_seats_ranked_first() -> None:
    error = _failure(broken_games.EVERYONE_WINS)
    assert error.check is Check.OUTCOME
    assert "are not the seats ranked 1" in str(error)


def test_battery_catches_an_action_union_missing_a_class() -> None:
    error = _failure(broken_games.MISSING_ACTION_CLASS)
    assert error.check is Check.JSON_ROUND_TRIP
    assert "Redraw(player=" in str(error)


def test_battery_catches_a_new_game_that_ignores_its_seed() -> None:
    assert _failure(broken_games.UNSEEDED_NEW_GAME).check is Check.SAME_SEED


def test_battery_catches_a_player_count_accepted_outside_the_range() -> None:
    error = _failure(broken_games.TOO_MANY_PLAYERS)
    assert error.check is Check.SETUP
    assert "new_game(players=4, ...) was accepted" in str(error)


def test_battery_catches_an_empty_render() -> None:
    assert _failure(broken_games.BLANK_RENDER).check is Check.RENDER


def test_a_picture_that_is_not_an_svg_document_is_caught() -> None:
    assert _failure(broken_games.HTML_PICTURE).check is Check.PICTURE


_KIT_PICTURE = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">'
    '<text x="10" y="20" font-size="12" fill="{ink}">round 1</text></svg>'
)


def _drawn(picture: str) -> Any:
    """Gold Claim with every view drawn as ``picture``."""
    from frontier_games.testing import gold_claim

    return attrs.evolve(gold_claim.GAME, svg=lambda view: picture)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("600", "500"), "not the kit's 600"),
        (('font-size="12"', 'font-size="8"'), "at 8 px"),
        (('x="10"', 'x="590"'), "inside the 600 by 200 px picture"),
        (('y="20"', 'y="260"'), "baseline y = 260"),
        (('font-size="12"', 'font-size="12px"'), "numbers of pixels"),
        (('fill="{ink}"', 'fill="hotpink"'), "not the kit's colours"),
    ],
)
def test_a_picture_drawn_against_the_kits_rules_is_caught(
    change: tuple[str, str], said: str
) -> None:
    from frontier_games.svg import PALETTE

    ink = PALETTE["ink"]
    assert check_game(_drawn(_KIT_PICTURE.format(ink=ink)), 2, playouts=1, kit_pictures=True)
    old, new = change
    bad = _KIT_PICTURE.replace(old, new).format(ink=ink)
    error = _failure(_drawn(bad), players=2, playouts=1, kit_pictures=True)
    assert error.check is Check.PICTURE
    assert said in str(error)
    check_game(_drawn(bad), 2, playouts=1)  # the kit's rules are asked for, not imposed


def test_battery_catches_a_determinize_that_drops_public_information() -> None:
    error = _failure(broken_games.FORGETFUL_DETERMINIZE)
    assert error.check is Check.DETERMINIZE
    # the discards it drops are cards lost: the determinization is no state of the game
    assert "check_state(determinize(" in str(error)
    assert "[cards-conserved]" in str(error)


def test_battery_catches_a_record_that_does_not_replay_even_without_deep_checks() -> None:
    # With no deep states no action goes through JSON alone: the record still does.
    error = _failure(broken_games.MISSING_ACTION_CLASS, deep_states=0)
    assert error.check is Check.RECORD_REPLAY
    assert error.step is None
    # GameRecord.of refuses the action the union lacks (before replay would fail on it).
    assert "GameRecord.of(...) raised TypeError" in str(error)
    assert "Redraw(player=0), which is not one of" in str(error)


# -- how the battery calls the game ------------------------------------------------------


def _new_game_by_keyword_only(*, players: int, seed: int, options: Options | None = None) -> State:
    return new_game(players, seed, options)


def _max_actions_by_keyword_only(*, players: int, options: Options | None = None) -> int:
    return max_actions(players, options)


def test_the_battery_calls_new_game_and_max_actions_by_keyword() -> None:
    # The contract names the parameters; a game may make them keyword-only.
    keyword_only = attrs.evolve(
        GAME,
        name="high-card/keyword-only",
        new_game=_new_game_by_keyword_only,
        max_actions=_max_actions_by_keyword_only,
    )
    report = check_game(keyword_only, playouts=3, options=Options(max_bet=3))
    assert report.playouts == 9
    check_game(keyword_only, playouts=2, deep_states=0)


# -- the error itself ----------------------------------------------------------------------


def test_a_conformance_error_survives_pickle_and_deepcopy() -> None:
    error = _failure(broken_games.LATE_BETS)
    for copied in (pickle.loads(pickle.dumps(error)), copy.deepcopy(error)):
        assert type(copied) is ConformanceError
        assert str(copied) == str(error)
        assert (copied.check, copied.game, copied.players, copied.seed, copied.step) == (
            error.check,
            error.game,
            error.players,
            error.seed,
            error.step,
        )
        assert copied.detail == error.detail
        assert copied.record == error.record


# -- contract v2: each new check catches its fault -------------------------------------


def test_battery_catches_a_turn_timing_while_several_seats_bet() -> None:
    error = _failure(broken_games.TURNS_ONLY)
    assert error.check is Check.TIMING
    assert "expected SEALED or RACE" in str(error)


def test_battery_catches_a_sealed_node_whose_order_matters() -> None:
    error = _failure(broken_games.ORDERED_SEALED_BETS)
    assert error.check is Check.TIMING
    assert "the order of a sealed commitment must not matter" in str(error)


def test_battery_catches_a_description_shared_by_two_actions() -> None:
    error = _failure(broken_games.SHARED_DESCRIPTION)
    assert error.check is Check.DESCRIBE
    assert "are both described as 'seat" in str(error)


def test_battery_catches_a_narration_that_tells_a_sealed_bet() -> None:
    error = _failure(broken_games.LEAKY_NARRATION)
    assert error.check is Check.NARRATE
    assert "reveals what the seat does not see" in str(error)


def test_battery_catches_a_codec_that_gives_two_actions_one_index() -> None:
    error = _failure(broken_games.NON_INJECTIVE_CODEC)
    assert error.check is Check.CODEC
    assert "both encode as" in str(error)


def test_battery_catches_features_of_the_wrong_length() -> None:
    error = _failure(broken_games.SHORT_FEATURES)
    assert error.check is Check.FEATURES
    assert "expected a tuple of feature_size" in str(error)


def test_battery_catches_a_feature_that_is_not_a_float() -> None:
    error = _failure(broken_games.INT_FEATURES)
    assert error.check is Check.FEATURES
    assert "not a finite float" in str(error)


def test_battery_catches_a_state_whose_deepcopy_builds_a_new_object(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(State, "__deepcopy__", lambda self, memo: attrs.evolve(self))
    error = _failure(GAME, playouts=1)
    assert error.check is Check.COPY
    assert "copy.deepcopy(the state) built a new object" in str(error)


def test_gold_claim_the_docs_game_keeps_the_contract() -> None:
    from frontier_games.testing import gold_claim

    report = check_game(gold_claim.GAME, playouts=5)
    assert report.player_counts == (2, 3, 4)


def test_battery_catches_a_check_state_that_accepts_a_corrupted_state() -> None:
    error = _failure(broken_games.UNCHECKED_STATES)
    assert error.check is Check.STATE_INVARIANTS
    assert "check_state accepted a copy of the state with $." in str(error)


def test_battery_sets_ints_to_minus_5_and_expects_a_refusal() -> None:
    error = _failure(broken_games.SHAPE_ONLY_CHECK)
    assert error.check is Check.STATE_INVARIANTS
    assert re.search(r"check_state accepted a copy of the state with \$\.\S+ set to -5", str(error))


def test_battery_drops_and_repeats_a_seat_of_every_per_seat_table() -> None:
    report = check_game(GAME, 3, playouts=1, deep_states=1)
    # cards and bets, one seat short and long; six of the ints set to -5
    assert report.invalid_states_refused == 4 + 6


def test_battery_catches_a_check_state_that_refuses_a_reachable_state() -> None:
    error = _failure(broken_games.OVERSTRICT_CHECK)
    assert error.check is Check.STATE_INVARIANTS
    assert "check_state(state) raised InvalidStateError" in str(error)


def test_battery_catches_a_check_state_that_fails_with_another_error() -> None:
    error = _failure(broken_games.CRASHING_CHECK)
    assert error.check is Check.STATE_INVARIANTS
    assert "raised ValueError" in str(error)


def test_battery_catches_an_apply_that_accepts_a_field_of_the_wrong_type() -> None:
    error = _failure(broken_games.LOOSE_TYPES)
    assert error.check is Check.ACTION_TYPES
    assert "is not among seat 0's legal actions, but apply accepts it" in str(error)


def test_the_report_counts_the_type_confused_actions_refused() -> None:
    assert check_game(GAME, 2, playouts=1).confused_actions_refused > 0


def test_battery_catches_a_legal_list_that_holds_a_copy_apply_refuses() -> None:
    error = _failure(broken_games.LOOSE_MEMBERSHIP)
    assert error.check is Check.ACTION_TYPES
    assert "is among seat 0's legal actions, but apply refuses it" in str(error)


def test_type_confused_copies_reach_the_ints_inside_an_action() -> None:
    @action_class
    class Deal(Action):
        player: int
        cards: tuple[int, ...]

    copies = list(_confused(Deal(0, (4,))))
    assert Deal(0, (4.0,)) in copies  # type: ignore[arg-type]
    assert Deal(0, ("4",)) in copies  # type: ignore[arg-type]
    assert Deal(False, (4,)) in copies
    assert all(copy != Deal(0, (4,)) for copy in copies)


def test_battery_catches_a_kind_whose_listing_differs_from_its_checks() -> None:
    from frontier_games.games.rattlesnake_city import GAME as RATTLESNAKE
    from frontier_games.games.rattlesnake_city import tile
    from frontier_games.games.rattlesnake_city.rulebook import MOVES, STEPS
    from frontier_games.moves import Check as Rule
    from frontier_games.moves import Moves

    never: Rule[Any, Any] = Rule("never", "no card is ever drawn", lambda state, action: False)
    drawless = attrs.evolve(tile.DRAW_CARDS, checks=(never,))
    moves: Moves[Any, Any, Any] = Moves(
        "rattlesnake-city",
        [drawless if move is tile.DRAW_CARDS else move for move in MOVES.moves],
        actors=MOVES.actors,
        players=lambda state: state.setup.players,
        phase=lambda state: state.turn.step,
        phases=STEPS,
        setup=lambda state: state.setup,
    )
    game = attrs.evolve(RATTLESNAKE, moves=moves)
    with pytest.raises(ConformanceError) as caught:
        check_game(game, 2, playouts=1, deep_states=60)
    assert caught.value.check is Check.LISTINGS
    assert "DrawCards actions: legal_actions lists" in str(caught.value)
