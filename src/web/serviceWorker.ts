// The playground's service worker (served as sw.js, over http only): keeps the page's own files so that it opens
// and runs offline after one visit. Network first — a rebuilt playground is picked up at once — and the kept copy
// when the network (or `gruntlab serve`) is gone.

/** The parts of a service worker's scope used here (the project's TypeScript lib is the DOM's). */
interface ServiceWorkerScope {
  addEventListener(type: 'install', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: 'fetch',
    listener: (event: { request: Request; respondWith(r: Promise<Response>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const CACHE = 'gruntlab-playground';
const FILES = ['./', 'index.html', 'style.css', 'app.js'];
const worker = self as unknown as ServiceWorkerScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(
    fetch(request)
      .then(async (response) => {
        if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
        return response;
      })
      .catch(async () => (await caches.match(request, { ignoreSearch: true })) ?? Response.error()),
  );
});
