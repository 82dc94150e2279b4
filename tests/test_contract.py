"""Contract v2 in the core: timing, moves as text, the action codec, returns, free copies."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import attrs
import pytest

import frontier_games as fg
from frontier_games.codec import ActionCodec
from frontier_games.core import Action, ActionParseError, Outcome, Timing
from frontier_games.text import normalize, parse_action
from tests.toy_game import (
    GAME,
    Bet,
    HighCardAction,
    Keep,
    Options,
    Redraw,
    View,
    apply,
    new_game,
)

# -- returns -----------------------------------------------------------------------------


def test_a_sole_winner_takes_the_whole_return() -> None:
    assert Outcome((9, 4, 1), (1, 2, 3), frozenset({0})).returns() == (1.0, 0.0, 0.0)


def test_a_shared_win_splits_the_return_and_the_shares_sum_to_one() -> None:
    returns = Outcome((5, 7, 7, 7), (4, 1, 1, 1), frozenset({1, 2, 3})).returns()
    assert returns == (0.0, 1 / 3, 1 / 3, 1 / 3)
    assert sum(returns) == pytest.approx(1.0)


def test_an_outcome_without_a_winner_has_no_returns() -> None:
    with pytest.raises(ValueError, match="without a winner"):
        Outcome((1, 2), (2, 1), frozenset()).returns()
    with pytest.raises(ValueError, match="without a winner"):
        Outcome((1, 2), (2, 1), frozenset({5})).returns()


# -- timing ------------------------------------------------------------------------------


def test_the_toy_games_bets_are_sealed_and_its_draws_are_turns() -> None:
    state = new_game(3, seed=1)
    assert GAME.timing(state) is Timing.SEALED
    state = apply(apply(state, Bet(0, 1)), Bet(2, 0))
    assert GAME.timing(state) is Timing.TURN  # one bettor left: exactly one seat acts
    state = apply(state, Bet(1, 2))
    assert GAME.timing(state) is Timing.TURN
    for seat in range(3):
        state = apply(state, Keep(seat))
    assert GAME.timing(state) is Timing.OVER


def test_timing_is_a_public_name_of_the_package() -> None:
    assert fg.Timing is Timing
    assert [member.name for member in Timing] == ["TURN", "SEALED", "RACE", "OVER"]


# -- copies are free ---------------------------------------------------------------------


def test_copying_a_frozen_value_gives_the_value_itself() -> None:
    state = new_game(2, seed=4)
    values = [state, GAME.view(state, 0), Bet(0, 1), Options(), state.rng]
    values.append(Outcome((1, 0), (1, 2), frozenset({0})))
    for value in values:
        assert copy.copy(value) is value
        assert copy.deepcopy(value) is value
        assert copy.deepcopy({"inside": value})["inside"] is value


def test_a_frozen_value_still_pickles_to_an_equal_value() -> None:
    state = new_game(2, seed=4)
    assert pickle.loads(pickle.dumps(state)) == state


# -- the action codec --------------------------------------------------------------------


def _toy_codec(players: int = 3) -> ActionCodec[HighCardAction]:
    return GAME.codec(players=players, options=Options(max_bet=2))


def test_one_index_means_the_same_move_for_every_seat() -> None:
    codec = _toy_codec()
    assert codec.size == 5
    assert [codec.encode(Bet(seat, 2)) for seat in range(3)] == [2, 2, 2]
    assert codec.decode(2, player=1) == Bet(1, 2)
    assert codec.encode(Keep(2)) == 3
    assert codec.encode(Redraw(0)) == 4


def test_a_mask_marks_the_legal_actions() -> None:
    codec = _toy_codec()
    legal = GAME.legal_actions(new_game(3, seed=1), 1)
    assert codec.mask(legal) == (True, True, True, False, False)


class _NumpyLikeInt:
    def __index__(self) -> int:
        return 3


def test_decode_takes_any_integer_like_index_but_not_a_bool() -> None:
    codec = _toy_codec()
    assert codec.decode(_NumpyLikeInt(), 0) == Keep(0)
    for bad in (True, 1.0, "1", None):
        with pytest.raises(ValueError, match="an action index is an integer"):
            codec.decode(bad, 0)


def test_decode_refuses_an_index_out_of_range_and_a_seat_that_is_not_one() -> None:
    codec = _toy_codec()
    with pytest.raises(ValueError, match=r"outside 0 \.\. 4"):
        codec.decode(5, 0)
    with pytest.raises(ValueError, match=r"outside 0 \.\. 4"):
        codec.decode(-1, 0)
    for seat in (3, -1, True, 0.0):
        with pytest.raises(ValueError, match="there is no seat"):
            codec.decode(0, seat)  # type: ignore[arg-type]


def test_encode_refuses_an_action_outside_the_space() -> None:
    codec = _toy_codec()
    for action in (Bet(0, 3), Bet(5, 0), "pass"):
        with pytest.raises(ValueError, match="is not in this action space"):
            codec.encode(action)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="is not in this action space"):
        codec.mask([Bet(0, 9)])


def test_indices_encode_each_action_in_order_and_name_a_stranger() -> None:
    codec = _toy_codec()
    legal = (Redraw(1), Bet(2, 0), Keep(0), Bet(1, 2))
    assert codec.indices(legal) == [codec.encode(action) for action in legal] == [4, 0, 3, 2]
    assert codec.indices(()) == []
    assert codec.indices(action for action in legal) == [4, 0, 3, 2]
    with pytest.raises(ValueError, match="is not in this action space"):
        codec.indices(action for action in (Keep(0), Bet(0, 9), Keep(1)))
    for stranger in (Bet(0, 9), ["unhashable"]):
        with pytest.raises(ValueError, match=r"^.*is not in this action space$"):
            codec.indices([Keep(0), stranger])  # type: ignore[list-item]


def test_the_codec_refuses_seats_whose_lists_disagree() -> None:
    with pytest.raises(ValueError, match="every seat needs the same list"):
        ActionCodec.of(2, lambda seat: [Keep(seat)] * (seat + 1))
    with pytest.raises(ValueError, match="an index must mean the same move"):
        ActionCodec.of(2, lambda seat: [Keep(seat), Redraw(seat)][:: 1 - 2 * seat])
    with pytest.raises(ValueError, match="is listed twice"):
        ActionCodec.of(2, lambda seat: [Keep(seat), Keep(seat)])
    with pytest.raises(ValueError, match="is listed for seat 1"):
        ActionCodec.of(2, lambda seat: [Keep(0)])


def test_a_codec_copies_for_free_and_pickles() -> None:
    codec = _toy_codec()
    assert copy.deepcopy(codec) is codec
    again = pickle.loads(pickle.dumps(codec))
    assert (again.size, again.encode(Redraw(1)), again.decode(0, 2)) == (5, 4, Bet(2, 0))


def test_the_codec_is_fixed_by_the_configuration() -> None:
    assert _toy_codec(2).size == _toy_codec(4).size == 5
    assert GAME.codec(players=2, options=Options(max_bet=5)).size == 8
    with pytest.raises(fg.SetupError):
        GAME.codec(players=9)


# -- moves as text -----------------------------------------------------------------------


def test_normalize_forgives_case_dollars_and_thousands_separators() -> None:
    assert normalize("  Seat 2 BIDS $7,000. ") == ("seat", "2", "bids", "7000")
    assert normalize("seat 2's card") == ("seat", "2s", "card")
    assert normalize("bid -1") == ("bid", "-1")


def _bets() -> tuple[tuple[HighCardAction, ...], View]:
    state = new_game(3, seed=2, options=Options(max_bet=12))
    return GAME.legal_actions(state, 0), GAME.view(state, 0)


def test_a_description_reads_back_as_its_action() -> None:
    legal, view = _bets()
    for action in legal:
        assert parse_action(GAME, view, legal, GAME.describe(view, action)) == action


def test_a_text_may_give_only_the_beginnings_of_the_words_in_order() -> None:
    legal, view = _bets()
    assert parse_action(GAME, view, legal, "bet 12") == Bet(0, 12)
    assert parse_action(GAME, view, legal, "SEAT 0 BETS 1 CHIPS") == Bet(0, 1)
    assert parse_action(GAME, view, legal, "b 3 ch") == Bet(0, 3)


def test_a_number_must_be_given_whole() -> None:
    legal, view = _bets()
    # "1" begins "10", "11" and "12" but names only the bet of 1 chip
    assert parse_action(GAME, view, legal, "bet 1") == Bet(0, 1)
    with pytest.raises(ActionParseError, match="is not a legal move"):
        parse_action(GAME, view, legal, "bet 13")


def test_a_text_naming_several_moves_lists_them() -> None:
    legal, view = _bets()
    with pytest.raises(ActionParseError) as caught:
        parse_action(GAME, view, legal, "bets")
    assert "could be 13 moves: seat 0 bets 0 chips; seat 0 bets 1 chips" in str(caught.value)
    assert caught.value.closest[0] == "seat 0 bets 0 chips"


def test_a_text_naming_no_move_lists_the_closest() -> None:
    state = apply(apply(new_game(2, seed=1), Bet(0, 0)), Bet(1, 0))
    legal, view = GAME.legal_actions(state, 0), GAME.view(state, 0)
    with pytest.raises(ActionParseError) as caught:
        parse_action(GAME, view, legal, "keep it")
    assert caught.value.closest == ("seat 0 keeps the card", "seat 0 discards the card and draws")
    assert isinstance(caught.value, ValueError)
    assert caught.value.text == "keep it"


def test_parse_action_refuses_what_is_not_text_and_an_empty_menu() -> None:
    legal, view = _bets()
    with pytest.raises(ActionParseError, match="a move is text"):
        parse_action(GAME, view, legal, 12)  # type: ignore[arg-type]
    with pytest.raises(ActionParseError, match="no move is legal"):
        parse_action(GAME, view, (), "bet 1")
    with pytest.raises(ActionParseError, match="is not a legal move"):
        parse_action(GAME, view, legal, "   ")


def test_an_action_parse_error_survives_pickle() -> None:
    error = ActionParseError("nope", text="fold", closest=("keep", "redraw"))
    copied = pickle.loads(pickle.dumps(error))
    assert (str(copied), copied.text, copied.closest) == ("nope", "fold", ("keep", "redraw"))


@attrs.frozen
class _Shout(Action):
    player: int
    word: str


def test_describe_is_whatever_the_game_says_and_parse_action_uses_it() -> None:
    def shout(view: object, action: _Shout) -> str:
        return f"SHOUT {action.word}!"

    shouting: Any = attrs.evolve(GAME, describe=shout)
    legal = (_Shout(0, "bang"), _Shout(0, "click"))
    assert parse_action(shouting, None, legal, "shout click") == _Shout(0, "click")


def _spoken(view: object, action: _Shout) -> str:
    return action.word


def test_the_seats_name_is_never_read_as_part_of_a_later_name() -> None:
    speaking: Any = attrs.evolve(GAME, describe=_spoken)
    legal = (
        _Shout(0, "yellow chief takes the green chief prisoner"),
        _Shout(0, "yellow chief takes the blue hunter prisoner"),
    )
    for text in ("yellow hunter", "yellow chief"):
        with pytest.raises(ActionParseError):
            parse_action(speaking, None, legal, text)
    for text in ("blue hunter", "take blue", "yellow chief takes blue", "yellow chief takes the b"):
        assert parse_action(speaking, None, legal, text) == legal[1]
