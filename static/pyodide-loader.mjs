// Pyodide for PyScript, started from a memory snapshot when there is a good one.
//
// pyscript.toml's `interpreter` names this module instead of vendor/pyodide/pyodide.mjs:
// PyScript accepts any module that exports `loadPyodide` and `version`. A memory snapshot
// (static/vendor/pyodide-<version>.snapshot, made by `make vendor` with tools/snapshot.py)
// holds the wasm heap of a Python that has already started, so the boot skips Python's own
// start-up (about 1 s of main-thread CPU here, docs/performance.md). Pyodide's options for
// it (`_loadSnapshot`) are private and experimental, so whatever goes wrong with the
// snapshot, the page boots the normal way:
//
// - missing (HTTP 404: `make vendor` had no browser to make it) or unreadable;
// - refused by Pyodide (made by another build: it checks the build id; or not a snapshot);
// - corrupt (its length or SHA-256 is not the one written beside it in the .json file).
//
// The file name carries Pyodide's version, so an upgrade never meets an old snapshot.
//
// A snapshot holds C function pointers, which are slots of the wasm function table, and the
// engines lay that table out differently: JavaScriptCore (Safari, every browser on iOS) hands
// back a wrapper from Table.get where V8 and SpiderMonkey hand back the exported function
// itself, so Emscripten's linker adds about 970 more slots there. So there are two snapshots,
// each made in an engine of its family: pyodide-<version>.snapshot (Chromium: tools/snapshot.py;
// Firefox lays the table out the same) and pyodide-<version>.webkit.snapshot (WebKitGTK:
// tools/snapshot_webkit.py), and this module asks for the one whose table is laid out as here,
// told by that very behaviour (`tableFamily`).
// `window.__pyodideSnapshot` says what happened: "used", or why not ("missing", "corrupt",
// "refused"), for the tests and the benchmarks; a fallback is also logged as a warning.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const SNAPSHOT_URL = new URL(`./vendor/pyodide-${version}${tableFamily()}.snapshot`, import.meta.url);

/** ".webkit" where a wasm table's get() wraps the function a module exported (JavaScriptCore), else "". */
function tableFamily() {
  try {
    // (func) in a 1-slot table, exported as "f", the table as "t".
    const module = new WebAssembly.Module(Uint8Array.of(0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2,
      1, 0, 4, 4, 1, 112, 0, 1, 7, 9, 2, 1, 102, 0, 0, 1, 116, 1, 0, 9, 7, 1, 0, 65, 0, 11, 1, 0, 10, 4, 1, 2, 0, 11));
    const { exports } = new WebAssembly.Instance(module);
    return exports.t.get(0) === exports.f ? "" : ".webkit";
  } catch {
    return "";
  }
}

/** The snapshot's bytes, or the reason there are none; its download starts as this module loads. */
const snapshot = (async () => {
  try {
    const [data, about] = await Promise.all([
      fetch(SNAPSHOT_URL).then((r) => (r.ok ? r.arrayBuffer() : null)),
      fetch(SNAPSHOT_URL + ".json").then((r) => (r.ok ? r.json() : null)),
    ]);
    if (!data || !about) return { why: "missing" };
    if (data.byteLength !== about.size || about.pyodide !== version) return { why: "corrupt" };
    // The digest runs off the main thread, while PyScript starts. crypto.subtle exists in
    // secure contexts only (HTTPS, localhost): elsewhere the size and Pyodide's own checks
    // (magic number, build id) must do.
    if (globalThis.crypto && crypto.subtle) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
      const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
      if (hex !== about.sha256) return { why: "corrupt" };
    }
    return { data };
  } catch (error) {
    return { why: "missing", error };
  }
})();

export async function loadPyodide(options = {}) {
  // PyScript passes this module's folder as indexURL: the runtime's files are in vendor/pyodide/.
  const settings = { ...options, indexURL: INDEX_URL };
  // Pyodide takes the snapshot as a promise: it reads its configuration and imports
  // pyodide.asm.mjs while the snapshot still downloads, and awaits it only then.
  let bytes = snapshot.then((found) => {
    const { data, why, error } = found;
    delete found.data;  // once Pyodide has copied them into its heap, nothing keeps the 31 MB alive
    if (data) return new Uint8Array(data);
    throw new NoSnapshot(why ?? "missing", error);  // no `why`: handed over to an earlier call already
  });
  bytes.catch(() => {});  // handled below, when load() rejects: not an "unhandledrejection" for boot.js
  // Pyodide keeps its options for the page's lifetime, and a settled promise keeps its value: it
  // gets a thenable that hands the bytes over once and keeps nothing (the page's memory budget on
  // phones: docs/performance.md).
  const handOver = { then: (resolve, reject) => { const given = bytes; bytes = null; return given.then(resolve, reject); } };
  try {
    const pyodide = await load({ ...settings, _loadSnapshot: handOver });
    globalThis.__pyodideSnapshot = "used";
    return pyodide;
  } catch (error) {
    return error instanceof NoSnapshot ? fallback(error.why, error.cause, settings) : fallback("refused", error, settings);
  }
}

class NoSnapshot extends Error {
  constructor(why, cause) {
    super(`no snapshot: ${why}`, { cause });
    this.why = why;
  }
}

function fallback(why, error, settings) {
  globalThis.__pyodideSnapshot = why;
  console.warn(`Pyodide memory snapshot not used (${why}): starting Python the normal way`, error ?? "");
  return load(settings);
}
