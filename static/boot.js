// Boot progress, before Python runs: count the runtime files as they arrive,
// then follow PyScript's events; say so in words if the runtime never starts.
// Loaded by index.html at the end of <body>, before PyScript starts; a file of its own
// (not inline) so that the page's Content-Security-Policy needs no 'unsafe-inline'.
//
// It speaks the language the game will speak, picked as ds/web/board.py's Board._language
// picks it: the URL's lang parameter (ds/web/embed.py), else the language saved in Settings
// (ds/web/settings.py), else the first of navigator.languages the game speaks (ds/web/i18n.py's
// pick_language), else English. tests/e2e/test_boot.py checks that the two never disagree.
(() => {
  "use strict";
  const TIMEOUT_MS = 60000;
  const LANGUAGES = ["en", "sv", "pt"];
  // The boot's words, a key -> a template ({name} fields). Kept here, not in static/i18n/*.json,
  // so that they are there synchronously, before any file is fetched; tests/web/test_boot_words.py
  // checks this table as tests/web/test_i18n.py checks those files. WORDS-BEGIN
  const WORDS = {
    "en": {
      "loading": "Loading Python runtime…",
      "loading-count": "Loading Python runtime… ({count} of {total} files)",
      "starting-python": "Starting Python…",
      "starting-game": "Starting the game…",
      "failed": "The game could not start: {why}. Reload the page to try again.",
      "why.python-error": "its Python code stopped with an error ({detail})",
      "why.runtime": "the Python runtime did not load ({detail})",
      "why.script": "{file} could not be loaded",
      "why.timeout": "no answer after {seconds}\u00a0s",
      "a-script": "a script",
      "unknown-error": "unknown error",
      "file.pyscript": "PyScript",
      "file.config": "configuration",
      "file.loader": "Pyodide loader",
      "file.interpreter": "Python interpreter",
      "file.wasm": "Python interpreter (WebAssembly)",
      "file.stdlib": "Python standard library",
      "file.lock": "package index"
    },
    "sv": {
      "loading": "Laddar Python-miljön…",
      "loading-count": "Laddar Python-miljön… ({count} av {total} filer)",
      "starting-python": "Startar Python…",
      "starting-game": "Startar spelet…",
      "failed": "Spelet kunde inte starta: {why}. Ladda om sidan för att försöka igen.",
      "why.python-error": "spelets Python-kod stoppades av ett fel ({detail})",
      "why.runtime": "Python-miljön kunde inte laddas ({detail})",
      "why.script": "{file} kunde inte laddas",
      "why.timeout": "inget svar efter {seconds}\u00a0s",
      "a-script": "ett skript",
      "unknown-error": "okänt fel",
      "file.pyscript": "PyScript",
      "file.config": "konfigurationen",
      "file.loader": "Pyodide-laddaren",
      "file.interpreter": "Python-tolken",
      "file.wasm": "Python-tolken (WebAssembly)",
      "file.stdlib": "Pythons standardbibliotek",
      "file.lock": "paketförteckningen"
    },
    "pt": {
      "loading": "A carregar o ambiente Python…",
      "loading-count": "A carregar o ambiente Python… ({count} de {total} ficheiros)",
      "starting-python": "A iniciar o Python…",
      "starting-game": "A iniciar o jogo…",
      "failed": "Não foi possível iniciar o jogo: {why}. Recarregue a página para tentar de novo.",
      "why.python-error": "o código Python do jogo parou com um erro ({detail})",
      "why.runtime": "o ambiente Python não carregou ({detail})",
      "why.script": "não foi possível carregar {file}",
      "why.timeout": "sem resposta ao fim de {seconds}\u00a0s",
      "a-script": "um script",
      "unknown-error": "erro desconhecido",
      "file.pyscript": "PyScript",
      "file.config": "configuração",
      "file.loader": "carregador do Pyodide",
      "file.interpreter": "interpretador Python",
      "file.wasm": "interpretador Python (WebAssembly)",
      "file.stdlib": "biblioteca padrão do Python",
      "file.lock": "índice de pacotes"
    }
  };
  // WORDS-END

  // --- which language: as Board._language picks it ---------------------------------------
  // Python's str.strip() (str.isspace), which differs a little from JavaScript's trim().
  const PY_SPACE = "[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+";
  const pyStrip = (text) => text.replace(new RegExp("^" + PY_SPACE + "|" + PY_SPACE + "$", "g"), "");
  // urllib.parse.unquote_plus; what cannot be decoded is never a parameter name or a language anyway.
  const unquotePlus = (text) => {
    try { return decodeURIComponent(text.replace(/\+/g, " ")); } catch (error) { return text; }
  };
  // embed.parse_query's lang: within the first 2000 characters and 16 parameters, the first
  // parameter named lang holds, whether or not its value is a language.
  const urlLanguage = (search) => {
    const query = String(search || "").slice(0, 2000).replace(/^\?/, "");
    for (const field of query.split("&").filter(Boolean).slice(0, 16)) {
      const at = field.indexOf("=");
      const name = pyStrip(unquotePlus(at < 0 ? field : field.slice(0, at))).toLowerCase();
      if (name !== "lang") continue;
      const value = pyStrip(unquotePlus(at < 0 ? "" : field.slice(at + 1)));
      return value.length <= 200 && LANGUAGES.includes(value.toLowerCase()) ? value.toLowerCase() : null;
    }
    return null;
  };
  // ds/jsontext.py's nesting: how deeply arrays and objects nest, brackets inside strings not counted.
  const nesting = (text) => {
    let depth = 0, deepest = 0;
    for (const [token] of text.matchAll(/"[^"\\]*(?:\\[\s\S][^"\\]*)*"|[\[\]{}]/g)) {
      if (token === "[" || token === "{") deepest = Math.max(deepest, ++depth);
      else if (token === "]" || token === "}") depth--;
    }
    return deepest;
  };
  // Settings.parse's language: a JSON object of version 1 (or none), within ds/jsontext.py's limits
  // (settings.MAX_SIZE, jsontext.MAX_DEPTH); anything else gives none. A game in a frame reads its own
  // settings (storage.scoped).
  const savedLanguage = () => {
    let data;
    try {
      const framed = window.parent !== window;
      const text = localStorage.getItem(framed ? "double-solitaire.framed.settings" : "double-solitaire.settings");
      if (typeof text !== "string" || !text || text.length > 10000 || nesting(text) > 16) return null;
      try {
        data = JSON.parse(text);
      } catch (error) {  // Python's json also reads NaN, Infinity and -Infinity (not -NaN)
        data = JSON.parse(text.replace(/("(?:[^"\\]|\\.)*")|(?<!-)\bNaN\b|-?\bInfinity\b/g, (match, string) => string || "0"));
      }
    } catch (error) {  // no storage (private mode), or not JSON
      return null;
    }
    if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
    if (Object.prototype.hasOwnProperty.call(data, "version") && data.version !== 1) return null;
    return LANGUAGES.includes(data.language) ? data.language : null;
  };
  // i18n.pick_language over navigator.languages (or navigator.language).
  const browserLanguage = () => {
    try {
      const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      for (const tag of tags) {
        const primary = pyStrip(String(tag)).toLowerCase().replace(/_/g, "-").split("-")[0];
        if (LANGUAGES.includes(primary)) return primary;
      }
    } catch (error) {}
    return "en";
  };
  let lang = "en";
  try {
    lang = urlLanguage(location.search) || savedLanguage() || browserLanguage();
  } catch (error) {}  // whatever happens, the boot goes on in English
  const words = WORDS[lang];
  const fill = (key, values) => words[key].replace(/\{(\w+)\}/g, (field, name) => values[name]);

  const FILES = [  // [the key of its name, how its URL ends]
    ["file.pyscript", /\/pyscript\/core-[\w-]+\.js$/],
    ["file.config", /\/pyscript\.toml$/],
    ["file.loader", /\/pyodide\/pyodide\.mjs$/],
    ["file.interpreter", /\/pyodide\/pyodide\.asm\.mjs$/],
    ["file.wasm", /\/pyodide\/pyodide\.asm\.wasm$/],
    ["file.stdlib", /\/pyodide\/python_stdlib\.zip$/],
    ["file.lock", /\/pyodide\/pyodide-lock\.json$/],
  ];
  const game = document.getElementById("game");
  const box = game.querySelector("[data-boot]");
  const text = box.querySelector(".boot-text");
  const bar = box.querySelector(".boot-progress");
  const arrived = new Set();
  let state = "loading";
  bar.max = FILES.length;
  document.documentElement.lang = lang;
  box.lang = lang;  // stays the boot's choice: tests compare it with the game's
  text.textContent = words.loading;

  // The page's own words (the bar, the windows) in that language too while Python starts, from the
  // file the game reads (static/i18n/<lang>.json), as ds/web/localize.py's apply puts them; the game
  // puts the same words there again when it starts.
  if (lang !== "en") {
    fetch(new URL(`static/i18n/${lang}.json`, document.baseURI)).then((response) => response.json()).then((data) => {
      const texts = data.texts;
      if (game.dataset.ready === "true" || !texts) return;
      for (const el of game.querySelectorAll("[data-i18n]")) {
        if (texts[el.dataset.i18n]) el.textContent = texts[el.dataset.i18n];
      }
      for (const el of game.querySelectorAll("[data-i18n-attr]")) {
        for (const pair of el.dataset.i18nAttr.split(";")) {
          const [name, key] = pair.split(":").map((part) => part.trim());
          if (texts[key]) el.setAttribute(name, texts[key]);
        }
      }
    }).catch(() => {});  // the game translates the page itself once it runs
  }

  const say = (next, line) => {
    if (state === "failed" || state === "ready") return;
    state = next;
    box.dataset.boot = next;
    text.textContent = line;
  };
  const fail = (why) => {
    if (state === "failed" || state === "ready") return;
    say("failed", fill("failed", { why }));
    bar.hidden = true;
    game.setAttribute("aria-busy", "false");
  };
  const lastLine = (message) => String(message || words["unknown-error"]).trim().split("\n").pop();
  const failed = (message) => fail(/PythonError/.test(message)
    ? fill("why.python-error", { detail: lastLine(message) })
    : fill("why.runtime", { detail: lastLine(message) }));

  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name.split(/[?#]/)[0];
      const file = FILES.find(([, pattern]) => pattern.test(url));
      if (!file) continue;
      // responseStatus is 0 for opaque or failed responses in Chromium; only an HTTP error counts here.
      if (entry.responseStatus >= 400) { failed(words[file[0]] + ": HTTP " + entry.responseStatus); continue; }
      arrived.add(file[0]);
      bar.value = arrived.size;
      if (arrived.size < FILES.length) {
        say("loading", fill("loading-count", { count: arrived.size, total: FILES.length }));
      } else {
        say("starting", words["starting-python"]);
      }
    }
  });
  observer.observe({ type: "resource", buffered: true });

  document.addEventListener("py:ready", () => say("starting", words["starting-game"]));
  addEventListener("unhandledrejection", (event) =>
    failed((event.reason && event.reason.message) || event.reason));
  addEventListener("error", (event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement) {  // a script file that failed to load (capture phase)
      failed(fill("why.script", { file: (element.src || words["a-script"]).replace(location.origin + "/", "") }));
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
  const timer = setTimeout(() => failed(fill("why.timeout", { seconds: TIMEOUT_MS / 1000 })), TIMEOUT_MS);

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
