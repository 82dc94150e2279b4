"""4. Challenging to a poker game: the challenge and its stake, the answer (a Coyote, or
the stake, reduced to what a poorer challenged player proves to hold), the others
joining, the cards face down (the challenged player's last), the Cheaters, Professional
Players and Tar & Feathers, the highest card, and a loser's revolver: the Coyotes run
away with the money, the others fight for the rest.

Every step keeps a :class:`~.rattlesnake_city.model.Poker` in the turn; the seats still
to decide are its ``asked``, in the order they decide.
"""

from __future__ import annotations

import functools
from bisect import bisect_right
from collections.abc import Iterator, Mapping
from types import MappingProxyType

from frontier_games.deck import cards_left, discard, draw, remove_card
from frontier_games.games.rattlesnake_city import deal, naming, poker
from frontier_games.games.rattlesnake_city.content import (
    MAX_PLAYERS,
    Card,
    CardKind,
    Content,
    in_order,
)
from frontier_games.games.rattlesnake_city.income import BILL
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    Challenge,
    Cheat,
    Pass,
    PlayCard,
    PlayCoyote,
    PlayProfessional,
    Poker,
    Setup,
    State,
    Step,
    TakeUp,
    TarAndFeather,
    View,
)
from frontier_games.games.rattlesnake_city.position import (
    EVERY_SEAT,
    MOST_STAKE,
    STAKE_MENU,
    playing_cards,
)
from frontier_games.games.rattlesnake_city.pot import (
    at,
    clockwise,
    ended,
    next_runner,
    pass_revolver,
    settle,
    who_may_tar,
)
from frontier_games.games.rattlesnake_city.turn import paid, still_face_down
from frontier_games.moves import Check, Move

__all__ = [
    "ASK_LOWER_STAKE",
    "CHALLENGE",
    "CHEAT",
    "PLAY_CARD",
    "PLAY_COYOTE",
    "PLAY_PROFESSIONAL",
    "TAKE_UP",
    "TAR_AND_FEATHER",
    "ask_lower_stake",
    "ask_lower_stake_ids",
    "challenge",
    "challenge_beyond_menu_ids",
    "challenge_menu_ids",
    "cheat",
    "cheat_ids",
    "lower_stake",
    "no_card",
    "pass_poker",
    "play_card",
    "play_card_ids",
    "play_coyote",
    "play_coyote_ids",
    "play_professional",
    "play_professional_ids",
    "real_deal_beyond_menu_ids",
    "real_deal_menu_ids",
    "take_up",
    "take_up_ids",
    "tar_and_feather",
    "tar_and_feather_ids",
]


# -- small pieces --------------------------------------------------------------------------


def _without_card(state: State, seat: int, card: Card, *, to_discards: bool = True) -> State:
    """``seat`` plays ``card`` from its hand (discarded, unless it stays on the table)."""
    me = state.seats[seat]
    new = me.evolve(hand=remove_card(me.hand, card))
    seats = (*state.seats[:seat], new, *state.seats[seat + 1 :])
    piles = state.piles
    if to_discards:
        piles = piles.evolve(actions=discard(piles.actions, card))
    return state.evolve(seats=seats, piles=piles)


def _to_pot(state: State, seat: int, amount: int) -> State:
    """``seat`` places ``amount`` on the table (a refund if negative)."""
    me = state.seats[seat]
    new = me.evolve(money=me.money - amount)
    return state.evolve(seats=(*state.seats[:seat], new, *state.seats[seat + 1 :]))


def _game(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


_PLAYING_CARDS = tuple(card for card in Card if card.kind is CardKind.PLAYING)
"""The playing cards, in enum order (the order hands keep them in)."""


def _holds_playing_card(state: State, seat: int) -> bool:
    """Whether ``seat`` holds a playing card."""
    return any(card.kind is CardKind.PLAYING for card in state.seats[seat].hand)


# -- the challenge, the answer, the others joining -----------------------------------------


def challenge(state: State, action: Challenge) -> State:
    """The stake goes on the table; a challenged player without a playing card draws an
    action card ("good faith is of course expected"), and answers."""
    seat, opponent = action.player, action.opponent
    state = _to_pot(state, seat, action.stake)
    them = state.seats[opponent]
    piles = state.piles
    if not action.real_deal and not playing_cards(them.hand) and cards_left(piles.actions):
        card, actions, rng = draw(piles.actions, state.rng)
        hand = in_order((*them.hand, *card))
        new = them.evolve(hand=hand)
        state = state.evolve(
            seats=(*state.seats[:opponent], new, *state.seats[opponent + 1 :]),
            piles=piles.evolve(
                actions=actions, unrevealed=still_face_down(piles.unrevealed, actions)
            ),
            rng=rng,
        )
    game = Poker(
        challenger=seat,
        challenged=opponent,
        stake=action.stake,
        players=(seat,),
        asked=(opponent,),
        pot=action.stake,
        real_deal=action.real_deal,
    )
    turn = state.turn.evolve(
        tile=None,
        offer=None,
        challenged=True,
        attack=None,
        fight=None,
        poker=None,
        loot=None,
    )
    state = state.evolve(turn=turn)
    return at(state, Step.CHALLENGED, game)


def _first_challenge(state: State, action: Challenge) -> bool:
    return not state.turn.challenged


def _an_opponent(state: State, action: Challenge) -> bool:
    return action.opponent != action.player


def _a_card_to_play(state: State, action: Challenge) -> bool:
    return action.real_deal or _holds_playing_card(state, action.player)


def _said_no_card_to_play(state: State, action: Challenge) -> str:
    if state.setup.options.real_deal:
        return "a challenger needs a playing card to play (a real deal needs only the money)"
    return "a challenger needs a playing card to play"


def _on_the_menu(state: State, action: Challenge) -> bool:
    return not state.setup.options.stake_menu or action.stake in STAKE_MENU


def _stake_held(state: State, action: Challenge) -> bool:
    return action.stake <= state.seats[action.player].money


_DEALS: Mapping[tuple[bool, bool], tuple[bool, ...]] = MappingProxyType(
    {
        (False, False): (),
        (False, True): (True,),
        (True, False): (False,),
        (True, True): (False, True),
    }
)
"""The deals a challenger may offer, by whether it holds a playing card and whether the
real deal is played: the normal game needs a playing card, a real deal only the money."""

_WHOLE_BILLS = tuple(range(BILL, MOST_STAKE + 1, BILL))
"""Every stake a challenger may ever place, lowest first: ``position.stakes`` of the most
money a player holds while the game goes on."""


@functools.cache
def _challenges_of(
    seat: int, opponent: int
) -> Mapping[tuple[tuple[bool, ...], bool], tuple[Challenge, ...]]:
    """``seat``'s challenges of ``opponent``, built once: for each deals offered and
    whether the stakes are the menu's, by stake and then deal (the order of
    the listing), the same objects in every table. A listing slices them by the
    challenger's money; the space is made of them."""
    each = {
        (stake, deal): Challenge(seat, opponent, stake, deal)
        for stake in _WHOLE_BILLS
        for deal in (False, True)
    }
    return MappingProxyType(
        {
            (deals, menu): tuple(
                each[stake, deal]
                for stake in (STAKE_MENU if menu else _WHOLE_BILLS)
                for deal in deals
            )
            for deals in _DEALS.values()
            for menu in (False, True)
        }
    )


def _challenge_space(setup: Setup, seat: int) -> Iterator[Challenge]:
    """Each opponent (the seat itself included), each whole number of bills up to
    ``position.MOST_STAKE`` (the menu's among them), the normal game and, if it is played,
    the real deal: the challenges of the action codec."""
    deals = (False, True) if setup.options.real_deal else (False,)
    for opponent in range(setup.players):
        yield from _challenges_of(seat, opponent)[deals, False]


def _challenges_listed(state: State, seat: int) -> list[Challenge]:
    """The challenges: each opponent, each stake the challenger holds, each deal."""
    if state.turn.challenged:
        return []
    options = state.setup.options
    deals = _DEALS[_holds_playing_card(state, seat), options.real_deal]
    money = state.seats[seat].money
    menu = options.stake_menu
    count = bisect_right(STAKE_MENU, money) if menu else min(money, MOST_STAKE) // BILL
    if not deals or count <= 0:
        return []
    end = count * len(deals)
    found: list[Challenge] = []
    for opponent in range(state.setup.players):
        if opponent != seat:
            found.extend(_challenges_of(seat, opponent)[deals, menu][:end])
    return found


def _challenge_words(view: View, action: Challenge) -> naming.Said:
    opponent, stake = naming.seat(action.opponent), naming.money(action.stake)
    text = f"{opponent} to poker for {stake}"
    if action.real_deal:
        text = f"{opponent} to a real deal for a {stake} blind"
    return f"challenge {text}", f"challenges {text}"


CHALLENGE: Move[State, Challenge] = Move(
    Challenge,
    checks=(
        Check(
            "one-poker-game-per-turn",
            "a player may challenge to poker only once per turn",
            _first_challenge,
        ),
        Check("own-seat", "a player challenges an opponent to poker, not itself", _an_opponent),
        Check("no-playing-card", _said_no_card_to_play, _a_card_to_play),
        Check(
            "not-on-the-menu",
            "with the stake menu, the stake is "
            + ", ".join(f"${stake:,}" for stake in STAKE_MENU[:-1])
            + f" or ${STAKE_MENU[-1]:,}",
            _on_the_menu,
        ),
        Check(
            "stake-beyond-money",
            "the challenger places the stake from its own money: seat {action.player} holds "
            "less than ${action.stake:,}",
            _stake_held,
        ),
    ),
    effect=challenge,
    space=_challenge_space,
    listing=_challenges_listed,
    words=_challenge_words,
)
"""4. Once a turn, the player may challenge an opponent to poker: "they decide the amount
of the stake", any whole number of $1,000 bills it holds (with
``Options(stake_menu=True)``, those of $1,000, $2,000, $5,000, $10,000 and $20,000 it
holds), and it needs a playing card to play; with ``Options(real_deal=True)`` it may
offer a real deal instead, which needs only the money (R23, R29)."""


def take_up(state: State, action: TakeUp) -> State:
    """The challenged player places the stake (or, too poor, all its money: the stake
    is lowered to it for everyone), or another player joins for the stake."""
    game, seat = _game(state), action.player
    money = state.seats[seat].money
    if state.turn.step is Step.CHALLENGED and money < game.stake:
        state, game = _lowered(state, game, money)
    state = _to_pot(state, seat, game.stake)
    game = game.evolve(
        players=clockwise(state, game.challenger, (*game.players, seat)),
        pot=game.pot + game.stake,
    )
    return _next_joiner(state, game)


def _joins_with_a_card(state: State, action: TakeUp | AskLowerStake) -> bool:
    """One who joins (not the challenged player) needs a playing card, but in a real deal."""
    return (
        state.turn.step is not Step.JOIN
        or _game(state).real_deal
        or _holds_playing_card(state, action.player)
    )


_JOINS_WITH_A_CARD = "a player joins a poker game only with a playing card to play"


def _covers_the_stake(state: State, action: TakeUp) -> bool:
    """One who joins places the whole stake (the challenged player may place less)."""
    return (
        state.turn.step is not Step.JOIN or state.seats[action.player].money >= _game(state).stake
    )


def _said_joins_beyond_money(state: State, action: TakeUp) -> str:
    said = (
        f"a player joins for the whole stake, and seat {action.player} holds less than "
        f"${_game(state).stake:,}"
    )
    if state.seats[action.player].money > 0:
        said += ": it may ask the challenger to lower the stake to its money"
    return said


def _take_up_space(setup: Setup, seat: int) -> tuple[TakeUp]:
    return (TakeUp(seat),)


def _take_up_words(view: View, action: TakeUp) -> naming.Said:
    turn = view.turn
    game = turn.poker
    if game is None:
        return "take up the challenge", "takes up the challenge"
    if turn.step is Step.JOIN:
        stake = naming.money(game.stake)
        return f"join for {stake}", f"joins for {stake}"
    money = naming.money_of(view, action.player)
    if money is not None and money < game.stake:
        fortune = naming.money(money)
        return (
            f"take up the challenge (show your fortune: the stake falls to {fortune})",
            f"takes up the challenge (shows its fortune: the stake falls to {fortune})",
        )
    return "take up the challenge", "takes up the challenge"


TAKE_UP: Move[State, TakeUp] = Move(
    TakeUp,
    checks=(
        Check("no-playing-card", _JOINS_WITH_A_CARD, _joins_with_a_card),
        Check("stake-beyond-money", _said_joins_beyond_money, _covers_the_stake),
    ),
    effect=take_up,
    space=_take_up_space,
    words=_take_up_words,
)
"""4. The challenged player "cannot refuse the game" but with a Coyote: it takes up the
challenge, and one that "cannot cover the stake" places all its money, the stake lowered
to it (R24). Then "each of the other players may decide to take part, for the stake",
with a playing card to play (a real deal needs only the money) (R25)."""


def play_coyote(state: State, action: PlayCoyote) -> State:
    """A Yellow-Livered Coyote: the challenged player avoids the game (the others may
    still join), or a participant runs away from the gunfight."""
    state = _without_card(state, action.player, Card.YELLOW_LIVERED_COYOTE)
    game = _game(state)
    if state.turn.step is Step.CHALLENGED:
        return _next_joiner(state, game)
    return next_runner(state, game.evolve(fled=(*game.fled, action.player), asked=game.asked[1:]))


def _holds_a_coyote(state: State, action: PlayCoyote) -> bool:
    return Card.YELLOW_LIVERED_COYOTE in state.seats[action.player].hand


def _play_coyote_space(setup: Setup, seat: int) -> tuple[PlayCoyote]:
    return (PlayCoyote(seat),)


def _play_coyote_words(view: View, action: PlayCoyote) -> naming.Said:
    step = view.turn.step
    card = "a Yellow-Livered Coyote"
    if step is Step.CHALLENGED:
        return f"play {card} (refuse the poker game)", f"plays {card} (refuses the poker game)"
    if step is Step.RUN:
        return f"play {card} (run away with the money)", f"plays {card} (runs away with the money)"
    return f"play {card}", f"plays {card}"


PLAY_COYOTE: Move[State, PlayCoyote] = Move(
    PlayCoyote,
    checks=(
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no " + Card.YELLOW_LIVERED_COYOTE.value,
            _holds_a_coyote,
        ),
    ),
    effect=play_coyote,
    space=_play_coyote_space,
    words=_play_coyote_words,
)
"""4. "The challenged player can avoid the poker game only by playing a Yellow-Livered
Coyote" (R24); after a poker game, a participant playing one runs away from the gunfight
"with all the money" (R28)."""


def ask_lower_stake(state: State, action: AskLowerStake) -> State:
    """The challenger is asked to lower the stake to the asker's money."""
    return at(state, Step.LOWER, _game(state).evolve(asker=action.player))


def _too_poor(state: State, action: AskLowerStake) -> bool:
    return state.seats[action.player].money < _game(state).stake


def _said_not_too_poor(state: State, action: AskLowerStake) -> str:
    return (
        f"seat {action.player} holds the stake of ${_game(state).stake:,}: only a player too "
        "poor for it asks to lower it"
    )


def _some_money(state: State, action: AskLowerStake) -> bool:
    return state.seats[action.player].money > 0


def _ask_lower_stake_space(setup: Setup, seat: int) -> tuple[AskLowerStake]:
    return (AskLowerStake(seat),)


def _ask_lower_stake_words(view: View, action: AskLowerStake) -> naming.Said:
    money = naming.money_of(view, action.player)
    if money is None:
        return "ask for a lower stake", "asks for a lower stake"
    fortune = naming.money(money)
    return (
        f"ask for a lower stake ({fortune}, all your money)",
        f"asks for a lower stake ({fortune}, all its money)",
    )


ASK_LOWER_STAKE: Move[State, AskLowerStake] = Move(
    AskLowerStake,
    checks=(
        Check("no-playing-card", _JOINS_WITH_A_CARD, _joins_with_a_card),
        Check("can-cover-stake", _said_not_too_poor, _too_poor),
        Check(
            "no-money",
            "seat {action.player} holds no money: the stake cannot be lowered to nothing",
            _some_money,
        ),
    ),
    effect=ask_lower_stake,
    space=_ask_lower_stake_space,
    words=_ask_lower_stake_words,
)
"""4. The challenger "may ... agree to lower the stake at the request of other players who
are too poor": one who would join, with a playing card (a real deal needs only the
money), but holds less than the stake asks to lower it to all its money (R25)."""


def lower_stake(state: State, action: Answer) -> State:
    """Agreed, the stake is lowered for all (the difference goes back) and the asker
    joins; refused, it stays out."""
    game = _game(state)
    asker = game.asker
    assert asker is not None
    game = game.evolve(asker=None)
    if not action.yes:
        return _next_joiner(state, game)
    state, game = _lowered(state, game, state.seats[asker].money)
    state = _to_pot(state, asker, game.stake)
    game = game.evolve(
        players=clockwise(state, game.challenger, (*game.players, asker)),
        pot=game.pot + game.stake,
    )
    return _next_joiner(state, game)


def _lowered(state: State, game: Poker, stake: int) -> tuple[State, Poker]:
    """The stake lowered to ``stake``: each participant's difference comes back."""
    back = game.stake - stake
    for seat in game.players:
        state = _to_pot(state, seat, -back)
    return state, game.evolve(stake=stake, pot=game.pot - back * len(game.players))


def _next_joiner(state: State, game: Poker) -> State:
    """After the challenged player's answer, the others in turn (clockwise from the
    challenger) decide whether to join; then the cards, if two or more play."""
    step = state.turn.step
    if step is Step.CHALLENGED:
        others = [
            s for s in range(state.setup.players) if s not in (game.challenger, game.challenged)
        ]
        game = game.evolve(asked=clockwise(state, game.challenger, others))
    elif step in (Step.JOIN, Step.LOWER):  # the asker has had its answer
        game = game.evolve(asked=game.asked[1:])
    if game.asked:
        return at(state, Step.JOIN, game)
    if len(game.players) < 2:  # nobody to play against: the stake goes back
        state = _to_pot(state, game.challenger, -game.pot)
        return at(state, Step.SHOWDOWN, None)
    if game.real_deal:
        return deal.begin(state, game)
    down = tuple(s for s in game.players if s != game.challenged)
    return at(state, Step.CARDS_DOWN, game.evolve(asked=down, cards=(None,) * len(game.players)))


# -- the cards -----------------------------------------------------------------------------


def play_card(state: State, action: PlayCard) -> State:
    """A playing card placed face down; once all are, the challenged player places its
    own last, and then all are revealed."""
    game, seat = _game(state), action.player
    state = _without_card(state, seat, action.card, to_discards=False)
    index = game.players.index(seat)
    cards = (*game.cards[:index], action.card, *game.cards[index + 1 :])
    game = game.evolve(cards=cards, asked=tuple(s for s in game.asked if s != seat))
    return _cards_placed(state, game)


def _card_in_hand(state: State, action: PlayCard | PlayProfessional) -> bool:
    return action.card in state.seats[action.player].hand


_PLAY_CARDS: Mapping[tuple[int, Card], PlayCard] = MappingProxyType(
    {(seat, card): PlayCard(seat, card) for seat in range(MAX_PLAYERS) for card in _PLAYING_CARDS}
)
"""Every card placed face down, built once: ``_PLAY_CARDS[seat, card]``."""


def _play_card_space(setup: Setup, seat: int) -> list[PlayCard]:
    return [_PLAY_CARDS[seat, card] for card in _PLAYING_CARDS]


def _play_cards_listed(state: State, seat: int) -> list[PlayCard]:
    """The playing cards of the hand, in its order."""
    hand = state.seats[seat].hand
    return [_PLAY_CARDS[seat, card] for card in hand if card.kind is CardKind.PLAYING]


def _play_card_words(view: View, action: PlayCard) -> naming.Said:
    card = action.card.value
    if view.player != action.player:
        return f"play {card} face down", "places a playing card face down"
    return f"play {card} face down", f"plays {card} face down"


PLAY_CARD: Move[State, PlayCard] = Move(
    PlayCard,
    checks=(
        Check(
            "card-not-in-hand", "seat {action.player} holds no {action.card.value}", _card_in_hand
        ),
    ),
    effect=play_card,
    space=_play_card_space,
    listing=_play_cards_listed,
    words=_play_card_words,
)
"""4. Each participant chooses a playing card of its hand face down, all at once; "the
challenged player places their playing card last" (R26)."""


def _cards_placed(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.CARDS_DOWN, game)
    challenged = game.challenged
    if state.turn.step is Step.CARDS_DOWN and challenged in game.players:
        return at(state, Step.LAST_CARD, game.evolve(asked=(challenged,)))
    return _revealed(state, game)


def no_card(state: State, action: Pass) -> State:
    """The challenged player places no card: it loses its stake; with a single opponent,
    that opponent discards its card unrevealed and takes the money."""
    game = _game(state)
    game = game.evolve(asked=(), out=(*game.out, action.player))
    in_ = [s for s in game.players if s not in game.out]
    if len(in_) == 1:
        return ended(state, game, frozenset((in_[0],)))
    return _revealed(state, game)


def _revealed(state: State, game: Poker) -> State:
    """The cards are revealed; in turn each participant may cheat."""
    game = game.evolve(revealed=True, asked=_reactors(game))
    return at(state, Step.REACT, game)


def _reactors(game: Poker, after: int | None = None) -> tuple[int, ...]:
    """The participants still in with a card, clockwise from the challenger, or from the
    one after ``after``."""
    seats = [
        s
        for s, c in zip(game.players, game.cards, strict=True)
        if c is not None and s not in game.out
    ]
    if after is not None and after in game.players:
        k = game.players.index(after) + 1
        order = (*game.players[k:], *game.players[:k])
        seats = [s for s in order if s in seats]
    return tuple(seats)


def cheat(state: State, action: Cheat) -> State:
    """A Cheater: the two revealed cards swap; any other player may then tar and
    feather the cheater."""
    game, seat = _game(state), action.player
    state = _without_card(state, seat, Card.CHEATER)
    revealed = _revealed_numbers(game)
    swapped = poker.cheater(revealed, seat, action.opponent)
    game = game.evolve(cards=_cards_from(game, swapped), cheat=(seat, action.opponent))
    tarrers = who_may_tar(state, seat)
    if tarrers:
        return at(state, Step.TAR, game.evolve(asked=tarrers))
    return _reacted(state, game, seat)


def _plain_poker(state: State, action: Cheat | PlayProfessional) -> bool:
    return not _game(state).real_deal


def _holds_a_cheater(state: State, action: Cheat) -> bool:
    return Card.CHEATER in state.seats[action.player].hand


def _swaps_with_another(state: State, action: Cheat) -> bool:
    return action.opponent != action.player


def _shows_a_card(state: State, action: Cheat) -> bool:
    """The opponent is a participant still in, its card revealed on the table."""
    game, opponent = _game(state), action.opponent
    if opponent not in game.players or opponent in game.out or not game.cards:
        return False  # (a real deal lays no playing cards on the table)
    return game.cards[game.players.index(opponent)] is not None


_CHEATS: Mapping[tuple[int, int], Cheat] = MappingProxyType(
    {
        (seat, other): Cheat(seat, other)
        for seat in range(MAX_PLAYERS)
        for other in range(MAX_PLAYERS)
    }
)
"""Every Cheater, built once: ``_CHEATS[seat, opponent]``."""


def _cheat_space(setup: Setup, seat: int) -> list[Cheat]:
    return [_CHEATS[seat, other] for other in range(setup.players)]


def _cheats_listed(state: State, seat: int) -> list[Cheat]:
    """The Cheaters: each other participant still in with a card, in the
    game's order (clockwise from the challenger)."""
    game = _game(state)
    if game.real_deal or Card.CHEATER not in state.seats[seat].hand:
        return []
    return [
        _CHEATS[seat, other]
        for other, card in zip(game.players, game.cards, strict=True)
        if other != seat and card is not None and other not in game.out
    ]


def _cheat_words(view: View, action: Cheat) -> naming.Said:
    game = view.turn.poker
    mine = naming.card_of(game, action.player) if game is not None else None
    theirs = naming.card_of(game, action.opponent) if game is not None else None
    other = naming.seat(action.opponent)
    if mine is None or theirs is None:
        return f"cheat: swap cards with {other}", f"cheats: swaps cards with {other}"
    return (
        f"cheat: swap cards with {other} (your {mine.value} for its {theirs.value})",
        f"cheats: swaps cards with {other} (its {mine.value} for {other}'s {theirs.value})",
    )


CHEAT: Move[State, Cheat] = Move(
    Cheat,
    checks=(
        Check(
            "plain-poker-only",
            "in a real deal, a Cheater swaps a card of one's hand for one of an opponent's",
            _plain_poker,
        ),
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no " + Card.CHEATER.value,
            _holds_a_cheater,
        ),
        Check(
            "own-seat",
            "a Cheater swaps one's revealed card for an opponent's, not for one's own",
            _swaps_with_another,
        ),
        Check(
            "no-card-to-swap",
            "seat {action.opponent} shows no card in this poker game",
            _shows_a_card,
        ),
    ),
    effect=cheat,
    space=_cheat_space,
    listing=_cheats_listed,
    words=_cheat_words,
)
"""4. Once the cards are revealed, in turn each participant may play a Cheater: its
revealed card swaps "for one of an opponent's", a participant still in with a card
(R27). The real deal has its own Cheater (``SwapCards``)."""


def tar_and_feather(state: State, action: TarAndFeather) -> State:
    """Tar & Feathers: the swap is undone, the cheater is out, and its stake is shared
    among all the other players, in whole bills (the rest stays on the table)."""
    game = _game(state)
    if game.real_deal:
        return deal.tar_and_feather(state, action)
    state = _without_card(state, action.player, Card.TAR_AND_FEATHERS)
    assert game.cheat is not None
    cheater, victim = game.cheat
    undone = poker.tar_and_feathers(_revealed_numbers(game), cheater, victim)
    cards = tuple(
        None if s == cheater else _PLAYING[undone[s]] if s in undone else c
        for s, c in zip(game.players, game.cards, strict=True)
    )
    own = game.cards[game.players.index(victim)]  # the cheater's own card, swapped away
    state = _discard_cards(state, [own] if own is not None else [])
    others = [s for s in range(state.setup.players) if s != cheater]
    shares, _ = poker.share(game.stake, others)
    for seat, amount in shares.items():
        state = paid(state, seat, amount)
    game = game.evolve(
        cards=cards, cheat=None, out=(*game.out, cheater), pot=game.pot - sum(shares.values())
    )
    if state.winner is not None:
        return state
    return _reacted(state, game, cheater)


def _holds_tar_and_feathers(state: State, action: TarAndFeather) -> bool:
    return Card.TAR_AND_FEATHERS in state.seats[action.player].hand


def _tar_and_feather_space(setup: Setup, seat: int) -> tuple[TarAndFeather]:
    return (TarAndFeather(seat),)


def _tar_and_feather_words(view: View, action: TarAndFeather) -> naming.Said:
    game = view.turn.poker
    if game is None or game.cheat is None:
        return "play Tar & Feathers", "plays Tar & Feathers"
    why = "two identical cards" if game.real_deal else "undo its swap"
    on = f"on {naming.seat(game.cheat[0])} ({why}; its stake is shared)"
    return f"play Tar & Feathers {on}", f"plays Tar & Feathers {on}"


TAR_AND_FEATHER: Move[State, TarAndFeather] = Move(
    TarAndFeather,
    checks=(
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no " + Card.TAR_AND_FEATHERS.value,
            _holds_tar_and_feathers,
        ),
    ),
    effect=tar_and_feather,
    space=_tar_and_feather_space,
    words=_tar_and_feather_words,
)
"""4. Tar & Feathers is "to be played after a Cheater" by any other player: the swap is
undone, the cheater is out and its stake is shared among all the other players (R27); in
a real deal, after two identical cards show (R32)."""


def play_professional(state: State, action: PlayProfessional) -> State:
    """A Professional Player: the revealed card goes back to the hand, another shows."""
    game, seat = _game(state), action.player
    state = _without_card(state, seat, Card.PROFESSIONAL_PLAYER)
    index = game.players.index(seat)
    old = game.cards[index]
    assert old is not None
    state = _without_card(state, seat, action.card, to_discards=False)
    me = state.seats[seat]
    hand = in_order((*me.hand, old))
    state = state.evolve(
        seats=(*state.seats[:seat], me.evolve(hand=hand), *state.seats[seat + 1 :])
    )
    cards = (*game.cards[:index], action.card, *game.cards[index + 1 :])
    return _reacted(state, game.evolve(cards=cards), seat)


def _holds_a_professional(state: State, action: PlayProfessional) -> bool:
    return Card.PROFESSIONAL_PLAYER in state.seats[action.player].hand


_PROFESSIONALS: Mapping[tuple[int, Card], PlayProfessional] = MappingProxyType(
    {
        (seat, card): PlayProfessional(seat, card)
        for seat in range(MAX_PLAYERS)
        for card in _PLAYING_CARDS
    }
)
"""Every Professional Player, built once: ``_PROFESSIONALS[seat, card]``."""


def _professional_space(setup: Setup, seat: int) -> list[PlayProfessional]:
    return [_PROFESSIONALS[seat, card] for card in _PLAYING_CARDS]


def _professionals_listed(state: State, seat: int) -> list[PlayProfessional]:
    """The Professional Players: each playing card of the hand, in its
    order."""
    hand = state.seats[seat].hand
    if _game(state).real_deal or Card.PROFESSIONAL_PLAYER not in hand:
        return []
    return [_PROFESSIONALS[seat, card] for card in hand if card.kind is CardKind.PLAYING]


def _play_professional_words(view: View, action: PlayProfessional) -> naming.Said:
    game = view.turn.poker
    old = naming.card_of(game, action.player) if game is not None else None
    card = action.card.value
    if old is None:
        return (
            f"play a Professional Player: show {card}",
            f"plays a Professional Player: shows {card}",
        )
    return (
        f"play a Professional Player: take back {old.value} and show {card} instead",
        f"plays a Professional Player: takes back {old.value} and shows {card} instead",
    )


PLAY_PROFESSIONAL: Move[State, PlayProfessional] = Move(
    PlayProfessional,
    checks=(
        Check(
            "plain-poker-only",
            "in a real deal, a Professional Player draws three cards from the deck",
            _plain_poker,
        ),
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no " + Card.PROFESSIONAL_PLAYER.value,
            _holds_a_professional,
        ),
        Check(
            "card-not-in-hand",
            "seat {action.player} holds no {action.card.value}",
            _card_in_hand,
        ),
    ),
    effect=play_professional,
    space=_professional_space,
    listing=_professionals_listed,
    words=_play_professional_words,
)
"""4. Once the cards are revealed, in turn each participant may play a Professional
Player: it takes its revealed card back for another playing card of its hand (R27). The
real deal has its own (``DrawThree``)."""


def _reacted(state: State, game: Poker, seat: int) -> State:
    """After a card played in reaction, every participant may react again, from the
    next one on."""
    game = game.evolve(cheat=None, asked=_reactors(game, after=seat))
    return at(state, Step.REACT, game) if game.asked else settle(state, game)


def pass_poker(state: State, action: Pass) -> State:
    """A participant lets a step go by: it plays no reaction, no Tar & Feathers, draws no
    revolver, does not run away, or does not join."""
    game, step = _game(state), state.turn.step
    if game.real_deal and step in _DEAL_STEPS:
        return deal.pass_deal(state, action)
    if step is Step.JOIN:
        return _next_joiner(state, game)
    if step is Step.LAST_CARD:
        return no_card(state, action)
    if step is Step.REVOLVER:
        return pass_revolver(state, game)
    game = game.evolve(asked=game.asked[1:])
    if step is Step.TAR:
        if game.asked:
            return at(state, Step.TAR, game)
        assert game.cheat is not None
        return _reacted(state, game, game.cheat[0])
    if step is Step.REACT:
        return at(state, Step.REACT, game) if game.asked else settle(state, game)
    return next_runner(state, game)


def _discard_cards(state: State, cards: list[Card]) -> State:
    piles = state.piles
    return state.evolve(piles=piles.evolve(actions=discard(piles.actions, *cards)))


def _revealed_numbers(game: Poker) -> dict[int, int]:
    return {
        s: c.number
        for s, c in zip(game.players, game.cards, strict=True)
        if c is not None and c.number is not None and s not in game.out
    }


def _cards_from(game: Poker, numbers: object) -> tuple[Card | None, ...]:
    found = dict(numbers)  # type: ignore[call-overload]
    return tuple(
        _PLAYING[found[s]] if s in found else c
        for s, c in zip(game.players, game.cards, strict=True)
    )


_DEAL_STEPS = frozenset((Step.EXCHANGE, Step.REPLACE, Step.IMPROVE, Step.TAR, Step.REACT))
_PLAYING = {card.number: card for card in Card if card.kind is CardKind.PLAYING}


# -- codec ids -----------------------------------------------------------------------------
# The blocks of the action codec that hold this module's moves: every such action a seat
# could ever take, for any number of players (every seat field runs over the six seats a
# game can have), in id order (:func:`~.rattlesnake_city.learning.codec` puts the blocks
# in order). A challenge's ids lie in four blocks: the menu's stakes were there first, the
# other stakes came with rules version 2, after the ids already there, and the real deal's
# come after every other.

_BEYOND_MENU = tuple(stake for stake in _WHOLE_BILLS if stake not in STAKE_MENU)
"""The stakes beyond the menu, lowest first: every other stake a challenger can place."""


def challenge_menu_ids(content: Content, seat: int) -> list[Challenge]:
    """For opponent 0 .. 5, each stake of :data:`~.rattlesnake_city.position.STAKE_MENU`."""
    return [Challenge(seat, opponent, stake) for opponent in EVERY_SEAT for stake in STAKE_MENU]


def challenge_beyond_menu_ids(content: Content, seat: int) -> list[Challenge]:
    """For opponent 0 .. 5, every other stake, $3,000 to
    :data:`~.rattlesnake_city.position.MOST_STAKE` in whole bills but the menu's, lowest
    first."""
    return [Challenge(seat, opponent, stake) for opponent in EVERY_SEAT for stake in _BEYOND_MENU]


def real_deal_menu_ids(content: Content, seat: int) -> list[Challenge]:
    """The real deal's challenges (the variant), as :func:`challenge_menu_ids`."""
    return [
        Challenge(seat, opponent, stake, True) for opponent in EVERY_SEAT for stake in STAKE_MENU
    ]


def real_deal_beyond_menu_ids(content: Content, seat: int) -> list[Challenge]:
    """The real deal's challenges (the variant), as :func:`challenge_beyond_menu_ids`."""
    return [
        Challenge(seat, opponent, stake, True) for opponent in EVERY_SEAT for stake in _BEYOND_MENU
    ]


def play_coyote_ids(content: Content, seat: int) -> list[PlayCoyote]:
    return [PlayCoyote(seat)]


def take_up_ids(content: Content, seat: int) -> list[TakeUp]:
    return [TakeUp(seat)]


def ask_lower_stake_ids(content: Content, seat: int) -> list[AskLowerStake]:
    return [AskLowerStake(seat)]


def play_card_ids(content: Content, seat: int) -> list[PlayCard]:
    """Each playing card, in enum order."""
    return [PlayCard(seat, card) for card in _PLAYING_CARDS]


def cheat_ids(content: Content, seat: int) -> list[Cheat]:
    """For opponent 0 .. 5."""
    return [Cheat(seat, opponent) for opponent in EVERY_SEAT]


def play_professional_ids(content: Content, seat: int) -> list[PlayProfessional]:
    """Each playing card, in enum order."""
    return [PlayProfessional(seat, card) for card in _PLAYING_CARDS]


def tar_and_feather_ids(content: Content, seat: int) -> list[TarAndFeather]:
    return [TarAndFeather(seat)]
