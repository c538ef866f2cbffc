// The engine's second worker: it builds the table parts that take long (the full two-phase set, Thistlethwaite's)
// in the background, so that the solving worker (worker.js, which starts it) answers calls meanwhile. Each built
// table is stored (when it is of the kept kind), then handed to the solving worker (its bytes transferred, not
// copied), which takes those it does not have. Message in:
// {type: 'build', engine, base, parts: [{name, set, solver}]}. Messages out: {type: 'progress', part, label, done,
// total}, {type: 'table', part, file, record}, {type: 'built', part, stored}, {type: 'events', events} (what its engine did, at the end),
// {type: 'failed', message}.
import { openTables } from './storage.js';
import { loadEngine, loadStored, recordOf, specsOf } from './tables.js';

let current = null;
self.cubeguideProgress = (label, done, total) => {
  if (current) self.postMessage({ type: 'progress', part: current.name, label, done, total });
};

async function build(kind, base, parts) {
  const engine = await loadEngine(kind, base);
  const store = await openTables();
  for (const part of parts) {
    await loadStored(engine, store, part);
    current = part;
    const built = JSON.parse(engine.prepare(part.name));
    current = null;
    const kept = new Map(specsOf(engine, part).filter((s) => s.stored).map((s) => [s.file, s]));
    let stored = true;
    for (const file of built) {
      const record = recordOf(engine, file);
      if (kept.has(file)) stored = (await store.put(file, record, kept.get(file).compress)) && stored;
      self.postMessage({ type: 'table', part: part.name, file, record }, [record.bytes]);
    }
    self.postMessage({ type: 'built', part: part.name, stored });
  }
  self.postMessage({ type: 'events', events: JSON.parse(engine.events()) });
  self.close();
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'build') {
    build(message.engine, message.base, message.parts).catch((error) => {
      self.postMessage({ type: 'failed', message: String(error && error.message || error) });
    });
  }
};
