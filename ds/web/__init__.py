"""The browser layer: the board that PyScript runs on Pyodide.

Modules here may import ``js``, ``pyodide`` and ``pyscript``; nothing outside
``ds/web/`` may, and nothing in the engine imports this package.
"""
