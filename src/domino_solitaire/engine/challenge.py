"""A challenge: one line to paste anywhere, naming a deal, what a game of it came to, and its proof.

``Z60-0001-E left4 18m 0:50 0h 0A3B1C0002 7K``: the deal's code, the result (``won``, or ``leftN``
tiles left), the moves, the time and the hints claimed, the proof (each move as its index among
the legal moves of its position, in docs/notation.md's order, in base32: one digit while a position
has at most 32 moves, two up to 1,024) and a check of two digits. Replaying the proof proves the
result and the moves; the time and the hints stand as claimed. The line's words are the same in
every language (it is read back by machines).

The check is the sum of each character of the line before it, times its place from 1, modulo 1021
(written as two base32 digits): a mistyped character, or two neighbours swapped, changes it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from domino_solitaire.engine.codes import ALPHABET, DealCode, parse_code, read_digits
from domino_solitaire.engine.errors import SolitaireError
from domino_solitaire.engine.game import Game, Move
from domino_solitaire.engine.games import make_setup

_CHECK_MODULUS = 1021
#: The longest line read: a double-18 game's proof (190 tiles, two digits a move at most) and more.
MAX_LINE = 2000
_TIME = re.compile(r"^(?:(\d{1,4}):)?(\d{1,2}):(\d\d)$")


class ChallengeProblem(str, Enum):
    """Why a line is refused as a challenge."""

    FORM = "form"  # not written as a challenge line
    CHECK = "check"  # the check does not match: the line was changed or mistyped
    PROOF = "proof"  # its proof is not a game of the deal
    MOVES = "moves"  # the proof has another number of moves than claimed
    RESULT = "result"  # the proof ends otherwise than claimed

    def __str__(self) -> str:
        return self.value


class ChallengeError(SolitaireError):
    """A line refused as a challenge (``problem``), or a game that cannot be one (``CodeError`` for
    its code)."""

    reason_type = ChallengeProblem

    def __init__(self, problem: ChallengeProblem) -> None:
        super().__init__(problem)
        self.problem = problem


@dataclass(frozen=True)
class Claim:
    """What a game came to: won, or with so many tiles left; its moves, time and hints."""

    won: bool
    tiles_left: int
    moves: int
    seconds: int
    hints: int

    @property
    def rank(self) -> tuple[int, int, int]:
        """Larger is better: a win, then fewer tiles left, then fewer moves (the time and the hints
        are only claimed)."""
        return (int(self.won), -self.tiles_left, -self.moves)


@dataclass(frozen=True)
class Challenge:
    code: DealCode
    claim: Claim
    proof: tuple[int, ...]


def claim_of(game: Game, seconds: float, hints: int) -> Claim:
    """What ``game`` came to, with the time and the hints it was played with."""
    position = game.position
    return Claim(position.is_won(), position.tiles_left(), len(game.moves), max(0, int(seconds)), hints)


def _digits_for(count: int) -> int:
    width = 1
    while 32**width < count:
        width += 1
    return width


def proof_text(game: Game) -> str:
    """Each move of ``game`` as its index among its position's legal moves, in base32 ("-": none)."""
    out = []
    for position, move in zip(game.positions, game.moves, strict=False):
        legal = [str(each) for each in position.legal_moves()]
        number, digits = legal.index(str(move)), []
        for _ in range(_digits_for(len(legal))):
            number, digit = divmod(number, 32)
            digits.append(ALPHABET[digit])
        out.append("".join(reversed(digits)))
    return "".join(out) or "-"


def _clock(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def line_check(body: str) -> str:
    total = sum(place * ord(ch) for place, ch in enumerate(body, start=1)) % _CHECK_MODULUS
    return ALPHABET[total // 32] + ALPHABET[total % 32]


def challenge_line(game: Game, claim: Claim) -> str:
    """The challenge line of a numbered deal's game (ValueError for an explicit deal)."""
    from domino_solitaire.engine.codes import setup_code

    code = setup_code(game.setup)
    if code is None:
        raise ValueError("an explicit deal has no code")
    result = "won" if claim.won else f"left{claim.tiles_left}"
    proof = proof_text(game)
    body = f"{code} {result} {claim.moves}m {_clock(claim.seconds)} {claim.hints}h {proof}"
    return f"{body} {line_check(body)}"


_RESULT = re.compile(r"^(?:won|left(\d{1,4}))$")
_COUNT = re.compile(r"^(\d{1,6})([mh])$")


def _claimed(tokens: list[str]) -> tuple[bool, int, int, int, int]:
    """won, tiles left, moves, seconds, hints as the line's tokens say them; FORM if they do not."""
    result, moves, clock, hints = (token.lower() for token in tokens)
    said = _RESULT.match(result)
    counted = [_COUNT.match(moves), _COUNT.match(hints)]
    timed = _TIME.match(clock)
    if said is None or timed is None or counted[0] is None or counted[1] is None:
        raise ChallengeError(ChallengeProblem.FORM)
    if counted[0].group(2) != "m" or counted[1].group(2) != "h":
        raise ChallengeError(ChallengeProblem.FORM)
    hours, minutes, secs = (int(part or 0) for part in timed.groups())
    if secs >= 60 or (hours and minutes >= 60):
        raise ChallengeError(ChallengeProblem.FORM)
    left = 0 if said.group(1) is None else int(said.group(1))
    seconds = hours * 3600 + minutes * 60 + secs
    return said.group(1) is None, left, int(counted[0].group(1)), seconds, int(counted[1].group(1))


def _digits(token: str) -> list[int]:
    if token == "-":
        return []
    try:
        return read_digits(token)
    except SolitaireError:
        raise ChallengeError(ChallengeProblem.FORM) from None


def read_challenge(text: str) -> tuple[Challenge, Game]:
    """The challenge ``text`` is, and the game its proof replays to; ChallengeError says why the line
    is refused (CodeError for a mistyped deal code)."""
    tokens = text.split() if len(text) <= MAX_LINE else []
    if len(tokens) != 7:
        raise ChallengeError(ChallengeProblem.FORM)
    code = parse_code(tokens[0])
    won, left, moves, seconds, hints = _claimed(tokens[1:5])
    proof_digits, check = _digits(tokens[5]), _digits(tokens[6])
    result = "won" if won else f"left{left}"
    proof = "".join(ALPHABET[d] for d in proof_digits) or "-"
    body = f"{code} {result} {moves}m {_clock(seconds)} {hints}h {proof}"
    if "".join(ALPHABET[d] for d in check) != line_check(body):
        raise ChallengeError(ChallengeProblem.CHECK)
    game, indexes = _replayed(code, proof_digits)
    if len(game.moves) != moves:
        raise ChallengeError(ChallengeProblem.MOVES)
    # "won" names no count: a win leaves what the game's win leaves (a tile in some sets).
    ended = game.position
    if ended.is_won() != won or (not won and ended.tiles_left() != left):
        raise ChallengeError(ChallengeProblem.RESULT)
    claim = Claim(won, ended.tiles_left() if won else left, moves, seconds, hints)
    return Challenge(code, claim, indexes), game


def _replayed(code: DealCode, digits: list[int]) -> tuple[Game, tuple[int, ...]]:
    """The game the proof's digits play on the code's deal; PROOF if they are not one."""
    game = Game(make_setup(code.game, code.size, code.variant, seed=code.seed))
    indexes: list[int] = []
    at = 0
    while at < len(digits):
        legal: list[Move] = game.legal_moves()
        width = _digits_for(len(legal))
        if not legal or at + width > len(digits):
            raise ChallengeError(ChallengeProblem.PROOF)
        index = 0
        for digit in digits[at : at + width]:
            index = index * 32 + digit
        if index >= len(legal):
            raise ChallengeError(ChallengeProblem.PROOF)
        game.play(legal[index])
        indexes.append(index)
        at += width
    return game, tuple(indexes)
