"""The contract every game fulfils: the :class:`Game` protocol, :class:`Outcome` and the errors.

A game is a bundle of pure functions over small frozen state classes. Nothing here knows
any particular game; the games, the bots, the conformance battery and the command line
are all written against these names only.
"""

from __future__ import annotations

import enum
import functools
import linecache
import operator
import sys
import types
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, overload

import attrs
from typing_extensions import dataclass_transform

from frontier_games.codec import ActionCodec
from frontier_games.messages import brief, first_difference, not_a, unreadable_view

__all__ = [
    "Action",
    "ActionParseError",
    "Frozen",
    "Game",
    "GameDefinition",
    "GameNotOverError",
    "IllegalActionError",
    "InvalidStateError",
    "Outcome",
    "PlayerId",
    "RulesVersionError",
    "SerializationError",
    "SetupError",
    "Timing",
    "action_class",
    "brief",
    "evolved",
    "frozen_class",
    "not_a",
    "remember_last",
]

PlayerId = int
"""A seat: ``0 .. players - 1`` in clockwise order."""

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT", bound=Hashable)
ViewT = TypeVar("ViewT")
OptionsT = TypeVar("OptionsT")


class Frozen:
    """Base class of the library's frozen values: copying one gives the value itself.

    Every field of a frozen value is itself immutable, so ``copy.copy`` and
    ``copy.deepcopy`` need not build anything (OpenSpiel, for one, clones a state with
    ``deepcopy`` at every node of a search). States, views, actions and options derive
    from it.

    >>> import copy
    >>> from frontier_games.core import Outcome
    >>> result = Outcome((3, 1), (1, 2), frozenset({0}))
    >>> copy.deepcopy(result) is result
    True
    """

    __slots__ = ()
    __attrs_attrs__: ClassVar[Any]  # every frozen value is an attrs class (for type checkers)

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self

    def evolve(self, **changes: Any) -> Self:
        """This value with the fields named in ``changes`` changed: the one way the games
        build a new state from an old one, naming what changes (a field left unnamed keeps
        its value). A class made by a decorator of :mod:`frontier_games.core` does it
        with a constructor generated for it, faster than calling the class with every
        field; any other attrs class through :func:`attrs.evolve`.

        >>> result = Outcome((3, 1), (1, 2), frozenset({0}))
        >>> result.evolve(scores=(4, 1)).scores
        (4, 1)

        :raises TypeError: for a name that is not one of the class's fields.
        """
        return attrs.evolve(self, **changes)  # type: ignore[misc]

    __replace__ = evolve  # ``copy.replace`` (Python 3.13) names the same thing


FrozenT = TypeVar("FrozenT")
FrozenClassT = TypeVar("FrozenClassT", bound=type)

_KEEP: Any = object()
"""The default of every parameter of a generated ``evolve``: "keep the old value"."""


def _evolve_other(value: Any, named: dict[str, Any], more: dict[str, Any]) -> Any:
    """``evolve`` for a value of a subclass the generated code was not made for (or with
    names it does not take): :func:`attrs.evolve` with the fields named."""
    changes = {name: change for name, change in named.items() if change is not _KEEP}
    return attrs.evolve(value, **changes, **more)


def _simple(kind: type) -> bool:
    """Whether ``kind``'s attrs ``__init__`` only stores its arguments (no validator,
    converter, factory, post-init hook or field left out of ``__init__``), so that a
    generated constructor of slot setters can stand in for it."""
    if not hasattr(kind, "__slots__") or hasattr(kind, "__attrs_post_init__"):
        return False
    if hasattr(kind, "__attrs_pre_init__"):
        return False
    names = {"self", "old", "new"}
    return all(
        field.init
        and field.alias not in names
        and field.validator is None
        and field.converter is None
        and not isinstance(field.default, attrs.Factory)  # type: ignore[arg-type]
        for field in attrs.fields(kind)
    )


def _draft(kind: type) -> type:
    """A subclass of the slotted class ``kind`` adding nothing to it but assignment: a
    generated ``evolve`` fills a draft by plain assignment, then makes it a ``kind`` by
    assigning ``__class__`` (allowed, the two having the same slots), so that no draft
    leaves ``evolve``. Plain assignment costs a third of a call to a slot's setter (an
    ``evolve`` of the seven fields of Rattlesnake City's state took 1.9 µs through the
    setters and 0.9 µs through a draft). A draft shows only among
    ``kind.__subclasses__()`` (``Rng`` has a second one: a draw builds its next generator
    the same way)."""
    return type(
        "_Draft",
        (kind,),
        {
            "__slots__": (),
            "__setattr__": object.__setattr__,  # both: together they are one slot
            "__delattr__": object.__delattr__,
            "__init__": object.__init__,
            "__module__": kind.__module__,
            "__qualname__": f"{kind.__qualname__}._Draft",
        },
    )


def _generate(kind: type) -> None:
    """Give the frozen slotted attrs class ``kind`` a faster ``__init__`` and ``evolve``:
    each field is stored through its slot's own setter, cached once, instead of through
    ``object.__setattr__`` by name; ``evolve`` builds the copy without calling the class,
    by filling a draft (:func:`_draft`) that becomes a ``kind`` once complete.
    A class :func:`_simple` refuses keeps attrs' constructor and the generic ``evolve``."""
    if not _simple(kind):
        return
    fields = attrs.fields(kind)
    cached_hash = "_attrs_cached_hash" in getattr(kind, "__slots__", ())
    space: dict[str, Any] = {"_Draft": _draft(kind), "_kind": kind, "_KEEP": _KEEP}
    space["_evolve_other"] = _evolve_other
    space["attr_dict"] = {field.name: field for field in fields}
    required: list[str] = []
    optional: list[str] = []
    keyword: list[str] = []
    for n, field in enumerate(fields):
        space[f"_set{n}"] = getattr(kind, field.name).__set__
        if field.default is attrs.NOTHING:
            parameter = field.alias
        else:  # written as attrs writes it, which the docs show
            parameter = f"{field.alias}=attr_dict[{field.name!r}].default"
        (keyword if field.kw_only else optional if "=" in parameter else required).append(parameter)
    if cached_hash:
        space["_set_hash"] = kind._attrs_cached_hash.__set__  # type: ignore[attr-defined]
    parameters = ", ".join([*required, *optional, *(["*", *keyword] if keyword else [])])
    stores = [f"    _set{n}(self, {field.alias})" for n, field in enumerate(fields)]
    copies = [
        f"    new.{field.name} = old.{field.name} if {field.alias} is _KEEP else {field.alias}"
        for n, field in enumerate(fields)
    ]
    if cached_hash:
        stores.append("    _set_hash(self, None)")
        copies.append("    new._attrs_cached_hash = None")
    keeps = ", ".join(f"{field.alias}=_KEEP" for field in fields)
    named = ", ".join(f"{field.alias!r}: {field.alias}" for field in fields)
    lines = [f"def __init__(self, {parameters}):", *stores, "    return None"]
    lines += [
        f"def evolve(old, *, {keeps}, **more):",
        "    if more or old.__class__ is not _kind:  # a subclass's value, or its fields",
        f"        return _evolve_other(old, {{{named}}}, more)",
        "    new = _Draft()",
        *copies,
        "    new.__class__ = _kind  # the copy is complete: from now on it is frozen",
        "    return new",
    ]
    # The two are made inside a function of the helpers, run with the module's globals:
    # the helpers are closed over, and the annotations resolve as the class's own.
    body = "\n".join(f"    {line}" for line in [*lines, "return __init__, evolve"])
    source = f"def _make({', '.join(space)}):\n{body}\n"
    filename = f"<frontier_games generated {kind.__module__}.{kind.__qualname__}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    made: dict[str, Any] = {}
    exec(compile(source, filename, "exec"), made)
    module = sys.modules.get(kind.__module__)
    make = types.FunctionType(made["_make"].__code__, vars(module) if module else made)
    init, evolve = make(**space)
    space = {"__init__": init, "evolve": evolve}
    for name in ("__init__", "evolve"):
        function = space[name]
        function.__qualname__ = f"{kind.__qualname__}.{name}"
        function.__module__ = kind.__module__
        if name == "__init__":
            attrs_init: Any = kind.__init__  # type: ignore[misc]
            function.__annotations__ = attrs_init.__annotations__
            function.__doc__ = attrs_init.__doc__
        else:
            function.__doc__ = (
                "This value with the fields named changed (:meth:`frontier_games.Frozen.evolve`)."
            )
        setattr(kind, name, function)
    kind.__replace__ = space["evolve"]  # type: ignore[attr-defined]


ResultT = TypeVar("ResultT")


def remember_last(function: Callable[..., ResultT]) -> Callable[..., ResultT]:
    """``function`` (of immutable positional arguments) with its last call remembered:
    called again with the very same objects, it answers at once, without hashing or
    comparing them. For what a game asks twice of one position in a row (whether a tile
    fits, then where), where a cache keyed by equality would cost more than it saves.

    >>> @remember_last
    ... def area(board: tuple[int, int]) -> int:
    ...     print("measuring")
    ...     return board[0] * board[1]
    >>> board = (3, 4)
    >>> area(board), area(board)
    measuring
    (12, 12)
    """
    last: tuple[tuple[object, ...], Any] = ((_KEEP,), None)  # matches no call

    @functools.wraps(function)
    def remembered(*arguments: object) -> ResultT:
        nonlocal last
        called, result = last
        if len(called) == len(arguments) and all(map(operator.is_, called, arguments)):
            return result  # type: ignore[no-any-return]
        result = function(*arguments)
        last = (arguments, result)  # one tuple: a reader never sees half of it
        return result

    return remembered


def evolved(value: FrozenT, **changes: Any) -> FrozenT:
    """``value``, an instance of a frozen attrs class, with the fields named in ``changes``
    changed: ``value.evolve(**changes)`` for the library's frozen values
    (:meth:`frontier_games.Frozen.evolve`), :func:`attrs.evolve` for any other.

    >>> evolved(Outcome((3, 1), (1, 2), frozenset({0})), scores=(4, 1)).scores
    (4, 1)

    :raises TypeError: for a name that is not one of the class's fields.
    """
    if isinstance(value, Frozen):
        return value.evolve(**changes)
    return attrs.evolve(value, **changes)  # type: ignore[misc]


@overload
def frozen_class(maybe_cls: FrozenClassT, /) -> FrozenClassT: ...
@overload
def frozen_class(*, cache_hash: bool = False) -> Callable[[FrozenClassT], FrozenClassT]: ...
@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field,))
def frozen_class(maybe_cls: type | None = None, /, *, cache_hash: bool = False) -> Any:
    """Make a :class:`Frozen` subclass a frozen, slotted attrs class (assignment raises;
    equality and hashing are attrs' own) that is built fast: its constructor stores each
    field through the slot's own setter, and :meth:`~frontier_games.Frozen.evolve` copies it without
    calling the class. The states of the games are such classes.

    >>> @frozen_class
    ... class Turn(Frozen):
    ...     seat: int
    ...     step: str = "draw"
    >>> Turn(1).evolve(step="play")
    Turn(seat=1, step='play')

    :param cache_hash: hash the value once (for values used as keys by the hundred).
    """

    def make(cls: type) -> type:
        made = attrs.frozen(cls, cache_hash=cache_hash)
        _generate(made)
        return made

    return make if maybe_cls is None else make(maybe_cls)


class Action(Frozen):
    """Base class of every action: a frozen attrs class with a ``player`` field.

    Subclass it with the :func:`~frontier_games.core.action_class` decorator;
    serialization tags each action with its class name under ``"type"``, so a game's
    actions form one union that loads from JSON.
    """

    __slots__ = ()
    player: int


ActionClassT = TypeVar("ActionClassT", bound=type)


def _strict_key(value: Any) -> Any:
    """A value with its exact type, down through tuples, frozensets and attrs values:
    two values are the same when their keys are equal (``True`` equals ``1`` and ``4.0``
    equals ``4``; their keys do not)."""
    kind = value.__class__
    if kind is tuple:
        return (tuple, tuple(map(_strict_key, value)))
    if kind is frozenset:
        return (frozenset, frozenset(map(_strict_key, value)))
    fields = getattr(kind, "__attrs_attrs__", None)
    if fields is not None:
        return (kind, tuple(_strict_key(getattr(value, field.name)) for field in fields))
    return (kind, value)


def _same_types(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b``, already known to be equal, hold values of the same types
    throughout: the two are walked side by side, and part at the first difference."""
    kind = a.__class__
    if kind is not b.__class__:
        return False
    if kind is tuple:
        return all(map(_same_types, a, b))  # equal tuples: as long as each other
    if kind is frozenset:  # no order to walk them in side by side
        return bool(_strict_key(a) == _strict_key(b))
    fields = getattr(kind, "__attrs_attrs__", None)
    if fields is None:
        return True
    return all(_same_types(getattr(a, field.name), getattr(b, field.name)) for field in fields)


def _strict_equality(cls: Any) -> None:
    """Make ``cls``'s equality strict: two actions are equal when each field holds the
    same value (``is``, which settles most fields at once: enum members, small ints, the
    very objects a listing hands out) or an equal value of the same class, walked through
    with :func:`_same_types` when it holds others (a tuple, a frozenset, an attrs value).
    The comparison is generated for the class, field by field. The hash stays attrs' own:
    two actions it tells apart are never equal, and strictness only makes fewer equal."""
    fields = [field.name for field in attrs.fields(cls)]
    lines = [
        "def __eq__(self, other):",
        "    if other.__class__ is not self.__class__:",
        "        return NotImplemented",
    ]
    for name in fields:
        lines += [
            f"    a, b = self.{name}, other.{name}",
            "    if a is not b:",
            "        kind = a.__class__",
            "        if kind is not b.__class__ or a != b:",
            "            return False",
            "        if kind is tuple or kind is frozenset or hasattr(kind, '__attrs_attrs__'):",
            "            if not _same_types(a, b):",
            "                return False",
        ]
    lines += [
        "    return True",
        "def __ne__(self, other):",
        "    equal = __eq__(self, other)",
        "    return equal if equal is NotImplemented else not equal",
    ]
    source = "\n".join(lines)
    filename = f"<frontier_games generated equality {cls.__module__}.{cls.__qualname__}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    space: dict[str, Any] = {"_same_types": _same_types}
    exec(compile(source, filename, "exec"), space)
    for name in ("__eq__", "__ne__"):
        function = space[name]
        function.__qualname__ = f"{cls.__qualname__}.{name}"
        function.__module__ = cls.__module__
        setattr(cls, name, function)


@overload
def action_class(maybe_cls: ActionClassT, /) -> ActionClassT: ...
@overload
def action_class(*, cache_hash: bool = False) -> Callable[[ActionClassT], ActionClassT]: ...
@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field,))
def action_class(maybe_cls: type | None = None, /, *, cache_hash: bool = False) -> Any:
    """Make an :class:`Action` subclass a frozen attrs class whose equality is strict:
    two actions are equal only when their fields hold equal values of the very same types,
    so an action with a field of the wrong type is in no tuple of legal actions, just as
    ``apply`` refuses it.

    >>> @action_class
    ... class Bid(Action):
    ...     player: int
    ...     amount: int
    >>> Bid(0, 1) == Bid(0, 1), Bid(0, True) == Bid(0, 1), Bid(0, 4.0) in (Bid(0, 4),)
    (True, False, False)

    :param cache_hash: hash the action once (for actions used as keys by the hundred).
    """

    def make(cls: type) -> type:
        made = attrs.frozen(cls, cache_hash=cache_hash)
        _strict_equality(made)
        _generate(made)
        return made

    return make if maybe_cls is None else make(maybe_cls)


class Timing(enum.Enum):
    """How the seats that may act now act: what adapters and search need to know.

    ``TURN``: exactly one seat acts. ``SEALED``: several seats commit at once, and the order
    of their ``apply`` calls never changes the result (sealed bids, face-down choices).
    ``RACE``: several seats may act and the order of arrival matters (Apache's grab
    window: the first hand card down loots first). ``OVER``: the game has ended.
    """

    TURN = "turn"
    SEALED = "sealed"
    RACE = "race"
    OVER = "over"


def _restore_error(
    cls: type[BaseException], args: tuple[Any, ...], state: dict[str, Any]
) -> BaseException:
    """Rebuild an error from its ``args`` and attributes, without calling its ``__init__``."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


def _reduce_error(self: BaseException) -> tuple[Any, ...]:
    """``__reduce__`` for an error whose ``__init__`` takes other arguments than its ``args``.

    The default calls ``cls(*error.args)`` to unpickle, which fails for such an error (or,
    for :class:`SerializationError`, builds a different one). This rebuilds it from its
    ``args`` and attributes instead, so it survives ``pickle`` (say, from a worker process)
    and ``copy.deepcopy`` with the same message and attributes.
    """
    return (_restore_error, (type(self), self.args, dict(self.__dict__)))


class IllegalActionError(ValueError):
    """An action that the rules forbid in this position; the state is unchanged.

    :ivar player: the seat that tried to act (``None`` when it cannot be told); also
        readable as :attr:`seat`.
    :ivar action: the refused action.
    :ivar rule: a short stable code for the broken rule, such as ``"bid-above-money"``,
        meant for user interfaces and bots to branch on.
    :ivar message: a sentence a player understands.
    """

    def __init__(
        self, rule: str, message: str, *, player: int | None = None, action: object = None
    ):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message
        self.player = player
        self.action = action

    __reduce__ = _reduce_error

    @property
    def seat(self) -> int | None:
        """The seat that tried to act: the same as ``player`` (read-only)."""
        return self.player


class SetupError(ValueError):
    """Bad arguments to ``new_game`` (player count, options): the message states what is allowed."""


class SerializationError(ValueError):
    """Input that cannot be turned back into the requested type.

    :ivar path: where the first bad field is, such as ``"$.players[2].money"``
        (``"$"`` is the document itself).
    """

    def __init__(self, message: str, *, path: str = "$"):
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message

    __reduce__ = _reduce_error


class InvalidStateError(ValueError):
    """A state that no game played by these rules can reach: money that is not the game's,
    a per-seat table one seat short, a phase that does not fit the turn. A game's
    ``check_state`` raises it; loading a state from JSON, replaying a record and every
    server that loads a saved game call that check.

    :ivar invariant: a short stable code for the broken invariant, such as
        ``"money-conserved"`` or ``"per-seat"``, for programs to branch on.
    :ivar message: a sentence saying what was expected and what was found.
    """

    def __init__(self, invariant: str, message: str):
        super().__init__(f"{message} [{invariant}]")
        self.invariant = invariant
        self.message = message

    __reduce__ = _reduce_error


class RulesVersionError(ValueError):
    """A :class:`~frontier_games.record.GameRecord` made under rules that this library
    cannot play: an older version whose rules no option keeps, or a newer one than it knows.

    :ivar game: the game's name.
    :ivar recorded: the rules version the record was made under.
    :ivar played: the rules version this library plays the game by.
    """

    def __init__(self, game: str, recorded: int, played: int, reason: str = ""):
        because = f" ({reason})" if reason else ""
        super().__init__(
            f"this {game} record was made under rules version {recorded}, and this library"
            f" plays rules version {played}: it cannot replay the record as it was"
            f" played{because}"
        )
        self.game = game
        self.recorded = recorded
        self.played = played

    __reduce__ = _reduce_error


class GameNotOverError(ValueError):
    """Asked for the outcome of a game that is still going on."""


class ActionParseError(ValueError):
    """A text that reads as no legal action, or as several.

    :ivar text: the text given.
    :ivar closest: the descriptions of the legal actions closest to it, best first.
    """

    def __init__(self, message: str, *, text: str, closest: Sequence[str] = ()):
        super().__init__(message)
        self.text = text
        self.closest = tuple(closest)

    __reduce__ = _reduce_error


@attrs.frozen
class Outcome(Frozen):
    """Who won a finished game, and with what.

    :ivar scores: each seat's final score, in the rulebook's own unit (dollars, cards...).
    :ivar ranks: each seat's place, ``1`` for the best; seats that tie share a place.
    :ivar winners: the seats ranked first (several when the victory is shared).
    :ivar details: for each seat, the named parts of its score (for example
        ``{"banknotes": 23000, "secret objectives": 6000}``); empty when a game has none.
    """

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: frozenset[int]
    details: tuple[tuple[tuple[str, int], ...], ...] = ()

    @property
    def is_shared(self) -> bool:
        """Whether more than one seat won."""
        return len(self.winners) > 1

    def returns(self) -> tuple[float, ...]:
        """Each seat's share of the win, in seat order: the utility adapters and search use.

        A winner gets ``1 / len(winners)`` (a shared win is split), every other seat ``0``;
        the shares sum to 1.

        >>> Outcome((5, 5, 2), (1, 1, 3), frozenset({0, 1})).returns()
        (0.5, 0.5, 0.0)

        :raises ValueError: for an outcome naming no winner among its seats (no game's
            outcome does: someone always ranks first).
        """
        seats = range(len(self.scores))
        winners = [seat for seat in seats if seat in self.winners]
        if not winners:
            raise ValueError(
                f"an outcome without a winner among its seats has no returns: {self!r}"
            )
        share = 1.0 / len(winners)
        return tuple(share if seat in self.winners else 0.0 for seat in seats)


class Game(Protocol[StateT, ActionT, ViewT, OptionsT]):
    """What every game offers. All functions are pure: they never change their arguments.

    A game is described fully by ``(game, players, options, seed, actions)``: the random
    generator lives inside the state, so :meth:`apply` is deterministic.
    """

    @property
    def name(self) -> str:
        """The registry id, such as ``"pappy-winchester"``."""
        ...

    @property
    def min_players(self) -> int:
        """The fewest seats the rulebook allows."""
        ...

    @property
    def max_players(self) -> int:
        """The most seats the rulebook allows."""
        ...

    @property
    def state_type(self) -> type[StateT]:
        """The class of full states (used to load them from JSON)."""
        ...

    @property
    def action_type(self) -> Any:
        """The union of the game's action classes (used to load them from JSON)."""
        ...

    @property
    def view_type(self) -> type[ViewT]:
        """The class of a seat's view."""
        ...

    @property
    def options_type(self) -> type[OptionsT]:
        """The class of the game's options; ``options_type()`` gives the rulebook defaults."""
        ...

    def new_game(self, players: int, seed: int, options: OptionsT | None = None) -> StateT:
        """Set up a new game.

        Call it by keyword (``new_game(players=4, seed=7, options=...)``): a game may make
        ``options`` keyword-only, and the library's callers always pass all three by name.

        :raises SetupError: when ``players`` is out of range or ``options`` are inconsistent.
        :raises TypeError: when ``seed`` is not an ``int``.
        """
        ...

    def actors(self, state: StateT) -> frozenset[int]:
        """The seats that may act now; empty exactly when the game is over."""
        ...

    def legal_actions(self, state: StateT, player: int) -> tuple[ActionT, ...]:
        """Every action ``player`` may take now, in a fixed order; empty if it may not act."""
        ...

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """Return the state after ``action``; the input state is untouched.

        :raises IllegalActionError: when the rules forbid ``action`` here.
        """
        ...

    def is_over(self, state: StateT) -> bool:
        """Whether the game has ended."""
        ...

    def outcome(self, state: StateT) -> Outcome:
        """The final result.

        :raises GameNotOverError: while the game is still going on.
        """
        ...

    def view(self, state: StateT, player: int | None) -> ViewT:
        """What ``player`` can see (``None``: a spectator); it holds no hidden information.

        :raises ValueError: when ``player`` is neither ``None`` nor a seat ``0 .. players - 1``.
        """
        ...

    @property
    def rules_version(self) -> int:
        """The version of the rules this library plays the game by, from 1; it goes up
        whenever a fix changes what a game does (the legal moves, their effects, the
        scores). A :class:`~frontier_games.record.GameRecord` stores it, and replaying a
        record made under another version either keeps that version's rules (through
        :meth:`options_for_rules`) or refuses."""
        ...

    def options_for_rules(self, version: int, options: OptionsT) -> OptionsT:
        """Options under which today's code plays ``options`` as rules ``version`` did.

        :raises ValueError: when no options keep those rules (a version this library
            cannot play, older or newer than it knows); the message names both versions.
        """
        ...

    def check_state(self, state: StateT) -> None:
        """Raise unless ``state`` is one the game can reach: cards, tiles and money
        conserved, counts and tracks within their limits, per-seat tables one entry a
        seat, the phase and the turn consistent. :meth:`apply` does not call it (it stays
        lean): call it on a position built by hand.

        :raises InvalidStateError: naming the first broken invariant.
        :raises TypeError: if ``state`` is not one of the game's states.
        """
        ...

    def determinize(self, view: ViewT, seed: int) -> StateT:
        """A full state consistent with ``view``, hidden parts drawn from ``seed``."""
        ...

    def max_actions(self, players: int, options: OptionsT | None = None) -> int:
        """An upper bound on the number of actions in any game with these settings.

        Called by keyword (``max_actions(players=4, options=...)``), like :meth:`new_game`.
        """
        ...

    def render(self, view: ViewT) -> str:
        """A plain-text picture of a view, for terminals and logs."""
        ...

    def svg(self, view: ViewT) -> str:
        """A picture of a view as an SVG document (see :mod:`frontier_games.svg`): the
        table as that seat sees it, what it may not see drawn face down; the same text for
        the same view."""
        ...

    def timing(self, state: StateT) -> Timing:
        """How the seats in ``actors(state)`` act: ``TURN`` exactly when one seat may act,
        ``SEALED`` or ``RACE`` when several may, ``OVER`` exactly when :meth:`is_over`."""
        ...

    def describe(self, view: ViewT, action: ActionT) -> str:
        """``action`` in the rulebook's words, as the seat of ``view`` would say it, such as
        ``"seat 2 bids $3000"``; what that seat may not know stays unsaid. The descriptions
        of a seat's legal actions are all different, and
        :func:`~frontier_games.parse_action` reads each back."""
        ...

    def narrate(self, state: StateT, action: ActionT, player: int | None) -> tuple[str, ...]:
        """What ``player`` (``None``: a spectator) saw happen when ``action`` was applied to
        ``state``: the action as that seat saw it, then what it caused in the open
        (payments, cards turned up, the end and the scores). It tells nothing that the
        seat's views before and after do not show.

        :raises IllegalActionError: when ``action`` is not legal in ``state``.
        """
        ...

    def codec(self, players: int, options: OptionsT | None = None) -> ActionCodec[ActionT]:
        """The fixed integer action space of a configuration (see
        :class:`~frontier_games.codec.ActionCodec`), declared from the rules.

        :raises SetupError: when ``players`` or ``options`` are not valid.
        """
        ...

    def features(self, view: ViewT) -> tuple[float, ...]:
        """An observation vector for learning agents, a function of ``view`` only, of length
        :meth:`feature_size`; its layout is documented on the game's page."""
        ...

    def feature_size(self, players: int, options: OptionsT | None = None) -> int:
        """The length of :meth:`features` in every view of a configuration.

        :raises SetupError: when ``players`` or ``options`` are not valid.
        """
        ...


@attrs.frozen(repr=False)
class GameDefinition(Generic[StateT, ActionT, ViewT, OptionsT]):
    """A :class:`Game` assembled from a game package's module-level functions.

    Each game package builds one of these as its ``GAME`` object; :func:`frontier_games.get_game`
    returns it. Third parties may use it too, or write any class that satisfies :class:`Game`.
    """

    name: str
    min_players: int
    max_players: int
    state_type: type[StateT]
    action_type: Any
    view_type: type[ViewT]
    options_type: type[OptionsT]
    new_game: Callable[..., StateT]
    actors: Callable[[StateT], frozenset[int]]
    legal_actions: Callable[[StateT, int], tuple[ActionT, ...]]
    apply: Callable[[StateT, ActionT], StateT]
    is_over: Callable[[StateT], bool]
    outcome: Callable[[StateT], Outcome]
    view: Callable[[StateT, int | None], ViewT]
    determinize: Callable[[ViewT, int], StateT]
    max_actions: Callable[..., int]
    render: Callable[[ViewT], str]
    svg: Callable[[ViewT], str]
    timing: Callable[[StateT], Timing]
    describe: Callable[[ViewT, ActionT], str]
    narrate: Callable[[StateT, ActionT, int | None], tuple[str, ...]]
    codec: Callable[..., ActionCodec[ActionT]]
    features: Callable[[ViewT], tuple[float, ...]]
    feature_size: Callable[..., int]
    check_state: Callable[[StateT], None]
    rules_version: int = 1
    older_rules: Mapping[int, Callable[[OptionsT], OptionsT]] = attrs.field(factory=dict, eq=False)
    """For each older rules version that options can keep, the function that turns a
    game's options into those that keep it (see :meth:`options_for_rules`)."""
    moves: Any = attrs.field(default=None, eq=False)
    """The game's :class:`~frontier_games.moves.Moves` when it is built on the rule kit
    (the conformance battery then checks each kind's listing against its checks), or
    ``None``."""
    heuristic: Callable[..., Any] | None = attrs.field(default=None, eq=False)
    """The game's rule-of-thumb bot, built as ``heuristic(seed)`` (what the bot spec
    ``"heuristic"`` plays), or ``None``."""

    @classmethod
    def assemble(
        cls, package: Mapping[str, Any], *, action_type: Any, **given: Any
    ) -> GameDefinition[Any, Any, Any, Any]:
        """The game a package's names make, read by the contract's spelling: ``NAME``,
        ``MIN_PLAYERS``, ``MAX_PLAYERS``, ``State``, ``View``, ``Options``, each function
        under the name of the field it fills (``new_game``, ``actors``, ...,
        ``check_state``) and, where the package has them, ``RULES_VERSION`` and
        ``HeuristicBot``. A game package calls it with its own
        ``globals()`` once every name is imported; ``given`` fills or overrides any field
        (``moves`` for a game on the rule kit, ``older_rules``, or the kit's own
        ``MOVES.apply`` for ``apply``, say).

        :raises ValueError: naming every name the package lacks.
        """
        spelled = {
            "name": "NAME",
            "min_players": "MIN_PLAYERS",
            "max_players": "MAX_PLAYERS",
            "state_type": "State",
            "view_type": "View",
            "options_type": "Options",
            "rules_version": "RULES_VERSION",
            "heuristic": "HeuristicBot",
        }
        optional = {"rules_version", "moves", "heuristic", "older_rules"}
        fields: dict[str, Any] = {"action_type": action_type}
        missing = []
        for field in attrs.fields(cls):
            if field.name in fields:
                continue
            if field.name in given:
                fields[field.name] = given[field.name]
                continue
            spelling = spelled.get(field.name, field.name)
            found = package.get(spelling)
            if found is not None and not isinstance(found, types.ModuleType):
                fields[field.name] = found  # a submodule so named is not the function
            elif field.name not in optional:
                missing.append(spelling)
        unknown = sorted(set(given) - set(fields))
        if missing or unknown:
            raise ValueError(
                f"a game package needs {', '.join(missing) or 'nothing more'}"
                + (f"; {', '.join(unknown)} name no field of a game" if unknown else "")
            )
        return cls(**fields)

    def options_for_rules(self, version: int, options: OptionsT) -> OptionsT:
        """``options`` for the game's own ``rules_version``; for an older version, the
        options ``older_rules`` gives.

        :raises ValueError: for a version no options keep, naming both versions.
        """
        kept = ", ".join(f"version {older}" for older in sorted(self.older_rules))
        also = f" (options keep rules {kept})" if kept else ""
        if type(version) is not int:  # True and 1.0 are not version 1
            raise ValueError(
                f"{self.name} is played by rules version {self.rules_version}{also}; a rules"
                f" version is an int, not {brief(version)}"
            )
        if version == self.rules_version:
            return options
        keep = self.older_rules.get(version)
        if keep is not None:
            return keep(options)
        if version > self.rules_version:
            raise ValueError(
                f"rules version {version} of {self.name} is newer than this library's rules"
                f" version {self.rules_version}{also}: upgrade frontier_games to play it"
            )
        raise ValueError(
            f"{self.name} is played by rules version {self.rules_version}{also}; no"
            f" options keep rules version {version}"
        )

    def __repr__(self) -> str:
        return f"<game {self.name!r}, {self.min_players}-{self.max_players} players>"


def check_first_player(name: str, first: object, players: int) -> None:
    """Raise :class:`SetupError` unless ``first`` (an ``Options.first_player``) is ``None``
    or a seat of a ``players``-seat game, an exact ``int``.

    :raises SetupError: naming the seats allowed.
    """
    if first is not None and (type(first) is not int or not 0 <= first < players):
        raise SetupError(
            f"{name}: Options.first_player must be None (a random seat) or a seat from 0 to"
            f" {players - 1}, not {brief(first)}"
        )


def check_player_count(name: str, players: int, min_players: int, max_players: int) -> None:
    """Raise :class:`SetupError` unless ``min_players <= players <= max_players``.

    :raises SetupError: naming the allowed range.
    """
    if type(players) is not int or not min_players <= players <= max_players:
        raise SetupError(
            f"{name} is played by {min_players} to {max_players} players (an int), "
            f"not {brief(players)}"
        )


def check_viewer(player: object, players: int) -> None:
    """Raise ``ValueError`` unless ``player`` is ``None`` (a spectator) or a seat of a
    ``players``-seat game, an exact ``int``: the seat a view is for.

    :raises ValueError: naming the seat that is not there.
    """
    if player is not None and (type(player) is not int or not 0 <= player < players):
        raise ValueError(f"there is no seat {brief(player)} in a {players}-player game")


def check_narrated(player: object, players: int) -> None:
    """Raise ``ValueError`` unless ``player`` is ``None`` (a spectator) or a seat of a
    ``players``-seat game, an exact ``int``: the seat a narration tells.

    :raises ValueError: naming the seats allowed.
    """
    if player is not None and (type(player) is not int or not 0 <= player < players):
        raise ValueError(
            f"narrate tells a seat (0 to {players - 1}) or None (a spectator), not {brief(player)}"
        )


StateV = TypeVar("StateV")
ViewV = TypeVar("ViewV")


def determinized(
    view: ViewV,
    player: int | None,
    deal: Callable[[], StateV],
    view_of: Callable[[StateV, int | None], ViewV],
    playable: Callable[[StateV], bool],
) -> StateV:
    """The state ``deal()`` builds for ``view`` (``player``'s), accepted only if it shows
    ``view`` again to that seat and the game can go on from it (``playable``: it is over,
    or someone has a move). A view built by hand is trusted for nothing: reading it may
    fail anywhere, and any such failure is a ``ValueError`` too.

    :raises ValueError: if no position of the game shows ``view``.
    """
    try:
        guess = deal()
        again = view_of(guess, player)
        can_go_on = playable(guess)
    except (
        AttributeError, TypeError, IndexError, KeyError, ValueError, AssertionError,
        StopIteration,
    ) as error:  # fmt: skip
        raise unreadable_view(error) from None
    if again != view:  # only a view some position shows is accepted
        where, given, shown = first_difference(view, again) or ("$", view, again)
        raise ValueError(
            f"no position shows this view: at {where} it shows {brief(given)}, where a"
            f" position dealt for it shows {brief(shown)}"
        )
    if not can_go_on:
        raise ValueError("no position shows this view: no game could go on from it")
    return guess
