"""python -m ds play: the game in a terminal, driven through its input and output."""

from __future__ import annotations

import io
import os
import select
import subprocess
import sys
import time

import pytest

from ds import Game
from ds.__main__ import forgive_the_terminal
from ds.play import play
from tests.e2e.winning_lines import lines


def session(code: str, *commands: str) -> list[str]:
    """What the terminal shows after each command (the text between two prompts)."""
    out = io.StringIO()
    assert play(code, io.StringIO("".join(f"{command}\n" for command in commands)), out) == 0
    return out.getvalue().split("> ")


def test_a_whole_game_typed_in_the_move_notation_is_won_with_the_seeds_score():
    code = "DS1-D3V-JAVIBBJ"
    line = lines()[code]
    result = subprocess.run([sys.executable, "-m", "ds", "play", code], input="\n".join(line) + "\n",
                            capture_output=True, text=True, timeout=120)
    game = Game.deal(code)
    for move in line:
        game.play(move)
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith(f"won with score ${game.score} in {len(line)} moves")
    assert "WON" in result.stdout


def test_the_table_shows_after_each_move_and_only_then():
    screens = session("DS1-D1N-AAAAAAB", "4>1", "m", "3>1")
    assert screens[0].splitlines()[-1] == "col-9: ## ## ## ## ## ## ## ## JC"
    assert screens[1].splitlines()[0] == "4>1: 5C from col-4 to col-1, +5"
    assert "col-1: 6D 5C" in screens[1] and "moves 1" in screens[1]
    assert screens[2].strip() == "legal moves: 1>7 3>1 4>3 5>2 s>w"
    assert screens[3].splitlines()[0] == "3>1: 4H from col-3 to col-1, +5"


def test_draws_undo_redo_and_quit():
    screens = session("DS1-D3N-AAAAAAB", "s>w", "d", "u", "r", "q")
    assert screens[1].startswith("s>w:3: drew ") and "moves 1" in screens[1]
    assert screens[2].startswith("s>w:3: drew ")
    assert screens[3].startswith("undid s>w:3") and "stock 56" in screens[3]
    assert screens[4].startswith("redid s>w:3") and "stock 53" in screens[4]
    assert screens[5].strip() == "quit at score 0 after 3 moves; the deal is DS1-D3N-AAAAAAB"


def test_commands_are_read_in_either_case_as_moves_are():
    """D, U, R, M, Q in capitals do what d, u, r, m, q do (they were refused as "not a move")."""
    screens = session("DS1-D3N-AAAAAAB", "D", "U", "R", "M", "Q")
    assert screens[1].startswith("s>w:3: drew ")
    assert screens[2].startswith("undid s>w:3") and screens[3].startswith("redid s>w:3")
    assert screens[4].startswith("legal moves: ")
    assert screens[5].strip() == "quit at score 0 after 2 moves; the deal is DS1-D3N-AAAAAAB"


def test_refusals_say_why_and_change_nothing():
    screens = session("DS1-D1N-AAAAAAB", "2>1", "xx", "u", "r", "w>s", "4>1")
    assert screens[1].strip() == "illegal move 2>1: 9S cannot go on 6D: a card goes on one a rank higher"
    assert screens[2].startswith("not a move: 'xx' is not a move") and "? for help" in screens[2]
    assert screens[3].strip() == "nothing to undo" and screens[4].strip() == "nothing to redo"
    assert screens[5].strip() == "illegal move w>s: the waste is recycled only when the stock is empty"
    assert "moves 1" in screens[6]  # nothing before counted


def test_a_hint_names_the_next_move_of_a_winning_line():
    screens = session("DS1-D1N-AAAAAAC", "h", "?")
    assert screens[1].startswith("hint: ") and screens[1].strip().endswith("(it starts a winning line)")
    assert "s>w draws, w>s recycles" in screens[2]


def test_ctrl_c_during_a_hint_stops_the_search_and_the_game_goes_on(monkeypatch):
    """A hint's search may take a second: Ctrl-C then stops it, not the game (it quit with 130, with no word of
    the game, where Ctrl-C at the prompt quits with 0 and the deal's code)."""
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("ds.play.hint", interrupted)
    try:
        screens = session("DS1-D1N-AAAAAAB", "h", "4>1")
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C during the hint ended the game")
    assert screens[1] == "hint stopped; the game goes on\n"
    assert screens[2].startswith("4>1: 5C from col-4 to col-1, +5")


class Interrupted(io.StringIO):
    """Input that a Ctrl-C interrupts."""

    def readline(self, size: int = -1) -> str:
        raise KeyboardInterrupt


def test_the_end_of_the_input_or_ctrl_c_quits_as_q_does_and_a_bad_code_is_refused():
    assert session("DS1-D1N-AAAAAAB", "4>1")[-1] == "\nquit at score 5 after 1 move; the deal is DS1-D1N-AAAAAAB\n"
    out = io.StringIO()
    assert play("DS1-D1N-AAAAAAB", Interrupted(), out) == 0
    assert out.getvalue().endswith("> \nquit at score 0 after 0 moves; the deal is DS1-D1N-AAAAAAB\n")
    result = subprocess.run([sys.executable, "-m", "ds", "play", "DS1-D2N-AAAAAAB"], capture_output=True, text=True)
    assert result.returncode == 2 and "draw mode" in result.stderr


def test_commands_from_a_file_saved_with_a_byte_order_mark_and_crlf_line_ends_are_read():
    """The first command of a file that Windows' Notepad saved (a BOM, CRLF) was "not a move"."""
    out = io.StringIO()
    assert play("DS1-D1N-AAAAAAB", io.StringIO("\ufeff4>1\r\n\t3>1 \r\nq\r\n", newline=""), out) == 0
    screens = out.getvalue().split("> ")
    assert screens[1].startswith("4>1: 5C from col-4 to col-1") and screens[2].startswith("3>1: 4H from col-3")


def read_until(fd: int, marker: bytes, timeout: float = 60) -> bytes:
    """What a terminal shows from ``fd`` until ``marker`` (or the timeout, or the end)."""
    shown = b""
    end = time.monotonic() + timeout
    while marker not in shown and time.monotonic() < end:
        if select.select([fd], [], [], 0.5)[0]:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the program ended: the terminal is closed
                break
            if not chunk:
                break
            shown += chunk
    return shown


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal, and readline, are POSIX's")
def test_a_command_typed_on_a_terminal_is_edited_with_the_arrow_keys():
    """On a terminal the line is read with readline: typed ``41``, the left arrow, ``>``, it is ``4>1`` (read with
    sys.stdin.readline() the arrow's escape code was part of the command, "not a move")."""
    terminal, program_side = os.openpty()
    game = subprocess.Popen([sys.executable, "-m", "ds", "play", "DS1-D1N-AAAAAAB"], stdin=program_side,
                            stdout=program_side, stderr=program_side, env={**os.environ, "TERM": "xterm"})
    os.close(program_side)
    try:
        assert read_until(terminal, b"> ").endswith(b"JC\r\n> ")
        os.write(terminal, b"41\x1b[D>\r")
        assert b"4>1: 5C from col-4 to col-1, +5" in read_until(terminal, b"+5")
        os.write(terminal, b"q\r")
        assert b"quit at score 5 after 1 move" in read_until(terminal, b"AAAAAAB\r\n")
        assert game.wait(timeout=60) == 0
    finally:
        game.kill()
        game.wait()
        os.close(terminal)


def test_commands_piped_in_are_read_without_readline():
    """readline is for a terminal: piped in, its module is not even imported (it may write to the output)."""
    script = ("import sys; from ds.__main__ import main; status = main(['play', 'DS1-D1N-AAAAAAB']); "
              "print('readline' in sys.modules, status, file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", script], input="4>1\nq\n", capture_output=True, text=True, timeout=60)
    assert result.stderr.strip() == "False 0" and "4>1: 5C from col-4 to col-1" in result.stdout


@pytest.mark.parametrize("encoding", ["utf-8", "ascii", "latin-1", "cp1252"])
def test_a_byte_order_mark_piped_in_any_encoding_of_standard_input_is_no_part_of_the_first_command(encoding):
    """Under ``PYTHONIOENCODING=ascii`` the mark's bytes read as ``\\udcef\\udcbb\\udcbf`` (the command line reads
    bytes it cannot decode as escapes), in Latin-1 as ``ï»¿``: the first command of such a file was "not a move"."""
    result = subprocess.run([sys.executable, "-m", "ds", "play", "DS1-D1N-AAAAAAB"], input=b"\xef\xbb\xbf4>1\r\n3>1\n",
                            capture_output=True, env={**os.environ, "PYTHONIOENCODING": encoding}, timeout=60)
    assert result.returncode == 0, result.stderr
    screens = result.stdout.decode(encoding).split("> ")
    assert screens[1].startswith("4>1: 5C from col-4 to col-1") and screens[2].startswith("3>1: 4H from col-3")


def test_bytes_that_are_no_text_in_the_terminals_encoding_are_refused_as_no_move_not_a_traceback():
    """A Latin-1 é piped into a UTF-8 terminal (strict, as Python reads it outside the C locale), or any accent
    under an ASCII one, stopped the game with a UnicodeDecodeError; now it is a move refused and the game goes on."""
    for encoding, typed in (("utf-8", b"\xe9>1\n"), ("ascii", "é>1\n".encode())):
        result = subprocess.run([sys.executable, "-m", "ds", "play", "DS1-D1N-AAAAAAB"], input=typed + b"4>1\n",
                                capture_output=True, env={**os.environ, "PYTHONIOENCODING": encoding}, timeout=60)
        assert result.returncode == 0, result.stderr
        screens = result.stdout.decode("ascii").split("> ")
        assert screens[1].startswith("not a move: '\\udc") and screens[2].startswith("4>1: 5C from col-4 to col-1")


def test_a_character_the_output_cannot_encode_is_escaped_not_a_traceback(monkeypatch):
    """Output redirected on Windows is written in a code page (cp1252): a command echoed back with a letter out of
    it (``ſ>1``, typed in the console, which reads any letter) raised UnicodeEncodeError; it is escaped, as on
    standard error."""
    written = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(written, encoding="cp1252"))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("ſ>1\n".encode("utf-16")), encoding="utf-16"))
    forgive_the_terminal()
    assert play("DS1-D1N-AAAAAAB", sys.stdin, sys.stdout) == 0
    sys.stdout.flush()
    assert "not a move: 'ſ>1'".encode("ascii", "backslashreplace") in written.getvalue()
