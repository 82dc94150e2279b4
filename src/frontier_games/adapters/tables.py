"""One seat played from outside, bots at the others: the games an app holds for its users.

The MCP server (:mod:`frontier_games.adapters.mcp_server`) and the web table hold games
the same way: a person or a client plays one seat
of each :class:`Table`, the library's bots play the others, and :class:`Tables` keeps the
games going on under handles. What leaves a table is what its seat may know: its view,
the descriptions of its legal moves, the narration told to its seat and, at the end, the
outcome and the game's record.

No face tells a seat the game's seed before the game is over, and by default no seat
chooses it: the seed rebuilds every hidden card and every draw to come. :class:`Tables`
deals each game with a seed of its own (:func:`fresh_seed`, 63 bits from :mod:`secrets`)
unless the person running the server asks for reproducible deals (``open_deals``, or the
server's own ``seed``); the record, which holds the seed, is for the end.

>>> table = Table.start("apache", players=2, seat=0, bots=["first"], seed=3)
>>> table.your_turn, table.legal_descriptions()[-1]
(True, 'red passes')
>>> table.play("pass")["moved"]
'red passes'

Every refusal is a :class:`TableError` (a :class:`ValueError`): a move that names no legal
action is a :class:`RefusedMove` with the rule it breaks and the closest legal moves.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from frontier_games.adapters.text import TextEnv
from frontier_games.adapters.text import legal_descriptions as _descriptions
from frontier_games.bots import Bot, make_bot
from frontier_games.bots.specs import BOT_KINDS
from frontier_games.core import Game, Outcome, brief
from frontier_games.record import GameRecord, replay

__all__ = [
    "BUDGETS", "MAX_GAMES", "SEEDS", "RefusedMove", "SecretDeal", "Table", "TableError",
    "TableFault", "Tables", "checked_bot", "fresh_seed", "outcome_data",
]  # fmt: skip

_LOG = logging.getLogger(__name__)

AnyGame = Game[Any, Any, Any, Any]

MAX_GAMES = 100
"""How many games :class:`Tables` holds by default; a new game past it forgets the game
least recently played."""

BUDGETS = {"iterations": 20_000, "seconds": 30.0}
"""The most a bot named from outside may think: a search's iterations or seconds a move
(a larger budget would hold the server's thread for as long as it asked)."""

SEEDS = 1 << 63
"""A seed is an int in ``0 .. SEEDS - 1``: 63 bits, too many to search for the one whose
deal looks like what a seat sees."""


def fresh_seed() -> int:
    """A seed no one can guess: 63 bits drawn by :mod:`secrets`.

    >>> 0 <= fresh_seed() < SEEDS
    True
    """
    return secrets.randbelow(SEEDS)


class TableError(ValueError):
    """A table refused a request: a bad argument, an unknown handle, a game that is over."""


class SecretDeal(TableError):
    """A request that would tell a seat the deal, refused: a seed of its own, or a record to
    go on from, on a server that keeps its deals secret (``Tables(open_deals=False)``)."""


class TableFault(TableError):
    """The game could not go on because the library failed, not the request. Its message
    tells nothing of the game (what failed could name a hidden card); the error it comes
    from is chained (``__cause__``) and logged."""


@contextmanager
def _faults(doing: str) -> Iterator[None]:
    """Turn any failure while ``doing`` something with a dealt game into a
    :class:`TableFault` that names no detail, logging the detail for the server."""
    try:
        yield
    except TableFault:
        raise
    except Exception as error:
        _LOG.error("a table failed while %s", doing, exc_info=error)
        raise TableFault(
            f"the game failed while {doing}; what went wrong is in the server's log, not "
            "here (it could tell a hidden card)"
        ) from error


class RefusedMove(TableError):
    """A move that names no legal action, or several, or breaks a rule; nothing changed.

    :ivar rule: ``"unreadable-move"`` or the broken rule's code.
    :ivar message: why, in words.
    :ivar closest: the legal moves closest to the text, best first (may be empty).
    """

    def __init__(self, rule: str, message: str, closest: Sequence[str] = ()) -> None:
        super().__init__(f"refused ({rule}): {message}")
        self.rule, self.message, self.closest = rule, message, tuple(closest)


def checked_bot(spec: object) -> str:
    """``spec`` if it names one of the library's bots (``"random"``,
    ``"ismcts:iterations=200"``): a user may not make the server import a class by its
    path, nor choose a bot's seed (a seat that knew it could read the bot's hidden cards
    from its moves).

    :raises TableError: for anything else.
    """
    if type(spec) is not str:
        raise TableError(f"a bot is named by text such as 'random', not {brief(spec)}")
    kind, _, arguments = spec.strip().partition(":")
    if kind not in BOT_KINDS or ":" in arguments:
        raise TableError(
            f"unknown bot {brief(spec)}: a bot is one of {', '.join(BOT_KINDS)}, with "
            "arguments such as 'ismcts:iterations=200' (import paths are not taken here)"
        )
    for item in arguments.split(","):
        key, _, value = (part.strip() for part in item.partition("="))
        if key == "seed":
            raise TableError(
                f"in {brief(spec)}: a bot's seed is the server's to choose (a seat that knew "
                "it could read the bot's hidden cards from its moves)"
            )
        if key in BUDGETS:
            try:
                within = 0 < float(value) <= BUDGETS[key]
            except ValueError:
                within = False
            if not within:
                raise TableError(f"in {brief(spec)}: {key} is above 0 and at most {BUDGETS[key]:g}")
    return spec


def _checked_seed(seed: object) -> int:
    if type(seed) is not int or not 0 <= seed < SEEDS:
        raise TableError(f"a seed is an int from 0 to 2**63 - 1, not {brief(seed)}")
    return seed


def _drawn_seed(server: int, number: int) -> int:
    """The seed of game ``number`` dealt from the server's seed ``server``: 63 bits of a
    BLAKE2b hash keyed with it, so one game's seed tells neither the key nor the others."""
    digest = hashlib.blake2b(
        number.to_bytes(8, "big"), digest_size=8, key=server.to_bytes(8, "big"), person=b"tables"
    ).digest()
    return int.from_bytes(digest, "big") >> 1


def outcome_data(outcome: Outcome, seat: int) -> dict[str, Any]:
    """A finished game's result as plain data: the winners, each seat's score, place and
    share of the win, and ``seat``'s own."""
    return {
        "winners": sorted(outcome.winners),
        "scores": list(outcome.scores),
        "ranks": list(outcome.ranks),
        "returns": list(outcome.returns()),
        "you": {"seat": seat, "score": outcome.scores[seat], "rank": outcome.ranks[seat]},
    }


class Table:
    """One game going on: the text environment holding it, the seat played from outside,
    and the bots at the other seats. Make one with :meth:`start` or :meth:`resume`.

    Its methods are not safe to call from two threads at once: hold ``lock``.

    :ivar env: the :class:`~frontier_games.adapters.text.TextEnv` holding the state.
    :ivar seat: the seat played from outside.
    :ivar bots: the bot at every other seat.
    :ivar labels: who sits where: ``"you"``, or the bot's spec (``"heuristic"``): never
        its seed, which is made from the game's and would tell the hidden cards.
    :ivar log: every line the seat was told since the game began, in order.
    :ivar lock: a :class:`threading.Lock` for a server that plays several games at once.
    """

    def __init__(
        self, env: TextEnv, seat: int, bots: dict[int, Bot[Any, Any]], labels: Sequence[str]
    ) -> None:
        self.env, self.seat, self.bots, self.labels = env, seat, bots, tuple(labels)
        self.log: list[str] = []
        self.lock = threading.Lock()

    @classmethod
    def start(
        cls,
        game: str,
        players: int,
        seat: int = 0,
        bots: Sequence[str] | None = None,
        seed: int | None = None,
        options: Any = None,
    ) -> Table:
        """A new game of ``game`` in which the outside plays ``seat`` and ``bots`` (in seat
        order, one for each other seat; by default random bots) the others; the bots have
        played until the seat's first turn.

        ``seed`` deals the game (by default :func:`fresh_seed`): it is for the program
        running the table, never a seat's to choose or to be told before the end (it
        rebuilds every hidden card). A server takes it from :meth:`Tables.start`, which
        refuses a seat's seed unless the server allows it.

        Every refusal is decided before the game is dealt, so none can tell the deal; a
        failure after it is a :class:`TableFault`.

        :raises SetupError: for an unknown game, or players or options it refuses.
        :raises TableError: for a seat that is not at the table, or bots that are not one
            per other seat, each one of the library's.
        :raises TableError: for a seed that is not an int in ``0 ..`` :data:`SEEDS` ``- 1``.
        """
        chosen = None if seed is None else _checked_seed(seed)
        env, specs = cls._set_up(game, players, options, seat, bots)
        return cls._dealt(env, seat, specs, fresh_seed() if chosen is None else chosen)

    @classmethod
    def resume(cls, record: GameRecord, seat: int = 0, bots: Sequence[str] | None = None) -> Table:
        """The game of ``record`` from where it stopped, the outside at ``seat``: every
        recorded action is played again, and the bots go on from there. Whoever gave the
        record knows its seed, so knows the deal: a server offers this only where it lets
        every player know the deal (:meth:`Tables.resume`).

        :raises SetupError: for a record of an unknown game, or one the game refuses.
        :raises IllegalActionError: for a recorded action that is not legal where the
            record plays it.
        :raises SerializationError: for an action or options that cannot be read.
        :raises TableError: as :meth:`start`.
        """
        env = TextEnv(record.game, record.players, None, retries=None)
        options = record.typed_options(env.game)
        replay(record, env.game)  # refuses an illegal record before anything is played
        env, specs = cls._set_up(record.game, record.players, options, seat, bots)
        seed = _checked_seed(record.seed)
        table = cls._seated(env, seat, specs, seed)
        with _faults("replaying the record"):
            env.reset(seed=seed)
            for action in record.typed_actions(env.game):
                table._apply(action)
        with _faults("the bots played"):
            table._bots_play()
        return table

    @classmethod
    def _set_up(
        cls, game: str, players: int, options: Any, seat: object, bots: Sequence[str] | None
    ) -> tuple[TextEnv, list[str]]:
        """The environment (not dealt yet) and the bots' specs, every argument checked.

        Each bot is built once with seed 0 so that a refusal of its arguments comes before
        the game's seed exists, and so cannot name it.
        """
        env = TextEnv(game, players, options, retries=None)
        if type(seat) is not int or not 0 <= seat < players:
            raise TableError(f"there is no seat {brief(seat)} in a {players}-player game")
        specs = ["random"] * (players - 1) if bots is None else [checked_bot(b) for b in bots]
        if len(specs) != players - 1:
            raise TableError(
                f"name {players - 1} bots, one for each seat but yours, not {len(specs)}"
            )
        for spec in specs:
            make_bot(env.game, spec, 0)
        return env, specs

    @classmethod
    def _seated(cls, env: TextEnv, seat: int, specs: Sequence[str], seed: int) -> Table:
        """The table with its bots, each seeded from the game's ``seed`` and its seat (so a
        dealt game plays again exactly); not dealt yet."""
        others = [other for other in range(env.players) if other != seat]
        with _faults("seating the bots"):
            made = {
                other: make_bot(env.game, spec, seed * 100 + other)
                for other, spec in zip(others, specs, strict=True)
            }
        named = dict(zip(others, (spec.strip() for spec in specs), strict=True))
        return cls(env, seat, made, [named.get(s, "you") for s in range(env.players)])

    @classmethod
    def _dealt(cls, env: TextEnv, seat: int, specs: Sequence[str], seed: int) -> Table:
        """The table dealt with ``seed``, the bots having played until the seat's turn."""
        table = cls._seated(env, seat, specs, seed)
        with _faults("dealing the game"):
            env.reset(seed=seed)
        with _faults("the bots played"):
            table._bots_play()
        return table

    @property
    def game(self) -> AnyGame:
        """The game played."""
        return self.env.game

    @property
    def your_turn(self) -> bool:
        """Whether the seat is asked now."""
        return self.env.seat == self.seat

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.env.done

    def view(self) -> Any:
        """The seat's view now."""
        return self.game.view(self.env.state, self.seat)

    def legal_actions(self) -> tuple[Any, ...]:
        """The seat's legal actions now (none unless it is asked)."""
        return self.game.legal_actions(self.env.state, self.seat) if self.your_turn else ()

    def legal_descriptions(self) -> tuple[str, ...]:
        """The seat's legal actions in words, in the game's order."""
        return _descriptions(self.game, self.view(), self.legal_actions())

    def play(self, move: str | int) -> dict[str, Any]:
        """Play the seat's ``move``: words (read by
        :func:`~frontier_games.parse_action`) or the position of a legal action in
        :meth:`legal_actions`; then the bots play until it is the seat's turn again or the
        game ends. The move as the game read it and :meth:`report`.

        :raises TableError: when the game is over or it is not the seat's turn, or for an
            index out of range.
        :raises RefusedMove: for words that name no legal action, or several.
        :raises TableFault: when the game or a bot fails (not the seat's doing).
        """
        if self.over:
            raise TableError("the game is over: see its outcome")
        if not self.your_turn:
            raise TableError(f"seat {self.env.seat} is to play, not seat {self.seat}")
        if type(move) is int:
            legal = self.legal_actions()
            if not 0 <= move < len(legal):
                raise TableError(f"there is no legal action {move}: 0 .. {len(legal) - 1}")
            with _faults("playing your move"):
                _, info = self.env.play(legal[move])
        elif type(move) is str:
            with _faults("reading your move"):
                _, info = self.env.step(move)
            if info.get("refused"):
                raise RefusedMove(info["rule"], info["message"], info["closest"])
        else:
            raise TableError(f"a move is words or a legal action's position, not {brief(move)}")
        self.log.extend(self.env.narration(self.seat))  # its own move, as it saw it
        with _faults("the bots played"):
            self._bots_play()
        return {"moved": info["move"], **self.report()}

    def report(self) -> dict[str, Any]:
        """What the seat heard since its last move (that move included), whether it is its
        turn, whether the game is over, and then the outcome."""
        report: dict[str, Any] = {
            "narration": list(self.env.narration(self.seat)),
            "your_turn": self.your_turn,
            "over": self.over,
        }
        if self.over:
            report["outcome"] = outcome_data(self.game.outcome(self.env.state), self.seat)
        return report

    def record(self) -> GameRecord:
        """The game so far as a :class:`~frontier_games.record.GameRecord`, the seats
        labelled. It holds the seed, so it tells what every seat holds: give it to the seat
        only once the game is over."""
        env = self.env
        return GameRecord.of(
            env.game, env.players, env.seed or 0, env.actions, env.options, self.labels
        )

    def _apply(self, action: Any) -> None:
        """Apply a recorded ``action``, whichever seat made it, keeping the log."""
        before = len(self.env.narration(self.seat))
        self.env.apply(action)
        heard = self.env.narration(self.seat)
        self.log.extend(heard if action.player == self.seat else heard[before:])

    def _bots_play(self) -> None:
        """Let the bots play until it is the seat's turn or the game is over, telling each
        bot that listens what its seat saw."""
        env, game = self.env, self.env.game
        limit = game.max_actions(players=env.players, options=env.options)
        for _ in range(limit):
            seat = env.seat
            if seat is None or seat == self.seat:
                return
            before = env.state
            action = self.bots[seat].choose(
                game, game.view(before, seat), game.legal_actions(before, seat)
            )
            self._apply(action)
            for other, listener in self.bots.items():
                observe = getattr(listener, "observe", None)
                if observe is not None:
                    observe(game.view(env.state, other), game.narrate(before, action, other))
        raise TableError(f"{game.name} went on past {limit} moves, the most its rules allow")


class Tables:
    """The games going on, each under a handle (``"apache-3"``), at most ``max_games``:
    a new game past that forgets the one least recently used. Safe to share between
    threads. A face starts its seats' games with :meth:`start` (and :meth:`resume`), which
    keep the deals secret unless the person running the server asks otherwise.

    With ``private=True`` (a server several people reach) a handle is the game's id and
    random letters (``"apache-Xq3..."``), which no one can guess, and a handle not held
    is refused without naming the others.

    By default every game is dealt with a :func:`fresh_seed` and a seat that names a seed
    is refused (:class:`SecretDeal`): every game here has hidden cards or draws to come,
    which the seed would tell. For reproducible deals, the person running the server
    chooses one of:

    * ``open_deals=True``: a seat may name the seed of its game and go on from a record
      (:meth:`resume`); **every player can then know the deal**. For practice and tests.
    * ``seed=``: the server's own seed. The *n*-th game started is dealt with a seed drawn
      from it and *n* by a keyed hash (BLAKE2b), so a run that starts the same games in the
      same order deals them again, and a finished game's seed (in its record) tells no
      other game's. No seat is told it; but **every player who learns or guesses it can
      then know the deal**: choose a large random one and keep it to yourself.

    >>> tables = Tables(max_games=1)
    >>> first, _ = tables.start("apache", players=2)
    >>> second, table = tables.start("apache", players=2)
    >>> tables.handles(), table.labels
    (('apache-2',), ('you', 'random'))
    >>> tables.start("apache", players=2, seed=7)
    Traceback (most recent call last):
    ...
    frontier_games.adapters.tables.SecretDeal: this server deals every game itself: ...

    :raises ValueError: for a ``max_games`` that is not an int from 1 up, an
        ``open_deals`` that is not a bool, or a ``seed`` that is not ``None`` or an int in
        ``0 ..`` :data:`SEEDS` ``- 1``.
    """

    def __init__(
        self,
        max_games: int = MAX_GAMES,
        *,
        private: bool = False,
        open_deals: bool = False,
        seed: int | None = None,
    ) -> None:
        if type(max_games) is not int or max_games < 1:
            raise ValueError(f"max_games is an int from 1 up, not {brief(max_games)}")
        if type(open_deals) is not bool:
            raise ValueError(f"open_deals is True or False, not {brief(open_deals)}")
        self.max_games, self.private, self.open_deals = max_games, private, open_deals
        self._seed = None if seed is None else _checked_seed(seed)
        self._tables: OrderedDict[str, Table] = OrderedDict()
        self._count = 0
        self._dealt = 0
        self._lock = threading.Lock()

    def start(
        self,
        game: str,
        players: int,
        seat: int = 0,
        bots: Sequence[str] | None = None,
        seed: object = None,
        options: Any = None,
    ) -> tuple[str, Table]:
        """A new game for a seat, as :meth:`Table.start`, held under a new handle: the
        handle and the table. ``seed`` is the seat's own, taken only with ``open_deals``;
        otherwise the game's seed is the server's (see :class:`Tables`), drawn once every
        argument has been checked.

        :raises SecretDeal: for a ``seed`` without ``open_deals``.
        :raises SetupError: as :meth:`Table.start`.
        :raises TableError: as :meth:`Table.start`.
        """
        if seed is not None and not self.open_deals:
            raise SecretDeal(
                "this server deals every game itself: a seat may not choose the seed, which "
                "would tell it every hidden card (the person running the server may allow "
                "it, letting every player know the deal)"
            )
        chosen = None if seed is None else _checked_seed(seed)
        env, specs = Table._set_up(game, players, options, seat, bots)
        dealt = Table._dealt(env, seat, specs, self._deal() if chosen is None else chosen)
        return self.add(dealt), dealt

    def resume(
        self, record: GameRecord, seat: int = 0, bots: Sequence[str] | None = None
    ) -> tuple[str, Table]:
        """A recorded game gone on with, as :meth:`Table.resume`, held under a new handle:
        the handle and the table. Only with ``open_deals``: whoever gives a record knows its
        seed, and so the deal.

        :raises SecretDeal: without ``open_deals``.
        :raises ValueError: as :meth:`Table.resume`.
        """
        if not self.open_deals:
            raise SecretDeal(
                "this server does not go on from records: a record holds its game's seed, "
                "which tells every hidden card (the person running the server may allow it, "
                "letting every player know the deal)"
            )
        table = Table.resume(record, seat, bots)
        return self.add(table), table

    def _deal(self) -> int:
        """The seed of the next game the server deals."""
        if self._seed is None:
            return fresh_seed()
        with self._lock:
            self._dealt += 1
            number = self._dealt
        return _drawn_seed(self._seed, number)

    def add(self, table: Table) -> str:
        """Hold ``table`` under a new handle, which is returned."""
        with self._lock:
            self._count += 1
            tail = secrets.token_urlsafe(12) if self.private else str(self._count)
            handle = f"{table.game.name}-{tail}"
            self._tables[handle] = table
            while len(self._tables) > self.max_games:
                self._tables.popitem(last=False)
            return handle

    def get(self, handle: object) -> Table:
        """The game held as ``handle``, now the most recently used.

        :raises TableError: naming the handles held, for any other ``handle``.
        """
        with self._lock:
            table = self._tables.get(handle) if type(handle) is str else None
            if table is None:
                if self.private:
                    raise TableError(f"no game has the handle {brief(handle)}")
                known = ", ".join(self._tables) or "none yet"
                raise TableError(
                    f"no game has the handle {brief(handle)}; the games going on: {known}"
                )
            self._tables.move_to_end(handle)  # type: ignore[arg-type]  # a str, checked
            return table

    def handles(self) -> tuple[str, ...]:
        """The handles held, least recently used first."""
        with self._lock:
            return tuple(self._tables)
