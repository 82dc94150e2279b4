"""``frontier_games.core.evolved`` is ``attrs.evolve``, faster: the same value for the
classes the games rebuild at every move, and the same refusals."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from frontier_games.core import Outcome, evolved
from frontier_games.games.chaparral import rules as chaparral
from frontier_games.games.rattlesnake_city.model import Poker


@attrs.frozen
class _Keyword:
    a: int
    b: int = attrs.field(kw_only=True, default=0)


@attrs.frozen
class _Derived:
    a: int
    twice: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "twice", 2 * self.a)


@attrs.frozen
class _One:
    a: int


@attrs.frozen
class _Private:
    _a: int
    b: int


def _cases() -> list[tuple[Any, dict[str, Any]]]:
    poker = Poker(0, 1, 2_000, (0, 1), (1,), cards=(None, None), pot=4_000)
    state = chaparral.new_game(3, 5)
    return [
        (poker, {}),
        (poker, {"asked": ()}),
        (poker, {"revealed": True, "out": (1,), "cheat": (0, 1)}),
        (state, {"turn": state.turn}),
        (state.turn, {}),
        (Outcome((3, 1), (1, 2), frozenset({0})), {"scores": (4, 1)}),
        (_Keyword(1, b=2), {"b": 3}),
        (_Derived(2), {"a": 5}),
        (_One(1), {"a": 2}),
        (_Private(1, 2), {"a": 3}),
    ]


@pytest.mark.parametrize(("value", "changes"), _cases())
def test_evolved_is_attrs_evolve(value: Any, changes: dict[str, Any]) -> None:
    new = evolved(value, **changes)
    assert new == attrs.evolve(value, **changes)
    assert type(new) is type(value)


def test_a_name_that_is_not_a_field_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="has no field 'nope'"):
        evolved(_One(1), nope=2)
    with pytest.raises(TypeError):
        evolved(_Keyword(1), nope=2)
