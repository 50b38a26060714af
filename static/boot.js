// Boot progress, before Python runs: count the runtime files as they arrive,
// then follow PyScript's events; say so in words if the runtime never starts.
// Loaded by index.html at the end of <body>, before PyScript starts; a file of its own
// (not inline) so that the page's Content-Security-Policy needs no 'unsafe-inline'.
(() => {
  "use strict";
  const TIMEOUT_MS = 60000;
  const FILES = [  // [what, how its URL ends]
    ["PyScript", /\/pyscript\/core-[\w-]+\.js$/],
    ["configuration", /\/pyscript\.toml$/],
    ["Pyodide loader", /\/pyodide\/pyodide\.mjs$/],
    ["Python interpreter", /\/pyodide\/pyodide\.asm\.mjs$/],
    ["Python interpreter (WebAssembly)", /\/pyodide\/pyodide\.asm\.wasm$/],
    ["Python standard library", /\/pyodide\/python_stdlib\.zip$/],
    ["package index", /\/pyodide\/pyodide-lock\.json$/],
  ];
  const game = document.getElementById("game");
  const box = game.querySelector("[data-boot]");
  const text = box.querySelector(".boot-text");
  const bar = box.querySelector(".boot-progress");
  const arrived = new Set();
  let state = "loading";
  bar.max = FILES.length;

  const say = (next, words) => {
    if (state === "failed" || state === "ready") return;
    state = next;
    box.dataset.boot = next;
    text.textContent = words;
  };
  const fail = (why) => {
    if (state === "failed" || state === "ready") return;
    say("failed", "The game could not start: " + why + ". Reload the page to try again.");
    bar.hidden = true;
    game.setAttribute("aria-busy", "false");
  };
  const lastLine = (message) => String(message || "unknown error").trim().split("\n").pop();
  const failed = (message) => fail(/PythonError/.test(message)
    ? "its Python code stopped with an error (" + lastLine(message) + ")"
    : "the Python runtime did not load (" + lastLine(message) + ")");

  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name.split(/[?#]/)[0];
      const file = FILES.find(([, pattern]) => pattern.test(url));
      if (!file) continue;
      // responseStatus is 0 for opaque or failed responses in Chromium; only an HTTP error counts here.
      if (entry.responseStatus >= 400) { failed(file[0] + ": HTTP " + entry.responseStatus); continue; }
      arrived.add(file[0]);
      bar.value = arrived.size;
      if (arrived.size < FILES.length) {
        say("loading", "Loading Python runtime… (" + arrived.size + " of " + FILES.length + " files)");
      } else {
        say("starting", "Starting Python…");
      }
    }
  });
  observer.observe({ type: "resource", buffered: true });

  document.addEventListener("py:ready", () => say("starting", "Starting the game…"));
  addEventListener("unhandledrejection", (event) =>
    failed((event.reason && event.reason.message) || event.reason));
  addEventListener("error", (event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement) {  // a script file that failed to load (capture phase)
      failed((element.src || "a script").replace(location.origin + "/", "") + " could not be loaded");
    } else if (element === window || element === undefined || element === null) {
      failed(event.message);
    }
  }, true);
  // PyScript shows an uncaught Python error as a .py-error banner and fires no event.
  const errors = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.classList && node.classList.contains("py-error")) failed("PythonError: " + node.textContent);
    }
  });
  errors.observe(document.body, { childList: true });
  const timer = setTimeout(() => failed("no answer after " + TIMEOUT_MS / 1000 + " s"), TIMEOUT_MS);

  new MutationObserver((_, self) => {
    if (game.dataset.ready !== "true") return;
    state = "ready";
    box.dataset.boot = "ready";
    clearTimeout(timer);
    observer.disconnect();
    errors.disconnect();
    self.disconnect();
    game.setAttribute("aria-busy", "false");
    performance.mark("ds:ready");
  }).observe(game, { attributes: true, attributeFilter: ["data-ready"] });
})();
