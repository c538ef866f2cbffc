// The page's one entry module. It starts the engine first thing (engine.js: its worker compiles the solvers and
// prepares their tables meanwhile), then loads the page itself (page.js: the guide, the inputs and the other
// features), which draws as soon as it has loaded and solves once the engine answers. three.js and the smart cube's
// follow mode load after what the first solution needs.
import { pageEngine } from './engine.js';

const engine = pageEngine();
import('./page.js').then(page => page.start(engine));
