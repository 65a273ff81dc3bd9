"""Game records: the JSON files that carry a game between programs (docs/notation.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from domino_solitaire.engine.deals import MAX_SEED
from domino_solitaire.engine.errors import RecordError, SolitaireError
from domino_solitaire.engine.game import Game, Setup
from domino_solitaire.engine.games import get_rules, make_setup
from domino_solitaire.engine.tiles import format_tiles

FORMAT = "domino-solitaire/1"
_KNOWN = {"format", "game", "set", "variant", "seed", "deal", "moves"}


@dataclass(frozen=True)
class Record:
    game: str
    size: int
    variant: str
    seed: int | None
    deal: str | None  # the tile order, when the deal is explicit
    moves: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def setup(self) -> Setup:
        try:
            return make_setup(self.game, self.size, self.variant, seed=self.seed, deal=self.deal)
        except SolitaireError as exc:
            raise RecordError(str(exc)) from None

    def replay(self) -> Game:
        """The game with every move played; RecordError names the first bad move."""
        try:
            return Game.replay(self.setup(), list(self.moves))
        except SolitaireError as exc:
            raise RecordError(str(exc)) from None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
        }
        if self.seed is not None:
            data["seed"] = self.seed
        else:
            data["deal"] = self.deal
        data["moves"] = list(self.moves)
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"

    @classmethod
    def of_game(cls, game: Game, extra: dict[str, Any] | None = None) -> Record:
        setup = game.setup
        deal = None if setup.seed is not None else format_tiles(setup.deal)
        return cls(
            setup.game, setup.size, setup.variant, setup.seed, deal, tuple(game.move_texts()), extra or {}
        )

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(
                f"not a game record: bad JSON at line {exc.lineno} column {exc.colno}"
            ) from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError("not a game record: expected a JSON object")
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            raise RecordError(f'unknown record format "{fmt}"; this program reads "{FORMAT}"')
        game = data.get("game")
        if game is None:
            raise RecordError('the record names no "game"')
        if not isinstance(game, str):
            raise RecordError('"game" must be a game name like "luzon"')
        try:
            rules = get_rules(game)
        except SolitaireError as exc:
            raise RecordError(str(exc)) from None
        size = data.get("set", rules.default_set)
        if not isinstance(size, int) or isinstance(size, bool):
            raise RecordError('"set" must be a whole number like 12')
        variant = data.get("variant", "standard")
        if not isinstance(variant, str):
            raise RecordError('"variant" must be a name like "standard"')
        seed, deal = data.get("seed"), data.get("deal")
        if (seed is None) == (deal is None):
            raise RecordError('a record has exactly one of "seed" and "deal"')
        if seed is not None and (
            not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED
        ):
            raise RecordError(f'"seed" must be a whole number from 0 to {MAX_SEED}')
        if deal is not None and not isinstance(deal, str):
            raise RecordError('"deal" must be the tile order as one string, like "0-0 3-5 ..."')
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError('"moves" must be a list of moves in notation, like ["a1+b2"]')
        extra = {k: v for k, v in data.items() if k not in _KNOWN}
        return cls(game, size, variant, seed, deal, tuple(moves), extra)
