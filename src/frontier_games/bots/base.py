"""The :class:`Bot` protocol, the simplest bots (random and first-legal) and the skeleton
the games' rule-of-thumb bots share (:class:`RuleOfThumbBot`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from frontier_games.core import Game
from frontier_games.rng import Rng, choice, randbelow

__all__ = ["Bot", "FirstLegalBot", "RandomBot", "RuleOfThumbBot", "bot_label"]

ViewT_contra = TypeVar("ViewT_contra", contravariant=True)
ActionT = TypeVar("ActionT")
A = TypeVar("A")
ViewT = TypeVar("ViewT")


class Bot(Protocol[ViewT_contra, ActionT]):
    """Anything that picks a move for one seat from what that seat can see.

    ``Bot[View, Action]`` is a bot for a game whose views are ``View`` and whose actions
    are ``Action``; a bot written for every game (like :class:`RandomBot`) is a
    ``Bot[Any, Any]``. A bot's ``repr`` names it in game records (see :func:`bot_label`).

    A bot may also have ``observe(view, narration)``: the runner
    (:func:`~frontier_games.play.play_steps`) then calls it after every action with the
    bot's seat's view after the action and the action's narration for that seat, so the
    bot can remember what a view does not keep (who bid what, which cards went by).
    """

    def choose(
        self,
        game: Game[Any, Any, Any, Any],
        view: ViewT_contra,
        legal_actions: tuple[ActionT, ...],
    ) -> ActionT:
        """One of ``legal_actions`` (never empty), chosen from ``view``.

        :param game: the game being played, for its rules (``game.render``, ...); bots
            must not use it to see hidden information.
        :param view: what the deciding seat sees, ``game.view(state, seat)``.
        :param legal_actions: every action the seat may take now, in the game's order;
            each carries the seat in its ``player`` field.
        :raises Exception: whatever the bot raises ends the game being played
            (a :class:`~frontier_games.bots.HumanBot` raises :class:`EOFError` when
            its input ends, for instance).
        """
        ...


def bot_label(bot: object) -> str:
    """The name of ``bot`` for game records and printouts: its ``repr``.

    >>> bot_label(RandomBot(seed=3))
    'RandomBot(seed=3)'
    """
    return repr(bot)


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator.

    Its choices depend only on its seed and on how many choices it has made, so the same
    seed, in the same game, plays the same moves. It uses :mod:`frontier_games.rng`,
    the library's portable generator, so results agree on every platform.

    :raises TypeError: if ``seed`` is not an int.
    """

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = Rng.from_seed(seed)

    def choose(self, game: Game[Any, Any, Any, Any], view: object, legal_actions: Sequence[A]) -> A:
        """A uniformly drawn element of ``legal_actions``.

        :raises ValueError: if ``legal_actions`` is empty.
        """
        if not legal_actions:
            raise ValueError("RandomBot was asked to choose among no actions")
        index, self._rng = randbelow(self._rng, len(legal_actions))
        return legal_actions[index]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


class FirstLegalBot:
    """Always plays the first legal action: a deterministic, memoryless baseline.

    Handy in tests (its games depend only on the runner's seed) and as a sanity check that
    a game ends when its players are as passive or as eager as the action order makes them.
    """

    __slots__ = ()

    def choose(self, game: Game[Any, Any, Any, Any], view: object, legal_actions: Sequence[A]) -> A:
        """The first element of ``legal_actions``.

        :raises ValueError: if ``legal_actions`` is empty.
        """
        if not legal_actions:
            raise ValueError("FirstLegalBot was asked to choose among no actions")
        return legal_actions[0]

    def __repr__(self) -> str:
        return "FirstLegalBot()"


class RuleOfThumbBot(ABC, Generic[ViewT, A]):
    """The skeleton every game's ``HeuristicBot`` shares: a seed, its own generator, and a
    choice that asks the game's rules of thumb for the best actions (:meth:`best`) and
    draws among them when several are equally good. A single legal action is played
    without asking, and nothing is drawn unless there is a tie, so a seed replays the same
    game.

    :param seed: the seed of the bot's generator.
    """

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = Rng.from_seed(seed)

    def choose(self, game: Game[Any, Any, Any, Any], view: ViewT, legal_actions: Sequence[A]) -> A:
        """The action the rules of thumb rank first, a tie drawn with the bot's generator.

        :raises ValueError: if ``legal_actions`` is empty.
        """
        if not legal_actions:
            raise ValueError(f"{type(self).__name__} was asked to choose among no actions")
        self.notice(view)
        if len(legal_actions) == 1:
            return legal_actions[0]
        best = self.best(view, legal_actions) or legal_actions
        if len(best) == 1:
            return best[0]
        pick, self._rng = choice(self._rng, best)
        return pick

    def notice(self, view: ViewT) -> None:
        """What the bot notes of every view it is asked to choose from, even with a single
        legal action (a bid shown once an auction ends, say); by default nothing."""

    @abstractmethod
    def best(self, view: ViewT, legal_actions: Sequence[A]) -> Sequence[A]:
        """The actions of ``legal_actions`` (two or more) the game's rules of thumb rank
        first, in the order listed; none leaves them all. Each game's bot says how."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
