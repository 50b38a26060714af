"""Browser entry point, run by PyScript (see index.html and pyscript.toml): deal and take input."""

from pyscript import document, window

from ds.web.board import Board
from ds.web.bridge import Bridge, apply, framed, start, warn
from ds.web.embed import parse_query

options = parse_query(str(window.location.search or ""))
for warning in options.warnings:
    warn(window, warning)
root = document.getElementById("game")
apply(document, root, options)
board = Board(document, window, root, framed=framed(window))
bridge = Bridge(window, board, options.origins)
start(board, window, options)
