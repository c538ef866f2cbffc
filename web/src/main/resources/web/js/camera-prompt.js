// The Camera tab's prompt: the order a person shows the faces in, and for each face which face to show and how to
// hold the cube, in words and as a small picture (its centre's colour, and a bar in the colour on top or below).
import { scheme } from './colours.js';

const name = f => scheme[f].name.toLowerCase();

/** The order a person shows the faces in: around the sides with white on top, then the top, then the bottom. */
export const FACE_ORDER = ['F', 'R', 'B', 'L', 'U', 'D'];
/** For each face, the face whose colour is at the top ('top') or bottom ('bottom') of the picture. */
const HOLD = { F: ['U', 'top'], R: ['U', 'top'], B: ['U', 'top'], L: ['U', 'top'], U: ['F', 'bottom'], D: ['F', 'top'] };
/** What to say for a face: which face to show and how to hold the cube. */
export function promptFor(f) {
  const [other, where] = HOLD[f];
  const turn = f === 'F' ? 'Hold the cube up to the camera'
    : ['R', 'B', 'L'].includes(f) ? 'Turn the cube a quarter turn to the left'
      : f === 'U' ? 'Tip the cube toward the camera' : 'Turn the cube over';
  return `${turn}: show the face with the ${name(f)} centre, with the ${name(other)} centre ${where === 'top' ? 'on top' : 'at the bottom'}. `
    + 'Fill the square with the face, then press Capture.';
}

/** A small picture of the face to show: its centre's colour, and a bar in the colour that goes on top or below. */
export function picture(f) {
  const [other, where] = HOLD[f];
  const cells = [];
  for (let k = 0; k < 9; k++) {
    const x = 10 + (k % 3) * 20;
    const y = 16 + Math.floor(k / 3) * 20;
    cells.push(`<rect x="${x}" y="${y}" width="18" height="18" rx="3" fill="${k === 4 ? scheme[f].hex : '#d5dae4'}" stroke="#141821"/>`);
  }
  const barY = where === 'top' ? 2 : 80;
  return `<svg class="face-picture" viewBox="0 0 80 94" aria-hidden="true">${cells.join('')}`
    + `<rect x="10" y="${barY}" width="58" height="10" rx="3" fill="${scheme[other].hex}" stroke="#141821"/></svg>`;
}
