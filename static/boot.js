// Boot progress, before Python runs: count the bytes of the files the boot fetches as they arrive,
// then show the start as a step of its own; say in words what went wrong, and what the player can
// do, if the game never starts; and, until it is ready, say "still loading" when a button is pressed.
// Loaded by index.html at the end of <body>, before PyScript starts; a file of its own
// (not inline) so that the page's Content-Security-Policy needs no 'unsafe-inline'.
//
// It speaks the language the game will speak, picked as ds/web/board.py's Board._language
// picks it: the URL's lang parameter (ds/web/embed.py), else the language saved in Settings
// (ds/web/settings.py), else the first of navigator.languages the game speaks (ds/web/i18n.py's
// pick_language), else English. tests/e2e/test_boot.py checks that the two never disagree.
//
// It also keeps PyScript's own stores in memory and stands in for a BroadcastChannel the browser refuses (the
// first block below), so that a browser that blocks site data does not stop the start.

// index.html's words for a boot.js that never ran (static/style.css shows them after 20 s): it runs.
(() => {
  const stuck = document.querySelector("[data-boot-stuck]");
  if (stuck) stuck.remove();
})();

// PyScript keeps two stores of its own in IndexedDB, "IDBMap/@pyscript.fs" (the folders a page mounts with
// pyscript.fs) and "IDBMap/<Pyodide's folder>@<version>" (its cache of Python packages), and opens both as it
// starts, from its core module, which runs after this script. The game uses neither: it mounts no folder and
// loads no package. Where a browser refuses IndexedDB (site data blocked in Chrome's or Firefox's settings,
// for every site or for this one), the open throws (Firefox) or fails (Chromium, where PyScript then throws
// from its error handler) and PyScript stops the start. So those stores live in memory for the page's life
// (the subset of IndexedDB that PyScript's IDBMap uses); every other name still goes to the browser's IndexedDB.
(() => {
  "use strict";
  const PREFIX = "IDBMap/";
  /** An IDBRequest's stand-in: `result` set, then its onsuccess called once the caller has set it. */
  const answer = (result) => {
    const request = { result, error: null, readyState: "pending", onsuccess: null, onerror: null };
    Promise.resolve().then(() => {
      request.readyState = "done";
      if (typeof request.onsuccess === "function") request.onsuccess({ type: "success", target: request });
    });
    return request;
  };
  class MemoryStore {
    constructor() { this.entries = new Map(); }
    count() { return answer(this.entries.size); }
    clear() { this.entries.clear(); return answer(undefined); }
    delete(key) { this.entries.delete(key); return answer(undefined); }
    get(key) { return answer(this.entries.get(key)); }
    getKey(key) { return answer(this.entries.has(key) ? key : undefined); }
    getAllKeys() { return answer([...this.entries.keys()].sort()); }
    put(value, key) { this.entries.set(key, value); return answer(key); }
  }
  class MemoryDatabase {
    constructor(name) { this.name = name; this.stores = new Map(); }
    get objectStoreNames() { return { length: this.stores.size, contains: (name) => this.stores.has(name) }; }
    createObjectStore(name) {
      if (!this.stores.has(name)) this.stores.set(name, new MemoryStore());
      return this.stores.get(name);
    }
    transaction(name) { return { objectStore: () => this.createObjectStore(name) }; }
    close() {}
  }
  const databases = new Map();
  const openInMemory = (name) => {
    if (!databases.has(name)) databases.set(name, new MemoryDatabase(name));
    return answer(databases.get(name));
  };
  let factory = null;
  try {
    factory = globalThis.indexedDB || null;
  } catch (error) {}  // a browser may refuse even to hand it over
  const browserOpen = factory && typeof factory.open === "function" ? factory.open.bind(factory) : null;
  const open = (name, ...rest) =>
    String(name).startsWith(PREFIX) || !browserOpen ? openInMemory(String(name)) : browserOpen(name, ...rest);
  try {
    factory.open = open;
    if (factory.open === open) return;
  } catch (error) {}  // no factory, or its open not writable: stand in for the whole factory
  try {
    Object.defineProperty(globalThis, "indexedDB", { configurable: true, value: { open } });
  } catch (error) {}  // then PyScript meets the browser's IndexedDB as it is
})();

// PyScript's core also opens a BroadcastChannel as it loads (for workers that wait on the page without
// SharedArrayBuffer; this page starts none), and Firefox refuses one to a page whose site data is blocked
// (SecurityError), which stops the start. Where the browser refuses it, a channel that carries nothing
// stands in: nothing on this page listens or sends.
(() => {
  "use strict";
  const Channel = globalThis.BroadcastChannel;
  if (typeof Channel !== "function") return;
  try {
    new Channel("double-solitaire.probe").close();
  } catch (error) {
    class SilentChannel extends EventTarget {
      constructor(name) {
        super();
        this.name = String(name);
        this.onmessage = null;
        this.onmessageerror = null;
      }
      postMessage() {}
      close() {}
    }
    globalThis.BroadcastChannel = SilentChannel;
  }
})();

(() => {
  "use strict";
  const TIMEOUT_MS = 60000;
  const LANGUAGES = ["en", "sv", "pt"];
  const DECIMAL_MARK = { "en": ".", "sv": ",", "pt": "," };
  // The boot's words, a key -> a template ({name} fields). Kept here, not in static/i18n/*.json,
  // so that they are there synchronously, before any file is fetched; tests/web/test_boot_words.py
  // checks this table as tests/web/test_i18n.py checks those files. WORDS-BEGIN
  const WORDS = {
    "en": {
      "loading": "Loading the game…",
      "loading-bytes": "Loading the game… {done} of {total}\u00a0MB",
      "starting": "Starting the game…",
      "still-loading": "Still loading: the buttons work once the cards are dealt.",
      "failed": "The game could not start: {why}. {advice}",
      "why.file": "a file did not arrive ({detail})",
      "why.refused": "the browser refused a file of the game that the site sent ({detail})",
      "why.start": "it stopped while starting ({detail})",
      "why.python-error": "its code stopped with an error ({detail})",
      "why.timeout": "no answer after {seconds}\u00a0s",
      "why.browser": "this browser cannot run it",
      "why.sandbox": "the page it is embedded in does not let it load its files",
      "why.file-url": "it was opened as a file (file://), and browsers do not let such a page load its scripts",
      "why.policy": "this site's Content-Security-Policy does not allow what it needs ({detail})",
      "advice.network": "Check the internet connection, then reload the page.",
      "advice.reload": "Reload the page to try again.",
      "advice.report": "Reload the page; if it happens again, please report this message.",
      "advice.browser": "Open it in an up-to-date browser (Chrome, Edge, Firefox or Safari).",
      "advice.sandbox": "Open the game on its own page.",
      "advice.serve": "Serve its folder with a web server (make play, or any static server: see the README) and open the address it gives.",
      "advice.policy": "If you host the game, send the policy its docs/embedding.md gives, or none.",
      "advice.types": "If you host the game, send .js and .mjs files as text/javascript.",
      "advice.site": "Reload the page. If you host the game, serve every file of its folder, as make dist built it.",
      "unknown-error": "unknown error"
    },
    "sv": {
      "loading": "Laddar spelet…",
      "loading-bytes": "Laddar spelet… {done} av {total}\u00a0MB",
      "starting": "Startar spelet…",
      "still-loading": "Spelet laddas fortfarande: knapparna fungerar när korten har delats ut.",
      "failed": "Spelet kunde inte starta: {why}. {advice}",
      "why.file": "en fil kom inte fram ({detail})",
      "why.refused": "webbläsaren vägrade en fil som webbplatsen skickade ({detail})",
      "why.start": "det stannade under starten ({detail})",
      "why.python-error": "spelets kod stoppades av ett fel ({detail})",
      "why.timeout": "inget svar efter {seconds}\u00a0s",
      "why.browser": "den här webbläsaren kan inte köra det",
      "why.sandbox": "sidan där det är inbäddat låter det inte hämta sina filer",
      "why.file-url": "det öppnades som en fil (file://), och webbläsare låter inte en sådan sida hämta sina skript",
      "why.policy": "webbplatsens Content-Security-Policy tillåter inte det som spelet behöver ({detail})",
      "advice.network": "Kontrollera internetanslutningen och ladda sedan om sidan.",
      "advice.reload": "Ladda om sidan för att försöka igen.",
      "advice.report": "Ladda om sidan; händer det igen, rapportera gärna det här meddelandet.",
      "advice.browser": "Öppna det i en uppdaterad webbläsare (Chrome, Edge, Firefox eller Safari).",
      "advice.sandbox": "Öppna spelet på en egen sida.",
      "advice.serve": "Låt en webbserver visa mappen (make play, eller valfri statisk server: se README) och öppna adressen den ger.",
      "advice.policy": "Är du värd för spelet: skicka den policy som dess docs/embedding.md anger, eller ingen.",
      "advice.types": "Är du värd för spelet: skicka .js- och .mjs-filer som text/javascript.",
      "advice.site": "Ladda om sidan. Är du värd för spelet: visa varje fil i dess mapp, så som make dist byggde den.",
      "unknown-error": "okänt fel"
    },
    "pt": {
      "loading": "A carregar o jogo…",
      "loading-bytes": "A carregar o jogo… {done} de {total}\u00a0MB",
      "starting": "A iniciar o jogo…",
      "still-loading": "O jogo ainda está a carregar: os botões funcionam quando as cartas estiverem dadas.",
      "failed": "Não foi possível iniciar o jogo: {why}. {advice}",
      "why.file": "um ficheiro não chegou ({detail})",
      "why.refused": "o navegador recusou um ficheiro do jogo enviado pelo site ({detail})",
      "why.start": "parou durante o arranque ({detail})",
      "why.python-error": "o código do jogo parou com um erro ({detail})",
      "why.timeout": "sem resposta ao fim de {seconds}\u00a0s",
      "why.browser": "este navegador não o consegue executar",
      "why.sandbox": "a página onde está incorporado não o deixa carregar os seus ficheiros",
      "why.file-url": "foi aberto como ficheiro (file://), e os navegadores não deixam uma página assim carregar os seus scripts",
      "why.policy": "a Content-Security-Policy deste site não permite aquilo de que o jogo precisa ({detail})",
      "advice.network": "Verifique a ligação à internet e recarregue a página.",
      "advice.reload": "Recarregue a página para tentar de novo.",
      "advice.report": "Recarregue a página; se voltar a acontecer, comunique esta mensagem.",
      "advice.browser": "Abra-o num navegador atualizado (Chrome, Edge, Firefox ou Safari).",
      "advice.sandbox": "Abra o jogo na sua própria página.",
      "advice.serve": "Sirva a pasta com um servidor web (make play, ou qualquer servidor estático: veja o README) e abra o endereço que ele indicar.",
      "advice.policy": "Se aloja o jogo: envie a política que o seu docs/embedding.md indica, ou nenhuma.",
      "advice.types": "Se aloja o jogo: envie os ficheiros .js e .mjs como text/javascript.",
      "advice.site": "Recarregue a página. Se aloja o jogo: sirva todos os ficheiros da sua pasta, tal como make dist a construiu.",
      "unknown-error": "erro desconhecido"
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
  // The saved settings as Settings.parse reads them: a JSON object of version 1 (or none), within
  // ds/jsontext.py's limits (settings.MAX_SIZE, jsontext.MAX_DEPTH); anything else gives none. A game in
  // a frame reads its own settings (storage.scoped).
  const savedSettings = () => {
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
    return data;
  };
  let saved = null;
  try {
    saved = savedSettings();
    // The table's colours and the stock's side as board.apply_settings will set them, so the empty table
    // shown while the game loads does not change when it is ready.
    if (saved && ["green", "light", "dark"].includes(saved.table)) document.documentElement.dataset.table = saved.table;
    if (saved && saved.stock_right === true) document.documentElement.dataset.stock = "right";
  } catch (error) {}  // whatever happens, the boot goes on with the default looks
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
    lang = urlLanguage(location.search) || (saved && LANGUAGES.includes(saved.language) ? saved.language : null) || browserLanguage();
  } catch (error) {}  // whatever happens, the boot goes on in English
  const words = WORDS[lang];
  const fill = (key, values) => words[key].replace(/\{(\w+)\}/g, (field, name) => values[name]);

  const game = document.getElementById("game");
  const box = game.querySelector("[data-boot]");
  const text = box.querySelector(".boot-text");
  const count = document.createElement("span");  // "… 3 of 31 MB" after the line's words, while the bytes arrive
  count.setAttribute("aria-hidden", "true");
  const bar = box.querySelector(".boot-progress");
  const note = document.createElement("span");  // "still loading", when a button is pressed too soon
  note.className = "boot-note";
  note.dataset.bootNote = "";
  note.hidden = true;
  box.append(note);
  let state = "loading";
  document.documentElement.lang = lang;
  box.lang = lang;  // stays the boot's choice: tests compare it with the game's
  text.textContent = words.loading;
  bar.removeAttribute("value");  // indeterminate until the loader says how many bytes the boot fetches

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

  let refused = null;  // what a policy of the host's refused, as the policy must allow it: "script-src 'unsafe-eval'"
  const say = (next, line) => {
    if (state === "failed" || state === "ready") return;
    state = next;
    box.dataset.boot = next;
    text.textContent = line;
  };
  const fail = (why, advice) => {
    if (state === "failed" || state === "ready") return;
    if (refused) ({ why, advice } = { why: fill("why.policy", { detail: refused }), advice: "advice.policy" });
    say("failed", fill("failed", { why, advice: words[advice] }));
    bar.hidden = true;
    note.hidden = true;
    game.setAttribute("aria-busy", "false");
  };
  // A policy of the host's (a Content-Security-Policy header: a page obeys it beside its own <meta>, which allows what
  // the game needs, docs/embedding.md) refuses something: eval to PyScript or Pyodide's WebAssembly (a common
  // default-src 'self'), or a fetch of the game's files. A start that then fails fails for that, whatever error the
  // runtime made of it ("Failed to fetch" is no network's fault), and the line says what the policy must allow. A
  // refusal said after the failure (its event comes as a task of its own) says it again.
  document.addEventListener("securitypolicyviolation", (event) => {
    if (refused || event.disposition !== "enforce" || state === "ready") return;
    const blocked = String(event.blockedURI || "");
    const eval_ = /^(wasm-)?eval$/.test(blocked);
    // Only what the game does: an inline script refused (a browser extension's, say) is none of its start.
    if (!eval_ && !blocked.startsWith(location.origin + "/")) return;
    refused = `${event.effectiveDirective} ${eval_ ? "'unsafe-eval'" : "'self'"}`;
    if (state === "failed") {  // said already, in other words: say it again, as the policy's refusal
      state = "loading";
      fail("", "");
    }
  });
  const lastLine = (message) => String(message || words["unknown-error"]).trim().split("\n").pop();
  const NETWORK = /fetch|network|load failed|connection/i;
  // The site answered, with an error (a file missing from an upload, .py files refused, a server's fault): the
  // connection is not to blame, and what mends it, beyond a reload, is the host's.
  const ANSWERED = /HTTP [45]\d\d/;
  const networkAdvice = (detail) => ANSWERED.test(detail) ? "advice.site" : "advice.network";
  const relative = (url) => String(url).replace(location.origin + "/", "");
  // A frame sandboxed without allow-same-origin has an opaque origin ("null"): each of the game's files is then a
  // cross-origin request, which the host refuses (docs/embedding.md), and a script that fails says only "Script
  // error.". Nor is the network to blame for a file that arrived whole (HTTP 2xx) and failed all the same: the
  // browser refused it, as it refuses a module script a host sends with a type other than JavaScript's (README,
  // "Host it"). Say what is.
  const arrived = (url) => performance.getEntriesByName(url, "resource")
    .some((entry) => entry.responseStatus >= 200 && entry.responseStatus < 300);
  // A script that arrived whole and was refused: a module script sent with a type other than JavaScript's, which is
  // the host's to change.
  const refusedAdvice = (url) => /\.m?js$/.test(String(url).split(/[?#]/)[0]) ? "advice.types" : "advice.report";
  const failed = (message) => {
    const named = (String(message).match(/https?:\/\/[^\s"')]+/) || [])[0];  // "…imported module: URL"
    const unfetched = /\[([45]\d\d)\] Unable to fetch (\S+)/.exec(String(message));  // PyScript's, for a file of [files]
    if (self.origin === "null") fail(words["why.sandbox"], "advice.sandbox");
    else if (unfetched) fileFailed(`${relative(unfetched[2])}: HTTP ${unfetched[1]}`);
    else if (/PythonError/.test(message)) fail(fill("why.python-error", { detail: lastLine(message) }), "advice.report");
    else if (named && arrived(named)) fail(fill("why.refused", { detail: relative(named) }), refusedAdvice(named));
    else if (ANSWERED.test(message) || NETWORK.test(message)) fail(fill("why.start", { detail: lastLine(message) }), networkAdvice(message));
    else fail(fill("why.start", { detail: lastLine(message) }), "advice.report");
  };
  const fileFailed = (detail, url) => {
    if (self.origin === "null") fail(words["why.sandbox"], "advice.sandbox");
    else if (url && arrived(url)) fail(fill("why.refused", { detail }), refusedAdvice(url));
    else fail(fill("why.file", { detail }), networkAdvice(detail));
  };
  // index.html opened from disk (file://, the first thing many do after a download or a clone): the browser refuses
  // every module script to such a page, and the sandbox's words below (its origin is "null" too) would be wrong.
  if (location.protocol === "file:") {
    fail(words["why.file-url"], "advice.serve");
    return;
  }
  if (typeof WebAssembly !== "object") {
    fail(words["why.browser"], "advice.browser");
    return;
  }

  // --- progress: the bytes of the files the boot fetches, then the start as a step of its own ----------
  // static/pyodide-loader.mjs says which files and how big ("ds:boot-files", from the snapshot's .json)
  // and how much of the snapshot, by far the biggest, has arrived ("ds:snapshot-bytes"); every other file
  // counts whole once the browser has it (Resource Timing). The game's own Python files come later, in
  // the start step.
  let sizes = null;  // URL -> bytes, once the loader has said
  let streamed = 0;  // bytes of the snapshot so far
  let snapshotUrl = null;
  const fetched = new Set();  // URLs the browser has fetched
  let pending = null;  // the frame and the timer that will show the count, once one of them comes
  // Megabytes, with a decimal under 10 MB, written as the language writes them. Not toLocaleString:
  // it builds a new number formatter at every call, which cost the page tens of milliseconds.
  const megabytes = (bytes, total) =>
    (bytes / 1e6).toFixed(total < 10e6 ? 1 : 0).replace(".", DECIMAL_MARK[lang]);
  const show = () => {
    if (pending) {
      cancelAnimationFrame(pending.frame);
      clearTimeout(pending.timer);
      pending = null;
    }
    if (state !== "loading" || !sizes) return;
    let total = 0;
    let done = 0;
    for (const [url, bytes] of Object.entries(sizes)) {
      total += bytes;
      done += fetched.has(url) ? bytes : url === snapshotUrl ? Math.min(streamed, bytes) : 0;
    }
    if (done >= total) {
      starting();
      return;
    }
    bar.max = total;
    bar.value = done;
    // The line's words stay as they were; the count after them changes at every frame and is for the eye only
    // (the bar has it too): in the live line a screen reader read out each megabyte, twenty times and more.
    if (!count.isConnected) text.append(count);
    count.textContent = fill("loading-bytes", { done: megabytes(done, total), total: megabytes(total, total) })
      .slice(words.loading.length);
  };
  // At the next frame, or within 100 ms where no frame comes: a hidden tab paints none, and nor, at times, does a
  // headless browser (in CI the count once stood still for 30 s in the middle of the snapshot).
  const update = () => {
    if (!pending) pending = { frame: requestAnimationFrame(show), timer: setTimeout(show, 100) };
  };
  const starting = () => {
    say("starting", words.starting);
    if (state === "starting") bar.removeAttribute("value");  // no bytes to count: as long as it takes
  };
  document.addEventListener("ds:boot-files", (event) => { sizes = event.detail; update(); });
  document.addEventListener("ds:snapshot-bytes", (event) => {
    snapshotUrl = event.detail.url;
    streamed = event.detail.bytes;
    update();
  });

  // The files the game cannot start without (a missing snapshot is the loader's business: it starts without).
  const NEEDED = /\/static\/vendor\/(pyodide|pyscript)\/|\/static\/pyodide-loader\.mjs$|\/pyscript\.toml$|\/ds\/.*\.py$/;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name.split(/[?#]/)[0];
      // responseStatus is 0 for opaque or failed responses in Chromium; only an HTTP error counts here.
      if (entry.responseStatus >= 400 && NEEDED.test(url)) {
        fileFailed(relative(url) + ": HTTP " + entry.responseStatus);
        continue;
      }
      fetched.add(url);
    }
    update();
  });
  observer.observe({ type: "resource", buffered: true });

  document.addEventListener("py:ready", starting);
  addEventListener("unhandledrejection", (event) =>
    failed((event.reason && event.reason.message) || event.reason));
  addEventListener("error", (event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement) {  // a script file that failed to load (capture phase)
      fileFailed(relative(element.src || element.outerHTML.slice(0, 80)), element.src);
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
  const timer = setTimeout(() => fail(fill("why.timeout", { seconds: TIMEOUT_MS / 1000 }), "advice.reload"), TIMEOUT_MS);

  // Until the game is ready its buttons do nothing (style.css shows them inactive): a press says why.
  const tooSoon = (event) => {
    if (state === "failed" || !(event.target instanceof Element)) return;
    if (event.target.closest("button, [role='button']")) {
      note.textContent = words["still-loading"];
      note.hidden = false;
    }
  };
  game.addEventListener("click", tooSoon);

  new MutationObserver((_, self) => {
    if (game.dataset.ready !== "true") return;
    state = "ready";
    box.dataset.boot = "ready";
    clearTimeout(timer);
    observer.disconnect();
    errors.disconnect();
    self.disconnect();
    game.removeEventListener("click", tooSoon);
    note.hidden = true;
    game.setAttribute("aria-busy", "false");
    performance.mark("ds:ready");
  }).observe(game, { attributes: true, attributeFilter: ["data-ready"] });
})();
