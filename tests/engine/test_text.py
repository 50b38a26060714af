"""The text picture of a game and ``python -m ds deal``."""

from __future__ import annotations

import subprocess
import sys

from ds import Game
from ds.__main__ import main


def test_picture_shows_code_score_stock_and_face_down_cards():
    game = Game.deal("DS1-D1V-AAAAAAB")
    text = str(game)
    assert text.splitlines()[0].startswith("DS1-D1V-AAAAAAB  score -$104  moves 0")
    assert "stock 59" in text and "col-9: ## ## ## ## ## ## ## ## JC" in text


def test_picture_shows_only_face_up_cards():
    lines = [line for line in str(Game.deal("DS1-D1N-AAAAAAB")).splitlines() if line.startswith("col-")]
    tokens = [token for line in lines for token in line.split()[1:]]
    assert tokens.count("##") == 36 and len(tokens) - 36 == 9


def test_cli_deal_prints_the_table(capsys):
    assert main(["deal", "ds1-d1n-aaaaaab"]) == 0
    assert "col-1: 6D" in capsys.readouterr().out


def test_cli_refuses_a_wrong_code_with_a_message(capsys):
    assert main(["deal", "DS1-D2N-AAAAAAB"]) == 2
    assert "draw mode" in capsys.readouterr().err


def test_python_m_ds_runs():
    result = subprocess.run([sys.executable, "-m", "ds", "deal", "DS1-D3N-AAAAAAA"], capture_output=True, text=True)
    assert result.returncode == 0 and "DS1-D3N-AAAAAAA" in result.stdout
