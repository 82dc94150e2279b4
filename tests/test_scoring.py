"""Final rankings, tie-break chains, shared victories and "the most X gets the bonus"."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from frontier_games.core import Outcome
from frontier_games.scoring import competition_ranks, most, rank


def test_equal_keys_share_a_place_and_the_next_place_is_skipped() -> None:
    assert competition_ranks([(5,), (5,), (3,)]) == (1, 1, 3)
    assert competition_ranks([(3,), (5,), (4,), (5,)]) == (4, 1, 3, 1)


def test_a_lone_best_seat_is_first_and_everyone_else_follows() -> None:
    assert competition_ranks([(1,), (2,), (3,)]) == (3, 2, 1)


def test_keys_are_compared_element_by_element() -> None:
    assert competition_ranks([(5, 1), (5, 2), (4, 9)]) == (2, 1, 3)


@given(st.lists(st.integers(-5, 5), min_size=1, max_size=6))
def test_a_place_is_one_more_than_the_number_of_strictly_better_seats(scores: list[int]) -> None:
    ranks = competition_ranks([(s,) for s in scores])
    for seat, place in enumerate(ranks):
        assert place == 1 + sum(other > scores[seat] for other in scores)
    assert min(ranks) == 1


def test_the_highest_score_wins_alone() -> None:
    outcome = rank((10, 30, 20))
    assert outcome == Outcome(scores=(10, 30, 20), ranks=(3, 1, 2), winners=frozenset({1}))
    assert not outcome.is_shared


def test_equal_scores_and_no_tie_breaker_share_the_victory() -> None:
    # Apache: "In the case of a tie, the proud Apaches share the victory!"
    outcome = rank((12, 12, 7))
    assert outcome.ranks == (1, 1, 3)
    assert outcome.winners == frozenset({0, 1})
    assert outcome.is_shared


def test_the_first_tie_breaker_decides_a_tie_on_score() -> None:
    outcome = rank((41, 41, 30), tiebreaks=((2, 5, 9),))
    assert outcome.ranks == (2, 1, 3)
    assert outcome.winners == frozenset({1})


def test_the_next_tie_breaker_is_used_only_while_seats_are_still_tied() -> None:
    outcome = rank((41, 41, 41), tiebreaks=((5, 5, 4), (0, 1, 9)))
    assert outcome.ranks == (2, 1, 3)


def test_seats_tied_through_the_whole_chain_share_the_victory() -> None:
    outcome = rank((30, 41, 41), tiebreaks=((5, 9, 9), (0, 1, 1)))
    assert outcome.ranks == (3, 1, 1)
    assert outcome.winners == frozenset({1, 2})


def test_a_tie_breaker_where_smaller_is_better_is_negated() -> None:
    money_left = (300, 100)
    outcome = rank((10, 10), tiebreaks=(tuple(-m for m in money_left),))
    assert outcome.winners == frozenset({1})


def test_details_name_the_parts_of_each_score() -> None:
    outcome = rank((5, 3), details=({"cards": 4, "bonus": 1}, {"cards": 3}))
    assert outcome.details == ((("cards", 4), ("bonus", 1)), (("cards", 3),))
    assert rank((5, 3)).details == ()


@pytest.mark.parametrize(
    ("tiebreaks", "details"),
    [
        (((1, 2, 3),), ()),
        (((1, 2), (1,)), ()),
        ((), ({"a": 1},)),
    ],
)
def test_rank_refuses_lists_that_do_not_have_one_entry_per_seat(
    tiebreaks: tuple[tuple[int, ...], ...], details: tuple[dict[str, int], ...]
) -> None:
    with pytest.raises(ValueError, match="one value per seat"):
        rank((1, 2), tiebreaks=tiebreaks, details=details)


def test_the_most_gets_the_bonus() -> None:
    assert most((3, 5, 2)) == frozenset({1})


def test_everyone_tied_for_the_most_gets_the_bonus() -> None:
    assert most((5, 5, 2)) == frozenset({0, 1})


def test_a_tie_for_the_most_is_broken_by_the_tiebreak() -> None:
    assert most((5, 5, 2), tiebreak=(1, 4, 9)) == frozenset({1})


def test_seats_still_tied_after_the_tiebreak_all_qualify() -> None:
    assert most((5, 5, 5), tiebreak=(4, 4, 1)) == frozenset({0, 1})


def test_the_tiebreak_only_matters_between_leaders() -> None:
    assert most((5, 2), tiebreak=(0, 9)) == frozenset({0})


def test_nobody_gets_a_bonus_for_having_none() -> None:
    assert most((0, 0, 0)) == frozenset()
    assert most(()) == frozenset()


def test_the_most_must_reach_the_minimum() -> None:
    assert most((2, 1), minimum=3) == frozenset()
    assert most((3, 1), minimum=3) == frozenset({0})
    assert most((0, 0), minimum=0) == frozenset({0, 1})


def test_most_refuses_a_tiebreak_without_one_value_per_seat() -> None:
    with pytest.raises(ValueError, match="one tie-break value per seat"):
        most((5, 5), tiebreak=(1,))
