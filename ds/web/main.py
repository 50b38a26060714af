"""Browser entry point, run by PyScript (see index.html and pyscript.toml): deal and take input."""

from pyscript import document, window

from ds.web.board import Board

board = Board(document, window, document.getElementById("game"))
board.start()
