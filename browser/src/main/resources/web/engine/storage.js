// The engine's tables in the browser's storage: one IndexedDB store, the key a table's file name (id and version),
// the value {bytes: ArrayBuffer, crc, size}. Every failure (storage full, cleared, blocked, private mode) is
// answered as "not stored", so the caller builds the table again: storage can cost time, never a wrong answer.
const DB = 'cubeguide-engine';
const STORE = 'tables';

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
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
  const usable = (record) => record && record.bytes instanceof ArrayBuffer && record.bytes.byteLength === record.size
    ? record : null;
  return {
    async get(file) {
      return usable(await run('readonly', (s) => request(s.get(file))));
    },
    // The records of several files, read at once in one transaction: a promise for each (null when missing or
    // unreadable), so that the first can be used while the others are still read.
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
    async has(file) {
      return (await run('readonly', (s) => request(s.getKey(file)))) !== undefined;
    },
    async put(file, record) {
      return (await run('readwrite', (s) => request(s.put(record, file)))) !== undefined;
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
