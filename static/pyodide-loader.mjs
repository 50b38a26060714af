// Pyodide for PyScript, started from a memory snapshot when there is a good one.
//
// pyscript.toml's `interpreter` names this module instead of vendor/pyodide/pyodide.mjs:
// PyScript accepts any module that exports `loadPyodide` and `version`. index.html also loads it
// first, as a module script of its own, so Python starts as soon as the page is parsed, in
// parallel with PyScript's own start (its module, configuration and plugins), and PyScript's
// call gets that Python (the same module: one instance per URL). The memory snapshot
// (static/vendor/pyodide-<version>.snapshot, made by `make vendor` with tools/snapshot.mjs)
// holds the wasm heap of a Python that has started and imported the game's modules, so the
// boot skips both (docs/performance.md). Its .json, which `make vendor` always writes, says
// whether there is one, with its size and SHA-256; a worker (static/snapshot-fetch.js) reads
// both and checks the snapshot, off the main thread. index.html starts that worker as its head is
// parsed (static/boot-snapshot.js), before this module has arrived; the loader takes it over. While the
// snapshot downloads, the runtime is made (its .wasm compiled and instantiated: `moduleMaker`), so that
// only the restore waits for the bytes. Pyodide's options for it (`_loadSnapshot`, `createPyodideModule`)
// are private and experimental, so whatever goes wrong, the page boots the normal way:
//
// - "none": the .json says this build has no snapshot (nothing else is asked for, nothing logged);
// - "missing": the .json or the snapshot could not be fetched;
// - "corrupt": the snapshot's length or SHA-256 is not the one its .json gives, or its pages do not add up;
// - "refused": Pyodide threw (made by another build: it checks the build id; or not a snapshot).
//
// A snapshot holds C function pointers, which are slots of the wasm function table, and the
// engines lay that table out differently: JavaScriptCore (Safari, every browser on iOS) hands
// back a wrapper from Table.get where V8 and SpiderMonkey hand back the exported function
// itself, so Emscripten's linker adds about 970 more slots there. So there are two snapshots,
// each made in an engine of its family: pyodide-<version>.snapshot (V8: tools/snapshot.mjs, in
// Node; Firefox lays the table out the same) and pyodide-<version>.webkit.snapshot (WebKitGTK:
// tools/snapshot_webkit.py), each with its .json, and this module asks for the one whose table is
// laid out as here, told by that very behaviour (`tableFamily`).
//
// `window.__pyodideSnapshot` says what happened: "used", or one of those; all but "none" are
// logged as warnings; `window.__pyodideSnapshotFile` names the snapshot this engine asked for; `window.__pyodideFiles`
// says where PyScript's [files] came from ("snapshot": the snapshot's copies, `answerFromSnapshot`; "fetched"), and
// `window.__pyodideFilesCheck` ("same", "changed", or "unknown" when no worker could check) what the check of those
// copies against the files served found.
// The file names carry Pyodide's version, so an upgrade never meets an old one.
//
// The snapshot may hold PyScript's own Python package imported (tools/snapshot.mjs, with stand-ins for the page's
// JavaScript): its Python then refers to PyScript's two JavaScript modules, which the page makes only once Python has
// started. The snapshot names each of those objects; the loader gives Pyodide, for each name, a stand-in of its own
// (`late`) that forwards to what PyScript registers under that name (`registerJsModule`, wrapped here), and
// ds/web/frozen.py hands the package to PyScript's `import pyscript` only once it has checked the files and the page.
//
// A snapshot freezes whatever Python had drawn at random when it was made, the same for every
// visitor: after each restore `random` is reseeded from the browser's cryptographic randomness
// (SPEC point 13).
//
// For the progress line (static/boot.js) the loader says on `document` which files the boot
// fetches before Python starts, "ds:boot-files" (detail: {URL: bytes}, from the .json), and how
// much of the snapshot, the biggest by far, has arrived: "ds:snapshot-bytes" (detail: {url, bytes}).
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const ROOT = new URL("../", import.meta.url);
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const FAMILY = tableFamily();
const SNAPSHOT_URL = new URL(`./vendor/pyodide-${version}${FAMILY}.snapshot`, import.meta.url);
const ABOUT_URL = new URL(`${SNAPSHOT_URL.href}.json`);
globalThis.__pyodideSnapshotFile = SNAPSHOT_URL.pathname.slice(SNAPSHOT_URL.pathname.lastIndexOf("/") + 1);
const WORKER_URL = new URL("./snapshot-fetch.js", import.meta.url);

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

/** An event on `document` for static/boot.js; index.html runs this module as soon as it arrives (async),
 * maybe before the parser reaches boot.js: then once the page is parsed, in the order told. */
const tell = (type, detail) => {
  if (!globalThis.document) return;
  const send = () => document.dispatchEvent(new CustomEvent(type, { detail }));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", send, { once: true });
  else send();
};

class NoSnapshot extends Error {
  constructor(why, cause) {
    super(`no snapshot: ${why}`, { cause });
    this.why = why;
  }
}

/** pyscript.toml's [files] (the .json lists them), fetched as soon as the snapshot's last byte is here, while
 * the worker checks it (sending them cost the main thread 25-30 ms, in the task that then started the restore,
 * before the eighth pass) and Python restores: PyScript asks for them only once Python is up, and its requests get these responses (the same
 * URLs, fetched a moment earlier), so the 60-odd requests no longer wait for the restore. Not before the
 * snapshot has arrived: they slowed its download (cold: the server and the network service answering 75
 * requests at once; warm: 75 revalidations), which the restore waits for (docs/performance.md, issue 14's
 * seventh pass). `paths`: all of them, or the page's own scripts alone when the snapshot's copies answer the
 * others (`answerFromSnapshot`); each is asked for once. */
function prefetch(paths) {
  for (const path of paths) {
    const url = new URL(path, ROOT).href;
    if (asked.has(url)) continue;
    asked.add(url);
    const response = native(url);
    response.catch(() => {});  // a failure is PyScript's to report, when it asks for the file
    answers.set(url, (last) => {
      if (last) return response;
      const copy = response.then((first) => first.clone());
      copy.catch(() => {});
      return copy;
    });
  }
  handOver();
}

/** The page's own scripts among `paths` (index.html's `<script type="py" src>`: main.py): not the game's modules
 * the snapshot holds, always fetched (a page whose script is edited or stood in for runs that script). */
const ownScripts = (paths) => paths.filter((path) => pageScripts().has(new URL(path, ROOT).href));

/** PyScript's requests for the URLs of `answers` answered by them (URL -> a function of `last`, whether this is the
 * URL's last answer, giving a promise of a Response). Each is handed over once, to a plain fetch of its URL (a
 * string or a URL, no options); then `fetch` is the browser's again. The page's script (also a file of [files]) is
 * handed over twice: PyScript fetches it again for the tag once Python is up, a round trip on the path to the game
 * (7-17 ms here) that these answers spare (issue 14's twelfth pass). */
function handOver() {
  if (!answers.size || globalThis.fetch !== native) return;
  const kept = new Set();  // the page's scripts handed over once already
  globalThis.fetch = function fetch(input, init) {
    const plain = (typeof input === "string" || input instanceof URL) && init === undefined;
    const url = plain ? new URL(input, document.baseURI).href : null;
    const respond = answers.get(url);
    if (!respond) return native.call(this, input, init);
    if (!kept.has(url) && pageScripts().has(url)) {
      kept.add(url);  // an answer for [files], which asks first; the last one for the tag
      return respond(false);
    }
    answers.delete(url);
    if (!answers.size) globalThis.fetch = native;
    return respond(true);
  };
}

/** localStorage's key naming the snapshot (its SHA-256) whose copies of [files] were found not to be the files
 * served: its page then fetches them (`prefetch`), and ds/web/frozen.py imports the game from them. */
const STALE = "double-solitaire.stale-snapshot";

/** Whether the page may answer [files] from the snapshot's copies: it can remember a snapshot found stale (so it
 * restarts once for it, never in a loop) and has not found this one stale. */
function mayAnswer(digest) {
  try {
    return Boolean(digest) && localStorage.getItem(STALE) !== digest;
  } catch {
    return false;  // no storage (a sandboxed frame, say): the files are fetched
  }
}

/** PyScript's requests for pyscript.toml's [files] answered from the bytes the snapshot keeps of them
 * (ds/web/frozen.py's `SERVED`), but for the page's own scripts (`ownScripts`): no request, no response to handle,
 * while the game starts; the files PyScript
 * writes, the game's tracebacks quote and the frozen modules compiled are the same bytes. Once the game is ready,
 * a worker fetches the files served and compares them with those bytes (`checkServed`): if one differs (a file
 * edited while `make play` serves the tree, since `make vendor` made the snapshot), the page remembers this
 * snapshot as stale and starts again, fetching the files. False (nothing done) when it may not (`mayAnswer`) or
 * the snapshot keeps none. */
function answerFromSnapshot(pyodide, digest) {
  if (!mayAnswer(digest)) return false;
  const found = pyodide.runPython("import sys; getattr(sys.modules.get('ds.web.frozen'), 'SERVED', {})");
  const served = found.toJs({ dict_converter: Array.from }).map(([path, bytes]) => [new URL(path, ROOT).href, bytes])
    .filter(([url]) => !asked.has(url));
  found.destroy();
  if (!served.length) return false;
  for (const [url, bytes] of served) answers.set(url, () => Promise.resolve(new Response(bytes)));
  handOver();
  afterReady(() => checkServed(served, digest));
  return true;
}

const CHECK_AT_THE_LATEST = 10000;  // ms after Python: a game that never gets ready (stale code?) is checked too

/** `then()` once the game is ready (its `ds:ready` mark), or after CHECK_AT_THE_LATEST. */
function afterReady(then) {
  let observer = null;
  let pending = then;
  const once = () => {
    observer?.disconnect();
    clearTimeout(timer);
    pending?.();
    pending = null;
  };
  const timer = setTimeout(once, CHECK_AT_THE_LATEST);
  try {
    observer = new PerformanceObserver((marks) => { if (marks.getEntriesByName("ds:ready").length) once(); });
    observer.observe({ type: "mark", buffered: true });
  } catch {
    // no observer: the timer alone
  }
}

/** The files served compared, by a worker (static/snapshot-fetch.js), with the snapshot's copies that the game
 * started from (`served`: [[URL, bytes], ...]); if one differs, this snapshot is remembered as stale and the page
 * starts again (once: it then fetches the files, `mayAnswer`). `window.__pyodideFilesCheck` is "unknown" when no
 * worker could check. */
function checkServed(served, digest) {
  let worker;
  try {
    worker = new Worker(WORKER_URL);
  } catch {
    globalThis.__pyodideFilesCheck = "unknown";
    return;
  }
  worker.onmessage = ({ data: { changed } }) => {
    worker.terminate();
    globalThis.__pyodideFilesCheck = changed?.length ? "changed" : "same";
    if (!changed?.length) return;
    try {
      localStorage.setItem(STALE, digest);
    } catch {
      return;  // not remembered: starting again would run the same copies again
    }
    location.reload();
  };
  worker.onerror = () => {
    worker.terminate();
    globalThis.__pyodideFilesCheck = "unknown";
  };
  worker.postMessage({ check: served });
}

/** The URLs of the page's Python scripts (`<script type="py" src>`), which PyScript fetches for their tags. */
const pageScripts = () => new Set([...document.querySelectorAll('script[type="py"][src]')]
  .map((script) => new URL(script.getAttribute("src"), document.baseURI).href));
const native = globalThis.fetch;
const answers = new Map();  // pyscript.toml's [files], URL -> an answer (`handOver`)
const asked = new Set();  // those fetched (`prefetch`)

/** The worker that fetches the snapshot: the one index.html's head started (static/boot-snapshot.js) if it asked
 * for this very snapshot, else a new one. `window.__pyodideSnapshotWorker` says which: "early", "replaced" (the head's
 * worker asked for another snapshot) or "loader" (the head's script, async, had not run yet: on a busy machine the
 * loader may run first; or it could start no worker). */
function snapshotWorker() {
  const early = globalThis.__dsSnapshotWorker;
  globalThis.__dsSnapshotWorker = null;  // taken: boot-snapshot.js, if it runs after this, starts none
  if (early && early.snapshot === SNAPSHOT_URL.href) {
    globalThis.__pyodideSnapshotWorker = "early";
    return early;
  }
  early?.worker.terminate();  // another snapshot (a stale version in index.html, another engine's)
  globalThis.__pyodideSnapshotWorker = early ? "replaced" : "loader";
  const worker = new Worker(WORKER_URL);
  worker.postMessage({ about: ABOUT_URL.href, snapshot: SNAPSHOT_URL.href, pyodide: version });
  return { worker, take(message, error) { worker.onmessage = message; worker.onerror = error; } };
}

/** The snapshot, fetched and checked by a worker (static/snapshot-fetch.js) against its .json: `coming`
 * resolves once the .json says there is one, `bytes` with {data: its bytes, and for a snapshot without its pages
 * of zeros, pages: where each page is, head: Pyodide's head unpacked; files: pyscript.toml's [files], digest: the
 * snapshot's SHA-256}; both reject with a NoSnapshot saying why there are none. */
function fetchSnapshot() {
  let announce;
  let refuse;
  const coming = new Promise((resolve, reject) => { announce = resolve; refuse = reject; });
  const bytes = new Promise((resolve, reject) => {
    const fail = (error) => {
      refuse(error);
      reject(error);
    };
    let worker;
    let take;
    try {
      ({ worker, take } = snapshotWorker());
    } catch (error) {  // no worker for this page (a frame sandboxed without allow-same-origin): no snapshot
      fail(new NoSnapshot("missing", error.message));
      return;
    }
    let files = [];
    let digest = null;
    take(({ data: { boot, files: listed, snapshot, digest: sha256, arrived, last, data, pages, head, why, error } }) => {
      if (boot) {
        files = listed;
        digest = sha256;
        if (snapshot) announce();
        tell("ds:boot-files", Object.fromEntries(Object.entries(boot).map(([path, bytes]) => [new URL(path, ROOT).href, bytes])));
      } else if (arrived !== undefined) {
        tell("ds:snapshot-bytes", { url: SNAPSHOT_URL.href, bytes: arrived });
        // Every byte is here: the worker checks them now, while the main thread, idle, sends these requests.
        if (last) prefetch(mayAnswer(digest) ? ownScripts(files) : files);
      } else {
        worker.terminate();
        // without a snapshot (as soon as its .json said so), or if not done above
        prefetch(data && mayAnswer(digest) ? ownScripts(files) : files);
        if (data) {
          performance.mark("ds:snapshot");  // its bytes here, checked (bench/bench_boot.py prints when)
          resolve({ data, pages, head, files, digest });
        } else {
          fail(new NoSnapshot(why, error));
        }
      }
    }, (event) => {
      worker.terminate();
      fail(new NoSnapshot("missing", event.message));
    });
  });
  coming.catch(() => {});
  bytes.catch(() => {});  // handled when load() rejects: not an "unhandledrejection" for boot.js
  return { coming, bytes };
}

const PAGE_WORDS = 1024;  // a 4 KiB page of the heap, in 32-bit words

/** `createPyodideModule` for Pyodide: its runtime (pyodide.asm.mjs) made as soon as the snapshot is known to
 * come, not once it has arrived. Pyodide awaits the snapshot before it makes the runtime, and making it (the
 * factory's 1.2 MB of JavaScript compiled at its first call, the .wasm compiled and instantiated, Emscripten's
 * file system and the standard library set up) then took 200-400 ms of the main thread between the snapshot's
 * arrival and Python (docs/performance.md, issue 14's eighth pass); now it runs while the snapshot downloads,
 * and the runtime waits for the bytes only at the end. Pyodide is handed a placeholder for the snapshot
 * (its length is unused by this build); its restore gets the real bytes here: Pyodide's own layout, or the
 * snapshot without its pages of zeros, whose head the worker unpacked and whose pages are written straight into
 * the heap (`writePages`). */
const moduleMaker = (runtime, bytes) => async (settings) => {
  const { default: create } = await runtime;
  const module = await create(settings);
  const { data, pages, head } = await bytes;
  const restore = module.API?.restoreSnapshot;
  if (typeof restore === "function") {
    module.API.restoreSnapshot = () => {
      const heap = module.HEAP8;
      if (pages) module.HEAP8 = { set: (source) => writePages(heap, data, pages, head.length, source.length) };
      else if (FAMILY) module.HEAP8 = { set: (source) => copyNonZeroPages(heap, source) };
      try {
        return restore(pages ? head : data);
      } finally {
        module.HEAP8 = heap;
        discard(data.buffer);
      }
    };
  }
  return module;
};

/** The heap of a packed snapshot written into `heap` (Pyodide's restore asks for `rest` bytes after the head,
 * none when given the head alone): the stored pages copied, and each page of zeros made zero where the new
 * heap is not zero already (most of it is: left alone, its memory stays unused; Pyodide's own restore copies
 * the whole 30 MB in, zeros too). `pages`: three numbers a page, its offset in the snapshot, its length, where
 * it is stored in `data` or -1 (static/snapshot-fetch.js's `layout`, which reads the packed format). */
function writePages(heap, data, pages, headLength, rest) {
  if (rest) throw new Error("a packed snapshot's heap comes after its head");
  const words = new Int32Array(heap.buffer, heap.byteOffset, heap.length >> 2);
  for (let index = 0; index < pages.length; index += 3) {
    const [offset, size, at] = [pages[index], pages[index + 1], pages[index + 2]];
    const start = offset - headLength;
    if (start + size <= 0) continue;  // within the head
    const skip = Math.max(0, -start);
    const [from, to] = [start + skip, start + size];
    if (at >= 0) heap.set(data.subarray(at + skip, at + size), from);
    else if (from % 4 || to % 4) heap.fill(0, from, to);
    else if (!isZero(words, from >> 2, to >> 2)) words.fill(0, from >> 2, to >> 2);
  }
}

/** Frees an ArrayBuffer now: its contents move to a message that is dropped unread, so the 30 MB of the
 * snapshot do not wait for a garbage collection (which an idle page in JavaScriptCore may not run for long). */
function discard(buffer) {
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(null, [buffer]);
  } catch {
    // not transferable (a view of memory that is not its own): left to the collector
  }
  port1.close();
  port2.close();
}

/** heap.set(source), skipping each page that is zero in both (a snapshot as Pyodide makes it, in JavaScriptCore:
 * Safari, where iOS closes heavy tabs; Pyodide's copy of the whole snapshot makes all of its 30 MB resident,
 * 14 MB of them zeros the new heap already holds: docs/performance.md, "Memory"). */
function copyNonZeroPages(heap, source) {
  if (source.byteOffset % 4 || source.length % 4 || source.length > heap.length) return heap.set(source);
  const from = new Int32Array(source.buffer, source.byteOffset, source.length / 4);
  const to = new Int32Array(heap.buffer, heap.byteOffset, from.length);
  for (let start = 0; start < from.length; start += PAGE_WORDS) {
    const end = Math.min(start + PAGE_WORDS, from.length);
    if (!isZero(from, start, end) || !isZero(to, start, end)) to.set(from.subarray(start, end), start);
  }
}

function isZero(words, start, end) {
  for (let i = start; i < end; i++) if (words[i] !== 0) return false;
  return true;
}

/** Pyodide's `loadPyodide`, failing when one of its own files cannot be fetched. Pyodide 314 asks for the .wasm
 * and the standard library as it sets up, and if one of those requests fails once it awaits it, it only logs it:
 * "wasm instantiation failed!", and the runtime waits forever (the page said so after 60 s, "no answer"); "Error
 * occurred while installing the standard library", and Python starts without it (from the snapshot the game may even
 * start, and break at its first import of a module the snapshot lacks). Only a request that failed before Pyodide
 * awaited it was an unhandled rejection, which boot.js reports at once: a race that the machine's load decided. So
 * each load watches those requests, through `fetch` until both are made, and rejects with the first failure
 * (`runtimeFile` set), which no other way of starting would get past.
 * Pyodide compiles the .wasm with `WebAssembly.instantiateStreaming` alone, which refuses a response of another
 * type than application/wasm, and then waits forever the same way: a host that does not know the .wasm (it sends
 * application/octet-stream, or no type) gets its answer typed here (`asWasm`), and the game starts.
 * A .wasm whose answer began well and broke off (a connection dropped in the middle of its 9 MB) fails that
 * compilation, which Pyodide only logs, the same way: the compilation of the answer watched here is watched too. */
function loadWatched(options) {
  const before = globalThis.fetch;
  const instantiate = WebAssembly.instantiateStreaming;
  const watched = new Set(["pyodide.asm.wasm", "python_stdlib.zip"]);
  let failed;
  let wasm;  // the answer for the .wasm given to Pyodide, once asked for
  const failure = new Promise((_, reject) => { failed = reject; });
  const missing = (file, why) => failed(Object.assign(new Error(`${file}: ${why}`), { runtimeFile: file }));
  const watch = function (input, init) {
    let response = before.call(this, input, init);
    const url = String(input instanceof Request ? input.url : input);
    const file = url.slice(url.lastIndexOf("/") + 1);
    if (url.startsWith(INDEX_URL) && watched.delete(file)) {
      if (!watched.size && globalThis.fetch === watch) globalThis.fetch = before;
      response.then((answer) => { if (!answer.ok) missing(file, `HTTP ${answer.status}`); }, (error) => missing(file, error.message));
      if (file === "pyodide.asm.wasm") wasm = response = response.then(asWasm);
    }
    return response;
  };
  const compile = function (source, ...rest) {
    const made = instantiate.call(this, source, ...rest);
    if (source === wasm) made.catch((error) => missing("pyodide.asm.wasm", error.message));
    return made;
  };
  globalThis.fetch = watch;
  WebAssembly.instantiateStreaming = compile;
  const loading = load(options);
  loading.catch(() => {}).finally(() => {
    if (globalThis.fetch === watch) globalThis.fetch = before;
    if (WebAssembly.instantiateStreaming === compile) WebAssembly.instantiateStreaming = instantiate;
  });
  return Promise.race([loading, failure]);
}

/** `response`, typed application/wasm if it is not (its body still streamed, not read here). */
function asWasm(response) {
  const type = response.headers.get("Content-Type") || "";
  if (!response.ok || /^application\/wasm\s*(;|$)/i.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/wasm");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The JavaScript objects a snapshot names (tools/snapshot.mjs's `pyscriptStandIns`): `deserialize` gives, for each
 * name ({late: module, key: its part, callable}), an object that forwards every use to that part of the module PyScript
 * registers under that name, once `bind` has been told it; `used` says whether the snapshot named any. */
function late() {
  const modules = new Map();
  let used = false;
  const real = (module, key) => {
    if (!modules.has(module)) throw new Error(`PyScript's ${module} module is not registered yet`);
    return key === undefined ? modules.get(module) : modules.get(module)[key];
  };
  return {
    get used() { return used; },
    bind(name, module) { modules.set(name, module); },
    deserialize({ late: module, key, callable }) {
      used = true;
      return forwarder(() => real(module, key), callable);
    },
  };
}

/** An object whose every use is `target()`'s (a function if `callable`): a property read, written or looked for,
 * its keys, a call. */
function forwarder(target, callable) {
  return new Proxy(callable ? () => {} : {}, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(target(), key);
      return found && { ...found, configurable: true };  // (the stand-in itself has none of them)
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    apply: (_, self, args) => Reflect.apply(target(), self, args),
  });
}

/** `pyodide.registerJsModule`, also binding the snapshot's names of the module to it (`late`). */
function bindOnRegister(pyodide, names) {
  const register = pyodide.registerJsModule;
  pyodide.registerJsModule = function registerJsModule(name, module) {
    names.bind(name, module);
    return register.call(this, name, module);
  };
}

/** `pyodide.runPythonAsync`, running what is left of PyScript's bootstrap (the code it runs before the page's
 * script: its package's files written, then imported) when the snapshot holds its effects: ds/web/frozen.py's
 * `bootstrap` gives that code, byte for byte, and what to run instead; any other code runs as given. */
function skipBootstrap(pyodide) {
  // (a snapshot of the runtime alone has no ds.web.frozen; one made before it had `bootstrap` has none)
  const found = pyodide.runPython("import sys; getattr(sys.modules.get('ds.web.frozen'), 'bootstrap', list)()");
  const [bootstrap, instead] = found.toJs();
  found.destroy();
  if (!bootstrap) return;
  const run = pyodide.runPythonAsync;
  pyodide.runPythonAsync = function runPythonAsync(code, ...rest) {
    return run.call(this, code === bootstrap ? instead : code, ...rest);
  };
}

/** Python, from the snapshot when there is a good one, else the normal way. */
async function start() {
  const settings = { indexURL: INDEX_URL };
  const { coming, bytes } = fetchSnapshot();
  const runtime = import(`${INDEX_URL}pyodide.asm.mjs`);  // as Pyodide would, as soon as it starts
  runtime.catch(() => {});  // a failure is load()'s, below
  // Pyodide awaits the snapshot's promise before it makes the runtime, and keeps its options for the
  // page's lifetime: it gets a placeholder as soon as the snapshot is known to come (moduleMaker).
  const placeholder = coming.then(() => new Uint8Array(0));
  const names = late();
  let pyodide;
  try {
    pyodide = await loadWatched({ ...settings, _loadSnapshot: placeholder, _snapshotDeserializer: names.deserialize,
      createPyodideModule: moduleMaker(runtime, bytes) });
  } catch (error) {
    if (error.runtimeFile) throw error;  // the normal way needs it too
    return error instanceof NoSnapshot ? fallback(error.why, error.cause, settings) : fallback("refused", error, settings);
  }
  performance.mark("ds:python");  // restored (bench/bench_boot.py prints when)
  if (names.used) bindOnRegister(pyodide, names);
  skipBootstrap(pyodide);
  const { files, digest } = await bytes;
  if (answerFromSnapshot(pyodide, digest)) {
    globalThis.__pyodideFiles = "snapshot";
  } else {
    prefetch(files);
    globalThis.__pyodideFiles = "fetched";
  }
  const random = pyodide.pyimport("random");
  random.seed();
  random.destroy();
  globalThis.__pyodideSnapshot = "used";
  return pyodide;
}

function fallback(why, error, settings) {
  globalThis.__pyodideSnapshot = why;
  globalThis.__pyodideFiles = "fetched";
  if (why !== "none") {
    console.warn(`Pyodide memory snapshot not used (${why}): starting Python the normal way`, error ?? "");
  }
  return loadWatched(settings);
}

/** Python starts as soon as this module runs: index.html loads it async, before PyScript, so the runtime's
 * download and start overlap the page's parsing and PyScript's own start (its module, configuration and plugins). */
const started = start();
started.catch(() => {});  // a failure is PyScript's to report, when it asks for Python

/** What PyScript calls: the Python started above, its output sent where PyScript says. */
export async function loadPyodide(options = {}) {
  // PyScript passes where output goes, and this module's folder as indexURL (ignored: the runtime's
  // files are in vendor/pyodide/). Anything else (packages, say) needs a runtime of its own.
  const { stdout, stderr, indexURL, ...rest } = options;
  if (Object.keys(rest).length) {
    console.warn("Pyodide options the early start does not know: a second runtime is started", Object.keys(rest));
    return loadWatched({ ...options, indexURL: INDEX_URL });
  }
  const pyodide = await started;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}
