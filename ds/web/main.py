"""Browser entry point, run by PyScript (see index.html and pyscript.toml).

For now it only proves that the engine package imports in the browser and
tells the page that Python is up; the board replaces it.
"""

from pyscript import document

import ds  # noqa: F401  (the engine must import in Pyodide)

game = document.getElementById("game")
game.setAttribute("data-ready", "true")
