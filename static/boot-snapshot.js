// Starts the worker that fetches Pyodide's memory snapshot (static/snapshot-fetch.js) as soon as the page's
// head is parsed, instead of once static/pyodide-loader.mjs has run: the loader waits for pyodide.mjs to
// arrive and be evaluated (it takes Pyodide's version from it), and the snapshot, the largest file of the
// boot, then came last, with the restore waiting for it (docs/performance.md, issue 14). index.html names
// Pyodide's version in this script's data-pyodide (tests/test_pyscript_toml.py keeps it that of
// node_modules/pyodide). The loader takes this worker when it asked for the very snapshot the loader would
// ask for; otherwise it ends it and starts its own, so a wrong guess here costs a download, never the start.
// A classic script of its own, not inline, so that the Content-Security-Policy needs no 'unsafe-inline'.
//
// It leaves `globalThis.__dsSnapshotWorker` = {snapshot: URL, worker, take(onmessage, onerror)}: the worker's
// messages that came before the loader took it are held and handed over, in order, by take().
(() => {
  "use strict";
  // The loader ran first (it marks the worker as taken) or cannot run: nothing to start.
  if ("__dsSnapshotWorker" in globalThis || typeof Worker !== "function" || typeof WebAssembly !== "object") return;
  const script = document.currentScript;
  const version = script && script.dataset.pyodide;
  if (!version) return;

  /** ".webkit" where a wasm table's get() wraps the function a module exported (JavaScriptCore), else "":
   * which snapshot this engine starts from (the loader's tableFamily, which decides). */
  const tableFamily = () => {
    try {
      const module = new WebAssembly.Module(Uint8Array.of(0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2,
        1, 0, 4, 4, 1, 112, 0, 1, 7, 9, 2, 1, 102, 0, 0, 1, 116, 1, 0, 9, 7, 1, 0, 65, 0, 11, 1, 0, 10, 4, 1, 2, 0, 11));
      const { exports } = new WebAssembly.Instance(module);
      return exports.t.get(0) === exports.f ? "" : ".webkit";
    } catch (error) {
      return "";
    }
  };

  const snapshot = new URL(`./vendor/pyodide-${version}${tableFamily()}.snapshot`, script.src).href;
  let worker;
  try {
    worker = new Worker(new URL("./snapshot-fetch.js", script.src));
  } catch (error) {  // a frame sandboxed without allow-same-origin may not start one: the loader decides
    return;
  }
  const held = [];
  let handlers = null;
  worker.onmessage = (event) => (handlers ? handlers.message(event) : held.push(["message", event]));
  worker.onerror = (event) => (handlers ? handlers.error(event) : held.push(["error", event]));
  worker.postMessage({ about: `${snapshot}.json`, snapshot, pyodide: version });
  globalThis.__dsSnapshotWorker = {
    snapshot,
    worker,
    take(message, error) {
      handlers = { message, error };
      for (const [kind, event] of held.splice(0)) handlers[kind](event);
    },
  };
})();
