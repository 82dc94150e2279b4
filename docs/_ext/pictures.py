"""The ``frontier-picture`` directive: a game's SVG picture drawn when the docs are built.

::

    .. frontier-picture:: apache
       :players: 3
       :seed: 11
       :moves: 20
       :seat: 0

deals the game with that seed, plays ``moves`` moves chosen by a ``random.Random(seed)``
from the legal ones (the lowest acting seat first, so the same every build), and puts
``game.svg(game.view(state, seat))`` in the page, inline. No ``:seat:``: a spectator's
view. The pictures are therefore always the library's current ones.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import Directive, directives
from sphinx.application import Sphinx

import frontier_games as fg


def picture(game_id: str, players: int, seed: int, moves: int, seat: int | None) -> str:
    """The picture the directive shows (also used to write the gallery's files)."""
    game = fg.get_game(game_id)
    state = game.new_game(players=players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        actor = min(game.actors(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, actor)))
    return game.svg(game.view(state, seat))


class PictureDirective(Directive):
    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {
        "players": directives.positive_int,
        "seed": directives.nonnegative_int,
        "moves": directives.nonnegative_int,
        "seat": directives.nonnegative_int,
    }

    def run(self) -> list[nodes.Node]:
        drawn = picture(
            self.arguments[0],
            self.options.get("players", 3),
            self.options.get("seed", 1),
            self.options.get("moves", 0),
            self.options.get("seat"),
        )
        html = f'<div class="frontier-picture" style="max-width: 600px">{drawn}</div>'
        return [nodes.raw("", html, format="html")]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("frontier-picture", PictureDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
