"""The printed content of *Pappy Winchester*: the board, the tokens, the cards and the money.

.. warning::

   **The board here is stand-in content.** The rulebook does not print the map, which plot
   is a desert, a prairie or a forest, where the ranch is, which plots touch each other, or
   the squares of the railway and the river. :data:`STANDARD_BOARD` is a map designed to
   agree with every list the rulebook does print (see *Rules decisions* below). The mix of
   bonus tokens and the values on the Mine and Ranch cards are stand-ins too. Every
   stand-in is a plain value that a user holding the printed game can replace through
   :class:`Content` (a whole new :class:`Board` included).

What the rulebook prints, and is used exactly: 19 plots (7 deserts, 6 prairies, 6 forests);
mines on the deserts 2, 3 and 4; the ranch on a prairie, surrounded by 12, 13, 14, 16, 17
and 18; the saloon (not a plot) surrounded by 8, 9, 14 and 15; the plots bordering the
river (5, 6, 7, 8, 10, 11, 12, 16) and those along the railway (1, 2, 7, 8, 11, 12, 13, 14,
15, one of them misprinted, see D2); 19 bonus tokens of three kinds; 5 Mine cards and 3
Ranch cards; shared-objective piles of 3, 4, 5, 6 and 7 banknotes of $1000; $8000 to start
and $1000 on the saloon; the text of the 10 shared and 10 secret objective cards, and the
dollar value of each secret objective.

The map
-------

The board is drawn as a character grid (:data:`STANDARD_GRID`), one character per cell:
``1`` .. ``9`` are plots 1 to 9 and ``A`` .. ``J`` plots 10 to 19 (:data:`PLOT_CELLS`),
``~`` the river, ``#`` the railway, ``+`` the bridge where they cross, ``$`` the saloon
(and ``.`` a cell off the plots, which :data:`SECRET_RAILWAY_GRID` uses once)::

     0 1 2 3 4 5 6 7 8 9 A B   <- columns
     1 1 2 2 2 3 3 4 4 4 4 4   row 0
     1 1 2 2 3 3 3 4 4 6 6 6   row 1
     1 1 1 2 2 3 6 6 6 6 ~ ~   row 2
     # # 1 1 6 6 6 ~ ~ ~ 5 5   row 3
     7 7 # # # 6 ~ 5 5 5 5 5   row 4
     7 7 7 7 7 + B B 5 5 5 5   row 5
     A A A A ~ 8 # B B 5 5 5   row 6
     A A A ~ 8 8 8 # B B B B   row 7
     A A ~ 8 8 8 F F # B B B   row 8
     A ~ G 9 $ $ F F F # B B   row 9
     ~ G G 9 $ $ E E E E # B   row 10
     ~ G G 9 9 9 9 E E E E #   row 11
     ~ G H H H I I I E D D #   row 12
     ~ G J J J J J J J D D #   row 13
     ~ C C C C C C C C C C #   row 14

Everything else is derived from the grid (:func:`board_from_grid`):

* Two plots are **adjacent** when a cell of one shares a side with a cell of the other.
  Track cells lie between plots, so "rails and the river stop plots from being adjacent"
  holds by construction; cells that meet only at a corner do not touch.
* Each track cell is one **square**. A track is a path of cells, each joined to the next by
  a side or, on a diagonal step, by a corner. The river runs from the top right (row 2) to
  the bottom left, the railway from the left edge (row 3) to the bottom right; each has
  squares numbered from that first end (16 river squares, 15 railway squares).
* A plot **touches** a square (is "a plot with a side adjacent to the vehicle" there) when
  one of its cells shares a side with that square's cell. A plot touches a track when it
  touches one of its squares.
* The plots **around the saloon** are those sharing a side with a ``$`` cell; the plots
  **surrounding the ranch** are the ranch's adjacent plots.

Rules decisions
---------------

D1. *The two river lists disagree* ("bordering the river": 5, 6, 7, 8, 10, 11, 12, 16;
    "do not touch the river": 1, 2, 3, 6, 9, 13, 14, 15, 17, 18, 19; plot 6 is in both,
    plot 4 in neither). The secret objective's list is right and the shared objective's
    list misprints 6 for 4: read so, the two lists split the 19 plots exactly, as a
    "touches / does not touch" pair must. Plot 4 is a mine, and the mines lie together in
    the northern desert, away from the water.
D2. *The two railway lists disagree* ("along the railway": 1, 2, 7, 8, 11, 12, 13, 14, 15;
    "do not touch the railway": 2, 3, 4, 5, 9, 10, 16, 17, 18, 19; plot 2 is in both, plot 6
    in neither). The shared objective's list is right and the secret objective's list
    misprints 2 for 6: the plots along the railway are 1, **6**, 7, 8, 11, 12, 13, 14, 15.
    Either reading is a one-digit misprint; the geometry decides. The railway crosses the
    river once, which makes four quarters that meet at the bridge, and the plot at the
    corner of each quarter touches both tracks, so at least four plots in four different
    quarters touch both. No plot, nor the saloon, spans a track, and 14 is both around
    the saloon and around the ranch, so the saloon, 8, 9, 14, 15, the ranch and 12 .. 18
    all lie in one quarter, which holds two of the plots touching both (8 and 12).
    Reading 2 leaves only 7 and 11 for the three other quarters: one corner would have
    no plot, and the rulebook names no other space that could fill it. Reading 6 gives
    6, 7 and 11, one per quarter. It also keeps the three mines (2, 3, 4) together, none
    of them on a track, and it makes both railway lists, like both river lists, split
    the plots once corrected.

    The other reading is shipped too, as :data:`SECRET_RAILWAY_BOARD`: in both pairs of
    lists the shared card's "do not touch" list repeats a plot of the touching list (6
    for the river, 2 for the railway), which suggests one misprint in the same place on
    both shared cards, and trusting the secret card both times. There 2 touches the
    railway and 6 does not, the plots touching both tracks are 7, 8, 11 and 12, and the
    corner of the northern quarter, beside the bridge, is a cell off the plots (``.``):
    no plot touches both tracks there. The mine on 2 then lies beside the railway (a
    mine railway, which some will find natural). Select it with
    ``Options(content=Content(board=SECRET_RAILWAY_BOARD))``.
D3. *Where is the ranch?* On plot 19. It is in neither "touching" list, so it touches no
    track: it is in both corrected "do not touch" lists (2, 3, 4, 9, 17, 18, 19) and is
    neither a mine nor one of its own surrounding plots, which leaves 9 and 19. Plot 9 is
    around the saloon; 19 is numbered right after its ring 12 .. 18. "Surrounding" is read
    as "adjacent" (sharing a side), like "around the saloon".
D4. *Where is the saloon?* In the same quarter, a 2 x 2 space touching only 8, 9, 14 and
    15 (it touches no track and not the ranch).
D5. *Terrains* (not printed beyond mines and ranch): deserts 1, 2, 3, 4, 9, 13, 15 (the dry
    north and the town around the saloon; no desert touches the river); prairies 5, 12,
    14, 17, 18, 19 (the ranch's pastures); forests 6, 7, 8, 10, 11, 16 (every forest grows
    on the river bank). That is 7 / 6 / 6 as printed.
D6. *Squares and the bridge.* Each track cell is a square. The bridge is the one cell that
    belongs to both tracks: it is a square of the railway (index 5) and of the river
    (index 6). Either vehicle may stand on it, both at once (the boat passes under the
    locomotive). Its side-neighbours are the four quarter corners, so a vehicle activated on
    the bridge pays the owners of 6, 7, 8 and 11. The number of squares (15 railway, 16
    river) is a stand-in like the rest of the map; a Movement token may move a vehicle
    any number of squares, so it mostly sets how many places there are to choose from.
D7. *Bonus tokens* (mix not printed): 7 Movement, 6 Saloon, 6 Rumor, the same 7 / 6 / 6
    split as the terrains. With 3 to 5 players each buys 4 to 7 plots, so the shared
    objective "4 tokens of the same kind" needs luck or a plan, and the secret objectives
    "$3000 per Rumor / Movement token" are worth at most $18000 / $21000, like the
    per-terrain ones.
D8. *Mine cards* (values not printed): $0, $0, $4000, $6000, $10000. The rulebook asks
    "do the mines still contain gold or have they already been emptied?": two of the five
    are empty. Three cards are used and two go back unseen, so a Rumor look is worth
    something. The mean, $4000, is about a typical plot's price.
D9. *Ranch cards* (values not printed): $0, $5000, $10000 ("no one knows if any of it's
    left!"): one may be empty; one card is used.
D10. *The printed lists are not used by the rules*: the objective cards keep their printed
    text (misprints included), and the plots they count are read from the board
    (:func:`touching_river`, :func:`away_from_railway`, :func:`secret_objective_plots`...),
    so a user board brings its own lists. Where a printed list differs from the board's,
    :func:`~frontier_games.games.pappy_winchester.view.render` follows the printed text with
    the plots counted.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TypeGuard

import attrs

from frontier_games.core import Frozen, SetupError, brief, not_a

__all__ = [
    "BANKNOTE",
    "BONUS_TOKENS",
    "BRIDGE_CELL",
    "DUEL_CARDS",
    "MAX_PLAYERS",
    "MINE_CARDS",
    "MIN_PLAYERS",
    "OBJECTIVE_PILES",
    "OFF_BOARD_CELL",
    "PLOT_CELLS",
    "RAILWAY_CELL",
    "RANCH_CARDS",
    "RIVER_CELL",
    "SALOON_CELL",
    "SALOON_START",
    "SECRETS_PER_SEAT",
    "SECRET_OBJECTIVE_DOLLARS",
    "SECRET_RAILWAY_BOARD",
    "SECRET_RAILWAY_GRID",
    "STANDARD_BOARD",
    "STANDARD_CONTENT",
    "STANDARD_GRID",
    "STANDARD_TERRAINS",
    "STARTING_MONEY",
    "Board",
    "BonusKind",
    "Content",
    "ContentError",
    "DuelCard",
    "Plot",
    "SecretObjective",
    "SharedObjective",
    "Terrain",
    "adjacent",
    "around_ranch",
    "away_from_railway",
    "away_from_river",
    "board_from_grid",
    "largest_connected_group",
    "plot_groups",
    "plots_of_terrain",
    "secret_objective_plots",
    "secret_objective_worth",
    "touching_railway",
    "touching_river",
    "track_cells",
    "validate_board",
    "validate_content",
]


# --- The game's facts ----------------------------------------------------------------------

MIN_PLAYERS, MAX_PLAYERS = 3, 5
"""Printed: a game for 3 to 5 players."""

BANKNOTE = 1000
"""Printed: the one banknote, $1000; every sum of money is a multiple of it."""

STARTING_MONEY = 8000
"""Printed: each player starts with 8 banknotes."""

SECRETS_PER_SEAT = 2
"""Printed: each player receives 2 Secret Objective cards."""

SALOON_START = 1000
"""Printed: one banknote is placed on the saloon at setup."""


class Terrain(enum.Enum):
    """The three kinds of plot."""

    DESERT = "desert"
    PRAIRIE = "prairie"
    FOREST = "forest"


class BonusKind(enum.Enum):
    """The three kinds of bonus token ("3 kinds of token exist")."""

    MOVEMENT = "movement"
    """Activate the Boat or the Locomotive: each plot touching it pays its owner $1000."""
    SALOON = "saloon"
    """Collect the tips on the saloon (not those from the plot just bought)."""
    RUMOR = "rumor"
    """Look at any card: an opponent's objective, the Ranch card or a Mine card."""


class DuelCard(enum.Enum):
    """The two Pistol Duel cards."""

    BANG = "bang"
    """The winner of the duel: pays the last bid and takes the plot."""
    CLICK = "click"
    """The loser: the pistol was not loaded."""


class SharedObjective(enum.Enum):
    """The 10 Shared Objective cards; :attr:`text` is the printed text."""

    ONE_OF_EACH_TERRAIN = "one-of-each-terrain"
    ONE_OF_EACH_TOKEN = "one-of-each-token"
    FIVE_PLOTS = "five-plots"
    LAST_AUCTION = "last-auction"
    THREE_ADJACENT = "three-adjacent"
    FOUR_TOKENS_ALIKE = "four-tokens-alike"
    THREE_AWAY_FROM_RIVER = "three-away-from-river"
    THREE_AWAY_FROM_RAILWAY = "three-away-from-railway"
    EMPTY_SALOON = "empty-saloon"
    FOUR_APART = "four-apart"

    @property
    def text(self) -> str:
        """The card's printed text (its plot list as printed, misprint included)."""
        return _SHARED_TEXT[self]


_SHARED_TEXT: Mapping[SharedObjective, str] = MappingProxyType(
    {
        SharedObjective.ONE_OF_EACH_TERRAIN: "Have a plot of each type (forest, desert, prairie).",
        SharedObjective.ONE_OF_EACH_TOKEN: (
            "Have at least one token of each type (Rumor, Saloon, Movement)."
        ),
        SharedObjective.FIVE_PLOTS: "Have 5 plots of land.",
        SharedObjective.LAST_AUCTION: "Win the last auction of the game.",
        SharedObjective.THREE_ADJACENT: (
            "Have 3 plots which are adjacent to each other with one side touching"
            " - Rails and the river stop plots from being adjacent."
        ),
        SharedObjective.FOUR_TOKENS_ALIKE: "Have 4 tokens of the same kind.",
        SharedObjective.THREE_AWAY_FROM_RIVER: (
            "Have 3 plots that do not touch the river (1, 2, 3, 6, 9, 13, 14, 15, 17, 18, 19)."
        ),
        SharedObjective.THREE_AWAY_FROM_RAILWAY: (
            "Have 3 plots which do not touch the iron railway line"
            " (2, 3, 4, 5, 9, 10, 16, 17, 18, 19)."
        ),
        SharedObjective.EMPTY_SALOON: (
            "If a player gets a Saloon token without collecting the money,"
            " this player then wins this shared objective."
        ),
        SharedObjective.FOUR_APART: (
            "Have 4 plots of land which are not adjacent to any other plot that you own"
            " - Rails and the river stop plots from being adjacent."
        ),
    }
)


class SecretObjective(enum.Enum):
    """The 10 Secret Objective cards; :attr:`text` is the printed text and :attr:`dollars`
    what each counted item is worth at the end of the game."""

    FOREST = "forest"
    DESERT = "desert"
    PRAIRIE = "prairie"
    RIVER = "river"
    SALOON = "saloon"
    RAILWAY = "railway"
    MINES = "mines"
    RANCH = "ranch"
    RUMOR_TOKENS = "rumor-tokens"
    MOVEMENT_TOKENS = "movement-tokens"

    @property
    def text(self) -> str:
        """The card's printed text (its plot list as printed, misprint included)."""
        return _SECRET_TEXT[self]

    @property
    def dollars(self) -> int:
        """The printed value of each plot or token the card counts."""
        return SECRET_OBJECTIVE_DOLLARS[self]

    @property
    def token_kind(self) -> BonusKind | None:
        """The bonus token the card counts, or ``None`` for a card that counts plots."""
        return _TOKEN_KIND.get(self)


_SECRET_TEXT: Mapping[SecretObjective, str] = MappingProxyType(
    {
        SecretObjective.FOREST: "$3000 per Forest plot.",
        SecretObjective.DESERT: "$3000 per Desert plot.",
        SecretObjective.PRAIRIE: "$3000 per Prairie plot.",
        SecretObjective.RIVER: "$3000 per plot bordering the river (5, 6, 7, 8, 10, 11, 12, 16).",
        SecretObjective.SALOON: "$5000 per plot around the saloon (8, 9, 14, 15).",
        SecretObjective.RAILWAY: (
            "$3000 per plot along the railway line (1, 2, 7, 8, 11, 12, 13, 14, 15)."
        ),
        SecretObjective.MINES: "$5000 per Mine plot (2, 3, 4).",
        SecretObjective.RANCH: (
            "$3000 for the ranch and each piece of land surrounding the ranch"
            " (12, 13, 14, 16, 17, 18)."
        ),
        SecretObjective.RUMOR_TOKENS: "$3000 per Rumor token.",
        SecretObjective.MOVEMENT_TOKENS: "$3000 per Movement token.",
    }
)

SECRET_OBJECTIVE_DOLLARS: Mapping[SecretObjective, int] = MappingProxyType(
    {
        SecretObjective.FOREST: 3000,
        SecretObjective.DESERT: 3000,
        SecretObjective.PRAIRIE: 3000,
        SecretObjective.RIVER: 3000,
        SecretObjective.SALOON: 5000,
        SecretObjective.RAILWAY: 3000,
        SecretObjective.MINES: 5000,
        SecretObjective.RANCH: 3000,
        SecretObjective.RUMOR_TOKENS: 3000,
        SecretObjective.MOVEMENT_TOKENS: 3000,
    }
)
"""Printed: the dollars each Secret Objective card pays per plot or token it counts."""

_TOKEN_KIND: Mapping[SecretObjective, BonusKind] = MappingProxyType(
    {
        SecretObjective.RUMOR_TOKENS: BonusKind.RUMOR,
        SecretObjective.MOVEMENT_TOKENS: BonusKind.MOVEMENT,
    }
)

# --- Money and cards ---------------------------------------------------------------------

OBJECTIVE_PILES: tuple[int, ...] = (3000, 4000, 5000, 6000, 7000)
"""Printed: the five piles of banknotes under the shared objectives, in dollars."""

DUEL_CARDS: tuple[DuelCard, ...] = (DuelCard.BANG, DuelCard.CLICK)
"""The Pistol Duel deck: one "Bang!" and one "Click!" card."""

BONUS_TOKENS: tuple[BonusKind, ...] = (
    (BonusKind.MOVEMENT,) * 7 + (BonusKind.SALOON,) * 6 + (BonusKind.RUMOR,) * 6
)
"""**Stand-in** (decision D7): the 19 bonus tokens, 7 Movement, 6 Saloon, 6 Rumor."""

MINE_CARDS: tuple[int, ...] = (0, 0, 4000, 6000, 10000)
"""**Stand-in** (decision D8): the dollars on the 5 Mine cards; two mines are emptied."""

RANCH_CARDS: tuple[int, ...] = (0, 5000, 10000)
"""**Stand-in** (decision D9): the dollars on the 3 Ranch cards; one finds nothing."""


class ContentError(SetupError):
    """Content (a board, card values, a token mix) that the rules cannot be played with."""


# Content is checked when it is built, so no Content or Board that the rules cannot play
# with exists. The bounds keep every loop a game runs short (a bid table is as long as
# the money that can come into play, a Movement decision as long as a track): amounts
# far beyond the printed ones are refused rather than played for minutes.

_GAME = "pappy-winchester"
"""The game's registry id, which starts every content error."""
_MAX_DOLLARS = 1_000_000
"""The largest starting money, saloon tips, card value or pile: $1,000,000."""
_MAX_CARDS = 100
"""The most Mine cards, or Ranch cards, a content may hold."""
_MAX_PLOTS = 35
"""The most plots a board may have (as many as a grid can draw, ``PLOT_CELLS``)."""
_MAX_SQUARES = 100
"""The most squares a track may have."""
_MAX_GRID = 100
"""The most rows, and the most columns, a board's grid may have."""


def _is_int(value: object) -> TypeGuard[int]:
    """Whether ``value`` is exactly an ``int`` (not a ``bool``, a float or a subclass)."""
    return type(value) is int


def _field_error(owner: str, field: str, expected: str, value: object) -> ContentError:
    return ContentError(f"{_GAME}: {owner}.{field} must be {expected}, not {brief(value)}")


def _check_tuple_of(
    owner: str, field: str, value: object, what: str, test: type | None = None
) -> tuple[object, ...]:
    """``value`` if it is a tuple (whose items are each exactly ``test``, if given)."""
    if type(value) is not tuple or (
        test is not None and any(type(item) is not test for item in value)
    ):
        raise _field_error(owner, field, what, value)
    return value


def _check_plot_set(owner: str, field: str, value: object) -> None:
    """``value`` is a frozenset of ints (plot numbers; which exist is checked later)."""
    if type(value) is not frozenset or not all(_is_int(n) for n in value):
        raise _field_error(owner, field, "a frozenset of plot numbers (ints)", value)


# --- The board ---------------------------------------------------------------------------


@attrs.frozen
class Plot(Frozen):
    """One plot of land.

    :ivar number: the number on the board and on its Plot token, ``1 .. N``.
    :ivar terrain: desert, prairie or forest.
    :ivar neighbours: the plots sharing a side with it (not across a track).
    """

    number: int
    terrain: Terrain
    neighbours: frozenset[int] = frozenset()


@attrs.frozen
class Board(Frozen):
    """The game board as data: plots, tracks, saloon, mines and ranch.

    Build one with :func:`board_from_grid`, or field by field (a user holding the printed
    game may enter its real board); the constructor checks it with :func:`validate_board`.

    :ivar plots: the plots, ``plots[n - 1]`` being plot ``n``; the game ends when every one
        has been bought, however many there are.
    :ivar mines: the plots holding a mine (deserts).
    :ivar ranch: the plot holding the ranch (a prairie).
    :ivar saloon: the plots around the saloon (which is not a plot).
    :ivar railway: the railway's squares in order along the line, each given as the plots
        touching it (the plots a Movement bonus pays when the Locomotive stands there).
    :ivar river: the river's squares in order, each given as the plots touching it.
    :ivar bridge: the square where the railway crosses the river, as
        ``(railway index, river index)``; ``None`` if the board does not say.
    :ivar grid: the map as a character grid (see :func:`board_from_grid`), for drawing;
        empty when the board was entered without one.
    """

    plots: tuple[Plot, ...]
    mines: frozenset[int]
    ranch: int
    saloon: frozenset[int]
    railway: tuple[frozenset[int], ...]
    river: tuple[frozenset[int], ...]
    bridge: tuple[int, int] | None = None
    grid: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        validate_board(self)

    @property
    def numbers(self) -> tuple[int, ...]:
        """Every plot number, ``1 .. N``."""
        return tuple(range(1, len(self.plots) + 1))

    def plot(self, number: int) -> Plot:
        """The plot numbered ``number``.

        :raises KeyError: when the board has no such plot.
        """
        if type(number) is not int or not 1 <= number <= len(self.plots):
            raise KeyError(f"no plot {brief(number)}: plots are numbered 1 to {len(self.plots)}")
        return self.plots[number - 1]


def validate_board(board: Board) -> None:
    """Check that ``board`` describes a playable map.

    The plots are numbered ``1 .. N`` in order; adjacency is symmetric and never links a plot
    to itself; mines are deserts and the ranch a prairie, on different plots; every plot
    named (around the saloon, touching a square) exists; each track has a square; the bridge
    indices are in range; and a grid, when given, gives exactly this adjacency, these
    squares, this bridge and this saloon.

    Every field is checked for its exact type first (a tuple is not a list, a plot number
    is an ``int``, not a ``bool`` or a float), and the sizes are bounded: at most 35 plots
    (as many as a grid can draw), 100 squares per track, a grid of 100 by 100 cells.

    :raises ContentError: naming the first problem found.
    """
    _check_board_types(board)
    count = len(board.plots)
    if count == 0:
        raise ContentError("a board needs at least one plot")
    numbers = frozenset(range(1, count + 1))
    for index, plot in enumerate(board.plots):
        if plot.number != index + 1:
            raise ContentError(
                f"plots must be listed in order 1 to {count}: position {index + 1}"
                f" holds plot {brief(plot.number)}"
            )
        if plot.number in plot.neighbours:
            raise ContentError(f"plot {plot.number} cannot be its own neighbour")
        _check_plots(plot.neighbours, numbers, f"plot {plot.number}'s neighbours")
        for other in plot.neighbours:
            if plot.number not in board.plots[other - 1].neighbours:
                raise ContentError(
                    f"adjacency must be symmetric: plot {plot.number} lists {other}"
                    f" but plot {other} does not list {plot.number}"
                )
    _check_plots(board.mines, numbers, "the mines")
    _check_plots(frozenset({board.ranch}), numbers, "the ranch")
    if board.ranch in board.mines:
        raise ContentError(f"plot {board.ranch} cannot hold both the ranch and a mine")
    for mine in sorted(board.mines):
        if board.plots[mine - 1].terrain is not Terrain.DESERT:
            raise ContentError(f"mine plot {mine} must be a desert, not a {_terrain(board, mine)}")
    if board.plots[board.ranch - 1].terrain is not Terrain.PRAIRIE:
        raise ContentError(
            f"the ranch (plot {board.ranch}) must be a prairie,"
            f" not a {_terrain(board, board.ranch)}"
        )
    _check_plots(board.saloon, numbers, "the plots around the saloon")
    for name, squares in (("railway", board.railway), ("river", board.river)):
        if not squares:
            raise ContentError(f"the {name} needs at least one square")
        for index, touching in enumerate(squares):
            _check_plots(touching, numbers, f"{name} square {index}")
    if board.bridge is not None:
        rail, river = board.bridge
        if not (0 <= rail < len(board.railway) and 0 <= river < len(board.river)):
            raise ContentError(
                f"the bridge {brief(board.bridge)} must name a railway square (0 to"
                f" {len(board.railway) - 1}) and a river square (0 to {len(board.river) - 1})"
            )
    if board.grid:
        _check_grid_matches(board)


def _check_board_types(board: Board) -> None:
    """Each field of ``board`` (and of its plots) is of its exact type and within bounds."""
    _check_tuple_of("Board", "plots", board.plots, "a tuple of Plot", Plot)
    if len(board.plots) > _MAX_PLOTS:
        raise ContentError(
            f"{_GAME}: a board has at most {_MAX_PLOTS} plots, not {len(board.plots)}"
        )
    for plot in board.plots:
        if not _is_int(plot.number):
            raise _field_error("Plot", "number", "an int", plot.number)
        if type(plot.terrain) is not Terrain:
            raise _field_error("Plot", "terrain", "a Terrain", plot.terrain)
        _check_plot_set("Plot", "neighbours", plot.neighbours)
    _check_plot_set("Board", "mines", board.mines)
    if not _is_int(board.ranch):
        raise _field_error("Board", "ranch", "a plot number (an int)", board.ranch)
    _check_plot_set("Board", "saloon", board.saloon)
    for name, squares in (("railway", board.railway), ("river", board.river)):
        _check_tuple_of("Board", name, squares, "a tuple of squares (frozensets)", frozenset)
        if len(squares) > _MAX_SQUARES:
            raise ContentError(
                f"{_GAME}: the {name} has at most {_MAX_SQUARES} squares, not {len(squares)}"
            )
        for square in squares:
            _check_plot_set("Board", name, square)
    bridge = board.bridge
    if bridge is not None and (
        type(bridge) is not tuple or len(bridge) != 2 or not all(_is_int(i) for i in bridge)
    ):
        raise _field_error("Board", "bridge", "None or a pair of square numbers (ints)", bridge)
    _check_tuple_of("Board", "grid", board.grid, "a tuple of str", str)
    if len(board.grid) > _MAX_GRID or any(len(row) > _MAX_GRID for row in board.grid):
        raise ContentError(f"{_GAME}: a grid has at most {_MAX_GRID} rows of {_MAX_GRID} cells")


def _terrain(board: Board, number: int) -> str:
    return board.plots[number - 1].terrain.value


def _check_plots(plots: frozenset[int], numbers: frozenset[int], what: str) -> None:
    unknown = sorted(plots - numbers)
    if unknown:
        raise ContentError(
            f"{what} name(s) no plot: {brief(unknown)} (plots are numbered 1 to {len(numbers)})"
        )


def _check_grid_matches(board: Board) -> None:
    drawn = _read_grid(board.grid)
    if drawn.plot_count != len(board.plots):
        raise ContentError(
            f"the grid draws {drawn.plot_count} plots but the board lists {len(board.plots)}"
        )
    for plot, neighbours in zip(board.plots, drawn.neighbours, strict=True):
        if plot.neighbours != neighbours:
            raise ContentError(
                f"the grid does not match the board: plot {plot.number} touches"
                f" {sorted(neighbours)} on the grid but lists {sorted(plot.neighbours)}"
            )
    for name, listed, found in (
        ("the railway squares", board.railway, drawn.railway),
        ("the river squares", board.river, drawn.river),
        ("the plots around the saloon", board.saloon, drawn.saloon),
        ("the bridge", board.bridge, drawn.bridge),
    ):
        if listed != found:
            raise ContentError(f"the grid does not match the board: {name} differ")


# --- Reading a board from a character grid -----------------------------------------------

RIVER_CELL = "~"
"""A river cell (one river square) in a board grid."""
RAILWAY_CELL = "#"
"""A railway cell (one railway square) in a board grid."""
BRIDGE_CELL = "+"
"""The bridge: the one cell on both tracks, where the railway crosses the river."""
SALOON_CELL = "$"
"""A cell of the saloon, which is a space but not a plot."""
OFF_BOARD_CELL = "."
"""A cell outside the board (for boards that are not rectangles)."""
PLOT_CELLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""The characters of plots 1, 2, 3 ...: ``PLOT_CELLS[n - 1]`` draws plot ``n``."""

_Cell = tuple[int, int]
_SIDES: tuple[_Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
# The eight directions clockwise from north: used to check that the tracks cross.
_AROUND: tuple[_Cell, ...] = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


@attrs.frozen
class _Drawn:
    """What a grid says about a board (everything but terrains, mines and ranch)."""

    plot_count: int
    neighbours: tuple[frozenset[int], ...]
    saloon: frozenset[int]
    railway: tuple[frozenset[int], ...]
    river: tuple[frozenset[int], ...]
    bridge: tuple[int, int]
    railway_cells: tuple[tuple[int, int], ...]
    river_cells: tuple[tuple[int, int], ...]


def board_from_grid(
    grid: Sequence[str],
    terrains: Sequence[Terrain],
    *,
    mines: Iterable[int],
    ranch: int,
) -> Board:
    """Build a :class:`Board` from a map drawn as a character grid.

    Each string is a row and each character a cell: ``PLOT_CELLS[n - 1]`` for plot ``n``,
    ``~`` river, ``#`` railway, ``+`` the bridge (on both tracks), ``$`` saloon, ``.`` off
    the board. Each plot and the saloon must be one piece (cells joined by sides); each
    track one path of cells joined by sides, or by corners on a diagonal step; and the
    two tracks must cross exactly once, at the bridge, and nowhere touch side to side.
    Adjacency, the squares and the saloon's plots are then read off the grid as the module
    docstring describes.

    :param terrains: the terrain of each plot, ``terrains[n - 1]`` for plot ``n``.
    :raises ContentError: naming what is wrong with the grid or the board.
    """
    drawn = _read_grid(tuple(grid))
    if len(terrains) != drawn.plot_count:
        raise ContentError(
            f"the grid draws {drawn.plot_count} plots but {len(terrains)} terrains are given"
        )
    plots = tuple(
        Plot(number, terrain, neighbours)
        for number, (terrain, neighbours) in enumerate(
            zip(terrains, drawn.neighbours, strict=True), start=1
        )
    )
    return Board(
        plots=plots,
        mines=frozenset(mines),
        ranch=ranch,
        saloon=drawn.saloon,
        railway=drawn.railway,
        river=drawn.river,
        bridge=drawn.bridge,
        grid=tuple(grid),
    )


def _read_grid(grid: tuple[str, ...]) -> _Drawn:
    if not all(type(row) is str for row in grid):
        raise ContentError(f"{_GAME}: a grid is rows of text (str), not {brief(grid)}")
    if len(grid) > _MAX_GRID or any(len(row) > _MAX_GRID for row in grid):
        raise ContentError(f"{_GAME}: a grid has at most {_MAX_GRID} rows of {_MAX_GRID} cells")
    if not grid or not grid[0]:
        raise ContentError("the grid is empty")
    width = len(grid[0])
    cells: dict[_Cell, str] = {}
    for row, line in enumerate(grid):
        if len(line) != width:
            raise ContentError(f"grid row {row} has {len(line)} cells, expected {width}")
        for column, char in enumerate(line):
            if char not in PLOT_CELLS and char not in "~#+$.":
                raise ContentError(f"unknown cell {char!r} at row {row}, column {column}")
            cells[row, column] = char

    plot_chars = sorted({c for c in cells.values() if c in PLOT_CELLS}, key=PLOT_CELLS.index)
    plot_count = len(plot_chars)
    if plot_chars != list(PLOT_CELLS[:plot_count]):
        missing = next(n for n, c in enumerate(PLOT_CELLS, start=1) if c not in plot_chars)
        raise ContentError(f"plots must be numbered 1 to N: plot {missing} is not drawn")
    for char in [*plot_chars, SALOON_CELL]:
        where = _piece_count(cells, char)
        what = "the saloon" if char == SALOON_CELL else f"plot {PLOT_CELLS.index(char) + 1}"
        if where == 0:
            raise ContentError(f"{what} is not drawn")
        if where > 1:
            raise ContentError(f"{what} is drawn in {where} separate pieces")

    def plot_at(cell: _Cell) -> int | None:
        char = cells.get(cell)
        return PLOT_CELLS.index(char) + 1 if char is not None and char in PLOT_CELLS else None

    def touching(group: Iterable[_Cell]) -> frozenset[int]:
        found = (plot_at(_step(cell, side)) for cell in group for side in _SIDES)
        return frozenset(n for n in found if n is not None)

    neighbours: list[set[int]] = [set() for _ in range(plot_count)]
    for cell in cells:
        here = plot_at(cell)
        if here is None:
            continue
        for other in touching([cell]) - {here}:
            neighbours[here - 1].add(other)

    bridges = [cell for cell, char in cells.items() if char == BRIDGE_CELL]
    if len(bridges) != 1:
        raise ContentError(
            f"the railway must cross the river exactly once, at one {BRIDGE_CELL!r} cell;"
            f" the grid has {len(bridges)}"
        )
    bridge = bridges[0]
    rail_cells = {cell for cell, char in cells.items() if char in (RAILWAY_CELL, BRIDGE_CELL)}
    river_cells = {cell for cell, char in cells.items() if char in (RIVER_CELL, BRIDGE_CELL)}
    railway = _track_path(rail_cells, "railway")
    river = _track_path(river_cells, "river")
    _check_crossing(bridge, railway, river)
    return _Drawn(
        plot_count=plot_count,
        neighbours=tuple(frozenset(s) for s in neighbours),
        saloon=touching(cell for cell, char in cells.items() if char == SALOON_CELL),
        railway=tuple(touching([cell]) for cell in railway),
        river=tuple(touching([cell]) for cell in river),
        bridge=(railway.index(bridge), river.index(bridge)),
        railway_cells=railway,
        river_cells=river,
    )


def track_cells(
    grid: Sequence[str],
) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """Where each square is drawn: the ``(row, column)`` of each railway square and of each
    river square, in square order (for drawing the Locomotive and the Boat).

    >>> railway, river = track_cells(STANDARD_GRID)
    >>> railway[STANDARD_BOARD.bridge[0]] == river[STANDARD_BOARD.bridge[1]] == (5, 5)
    True

    :raises ContentError: when the grid is not a valid board map.
    """
    drawn = _read_grid(tuple(grid))
    return drawn.railway_cells, drawn.river_cells


def _step(cell: _Cell, direction: _Cell) -> _Cell:
    return cell[0] + direction[0], cell[1] + direction[1]


def _piece_count(cells: Mapping[_Cell, str], char: str) -> int:
    """How many separate pieces (joined by sides) the cells drawn with ``char`` make."""
    left = {cell for cell, c in cells.items() if c == char}
    pieces = 0
    while left:
        pieces += 1
        stack = [left.pop()]
        while stack:
            cell = stack.pop()
            for side in _SIDES:
                nxt = _step(cell, side)
                if nxt in left:
                    left.remove(nxt)
                    stack.append(nxt)
    return pieces


def _linked(cells: set[_Cell], a: _Cell, b: _Cell) -> bool:
    """Whether track cells ``a`` and ``b`` follow each other: they share a side, or meet at
    a corner with neither cell between them on the track (a diagonal step)."""
    rows, columns = abs(a[0] - b[0]), abs(a[1] - b[1])
    if rows + columns == 1:
        return True
    return rows == 1 and columns == 1 and (a[0], b[1]) not in cells and (b[0], a[1]) not in cells


def _track_path(cells: set[_Cell], name: str) -> tuple[_Cell, ...]:
    """The track's cells in order, from the end that comes first in reading order."""
    links = {
        cell: [
            _step(cell, d)
            for d in _AROUND
            if _step(cell, d) in cells and _linked(cells, cell, _step(cell, d))
        ]
        for cell in cells
    }
    for cell, linked in sorted(links.items()):
        if len(linked) > 2:
            raise ContentError(f"the {name} branches at row {cell[0]}, column {cell[1]}")
    ends = sorted(cell for cell, linked in links.items() if len(linked) < 2)
    if len(ends) != 2 and len(cells) > 1:
        raise ContentError(f"the {name} must be one path with two ends, not a loop or pieces")
    path = [ends[0]]
    while len(path) < len(cells):
        following = [cell for cell in links[path[-1]] if cell not in path[-2:-1]]
        if not following:
            raise ContentError(f"the {name} is drawn in separate pieces")
        path.append(following[0])
    return tuple(path)


def _check_crossing(bridge: _Cell, railway: tuple[_Cell, ...], river: tuple[_Cell, ...]) -> None:
    """The tracks meet only at the bridge, and cross there rather than touch.

    Two tracks crossing at a corner (a diagonal step over a diagonal step) always put a
    river cell beside a railway cell, so the side-by-side check covers that case too.
    """
    rail_only = set(railway) - {bridge}
    river_only = set(river) - {bridge}
    for cell in sorted(river_only):
        for side in _SIDES:
            if _step(cell, side) in rail_only:
                raise ContentError(
                    f"the river touches the railway beside row {cell[0]}, column {cell[1]};"
                    " they may meet only at the bridge"
                )
    sides: dict[_Cell, str] = {}
    for track, label in ((railway, "railway"), (river, "river")):
        at = track.index(bridge)
        if at in (0, len(track) - 1):
            raise ContentError(f"the bridge must not be an end of the {label}")
        for cell in (track[at - 1], track[at + 1]):
            sides[cell[0] - bridge[0], cell[1] - bridge[1]] = label
    order = [sides[d] for d in _AROUND if d in sides]
    if order[0] == order[1] or order[1] == order[2]:
        raise ContentError("the railway and the river must cross at the bridge, not just touch")


# --- The standard board (stand-in) -------------------------------------------------------

STANDARD_GRID: tuple[str, ...] = (
    "112223344444",
    "112233344666",
    "1112236666~~",
    "##11666~~~55",
    "77###6~55555",
    "77777+BB5555",
    "AAAA~8#BB555",
    "AAA~888#BBBB",
    "AA~888FF#BBB",
    "A~G9$$FFF#BB",
    "~GG9$$EEEE#B",
    "~GG9999EEEE#",
    "~GHHHIIIEDD#",
    "~GJJJJJJJDD#",
    "~CCCCCCCCCC#",
)
"""**Stand-in**: the map of :data:`STANDARD_BOARD` (drawn in the module docstring)."""

_D, _P, _F = Terrain.DESERT, Terrain.PRAIRIE, Terrain.FOREST

STANDARD_TERRAINS: tuple[Terrain, ...] = (
    # 1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19
    _D, _D, _D, _D, _P, _F, _F, _F, _D, _F, _F, _P, _D, _P, _D, _F, _P, _P, _P,
)  # fmt: skip
"""**Stand-in** (decision D5): the terrain of plots 1 .. 19."""

STANDARD_BOARD: Board = board_from_grid(STANDARD_GRID, STANDARD_TERRAINS, mines=(2, 3, 4), ranch=19)
"""**Stand-in**: the board designed for this library (see the module docstring)."""

SECRET_RAILWAY_GRID: tuple[str, ...] = (
    "112223344444",
    "112233344666",
    "1112236666~~",
    "##12266~~~55",
    "77###.~55555",
    *STANDARD_GRID[5:],
)
"""**Stand-in**: the map of :data:`SECRET_RAILWAY_BOARD`, the standard map with three cells
changed north of the bridge: plot 2 reaches down to the railway (row 3, columns 3 and 4,
taken from 1 and 6), and the corner cell of the northern quarter, beside the bridge, is off
the plots (``.``, row 4, column 5, taken from 6)."""

SECRET_RAILWAY_BOARD: Board = board_from_grid(
    SECRET_RAILWAY_GRID, STANDARD_TERRAINS, mines=(2, 3, 4), ranch=19
)
"""**Stand-in**: the board of the other reading of the railway misprint (D2): the secret
objective's list is right (1, **2**, 7, 8, 11, 12, 13, 14, 15 along the railway) and the
shared objective's misprints 2 for 6 (3, 4, 5, **6**, 9, 10, 16, 17, 18, 19 away from it).
Select it with ``Options(content=Content(board=SECRET_RAILWAY_BOARD))``."""


# --- Questions about a board -------------------------------------------------------------
#
# Each takes a Board (exactly) and raises TypeError for anything else.


def _check_board(board: object) -> None:
    """Refuse what is not a :class:`Board`, as every question about a board does.

    :raises TypeError: saying a Board was expected.
    """
    if type(board) is not Board:
        raise not_a(f"a {_GAME} Board", board)


def touching_railway(board: Board) -> frozenset[int]:
    """The plots along the railway (touching one of its squares).

    >>> sorted(touching_railway(STANDARD_BOARD))
    [1, 6, 7, 8, 11, 12, 13, 14, 15]
    """
    _check_board(board)
    return frozenset().union(*board.railway)


def touching_river(board: Board) -> frozenset[int]:
    """The plots bordering the river (touching one of its squares).

    >>> sorted(touching_river(STANDARD_BOARD))
    [5, 6, 7, 8, 10, 11, 12, 16]
    """
    _check_board(board)
    return frozenset().union(*board.river)


def away_from_railway(board: Board) -> frozenset[int]:
    """The plots that do not touch the railway."""
    _check_board(board)
    return frozenset(board.numbers) - touching_railway(board)


def away_from_river(board: Board) -> frozenset[int]:
    """The plots that do not touch the river."""
    _check_board(board)
    return frozenset(board.numbers) - touching_river(board)


def around_ranch(board: Board) -> frozenset[int]:
    """The plots surrounding the ranch (its neighbours).

    >>> sorted(around_ranch(STANDARD_BOARD))
    [12, 13, 14, 16, 17, 18]
    """
    _check_board(board)
    return board.plot(board.ranch).neighbours


def plots_of_terrain(board: Board, terrain: Terrain) -> frozenset[int]:
    """The plots of one terrain."""
    _check_board(board)
    return frozenset(plot.number for plot in board.plots if plot.terrain is terrain)


def adjacent(board: Board, a: int, b: int) -> bool:
    """Whether plots ``a`` and ``b`` share a side (tracks keep plots apart).

    >>> adjacent(STANDARD_BOARD, 19, 12), adjacent(STANDARD_BOARD, 7, 8)
    (True, False)
    """
    _check_board(board)
    return b in board.plot(a).neighbours


def plot_groups(board: Board, plots: Iterable[int]) -> tuple[frozenset[int], ...]:
    """Split ``plots`` into groups of touching plots (joined through adjacent plots of the
    set), the largest first, ties by smallest plot number.

    >>> plot_groups(STANDARD_BOARD, [2, 3, 19, 7])
    (frozenset({2, 3}), frozenset({7}), frozenset({19}))
    """
    _check_board(board)
    left = set(plots)
    for number in left:
        board.plot(number)
    groups: list[frozenset[int]] = []
    while left:
        group = {left.pop()}
        stack = list(group)
        while stack:
            for other in board.plot(stack.pop()).neighbours & left:
                left.remove(other)
                group.add(other)
                stack.append(other)
        groups.append(frozenset(group))
    return tuple(sorted(groups, key=lambda g: (-len(g), min(g))))


def largest_connected_group(board: Board, plots: Iterable[int]) -> int:
    """The size of the largest group of touching plots among ``plots`` (0 for none): the
    "most continuous (touching) plots" of the final most-plots tie-break, and the shared
    objective "3 plots which are adjacent to each other".

    :raises KeyError: when ``plots`` names a plot the board does not have.
    """
    _check_board(board)
    left = set(plots)
    for number in left:
        board.plot(number)  # refuse a plot the board does not have
    best = 0
    while left:
        stack = [left.pop()]
        size = 1
        while stack:
            for other in board.plots[stack.pop() - 1].neighbours & left:
                left.remove(other)
                stack.append(other)
                size += 1
        best = max(best, size)
    return best


def secret_objective_plots(board: Board, objective: SecretObjective) -> frozenset[int] | None:
    """The plots a Secret Objective card counts on ``board``; ``None`` for the cards that
    count tokens. The lists come from the board, not from the card's printed text.

    >>> sorted(secret_objective_plots(STANDARD_BOARD, SecretObjective.RANCH) or ())
    [12, 13, 14, 16, 17, 18, 19]
    """
    _check_board(board)
    if type(objective) is not SecretObjective:
        raise not_a("a SecretObjective", objective)
    if objective.token_kind is not None:
        return None
    terrain = {
        SecretObjective.FOREST: Terrain.FOREST,
        SecretObjective.DESERT: Terrain.DESERT,
        SecretObjective.PRAIRIE: Terrain.PRAIRIE,
    }.get(objective)
    if terrain is not None:
        return plots_of_terrain(board, terrain)
    if objective is SecretObjective.RIVER:
        return touching_river(board)
    if objective is SecretObjective.RAILWAY:
        return touching_railway(board)
    if objective is SecretObjective.SALOON:
        return board.saloon
    if objective is SecretObjective.MINES:
        return board.mines
    return around_ranch(board) | {board.ranch}


def secret_objective_worth(
    board: Board, objective: SecretObjective, plots: Iterable[int], bonus: Sequence[BonusKind]
) -> int:
    """What ``objective`` pays a seat owning ``plots``: its printed dollars for each plot it
    counts, or for each of those plots' bonus tokens of its kind (``bonus[n - 1]`` being
    plot ``n``'s token).

    >>> secret_objective_worth(STANDARD_BOARD, SecretObjective.MINES, [2, 3, 7], BONUS_TOKENS)
    10000
    """
    _check_board(board)
    if type(objective) is not SecretObjective:
        raise not_a("a SecretObjective", objective)
    kind = objective.token_kind
    if kind is not None:
        count = sum(1 for n in plots if bonus[n - 1] is kind)
    else:
        counted = secret_objective_plots(board, objective) or frozenset()
        count = sum(1 for n in plots if n in counted)
    return count * objective.dollars


# --- All the content together ------------------------------------------------------------


@attrs.frozen
class Content(Frozen):
    """Everything the rules read from the box: the board, the tokens, the cards, the money.

    The defaults are the printed values where the rulebook gives them and the documented
    stand-ins elsewhere; a user holding the printed game replaces the stand-ins.

    Content is checked when it is built, so every ``Content`` can be played: each field
    must be of its exact type (tuples, not lists, which would not round-trip through JSON;
    ints, not floats or bools), every sum of money a whole number of $1000 banknotes from
    $0 to $1,000,000, and at most 100 Mine cards and 100 Ranch cards.

    :ivar board: the board (``STANDARD_BOARD``, ``SECRET_RAILWAY_BOARD`` or a user's).
    :ivar bonus_tokens: one token per plot (shuffled onto the plots at setup).
    :ivar mine_cards: the dollars on each Mine card; one card per mine is used.
    :ivar ranch_cards: the dollars on each Ranch card; one is used.
    :ivar objective_piles: the dollars in each shared-objective pile; one shared objective
        card is dealt onto each (at most 10 piles, one per card).
    :ivar starting_money: each seat's money at setup.
    :ivar saloon_start: the tips on the saloon at setup.
    :raises ContentError: naming the field that does not fit.
    """

    board: Board = STANDARD_BOARD
    bonus_tokens: tuple[BonusKind, ...] = BONUS_TOKENS
    mine_cards: tuple[int, ...] = MINE_CARDS
    ranch_cards: tuple[int, ...] = RANCH_CARDS
    objective_piles: tuple[int, ...] = OBJECTIVE_PILES
    starting_money: int = STARTING_MONEY
    saloon_start: int = SALOON_START

    def __attrs_post_init__(self) -> None:
        if type(self.board) is not Board:
            raise _field_error("Content", "board", "a pappy-winchester Board", self.board)
        plots = len(self.board.plots)
        tokens = _check_tuple_of(
            "Content", "bonus_tokens", self.bonus_tokens, "a tuple of BonusKind", BonusKind
        )
        if len(tokens) != plots:
            raise ContentError(
                f"{_GAME}: Content.bonus_tokens must hold one bonus token per plot:"
                f" {plots} plots, {len(tokens)} tokens"
            )
        mines = len(self.board.mines)
        for field, cards, fewest, most in (
            ("mine_cards", self.mine_cards, mines, _MAX_CARDS),
            ("ranch_cards", self.ranch_cards, 1, _MAX_CARDS),
            ("objective_piles", self.objective_piles, 0, len(SharedObjective)),
        ):
            values = _check_tuple_of("Content", field, cards, "a tuple of ints", int)
            if not fewest <= len(values) <= most:
                raise ContentError(
                    f"{_GAME}: Content.{field} must hold {fewest} to {most} values"
                    f" ({_COUNT_REASON[field]}), not {len(values)}"
                )
            for value in values:
                _check_dollars(field, value)
        _check_dollars("starting_money", self.starting_money)
        _check_dollars("saloon_start", self.saloon_start)


_COUNT_REASON: Mapping[str, str] = MappingProxyType(
    {
        "mine_cards": "one card for each mine at least",
        "ranch_cards": "the ranch needs at least one card",
        "objective_piles": "one shared objective card on each",
    }
)


def _check_dollars(field: str, value: object) -> None:
    """``value`` is a sum of money a content may hold: an ``int`` number of dollars from $0
    to $1,000,000, in whole $1000 banknotes."""
    if not _is_int(value) or not 0 <= value <= _MAX_DOLLARS or value % BANKNOTE:
        raise _field_error(
            "Content",
            field,
            f"an int from 0 to {_MAX_DOLLARS}, a whole number of ${BANKNOTE} banknotes",
            value,
        )


STANDARD_CONTENT = Content()
"""The box's content: the printed values where the rulebook gives them, the documented
stand-ins elsewhere (what ``Options()`` plays with)."""


def validate_content(content: object) -> Content:
    """``content``, checked: the rules can play with it. A :class:`Content` checks its
    fields as it is built (its board with :func:`validate_board`), so what is left to check
    is that it is one.

    :raises ContentError: unless ``content`` is exactly a :class:`Content`.
    """
    if type(content) is not Content:
        raise ContentError(
            f"{_GAME}: Options.content must be a pappy_winchester Content, not {brief(content)}"
        )
    return content
