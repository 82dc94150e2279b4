"""Every value round-trips through JSON; every malformed input names its bad field."""

from __future__ import annotations

import copy
import enum
import json
import pickle
from typing import Any, Generic, TypeVar

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import frontier_games as fg
from frontier_games.core import Action, SerializationError
from frontier_games.rng import Rng, choice
from frontier_games.serialization import from_dict, from_json, legacy_converter, to_dict, to_json

C = TypeVar("C")


class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Rank(enum.Enum):
    ONE = 1
    TWO = 2


@attrs.frozen
class Bid(Action):
    player: int
    amount: int


@attrs.frozen
class Pass(Action):
    player: int


@attrs.frozen
class Keep(Action):
    player: int


Move = Bid | Pass | Keep


@attrs.frozen
class Seat:
    money: int
    color: Color
    cards: frozenset[str] = frozenset()
    nickname: str | None = None


@attrs.frozen
class Table:
    seats: tuple[Seat, ...]
    bids: tuple[Bid, ...]
    history: tuple[Move, ...]
    pending: Move | None
    tallies: dict[str, int]
    ranks: tuple[Rank, ...] = ()
    pair: tuple[int, str] = (0, "")


@attrs.frozen
class Stack(Generic[C]):
    cards: tuple[C, ...]
    top: C | None


TABLE = Table(
    seats=(
        Seat(8000, Color.RED, frozenset({"tipi", "buffalo", "axe"}), "Jane"),
        Seat(3000, Color.BLUE),
    ),
    bids=(Bid(0, 1000), Bid(1, 2000)),
    history=(Bid(0, 1000), Pass(1), Keep(0)),
    pending=Pass(1),
    tallies={"gold": 2, "iron": 0},
    ranks=(Rank.TWO, Rank.ONE),
    pair=(3, "x"),
)


def broken(change: Any) -> str:
    """TABLE's JSON after ``change`` edits its plain-data form."""
    data = json.loads(to_json(TABLE))
    change(data)
    return json.dumps(data)


# --- round trips -----------------------------------------------------------------------


def test_a_nested_state_round_trips_exactly() -> None:
    assert from_json(to_json(TABLE), Table) == TABLE
    assert from_dict(to_dict(TABLE), Table) == TABLE


def test_the_same_value_always_gives_the_same_text() -> None:
    same = attrs.evolve(
        TABLE,
        seats=(
            Seat(8000, Color.RED, frozenset({"axe", "tipi", "buffalo"}), "Jane"),
            TABLE.seats[1],
        ),
    )
    assert to_json(same) == to_json(TABLE)


def test_frozensets_are_written_sorted() -> None:
    assert to_dict(Seat(1, Color.RED, frozenset({"tipi", "axe", "buffalo"})))["cards"] == [
        "axe",
        "buffalo",
        "tipi",
    ]


def test_enums_are_written_as_their_names() -> None:
    data = to_dict(TABLE)
    assert data["seats"][1]["color"] == "BLUE"
    assert to_dict(_Levels(_Level.HIGH, _Word.YES)) == {"level": "HIGH", "word": "YES"}


def test_an_enum_loads_from_its_name_only() -> None:
    assert from_json('"BLUE"', Color) is Color.BLUE
    for text in ('"blue"', '"Blue"', "2"):
        with pytest.raises(SerializationError, match="expected one of 'RED', 'BLUE'"):
            from_json(text, Color)


@attrs.frozen
class Mark:
    on: Color | Rank
    maybe: Color | Rank | None = None


class Shade(enum.Enum):
    RED = "crimson"


@attrs.frozen
class Ambiguous:
    on: Color | Shade


def test_a_union_of_enums_loads_the_member_its_name_names() -> None:
    mark = Mark(Rank.TWO, Color.BLUE)
    assert to_dict(mark) == {"on": "TWO", "maybe": "BLUE"}
    assert from_dict(to_dict(mark), Mark) == mark
    assert from_dict({"on": "RED", "maybe": None}, Mark) == Mark(Color.RED)
    assert legacy_converter.structure({"on": 1, "maybe": "red"}, Mark) == Mark(Rank.ONE, Color.RED)
    with pytest.raises(SerializationError, match="Color or Rank member"):
        from_dict({"on": "GREEN"}, Mark)


def test_a_union_of_enums_sharing_a_name_is_refused() -> None:
    with pytest.raises((SerializationError, TypeError), match="share"):
        from_dict({"on": "RED"}, Ambiguous)


def test_the_legacy_converter_reads_enums_by_value_as_version_1_wrote_them() -> None:
    assert from_dict("blue", Color, using=legacy_converter) is Color.BLUE
    loaded = from_dict({"level": 2, "word": "yes"}, _Levels, using=legacy_converter)
    assert loaded == _Levels(_Level.HIGH, _Word.YES)
    with pytest.raises(SerializationError):
        from_dict({"level": True, "word": "yes"}, _Levels, using=legacy_converter)


def test_every_action_carries_its_type_tag() -> None:
    assert to_dict(Bid(1, 3000)) == {"type": "Bid", "player": 1, "amount": 3000}
    assert to_dict(TABLE)["history"] == [
        {"type": "Bid", "player": 0, "amount": 1000},
        {"type": "Pass", "player": 1},
        {"type": "Keep", "player": 0},
    ]


def test_a_union_of_actions_loads_by_its_tag_even_with_equal_fields() -> None:
    assert from_json('{"type":"Keep","player":2}', Move) == Keep(2)
    assert from_json('{"type":"Pass","player":2}', Move) == Pass(2)


def test_an_optional_action_loads_none_and_tagged_actions() -> None:
    assert from_json("null", Move | None) is None
    assert from_json('{"type":"Keep","player":0}', Move | None) == Keep(0)
    assert from_json(to_json(attrs.evolve(TABLE, pending=None)), Table).pending is None


def test_a_single_action_class_loads_with_or_without_its_tag() -> None:
    assert from_json('{"type":"Bid","player":1,"amount":5}', Bid) == Bid(1, 5)
    assert from_json('{"player":1,"amount":5}', Bid) == Bid(1, 5)


def test_a_generic_class_round_trips_with_its_parameter() -> None:
    stack = Stack((Color.RED, Color.BLUE), Color.BLUE)
    assert from_json(to_json(stack), Stack[Color]) == stack
    assert from_json(to_json(Stack((), None)), Stack[Color]) == Stack((), None)


def test_to_json_can_indent() -> None:
    assert json.loads(to_json(TABLE, indent=2)) == to_dict(TABLE)
    assert "\n" in to_json(TABLE, indent=2)


@given(
    st.lists(st.integers(0, 10**6), max_size=5),
    st.frozensets(st.text(max_size=5), max_size=5),
    st.one_of(st.none(), st.text(max_size=5)),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=4),
)
def test_generated_states_round_trip(
    amounts: list[int], cards: frozenset[str], nickname: str | None, tallies: dict[str, int]
) -> None:
    table = Table(
        seats=(Seat(7, Color.BLUE, cards, nickname),),
        bids=tuple(Bid(p, a) for p, a in enumerate(amounts)),
        history=tuple(Pass(p) if a % 2 else Bid(p, a) for p, a in enumerate(amounts)),
        pending=None,
        tallies=tallies,
    )
    assert from_json(to_json(table), Table) == table


# --- malformed input -------------------------------------------------------------------


def error_of(text: str, cls: Any = Table) -> SerializationError:
    with pytest.raises(SerializationError) as raised:
        from_json(text, cls)
    return raised.value


@pytest.mark.parametrize(
    ("text", "path", "message"),
    [
        (broken(lambda d: d["bids"][1].update(amount="2000")), "$.bids[1].amount", "integer"),
        (broken(lambda d: d["bids"][1].update(amount=True)), "$.bids[1].amount", "integer"),
        (broken(lambda d: d["bids"][1].update(amount=20.5)), "$.bids[1].amount", "integer"),
        (broken(lambda d: d["bids"][1].pop("amount")), "$.bids[1].amount", "missing"),
        (broken(lambda d: d["bids"][1].update(bonus=1)), "$.bids[1]", "bonus"),
        (broken(lambda d: d.update(extra=1)), "$", "extra"),
        (broken(lambda d: d["seats"][0].pop("money")), "$.seats[0].money", "missing"),
        (broken(lambda d: d["seats"][1].update(color="green")), "$.seats[1].color", "green"),
        (broken(lambda d: d["ranks"].__setitem__(0, True)), "$.ranks[0]", "True"),
        (broken(lambda d: d["ranks"].__setitem__(0, "1")), "$.ranks[0]", "'1'"),
        (broken(lambda d: d["history"][2].update(type="Fold")), "$.history[2]", "Fold"),
        (broken(lambda d: d["history"][2].pop("type")), "$.history[2]", "type"),
        (broken(lambda d: d["history"][0].update(amount=None)), "$.history[0].amount", "integer"),
        (broken(lambda d: d.update(pending={"type": "Bid"})), "$.pending.player", "missing"),
        (broken(lambda d: d["seats"][0].update(cards="abc")), "$.seats[0].cards", "array"),
        (broken(lambda d: d["seats"][0].update(cards=[1])), "$.seats[0].cards[0]", "string"),
        (broken(lambda d: d["seats"][0].update(nickname=5)), "$.seats[0].nickname", "string"),
        (broken(lambda d: d.update(seats={"0": 1})), "$.seats", "array"),
        (broken(lambda d: d.update(seats=[3])), "$.seats[0]", "object"),
        (broken(lambda d: d["tallies"].update(gold="2")), "$.tallies['gold']", "integer"),
        (broken(lambda d: d.update(tallies=[])), "$.tallies", "object"),
        (broken(lambda d: d.update(pair=[1, "x", 2])), "$.pair", "array of 2"),
        (broken(lambda d: d.update(pair=[1, 2])), "$.pair[1]", "string"),
    ],
)
def test_a_malformed_field_is_refused_with_its_path(text: str, path: str, message: str) -> None:
    error = error_of(text)
    assert error.path == path
    assert message in error.message
    assert isinstance(error, ValueError)


@pytest.mark.parametrize("text", ["{not json", "", '{"a": 1', b"\xff\xfe", "[" * 100_000])
def test_text_that_is_not_json_is_refused(text: str | bytes) -> None:
    error = error_of(text)  # type: ignore[arg-type]
    assert error.path == "$"
    assert "not valid JSON" in error.message


@pytest.mark.parametrize("text", ["[]", "null", "3", '"table"'])
def test_a_document_that_is_not_an_object_is_refused(text: str) -> None:
    assert error_of(text).path == "$"


def test_an_unknown_action_tag_names_the_known_ones() -> None:
    error = error_of('{"type":"Fold","player":0}', Move)
    assert error.path == "$"
    assert "Bid, Keep, Pass" in error.message


def test_an_action_given_the_wrong_tag_is_refused() -> None:
    assert "Bid" in error_of('{"type":"Pass","player":0}', Bid).message


def test_a_bad_enum_value_lists_the_allowed_ones() -> None:
    assert "'RED', 'BLUE'" in error_of('"green"', Color).message
    assert error_of("1.0", Rank).path == "$"


def test_a_generic_class_without_its_parameter_is_refused() -> None:
    assert isinstance(error_of('{"cards":[],"top":null}', Stack), SerializationError)


def test_from_dict_refuses_like_from_json() -> None:
    with pytest.raises(SerializationError) as raised:
        from_dict({"money": "x", "color": "red"}, Seat)
    assert raised.value.path == "$.money"


class _Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


class _Word(enum.StrEnum):
    YES = "yes"


@attrs.frozen
class _Levels:
    level: _Level
    word: _Word


def test_int_and_str_enums_load_as_their_members_not_plain_values() -> None:
    value = _Levels(_Level.HIGH, _Word.YES)
    loaded = from_json(to_json(value), _Levels)
    assert loaded == value
    assert type(loaded.level) is _Level
    assert type(loaded.word) is _Word
    assert to_json(loaded) == to_json(value)


def test_an_int_enum_refuses_a_value_it_does_not_have() -> None:
    with pytest.raises(SerializationError) as caught:
        from_json('{"level": "MEDIUM", "word": "YES"}', _Levels)
    assert caught.value.path == "$.level"


# --- strict JSON ------------------------------------------------------------------------


@attrs.frozen
class _Reading:
    value: float = 0.0
    count: int = 0


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_from_json_refuses_nan_and_infinity_constants(constant: str) -> None:
    error = error_of(f'{{"value": {constant}}}', _Reading)
    assert error.path == "$"
    assert constant in error.message


@pytest.mark.parametrize("number", ["1e400", "-1e400", "1.5e999"])
def test_from_json_refuses_a_number_that_overflows_a_float(number: str) -> None:
    error = error_of(f'{{"value": {number}}}', _Reading)
    assert error.path == "$"
    assert "too large for a float" in error.message


def test_from_json_refuses_an_object_that_names_a_key_twice() -> None:
    error = error_of('{"count": 1, "count": 2}', _Reading)
    assert error.path == "$"
    assert "'count' twice" in error.message
    # Nested objects too, and whatever type is asked for.
    assert "'a' twice" in error_of('{"count": 1, "x": {"a": 1, "a": 1}}', _Reading).message


def test_from_dict_refuses_a_float_that_is_not_finite_at_its_path() -> None:
    for value in (float("nan"), float("inf"), -float("inf")):
        with pytest.raises(SerializationError) as raised:
            from_dict({"value": value}, _Reading)
        assert raised.value.path == "$.value"
        assert "finite" in raised.value.message


def test_from_json_turns_an_integer_too_long_to_convert_into_a_serialization_error() -> None:
    # Python's json raises a bare ValueError past sys.get_int_max_str_digits() (4300).
    error = error_of('{"count": 1' + "0" * 5000 + "}", _Reading)
    assert error.path == "$"
    assert "4300 digits" in error.message


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf")])
def test_to_json_refuses_nan_and_infinity_with_value_error(value: float) -> None:
    with pytest.raises(ValueError, match="cannot write this value as JSON") as raised:
        to_json(_Reading(value=value))
    assert not isinstance(raised.value, SerializationError)


def test_to_json_refuses_an_integer_too_long_to_convert_with_value_error() -> None:
    with pytest.raises(ValueError, match="cannot write this value as JSON"):
        to_json(_Reading(count=10**5000))


def test_to_json_refuses_a_value_json_has_no_form_for_with_type_error() -> None:
    with pytest.raises(TypeError, match="not JSON serializable"):
        to_json({"x": object()})


# --- unions of plain types ---------------------------------------------------------------


@attrs.frozen
class _Label:
    key: int | str
    flags: tuple[bool | str | None, ...] = ()


def test_a_union_of_plain_types_round_trips_each_member() -> None:
    for value in (_Label(3), _Label("three", (True, "x", None))):
        assert from_json(to_json(value), _Label) == value
    assert type(from_json('{"key": 1}', _Label).key) is int


@pytest.mark.parametrize(
    ("text", "path", "message"),
    [
        ('{"key": true}', "$.key", "expected an integer or a string, got bool True"),
        ('{"key": 1.5}', "$.key", "got float 1.5"),
        ('{"key": null}', "$.key", "got NoneType None"),
        ('{"key": 1, "flags": [1]}', "$.flags[0]", "true or false or a string or null"),
    ],
)
def test_a_union_of_plain_types_loads_strictly(text: str, path: str, message: str) -> None:
    error = error_of(text, _Label)
    assert error.path == path
    assert message in error.message


# --- the error itself ---------------------------------------------------------------------


def test_a_serialization_error_survives_pickle_and_deepcopy_with_its_path() -> None:
    error = SerializationError("expected an integer", path="$.seats[1].money")
    for copied in (pickle.loads(pickle.dumps(error)), copy.deepcopy(error)):
        assert type(copied) is SerializationError
        assert copied.path == "$.seats[1].money"
        assert copied.message == "expected an integer"
        assert str(copied) == str(error) == "$.seats[1].money: expected an integer"


# -- what is written and what is loaded is a value the game can hold (issue 24) ----------


@attrs.frozen
class _Place(Action):
    player: int
    colour: Color


@pytest.mark.parametrize(
    ("value", "path"),
    [
        (_Place(0, "RED"), "$.colour"),  # type: ignore[arg-type]
        (_Place(True, Color.RED), "$.player"),
        (Table((Seat(3, Color.RED), Seat(2.0, Color.RED)), (), (), None, {}), "$.seats[1].money"),  # type: ignore[arg-type]
    ],
)
def test_writing_a_malformed_value_is_refused_with_its_path(value: object, path: str) -> None:
    with pytest.raises(SerializationError) as raised:
        to_json(value)
    assert raised.value.path == path
    with pytest.raises(SerializationError):
        to_dict(value)


def _mid_game(name: str) -> tuple[Any, Any]:
    """A registered game and a state some twenty moves into a 4-player game of it."""
    game = fg.get_game(name)
    state, rng = game.new_game(players=4, seed=3), Rng.from_seed(3)
    for _ in range(20):
        if game.is_over(state):
            break
        action, rng = choice(rng, game.legal_actions(state, min(game.actors(state))))
        state = game.apply(state, action)
    return game, state


def _generator(data: Any) -> Any:
    """The plain-data form of the generator inside a state's plain-data form."""
    if isinstance(data, dict):
        if set(data) == {"key", "counter"}:
            return data
        for value in data.values():
            found = _generator(value)
            if found is not None:
                return found
    return None


@pytest.mark.parametrize("name", fg.game_names())
def test_a_state_no_game_reaches_is_refused_where_it_is_loaded(name: str) -> None:
    game, state = _mid_game(name)
    assert from_json(to_json(state), game.state_type) == state
    data = to_dict(state)
    _generator(data)["counter"] = -5  # no generator draws from a negative counter
    with pytest.raises(fg.InvalidStateError) as raised:
        from_dict(data, game.state_type)
    assert raised.value.invariant == "rng"
    with pytest.raises(fg.InvalidStateError):
        from_json(json.dumps(data), game.state_type)
