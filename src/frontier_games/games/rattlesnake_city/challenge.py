"""4. Challenging to a poker game: the challenge and its stake, the answer (a Coyote, or
the stake, reduced to what a poorer challenged player proves to hold), the others
joining, the cards face down (the challenged player's last), the Cheaters, Professional
Players and Tar & Feathers, the highest card, and a loser's revolver: the Coyotes run
away with the money, the others fight for the rest.

Every step keeps a :class:`~.rattlesnake_city.model.Poker` in the turn; the seats still
to decide are its ``asked``, in the order they decide.
"""

from __future__ import annotations

from frontier_games.core import evolved
from frontier_games.deck import cards_left, discard, draw, remove_card
from frontier_games.games.rattlesnake_city import deal, poker
from frontier_games.games.rattlesnake_city.content import Card, CardKind, in_order
from frontier_games.games.rattlesnake_city.legal import playing_cards
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    Challenge,
    Cheat,
    Pass,
    Piles,
    PlayCard,
    PlayCoyote,
    PlayProfessional,
    Poker,
    Seat,
    State,
    Step,
    TakeUp,
    TarAndFeather,
    Turn,
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

__all__ = [
    "ask_lower_stake",
    "challenge",
    "cheat",
    "lower_stake",
    "no_card",
    "pass_poker",
    "play_card",
    "play_coyote",
    "play_professional",
    "take_up",
    "tar_and_feather",
]


# -- small pieces --------------------------------------------------------------------------


def _seats(state: State, seats: tuple[Seat, ...]) -> State:
    return State(state.setup, state.board, seats, state.piles, state.turn, state.rng, state.winner)


def _without_card(state: State, seat: int, card: Card, *, to_discards: bool = True) -> State:
    """``seat`` plays ``card`` from its hand (discarded, unless it stays on the table)."""
    me = state.seats[seat]
    new = Seat(me.money, remove_card(me.hand, card), me.coups, me.front, me.town)
    seats = (*state.seats[:seat], new, *state.seats[seat + 1 :])
    piles = state.piles
    if to_discards:
        piles = Piles(piles.bag, discard(piles.actions, card), piles.coups, piles.removed,
                      piles.unrevealed)  # fmt: skip
    return State(state.setup, state.board, seats, piles, state.turn, state.rng, state.winner)


def _to_pot(state: State, seat: int, amount: int) -> State:
    """``seat`` places ``amount`` on the table (a refund if negative)."""
    me = state.seats[seat]
    new = Seat(me.money - amount, me.hand, me.coups, me.front, me.town)
    return _seats(state, (*state.seats[:seat], new, *state.seats[seat + 1 :]))


def _game(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


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
        new = Seat(them.money, hand, them.coups, them.front, them.town)
        state = State(state.setup, state.board,
                      (*state.seats[:opponent], new, *state.seats[opponent + 1 :]),
                      Piles(piles.bag, actions, piles.coups, piles.removed,
                            still_face_down(piles.unrevealed, actions)),
                      state.turn, rng, state.winner)  # fmt: skip
    game = Poker(seat, opponent, action.stake, (seat,), (opponent,), pot=action.stake,
                 real_deal=action.real_deal)  # fmt: skip
    turn = state.turn
    state = State(state.setup, state.board, state.seats, state.piles,
                  Turn(turn.seat, turn.step, None, turn.offers, None, turn.attacked, True),
                  state.rng, state.winner)  # fmt: skip
    return at(state, Step.CHALLENGED, game)


def take_up(state: State, action: TakeUp) -> State:
    """The challenged player places the stake (or, too poor, all its money: the stake
    is lowered to it for everyone), or another player joins for the stake."""
    game, seat = _game(state), action.player
    money = state.seats[seat].money
    if state.turn.step is Step.CHALLENGED and money < game.stake:
        state, game = _lowered(state, game, money)
    state = _to_pot(state, seat, game.stake)
    game = evolved(game, players=clockwise(state, game.challenger, (*game.players, seat)),
                 pot=game.pot + game.stake)  # fmt: skip
    return _next_joiner(state, game)


def play_coyote(state: State, action: PlayCoyote) -> State:
    """A Yellow-Livered Coyote: the challenged player avoids the game (the others may
    still join), or a participant runs away from the gunfight."""
    state = _without_card(state, action.player, Card.YELLOW_LIVERED_COYOTE)
    game = _game(state)
    if state.turn.step is Step.CHALLENGED:
        return _next_joiner(state, game)
    return next_runner(state, evolved(game, fled=(*game.fled, action.player), asked=game.asked[1:]))


def ask_lower_stake(state: State, action: AskLowerStake) -> State:
    """The challenger is asked to lower the stake to the asker's money."""
    return at(state, Step.LOWER, evolved(_game(state), asker=action.player))


def lower_stake(state: State, action: Answer) -> State:
    """Agreed, the stake is lowered for all (the difference goes back) and the asker
    joins; refused, it stays out."""
    game = _game(state)
    asker = game.asker
    assert asker is not None
    game = evolved(game, asker=None)
    if not action.yes:
        return _next_joiner(state, game)
    state, game = _lowered(state, game, state.seats[asker].money)
    state = _to_pot(state, asker, game.stake)
    game = evolved(game, players=clockwise(state, game.challenger, (*game.players, asker)),
                 pot=game.pot + game.stake)  # fmt: skip
    return _next_joiner(state, game)


def _lowered(state: State, game: Poker, stake: int) -> tuple[State, Poker]:
    """The stake lowered to ``stake``: each participant's difference comes back."""
    back = game.stake - stake
    for seat in game.players:
        state = _to_pot(state, seat, -back)
    return state, evolved(game, stake=stake, pot=game.pot - back * len(game.players))


def _next_joiner(state: State, game: Poker) -> State:
    """After the challenged player's answer, the others in turn (clockwise from the
    challenger) decide whether to join; then the cards, if two or more play."""
    step = state.turn.step
    if step is Step.CHALLENGED:
        others = [
            s for s in range(state.setup.players) if s not in (game.challenger, game.challenged)
        ]
        game = evolved(game, asked=clockwise(state, game.challenger, others))
    elif step in (Step.JOIN, Step.LOWER):  # the asker has had its answer
        game = evolved(game, asked=game.asked[1:])
    if game.asked:
        return at(state, Step.JOIN, game)
    if len(game.players) < 2:  # nobody to play against: the stake goes back
        state = _to_pot(state, game.challenger, -game.pot)
        return at(state, Step.SHOWDOWN, None)
    if game.real_deal:
        return deal.begin(state, game)
    down = tuple(s for s in game.players if s != game.challenged)
    return at(state, Step.CARDS_DOWN, evolved(game, asked=down, cards=(None,) * len(game.players)))


# -- the cards -----------------------------------------------------------------------------


def play_card(state: State, action: PlayCard) -> State:
    """A playing card placed face down; once all are, the challenged player places its
    own last, and then all are revealed."""
    game, seat = _game(state), action.player
    state = _without_card(state, seat, action.card, to_discards=False)
    index = game.players.index(seat)
    cards = (*game.cards[:index], action.card, *game.cards[index + 1 :])
    game = evolved(game, cards=cards, asked=tuple(s for s in game.asked if s != seat))
    return _cards_placed(state, game)


def _cards_placed(state: State, game: Poker) -> State:
    if game.asked:
        return at(state, Step.CARDS_DOWN, game)
    challenged = game.challenged
    if state.turn.step is Step.CARDS_DOWN and challenged in game.players:
        return at(state, Step.LAST_CARD, evolved(game, asked=(challenged,)))
    return _revealed(state, game)


def no_card(state: State, action: Pass) -> State:
    """The challenged player places no card: it loses its stake; with a single opponent,
    that opponent discards its card unrevealed and takes the money."""
    game = _game(state)
    game = evolved(game, asked=(), out=(*game.out, action.player))
    in_ = [s for s in game.players if s not in game.out]
    if len(in_) == 1:
        return ended(state, game, frozenset((in_[0],)))
    return _revealed(state, game)


def _revealed(state: State, game: Poker) -> State:
    """The cards are revealed; in turn each participant may cheat."""
    game = evolved(game, revealed=True, asked=_reactors(game))
    return at(state, Step.REACT, game)


def _reactors(game: Poker, after: int | None = None) -> tuple[int, ...]:
    """The participants still in with a card, clockwise from the challenger, or from the
    one after ``after``."""
    seats = [s for s, c in zip(game.players, game.cards, strict=True)
             if c is not None and s not in game.out]  # fmt: skip
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
    game = evolved(game, cards=_cards_from(game, swapped), cheat=(seat, action.opponent))
    tarrers = who_may_tar(state, seat)
    if tarrers:
        return at(state, Step.TAR, evolved(game, asked=tarrers))
    return _reacted(state, game, seat)


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
    game = evolved(game, cards=cards, cheat=None, out=(*game.out, cheater),
                 pot=game.pot - sum(shares.values()))  # fmt: skip
    if state.winner is not None:
        return state
    return _reacted(state, game, cheater)


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
    state = _seats(state, (*state.seats[:seat], Seat(me.money, hand, me.coups, me.front, me.town),
                           *state.seats[seat + 1 :]))  # fmt: skip
    cards = (*game.cards[:index], action.card, *game.cards[index + 1 :])
    return _reacted(state, evolved(game, cards=cards), seat)


def _reacted(state: State, game: Poker, seat: int) -> State:
    """After a card played in reaction, every participant may react again, from the
    next one on."""
    game = evolved(game, cheat=None, asked=_reactors(game, after=seat))
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
    game = evolved(game, asked=game.asked[1:])
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
    piles = Piles(piles.bag, discard(piles.actions, *cards), piles.coups, piles.removed,
                  piles.unrevealed)  # fmt: skip
    return State(state.setup, state.board, state.seats, piles, state.turn, state.rng, state.winner)


def _revealed_numbers(game: Poker) -> dict[int, int]:
    return {s: c.number for s, c in zip(game.players, game.cards, strict=True)
            if c is not None and c.number is not None and s not in game.out}  # fmt: skip


def _cards_from(game: Poker, numbers: object) -> tuple[Card | None, ...]:
    found = dict(numbers)  # type: ignore[call-overload]
    return tuple(_PLAYING[found[s]] if s in found else c
                 for s, c in zip(game.players, game.cards, strict=True))  # fmt: skip


_DEAL_STEPS = frozenset((Step.EXCHANGE, Step.REPLACE, Step.IMPROVE, Step.TAR, Step.REACT))
_PLAYING = {card.number: card for card in Card if card.kind is CardKind.PLAYING}
