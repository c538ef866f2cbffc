// The engine's Web Worker (a module worker), the one that answers. It loads the engine (WebAssembly GC or
// JavaScript, both compiled by TeaVM from the Java solvers), makes the solvers' tables ready in parts (read from
// IndexedDB and checked, or built and stored), then answers the page's API calls as `cubeguide serve` would. The
// first part (two-phase's small set) is made ready here, since the first solution needs it; the parts that take
// long (the full two-phase set, Thistlethwaite's tables) are built by a second worker (builder.js) while this one
// answers, and handed over when done. Once two-phase's full set is stored, a later start loads it at once.
// Messages in: {type:'start', engine, base, full} once (full false: the first parts alone, for tests), then
// {type:'call', id, method, path, body}, and {type:'log', id} for what was done to make the tables ready (the
// benchmark's). Messages out: {type:'progress', set, solver, state, fraction, secondsLeft, message},
// {type:'started', kind} or {type:'failed', message}, {type:'answer', id, status, body} and {type:'log', id, log}.
import { openTables } from './storage.js';
import { DAMAGED, STORAGE_FAILED, loadEngine, loadStored, recordOf, specsOf, startReading } from './tables.js';
import { Estimate } from './estimate.js';

let engine = null;
let store = null;
let queue = Promise.resolve();
let parts = [];
const estimates = new Map();
// What the builder did to make its tables ready (its engine's events), for the benchmark.
const builderLog = [];
// How long each stored table took to read and hand over, for the benchmark.
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

// Runs work after the calls and parts queued before it: the engine does one thing at a time.
function enqueue(work) {
  queue = queue.then(work);
  return queue;
}

// Stores the tables of the part that the engine built and that are kept; false when storage failed.
async function storeBuilt(part, files) {
  const kept = new Set(specsOf(engine, part).filter((s) => s.stored).map((s) => s.file));
  let stored = true;
  for (const file of files) {
    if (kept.has(file)) stored = (await store.put(file, recordOf(engine, file))) && stored;
  }
  return stored;
}

// Makes a part ready in this worker: its kept tables read from storage (started earlier, or now) while the others
// are built, then those read handed over, the missing ones built here and stored. Without buildHere, a part whose
// kept tables are not all in storage is left as it is. note: a message to show (a damaged table found before).
// Returns {ready, damaged}.
async function prepareHere(part, buildHere = true, note = '') {
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
  if (!(await storeBuilt(part, built)) && !message) message = STORAGE_FAILED;
  readyParts.add(part.name);
  progress(part, 'ready', message);
  return { ready: true, damaged };
}

// The part being made ready here, and its state ('loading' or 'building'), for the engine's progress reports.
let building = null;
// The parts made ready.
const readyParts = new Set();
// Reads of kept tables started ahead (file to a promise of its record), taken by prepareHere.
const reads = new Map();
// Called by the engine while it builds a table here: label "building <id>", done and total in the table's units.
self.cubeguideProgress = (label, done, total) => {
  if (!building) return;
  const estimate = estimates.get(building.part.name);
  if (estimate) estimate.update(label, done, total);
  progress(building.part, building.state, label);
};

// Builds the parts in the builder worker; each is made ready here, between calls, once its tables have come.
function buildInBackground(kind, base, background, damaged) {
  const builder = new Worker(new URL('builder.js', import.meta.url), { type: 'module' });
  const byName = new Map(background.map((p) => [p.name, p]));
  const messages = new Map(background.map((p) => [p.name, damaged.has(p.name) ? DAMAGED : '']));
  let left = background.length;
  let failed = false;
  builder.onmessage = (event) => {
    const message = event.data;
    const part = byName.get(message.part);
    if (message.type === 'progress') {
      const estimate = estimates.get(part.name);
      if (estimate) estimate.update(message.label, message.done, message.total);
      progress(part, 'building', messages.get(part.name) || message.label);
    } else if (message.type === 'events') {
      builderLog.push(...message.events.map((e) => ({ where: 'builder', ...e })));
    } else if (message.type === 'table') {
      enqueue(() => {
        if (!specsOf(engine, part).some((s) => s.file === message.file && s.present)) {
          engine.putTable(message.file, new Int8Array(message.record.bytes), message.record.crc);
        }
      });
    } else if (message.type === 'built') {
      if (!message.stored && !messages.get(part.name)) messages.set(part.name, STORAGE_FAILED);
      enqueue(() => {
        engine.prepare(part.name);
        readyParts.add(part.name);
        progress(part, 'ready', messages.get(part.name));
        if (--left === 0) enqueue(keepOnlyNeeded);
      });
    } else if (message.type === 'failed' && !failed) {
      // Built here instead, between calls.
      failed = true;
      builder.terminate();
      enqueue(async () => {
        for (const p of background) await prepareHere(p);
        await keepOnlyNeeded();
      });
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

// Loads the engine and makes the parts ready: a first part here (unless its solver's full part is stored whole:
// then that one instead), the full parts stored whole here, the others in the builder; with full false, the first
// parts alone.
async function start(kind, base, full) {
  engine = await loadEngine(kind, base);
  post({ type: 'started', kind });
  store = await openTables();
  parts = JSON.parse(engine.parts()).filter((p) => full !== false || p.set === 'first');
  for (const part of parts) progress(part, 'waiting', '');
  // The kept tables of the parts stored whole are read from the start, all at once, while the first is made ready.
  for (const part of parts) {
    if (part.set !== 'first' && (await storedWhole(part))) startReading(engine, store, part, reads);
  }
  const background = [];
  const damaged = new Set();
  for (const part of parts) {
    if (part.set === 'first') {
      // Its solver's full part instead, when that is stored whole.
      const full = parts.find((p) => p.set !== 'first' && p.solver === part.solver);
      if (full && (await storedWhole(full))) {
        const loaded = await prepareHere(full, false);
        if (loaded.damaged > 0) damaged.add(full.name);
        if (loaded.ready) {
          progress(part, 'ready', '');
          continue;
        }
      }
      await prepareHere(part, true, full && damaged.has(full.name) ? DAMAGED : '');
    } else if (!ready(part)) {
      const note = damaged.has(part.name) ? DAMAGED : '';
      const loaded = (await storedWhole(part)) ? await prepareHere(part, false, note) : { ready: false, damaged: 0 };
      if (loaded.damaged > 0) damaged.add(part.name);
      if (!loaded.ready) background.push(part);
    }
  }
  if (background.length > 0) {
    buildInBackground(kind, base, background, damaged);
  } else if (full !== false) {
    await keepOnlyNeeded();
  }
}

// True when the part is ready (two-phase's full part, loaded instead of the first).
function ready(part) {
  return readyParts.has(part.name);
}

// True when storage holds every kept table of the part (not yet checked: loading checks them).
async function storedWhole(part) {
  for (const spec of specsOf(engine, part)) {
    if (spec.stored && !spec.present && !(await store.has(spec.file))) return false;
  }
  return true;
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    enqueue(() => start(message.engine, message.base, message.full).catch((error) => {
      post({ type: 'failed', message: String(error && error.message || error) });
    }));
    return;
  }
  if (message.type === 'call') {
    enqueue(() => answer(message));
  } else if (message.type === 'log') {
    const here = engine ? JSON.parse(engine.events()).map((e) => ({ where: 'here', ...e })) : [];
    const loads = loadLog.map((e) => ({ where: 'storage', ...e }));
    post({ type: 'log', id: message.id, log: [...here, ...builderLog, ...loads] });
  }
};

function answer(message) {
  if (!engine) {
    post({ type: 'answer', id: message.id, status: 503, body: { error: { code: 'BUSY',
      message: 'the engine could not start in this browser', detail: {} } } });
    return;
  }
  const body = message.body == null ? '' : typeof message.body === 'string' ? message.body
    : JSON.stringify(message.body);
  const reply = JSON.parse(engine.call(message.method, message.path, body));
  post({ type: 'answer', id: message.id, status: reply.status, body: reply.body });
}
