// (VERSION and FILES are written above by the site build.)
//
// Install: every file of the build goes into one cache named after the build, fetched past the HTTP cache so that
// no file of an older build slips in; the page then works with no network. Activate: the caches of other builds
// are deleted, and the open pages are taken over at once. Fetch: a file of the build is answered from the cache;
// anything else (a cubeguide server's API) goes to the network untouched.
const CACHE = 'cubeguide-site-' + VERSION;
const PREFIX = 'cubeguide-site-';
const KNOWN = new Set(FILES);

self.addEventListener('install', event => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map(file => new Request(file, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

/** The build's path of a request (index.html for the folder itself), or null when it is not a file of the build. */
function fileOf(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const path = decodeURIComponent(url.pathname.slice(scope.pathname.length)) || 'index.html';
  return KNOWN.has(path) ? path : null;
}

/** The build's cache, opened once. */
let opened = null;

self.addEventListener('fetch', event => {
  const file = fileOf(event.request);
  if (!file) return;
  event.respondWith((async () => {
    opened = opened || caches.open(CACHE);
    const hit = await (await opened).match(file);
    return hit || fetch(event.request);
  })());
});
