// The page's calls to the cubeguide API, answered by the page's engine (engine.js): the solvers compiled for the
// browser, in a Web Worker, answer every call they can, in the API's shapes; a cubeguide server answers the rest
// (the optimal solver, the display link) when it serves the page, and every call under ?engine=server. On a
// plain static host no call goes to the network: what only a server has is simply not offered. A failed call
// throws an ApiError with the code, message and detail, or a clear message when the server could not be reached.
import { pageEngine, onEngineProgress } from './engine.js';

export class ApiError extends Error {
  constructor(status, code, message, detail, retryAfter) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail || {};
    this.retryAfter = retryAfter;
  }
}

/** The time limit of a solve on the JavaScript engine (the API's cap). */
const JS_TIMEOUT_MS = 30_000;
/** The calls only a server can answer. */
const SERVER_ONLY = new Set(['/api/config', '/api/display']);

export async function api(method, path, body) {
  const engine = await pageEngine();
  const route = path.split('?')[0];
  if (engine.kind === 'server') return server(method, path, body);
  if (!engine.client) throw new ApiError(0, 'NO_ENGINE', engine.problem);
  if (SERVER_ONLY.has(route)) {
    if (engine.server) return server(method, path, body);
    throw new ApiError(0, 'NO_SERVER', 'This page runs without a server: only a cubeguide server has this.');
  }
  const local = engine.localSolvers;
  if (route === '/api/solve' && local && body && body.solver && !local.has(body.solver) && engine.server) {
    return server(method, path, body);
  }
  if (route === '/api/solve') {
    await requireTables(engine, body && body.solver);
    // The JavaScript engine can take seconds over a hard cube: it gets the longest time the API allows.
    if (engine.kind === 'js' && body && body.timeoutMs === undefined) body = { ...body, timeoutMs: JS_TIMEOUT_MS };
  }
  const answer = await inBrowser(engine.client, method, path, body);
  if (route === '/api/solvers') {
    engine.localSolvers = new Set(answer.solvers.map(s => s.name));
    if (engine.server) return withServers(answer, path, 'solvers', s => s.name);
  }
  if (route === '/api/tables') {
    const tables = withUsable(answer, engine.usable);
    return engine.server ? withServers(tables, path, 'tables', t => t.solver) : tables;
  }
  return answer;
}

/**
 * Resolves at the engine's next table-progress event, or after ms at the latest (waiting pages ask GET /api/tables
 * again then, and see a finished build at once instead of at the next poll).
 */
export function tablesChanged(ms) {
  return new Promise(resolve => {
    let stop = () => {};
    const timer = setTimeout(() => done(), ms);
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    stop = onEngineProgress(done);
  });
}

/** The engine's tables, with a solver that has a set ready shown ready (a fuller set may still be built). */
function withUsable(answer, usable) {
  return { ...answer, tables: answer.tables.map(t => (usable.has(t.solver) ? { ...t, state: 'ready', percent: 100 } : t)) };
}

/**
 * While the engine prepares a solver's first tables (a first visit), a solve is answered as the server answers it
 * then: 503 BUSY, reason TABLES_BUILDING, so that the page shows the preparation's progress and asks again when it
 * is done (solvers.js). A solver with a set of tables ready solves at once.
 */
async function requireTables(engine, solver) {
  const name = solver || 'twophase';
  if (engine.usable.has(name)) return;
  const answer = await inBrowser(engine.client, 'GET', '/api/tables');
  const tables = answer.tables.find(t => t.solver === name);
  if (tables && tables.state !== 'ready' && tables.state !== 'missing') {
    throw new ApiError(503, 'BUSY', 'This solver is getting ready in this browser for its first use.',
      { reason: 'TABLES_BUILDING', solver: name, retryAfterSeconds: 1 }, 1);
  }
}

async function inBrowser(client, method, path, body) {
  let answer;
  try {
    answer = await client.call(method, path, body);
  } catch (e) {
    throw new ApiError(0, 'ENGINE', 'The solver in this page stopped working. Please reload the page.');
  }
  return answered(answer.status, answer.body, null);
}

/** The engine's list with the server's entries that it lacks (the optimal solver), when the server answers. */
async function withServers(answer, path, key, nameOf) {
  let remote;
  try {
    remote = await server('GET', path);
  } catch (e) {
    return answer;
  }
  const names = new Set(answer[key].map(nameOf));
  return { ...answer, [key]: [...answer[key], ...remote[key].filter(entry => !names.has(nameOf(entry)))] };
}

async function server(method, path, body) {
  let response;
  try {
    // Relative to the page, so that a server behind a sub-path answers too.
    response = await fetch(path.replace(/^\//, ''), {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', 'Could not reach the cubeguide server. Is `cubeguide serve` still running?');
  }
  let json = null;
  try {
    json = await response.json();
  } catch (e) {
    json = null;
  }
  return answered(response.status, json, response.headers.get('Retry-After'));
}

function answered(status, json, retryAfter) {
  if (status >= 200 && status < 300 && json) return json;
  const error = json && json.error;
  if (error && error.code && error.message) {
    const wait = retryAfter || (error.detail && error.detail.retryAfterSeconds);
    throw new ApiError(status, error.code, error.message, error.detail, wait);
  }
  throw new ApiError(status, 'HTTP_' + status,
    `The server answered with an error (HTTP ${status}) instead of a solution. Nothing was changed; please try again.`);
}
