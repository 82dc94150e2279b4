"""One cattrs converter for every state, action, view, options object and record.

``to_json``/``from_json`` and ``to_dict``/``from_dict`` round-trip exactly::

    >>> import attrs
    >>> from frontier_games.core import Action
    >>> from frontier_games.serialization import from_json, to_json
    >>> @attrs.frozen
    ... class Bid(Action):
    ...     player: int
    ...     amount: int
    >>> to_json(Bid(1, 3000))
    '{"type":"Bid","player":1,"amount":3000}'
    >>> from_json(to_json(Bid(1, 3000)), Bid)
    Bid(player=1, amount=3000)

Rules of the format:

* attrs classes become JSON objects; unknown keys are refused.
* Every :class:`~frontier_games.core.Action` carries its class name under ``"type"``, so a
  union of action classes (a game's ``Action`` type) loads by that tag.
* Tuples and lists become arrays; frozensets become sorted arrays, so the same value
  always gives the same text; enums become their members' names.
* Loading is strict: an ``int`` field takes only a JSON integer (not ``true``), a ``str``
  only a string, a ``float`` only a finite number, a tuple or a set only an array, an attrs
  class only an object.
* The JSON itself is strict too: ``NaN``, ``Infinity`` and ``-Infinity``, numbers too large
  for a float (``1e400``) and an object naming the same key twice are refused; ``to_json``
  never writes them (it raises ``ValueError`` for a NaN or an infinite float).
* Any malformed input raises :class:`~frontier_games.core.SerializationError` whose
  ``path`` names the first bad field, such as ``$.seats[2].money`` (``$`` for the faults
  found while reading the JSON text itself: bad syntax, constants, duplicate keys).

Which field types load:

* ``int``, ``str``, ``bool``, ``float``, ``None``, enums, attrs classes (generic ones too);
* tuples, lists, frozensets and sets of those, fixed tuples (``tuple[int, str]``),
  ``dict[str, ...]``;
* a union of action classes (a game's action type), optionally with ``None``;
* ``X | None`` for any loadable ``X``;
* a union of plain types among ``int``, ``str``, ``bool`` and ``None`` (``int | str``):
  the value must be of exactly one of them (``true`` is not an ``int``).

Any other union (``int | float``, ``Seat | int``, a union of attrs classes that are not
actions) cannot be told apart reliably and is refused when loading: use an action union,
an Optional, or a small attrs class instead.

State classes should keep per-seat data in tuples indexed by seat rather than in dicts
with int keys, since JSON object keys are always strings.
"""

from __future__ import annotations

import enum
import functools
import itertools
import json
import math
import operator
import re
from collections import abc
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints, overload

import attrs
import cattrs
from cattrs.errors import IterableValidationError, IterableValidationNote
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from frontier_games.core import Action, SerializationError, brief
from frontier_games.games import REGISTERED, get_game
from frontier_games.invariants import first_misfit

__all__ = ["converter", "from_dict", "from_json", "legacy_converter", "to_dict", "to_json"]

T = TypeVar("T")

TAG = "type"


def _is_action_class(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, Action) and attrs.has(cls)


_UnionType = type(int | str)


def _is_action_union(t: Any) -> bool:
    """A union of action classes, optionally with ``None`` (``Keep | Redraw | None``)."""
    if get_origin(t) not in (Union, _UnionType):
        return False
    members = [member for member in get_args(t) if member is not type(None)]
    return bool(members) and all(_is_action_class(member) for member in members)


def _is_enum(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, enum.Enum)


_PLAIN_NAMES: Mapping[Any, str] = {
    int: "an integer",
    str: "a string",
    bool: "true or false",
    type(None): "null",
}


def _is_plain_union(t: Any) -> bool:
    """A union of two or more of ``int``, ``str``, ``bool`` (and maybe ``None``)."""
    if get_origin(t) not in (Union, _UnionType):
        return False
    members = get_args(t)
    plain = [member for member in members if member is not type(None)]
    return len(plain) >= 2 and all(member in _PLAIN_NAMES for member in members)


def _is_enum_union(t: Any) -> bool:
    """A union of two or more enum classes (and maybe ``None``): ``Profession | Building``."""
    if get_origin(t) not in (Union, _UnionType):
        return False
    members = [member for member in get_args(t) if member is not type(None)]
    return len(members) >= 2 and all(_is_enum(member) for member in members)


def _is_set_type(t: Any) -> bool:
    return get_origin(t) in (frozenset, set) or t in (frozenset, set)


_ARRAY_TYPES: Mapping[Any, type] = {
    tuple: tuple,
    list: list,
    frozenset: frozenset,
    set: set,
    abc.Sequence: tuple,
    abc.MutableSequence: list,
    abc.Set: frozenset,
    abc.MutableSet: set,
}


def _is_fixed_tuple(t: Any) -> bool:
    """``tuple[int, str]`` or ``tuple[()]``, as opposed to ``tuple[int, ...]``."""
    args = get_args(t)
    return get_origin(t) is tuple and not (len(args) == 2 and args[1] is Ellipsis)


def _is_array_type(t: Any) -> bool:
    return (get_origin(t) or t) in _ARRAY_TYPES


def _is_plain_attrs_class(t: Any) -> bool:
    return attrs.has(get_origin(t) or t) and not _is_action_class(t)


def _enum_by_name(value: Any, cls: type[enum.Enum]) -> enum.Enum:
    """An enum member from its name, the only form this library writes."""
    member = cls.__members__.get(value) if type(value) is str else None
    if member is None:
        allowed = ", ".join(repr(name) for name in cls.__members__)
        raise ValueError(f"expected one of {allowed}, got {brief(value)}")
    return member


def _enum_by_value(value: Any, cls: type[enum.Enum]) -> enum.Enum:
    """An enum member from its value, as the version-1 record format wrote it."""
    try:
        member = cls(value)
    except ValueError:
        member = None
    # ``Rank(True)`` and ``Rank(1.0)`` would find the member valued 1: refuse them.
    if member is None or type(member.value) is not type(value):
        allowed = ", ".join(repr(member.value) for member in cls)
        raise ValueError(f"expected one of {allowed}, got {brief(value)}")
    return member


def _make_converter(structure_enum: Callable[[Any, Any], enum.Enum]) -> cattrs.Converter:
    """A converter with the library's rules, reading enums with ``structure_enum``; every
    hook below reaches the converter it belongs to, never the module's."""
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)

    def strict(kind: Callable[[Any], Any], name: str) -> Callable[[Any, Any], Any]:
        def structure(value: Any, cls: Any) -> Any:
            if cls is not kind and _is_enum(cls):
                return structure_enum(value, cls)  # an IntEnum or StrEnum, found by its base
            if type(value) is not kind and not (kind is float and type(value) is int):
                raise TypeError(f"expected {name}, got {type(value).__name__} {brief(value)}")
            if kind is float and not math.isfinite(value):
                raise ValueError(f"expected a finite number, got {brief(value)}")
            return kind(value)

        return structure

    for kind, name in ((int, "an integer"), (str, "a string"), (bool, "true or false")):
        conv.register_structure_hook(kind, strict(kind, name))
    conv.register_structure_hook(float, strict(float, "a number"))

    def plain_union(union: Any) -> Callable[[Any, Any], Any]:
        """Load ``int | str`` and the like strictly: the value's own type must be a member."""
        members = frozenset(get_args(union))
        expected = " or ".join(_PLAIN_NAMES[member] for member in get_args(union))

        def structure(value: Any, _: Any) -> Any:
            if type(value) not in members:
                raise TypeError(f"expected {expected}, got {type(value).__name__} {brief(value)}")
            return value

        return structure

    conv.register_structure_hook_factory(_is_plain_union, plain_union)

    def enum_union(union: Any) -> Callable[[Any, Any], Any]:
        """Load a union of enums (``Profession | Building``) from the one member that the
        value names. The enums must not share a name or a value, or a written value could
        not say which was meant."""
        members = [member for member in get_args(union) if member is not type(None)]
        optional = len(members) < len(get_args(union))
        for first, second in itertools.combinations(members, 2):
            shared = set(first.__members__) & set(second.__members__)
            shared |= {m.value for m in first} & {m.value for m in second}
            if shared:
                raise TypeError(
                    f"{first.__name__} and {second.__name__} share {sorted(map(str, shared))}: "
                    "a union of them cannot be read back"
                )
        expected = " or ".join(member.__name__ for member in members)

        def structure(value: Any, _: Any) -> Any:
            if value is None and optional:
                return None
            for member in members:
                try:
                    return structure_enum(value, member)
                except ValueError:
                    continue
            raise ValueError(f"expected a {expected} member, got {brief(value)}")

        return structure

    conv.register_structure_hook_factory(_is_enum_union, enum_union)

    def sorted_if_possible(items: frozenset[Any] | set[Any]) -> list[Any]:
        values = [conv.unstructure(item) for item in items]
        try:
            return sorted(values)
        except TypeError:
            return sorted(values, key=lambda v: json.dumps(v, sort_keys=True))

    conv.register_unstructure_hook_factory(_is_set_type, lambda t: sorted_if_possible)
    by_name = operator.attrgetter("name")
    conv.register_unstructure_hook_factory(_is_enum, lambda t: by_name)
    # An IntEnum or StrEnum is found as an int or a str first, which cattrs passes through.
    conv.register_unstructure_hook(enum.IntEnum, by_name)
    conv.register_unstructure_hook(enum.StrEnum, by_name)
    conv.register_structure_hook_factory(_is_enum, lambda t: structure_enum)

    def array(t: Any) -> Callable[[Any, Any], Any]:
        """Load a tuple, list or set from a JSON array only (never from a string or an
        object): cattrs accepts any iterable, so ``"abc"`` would load as ``("a", "b",
        "c")``. Each bad element's index goes in the error path."""
        build = _ARRAY_TYPES[get_origin(t) or t]
        args = get_args(t)
        fixed = _is_fixed_tuple(t)
        if args == ((),):  # how some Python versions spell tuple[()]
            args = ()
        element_types: tuple[Any, ...] = args if fixed else (args[0] if args else Any,)

        def structure(value: Any, _: Any) -> Any:
            if type(value) is not list and type(value) is not tuple:
                raise TypeError(f"expected an array, got {type(value).__name__} {brief(value)}")
            if fixed and len(value) != len(element_types):
                raise ValueError(f"expected an array of {len(element_types)}, got {len(value)}")
            items = []
            errors: list[Exception] = []
            for index, item in enumerate(value):
                kind = element_types[index] if fixed else element_types[0]
                try:
                    items.append(item if kind is Any else conv.structure(item, kind))
                except Exception as error:
                    note = IterableValidationNote(f"Structuring @ index {index}", index, kind)
                    error.__notes__ = [*getattr(error, "__notes__", []), note]
                    errors.append(error)
            if errors:
                raise IterableValidationError(f"While structuring {t!r}", errors, t)
            return build(items)

        return structure

    conv.register_structure_hook_factory(_is_array_type, array)

    def fixed_tuple_unstructure(t: Any) -> Callable[[Any], list[Any]]:
        """Write ``tuple[int, str]`` as a list too (cattrs keeps it a tuple), so that
        :func:`to_dict` gives plain JSON data."""
        kinds = get_args(t)

        def unstructure(value: Any) -> list[Any]:
            return [conv.unstructure(v, k) for v, k in zip(value, kinds, strict=False)]

        return unstructure

    conv.register_unstructure_hook_factory(_is_fixed_tuple, fixed_tuple_unstructure)

    def structure_as(kind: Any) -> Callable[[Any, Any], Any]:
        def structure(value: Any, _: Any) -> Any:
            return conv.structure(value, kind)

        return structure

    def union_overrides(cls: Any) -> dict[str, Any]:
        """Hooks for the fields of a generic class such as ``Pile[Card]`` whose type is a
        union holding a type variable (``tuple[C, ...] | None``), which cattrs leaves
        unresolved."""
        origin = get_origin(cls)
        if origin is None:
            return {}
        bound = dict(zip(getattr(origin, "__parameters__", ()), get_args(cls), strict=False))
        overrides = {}
        for name, kind in get_type_hints(origin).items():
            parameters = getattr(kind, "__parameters__", ())
            if get_origin(kind) in (Union, _UnionType) and parameters:
                resolved = kind[tuple(bound.get(p, Any) for p in parameters)]
                overrides[name] = override(struct_hook=structure_as(resolved))
        return overrides

    def attrs_structure(cls: Any) -> Callable[[Any, Any], Any]:
        fields: Callable[[Any, Any], Any] = make_dict_structure_fn(
            cls, conv, _cattrs_forbid_extra_keys=True, **union_overrides(cls)
        )

        def structure(value: Any, _: Any) -> Any:
            if not isinstance(value, Mapping):
                raise TypeError(f"expected an object, got {type(value).__name__} {brief(value)}")
            return fields(value, cls)

        return structure

    conv.register_structure_hook_factory(_is_plain_attrs_class, attrs_structure)

    def action_unstructure(cls: type) -> Callable[[Any], dict[str, Any]]:
        fields: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(cls, conv)
        name = cls.__name__

        def unstructure(action: Any) -> dict[str, Any]:
            return {TAG: name, **fields(action)}

        return unstructure

    def action_structure(cls: type) -> Callable[[Any, Any], Any]:
        fields: Callable[[Any, Any], Any] = make_dict_structure_fn(
            cls, conv, _cattrs_forbid_extra_keys=True
        )
        name = cls.__name__

        def structure(value: Any, _: Any) -> Any:
            if not isinstance(value, Mapping):
                raise TypeError(f"expected an object for action {name}, got {brief(value)}")
            tag = value.get(TAG, name)
            if tag != name:
                raise ValueError(f'expected "{TAG}": "{name}", got {brief(tag)}')
            return fields({k: v for k, v in value.items() if k != TAG}, cls)

        return structure

    def action_union_structure(union: Any) -> Callable[[Any, Any], Any]:
        members = get_args(union)
        optional = type(None) in members
        by_tag = {member.__name__: member for member in members if member is not type(None)}
        allowed = ", ".join(sorted(by_tag))

        def structure(value: Any, _: Any) -> Any:
            if value is None and optional:
                return None
            if not isinstance(value, Mapping):
                raise TypeError(f"expected an action object, got {brief(value)}")
            tag = value.get(TAG)
            cls = by_tag.get(tag) if isinstance(tag, str) else None
            if cls is None:
                raise ValueError(f'expected "{TAG}" to be one of {allowed}, got {brief(tag)}')
            return conv.structure(value, cls)

        return structure

    conv.register_unstructure_hook_factory(_is_action_class, action_unstructure)
    conv.register_structure_hook_factory(_is_action_class, action_structure)
    conv.register_structure_hook_factory(_is_action_union, action_union_structure)
    return conv


converter = _make_converter(_enum_by_name)
"""The library's one converter; games need not register anything with it."""

legacy_converter = _make_converter(_enum_by_value)
"""The converter of the version-1 formats, which wrote enum members by value: only
:mod:`frontier_games.record` uses it, to keep loading version-1 records."""


def to_dict(obj: Any, as_type: Any = None) -> Any:
    """The plain-data form of ``obj`` (dicts, lists, strings, numbers, booleans, ``None``).

    An attrs value (a state, an action, a view...) is first checked field by field against
    its annotations, so a malformed one (a seat that is ``True``, a building that is a
    ``str``) is refused rather than written as what would not load back.

    :raises SerializationError: for a field of an attrs value that does not hold what its
        annotation declares; its ``path`` names it, such as ``$.building``.

    Otherwise it does not check that the result is JSON data: a value of a type it does not know
    (say, an ``object()`` in a field typed ``Any``) is returned as it is, and
    :func:`to_json` then raises ``TypeError`` for it.

    :param as_type: the declared type to write ``obj`` as, if not its own class.
    """
    if attrs.has(type(obj)):
        misfit = first_misfit(obj)
        if misfit is not None:
            path, message = misfit
            raise SerializationError(f"cannot write this value: it {message}", path=path)
    if as_type is None:
        return converter.unstructure(obj)
    return converter.unstructure(obj, unstructure_as=as_type)


def to_json(obj: Any, as_type: Any = None, *, indent: int | None = None) -> str:
    """``obj`` as JSON text; the same value always gives the same text.

    Only strict JSON is written, which :func:`from_json` reads back: never ``NaN`` or
    ``Infinity``.

    :param indent: pretty-print with this indentation (compact by default).
    :raises SerializationError: for a field of an attrs value that does not hold what its
        annotation declares (see :func:`to_dict`).
    :raises TypeError: when ``obj`` holds a value JSON has no form for (an object of a
        class that is neither attrs, an enum nor a plain type, in a field typed ``Any``).
    :raises ValueError: when ``obj`` holds a NaN or infinite float, or an integer with
        more digits than Python converts to text (``sys.get_int_max_str_digits()``,
        4300 by default). It is a plain ``ValueError``, not a
        :class:`~frontier_games.core.SerializationError` (which is about reading).
    """
    separators = (",", ":") if indent is None else (",", ": ")
    data = to_dict(obj, as_type)
    try:
        return json.dumps(data, indent=indent, separators=separators, allow_nan=False)
    except ValueError as error:
        raise ValueError(f"cannot write this value as JSON: {error}") from error


@overload
def from_dict(data: Any, cls: type[T], *, using: cattrs.Converter | None = None) -> T: ...
@overload
def from_dict(data: Any, cls: Any, *, using: cattrs.Converter | None = None) -> Any: ...
def from_dict(data: Any, cls: Any, *, using: cattrs.Converter | None = None) -> Any:
    """Rebuild a value of type ``cls`` from its plain-data form.

    A state of a registered game is then checked by the game's ``check_state``: a state no
    game can reach is refused where it enters. (For a game of your own, call its
    ``check_state`` after loading.)

    :param using: the converter to read with (:data:`legacy_converter` for version-1
        data); the library's :data:`converter` by default.
    :raises SerializationError: when ``data`` does not describe a ``cls``; its ``path``
        names the first bad field.
    :raises InvalidStateError: when ``cls`` is a registered game's state class and the
        state it describes breaks one of the game's invariants.
    """
    try:
        value = (converter if using is None else using).structure(data, cls)
    except SerializationError:
        raise
    except Exception as error:  # cattrs raises groups, attrs validators raise anything
        path, message = _first_error(error)
        raise SerializationError(message, path=path) from error
    check_state = _state_check(cls)
    if check_state is not None:
        check_state(value)
    return value


@functools.cache  # one entry per class loaded: classes are few and never freed
def _state_check(cls: Any) -> Callable[[Any], None] | None:
    """The ``check_state`` of the registered game whose state class is ``cls``, if any."""
    module = getattr(cls, "__module__", None)
    if not isinstance(module, str):
        return None
    for name, path in REGISTERED.items():
        if module == path or module.startswith(path + "."):
            game = get_game(name)
            return game.check_state if game.state_type is cls else None
    return None


@overload
def from_json(text: str | bytes, cls: type[T]) -> T: ...
@overload
def from_json(text: str | bytes, cls: Any) -> Any: ...
def from_json(text: str | bytes, cls: Any) -> Any:
    """Rebuild a value of type ``cls`` from JSON text written by :func:`to_json`.

    :raises SerializationError: when the text is not strict JSON (see the module's rules:
        no ``NaN``, no duplicate keys...), holds an integer too long to convert, or does not
        describe a ``cls``; its ``path`` names the first bad field (``$`` for a fault in
        the text itself).
    :raises InvalidStateError: when the text describes a registered game's state that
        breaks one of the game's invariants (see :func:`from_dict`).
    """
    try:
        data = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            object_pairs_hook=_object_without_repeats,
        )
    except SerializationError:
        raise
    except json.JSONDecodeError as error:
        raise SerializationError(f"not valid JSON: {error}") from error
    except UnicodeDecodeError as error:
        raise SerializationError(f"not valid JSON: {error}") from error
    except ValueError as error:  # an integer of more than sys.get_int_max_str_digits()
        raise SerializationError(f"cannot read this JSON: {error}") from error
    except (TypeError, RecursionError) as error:
        raise SerializationError(f"not valid JSON: {error}") from error
    return from_dict(data, cls)


def _refuse_constant(name: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity``, which Python's ``json`` reads by default."""
    raise SerializationError(f"not valid JSON: {name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    """A JSON number with a fraction or exponent, refusing one that overflows to infinity."""
    value = float(text)
    if not math.isfinite(value):
        raise SerializationError(f"the number {text} is too large for a float")
    return value


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object as a dict, refusing one that names a key twice (``json`` keeps the last)."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise SerializationError(f"an object names the key {brief(key)} twice")
            seen.add(key)
    return result


_LOCATION = re.compile(r"^(?P<message>.*) @ (?P<path>\$.*)$")


def _first_error(error: BaseException) -> tuple[str, str]:
    """The path and message of the first leaf error cattrs reported."""
    if isinstance(error, cattrs.BaseValidationError):
        for line in cattrs.transform_error(error, format_exception=_describe):
            match = _LOCATION.match(line)
            if match:
                return match["path"], match["message"]
    return "$", _describe(error, None)


def _describe(error: BaseException, _type: Any) -> str:
    if isinstance(error, KeyError):
        return "required field missing"
    if isinstance(error, cattrs.ForbiddenExtraKeysError):
        return f"unexpected field(s) {sorted(error.extra_fields)}"
    if isinstance(error, AttributeError) and error.name in ("items", "keys"):
        return f"expected an object, got {type(error.obj).__name__} {brief(error.obj)}"
    return str(error) or type(error).__name__
