// The page's one entry module. It starts the engine first thing (engine.js: its worker compiles the solvers and
// prepares their tables meanwhile), then, once the worker exists, loads the page itself (page.js: the guide, the
// inputs and the other features), which draws as soon as it has loaded and solves once the engine answers. three.js
// and the smart cube's follow mode load after what the first solution needs.
import { pageEngine, engineStarting } from './engine.js';

const engine = pageEngine();
// The page's own modules load once the engine's worker exists: loaded at once, they held the page's thread and put
// off the worker's start by 0.1-0.3 s.
engineStarting().then(() => import('./page.js')).then(page => page.start(engine));
