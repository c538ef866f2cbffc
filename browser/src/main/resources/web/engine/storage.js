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

// A table kept uncompressed and at least this large goes to a file of the origin's private file system; IndexedDB
// holds its record without the bytes. Read back from IndexedDB, the 28 MB of the phase-1 residues took 0.3-0.45 s, the
// longest part of a warm start. The file is read through a read-only access handle (or as a snapshot) and written
// through a writable stream, which replaces it whole when closed: neither takes the exclusive lock of a read-write
// access handle, so a page that opens while an earlier one (or its builder) still holds the file never waits for it.
const FILE_AT_LEAST = 4 << 20;
const FOLDER = 'cubeguide-tables';

// The folder of the tables' files, null where the browser has no private file system with writable streams.
async function folder() {
  try {
    if (typeof navigator !== 'object' || !navigator.storage || !navigator.storage.getDirectory
        || typeof FileSystemFileHandle !== 'function' || !FileSystemFileHandle.prototype.createWritable) {
      return null;
    }
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(FOLDER, { create: true });
  } catch (error) {
    return null;
  }
}

// The file's bytes, null when it is missing or not of `size` bytes: read in one synchronous call through a read-only
// access handle (which any number of readers may hold at once), or, where that is refused (an older browser, or a
// write in progress elsewhere), from a snapshot of the file.
async function readFile(dir, file, size) {
  try {
    const handle = await dir.getFileHandle(file);
    let access = null;
    try {
      access = await handle.createSyncAccessHandle({ mode: 'read-only' });
    } catch (refused) {
      access = null;
    }
    if (access) {
      try {
        if (access.getSize() !== size) return null;
        const bytes = new Uint8Array(size);
        return access.read(bytes, { at: 0 }) === size ? bytes.buffer : null;
      } finally {
        access.close();
      }
    }
    const snapshot = await handle.getFile();
    if (snapshot.size !== size) return null;
    const bytes = await snapshot.arrayBuffer();
    return bytes.byteLength === size ? bytes : null;
  } catch (error) {
    return null;
  }
}

// Writes the file (replacing it only once all of it is written); true when it was.
async function writeFile(dir, file, bytes) {
  let stream = null;
  try {
    stream = await (await dir.getFileHandle(file, { create: true })).createWritable();
    await stream.write(bytes);
    await stream.close();
    return true;
  } catch (error) {
    if (stream) {
      try {
        await stream.abort();
      } catch (ignored) {
        // Already closed or failed: nothing to undo.
      }
    }
    return false;
  }
}

async function removeFile(dir, file) {
  try {
    await dir.removeEntry(file);
  } catch (error) {
    // Not there: nothing to remove.
  }
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
  const fileFolder = await folder();
  const usable = async (file, record) => {
    const read = Math.round(performance.now());
    if (!record) return null;
    if (record.inFile) {
      record.bytes = fileFolder ? await readFile(fileFolder, file, record.stored) : null;
      if (!record.bytes) return null;
    }
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
      return await usable(file, await run('readonly', (s) => request(s.get(file))));
    },
    // The records of several files, read at once in one transaction: a promise for each (as get's), so that the
    // first can be used while the others are still read.
    getEach(names) {
      if (!db || names.length === 0) return names.map(() => Promise.resolve(null));
      try {
        const tx = db.transaction(STORE, 'readonly');
        const store = tx.objectStore(STORE);
        return names.map((file) => request(store.get(file)).then((record) => usable(file, record), () => null));
      } catch (error) {
        return names.map(() => Promise.resolve(null));
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
      if (!compress && fileFolder && bytes.byteLength >= FILE_AT_LEAST && await writeFile(fileFolder, file, bytes)) {
        // The bytes are in the file; the record says so (written after the file, so a record never names a file
        // that is not whole).
        value.bytes = null;
        value.inFile = true;
      }
      return (await run('readwrite', (s) => request(s.put(value, file)))) !== undefined;
    },
    async remove(file) {
      await run('readwrite', (s) => request(s.delete(file)));
      if (fileFolder) await removeFile(fileFolder, file);
    },
    async keepOnly(kept) {
      const keys = (await run('readonly', (s) => request(s.getAllKeys()))) || [];
      for (const key of keys) {
        if (!kept.has(key)) {
          await run('readwrite', (s) => request(s.delete(key)));
          if (fileFolder) await removeFile(fileFolder, key);
        }
      }
    },
  };
}
