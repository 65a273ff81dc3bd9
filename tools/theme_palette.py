"""Search pip and mark colours for the app's two accessible themes (issue 26), by hill climbing.

Run by hand (``python tools/theme_palette.py colour-blind``, a minute or so); the colours it prints
are committed as constants in src/domino_solitaire/tui/theme.py, and tests/tui/test_themes.py checks
them from the themes' own values. What the colours must meet (``PIPS`` and ``MARKS`` below):

- pips 0-6: every two at least ΔE2000 10 apart with normal vision and simulated protanopia and
  deuteranopia (Machado 2009), at least 6 with tritanopia; 0-9 (double-9): at least 5 under all four;
- marks and frames (and the text colour): each at least ΔE2000 10 from the others, 6 under each CVD;
- each at least ``contrast`` to 1 against the theme's background (WCAG 2).

The search keeps the smallest margin (value over threshold, over every rule) as large as it can.

``python tools/theme_palette.py terminal colour-blind|high-contrast|dark`` searches the pips again
among the colours a 256-colour terminal keeps (the xterm palette's, which Rich's reduction leaves
as they are, as Textual draws without COLORTERM=truecolor), with one more rule: reduced to the 16
standard colours, 0-6 fall on seven colours at least ``SIXTEEN`` apart. ``dark`` is the default
dark themes' shades: 0 in Textual's text colour, each other pip within ΔE 16 of its colour-dot
convention colour, and targets of its own (``DARK``).

``python tools/theme_palette.py marks colour-blind|high-contrast`` searches the marks and frames
(the text, primary, secondary, warning, error, success, accent, then the dimmed colour) again among
the colours a 256-colour terminal keeps, each within ``NEAR`` of the colour it replaces (so that it
keeps its meaning: "won" blue and "lost" pink in the colour-blind theme; the text and the dimmed
colour grey), 4.5:1 on every ground as given and as reduced, with the rules of ``MARKS`` and the
removal mark (the accent) at least ``APART_FROM_PIPS`` from every pip of the theme; of the colours
that meet every rule, those that take most of the 16 standard colours once reduced (the removal
mark on one no pip takes), then those that move least from today's.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from itertools import combinations

from coloraide import Color

VISIONS = ("normal", "protan", "deutan", "tritan")


def seen(colour: Color, vision: str) -> Color:
    """``colour`` as a person with ``vision`` sees it (Machado 2009 for protan and deutan)."""
    if vision == "normal":
        return colour
    if vision in ("protan", "deutan"):
        return colour.filter(vision, 1, method="machado")
    return colour.filter(vision, 1)


@dataclass(frozen=True)
class Rules:
    #: (first, last) values and the least ΔE for each vision, a rule per group.
    groups: tuple[tuple[int, int, tuple[float, float, float, float]], ...]
    contrast: float


PIPS = Rules(groups=((0, 6, (10, 10, 10, 6)), (0, 9, (5, 5, 5, 5))), contrast=4.5)
MARKS = Rules(groups=((0, 6, (10, 6, 6, 6)),), contrast=4.5)


def hex_of(lch: tuple[float, float, float]) -> str:
    return Color("oklch", list(lch)).convert("srgb").fit("srgb").to_string(hex=True)


def margin(colours: list[str], rules: Rules, grounds: list[str], fixed: int) -> float:
    """The smallest of every rule's value over its threshold (1 or more: every rule met)."""
    parsed = [Color(c) for c in colours]
    views = {vision: [seen(c, vision) for c in parsed] for vision in VISIONS}
    worst = min(
        parsed[n].contrast(Color(ground)) / rules.contrast
        for n in range(fixed, len(parsed))
        for ground in grounds
    )
    for first, last, least in rules.groups:
        for vision, need in zip(VISIONS, least, strict=True):
            view = views[vision][first : last + 1]
            closest = min(a.delta_e(b, method="2000") for a, b in combinations(view, 2))
            worst = min(worst, closest / need)
    return worst


def search(
    count: int, rules: Rules, grounds: list[str], fixed: list[str], seed: int, rounds: int
) -> list[str]:
    """``count`` colours (``fixed`` first, kept) meeting ``rules`` on ``grounds`` as well as the search
    finds: random starts, then one colour moved at a time while the smallest margin grows."""
    chance = random.Random(seed)

    def start() -> list[tuple[float, float, float]]:
        return [
            (chance.uniform(0.6, 0.95), chance.uniform(0.05, 0.3), chance.uniform(0, 360))
            for _ in range(count)
        ]

    best: list[str] = []
    best_score = -1.0
    for _restart in range(4):
        lch = start()
        colours = [*fixed, *(hex_of(c) for c in lch[len(fixed) :])]
        score = margin(colours, rules, grounds, len(fixed))
        step = 0.08
        for _ in range(rounds):
            n = chance.randrange(len(fixed), count)
            lightness, chroma, hue = lch[n]
            moved = (
                min(0.99, max(0.4, lightness + chance.gauss(0, step))),
                min(0.37, max(0.0, chroma + chance.gauss(0, step))),
                (hue + chance.gauss(0, 300 * step)) % 360,
            )
            trial = list(colours)
            trial[n] = hex_of(moved)
            trial_score = margin(trial, rules, grounds, len(fixed))
            if trial_score >= score:
                lch[n], colours, score = moved, trial, trial_score
        if score > best_score:
            best, best_score = colours, score
        print(f"restart: margin {score:.3f}", file=sys.stderr)
    return best


THEMES = {
    # (background and what else the colours are drawn on, the text colour kept first among the marks)
    "colour-blind": (["#121212", "#1e1e1e", "#262626"], "#f2f2f2"),
    "high-contrast": (["#000000", "#1a1a1a"], "#ffffff"),
}


#: The least ΔE2000 of pips 0-6 reduced to 16 colours, per vision (0: no rule), by theme.
SIXTEEN = {
    "colour-blind": (10.0, 8.0, 8.0, 6.0),
    "high-contrast": (10.0, 8.0, 8.0, 6.0),
    "dark": (10.0, 0, 0, 0),
}
#: The default dark themes' pip targets: 0-6, and 0-9.
DARK = Rules(groups=((0, 6, (10, 6, 6, 6)), (0, 9, (10, 3, 3, 3))), contrast=4.5)
#: The colour-dot convention on a dark ground, 1-9 (theme.PIP_COLOURS before the 256-colour rule).
CONVENTION = (
    "#4fc3f7",
    "#66bb6a",
    "#ef5350",
    "#c8a165",
    "#6d8dff",
    "#ffee58",
    "#ba68c8",
    "#2e9d5b",
    "#ffb0d0",
)


def reduced(colour: str, system: str) -> str:
    """``colour`` as Rich draws it in a terminal of 256 colours ("256") or 16 ("16")."""
    from rich.color import Color as RichColor
    from rich.color import ColorSystem

    target = ColorSystem.EIGHT_BIT if system == "256" else ColorSystem.STANDARD
    return str(RichColor.parse(colour).downgrade(target).get_truecolor().hex)


def kept(ground: str) -> list[str]:
    """The xterm palette's colours a 256-colour terminal draws as they are, 4.5:1 on ``ground`` and,
    reduced to 16, on black."""
    from rich._palettes import EIGHT_BIT_PALETTE

    found = []
    for number in range(16, 256):
        colour = "#{:02x}{:02x}{:02x}".format(*EIGHT_BIT_PALETTE[number])
        if reduced(colour, "256") != colour or Color(colour).contrast(Color(ground)) < 4.5:
            continue
        if Color(reduced(colour, "16")).contrast(Color("#000000")) >= 4.5:
            found.append(colour)
    return found


def terminal_margin(colours: list[str], rules: Rules, ground: str, sixteen: tuple[float, ...]) -> float:
    """``margin``, and the rule of 0-6 reduced to 16 colours."""
    worst = margin(colours, rules, [ground], 1)
    standard = [reduced(colour, "16") for colour in colours[:7]]
    if len(set(standard)) < 7:
        return 0.0
    for vision, need in zip(VISIONS, sixteen, strict=True):
        if need:
            view = [seen(Color(colour), vision) for colour in standard]
            worst = min(worst, min(a.delta_e(b, method="2000") for a, b in combinations(view, 2)) / need)
    return worst


def terminal(name: str, rounds: int) -> list[str]:
    """Pips 0-9 for ``name`` among the colours a 256-colour terminal keeps (see the docstring)."""
    ground = "#000000" if name == "high-contrast" else "#121212"
    rules, sixteen = (DARK if name == "dark" else PIPS), SIXTEEN[name]
    colours = kept(ground)
    if name == "dark":  # 0 is the text colour; the others stay near the convention
        near = [
            [c for c in colours if Color(c).delta_e(Color(old), method="2000") <= 16] for old in CONVENTION
        ]
        choices = [["#e0e0e0"], *near]
    else:
        choices = [colours] * 10
    chance = random.Random(1)
    best: list[str] = []
    best_score = -1.0
    for _restart in range(6):
        pips = [chance.choice(options) for options in choices]
        score = terminal_margin(pips, rules, ground, sixteen)
        for _ in range(rounds):
            n = chance.randrange(len(pips))
            trial = [*pips[:n], chance.choice(choices[n]), *pips[n + 1 :]]
            trial_score = terminal_margin(trial, rules, ground, sixteen)
            if trial_score >= score:
                pips, score = trial, trial_score
        if score > best_score:
            best, best_score = pips, score
        print(f"restart: margin {score:.3f}", file=sys.stderr)
    return best


#: The marks' roles, in the order of ``marks``, and the theme module's name of each theme's colours.
ROLES = ("foreground", "primary", "secondary", "warning", "error", "success", "accent", "dimmed")
#: How far (ΔE2000) a mark may move from the colour it replaces; the text colour, from white.
NEAR = 16.0
#: The least ΔE2000 of the removal mark from every pip, per vision.
APART_FROM_PIPS = (10.0, 5.0, 5.0, 5.0)


def current_marks(name: str) -> tuple[list[str], list[str], list[str]]:
    """The theme's marks in ``ROLES`` order, its pips 0-9 and its grounds, from the theme module."""
    from domino_solitaire.tui import theme

    found = theme.COLOUR_BLIND if name == "colour-blind" else theme.HIGH_CONTRAST
    colours = [
        found.foreground or "",
        *(found.variables[f"text-{role}"] for role in ROLES[1:7]),
        found.variables[theme.DIMMED_VARIABLE],
    ]
    pips = [found.variables[theme.pip_variable(value)] for value in range(10)]
    grounds = [found.background or "", found.surface or "", found.panel or ""]
    return colours, pips, grounds


def mark_choices(
    name: str, old: list[str], grounds: list[str]
) -> tuple[list[list[str]], dict[tuple[int, str], float]]:
    """Each mark's candidates (palette colours near it, 4.5:1 on every ground as given and reduced),
    and how far each candidate moves each mark."""
    every_ground = [*grounds, *(reduced(ground, "256") for ground in grounds)]
    palette = [c for c in kept("#000000") if all(Color(c).contrast(Color(g)) >= 4.5 for g in every_ground)]
    shift = {
        (n, c): float(Color(c).delta_e(Color(colour), method="2000"))
        for c in palette
        for n, colour in enumerate(old)
    }
    choices = [[c for c in palette if shift[n, c] <= NEAR] for n in range(len(old))]
    for n in (0, len(old) - 1):  # the text and the dimmed colour stay grey
        choices[n] = [c for c in choices[n] if len(set(c[1:].lower()[i : i + 2] for i in (0, 2, 4))) == 1]
    if name == "high-contrast":  # white on black
        choices[0] = ["#ffffff"]
    return choices, shift


def terminal_marks(name: str, rounds: int) -> list[str]:
    """The marks of ``name`` among the colours a 256-colour terminal keeps (see the docstring)."""
    old, pips, grounds = current_marks(name)
    choices, shift = mark_choices(name, old, grounds)
    views = {c: [seen(Color(c), vision) for vision in VISIONS] for options in choices for c in options}
    pip_views = [[seen(Color(pip), vision) for vision in VISIONS] for pip in pips]
    accent_margin = {
        c: min(
            float(view[v].delta_e(pip[v], method="2000")) / APART_FROM_PIPS[v]
            for pip in pip_views
            for v in range(4)
        )
        for c in choices[6]
        for view in [views[c]]
    }
    least = MARKS.groups[0][2]
    apart: dict[tuple[str, str], float] = {}

    def pair(a: str, b: str) -> float:
        if (a, b) not in apart:
            apart[a, b] = min(
                float(views[a][v].delta_e(views[b][v], method="2000")) / least[v] for v in range(4)
            )
        return apart[a, b]

    sixteen = {c: reduced(c, "16") for options in choices for c in options}
    pips_in_16 = {reduced(pip, "16") for pip in pips}

    def score(colours: list[str]) -> tuple[float, int, float]:
        """Every rule met first (the smallest margin, up to 1), then as many colours of the 16 as
        there are marks (the removal mark on one no pip takes), then the least move from today's."""
        worst = min(accent_margin[colours[6]], *(pair(a, b) for a, b in combinations(colours, 2)))
        spread = len({sixteen[c] for c in colours}) + (sixteen[colours[6]] not in pips_in_16)
        return min(worst, 1.0), spread, -sum(shift[n, c] for n, c in enumerate(colours))

    chance = random.Random(1)
    best, best_score = old, (-1.0, 0, 0.0)
    for _restart in range(6):
        found = [chance.choice(options) for options in choices]
        found_score = score(found)
        for _ in range(rounds):
            n = chance.randrange(len(found))
            trial = [*found[:n], chance.choice(choices[n]), *found[n + 1 :]]
            trial_score = score(trial)
            if trial_score >= found_score:
                found, found_score = trial, trial_score
        if found_score > best_score:
            best, best_score = found, found_score
        print(
            f"restart: margin {found_score[0]:.3f}, {found_score[1]} in 16, moved {-found_score[2]:.1f}",
            file=sys.stderr,
        )
    return best


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "marks":
        found = terminal_marks(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1500)
        print(", ".join(f"{role}: {colour}" for role, colour in zip(ROLES, found, strict=True)))
        return 0
    if len(sys.argv) > 2 and sys.argv[1] == "terminal":
        pips = terminal(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1500)
        print("pips 0-9:", pips)
        return 0
    name = sys.argv[1] if len(sys.argv) > 1 else "colour-blind"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    grounds, text = THEMES[name]
    pips = search(10, PIPS, grounds[:1], [], seed=1, rounds=rounds)
    print("pips 0-9:", pips, f"margin {margin(pips, PIPS, grounds[:1], 0):.3f}")
    marks = search(7, MARKS, grounds, [text], seed=2, rounds=rounds)
    print("text, then the six marks:", marks, f"margin {margin(marks, MARKS, grounds, 1):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
