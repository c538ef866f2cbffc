// Which engine answers the page, chosen and started once. The page solves in the browser: the Java solvers compiled
// to WebAssembly ('wasm') or, where the browser lacks WebAssembly GC, to JavaScript ('js'), in a Web Worker
// (engine/client.js). The cubeguide server ('server') answers only when it serves the page and either the address
// asks for it (?engine=server, for slow devices and the server's own tests) or the browser can run neither engine.
// ?engine=wasm or ?engine=js forces one engine. <html data-engine="wasm|js|server"> says which one runs ("none"
// when none can).
import { SITE } from './site.js';

/** What the page says when this browser can run no engine and no server answers for it. */
export const NO_ENGINE_MESSAGE = 'This browser cannot run the cube solver: it has no WebAssembly and cannot run the '
  + 'solver in the background either. Please open this page in an up-to-date Chrome, Edge, Firefox or Safari.';

const ENGINE_FOLDER = new URL('../engine/', import.meta.url);
/** The engine's page-side client, loaded only when the page solves in the browser. */
const CLIENT = new URL('client.js', ENGINE_FOLDER).href;
const KINDS = ['wasm', 'js'];
/**
 * This module owns the page's engine (its worker), as the camera and smart-cube modules own their devices: the
 * engine chosen and started (a promise, once asked for), whether it has been asked to start (a promise, and its
 * resolver), the listeners of its table events, and the last state of each part of its tables ('first/twophase',
 * 'full/thistlethwaite', ...).
 */
const owned = { started: null, requested: null, markRequested: null, progressListeners: new Set(),
  partStates: new Map() };
owned.requested = new Promise(resolve => { owned.markRequested = resolve; });
const { progressListeners, partStates } = owned;

/** Whether every part of the engine's tables is prepared (built and stored, or read from storage). */
export const tablesPrepared = () => partStates.size > 0 && [...partStates.values()].every(state => state === 'ready');

/** Adds a listener of the engine's table-preparation events ({set, solver, state, fraction, ...}). */
export function onEngineProgress(listener) {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

/**
 * The page's engine: a promise of {kind: 'wasm'|'js'|'server'|null, client (the worker's client, or null), usable
 * (the solvers that have answered 'ready' for a set of their tables: they solve now, even while a fuller set is
 * built in the background), server (whether a cubeguide server serves the page), problem (words for why no engine
 * runs, or null), localSolvers (set by api.js: the solvers the engine has, once it has listed them)}.
 */
export function pageEngine() {
  if (!owned.started) {
    owned.started = choose();
    // Whatever the choice (a worker, the server, or none), the page may load once it is made.
    owned.started.then(owned.markRequested, owned.markRequested);
  }
  return owned.started;
}

/**
 * Resolves once the page's engine has been asked to start (its worker exists, or no engine will run): the entry
 * module loads the rest of the page after this, so that the page's many modules do not hold the page's thread while
 * the engine waits to be started.
 */
export function engineStarting() {
  return owned.requested;
}

async function choose() {
  const asked = new URLSearchParams(location.search).get('engine');
  const server = SITE.server === true;
  let chosen;
  if (asked === 'server' && server) {
    chosen = { kind: 'server', client: null, usable: new Set(), problem: null };
  } else if (KINDS.includes(asked)) {
    chosen = await tryEngines(await engineClient(), [asked]);
    if (!chosen.kind) chosen.problem = `This browser cannot run the ${asked === 'wasm' ? 'WebAssembly' : 'JavaScript'} `
      + 'engine that the address asks for (?engine=' + asked + '). Open the page without it to use the engine this '
      + 'browser can run.';
  } else {
    const client = await engineClient();
    let detected = null;
    try {
      detected = client && await client.detectEngine();
    } catch (e) {
      detected = null;
    }
    // When the detected engine fails to start, the JavaScript engine may still run.
    chosen = await tryEngines(client, detected ? KINDS.slice(KINDS.indexOf(detected)) : []);
    if (!chosen.kind && server) chosen = { kind: 'server', client: null, usable: new Set(), problem: null };
  }
  document.documentElement.dataset.engine = chosen.kind || 'none';
  if (performance.mark) performance.mark('cubeguide-engine');
  return { ...chosen, server };
}

/** The engine's client module, or null when it cannot be loaded. */
async function engineClient() {
  try {
    return await import(CLIENT);
  } catch (e) {
    console.warn('cubeguide: the engine could not be loaded:', e);
    return null;
  }
}

async function tryEngines(module, kinds) {
  for (const kind of module ? kinds : []) {
    try {
      const starting = module.startEngine({ engine: kind, base: ENGINE_FOLDER });
      owned.markRequested();
      const client = await starting;
      // Listened to at once: the engine reports its first tables right after it starts.
      const usable = new Set();
      client.onProgress(event => {
        if (event.state === 'ready') usable.add(event.solver);
        partStates.set(`${event.set}/${event.solver}`, event.state);
        progressListeners.forEach(listener => listener(event));
      });
      return { kind: client.kind || kind, client, usable, problem: null };
    } catch (e) {
      console.warn(`cubeguide: the ${kind} engine did not start:`, e);
    }
  }
  return { kind: null, client: null, usable: new Set(), problem: NO_ENGINE_MESSAGE };
}
