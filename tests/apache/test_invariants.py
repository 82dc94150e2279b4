"""``check_state`` (issue 24, item 5): every reachable Apache state is accepted, and every
impossible one is refused naming the invariant it breaks."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any, cast

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.core import InvalidStateError
from frontier_games.games import apache as A
from frontier_games.games.apache import BUFFALO, BoardCard, Colour, Indian, Options, Phase
from frontier_games.play import play_steps
from frontier_games.rng import Rng
from tests.playouts import random_playout

FLAGS = ("war_path", "wedding", "joint_raid", "chief_captures_twin", "buffalo_under_pile")
EVERY_OPTIONS = [
    Options(
        war_path=war_path,
        wedding=wedding,
        joint_raid=joint_raid,
        chief_captures_twin=twin,
        buffalo_under_pile=under,
    )
    for war_path, wedding, joint_raid, twin, under in itertools.product((False, True), repeat=5)
]
"""Every combination of the five flags."""
EVERY_OPTIONS_IDS = [
    "+".join(flag for flag in FLAGS if getattr(options, flag)) or "base"
    for options in EVERY_OPTIONS
]


def bot_playout(players: int, seed: int, options: Options) -> list[A.State]:
    """Every state of a game between heuristic bots, which make loot far more often than
    random players (so the piles grow and seats choose their loot)."""
    bots = [A.HeuristicBot(seed=seed + seat) for seat in range(players)]
    steps = play_steps(A.GAME, bots, players=players, seed=seed, options=options)
    return [A.new_game(players, seed, options), *(step.state for step in steps)]


def refused(state: A.State, invariant: str) -> InvalidStateError:
    with pytest.raises(InvalidStateError) as caught:
        A.check_state(state)
    assert caught.value.invariant == invariant, caught.value
    assert type(caught.value) is InvalidStateError
    return caught.value


# -- every reachable state is accepted ------------------------------------------------------


@pytest.mark.parametrize("options", EVERY_OPTIONS, ids=EVERY_OPTIONS_IDS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_of_a_random_game_is_accepted(players: int, options: Options) -> None:
    for state in random_playout(A.GAME, players, seed=players * 97, options=options):
        A.check_state(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_of_games_between_heuristic_bots_is_accepted(players: int) -> None:
    chosen = tuple(reversed(Colour))[:players]
    configurations = [
        Options(),
        Options(war_path=True, wedding=True, joint_raid=True, colours=chosen),
        Options(war_path=True, buffalo_under_pile=True, chief_captures_twin=True),
    ]
    for seed, options in enumerate(configurations):
        for state in bot_playout(players, seed, options):
            A.check_state(state)


def test_check_state_is_wired_into_the_game_definition() -> None:
    assert A.GAME.check_state is A.check_state


def test_a_determinized_state_is_accepted() -> None:
    for state in bot_playout(3, 5, Options(wedding=True))[::40]:
        for seat in (None, 0, 2):
            A.check_state(A.determinize(A.view(state, seat), seed=11))


@st.composite
def games(draw: st.DrawFn) -> tuple[int, int, Options]:
    """A player count, a seed and options, the seats' colours drawn too (or left default)."""
    players = draw(st.integers(2, 5))
    options = draw(st.sampled_from(EVERY_OPTIONS))
    if draw(st.booleans()):
        chosen = draw(st.permutations(list(Colour)))[:players]
        options = options.evolve(colours=tuple(chosen))
    return players, draw(st.integers(0, 2**32)), options


@settings(max_examples=20, deadline=None)
@given(game=games())
def test_every_reachable_state_is_accepted(game: tuple[int, int, Options]) -> None:
    for state in random_playout(A.GAME, *game):
        A.check_state(state)


# -- real mid-game states to corrupt --------------------------------------------------------


def first_state(
    holds: Callable[[A.State], bool], players: int = 3, options: Options | None = None
) -> A.State:
    """The first state of a heuristic game (seeds 0, 1, ...) for which ``holds``."""
    for seed in range(20):
        for state in bot_playout(players, seed, options or Options()):
            if holds(state):
                return state
    raise AssertionError("no such state in 20 games")


def _piles_of_two(state: A.State) -> bool:
    return all(len(pile) >= 2 for pile in state.cards.piles)


def mid_grab() -> A.State:
    """A grab window late enough that every pile holds two cards or more, with a hand card
    on the board, a seat still waiting and a last window's board."""
    return first_state(
        lambda s: (
            s.phase is Phase.GRAB
            and len(s.board) >= 1
            and _piles_of_two(s)
            and bool(s.cards.last_board)
        )
    )


def mid_loot() -> A.State:
    """A seat choosing its loot, every pile holding two cards or more."""
    return first_state(lambda s: s.phase is Phase.LOOT and _piles_of_two(s))


def game_over() -> A.State:
    return bot_playout(3, 0, Options())[-1]


def first_window() -> A.State:
    return A.new_game(3, 4)


def coloured() -> A.State:
    """A grab window of a game whose seats chose their colours."""
    options = Options(colours=(Colour.BLUE, Colour.RED, Colour.GREEN))
    return first_state(lambda s: s.phase is Phase.GRAB and _piles_of_two(s), options=options)


def buffalo_under() -> A.State:
    """A grab window with buffalo under the piles, a pile holding a buffalo and more."""
    options = Options(war_path=True, buffalo_under_pile=True)
    return first_state(
        lambda s: (
            s.phase is Phase.GRAB
            and any(BUFFALO in pile and len(set(pile)) > 1 for pile in s.cards.piles)
        ),
        options=options,
    )


STATES: dict[str, Callable[[], A.State]] = {
    "grab": mid_grab,
    "loot": mid_loot,
    "over": game_over,
    "first": first_window,
    "coloured": coloured,
    "under": buffalo_under,
}


def test_the_states_to_corrupt_are_real_and_accepted() -> None:
    for make in STATES.values():
        A.check_state(make())
    assert mid_grab().phase is Phase.GRAB
    assert mid_loot().phase is Phase.LOOT
    assert game_over().phase is Phase.OVER


def cards(state: A.State, **changes: Any) -> A.State:
    return state.evolve(cards=state.cards.evolve(**changes))


def setup(state: A.State, **changes: Any) -> A.State:
    return state.evolve(setup=state.setup.evolve(**changes))


def options(state: A.State, **changes: Any) -> A.State:
    return setup(state, options=state.setup.options.evolve(**changes))


def set_pile(state: A.State, seat: int, pile: tuple[int, ...]) -> A.State:
    piles = state.cards.piles
    return cards(state, piles=(*piles[:seat], pile, *piles[seat + 1 :]))


def set_table(state: A.State, kind: int, count: int) -> A.State:
    table = state.cards.table
    return cards(state, table=(*table[:kind], count, *table[kind + 1 :]))


def set_board(state: A.State, index: int, card: BoardCard) -> A.State:
    board = state.board
    return state.evolve(board=(*board[:index], card, *board[index + 1 :]))


def unused_colour(state: A.State) -> Colour:
    return next(colour for colour in Colour if colour not in state.setup.colours)


def top_card_to_heap(state: A.State) -> A.State:
    """The top card of seat 0's pile back in the heap: conserved, yet not a game's."""
    pile = state.cards.piles[0]
    moved = set_pile(state, 0, pile[:-1])
    return cards(moved, heap=(*state.cards.heap, pile[-1]))


def turned_up_to_heap(state: A.State) -> A.State:
    """The card just turned up back face down: conserved, yet the window has no card."""
    turned = state.cards.turned_up
    assert turned is not None
    moved = set_table(state, turned, state.cards.table[turned] - 1)
    return cards(moved, heap=(*state.cards.heap, turned))


def flip_penalty_mark(state: A.State) -> A.State:
    card = state.board[0]
    return set_board(state, 0, card.evolve(useless=not card.useless))


def due_card_without_a_choice(state: A.State) -> A.State:
    """The due hand card replaced by one of its seat's with fewer than two loots."""
    due = state.board[state.resolving]
    for indian in Indian:
        if len(A.loot_choices(state, due.player, indian)) < 2:
            return set_board(state, state.resolving, BoardCard(due.player, indian, False))
    raise AssertionError("every hand card has a choice of loot")


def second_card_of_a_seat(state: A.State) -> A.State:
    card = state.board[0]
    other = next(indian for indian in Indian if indian is not card.indian)
    return state.evolve(board=(*state.board, card.evolve(indian=other)))


def swap_piles(state: A.State) -> A.State:
    piles = state.cards.piles
    return cards(state, piles=(piles[1], piles[0], *piles[2:]))


def buffalo_on_top(state: A.State) -> A.State:
    seat = next(s for s, pile in enumerate(state.cards.piles) if BUFFALO in pile)
    pile = list(state.cards.piles[seat])
    pile.remove(BUFFALO)
    return set_pile(state, seat, (*pile, BUFFALO))


def foreign_bottom_card(state: A.State) -> A.State:
    """Seat 0's lowest card swapped with a face-down card of no colour of seat 0's (the
    cards conserved)."""
    pile, heap = state.cards.piles[0], list(state.cards.heap)
    colour = state.setup.colours[0]
    at = next(i for i, kind in enumerate(heap) if A.PrairieCard(kind).colour is not colour)
    heap[at], bottom = pile[0], heap[at]
    return cards(set_pile(state, 0, (bottom, *pile[1:])), heap=tuple(heap))


def other_seat(seat: int) -> int:
    return (seat + 1) % 3


CORRUPTIONS: list[tuple[str, str, Callable[[A.State], A.State], str]] = [
    # (what is broken, which state, how, the invariant refused)
    # a score, a count or a seat set to -5
    (
        "a winnings pile card is -5",
        "grab",
        lambda s: set_pile(s, 1, (-5,) + s.cards.piles[1][1:]),
        "out-of-range",
    ),
    ("a face-up count is -5", "grab", lambda s: set_table(s, BUFFALO, -5), "out-of-range"),
    ("a heap card is -5", "loot", lambda s: cards(s, heap=(-5, *s.cards.heap[1:])), "out-of-range"),
    ("a removed card is -5", "over", lambda s: cards(s, removed=(-5,)), "out-of-range"),
    ("the card turned up is -5", "grab", lambda s: cards(s, turned_up=-5), "out-of-range"),
    ("the turner is -5", "grab", lambda s: s.evolve(turner=-5), "no-such-seat"),
    ("resolving is -5", "loot", lambda s: s.evolve(resolving=-5), "resolving"),
    # per-seat tables one seat short or long
    (
        "the piles are one seat short",
        "grab",
        lambda s: cards(s, piles=s.cards.piles[:-1]),
        "per-seat",
    ),
    (
        "the piles are one seat long",
        "loot",
        lambda s: cards(s, piles=(*s.cards.piles, ())),
        "per-seat",
    ),
    (
        "the colours are one seat short",
        "grab",
        lambda s: setup(s, colours=s.setup.colours[:-1]),
        "per-seat",
    ),
    (
        "the colours are one seat long",
        "grab",
        lambda s: setup(s, colours=(*s.setup.colours, unused_colour(s))),
        "per-seat",
    ),
    (
        "the chosen colours are one seat short",
        "coloured",
        lambda s: options(s, colours=s.setup.colours[:-1]),
        "per-seat",
    ),
    (
        "the chosen colours are one seat long",
        "coloured",
        lambda s: options(s, colours=(*s.setup.colours, unused_colour(s))),
        "per-seat",
    ),
    # counts beyond their limits
    ("34 buffalo face up", "grab", lambda s: set_table(s, BUFFALO, 34), "out-of-range"),
    ("a 26th card kind", "grab", lambda s: cards(s, table=(*s.cards.table, 0)), "table-kinds"),
    ("a card kind 25", "grab", lambda s: cards(s, heap=(*s.cards.heap[:-1], 25)), "out-of-range"),
    ("six seats", "first", lambda s: setup(s, colours=(*Colour, Colour.RED)), "player-count"),
    ("one seat", "first", lambda s: setup(s, colours=(Colour.RED,)), "player-count"),
    # cards duplicated or lost
    (
        "a pile's top card duplicated",
        "grab",
        lambda s: set_pile(s, 0, (*s.cards.piles[0], s.cards.piles[0][-1])),
        "cards-conserved",
    ),
    ("a heap card lost", "loot", lambda s: cards(s, heap=s.cards.heap[:-1]), "cards-conserved"),
    (
        "a removed card more",
        "over",
        lambda s: cards(s, removed=(*s.cards.removed, BUFFALO)),
        "cards-conserved",
    ),
    (
        "a face-up card more",
        "loot",
        lambda s: set_table(s, 0, s.cards.table[0] + 1),
        "cards-conserved",
    ),
    # seats that do not exist
    ("the turner is seat 3 of 3", "grab", lambda s: s.evolve(turner=3), "no-such-seat"),
    (
        "seat 3 of 3 waits",
        "grab",
        lambda s: s.evolve(waiting=s.waiting | {3}),
        "no-such-seat",
    ),
    (
        "seat 3 of 3 on the board",
        "loot",
        lambda s: set_board(s, 0, s.board[0].evolve(player=3)),
        "no-such-seat",
    ),
    (
        "seat 9 on the last board",
        "grab",
        lambda s: cards(s, last_board=(BoardCard(9, Indian.CHIEF, True),)),
        "no-such-seat",
    ),
    # the phase, the turn and whose move it is
    (
        "a position resolved in a grab window",
        "grab",
        lambda s: s.evolve(resolving=1),
        "resolving",
    ),
    (
        "a position beyond the board resolved",
        "loot",
        lambda s: s.evolve(resolving=len(s.board)),
        "resolving",
    ),
    (
        "a seat waits with its card on the board",
        "grab",
        lambda s: s.evolve(waiting=s.waiting | {s.board[0].player}),
        "waiting",
    ),
    ("the game is over with a card face down", "over", top_card_to_heap, "phase"),
    ("a window is open on no card face up", "grab", turned_up_to_heap, "phase"),
    (
        "the due hand card is marked useless",
        "loot",
        lambda s: set_board(s, s.resolving, s.board[s.resolving].evolve(useless=True)),
        "loot-due",
    ),
    ("the due hand card has no choice of loot", "loot", due_card_without_a_choice, "loot-due"),
    (
        "the turner did not play the last window's last card",
        "grab",
        lambda s: s.evolve(turner=other_seat(s.cards.last_board[-1].player)),
        "turner",
    ),
    (
        "seat 1 turns up the first card",
        "first",
        lambda s: s.evolve(turner=1),
        "first-window",
    ),
    (
        "a last board in the first window",
        "first",
        lambda s: cards(s, last_board=(BoardCard(0, Indian.HUNTER, True),)),
        "first-window",
    ),
    # Apache's own
    ("a hand card marked useless wrongly", "grab", flip_penalty_mark, "penalty-mark"),
    ("two hand cards of one seat on the board", "grab", second_card_of_a_seat, "one-card-per-seat"),
    (
        "two hand cards of one seat on the last board",
        "grab",
        lambda s: cards(s, last_board=(s.cards.last_board[-1],) * 2),
        "one-card-per-seat",
    ),
    ("two seats' winnings piles swapped", "grab", swap_piles, "pile-order"),
    (
        "a pile whose lowest card is not its seat's Indian",
        "grab",
        foreign_bottom_card,
        "pile-order",
    ),
    (
        "a buffalo on top of the pile with buffalo under it",
        "under",
        buffalo_on_top,
        "buffalo-under-pile",
    ),
    (
        "colours other than the options seat",
        "grab",
        lambda s: setup(s, colours=tuple(reversed(s.setup.colours))),
        "colours",
    ),
    (
        "the chosen colours repeat one",
        "coloured",
        lambda s: options(s, colours=(Colour.BLUE,) * 3),
        "options",
    ),
    ("a flag that is not a bool", "grab", lambda s: options(s, wedding=1), "field-type"),
    ("the turner True", "grab", lambda s: s.evolve(turner=True), "field-type"),
    (
        "a waiting list, not a frozenset",
        "grab",
        lambda s: s.evolve(waiting=set(s.waiting)),
        "field-type",
    ),
    ("a generator with a negative key", "grab", lambda s: setup(s, rng=Rng(-1, 0)), "rng"),
]


@pytest.mark.parametrize(
    ("which", "corrupt", "invariant"),
    [(which, corrupt, invariant) for _, which, corrupt, invariant in CORRUPTIONS],
    ids=[name for name, *_ in CORRUPTIONS],
)
def test_a_corrupted_state_is_refused_naming_its_invariant(
    which: str, corrupt: Callable[[A.State], A.State], invariant: str
) -> None:
    refused(corrupt(STATES[which]()), invariant)


def test_the_message_says_what_was_expected_and_where() -> None:
    state = mid_grab()
    error = refused(set_table(state, BUFFALO, 34), "out-of-range")
    assert error.message == "$.cards.table[20] must be from 0 to 33, not 34"
    error = refused(swap_piles(state), "pile-order")
    assert "$.cards.piles[0][0] must be an Indian of seat 0's colour, red" in error.message
    error = refused(state.evolve(turner=3), "no-such-seat")
    assert error.message == "$.turner must be a seat of the 3-player game, from 0 to 2, not 3"
    heap = state.cards.heap
    error = refused(cards(state, heap=heap[:-1]), "cards-conserved")
    name = A.card_name(heap[-1])
    assert f"the game's {A.PRAIRIE_COUNTS[heap[-1]]} {name} cards" in error.message


def test_a_state_of_another_kind_is_a_type_error() -> None:
    state = A.new_game(2, 1)
    for other in (A.view(state, 0), None, attrs.asdict(state, recurse=False)):
        with pytest.raises(TypeError, match="expected an apache State"):
            A.check_state(other)  # type: ignore[arg-type]


# -- properties: a negative int or a seat too few anywhere is refused ------------------------

Path = tuple[object, ...]
"""Where an int lies in a state: attribute names, tuple indexes, and ``("in", member)``
for a member of a frozenset."""


def int_paths(value: object, path: Path = ()) -> Iterator[Path]:
    """Every int of ``value`` outside its random generator (bools are not ints here)."""
    if type(value) is int:
        yield path
    elif type(value) is Rng:
        return
    elif attrs.has(type(value)):
        for field in attrs.fields(cast("type[attrs.AttrsInstance]", type(value))):
            yield from int_paths(getattr(value, field.name), (*path, field.name))
    elif type(value) is tuple:
        for index, item in enumerate(value):
            yield from int_paths(item, (*path, index))
    elif type(value) is frozenset:
        for member in value:
            yield from int_paths(member, (*path, ("in", member)))


def replaced(value: Any, path: Path, new: object) -> Any:
    """``value`` with what lies at ``path`` replaced by ``new``."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if type(head) is str:
        return value.evolve(**{head: replaced(getattr(value, head), rest, new)})
    if type(head) is int:
        return (*value[:head], replaced(value[head], rest, new), *value[head + 1 :])
    assert type(head) is tuple
    member = head[1]
    return (value - {member}) | {replaced(member, rest, new)}


def a_reachable_state(data: st.DataObject) -> A.State:
    states = list(random_playout(A.GAME, *data.draw(games())))
    return states[data.draw(st.integers(0, len(states) - 1))]


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_int_of_a_reachable_state_set_negative_is_refused(data: st.DataObject) -> None:
    state = a_reachable_state(data)
    paths = list(int_paths(state))
    path = data.draw(st.sampled_from(paths))
    negative = data.draw(st.integers(max_value=-1) | st.just(-5))
    with pytest.raises(InvalidStateError):
        A.check_state(replaced(state, path, negative))


def test_the_int_walk_finds_every_kind_of_int() -> None:
    state = mid_grab()
    heads = {path[:2] for path in int_paths(state)}
    assert {("cards", "heap"), ("cards", "table"), ("cards", "piles")} <= heads
    assert {("turner",), ("resolving",), ("board", 0)} <= {path[:2] for path in heads}
    assert any(path[0] == "waiting" for path in heads)
    assert not any(path[:2] == ("setup", "rng") for path in int_paths(state))
    corrupted = replaced(state, ("waiting", ("in", min(state.waiting))), -5)
    assert -5 in corrupted.waiting


PER_SEAT: list[Path] = [("setup", "colours"), ("cards", "piles"), ("setup", "options", "colours")]
"""The per-seat tuples of a state: the seats' colours, the winnings piles, and the colours
the seats chose (when they chose)."""


def at(value: Any, path: Path) -> Any:
    for name in path:
        value = getattr(value, str(name))
    return value


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_per_seat_table_one_seat_short_or_long_is_refused(data: st.DataObject) -> None:
    state = a_reachable_state(data)
    path = data.draw(st.sampled_from([p for p in PER_SEAT if at(state, p) is not None]))
    table = at(state, path)
    index = data.draw(st.integers(0, len(table) - 1))
    if data.draw(st.booleans()):
        changed = (*table[:index], *table[index + 1 :])  # one short
    else:
        changed = (*table[: index + 1], *table[index:])  # one long
    with pytest.raises(InvalidStateError):
        A.check_state(replaced(state, path, changed))


@pytest.mark.parametrize("huge", [10**5000, -(10**5000)], ids=["10**5000", "-10**5000"])
@pytest.mark.parametrize("which", ["grab", "loot", "over"])
def test_an_int_too_long_to_print_anywhere_is_refused_with_a_message(which: str, huge: int) -> None:
    state = STATES[which]()
    for path in int_paths(state):
        with pytest.raises(InvalidStateError) as caught:
            A.check_state(replaced(state, path, huge))
        assert "an int of 5001 digits" in caught.value.message, path
