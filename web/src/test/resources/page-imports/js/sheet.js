// A feature that imports another feature.
import { showGuide } from './guide.js';
import { solved } from './cube.js';

export function print() {
  return solved() && showGuide();
}
