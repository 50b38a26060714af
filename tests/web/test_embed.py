"""ds/web/embed.py: every URL parameter and host command is checked; what is wrong is ignored with a warning."""

from __future__ import annotations

import pytest

from ds.codes import GameCode
from ds.finish import finish_line
from ds.game import Game
from ds.web.embed import (
    LANGUAGES,
    MAX_FIELDS,
    MAX_QUERY,
    MAX_VALUE,
    NAME,
    VERSION,
    Command,
    CommandError,
    Options,
    event,
    event_targets,
    origin_of,
    parse_command,
    parse_query,
    pasted_code,
)
from tests.engine.helpers import table

# --- URL parameters -----------------------------------------------------------------------------


def test_no_query_asks_for_nothing() -> None:
    """Without parameters the page keeps its own defaults."""
    assert parse_query("") == parse_query("?") == Options()


def test_every_parameter_read() -> None:
    options = parse_query("?code=DS1-D3V-AAAAAAB&lang=pt&double-tap=on&layout=bare"
                          "&origins=https://a.example,https://b.example:8443")
    assert options == Options(code=GameCode.parse("DS1-D3V-AAAAAAB"), lang="pt", double_tap=True, layout="bare",
                              origins=("https://a.example", "https://b.example:8443"))


@pytest.mark.parametrize(("query", "draw", "scoring"), [
    ("draw=1", 1, None), ("draw=3", 3, None), ("scoring=normal", None, "N"), ("scoring=VEGAS", None, "V"),
    ("draw=3&scoring=vegas", 3, "V"),
])
def test_a_mode_without_a_code(query: str, draw: int | None, scoring: str | None) -> None:
    options = parse_query(query)
    assert (options.draw, options.scoring, options.warnings) == (draw, scoring, ())


def test_values_ignore_case_blanks_and_percent_encoding() -> None:
    options = parse_query("code=%20ds1-d1n-aaaaaab%20&LANG=SV&layout=Compact&double-tap=+Off+")
    assert (str(options.code), options.lang, options.layout, options.double_tap) == ("DS1-D1N-AAAAAAB", "sv", "compact", False)


@pytest.mark.parametrize("value", ["on", "true", "1", "yes"])
def test_double_tap_on(value: str) -> None:
    assert parse_query(f"double-tap={value}").double_tap is True


@pytest.mark.parametrize("value", ["off", "false", "0", "no"])
def test_double_tap_off(value: str) -> None:
    assert parse_query(f"double-tap={value}").double_tap is False


def test_languages_are_those_of_the_interface() -> None:
    assert LANGUAGES == ("en", "sv", "pt")
    for lang in LANGUAGES:
        assert parse_query(f"lang={lang}").lang == lang


def test_a_code_decides_the_mode() -> None:
    """draw and scoring that contradict the code are dropped with a warning; agreeing ones silently."""
    options = parse_query("code=DS1-D1N-AAAAAAB&draw=3&scoring=vegas")
    assert (options.draw, options.scoring) == (None, None)
    assert options.warnings == ("parameter draw: the code DS1-D1N-AAAAAAB is a draw 1 game; ignored",
                                "parameter scoring: the code DS1-D1N-AAAAAAB is a normal game; ignored")
    assert parse_query("code=DS1-D3V-AAAAAAB&draw=3&scoring=vegas").warnings == ()


HOSTILE = [
    ("code", "<script>alert(1)</script>"),
    ("code", "DS1-D1N-AAAAAAAB"),
    ("code", "DS1-D2N-AAAAAAB"),
    ("code", ""),
    ("draw", "2"),
    ("draw", "3.0"),
    ("draw", "1e0"),
    ("draw", "[3]"),
    ("draw", "-1"),
    ("draw", "999999999999999999999999999999"),
    ("scoring", "N"),
    ("scoring", "{}"),
    ("lang", "de"),
    ("lang", "<img src=x onerror=alert(1)>"),
    ("lang", "en-US"),
    ("double-tap", "maybe"),
    ("double-tap", ""),
    ("layout", "../../etc/passwd"),
    ("layout", "compact;display:none"),
    ("origins", "*"),
    ("origins", "null"),
    ("origins", "javascript:alert(1)"),
    ("origins", "https://a.example/path"),
    ("origins", "https://user@a.example"),
    ("origins", "https://a.example:99999"),
    ("origins", "https://<script>.example"),
    ("origins", "ftp://a.example"),
    ("origins", "https://a.example?x=1"),
]


@pytest.mark.parametrize(("name", "value"), HOSTILE)
def test_a_bad_value_is_ignored_with_a_warning(name: str, value: str) -> None:
    """The option keeps its default; the one warning names the parameter and quotes the value safely."""
    options = parse_query(f"{name}={value}")
    assert options == Options(warnings=options.warnings, refused_code=value if name == "code" else None)
    assert len(options.warnings) == 1
    assert options.warnings[0].startswith(f"parameter {name}: ")
    assert options.warnings[0].endswith("; ignored")


def test_a_bad_parameter_leaves_the_good_ones() -> None:
    options = parse_query("lang=<b>&draw=3&layout=bare&code=%3Cscript%3E")
    assert (options.draw, options.layout, options.lang, options.code) == (3, "bare", None, None)
    assert len(options.warnings) == 2


def test_warnings_quote_values_short_and_escaped() -> None:
    """A warning holds at most 40 characters of the value, in repr quotes (newlines and the like escaped)."""
    (warning,) = parse_query("lang=" + "%0A<script>" * 15).warnings
    assert "\n" not in warning and "\\n<script>" in warning
    assert len(warning) < 120


def test_a_long_value_is_refused_whole() -> None:
    options = parse_query("code=" + "A" * (MAX_VALUE + 1))
    assert options.warnings == (f"parameter code: longer than {MAX_VALUE} characters; ignored",)
    assert options.refused_code == "A" * MAX_VALUE  # said on the page, which cuts it shorter still


def test_a_parameter_name_is_decoded_before_it_is_cut() -> None:
    """A percent-encoded name is cut after decoding, so the warning never shows half an escape."""
    (warning,) = parse_query("%41" * 30 + "=1").warnings
    assert warning == "unknown parameter '" + "a" * 30 + "' ignored"
    (warning,) = parse_query("%C3%A9" * 60 + "=1").warnings
    assert warning == "unknown parameter '" + "é" * 40 + "…' ignored"


@pytest.mark.parametrize(("pasted", "code"), [
    ("https://games.example/double-solitaire/#DS1-D1N-ABCDEFG", "DS1-D1N-ABCDEFG"),
    ("  http://127.0.0.1:8000/?layout=compact#ds1-d3v-abcdefg\n", "ds1-d3v-abcdefg"),
    ("https://games.example/?lang=sv&code=DS1-D1V-ABCDEFG&draw=1", "DS1-D1V-ABCDEFG"),
    ("https://games.example/?code=DS1%2DD1V%2DABCDEFG", "DS1-D1V-ABCDEFG"),
    ("#DS1-D1N-ABCDEFG", "DS1-D1N-ABCDEFG"),
    ("?code=DS1-D1N-ABCDEFG", "DS1-D1N-ABCDEFG"),
    ("DS1-D1N-ABCDEFG", "DS1-D1N-ABCDEFG"),
    ("https://games.example/", "https://games.example/"),
    # pasted from a sentence: its marks around the link or the code are not the code's (they were refused)
    ("(https://games.example/#DS1-D1N-ABCDEFG).", "DS1-D1N-ABCDEFG"),
    ("https://games.example/?code=DS1-D1V-ABCDEFG!", "DS1-D1V-ABCDEFG"),
    ("«DS1-D3N-ABCDEFG»,", "DS1-D3N-ABCDEFG"),
    ("\"DS1-D3V-ABCDEFG?\"", "DS1-D3V-ABCDEFG"),
])
def test_a_pasted_link_gives_its_code(pasted: str, code: str) -> None:
    assert pasted_code(pasted) == code


def test_a_huge_query_is_read_only_so_far() -> None:
    """Past MAX_QUERY characters nothing is read, so a parameter there does not count."""
    options = parse_query("x=" + "y" * 1_000_000 + "&lang=sv")
    assert options.lang is None
    assert options.warnings == (f"the query is longer than {MAX_QUERY} characters; the rest is ignored",
                                "unknown parameter 'x' ignored")


def test_many_parameters_are_read_only_so_far() -> None:
    options = parse_query("&".join(["draw=3"] * (MAX_FIELDS + 5)) + "&lang=sv")
    assert (options.draw, options.lang) == (3, None)
    assert options.warnings[0] == f"more than {MAX_FIELDS} parameters; the rest are ignored"
    assert options.warnings[1:] == ("parameter draw given twice; the first one holds",) * (MAX_FIELDS - 1)


def test_unknown_and_repeated_parameters() -> None:
    options = parse_query("utm_source=news&lang=sv&lang=pt&=&&x")
    assert options.lang == "sv"
    assert options.warnings == ("unknown parameter 'utm_source' ignored", "parameter lang given twice; the first one holds",
                                "unknown parameter '' ignored", "unknown parameter 'x' ignored")


def test_one_bad_origin_refuses_the_list() -> None:
    """A list with a typo is not half-trusted."""
    options = parse_query("origins=https://a.example,https://b.example/x")
    assert options.origins == ()
    assert options.warnings == ("parameter origins: 'https://b.example/x' is not an origin (https://host or https://host:port); ignored",)


def test_an_origin_with_a_host_beyond_ascii_is_refused_saying_how_a_browser_writes_it():
    """``origins=https://bücher.example`` was refused as "not an origin (https://host…)", which it looks like: a
    browser's ``event.origin`` writes such a host as ``xn--bcher-kva.example``, and the warning now says so."""
    options = parse_query("origins=https://b%C3%BCcher.example")
    assert options.origins == ()
    assert options.warnings == ("parameter origins: 'https://bücher.example' is not an origin as a browser writes it: a "
                                "host of letters beyond ASCII is written in its xn-- form, as the page's "
                                "location.origin shows it; ignored",)
    assert parse_query("origins=https://xn--bcher-kva.example").origins == ("https://xn--bcher-kva.example",)


def test_too_many_origins() -> None:
    options = parse_query("origins=" + ",".join(f"https://{n}.example" for n in range(9)))
    assert options.origins == () and "more than 8 origins" in options.warnings[0]


@pytest.mark.parametrize(("text", "origin"), [
    ("https://example.org", "https://example.org"),
    ("https://example.org/", "https://example.org"),
    ("HTTPS://EXAMPLE.org:443", "https://example.org"),
    ("http://example.org:80", "http://example.org"),
    ("http://127.0.0.1:8001", "http://127.0.0.1:8001"),
    ("https://sub.example.co.uk:8443", "https://sub.example.co.uk:8443"),
    ("http://[::1]:8000", "http://[::1]:8000"),
])
def test_origins_are_written_as_browsers_write_event_origin(text: str, origin: str) -> None:
    assert origin_of(text) == origin


# --- commands from the host page --------------------------------------------------------------------


def command(**fields: object) -> dict[str, object]:
    return {"target": NAME, "version": VERSION, **fields}


def test_commands() -> None:
    assert parse_command(command(type="undo")) == Command("undo")
    assert parse_command(command(type="hint")) == Command("hint")
    assert parse_command(command(type="new-game")) == Command("new-game")
    assert parse_command(command(type="new-game", code=" ds1-d3n-aaaaaac ")) == Command("new-game", code=GameCode.parse("DS1-D3N-AAAAAAC"))
    assert parse_command(command(type="new-game", draw=3)) == Command("new-game", draw=3)
    assert parse_command(command(type="new-game", scoring="vegas")) == Command("new-game", scoring="V")
    assert parse_command(command(type="new-game", draw=1, scoring="normal")) == Command("new-game", draw=1, scoring="N")


def test_the_bars_redo_and_finish_are_commands_too() -> None:
    """With layout=bare the bar is hidden: a host's own Redo and Finish buttons send these."""
    assert parse_command(command(type="redo")) == Command("redo")
    assert parse_command(command(type="finish")) == Command("finish")


@pytest.mark.parametrize("data", [
    None, "new-game", 3, [NAME], {"type": "undo"}, {"target": "someone-else", "type": "undo"}, {"source": NAME, "type": "ready"},
])
def test_messages_for_someone_else_are_not_commands(data: object) -> None:
    """Other scripts use postMessage too: what is not addressed to the game is passed over in silence."""
    assert parse_command(data) is None


@pytest.mark.parametrize(("data", "says"), [
    (command(type="undo", version=2) | {"version": 2}, "version 2 is not supported"),
    ({"target": NAME, "type": "undo"}, "version null is not supported"),
    (command(type="undo") | {"version": True}, "version true is not supported"),
    (command(type="undo") | {"version": [1]}, "version an array is not supported"),
    (command(type="undo") | {"version": "1"}, "version '1' is not supported"),
    (command(type="shuffle"), "unknown command type 'shuffle' (known: new-game, undo, redo, hint, finish)"),
    (command(type=None), "unknown command type null"),
    (command(type={"name": "undo"}), "unknown command type an object"),
    (command(type="new-game", cod="DS1-D1N-AAAAAAB"), "new-game: unknown field 'cod' (known: code, draw, scoring)"),
    (command(type="undo", code="DS1-D1N-AAAAAAB"), "undo: unknown field 'code' (known: none besides"),
    (command(type="hint") | {"x" * 100: 1}, "hint: unknown field 'xxxx"),
    (command(type="finish", all=True), "finish: unknown field 'all' (known: none besides"),
    (command(type="new-game", code=42), "the code must be text, not 42"),
    (command(type="new-game", code=["DS1-D1N-AAAAAAB"]), "the code must be text, not an array"),
    (command(type="new-game", code="<script>"), "new-game: not a game code"),
    (command(type="new-game", code="A" * 10_000), "new-game: not a game code (too long)"),
    (command(type="new-game", code="DS1-D1N-AAAAAAB", draw=3), "a code or a mode"),
    (command(type="new-game", code=None), "new-game: code null is not a game code (leave the field out"),
    (command(type="new-game", draw=None), "new-game: draw null is not 1 or 3"),
    (command(type="new-game", draw=3, scoring=None), "new-game: scoring null is not normal or vegas"),
    (command(type="new-game", draw=2), "draw 2 is not 1 or 3"),
    (command(type="new-game", draw="3"), "draw '3' is not 1 or 3"),
    (command(type="new-game", draw=True), "draw true is not 1 or 3"),
    (command(type="new-game", scoring="V"), "scoring 'V' is not one of normal, vegas"),
    (command(type="new-game", scoring=["vegas"]), "scoring an array is not one of normal, vegas"),
    (command(type="new-game", scoring={"0": "vegas"}), "scoring an object is not one of normal, vegas"),
])
def test_a_bad_command_is_refused_with_its_reason(data: dict[str, object], says: str) -> None:
    with pytest.raises(CommandError, match=says.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[").replace("]", r"\]")):
        parse_command(data)


# --- events to the host page ----------------------------------------------------------------------------


def test_events_carry_name_version_and_the_game() -> None:
    game = Game.deal("DS1-D3N-AAAAAAB")
    game.play(game.stock_move)
    game.played_ms = 65_999
    for kind in ("ready", "game", "move", "won"):
        assert event(kind, game) == {
            "source": NAME, "version": VERSION, "type": kind, "code": "DS1-D3N-AAAAAAB", "draw": 3,
            "scoring": "normal", "score": 0, "moves": 1, "won": False, "finish": False, "time": 65,
        }


def test_events_say_when_the_game_can_be_finished() -> None:
    """``finish`` is the engine's can_finish (SPEC.md point 12): true with nothing hidden or left to draw and
    cards still out, false once they are all home; a host shows its own Finish button by it."""
    game = table(columns=["KS QS JS"], foundations={"S1": 10, "S2": 13, "H1": 13, "H2": 13,
                                                   "D1": 13, "D2": 13, "C1": 13, "C2": 13})
    assert event("move", game)["finish"] is True
    assert event("move", table(columns=["KS QS #JS"]))["finish"] is False
    for move in finish_line(game):
        game.play(move)
    assert (event("won", game)["won"], event("won", game)["finish"]) == (True, False)


LISTED = ("https://blog.example", "https://www.blog.example")


@pytest.mark.parametrize(("origins", "parent", "referrer", "targets"), [
    ((), None, "", ("*",)),
    ((), "https://elsewhere.example", "", ("*",)),
    (LISTED, "https://www.blog.example", "https://blog.example/", ("https://www.blog.example",)),
    (LISTED, "https://elsewhere.example", "https://blog.example/", ()),
    (LISTED, None, "https://WWW.blog.example:443/posts/1?x=1#y", ("https://www.blog.example",)),
    (LISTED, None, "https://elsewhere.example/", LISTED),
    (LISTED, None, "", LISTED),
    (LISTED, "null", "", LISTED),
    (LISTED, None, "not a url", LISTED),
])
def test_events_go_to_the_parents_origin_when_it_is_known(
    origins: tuple[str, ...], parent: str | None, referrer: str, targets: tuple[str, ...]
) -> None:
    """Posting to each listed origin made the browser warn once per event for each that is not the parent's:
    the parent's origin (location.ancestorOrigins, else the referrer's if listed) is the only target; every
    listed one only when it cannot be known (Firefox, no referrer); never one that is not listed."""
    assert event_targets(origins, parent, referrer) == targets


def test_vegas_score_is_in_dollars() -> None:
    assert event("ready", Game.deal("DS1-D1V-AAAAAAB"))["score"] == -104


def test_unknown_event() -> None:
    with pytest.raises(ValueError, match="unknown event 'lost'"):
        event("lost", Game.deal("DS1-D1N-AAAAAAB"))
