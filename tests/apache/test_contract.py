"""Contract v2 for Apache: readable cards, timing, words, the action space, the features,
helpers on views, free copies and version-1 records."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import frontier_games as fg
from frontier_games import ActionParseError, IllegalActionError, SetupError, Timing
from frontier_games.games import apache as A
from frontier_games.games.apache import (
    BUFFALO,
    NECKLACE,
    TIPI,
    TOMAHAWK,
    TOTEM_POLE,
    BoardCard,
    Colour,
    Indian,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    PrairieCard,
    Take,
    indian_card,
)
from frontier_games.record import GameRecord, replay
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_dict, to_json

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour
HUNTER, CHIEF, WARRIOR, WOMAN = Indian
FOUR = (HUNTER, CHIEF, WARRIOR, WOMAN)


def card(colour: Colour, indian: Indian) -> int:
    """An Indian card as the state keeps it: its kind."""
    return indian_card(colour, indian)


def window(state: A.State, *actions: A.ApacheAction) -> A.State:
    for action in actions:
        state = A.apply(state, action)
    return state


def told(state: A.State, *actions: A.ApacheAction, player: int | None = None) -> list[str]:
    """The narration of each action in turn, as ``player`` saw it, one list of lines."""
    lines: list[str] = []
    for action in actions:
        lines += A.narrate(state, action, player)
        state = A.apply(state, action)
    return lines


def parse(state: A.State, seat: int, text: str) -> A.ApacheAction:
    return fg.parse_action(A.GAME, A.view(state, seat), A.legal_actions(state, seat), text)


def random_states(players: int, seed: int, options: Options | None = None) -> list[A.State]:
    """Every state of a random game."""
    state = A.new_game(players, seed, options)
    states = [state]
    rng = Rng.from_seed(seed)
    while not A.is_over(state):
        seats = sorted(A.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = A.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        state = A.apply(state, legal[pick])
        states.append(state)
    return states


# -- readable public values -------------------------------------------------------------------


def test_a_prairie_card_is_valued_as_its_kind_and_says_what_it_shows() -> None:
    assert [card.value for card in PrairieCard] == list(range(25))
    assert all(card.index == card.value for card in PrairieCard)
    assert PrairieCard.RED_HUNTER.value == 0
    assert PrairieCard.BLUE_WOMAN.value == 19
    assert PrairieCard.BUFFALO.value == BUFFALO
    assert PrairieCard.TIPI.value == TIPI == 24
    green_chief = PrairieCard.GREEN_CHIEF
    assert (green_chief.colour, green_chief.indian) == (GREEN, CHIEF)
    assert green_chief.card_name == "green chief"
    assert PrairieCard.PURPLE_WOMAN.card_name == "purple Indian woman"
    assert PrairieCard.TOTEM_POLE.colour is None
    assert PrairieCard.TOTEM_POLE.indian is None
    assert PrairieCard.TOTEM_POLE.card_name == "totem pole"
    for colour in Colour:
        for indian in Indian:
            shown = PrairieCard(card(colour, indian))
            assert (shown.colour, shown.indian) == (colour, indian)
    assert A.card_name(PrairieCard.NECKLACE) == A.card_name(NECKLACE) == "necklace"


def test_a_view_shows_the_table_piles_and_removed_cards_as_prairie_cards() -> None:
    face_up = [TIPI, card(RED, HUNTER), BUFFALO, card(RED, HUNTER)]
    piles = ((NECKLACE, card(GREEN, CHIEF)), ())
    state = grab_window(2, face_up, piles=piles)
    seen = A.view(state, 0)
    assert seen.table == (
        PrairieCard.RED_HUNTER, PrairieCard.RED_HUNTER, PrairieCard.BUFFALO, PrairieCard.TIPI,
    )  # fmt: skip
    assert seen.piles == ((PrairieCard.NECKLACE, PrairieCard.GREEN_CHIEF), ())
    assert seen.removed == ()
    state = window(state, Play(1, WOMAN), Play(0, CHIEF))  # red's useless chief: the penalty
    assert A.view(state, None).removed == (PrairieCard.GREEN_CHIEF, PrairieCard.NECKLACE)
    assert to_dict(A.view(state, None))["piles"] == [[], []]


def test_determinize_turns_the_views_cards_back_into_the_states_kinds() -> None:
    for state in random_states(3, seed=4)[::25]:
        again = A.determinize(A.view(state, 1), seed=9)
        assert again.cards.table == state.cards.table
        assert again.cards.piles == state.cards.piles
        assert again.cards.removed == state.cards.removed
        assert again.cards.last_board == state.cards.last_board
        assert sorted(again.cards.heap) == sorted(state.cards.heap)
        assert A.view(again, 1) == A.view(state, 1)


def test_unseen_cards_are_the_heaps_prairie_cards_in_kind_order() -> None:
    state = grab_window(2, [BUFFALO, TIPI, card(RED, WOMAN)], piles=((TIPI,), ()))
    unseen = A.unseen_cards(A.view(state, 0))
    assert unseen == tuple(PrairieCard(kind) for kind in sorted(state.cards.heap))
    assert unseen.count(PrairieCard.TIPI) == 9 - 2
    assert unseen.count(PrairieCard.RED_WOMAN) == 1


def test_a_take_serializes_its_prisoner_by_name() -> None:
    take = Take(0, Loot.ITEM, PrairieCard.GREEN_HUNTER)
    assert json.loads(to_json(take)) == {
        "type": "Take", "player": 0, "loot": "ITEM", "indian": "GREEN_HUNTER",
    }  # fmt: skip
    assert from_json(to_json(take), A.ApacheAction) == take


def _v1_action(action: A.ApacheAction) -> dict[str, Any]:
    """An action as a version-1 record wrote it: ``indian`` an int, ``loot`` its value."""
    data: dict[str, Any] = {"type": type(action).__name__, "player": action.player}
    if isinstance(action, Play):
        data["indian"] = action.indian.value
    elif isinstance(action, Take):
        data["loot"] = action.loot.value
        data["indian"] = None if action.indian is None else action.indian.value
    return data


def test_a_version_1_record_whose_chief_took_a_prisoner_by_kind_still_loads_and_replays() -> None:
    options = Options(war_path=True, colours=(RED, YELLOW))
    state = A.new_game(2, 122, options)
    actions: list[A.ApacheAction] = []
    rng = Rng.from_seed(122)
    while not any(isinstance(a, Take) and a.indian is not None for a in actions):
        seats = sorted(A.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = A.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        actions.append(legal[pick])
        state = A.apply(state, legal[pick])
    prisoner = actions[-1]
    text = json.dumps(
        {
            "schema_version": 1,
            "game": "apache",
            "players": 2,
            "seed": 122,
            "options": {
                "war_path": True,
                "wedding": False,
                "joint_raid": False,
                "chief_captures_twin": False,
                "buffalo_under_pile": False,
                "colours": [0, 1],  # colours by value
            },
            "actions": [_v1_action(action) for action in actions],
            "labels": [],
        }
    )
    assert f'"indian": {prisoner.indian.value}' in text  # type: ignore[union-attr]
    record = from_json(text, GameRecord)
    assert record.typed_actions(A.GAME) == tuple(actions)
    assert record.typed_actions(A.GAME)[-1].indian is prisoner.indian  # type: ignore[union-attr]
    assert replay(record)[-1] == state


# -- timing -----------------------------------------------------------------------------------


def test_a_grab_window_is_a_race_while_two_seats_wait_and_a_turn_when_one_does() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO, TIPI], heap=(NECKLACE,))
    assert A.timing(state) is Timing.RACE
    state = window(state, Play(1, CHIEF))
    assert A.timing(state) is Timing.RACE
    state = window(state, Play(0, HUNTER))
    assert A.timing(state) is Timing.TURN  # purple alone
    state = window(state, Pass(2))
    assert state.phase is Phase.LOOT
    assert A.timing(state) is Timing.TURN  # red chooses the buffalo or the tipi
    state = window(state, Take(0, Loot.ITEM))
    assert A.timing(state) is Timing.RACE  # the last card is up: a window for all
    state = window(state, Pass(0), Pass(1), Pass(2))
    assert A.timing(state) is Timing.OVER
    assert A.GAME.timing is A.timing


# -- describe and parse_action ----------------------------------------------------------------


def _choosing(face_up: list[int], indian: Indian, options: Options | None = None) -> A.State:
    """Red's ``indian`` chooses its loot among ``face_up`` (yellow passed)."""
    state = grab_window(2, face_up, options=options, heap=(NECKLACE,))
    state = window(state, Play(0, indian), Pass(1))
    assert state.phase is Phase.LOOT
    return state


def _described(state: A.State, seat: int) -> list[str]:
    return [A.describe(A.view(state, seat), a) for a in A.legal_actions(state, seat)]


def test_a_grab_window_describes_each_hand_card_played_by_the_seats_colour() -> None:
    state = grab_window(2, [BUFFALO], options=Options(colours=(GREEN, RED)))
    assert [A.describe(A.view(state, 1), a) for a in A.legal_actions(state, 0)] == [
        "green plays the hunter",
        "green plays the chief",
        "green plays the warrior",
        "green plays the Indian woman",
        "green passes",
    ]
    assert A.describe(A.view(state, None), Pass(1)) == "red passes"


def test_the_acting_seat_is_warned_of_each_play_that_would_cost_the_penalty() -> None:
    state = grab_window(2, [card(GREEN, HUNTER), BUFFALO], options=Options(colours=(GREEN, RED)))
    assert _described(state, 0) == [
        "green plays the hunter",  # the green hunter and a buffalo: it makes loot
        "green plays the chief (it can make no loot: the penalty)",
        "green plays the warrior (it can make no loot: the penalty)",
        "green plays the Indian woman (it can make no loot: the penalty)",
        "green passes",
    ]
    # Only the seat's own view warns: another seat, the spectator and the narration (told
    # alike to every seat) say the play plainly.
    plain = "green plays the chief"
    assert A.describe(A.view(state, 1), Play(0, CHIEF)) == plain
    assert A.describe(A.view(state, None), Play(0, CHIEF)) == plain
    assert {A.narrate(state, Play(0, CHIEF), seat) for seat in (0, 1, None)} == {(plain,)}
    # Typed words still name the move; the warned description reads back as its play.
    assert parse(state, 0, "chief") == Play(0, CHIEF)
    assert parse(state, 0, _described(state, 0)[1]) == Play(0, CHIEF)
    # Once the seat has played, its other cards are no longer its moves: no warning.
    played = window(state, Play(0, HUNTER))
    assert A.describe(A.view(played, 0), Play(0, CHIEF)) == plain


def test_a_chief_take_describes_the_prisoner_and_the_totem_poles() -> None:
    face_up = [card(RED, CHIEF), card(GREEN, HUNTER), card(BLUE, WARRIOR), TOTEM_POLE, TIPI]
    state = _choosing(face_up, CHIEF)
    assert _described(state, 0) == [
        "red chief takes the green hunter prisoner and the totem poles",
        "red chief takes the blue warrior prisoner and the totem poles",
        "red chief takes the tipis",
    ]
    assert A.describe(A.view(state, 1), A.legal_actions(state, 0)[0]) == (
        "red chief takes the green hunter prisoner and the totem poles"
    )  # the same words for every viewer: Apache is played in the open


@pytest.mark.parametrize(
    ("indian", "item", "name", "words"),
    [
        (HUNTER, BUFFALO, "hunter", "takes the buffalo"),
        (WARRIOR, TOMAHAWK, "warrior", "takes the tomahawks"),
        (WOMAN, NECKLACE, "Indian woman", "takes the necklaces"),
    ],
)
def test_an_indian_takes_its_item_or_the_tipis_in_the_rulebooks_words(
    indian: Indian, item: int, name: str, words: str
) -> None:
    state = _choosing([card(RED, indian), item, TIPI], indian)
    assert _described(state, 0) == [f"red {name} {words}", f"red {name} takes the tipis"]


def test_a_wedding_is_described_as_marrying_the_spouse_and_taking_the_tipis() -> None:
    face_up = [card(RED, WOMAN), card(GREEN, CHIEF), card(YELLOW, HUNTER), TIPI]
    state = _choosing(face_up, WOMAN, Options(wedding=True))
    assert _described(state, 0) == [
        "red Indian woman takes the tipis",
        "red Indian woman marries the yellow hunter and receives the tipis",
        "red Indian woman marries the green chief and receives the tipis",
    ]


def test_typed_text_reads_as_the_one_move_it_names() -> None:
    state = grab_window(2, [card(RED, HUNTER), BUFFALO, TIPI], heap=(NECKLACE,))
    assert parse(state, 0, "hunter") == Play(0, HUNTER)
    assert parse(state, 0, "Play the Chief!") == Play(0, CHIEF)
    assert parse(state, 0, "woman") == Play(0, WOMAN)
    assert parse(state, 1, "pass") == Pass(1)
    face_up = [card(RED, CHIEF), card(GREEN, HUNTER), card(BLUE, WARRIOR), TOTEM_POLE, TIPI]
    state = _choosing(face_up, CHIEF)
    assert parse(state, 0, "take green hunter") == Take(0, Loot.ITEM, PrairieCard.GREEN_HUNTER)
    assert parse(state, 0, "blue warrior") == Take(0, Loot.ITEM, PrairieCard.BLUE_WARRIOR)
    assert parse(state, 0, "take tipis") == Take(0, Loot.TIPIS)
    wedding = _choosing([card(RED, WOMAN), card(GREEN, CHIEF), TIPI], WOMAN, Options(wedding=True))
    assert parse(wedding, 0, "marri green chief") == Take(0, Loot.WEDDING, PrairieCard.GREEN_CHIEF)
    assert parse(wedding, 0, "red Indian woman takes the tipis") == Take(0, Loot.TIPIS)


def test_a_text_naming_no_legal_move_is_refused_with_the_closest_moves() -> None:
    face_up = [card(RED, CHIEF), card(GREEN, HUNTER), card(BLUE, WARRIOR), TOTEM_POLE, TIPI]
    state = _choosing(face_up, CHIEF)
    with pytest.raises(ActionParseError) as caught:
        parse(state, 0, "take the purple warrior")
    assert "red chief takes the blue warrior prisoner and the totem poles" in caught.value.closest
    with pytest.raises(ActionParseError, match="could be 2 moves"):
        parse(state, 0, "prisoner")


def test_with_a_wedding_on_offer_take_tipis_is_the_plain_tipis_and_marry_is_the_wedding() -> None:
    wedding = _choosing([card(RED, WOMAN), card(GREEN, CHIEF), TIPI], WOMAN, Options(wedding=True))
    tipis, marriage = A.legal_actions(wedding, 0)[-2:]
    assert parse(wedding, 0, "take tipis") == tipis
    assert parse(wedding, 0, "marry green chief") == marriage
    assert parse(wedding, 0, "marries") == marriage


# -- narrate ----------------------------------------------------------------------------------


def test_the_rulebooks_yellow_purple_red_window_is_narrated_in_board_order() -> None:
    """The rulebook's example: the red chief is turned up; yellow's hunter lands first, then
    purple's, then red's chief. Yellow takes the buffalo, purple the tipi, and the chief,
    who may not take the Indian woman prisoner, goes away empty-handed; red turns next."""
    face_up = [
        card(RED, CHIEF), card(YELLOW, HUNTER), card(PURPLE, HUNTER), card(PURPLE, WOMAN),
        BUFFALO, TIPI, TOTEM_POLE, TOTEM_POLE, TOTEM_POLE,
    ]  # fmt: skip
    state = grab_window(3, face_up, heap=(TOMAHAWK, NECKLACE), turner=1)
    assert told(state, Play(1, HUNTER), Play(2, HUNTER), Play(0, CHIEF)) == [
        "yellow plays the hunter",
        "purple plays the hunter",
        "red plays the chief",
        "yellow hunter chooses its loot",  # the buffalo or the tipi
    ]
    state = window(state, Play(1, HUNTER), Play(2, HUNTER), Play(0, CHIEF))
    assert A.narrate(state, Take(1, Loot.ITEM), 2) == (
        "yellow hunter takes the buffalo",
        "yellow hunter makes loot: the yellow hunter and the buffalo",
        "purple hunter makes loot: the purple hunter and the tipi",
        "red chief goes away empty-handed",
        "red turns up a necklace",
    )


def test_every_seat_and_the_spectator_are_told_the_same() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO], heap=(TIPI,))
    state = window(state, Play(0, HUNTER), Play(2, WOMAN))
    tellings = {A.narrate(state, Pass(1), seat) for seat in (0, 1, 2, None)}
    assert tellings == {
        (
            "yellow passes",
            "red hunter makes loot: the red hunter and the buffalo",
            "purple Indian woman pays the penalty, but purple's winnings pile is empty",
            "purple turns up a tipi",
        )
    }


def test_a_play_that_leaves_the_window_open_is_told_alone() -> None:
    state = grab_window(2, [card(RED, HUNTER), BUFFALO])
    assert A.narrate(state, Play(0, WARRIOR), 1) == ("red plays the warrior",)


def test_the_penalty_names_the_two_top_cards_lost() -> None:
    piles = ((NECKLACE, card(BLUE, HUNTER), TIPI), (TIPI,))
    state = grab_window(2, [BUFFALO], piles=piles, heap=(TOMAHAWK,))
    assert told(state, Play(1, CHIEF), Play(0, HUNTER)) == [
        "yellow plays the chief",
        "red plays the hunter",
        "yellow chief pays the penalty: yellow loses the tipi",
        "red hunter pays the penalty: red loses the tipi and the blue hunter",
        "red turns up a tomahawk",
    ]


def test_a_closed_window_where_nobody_played_tells_the_next_card_turned_up() -> None:
    state = grab_window(2, [BUFFALO], heap=(card(GREEN, WOMAN),), turner=1)
    assert told(state, Pass(1), Pass(0)) == [
        "yellow passes",
        "red passes",
        "red turns up a green Indian woman",  # the next seat clockwise from yellow
    ]


def test_war_path_tells_the_buffalo_taken_from_each_other_pile() -> None:
    piles = ((BUFFALO, TIPI), (), (NECKLACE,))
    face_up = [card(YELLOW, WARRIOR), TOMAHAWK, TOMAHAWK]
    state = grab_window(3, face_up, options=Options(war_path=True), piles=piles, heap=(TIPI,))
    assert told(state, Play(1, WARRIOR), Pass(0), Pass(2))[3:] == [
        "yellow warrior makes loot: the yellow warrior and 2 tomahawks",
        "yellow warrior goes on the war path: a buffalo from red",  # purple has none
        "yellow turns up a tipi",
    ]


def test_war_path_in_a_two_player_game_tells_the_two_buffalo_taken() -> None:
    options = Options(war_path=True, buffalo_under_pile=True)
    piles = ((BUFFALO, BUFFALO, BUFFALO, NECKLACE), ())
    state = grab_window(2, [card(YELLOW, WARRIOR), TOMAHAWK], options=options, piles=piles)
    assert told(state, Play(1, WARRIOR), Pass(0))[2:4] == [
        "yellow warrior makes loot: the yellow warrior and the tomahawk",
        "yellow warrior goes on the war path: 2 buffalo from red",
    ]


def test_a_chief_taking_an_unowned_chief_prisoner_is_told_apart_from_his_companions() -> None:
    face_up = [card(RED, CHIEF), card(BLUE, CHIEF), card(BLUE, CHIEF), card(GREEN, CHIEF)]
    options = Options(joint_raid=True)
    state = grab_window(2, [*face_up, TOTEM_POLE], options=options, heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1))
    assert A.narrate(state, Take(0, Loot.ITEM, PrairieCard.BLUE_CHIEF), None)[1] == (
        "red chief makes loot: the red chief, the blue chief and the totem pole; "
        "the green chief and the blue chief join the raid"
    )


def test_joint_raid_tells_the_companions_that_join_the_raid() -> None:
    # The rulebook's example: red and purple play; a blue and two yellow chiefs are nobody's.
    options = Options(joint_raid=True, colours=(RED, PURPLE))
    face_up = [
        card(BLUE, CHIEF), card(YELLOW, CHIEF), card(YELLOW, CHIEF), card(RED, CHIEF),
        card(GREEN, WARRIOR), card(BLUE, WARRIOR), TOTEM_POLE, TOTEM_POLE,
    ]  # fmt: skip
    state = grab_window(2, face_up, options=options, heap=(TIPI,))
    state = window(state, Play(0, CHIEF), Pass(1))
    assert A.narrate(state, Take(0, Loot.ITEM, PrairieCard.GREEN_WARRIOR), 1) == (
        "red chief takes the green warrior prisoner and the totem poles",
        "red chief makes loot: the red chief, the green warrior and 2 totem poles; "
        "2 yellow chiefs and the blue chief join the raid",
        "red turns up a tipi",
    )


def test_the_last_window_tells_the_end_and_the_scores() -> None:
    state = grab_window(3, [card(RED, WOMAN), NECKLACE], heap=(), piles=((), (TIPI,), (TIPI,)))
    assert told(state, Play(0, WOMAN), Pass(1), Pass(2))[-2:] == [
        "red Indian woman makes loot: the red Indian woman and the necklace",
        "the game is over; scores: red 2, yellow 1, purple 1; red wins",
    ]
    tie = grab_window(3, [BUFFALO], heap=(), piles=((TIPI,), (NECKLACE,), ()))
    assert told(tie, Pass(0), Pass(1), Pass(2))[-1] == (
        "the game is over; scores: red 1, yellow 1, purple 0; red and yellow share the victory"
    )


def test_narrating_an_illegal_action_is_refused() -> None:
    state = grab_window(2, [BUFFALO])
    with pytest.raises(IllegalActionError):
        A.narrate(state, Take(0, Loot.ITEM), 0)


def test_the_last_windows_board_stays_in_view_once_the_hand_cards_are_back() -> None:
    state = grab_window(2, [card(RED, HUNTER), BUFFALO], heap=(TIPI,))
    state = window(state, Play(1, WARRIOR), Play(0, HUNTER))
    assert state.board == ()
    assert A.view(state, 0).last_board == (
        BoardCard(1, WARRIOR, useless=True), BoardCard(0, HUNTER, useless=False),
    )  # fmt: skip
    assert "last window's board: yellow warrior (penalty), red hunter" in A.render(
        A.view(state, None)
    )


def test_render_says_who_the_viewer_is() -> None:
    state = grab_window(2, [BUFFALO], options=Options(colours=(GREEN, RED)))
    assert A.render(A.view(state, 0)).splitlines()[1] == "you are seat 0, green"
    assert A.render(A.view(state, 1)).splitlines()[1] == "you are seat 1, red"
    assert A.render(A.view(state, None)).splitlines()[1] == "you are a spectator"


def test_the_card_just_turned_up_is_public_and_render_marks_it() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO], heap=(TIPI, card(GREEN, CHIEF)), turner=2)
    state = window(state, Pass(2), Pass(0), Pass(1))  # red, the next seat, turns up
    assert state.cards.turned_up == card(GREEN, CHIEF)
    assert {A.view(state, seat).turned_up for seat in (0, 1, 2, None)} == {PrairieCard.GREEN_CHIEF}
    picture = A.render(A.view(state, 1)).splitlines()
    assert "red turned up the green chief (marked *)" in picture
    assert "  chiefs: green 1*" in picture
    assert "  hunters: red 1" in picture  # only the card just turned up is marked


def test_render_says_when_the_card_turned_up_has_been_taken() -> None:
    state = grab_window(2, [card(RED, HUNTER)], heap=(NECKLACE, BUFFALO))
    state = window(state, Pass(0), Pass(1))  # yellow turns up the buffalo
    assert state.cards.turned_up == BUFFALO
    state = window(state, Play(0, HUNTER), Pass(1))  # red's hunter takes it
    picture = A.render(A.view(state, None))
    assert "red turned up the necklace (marked *)" in picture  # red played last: red turns
    assert "necklace 1*" in picture
    over = window(state, Pass(0), Pass(1))
    assert A.is_over(over)
    assert "red turned up the necklace (marked *)" in A.render(A.view(over, None))


def test_the_narration_names_the_card_turned_up_as_the_view_shows_it() -> None:
    turned = 0
    for state in random_states(3, seed=8)[:60]:
        for seat in A.actors(state):
            action = A.legal_actions(state, seat)[-1]
            after = A.apply(state, action)
            if after.cards.heap != state.cards.heap:  # the window closed: a card turned up
                seen = A.view(after, None)
                assert seen.turned_up is not None
                turner = seen.colours[seen.turner].name.lower()
                told = A.narrate(state, action, None)[-1]
                assert told == f"{turner} turns up a {seen.turned_up.card_name}"
                turned += 1
    assert turned


def test_once_the_game_is_over_the_turner_is_the_seat_that_turned_up_the_last_card() -> None:
    state = grab_window(2, [BUFFALO], heap=(NECKLACE,), turner=1)
    state = window(state, Pass(0), Pass(1))  # nobody played: red turns up the necklace
    assert (state.turner, state.cards.turned_up) == (0, NECKLACE)
    state = window(state, Pass(0), Pass(1))  # nobody played in the last window either
    assert A.is_over(state)
    assert (state.turner, state.cards.turned_up) == (0, NECKLACE)


# -- codec ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_action_space_has_42_ids_in_every_configuration(players: int) -> None:
    for options in (None, Options(), Options(wedding=True, joint_raid=True)):
        assert A.codec(players, options).size == 42
    assert A.codec(players).players == players


def test_the_action_space_lists_plays_pass_items_tipis_prisoners_then_spouses() -> None:
    space = A.codec(3)
    assert [space.decode(i, 2) for i in range(7)] == [
        Play(2, HUNTER), Play(2, CHIEF), Play(2, WARRIOR), Play(2, WOMAN),
        Pass(2), Take(2, Loot.ITEM), Take(2, Loot.TIPIS),
    ]  # fmt: skip
    prisoners = [space.decode(i, 0) for i in range(7, 22)]
    males = [c for c in PrairieCard if c.indian in (HUNTER, CHIEF, WARRIOR)]
    assert prisoners == [Take(0, Loot.ITEM, c) for c in males]
    spouses = [space.decode(i, 0) for i in range(22, 42)]
    assert spouses == [Take(0, Loot.WEDDING, c) for c in PrairieCard if c.indian is not None]
    assert space.encode(Take(1, Loot.ITEM, PrairieCard.GREEN_HUNTER)) == 7 + 9
    assert space.encode(Take(1, Loot.WEDDING, PrairieCard.RED_HUNTER)) == 22


def test_every_legal_action_of_a_game_encodes_and_masks() -> None:
    options = Options(wedding=True, joint_raid=True, chief_captures_twin=True)
    space = A.codec(4, options)
    for state in random_states(4, seed=2, options=options):
        for seat in A.actors(state):
            legal = A.legal_actions(state, seat)
            mask = space.mask(legal)
            assert sum(mask) == len(legal)
            assert all(space.decode(space.encode(a), seat) == a for a in legal)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, None),
        (6, None),
        (2, Options(wedding=1)),  # type: ignore[arg-type]
        (2, Options(colours=(RED,))),
        (2, "x"),
    ],
)
def test_codec_and_feature_size_check_the_setup_as_new_game_does(
    players: int, options: Any
) -> None:
    with pytest.raises(SetupError):
        A.codec(players, options)
    with pytest.raises(SetupError):
        A.feature_size(players, options)


# -- features ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(2, 200), (3, 289), (4, 382), (5, 479)])
def test_the_feature_size_is_34_plus_79_p_plus_2_p_squared(players: int, size: int) -> None:
    assert A.feature_size(players) == size
    assert len(A.features(A.view(A.new_game(players, seed=1), None))) == size


def _slices(players: int) -> dict[str, slice]:
    """The documented layout, as slices of the feature vector."""
    parts = [
        ("phase", 3), ("viewer", players), ("options", 5), ("colours", 5 * players),
        ("table", 25), ("heap", 1), ("seats", 61 * players), ("board", players * (players + 5)),
        ("resolving", players), ("turner", players), ("last board", players * (players + 5)),
    ]  # fmt: skip
    slices, start = {}, 0
    for name, size in parts:
        slices[name] = slice(start, start + size)
        start += size
    assert start == A.feature_size(players)
    return slices


def test_the_features_of_a_known_position() -> None:
    options = Options(war_path=True, colours=(GREEN, RED))
    face_up = [card(GREEN, HUNTER), BUFFALO, BUFFALO, TIPI]
    piles = ((NECKLACE, BUFFALO), ())
    state = grab_window(2, face_up, options=options, piles=piles, turner=1)
    state = window(state, Play(1, CHIEF))  # red's chief: no red chief face up, useless
    seen = A.features(A.view(state, 0))
    at = _slices(2)
    assert seen[at["phase"]] == (1.0, 0.0, 0.0)
    assert seen[at["viewer"]] == (1.0, 0.0)
    assert seen[at["options"]] == (1.0, 0.0, 0.0, 0.0, 0.0)
    assert seen[at["colours"]] == (0, 0, 0, 1, 0, 1, 0, 0, 0, 0)
    table = seen[at["table"]]
    assert table[card(GREEN, HUNTER)] == 1 / 3
    assert table[BUFFALO] == 2 / 33
    assert table[TIPI] == 1 / 9
    assert sum(1 for x in table if x) == 3
    assert seen[at["heap"]] == ((114 - 4 - 2) / 114,)
    green = seen[at["seats"]][:61]
    assert green[:2] == (2 / 114, 1 / 33)
    assert green[2 + BUFFALO] == 1.0  # the top card
    assert green[2 + 25 + NECKLACE] == 1.0  # the card below it
    assert green[52:56] == (1.0, 1.0, 1.0, 1.0)  # all four hand cards held
    assert green[56:60] == (1.0, 0.0, 0.0, 0.0)  # only the hunter could make loot
    assert green[60] == 1.0  # still waiting
    red = seen[at["seats"]][61:]
    assert red[52:56] == (1.0, 0.0, 1.0, 1.0)  # the chief is on the board
    assert red[60] == 0.0
    assert seen[at["board"]] == (0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0)
    assert seen[at["resolving"]] == (0.0, 0.0)
    assert seen[at["turner"]] == (0.0, 1.0)
    assert not any(seen[at["last board"]])


def test_the_features_are_finite_floats_in_0_1_for_every_view_of_a_game() -> None:
    options = Options(war_path=True, wedding=True, joint_raid=True)
    for state in random_states(3, seed=5, options=options)[::7]:
        for seat in (0, 1, 2, None):
            seen = A.features(A.view(state, seat))
            assert len(seen) == A.feature_size(3, options)
            assert all(type(x) is float and 0.0 <= x <= 1.0 for x in seen)


# -- helpers on views -------------------------------------------------------------------------


@pytest.mark.parametrize("options", [Options(), Options(wedding=True, chief_captures_twin=True)])
def test_the_public_helpers_answer_the_same_on_any_view_as_on_the_state(options: Options) -> None:
    for state in random_states(3, seed=11, options=options)[::5]:
        for viewer in (0, 2, None):
            seen = A.view(state, viewer)
            for seat in range(3):
                assert A.hand(seen, seat) == A.hand(state, seat)
                for indian in Indian:
                    assert A.can_make_loot(seen, seat, indian) == A.can_make_loot(
                        state, seat, indian
                    )
                    assert A.loot_choices(seen, seat, indian) == A.loot_choices(state, seat, indian)


def test_the_helpers_check_the_seat_and_hand_card_on_a_view_too() -> None:
    seen = A.view(A.new_game(2, seed=1), 0)
    with pytest.raises(ValueError, match="no seat"):
        A.can_make_loot(seen, 2, HUNTER)
    with pytest.raises(ValueError, match="no hand card"):
        A.loot_choices(seen, 0, 1)  # type: ignore[arg-type]


# -- frozen values and registration -----------------------------------------------------------


def test_copying_a_state_view_action_or_options_gives_the_value_itself() -> None:
    options = Options(war_path=True, colours=(BLUE, RED))
    state = window(A.new_game(2, seed=3, options=options), Play(0, HUNTER))
    values = [
        state, state.setup, state.cards, A.view(state, 1), options, Play(1, CHIEF), Pass(0),
        Take(0, Loot.ITEM, PrairieCard.RED_HUNTER), state.board[0], PrairieCard.TIPI,
    ]  # fmt: skip
    for value in values:
        assert copy.copy(value) is value
        assert copy.deepcopy(value) is value


def test_the_game_registers_the_six_contract_functions() -> None:
    game = fg.get_game("apache")
    assert (game.timing, game.describe, game.narrate) == (A.timing, A.describe, A.narrate)
    assert (game.codec, game.features, game.feature_size) == (
        A.codec, A.features, A.feature_size,
    )  # fmt: skip
