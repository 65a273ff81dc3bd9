"""The play layer's one front door (play/front.py): every face builds its session there, so the
news a game ends with agree with the statistics whichever face it was played in."""

from __future__ import annotations

import ast
import io
from collections.abc import Callable
from datetime import date, datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, GameKind, Setup, make_setup
from domino_solitaire.play import FrontDoor, PlaySession, Wanted
from domino_solitaire.play.pregame import Answer, Ask, OpeningProblem
from domino_solitaire.records import GameRecord, Origin, Standing
from domino_solitaire.records.stats import daily_streaks, tally
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.textmode.game import run_text

SRC = Path(__file__).resolve().parents[1] / "src" / "domino_solitaire"


def history(folder: Path) -> list[GameRecord]:
    store = open_store(str(folder))
    assert isinstance(store, GameStore)
    with store:
        return store.history()


def won_daily(folder: Path, setup: Setup, day: date) -> list[str]:
    """The daily deal of ``day`` won in the text mode on that very day (the clocks say so)."""
    moves = solve(setup.opening()).notation()
    out = io.StringIO()
    code = run_text(
        setup,
        data_dir=str(folder),
        daily=day,
        stdin=io.StringIO("".join(f"{move}\n" for move in moves)),
        stdout=out,
        clock=lambda: 0.0,
        new_seed=lambda: 7,
        today=lambda: day,
        now=lambda: datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc),
        grade=False,
    )
    assert code == 0
    return out.getvalue().splitlines()


@pytest.mark.parametrize(("game", "seed"), [("luzon", 1), ("castle-rock", 2), ("good-neighbors", 1)])
def test_the_text_modes_news_say_what_the_statistics_say(tmp_path: Path, game: str, seed: int) -> None:
    """Two daily deals won on their days, in the text mode: the first win's news and the second's
    daily streak are the statistics' own, measured on the same dates."""
    setup = make_setup(game, 6, seed=seed)
    first_day, second_day = date(2026, 5, 1), date(2026, 5, 2)
    first = won_daily(tmp_path, setup, first_day)
    assert "Streak: 1 win in a row." in " ".join(first)
    assert "Daily streak: 1 day." in " ".join(first)
    second = won_daily(tmp_path, setup, second_day)
    games = history(tmp_path)
    assert tally(games).current_streak == 2
    current, _best = daily_streaks(games, second_day)
    assert current == 2
    assert "Streak: 2 wins in a row." in " ".join(second)
    assert f"Daily streak: {current} days." in " ".join(second)


class Keeper:
    """A stand-in history: it keeps records in memory and answers the opening's questions."""

    def __init__(self, unfinished: GameRecord | None = None) -> None:
        self.saved: list[GameRecord] = []
        self.kept_unfinished = unfinished
        self.given_up: list[int] = []

    def save(self, record: GameRecord, stored: Callable[[int], None]) -> None:
        self.saved.append(record)
        stored(len(self.saved))

    def standing(self, kind: GameKind) -> Standing:
        return Standing.of(r for r in self.saved if GameKind.of(r.setup) == kind)

    def unfinished(self, game: str, size: int, variant: str = "standard") -> GameRecord | None:
        return self.kept_unfinished

    def held_elsewhere(self, info: GameRecord) -> bool:
        return False

    def resume(self, game_id: int) -> tuple[Game, GameRecord] | Exception:
        info = self.kept_unfinished
        assert info is not None
        game = Game(info.setup)
        for move in info.moves:
            game.play(move)
        return game, info

    def give_up(self, game_id: int) -> Exception | None:
        self.given_up.append(game_id)
        return None


class Face:
    """A face that records what the door had it show, answering each question with ``answer``."""

    def __init__(self, answer: Answer | None = None) -> None:
        self.answer = answer
        self.shown: list[object] = []

    def problem(self, problem: OpeningProblem) -> None:
        self.shown.append(problem)

    def ask(self, ask: Ask[GameRecord], reply: Callable[[Answer | None], None]) -> None:
        self.shown.append(ask.question)
        reply(self.answer)

    def play(self, session: PlaySession) -> None:
        self.shown.append(session)

    def view(self, game_id: int, again: Callable[[], None]) -> None:
        self.shown.append(game_id)

    def stay(self) -> None:
        self.shown.append("stay")


def door(keeper: Keeper, **options: object) -> FrontDoor:
    return FrontDoor(keeper, lambda: 0.0, lambda: 7, today=lambda: date(2026, 5, 1), **options)  # type: ignore[arg-type]


def test_the_door_builds_the_session_with_all_it_needs() -> None:
    keeper = Keeper()
    won = make_setup("luzon", 6, seed=1)
    earlier = door(keeper).session(won)
    for move in solve(won.opening()).notation():
        earlier.play(move)
    face = Face()
    door(keeper, play_forced=False, show_verdict=False).open(
        face, make_setup("luzon", 6, seed=1), wanted=Wanted.of_daily(date(2026, 5, 1), None)
    )
    (session,) = face.shown
    assert isinstance(session, PlaySession)
    # Measured against the earlier win, on the day the door says, with the player's settings.
    assert session.past.counted.won == 1
    assert (session.play_forced, session.show_verdict) == (False, False)
    assert (session.state.origin, session.state.daily) == (Origin.DAILY, date(2026, 5, 1))


@pytest.mark.parametrize("game", ["luzon", "castle-rock", "good-neighbors"])
def test_an_unfinished_game_is_offered_and_given_up_through_the_door(game: str) -> None:
    setup = make_setup(game, 6, seed=3)
    played = Game(setup)
    played.play(played.legal_moves()[0])
    stored = GameRecord.of_game(played, game_id=9)
    keeper, face = Keeper(stored), Face(Answer.GIVE_UP)
    door(keeper).open(face, setup)
    question, session = face.shown
    assert str(question) == "resume" and keeper.given_up == [9]
    assert isinstance(session, PlaySession) and not session.game.moves
    resumed = Face(Answer.RESUME)
    door(Keeper(stored)).open(resumed, setup)
    assert isinstance(resumed.shown[-1], PlaySession) and resumed.shown[-1].state.resumed


def test_the_take_over_sets_no_record() -> None:
    game = Game(make_setup("luzon", 6, seed=1))
    game.play(game.legal_moves()[0])
    session = door(Keeper()).take_over(game)
    assert session.state.origin is Origin.TAKEN_OVER and not session.state.sets_records


def test_no_face_builds_a_play_session() -> None:
    """Only the play layer constructs ``PlaySession``: every face comes in through the door."""
    built = []
    for path in SRC.rglob("*.py"):
        if "play" in path.relative_to(SRC).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                "PlaySession",
                "play_session",
            ):
                built.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert built == []


@pytest.mark.parametrize(
    ("game", "size", "variant", "flags"),
    [
        ("luzon", 6, "standard", ["--difficulty", "easy"]),
        ("castle-rock", 6, "standard", ["--winnable"]),
        ("good-neighbors", 6, "standard", ["--winnable"]),
        ("good-neighbors", 6, "standard", ["--difficulty", "hard"]),
    ],
)
def test_the_command_line_finds_its_deal_where_every_face_does(
    game: str, size: int, variant: str, flags: list[str]
) -> None:
    """--winnable and --difficulty choose the deal play.deals.find_deal chooses, announced once the
    search is one that can find a deal."""
    from domino_solitaire.cli import build_parser
    from domino_solitaire.cli.arguments import setup_from
    from domino_solitaire.play import DealChoice, find_deal

    args = build_parser().parse_args(["play", game, "--seed", "5", *flags])
    said: list[str] = []
    setup = setup_from(args, searching=lambda: said.append("searching"))
    choice = DealChoice(winnable="--winnable" in flags, difficulty=args.difficulty)
    announced: list[str] = []
    found = find_deal(GameKind.of(setup), choice, 5, searching=lambda: announced.append("searching"))
    assert setup == found and said == announced == ["searching"]


def test_the_command_line_and_the_text_mode_translate_no_value_handed_to_them() -> None:
    """The faces (cli/, textmode/, web/) are handed finished sentences: no ``_()`` of a variable but
    of the face's own ``N_`` table, translated where it is shown."""
    translated = []
    for face in ("cli", "textmode", "web"):
        for path in (SRC / face).rglob("*.py"):
            tree = ast.parse(path.read_text())
            own = {
                target.id
                for node in ast.walk(tree)
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                if getattr(node.value.func, "id", "") == "N_"
                for target in node.targets
                if isinstance(target, ast.Name)
            }
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "ngettext")):
                    continue
                word = node.args[0] if node.args else None
                if isinstance(word, (ast.Constant, ast.JoinedStr)) or getattr(word, "id", None) in own:
                    continue
                translated.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert translated == []


def test_the_keeper_offers_the_store_not_its_reads_again(tmp_path: Path) -> None:
    """The store's keeper answers what a session and the opening ask (save, standing, unfinished,
    resume, give up); every other read is the store's, through ``read`` and ``reading``."""
    from domino_solitaire.store.keeper import GameKeeper

    again = ("stats", "history", "puzzles", "load", "dailies", "counted", "latest_unfinished")
    assert [name for name in again if hasattr(GameKeeper, name)] == []
    keeper = GameKeeper.open(tmp_path)
    none: list[GameRecord] = []
    assert keeper.read(lambda store: store.history(), none) == [] == keeper.reading().history()
    keeper.close()


def test_a_deal_the_text_mode_cannot_find_is_one_line_and_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The text mode imports no part of the command line: a deal its opening cannot find (a DealError)
    is said by the command, as bad input is."""
    from domino_solitaire.cli import main
    from domino_solitaire.engine import DealError
    from domino_solitaire.engine.errors import DealReason
    from domino_solitaire.textmode import command

    def no_deal(*_args: object, **_options: object) -> int:
        raise DealError(DealReason.NEVER_WINNABLE, game="luzon", size=6, variant="standard", measured=0)

    monkeypatch.setattr(command, "run_command", no_deal)
    assert main(["play", "luzon", "--seed", "1", "--text"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("domino-solitaire: ")
