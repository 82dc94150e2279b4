"""The contract's errors: what they carry, and that they survive pickling and copying."""

from __future__ import annotations

import copy
import pickle

import pytest

import frontier_games as fg
from frontier_games.core import IllegalActionError
from tests.toy_game import Bet


def test_an_illegal_action_error_survives_pickle_and_deepcopy_with_every_attribute() -> None:
    error = IllegalActionError("bid-above-money", "seat 1 holds $3000", player=1, action=Bet(1, 9))
    error.add_note("while replaying game 12")
    for copied in (pickle.loads(pickle.dumps(error)), copy.deepcopy(error)):
        assert type(copied) is IllegalActionError
        assert (copied.rule, copied.message, copied.player, copied.action) == (
            "bid-above-money",
            "seat 1 holds $3000",
            1,
            Bet(1, 9),
        )
        assert str(copied) == str(error) == "seat 1 holds $3000 [bid-above-money]"
        assert copied.__notes__ == ["while replaying game 12"]


def test_an_illegal_action_error_names_the_seat_also_as_seat_read_only() -> None:
    error = fg.IllegalActionError("not-your-turn", "wait", player=2)
    assert error.seat == error.player == 2
    assert fg.IllegalActionError("x", "y").seat is None
    with pytest.raises(AttributeError):
        error.seat = 3  # type: ignore[misc]


def test_a_subclass_of_a_contract_error_pickles_as_itself() -> None:
    class BidError(IllegalActionError):
        pass

    error = BidError("bid-too-low", "too low", player=0)
    copied = copy.deepcopy(error)
    assert type(copied) is BidError
    assert (copied.rule, copied.player, str(copied)) == ("bid-too-low", 0, str(error))
