// A worker that fetches the Pyodide memory snapshot for static/pyodide-loader.mjs, off the main
// thread: it reads the download as it arrives (saying how much has), checks it against the size and
// SHA-256 of its .json, and hands the bytes over without copying them. Hashing 31 MB on the page's
// main thread cost it about 35 ms of CPU at every visit (docs/performance.md).
//
// Asked {url, size, sha256}; answers {arrived} now and then while the bytes come, then either
// {data} (a Uint8Array whose buffer is transferred) or {why: "missing" | "corrupt", error}.
"use strict";

const PROGRESS_STEP = 1 << 20;  // say how much has arrived at most once a megabyte

onmessage = async ({ data: { url, size, sha256 } }) => {
  let reader = null;
  try {
    const response = await fetch(url);
    if (!response.ok) return postMessage({ why: "missing", error: `HTTP ${response.status}` });
    const data = new Uint8Array(size);
    let arrived = 0;
    let told = 0;
    reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (arrived + value.length > size) return postMessage({ why: "corrupt", error: "longer than its .json says" });
      data.set(value, arrived);
      arrived += value.length;
      if (arrived - told >= PROGRESS_STEP) {
        told = arrived;
        postMessage({ arrived });
      }
    }
    if (arrived !== size) return postMessage({ why: "corrupt", error: `${arrived} bytes of ${size}` });
    postMessage({ arrived });
    // crypto.subtle exists in secure contexts only (HTTPS, localhost): elsewhere the size and Pyodide's
    // own checks (magic number, build id) must do.
    if (self.crypto && crypto.subtle) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
      const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
      if (hex !== sha256) return postMessage({ why: "corrupt", error: "SHA-256 differs from its .json" });
    }
    postMessage({ data }, [data.buffer]);
  } catch (error) {
    if (reader) reader.cancel().catch(() => {});
    postMessage({ why: "missing", error: String(error) });
  }
};
