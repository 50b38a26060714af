"""Browser entry point, run by PyScript (see index.html and pyscript.toml): deal and take input."""

from pyscript import document, window

window.performance.mark("ds:main")  # PyScript's start ends here, main.py's begins (bench/path_boot.py)

from ds.web.frozen import FROZEN, KEPT, PRECOMPILED, thaw_if_changed

# Before any other import of the game: the modules frozen in the memory snapshot are used only while
# they are those of the files served (ds/web/frozen.py). Where the loader gave PyScript the snapshot's own
# copies of the files (window.__pyodideFiles), they are the frozen bytes and the loader compares them with the
# files served once the game is ready, so comparing here would read 69 files at every start for nothing.
changed = [] if getattr(window, "__pyodideFiles", None) == "snapshot" else thaw_if_changed()
if changed:
    window.console.info(f"Double Solitaire: the files of {', '.join(changed)} changed since the memory snapshot"
                        " was made, so the game's modules are imported from the files (make vendor remakes it)")
window.__gameModules = "changed" if changed else "snapshot" if FROZEN else "files"
window.__precompiledModules = len(PRECOMPILED)  # PyScript's package, compiled in the snapshot
window.__keptModules = len(KEPT)  # PyScript's package, imported in the snapshot

from ds.web.board import Board  # noqa: E402
from ds.web.bridge import Bridge, apply, framed, start, warn  # noqa: E402
from ds.web.embed import parse_query  # noqa: E402

options = parse_query(str(window.location.search or ""))
for warning in options.warnings:
    warn(window, warning)
root = document.getElementById("game")
apply(document, root, options)
board = Board(document, window, root, framed=framed(window))
bridge = Bridge(window, board, options.origins)
window.performance.mark("ds:board")  # the board made; the deal and the first render follow
start(board, window, options)
