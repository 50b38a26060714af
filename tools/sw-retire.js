// Double Solitaire's retiring service worker: what a host serves as sw.js to take the game's offline copy
// back from every browser that has it (README.md, "Take it down").
//
// Once installed, the game's own worker (static/sw.js) answers the game's folder from its cache, online or
// not, and a host that removes the files or puts other pages in their place does not change that: the
// browser keeps the worker while its sw.js cannot be fetched (an HTTP 404 leaves it in charge). It asks the
// host for sw.js at each visit, though, and a changed sw.js replaces the worker. This one, at its first
// visit, deletes the caches of the game in its folder, unregisters itself, and loads the pages it held again
// from the host: what the host serves there now.
"use strict";

const PREFIX = `double-solitaire ${self.registration.scope} `;  // static/sw.js's caches for this folder

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PREFIX)).map((name) => caches.delete(name)));
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: "window" })) client.navigate(client.url);
  })());
});
