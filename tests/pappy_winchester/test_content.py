"""The stand-in board of Pappy Winchester agrees with every list the rulebook prints."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from frontier_games.core import SerializationError, SetupError
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    BONUS_TOKENS,
    DUEL_CARDS,
    MINE_CARDS,
    OBJECTIVE_PILES,
    PLOT_CELLS,
    RANCH_CARDS,
    SALOON_START,
    SECRET_RAILWAY_BOARD,
    SECRET_RAILWAY_GRID,
    STANDARD_BOARD,
    STANDARD_GRID,
    STANDARD_TERRAINS,
    STARTING_MONEY,
    Board,
    BonusKind,
    Content,
    ContentError,
    DuelCard,
    Plot,
    SecretObjective,
    SharedObjective,
    Terrain,
    adjacent,
    around_ranch,
    away_from_railway,
    away_from_river,
    board_from_grid,
    largest_connected_group,
    plot_groups,
    plots_of_terrain,
    secret_objective_plots,
    touching_railway,
    touching_river,
    track_cells,
)
from frontier_games.serialization import from_json, to_dict, to_json

BOARD = STANDARD_BOARD
ALL_PLOTS = frozenset(range(1, 20))
Cell = tuple[int, int]


def printed_list(text: str) -> frozenset[int]:
    """The plot numbers printed in brackets on an objective card."""
    match = re.search(r"\(([\d, ]+)\)", text)
    assert match, text
    return frozenset(int(n) for n in match[1].split(","))


def quarter_of_each_cell() -> dict[Cell, int]:
    """Number the pieces of the map that the tracks cut apart (plots and saloon cells)."""
    land = {
        (r, c)
        for r, row in enumerate(STANDARD_GRID)
        for c, char in enumerate(row)
        if char in PLOT_CELLS or char == "$"
    }
    quarter: dict[Cell, int] = {}
    for start in sorted(land):
        if start in quarter:
            continue
        label = len(set(quarter.values()))
        stack = [start]
        quarter[start] = label
        while stack:
            r, c = stack.pop()
            for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nxt in land and nxt not in quarter:
                    quarter[nxt] = label
                    stack.append(nxt)
    return quarter


def quarter_of_each_plot() -> dict[int, int]:
    return {
        PLOT_CELLS.index(STANDARD_GRID[r][c]) + 1: q
        for (r, c), q in quarter_of_each_cell().items()
        if STANDARD_GRID[r][c] != "$"
    }


# --- Every list the rulebook prints --------------------------------------------------------


def test_board_has_19_plots_numbered_1_to_19() -> None:
    assert BOARD.numbers == tuple(range(1, 20))
    assert [plot.number for plot in BOARD.plots] == list(range(1, 20))


def test_terrain_counts_7_desert_6_prairie_6_forest() -> None:
    counts = Counter(plot.terrain for plot in BOARD.plots)
    assert counts == {Terrain.DESERT: 7, Terrain.PRAIRIE: 6, Terrain.FOREST: 6}


def test_mines_are_deserts_2_3_4() -> None:
    assert BOARD.mines == {2, 3, 4}
    assert all(BOARD.plot(n).terrain is Terrain.DESERT for n in BOARD.mines)


def test_ranch_is_a_prairie_that_is_neither_a_mine_nor_in_its_own_ring() -> None:
    assert BOARD.ranch == 19
    assert BOARD.plot(19).terrain is Terrain.PRAIRIE
    assert BOARD.ranch not in BOARD.mines | around_ranch(BOARD)


def test_ranch_is_surrounded_by_12_13_14_16_17_18() -> None:
    assert around_ranch(BOARD) == {12, 13, 14, 16, 17, 18}
    assert around_ranch(BOARD) == printed_list(SecretObjective.RANCH.text)


def test_saloon_is_surrounded_by_8_9_14_15() -> None:
    assert BOARD.saloon == {8, 9, 14, 15}
    assert BOARD.saloon == printed_list(SecretObjective.SALOON.text)


def test_mine_list_matches_the_secret_objective() -> None:
    assert BOARD.mines == printed_list(SecretObjective.MINES.text)


def test_river_plots_match_the_secret_objective_list() -> None:
    assert touching_river(BOARD) == {5, 6, 7, 8, 10, 11, 12, 16}
    assert touching_river(BOARD) == printed_list(SecretObjective.RIVER.text)


def test_plots_away_from_the_river_are_the_shared_list_read_with_4_for_6() -> None:
    printed = printed_list(SharedObjective.THREE_AWAY_FROM_RIVER.text)
    assert printed - away_from_river(BOARD) == {6}  # the misprint (decision D1)
    assert away_from_river(BOARD) == (printed - {6}) | {4}


def test_railway_plots_match_the_shared_objective_list() -> None:
    printed = printed_list(SharedObjective.THREE_AWAY_FROM_RAILWAY.text)
    assert away_from_railway(BOARD) == printed == {2, 3, 4, 5, 9, 10, 16, 17, 18, 19}


def test_railway_plots_are_the_secret_list_read_with_6_for_2() -> None:
    printed = printed_list(SecretObjective.RAILWAY.text)
    assert printed - touching_railway(BOARD) == {2}  # the misprint (decision D2)
    assert touching_railway(BOARD) == (printed - {2}) | {6} == {1, 6, 7, 8, 11, 12, 13, 14, 15}


def test_each_touches_and_does_not_touch_pair_splits_the_plots() -> None:
    for touching, away in (
        (touching_river(BOARD), away_from_river(BOARD)),
        (touching_railway(BOARD), away_from_railway(BOARD)),
    ):
        assert touching | away == ALL_PLOTS
        assert not touching & away


def test_plots_touching_both_tracks_are_6_7_8_11_12() -> None:
    assert touching_river(BOARD) & touching_railway(BOARD) == {6, 7, 8, 11, 12}


def test_mines_touch_no_track() -> None:
    assert not BOARD.mines & (touching_river(BOARD) | touching_railway(BOARD))


def test_chosen_terrains_keep_deserts_off_the_river_and_forests_on_it() -> None:
    assert not plots_of_terrain(BOARD, Terrain.DESERT) & touching_river(BOARD)
    assert plots_of_terrain(BOARD, Terrain.FOREST) <= touching_river(BOARD)


# --- The geometry ---------------------------------------------------------------------------


def test_adjacency_is_symmetric_and_irreflexive() -> None:
    for plot in BOARD.plots:
        assert plot.number not in plot.neighbours
        for other in plot.neighbours:
            assert adjacent(BOARD, other, plot.number)


def test_every_plot_has_a_neighbour() -> None:
    assert all(plot.neighbours for plot in BOARD.plots)


def test_the_map_is_one_piece_of_board() -> None:
    cells = {(r, c) for r, row in enumerate(STANDARD_GRID) for c, char in enumerate(row)}
    assert all(char != "." for row in STANDARD_GRID for char in row)
    seen = {(0, 0)}
    stack = [(0, 0)]
    while stack:
        r, c = stack.pop()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    assert seen == cells


def test_the_tracks_cut_the_board_into_four_quarters_each_connected() -> None:
    quarters = plot_groups(BOARD, ALL_PLOTS)
    assert quarters == (
        frozenset({8, 9, 12, 13, 14, 15, 16, 17, 18, 19}),
        frozenset({1, 2, 3, 4, 6}),
        frozenset({5, 11}),
        frozenset({7, 10}),
    )
    assert len(set(quarter_of_each_cell().values())) == 4


def test_plots_across_a_track_are_not_adjacent() -> None:
    quarter = quarter_of_each_plot()
    across = 0
    for square in (*BOARD.railway, *BOARD.river):
        for a, b in itertools.combinations(sorted(square), 2):
            if quarter[a] != quarter[b]:
                across += 1
                assert not adjacent(BOARD, a, b), (a, b)
    assert across > 0
    for plot in BOARD.plots:
        assert all(quarter[other] == quarter[plot.number] for other in plot.neighbours)


def test_each_track_is_one_path_of_squares_from_edge_to_edge() -> None:
    height, width = len(STANDARD_GRID), len(STANDARD_GRID[0])
    railway, river = track_cells(STANDARD_GRID)
    for cells, char in ((railway, "#"), (river, "~")):
        assert len(set(cells)) == len(cells)
        assert {STANDARD_GRID[r][c] for r, c in cells} == {char, "+"}
        for (r1, c1), (r2, c2) in itertools.pairwise(cells):
            assert max(abs(r1 - r2), abs(c1 - c2)) == 1
        for r, c in (cells[0], cells[-1]):
            assert r in (0, height - 1) or c in (0, width - 1)
    assert len(railway) == len(BOARD.railway) == 15
    assert len(river) == len(BOARD.river) == 16


def test_river_and_railway_cross_exactly_once_at_the_bridge() -> None:
    railway, river = track_cells(STANDARD_GRID)
    assert set(railway) & set(river) == {(5, 5)}
    assert BOARD.bridge == (railway.index((5, 5)), river.index((5, 5))) == (5, 6)
    rail_only, river_only = set(railway) - {(5, 5)}, set(river) - {(5, 5)}
    for r, c in river_only:
        assert not {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & rail_only


def test_the_bridge_square_pays_the_four_corner_plots() -> None:
    assert BOARD.bridge is not None
    rail, river = BOARD.bridge
    assert BOARD.railway[rail] == BOARD.river[river] == {6, 7, 8, 11}
    corners = {quarter_of_each_plot()[n] for n in (6, 7, 8, 11)}
    assert len(corners) == 4


def test_every_square_touches_a_plot() -> None:
    assert all(square for square in (*BOARD.railway, *BOARD.river))


def test_the_standard_board_is_built_from_its_grid() -> None:
    assert BOARD.grid == STANDARD_GRID
    assert board_from_grid(STANDARD_GRID, STANDARD_TERRAINS, mines=(2, 3, 4), ranch=19) == BOARD
    assert tuple(plot.terrain for plot in BOARD.plots) == STANDARD_TERRAINS


# --- The other reading of the railway misprint (D2) ---------------------------------------

OTHER = SECRET_RAILWAY_BOARD


def test_on_the_other_board_the_secret_railway_list_is_right_and_the_shared_one_misprints() -> None:
    along = printed_list(SecretObjective.RAILWAY.text)
    assert touching_railway(OTHER) == along == {1, 2, 7, 8, 11, 12, 13, 14, 15}
    printed = printed_list(SharedObjective.THREE_AWAY_FROM_RAILWAY.text)
    assert printed - away_from_railway(OTHER) == {2}  # the misprint of this reading
    assert away_from_railway(OTHER) == (printed - {2}) | {6}
    assert touching_railway(OTHER) | away_from_railway(OTHER) == ALL_PLOTS
    assert not touching_railway(OTHER) & away_from_railway(OTHER)


def test_every_other_printed_list_holds_on_the_other_board_as_on_the_standard_one() -> None:
    assert touching_river(OTHER) == printed_list(SecretObjective.RIVER.text)
    assert away_from_river(OTHER) == away_from_river(BOARD)  # D1's reading, 4 for 6
    assert OTHER.saloon == printed_list(SecretObjective.SALOON.text)
    assert around_ranch(OTHER) == printed_list(SecretObjective.RANCH.text)
    assert OTHER.mines == printed_list(SecretObjective.MINES.text)
    assert OTHER.ranch == 19
    counts = Counter(plot.terrain for plot in OTHER.plots)
    assert counts == {Terrain.DESERT: 7, Terrain.PRAIRIE: 6, Terrain.FOREST: 6}
    assert OTHER.mines & touching_railway(OTHER) == {2}  # this reading puts mine 2 on it
    assert not OTHER.mines & touching_river(OTHER)


def test_on_the_other_board_7_8_11_12_touch_both_tracks_and_the_north_corner_is_off_the_plots() -> (
    None
):
    assert touching_river(OTHER) & touching_railway(OTHER) == {7, 8, 11, 12}
    assert OTHER.bridge == BOARD.bridge == (5, 6)
    assert OTHER.railway[5] == OTHER.river[6] == {7, 8, 11}  # the bridge
    assert SECRET_RAILWAY_GRID[4][5] == "."  # beside the bridge, in the northern quarter
    assert plot_groups(OTHER, ALL_PLOTS) == (
        frozenset({8, 9, 12, 13, 14, 15, 16, 17, 18, 19}),
        frozenset({1, 2, 3, 4, 6}),
        frozenset({5, 11}),
        frozenset({7, 10}),
    )
    assert all(square for square in (*OTHER.railway, *OTHER.river))


def test_the_other_board_differs_from_the_standard_one_in_three_cells_and_is_built_from_them() -> (
    None
):
    changed_cells = [
        (r, c)
        for r, (a, b) in enumerate(zip(STANDARD_GRID, SECRET_RAILWAY_GRID, strict=True))
        for c, (x, y) in enumerate(zip(a, b, strict=True))
        if x != y
    ]
    assert changed_cells == [(3, 3), (3, 4), (4, 5)]
    assert (
        board_from_grid(SECRET_RAILWAY_GRID, STANDARD_TERRAINS, mines=(2, 3, 4), ranch=19) == OTHER
    )
    assert from_json(to_json(OTHER), Board) == OTHER


# --- Helpers ----------------------------------------------------------------------------


def test_plot_groups_split_a_holding_into_touching_groups() -> None:
    assert plot_groups(BOARD, [12, 19, 17, 1, 2, 7]) == (
        frozenset({12, 17, 19}),
        frozenset({1, 2}),
        frozenset({7}),
    )
    assert plot_groups(BOARD, []) == ()


def test_largest_connected_group() -> None:
    assert largest_connected_group(BOARD, []) == 0
    assert largest_connected_group(BOARD, [7, 8]) == 1  # the river and the rails part them
    assert largest_connected_group(BOARD, [8, 9, 14, 19, 1]) == 4


def test_helpers_refuse_unknown_plots() -> None:
    with pytest.raises(KeyError, match="plots are numbered 1 to 19"):
        BOARD.plot(20)
    with pytest.raises(KeyError):
        plot_groups(BOARD, [0])


@pytest.mark.parametrize(
    ("objective", "plots"),
    [
        (SecretObjective.FOREST, {6, 7, 8, 10, 11, 16}),
        (SecretObjective.DESERT, {1, 2, 3, 4, 9, 13, 15}),
        (SecretObjective.PRAIRIE, {5, 12, 14, 17, 18, 19}),
        (SecretObjective.RIVER, {5, 6, 7, 8, 10, 11, 12, 16}),
        (SecretObjective.SALOON, {8, 9, 14, 15}),
        (SecretObjective.RAILWAY, {1, 6, 7, 8, 11, 12, 13, 14, 15}),
        (SecretObjective.MINES, {2, 3, 4}),
        (SecretObjective.RANCH, {12, 13, 14, 16, 17, 18, 19}),
        (SecretObjective.RUMOR_TOKENS, None),
        (SecretObjective.MOVEMENT_TOKENS, None),
    ],
)
def test_secret_objective_plots(objective: SecretObjective, plots: set[int] | None) -> None:
    assert secret_objective_plots(BOARD, objective) == plots


# --- Cards, tokens and money ---------------------------------------------------------------


def test_ten_shared_and_ten_secret_objectives_with_their_printed_text() -> None:
    assert len(SharedObjective) == len(SecretObjective) == 10
    texts = [o.text for o in SharedObjective] + [o.text for o in SecretObjective]
    assert len(set(texts)) == 20
    assert SharedObjective.FIVE_PLOTS.text == "Have 5 plots of land."


def test_secret_objective_dollars_are_the_printed_ones() -> None:
    for objective in SecretObjective:
        assert f"${objective.dollars}" in objective.text
    assert SecretObjective.SALOON.dollars == SecretObjective.MINES.dollars == 5000
    assert SecretObjective.RUMOR_TOKENS.token_kind is BonusKind.RUMOR
    assert SecretObjective.MOVEMENT_TOKENS.token_kind is BonusKind.MOVEMENT
    assert SecretObjective.FOREST.token_kind is None


def test_printed_money_and_card_counts() -> None:
    assert BANKNOTE == 1000
    assert STARTING_MONEY == 8000
    assert SALOON_START == 1000
    assert OBJECTIVE_PILES == (3000, 4000, 5000, 6000, 7000)
    assert len(MINE_CARDS) == 5
    assert len(RANCH_CARDS) == 3
    assert Counter(DUEL_CARDS) == {DuelCard.BANG: 1, DuelCard.CLICK: 1}


def test_stand_in_bonus_tokens_are_19_of_three_kinds() -> None:
    assert len(BONUS_TOKENS) == 19
    assert Counter(BONUS_TOKENS) == {BonusKind.MOVEMENT: 7, BonusKind.SALOON: 6, BonusKind.RUMOR: 6}


def test_stand_in_mine_and_ranch_cards_include_emptied_ones() -> None:
    for cards in (MINE_CARDS, RANCH_CARDS):
        assert 0 in cards
        assert all(value >= 0 and value % BANKNOTE == 0 for value in cards)


# --- Serialization ----------------------------------------------------------------------------


def test_board_round_trips_through_json() -> None:
    assert from_json(to_json(BOARD), Board) == BOARD


def test_board_json_has_no_int_keyed_objects() -> None:
    def walk(value: object) -> None:
        if isinstance(value, dict):
            assert all(isinstance(key, str) for key in value)
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(to_dict(BOARD))


def test_board_without_a_grid_round_trips() -> None:
    bare = BOARD.evolve(grid=())
    assert from_json(to_json(bare), Board) == bare


def test_content_round_trips_through_json() -> None:
    content = Content()
    assert content.board is STANDARD_BOARD
    assert from_json(to_json(content), Content) == content


def test_bad_board_json_names_the_problem() -> None:
    data = to_json(BOARD.evolve(grid=())).replace('"ranch":19', '"ranch":2', 1)
    with pytest.raises(SerializationError, match="ranch and a mine"):
        from_json(data, Board)


# --- Validation of user boards ------------------------------------------------------------


def with_plot(which: int, **changes: Any) -> tuple[Plot, ...]:
    plots = list(BOARD.plots)
    plots[which - 1] = plots[which - 1].evolve(**changes)
    return tuple(plots)


BAD_BOARDS: list[tuple[str, Callable[[], object]]] = [
    ("at least one plot", lambda: BOARD.evolve(plots=(), grid=())),
    (
        "position 1 holds plot 2",
        lambda: BOARD.evolve(plots=with_plot(1, number=2), grid=()),
    ),
    (
        "symmetric: plot 1 lists 19",
        lambda: BOARD.evolve(plots=with_plot(1, neighbours=frozenset({2, 6, 19})), grid=()),
    ),
    (
        "its own neighbour",
        lambda: BOARD.evolve(plots=with_plot(1, neighbours=frozenset({1})), grid=()),
    ),
    ("name.* no plot: \\[20\\]", lambda: BOARD.evolve(mines=frozenset({2, 20}))),
    ("ranch and a mine", lambda: BOARD.evolve(ranch=2)),
    ("mine plot 5 must be a desert", lambda: BOARD.evolve(mines=frozenset({5}))),
    ("must be a prairie, not a desert", lambda: BOARD.evolve(ranch=9)),
    ("around the saloon name", lambda: BOARD.evolve(saloon=frozenset({0}))),
    ("railway needs at least one square", lambda: BOARD.evolve(railway=(), grid=())),
    ("river square 0", lambda: BOARD.evolve(river=(frozenset({99}),), grid=())),
    ("bridge", lambda: BOARD.evolve(bridge=(15, 0))),
    (
        "grid does not match the board: plot 7 touches \\[10\\] on the grid but lists \\[\\]",
        lambda: BOARD.evolve(
            plots=tuple(
                p.evolve(neighbours=frozenset()) if p.number in (7, 10) else p for p in BOARD.plots
            ),
        ),
    ),
]


@pytest.mark.parametrize(("message", "build"), BAD_BOARDS, ids=[m for m, _ in BAD_BOARDS])
def test_bad_boards_are_refused(message: str, build: Callable[[], object]) -> None:
    with pytest.raises(ContentError, match=message):
        build()


def test_grid_that_disagrees_with_the_board_is_refused() -> None:
    with pytest.raises(ContentError, match="grid does not match the board: the river squares"):
        BOARD.evolve(river=BOARD.river[::-1])
    two = (Plot(1, Terrain.DESERT), Plot(2, Terrain.PRAIRIE))
    with pytest.raises(ContentError, match="grid draws 19 plots but the board lists 2"):
        Board(
            two,
            frozenset({1}),
            2,
            frozenset(),
            (frozenset({1}),),
            (frozenset({2}),),
            None,
            STANDARD_GRID,
        )


def test_content_errors_are_setup_errors() -> None:
    assert issubclass(ContentError, SetupError)
    assert issubclass(ContentError, ValueError)


# --- Reading user grids -----------------------------------------------------------------------

TINY = ("11~22", "##+##", "33~44", "3$~44")
TINY_TERRAINS = (Terrain.DESERT, Terrain.PRAIRIE, Terrain.FOREST, Terrain.FOREST)


def tiny(*grid: str, terrains: tuple[Terrain, ...] = TINY_TERRAINS) -> Board:
    return board_from_grid(grid, terrains, mines=[1], ranch=2)


def test_a_tiny_user_grid() -> None:
    board = tiny(*TINY)
    assert board.numbers == (1, 2, 3, 4)
    assert all(not plot.neighbours for plot in board.plots)
    assert [set(s) for s in board.railway] == [{1, 3}, {1, 3}, set(), {2, 4}, {2, 4}]
    assert [set(s) for s in board.river] == [{1, 2}, set(), {3, 4}, {4}]
    assert board.bridge == (2, 1)
    assert board.saloon == {3}
    assert from_json(to_json(board), Board) == board


@pytest.mark.parametrize(
    ("grid", "message"),
    [
        ((), "empty"),
        (("11~22", "##+#", "33~44", "3$~44"), "row 1 has 4 cells, expected 5"),
        (("11~2x", "##+##", "33~44", "3$~44"), "unknown cell 'x' at row 0, column 4"),
        (("11~33", "##+##", "33~44", "3$~44"), "plot 2 is not drawn"),
        (("11~22", "##+##", "33~44", "1$~44"), "plot 1 is drawn in 2 separate pieces"),
        (("11~22", "##+##", "33~44", "33~44"), "the saloon is not drawn"),
        (("11~22", "##~##", "33~44", "3$~44"), "exactly once.*has 0"),
        (("11+22", "##+##", "33~44", "3$~44"), "exactly once.*has 2"),
        (("11~22", "##+##", "3#~44", "3$~44"), "railway branches"),
        (("11~22", "##+##", "33~44", "3$~#4"), "railway must be one path"),
        (("11~22", "##+##", "33444", "3$~44"), "river must be one path"),
        (("11~22", "##+#2", "33~#4", "3$~44"), "river touches the railway beside row 2"),
        (("11~22", "1~+##", "##~44", "3$~44"), "river branches at row 1, column 2"),
    ],
)
def test_bad_grids_are_refused(grid: tuple[str, ...], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        board_from_grid(grid, TINY_TERRAINS, mines=[1], ranch=2)


def test_tracks_that_touch_at_the_bridge_without_crossing_are_refused() -> None:
    # The railway comes from the west and turns north; the river comes from the east and
    # turns south: they meet at the "bridge" but never cross.
    grid = ("11#22", "##+~~", "33~44", "3$~44")
    with pytest.raises(ContentError, match="must cross at the bridge, not just touch"):
        board_from_grid(grid, TINY_TERRAINS, mines=[1], ranch=2)


def test_a_bridge_at_the_end_of_a_track_is_refused() -> None:
    grid = ("11#22", "~~+~~", "33344", "3$344")
    with pytest.raises(ContentError, match="must not be an end of the railway"):
        board_from_grid(grid, TINY_TERRAINS, mines=[1], ranch=2)


def test_tracks_crossing_at_a_corner_are_refused() -> None:
    # Besides the bridge, the river's diagonal step (2, 2)-(3, 3) crosses the railway's
    # (2, 3)-(3, 2): a corner crossing always sets a river cell beside a railway cell.
    grid = ("1~222", "#+#22", "33~#4", "3$#~4", "33#~4")
    with pytest.raises(ContentError, match="river touches the railway"):
        board_from_grid(grid, TINY_TERRAINS, mines=[1], ranch=2)


def test_terrain_count_must_match_the_grid() -> None:
    with pytest.raises(ContentError, match="draws 4 plots but 3 terrains"):
        board_from_grid(TINY, TINY_TERRAINS[:3], mines=[1], ranch=2)


# --- Content -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"bonus_tokens": BONUS_TOKENS[:18]}, "one bonus token per plot: 19 plots, 18 tokens"),
        ({"mine_cards": (0, 0)}, r"mine_cards must hold 3 to 100 values \(one card for each mine"),
        ({"ranch_cards": ()}, "the ranch needs at least one card"),
        ({"objective_piles": (1000,) * 11}, "objective_piles must hold 0 to 10 values"),
        ({"mine_cards": (0, 0, 500)}, "mine_cards must be an int from 0 to 1000000, a whole"),
        ({"starting_money": -1000}, "starting_money must be an int"),
        ({"saloon_start": True}, "saloon_start must be an int from 0 to 1000000"),
    ],
)
def test_bad_content_is_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        Content().evolve(**changes)


def test_content_accepts_a_user_board_with_its_own_plot_count() -> None:
    board = tiny(*TINY)
    content = Content(board=board, bonus_tokens=BONUS_TOKENS[:4])
    assert len(content.bonus_tokens) == len(content.board.plots) == 4
