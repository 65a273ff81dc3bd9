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

from collections.abc import Hashable, Sequence

from domino_solitaire.engine import CastleRockPosition, Move, Removal
from domino_solitaire.solver.base import GameSearch, tile_mask
from domino_solitaire.solver.budget import Budget

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


#: What can happen above a tile, from when it is the top of the row until it leaves (``StackPlay.above``):
#: the fewest tiles above it at the end when it never leaves (None if it always does); the
#: (tile now on top, next draw) pairs when it leaves alone; and the next draws when it leaves in a
#: triple as the middle tile and as the first tile.
Outcomes = tuple[int | None, tuple[tuple[int, int], ...], tuple[int, ...], tuple[int, ...]]


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
        self._above: dict[tuple[int, int, int], Outcomes] = {}

    def above(self, b: int, a: int, p: int, budget: Budget) -> Outcomes:
        """What can happen above tile ``a`` lying on tile ``b`` (-1: nothing) with tile ``p`` next to draw.

        ``a`` is on top, with nothing above it, and is not itself about to go (its neighbours do not
        share a number). Tiles are drawn onto it; whatever comes to lie on it is summarised the same
        way, one level up.
        """
        key = (b, a, p)
        known = self._above.get(key)
        if known is not None:
            return known
        budget.tick()
        line = self.line
        if p == len(line):
            found: Outcomes = (0, (), (), ())
            self._above[key] = found
            return found
        under, mask = (line[b] if b >= 0 else 0), line[a]
        end: int | None = None
        # Dictionaries as ordered sets: the same order on every run.
        singles: dict[tuple[int, int], None] = {}
        middles: dict[int, None] = {}
        bottoms: dict[int, None] = {}
        if under & line[p]:
            # The tile drawn makes a's neighbours match: a must go at once, alone or in a triple.
            singles[p, p + 1] = None
            if under & mask & line[p]:
                middles[p + 1] = None
        else:
            lying: list[tuple[int, int]] = [(p, p + 1)]  # tiles that came to lie on a, next draw
            seen: set[tuple[int, int]] = set()
            while lying:
                y, q = lying.pop()
                if (y, q) in seen:
                    continue
                seen.add((y, q))
                y_end, y_singles, y_middles, y_bottoms = self.above(a, y, q, budget)
                if y_end is not None:
                    end = y_end + 1 if end is None else min(end, y_end + 1)
                for c, r in y_singles:
                    # y went alone and c lies on a: a must go if b and c share a number.
                    if under & line[c]:
                        singles[c, r] = None
                        if under & mask & line[c]:
                            middles[r] = None
                    else:
                        lying.append((c, r))
                for r in y_middles:
                    bottoms[r] = None  # y went in the triple a, y, c
                for r in y_bottoms:
                    # y and the two tiles above it went: a is on top again, as at the start.
                    a_end, a_singles, a_middles, a_bottoms = self.above(b, a, r, budget)
                    if a_end is not None:
                        end = a_end if end is None else min(end, a_end)
                    singles.update(dict.fromkeys(a_singles))
                    middles.update(dict.fromkeys(a_middles))
                    bottoms.update(dict.fromkeys(a_bottoms))
        found = (end, tuple(singles), tuple(middles), tuple(bottoms))
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
            end, singles, middles, bottoms = self.above(row[i - 1] if i else -1, a, q, budget)
            best = total + 1  # more than any line can leave; every tile has some outcome
            if end is not None:
                best = i + 1 + end
            for c, r in singles:
                best = min(best, on(i, c, r))
            for r in middles:
                best = min(best, draw(i - 1, r))
            for r in bottoms:
                best = min(best, draw(i, r))
            settled_memo[key] = best
            return best

        return on(len(row) - 1, row[-1], p) if row else draw(0, p)


def stacked(row: Sequence[int]) -> bool:
    """Whether only the row's last three tiles can make a removal, as in every position of a real game."""
    return not any(row[i - 1] & row[i + 1] for i in range(1, len(row) - 2))


class CastleRockSearch(GameSearch[CRState, CRMove]):
    """Par by ``StackPlay`` for the positions of real games; by branch and bound for any other row.

    A hand-made row where a removal is possible away from its right end is not a stack; the
    generic branch and bound then searches it, bounded below by the relaxation.
    """

    def __init__(self, position: CastleRockPosition) -> None:
        self.stock = tuple(tile_mask(t) for t in position.stock)
        self.root = (tuple(tile_mask(t) for t in position.row), 0)
        self.left_at_win = 0
        line = self.root[0] + self.stock
        # A mask identifies its tile, so it gives the tile's place in the line.
        self._place = {mask: p for p, mask in enumerate(line)}
        self._play = StackPlay(line) if stacked(self.root[0]) else None
        self._exact: tuple[int, list[CRMove]] | None = None

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
        self._start()
        if self._exact is None:
            self._exact = self._stack_par(budget)
            self.low = self._exact[0]
            self._record(*self._exact)
        return self._exact if self._exact[0] < cutoff else None

    def _stack_par(self, budget: Budget) -> tuple[int, list[CRMove]]:
        """Par by ``StackPlay``, and a line reaching it: at each choice, a move that keeps par."""
        play = self._play
        assert play is not None
        place = self._place
        row, drawn = self.root
        if not self.legal(self.root):
            # Over, even with stock left (a hand-made row; a real game draws until it can remove).
            return self.tiles_left(self.root), []
        first = len(row)  # the stock's first tile in the line
        best = play.par(tuple(place[m] for m in row), first + drawn, budget)
        line: list[CRMove] = []
        state = self.root
        while True:
            moves = self.legal(state)
            if not moves:
                return best, line
            chosen = moves[0]
            if len(moves) > 1:
                # Only the last three tiles can go, alone or together: keep the one that keeps par.
                single = self.after(state, moves[0])
                if play.par(tuple(place[m] for m in single[0]), first + single[1], budget) != best:
                    chosen = moves[1]
            line.append(chosen)
            state = self.after(state, chosen)

    def greedy_move(self, state: CRState) -> CRMove | None:
        """The leftmost triple if there is one (it clears most), else the leftmost single removal."""
        moves = self.legal(state)
        for move in moves:
            if move[1] - move[0] == 3:
                return move
        return moves[0] if moves else None
