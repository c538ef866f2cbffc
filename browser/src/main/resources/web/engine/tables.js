// What the engine's two workers share: loading the engine, and moving a part's tables between the engine and the
// browser's storage (IndexedDB, through storage.js). Every stored table is checked against its CRC-32 by the engine
// before it is used; a damaged one is removed, so that it is built again.

// The engine's exports: WebAssembly GC ('wasm') or JavaScript ('js'), both compiled by TeaVM from the Java solvers.
export async function loadEngine(kind, base) {
  if (kind === 'wasm') {
    const runtime = await import(new URL('engine.wasm-runtime.js', base).href);
    const teavm = await runtime.load(new URL('engine.wasm', base).href);
    return teavm.exports;
  }
  return await import(new URL('engine.js', base).href);
}

// The part's tables as the engine lists them: [{file, id, version, bytes, present}].
export function specsOf(engine, part) {
  return JSON.parse(engine.specs(part.name));
}

// Hands the engine the part's tables that storage holds and the engine does not (all read at once, each handed over
// as it comes). Returns {missing, damaged}: the stored kind of tables still missing (to build; the others are built
// at each start), and how many stored ones were damaged (and removed). With log, adds each table's {id, read, put}:
// the milliseconds until it was read, and to hand it over (copy and checksum). reads: reads started before
// (startReading), taken from there. A record storage verified by its SHA-256 is not checked again by the engine.
export async function loadStored(engine, store, part, log, reads) {
  let damaged = 0;
  const wanted = specsOf(engine, part).filter((s) => s.stored && !s.present);
  const started = performance.now();
  const unread = wanted.filter((s) => !(reads && reads.has(s.file)));
  const fresh = store.getEach(unread.map((s) => s.file));
  const records = new Map(unread.map((s, i) => [s.file, fresh[i]]));
  for (let i = 0; i < wanted.length; i++) {
    const spec = wanted[i];
    const record = await (records.get(spec.file) || reads.get(spec.file));
    if (reads) reads.delete(spec.file);
    if (!record) continue;
    const read = performance.now();
    const good = !record.damaged
      && engine.putTable(spec.file, new Int8Array(record.bytes), record.crc, record.verified === true);
    if (log) {
      log.push({ id: spec.id, read: Math.round(read - started), put: Math.round(performance.now() - read),
        ...(record.at || {}) });
    }
    if (!good) {
      damaged++;
      await store.remove(spec.file);
    }
  }
  return { missing: specsOf(engine, part).filter((s) => s.stored && !s.present), damaged };
}

// Starts reading the part's kept tables that the engine lacks, into reads (a map from file to a promise of its
// record), so that the engine can build its other tables meanwhile.
export function startReading(engine, store, part, reads) {
  const files = specsOf(engine, part).filter((s) => s.stored && !s.present && !reads.has(s.file)).map((s) => s.file);
  store.getEach(files).forEach((record, i) => reads.set(files[i], record));
}

// The stored form of a table the engine holds: {bytes: ArrayBuffer, crc, size}.
export function recordOf(engine, file) {
  const bytes = engine.table(file);
  return { bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), crc: engine.checksum(file),
    size: bytes.byteLength };
}

// The message shown when storage failed: the tables are built again on the next visit.
export const STORAGE_FAILED = 'The browser\u2019s storage is full or not available: the tables are built again on the next visit.';
export const DAMAGED = 'A stored table was damaged; it is built again.';
