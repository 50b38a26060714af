// Experiment for bench/bench_boot.py (see docs/performance.md): PyScript's `interpreter`
// may name any module exporting `loadPyodide` and `version`, so this one stands in for
// pyodide.mjs and boots Pyodide from a memory snapshot (Pyodide's experimental
// `_loadSnapshot` option), falling back to a normal boot when the snapshot is missing
// or was made by another Pyodide build.
//
//   interpreter = "<path to>/snapshot-loader.mjs?snapshot=build/pyodide.snapshot"
//
// The snapshot URL resolves against this file. PyScript passes indexURL = this file's
// folder, so it is replaced by the real Pyodide folder.
import { loadPyodide as load, version } from "../../static/vendor/pyodide/pyodide.mjs";

export { version };

/** The game's modules that a "ds" snapshot holds already imported (bare-snapshot.html?make=ds). */
export const DS_MODULES = [
  "ds", "ds.game", "ds.gestures", "ds.save", "ds.scoring", "ds.web.layout", "ds.web.cardart",
  "ds.web.settings", "ds.web.dom", "ds.web.dialogs", "ds.web.view", "ds.web.pointer", "ds.web.board",
];

const INDEX_URL = new URL("../../static/vendor/pyodide/", import.meta.url).href;
const SNAPSHOT = new URL(import.meta.url).searchParams.get("snapshot");
// Start the download now, while PyScript is still busy with its own start-up.
const snapshot = SNAPSHOT
  ? fetch(new URL(SNAPSHOT, import.meta.url)).then((r) => (r.ok ? r.arrayBuffer() : null), () => null)
  : Promise.resolve(null);

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  const bytes = await snapshot;
  if (bytes) {
    try {
      const pyodide = await load({ ...settings, _loadSnapshot: bytes });
      globalThis.__snapshotUsed = true;
      return pyodide;
    } catch (error) {
      console.warn("snapshot not used:", error);
    }
  }
  globalThis.__snapshotUsed = false;
  return load(settings);
}
