// A feature that keeps its own state at module level, and imports from outside the page.
import { state } from './state.js';
import 'https://example.com/x.js';

let shown = false;
export function showGuide() {
  shown = state.ready;
  return shown;
}
