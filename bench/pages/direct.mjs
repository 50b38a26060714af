// Experiment for bench/bench_boot.py (docs/performance.md): the game started without PyScript, to
// measure what PyScript's own start costs. The page's loader (static/pyodide-loader.mjs) starts
// Pyodide from the snapshot; this module then does what PyScript does for this page and nothing
// more: writes pyscript.toml's [files] into Python's working folder, offers `from pyscript import
// document, window`, and runs ds/web/main.py. Built into bench/pages/build/direct/ by the bench.
import { loadPyodide } from "../../static/pyodide-loader.mjs";

const ROOT = new URL("../../", import.meta.url);
const config = await (await fetch(new URL("pyscript.toml", ROOT))).text();
const table = config.split(/^\[files\]\s*$/m)[1] ?? "";
const files = [...table.matchAll(/^"\.\/([^"]+)"\s*=\s*"\.\/([^"]+)"/gm)].map(([, from, to]) => ({ from, to }));
// As PyScript asks for them: once Python is up, by then the loader has fetched them (its early fetch,
// started when the snapshot arrived, answers these requests); asked before, they were fetched twice.
const pyodide = await loadPyodide();
const [bodies, main] = await Promise.all([
  Promise.all(files.map(({ from }) => fetch(new URL(from, ROOT)).then((response) => response.arrayBuffer()))),
  fetch(new URL("ds/web/main.py", ROOT)).then((response) => response.text()),
]);
files.forEach(({ to }, index) => {
  pyodide.FS.mkdirTree(to.slice(0, to.lastIndexOf("/")));
  pyodide.FS.writeFile(to, new Uint8Array(bodies[index]));
});
pyodide.registerJsModule("pyscript", { document, window });
pyodide.runPython(main, { filename: "ds/web/main.py" });
