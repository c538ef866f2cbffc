// The browser engine's Web Worker (a module worker). It loads the engine (WebAssembly GC or JavaScript, both
// compiled by TeaVM from the Java solvers), prepares the solvers' tables (read from IndexedDB and checked, or built
// and stored), then answers the page's API calls as `cubeguide serve` would. Messages in: {type:'start', engine,
// base} once, then {type:'call', id, method, path, body}. Messages out: {type:'progress', ...}, {type:'started',
// kind} or {type:'failed', message}, and {type:'answer', id, status, body}.
import { openTables } from './storage.js';

// The table sets in the order they are made ready: the first solution needs only the first.
const SETS = [
  { set: 'first', solvers: ['twophase'] },
  { set: 'full', solvers: ['thistlethwaite'] },
];

let engine = null;
let queue = Promise.resolve();

function post(message) {
  self.postMessage(message);
}

function progress(set, solver, state, fraction, message) {
  post({ type: 'progress', set, solver, state, fraction, secondsLeft: null, message: message || '' });
}

async function loadEngine(kind, base) {
  if (kind === 'wasm') {
    const runtime = await import(new URL('engine.wasm-runtime.js', base).href);
    const teavm = await runtime.load(new URL('engine.wasm', base).href);
    return teavm.exports;
  }
  return await import(new URL('engine.js', base).href);
}

// Reads a solver's stored tables into the engine (each checked against its CRC-32), builds what is missing, and
// stores what was built. Storage that fails (full, cleared, private mode) only costs a rebuild next time.
async function prepareSolver(store, set, solver) {
  const specs = JSON.parse(engine.specs(solver));
  let damaged = 0;
  progress(set, solver, 'loading', 0, '');
  for (const spec of specs) {
    if (spec.present) continue;
    const record = await store.get(spec.file);
    if (!record) continue;
    if (!engine.putTable(spec.file, new Int8Array(record.bytes), record.crc)) {
      damaged++;
      await store.remove(spec.file);
    }
  }
  const missing = JSON.parse(engine.specs(solver)).filter((s) => !s.present);
  let message = '';
  if (damaged > 0) message = 'A stored table was damaged; it is built again.';
  if (missing.length > 0) {
    progress(set, solver, 'building', 0, message || 'Preparing the solver\u2019s tables in this browser.');
  }
  currentSolver = { set, solver, total: missing.reduce((n, s) => n + s.bytes, 0), done: 0, spec: null };
  const built = JSON.parse(engine.prepare(solver));
  currentSolver = null;
  for (const file of built) {
    const bytes = engine.table(file);
    const crc = engine.checksum(file);
    const stored = await store.put(file, { bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), crc, size: bytes.byteLength });
    if (!stored && !message) {
      message = 'The browser\u2019s storage is full or not available: the tables are built again on the next visit.';
    }
  }
  progress(set, solver, 'ready', 1, message);
}

let currentSolver = null;
// Called by the engine while it builds a table: label "building <id>", done and total in the table's own units.
self.cubeguideProgress = (label, done, total) => {
  if (!currentSolver) return;
  const fraction = total > 0 ? Math.min(1, done / total) : 0;
  progress(currentSolver.set, currentSolver.solver, 'building', fraction, label);
};

async function start(kind, base) {
  engine = await loadEngine(kind, base);
  post({ type: 'started', kind });
  const store = await openTables();
  const keep = new Set();
  for (const { set, solvers } of SETS) {
    for (const solver of solvers) {
      progress(set, solver, 'waiting', 0, '');
      for (const spec of JSON.parse(engine.specs(solver))) keep.add(spec.file);
    }
  }
  for (const { set, solvers } of SETS) {
    for (const solver of solvers) {
      await prepareSolver(store, set, solver);
    }
  }
  await store.keepOnly(keep);
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    queue = start(message.engine, message.base).catch((error) => {
      post({ type: 'failed', message: String(error && error.message || error) });
    });
    return;
  }
  if (message.type === 'call') {
    // Calls wait for the engine and for the tables being prepared, then run one at a time.
    queue = queue.then(() => {
      if (!engine) {
        post({ type: 'answer', id: message.id, status: 503, body: { error: { code: 'BUSY',
          message: 'the engine could not start in this browser', detail: {} } } });
        return;
      }
      const body = message.body == null ? '' : typeof message.body === 'string' ? message.body
        : JSON.stringify(message.body);
      const answer = JSON.parse(engine.call(message.method, message.path, body));
      post({ type: 'answer', id: message.id, status: answer.status, body: answer.body });
    });
  }
};
