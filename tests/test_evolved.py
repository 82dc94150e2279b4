"""``frontier_games.core.evolved`` is ``attrs.evolve``, faster: the same value for the
classes the games rebuild at every move, and the same refusals."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from frontier_games.core import Frozen, Outcome, evolved, frozen_class
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
    with pytest.raises(TypeError):
        evolved(_One(1), nope=2)
    with pytest.raises(TypeError, match="unexpected keyword argument 'nope'"):
        Poker(0, 1, 2_000, (0, 1), (1,)).evolve(nope=2)
    with pytest.raises(TypeError):
        evolved(_Keyword(1), nope=2)


@frozen_class(cache_hash=True)
class _Hashed(Frozen):
    a: int
    b: tuple[int, ...] = ()
    c: int = attrs.field(kw_only=True, default=3)


@frozen_class
class _Private2(Frozen):
    _a: int
    b: int = 5


def test_a_frozen_class_is_built_as_attrs_builds_it() -> None:
    made = _Hashed(1, (2,), c=4)
    assert made == _Hashed(0).evolve(a=1, b=(2,), c=4)
    assert (made.a, made.b, made.c) == (1, (2,), 4)
    assert _Private2(1).b == 5
    assert repr(_Private2(1, 2)) == "_Private2(_a=1, b=2)"
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.a = 2  # type: ignore[misc]


def test_evolve_names_what_changes_and_keeps_the_rest() -> None:
    made = _Hashed(1, (2,), c=4)
    changed = made.evolve(c=9)
    assert changed == _Hashed(1, (2,), c=9)
    assert made == _Hashed(1, (2,), c=4)  # the old value is untouched
    assert _Private2(1, 2).evolve(a=7) == _Private2(7, 2)
    assert made.__replace__(a=2) == _Hashed(2, (2,), c=4)  # what copy.replace calls (3.13)


def test_an_evolved_value_hashes_anew() -> None:
    made = _Hashed(1)
    assert hash(made) == hash(_Hashed(1))  # the hash is cached now
    changed = made.evolve(a=2)
    assert hash(changed) == hash(_Hashed(2))
    assert {changed: 0}[_Hashed(2)] == 0


def test_a_class_with_a_post_init_keeps_attrs_construction() -> None:
    @frozen_class
    class Derived(Frozen):
        a: int
        twice: int = attrs.field(init=False)

        def __attrs_post_init__(self) -> None:
            object.__setattr__(self, "twice", 2 * self.a)

    assert Derived(2).evolve(a=5).twice == 10


def test_evolve_on_a_subclass_keeps_the_subclass_and_its_fields() -> None:
    @frozen_class
    class Parent(Frozen):
        x: int

    @frozen_class
    class Checked(Parent):  # a validator: attrs' own constructor stays
        y: int = attrs.field(default=0, validator=attrs.validators.instance_of(int))

    @attrs.frozen
    class Plain(Parent):
        z: int = 1

    assert Checked(1, 2).evolve(x=5) == Checked(5, 2)
    assert Checked(1, 2).evolve(y=3) == Checked(1, 3)
    assert Plain(1, 2).evolve(z=4) == Plain(1, 4)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Parent(1).evolve(z=1)


def test_evolve_makes_a_value_of_the_class_itself_and_frozen() -> None:
    changed = _Hashed(1, (2,), c=4).evolve(b=(3,))
    assert type(changed) is _Hashed  # filled as a draft, then made a _Hashed
    assert changed == _Hashed(1, (3,), c=4)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        changed.a = 2  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del changed.a
