// The engine's Web Worker (a module worker), the one that answers. It loads the engine (WebAssembly GC or
// JavaScript, both compiled by TeaVM from the Java solvers), makes the solvers' tables ready in parts (read from
// IndexedDB and checked, or built and stored), and answers the page's API calls as `cubeguide serve` would: a call
// that needs no tables as soon as the engine has loaded, a solve once its solver's first part is ready. The first
// part (two-phase's small set) is made ready here, since the first solution needs it; the parts that take long (the
// full two-phase set, Thistlethwaite's tables) are built by a second worker (builder.js) while this one answers, and
// handed over when done. Once two-phase's full set is stored, a later start loads it at once.
// Messages in: {type:'start', engine, base, full} once (full false: the first parts alone, for tests), then
// {type:'call', id, method, path, body}, and {type:'log', id} for what was done to make the tables ready (the
// benchmark's). Messages out: {type:'progress', set, solver, state, fraction, secondsLeft, message},
// {type:'started', kind} or {type:'failed', message}, {type:'answer', id, status, body} and {type:'log', id, log}.
import { openTables } from './storage.js';
import { DAMAGED, STORAGE_FAILED, loadEngine, loadStored, recordOf, specsOf, startReading } from './tables.js';
import { Estimate } from './estimate.js';

let engine = null;
// The engine's loading: calls wait for it.
let loaded = null;
let store = null;
let parts = [];
const estimates = new Map();
// The parts made ready, and for each solver a promise resolved once one of its parts is.
const readyParts = new Set();
const solverReady = new Map();
// Reads of kept tables started ahead (file to a promise of its record), taken by prepareHere.
const reads = new Map();
// The part being made ready here, and its state ('loading' or 'building'), for the engine's progress reports.
let building = null;
// What the builder did to make its tables ready (its engine's events), and how long each stored table took to read
// and hand over: for the benchmark.
const builderLog = [];
const loadLog = [];

function post(message) {
  self.postMessage(message);
}

function progress(part, state, message) {
  const estimate = estimates.get(part.name);
  const fraction = state === 'ready' ? 1 : estimate ? estimate.fraction() : 0;
  const secondsLeft = state === 'ready' ? 0 : estimate ? estimate.secondsLeft() : null;
  post({ type: 'progress', set: part.set, solver: part.solver, state, fraction, secondsLeft, message: message || '' });
}

function readiness(solver) {
  if (!solverReady.has(solver)) {
    let resolve;
    const promise = new Promise((r) => { resolve = r; });
    solverReady.set(solver, { promise, resolve });
  }
  return solverReady.get(solver);
}

function markReady(part, message) {
  readyParts.add(part.name);
  readiness(part.solver).resolve();
  progress(part, 'ready', message);
}

// Called by the engine while it builds a table here: label "building <id>", done and total in the table's units.
self.cubeguideProgress = (label, done, total) => {
  if (!building) return;
  const estimate = estimates.get(building.part.name);
  if (estimate) estimate.update(label, done, total);
  progress(building.part, building.state, label);
};

// Stores the tables of the part that the engine built and that are kept; false when storage failed.
async function storeBuilt(part, files) {
  const kept = new Map(specsOf(engine, part).filter((s) => s.stored).map((s) => [s.file, s]));
  let stored = true;
  for (const file of files) {
    if (kept.has(file)) stored = (await store.put(file, recordOf(engine, file), kept.get(file).compress)) && stored;
  }
  return stored;
}

// Makes a part ready in this worker: its kept tables read from storage (started earlier, or now) while the others
// are built, then those read handed over, the missing ones built here and stored. Without buildHere, a part whose
// kept tables are not all in storage is left as it is. note: a message to show (a damaged table found before).
// Returns {ready, damaged}.
async function prepareHere(part, buildHere = true, note = '') {
  loadLog.push({ id: 'start ' + part.name, at: Math.round(performance.now()) });
  progress(part, 'loading', '');
  startReading(engine, store, part, reads);
  building = { part, state: 'loading' };
  const unstored = specsOf(engine, part).filter((s) => !s.present && !s.stored);
  if (unstored.length > 0) {
    const started = performance.now();
    estimates.set(part.name, new Estimate(unstored));
    engine.buildUnstored(part.name);
    loadLog.push({ id: 'build unstored ' + part.name, put: Math.round(performance.now() - started) });
  }
  const { missing, damaged } = await loadStored(engine, store, part, loadLog, reads);
  if (missing.length > 0 && !buildHere) {
    building = null;
    return { ready: false, damaged };
  }
  let message = damaged > 0 ? DAMAGED : note;
  const toBuild = specsOf(engine, part).filter((s) => !s.present);
  if (toBuild.length > 0) {
    estimates.set(part.name, new Estimate(toBuild));
    const words = missing.length > 0 ? 'Preparing the solver\u2019s tables in this browser.' : '';
    building = { part, state: missing.length > 0 ? 'building' : 'loading' };
    progress(part, building.state, message || words);
  }
  const started = performance.now();
  const built = JSON.parse(engine.prepare(part.name));
  loadLog.push({ id: 'prepare ' + part.name, put: Math.round(performance.now() - started) });
  building = null;
  markReady(part, message);
  loadLog.push({ id: 'ready ' + part.name, at: Math.round(performance.now()) });
  // Stored once the solver answers (compressing takes a moment).
  if (!(await storeBuilt(part, built)) && !message) progress(part, 'ready', STORAGE_FAILED);
  return { ready: true, damaged };
}

// Builds the parts in the builder worker; each is made ready here, between calls, once its tables have come.
function buildInBackground(kind, base, background, damaged) {
  const builder = new Worker(new URL('builder.js', import.meta.url), { type: 'module' });
  const byName = new Map(background.map((p) => [p.name, p]));
  const messages = new Map(background.map((p) => [p.name, damaged.has(p.name) ? DAMAGED : '']));
  let left = background.length;
  let failed = false;
  builder.onmessage = async (event) => {
    const message = event.data;
    const part = byName.get(message.part);
    if (message.type === 'progress') {
      const estimate = estimates.get(part.name);
      if (estimate) estimate.update(message.label, message.done, message.total);
      progress(part, 'building', messages.get(part.name) || message.label);
    } else if (message.type === 'events') {
      builderLog.push(...message.events.map((e) => ({ where: 'builder', ...e })));
    } else if (message.type === 'table') {
      if (!specsOf(engine, part).some((s) => s.file === message.file && s.present)) {
        // Built by the builder's engine a moment ago, not read back from storage: nothing to check again.
        engine.putTable(message.file, new Int8Array(message.record.bytes), message.record.crc, true);
      }
    } else if (message.type === 'built') {
      if (!message.stored && !messages.get(part.name)) messages.set(part.name, STORAGE_FAILED);
      engine.prepare(part.name);
      markReady(part, messages.get(part.name));
      if (--left === 0) await keepOnlyNeeded();
    } else if (message.type === 'failed' && !failed) {
      // Built here instead, between calls.
      failed = true;
      builder.terminate();
      for (const p of background) if (!readyParts.has(p.name)) await prepareHere(p, true, messages.get(p.name));
      await keepOnlyNeeded();
    }
  };
  builder.onerror = (event) => {
    event.preventDefault();
    builder.onmessage({ data: { type: 'failed', message: 'the table builder stopped' } });
  };
  for (const part of background) {
    estimates.set(part.name, new Estimate(specsOf(engine, part).filter((s) => !s.present)));
    progress(part, 'building', messages.get(part.name));
  }
  builder.postMessage({ type: 'build', engine: kind, base, parts: background });
}

// Once every part is ready: storage keeps the tables of the parts that replace the first ones, and no others.
async function keepOnlyNeeded() {
  const keep = new Set();
  for (const part of parts) {
    if (part.set === 'first') continue;
    for (const spec of specsOf(engine, part)) if (spec.stored) keep.add(spec.file);
  }
  await store.keepOnly(keep);
}

// The files in storage when the worker started (read once, before the tables: a later look would wait for them).
let storedFiles = new Set();

// True when storage held every kept table of the part at the start (not yet checked: loading checks them).
function storedWhole(part) {
  return specsOf(engine, part).every((spec) => !spec.stored || spec.present || storedFiles.has(spec.file));
}

// Opens storage and, unless full is false, starts reading every table it holds, while the engine loads: a later
// visit's tables are read and inflated meanwhile (prepareHere takes them from reads).
async function openStorage(full) {
  const opening = performance.now();
  store = await openTables();
  storedFiles = await store.files();
  if (full !== false) {
    const files = [...storedFiles];
    store.getEach(files).forEach((record, i) => reads.set(files[i], record));
  }
  loadLog.push({ id: 'open storage', at: Math.round(performance.now()), put: Math.round(performance.now() - opening) });
}

// Makes the parts ready: a first part here (unless its solver's full part is stored whole: then that one instead),
// the full parts stored whole here, the others in the builder; with full false, the first parts alone.
async function prepareParts(kind, base, full) {
  parts = JSON.parse(engine.parts()).filter((p) => full !== false || p.set === 'first');
  for (const part of parts) progress(part, 'waiting', '');
  // The kept tables of the parts stored whole are read from the start, all at once, while the first is made ready.
  for (const part of parts) {
    if (part.set !== 'first' && storedWhole(part)) startReading(engine, store, part, reads);
  }
  const background = [];
  const damaged = new Set();
  for (const part of parts) {
    if (part.set === 'first') {
      // Its solver's full part instead, when that is stored whole.
      const full = parts.find((p) => p.set !== 'first' && p.solver === part.solver);
      if (full && storedWhole(full)) {
        const loaded = await prepareHere(full, false);
        if (loaded.damaged > 0) damaged.add(full.name);
        if (loaded.ready) {
          progress(part, 'ready', '');
          continue;
        }
      }
      await prepareHere(part, true, full && damaged.has(full.name) ? DAMAGED : '');
    } else if (!readyParts.has(part.name)) {
      const note = damaged.has(part.name) ? DAMAGED : '';
      const loaded = storedWhole(part) ? await prepareHere(part, false, note) : { ready: false, damaged: 0 };
      if (loaded.damaged > 0) damaged.add(part.name);
      if (!loaded.ready) background.push(part);
    }
  }
  // Reads no part took (tables of a part not stored whole, or no longer used): let go.
  reads.clear();
  if (background.length > 0) {
    buildInBackground(kind, base, background, damaged);
  } else if (full !== false) {
    await keepOnlyNeeded();
  }
}

// The solver a call needs ready tables for, or null: a solve's (two-phase by default), and a random-state scramble's
// (two-phase's), when its solver has table parts.
function solverOf(message) {
  const method = String(message.method).toUpperCase();
  const [route, query] = String(message.path).split('?');
  let solver = null;
  if (method === 'POST' && route === '/api/solve') {
    let body = message.body;
    try {
      body = typeof body === 'string' ? JSON.parse(body) : body;
    } catch (error) {
      return null;
    }
    solver = body && typeof body.solver === 'string' ? body.solver : 'twophase';
  } else if (method === 'GET' && route === '/api/scramble') {
    solver = new URLSearchParams(query || '').get('randomState') === 'false' ? null : 'twophase';
  }
  return solver && parts.some((p) => p.solver === solver) ? solver : null;
}

async function answer(message) {
  try {
    await loaded;
  } catch (error) {
    // The engine did not load: the start's failure was reported.
  }
  if (!engine) {
    post({ type: 'answer', id: message.id, status: 503, body: { error: { code: 'BUSY',
      message: 'the engine could not start in this browser', detail: {} } } });
    return;
  }
  const solver = solverOf(message);
  if (solver) await readiness(solver).promise;
  const body = message.body == null ? '' : typeof message.body === 'string' ? message.body
    : JSON.stringify(message.body);
  const reply = JSON.parse(engine.call(message.method, message.path, body));
  post({ type: 'answer', id: message.id, status: reply.status, body: reply.body });
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    loaded = loadEngine(message.engine, message.base).then((exports) => {
      engine = exports;
      loadLog.push({ id: 'engine loaded', at: Math.round(performance.now()) });
      post({ type: 'started', kind: message.engine });
      // The parts are known once the engine is, before any call is answered.
      parts = JSON.parse(engine.parts()).filter((p) => message.full !== false || p.set === 'first');
    });
    const opened = openStorage(message.full);
    const prepared = Promise.all([loaded, opened]).then(() => prepareParts(message.engine, message.base, message.full));
    prepared.catch((error) => {
      post({ type: 'failed', message: String(error && error.message || error) });
      // Solves go on: the engine builds a solver's tables when it first solves.
      for (const part of parts) readiness(part.solver).resolve();
    });
  } else if (message.type === 'call') {
    answer(message);
  } else if (message.type === 'log') {
    const here = engine ? JSON.parse(engine.events()).map((e) => ({ where: 'here', ...e })) : [];
    const loads = loadLog.map((e) => ({ where: 'storage', ...e }));
    post({ type: 'log', id: message.id, log: [...here, ...builderLog, ...loads] });
  }
};
