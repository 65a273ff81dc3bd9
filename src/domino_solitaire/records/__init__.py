"""A game's record and every rule about records: pure, below the play session and the store.

``GameRecord`` is the one value of a game's record (the session decides it, the recorder carries
it, the store keeps it); ``Result`` what a record says of a game (apart from the position's
``engine.Status``); ``merge`` the finality rule; ``limits`` the ranges a record keeps to;
``stats`` the statistics' rules (what may set a record, tallies, streaks, the news of a game);
``files`` a record file read for import and written for export. No sentences: ``wording`` says them.
"""

from domino_solitaire.records.record import (
    GameRecord,
    Origin,
    Result,
    Source,
    ended_as,
    local_time,
    merge,
    sets_records,
)
from domino_solitaire.records.stats import (
    KindStats,
    News,
    Standing,
    Tally,
    daily_best,
    records_news,
    summarize,
    tally,
)

__all__ = [
    "GameRecord",
    "KindStats",
    "News",
    "Origin",
    "Result",
    "Source",
    "Standing",
    "Tally",
    "daily_best",
    "ended_as",
    "local_time",
    "merge",
    "records_news",
    "sets_records",
    "summarize",
    "tally",
]
