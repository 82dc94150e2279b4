"""The games as text, for language-model agents: :class:`TextEnv`, in TextArena's convention.

::

    env = TextEnv("apache", players=3)
    env.reset(seed=7)
    done = False
    while not done:
        seat, observation = env.get_observation()  # what that seat sees, as text
        done, info = env.step(model(observation))   # its answer, in words
    rewards = env.close()                           # {seat: share of the win}

An observation is built from the asked seat's view only: its rendering
(``game.render(view)``), the narration of every move since that seat's own last move (as
that seat saw each, ``game.narrate``), and the descriptions of its legal actions
(``game.describe``), one per line under a ``Legal actions:`` line. An answer is read with
:func:`~frontier_games.parse_action`, which forgives case, ``$``, thousands separators and
word beginnings (``"bid 7,000"``).

A refused answer (one that names no legal action, or several) changes nothing: ``step``
returns ``done=False`` with the reason in ``info``, and the same seat is asked again, its
observation now saying why. After ``retries`` refusals in a row, the next refusal ends the
episode with the offender losing (``fallback="forfeit"``, TextArena's rule: reward -1 for
it, 0 for the others) or plays a random legal move for it and goes on
(``fallback="random"``).

Several seats deciding at once are asked one at a time
(:func:`~frontier_games.adapters.turns.next_seat`): a sealed decision asks the lowest seat
first, a race draws the next arrival from a generator split off the seed given to
:meth:`TextEnv.reset` (not the game's own stream, whose draws dealt the cards), so a seeded
episode with the same answers plays again exactly.

The seed is the harness's: it rebuilds every hidden card, so it is not a seat's to know
before the end. No observation holds it, and a seed drawn by :meth:`TextEnv.reset` has 63
bits from :mod:`secrets`, too many to search.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any, Literal

from frontier_games.adapters import find_game
from frontier_games.adapters.turns import next_seat
from frontier_games.core import (
    ActionParseError,
    Game,
    GameNotOverError,
    IllegalActionError,
    brief,
)
from frontier_games.rng import Rng, choice, split
from frontier_games.text import parse_action

__all__ = [
    "FALLBACKS",
    "FORFEIT_REWARD",
    "LEGAL_ACTIONS",
    "UNREADABLE",
    "EpisodeError",
    "TextEnv",
    "legal_descriptions",
    "observation",
]

AnyGame = Game[Any, Any, Any, Any]
Fallback = Literal["forfeit", "random"]

FALLBACKS: tuple[Fallback, ...] = ("forfeit", "random")
"""What :class:`TextEnv` may do once a seat has used up its retries: end the episode with
that seat losing, or play a random legal move for it."""

FORFEIT_REWARD = -1.0
"""The reward of a seat that forfeits by refused moves (TextArena's); the others get 0."""

LEGAL_ACTIONS = "Legal actions:"
"""The line an observation lists the seat's legal actions under, one per line."""

UNREADABLE = "unreadable-move"
"""The rule code of an answer :func:`~frontier_games.parse_action` cannot read as exactly
one legal action (an :class:`~frontier_games.IllegalActionError` brings its own code)."""


def legal_descriptions(game: AnyGame, view: Any, legal: Sequence[Any]) -> tuple[str, ...]:
    """The descriptions of ``legal`` as the seat of ``view`` says them, in the game's order."""
    return tuple(game.describe(view, action) for action in legal)


def observation(
    game: AnyGame,
    view: Any,
    seat: int,
    legal: Sequence[Any],
    narration: Sequence[str] = (),
    refusal: str | None = None,
) -> str:
    """What :class:`TextEnv` shows ``seat``: who it is, ``game.render(view)``, the
    ``narration`` since its last move, why its last answer was refused (if it was), and the
    descriptions of its ``legal`` actions under a :data:`LEGAL_ACTIONS` line.

    Every part comes from ``view`` and what the seat was told, so two positions that look
    the same to the seat give the same text.

    >>> import frontier_games as fg
    >>> game = fg.get_game("apache")
    >>> state = game.new_game(players=2, seed=1)
    >>> text = observation(game, game.view(state, 0), 0, game.legal_actions(state, 0))
    >>> text.splitlines()[-1]
    'red passes'
    """
    lines = [f"You are seat {seat} at {game.name}.", "", game.render(view), ""]
    if narration:
        lines += ["Since your last move:", *(f"  {line}" for line in narration)]
    else:
        lines.append("Since your last move: nothing has happened yet.")
    if refusal is not None:
        lines += ["", f"Your last answer was refused: {refusal}"]
    lines += ["", LEGAL_ACTIONS, *legal_descriptions(game, view, legal)]
    return "\n".join(lines)


def _refusal(error: ActionParseError | IllegalActionError) -> dict[str, Any]:
    """The rule code, the message and the closest moves of a refused answer."""
    if isinstance(error, IllegalActionError):
        return {"rule": error.rule, "message": error.message, "closest": ()}
    return {"rule": UNREADABLE, "message": str(error), "closest": error.closest}


def _checked_retries(retries: object) -> int | None:
    if retries is not None and (type(retries) is not int or retries < 0):
        raise ValueError(
            f"retries is how many refused answers in a row a seat may give and be asked again:"
            f" an int from 0 up, or None for no bound, not {brief(retries)}"
        )
    return retries


class EpisodeError(ValueError):
    """The environment was used out of order: before :meth:`TextEnv.reset`, or played
    on after the episode's end."""


class TextEnv:
    """A game played by text, one seat at a time, in TextArena's convention.

    :param game_id: a registered game (see :func:`~frontier_games.game_names`).
    :param players: how many seats.
    :param options: the game's options (``None``: the rulebook's).
    :param retries: how many refused answers in a row a seat may give and be asked again
        (``None``: no bound); the next refusal calls the ``fallback``.
    :param fallback: ``"forfeit"`` (the default, TextArena's rule): the episode ends, the
        offender's reward is :data:`FORFEIT_REWARD` and the others' 0; ``"random"``: a
        random legal move is played for the seat and the game goes on.
    :ivar game: the game (a :class:`~frontier_games.Game`).
    :ivar players: how many seats the episode has.
    :ivar seed: the seed of the episode (``None`` before :meth:`reset`).
    :raises SetupError: for an unknown ``game_id``, or ``players`` or ``options`` the game
        refuses.
    :raises ValueError: for ``retries`` other than ``None`` or an int from 0 up, or an
        unknown ``fallback``.

    >>> env = TextEnv("apache", players=2)
    >>> env.reset(seed=3)
    >>> seat, text = env.get_observation()
    >>> done, info = env.step("grab the moon")
    >>> done, info["rule"], info["refusals"]
    (False, 'unreadable-move', 1)
    >>> env.step("pass")
    (False, {'seat': 0, 'move': 'red passes'})
    """

    def __init__(
        self,
        game_id: str,
        players: int,
        options: Any = None,
        *,
        retries: int | None = 3,
        fallback: Fallback = "forfeit",
    ) -> None:
        self.game = find_game(game_id)
        self.game.new_game(players=players, seed=0, options=options)  # refuses bad settings now
        self.players: int = players
        self.options = options
        self.retries = _checked_retries(retries)
        if fallback not in FALLBACKS:
            raise ValueError(f"fallback is one of {', '.join(FALLBACKS)}, not {brief(fallback)}")
        self.fallback: Fallback = fallback
        self.seed: int | None = None
        self._state: Any = None
        self._rng = Rng.from_seed(0)
        self._seat: int | None = None
        self._heard: list[list[str]] = []
        self._actions: list[Any] = []
        self._refusals = 0
        self._refusal: str | None = None
        self._forfeit: int | None = None

    def reset(self, num_players: int | None = None, seed: int | None = None) -> None:
        """Start a new episode: ``seed`` sets up the game and, through a generator split
        off it, draws the order of arrival in races (``None``: a fresh seed of 63 bits from
        :mod:`secrets`, kept in ``seed``; tell no seat, it rebuilds every hidden card);
        ``num_players`` (TextArena's argument) changes the number of seats, and by default
        keeps it.

        :raises SetupError: for a ``num_players`` the game refuses.
        :raises TypeError: for a ``seed`` that is not an int.
        """
        players = self.players if num_players is None else num_players
        if seed is None:
            seed = secrets.randbelow(1 << 63)
        elif type(seed) is not int:
            raise TypeError(f"a seed is an int, not {brief(seed)}")
        self._state = self.game.new_game(players=players, seed=seed, options=self.options)
        self.players, self.seed = players, seed
        self._heard = [[] for _ in range(players)]
        self._actions = []
        self._refusals, self._refusal, self._forfeit = 0, None, None
        turns = split(Rng.from_seed(seed))[0]  # not the game's stream: its draws dealt the cards
        self._seat, self._rng = next_seat(self.game, self._state, turns)

    @property
    def state(self) -> Any:
        """The current state of the game, hidden parts and all: for the program running the
        episode, never for a seat.

        :raises EpisodeError: before :meth:`reset`.
        """
        if self._state is None:
            raise EpisodeError("the environment has no game yet: call reset() first")
        return self._state

    @property
    def seat(self) -> int | None:
        """The seat asked now; ``None`` once the episode is over.

        :raises EpisodeError: before :meth:`reset`.
        """
        self.state  # noqa: B018  # refuses before reset
        return None if self._forfeit is not None else self._seat

    @property
    def done(self) -> bool:
        """Whether the episode is over: the game ended, or a seat forfeited.

        :raises EpisodeError: before :meth:`reset`.
        """
        return self.seat is None

    def narration(self, seat: int) -> tuple[str, ...]:
        """What ``seat`` saw happen since its own last move (its last move included), as
        ``game.narrate`` tells it to that seat.

        :raises ValueError: for a seat that is not at the table.
        :raises EpisodeError: before :meth:`reset`.
        """
        self.state  # noqa: B018  # refuses before reset
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {brief(seat)} in a {self.players}-player game")
        return tuple(self._heard[seat])

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions played since :meth:`reset`, in order: with ``seed``, what a
        :class:`~frontier_games.record.GameRecord` of the episode holds.

        :raises EpisodeError: before :meth:`reset`.
        """
        self.state  # noqa: B018  # refuses before reset
        return tuple(self._actions)

    def get_observation(self) -> tuple[int, str]:
        """The seat asked now, and what it sees (see :func:`observation`).

        :raises EpisodeError: before :meth:`reset`, or once the episode is over.
        """
        seat = self._asked()
        view = self.game.view(self._state, seat)
        legal = self.game.legal_actions(self._state, seat)
        return seat, observation(self.game, view, seat, legal, self._heard[seat], self._refusal)

    def step(self, action: str) -> tuple[bool, dict[str, Any]]:
        """Play the asked seat's answer ``action``, a move in words; ``(done, info)``.

        ``info`` holds ``seat`` and, for an accepted move, ``move`` (its description). A
        refused answer adds ``refused`` (``True``), ``rule`` (:data:`UNREADABLE`, or the
        broken rule's code), ``message``, ``closest`` (the legal moves closest to the
        text, best first) and ``refusals`` (how many in a row); after the last retry,
        ``forfeit`` (``True``, and ``done``) or ``fallback`` (``True``, with the random
        ``move`` played).

        :raises EpisodeError: before :meth:`reset`, or once the episode is over.
        """
        seat = self._asked()
        view = self.game.view(self._state, seat)
        legal = self.game.legal_actions(self._state, seat)
        try:
            chosen = parse_action(self.game, view, legal, action)
            info = self._accept(seat, view, chosen)
        except (ActionParseError, IllegalActionError) as error:
            return self._refuse(seat, view, legal, _refusal(error))
        return self.done, info

    def play(self, action: Any) -> tuple[bool, dict[str, Any]]:
        """Play ``action``, an action object of the asked seat (a bot's choice, say), as
        :meth:`step` plays an accepted answer; ``(done, info)``.

        :raises IllegalActionError: if ``action`` is not one of the asked seat's legal
            actions (nothing changes).
        :raises EpisodeError: before :meth:`reset`, or once the episode is over.
        """
        seat = self._asked()
        if action not in self.game.legal_actions(self._state, seat):
            raise IllegalActionError(
                "not-offered",
                f"{brief(action)} is not one of seat {seat}'s legal actions",
                player=seat,
                action=action,
            )
        info = self._accept(seat, self.game.view(self._state, seat), action)
        return self.done, info

    def apply(self, action: Any) -> tuple[bool, dict[str, Any]]:
        """Play ``action`` for whichever seat it belongs to, asked or not: a recorded game
        played again, where a race's arrivals or a sealed decision's order were not this
        environment's. The next seat is asked afterwards as after :meth:`play`.

        :raises IllegalActionError: if ``action`` is not a legal action of its seat now
            (nothing changes).
        :raises EpisodeError: before :meth:`reset`, or once the episode is over.
        """
        self._asked()
        seat = getattr(action, "player", None)
        if type(seat) is not int or action not in self.game.legal_actions(self._state, seat):
            raise IllegalActionError(
                "not-offered",
                f"{brief(action)} is not one of its seat's legal actions",
                player=seat if type(seat) is int else None,
                action=action,
            )
        return self.done, self._accept(seat, self.game.view(self._state, seat), action)

    def close(self) -> dict[int, float]:
        """Each seat's reward: its share of the win (``Outcome.returns()``), or after a
        forfeit :data:`FORFEIT_REWARD` for the offender and 0 for the others.

        :raises GameNotOverError: while the episode is still going on.
        :raises EpisodeError: before :meth:`reset`.
        """
        if not self.done:
            raise GameNotOverError(
                f"the game is still going on (seat {self._seat} is to answer): "
                "there are no rewards yet"
            )
        if self._forfeit is not None:
            return dict.fromkeys(range(self.players), 0.0) | {self._forfeit: FORFEIT_REWARD}
        return dict(enumerate(self.game.outcome(self._state).returns()))

    def _asked(self) -> int:
        """The seat asked now, refusing before :meth:`reset` and after the end."""
        seat = self.seat
        if seat is None:
            raise EpisodeError("the episode is over: call close() for the rewards, or reset()")
        return seat

    def _accept(self, seat: int, view: Any, action: Any) -> dict[str, Any]:
        """Apply ``seat``'s ``action``, tell every seat what it saw, and ask the next seat."""
        before = self._state
        self._state = self.game.apply(before, action)
        self._actions.append(action)
        self._heard[seat] = []
        for listener, heard in enumerate(self._heard):
            heard.extend(self.game.narrate(before, action, listener))
        self._refusals, self._refusal = 0, None
        self._seat, self._rng = next_seat(self.game, self._state, self._rng)
        return {"seat": seat, "move": self.game.describe(view, action)}

    def _refuse(
        self, seat: int, view: Any, legal: Sequence[Any], reason: dict[str, Any]
    ) -> tuple[bool, dict[str, Any]]:
        """Refuse ``seat``'s answer; past its retries, forfeit or play a random move."""
        self._refusals += 1
        info = {"seat": seat, "refused": True, **reason, "refusals": self._refusals}
        if self.retries is None or self._refusals <= self.retries:
            self._refusal = f"{reason['message']} [{reason['rule']}]"
            return False, info
        if self.fallback == "forfeit":
            self._forfeit = seat
            return True, {**info, "forfeit": True}
        action, self._rng = choice(self._rng, legal)
        info = {**info, **self._accept(seat, view, action), "fallback": True}
        return self.done, info
