// Keeps the page working with no network: registers the site's service worker (sw.js, written by the site build),
// which caches every file of this build on the first visit. Browsers without service workers, or pages that are
// not on https or localhost, simply go on without it.
export function keepOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('sw.js').catch(e => console.warn('cubeguide: no offline copy:', e.message));
}
