"""Castle Rock search.

A state is the row as a tuple of tile masks and how many stock tiles have
been drawn. A move is the slice ``(start, stop)`` of the row it removes: one
tile, or three.

The main pruning is a relaxation solved by interval dynamic programming
(see ``clearable``): forget the rule that tiles are drawn only when no
removal is possible, and ask whether the row followed by the whole stock
could be cleared at all. Every real game is a game of the relaxation, so a
"no" proves the position lost.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Hashable, Sequence
from typing import ClassVar

from domino_solitaire.engine import Move
from domino_solitaire.engine.castle_rock import CastleRockPosition, Removal
from domino_solitaire.solver.base import ANY_CHANCE, CASUAL_GREEDY, GameSearch, tile_mask
from domino_solitaire.solver.budget import Budget
from domino_solitaire.solver.castle_rock.known import WINNABLE_DEALS

CRState = tuple[tuple[int, ...], int]
CRMove = tuple[int, int]

Tables = tuple[list[int], list[int], list[int], dict[int, int]]


def relaxation_tables(s: Sequence[int]) -> Tables:
    """The interval tables of ``clearable`` for a line of tile masks that starts and ends with a sentinel (0).

    can(i, j) says that everything strictly between i and j can go while i and j stay. The last
    tile to go between them is either a single k, removed between i and j (which must share a
    number), with (i, k) and (k, j) cleared before; or a triple a, b, c sharing a number, with
    (i, a), (a, b), (b, c), (c, j) cleared before. Bitmasks keep it about quadratic:
    ``reach[i]`` holds every j with can(i, j), ``back[j]`` every i, ``triple[a]`` every c reachable
    from a by a last triple (a, b, c), and ``via[i]`` the union of ``triple[a]`` over a in reach[i].
    ``holders`` maps each number's bit to the positions of the tiles that have it.
    """
    n = len(s)
    holders: dict[int, int] = {}
    for p, mask in enumerate(s):
        while mask:
            bit = mask & -mask
            mask ^= bit
            holders[bit] = holders.get(bit, 0) | (1 << p)
    reach = [0] * n
    back = [0] * n
    triple = [0] * n
    via = [0] * n
    for span in range(1, n):
        for i in range(n - span):
            j = i + span
            if span > 1:
                inside = back[j] & (((1 << j) - 1) ^ ((1 << (i + 1)) - 1))
                if not ((s[i] & s[j] and reach[i] & inside) or via[i] & inside):
                    continue
            reach[i] |= 1 << j
            back[j] |= 1 << i
            via[i] |= triple[j]
        if span < 2:
            continue
        for a in range(n - span):
            c = a + span
            common = s[a] & s[c]
            middles = reach[a] & back[c] if common else 0
            if not middles:
                continue
            while common:
                bit = common & -common
                common ^= bit
                if middles & holders[bit]:
                    triple[a] |= 1 << c
                    # Everything that can reach a now reaches c through this triple.
                    before = back[a]
                    while before:
                        low = before & -before
                        before ^= low
                        via[low.bit_length() - 1] |= 1 << c
                    break
    return reach, back, triple, holders


def clearable(tiles: Sequence[int]) -> bool:
    """Whether the sequence of tile masks could be removed entirely, removals allowed in any order.

    Sentinels that share nothing bound the line, since an end tile has no neighbour outside.
    """
    s = (0, *tiles, 0)
    reach = relaxation_tables(s)[0]
    return bool(reach[0] >> (len(s) - 1) & 1)


def relaxed_min_left(tiles: Sequence[int]) -> int:
    """The fewest tiles the line could be cut down to, removals allowed in any order: a lower bound on par.

    The tiles that stay split the line into gaps that are cleared independently (a removal inside a
    gap sees only the gap and its two ends), so this is the shortest chain of cleared gaps from the
    left sentinel to the right one, found breadth first over the ``reach`` bitmasks.
    """
    s = (0, *tiles, 0)
    reach = relaxation_tables(s)[0]
    last = len(s) - 1
    frontier = seen = 1
    steps = 0
    while not frontier >> last & 1:
        following = 0
        while frontier:
            low = frontier & -frontier
            frontier ^= low
            following |= reach[low.bit_length() - 1]
        frontier = following & ~seen
        seen |= frontier
        steps += 1
    return steps - 1  # the chain's inner points are the tiles that stay


#: One way a tile leaves: (SINGLE, tile now on top, next draw) when it goes alone, and (MIDDLE,
#: next draw) or (FIRST, next draw) when it goes in a triple as the middle or the first tile.
Outcome = tuple[int, ...]
SINGLE, MIDDLE, FIRST = 0, 1, 2

#: What can happen above a tile, from when it is the top of the row until it leaves
#: (``StackPlay.above``): the fewest tiles above it at the end if it can stay (None if it must
#: leave), and every way it can leave.
Summary = tuple[int | None, tuple[Outcome, ...]]
_STAYS: Summary = (0, ())  # nothing left to draw: the tile stays, with nothing above it


class StackPlay:
    """Castle Rock as it is really played: a stack, solved exactly by summaries.

    In a real game only the second tile from the right can ever be removed (alone, or with its two
    neighbours as the last three): the row is stable when a tile is drawn, so a removal can only
    become possible next to the new tile, and every removal only makes the tiles at its gap
    neighbours, which is again at the right end. So the row is a stack whose top three tiles decide
    everything, and the deal is a line of tiles pushed in order.

    While a tile ``a`` stays, what happens above it depends only on ``a``, the tile under it (a tile
    pushed onto ``a`` forces ``a`` out when it shares a number with that tile) and how much of the
    stock is drawn, never on the rest of the row. ``above(b, a, p)`` summarises it once for all rows
    ending in b, a; par then follows from the row's own tiles with few such summaries. This is the
    classic summary method for pushdown systems; it makes par of a double-18 deal a matter of
    milliseconds where searching positions one by one can take seconds.

    Tiles are numbered by their place in the line (row, then stock); ``line`` holds their masks.
    """

    def __init__(self, line: tuple[int, ...]) -> None:
        self.line = line
        self._width = len(line) + 1
        self._above: dict[int, Summary] = {}
        self._chances: dict[float, dict[int, dict[Outcome, float]]] = {}

    def _key(self, b: int, a: int, p: int) -> int:
        return ((b + 1) * self._width + a) * self._width + p

    def above(self, b: int, a: int, p: int, budget: Budget) -> Summary:
        """What can happen above tile ``a`` on ``b`` (-1: nothing), ``p`` next to draw: ``a`` on top, not
        about to go; tiles drawn onto it, and whatever comes to lie on it, summarised a level up."""
        width = self._width
        key = ((b + 1) * width + a) * width + p  # one int, not a tuple: this is the hot loop
        known = self._above.get(key)
        if known is not None:
            return known
        line = self.line
        under = line[b] if b >= 0 else 0
        if p == len(line):
            self._above[key] = _STAYS
            return _STAYS
        if under & line[p]:
            # The tile drawn makes a's neighbours match: a must go at once, alone or in a triple.
            alone = (SINGLE, p, p + 1)
            found: Summary = (None, (alone, (MIDDLE, p + 1)) if under & line[a] & line[p] else (alone,))
            self._above[key] = found
            return found
        budget.tick()
        both = under & line[a]
        end: int | None = None
        # An ordered set (the same order on every run), and the tiles already met; both made only
        # when needed, as most tiles never leave.
        leaves: dict[Outcome, None] | None = None
        seen: set[tuple[int, int]] | None = None
        lying = [(p, p + 1)]  # tiles that came to lie on a, with the next draw
        while lying:
            y, q = lying.pop()
            y_end, y_leaves = self.above(a, y, q, budget)
            if y_end is not None and (end is None or y_end + 1 < end):
                end = y_end + 1
            for outcome in y_leaves:
                if leaves is None:
                    leaves = {}
                kind, r = outcome[0], outcome[-1]
                if kind == SINGLE:
                    # y went alone and c lies on a: a must go if b and c share a number.
                    c = outcome[1]
                    if under & line[c]:
                        leaves[outcome] = None
                        if both & line[c]:
                            leaves[MIDDLE, r] = None
                        continue
                    if seen is None:
                        seen = {(p, p + 1)}
                    if (c, r) not in seen:
                        seen.add((c, r))
                        lying.append((c, r))
                elif kind == MIDDLE:
                    leaves[FIRST, r] = None  # y went in the triple a, y, c
                else:
                    # y and the two tiles above it went: a is on top again, as at the start.
                    a_end, a_leaves = self.above(b, a, r, budget)
                    if a_end is not None and (end is None or a_end < end):
                        end = a_end
                    leaves.update(dict.fromkeys(a_leaves))
        found = (end, tuple(leaves) if leaves else ())
        self._above[key] = found
        return found

    def par(self, row: tuple[int, ...], p: int, budget: Budget) -> int:
        """Par of ``row`` (tile numbers, stable but for its last three) with tile ``p`` next to draw."""
        line, total = self.line, len(self.line)
        settled_memo: dict[tuple[int, int, int], int] = {}

        def on(i: int, c: int, q: int) -> int:
            """Tile c on the first i tiles of ``row``; it may make row[i - 1] go."""
            if i >= 2 and line[row[i - 2]] & line[c]:
                best = on(i - 1, c, q)
                if line[row[i - 2]] & line[row[i - 1]] & line[c]:
                    best = min(best, draw(i - 2, q))
                return best
            return settled(i, c, q)

        def draw(i: int, q: int) -> int:
            """The first i tiles of ``row``, stable, with tile q next to draw."""
            return i if q == total else on(i, q, q + 1)

        def settled(i: int, a: int, q: int) -> int:
            """Tile a on the first i tiles of ``row``, none of them about to go."""
            key = (i, a, q)
            known = settled_memo.get(key)
            if known is not None:
                return known
            budget.tick()
            end, leaves = self.above(row[i - 1] if i else -1, a, q, budget)
            best = total + 1  # more than any line can leave; a tile always stays or leaves
            if end is not None:
                best = i + 1 + end
            for outcome in leaves:
                kind, r = outcome[0], outcome[-1]
                if kind == SINGLE:
                    best = min(best, on(i, outcome[1], r))
                else:
                    best = min(best, draw(i - 1 if kind == MIDDLE else i, r))
            settled_memo[key] = best
            return best

        return on(len(row) - 1, row[-1], p) if row else draw(0, p)

    def above_chance(self, b: int, a: int, p: int, single: float, budget: Budget) -> dict[Outcome, float]:
        """``above`` for the casual player: each way tile ``a`` can leave, with its probability.

        ``single`` is the chance the player removes the middle tile alone when the last three could
        go together (the triple otherwise); a lone removal is forced. What the chances leave short
        of 1 is the chance that ``a`` stays to the end. Tiles come to lie on ``a`` in the order of
        the next draw, so each is taken up once all the ways of getting there are added in.
        """
        key = self._key(b, a, p)
        table = self._chances.setdefault(single, {})
        known = table.get(key)
        if known is not None:
            return known
        budget.tick()
        line = self.line
        found: dict[Outcome, float] = {}
        if p == len(line):
            table[key] = found
            return found
        under, mask = (line[b] if b >= 0 else 0), line[a]

        def add(outcome: Outcome, weight: float) -> None:
            found[outcome] = found.get(outcome, 0.0) + weight

        def leave(c: int, r: int, weight: float) -> None:
            # c lies on a and shares a number with b: a goes, alone or (if it can) in the triple b, a, c.
            if under & mask & line[c]:
                add((SINGLE, c, r), weight * single)
                add((MIDDLE, r), weight * (1.0 - single))
            else:
                add((SINGLE, c, r), weight)

        if under & line[p]:
            leave(p, p + 1, 1.0)
        else:
            lying: dict[tuple[int, int], float] = {(p, p + 1): 1.0}
            waiting = [(p + 1, p)]
            while waiting:
                q, y = heapq.heappop(waiting)
                weight = lying.pop((y, q))
                for outcome, chance in self.above_chance(a, y, q, single, budget).items():
                    kind, r = outcome[0], outcome[-1]
                    if kind == SINGLE:
                        c = outcome[1]
                        if under & line[c]:
                            leave(c, r, weight * chance)
                        else:
                            if (c, r) not in lying:
                                lying[c, r] = 0.0
                                heapq.heappush(waiting, (r, c))
                            lying[c, r] += weight * chance
                    elif kind == MIDDLE:
                        add((FIRST, r), weight * chance)
                    else:
                        for again, then in self.above_chance(b, a, r, single, budget).items():
                            add(again, weight * chance * then)
        table[key] = found
        return found

    def chance(self, row: tuple[int, ...], p: int, single: float, budget: Budget) -> float:
        """The casual player's chance to win from ``row`` (as for ``par``): ``par`` with chances."""
        line, total = self.line, len(self.line)
        settled_memo: dict[tuple[int, int, int], float] = {}

        def on(i: int, c: int, q: int) -> float:
            if i >= 2 and line[row[i - 2]] & line[c]:
                if line[row[i - 2]] & line[row[i - 1]] & line[c]:
                    return single * on(i - 1, c, q) + (1.0 - single) * draw(i - 2, q)
                return on(i - 1, c, q)
            return settled(i, c, q)

        def draw(i: int, q: int) -> float:
            if q == total:
                return 1.0 if i == 0 else 0.0
            return on(i, q, q + 1)

        def settled(i: int, a: int, q: int) -> float:
            key = (i, a, q)
            known = settled_memo.get(key)
            if known is not None:
                return known
            budget.tick()
            found = 0.0
            for outcome, chance in self.above_chance(row[i - 1] if i else -1, a, q, single, budget).items():
                kind, r = outcome[0], outcome[-1]
                if kind == SINGLE:
                    found += chance * on(i, outcome[1], r)
                elif kind == MIDDLE:
                    found += chance * draw(i - 1, r)
                else:
                    found += chance * draw(i, r)
            settled_memo[key] = found
            return found

        return on(len(row) - 1, row[-1], p) if row else draw(0, p)


def stacked(row: Sequence[int]) -> bool:
    """Whether only the row's last three tiles can make a removal, as in every position of a real game."""
    return not any(row[i - 1] & row[i + 1] for i in range(1, len(row) - 2))


class CastleRockSearch(GameSearch[CRState, CRMove]):
    """Par by ``StackPlay`` for the positions of real games; by branch and bound for any other row.

    A hand-made row where a removal is possible away from its right end is not a stack; the
    generic branch and bound then searches it, bounded below by the relaxation.
    """

    # About a quarter of the winnable deals each (docs/difficulty.md). Double-12's few winnable
    # deals are all expert: a casual player wins them less than once in 10,000 games. No deal of
    # double-15 or double-18 is known to be winnable.
    grade_limits: ClassVar[dict[tuple[int, str], tuple[float, float, float] | None]] = {
        (6, "standard"): (0.08, 0.025, 0.006),
        (9, "standard"): (0.005, 0.001, 0.00015),
        (12, "standard"): (math.inf, math.inf, math.inf),
        (15, "standard"): None,
        (18, "standard"): None,
    }
    #: Of deals 1-10000, how many can be won (docs/winnability.md).
    winnable_counts: ClassVar[dict[tuple[int, str], int]] = {
        (6, "standard"): 2877,
        (9, "standard"): 586,
        (12, "standard"): 14,
        (15, "standard"): 0,
        (18, "standard"): 0,
    }
    winnable_deals = WINNABLE_DEALS

    def __init__(self, position: CastleRockPosition) -> None:
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.root = (tuple(tile_mask(t) for t in position.row), 0)
        self.left_at_win = 0
        line = self.root[0] + self.stock
        # A mask identifies its tile, so it gives the tile's place in the line.
        self._place = {mask: p for p, mask in enumerate(line)}
        self._line = line
        self._first_draw = len(self.root[0])  # the place in the line of the stock's first tile
        self._play = StackPlay(line) if stacked(self.root[0]) else None
        self._par: int | None = None  # par by StackPlay, once worked out
        self._begin_search()

    def at(self, state: CRState) -> GameSearch[CRState, CRMove]:
        other = super().at(state)
        assert isinstance(other, CastleRockSearch)
        # The summaries are about places in the same line, so a stack shares them too.
        other._play = (self._play or StackPlay(self._line)) if stacked(state[0]) else None
        other._par = None
        return other

    def tiles_left(self, state: CRState) -> int:
        return len(state[0]) + len(self.stock) - state[1]

    def is_won(self, state: CRState) -> bool:
        return not state[0] and state[1] == len(self.stock)

    def legal(self, state: CRState) -> list[CRMove]:
        row = state[0]
        moves: list[CRMove] = []
        for i in range(1, len(row) - 1):
            left, right = row[i - 1], row[i + 1]
            if left & right:
                moves.append((i, i + 1))
                if left & row[i] & right:
                    moves.append((i - 1, i + 2))
        return moves

    def _draw(self, row: tuple[int, ...], drawn: int) -> CRState:
        """Draw until a removal is possible or the stock is out (as the engine does)."""
        for i in range(1, len(row) - 1):
            if row[i - 1] & row[i + 1]:
                return row, drawn
        stock = self.stock
        while drawn < len(stock):
            row = (*row, stock[drawn])
            drawn += 1
            if len(row) >= 3 and row[-3] & row[-1]:
                break
        return row, drawn

    def after(self, state: CRState, move: CRMove) -> CRState:
        row, drawn = state
        start, stop = move
        return self._draw(row[:start] + row[stop:], drawn)

    def to_move(self, move: CRMove) -> Move:
        start, stop = move
        if stop - start == 3:
            return Removal(start + 2, triple=True)
        return Removal(start + 1)

    def describe(self, state: CRState) -> Hashable:
        return state[0], self.stock[state[1] :]

    def lower_bound(self, state: CRState) -> int:
        row, drawn = state
        return relaxed_min_left(row + self.stock[drawn:])

    def best_line(self, budget: Budget, cutoff: int, enough: int) -> tuple[int, list[CRMove]] | None:
        if self._play is None:
            return super().best_line(budget, cutoff, enough)
        if self._par is None:
            self._par = self._stack_par(budget)
            self.low = self._par
        if self._par >= cutoff:
            return None
        if self.high > self._par:
            self._record(self._par, self._par_line(budget))
        return self._par, self.line

    def par(self, budget: Budget) -> tuple[int, list[CRMove]]:
        if self._play is None:
            return super().par(budget)
        # Exact at once: no need for the greedy player's upper bound.
        found = self.best_line(budget, self.tiles_left(self.root) + 1, 0)
        assert found is not None
        return found

    def _rows(self, state: CRState) -> tuple[tuple[int, ...], int]:
        """A state as ``StackPlay`` takes it: the row and the next tile to draw, by place in the line."""
        row, drawn = state
        return tuple(self._place[m] for m in row), self._first_draw + drawn

    def _stack_par(self, budget: Budget) -> int:
        if not self.legal(self.root):
            # Over, even with stock left (a hand-made row; a real game draws until it can remove).
            return self.tiles_left(self.root)
        assert self._play is not None
        return self._play.par(*self._rows(self.root), budget)

    def _par_line(self, budget: Budget) -> list[CRMove]:
        """A line reaching par: at each choice, a move that keeps par."""
        assert self._play is not None and self._par is not None
        line: list[CRMove] = []
        state = self.root
        while True:
            moves = self.legal(state)
            if not moves:
                return line
            chosen = moves[0]
            if len(moves) > 1:
                # Only the last three tiles can go, alone or together: keep the one that keeps par.
                single = self.after(state, moves[0])
                if self._play.par(*self._rows(single), budget) != self._par:
                    chosen = moves[1]
            line.append(chosen)
            state = self.after(state, chosen)

    def casual_chance(
        self, budget: Budget, greedy_share: float = CASUAL_GREEDY, within: tuple[float, float] = ANY_CHANCE
    ) -> float:
        if self._play is None or not self.legal(self.root):
            return super().casual_chance(budget, greedy_share, within)
        # At the one place a choice arises the moves are the single removal, then the triple, which
        # is the greedy move: the single is chosen only at random, half the time.
        single = (1.0 - greedy_share) / 2
        return self._play.chance(*self._rows(self.root), single, budget)

    def greedy_pick(self, moves: list[CRMove]) -> CRMove | None:
        """The leftmost triple if there is one (it clears most), else the leftmost single removal."""
        for move in moves:
            if move[1] - move[0] == 3:
                return move
        return moves[0] if moves else None
