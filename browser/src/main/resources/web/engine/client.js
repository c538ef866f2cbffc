// The page's side of the browser engine: which engine this browser can run, and a client that sends the page's API
// calls to the engine's Web Worker and answers them with the JSON the server would give. Solving, table building
// and scanning run in the worker, never on the page's thread.

// A module with one struct type: valid only where WebAssembly GC is.
const GC_MODULE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 3, 1, 95, 0]);
// A module with a function type that returns an exception reference (exnref): valid only where the exception
// handling of WebAssembly GC engines (try_table, exnref) is.
const EXNREF_MODULE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 105]);

function validates(bytes) {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(bytes);
  } catch (error) {
    return false;
  }
}

// 'wasm' when the browser has WebAssembly GC and exception references, 'js' when it can run the JavaScript engine
// (module workers and BigInt), null when neither.
export function detectEngine() {
  if (typeof Worker !== 'function') return null;
  if (validates(GC_MODULE) && validates(EXNREF_MODULE)) return 'wasm';
  return typeof BigInt === 'function' ? 'js' : null;
}

// The solvers the page lists, with what their tables cost (the shape of GET /api/tables).
const SOLVERS = [
  { solver: 'twophase', bytes: 12_790_000, firstBuildSeconds: 1 },
  { solver: 'thistlethwaite', bytes: 5_210_000, firstBuildSeconds: 1 },
  { solver: 'beginner', bytes: 0, firstBuildSeconds: 0 },
];

// Starts the engine in a module worker: {engine: 'wasm'|'js', base: URL of the engine folder, full: false to make
// only the first table set ready (the engine's tests; the page leaves it out)}. Resolves to a
// client {kind, call(method, path, body), onProgress(callback), close()} once the engine has loaded; rejects when
// it cannot start.
export function startEngine({ engine, base, full }) {
  const folder = new URL(base, location.href);
  const worker = new Worker(new URL('worker.js', folder), { type: 'module' });
  const pending = new Map();
  const listeners = new Set();
  const states = new Map(SOLVERS.map((s) => [s.solver, s.bytes === 0 ? 'ready' : 'waiting']));
  const fractions = new Map();
  let nextId = 1;
  let closed = false;
  return new Promise((resolve, reject) => {
    const client = {
      kind: engine,
      call(method, path, body) {
        if (closed) return Promise.reject(new Error('the engine is closed'));
        const [route] = path.split('?');
        if (String(method).toUpperCase() === 'GET' && route === '/api/tables') {
          return Promise.resolve({ status: 200, body: tables() });
        }
        const id = nextId++;
        return new Promise((answer) => {
          pending.set(id, answer);
          worker.postMessage({ type: 'call', id, method, path, body: body === undefined ? null : body });
        });
      },
      // What the engine did to make its tables ready, [{where: 'here'|'builder', id, built, ms, bytes}]: for the
      // engine's benchmark.
      tableLog() {
        const id = nextId++;
        return new Promise((answer) => {
          pending.set(id, answer);
          worker.postMessage({ type: 'log', id });
        });
      },
      onProgress(callback) {
        listeners.add(callback);
        return () => listeners.delete(callback);
      },
      close() {
        closed = true;
        worker.terminate();
        for (const answer of pending.values()) {
          answer({ status: 503, body: { error: { code: 'BUSY', message: 'the engine was closed', detail: {} } } });
        }
        pending.clear();
      },
    };

    function tables() {
      return {
        tables: SOLVERS.map((s) => {
          const state = states.get(s.solver);
          const ready = state === 'ready';
          return {
            solver: s.solver,
            state: ready ? 'ready' : 'building',
            percent: ready ? 100 : Math.min(99, Math.floor(100 * (fractions.get(s.solver) || 0))),
            firstBuildSeconds: s.firstBuildSeconds,
            bytes: s.bytes,
          };
        }),
      };
    }

    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'answer' || message.type === 'log') {
        const answer = pending.get(message.id);
        pending.delete(message.id);
        if (answer) answer(message.type === 'log' ? message.log : { status: message.status, body: message.body });
      } else if (message.type === 'progress') {
        // A solver stays ready once any of its table sets is (two-phase solves on its first set while the full
        // set is built: the same answers, only slower).
        if (states.get(message.solver) !== 'ready') {
          states.set(message.solver, message.state);
          fractions.set(message.solver, message.fraction);
        }
        const { type, ...event } = message;
        for (const listener of listeners) listener(event);
      } else if (message.type === 'started') {
        resolve(client);
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => reject(new Error(event.message || 'the engine failed to start'));
    worker.postMessage({ type: 'start', engine, base: folder.href, full: full !== false });
  });
}
