"""Deal codes: pinned for ever, read back forgivingly, and every single typo caught."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import MAX_SEED, configurations, make_setup
from domino_solitaire.engine.codes import (
    ALPHABET,
    CodeError,
    CodeProblem,
    DealCode,
    deal_code,
    looks_like_code,
    parse_code,
    setup_code,
)

# Written once from the code and never to be edited: a change here breaks every code given out.
GOLDEN = {
    ("good-neighbors", 12, "standard", 1): "GC0-0001-J",
    ("good-neighbors", 12, "standard", 9999999): "GC9-H5KZ-N",
    ("good-neighbors", 9, "standard", 42): "G90-001A-7",
    ("good-neighbors", 6, "standard", 0): "G60-0000-Y",
    ("luzon", 6, "standard", 1): "Z60-0001-E",
    ("luzon", 6, "standard", 9999999): "Z69-H5KZ-9",
    ("luzon", 6, "six-ends", 42): "S60-001A-B",
    ("castle-rock", 6, "standard", 1): "C60-0001-G",
    ("castle-rock", 9, "standard", 42): "C90-001A-B",
    ("castle-rock", 12, "standard", 9999999): "CC9-H5KZ-S",
    ("castle-rock", 15, "standard", 0): "CF0-0000-2",
    ("castle-rock", 18, "standard", MAX_SEED): "CJ7-ZZZZ-ZZZZ-ZZZZ-A",
    ("four-rows", 6, "standard", 1): "F60-0001-9",
    ("four-rows", 6, "five-rows", 42): "V60-001A-6",
}


@pytest.mark.parametrize("deal", sorted(GOLDEN))
def test_golden_codes(deal: tuple[str, int, str, int]) -> None:
    assert deal_code(*deal) == GOLDEN[deal]
    assert parse_code(GOLDEN[deal]) == DealCode(*deal)


def test_every_configuration_has_a_golden_code() -> None:
    assert {deal[:3] for deal in GOLDEN} == set(configurations())


def test_a_setup_has_its_code_and_an_explicit_deal_none() -> None:
    setup = make_setup("luzon", seed=1)
    assert setup_code(setup) == "Z60-0001-E"
    assert setup_code(make_setup("luzon", deal=setup.deal)) is None


def test_read_forgivingly() -> None:
    assert parse_code("z60-ooo1-e") == parse_code("Z60 0001 E") == DealCode("luzon", 6, "standard", 1)
    assert parse_code("GC9H5KZN") == DealCode("good-neighbors", 12, "standard", 9999999)
    assert parse_code("gc0-000i-j") == parse_code("GC0-000L-J") == parse_code("GC0-0001-J")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Z60-0001-F", CodeProblem.CHECK),
        ("Z60-0U01-E", CodeProblem.CHARACTER),
        ("Z6E", CodeProblem.SHORT),
        ("Y60-0001" + "", CodeProblem.CHECK),
    ],
)
def test_refused(text: str, problem: CodeProblem) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(text)
    assert caught.value.problem is problem


def _with_check(body: str) -> str:
    from domino_solitaire.engine.codes import check_digit

    digits = [ALPHABET.index(ch) for ch in body]
    return body + ALPHABET[check_digit(digits)]


def test_an_unknown_game_or_set_with_a_good_check() -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(_with_check("Y600001"))
    assert caught.value.problem is CodeProblem.GAME
    with pytest.raises(CodeError) as caught:
        parse_code(_with_check("Z900001"))
    assert caught.value.problem is CodeProblem.SET
    with pytest.raises(CodeError) as caught:
        parse_code(_with_check("Z68" + "0" * 12))
    assert caught.value.problem is CodeProblem.RANGE


def test_looks_like_code() -> None:
    assert looks_like_code("Z60-0001-E") and looks_like_code("z600001e")
    assert looks_like_code("CCH-HHHH-X")
    assert not looks_like_code("luzon") and not looks_like_code("castle rock") and not looks_like_code("Z6")
    assert not looks_like_code("good-neighbors")


deals = st.tuples(st.sampled_from(configurations()), st.integers(0, MAX_SEED))


def _typos(code: str) -> list[str]:
    """Every code one character off ``code``, and every one with two neighbours swapped."""
    chars = [ch for ch in code if ch != "-"]
    wrong = []
    for place, ch in enumerate(chars):
        for other in ALPHABET:
            if other != ch:
                wrong.append("".join([*chars[:place], other, *chars[place + 1 :]]))
        if place + 1 < len(chars) and chars[place + 1] != ch:
            wrong.append("".join([*chars[:place], chars[place + 1], ch, *chars[place + 2 :]]))
    return wrong


typos = st.tuples(st.integers(0, 2**16), st.integers(1, 31))


# 20 examples of 100 codes each: 2,000 codes, at a fraction of the cost of 2,000 examples (every typo
# of every place is tried exhaustively on the golden codes below; more random codes bought no more).
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(deals, typos), min_size=100, max_size=100))
def test_codes_round_trip_and_a_typo_is_caught(
    cases: list[tuple[tuple[tuple[str, int, str], int], tuple[int, int]]],
) -> None:
    for ((game, size, variant), seed), (where, shift) in cases:
        code = deal_code(game, size, variant, seed)
        assert parse_code(code) == DealCode(game, size, variant, seed)
        chars = code.replace("-", "")
        place = where % len(chars)
        typo = chars[:place] + ALPHABET[(ALPHABET.index(chars[place]) + shift) % 32] + chars[place + 1 :]
        with pytest.raises(CodeError) as caught:
            parse_code(typo.lower())
        assert caught.value.problem is CodeProblem.CHECK


@pytest.mark.parametrize("code", sorted(GOLDEN.values()))
def test_every_typo_of_a_golden_code_is_caught(code: str) -> None:
    # The check is linear: whether a typo is caught depends on its place and on the two characters,
    # not on the rest of the code; every place of every length of code is tried here.
    for typo in _typos(code):
        with pytest.raises(CodeError):
            parse_code(typo)


def test_ten_thousand_random_codes_round_trip_and_each_typo_in_them_is_caught() -> None:
    # The count, drawn by a fixed random generator (cheaper than hypothesis's examples): each
    # code read back, and a typo at a random place of each refused. Every typo of every place is
    # tried on the golden codes above; the check being linear, that covers every code.
    import random

    draw = random.Random(29)
    kinds = list(configurations())
    for _ in range(10_000):
        game, size, variant = draw.choice(kinds)
        seed = draw.randrange(0, 10**7) if draw.random() < 0.9 else draw.randrange(0, MAX_SEED + 1)
        code = deal_code(game, size, variant, seed)
        assert parse_code(code) == DealCode(game, size, variant, seed)
        chars = code.replace("-", "")
        place = draw.randrange(len(chars))
        shift = draw.randrange(1, 32)
        typo = chars[:place] + ALPHABET[(ALPHABET.index(chars[place]) + shift) % 32] + chars[place + 1 :]
        with pytest.raises(CodeError):
            parse_code(typo)
