#!/usr/bin/env node
// Make the Pyodide memory snapshot the page starts from, with Node: no browser needed.
//
//     node tools/snapshot.mjs [--stamp FILE]
//
// Writes static/vendor/pyodide-<version>.snapshot, the wasm heap of a Python that has started and
// imported the game's modules (ds/web/frozen.py's MODULES), with PyScript's own package compiled
// for when PyScript writes and imports it (ds/web/frozen.py's precompile), made with Pyodide's experimental
// `_makeSnapshot` option: a heap of about 31 MB, written without its pages of zeros (about 17 MB:
// `dropZeroPages`; static/pyodide-loader.mjs writes the stored pages into the heap); and, always, pyodide-<version>.snapshot.json beside it:
//
//   {"pyodide": version, "size": bytes or null, "sha256": ..., "heap": bytes once unpacked,
//    "modules": [the game's modules in it],
//    "why": why there is none (only then), "boot": {each file fetched before Python starts: its size},
//    "files": [pyscript.toml's [files], which the loader fetches while Python starts]}
//
// When no snapshot can be made, the snapshot's file is written empty (`size` is null): the page's worker
// (static/snapshot-fetch.js) asks for the snapshot and its .json at once, so that URL must not fail.
// static/pyodide-loader.mjs checks the snapshot against the .json's size and SHA-256, starts Python the
// normal way, with no failed request, when `size` is null, and passes the sizes on for the progress bar
// (static/boot.js). Run by `make vendor` after tools/vendor.py,
// again whenever a file of ds/ changes; both files are ignored by git and shipped by tools/dist.py.
//
// The snapshot is made, then checked: a second Pyodide must start from it and find the game's
// modules imported. If the game's modules cannot be frozen (a module that touches the page as it is
// imported, say), the snapshot holds the runtime only, and a line says why; if no snapshot can be
// made at all, the .json says so. Either way the exit status is 0 and the build goes on. `--stamp
// FILE` is touched only when the snapshot holds the game, so that make tries again next time.
//
// Node's heap is the browser's: the same wasm, the same start-up, and what Pyodide keeps of
// JavaScript is named by its path from globalThis (tests/e2e/test_snapshot.py boots the game from
// this snapshot in Chromium). Two things Node would write into it differently are set as a browser
// has them: the program's name (Emscripten takes Node's script path, which would become
// sys.executable and $_) and the time zone (UTC, not the maker's). Random state is the loader's
// business: it reseeds Python's `random` after every restore (SPEC point 13).
//
// The same Pyodide, PyScript and files of the game make the same snapshot, byte for byte, and so the same
// .json: a release names every file by its hash (tools/dist.py), and a snapshot that changed at every build
// of an unchanged tree made every returning player download 17 MB again. Made as it was before, three
// builds gave three snapshots, two heaps of them 8.6 million bytes of 31.5 MB apart, in about 5,400 places.
// What varied, and is now the same for every run while the heap is made (`steady`; never in the page, nor
// for the check):
// - the randomness Emscripten draws from (Node's crypto.randomFillSync): Python's hash secret, which lays out
//   every dict and set of str and so where much is allocated (8.6 million bytes alone), the first seed of `random`.
//   Now a fixed stream (SHA-256 of fixed words and a counter). Nothing is lost: the bytes of a snapshot are
//   public, whoever downloads it reads them, so whatever it froze was never secret, and it was already the
//   same for every player of a build. The hash secret stays the snapshot's (a Python cannot change it once
//   started; hash flooding does not concern a game whose only player is the one at the keyboard), `random`
//   is reseeded after every restore, and `secrets` and os.urandom read the browser's randomness at every call.
// - the monotonic clock (performance.now): a ChaCha20 state seeded from it (mimalloc's, by the look of it:
//   "expand 32-byte k" beside it) and a few words more;
// - the wall clock (Date.now): the times of the files written before the game is imported, kept by
//   Python's import caches, and a few words more;
// and from one machine to the next (Node 21 and later simulated in Node 20; not tried in them):
// - Node's version, which Python stores at its start (sys._emscripten_info.runtime): its length moved
//   every address after it. Now "Node.js (tools/snapshot.mjs)";
// - from Node 21 on, `navigator`: Python's LANG (the maker's locale) and that runtime's name (its
//   userAgent); removed, as Node 20 has none.
// The .json's `why`, when there is no snapshot, is an error's text, which may vary. tests/e2e/test_snapshot.py
// makes the snapshot twice and compares. tools/snapshot_webkit.py fixes the same things in WebKit (three runs:
// the same bytes; a test would take a minute, so none runs it).
import nodeCrypto, { createHash, webcrypto } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REPO = dirname(dirname(fileURLToPath(import.meta.url)));
const VENDOR = join(REPO, "static", "vendor");
const PYODIDE = join(VENDOR, "pyodide");
const HOME = "/home/pyodide";  // Pyodide's working folder: PyScript writes [files] there
/** The files Pyodide fetches at boot (tools/vendor.py's PYODIDE_BOOT_FILES). */
const RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

const ARGS = process.argv.slice(2);
process.argv.length = 1;  // before Pyodide starts: Emscripten names the program after argv[1]
process.env.TZ = "UTC";
// Node has a `navigator` from version 21 on: Emscripten would take Python's LANG from its language (the maker's
// locale) and sys._emscripten_info.runtime from its userAgent ("Node.js/22"). Without one, as in Node 20: "C.UTF-8",
// and the runtime below (`steady`). Gone before Pyodide is imported, which looks at it too.
delete globalThis.navigator;

const FREEZE = `
from ds.web.frozen import REVIEWED, digest, freeze, keep_served, precompile
_sources = {path: source.encode() for path, source in _pyscript.items()}
_finder = precompile(${JSON.stringify(HOME)}, _sources)
_finder.bootstrap = _bootstrap
_kept = []
if globals().pop("_keep") and digest(_sources) == REVIEWED:
    import pyscript
    _kept = _finder.keep("pyscript")
    del pyscript
del _pyscript, _sources, _finder, _bootstrap
_modules = sorted(freeze())
keep_served(globals().pop("_served").to_py(), ${JSON.stringify(HOME)})
[_modules, globals().pop("_kept")]
`;
const CHECK = `
import sys
from ds.web.frozen import FROZEN, SERVED, Precompiled
["%d.%d" % sys.version_info[:2], sorted(FROZEN), [sorted(f.kept) for f in sys.meta_path if isinstance(f, Precompiled)][0],
 sorted(SERVED)]
`;
const CHECK_RUNTIME = `import sys; ["%d.%d" % sys.version_info[:2], [], []]`;

/** Stand-ins for what PyScript's package reads of the page as it is imported (`pyscript/context.py`): PyScript's two
 * JavaScript modules, `polyscript` and `_pyscript` (their parts the import keeps), and `document` (only its being
 * there: its path from globalThis is what the snapshot keeps). The snapshot names each module and part
 * (`serialize`: {late: module, key: part, callable}); static/pyodide-loader.mjs gives back, for each name, a stand-in
 * of its own that forwards to what PyScript registers in the page under that name, and ds/web/frozen.py's `rebind`
 * makes the Python values of the import (its config, RUNNING_IN_WORKER, the js_modules' entries) the page's. */
function pyscriptStandIns() {
  const names = new Map();
  const named = (value, late, key) => {
    names.set(value, { late, ...(key ? { key } : {}), ...(typeof value === "function" ? { callable: true } : {}) });
    return value;
  };
  const parts = (late, values) => named(Object.fromEntries(Object.entries(values)
    .map(([key, value]) => [key, named(value, late, key)])), late);
  const noop = () => {};
  const modules = {
    polyscript: parts("polyscript", { config: {}, js_modules: {}, workers: {}, lazy_py_modules: noop.bind(), storage: noop.bind() }),
    _pyscript: parts("_pyscript", { PyWorker: noop.bind(), js_import: noop.bind(), fs: {} }),
  };
  return {
    modules,
    serialize(value) {
      const name = names.get(value);
      if (!name) throw new Error("the snapshot's Python refers to a JavaScript object that is not PyScript's");
      return name;
    },
    deserialize({ late, key }) {
      return key ? modules[late][key] : modules[late];
    },
  };
}

/** The code PyScript runs before the page's script, at every boot (its `stdlib`): it writes its package's files
 * (`pyscriptPackage`) and imports it. */
async function pyscriptBootstrap() {
  const url = pathToFileURL(join(REPO, "node_modules", "@pyscript", "core", "src", "stdlib.js"));
  return (await import(url.href)).stdlib;
}

/** PyScript's own Python package, {path: source}, as PyScript writes it into the working folder at every
 * boot (its stdlib artifact, the very strings bundled into static/vendor/pyscript/core-*.js). */
async function pyscriptPackage() {
  const url = pathToFileURL(join(REPO, "node_modules", "@pyscript", "core", "src", "stdlib", "pyscript.js"));
  const { default: tree } = await import(url.href);
  const sources = {};
  const walk = (folder, prefix) => {
    for (const [name, value] of Object.entries(folder)) {
      if (typeof value === "string") sources[prefix + name] = value;
      else walk(value, `${prefix}${name}/`);
    }
  };
  walk(tree, "");
  return sources;
}

/** The [files] of pyscript.toml: what PyScript writes into Pyodide's working folder. */
function configFiles() {
  const text = readFileSync(join(REPO, "pyscript.toml"), "utf8");
  const table = text.split(/^\[files\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  return [...table.matchAll(/^"\.\/([^"]+)"\s*=\s*"\.\/([^"]+)"/gm)].map(([, from, to]) => ({ from, to }));
}

/** Files written into Pyodide's working folder, as PyScript writes them: [files] ({from, to}: the tree's file `from`
 * at `to`), or its own package ({path, text}). */
function writeFiles(pyodide, files) {
  for (const { from, to, path, text } of files) {
    const target = `${HOME}/${to ?? path}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, text ?? readFileSync(join(REPO, from)));
  }
}

/** While the heap is made: the wall clock (2024-01-01, UTC), the monotonic clock (ms), the JavaScript runtime
 * Python is told it runs in, and what the randomness is drawn from. */
const STEADY = {
  wall: Date.UTC(2024, 0, 1),
  monotonic: 1000,
  runtime: "(tools/snapshot.mjs)",  // sys._emscripten_info.runtime: "Node.js (tools/snapshot.mjs)"
  entropy: "Double Solitaire: the memory snapshot's randomness",
};

/** The randomness, the clocks and the name of the runtime that Pyodide and Python read, made the same for every
 * run until the returned function puts the real ones back, so that the same inputs make the same snapshot, byte
 * for byte (the top of this file says what each changed). Only in this maker, only while the heap to snapshot is
 * made: never in the page, and not for the check. */
function steady() {
  const real = {
    fill: nodeCrypto.randomFillSync, date: Date.now, now: performance.now,
    version: Object.getOwnPropertyDescriptor(process, "version"),
  };
  let block = 0;
  const fill = (view) => {  // SHA-256 of the entropy's words and a counter: the same bytes in the same order
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let at = 0; at < bytes.length; at += 32) {
      const digest = createHash("sha256").update(`${STEADY.entropy} ${block++}`).digest();
      bytes.set(digest.subarray(0, Math.min(32, bytes.length - at)), at);
    }
    return view;
  };
  // Emscripten's randomness in Node (getrandom and getentropy: Python's hash secret, os.urandom, `random`'s
  // first seed), and the browser's, should a later Pyodide use that one in Node.
  nodeCrypto.randomFillSync = (view, offset, size) => (offset === undefined && size === undefined
    ? fill(view) : real.fill.call(nodeCrypto, view, offset, size));
  webcrypto.getRandomValues = fill;  // an own property over the prototype's method, deleted after
  Date.now = () => STEADY.wall;  // Emscripten's CLOCK_REALTIME (time.time, the files' times)
  performance.now = () => STEADY.monotonic;  // its CLOCK_MONOTONIC (time.monotonic, perf_counter, mimalloc's seed)
  // Python asks Emscripten which runtime it runs in once, at its start: Node's version, the whole of it
  // (sys._emscripten_info.runtime, a string allocated among the rest, whose length moves every later address).
  Object.defineProperty(process, "version", { ...real.version, value: STEADY.runtime });
  return () => {
    nodeCrypto.randomFillSync = real.fill;
    delete webcrypto.getRandomValues;
    Date.now = real.date;
    performance.now = real.now;
    Object.defineProperty(process, "version", real.version);
  };
}

/** A snapshot: with the game's modules imported (`game`), PyScript's package too (`keep`), else the runtime alone;
 * checked. */
async function make(loadPyodide, files, { game, keep }) {
  const unsteady = steady();
  const standIns = pyscriptStandIns();
  let bytes;
  let modules = [];
  let kept = [];
  try {
    const pyodide = await loadPyodide({ _makeSnapshot: true, indexURL: PYODIDE + "/" });
    if (game) {
      writeFiles(pyodide, files);
      const sources = await pyscriptPackage();
      if (keep) {
        writeFiles(pyodide, Object.keys(sources).map((path) => ({ path, text: sources[path] })));
        for (const [name, module] of Object.entries(standIns.modules)) pyodide.registerJsModule(name, module);
        globalThis.document = {};  // PyScript's package is imported as in a page's main thread
      }
      pyodide.globals.set("_pyscript", pyodide.toPy(sources));
      pyodide.globals.set("_bootstrap", await pyscriptBootstrap());
      pyodide.globals.set("_keep", keep);
      pyodide.globals.set("_served", files.map(({ from, to }) => [from, to]));
      try {
        [modules, kept] = pyodide.runPython(FREEZE).toJs();
      } finally {
        delete globalThis.document;
      }
    }
    bytes = pyodide.makeMemorySnapshot({ serializer: standIns.serialize });
  } finally {
    unsteady();
  }
  // The check: a fresh Pyodide starts from it, with the same modules imported.
  const restored = await loadPyodide({ _loadSnapshot: bytes, _snapshotDeserializer: standIns.deserialize, indexURL: PYODIDE + "/" });
  if (game) writeFiles(restored, files);
  const [python, found, foundKept, served = []] = restored.runPython(game ? CHECK : CHECK_RUNTIME).toJs();
  if (JSON.stringify(found) !== JSON.stringify(modules)) throw new Error("the restored Python lacks the game's modules");
  if (JSON.stringify(foundKept) !== JSON.stringify(kept)) throw new Error("the restored Python lacks PyScript's package");
  if (game && JSON.stringify(served) !== JSON.stringify(files.map(({ from }) => from).sort())) {
    throw new Error("the restored Python lacks pyscript.toml's [files]");
  }
  return { bytes, modules, kept, python };
}

/** The files the page fetches before Python can start, with their sizes: the progress bar counts these
 * bytes (static/boot.js). The game's own files, fetched once Python runs, are part of the start. */
function bootFiles(snapshotPath) {
  const pyscript = readdirSync(join(VENDOR, "pyscript")).filter((name) => /^core[.-][\w-]*\.js$/.test(name));
  const paths = [
    "pyscript.toml", "static/pyodide-loader.mjs",
    ...pyscript.map((name) => `static/vendor/pyscript/${name}`),
    ...RUNTIME.map((name) => `static/vendor/pyodide/${name}`),
    ...(snapshotPath ? [snapshotPath] : []),
  ];
  return Object.fromEntries(paths.map((path) => [path, statSync(join(REPO, path)).size]));
}

const PAGE = 4096;
const PAGES_MAGIC = [0x44, 0x53, 0x50, 0x47];  // "DSPG"

/** The snapshot without its pages of zeros (14 of its 31 MB: heap the runtime has reserved and not used), in
 * the layout static/snapshot-fetch.js reads (`layout`) and static/pyodide-loader.mjs restores from (`writePages`): "DSPG", the heap's length and the page size (uint32, little-endian),
 * one bit per page (1: stored), then the stored pages in order, the last one as long as the heap leaves it.
 * Fewer bytes to download, cache and read through the browser (docs/performance.md, issue 14, sixth pass). */
function dropZeroPages(heap) {
  const count = Math.ceil(heap.length / PAGE);
  const map = new Uint8Array(Math.ceil(count / 8));
  const kept = [];
  for (let page = 0; page < count; page++) {
    const bytes = heap.subarray(page * PAGE, Math.min((page + 1) * PAGE, heap.length));
    if (bytes.some((byte) => byte !== 0)) {
      map[page >> 3] |= 1 << (page & 7);
      kept.push(bytes);
    }
  }
  const head = new Uint8Array(12);
  head.set(PAGES_MAGIC);
  new DataView(head.buffer).setUint32(4, heap.length, true);
  new DataView(head.buffer).setUint32(8, PAGE, true);
  return Buffer.concat([head, map, ...kept]);
}

function writeAtomically(path, data) {
  writeFileSync(path + ".partial", data);
  renameSync(path + ".partial", path);
}

/** An error in one line: a Python traceback's last line says what went wrong. */
function oneLine(error) {
  const lines = String(error?.message ?? error).split("\n").filter((line) => line.trim());
  return (error?.type ? lines.at(-1) : lines[0] ?? "error").trim().slice(0, 300);
}

async function main() {
  const at = ARGS.indexOf("--stamp");
  const stamp = at >= 0 ? ARGS[at + 1] : null;
  if (!existsSync(join(PYODIDE, "pyodide.asm.wasm"))) {
    console.log("snapshot: skipped (static/vendor/pyodide/ is missing: run tools/vendor.py first)");
    return 0;
  }
  const { loadPyodide, version } = await import(pathToFileURL(join(PYODIDE, "pyodide.mjs")).href);
  const name = `pyodide-${version}.snapshot`;
  const target = join(VENDOR, name);
  const files = configFiles();
  const started = performance.now();
  let made = null;
  const notes = [];
  const tries = [[{ game: true, keep: true }, "PyScript's package could not be kept"],
    [{ game: true, keep: false }, "the game's modules could not be frozen"], [{ game: false, keep: false }, "no snapshot"]];
  for (const [what, failure] of tries) {
    try {
      made = await make(loadPyodide, files, what);
      break;
    } catch (error) {
      notes.push(`${failure}: ${oneLine(error)}`);
    }
  }
  const about = { pyodide: version };
  if (made) {
    const packed = dropZeroPages(made.bytes);
    writeAtomically(target, packed);
    Object.assign(about, {
      size: packed.length,
      sha256: createHash("sha256").update(packed).digest("hex"),
      heap: made.bytes.length,
      modules: made.modules,
      pyscript: made.kept,
    });
  } else {
    Object.assign(about, { size: null, why: notes.at(-1), modules: [], pyscript: [] });
    // An empty file where the snapshot would be: the page's worker asks for the snapshot with its .json, not
    // after it (static/snapshot-fetch.js), so the URL must answer without an error; the .json says none.
    writeAtomically(target, new Uint8Array(0));
  }
  about.boot = bootFiles(made ? relative(REPO, target) : null);
  about.files = files.map(({ from }) => from);
  writeAtomically(target + ".json", JSON.stringify(about, null, 2) + "\n");
  for (const note of notes) console.log(`snapshot: ${note}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!made) {
    console.log(`snapshot: none made; the page will start Python the normal way (${name}.json says why)`);
    return 0;
  }
  console.log(`snapshot: ${relative(REPO, target)}: ${(about.size / 1e6).toFixed(1)} MB (a heap of ${(about.heap / 1e6).toFixed(1)}`
    + ` MB without its pages of zeros), Python ${made.python}`
    + ` with ${made.modules.length} modules of the game and ${made.kept.length} of PyScript's, made and checked in ${seconds} s`);
  if (stamp && made.modules.length) writeFileSync(stamp, "");
  return 0;
}

process.exitCode = await main();
