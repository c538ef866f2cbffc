// The engine's tables in the browser's storage: one IndexedDB store, the key a table's file name (id and version),
// the value {bytes: ArrayBuffer, crc, size, stored, deflated, sha256}: the table's bytes (deflated when `deflated`, the
// browser's own compression), the CRC-32 and size of the table itself, the bytes stored, and the SHA-256 of the bytes
// stored. Where the browser has Web Crypto, a read record is checked against its SHA-256 by the browser, off this
// thread, while the engine is busy, and is handed to the engine as verified (the engine then skips its own CRC-32,
// which costs it tens of milliseconds a start); elsewhere (and for records kept before the SHA-256 was) the engine
// checks the CRC-32. Every failure (storage
// full, cleared, blocked, private mode, no compression in this browser) is answered as "not stored", so the caller
// builds the table again: storage can cost time, never a wrong answer.
const DB = 'cubeguide-engine';
const STORE = 'tables';
const FORMAT = 'deflate-raw';

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

// The bytes through a (de)compression stream of the browser.
async function through(bytes, stream) {
  return await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer();
}

// The SHA-256 of the bytes, null where the browser has no Web Crypto (an insecure origin).
async function digest(bytes) {
  try {
    return typeof crypto === 'object' && crypto.subtle ? await crypto.subtle.digest('SHA-256', bytes) : null;
  } catch (error) {
    return null;
  }
}

function sameBytes(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

// True where the browser compresses and decompresses streams.
export function canCompress() {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

export async function openTables() {
  let db = null;
  try {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    db = await request(open);
  } catch (error) {
    db = null;
  }
  const run = async (mode, work) => {
    if (!db) return undefined;
    try {
      const tx = db.transaction(STORE, mode);
      const result = await work(tx.objectStore(STORE));
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
      return result;
    } catch (error) {
      return undefined;
    }
  };
  // The table's record as the caller knows it ({bytes, crc, size, verified}, the bytes as the table has them;
  // verified: the stored bytes matched their SHA-256), null when there is none, or {damaged: true} when it cannot be
  // read back.
  const usable = async (record) => {
    const read = Math.round(performance.now());
    if (!record) return null;
    if (!(record.bytes instanceof ArrayBuffer) || record.bytes.byteLength !== record.stored) return { damaged: true };
    let verified = false;
    if (record.sha256 instanceof ArrayBuffer) {
      const actual = await digest(record.bytes);
      if (actual && !sameBytes(actual, record.sha256)) return { damaged: true };
      verified = actual !== null;
    }
    const checked = Math.round(performance.now());
    if (!record.deflated) {
      return record.size === record.stored ? { bytes: record.bytes, crc: record.crc, size: record.size, verified,
        at: { read, checked } } : { damaged: true };
    }
    if (!canCompress()) return null;
    try {
      const bytes = await through(record.bytes, new DecompressionStream(FORMAT));
      return { bytes, crc: record.crc, size: record.size, verified,
        at: { read, checked, inflated: Math.round(performance.now()) } };
    } catch (error) {
      return { damaged: true };
    }
  };
  return {
    // A file's record {bytes, crc, size}, null when there is none, {damaged: true} when it cannot be read back.
    async get(file) {
      return await usable(await run('readonly', (s) => request(s.get(file))));
    },
    // The records of several files, read at once in one transaction: a promise for each (as get's), so that the
    // first can be used while the others are still read.
    getEach(files) {
      if (!db || files.length === 0) return files.map(() => Promise.resolve(null));
      try {
        const tx = db.transaction(STORE, 'readonly');
        const store = tx.objectStore(STORE);
        return files.map((file) => request(store.get(file)).then(usable, () => null));
      } catch (error) {
        return files.map(() => Promise.resolve(null));
      }
    },
    // The files stored, as a Set (empty when storage cannot be read), in one transaction.
    async files() {
      return new Set((await run('readonly', (s) => request(s.getAllKeys()))) || []);
    },
    // Stores {bytes, crc, size}, deflated when compress (not at all where the browser cannot compress); true when
    // stored.
    async put(file, record, compress) {
      if (compress && !canCompress()) return false;
      let bytes = record.bytes;
      if (compress) {
        try {
          bytes = await through(bytes, new CompressionStream(FORMAT));
        } catch (error) {
          return false;
        }
      }
      const value = { bytes, crc: record.crc, size: record.size, stored: bytes.byteLength, deflated: !!compress,
        sha256: await digest(bytes) };
      return (await run('readwrite', (s) => request(s.put(value, file)))) !== undefined;
    },
    async remove(file) {
      await run('readwrite', (s) => request(s.delete(file)));
    },
    async keepOnly(files) {
      const keys = (await run('readonly', (s) => request(s.getAllKeys()))) || [];
      for (const key of keys) {
        if (!files.has(key)) await run('readwrite', (s) => request(s.delete(key)));
      }
    },
  };
}
