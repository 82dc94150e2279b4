"""A person at a terminal, as a bot: shows the seat's view and reads a move, by its number
in the menu or in words (:func:`~frontier_games.parse_action`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, TextIO, TypeVar

from frontier_games.codec import ActionCodec
from frontier_games.core import ActionParseError, Game, IllegalActionError
from frontier_games.text import parse_action

__all__ = ["HumanBot"]

A = TypeVar("A")


class HumanBot:
    """A seat played from a terminal (or any pair of text streams).

    Each time the seat must act, it prints the text rendering of the seat's view
    (``game.render(view)``), the legal actions numbered from 1 in the game's words
    (``game.describe``), and reads either a number or the move in words (``"bid 7000"``,
    ``"pass"``, read by :func:`~frontier_games.parse_action`). An empty line passes where
    passing is legal. A number out of range, or words that name no legal move (or several),
    are answered with a short message and asked again; with the game's action space
    (``space``), words naming a move the rules forbid here are answered with the rule it
    breaks (``IllegalActionError``'s message and code).

    :param input: where answers are read from (standard input by default).
    :param output: where the view and the prompt are written (standard output by default).
    :param name: how the seat is named in game records.
    :param space: the game's :class:`~frontier_games.ActionCodec` for this configuration
        (``game.codec(players, options)``), to explain refused moves.
    """

    def __init__(
        self,
        input: TextIO | None = None,
        output: TextIO | None = None,
        name: str = "human",
        space: ActionCodec[Any] | None = None,
    ) -> None:
        self._input = input
        self._output = output
        self.name = name
        self._space = space

    def choose(self, game: Game[Any, Any, Any, Any], view: object, legal_actions: Sequence[A]) -> A:
        """The action the person names, by its number or in words.

        :raises EOFError: when the input ends before a valid answer.
        :raises ValueError: if ``legal_actions`` is empty.
        """
        if not legal_actions:
            raise ValueError("HumanBot was asked to choose among no actions")
        read = self._input or sys.stdin
        write = self._output or sys.stdout
        seat = getattr(legal_actions[0], "player", None)
        who = "your move" if seat is None else f"seat {seat}, your move"
        write.write(f"\n{game.render(view)}\n\n{who}:\n")
        for number, action in enumerate(legal_actions, start=1):
            write.write(f"  {number:>3}. {game.describe(view, action)}\n")
        passing = _passing(game, view, legal_actions)
        last = len(legal_actions)
        enter = "" if passing is None else ", Enter to pass"
        while True:
            write.write(f"choose 1-{last}, or type the move{enter}: ")
            write.flush()
            line = read.readline()
            if not line:
                write.write("\n")
                raise EOFError("input ended before a choice was made")
            answer = line.strip()
            chosen = _parse_choice(answer, last)
            if chosen is not None:
                return legal_actions[chosen - 1]
            if not answer and passing is not None:
                return passing
            if not answer:
                write.write(f"please type a number from 1 to {last}, or the move\n")
            elif answer.isascii() and answer.isdigit():
                write.write(f"{_clip(answer)} is not between 1 and {last}\n")
            else:
                try:
                    parsed: A = parse_action(game, view, legal_actions, answer)
                    return parsed
                except ActionParseError as error:
                    write.write(
                        f"{self._why_not(game, view, seat, answer) or _clip(str(error), 300)}\n"
                    )

    def _why_not(
        self, game: Game[Any, Any, Any, Any], view: object, seat: object, answer: str
    ) -> str | None:
        """The rule a typed move breaks, when ``answer`` names exactly one move of the
        game's action space that is not legal here; ``None`` otherwise."""
        space = self._space
        if space is None or type(seat) is not int:
            return None
        every = [space.decode(index, seat) for index in range(space.size)]
        try:
            action = parse_action(game, view, every, answer)
            game.apply(
                game.determinize(view, 0), action
            )  # the seat's legal moves follow from its view
        except IllegalActionError as error:
            return f"refused: {error.message} [{error.rule}]"
        except ValueError:  # names no move of the space, or several
            return None
        return None

    def __repr__(self) -> str:
        return self.name


def _passing(game: Game[Any, Any, Any, Any], view: object, legal_actions: Sequence[A]) -> A | None:
    """The legal move that reads as "pass", if there is exactly one."""
    try:
        found: A = parse_action(game, view, legal_actions, "pass")
    except ActionParseError:
        return None
    return found


def _parse_choice(answer: str, last: int) -> int | None:
    """The number ``answer`` spells if it is one of ``1 .. last``, else ``None``.

    Only ASCII digits count: ``str.isdigit`` also accepts ``"²"``, which ``int`` refuses,
    and Arabic-Indic or full-width digits, which a person did not mean as a menu number;
    an answer with more digits than ``last`` is refused before ``int`` is asked to convert
    (thousands of digits would exceed its limit).
    """
    if not (answer.isascii() and answer.isdigit()):
        return None
    digits = answer.lstrip("0")
    if len(digits) > len(str(last)):
        return None
    number = int(digits or "0")
    return number if 1 <= number <= last else None


def _clip(answer: str, limit: int = 20) -> str:
    """``answer``, cut short for echoing back in a prompt."""
    return answer if len(answer) <= limit else answer[: limit - 3] + "..."
