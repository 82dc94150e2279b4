"""A person at a terminal, as a bot: shows the seat's view and reads a move, by its number
in the menu or in words (:func:`~frontier_games.parse_action`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, TextIO, TypeVar

from frontier_games.core import ActionParseError, Game
from frontier_games.text import parse_action

__all__ = ["HumanBot"]

A = TypeVar("A")


class HumanBot:
    """A seat played from a terminal (or any pair of text streams).

    Each time the seat must act, it prints the text rendering of the seat's view
    (``game.render(view)``), the legal actions numbered from 1 in the game's words
    (``game.describe``), and reads either a number or the move in words (``"bid 7000"``,
    ``"pass"``, read by :func:`~frontier_games.parse_action`). An empty line, a
    number out of range or words that name no legal move (or several) are answered with a
    short message and asked again.

    :param input: where answers are read from (standard input by default).
    :param output: where the view and the prompt are written (standard output by default).
    :param name: how the seat is named in game records.
    """

    def __init__(
        self, input: TextIO | None = None, output: TextIO | None = None, name: str = "human"
    ) -> None:
        self._input = input
        self._output = output
        self.name = name

    def choose(self, game: Game[Any, Any, Any, Any], view: object, legal_actions: Sequence[A]) -> A:
        """The action whose number the person types.

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
        last = len(legal_actions)
        while True:
            write.write(f"choose 1-{last}, or type the move: ")
            write.flush()
            line = read.readline()
            if not line:
                write.write("\n")
                raise EOFError("input ended before a choice was made")
            answer = line.strip()
            chosen = _parse_choice(answer, last)
            if chosen is not None:
                return legal_actions[chosen - 1]
            if not answer:
                write.write(f"please type a number from 1 to {last}, or the move\n")
            elif answer.isascii() and answer.isdigit():
                write.write(f"{_clip(answer)} is not between 1 and {last}\n")
            else:
                try:
                    parsed: A = parse_action(game, view, legal_actions, answer)
                    return parsed
                except ActionParseError as error:
                    write.write(f"{_clip(str(error), 300)}\n")

    def __repr__(self) -> str:
        return self.name


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
