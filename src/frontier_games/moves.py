"""The rule kit: each kind of move declared once, in one place, and the game's ``apply`` and
``legal_actions`` made from the declarations.

A :class:`Move` is one kind of action (one action class) with everything the rules say
about it:

* its **checks**, in the order a player would ask them, each a :class:`Check` with a
  stable code and the sentence a player reads when the move breaks it;
* its **effect**: the position after the move, once the checks have passed;
* its **space**: every well-formed action of the kind for a seat in a configuration of
  the game (the candidates the checks choose from);
* optionally a **listing**: a faster generator of exactly the legal ones, which the
  conformance battery checks against the space and the checks; or, for a kind whose
  checks refuse only seats that may not act and phases that do not offer it, the mark
  ``always`` (its whole space is listed, and the battery checks that too);
* its **words**: how the game says the move (``describe`` and ``narrate`` read them).

The module that declares a kind is its home: the checks, the effect and the words sit
there beside the declaration, and so does the kind's place in the game's action codec (a
function listing its block of ids, which the codec puts in order with the others'). A rule
changes in one place.

A :class:`Moves` gathers a game's kinds with what is common to them: who may act now, the
phase the game is in and the kinds each phase offers, in the rulebook's order. From that:

* :meth:`Moves.apply` refuses an action with the first check it fails (the common ones
  first: the game is over, not one of the game's actions, no such seat, not your turn,
  not a move of this phase, a field of the wrong type or out of every range) and
  otherwise applies the kind's effect. It never lists the legal actions; an action that
  :meth:`Moves.legal` has just listed for the same state (the very object) it knows to
  pass, without asking the checks again.
* :meth:`Moves.legal` lists, phase by phase and kind by kind, the actions that pass.

A toy game, counting to three, shows the whole of it:

>>> from frontier_games.core import Action, Frozen, action_class, frozen_class
>>> @frozen_class
... class Count(Frozen):
...     total: int = 0
...     seat: int = 0
>>> @action_class
... class Add(Action):
...     player: int
...     amount: int
>>> def fits(state: Count, action: Add) -> bool:
...     return state.total + action.amount <= 3
>>> ADD = Move(
...     Add,
...     checks=(Check("past-three", "the count may not pass three", fits),),
...     effect=lambda state, action: state.evolve(
...         total=state.total + action.amount, seat=1 - state.seat
...     ),
...     space=lambda setup, seat: [Add(seat, 1), Add(seat, 2)],
... )
>>> moves = Moves(
...     "counting",
...     (ADD,),
...     actors=lambda state: frozenset() if state.total == 3 else frozenset({state.seat}),
...     players=lambda state: 2,
...     phase=lambda state: "count",
...     phases={"count": (Add,)},
...     setup=lambda state: 2,
... )
>>> moves.legal(Count(2, 0), 0)
(Add(player=0, amount=1),)
>>> moves.apply(Count(2, 0), Add(0, 1))
Count(total=3, seat=1)
>>> moves.apply(Count(2, 0), Add(0, 2))
Traceback (most recent call last):
...
frontier_games.core.IllegalActionError: the count may not pass three [past-three]
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from contextlib import suppress
from typing import Any, Generic, TypeVar

import attrs

from frontier_games.core import IllegalActionError
from frontier_games.messages import brief

__all__ = ["Check", "Move", "Moves", "Refusal"]

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
PhaseT = TypeVar("PhaseT", bound=Hashable)


@attrs.frozen(eq=False)  # one rule is itself: compared and hashed by identity
class Check(Generic[StateT, ActionT]):
    """One rule a kind of move must keep.

    :ivar code: the rule's stable name (``"space-taken"``), what a program tests for.
    :ivar says: the sentence a player reads when the move breaks the rule: a string whose
        ``{action}`` fields are filled from the action (``"seat {action.player} holds no
        {action.card.value}"``), or a function of the state and the action for a sentence
        that needs more; either way it tells the mover nothing its view does not.
    :ivar holds: whether the action keeps the rule in the state. :class:`Moves` asks it
        only once the common checks have passed (the action's fields have their types and
        the action is in its kind's space) and the kind's checks before it have held.
    """

    code: str
    says: str | Callable[[StateT, ActionT], str]
    holds: Callable[[StateT, ActionT], bool]

    def sentence(self, state: StateT, action: ActionT) -> str:
        """What a player reads when ``action`` breaks this rule in ``state``."""
        says = self.says
        return says.format(action=action) if isinstance(says, str) else says(state, action)


@attrs.frozen(eq=False)  # one kind of move is itself: compared and hashed by identity
class Move(Generic[StateT, ActionT]):
    """One kind of move: its checks, its effect, its space, its listing and its words.

    :ivar kind: the action class.
    :ivar checks: the kind's rules, in order; an action is refused with the first it
        breaks.
    :ivar effect: the position after an action that passed every check.
    :ivar space: every well-formed action of the kind for ``seat`` in a game of the
        configuration ``setup`` (what the ``setup`` of :class:`Moves` returns): its fields
        of their types and within the game's seats, board and cards, in a fixed order. It
        is the candidates the checks choose from, and an action outside it is refused as
        ``no-such-move``. It may hold actions no position allows, for a check to refuse
        with its own words (a game's action codec, which numbers the actions for learning
        agents, may leave those out). It is built once per configuration and seat.
    :ivar listing: the legal actions of the kind for ``seat`` in the state, in a fixed
        order, faster than filtering the space; ``None`` filters the space through the
        checks. The conformance battery checks a listing against the filter.
    :ivar words: how the game says an action of the kind (the game's ``describe`` and
        ``narrate`` call it; the kit never does), or ``None``.
    :ivar always: whether every action of the space for a seat is legal whenever that seat
        may act in a phase that offers the kind (its checks refuse only other seats and
        other phases): the kit then lists the space itself, without a ``listing`` or the
        checks, and keeps the listing of a phase whose kinds are all so by configuration,
        phase and seat. The conformance battery checks the mark as it checks a listing.
    :ivar canonical: for a kind whose actions name the same move in several ways (cards
        in any order, say), the way its space names it; the space is searched for the
        canonical action (which must leave an action with malformed fields as it is), the
        checks see the action as given, and the effect gets the canonical one, so that
        every way of naming a move has the same outcome as the listed one.
    """

    kind: type[ActionT]
    checks: tuple[Check[StateT, ActionT], ...]
    effect: Callable[[StateT, ActionT], StateT]
    space: Callable[[Any, int], Iterable[ActionT]]
    listing: Callable[[StateT, int], Iterable[ActionT]] | None = None
    words: Callable[..., Any] | None = None
    canonical: Callable[[ActionT], ActionT] | None = None
    always: bool = False

    def refusal(self, state: StateT, action: ActionT) -> Check[StateT, ActionT] | None:
        """The first of the kind's checks that ``action`` breaks in ``state``, if any."""
        for check in self.checks:
            if not check.holds(state, action):
                return check
        return None

    def filtered(self, state: StateT, space: Sequence[ActionT]) -> Sequence[ActionT]:
        """The actions of ``space`` (the kind's, for the seat that acts) that pass every
        check: what the ``listing``, when given, must list (in any order)."""
        checks = self.checks
        if not checks:
            return space
        if len(checks) == 1:  # most kinds: the check asked directly
            holds = checks[0].holds
            return [action for action in space if holds(state, action)]
        return [action for action in space if self.refusal(state, action) is None]


Refusal = tuple[str, str]
"""A rule's code and sentence."""


_NONE: frozenset[type[Any]] = frozenset()
_KINDS_OWN = frozenset(("not-your-turn", "not-allowed", "no-such-move"))
"""The kit's common rules that a game whose kinds' checks are written for any seat and
phase names by the kind's own checks (``Moves(kinds_own_rules=True)``)."""
_UNSET = object()
"""What the kept records hold before the first state is asked about: no state (``None``
included) is it."""

_SETUPS = 32
"""How many configurations a :class:`Moves` keeps the spaces of (the least recently used
is dropped)."""


class _Spaces:
    """The spaces of one configuration, each built the first time it is asked for: by
    kind and seat, the actions in order and as a set."""

    def __init__(self, setup: Hashable) -> None:
        self.setup = setup
        self._ordered: dict[tuple[Move[Any, Any], int], tuple[Any, ...]] = {}
        self._sets: dict[tuple[Move[Any, Any], int], frozenset[Any]] = {}
        self.wholes: dict[tuple[Hashable, int], tuple[Any, ...]] = {}
        """By phase and seat, the listing of a phase whose kinds are all ``always``."""

    def ordered(self, move: Move[Any, Any], seat: int) -> tuple[Any, ...]:
        key = (move, seat)
        found = self._ordered.get(key)
        if found is None:
            found = self._ordered[key] = tuple(move.space(self.setup, seat))
        return found

    def whole(self, phase: Hashable, moves: Sequence[Move[Any, Any]], seat: int) -> tuple[Any, ...]:
        """The spaces of ``moves`` (``phase``'s, each marked ``always``) for ``seat``, one
        after the other: the seat's listing in that phase."""
        key = (phase, seat)
        found = self.wholes.get(key)
        if found is None:
            found = self.wholes[key] = tuple(
                action for move in moves for action in self.ordered(move, seat)
            )
        return found

    def set(self, move: Move[Any, Any], seat: int) -> frozenset[Any]:
        key = (move, seat)
        found = self._sets.get(key)
        if found is None:
            found = self._sets[key] = frozenset(self.ordered(move, seat))
        return found


_Now = tuple[object, frozenset[int], Any, tuple[Move[Any, Any], ...], frozenset[type[Any]]]
"""What :class:`Moves` knows of one state: the state, who acts, the phase, and the moves
it offers (in order) with their action classes (a plain tuple: it is built at every
move)."""


class Moves(Generic[StateT, ActionT, PhaseT]):
    """A game's kinds of move and what is common to them: the ``apply`` and the
    ``legal_actions`` of the game.

    :param game: the game's name, for messages.
    :param moves: every kind of move.
    :param actors: the seats that may act in a state (none once the game is over).
    :param players: the number of seats of the game a state belongs to.
    :param phase: the phase a state is in: what decides the kinds offered.
    :param phases: the kinds each phase offers, in the order :meth:`legal` lists them.
    :param setup: a state's configuration, hashable (what the kinds' spaces are built
        from): the player count and options, say; ``None`` for a game whose spaces are
        the same in every game of it (they are built with ``None`` for it).
    :param asked: what the seat that acts does in a state, in words following
        ``seat n`` (``"allocates a cowboy"``), for the refusal of a move the phase does not
        offer; by default ``"is asked to"`` and the phase.
    :param reworded: the game's own refusal where it names one of the kit's common rules
        otherwise (a state, the action and the kit's refusal; ``None`` keeps the kit's):
        its own words for a seat that is none of the game's, say.
    :param kinds_own_rules: the kinds' checks are written for any seat, in any phase and
        for fields of any type (a game without turns, such as *Apache*): where the kit
        would refuse an action as another seat's turn (``not-your-turn``), a move of
        another phase (``not-allowed``) or no move of the game (``no-such-move``), it
        names the first of the kind's own checks the action breaks, if one does.
    :raises ValueError: if two moves declare one kind, or a phase offers a kind without a
        move.
    """

    def __init__(
        self,
        game: str,
        moves: Sequence[Move[StateT, Any]],
        *,
        actors: Callable[[StateT], frozenset[int]],
        players: Callable[[StateT], int],
        phase: Callable[[StateT], PhaseT],
        phases: Mapping[PhaseT, Sequence[type[Any]]],
        setup: Callable[[StateT], Hashable] | None,
        asked: Callable[[StateT], str] | None = None,
        reworded: Callable[[StateT, Any, Refusal], Refusal | None] | None = None,
        kinds_own_rules: bool = False,
    ) -> None:
        self.game = game
        self._by_kind: dict[type[Any], Move[StateT, Any]] = {}
        for move in moves:
            if move.kind in self._by_kind:
                raise ValueError(f"{game}: two moves declare {move.kind.__name__}")
            self._by_kind[move.kind] = move
        self._phases: dict[PhaseT, tuple[Move[StateT, Any], ...]] = {}
        for name, kinds in phases.items():
            missing = [kind.__name__ for kind in kinds if kind not in self._by_kind]
            if missing:
                raise ValueError(f"{game}: phase {name!r} offers {missing} without a move")
            self._phases[name] = tuple(self._by_kind[kind] for kind in kinds)
        self._offered = {name: frozenset(kinds) for name, kinds in phases.items()}
        self._whole = frozenset(
            name for name, offered in self._phases.items() if all(m.always for m in offered)
        )
        self._actors = actors
        self._players = players
        self._phase = phase
        self._setup = setup
        self._asked = asked
        self._reworded = reworded
        self._kinds_own_rules = kinds_own_rules
        self._forget()

    def __getstate__(self) -> dict[str, Any]:
        """What a copy for another process needs: the declarations, not what the kit has
        kept of the states it was asked about (those may hold anything a state holds)."""
        kept = ("_configurations", "_last", "_at_last", "_listed_last")
        return {name: value for name, value in vars(self).items() if name not in kept}

    def __setstate__(self, declared: dict[str, Any]) -> None:
        vars(self).update(declared)
        self._forget()

    def _forget(self) -> None:
        """Nothing kept: no configuration's spaces, no state asked about."""
        self._configurations: OrderedDict[Hashable, _Spaces] = OrderedDict()
        self._last: tuple[Hashable, _Spaces] = (None, _Spaces(None))  # the last asked
        self._at_last: _Now = (_UNSET, frozenset(), None, (), frozenset())
        self._listed_last: tuple[object, tuple[Any, ...]] = (_UNSET, ())

    def actors(self, state: StateT) -> frozenset[int]:
        """The seats that may act in ``state``. A player, a bot or a search asks it of a
        state, lists its legal actions and applies one: what the kit learns of the state
        asked last (who acts, the phase and its kinds) is kept, recognised by identity."""
        now = self._at_last
        if now[0] is state:
            return now[1]
        # The record built as _now builds it, written out: asked at every step, a call
        # more would cost some 3% of a Rattlesnake City step.
        actors = self._actors(state)
        phase = self._phase(state)
        self._at_last = (  # one tuple: a reader never sees half of it
            state,
            actors,
            phase,
            self._phases.get(phase, ()),
            self._offered.get(phase, _NONE),
        )
        return actors

    def _now(self, state: StateT) -> _Now:
        """What asking who acts, listing or applying a move in ``state`` asks first: who
        acts, the phase and its kinds; kept for the state asked last, recognised by
        identity. The record returned is the one built for ``state``, whatever another
        thread keeps meanwhile."""
        now = self._at_last
        if now[0] is state:
            return now
        actors = self._actors(state)
        phase = self._phase(state)
        now = (
            state,
            actors,
            phase,
            self._phases.get(phase, ()),
            self._offered.get(phase, _NONE),
        )
        self._at_last = now  # one tuple: a reader never sees half of it
        return now

    def _asks(self, state: StateT, phase: PhaseT) -> str:
        """What the seats that act do now, in words (after ``seat n``)."""
        if self._asked is None:
            return f"is asked to {phase}"
        return self._asked(state)

    def _spaces(self, state: StateT) -> _Spaces:
        """The spaces of ``state``'s configuration."""
        setup = self._setup
        return self._spaces_of(None if setup is None else setup(state))

    def _spaces_of(self, setup: Hashable) -> _Spaces:
        """The spaces of the configuration ``setup``. A game asks for the same
        configuration object move after move, so it is recognised by identity first;
        equal configurations of other games share the spaces."""
        last_setup, last = self._last
        if last_setup is setup:
            return last
        configurations = self._configurations
        found = configurations.get(setup)
        if found is None:
            found = configurations[setup] = _Spaces(setup)
            while len(configurations) > _SETUPS:
                try:
                    configurations.popitem(last=False)
                except KeyError:  # another thread emptied it meanwhile
                    break
        else:
            with suppress(KeyError):  # another thread dropped it meanwhile: still valid
                configurations.move_to_end(setup)
        self._last = (setup, found)  # one tuple: a reader never sees half of it
        return found

    @property
    def moves(self) -> tuple[Move[StateT, Any], ...]:
        """Every kind of move, in the order declared."""
        return tuple(self._by_kind.values())

    def move(self, kind: type[Any]) -> Move[StateT, Any]:
        """The declaration of the action class ``kind``.

        :raises KeyError: if ``kind`` is not one of the game's actions.
        """
        return self._by_kind[kind]

    def offered(self, state: StateT) -> tuple[Move[StateT, Any], ...]:
        """The kinds of move the phase of ``state`` offers, in listing order."""
        return self._now(state)[3]

    def space(self, kind: type[Any], setup: Hashable, seat: int) -> tuple[Any, ...]:
        """The space of ``kind`` for ``seat`` in the configuration ``setup``, built once."""
        return self._spaces_of(setup).ordered(self._by_kind[kind], seat)

    def allowed(self, state: StateT, seat: int, kind: type[Any]) -> list[Any]:
        """The actions of ``kind``'s space for ``seat`` that :meth:`refusal` lets through in
        ``state``: the reference a kind's listing is checked against (the conformance
        battery does it), slow for a big space."""
        space = self._spaces(state).ordered(self._by_kind[kind], seat)
        return [action for action in space if self.refusal(state, action) is None]

    def legal(self, state: StateT, seat: object) -> tuple[ActionT, ...]:
        """``seat``'s legal actions in ``state``: kind by kind, in the phase's order;
        none unless ``seat`` may act."""
        now = self._at_last
        if now[0] is not state:
            now = self._now(state)
        _, actors, phase, moves, _ = now
        if type(seat) is not int or seat not in actors:
            return ()
        if phase in self._whole:  # every kind offered lists its whole space
            setup = None if self._setup is None else self._setup(state)
            last_setup, spaces = self._last
            if last_setup is not setup:
                spaces = self._spaces_of(setup)
            listed = spaces.wholes.get((phase, seat)) or spaces.whole(phase, moves, seat)
        else:
            found: list[Any] = []
            spaces = None
            for move in moves:
                listing = move.listing
                if listing is not None:
                    got = listing(state, seat)
                else:
                    if spaces is None:
                        spaces = self._spaces(state)
                    got = (
                        spaces.ordered(move, seat)
                        if move.always
                        else move.filtered(state, spaces.ordered(move, seat))
                    )
                if got:  # many kinds list nothing at a given moment
                    found.extend(got)
            listed = tuple(found)
        self._listed_last = (state, listed)  # one tuple: a reader never sees half of it
        return listed

    def refusal(self, state: StateT, action: object) -> Refusal | None:
        """Why ``action`` is illegal in ``state`` (the code and sentence of the first
        rule it breaks), or ``None`` if it is legal. Never lists the legal actions."""
        why = self._common(state, action)
        if why is None:
            return None
        if self._kinds_own_rules and why[0] in _KINDS_OWN:
            check = self._by_kind[type(action)].refusal(state, action)
            if check is not None:
                why = check.code, check.sentence(state, action)
        if self._reworded is None:
            return why
        return self._reworded(state, action, why) or why

    def _common(self, state: StateT, action: object) -> Refusal | None:
        """The kit's refusal: its common rules, then the kind's checks."""
        _, actors, phase, _, offered = self._now(state)
        if not actors:
            return "game-over", "the game is over"
        kind = type(action)
        move = self._by_kind.get(kind)
        if move is None:
            return "not-an-action", f"{brief(action)} is not a {self.game} action"
        seat = getattr(action, "player", None)
        if type(seat) is not int or not 0 <= seat < self._players(state):
            return "no-such-seat", f"{brief(action)} names no seat of this game"
        if seat not in actors:
            deciding = " and ".join(f"seat {s}" for s in sorted(actors))
            return "not-your-turn", f"{deciding} decides now, not seat {seat}"
        if kind not in offered:
            return "not-allowed", (
                f"{brief(action)} is not allowed now: seat {seat} {self._asks(state, phase)}"
            )
        canonical = move.canonical
        probe = action if canonical is None else canonical(action)
        try:
            known = probe in self._spaces(state).set(move, seat)
        except TypeError:  # a field holds an unhashable value
            known = False
        if not known:
            return "no-such-move", (
                f"{brief(action)} is no move of {self.game}: a field has the wrong type or "
                "is out of every range"
            )
        check = move.refusal(state, action)
        if check is None:
            return None
        return check.code, check.sentence(state, action)

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The position after ``action``, which passes every check; ``state`` is
        untouched.

        An action :meth:`legal` has just offered for ``state`` (the very object) is known to
        pass; any other is checked.

        :raises IllegalActionError: naming the first rule ``action`` breaks.
        """
        listed_state, listed = self._listed_last
        if listed_state is state:
            for offered in listed:
                if offered is action:
                    break
            else:
                self._refuse(state, action)
        else:
            self._refuse(state, action)
        move = self._by_kind[type(action)]
        canonical = move.canonical
        return move.effect(state, action if canonical is None else canonical(action))

    def _refuse(self, state: StateT, action: object) -> None:
        """:raises IllegalActionError: naming the first rule ``action`` breaks, if any."""
        why = self.refusal(state, action)
        if why is not None:
            seat = getattr(action, "player", None)
            code, message = why
            raise IllegalActionError(
                code, message, player=seat if type(seat) is int else None, action=action
            )
