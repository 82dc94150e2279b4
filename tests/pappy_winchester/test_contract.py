"""Pappy Winchester's contract v2: timing, words (describe, parse, narrate), the action
codec, the features, the helpers that take a view, and frozen values that copy as themselves."""

from __future__ import annotations

import copy

import pytest

import frontier_games as fg
from frontier_games.core import SetupError, Timing
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    Bid,
    BonusKind,
    Duel,
    HiddenCard,
    HiddenKind,
    LastPurchase,
    MoveVehicle,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    SecretObjective,
    SharedObjective,
    State,
    Vehicle,
)
from frontier_games.record import GameRecord, replay
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json
from tests.pappy_winchester.positions import changed, stacked

JEFF, MONICA, RONALD, ASHLEY = 0, 1, 2, 3
GAME = fg.get_game("pappy-winchester")

EXAMPLE_SEED = 162
"""Deals Jeff (seat 0 of 4) the First Player token and Plot token 17 first."""
EXAMPLE: tuple[PappyAction, ...] = (
    Bid(JEFF, 3000), Bid(MONICA, 4000), Pass(RONALD), Bid(ASHLEY, 5000), Bid(JEFF, 7000),
    Pass(MONICA), Pass(ASHLEY),
    Rumor(JEFF, HiddenCard(HiddenKind.MINE, 4)),
    Bid(JEFF, 1000), Bid(MONICA, 2000), Bid(RONALD, 3000), Pass(ASHLEY), Pass(JEFF),
    Duel(MONICA),
    MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 5),
)  # fmt: skip
"""The rulebook's example (Jeff wins plot 17 for $7000) and the page's sequel (Monica,
outbid by Ronald, challenges him to a duel for plot 11 and loses)."""
DUEL, MOVE = 13, 14
"""The example's positions before Monica's duel and before Ronald's Movement token."""


def play(state: State, *actions: PappyAction) -> State:
    for action in actions:
        state = pw.apply(state, action)
    return state


def example(steps: int) -> State:
    """The worked example after its first ``steps`` actions."""
    return play(pw.new_game(4, EXAMPLE_SEED), *EXAMPLE[:steps])


def bought_by_jeff(state: State, price: int = 1000) -> State:
    return play(state, Bid(JEFF, price), Pass(MONICA), Pass(RONALD), Pass(ASHLEY))


def parse(state: State, seat: int, text: str) -> PappyAction:
    action: PappyAction = fg.parse_action(
        GAME, pw.view(state, seat), pw.legal_actions(state, seat), text
    )
    return action


# -- timing -------------------------------------------------------------------------------


def test_one_seat_acts_at_a_time_so_timing_is_turn_until_the_game_is_over() -> None:
    state = stacked(plot=5, token=BonusKind.MOVEMENT, last=True)
    assert pw.timing(state) is Timing.TURN  # bidding
    state = bought_by_jeff(state)
    assert state.phase is Phase.MOVE
    assert pw.timing(state) is Timing.TURN
    state = pw.apply(state, MoveVehicle(JEFF, Vehicle.BOAT, 0))
    assert pw.timing(state) is Timing.OVER
    assert pw.timing(example(7)) is Timing.TURN  # a Rumor token


# -- describe -----------------------------------------------------------------------------


def test_bids_passes_and_duels_are_described_in_the_rulebook_s_words() -> None:
    view = pw.view(example(DUEL), JEFF)  # Monica and Ronald are left, Ronald bid $3000
    assert pw.describe(view, Bid(RONALD, 3000)) == "seat 2 bids $3000"
    assert pw.describe(view, Pass(MONICA)) == "seat 1 passes"
    assert pw.describe(view, Duel(MONICA)) == "seat 1 challenges seat 2 to a duel"
    assert pw.describe(pw.view(example(0), JEFF), Duel(JEFF)) == "seat 0 calls a duel"


def test_a_movement_says_where_the_vehicle_goes_or_that_it_stays_activated() -> None:
    view = pw.view(example(MOVE), JEFF)  # both vehicles on square 0
    assert (
        pw.describe(view, MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 4))
        == "seat 2 moves the Locomotive to railway square 4"
    )
    assert (
        pw.describe(view, MoveVehicle(RONALD, Vehicle.BOAT, 0))
        == "seat 2 activates, with no move, the Boat on river square 0"
    )


def test_the_seat_choosing_a_square_is_told_what_it_pays() -> None:
    """Ronald owns 11 and Jeff 17 (and, here, Monica 7 and 8): the bridge (railway square
    5) touches 6, 7, 8 and 11."""
    owners = list(example(MOVE).table.owners)
    owners[7 - 1] = owners[8 - 1] = MONICA
    state = changed(example(MOVE), owners=tuple(owners))
    view = pw.view(state, RONALD)
    assert (
        pw.describe(view, MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 5))
        == "seat 2 moves the Locomotive to railway square 5 (earnings: yours $1000, seat 1's"
        " $2000)"
    )
    assert (
        pw.describe(view, MoveVehicle(RONALD, Vehicle.BOAT, 0))
        == "seat 2 activates, with no move, the Boat on river square 0 (earnings: none)"
    )
    # the others read the move without the note, and so do narrations
    seen = pw.view(state, JEFF)
    assert pw.describe(seen, MoveVehicle(RONALD, Vehicle.BOAT, 0)).endswith("square 0")
    assert pw.narrate(state, MoveVehicle(RONALD, Vehicle.BOAT, 0), RONALD)[0].endswith("square 0")


def test_a_rumor_names_the_card_looked_at() -> None:
    view = pw.view(example(7), JEFF)
    assert (
        pw.describe(view, Rumor(JEFF, HiddenCard(HiddenKind.OBJECTIVE, RONALD, 0)))
        == "seat 0 looks at Secret Objective card 1 of seat 2"
    )
    assert (
        pw.describe(view, Rumor(JEFF, HiddenCard(HiddenKind.MINE, 3)))
        == "seat 0 looks at the Mine card on plot 3"
    )
    assert (
        pw.describe(view, Rumor(JEFF, HiddenCard(HiddenKind.RANCH, 19)))
        == "seat 0 looks at the Ranch card on plot 19"
    )


def test_describe_refuses_what_is_not_a_pappy_action() -> None:
    with pytest.raises(TypeError, match="expected a Pappy Winchester action, got 'bid'"):
        pw.describe(pw.view(example(0), JEFF), "bid")  # type: ignore[arg-type]


# -- parse_action -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("bid 7000", Bid(JEFF, 7000)),
        ("bid $7,000", Bid(JEFF, 7000)),
        ("Seat 0 bids $1000", Bid(JEFF, 1000)),
        ("pass", Pass(JEFF)),
    ],
)
def test_typed_bids_and_passes_are_read_back(text: str, action: PappyAction) -> None:
    assert parse(example(0), JEFF, text) == action


def test_the_first_actor_s_second_bid_is_2000_as_the_text_module_shows() -> None:
    state = pw.new_game(3, 1)
    (seat,) = pw.actors(state)
    legal = pw.legal_actions(state, seat)
    assert legal[1] == Bid(seat, 2000)
    assert fg.parse_action(GAME, pw.view(state, seat), legal, "bid $2,000") == legal[1]


def test_duel_is_read_back_when_two_bidders_are_left() -> None:
    assert parse(example(DUEL), MONICA, "duel") == Duel(MONICA)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("boat 2", MoveVehicle(RONALD, Vehicle.BOAT, 2)),
        ("move boat 2", MoveVehicle(RONALD, Vehicle.BOAT, 2)),
        ("boat 0", MoveVehicle(RONALD, Vehicle.BOAT, 0)),  # where it stands
        ("move boat 0", MoveVehicle(RONALD, Vehicle.BOAT, 0)),
        ("activate the boat 0", MoveVehicle(RONALD, Vehicle.BOAT, 0)),
        ("locomotive 5", MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 5)),
        ("move loco 12", MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 12)),
    ],
)
def test_typed_vehicle_moves_are_read_back(text: str, action: PappyAction) -> None:
    assert parse(example(MOVE), RONALD, text) == action


def test_typed_rumors_are_read_back_and_an_ambiguous_one_lists_the_close_moves() -> None:
    state = example(7)
    assert parse(state, JEFF, "look at mine 3") == Rumor(JEFF, HiddenCard(HiddenKind.MINE, 3))
    assert parse(state, JEFF, "ranch") == Rumor(JEFF, HiddenCard(HiddenKind.RANCH, 19))
    assert parse(state, JEFF, "look at card 2 of seat 1") == Rumor(
        JEFF, HiddenCard(HiddenKind.OBJECTIVE, MONICA, 1)
    )
    with pytest.raises(fg.ActionParseError) as caught:
        parse(state, JEFF, "look at seat 2")
    assert caught.value.closest == (
        "seat 0 looks at Secret Objective card 1 of seat 2",
        "seat 0 looks at Secret Objective card 2 of seat 2",
    )
    assert "could be 2 moves" in str(caught.value)


def test_a_bid_that_is_not_legal_is_refused_with_the_closest_bids() -> None:
    with pytest.raises(fg.ActionParseError) as caught:
        parse(example(0), JEFF, "bid 500")
    assert "seat 0 bids $5000" in caught.value.closest
    assert isinstance(caught.value, ValueError)


# -- narrate: the rulebook's example --------------------------------------------------------


def test_jeff_s_purchase_of_plot_17_for_7000_is_narrated_as_the_rulebook_tells_it() -> None:
    assert pw.narrate(example(6), Pass(ASHLEY), None) == (
        "seat 3 passes",
        "seat 0 buys plot 17 for $7000",
        "each other seat receives $2000; $1000 goes to the saloon",
        "seat 0 places a hat on plot 17 and takes its Rumor token",
        "seat 0 takes the First Player token",
        "seat 0 uses the Rumor token next: it looks at a face-down card",
    )


def test_only_the_seat_that_looked_is_told_what_the_card_shows() -> None:
    state, look = example(7), EXAMPLE[7]
    assert pw.narrate(state, look, JEFF) == (
        "seat 0 looks at the Mine card on plot 4",
        "it shows $4000",
        "seat 0 draws plot 11 (forest, Movement token): the auction opens",
    )
    told = ("seat 0 looks at the Mine card on plot 4", pw.narrate(state, look, JEFF)[2])
    assert pw.narrate(state, look, MONICA) == pw.narrate(state, look, None) == told


def test_a_duel_tells_the_pistol_duel_cards_and_what_the_bang_holder_paid() -> None:
    assert pw.narrate(example(DUEL), Duel(MONICA), ASHLEY) == (
        "seat 1 challenges seat 2 to a duel",
        "the Pistol Duel cards are turned over: Bang! for seat 2, Click! for seat 1",
        "seat 2 buys plot 11 for $3000",
        "each other seat receives $1000",
        "seat 2 places a hat on plot 11 and takes its Movement token",
        "seat 2 takes the First Player token",
        "seat 2 uses the Movement token next: it activates a vehicle",
    )


def test_a_movement_tells_which_plots_bring_1000_to_their_owners() -> None:
    state = example(MOVE)
    assert pw.narrate(state, MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 5), JEFF) == (
        "seat 2 moves the Locomotive to railway square 5",
        "plot 11 brings $1000 to seat 2",
        "seat 2 draws plot 7 (forest, Rumor token): the auction opens",
    )
    assert pw.narrate(state, MoveVehicle(RONALD, Vehicle.BOAT, 0), JEFF)[1] == (
        "no plot beside the Boat has an owner: the bank pays nobody"
    )


# -- narrate: purchases ---------------------------------------------------------------------


def test_nobody_bids_so_the_first_player_buys_for_1000_or_for_nothing() -> None:
    state = play(stacked(plot=17, token=BonusKind.RUMOR), Pass(JEFF), Pass(MONICA), Pass(RONALD))
    assert pw.narrate(state, Pass(ASHLEY), MONICA)[1:3] == (
        "nobody bids: the first player, seat 0, buys plot 17 for $1000",
        "$1000 goes to the saloon",
    )
    broke = changed(state, money=(0, 8000, 8000, 8000))
    assert pw.narrate(broke, Pass(ASHLEY), MONICA)[1:3] == (
        "nobody bids: the first player, seat 0, gets plot 17 for nothing",
        "seat 0 places a hat on plot 17 and takes its Rumor token",
    )
    assert pw.narrate(state, Bid(ASHLEY, 2000), MONICA)[1] == "seat 3 buys plot 17 for $2000"


def test_a_saloon_token_tells_the_tips_it_collects() -> None:
    state = stacked(plot=17, token=BonusKind.SALOON, saloon=4000)
    told = pw.narrate(play(state, Bid(JEFF, 2000), Pass(MONICA), Pass(RONALD)), Pass(ASHLEY), None)
    assert told[2:4] == (
        "$2000 goes to the saloon",
        "seat 0 places a hat on plot 17 and takes its Saloon token: it collects the $4000 of tips"
        " on the saloon",
    )


def test_an_empty_saloon_completes_that_shared_objective_and_its_pile_is_told() -> None:
    objectives = (SharedObjective.EMPTY_SALOON, *(SharedObjective.LAST_AUCTION,) * 4)
    state = stacked(plot=17, token=BonusKind.SALOON, saloon=0, objectives=objectives)
    told = pw.narrate(play(state, Bid(JEFF, 3000), Pass(MONICA), Pass(RONALD)), Pass(ASHLEY), None)
    assert told[1:] == (
        "seat 0 buys plot 17 for $3000",
        "each other seat receives $1000",
        "seat 0 places a hat on plot 17 and takes its Saloon token: there are no tips on the"
        " saloon to collect",
        "seat 0 takes the First Player token",
        'seat 0 completes the shared objective "If a player gets a Saloon token without'
        ' collecting the money, this player then wins this shared objective." and takes its'
        " pile of $3000",
        told[-1],
    )
    assert told[-1].startswith("seat 0 draws plot ")


def test_a_mine_card_is_revealed_and_paid_by_the_bank() -> None:
    state = stacked(plot=4, token=BonusKind.MOVEMENT)
    state = changed(state, cards=(None, 0, 0, 6000, *(None,) * 15))
    state = play(state, Bid(JEFF, 1000), Pass(MONICA), Pass(RONALD))
    assert "the Mine card on plot 4 shows $6000: the bank pays seat 0 $6000" in pw.narrate(
        state, Pass(ASHLEY), MONICA
    )
    empty = changed(state, cards=(None, 0, 0, 0, *(None,) * 15))
    assert "the Mine card on plot 4 shows $0: it is empty" in pw.narrate(
        empty, Pass(ASHLEY), MONICA
    )


def test_the_last_purchase_ends_the_game_with_every_fortune_and_the_winner() -> None:
    owners = dict.fromkeys(range(1, 17), MONICA) | {18: RONALD, 19: ASHLEY}
    state = stacked(plot=17, token=BonusKind.SALOON, owners=owners, last=True)
    hands = (
        (SecretObjective.RUMOR_TOKENS, SecretObjective.MOVEMENT_TOKENS),
        (SecretObjective.FOREST, SecretObjective.DESERT),  # 6 forests, 7 deserts
        (SecretObjective.PRAIRIE, SecretObjective.RIVER),  # the prairie 18
        (SecretObjective.SALOON, SecretObjective.MINES),
    )
    bonus = tuple(BonusKind.SALOON if n == 17 else BonusKind.RUMOR for n in range(1, 20))
    state = changed(state, secrets=hands, bonus=bonus)
    state = play(state, Bid(JEFF, 3000), Pass(MONICA), Pass(RONALD))
    assert pw.narrate(state, Pass(ASHLEY), RONALD) == (
        "seat 3 passes",
        "seat 0 buys plot 17 for $3000",
        "each other seat receives $1000",
        "seat 0 places a hat on plot 17 and takes its Saloon token: it collects the $1000 of"
        " tips on the saloon",
        "seat 0 takes the First Player token",
        "all 19 plots are bought: the game is over",
        "seat 0's fortune: $6000 (banknotes $6000, secret objectives $0, most plots $0)",
        "seat 1's fortune: $53000 (banknotes $9000, secret objectives $39000, most plots $5000)",
        "seat 2's fortune: $12000 (banknotes $9000, secret objectives $3000, most plots $0)",
        "seat 3's fortune: $9000 (banknotes $9000, secret objectives $0, most plots $0)",
        "seat 1 wins",
    )


def test_every_seat_is_told_the_same_but_what_a_rumor_showed_the_seat_that_looked() -> None:
    for players, seed in ((3, 4), (5, 9)):
        state = pw.new_game(players, seed)
        rng = Rng.from_seed(seed)
        while not pw.is_over(state):
            (seat,) = pw.actors(state)
            legal = pw.legal_actions(state, seat)
            pick, rng = randbelow(rng, len(legal))
            action = legal[pick]
            public = pw.narrate(state, action, None)
            for viewer in range(players):
                told = pw.narrate(state, action, viewer)
                if isinstance(action, Rumor) and viewer == seat:
                    assert told[1].startswith("it shows ")
                    told = told[:1] + told[2:]
                assert told == public
            state = pw.apply(state, action)


def test_a_lone_bid_that_ends_the_auction_is_public_as_the_last_purchase() -> None:
    """R3: once every other seat passed without a bid, the last seat's bid ends the
    auction; its amount stays in every view as the last purchase's price, so a narration
    of it tells nothing a seat cannot see."""
    state = play(stacked(plot=17), Pass(JEFF), Pass(MONICA), Pass(RONALD))
    after = pw.apply(state, Bid(ASHLEY, 2000))
    for seat in (JEFF, None):
        assert pw.view(after, seat).last_purchase == LastPurchase(17, ASHLEY, 2000)
    cheaper = pw.apply(state, Bid(ASHLEY, 1000))
    assert pw.view(cheaper, None) != pw.view(after, None)
    assert "Last purchase: plot 17 by seat 3 for $2000" in pw.render(pw.view(after, None))


def test_the_vehicle_a_movement_token_activated_is_public() -> None:
    state = example(MOVE)
    assert pw.view(state, None).activated is None
    boat = pw.apply(state, MoveVehicle(RONALD, Vehicle.BOAT, 0))
    locomotive = pw.apply(state, MoveVehicle(RONALD, Vehicle.LOCOMOTIVE, 0))
    assert pw.view(boat, JEFF).activated is Vehicle.BOAT
    assert pw.view(locomotive, JEFF).activated is Vehicle.LOCOMOTIVE


def test_a_card_looked_at_again_is_public_as_the_card_the_last_rumor_looked_at() -> None:
    """R8: a card may be looked at again, which leaves ``known`` as it was."""
    card = HiddenCard(HiddenKind.OBJECTIVE, MONICA, 1)
    state = changed(example(7), known=(frozenset({card}), frozenset(), frozenset(), frozenset()))
    again = pw.apply(state, Rumor(JEFF, card))
    assert again.table.known == state.table.known
    assert pw.view(again, RONALD).looked_at == card
    other = pw.apply(state, Rumor(JEFF, HiddenCard(HiddenKind.RANCH, 19)))
    assert pw.view(other, RONALD).looked_at == HiddenCard(HiddenKind.RANCH, 19)


def test_narrating_an_illegal_action_refuses_it() -> None:
    with pytest.raises(fg.IllegalActionError) as caught:
        pw.narrate(example(0), Bid(MONICA, 1000), None)
    assert caught.value.rule == "not-your-turn"


# -- the action codec -------------------------------------------------------------------------


def test_money_bound_is_all_the_money_that_can_come_into_play() -> None:
    # 4 x $8000, $1000 on the saloon, piles $25000, the best three Mine cards $20000, the
    # best Ranch card $10000, 7 Movement tokens x 4 plots beside the bridge x $1000
    assert pw.money_bound(4) == 32000 + 1000 + 25000 + 20000 + 10000 + 28000 == 116000
    assert pw.money_bound(3) == 108000
    assert pw.money_bound(5) == 124000
    assert pw.max_actions(4) == 19 * (116 + 4 + 2)
    with pytest.raises(SetupError):
        pw.money_bound(6)
    with pytest.raises(SetupError, match="must be a pappy_winchester Content"):
        pw.money_bound(4, "standard")  # type: ignore[arg-type]


@pytest.mark.parametrize(("players", "size"), [(3, 151), (4, 161), (5, 171)])
def test_the_action_space_is_every_bid_pass_duel_square_and_card(players: int, size: int) -> None:
    # bids up to the money bound, Pass, Duel, 15 railway and 16 river squares, two Secret
    # Objective cards per seat, three mines and the ranch
    bids = pw.money_bound(players) // 1000
    assert size == bids + 2 + 15 + 16 + 2 * players + 3 + 1
    codec = pw.codec(players)
    assert codec.size == size
    assert codec.decode(0, 1) == Bid(1, 1000)
    assert codec.decode(bids - 1, 1) == Bid(1, bids * 1000)
    assert codec.decode(bids, 1) == Pass(1)
    assert codec.decode(bids + 1, 1) == Duel(1)
    assert codec.decode(bids + 2, 1) == MoveVehicle(1, Vehicle.LOCOMOTIVE, 0)
    assert codec.decode(bids + 17, 1) == MoveVehicle(1, Vehicle.BOAT, 0)
    rumors = bids + 33
    assert codec.decode(rumors, 1) == Rumor(1, HiddenCard(HiddenKind.OBJECTIVE, 0, 0))
    assert codec.decode(rumors + 1, 1) == Rumor(1, HiddenCard(HiddenKind.OBJECTIVE, 0, 1))
    assert [codec.decode(i, 1).card for i in range(size - 4, size)] == [  # type: ignore[union-attr]
        HiddenCard(HiddenKind.MINE, 2),
        HiddenCard(HiddenKind.MINE, 3),
        HiddenCard(HiddenKind.MINE, 4),
        HiddenCard(HiddenKind.RANCH, 19),
    ]


def test_a_legal_60000_bid_encodes() -> None:
    state = stacked(money=(60000, 8000, 8000, 8000))
    legal = pw.legal_actions(state, JEFF)
    assert Bid(JEFF, 60000) in legal
    codec = pw.codec(4)
    assert codec.encode(Bid(JEFF, 60000)) == 59
    assert codec.decode(59, JEFF) == Bid(JEFF, 60000)
    mask = codec.mask(legal)
    assert sum(mask) == len(legal) == 60 + 1  # every bid to $60000, then Pass
    assert mask[59]
    assert not mask[60]


def test_the_codec_depends_only_on_the_player_count_and_options() -> None:
    assert pw.codec(4) is pw.codec(4, pw.Options())
    assert pw.codec(4, pw.Options(open_money=True)).size == pw.codec(4).size
    with pytest.raises(SetupError):
        pw.codec(2)
    with pytest.raises(SetupError, match="options must be a pappy-winchester Options"):
        pw.codec(4, "standard")  # type: ignore[arg-type]


# -- features -----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(3, 445), (4, 518), (5, 595)])
def test_the_feature_size_is_fixed_per_configuration(players: int, size: int) -> None:
    assert pw.feature_size(players) == size
    state = pw.new_game(players, 3)
    for seat in (*range(players), None):
        assert len(pw.features(pw.view(state, seat))) == size
    with pytest.raises(SetupError):
        pw.feature_size(players, "standard")  # type: ignore[arg-type]


def test_the_features_of_the_first_auction_follow_the_documented_layout() -> None:
    state = example(3)  # plot 17 (Rumor token) up for auction; Jeff $3000, Monica $4000
    features = pw.features(pw.view(state, MONICA))
    bound, p = 116000.0, 4
    at = 0

    def take(length: int) -> tuple[float, ...]:
        nonlocal at
        at += length
        return features[at - length : at]

    assert take(4) == (1.0, 0.0, 0.0, 0.0)  # phase: bidding
    assert take(p) == (0.0, 1.0, 0.0, 0.0)  # viewer: seat 1
    assert take(2 * p) == (0.0, 0.0, 8000 / bound, 1.0, 0.0, 0.0, 0.0, 0.0)  # own money only
    assert take(2) == (32000 / bound, 1000 / bound)  # money total, saloon
    plots = [take(p + 8) for _ in range(19)]
    assert plots[17 - 1] == (0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1)  # unowned, Rumor, this turn
    assert plots[4 - 1][p + 4 : p + 7] == (0.0, 0.0, 1.0)  # a hidden mine, token to draw
    objectives = [take(10 + 1 + p + 1) for _ in range(5)]
    assert all(pile[-1] == 1.0 for pile in objectives)  # none taken yet
    assert [pile[10] for pile in objectives] == [3 / 7, 4 / 7, 5 / 7, 6 / 7, 1.0]
    secrets = [take(11) for _ in range(2 * p)]
    assert [card[10] for card in secrets] == [1, 1, 0, 0, 1, 1, 1, 1]  # Monica's shown
    assert secrets[2][list(SecretObjective).index(SecretObjective.MINES)] == 1.0
    assert take(p) == (1.0, 1.0, 1.0, 1.0)  # duel tokens
    assert take(p) == (1.0, 0.0, 0.0, 0.0)  # Jeff is the first player
    assert take(p) == (1.0, 1.0, 0.0, 1.0)  # still in: Ronald passed
    assert take(p) == (0.0, 0.0, 0.0, 1.0)  # Ashley to act
    assert take(1) == (4000 / bound,)
    assert take(p) == (0.0, 1.0, 0.0, 0.0)  # Monica's high bid
    assert take(p) == (3000 / bound, 4000 / bound, 0.0, 0.0)
    assert take(15)[0] == take(16)[0] == 1.0  # both vehicles on square 0
    assert take(p * (2 * p + 4)) == (0.0,) * p * (2 * p + 4)  # nobody looked at a card
    assert at == len(features) == pw.feature_size(4)


def test_features_read_the_view_so_equal_views_give_equal_features() -> None:
    state = example(8)  # Jeff looked at the Mine card on plot 4
    seen = pw.view(state, JEFF)
    for k in range(3):
        assert pw.features(pw.view(pw.determinize(seen, k), JEFF)) == pw.features(seen)
    assert pw.features(seen) != pw.features(pw.view(state, MONICA))


# -- helpers on views ---------------------------------------------------------------------


def with_open_money(state: State) -> State:
    return changed(state, options=pw.Options(open_money=True))


def test_rumor_targets_and_the_lowest_bid_are_the_same_from_a_view() -> None:
    state = example(7)
    for seat in (JEFF, MONICA, None):
        assert pw.rumor_targets(pw.view(state, seat), JEFF) == pw.rumor_targets(state, JEFF)
    with pytest.raises(ValueError, match="no auction is going on"):
        pw.lowest_bid(pw.view(state, JEFF))
    state = example(11)  # Ronald bid $3000
    assert pw.lowest_bid(state) == 4000
    assert all(pw.lowest_bid(pw.view(state, seat)) == 4000 for seat in (0, 1, 2, 3, None))
    assert pw.lowest_bid(example(0)) == pw.lowest_bid(pw.view(example(0), None)) == 1000


def test_a_view_s_fortunes_hold_only_what_that_view_shows() -> None:
    state = example(6)
    parts, leaders = pw.fortunes(pw.view(state, MONICA))
    assert parts[MONICA] == pw.fortunes(state)[0][MONICA]
    assert parts[JEFF] == {"most plots": 0}
    assert leaders == pw.fortunes(state)[1]
    open_parts, _ = pw.fortunes(pw.view(with_open_money(state), MONICA))
    assert open_parts[JEFF] == {"banknotes": 8000, "most plots": 0}
    assert pw.secret_objective_value(pw.view(state, MONICA), MONICA) == (
        pw.secret_objective_value(state, MONICA)
    )
    with pytest.raises(ValueError, match="does not show seat 0's Secret Objective cards"):
        pw.secret_objective_value(pw.view(state, MONICA), JEFF)
    # a seat that looked at both of Jeff's cards knows what they are worth
    both = frozenset(HiddenCard(HiddenKind.OBJECTIVE, JEFF, slot) for slot in (0, 1))
    looked = changed(state, known=(frozenset(), both, frozenset(), frozenset()))
    assert pw.fortunes(pw.view(looked, MONICA))[0][JEFF] == {
        "secret objectives": pw.secret_objective_value(state, JEFF),
        "most plots": 0,
    }


def test_at_the_end_every_view_s_fortunes_are_the_state_s() -> None:
    state = pw.new_game(3, 11)
    rng = Rng.from_seed(11)
    while not pw.is_over(state):
        (seat,) = pw.actors(state)
        legal = pw.legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        state = pw.apply(state, legal[pick])
    for viewer in (0, 1, 2, None):
        assert pw.fortunes(pw.view(state, viewer)) == pw.fortunes(state)
    assert pw.fortunes(state)[0][0].keys() == {"banknotes", "secret objectives", "most plots"}


# -- frozen values, records ---------------------------------------------------------------


def test_copying_states_views_options_content_and_actions_gives_them_back() -> None:
    state = example(7)
    values = (
        state,
        state.deal,
        state.table,
        pw.view(state, JEFF),
        pw.Options(),
        pw.Options().content,
        pw.STANDARD_BOARD,
        EXAMPLE[7],
        HiddenCard(HiddenKind.MINE, 4),
        example(MOVE).table.last_duel,
        pw.view(example(MOVE), None).last_purchase,
    )
    for value in values:
        assert copy.copy(value) is value
        assert copy.deepcopy(value) is value


def test_a_version_1_record_with_enums_by_value_replays_the_worked_example() -> None:
    actions = [
        '{"type": "Bid", "player": 0, "amount": 3000}',
        '{"type": "Bid", "player": 1, "amount": 4000}',
        '{"type": "Pass", "player": 2}',
        '{"type": "Bid", "player": 3, "amount": 5000}',
        '{"type": "Bid", "player": 0, "amount": 7000}',
        '{"type": "Pass", "player": 1}',
        '{"type": "Pass", "player": 3}',
        '{"type": "Rumor", "player": 0, "card": {"kind": "mine", "where": 4, "slot": 0}}',
        '{"type": "Bid", "player": 0, "amount": 1000}',
        '{"type": "Bid", "player": 1, "amount": 2000}',
        '{"type": "Bid", "player": 2, "amount": 3000}',
        '{"type": "Pass", "player": 3}',
        '{"type": "Pass", "player": 0}',
        '{"type": "Duel", "player": 1}',
        '{"type": "MoveVehicle", "player": 2, "vehicle": "locomotive", "square": 5}',
    ]
    text = (
        '{"schema_version": 1, "game": "pappy-winchester", "players": 4, "seed": 162,'
        f' "options": {{"open_money": true}}, "actions": [{", ".join(actions)}], "labels": []}}'
    )
    record = from_json(text, GameRecord)
    assert record.typed_actions(GAME) == EXAMPLE
    assert record.typed_options(GAME) == pw.Options(open_money=True)
    final = replay(record)[-1]
    assert final == play(pw.new_game(4, EXAMPLE_SEED, pw.Options(open_money=True)), *EXAMPLE)
