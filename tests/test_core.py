"""The contract's errors: what they carry, and that they survive pickling and copying."""

from __future__ import annotations

import copy
import pickle

import attrs
import pytest

import frontier_games as fg
from frontier_games.core import Action, IllegalActionError, action_class
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


def test_actions_are_equal_only_with_fields_of_the_same_types_throughout() -> None:
    @attrs.frozen
    class Card:
        rank: int

    @action_class
    class Lay(Action):
        player: int
        cards: tuple[Card, ...]
        marks: frozenset[int]

    lay = Lay(0, (Card(3),), frozenset({1}))
    assert lay == Lay(0, (Card(3),), frozenset({1}))
    assert hash(lay) == hash(Lay(0, (Card(3),), frozenset({1})))
    for twin in (
        Lay(False, (Card(3),), frozenset({1})),
        Lay(0, (Card(3.0),), frozenset({1})),  # type: ignore[arg-type]
        Lay(0, (Card(3),), frozenset({True})),
    ):
        assert lay != twin
        assert twin not in (lay,)
