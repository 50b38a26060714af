// A worker that fetches the Pyodide memory snapshot for static/pyodide-loader.mjs, off the main
// thread: its .json (whether there is a snapshot, its size and SHA-256, and the sizes of the files the
// boot fetches) and the snapshot itself, both asked for at once (`make vendor` always writes a file at the
// snapshot's URL: an empty one when no snapshot could be made, which the .json then says), the snapshot read
// as it arrives (saying how much has), checked against the .json, and handed over without copying, still
// without its pages of zeros (tools/snapshot.mjs leaves them out: 17 MB to fetch instead of 31; the loader
// writes the stored pages straight into Python's heap). Hashing 31 MB on the page's main thread cost it
// about 35 ms of CPU at every visit, and reading the stream there about as much again (docs/performance.md).
//
// Asked {about: URL of the .json, snapshot: URL, pyodide: version}. Answers {boot: {path: bytes}, files:
// [pyscript.toml's [files]], snapshot: whether the .json names one, digest: its SHA-256} once the .json is read, {arrived: bytes}
// now and then while the snapshot comes ({arrived, last: true} once every byte is here, before the check),
// and last either {data} (a Uint8Array whose buffer is transferred; for a snapshot without its pages of zeros,
// with `pages`, where each page is, and `head`, Pyodide's head unpacked: `layout`) or {why: "none" | "missing" |
// "corrupt", error}.
//
// Asked {check: [[URL, bytes], ...]} (a worker of its own, once the game is ready): fetches each URL and answers
// {changed: [the URLs whose file is not those bytes, or is gone]}; a request that fails (offline, say) says nothing.
"use strict";

const PROGRESS_STEP = 1 << 20;  // say how much has arrived at most once a megabyte

/** The snapshot from its response, read as it arrives and checked against its .json's `size` and `sha256`. */
async function readChecked(response, size, sha256) {
  if (!response.ok) return { why: "missing", error: `HTTP ${response.status}` };
  const data = new Uint8Array(size);
  let arrived = 0;
  let told = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (arrived + value.length > size) {
      reader.cancel().catch(() => {});
      return { why: "corrupt", error: "longer than its .json says" };
    }
    data.set(value, arrived);
    arrived += value.length;
    if (arrived - told >= PROGRESS_STEP) {
      told = arrived;
      postMessage({ arrived });
    }
  }
  if (arrived !== size) return { why: "corrupt", error: `${arrived} bytes of ${size}` };
  postMessage({ arrived, last: true });
  // crypto.subtle exists in secure contexts only (HTTPS, localhost): elsewhere the size, the layout's
  // own checks and Pyodide's (magic number, build id) must do.
  if (self.crypto && crypto.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
    const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
    if (hex !== sha256) return { why: "corrupt", error: "SHA-256 differs from its .json" };
  }
  if (!isPacked(data)) return { data };
  const pages = layout(data);
  const head = pages && unpackedHead(data, pages);
  return head ? { data, pages, head } : { why: "corrupt", error: "its pages do not add up" };
}

// The snapshot without its pages of zeros, as tools/snapshot.mjs (`dropZeroPages`) and tools/snapshot_webkit.py
// write it: "DSPG", the snapshot's length and page size (uint32, little-endian), one bit per page (1: stored), the
// stored pages in order, and nothing else. The page reads it here only: the loader gets the pages' places and the head.
const PAGES_MAGIC = [0x44, 0x53, 0x50, 0x47];  // "DSPG"

/** Whether `data` is a snapshot without its pages of zeros (a snapshot as Pyodide makes it starts with Pyodide's
 * own magic number: the loader hands it to Pyodide as it is). */
const isPacked = (data) => data.length >= 12 && PAGES_MAGIC.every((byte, at) => data[at] === byte);

/** Each page of a packed snapshot, three numbers each: its offset in the snapshot, its length, where it is stored
 * in `data` (-1: a page of zeros); or null if the pages do not add up to the file (or its first page, Pyodide's
 * magic number and the head's length, is not stored). */
function layout(data) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const length = view.getUint32(4, true);
  const page = view.getUint32(8, true);
  if (!page || !length) return null;
  const count = Math.ceil(length / page);
  const map = data.subarray(12, 12 + Math.ceil(count / 8));
  if (map.length !== Math.ceil(count / 8) || !(map[0] & 1)) return null;
  const pages = new Int32Array(count * 3);
  let at = 12 + map.length;
  for (let index = 0; index < count; index++) {
    const size = Math.min(page, length - index * page);
    const stored = map[index >> 3] & (1 << (index & 7));
    pages[index * 3] = index * page;
    pages[index * 3 + 1] = size;
    pages[index * 3 + 2] = stored ? at : -1;
    if (stored) at += size;
  }
  return at === data.length ? pages : null;
}

/** The snapshot's head as Pyodide lays it out, unpacked: its magic number, the head's length (the heap starts
 * there), the build id and the JavaScript state's JSON; Pyodide's restore reads it, the loader writes the heap.
 * Null if the head would be longer than the snapshot. */
function unpackedHead(data, pages) {
  const length = new DataView(data.buffer, data.byteOffset + pages[2]).getUint32(4, true);
  if (length > pages.at(-3) + pages.at(-2)) return null;
  const head = new Uint8Array(length);
  for (let at = 0; at < pages.length && pages[at] < length; at += 3) {
    const [offset, size, stored] = pages.subarray(at, at + 3);
    if (stored >= 0) head.set(data.subarray(stored, stored + Math.min(size, length - offset)), offset);
  }
  return head;
}

/** The empty file in the place of a snapshot, read to its end before the page ends this worker (a request cut
 * short shows as failed in the browser's console, even for no bytes); anything longer is not read. Chromium's
 * network log may still show this request cancelled (about one visit in three under load, even with the worker left
 * running): nothing reaches the console (tests/e2e/test_snapshot.py). */
async function finish(placeholder) {
  try {
    const reader = (await placeholder).body?.getReader();
    if (reader && !(await reader.read()).done) reader.cancel().catch(() => {});
  } catch {
    // no file there: no snapshot either way
  }
}

/** The URLs of `files` ([[URL, bytes], ...]) whose file, fetched now, is not those bytes (or is gone: 404, 410). */
async function changed(files) {
  const found = await Promise.all(files.map(async ([url, bytes]) => {
    try {
      const response = await fetch(url);
      if (!response.ok) return response.status === 404 || response.status === 410;
      const served = new Uint8Array(await response.arrayBuffer());
      return served.length !== bytes.length || served.some((byte, at) => byte !== bytes[at]);
    } catch {
      return false;  // not reachable now: nothing known
    }
  }));
  return files.filter((_, at) => found[at]).map(([url]) => url);
}

onmessage = async ({ data: { about: aboutUrl, snapshot, pyodide, check } }) => {
  if (check) {
    postMessage({ changed: await changed(check) });
    return;
  }
  // The snapshot is asked for with its .json, not once the .json is read (a round trip sooner, issue 14's ninth
  // pass): a build without one serves an empty file there, which the .json says to leave unread.
  const told = fetch(aboutUrl);
  const stop = new AbortController();
  const coming = fetch(snapshot, { signal: stop.signal });
  coming.catch(() => {});  // awaited below, or not needed
  let answer;
  try {
    const response = await told;
    const about = response.ok ? await response.json() : null;
    if (!about) {
      answer = { why: "missing", error: `${aboutUrl}: HTTP ${response.status}` };
    } else if (about.pyodide !== pyodide) {
      answer = { why: "corrupt", error: `made for Pyodide ${about.pyodide}` };
    } else {
      postMessage({ boot: about.boot || {}, files: about.files || [], snapshot: Boolean(about.size), digest: about.sha256 });
      if (about.size) {
        answer = await readChecked(await coming, about.size, about.sha256);
      } else {
        await finish(coming);
        answer = { why: "none", error: about.why };
      }
    }
  } catch (error) {
    answer = { why: "missing", error: String(error) };
  }
  if (!answer.data && answer.why !== "none") stop.abort();
  postMessage(answer, [answer.data, answer.pages, answer.head].filter(Boolean).map((array) => array.buffer));
};
