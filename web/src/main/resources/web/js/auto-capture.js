// Capture by itself: once the picture in the guide square has stayed still for a moment, capture, then wait for the
// picture to change (the next face) before capturing again.
import { guideSquare } from './sampling.js';

const STEADY_CHECK_MS = 300;
const STEADY_CHECKS = 4;

/**
 * Watches frame() (an ImageData) every moment while active() says so, and calls capture() when the picture has
 * been steady; returns the function that stops watching.
 */
export function watchSteadiness(frame, active, capture) {
  let last = null;
  let still = 0;
  let armed = true;
  const timer = setInterval(() => {
    if (!active()) return;
    const image = frame();
    const square = guideSquare(image.width, image.height);
    const sample = [];
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        const x = Math.round(square.x + (a + 0.5) * square.side / 12);
        const y = Math.round(square.y + (b + 0.5) * square.side / 12);
        const o = (y * image.width + x) * 4;
        sample.push(image.data[o] + image.data[o + 1] + image.data[o + 2]);
      }
    }
    if (last) {
      const change = sample.reduce((s, v, i) => s + Math.abs(v - last[i]), 0) / sample.length / 3;
      if (change > 20) armed = true;
      still = change < 6 ? still + 1 : 0;
      if (armed && still >= STEADY_CHECKS) {
        armed = false;
        still = 0;
        capture();
      }
    }
    last = sample;
  }, STEADY_CHECK_MS);
  return () => clearInterval(timer);
}
