// Whether a camera capture can be the face the page asked for, before it is kept, and the readings' best guess of
// the cube. A capture is refused when the picture shows no cube face at all (one colour with no grid of stickers),
// or when its centre has the colour of a face already captured (the same face shown twice: each face's centre has
// its own colour). A solved face (nine stickers of one colour, with the grid between them) is fine.
//
// Colours are compared as the server's colour model compares them: by the log of the brightness and two log
// chromaticities, log(R/G) and log(B/G), of the linear light, which do not change when the light is brighter.
import { FACES } from './cube.js';

/** Two centres closer than this in chromaticity, and in log brightness, read as one colour. */
const SAME_CHROMA = 0.08;
const SAME_BRIGHTNESS = 0.3;

const linear = v => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** [log brightness, log(R/G), log(B/G)] of a "#rrggbb" reading, with a small floor for dark channels. */
export function features(hex) {
  const [r, g, b] = [1, 3, 5].map(k => linear(parseInt(hex.slice(k, k + 2), 16)) + 0.004);
  return [Math.log(r + g + b), Math.log(r / g), Math.log(b / g)];
}

/** Whether two readings are the same colour (the same sticker, or a face shown twice). */
export function sameColour(a, b) {
  const x = features(a);
  const y = features(b);
  return Math.hypot(x[1] - y[1], x[2] - y[2]) < SAME_CHROMA && Math.abs(x[0] - y[0]) < SAME_BRIGHTNESS;
}

/**
 * Why a capture of face (its inspection {colours, uniform, grid}) cannot be that face, or null when it can:
 * {reason: 'NO_FACE'} for a picture without a cube face, {reason: 'SAME_CENTRE', other} when its centre has the
 * colour of face other, already captured. readings: the faces captured so far, by face letter.
 */
export function refusal(face, inspection, readings) {
  if (inspection.uniform && !inspection.grid) return { reason: 'NO_FACE' };
  const centre = inspection.colours[4];
  for (const other of FACES) {
    if (other !== face && readings[other] && sameColour(centre, readings[other][4])) {
      return { reason: 'SAME_CENTRE', other };
    }
  }
  return null;
}

/**
 * The readings' best guess of the cube, as face letters in facelet order: each sticker takes the face whose centre
 * it is nearest to in colour, compared on its own face's light where it can (the centre's reading there). Used when
 * no real cube fits the readings, so that a person fixes a few stickers by hand instead of painting 48.
 */
export function bestGuess(colors) {
  const centres = FACES.map((f, i) => features(colors[9 * i + 4]));
  return colors.map((hex, i) => {
    if (i % 9 === 4) return FACES[Math.floor(i / 9)];
    const x = features(hex);
    let best = 0;
    let bestDistance = Infinity;
    centres.forEach((c, f) => {
      const d = 4 * ((x[1] - c[1]) ** 2 + (x[2] - c[2]) ** 2) + (x[0] - c[0]) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = f;
      }
    });
    return FACES[best];
  }).join('');
}

const rgb = hex => [1, 3, 5].map(k => parseInt(hex.slice(k, k + 2), 16));

/**
 * For each uncertain sticker, the colour its reading is next closest to: the mean reading of that colour's stickers
 * on the same face (lit the same way), or on the whole cube when the face has none. A tap switches to it.
 */
export function runnersUp(colors, facelets, uncertain) {
  const out = new Map();
  const mean = (letter, face) => {
    const pick = i => facelets[i] === letter && (face === null || Math.floor(i / 9) === face);
    const chosen = colors.map((c, i) => i).filter(pick);
    if (!chosen.length) return null;
    const sum = [0, 0, 0];
    chosen.forEach(i => rgb(colors[i]).forEach((v, k) => { sum[k] += v; }));
    return sum.map(v => v / chosen.length);
  };
  for (const i of uncertain) {
    const reading = rgb(colors[i]);
    let best = null;
    let bestDistance = Infinity;
    for (const letter of FACES) {
      if (letter === facelets[i]) continue;
      const m = mean(letter, Math.floor(i / 9)) || mean(letter, null);
      const d = m.reduce((s, v, k) => s + (v - reading[k]) ** 2, 0);
      if (d < bestDistance) {
        bestDistance = d;
        best = letter;
      }
    }
    out.set(i, [facelets[i], best]);
  }
  return out;
}
