// Double Solitaire's service worker: every file the game needs, cached on the first visit,
// so that the game starts and plays whatever the network does afterwards.
//
// This is the template. `make dist` (tools/dist.py) writes it beside index.html as sw.js,
// with RELEASE below filled in: every file the page needs and its SHA-256, and a version
// made from all of them, so that any change to any file makes a new release.
//
// - Install fetches the whole release into a cache of its own, checking each file against
//   its hash, and takes over only once that cache is complete. A file that fails (network,
//   an HTTP error, or a host that is halfway through an upload) fails the install: the old
//   release stays in charge, the pages' consoles say which file failed and why, and the
//   browser tries again at a later visit (fetching only the files not yet in the cache).
// - Activate deletes the caches of older releases of this same folder (other folders of
//   the site keep theirs).
// - Fetch answers every file of the release from its cache, the page and the .wasm included,
//   online or not: the host is never asked for them again, so a host that is down, answers
//   an error, or serves other bytes (a new release halfway through its upload, a corrupted
//   file) cannot stop the game or mix releases. Anything else goes to the network.
//   V8 keeps the compiled code of the .wasm beside this cache's copy, as it does beside the HTTP
//   cache's: the first start under a release compiles it, later starts reuse it
//   (docs/performance.md, bench/bench_offline.py).
// - Each file is stored with the headers the host sent with it (its Content-Security-Policy
//   with frame-ancestors, X-Content-Type-Options, Content-Type…), so what this worker serves
//   obeys the same policy as what the host serves. Only the headers that described the
//   transfer itself are dropped (TRANSFER).
"use strict";

const RELEASE = { version: "source", files: [] };  // tools/dist.py replaces this line

const SCOPE = self.registration.scope;  // the folder the game is served from, with a trailing slash
const PREFIX = `double-solitaire ${SCOPE} `;
const CACHE = PREFIX + RELEASE.version;
const INDEX = new URL("./", SCOPE).href;
const TRANSFER = new Set(["age", "connection", "content-encoding", "content-length", "date",
  "keep-alive", "transfer-encoding", "vary"]);

self.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => self.skipWaiting(), async (error) => {
    await tell(`no offline copy yet: ${error.message}; the browser tries again at a later visit`);
    throw error;
  }));
});

/** Says ``text`` in the console of every page of the game (static/offline.js writes it there): a host reads the
 * page's console, seldom the worker's. */
async function tell(text) {
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage({ doubleSolitaire: "worker", text });
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
    .map((name) => caches.delete(name)))));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  let key = url.origin + url.pathname;  // files are versioned by the cache: the query is not part of the name
  if (request.mode === "navigate") {
    if (key !== INDEX && key !== INDEX + "index.html") return;
    key = INDEX;  // the page, whatever its query (?code=…) and fragment
  } else if (!key.startsWith(SCOPE)) {
    return;
  }
  event.respondWith(answer(key, request));
});

async function answer(key, request) {
  // caches.match, not caches.open: a worker whose release was just replaced must not make its cache again.
  return (await caches.match(key, { cacheName: CACHE })) || fetch(request);
}

async function install() {
  const cache = await caches.open(CACHE);
  // A file already here was checked by an earlier, interrupted install of this same release.
  await Promise.all(RELEASE.files.filter(([path]) => !otherEnginesSnapshot(path)).map(async ([path, hash]) => {
    const url = new URL(path, SCOPE).href;
    if (await cache.match(url)) return;
    // The page ("./") is asked for by its file's name: a host that answers no folder with its index.html (an
    // HTTP 403 or 404 at ".../game/", where players open ".../game/index.html") serves it by that name, and one
    // that redirects the name to the folder is followed. It is kept, and answered, for both addresses.
    const name = path === "./" ? "index.html" : path;
    let response;
    let body;
    try {
      response = await fetch(new URL(name, SCOPE), { cache: "no-cache" });  // revalidate: never an older copy from the HTTP cache
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.arrayBuffer();  // fails too where the answer broke off (a connection dropped)
    } catch (error) {
      throw new Error(`${name}: ${error.message}`);
    }
    if (await sha256(body) !== hash) throw new Error(`${name} is not the file of release ${RELEASE.version}`);
    // A response of our own: a host's redirect (index.html -> ./) is not replayed for the page.
    const headers = new Headers();
    for (const [name, value] of response.headers) {
      if (!TRANSFER.has(name)) headers.append(name, value);
    }
    await cache.put(url, new Response(body, { headers }));
    discard(body);
  }));
}

/** Frees a body now that the cache has its copy: its contents move to a message that is dropped unread.
 * The install holds the whole release at once (45 MB), and in WebKit, where this worker runs in the page's
 * own process, an idle worker's collector left about 40 MB of it there for a minute and more (docs/performance.md,
 * "Memory"). */
function discard(buffer) {
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(null, [buffer]);
  } catch {
    // still held by the engine (not transferable): left to the collector
  }
  port1.close();
  port2.close();
}

async function sha256(body) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Pyodide's memory snapshots are made one per family of engines, and the page's loader asks for
// its engine's only (static/pyodide-loader.mjs, `tableFamily`, the same test): the other one,
// 17 MB, is not worth a download.
const SNAPSHOT = /\/pyodide-[^/]+?(\.webkit)?\.snapshot(\.json)?$/;

function otherEnginesSnapshot(path) {
  const match = SNAPSHOT.exec("/" + path);
  return match !== null && (match[1] || "") !== tableFamily();
}

function tableFamily() {
  try {
    const module = new WebAssembly.Module(Uint8Array.of(0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2,
      1, 0, 4, 4, 1, 112, 0, 1, 7, 9, 2, 1, 102, 0, 0, 1, 116, 1, 0, 9, 7, 1, 0, 65, 0, 11, 1, 0, 10, 4, 1, 2, 0, 11));
    const { exports } = new WebAssembly.Instance(module);
    return exports.t.get(0) === exports.f ? "" : ".webkit";
  } catch {
    return "";
  }
}
