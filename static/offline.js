// Offline play: register the service worker that a build (`make dist`, tools/dist.py) writes
// beside index.html, and names in this script's data-service-worker attribute. The source
// tree has no worker and no attribute: there every reload shows the files as they are.
(() => {
  "use strict";
  const script = document.currentScript;
  const worker = script && script.dataset.serviceWorker;
  if (!worker || !("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  let workers;
  try {
    workers = navigator.serviceWorker;
  } catch (error) {  // a frame sandboxed without allow-same-origin: its getter throws
    console.warn("Double Solitaire: no offline play:", error.message);
    return;
  }
  const game = document.getElementById("game");

  // A new release takes over as soon as its whole cache is ready (sw.js). A page that is still
  // starting would then get the rest of its files from the new release: start it again, whole.
  let reloading = false;
  workers.addEventListener("controllerchange", () => {
    if (!reloading && game.dataset.ready !== "true") {
      reloading = true;
      location.reload();
    }
  });

  // What the worker says of its install (a file that failed), in this page's console.
  workers.addEventListener("message", (event) => {
    if (event.data && event.data.doubleSolitaire === "worker") console.warn("Double Solitaire:", event.data.text);
  });
  workers.startMessages();

  // Registered once the game is ready, so that caching never competes with the first start.
  const register = () => workers.register(worker).catch((error) =>
    console.warn("Double Solitaire: no offline play:", error));
  if (game.dataset.ready === "true") {
    register();
  } else {
    new MutationObserver((_, self) => {
      if (game.dataset.ready !== "true") return;
      self.disconnect();
      register();
    }).observe(game, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
