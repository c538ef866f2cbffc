// Keeps the page working with no network: registers the site's service worker (sw.js, written by the site build),
// which caches every file of this build on the first visit. Only on a static host: a page that cubeguide serve
// serves comes fresh from that server each time (and its worker would go on answering for whatever else is later
// served at the same address, such as another program on localhost:8080). Browsers without service workers, or
// pages that are not on https or localhost, simply go on without it.
import { SITE } from './site.js';

export function keepOffline() {
  if (SITE.server || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('sw.js').catch(e => console.warn('cubeguide: no offline copy:', e.message));
}
