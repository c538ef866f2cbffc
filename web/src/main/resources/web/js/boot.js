// Starts the page's engine as soon as this small module has loaded, while the rest of the page (three.js among it)
// is still loading: the engine's worker compiles its code and prepares its tables meanwhile. app.js then finds the
// same engine (engine.js starts it once).
import { pageEngine } from './engine.js';

pageEngine();
