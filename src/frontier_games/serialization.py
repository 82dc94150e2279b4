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
  always gives the same text; enums become their values.
* Loading is strict: an ``int`` field takes only a JSON integer (not ``true``), a ``str``
  only a string, a tuple or a set only an array, an attrs class only an object.
* Any malformed input raises :class:`~frontier_games.core.SerializationError` whose
  ``path`` names the first bad field, such as ``$.seats[2].money``.

State classes should keep per-seat data in tuples indexed by seat rather than in dicts
with int keys, since JSON object keys are always strings.
"""

from __future__ import annotations

import enum
import json
import re
from collections import abc
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints, overload

import attrs
import cattrs
from cattrs.errors import IterableValidationError, IterableValidationNote
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from frontier_games.core import Action, SerializationError

__all__ = ["converter", "from_dict", "from_json", "to_dict", "to_json"]

T = TypeVar("T")

TAG = "type"

converter = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
"""The library's one converter; games need not register anything with it."""


def _is_action_class(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, Action) and attrs.has(cls)


def _is_action_union(t: Any) -> bool:
    """A union of action classes, optionally with ``None`` (``Keep | Redraw | None``)."""
    if get_origin(t) not in (Union, _UnionType):
        return False
    members = [member for member in get_args(t) if member is not type(None)]
    return bool(members) and all(_is_action_class(member) for member in members)


_UnionType = type(int | str)


def _strict(kind: Callable[[Any], Any], name: str) -> Callable[[Any, Any], Any]:
    def structure(value: Any, cls: Any) -> Any:
        if cls is not kind and isinstance(cls, type) and issubclass(cls, enum.Enum):
            return _structure_enum(value, cls)  # an IntEnum or StrEnum, found by its base
        if type(value) is not kind and not (kind is float and type(value) is int):
            raise TypeError(f"expected {name}, got {type(value).__name__} {value!r}")
        return kind(value)

    return structure


for _kind, _name in (
    (int, "an integer"),
    (str, "a string"),
    (bool, "true or false"),
    (float, "a number"),
):
    converter.register_structure_hook(_kind, _strict(_kind, _name))


def _sorted_if_possible(items: frozenset[Any] | set[Any]) -> list[Any]:
    values = [converter.unstructure(item) for item in items]
    try:
        return sorted(values)
    except TypeError:
        return sorted(values, key=lambda v: json.dumps(v, sort_keys=True))


def _is_set_type(t: Any) -> bool:
    return get_origin(t) in (frozenset, set) or t in (frozenset, set)


converter.register_unstructure_hook_factory(_is_set_type, lambda t: _sorted_if_possible)


def _structure_enum(value: Any, cls: type[enum.Enum]) -> enum.Enum:
    try:
        member = cls(value)
    except ValueError:
        member = None
    # ``Rank(True)`` and ``Rank(1.0)`` would find the member valued 1: refuse them.
    if member is None or type(member.value) is not type(value):
        allowed = ", ".join(repr(member.value) for member in cls)
        raise ValueError(f"expected one of {allowed}, got {value!r}")
    return member


converter.register_structure_hook_factory(
    lambda t: isinstance(t, type) and issubclass(t, enum.Enum),
    lambda t: _structure_enum,
)


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


def _array_structure_factory(t: Any) -> Callable[[Any, Any], Any]:
    """Load a tuple, list or set from a JSON array only (never from a string or an object).

    cattrs accepts any iterable, so ``"abc"`` would load as ``("a", "b", "c")``; this hook
    refuses that and reports each bad element's index in the error path.
    """
    build = _ARRAY_TYPES[get_origin(t) or t]
    args = get_args(t)
    fixed = _is_fixed_tuple(t)
    if args == ((),):  # how some Python versions spell tuple[()]
        args = ()
    element_types: tuple[Any, ...] = args if fixed else (args[0] if args else Any,)

    def structure(value: Any, _: Any) -> Any:
        if type(value) is not list and type(value) is not tuple:
            raise TypeError(f"expected an array, got {type(value).__name__} {value!r}")
        if fixed and len(value) != len(element_types):
            raise ValueError(f"expected an array of {len(element_types)}, got {len(value)}")
        items = []
        errors: list[Exception] = []
        for index, item in enumerate(value):
            kind = element_types[index] if fixed else element_types[0]
            try:
                items.append(item if kind is Any else converter.structure(item, kind))
            except Exception as error:
                note = IterableValidationNote(f"Structuring @ index {index}", index, kind)
                error.__notes__ = [*getattr(error, "__notes__", []), note]
                errors.append(error)
        if errors:
            raise IterableValidationError(f"While structuring {t!r}", errors, t)
        return build(items)

    return structure


converter.register_structure_hook_factory(_is_array_type, _array_structure_factory)


def _fixed_tuple_unstructure_factory(t: Any) -> Callable[[Any], list[Any]]:
    """Write ``tuple[int, str]`` as a list too (cattrs keeps it a tuple), so that
    :func:`to_dict` gives plain JSON data."""
    kinds = get_args(t)

    def unstructure(value: Any) -> list[Any]:
        return [converter.unstructure(v, k) for v, k in zip(value, kinds, strict=False)]

    return unstructure


converter.register_unstructure_hook_factory(_is_fixed_tuple, _fixed_tuple_unstructure_factory)


def _is_plain_attrs_class(t: Any) -> bool:
    return attrs.has(get_origin(t) or t) and not _is_action_class(t)


def _union_overrides(cls: Any) -> dict[str, Any]:
    """Hooks for the fields of a generic class such as ``Pile[Card]`` whose type is a union
    holding a type variable (``tuple[C, ...] | None``), which cattrs leaves unresolved."""
    origin = get_origin(cls)
    if origin is None:
        return {}
    bound = dict(zip(getattr(origin, "__parameters__", ()), get_args(cls), strict=False))
    overrides = {}
    for name, kind in get_type_hints(origin).items():
        parameters = getattr(kind, "__parameters__", ())
        if get_origin(kind) in (Union, _UnionType) and parameters:
            resolved = kind[tuple(bound.get(p, Any) for p in parameters)]
            overrides[name] = override(struct_hook=_structure_as(resolved))
    return overrides


def _structure_as(kind: Any) -> Callable[[Any, Any], Any]:
    def structure(value: Any, _: Any) -> Any:
        return converter.structure(value, kind)

    return structure


def _attrs_structure_factory(cls: Any) -> Callable[[Any, Any], Any]:
    fields: Callable[[Any, Any], Any] = make_dict_structure_fn(
        cls, converter, _cattrs_forbid_extra_keys=True, **_union_overrides(cls)
    )

    def structure(value: Any, _: Any) -> Any:
        if not isinstance(value, Mapping):
            raise TypeError(f"expected an object, got {type(value).__name__} {value!r}")
        return fields(value, cls)

    return structure


converter.register_structure_hook_factory(_is_plain_attrs_class, _attrs_structure_factory)


def _action_unstructure_factory(cls: type) -> Callable[[Any], dict[str, Any]]:
    fields: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(cls, converter)
    name = cls.__name__

    def unstructure(action: Any) -> dict[str, Any]:
        return {TAG: name, **fields(action)}

    return unstructure


def _action_structure_factory(cls: type) -> Callable[[Any, Any], Any]:
    fields: Callable[[Any, Any], Any] = make_dict_structure_fn(
        cls, converter, _cattrs_forbid_extra_keys=True
    )
    name = cls.__name__

    def structure(value: Any, _: Any) -> Any:
        if not isinstance(value, Mapping):
            raise TypeError(f"expected an object for action {name}, got {value!r}")
        tag = value.get(TAG, name)
        if tag != name:
            raise ValueError(f'expected "{TAG}": "{name}", got {tag!r}')
        return fields({k: v for k, v in value.items() if k != TAG}, cls)

    return structure


def _action_union_structure_factory(union: Any) -> Callable[[Any, Any], Any]:
    members = get_args(union)
    optional = type(None) in members
    by_tag = {member.__name__: member for member in members if member is not type(None)}
    allowed = ", ".join(sorted(by_tag))

    def structure(value: Any, _: Any) -> Any:
        if value is None and optional:
            return None
        if not isinstance(value, Mapping):
            raise TypeError(f"expected an action object, got {value!r}")
        tag = value.get(TAG)
        cls = by_tag.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise ValueError(f'expected "{TAG}" to be one of {allowed}, got {tag!r}')
        return converter.structure(value, cls)

    return structure


converter.register_unstructure_hook_factory(_is_action_class, _action_unstructure_factory)
converter.register_structure_hook_factory(_is_action_class, _action_structure_factory)
converter.register_structure_hook_factory(_is_action_union, _action_union_structure_factory)


def to_dict(obj: Any, as_type: Any = None) -> Any:
    """The plain-data form of ``obj`` (dicts, lists, strings, numbers, booleans, ``None``).

    :param as_type: the declared type to write ``obj`` as, if not its own class.
    """
    if as_type is None:
        return converter.unstructure(obj)
    return converter.unstructure(obj, unstructure_as=as_type)


def to_json(obj: Any, as_type: Any = None, *, indent: int | None = None) -> str:
    """``obj`` as JSON text; the same value always gives the same text.

    :param indent: pretty-print with this indentation (compact by default).
    """
    separators = (",", ":") if indent is None else (",", ": ")
    return json.dumps(to_dict(obj, as_type), indent=indent, separators=separators)


@overload
def from_dict(data: Any, cls: type[T]) -> T: ...
@overload
def from_dict(data: Any, cls: Any) -> Any: ...
def from_dict(data: Any, cls: Any) -> Any:
    """Rebuild a value of type ``cls`` from its plain-data form.

    :raises SerializationError: when ``data`` does not describe a ``cls``; its ``path``
        names the first bad field.
    """
    try:
        return converter.structure(data, cls)
    except SerializationError:
        raise
    except Exception as error:  # cattrs raises groups, attrs validators raise anything
        path, message = _first_error(error)
        raise SerializationError(message, path=path) from error


@overload
def from_json(text: str | bytes, cls: type[T]) -> T: ...
@overload
def from_json(text: str | bytes, cls: Any) -> Any: ...
def from_json(text: str | bytes, cls: Any) -> Any:
    """Rebuild a value of type ``cls`` from JSON text written by :func:`to_json`.

    :raises SerializationError: when the text is not JSON, or does not describe a ``cls``;
        its ``path`` names the first bad field.
    """
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError, RecursionError) as error:
        raise SerializationError(f"not valid JSON: {error}") from error
    return from_dict(data, cls)


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
        return f"expected an object, got {type(error.obj).__name__} {error.obj!r}"
    return str(error) or type(error).__name__
