// A worker that fetches the Pyodide memory snapshot for static/pyodide-loader.mjs, off the main
// thread: first its .json (whether there is a snapshot, its size and SHA-256, and the sizes of the
// files the boot fetches), then the snapshot itself, read as it arrives (saying how much has),
// checked against the .json, and handed over without copying, still without its pages of zeros
// (tools/snapshot.mjs leaves them out: 17 MB to fetch instead of 31; the loader writes the stored
// pages straight into Python's heap). Hashing 31 MB on the page's main
// thread cost it about 35 ms of CPU at every visit, and reading the stream there about as much
// again (docs/performance.md).
//
// Asked {about: URL of the .json, snapshot: URL, pyodide: version}. Answers {boot: {path: bytes}, files:
// [pyscript.toml's [files]], snapshot: whether the .json names one} once the .json is read, {arrived: bytes}
// now and then while the snapshot comes ({arrived, last: true} once every byte is here, before the check),
// and last either {data} (a Uint8Array whose buffer is transferred) or {why: "none" | "missing" | "corrupt", error}.
"use strict";

const PROGRESS_STEP = 1 << 20;  // say how much has arrived at most once a megabyte

async function fetchChecked(url, size, sha256) {
  const response = await fetch(url);
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
  return !isPacked(data) || addsUp(data) ? { data } : { why: "corrupt", error: "its pages do not add up" };
}

const PAGES_MAGIC = [0x44, 0x53, 0x50, 0x47];  // "DSPG": tools/snapshot.mjs's `dropZeroPages`

/** Whether `data` is a snapshot without its pages of zeros (a snapshot as Pyodide makes it, the one for
 * WebKit say, starts with Pyodide's own magic number). The loader writes its pages into the heap. */
const isPacked = (data) => data.length >= 12 && PAGES_MAGIC.every((byte, at) => data[at] === byte);

/** Whether a snapshot without its pages of zeros holds what its head says: "DSPG", the snapshot's length and
 * page size (uint32, little-endian), one bit per page (1: stored), the stored pages in order, and nothing else;
 * its first page (Pyodide's magic number and the head's length) stored. */
function addsUp(data) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const length = view.getUint32(4, true);
  const page = view.getUint32(8, true);
  if (!page || !length) return false;
  const count = Math.ceil(length / page);
  const map = data.subarray(12, 12 + Math.ceil(count / 8));
  if (map.length !== Math.ceil(count / 8) || !(map[0] & 1)) return false;
  let stored = 0;
  for (let index = 0; index < count; index++) {
    if (map[index >> 3] & (1 << (index & 7))) stored += Math.min(page, length - index * page);
  }
  return 12 + map.length + stored === data.length;
}

onmessage = async ({ data: { about: aboutUrl, snapshot, pyodide } }) => {
  let answer;
  try {
    const response = await fetch(aboutUrl);
    const about = response.ok ? await response.json() : null;
    if (!about) {
      answer = { why: "missing", error: `${aboutUrl}: HTTP ${response.status}` };
    } else if (about.pyodide !== pyodide) {
      answer = { why: "corrupt", error: `made for Pyodide ${about.pyodide}` };
    } else {
      postMessage({ boot: about.boot || {}, files: about.files || [], snapshot: Boolean(about.size) });
      answer = about.size ? await fetchChecked(snapshot, about.size, about.sha256) : { why: "none", error: about.why };
    }
  } catch (error) {
    answer = { why: "missing", error: String(error) };
  }
  postMessage(answer, answer.data ? [answer.data.buffer] : []);
};
