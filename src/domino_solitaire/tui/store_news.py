"""What the player's store tells the player while the app runs: a problem found as it opened, a save
that failed, and a save written at last. The recorder calls from its writer thread; the news goes to
the app's own thread as a message (``post_message`` is thread-safe)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from domino_solitaire.tui.messages import SaveFailed
from domino_solitaire.wording.records import saved_again_text, store_problem_text, unsaved_text

if TYPE_CHECKING:
    from textual.app import App

    from domino_solitaire.store.keeper import GameKeeper, StoreError


class StoreNews:
    """Tells ``app`` of its recorder's news."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app

    def heard(self, recorder: GameKeeper) -> GameKeeper:
        """``recorder``, telling the app of a save that failed and of one written again."""
        if recorder.on_error is None:
            recorder.on_error = self.save_failed
        if recorder.on_saved_again is None:
            recorder.on_saved_again = self.saved_again
        return recorder

    def save_failed(self, problem: StoreError) -> None:
        self.app.post_message(SaveFailed(unsaved_text(problem)))

    def saved_again(self) -> None:
        self.app.post_message(SaveFailed(saved_again_text(), "information"))

    def say_notice(self, recorder: GameKeeper) -> None:
        """The problem found as the store opened, if any (a damaged file set aside, a newer one)."""
        if notice := recorder.notice:
            self.app.notify(store_problem_text(notice), severity="warning", timeout=10, markup=False)
